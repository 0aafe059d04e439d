//! `shudu hint`: the easiest next step of one puzzle, or with `--all` every step of every
//! technique, streamed technique by technique within bounds (see [`HintArgs`]).

use super::parse_timeout;
use super::progress::{Interrupt, with_status};
use crate::t;
use crate::techniques::{self, Bounds, Candidates, Cut, Technique};
use std::collections::HashSet;
use std::io::{self, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// The longest `hint --all` searches by default, whatever is left (`--time-limit`).
const DEFAULT_TIME_LIMIT: Duration = Duration::from_secs(5);

/// The options of `shudu hint`.
#[derive(Debug, clap::Args)]
pub struct HintArgs {
    /// Every step of every technique, each distinct change of a technique once. Like
    /// HoDoKu's "all steps" the listing is bounded: each technique lists at most
    /// `--steps-per-technique` steps and searches at most 100 ms (the techniques HoDoKu's
    /// default solver leaves out share 450 ms), and the whole listing stops at `--time-limit`; stderr says when a bound cut a list short.
    #[arg(long)]
    pub all: bool,
    /// With `--all`: the most distinct steps listed for one technique.
    #[arg(long, value_name = "N", default_value_t = Bounds::STEPS_PER_TECHNIQUE,
          value_parser = clap::builder::ValueParser::new(parse_count))]
    pub steps_per_technique: usize,
    /// With `--all`: stop the listing after this many seconds (default 5), listing what was
    /// found.
    #[arg(long, value_name = "SECONDS", value_parser = parse_timeout)]
    pub time_limit: Option<Duration>,
    /// The puzzle (any format, with candidates where it has them); none, or `-`, reads
    /// standard input.
    pub file: Option<std::path::PathBuf>,
}

/// A count of 1 or more.
fn parse_count(text: &str) -> Result<usize, String> {
    match text.trim().parse::<usize>() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err(t!("cli-is-not-whole-number-of", text = &text)),
    }
}

/// Prints the hint, or with `--all` the listing, of `grid`; a status line on a terminal while
/// it searches, and on Ctrl+C what was found and how long it searched (exit status 130).
pub fn answer(
    args: &HintArgs,
    grid: &Candidates,
    out: &mut dyn Write,
    interrupt: &Interrupt,
) -> io::Result<ExitCode> {
    let started = Instant::now();
    let searching = || format!("hint: searching, {:.1} s", started.elapsed().as_secs_f64());
    let size = grid.size();
    if args.all {
        with_status(searching, || list_all(args, grid, out, interrupt))?;
    } else if grid.is_solved() {
        writeln!(out, "solved")?;
    } else {
        let step = with_status(searching, || {
            techniques::easiest_step(grid, interrupt.token())
        });
        match step.unwrap_or_default() {
            Some(step) => writeln!(out, "{}", step.line(size))?,
            None if !interrupt.hit() => writeln!(out, "stuck")?,
            None => {}
        }
    }
    if interrupt.hit() {
        let seconds = started.elapsed().as_secs_f64();
        return Ok(Interrupt::report(&format!("{seconds:.1} s of search")));
    }
    Ok(ExitCode::SUCCESS)
}

/// Streams every step, one technique at a time (flushed after each), and says on stderr which
/// bound cut which list short.
fn list_all(
    args: &HintArgs,
    grid: &Candidates,
    out: &mut dyn Write,
    interrupt: &Interrupt,
) -> io::Result<()> {
    let size = grid.size();
    let limit = args.time_limit.unwrap_or(DEFAULT_TIME_LIMIT);
    let bounds = Bounds {
        steps_per_technique: args.steps_per_technique,
        ..Bounds::new(Instant::now().checked_add(limit))
    };
    // Patterns of different techniques can never share a line, but a technique's steps that
    // change the same candidates are one line.
    let mut seen = HashSet::new();
    let mut result = Ok(());
    techniques::all_steps(grid, interrupt.token(), &bounds, |technique, steps, cut| {
        if result.is_err() {
            return;
        }
        result = (|| {
            for step in steps {
                let line = step.line(size);
                if seen.insert(line.clone()) {
                    writeln!(out, "{line}")?;
                }
            }
            out.flush()
        })();
        if let Some(cut) = cut {
            eprintln!("shudu: {}", cut_message(technique, cut, &bounds, limit));
        }
    });
    result
}

/// What stderr says when `cut` stopped `technique`'s list.
fn cut_message(technique: Technique, cut: Cut, bounds: &Bounds, limit: Duration) -> String {
    match cut {
        Cut::Count => t!(
            "cli-stopped-at-its-limit-of",
            technique = &technique,
            steps_per_technique = &bounds.steps_per_technique
        ),
        Cut::Time => format!(
            "{technique}: stopped at its share of the search time ({} ms a technique, {} ms \
             for those HoDoKu's default solver leaves out); it may have more",
            bounds.per_technique.as_millis(),
            bounds.budget.as_millis()
        ),
        Cut::Deadline => t!(
            "cli-stopped-at-time-limit-of",
            as_secs_f64 = &limit.as_secs_f64(),
            technique = &technique
        ),
    }
}
