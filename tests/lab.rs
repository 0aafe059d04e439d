//! The solver lab against definitions written out here, independently of the library: the
//! tutorials' row-major search, and what every algorithm must leave on the board.
//! Tests that read the shared puzzle sets skip, saying so, when the folder is absent; with
//! `SHUDU_REQUIRE_CORPORA=1` (as CI sets it) a missing set fails instead.

// Helpers may unwrap: a panic in a test is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use common::shared;

use shudu::board::{Grid, Shape};
use shudu::formats;
use shudu::lab::{Algorithm, Event, Outcome, Run};
use std::path::PathBuf;

fn bundled(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("assets/puzzles")
        .join(name);
    std::fs::read_to_string(path).unwrap()
}

fn first_grids(text: &str, count: usize) -> Vec<Grid> {
    formats::puzzles(text, "test")
        .take(count)
        .map(|p| p.unwrap().grid)
        .collect()
}

/// The tutorial's program, written for this test alone: a 9x9 array, peers checked by
/// scanning the row, the column and the box, recursion. It counts every digit written and
/// every call that returns without a solution, and folds the events into a checksum.
struct Tutorial {
    board: [u8; 81],
    placements: u64,
    backtracks: u64,
    checksum: u64,
    budget: u64,
}

impl Tutorial {
    fn allowed(&self, cell: usize, digit: u8) -> bool {
        let (row, col) = (cell / 9, cell % 9);
        let (top, left) = (row / 3 * 3, col / 3 * 3);
        (0..9).all(|k| {
            self.board[row * 9 + k] != digit
                && self.board[k * 9 + col] != digit
                && self.board[(top + k / 3) * 9 + left + k % 3] != digit
        })
    }

    /// `None` when the budget ran out.
    fn solve(&mut self) -> Option<bool> {
        let Some(cell) = (0..81).find(|&i| self.board[i] == 0) else {
            return Some(true);
        };
        for digit in 1..=9 {
            if !self.allowed(cell, digit) {
                continue;
            }
            self.board[cell] = digit;
            self.placements += 1;
            self.fold(1 + cell as u64 * 16 + u64::from(digit));
            if self.placements > self.budget {
                return None;
            }
            if self.solve()? {
                return Some(true);
            }
            self.board[cell] = 0;
            self.fold(1000 + cell as u64);
        }
        self.backtracks += 1;
        Some(false)
    }

    fn fold(&mut self, value: u64) {
        self.checksum = self
            .checksum
            .wrapping_mul(0x100_0000_01b3)
            .wrapping_add(value);
    }
}

/// What the library's run did, in the same terms.
fn lab_run(grid: &Grid) -> (u64, u64, u64, Vec<u8>) {
    let mut run = Run::new(Algorithm::RowMajor, grid);
    let mut checksum = 0u64;
    for event in run.by_ref() {
        let value = match event {
            Event::Place { cell, digit } => {
                1 + (cell.row() * 9 + cell.col()) as u64 * 16 + u64::from(digit.get())
            }
            Event::Undo { cell } => 1000 + (cell.row() * 9 + cell.col()) as u64,
        };
        checksum = checksum.wrapping_mul(0x100_0000_01b3).wrapping_add(value);
    }
    let counters = run.counters();
    (
        counters.placements,
        counters.backtracks,
        checksum,
        run.values().to_vec(),
    )
}

/// Row-major placements, backtracks, every event in order and the solution equal the
/// tutorial's program's, on every puzzle it finishes within its budget.
fn compare_row_major(grids: &[Grid], what: &str) -> usize {
    compare_row_major_within(grids, what, 400_000)
}

fn compare_row_major_within(grids: &[Grid], what: &str, budget: u64) -> usize {
    let mut compared = 0;
    for (i, grid) in grids.iter().enumerate() {
        let mut tutorial = Tutorial {
            board: grid.values().try_into().unwrap(),
            placements: 0,
            backtracks: 0,
            checksum: 0,
            budget,
        };
        let Some(solved) = tutorial.solve() else {
            continue;
        };
        assert!(solved, "{what} #{i}: the tutorial found no solution");
        let (placements, backtracks, checksum, values) = lab_run(grid);
        assert_eq!(placements, tutorial.placements, "{what} #{i}: placements");
        assert_eq!(backtracks, tutorial.backtracks, "{what} #{i}: backtracks");
        assert_eq!(
            checksum, tutorial.checksum,
            "{what} #{i}: the events differ"
        );
        assert_eq!(values, tutorial.board, "{what} #{i}: the solution");
        compared += 1;
    }
    compared
}

#[test]
fn row_major_does_exactly_what_the_tutorial_does_on_bundled_puzzles() {
    let mut compared = 0;
    for name in ["easy.txt", "medium.txt", "se_rated.txt"] {
        let grids = first_grids(&bundled(name), 12);
        compared += compare_row_major(&grids, name);
    }
    // Most of these finish within the budget; a test that compared none would prove nothing.
    assert!(compared >= 20, "only {compared} puzzles compared");
}

#[test]
fn row_major_does_exactly_what_the_tutorial_does_on_the_shared_sets() {
    let mut compared = 0;
    for name in [
        "17_clue.txt",
        "magictour_top1465.txt",
        "forum_hardest_1106.txt",
        "generated_basic.txt",
    ] {
        let Some(text) = shared(name) else { return };
        // Most of these take this search millions of steps: compare the first three of each
        // set that the tutorial finishes within its budget (hard ones come too: the budget is
        // on the tutorial's count, not on difficulty).
        let mut here = 0;
        for grid in first_grids(&text, 12) {
            here += compare_row_major_within(std::slice::from_ref(&grid), name, 100_000);
            if here == 3 {
                break;
            }
        }
        compared += here;
    }
    assert!(compared >= 6, "only {compared} puzzles compared");
}

#[test]
fn the_lab_examples_read_and_every_algorithm_solves_them_row_major_as_the_tutorial() {
    let saves = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("saves");
    let mut names: Vec<String> = std::fs::read_dir(&saves)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("lab-"))
        .collect();
    names.sort();
    assert_eq!(names.len(), 5, "{names:?}");
    let mut grids = Vec::new();
    for name in &names {
        let text = std::fs::read_to_string(saves.join(name)).unwrap();
        let grid = formats::read_text(&text, name).unwrap().grid;
        for algorithm in Algorithm::ALL {
            let mut run = Run::new(algorithm, &grid);
            run.by_ref().for_each(drop);
            assert_eq!(run.outcome(), Outcome::Solved, "{name}: {algorithm}");
        }
        grids.push(grid);
    }
    assert_eq!(compare_row_major_within(&grids, "saves", 2_000_000), 5);
}

#[test]
fn row_major_on_a_puzzle_without_a_solution_matches_the_tutorial_and_clears_the_board() {
    // r1c9 can hold nothing but 9, which r2c9 holds: every branch fails.
    let line = format!("12345678.{}", ".".repeat(8) + "9" + &".".repeat(63));
    let grid = formats::read_text(&line, "test").unwrap().grid;
    let mut tutorial = Tutorial {
        board: grid.values().try_into().unwrap(),
        placements: 0,
        backtracks: 0,
        checksum: 0,
        budget: u64::MAX,
    };
    assert_eq!(tutorial.solve(), Some(false));
    let mut run = Run::new(Algorithm::RowMajor, &grid);
    run.by_ref().for_each(drop);
    assert_eq!(run.outcome(), Outcome::Unsolvable);
    assert_eq!(run.counters().placements, tutorial.placements);
    assert_eq!(run.counters().backtracks, tutorial.backtracks);
    assert_eq!(run.values(), grid.values());
}

/// Replays `run`'s events on `grid`, checking each against the board and the counters.
fn replay(algorithm: Algorithm, grid: &Grid) -> (Run, Vec<u8>) {
    let shape = grid.shape();
    let mut run = Run::new(algorithm, grid);
    let mut board = grid.values().to_vec();
    let (mut places, mut undos) = (0u64, 0u64);
    while let Some(event) = run.next() {
        let index = shape.index_of(event.cell()).unwrap();
        match event {
            Event::Place { digit, .. } => {
                assert_eq!(board[index], 0, "{algorithm}: {event} on a filled cell");
                board[index] = digit.get();
                places += 1;
            }
            Event::Undo { .. } => {
                assert_ne!(board[index], 0, "{algorithm}: {event} on an empty cell");
                assert_eq!(
                    grid.values()[index],
                    0,
                    "{algorithm}: {event} takes a given"
                );
                board[index] = 0;
                undos += 1;
            }
        }
        assert_eq!(run.values(), &board[..], "{algorithm}: board after {event}");
    }
    let counters = run.counters();
    assert_eq!(counters.placements, places, "{algorithm}: placements");
    let empty = grid.values().iter().filter(|&&v| v == 0).count() as u64;
    match run.outcome() {
        Outcome::Solved => assert_eq!(places - undos, empty, "{algorithm}: cells left"),
        Outcome::Unsolvable => assert_eq!(places, undos, "{algorithm}: digits left"),
        Outcome::Running => panic!("{algorithm}: ended while running"),
    }
    assert!(
        counters.backtracks >= undos.min(1),
        "{algorithm}: backtracks"
    );
    (run, board)
}

#[test]
fn every_algorithm_solves_every_size_and_its_events_replay_to_its_board() {
    let four = "1...\n..1.\n.3..\n...4";
    let six = "1 . . . . 6\n. . 6 1 . .\n. 1 . . 5 .\n. . . . . .\n. 6 . . 2 .\n3 . . . . 1";
    let nine = first_grids(&bundled("se_rated.txt"), 3);
    let mut grids = vec![
        formats::read_text(four, "4x4").unwrap().grid,
        formats::read_text(six, "6x6").unwrap().grid,
        Grid::empty(Shape::new(2, 4).unwrap()),
        Grid::empty(Shape::new(4, 4).unwrap()),
    ];
    grids.extend(nine);
    for grid in &grids {
        for algorithm in Algorithm::ALL {
            if algorithm == Algorithm::RowMajor && grid.shape().size() > 9 {
                continue; // a blank 16x16 is fine for the others, slow in debug for this one
            }
            let (run, board) = replay(algorithm, grid);
            assert_eq!(run.outcome(), Outcome::Solved, "{algorithm} on {grid:?}");
            let solved = Grid::from_values(grid.shape(), &board).unwrap();
            assert!(solved.is_solved(), "{algorithm}: not a solution");
            assert!(grid.agrees_with(&solved), "{algorithm}: changed a given");
        }
    }
}

#[test]
fn every_algorithm_proves_a_dead_puzzle_unsolvable_and_clears_what_it_wrote() {
    // r1c9 must be 9 and r2c9 holds it; no single shows that to the engine at once.
    let line = format!("12345678.{}", ".".repeat(8) + "9" + &".".repeat(63));
    let grid = formats::read_text(&line, "test").unwrap().grid;
    for algorithm in Algorithm::ALL {
        let (run, board) = replay(algorithm, &grid);
        assert_eq!(run.outcome(), Outcome::Unsolvable, "{algorithm}");
        assert_eq!(board, grid.values(), "{algorithm}");
        assert!(run.counters().backtracks >= 1, "{algorithm}");
    }
}

#[test]
fn clashing_givens_end_a_run_at_once() {
    let mut values = vec![0u8; 81];
    values[0] = 5;
    values[1] = 5;
    let grid = Grid::from_values(Shape::NINE, &values).unwrap();
    for algorithm in Algorithm::ALL {
        let mut run = Run::new(algorithm, &grid);
        assert_eq!(run.next(), None, "{algorithm}");
        assert_eq!(run.outcome(), Outcome::Unsolvable, "{algorithm}");
        assert_eq!(run.counters().placements, 0, "{algorithm}");
    }
}

#[test]
fn fewest_blanks_fills_a_box_with_one_blank_first_and_bitmask_the_most_constrained_cell() {
    // Box 9 (rows 7-9, columns 7-9) holds eight digits; r9c9 is its blank. Row 1 and column 1
    // are emptier than anything else, so nothing but the box rule picks r9c9.
    let mut values = vec![0u8; 81];
    for (k, digit) in [1, 2, 3, 4, 5, 6, 7, 8].into_iter().enumerate() {
        values[(6 + k / 3) * 9 + 6 + k % 3] = digit;
    }
    let grid = Grid::from_values(Shape::NINE, &values).unwrap();
    let mut run = Run::new(Algorithm::FewestBlanks, &grid);
    assert_eq!(run.next().unwrap().to_string(), "place r9c9=9");
    // The bitmask search goes to the cell with one candidate, r9c9, too; row-major does not.
    let mut run = Run::new(Algorithm::Bitmask, &grid);
    assert_eq!(run.next().unwrap().to_string(), "place r9c9=9");
    let mut run = Run::new(Algorithm::RowMajor, &grid);
    assert_eq!(run.next().unwrap().to_string(), "place r1c1=1");
    // With two blanks in the box, fewest-blanks counts blanks: r7c7 and r9c9 have 7 in their
    // row and 7 in their column, every other empty cell more; r7c7 comes first.
    values[6 * 9 + 6] = 0;
    values[8 * 9 + 8] = 0;
    let grid = Grid::from_values(Shape::NINE, &values).unwrap();
    let mut run = Run::new(Algorithm::FewestBlanks, &grid);
    assert_eq!(run.next().unwrap().to_string(), "place r7c7=1");
}
