//! Helpers the techniques' tests share: a puzzle from digits, a step list as lines, a
//! family's finders on empty grids, and grids of every size plus a broken one (with the steps
//! found in them) for "never panics" tests.

use super::{Candidates, Family, Step, Technique, steps_of};
use crate::board::{Digit, DigitSet, Grid, Shape};
use crate::solver::CancelToken;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

/// A 9x9 grid from 81 characters: a digit, or anything else (`.`, `0`) for an empty cell.
pub(crate) fn puzzle(text: &str) -> Grid {
    let values: Vec<u8> = text
        .chars()
        .map(|c| c.to_digit(10).map_or(0, |d| d as u8))
        .collect();
    Grid::from_values(Shape::NINE, &values).unwrap()
}

/// The steps `technique` finds in a 9x9 `grid`, one line each.
pub(crate) fn lines(grid: &Candidates, technique: Technique) -> Vec<String> {
    steps_of(grid, technique, &CancelToken::new())
        .unwrap_or_default()
        .iter()
        .map(|s| s.line(9))
        .collect()
}

/// Asserts that no technique of `family` finds anything in empty 4x4, 6x6 and 9x9 grids.
pub(crate) fn assert_empty_grids_give_nothing(family: Family) {
    for size in [4, 6, 9] {
        let shape = Shape::from_size(size).unwrap_or(Shape::NINE);
        let grid = Candidates::from_grid(&Grid::empty(shape));
        for technique in Technique::all()
            .into_iter()
            .filter(|&t| t.finder_family() == family)
        {
            let steps = steps_of(&grid, technique, &CancelToken::new()).unwrap_or_default();
            assert!(steps.is_empty(), "{technique}");
        }
    }
}

/// A random half-empty puzzle of every common shape (from `seed`), and an inconsistent 9x9
/// grid: a cell without candidates, a digit with no place in a row, and candidates that
/// clash with placed digits' houses.
pub(crate) fn varied_grids(seed: u64) -> Vec<Candidates> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut grids = Vec::new();
    for shape in Shape::COMMON {
        grids.push(Candidates::from_grid(&random_puzzle(shape, &mut rng)));
    }
    let mut values = vec![0u8; 81];
    values[0] = 1;
    values[10] = 1;
    let broken =
        Grid::from_values(Shape::NINE, &values).unwrap_or_else(|_| Grid::empty(Shape::NINE));
    let mut marks = vec![DigitSet::full(9); 81];
    marks[40] = DigitSet::EMPTY;
    for mark in marks.iter_mut().skip(18).take(9) {
        mark.remove(Digit::from_index(4));
    }
    grids.push(Candidates::with_marks(&broken, Some(&marks)));
    grids
}

/// A random half-empty puzzle of `shape`, made here because the generator is a layer above:
/// the pattern solution `(bc * (r % br) + r / br + c) % n` (each box, row and column holds
/// every digit), its digits relabelled, its rows shuffled inside each band and its columns
/// inside each stack, then each cell kept with probability one half.
fn random_puzzle(shape: Shape, rng: &mut StdRng) -> Grid {
    let (n, br, bc) = (shape.size(), shape.box_rows(), shape.box_cols());
    let mut labels: Vec<usize> = (1..=n).collect();
    labels.shuffle(rng);
    let shuffled_lines = |rng: &mut StdRng, inner: usize| -> Vec<usize> {
        let mut lines: Vec<usize> = (0..n).collect();
        for group in lines.chunks_mut(inner) {
            group.shuffle(rng);
        }
        lines
    };
    let rows = shuffled_lines(rng, br);
    let cols = shuffled_lines(rng, bc);
    let mut puzzle = Grid::empty(shape);
    for cell in shape.cells() {
        let (r, c) = (rows[cell.row()], cols[cell.col()]);
        let value = labels[(bc * (r % br) + r / br + c) % n];
        if rng.random_bool(0.5) {
            puzzle.set_given(cell, u8::try_from(value).ok().and_then(Digit::new));
        }
    }
    puzzle
}

/// Every step of `techniques` in each of [`varied_grids`]`(seed)`, grid by grid and technique
/// by technique (the finders must not fail).
pub(crate) fn steps_in_varied_grids(seed: u64, techniques: &[Technique]) -> Vec<Step> {
    let cancel = CancelToken::new();
    let mut steps = Vec::new();
    for cands in &varied_grids(seed) {
        for &technique in techniques {
            steps.extend(steps_of(cands, technique, &cancel).unwrap());
        }
    }
    steps
}

#[test]
fn random_puzzles_of_every_shape_have_no_clash() {
    let mut rng = StdRng::seed_from_u64(3);
    for shape in Shape::COMMON {
        let puzzle = random_puzzle(shape, &mut rng);
        let units = crate::board::Units::new(shape);
        assert!(puzzle.clashes_with(&units).is_empty(), "{shape:?}");
        let givens = puzzle.given_count();
        let cells = shape.cell_count();
        assert!(
            givens > cells / 4 && givens < cells * 3 / 4,
            "{shape:?}: {givens}"
        );
    }
}
