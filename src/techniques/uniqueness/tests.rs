//! Tests of the uniqueness techniques on small hand-made grids.

use super::*;
use crate::board::{Cell, DigitSet, Grid, Shape};
use crate::solver::CancelToken;
use crate::techniques::steps_of;

fn four() -> Shape {
    Shape::new(2, 2).unwrap_or(Shape::NINE)
}

fn set(digits: &[u8]) -> DigitSet {
    digits.iter().filter_map(|&d| Digit::new(d)).collect()
}

/// An empty 4x4 grid whose cells hold every digit but where `marks` (row, col, digits)
/// say otherwise.
fn marked(marks: &[(usize, usize, &[u8])]) -> Candidates {
    let shape = four();
    let mut sets = vec![DigitSet::full(4); shape.cell_count()];
    for &(r, c, digits) in marks {
        if let Some(s) = sets.get_mut(r * 4 + c) {
            *s = set(digits);
        }
    }
    Candidates::with_marks(&Grid::empty(shape), Some(&sets))
}

/// A Unique Rectangle of type 1 in columns 1 and 3, rows 1 and `row + 1`: {1, 2} in three
/// corners, {1, 2, 3} in the fourth (row `row + 1`, column 3).
fn type1_rectangle(row: usize) -> Candidates {
    marked(&[
        (0, 0, &[1, 2]),
        (0, 2, &[1, 2]),
        (row, 0, &[1, 2]),
        (row, 2, &[1, 2, 3]),
    ])
}

/// The eliminations of each step of `technique`, as (row, col, digit) from 1.
fn found(grid: &Candidates, technique: Technique) -> Vec<Vec<(usize, usize, u8)>> {
    let n = grid.size();
    steps_of(grid, technique, &CancelToken::new())
        .unwrap_or_default()
        .iter()
        .map(|s| {
            s.eliminations
                .iter()
                .map(|&(c, d)| (c / n + 1, c % n + 1, d.get()))
                .collect()
        })
        .collect()
}

#[test]
fn type1_clears_the_pair_from_the_corner_with_more() {
    let grid = type1_rectangle(1);
    assert_eq!(
        found(&grid, Technique::Uniqueness(1)),
        vec![vec![(2, 3, 1), (2, 3, 2)]]
    );
}

#[test]
fn a_rectangle_over_four_boxes_is_not_deadly() {
    let grid = type1_rectangle(2);
    assert!(found(&grid, Technique::Uniqueness(1)).is_empty());
}

#[test]
fn type4_keeps_the_digit_confined_to_the_roof() {
    let grid = marked(&[
        (0, 0, &[1, 2]),
        (1, 0, &[1, 2]),
        (0, 2, &[1, 2, 3]),
        (1, 2, &[1, 2, 4]),
        (2, 2, &[2, 3, 4]),
        (3, 2, &[2, 3, 4]),
    ]);
    assert!(found(&grid, Technique::Uniqueness(4)).contains(&vec![(1, 3, 2), (2, 3, 2)]));
}

/// A 4x4 grid with placed digits 1 in r1c1 and 2 in r1c3 and r2c1; r1c1 given if asked.
fn three_corners(first_given: bool) -> Candidates {
    let mut grid = Grid::empty(four());
    for (r, c, v) in [(0, 0, 1), (0, 2, 2), (1, 0, 2)] {
        let (cell, digit) = (Cell::new(r, c), Digit::new(v));
        if first_given && (r, c) == (0, 0) {
            grid.set_given(cell, digit);
        } else {
            grid.set_value(cell, digit);
        }
    }
    Candidates::from_grid(&grid)
}

#[test]
fn avoidable_rectangle_type1_needs_placed_corners_not_givens() {
    let technique = Technique::AvoidableRectangle(1);
    assert_eq!(
        found(&three_corners(false), technique),
        vec![vec![(2, 3, 1)]]
    );
    assert!(found(&three_corners(true), technique).is_empty());
}

/// Two 4x4 solutions that differ in every cell, as the candidates of an empty grid, plus
/// `extra` (row, col, digit) candidates.
fn bug(extra: &[(usize, usize, u8)]) -> Candidates {
    let solution = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
    let marks: Vec<(usize, usize, Vec<u8>)> = solution
        .iter()
        .enumerate()
        .map(|(i, &v)| {
            let mut digits = vec![v, v % 4 + 1];
            digits.extend(
                extra
                    .iter()
                    .filter(|&&(r, c, _)| r * 4 + c == i)
                    .map(|&(_, _, d)| d),
            );
            (i / 4, i % 4, digits)
        })
        .collect();
    let marks: Vec<(usize, usize, &[u8])> = marks
        .iter()
        .map(|(r, c, d)| (*r, *c, d.as_slice()))
        .collect();
    marked(&marks)
}

#[test]
fn bug_plus_one_keeps_the_digit_that_breaks_the_grave() {
    assert_eq!(
        found(&bug(&[(0, 0, 3)]), Technique::BugPlusOne),
        vec![vec![(1, 1, 1), (1, 1, 2)]]
    );
    assert!(found(&bug(&[]), Technique::BugPlusOne).is_empty());
    assert!(found(&bug(&[(0, 0, 3), (3, 3, 3)]), Technique::BugPlusOne).is_empty());
}
