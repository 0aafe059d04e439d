//! The digit composer: on boards above 9x9 two keys typed in a row make one number (1 then 2
//! makes 12), as values and as marks (Shift or Ctrl held with both keys). The first key is
//! held back, shown but not placed, until the second arrives or a moment passes, so a
//! two-digit number is one action and one undo step, and the first digit has no side effect
//! (it never strips notes from the peers).

use super::Session;
use crate::board::{Cell, Digit};
use crate::game::{Action, Colour, Game, Marking, Mode};
use std::time::Duration;
use web_time::Instant;

/// How long a first digit waits for a second one.
pub const COMPOSE_WINDOW: Duration = Duration::from_millis(900);

/// A first digit held back, and where it was typed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Held {
    /// The cell selected when it was typed.
    pub cell: Cell,
    /// The digit typed.
    pub first: u8,
    /// When it was typed.
    pub since: Instant,
    /// The mark it makes (with Shift or Ctrl), or `None` for a value.
    pub marking: Option<Marking>,
}

/// Turns typed digits into the numbers to enter.
#[derive(Debug, Clone, Default)]
pub struct Composer {
    held: Option<Held>,
}

impl Composer {
    /// A digit key (0 to 9) typed into `cell` on a board of side `size`. Returns the numbers
    /// to enter now, in order: none while a first digit waits, the held digit when the new key
    /// cannot join it, the two joined into one number when it can. A lone 0 yields 0, which
    /// the caller takes as "clear". A held digit joins only a key of the same `marking`.
    pub fn key(
        &mut self,
        cell: Cell,
        value: u8,
        size: usize,
        now: Instant,
        marking: Option<Marking>,
    ) -> Vec<u8> {
        let mut out = Vec::new();
        if let Some(held) = self.held.take() {
            let joined = usize::from(held.first) * 10 + usize::from(value);
            let fresh = now.saturating_duration_since(held.since) <= COMPOSE_WINDOW;
            if held.cell == cell && fresh && joined <= size && held.marking == marking {
                out.push(held.first * 10 + value);
                return out;
            }
            out.push(held.first);
        }
        if value >= 1 && usize::from(value) * 10 <= size {
            self.held = Some(Held {
                cell,
                first: value,
                since: now,
                marking,
            });
        } else {
            out.push(value);
        }
        out
    }

    /// The held digit, to be entered now because something else happened (another command,
    /// or the moment passed).
    pub fn flush(&mut self) -> Option<Held> {
        self.held.take()
    }

    /// The held digit if its moment has passed by `now`.
    pub fn expired(&mut self, now: Instant) -> Option<Held> {
        let late = self
            .held
            .is_some_and(|h| now.saturating_duration_since(h.since) > COMPOSE_WINDOW);
        if late { self.held.take() } else { None }
    }

    /// The digit waiting for a second one, to show in its cell.
    pub fn held(&self) -> Option<Held> {
        self.held
    }
}

impl Session {
    /// The first digit held back for a second one.
    pub fn held_digit(&self) -> Option<Held> {
        self.composer.held()
    }
}

impl Composer {
    /// A digit key in `game`: entered now, or held back for a second one.
    pub(super) fn key_digit(&mut self, game: &mut Game, value: u8, now: Instant) {
        if game.marking() == Marking::Colour && game.mode() == Mode::Play {
            // Colours are 1 to 9 on every board: one key is one colour.
            enter_number(game, value, now);
            return;
        }
        self.compose(game, value, now, None);
    }

    /// A digit key with Shift or Ctrl: a mark of kind `marking` in the selected cells, now or
    /// once a second key has made a two-digit number.
    pub(super) fn key_mark(&mut self, game: &mut Game, marking: Marking, value: u8, now: Instant) {
        if marking == Marking::Colour {
            mark_digit(game, marking, value, now);
            return;
        }
        self.compose(game, value, now, Some(marking));
    }

    /// Passes `value` through [`Composer::key`] for the selected cell, and enters what comes
    /// out as a value (`marking` `None`) or a mark.
    fn compose(&mut self, game: &mut Game, value: u8, now: Instant, marking: Option<Marking>) {
        let Some(cell) = game.selected() else {
            return;
        };
        if self.held.is_some_and(|h| h.marking != marking) {
            self.flush_digit(game, now);
        }
        for number in self.key(cell, value, game.shape().size(), now, marking) {
            match marking {
                Some(marking) => mark_digit(game, marking, number, now),
                None => enter_number(game, number, now),
            }
        }
    }

    /// Enters the held digit now (another command came).
    pub(super) fn flush_digit(&mut self, game: &mut Game, now: Instant) {
        if let Some(held) = self.flush() {
            enter_held(game, held, now);
        }
    }
}

/// Enters a held digit, if its cell is still the one selected.
pub(super) fn enter_held(game: &mut Game, held: Held, now: Instant) {
    if game.selected() == Some(held.cell) {
        match held.marking {
            Some(marking) => mark_digit(game, marking, held.first, now),
            None => enter_number(game, held.first, now),
        }
    }
}

/// Toggles mark `number` of kind `marking` in the selected cells (a digit with Shift, Ctrl or
/// both); a value marking enters the number as a typed digit would.
pub(super) fn mark_digit(game: &mut Game, marking: Marking, number: u8, now: Instant) {
    let Some(digit) = Digit::new(number) else {
        return;
    };
    let action = match marking {
        Marking::Corner => Action::ToggleCorner(digit),
        Marking::Notes => Action::ToggleNote(digit),
        Marking::Colour => match Colour::new(number) {
            Some(colour) => Action::ToggleColour(colour),
            None => return,
        },
        Marking::Value => Action::Enter(digit),
    };
    game.apply(action, now);
}

/// Enters `number` in the selected cell (0 clears it).
pub(super) fn enter_number(game: &mut Game, number: u8, now: Instant) {
    let action = match Digit::new(number) {
        Some(digit) => Action::Enter(digit),
        None => Action::Clear,
    };
    game.apply(action, now);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_keys_in_time_make_one_number_and_late_or_elsewhere_they_do_not() {
        let t0 = Instant::now();
        let a = Cell::new(0, 0);
        let mut composer = Composer::default();
        assert!(composer.key(a, 1, 16, t0, None).is_empty());
        assert_eq!(composer.key(a, 2, 16, t0, None), [12]);
        assert!(composer.key(a, 1, 16, t0, None).is_empty());
        assert_eq!(composer.key(a, 0, 16, t0, None), [10]);
        // 1 then 7 on 16x16 makes 17, too large: 1, then 7.
        assert!(composer.key(a, 1, 16, t0, None).is_empty());
        assert_eq!(composer.key(a, 7, 16, t0, None), [1, 7]);
        // Too late: the first stands alone and the second may start a new number.
        assert!(composer.key(a, 1, 16, t0, None).is_empty());
        let late = t0 + COMPOSE_WINDOW * 2;
        assert_eq!(composer.key(a, 1, 16, late, None), [1]);
        assert_eq!(composer.flush().map(|h| h.first), Some(1));
        // Another cell: no joining.
        assert!(composer.key(a, 2, 25, t0, None).is_empty());
        assert_eq!(composer.key(Cell::new(0, 1), 3, 25, t0, None), [2, 3]);
    }

    #[test]
    fn a_held_mark_joins_only_a_key_of_the_same_kind() {
        let t0 = Instant::now();
        let a = Cell::new(0, 0);
        let corner = Some(Marking::Corner);
        let mut composer = Composer::default();
        assert!(composer.key(a, 1, 16, t0, corner).is_empty());
        assert_eq!(composer.key(a, 2, 16, t0, corner), [12]);
        assert!(composer.key(a, 1, 16, t0, corner).is_empty());
        assert_eq!(composer.flush().map(|h| h.marking), Some(corner));
    }

    #[test]
    fn small_boards_and_large_first_digits_enter_at_once() {
        let t0 = Instant::now();
        let a = Cell::new(0, 0);
        let mut composer = Composer::default();
        assert_eq!(composer.key(a, 1, 9, t0, None), [1]);
        assert_eq!(composer.key(a, 3, 25, t0, None), [3]);
        assert_eq!(composer.key(a, 0, 16, t0, None), [0]);
        assert!(composer.key(a, 2, 25, t0, None).is_empty());
        assert!(composer.expired(t0).is_none());
        assert_eq!(
            composer.expired(t0 + COMPOSE_WINDOW * 2).map(|h| h.first),
            Some(2)
        );
    }
}
