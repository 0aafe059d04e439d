//! The engine for puzzles with variant rules (killer, jigsaw, X, windoku, anti-knight,
//! anti-king, non-consecutive, extra regions), every shape: a digit set per cell, read from
//! the grid's [`Constraints`].
//!
//! The rules run as propagators ([`propagate`]): placing a digit clears it from the cell's
//! peers (every cell of a shared house, cage or extra region, and the cells a knight's or
//! king's move away under those rules) and, under non-consecutive, the digits one above and
//! one below from its orthogonal neighbours; each house places the digits it holds in one cell
//! only (hidden singles); each cage with a sum keeps the digits of the combinations that can
//! still make it ([`sum`]). The houses also give sums of their own, the innies and outies of
//! the "45 rule" (`innies`).
//!
//! The search branches two ways on one digit of one cell: the cell holds it, or it does not
//! (and the search goes on from there, free to choose another cell). The cell is the one with
//! the most conflicts for its candidates: each cell starts with a weight from the rules on it
//! (houses, and small cages most), gains one each time a guess there fails at once, and all
//! weights halve now and then, so the search keeps to the cells that have been failing lately.
//! Each depth's candidates live in one buffer allocated before the search starts.

mod bands;
mod clues;
mod innies;
mod linear;
mod probe;
mod propagate;
mod sandwich;
mod small;
mod sum;
mod work;

use super::Sink;
use crate::board::{ClueKind, Constraints};
use crate::solver::generic::PLACED;
use propagate::Model;
use sum::SumRule;
use work::Work;

pub(crate) use probe::{
    DeepRefutation, Refutation, deep_refutations, failed_literals, probing_stalls, refutations,
};

/// How often the search looks at the cancel token, in nodes.
const CANCEL_PERIOD: u64 = 64;
/// After this many conflicts every weight halves.
const DECAY_PERIOD: u32 = 1 << 14;

struct Engine<'m, 'c> {
    model: &'m Model<'c>,
    work: Work,
    cells: usize,
    levels: Vec<u32>,
    /// Each cell's weight: how much choosing it has been failing.
    weight: Vec<u32>,
    /// Conflicts left until the weights halve.
    until_decay: u32,
    /// The state of the random digit order; 0 tries digits in increasing order.
    rng: u64,
    /// The digit (1-based, 0 for none) each cell tries before the others: a known solution's,
    /// so that a uniqueness check meets it first and spends its search on a second one. Empty
    /// when no cell has one.
    first: &'m [u8],
}

/// The order in which a search tries a cell's digits.
#[derive(Clone, Copy)]
pub(crate) enum Order<'a> {
    /// Increasing.
    Increasing,
    /// Random, drawn from a seed.
    Random(u64),
    /// Each cell's digit in these row-major values (a known solution) first, then increasing.
    SolutionFirst(&'a [u8]),
}

/// How a subtree ended.
enum Outcome {
    /// The search must stop (limit reached, cancelled or out of nodes).
    Stop,
    /// The first propagation failed: the guess that led here was wrong at once.
    Failed,
    /// Searched through.
    Done,
}

/// Searches a grid of `shape` under `constraints`, given as row-major values (0 empty),
/// reporting to `sink`, trying each cell's digits in `order`.
pub(crate) fn search(constraints: &Constraints, values: &[u8], order: Order, sink: &mut Sink) {
    let Prepared { model, weight } = Prepared::new(constraints);
    descend_from(&model, weight, values, order, sink);
}

/// The search's model of one set of rules, built once for searches of many grids under them
/// (a generator's uniqueness checks as it takes givens away: most take a node or two, so
/// building the model was most of their cost).
pub(crate) struct Prepared<'c> {
    model: Model<'c>,
    /// The cells' starting weights.
    weight: Vec<u32>,
}

impl<'c> Prepared<'c> {
    /// The model of `constraints`.
    pub(crate) fn new(constraints: &'c Constraints) -> Prepared<'c> {
        let model = Model::new(constraints, rules(constraints), clues::build(constraints));
        let weight = priorities(&model);
        Prepared { model, weight }
    }

    /// Searches the grid with `values` (row-major, 0 empty) under the model's rules, as
    /// [`search`] does.
    pub(crate) fn search(&self, values: &[u8], order: Order, sink: &mut Sink) {
        descend_from(&self.model, self.weight.clone(), values, order, sink);
    }
}

/// Searches from `values` with `model` and the cells' starting `weight`.
fn descend_from(model: &Model, weight: Vec<u32>, values: &[u8], order: Order, sink: &mut Sink) {
    let cells = model.cells();
    if values.len() != cells {
        return;
    }
    let mut work = Work::new(&model.watch);
    let mut levels = vec![0; cells * (cells + 1)];
    let first = levels.get_mut(..cells).unwrap_or_default();
    first.fill(model.full);
    for (cell, &value) in values.iter().enumerate() {
        if value == 0 {
            continue;
        }
        let bit = 1u32.checked_shl(u32::from(value) - 1).unwrap_or(0) & model.full;
        if bit == 0 {
            return;
        }
        work.set(first, cell, bit);
    }
    // Odd and even cells, after the givens: a given of the wrong kind is no solution.
    for &(cell, allowed) in &model.initial {
        if work
            .take(first, usize::from(cell), !allowed & model.full)
            .is_err()
        {
            return;
        }
    }
    work.queue_all(&model.watch);
    let mut engine = Engine {
        model,
        work,
        cells,
        levels,
        weight,
        until_decay: DECAY_PERIOD,
        rng: match order {
            Order::Random(seed) => seed | 1,
            _ => 0,
        },
        first: match order {
            Order::SolutionFirst(solution) if solution.len() == cells => solution,
            _ => &[],
        },
    };
    engine.descend(0, sink);
}

/// What one clue of `rules` (its index in `rules.clues`) removes by itself from `cands` (one
/// digit set a cell, bit 0 for digit 1, [`PLACED`] on a placed cell's), on a grid of `shape`:
/// the candidates left, or `None` if the clue cannot be kept. The hints' clue techniques ask
/// this, so that what they say is what the rule alone gives.
pub(crate) fn clue_alone(
    shape: crate::board::Shape,
    rules: &crate::board::Rules,
    clue: usize,
    cands: &[u32],
) -> Option<Vec<u32>> {
    let one = crate::board::Rules {
        clues: vec![rules.clues.get(clue)?.clone()],
        regions: rules.regions.clone(),
        ..crate::board::Rules::CLASSIC
    };
    let constraints = Constraints::new(shape, &one);
    let model = Model::new(&constraints, Vec::new(), clues::build(&constraints));
    let mut work = Work::new(&model.watch);
    let mut level = cands.to_vec();
    if level.len() != shape.cell_count() {
        return None;
    }
    for &(cell, allowed) in &model.initial {
        work.take(&mut level, usize::from(cell), !allowed & model.full)
            .ok()?;
    }
    work.clear();
    propagate::clues_alone(&model, &mut work, &mut level).ok()?;
    Some(level)
}

/// The cages with sums and the innies and outies they imply, each inside a house told the rest
/// of it.
fn rules(constraints: &Constraints) -> Vec<SumRule> {
    innies::sums(constraints)
        .into_iter()
        .map(|s| {
            let house = s
                .distinct
                .then(|| {
                    constraints
                        .houses()
                        .iter()
                        .find(|h| s.cells.iter().all(|c| h.cells.binary_search(c).is_ok()))
                })
                .flatten();
            let rest_of_house = house.map_or_else(Vec::new, |h| {
                h.cells
                    .iter()
                    .copied()
                    .filter(|c| s.cells.binary_search(c).is_err())
                    .collect()
            });
            SumRule { rest_of_house, ..s }
        })
        .collect()
}

/// Each cell's starting weight: the cells of its houses, and for each cage on it twice the
/// side less the cage's size (at least the side), so cells of small cages go first.
fn priorities(model: &Model) -> Vec<u32> {
    let constraints = model.constraints;
    let side = constraints.shape().size() as u32;
    let mut weight = vec![1u32; model.cells()];
    for house in constraints.houses() {
        for &cell in &house.cells {
            if let Some(w) = weight.get_mut(usize::from(cell)) {
                *w += house.cells.len() as u32;
            }
        }
    }
    for cage in constraints.sums() {
        let bonus = (2 * side).saturating_sub(cage.cells.len() as u32).max(side);
        for &cell in &cage.cells {
            if let Some(w) = weight.get_mut(usize::from(cell)) {
                *w += bonus;
            }
        }
    }
    // Cells under a clue: a sum or a line (most for short ones), or a two-cell rule.
    let shape = constraints.shape();
    for clue in constraints.clues() {
        let cells = clue.cells(shape);
        let bonus = match clue.kind() {
            ClueKind::LittleKiller | ClueKind::Arrow | ClueKind::Sandwich | ClueKind::RegionSum => {
                (2 * side).saturating_sub(cells.len() as u32).max(side)
            }
            _ => side / 2,
        };
        for &cell in &cells {
            if let Some(w) = weight.get_mut(usize::from(cell)) {
                *w += bonus;
            }
        }
    }
    weight
}

impl Engine<'_, '_> {
    fn descend(&mut self, depth: usize, sink: &mut Sink) -> Outcome {
        let cells = self.cells;
        let here = depth * cells..(depth + 1) * cells;
        let next = here.end..here.end + cells;
        // The cell whose digit the last branch took away, once there is one.
        let mut narrowed = None;
        loop {
            if sink.node(CANCEL_PERIOD) {
                return Outcome::Stop;
            }
            let level = self.levels.get_mut(here.clone()).unwrap_or_default();
            if propagate::propagate(self.model, &mut self.work, level).is_err() {
                let Some(cell) = narrowed else {
                    return Outcome::Failed;
                };
                self.blame(cell);
                return Outcome::Done;
            }
            let Some((cell, options)) = choose(&self.weight, level) else {
                let values = level
                    .iter()
                    .map(|c| (c & !PLACED).trailing_zeros() as u8 + 1);
                return if sink.solution(|out| out.extend(values)) {
                    Outcome::Stop
                } else {
                    Outcome::Done
                };
            };
            let digit = self.pick(cell, options);
            sink.stats.guesses += 1;
            sink.stats.branches += 1;
            self.levels.copy_within(here.clone(), next.start);
            let child = self.levels.get_mut(next.clone()).unwrap_or_default();
            self.work.set(child, cell, digit);
            match self.descend(depth + 1, sink) {
                Outcome::Stop => return Outcome::Stop,
                Outcome::Failed => self.blame(cell),
                Outcome::Done => {}
            }
            // The other branch: the cell does not hold the digit.
            narrowed = Some(cell);
            let level = self.levels.get_mut(here.clone()).unwrap_or_default();
            if self.work.take(level, cell, digit).is_err() {
                self.work.clear();
                return Outcome::Done;
            }
        }
    }

    /// A guess on `cell` failed at once: its weight grows, and now and then all halve.
    fn blame(&mut self, cell: usize) {
        match self.work.failed {
            Some(k) => {
                for c in self.model.watched(k) {
                    if let Some(w) = self.weight.get_mut(usize::from(c)) {
                        *w += 1;
                    }
                }
            }
            None => {
                if let Some(w) = self.weight.get_mut(cell) {
                    *w += 1;
                }
            }
        }
        self.until_decay -= 1;
        if self.until_decay == 0 {
            self.until_decay = DECAY_PERIOD;
            for w in &mut self.weight {
                *w = (*w / 2).max(1);
            }
        }
    }

    /// One digit (a bit) of `cell`'s `options`: the cell's first digit if it is one of them,
    /// else the lowest, or a random one when the search is random.
    fn pick(&mut self, cell: usize, options: u32) -> u32 {
        if let Some(&digit) = self.first.get(cell) {
            let bit = 1u32
                .checked_shl(u32::from(digit).wrapping_sub(1))
                .unwrap_or(0);
            if bit & options != 0 {
                return bit;
            }
        }
        if self.rng == 0 {
            return options & options.wrapping_neg();
        }
        // xorshift64: never 0 from a state that is not.
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 7;
        self.rng ^= self.rng << 17;
        let mut k = (self.rng % u64::from(options.count_ones())) as u32;
        let mut rest = options;
        while k > 0 {
            rest &= rest - 1;
            k -= 1;
        }
        rest & rest.wrapping_neg()
    }
}

/// The open cell with the highest weight per candidate, and its candidates; `None` when
/// every cell is placed.
fn choose(weight: &[u32], level: &[u32]) -> Option<(usize, u32)> {
    let mut best: Option<(usize, u32)> = None;
    let (mut best_weight, mut best_count) = (0u64, 1u64);
    for ((cell, &c), &w) in level.iter().enumerate().zip(weight) {
        if c & PLACED != 0 {
            continue;
        }
        let count = u64::from(c.count_ones());
        let w = u64::from(w);
        if best.is_none() || w * best_count > best_weight * count {
            best = Some((cell, c));
            best_weight = w;
            best_count = count;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use crate::board::{Cage, Grid, Rules, Shape};
    use crate::solver::{CancelToken, count_solutions};

    /// A 4x4 killer: every row a pair of cages.
    fn four_killer() -> Grid {
        // 1 2 | 3 4
        // 3 4 | 1 2
        // 2 1 | 4 3
        // 4 3 | 2 1
        let solution: [u16; 16] = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
        let cages = (0..8u16)
            .map(|k| {
                let cells = [2 * k, 2 * k + 1];
                let sum = cells.iter().map(|&c| solution[usize::from(c)]);
                Cage::new(cells, Some(sum.sum()))
            })
            .collect();
        let rules = Rules {
            cages,
            ..Rules::CLASSIC
        };
        let shape = Shape::from_size(4).unwrap_or_default();
        Grid::empty(shape)
            .with_rules(rules)
            .unwrap_or_else(|_| Grid::empty(shape))
    }

    #[test]
    fn killer_sums_narrow_the_count() {
        let grid = four_killer();
        let found = count_solutions(&grid, 100, &CancelToken::new()).unwrap();
        // The plain 4x4 grid has 288 solutions; the cages leave few.
        assert!(found.count >= 1 && found.count < 288, "{}", found.count);
        for solution in &found.found {
            assert!(solution.is_solved(), "{solution:?}");
        }
    }
}
#[cfg(test)]
mod clue_alone_tests {
    use crate::board::{Clue, Rules, Shape};
    use crate::solver::generic::PLACED;

    #[test]
    fn a_placed_bulb_narrows_its_thermometer_alone() {
        let rules = Rules {
            clues: vec![Clue::Thermometer(vec![0, 1, 2])],
            ..Rules::CLASSIC
        };
        let mut cands = vec![0x1FFu32; 81];
        cands[0] = (1 << 2) | PLACED; // a 3
        let after = super::clue_alone(Shape::NINE, &rules, 0, &cands).unwrap_or_default();
        assert_eq!(after[1] & 0b111, 0, "{:b}", after[1]);
        assert_eq!(after[2] & 0b1111, 0, "{:b}", after[2]);
    }
}
