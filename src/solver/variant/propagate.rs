//! The propagation engine of the variant search: the rules as propagators, a queue of the
//! propagators whose cells changed, and the loop that runs them until nothing changes.
//!
//! A rule joins the engine as a [`Prop`]: the cells it watches and what it removes from them.
//! Placing a digit (a cell left with one candidate) clears it from the cell's peers at once
//! (and, under non-consecutive, its neighbours' next digits); each removal marks the
//! propagators watching that cell. Cheap propagators (a house's hidden singles) run before
//! costly ones (sums), so a sum sees the board after every single has been placed.

use super::sum::{self, Combos, SumRule};
use crate::board::Constraints;
use crate::solver::generic::PLACED;

/// A contradiction: some cell, house or sum can no longer be satisfied.
pub(super) struct Conflict;

/// One rule as the engine runs it.
pub(super) enum Prop {
    /// A house (N cells, every digit once): each digit must have a place; one place is a
    /// hidden single.
    House(Vec<u16>),
    /// Where two houses cross in two cells or more: a digit that one house holds only in the
    /// crossing leaves the rest of the other (pointing and claiming).
    Crossing {
        /// The cells both houses share.
        shared: Vec<u16>,
        /// The rest of the first house, and of the second.
        first: Vec<u16>,
        second: Vec<u16>,
    },
    /// Cells whose digits add up to a total: a cage, or a sum the cages imply.
    Sum(SumRule),
}

impl Prop {
    /// The cells whose changes wake this propagator.
    fn watched(&self) -> impl Iterator<Item = u16> + '_ {
        let (first, second, third): (&[u16], &[u16], &[u16]) = match self {
            Prop::House(cells) => (cells, &[], &[]),
            Prop::Crossing {
                shared,
                first,
                second,
            } => (shared, first, second),
            Prop::Sum(rule) => (&rule.cells, &rule.minus, &[]),
        };
        first.iter().chain(second).chain(third).copied()
    }

    /// When it runs: the houses first, then the sums, the crossings once all else is done.
    fn tier(&self) -> usize {
        match self {
            Prop::House(_) => 0,
            Prop::Sum(_) => 1,
            Prop::Crossing { .. } => 2,
        }
    }
}

/// How many tiers of propagators there are (see [`Prop::tier`]).
const TIERS: usize = 3;

/// A puzzle's rules, made ready for the search: built once per search.
pub(super) struct Model<'c> {
    /// The peers, neighbours and houses.
    pub constraints: &'c Constraints,
    /// Every digit of the shape, as bits.
    pub full: u32,
    /// The propagators.
    pub props: Vec<Prop>,
    /// For each cell, the propagators that watch it.
    watch: Vec<Vec<u32>>,
    /// The digit sets of each size and sum (sides up to 16).
    pub combos: Option<Combos>,
    /// For each cell, its peers as a set.
    sight: Vec<CellSet>,
}

/// Words in a [`CellSet`]: room for the 625 cells of a 25x25 grid.
const SET_WORDS: usize = 10;

/// A set of cells as bits.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct CellSet([u64; SET_WORDS]);

impl CellSet {
    fn insert(&mut self, cell: usize) {
        if let Some(word) = self.0.get_mut(cell / 64) {
            *word |= 1 << (cell % 64);
        }
    }

    /// Whether `cell` is in the set.
    pub fn has(&self, cell: usize) -> bool {
        self.0.get(cell / 64).is_some_and(|w| w & (1 << (cell % 64)) != 0)
    }

    /// Keeps only the cells also in `other`.
    pub fn and_with(&mut self, other: &CellSet) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a &= b;
        }
    }

    /// Whether the set has no cell.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// The cells, in increasing order.
    pub fn cells(self) -> impl Iterator<Item = usize> {
        self.0.into_iter().enumerate().flat_map(|(k, mut word)| {
            std::iter::from_fn(move || {
                let bit = word.trailing_zeros();
                (word != 0).then(|| {
                    word &= word - 1;
                    64 * k + bit as usize
                })
            })
        })
    }
}

impl<'c> Model<'c> {
    /// The houses as propagators, their crossings, then every sum of `sums`.
    pub fn new(constraints: &'c Constraints, sums: Vec<SumRule>) -> Model<'c> {
        let shape = constraints.shape();
        let houses = constraints.houses();
        let mut props: Vec<Prop> = houses.iter().map(|h| Prop::House(h.cells.clone())).collect();
        for (i, a) in houses.iter().enumerate() {
            for b in houses.iter().skip(i + 1) {
                let (shared, first): (Vec<u16>, Vec<u16>) =
                    a.cells.iter().partition(|c| b.cells.binary_search(c).is_ok());
                if shared.len() >= 2 {
                    let second = b
                        .cells
                        .iter()
                        .copied()
                        .filter(|c| shared.binary_search(c).is_err())
                        .collect();
                    props.push(Prop::Crossing {
                        shared,
                        first,
                        second,
                    });
                }
            }
        }
        props.extend(sums.into_iter().map(Prop::Sum));
        let mut watch = vec![Vec::new(); shape.cell_count()];
        for (k, prop) in props.iter().enumerate() {
            for cell in prop.watched() {
                if let Some(list) = watch.get_mut(usize::from(cell)) {
                    list.push(k as u32);
                }
            }
        }
        let sight = (0..shape.cell_count())
            .map(|cell| {
                let mut set = CellSet::default();
                for &peer in constraints.peers(cell) {
                    set.insert(usize::from(peer));
                }
                set
            })
            .collect();
        Model {
            sight,
            constraints,
            full: (1u32 << shape.size()) - 1,
            props,
            watch,
            combos: Combos::new(shape.size()),
        }
    }

    /// The number of cells.
    pub fn cells(&self) -> usize {
        self.watch.len()
    }

    /// The cells propagator `k` watches.
    pub fn watched(&self, k: usize) -> impl Iterator<Item = u16> + '_ {
        self.props.get(k).into_iter().flat_map(Prop::watched)
    }

    /// The peers of `cell`.
    pub fn sight(&self, cell: usize) -> CellSet {
        self.sight.get(cell).copied().unwrap_or_default()
    }
}

/// The engine's queues, kept between nodes so the search allocates nothing.
pub(super) struct Work {
    /// Cells left with one candidate, to place.
    pub singles: Vec<u16>,
    /// Cells that lost a candidate since their propagators were last queued.
    touched: Vec<u16>,
    /// Whether each cell is in `touched`.
    is_touched: Vec<bool>,
    /// The queued propagators of each tier.
    tiers: [Vec<u32>; TIERS],
    /// Whether each propagator is queued.
    queued: Vec<bool>,
    /// The propagator that found the last contradiction, if one did (not a placement).
    pub failed: Option<usize>,
}

impl Work {
    /// Empty queues for `model`.
    pub fn new(model: &Model) -> Work {
        let cells = model.cells();
        Work {
            singles: Vec::with_capacity(2 * cells),
            touched: Vec::with_capacity(cells),
            is_touched: vec![false; cells],
            tiers: std::array::from_fn(|_| Vec::with_capacity(model.props.len())),
            queued: vec![false; model.props.len()],
            failed: None,
        }
    }

    /// Queues every propagator (at the start of a search).
    pub fn queue_all(&mut self, model: &Model) {
        for (k, prop) in model.props.iter().enumerate() {
            self.queue(k, prop.tier());
        }
    }

    fn queue(&mut self, k: usize, tier: usize) {
        if let Some(flag) = self.queued.get_mut(k)
            && !*flag
        {
            *flag = true;
            if let Some(queue) = self.tiers.get_mut(tier) {
                queue.push(k as u32);
            }
        }
    }

    /// Notes that `cell` changed.
    #[inline]
    pub fn touch(&mut self, cell: usize) {
        if let Some(flag) = self.is_touched.get_mut(cell)
            && !*flag
        {
            *flag = true;
            self.touched.push(cell as u16);
        }
    }

    /// Removes `remove` from `cell`'s candidates; a cell left with one is queued for placing.
    /// True if a digit went; `Err` if none is left, or a placed digit was to go.
    #[inline]
    pub fn take(&mut self, cands: &mut [u32], cell: usize, remove: u32) -> Result<bool, Conflict> {
        let Some(c) = cands.get_mut(cell) else {
            return Ok(false);
        };
        if *c & remove == 0 {
            return Ok(false);
        }
        let left = *c & !remove;
        if *c & PLACED != 0 || left == 0 {
            return Err(Conflict);
        }
        *c = left;
        if left & (left - 1) == 0 {
            self.singles.push(cell as u16);
        }
        self.touch(cell);
        Ok(true)
    }

    /// Narrows `cell` to the one `digit` (which it holds) and queues it for placing.
    pub fn set(&mut self, cands: &mut [u32], cell: usize, digit: u32) -> bool {
        match cands.get_mut(cell) {
            Some(c) if *c & PLACED == 0 && *c != digit => {
                *c = digit;
                self.singles.push(cell as u16);
                self.touch(cell);
                true
            }
            _ => false,
        }
    }

    /// Empties the queues after a contradiction.
    pub fn clear(&mut self) {
        self.singles.clear();
        for &cell in &self.touched {
            if let Some(flag) = self.is_touched.get_mut(usize::from(cell)) {
                *flag = false;
            }
        }
        self.touched.clear();
        for queue in &mut self.tiers {
            for &k in queue.iter() {
                if let Some(flag) = self.queued.get_mut(k as usize) {
                    *flag = false;
                }
            }
            queue.clear();
        }
    }

    /// Queues the propagators of every touched cell.
    fn wake(&mut self, model: &Model) {
        while let Some(cell) = self.touched.pop() {
            let cell = usize::from(cell);
            if let Some(flag) = self.is_touched.get_mut(cell) {
                *flag = false;
            }
            for &k in model.watch.get(cell).map_or(&[][..], Vec::as_slice) {
                let k = k as usize;
                let tier = model.props.get(k).map_or(0, Prop::tier);
                self.queue(k, tier);
            }
        }
    }

    /// The next propagator to run: of the first tier with any.
    fn next(&mut self) -> Option<usize> {
        let k = self.tiers.iter_mut().find_map(Vec::pop)? as usize;
        if let Some(flag) = self.queued.get_mut(k) {
            *flag = false;
        }
        Some(k)
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
        work.wake(model);
        let Some(k) = work.next() else {
            return Ok(());
        };
        let result = match model.props.get(k) {
            Some(Prop::House(cells)) => hidden_singles(model.full, cells, work, cands),
            Some(Prop::Crossing {
                shared,
                first,
                second,
            }) => crossing(shared, first, second, work, cands),
            Some(Prop::Sum(rule)) => sum::restrict(model, rule, work, cands),
            None => Ok(()),
        };
        if result.is_err() {
            work.failed = Some(k);
            return result;
        }
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

/// The digits of the cells of `cells` (placed or not).
fn digits(cands: &[u32], cells: &[u16]) -> u32 {
    cells.iter().fold(0, |acc, &c| {
        acc | cands.get(usize::from(c)).copied().unwrap_or(0) & !PLACED
    })
}

/// Where two houses cross: a digit of the crossing that one house has nowhere else leaves the
/// rest of the other.
fn crossing(
    shared: &[u16],
    first: &[u16],
    second: &[u16],
    work: &mut Work,
    cands: &mut [u32],
) -> Result<(), Conflict> {
    let inside = digits(cands, shared);
    let (in_first, in_second) = (digits(cands, first), digits(cands, second));
    for (only, others) in [(inside & !in_first, second), (inside & !in_second, first)] {
        if only != 0 {
            for &cell in others {
                work.take(cands, usize::from(cell), only)?;
            }
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
