//! Exact search: whether a grid has no solution, one, or several; counting up to a limit;
//! cancellation; statistics.
//!
//! Two engines share one contract. [`nine`] is a bit-parallel 9x9 solver that keeps, for each
//! digit and each band of three rows, a 27-bit set of the cells where the digit may still go;
//! [`generic`] handles every shape from 4x4 to 25x25 with a digit set per cell. Both propagate
//! naked and hidden singles and neither touches the heap inside the search; the generic engine
//! guesses on a cell with the fewest candidates, the 9x9 one also applies the minirow rule and
//! branches on a digit's configurations in a band or stack (see [`nine`]). [`textbook`] is the plain backtracking that tutorials teach,
//! kept as an independent oracle.
//!
//! ```
//! use shudu::board::{Grid, Shape};
//! use shudu::solver::{self, CancelToken, Verdict};
//!
//! let line = "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5";
//! let values: Vec<u8> = line.bytes().map(|b| b.saturating_sub(b'0') % 10).collect();
//! let grid = Grid::from_values(Shape::NINE, &values).unwrap();
//! let analysis = solver::analyse(&grid, &CancelToken::new()).unwrap();
//! assert!(matches!(analysis.verdict, Verdict::Unique(_)));
//! ```

mod cancel;
pub mod generic;
pub mod nine;
mod possible;
pub mod textbook;
mod variant;

pub use cancel::{CancelToken, Cancelled, Contradiction};
pub use possible::{first_on_a_solution, true_candidates};
pub(crate) use variant::{
    DeepRefutation, Refutation, clue_alone, deep_refutations, failed_literals, probing_stalls,
    refutations,
};

use crate::board::{Grid, Shape};

/// Work done by a search.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Stats {
    /// Search nodes visited (propagations run).
    pub nodes: u64,
    /// Guesses made: options tried at branch points (a cell's digits, or a digit's
    /// configurations in a band or stack for the 9x9 engine).
    pub guesses: u64,
    /// Branch points as a binary search counts them: options tried other than the last one at
    /// their branch point (the last follows from the others failing, so it is no guess).
    pub branches: u64,
}

/// The three answers a player can get about a grid.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Verdict {
    /// No way to complete the grid.
    Unsolvable,
    /// Exactly one completion.
    Unique(Grid),
    /// At least two completions; here are two that differ.
    Multiple(Grid, Grid),
}

/// A [`Verdict`] with the work it took.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Analysis {
    /// What the grid allows.
    pub verdict: Verdict,
    /// The search's statistics.
    pub stats: Stats,
}

/// The result of counting solutions up to a limit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solutions {
    /// Solutions found: the true count if below the limit, else the limit.
    pub count: usize,
    /// The first two solutions found (fewer if fewer exist or the limit is lower).
    pub found: Vec<Grid>,
    /// The search's statistics.
    pub stats: Stats,
}

/// Which search engine to use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Engine {
    /// The fastest engine for the shape: [`nine`] for 9x9, [`generic`] otherwise.
    #[default]
    Auto,
    /// The all-shapes engine, whatever the shape (used to cross-check the 9x9 engine).
    Generic,
}

/// Whether `grid` has no solution, exactly one, or several. Every filled cell counts as fixed.
pub fn analyse(grid: &Grid, cancel: &CancelToken) -> Result<Analysis, Cancelled> {
    let Solutions {
        mut found, stats, ..
    } = count_solutions(grid, 2, cancel)?;
    let verdict = match (found.pop(), found.pop()) {
        (Some(second), Some(first)) => Verdict::Multiple(first, second),
        (Some(only), None) => Verdict::Unique(only),
        _ => Verdict::Unsolvable,
    };
    Ok(Analysis { verdict, stats })
}

/// One solution of `grid`, if it has any (the first found, even if there are several).
pub fn solve_one(grid: &Grid, cancel: &CancelToken) -> Result<Option<Grid>, Cancelled> {
    Ok(count_solutions(grid, 1, cancel)?.found.pop())
}

/// Counts the solutions of `grid`, stopping at `limit` (a limit of 0 counts as 1).
pub fn count_solutions(
    grid: &Grid,
    limit: usize,
    cancel: &CancelToken,
) -> Result<Solutions, Cancelled> {
    count_solutions_with(Engine::Auto, grid, limit, cancel)
}

/// [`count_solutions`] with a chosen engine.
pub fn count_solutions_with(
    engine: Engine,
    grid: &Grid,
    limit: usize,
    cancel: &CancelToken,
) -> Result<Solutions, Cancelled> {
    let mut sink = Sink::new(limit.max(1), KEPT_SOLUTIONS, cancel);
    run(engine, grid, &mut sink);
    if sink.cancelled {
        return Err(Cancelled);
    }
    Ok(solutions(grid, sink))
}

/// Counts the solutions of `grid` up to `limit` without keeping any: the fastest question,
/// for benchmarks and batch counting. Returns the count and the statistics.
pub fn count_only(
    grid: &Grid,
    limit: usize,
    cancel: &CancelToken,
) -> Result<(usize, Stats), Cancelled> {
    let mut sink = Sink::new(limit.max(1), 0, cancel);
    run(Engine::Auto, grid, &mut sink);
    if sink.cancelled {
        return Err(Cancelled);
    }
    Ok((sink.count, sink.stats))
}

/// A random solution of `grid` (any rules), drawn from `seed`: the search tries each cell's
/// digits in a random order. `Ok(None)` if the grid has no solution, or none was found within
/// `max_nodes` search nodes. For classic grids the generator's own filling is faster; this
/// serves every rule.
pub fn random_solution(
    grid: &Grid,
    seed: u64,
    max_nodes: u64,
    cancel: &CancelToken,
) -> Result<Option<Grid>, Cancelled> {
    let mut sink = Sink::new(1, 1, cancel);
    sink.max_nodes = max_nodes;
    variant::search(
        &grid.constraints(),
        grid.values(),
        variant::Order::Random(seed),
        &mut sink,
    );
    if sink.cancelled {
        return Err(Cancelled);
    }
    Ok(solutions(grid, sink).found.pop())
}

/// [`count_solutions`] that gives up after visiting `max_nodes` search nodes: `Ok(None)` then.
/// The bound is a count, not a time, so the answer is the same on every machine (a
/// generator's "too costly to prove").
pub fn count_within(
    grid: &Grid,
    limit: usize,
    max_nodes: u64,
    cancel: &CancelToken,
) -> Result<Option<Solutions>, Cancelled> {
    let mut sink = Sink::new(limit.max(1), KEPT_SOLUTIONS, cancel);
    sink.max_nodes = max_nodes;
    run(Engine::Auto, grid, &mut sink);
    if sink.cancelled {
        return Err(Cancelled);
    }
    if sink.gave_up {
        return Ok(None);
    }
    Ok(Some(solutions(grid, sink)))
}

/// Whether `grid`, one of whose solutions is `solution`, has no other, within `max_nodes`
/// search nodes (`Ok(None)` past them). Under rules the search tries each cell's digit in
/// `solution` first, so it meets that one at once and spends its nodes on a second one (most
/// grids a generator tries are not unique). A classic grid is counted as [`count_within`]
/// does: its engines order digits their own way.
pub fn unique_within(
    grid: &Grid,
    solution: &Grid,
    max_nodes: u64,
    cancel: &CancelToken,
) -> Result<Option<bool>, Cancelled> {
    if grid.is_classic() {
        return Ok(count_within(grid, 2, max_nodes, cancel)?.map(|s| s.count == 1));
    }
    unique_by(max_nodes, cancel, |sink| {
        let order = variant::Order::SolutionFirst(solution.values());
        variant::search(&grid.constraints(), grid.values(), order, sink);
    })
}

/// Whether `search`, counting to two within `max_nodes` nodes, finds one solution.
fn unique_by(
    max_nodes: u64,
    cancel: &CancelToken,
    search: impl FnOnce(&mut Sink),
) -> Result<Option<bool>, Cancelled> {
    let mut sink = Sink::new(2, 0, cancel);
    sink.max_nodes = max_nodes;
    search(&mut sink);
    if sink.cancelled {
        return Err(Cancelled);
    }
    if sink.gave_up {
        return Ok(None);
    }
    Ok(Some(sink.count == 1))
}

/// [`unique_within`] for many grids that share one solution: a generator's checks as it
/// takes givens away. The solution's rules are made into the search's model once, on the
/// first grid under them; most checks take a node or two, so building the model was most
/// of their cost.
pub struct Checker<'c> {
    solution: &'c Grid,
    constraints: &'c crate::board::Constraints,
    prepared: std::cell::OnceCell<variant::Prepared<'c>>,
}

impl Checker<'_> {
    /// Runs `check` with a checker for grids that `solution` solves.
    pub fn with<R>(solution: &Grid, check: impl FnOnce(&Checker) -> R) -> R {
        let constraints = solution.constraints();
        let checker = Checker {
            solution,
            constraints: &constraints,
            prepared: std::cell::OnceCell::new(),
        };
        check(&checker)
    }

    /// [`unique_within`] for `grid` and the checker's solution. A grid under other rules than
    /// the solution's (fewer clues, say) is searched with a model of its own.
    pub fn unique_within(
        &self,
        grid: &Grid,
        max_nodes: u64,
        cancel: &CancelToken,
    ) -> Result<Option<bool>, Cancelled> {
        if grid.is_classic() || grid.rules() != self.solution.rules() {
            return unique_within(grid, self.solution, max_nodes, cancel);
        }
        let prepared = self
            .prepared
            .get_or_init(|| variant::Prepared::new(self.constraints));
        unique_by(max_nodes, cancel, |sink| {
            let order = variant::Order::SolutionFirst(self.solution.values());
            prepared.search(grid.values(), order, sink);
        })
    }
}

/// The grids of the solutions `sink` kept, with their count and the statistics.
fn solutions(grid: &Grid, sink: Sink) -> Solutions {
    let found = sink
        .solutions
        .into_iter()
        .map(|values| {
            let mut solution = grid.clone();
            for (cell, value) in grid.shape().cells().zip(values) {
                solution.set_value(cell, crate::board::Digit::new(value));
            }
            solution
        })
        .collect();
    Solutions {
        count: sink.count,
        found,
        stats: sink.stats,
    }
}

fn run(engine: Engine, grid: &Grid, sink: &mut Sink) {
    Searcher::new(engine, grid).search(grid.values(), sink);
}

/// The engine for one grid's shape and rules, to search it with any values.
struct Searcher {
    shape: Shape,
    /// The rules' tables when the grid has rules beyond classic Sudoku's.
    constraints: Option<crate::board::Constraints>,
    /// Whether a classic 9x9 grid goes to [`nine`].
    nine: bool,
}

impl Searcher {
    /// The engine for `grid`: the variant engine for rules, [`nine`] for classic 9x9 (unless
    /// `engine` asks for the generic one), [`generic`] otherwise.
    fn new(engine: Engine, grid: &Grid) -> Searcher {
        Searcher {
            shape: grid.shape(),
            constraints: (!grid.is_classic()).then(|| grid.constraints()),
            nine: grid.shape() == Shape::NINE && engine == Engine::Auto,
        }
    }

    /// Searches the grid with `values` (row-major, 0 empty), reporting to `sink`.
    fn search(&self, values: &[u8], sink: &mut Sink) {
        match &self.constraints {
            Some(constraints) => {
                variant::search(constraints, values, variant::Order::Increasing, sink)
            }
            None if self.nine => nine::search(values, sink),
            None => generic::search(self.shape, values, sink),
        }
    }
}

/// Where the engines report solutions, and how they learn to stop.
pub(crate) struct Sink<'a> {
    limit: usize,
    keep: usize,
    count: usize,
    solutions: Vec<Vec<u8>>,
    stats: Stats,
    cancel: &'a CancelToken,
    cancelled: bool,
    /// The most nodes the search may visit before it gives up.
    max_nodes: u64,
    /// Whether it gave up at `max_nodes`.
    gave_up: bool,
}

/// Solutions kept for callers that want them; more are counted but not stored.
const KEPT_SOLUTIONS: usize = 2;

impl<'a> Sink<'a> {
    fn new(limit: usize, keep: usize, cancel: &'a CancelToken) -> Self {
        Sink {
            limit,
            keep,
            count: 0,
            solutions: Vec::new(),
            stats: Stats::default(),
            cancel,
            cancelled: false,
            max_nodes: u64::MAX,
            gave_up: false,
        }
    }

    /// Counts a node; every `period` nodes (a power of two) looks at the cancel token. Returns
    /// true when the search must stop.
    #[inline]
    fn node(&mut self, period: u64) -> bool {
        self.stats.nodes += 1;
        if self.stats.nodes & (period - 1) == 0 && self.cancel.is_cancelled() {
            self.cancelled = true;
        }
        if self.stats.nodes > self.max_nodes {
            self.gave_up = true;
        }
        self.cancelled || self.gave_up
    }

    /// Records a solution (written by `write` only if kept). Returns true when the search must
    /// stop because the limit is reached.
    fn solution(&mut self, write: impl FnOnce(&mut Vec<u8>)) -> bool {
        self.count += 1;
        if self.solutions.len() < self.keep {
            let mut values = Vec::new();
            write(&mut values);
            self.solutions.push(values);
        }
        self.count >= self.limit
    }
}
