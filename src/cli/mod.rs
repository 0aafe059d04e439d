//! The headless subcommands: `solve`, `count`, `bench`, `hint`, `explain` (in `explain.rs`),
//! `trace` (in `trace.rs`), `rate` (in `rate.rs`) and `generate` (in `generate.rs`), the last
//! four with their output contracts.
//!
//! Output contracts (tests and benchmark scripts rely on them):
//! - `solve` and `count` print exactly one line per puzzle, in input order (the puzzles are
//!   answered on every core). A bad puzzle prints `invalid` and its reason goes to stderr,
//!   naming the file, the line and the problem; a puzzle that runs past `--timeout` prints
//!   `timeout`.
//! - Exit status: 0 when every puzzle was valid input, 1 if any was invalid (a file that is not
//!   text counts as one invalid puzzle), 2 on usage or I/O errors (a file that cannot be read).
//! - `candidates` prints the true candidates of one puzzle, one line per row (see
//!   `candidates.rs`).
//! - `bench` ends with the line `N puzzles in T s: R puzzles/s`.
//! - `hint` and `explain` read one puzzle (any format, with its candidates where the format
//!   has them) and print steps as `<Technique>: <effects>`, effects being placements `r3c4=5`
//!   and eliminations `r1c2<>7`, comma-separated. `hint` prints the easiest step (`--all`:
//!   every step of every technique, each distinct change of a technique once, streamed
//!   technique by technique within bounds, a bound that cut a list short named on stderr);
//!   `explain` prints the whole logical path, then
//!   `solved`, or a line naming the cells left and `stuck` (or `timeout`). Both exit 0 for
//!   those answers and 1 (printing `invalid`) for bad input or a puzzle without a solution.
//! - `scan` prints one line per picture, in input order: the puzzle read as 81 characters
//!   (`.` for an empty cell), or `unreadable` with the reason on stderr; it exits 1 if any
//!   picture could not be read (see `scan.rs`).
//! - `trace` prints `place r1c3=4` / `undo r1c3` lines with `--steps`, then
//!   `unsolvable` or `timeout` when the search ended so, then always the summary
//!   `placements N, backtracks M, <time>` as its last line.
//!
//! Progress and Ctrl+C (`progress.rs`), the same in every subcommand: stderr shows a progress
//! bar (batches: `solve`, `count`, `rate`, `generate --count`, `bench`'s first round) or a
//! status line (`explain`, `trace`, after half a second) only when it is a terminal; stdout
//! is the same either way. Ctrl+C (SIGINT) stops the searches within milliseconds; the
//! command prints the lines answered so far (a batch: the answers of the first puzzles, in
//! order, each complete), says on stderr how far it got (`shudu: interrupted after 120 of
//! 1000 puzzles`) and exits with status **130**. A second Ctrl+C, or one while the input is
//! still being read, ends the process at once.
//!
//! Bounds: `solve`, `count` (`--timeout` a puzzle), `explain` and `trace` (`--timeout`) have
//! a time limit; `generate` tries a bounded number of grids, each with node-bounded searches;
//! `bench` runs one round and then until a second has passed; `rate` and `hint` rest on the
//! techniques' own bounded searches. Every one stops on Ctrl+C.

use crate::t;
mod candidates;
mod desktop;
mod explain;
mod generate;
mod help;
mod hint;
mod parallel;
mod print;
mod progress;
mod rate;
mod scan;
mod stats;
mod trace;

use crate::board::Grid;
use crate::formats::{self, FormatError};
use crate::i18n::Language;
use crate::solver::{self, CancelToken};
use crate::techniques::{self, Candidates};
use clap::{Parser, Subcommand, ValueEnum};
use parallel::{Job, Jobs};
use progress::Interrupt;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// Shudu (数独): a Sudoku game and a fast puzzle engine.
///
/// With no subcommand, opens the game window (with FILE, if given). With a subcommand, runs the
/// engine headless.
#[derive(Debug, Parser)]
#[command(name = "shudu", version)]
pub struct Args {
    /// What to run headless.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// A puzzle or saved game to open in the window.
    pub file: Option<PathBuf>,
    /// The language of the messages: `en` or `zh-CN` (default: the system's, from `LANGUAGE`,
    /// `LC_ALL`, `LC_MESSAGES` or `LANG`).
    #[arg(long, global = true, value_name = "LANGUAGE")]
    pub lang: Option<Language>,
    /// Fetch the puzzle a short SudokuPad link names (`https://sudokupad.app/<id>`) from
    /// SudokuPad's server: the only use Shudu makes of the network, and never without this.
    #[arg(long, global = true)]
    pub fetch: bool,
}

/// Whether `--fetch` allowed fetching short SudokuPad links.
static FETCH: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Lets the commands fetch the puzzles short SudokuPad links name (`--fetch`).
pub fn allow_fetching(allowed: bool) {
    FETCH.store(allowed, std::sync::atomic::Ordering::Relaxed);
}

pub use help::{command, help_ids};

/// The language `--lang LANGUAGE` or `--lang=LANGUAGE` asks for among `args`, if it names one
/// Shudu speaks (a tag it does not know is refused when the arguments are read).
pub fn language_asked(args: impl IntoIterator<Item = std::ffi::OsString>) -> Option<Language> {
    let args: Vec<String> = args
        .into_iter()
        .map(|a| a.to_string_lossy().into_owned())
        .take_while(|a| a != "--")
        .collect();
    args.iter().enumerate().find_map(|(i, arg)| {
        let tag = match arg.strip_prefix("--lang") {
            Some("") => args.get(i + 1)?.as_str(),
            Some(rest) => rest.strip_prefix('=')?,
            None => return None,
        };
        tag.parse().ok()
    })
}

/// A headless subcommand.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Solve puzzles: one line per puzzle with the solution, `unsolvable`, `multiple` or
    /// `invalid`.
    Solve {
        /// Print a solution even when the puzzle has several.
        #[arg(long)]
        first: bool,
        /// The puzzles, and the time allowed for each.
        #[command(flatten)]
        input: Input,
    },
    /// Count solutions, up to a limit: one line per puzzle with the count (or `invalid`).
    Count {
        /// Stop counting at this many solutions (1 or more).
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..))]
        limit: u64,
        /// The puzzles, and the time allowed for each.
        #[command(flatten)]
        input: Input,
    },
    /// Print the true candidates of one puzzle: the digits each cell takes in at least one
    /// solution, one line per row, `-` where no digit fits.
    Candidates(candidates::CandidatesArgs),
    /// Measure throughput on a file of puzzles, repeating it for at least one second.
    Bench {
        /// A file of puzzles (any format `solve` reads).
        file: PathBuf,
        /// `one`: find a solution; `unique`: count solutions up to 2.
        #[arg(long, value_enum, default_value_t = BenchMode::One)]
        mode: BenchMode,
    },
    /// Print the easiest next step of one puzzle, or with `--all` every step every technique
    /// finds, one per line: `<Technique>: <effects>`.
    Hint(hint::HintArgs),
    /// Print the whole logical solution of one puzzle, one step a line, then `solved` or
    /// `stuck` (or `timeout`).
    Explain(explain::ExplainArgs),
    /// Run a search algorithm of the solver lab on one puzzle and print what it did:
    /// `placements N, backtracks M, <time>` (with `--steps`, every event first).
    Trace(trace::TraceArgs),
    /// Generate unique puzzles: one per line, in `solve`'s format.
    Generate(generate::GenerateArgs),
    /// Print the daily puzzle (one per calendar day, the same for everyone, its level
    /// rotating through the week), in `solve`'s format; its date and level go to stderr.
    Daily(generate::DailyArgs),
    /// Rate puzzles on Sudoku Explainer's scale: one line per puzzle, `<level> <rating>
    /// <hardest technique>` (or `unsolvable`, `multiple`, `invalid`).
    Rate {
        /// SE 1.2.1's techniques instead of Sukaku Explainer's default set.
        #[arg(long)]
        classic: bool,
        /// Print the rating, pearl and diamond as `ER/EP/ED`.
        #[arg(long)]
        full: bool,
        /// Puzzle files; none, or `-`, reads standard input.
        files: Vec<PathBuf>,
    },
    /// Print the statistics of the games played in the window: per level, games played and
    /// won, best and average times, streaks and hints; the daily puzzles; hints by technique.
    Stats(stats::StatsArgs),
    /// Print puzzles to a PDF: 1, 2, 4 or 6 a page, each with its number, level and SE
    /// rating, and with `--solutions` the solutions at the end.
    Print(print::PrintArgs),
    /// Read puzzles from pictures (PNG, JPEG, WebP): one line per picture, 81 characters
    /// with `.` for an empty cell, or `unreadable` (the reason goes to stderr).
    Scan(scan::ScanArgs),
    /// Print the completion script for a shell (bash, zsh, fish, elvish, powershell).
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print the man page, or write a page for each subcommand with `--dir`.
    Manpage(desktop::ManpageArgs),
}

/// Where puzzles come from, and how long each may take.
#[derive(Debug, clap::Args)]
pub struct Input {
    /// Give up on a puzzle after this many seconds (more than 0, at most 10^9) and print
    /// `timeout` for it.
    #[arg(long, value_name = "SECONDS", value_parser = parse_timeout)]
    pub timeout: Option<Duration>,
    /// Puzzle files; none, or `-`, reads standard input.
    pub files: Vec<PathBuf>,
}

/// The longest `--timeout`: about 31 years, far beyond any search and far from overflowing a
/// clock.
const MAX_TIMEOUT_SECONDS: f64 = 1e9;
/// The most bytes read from one input: more than any collection of puzzles, and a bound for
/// endless inputs such as `/dev/zero`.
const MAX_INPUT_BYTES: u64 = 256 * 1024 * 1024;

/// A `--timeout` value: a number of seconds above 0 and at most [`MAX_TIMEOUT_SECONDS`].
fn parse_timeout(text: &str) -> Result<Duration, String> {
    let seconds: f64 = text
        .trim()
        .parse()
        .map_err(|_| t!("cli-is-not-number-of-seconds", text = &text))?;
    if !(seconds > 0.0 && seconds <= MAX_TIMEOUT_SECONDS) {
        return Err(format!(
            "{text} is out of range: give more than 0 and at most {MAX_TIMEOUT_SECONDS:e} seconds"
        ));
    }
    Duration::try_from_secs_f64(seconds).map_err(|e| format!("{text}: {e}"))
}

/// What `bench` asks of each puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum BenchMode {
    /// Find one solution.
    One,
    /// Count solutions up to two (the uniqueness check).
    Unique,
}

/// Runs a subcommand and returns the process's exit status.
pub fn run(command: Command) -> ExitCode {
    let result = match command {
        Command::Solve { first, input } => each_puzzle(&input, |grid, cancel| {
            let limit = if first { 1 } else { 2 };
            let found = solver::count_solutions(grid, limit, cancel)?;
            Ok(match (found.count, found.found.first()) {
                (0, _) => "unsolvable".to_string(),
                (1, Some(solution)) => formats::to_line(solution),
                _ => "multiple".to_string(),
            })
        }),
        Command::Count { limit, input } => {
            let limit = usize::try_from(limit).unwrap_or(usize::MAX);
            each_puzzle(&input, |grid, cancel| {
                Ok(solver::count_only(grid, limit, cancel)?.0.to_string())
            })
        }
        Command::Candidates(args) => candidates::run(&args),
        Command::Bench { file, mode } => bench(&file, mode),
        Command::Hint(args) => one_puzzle(args.file.as_deref(), |grid, out, interrupt| {
            hint::answer(&args, grid, out, interrupt)
        }),
        Command::Trace(args) => trace::run(&args),
        Command::Generate(args) => generate::run(&args),
        Command::Daily(args) => generate::daily(&args),
        Command::Rate {
            classic,
            full,
            files,
        } => rate::run(classic, full, &files),
        Command::Explain(args) => one_puzzle(args.file.as_deref(), |grid, out, interrupt| {
            explain::explain(grid, out, interrupt, args.timeout)
        }),
        Command::Stats(args) => {
            let stdout = io::stdout();
            stats::run(&args, &mut BufWriter::new(stdout.lock()))
        }
        Command::Print(args) => print::run(&args),
        Command::Scan(args) => scan::run(&args),
        Command::Completions { shell } => written(|out| desktop::completions(shell, out)),
        Command::Manpage(args) => written(|out| desktop::manpage(&args, out)),
    };
    match result {
        Ok(status) => status,
        Err(e) => {
            eprintln!("shudu: {e}");
            ExitCode::from(2)
        }
    }
}

/// Reads every input, runs `answer` on each valid puzzle (on every core) and prints one line
/// per puzzle, in input order (see [`parallel::print_in_order`] for Ctrl+C).
fn each_puzzle(
    input: &Input,
    answer: impl Fn(&Grid, &CancelToken) -> Result<String, solver::Cancelled> + Sync,
) -> io::Result<ExitCode> {
    let (jobs, outcome) = read_puzzles(&input.files);
    let stopped = parallel::print_in_order(&jobs.jobs, |job, interrupt| {
        let Job::Puzzle { grid, origin, line } = job else {
            return Some("invalid".to_string());
        };
        let deadline = input.timeout.and_then(|t| Instant::now().checked_add(t));
        let cancel = match deadline {
            Some(deadline) => interrupt.with_deadline(deadline),
            None => interrupt.clone(),
        };
        match answer(grid, &cancel) {
            Ok(line) => Some(line),
            Err(_) if interrupt.is_cancelled() => None,
            Err(_) => {
                eprintln!(
                    "{}",
                    t!(
                        "cli-gave-up-time-limit",
                        place = &parallel::place(&jobs.origins, *origin, *line)
                    )
                );
                Some("timeout".to_string())
            }
        }
    })?;
    Ok(stopped.unwrap_or_else(|| outcome.exit_code()))
}

/// What reading the inputs met, which decides the exit status.
#[derive(Debug, Default)]
struct Outcome {
    /// Some input was bad (not text, or not a puzzle): the run exits 1.
    invalid: bool,
    /// Some file could not be read: the run exits 2.
    unreadable: bool,
}

impl Outcome {
    /// 2 if a file could not be read, 1 if some input was bad, 0 otherwise.
    fn exit_code(&self) -> ExitCode {
        match (self.unreadable, self.invalid) {
            (true, _) => ExitCode::from(2),
            (false, true) => ExitCode::from(1),
            (false, false) => ExitCode::SUCCESS,
        }
    }
}

/// Reads each of `files` (standard input when none is named) and gives every puzzle in input
/// order, with [`Job::Invalid`] for bad input (bytes that are not text, a puzzle that does not
/// read), whose reason goes to stderr. A file that cannot be read is reported on stderr and
/// skipped.
fn read_puzzles(files: &[PathBuf]) -> (Jobs, Outcome) {
    let stdin_only = [PathBuf::from("-")];
    let files = if files.is_empty() {
        &stdin_only[..]
    } else {
        files
    };
    let (mut jobs, mut outcome) = (Jobs::default(), Outcome::default());
    for path in files {
        let (text, origin) = match read_input(path) {
            Ok(read) => read,
            // Bytes that are not text are bad input, like a bad puzzle: one `invalid` line.
            Err(e) if matches!(e.problem, formats::Problem::NotText { .. }) => {
                eprintln!("{e}");
                outcome.invalid = true;
                jobs.jobs.push(Job::Invalid);
                continue;
            }
            Err(e) => {
                eprintln!("shudu: {e}");
                outcome.unreadable = true;
                continue;
            }
        };
        for puzzle in formats::puzzles(&text, &origin) {
            jobs.jobs.push(match puzzle {
                Ok(puzzle) => Job::Puzzle {
                    grid: puzzle.grid,
                    origin: jobs.origins.len(),
                    line: puzzle.line,
                },
                Err(e) => {
                    eprintln!("{e}");
                    outcome.invalid = true;
                    Job::Invalid
                }
            });
        }
        jobs.origins.push(origin);
    }
    (jobs, outcome)
}

/// Runs `write` on a buffered standard output (for the generated files: completions, man
/// pages); a broken pipe ends it quietly, as `head` expects.
fn written(write: impl FnOnce(&mut dyn Write) -> io::Result<()>) -> io::Result<ExitCode> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    match write(&mut out) {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => Err(e),
        _ => Ok(ExitCode::SUCCESS),
    }
}

/// Reads the one puzzle of `file` (standard input when `None` or `-`), checks that it has a
/// solution, and hands its candidate grid to `answer`. Bad input prints `invalid` (the reason
/// goes to stderr) and exits 1.
fn one_puzzle(
    file: Option<&Path>,
    answer: impl FnOnce(&Candidates, &mut dyn Write, &Interrupt) -> io::Result<ExitCode>,
) -> io::Result<ExitCode> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let path = file.unwrap_or(Path::new("-"));
    let puzzle = match read_one(path, &mut out)? {
        Ok(puzzle) => puzzle,
        Err(status) => return Ok(status),
    };
    let grid = Candidates::with_marks(&puzzle.grid, puzzle.marks.as_deref());
    let interrupt = Interrupt::watch();
    if let Some(problem) = techniques::contradiction(&grid, interrupt.token()) {
        eprintln!("{}: {problem}", path.display());
        writeln!(out, "invalid")?;
        out.flush()?;
        return Ok(ExitCode::from(1));
    }
    let status = answer(&grid, &mut out, &interrupt)?;
    out.flush()?;
    Ok(status)
}

/// Reads the first puzzle of `path` (`-` is standard input). Bad input prints `invalid` to
/// `out` (the reason to stderr) and gives exit status 1; a file that cannot be read gives 2.
fn read_one(path: &Path, out: &mut impl Write) -> io::Result<Result<formats::Puzzle, ExitCode>> {
    let puzzle = read_input(path).and_then(|(text, origin)| formats::read_text(&text, &origin));
    Ok(match puzzle {
        Ok(puzzle) => Ok(puzzle),
        Err(e) if matches!(e.problem, formats::Problem::Unreadable { .. }) => {
            eprintln!("shudu: {e}");
            Err(ExitCode::from(2))
        }
        Err(e) => {
            eprintln!("{e}");
            writeln!(out, "invalid")?;
            out.flush()?;
            Err(ExitCode::from(1))
        }
    })
}

/// A file's text and its name for messages; `-` is standard input. A short SudokuPad link
/// alone is fetched when `--fetch` allows it (Ctrl+C stops the request and the command).
fn read_input(path: &Path) -> Result<(String, String), FormatError> {
    let (text, origin) = if path.as_os_str() == "-" {
        let origin = "<stdin>".to_string();
        let text = formats::read_limited(io::stdin().lock(), MAX_INPUT_BYTES, &origin)?;
        (text, origin)
    } else {
        let text = formats::read_file(path, MAX_INPUT_BYTES)?;
        (text, path.display().to_string())
    };
    let id = FETCH
        .load(std::sync::atomic::Ordering::Relaxed)
        .then(|| formats::short_sudokupad_id(&text))
        .flatten();
    let Some(id) = id else {
        return Ok((text, origin));
    };
    if io::stderr().is_terminal() {
        eprintln!("{}", t!("cli-fetching", id = &id));
    }
    let interrupt = Interrupt::watch();
    match formats::fetch_sudokupad(&formats::sudokupad_api(), &id, &|| interrupt.hit()) {
        Some(fetched) => fetched,
        None => {
            let _ = Interrupt::report(&t!("cli-fetching", id = &id));
            std::process::exit(i32::from(progress::INTERRUPTED))
        }
    }
}

/// Solves every valid puzzle of `file` (skipping bad ones with a message) until at least one
/// second has passed, and prints the throughput.
fn bench(file: &Path, mode: BenchMode) -> io::Result<ExitCode> {
    let (text, origin) = match read_input(file) {
        Ok(read) => read,
        Err(e) => {
            eprintln!("shudu: {e}");
            return Ok(ExitCode::from(2));
        }
    };
    let mut grids = Vec::new();
    for puzzle in formats::puzzles(&text, &origin) {
        match puzzle {
            Ok(puzzle) => grids.push(puzzle.grid),
            Err(e) => eprintln!("{}", t!("cli-skipped", why = &e)),
        }
    }
    if grids.is_empty() {
        eprintln!("{}", t!("cli-shudu-no-valid-puzzle-to", origin = &origin));
        return Ok(ExitCode::from(1));
    }
    let limit = match mode {
        BenchMode::One => 1,
        BenchMode::Unique => 2,
    };
    // Only Ctrl+C cancels this token.
    let interrupt = Interrupt::watch();
    // The first round may be long on a big file: its bar shows on a terminal.
    let mut progress = progress::Progress::batch();
    // Answers of the first round: no solution, one, the limit or more.
    let mut answers = [0usize; 3];
    let (mut nodes, mut guesses, mut branches, mut rounds) = (0u64, 0u64, 0u64, 0usize);
    let start = Instant::now();
    while rounds == 0 || start.elapsed() < Duration::from_secs(1) {
        for (i, grid) in grids.iter().enumerate() {
            let Ok((count, stats)) = solver::count_only(grid, limit, interrupt.token()) else {
                progress.clear();
                let how_far = t!(
                    "cli-rounds-and-of-puzzles",
                    rounds = &rounds,
                    i = &i,
                    count = &grids.len()
                );
                return Ok(Interrupt::report(&how_far));
            };
            if rounds == 0 {
                answers[count.min(2)] += 1;
                progress.bar(i + 1, grids.len());
            }
            nodes += stats.nodes;
            guesses += stats.guesses;
            branches += stats.branches;
        }
        progress.clear();
        rounds += 1;
    }
    let seconds = start.elapsed().as_secs_f64();
    let total = grids.len() * rounds;
    let [none, one, more] = answers;
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "{origin}: {} puzzles (no solution {none}, one {one}, more {more}), mode {mode:?}, \
         {rounds} rounds, {:.1} nodes, {:.1} guesses and {:.1} branch points (as tdoku counts \
         guesses) a puzzle",
        grids.len(),
        nodes as f64 / total as f64,
        guesses as f64 / total as f64,
        branches as f64 / total as f64,
    )?;
    writeln!(
        out,
        "{total} puzzles in {seconds:.3} s: {:.0} puzzles/s",
        total as f64 / seconds
    )?;
    Ok(ExitCode::SUCCESS)
}
