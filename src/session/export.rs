//! Exporting the board as an SVG ([`crate::export::svg`]) or PNG picture, and copying it to
//! the clipboard as one: the Save dialog asks where, then the picture is written on the file
//! lane (beside the target first, then renamed over it, so a failure leaves any earlier file
//! as it was).

use super::Effect;
use super::errand::{ExportTask, FileSide};
use super::flow::Ctx;
use super::print::with_extension;
use crate::export::picture::Board;
use crate::export::svg::board_svg;
use crate::game::NotesLayout;
use crate::t;
use crate::worker::{Dialog, Job, Output, Picked};
use std::path::Path;

impl FileSide {
    /// Asks where to export the board; `notes`: with its marks, the notes in that layout.
    pub fn export_board(&mut self, ctx: &mut Ctx, notes: Option<NotesLayout>) {
        if let Some(busy) = self.busy() {
            return ctx.complain(t!("export-once-it-is-done", busy = &busy));
        }
        let name = match ctx.path.and_then(Path::file_stem) {
            Some(stem) => format!("{}.svg", stem.to_string_lossy()),
            None => "board.svg".to_string(),
        };
        let dialog = Dialog::Export {
            folder: self.folder(ctx),
            name,
        };
        self.pick(ctx, dialog, ExportTask::PickSvg { notes });
    }

    /// Asks where to export the board as a PNG picture.
    pub fn export_png(&mut self, ctx: &mut Ctx, notes: bool, letters: bool) {
        if let Some(busy) = self.busy() {
            return ctx.complain(t!("export-once-it-is-done", busy = &busy));
        }
        let dialog = Dialog::ExportPng {
            folder: self.folder(ctx),
            name: ctx.proposed_name("board", "png"),
        };
        self.pick(ctx, dialog, ExportTask::PickPng { notes, letters });
    }

    /// Draws the board (with its pencil marks) as pixels for the clipboard.
    pub fn copy_board_image(&mut self, ctx: &mut Ctx, letters: bool) {
        if let Some(busy) = self.busy() {
            return ctx.complain(t!("copy-once-it-is-done", busy = &busy));
        }
        let board = Box::new(Board::from_game(ctx.game, true, letters));
        self.start(ctx, Job::Rasterise(board), ExportTask::CopyImage);
    }

    /// The answer of an export's dialog, of the written picture, or of the pixels drawn.
    pub fn export_done(&mut self, ctx: &mut Ctx, task: ExportTask, output: Output) {
        match (task, output) {
            (ExportTask::PickSvg { notes }, Output::Picked(Picked::File(path))) => {
                // `.svg` added when the name has no extension.
                let path = with_extension(path, "svg");
                let text = board_svg(ctx.game, notes);
                let job = Job::Write {
                    path: path.clone(),
                    text,
                };
                self.start(ctx, job, ExportTask::Write(path));
            }
            (ExportTask::PickPng { notes, letters }, Output::Picked(Picked::File(path))) => {
                let path = with_extension(path, "png");
                let board = Box::new(Board::from_game(ctx.game, notes, letters));
                let job = Job::WritePng {
                    path: path.clone(),
                    board,
                };
                self.start(ctx, job, ExportTask::Write(path));
            }
            (ExportTask::Write(path), Output::Written(Ok(()))) => {
                ctx.say(t!("exported-board-to", path = &path.display()));
            }
            (ExportTask::Write(_), Output::Written(Err(e))) => {
                ctx.complain(t!("not-exported", why = &e));
            }
            (ExportTask::CopyImage, Output::Raster(Ok(raster))) => {
                ctx.outbox.push(Effect::CopyImage(raster));
                ctx.say(t!("copied-board-as-image"));
            }
            (ExportTask::CopyImage, Output::Raster(Err(e))) => {
                ctx.complain(t!("not-copied", why = &e));
            }
            _ => {}
        }
    }
}
