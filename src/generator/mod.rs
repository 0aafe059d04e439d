//! Making grids: random complete grids of any shape, and puzzles carved out of them.
//!
//! Every random function takes `&mut impl Rng`, so a seeded generator gives the same grids.

mod collection;

pub use collection::Level;

use crate::board::{Cell, Digit, Grid, Shape};
use rand::Rng;
use rand::seq::SliceRandom;

/// A random complete grid of `shape`.
///
/// It starts from the standard pattern (each row the one above shifted by a box width, and by
/// one more at each band) and shuffles what keeps a grid valid: the digits, the rows inside each
/// band, the bands, the columns inside each stack and the stacks.
///
/// ```
/// use rand::SeedableRng;
/// use shudu::{board::Shape, generator};
///
/// let mut rng = rand::rngs::StdRng::seed_from_u64(7);
/// let grid = generator::random_solution(Shape::NINE, &mut rng);
/// assert!(grid.is_solved());
/// ```
pub fn random_solution(shape: Shape, rng: &mut impl Rng) -> Grid {
    let (n, br, bc) = (shape.size(), shape.box_rows(), shape.box_cols());
    let mut digits: Vec<u8> = (1..=n as u8).collect();
    digits.shuffle(rng);
    let rows = shuffled_groups(n / br, br, rng);
    let cols = shuffled_groups(n / bc, bc, rng);
    let mut grid = Grid::empty(shape);
    for (r, &row) in rows.iter().enumerate() {
        for (c, &col) in cols.iter().enumerate() {
            let pattern = (row * bc + row / br + col) % n;
            grid.set_value(Cell::new(r, c), Digit::new(digits[pattern]));
        }
    }
    grid
}

/// `groups` groups of `width` consecutive indices, shuffled within each group and as groups.
fn shuffled_groups(groups: usize, width: usize, rng: &mut impl Rng) -> Vec<usize> {
    let mut order: Vec<usize> = (0..groups).collect();
    order.shuffle(rng);
    order
        .into_iter()
        .flat_map(|g| {
            let mut inner: Vec<usize> = (g * width..(g + 1) * width).collect();
            inner.shuffle(rng);
            inner
        })
        .collect()
}

/// A puzzle made from `solution` by keeping each cell as a given with probability `keep`
/// (0.0 to 1.0). It has at least one solution (`solution` itself) but may have several.
pub fn random_puzzle(solution: &Grid, keep: f64, rng: &mut impl Rng) -> Grid {
    let mut puzzle = Grid::empty(solution.shape());
    for cell in solution.shape().cells() {
        if rng.random_bool(keep.clamp(0.0, 1.0)) {
            puzzle.set_given(cell, solution.value(cell));
        }
    }
    puzzle
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    #[test]
    fn random_solutions_are_valid_for_every_shape() {
        let mut rng = StdRng::seed_from_u64(1);
        for shape in Shape::COMMON {
            let grid = random_solution(shape, &mut rng);
            assert!(grid.is_solved(), "{shape}");
        }
    }
}
