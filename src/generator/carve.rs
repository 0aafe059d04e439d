//! Carving a puzzle out of a complete grid: remove givens while the solution stays unique.

use super::Symmetry;
use crate::board::Grid;
use crate::solver::{self, CancelToken, Cancelled};
use rand::Rng;
use rand::seq::SliceRandom;

/// A puzzle with `solution` as its only solution, whose givens keep `symmetry`: every orbit of
/// the symmetry, in random order, is emptied if the puzzle stays unique, and kept otherwise.
/// No orbit of the result can go without a second solution appearing, so with
/// [`Symmetry::None`] the puzzle is minimal (no single given can go).
pub(super) fn carve(
    solution: &Grid,
    symmetry: Symmetry,
    rng: &mut impl Rng,
    cancel: &CancelToken,
) -> Result<Grid, Cancelled> {
    let shape = solution.shape();
    let mut puzzle = Grid::empty(shape);
    for cell in shape.cells() {
        puzzle.set_given(cell, solution.value(cell));
    }
    let mut orbits = symmetry.orbits(shape);
    orbits.shuffle(rng);
    for orbit in &orbits {
        for &index in orbit {
            puzzle.set_given(shape.cell_at(index), None);
        }
        if solver::count_only(&puzzle, 2, cancel)?.0 != 1 {
            for &index in orbit {
                let cell = shape.cell_at(index);
                puzzle.set_given(cell, solution.value(cell));
            }
        }
    }
    Ok(puzzle)
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
            let puzzle = carve(&solution, Symmetry::None, &mut rng, &cancel).unwrap();
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
