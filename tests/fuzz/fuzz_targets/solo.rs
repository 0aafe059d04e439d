//! Any text as Simon Tatham's Solo game IDs, one a line (`3x3:` put in front of a line with
//! no `:`). Accepted puzzles go to the engine with a deadline, and those Solo can hold are
//! written back as game IDs that read back the same.

#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

use shudu::formats;

fuzz_target!(|text: &str| {
    let lines: Vec<String> = text
        .lines()
        .take(8)
        .map(|line| {
            if line.contains(':') {
                line.to_string()
            } else {
                format!("3x3:{line}")
            }
        })
        .collect();
    let puzzles = common::read(&lines.join("\n"));
    for puzzle in &puzzles {
        if let Ok(id) = formats::to_solo_id(&puzzle.grid) {
            let back = formats::read_text(&id, "fuzz").expect("a written game ID reads");
            assert_eq!(back.grid.values(), puzzle.grid.givens_only().values(), "{id}");
        }
    }
    let grids: Vec<_> = puzzles.into_iter().map(|p| p.grid).collect();
    common::solve_briefly(&grids);
});
