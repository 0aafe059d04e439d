//! The finish of a won game: the card that sums it up (time, personal best, hints, streak) and
//! "Next puzzle", which makes another puzzle of the kind last asked for.

use super::Session;
use super::command::Command;
use crate::board::{Shape, Variant};
use crate::rate::Level;
use crate::stats::{GameRecord, LevelKey, Summary};
use web_time::Instant;

/// What the finish card shows after a win.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FinishCard {
    /// When the game was won: the board celebrates for a moment before the card shows.
    pub at: Instant,
    /// The time the solve took, in seconds.
    pub seconds: u64,
    /// The best winning time of the same size and level, this one included.
    pub best: Option<u64>,
    /// Whether this win beat every earlier one of its size and level.
    pub new_best: bool,
    /// Hints asked for in this game.
    pub hints: u32,
    /// Wins in a row at this size and level, this one included.
    pub streak: usize,
    /// The size and level in words ("Hard", "16x16 Easy").
    pub kind: String,
}

/// The kind of puzzle "Next puzzle" makes: the one of the last new game asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NextPuzzle {
    /// A classic 9x9 puzzle of this level (from the pool).
    Level(Level),
    /// A puzzle made on the worker: a variant, or another size.
    Made {
        /// The variant (classic for other sizes).
        variant: Variant,
        /// The grid's shape.
        shape: Shape,
        /// The level.
        level: Level,
    },
}

impl NextPuzzle {
    /// The command that starts it.
    pub fn command(self) -> Command {
        match self {
            NextPuzzle::Level(level) => Command::NewGame(level),
            NextPuzzle::Made {
                variant,
                shape,
                level,
            } => Command::NewVariant {
                variant,
                shape,
                level,
            },
        }
    }

    /// The kind a new-game command asks for, if it asks for one.
    pub(super) fn of(command: &Command) -> Option<NextPuzzle> {
        match *command {
            Command::NewGame(level) => Some(NextPuzzle::Level(level)),
            Command::NewVariant {
                variant,
                shape,
                level,
            } => Some(NextPuzzle::Made {
                variant,
                shape,
                level,
            }),
            _ => None,
        }
    }
}

/// The finish's state in the session: the card on screen and the next puzzle's kind.
#[derive(Debug, Clone, Default)]
pub(super) struct FinishState {
    pub card: Option<FinishCard>,
    pub next: Option<NextPuzzle>,
}

impl Session {
    /// The finish card, while a won game is on the board and the player has not closed it.
    pub fn finish_card(&self) -> Option<&FinishCard> {
        self.finish.card.as_ref()
    }

    /// What "Next puzzle" starts: another puzzle like the last new game, or a classic one of
    /// the last level.
    pub fn next_puzzle(&self) -> NextPuzzle {
        self.finish.next.unwrap_or(NextPuzzle::Level(self.level))
    }

    /// A win was just recorded as `record`: the card that sums it up goes on screen.
    pub(super) fn show_finish(&mut self, record: &GameRecord, new_best: bool, now: Instant) {
        let key = LevelKey::of(record);
        let summary = Summary::of(&self.history, record.date);
        let row = summary.rows.iter().find(|row| row.key == key);
        self.finish.card = Some(FinishCard {
            at: now,
            seconds: record.seconds,
            best: row.and_then(|r| r.best),
            new_best,
            hints: record.hints.values().sum(),
            streak: row.map_or(1, |r| r.streak),
            kind: key.label(),
        });
    }
}
