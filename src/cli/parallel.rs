//! Answering many jobs on every core and printing the answers in input order.

use std::io::{self, BufWriter, IsTerminal, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

/// Runs `answer` on the jobs on every core and prints the lines in input order as soon as
/// they are ready, with a progress bar on a terminal's stderr.
pub(super) fn print_in_order<T: Sync>(
    jobs: &[T],
    answer: impl Fn(&T) -> String + Sync,
) -> io::Result<()> {
    let threads = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .min(jobs.len().max(1));
    let next = AtomicUsize::new(0);
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let progress = io::stderr().is_terminal() && jobs.len() > 1;
    let (tx, rx) = mpsc::channel::<(usize, String)>();
    std::thread::scope(|scope| -> io::Result<()> {
        for _ in 0..threads {
            let tx = tx.clone();
            let (next, answer) = (&next, &answer);
            scope.spawn(move || {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(job) = jobs.get(i) else { break };
                    let line = answer(job);
                    if tx.send((i, line)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        let mut ready: Vec<Option<String>> = vec![None; jobs.len()];
        let (mut printed, mut done) = (0, 0);
        for (i, line) in rx {
            if let Some(slot) = ready.get_mut(i) {
                *slot = Some(line);
            }
            done += 1;
            if progress && ready.get(printed).is_some_and(Option::is_some) {
                // Clear the bar first: stdout may be the same terminal.
                eprint!("\r{:60}\r", "");
            }
            let mut wrote = false;
            while let Some(line) = ready.get_mut(printed).and_then(Option::take) {
                writeln!(out, "{line}")?;
                printed += 1;
                wrote = true;
            }
            if progress {
                if wrote {
                    out.flush()?;
                }
                draw_progress(done, jobs.len());
            }
        }
        if progress {
            eprint!("\r{:60}\r", "");
        }
        Ok(())
    })?;
    out.flush()
}

/// A one-line progress bar on stderr.
fn draw_progress(done: usize, total: usize) {
    const WIDTH: usize = 40;
    let filled = done * WIDTH / total.max(1);
    eprint!(
        "\r[{}{}] {done}/{total}",
        "#".repeat(filled),
        " ".repeat(WIDTH - filled)
    );
}
