//! What every long subcommand shares: a progress line on a terminal's stderr and Ctrl+C.
//!
//! - [`Progress`] draws on stderr, and only when stderr is a terminal: a bar `[####    ]
//!   120/1000` for a batch (from its first answer on), or a status line (`explain`: steps found
//!   and cells left; `trace`: placements and backtracks; `hint`: the time searched) for the
//!   work on one puzzle once it has run longer than [`QUIET`] ([`with_status`] draws it from
//!   another thread while a search runs). It redraws at most every [`REDRAW`]; when stdout is the same
//!   terminal, it is erased before the lines written there and drawn again below them.
//!   Stdout's bytes are the same with or without it.
//! - [`Interrupt`] turns Ctrl+C (SIGINT) into a cancelled [`CancelToken`]: every search made
//!   from [`Interrupt::token`] stops within milliseconds, the command prints the lines already
//!   answered, says on stderr how far it got (`interrupted after 120 of 1000 puzzles`) and
//!   exits with [`INTERRUPTED`] (130, as a shell reports a process Ctrl+C ended). While the
//!   command still reads its input (which may be a terminal), and at a second Ctrl+C, the
//!   process ends at once.

use crate::solver::CancelToken;
use crate::t;
use std::io::{self, IsTerminal};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::{Duration, Instant};

/// The exit status of a command stopped by Ctrl+C: 128 + SIGINT, as shells report it.
pub(super) const INTERRUPTED: u8 = 130;
/// How long the work on one puzzle runs before its status line appears: quick answers never
/// flicker.
const QUIET: Duration = Duration::from_millis(500);
/// The shortest time between two draws.
const REDRAW: Duration = Duration::from_millis(100);
/// The width of the bar, in characters.
const BAR_WIDTH: usize = 40;

/// A progress line on stderr, drawn only when stderr is a terminal.
#[derive(Debug)]
pub(super) struct Progress {
    /// Whether to draw at all.
    on: bool,
    /// No draw before this instant.
    next_draw: Instant,
    /// The width of the line on screen now (0: nothing to erase).
    shown: usize,
    /// Whether stdout is a terminal too (the line is then erased before each output).
    shared: bool,
}

impl Progress {
    /// The bar of a batch: drawn from the first answer on.
    pub(super) fn batch() -> Progress {
        Progress::after(Duration::ZERO)
    }

    /// The status of the work on one puzzle: drawn once it has run longer than [`QUIET`].
    pub(super) fn single() -> Progress {
        Progress::after(QUIET)
    }

    /// No progress at all, even on a terminal (for a run whose stdout shows it already).
    pub(super) fn off() -> Progress {
        Progress {
            on: false,
            next_draw: Instant::now(),
            shown: 0,
            shared: false,
        }
    }

    fn after(quiet: Duration) -> Progress {
        Progress {
            on: io::stderr().is_terminal(),
            next_draw: Instant::now() + quiet,
            shown: 0,
            shared: io::stdout().is_terminal(),
        }
    }

    /// Whether a draw now would show (the caller may then flush stdout first).
    pub(super) fn due(&self) -> bool {
        self.on && Instant::now() >= self.next_draw
    }

    /// Draws the batch bar for `done` of `total`, if a draw is [due](Progress::due).
    pub(super) fn bar(&mut self, done: usize, total: usize) {
        if self.due() {
            let filled = done.min(total) * BAR_WIDTH / total.max(1);
            let bar = format!(
                "[{}{}] {done}/{total}",
                "#".repeat(filled),
                " ".repeat(BAR_WIDTH - filled)
            );
            self.draw(&bar);
        }
    }

    /// Draws the status line `text()`, if a draw is [due](Progress::due) (`text` is not
    /// called otherwise).
    pub(super) fn status(&mut self, text: impl FnOnce() -> String) {
        if self.due() {
            self.draw(&text());
        }
    }

    fn draw(&mut self, line: &str) {
        let width = line.chars().count();
        let pad = self.shown.saturating_sub(width);
        eprint!("\r{line}{:pad$}", "");
        self.shown = width;
        self.next_draw = Instant::now() + REDRAW;
    }

    /// Makes way for output on stdout: when stdout is the same terminal, erases the line and
    /// makes the next draw [due](Progress::due) at once (the caller writes its lines, flushes
    /// them and draws again).
    pub(super) fn before_output(&mut self) {
        if self.shared && self.shown > 0 {
            self.clear();
            self.next_draw = Instant::now();
        }
    }

    /// Erases the line, if one is shown (at the end).
    pub(super) fn clear(&mut self) {
        if self.shown > 0 {
            eprint!("\r{:width$}\r", "", width = self.shown);
            self.shown = 0;
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.clear();
    }
}

/// Runs `work` on this thread while, when stderr is a terminal, another draws the status line
/// `status()` once `work` has run longer than [`QUIET`], redrawing it every [`REDRAW`]; the
/// line is erased before this returns. For a long search on one puzzle that prints nothing
/// until it ends.
pub(super) fn with_status<R>(status: impl Fn() -> String + Sync, work: impl FnOnce() -> R) -> R {
    let mut progress = Progress::single();
    if !progress.on {
        return work();
    }
    let (stop, stopped) = mpsc::channel::<()>();
    std::thread::scope(|scope| {
        let status = &status;
        scope.spawn(move || {
            // Ends as soon as `stop` is dropped.
            while stopped.recv_timeout(REDRAW) == Err(RecvTimeoutError::Timeout) {
                progress.status(status);
            }
        });
        let result = work();
        drop(stop);
        result
    })
}

/// Ctrl+C for one command: see the module docs.
#[derive(Debug)]
pub(super) struct Interrupt {
    /// Cancelled at the first Ctrl+C.
    token: CancelToken,
}

impl Interrupt {
    /// Starts watching for Ctrl+C: the first cancels [`Interrupt::token`], a second ends the
    /// process at once with [`INTERRUPTED`]. A command calls it once it has read its input,
    /// so that Ctrl+C while it waits for input on a terminal ends it at once, as by default.
    pub(super) fn watch() -> Interrupt {
        use signal_hook::consts::SIGINT;
        use signal_hook::flag;
        let cancelled = Arc::new(AtomicBool::new(false));
        // The second action raises the flag; the first ends the process if it is raised
        // already. Registering fails only for signals that cannot be caught, not SIGINT;
        // should it fail, Ctrl+C keeps its default action.
        let exit = i32::from(INTERRUPTED);
        let _ = flag::register_conditional_shutdown(SIGINT, exit, Arc::clone(&cancelled))
            .and_then(|_| flag::register(SIGINT, Arc::clone(&cancelled)));
        Interrupt {
            token: CancelToken::from_flag(cancelled),
        }
    }

    /// The token every search of the command derives from (with a deadline, if it has one).
    pub(super) fn token(&self) -> &CancelToken {
        &self.token
    }

    /// Whether Ctrl+C stopped the command.
    pub(super) fn hit(&self) -> bool {
        self.token.is_cancelled()
    }

    /// Says on stderr how far the command got (`interrupted after {how_far}`) and gives
    /// [`INTERRUPTED`].
    pub(super) fn report(how_far: &str) -> ExitCode {
        eprintln!("{}", t!("cli-shudu-interrupted-after", how_far = &how_far));
        ExitCode::from(INTERRUPTED)
    }
}
