//! Carving a puzzle out of a complete grid: remove givens while the solution stays unique.

use super::Symmetry;
use crate::board::Grid;
use crate::solver::{self, CancelToken, Cancelled, Checker};
use rand::Rng;
use rand::seq::SliceRandom;

/// The most search nodes a uniqueness check may take before the given it would remove is
/// kept. Checks on 9x9 take a few dozen nodes; near-minimal 16x16 and 25x25 puzzles can take
/// millions, seconds each. The bound is a count, so the same seed gives the same puzzle on
/// every machine.
const MAX_NODES: u64 = 2_000;

/// Whether `puzzle`, one of whose solutions is `solution`, has no other, as far as a search
/// of at most [`MAX_NODES`] nodes can tell (`false` when it cannot).
pub(super) fn is_unique(
    puzzle: &Grid,
    solution: &Grid,
    cancel: &CancelToken,
) -> Result<bool, Cancelled> {
    Ok(solver::unique_within(puzzle, solution, MAX_NODES, cancel)? == Some(true))
}

/// [`is_unique`] with a `checker` of the solution (for many puzzles it solves).
pub(super) fn unique_under(
    checker: &Checker,
    puzzle: &Grid,
    cancel: &CancelToken,
) -> Result<bool, Cancelled> {
    Ok(checker.unique_within(puzzle, MAX_NODES, cancel)? == Some(true))
}

/// A puzzle made from the complete grid `solution`, whose givens keep `symmetry`: every orbit
/// of the symmetry, in random order, is emptied if the puzzle `stays` acceptable (unique, and
/// within a level), and kept otherwise. No orbit of the result can go, so with
/// [`Symmetry::None`] and `stays` = [`is_unique`] the puzzle is minimal (no single given can
/// go) unless a check hit its bound.
pub(super) fn carve(
    solution: &Grid,
    symmetry: Symmetry,
    rng: &mut impl Rng,
    mut stays: impl FnMut(&Grid) -> Result<bool, Cancelled>,
) -> Result<Grid, Cancelled> {
    let shape = solution.shape();
    let mut puzzle = solution.cleared();
    for cell in shape.cells() {
        puzzle.set_given(cell, solution.value(cell));
    }
    let mut orbits = symmetry.orbits(shape);
    orbits.shuffle(rng);
    for orbit in &orbits {
        for &index in orbit {
            puzzle.set_given(shape.cell_at(index), None);
        }
        if !stays(&puzzle)? {
            for &index in orbit {
                let cell = shape.cell_at(index);
                puzzle.set_given(cell, solution.value(cell));
            }
        }
    }
    Ok(puzzle)
}

/// `puzzle` with its clues (thermometers, arrows, dots, ...) taken away one at a time, in
/// random order, while it `stays` acceptable; at least one is kept.
pub(super) fn carve_clues(
    puzzle: Grid,
    rng: &mut impl Rng,
    mut stays: impl FnMut(&Grid) -> Result<bool, Cancelled>,
) -> Result<Grid, Cancelled> {
    let all = puzzle.rules().clues.clone();
    let mut keep = vec![true; all.len()];
    let mut order: Vec<usize> = (0..all.len()).collect();
    order.shuffle(rng);
    let mut best = puzzle;
    for index in order {
        // The last clue stays: the puzzle keeps its rule.
        if keep.iter().filter(|&&k| k).count() <= 1 {
            break;
        }
        if let Some(flag) = keep.get_mut(index) {
            *flag = false;
        }
        let mut rules = best.rules().clone();
        rules.clues = (all.iter().zip(&keep))
            .filter(|&(_, &k)| k)
            .map(|(clue, _)| clue.clone())
            .collect();
        match best.clone().with_rules(rules) {
            Ok(fewer) if stays(&fewer)? => best = fewer,
            _ => {
                if let Some(flag) = keep.get_mut(index) {
                    *flag = true;
                }
            }
        }
    }
    Ok(best)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Shape;
    use crate::generator::random_solution;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    #[test]
    fn carved_puzzles_are_unique_and_minimal() {
        let mut rng = StdRng::seed_from_u64(3);
        let cancel = CancelToken::new();
        for shape in [Shape::COMMON[0], Shape::COMMON[1], Shape::NINE] {
            let solution = random_solution(shape, &mut rng);
            let unique = |p: &Grid| is_unique(p, &solution, &cancel);
            let puzzle = carve(&solution, Symmetry::None, &mut rng, unique).unwrap();
            let found = solver::count_solutions(&puzzle, 2, &cancel).unwrap();
            assert_eq!(found.count, 1, "{shape}");
            assert_eq!(
                found.found.first().map(Grid::values),
                Some(solution.values())
            );
            for cell in shape.cells().filter(|&c| puzzle.is_given(c)) {
                let mut less = puzzle.clone();
                less.set_given(cell, None);
                assert_eq!(
                    solver::count_only(&less, 2, &cancel).unwrap().0,
                    2,
                    "{shape}"
                );
            }
        }
    }
}
