//! Errors raised when building boards from numbers that do not fit.

use thiserror::Error;

/// A shape, a digit or a grid that the board model cannot represent.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BoardError {
    /// Boxes of these dimensions give a size outside 4..=25 (or a side below 2).
    #[error("{}", crate::t!("error-boxes-of-x-do-not", box_rows = .box_rows, box_cols = .box_cols))]
    BadShape {
        /// Rows in one box.
        box_rows: usize,
        /// Columns in one box.
        box_cols: usize,
    },
    /// No box layout divides this side length (it is prime, or outside 4..=25).
    #[error("{}", crate::t!("error-no-sudoku-has-side-side", size = .size))]
    NoShapeForSize {
        /// The side length asked for.
        size: usize,
    },
    /// A digit outside 1..=25.
    #[error("{}", crate::t!("error-is-not-digit-from-1", value = .value))]
    BadDigit {
        /// The number found.
        value: u8,
    },
    /// A grid's given flags do not fit its values (a given on an empty cell, or flags of
    /// another length).
    #[error("{}", crate::t!("error-given-flags-do-not-fit", flags = .flags, cells = .cells))]
    BadGivens {
        /// Flags found.
        flags: usize,
        /// Cells in the grid.
        cells: usize,
    },
    /// A list of cell values had the wrong length for the shape.
    #[error("{}", crate::t!("error-expected-cells-found", expected = .expected, found = .found))]
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
    #[error("{}", crate::t!("error-holds-larger-than-grid-size", cell = .cell, value = .value, size = .size))]
    DigitOutOfRange {
        /// Where the value is.
        cell: super::Cell,
        /// The value found.
        value: usize,
        /// The side length of the grid.
        size: usize,
    },
}
