//! Any text as f-puzzles (or SudokuPad) JSON. An accepted puzzle goes to the engine with a
//! deadline, and written back as f-puzzles JSON it reads back the same.

#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

use shudu::formats::{self, PuzzleText};

fuzz_target!(|text: &str| {
    // The detector takes a text for JSON by its opening brace.
    let text = if text.trim_start().starts_with('{') {
        text.to_string()
    } else {
        format!("{{{text}")
    };
    let puzzles = common::read(&text);
    for puzzle in &puzzles {
        let written = formats::to_fpuzzles(&puzzle.grid, PuzzleText::of(puzzle));
        let back = formats::read_text(&written, "fuzz").expect("written f-puzzles JSON reads");
        assert_eq!(back.grid, puzzle.grid, "the grid and its rules survive");
        assert_eq!(back.title, puzzle.title, "the title survives");
    }
    let grids: Vec<_> = puzzles.into_iter().map(|p| p.grid).collect();
    common::solve_briefly(&grids);
});
