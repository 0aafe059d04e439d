//! Runs the techniques: every step each one finds, the easiest next step, and the whole
//! logical path of a puzzle.

use super::als::Als;
use super::basic::{intersections, singles, subsets};
use super::chains::Graph;
use super::chains::{self, forcing};
use super::context::{Context, Shared};
use super::patterns::{coloring, fish, single_digit, sue_de_coq, templates, wings};
use super::technique::Family;
use super::{Candidates, Step, Technique, als, cell_name, house_name, uniqueness, variant};
use crate::solver::{CancelToken, Cancelled};
use std::collections::HashSet;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::sync::Arc;
use std::time::Duration;
use web_time::Instant;

/// One technique's search in progress: the grid, the steps found so far, whether the first
/// step is enough, and the grid's [`Context`] (what several techniques share).
pub struct Search<'a> {
    /// The grid searched.
    pub grid: &'a Candidates,
    /// Stop at the first step found.
    pub first_only: bool,
    /// What was found.
    pub steps: Vec<Step>,
    cancel: &'a CancelToken,
    context: &'a mut Context,
    /// How the steps found are told apart, with the keys of those kept.
    distinct: Distinct,
    /// The most steps kept: the search stops when it has this many.
    most: usize,
}

/// Which steps a [`Search`] keeps as distinct, with the hashes of the keys of those kept.
#[derive(Default)]
struct Distinct {
    /// Steps that make the same changes with the same technique are one (the all-steps
    /// listing: its lines show only the technique and the changes).
    by_effects: bool,
    hashes: HashSet<u64>,
}

impl Distinct {
    /// The hash of `step`'s key: the whole step, or its technique and changes.
    fn hash(&self, step: &Step) -> u64 {
        let mut hasher = DefaultHasher::new();
        if self.by_effects {
            (step.technique, &step.placements, &step.eliminations).hash(&mut hasher);
        } else {
            step.hash(&mut hasher);
        }
        hasher.finish()
    }

    /// Whether `a` and `b` have the same key.
    fn same(&self, a: &Step, b: &Step) -> bool {
        if self.by_effects {
            a.technique == b.technique
                && a.placements == b.placements
                && a.eliminations == b.eliminations
        } else {
            a == b
        }
    }
}

impl Search<'_> {
    /// Records a step (ignoring one that changes nothing); true when the search should stop.
    pub fn push(&mut self, mut step: Step) -> bool {
        if !step.is_empty() {
            step.normalise();
            if self.is_new(&step) {
                self.steps.push(step);
            }
        }
        self.done()
    }

    /// Whether `step` (normalised) is none of the steps kept; remembers its key.
    fn is_new(&mut self, step: &Step) -> bool {
        let hash = self.distinct.hash(step);
        if self.distinct.hashes.insert(hash) {
            return true;
        }
        // The same hash: most likely the same key; look (rarely needed).
        let distinct = &self.distinct;
        !self.steps.iter().any(|kept| distinct.same(kept, step))
    }

    /// Whether a step of `technique` eliminating `eliminations` (sorted, nothing placed)
    /// would be a new one: lets a search that lists every step skip writing the explanation
    /// of one it would drop. Always true when whole steps are told apart.
    pub(in crate::techniques) fn would_keep(
        &self,
        technique: Technique,
        eliminations: &[(usize, crate::board::Digit)],
    ) -> bool {
        if !self.distinct.by_effects {
            return true;
        }
        let placements: &[(usize, crate::board::Digit)] = &[];
        let mut hasher = DefaultHasher::new();
        (technique, placements, eliminations).hash(&mut hasher);
        !self.distinct.hashes.contains(&hasher.finish())
    }

    /// The token that stops the search.
    pub(in crate::techniques) fn cancel(&self) -> &CancelToken {
        self.cancel
    }

    /// A search of the same grid with the same cancel token and context that collects every
    /// step: for a search that finds the steps of several techniques at once.
    pub fn collecting(&mut self) -> Search<'_> {
        Search {
            grid: self.grid,
            first_only: false,
            steps: Vec::new(),
            cancel: self.cancel,
            context: self.context,
            distinct: Distinct::default(),
            most: usize::MAX,
        }
    }

    /// The steps `compute` finds, one list per technique it covers, kept in the grid's
    /// context as `what`: computed once for all the techniques of one search. `None` (and
    /// nothing kept) if the search was cancelled.
    pub(in crate::techniques) fn shared(
        &mut self,
        what: Shared,
        compute: impl FnOnce(&mut Search) -> Option<Vec<Vec<Step>>>,
    ) -> Option<Vec<Vec<Step>>> {
        if let Some(steps) = self.context.kept_steps(what) {
            return Some(steps.clone());
        }
        let steps = compute(self)?;
        self.context.keep_steps(what, steps.clone());
        Some(steps)
    }

    /// Whether the search `what` ran on this grid and its steps are kept.
    pub(in crate::techniques) fn ran(&self, what: Shared) -> bool {
        self.context.kept_steps(what).is_some()
    }

    /// Keeps `steps` as what the search `what` found on this grid.
    pub(in crate::techniques) fn keep(&mut self, what: Shared, steps: Vec<Vec<Step>>) {
        self.context.keep_steps(what, steps);
    }

    /// Every ALS of the grid, from the context.
    pub(in crate::techniques) fn alses(&mut self) -> Arc<Vec<Als>> {
        self.context.alses(self.grid)
    }

    /// The grid's chain graph with group nodes (`grouped`) and ALS nodes (`als`), from the
    /// context.
    pub(in crate::techniques) fn graph(&mut self, grouped: bool, als: bool) -> Arc<Graph> {
        self.context.graph(self.grid, grouped, als)
    }

    /// Whether the search was cancelled.
    pub fn is_cancelled(&self) -> bool {
        self.cancel.is_cancelled()
    }

    /// Whether the search should stop: the first step is enough and found, or it was cancelled.
    pub fn done(&self) -> bool {
        (self.first_only && !self.steps.is_empty())
            || self.steps.len() >= self.most
            || self.cancel.is_cancelled()
    }
}

/// Whether Shudu has a finder for `technique` (fish and rectangles of some sizes or types
/// have none).
pub fn implemented(technique: Technique) -> bool {
    match technique.finder_family() {
        Family::Fish => fish::implemented(technique),
        Family::Uniqueness => uniqueness::implemented(technique),
        _ => true,
    }
}

/// Whether `technique` can apply to `grid` at all: the variant rules' techniques need
/// variant rules, and the deadly patterns rest on swapping digits between cells, which
/// variant rules (a cage's sum, a knight's move, ...) may forbid.
fn relevant(technique: Technique, grid: &Candidates) -> bool {
    match technique.finder_family() {
        Family::Variant => !grid.is_classic(),
        Family::Uniqueness => grid.is_classic(),
        _ => true,
    }
}

/// Runs the finder of `technique`'s family.
fn run(search: &mut Search, technique: Technique) {
    if !relevant(technique, search.grid) {
        return;
    }
    let find = match technique.finder_family() {
        Family::Singles => singles::find,
        Family::Intersections => intersections::find,
        Family::Subsets => subsets::find,
        Family::Fish => fish::find,
        Family::SingleDigit => single_digit::find,
        Family::Colouring => coloring::find,
        Family::Uniqueness => uniqueness::find,
        Family::Wings => wings::find,
        Family::Chains => chains::find,
        Family::Forcing => forcing::find,
        Family::Als => als::find,
        Family::SueDeCoq => sue_de_coq::find,
        Family::Templates => templates::find,
        Family::Variant => variant::find,
    };
    find(search, technique);
}

/// Every step that `technique` finds in `grid`, each distinct one once.
pub fn steps_of(
    grid: &Candidates,
    technique: Technique,
    cancel: &CancelToken,
) -> Result<Vec<Step>, Cancelled> {
    search(grid, technique, false, cancel)
}

fn search(
    grid: &Candidates,
    technique: Technique,
    first_only: bool,
    cancel: &CancelToken,
) -> Result<Vec<Step>, Cancelled> {
    let steps = collect(grid, technique, first_only, cancel, None);
    if cancel.is_cancelled() {
        return Err(Cancelled);
    }
    Ok(steps)
}

/// Runs `technique` on `grid` and returns what it found, even if `cancel` stopped it; with
/// `bound` (a listing's), steps with the same changes are one and at most `bound` are kept.
fn collect(
    grid: &Candidates,
    technique: Technique,
    first_only: bool,
    cancel: &CancelToken,
    bound: Option<usize>,
) -> Vec<Step> {
    grid.kept().with(|context| {
        let mut search = Search {
            grid,
            first_only,
            steps: Vec::new(),
            cancel,
            context,
            distinct: Distinct {
                by_effects: bound.is_some(),
                hashes: HashSet::new(),
            },
            most: bound.unwrap_or(usize::MAX),
        };
        run(&mut search, technique);
        search.steps
    })
}

/// The bounds of an all-steps listing ([`all_steps`]), after HoDoKu's "all steps", which
/// also bounds each search rather than listing every chain of every length.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bounds {
    /// The most distinct steps listed for one technique (HoDoKu folds steps with the same
    /// eliminations into one; beyond this many a technique lists no more).
    pub steps_per_technique: usize,
    /// The longest one technique may search; it stops there and lists what it found.
    pub per_technique: Duration,
    /// The search time shared out among the techniques that HoDoKu's default solver leaves
    /// out ([`Technique::in_default_solver`]: Mutant and big Franken fish, Siamese fish,
    /// Death Blossom, templates): each may use at most a quarter of what is left of it (but
    /// [`Bounds::LEAST`] at least), so that these rare and costly searches cannot use up
    /// the listing's time.
    pub budget: Duration,
    /// When the whole listing stops, whatever it has left to search.
    pub deadline: Option<Instant>,
}

impl Bounds {
    /// The most distinct steps listed per technique by default.
    pub const STEPS_PER_TECHNIQUE: usize = 500;
    /// The default search time of one technique.
    pub const PER_TECHNIQUE: Duration = Duration::from_millis(100);
    /// The default search time of the whole listing.
    pub const BUDGET: Duration = Duration::from_millis(450);
    /// The least search time a technique gets when the budget is spent.
    pub const LEAST: Duration = Duration::from_millis(5);

    /// The default bounds with the whole listing stopping at `deadline`, if any.
    pub fn new(deadline: Option<Instant>) -> Bounds {
        Bounds {
            steps_per_technique: Bounds::STEPS_PER_TECHNIQUE,
            per_technique: Bounds::PER_TECHNIQUE,
            budget: Bounds::BUDGET,
            deadline,
        }
    }
}

/// Why a technique's list in an all-steps listing may be incomplete.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cut {
    /// It found [`Bounds::steps_per_technique`] steps and stopped.
    Count,
    /// Its search time ([`Bounds::per_technique`], or its share of [`Bounds::budget`]) ran
    /// out.
    Time,
    /// The listing's deadline passed (or it was cancelled): no later technique ran.
    Deadline,
}

/// Every step that every technique finds in `grid`, easiest technique first, each distinct
/// change of a technique once, within `bounds`. `emit` gets each technique's steps as soon as
/// its search ends, with what cut its list short, if anything; the listing stops after a
/// [`Cut::Deadline`], which is also the result then.
pub fn all_steps(
    grid: &Candidates,
    cancel: &CancelToken,
    bounds: &Bounds,
    mut emit: impl FnMut(Technique, Vec<Step>, Option<Cut>),
) -> Option<Cut> {
    let mut rare_spent = Duration::ZERO;
    for technique in Technique::all().into_iter().filter(|&t| relevant(t, grid)) {
        let start = Instant::now();
        let rare = !technique.in_default_solver();
        let own = if rare {
            let left = bounds.budget.saturating_sub(rare_spent);
            (left / 4).max(Bounds::LEAST).min(bounds.per_technique)
        } else {
            bounds.per_technique
        };
        let own = start.checked_add(own);
        let until = match (own, bounds.deadline) {
            (Some(own), Some(deadline)) => Some(own.min(deadline)),
            (own, deadline) => own.or(deadline),
        };
        let token = match until {
            Some(until) => cancel.with_deadline(until),
            None => cancel.clone(),
        };
        let steps = collect(
            grid,
            technique,
            false,
            &token,
            Some(bounds.steps_per_technique),
        );
        if rare {
            rare_spent += start.elapsed();
        }
        let over = |at: Option<Instant>| at.is_some_and(|at| Instant::now() >= at);
        let cut = if cancel.is_cancelled() || over(bounds.deadline) {
            Some(Cut::Deadline)
        } else if token.is_cancelled() {
            Some(Cut::Time)
        } else if steps.len() >= bounds.steps_per_technique {
            Some(Cut::Count)
        } else {
            None
        };
        emit(technique, steps, cut);
        if cut == Some(Cut::Deadline) {
            return cut;
        }
    }
    None
}

/// The easiest step: the first one found by the first technique that finds any, in
/// [`Technique::hint_order`]. `None` when no technique applies.
pub fn easiest_step(grid: &Candidates, cancel: &CancelToken) -> Result<Option<Step>, Cancelled> {
    for technique in Technique::hint_order() {
        if let Some(step) = first_step(grid, technique, cancel)? {
            return Ok(Some(step));
        }
    }
    Ok(None)
}

/// The first step that `technique` finds in `grid`, if any.
pub fn first_step(
    grid: &Candidates,
    technique: Technique,
    cancel: &CancelToken,
) -> Result<Option<Step>, Cancelled> {
    Ok(search(grid, technique, true, cancel)?.into_iter().next())
}

/// How a logical solution ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum PathEnd {
    /// Every cell holds a digit.
    Solved,
    /// No technique applies any more.
    Stuck,
}

/// The whole logical path of a puzzle, easiest step first each time.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Path {
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// How it ended.
    pub end: PathEnd,
    /// The grid after the last step.
    pub grid: Candidates,
}

/// Solves `grid` step by step with the easiest step each time, until solved or stuck.
pub fn solve_path(grid: &Candidates, cancel: &CancelToken) -> Result<Path, Cancelled> {
    solve_path_with(grid, cancel, |_, _| {})
}

/// [`solve_path`], handing `on_step` each step as it is found with the grid after it: for a
/// caller that shows progress, or prints the steps of a search that may yet be cancelled.
pub fn solve_path_with(
    grid: &Candidates,
    cancel: &CancelToken,
    mut on_step: impl FnMut(&Step, &Candidates),
) -> Result<Path, Cancelled> {
    let mut grid = grid.clone();
    let mut steps = Vec::new();
    loop {
        if grid.is_solved() {
            return Ok(Path {
                steps,
                end: PathEnd::Solved,
                grid,
            });
        }
        if grid.dead_cell().is_some() {
            break;
        }
        match easiest_step(&grid, cancel)? {
            Some(step) => {
                step.apply(&mut grid);
                on_step(&step, &grid);
                steps.push(step);
            }
            None => break,
        }
    }
    Ok(Path {
        steps,
        end: PathEnd::Stuck,
        grid,
    })
}

/// Why `grid` cannot be solved with its candidates, if it cannot: a cell without candidates,
/// a digit with no place left in a house, no solution, or candidates that leave out the only
/// solution's digit. `None` when a solution fits (or the search was cancelled).
pub fn contradiction(grid: &Candidates, cancel: &CancelToken) -> Option<String> {
    let size = grid.size();
    if let Some(cell) = grid.dead_cell() {
        return Some(crate::t!(
            "problem-no-candidate",
            cell = cell_name(cell, size)
        ));
    }
    for h in 0..grid.house_count() {
        let placed = grid
            .house(h)
            .iter()
            .fold(0u32, |m, &c| match grid.value(c) {
                0 => m,
                v => m | 1 << (v - 1),
            });
        for d in 0..size {
            if placed & (1 << d) == 0 && grid.cells_with(d).and(&grid.house_set(h)).is_empty() {
                return Some(crate::t!(
                    "problem-no-place",
                    house = house_name(grid, h),
                    digit = d + 1
                ));
            }
        }
    }
    let values = grid.to_grid();
    if let Some(clash) = values.clashes().first() {
        return Some(clash.to_string());
    }
    let found = crate::solver::count_solutions(&values, 2, cancel).ok()?;
    match (found.count, found.found.first()) {
        (0, _) => Some(crate::t!("problem-no-solution")),
        (1, Some(solution)) => {
            let shape = grid.shape();
            grid.empty_cells().find_map(|c| {
                let digit = solution.value(shape.cell_at(c))?;
                (!grid.has(c, digit.index())).then(|| {
                    crate::t!(
                        "problem-left-out",
                        cell = cell_name(c, size),
                        digit = digit.to_string()
                    )
                })
            })
        }
        _ => None,
    }
}
