//! The sum propagator: cells whose digits add up to a total (a killer cage, or innies and
//! outies the cages imply).
//!
//! For a sum whose digits are distinct, the digit sets of the open cells' size that make the
//! rest of the total (from a table of every combination) are matched against the cells: a set
//! must fit the cells' candidates (exactly, one digit to a cell, for up to [`EXACT_CELLS`] open
//! cells, which also gives each cell only the digits it takes in some matching) and, for a sum
//! lying inside a house, leave the rest of the house the digits it can still hold. A cell keeps
//! only digits of a fitting set; the rest of the house keeps only digits some fitting set
//! leaves out; a digit every fitting set holds must go in one of the sum's cells that can take
//! it (alone there, it is placed; else it leaves every cell that sees all of them). A sum
//! whose digits may repeat narrows each cell by the smallest and largest sums the others can
//! make, and exactly when two cells are open.

use super::work::{Conflict, Work};
use crate::board::CellSet;
use crate::solver::generic::PLACED;
use std::sync::OnceLock;

/// Up to this side a sum's digits are checked against the table of every combination (2^N
/// digit sets); larger sides use the sum bounds only.
pub(super) const TABLE_MAX_SIZE: usize = 16;

/// Up to this many open cells a combination is matched to the cells exactly.
const EXACT_CELLS: usize = 4;

/// What a sum needs to know of the puzzle.
pub(super) struct Context<'a> {
    /// Every digit, as bits.
    pub full: u32,
    /// The digit sets of each size and sum (sides up to [`TABLE_MAX_SIZE`]).
    pub combos: Option<&'a Combos>,
    /// Each cell's peers (empty when the puzzle has no sums).
    pub sight: &'a [CellSet],
}

impl Context<'_> {
    /// The peers of `cell`.
    fn sight(&self, cell: usize) -> CellSet {
        self.sight.get(cell).copied().unwrap_or_default()
    }
}

/// A sum over cells, as the engine runs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct SumRule {
    /// The cells counted positively, row-major indices in increasing order.
    pub cells: Vec<u16>,
    /// The cells counted negatively (outies less innies), in increasing order.
    pub minus: Vec<u16>,
    /// What `cells` less `minus` add up to.
    pub sum: i32,
    /// Whether the digits are distinct (no `minus`, every two cells see each other).
    pub distinct: bool,
    /// For a distinct sum inside a house: the house's other cells (else empty; filled in
    /// once the sums are known).
    pub rest_of_house: Vec<u16>,
}

/// The digit sets of each size and sum: `table[size][sum]` lists every set of `size` distinct
/// digits adding up to `sum`.
pub(super) struct Combos {
    table: Vec<Vec<Vec<u32>>>,
}

impl Combos {
    /// The table for side `size`, built once a process (on first use) and shared by every
    /// search after; `None` above [`TABLE_MAX_SIZE`].
    pub fn shared(size: usize) -> Option<&'static Combos> {
        static TABLES: [OnceLock<Option<Combos>>; TABLE_MAX_SIZE + 1] =
            [const { OnceLock::new() }; TABLE_MAX_SIZE + 1];
        TABLES.get(size)?.get_or_init(|| Combos::new(size)).as_ref()
    }

    /// The table for side `size`; `None` above [`TABLE_MAX_SIZE`].
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
            if let Some(slot) = table
                .get_mut(mask.count_ones() as usize)
                .and_then(|t| t.get_mut(sum))
            {
                slot.push(mask);
            }
        }
        Some(Combos { table })
    }

    /// The sets of `size` digits adding up to `sum`.
    pub fn of(&self, size: usize, sum: usize) -> &[u32] {
        self.table
            .get(size)
            .and_then(|t| t.get(sum))
            .map_or(&[], Vec::as_slice)
    }
}

/// What the placed and open cells of a sum hold.
struct Tally {
    /// The digits placed in the sum's cells.
    used: u32,
    /// Their total.
    placed: u32,
    /// The open cells and their candidates (the first `open` slots).
    cells: [usize; MAX_OPEN],
    cands: [u32; MAX_OPEN],
    open: usize,
    /// Every candidate of the open cells.
    union: u32,
}

/// Sums with more open cells than this (only on big grids) use the bounds alone.
const MAX_OPEN: usize = 32;

fn tally(rule: &SumRule, cands: &[u32]) -> Tally {
    let mut t = Tally {
        used: 0,
        placed: 0,
        cells: [0; MAX_OPEN],
        cands: [0; MAX_OPEN],
        open: 0,
        union: 0,
    };
    for &cell in &rule.cells {
        let cell = usize::from(cell);
        let c = cands.get(cell).copied().unwrap_or(0);
        if c & PLACED != 0 {
            let digit = c & !PLACED;
            t.used |= digit;
            t.placed += digit.trailing_zeros() + 1;
        } else {
            if let (Some(slot), Some(cand)) = (t.cells.get_mut(t.open), t.cands.get_mut(t.open)) {
                *slot = cell;
                *cand = c;
            }
            t.open += 1;
            t.union |= c;
        }
    }
    t
}

/// Narrows the cells of `rule` (and the rest of its house) to what the sum allows.
pub(super) fn restrict(
    model: &Context,
    rule: &SumRule,
    work: &mut Work,
    cands: &mut [u32],
) -> Result<(), Conflict> {
    if !rule.distinct {
        return restrict_linear(model, rule, work, cands);
    }
    let t = tally(rule, cands);
    let rest = rule.sum - t.placed as i32;
    if rest < 0 {
        return Err(Conflict);
    }
    if t.open == 0 {
        return if rest == 0 { Ok(()) } else { Err(Conflict) };
    }
    if t.open > MAX_OPEN {
        return Ok(());
    }
    let rest = rest as u32;
    let open_cells = t.cells.get(..t.open).unwrap_or(&[]);
    let open_cands = t.cands.get(..t.open).unwrap_or(&[]);
    let full = model.full;
    let union = t.union & !t.used;
    let Some(combos) = model.combos else {
        let allowed = bounded(union, t.open, rest);
        for &cell in open_cells {
            work.take(cands, cell, !allowed & full)?;
        }
        return Ok(());
    };
    let outside = rule.rest_of_house.iter().fold(0u32, |acc, &c| {
        acc | cands.get(usize::from(c)).copied().unwrap_or(0) & !PLACED
    });
    let mut support = [0u32; MAX_OPEN];
    let (mut allowed, mut required, mut leaves) = (0u32, full, 0u32);
    for &combo in combos.of(t.open, rest as usize) {
        if combo & !union != 0 {
            continue;
        }
        let left = full & !(combo | t.used);
        if !rule.rest_of_house.is_empty() && left & !outside != 0 {
            continue;
        }
        let fits = if t.open <= EXACT_CELLS {
            matchings(open_cands, combo, &mut support)
        } else {
            open_cands.iter().all(|&c| c & combo != 0)
        };
        if fits {
            allowed |= combo;
            required &= combo;
            leaves |= left;
        }
    }
    if allowed == 0 {
        return Err(Conflict);
    }
    for (k, &cell) in open_cells.iter().enumerate() {
        let keep = if t.open <= EXACT_CELLS {
            support.get(k).copied().unwrap_or(0)
        } else {
            allowed
        };
        work.take(cands, cell, !keep & full)?;
    }
    if !rule.rest_of_house.is_empty() {
        for &cell in &rule.rest_of_house {
            let cell = usize::from(cell);
            if cands.get(cell).is_some_and(|&c| c & PLACED == 0) {
                work.take(cands, cell, !leaves & full)?;
            }
        }
    }
    let mut must = required & !t.used;
    while must != 0 {
        let digit = must & must.wrapping_neg();
        must &= must - 1;
        confine(model, &rule.cells, digit, work, cands)?;
    }
    Ok(())
}

/// Whether the open cells (their candidates `open`) can hold the digits of `combo` one each;
/// each cell's digit in every such matching is added to its `support`.
fn matchings(open: &[u32], combo: u32, support: &mut [u32]) -> bool {
    let mut chosen = [0u32; EXACT_CELLS];
    let mut any = false;
    each_matching(open, combo, 0, &mut chosen, &mut |chosen| {
        any = true;
        for (s, &c) in support.iter_mut().zip(chosen.iter().take(open.len())) {
            *s |= c;
        }
    });
    any
}

/// Calls `found` with every way to give the cells from `at` on one digit each of `left`.
fn each_matching(
    open: &[u32],
    left: u32,
    at: usize,
    chosen: &mut [u32; EXACT_CELLS],
    found: &mut impl FnMut(&[u32; EXACT_CELLS]),
) {
    let Some(&cell) = open.get(at) else {
        if left == 0 {
            found(chosen);
        }
        return;
    };
    let mut options = cell & left;
    while options != 0 {
        let digit = options & options.wrapping_neg();
        options &= options - 1;
        if let Some(slot) = chosen.get_mut(at) {
            *slot = digit;
        }
        each_matching(open, left & !digit, at + 1, chosen, found);
    }
}

/// A digit that must go in one of `cells` (every fitting set of a sum holds it, a quadruple
/// lists it, ...) goes in one of the open cells that can take it: alone there, it is placed;
/// else it leaves every cell that sees all of them.
pub(super) fn confine(
    model: &Context,
    cells: &[u16],
    digit: u32,
    work: &mut Work,
    cands: &mut [u32],
) -> Result<(), Conflict> {
    let mut holders = cells.iter().map(|&c| usize::from(c)).filter(|&c| {
        cands
            .get(c)
            .is_some_and(|&v| v & PLACED == 0 && v & digit != 0)
    });
    let Some(first) = holders.next() else {
        return Err(Conflict);
    };
    let mut seen = model.sight(first);
    let mut alone = true;
    for other in holders {
        alone = false;
        seen = seen.and(&model.sight(other));
        if seen.is_empty() {
            return Ok(());
        }
    }
    if alone {
        work.set(cands, first, digit);
        return Ok(());
    }
    // No cell is among the cells it sees, so no holder is among the cells they all see.
    for cell in seen.iter() {
        work.take(cands, cell, digit)?;
    }
    Ok(())
}

/// Narrows the open cells of a sum whose digits may repeat, or with cells counted negatively:
/// each keeps the digits that the others' smallest and largest candidates leave room for;
/// with two open cells, exactly the digits that have a partner in the other cell.
fn restrict_linear(
    model: &Context,
    rule: &SumRule,
    work: &mut Work,
    cands: &mut [u32],
) -> Result<(), Conflict> {
    let full = model.full;
    let mut rest = rule.sum;
    let mut open: [(usize, u32, i32); MAX_OPEN] = [(0, 0, 0); MAX_OPEN];
    let mut count = 0;
    let (mut low, mut high) = (0i32, 0i32);
    let terms = rule
        .cells
        .iter()
        .map(|&c| (c, 1))
        .chain(rule.minus.iter().map(|&c| (c, -1)));
    for (cell, sign) in terms {
        let cell = usize::from(cell);
        let c = cands.get(cell).copied().unwrap_or(0);
        if c & PLACED != 0 {
            rest -= sign * ((c & !PLACED).trailing_zeros() as i32 + 1);
            continue;
        }
        let (min, max) = (c.trailing_zeros() as i32 + 1, 32 - c.leading_zeros() as i32);
        if sign > 0 {
            low += min;
            high += max;
        } else {
            low -= max;
            high -= min;
        }
        if let Some(slot) = open.get_mut(count) {
            *slot = (cell, c, sign);
        }
        count += 1;
    }
    if rest < low || rest > high {
        return Err(Conflict);
    }
    let Some(open) = open.get(..count) else {
        return Ok(());
    };
    if let [(a, ca, sa), (b, cb, sb)] = open {
        let distinct = model.sight(*a).contains(*b);
        let keep_a = partners(*ca, *sa, *cb, *sb, rest, distinct);
        let keep_b = partners(*cb, *sb, *ca, *sa, rest, distinct);
        work.take(cands, *a, !keep_a & full)?;
        work.take(cands, *b, !keep_b & full)?;
        return Ok(());
    }
    for &(cell, c, sign) in open {
        let (min, max) = (c.trailing_zeros() as i32 + 1, 32 - c.leading_zeros() as i32);
        // The others make between `low - mine_low` and `high - mine_high`; this cell's share
        // of the sum lies between what they leave.
        let (mine_low, mine_high) = if sign > 0 { (min, max) } else { (-max, -min) };
        let share_most = rest - (low - mine_low);
        let share_least = rest - (high - mine_high);
        let (least, most) = if sign > 0 {
            (share_least, share_most)
        } else {
            (-share_most, -share_least)
        };
        let keep = digits_between(least.max(1) as u32, most.max(0) as u32) & full;
        work.take(cands, cell, !keep & full)?;
    }
    Ok(())
}

/// The digits of `mine` (counted with `sign`) that some digit of `theirs` (counted with
/// `their_sign`) completes to `rest` (a different digit when the two cells see each other).
fn partners(mine: u32, sign: i32, theirs: u32, their_sign: i32, rest: i32, distinct: bool) -> u32 {
    let mut keep = 0;
    let mut left = mine;
    while left != 0 {
        let bit = left & left.wrapping_neg();
        left &= left - 1;
        let d = bit.trailing_zeros() as i32 + 1;
        let other = (rest - sign * d) * their_sign;
        if (1..=32).contains(&other)
            && theirs & (1u32 << (other - 1)) != 0
            && !(distinct && other == d)
        {
            keep |= bit;
        }
    }
    keep
}

/// The digits from `least` to `most` as bits (bit 0 for digit 1).
fn digits_between(least: u32, most: u32) -> u32 {
    if least > most || least == 0 {
        return 0;
    }
    let upto = |d: u32| if d >= 32 { u32::MAX } else { (1u32 << d) - 1 };
    upto(most) & !upto(least - 1)
}

/// The digits of `union` that can be one of `open` distinct digits from `union` adding up to
/// `rest`, by the smallest and largest sums the others can make.
pub(super) fn bounded(union: u32, open: usize, rest: u32) -> u32 {
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

    #[test]
    fn bounded_sums_agree_with_the_table() {
        let Some(combos) = Combos::shared(9) else {
            panic!("a 9x9 table");
        };
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

    #[test]
    fn matchings_give_each_cell_its_possible_digits() {
        // Cells {1,2}, {1,2}, {1,2,3}: the set {1,2,3} fits with 3 in the last cell only.
        let mut support = [0u32; MAX_OPEN];
        assert!(matchings(&[0b011, 0b011, 0b111], 0b111, &mut support));
        assert_eq!(&support[..3], &[0b011, 0b011, 0b100]);
        let mut none = [0u32; MAX_OPEN];
        assert!(!matchings(&[0b001, 0b001], 0b011, &mut none));
    }

    #[test]
    fn partners_complete_the_rest() {
        // 10 over {1,4,5,9} and {1,5,6}: 4+6, 5+5 (not when distinct), 9+1.
        assert_eq!(
            partners(0b1_0001_1001, 1, 0b11_0001, 1, 10, false),
            0b1_0001_1000
        );
        assert_eq!(
            partners(0b1_0001_1001, 1, 0b11_0001, 1, 10, true),
            0b1_0000_1000
        );
        // a - b = 3 over {1,4,5,9} and {1,5,6}: 4-1, 9-6.
        assert_eq!(
            partners(0b1_0001_1001, 1, 0b11_0001, -1, 3, false),
            0b1_0000_1000
        );
        // and b's side: 1 (4-1), 6 (9-6).
        assert_eq!(
            partners(0b11_0001, -1, 0b1_0001_1001, 1, 3, false),
            0b10_0001
        );
    }
}
