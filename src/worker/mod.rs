//! Background jobs, so the window never waits. Each kind of [`Job`] runs in its [`Lane`]:
//! engine searches with cancellation, the solution path, file reading and writing, the solver
//! lab's step batches and comparisons, ratings, new puzzles for the pool at low priority, and
//! native file dialogs on threads of their own.
//!
//! The caller names each [`Job`] with a [`JobId`] of its choosing and later drains
//! [`Worker::poll`], keeping only the results it still waits for. Submitting a job to a lane
//! that cancels the previous one cancels the job before it. A job that panics comes back as
//! [`Output::Failed`], never as silence. After each result the worker calls the repaint
//! callback (the window's repaint request in the app, a counter in tests). Dropping the worker
//! cancels every lane, closes the inboxes, joins the threads and closes any file dialog still
//! on screen.

use crate::t;
#[cfg(not(target_arch = "wasm32"))]
mod clipboard;
#[cfg(not(target_arch = "wasm32"))]
mod dialog;
#[cfg(not(target_arch = "wasm32"))]
pub mod instance;
mod job;
mod lane;
#[cfg(not(target_arch = "wasm32"))]
mod platform;
pub mod print;
#[cfg(target_arch = "wasm32")]
pub mod web;
#[cfg(target_arch = "wasm32")]
pub use web::instance;
#[cfg(target_arch = "wasm32")]
use web::{clipboard, dialog};

pub use job::{
    Dialog, Done, Job, JobId, LAB_COMPARE_CAP, MAX_PICTURE_BYTES, Output, Picked, PictureSource,
    WriteError, run_engine,
};
pub use lane::{Lane, Policy};

use crate::calendar::Date;
use crate::generator::{self, GenerateError, Generated, Request};
use crate::solver::CancelToken;
use dialog::{Dialogs, native_dialog};
use lane::Runners;
#[cfg(not(target_arch = "wasm32"))]
pub use platform::digit_model;
#[cfg(not(target_arch = "wasm32"))]
use platform::{LaneThread, local_offset_seconds};
use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, Sender};
#[cfg(target_arch = "wasm32")]
pub use web::digit_model;
#[cfg(target_arch = "wasm32")]
use web::{LaneThread, local_offset_seconds};

/// Today in the computer's time zone (UTC where that cannot be told).
pub fn today() -> Date {
    let now = web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(0));
    Date::from_seconds(now + local_offset_seconds(now))
}

type Repaint = Arc<dyn Fn() + Send + Sync>;
/// Shows a file dialog and waits for the answer (on a thread of its own).
pub type Picker = Arc<dyn Fn(Dialog) -> Picked + Send + Sync>;
/// Runs an engine job ([`Job::Analyse`], [`Job::Count`]...) in its lane.
pub type Engine = Arc<dyn Fn(Job, &CancelToken) -> Output + Send + Sync>;
/// Generates a puzzle: for the pool ([`Job::Generate`], in the pool's lane) or the daily
/// puzzle ([`Job::Daily`]).
pub type Generator =
    Arc<dyn Fn(&Request, &CancelToken) -> Result<Generated, GenerateError> + Send + Sync>;

/// Where the worker reaches outside itself: the desktop's file dialogs, the search engine and
/// the generator. Tests replace them to answer a dialog exactly where the real one would be
/// shown, to hold an engine job until it is cancelled, or to keep the pool as it is.
#[derive(Clone)]
pub struct Hooks {
    /// Shows file dialogs.
    pub picker: Picker,
    /// Runs engine jobs.
    pub engine: Engine,
    /// Generates puzzles: the pool's, and the daily puzzle.
    pub generator: Generator,
}

impl Default for Hooks {
    fn default() -> Hooks {
        Hooks {
            picker: Arc::new(native_dialog),
            engine: Arc::new(run_engine),
            generator: Arc::new(generator::generate),
        }
    }
}

/// The handle to the background lanes.
pub struct Worker {
    /// One per lane, in the order of [`Lane::ALL`].
    lanes: Vec<LaneThread>,
    dialogs: Dialogs,
    results_in: Sender<Done>,
    results: Receiver<Done>,
    repaint: Repaint,
}

impl Worker {
    /// Starts the lanes, with the desktop's file dialogs. `repaint` is called after every
    /// result.
    pub fn new(repaint: impl Fn() + Send + Sync + 'static) -> Worker {
        Worker::with_hooks(repaint, Hooks::default())
    }

    /// Starts the lanes with `hooks` in place of the desktop's dialogs and the engine.
    pub fn with_hooks(repaint: impl Fn() + Send + Sync + 'static, hooks: Hooks) -> Worker {
        let repaint: Repaint = Arc::new(repaint);
        let (results_in, results) = mpsc::channel();
        let runners = Runners {
            results: results_in.clone(),
            repaint: Arc::clone(&repaint),
            engine: hooks.engine,
            generator: hooks.generator,
        };
        let lanes = Lane::ALL
            .into_iter()
            .map(|lane| LaneThread::start(lane, &runners))
            .collect();
        Worker {
            lanes,
            dialogs: Dialogs::new(hooks.picker),
            results_in,
            results,
            repaint,
        }
    }

    /// Starts a job named `id` in its lane. In a lane that cancels the previous job, the job
    /// before it is cancelled.
    pub fn submit(&mut self, id: JobId, job: Job) {
        let lane = job.lane();
        if let Job::Pick(dialog) = job {
            return self
                .dialogs
                .spawn(id, dialog, &self.results_in, &self.repaint);
        }
        let sent = self
            .lanes
            .get_mut(lane.index())
            .is_some_and(|thread| thread.send(lane.policy(), id, job, CancelToken::new()));
        if !sent {
            let output = Output::Failed(t!("background-thread-is-gone"));
            // The receiver lives in `self`, so this send cannot fail.
            let _ = self.results_in.send(Done { id, output });
            (self.repaint)();
        }
    }

    /// Cancels the job running in `lane`, if any (its result comes back as `Cancelled`).
    pub fn cancel_lane(&mut self, lane: Lane) {
        if let Some(thread) = self.lanes.get_mut(lane.index()) {
            thread.cancel();
        }
    }

    /// Cancels the running engine job, if any (its result comes back as `Cancelled`).
    pub fn cancel(&mut self) {
        self.cancel_lane(Lane::Engine);
    }

    /// Cancels the solver lab's jobs, if any (their results come back as `Cancelled`).
    pub fn cancel_lab(&mut self) {
        self.cancel_lane(Lane::Lab);
        self.cancel_lane(Lane::Compare);
    }

    /// Every result that arrived since the last call, oldest first.
    pub fn poll(&mut self) -> Vec<Done> {
        let done: Vec<Done> = self.results.try_iter().collect();
        for lane in &mut self.lanes {
            lane.forget_done(&done);
        }
        done
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        for lane in &mut self.lanes {
            lane.cancel();
        }
        for lane in &mut self.lanes {
            lane.close();
        }
        for lane in &mut self.lanes {
            lane.join();
        }
        self.dialogs.close_all();
    }
}

/// Runs `job`, turning a panic into [`Output::Failed`] with the panic's message.
fn guarded(job: impl FnOnce() -> Output) -> Output {
    std::panic::catch_unwind(AssertUnwindSafe(job)).unwrap_or_else(|panic| {
        let message = panic
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| t!("unknown-error"));
        Output::Failed(message)
    })
}
