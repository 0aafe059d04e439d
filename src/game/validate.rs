//! Checks that a game read from a file fits together, so nothing later trips on it. What a
//! single value must satisfy (a shape, a digit, a grid's lengths, the timer's range) is checked
//! as it is read, by the types themselves; this checks how the parts fit one another.

use super::error::GameError;
use super::game::{Game, Mode};
use super::state::{CellState, Entry, Source};
use crate::board::{Cell, DigitSet};

impl Game {
    /// Checks that the game's parts fit together: the puzzle holds givens only and, in play,
    /// no two of them clash; there is one state per cell; no digit or note is larger than the
    /// side (corner marks neither); no entry sits on a given (in play, a given's changes only
    /// colour it); and every cell named (selected, marked wrong, in the
    /// history) lies in the grid. The save reader refuses a game that fails.
    pub fn validate(&self) -> Result<(), GameError> {
        if self.puzzle != self.puzzle.givens_only() {
            return Err(GameError::PuzzleFlags);
        }
        if self.mode == Mode::Play
            && let Some(&clash) = self.puzzle.clashes().first()
        {
            return Err(GameError::Clash { clash });
        }
        let shape = self.shape();
        if self.cells.len() != shape.cell_count() {
            return Err(GameError::CellCount {
                expected: shape.cell_count(),
                found: self.cells.len(),
            });
        }
        for (cell, state) in shape.cells().zip(&self.cells) {
            if self.puzzle.is_given(cell) && state.entry.is_some() {
                return Err(GameError::EntryOnGiven { cell });
            }
            self.check_state(cell, state, false)?;
        }
        let mut named = self.selected.iter().chain(&self.wrong);
        named.try_for_each(|&cell| self.check_inside(cell))?;
        // Undoing while entering a puzzle may write givens; in play it never touches them.
        let entering = self.mode == Mode::Enter;
        self.history.changes().try_for_each(|change| {
            let cell = change.cell;
            if !entering && self.puzzle.is_given(cell) {
                // In play a given's change only colours it: both sides hold the given itself.
                let given = self.puzzle.value(cell).map(|digit| Entry {
                    digit,
                    source: Source::Given,
                });
                if change.before.entry != given || change.after.entry != given {
                    return Err(GameError::EntryOnGiven { cell });
                }
                self.check_marks(cell, &change.before)?;
                return self.check_marks(cell, &change.after);
            }
            self.check_state(cell, &change.before, entering)?;
            self.check_state(cell, &change.after, entering)
        })
    }

    /// Whether a state's pencil marks (notes and corner marks) fit the grid.
    fn check_marks(&self, cell: Cell, state: &CellState) -> Result<(), GameError> {
        self.check_inside(cell)?;
        let size = self.shape().size();
        let beyond = !DigitSet::full(size).bits();
        if (state.notes.bits() | state.corner.bits()) & beyond != 0 {
            return Err(GameError::NoteTooLarge { cell, size });
        }
        Ok(())
    }

    fn check_inside(&self, cell: Cell) -> Result<(), GameError> {
        let size = self.shape().size();
        match self.shape().index_of(cell) {
            Some(_) => Ok(()),
            None => Err(GameError::Outside { cell, size }),
        }
    }

    /// Whether a stored cell state fits the grid (givens allowed only if `givens`).
    fn check_state(&self, cell: Cell, state: &CellState, givens: bool) -> Result<(), GameError> {
        self.check_marks(cell, state)?;
        let size = self.shape().size();
        let Some(entry) = state.entry else {
            return Ok(());
        };
        if !self.fits(entry.digit) {
            let digit = entry.digit.get();
            return Err(GameError::DigitTooLarge { cell, digit, size });
        }
        if entry.source == Source::Given && !givens {
            return Err(GameError::StrayGiven { cell });
        }
        Ok(())
    }
}
