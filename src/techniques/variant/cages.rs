//! Cage Combination and Cage/House Overlap.

use super::fit::{fit, sets_text};
use super::{CageNow, cages_now};
use crate::board::{CellSet, Constraints, Digit, GroupKind};
use crate::techniques::step::effects_sentence;
use crate::techniques::{Candidates, Mark, Role, Search, Step, Technique, cell_list, house_name};

/// Cage Combination: for each cage with a sum, the digit sets that make it and fit the
/// candidates. Candidates no set uses come out of the cage; a digit every set holds is in
/// the cage, so it comes out of the cells outside that see all its places there.
pub(super) fn combinations(search: &mut Search, constraints: &Constraints) {
    let grid = search.grid;
    let n = grid.size();
    let fits: Vec<_> = cages_now(grid, constraints)
        .into_iter()
        .filter(|cage| !cage.open.is_empty())
        .filter_map(|cage| {
            let found = fit(grid, &cage.open, cage.left)?;
            (!found.sets.is_empty()).then_some((cage, found))
        })
        .collect();
    // The cages' own cells first, in every cage: the simpler reading.
    for (cage, found) in &fits {
        let mut step = cage_step(cage, Technique::CageCombination);
        narrow(grid, &mut step, &cage.open, &found.possible);
        if step.is_empty() {
            continue;
        }
        step.explanation = crate::t!(
            "explain-cage-combination",
            cage = capital(&cage.name(n)),
            sum = cage.sum_text(grid),
            sets = sets_text(&found.sets),
            effects = effects_sentence(&step, n)
        );
        if search.push(step) {
            return;
        }
    }
    for (cage, found) in &fits {
        let every = found
            .sets
            .iter()
            .map(|set| set.iter().fold(0u32, |m, &d| m | 1 << (d - 1)))
            .fold(u32::MAX, |m, s| m & s);
        for digit in digits(every & !cage.placed) {
            if required(search, cage, digit, &sets_text(&found.sets)) {
                return;
            }
        }
    }
}

/// The step for a digit every set of `cage` holds: it comes out of the cells outside that
/// see each of its places in the cage. True when the search should stop.
fn required(search: &mut Search, cage: &CageNow, digit: Digit, sets: &str) -> bool {
    let grid = search.grid;
    let n = grid.size();
    let places: CellSet = cage
        .open
        .iter()
        .copied()
        .filter(|&c| grid.has(c, digit.index()))
        .collect();
    if places.is_empty() {
        return false;
    }
    let inside: CellSet = cage.cells.iter().copied().collect();
    let gone = grid
        .seen_by_all(&places)
        .minus(&inside)
        .and(&grid.cells_with(digit.index()));
    if gone.is_empty() {
        return false;
    }
    let mut step = cage_step(cage, Technique::CageCombination);
    step.one_digit(digit, &places, &gone);
    step.explanation = crate::t!(
        "explain-cage-required",
        cage = capital(&cage.name(n)),
        sum = cage.sum_text(grid),
        digit = digit.to_string(),
        sets = sets,
        places = or_list(&places, n),
        effects = effects_sentence(&step, n)
    );
    search.push(step)
}

/// Cage/House Overlap: in a house, every place left for a digit lies in one cage; the cage
/// holds the digit there, so its cells outside the house cannot.
pub(super) fn overlap(search: &mut Search, constraints: &Constraints) {
    let grid = search.grid;
    let n = grid.size();
    let cages: Vec<(CellSet, Option<u16>)> = constraints
        .groups()
        .iter()
        .filter(|g| g.kind == GroupKind::Cage)
        .map(|g| {
            let cells: CellSet = g.cells.iter().map(|&c| usize::from(c)).collect();
            let sum = constraints
                .sums()
                .iter()
                .find(|s| s.cells == g.cells)
                .map(|s| s.sum);
            (cells, sum)
        })
        .collect();
    for h in 0..grid.house_count() {
        let house = grid.house_set(h);
        for d in 0..n {
            let places = grid.cells_with(d).and(&house);
            let Some(first) = places.first() else {
                continue;
            };
            let Some((cage, sum)) = cages
                .iter()
                .find(|(cells, _)| cells.contains(first) && places.is_subset(cells))
            else {
                continue;
            };
            let gone = grid.cells_with(d).and(cage).minus(&house);
            if gone.is_empty() {
                continue;
            }
            let digit = Digit::from_index(d);
            let mut step = Step::new(Technique::CageOverlap);
            step.houses = vec![h];
            step.groups = vec![cage.iter().collect()];
            step.one_digit(digit, &places, &gone);
            let sum = sum.map(|s| crate::t!("variant-cage-overlap-sum", sum = s));
            step.explanation = crate::t!(
                "explain-cage-overlap",
                house = house_name(grid, h),
                digit = digit.to_string(),
                places = or_list(&places, n),
                cage = cell_list(cage.iter(), n),
                sum = sum.unwrap_or_default(),
                effects = effects_sentence(&step, n)
            );
            if search.push(step) {
                return;
            }
        }
    }
}

/// The step's marks and effects for cells and the candidates some way uses in each: a cell
/// left one digit by the ways gets it placed (when it had more), the others lose the
/// candidates no way uses.
pub(super) fn narrow(grid: &Candidates, step: &mut Step, cells: &[usize], possible: &[u32]) {
    for (&cell, &possible) in cells.iter().zip(possible) {
        let bits = grid.bits(cell);
        step.marks
            .extend(marks(cell, bits & possible, Role::Pattern));
        if possible.count_ones() == 1 && bits != possible {
            step.placements
                .extend(digits(possible).map(|digit| (cell, digit)));
        } else {
            step.eliminations
                .extend(digits(bits & !possible).map(|digit| (cell, digit)));
        }
    }
}

/// A step of `technique` about `cage`, its cells outlined.
fn cage_step(cage: &CageNow, technique: Technique) -> Step {
    let mut step = Step::new(technique);
    step.groups = vec![cage.cells.clone()];
    step
}

/// Marks for the digits of `bits` in `cell`.
pub(super) fn marks(cell: usize, bits: u32, role: Role) -> impl Iterator<Item = Mark> {
    digits(bits).map(move |digit| Mark { cell, digit, role })
}

/// The digits of a bit set (bit `d` for digit index `d`).
pub(super) fn digits(bits: u32) -> impl Iterator<Item = Digit> {
    (0..32usize)
        .filter(move |&d| bits & (1 << d) != 0)
        .map(Digit::from_index)
}

/// Cells as `r1c1`, `r1c1 or r1c2`, `r1c1, r1c2 or r1c3`.
pub(super) fn or_list(cells: &CellSet, size: usize) -> String {
    crate::techniques::or_list(
        cells
            .iter()
            .map(|c| crate::techniques::cell_name(c, size))
            .collect(),
    )
}

/// `text` with its first letter in upper case.
pub(super) fn capital(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
