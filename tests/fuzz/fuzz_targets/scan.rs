//! Any bytes as a picture to read (a file opened or dropped, a pasted image): decoding and
//! reading must answer (a reading or an error), never panic; a reading has 81 cells with
//! digits 1 to 9 or none. Seed it with pictures (`../shared/pictures/newspaper-train/*.jpg`,
//! a board exported as PNG) so that the fuzzer mutates real headers and real grids.

#![no_main]

use libfuzzer_sys::fuzz_target;
use shudu::scan::{self, ScanError};
use shudu::solver::CancelToken;
use std::time::{Duration, Instant};

fuzz_target!(|bytes: &[u8]| {
    // A deadline bounds the solver check on whatever grid the bytes make.
    let cancel = CancelToken::new().with_deadline(Instant::now() + Duration::from_secs(2));
    match scan::read(shudu::worker::digit_model(), bytes, &cancel) {
        Ok(reading) => {
            assert_eq!(reading.cells.len(), 81);
            assert!(reading.values().iter().all(|&v| v <= 9));
            assert_eq!(reading.to_line().chars().count(), 81);
        }
        Err(ScanError::TooBig { width, height }) => {
            assert!(u64::from(width) * u64::from(height) > scan::decode::MAX_PIXELS);
        }
        Err(_) => {}
    }
});
