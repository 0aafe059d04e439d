//! Static chains (SE's doUnaryChaining): bidirectional cycles through a candidate's on state,
//! and with X links forcing chains from both of its states, on the grid as it is.

use super::{
    Best, Chains, Found, cell_of, digit_of, is_on, length_bonus, off_to_on, on_to_off, placed, pot,
    target_elims,
};
use crate::board::ones;
use crate::rate::grid::{Grid9, PEER_SETS};
use std::collections::VecDeque;

/// Cycles through the on state of (cell, d), and with X links forcing chains from both of
/// its states (SE's doUnaryChaining).
pub(super) fn unary(g: &Grid9, cell: usize, d: usize, y: bool, x: bool, best: &mut Best) {
    if g.count(cell) > 2 && !x {
        return;
    }
    let mut out = Vec::new();
    cycles(g, cell, d, (y, x), best, &mut out);
    if !x {
        return;
    }
    for on in [true, false] {
        forcing_chain(g, pot(cell, d, on), y, best, &mut out);
    }
}

/// Bidirectional cycles through the on state of (cell, d): `links` says whether Y (cell)
/// and X (house) links are taken.
fn cycles(
    g: &Grid9,
    cell: usize,
    d: usize,
    (y, x): (bool, bool),
    best: &mut Best,
    out: &mut Vec<u32>,
) {
    let start = pot(cell, d, true);
    let mut set = Chains::new();
    let s = set.node(start, &[]);
    set.insert(s);
    let mut cycles = Vec::new();
    let mut pending_on = VecDeque::from([s]);
    let mut pending_off = VecDeque::new();
    let mut length = 0;
    while !pending_on.is_empty() || !pending_off.is_empty() {
        length += 1;
        while let Some(n) = pending_on.pop_front() {
            on_to_off(g, &mut set, n, y, out);
            for &m in out.iter() {
                if !set.first_line_has(n, set.pot(m)) {
                    pending_off.push_back(m);
                    set.insert(m);
                }
            }
        }
        length += 1;
        while let Some(n) = pending_off.pop_front() {
            off_to_on_xy(g, &mut set, n, y, x, out);
            for &m in out.iter() {
                if length >= 4 && set.pot(m) == start {
                    cycles.push(m);
                }
                if set.insert(m) {
                    pending_on.push_back(m);
                }
            }
        }
    }
    for &end in &cycles {
        let complexity = set.ancestors(end, best.queue);
        let base = if x && y { 70 } else { 65 };
        let name = match (x, y) {
            (true, true) => "Bidirectional Cycle",
            (false, _) => "Bidirectional Y-Cycle",
            _ => "Bidirectional X-Cycle",
        };
        best.offer(Found {
            rating: base + length_bonus(complexity),
            complexity,
            sort_key: if x && y {
                4
            } else if y {
                3
            } else {
                2
            },
            name: name.to_string(),
            elims: cycle_elims(g, &set, end),
            place: None,
        });
    }
}

/// A forcing chain from `start` (a candidate's on or off state), with X links and, if `y`, Y
/// links: the first node that contradicts `start` is the chain offered.
fn forcing_chain(g: &Grid9, start: u16, y: bool, best: &mut Best, out: &mut Vec<u32>) {
    let on = is_on(start);
    let mut set = Chains::new();
    let s = set.node(start, &[]);
    set.insert(s);
    let source = set.pot(s);
    let mut target = None;
    let mut pending_on = VecDeque::new();
    let mut pending_off = VecDeque::new();
    if on {
        pending_on.push_back(s);
    } else {
        pending_off.push_back(s);
    }
    while !pending_on.is_empty() || !pending_off.is_empty() {
        while let Some(n) = pending_on.pop_front() {
            on_to_off(g, &mut set, n, y, out);
            for &m in out.iter() {
                if set.pot(m) | 1 == source && target.is_none() {
                    target = Some(m);
                }
                if set.insert(m) {
                    pending_off.push_back(m);
                }
            }
        }
        while let Some(n) = pending_off.pop_front() {
            off_to_on_xy(g, &mut set, n, y, true, out);
            for &m in out.iter() {
                if set.pot(m) & !1 == source && target.is_none() {
                    target = Some(m);
                }
                if set.insert(m) {
                    pending_on.push_back(m);
                }
            }
        }
    }
    if let Some(t) = target {
        let complexity = set.ancestors(t, best.queue);
        let tp = set.pot(t);
        let name = if y {
            "Forcing Chain"
        } else if complexity == 6 {
            "Turbot Fish"
        } else {
            "Forcing X-Chain"
        };
        best.offer(Found {
            rating: if y { 70 } else { 66 } + length_bonus(complexity),
            complexity,
            sort_key: if y { 4 } else { 2 },
            name: name.to_string(),
            elims: target_elims(g, tp),
            place: placed(tp),
        });
    }
}

/// [`off_to_on`] on the unchanged grid, with or without X links (static chains).
fn off_to_on_xy(g: &Grid9, set: &mut Chains, n: u32, y: bool, x: bool, out: &mut Vec<u32>) {
    if x {
        off_to_on(g, g, set, n, y, out);
    } else {
        // Y links only: the other digit of a bivalue cell.
        out.clear();
        let p = set.pot(n);
        let (cell, d) = (cell_of(p), digit_of(p));
        if y && g.count(cell) == 2 {
            let others = g.cands[cell] & !(1 << d);
            if others.count_ones() == 1 {
                out.push(set.node(pot(cell, others.trailing_zeros() as usize, true), &[n]));
            }
        }
    }
}

/// A cycle's eliminations: candidates that see an on node's digit in one direction and an
/// off node's in the other, outside the cycle's cells.
fn cycle_elims(g: &Grid9, set: &Chains, end: u32) -> Vec<(usize, usize)> {
    let mut line = Vec::new();
    let mut m = end;
    loop {
        let parents = set.parents_of(m);
        let Some(&parent) = parents.first() else {
            break;
        };
        line.push(m);
        m = parent;
    }
    let cells: u128 = line.iter().fold(0, |a, &m| a | 1 << cell_of(set.pot(m)));
    let (mut forw, mut back) = ([0u16; 81], [0u16; 81]);
    for &m in &line {
        let p = set.pot(m);
        let (cell, d) = (cell_of(p), digit_of(p));
        for c in ones(PEER_SETS[cell] & !cells) {
            if g.has(c, d) {
                if is_on(p) {
                    forw[c] |= 1 << d;
                } else {
                    back[c] |= 1 << d;
                }
            }
        }
    }
    let mut elims = Vec::new();
    for c in 0..81 {
        for d in ones(forw[c] & back[c]) {
            elims.push((c, d));
        }
    }
    elims
}
