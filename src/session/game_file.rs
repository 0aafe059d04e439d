//! The game on the board with the file it belongs to ([`GameFile`]), and where it came from
//! ([`Origin`]): what the session replaces, saves, keeps and records.

use crate::calendar::Date;
use crate::game::{Game, Outcome};
use crate::rate::Level;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// Where the game on the board came from, as the window shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Origin {
    /// A new game of this level.
    Level(Level),
    /// Opened from this file (a puzzle file or a saved game).
    File(PathBuf),
    /// One puzzle of a file that holds several (a collection).
    Collection {
        /// The file.
        path: PathBuf,
        /// Which puzzle, from 1.
        number: usize,
        /// How many good puzzles the file holds.
        count: usize,
    },
    /// Pasted.
    Pasted,
    /// Typed in by the player.
    Entered,
    /// The daily puzzle of this date.
    Daily(Date),
    /// Found to practise a technique (its code); `learning`: started right before it.
    Practice {
        /// The technique's code ([`crate::techniques::Technique::code`]).
        technique: String,
        /// Started right before the technique's first step, with its hint.
        learning: bool,
    },
}

/// A game together with the file it belongs to. The save path never outlives its game: a new
/// game starts with none.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct GameFile {
    /// The game.
    pub game: Game,
    /// The file Save writes to.
    pub path: Option<PathBuf>,
    /// The game's edit count when it was last saved or opened from a save.
    pub saved_edits: Option<u64>,
    /// Where the game came from.
    pub origin: Origin,
}

impl GameFile {
    /// A fresh game that belongs to no file.
    pub fn new(game: Game, origin: Origin) -> GameFile {
        GameFile {
            game,
            path: None,
            saved_edits: None,
            origin,
        }
    }

    /// Whether the game holds moves that no save has: losing it would lose the player's work.
    /// A solved game, or one with no move at all, has nothing to lose.
    pub fn has_unsaved_moves(&self) -> bool {
        let game = &self.game;
        let edited = game.edits() > 0 && Some(game.edits()) != self.saved_edits;
        edited && game.outcome() == Outcome::Open
    }
}
