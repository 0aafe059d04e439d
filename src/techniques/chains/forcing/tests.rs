//! Tests of the forcing chains and nets: sound steps only, and no panics on any size.

use super::*;
use crate::board::Grid;
use crate::solver::{CancelToken, solve_one};
use crate::techniques::steps_of;
use crate::techniques::testing::{puzzle as grid, steps_in_varied_grids};

/// Hard puzzles: Easter Monster, AI Escargot, two rated 9.0 by Sudoku Explainer.
const HARD: [&str; 4] = [
    "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
    "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
    "000500700095070006000002850100000907007010200908000005063800000700050640001004000",
    "900500007040060090003009500005000001060000080200000700006700100090020060800003004",
];

/// Every step of `technique` in `puzzle`'s candidates, each checked against the solution.
fn sound_steps(puzzle: &Grid, technique: Technique) -> usize {
    let solution = solve_one(puzzle, &CancelToken::new()).unwrap().unwrap();
    let grid = Candidates::from_grid(puzzle);
    let steps = steps_of(&grid, technique, &CancelToken::new()).unwrap();
    for step in &steps {
        assert!(
            !step.explanation.is_empty() && !step.links.is_empty(),
            "{step:?}"
        );
        for &(cell, digit) in &step.placements {
            let want = solution.values()[cell];
            assert_eq!(digit.get(), want, "{}: {}", step.line(9), step.explanation);
        }
        for &(cell, digit) in &step.eliminations {
            let want = solution.values()[cell];
            assert_ne!(digit.get(), want, "{}: {}", step.line(9), step.explanation);
        }
    }
    steps.len()
}

#[test]
fn forcing_chains_and_nets_only_find_what_the_solution_agrees_with() {
    use Technique::*;
    let techniques = [
        ForcingChainContradiction,
        ForcingChainVerity,
        ForcingNetContradiction,
        ForcingNetVerity,
    ];
    let mut found = [0; 4];
    for puzzle in HARD {
        for (count, &technique) in found.iter_mut().zip(&techniques) {
            *count += sound_steps(&grid(puzzle), technique);
        }
    }
    assert!(found.iter().all(|&c| c > 0), "{found:?}");
}

#[test]
fn forcing_never_panics_on_any_size_or_on_broken_grids() {
    let techniques = [
        Technique::ForcingChainContradiction,
        Technique::ForcingChainVerity,
        Technique::ForcingNetContradiction,
        Technique::ForcingNetVerity,
    ];
    for step in steps_in_varied_grids(5, &techniques) {
        assert!(!step.is_empty() && !step.explanation.is_empty());
    }
}
