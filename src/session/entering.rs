//! Entering a puzzle (from a newspaper, say): the game put aside while the givens are typed,
//! the check before play starts, and going back.

use super::Session;
use super::engine::EngineTask;
use super::game_file::{GameFile, Origin};
use crate::board::Shape;
use crate::game::{Game, Mode};
use crate::t;
use web_time::Instant;

impl Session {
    /// Puts a blank board of `shape` up for typing, the game put aside.
    pub(super) fn enter_puzzle(&mut self, shape: Shape) {
        self.enter_grid(Game::entering(shape));
        ctx!(self).say(t!("type-puzzle-s-givens-then"));
    }

    /// Puts the puzzle on the board (its givens and rules) up for changing, the game put
    /// aside.
    pub(super) fn edit_puzzle(&mut self) {
        if self.game().mode() != Mode::Play {
            return;
        }
        let puzzle = self.game().puzzle().clone();
        self.enter_grid(Game::entering_from(&puzzle));
        ctx!(self).say(t!("edit-puzzle-then-start"));
    }

    /// Puts `typing` (a game being entered) on the board, the game put aside.
    pub(super) fn enter_grid(&mut self, typing: Game) {
        let typing = GameFile::new(typing, Origin::Entered);
        let before = std::mem::replace(&mut self.current, typing);
        self.engine.cancel(&mut ctx!(self));
        self.serial += 1;
        // Typing over a typed puzzle keeps the game put aside before the first one.
        if before.game.mode() == Mode::Play {
            self.put_aside = Some(before);
        }
        self.engine.clear_differ();
    }

    /// Checks the typed puzzle on the engine before play starts (see `engine.rs`).
    pub(super) fn start_entered(&mut self) {
        if self.game().mode() != Mode::Enter {
            return;
        }
        let grid = self.game().grid();
        // Under variant rules the givens may break more than a house: a cage's sum, say.
        let broken = match grid.clashes().first() {
            Some(clash) => Some(clash.to_string()),
            None => grid.breaks().first().map(ToString::to_string),
        };
        if let Some(problem) = broken {
            ctx!(self).complain(t!("cannot-start", problem = &problem));
            return;
        }
        self.engine.ask(&mut ctx!(self), EngineTask::Start, grid);
    }

    /// Starts playing the typed puzzle.
    pub(super) fn start_now(&mut self, message: &str, now: Instant) {
        match self.current.game.start_play(now) {
            Ok(()) => {
                self.put_aside = None;
                self.current.path = None;
                self.current.saved_edits = None;
                self.announced = self.game().outcome();
                ctx!(self).say(message);
                self.rating.rate_current(&mut ctx!(self));
                // A rating comes only for a puzzle with one solution, and then the message
                // ("Puzzle accepted: ...") has said so.
                self.rating.announce(&ctx!(self), true);
            }
            Err(e) => ctx!(self).complain(t!("cannot-start-2", why = &e)),
        }
    }

    /// Leaves typing for the game put aside (or a new one).
    pub(super) fn cancel_entering(&mut self) {
        if self.game().mode() != Mode::Enter {
            return;
        }
        let back = match self.put_aside.take() {
            Some(back) => back,
            None => {
                let game = Game::new(self.level.pick(&mut self.rng));
                GameFile::new(game, Origin::Level(self.level))
            }
        };
        self.install(back);
        self.status = None;
    }
}
