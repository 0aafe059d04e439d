//! The engine's work for the game: solve, check, and the check of a typed puzzle before play
//! starts ([`EngineFlow`]). (A hint also waits in the engine's slot: see `hints.rs`.)

use super::flow::Ctx;
use super::pending::{Answer, Fits, Pending};
use super::replace::{Question, Replacement};
use super::{Effect, Session};
use crate::board::{Cell, Grid};
use crate::game::{Action, Game};
use crate::solver::Verdict;
use crate::t;
use crate::worker::{Job, JobId, Lane, Output};
use web_time::Instant;

/// Why the session waits for the engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum EngineTask {
    /// Fill in the solution.
    Solve,
    /// Mark the entries that disagree with the solution.
    Check,
    /// Check the typed puzzle before play starts.
    Start,
    /// Find a hint (answered in `hints.rs`).
    Hint,
    /// Learn the solution, quietly, to show mistakes at once (see `options.rs`).
    Learn,
    /// Find the last correct move (answered in `rewind.rs`).
    Rewind,
}

/// What the router does after an engine answer: the flows it leads to.
pub(super) enum Next {
    /// Start playing the typed puzzle (it has one solution).
    Replace(Replacement),
    /// Ask the player (the typed puzzle has several solutions).
    Ask(Question),
    /// Keep the solution (`None`: there is no one solution).
    Learned(Option<Grid>),
}

/// The engine flow: the solve, check, start check or hint waiting in the engine's lane, and
/// the cells where two solutions differ, outlined until the board changes.
#[derive(Debug, Default)]
pub(super) struct EngineFlow {
    /// The job in the engine's lane (a hint's too: see `hints.rs`).
    slot: Option<Pending<EngineTask>>,
    /// Cells where two solutions differ, and the game's edit count when found.
    differ: (Vec<Cell>, u64),
}

impl EngineFlow {
    /// The engine's lane, for a flow that waits in it (a hint).
    pub fn slot(&mut self) -> &mut Option<Pending<EngineTask>> {
        &mut self.slot
    }

    /// The task waiting in the engine's lane, if any.
    pub fn task(&self) -> Option<EngineTask> {
        self.slot.as_ref().map(|w| w.task)
    }

    /// Whether a job waits in the engine's lane.
    pub fn is_busy(&self) -> bool {
        self.slot.is_some()
    }

    /// The job in the engine's lane, if `id` is its id.
    pub fn take_job(&mut self, id: JobId) -> Option<Pending<EngineTask>> {
        self.slot.take_if(|p| p.id == id)
    }

    /// What the engine is doing, if anything ("Solving", "Checking"...).
    pub fn busy_text(&self) -> Option<String> {
        self.slot.as_ref().map(|w| match w.task {
            EngineTask::Solve => t!("solving"),
            EngineTask::Check => t!("checking"),
            EngineTask::Start => t!("checking-puzzle"),
            EngineTask::Hint => t!("finding-hint"),
            EngineTask::Learn => t!("checking"),
            EngineTask::Rewind => t!("rewind-looking"),
        })
    }

    /// Cells outlined because two solutions differ there, while the board has `edits` edits.
    pub fn differ(&self, edits: u64) -> &[Cell] {
        if self.differ.1 == edits {
            &self.differ.0
        } else {
            &[]
        }
    }

    /// Forgets the outlined cells (a new game).
    pub fn clear_differ(&mut self) {
        self.differ = (Vec::new(), 0);
    }

    /// Asks the engine to solve or check the puzzle on the board, or to check the typed
    /// `grid` before play starts.
    pub fn ask(&mut self, ctx: &mut Ctx, task: EngineTask, grid: Grid) {
        self.slot = Some(ctx.submit(Job::Analyse(grid.clone()), task, Some(grid)));
    }

    /// The engine's answer to a solve, a check or a start check; what the router does next.
    pub fn done(
        &mut self,
        ctx: &mut Ctx,
        pending: Pending<EngineTask>,
        output: Output,
        now: Instant,
    ) -> Option<Next> {
        let board_now = match pending.task {
            EngineTask::Start | EngineTask::Hint | EngineTask::Rewind => ctx.game.grid(),
            EngineTask::Solve | EngineTask::Check | EngineTask::Learn => ctx.game.puzzle().clone(),
        };
        let analysis = |output| match output {
            Output::Analysis(analysis) => Some(analysis),
            _ => None,
        };
        let answer = pending.answer(output, analysis, Fits::Board(ctx.serial, &board_now));
        if pending.task == EngineTask::Learn && !matches!(answer, Answer::Fresh(_)) {
            // The quiet question stays quiet: no solution is known, and none is asked again.
            return Some(Next::Learned(None));
        }
        let analysis = match answer {
            Answer::Fresh(analysis) => analysis,
            Answer::Failed(why) => {
                ctx.complain(t!("engine-failed-game-is-unchanged", why = &why));
                return None;
            }
            Answer::Cancelled => {
                ctx.say(t!("cancelled"));
                return None;
            }
            Answer::Stale => {
                ctx.say(t!("board-changed-while-engine-worked"));
                return None;
            }
        };
        let task = pending.task;
        match (task, analysis.verdict) {
            (EngineTask::Learn, Verdict::Unique(solution)) => {
                return Some(Next::Learned(Some(solution)));
            }
            (EngineTask::Learn, _) => return Some(Next::Learned(None)),
            (EngineTask::Start, Verdict::Unsolvable) => {
                ctx.complain(t!("typed-puzzle-has-no-solution"));
            }
            (_, Verdict::Unsolvable) => ctx.complain(t!("this-puzzle-has-no-solution")),
            (EngineTask::Solve, Verdict::Unique(solution)) => {
                ctx.game.apply(Action::ApplySolution(solution), now);
            }
            (EngineTask::Solve | EngineTask::Check, Verdict::Multiple(a, b)) => {
                let count = self.outline(ctx.game, &a, &b);
                let what = match task {
                    EngineTask::Check => t!("there-is-no-one-solution"),
                    _ => t!("there-is-no-one-solution-2"),
                };
                ctx.say_about_board(
                    t!(
                        "this-puzzle-has-several-solutions",
                        what = &what,
                        count = count
                    ),
                    true,
                );
            }
            (EngineTask::Check, Verdict::Unique(solution)) => {
                ctx.game.apply(Action::MarkWrong(solution), now);
                let wrong = ctx.game.wrong_cells().len();
                ctx.game.tally_mut().count_check(wrong);
                let text = match wrong {
                    0 => t!("no-mistakes-so-far"),
                    n => t!("entries-disagree-with-solution-marked", count = n),
                };
                ctx.say_about_board(text, wrong > 0);
            }
            (EngineTask::Start, Verdict::Unique(_)) => {
                return Some(Next::Replace(Replacement::Start {
                    message: t!("puzzle-accepted-it-has-exactly"),
                }));
            }
            (EngineTask::Start, Verdict::Multiple(a, b)) => {
                self.outline(ctx.game, &a, &b);
                return Some(Next::Ask(Question::Several));
            }
            // A hint's and a rewind's answers never come here (see `finished`).
            (EngineTask::Hint | EngineTask::Rewind, _) => {}
        }
        None
    }

    /// Outlines the cells of `game` where two solutions differ; how many there are.
    fn outline(&mut self, game: &Game, a: &Grid, b: &Grid) -> usize {
        let cells: Vec<Cell> = a
            .shape()
            .cells()
            .filter(|&c| a.value(c) != b.value(c))
            .collect();
        let count = cells.len();
        self.differ = (cells, game.edits());
        count
    }

    /// Drops the engine's work for the game, cancelling it on the worker.
    pub fn cancel(&mut self, ctx: &mut Ctx) {
        if self.slot.take().is_some() {
            ctx.outbox.push(Effect::Cancel(Lane::Engine));
        }
    }

    /// The player stops the running solve, check or start check.
    pub fn stop(&mut self, ctx: &mut Ctx) {
        if self.slot.is_some() {
            self.cancel(ctx);
            ctx.say(t!("cancelled"));
        }
    }
}

impl Session {
    /// What the engine is doing, if anything ("Solving", "Checking"...).
    pub fn engine_busy(&self) -> Option<String> {
        self.engine.busy_text()
    }

    /// Asks the engine to solve or check the puzzle on the board.
    pub(super) fn ask_engine(&mut self, task: EngineTask) {
        if !self.is_playing() || self.game().is_paused() {
            return;
        }
        let puzzle = self.game().puzzle().clone();
        self.engine.ask(&mut ctx!(self), task, puzzle);
    }

    /// The engine's answer, and what it leads to.
    pub(super) fn engine_done(
        &mut self,
        pending: Pending<EngineTask>,
        output: Output,
        now: Instant,
    ) {
        match self.engine.done(&mut ctx!(self), pending, output, now) {
            Some(Next::Replace(replacement)) => self.replace(replacement, now),
            Some(Next::Ask(question)) => self.question = Some(question),
            Some(Next::Learned(solution)) => self.learned(solution, now),
            None => {}
        }
    }
}
