//! `shudu candidates`: the true candidates of one puzzle, the digits each cell takes in at
//! least one solution (every rule of the puzzle counted).
//!
//! Output: one line per row; cells separated by one space, each cell its digits in increasing
//! order (a filled cell its own digit), `-` for a cell no digit fits (every cell, when the
//! puzzle has no solution). On grids of side 10 and more, a cell's numbers are separated by
//! commas (`1,12,16`). Exit status 0 for those answers and for `timeout` (printed when
//! `--timeout` stopped the search; the reason goes to stderr), 1 (printing `invalid`) for bad
//! input, 2 for a file that cannot be read, 130 when Ctrl+C stopped it.
//!
//! Bounds: `--timeout` bounds the whole search and Ctrl+C stops it; on a terminal, a search
//! longer than half a second shows how many cells it has looked at.

use super::progress::{Interrupt, with_status};
use crate::solver::{self, CancelToken};
use crate::t;
use std::io::{self, BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::AtomicUsize;
use std::sync::atomic::Ordering::Relaxed;
use std::time::{Duration, Instant};

/// The arguments of `shudu candidates`.
#[derive(Debug, clap::Args)]
pub struct CandidatesArgs {
    /// Stop after this many seconds (more than 0, at most 10^9) and print `timeout`.
    #[arg(long, value_name = "SECONDS", value_parser = super::parse_timeout)]
    pub timeout: Option<Duration>,
    /// The puzzle; none, or `-`, reads standard input.
    pub file: Option<PathBuf>,
}

/// Prints the true candidates of the puzzle `args` names.
pub(super) fn run(args: &CandidatesArgs) -> io::Result<ExitCode> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let path = args.file.clone().unwrap_or_else(|| PathBuf::from("-"));
    let puzzle = match super::read_one(&path, &mut out)? {
        Ok(puzzle) => puzzle,
        Err(status) => return Ok(status),
    };
    let grid = puzzle.grid;
    let interrupt = Interrupt::watch();
    let token = interrupt.token();
    let cancel = match args.timeout.and_then(|t| Instant::now().checked_add(t)) {
        Some(deadline) => token.with_deadline(deadline),
        None => CancelToken::clone(token),
    };
    let (done, total) = (AtomicUsize::new(0), grid.shape().cell_count());
    let started = Instant::now();
    let status = || {
        let seconds = started.elapsed().as_secs_f64();
        let done = done.load(Relaxed);
        format!("candidates: {done} of {total} cells, {seconds:.1} s")
    };
    let found = with_status(status, || {
        solver::true_candidates(&grid, &cancel, &mut |cells, _| done.store(cells, Relaxed))
    });
    let Ok(sets) = found else {
        if interrupt.hit() {
            let how_far = t!("cli-cells-of", done = &done.load(Relaxed), count = &total);
            return Ok(Interrupt::report(&how_far));
        }
        eprintln!(
            "{}",
            t!(
                "cli-gave-up-time-limit",
                place = &path.display().to_string()
            )
        );
        writeln!(out, "timeout")?;
        out.flush()?;
        return Ok(ExitCode::SUCCESS);
    };
    let size = grid.shape().size();
    for row in sets.chunks(size.max(1)) {
        let cells: Vec<String> = row.iter().map(|&set| cell_text(set, size)).collect();
        writeln!(out, "{}", cells.join(" "))?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// One cell's digits in increasing order: run together up to side 9, comma-separated above;
/// `-` for none.
fn cell_text(set: u32, size: usize) -> String {
    let digits: Vec<String> = (1..=size)
        .filter(|d| set >> (d - 1) & 1 == 1)
        .map(|d| d.to_string())
        .collect();
    if digits.is_empty() {
        "-".to_string()
    } else if size <= 9 {
        digits.concat()
    } else {
        digits.join(",")
    }
}
