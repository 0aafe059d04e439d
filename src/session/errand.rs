//! The file side: the one errand off the board that the status bar's file row shows, with
//! Cancel. A file dialog, an open or a save ([`FileTask`]), an export or a copied picture
//! ([`ExportTask`]), a print ([`PrintTask`]), a new puzzle made (the daily puzzle, a variant,
//! a puzzle to practise) or a picture read. Each flow starts its own and handles its own
//! answer (the router, `mod.rs`, hands it over); this file holds the slot, says what is under
//! way and stops it, and names the errands.

use super::command::PrintSetup;
use super::flow::Ctx;
use super::pending::Pending;
use super::{Effect, Session};
use crate::calendar::Date;
use crate::game::NotesLayout;
use crate::rate::Level;
use crate::t;
use crate::techniques::Technique;
use crate::worker::{Dialog, Job, JobId, Lane};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// What the file side waits for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Errand {
    /// A file dialog, an open or a save.
    File(FileTask),
    /// An exported picture or a picture for the clipboard.
    Export(ExportTask),
    /// A print.
    Print(PrintTask),
    /// The daily puzzle of this date, being made.
    Daily(Date),
    /// A puzzle of this kind (a variant, a size: see `variant::kind_name`) and level, being
    /// made.
    Variant(String, Level),
    /// A puzzle to practise a technique, being looked for.
    Practice(Search),
    /// The puzzle in a picture (named so for messages), being read.
    Scan(String),
}

/// Each flow's task as an errand: `FileTask` is `Errand::File`...
macro_rules! errand_from {
    ($($task:ty => $errand:ident),+ $(,)?) => {$(
        impl From<$task> for Errand {
            fn from(task: $task) -> Errand {
                Errand::$errand(task)
            }
        }
    )+};
}

errand_from!(FileTask => File, ExportTask => Export, PrintTask => Print, Search => Practice);

/// Said when no file dialog could be shown at all.
pub fn no_dialog() -> String {
    t!("no-file-dialog-could-be")
}

/// The file side: the one errand under way, and where file dialogs start when the game has no
/// file of its own.
#[derive(Debug, Default)]
pub(super) struct FileSide {
    /// The errand under way, if any.
    slot: Option<Pending<Errand>>,
    /// Where file dialogs start when the game has no file.
    dialog_folder: Option<PathBuf>,
    /// Where short SudokuPad links are fetched from (its puzzle API).
    pub(super) sudokupad_api: String,
}

impl FileSide {
    /// Idle, fetching short links from SudokuPad's API (or `SHUDU_SUDOKUPAD_API`).
    pub fn new() -> FileSide {
        FileSide {
            sudokupad_api: crate::formats::sudokupad_api(),
            ..FileSide::default()
        }
    }

    /// What the file side is doing, if anything ("Opening...", "Saving...").
    pub fn busy(&self) -> Option<String> {
        self.slot.as_ref().map(|w| match &w.task {
            Errand::File(FileTask::PickOpen | FileTask::PickSave)
            | Errand::Export(ExportTask::PickSvg { .. } | ExportTask::PickPng { .. })
            | Errand::Print(PrintTask::Pick(_)) => t!("waiting-for-file-dialog"),
            Errand::File(FileTask::Open(..)) => t!("opening-file"),
            Errand::File(FileTask::Fetch(id)) => t!("fetching-link", id = id),
            Errand::File(FileTask::Save { .. }) => t!("saving"),
            Errand::Daily(_) => t!("making-daily-puzzle"),
            Errand::Variant(kind, level) => {
                t!("making-new-puzzle", level = &level, variant = kind)
            }
            Errand::Export(ExportTask::Write(_)) => t!("exporting-board"),
            Errand::Print(PrintTask::Print(_)) => t!("printing"),
            Errand::Export(ExportTask::CopyImage) => t!("copying-board"),
            Errand::Scan(_) => t!("reading-picture"),
            Errand::Practice(search) => search.progress(),
        })
    }

    /// Whether an errand is under way.
    pub fn is_busy(&self) -> bool {
        self.slot.is_some()
    }

    /// Whether the file side's line counts up by itself (a search for a practice puzzle).
    pub fn progressing(&self) -> bool {
        matches!(
            self.slot.as_ref().map(|w| &w.task),
            Some(Errand::Practice(_))
        )
    }

    /// Sets where file dialogs start when the game has no file.
    pub fn set_dialog_folder(&mut self, folder: Option<PathBuf>) {
        self.dialog_folder = folder;
    }

    /// Sends `job` for `errand`.
    pub fn start(&mut self, ctx: &mut Ctx, job: Job, errand: impl Into<Errand>) {
        self.slot = Some(ctx.submit(job, errand.into(), None));
    }

    /// Shows a file dialog; its answer comes back to the flow that asked.
    pub fn pick(&mut self, ctx: &mut Ctx, dialog: Dialog, errand: impl Into<Errand>) {
        self.start(ctx, Job::Pick(dialog), errand);
    }

    /// Where a file dialog starts: the game's folder, else the last one used.
    pub fn folder(&self, ctx: &Ctx) -> Option<PathBuf> {
        let own = ctx.path.and_then(Path::parent);
        own.filter(|p| !p.as_os_str().is_empty())
            .map(Path::to_path_buf)
            .or_else(|| self.dialog_folder.clone())
    }

    /// The errand, if `id` is its job's id.
    pub fn take_job(&mut self, id: JobId) -> Option<Pending<Errand>> {
        self.slot.take_if(|p| p.id == id)
    }

    /// Stops waiting for the errand, cancelling the work it started on the worker.
    pub fn stop(&mut self, ctx: &mut Ctx) {
        let mut cancel = |lane, text: String| {
            ctx.outbox.push(Effect::Cancel(lane));
            ctx.say(text);
        };
        match self.slot.take().map(|pending| pending.task) {
            Some(Errand::Daily(_)) => cancel(Lane::Daily, t!("stopped-making-daily-puzzle")),
            Some(Errand::Variant(kind, _)) => {
                cancel(Lane::Daily, t!("stopped-making-puzzle", variant = &kind));
            }
            Some(Errand::Practice(search)) => {
                let name = search.technique.name();
                cancel(
                    Lane::Practice,
                    t!("stopped-looking-for-puzzle-that", name = &name),
                );
            }
            Some(Errand::Print(PrintTask::Print(_))) => {
                cancel(Lane::Files, t!("stopped-printing-nothing-was-written"));
            }
            Some(Errand::Scan(_)) => cancel(Lane::Scan, t!("stopped-reading-picture")),
            Some(_) => ctx.say(t!("stopped-waiting-for-file")),
            None => {}
        }
    }
}

impl Session {
    /// What the file side is doing, if anything ("Opening...", "Saving...").
    pub fn file_busy(&self) -> Option<String> {
        self.file.busy()
    }

    /// Whether the file side's line counts up by itself (a search for a practice puzzle).
    pub fn file_progressing(&self) -> bool {
        self.file.progressing()
    }

    /// Stops waiting for the file side's errand.
    pub(super) fn stop_file(&mut self) {
        self.file.stop(&mut ctx!(self));
    }
}

/// Why the session waits for a file job: a dialog, an open or a save.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum FileTask {
    PickOpen,
    PickSave,
    /// Open a file; with a collection, its puzzle of this number (from 1).
    Open(PathBuf, usize),
    /// Fetch the puzzle a short SudokuPad link names (its id).
    Fetch(String),
    Save {
        path: PathBuf,
        /// Which game, and at which edit count.
        game: u64,
        edits: u64,
    },
}

/// What an export waits for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum ExportTask {
    /// Ask where to export the board as an SVG picture; with its marks (the notes in this
    /// layout) or without.
    PickSvg {
        /// With the marks, the notes in this layout.
        notes: Option<NotesLayout>,
    },
    /// Ask where to export the board as a PNG picture.
    PickPng {
        /// With the pencil marks.
        notes: bool,
        /// Digits above 9 as letters.
        letters: bool,
    },
    /// Write the exported picture to this file.
    Write(PathBuf),
    /// Draw the board for the clipboard.
    CopyImage,
}

/// What a print waits for: where to write it, then the PDF written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum PrintTask {
    /// Ask where to print these puzzles.
    Pick(PrintSetup),
    /// Print to this PDF file.
    Print(PathBuf),
}

/// A search for a practice puzzle under way.
#[derive(Debug, Clone)]
pub(super) struct Search {
    pub technique: Technique,
    /// Start right before the technique's first step (learning), or from the givens.
    pub learning: bool,
    /// Puzzles tried so far, counted by the worker.
    pub tried: Arc<AtomicU64>,
    /// The most it will try.
    pub max_tries: u64,
}

impl PartialEq for Search {
    fn eq(&self, other: &Search) -> bool {
        self.technique == other.technique
            && self.learning == other.learning
            && Arc::ptr_eq(&self.tried, &other.tried)
    }
}

impl Eq for Search {}

impl Search {
    /// The busy line: what it looks for and how far it got.
    pub fn progress(&self) -> String {
        let tried = self.tried.load(Ordering::Relaxed);
        t!(
            "finding-puzzle-that-needs-tried",
            name = &self.technique.name(),
            tried = &tried,
            max_tries = &self.max_tries
        )
    }
}
