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
    #[error("the puzzle is already being played")]
    NotEntering,
    /// The puzzle's given flags do not match its digits.
    #[error("the puzzle's given flags do not match its digits")]
    PuzzleFlags,
    /// The per-cell list has the wrong length for the shape.
    #[error("expected {expected} cells, found {found}")]
    CellCount {
        /// Cells the shape has.
        expected: usize,
        /// Cells found.
        found: usize,
    },
    /// A value larger than the grid's side.
    #[error("{cell} holds {digit}, larger than the grid size {size}")]
    DigitTooLarge {
        /// Where the value is.
        cell: Cell,
        /// The value.
        digit: u8,
        /// The side of the grid.
        size: usize,
    },
    /// A pencil mark larger than the grid's side.
    #[error("{cell} has a pencil mark larger than the grid size {size}")]
    NoteTooLarge {
        /// Where the mark is.
        cell: Cell,
        /// The side of the grid.
        size: usize,
    },
    /// A given cell also holds an entry of its own.
    #[error("{cell} is a given but also holds an entry")]
    EntryOnGiven {
        /// The cell.
        cell: Cell,
    },
    /// An entry claims to be a given where the puzzle has none.
    #[error("{cell} claims a given that the puzzle does not have")]
    StrayGiven {
        /// The cell.
        cell: Cell,
    },
    /// A timer that claims more time than anyone has played.
    #[error("the timer holds {seconds} seconds, more than a game can have lasted")]
    Timer {
        /// The seconds found.
        seconds: u64,
    },
    /// A cell outside the grid (selected, marked wrong, or in the history).
    #[error("{cell} lies outside the {size}x{size} grid")]
    Outside {
        /// The cell.
        cell: Cell,
        /// The side of the grid.
        size: usize,
    },
}
