//! `shudu generate`: new unique puzzles of a chosen size, level and symmetry.
//!
//! Output contract: `--count` lines, one puzzle each, in `solve`'s format (81 characters with
//! `.` for empty cells for 9x9; numbers separated by spaces, `0` for empty cells, for other
//! sizes). Puzzle `i` (from 0) comes from the seed `generator::batch_seed(seed, i)`, so the
//! output depends only on the arguments, not on the number of cores that generate it.
//! With `--variant`, each line is one f-puzzles JSON object instead (the rules with the
//! puzzle; see the README's "Variants" for the levels of variant puzzles).
//!
//! Exit status: 0; 2 for bad arguments (from clap); 1 when the level is out of reach for the
//! size (a message on stderr, no output) or, should that ever happen, a puzzle was not found
//! (its line reads `out-of-reach`); 130 when Ctrl+C stopped it (after the puzzles made).
//!
//! Bounds: each puzzle tries at most `generator::MAX_TRIES` grids, each search a bounded
//! number of nodes; a progress bar shows on a terminal and Ctrl+C stops the run.

use crate::board::{Grid, Shape, Variant};
use crate::calendar::Date;
use crate::formats::{self, PuzzleText};
use crate::generator::daily;
use crate::generator::{self, GenerateError, Generated, Request, Symmetry, VariantRequest};
use crate::rate::Level;
use crate::solver::CancelToken;
use crate::t;
use std::io;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};

/// `shudu generate`'s arguments.
#[derive(Debug, clap::Args)]
pub struct GenerateArgs {
    /// The grid's side: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24 or 25 (boxes as
    /// square as the side allows).
    #[arg(long, value_name = "N", default_value = "9", value_parser = parse_size)]
    pub size: Shape,
    /// The difficulty: easy, medium, hard, expert, master or extreme (bands of Sudoku
    /// Explainer's scale; sizes other than 9 stop at master or below, see README).
    #[arg(long, value_name = "LEVEL", default_value = "medium")]
    pub level: Level,
    /// The symmetry of the givens: none, rot180, rot90, mirror, flip, diagonal or
    /// antidiagonal.
    #[arg(long, value_name = "SYMMETRY", default_value = "none")]
    pub symmetry: Symmetry,
    /// How many puzzles (generated in parallel on every core).
    #[arg(long, value_name = "K", default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
    pub count: u64,
    /// The random seed: the same arguments with the same seed print the same puzzles. Without
    /// it, a random seed.
    #[arg(long, value_name = "X")]
    pub seed: Option<u64>,
    /// A variant: killer, jigsaw, x, windoku, anti-knight, anti-king, non-consecutive, thermo,
    /// arrow, kropki, xv, little-killer, sandwich, renban, whispers (or classic). Each puzzle
    /// prints as one f-puzzles JSON object on its line.
    #[arg(long, value_name = "VARIANT", value_parser = parse_variant)]
    pub variant: Option<Variant>,
}

/// A `--variant` value.
fn parse_variant(text: &str) -> Result<Variant, String> {
    Variant::from_name(text.trim()).ok_or_else(|| {
        let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
        t!(
            "cli-is-not-variant-use-one",
            text = &text,
            names = &names.join(", ")
        )
    })
}

/// A `--size` value: a side that has a shape.
fn parse_size(text: &str) -> Result<Shape, String> {
    let size: usize = text
        .trim()
        .parse()
        .map_err(|_| t!("cli-is-not-grid-side", text = &text))?;
    Shape::from_size(size).map_err(|e| e.to_string())
}

/// A puzzle on one line: `formats::to_line` for 9x9 (`.` for empty cells), numbers with `0`
/// for empty cells for other sizes.
fn puzzle_line(puzzle: &Grid) -> String {
    if puzzle.shape().size() == 9 {
        return formats::to_line(puzzle);
    }
    let words: Vec<String> = puzzle.values().iter().map(u8::to_string).collect();
    words.join(" ")
}

/// Generates and prints the puzzles.
pub(super) fn run(args: &GenerateArgs) -> io::Result<ExitCode> {
    let (shape, level) = (args.size, args.level);
    let hardest = generator::hardest_reachable(shape);
    if level > hardest {
        let error = GenerateError::OutOfReach {
            shape,
            level,
            hardest,
        };
        eprintln!("shudu: {error}");
        return Ok(ExitCode::from(1));
    }
    let seed = args.seed.unwrap_or_else(rand::random);
    if let Some(variant) = args.variant {
        let requests: Vec<VariantRequest> = (0..args.count)
            .map(|index| VariantRequest {
                variant,
                shape,
                level,
                seed: generator::batch_seed(seed, index),
            })
            .collect();
        return print_made(&requests, generator::generate_variant, |made| {
            let title = format!("{level} {variant}");
            let text = PuzzleText {
                title: Some(&title),
                ..PuzzleText::default()
            };
            formats::to_fpuzzles(&made.puzzle, text)
        });
    }
    let requests: Vec<Request> = (0..args.count)
        .map(|index| Request {
            shape,
            level,
            symmetry: args.symmetry,
            seed: generator::batch_seed(seed, index),
        })
        .collect();
    print_puzzles(&requests)
}

/// `shudu daily`'s arguments.
#[derive(Debug, clap::Args)]
pub struct DailyArgs {
    /// The first day, as YYYY-MM-DD; today (in the computer's time zone) by default.
    #[arg(long, value_name = "DATE")]
    pub date: Option<Date>,
    /// How many days from it, one puzzle each.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=3660))]
    pub days: u64,
}

/// Prints the daily puzzles of `args.days` days from `args.date`, and on stderr each one's
/// date, weekday and level.
pub(super) fn daily(args: &DailyArgs) -> io::Result<ExitCode> {
    let first = args.date.unwrap_or_else(crate::worker::today);
    let mut dates = vec![first];
    while (dates.len() as u64) < args.days {
        match dates.last().and_then(|date| date.next()) {
            Some(next) => dates.push(next),
            None => break,
        }
    }
    if (dates.len() as u64) < args.days {
        eprintln!(
            "{}",
            t!("cli-shudu-calendar-ends-at-9999", count = dates.len())
        );
    }
    for date in &dates {
        let level = daily::level_of(*date);
        eprintln!(
            "{}",
            t!(
                "cli-shudu-daily-puzzle-of",
                date = &date,
                weekday_name = &date.weekday_name(),
                level = &level
            )
        );
    }
    let requests: Vec<Request> = dates.into_iter().map(daily::request).collect();
    print_puzzles(&requests)
}

/// Generates the puzzles of `requests` in parallel and prints them in order: exit 1 (after
/// the others) when one is out of reach, 130 when Ctrl+C stopped it.
fn print_puzzles(requests: &[Request]) -> io::Result<ExitCode> {
    print_made(requests, generator::generate, |made| {
        puzzle_line(&made.puzzle)
    })
}

/// Makes the puzzle of each request with `make` in parallel and prints each as `line` gives
/// it, in order (see [`print_puzzles`]).
fn print_made<R: Sync>(
    requests: &[R],
    make: impl Fn(&R, &CancelToken) -> Result<Generated, GenerateError> + Sync,
    line: impl Fn(&Generated) -> String + Sync,
) -> io::Result<ExitCode> {
    let failed = AtomicBool::new(false);
    let indices: Vec<usize> = (0..requests.len()).collect();
    let stopped = super::parallel::print_in_order(&indices, |&index, cancel| {
        let request = requests.get(index)?;
        match make(request, cancel) {
            Ok(made) => Some(line(&made)),
            Err(GenerateError::Cancelled) => None,
            Err(e) => {
                eprintln!("{}", t!("cli-shudu-puzzle", index = &index, why = &e));
                failed.store(true, Ordering::Relaxed);
                Some("out-of-reach".to_string())
            }
        }
    })?;
    if let Some(status) = stopped {
        return Ok(status);
    }
    Ok(if failed.load(Ordering::Relaxed) {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}
