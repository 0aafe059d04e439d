//! Batches: answering many jobs on every core and printing the answers in input order, with a
//! progress bar on a terminal and Ctrl+C (`progress.rs`).

use super::progress::{Interrupt, Progress};
use crate::board::Grid;
use crate::solver::CancelToken;
use crate::t;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

/// Chunks of jobs a thread takes, at least, over a batch (when there are that many jobs).
const CHUNKS_PER_THREAD: usize = 16;
/// The most jobs a thread takes at once.
const MAX_CHUNK: usize = 64;

/// One input puzzle of a batch.
#[derive(Debug)]
pub(super) enum Job {
    /// A puzzle to answer, with where it comes from for messages.
    Puzzle {
        /// The puzzle.
        grid: Grid,
        /// The index of its file's name in [`Jobs::origins`].
        origin: usize,
        /// Its line in that file.
        line: usize,
    },
    /// Bad input: its line says `invalid` (the reason went to stderr).
    Invalid,
}

/// Every puzzle of a batch's inputs, in input order.
#[derive(Debug, Default)]
pub(super) struct Jobs {
    /// The puzzles.
    pub(super) jobs: Vec<Job>,
    /// The names of the files they come from, for messages.
    pub(super) origins: Vec<String>,
}

/// Where a puzzle comes from, for a message: `file, line N` (`origin` indexes `origins`).
pub(super) fn place(origins: &[String], origin: usize, line: usize) -> String {
    let file = origins.get(origin).map_or("<input>", String::as_str);
    t!("cli-line", file = &file, line = &line)
}

/// Runs `answer` on the jobs on every core and prints the lines in input order as soon as
/// they are ready, with a progress bar on a terminal's stderr. `answer` gets a token that
/// Ctrl+C cancels and gives `None` when that stopped it; the run then prints the answers
/// before the first such job, says how many on stderr, and gives `Some(130)`. `None` when
/// every job was answered.
pub(super) fn print_in_order<T: Sync>(
    jobs: &[T],
    answer: impl Fn(&T, &CancelToken) -> Option<String> + Sync,
) -> io::Result<Option<ExitCode>> {
    let interrupt = Interrupt::watch();
    let threads = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .min(jobs.len().max(1));
    // Quick answers go in chunks, so that passing them on costs little beside the answer.
    let chunk = (jobs.len() / (threads * CHUNKS_PER_THREAD)).clamp(1, MAX_CHUNK);
    let next = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel::<(usize, Vec<Option<String>>)>();
    let printed = std::thread::scope(|scope| {
        for _ in 0..threads {
            let tx = tx.clone();
            let (next, answer, token) = (&next, &answer, interrupt.token());
            scope.spawn(move || {
                while !token.is_cancelled() {
                    let start = next.fetch_add(chunk, Ordering::Relaxed);
                    let Some(part) = jobs.get(start..).filter(|part| !part.is_empty()) else {
                        break;
                    };
                    let mut lines = Vec::with_capacity(chunk);
                    for job in part.iter().take(chunk) {
                        lines.push(answer(job, token));
                        if token.is_cancelled() {
                            break;
                        }
                    }
                    if tx.send((start, lines)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        print_as_ready(&rx, jobs.len())
    })?;
    Ok(interrupt.hit().then(|| {
        Interrupt::report(&t!(
            "cli-of-puzzles",
            printed = &printed,
            count = &jobs.len()
        ))
    }))
}

/// Prints the answers coming from `rx` in input order, as soon as each is next, and draws
/// the bar; gives how many lines it printed.
fn print_as_ready(
    rx: &mpsc::Receiver<(usize, Vec<Option<String>>)>,
    total: usize,
) -> io::Result<usize> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut progress = if total > 1 {
        Progress::batch()
    } else {
        Progress::off()
    };
    let mut ready: Vec<Option<String>> = vec![None; total];
    let (mut printed, mut done) = (0, 0);
    for (start, lines) in rx {
        for (slot, line) in ready.iter_mut().skip(start).zip(lines) {
            if line.is_some() {
                done += 1;
            }
            *slot = line;
        }
        if ready.get(printed).is_some_and(Option::is_some) {
            progress.before_output();
        }
        while let Some(line) = ready.get_mut(printed).and_then(Option::take) {
            writeln!(out, "{line}")?;
            printed += 1;
        }
        if progress.due() {
            out.flush()?;
            progress.bar(done, total);
        }
    }
    progress.clear();
    out.flush()?;
    Ok(printed)
}
