//! Undo and redo: each step is the list of cell changes one action made.

use super::state::CellState;
use crate::board::Cell;
use serde::{Deserialize, Serialize};

/// One cell's state before and after a change.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Change {
    pub cell: Cell,
    pub before: CellState,
    pub after: CellState,
}

/// The steps that can be undone (newest last) and redone (next redo last).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub(crate) struct History {
    undo: Vec<Vec<Change>>,
    redo: Vec<Vec<Change>>,
}

impl History {
    /// Records a new step; a new change makes the undone steps unreachable.
    pub fn record(&mut self, step: Vec<Change>) {
        if !step.is_empty() {
            self.undo.push(step);
            self.redo.clear();
        }
    }

    /// Whether there is a step to undo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether there is a step to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Moves the newest step to the redo stack; the cell states to write, in order.
    pub fn undo(&mut self) -> Option<Vec<(Cell, CellState)>> {
        let step = self.undo.pop()?;
        // A step may touch a cell twice: restoring in reverse ends at the oldest `before`.
        let writes = step.iter().rev().map(|c| (c.cell, c.before)).collect();
        self.redo.push(step);
        Some(writes)
    }

    /// Moves the next undone step back; the cell states to write, in order.
    pub fn redo(&mut self) -> Option<Vec<(Cell, CellState)>> {
        let step = self.redo.pop()?;
        let writes = step.iter().map(|c| (c.cell, c.after)).collect();
        self.undo.push(step);
        Some(writes)
    }

    /// Every recorded change, undoable or redoable, for validation.
    pub fn changes(&self) -> impl Iterator<Item = &Change> {
        self.undo.iter().chain(&self.redo).flatten()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::DigitSet;

    fn change(cell: Cell, from: u32, to: u32) -> Change {
        let notes = |bits| CellState {
            entry: None,
            notes: DigitSet::from_bits(bits),
        };
        Change {
            cell,
            before: notes(from),
            after: notes(to),
        }
    }

    #[test]
    fn undo_of_a_step_touching_a_cell_twice_ends_at_the_first_state() {
        let cell = Cell::new(0, 0);
        let mut history = History::default();
        history.record(vec![change(cell, 1, 2), change(cell, 2, 4)]);
        let writes = history.undo().unwrap();
        assert_eq!(writes.last().map(|w| w.1.notes.bits()), Some(1));
        let writes = history.redo().unwrap();
        assert_eq!(writes.last().map(|w| w.1.notes.bits()), Some(4));
    }

    #[test]
    fn recording_clears_redo_but_an_empty_step_does_not() {
        let mut history = History::default();
        history.record(vec![change(Cell::new(0, 0), 0, 1)]);
        history.undo();
        history.record(Vec::new());
        assert!(history.can_redo());
        history.record(vec![change(Cell::new(0, 1), 0, 1)]);
        assert!(!history.can_redo());
    }
}
