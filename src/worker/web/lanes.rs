//! Lanes in a browser, where no thread can start: each job runs when it is handed over, and
//! its answer waits for the next [`crate::worker::Worker::poll`] like a thread's would. Files
//! are the page's: what the player gave it, and downloads.

use super::files;
use crate::formats::print::PrintError;
use crate::formats::{self, png, save};
use crate::scan::{self as picture, ScanError};
use crate::solver::CancelToken;
use crate::t;
use crate::worker::job::{Done, Job, JobId, MAX_PICTURE_BYTES, Output, PictureSource};
use crate::worker::lane::{Lane, Policy, Runners, run};
use crate::worker::guarded;
use std::path::Path;

/// A lane: its jobs run on the page's own thread.
pub(in crate::worker) struct LaneThread {
    runners: Runners,
}

impl LaneThread {
    /// The lane `lane`.
    pub fn start(_lane: Lane, runners: &Runners) -> LaneThread {
        LaneThread {
            runners: runners.clone(),
        }
    }

    /// Runs `job` now; its answer is among the next poll's. Whether the lane took it.
    pub fn send(&mut self, _policy: Policy, id: JobId, job: Job, cancel: CancelToken) -> bool {
        let output = guarded(|| run_here(job, &cancel, &self.runners));
        let sent = self.runners.results.send(Done { id, output }).is_ok();
        (self.runners.repaint)();
        sent
    }

    /// Nothing runs between frames: there is nothing to cancel.
    pub fn cancel(&mut self) {}

    /// Nothing is remembered between jobs.
    pub fn forget_done(&mut self, _done: &[Done]) {}

    /// Nothing to close.
    pub fn close(&mut self) {}

    /// Nothing to wait for.
    pub fn join(&mut self) {}
}

/// Runs one job in the page: files the browser's way, everything else as a desktop lane would.
fn run_here(job: Job, cancel: &CancelToken, runners: &Runners) -> Output {
    match job {
        Job::Open(path) => Output::Opened(open(&path)),
        Job::Save { path, game } => Output::Saved(
            save::to_ron(&game).and_then(|text| {
                files::download(&path, text.as_bytes()).map_err(|reason| {
                    save::SaveError::WriteFailed {
                        origin: path.display().to_string(),
                        reason,
                    }
                })
            }),
        ),
        Job::Write { path, text } => Output::Written(files::download(&path, text.as_bytes())),
        Job::WritePng { path, board } => Output::Written(
            png::board_png(&board)
                .map_err(|e| e.to_string())
                .and_then(|bytes| files::download(&path, &bytes)),
        ),
        Job::Print(job) => match job.pdf(cancel) {
            Err(PrintError::Cancelled) => Output::Cancelled,
            made => Output::Written(
                made.map_err(|e| e.to_string())
                    .and_then(|bytes| files::download(&job.path, &bytes)),
            ),
        },
        Job::Scan(PictureSource::File(path)) => match read_picture(&path, cancel) {
            Err(ScanError::Cancelled) => Output::Cancelled,
            read => Output::Scanned(read.map(Box::new).map_err(|e| e.to_string())),
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
    picture::read(&bytes, cancel)
}

/// The bytes of a file the player gave the page, or why there are none.
fn given(path: &Path) -> Result<Vec<u8>, String> {
    files::given(path).ok_or_else(|| t!("web-file-not-given", name = &path.display()))
}
