//! What one cell holds: a value with its source, and pencil marks.

use crate::board::{Digit, DigitSet};
use serde::{Deserialize, Serialize};

/// Who put a value in a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Source {
    /// Part of the puzzle; locked in play.
    Given,
    /// Typed by the player.
    Player,
    /// Filled in by the solver.
    Solver,
}

/// A value and who put it there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Entry {
    pub digit: Digit,
    pub source: Source,
}

/// Everything one cell holds. Notes stay under a value and show again when it is cleared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub(crate) struct CellState {
    #[serde(default)]
    pub entry: Option<Entry>,
    #[serde(default)]
    pub notes: DigitSet,
}

impl CellState {
    /// The digit, if the cell holds one.
    pub fn digit(self) -> Option<Digit> {
        self.entry.map(|e| e.digit)
    }

    /// The same notes with `digit` from `source` as the value (or no value).
    pub fn with_value(self, digit: Option<Digit>, source: Source) -> CellState {
        CellState {
            entry: digit.map(|digit| Entry { digit, source }),
            notes: self.notes,
        }
    }

    /// The same value with other notes.
    pub fn with_notes(self, notes: DigitSet) -> CellState {
        CellState { notes, ..self }
    }
}
