//! The solver as a check on a reading. Givens that clash, or that leave no solution, mean
//! that some digit was misread; the likeliest culprits are the cells whose best digit was
//! nearly tied with another, so their next-best digits are tried, one cell and then two at a
//! time, in a bounded search: the first reading with one solution wins, else the first with
//! any.

use super::{CellReading, ScanError};
use crate::board::{Grid, Shape};
use crate::solver::{self, CancelToken};

/// A margin (see [`super::model::Ranking::margin`]) under which a digit is doubtful.
pub const DOUBT: f32 = 0.015;
/// A margin under which a digit of a reading with several solutions may be changed.
const MULTIPLE_DOUBT: f32 = 2.0 * DOUBT;
/// How many of the least certain cells the search may change.
const SUSPECTS: usize = 8;
/// How many of the shapes least like a digit may be read as empty instead.
const SMUDGES: usize = 3;
/// How many next-best digits of a suspect are tried.
const ALTERNATIVES: usize = 2;

/// What the solver says of the digits read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// One solution: a proper puzzle.
    Unique,
    /// Several solutions (a misread empty cell, or a puzzle that is not proper).
    Multiple,
    /// Clashing givens or no solution, and no next-best reading fixed it.
    NoSolution,
}

impl Verdict {
    /// How much the verdict is worth: a proper puzzle most, no solution least.
    pub fn rank(self) -> u8 {
        match self {
            Verdict::Unique => 2,
            Verdict::Multiple => 1,
            Verdict::NoSolution => 0,
        }
    }
}

/// The cells, with next-best digits swapped in where that gives a solution, and the verdict.
pub fn checked(
    mut cells: Vec<CellReading>,
    cancel: &CancelToken,
) -> Result<(Vec<CellReading>, Verdict), ScanError> {
    let values: Vec<u8> = cells.iter().map(|c| c.digit.unwrap_or(0)).collect();
    let first = verdict(&values, cancel)?;
    if first == Verdict::Unique {
        return Ok((cells, first));
    }
    if first == Verdict::Multiple {
        return proper(cells, &values, cancel);
    }
    // The first change that gives a proper puzzle, else the first that gives any solution
    // (a change that drops a right digit can give several solutions, never one that the
    // right digit would not).
    let mut fallback: Option<(Vec<(usize, u8)>, Verdict)> = None;
    for change in changes(&cells) {
        let mut tried = values.clone();
        for &(cell, digit) in &change {
            if let Some(v) = tried.get_mut(cell) {
                *v = digit;
            }
        }
        let found = verdict(&tried, cancel)?;
        if found == Verdict::Unique {
            fallback = Some((change, found));
            break;
        }
        if found == Verdict::Multiple && fallback.is_none() {
            fallback = Some((change, found));
        }
    }
    let Some((change, found)) = fallback else {
        return Ok((cells, Verdict::NoSolution));
    };
    for (cell, digit) in change {
        if let Some(c) = cells.get_mut(cell) {
            c.digit = (digit > 0).then_some(digit);
            c.uncertain = true;
        }
    }
    Ok((cells, found))
}

/// The cells of a reading with several solutions, one doubtful digit changed to its next
/// best if that makes a proper puzzle. A puzzle in print has one solution, so a reading with
/// several has a digit missed or misread; only digits read with doubt are changed, so a
/// puzzle that truly has several solutions keeps the digits read with confidence.
fn proper(
    mut cells: Vec<CellReading>,
    values: &[u8],
    cancel: &CancelToken,
) -> Result<(Vec<CellReading>, Verdict), ScanError> {
    let mut least_sure: Vec<(usize, &CellReading)> = cells
        .iter()
        .enumerate()
        .filter(|(_, c)| c.digit.is_some() && c.ranking.margin() < MULTIPLE_DOUBT)
        .collect();
    least_sure.sort_by(|a, b| a.1.ranking.margin().total_cmp(&b.1.ranking.margin()));
    let doubtful: Vec<(usize, u8)> = least_sure
        .into_iter()
        .flat_map(|(i, c)| {
            c.ranking
                .0
                .iter()
                .skip(1)
                .take(ALTERNATIVES)
                .map(move |&(digit, _)| (i, digit))
        })
        .collect();
    for (cell, digit) in doubtful {
        let mut tried = values.to_vec();
        if let Some(v) = tried.get_mut(cell) {
            *v = digit;
        }
        if verdict(&tried, cancel)? == Verdict::Unique {
            if let Some(c) = cells.get_mut(cell) {
                c.digit = Some(digit);
                c.uncertain = true;
            }
            return Ok((cells, Verdict::Unique));
        }
    }
    Ok((cells, Verdict::Multiple))
}

/// The solver's verdict on `values` (81, 0 for empty).
fn verdict(values: &[u8], cancel: &CancelToken) -> Result<Verdict, ScanError> {
    let grid = Shape::from_size(9)
        .ok()
        .and_then(|shape| Grid::from_values(shape, values).ok());
    let Some(grid) = grid else {
        return Ok(Verdict::NoSolution);
    };
    if !grid.clashes().is_empty() {
        return Ok(Verdict::NoSolution);
    }
    let found = solver::count_solutions(&grid, 2, cancel).map_err(|_| ScanError::Cancelled)?;
    Ok(match found.count {
        0 => Verdict::NoSolution,
        1 => Verdict::Unique,
        _ => Verdict::Multiple,
    })
}

/// The changes to try, in order: each suspect's next-best digits alone, the shapes least like
/// a digit read as empty, then pairs of next-best digits. Suspects are the digit cells with
/// the smallest margins.
fn changes(cells: &[CellReading]) -> Vec<Vec<(usize, u8)>> {
    let mut suspects: Vec<(usize, &CellReading)> = cells
        .iter()
        .enumerate()
        .filter(|(_, c)| c.digit.is_some())
        .collect();
    suspects.sort_by(|a, b| a.1.ranking.margin().total_cmp(&b.1.ranking.margin()));
    suspects.truncate(SUSPECTS);
    let options: Vec<Vec<(usize, u8)>> = suspects
        .iter()
        .map(|(cell, c)| {
            c.ranking
                .0
                .iter()
                .skip(1)
                .take(ALTERNATIVES)
                .map(|&(digit, _)| (*cell, digit))
                .collect()
        })
        .collect();
    let mut changes: Vec<Vec<(usize, u8)>> = options.iter().flatten().map(|&o| vec![o]).collect();
    // Then the shapes least like any digit, read as empty (a smudge taken for a digit).
    let mut far: Vec<(usize, f32)> = cells
        .iter()
        .enumerate()
        .filter(|(_, c)| c.digit.is_some())
        .filter_map(|(i, c)| Some((i, c.ranking.0.first()?.1)))
        .collect();
    far.sort_by(|a, b| b.1.total_cmp(&a.1));
    changes.extend(far.iter().take(SMUDGES).map(|&(cell, _)| vec![(cell, 0)]));
    for (i, first) in options.iter().enumerate() {
        for second in options.iter().skip(i + 1) {
            for &a in first {
                for &b in second {
                    changes.push(vec![a, b]);
                }
            }
        }
    }
    changes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scan::model::Ranking;

    fn cell(digit: u8, ranking: &[(u8, f32)]) -> CellReading {
        CellReading {
            digit: (digit > 0).then_some(digit),
            ranking: Ranking(ranking.to_vec()),
            uncertain: false,
        }
    }

    #[test]
    fn a_clash_is_fixed_with_the_next_best_digit_of_the_least_certain_cell() {
        // HoDoKu's "Example 1", its r1c1 (6) misread as 3, which clashes with r1c6's 3.
        let puzzle =
            "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5";
        let mut cells: Vec<CellReading> = puzzle
            .bytes()
            .map(|b| {
                let d = b.saturating_sub(b'0') % 10;
                cell(d, &[(d, 0.01), (if d == 9 { 1 } else { d + 1 }, 0.5)])
            })
            .collect();
        cells[0] = cell(3, &[(3, 0.10), (6, 0.11), (5, 0.4)]);
        let (fixed, verdict) =
            checked(cells, &CancelToken::new()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(verdict, Verdict::Unique);
        assert_eq!(fixed[0].digit, Some(6));
        assert!(fixed[0].uncertain);
        assert!(!fixed[1].uncertain);
    }

    #[test]
    fn a_reading_with_several_solutions_is_made_proper_by_a_doubtful_digit_only() {
        // HoDoKu's "Example 1" with its r1c1 (6) misread as 8: no clash, several solutions.
        let puzzle =
            "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5";
        let sure: Vec<CellReading> = puzzle
            .bytes()
            .map(|b| {
                let d = b.saturating_sub(b'0') % 10;
                cell(d, &[(d, 0.01), (if d == 9 { 1 } else { d + 1 }, 0.5)])
            })
            .collect();
        let mut values: Vec<u8> = sure.iter().map(|c| c.digit.unwrap_or(0)).collect();
        values[0] = 8;
        let cancel = CancelToken::new();
        let several = verdict(&values, &cancel).unwrap_or(Verdict::Unique);
        assert_eq!(
            several,
            Verdict::Multiple,
            "the misreading has several solutions"
        );
        let mut doubtful = sure.clone();
        doubtful[0] = cell(8, &[(8, 0.10), (6, 0.11), (5, 0.4)]);
        let (fixed, found) = checked(doubtful, &cancel).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!((fixed[0].digit, found), (Some(6), Verdict::Unique));
        assert!(fixed[0].uncertain);
        let mut confident = sure;
        confident[0] = cell(8, &[(8, 0.01), (6, 0.5)]);
        let (kept, found) = checked(confident, &cancel).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!((kept[0].digit, found), (Some(8), Verdict::Multiple));
    }
}
