//! `shudu trace`: one puzzle, one algorithm of the solver lab, every step if asked.
//!
//! Output: with `--steps`, one line per event (`place r1c3=4`, `undo r1c3`); then `unsolvable`
//! when the search proved there is no solution, or `timeout` when `--timeout` stopped it; and
//! last, always, `placements N, backtracks M, <time>` (the counts as defined in
//! [`crate::lab`], the time as `12.345 ms` or `3.210 s`; with `--steps` it includes the
//! printing). Exit status 0 for any answer, 1 with `invalid` for bad input, 2 for usage
//! errors or a file that cannot be read, 130 when Ctrl+C stopped it: the events printed so far
//! stay, no summary follows, and stderr says the counts reached.
//!
//! Without `--timeout` a search runs to its end, however long: the counts are exact, which is
//! what the lab is for. Row-major search on the hardest puzzles writes hundreds of millions of
//! digits (seconds in a release build); Ctrl+C stops it, and `--timeout` bounds it, printing
//! the counts reached so far. On a terminal, a search that runs longer than half a second
//! shows its counts on stderr as it goes (not with `--steps` to the same terminal).

use super::progress::{Interrupt, Progress};
use super::{parse_timeout, read_one};
use crate::lab::{Algorithm, Outcome, Run, duration_text};
use crate::t;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// The arguments of `shudu trace`.
#[derive(Debug, clap::Args)]
pub struct TraceArgs {
    /// The search: row-major (the tutorials' DFS), fewest-blanks, bitmask or engine.
    #[arg(long, value_name = "NAME", default_value = "row-major", value_parser = parse_algorithm)]
    pub algorithm: Algorithm,
    /// Print every event first: `place r1c3=4`, `undo r1c3`.
    #[arg(long)]
    pub steps: bool,
    /// Stop after this many seconds (more than 0, at most 10^9) and print `timeout` and the
    /// counts so far.
    #[arg(long, value_name = "SECONDS", value_parser = parse_timeout)]
    pub timeout: Option<Duration>,
    /// The puzzle (any format; the first of a file of several); none, or `-`, reads standard
    /// input.
    pub file: Option<PathBuf>,
}

/// Steps between looks at the clock, Ctrl+C and the progress line.
const CLOCK_PERIOD: u64 = 1 << 16;

fn parse_algorithm(name: &str) -> Result<Algorithm, String> {
    Algorithm::from_name(name).ok_or_else(|| {
        let names: Vec<&str> = Algorithm::ALL.iter().map(|a| a.name()).collect();
        t!(
            "cli-is-not-algorithm-use",
            name = &name,
            names = &names.join(", ")
        )
    })
}

/// Runs `shudu trace`. A reader that stops reading (`| head`) ends it quietly.
pub(super) fn run(args: &TraceArgs) -> io::Result<ExitCode> {
    match trace(args) {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(ExitCode::SUCCESS),
        result => result,
    }
}

fn trace(args: &TraceArgs) -> io::Result<ExitCode> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let path = args.file.as_deref().unwrap_or(Path::new("-"));
    let puzzle = match read_one(path, &mut out)? {
        Ok(puzzle) => puzzle,
        Err(status) => return Ok(status),
    };
    let mut run = Run::new(args.algorithm, &puzzle.grid);
    let interrupt = Interrupt::watch();
    let start = Instant::now();
    let deadline = args.timeout.and_then(|t| start.checked_add(t));
    // Every event on a terminal's stdout shows the progress already.
    let mut progress = if args.steps && io::stdout().is_terminal() {
        Progress::off()
    } else {
        Progress::single()
    };
    let mut steps = 0u64;
    let mut timed_out = false;
    while let Some(event) = run.next() {
        if args.steps {
            writeln!(out, "{event}")?;
        }
        steps += 1;
        if steps.is_multiple_of(CLOCK_PERIOD) {
            if interrupt.hit() {
                progress.clear();
                out.flush()?;
                let c = run.counters();
                let how_far = t!(
                    "cli-placements-backtracks",
                    placements = &c.placements,
                    backtracks = &c.backtracks
                );
                return Ok(Interrupt::report(&how_far));
            }
            if deadline.is_some_and(|d| Instant::now() >= d) {
                timed_out = true;
                break;
            }
            progress.status(|| {
                let c = run.counters();
                t!(
                    "cli-trace-placements-backtracks",
                    placements = &c.placements,
                    backtracks = &c.backtracks
                )
            });
        }
    }
    progress.clear();
    let elapsed = start.elapsed();
    if timed_out {
        writeln!(out, "timeout")?;
    } else if run.outcome() == Outcome::Unsolvable {
        writeln!(out, "unsolvable")?;
    }
    let counters = run.counters();
    writeln!(
        out,
        "placements {}, backtracks {}, {}",
        counters.placements,
        counters.backtracks,
        duration_text(elapsed)
    )?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
