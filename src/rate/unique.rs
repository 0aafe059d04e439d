//! Sudoku Explainer's uniqueness techniques: unique rectangles and loops (types 1 to 4) and
//! the bivalue universal grave (BUG, types 1 to 4). Both assume the puzzle has one solution.

use super::grid::{CELL_HOUSES, Grid9, HOUSE_SETS, HOUSES, PEER_SETS};
use super::{Hint, Sink};
use crate::board::{combinations_by_mask, ones, shared_houses};

/// A unique loop step with what SE sorts by.
struct LoopHint {
    rating: u16,
    kind: u8,
    name: String,
    elims: Vec<(usize, usize)>,
}

/// The loop search's state: the path and how often each house holds a path cell at an even
/// and at an odd position (a valid loop has each house at most once per parity).
struct LoopSearch<'a> {
    g: &'a Grid9,
    pair: u16,
    path: Vec<usize>,
    seen: [[u8; 27]; 2],
    loops: Vec<Vec<usize>>,
}

impl LoopSearch<'_> {
    fn push(&mut self, cell: usize) -> bool {
        let parity = self.path.len() % 2;
        if CELL_HOUSES[cell]
            .iter()
            .any(|&h| self.seen[parity][usize::from(h)] > 0)
        {
            return false;
        }
        for &h in &CELL_HOUSES[cell] {
            self.seen[parity][usize::from(h)] += 1;
        }
        self.path.push(cell);
        true
    }

    fn pop(&mut self) {
        if let Some(cell) = self.path.pop() {
            let parity = self.path.len() % 2;
            for &h in &CELL_HOUSES[cell] {
                self.seen[parity][usize::from(h)] -= 1;
            }
        }
    }

    /// SE's checkForLoops: extends the path through a house of another kind than the last
    /// one, with at most two cells with extra digits unless they all share one extra digit.
    /// (SE's extra-digit set grows with every candidate cell looked at; so does this one.)
    fn extend(&mut self, cell: usize, allowed: u8, extra: u16, last_kind: Option<usize>) {
        let mut extra = extra;
        for (kind, &h) in CELL_HOUSES[cell].iter().enumerate() {
            if Some(kind) == last_kind {
                continue;
            }
            let h = usize::from(h);
            for &next in &HOUSES[h] {
                let next = usize::from(next);
                if self.path.first() == Some(&next) && self.path.len() >= 4 {
                    self.loops.push(self.path.clone());
                } else if !self.path.contains(&next) {
                    let cands = self.g.cands[next];
                    if cands & self.pair != self.pair {
                        continue;
                    }
                    extra |= cands & !self.pair;
                    let count = cands.count_ones();
                    if count == 2 || extra.count_ones() == 1 || allowed > 0 {
                        let allowed = if count > 2 {
                            allowed.saturating_sub(1)
                        } else {
                            allowed
                        };
                        if self.push(next) {
                            self.extend(next, allowed, extra, Some(kind));
                            self.pop();
                        }
                    }
                }
            }
        }
    }
}

/// Whether every house a loop visits holds exactly one cell at an even and one at an odd
/// position.
fn valid_loop(lp: &[usize]) -> bool {
    if !lp.len().is_multiple_of(2) {
        return false;
    }
    let mut seen = [[0u8; 27]; 2];
    for (i, &cell) in lp.iter().enumerate() {
        for &h in &CELL_HOUSES[cell] {
            seen[i % 2][usize::from(h)] += 1;
        }
    }
    seen[0] == seen[1] && seen[0].iter().all(|&n| n <= 1)
}

/// Unique rectangles and loops: SE keeps the lowest rated, then the lowest type.
pub(super) fn unique_loops(g: &Grid9, sink: Sink) -> bool {
    let mut best: Option<LoopHint> = None;
    for start in 0..81 {
        if g.count(start) != 2 {
            continue;
        }
        let pair = g.cands[start];
        let mut search = LoopSearch {
            g,
            pair,
            path: Vec::new(),
            seen: [[0; 27]; 2],
            loops: Vec::new(),
        };
        search.push(start);
        search.extend(start, 2, 0, None);
        for lp in std::mem::take(&mut search.loops) {
            if !valid_loop(&lp) {
                continue;
            }
            for hint in loop_hints(g, &lp, pair) {
                if hint.elims.is_empty() {
                    continue;
                }
                if best
                    .as_ref()
                    .is_none_or(|b| (hint.rating, hint.kind) < (b.rating, b.kind))
                {
                    best = Some(hint);
                }
            }
        }
    }
    match best {
        Some(b) => sink(Hint::elimination(b.rating, &b.name, b.elims)),
        None => false,
    }
}

/// How the steps of one loop are named and rated: SE's base rating grows with its length.
struct LoopSteps {
    /// The loop's length in cells.
    size: usize,
    /// The rating of types 1, 2 and 4, in tenths.
    base: u16,
}

impl LoopSteps {
    fn new(size: usize) -> LoopSteps {
        let mut base = 45;
        if size >= 10 {
            base += 3;
        }
        if size >= 8 {
            base += 2;
        } else if size >= 6 {
            base += 1;
        }
        LoopSteps { size, base }
    }

    /// The step of type `kind` with this rating and these eliminations.
    fn hint(&self, kind: u8, rating: u16, elims: Vec<(usize, usize)>) -> LoopHint {
        let (size, shape) = (self.size, if self.size == 4 { "Rectangle" } else { "Loop" });
        let name = if size > 6 {
            format!("Unique {shape} {size} type {kind}")
        } else {
            format!("Unique {shape} type {kind}")
        };
        LoopHint {
            rating,
            kind,
            name,
            elims,
        }
    }
}

/// The steps of one unique loop on the digits `pair`.
fn loop_hints(g: &Grid9, lp: &[usize], pair: u16) -> Vec<LoopHint> {
    let steps = LoopSteps::new(lp.len());
    let base = steps.base;
    let extra: Vec<usize> = lp.iter().copied().filter(|&c| g.count(c) > 2).collect();
    let mut out = Vec::new();
    match extra.len() {
        1 => out.push(
            steps.hint(
                1,
                base,
                ones(g.cands[extra[0]] & pair)
                    .map(|d| (extra[0], d))
                    .collect(),
            ),
        ),
        0 => {}
        n => {
            let extras = extra.iter().fold(0u16, |a, &c| a | g.cands[c]) & !pair;
            if n > 2 || extras.count_ones() == 1 {
                out.push(steps.hint(2, base, type2(g, &extra, pair)));
            } else {
                out.extend(type3(g, [extra[0], extra[1]], pair, &steps));
            }
            if n == 2 {
                out.extend(type4(g, [extra[0], extra[1]], pair, &steps));
            }
        }
    }
    out
}

/// Type 2: the first extra cell's extra digit leaves every cell that sees all extra cells.
fn type2(g: &Grid9, extra: &[usize], pair: u16) -> Vec<(usize, usize)> {
    let Some(&first) = extra.first() else {
        return Vec::new();
    };
    let rest = g.cands[first] & !pair;
    if rest == 0 {
        return Vec::new();
    }
    let d = rest.trailing_zeros() as usize;
    let set: u128 = extra.iter().fold(0, |a, &c| a | 1 << c);
    let common = extra.iter().fold(!0u128, |a, &c| a & PEER_SETS[c]) & !set;
    ones(common)
        .filter(|&c| g.has(c, d))
        .map(|c| (c, d))
        .collect()
}

/// The houses two cells share, box first (SE's order).
fn shared(a: usize, b: usize) -> impl Iterator<Item = usize> {
    shared_houses(CELL_HOUSES[a], CELL_HOUSES[b]).map(usize::from)
}

/// Type 3: the two extra cells' extra digits form a naked (or hidden) set with other cells of
/// a house they share.
fn type3(g: &Grid9, [c1, c2]: [usize; 2], pair: u16, steps: &LoopSteps) -> Vec<LoopHint> {
    let base = steps.base;
    let extra = (g.cands[c1] | g.cands[c2]) & !pair;
    let mut out = Vec::new();
    for degree in extra.count_ones() as usize..=7 {
        for h in shared(c1, c2) {
            let empty = g.empty_in(h);
            let cells = HOUSES[h].map(usize::from);
            let (i1, i2) = (
                cells.iter().position(|&c| c == c1).unwrap_or(0),
                cells.iter().position(|&c| c == c2).unwrap_or(0),
            );
            if degree * 2 <= empty {
                combinations_by_mask(9, degree, |pick| {
                    if !pick.contains(&i1) || pick.contains(&i2) {
                        return false;
                    }
                    let mut naked = extra & g.cands[c1] & g.cands[c2];
                    let mut union = extra;
                    let mut set = 0u128;
                    for &i in pick {
                        if i == i1 {
                            continue;
                        }
                        let c = cells[i];
                        if g.values[c] != 0 {
                            return false;
                        }
                        naked |= g.cands[c];
                        union |= g.cands[c];
                        set |= 1 << c;
                    }
                    if naked.count_ones() as usize != degree
                        || union.count_ones() as usize != degree
                    {
                        return false;
                    }
                    let elims: Vec<(usize, usize)> = cells
                        .iter()
                        .filter(|&&c| c != c1 && c != c2 && set >> c & 1 == 0)
                        .flat_map(|&c| ones(g.cands[c] & union).map(move |d| (c, d)))
                        .collect();
                    out.push(steps.hint(3, base + degree as u16 - 1, elims));
                    false
                });
            }
            if degree * 2 < empty && degree >= 2 {
                let others: Vec<usize> = (0..9)
                    .filter(|&d| pair >> d & 1 == 0 && extra >> d & 1 == 0)
                    .collect();
                combinations_by_mask(others.len(), degree - 2, |pick| {
                    let digits = pick.iter().fold(pair, |a, &i| a | 1 << others[i]);
                    let mut positions = 0u16;
                    for d in ones(digits) {
                        let p = g.positions(h, d) & !(1 << i2);
                        if p == 0 {
                            return false;
                        }
                        positions |= p;
                    }
                    if positions.count_ones() as usize != degree {
                        return false;
                    }
                    let kept = positions & !(1 << i1) & !(1 << i2);
                    let elims: Vec<(usize, usize)> = ones(kept)
                        .map(|i| cells[i])
                        .flat_map(|c| ones(g.cands[c] & !digits).map(move |d| (c, d)))
                        .collect();
                    let rating = base + (kept.count_ones() as u16).saturating_sub(1);
                    out.push(steps.hint(3, rating, elims));
                    false
                });
            }
        }
    }
    out
}

/// Type 4: one loop digit is confined to the two extra cells in a house they share, so the
/// other loop digit leaves both.
fn type4(g: &Grid9, [c1, c2]: [usize; 2], pair: u16, steps: &LoopSteps) -> Option<LoopHint> {
    let [v1, v2]: [usize; 2] = {
        let mut it = ones(pair);
        [it.next()?, it.next()?]
    };
    let (mut r1, mut r2) = (false, false);
    for h in shared(c1, c2) {
        let others = HOUSE_SETS[h] & !(1u128 << c1) & !(1u128 << c2);
        if ones(others).all(|c| !g.has(c, v1)) {
            r1 = true;
        }
        if ones(others).all(|c| !g.has(c, v2)) {
            r2 = true;
        }
    }
    let remove = if r1 {
        v2
    } else if r2 {
        v1
    } else {
        return None;
    };
    let elims = [c1, c2]
        .into_iter()
        .filter(|&c| g.has(c, remove))
        .map(|c| (c, remove))
        .collect();
    Some(steps.hint(4, steps.base, elims))
}

/// The bivalue universal grave: with the extra digits of a few cells removed every cell would
/// have two candidates and every digit two places in each house it is in, a pattern with no
/// unique solution; so one extra digit is true.
pub(super) fn bug(g: &Grid9, sink: Sink) -> bool {
    let mut temp = g.clone();
    let mut bug_cells: Vec<usize> = Vec::new();
    let mut bug_values = [0u16; 81];
    let mut all_values = 0u16;
    let mut common: Option<u128> = None;
    for h in 0..27 {
        for d in 0..9 {
            let places = g.cells_with(h, d);
            let count = places.count_ones();
            if count == 0 || count == 2 {
                continue;
            }
            let new: Vec<usize> = ones(places).filter(|&c| g.count(c) >= 3).collect();
            if new.is_empty() {
                return false;
            }
            if let [cell] = new[..] {
                if !bug_cells.contains(&cell) {
                    bug_cells.push(cell);
                }
                bug_values[cell] |= 1 << d;
                all_values |= 1 << d;
                temp.remove(cell, d);
                let set: u128 = bug_cells.iter().fold(0, |a, &c| a | 1 << c);
                let c = common.map_or(PEER_SETS[cell], |s| s & PEER_SETS[cell]) & !set;
                common = Some(c);
                if bug_cells.len() > 1 && all_values.count_ones() > 1 && c == 0 {
                    return false;
                }
            }
        }
    }
    if (0..81).any(|c| temp.values[c] == 0 && temp.count(c) != 2) {
        return false;
    }
    for h in 0..27 {
        for d in 0..9 {
            if !matches!(temp.cells_with(h, d).count_ones(), 0 | 2) {
                return false;
            }
        }
    }
    let common = common.unwrap_or(0);
    let mut hints = Vec::new();
    if let [cell] = bug_cells[..] {
        let elims = ones(g.cands[cell] & !all_values)
            .map(|d| (cell, d))
            .collect();
        // SE places the extra digit when there is one.
        let place =
            (all_values.count_ones() == 1).then(|| (cell, all_values.trailing_zeros() as usize));
        hints.push(Hint::elimination(56, "BUG type 1", elims).with_place(place));
    } else if all_values.count_ones() == 1 {
        let d = all_values.trailing_zeros() as usize;
        let elims = ones(common)
            .filter(|&c| g.has(c, d))
            .map(|c| (c, d))
            .collect();
        hints.push(Hint::elimination(57, "BUG type 2", elims));
        if bug_cells.len() == 2 {
            hints.extend(bug4(g, &bug_cells, &bug_values, all_values));
        }
    } else if common != 0 {
        if bug_cells.len() == 2 {
            hints.extend(bug4(g, &bug_cells, &bug_values, all_values));
        }
        hints.extend(bug3(g, &bug_cells, all_values, common));
    }
    for hint in hints {
        if !hint.elims.is_empty() && sink(hint) {
            return true;
        }
    }
    false
}

/// The house of each kind that all `cells` share.
fn common_houses(cells: &[usize]) -> impl Iterator<Item = usize> + '_ {
    (0..3).filter_map(move |k| {
        let h = usize::from(CELL_HOUSES[*cells.first()?][k]);
        cells
            .iter()
            .all(|&c| usize::from(CELL_HOUSES[c][k]) == h)
            .then_some(h)
    })
}

/// BUG type 3: the extra digits form a naked set with other cells of a shared house.
fn bug3(g: &Grid9, bug_cells: &[usize], all_values: u16, common: u128) -> Vec<Hint> {
    let mut out = Vec::new();
    let bug_set: u128 = bug_cells.iter().fold(0, |a, &c| a | 1 << c);
    for h in common_houses(bug_cells) {
        let region: Vec<usize> = ones(common & HOUSE_SETS[h])
            .filter(|&c| g.values[c] == 0)
            .collect();
        for degree in 2..=6 {
            if region.len() < degree {
                continue;
            }
            combinations_by_mask(region.len(), degree - 1, |pick| {
                let others = pick.iter().fold(0u16, |a, &i| a | g.cands[region[i]]);
                if others.count_ones() as usize != degree {
                    return false;
                }
                let naked = others | all_values;
                if naked.count_ones() as usize != degree {
                    return false;
                }
                let picked: u128 = pick.iter().fold(0, |a, &i| a | 1 << region[i]);
                let elims: Vec<(usize, usize)> = region
                    .iter()
                    .filter(|&&c| picked >> c & 1 == 0 && bug_set >> c & 1 == 0)
                    .flat_map(|&c| ones(g.cands[c] & naked).map(move |d| (c, d)))
                    .collect();
                out.push(Hint::elimination(
                    57 + degree as u16 - 1,
                    "BUG type 3",
                    elims,
                ));
                false
            });
        }
    }
    out
}

/// BUG type 4: two extra cells in one house with one common non-BUG digit keep only it and
/// their extra digits.
fn bug4(g: &Grid9, bug_cells: &[usize], bug_values: &[u16; 81], all_values: u16) -> Vec<Hint> {
    let (c1, c2) = (bug_cells[0], bug_cells[1]);
    let common = g.cands[c1] & g.cands[c2] & !all_values;
    if common.count_ones() != 1 {
        return Vec::new();
    }
    common_houses(bug_cells)
        .map(|_| {
            let mut elims = Vec::new();
            for c in [c1, c2] {
                for d in ones(g.cands[c] & !bug_values[c] & !common) {
                    elims.push((c, d));
                }
            }
            Hint::elimination(57, "BUG type 4", elims)
        })
        .collect()
}
