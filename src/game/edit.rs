//! The edits behind the actions: every change to values and notes is one undo step.

use super::error::GameError;
use super::game::{Game, Mode};
use super::history::Change;
use super::marks::{Colour, Marking};
use super::state::{CellState, Entry, Source};
use crate::board::{Cell, Digit, DigitSet, Grid, Rules};
use web_time::Instant;

/// The changes one action makes, in order.
pub(super) type Step = Vec<Change>;

impl Game {
    /// Turns the puzzle being entered into the puzzle to play: the typed digits become the
    /// givens, the history is cleared and the timer starts at `now`. Refused outside Enter
    /// mode and when two givens clash. (Whether the puzzle has one solution is the solver's
    /// question, asked by the app.)
    pub fn start_play(&mut self, now: Instant) -> Result<(), GameError> {
        if self.mode != Mode::Enter {
            return Err(GameError::NotEntering);
        }
        if let Some(&clash) = self.puzzle.clashes().first() {
            return Err(GameError::Clash { clash });
        }
        *self = Game {
            selected: self.selected,
            ..Game::new_at(self.puzzle.clone(), now)
        };
        Ok(())
    }

    /// Gives the puzzle being entered these rules; its givens stay. This changes the board
    /// (the edit count goes up) but is no step of the game's own history: the session keeps
    /// rule changes in its undo list while a puzzle is entered. Refused outside Enter mode and
    /// for rules that do not fit the grid.
    pub fn set_rules(&mut self, rules: Rules) -> Result<(), GameError> {
        if self.mode != Mode::Enter {
            return Err(GameError::NotEntering);
        }
        if self.puzzle.rules() == &rules {
            return Ok(());
        }
        self.puzzle = self.puzzle.clone().with_rules(rules)?;
        self.wrong.clear();
        self.edits = self.edits.saturating_add(1);
        Ok(())
    }

    /// Runs `edit`, recording what it changed as one undo step; whether it changed anything.
    pub(super) fn edit(&mut self, now: Instant, edit: impl FnOnce(&mut Game, &mut Step)) -> bool {
        let mut step = Step::new();
        edit(self, &mut step);
        if step.is_empty() {
            return false;
        }
        self.history.record(step);
        self.edited(now);
        true
    }

    /// After any change to values or notes: the check marks go; the clock stops while the
    /// puzzle stands solved and runs again when a change un-solves it.
    fn edited(&mut self, now: Instant) {
        self.wrong.clear();
        self.edits = self.edits.saturating_add(1);
        if self.mode != Mode::Play {
            return;
        }
        if self.is_solved() {
            self.timer.finish(now);
        } else {
            self.timer.reopen(now);
        }
    }

    /// Sets a cell, adding the change to `step` if there is one.
    pub(super) fn set(&mut self, step: &mut Step, cell: Cell, after: CellState) {
        let before = self.state(cell);
        if before != after && self.write(cell, after) {
            step.push(Change {
                cell,
                before,
                after,
            });
        }
    }

    /// Stores a cell's state: a given goes into the puzzle, anything else into the cell list.
    fn write(&mut self, cell: Cell, state: CellState) -> bool {
        let Some(slot) = self
            .shape()
            .index_of(cell)
            .and_then(|i| self.cells.get_mut(i))
        else {
            return false;
        };
        match state.entry {
            Some(Entry {
                digit,
                source: Source::Given,
            }) => {
                self.puzzle.set_given(cell, Some(digit));
                *slot = state.with_value(None, Source::Given);
            }
            _ => {
                if self.puzzle.is_given(cell) {
                    self.puzzle.set_given(cell, None);
                }
                *slot = state;
            }
        }
        true
    }

    pub(super) fn enter(&mut self, digit: Digit, now: Instant) -> bool {
        if self.mode == Mode::Play && self.marking() == Marking::Colour {
            // Colours are numbered 1 to 9 on every board, whatever its side.
            return Colour::new(digit.get()).is_some_and(|c| self.toggle_colour(c, now));
        }
        let Some(cell) = self.selected().filter(|_| self.fits(digit)) else {
            return false;
        };
        match (self.mode, self.marking()) {
            (Mode::Enter, _) => {
                let given = CellState::default().with_value(Some(digit), Source::Given);
                self.edit(now, |game, step| game.set(step, cell, given))
            }
            (Mode::Play, Marking::Notes) => self.toggle_note(digit, now),
            (Mode::Play, Marking::Corner) => self.toggle_corner(digit, now),
            (Mode::Play, _) => self.place(cell, digit, now),
        }
    }

    /// Places a player's digit and takes it out of the peers' notes, in one step.
    fn place(&mut self, cell: Cell, digit: Digit, now: Instant) -> bool {
        if self.is_given(cell) {
            return false;
        }
        self.edit(now, |game, step| game.place_into(step, cell, digit))
    }

    /// Sets a player's digit and removes it from the peers' notes, adding the changes to `step`.
    fn place_into(&mut self, step: &mut Step, cell: Cell, digit: Digit) {
        let after = self.state(cell).with_value(Some(digit), Source::Player);
        self.set(step, cell, after);
        for peer in self.peers(cell) {
            let state = self.state(peer);
            if state.notes.contains(digit) {
                let mut notes = state.notes;
                notes.remove(digit);
                self.set(step, peer, state.with_notes(notes));
            }
        }
    }

    /// Applies a hint's step in one undo step: empty cells get the given notes, then the
    /// digits are placed. Ignored outside play, and for givens and filled cells.
    pub(super) fn apply_step(
        &mut self,
        placements: &[(Cell, Digit)],
        notes: &[(Cell, DigitSet)],
        now: Instant,
    ) -> bool {
        if self.mode != Mode::Play {
            return false;
        }
        self.edit(now, |game, step| {
            for &(cell, set) in notes {
                let state = game.state(cell);
                if state.entry.is_none() && !game.is_given(cell) {
                    game.set(step, cell, state.with_notes(set));
                }
            }
            for &(cell, digit) in placements {
                if game.value(cell).is_none() && game.fits(digit) {
                    game.place_into(step, cell, digit);
                }
            }
        })
    }

    /// Clears the selected cell one layer at a time: its value, then its pencil marks (notes
    /// and corner marks), then its colour. In colour mode only the colour goes; a given keeps
    /// its digit in play, so only its colour can go.
    pub(super) fn clear(&mut self, now: Instant) -> bool {
        let Some(cell) = self.selected() else {
            return false;
        };
        let state = self.state(cell);
        let playing = self.mode == Mode::Play;
        let given = playing && self.is_given(cell);
        let marks = !state.notes.is_empty() || !state.corner.is_empty();
        let after = if playing && (given || self.marking() == Marking::Colour) {
            state.with_colour(None)
        } else if state.entry.is_some() {
            state.with_value(None, Source::Player)
        } else if marks {
            state
                .with_notes(DigitSet::EMPTY)
                .with_corner(DigitSet::EMPTY)
        } else {
            state.with_colour(None)
        };
        self.edit(now, |game, step| game.set(step, cell, after))
    }

    pub(super) fn toggle_note(&mut self, digit: Digit, now: Instant) -> bool {
        self.toggle_mark(digit, now, |state, digit| {
            let mut notes = state.notes;
            notes.toggle(digit);
            state.with_notes(notes)
        })
    }

    /// Toggles `digit` among one kind of pencil mark of the selected empty cell (in play only),
    /// one undo step: `toggle` gives the cell with it toggled.
    pub(super) fn toggle_mark(
        &mut self,
        digit: Digit,
        now: Instant,
        toggle: fn(CellState, Digit) -> CellState,
    ) -> bool {
        let Some(cell) = self.selected() else {
            return false;
        };
        let state = self.state(cell);
        if self.mode != Mode::Play || state.entry.is_some() || !self.fits(digit) {
            return false;
        }
        let after = toggle(state, digit);
        self.edit(now, |game, step| game.set(step, cell, after))
    }

    /// The digits none of the cell's peers holds.
    fn candidates(&self, cell: Cell) -> DigitSet {
        let mut free = DigitSet::full(self.shape().size());
        for digit in self.peers(cell).into_iter().filter_map(|p| self.value(p)) {
            free.remove(digit);
        }
        free
    }

    pub(super) fn fill_candidates(&mut self, now: Instant) -> bool {
        if self.mode != Mode::Play {
            return false;
        }
        self.edit(now, |game, step| {
            for cell in game.shape().cells() {
                let state = game.state(cell);
                if state.entry.is_none() {
                    game.set(step, cell, state.with_notes(game.candidates(cell)));
                }
            }
        })
    }

    pub(super) fn clear_notes(&mut self, now: Instant) -> bool {
        self.clear_every(now, |state| state.with_notes(DigitSet::EMPTY))
    }

    /// Clears one kind of mark from every cell, in one step: `clear` gives a cell without it.
    pub(super) fn clear_every(&mut self, now: Instant, clear: fn(CellState) -> CellState) -> bool {
        self.edit(now, |game, step| {
            for cell in game.shape().cells() {
                let state = game.state(cell);
                game.set(step, cell, clear(state));
            }
        })
    }

    pub(super) fn undo(&mut self, now: Instant) -> bool {
        let Some(writes) = self.history.undo() else {
            return false;
        };
        self.replay(writes, now)
    }

    pub(super) fn redo(&mut self, now: Instant) -> bool {
        let Some(writes) = self.history.redo() else {
            return false;
        };
        self.replay(writes, now)
    }

    fn replay(&mut self, writes: Vec<(Cell, CellState)>, now: Instant) -> bool {
        for (cell, state) in writes {
            self.write(cell, state);
        }
        self.edited(now);
        true
    }

    /// Whether `solution` can stand for this puzzle's solution: same shape, full, and keeping
    /// every given.
    fn fits_solution(&self, solution: &Grid) -> bool {
        solution.shape() == self.shape() && solution.is_full() && self.puzzle.agrees_with(solution)
    }

    pub(super) fn apply_solution(&mut self, solution: &Grid, now: Instant) -> bool {
        if self.mode != Mode::Play || !self.fits_solution(solution) {
            return false;
        }
        self.revealed = true;
        self.edit(now, |game, step| {
            for cell in game.shape().cells() {
                if game.is_given(cell) {
                    continue;
                }
                let digit = solution.value(cell).filter(|&d| game.fits(d));
                let after = game.state(cell).with_value(digit, Source::Solver);
                game.set(step, cell, after);
            }
        })
    }

    pub(super) fn mark_wrong(&mut self, solution: &Grid) -> bool {
        if self.mode != Mode::Play || solution.shape() != self.shape() {
            return false;
        }
        let wrong: Vec<Cell> = self
            .shape()
            .cells()
            .filter(|&c| !self.is_given(c))
            .filter(|&c| self.value(c).is_some_and(|d| solution.value(c) != Some(d)))
            .collect();
        let changed = wrong != self.wrong;
        self.wrong = wrong;
        changed
    }
}
