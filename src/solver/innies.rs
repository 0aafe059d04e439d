//! The sums a killer's cages imply, beyond the cages themselves: the "45 rule". A house holds
//! every digit once, so its digits add up to `N(N+1)/2` (45 on 9x9), and so do `k` houses
//! that do not overlap `k` times over. Take such a region (a house, a run of neighbouring rows
//! or columns, two boxes of a band or stack) and some of the cages that meet it: the digits of
//! those cages less the region's digits equal the cages' sums less the region's total, and the
//! cells both sides share cancel out. What is left:
//! - the **outies**, cells of the chosen cages outside the region, minus
//! - the **innies**, cells of the region outside the chosen cages,
//!
//! add up to a known number. Three choices of cages are tried per region: the cages wholly
//! inside it (innies only), every cage that meets it (outies, less any cells not caged), and
//! the cages with more cells inside it than outside (the fewest cells). Small groups are kept;
//! a group of innies only whose cells all see one another holds distinct digits.

use crate::board::{Constraints, SumCage};

/// Cells whose digits add up to a known number, some counted negatively: a cage, or innies
/// and outies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Sum {
    /// The cells counted positively, row-major indices in increasing order.
    pub cells: Vec<u16>,
    /// The cells counted negatively (empty for a cage), in increasing order.
    pub minus: Vec<u16>,
    /// What `cells` less `minus` add up to.
    pub sum: i32,
    /// Whether the digits are distinct (no `minus`, and every two cells see each other).
    pub distinct: bool,
}

/// Groups of more cells than this (over several houses, or mixing innies and outies) are
/// left out: their sums narrow little and cost time at every step.
const MAX_GROUP: usize = 6;

/// The cages with sums, then the sums they imply.
pub(super) fn sums(constraints: &Constraints) -> Vec<Sum> {
    let cages = constraints.sums();
    let mut out: Vec<Sum> = cages
        .iter()
        .map(|c| Sum {
            cells: c.cells.clone(),
            minus: Vec::new(),
            sum: i32::from(c.sum),
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
    let total = (n * (n + 1) / 2) as i32;
    let mut seen: std::collections::HashSet<(Vec<u16>, Vec<u16>)> = out
        .iter()
        .map(|s| (s.cells.clone(), s.minus.clone()))
        .collect();
    for (inside, count) in regions(constraints) {
        let inside = member(cells, &inside);
        for (plus, minus, sum) in implied(cages, &cage_of, &inside, count * total) {
            let single = count == 1 && minus.is_empty();
            // A single house's innies hold distinct digits, which the combinations narrow
            // well at any size.
            let most = if single { n - 1 } else { MAX_GROUP };
            if plus.len() + minus.len() > most || !seen.insert((plus.clone(), minus.clone())) {
                continue;
            }
            let distinct = minus.is_empty()
                && plus.iter().enumerate().all(|(i, &a)| {
                    plus.get(i + 1..)
                        .unwrap_or(&[])
                        .iter()
                        .all(|&b| constraints.sees(a.into(), b.into()))
                });
            out.push(Sum {
                cells: plus,
                minus,
                sum,
                distinct,
            });
        }
    }
    out
}

/// The regions whose digits add up to a known total: each house (once), each run of two or
/// more neighbouring rows or columns short of the whole grid, and each two boxes of a band or
/// stack (as many houses over). The count says how many houses' worth each holds.
fn regions(constraints: &Constraints) -> Vec<(Vec<u16>, i32)> {
    let n = constraints.shape().size();
    let mut regions: Vec<(Vec<u16>, i32)> = constraints
        .houses()
        .iter()
        .map(|h| (h.cells.clone(), 1))
        .collect();
    for first in 0..n {
        for last in first + 1..=(n - 1).min(first + n - 2) {
            let rows = (first..=last).flat_map(|r| (0..n).map(move |c| (r * n + c) as u16));
            let cols = (first..=last).flat_map(|c| (0..n).map(move |r| (r * n + c) as u16));
            let count = (last - first + 1) as i32;
            regions.push((rows.collect(), count));
            regions.push((cols.collect(), count));
        }
    }
    let boxes: Vec<&[u16]> = constraints
        .houses()
        .iter()
        .filter(|h| h.kind == crate::board::GroupKind::Box)
        .map(|h| h.cells.as_slice())
        .collect();
    let line = |cell: u16, across: bool| {
        let cell = usize::from(cell);
        if across { cell / n } else { cell % n }
    };
    for (i, a) in boxes.iter().enumerate() {
        for b in boxes.iter().skip(i + 1) {
            let (Some(&x), Some(&y)) = (a.first(), b.first()) else {
                continue;
            };
            // Two boxes of one band share their rows' span; of one stack, their columns'.
            let band = a
                .iter()
                .all(|&c| b.iter().any(|&d| line(c, true) == line(d, true)));
            let stack = a
                .iter()
                .all(|&c| b.iter().any(|&d| line(c, false) == line(d, false)));
            if (band || stack) && x != y {
                let mut both = a.to_vec();
                both.extend_from_slice(b);
                both.sort_unstable();
                regions.push((both, 2));
            }
        }
    }
    regions
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

/// The sums over the cells flagged in `inside`, whose digits add up to `total`: for each of
/// three choices of cages (see the module), the outies, the innies and what the outies less
/// the innies add up to. Empty groups are left out.
fn implied(
    cages: &[SumCage],
    cage_of: &[Option<usize>],
    inside: &[bool],
    total: i32,
) -> Vec<(Vec<u16>, Vec<u16>, i32)> {
    let uncaged: Vec<u16> = inside
        .iter()
        .enumerate()
        .filter(|&(c, &i)| i && cage_of.get(c).copied().flatten().is_none())
        .map(|(c, _)| c as u16)
        .collect();
    // Each cage that meets the region: its sum, its cells inside and outside.
    let meeting: Vec<(i32, Vec<u16>, Vec<u16>)> = cages
        .iter()
        .filter(|cage| cage.cells.iter().any(|&c| flag(inside, c)))
        .map(|cage| {
            let (within, outside) = cage.cells.iter().partition(|&&c| flag(inside, c));
            (i32::from(cage.sum), within, outside)
        })
        .collect();
    let choices: [&dyn Fn(usize, usize) -> bool; 3] = [
        &|_, outside| outside == 0,
        &|_, _| true,
        &|within, outside| outside < within,
    ];
    let mut found = Vec::new();
    for chosen in choices {
        let (mut plus, mut minus, mut sum) = (Vec::new(), uncaged.clone(), -total);
        for (cage_sum, within, outside) in &meeting {
            if chosen(within.len(), outside.len()) {
                sum += cage_sum;
                plus.extend_from_slice(outside);
            } else {
                minus.extend_from_slice(within);
            }
        }
        plus.sort_unstable();
        minus.sort_unstable();
        if plus.is_empty() && minus.is_empty() {
            continue;
        }
        // Innies alone: their digits add up to the total less the cages.
        let group = if plus.is_empty() {
            (minus, Vec::new(), -sum)
        } else {
            (plus, minus, sum)
        };
        if !found.contains(&group) {
            found.push(group);
        }
    }
    found
}

fn flag(inside: &[bool], cell: u16) -> bool {
    inside.get(usize::from(cell)).copied().unwrap_or(false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Cage, Grid, Rules, Shape};

    /// A 4x4 grid (rows add up to 10) with two cages: A over r1c1, r1c2 and r2c1 (sum 8), B
    /// over r1c3 and r1c4 (sum 4). Cells are numbered row-major from 0.
    fn two_cages() -> Constraints {
        let rules = Rules {
            cages: vec![Cage::new([0, 1, 4], Some(8)), Cage::new([2, 3], Some(4))],
            ..Rules::CLASSIC
        };
        let shape = Shape::from_size(4).unwrap_or_default();
        match Grid::empty(shape).with_rules(rules) {
            Ok(grid) => grid.constraints(),
            Err(e) => panic!("{e}"),
        }
    }

    fn find<'a>(sums: &'a [Sum], cells: &[u16], minus: &[u16]) -> Option<&'a Sum> {
        sums.iter().find(|s| {
            s.cells == cells && s.minus.is_empty() == minus.is_empty() && s.minus == minus
        })
    }

    #[test]
    fn row_one_gives_its_innies_and_its_outie() {
        let sums = sums(&two_cages());
        // Innies of row 1: B lies inside, so r1c1 + r1c2 = 10 - 4.
        let innies = find(&sums, &[0, 1], &[]);
        assert_eq!(
            innies.map(|s| (s.sum, s.distinct)),
            Some((6, true)),
            "{sums:?}"
        );
        // Outie of row 1: A and B reach out by r2c1 alone, so r2c1 = 8 + 4 - 10.
        let outie = find(&sums, &[4], &[]);
        assert_eq!(outie.map(|s| s.sum), Some(2), "{sums:?}");
    }

    #[test]
    fn column_one_gives_an_outie_less_an_innie() {
        let sums = sums(&two_cages());
        // Column 1 (cells 0, 4, 8, 12) meets A only, with two cells inside and one out: the
        // cheapest choice counts A, so r1c2 less the uncaged r3c1 and r4c1 is 8 - 10.
        let mixed = find(&sums, &[1], &[8, 12]);
        assert_eq!(
            mixed.map(|s| (s.sum, s.distinct)),
            Some((-2, false)),
            "{sums:?}"
        );
    }
}
