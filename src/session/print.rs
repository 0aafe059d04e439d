//! Printing to PDF and the board as a PNG picture or on the clipboard: the Save dialog asks
//! where, then the work runs on the file lane (rating the puzzles, drawing, writing beside
//! the target and renaming), so a failure leaves any earlier file as it was and the game on
//! the board is never touched. A problem becomes the status line.

use super::Session;
use super::command::{MAX_NEW, PrintSetup, PrintWhat};
use super::errand::{FileSide, PrintTask};
use super::flow::Ctx;
use super::game_file::Origin;
use crate::export::print::{PrintJob, PrintSource};
use crate::game::Mode;
use crate::i18n::{self, Language};
use crate::t;
use crate::techniques::Technique;
use crate::worker::{Dialog, Job, Output, Picked};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use std::path::PathBuf;

impl Session {
    /// How many puzzles the board's collection holds, if it came from one.
    pub fn collection_size(&self) -> Option<usize> {
        match &self.current.origin {
            Origin::Collection { count, .. } => Some(*count),
            _ => None,
        }
    }
}

impl FileSide {
    /// Asks where to print the puzzles `setup` names.
    pub fn print(&mut self, ctx: &mut Ctx, setup: PrintSetup) {
        if let Some(busy) = self.busy() {
            return ctx.complain(t!("print-once-it-is-done", busy = &busy));
        }
        if ctx.game.mode() != Mode::Play {
            return ctx.complain(t!("nothing-to-print-while-puzzle"));
        }
        let dialog = Dialog::Print {
            folder: self.folder(ctx),
            name: ctx.proposed_name("sudoku", "pdf"),
        };
        self.pick(ctx, dialog, PrintTask::Pick(setup));
    }

    /// The answer of the print's dialog (print there, drawing a level's puzzles with `rng`),
    /// or of the print.
    pub fn print_done(&mut self, ctx: &mut Ctx, task: PrintTask, output: Output, rng: &mut StdRng) {
        match (task, output) {
            (PrintTask::Pick(setup), Output::Picked(Picked::File(path))) => {
                self.print_to(ctx, path, setup, rng)
            }
            (PrintTask::Print(path), Output::Written(Ok(()))) => {
                ctx.say(t!("printed-to", path = &path.display()))
            }
            (PrintTask::Print(_), Output::Written(Err(e))) => {
                ctx.complain(t!("not-printed", why = &e))
            }
            _ => {}
        }
    }

    /// Prints to `path` (`.pdf` added when the name has no extension) on the file lane.
    fn print_to(&mut self, ctx: &mut Ctx, path: PathBuf, setup: PrintSetup, rng: &mut StdRng) {
        let path = with_extension(path, "pdf");
        // The page's titles are in English: the PDF's embedded font has no Chinese glyphs.
        let source = match (ctx.origin, setup.what) {
            (Origin::Collection { path, .. }, PrintWhat::Collection) => {
                PrintSource::File(path.clone())
            }
            (_, PrintWhat::Level { level, count }) => {
                let mut all = level.puzzles();
                if all.is_empty() {
                    return ctx.complain(t!("not-printed-no-bundled-puzzles", level = &level));
                }
                all.shuffle(rng);
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
            (origin, _) => PrintSource::Puzzles(vec![(
                ctx.game.puzzle().clone(),
                i18n::with_language(Language::English, || title(origin)),
            )]),
        };
        let job = PrintJob {
            path: path.clone(),
            source,
            options: setup.options,
        };
        self.start(ctx, Job::Print(Box::new(job)), PrintTask::Print(path));
    }
}

/// The title printed under the puzzle of a game from `origin`.
fn title(origin: &Origin) -> String {
    match origin {
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

/// `path` with `extension` added when its name has none.
pub(super) fn with_extension(path: PathBuf, extension: &str) -> PathBuf {
    if path.extension().is_none() {
        path.with_extension(extension)
    } else {
        path
    }
}
