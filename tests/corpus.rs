//! The engine against the public benchmark sets in `../shared/puzzles/`: every answer is a
//! valid completion of its givens, the proper sets are unique, Serg's set is all "several",
//! and the 9x9 engine agrees with the all-shapes engine, and every bundled puzzle is unique.
//! Each test skips, saying so on the terminal, when the shared folder is absent; with
//! `SHUDU_REQUIRE_CORPORA=1` (as CI sets it) a missing set fails the test instead.

// Helpers may unwrap: a panic in a test or benchmark is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use common::shared;

use shudu::board::Grid;
use shudu::formats;
use shudu::solver::{self, CancelToken, Engine, Verdict};

fn grids(text: &str, origin: &str) -> Vec<Grid> {
    formats::puzzles(text, origin)
        .map(|p| p.unwrap_or_else(|e| panic!("{e}")).grid)
        .collect()
}

fn check_valid_completion(puzzle: &Grid, solution: &Grid, what: &str) {
    assert!(solution.is_solved(), "{what}: not a valid grid");
    assert!(puzzle.agrees_with(solution), "{what}: changes a given");
}

/// Every puzzle of the file has exactly one solution, and it is valid.
fn all_unique(name: &str) {
    let Some(text) = shared(name) else { return };
    let puzzles = grids(&text, name);
    assert!(!puzzles.is_empty());
    for (i, puzzle) in puzzles.iter().enumerate() {
        let analysis = solver::analyse(puzzle, &CancelToken::new()).unwrap();
        match analysis.verdict {
            Verdict::Unique(solution) => check_valid_completion(puzzle, &solution, name),
            other => panic!(
                "{name} puzzle {}: expected one solution, got {other:?}",
                i + 1
            ),
        }
    }
}

#[test]
fn seventeen_clue_puzzles_are_unique() {
    all_unique("17_clue.txt");
}

#[test]
fn magictour_top1465_puzzles_are_unique() {
    all_unique("magictour_top1465.txt");
}

#[test]
fn forum_hardest_1905_puzzles_are_unique() {
    all_unique("forum_hardest_1905_11plus.txt");
}

#[test]
fn forum_hardest_1106_puzzles_are_unique() {
    all_unique("forum_hardest_1106.txt");
}

#[test]
fn se_rated_puzzles_with_ids_and_ratings_are_unique() {
    all_unique("se_rated.txt");
}

#[test]
fn serg_benchmark_puzzles_all_have_several_solutions() {
    let Some(text) = shared("serg_benchmark.txt") else {
        return;
    };
    for (i, puzzle) in grids(&text, "serg").iter().enumerate() {
        match solver::analyse(puzzle, &CancelToken::new())
            .unwrap()
            .verdict
        {
            Verdict::Multiple(a, b) => {
                check_valid_completion(puzzle, &a, "serg");
                check_valid_completion(puzzle, &b, "serg");
                assert_ne!(
                    a,
                    b,
                    "serg puzzle {}: the two solutions are the same",
                    i + 1
                );
            }
            other => panic!("serg puzzle {}: expected several, got {other:?}", i + 1),
        }
    }
}

#[test]
fn nine_by_nine_engine_agrees_with_generic_engine() {
    for name in [
        "magictour_top1465.txt",
        "serg_benchmark.txt",
        "forum_hardest_1106.txt",
    ] {
        let Some(text) = shared(name) else { return };
        for puzzle in grids(&text, name).iter().step_by(7).take(200) {
            let cancel = CancelToken::new();
            let fast = solver::count_solutions_with(Engine::Auto, puzzle, 3, &cancel).unwrap();
            let generic =
                solver::count_solutions_with(Engine::Generic, puzzle, 3, &cancel).unwrap();
            assert_eq!(
                fast.count,
                generic.count,
                "{name}: {}",
                formats::to_line(puzzle)
            );
            if fast.count == 1 {
                assert_eq!(fast.found, generic.found);
            }
        }
    }
}

#[test]
fn bundled_style_generated_sets_are_unique() {
    all_unique("generated_singles.txt");
    all_unique("generated_basic.txt");
}

#[test]
fn every_bundled_puzzle_has_exactly_one_solution() {
    for level in shudu::rate::Level::ALL {
        for (k, puzzle) in level.puzzles().iter().enumerate() {
            let analysis = solver::analyse(puzzle, &CancelToken::new()).unwrap();
            match analysis.verdict {
                Verdict::Unique(solution) => {
                    check_valid_completion(puzzle, &solution, &format!("{level} #{k}"))
                }
                other => panic!("{level} puzzle #{k} is not unique: {other:?}"),
            }
        }
    }
}
