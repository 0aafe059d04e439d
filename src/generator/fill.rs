//! Random complete grids of any shape.

use crate::board::{Cell, Digit, Grid, Shape};
use crate::solver::{self, CancelToken, Cancelled};
use rand::Rng;
use rand::seq::SliceRandom;

/// The most search nodes the engine may take to complete the diagonal boxes.
const MAX_NODES: u64 = 10_000;

/// A random complete grid of `shape`.
///
/// The boxes on the diagonal (one per band, while there are stacks) share no row, column or
/// box, so each gets a random arrangement of the digits; the engine completes the grid, and
/// the result is shuffled by what keeps a grid valid: the digits, the rows inside each band,
/// the bands, the columns inside each stack and the stacks. The same `rng` state gives the
/// same grid on every machine.
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
    // Nothing cancels a new token.
    fill(shape, rng, &CancelToken::new()).unwrap_or_else(|Cancelled| Grid::empty(shape))
}

/// [`random_solution`], giving up when `cancel` fires.
pub(super) fn fill(
    shape: Shape,
    rng: &mut impl Rng,
    cancel: &CancelToken,
) -> Result<Grid, Cancelled> {
    loop {
        let seeded = diagonal_boxes(shape, rng);
        // An arrangement that does not complete, or whose completion the engine does not find
        // quickly, is drawn again.
        let found = solver::count_within(&seeded, 1, MAX_NODES, cancel)?;
        if let Some(solution) = found.and_then(|mut s| s.found.pop()) {
            return Ok(shuffled(&solution, rng));
        }
    }
}

/// An otherwise empty grid whose diagonal boxes hold random arrangements of the digits.
fn diagonal_boxes(shape: Shape, rng: &mut impl Rng) -> Grid {
    let (n, br, bc) = (shape.size(), shape.box_rows(), shape.box_cols());
    let mut grid = Grid::empty(shape);
    let mut digits: Vec<u8> = (1..=n as u8).collect();
    for b in 0..(n / br).min(n / bc) {
        digits.shuffle(rng);
        for (k, &digit) in digits.iter().enumerate() {
            let cell = Cell::new(b * br + k / bc, b * bc + k % bc);
            grid.set_value(cell, Digit::new(digit));
        }
    }
    grid
}

/// `grid` with its digits relabelled, its rows shuffled inside bands and as bands, and its
/// columns inside stacks and as stacks.
fn shuffled(grid: &Grid, rng: &mut impl Rng) -> Grid {
    let shape = grid.shape();
    let (n, br, bc) = (shape.size(), shape.box_rows(), shape.box_cols());
    let mut digits: Vec<u8> = (1..=n as u8).collect();
    digits.shuffle(rng);
    let rows = shuffled_groups(n / br, br, rng);
    let cols = shuffled_groups(n / bc, bc, rng);
    let mut out = Grid::empty(shape);
    for (r, &row) in rows.iter().enumerate() {
        for (c, &col) in cols.iter().enumerate() {
            let digit = grid
                .value(Cell::new(row, col))
                .and_then(|d| digits.get(d.index()).copied());
            out.set_value(Cell::new(r, c), digit.and_then(Digit::new));
        }
    }
    out
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

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    #[test]
    fn random_solutions_are_valid_for_every_shape_and_differ() {
        let mut rng = StdRng::seed_from_u64(1);
        for shape in Shape::COMMON {
            let grid = random_solution(shape, &mut rng);
            assert!(grid.is_solved(), "{shape}");
            assert_ne!(random_solution(shape, &mut rng), grid, "{shape}");
        }
    }
}
