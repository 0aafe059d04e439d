//! `shudu candidates` on files, checked against the definition: a digit is a true candidate
//! of a cell when some solution holds it there.

use crate::common::shudu;
use shudu::board::{Digit, Grid, Shape};
use shudu::formats;
use shudu::solver::{self, CancelToken, Engine};

/// A puzzle with one solution (an easy one: the textbook search checks each digit of it).
const UNIQUE: &str =
    "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5";

/// Each cell's digits by the definition: every digit placed in turn and a solution looked
/// for, by `solutions_with`, one search per digit (no search's answer reused).
fn by_definition(grid: &Grid, has_solution: impl Fn(&Grid) -> bool) -> Vec<String> {
    let shape = grid.shape();
    let n = shape.size();
    let cells: Vec<String> = shape
        .cells()
        .map(|cell| {
            let digits: String = (1..=n as u8)
                .filter(|&d| {
                    if grid.value(cell).is_some_and(|v| v.get() != d) {
                        return false;
                    }
                    let mut tried = grid.clone();
                    tried.set_given(cell, Digit::new(d));
                    has_solution(&tried)
                })
                .map(|d| char::from(b'0' + d))
                .collect();
            if digits.is_empty() {
                "-".to_string()
            } else {
                digits
            }
        })
        .collect();
    cells.chunks(n).map(|row| row.join(" ")).collect()
}

/// What `shudu candidates` prints for `file`, line by line, after checking it exited 0.
fn candidates_of(file: &std::path::Path) -> Vec<String> {
    let output = shudu(&["candidates", file.to_str().unwrap()], "");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

fn classic(line: &str) -> Grid {
    let values: Vec<u8> = line.bytes().map(|b| b.saturating_sub(b'0') % 10).collect();
    Grid::from_values(Shape::NINE, &values).unwrap()
}

#[test]
fn classic_puzzles_with_several_solutions_match_a_brute_force_check() {
    let dir = tempfile::tempdir().unwrap();
    let cancel = CancelToken::new();
    // Givens taken out of a unique puzzle: from two solutions to thousands.
    for (i, drop) in [
        &[0usize, 80][..],
        &[0, 5, 8, 13, 16],
        &[19, 20, 21, 22, 23, 24, 30],
    ]
    .into_iter()
    .enumerate()
    {
        let mut line: Vec<u8> = UNIQUE.bytes().collect();
        for &cell in drop {
            line[cell] = b'.';
        }
        let line = String::from_utf8(line).unwrap();
        let grid = classic(&line);
        let count = solver::count_only(&grid, 3, &cancel).unwrap().0;
        assert!(count > 1, "{line}: several solutions");
        let file = dir.path().join(format!("several-{i}.txt"));
        std::fs::write(&file, format!("{line}\n")).unwrap();
        // The all-shapes engine, not the 9x9 one `candidates` uses on classic grids.
        let expected = by_definition(&grid, |tried| {
            solver::count_solutions_with(Engine::Generic, tried, 1, &cancel)
                .unwrap()
                .count
                > 0
        });
        assert_eq!(candidates_of(&file), expected, "{line}");
        assert!(
            expected
                .iter()
                .any(|row| row.split(' ').any(|c| c.len() > 1))
        );
    }
}

#[test]
fn a_unique_puzzle_gives_each_cell_its_solution_digit() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("unique.txt");
    std::fs::write(&file, format!("{UNIQUE}\n")).unwrap();
    let solution = solver::solve_one(&classic(UNIQUE), &CancelToken::new())
        .unwrap()
        .unwrap();
    let rows: Vec<String> = solution
        .values()
        .chunks(9)
        .map(|row| {
            let cells: Vec<String> = row.iter().map(u8::to_string).collect();
            cells.join(" ")
        })
        .collect();
    assert_eq!(candidates_of(&file), rows);
}

#[test]
fn rule_puzzles_count_every_rule() {
    let data = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/constraints");
    let dir = tempfile::tempdir().unwrap();
    let cancel = CancelToken::new();
    for name in [
        "made-arrow-1",
        "made-thermo-1",
        "made-kropki-1",
        "made-whispers-1",
    ] {
        // As published (unique): the solution's digit in each cell.
        let file = data.join(format!("{name}.json"));
        let solution = std::fs::read_to_string(data.join(format!("{name}.sol"))).unwrap();
        let digits: Vec<String> = solution.trim().chars().map(String::from).collect();
        let rows: Vec<String> = digits.chunks(9).map(|row| row.join(" ")).collect();
        assert_eq!(candidates_of(&file), rows, "{name}");
        // Without its givens (several solutions): each digit by its own search.
        let text = std::fs::read_to_string(&file).unwrap();
        let puzzle = formats::read_text(&text, name).unwrap().grid;
        let open = puzzle.cleared();
        let bare = dir.path().join(format!("{name}.json"));
        let json = formats::to_fpuzzles(&open, formats::PuzzleText::default());
        std::fs::write(&bare, json).unwrap();
        let expected = by_definition(&open, |tried| {
            solver::count_only(tried, 1, &cancel).unwrap().0 > 0
        });
        assert_eq!(candidates_of(&bare), expected, "{name} without givens");
    }
}

#[test]
fn no_solution_gives_dashes_and_bad_input_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    // A 2 at r1c2 (whose solution digit is 8) clashes with no given, but leaves no solution.
    let clash = format!("62{}", &UNIQUE[2..]);
    let file = dir.path().join("clash.txt");
    std::fs::write(&file, format!("{clash}\n")).unwrap();
    let rows = candidates_of(&file);
    assert_eq!(rows.len(), 9);
    assert!(
        rows.iter().all(|row| row == "- - - - - - - - -"),
        "{rows:?}"
    );
    let bad = dir.path().join("bad.txt");
    std::fs::write(&bad, "12345\n").unwrap();
    let output = shudu(&["candidates", bad.to_str().unwrap()], "");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&output.stdout), "invalid\n");
    assert!(String::from_utf8_lossy(&output.stderr).contains("bad.txt"));
}

#[test]
fn a_long_search_stops_at_its_timeout() {
    let empty = ".".repeat(625);
    let output = shudu(&["candidates", "--timeout", "0.2", "-"], &empty);
    assert!(output.status.success());
    assert_eq!(String::from_utf8_lossy(&output.stdout), "timeout\n");
    assert!(String::from_utf8_lossy(&output.stderr).contains("time limit"));
}
