//! The file side: the one errand off the board that the status bar's file row shows, with
//! Cancel. A file dialog, an open or a save ([`FileTask`]), an export or a copied picture
//! ([`ExportTask`]), a print ([`PrintTask`]), a new puzzle made (the daily puzzle, a variant,
//! a puzzle to practise) or a picture read. Each flow starts its own and handles its own
//! answer; this file only holds the slot, says what is under way, stops it, and hands each
//! answer to its flow.

use super::Session;
use super::export::ExportTask;
use super::files::FileTask;
use super::pending::{Answer, Fits, Pending};
use super::practice::Search;
use super::print::PrintTask;
use crate::board::Variant;
use crate::calendar::Date;
use crate::rate::Level;
use crate::t;
use crate::worker::{Dialog, Job, Lane, Output, Picked};
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

impl Session {
    /// What the file side is doing, if anything.
    pub fn file_busy(&self) -> Option<String> {
        self.file.as_ref().map(|w| match &w.task {
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

    /// Whether the file side's line counts up by itself (a search for a practice puzzle).
    pub fn file_progressing(&self) -> bool {
        matches!(
            self.file.as_ref().map(|w| &w.task),
            Some(Errand::Practice(_))
        )
    }

    /// Sends `job` for `errand` on the file side.
    pub(super) fn start_errand(&mut self, job: Job, errand: impl Into<Errand>) {
        self.file = Some(self.submit(job, errand.into(), None));
    }

    /// Shows a file dialog; its answer comes back to the flow that asked.
    pub(super) fn pick(&mut self, dialog: Dialog, errand: impl Into<Errand>) {
        self.start_errand(Job::Pick(dialog), errand);
    }

    /// Stops waiting for the file side's errand.
    pub(super) fn stop_file(&mut self) {
        match self.file.take().map(|pending| pending.task) {
            Some(Errand::Daily(_)) => {
                self.outbox.push(super::Effect::Cancel(Lane::Daily));
                self.say(t!("stopped-making-daily-puzzle"));
            }
            Some(Errand::Variant(variant, _)) => {
                self.outbox.push(super::Effect::Cancel(Lane::Daily));
                self.say(t!("stopped-making-puzzle", variant = &variant));
            }
            Some(Errand::Practice(search)) => {
                self.outbox.push(super::Effect::Cancel(Lane::Practice));
                self.say(t!(
                    "stopped-looking-for-puzzle-that",
                    name = &search.technique.name()
                ));
            }
            Some(Errand::Print(PrintTask::Print(_))) => self.stop_printing(),
            Some(Errand::Scan(_)) => {
                self.outbox.push(super::Effect::Cancel(Lane::Scan));
                self.say(t!("stopped-reading-picture"));
            }
            Some(_) => self.say(t!("stopped-waiting-for-file")),
            None => {}
        }
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
        match (pending.task, output) {
            (_, Output::Picked(Picked::Cancelled)) => self.status = None,
            (_, Output::Picked(Picked::NoDialog)) => self.complain(no_dialog()),
            (Errand::File(task), output) => self.file_done(task, output, now),
            (Errand::Export(task), output) => self.export_done(task, output),
            (Errand::Print(task), output) => self.print_done(task, output),
            (Errand::Daily(date), Output::Generated(made)) => self.daily_made(date, made, now),
            (Errand::Variant(variant, _), Output::Generated(made)) => {
                self.variant_made(variant, made, now)
            }
            (Errand::Practice(search), Output::Practice(found)) => {
                self.practice_found(&search, *found, now)
            }
            (Errand::Scan(name), Output::Scanned(read)) => self.scanned(name, read),
            _ => {}
        }
    }
}
