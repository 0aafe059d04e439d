//! The solver lab: the search algorithms that Sudoku tutorials teach, and Shudu's own engine,
//! as step machines that report every digit they write and every digit they take back.
//!
//! A [`Run`] is an [`Iterator`] of [`Event`]s: `place r1c3=4`, `undo r1c3`. Each call does a
//! bounded amount of work (at most one cell's candidates, or one propagation of the engine),
//! so a caller can animate a search step by step, print it, or run it to the end, and stop it
//! whenever it likes: nothing but the current board and the choices on the stack is kept,
//! however many millions of steps the search takes.
//!
//! The four algorithms ([`Algorithm`]):
//! - **row-major**: the tutorials' depth-first search. Visit the empty cells in row-major order;
//!   in each, try the digits from 1 up and write the first that no peer (row, column, box)
//!   holds; go on to the next empty cell; when a cell has no digit left, clear the cell before
//!   it and try that one's next digit. Stop at the first solution.
//! - **fewest-blanks**: the same search with an explicit stack and a smarter order. The next
//!   cell is the last empty cell (in row-major order) of a box that has all but one of its
//!   cells filled, else the empty cell whose row and column together have
//!   the fewest blanks (the first in row-major order on a tie). The grid is solved when its
//!   digits add up to 405 (on other sizes `N * N(N+1)/2`, which a grid of valid placements
//!   reaches only when full).
//! - **bitmask**: each row, column and box keeps a bit mask of the digits it holds; a cell's
//!   candidates are the bits in none of its three masks. The next cell is the one with the
//!   fewest candidates (the first in row-major order on a tie), and its candidates are tried
//!   lowest bit first.
//! - **engine**: Shudu's all-shapes engine ([`crate::solver::generic`]): propagation of naked
//!   and hidden singles (and locked candidates once the search passes 64 nodes), then a guess
//!   on a cell with the fewest candidates, or on a digit that a unit holds in two cells. The
//!   lab drives the engine's own propagation and choice step by step, so it makes the same decisions,
//!   node for node and guess for guess, as [`crate::solver::count_solutions_with`] with
//!   [`crate::solver::Engine::Generic`] (the 9x9 engine searches in bands, which cannot be shown
//!   cell by cell; the all-shapes engine is the one watched, on every size).
//!
//! Every algorithm works on every shape from 4x4 to 25x25.
//!
//! # The counters ([`Counters`])
//! - **placements**: every digit written into a cell (for the engine, a guess and every single
//!   its propagation places, including those written before a contradiction shows).
//! - **backtracks**: dead ends. A backtrack is one step back: the search finds that the
//!   position it is in cannot be completed and returns to the choice before it. For the three
//!   depth-first searches that is a cell with no digit left to try (none fits, or every one has
//!   failed): one backtrack, and the digit of the cell before is cleared. For the engine it is a
//!   search node that ends without a solution: a propagation that runs into a contradiction, or
//!   a guess whose options have all failed. A search that proves a puzzle has no solution
//!   ends with one last backtrack out of its first cell. In every case it equals the number of
//!   calls that return "no solution" in the recursive form of the algorithm.
//! - **cells visited**: the times the search chose a cell to work on (for the engine, a guess:
//!   a cell, or a digit in a unit).
//! - **depth**: the choices on the stack now (for the engine, the guesses).
//!
//! ```
//! use shudu::board::{Grid, Shape};
//! use shudu::lab::{Algorithm, Outcome, Run};
//!
//! let line = "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5";
//! let values: Vec<u8> = line.bytes().map(|b| b.saturating_sub(b'0') % 10).collect();
//! let grid = Grid::from_values(Shape::NINE, &values).unwrap();
//! let mut run = Run::new(Algorithm::RowMajor, &grid);
//! let first = run.next().unwrap();
//! assert_eq!(first.to_string(), "place r1c2=2");
//! run.by_ref().for_each(drop);
//! assert_eq!(run.outcome(), Outcome::Solved);
//! ```

mod dfs;
mod engine;
pub mod player;

use crate::board::{Cell, Digit, Grid};
use crate::solver::{CancelToken, Cancelled};
use dfs::Dfs;
use engine::EngineRun;
pub use player::Player;
use std::fmt;
use std::time::Duration;
use web_time::Instant;

/// A search algorithm the lab can run.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum Algorithm {
    /// The tutorials' depth-first search in row-major order (the default: the one the lessons
    /// start from).
    #[default]
    RowMajor,
    /// Depth-first search with an explicit stack, the cell with the fewest blanks first.
    FewestBlanks,
    /// Depth-first search on bit masks, the cell with the fewest candidates first.
    Bitmask,
    /// Shudu's all-shapes engine: propagation, then guesses.
    Engine,
}

impl Algorithm {
    /// Every algorithm, from the simplest to Shudu's engine.
    pub const ALL: [Algorithm; 4] = [
        Algorithm::RowMajor,
        Algorithm::FewestBlanks,
        Algorithm::Bitmask,
        Algorithm::Engine,
    ];

    /// The name on the command line: `row-major`, `fewest-blanks`, `bitmask`, `engine`.
    pub fn name(self) -> &'static str {
        self.row().0
    }

    /// The algorithm a command-line name stands for.
    pub fn from_name(name: &str) -> Option<Algorithm> {
        Algorithm::ALL.into_iter().find(|a| a.name() == name)
    }

    /// A title for people, in the current language.
    pub fn title(self) -> String {
        (self.row().1)()
    }

    /// How the algorithm works, for a learner: what it tries next and why (in the current
    /// language).
    pub fn explanation(self) -> String {
        (self.row().2)()
    }

    /// The table: an algorithm's command-line name, title and explanation.
    fn row(self) -> (&'static str, Text, Text) {
        use crate::t;
        match self {
            Algorithm::RowMajor => (
                "row-major",
                || t!("lab-title-row-major"),
                || t!("lab-explain-row-major"),
            ),
            Algorithm::FewestBlanks => (
                "fewest-blanks",
                || t!("lab-title-fewest-blanks"),
                || t!("lab-explain-fewest-blanks"),
            ),
            Algorithm::Bitmask => (
                "bitmask",
                || t!("lab-title-bitmask"),
                || t!("lab-explain-bitmask"),
            ),
            Algorithm::Engine => (
                "engine",
                || t!("lab-title-engine"),
                || t!("lab-explain-engine"),
            ),
        }
    }
}

/// A text in the current language.
type Text = fn() -> String;

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One change the search made to the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    /// A digit written into an empty cell.
    Place {
        /// Where.
        cell: Cell,
        /// Which digit.
        digit: Digit,
    },
    /// A digit taken back: the cell is empty again.
    Undo {
        /// Where.
        cell: Cell,
    },
}

impl Event {
    /// The cell the event changes.
    pub fn cell(self) -> Cell {
        match self {
            Event::Place { cell, .. } | Event::Undo { cell } => cell,
        }
    }
}

impl fmt::Display for Event {
    /// `place r1c3=4` or `undo r1c3`, as `shudu trace --steps` prints it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Place { cell, digit } => write!(f, "place {cell}={digit}"),
            Event::Undo { cell } => write!(f, "undo {cell}"),
        }
    }
}

/// What a search has done so far (see the module docs for the exact definitions).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Counters {
    /// Digits written into cells.
    pub placements: u64,
    /// Dead ends: steps back to an earlier choice.
    pub backtracks: u64,
    /// Times the search chose a cell to work on.
    pub visited: u64,
    /// Choices on the stack now.
    pub depth: usize,
    /// The most choices there ever were on the stack.
    pub max_depth: usize,
}

impl Counters {
    fn push(&mut self) {
        self.depth += 1;
        self.max_depth = self.max_depth.max(self.depth);
    }

    fn pop(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }
}

/// Where a search stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Outcome {
    /// Still searching.
    Running,
    /// The board holds a solution.
    Solved,
    /// Every choice failed: the puzzle has no solution.
    Unsolvable,
}

/// One search under way: an iterator of [`Event`]s that ends when the search does.
#[derive(Debug, Clone)]
pub struct Run {
    algorithm: Algorithm,
    search: Search,
}

#[derive(Debug, Clone)]
enum Search {
    Dfs(Dfs),
    Engine(EngineRun),
}

/// How many steps [`Run::finish`] takes between looks at its cancel token.
const CANCEL_PERIOD: u64 = 1 << 16;

impl Run {
    /// A search of `grid` by `algorithm`, not started yet. Every filled cell counts as fixed.
    /// A grid whose filled cells already clash has no solution: the run ends at once, with
    /// nothing placed.
    pub fn new(algorithm: Algorithm, grid: &Grid) -> Run {
        let search = match algorithm {
            Algorithm::RowMajor => Search::Dfs(Dfs::new(dfs::Order::RowMajor, grid)),
            Algorithm::FewestBlanks => Search::Dfs(Dfs::new(dfs::Order::FewestBlanks, grid)),
            Algorithm::Bitmask => Search::Dfs(Dfs::new(dfs::Order::Bitmask, grid)),
            Algorithm::Engine => Search::Engine(EngineRun::new(grid)),
        };
        Run { algorithm, search }
    }

    /// The algorithm running.
    pub fn algorithm(&self) -> Algorithm {
        self.algorithm
    }

    /// The counters so far.
    pub fn counters(&self) -> Counters {
        match &self.search {
            Search::Dfs(s) => s.counters(),
            Search::Engine(s) => s.counters(),
        }
    }

    /// Whether the search is still going, and how it ended.
    pub fn outcome(&self) -> Outcome {
        match &self.search {
            Search::Dfs(s) => s.outcome(),
            Search::Engine(s) => s.outcome(),
        }
    }

    /// The board now, row-major (0 for an empty cell): the filled cells of the grid and every
    /// event returned so far.
    pub fn values(&self) -> &[u8] {
        match &self.search {
            Search::Dfs(s) => s.values(),
            Search::Engine(s) => s.values(),
        }
    }

    /// The cell the search is working on (for the engine, its latest guess), if any.
    pub fn current(&self) -> Option<Cell> {
        match &self.search {
            Search::Dfs(s) => s.current(),
            Search::Engine(s) => s.current(),
        }
    }

    /// Runs the search to its end without reporting events, looking at `cancel` every few
    /// tens of thousands of steps. On `Err`, the run stands where it stopped and may go on.
    pub fn finish(&mut self, cancel: &CancelToken) -> Result<Outcome, Cancelled> {
        let mut steps = 0u64;
        while self.next().is_some() {
            steps += 1;
            if steps.is_multiple_of(CANCEL_PERIOD) && cancel.is_cancelled() {
                return Err(Cancelled);
            }
        }
        Ok(self.outcome())
    }
}

impl Iterator for Run {
    type Item = Event;

    /// The next change the search makes, or `None` once it has ended.
    fn next(&mut self) -> Option<Event> {
        match &mut self.search {
            Search::Dfs(s) => s.step(),
            Search::Engine(s) => s.step(),
        }
    }
}

/// Steps a run took in one go, each with the counters right after it, for a caller that shows
/// them one by one (the window's lab view gets them from the worker thread).
#[derive(Debug, Clone)]
pub struct Batch {
    /// The run, where the last step left it.
    pub run: Run,
    /// The events, each with the counters after it.
    pub events: Vec<(Event, Counters)>,
    /// The time the steps took.
    pub elapsed: Duration,
}

/// How often [`advance`] looks at its cancel token, in steps.
const BATCH_CANCEL_PERIOD: usize = 4096;

/// Takes up to `steps` steps of `run` (fewer when the search ends first).
pub fn advance(mut run: Run, steps: usize, cancel: &CancelToken) -> Result<Batch, Cancelled> {
    let start = Instant::now();
    let mut events = Vec::with_capacity(steps.min(1 << 16));
    while events.len() < steps {
        if events.len() % BATCH_CANCEL_PERIOD == BATCH_CANCEL_PERIOD - 1 && cancel.is_cancelled() {
            return Err(Cancelled);
        }
        let Some(event) = run.next() else { break };
        events.push((event, run.counters()));
    }
    Ok(Batch {
        run,
        events,
        elapsed: start.elapsed(),
    })
}

/// One algorithm's result on one puzzle.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Comparison {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// Its counters at the end.
    pub counters: Counters,
    /// The time it took.
    pub elapsed: Duration,
    /// How it ended: [`Outcome::Running`] when it was stopped at the time cap.
    pub outcome: Outcome,
}

/// Runs every algorithm on `grid` to its end, one after the other, each for at most `cap`.
pub fn compare(
    grid: &Grid,
    cap: Duration,
    cancel: &CancelToken,
) -> Result<Vec<Comparison>, Cancelled> {
    let mut rows = Vec::new();
    for algorithm in Algorithm::ALL {
        let mut run = Run::new(algorithm, grid);
        let start = Instant::now();
        let capped = match start.checked_add(cap) {
            Some(deadline) => cancel.with_deadline(deadline),
            None => cancel.clone(),
        };
        let outcome = match run.finish(&capped) {
            Ok(outcome) => outcome,
            // The caller's cancel, or only the cap?
            Err(Cancelled) if cancel.is_cancelled() => return Err(Cancelled),
            Err(Cancelled) => Outcome::Running,
        };
        rows.push(Comparison {
            algorithm,
            counters: run.counters(),
            elapsed: start.elapsed(),
            outcome,
        });
    }
    Ok(rows)
}

/// A duration as `0.042 ms`, `12.345 ms` or `3.210 s`.
pub fn duration_text(elapsed: Duration) -> String {
    if elapsed < Duration::from_secs(1) {
        format!("{:.3} ms", elapsed.as_secs_f64() * 1000.0)
    } else {
        format!("{:.3} s", elapsed.as_secs_f64())
    }
}
