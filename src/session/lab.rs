//! The solver lab's session: a search played on a copy of the puzzle, and the comparison of
//! all four algorithms. The game waits meanwhile (its clock paused) and comes back as it was.
//!
//! The search itself runs on the worker in batches ([`crate::lab::Player`] decides when to ask
//! for more); the lab keeps the ids of the jobs it waits for, numbered by the session like
//! every other job. Drawing it is `ui/lab.rs`.

use super::pending::Outbox;
use super::{Command, Effect, Session};
use crate::board::Grid;
use crate::lab::{Algorithm, Comparison, Player};
use crate::worker::{Done, Job, JobId, Lane, Output};
use web_time::Instant;

/// What the player asks of the lab.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum LabAction {
    /// Start again with this algorithm.
    Choose(Algorithm),
    /// Play at the chosen speed.
    Play,
    /// Stop playing.
    Pause,
    /// One event forward.
    Step,
    /// Back to the start.
    Restart,
    /// Steps a second.
    Speed(f64),
    /// Run all four algorithms and show the table.
    Compare,
    /// Stop the comparison.
    CancelCompare,
    /// Back to the game.
    Leave,
}

/// The comparison of the four algorithms.
#[derive(Debug, Clone)]
enum Compare {
    Idle,
    Running(JobId),
    Done(Vec<Comparison>),
    Failed(String),
}

/// The lab while it is open.
#[derive(Debug, Clone)]
pub struct LabSession {
    player: Player,
    /// The batch of steps away on the worker.
    batch: Option<JobId>,
    compare: Compare,
}

impl LabSession {
    /// A lab on `grid` (a copy).
    pub fn new(grid: &Grid) -> LabSession {
        LabSession {
            player: Player::new(grid, Algorithm::default()),
            batch: None,
            compare: Compare::Idle,
        }
    }

    /// The search shown.
    pub fn player(&self) -> &Player {
        &self.player
    }

    /// The table of the last comparison, if one has finished.
    pub fn comparison(&self) -> Option<&[Comparison]> {
        match &self.compare {
            Compare::Done(rows) => Some(rows),
            _ => None,
        }
    }

    /// Why the last comparison failed, if it did.
    pub fn comparison_failure(&self) -> Option<&str> {
        match &self.compare {
            Compare::Failed(why) => Some(why),
            _ => None,
        }
    }

    /// Whether the comparison is running.
    pub fn is_comparing(&self) -> bool {
        matches!(self.compare, Compare::Running(_))
    }

    /// Whether a job of the lab is running on the worker.
    pub fn is_busy(&self) -> bool {
        self.batch.is_some() || self.is_comparing()
    }

    /// Whether the lab waits for the job `id`.
    pub fn owns(&self, id: JobId) -> bool {
        self.batch == Some(id) || matches!(self.compare, Compare::Running(c) if c == id)
    }

    /// Whether the view changes by itself (playing, a flash fading).
    pub fn is_animating(&self, now: Instant) -> bool {
        self.player.is_animating(now)
    }

    /// Carries out what the player asked (all but [`LabAction::Leave`], which the session
    /// handles).
    fn apply(&mut self, action: LabAction, now: Instant, outbox: &mut Outbox) {
        match action {
            LabAction::Choose(algorithm) => self.restart(algorithm),
            LabAction::Restart => self.restart(self.player.algorithm()),
            LabAction::Play => self.player.play(now),
            LabAction::Pause => self.player.pause(),
            LabAction::Step => self.player.step(now),
            LabAction::Speed(speed) => self.player.set_speed(speed),
            LabAction::Compare => {
                let job = Job::LabCompare(self.player.grid().clone());
                self.compare = Compare::Running(outbox.submit(job));
                return;
            }
            LabAction::CancelCompare => {
                if self.is_comparing() {
                    self.compare = Compare::Idle;
                    outbox.push(Effect::Cancel(Lane::Compare));
                }
                return;
            }
            LabAction::Leave => return,
        }
        self.frame(now, outbox);
    }

    fn restart(&mut self, algorithm: Algorithm) {
        // A batch still away is forgotten: its answer no longer matches any id here.
        self.batch = None;
        self.player.restart(algorithm);
    }

    /// Time passing: shows the events due and asks for the next batch when it is time.
    fn frame(&mut self, now: Instant, outbox: &mut Outbox) {
        self.player.tick(now);
        if let Some((run, steps)) = self.player.request() {
            let run = Box::new(run);
            self.batch = Some(outbox.submit(Job::LabSteps { run, steps }));
        }
    }

    /// Takes a job's answer (the caller checked [`LabSession::owns`]).
    fn finished(&mut self, done: Done, now: Instant) {
        if self.batch == Some(done.id) {
            self.batch = None;
            match done.output {
                Output::LabSteps(batch) => self.player.receive(*batch, now),
                _ => self.player.lost(),
            }
        } else if matches!(self.compare, Compare::Running(id) if id == done.id) {
            self.compare = match done.output {
                Output::LabCompare(rows) => Compare::Done(rows),
                Output::Failed(why) => Compare::Failed(why),
                _ => Compare::Idle,
            };
        }
    }
}

/// The lab in a session: open or not, and whether opening it paused the game's clock.
#[derive(Debug, Default)]
pub(super) struct LabState {
    open: Option<LabSession>,
    /// Whether opening the lab paused the game's clock (leaving resumes it).
    paused_clock: bool,
}

impl Session {
    /// The solver lab, while it is open.
    pub fn lab(&self) -> Option<&LabSession> {
        self.lab.open.as_ref()
    }

    /// Applies a solver-lab action, as if the player had asked for it (nothing when the lab
    /// is closed).
    pub fn lab_action(&mut self, action: LabAction, now: Instant) {
        let Some(lab) = &mut self.lab.open else {
            return;
        };
        if action == LabAction::Leave {
            self.outbox.push(Effect::Repaint);
            return self.toggle_lab(now);
        }
        let before = self.outbox.len();
        lab.apply(action, now, &mut self.outbox);
        if self.outbox.len() > before {
            self.outbox.push(Effect::Repaint);
        }
    }

    /// Whether the lab is open (the game is out of reach then).
    pub(super) fn lab_open(&self) -> bool {
        self.lab.open.is_some()
    }

    /// Time passing in the lab, if it is open.
    pub(super) fn lab_tick(&mut self, now: Instant) {
        if let Some(lab) = &mut self.lab.open {
            let before = self.outbox.len();
            lab.frame(now, &mut self.outbox);
            if self.outbox.len() > before {
                self.outbox.push(Effect::Repaint);
            }
        }
    }

    /// Hands `done` to the lab if it waits for it, else gives it back.
    pub(super) fn lab_finished(&mut self, done: Done, now: Instant) -> Option<Done> {
        match &mut self.lab.open {
            Some(lab) if lab.owns(done.id) => {
                lab.finished(done, now);
                None
            }
            _ => Some(done),
        }
    }

    /// Opens the lab on a copy of the puzzle (pausing the game's clock), or closes it
    /// (cancelling its jobs and running the clock again if it paused it).
    pub(super) fn toggle_lab(&mut self, now: Instant) {
        if self.lab.open.take().is_some() {
            self.outbox.push(Effect::Cancel(Lane::Lab));
            self.outbox.push(Effect::Cancel(Lane::Compare));
            if self.lab.paused_clock && self.game().is_paused() {
                self.game_command(Command::TogglePause, now);
            }
            self.lab.paused_clock = false;
            return;
        }
        if !self.is_playing() {
            return;
        }
        let game = self.game();
        let lab = LabSession::new(game.puzzle());
        let pause = !game.is_paused() && !game.is_solved();
        self.lab.open = Some(lab);
        self.lab.paused_clock = pause;
        if pause {
            self.game_command(Command::TogglePause, now);
        }
    }
}
