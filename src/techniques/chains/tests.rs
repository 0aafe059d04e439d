//! Tests of the chain techniques: every step keeps the solution, on every size.

use super::*;
use crate::solver::{CancelToken, solve_one};
use crate::techniques::steps_of;
use crate::techniques::testing::{puzzle as grid, steps_in_varied_grids};

const CHAINS: [Technique; 9] = [
    Technique::XChain,
    Technique::XyChain,
    Technique::RemotePair,
    Technique::ContinuousNiceLoop,
    Technique::DiscontinuousNiceLoop,
    Technique::Aic,
    Technique::GroupedContinuousNiceLoop,
    Technique::GroupedDiscontinuousNiceLoop,
    Technique::GroupedAic,
];

/// The first step of the simplest techniques (which the chains come after), if any.
fn basic_step(cands: &Candidates, cancel: &CancelToken) -> Option<Step> {
    use Technique::*;
    let basics = [
        FullHouse,
        NakedSingle,
        HiddenSingle,
        LockedCandidatesPointing,
        LockedCandidatesClaiming,
        NakedPair,
        HiddenPair,
        NakedTriple,
        HiddenTriple,
    ];
    basics
        .into_iter()
        .find_map(|t| steps_of(cands, t, cancel).ok()?.into_iter().next())
}

#[test]
fn every_chain_step_along_solves_agrees_with_the_solution() {
    // Puzzles rated 2.5 (with a Remote Pair on the way), 8.3 and 9.0 by Sudoku Explainer.
    let puzzles = [
        "000801000005064100060700080250000403090000070406000012010009020002570900000103000",
        "000000039000001005003050800008090006070002000100400000009080050020000600400700000",
        "000500700095070006000002850100000907007010200908000005063800000700050640001004000",
    ];
    let cancel = CancelToken::new();
    let mut found = [0usize; 9];
    for puzzle in puzzles {
        let puzzle = grid(puzzle);
        let solution = solve_one(&puzzle, &cancel).unwrap().unwrap();
        let mut cands = Candidates::from_grid(&puzzle);
        for _ in 0..60 {
            let mut first = None;
            for (count, &technique) in found.iter_mut().zip(&CHAINS) {
                for step in steps_of(&cands, technique, &cancel).unwrap() {
                    *count += 1;
                    assert!(!step.links.is_empty() && !step.explanation.is_empty());
                    for &(cell, digit) in &step.eliminations {
                        assert_ne!(
                            solution.values()[cell],
                            digit.get(),
                            "{}: {}",
                            step.line(9),
                            step.explanation
                        );
                    }
                    first.get_or_insert(step);
                }
            }
            match basic_step(&cands, &cancel).or(first) {
                Some(step) => step.apply(&mut cands),
                None => break,
            }
        }
    }
    assert!(found.iter().all(|&c| c > 0), "{found:?}");
}

#[test]
fn chains_never_panic_on_any_size_or_on_broken_grids() {
    for step in steps_in_varied_grids(11, &CHAINS) {
        assert!(!step.is_empty());
    }
}
