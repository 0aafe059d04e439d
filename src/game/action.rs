//! What the player (or the app, on the player's behalf) can do to a game.

use super::game::Game;
use super::marks::{Colour, Marking};
use crate::board::{Cell, Digit, DigitSet, Grid};
use web_time::Instant;

/// A direction to move the selection.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Direction {
    /// One row up.
    Up,
    /// One row down.
    Down,
    /// One column left.
    Left,
    /// One column right.
    Right,
}

/// One thing to do to a [`Game`], applied by [`Game::apply`]. Each action that changes values
/// or marks (notes, corner marks, colours) is one undo step.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// Selects a cell (ignored outside the grid).
    Select(Cell),
    /// Moves the selection one cell, wrapping at the edges; selects r1c1 if nothing is.
    Move(Direction),
    /// What the digit does follows the [`Marking`]: places it in the selected cell, toggles
    /// it as a note or a corner mark, or (for 1 to 9) toggles that colour. While entering a
    /// puzzle it sets a given. Ignored on a given in play (but for colours) and for digits
    /// above N.
    Enter(Digit),
    /// Clears the selected cell a layer at a time: its value, else its pencil marks (notes and
    /// corner marks), else its colour. In colour mode, and on a given, only its colour.
    Clear,
    /// Toggles a note in the selected empty cell.
    ToggleNote(Digit),
    /// Toggles a corner mark in the selected empty cell.
    ToggleCorner(Digit),
    /// Gives the selected cell this colour, or takes it off if the cell has it.
    ToggleColour(Colour),
    /// Switches typed digits between values and notes.
    ToggleNotesMode,
    /// Switches typed digits to this marking, or back to values if they already do that.
    ToggleMarking(Marking),
    /// Makes typed digits do this.
    SetMarking(Marking),
    /// Gives every empty cell as notes exactly the digits its peers do not hold.
    FillCandidates,
    /// Removes every note.
    ClearNotes,
    /// Removes every corner mark.
    ClearCorners,
    /// Removes every cell colour.
    ClearColours,
    /// Undoes the last step.
    Undo,
    /// Redoes the last undone step.
    Redo,
    /// Fills every non-given cell from this solution as the solver's, in one step. Ignored
    /// for a grid of another shape, an incomplete one, or one that disagrees with the givens.
    ApplySolution(Grid),
    /// A hint's step, as one undo step: these empty cells get these notes (the candidates
    /// left after the step's eliminations), then these digits are placed as the player's.
    ApplyStep {
        /// Digits to place.
        placements: Vec<(Cell, Digit)>,
        /// New notes of empty cells.
        notes: Vec<(Cell, DigitSet)>,
    },
    /// Marks the entries that differ from this solution as wrong, until the next edit.
    MarkWrong(Grid),
    /// Pauses the timer.
    Pause,
    /// Resumes the timer.
    Resume,
    /// Turns the puzzle being entered into the puzzle to play; see [`Game::start_play`].
    StartPlay,
}

impl Game {
    /// Applies an action at time `now`; whether anything changed.
    /// While the timer is paused the board is hidden, so only `Pause` and `Resume` act.
    pub fn apply(&mut self, action: Action, now: Instant) -> bool {
        if self.is_paused() && !matches!(action, Action::Pause | Action::Resume) {
            return false;
        }
        match action {
            Action::Select(cell) => self.select(cell),
            Action::Move(direction) => self.move_selection(direction),
            Action::Enter(digit) => self.enter(digit, now),
            Action::Clear => self.clear(now),
            Action::ToggleNote(digit) => self.toggle_note(digit, now),
            Action::ToggleCorner(digit) => self.toggle_corner(digit, now),
            Action::ToggleColour(colour) => self.toggle_colour(colour, now),
            Action::ToggleNotesMode => self.toggle_marking(Marking::Notes),
            Action::ToggleMarking(marking) => self.toggle_marking(marking),
            Action::SetMarking(marking) => self.set_marking(marking),
            Action::FillCandidates => self.fill_candidates(now),
            Action::ClearNotes => self.clear_notes(now),
            Action::ClearCorners => self.clear_corners(now),
            Action::ClearColours => self.clear_colours(now),
            Action::Undo => self.undo(now),
            Action::Redo => self.redo(now),
            Action::ApplySolution(solution) => self.apply_solution(&solution, now),
            Action::ApplyStep { placements, notes } => self.apply_step(&placements, &notes, now),
            Action::MarkWrong(solution) => self.mark_wrong(&solution),
            Action::Pause => self.timer.pause(now),
            Action::Resume => self.timer.resume(now),
            Action::StartPlay => self.start_play(now).is_ok(),
        }
    }

    fn select(&mut self, cell: Cell) -> bool {
        if self.shape().index_of(cell).is_none() || self.selected() == Some(cell) {
            return false;
        }
        self.selected = Some(cell);
        true
    }

    fn move_selection(&mut self, direction: Direction) -> bool {
        let n = self.shape().size();
        let Some(cell) = self.selected() else {
            return self.select(Cell::new(0, 0));
        };
        let (row, col) = (cell.row(), cell.col());
        let next = match direction {
            Direction::Up => Cell::new((row + n - 1) % n, col),
            Direction::Down => Cell::new((row + 1) % n, col),
            Direction::Left => Cell::new(row, (col + n - 1) % n),
            Direction::Right => Cell::new(row, (col + 1) % n),
        };
        self.select(next)
    }
}
