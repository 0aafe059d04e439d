//! Any text as the killer texts of killer forums: the 81-character short form (arrows and
//! sums) as it is, SudoCue's long form (`3x3:d:k:` put in front), and jigsaw lines. Accepted
//! puzzles go to the engine with a deadline.

#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

fuzz_target!(|text: &str| {
    for text in [text.to_string(), format!("3x3:d:k:{text}")] {
        let grids: Vec<_> = common::read(&text).into_iter().map(|p| p.grid).collect();
        common::solve_briefly(&grids);
    }
});
