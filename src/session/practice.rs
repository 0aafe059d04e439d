//! Practising one technique, as HoDoKu's learning and practising modes do: the worker finds a
//! puzzle whose logical path needs the technique (the file side shows it as busy, with how
//! many puzzles it tried, and Stop waiting cancels it). Practising starts the puzzle from its
//! givens; learning starts it right before the first step that needs the technique, with the
//! earlier steps' digits and candidates on the board and the hint on screen. Every technique
//! the search met on the way is kept in a small stock (kept across restarts), so the next
//! request for it starts at once.

use super::Session;
use super::errand::{FileSide, Search};
use super::flow::Ctx;
use super::game_file::{GameFile, Origin};
use super::replace::Replacement;
use crate::board::{DigitSet, Grid};
use crate::formats;
use crate::game::Game;
use crate::generator::practice::{PracticeFound, PracticeRequest};
use crate::t;
use crate::techniques::{Hint, Technique};
use crate::worker::Job;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::Arc;
use web_time::Instant;

/// How many puzzles the stock keeps per technique.
pub const STOCK_PER_TECHNIQUE: usize = 3;

/// Puzzles found for practice and not used yet, by technique code (`0100` ...), each as its
/// 81-character line. A line that no longer reads is dropped when it is taken.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PracticeStock(pub BTreeMap<String, Vec<String>>);

impl PracticeStock {
    /// How many puzzles wait for `technique`.
    pub fn count(&self, technique: Technique) -> usize {
        self.0.get(&technique.code()).map_or(0, Vec::len)
    }

    fn take(&mut self, technique: Technique) -> Option<Grid> {
        let lines = self.0.get_mut(&technique.code())?;
        while let Some(line) = lines.pop() {
            if let Ok(read) = formats::read_text(&line, &t!("practice-stock")) {
                return Some(read.grid);
            }
        }
        None
    }

    fn add(&mut self, technique: Technique, puzzle: &Grid) {
        let lines = self.0.entry(technique.code()).or_default();
        let line = formats::to_line(puzzle);
        if lines.len() < STOCK_PER_TECHNIQUE && !lines.contains(&line) {
            lines.push(line);
        }
    }
}

impl PracticeStock {
    /// Starts finding a puzzle to practise (or, `learning`, to learn) `technique`, from
    /// `seed`, on the file side.
    pub(super) fn practise(
        &mut self,
        file: &mut FileSide,
        ctx: &mut Ctx,
        (technique, learning): (Technique, bool),
        seed: u64,
    ) {
        if let Some(busy) = file.busy() {
            return ctx.complain(t!("practice-waits-until-it-is", busy = &busy));
        }
        let mut request = PracticeRequest::new(technique, seed);
        request.stocked = self.take(technique);
        let search = Search {
            technique,
            learning,
            tried: Arc::clone(&request.tried),
            max_tries: request.max_tries,
        };
        let job = Job::Practice(Box::new(request));
        file.start(ctx, job, search);
        *ctx.status = None;
    }

    /// The search's answer: the stock grows, and the puzzle found is to take the board (after
    /// asking when that would lose unsaved moves).
    pub(super) fn found(
        &mut self,
        ctx: &mut Ctx,
        search: &Search,
        found: PracticeFound,
        now: Instant,
    ) -> Option<Replacement> {
        for other in &found.others {
            self.add(other.technique, &other.puzzle);
        }
        let name = search.technique.name();
        let (Some(wanted), Some(start)) = (found.wanted, found.start) else {
            ctx.complain(t!(
                "no-puzzle-that-needs-turned",
                name = &name,
                tried = found.tried
            ));
            return None;
        };
        let origin = Origin::Practice {
            technique: search.technique.code(),
            learning: search.learning,
        };
        Some(match start {
            (grid, step) if search.learning => {
                let notes: Vec<DigitSet> = (0..grid.shape().cell_count())
                    .map(|cell| grid.candidates(cell))
                    .collect();
                let game = Game::resumed_at(&grid.to_grid(), Some(&notes), now);
                Replacement::Lesson {
                    next: Box::new(GameFile::new(game, origin)),
                    message: t!("learning-hint-shows-where-it", name = &name),
                    hint: Box::new(Hint::Step {
                        step: Box::new(step),
                        grid: Box::new(grid),
                        hidden: Vec::new(),
                    }),
                }
            }
            _ => {
                let message = t!("practising-this-puzzle-needs-it", name = &name);
                Replacement::made(wanted.puzzle, origin, message, now)
            }
        })
    }
}

impl Session {
    /// The puzzles kept for practice.
    pub fn practice_stock(&self) -> &PracticeStock {
        &self.practice_stock
    }

    /// Takes the stock kept from an earlier run.
    pub fn set_practice_stock(&mut self, stock: PracticeStock) {
        self.practice_stock = stock;
    }

    /// Shows a lesson's hint with its board (no hint the player asked for: not counted).
    pub(super) fn show_lesson(&mut self, hint: Hint) {
        self.hints.show(hint, &ctx!(self));
    }
}
