//! Errors raised when building boards from numbers that do not fit.

use thiserror::Error;

/// A shape, a digit or a grid that the board model cannot represent.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BoardError {
    /// Boxes of these dimensions give a size outside 4..=25 (or a side below 2).
    #[error("boxes of {box_rows}x{box_cols} do not make a grid of size 4 to 25")]
    BadShape {
        /// Rows in one box.
        box_rows: usize,
        /// Columns in one box.
        box_cols: usize,
    },
    /// No box layout divides this side length (it is prime, or outside 4..=25).
    #[error("no Sudoku has side {size}: the side must be 4 to 25 and split into boxes (not prime)")]
    NoShapeForSize {
        /// The side length asked for.
        size: usize,
    },
    /// A digit outside 1..=25.
    #[error("{value} is not a digit from 1 to 25")]
    BadDigit {
        /// The number found.
        value: u8,
    },
    /// A grid's given flags do not fit its values (a given on an empty cell, or flags of
    /// another length).
    #[error(
        "the given flags do not fit the cells ({flags} flags for {cells} cells, or a given on an empty cell)"
    )]
    BadGivens {
        /// Flags found.
        flags: usize,
        /// Cells in the grid.
        cells: usize,
    },
    /// A list of cell values had the wrong length for the shape.
    #[error("expected {expected} cells, found {found}")]
    WrongCellCount {
        /// Cells the shape has.
        expected: usize,
        /// Cells that were given.
        found: usize,
    },
    /// The rules do not fit the shape.
    #[error(transparent)]
    Rules(#[from] super::RulesError),
    /// A value is larger than the grid's side.
    #[error("{cell} holds {value}, larger than the grid size {size}")]
    DigitOutOfRange {
        /// Where the value is.
        cell: super::Cell,
        /// The value found.
        value: usize,
        /// The side length of the grid.
        size: usize,
    },
}
