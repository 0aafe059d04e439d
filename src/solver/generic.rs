//! The engine for every shape (4x4 to 25x25): a digit set per cell.
//!
//! Each cell holds a `u32` of candidate digits, with a high bit marking placed cells. Placing a
//! digit clears it from the cell's peers; cells left with one candidate are queued and placed in
//! turn (naked singles); when the queue is empty, one sweep over the units where a cell changed
//! places the digits that fit in only one cell of a unit (hidden singles), bit-sliced over the
//! unit's cells. Once a search has passed [`PLAIN_NODES`] nodes, a node that finds no single
//! also applies locked candidates (every box against every row and column through it). Then the
//! search guesses: on the open cell with the fewest candidates, or, when every open cell has
//! three or more, on a digit that some unit holds in two cells (on grids of 20x20 and more from
//! the first node, on smaller ones past [`PLAIN_NODES`]).
//!
//! A search that has not ended after [`FIRST_BUDGET`] nodes starts again with a larger budget,
//! choosing differently (see [`search`]): on 25x25 puzzles near 45% givens, one order of
//! guesses can lose itself for minutes where another finds two solutions in a second.
//!
//! Candidate arrays for every depth live in one buffer allocated before the search starts, so
//! the search itself never allocates (but for the solutions a search that restarts keeps).

use super::Sink;
use crate::board::{Shape, Units, ones};

/// Marks a placed cell; digits use the low 25 bits.
pub(crate) const PLACED: u32 = 1 << 31;
/// How often the search looks at the cancel token, in nodes. A node on a 25x25 grid costs tens
/// of microseconds at worst, so this stays far below the 100 ms a cancel may take.
const CANCEL_PERIOD: u64 = 16;
/// The first nodes of a search propagate singles only; later ones also apply locked
/// candidates. Most puzzles up to 16x16 need fewer nodes, and for them the pass costs more
/// than it saves (on 16x16 puzzles with 40% givens, about 35 nodes each, it cut nodes by a
/// fifth but time per puzzle rose by half); on 25x25 it cuts searches of minutes to seconds.
pub(crate) const PLAIN_NODES: u64 = 64;
/// From this side on, a search looks for a digit held in two cells of a unit from its first
/// node (see [`choose`]); smaller grids only past [`PLAIN_NODES`]. The look costs a pass over
/// every unit: on 16x16 puzzles with 40% givens it made searches 15-20% slower and no smaller,
/// while on 25x25 ones it is what ends most long searches (timeouts of 10 s fell from 4 in 30
/// to 1; with it only after 64 nodes, they stayed at 4).
const PAIRS_FROM_SIZE: usize = 20;

/// The costlier rules a search node uses, by how far the search has gone (see [`PLAIN_NODES`]
/// and [`PAIRS_FROM_SIZE`]); the engine and the solver lab's replay ask the same.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Rules {
    /// Locked candidates in [`propagate`].
    pub(crate) locked: bool,
    /// Guesses on a digit held in two cells of a unit, in [`choose`].
    pub(crate) pairs: bool,
}

impl Rules {
    /// The rules of node number `nodes` (counted from 1) of a search on `shape`.
    pub(crate) fn at(shape: Shape, nodes: u64) -> Rules {
        let deep = nodes > PLAIN_NODES;
        Rules {
            locked: deep,
            pairs: deep || shape.size() >= PAIRS_FROM_SIZE,
        }
    }
}

struct Engine<'u> {
    units: &'u Units,
    cells: usize,
    full: u32,
    /// Candidates for each depth, `cells` words a level.
    levels: Vec<u32>,
    /// Cells waiting to be placed.
    queue: Vec<u16>,
    /// The node number past which this run stops (see [`search`]).
    budget: u64,
    /// Whether this run stopped at its budget.
    out_of_budget: bool,
    /// The state of this run's random choices; 0 in the first run, which chooses in order.
    rng: u64,
    /// The distinct solutions reported so far, when the search may restart (a later run finds
    /// again what an earlier one found; each is counted once).
    seen: Option<Vec<Vec<u8>>>,
    /// For each unit, 1 and how many contradictions showed in it, over every turn so far.
    /// From the second turn on, the search guesses on the open cell with the fewest candidates
    /// for the weight of its units (see [`choose`]).
    weights: [u32; 3 * Shape::MAX_SIZE],
    /// For each cell, the sum of its three units' weights (kept with [`Engine::blame`], not
    /// summed at every node).
    cell_weights: Vec<u64>,
}

/// Searches a grid of `shape` given as row-major values (0 empty), reporting to `sink`.
///
/// A search that counts up to [`RESTART_LIMIT`] solutions runs in turns with a growing node
/// budget ([`FIRST_BUDGET`], then twice as many each turn): the first turn chooses in order,
/// as a plain search would; the later ones guess on the cell with the fewest candidates for
/// the weight of its units (how many contradictions showed in them, learnt over the turns),
/// prefer the heaviest unit for a digit held in two cells, and break ties and order the
/// options at random, from a seed drawn from the grid (so the answer and the statistics are
/// the same on every run: `count_within`'s node bound stays a count). A turn that reaches its budget is dropped, but the distinct solutions it
/// found stay counted: reaching the limit ends the search at once, while fewer solutions are
/// only trusted from a turn that finished its tree. The statistics add up every turn.
pub(crate) fn search(shape: Shape, values: &[u8], sink: &mut Sink) {
    search_from(shape, values, sink, FIRST_BUDGET);
}

/// Counts up to this many solutions restart (see [`search`]): the distinct solutions found are
/// kept to count each once, so larger limits search once, with no budget.
const RESTART_LIMIT: usize = 64;

/// The node budget of the first turn of a search. Most searches end well within it (on
/// 16x16 and 25x25 puzzles with 25% to 60% random givens, the median is under 100 nodes).
/// Measured on 75 25x25 puzzles with 40% to 50% givens (`benches/big_count.rs`): first turns
/// of 625 nodes and budgets doubling had the shortest tail (0.6 s at worst); with 1,250 nodes
/// and budgets growing by half, the slowest took 4 s; without restarts, 8 of them took over
/// 10 s.
const FIRST_BUDGET: u64 = 1024;

/// [`search`] with a first budget of `first` nodes.
fn search_from(shape: Shape, values: &[u8], sink: &mut Sink, first: u64) {
    let units = Units::new(shape);
    let cells = shape.cell_count();
    if values.len() != cells {
        return;
    }
    let full = (1u32 << shape.size()) - 1;
    let restarts = sink.limit <= RESTART_LIMIT;
    let mut engine = Engine {
        units: &units,
        cells,
        full,
        // Zeroed (no pass over the megabyte on 25x25): each level is written before it is read.
        levels: vec![0; cells * (cells + 1)],
        queue: Vec::with_capacity(2 * cells),
        budget: u64::MAX,
        out_of_budget: false,
        rng: 0,
        seen: restarts.then(Vec::new),
        weights: [1; 3 * Shape::MAX_SIZE],
        cell_weights: vec![3; cells],
    };
    let seed = values.iter().fold(0xcbf2_9ce4_8422_2325_u64, |h, &v| {
        (h ^ u64::from(v)).wrapping_mul(0x0100_0000_01b3)
    });
    let mut budget = if restarts { first.max(1) } else { u64::MAX };
    for turn in 0u64.. {
        engine.levels[..cells].fill(full);
        engine.queue.clear();
        if !start(full, values, &mut engine.levels[..cells], &mut engine.queue) {
            return;
        }
        engine.rng = if turn == 0 { 0 } else { mix(seed ^ turn) | 1 };
        engine.budget = sink.stats.nodes.saturating_add(budget);
        engine.out_of_budget = false;
        // Givens that clash show up when their peers are cleared, in the first propagation.
        engine.descend(0, sink);
        if !engine.out_of_budget {
            return;
        }
        budget = budget.saturating_mul(2);
    }
}

/// SplitMix64's finaliser: unrelated words from nearby ones.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Sets up the first level (`level`, every cell open, all digits) for the filled `values` and
/// queues them for propagation. False when a value is larger than the side: no solution.
/// (Shared with the solver lab, which replays this engine step by step.)
pub(crate) fn start(full: u32, values: &[u8], level: &mut [u32], queue: &mut Vec<u16>) -> bool {
    for (index, &value) in values.iter().enumerate() {
        if value != 0 {
            let bit = 1u32.checked_shl(u32::from(value) - 1).unwrap_or(0) & full;
            let Some(slot) = level.get_mut(index).filter(|_| bit != 0) else {
                return false;
            };
            *slot = bit;
            queue.push(index as u16);
        }
    }
    true
}

impl Engine<'_> {
    /// Returns true when the search must stop (or this turn: see `out_of_budget`).
    fn descend(&mut self, depth: usize, sink: &mut Sink) -> bool {
        if sink.node(CANCEL_PERIOD) {
            return true;
        }
        if sink.stats.nodes > self.budget {
            self.out_of_budget = true;
            return true;
        }
        let cells = self.cells;
        let here = depth * cells..(depth + 1) * cells;
        let rules = Rules::at(self.units.shape(), sink.stats.nodes);
        if let Err(Conflict(blamed)) = propagate(
            self.units,
            self.full,
            &mut self.levels[here.clone()],
            &mut self.queue,
            rules.locked,
        ) {
            self.queue.clear();
            self.blame(blamed);
            return false;
        }
        let start = self.random();
        let weights = (self.rng != 0).then_some(Weights {
            units: &self.weights,
            cells: &self.cell_weights,
        });
        let Some((guess, options)) = choose(
            self.units,
            &self.levels[here.clone()],
            rules.pairs,
            start,
            weights,
        ) else {
            return self.report(depth, sink);
        };
        // The options from bit `first` up, then those below it.
        let first = (start >> 32) as u32 % 32;
        let (mut high, mut low) = (options & u32::MAX << first, options & !(u32::MAX << first));
        while high | low != 0 {
            let set = if high != 0 { &mut high } else { &mut low };
            let option = set.trailing_zeros() as usize;
            *set &= *set - 1;
            sink.stats.guesses += 1;
            sink.stats.branches += u64::from(high | low != 0);
            self.levels.copy_within(here.clone(), here.end);
            let (cell, digit) = guess.option(self.units, option);
            self.levels[here.end + cell] = digit;
            self.queue.push(cell as u16);
            if self.descend(depth + 1, sink) {
                return true;
            }
        }
        false
    }

    /// Weighs the `blamed` units once more (see [`Engine::weights`]).
    fn blame(&mut self, blamed: u128) {
        for unit in ones(blamed) {
            let Some(w) = self.weights.get_mut(unit).filter(|w| **w < u32::MAX) else {
                continue;
            };
            *w += 1;
            for &cell in self.units.unit(unit) {
                if let Some(sum) = self.cell_weights.get_mut(usize::from(cell)) {
                    *sum += 1;
                }
            }
        }
    }

    /// The next random word of this turn; 0 in the first turn, which chooses in order.
    fn random(&mut self) -> u64 {
        if self.rng == 0 {
            return 0;
        }
        // xorshift64: never 0 from a state that is not.
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 7;
        self.rng ^= self.rng << 17;
        self.rng
    }

    /// Reports the solution at level `depth`, unless an earlier turn did. Returns true when
    /// the search must stop.
    fn report(&mut self, depth: usize, sink: &mut Sink) -> bool {
        let cands = &self.levels[depth * self.cells..(depth + 1) * self.cells];
        let values = cands
            .iter()
            .map(|c| (c & !PLACED).trailing_zeros() as u8 + 1);
        if let Some(seen) = &mut self.seen {
            let values: Vec<u8> = values.collect();
            if seen.contains(&values) {
                return false;
            }
            seen.push(values.clone());
            return sink.solution(|out| out.extend(values));
        }
        sink.solution(|out| out.extend(values))
    }
}

/// What the search guesses on: each option excludes the others.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Guess {
    /// A cell: one option per candidate digit (option `d` is digit `d + 1`).
    Cell(usize),
    /// A digit (a bit) in a unit: one option per cell of the unit where it may go (option `k`
    /// is the unit's `k`-th cell).
    Place { unit: usize, digit: u32 },
}

impl Guess {
    /// The cell and the digit (a bit) that option `option` places.
    pub(crate) fn option(self, units: &Units, option: usize) -> (usize, u32) {
        match self {
            Guess::Cell(cell) => (cell, 1 << option),
            Guess::Place { unit, digit } => {
                let cell = units.unit(unit).get(option).copied().unwrap_or(0);
                (usize::from(cell), digit)
            }
        }
    }
}

/// The weights a search has learnt (see [`Engine::weights`]).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Weights<'w> {
    /// One per unit.
    pub(crate) units: &'w [u32],
    /// One per cell: the sum of its three units' weights.
    pub(crate) cells: &'w [u64],
}

/// What to guess on and its options (a bit set), or `None` when every cell is placed: the open
/// cell with the fewest candidates, unless `pairs` and a unit holds a digit in fewer cells than
/// that (a digit with two cells is as good a guess as a cell with two digits). Cells and units
/// are looked at from the one numbered `start` (modulo their count) on, round to the start:
/// `start` breaks ties (0 in order). With `weights`, the cell is the one with
/// the fewest candidates for the weight of its three units.
pub(crate) fn choose(
    units: &Units,
    cands: &[u32],
    pairs: bool,
    start: u64,
    weights: Option<Weights>,
) -> Option<(Guess, u32)> {
    let first = (start % cands.len().max(1) as u64) as usize;
    let cell = match weights {
        Some(weights) => weighted(cands, first, weights.cells),
        None => fewest(cands, first),
    }?;
    let fewest_digits = cands[cell].count_ones();
    let cell_guess = (Guess::Cell(cell), cands[cell]);
    if fewest_digits <= 2 || !pairs {
        return Some(cell_guess);
    }
    let count = units.unit_count();
    let first = (start >> 16) as usize % count.max(1);
    // The unit with a digit in two cells (with `weights`, the heaviest such unit), and the digit.
    let mut best: Option<(u32, usize, u32)> = None;
    for unit in (first..count).chain(0..first) {
        let weight = weights.map_or(0, |w| w.units.get(unit).copied().unwrap_or(1));
        if best.is_some_and(|(w, _, _)| w >= weight) {
            continue;
        }
        let (mut ones, mut twos, mut threes) = (0u32, 0u32, 0u32);
        for &m in units.unit(unit) {
            let c = cands[usize::from(m)];
            if c & PLACED == 0 {
                threes |= twos & c;
                twos |= ones & c;
                ones |= c;
            }
        }
        let pairs = twos & !threes;
        if pairs != 0 {
            best = Some((weight, unit, pairs & pairs.wrapping_neg()));
        }
    }
    let Some((_, unit, digit)) = best else {
        return Some(cell_guess);
    };
    let options = units
        .unit(unit)
        .iter()
        .enumerate()
        .filter(|&(_, &m)| cands[usize::from(m)] & (digit | PLACED) == digit)
        .fold(0u32, |set, (k, _)| set | 1 << k);
    Some((Guess::Place { unit, digit }, options))
}

/// The open cell with the fewest candidates (the first of them from cell `start` on, round to
/// the start), or `None` when every cell is placed.
fn fewest(cands: &[u32], start: usize) -> Option<usize> {
    let order = (start..cands.len()).chain(0..start.min(cands.len()));
    // After propagation an open cell has two candidates or more; the first with two is found
    // without counting bits (the portable build has no POPCNT: a count is a dozen
    // instructions).
    let two = |c: u32| {
        let rest = c & c.wrapping_sub(1);
        c & PLACED == 0 && rest != 0 && rest & (rest - 1) == 0
    };
    if let Some(index) = order
        .clone()
        .find(|&i| cands.get(i).is_some_and(|&c| two(c)))
    {
        return Some(index);
    }
    let mut best: Option<(u32, usize)> = None;
    for index in order {
        let c = cands.get(index).copied().unwrap_or(PLACED);
        if c & PLACED == 0 {
            let count = c.count_ones();
            if best.is_none_or(|(n, _)| count < n) {
                best = Some((count, index));
            }
        }
    }
    best.map(|(_, index)| index)
}

/// The open cell with the fewest candidates for its weight in `weights` (the sum of its units'
/// weights; the first of them from cell `start` on, round to the start), or `None` when every
/// cell is placed.
fn weighted(cands: &[u32], start: usize, weights: &[u64]) -> Option<usize> {
    // The best so far as (candidates, weight): a/w < b/v when a * v < b * w.
    let mut best: Option<(u64, u64, usize)> = None;
    for index in (start..cands.len()).chain(0..start.min(cands.len())) {
        let c = cands.get(index).copied().unwrap_or(PLACED);
        if c & PLACED != 0 {
            continue;
        }
        let w = weights.get(index).copied().unwrap_or(3);
        let count = u64::from(c.count_ones());
        if best.is_none_or(|(a, v, _)| count * v < a * w) {
            best = Some((count, w, index));
        }
    }
    best.map(|(_, _, index)| index)
}

/// A contradiction: the units (a bit set, as [`units_of`]) where it showed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Conflict(pub(crate) u128);

/// Places queued cells and hidden singles until nothing is left to place. `Err` on a
/// contradiction, with the units to blame (the queue may then hold leftovers; the caller
/// clears it). The hidden-single
/// sweep looks only at units where a cell changed since the last sweep: only the queued cells
/// changed before the call (the caller's last sweep found nothing, or this is the start), and
/// a unit with no changed cell cannot have gained a hidden single or lost a digit.
pub(crate) fn propagate(
    units: &Units,
    full: u32,
    cands: &mut [u32],
    queue: &mut Vec<u16>,
    locked: bool,
) -> Result<(), Conflict> {
    // Units where a cell changed since the last sweep (at most 75 units: 25x25).
    let mut dirty: u128 = 0;
    loop {
        while let Some(cell) = queue.pop() {
            let cell = usize::from(cell);
            let digit = cands[cell];
            if digit & PLACED != 0 {
                continue;
            }
            cands[cell] = digit | PLACED;
            dirty |= units.units_of(cell);
            for &peer in units.peers(cell) {
                let peer = usize::from(peer);
                let c = cands[peer];
                if c & digit == 0 {
                    continue;
                }
                let left = c & !digit;
                if c & PLACED != 0 || left == 0 {
                    return Err(Conflict(units.units_of(peer)));
                }
                cands[peer] = left;
                dirty |= units.units_of(peer);
                if left & (left - 1) == 0 {
                    queue.push(peer as u16);
                }
            }
        }
        let mut found = false;
        let mut sweep = dirty;
        dirty = 0;
        while sweep != 0 {
            let unit = sweep.trailing_zeros() as usize;
            sweep &= sweep - 1;
            let members = units.unit(unit);
            let (ones, twos, placed) = tally(cands, members);
            if (ones | placed) & full != full {
                return Err(Conflict(1 << unit));
            }
            let mut hidden = ones & !twos & !placed;
            while hidden != 0 {
                let digit = hidden & hidden.wrapping_neg();
                hidden &= hidden - 1;
                for &cell in members {
                    let cell = usize::from(cell);
                    if cands[cell] & PLACED == 0 && cands[cell] & digit != 0 {
                        if cands[cell] != digit {
                            // A cell that must hold two different digits is a contradiction,
                            // caught because its other hidden digit is gone from it.
                            cands[cell] = digit;
                            queue.push(cell as u16);
                        }
                        found = true;
                        break;
                    }
                }
            }
        }
        if found {
            continue;
        }
        if !locked || !locked_candidates(units, cands, queue, &mut dirty)? {
            return Ok(());
        }
    }
}

/// The digits of a house's `members`: those open in at least one cell, those open in two or
/// more, and those placed (with [`PLACED`] set).
#[inline]
pub(crate) fn tally(cands: &[u32], members: &[u16]) -> (u32, u32, u32) {
    let (mut ones, mut twos, mut placed) = (0u32, 0u32, 0u32);
    for &cell in members {
        let c = cands.get(usize::from(cell)).copied().unwrap_or(0);
        if c & PLACED != 0 {
            placed |= c;
        } else {
            twos |= ones & c;
            ones |= c;
        }
    }
    (ones, twos, placed)
}

/// Locked candidates, every box against every row and column through it: where a row (or
/// column) meets a box, a digit that the box holds only there is taken from the rest of the
/// line (pointing), and one that the line holds only there is taken from the rest of the box
/// (claiming). Cells left with one candidate are queued, units that lost a candidate marked in
/// `dirty`. `Ok(true)` if any candidate went, `Err` on a cell left with none.
fn locked_candidates(
    units: &Units,
    cands: &mut [u32],
    queue: &mut Vec<u16>,
    dirty: &mut u128,
) -> Result<bool, Conflict> {
    let shape = units.shape();
    let n = shape.size();
    let (br, bc) = (shape.box_rows(), shape.box_cols());
    let rows = Lines {
        n,
        len: bc,
        per_box: br,
        index: |line, pos| line * n + pos,
    };
    let cols = Lines {
        n,
        len: br,
        per_box: bc,
        index: |line, pos| pos * n + line,
    };
    Ok(rows.lock(units, cands, queue, dirty)? | cols.lock(units, cands, queue, dirty)?)
}

/// The rows (or the columns) of a grid, cut by the boxes into segments of `len` cells;
/// `per_box` lines cross each box.
struct Lines<F> {
    n: usize,
    len: usize,
    per_box: usize,
    /// The cell index of position `pos` on line `line`.
    index: F,
}

/// Most segments a grid has (25 lines of 5 on 25x25; smaller shapes have fewer).
const MAX_SEGMENTS: usize = 25 * 25;

impl<F: Fn(usize, usize) -> usize> Lines<F> {
    /// [`locked_candidates`] on these lines.
    fn lock(
        &self,
        units: &Units,
        cands: &mut [u32],
        queue: &mut Vec<u16>,
        dirty: &mut u128,
    ) -> Result<bool, Conflict> {
        let (n, len, per_box) = (self.n, self.len, self.per_box);
        let segments = n / len;
        // `seen[line * segments + s]`: the digits open cells of segment `s` of `line` may hold.
        // (Loops over lines and segments rather than one index: no division in them.)
        let mut seen = [0u32; MAX_SEGMENTS];
        for line in 0..n {
            for s in 0..segments {
                for pos in s * len..(s + 1) * len {
                    let c = cands[(self.index)(line, pos)];
                    seen[line * segments + s] |= if c & PLACED == 0 { c } else { 0 };
                }
            }
        }
        // Digits in two or more segments of a line, and of a box (its `per_box` lines' segments
        // `s`: `in_box[band * segments + s]`).
        let mut in_line = [0u32; 25];
        let mut in_box = [0u32; MAX_SEGMENTS];
        let mut once_box = [0u32; MAX_SEGMENTS];
        for (line, more) in in_line.iter_mut().take(n).enumerate() {
            let mut once = 0;
            let band = line / per_box * segments;
            for s in 0..segments {
                let d = seen[line * segments + s];
                *more |= once & d;
                once |= d;
                in_box[band + s] |= once_box[band + s] & d;
                once_box[band + s] |= d;
            }
        }
        let mut changed = false;
        for (line, s) in (0..n).flat_map(|line| (0..segments).map(move |s| (line, s))) {
            let here = seen[line * segments + s];
            if here == 0 {
                continue;
            }
            let band = line / per_box;
            // Pointing: the rest of the line; claiming: the rest of the box.
            // (Only digits that the rest of the line, or of the box, still holds: the others
            // would leave every cell as it is.)
            let pointing = here & !in_box[band * segments + s] & in_line[line];
            let claiming = here & !in_line[line] & in_box[band * segments + s];
            if pointing != 0 {
                for pos in (0..s * len).chain((s + 1) * len..n) {
                    let cell = (self.index)(line, pos);
                    changed |= remove(units, cands, cell, pointing, queue, dirty)?;
                }
            }
            if claiming != 0 {
                for other in (band * per_box..(band + 1) * per_box).filter(|&l| l != line) {
                    for pos in s * len..(s + 1) * len {
                        let cell = (self.index)(other, pos);
                        changed |= remove(units, cands, cell, claiming, queue, dirty)?;
                    }
                }
            }
        }
        Ok(changed)
    }
}

/// Takes `digits` from open cell `cell`: queues it when one candidate is left, marks its units
/// dirty. `Ok(true)` if a candidate went, `Err` (blaming the cell's units) when none is left.
fn remove(
    units: &Units,
    cands: &mut [u32],
    cell: usize,
    digits: u32,
    queue: &mut Vec<u16>,
    dirty: &mut u128,
) -> Result<bool, Conflict> {
    let c = &mut cands[cell];
    if *c & PLACED != 0 || *c & digits == 0 {
        return Ok(false);
    }
    let left = *c & !digits;
    if left == 0 {
        return Err(Conflict(units.units_of(cell)));
    }
    *c = left;
    *dirty |= units.units_of(cell);
    if left & (left - 1) == 0 {
        queue.push(cell as u16);
    }
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{CancelToken, Stats};

    /// What a search with a first budget of `first` nodes answers: the count, the solutions
    /// kept, the statistics.
    fn run(shape: Shape, values: &[u8], limit: usize, first: u64) -> (usize, Vec<Vec<u8>>, Stats) {
        let cancel = CancelToken::new();
        let mut sink = Sink::new(limit, limit, &cancel);
        search_from(shape, values, &mut sink, first);
        (sink.count, sink.solutions, sink.stats)
    }

    /// A puzzle of `shape` from the pattern solution, each cell kept with probability
    /// `percent` (drawn from `seed`); with `clash`, one given changed to another digit.
    fn puzzle(shape: Shape, seed: u64, percent: u64, clash: bool) -> Vec<u8> {
        let (n, br, bc) = (shape.size(), shape.box_rows(), shape.box_cols());
        let mut values: Vec<u8> = (0..n * n)
            .map(|i| {
                let (r, c) = (i / n, i % n);
                let kept = mix(seed ^ (i as u64) << 32) % 100 < percent;
                if kept {
                    ((bc * (r % br) + r / br + c) % n + 1) as u8
                } else {
                    0
                }
            })
            .collect();
        if let Some(v) = values
            .iter_mut()
            .filter(|v| **v != 0)
            .nth(3)
            .filter(|_| clash)
        {
            *v = *v % n as u8 + 1;
        }
        values
    }

    #[test]
    fn restarts_count_exactly_and_each_solution_once() {
        // A first budget of one node: searches restart again and again, finding solutions
        // they found before, and must count each once and trust fewer than the limit only
        // from a finished tree.
        let (mut restarted, mut exactly) = (false, [false; 3]);
        for shape in [
            Shape::NINE,
            Shape::new(2, 3).unwrap(),
            Shape::new(3, 4).unwrap(),
        ] {
            for seed in 0..24 {
                let percent = 30 + seed % 4 * 10;
                let values = puzzle(shape, seed, percent, seed % 3 == 0);
                for limit in [1, 2, 3] {
                    let plain = run(shape, &values, limit, u64::MAX);
                    let turns = run(shape, &values, limit, 1);
                    assert_eq!(turns.0, plain.0, "{shape} seed {seed} limit {limit}");
                    assert_eq!(turns.1.len(), turns.0);
                    for (k, solution) in turns.1.iter().enumerate() {
                        assert!(!turns.1[..k].contains(solution), "a solution counted twice");
                        assert!(values.iter().zip(solution).all(|(&g, &v)| g == 0 || g == v));
                    }
                    // The same grid gives the same search.
                    assert_eq!(run(shape, &values, limit, 1).2, turns.2);
                    restarted |= turns.2.nodes > 1 && plain.2.nodes > 1;
                    if limit == 3 {
                        exactly[plain.0.min(2)] = true;
                    }
                }
            }
        }
        assert!(restarted, "no search restarted");
        assert_eq!(exactly, [true; 3], "grids with 0, 1 and 2 solutions");
    }

    #[test]
    fn a_node_bound_spans_the_turns() {
        // 16x16 with a fifth of the cells given: hundreds of nodes, over several turns.
        let shape = Shape::new(4, 4).unwrap();
        let values = puzzle(shape, 5, 20, false);
        let cancel = CancelToken::new();
        let full = run(shape, &values, 2, 1);
        assert!(full.2.nodes > 8, "{:?}", full.2);
        let mut sink = Sink::new(2, 2, &cancel);
        sink.max_nodes = full.2.nodes / 2;
        search_from(shape, &values, &mut sink, 1);
        assert!(sink.gave_up);
        assert_eq!(sink.stats.nodes, full.2.nodes / 2 + 1);
    }

    /// A 9x9 position with every digit open in every cell, but `digit` (a bit) taken from the
    /// `gone` cells, as (row, column) pairs from 0.
    fn without(digit: u32, gone: &[(usize, usize)]) -> Vec<u32> {
        let mut cands = vec![0x1ff; 81];
        for &(r, c) in gone {
            cands[9 * r + c] &= !digit;
        }
        cands
    }

    #[test]
    fn locked_candidates_point_from_a_box_and_claim_from_a_line() {
        let units = Units::new(Shape::NINE);
        // Pointing: in box 0, digit 1 only in row 0 (rows 1 and 2 of the box lack it).
        let box_rows: Vec<(usize, usize)> =
            (1..3).flat_map(|r| (0..3).map(move |c| (r, c))).collect();
        let mut cands = without(1, &box_rows);
        let (mut queue, mut dirty) = (Vec::new(), 0u128);
        assert_eq!(
            locked_candidates(&units, &mut cands, &mut queue, &mut dirty),
            Ok(true)
        );
        assert!(
            (3..9).all(|c| cands[c] & 1 == 0),
            "row 0 outside box 0 keeps 1"
        );
        assert!((0..3).all(|c| cands[c] & 1 != 0));
        assert!(
            (9..81)
                .filter(|i| i % 9 >= 3 || i / 9 >= 3)
                .all(|i| cands[i] & 1 != 0)
        );
        assert!(dirty & 1 != 0, "row 0 is marked");
        // Claiming: in column 4, digit 2 only in rows 3 to 5 (box 4).
        let outside: Vec<(usize, usize)> = (0..9)
            .filter(|r| !(3..6).contains(r))
            .map(|r| (r, 4))
            .collect();
        let mut cands = without(2, &outside);
        assert_eq!(
            locked_candidates(&units, &mut cands, &mut queue, &mut 0),
            Ok(true)
        );
        for r in 3..6 {
            for c in 3..6 {
                assert_eq!(cands[9 * r + c] & 2 != 0, c == 4, "r{}c{}", r + 1, c + 1);
            }
        }
        // Nothing locked on a fresh grid.
        assert_eq!(
            locked_candidates(&units, &mut vec![0x1ff; 81], &mut queue, &mut 0),
            Ok(false)
        );
        assert!(queue.is_empty());
    }

    #[test]
    fn locked_candidates_find_a_cell_left_with_nothing() {
        // Digit 1 only in row 0 of box 0, and r1c4 holds nothing else: pointing empties it.
        let box_rows: Vec<(usize, usize)> =
            (1..3).flat_map(|r| (0..3).map(move |c| (r, c))).collect();
        let mut cands = without(1, &box_rows);
        cands[3] = 1;
        let units = Units::new(Shape::NINE);
        let result = locked_candidates(&units, &mut cands, &mut Vec::new(), &mut 0);
        assert_eq!(result, Err(Conflict(units.units_of(3))));
    }

    #[test]
    fn a_digit_held_in_two_cells_is_the_guess_when_no_cell_has_two() {
        let units = Units::new(Shape::NINE);
        // Digit 5 in row 8 only at r8c2 and r8c7; every cell keeps at least three digits.
        let gone: Vec<(usize, usize)> = (0..9)
            .filter(|c| ![1, 6].contains(c))
            .map(|c| (7, c))
            .collect();
        let cands = without(1 << 4, &gone);
        assert!(matches!(
            choose(&units, &cands, false, 0, None),
            Some((Guess::Cell(_), _))
        ));
        let Some((Guess::Place { unit, digit }, options)) = choose(&units, &cands, true, 0, None)
        else {
            panic!("expected a guess on a digit");
        };
        assert_eq!((unit, digit, options), (7, 1 << 4, 1 << 1 | 1 << 6));
        assert_eq!(
            Guess::Place { unit, digit }.option(&units, 6),
            (7 * 9 + 6, 1 << 4)
        );
        // With a cell of two candidates, that cell is the guess.
        let mut cands = cands;
        cands[40] = 0b11;
        assert!(matches!(
            choose(&units, &cands, true, 0, None),
            Some((Guess::Cell(40), 0b11))
        ));
        // A full grid has no guess.
        assert!(choose(&units, &[PLACED | 1; 81], true, 0, None).is_none());
    }
}
