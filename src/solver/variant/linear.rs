//! Sums with weights and repeats: arrows (the shaft less the circle, a pill's cells weighted
//! 100, 10 and 1) and little killers, narrowed by bounds; and region-sum lines, whose passes
//! through the boxes share one total.
//!
//! A weighted sum splits its cells into groups that see one another (they hold different
//! digits), so a group of `k` open cells adds at least its `k` smallest candidates, not `k`
//! times the smallest: this is what makes a long diagonal tight. Each digit of each cell stays
//! only if the rest can still make up the total. With three open cells or fewer the sum is
//! matched exactly.

use super::small::digits_of;
use super::work::{Conflict, Work};
use crate::solver::generic::PLACED;

/// Cells whose digits, each times its weight, add up to `total`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Linear {
    /// The cells.
    pub cells: Vec<u16>,
    /// Each cell's weight.
    pub weight: Vec<i32>,
    /// Each cell's group: cells of one group have the same weight and different digits.
    pub group: Vec<u8>,
    /// The total.
    pub total: i32,
}

/// The sum of the `k` smallest (or largest) digits of `set`; `None` if it has fewer.
fn extreme(set: u32, k: usize, largest: bool) -> Option<i32> {
    let mut rest = set;
    let mut sum = 0;
    for _ in 0..k {
        if rest == 0 {
            return None;
        }
        let bit = if largest {
            1u32 << (31 - rest.leading_zeros())
        } else {
            rest & rest.wrapping_neg()
        };
        rest &= !bit;
        sum += bit.trailing_zeros() as i32 + 1;
    }
    Some(sum)
}

/// Up to this many groups a sum is narrowed (more only on big grids: left to the houses).
const MAX_GROUPS: usize = 32;
/// Up to this many open cells the sum is matched exactly.
const EXACT_OPEN: usize = 3;

/// One group as the sum sees it now.
#[derive(Clone, Copy, Default)]
struct Part {
    weight: i32,
    /// Its placed digits' total and their digits.
    placed: i32,
    used: u32,
    /// Its open cells and their candidates.
    open: usize,
    union: u32,
}

impl Part {
    /// The least and most this group adds with `skip` open cells taken out and `digit`
    /// (bits) out of the union; `None` if its open cells cannot be filled.
    fn range(&self, skip: usize, without: u32) -> Option<(i32, i32)> {
        let k = self.open - skip;
        let set = self.union & !self.used & !without;
        let (lo, hi) = (extreme(set, k, false)?, extreme(set, k, true)?);
        let (lo, hi) = (self.placed + lo, self.placed + hi);
        Some(if self.weight >= 0 {
            (self.weight * lo, self.weight * hi)
        } else {
            (self.weight * hi, self.weight * lo)
        })
    }
}

/// Narrows a weighted sum.
pub(super) fn linear(rule: &Linear, work: &mut Work, cands: &mut [u32]) -> Result<(), Conflict> {
    let mut parts = [Part::default(); MAX_GROUPS];
    let mut used_groups = 0;
    let mut open_count = 0;
    for ((&cell, &w), &g) in rule.cells.iter().zip(&rule.weight).zip(&rule.group) {
        let Some(part) = parts.get_mut(usize::from(g)) else {
            return Ok(());
        };
        used_groups = used_groups.max(usize::from(g) + 1);
        part.weight = w;
        let c = cands.get(usize::from(cell)).copied().unwrap_or(0);
        if c & PLACED != 0 {
            let d = c & !PLACED;
            part.placed += d.trailing_zeros() as i32 + 1;
            part.used |= d;
        } else {
            part.open += 1;
            part.union |= c;
            open_count += 1;
        }
    }
    let parts = parts.get(..used_groups).unwrap_or(&[]);
    let mut low = 0;
    let mut high = 0;
    for part in parts {
        let (lo, hi) = part.range(0, 0).ok_or(Conflict)?;
        low += lo;
        high += hi;
    }
    if rule.total < low || rule.total > high {
        return Err(Conflict);
    }
    if open_count == 0 {
        return Ok(());
    }
    if open_count <= EXACT_OPEN {
        return exact(rule, work, cands);
    }
    for ((&cell, &w), &g) in rule.cells.iter().zip(&rule.weight).zip(&rule.group) {
        let c = cands.get(usize::from(cell)).copied().unwrap_or(0);
        if c & PLACED != 0 {
            continue;
        }
        let Some(part) = parts.get(usize::from(g)) else {
            continue;
        };
        let (lo, hi) = part.range(0, 0).ok_or(Conflict)?;
        let (others_low, others_high) = (low - lo, high - hi);
        let mut keep = 0;
        let mut rest = c;
        while rest != 0 {
            let bit = rest & rest.wrapping_neg();
            rest &= rest - 1;
            let d = bit.trailing_zeros() as i32 + 1;
            let Some((rlo, rhi)) = part.range(1, bit) else {
                continue;
            };
            let mine = w * d;
            if others_low + rlo + mine <= rule.total && rule.total <= others_high + rhi + mine {
                keep |= bit;
            }
        }
        work.take(cands, usize::from(cell), c & !keep)?;
    }
    Ok(())
}

/// Matches a sum with few open cells exactly: each keeps the digits of some filling that
/// makes the total, with different digits within a group.
fn exact(rule: &Linear, work: &mut Work, cands: &mut [u32]) -> Result<(), Conflict> {
    let mut rest = rule.total;
    let mut open: [(u16, u32, i32, u8); EXACT_OPEN] = [(0, 0, 0, 0); EXACT_OPEN];
    let mut count = 0;
    let mut used = [0u32; MAX_GROUPS];
    for ((&cell, &w), &g) in rule.cells.iter().zip(&rule.weight).zip(&rule.group) {
        let c = cands.get(usize::from(cell)).copied().unwrap_or(0);
        if c & PLACED != 0 {
            let d = c & !PLACED;
            rest -= w * (d.trailing_zeros() as i32 + 1);
            if let Some(u) = used.get_mut(usize::from(g)) {
                *u |= d;
            }
        } else if let Some(slot) = open.get_mut(count) {
            *slot = (cell, c, w, g);
            count += 1;
        }
    }
    let open = open.get(..count).unwrap_or(&[]);
    let mut support = [0u32; EXACT_OPEN];
    let mut chosen = [0u32; EXACT_OPEN];
    fill(open, &used, 0, rest, &mut chosen, &mut support);
    for (k, &(cell, c, _, _)) in open.iter().enumerate() {
        let keep = support.get(k).copied().unwrap_or(0);
        work.take(cands, usize::from(cell), c & !keep)?;
    }
    Ok(())
}

/// Tries every digit of open cell `k` on, recording the digits of each filling that makes
/// `rest` in `support`.
fn fill(
    open: &[(u16, u32, i32, u8)],
    used: &[u32; MAX_GROUPS],
    k: usize,
    rest: i32,
    chosen: &mut [u32; EXACT_OPEN],
    support: &mut [u32; EXACT_OPEN],
) {
    let Some(&(_, c, w, g)) = open.get(k) else {
        if rest == 0 {
            for (s, &d) in support.iter_mut().zip(chosen.iter()).take(open.len()) {
                *s |= d;
            }
        }
        return;
    };
    let mut taken = used.get(usize::from(g)).copied().unwrap_or(0);
    for (j, &(_, _, _, other)) in open.iter().enumerate().take(k) {
        if other == g {
            taken |= chosen.get(j).copied().unwrap_or(0);
        }
    }
    let mut digits = c & !taken;
    while digits != 0 {
        let bit = digits & digits.wrapping_neg();
        digits &= digits - 1;
        let d = bit.trailing_zeros() as i32 + 1;
        if let Some(slot) = chosen.get_mut(k) {
            *slot = bit;
        }
        fill(open, used, k + 1, rest - w * d, chosen, support);
    }
}

/// A set of sums from 0 to 383, as bits.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
struct Sums([u64; 6]);

impl Sums {
    const ZERO: Sums = Sums([1, 0, 0, 0, 0, 0]);

    /// The sums `d` higher.
    fn shifted(&self, d: u32) -> Sums {
        let (words, bits) = ((d / 64) as usize, d % 64);
        let mut out = [0u64; 6];
        for k in (0..6usize).rev() {
            let Some(from) = k.checked_sub(words) else {
                continue;
            };
            let mut v = self.0.get(from).copied().unwrap_or(0) << bits;
            if bits > 0 && from > 0 {
                v |= self.0.get(from - 1).copied().unwrap_or(0) >> (64 - bits);
            }
            if let Some(slot) = out.get_mut(k) {
                *slot = v;
            }
        }
        Sums(out)
    }

    fn or(&self, other: &Sums) -> Sums {
        Sums(std::array::from_fn(|k| self.0[k] | other.0[k]))
    }

    fn and(&self, other: &Sums) -> Sums {
        Sums(std::array::from_fn(|k| self.0[k] & other.0[k]))
    }

    fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }
}

/// The sums the cells can make, one digit each (repeats allowed), leaving out cell `skip`.
fn reachable(cells: &[u16], skip: Option<usize>, cands: &[u32]) -> Sums {
    let mut sums = Sums::ZERO;
    for (k, &cell) in cells.iter().enumerate() {
        if Some(k) == skip {
            continue;
        }
        let mut next = Sums::default();
        let mut digits = digits_of(cands, cell);
        while digits != 0 {
            let d = digits.trailing_zeros() + 1;
            digits &= digits - 1;
            next = next.or(&sums.shifted(d));
        }
        sums = next;
    }
    sums
}

/// A region-sum line, its passes through the boxes (`segments`, split at `ends`): the sums
/// every pass can make meet, and each cell keeps the digits that reach a shared sum.
pub(super) fn region_sum(
    cells: &[u16],
    ends: &[usize],
    work: &mut Work,
    cands: &mut [u32],
) -> Result<(), Conflict> {
    let segments = || {
        let mut start = 0;
        ends.iter().map(move |&end| {
            let seg = cells.get(start..end).unwrap_or(&[]);
            start = end;
            seg
        })
    };
    let mut shared = Sums([u64::MAX; 6]);
    for seg in segments() {
        shared = shared.and(&reachable(seg, None, cands));
    }
    if shared.is_empty() {
        return Err(Conflict);
    }
    for seg in segments() {
        for (k, &cell) in seg.iter().enumerate() {
            let others = reachable(seg, Some(k), cands);
            let c = digits_of(cands, cell);
            let mut keep = 0;
            let mut digits = c;
            while digits != 0 {
                let bit = digits & digits.wrapping_neg();
                digits &= digits - 1;
                if !others
                    .shifted(bit.trailing_zeros() + 1)
                    .and(&shared)
                    .is_empty()
                {
                    keep |= bit;
                }
            }
            work.take(cands, usize::from(cell), c & !keep)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extremes_take_distinct_digits() {
        assert_eq!(extreme(0b1_1111_1111, 3, false), Some(6));
        assert_eq!(extreme(0b1_1111_1111, 3, true), Some(24));
        assert_eq!(extreme(0b11, 3, true), None);
    }

    #[test]
    fn sums_shift_across_words() {
        let s = Sums::ZERO.shifted(70).shifted(3);
        assert_eq!(s.0[1], 1 << 9);
        assert!(s.and(&Sums::ZERO).is_empty());
    }
}
