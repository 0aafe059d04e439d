//! Replacing the game on the board (a new game, an opened or pasted one, a typed puzzle that
//! starts play): the question asked first when unsaved moves would be lost, and what a new
//! game resets.

use super::Session;
use super::game_file::{GameFile, Origin};
use crate::board::Grid;
use crate::game::{Game, Mode};
use crate::rate::Level;
use crate::rate::Rating;
use crate::t;
use crate::techniques::Hint;
use web_time::Instant;

/// A question the window shows until the player answers it.
#[derive(Debug, Clone)]
pub enum Question {
    /// The typed puzzle has several solutions: play it anyway?
    Several,
    /// The game has unsaved moves: discard it for this?
    Discard(Box<Replacement>),
    /// A pasted short SudokuPad link (its id): may Shudu fetch such links from sudokupad.app?
    Network(String),
}

impl Question {
    /// What the question says, and its two answers (yes, no).
    pub fn words(&self) -> Words {
        match self {
            Question::Several => Words {
                title: t!("several-solutions"),
                detail: t!("outlined-cells-differ-between-two"),
                yes: t!("play-it-anyway"),
                no: t!("keep-editing"),
            },
            Question::Discard(replacement) => Words {
                title: t!("discard-this-game"),
                detail: t!(
                    "its-moves-are-not-saved",
                    describe = &replacement.describe()
                ),
                yes: t!("discard"),
                no: t!("keep-playing"),
            },
            Question::Network(id) => Words {
                title: t!("fetch-from-sudokupad"),
                detail: t!("fetch-from-sudokupad-detail", id = id),
                yes: t!("allow-and-fetch"),
                no: t!("do-not-use-network"),
            },
        }
    }
}

/// How a question reads on screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Words {
    /// The question itself, as a heading.
    pub title: String,
    /// What it is about.
    pub detail: String,
    /// The button that agrees.
    pub yes: String,
    /// The button that declines (as Escape does).
    pub no: String,
}

/// What replaces the game on the board once the player agrees.
#[derive(Debug, Clone)]
pub enum Replacement {
    /// A new game of a level.
    NewGame(Level),
    /// A game opened from a file or pasted, with the message to show.
    Opened {
        /// The game and its file.
        next: Box<GameFile>,
        /// What the status bar says after.
        message: String,
    },
    /// A new puzzle made on the worker (a variant, another size).
    Made {
        /// The game, from [`Origin::Level`].
        next: Box<GameFile>,
        /// What the status bar says after.
        message: String,
        /// The kind of puzzle with its level, in words ("Hard Jigsaw", "Easy 16x16").
        what: String,
    },
    /// A lesson in one technique: its position, with the hint shown at once.
    Lesson {
        /// The game and where it came from.
        next: Box<GameFile>,
        /// What the status bar says after.
        message: String,
        /// The hint for the technique, shown at its first stage.
        hint: Box<Hint>,
    },
    /// The typed puzzle starts play; the game put aside before typing goes.
    Start {
        /// What the status bar says after.
        message: String,
    },
}

impl Replacement {
    /// A new puzzle made or found (`puzzle`, from `origin`), started at `now`, with `message`.
    pub(super) fn made(puzzle: Grid, origin: Origin, message: String, now: Instant) -> Replacement {
        let next = Box::new(GameFile::new(Game::new_at(puzzle, now), origin));
        Replacement::Opened { next, message }
    }

    /// What takes the game's place, in words.
    fn describe(&self) -> String {
        match self {
            Replacement::NewGame(level) => t!("new-game-takes-its-place", level = &level),
            Replacement::Made { what, .. } => t!("new-game-takes-its-place", level = what),
            Replacement::Opened { next, .. } => match &next.origin {
                Origin::File(path) => t!("takes-its-place", path = &path.display()),
                Origin::Collection { path, number, .. } => {
                    t!(
                        "puzzle-of-takes-its-place",
                        number = number,
                        path = &path.display()
                    )
                }
                Origin::Daily(date) => t!("daily-puzzle-of-takes-its", date = &date),
                Origin::Practice { .. } => t!("puzzle-to-practise-takes-its"),
                _ => t!("pasted-puzzle-takes-its-place"),
            },
            Replacement::Lesson { message, .. } => {
                t!(
                    "lesson-takes-its-place",
                    next = &message.split(':').next().unwrap_or("")
                )
            }
            Replacement::Start { .. } => t!("typed-puzzle-takes-its-place"),
        }
    }
}

impl Session {
    /// Whether replacing the game now would lose moves the player has not saved.
    pub(super) fn at_risk(&self) -> bool {
        let typed = self.game().mode() == Mode::Enter && self.game().edits() > 0;
        typed
            || self.current.has_unsaved_moves()
            || self
                .put_aside
                .as_ref()
                .is_some_and(GameFile::has_unsaved_moves)
    }

    /// Replaces the game on the board, after asking when that would lose unsaved moves.
    pub(super) fn replace(&mut self, replacement: Replacement, now: Instant) {
        let starting = matches!(replacement, Replacement::Start { .. });
        let at_risk = if starting {
            self.put_aside
                .as_ref()
                .is_some_and(GameFile::has_unsaved_moves)
        } else {
            self.at_risk()
        };
        if at_risk {
            self.question = Some(Question::Discard(Box::new(replacement)));
        } else {
            self.perform(replacement, now);
        }
    }

    /// The player's answer to the question on screen.
    pub(super) fn answer(&mut self, yes: bool, now: Instant) {
        match self.question.take() {
            Some(Question::Several) if yes => {
                self.replace(
                    Replacement::Start {
                        message: t!("playing-puzzle-with-several-solutions"),
                    },
                    now,
                );
            }
            Some(Question::Discard(replacement)) if yes => self.perform(*replacement, now),
            Some(Question::Discard(_)) => ctx!(self).say(t!("kept-game")),
            Some(Question::Network(id)) => {
                self.options.fetch_links = Some(yes);
                if yes {
                    self.file.fetch(&mut ctx!(self), id);
                } else {
                    ctx!(self).say(t!("network-declined"));
                }
            }
            Some(Question::Several) | None => {}
        }
    }

    /// Replaces the game on the board now.
    pub(super) fn perform(&mut self, replacement: Replacement, now: Instant) {
        match replacement {
            Replacement::NewGame(level) => {
                self.level = level;
                let ready = self.pool.take(level);
                let (puzzle, rating) = match ready {
                    Some(ready) => (ready.puzzle, Some(ready.rating)),
                    None => (level.pick(&mut self.rng), None),
                };
                let game = Game::new_at(puzzle, now);
                self.install_rated(GameFile::new(game, Origin::Level(level)), rating);
                ctx!(self).say(t!("new-game-3", level = &level));
                self.refill();
            }
            Replacement::Opened { next, message } | Replacement::Made { next, message, .. } => {
                self.install(*next);
                ctx!(self).say(message);
                self.rating.announce(&ctx!(self), false);
            }
            Replacement::Lesson {
                next,
                message,
                hint,
            } => {
                self.install(*next);
                ctx!(self).say(message);
                self.show_lesson(*hint);
            }
            Replacement::Start { message } => self.start_now(&message, now),
        }
    }

    /// Puts `next` on the board; the engine's work for the old game is dropped.
    pub(super) fn install(&mut self, next: GameFile) {
        self.install_rated(next, None);
    }

    /// Puts `next` on the board, with its rating when it is known (else it is asked for).
    pub(super) fn install_rated(&mut self, next: GameFile, rating: Option<Rating>) {
        self.engine.cancel(&mut ctx!(self));
        let old = std::mem::replace(&mut self.current, next);
        self.record_abandoned(&old);
        if let Some(aside) = self.put_aside.take() {
            self.record_abandoned(&aside);
        }
        self.serial += 1;
        self.question = None;
        self.finish.card = None;
        self.engine.clear_differ();
        self.announced = self.game().outcome();
        self.hints.new_game(&mut ctx!(self));
        self.rating.new_game(&mut ctx!(self), rating);
    }
}
