//! Reading and writing the text formats, and the errors for bad input.

// Helpers may unwrap: a panic in a test or benchmark is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use shudu::board::{Cell, Digit, DigitSet, Grid, Shape};
use shudu::formats::{self, Opened, Problem, Puzzle};
use std::path::PathBuf;

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

/// The candidates of Example 1 as HoDoKu prints a PM grid (FORMATS.md).
const HODOKU_PM: &str = "\
.--------------------.-------------------.-------------------.
| 6      289   189   | 1259   159  3     | 12458  2589  7    |
| 23789  2789  13789 | 1259   4    259   | 12358  6     1238 |
| 239    5     4     | 8      6    7     | 123    29    123  |
:--------------------+-------------------+-------------------:
| 5789   4789  5789  | 23579  359  24569 | 23568  1     2368 |
| 1      6     2     | 35     8    5     | 7      4     9    |
| 5789   3     5789  | 12579  159  24569 | 2568   258   268  |
:--------------------+-------------------+-------------------:
| 578    78    5678  | 4      2    1     | 9      3     68   |
| 23589  1     35689 | 359    7    589   | 2468   28    2468 |
| 4      2789  3789  | 6      39   89    | 128    278   5    |
'--------------------'-------------------'-------------------'
";

/// A forum pencil-mark grid with `*` and `#` markers on a step's cells (the example in the
/// comments of HoDoKu's Sudoku2.setSudoku).
const FORUM_PM: &str = "\
*-----------------------------------------------------------*
| 6     19    2     | 3     19    5     | 4     8     7     |
| 578   19    4     | 28    67    1679  | 3     159   1259  |
| 578   3     57    | 28    4     179   | 19    6     1259  |
|-------------------+-------------------+-------------------|
| 3    *678   568   |*17    2     179   | 1679  159   4     |
| 57    4     1     | 6     379   8     | 2     3579  359   |
| 9     2     67    | 4     5     137   | 167   137   8     |
|-------------------+-------------------+-------------------|
| 2     5    #367   |*17    8     1367  | 179   4     139   |
| 4    *67    9     | 5     1367  2     | 8     137   13    |
| 1    *78    378   | 9     37    4     | 5     2     6     |
*-----------------------------------------------------------*
";

/// HoDoKu's library line for Example 1 with placed digits (FORMATS.md).
const LIBRARY: &str = ":0003:8:6...+53+4.7....4+2+56.+254867+3+9+1.+4..+9+6.1.162+38+5749.3..+1+4.+5....42193..1.+57...+44+2.6+3.+1+75:::829:";

/// A case of HoDoKu's regression library, with deleted candidates.
const REGLIB: &str = ":0002:1:74..+2+9..6+3+9.8..2..+28.3+7.+945.+2..651......+9+3.+2...328....63...7.9+2.+79+6.2...5+1+2+9+3+8+764:118 123 125 126 185::175:";

fn puzzle(text: &str) -> Puzzle {
    let all: Vec<_> = formats::puzzles(text, "test").collect();
    assert_eq!(all.len(), 1, "expected one puzzle in {text:?}");
    all.into_iter().next().unwrap().unwrap()
}

fn digits(text: &str) -> DigitSet {
    text.bytes()
        .map(|b| Digit::new(b - b'0').unwrap())
        .collect()
}

fn mark(p: &Puzzle, row: usize, col: usize) -> DigitSet {
    let n = p.grid.shape().size();
    p.marks.as_ref().expect("marks")[(row - 1) * n + col - 1]
}

fn at(row: usize, col: usize) -> Cell {
    Cell::new(row - 1, col - 1)
}

/// The puzzle written by `to_pencil_grid` and read back.
fn through_pencil_grid(p: &Puzzle) -> Puzzle {
    let text = formats::to_pencil_grid(&p.grid, p.marks.as_deref()).expect("side up to 9");
    puzzle(&text)
}

/// The puzzle written by `to_library_line` and read back.
fn through_library_line(p: &Puzzle) -> Puzzle {
    let text = formats::to_library_line(&p.grid, p.marks.as_deref()).expect("side up to 9");
    puzzle(&text)
}

/// What a puzzle holds, without the line it came from.
fn state(p: &Puzzle) -> (&Grid, Option<&[DigitSet]>) {
    (&p.grid, p.marks.as_deref())
}

fn pm_error(text: &str) -> String {
    error(text).to_string()
}

#[test]
fn plain_puzzles_have_no_marks() {
    assert_eq!(puzzle(LINE).marks, None);
    assert_eq!(puzzle(&formats::to_grid_text(&example())).marks, None);
}

#[test]
fn hodoku_pm_grid_gives_candidates_and_keeps_naked_singles_open() {
    let p = puzzle(HODOKU_PM);
    // The lone digits no other cell of their houses lists are the givens of Example 1 ...
    assert_eq!(p.grid, example());
    assert_eq!(mark(&p, 1, 2), digits("289"));
    assert_eq!(mark(&p, 9, 9), digits("5"));
    // ... but r5c6's 5 is still listed in r5c4: a naked single, not yet placed.
    assert_eq!(p.grid.value(at(5, 6)), None);
    assert_eq!(mark(&p, 5, 6), digits("5"));
    assert_eq!(p.line, 2);
}

#[test]
fn forum_pm_grid_with_markers_reads_candidates() {
    let p = puzzle(FORUM_PM);
    assert_eq!(p.grid.value(at(1, 1)), Digit::new(6));
    assert!(p.grid.is_given(at(1, 1)));
    assert_eq!(p.grid.given_count(), 40);
    assert_eq!(mark(&p, 4, 2), digits("678"), "'*' is a marker");
    assert_eq!(mark(&p, 7, 3), digits("367"), "'#' is a marker");
    assert_eq!(mark(&p, 9, 9), digits("6"));
    // The same grid without its borders and markers reads the same.
    let bare: String = FORUM_PM
        .lines()
        .filter(|l| !l.contains("---"))
        .map(|l| l.replace(['|', '*', '#'], " ") + "\n")
        .collect();
    assert_eq!(state(&puzzle(&bare)), state(&p));
}

#[test]
fn pm_grids_round_trip_through_the_writer() {
    for text in [HODOKU_PM, FORUM_PM] {
        let p = puzzle(text);
        assert_eq!(state(&through_pencil_grid(&p)), state(&p));
    }
}

#[test]
fn pencil_grid_writer_aligns_columns_inside_plus_borders() {
    let p = puzzle(FORUM_PM);
    let text = formats::to_pencil_grid(&p.grid, p.marks.as_deref()).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[..4],
        [
            "+---------------+----------------+------------------+",
            "| 6    19   2   | 3   19    5    | 4     8     7    |",
            "| 578  19   4   | 28  67    1679 | 3     159   1259 |",
            "| 578  3    57  | 28  4     179  | 19    6     1259 |",
        ]
    );
    assert_eq!(lines.len(), 13);
    assert_eq!(lines[4], lines[0]);
    assert_eq!(lines[12], lines[0]);
    assert!(lines.iter().all(|l| l.len() == lines[0].len()));
}

#[test]
fn simple_sudoku_givens_and_set_cells_before_a_pm_grid_tell_givens_from_placed() {
    // Simple Sudoku's "givens + set cells + PM" (the example in HoDoKu's Sudoku2.setSudoku).
    let text = " *-----------*
 |8..|4..|...|
 |.65|...|.42|
 |9..|.8.|1.6|
 |---+---+---|
 |7..|.65|..8|
 |...|...|...|
 |2..|94.|..5|
 |---+---+---|
 |5.9|.2.|..7|
 |47.|...|29.|
 |...|..1|..4|
 *-----------*


 *-----------*
 |8..|4..|...|
 |.65|.7.|.42|
 |9..|.8.|1.6|
 |---+---+---|
 |7..|.65|..8|
 |...|...|...|
 |2..|94.|..5|
 |---+---+---|
 |5.9|.24|..7|
 |47.|...|29.|
 |...|791|..4|
 *-----------*


 *-----------------------------------------------------------------------------*
 | 8       123     1237    | 4       135     2369    | 3579    357     39      |
 | 13      6       5       | 13      7       39      | 89      4       2       |
 | 9       234     2347    | 235     8       23      | 1       357     6       |
 |-------------------------+-------------------------+-------------------------|
 | 7       1349    134     | 123     6       5       | 349     123     8       |
 | 136     134589  13468   | 1238    13      2378    | 34679   12367   139     |
 | 2       138     1368    | 9       4       378     | 367     1367    5       |
 |-------------------------+-------------------------+-------------------------|
 | 5       138     9       | 368     2       4       | 368     1368    7       |
 | 4       7       1368    | 3568    35      368     | 2       9       13      |
 | 36      238     2368    | 7       9       1       | 3568    3568    4       |
 *-----------------------------------------------------------------------------*
";
    let p = puzzle(text);
    assert_eq!(p.line, 2);
    assert_eq!(p.grid.given_count(), 28);
    for (row, col, digit) in [(2, 5, 7), (7, 6, 4), (9, 4, 7), (9, 5, 9)] {
        assert_eq!(p.grid.value(at(row, col)), Digit::new(digit));
        assert!(!p.grid.is_given(at(row, col)), "r{row}c{col} was placed");
    }
    assert!(p.grid.is_given(at(1, 1)));
    assert_eq!(mark(&p, 5, 2), digits("134589"));
    // The givens grid alone before the PM grid: no placed digits, r2c5 a naked single.
    let grids: Vec<&str> = text.split("\n\n\n").collect();
    let without_set_cells = format!("{}\n\n\n{}", grids[0], grids[2]);
    let q = puzzle(&without_set_cells);
    assert_eq!(q.grid.given_count(), 28);
    assert_eq!(q.grid.value(at(2, 5)), None);
    assert_eq!(q.marks, p.marks);
}

#[test]
fn library_line_gives_givens_placed_digits_and_candidates() {
    let p = puzzle(LIBRARY);
    assert_eq!(p.grid.givens_only(), example());
    assert_eq!(p.grid.value(at(1, 5)), Digit::new(5));
    assert!(!p.grid.is_given(at(1, 5)));
    // No deleted candidates: each empty cell holds every digit its peers leave.
    let shape = p.grid.shape();
    for (index, cell) in shape.cells().enumerate() {
        let want = match p.grid.value(cell) {
            Some(d) => std::iter::once(d).collect(),
            None => {
                let held: DigitSet = shape.peers(cell).filter_map(|q| p.grid.value(q)).collect();
                DigitSet::from_bits(DigitSet::full(9).bits() & !held.bits())
            }
        };
        assert_eq!(p.marks.as_ref().unwrap()[index], want, "{cell}");
    }
}

#[test]
fn reglib_line_deletes_its_candidates() {
    let p = puzzle(REGLIB);
    assert!(!mark(&p, 1, 8).contains(Digit::new(1).unwrap()));
    let undeleted = REGLIB.replace(":118 123 125 126 185:", "::");
    assert!(mark(&puzzle(&undeleted), 1, 8).contains(Digit::new(1).unwrap()));
    assert_eq!(p.grid, puzzle(&undeleted).grid);
}

#[test]
fn library_lines_round_trip_and_write_as_hodoku_copies() {
    for text in [LIBRARY, REGLIB] {
        let p = puzzle(text);
        assert_eq!(through_library_line(&p), p);
    }
    assert_eq!(
        formats::to_library_line(&example(), None).unwrap(),
        format!(":0000:x:{LINE}:::")
    );
    // A PM grid through the library format keeps its candidates, naked singles included.
    let pm = puzzle(HODOKU_PM);
    let again = through_library_line(&pm);
    assert_eq!((again.grid, again.marks), (pm.grid, pm.marks));
}

#[test]
fn file_of_library_lines_is_one_puzzle_a_line_with_errors_by_line_and_column() {
    let bad = LIBRARY.replacen("6...", "6x..", 1);
    let text = format!("# HoDoKu library\n{REGLIB}\n\n  {bad}\n{LIBRARY}\n");
    let all: Vec<_> = formats::puzzles(&text, "lib.txt").collect();
    assert_eq!(all.len(), 3);
    assert_eq!(all[0].as_ref().unwrap().line, 2);
    assert_eq!(
        all[1].as_ref().unwrap_err().to_string(),
        "lib.txt, line 4, column 12: 'x' is not a digit or '.'"
    );
    assert_eq!(all[2].as_ref().unwrap().grid, puzzle(LIBRARY).grid);
    let short = LIBRARY.replacen("6...", "6..", 1);
    assert_eq!(
        error(&short).to_string(),
        "bad.txt, line 1, column 9: 80 cells is not a puzzle: expected 81 (or N*N for an NxN grid, N from 4 to 25)"
    );
}

#[test]
fn whole_regression_library_reads() {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/techniques/reglib-half.txt");
    let Ok(text) = std::fs::read_to_string(&path) else {
        return;
    };
    let cases = text.lines().filter(|l| l.starts_with(':')).count();
    let all: Vec<_> = formats::puzzles(&text, "reglib").collect();
    assert_eq!(all.len(), cases);
    for p in &all {
        let p = p.as_ref().unwrap();
        assert!(p.marks.is_some());
        assert_eq!(state(&through_library_line(p)), state(p));
    }
}

#[test]
fn pm_grid_errors_name_line_and_column() {
    assert_eq!(
        pm_error(&FORUM_PM.replacen("578   19 ", "578   1x ", 1)),
        "bad.txt, line 3, column 10: 'x' is not a candidate digit"
    );
    assert_eq!(
        pm_error(&FORUM_PM.replacen("6     19 ", "6     . ", 1)),
        "bad.txt, line 2, column 9: '.' lists no candidate: a pencil-mark cell holds the digits still possible there"
    );
    assert_eq!(
        pm_error(&HODOKU_PM.replacen("| 1      6     2 ", "| 1      6       ", 1)),
        "bad.txt, line 7: expected 9 cells in this row, found 8"
    );
    let rows: Vec<&str> = HODOKU_PM.lines().collect();
    assert_eq!(
        pm_error(&rows[..11].join("\n")),
        "bad.txt, line 11: expected 9 rows, found 8"
    );
    let small = "+-------+-------+\n| 1  2  | 34 34 |\n| 34 34 | 1  2  |\n\
                 +-------+-------+\n| 2  1  | 34 34 |\n| 34 34 | 2  15 |\n+-------+-------+\n";
    assert_eq!(
        pm_error(small),
        "bad.txt, line 6, column 15: 5 is larger than the grid size 4"
    );
}

#[test]
fn small_grids_round_trip_with_candidates_larger_ones_are_not_written() {
    for (r, c) in [(2, 2), (2, 3), (2, 4), (3, 3)] {
        let shape = Shape::new(r, c).unwrap();
        let n = shape.size();
        let mut grid = Grid::empty(shape);
        grid.set_given(Cell::new(0, 0), Digit::new(n as u8));
        grid.set_value(Cell::new(n - 1, 1), Digit::new(1));
        // No marks: every empty cell shows the digits its peers leave.
        let p = Puzzle::new(grid.clone(), 1);
        let pm = through_pencil_grid(&p);
        let mut all_given = grid.clone();
        all_given.set_given(Cell::new(n - 1, 1), Digit::new(1));
        assert_eq!(pm.grid, all_given, "{shape} pencil grid");
        let lib = through_library_line(&pm);
        assert_eq!(
            state(&lib),
            state(&pm),
            "{shape} pencil grid then library line"
        );
        // Noted marks survive both writers; a cell left unnoted shows its candidates.
        let mut marks = pm.marks.clone().unwrap();
        marks[1].remove(Digit::new(2).unwrap());
        let noted = Puzzle::new(grid.clone(), 1).with_marks(Some(marks.clone()));
        let lib = through_library_line(&noted);
        assert_eq!(
            (&lib.grid, &lib.marks),
            (&grid, &Some(marks.clone())),
            "{shape}"
        );
        assert_eq!(through_pencil_grid(&noted).marks, Some(marks), "{shape}");
    }
    let big = Grid::empty(Shape::new(4, 4).unwrap());
    assert_eq!(formats::to_pencil_grid(&big, None), None);
    assert_eq!(formats::to_library_line(&big, None), None);
}

#[test]
fn opening_a_pm_grid_carries_its_marks() {
    let Ok(Opened::Puzzles { grids, skipped }) = formats::open_text(FORUM_PM, "pasted") else {
        panic!("expected puzzles");
    };
    assert!(skipped.is_none());
    assert_eq!(grids.len(), 1);
    assert_eq!(grids.iter().next(), Some(&puzzle(FORUM_PM).grid));
    assert_eq!(grids.as_slice()[0].marks, puzzle(FORUM_PM).marks);
    assert_eq!(grids.into_iter().next(), Some(puzzle(FORUM_PM).grid));
}
