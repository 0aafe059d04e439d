//! The sums a killer's cages imply, beyond the cages themselves: the "45 rule". A house holds
//! every digit once, so its digits add up to `N(N+1)/2` (45 on 9x9), and so do `k` houses
//! that do not overlap `k` times over. Over such a set of houses (each house, and each run of
//! neighbouring rows or columns):
//! - the **innies**, its cells outside the cages wholly inside it, add up to the houses'
//!   total less those cages' sums;
//! - when every cell of it is caged, the **outies**, the cells outside it of the cages that
//!   reach into it, add up to the sums of every cage that meets it less the houses' total.
//!
//! Small innie and outie groups are kept; a group whose cells all see one another holds
//! distinct digits, any other is a plain sum.

use crate::board::{Constraints, SumCage};

/// A sum over cells: a cage, or innies or outies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Sum {
    /// The cells, row-major indices in increasing order.
    pub cells: Vec<u16>,
    /// What their digits add up to.
    pub sum: u32,
    /// Whether the digits are distinct (every two cells see each other).
    pub distinct: bool,
}

/// Innie and outie groups of more cells than this are left out: their sums narrow little.
const MAX_GROUP: usize = 6;

/// The cages with sums, then the innies and outies they imply.
pub(super) fn sums(constraints: &Constraints) -> Vec<Sum> {
    let cages = constraints.sums();
    let mut out: Vec<Sum> = cages
        .iter()
        .map(|c| Sum {
            cells: c.cells.clone(),
            sum: u32::from(c.sum),
            distinct: true,
        })
        .collect();
    let shape = constraints.shape();
    let cells = shape.cell_count();
    // Which cage each cell is in; overlapping cages make the sums below unsound.
    let mut cage_of: Vec<Option<usize>> = vec![None; cells];
    for (k, cage) in cages.iter().enumerate() {
        for &c in &cage.cells {
            match cage_of.get_mut(usize::from(c)) {
                Some(slot @ None) => *slot = Some(k),
                _ => return out,
            }
        }
    }
    if cages.is_empty() {
        return out;
    }
    let n = shape.size();
    let total = (n * (n + 1) / 2) as u32;
    let mut regions: Vec<(Vec<bool>, u32)> = constraints
        .houses()
        .iter()
        .map(|h| (member(cells, &h.cells), 1))
        .collect();
    for first in 0..n {
        for last in first + 1..=(n - 1).min(first + n - 2) {
            let rows = (first..=last).flat_map(|r| (0..n).map(move |c| (r * n + c) as u16));
            let cols = (first..=last).flat_map(|c| (0..n).map(move |r| (r * n + c) as u16));
            let count = (last - first + 1) as u32;
            regions.push((member(cells, &rows.collect::<Vec<_>>()), count));
            regions.push((member(cells, &cols.collect::<Vec<_>>()), count));
        }
    }
    for (inside, count) in regions {
        // A single house's innies hold distinct digits, which the combinations narrow well
        // at any size; larger groups over several houses say little.
        let most = if count == 1 { n - 1 } else { MAX_GROUP };
        for sum in implied(cages, &cage_of, &inside, count * total, most) {
            let distinct = sum.0.iter().enumerate().all(|(i, &a)| {
                sum.0[i + 1..]
                    .iter()
                    .all(|&b| constraints.sees(a.into(), b.into()))
            });
            let sum = Sum {
                cells: sum.0,
                sum: sum.1,
                distinct,
            };
            if !out.contains(&sum) {
                out.push(sum);
            }
        }
    }
    out
}

/// A flag per cell: whether it is among `cells`.
fn member(count: usize, cells: &[u16]) -> Vec<bool> {
    let mut flags = vec![false; count];
    for &c in cells {
        if let Some(f) = flags.get_mut(usize::from(c)) {
            *f = true;
        }
    }
    flags
}

/// The innies and outies of the cells flagged in `inside`, whose digits add up to `total`.
fn implied(
    cages: &[SumCage],
    cage_of: &[Option<usize>],
    inside: &[bool],
    total: u32,
    most: usize,
) -> Vec<(Vec<u16>, u32)> {
    let mut full_sum = 0u32;
    let mut meeting_sum = 0u32;
    let mut innies = Vec::new();
    let mut outies = Vec::new();
    let mut uncaged = false;
    for cage in cages {
        let within = cage.cells.iter().filter(|&&c| flag(inside, c)).count();
        if within == 0 {
            continue;
        }
        meeting_sum += u32::from(cage.sum);
        if within == cage.cells.len() {
            full_sum += u32::from(cage.sum);
        } else {
            innies.extend(cage.cells.iter().copied().filter(|&c| flag(inside, c)));
            outies.extend(cage.cells.iter().copied().filter(|&c| !flag(inside, c)));
        }
    }
    for (c, _) in inside.iter().enumerate().filter(|(_, i)| **i) {
        if cage_of.get(c).copied().flatten().is_none() {
            uncaged = true;
            innies.push(c as u16);
        }
    }
    innies.sort_unstable();
    outies.sort_unstable();
    let mut found = Vec::new();
    if (1..=most).contains(&innies.len()) && full_sum < total {
        found.push((innies, total - full_sum));
    }
    if !uncaged && (1..=MAX_GROUP).contains(&outies.len()) && meeting_sum > total {
        found.push((outies, meeting_sum - total));
    }
    found
}

fn flag(inside: &[bool], cell: u16) -> bool {
    inside.get(usize::from(cell)).copied().unwrap_or(false)
}
