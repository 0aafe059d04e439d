//! The Cracking the Cryptic rules on the command line: every puzzle of the practice set
//! (`tests/data/constraints/`, f-puzzles JSON with solutions) is solved to its solution and
//! proved unique by the real binary, and read, written and read again without a rule lost.

use crate::common;
use shudu::formats::{self, PuzzleText};
use std::path::PathBuf;

/// The practice set: each puzzle's path and its solution.
fn practice_set() -> Vec<(PathBuf, String)> {
    puzzle_set("", 20)
}

/// The practice set and Shudu's own puzzles (`own/`: dot values, clones, whispers with gap 3,
/// each negative rule alone, 6x6 and 16x16, and one with a clue of every kind; made by
/// `own/make.py` and `own/every_rule.py`).
fn every_puzzle() -> Vec<(PathBuf, String)> {
    let mut all = practice_set();
    all.extend(puzzle_set("own", 8));
    all
}

/// The `expected` puzzles of `tests/data/constraints/<sub>`, with their solutions.
fn puzzle_set(sub: &str, expected: usize) -> Vec<(PathBuf, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/constraints")
        .join(sub);
    let mut found: Vec<(PathBuf, String)> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .map(|p| {
            let solution = std::fs::read_to_string(p.with_extension("sol")).unwrap();
            let digits: String = solution.chars().filter(char::is_ascii_digit).collect();
            (p, digits)
        })
        .collect();
    found.sort();
    assert_eq!(found.len(), expected, "{}", dir.display());
    found
}

/// The one puzzle of an f-puzzles text.
fn read(text: &str) -> shudu::board::Grid {
    formats::puzzles(text, "puzzle.json")
        .next()
        .unwrap()
        .unwrap()
        .grid
}

#[test]
fn every_puzzle_solves_to_its_solution_and_is_unique() {
    for (path, solution) in every_puzzle() {
        let file = path.to_str().unwrap();
        let out = common::shudu(&["solve", file], "");
        let stdout = String::from_utf8_lossy(&out.stdout);
        let digits: String = stdout.chars().filter(char::is_ascii_digit).collect();
        assert_eq!(
            digits,
            solution,
            "{file}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let out = common::shudu(&["count", "--limit", "2", file], "");
        assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "1", "{file}");
    }
}

#[test]
fn puzzles_keep_their_rules_through_fpuzzles_json() {
    for (path, _) in every_puzzle() {
        let text = std::fs::read_to_string(&path).unwrap();
        let first = read(&text);
        let grid = &first;
        assert!(grid.rules().has_clues(), "{}", path.display());
        let written = formats::to_fpuzzles(grid, PuzzleText::default());
        let again = read(&written);
        assert_eq!(again.rules(), grid.rules(), "{}", path.display());
        assert_eq!(again.values(), grid.values());
    }
}

#[test]
fn a_solution_that_breaks_a_clue_is_refused_naming_it() {
    // The thermometer puzzle with its first thermometer's bulb given above its next cell.
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/constraints");
    let text = std::fs::read_to_string(dir.join("made-thermo-1.json")).unwrap();
    let mut json: serde_json::Value = serde_json::from_str(&text).unwrap();
    // Bulb r5c1, next r5c2: 9 then 2 goes down.
    json["grid"][4][0] = serde_json::json!({"value": 9, "given": true});
    json["grid"][4][1] = serde_json::json!({"value": 2, "given": true});
    let text = json.to_string();
    let error = formats::puzzles(&text, "thermo.json")
        .next()
        .unwrap()
        .err()
        .unwrap()
        .to_string();
    assert!(error.contains("Thermometer clue at r5c1"), "{error}");
}

#[test]
fn practice_puzzles_travel_as_fpuzzles_and_sudokupad_links() {
    for (path, solution) in practice_set() {
        let grid = read(&std::fs::read_to_string(&path).unwrap());
        let link = formats::to_fpuzzles_link(&grid, PuzzleText::default());
        assert_eq!(read(&link).rules(), grid.rules(), "{}", path.display());
        // SudokuPad opens the same data after `fpuzzles`.
        let packed = link.rsplit_once("load=").unwrap().1;
        let sudokupad = format!("https://sudokupad.app/fpuzzles{packed}");
        let again = read(&sudokupad);
        assert_eq!(again.rules(), grid.rules(), "{}", path.display());
        // And the link's puzzle solves to the file's solution.
        let out = common::shudu(&["solve"], &format!("{sudokupad}\n"));
        let digits: String = String::from_utf8_lossy(&out.stdout)
            .chars()
            .filter(char::is_ascii_digit)
            .collect();
        assert_eq!(digits, solution, "{}", path.display());
    }
}

/// The cells and digits an `explain` line places (`Technique: r1c2=5, r3c4=7`), row-major.
fn placements(line: &str) -> Vec<(usize, char)> {
    line.split(": ")
        .nth(1)
        .unwrap_or("")
        .split(", ")
        .filter_map(|e| {
            let (cell, digit) = e.split_once('=')?;
            let (r, c) = cell.trim_start_matches('r').split_once('c')?;
            let index = (r.parse::<usize>().ok()? - 1) * 9 + c.parse::<usize>().ok()? - 1;
            Some((index, digit.chars().next()?))
        })
        .collect()
}

#[test]
fn practice_puzzles_are_explained_by_their_clues_techniques() {
    let mut solved = Vec::new();
    for (path, solution) in practice_set() {
        let file = path.to_str().unwrap();
        // Bounded: past the clues' own steps the path may need forcing nets, slow in debug.
        let out = common::shudu(&["explain", "--timeout", "8", file], "");
        assert_eq!(out.status.code(), Some(0), "{file}");
        let lines: Vec<String> = String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(str::to_string)
            .collect();
        // Every digit the path places is the solution's.
        for line in &lines {
            for (index, digit) in placements(line) {
                assert_eq!(solution.as_bytes()[index] as char, digit, "{file}: {line}");
            }
        }
        if lines.last().map(String::as_str) == Some("solved") {
            solved.push(path.file_stem().unwrap().to_string_lossy().into_owned());
        }
    }
    // With Rule Contradiction and Deep Rule Contradiction, seventeen of the twenty are solved
    // by logic in an optimised build (each in under 3 s); a slow debug build on a loaded
    // machine may run out of time on a few.
    assert!(solved.len() >= 12, "{solved:?}");
}

#[test]
fn negative_rule_puzzles_are_graded_by_their_technique() {
    // Both negative rules, and each alone (Shudu's own puzzles).
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/constraints");
    for name in [
        "made-xv-all-dots.json",
        "own/own-negative-xv.json",
        "own/own-negative-ratio.json",
    ] {
        let file = dir.join(name);
        let out = common::shudu(&["rate", file.to_str().unwrap()], "");
        let stdout = String::from_utf8_lossy(&out.stdout);
        let grade: Option<f64> = stdout
            .split_whitespace()
            .nth(1)
            .and_then(|w| w.parse().ok());
        assert!(
            grade.is_some_and(|g| (1.0..=20.0).contains(&g)),
            "{name}: {stdout} {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    // The path names the rule's own steps.
    let file = dir.join("own/own-negative-xv.json");
    let out = common::shudu(&["explain", "--timeout", "8", file.to_str().unwrap()], "");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("Negative X/V"), "{stdout}");
}

#[test]
fn a_puzzle_rule_contradiction_leaves_stuck_is_solved_and_rated_by_the_deep_one() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/constraints");
    let file = dir.join("made-region-sum-min-max.json");
    let file = file.to_str().unwrap();
    let out = common::shudu(&["explain", "--timeout", "60", file], "");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("\nDeep Rule Contradiction: r"), "{stdout}");
    assert_eq!(stdout.lines().last(), Some("solved"), "{stdout}");
    let out = common::shudu(&["rate", file], "");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(stdout.trim(), "extreme 9.5 Deep Rule Contradiction");
}
