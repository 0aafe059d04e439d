//! Files and dialogs: the Open and Save dialogs, reading a puzzle file or a saved game (one
//! puzzle of a collection, too), and saving.

use super::Session;
use super::errand::{FileSide, FileTask};
use super::flow::Ctx;
use super::game_file::{GameFile, Origin};
use super::replace::Replacement;
use crate::board::{Grid, Shape};
use crate::formats::{FormatError, OpenError, Opened, Problem};
use crate::game::{Game, Mode, PuzzleInfo};
use crate::t;
use crate::worker::{Dialog, Job, Output, Picked};
use std::path::{Path, PathBuf};
use web_time::Instant;

impl FileSide {
    /// The Open dialog, starting in the game's folder.
    pub fn open_dialog(&mut self, ctx: &mut Ctx) {
        let dialog = Dialog::Open {
            folder: self.folder(ctx),
        };
        self.pick(ctx, dialog, FileTask::PickOpen);
    }

    /// Saves to the game's file, or asks where if it has none.
    pub fn save(&mut self, ctx: &mut Ctx) {
        match ctx.path {
            Some(path) if can_save(ctx) => self.save_to(ctx, path.to_path_buf()),
            _ => self.save_as(ctx),
        }
    }

    /// Asks where to save, proposing the game's file name.
    pub fn save_as(&mut self, ctx: &mut Ctx) {
        if !can_save(ctx) {
            return ctx.complain(t!("nothing-to-save-while-puzzle"));
        }
        let name = ctx.path.and_then(Path::file_name);
        let name = name.map_or("game.ron".into(), |n| n.to_string_lossy().into_owned());
        let dialog = Dialog::Save {
            folder: self.folder(ctx),
            name,
        };
        self.pick(ctx, dialog, FileTask::PickSave);
    }

    /// Saves the game to `path` (written beside it, then renamed over it).
    fn save_to(&mut self, ctx: &mut Ctx, path: PathBuf) {
        if !can_save(ctx) {
            return ctx.complain(t!("nothing-to-save-while-puzzle"));
        }
        let game = Box::new(ctx.game.clone());
        let edits = ctx.game.edits();
        let job = Job::Save {
            path: path.clone(),
            game,
        };
        let task = FileTask::Save {
            path,
            game: ctx.serial,
            edits,
        };
        self.start(ctx, job, task);
    }

    /// Opens a file (a picture is read for its puzzle); with a collection, its puzzle
    /// `number` (from 1).
    pub fn open(&mut self, ctx: &mut Ctx, path: PathBuf, number: usize) {
        if crate::scan::is_picture(&path) {
            return self.scan_file(ctx, path);
        }
        let task = FileTask::Open(path.clone(), number);
        self.start(ctx, Job::Open(path), task);
    }

    /// Fetches the puzzle a short SudokuPad link names (the player allowed it).
    pub fn fetch(&mut self, ctx: &mut Ctx, id: String) {
        let api = self.sudokupad_api.clone();
        let job = Job::Fetch {
            api,
            id: id.clone(),
        };
        self.start(ctx, job, FileTask::Fetch(id));
    }

    /// Another puzzle of the collection the game on the board came from.
    pub fn open_puzzle(&mut self, ctx: &mut Ctx, number: usize) {
        match ctx.origin {
            Origin::Collection { path, .. } => self.open(ctx, path.clone(), number),
            _ => ctx.complain(t!("game-on-board-is-not")),
        }
    }
}

/// Whether the game may be saved: not while a puzzle is typed (it is no game yet).
fn can_save(ctx: &Ctx) -> bool {
    ctx.game.mode() == Mode::Play
}

impl Session {
    /// A pasted short SudokuPad link: fetched if the player allows the network, refused if
    /// not, and asked about the first time.
    pub(super) fn fetch_link(&mut self, id: String) {
        if cfg!(target_arch = "wasm32") {
            return ctx!(self).complain(t!("fetch-not-on-web", id = &id));
        }
        match self.options.fetch_links {
            Some(true) => self.file.fetch(&mut ctx!(self), id),
            Some(false) => {
                let problem = crate::formats::Problem::NeedsNetwork { id };
                ctx!(self).complain(t!("nothing-pasted", why = &problem));
            }
            None => self.question = Some(super::Question::Network(id)),
        }
    }

    /// The answer of a dialog, an open or a save.
    pub(super) fn file_done(&mut self, task: FileTask, output: Output, now: Instant) {
        match (task, output) {
            (FileTask::PickOpen, Output::Picked(Picked::File(path))) => {
                self.file.open(&mut ctx!(self), path, 1)
            }
            (FileTask::PickSave, Output::Picked(Picked::File(path))) => {
                let path = with_save_extension(path);
                self.file.save_to(&mut ctx!(self), path)
            }
            (FileTask::Open(path, number), Output::Opened(Ok(opened))) => {
                let (next, message) = opened_game(opened, &path, number, now);
                self.replace(Replacement::Opened { next, message }, now);
            }
            // A file holding a short SudokuPad link: fetched as a pasted one is.
            (
                FileTask::Open(..),
                Output::Opened(Err(OpenError::Format(FormatError {
                    problem: Problem::NeedsNetwork { id },
                    ..
                }))),
            ) => self.fetch_link(id),
            (FileTask::Open(..), Output::Opened(Err(e))) => ctx!(self).complain(e.to_string()),
            (FileTask::Fetch(id), Output::Opened(Ok(opened))) => {
                let next = pasted_game(opened, now);
                let message = t!("fetched-link", id = &id);
                self.replace(Replacement::Opened { next, message }, now);
            }
            (FileTask::Fetch(_), Output::Opened(Err(e))) => {
                ctx!(self).complain(t!("not-fetched", why = &e))
            }
            (FileTask::Save { path, game, edits }, Output::Saved(Ok(()))) => {
                if game == self.serial {
                    self.current.path = Some(path.clone());
                    self.current.saved_edits = Some(edits);
                }
                ctx!(self).say(t!("saved-to", path = &path.display()));
            }
            (FileTask::Save { .. }, Output::Saved(Err(e))) => {
                ctx!(self).complain(t!("not-saved", why = &e))
            }
            _ => {}
        }
    }
}

/// The game pasted text (or a fetched link) gives: its first puzzle, with no file behind it.
pub(super) fn pasted_game(opened: Opened, now: Instant) -> Box<GameFile> {
    let (mut next, _) = opened_game(opened, Path::new(""), 1, now);
    next.origin = Origin::Pasted;
    next.path = None;
    next.saved_edits = None;
    next
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
