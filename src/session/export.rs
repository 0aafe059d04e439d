//! Exporting the board as an SVG picture ([`crate::export::svg`]): the Save dialog asks
//! where, then the picture is written on the file lane (beside the target first, then renamed
//! over it, so a failure leaves any earlier file as it was).

use super::Session;
use super::files::FileTask;
use crate::export::svg::board_svg;
use crate::game::NotesLayout;
use crate::t;
use crate::worker::{Dialog, Job};
use std::path::PathBuf;

impl Session {
    /// Asks where to export the board; `notes`: with its marks, the notes in that layout.
    pub(super) fn export_board(&mut self, notes: Option<NotesLayout>) {
        if let Some(busy) = self.file_busy() {
            return self.complain(t!("export-once-it-is-done", busy = &busy));
        }
        let name = match self.current.path.as_ref().and_then(|p| p.file_stem()) {
            Some(stem) => format!("{}.svg", stem.to_string_lossy()),
            None => "board.svg".to_string(),
        };
        let dialog = Dialog::Export {
            folder: self.folder(),
            name,
        };
        self.pick(dialog, FileTask::PickExport { notes });
    }

    /// Writes the board's picture (with its marks if `notes` says how) to `path` (`.svg` added
    /// when the name has no extension).
    pub(super) fn export_to(&mut self, path: PathBuf, notes: Option<NotesLayout>) {
        let path = if path.extension().is_none() {
            path.with_extension("svg")
        } else {
            path
        };
        let text = board_svg(self.game(), notes);
        let job = Job::Write {
            path: path.clone(),
            text,
        };
        self.file = Some(self.submit(job, FileTask::Export(path), None));
    }
}
