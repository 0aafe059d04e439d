//! Fish: basic, finned and sashimi, Franken and Mutant, and Siamese fish.
//!
//! A fish for one digit takes `n` base houses, each of which must hold the digit, and `n`
//! cover houses, none of them a base house, that hold every base candidate except the fins.
//! Without fins the `n` base digits fill the `n` covers, one each, so the digit goes from the
//! rest of every cover; a base candidate in two covers (cannibalism) would fill two at once,
//! so it goes too. With fins either a fin holds the digit or the fish does, so only the cells
//! that see every fin are cleared. A fin is a base candidate outside the covers, or one in two
//! base houses (an endo fin, which would satisfy two bases at once).
//!
//! The shape follows HoDoKu: rows against columns is a basic fish (sashimi when a base row
//! holds at most one candidate besides its fins); lines of one direction and boxes against
//! lines of the other direction and boxes is a Franken fish; anything else is a Mutant.
//! Each finder reports only fish of exactly its own kind and size. Siamese fish are two
//! finned fish with the same digit and base houses but different covers and eliminations,
//! reported as one step that makes both sets of eliminations; as in HoDoKu, finned and sashimi
//! basic fish pair with each other, and the pair is named after the fish whose cover houses
//! come first.
//!
//! Limits: fish of size 2 up to `N - 2` on an `N`-sided board (X-Wing to Leviathan on 9x9);
//! on boards bigger than 9x9 Franken and Mutant fish stop at size 4, because their base sets
//! grow combinatorially with the `3N` houses. Fins are not counted: a fish only needs some
//! cell that sees all of its fins, which is what bounds them.

use crate::board::Digit;
use crate::techniques::context::Shared;
use crate::techniques::step::effects_sentence;
use crate::techniques::{Candidates, and_list, cell_list, house_name};
use crate::techniques::{CellSet, Fish, FishKind, Mark, Role, Search, Step, Technique};
use hunt::{BaseSet, Found, Hunt, Quarry, passes};

mod hunt;

/// Whether this file has a finder for `technique`.
pub fn implemented(technique: Technique) -> bool {
    match technique {
        Technique::Fish(fish) => {
            (2..=7).contains(&fish.size) && (!fish.siamese || fish.kind.finned())
        }
        _ => false,
    }
}

/// Finds the steps of `technique`.
pub fn find(search: &mut Search, technique: Technique) {
    let Technique::Fish(fish) = technique else {
        return;
    };
    if !implemented(technique) {
        return;
    }
    let n = search.grid.size();
    if usize::from(fish.size) > largest_size(n, fish.kind) || 3 * n > 128 {
        return;
    }
    // A Siamese fish is two fish of its kind on one base set: none where they are none.
    let none = |kind| Shared::NoFish {
        kind,
        size: fish.size,
    };
    if fish.siamese && search.ran(none(fish.kind)) {
        return;
    }
    if !fish.siamese && matches!(fish.kind, FishKind::Finned | FishKind::Sashimi) {
        finned_basic(search, fish);
    } else {
        hunt(search, fish, false);
    }
}

/// Finned and Sashimi fish of one size come from the same base and cover sets, so one search
/// finds both, and its steps are kept for the grid: a solver asks for the two in turn.
fn finned_basic(search: &mut Search, fish: Fish) {
    let lists = search.shared(Shared::FinnedFish { size: fish.size }, |search| {
        let mut both = search.collecting();
        hunt(&mut both, fish, true);
        if both.is_cancelled() {
            return None;
        }
        let (sashimi, finned) = both.steps.into_iter().partition(
            |step| matches!(step.technique, Technique::Fish(f) if f.kind == FishKind::Sashimi),
        );
        Some(vec![finned, sashimi])
    });
    let index = usize::from(fish.kind == FishKind::Sashimi);
    for step in lists.into_iter().flatten().nth(index).unwrap_or_default() {
        if search.push(step) {
            return;
        }
    }
}

/// Searches fish of `fish`'s kind and size for every digit; `both_finned`: Finned and
/// Sashimi fish alike, each step named after its own kind. A complete search that finds no
/// fish at all says so in the grid's context, for the Siamese search of the same kind.
fn hunt(search: &mut Search, fish: Fish, both_finned: bool) {
    let mut any = false;
    for digit in 0..search.grid.size() {
        for &pass in passes(fish.kind) {
            let quarry = || Quarry {
                fish,
                digit,
                pass,
                both_finned,
                cancel: search.cancel().clone(),
            };
            let stop = match Hunt::<1>::new(search.grid, quarry()) {
                Some(mut hunt) => hunt_one(search, &mut hunt, fish, &mut any),
                None => match Hunt::<5>::new(search.grid, quarry()) {
                    Some(mut hunt) => hunt_one(search, &mut hunt, fish, &mut any),
                    None => false,
                },
            };
            if stop {
                return;
            }
        }
    }
    if any || fish.siamese || search.is_cancelled() {
        return;
    }
    let kinds = if both_finned {
        vec![FishKind::Finned, FishKind::Sashimi]
    } else {
        vec![fish.kind]
    };
    for kind in kinds {
        let what = Shared::NoFish {
            kind,
            size: fish.size,
        };
        search.keep(what, Vec::new());
    }
}

/// Runs one hunt, reporting its fish; `any` is set when it finds one. True to stop.
fn hunt_one<const W: usize>(
    search: &mut Search,
    hunt: &mut Hunt<W>,
    fish: Fish,
    any: &mut bool,
) -> bool {
    if hunt.has_no_bases() {
        return false;
    }
    let mut stop = false;
    hunt.each_base_set(&mut |base_set, found| {
        *any |= !found.is_empty();
        stop = report(search, base_set, fish, found);
        stop
    });
    stop || hunt.stopped
}

/// The largest fish searched on a board of `n` digits.
fn largest_size(n: usize, kind: FishKind) -> usize {
    let complex = !matches!(kind, FishKind::Basic | FishKind::Finned | FishKind::Sashimi);
    let limit = n.saturating_sub(2);
    if complex && n > 9 {
        limit.min(4)
    } else {
        limit
    }
}

/// Pushes the fish of one base set or, for Siamese fish, the pairs of them with different
/// eliminations (named after the one whose covers come first, as HoDoKu does); true to stop.
fn report(search: &mut Search, base_set: &BaseSet, fish: Fish, found: &[Found]) -> bool {
    let technique = Technique::Fish(fish);
    if !fish.siamese {
        for one in found {
            let technique = Technique::Fish(Fish {
                kind: one.kind,
                ..fish
            });
            if !search.would_keep(technique, &eliminations(base_set, one.eliminations)) {
                continue;
            }
            if search.push(fish_step(base_set, technique, one)) {
                return true;
            }
        }
        return false;
    }
    let mut found: Vec<&Found> = found.iter().collect();
    found.sort_by(|a, b| a.covers.cmp(&b.covers));
    for (i, a) in found.iter().enumerate() {
        if a.kind != fish.kind {
            continue;
        }
        for b in found.iter().skip(i + 1) {
            let gone = a.eliminations.or(&b.eliminations);
            if a.eliminations == b.eliminations
                || !search.would_keep(technique, &eliminations(base_set, gone))
            {
                continue;
            }
            if search.push(siamese_step(base_set, technique, a, b)) {
                return true;
            }
        }
    }
    false
}

/// The eliminations of the base set's digit from `cells`, as a step lists them.
fn eliminations(base_set: &BaseSet, cells: CellSet) -> Vec<(usize, Digit)> {
    let digit = Digit::from_index(base_set.digit);
    cells.iter().map(|cell| (cell, digit)).collect()
}

/// `row 1, row 5 and row 9`.
fn house_list(grid: &Candidates, houses: &[usize]) -> String {
    and_list(houses.iter().map(|&h| house_name(grid, h)).collect())
}

/// The step's houses, marks and eliminations for one fish or a Siamese pair.
fn fill(
    step: &mut Step,
    base_set: &BaseSet,
    covers: &[usize],
    body: CellSet,
    fins: CellSet,
    gone: CellSet,
) {
    let digit = Digit::from_index(base_set.digit);
    step.houses = base_set.base.iter().chain(covers).copied().collect();
    let role = |cell| {
        if fins.contains(cell) {
            Role::Fin
        } else {
            Role::Pattern
        }
    };
    step.marks = body
        .or(&fins)
        .iter()
        .map(|cell| Mark {
            cell,
            digit,
            role: role(cell),
        })
        .collect();
    step.eliminations = eliminations(base_set, gone);
}

fn fish_step(base_set: &BaseSet, technique: Technique, found: &Found) -> Step {
    let grid = base_set.grid;
    let n = grid.size();
    let digit = Digit::from_index(base_set.digit);
    let mut step = Step::new(technique);
    fill(
        &mut step,
        base_set,
        &found.covers,
        found.body,
        found.fins,
        found.eliminations,
    );
    let bases = house_list(grid, base_set.base);
    let covers = house_list(grid, &found.covers);
    let cannibal = if found.cannibals.is_empty() {
        String::new()
    } else {
        crate::t!(
            "explain-fish-cannibal",
            digit = digit.to_string(),
            cells = cell_list(found.cannibals.iter(), n)
        )
    };
    let effects = effects_sentence(&step, n);
    step.explanation = if found.fins.is_empty() {
        crate::t!(
            "explain-fish",
            bases = bases,
            digit = digit.to_string(),
            covers = covers,
            cannibal = cannibal,
            effects = effects
        )
    } else {
        crate::t!(
            "explain-finned-fish",
            bases = bases,
            digit = digit.to_string(),
            count = found.fins.len(),
            fins = cell_list(found.fins.iter(), n),
            covers = covers,
            cannibal = cannibal,
            effects = effects
        )
    };
    step
}

fn siamese_step(base_set: &BaseSet, technique: Technique, a: &Found, b: &Found) -> Step {
    let grid = base_set.grid;
    let n = grid.size();
    let digit = Digit::from_index(base_set.digit);
    let mut covers = a.covers.clone();
    covers.extend(b.covers.iter().filter(|h| !a.covers.contains(h)));
    let fins = a.fins.or(&b.fins);
    let mut step = Step::new(technique);
    fill(
        &mut step,
        base_set,
        &covers,
        a.body.or(&b.body).minus(&fins),
        fins,
        a.eliminations.or(&b.eliminations),
    );
    let part = |f: &Found| {
        crate::t!(
            "explain-siamese-part",
            covers = house_list(grid, &f.covers),
            fins = cell_list(f.fins.iter(), n)
        )
    };
    step.explanation = crate::t!(
        "explain-siamese-fish",
        bases = house_list(grid, base_set.base),
        digit = digit.to_string(),
        first = part(a),
        second = part(b),
        effects = effects_sentence(&step, n)
    );
    step
}

#[cfg(test)]
mod tests;
