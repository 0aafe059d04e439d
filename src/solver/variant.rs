//! The engine for puzzles with variant rules (killer, jigsaw, X, windoku, anti-knight,
//! anti-king, non-consecutive, extra regions), every shape: a digit set per cell, read from
//! the grid's [`Constraints`].
//!
//! Placing a digit clears it from the cell's peers (every cell of a shared house, cage or
//! extra region, and the cells a knight's or king's move away under those rules) and, under
//! non-consecutive, the digits one above and one below from its orthogonal neighbours; cells
//! left with one candidate are placed in turn (naked singles). Then each house places the
//! digits it holds in one cell only (hidden singles), and each cage with a sum keeps in its open
//! cells only the digits of the combinations that can still make the sum (on sides up to
//! [`TABLE_MAX_SIZE`]; larger grids check the smallest and largest sums the open cells can
//! reach). The houses also give cages of their own, the innies of the "45 rule": a house's cells
//! outside the cages that lie wholly inside it add up to the house's total less those cages'
//! sums. Then the search guesses on the open cell with the fewest candidates.
//!
//! Each depth's candidates live in one buffer allocated before the search starts.

use super::Sink;
use super::generic::PLACED;
use super::innies::{self, Sum};
use crate::board::Constraints;

/// How often the search looks at the cancel token, in nodes.
const CANCEL_PERIOD: u64 = 16;
/// Up to this side a cage's digits are checked against the table of every combination (2^N
/// digit sets); larger sides use the sum bounds only.
const TABLE_MAX_SIZE: usize = 16;

/// The digit sets of each size and sum: `table[size][sum]` lists every set of `size` distinct
/// digits adding up to `sum`.
struct Combos {
    table: Vec<Vec<Vec<u32>>>,
}

impl Combos {
    fn new(size: usize) -> Option<Combos> {
        if size > TABLE_MAX_SIZE {
            return None;
        }
        let most = size * (size + 1) / 2;
        let mut table = vec![vec![Vec::new(); most + 1]; size + 1];
        for mask in 0u32..(1 << size) {
            let sum: usize = (0..size)
                .filter(|d| mask & (1 << d) != 0)
                .map(|d| d + 1)
                .sum();
            table[mask.count_ones() as usize][sum].push(mask);
        }
        Some(Combos { table })
    }

    fn of(&self, size: usize, sum: usize) -> &[u32] {
        self.table
            .get(size)
            .and_then(|t| t.get(sum))
            .map_or(&[], Vec::as_slice)
    }
}

struct Engine<'c> {
    constraints: &'c Constraints,
    sums: Vec<Sum>,
    combos: Option<Combos>,
    cells: usize,
    full: u32,
    levels: Vec<u32>,
    queue: Vec<u16>,
    /// The state of the random digit order; 0 tries digits in increasing order.
    rng: u64,
}

/// A contradiction.
struct Conflict;

/// Searches a grid of `shape` under `constraints`, given as row-major values (0 empty),
/// reporting to `sink`. A `seed` other than 0 tries each cell's digits in a random order drawn
/// from it (for random solutions); 0 tries them in increasing order.
pub(crate) fn search(constraints: &Constraints, values: &[u8], seed: u64, sink: &mut Sink) {
    let shape = constraints.shape();
    let cells = shape.cell_count();
    if values.len() != cells {
        return;
    }
    let full = (1u32 << shape.size()) - 1;
    let mut engine = Engine {
        constraints,
        sums: innies::sums(constraints),
        combos: Combos::new(shape.size()),
        cells,
        full,
        levels: vec![0; cells * (cells + 1)],
        queue: Vec::with_capacity(2 * cells),
        rng: seed,
    };
    engine.levels[..cells].fill(full);
    if !super::generic::start(full, values, &mut engine.levels[..cells], &mut engine.queue) {
        return;
    }
    engine.descend(0, sink);
}

impl Engine<'_> {
    /// Returns true when the search must stop.
    fn descend(&mut self, depth: usize, sink: &mut Sink) -> bool {
        if sink.node(CANCEL_PERIOD) {
            return true;
        }
        let here = depth * self.cells..(depth + 1) * self.cells;
        let mut cands = std::mem::take(&mut self.levels);
        let result = self.propagate(&mut cands[here.clone()]);
        self.levels = cands;
        if result.is_err() {
            self.queue.clear();
            return false;
        }
        let level = &self.levels[here.clone()];
        let open = level
            .iter()
            .enumerate()
            .filter(|(_, c)| **c & PLACED == 0)
            .min_by_key(|(_, c)| c.count_ones());
        let Some((cell, &options)) = open else {
            let values = level
                .iter()
                .map(|c| (c & !PLACED).trailing_zeros() as u8 + 1);
            return sink.solution(|out| out.extend(values));
        };
        let mut left = options;
        while left != 0 {
            let digit = self.pick(left);
            left &= !digit;
            sink.stats.guesses += 1;
            sink.stats.branches += u64::from(left != 0);
            self.levels.copy_within(here.clone(), here.end);
            self.levels[here.end + cell] = digit;
            self.queue.push(cell as u16);
            if self.descend(depth + 1, sink) {
                return true;
            }
        }
        false
    }

    /// One digit (a bit) of `options`: the lowest, or a random one when the search is random.
    fn pick(&mut self, options: u32) -> u32 {
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

    /// Places queued cells, hidden singles and what the sums allow until nothing changes.
    fn propagate(&mut self, cands: &mut [u32]) -> Result<(), Conflict> {
        loop {
            self.place_queued(cands)?;
            let mut changed = self.hidden_singles(cands)?;
            for sum in &self.sums {
                let combos = self.combos.as_ref();
                let (full, queue) = (self.full, &mut self.queue);
                changed |= restrict_sum(self.constraints, sum, combos, full, cands, queue)?;
            }
            if !changed && self.queue.is_empty() {
                return Ok(());
            }
        }
    }

    fn remove(&mut self, cands: &mut [u32], cell: usize, remove: u32) -> Result<bool, Conflict> {
        take(cands, cell, remove, &mut self.queue)
    }

    fn place_queued(&mut self, cands: &mut [u32]) -> Result<(), Conflict> {
        let constraints = self.constraints;
        while let Some(cell) = self.queue.pop() {
            let cell = usize::from(cell);
            let digit = cands[cell];
            if digit & PLACED != 0 {
                continue;
            }
            if digit == 0 || digit & (digit - 1) != 0 {
                return Err(Conflict);
            }
            cands[cell] = digit | PLACED;
            for &peer in constraints.peers(cell) {
                self.remove(cands, usize::from(peer), digit)?;
            }
            let close = ((digit << 1) | (digit >> 1)) & self.full;
            for &next in constraints.neighbours(cell) {
                self.remove(cands, usize::from(next), close)?;
            }
        }
        Ok(())
    }

    /// Every house must still hold every digit; a digit it holds in one cell goes there.
    fn hidden_singles(&mut self, cands: &mut [u32]) -> Result<bool, Conflict> {
        let mut found = false;
        let constraints = self.constraints;
        for house in constraints.houses() {
            let (ones, twos, placed) = super::generic::tally(cands, &house.cells);
            if (ones | placed) & self.full != self.full {
                return Err(Conflict);
            }
            let mut hidden = ones & !twos & !placed;
            while hidden != 0 {
                let digit = hidden & hidden.wrapping_neg();
                hidden &= hidden - 1;
                let cell = house
                    .cells
                    .iter()
                    .map(|&c| usize::from(c))
                    .find(|&c| cands[c] & PLACED == 0 && cands[c] & digit != 0);
                if let Some(cell) = cell.filter(|&c| cands[c] != digit) {
                    cands[cell] = digit;
                    self.queue.push(cell as u16);
                    found = true;
                }
            }
        }
        Ok(found)
    }
}

/// Keeps in `sum`'s open cells only digits that some combination making the rest of the sum
/// allows. True if a candidate went.
fn restrict_sum(
    constraints: &Constraints,
    sum: &Sum,
    combos: Option<&Combos>,
    full: u32,
    cands: &mut [u32],
    queue: &mut Vec<u16>,
) -> Result<bool, Conflict> {
    let (mut used, mut placed_total, mut open, mut union) = (0u32, 0u32, 0usize, 0u32);
    for &cell in &sum.cells {
        let c = cands[usize::from(cell)];
        if c & PLACED != 0 {
            let digit = c & !PLACED;
            used |= digit;
            placed_total += digit.trailing_zeros() + 1;
        } else {
            open += 1;
            union |= c;
        }
    }
    let Some(rest) = sum.sum.checked_sub(placed_total) else {
        return Err(Conflict);
    };
    if open == 0 {
        return if rest == 0 { Ok(false) } else { Err(Conflict) };
    }
    let union = union & !used;
    if !sum.distinct {
        return restrict_plain(sum, rest, full, cands, queue);
    }
    let (allowed, required) = match combos {
        Some(combos) => {
            let mut open_cands = [0u32; TABLE_MAX_SIZE];
            let mut k = 0;
            for &c in &sum.cells {
                let c = cands[usize::from(c)];
                if c & PLACED == 0
                    && let Some(slot) = open_cands.get_mut(k)
                {
                    *slot = c;
                    k += 1;
                }
            }
            let open_cands = open_cands.get(..k).unwrap_or(&[]);
            let (mut allowed, mut required) = (0u32, full);
            for &combo in combos.of(open, rest as usize) {
                if combo & !union == 0 && fits(open_cands, combo) {
                    allowed |= combo;
                    required &= combo;
                }
            }
            (allowed, if allowed == 0 { 0 } else { required })
        }
        None => (bounded(union, open, rest), 0),
    };
    let mut changed = false;
    for &cell in &sum.cells {
        let cell = usize::from(cell);
        if cands[cell] & PLACED == 0 {
            changed |= take(cands, cell, !allowed & full, queue)?;
        }
    }
    let mut rest = required;
    while rest != 0 {
        let digit = rest & rest.wrapping_neg();
        rest &= rest - 1;
        changed |= confine(constraints, sum, digit, cands, queue)?;
    }
    Ok(changed)
}

/// Whether the open cells (`open`, their candidates) may hold the digits of `combo`: exactly
/// (one digit each) for up to [`EXACT_CELLS`] cells, else each cell having one of them.
fn fits(open: &[u32], combo: u32) -> bool {
    if open.len() <= EXACT_CELLS {
        assignable(open, combo)
    } else {
        open.iter().all(|&c| c & combo != 0)
    }
}

/// Up to this many open cells a cage's combinations are matched to its cells exactly (at most
/// 5! tries); larger cages only check that each cell can hold one of the digits.
const EXACT_CELLS: usize = 5;

/// Whether the open cells (`open`, their candidates) can hold the digits of `combo` one each.
fn assignable(open: &[u32], combo: u32) -> bool {
    let Some((&first, others)) = open.split_first() else {
        return combo == 0;
    };
    let mut options = first & combo;
    while options != 0 {
        let digit = options & options.wrapping_neg();
        options &= options - 1;
        if assignable(others, combo & !digit) {
            return true;
        }
    }
    false
}

/// A digit that every combination of `sum` holds must go in one of its open cells that can
/// take it: alone there, it is placed; anywhere there, it leaves every cell that sees all
/// of them. True if a candidate went.
fn confine(
    constraints: &Constraints,
    sum: &Sum,
    digit: u32,
    cands: &mut [u32],
    queue: &mut Vec<u16>,
) -> Result<bool, Conflict> {
    let mut holders = sum
        .cells
        .iter()
        .map(|&c| usize::from(c))
        .filter(|&c| cands[c] & PLACED == 0 && cands[c] & digit != 0);
    let Some(first) = holders.next() else {
        return Ok(false);
    };
    let (second, third) = (holders.next(), holders.next());
    if second.is_none() && cands[first] != digit {
        cands[first] = digit;
        queue.push(first as u16);
        return Ok(true);
    }
    // Spread over more cells, the digit rarely leaves anything (and the look costs).
    if holders.next().is_some() {
        return Ok(false);
    }
    let mut changed = false;
    let others = [second, third];
    for &peer in constraints.peers(first) {
        let peer = usize::from(peer);
        let sees_all = others
            .iter()
            .flatten()
            .all(|&o| o != peer && constraints.sees(o, peer));
        if sees_all {
            changed |= take(cands, peer, digit, queue)?;
        }
    }
    Ok(changed)
}

/// Keeps in each open cell of a sum whose digits may repeat only the digits that the other
/// open cells' smallest and largest candidates leave room for. `rest` is the sum less the
/// placed digits.
fn restrict_plain(
    sum: &Sum,
    rest: u32,
    full: u32,
    cands: &mut [u32],
    queue: &mut Vec<u16>,
) -> Result<bool, Conflict> {
    let (mut low, mut high) = (0u32, 0u32);
    for &cell in &sum.cells {
        let c = cands[usize::from(cell)];
        if c & PLACED == 0 {
            low += c.trailing_zeros() + 1;
            high += 32 - c.leading_zeros();
        }
    }
    if rest < low || rest > high {
        return Err(Conflict);
    }
    let mut changed = false;
    for &cell in &sum.cells {
        let cell = usize::from(cell);
        let c = cands[cell];
        if c & PLACED != 0 {
            continue;
        }
        let (min, max) = (c.trailing_zeros() + 1, 32 - c.leading_zeros());
        // The other cells make between `low - min` and `high - max`.
        let most = rest - (low - min);
        let least = rest.saturating_sub(high - max);
        let keep = digits_between(least.max(1), most) & full;
        changed |= take(cands, cell, !keep & full, queue)?;
    }
    Ok(changed)
}

/// The digits from `least` to `most` as bits (bit 0 for digit 1).
fn digits_between(least: u32, most: u32) -> u32 {
    if least > most || least == 0 {
        return 0;
    }
    let upto = |d: u32| if d >= 32 { u32::MAX } else { (1u32 << d) - 1 };
    upto(most) & !upto(least - 1)
}

/// Removes `remove` from `cell`'s candidates and queues the cell if one digit is left. True if
/// a digit went; `Err` if none is left.
fn take(
    cands: &mut [u32],
    cell: usize,
    remove: u32,
    queue: &mut Vec<u16>,
) -> Result<bool, Conflict> {
    let c = cands[cell];
    if c & remove == 0 {
        return Ok(false);
    }
    let left = c & !remove;
    if c & PLACED != 0 || left == 0 {
        return Err(Conflict);
    }
    cands[cell] = left;
    if left & (left - 1) == 0 {
        queue.push(cell as u16);
    }
    Ok(true)
}

/// The digits of `union` that can be one of `open` distinct digits from `union` adding up to
/// `rest`, by the smallest and largest sums the others can make.
fn bounded(union: u32, open: usize, rest: u32) -> u32 {
    let digits: Vec<u32> = (0..32)
        .filter(|d| union & (1 << d) != 0)
        .map(|d| d + 1)
        .collect();
    let mut allowed = 0;
    for &d in &digits {
        let others: Vec<u32> = digits.iter().copied().filter(|&x| x != d).collect();
        let need = open - 1;
        if others.len() < need || d > rest {
            continue;
        }
        let low: u32 = others.iter().take(need).sum();
        let high: u32 = others.iter().rev().take(need).sum();
        if (low..=high).contains(&(rest - d)) {
            allowed |= 1 << (d - 1);
        }
    }
    allowed
}

#[cfg(test)]
mod tests {
    use super::*;
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

    #[test]
    fn bounded_sums_agree_with_the_table() {
        let combos = Combos::new(9).unwrap();
        for open in 1..=4usize {
            for rest in 1..=30u32 {
                let union = 0b1_0110_1101;
                let mut exact = 0;
                for &c in combos.of(open, rest as usize) {
                    if c & !union == 0 {
                        exact |= c;
                    }
                }
                // The bounds allow at least what the table allows.
                assert_eq!(bounded(union, open, rest) & exact, exact, "{open} {rest}");
            }
        }
    }
}
