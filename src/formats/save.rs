//! The save file: a [`Game`] in RON with a version number, written so that a failed save
//! never damages the previous one.
//!
//! ```
//! use shudu::board::{Grid, Shape};
//! use shudu::formats::save;
//! use shudu::game::Game;
//!
//! let game = Game::new(Grid::empty(Shape::NINE));
//! let text = save::to_ron(&game).unwrap();
//! assert!(save::looks_like_save(&text));
//! let loaded = save::from_ron(&text, "example.ron").unwrap();
//! assert_eq!(loaded.grid(), game.grid());
//! ```

use super::FormatError;
use crate::game::{Game, GameError};
use serde::{Deserialize, Serialize};
use std::fs::{self, File};
use std::io::Write;
use std::path::{Path, PathBuf};
use thiserror::Error;

/// The save format this version writes, and the newest it reads. Version 2 writes each undo
/// change as six numbers (version 1 named its fields; such saves are still read). Version 3
/// adds corner marks and cell colours (to the cells, and as ten numbers to the changes that
/// touch them) and keeps what typed digits do as `marking` instead of the flag `notes_mode`;
/// older saves read as games without corner marks or colours. Version 4 adds the puzzle's
/// variant rules (`rules` in the puzzle's grid: regions, diagonals, cages, ...; absent for
/// classic Sudoku, so older saves read as classic games).
pub const SAVE_VERSION: u32 = 4;

/// What a save file holds.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SaveGame {
    /// The format version, [`SAVE_VERSION`] when written by this Shudu.
    pub version: u32,
    /// The game.
    pub game: Game,
}

/// Only the version, read first so that a newer save is refused by version rather than by
/// whatever field it added.
#[derive(Deserialize)]
struct Header {
    version: u32,
}

/// A save that cannot be read or written, naming the file and the problem.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SaveError {
    /// The file could not be read.
    #[error("{0}")]
    Unreadable(#[from] FormatError),
    /// The text is not a save this version understands.
    #[error("{}", crate::t!("error-line-column-not-shudu-save", origin = .origin, line = .line, column = .column, reason = .reason))]
    NotRon {
        /// The file.
        origin: String,
        /// The 1-based line where reading stopped.
        line: usize,
        /// The 1-based column.
        column: usize,
        /// What the RON reader says.
        reason: String,
    },
    /// A save from a newer Shudu.
    #[error("{}", crate::t!("error-saved-by-newer-shudu-save", origin = .origin, found = .found, supported = .supported))]
    Newer {
        /// The file.
        origin: String,
        /// The version in the file.
        found: u32,
        /// The newest version this Shudu reads.
        supported: u32,
    },
    /// A well-formed save whose game does not fit together.
    #[error("{}", crate::t!("error-saved-game-is-damaged", origin = .origin, problem = .problem))]
    Invalid {
        /// The file.
        origin: String,
        /// What does not fit.
        #[source]
        problem: GameError,
    },
    /// The game could not be turned into RON.
    #[error("{}", crate::t!("error-cannot-write-game-as-ron", reason = .reason))]
    Encode {
        /// What the RON writer says.
        reason: String,
    },
    /// The file could not be written; any previous save is untouched.
    #[error("{}", crate::t!("error-cannot-save", origin = .origin, reason = .reason))]
    WriteFailed {
        /// The file.
        origin: String,
        /// The system's words.
        reason: String,
    },
}

/// The game as a pretty-printed RON save.
pub fn to_ron(game: &Game) -> Result<String, SaveError> {
    let save = SaveGame {
        version: SAVE_VERSION,
        game: game.clone(),
    };
    // Below the game's fields, each list item (a cell's state, the digit list) takes one line.
    let config = ron::ser::PrettyConfig::new().depth_limit(3);
    ron::ser::to_string_pretty(&save, config).map_err(|e| SaveError::Encode {
        reason: e.to_string(),
    })
}

/// Reads a save from `text`; `origin` names it in errors. Refuses saves from a newer
/// version and games that do not fit together ([`Game::validate`]).
pub fn from_ron(text: &str, origin: &str) -> Result<Game, SaveError> {
    let save: SaveGame = versioned_from_ron(text, origin, SAVE_VERSION)?;
    save.game.validate().map_err(|problem| SaveError::Invalid {
        origin: origin.to_string(),
        problem,
    })?;
    Ok(save.game)
}

/// Reads any of Shudu's versioned RON files (a struct with a `version` field first checked
/// against `supported`, the newest this Shudu reads); `origin` names it in errors.
pub fn versioned_from_ron<T: serde::de::DeserializeOwned>(
    text: &str,
    origin: &str,
    supported: u32,
) -> Result<T, SaveError> {
    let not_ron = |e: ron::error::SpannedError| SaveError::NotRon {
        origin: origin.to_string(),
        line: e.span.start.line,
        column: e.span.start.col,
        reason: e.code.to_string(),
    };
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let header: Header = ron::from_str(text).map_err(not_ron)?;
    if header.version > supported {
        return Err(SaveError::Newer {
            origin: origin.to_string(),
            found: header.version,
            supported,
        });
    }
    ron::from_str(text).map_err(not_ron)
}

/// Reads the save at `path` (a regular file of at most [`super::MAX_OPEN_BYTES`]).
pub fn read(path: &Path) -> Result<Game, SaveError> {
    let text = super::read_regular_file(path, super::MAX_OPEN_BYTES)?;
    from_ron(&text, &path.display().to_string())
}

/// Saves the game at `path`: writes a temporary file in the same folder, flushes it to disk
/// and renames it over the target, so a failure leaves any previous save as it was.
pub fn write(path: &Path, game: &Game) -> Result<(), SaveError> {
    let text = to_ron(game)?;
    replace_file(path, &text).map_err(|e| SaveError::WriteFailed {
        origin: path.display().to_string(),
        reason: e.to_string(),
    })
}

/// Writes `contents` (text or bytes) to a temporary file beside `path`, flushes it to disk and
/// renames it over `path`: readers see the old file or the new one, never a part of either.
pub fn replace_file(path: &Path, contents: impl AsRef<[u8]>) -> std::io::Result<()> {
    let temp = temp_path(path);
    let result = write_synced(&temp, contents.as_ref()).and_then(|()| fs::rename(&temp, path));
    if result.is_err() {
        // The temporary file is litter now; failing to remove it changes nothing.
        let _ = fs::remove_file(&temp);
    }
    result?;
    sync_folder(path);
    Ok(())
}

/// A hidden name next to `path`, unique to this process, so two Shudus never share one.
fn temp_path(path: &Path) -> PathBuf {
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    path.with_file_name(format!(".{name}.{}.tmp", std::process::id()))
}

fn write_synced(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    let mut file = File::create(path)?;
    file.write_all(contents)?;
    file.sync_all()
}

/// Makes the rename itself durable where the system allows; the save is complete either way.
fn sync_folder(path: &Path) {
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    if let Ok(dir) = File::open(folder) {
        let _ = dir.sync_all();
    }
}

/// Whether `text` looks like a save rather than puzzle text: after blank lines, `//`
/// comments and `#![enable(..)]` lines, it opens a RON struct whose first field is `version`.
pub fn looks_like_save(text: &str) -> bool {
    let body = text
        .trim_start_matches('\u{feff}')
        .lines()
        .map(str::trim)
        .skip_while(|line| line.is_empty() || line.starts_with("//") || line.starts_with("#!"))
        .take(2)
        .collect::<Vec<_>>()
        .join(" ");
    let Some(inside) = body
        .trim_start_matches("SaveGame")
        .trim_start()
        .strip_prefix('(')
    else {
        return false;
    };
    inside.trim_start().starts_with("version")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Grid, Shape};

    #[test]
    fn failed_write_leaves_the_previous_save_byte_for_byte() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.ron");
        write(&path, &Game::new(Grid::empty(Shape::NINE))).unwrap();
        let before = fs::read(&path).unwrap();
        // A folder where the temporary file should go makes the write fail midway.
        fs::create_dir(temp_path(&path)).unwrap();
        let other = Game::entering(Shape::new(2, 2).unwrap());
        let err = write(&path, &other).unwrap_err();
        assert!(matches!(err, SaveError::WriteFailed { .. }), "{err}");
        assert_eq!(fs::read(&path).unwrap(), before);
    }

    #[test]
    fn temp_file_is_hidden_beside_the_target() {
        let temp = temp_path(Path::new("saves/game.ron"));
        assert_eq!(temp.parent(), Some(Path::new("saves")));
        assert!(
            temp.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with(".game.ron.")
        );
    }

    #[test]
    fn sniff_tells_saves_from_puzzles() {
        assert!(looks_like_save("// my game\n(\n    version: 1,\n"));
        assert!(looks_like_save(
            "#![enable(implicit_some)]\nSaveGame(version: 2, game: ())"
        ));
        assert!(!looks_like_save("53..7....\n6..195...\n"));
        assert!(!looks_like_save("(game: (), version: 1)"));
        assert!(!looks_like_save(""));
    }
}
