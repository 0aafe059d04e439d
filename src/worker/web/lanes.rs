//! Lanes in a browser, where no thread can start: engine searches run in a Web Worker per lane,
//! other jobs when they are handed over; either way the answer waits for a later
//! [`crate::worker::Worker::poll`] like a thread's would. Files are the page's: what the player
//! gave it, and downloads.

use super::{files, remote};
use crate::export::png;
use crate::export::print::{self, PrintError, PrintSource};
use crate::formats::{self, save};
use crate::scan::model::Model;
use crate::scan::{self as picture, ScanError};
use crate::solver::CancelToken;
use crate::t;
use crate::worker::guarded;
use crate::worker::job::{Done, Job, JobId, MAX_PICTURE_BYTES, Output, PictureSource, WriteError};
use crate::worker::lane::{Lane, Policy, Runners, run};
use std::cell::RefCell;
use std::path::Path;
use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::Closure;

/// The digit model's file beside the page (`.ci/build-web` copies `assets/scan/digits.bin`).
const MODEL_FILE: &str = "digits.bin";

/// A lane. Engine jobs (see [`remote::crosses`]) run in a Web Worker of the lane's own; the rest
/// (files, pictures, the lab's step batches) run on the page's thread when handed over.
pub(in crate::worker) struct LaneThread {
    runners: Runners,
    /// The lane's Web Worker, started with its first remote job.
    remote: Option<web_sys::Worker>,
    /// The remote job running, whose answer the worker's message brings.
    running: Rc<RefCell<Option<JobId>>>,
    /// Where a practice search's progress messages are counted (the request's own counter,
    /// which the window reads).
    tried: Rc<RefCell<Option<Arc<AtomicU64>>>>,
}

impl LaneThread {
    /// The lane `lane`.
    pub fn start(_lane: Lane, runners: &Runners) -> LaneThread {
        LaneThread {
            runners: runners.clone(),
            remote: None,
            running: Rc::new(RefCell::new(None)),
            tried: Rc::new(RefCell::new(None)),
        }
    }

    /// Hands `job` over: to the lane's Web Worker (ending the job before it there), or runs it
    /// now; its answer is among a later poll's. Whether the lane took it. A picture waits for
    /// the digit model, which the page fetches when it first reads one.
    pub fn send(&mut self, _policy: Policy, id: JobId, job: Job, cancel: CancelToken) -> bool {
        if let Job::Practice(request) = &job {
            *self.tried.borrow_mut() = Some(Arc::clone(&request.tried));
        }
        // A file's puzzles are read here, where the file is, and printed in a Web Worker.
        let job = match job {
            Job::Print(mut print) => match &print.source {
                PrintSource::File(path) => match open(path) {
                    Ok(opened) => {
                        print.source = PrintSource::Puzzles(print::collection(opened));
                        Job::Print(print)
                    }
                    Err(e) => {
                        let failed = PrintError::Read {
                            reason: e.to_string(),
                        };
                        return answer(&self.runners, id, Output::Written(Err(failed.into())));
                    }
                },
                PrintSource::Puzzles(_) => Job::Print(print),
            },
            job => job,
        };
        if remote::crosses(&job) {
            return self.send_remote(id, &job);
        }
        if matches!(job, Job::Scan(_)) && !Model::is_ready() {
            let runners = self.runners.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let output = match files::fetch(MODEL_FILE).await {
                    Ok(bytes) if Model::provide(&bytes) || Model::is_ready() => {
                        guarded(|| run_here(job, &cancel, &runners))
                    }
                    Ok(_) => Output::Scanned(Err(ScanError::File {
                        reason: t!("web-model-unreadable", name = MODEL_FILE),
                    })),
                    Err(reason) => Output::Scanned(Err(ScanError::File { reason })),
                };
                answer(&runners, id, output);
            });
            return true;
        }
        let output = guarded(|| run_here(job, &cancel, &self.runners));
        answer(&self.runners, id, output)
    }

    /// Posts `job` to the lane's Web Worker, after ending the one running there. A page that
    /// cannot start a worker runs the job itself.
    fn send_remote(&mut self, id: JobId, job: &Job) -> bool {
        self.cancel();
        if self.remote.is_none() {
            self.remote = self.start_worker();
        }
        let text = remote::to_text(job);
        let posted = match (&self.remote, &text) {
            (Some(worker), Ok(text)) => worker.post_message(&JsValue::from_str(text)).is_ok(),
            _ => false,
        };
        if posted {
            *self.running.borrow_mut() = Some(id);
            return true;
        }
        let output = match text {
            Ok(text) => remote::answer_from_text(&remote::run_remote(&text)),
            Err(why) => Output::Failed(why),
        };
        answer(&self.runners, id, output)
    }

    /// A Web Worker whose answers go to the lane's results.
    fn start_worker(&self) -> Option<web_sys::Worker> {
        let options = web_sys::WorkerOptions::new();
        options.set_type(web_sys::WorkerType::Module);
        let worker = web_sys::Worker::new_with_options(remote::SCRIPT, &options).ok()?;
        let (running, runners) = (self.running.clone(), self.runners.clone());
        let tried = self.tried.clone();
        let answered =
            Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
                let text = event.data().as_string().unwrap_or_default();
                if let Some(count) = remote::progress_from_text(&text) {
                    if let Some(tried) = tried.borrow().as_ref() {
                        tried.store(count, Ordering::Relaxed);
                    }
                    return (runners.repaint)();
                }
                let Some(id) = running.borrow_mut().take() else {
                    return;
                };
                answer(&runners, id, remote::answer_from_text(&text));
            });
        worker.set_onmessage(Some(answered.as_ref().unchecked_ref()));
        // The handler lives as long as the worker, which the lane ends only by `terminate`.
        answered.forget();
        Some(worker)
    }

    /// Ends the remote job running, if any: its worker is stopped (a search cannot be reached
    /// inside it) and its answer comes back as `Cancelled`. Jobs run in the page have ended by
    /// the time anything can cancel them.
    pub fn cancel(&mut self) {
        let Some(id) = self.running.borrow_mut().take() else {
            return;
        };
        if let Some(worker) = self.remote.take() {
            worker.terminate();
        }
        answer(&self.runners, id, Output::Cancelled);
    }

    /// Nothing to forget: the remote job is forgotten when its answer arrives.
    pub fn forget_done(&mut self, _done: &[Done]) {}

    /// Ends the lane's Web Worker.
    pub fn close(&mut self) {
        if let Some(worker) = self.remote.take() {
            worker.terminate();
        }
    }

    /// Nothing to wait for.
    pub fn join(&mut self) {}
}

/// Hands job `id`'s answer to the worker's poll and repaints; whether the poll can still take it.
fn answer(runners: &Runners, id: JobId, output: Output) -> bool {
    let sent = runners.results.send(Done { id, output }).is_ok();
    (runners.repaint)();
    sent
}

/// Runs one job in the page: files the browser's way, everything else as a desktop lane would.
fn run_here(job: Job, cancel: &CancelToken, runners: &Runners) -> Output {
    match job {
        Job::Open(path) => Output::Opened(open(&path)),
        Job::Save { path, game } => Output::Saved(save::to_ron(&game).and_then(|text| {
            files::download(&path, text.as_bytes()).map_err(|reason| save::SaveError::WriteFailed {
                origin: path.display().to_string(),
                reason,
            })
        })),
        Job::Write { path, text } => Output::Written(
            files::download(&path, text.as_bytes()).map_err(|reason| WriteError::Page { reason }),
        ),
        Job::WritePng { path, board } => Output::Written(
            png::board_png(&board)
                .map_err(WriteError::from)
                .and_then(|bytes| {
                    files::download(&path, &bytes).map_err(|reason| WriteError::Page { reason })
                }),
        ),
        Job::Scan(PictureSource::File(path)) => match read_picture(&path, cancel) {
            Err(ScanError::Cancelled) => Output::Cancelled,
            read => Output::Scanned(read.map(Box::new)),
        },
        job => run(job, cancel, runners),
    }
}

/// Opens a file the player gave the page, as the desktop opens one from disk.
fn open(path: &Path) -> Result<formats::Opened, formats::OpenError> {
    let origin = path.display().to_string();
    // Only names the page was given reach here; any other fails as the disk it names would.
    let text = match files::given(path) {
        Some(bytes) => formats::read_limited(bytes.as_slice(), formats::MAX_OPEN_BYTES, &origin)?,
        None => formats::read_file(path, formats::MAX_OPEN_BYTES)?,
    };
    formats::open_text(&text, &origin)
}

/// Reads the puzzle in a picture the player gave the page.
fn read_picture(path: &Path, cancel: &CancelToken) -> Result<picture::Reading, ScanError> {
    let bytes = given(path).map_err(|reason| ScanError::File { reason })?;
    if bytes.len() as u64 > MAX_PICTURE_BYTES {
        return Err(ScanError::File {
            reason: t!(
                "error-scan-file-too-big",
                size = &bytes.len(),
                limit = &MAX_PICTURE_BYTES
            ),
        });
    }
    picture::read(super::digit_model(), &bytes, cancel)
}

/// The bytes of a file the player gave the page, or why there are none.
fn given(path: &Path) -> Result<Vec<u8>, String> {
    files::given(path).ok_or_else(|| t!("web-file-not-given", name = &path.display()))
}
