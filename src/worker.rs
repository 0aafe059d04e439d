//! Background jobs, so the window never waits: engine searches on one long-lived thread with
//! cancellation, the solution path on another, file reading and writing on a third, the solver
//! lab's step batches and comparisons on two more, ratings on one more, new puzzles for the
//! pool on one at low priority, native file dialogs on threads of their own.
//!
//! The caller names each [`Job`] with a [`JobId`] of its choosing and later drains
//! [`Worker::poll`], keeping only the results it still waits for. Submitting an engine job
//! cancels the one before it. A job that panics comes back as [`Output::Failed`], never as
//! silence. After each result the worker calls the repaint callback (egui's `request_repaint`
//! in the app, a counter in tests). Dropping the worker cancels, closes the channels, joins the
//! threads and closes any file dialog still on screen.

use crate::board::{DigitSet, Grid};
use crate::formats::save::{self, SaveError};
use crate::formats::{self, OpenError, Opened};
use crate::game::Game;
use crate::generator::{self, GenerateError, Generated, Request};
use crate::lab::{self, Batch, Comparison, Run};
use crate::rate::{self, RateError, RateOptions, Rating};
use crate::solver::{self, Analysis, CancelToken};
use crate::techniques::{self, Candidates, Hint, Path};
use std::panic::AssertUnwindSafe;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// A file dialog to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Dialog {
    /// Ask for a puzzle or a saved game to open.
    Open {
        /// The folder the dialog starts in.
        folder: Option<PathBuf>,
    },
    /// Ask where to save the game.
    Save {
        /// The folder the dialog starts in.
        folder: Option<PathBuf>,
        /// The file name it proposes.
        name: String,
    },
}

/// What a file dialog answered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Picked {
    /// The player chose this file.
    File(PathBuf),
    /// The player closed the dialog without choosing.
    Cancelled,
    /// No dialog could be shown (no desktop portal and no zenity), or it failed at once.
    NoDialog,
}

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
    /// A hint for a game in progress: the board (givens and entries) and the player's notes.
    Hint {
        /// Givens and entries.
        board: Grid,
        /// The player's notes, one set per cell.
        notes: Vec<DigitSet>,
    },
    /// The whole logical path from a grid (on a thread of its own, so hints need not wait).
    Path(Grid),
    /// Show a file dialog.
    Pick(Dialog),
    /// Read a puzzle file or a saved game.
    Open(PathBuf),
    /// Save a game to a file (written beside it, then renamed over it).
    Save {
        /// Where.
        path: PathBuf,
        /// The game as it was when the player asked.
        game: Box<Game>,
    },
    /// Take up to `steps` steps of a solver-lab run (on the lab's own thread); the run comes
    /// back with the events.
    LabSteps {
        /// The run, where the last batch left it.
        run: Box<Run>,
        /// How many steps at most.
        steps: usize,
    },
    /// Run every solver-lab algorithm on a grid, each for at most [`LAB_COMPARE_CAP`].
    LabCompare(Grid),
    /// Rate a puzzle on Sudoku Explainer's scale (on a thread of its own: a hard puzzle takes
    /// a while, and hints need not wait for it). A new rating job cancels the one before it.
    Rate(Grid),
    /// Generate a puzzle for the pool (on a thread of its own, at the lowest priority, so
    /// that it only uses time nothing else wants).
    Generate(Request),
}

/// The longest one algorithm may run in [`Job::LabCompare`]: the tutorial's search can take
/// minutes on a hard 16x16, and the table is worth showing before then.
pub const LAB_COMPARE_CAP: Duration = Duration::from_secs(10);

/// Identifies a submitted job; results carry it back. The caller numbers its jobs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct JobId(pub u64);

impl JobId {
    /// The id after this one.
    pub fn next(self) -> JobId {
        JobId(self.0.wrapping_add(1))
    }
}

/// What a job produced.
#[derive(Debug, Clone)]
pub enum Output {
    /// The answer of [`Job::Analyse`].
    Analysis(Analysis),
    /// The answer of [`Job::Count`].
    Count(usize),
    /// The answer of [`Job::Hint`].
    Hint(Box<Hint>),
    /// The answer of [`Job::Path`].
    Path(Box<Path>),
    /// The answer of [`Job::Pick`].
    Picked(Picked),
    /// The answer of [`Job::Open`].
    Opened(Result<Opened, OpenError>),
    /// The answer of [`Job::Save`].
    Saved(Result<(), SaveError>),
    /// The answer of [`Job::LabSteps`].
    LabSteps(Box<Batch>),
    /// The answer of [`Job::LabCompare`], one row per algorithm.
    LabCompare(Vec<Comparison>),
    /// The answer of [`Job::Rate`]: the rating, or why there is none.
    Rating(Result<Rating, RateError>),
    /// The answer of [`Job::Generate`].
    Generated(Result<Generated, GenerateError>),
    /// The job was cancelled before it finished.
    Cancelled,
    /// The job panicked: a bug, reported rather than left waiting.
    Failed(String),
}

/// A finished job.
#[derive(Debug, Clone)]
pub struct Done {
    /// The job's id, as given to [`Worker::submit`].
    pub id: JobId,
    /// What it produced.
    pub output: Output,
}

type Repaint = Arc<dyn Fn() + Send + Sync>;
/// Shows a file dialog and waits for the answer (on a thread of its own).
pub type Picker = Arc<dyn Fn(Dialog) -> Picked + Send + Sync>;
/// Runs an engine job ([`Job::Analyse`], [`Job::Count`]) on the engine thread.
pub type Engine = Arc<dyn Fn(Job, &CancelToken) -> Output + Send + Sync>;
/// Generates a puzzle for the pool ([`Job::Generate`]) on the pool's thread.
pub type Generator =
    Arc<dyn Fn(&Request, &CancelToken) -> Result<Generated, GenerateError> + Send + Sync>;
type Inbox = Sender<(JobId, Job, CancelToken)>;

/// Where the worker reaches outside itself: the desktop's file dialogs, the search engine and
/// the generator. Tests replace them to answer a dialog exactly where the real one would be
/// shown, to hold an engine job until it is cancelled, or to keep the pool as it is.
#[derive(Clone)]
pub struct Hooks {
    /// Shows file dialogs.
    pub picker: Picker,
    /// Runs engine jobs.
    pub engine: Engine,
    /// Generates puzzles for the pool.
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

/// The handle to the background threads.
pub struct Worker {
    engine: Option<Inbox>,
    study: Option<Inbox>,
    files: Option<Inbox>,
    lab: Option<Inbox>,
    compare: Option<Inbox>,
    rate: Option<Inbox>,
    pool: Option<Inbox>,
    results_in: Sender<Done>,
    results: Receiver<Done>,
    threads: Vec<JoinHandle<()>>,
    running: Option<(JobId, CancelToken)>,
    studying: Option<(JobId, CancelToken)>,
    stepping: Option<(JobId, CancelToken)>,
    comparing: Option<(JobId, CancelToken)>,
    rating: Option<(JobId, CancelToken)>,
    generating: Option<(JobId, CancelToken)>,
    repaint: Repaint,
    picker: Picker,
    /// File dialogs on screen now.
    dialogs: Arc<AtomicUsize>,
}

impl Worker {
    /// Starts the threads, with the desktop's file dialogs. `repaint` is called after every
    /// result.
    pub fn new(repaint: impl Fn() + Send + Sync + 'static) -> Worker {
        Worker::with_hooks(repaint, Hooks::default())
    }

    /// Starts the threads with `hooks` in place of the desktop's dialogs and the engine.
    pub fn with_hooks(repaint: impl Fn() + Send + Sync + 'static, hooks: Hooks) -> Worker {
        let repaint: Repaint = Arc::new(repaint);
        let engine_hook = hooks.engine;
        let generator = hooks.generator;
        let (results_in, results) = mpsc::channel();
        let mut threads = Vec::new();
        let mut start = |name: &str, humble: bool| {
            let (inbox, jobs) = mpsc::channel::<(JobId, Job, CancelToken)>();
            let results_in = results_in.clone();
            let repaint = Arc::clone(&repaint);
            let engine = Arc::clone(&engine_hook);
            let generator = Arc::clone(&generator);
            let thread = std::thread::Builder::new()
                .name(name.into())
                .spawn(move || {
                    if humble {
                        lower_priority();
                    }
                    for (id, job, cancel) in jobs {
                        let output = guarded(|| match job {
                            Job::Open(path) => Output::Opened(formats::open(&path)),
                            Job::Save { path, game } => Output::Saved(save::write(&path, &game)),
                            Job::Generate(request) => match generator(&request, &cancel) {
                                Err(GenerateError::Cancelled) => Output::Cancelled,
                                made => Output::Generated(made),
                            },
                            job => engine(job, &cancel),
                        });
                        if results_in.send(Done { id, output }).is_err() {
                            break;
                        }
                        repaint();
                    }
                });
            thread.ok().map(|thread| {
                threads.push(thread);
                inbox
            })
        };
        let engine = start("shudu-engine", false);
        let files = start("shudu-files", false);
        let study = start("shudu-study", false);
        let lab = start("shudu-lab", false);
        let compare = start("shudu-compare", false);
        let rate = start("shudu-rate", false);
        let pool = start("shudu-pool", true);
        Worker {
            engine,
            study,
            files,
            lab,
            compare,
            rate,
            pool,
            results_in,
            results,
            threads,
            running: None,
            studying: None,
            stepping: None,
            comparing: None,
            rating: None,
            generating: None,
            repaint,
            picker: hooks.picker,
            dialogs: Arc::new(AtomicUsize::new(0)),
        }
    }

    /// Starts a job named `id`. An engine job cancels the engine job before it.
    pub fn submit(&mut self, id: JobId, job: Job) {
        let cancel = CancelToken::new();
        let inbox = match job {
            Job::Pick(dialog) => return self.spawn_dialog(id, dialog),
            Job::Analyse(_) | Job::Count { .. } | Job::Hint { .. } => {
                self.cancel();
                self.running = Some((id, cancel.clone()));
                &self.engine
            }
            Job::Path(_) => {
                replace(&mut self.studying, id, &cancel);
                &self.study
            }
            Job::LabSteps { .. } => {
                replace(&mut self.stepping, id, &cancel);
                &self.lab
            }
            Job::LabCompare(_) => {
                replace(&mut self.comparing, id, &cancel);
                &self.compare
            }
            Job::Rate(_) => {
                replace(&mut self.rating, id, &cancel);
                &self.rate
            }
            Job::Generate(_) => {
                replace(&mut self.generating, id, &cancel);
                &self.pool
            }
            Job::Open(_) | Job::Save { .. } => &self.files,
        };
        let sent = inbox
            .as_ref()
            .is_some_and(|inbox| inbox.send((id, job, cancel)).is_ok());
        if !sent {
            self.finish(id, Output::Failed("the background thread is gone".into()));
        }
    }

    /// Cancels the running engine job, if any (its result comes back as `Cancelled`).
    pub fn cancel(&mut self) {
        if let Some((_, cancel)) = self.running.take() {
            cancel.cancel();
        }
    }

    /// Cancels the solver lab's jobs, if any (their results come back as `Cancelled`).
    pub fn cancel_lab(&mut self) {
        for slot in [&mut self.stepping, &mut self.comparing] {
            if let Some((_, cancel)) = slot.take() {
                cancel.cancel();
            }
        }
    }

    /// Cancels the solver lab's comparison, if one runs (its result comes back as
    /// `Cancelled`).
    pub fn cancel_comparison(&mut self) {
        if let Some((_, cancel)) = self.comparing.take() {
            cancel.cancel();
        }
    }

    /// Every result that arrived since the last call, oldest first.
    pub fn poll(&mut self) -> Vec<Done> {
        let done: Vec<Done> = self.results.try_iter().collect();
        let slots = [
            &mut self.running,
            &mut self.studying,
            &mut self.stepping,
            &mut self.comparing,
            &mut self.rating,
            &mut self.generating,
        ];
        for slot in slots {
            if let Some((id, _)) = slot
                && done.iter().any(|d| d.id == *id)
            {
                *slot = None;
            }
        }
        done
    }

    fn finish(&self, id: JobId, output: Output) {
        // The receiver lives in `self`, so this send cannot fail.
        let _ = self.results_in.send(Done { id, output });
        (self.repaint)();
    }

    fn spawn_dialog(&self, id: JobId, dialog: Dialog) {
        let results_in = self.results_in.clone();
        let repaint = Arc::clone(&self.repaint);
        let picker = Arc::clone(&self.picker);
        let dialogs = Arc::clone(&self.dialogs);
        dialogs.fetch_add(1, Ordering::SeqCst);
        let spawned = std::thread::Builder::new()
            .name("shudu-dialog".into())
            .spawn(move || {
                // A dialog library that panics must still answer, or the app would wait forever.
                let output = guarded(|| Output::Picked(picker(dialog)));
                dialogs.fetch_sub(1, Ordering::SeqCst);
                let _ = results_in.send(Done { id, output });
                repaint();
            });
        if spawned.is_err() {
            self.dialogs.fetch_sub(1, Ordering::SeqCst);
            self.finish(id, Output::Picked(Picked::NoDialog));
        }
    }
}

/// Puts job `id` in `slot`, cancelling the job there before.
fn replace(slot: &mut Option<(JobId, CancelToken)>, id: JobId, cancel: &CancelToken) {
    if let Some((_, old)) = slot.replace((id, cancel.clone())) {
        old.cancel();
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.cancel();
        self.cancel_lab();
        for slot in [&mut self.studying, &mut self.rating, &mut self.generating] {
            if let Some((_, cancel)) = slot.take() {
                cancel.cancel();
            }
        }
        self.engine = None;
        self.study = None;
        self.files = None;
        self.lab = None;
        self.compare = None;
        self.rate = None;
        self.pool = None;
        for thread in self.threads.drain(..) {
            let _ = thread.join();
        }
        if self.dialogs.load(Ordering::SeqCst) > 0 {
            close_dialogs();
            // Give the dialog threads a moment to see their dialog end and reap it, so no
            // dead process is left behind for the system to collect.
            let deadline = Instant::now() + Duration::from_millis(500);
            while self.dialogs.load(Ordering::SeqCst) > 0 && Instant::now() < deadline {
                std::thread::sleep(Duration::from_millis(10));
            }
        }
    }
}

/// Runs `job`, turning a panic into [`Output::Failed`] with the panic's message.
fn guarded(job: impl FnOnce() -> Output) -> Output {
    std::panic::catch_unwind(AssertUnwindSafe(job)).unwrap_or_else(|panic| {
        let message = panic
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown error".into());
        Output::Failed(message)
    })
}

/// The engine's answer to an engine job (other jobs never reach it).
pub fn run_engine(job: Job, cancel: &CancelToken) -> Output {
    match job {
        Job::Analyse(grid) => solver::analyse(&grid, cancel)
            .map(Output::Analysis)
            .unwrap_or(Output::Cancelled),
        Job::Count { grid, limit } => solver::count_only(&grid, limit, cancel)
            .map(|(count, _)| Output::Count(count))
            .unwrap_or(Output::Cancelled),
        Job::Hint { board, notes } => techniques::hint(&board, &notes, cancel)
            .map(|hint| Output::Hint(Box::new(hint)))
            .unwrap_or(Output::Cancelled),
        Job::Path(grid) => techniques::solve_path(&Candidates::from_grid(&grid), cancel)
            .map(|path| Output::Path(Box::new(path)))
            .unwrap_or(Output::Cancelled),
        Job::LabSteps { run, steps } => lab::advance(*run, steps, cancel)
            .map(|batch| Output::LabSteps(Box::new(batch)))
            .unwrap_or(Output::Cancelled),
        Job::LabCompare(grid) => lab::compare(&grid, LAB_COMPARE_CAP, cancel)
            .map(Output::LabCompare)
            .unwrap_or(Output::Cancelled),
        Job::Rate(grid) => match rate::rate(&grid, &RateOptions::default(), cancel) {
            Err(RateError::Cancelled) => Output::Cancelled,
            rated => Output::Rating(rated),
        },
        Job::Open(_) | Job::Save { .. } | Job::Pick(_) | Job::Generate(_) => {
            Output::Failed("not an engine job".into())
        }
    }
}

/// Makes the calling thread yield to every other (Linux's nice 19; elsewhere it keeps its
/// priority). Failure only means the work runs at normal priority.
#[cfg(target_os = "linux")]
fn lower_priority() {
    // SAFETY: `gettid` and `setpriority` take plain integers and touch no memory of ours; on
    // Linux, PRIO_PROCESS with a thread id sets that thread's nice value only.
    unsafe {
        let thread = libc::gettid();
        libc::setpriority(libc::PRIO_PROCESS, thread as libc::id_t, 19);
    }
}

#[cfg(not(target_os = "linux"))]
fn lower_priority() {}

/// Shows the desktop's file dialog (the XDG portal, or zenity where there is none), blocking
/// this thread only. An answer within a blink means no dialog was shown at all: nobody closes
/// a real one that fast.
fn native_dialog(dialog: Dialog) -> Picked {
    const PUZZLES: [&str; 7] = ["txt", "sdk", "ss", "sdm", "sdx", "ron", "sudoku"];
    let asked = Instant::now();
    let chosen = match dialog {
        Dialog::Open { folder } => {
            let mut rfd = rfd::FileDialog::new()
                .set_title("Open a puzzle")
                .add_filter("Sudoku puzzles and saved games", &PUZZLES)
                .add_filter("All files", &["*"]);
            if let Some(folder) = folder {
                // rfd hands zenity only a file name, never the folder; a name ending in a
                // slash makes zenity start in that folder. The portal ignores the name here.
                let mut start = folder.clone().into_os_string();
                start.push("/");
                rfd = rfd
                    .set_directory(folder)
                    .set_file_name(start.to_string_lossy());
            }
            rfd.pick_file()
        }
        Dialog::Save { folder, name } => {
            let mut rfd = rfd::FileDialog::new()
                .set_title("Save the game")
                .add_filter("Shudu saved game", &["ron"])
                .set_file_name(name);
            if let Some(folder) = folder {
                rfd = rfd.set_directory(folder);
            }
            rfd.save_file()
        }
    };
    match chosen {
        Some(path) => Picked::File(path),
        None if asked.elapsed() < Duration::from_millis(300) => Picked::NoDialog,
        None => Picked::Cancelled,
    }
}

/// Closes file dialogs this process started and that outlive its window: zenity runs as a
/// child process, which would stay on screen with no game behind it.
fn close_dialogs() {
    let me = std::process::id().to_string();
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return;
    };
    for entry in entries.flatten() {
        let pid = entry.file_name().to_string_lossy().into_owned();
        if !pid.bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        let Ok(stat) = std::fs::read_to_string(entry.path().join("stat")) else {
            continue;
        };
        // `pid (comm) state ppid ...`: the name may hold spaces, so read after the last ')'.
        let mut after = stat
            .rsplit_once(')')
            .map(|(_, rest)| rest.split_whitespace());
        let parent = after.as_mut().and_then(|fields| fields.nth(1));
        let is_dialog = stat.contains("(zenity)");
        if parent == Some(me.as_str()) && is_dialog {
            let _ = std::process::Command::new("kill").arg(&pid).status();
        }
    }
}
