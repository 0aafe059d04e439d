//! Printing to PDF and the board as a PNG picture or on the clipboard: the Save dialog asks
//! where, then the work runs on the file lane (rating the puzzles, drawing, writing beside
//! the target and renaming), so a failure leaves any earlier file as it was and the game on
//! the board is never touched. A problem becomes the status line.

use super::Session;
use super::game_file::Origin;
use crate::export::layout::PrintOptions;
use crate::export::print::{PrintJob, PrintSource};
use crate::i18n::{self, Language};
use crate::rate::Level;
use crate::t;
use crate::techniques::Technique;
use crate::worker::{Dialog, Job, Output, Picked, WriteError};
use rand::seq::SliceRandom;
use std::path::{Path, PathBuf};

/// What to print.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PrintWhat {
    /// The puzzle on the board.
    #[default]
    ThisPuzzle,
    /// Every puzzle of the file of several puzzles the board's puzzle came from.
    Collection,
    /// Puzzles of a level, drawn at random from the bundled ones (rated already).
    Level {
        /// The level.
        level: Level,
        /// How many (at most [`MAX_NEW`]; fewer if the level has fewer).
        count: usize,
    },
}

/// The most puzzles of a level one print draws.
pub const MAX_NEW: usize = 60;

/// What the Print window asks: which puzzles, and how.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PrintSetup {
    /// Puzzles a page, paper, solutions, letters.
    pub options: PrintOptions,
    /// Which puzzles.
    pub what: PrintWhat,
}

/// What a print waits for: where to write it, then the PDF written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum PrintTask {
    /// Ask where to print these puzzles.
    Pick(PrintSetup),
    /// Print to this PDF file.
    Print(PathBuf),
}

impl Session {
    /// How many puzzles the board's collection holds, if it came from one.
    pub fn collection_size(&self) -> Option<usize> {
        match &self.current.origin {
            Origin::Collection { count, .. } => Some(*count),
            _ => None,
        }
    }

    /// The file name dialogs propose: the game's file name with `extension`, else `fallback`.
    pub(super) fn proposed_name(&self, fallback: &str, extension: &str) -> String {
        let stem = self.current.path.as_ref().and_then(|p| p.file_stem());
        let stem = stem.or_else(|| match &self.current.origin {
            Origin::File(path) | Origin::Collection { path, .. } => path.file_stem(),
            _ => None,
        });
        match stem {
            Some(stem) => format!("{}.{extension}", stem.to_string_lossy()),
            None => format!("{fallback}.{extension}"),
        }
    }

    /// Asks where to print the puzzles `setup` names.
    pub(super) fn print(&mut self, setup: PrintSetup) {
        if let Some(busy) = self.file_busy() {
            return self.complain(t!("print-once-it-is-done", busy = &busy));
        }
        if !self.is_playing() {
            return self.complain(t!("nothing-to-print-while-puzzle"));
        }
        let dialog = Dialog::Print {
            folder: self.folder(),
            name: self.proposed_name("sudoku", "pdf"),
        };
        self.pick(dialog, PrintTask::Pick(setup));
    }

    /// Prints to `path` (`.pdf` added when the name has no extension) on the file lane.
    pub(super) fn print_to(&mut self, path: PathBuf, setup: PrintSetup) {
        let path = with_extension(path, "pdf");
        // The page's titles are in English: the PDF's embedded font has no Chinese glyphs.
        let source = match (&self.current.origin, setup.what) {
            (Origin::Collection { path, .. }, PrintWhat::Collection) => {
                PrintSource::File(path.clone())
            }
            (_, PrintWhat::Level { level, count }) => {
                let mut all = level.puzzles();
                if all.is_empty() {
                    return self.complain(t!("not-printed-no-bundled-puzzles", level = &level));
                }
                all.shuffle(&mut self.rng);
                all.truncate(count.clamp(1, MAX_NEW));
                let titled = all.into_iter().enumerate();
                PrintSource::Puzzles(
                    titled
                        .map(|(i, g)| {
                            let title = i18n::with_language(Language::English, || {
                                t!("text-8", level = &level, value = &i + 1)
                            });
                            (g, title)
                        })
                        .collect(),
                )
            }
            _ => PrintSource::Puzzles(vec![(
                self.game().puzzle().clone(),
                i18n::with_language(Language::English, || self.title()),
            )]),
        };
        let job = PrintJob {
            path: path.clone(),
            source,
            options: setup.options,
        };
        self.start_errand(Job::Print(Box::new(job)), PrintTask::Print(path));
    }

    /// The title printed under the board's puzzle.
    fn title(&self) -> String {
        match &self.current.origin {
            Origin::Collection { number, count, .. } => {
                t!("puzzle-of", number = number, count = count)
            }
            Origin::Daily(date) => t!("daily-puzzle-of", date = &date),
            Origin::File(path) => path
                .file_stem()
                .map_or(t!("puzzle"), |s| s.to_string_lossy().into_owned()),
            Origin::Level(level) => t!("puzzle-2", level = &level),
            Origin::Practice { technique, .. } => Technique::from_code(technique)
                .map_or(t!("practice"), |t| t!("practice-2", name = &t.name())),
            Origin::Pasted | Origin::Entered => t!("puzzle"),
        }
    }

    /// The answer of the print's dialog, or of the print.
    pub(super) fn print_done(&mut self, task: PrintTask, output: Output) {
        match (task, output) {
            (PrintTask::Pick(setup), Output::Picked(Picked::File(path))) => {
                self.print_to(path, setup)
            }
            (PrintTask::Print(path), Output::Written(written)) => self.printed(&path, written),
            _ => {}
        }
    }

    /// The printing is done, or failed.
    pub(super) fn printed(&mut self, path: &Path, written: Result<(), WriteError>) {
        match written {
            Ok(()) => self.say(t!("printed-to", path = &path.display())),
            Err(e) => self.complain(t!("not-printed", why = &e)),
        }
    }
}

/// `path` with `extension` added when its name has none.
pub(super) fn with_extension(path: PathBuf, extension: &str) -> PathBuf {
    if path.extension().is_none() {
        path.with_extension(extension)
    } else {
        path
    }
}
