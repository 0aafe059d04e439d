//! Engine jobs in a Web Worker: every search, rating, hint, solution path, practice search,
//! new puzzle and printed PDF runs in the same code, in a second instance of the page's wasm
//! (`assets/web/worker.js` loads it), so that a search, a rating or a new puzzle never holds
//! up the page. A job crosses as RON text and its answer comes back the same way; cancelling
//! ends the worker (a search cannot be interrupted from outside it) and the next job starts a
//! fresh one.

use super::files;
use crate::board::{DigitSet, Grid};
use crate::export::print::{PrintJob, PrintSource};
use crate::generator::practice::{PracticeFound, PracticeRequest, Report};
use crate::generator::{self, GenerateError, Generated, Request, VariantRequest};
use crate::i18n::{self, Language};
use crate::lab::Comparison;
use crate::rate::{RateError, Rating};
use crate::solver::{Analysis, CancelToken};
use crate::techniques::{Hint, Path};
use crate::worker::job::{Job, Output, WriteError, run_engine};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};

/// The script that runs [`run_remote`] in a Web Worker (see `assets/web/worker.js`).
pub const SCRIPT: &str = "worker.js";

/// A job a Web Worker can run: one whose question and answer are plain data.
#[derive(Debug, Serialize, Deserialize)]
pub enum Remote {
    /// [`Job::Analyse`].
    Analyse(Grid),
    /// [`Job::Count`].
    Count {
        /// The grid.
        grid: Grid,
        /// Stop at this many.
        limit: usize,
    },
    /// [`Job::Rate`].
    Rate(Grid),
    /// [`Job::Generate`] and [`Job::Daily`].
    Generate(Request),
    /// [`Job::Variant`].
    Variant(VariantRequest),
    /// [`Job::LabCompare`].
    LabCompare(Grid),
    /// [`Job::Hint`].
    Hint {
        /// Givens and entries.
        board: Grid,
        /// The player's notes, one set per cell.
        notes: Vec<DigitSet>,
    },
    /// [`Job::Path`].
    Path(Grid),
    /// [`Job::Practice`] (the count of puzzles tried comes to the page as progress messages).
    Practice(Box<PracticeRequest>),
    /// [`Job::Print`] of puzzles (a file's are read on the page first: see
    /// [`super::lanes`]).
    Print(Box<PrintJob>),
}

/// A remote job's answer.
#[derive(Debug, Serialize, Deserialize)]
pub enum Answer {
    /// [`Output::Analysis`].
    Analysis(Analysis),
    /// [`Output::Count`].
    Count(usize),
    /// [`Output::Rating`].
    Rating(Result<Rating, RateError>),
    /// [`Output::Generated`].
    Generated(Result<Generated, GenerateError>),
    /// [`Output::LabCompare`].
    LabCompare(Vec<Comparison>),
    /// [`Output::Hint`].
    Hint(Box<Hint>),
    /// [`Output::Path`].
    Path(Box<Path>),
    /// [`Output::Practice`].
    Practice(Box<PracticeFound>),
    /// A PDF made for [`Job::Print`], to offer as a download named after `path` (or why
    /// there is none).
    Pdf {
        /// The file name proposed.
        path: PathBuf,
        /// The PDF's bytes.
        made: Result<Vec<u8>, String>,
    },
    /// [`Output::Cancelled`] (a search past its own limit).
    Cancelled,
    /// [`Output::Failed`].
    Failed(String),
}

impl Remote {
    /// The job as a Web Worker runs it, if it is one; otherwise the job itself back.
    pub fn from_job(job: Job) -> Result<Remote, Job> {
        match job {
            Job::Analyse(grid) => Ok(Remote::Analyse(grid)),
            Job::Count { grid, limit } => Ok(Remote::Count { grid, limit }),
            Job::Rate(grid) => Ok(Remote::Rate(grid)),
            Job::Generate(request) | Job::Daily(request) => Ok(Remote::Generate(request)),
            Job::Variant(request) => Ok(Remote::Variant(request)),
            Job::LabCompare(grid) => Ok(Remote::LabCompare(grid)),
            Job::Hint { board, notes } => Ok(Remote::Hint { board, notes }),
            Job::Path(grid) => Ok(Remote::Path(grid)),
            Job::Practice(request) => Ok(Remote::Practice(request)),
            Job::Print(job) if matches!(job.source, PrintSource::Puzzles(_)) => {
                Ok(Remote::Print(job))
            }
            job => Err(job),
        }
    }

    /// Runs the job here (in the Web Worker).
    fn run(self) -> Answer {
        let never = CancelToken::new();
        let engine = |job| Answer::from_output(run_engine(job, &never));
        match self {
            Remote::Analyse(grid) => engine(Job::Analyse(grid)),
            Remote::Count { grid, limit } => engine(Job::Count { grid, limit }),
            Remote::Rate(grid) => engine(Job::Rate(grid)),
            Remote::LabCompare(grid) => engine(Job::LabCompare(grid)),
            Remote::Hint { board, notes } => engine(Job::Hint { board, notes }),
            Remote::Path(grid) => engine(Job::Path(grid)),
            Remote::Print(job) => Answer::Pdf {
                made: crate::worker::print::pdf(&job, &never).map_err(|e| e.to_string()),
                path: job.path,
            },
            Remote::Practice(mut request) => {
                request.report = Some(Report(std::sync::Arc::new(post_progress)));
                engine(Job::Practice(request))
            }
            Remote::Generate(request) => match generator::generate(&request, &never) {
                Err(GenerateError::Cancelled) => Answer::Cancelled,
                made => Answer::Generated(made),
            },
            Remote::Variant(request) => match generator::generate_variant(&request, &never) {
                Err(GenerateError::Cancelled) => Answer::Cancelled,
                made => Answer::Generated(made),
            },
        }
    }
}

impl Answer {
    fn from_output(output: Output) -> Answer {
        match output {
            Output::Analysis(analysis) => Answer::Analysis(analysis),
            Output::Count(count) => Answer::Count(count),
            Output::Rating(rating) => Answer::Rating(rating),
            Output::LabCompare(rows) => Answer::LabCompare(rows),
            Output::Hint(hint) => Answer::Hint(hint),
            Output::Path(path) => Answer::Path(path),
            Output::Practice(found) => Answer::Practice(found),
            Output::Cancelled => Answer::Cancelled,
            Output::Failed(why) => Answer::Failed(why),
            other => Answer::Failed(format!("{other:?}")),
        }
    }

    /// The answer as the worker's poll returns it.
    pub fn into_output(self) -> Output {
        match self {
            Answer::Analysis(analysis) => Output::Analysis(analysis),
            Answer::Count(count) => Output::Count(count),
            Answer::Rating(rating) => Output::Rating(rating),
            Answer::Generated(made) => Output::Generated(made),
            Answer::LabCompare(rows) => Output::LabCompare(rows),
            Answer::Hint(hint) => Output::Hint(hint),
            Answer::Path(path) => Output::Path(path),
            Answer::Practice(found) => Output::Practice(found),
            Answer::Pdf { path, made } => {
                let written = made.and_then(|bytes| files::download(&path, &bytes));
                Output::Written(written.map_err(|reason| WriteError::Page { reason }))
            }
            Answer::Cancelled => Output::Cancelled,
            Answer::Failed(why) => Output::Failed(why),
        }
    }
}

/// How a progress message from the Web Worker starts (an answer is RON, which never does).
const PROGRESS: &str = "tried:";

/// Posts to the page how many puzzles a practice search has tried so far.
fn post_progress(tried: u64) {
    let scope = js_sys::global().unchecked_into::<web_sys::DedicatedWorkerGlobalScope>();
    let _ = scope.post_message(&JsValue::from_str(&format!("{PROGRESS}{tried}")));
}

/// The count of a progress message from the Web Worker, if `text` is one.
pub fn progress_from_text(text: &str) -> Option<u64> {
    text.strip_prefix(PROGRESS)?.parse().ok()
}

/// The job as text for the Web Worker, with the page's language (a hint's explanation and an
/// error's reason are written there).
pub fn to_text(remote: &Remote) -> Result<String, String> {
    ron::to_string(&(i18n::current(), remote)).map_err(|e| e.to_string())
}

/// The Web Worker's answer read back.
pub fn answer_from_text(text: &str) -> Output {
    ron::from_str::<Answer>(text)
        .map(Answer::into_output)
        .unwrap_or_else(|e| Output::Failed(e.to_string()))
}

/// Runs one job in a Web Worker: its RON text in, its answer's RON text out.
#[wasm_bindgen]
pub fn run_remote(job: &str) -> String {
    let answer = match ron::from_str::<(Language, Remote)>(job) {
        Ok((language, remote)) => {
            i18n::set(language);
            remote.run()
        }
        Err(e) => Answer::Failed(e.to_string()),
    };
    ron::to_string(&answer).unwrap_or_else(|e| format!("Failed({:?})", e.to_string()))
}
