//! Property tests of the exact solver on generated grids of every shape.

// Helpers may unwrap: a panic in a test or benchmark is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use proptest::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;
use shudu::board::{Cell, Digit, Grid, Rules, Shape, Variant};
use shudu::generator::{random_puzzle, random_solution};
use shudu::solver::{self, CancelToken, Engine, textbook};

const SHAPES: [Shape; 8] = Shape::COMMON;

fn count(grid: &Grid, limit: usize) -> usize {
    solver::count_solutions(grid, limit, &CancelToken::new())
        .unwrap()
        .count
}

/// A puzzle of the given shape carved from a random solution (so it has at least one).
fn puzzle(shape_index: usize, seed: u64, keep: f64) -> Grid {
    let shape = SHAPES[shape_index];
    let mut rng = StdRng::seed_from_u64(seed);
    let solution = random_solution(shape, &mut rng);
    // Large grids keep more givens so that searches stay short.
    let keep = if shape.size() > 12 {
        0.45 + keep / 2.0
    } else {
        keep
    };
    random_puzzle(&solution, keep, &mut rng)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn every_answer_is_a_valid_completion(shape in 0..SHAPES.len(), seed: u64, keep in 0.1f64..0.9) {
        let puzzle = puzzle(shape, seed, keep);
        let found = solver::count_solutions(&puzzle, 2, &CancelToken::new()).unwrap();
        prop_assert!(found.count >= 1);
        prop_assert_eq!(found.found.len(), found.count);
        for solution in &found.found {
            prop_assert!(solution.is_solved());
            prop_assert!(puzzle.agrees_with(solution));
        }
        if let [a, b] = &found.found[..] {
            prop_assert_ne!(a, b);
        }
    }

    #[test]
    fn removing_a_given_never_lowers_the_count(shape in 0..SHAPES.len(), seed: u64, keep in 0.3f64..0.9, pick: usize) {
        let puzzle = puzzle(shape, seed, keep);
        let givens: Vec<Cell> = puzzle.shape().cells().filter(|&c| puzzle.is_given(c)).collect();
        prop_assume!(!givens.is_empty());
        let mut fewer = puzzle.clone();
        fewer.set_given(givens[pick % givens.len()], None);
        prop_assert!(count(&fewer, 4) >= count(&puzzle, 4));
    }

    #[test]
    fn relabelled_and_transposed_grids_have_the_same_count(shape in 0..SHAPES.len(), seed: u64, keep in 0.2f64..0.8) {
        let puzzle = puzzle(shape, seed, keep);
        let n = puzzle.shape().size() as u8;
        // Rotate the digits: 1 -> 2, ..., N -> 1.
        let map: Vec<u8> = (1..=n).map(|d| d % n + 1).collect();
        let expected = count(&puzzle, 4);
        prop_assert_eq!(count(&puzzle.relabelled(&map), 4), expected);
        prop_assert_eq!(count(&puzzle.transposed(), 4), expected);
    }

    /// Arbitrary 4x4 grids, valid or not: the engines and the textbook backtracking count the
    /// same (a 4x4 grid has at most 288 solutions, so the limit is never reached).
    #[test]
    fn engines_agree_with_textbook_on_arbitrary_small_grids(values in prop::collection::vec(prop_oneof![3 => Just(0u8), 1 => 1u8..=4], 16)) {
        let grid = Grid::from_values(Shape::new(2, 2).unwrap(), &values).unwrap();
        let cancel = CancelToken::new();
        let oracle = textbook::count(&grid, 400, &cancel).unwrap();
        let generic = solver::count_solutions_with(Engine::Generic, &grid, 400, &cancel).unwrap();
        let fast = solver::count_solutions_with(Engine::Auto, &grid, 400, &cancel).unwrap();
        prop_assert_eq!(generic.count, oracle.count);
        prop_assert_eq!(fast.count, oracle.count);
        if oracle.count == 1 {
            prop_assert_eq!(generic.found.first(), oracle.first.as_ref());
        }
    }

    /// 9x9 puzzles with few givens (many solutions): both engines count alike, and match the
    /// textbook oracle.
    #[test]
    fn nine_by_nine_engines_agree_with_textbook(seed: u64, keep in 0.35f64..0.8) {
        let puzzle = puzzle(3, seed, keep);
        let cancel = CancelToken::new();
        let fast = solver::count_solutions_with(Engine::Auto, &puzzle, 5, &cancel).unwrap();
        let generic = solver::count_solutions_with(Engine::Generic, &puzzle, 5, &cancel).unwrap();
        let oracle = textbook::count(&puzzle, 5, &cancel).unwrap();
        prop_assert_eq!(fast.count, oracle.count);
        prop_assert_eq!(generic.count, oracle.count);
    }
}

/// The rules a uniqueness check under rules is tried with: the variant engine's pair rules,
/// diagonals and windows (no clues to lay).
const RULED: [Variant; 4] = [
    Variant::X,
    Variant::Windoku,
    Variant::AntiKnight,
    Variant::NonConsecutive,
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// The generator's check, which searches a known solution's digits first, says "unique"
    /// exactly when counting to two finds one solution.
    #[test]
    fn unique_within_agrees_with_counting(rule in 0..RULED.len(), seed: u64, keep in 0.15f64..0.6) {
        let mut rules = Rules::CLASSIC;
        rules.switch(RULED[rule], true);
        let empty = Grid::empty(Shape::NINE).with_rules(rules).unwrap();
        let cancel = CancelToken::new();
        let solution = solver::random_solution(&empty, seed, u64::MAX, &cancel).unwrap().unwrap();
        let mut rng = StdRng::seed_from_u64(seed);
        let puzzle = random_puzzle(&solution, keep, &mut rng).with_rules(solution.rules().clone()).unwrap();
        let counted = count(&puzzle, 2);
        let unique = solver::unique_within(&puzzle, &solution, u64::MAX, &cancel).unwrap();
        prop_assert_eq!(unique, Some(counted == 1));
        // Under a bound of one node it may give up, never answer wrong.
        let bounded = solver::unique_within(&puzzle, &solution, 1, &cancel).unwrap();
        prop_assert!(bounded.is_none() || bounded == unique);
    }
}

#[test]
fn clashing_givens_have_no_solution_in_every_engine() {
    let mut grid = Grid::empty(Shape::NINE);
    grid.set_given(Cell::new(0, 0), Digit::new(4));
    grid.set_given(Cell::new(8, 0), Digit::new(4));
    let cancel = CancelToken::new();
    for engine in [Engine::Auto, Engine::Generic] {
        assert_eq!(
            solver::count_solutions_with(engine, &grid, 2, &cancel)
                .unwrap()
                .count,
            0
        );
    }
    assert_eq!(textbook::count(&grid, 2, &cancel).unwrap().count, 0);
}

#[test]
fn empty_grids_of_every_shape_have_several_solutions() {
    for shape in SHAPES {
        let found = solver::count_solutions(&Grid::empty(shape), 2, &CancelToken::new()).unwrap();
        assert_eq!(found.count, 2, "{shape}");
        assert!(found.found.iter().all(Grid::is_solved), "{shape}");
    }
}

/// Cancelling a search that would run for ages (counting every solution of an empty grid) makes it return `Cancelled` promptly. The bound
/// here is loose on purpose (the machine may be busy): it catches a search that ignores the
/// token, not a slow one. The 100 ms target is measured by `cancel_latency` in the benches.
#[test]
fn cancel_stops_endless_searches() {
    let shapes = [Shape::new(5, 5), Shape::new(4, 4), Shape::new(3, 3)];
    for grid in shapes.into_iter().map(|s| Grid::empty(s.unwrap())) {
        let cancel = CancelToken::new();
        let worker = {
            let cancel = cancel.clone();
            std::thread::spawn(move || solver::count_solutions(&grid, usize::MAX, &cancel))
        };
        std::thread::sleep(std::time::Duration::from_millis(50));
        let asked = std::time::Instant::now();
        cancel.cancel();
        let result = worker.join().unwrap();
        assert!(result.is_err(), "the search ignored the cancel");
        assert!(
            asked.elapsed().as_secs_f64() < 5.0,
            "took {:?}",
            asked.elapsed()
        );
    }
}
