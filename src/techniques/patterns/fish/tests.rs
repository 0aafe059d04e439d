//! Fish hunts on boards where a digit has more candidates than one 128-bit word holds.

use crate::board::{Grid, Shape};
use crate::solver::CancelToken;
use crate::techniques::{Candidates, Technique, steps_of};

fn technique(name: &str) -> Technique {
    Technique::all()
        .into_iter()
        .find(|t| t.name() == name)
        .unwrap_or_else(|| panic!("no technique {name}"))
}

/// An empty 16x16 grid where 1 can go only in columns 1 and 8 of rows 1 and 6, and with a
/// `fin` also in r1c2.
fn x_wing_on_sixteen(fin: bool) -> Candidates {
    let shape = Shape::from_size(16).unwrap_or(Shape::NINE);
    let mut grid = Candidates::from_grid(&Grid::empty(shape));
    for row in [0, 5] {
        for col in (0..16).filter(|&c| c != 0 && c != 7 && !(fin && row == 0 && c == 1)) {
            grid.eliminate(row * 16 + col, 0);
        }
    }
    grid
}

#[test]
fn an_x_wing_is_found_when_the_digit_has_over_128_candidates() {
    let grid = x_wing_on_sixteen(false);
    assert!(grid.cells_with(0).len() > 128);
    let steps = steps_of(&grid, technique("X-Wing"), &CancelToken::new()).unwrap_or_default();
    let step = steps.first().expect("an X-Wing");
    let mut cleared: Vec<usize> = step.eliminations.iter().map(|&(cell, _)| cell).collect();
    cleared.sort_unstable();
    let mut expected: Vec<usize> = (0..16)
        .filter(|&row| row != 0 && row != 5)
        .flat_map(|row| [row * 16, row * 16 + 7])
        .collect();
    expected.sort_unstable();
    assert_eq!(cleared, expected);
    assert!(step.eliminations.iter().all(|&(_, digit)| digit.get() == 1));
}

#[test]
fn a_finned_x_wing_with_a_fin_is_found_on_a_big_board() {
    // The fin r1c2 lies in the box of r1c1: only the cells of column 1 in that box see it.
    let grid = x_wing_on_sixteen(true);
    assert!(grid.cells_with(0).len() > 128);
    let steps =
        steps_of(&grid, technique("Finned X-Wing"), &CancelToken::new()).unwrap_or_default();
    let step = steps.first().expect("a Finned X-Wing");
    let mut cleared: Vec<usize> = step.eliminations.iter().map(|&(cell, _)| cell).collect();
    cleared.sort_unstable();
    assert_eq!(cleared, vec![16, 32, 48]);
}
