//! What the variant formats share: grids built under their rules and checked, region maps
//! compared with the boxes, windoku told from four extra regions, and the errors.

use super::{FormatError, Problem, TextFormat};
use crate::board::{BoardError, Break, Clash, Grid, Rules, Shape, windows};
use crate::t;

/// A [`Problem::Malformed`] of `format`.
pub(super) fn malformed(format: TextFormat, reason: impl Into<String>) -> Problem {
    Problem::Malformed {
        format,
        reason: reason.into(),
    }
}

/// A [`Problem::UnsupportedRule`].
pub(super) fn unsupported(rule: impl Into<String>) -> Problem {
    Problem::UnsupportedRule { rule: rule.into() }
}

/// `problem` at `line` of `origin`.
pub(super) fn located(origin: &str, line: usize, problem: Problem) -> FormatError {
    FormatError {
        origin: origin.to_string(),
        line: Some(line),
        column: None,
        problem,
    }
}

/// The puzzle of `shape` with these givens (row-major, 0 empty) and placed digits that are
/// not givens (`entries`, same layout; may be empty), under `rules`. Refused if the rules do
/// not fit the shape or the digits break a rule.
pub(super) fn ruled_grid(
    shape: Shape,
    givens: &[u8],
    entries: &[u8],
    rules: Rules,
) -> Result<Grid, Problem> {
    let too_large = |e: BoardError| match e {
        BoardError::DigitOutOfRange { value, size, .. } => Problem::DigitTooLarge { value, size },
        BoardError::Rules(e) => Problem::Rules(e),
        _ => Problem::NoPuzzle,
    };
    let mut grid = Grid::from_values(shape, givens)
        .and_then(|grid| grid.with_rules(rules))
        .map_err(too_large)?;
    for (index, &value) in entries.iter().enumerate() {
        let digit =
            crate::board::Digit::new(value).filter(|d| usize::from(d.get()) <= shape.size());
        if digit.is_some() && givens.get(index).is_some_and(|&g| g == 0) {
            grid.set_value(shape.cell_at(index), digit);
        }
    }
    match grid.breaks().into_iter().next() {
        None => Ok(grid),
        Some(Break::Repeat {
            first,
            second,
            digit,
        }) => Err(Problem::Clash(Clash {
            first,
            second,
            digit,
        })),
        Some(Break::Consecutive { first, second }) => Err(Problem::BrokenRule {
            reason: t!(
                "error-and-hold-consecutive-digits",
                first = &first,
                second = &second
            ),
        }),
        Some(Break::CageSum { cells, sum, total }) => Err(Problem::BrokenRule {
            reason: t!(
                "error-cage-at-adds-up-to",
                first = &cells.first().map(ToString::to_string).unwrap_or_default(),
                total = total,
                sum = &sum
            ),
        }),
        Some(Break::Clue { kind, cells }) => {
            let cell = |k: usize| cells.get(k).map(ToString::to_string).unwrap_or_default();
            Err(Problem::BrokenRule {
                reason: match kind {
                    Some(kind) => t!("error-clue-broken", clue = &kind.label(), cell = &cell(0)),
                    None => t!("error-negative-broken", first = &cell(0), second = &cell(1)),
                },
            })
        }
    }
}

/// The region map itself, or `None` when its regions are the boxes of `shape` (whatever
/// their numbers): a jigsaw only when some region is not a box.
pub(super) fn jigsaw_regions(shape: Shape, regions: Vec<u8>) -> Option<Vec<u8>> {
    let boxes: Vec<usize> = shape.cells().map(|cell| shape.box_of(cell)).collect();
    let same = regions.len() == boxes.len()
        && (0..regions.len()).all(|a| {
            let (ra, ba) = (regions.get(a), boxes.get(a));
            // Two cells share a region exactly when they share a box; checking each cell
            // against the first cell of its box and of its region is enough.
            let first_of_box = boxes.iter().position(|b| Some(b) == ba);
            let first_of_region = regions.iter().position(|r| Some(r) == ra);
            first_of_box == first_of_region
        });
    (!same).then_some(regions)
}

/// Windoku read from a file's extra regions: when the four windows are among them, they are
/// taken out and `windoku` set.
pub(super) fn windoku_from_extras(shape: Shape, rules: &mut Rules) {
    if shape.box_rows() != shape.box_cols() || rules.extra_regions.len() < 4 {
        return;
    }
    let windows = windows(shape);
    let all_there = windows
        .iter()
        .all(|w| rules.extra_regions.iter().any(|r| r == w));
    if all_there && !windows.is_empty() {
        rules.extra_regions.retain(|r| !windows.contains(r));
        rules.windoku = true;
    }
}

/// The extra regions a writer should give for `rules`: its own and, for windoku, the windows.
pub(super) fn extras_with_windows(shape: Shape, rules: &Rules) -> Vec<Vec<u16>> {
    let mut extras = rules.extra_regions.clone();
    if rules.windoku {
        extras.extend(windows(shape));
    }
    extras
}

/// The side of a grid and its shape, refused unless it is a Sudoku's.
pub(super) fn shape_of_size(size: usize) -> Result<Shape, Problem> {
    Shape::from_size(size).map_err(|_| Problem::NoShape { size })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Cage;

    #[test]
    fn box_maps_are_no_jigsaw_whatever_their_numbers() {
        let shape = Shape::NINE;
        let boxes: Vec<u8> = shape.cells().map(|c| 8 - shape.box_of(c) as u8).collect();
        assert_eq!(jigsaw_regions(shape, boxes), None);
        let rows: Vec<u8> = (0..81).map(|i| (i / 9) as u8).collect();
        assert_eq!(jigsaw_regions(shape, rows.clone()), Some(rows));
    }

    #[test]
    fn givens_that_break_a_cage_are_refused() {
        let mut values = vec![0u8; 81];
        values[0] = 9;
        values[1] = 8;
        let rules = Rules {
            cages: vec![Cage::new([0, 1], Some(10))],
            ..Rules::CLASSIC
        };
        let problem = ruled_grid(Shape::NINE, &values, &[], rules).err();
        assert_eq!(
            problem.map(|p| p.to_string()),
            Some("the givens break the rules: the cage at r1c1 adds up to 17, not 10".into())
        );
    }
}
