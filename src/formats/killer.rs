//! The killer texts of killer forums, one puzzle a line.
//!
//! - **The short form**: 81 characters, one a cell in reading order. A cell holds its cage's
//!   sum (`1`-`9`, then `A`-`Z` for 10 to 35 and `a`-`j` for 36 to 45) or an arrow to a
//!   neighbour in the same cage: `<` `>` `^` `v`, and the diagonals `` ` `` (up-left), `'`
//!   (up-right), `,` (down-left) and `.` (down-right). Following the arrows from any cell leads
//!   to the cell holding its cage's sum. `0` is a cell in no cage.
//! - **SudoCue's long form**: `3x3:d:k:` and then 81 numbers separated by `:`, each
//!   `sum * 256 + cage number` (0: the cell is in no cage). A `d` in the second field makes
//!   it a killer X: both diagonals hold every digit too.
//!
//! Neither has givens. Errors name the column of the cell (short form) or the cell.

use super::Problem;
use super::TextFormat;
use super::text::Puzzle;
use super::variant::{malformed, ruled_grid};
use crate::board::{Cage, Rules, Shape};
use crate::t;
use std::collections::BTreeMap;

const SHORT: TextFormat = TextFormat::Killer;
const LONG: TextFormat = TextFormat::SudoCueKiller;

/// An arrow's step (rows, columns), if `c` is an arrow.
fn arrow(c: char) -> Option<(isize, isize)> {
    Some(match c {
        '<' => (0, -1),
        '>' => (0, 1),
        '^' => (-1, 0),
        'v' => (1, 0),
        '`' => (-1, -1),
        '\'' => (-1, 1),
        ',' => (1, -1),
        '.' => (1, 1),
        _ => return None,
    })
}

/// A sum character's sum (0: no cage).
fn sum_of(c: char) -> Option<u16> {
    let value = match c {
        '0'..='9' => u32::from(c) - u32::from('0'),
        'A'..='Z' => u32::from(c) - u32::from('A') + 10,
        'a'..='j' => u32::from(c) - u32::from('a') + 36,
        _ => return None,
    };
    u16::try_from(value).ok()
}

/// Whether a line is the short form: 81 sum or arrow characters, at least one of them
/// neither a digit nor `.` (a line of digits and dots is a classic puzzle).
pub(super) fn is_killer_short(line: &str) -> bool {
    let line = line.trim();
    line.chars().count() == 81
        && line
            .chars()
            .all(|c| arrow(c).is_some() || sum_of(c).is_some())
        && line.chars().any(|c| !c.is_ascii_digit() && c != '.')
}

/// Reads the short form. An error carries the 1-based column of the cell at fault.
pub(super) fn read_killer_short(
    text: &str,
    line: usize,
) -> Result<Puzzle, (Option<usize>, Problem)> {
    let indent = text.len() - text.trim_start().len();
    let chars: Vec<char> = text.trim().chars().collect();
    let shape = Shape::NINE;
    let n = shape.size();
    let at = |cell: usize, reason: String| (Some(indent + cell + 1), malformed(SHORT, reason));
    if chars.len() != n * n {
        return Err((
            None,
            malformed(SHORT, t!("error-cells-not-81", count = chars.len())),
        ));
    }
    let mut heads: BTreeMap<usize, Vec<u16>> = BTreeMap::new();
    for start in 0..chars.len() {
        let mut cell = start;
        let mut steps = 0;
        loop {
            let c = chars.get(cell).copied().unwrap_or(' ');
            if let Some(sum) = sum_of(c) {
                if sum == 0 && cell != start {
                    let to = shape.cell_at(cell);
                    let from = shape.cell_at(start);
                    return Err(at(
                        start,
                        t!("error-arrows-from-lead-to-in", from = &from, to = &to),
                    ));
                }
                if sum != 0 {
                    heads.entry(cell).or_default().push(start as u16);
                }
                break;
            }
            let Some((dr, dc)) = arrow(c) else {
                return Err(at(cell, t!("error-is-neither-sum-nor-arrow", c = &c)));
            };
            let (r, col) = ((cell / n) as isize + dr, (cell % n) as isize + dc);
            if !(0..n as isize).contains(&r) || !(0..n as isize).contains(&col) {
                let from = shape.cell_at(cell);
                return Err(at(
                    cell,
                    t!("error-arrow-at-points-off-grid", c = &c, from = &from),
                ));
            }
            cell = (r as usize) * n + col as usize;
            steps += 1;
            if steps > n * n {
                let from = shape.cell_at(start);
                return Err(at(start, t!("error-arrows-from-go-round-in", from = &from)));
            }
        }
    }
    let cages = heads
        .into_iter()
        .map(|(head, cells)| Cage::new(cells, chars.get(head).copied().and_then(sum_of)))
        .collect();
    let rules = Rules {
        cages,
        ..Rules::CLASSIC
    };
    let grid = ruled_grid(shape, &[0; 81], &[], rules).map_err(|p| (None, p))?;
    Ok(Puzzle::new(grid, line))
}

/// Whether a line is SudoCue's long form: `RxC:<flags>:k:` then numbers.
pub(super) fn is_sudocue(line: &str) -> bool {
    let mut fields = line.trim().split(':');
    let dims = fields.next().unwrap_or("");
    let _flags = fields.next();
    let kind = fields.next().unwrap_or("");
    dims.split_once('x').is_some_and(|(a, b)| {
        !a.is_empty() && !b.is_empty() && a.bytes().chain(b.bytes()).all(|c| c.is_ascii_digit())
    }) && kind.eq_ignore_ascii_case("k")
}

/// Reads SudoCue's long form.
pub(super) fn read_sudocue(text: &str, line: usize) -> Result<Puzzle, Problem> {
    let mut fields = text.trim().split(':');
    let dims = fields.next().unwrap_or("");
    let flags = fields.next().unwrap_or("");
    let _kind = fields.next();
    let (rows, cols) = dims
        .split_once('x')
        .and_then(|(a, b)| Some((a.parse().ok()?, b.parse().ok()?)))
        .ok_or_else(|| malformed(LONG, t!("error-is-not-box-size", dims = &dims)))?;
    let shape = Shape::new(rows, cols).map_err(|_| Problem::NoShape {
        size: rows.saturating_mul(cols),
    })?;
    let numbers: Vec<&str> = fields.filter(|f| !f.trim().is_empty()).collect();
    if numbers.len() != shape.cell_count() {
        let reason = t!(
            "error-cells-not",
            count = numbers.len(),
            cell_count = &shape.cell_count()
        );
        return Err(malformed(LONG, reason));
    }
    let mut cages: BTreeMap<u32, (u32, Vec<u16>)> = BTreeMap::new();
    for (index, word) in numbers.iter().enumerate() {
        let cell = shape.cell_at(index);
        let value: u32 = word.trim().parse().map_err(|_| {
            malformed(
                LONG,
                t!("error-holds-not-number", cell = &cell, trim = &word.trim()),
            )
        })?;
        let (sum, id) = (value / 256, value % 256);
        if sum == 0 {
            continue;
        }
        let cage = cages.entry(id).or_insert((sum, Vec::new()));
        if cage.0 != sum {
            let reason = t!(
                "error-gives-cage-sum-another-cell",
                cell = &cell,
                id = &id,
                sum = &sum,
                value = &cage.0
            );
            return Err(malformed(LONG, reason));
        }
        cage.1.push(index as u16);
    }
    let diagonals = flags.contains(['d', 'D']);
    let rules = Rules {
        cages: cages
            .into_values()
            .map(|(sum, cells)| Cage::new(cells, u16::try_from(sum).ok()))
            .collect(),
        diagonal_down: diagonals,
        diagonal_up: diagonals,
        ..Rules::CLASSIC
    };
    let grid = ruled_grid(shape, &vec![0; shape.cell_count()], &[], rules)?;
    Ok(Puzzle::new(grid, line))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pairs of cells side by side (`>` then the sum), nine pairs to a row but the last cell
    /// of each row alone with its own digit's sum.
    fn dominoes() -> String {
        let mut line = String::new();
        for _ in 0..9 {
            line.push_str(">9>9>9>9");
            line.push('5');
        }
        line
    }

    #[test]
    fn arrows_lead_to_the_sum() {
        let text = dominoes();
        assert!(is_killer_short(&text));
        let puzzle = read_killer_short(&text, 1).map_err(|(_, p)| p.to_string());
        let puzzle = puzzle.unwrap_or_else(|e| panic!("{e}"));
        let cages = &puzzle.grid.rules().cages;
        assert_eq!(cages.len(), 45);
        assert_eq!(cages.first(), Some(&Cage::new([0, 1], Some(9))));
        assert_eq!(cages.get(4), Some(&Cage::new([8], Some(5))));
    }

    #[test]
    fn arrows_off_the_grid_or_round_in_circles_name_their_column() {
        let mut off = dominoes();
        off.replace_range(0..1, "<");
        let error = read_killer_short(&off, 3).err();
        assert_eq!(error.as_ref().map(|e| e.0), Some(Some(1)));
        let message = error.map(|e| e.1.to_string()).unwrap_or_default();
        assert!(message.contains("off the grid"), "{message}");
        let mut circle = dominoes();
        circle.replace_range(0..2, "><");
        let message = read_killer_short(&circle, 3).err().map(|e| e.1.to_string());
        assert!(message.unwrap_or_default().contains("circle"));
        // A classic line is not the short form.
        assert!(!is_killer_short(
            &"1.".repeat(40).chars().chain(['5']).collect::<String>()
        ));
    }

    #[test]
    fn sudocue_numbers_are_sums_and_cage_ids() {
        let cells: Vec<String> = (0..81)
            .map(|i| {
                if i < 2 {
                    (3 * 256 + 7).to_string()
                } else {
                    "0".to_string()
                }
            })
            .collect();
        let text = format!("3x3:d:k:{}", cells.join(":"));
        assert!(is_sudocue(&text));
        let puzzle = read_sudocue(&text, 1).map_err(|e| e.to_string());
        let puzzle = puzzle.unwrap_or_else(|e| panic!("{e}"));
        let rules = puzzle.grid.rules();
        assert_eq!(rules.cages, vec![Cage::new([0, 1], Some(3))]);
        assert!(rules.diagonal_down && rules.diagonal_up);
        let bad = text.replacen("775", "1031", 1);
        let error = read_sudocue(&bad, 1).err().map(|e| e.to_string());
        assert!(error.unwrap_or_default().contains("cage 7"));
    }
}
