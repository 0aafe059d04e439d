//! A puzzle from a picture: a picture file opened or dropped, or the clipboard's picture, is
//! read on the worker (with Cancel); the digits read are put up as a puzzle being entered,
//! beside the picture with the doubtful cells marked, for the player to check and correct
//! before Start (which checks the puzzle as for a typed one).

use super::Session;
use super::errand::{Errand, FileSide};
use super::flow::Ctx;
use crate::board::{Cell, Grid, Shape};
use crate::game::{Game, Mode};
use crate::scan::check::Verdict;
use crate::scan::{Reading, ScanError};
use crate::t;
use crate::worker::{Job, PictureSource};
use image::GrayImage;
use std::path::PathBuf;
use std::sync::Arc;

/// A picture read, while its puzzle is checked.
#[derive(Debug, Clone)]
pub struct Review {
    /// Where the picture came from: its file name, or "the clipboard".
    pub name: String,
    /// The grid as read, straightened.
    pub picture: Arc<GrayImage>,
    /// The cells read with doubt.
    pub uncertain: Vec<Cell>,
    /// What the solver said of the reading.
    pub verdict: Verdict,
    /// The game it belongs to.
    serial: u64,
}

impl FileSide {
    /// Reads the puzzle in the picture file `path`.
    pub fn scan_file(&mut self, ctx: &mut Ctx, path: PathBuf) {
        let name = path.file_name().map_or_else(
            || path.display().to_string(),
            |name| name.to_string_lossy().into_owned(),
        );
        let job = Job::Scan(PictureSource::File(path));
        self.start(ctx, job, Errand::Scan(name));
    }

    /// Reads the puzzle in the clipboard's picture.
    pub fn scan_clipboard(&mut self, ctx: &mut Ctx) {
        let job = Job::Scan(PictureSource::Clipboard);
        self.start(ctx, job, Errand::Scan(t!("clipboard-s-picture")));
    }
}

impl Session {
    /// The picture whose puzzle is on the board to check, while it is being entered.
    pub fn review(&self) -> Option<&Review> {
        self.review
            .as_ref()
            .filter(|r| r.serial == self.serial && self.game().mode() == Mode::Enter)
    }

    /// The answer of a reading: the puzzle put up to check, or why there is none.
    pub(super) fn scanned(&mut self, name: String, read: Result<Box<Reading>, ScanError>) {
        let reading = match read {
            Ok(reading) => reading,
            Err(e) => return ctx!(self).complain(t!("nothing-changed", name = &name, why = &e)),
        };
        let shape = Shape::NINE;
        let Ok(grid) = Grid::from_values(shape, &reading.values()) else {
            return ctx!(self).complain(t!("reading-is-not-9x9-puzzle", name = &name));
        };
        self.enter_grid(Game::entering_from(&grid));
        let uncertain: Vec<Cell> = reading
            .uncertain()
            .into_iter()
            .map(|i| shape.cell_at(i))
            .collect();
        let doubt = match uncertain.len() {
            0 => String::new(),
            n => t!("cells-are-uncertain-outlined", count = n),
        };
        let verdict = match reading.verdict {
            Verdict::Unique => String::new(),
            Verdict::Multiple => t!("as-read-it-has-several"),
            Verdict::NoSolution => t!("as-read-it-has-no"),
        };
        ctx!(self).say(t!(
            "read-givens-from-correct-any",
            given_count = &grid.given_count(),
            name = &name,
            doubt = &doubt,
            verdict = &verdict
        ));
        self.review = Some(Review {
            name,
            picture: Arc::new(reading.straightened),
            uncertain,
            verdict: reading.verdict,
            serial: self.serial,
        });
    }
}
