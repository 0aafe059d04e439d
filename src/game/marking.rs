//! The edits of the player's own marks: corner marks and cell colours, one undo step each,
//! and the switch between what typed digits do.

use super::game::{Game, Mode};
use super::marks::{Colour, Marking};
use super::state::CellState;
use crate::board::{Digit, DigitSet};
use web_time::Instant;

impl Game {
    /// Switches typed digits to `marking`, or back to values if they already do that.
    pub(super) fn toggle_marking(&mut self, marking: Marking) -> bool {
        let next = if self.marking() == marking {
            Marking::Value
        } else {
            marking
        };
        self.set_marking(next)
    }

    /// Makes typed digits do `marking`.
    pub(super) fn set_marking(&mut self, marking: Marking) -> bool {
        let changed = self.marking() != marking;
        self.marking = marking;
        self.old_notes_mode = false;
        changed
    }

    /// Toggles a corner mark in the selected empty cells (in play only).
    pub(super) fn toggle_corner(&mut self, digit: Digit, now: Instant) -> bool {
        self.toggle_mark(digit, now, |state| state.corner, CellState::with_corner)
    }

    /// Gives the selected cells `colour`, or takes it off if every one has it already. Any
    /// cell can be coloured in play, givens and filled cells too.
    pub(super) fn toggle_colour(&mut self, colour: Colour, now: Instant) -> bool {
        let cells = self.selection();
        if self.mode != Mode::Play || cells.is_empty() {
            return false;
        }
        let on = !cells.iter().all(|&c| self.state(c).colour == Some(colour));
        let after = on.then_some(colour);
        self.edit(now, |game, step| {
            for &cell in &cells {
                let state = game.state(cell);
                game.set(step, cell, state.with_colour(after));
            }
        })
    }

    /// Removes every corner mark, in one step.
    pub(super) fn clear_corners(&mut self, now: Instant) -> bool {
        self.clear_every(now, |state| state.with_corner(DigitSet::EMPTY))
    }

    /// Removes every colour, in one step.
    pub(super) fn clear_colours(&mut self, now: Instant) -> bool {
        self.clear_every(now, |state| state.with_colour(None))
    }
}
