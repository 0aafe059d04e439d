//! Files and dialogs: the game and the file it belongs to, the Open and Save dialogs, reading
//! a puzzle file or a saved game (one puzzle of a collection, too), and saving.

use super::pending::{Answer, Fits, Pending};
use super::practice::Search;
use super::replace::Replacement;
use super::{Effect, Session};
use crate::board::{Grid, Shape};
use crate::calendar::Date;
use crate::formats::Opened;
use crate::game::NotesLayout;
use crate::game::{Game, Outcome, PuzzleInfo};
use crate::rate::Level;
use crate::t;
use crate::worker::{Dialog, Job, Lane, Output, Picked};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use web_time::Instant;

/// Said when no file dialog could be shown at all.
pub fn no_dialog() -> String {
    t!("no-file-dialog-could-be")
}

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

/// Why the session waits for a file job.
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
    /// Make the daily puzzle of this date.
    Daily(Date),
    /// Make a new puzzle of this variant and level.
    Variant(crate::board::Variant, crate::rate::Level),
    /// Ask where to export the board as a picture; with its marks or without.
    PickExport {
        /// With the marks, the notes in this layout.
        notes: Option<NotesLayout>,
    },
    /// Write the exported picture.
    Export(PathBuf),
    /// Find a puzzle to practise a technique.
    Practice(Search),
    /// Ask where to export the board as a PNG picture.
    PickPng {
        /// With the pencil marks.
        notes: bool,
        /// Digits above 9 as letters.
        letters: bool,
    },
    /// Ask where to print these puzzles.
    PickPrint(super::print::PrintSetup),
    /// Print to this PDF file.
    Print(PathBuf),
    /// Draw the board for the clipboard.
    CopyImage,
    /// Read the puzzle in a picture (named so for messages).
    Scan(String),
}

impl Session {
    /// What the file side is doing, if anything.
    pub fn file_busy(&self) -> Option<String> {
        self.file.as_ref().map(|w| match &w.task {
            FileTask::PickOpen
            | FileTask::PickSave
            | FileTask::PickExport { .. }
            | FileTask::PickPng { .. }
            | FileTask::PickPrint(_) => t!("waiting-for-file-dialog"),
            FileTask::Open(..) => t!("opening-file"),
            FileTask::Save { .. } => t!("saving"),
            FileTask::Daily(_) => t!("making-daily-puzzle"),
            FileTask::Variant(variant, level) => {
                t!("making-new-puzzle", level = &level, variant = &variant)
            }
            FileTask::Export(_) => t!("exporting-board"),
            FileTask::Print(_) => t!("printing"),
            FileTask::CopyImage => t!("copying-board"),
            FileTask::Scan(_) => t!("reading-picture"),
            FileTask::Practice(search) => search.progress(),
        })
    }

    /// Whether the file side's line counts up by itself (a search for a practice puzzle).
    pub fn file_progressing(&self) -> bool {
        matches!(
            self.file.as_ref().map(|w| &w.task),
            Some(FileTask::Practice(_))
        )
    }

    /// The folder dialogs start in: the game's own, else the default.
    pub(super) fn folder(&self) -> Option<PathBuf> {
        let own = self.current.path.as_ref().and_then(|p| p.parent());
        own.filter(|p| !p.as_os_str().is_empty())
            .map(Path::to_path_buf)
            .or_else(|| self.dialog_folder.clone())
    }

    /// Whether the game may be saved: not while a puzzle is typed (it is no game yet).
    pub(super) fn can_save(&self) -> bool {
        self.is_playing()
    }

    /// Shows a file dialog; its answer comes back to `file_done`.
    pub(super) fn pick(&mut self, dialog: Dialog, task: FileTask) {
        self.file = Some(self.submit(Job::Pick(dialog), task, None));
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

    /// Stops waiting for the file dialog, the open or the save.
    pub(super) fn stop_file(&mut self) {
        match self.file.take().map(|pending| pending.task) {
            Some(FileTask::Daily(_)) => {
                self.outbox.push(Effect::Cancel(Lane::Daily));
                self.say(t!("stopped-making-daily-puzzle"));
            }
            Some(FileTask::Variant(variant, _)) => {
                self.outbox.push(Effect::Cancel(Lane::Daily));
                self.say(t!("stopped-making-puzzle", variant = &variant));
            }
            Some(FileTask::Practice(search)) => {
                self.outbox.push(Effect::Cancel(Lane::Practice));
                self.say(t!(
                    "stopped-looking-for-puzzle-that",
                    name = &search.technique.name()
                ));
            }
            Some(FileTask::Print(_)) => self.stop_printing(),
            Some(FileTask::Scan(_)) => {
                self.outbox.push(Effect::Cancel(Lane::Scan));
                self.say(t!("stopped-reading-picture"));
            }
            Some(_) => self.say(t!("stopped-waiting-for-file")),
            None => {}
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
        self.file = Some(self.submit(job, task, None));
    }

    /// Opens a file (a picture is read for its puzzle); with a collection, its puzzle
    /// `number` (from 1).
    pub(super) fn open(&mut self, path: PathBuf, number: usize) {
        if super::scan::is_picture(&path) {
            return self.scan_file(path);
        }
        let task = FileTask::Open(path.clone(), number);
        self.file = Some(self.submit(Job::Open(path), task, None));
    }

    /// Another puzzle of the collection the game on the board came from.
    pub(super) fn open_puzzle(&mut self, number: usize) {
        match &self.current.origin {
            Origin::Collection { path, .. } => self.open(path.clone(), number),
            _ => self.complain(t!("game-on-board-is-not")),
        }
    }

    /// The answer of a dialog, an open or a save.
    pub(super) fn file_done(&mut self, pending: Pending<FileTask>, output: Output, now: Instant) {
        let output = match pending.answer(output, Some, Fits::Anything) {
            Answer::Fresh(output) => output,
            Answer::Failed(why) => {
                return self.complain(t!("file-job-failed-nothing-changed", why = &why));
            }
            Answer::Cancelled | Answer::Stale => return,
        };
        match (pending.task, output) {
            (FileTask::PickOpen, Output::Picked(Picked::File(path))) => self.open(path, 1),
            (FileTask::PickSave, Output::Picked(Picked::File(path))) => {
                self.save_to(with_save_extension(path))
            }
            (_, Output::Picked(Picked::Cancelled)) => self.status = None,
            (_, Output::Picked(Picked::NoDialog)) => self.complain(no_dialog()),
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
            (FileTask::Daily(date), Output::Generated(made)) => self.daily_made(date, made, now),
            (FileTask::Variant(variant, _), Output::Generated(made)) => {
                self.variant_made(variant, made, now)
            }
            (FileTask::Practice(search), Output::Practice(found)) => {
                self.practice_found(&search, *found, now)
            }
            (FileTask::PickExport { notes }, Output::Picked(Picked::File(path))) => {
                self.export_to(path, notes)
            }
            (FileTask::Export(path), Output::Written(Ok(()))) => {
                self.say(t!("exported-board-to", path = &path.display()));
            }
            (FileTask::Export(_), Output::Written(Err(e))) => {
                self.complain(t!("not-exported", why = &e));
            }
            (FileTask::PickPng { notes, letters }, Output::Picked(Picked::File(path))) => {
                self.export_png_to(path, notes, letters)
            }
            (FileTask::PickPrint(setup), Output::Picked(Picked::File(path))) => {
                self.print_to(path, setup)
            }
            (FileTask::Print(path), Output::Written(written)) => self.printed(&path, written),
            (FileTask::CopyImage, Output::Raster(raster)) => self.board_image_done(raster),
            (FileTask::Scan(name), Output::Scanned(read)) => self.scanned(name, read),
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
