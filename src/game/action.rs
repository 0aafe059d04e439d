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
    /// Selects a cell alone (ignored outside the grid).
    Select(Cell),
    /// Adds a cell to the selection (the pointer dragged over it).
    SelectMore(Cell),
    /// Adds a cell to the selection, or takes it out (Ctrl- or Shift-click).
    ToggleSelected(Cell),
    /// Selects every cell.
    SelectAll,
    /// Selects nothing.
    Deselect,
    /// Moves the selection one cell, wrapping at the edges; selects r1c1 if nothing is.
    Move(Direction),
    /// Moves the cursor one cell and adds that cell to the selection.
    ExtendSelection(Direction),
    /// What the digit does follows the [`Marking`]: places it in the selected cells, toggles
    /// it as a note or a corner mark, or (for 1 to 9) toggles that colour. While entering a
    /// puzzle it sets a given. Ignored on givens in play (but for colours) and for digits
    /// above N.
    Enter(Digit),
    /// Clears the selected cells a layer at a time: their values, else their pencil marks
    /// (notes and corner marks), else their colours. In colour mode, and on givens, only
    /// colours.
    Clear,
    /// Toggles a note in the selected empty cells: off if every one has it, else on in all.
    ToggleNote(Digit),
    /// Toggles a corner mark in the selected empty cells, as [`Action::ToggleNote`] does.
    ToggleCorner(Digit),
    /// Gives the selected cells this colour, or takes it off if every one has it.
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
    /// Undoes the newest steps, this many, as one step that one Redo brings back ("back to
    /// the last correct move", once the engine has found how many).
    Rewind(usize),
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
    /// Whether a placed digit leaves its peers' notes alone (`true`) or takes itself out of
    /// them (`false`, the default). A setting, not an edit.
    KeepNotes(bool),
    /// Pauses the timer.
    Pause,
    /// Resumes the timer.
    Resume,
    /// Turns the puzzle being entered into the puzzle to play; see [`Game::start_play`].
    StartPlay,
}

impl Game {
    /// Applies an action at time `now`; whether anything changed.
    /// While the timer is paused the board is hidden, so only `Pause`, `Resume` and the
    /// notes setting act.
    pub fn apply(&mut self, action: Action, now: Instant) -> bool {
        let setting = matches!(
            action,
            Action::Pause | Action::Resume | Action::KeepNotes(_)
        );
        if self.is_paused() && !setting {
            return false;
        }
        match action {
            Action::Select(cell) => self.select(cell),
            Action::SelectMore(cell) => self.select_more(cell),
            Action::ToggleSelected(cell) => self.toggle_selected(cell),
            Action::SelectAll => self.select_all(),
            Action::Deselect => self.deselect(),
            Action::Move(direction) => self.move_selection(direction),
            Action::ExtendSelection(direction) => self.extend_selection(direction),
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
            Action::Rewind(steps) => self.rewind(steps, now),
            Action::ApplySolution(solution) => self.apply_solution(&solution, now),
            Action::ApplyStep { placements, notes } => self.apply_step(&placements, &notes, now),
            Action::MarkWrong(solution) => self.mark_wrong(&solution),
            Action::KeepNotes(keep) => {
                let changed = self.keep_notes != keep;
                self.keep_notes = keep;
                changed
            }
            Action::Pause => self.timer.pause(now),
            Action::Resume => self.timer.resume(now),
            Action::StartPlay => self.start_play(now).is_ok(),
        }
    }
}
