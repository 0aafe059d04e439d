//! Reading and writing the text formats, and the errors for bad input.

// Helpers may unwrap: a panic in a test or benchmark is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use shudu::board::{Cell, Digit, Grid, Shape};
use shudu::formats::{self, Problem};

/// HoDoKu's "Example 1" givens, used across these tests.
const LINE: &str =
    "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5";

fn one(text: &str) -> Grid {
    let all: Vec<_> = formats::puzzles(text, "test").collect();
    assert_eq!(all.len(), 1, "expected one puzzle in {text:?}");
    all.into_iter().next().unwrap().unwrap().grid
}

fn error(text: &str) -> formats::FormatError {
    match formats::read_text(text, "bad.txt") {
        Err(e) => e,
        Ok(p) => panic!("expected an error, read {}", formats::to_line(&p.grid)),
    }
}

fn example() -> Grid {
    one(LINE)
}

#[test]
fn line_with_dots_or_zeros_reads_the_same() {
    assert_eq!(one(&LINE.replace('.', "0")), example());
    assert_eq!(example().given_count(), 29);
    assert_eq!(example().value(Cell::new(0, 0)), Digit::new(6));
    assert_eq!(formats::to_line(&example()), LINE);
}

#[test]
fn nine_line_grid_compact_spaced_and_boxed_read_alike() {
    let compact = LINE
        .as_bytes()
        .chunks(9)
        .map(|r| String::from_utf8_lossy(r) + "\n")
        .collect::<String>();
    assert_eq!(one(&compact), example());
    let spaced = compact
        .lines()
        .map(|r| r.chars().map(String::from).collect::<Vec<_>>().join(" ") + "\n")
        .collect::<String>();
    assert_eq!(one(&spaced), example());
    assert_eq!(one(&formats::to_grid_text(&example())), example());
    let hodoku = ".---------.---------.---------.\n\
                  | 6  .  . | .  .  3 | .  .  7 |\n| .  .  . | .  4  . | .  6  . |\n| .  5  4 | 8  6  7 | .  .  . |\n\
                  :---------+---------+---------:\n\
                  | .  .  . | .  .  . | .  1  . |\n| 1  6  2 | .  8  . | 7  4  9 |\n| .  3  . | .  .  . | .  .  . |\n\
                  :---------+---------+---------:\n\
                  | .  .  . | 4  2  1 | 9  3  . |\n| .  1  . | .  7  . | .  .  . |\n| 4  .  . | 6  .  . | .  .  5 |\n\
                  '---------'---------'---------'\n";
    assert_eq!(one(hodoku), example());
}

#[test]
fn sadman_sdk_with_headers_and_puzzle_section() {
    let rows: Vec<&str> = LINE
        .as_bytes()
        .chunks(9)
        .map(|r| std::str::from_utf8(r).unwrap())
        .collect();
    let headers = format!("#ARuud\n#DA random puzzle\n#LEasy\n{}\n", rows.join("\n"));
    assert_eq!(one(&headers), example());
    let sections = format!("[Puzzle]\n{}\n[State]\n123456789\n", rows.join("\n"));
    assert_eq!(one(&sections), example());
}

#[test]
fn simple_sudoku_ss_with_records() {
    let ss = " *-----------*\n |6..|..3|..7|\n |...|.4.|.6.|\n |.54|867|...|\n |---+---+---|\n\
              |...|...|.1.|\n |162|.8.|749|\n |.3.|...|...|\n |---+---+---|\n |...|421|93.|\n\
              |.1.|.7.|...|\n |4..|6..|..5|\n *-----------*\n\nI388\nE78007\n";
    assert_eq!(one(ss), example());
}

#[test]
fn file_of_lines_gives_one_puzzle_per_line_and_bad_lines_do_not_stop_others() {
    let text = format!(
        "{LINE}\n# a comment\n{}x\n\n{LINE} # trailing comment\n",
        &LINE[..80]
    );
    let all: Vec<_> = formats::puzzles(&text, "many.txt").collect();
    assert_eq!(all.len(), 3);
    assert_eq!(all[0].as_ref().unwrap().grid, example());
    let bad = all[1].as_ref().unwrap_err();
    assert_eq!(bad.line, Some(3));
    assert_eq!(
        bad.to_string(),
        "many.txt, line 3, column 81: 'x' is not a digit or '.'"
    );
    assert_eq!(all[2].as_ref().unwrap().line, 5);
}

#[test]
fn line_with_id_and_rating_reads_the_puzzle_inside() {
    let text = format!("00402ac5fb4c {} 4.7\n", LINE.replace('.', "0"));
    assert_eq!(one(&text), example());
}

#[test]
fn every_size_reads_numbers_on_one_line_or_n_lines() {
    for (r, c) in [(2, 2), (2, 3), (3, 4), (4, 4), (5, 5)] {
        let shape = Shape::new(r, c).unwrap();
        let mut grid = Grid::empty(shape);
        let n = shape.size();
        grid.set_given(Cell::new(0, 0), Digit::new(n as u8));
        grid.set_given(Cell::new(n - 1, 1), Digit::new(1));
        let line = formats::to_line(&grid);
        assert_eq!(one(&line), grid, "{shape} line");
        assert_eq!(one(&formats::to_grid_text(&grid)), grid, "{shape} grid");
        let zeros: String = grid
            .values()
            .chunks(n)
            .map(|row| row.iter().map(u8::to_string).collect::<Vec<_>>().join(" ") + "\n")
            .collect();
        assert_eq!(one(&zeros), grid, "{shape} rows of numbers with 0");
    }
}

#[test]
fn four_by_four_compact_lines_are_puzzles() {
    let all: Vec<_> = formats::puzzles("1...\n..2.\n.3..\n...4\n", "g").collect();
    assert_eq!(all.len(), 1);
    let lines: Vec<_> = formats::puzzles("1.....2..3.....4\n.2..............\n", "l").collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[1].as_ref().unwrap().grid.shape().size(), 4);
}

#[test]
fn several_grids_in_a_row_are_several_puzzles() {
    let grid = formats::to_grid_text(&example());
    let all: Vec<_> = formats::puzzles(&format!("{grid}\n{grid}"), "two").collect();
    assert_eq!(all.len(), 2);
    assert!(all.iter().all(|p| p.as_ref().unwrap().grid == example()));
}

#[test]
fn errors_name_line_column_and_problem() {
    assert_eq!(error("").problem, Problem::NoPuzzle);
    assert_eq!(
        error("\n# only a comment\n").to_string(),
        "bad.txt: no puzzle found"
    );
    assert_eq!(
        error(&LINE[..80]).to_string(),
        "bad.txt, line 1: 80 cells is not a puzzle: expected 81 (or N*N for an NxN grid, N from 4 to 25)"
    );
    let rows: Vec<String> = LINE
        .as_bytes()
        .chunks(9)
        .map(|r| String::from_utf8_lossy(r).into_owned())
        .collect();
    let short = rows[..8].join("\n");
    assert_eq!(
        error(&short).to_string(),
        "bad.txt, line 8: expected 9 rows, found 8"
    );
    let mut wrong = rows.clone();
    wrong[3] = "12345678".into();
    assert_eq!(
        error(&wrong.join("\n")).to_string(),
        "bad.txt, line 4: expected 9 cells in this row, found 8"
    );
    assert_eq!(
        error("1 2 3 4\n4 3 2 1\n. . 7 .\n. . . .").to_string(),
        "bad.txt, line 3, column 5: 7 is larger than the grid size 4"
    );
    assert_eq!(
        error("5 . . . . . 5").to_string(),
        "bad.txt, line 1: a grid of side 7 cannot be split into boxes (sides 4 to 25, not prime)"
    );
    let clash = LINE.replacen('.', "6", 1);
    assert_eq!(
        error(&clash).to_string(),
        "bad.txt, line 1: r1c1 and r1c2 both hold 6"
    );
}

#[test]
fn huge_garbage_line_is_one_error_not_a_crash() {
    let text = "7".repeat(3_000_000);
    let all: Vec<_> = formats::puzzles(&text, "big").collect();
    assert_eq!(all.len(), 1);
    assert!(matches!(
        all[0].as_ref().unwrap_err().problem,
        Problem::LineCellCount { found: 3_000_000 }
    ));
}

#[test]
fn read_file_names_missing_and_binary_files() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nope.sdk");
    let e = formats::read_file(&missing, 1000).unwrap_err();
    assert!(
        e.to_string()
            .starts_with(&format!("{}: cannot read it", missing.display()))
    );
    let binary = dir.path().join("junk.bin");
    std::fs::write(&binary, [0x35, 0x33, 0xff, 0xfe, 0x00]).unwrap();
    let e = formats::read_file(&binary, 1000).unwrap_err();
    assert_eq!(e.problem, Problem::NotText { offset: 2 });
    let good = dir.path().join("good.txt");
    std::fs::write(&good, format!("\u{feff}{LINE}\r\n")).unwrap();
    let text = formats::read_file(&good, 1000).unwrap();
    assert_eq!(
        formats::read_text(&text, "good.txt").unwrap().grid,
        example()
    );
}

#[test]
fn reading_stops_after_the_limit_whatever_the_file_claims() {
    let dir = tempfile::tempdir().unwrap();
    let exact = dir.path().join("exact.txt");
    std::fs::write(&exact, LINE).unwrap();
    assert!(formats::read_file(&exact, LINE.len() as u64).is_ok());
    let e = formats::read_file(&exact, LINE.len() as u64 - 1).unwrap_err();
    assert!(matches!(e.problem, Problem::TooLarge { .. }), "{e}");
    // An endless device: refused after the limit, not read forever.
    let e = formats::read_file(std::path::Path::new("/dev/zero"), 4096).unwrap_err();
    assert!(
        matches!(e.problem, Problem::TooLarge { limit: 4096 }),
        "{e}"
    );
    let e = formats::read_regular_file(std::path::Path::new("/dev/zero"), 4096).unwrap_err();
    assert_eq!(e.problem, Problem::NotAFile);
    let e = formats::read_regular_file(dir.path(), 4096).unwrap_err();
    assert_eq!(e.problem, Problem::NotAFile);
}
