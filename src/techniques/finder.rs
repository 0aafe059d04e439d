//! Runs the techniques: every step each one finds, the easiest next step, and the whole
//! logical path of a puzzle.

use super::als::Als;
use super::basic::{intersections, singles, subsets};
use super::chains::Graph;
use super::chains::{self, forcing};
use super::context::{Context, Shared};
use super::patterns::{coloring, fish, single_digit, sue_de_coq, templates, wings};
use super::technique::Family;
use super::{Candidates, Step, Technique, als, cell_name, house_name, uniqueness};
use crate::solver::{CancelToken, Cancelled};
use std::sync::Arc;

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
}

impl Search<'_> {
    /// Records a step (ignoring one that changes nothing); true when the search should stop.
    pub fn push(&mut self, mut step: Step) -> bool {
        if !step.is_empty() {
            step.normalise();
            if !self.steps.contains(&step) {
                self.steps.push(step);
            }
        }
        self.done()
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
        (self.first_only && !self.steps.is_empty()) || self.cancel.is_cancelled()
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

/// Runs the finder of `technique`'s family.
fn run(search: &mut Search, technique: Technique) {
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
    let steps = grid.kept().with(|context| {
        let mut search = Search {
            grid,
            first_only,
            steps: Vec::new(),
            cancel,
            context,
        };
        run(&mut search, technique);
        search.steps
    });
    if cancel.is_cancelled() {
        return Err(Cancelled);
    }
    Ok(steps)
}

/// Every step that every technique finds in `grid`, easiest technique first.
pub fn all_steps(grid: &Candidates, cancel: &CancelToken) -> Result<Vec<Step>, Cancelled> {
    let mut steps = Vec::new();
    for technique in Technique::all() {
        steps.extend(steps_of(grid, technique, cancel)?);
    }
    Ok(steps)
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
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PathEnd {
    /// Every cell holds a digit.
    Solved,
    /// No technique applies any more.
    Stuck,
}

/// The whole logical path of a puzzle, easiest step first each time.
#[derive(Debug, Clone)]
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
        return Some(format!("{} has no candidate left", cell_name(cell, size)));
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
                return Some(format!(
                    "{} has no place left for {}",
                    house_name(grid, h),
                    d + 1
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
        (0, _) => Some("the puzzle has no solution".to_string()),
        (1, Some(solution)) => {
            let shape = grid.shape();
            grid.empty_cells().find_map(|c| {
                let digit = solution.value(shape.cell_at(c))?;
                (!grid.has(c, digit.index())).then(|| {
                    format!(
                        "the candidates of {} leave out {digit}, its digit in the only solution",
                        cell_name(c, size)
                    )
                })
            })
        }
        _ => None,
    }
}
