//! The propagation engine of the variant search: the rules as propagators, a queue of the
//! propagators whose cells changed, and the loop that runs them until nothing changes.
//!
//! A rule joins the engine as a [`Prop`]: the cells it watches and what it removes from them.
//! Placing a digit (a cell left with one candidate) clears it from the cell's peers at once
//! (and, under non-consecutive, its neighbours' next digits); each removal marks the
//! propagators watching that cell. Cheap propagators (a house's hidden singles) run before
//! costly ones (sums), so a sum sees the board after every single has been placed.

use super::bands::{self, Band, Crossing};
use super::linear::{self, Linear};
use super::sandwich::{self, Sandwich};
use super::small;
use super::sum::{self, Combos, Context, SumRule};
use super::work::{Conflict, Watch, Work, set_of};
use crate::board::CellSet;
use crate::board::Constraints;
use crate::solver::generic::PLACED;

/// One rule as the engine runs it.
pub(super) enum Prop {
    /// A house (N cells, every digit once): each digit must have a place; one place is a
    /// hidden single.
    House(Vec<u16>),
    /// Where two houses cross in two cells or more: a digit that one house holds only in the
    /// crossing leaves the rest of the other (pointing and claiming).
    Crossing(Crossing),
    /// Cells whose digits add up to a total: a cage, or a sum the cages imply.
    Sum(SumRule),
    /// A band or a stack: pointing and claiming over its segments.
    Band(Band),
    /// A two-cell rule of the clues, by its table (in [`Model::tables`]).
    Pair {
        /// The two cells.
        cells: [u16; 2],
        /// Its table's index.
        table: usize,
    },
    /// A weighted sum: an arrow or a little killer.
    Linear(Linear),
    /// A sandwich sum on a row or column.
    Sandwich(Sandwich),
    /// A quadruple: its four cells and each listed digit (a bit) with how often it appears.
    Quadruple {
        /// The four cells.
        cells: [u16; 4],
        /// The digits and their counts.
        counts: Vec<(u32, u8)>,
    },
    /// A renban line.
    Renban(Vec<u16>),
    /// A between line, its ends first and last.
    Between(Vec<u16>),
    /// A region-sum line: its cells pass by pass, and where each pass ends.
    RegionSum {
        /// The cells.
        cells: Vec<u16>,
        /// The end of each pass in `cells`.
        ends: Vec<usize>,
    },
}

impl Prop {
    /// The cells whose changes wake this propagator.
    fn watched(&self) -> impl Iterator<Item = u16> + '_ {
        let (first, second): (&[u16], &[u16]) = match self {
            Prop::House(cells)
            | Prop::Crossing(Crossing { cells, .. })
            | Prop::Renban(cells)
            | Prop::Between(cells)
            | Prop::RegionSum { cells, .. } => (cells, &[]),
            Prop::Sum(rule) => (&rule.cells, &rule.minus),
            Prop::Pair { cells, .. } => (cells, &[]),
            Prop::Band(band) => (&band.cells, &[]),
            Prop::Quadruple { cells, .. } => (cells, &[]),
            Prop::Linear(rule) => (&rule.cells, &[]),
            Prop::Sandwich(rule) => (&rule.cells, &[]),
        };
        first.iter().chain(second).copied()
    }

    /// When it runs: the houses first, then the sums, the crossings once all else is done.
    fn tier(&self) -> u8 {
        match self {
            Prop::House(_) | Prop::Pair { .. } | Prop::Quadruple { .. } => 0,
            Prop::Sum(_)
            | Prop::Linear(_)
            | Prop::Sandwich(_)
            | Prop::Renban(_)
            | Prop::Between(_)
            | Prop::RegionSum { .. } => 1,
            Prop::Crossing(_) | Prop::Band(_) => 2,
        }
    }
}

/// What the clues add to the engine.
#[derive(Default)]
pub(super) struct Built {
    /// The propagators.
    pub props: Vec<Prop>,
    /// The two-cell rules' tables: for each digit of the first cell the second's digits, and
    /// the other way round.
    pub tables: Vec<(Vec<u32>, Vec<u32>)>,
    /// Cells whose digits are limited from the start (odd and even cells), and to what.
    pub initial: Vec<(u16, u32)>,
}

/// A puzzle's rules, made ready for the search: built once per search.
pub(super) struct Model<'c> {
    /// The peers, neighbours and houses.
    pub constraints: &'c Constraints,
    /// Every digit of the shape, as bits.
    pub full: u32,
    /// The propagators.
    pub props: Vec<Prop>,
    /// The propagators that watch each cell.
    pub watch: Watch,
    /// The digit sets of each size and sum (sides up to 16), where there are sums.
    pub combos: Option<&'static Combos>,
    /// For each cell, its peers as a set.
    sight: Vec<CellSet>,
    /// The two-cell rules' tables, both ways.
    tables: Vec<(Vec<u32>, Vec<u32>)>,
    /// Cells limited from the start (odd and even), and to what.
    pub initial: Vec<(u16, u32)>,
    /// Where the clues' propagators begin in `props`.
    clue_start: usize,
}

impl<'c> Model<'c> {
    /// The houses as propagators, their crossings (when there are sums or clues), then every
    /// sum of `sums` and the clues' propagators.
    pub fn new(constraints: &'c Constraints, sums: Vec<SumRule>, clues: Built) -> Model<'c> {
        let shape = constraints.shape();
        let houses = constraints.houses();
        let mut props: Vec<Prop> = houses
            .iter()
            .map(|h| Prop::House(h.cells.clone()))
            .collect();
        // Pointing and claiming pay for themselves where sums or clues make the search long:
        // over the bands and stacks on a grid with boxes, and where cages have sums also
        // where other houses cross (a diagonal, a window, a jigsaw region). Elsewhere the
        // singles settle most variant puzzles in a node or two. (Crossings one by one, each
        // woken at every change of its cells, made the clues' practice set a quarter slower;
        // the bands make it about a quarter faster.)
        let has_sums = !sums.is_empty() || !clues.props.is_empty();
        if has_sums {
            props.extend(bands::bands(shape, houses).into_iter().map(Prop::Band));
        }
        if !sums.is_empty() {
            let crossings = bands::crossings(shape.cell_count(), houses, true);
            props.extend(crossings.into_iter().map(Prop::Crossing));
        }
        props.extend(sums.into_iter().map(Prop::Sum));
        let clue_start = props.len();
        props.extend(clues.props);
        let tiers: Vec<u8> = props.iter().map(Prop::tier).collect();
        let watch = Watch::new(shape.cell_count(), tiers, |k| {
            props.get(k).into_iter().flat_map(Prop::watched)
        });
        // Only the sums and clues ask who sees whom, and which digit sets make a sum.
        let (sight, combos) = if has_sums {
            let sight = (0..shape.cell_count())
                .map(|cell| set_of(constraints.peers(cell)))
                .collect();
            (sight, Combos::shared(shape.size()))
        } else {
            (Vec::new(), None)
        };
        Model {
            sight,
            tables: clues.tables,
            initial: clues.initial,
            clue_start,
            constraints,
            full: (1u32 << shape.size()) - 1,
            props,
            watch,
            combos,
        }
    }

    /// The number of cells.
    pub fn cells(&self) -> usize {
        self.watch.cells()
    }

    /// What a sum needs to know of the puzzle.
    fn context(&self) -> Context<'_> {
        Context {
            full: self.full,
            combos: self.combos,
            sight: &self.sight,
        }
    }

    /// The cells propagator `k` watches.
    pub fn watched(&self, k: usize) -> impl Iterator<Item = u16> + '_ {
        self.props.get(k).into_iter().flat_map(Prop::watched)
    }
}

/// Places singles and runs the woken propagators until nothing changes. On `Err` the queues
/// are emptied.
pub(super) fn propagate(model: &Model, work: &mut Work, cands: &mut [u32]) -> Result<(), Conflict> {
    let result = run(model, work, cands);
    if result.is_err() {
        work.clear();
    }
    result
}

fn run(model: &Model, work: &mut Work, cands: &mut [u32]) -> Result<(), Conflict> {
    work.failed = None;
    loop {
        place_singles(model, work, cands)?;
        work.wake(&model.watch, usize::MAX);
        let Some(k) = work.next() else {
            return Ok(());
        };
        let result = run_prop(model, k, work, cands);
        if result.is_err() {
            work.failed = Some(k);
            return result;
        }
        work.wake(&model.watch, k);
    }
}

/// Runs propagator `k` once.
fn run_prop(model: &Model, k: usize, work: &mut Work, cands: &mut [u32]) -> Result<(), Conflict> {
    match model.props.get(k) {
        Some(Prop::House(cells)) => hidden_singles(model.full, cells, work, cands),
        Some(Prop::Crossing(rule)) => bands::crossing(rule, work, cands),
        Some(Prop::Band(band)) => bands::band(band, work, cands),
        Some(Prop::Sum(rule)) => sum::restrict(&model.context(), rule, work, cands),
        Some(Prop::Pair { cells, table }) => match model.tables.get(*table) {
            Some((forward, backward)) => small::pair(forward, backward, *cells, work, cands),
            None => Ok(()),
        },
        Some(Prop::Linear(rule)) => linear::linear(rule, work, cands),
        Some(Prop::Sandwich(rule)) => sandwich::sandwich(rule, model.full, work, cands),
        Some(Prop::Quadruple { cells, counts }) => {
            small::quadruple(&model.context(), cells, counts, work, cands)
        }
        Some(Prop::Renban(cells)) => small::renban(&model.context(), cells, work, cands),
        Some(Prop::Between(cells)) => small::between(cells, work, cands),
        Some(Prop::RegionSum { cells, ends }) => linear::region_sum(cells, ends, work, cands),
        None => Ok(()),
    }
}

/// Runs the clues' propagators alone (no house, no single placed) until they change nothing:
/// what the clues by themselves remove. On `Err` a clue cannot be kept.
pub(super) fn clues_alone(
    model: &Model,
    work: &mut Work,
    cands: &mut [u32],
) -> Result<(), Conflict> {
    let mut before = cands.to_vec();
    loop {
        for k in model.clue_start..model.props.len() {
            let result = run_prop(model, k, work, cands);
            work.clear();
            result?;
        }
        if before == cands {
            return Ok(());
        }
        before.copy_from_slice(cands);
    }
}

/// Places the queued cells: each one's digit leaves its peers (and, under non-consecutive,
/// the next digits leave its neighbours).
fn place_singles(model: &Model, work: &mut Work, cands: &mut [u32]) -> Result<(), Conflict> {
    let constraints = model.constraints;
    while let Some(cell) = work.singles.pop() {
        let cell = usize::from(cell);
        let Some(&digit) = cands.get(cell) else {
            continue;
        };
        if digit & PLACED != 0 {
            continue;
        }
        if digit == 0 || digit & (digit - 1) != 0 {
            return Err(Conflict);
        }
        if let Some(c) = cands.get_mut(cell) {
            *c = digit | PLACED;
        }
        for &peer in constraints.peers(cell) {
            work.take(cands, usize::from(peer), digit)?;
        }
        let close = ((digit << 1) | (digit >> 1)) & model.full;
        for &next in constraints.neighbours(cell) {
            work.take(cands, usize::from(next), close)?;
        }
    }
    Ok(())
}

/// Every digit must still have a place in the house; a digit with one place goes there.
fn hidden_singles(
    full: u32,
    cells: &[u16],
    work: &mut Work,
    cands: &mut [u32],
) -> Result<(), Conflict> {
    let (ones, twos, placed) = crate::solver::generic::tally(cands, cells);
    if (ones | placed) & full != full {
        return Err(Conflict);
    }
    let mut hidden = ones & !twos & !placed;
    while hidden != 0 {
        let digit = hidden & hidden.wrapping_neg();
        hidden &= hidden - 1;
        let holder = cells.iter().map(|&c| usize::from(c)).find(|&c| {
            cands
                .get(c)
                .is_some_and(|&v| v & PLACED == 0 && v & digit != 0)
        });
        if let Some(cell) = holder {
            work.set(cands, cell, digit);
        }
    }
    Ok(())
}
