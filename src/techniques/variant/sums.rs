//! The 45 Rule and Cage Splitting.
//!
//! A house holds every digit once, so its digits add up to `N(N+1)/2` (45 on 9x9), and `k`
//! houses that do not overlap add up to `k` times that. Over such a region (one house, or a
//! run of neighbouring rows or columns):
//! - the **innies**, the region's cells outside the cages wholly inside it, add up to the
//!   region's total less those cages' sums;
//! - when every cell of the region is in a cage with a sum, the **outies**, the cells outside
//!   it of the cages that reach into it, add up to the sums of every cage that meets it less
//!   the region's total.
//!
//! Digits already placed among them are taken off. A small group of innies or outies is then
//! a cage of its own, with a known sum (its cells may repeat a digit where they do not see
//! each other): the 45 Rule. When that group is the part of one cage that lies on one side
//! of the region's edge, the cage's other part has a known sum too: Cage Splitting.

use super::cages::{capital, narrow};
use super::fit::{Fit, fit, sets_text};
use super::{CageNow, cages_now};
use crate::board::{CellSet, Constraints};
use crate::techniques::step::effects_sentence;
use crate::techniques::{Candidates, Search, Step, Technique, cell_list, house_name};

/// Innie or outie groups of more empty cells than this are left alone: their sums say little
/// and their ways are many.
const MOST: usize = 4;

/// A region: houses that do not overlap.
struct Region {
    houses: Vec<usize>,
    cells: CellSet,
    name: String,
}

/// What the 45 rule says of one region: a group of cells and its sum, worked out.
struct Implied {
    /// The empty cells of the group.
    cells: Vec<usize>,
    /// What they add up to.
    sum: u32,
    /// The arithmetic, as the hint shows it.
    reason: String,
    /// Whether they are innies (inside the region) or outies.
    innies: bool,
}

/// Finds 45 Rule steps (`split` false) or Cage Splitting steps (`split` true).
pub(super) fn find(search: &mut Search, constraints: &Constraints, split: bool) {
    let grid = search.grid;
    let cages = cages_now(grid, constraints);
    if cages.is_empty() || overlapping(&cages, grid.cell_count()) {
        return;
    }
    for region in regions(grid) {
        for implied in implied(grid, &region, &cages) {
            let Some(found) = fit(grid, &implied.cells, implied.sum) else {
                continue;
            };
            if found.sets.is_empty() {
                continue;
            }
            let step = if split {
                split_step(grid, &region, &implied, &cages)
            } else {
                Some(rule_step(grid, &region, &implied, &found))
            };
            if let Some(step) = step
                && search.push(step)
            {
                return;
            }
        }
    }
}

/// Whether a cell is in two cages: the sums below would count it twice.
fn overlapping(cages: &[CageNow], cells: usize) -> bool {
    let mut seen = vec![false; cells];
    for cage in cages {
        for &c in &cage.cells {
            match seen.get_mut(c) {
                Some(flag) if !*flag => *flag = true,
                _ => return true,
            }
        }
    }
    false
}

/// Every house, then every run of two or more neighbouring rows or columns (short of the
/// whole grid).
fn regions(grid: &Candidates) -> Vec<Region> {
    let n = grid.size();
    let mut out: Vec<Region> = (0..grid.house_count())
        .map(|h| Region {
            houses: vec![h],
            cells: grid.house_set(h),
            name: house_name(grid, h),
        })
        .collect();
    for (offset, rows) in [(0, true), (n, false)] {
        for first in 0..n {
            for last in first + 1..n.min(first + n - 1) {
                let houses: Vec<usize> = (first..=last).map(|k| offset + k).collect();
                let cells = houses
                    .iter()
                    .fold(CellSet::EMPTY, |s, &h| s.or(&grid.house_set(h)));
                out.push(Region {
                    houses,
                    cells,
                    name: if rows {
                        crate::t!("variant-rows", first = first + 1, last = last + 1)
                    } else {
                        crate::t!("variant-columns", first = first + 1, last = last + 1)
                    },
                });
            }
        }
    }
    out
}

/// `Row 3 holds every digit once, so its digits add up to 45`: why a region's digits add up
/// to `total`.
fn region_total_text(region: &Region, count: u32, n: u32, total: u32) -> String {
    if count == 1 {
        crate::t!(
            "variant-region-once",
            region = capital(&region.name),
            total = total
        )
    } else {
        crate::t!(
            "variant-region-times",
            region = capital(&region.name),
            count = count,
            house = n * (n + 1) / 2,
            total = total
        )
    }
}

/// The innies and outies of `region` with at most [`MOST`] empty cells, with their sums.
fn implied(grid: &Candidates, region: &Region, cages: &[CageNow]) -> Vec<Implied> {
    let n = grid.size() as u32;
    let count = region.houses.len() as u32;
    let total = count * n * (n + 1) / 2;
    let times = region_total_text(region, count, n, total);
    let inside = |c: &usize| region.cells.contains(*c);
    let mut whole = Vec::new();
    let mut meeting = Vec::new();
    let mut caged = CellSet::EMPTY;
    for cage in cages {
        let within = cage.cells.iter().filter(|c| inside(c)).count();
        if within == 0 {
            continue;
        }
        meeting.push(cage);
        if within == cage.cells.len() {
            whole.push(cage);
            caged = caged.or(&cage.cells.iter().copied().collect());
        }
    }
    let mut out = Vec::new();
    // Innies: the region's cells outside the cages wholly inside it.
    let innies = region.cells.minus(&caged);
    let whole_sum: u32 = whole.iter().map(|c| c.sum).sum();
    out.extend(group(
        grid,
        innies.iter(),
        true,
        |placed_sum| total.checked_sub(whole_sum + placed_sum),
        |work| {
            crate::t!(
                "variant-innies",
                times = times.as_str(),
                terms = terms(whole.iter().map(|c| c.sum)),
                placed = work.placed,
                cells = work.cells,
                total = total,
                whole = whole_sum,
                minus = work.minus,
                sum = work.sum
            )
        },
    ));
    // Outies: only when every cell of the region is in a cage with a sum.
    let all_caged = meeting.iter().fold(CellSet::EMPTY, |s, c| {
        s.or(&c.cells.iter().copied().collect())
    });
    if !region.cells.is_subset(&all_caged) || meeting.len() == whole.len() {
        return out;
    }
    let meeting_sum: u32 = meeting.iter().map(|c| c.sum).sum();
    let outies = meeting
        .iter()
        .flat_map(|c| c.cells.iter().copied())
        .filter(|c| !inside(c));
    out.extend(group(
        grid,
        outies,
        false,
        |placed_sum| meeting_sum.checked_sub(total + placed_sum),
        |work| {
            crate::t!(
                "variant-outies",
                times = times.as_str(),
                terms = terms(meeting.iter().map(|c| c.sum)),
                meeting = meeting_sum,
                placed = work.placed,
                cells = work.cells,
                total = total,
                minus = work.minus,
                sum = work.sum
            )
        },
    ));
    out
}

/// The parts of a group's arithmetic that innies and outies share, as the hint shows them.
struct Work {
    /// `; r2c5 holds 4` for the group's placed cells.
    placed: String,
    /// The group's open cells.
    cells: String,
    /// ` − 4` for the placed digits' sum.
    minus: String,
    /// What the open cells add up to.
    sum: u32,
}

/// The innies (`innies`) or outies `cells` as a group of one to [`MOST`] open cells: their sum
/// is `sum_of` the placed digits' sum, if it can be, and `reason` says why.
fn group(
    grid: &Candidates,
    cells: impl Iterator<Item = usize>,
    innies: bool,
    sum_of: impl FnOnce(u32) -> Option<u32>,
    reason: impl FnOnce(Work) -> String,
) -> Option<Implied> {
    let (placed, open): (Vec<usize>, Vec<usize>) = cells.partition(|&c| grid.value(c) != 0);
    let placed_sum = placed.iter().map(|&c| u32::from(grid.value(c))).sum();
    let sum = sum_of(placed_sum).filter(|_| (1..=MOST).contains(&open.len()))?;
    let reason = reason(Work {
        placed: placed_text(grid, &placed),
        cells: cell_list(open.iter().copied(), grid.size()),
        minus: minus_text(placed_sum),
        sum,
    });
    Some(Implied {
        cells: open,
        sum,
        reason,
        innies,
    })
}

/// `12 + 17 + 9`, or `12` alone, or `0` for none.
fn terms(sums: impl Iterator<Item = u32>) -> String {
    let parts: Vec<String> = sums.map(|s| s.to_string()).collect();
    if parts.is_empty() {
        "0".into()
    } else {
        parts.join(" + ")
    }
}

/// `; r2c5 holds 4` for placed innies or outies (empty for none).
fn placed_text(grid: &Candidates, placed: &[usize]) -> String {
    let size = grid.size();
    let parts: Vec<String> = placed
        .iter()
        .map(|&c| {
            crate::t!(
                "variant-cell-holds",
                cell = crate::techniques::cell_name(c, size),
                digit = grid.value(c)
            )
        })
        .collect();
    if parts.is_empty() {
        String::new()
    } else {
        crate::t!(
            "variant-placed",
            placed = crate::techniques::step::join(parts)
        )
    }
}

/// ` − 4` for what placed cells take off (empty for nothing).
fn minus_text(placed_sum: u32) -> String {
    if placed_sum == 0 {
        String::new()
    } else {
        format!(" − {placed_sum}")
    }
}

/// The 45 Rule step: the group's candidates that no way uses come out, or its one cell is
/// placed.
fn rule_step(grid: &Candidates, region: &Region, implied: &Implied, found: &Fit) -> Step {
    let n = grid.size();
    let mut step = Step::new(Technique::Rule45);
    step.houses = region.houses.clone();
    step.groups = vec![implied.cells.clone()];
    narrow(grid, &mut step, &implied.cells, &found.possible);
    let ways = match implied.cells.as_slice() {
        [_] => String::new(),
        _ => crate::t!(
            "variant-ways",
            sum = implied.sum,
            sets = sets_text(&found.sets)
        ),
    };
    step.explanation = crate::t!(
        "explain-rule-45",
        reason = implied.reason.as_str(),
        ways = ways,
        effects = effects_sentence(&step, n)
    );
    step
}

/// The Cage Splitting step, when the group is one cage's part on one side of the region's
/// edge: the other part then adds up to the cage's sum less the group's, and its candidates
/// that no way uses come out.
fn split_step(
    grid: &Candidates,
    region: &Region,
    implied: &Implied,
    cages: &[CageNow],
) -> Option<Step> {
    let n = grid.size();
    let first = *implied.cells.first()?;
    let cage = cages.iter().find(|c| c.cells.contains(&first))?;
    if !implied.cells.iter().all(|c| cage.cells.contains(c)) {
        return None;
    }
    // The other part: the cage's empty cells on the far side.
    let rest: Vec<usize> = cage
        .open
        .iter()
        .copied()
        .filter(|&c| region.cells.contains(c) != implied.innies)
        .collect();
    // Every empty cell of the cage is in the group or the rest, so the rest adds up to what
    // the cage's empty cells add up to less the group's sum.
    let rest_sum = cage.left.checked_sub(implied.sum)?;
    if rest.is_empty() || rest.len() + implied.cells.len() != cage.open.len() {
        return None;
    }
    let rest_found = fit(grid, &rest, rest_sum)?;
    if rest_found.sets.is_empty() {
        return None;
    }
    let mut step = Step::new(Technique::CageSplitting);
    step.houses = region.houses.clone();
    step.groups = vec![implied.cells.clone(), rest.clone()];
    narrow(grid, &mut step, &rest, &rest_found.possible);
    if step.is_empty() {
        return None;
    }
    let side = if implied.innies { "inside" } else { "outside" };
    step.explanation = crate::t!(
        "explain-cage-splitting",
        reason = implied.reason.as_str(),
        cage = cage.name(n),
        side = side,
        region = region.name.as_str(),
        rest = cell_list(rest.iter().copied(), n),
        left = cage.left,
        sum = implied.sum,
        restsum = rest_sum,
        sets = sets_text(&rest_found.sets),
        effects = effects_sentence(&step, n)
    );
    Some(step)
}
