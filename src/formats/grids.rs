//! Grids of N rows of N cells, one after another: compact or spaced, with or without box
//! separators (SadMan `.sdk`, Simple Sudoku `.ss`, HoDoKu's printed givens), and pencil-mark
//! grids among them.

use super::text::{Cells, Puzzle, RowError, cells_of, checked_value, finish, read_block};
use super::{FormatError, Problem, pencil};
use crate::board::{Shape, Units};

/// Puzzles from grids of N rows of N cells, one after another; N comes from the first row.
/// Each grid holds values or, for sides up to 9, candidates (see [`pencil`]).
pub(super) fn grid_puzzles(
    origin: &str,
    first_line: usize,
    rows: &[(usize, &str)],
) -> Vec<Result<Puzzle, FormatError>> {
    let error = |line: usize, column: Option<usize>, problem: Problem| FormatError {
        origin: origin.to_string(),
        line: Some(line),
        column,
        problem,
    };
    let size = match rows
        .first()
        .map(|&(_, row)| (pencil::row_size(row), cells_of(row)))
    {
        Some((Some(size), _)) | Some((None, Ok(Cells { count: size, .. }))) => size,
        Some((None, Err((column, problem)))) => {
            return vec![Err(error(first_line, Some(column), problem))];
        }
        None => return vec![Err(error(first_line, None, Problem::NoPuzzle))],
    };
    let shape = match Shape::from_size(size) {
        Ok(shape) => shape,
        Err(_) => return vec![Err(error(first_line, None, Problem::NoShape { size }))],
    };
    let units = Units::new(shape);
    let mut puzzles = Vec::new();
    for chunk in rows.chunks(size) {
        let (Some(&(start, _)), Some(&(last, _))) = (chunk.first(), chunk.last()) else {
            continue;
        };
        if chunk.len() < size {
            let found = chunk.len();
            let problem = Problem::RowCount {
                expected: size,
                found,
            };
            puzzles.push(Err(error(last, None, problem)));
        } else if pencil::is_block(chunk, size) {
            match pencil::read_marks(shape, chunk) {
                Ok(marks) => {
                    let puzzle = pencil::puzzle(shape, marks, start, &mut puzzles);
                    puzzles.push(Ok(puzzle));
                }
                Err((line, column, problem)) => puzzles.push(Err(error(line, column, problem))),
            }
        } else {
            let values = values_block(shape, chunk).map_err(|(l, c, p)| error(l, c, p));
            let puzzle = values.and_then(|values| {
                finish(&units, &values)
                    .map(|grid| Puzzle::new(grid, start))
                    .map_err(|p| error(start, None, p))
            });
            puzzles.push(puzzle);
        }
    }
    puzzles
}

/// The values of a block of N rows of N cells, row-major. An error names the line, the column
/// where it helps, and the problem.
fn values_block(shape: Shape, rows: &[(usize, &str)]) -> Result<Vec<u8>, RowError> {
    let split = |row: &str| cells_of(row).map(|cells| (cells.values, cells.count));
    read_block(shape, rows, split, |(value, column)| {
        checked_value(shape, value, column)
    })
}
