//! The game: puzzle, entries, notes, selection, history and timer, and what can be read of it.

use super::history::History;
use super::info::PuzzleInfo;
use super::marks::{Colour, Marking};
use super::state::{CellState, Entry, Source};
use super::tally::Tally;
use super::timer::Timer;
use crate::board::{Cell, Digit, DigitSet, Grid, Shape};
use serde::{Deserialize, Serialize};
use std::time::Duration;
use web_time::Instant;

/// What the player is doing with the grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Mode {
    /// Solving the puzzle: givens are locked and the timer runs.
    #[default]
    Play,
    /// Typing a puzzle's givens (from a newspaper, say); no timer runs.
    Enter,
}

/// A play session. Read it freely; change it only through [`Game::apply`].
///
/// It serializes with serde (the save file, the state kept between runs). A game deserialized directly
/// should pass [`Game::validate`] before it is used; `formats::save` does that.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Game {
    /// The givens only, each flagged as a given.
    pub(super) puzzle: Grid,
    /// Row-major, one per cell: the player's or solver's value (never on a given) and notes.
    pub(super) cells: Vec<CellState>,
    /// The cursor: the selected cell that keys move from.
    #[serde(default)]
    pub(super) selected: Option<Cell>,
    /// The other cells selected with the cursor's (never saved).
    #[serde(skip)]
    pub(super) also: Vec<Cell>,
    /// A placed digit leaves its peers' notes alone (the player's option, not saved with the
    /// game).
    #[serde(skip)]
    pub(super) keep_notes: bool,
    /// Notes mode as saves before version 3 kept it (see [`Game::marking`]). A game read from
    /// such a save writes it back until the marking changes, so its notes mode is not lost.
    #[serde(default, rename = "notes_mode", skip_serializing_if = "is_false")]
    pub(super) old_notes_mode: bool,
    /// What typed digits do.
    #[serde(default)]
    pub(super) marking: Marking,
    #[serde(default)]
    pub(super) mode: Mode,
    #[serde(default)]
    pub(super) history: History,
    #[serde(default)]
    pub(super) timer: Timer,
    /// Entries that differ from the solution at the last check; cleared by the next edit.
    #[serde(default)]
    pub(super) wrong: Vec<Cell>,
    /// The engine showed the solution at some point: finishing is then no win of the player's.
    #[serde(default)]
    pub(super) revealed: bool,
    /// How many edits, undos and redos changed the grid: a save remembers the count it saw.
    #[serde(default)]
    pub(super) edits: u64,
    /// Hints, checks and mistakes so far, for the statistics.
    #[serde(default)]
    pub(super) tally: Tally,
    /// The puzzle's title, author and rules in words, when its file gave them. (Saves of
    /// version 4 before this field read as games without them.)
    #[serde(default, skip_serializing_if = "PuzzleInfo::is_empty")]
    pub(super) info: PuzzleInfo,
}

fn is_false(flag: &bool) -> bool {
    !flag
}

/// How a game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Not solved yet (or a puzzle being entered).
    Open,
    /// Solved by the player, with no solution shown by the engine.
    SolvedByPlayer,
    /// Solved, but the engine showed the solution at some point: no win.
    SolvedByEngine,
}

impl Game {
    /// A game on `puzzle`, whose filled cells become the givens; the timer runs from zero,
    /// starting now. [`Game::new_at`] takes the start time instead of reading the clock.
    pub fn new(puzzle: Grid) -> Game {
        Self::new_at(puzzle, Instant::now())
    }

    /// [`Game::new`] with the timer started at `now`.
    pub fn new_at(puzzle: Grid, now: Instant) -> Game {
        Self::with_givens(puzzle, Mode::Play, Timer::started(now))
    }

    /// A game that goes on from a position read from a file or pasted: the givens of
    /// `position` are locked, its other digits become the player's entries, and `notes`
    /// (row-major, one set per cell, as a pencil-mark grid or a HoDoKu library line gives them)
    /// become the empty cells' pencil marks. The timer starts at `now`; the history is empty.
    pub fn resumed_at(position: &Grid, notes: Option<&[DigitSet]>, now: Instant) -> Game {
        let mut game = Self::new_at(position.givens_only(), now);
        let shape = game.shape();
        for (index, (cell, state)) in shape.cells().zip(&mut game.cells).enumerate() {
            match position.value(cell) {
                Some(digit) if !position.is_given(cell) => {
                    let source = Source::Player;
                    state.entry = Some(Entry { digit, source });
                }
                Some(_) => {}
                None => {
                    let marks = notes.and_then(|notes| notes.get(index));
                    state.notes = marks.copied().unwrap_or_default();
                }
            }
        }
        game
    }

    /// An empty grid of `shape` for typing a puzzle's givens; [`Game::start_play`] starts it.
    pub fn entering(shape: Shape) -> Game {
        Self::with_givens(Grid::empty(shape), Mode::Enter, Timer::stopped())
    }

    /// `puzzle`'s givens put up for checking and correcting (a puzzle read from a picture),
    /// as if typed; [`Game::start_play`] starts it.
    pub fn entering_from(puzzle: &Grid) -> Game {
        Self::with_givens(puzzle.clone(), Mode::Enter, Timer::stopped())
    }

    fn with_givens(puzzle: Grid, mode: Mode, timer: Timer) -> Game {
        let shape = puzzle.shape();
        let mut givens = puzzle.cleared();
        for cell in shape.cells() {
            givens.set_given(cell, puzzle.value(cell));
        }
        Game {
            puzzle: givens,
            cells: vec![CellState::default(); shape.cell_count()],
            selected: None,
            also: Vec::new(),
            keep_notes: false,
            old_notes_mode: false,
            marking: Marking::Value,
            mode,
            history: History::default(),
            timer,
            wrong: Vec::new(),
            revealed: false,
            edits: 0,
            tally: Tally::default(),
            info: PuzzleInfo::default(),
        }
    }

    /// The same game with the title, author and rules in words its file gave.
    pub fn with_info(self, info: PuzzleInfo) -> Game {
        Game { info, ..self }
    }

    /// The puzzle's title, author and rules in words, as far as its file gave them.
    pub fn info(&self) -> &PuzzleInfo {
        &self.info
    }

    /// The grid's shape.
    pub fn shape(&self) -> Shape {
        self.puzzle.shape()
    }

    /// The puzzle: its givens only.
    pub fn puzzle(&self) -> &Grid {
        &self.puzzle
    }

    /// The cells that may not hold the digit of `cell`: its row, column and box, and under
    /// variant rules every cell the rules join to it (regions, diagonals, cages, a knight's
    /// move, ...).
    pub fn peers(&self, cell: Cell) -> Vec<Cell> {
        let shape = self.shape();
        if self.puzzle.is_classic() {
            return shape.peers(cell).collect();
        }
        let Some(index) = shape.index_of(cell) else {
            return Vec::new();
        };
        let constraints = self.puzzle.constraints();
        constraints
            .peers(index)
            .iter()
            .map(|&p| shape.cell_at(usize::from(p)))
            .collect()
    }

    /// The grid as it stands: givens (flagged) and every entry.
    pub fn grid(&self) -> Grid {
        let mut grid = self.puzzle.clone();
        for cell in self.shape().cells() {
            grid.set_value(cell, self.value(cell));
        }
        grid
    }

    /// What a cell holds; empty for a cell outside the grid.
    pub(super) fn state(&self, cell: Cell) -> CellState {
        let Some(index) = self.shape().index_of(cell) else {
            return CellState::default();
        };
        // A loaded game may hold anything: digits and notes beyond the side read as absent.
        let stored = self.cells.get(index).copied().unwrap_or_default();
        let in_range = DigitSet::full(self.shape().size()).bits();
        let notes = DigitSet::from_bits(stored.notes.bits() & in_range);
        let corner = DigitSet::from_bits(stored.corner.bits() & in_range);
        let entry = if self.puzzle.is_given(cell) {
            let given = |digit| Entry {
                digit,
                source: Source::Given,
            };
            self.puzzle.value(cell).map(given)
        } else {
            stored.entry.filter(|e| self.fits(e.digit))
        };
        CellState {
            entry,
            notes,
            corner,
            colour: stored.colour,
        }
    }

    /// Whether `digit` is at most the grid's side.
    pub(super) fn fits(&self, digit: Digit) -> bool {
        usize::from(digit.get()) <= self.shape().size()
    }

    /// The digit in a cell, given or entered.
    pub fn value(&self, cell: Cell) -> Option<Digit> {
        self.state(cell).digit()
    }

    /// Who put the cell's value there; `None` for an empty cell.
    pub fn source(&self, cell: Cell) -> Option<Source> {
        self.state(cell).entry.map(|e| e.source)
    }

    /// Every cell's pencil marks, row-major (kept under values too).
    pub fn all_notes(&self) -> Vec<DigitSet> {
        self.cells.iter().map(|state| state.notes).collect()
    }

    /// The cell's pencil marks. A cell keeps them under a value; draw them only when empty.
    pub fn notes(&self, cell: Cell) -> DigitSet {
        self.state(cell).notes
    }

    /// The cell's corner marks (kept under a value too; draw them only when empty).
    pub fn corner(&self, cell: Cell) -> DigitSet {
        self.state(cell).corner
    }

    /// The cell's colour, if the player gave it one (givens and filled cells too).
    pub fn colour(&self, cell: Cell) -> Option<Colour> {
        self.state(cell).colour
    }

    /// Whether the cell is one of the puzzle's givens.
    pub fn is_given(&self, cell: Cell) -> bool {
        self.puzzle.is_given(cell)
    }

    /// The cursor's cell: the selected cell, or the one picked last of several.
    pub fn selected(&self) -> Option<Cell> {
        self.selected
            .filter(|&cell| self.shape().index_of(cell).is_some())
    }

    /// What typed digits do: place values, toggle notes or corner marks, or colour the cell.
    pub fn marking(&self) -> Marking {
        // A save before version 3 kept only notes mode, as a flag.
        match self.marking {
            Marking::Value if self.old_notes_mode => Marking::Notes,
            marking => marking,
        }
    }

    /// Whether digits typed go to the notes.
    pub fn notes_mode(&self) -> bool {
        self.marking() == Marking::Notes
    }

    /// Playing, or entering a puzzle.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// Every cell that shares a unit with another cell holding the same digit, givens
    /// included, in row-major order.
    pub fn conflicts(&self) -> Vec<Cell> {
        let shape = self.shape();
        if !self.puzzle.is_classic() {
            let mut cells: Vec<Cell> = self
                .grid()
                .breaks()
                .iter()
                .flat_map(|b| b.cells())
                .collect();
            cells.sort_unstable_by_key(|&c| shape.index_of(c));
            cells.dedup();
            return cells;
        }
        let values: Vec<Option<Digit>> = shape.cells().map(|c| self.value(c)).collect();
        let at = |cell: Cell| {
            shape
                .index_of(cell)
                .and_then(|i| values.get(i).copied().flatten())
        };
        shape
            .cells()
            .filter(|&cell| at(cell).is_some_and(|d| shape.peers(cell).any(|p| at(p) == Some(d))))
            .collect()
    }

    /// How many more of `digit` the grid needs: N minus how many are placed (0 once all are,
    /// and for a digit larger than N).
    pub fn remaining(&self, digit: Digit) -> usize {
        if !self.fits(digit) {
            return 0;
        }
        let placed = self
            .shape()
            .cells()
            .filter(|&c| self.value(c) == Some(digit))
            .count();
        self.shape().size().saturating_sub(placed)
    }

    /// Whether every cell is filled and nothing conflicts: any valid completion counts.
    pub fn is_solved(&self) -> bool {
        self.shape().cells().all(|c| self.value(c).is_some()) && self.conflicts().is_empty()
    }

    /// Whether the game is solved, and by whom. A game the engine solved (or one finished after
    /// the engine showed the solution) never counts as the player's.
    pub fn outcome(&self) -> Outcome {
        match (self.mode, self.is_solved(), self.revealed) {
            (Mode::Play, true, false) => Outcome::SolvedByPlayer,
            (Mode::Play, true, true) => Outcome::SolvedByEngine,
            _ => Outcome::Open,
        }
    }

    /// How many changes to values or marks (undos and redos included) the game has seen;
    /// equal counts mean an unchanged game.
    pub fn edits(&self) -> u64 {
        self.edits
    }

    /// The entries found wrong by the last check, until the next edit.
    pub fn wrong_cells(&self) -> &[Cell] {
        &self.wrong
    }

    /// Whether there is a step to undo.
    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }

    /// Whether there is an undone step to redo.
    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// Time played up to `now`.
    pub fn elapsed(&self, now: Instant) -> Duration {
        self.timer.elapsed(now)
    }

    /// Whether the player paused the game.
    pub fn is_paused(&self) -> bool {
        self.timer.is_paused()
    }

    /// Hints, checks and mistakes counted so far.
    pub fn tally(&self) -> &Tally {
        &self.tally
    }

    /// The counts, to add to. They are no part of the board: changing them is no edit and
    /// no undo step.
    pub fn tally_mut(&mut self) -> &mut Tally {
        &mut self.tally
    }
}
