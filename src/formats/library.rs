//! HoDoKu's library format: one puzzle with its state on a line,
//! `:<technique>:<digits>:<givens, + before placed digits>:<deleted candidates>:<eliminations>:<placements>:<extra>`,
//! where candidates are `<digit><row><col>` triples separated by spaces.
//!
//! HoDoKu writes 9x9 grids only; the same line reads and writes every side up to 9 (the givens
//! field has N*N cells, and each digit, row and column is still one character).

use super::Problem;
use super::pencil::{MAX_SIZE, peer_digits, shown_marks};
use crate::board::{Cell, Digit, DigitSet, Grid, Shape};

/// A line of HoDoKu's library format.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LibraryEntry {
    /// The technique code, with its variant (`0100`, `0603-2`, `0606-x`; `0000` for none).
    pub technique: String,
    /// The digits the step is about (none when the field is `x` or empty).
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

impl LibraryEntry {
    /// Each cell's candidates as a player sees them, row-major: [`LibraryEntry::marks`] less
    /// the digits its peers hold; a cell holding a digit has just that digit.
    pub fn candidates(&self) -> Vec<DigitSet> {
        let shape = self.grid.shape();
        shape
            .cells()
            .zip(&self.marks)
            .map(|(cell, &mark)| match self.grid.value(cell) {
                Some(digit) => std::iter::once(digit).collect(),
                None => DigitSet::from_bits(mark.bits() & !peer_digits(&self.grid, cell).bits()),
            })
            .collect()
    }
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

/// Reads one library line. An error carries the 1-based column (in `line` as given, leading
/// spaces included) and the problem.
pub fn read_library_line(line: &str) -> Result<LibraryEntry, (usize, Problem)> {
    let body = line.trim_start();
    let mut column = 1 + line.chars().count() - body.chars().count();
    let mut fields = Vec::new();
    for field in body.trim_end().split(':') {
        fields.push((column, field));
        column += field.chars().count() + 1;
    }
    let field = |i: usize| fields.get(i).copied().unwrap_or((column, ""));
    let (_, technique) = field(1);
    let digits = read_digits(field(2))?;
    let (givens_column, givens) = field(3);
    let grid = read_givens(givens, givens_column)?;
    let shape = grid.shape();
    let mut marks = vec![DigitSet::full(shape.size()); shape.cell_count()];
    for (cell, digit) in read_candidates(field(4), shape)? {
        if let Some(mark) = marks.get_mut(cell) {
            mark.remove(digit);
        }
    }
    Ok(LibraryEntry {
        technique: technique.to_string(),
        digits,
        grid,
        marks,
        eliminations: read_candidates(field(5), shape)?,
        placements: read_candidates(field(6), shape)?,
        extra: field(7).1.to_string(),
    })
}

fn not_a_digit(column: usize, found: &str) -> (usize, Problem) {
    let found = found.chars().take(20).collect();
    (column, Problem::NotADigit { found })
}

/// The step's digits: `123`, or `x` (HoDoKu's word for none).
fn read_digits((column, text): (usize, &str)) -> Result<Vec<Digit>, (usize, Problem)> {
    if text == "x" {
        return Ok(Vec::new());
    }
    text.chars()
        .enumerate()
        .map(|(i, c)| {
            c.to_digit(10)
                .and_then(|v| Digit::new(v as u8))
                .ok_or_else(|| not_a_digit(column + i, &c.to_string()))
        })
        .collect()
}

/// The givens field: N*N cells (N up to 9), `.` or `0` empty, `+` before a placed digit.
fn read_givens(text: &str, column: usize) -> Result<Grid, (usize, Problem)> {
    // (value, placed, column) for each cell.
    let mut cells = Vec::new();
    let mut placed = false;
    for (i, c) in text.chars().enumerate() {
        let at = column + i;
        let value = match c {
            '+' => {
                placed = true;
                continue;
            }
            '.' | '0' => 0,
            '1'..='9' => c as u8 - b'0',
            _ => return Err(not_a_digit(at, &c.to_string())),
        };
        if cells.len() >= MAX_SIZE * MAX_SIZE {
            return Err((
                at,
                Problem::LineCellCount {
                    found: cells.len() + 1,
                },
            ));
        }
        cells.push((value, placed, at));
        placed = false;
    }
    let shape = Shape::from_cell_count(cells.len())
        .filter(|shape| shape.size() <= MAX_SIZE)
        .ok_or((column, Problem::LineCellCount { found: cells.len() }))?;
    let size = shape.size();
    let mut grid = Grid::empty(shape);
    for (index, &(value, placed, at)) in cells.iter().enumerate() {
        if usize::from(value) > size {
            let value = usize::from(value);
            return Err((at, Problem::DigitTooLarge { value, size }));
        }
        let (cell, digit) = (shape.cell_at(index), Digit::new(value));
        if placed {
            grid.set_value(cell, digit);
        } else {
            grid.set_given(cell, digit);
        }
    }
    match grid.clashes().first() {
        Some(&clash) => Err((column, Problem::Clash(clash))),
        None => Ok(grid),
    }
}

/// Reads `<digit><row><col>` triples separated by spaces: (row-major cell, digit).
fn read_candidates(
    (column, text): (usize, &str),
    shape: Shape,
) -> Result<Vec<(usize, Digit)>, (usize, Problem)> {
    let size = shape.size();
    let mut found = Vec::new();
    let mut at = column;
    for word in text.split(' ') {
        if !word.is_empty() {
            let numbers: Option<Vec<usize>> = word
                .chars()
                .map(|c| c.to_digit(10).map(|v| v as usize))
                .collect();
            let Some(&[digit, row, col]) = numbers.as_deref() else {
                return Err(not_a_digit(at, word));
            };
            if [digit, row, col].contains(&0) {
                return Err(not_a_digit(at, word));
            }
            if let Some(&value) = [digit, row, col].iter().find(|&&v| v > size) {
                return Err((at, Problem::DigitTooLarge { value, size }));
            }
            if let (Some(index), Some(digit)) = (
                shape.index_of(Cell::new(row - 1, col - 1)),
                Digit::new(digit as u8),
            ) {
                found.push((index, digit));
            }
        }
        at += word.chars().count() + 1;
    }
    Ok(found)
}

/// The grid and its candidates as a library line with no step, as HoDoKu copies a puzzle:
/// `:0000:x:<givens>:<deleted candidates>::`. Givens are written plain, placed digits with
/// `+`; the deleted candidates are the digits an empty cell's `marks` lack although no peer
/// holds them. Without `marks`, or for a cell whose marks are empty (not noted), nothing is
/// deleted. A mark on a digit that a peer holds cannot be written and is dropped.
///
/// `None` for grids larger than 9x9, whose digits are not single characters.
pub fn to_library_line(grid: &Grid, marks: Option<&[DigitSet]>) -> Option<String> {
    let shape = grid.shape();
    if shape.size() > MAX_SIZE {
        return None;
    }
    let mut givens = String::new();
    let mut deleted = Vec::new();
    for cell in shape.cells() {
        match grid.value(cell) {
            Some(digit) => {
                if !grid.is_given(cell) {
                    givens.push('+');
                }
                givens.push_str(&digit.to_string());
            }
            None => {
                givens.push('.');
                let open = DigitSet::full(shape.size()).bits() & !peer_digits(grid, cell).bits();
                let shown = shown_marks(grid, marks, cell);
                for digit in DigitSet::from_bits(open & !shown.bits()).iter() {
                    deleted.push(format!("{digit}{}{}", cell.row() + 1, cell.col() + 1));
                }
            }
        }
    }
    Some(format!(":0000:x:{givens}:{}::", deleted.join(" ")))
}
