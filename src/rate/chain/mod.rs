//! Sudoku Explainer's chaining engine: bidirectional cycles and forcing chains (static),
//! Nishio, multiple (cell and region) forcing chains, dynamic forcing chains and dynamic
//! chains with nested rules ("(+)"), with SE's breadth-first propagation, its first-parent
//! bookkeeping and its length-based rating.
//!
//! A node is a candidate with a state, on or off. On implies off: the digit leaves the cell's
//! houses, and with "Y" links the cell's other digits go. Off implies on: with Y links the
//! other digit of a bivalue cell, with "X" links the other place of a digit that has two in a
//! house. Each node keeps the parents it was first reached from; a step's complexity is the
//! number of distinct nodes among its ancestors, and its rating adds 0.1 for each threshold
//! (4, 6, 8, 12, 16, 24, ...) that the complexity minus 2 exceeds.
//!
//! Here: the nodes and their propagation, and how steps are kept; `unary.rs`: static
//! cycles and forcing chains; `multiple.rs`: Nishio, cell, region and dynamic chains.

mod multiple;
mod unary;

use super::grid::{CELL_HOUSES, Grid9, HOUSE_SETS, HOUSES};
use super::{Hint, basic};
use crate::board::ones;
use crate::solver::CancelToken;
use std::collections::VecDeque;

/// Which chaining technique to run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Mode {
    /// Cycles and forcing chains on the grid as it is (6.5+).
    Static,
    /// Nishio forcing chains: dynamic, X links only, contradictions only (7.5+).
    Nishio,
    /// Cell and region forcing chains, static (8.0+).
    Multiple,
    /// Dynamic forcing chains (8.5+); with a nesting level, rules run inside the propagation
    /// (level 1, "(+)": intersections, hidden and naked pairs, X-Wings; 9.0+).
    Dynamic(u8),
}

impl Mode {
    /// The lowest rating of the mode's steps.
    pub(super) fn min_rating(self) -> u16 {
        match self {
            Mode::Static => 65,
            _ => self.base(),
        }
    }

    fn base(self) -> u16 {
        match self {
            Mode::Static => 70,
            Mode::Nishio => 75,
            Mode::Multiple => 80,
            Mode::Dynamic(level) => 85 + 5 * u16::from(level),
        }
    }

    fn dynamic(self) -> bool {
        matches!(self, Mode::Nishio | Mode::Dynamic(_))
    }

    fn multiple(self) -> bool {
        matches!(self, Mode::Multiple | Mode::Dynamic(_))
    }

    fn level(self) -> u8 {
        match self {
            Mode::Dynamic(level) => level,
            _ => 0,
        }
    }

    fn prefix(self) -> &'static str {
        match self {
            Mode::Static | Mode::Multiple => "",
            Mode::Nishio => "Nishio ",
            Mode::Dynamic(_) => "Dynamic ",
        }
    }

    fn suffix(self) -> &'static str {
        match self.level() {
            0 => "",
            _ => " (+)",
        }
    }
}

/// Number of distinct nodes: 81 cells, 9 digits, on and off.
const NPOT: usize = 81 * 18;
const NONE: u32 = u32::MAX;

fn pot(cell: usize, d: usize, on: bool) -> u16 {
    (cell * 18 + d * 2 + usize::from(on)) as u16
}

fn cell_of(p: u16) -> usize {
    usize::from(p) / 18
}

fn digit_of(p: u16) -> usize {
    usize::from(p) % 18 / 2
}

fn is_on(p: u16) -> bool {
    p & 1 == 1
}

/// The 0.1 steps SE adds for a chain's complexity (ChainingHint.getLengthDifficulty).
pub(super) fn length_bonus(complexity: u32) -> u16 {
    let length = complexity.saturating_sub(2);
    let (mut added, mut ceil, mut odd) = (0, 4u32, false);
    while length > ceil {
        added += 1;
        ceil = if odd { ceil * 4 / 3 } else { ceil * 3 / 2 };
        odd = !odd;
    }
    added
}

#[derive(Debug, Clone, Copy)]
struct Node {
    pot: u16,
    start: u32,
    len: u32,
}

/// Nodes reached from an assumption: an arena of nodes with their parents, and the set of
/// nodes reached (each candidate state once, with the parents it was first reached from), in
/// the order reached.
#[derive(Debug, Clone)]
struct Chains {
    nodes: Vec<Node>,
    parents: Vec<u32>,
    first: Vec<u32>,
    on: Vec<u32>,
    off: Vec<u32>,
    /// The two nodes that contradict each other (on, off), if propagation found them.
    contradiction: Option<(u32, u32)>,
}

impl Chains {
    fn new() -> Chains {
        Chains {
            nodes: Vec::new(),
            parents: Vec::new(),
            first: vec![NONE; NPOT],
            on: Vec::new(),
            off: Vec::new(),
            contradiction: None,
        }
    }

    fn node(&mut self, pot: u16, parents: &[u32]) -> u32 {
        let start = self.parents.len() as u32;
        self.parents.extend_from_slice(parents);
        self.nodes.push(Node {
            pot,
            start,
            len: parents.len() as u32,
        });
        (self.nodes.len() - 1) as u32
    }

    fn parents_of(&self, n: u32) -> &[u32] {
        let node = self.nodes[n as usize];
        &self.parents[node.start as usize..(node.start + node.len) as usize]
    }

    fn pot(&self, n: u32) -> u16 {
        self.nodes[n as usize].pot
    }

    fn get(&self, p: u16) -> Option<u32> {
        let n = self.first[usize::from(p)];
        (n != NONE).then_some(n)
    }

    /// Adds node `n` to the set unless its candidate state is there already.
    fn insert(&mut self, n: u32) -> bool {
        let p = self.pot(n);
        if self.first[usize::from(p)] != NONE {
            return false;
        }
        self.first[usize::from(p)] = n;
        if is_on(p) {
            self.on.push(n);
        } else {
            self.off.push(n);
        }
        true
    }

    /// How many distinct candidate states lead to `n` (itself included), visiting parents
    /// breadth-first as SE does; `queue` is scratch space.
    fn ancestors(&self, n: u32, queue: &mut Vec<u32>) -> u32 {
        // A first-in first-out queue visits the nodes level by level, as SE's lists do.
        let mut seen = [0u64; NPOT.div_ceil(64)];
        queue.clear();
        queue.push(n);
        let (mut head, mut count) = (0, 0);
        while let Some(&m) = queue.get(head) {
            head += 1;
            let p = usize::from(self.pot(m));
            if seen[p / 64] >> (p % 64) & 1 == 0 {
                seen[p / 64] |= 1 << (p % 64);
                count += 1;
                queue.extend_from_slice(self.parents_of(m));
            }
        }
        count
    }

    /// Whether a node of candidate state `p` is on `n`'s first-parent line.
    fn first_line_has(&self, n: u32, p: u16) -> bool {
        let mut m = n;
        while let Some(&parent) = self.parents_of(m).first() {
            if self.pot(parent) == p {
                return true;
            }
            m = parent;
        }
        false
    }
}

/// The off nodes an on node implies: with Y links the cell's other digits, then the digit in
/// the box, the row (outside the box) and the column (outside the box).
fn on_to_off(work: &Grid9, set: &mut Chains, n: u32, y: bool, out: &mut Vec<u32>) {
    out.clear();
    let p = set.pot(n);
    let (cell, d) = (cell_of(p), digit_of(p));
    if y {
        for d2 in ones(work.cands[cell] & !(1 << d)) {
            out.push(set.node(pot(cell, d2, false), &[n]));
        }
    }
    let [b, r, c] = CELL_HOUSES[cell].map(usize::from);
    for (h, skip) in [(b, 0), (r, HOUSE_SETS[b]), (c, HOUSE_SETS[b])] {
        for &other in &HOUSES[h] {
            let other = usize::from(other);
            if other != cell && skip >> other & 1 == 0 && work.has(other, d) {
                out.push(set.node(pot(other, d, false), &[n]));
            }
        }
    }
}

/// A short list of parents without allocating.
#[derive(Default)]
struct Parents {
    list: [u32; 12],
    len: usize,
}

impl Parents {
    fn clear(&mut self) {
        self.len = 0;
    }

    fn push(&mut self, n: u32) {
        if let Some(slot) = self.list.get_mut(self.len) {
            *slot = n;
            self.len += 1;
        }
    }

    fn as_slice(&self) -> &[u32] {
        &self.list[..self.len.min(self.list.len())]
    }
}

/// The on nodes an off node implies, each with the off nodes that emptied its cell or house
/// since the start (dynamic chains) as extra parents.
fn off_to_on(work: &Grid9, source: &Grid9, set: &mut Chains, n: u32, y: bool, out: &mut Vec<u32>) {
    out.clear();
    let p = set.pot(n);
    let (cell, d) = (cell_of(p), digit_of(p));
    // One parent and at most 8 more (the cell's or house's other removed candidates).
    let mut parents = Parents::default();
    if y && work.count(cell) == 2 {
        let others = work.cands[cell] & !(1 << d);
        if others.count_ones() == 1 {
            let d2 = others.trailing_zeros() as usize;
            parents.clear();
            parents.push(n);
            for gone in ones(source.cands[cell] & !work.cands[cell]) {
                if let Some(m) = set.get(pot(cell, gone, false)) {
                    parents.push(m);
                }
            }
            out.push(set.node(pot(cell, d2, true), parents.as_slice()));
        }
    }
    for h in CELL_HOUSES[cell].map(usize::from) {
        let cells = work.cells_with(h, d);
        if cells.count_ones() != 2 || cells >> cell & 1 == 0 {
            continue;
        }
        let other = (cells & !(1u128 << cell)).trailing_zeros() as usize;
        let target = pot(other, d, true);
        if out.iter().any(|&m| set.pot(m) == target) {
            continue;
        }
        parents.clear();
        parents.push(n);
        for &c in &HOUSES[h] {
            let c = usize::from(c);
            if source.has(c, d)
                && !work.has(c, d)
                && let Some(m) = set.get(pot(c, d, false))
            {
                parents.push(m);
            }
        }
        out.push(set.node(target, parents.as_slice()));
    }
}

/// Propagates the set's starting nodes to everything they imply (SE's doChaining): on nodes
/// first, one off node at a time; dynamic modes take every off node out of the working grid;
/// nested levels run their rules whenever propagation stalls. Stops at the first node whose
/// opposite state is already reached.
fn propagate(g: &Grid9, set: &mut Chains, mode: Mode) {
    let mut work = g.clone();
    let y = mode != Mode::Nishio;
    let mut pending_on: VecDeque<u32> = set.on.iter().copied().collect();
    let mut pending_off: VecDeque<u32> = set.off.iter().copied().collect();
    let mut out = Vec::new();
    loop {
        if let Some(n) = pending_on.pop_front() {
            on_to_off(&work, set, n, y, &mut out);
            for &m in &out {
                let p = set.pot(m);
                if let Some(e) = set.get(p | 1) {
                    set.contradiction = Some((e, m));
                    return;
                }
                if set.insert(m) {
                    pending_off.push_back(m);
                }
            }
        } else if let Some(n) = pending_off.pop_front() {
            off_to_on(&work, g, set, n, y, &mut out);
            if mode.dynamic() {
                let p = set.pot(n);
                work.remove(cell_of(p), digit_of(p));
            }
            for &m in &out {
                let p = set.pot(m);
                if let Some(e) = set.get(p & !1) {
                    set.contradiction = Some((m, e));
                    return;
                }
                if set.insert(m) {
                    pending_on.push_back(m);
                }
            }
        } else {
            break;
        }
        if pending_on.is_empty() && pending_off.is_empty() && mode.level() > 0 {
            for m in nested(&work, g, set) {
                if set.insert(m) {
                    pending_off.push_back(m);
                }
            }
        }
    }
}

/// The eliminations the first of SE's nested rules (pointing/claiming, hidden pair, naked
/// pair, X-Wing) with any finds on the working grid, as off nodes whose parents are the off
/// nodes the rule's pattern relies on.
fn nested(work: &Grid9, source: &Grid9, set: &mut Chains) -> Vec<u32> {
    let mut result = Vec::new();
    for rule in 0..4 {
        let mut hints = Vec::new();
        let mut sink = |h: Hint| {
            hints.push(h);
            false
        };
        match rule {
            0 => basic::locking(work, false, &mut sink),
            1 => basic::hidden_set(work, 2, false, &mut sink),
            2 => basic::naked_set(work, 2, &mut sink),
            _ => basic::fish(work, 2, &mut sink),
        };
        for hint in hints {
            let mut parents = Vec::new();
            for &(cells, digits) in &hint.scope {
                for c in ones(cells) {
                    for d in ones(digits & source.cands[c] & !work.cands[c]) {
                        if let Some(m) = set.get(pot(c, d, false)) {
                            parents.push(m);
                        }
                    }
                }
            }
            if parents.is_empty() {
                continue;
            }
            for &(c, d) in &hint.elims {
                result.push(set.node(pot(c, d, false), &parents));
            }
        }
        if !result.is_empty() {
            break;
        }
    }
    result
}

/// A chaining step found, with what SE sorts by.
struct Found {
    rating: u16,
    complexity: u32,
    sort_key: u8,
    name: String,
    elims: Vec<(usize, usize)>,
    /// The digit an on target places.
    place: Option<(usize, usize)>,
}

/// The chaining engine's buffers, kept from step to step of one rating so that counting a
/// step's ancestors does not allocate.
#[derive(Debug, Default)]
pub(super) struct Scratch {
    /// The breadth-first queue of [`Chains::ancestors`].
    queue: Vec<u32>,
}

/// Keeps the first step with the lowest (rating, complexity, sort key), like SE's stable sort;
/// carries the rating's scratch space to where complexities are counted.
struct Best<'s> {
    best: Option<Found>,
    queue: &'s mut Vec<u32>,
}

impl Best<'_> {
    fn offer(&mut self, found: Found) {
        if found.elims.is_empty() {
            return;
        }
        let better = self.best.as_ref().is_none_or(|b| {
            (found.rating, found.complexity, found.sort_key) < (b.rating, b.complexity, b.sort_key)
        });
        if better {
            self.best = Some(found);
        }
    }

    /// The largest complexity a step of the same base rating may have to beat the best so
    /// far: ratings grow with complexity, so a more complex one cannot.
    fn max_complexity(&self) -> u32 {
        self.best.as_ref().map_or(u32::MAX, |b| b.complexity)
    }

    fn into_hint(self) -> Option<Hint> {
        self.best
            .map(|f| Hint::elimination(f.rating, &f.name, f.elims).with_place(f.place))
    }
}

/// The digit an on target places (SE places it when it applies the step).
fn placed(target: u16) -> Option<(usize, usize)> {
    is_on(target).then(|| (cell_of(target), digit_of(target)))
}

/// What a step does to the target candidate state: an on target removes the cell's other
/// digits, an off target removes the candidate.
fn target_elims(g: &Grid9, target: u16) -> Vec<(usize, usize)> {
    let (cell, d) = (cell_of(target), digit_of(target));
    if is_on(target) {
        ones(g.cands[cell] & !(1 << d))
            .map(|d2| (cell, d2))
            .collect()
    } else if g.has(cell, d) {
        vec![(cell, d)]
    } else {
        Vec::new()
    }
}

/// The best step of a chaining technique on `g`, SE's way.
pub(super) fn best(
    g: &Grid9,
    mode: Mode,
    scratch: &mut Scratch,
    cancel: &CancelToken,
) -> Option<Hint> {
    let mut best = Best {
        best: None,
        queue: &mut scratch.queue,
    };
    match mode {
        Mode::Static => {
            for (y, x) in [(false, true), (true, false), (true, true)] {
                for cell in 0..81 {
                    if g.count(cell) < 2 {
                        continue;
                    }
                    for d in ones(g.cands[cell]) {
                        unary::unary(g, cell, d, y, x, &mut best);
                    }
                }
            }
        }
        _ => multiple::multiple(g, mode, &mut best, cancel),
    }
    if cancel.is_cancelled() {
        return None;
    }
    best.into_hint()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn length_bonus_follows_ses_thresholds() {
        // Complexity minus 2 against 4, 6, 8, 12, 16, 24, 32, ...: an 8-node X-cycle (6)
        // gets 0.1, a Turbot Fish (6 nodes) 0.1, and 366 nodes 1.3.
        let table = [
            (4, 0),
            (6, 0),
            (7, 1),
            (8, 1),
            (9, 2),
            (10, 2),
            (11, 3),
            (14, 3),
            (15, 4),
        ];
        for (complexity, bonus) in table {
            assert_eq!(length_bonus(complexity), bonus, "complexity {complexity}");
        }
        assert_eq!(length_bonus(366), 13);
        assert_eq!(length_bonus(0), 0);
    }

    #[test]
    fn ancestors_count_each_candidate_state_once() {
        let mut set = Chains::new();
        let a = set.node(pot(0, 0, true), &[]);
        let b = set.node(pot(1, 0, false), &[a]);
        let c = set.node(pot(10, 1, true), &[b]);
        // A second node for the same state as `a`, with a parent: visited once only.
        let a2 = set.node(pot(0, 0, true), &[c]);
        let d = set.node(pot(2, 0, false), &[a2, b]);
        let mut queue = vec![a2];
        assert_eq!(set.ancestors(d, &mut queue), 4);
        assert_eq!(set.ancestors(a, &mut queue), 1);
        assert!(set.first_line_has(c, pot(0, 0, true)));
        assert!(!set.first_line_has(b, pot(10, 1, true)));
    }
}
