//! HoDoKu's library format: one puzzle with its state on a line,
//! `:<technique>:<digits>:<givens, + before placed digits>:<deleted candidates>:<eliminations>:<placements>:<extra>`,
//! where candidates are `<digit><row><col>` triples separated by spaces (9x9 only).

use super::Problem;
use crate::board::{Digit, DigitSet, Grid, Shape};

/// A line of HoDoKu's library format.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LibraryEntry {
    /// The technique code, with its variant (`0100`, `0603-2`, `0606-x`).
    pub technique: String,
    /// The digits the step is about.
    pub digits: Vec<Digit>,
    /// Givens as givens, placed digits as entries.
    pub grid: Grid,
    /// Each cell's candidates before peers are taken into account: every digit, less the
    /// deleted candidates.
    pub marks: Vec<DigitSet>,
    /// Eliminations the step makes: (cell, digit).
    pub eliminations: Vec<(usize, Digit)>,
    /// Placements the step makes: (cell, digit).
    pub placements: Vec<(usize, Digit)>,
    /// The extra field (a chain's length), as written.
    pub extra: String,
}

/// Whether a line looks like the library format: `:<code>:` then fields.
pub fn is_library_line(line: &str) -> bool {
    let mut fields = line.trim().split(':');
    fields.next() == Some("")
        && fields
            .next()
            .is_some_and(|code| code.len() >= 4 && code.bytes().take(4).all(|b| b.is_ascii_digit()))
        && line.matches(':').count() >= 4
}

/// Reads one library line. An error carries the 1-based column and the problem.
pub fn read_library_line(line: &str) -> Result<LibraryEntry, (usize, Problem)> {
    let line = line.trim();
    let mut fields = Vec::new();
    let mut column = 1;
    for field in line.split(':') {
        fields.push((column, field));
        column += field.chars().count() + 1;
    }
    let field = |i: usize| fields.get(i).copied().unwrap_or((column, ""));
    let bad = |column: usize, found: &str| {
        (
            column,
            Problem::NotADigit {
                found: found.chars().take(20).collect(),
            },
        )
    };
    let (_, technique) = field(1);
    let (digits_column, digit_text) = field(2);
    let digits = digit_text
        .chars()
        .enumerate()
        .map(|(i, c)| {
            c.to_digit(10)
                .and_then(|v| Digit::new(v as u8))
                .ok_or_else(|| bad(digits_column + i, &c.to_string()))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let (givens_column, givens) = field(3);
    let grid = read_givens(givens, givens_column)?;
    let mut marks = vec![DigitSet::full(9); 81];
    for (cell, digit) in read_candidates(field(4))? {
        if let Some(mark) = marks.get_mut(cell) {
            mark.remove(digit);
        }
    }
    Ok(LibraryEntry {
        technique: technique.to_string(),
        digits,
        grid,
        marks,
        eliminations: read_candidates(field(5))?,
        placements: read_candidates(field(6))?,
        extra: field(7).1.to_string(),
    })
}

fn read_givens(text: &str, column: usize) -> Result<Grid, (usize, Problem)> {
    let mut grid = Grid::empty(Shape::NINE);
    let mut cell = 0;
    let mut placed = false;
    for (i, c) in text.chars().enumerate() {
        let at = column + i;
        match c {
            '+' => {
                placed = true;
                continue;
            }
            '.' | '0' => {}
            '1'..='9' => {
                let digit = Digit::new(c as u8 - b'0');
                if cell >= 81 {
                    return Err((at, Problem::LineCellCount { found: cell + 1 }));
                }
                let target = Shape::NINE.cell_at(cell);
                if placed {
                    grid.set_value(target, digit);
                } else {
                    grid.set_given(target, digit);
                }
            }
            _ => {
                return Err((
                    at,
                    Problem::NotADigit {
                        found: c.to_string(),
                    },
                ));
            }
        }
        placed = false;
        cell += 1;
    }
    if cell != 81 {
        return Err((column, Problem::LineCellCount { found: cell }));
    }
    if let Some(&clash) = grid.clashes().first() {
        return Err((column, Problem::Clash(clash)));
    }
    Ok(grid)
}

/// Reads `<digit><row><col>` triples separated by spaces.
fn read_candidates((column, text): (usize, &str)) -> Result<Vec<(usize, Digit)>, (usize, Problem)> {
    let mut found = Vec::new();
    let mut at = column;
    for word in text.split(' ') {
        let bytes = word.as_bytes();
        if !word.is_empty() {
            let number = |i: usize| {
                bytes
                    .get(i)
                    .filter(|b| (b'1'..=b'9').contains(b))
                    .map(|b| b - b'0')
            };
            match (word.len(), number(0), number(1), number(2)) {
                (3, Some(d), Some(r), Some(c)) => {
                    if let Some(digit) = Digit::new(d) {
                        found.push((usize::from(r - 1) * 9 + usize::from(c - 1), digit));
                    }
                }
                _ => {
                    return Err((
                        at,
                        Problem::NotADigit {
                            found: word.chars().take(20).collect(),
                        },
                    ));
                }
            }
        }
        at += word.chars().count() + 1;
    }
    Ok(found)
}

/// Writes a grid with its candidates as a library line for `technique` (`0000` when none
/// applies): givens plain, placed digits with `+`, and as deleted candidates every digit that
/// is missing from an empty cell's `marks` although no peer holds it.
pub fn write_library_line(grid: &Grid, marks: &[DigitSet], technique: &str) -> String {
    let shape = grid.shape();
    let mut givens = String::new();
    let mut deleted = Vec::new();
    for (index, cell) in shape.cells().enumerate() {
        match grid.value(cell) {
            Some(digit) => {
                if !grid.is_given(cell) {
                    givens.push('+');
                }
                givens.push_str(&digit.to_string());
            }
            None => {
                givens.push('.');
                let seen: DigitSet = shape.peers(cell).filter_map(|p| grid.value(p)).collect();
                let mark = marks.get(index).copied().unwrap_or(DigitSet::full(9));
                for digit in DigitSet::full(shape.size()).iter() {
                    if !seen.contains(digit) && !mark.contains(digit) {
                        deleted.push(format!("{digit}{}{}", cell.row() + 1, cell.col() + 1));
                    }
                }
            }
        }
    }
    format!(":{technique}::{givens}:{}:::", deleted.join(" "))
}
