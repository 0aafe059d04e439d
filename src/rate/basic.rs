//! Sudoku Explainer's basic techniques: singles, intersections, naked and hidden sets, fish,
//! XY- and XYZ-Wings, scanned in SE's house and cell order.

use super::grid::{BOX, CELL_HOUSES, COL, Grid9, HOUSES, PEER_SETS, ROW};
use super::{Hint, Sink};
use crate::board::{combinations_by_mask, ones};

/// Hidden singles: first the last empty cell of a house (1.0), then hidden singles in boxes
/// (1.2), columns and rows (1.5).
pub(super) fn hidden_single(g: &Grid9, sink: Sink) -> bool {
    for alone in [true, false] {
        for kind in [BOX, COL, ROW] {
            for (h, house) in HOUSES.iter().enumerate().skip(kind).take(9) {
                if alone && g.empty_in(h) != 1 {
                    continue;
                }
                for d in 0..9 {
                    let pos = g.positions(h, d);
                    if pos.count_ones() == 1 {
                        let cell = usize::from(house[pos.trailing_zeros() as usize]);
                        let (rating, name) = match (alone, kind) {
                            (true, _) => (10, "Full House"),
                            (false, BOX) => (12, "Hidden Single"),
                            _ => (15, "Hidden Single"),
                        };
                        if sink(Hint::placement(rating, name, cell, d)) {
                            return true;
                        }
                    }
                }
            }
        }
    }
    false
}

/// Naked singles (2.3), cells row by row.
pub(super) fn naked_single(g: &Grid9, sink: Sink) -> bool {
    for cell in 0..81 {
        if g.values[cell] == 0 && g.count(cell) == 1 {
            let d = g.cands[cell].trailing_zeros() as usize;
            if sink(Hint::placement(23, "Naked Single", cell, d)) {
                return true;
            }
        }
    }
    false
}

/// Whether two houses share a cell.
fn crosses(a: usize, b: usize) -> bool {
    super::grid::HOUSE_SETS[a] & super::grid::HOUSE_SETS[b] != 0
}

/// Pointing (2.6) and claiming (2.8); in direct mode (1.7, 1.9) only those that leave a hidden
/// single in a parallel house at once, and the step places that single only.
pub(super) fn locking(g: &Grid9, direct: bool, sink: Sink) -> bool {
    for (k1, k2) in [(BOX, COL), (BOX, ROW), (COL, BOX), (ROW, BOX)] {
        for d in 0..9 {
            for h1 in k1..k1 + 9 {
                let cells1 = g.cells_with(h1, d);
                if cells1.count_ones() < 2 {
                    continue;
                }
                for h2 in k2..k2 + 9 {
                    if !crosses(h1, h2) || cells1 & !super::grid::HOUSE_SETS[h2] != 0 {
                        continue;
                    }
                    let elims = g.cells_with(h2, d) & !super::grid::HOUSE_SETS[h1];
                    if elims == 0 {
                        continue;
                    }
                    let pointing = k1 == BOX;
                    let elims: Vec<(usize, usize)> = ones(elims).map(|c| (c, d)).collect();
                    let scope = vec![(super::grid::HOUSE_SETS[h1], 1u16 << d)];
                    if !direct {
                        let (rating, name) = if pointing {
                            (26, "Pointing")
                        } else {
                            (28, "Claiming")
                        };
                        let hint = Hint::elimination(rating, name, elims).with_scope(scope);
                        if sink(hint) {
                            return true;
                        }
                        continue;
                    }
                    // A house of h1's kind crossing h2, where d is left in one cell outside h2.
                    for h3 in k1..k1 + 9 {
                        if h3 == h1 || !crosses(h3, h2) {
                            continue;
                        }
                        let cells3 = g.cells_with(h3, d);
                        let rest = cells3 & !super::grid::HOUSE_SETS[h2];
                        if cells3.count_ones() > 1 && rest.count_ones() == 1 {
                            let (rating, name) = if pointing {
                                (17, "Direct Pointing")
                            } else {
                                (19, "Direct Claiming")
                            };
                            // SE's direct hints only place the single (their
                            // eliminations are shown, not applied).
                            let single = Some((rest.trailing_zeros() as usize, d));
                            let hint =
                                Hint::elimination(rating, name, Vec::new()).with_place(single);
                            if sink(hint) {
                                return true;
                            }
                        }
                    }
                }
            }
        }
    }
    false
}

/// Hidden pairs, triples and quads (3.4, 4.0, 5.4) in houses with more than `2n` empty
/// cells; in direct mode (pair 2.0, triple 2.5; houses with more than `n` empty cells) only
/// those that leave a hidden single of another digit in the house, and the step places that
/// single only.
pub(super) fn hidden_set(g: &Grid9, n: usize, direct: bool, sink: Sink) -> bool {
    for kind in [BOX, COL, ROW] {
        for (h, house) in HOUSES.iter().enumerate().skip(kind).take(9) {
            let empty = g.empty_in(h);
            if !(empty > 2 * n || (direct && empty > n)) {
                continue;
            }
            let pos: [u16; 9] = std::array::from_fn(|d| g.positions(h, d));
            let stop = combinations_by_mask(9, n, |digits| {
                // SE's CommonTuples: every digit has two places or more.
                if digits.iter().any(|&d| pos[d].count_ones() < 2) {
                    return false;
                }
                let common = digits.iter().fold(0u16, |a, &d| a | pos[d]);
                if common.count_ones() as usize != n {
                    return false;
                }
                let set_bits = digits.iter().fold(0u16, |a, &d| a | 1 << d);
                let mut elims = Vec::new();
                for i in ones(common) {
                    let cell = usize::from(house[i]);
                    for d in ones(g.cands[cell] & !set_bits) {
                        elims.push((cell, d));
                    }
                }
                if elims.is_empty() {
                    return false;
                }
                if !direct {
                    let (rating, name) = match n {
                        2 => (34, "Hidden Pair"),
                        3 => (40, "Hidden Triplet"),
                        _ => (54, "Hidden Quad"),
                    };
                    let scope = vec![(super::grid::HOUSE_SETS[h], set_bits)];
                    return sink(Hint::elimination(rating, name, elims).with_scope(scope));
                }
                for (d, &places) in pos.iter().enumerate() {
                    if set_bits >> d & 1 != 0 {
                        continue;
                    }
                    let rest = places & !common;
                    if places.count_ones() > 1 && rest.count_ones() == 1 {
                        let (rating, name) = if n == 2 {
                            (20, "Direct Hidden Pair")
                        } else {
                            (25, "Direct Hidden Triplet")
                        };
                        let cell = usize::from(house[rest.trailing_zeros() as usize]);
                        let hint =
                            Hint::elimination(rating, name, Vec::new()).with_place(Some((cell, d)));
                        return sink(hint);
                    }
                }
                false
            });
            if stop {
                return true;
            }
        }
    }
    false
}

/// Naked pairs, triples and quads (3.0, 3.6, 5.0) in houses with at least `2n` empty cells.
pub(super) fn naked_set(g: &Grid9, n: usize, sink: Sink) -> bool {
    for kind in [BOX, COL, ROW] {
        for (h, house) in HOUSES.iter().enumerate().skip(kind).take(9) {
            if g.empty_in(h) < 2 * n {
                continue;
            }
            let cells: Vec<usize> = house
                .iter()
                .map(|&c| usize::from(c))
                .filter(|&c| g.values[c] == 0 && (2..=n as u32).contains(&g.count(c)))
                .collect();
            let stop = combinations_by_mask(cells.len(), n, |pick| {
                let union = pick.iter().fold(0u16, |a, &i| a | g.cands[cells[i]]);
                if union.count_ones() as usize != n {
                    return false;
                }
                let set: u128 = pick.iter().fold(0, |a, &i| a | 1 << cells[i]);
                let mut elims = Vec::new();
                for &c in house {
                    let c = usize::from(c);
                    if set >> c & 1 == 0 {
                        for d in ones(g.cands[c] & union) {
                            elims.push((c, d));
                        }
                    }
                }
                if elims.is_empty() {
                    return false;
                }
                let (rating, name) = match n {
                    2 => (30, "Naked Pair"),
                    3 => (36, "Naked Triplet"),
                    _ => (50, "Naked Quad"),
                };
                sink(Hint::elimination(rating, name, elims).with_scope(vec![(set, 0x1ff & !union)]))
            });
            if stop {
                return true;
            }
        }
    }
    false
}

/// X-Wing, Swordfish, Jellyfish (3.2, 3.8, 5.2): rows as base lines, then columns.
pub(super) fn fish(g: &Grid9, n: usize, sink: Sink) -> bool {
    for (base, cover) in [(ROW, COL), (COL, ROW)] {
        for d in 0..9 {
            let lines: Vec<(usize, u16)> = (base..base + 9)
                .map(|h| (h, g.positions(h, d)))
                .filter(|&(_, p)| (2..=n as u32).contains(&p.count_ones()))
                .collect();
            let stop = combinations_by_mask(lines.len(), n, |pick| {
                let union = pick.iter().fold(0u16, |a, &i| a | lines[i].1);
                if union.count_ones() as usize != n {
                    return false;
                }
                let base_set: u128 = pick
                    .iter()
                    .fold(0, |a, &i| a | super::grid::HOUSE_SETS[lines[i].0]);
                let mut elims = Vec::new();
                for i in ones(union) {
                    for c in ones(g.cells_with(cover + i, d) & !base_set) {
                        elims.push((c, d));
                    }
                }
                if elims.is_empty() {
                    return false;
                }
                elims.sort_unstable();
                let (rating, name) = match n {
                    2 => (32, "X-Wing"),
                    3 => (38, "Swordfish"),
                    _ => (52, "Jellyfish"),
                };
                sink(Hint::elimination(rating, name, elims).with_scope(vec![(base_set, 1 << d)]))
            });
            if stop {
                return true;
            }
        }
    }
    false
}

/// XY-Wing (4.2) and XYZ-Wing (4.4): a pivot with 2 (3) candidates xy(z) and two bivalue
/// pincers xz, yz it sees; z goes from every cell that sees all three (the pivot only for XYZ).
pub(super) fn xy_wing(g: &Grid9, xyz: bool, sink: Sink) -> bool {
    let pivot_count = if xyz { 3 } else { 2 };
    for (pivot, &pivot_peers) in PEER_SETS.iter().enumerate() {
        if g.count(pivot) != pivot_count {
            continue;
        }
        let pv = g.cands[pivot];
        let wings: Vec<usize> = ones(pivot_peers)
            .filter(|&c| {
                g.count(c) == 2 && (g.cands[c] & pv).count_ones() == if xyz { 2 } else { 1 }
            })
            .collect();
        for (i, &a) in wings.iter().enumerate() {
            for &b in &wings[i + 1..] {
                let (va, vb) = (g.cands[a], g.cands[b]);
                if va == vb {
                    continue;
                }
                let union = va | vb | pv;
                if union.count_ones() != 3 {
                    continue;
                }
                let z = va & vb;
                if z.count_ones() != 1 || (!xyz && pv & z != 0) {
                    continue;
                }
                let d = z.trailing_zeros() as usize;
                let mut seen = PEER_SETS[a] & PEER_SETS[b];
                if xyz {
                    seen &= pivot_peers;
                }
                let elims: Vec<(usize, usize)> = ones(seen & !(1u128 << pivot))
                    .filter(|&c| g.has(c, d))
                    .map(|c| (c, d))
                    .collect();
                if elims.is_empty() {
                    continue;
                }
                let (rating, name) = if xyz {
                    (44, "XYZ-Wing")
                } else {
                    (42, "XY-Wing")
                };
                if sink(Hint::elimination(rating, name, elims)) {
                    return true;
                }
            }
        }
    }
    false
}

/// Whether the cells of `set` all share one house.
pub(super) fn one_house(set: u128) -> bool {
    let Some(first) = ones(set).next() else {
        return true;
    };
    CELL_HOUSES[first]
        .iter()
        .any(|&h| set & !super::grid::HOUSE_SETS[usize::from(h)] == 0)
}
