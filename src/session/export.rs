//! Exporting the board as an SVG ([`crate::export::svg`]) or PNG picture, and copying it to
//! the clipboard as one: the Save dialog asks where, then the picture is written on the file
//! lane (beside the target first, then renamed over it, so a failure leaves any earlier file
//! as it was).

use super::print::with_extension;
use super::{Effect, Session};
use crate::export::picture::Board;
use crate::export::png::{PictureError, Raster};
use crate::export::svg::board_svg;
use crate::game::NotesLayout;
use crate::t;
use crate::worker::{Dialog, Job, Output, Picked};
use std::path::PathBuf;

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
        self.pick(dialog, ExportTask::PickSvg { notes });
    }

    /// Writes the board's picture (with its marks if `notes` says how) to `path` (`.svg` added
    /// when the name has no extension).
    pub(super) fn export_to(&mut self, path: PathBuf, notes: Option<NotesLayout>) {
        let path = with_extension(path, "svg");
        let text = board_svg(self.game(), notes);
        let job = Job::Write {
            path: path.clone(),
            text,
        };
        self.start_errand(job, ExportTask::Write(path));
    }

    /// Asks where to export the board as a PNG picture.
    pub(super) fn export_png(&mut self, notes: bool, letters: bool) {
        if let Some(busy) = self.file_busy() {
            return self.complain(t!("export-once-it-is-done", busy = &busy));
        }
        let dialog = Dialog::ExportPng {
            folder: self.folder(),
            name: self.proposed_name("board", "png"),
        };
        self.pick(dialog, ExportTask::PickPng { notes, letters });
    }

    /// Draws the board and writes it to `path` as a PNG (`.png` added when the name has no
    /// extension).
    pub(super) fn export_png_to(&mut self, path: PathBuf, notes: bool, letters: bool) {
        let path = with_extension(path, "png");
        let board = Box::new(Board::from_game(self.game(), notes, letters));
        let job = Job::WritePng {
            path: path.clone(),
            board,
        };
        self.start_errand(job, ExportTask::Write(path));
    }

    /// Draws the board (with its pencil marks) as pixels for the clipboard.
    pub(super) fn copy_board_image(&mut self, letters: bool) {
        if let Some(busy) = self.file_busy() {
            return self.complain(t!("copy-once-it-is-done", busy = &busy));
        }
        let board = Box::new(Board::from_game(self.game(), true, letters));
        self.start_errand(Job::Rasterise(board), ExportTask::CopyImage);
    }

    /// The board's pixels are ready: onto the clipboard.
    pub(super) fn board_image_done(&mut self, raster: Result<Box<Raster>, PictureError>) {
        match raster {
            Ok(raster) => {
                self.outbox.push(Effect::CopyImage(raster));
                self.say(t!("copied-board-as-image"));
            }
            Err(e) => self.complain(t!("not-copied", why = &e)),
        }
    }

    /// The answer of an export's dialog, of the written picture, or of the pixels drawn.
    pub(super) fn export_done(&mut self, task: ExportTask, output: Output) {
        match (task, output) {
            (ExportTask::PickSvg { notes }, Output::Picked(Picked::File(path))) => {
                self.export_to(path, notes)
            }
            (ExportTask::PickPng { notes, letters }, Output::Picked(Picked::File(path))) => {
                self.export_png_to(path, notes, letters)
            }
            (ExportTask::Write(path), Output::Written(Ok(()))) => {
                self.say(t!("exported-board-to", path = &path.display()));
            }
            (ExportTask::Write(_), Output::Written(Err(e))) => {
                self.complain(t!("not-exported", why = &e));
            }
            (ExportTask::CopyImage, Output::Raster(raster)) => self.board_image_done(raster),
            _ => {}
        }
    }
}
