//! Compose: while a puzzle is entered, the setter's questions answered on the worker as the
//! givens and rules change. Each edit starts over with the quick question (none, one or
//! several solutions), then the others follow one at a time: the true candidates when they are
//! shown, the count of several solutions, and for one solution the logical path (verdict,
//! grade, break-in) and what could be taken away. A newer question cancels the one before it.
//! The answers about the last few boards are kept, so Undo and Redo show theirs at once.

use super::hints::{Overlay, Stage, step_overlay};
use super::pending::Outbox;
use super::{Effect, Session};
use crate::board::{Digit, DigitSet, Grid, Shape};
use crate::game::Mode;
use crate::setter::{Finding, Logic, Progress, Question, Removable, Solutions};
use crate::worker::{Job, JobId, Lane, Output};
use web_time::Instant;

/// What the board shows of the answers, each switched by the setter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ComposeView {
    /// The true candidates in the empty cells.
    Candidates,
    /// The break-in step drawn on the board.
    BreakIn,
    /// What could be taken away, outlined.
    Removable,
}

/// The answers about the puzzle being set, as far as they have come.
#[derive(Debug, Clone, Default)]
pub struct Composition {
    /// None, one or several solutions.
    pub solutions: Option<Solutions>,
    /// Several solutions counted, up to [`crate::setter::COUNT_LIMIT`].
    pub count: Option<usize>,
    /// The true candidates, one set per cell (row-major).
    pub candidates: Option<Vec<DigitSet>>,
    /// The logical path's verdict, grade and break-in.
    pub logic: Option<Logic>,
    /// What could be taken away with the solution unique.
    pub removable: Option<Removable>,
    /// The question the worker is on, and since when.
    pub asking: Option<(Question, Instant)>,
    /// How far the question on the worker has got.
    pub progress: Progress,
    /// A question the worker failed on (a bug), and its message.
    pub failed: Option<(Question, String)>,
    /// Which answers the board shows.
    pub shown: Vec<ComposeView>,
}

impl Composition {
    /// Whether the board shows `view`.
    pub fn shows(&self, view: ComposeView) -> bool {
        self.shown.contains(&view)
    }

    /// The next question to ask, the most wanted first; `None` when all are answered.
    fn next(&self) -> Option<Question> {
        let open = |q: Question, answered: bool| {
            (!answered && self.failed.as_ref().is_none_or(|(f, _)| *f != q)).then_some(q)
        };
        let Some(solutions) = self.solutions else {
            return open(Question::Verdict, false);
        };
        let candidates = open(Question::Candidates, self.candidates.is_some())
            .filter(|_| self.shows(ComposeView::Candidates));
        let rest = match solutions {
            Solutions::None => None,
            Solutions::Several => open(Question::Count, self.count.is_some()),
            Solutions::Unique => open(Question::Logic, self.logic.is_some())
                .or_else(|| open(Question::Removable, self.removable.is_some())),
        };
        candidates.or(rest)
    }

    /// Takes in an answer.
    fn take(&mut self, finding: Finding) {
        match finding {
            Finding::Verdict(solutions) => self.solutions = Some(solutions),
            Finding::Count(count) => self.count = Some(count),
            Finding::Candidates(bits) => {
                self.candidates = Some(bits.into_iter().map(DigitSet::from_bits).collect());
            }
            Finding::Logic(logic) => self.logic = Some(*logic),
            Finding::Removable(removable) => self.removable = Some(removable),
        }
    }

    /// What the board draws of the answers shown, if anything: the break-in step, else the
    /// true candidates and what could go outlined.
    pub fn overlay(&self, grid: &Grid) -> Option<Overlay> {
        let shape = grid.shape();
        if self.shows(ComposeView::BreakIn)
            && let Some((step, found_in)) = self.logic.as_ref().and_then(|l| l.break_in.as_ref())
        {
            let mut overlay = step_overlay(step, found_in, Stage::Pattern);
            // The digits singles placed before the break-in, as the path shows them.
            overlay.values = grid
                .values()
                .iter()
                .enumerate()
                .filter(|&(c, &v)| v == 0 && found_in.value(c) != 0)
                .filter_map(|(c, _)| Some((shape.cell_at(c), Digit::new(found_in.value(c))?)))
                .collect();
            overlay.replaces_board = true;
            return Some(overlay);
        }
        let mut overlay = Overlay::default();
        if self.shows(ComposeView::Candidates)
            && let Some(candidates) = &self.candidates
        {
            overlay.candidates = candidates
                .iter()
                .zip(grid.values())
                .enumerate()
                .filter(|(_, (_, value))| **value == 0)
                .map(|(index, (&set, _))| (shape.cell_at(index), set))
                .collect();
        }
        if self.shows(ComposeView::Removable)
            && let Some(removable) = &self.removable
        {
            outline_removable(&mut overlay, removable, grid, shape);
        }
        let empty =
            overlay.candidates.is_empty() && overlay.cells.is_empty() && overlay.groups.is_empty();
        (!empty).then_some(overlay)
    }
}

/// Outlines the givens that could go, and the cages and clues that could, each as one shape.
fn outline_removable(overlay: &mut Overlay, removable: &Removable, grid: &Grid, shape: Shape) {
    let rules = grid.rules();
    overlay.cells = removable.givens.iter().map(|&i| shape.cell_at(i)).collect();
    let cages = removable
        .cages
        .iter()
        .filter_map(|&i| rules.cages.get(i))
        .map(|cage| cage.cells.clone());
    let clues = removable
        .clues
        .iter()
        .filter_map(|&i| rules.clues.get(i))
        .map(|clue| clue.cells(shape));
    overlay.groups = cages
        .chain(clues)
        .map(|cells| {
            cells
                .into_iter()
                .map(|c| shape.cell_at(usize::from(c)))
                .collect()
        })
        .collect();
}

/// How many earlier boards' answers are kept, so that Undo and Redo find theirs at once.
const KEPT: usize = 8;

/// A board being set: the game's serial and the grid.
type Board = (u64, Grid);

/// The compose flow: the grid asked about, its answers, the question on the worker, and the
/// answers about the boards before it.
#[derive(Debug, Default)]
pub(super) struct ComposeState {
    /// The grid (and the game's serial) the answers are about.
    about: Option<Board>,
    found: Composition,
    job: Option<(JobId, Question)>,
    /// Answers about earlier boards, the latest last.
    kept: Vec<(Board, Composition)>,
}

impl ComposeState {
    /// Brings the questions up to date with `grid` (the puzzle being set in game `serial`, or
    /// `None` when no puzzle is being set): a changed puzzle starts over, and the most wanted
    /// open question goes to the worker unless it is there already.
    fn refresh(&mut self, outbox: &mut Outbox, grid: Option<Grid>, serial: u64, now: Instant) {
        let Some(grid) = grid else {
            if self.job.take().is_some() {
                outbox.push(Effect::Cancel(Lane::Compose));
            }
            self.about = None;
            self.kept.clear();
            self.found = Composition {
                shown: std::mem::take(&mut self.found.shown),
                ..Composition::default()
            };
            return;
        };
        let board = (serial, grid);
        if self.about.as_ref() != Some(&board) {
            self.move_to(board);
        }
        let want = self.found.next();
        if want == self.job.map(|(_, q)| q) {
            return;
        }
        match (want, &self.about) {
            (Some(question), Some((_, grid))) => {
                self.found.progress = Progress::default();
                let job = Job::Compose {
                    grid: grid.clone(),
                    question,
                    progress: self.found.progress.clone(),
                };
                self.job = Some((outbox.submit(job), question));
                self.found.asking = Some((question, now));
            }
            _ => {
                if self.job.take().is_some() {
                    outbox.push(Effect::Cancel(Lane::Compose));
                }
                self.found.asking = None;
            }
        }
    }

    /// Keeps the answers about the board left, and takes up those about `board` where they
    /// were kept (a board met again by Undo or Redo), else starts afresh. The question on the
    /// worker is dropped: the next one asked cancels it.
    fn move_to(&mut self, board: Board) {
        let shown = std::mem::take(&mut self.found.shown);
        let mut left = std::mem::take(&mut self.found);
        left.asking = None;
        if let Some(about) = self.about.take() {
            self.kept.retain(|(kept, _)| *kept != about);
            self.kept.push((about, left));
            if self.kept.len() > KEPT {
                self.kept.remove(0);
            }
        }
        let at = self.kept.iter().position(|(kept, _)| *kept == board);
        self.found = at.map(|i| self.kept.remove(i).1).unwrap_or_default();
        self.found.shown = shown;
        self.job = None;
        self.about = Some(board);
    }

    /// Whether a question is on the worker.
    pub fn is_busy(&self) -> bool {
        self.job.is_some()
    }

    /// Whether job `id` is the question on the worker.
    pub fn owns(&self, id: JobId) -> bool {
        self.job.is_some_and(|(job, _)| job == id)
    }

    /// The answer to the question on the worker.
    fn done(&mut self, output: Output) {
        let Some((_, question)) = self.job.take() else {
            return;
        };
        self.found.asking = None;
        match output {
            Output::Composed(finding) => self.found.take(*finding),
            Output::Failed(why) => self.found.failed = Some((question, why)),
            // Cancelled: asked again at the next refresh.
            _ => {}
        }
    }

    /// Shows or hides `view` on the board.
    fn toggle(&mut self, view: ComposeView) {
        let shown = &mut self.found.shown;
        if let Some(at) = shown.iter().position(|&v| v == view) {
            shown.remove(at);
        } else {
            shown.push(view);
        }
    }
}

impl Session {
    /// The answers about the puzzle being set, while one is.
    pub fn composition(&self) -> Option<&Composition> {
        (self.game().mode() == Mode::Enter && self.compose.about.is_some())
            .then_some(&self.compose.found)
    }

    /// Brings the setter's questions up to date with the board (see [`ComposeState`]).
    pub(super) fn compose_refresh(&mut self) {
        let entering = self.game().mode() == Mode::Enter && !self.lab_open();
        let grid = entering.then(|| self.game().grid());
        self.compose
            .refresh(&mut self.outbox, grid, self.serial, self.clock);
    }

    /// The answer of the compose job on the worker.
    pub(super) fn compose_done(&mut self, output: Output) {
        self.compose.done(output);
    }

    /// Shows or hides an answer on the board.
    pub(super) fn toggle_compose_view(&mut self, view: ComposeView) {
        self.compose.toggle(view);
    }

    /// What the board draws of the answers while a puzzle is set: drawn over the grid they
    /// are about, which the compose state holds (no grid is built again each frame).
    pub(super) fn compose_overlay(&self) -> Option<Overlay> {
        let (_, grid) = self.compose.about.as_ref()?;
        self.composition()?.overlay(grid)
    }
}
