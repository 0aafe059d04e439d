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
            keep_notes: self.keep_notes,
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
        if !self.fits(digit) {
            return false;
        }
        let cells = self.selection();
        match (self.mode, self.marking()) {
            (Mode::Enter, _) => {
                let given = CellState::default().with_value(Some(digit), Source::Given);
                self.edit(now, |game, step| {
                    for &cell in &cells {
                        game.set(step, cell, given);
                    }
                })
            }
            (Mode::Play, Marking::Notes) => self.toggle_note(digit, now),
            (Mode::Play, Marking::Corner) => self.toggle_corner(digit, now),
            (Mode::Play, _) => self.edit(now, |game, step| {
                for &cell in &cells {
                    if !game.is_given(cell) {
                        game.place_into(step, cell, digit);
                    }
                }
            }),
        }
    }

    /// Sets a player's digit and removes it from the peers' notes, adding the changes to `step`.
    fn place_into(&mut self, step: &mut Step, cell: Cell, digit: Digit) {
        let after = self.state(cell).with_value(Some(digit), Source::Player);
        self.set(step, cell, after);
        if self.keep_notes {
            return;
        }
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

    /// Clears the selected cells one layer at a time: their values, then their pencil marks
    /// (notes and corner marks), then their colours. In colour mode only colours go; a given
    /// keeps its digit in play, so only its colour can go.
    pub(super) fn clear(&mut self, now: Instant) -> bool {
        let cells = self.selection();
        let playing = self.mode == Mode::Play;
        let open: Vec<Cell> = if playing && self.marking() == Marking::Colour {
            Vec::new()
        } else {
            let given = |c: &&Cell| playing && self.is_given(**c);
            cells.iter().filter(|c| !given(c)).copied().collect()
        };
        let states = |game: &Game| open.iter().map(|&c| game.state(c)).collect::<Vec<_>>();
        let values = states(self).iter().any(|s| s.entry.is_some());
        let marks = states(self)
            .iter()
            .any(|s| !s.notes.is_empty() || !s.corner.is_empty());
        self.edit(now, |game, step| {
            let (layer, cells): (fn(CellState) -> CellState, &[Cell]) = if values {
                (|s| s.with_value(None, Source::Player), &open)
            } else if marks {
                (
                    |s| s.with_notes(DigitSet::EMPTY).with_corner(DigitSet::EMPTY),
                    &open,
                )
            } else {
                (|s| s.with_colour(None), &cells)
            };
            for &cell in cells {
                let state = game.state(cell);
                game.set(step, cell, layer(state));
            }
        })
    }

    pub(super) fn toggle_note(&mut self, digit: Digit, now: Instant) -> bool {
        self.toggle_mark(digit, now, |state| state.notes, CellState::with_notes)
    }

    /// Toggles `digit` among one kind of pencil mark (`marks` reads it, `with` writes it) of
    /// the selected empty cells (in play only), one undo step: it goes from every cell if
    /// every one has it, else it goes into every one.
    pub(super) fn toggle_mark(
        &mut self,
        digit: Digit,
        now: Instant,
        marks: fn(CellState) -> DigitSet,
        with: fn(CellState, DigitSet) -> CellState,
    ) -> bool {
        if self.mode != Mode::Play || !self.fits(digit) {
            return false;
        }
        let cells: Vec<Cell> = (self.selection().into_iter())
            .filter(|&c| self.state(c).entry.is_none())
            .collect();
        let on = !cells.iter().all(|&c| marks(self.state(c)).contains(digit));
        self.edit(now, |game, step| {
            for &cell in &cells {
                let state = game.state(cell);
                let mut set = marks(state);
                if on {
                    set.insert(digit);
                } else {
                    set.remove(digit);
                }
                game.set(step, cell, with(state, set));
            }
        })
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

    pub(super) fn rewind(&mut self, steps: usize, now: Instant) -> bool {
        let Some(writes) = self.history.undo_many(steps) else {
            return false;
        };
        self.replay(writes, now)
    }

    /// The board (givens and entries) now, then after undoing one step, two, ... back to the
    /// start of the history: where "back to the last correct move" looks.
    pub fn past_boards(&self) -> Vec<Grid> {
        let mut board = self.grid();
        let mut boards = vec![board.clone()];
        for step in self.history.undoable().iter().rev() {
            for change in step.iter().rev() {
                if !board.is_given(change.cell) {
                    board.set_value(change.cell, change.before.entry.map(|e| e.digit));
                }
            }
            boards.push(board.clone());
        }
        boards
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
