//! Engine jobs in a Web Worker: every search, rating, hint, solution path, practice search,
//! new puzzle and printed PDF runs in the same code, in a second instance of the page's wasm
//! (`assets/web/worker.js` loads it), so that a search, a rating or a new puzzle never holds
//! up the page. A job crosses as RON text and its answer comes back the same way; cancelling
//! ends the worker (a search cannot be interrupted from outside it) and the next job starts a
//! fresh one.

use super::files;
use crate::export::print::PrintSource;
use crate::generator::practice::Report;
use crate::i18n::{self, Language};
use crate::solver::CancelToken;
use crate::worker::job::{Job, Output, WriteError, run_engine};
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};

/// The script that runs [`run_remote`] in a Web Worker (see `assets/web/worker.js`).
pub const SCRIPT: &str = "worker.js";

/// Whether `job` runs in a Web Worker: every engine job, and the printing of puzzles (a file's
/// are read on the page first: see [`super::lanes`]). Dialogs, files, pictures and the lab's
/// steps run on the page.
pub fn crosses(job: &Job) -> bool {
    match job {
        Job::Print(print) => matches!(print.source, PrintSource::Puzzles(_)),
        Job::Pick(_)
        | Job::Open(_)
        | Job::Fetch { .. }
        | Job::Write { .. }
        | Job::WritePng { .. }
        | Job::Rasterise(_)
        | Job::Save { .. }
        | Job::LabSteps { .. }
        | Job::Scan(_) => false,
        _ => true,
    }
}

/// Runs `job` here (in the Web Worker), past no cancel but its own limits: a PDF comes back as
/// its bytes, and a practice search posts how many puzzles it has tried.
fn run(job: Job) -> Output {
    let never = CancelToken::new();
    match job {
        Job::Print(job) => Output::Pdf {
            made: crate::worker::print::pdf(&job, &never),
            path: job.path,
        },
        Job::Practice(mut request) => {
            request.report = Some(Report(std::sync::Arc::new(post_progress)));
            run_engine(Job::Practice(request), &never)
        }
        job => run_engine(job, &never),
    }
}

/// The answer as the page takes it: a PDF made is offered as a download.
fn on_the_page(output: Output) -> Output {
    match output {
        Output::Pdf { path, made } => {
            let bytes = made.map_err(WriteError::from);
            let written = bytes.and_then(|bytes| {
                files::download(&path, &bytes).map_err(|reason| WriteError::Page { reason })
            });
            Output::Written(written)
        }
        output => output,
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
pub fn to_text(job: &Job) -> Result<String, String> {
    ron::to_string(&(i18n::current(), job)).map_err(|e| e.to_string())
}

/// The Web Worker's answer read back.
pub fn answer_from_text(text: &str) -> Output {
    ron::from_str::<Output>(text)
        .map(on_the_page)
        .unwrap_or_else(|e| Output::Failed(e.to_string()))
}

/// Runs one job in a Web Worker: its RON text in, its answer's RON text out.
#[wasm_bindgen]
pub fn run_remote(job: &str) -> String {
    let output = match ron::from_str::<(Language, Job)>(job) {
        Ok((language, job)) => {
            i18n::set(language);
            run(job)
        }
        Err(e) => Output::Failed(e.to_string()),
    };
    // An answer that cannot cross (a bug: every engine job's can) says so instead.
    ron::to_string(&output).unwrap_or_else(|e| format!("Failed({:?})", e.to_string()))
}
