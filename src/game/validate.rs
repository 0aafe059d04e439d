//! Checks that a game read from a file fits together, so nothing later trips on it.

use super::error::GameError;
use super::game::{Game, Mode};
use super::state::{CellState, Source};
use crate::board::{Cell, DigitSet, Grid, Shape};
use serde::{Deserialize, Deserializer};

/// Reads the puzzle grid and refuses one that does not fit its shape: [`Grid`]'s methods rely
/// on that, so it must hold before anything asks the grid a question.
pub(super) fn checked_puzzle<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Grid, D::Error> {
    let grid = Grid::deserialize(deserializer)?;
    check_puzzle(&grid).map_err(serde::de::Error::custom)?;
    Ok(grid)
}

/// Whether `grid` has a supported shape, one value per cell, and givens exactly where the
/// values are.
fn check_puzzle(grid: &Grid) -> Result<(), GameError> {
    let shape = grid.shape();
    let (box_rows, box_cols) = (shape.box_rows(), shape.box_cols());
    if Shape::new(box_rows, box_cols) != Ok(shape) {
        return Err(GameError::BadShape { box_rows, box_cols });
    }
    let rebuilt =
        Grid::from_values(shape, grid.values()).map_err(|problem| GameError::Puzzle { problem })?;
    if rebuilt != *grid {
        return Err(GameError::PuzzleFlags);
    }
    Ok(())
}

impl Game {
    /// Checks that the game's parts fit together: the puzzle fits its shape, there is one
    /// state per cell, no digit or note is larger than the side, no entry sits on a given, and
    /// every cell named (selected, marked wrong, in the history) lies in the grid. The save
    /// reader refuses a game that fails.
    pub fn validate(&self) -> Result<(), GameError> {
        check_puzzle(&self.puzzle)?;
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
            if !entering && self.puzzle.is_given(change.cell) {
                return Err(GameError::EntryOnGiven { cell: change.cell });
            }
            self.check_state(change.cell, &change.before, entering)?;
            self.check_state(change.cell, &change.after, entering)
        })
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
        self.check_inside(cell)?;
        let size = self.shape().size();
        if state.notes.bits() & !DigitSet::full(size).bits() != 0 {
            return Err(GameError::NoteTooLarge { cell, size });
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn puzzle_with_a_flag_on_an_empty_cell_is_refused() {
        let mut values = vec![0u8; 16];
        values[0] = 1;
        let good = Grid::from_values(Shape::new(2, 2).unwrap(), &values).unwrap();
        assert_eq!(check_puzzle(&good), Ok(()));
        let text = ron::to_string(&good).unwrap();
        let flagged = text.replacen("false", "true", 1);
        let bad: Grid = ron::from_str(&flagged).unwrap();
        assert_eq!(check_puzzle(&bad), Err(GameError::PuzzleFlags));
    }

    #[test]
    fn puzzle_with_an_unsupported_shape_is_refused() {
        let text = ron::to_string(&Grid::empty(Shape::NINE)).unwrap();
        let bad: Grid = ron::from_str(&text.replacen("box_rows:3", "box_rows:1", 1)).unwrap();
        assert_eq!(
            check_puzzle(&bad),
            Err(GameError::BadShape {
                box_rows: 1,
                box_cols: 3
            })
        );
    }
}
