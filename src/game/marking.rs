//! The edits of the player's own marks: corner marks and cell colours, one undo step each,
//! and the switch between what typed digits do.

use super::game::{Game, Mode};
use super::marks::{Colour, Marking};
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

    /// Toggles a corner mark in the selected empty cell (in play only).
    pub(super) fn toggle_corner(&mut self, digit: Digit, now: Instant) -> bool {
        self.toggle_mark(digit, now, |state, digit| {
            let mut corner = state.corner;
            corner.toggle(digit);
            state.with_corner(corner)
        })
    }

    /// Gives the selected cell `colour`, or takes it off if the cell has it already. Any cell
    /// can be coloured in play, givens and filled cells too.
    pub(super) fn toggle_colour(&mut self, colour: Colour, now: Instant) -> bool {
        let Some(cell) = self.selected() else {
            return false;
        };
        if self.mode != Mode::Play {
            return false;
        }
        let state = self.state(cell);
        let after = (state.colour != Some(colour)).then_some(colour);
        self.edit(now, |game, step| {
            game.set(step, cell, state.with_colour(after))
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
