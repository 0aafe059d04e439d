//! What one cell holds: a value with its source, pencil marks of two kinds, and a colour.

use super::marks::Colour;
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

/// Everything one cell holds. Marks stay under a value and show again when it is cleared.
///
/// Corner marks and the colour are left out of the text when absent, so a cell without them
/// is written as saves before version 3 wrote it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub(crate) struct CellState {
    #[serde(default)]
    pub entry: Option<Entry>,
    /// The candidates (centre marks).
    #[serde(default)]
    pub notes: DigitSet,
    /// Where a digit can go in the box (Snyder's marks), drawn in the cell's corners.
    #[serde(default, skip_serializing_if = "no_digits")]
    pub corner: DigitSet,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub colour: Option<Colour>,
}

fn no_digits(set: &DigitSet) -> bool {
    set.is_empty()
}

impl CellState {
    /// The digit, if the cell holds one.
    pub fn digit(self) -> Option<Digit> {
        self.entry.map(|e| e.digit)
    }

    /// The same marks with `digit` from `source` as the value (or no value).
    pub fn with_value(self, digit: Option<Digit>, source: Source) -> CellState {
        CellState {
            entry: digit.map(|digit| Entry { digit, source }),
            ..self
        }
    }

    /// The same value with other notes.
    pub fn with_notes(self, notes: DigitSet) -> CellState {
        CellState { notes, ..self }
    }

    /// The same cell with other corner marks.
    pub fn with_corner(self, corner: DigitSet) -> CellState {
        CellState { corner, ..self }
    }

    /// The same cell with another colour (or none).
    pub fn with_colour(self, colour: Option<Colour>) -> CellState {
        CellState { colour, ..self }
    }
}
