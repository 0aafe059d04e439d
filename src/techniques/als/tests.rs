//! Tests of the ALS techniques, and the helpers other families' tests share: a grid from
//! digits with its solution, and a check that every step keeps the solution.

use super::*;
use crate::board::{Grid, Shape};
use crate::solver::{CancelToken, solve_one};
use crate::techniques::steps_of;

/// A grid from 81 digits (0 empty) with candidates from the givens, and its solution.
pub(in crate::techniques) fn grid(text: &str) -> (Candidates, Grid) {
    let values: Vec<u8> = text
        .bytes()
        .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
        .collect();
    let puzzle =
        Grid::from_values(Shape::NINE, &values).unwrap_or_else(|_| Grid::empty(Shape::NINE));
    let solution = solve_one(&puzzle, &CancelToken::new())
        .ok()
        .flatten()
        .unwrap_or_else(|| Grid::empty(Shape::NINE));
    (Candidates::from_grid(&puzzle), solution)
}

/// Hard puzzles (Sudoku Explainer 6.6 and Arto Inkala's), each with one solution.
const PUZZLES: [&str; 9] = [
    "000000000560000032230040079000060000070501090000708000053000920009806500700000004",
    "000080000002000500000702000500000003036000740900000002300801007008040900095030680",
    "040901050600000001150000027004708500071000230003000600000216000000803000010070060",
    "000000000007195200400000005069000830000080000700203001300709006004020100076030980",
    "005900000010804700900000001500300400203000805001005007100000004002708060000009200",
    "008090700040207080210000096000306000000050000300070008003148900701000605002000800",
    "100300760075000000380500009001003004040000070800900100500009012000000490094002003",
    "000604100017000020200070050500903001001000900300706002020060005040000230003208000",
    "800000000003600000070090200050007000000045700000100030001000068008500010090000400",
];

/// Thins the candidates with the basic techniques, as a solver would first.
fn thin(cands: &mut Candidates) {
    let cancel = CancelToken::new();
    for _ in 0..100 {
        let basic = [
            Technique::NakedSingle,
            Technique::HiddenSingle,
            Technique::LockedCandidatesPointing,
            Technique::LockedCandidatesClaiming,
            Technique::NakedPair,
            Technique::HiddenPair,
            Technique::NakedTriple,
            Technique::HiddenTriple,
        ];
        let step = basic.into_iter().find_map(|technique| {
            steps_of(cands, technique, &cancel)
                .unwrap_or_default()
                .into_iter()
                .next()
        });
        match step {
            Some(step) => step.apply(cands),
            None => return,
        }
    }
}

/// Solves each hard puzzle as far as the basic techniques and `techniques` go, checking
/// that every step found keeps the solution and explains itself; returns how many steps
/// each technique found.
pub(in crate::techniques) fn steps_keep_the_solution(techniques: &[Technique]) -> Vec<usize> {
    let cancel = CancelToken::new();
    let mut found = vec![0usize; techniques.len()];
    for puzzle in PUZZLES {
        let (mut cands, solution) = grid(puzzle);
        let right = |cell: usize| solution.value(Shape::NINE.cell_at(cell));
        for _ in 0..60 {
            thin(&mut cands);
            let mut next = None;
            for (count, &technique) in found.iter_mut().zip(techniques) {
                for step in steps_of(&cands, technique, &cancel).unwrap_or_default() {
                    *count += 1;
                    let line = step.line(9);
                    assert!(
                        !step.explanation.is_empty() && !step.marks.is_empty(),
                        "{line}"
                    );
                    for &(cell, digit) in &step.eliminations {
                        assert_ne!(right(cell), Some(digit), "{line}");
                    }
                    for &(cell, digit) in &step.placements {
                        assert_eq!(right(cell), Some(digit), "{line}");
                    }
                    next.get_or_insert(step);
                }
            }
            match next {
                Some(step) => step.apply(&mut cands),
                None => break,
            }
        }
    }
    found
}

#[test]
fn alses_are_n_cells_with_n_plus_one_digits_in_one_house() {
    let (cands, _) = grid(PUZZLES[8]);
    let alses = collect(&cands);
    assert!(!alses.is_empty());
    for als in &alses {
        assert_eq!(als.digits.count_ones() as usize, als.cells.len() + 1);
        assert!(als.cells.is_subset(&cands.house_set(als.house)));
    }
    let unique: HashSet<CellSet> = alses.iter().map(|a| a.cells).collect();
    assert_eq!(unique.len(), alses.len());
}

#[test]
fn every_als_step_keeps_the_solution() {
    let found = steps_keep_the_solution(&[
        Technique::AlsXz,
        Technique::AlsXyWing,
        Technique::AlsXyChain,
        Technique::DeathBlossom,
    ]);
    assert!(found.iter().all(|&c| c > 0), "{found:?}");
}
