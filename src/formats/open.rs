//! Opening what a player hands the game: a file or pasted text holding a saved game or one
//! or more puzzles in any text format.

use super::save::{self, SaveError};
use super::{FormatError, Puzzle, read_regular_file};
use crate::board::Grid;
use crate::game::Game;
use thiserror::Error;

/// The largest file the game opens: far more than any collection of puzzles or saved game, and
/// little enough to read in a blink.
pub const MAX_OPEN_BYTES: u64 = 16 * 1024 * 1024;

/// What a file or a text held.
#[derive(Debug, Clone)]
pub enum Opened {
    /// A saved game, checked.
    Save(Box<Game>),
    /// Puzzles, in order; bad ones were skipped.
    Puzzles {
        /// The good puzzles (at least one), with their marks.
        grids: OpenedPuzzles,
        /// How many bad puzzles were left out, and the first one's error.
        skipped: Option<(usize, FormatError)>,
    },
}

/// The good puzzles of an opened text, in order, each with the candidates the text gave for
/// it ([`Puzzle::marks`]). Iterating gives the grids alone; [`OpenedPuzzles::into_puzzles`]
/// keeps the marks.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OpenedPuzzles(Vec<Puzzle>);

impl OpenedPuzzles {
    /// How many puzzles.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The grids, in order.
    pub fn iter(&self) -> impl Iterator<Item = &Grid> {
        self.0.iter().map(|puzzle| &puzzle.grid)
    }

    /// The puzzles with their marks and lines.
    pub fn as_slice(&self) -> &[Puzzle] {
        &self.0
    }

    /// The puzzles with their marks and lines.
    pub fn into_puzzles(self) -> Vec<Puzzle> {
        self.0
    }
}

impl IntoIterator for OpenedPuzzles {
    type Item = Grid;
    type IntoIter = std::iter::Map<std::vec::IntoIter<Puzzle>, fn(Puzzle) -> Grid>;

    /// The grids, in order, without their marks.
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter().map(|puzzle| puzzle.grid)
    }
}

/// Why nothing could be opened.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum OpenError {
    /// The text could not be read, or it holds no good puzzle.
    #[error("{0}")]
    Format(#[from] FormatError),
    /// A saved game that cannot be used.
    #[error("{0}")]
    Save(#[from] SaveError),
}

/// Opens a regular file of at most [`MAX_OPEN_BYTES`]: a saved game or puzzles.
pub fn open(path: &std::path::Path) -> Result<Opened, OpenError> {
    let text = read_regular_file(path, MAX_OPEN_BYTES)?;
    open_text(&text, &path.display().to_string())
}

/// Reads `text` as a saved game or as puzzles; `origin` names it in errors. With puzzles, an
/// error only if none of them is good (then the first one's).
pub fn open_text(text: &str, origin: &str) -> Result<Opened, OpenError> {
    if save::looks_like_save(text) {
        return Ok(Opened::Save(Box::new(save::from_ron(text, origin)?)));
    }
    let mut puzzles = Vec::new();
    let mut skipped: Option<(usize, FormatError)> = None;
    for puzzle in super::puzzles(text, origin) {
        match puzzle {
            Ok(puzzle) => puzzles.push(puzzle),
            Err(e) => match &mut skipped {
                Some((count, _)) => *count += 1,
                None => skipped = Some((1, e)),
            },
        }
    }
    match (puzzles.is_empty(), skipped) {
        (true, Some((_, first))) => Err(first.into()),
        (true, None) => Err(FormatError {
            origin: origin.to_string(),
            line: None,
            column: None,
            problem: super::Problem::NoPuzzle,
        }
        .into()),
        (false, skipped) => Ok(Opened::Puzzles {
            grids: OpenedPuzzles(puzzles),
            skipped,
        }),
    }
}
