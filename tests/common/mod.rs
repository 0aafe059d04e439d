//! Helpers shared by integration tests.

// Helpers may unwrap: a panic in a test is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]
// Each test crate that includes this module uses only part of it.
#![allow(dead_code)]

use std::io::Write;
use std::path::PathBuf;

/// The text of a public puzzle set in `../shared/puzzles/`, or `None` (said on the terminal)
/// when the folder is absent; with `SHUDU_REQUIRE_CORPORA` set, a missing set fails the test.
pub fn shared(name: &str) -> Option<String> {
    shared_file(&format!("puzzles/{name}"))
}

/// The text of a file in `../shared/` (`techniques/reglib-half.txt`), or `None` as [`shared`].
pub fn shared_file(relative: &str) -> Option<String> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../shared")
        .join(relative);
    match std::fs::read_to_string(&path) {
        Ok(text) => Some(text),
        Err(e) => {
            let why = format!("cannot read {} ({e})", path.display());
            assert!(
                std::env::var_os("SHUDU_REQUIRE_CORPORA").is_none(),
                "{why}, and SHUDU_REQUIRE_CORPORA is set"
            );
            // Straight to the terminal: the test harness swallows `println!` of passing tests.
            let _ = writeln!(std::io::stderr(), "skipped: {why}");
            None
        }
    }
}
