//! A cell position.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A cell by row and column, both 0-based. It prints 1-based, as players name cells: `r3c7`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Cell {
    row: u8,
    col: u8,
}

impl Cell {
    /// The cell at a 0-based row and column (each below 25, the largest side).
    pub fn new(row: usize, col: usize) -> Cell {
        // Sides are at most 25, so callers pass values that fit; saturate rather than wrap.
        Cell {
            row: u8::try_from(row).unwrap_or(u8::MAX),
            col: u8::try_from(col).unwrap_or(u8::MAX),
        }
    }

    /// The 0-based row.
    pub fn row(self) -> usize {
        usize::from(self.row)
    }

    /// The 0-based column.
    pub fn col(self) -> usize {
        usize::from(self.col)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row() + 1, self.col() + 1)
    }
}
