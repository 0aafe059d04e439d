//! Background jobs, so the window never waits: engine searches on one long-lived thread with
//! cancellation, native file dialogs on threads of their own.
//!
//! The app submits a [`Job`] and gets a [`JobId`]; later it drains [`Worker::poll`] and keeps
//! only the results it still waits for. Submitting an engine job cancels the one before it.
//! After each result the worker calls the repaint callback (egui's `request_repaint` in the
//! app, a counter in tests). Dropping the worker cancels, closes the channel and joins.

use crate::board::Grid;
use crate::solver::{self, Analysis, CancelToken};
use std::panic::AssertUnwindSafe;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::JoinHandle;

/// Something to do off the UI thread.
#[derive(Debug, Clone)]
pub enum Job {
    /// Whether a grid has no solution, one, or several (with two that differ).
    Analyse(Grid),
    /// Count solutions up to a limit.
    Count {
        /// The grid.
        grid: Grid,
        /// Stop at this many.
        limit: usize,
    },
    /// Ask the player for a file to open.
    PickOpen {
        /// The folder the dialog starts in.
        folder: Option<PathBuf>,
    },
    /// Ask the player where to save.
    PickSave {
        /// The folder the dialog starts in.
        folder: Option<PathBuf>,
        /// The file name it proposes.
        name: String,
    },
}

/// Identifies a submitted job; results carry it back.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct JobId(u64);

/// What a job produced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Output {
    /// The answer of [`Job::Analyse`].
    Analysis(Analysis),
    /// The answer of [`Job::Count`].
    Count(usize),
    /// The file chosen in a dialog, or `None` if the player closed it.
    Picked(Option<PathBuf>),
    /// The job was cancelled before it finished.
    Cancelled,
}

/// A finished job.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Done {
    /// The job's id, as [`Worker::submit`] returned it.
    pub id: JobId,
    /// What it produced.
    pub output: Output,
}

type Repaint = Arc<dyn Fn() + Send + Sync>;

/// The handle to the background thread.
pub struct Worker {
    jobs: Option<Sender<(JobId, Job, CancelToken)>>,
    results_in: Sender<Done>,
    results: Receiver<Done>,
    thread: Option<JoinHandle<()>>,
    running: Option<(JobId, CancelToken)>,
    next: u64,
    repaint: Repaint,
}

impl Worker {
    /// Starts the engine thread. `repaint` is called after every result.
    pub fn new(repaint: impl Fn() + Send + Sync + 'static) -> Worker {
        let repaint: Repaint = Arc::new(repaint);
        let (jobs, inbox) = mpsc::channel::<(JobId, Job, CancelToken)>();
        let (results_in, results) = mpsc::channel();
        let thread = {
            let results_in = results_in.clone();
            let repaint = Arc::clone(&repaint);
            std::thread::Builder::new()
                .name("shudu-engine".into())
                .spawn(move || {
                    for (id, job, cancel) in inbox {
                        let output = run_engine(job, &cancel);
                        if results_in.send(Done { id, output }).is_err() {
                            break;
                        }
                        repaint();
                    }
                })
                .ok()
        };
        Worker {
            jobs: Some(jobs),
            results_in,
            results,
            thread,
            running: None,
            next: 0,
            repaint,
        }
    }

    /// Starts a job and returns its id. An engine job cancels the engine job before it.
    pub fn submit(&mut self, job: Job) -> JobId {
        self.next += 1;
        let id = JobId(self.next);
        match job {
            Job::PickOpen { .. } | Job::PickSave { .. } => self.spawn_dialog(id, job),
            engine_job => {
                self.cancel();
                let cancel = CancelToken::new();
                let sent = self
                    .jobs
                    .as_ref()
                    .is_some_and(|jobs| jobs.send((id, engine_job, cancel.clone())).is_ok());
                if sent {
                    self.running = Some((id, cancel));
                } else {
                    self.finish(id, Output::Cancelled);
                }
            }
        }
        id
    }

    /// Cancels the running engine job, if any (its result comes back as `Cancelled`).
    pub fn cancel(&mut self) {
        if let Some((_, cancel)) = self.running.take() {
            cancel.cancel();
        }
    }

    /// Every result that arrived since the last call, oldest first.
    pub fn poll(&mut self) -> Vec<Done> {
        let done: Vec<Done> = self.results.try_iter().collect();
        if let Some((id, _)) = &self.running
            && done.iter().any(|d| d.id == *id)
        {
            self.running = None;
        }
        done
    }

    fn finish(&self, id: JobId, output: Output) {
        // The receiver lives in `self`, so this send cannot fail.
        let _ = self.results_in.send(Done { id, output });
        (self.repaint)();
    }

    fn spawn_dialog(&self, id: JobId, job: Job) {
        let results_in = self.results_in.clone();
        let repaint = Arc::clone(&self.repaint);
        let spawned = std::thread::Builder::new()
            .name("shudu-dialog".into())
            .spawn(move || {
                // A dialog library that panics must still answer, or the app would wait forever.
                let picked = std::panic::catch_unwind(AssertUnwindSafe(|| pick(job)))
                    .ok()
                    .flatten();
                let _ = results_in.send(Done {
                    id,
                    output: Output::Picked(picked),
                });
                repaint();
            });
        if spawned.is_err() {
            self.finish(id, Output::Picked(None));
        }
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.cancel();
        self.jobs = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn run_engine(job: Job, cancel: &CancelToken) -> Output {
    let result = match job {
        Job::Analyse(grid) => solver::analyse(&grid, cancel).map(Output::Analysis),
        Job::Count { grid, limit } => {
            solver::count_only(&grid, limit, cancel).map(|(count, _)| Output::Count(count))
        }
        Job::PickOpen { .. } | Job::PickSave { .. } => Ok(Output::Picked(None)),
    };
    result.unwrap_or(Output::Cancelled)
}

/// Shows a native dialog (blocking this thread only).
fn pick(job: Job) -> Option<PathBuf> {
    const PUZZLES: [&str; 7] = ["txt", "sdk", "ss", "sdm", "sdx", "ron", "sudoku"];
    match job {
        Job::PickOpen { folder } => {
            let mut dialog = rfd::FileDialog::new()
                .set_title("Open a puzzle or a saved game")
                .add_filter("Sudoku puzzles and saved games", &PUZZLES)
                .add_filter("All files", &["*"]);
            if let Some(folder) = folder {
                dialog = dialog.set_directory(folder);
            }
            dialog.pick_file()
        }
        Job::PickSave { folder, name } => {
            let mut dialog = rfd::FileDialog::new()
                .set_title("Save the game")
                .add_filter("Shudu saved game", &["ron"])
                .set_file_name(name);
            if let Some(folder) = folder {
                dialog = dialog.set_directory(folder);
            }
            dialog.save_file()
        }
        _ => None,
    }
}
