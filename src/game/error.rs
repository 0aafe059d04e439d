//! What can go wrong when starting a game or checking a loaded one.

use crate::board::{Cell, Clash};
use thiserror::Error;

/// A game that cannot start, or a loaded game whose contents do not fit together.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GameError {
    /// Two givens of one unit hold the same digit, so the entered puzzle cannot start.
    #[error("{clash}")]
    Clash {
        /// The first clash in row-major order.
        clash: Clash,
    },
    /// Rules that do not fit the grid.
    #[error(transparent)]
    Rules(#[from] crate::board::BoardError),
    /// Only a puzzle being entered can start play (or have its rules changed).
    #[error("{}", crate::t!("error-puzzle-is-already-being-played"))]
    NotEntering,
    /// The puzzle's given flags do not match its digits.
    #[error("{}", crate::t!("error-puzzle-s-given-flags-do"))]
    PuzzleFlags,
    /// The per-cell list has the wrong length for the shape.
    #[error("{}", crate::t!("error-expected-cells-found", expected = .expected, found = .found))]
    CellCount {
        /// Cells the shape has.
        expected: usize,
        /// Cells found.
        found: usize,
    },
    /// A value larger than the grid's side.
    #[error("{}", crate::t!("error-holds-larger-than-grid-size-2", cell = .cell, digit = .digit, size = .size))]
    DigitTooLarge {
        /// Where the value is.
        cell: Cell,
        /// The value.
        digit: u8,
        /// The side of the grid.
        size: usize,
    },
    /// A pencil mark larger than the grid's side.
    #[error("{}", crate::t!("error-has-pencil-mark-larger-than", cell = .cell, size = .size))]
    NoteTooLarge {
        /// Where the mark is.
        cell: Cell,
        /// The side of the grid.
        size: usize,
    },
    /// A given cell also holds an entry of its own.
    #[error("{}", crate::t!("error-is-given-but-also-holds", cell = .cell))]
    EntryOnGiven {
        /// The cell.
        cell: Cell,
    },
    /// An entry claims to be a given where the puzzle has none.
    #[error("{}", crate::t!("error-claims-given-that-puzzle-does", cell = .cell))]
    StrayGiven {
        /// The cell.
        cell: Cell,
    },
    /// A timer that claims more time than anyone has played.
    #[error("{}", crate::t!("error-timer-holds-seconds-more-than", seconds = .seconds))]
    Timer {
        /// The seconds found.
        seconds: u64,
    },
    /// A cell outside the grid (selected, marked wrong, or in the history).
    #[error("{}", crate::t!("error-lies-outside-x-grid", cell = .cell, size = .size))]
    Outside {
        /// The cell.
        cell: Cell,
        /// The side of the grid.
        size: usize,
    },
}
