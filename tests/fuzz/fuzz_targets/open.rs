//! Any bytes as a file to open or text to paste: read as text, then as a saved game or as
//! puzzles; every puzzle read is then given to the engine (with a deadline), which must answer
//! or time out, never panic.

#![no_main]

use libfuzzer_sys::fuzz_target;
use shudu::formats::{self, Opened};
use shudu::solver::{self, CancelToken};
use std::time::{Duration, Instant};

fuzz_target!(|bytes: &[u8]| {
    let Ok(text) = formats::text_from_bytes(bytes.to_vec(), "fuzz") else {
        return;
    };
    let Ok(Opened::Puzzles { grids, .. }) = formats::open_text(&text, "fuzz") else {
        return;
    };
    for grid in grids.iter().take(4) {
        let cancel = CancelToken::new().with_deadline(Instant::now() + Duration::from_millis(200));
        let _ = solver::analyse(grid, &cancel);
    }
});
