//! The player's options of play: whether the timer shows, when mistakes show, and whether a
//! placed digit takes itself out of its peers' notes. They are kept with the settings; the
//! session applies them to every game it plays.

use super::Session;
use super::engine::EngineTask;
use crate::board::Grid;
use crate::game::{Action, Outcome};
use serde::{Deserialize, Serialize};
use web_time::Instant;

/// When the board shows the player's mistakes (as SudokuPad's conflict checker offers).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Mistakes {
    /// An entry that differs from the solution is marked as soon as it is placed.
    AtOnce,
    /// Entries that clash with another cell of a row, column, box or rule are marked.
    #[default]
    Conflicts,
    /// Nothing is marked until the player asks for a check.
    OnCheck,
}

/// The options of play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct PlayOptions {
    /// Hide the clock (it still runs, for the statistics).
    pub hide_timer: bool,
    /// When mistakes show.
    pub mistakes: Mistakes,
    /// Leave the peers' notes alone when a digit is placed.
    pub keep_notes: bool,
    /// Whether a pasted short SudokuPad link may be fetched from sudokupad.app (the only use
    /// of the network): `None` until the player is asked.
    pub fetch_links: Option<bool>,
}

impl PlayOptions {
    /// Whether the board marks entries that clash with another cell.
    pub fn shows_conflicts(self) -> bool {
        self.mistakes != Mistakes::OnCheck
    }
}

impl Session {
    /// The options of play in force.
    pub fn options(&self) -> PlayOptions {
        self.options
    }

    /// Fetches the puzzles short SudokuPad links name from `api` (ids appended) instead of
    /// SudokuPad's own puzzle API: a mirror, or a test's server.
    pub fn fetch_links_from(&mut self, api: String) {
        self.file.sudokupad_api = api;
    }

    /// Plays by `options` from now on.
    pub fn set_options(&mut self, options: PlayOptions, now: Instant) {
        self.options = options;
        self.apply_options(now);
    }

    /// Brings the game on the board in line with the options: its notes rule, and (when
    /// mistakes show at once) its wrong entries marked, the solution asked of the engine first.
    pub(super) fn apply_options(&mut self, now: Instant) {
        let keep = self.options.keep_notes;
        self.current.game.apply(Action::KeepNotes(keep), now);
        let open = self.is_playing() && self.game().outcome() == Outcome::Open;
        if self.options.mistakes != Mistakes::AtOnce || !open {
            return;
        }
        match &self.solution {
            Some((serial, Some(solution))) if *serial == self.serial => {
                let solution = solution.clone();
                self.current.game.apply(Action::MarkWrong(solution), now);
            }
            Some((serial, None)) if *serial == self.serial => {}
            _ if self.engine.is_busy() || self.game().is_paused() => {}
            _ => self.ask_engine(EngineTask::Learn),
        }
    }

    /// Stops the engine's job. A cancelled quiet look for the solution is not asked for again
    /// in this game (it would start again at the next move, and Cancel would never hold).
    pub(super) fn cancel_engine(&mut self) {
        if self.engine.task() == Some(EngineTask::Learn) {
            self.solution = Some((self.serial, None));
        }
        self.engine.stop(&mut ctx!(self));
    }

    /// The engine found the puzzle's solution (or that it has none, or several).
    pub(super) fn learned(&mut self, solution: Option<Grid>, now: Instant) {
        self.solution = Some((self.serial, solution));
        self.apply_options(now);
    }
}
