//! `shudu explain`: the whole logical solution of one puzzle.
//!
//! Output: one step a line (`<Technique>: <effects>`), then
//! `solved`, or `left: N cells: <cells>` and `stuck`, or `timeout` when `--timeout` stopped
//! the search (the steps found until then are printed first; the reason goes to stderr). Exit
//! status 0 for those answers, 1 (printing `invalid`) for bad input or a puzzle without a
//! solution, 130 when Ctrl+C stopped it (after the steps found; stderr says how many).
//!
//! Bounds: every technique's search is bounded on its own; `--timeout` bounds the whole path
//! and Ctrl+C stops it. On a terminal, a search that runs longer than half a second shows the
//! steps found and the cells left on stderr.

use super::progress::{Interrupt, with_status};
use crate::solver::CancelToken;
use crate::t;
use crate::techniques::{self, Candidates, PathEnd};
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::AtomicUsize;
use std::sync::atomic::Ordering::Relaxed;
use std::time::{Duration, Instant};

/// The arguments of `shudu explain`.
#[derive(Debug, clap::Args)]
pub struct ExplainArgs {
    /// Stop after this many seconds (more than 0, at most 10^9) and print `timeout` after the
    /// steps found.
    #[arg(long, value_name = "SECONDS", value_parser = super::parse_timeout)]
    pub timeout: Option<Duration>,
    /// The puzzle; none, or `-`, reads standard input.
    pub file: Option<PathBuf>,
}

/// Prints the logical path of `grid` to `out`.
pub(super) fn explain(
    grid: &Candidates,
    out: &mut dyn Write,
    interrupt: &Interrupt,
    timeout: Option<Duration>,
) -> io::Result<ExitCode> {
    let size = grid.size();
    let token = interrupt.token();
    let cancel = match timeout.and_then(|t| Instant::now().checked_add(t)) {
        Some(deadline) => token.with_deadline(deadline),
        None => CancelToken::clone(token),
    };
    let started = Instant::now();
    let found = AtomicUsize::new(0);
    let left = AtomicUsize::new(grid.empty_cells().count());
    let mut lines = Vec::new();
    let status = || {
        let (found, left) = (found.load(Relaxed), left.load(Relaxed));
        let seconds = started.elapsed().as_secs_f64();
        format!("explain: {found} step(s), {left} cells left, {seconds:.1} s")
    };
    let path = with_status(status, || {
        techniques::solve_path_with(grid, &cancel, |step, after| {
            lines.push(step.line(size));
            found.fetch_add(1, Relaxed);
            left.store(after.empty_cells().count(), Relaxed);
        })
    });
    for line in &lines {
        writeln!(out, "{line}")?;
    }
    let Ok(path) = path else {
        let found = lines.len();
        out.flush()?;
        if interrupt.hit() {
            return Ok(Interrupt::report(&t!("cli-step-s", found = found)));
        }
        eprintln!("{}", t!("cli-shudu-gave-up-after-step", found = found));
        writeln!(out, "timeout")?;
        return Ok(ExitCode::SUCCESS);
    };
    match path.end {
        PathEnd::Solved => writeln!(out, "solved")?,
        PathEnd::Stuck => {
            let left = path.grid.empty_cells().collect::<Vec<_>>();
            let count = left.len();
            let cells = techniques::cell_list(left, size);
            writeln!(out, "left: {count} cells: {cells}")?;
            writeln!(out, "stuck")?;
        }
    }
    Ok(ExitCode::SUCCESS)
}
