//! Sandwich sums: the digits between the 1 and the N of a row or column add up to the sum.
//!
//! Every way the 1 and the N can sit (two cells, either order) leaves a gap of some length;
//! the gap holds a set of that many digits from 2 to N-1 adding up to the sum, and the cells
//! outside it hold the rest. Each cell keeps the digits of some placing and set that fit every
//! cell's candidates.

use super::small::digits_of;
use super::work::{Conflict, Work};

/// A sandwich sum on a row or column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Sandwich {
    /// The row's or column's cells, in order.
    pub cells: Vec<u16>,
    /// For each gap length: the digit sets (bits, from 2 to N-1) of that many digits that add
    /// up to the sum.
    pub sets: Vec<Vec<u32>>,
}

impl Sandwich {
    /// The sandwich on `cells` (N of them) for `sum`.
    pub fn new(cells: Vec<u16>, sum: u16) -> Sandwich {
        let n = cells.len();
        let mut sets = vec![Vec::new(); n.saturating_sub(1)];
        if (3..=16).contains(&n) {
            let middle = n - 2;
            for subset in 0u32..(1 << middle) {
                // Bit k of `subset` is digit k + 2, so bit k + 1 of the digit set.
                let total: u32 = (0..middle)
                    .filter(|k| subset & (1 << k) != 0)
                    .map(|k| k + 2)
                    .sum::<usize>() as u32;
                if total == u32::from(sum)
                    && let Some(list) = sets.get_mut(subset.count_ones() as usize)
                {
                    list.push(subset << 1);
                }
            }
        }
        Sandwich { cells, sets }
    }
}

/// Narrows the row or column of a sandwich sum.
pub(super) fn sandwich(
    rule: &Sandwich,
    full: u32,
    work: &mut Work,
    cands: &mut [u32],
) -> Result<(), Conflict> {
    let n = rule.cells.len();
    let one = 1u32;
    let top = 1u32 << (n.saturating_sub(1));
    let mut c = [0u32; 16];
    for (slot, &cell) in c.iter_mut().zip(&rule.cells) {
        *slot = digits_of(cands, cell);
    }
    let c = c.get(..n).unwrap_or(&[]);
    let mut support = [0u32; 16];
    for i in 0..n {
        let ci = c.get(i).copied().unwrap_or(0);
        if ci & (one | top) == 0 {
            continue;
        }
        for j in i + 1..n {
            let cj = c.get(j).copied().unwrap_or(0);
            let low_first = ci & one != 0 && cj & top != 0;
            let high_first = ci & top != 0 && cj & one != 0;
            if !low_first && !high_first {
                continue;
            }
            let gap = c.get(i + 1..j).unwrap_or(&[]);
            let gap_union = gap.iter().fold(0, |acc, &g| acc | g);
            // The union of the sets that fit, and of the digits they leave outside.
            let (mut fits, mut inside, mut outside) = (false, 0u32, 0u32);
            for &set in rule.sets.get(j - i - 1).map_or(&[][..], Vec::as_slice) {
                if set & !gap_union != 0 || gap.iter().any(|&g| g & set == 0) {
                    continue;
                }
                let rest = full & !set & !one & !top;
                let fits_outside = c
                    .iter()
                    .enumerate()
                    .filter(|&(k, _)| k < i || k > j)
                    .all(|(_, &o)| o & rest != 0);
                if fits_outside {
                    fits = true;
                    inside |= set;
                    outside |= rest;
                }
            }
            if !fits {
                continue;
            }
            let at_i = (if low_first { one } else { 0 }) | (if high_first { top } else { 0 });
            let at_j = (if low_first { top } else { 0 }) | (if high_first { one } else { 0 });
            for (k, (s, &ck)) in support.iter_mut().zip(c).enumerate() {
                *s |= ck
                    & match k {
                        k if k == i => at_i,
                        k if k == j => at_j,
                        k if k > i && k < j => inside,
                        _ => outside,
                    };
            }
        }
    }
    for (k, &cell) in rule.cells.iter().enumerate() {
        let ck = c.get(k).copied().unwrap_or(0);
        let keep = support.get(k).copied().unwrap_or(0);
        work.take(cands, usize::from(cell), ck & !keep)?;
    }
    Ok(())
}
