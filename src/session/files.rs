//! Files and dialogs: the Open and Save dialogs, reading a puzzle file or a saved game (one
//! puzzle of a collection, too), and saving.

use super::Session;
use super::game_file::{GameFile, Origin};
use super::replace::Replacement;
use crate::board::{Grid, Shape};
use crate::formats::Opened;
use crate::game::{Game, PuzzleInfo};
use crate::t;
use crate::worker::{Dialog, Job, Output, Picked};
use std::path::{Path, PathBuf};
use web_time::Instant;

/// Why the session waits for a file job: a dialog, an open or a save.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum FileTask {
    PickOpen,
    PickSave,
    /// Open a file; with a collection, its puzzle of this number (from 1).
    Open(PathBuf, usize),
    Save {
        path: PathBuf,
        /// Which game, and at which edit count.
        game: u64,
        edits: u64,
    },
}

impl Session {
    /// The folder dialogs start in: the game's own, else the default.
    pub(super) fn folder(&self) -> Option<PathBuf> {
        let own = self.current.path.as_ref().and_then(|p| p.parent());
        own.filter(|p| !p.as_os_str().is_empty())
            .map(Path::to_path_buf)
            .or_else(|| self.file.dialog_folder().cloned())
    }

    /// Whether the game may be saved: not while a puzzle is typed (it is no game yet).
    pub(super) fn can_save(&self) -> bool {
        self.is_playing()
    }

    /// The Open dialog, starting in the game's folder.
    pub(super) fn open_dialog(&mut self) {
        let dialog = Dialog::Open {
            folder: self.folder(),
        };
        self.pick(dialog, FileTask::PickOpen);
    }

    /// Saves to the game's file, or asks where if it has none.
    pub(super) fn save(&mut self) {
        match self.current.path.clone() {
            Some(path) if self.can_save() => self.save_to(path),
            _ => self.save_as(),
        }
    }

    /// Asks where to save, proposing the game's file name.
    pub(super) fn save_as(&mut self) {
        if !self.can_save() {
            return self.complain(t!("nothing-to-save-while-puzzle"));
        }
        let name = self.current.path.as_ref().and_then(|p| p.file_name());
        let name = name.map_or("game.ron".into(), |n| n.to_string_lossy().into_owned());
        let dialog = Dialog::Save {
            folder: self.folder(),
            name,
        };
        self.pick(dialog, FileTask::PickSave);
    }

    /// Saves the game to `path` (written beside it, then renamed over it).
    pub(super) fn save_to(&mut self, path: PathBuf) {
        if !self.can_save() {
            return self.complain(t!("nothing-to-save-while-puzzle"));
        }
        let game = Box::new(self.game().clone());
        let edits = self.game().edits();
        let job = Job::Save {
            path: path.clone(),
            game,
        };
        let task = FileTask::Save {
            path,
            game: self.serial,
            edits,
        };
        self.start_errand(job, task);
    }

    /// Opens a file (a picture is read for its puzzle); with a collection, its puzzle
    /// `number` (from 1).
    pub(super) fn open(&mut self, path: PathBuf, number: usize) {
        if crate::scan::is_picture(&path) {
            return self.scan_file(path);
        }
        let task = FileTask::Open(path.clone(), number);
        self.start_errand(Job::Open(path), task);
    }

    /// Another puzzle of the collection the game on the board came from.
    pub(super) fn open_puzzle(&mut self, number: usize) {
        match &self.current.origin {
            Origin::Collection { path, .. } => self.open(path.clone(), number),
            _ => self.complain(t!("game-on-board-is-not")),
        }
    }

    /// The answer of a dialog, an open or a save.
    pub(super) fn file_done(&mut self, task: FileTask, output: Output, now: Instant) {
        match (task, output) {
            (FileTask::PickOpen, Output::Picked(Picked::File(path))) => self.open(path, 1),
            (FileTask::PickSave, Output::Picked(Picked::File(path))) => {
                self.save_to(with_save_extension(path))
            }
            (FileTask::Open(path, number), Output::Opened(Ok(opened))) => {
                let (next, message) = opened_game(opened, &path, number, now);
                self.replace(Replacement::Opened { next, message }, now);
            }
            (FileTask::Open(..), Output::Opened(Err(e))) => self.complain(e.to_string()),
            (FileTask::Save { path, game, edits }, Output::Saved(Ok(()))) => {
                if game == self.serial {
                    self.current.path = Some(path.clone());
                    self.current.saved_edits = Some(edits);
                }
                self.say(t!("saved-to", path = &path.display()));
            }
            (FileTask::Save { .. }, Output::Saved(Err(e))) => {
                self.complain(t!("not-saved", why = &e))
            }
            _ => {}
        }
    }
}

/// The game an opened file gives (with a collection, its puzzle `number`, from 1, or the last
/// if there are fewer), and the message that says so.
pub(super) fn opened_game(
    opened: Opened,
    path: &Path,
    number: usize,
    now: Instant,
) -> (Box<GameFile>, String) {
    let name = path.display();
    match opened {
        Opened::Save(game) => {
            let edits = game.edits();
            let next = GameFile {
                game: *game,
                path: Some(path.to_path_buf()),
                saved_edits: Some(edits),
                origin: Origin::File(path.to_path_buf()),
            };
            (Box::new(next), t!("opened-saved-game", name = &name))
        }
        Opened::Puzzles { grids, skipped } => {
            let count = grids.len();
            let number = number.clamp(1, count.max(1));
            let game = match grids.into_puzzles().into_iter().nth(number - 1) {
                Some(puzzle) => {
                    let info = PuzzleInfo::new(puzzle.title, puzzle.author, puzzle.ruleset);
                    Game::resumed_at(&puzzle.grid, puzzle.marks.as_deref(), now).with_info(info)
                }
                None => Game::new_at(Grid::empty(Shape::NINE), now),
            };
            let (origin, mut message) = match count {
                1 => (Origin::File(path.to_path_buf()), t!("opened", name = &name)),
                _ => (
                    Origin::Collection {
                        path: path.to_path_buf(),
                        number,
                        count,
                    },
                    t!(
                        "opened-puzzle-of-from",
                        number = number,
                        count = count,
                        name = &name
                    ),
                ),
            };
            if let Some((bad, first_error)) = skipped {
                message += &t!(
                    "skipped-bad-puzzle-s-first",
                    bad = bad,
                    first_error = &first_error
                );
            }
            (Box::new(GameFile::new(game, origin)), message)
        }
    }
}

/// A save path with `.ron` added when the chosen name has no extension.
fn with_save_extension(path: PathBuf) -> PathBuf {
    if path.extension().is_some() {
        path
    } else {
        path.with_extension("ron")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chosen_save_name_gets_ron_only_without_an_extension() {
        assert_eq!(
            with_save_extension("a/game".into()),
            PathBuf::from("a/game.ron")
        );
        assert_eq!(
            with_save_extension("a/game.txt".into()),
            PathBuf::from("a/game.txt")
        );
    }
}
