//! `shudu print`: puzzles to a PDF, one to six a page on A4 or Letter, each with its number
//! and its level and SE rating (`Hard · SE 2.6`), and with `--solutions` the solutions on
//! pages of their own at the end.
//!
//! Contract: the inputs are read as `solve` reads them (any format, many puzzles a file); a
//! bad puzzle is named on stderr with its file and line and nothing is written (exit 1), as
//! when `--solutions` meets a puzzle without exactly one solution; a file that cannot be read,
//! or a PDF that cannot be written, exits 2. The PDF is written beside the target and then
//! renamed over it, so a failed run never damages an earlier file. On success one line goes
//! to stdout: `FILE: N puzzles on P pages`. Ratings run on every core with a progress bar on
//! a terminal; Ctrl+C stops them, writes nothing and exits 130.

use super::parallel::{Job, place};
use super::progress::{Interrupt, Progress};
use super::read_puzzles;
use crate::export::layout::{self, Paper, PerPage, PrintOptions, Sheet};
use crate::export::print;
use crate::i18n::{self, Language};
use crate::solver::CancelToken;
use crate::t;
use crate::worker::print::sheet;
use clap::builder::PossibleValuesParser;
use clap::builder::TypedValueParser;
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

/// The arguments of `shudu print`.
#[derive(Debug, clap::Args)]
pub struct PrintArgs {
    /// Puzzles on a page: 1, 2, 4 or 6.
    #[arg(long, value_name = "N", default_value = "4",
          value_parser = PossibleValuesParser::new(["1", "2", "4", "6"])
              .map(|n| n.parse::<usize>().unwrap_or(4)))]
    pub per_page: usize,
    /// Add the solutions, on pages of their own at the end.
    #[arg(long)]
    pub solutions: bool,
    /// The paper size.
    #[arg(long, value_enum, default_value_t = PaperArg::A4)]
    pub paper: PaperArg,
    /// Digits above 9 as letters (10 = A) on boards above 9x9.
    #[arg(long)]
    pub letters: bool,
    /// The PDF file to write.
    #[arg(short, long, value_name = "FILE.pdf")]
    pub output: PathBuf,
    /// Puzzle files (any format `solve` reads; `-` is standard input).
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
}

/// A paper size on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum PaperArg {
    /// ISO A4 (210 x 297 mm).
    A4,
    /// US Letter (8.5 x 11 in).
    Letter,
}

/// Prints the puzzles of `args.files` to `args.output`.
pub(super) fn run(args: &PrintArgs) -> io::Result<ExitCode> {
    let options = PrintOptions {
        per_page: PerPage::new(args.per_page).unwrap_or_default(),
        paper: match args.paper {
            PaperArg::A4 => Paper::A4,
            PaperArg::Letter => Paper::Letter,
        },
        solutions: args.solutions,
        letters: args.letters,
    };
    let (jobs, outcome) = read_puzzles(&args.files);
    if outcome.unreadable || outcome.invalid {
        eprintln!("{}", t!("cli-shudu-nothing-printed-fix-input"));
        return Ok(outcome.exit_code());
    }
    if jobs.jobs.is_empty() {
        eprintln!("{}", t!("cli-shudu-no-puzzle-to-print"));
        return Ok(ExitCode::from(1));
    }
    let interrupt = Interrupt::watch();
    let sheets = match make_sheets(&jobs.jobs, options.solutions, interrupt.token()) {
        Ok(sheets) => sheets,
        Err(rated) => {
            let how_far = t!(
                "cli-rating-of-puzzles-nothing-was",
                rated = &rated,
                count = &jobs.jobs.len()
            );
            return Ok(Interrupt::report(&how_far));
        }
    };
    if options.solutions {
        let mut missing = false;
        for (job, sheet) in jobs.jobs.iter().zip(&sheets) {
            if let (Job::Puzzle { origin, line, .. }, None) = (job, &sheet.solution) {
                let why = sheet
                    .captions
                    .first()
                    .map(|c| c.to_lowercase())
                    .unwrap_or_default();
                eprintln!(
                    "{}",
                    t!(
                        "cli-so-its-solution-cannot-be",
                        place = &place(&jobs.origins, *origin, *line),
                        why = &why
                    )
                );
                missing = true;
            }
        }
        if missing {
            eprintln!("{}", t!("cli-shudu-nothing-printed-leave-out"));
            return Ok(ExitCode::from(1));
        }
    }
    if let Err(e) = print::write_pdf(&args.output, &sheets, &options) {
        eprintln!("shudu: {e}");
        return Ok(ExitCode::from(2));
    }
    let pages = layout::page_count(sheets.len(), &options);
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "{}",
        t!(
            "cli-puzzles-on-pages",
            output = &args.output.display(),
            count = sheets.len(),
            pages = pages
        )
    )?;
    Ok(ExitCode::SUCCESS)
}

/// Rates (and with `solve` solves) every puzzle on every core, in input order, with a bar on
/// a terminal; when Ctrl+C stopped it, how many were done.
fn make_sheets(jobs: &[Job], solve: bool, cancel: &CancelToken) -> Result<Vec<Sheet>, usize> {
    let threads = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .min(jobs.len());
    let next = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel::<(usize, Sheet)>();
    let mut made: Vec<Option<Sheet>> = vec![None; jobs.len()];
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let (tx, next) = (tx.clone(), &next);
            scope.spawn(move || {
                loop {
                    let number = next.fetch_add(1, Ordering::Relaxed);
                    // Bad input never gets here: `run` stops before rating.
                    let Some(Job::Puzzle { grid, .. }) = jobs.get(number) else {
                        break;
                    };
                    // The page is in English: its embedded font has no Chinese glyphs.
                    let title = i18n::with_language(Language::English, || {
                        t!("cli-puzzle", value = &number + 1)
                    });
                    let Ok(sheet) = sheet(grid.clone(), title, solve, cancel) else {
                        break;
                    };
                    if tx.send((number, sheet)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        let mut progress = Progress::batch();
        let mut done = 0;
        for (number, sheet) in rx {
            if let Some(slot) = made.get_mut(number) {
                *slot = Some(sheet);
            }
            done += 1;
            progress.bar(done, jobs.len());
        }
        progress.clear();
    });
    let done = made.iter().flatten().count();
    match made.into_iter().collect::<Option<Vec<_>>>() {
        Some(sheets) if !cancel.is_cancelled() => Ok(sheets),
        _ => Err(done),
    }
}
