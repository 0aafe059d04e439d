//! One puzzle a line: compact (81 characters, `.` or `0` empty), numbers separated by spaces
//! for any size, a compact puzzle inside other words (`<id> <puzzle> <rating>`), and HoDoKu's
//! library lines.

use super::text::{Puzzle, cells_of, checked_values, finish, strip_comment, words};
use super::{FormatError, Problem, is_library_line, read_library_line};
use crate::board::{Shape, Units};

/// Longest compact puzzle line and the sides it may have (16, 36, 64 or 81 characters).
const COMPACT_SIDES: [usize; 4] = [4, 6, 8, 9];

/// Whether the text holds one puzzle per line (rather than grids of N rows), judged from its
/// first content line.
pub(super) fn is_line_file<'a, I>(first: &str, content: impl Fn() -> I) -> bool
where
    I: Iterator<Item = (usize, &'a str)>,
{
    let Ok(cells) = cells_of(strip_comment(first)) else {
        // A bad first line: a long one is a puzzle line, a short one a grid row.
        return first.trim().chars().filter(|c| !c.is_whitespace()).count() > 30;
    };
    match cells.count {
        0..16 | 17..=25 => false,
        16 if cells.compact => true,
        // Sixteen numbers: a 4x4 puzzle on a line, or a row of a 16x16 grid.
        16 => {
            let large = cells.values.iter().any(|&(v, _)| v > 4);
            !large && content().count() != 16
        }
        _ => true,
    }
}

/// Reads puzzle lines one by one, keeping the unit tables of the last shape.
pub(super) struct LineReader<'a> {
    origin: &'a str,
    /// Unit tables for the clash check, built once for the shape of the lines.
    units: Option<Units>,
}

impl<'a> LineReader<'a> {
    /// A reader of the lines of the text named `origin`.
    pub(super) fn new(origin: &'a str) -> LineReader<'a> {
        LineReader {
            origin,
            units: None,
        }
    }

    fn error(&self, line: usize, column: Option<usize>, problem: Problem) -> FormatError {
        FormatError {
            origin: self.origin.to_string(),
            line: Some(line),
            column,
            problem,
        }
    }

    /// One puzzle from one line.
    pub(super) fn puzzle(&mut self, line: usize, body: &str) -> Result<Puzzle, FormatError> {
        if is_library_line(body) {
            let entry = read_library_line(body).map_err(|(c, p)| self.error(line, Some(c), p))?;
            let marks = Some(entry.candidates());
            let grid = entry.grid;
            return Ok(Puzzle::new(grid, line).with_marks(marks));
        }
        let body = strip_comment(body);
        let (cells, offset) = match cells_of(body) {
            Ok(cells) if Shape::from_cell_count(cells.count).is_some() => (cells, 0),
            whole => match embedded_puzzle(body) {
                Some((column, word)) => {
                    let cells = cells_of(word)
                        .map_err(|(c, p)| self.error(line, Some(c + column - 1), p))?;
                    (cells, column - 1)
                }
                None => {
                    let cells = whole.map_err(|(c, p)| self.error(line, Some(c), p))?;
                    let problem = Problem::LineCellCount { found: cells.count };
                    return Err(self.error(line, None, problem));
                }
            },
        };
        let shape = Shape::from_cell_count(cells.count)
            .ok_or_else(|| self.error(line, None, Problem::LineCellCount { found: cells.count }))?;
        let values = checked_values(shape, cells.values.iter().map(|&(v, c)| (v, c + offset)))
            .map_err(|(c, p)| self.error(line, Some(c), p))?;
        let units = match self.units.take() {
            Some(units) if units.shape() == shape => units,
            _ => Units::new(shape),
        };
        let grid = finish(&units, &values);
        self.units = Some(units);
        grid.map_err(|p| self.error(line, None, p))
            .map(|grid| Puzzle::new(grid, line))
    }
}

/// A word of a line that is a compact puzzle (as in `<id> <81 digits> <rating>`), if exactly
/// one is, with its 1-based column.
fn embedded_puzzle(body: &str) -> Option<(usize, &str)> {
    let mut found = words(body).filter(|(_, word)| {
        COMPACT_SIDES.iter().any(|n| n * n == word.len())
            && word.bytes().all(|b| b == b'.' || b.is_ascii_digit())
    });
    let first = found.next()?;
    found.next().is_none().then_some(first)
}
