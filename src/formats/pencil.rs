//! The pencil-mark grid players post on forums and HoDoKu copies: N rows of N cells, each cell
//! the digits still possible there (a lone digit is a solved cell), with optional borders:
//!
//! ```text
//! *-----------------------------------------------------------*
//! | 6     19    2     | 3     19    5     | 4     8     7     |
//! | 578   19    4     | 28    67    1679  | 3     159   1259  |
//! | 578   3     57    | 28    4     179   | 19    6     1259  |
//! |-------------------+-------------------+-------------------|
//! | 3    *678   568   |*17    2     179   | 1679  159   4     |
//! ```
//!
//! Sides up to 9 (4x4, 6x6, 8x8 and 9x9), where every candidate is one character: larger
//! grids have no agreed way to write candidates from 10 up. Border and separator lines (`-`
//! with `+ . : * ' |` corners) are skipped before rows get here; inside a row `|` separates
//! boxes, and the markers `*`, `#`, `@` and `-` that forums and HoDoKu put on the cells of a
//! step are skipped.
//!
//! A lone digit is ambiguous: a solved cell, or a naked single not yet placed. As HoDoKu does,
//! it is a solved cell (a given) unless another cell of one of its houses still lists it. When
//! the grid follows grids of values that agree with it (Simple Sudoku copies "givens + PM" and
//! "givens + set cells + PM" that way), those say which cells are givens and which are placed.

use super::text::{Puzzle, RowError, read_block, words};
use super::{FormatError, Problem};
use crate::board::{Cell, Digit, DigitSet, Grid, Shape};
use std::fmt::Write;

/// The largest side whose digits are one character each.
pub(super) const MAX_SIZE: usize = 9;

/// Markers on cells or candidates that only draw the eye.
const MARKERS: [char; 4] = ['*', '#', '@', '-'];

/// How a row reads as a pencil-mark row: how many cells, and whether one lists several digits.
struct RowKind {
    cells: usize,
    several: bool,
}

/// The row's kind if every word of it is digits 1-9 (markers aside), at least one each.
fn row_kind(row: &str) -> Option<RowKind> {
    let mut kind = RowKind {
        cells: 0,
        several: false,
    };
    for (_, word) in words(row) {
        let mut digits = 0;
        for c in word.chars() {
            match c {
                '1'..='9' => digits += 1,
                c if MARKERS.contains(&c) => {}
                _ => return None,
            }
        }
        if digits == 0 {
            return None;
        }
        kind.cells += 1;
        kind.several |= digits > 1;
    }
    Some(kind)
}

/// The side of a pencil-mark grid whose first row is `row`, if it reads as one: N cells of
/// digits, N a side up to 9.
pub(super) fn row_size(row: &str) -> Option<usize> {
    let cells = row_kind(row)?.cells;
    (cells <= MAX_SIZE && Shape::from_size(cells).is_ok()).then_some(cells)
}

/// Whether a block of rows is a pencil-mark grid of side `size` rather than a grid of values:
/// some row has `size` cells of digits and one of them lists several.
pub(super) fn is_block(rows: &[(usize, &str)], size: usize) -> bool {
    size <= MAX_SIZE
        && rows
            .iter()
            .any(|&(_, row)| row_kind(row).is_some_and(|kind| kind.cells == size && kind.several))
}

/// Each cell's candidates, row-major, from a block of N rows (N the side of `shape`). An error
/// names the line, the column where it helps, and the problem.
pub(super) fn read_marks(shape: Shape, rows: &[(usize, &str)]) -> Result<Vec<DigitSet>, RowError> {
    let split = |row| {
        let words: Vec<(usize, &str)> = words(row).collect();
        let count = words.len();
        Ok((words, count))
    };
    read_block(shape, rows, split, |(column, word)| {
        read_cell(word, column, shape.size())
    })
}

/// One cell's candidates from its word, which starts at `column`.
fn read_cell(word: &str, column: usize, size: usize) -> Result<DigitSet, (usize, Problem)> {
    if !word.contains(|c: char| ('1'..='9').contains(&c)) {
        let found = word.chars().take(20).collect();
        return Err((column, Problem::NoCandidates { found }));
    }
    let mut mark = DigitSet::EMPTY;
    for (i, c) in word.chars().enumerate() {
        if MARKERS.contains(&c) {
            continue;
        }
        let digit = c
            .to_digit(10)
            .and_then(|v| Digit::new(v as u8))
            .ok_or_else(|| (column + i, Problem::NotACandidate { found: c }))?;
        if usize::from(digit.get()) > size {
            let value = usize::from(digit.get());
            return Err((column + i, Problem::DigitTooLarge { value, size }));
        }
        mark.insert(digit);
    }
    Ok(mark)
}

/// The puzzle a pencil-mark grid gives. When the one or two puzzles just before it in
/// `before` are grids of values that agree with it (givens, then givens and set cells), they
/// are taken out and give the givens and placed digits; otherwise each lone digit that no
/// other cell of its houses lists becomes a given.
pub(super) fn puzzle(
    shape: Shape,
    marks: Vec<DigitSet>,
    line: usize,
    before: &mut Vec<Result<Puzzle, FormatError>>,
) -> Puzzle {
    let values = |at: usize| {
        before
            .len()
            .checked_sub(at)
            .and_then(|i| before.get(i))
            .and_then(|read| read.as_ref().ok())
            .filter(|p| p.marks.is_none() && p.grid.shape() == shape && agrees(&p.grid, &marks))
    };
    let (taken, givens, cells) = match (values(2), values(1)) {
        (Some(givens), Some(cells)) if givens.grid.agrees_with(&cells.grid) => (2, givens, cells),
        (_, Some(cells)) => (1, cells, cells),
        _ => {
            let grid = lone_digits_as_givens(shape, &marks);
            return Puzzle::new(grid, line).with_marks(Some(marks));
        }
    };
    let mut grid = givens.grid.clone();
    for cell in shape.cells() {
        grid.set_value(cell, cells.grid.value(cell));
    }
    let line = givens.line;
    before.truncate(before.len().saturating_sub(taken));
    Puzzle::new(grid, line).with_marks(Some(marks))
}

/// Whether every digit of `grid` is the lone candidate of its cell in `marks`.
fn agrees(grid: &Grid, marks: &[DigitSet]) -> bool {
    let shape = grid.shape();
    marks.len() == shape.cell_count()
        && shape
            .cells()
            .zip(marks)
            .all(|(cell, mark)| grid.value(cell).is_none_or(|d| mark.as_single() == Some(d)))
}

/// The grid whose givens are the lone digits that no other cell of their houses lists.
fn lone_digits_as_givens(shape: Shape, marks: &[DigitSet]) -> Grid {
    let mut grid = Grid::empty(shape);
    for (cell, mark) in shape.cells().zip(marks) {
        let Some(digit) = mark.as_single() else {
            continue;
        };
        let listed_nearby = shape.peers(cell).any(|peer| {
            let mark = shape.index_of(peer).and_then(|i| marks.get(i));
            mark.is_some_and(|m| m.contains(digit))
        });
        if !listed_nearby {
            grid.set_given(cell, Some(digit));
        }
    }
    grid
}

/// The digits the peers of `cell` hold.
pub(super) fn peer_digits(grid: &Grid, cell: Cell) -> DigitSet {
    grid.shape()
        .peers(cell)
        .filter_map(|p| grid.value(p))
        .collect()
}

/// What the writers show for an empty cell: its marks (digits up to the side), or when it has
/// none (the player has not noted it), every digit that no peer holds.
pub(super) fn shown_marks(grid: &Grid, marks: Option<&[DigitSet]>, cell: Cell) -> DigitSet {
    let shape = grid.shape();
    let full = DigitSet::full(shape.size()).bits();
    let noted = shape
        .index_of(cell)
        .and_then(|i| marks?.get(i))
        .map(|mark| mark.bits() & full)
        .filter(|&bits| bits != 0);
    DigitSet::from_bits(noted.unwrap_or(full & !peer_digits(grid, cell).bits()))
}

/// The grid with its candidates as a forum pencil-mark grid: `+---+` borders, `|` between
/// boxes, each column as wide as its longest cell. A cell holding a digit shows that digit;
/// an empty cell its marks, or when it has none (not noted), every digit no peer holds; a
/// cell left with no possible digit shows `.`, which reads back as an error.
///
/// ```text
/// +-------------+-------------+---------------+
/// | 6  19   2   | 3  19  5    | 4    8    7   |
/// ```
///
/// `None` for grids larger than 9x9, whose digits are not single characters.
pub fn to_pencil_grid(grid: &Grid, marks: Option<&[DigitSet]>) -> Option<String> {
    let shape = grid.shape();
    let n = shape.size();
    if n > MAX_SIZE {
        return None;
    }
    let texts: Vec<String> = shape
        .cells()
        .map(|cell| match grid.value(cell) {
            Some(digit) => digit.to_string(),
            None => {
                let shown = shown_marks(grid, marks, cell);
                let text: String = shown.iter().map(|d| d.to_string()).collect();
                if text.is_empty() {
                    ".".to_string()
                } else {
                    text
                }
            }
        })
        .collect();
    let mut widths = vec![1; n];
    for row in texts.chunks(n) {
        for (width, text) in widths.iter_mut().zip(row) {
            *width = (*width).max(text.len());
        }
    }
    let stack = shape.box_cols();
    let mut rule = String::from("+");
    for stack_widths in widths.chunks(stack) {
        let dashes: usize = stack_widths.iter().map(|w| w + 2).sum();
        rule.push_str(&"-".repeat(dashes));
        rule.push('+');
    }
    let mut out = String::new();
    for (r, row) in texts.chunks(n).enumerate() {
        if r % shape.box_rows() == 0 {
            out.push_str(&rule);
            out.push('\n');
        }
        for (cells, stack_widths) in row.chunks(stack).zip(widths.chunks(stack)) {
            out.push('|');
            for (text, &width) in cells.iter().zip(stack_widths) {
                let _ = write!(out, " {text:<width$} ");
            }
        }
        out.push_str("|\n");
    }
    out.push_str(&rule);
    out.push('\n');
    Some(out)
}
