//! Any text as the data of an f-puzzles or SudokuPad link: raw (lz-string decoding of any
//! characters), and packed by lz-string behind each payload prefix (the JSON readers behind
//! the links). Accepted puzzles go to the engine with a deadline.

#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

use shudu::formats;

fuzz_target!(|text: &str| {
    if text.contains(['\n', '\r']) {
        return;
    }
    let packed = formats::compress_to_base64(text);
    assert_eq!(
        formats::decompress_from_base64(&packed).as_deref(),
        Some(text),
        "lz-string round trip"
    );
    let links = [
        format!("https://www.f-puzzles.com/?load={text}"),
        format!("https://sudokupad.app/{text}"),
        format!("https://www.f-puzzles.com/?load={packed}"),
        format!("https://sudokupad.app/scl{packed}"),
        format!("fpuzzles{packed}"),
    ];
    for link in links {
        let grids: Vec<_> = common::read(&link).into_iter().map(|p| p.grid).collect();
        common::solve_briefly(&grids);
    }
});
