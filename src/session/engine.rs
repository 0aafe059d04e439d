//! The engine's work for the game: solve, check, and the check of a typed puzzle before play
//! starts. (A hint also waits in the engine's slot: see `hints.rs`.)

use super::pending::{Answer, Fits, Pending};
use super::replace::{Question, Replacement};
use super::{Effect, Session};
use crate::board::{Cell, Grid};
use crate::game::Action;
use crate::solver::Verdict;
use crate::t;
use crate::worker::{Job, Lane, Output};
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
}

impl Session {
    /// What the engine is doing, if anything ("Solving", "Checking"...).
    pub fn engine_busy(&self) -> Option<String> {
        self.engine.as_ref().map(|w| match w.task {
            EngineTask::Solve => t!("solving"),
            EngineTask::Check => t!("checking"),
            EngineTask::Start => t!("checking-puzzle"),
            EngineTask::Hint => t!("finding-hint"),
        })
    }

    /// Asks the engine to solve or check the puzzle on the board.
    pub(super) fn ask_engine(&mut self, task: EngineTask) {
        if !self.is_playing() || self.game().is_paused() {
            return;
        }
        let puzzle = self.game().puzzle().clone();
        self.engine = Some(self.submit(Job::Analyse(puzzle.clone()), task, Some(puzzle)));
    }

    /// The engine's answer to a solve, a check or a start check.
    pub(super) fn engine_done(
        &mut self,
        pending: Pending<EngineTask>,
        output: Output,
        now: Instant,
    ) {
        let board_now = match pending.task {
            EngineTask::Start | EngineTask::Hint => self.game().grid(),
            EngineTask::Solve | EngineTask::Check => self.game().puzzle().clone(),
        };
        let analysis = |output| match output {
            Output::Analysis(analysis) => Some(analysis),
            _ => None,
        };
        let analysis = match pending.answer(output, analysis, Fits::Board(self.serial, &board_now))
        {
            Answer::Fresh(analysis) => analysis,
            Answer::Failed(why) => {
                return self.complain(t!("engine-failed-game-is-unchanged", why = &why));
            }
            Answer::Cancelled => return self.say(t!("cancelled")),
            Answer::Stale => {
                return self.say(t!("board-changed-while-engine-worked"));
            }
        };
        let task = pending.task;
        match (task, analysis.verdict) {
            (EngineTask::Start, Verdict::Unsolvable) => {
                self.complain(t!("typed-puzzle-has-no-solution"))
            }
            (_, Verdict::Unsolvable) => self.complain(t!("this-puzzle-has-no-solution")),
            (EngineTask::Solve, Verdict::Unique(solution)) => {
                self.current
                    .game
                    .apply(Action::ApplySolution(solution), now);
            }
            (EngineTask::Solve | EngineTask::Check, Verdict::Multiple(a, b)) => {
                let count = self.outline(&a, &b);
                let what = match task {
                    EngineTask::Check => t!("there-is-no-one-solution"),
                    _ => t!("there-is-no-one-solution-2"),
                };
                self.say_about_board(
                    t!(
                        "this-puzzle-has-several-solutions",
                        what = &what,
                        count = count
                    ),
                    true,
                );
            }
            (EngineTask::Check, Verdict::Unique(solution)) => {
                self.current.game.apply(Action::MarkWrong(solution), now);
                let wrong = self.game().wrong_cells().len();
                self.current.game.tally_mut().count_check(wrong);
                let text = match self.game().wrong_cells().len() {
                    0 => t!("no-mistakes-so-far"),
                    n => t!("entries-disagree-with-solution-marked", count = n),
                };
                let error = !self.game().wrong_cells().is_empty();
                self.say_about_board(text, error);
            }
            (EngineTask::Start, Verdict::Unique(_)) => self.replace(
                Replacement::Start {
                    message: t!("puzzle-accepted-it-has-exactly"),
                },
                now,
            ),
            (EngineTask::Start, Verdict::Multiple(a, b)) => {
                self.outline(&a, &b);
                self.question = Some(Question::Several);
            }
            // A hint's answer never comes here (see `finished`).
            (EngineTask::Hint, _) => {}
        }
    }

    /// Outlines the cells where two solutions differ; how many there are.
    pub(super) fn outline(&mut self, a: &Grid, b: &Grid) -> usize {
        let cells: Vec<Cell> = a
            .shape()
            .cells()
            .filter(|&c| a.value(c) != b.value(c))
            .collect();
        let count = cells.len();
        self.differ = (cells, self.game().edits());
        count
    }

    /// Drops the engine's work for the game, cancelling it on the worker.
    pub(super) fn cancel_engine(&mut self) {
        if self.engine.take().is_some() {
            self.outbox.push(Effect::Cancel(Lane::Engine));
        }
    }

    /// The player stops the running solve, check or start check.
    pub(super) fn stop_engine(&mut self) {
        if self.engine.take().is_some() {
            self.outbox.push(Effect::Cancel(Lane::Engine));
            self.say(t!("cancelled"));
        }
    }
}
