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

use super::sum::SumRule;
use super::work::set_of;
use crate::board::CellSet;
use crate::board::{Constraints, GroupKind};
use std::collections::BTreeSet;

/// Groups of more cells than this (over several houses, or mixing innies and outies) are
/// left out: their sums narrow little and cost time at every step.
const MAX_GROUP: usize = 6;

/// The cages with sums, then the sums they imply. Kept out of line: inlined into the model's
/// building it ran slower (counting 20 generated killers, one node each, 5% slower).
#[inline(never)]
pub(super) fn sums(constraints: &Constraints) -> Vec<SumRule> {
    let cages = constraints.sums();
    let mut out: Vec<SumRule> = cages
        .iter()
        .map(|c| SumRule {
            cells: c.cells.clone(),
            minus: Vec::new(),
            sum: i32::from(c.sum),
            distinct: true,
            rest_of_house: Vec::new(),
        })
        .collect();
    // Overlapping cages make the sums below unsound.
    let mut caged = CellSet::default();
    let mut pieces = Vec::with_capacity(cages.len());
    for cage in cages {
        let set = set_of(&cage.cells);
        if !caged.and(&set).is_empty() {
            return out;
        }
        caged = caged.or(&set);
        pieces.push((i32::from(cage.sum), set));
    }
    if cages.is_empty() {
        return out;
    }
    let n = constraints.shape().size();
    let total = (n * (n + 1) / 2) as i32;
    // Ordered, not hashed: SipHash over 20 words a group cost a tenth of an easy killer's
    // time, and two groups mostly differ in their first words.
    let mut seen: BTreeSet<(CellSet, CellSet)> = BTreeSet::new();
    for (inside, count) in regions(constraints) {
        let uncaged = inside.minus(&caged);
        for (plus, minus, sum) in implied(&pieces, &inside, uncaged, count * total) {
            let single = count == 1 && minus.is_empty();
            // A single house's innies hold distinct digits, which the combinations narrow
            // well at any size.
            let most = if single { n - 1 } else { MAX_GROUP };
            if plus.len() + minus.len() > most || !seen.insert((plus, minus)) {
                continue;
            }
            let plus: Vec<u16> = plus.iter().map(|c| c as u16).collect();
            let minus: Vec<u16> = minus.iter().map(|c| c as u16).collect();
            let distinct = minus.is_empty()
                && plus.iter().enumerate().all(|(i, &a)| {
                    plus.get(i + 1..)
                        .unwrap_or(&[])
                        .iter()
                        .all(|&b| constraints.sees(a.into(), b.into()))
                });
            out.push(SumRule {
                cells: plus,
                minus,
                sum,
                distinct,
                rest_of_house: Vec::new(),
            });
        }
    }
    out
}

/// The regions whose digits add up to a known total: each house (once), each run of two or
/// more neighbouring rows or columns short of the whole grid, and each two boxes of a band or
/// stack (as many houses over). The count says how many houses' worth each holds.
fn regions(constraints: &Constraints) -> Vec<(CellSet, i32)> {
    let n = constraints.shape().size();
    let houses = constraints.houses();
    let mut regions: Vec<(CellSet, i32)> = houses.iter().map(|h| (set_of(&h.cells), 1)).collect();
    let lines = |kind: GroupKind| -> Vec<CellSet> {
        houses
            .iter()
            .filter(|h| h.kind == kind)
            .map(|h| set_of(&h.cells))
            .collect()
    };
    for kind_lines in [lines(GroupKind::Row), lines(GroupKind::Col)] {
        for first in 0..kind_lines.len() {
            let mut run = kind_lines.get(first).copied().unwrap_or_default();
            for (k, line) in kind_lines
                .iter()
                .enumerate()
                .skip(first + 1)
                .take(n.saturating_sub(2))
            {
                if k + 1 - first >= n {
                    break;
                }
                run = run.or(line);
                regions.push((run, (k + 1 - first) as i32));
            }
        }
    }
    let boxes: Vec<&[u16]> = houses
        .iter()
        .filter(|h| h.kind == GroupKind::Box)
        .map(|h| h.cells.as_slice())
        .collect();
    let (row, col) = (|c: u16| usize::from(c) / n, |c: u16| usize::from(c) % n);
    for (i, a) in boxes.iter().enumerate() {
        for b in boxes.iter().skip(i + 1) {
            let (Some(&x), Some(&y)) = (a.first(), b.first()) else {
                continue;
            };
            // Two boxes of one band start on the same row; of one stack, the same column.
            if row(x) == row(y) || col(x) == col(y) {
                let mut both = set_of(a);
                both = both.or(&set_of(b));
                regions.push((both, 2));
            }
        }
    }
    regions
}

/// The sums over the region `inside` (its cells outside every cage: `uncaged`), whose digits
/// add up to `total`: for each of three choices of the cages (`pieces`: sums and cells; see
/// the module), the outies, the innies and what the outies less the innies add up to. Empty
/// groups are left out.
fn implied(
    pieces: &[(i32, CellSet)],
    inside: &CellSet,
    uncaged: CellSet,
    total: i32,
) -> Vec<(CellSet, CellSet, i32)> {
    // Each cage that meets the region: its sum, its cells, how many lie inside and outside
    // (the cells inside and outside are taken again below: cheaper than copying them).
    let meeting: Vec<(i32, &CellSet, usize, usize)> = pieces
        .iter()
        .filter(|(_, cells)| cells.intersects(inside))
        .map(|(sum, cells)| {
            let within = cells.and(inside).len();
            (*sum, cells, within, cells.len() - within)
        })
        .collect();
    let mut found = Vec::with_capacity(3);
    // The cages wholly inside; every cage; the cages with more cells inside than out.
    for choice in 0..3 {
        let (mut plus, mut minus, mut sum) = (CellSet::default(), uncaged, -total);
        for &(cage_sum, cells, n_within, n_outside) in &meeting {
            let chosen = match choice {
                0 => n_outside == 0,
                1 => true,
                _ => n_outside < n_within,
            };
            if chosen {
                sum += cage_sum;
                plus = plus.or(&cells.minus(inside));
            } else {
                minus = minus.or(&cells.and(inside));
            }
        }
        if plus.is_empty() && minus.is_empty() {
            continue;
        }
        // Innies alone: their digits add up to the total less the cages.
        let group = if plus.is_empty() {
            (minus, CellSet::default(), -sum)
        } else {
            (plus, minus, sum)
        };
        if !found.contains(&group) {
            found.push(group);
        }
    }
    found
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

    fn find<'a>(sums: &'a [SumRule], cells: &[u16], minus: &[u16]) -> Option<&'a SumRule> {
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
