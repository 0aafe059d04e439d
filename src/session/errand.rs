//! The file side: the one errand off the board that the status bar's file row shows, with
//! Cancel. A file dialog, an open or a save ([`FileTask`]), an export or a copied picture
//! ([`ExportTask`]), a print ([`PrintTask`]), a new puzzle made (the daily puzzle, a variant,
//! a puzzle to practise) or a picture read. Each flow starts its own and handles its own
//! answer; this file only holds the slot, says what is under way, stops it, and hands each
//! answer to its flow.

use super::export::ExportTask;
use super::files::FileTask;
use super::flow::Ctx;
use super::pending::{Answer, Fits, Pending};
use super::practice::Search;
use super::print::PrintTask;
use super::{Effect, Session};
use crate::board::Variant;
use crate::calendar::Date;
use crate::rate::Level;
use crate::t;
use crate::worker::{Dialog, Job, JobId, Lane, Output, Picked};
use std::path::{Path, PathBuf};
use web_time::Instant;

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
    /// A puzzle of this variant and level, being made.
    Variant(Variant, Level),
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
}

impl FileSide {
    /// What the file side is doing, if anything ("Opening...", "Saving...").
    pub fn busy(&self) -> Option<String> {
        self.slot.as_ref().map(|w| match &w.task {
            Errand::File(FileTask::PickOpen | FileTask::PickSave)
            | Errand::Export(ExportTask::PickSvg { .. } | ExportTask::PickPng { .. })
            | Errand::Print(PrintTask::Pick(_)) => t!("waiting-for-file-dialog"),
            Errand::File(FileTask::Open(..)) => t!("opening-file"),
            Errand::File(FileTask::Save { .. }) => t!("saving"),
            Errand::Daily(_) => t!("making-daily-puzzle"),
            Errand::Variant(variant, level) => {
                t!("making-new-puzzle", level = &level, variant = &variant)
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
            Some(Errand::Variant(variant, _)) => {
                cancel(Lane::Daily, t!("stopped-making-puzzle", variant = &variant));
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

    /// The answer of the file side's errand, handed to its flow.
    pub(super) fn errand_done(&mut self, pending: Pending<Errand>, output: Output, now: Instant) {
        let output = match pending.answer(output, Some, Fits::Anything) {
            Answer::Fresh(output) => output,
            Answer::Failed(why) => {
                return self.complain(t!("file-job-failed-nothing-changed", why = &why));
            }
            Answer::Cancelled | Answer::Stale => return,
        };
        let next = match (pending.task, output) {
            (_, Output::Picked(Picked::Cancelled)) => {
                self.status = None;
                None
            }
            (_, Output::Picked(Picked::NoDialog)) => {
                self.complain(no_dialog());
                None
            }
            (Errand::File(task), output) => {
                self.file_done(task, output, now);
                None
            }
            (Errand::Export(task), output) => {
                self.file.export_done(&mut ctx!(self), task, output);
                None
            }
            (Errand::Print(task), output) => {
                let rng = &mut self.rng;
                self.file.print_done(&mut ctx!(self), task, output, rng);
                None
            }
            (Errand::Daily(date), Output::Generated(made)) => {
                super::daily::made(&mut ctx!(self), date, made, now)
            }
            (Errand::Variant(variant, _), Output::Generated(made)) => {
                super::variant::made(&mut ctx!(self), variant, made, now)
            }
            (Errand::Practice(search), Output::Practice(found)) => {
                let stock = &mut self.practice_stock;
                stock.found(&mut ctx!(self), &search, *found, now)
            }
            (Errand::Scan(name), Output::Scanned(read)) => {
                self.scanned(name, read);
                None
            }
            _ => None,
        };
        if let Some(next) = next {
            self.replace(next, now);
        }
    }
}
