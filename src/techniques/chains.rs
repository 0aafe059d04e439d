//! Chains and loops: X-Chain, XY-Chain, Remote Pair, Nice Loops and AIC, and their grouped
//! forms, as HoDoKu defines and names them.
//!
//! Everything but Remote Pairs rests on one implication graph. A *node* is a candidate, a
//! group of candidates of one digit where a line crosses a box (grouped forms), or an almost
//! locked set entered by one of its digits (grouped forms too). A *literal* is a node being
//! true ("on") or false ("off"), and an edge is a direct inference: "on -> off" edges are the
//! weak links, "off -> on" edges the strong links (a conjugate pair, a bivalue cell), so every
//! path alternates. A breadth-first search from each premise finds the shortest path to every
//! consequence, the way HoDoKu's tables do; a path that comes back to its start cell is a nice
//! loop, one from "off" to "on" in another cell an AIC. Per set of eliminations the shortest
//! chain is kept.
//!
//! The kinds are told apart as HoDoKu does. X-Chains (one digit, conjugate pairs as strong
//! links) and XY-Chains (bivalue cells) are searched on their own, up to 20 links; a chain of
//! one digit found by the loop search is still an AIC, as in HoDoKu, whose tables report it
//! so. An AIC with both ends on one digit needs two eliminations or more (one is a
//! discontinuous loop from the eliminated cell). A loop with a group or ALS node is grouped;
//! grouped chains come from two searches, with group nodes alone (HoDoKu's default) and with
//! ALS nodes too (HoDoKu's option), which find different shortest chains.

use super::step::{effects_sentence, join};
use super::{Candidates, CellSet, Link, Mark, Node, Role, Search, Step, Technique, cell_name};
use crate::board::{Digit, ones};
use std::collections::{BTreeMap, HashSet};

/// The longest X-Chain or XY-Chain searched, in links (HoDoKu's default limit).
const MAX_SIMPLE_CHAIN: u32 = 20;

/// How many partial chains a Remote Pair search may try from one cell.
const REMOTE_PAIR_BUDGET: usize = 100_000;

/// Whether this file has a finder for `technique`.
pub fn implemented(technique: Technique) -> bool {
    use Technique::*;
    matches!(
        technique,
        RemotePair
            | XChain
            | XyChain
            | ContinuousNiceLoop
            | DiscontinuousNiceLoop
            | Aic
            | GroupedContinuousNiceLoop
            | GroupedDiscontinuousNiceLoop
            | GroupedAic
    )
}

/// Finds the steps of `technique`.
pub fn find(search: &mut Search, technique: Technique) {
    use Technique::*;
    match technique {
        XChain => simple_chains(search, false),
        XyChain => simple_chains(search, true),
        RemotePair => remote_pairs(search),
        ContinuousNiceLoop => nice_loops(search, LoopKind::Continuous, false),
        DiscontinuousNiceLoop => nice_loops(search, LoopKind::Discontinuous, false),
        Aic => nice_loops(search, LoopKind::Aic, false),
        GroupedContinuousNiceLoop => nice_loops(search, LoopKind::Continuous, true),
        GroupedDiscontinuousNiceLoop => nice_loops(search, LoopKind::Discontinuous, true),
        GroupedAic => nice_loops(search, LoopKind::Aic, true),
        _ => {}
    }
}

// ---------------------------------------------------------------------------------------------
// The implication graph
// ---------------------------------------------------------------------------------------------

/// The literal "`node` is true" (`on`) or "`node` is false".
pub(super) fn lit(node: usize, on: bool) -> usize {
    node * 2 + usize::from(on)
}

/// The node of a literal.
pub(super) fn node_of(lit: usize) -> usize {
    lit / 2
}

/// Whether a literal says its node is true.
pub(super) fn is_on(lit: usize) -> bool {
    lit % 2 == 1
}

/// What a chain node stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    /// One candidate.
    Cell,
    /// Two or more candidates of one digit where a line crosses a box.
    Group,
    /// An almost locked set that loses one digit (the node's digit).
    Als,
}

/// A node other than a single candidate.
#[derive(Debug, Clone)]
struct Extra {
    kind: Kind,
    digit: usize,
    /// The group's cells, or all cells of the ALS.
    cells: CellSet,
    /// The first cell (for an ALS, the first one holding the node's digit).
    first: usize,
    /// The ALS (index into `Graph::als`), for ALS nodes.
    als: usize,
}

/// An almost locked set: `cells` hold one digit more than there are cells.
#[derive(Debug, Clone)]
struct AlsSet {
    /// Its cells.
    cells: CellSet,
    /// Its digits as a mask.
    digits: u32,
    /// Per digit index: the ALS cells holding it.
    holding: Vec<CellSet>,
    /// Per digit index: the cells outside the ALS with that digit that see every ALS cell
    /// holding it.
    seeing: Vec<CellSet>,
}

/// An ALS's cells as lists, while the graph is built.
struct AlsLists {
    cells: Vec<usize>,
    holding: Vec<Vec<usize>>,
}

/// A group node while the graph is built.
struct Group {
    node: usize,
    digit: usize,
    cells: CellSet,
    line: usize,
    boxh: usize,
    /// The cells that see every cell of the group.
    seen: CellSet,
}

/// Every direct inference between the literals of a grid. Candidate nodes are numbered
/// `cell * N + digit`; group and ALS nodes follow.
pub(super) struct Graph {
    n: usize,
    base: usize,
    extra: Vec<Extra>,
    als: Vec<AlsSet>,
    /// Per literal, where its edges start in `targets` (one more entry at the end).
    offsets: Vec<u32>,
    edges: Vec<Edge>,
}

/// A direct inference: the literal implied, and the length the link adds (1, more for an
/// ALS, as HoDoKu counts them).
#[derive(Debug, Clone, Copy)]
struct Edge {
    /// The literal implied.
    to: u32,
    /// The length the link adds.
    weight: u32,
}

/// Edges while the graph is built: (from, to, weight), in the order HoDoKu lists them.
type EdgeList = Vec<(u32, u32, u8)>;

fn push_edge(edges: &mut EdgeList, from: usize, to: usize, weight: u8) {
    if let (Ok(from), Ok(to)) = (u32::try_from(from), u32::try_from(to)) {
        edges.push((from, to, weight));
    }
}

impl Graph {
    /// The graph of `grid`: candidates with their links, with `groups` also group nodes, and
    /// with `als` also almost locked sets.
    pub(super) fn new(grid: &Candidates, groups: bool, als: bool) -> Graph {
        let mut graph = Graph::bare(grid);
        let mut edges = EdgeList::new();
        graph.cell_edges(grid, &mut edges);
        let group_list = if groups || als {
            graph.group_edges(grid, &mut edges)
        } else {
            Vec::new()
        };
        if als {
            graph.als_edges(grid, &group_list, &mut edges);
        }
        graph.finish(edges);
        graph
    }

    /// The candidate nodes of `grid`, without edges.
    fn bare(grid: &Candidates) -> Graph {
        let n = grid.size();
        Graph {
            n,
            base: grid.cell_count() * n,
            extra: Vec::new(),
            als: Vec::new(),
            offsets: Vec::new(),
            edges: Vec::new(),
        }
    }

    /// The node of digit index `d` in `cell`.
    pub(super) fn node(&self, cell: usize, d: usize) -> usize {
        cell * self.n + d
    }

    /// How many literals there are.
    pub(super) fn literal_count(&self) -> usize {
        2 * (self.base + self.extra.len())
    }

    fn extra(&self, node: usize) -> Option<&Extra> {
        node.checked_sub(self.base).and_then(|i| self.extra.get(i))
    }

    /// What `node` is.
    pub(super) fn kind(&self, node: usize) -> Kind {
        self.extra(node).map_or(Kind::Cell, |e| e.kind)
    }

    /// The node's digit index.
    pub(super) fn digit(&self, node: usize) -> usize {
        self.extra(node).map_or(node % self.n.max(1), |e| e.digit)
    }

    /// The node's first cell.
    pub(super) fn cell(&self, node: usize) -> usize {
        self.extra(node).map_or(node / self.n.max(1), |e| e.first)
    }

    /// The node's cells.
    fn cells(&self, node: usize) -> CellSet {
        self.extra(node)
            .map_or_else(|| CellSet::single(self.cell(node)), |e| e.cells)
    }

    /// The almost locked set of an ALS node.
    fn als_of(&self, node: usize) -> Option<&AlsSet> {
        self.extra(node)
            .filter(|e| e.kind == Kind::Als)
            .and_then(|e| self.als.get(e.als))
    }

    /// The cells outside the node that see all of it, for digit index `d` (for an ALS: all
    /// its cells holding `d`).
    fn buddies(&self, grid: &Candidates, node: usize, d: usize) -> CellSet {
        match self.kind(node) {
            Kind::Cell => grid.peers(self.cell(node)),
            Kind::Group => grid.seen_by_all(&self.cells(node)),
            Kind::Als => self
                .als_of(node)
                .and_then(|a| a.seeing.get(d).copied())
                .unwrap_or_default(),
        }
    }

    /// The literals `lit` leads to directly.
    fn edges(&self, lit: usize) -> &[Edge] {
        let start = self.offsets.get(lit).copied().unwrap_or(0) as usize;
        let end = self.offsets.get(lit + 1).copied().unwrap_or(0) as usize;
        self.edges.get(start..end).unwrap_or(&[])
    }

    /// Candidate links: a true candidate rules out the others of its cell and its digit in its
    /// houses; a false one makes the other of a bivalue cell, or of a conjugate pair, true.
    fn cell_edges(&self, grid: &Candidates, edges: &mut EdgeList) {
        let n = self.n;
        for cell in grid.empty_cells() {
            let bits = grid.bits(cell);
            for d in ones(bits) {
                let on = lit(self.node(cell, d), true);
                let off = lit(self.node(cell, d), false);
                for other in ones(bits & !(1 << d)) {
                    push_edge(edges, on, lit(self.node(cell, other), false), 1);
                }
                if bits.count_ones() == 2 {
                    for other in ones(bits & !(1 << d)) {
                        push_edge(edges, off, lit(self.node(cell, other), true), 1);
                    }
                }
                let mut weak = CellSet::EMPTY;
                let mut strong = CellSet::EMPTY;
                for house in grid.houses_of(cell) {
                    let mut others = grid.cells_with(d).and(&grid.house_set(house));
                    others.remove(cell);
                    for o in others.iter() {
                        if !weak.contains(o) {
                            weak.insert(o);
                            push_edge(edges, on, lit(o * n + d, false), 1);
                        }
                    }
                    if others.len() == 1
                        && let Some(o) = others.first()
                        && !strong.contains(o)
                    {
                        strong.insert(o);
                        push_edge(edges, off, lit(o * n + d, true), 1);
                    }
                }
            }
        }
    }

    /// Group nodes (every line-box intersection holding a digit two or more times) and their
    /// links to candidates and to each other.
    fn group_edges(&mut self, grid: &Candidates, edges: &mut EdgeList) -> Vec<Group> {
        let n = self.n;
        let mut groups = Vec::new();
        for line in 0..2 * n {
            for d in 0..n {
                let in_line = grid.cells_with(d).and(&grid.house_set(line));
                if in_line.len() < 2 {
                    continue;
                }
                for boxh in 2 * n..3 * n {
                    let cells = in_line.and(&grid.house_set(boxh));
                    if cells.len() < 2 {
                        continue;
                    }
                    let node = self.base + self.extra.len();
                    let first = cells.first().unwrap_or(0);
                    self.extra.push(Extra {
                        kind: Kind::Group,
                        digit: d,
                        cells,
                        first,
                        als: 0,
                    });
                    groups.push(Group {
                        node,
                        digit: d,
                        cells,
                        line,
                        boxh,
                        seen: grid.seen_by_all(&cells),
                    });
                }
            }
        }
        let mut by_digit: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (i, g) in groups.iter().enumerate() {
            if let Some(list) = by_digit.get_mut(g.digit) {
                list.push(i);
            }
        }
        for g in &groups {
            let d = g.digit;
            let (on_g, off_g) = (lit(g.node, true), lit(g.node, false));
            let with = grid.cells_with(d);
            let line_set = grid.house_set(g.line);
            let box_set = grid.house_set(g.boxh);
            let buddies = with.and(&line_set.or(&box_set)).minus(&g.cells);
            for c in buddies.iter() {
                push_edge(edges, on_g, lit(c * n + d, false), 1);
                push_edge(edges, lit(c * n + d, true), off_g, 1);
            }
            for house in [box_set, line_set] {
                let only = buddies.and(&house);
                if only.len() == 1
                    && let Some(c) = only.first()
                {
                    push_edge(edges, off_g, lit(c * n + d, true), 1);
                    push_edge(edges, lit(c * n + d, false), on_g, 1);
                }
            }
            let mut line_mates = Vec::new();
            let mut box_mates = Vec::new();
            for &j in by_digit.get(d).map_or(&[][..], Vec::as_slice) {
                let Some(g2) = groups.get(j) else { continue };
                if g2.node == g.node || g2.cells.intersects(&g.cells) {
                    continue;
                }
                if g2.line == g.line {
                    line_mates.push(g2);
                    push_edge(edges, on_g, lit(g2.node, false), 1);
                }
                if g2.boxh == g.boxh {
                    box_mates.push(g2);
                    push_edge(edges, on_g, lit(g2.node, false), 1);
                }
            }
            for (mates, house) in [(line_mates, line_set), (box_mates, box_set)] {
                if let [g2] = mates[..]
                    && with.and(&house).minus(&g.cells).minus(&g2.cells).is_empty()
                {
                    push_edge(edges, off_g, lit(g2.node, true), 1);
                }
            }
        }
        groups
    }

    /// ALS nodes: an ALS whose cells lose digit `j` (every candidate that sees all its
    /// `j`s is true) becomes a locked set, which rules its other digits out of every cell
    /// seeing all their places in it, may trigger further ALSs, and may leave a cell one
    /// candidate.
    fn als_edges(&mut self, grid: &Candidates, groups: &[Group], edges: &mut EdgeList) {
        let n = self.n;
        for cells in find_als(grid) {
            let digits_mask = cells.iter().fold(0u32, |m, c| m | grid.bits(c));
            let mut holding = vec![CellSet::EMPTY; n];
            let mut seeing = vec![CellSet::EMPTY; n];
            for d in ones(digits_mask) {
                let h = cells.and(&grid.cells_with(d));
                if let Some(slot) = holding.get_mut(d) {
                    *slot = h;
                }
                if let Some(slot) = seeing.get_mut(d) {
                    *slot = grid.cells_with(d).and(&grid.seen_by_all(&h)).minus(&cells);
                }
            }
            self.als.push(AlsSet {
                cells,
                digits: digits_mask,
                holding,
                seeing,
            });
        }
        // One node per ALS and entry digit that rules something out.
        let mut ids = vec![usize::MAX; self.als.len() * n];
        for (a, set) in self.als.iter().enumerate() {
            for j in ones(set.digits) {
                let rules_out = ones(set.digits & !(1 << j))
                    .any(|k| set.seeing.get(k).is_some_and(|s| !s.is_empty()));
                if !rules_out {
                    continue;
                }
                if let Some(slot) = ids.get_mut(a * n + j) {
                    *slot = self.base + self.extra.len();
                }
                self.extra.push(Extra {
                    kind: Kind::Als,
                    digit: j,
                    cells: set.cells,
                    first: set
                        .holding
                        .get(j)
                        .and_then(CellSet::first)
                        .unwrap_or_default(),
                    als: a,
                });
            }
        }
        // The ALSs by the first cell holding each digit, to find the ones a set triggers.
        let mut starts: Vec<Vec<usize>> = vec![Vec::new(); grid.cell_count() * n];
        for (a, set) in self.als.iter().enumerate() {
            for d in ones(set.digits) {
                if let Some(c) = set.holding.get(d).and_then(CellSet::first)
                    && let Some(list) = starts.get_mut(c * n + d)
                {
                    list.push(a);
                }
            }
        }
        // The groups by each cell and digit they hold.
        let mut groups_at: Vec<Vec<usize>> = vec![Vec::new(); grid.cell_count() * n];
        for (i, g) in groups.iter().enumerate() {
            for c in g.cells.iter() {
                if let Some(list) = groups_at.get_mut(c * n + g.digit) {
                    list.push(i);
                }
            }
        }
        let groups_with = |c: usize, d: usize| {
            groups_at
                .get(c * n + d)
                .map_or(&[][..], Vec::as_slice)
                .iter()
                .filter_map(|&i| groups.get(i))
        };
        // Each ALS's cells, and its cells holding each digit, as lists (for quick tests).
        let lists: Vec<AlsLists> = self
            .als
            .iter()
            .map(|set| AlsLists {
                cells: set.cells.to_vec(),
                holding: set.holding.iter().map(CellSet::to_vec).collect(),
            })
            .collect();
        let empty = CellSet::EMPTY;
        for (a, set) in self.als.iter().enumerate() {
            let weight = 1 + als_penalty(set.digits);
            // What the locked set rules out for each digit, whichever digit it lost: the
            // candidates and groups seeing all its places, and the ALSs that then lose it.
            let mut outs: Vec<(usize, Vec<usize>, Vec<usize>)> = Vec::new();
            for k in ones(set.digits) {
                let gone = set.seeing.get(k).unwrap_or(&empty);
                if gone.is_empty() {
                    continue;
                }
                let gone_list = gone.to_vec();
                let mut out: Vec<usize> =
                    gone_list.iter().map(|&c| lit(c * n + k, false)).collect();
                for &c in &gone_list {
                    for g in groups_with(c, k) {
                        if g.cells.first() == Some(c) && g.cells.is_subset(gone) {
                            out.push(lit(g.node, false));
                        }
                    }
                }
                let mut triggered = Vec::new();
                for &c in &gone_list {
                    for &b in starts.get(c * n + k).map_or(&[][..], Vec::as_slice) {
                        let Some(&id) = ids.get(b * n + k).filter(|&&id| id != usize::MAX) else {
                            continue;
                        };
                        let Some(other) = lists.get(b) else { continue };
                        if b != a
                            && other
                                .holding
                                .get(k)
                                .is_some_and(|h| h.iter().all(|&x| gone.contains(x)))
                            && other.cells.iter().all(|&x| !set.cells.contains(x))
                        {
                            triggered.push(lit(id, false));
                        }
                    }
                }
                outs.push((k, out, triggered));
            }
            let around = outs.iter().fold(CellSet::EMPTY, |s, &(k, ..)| {
                s.or(set.seeing.get(k).unwrap_or(&empty))
            });
            for j in ones(set.digits) {
                let Some(&node) = ids.get(a * n + j).filter(|&&id| id != usize::MAX) else {
                    continue;
                };
                let al = lit(node, false);
                let holding_j = set.holding.get(j).unwrap_or(&empty);
                let mut entry_groups = Vec::new();
                for c in set.seeing.get(j).unwrap_or(&empty).iter() {
                    push_edge(edges, lit(c * n + j, true), al, 1);
                    for g in groups_with(c, j) {
                        if !g.cells.intersects(&set.cells)
                            && holding_j.is_subset(&g.seen)
                            && !entry_groups.contains(&g.node)
                        {
                            entry_groups.push(g.node);
                            push_edge(edges, lit(g.node, true), al, 1);
                        }
                    }
                }
                // HoDoKu's order: what each digit rules out, then the ALSs triggered.
                let others: Vec<_> = outs.iter().filter(|(k, ..)| *k != j).collect();
                for &to in others.iter().flat_map(|(_, out, _)| out) {
                    push_edge(edges, al, to, weight);
                }
                for &to in others.iter().flat_map(|(.., triggered)| triggered) {
                    push_edge(edges, al, to, weight);
                }
                // A cell left one candidate by what the set rules out is forced.
                let lost = set.digits & !(1 << j);
                for c in around.iter() {
                    let bits = grid.bits(c);
                    if bits.count_ones() <= 2 {
                        continue;
                    }
                    let rest = ones(lost)
                        .filter(|&k| set.seeing.get(k).is_some_and(|s| s.contains(c)))
                        .fold(bits, |r, k| r & !(1 << k));
                    if rest.count_ones() == 1 {
                        let forced = rest.trailing_zeros() as usize;
                        push_edge(edges, al, lit(c * n + forced, true), weight + 1);
                    }
                }
            }
        }
    }

    /// Stores the edges grouped by their first literal, keeping their order within.
    fn finish(&mut self, edges: EdgeList) {
        let lits = self.literal_count();
        let mut offsets = vec![0u32; lits + 1];
        for &(from, _, _) in &edges {
            if let Some(o) = offsets.get_mut(from as usize + 1) {
                *o += 1;
            }
        }
        for i in 1..offsets.len() {
            let before = offsets.get(i - 1).copied().unwrap_or(0);
            if let Some(o) = offsets.get_mut(i) {
                *o += before;
            }
        }
        let mut next = offsets.clone();
        let mut sorted = vec![Edge { to: 0, weight: 0 }; edges.len()];
        for &(from, to, weight) in &edges {
            if let Some(at) = next.get_mut(from as usize)
                && let Some(slot) = sorted.get_mut(*at as usize)
            {
                *slot = Edge {
                    to,
                    weight: u32::from(weight),
                };
                *at += 1;
            }
        }
        self.offsets = offsets;
        self.edges = sorted;
    }
}

/// How much longer HoDoKu counts a chain for passing through an ALS with these digits.
fn als_penalty(digits: u32) -> u8 {
    match digits.count_ones() {
        0 | 1 => 0,
        2 => 1,
        c => u8::try_from((c - 1) * 2).unwrap_or(u8::MAX / 2),
    }
}

/// Every almost locked set of two or more cells in one house (each set once), house by house.
fn find_als(grid: &Candidates) -> Vec<CellSet> {
    let n = grid.size();
    // All sizes on a classic board, as HoDoKu; small sets only on big boards.
    let cap = if n <= 9 { n.saturating_sub(1) } else { 4 };
    let mut search = AlsSearch {
        grid,
        cells: Vec::new(),
        cap,
        found: Vec::new(),
        seen: HashSet::new(),
    };
    for h in 0..grid.house_count() {
        search.cells = grid
            .house(h)
            .iter()
            .copied()
            .filter(|&c| grid.value(c) == 0 && grid.bits(c) != 0)
            .collect();
        search.grow(0, CellSet::EMPTY, 0, 0);
    }
    search.found
}

/// The search for almost locked sets in one house at a time.
struct AlsSearch<'a> {
    grid: &'a Candidates,
    cells: Vec<usize>,
    cap: usize,
    found: Vec<CellSet>,
    seen: HashSet<CellSet>,
}

impl AlsSearch<'_> {
    /// Adds each cell from `start` on to `chosen` (of `size` cells, digits `union`).
    fn grow(&mut self, start: usize, chosen: CellSet, size: usize, union: u32) {
        for i in start..self.cells.len() {
            let Some(&c) = self.cells.get(i) else { break };
            let u = union | self.grid.bits(c);
            if u.count_ones() as usize > self.cap + 1 {
                continue;
            }
            let mut more = chosen;
            more.insert(c);
            if size + 1 >= 2 && u.count_ones() as usize == size + 2 && self.seen.insert(more) {
                self.found.push(more);
            }
            if size + 1 < self.cap {
                self.grow(i + 1, more, size + 1, u);
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Breadth-first search over the graph
// ---------------------------------------------------------------------------------------------

/// A breadth-first search from one premise: every literal it implies, in the order found,
/// with the literal it came from. Reused from premise to premise without clearing.
pub(super) struct Bfs {
    order: Vec<u32>,
    slots: Vec<Slot>,
    generation: u32,
    premise: usize,
}

/// What a search knows of one literal.
#[derive(Debug, Clone, Copy, Default)]
struct Slot {
    /// The search that reached it last.
    stamp: u32,
    /// The length of the path to it.
    dist: u32,
    /// The literal it came from.
    parent: u32,
}

impl Bfs {
    /// A search over the literals of `graph`.
    pub(super) fn new(graph: &Graph) -> Bfs {
        Bfs {
            order: Vec::new(),
            slots: vec![Slot::default(); graph.literal_count()],
            generation: 0,
            premise: 0,
        }
    }

    /// Follows every edge `keep` allows from `premise`, up to paths of `max_dist`. A literal
    /// keeps the first way found unless a later one is shorter (as HoDoKu's tables do).
    pub(super) fn run(
        &mut self,
        graph: &Graph,
        premise: usize,
        max_dist: u32,
        keep: impl Fn(usize, usize) -> bool,
    ) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.slots.iter_mut().for_each(|s| s.stamp = 0);
            self.generation = 1;
        }
        let generation = self.generation;
        self.order.clear();
        self.premise = premise;
        let Some(first) = self.slots.get_mut(premise) else {
            return;
        };
        *first = Slot {
            stamp: generation,
            dist: 0,
            parent: premise as u32,
        };
        self.order.push(premise as u32);
        let mut head = 0;
        while let Some(&from) = self.order.get(head) {
            head += 1;
            let base = self.slots.get(from as usize).map_or(u32::MAX, |s| s.dist);
            if base >= max_dist {
                continue;
            }
            for edge in graph.edges(from as usize) {
                if !keep(from as usize, edge.to as usize) {
                    continue;
                }
                let d = base.saturating_add(edge.weight);
                let Some(slot) = self.slots.get_mut(edge.to as usize) else {
                    continue;
                };
                if slot.stamp != generation {
                    *slot = Slot {
                        stamp: generation,
                        dist: d,
                        parent: from,
                    };
                    self.order.push(edge.to);
                } else if d < slot.dist
                    && edge.to as usize != premise
                    && slot.parent as usize != premise
                {
                    slot.dist = d;
                    slot.parent = from;
                }
            }
        }
    }

    /// The literals reached, premise first, in the order found.
    pub(super) fn order(&self) -> &[u32] {
        &self.order
    }

    /// What the last search knows of `lit`, if it reached it.
    fn slot(&self, lit: usize) -> Option<&Slot> {
        self.slots.get(lit).filter(|s| s.stamp == self.generation)
    }

    /// The length of the path to `lit` (links, plus HoDoKu's ALS penalties).
    pub(super) fn dist(&self, lit: usize) -> u32 {
        self.slot(lit).map_or(u32::MAX, |s| s.dist)
    }

    /// The path from the premise to `lit`, premise first (empty if not reached).
    pub(super) fn path(&self, lit: usize) -> Vec<usize> {
        let mut path = Vec::new();
        let mut at = lit;
        while let Some(slot) = self.slot(at) {
            path.push(at);
            if at == self.premise || path.len() > self.order.len() {
                break;
            }
            at = slot.parent as usize;
        }
        path.reverse();
        path
    }
}

/// Whether a chain never comes back to a cell it has left (two links in a row may share a
/// cell). For a nice loop (`aic` false) the start cell may be met again. Unless `strict`, a
/// group node counts by its first cell only, as in HoDoKu: such a chain still proves what
/// its ends say, but a continuous loop needs every cell once.
fn lasso_free(graph: &Graph, path: &[usize], aic: bool, strict: bool) -> bool {
    let Some(&first) = path.first() else {
        return false;
    };
    let first_cell = graph.cell(node_of(first));
    let mut used = CellSet::EMPTY;
    let mut last: Option<usize> = None;
    for &l in path {
        let node = node_of(l);
        let meets = if strict {
            graph.cells(node).intersects(&used)
        } else {
            used.contains(graph.cell(node))
        };
        if meets {
            return false;
        }
        if let Some(prev) = last
            && (aic || graph.cell(prev) != first_cell)
        {
            used = used.or(&graph.cells(prev));
        }
        last = Some(node);
    }
    true
}

// ---------------------------------------------------------------------------------------------
// Steps from chains
// ---------------------------------------------------------------------------------------------

/// A node as a step [`Node`].
fn step_node(graph: &Graph, node: usize) -> Node {
    Node {
        cells: graph.cells(node).to_vec(),
        digit: Digit::from_index(graph.digit(node)),
    }
}

/// A node in Eureka notation: `(5)r1c2`, `(5){r1c2 r1c3}` for a group, `(5)ALS{...}`.
fn node_text(graph: &Graph, node: usize, size: usize) -> String {
    let digit = Digit::from_index(graph.digit(node));
    let names = |cells: CellSet| {
        cells
            .iter()
            .map(|c| cell_name(c, size))
            .collect::<Vec<_>>()
            .join(" ")
    };
    match graph.kind(node) {
        Kind::Cell => format!("({digit}){}", cell_name(graph.cell(node), size)),
        Kind::Group => format!("({digit}){{{}}}", names(graph.cells(node))),
        Kind::Als => format!("({digit})ALS{{{}}}", names(graph.cells(node))),
    }
}

/// A chain in Eureka notation: `=` before a literal reached by a strong link, `-` by a weak.
pub(super) fn chain_text(graph: &Graph, path: &[usize], size: usize) -> String {
    let mut text = String::new();
    for (i, &l) in path.iter().enumerate() {
        if i > 0 {
            text.push(if is_on(l) { '=' } else { '-' });
        }
        text.push_str(&node_text(graph, node_of(l), size));
    }
    text
}

/// A literal as words: `r1c2 is 5`, `r1c2 is not 5`, `5 is in {r1c2 r1c3}`.
pub(super) fn literal_text(graph: &Graph, l: usize, size: usize) -> String {
    let node = node_of(l);
    let digit = Digit::from_index(graph.digit(node));
    match graph.kind(node) {
        Kind::Cell => {
            let not = if is_on(l) { "" } else { "not " };
            format!("{} is {not}{digit}", cell_name(graph.cell(node), size))
        }
        _ => {
            let not = if is_on(l) { "" } else { "not " };
            format!("{digit} is {not}in {}", node_text(graph, node, size))
        }
    }
}

/// Adds a chain's links, marks and houses to `step`.
pub(super) fn add_chain(grid: &Candidates, graph: &Graph, path: &[usize], step: &mut Step) {
    let mut als_seen: Vec<usize> = Vec::new();
    for &l in path {
        let node = node_of(l);
        let digit = Digit::from_index(graph.digit(node));
        match graph.kind(node) {
            Kind::Als => {
                let index = match als_seen.iter().position(|&a| a == node) {
                    Some(i) => i,
                    None => {
                        als_seen.push(node);
                        als_seen.len() - 1
                    }
                };
                let role = Role::Group(u8::try_from(index).unwrap_or(u8::MAX));
                for c in graph.cells(node).iter() {
                    for d in ones(grid.bits(c)) {
                        add_mark(step, c, Digit::from_index(d), role);
                    }
                }
                if let Some(h) = grid.common_house(&graph.cells(node)) {
                    add_house(step, h);
                }
            }
            _ => {
                let role = if is_on(l) { Role::On } else { Role::Off };
                for c in graph.cells(node).iter() {
                    add_mark(step, c, digit, role);
                }
            }
        }
    }
    for pair in path.windows(2) {
        let &[a, b] = pair else { continue };
        let (from, to) = (node_of(a), node_of(b));
        step.links.push(Link {
            from: step_node(graph, from),
            to: step_node(graph, to),
            strong: is_on(b),
        });
        let both = graph.cells(from).or(&graph.cells(to));
        if both.len() > 1
            && graph.kind(from) != Kind::Als
            && graph.kind(to) != Kind::Als
            && let Some(h) = grid.common_house(&both)
        {
            add_house(step, h);
        }
    }
}

fn add_mark(step: &mut Step, cell: usize, digit: Digit, role: Role) {
    if !step
        .marks
        .iter()
        .any(|m| m.cell == cell && m.digit == digit)
    {
        step.marks.push(Mark { cell, digit, role });
    }
}

fn add_house(step: &mut Step, house: usize) {
    if !step.houses.contains(&house) {
        step.houses.push(house);
    }
}

/// A step of `technique` for a chain with these eliminations (explanation left to fill).
fn chain_step(
    grid: &Candidates,
    graph: &Graph,
    technique: Technique,
    path: &[usize],
    eliminations: &[(usize, usize)],
) -> Step {
    let mut step = Step::new(technique);
    add_chain(grid, graph, path, &mut step);
    step.eliminations = eliminations
        .iter()
        .map(|&(c, d)| (c, Digit::from_index(d)))
        .collect();
    step
}

/// The shortest chain found so far for each set of eliminations.
type Best = BTreeMap<Vec<(usize, usize)>, (u32, Vec<usize>)>;

fn keep_shortest(
    best: &mut Best,
    eliminations: Vec<(usize, usize)>,
    length: u32,
    path: Vec<usize>,
) {
    match best.get(&eliminations) {
        Some((old, _)) if *old <= length => {}
        _ => {
            best.insert(eliminations, (length, path));
        }
    }
}

// ---------------------------------------------------------------------------------------------
// X-Chain and XY-Chain
// ---------------------------------------------------------------------------------------------

/// X-Chains (one digit, strong links from conjugate pairs) or XY-Chains (bivalue cells,
/// strong links inside the cells): both ends strong for the same digit, which goes from every
/// cell seeing both ends.
fn simple_chains(search: &mut Search, xy: bool) {
    let grid = search.grid;
    let n = grid.size();
    let graph = Graph::new(grid, false, false);
    let mut bfs = Bfs::new(&graph);
    let mut best = Best::new();
    let bivalue = |c: usize| grid.bits(c).count_ones() == 2;
    for start in grid.empty_cells() {
        if xy && !bivalue(start) {
            continue;
        }
        for d in ones(grid.bits(start)) {
            if search.done() {
                return;
            }
            let premise = lit(graph.node(start, d), false);
            if xy {
                bfs.run(&graph, premise, MAX_SIMPLE_CHAIN, |from, to| {
                    let (fc, tc) = (graph.cell(node_of(from)), graph.cell(node_of(to)));
                    bivalue(tc) && (fc == tc) == is_on(to)
                });
            } else {
                bfs.run(&graph, premise, MAX_SIMPLE_CHAIN, |_, to| {
                    graph.digit(node_of(to)) == d
                });
            }
            for &l in bfs.order().iter().skip(1) {
                let l = l as usize;
                let node = node_of(l);
                let end = graph.cell(node);
                if !is_on(l) || graph.digit(node) != d || end == start || bfs.dist(l) < 3 {
                    continue;
                }
                let gone = grid
                    .cells_with(d)
                    .and(&grid.peers(start))
                    .and(&grid.peers(end));
                if gone.is_empty() {
                    continue;
                }
                let path = bfs.path(l);
                if !lasso_free(&graph, &path, true, true) {
                    continue;
                }
                let eliminations: Vec<(usize, usize)> = gone.iter().map(|c| (c, d)).collect();
                if search.first_only {
                    let step = simple_chain_step(grid, &graph, xy, &path, &eliminations, n);
                    if search.push(step) {
                        return;
                    }
                } else {
                    keep_shortest(&mut best, eliminations, bfs.dist(l), path);
                }
            }
        }
    }
    for (eliminations, (_, path)) in best {
        let step = simple_chain_step(grid, &graph, xy, &path, &eliminations, n);
        if search.push(step) {
            return;
        }
    }
}

fn simple_chain_step(
    grid: &Candidates,
    graph: &Graph,
    xy: bool,
    path: &[usize],
    eliminations: &[(usize, usize)],
    n: usize,
) -> Step {
    let technique = if xy {
        Technique::XyChain
    } else {
        Technique::XChain
    };
    let mut step = chain_step(grid, graph, technique, path, eliminations);
    let (Some(&first), Some(&last)) = (path.first(), path.last()) else {
        return step;
    };
    let digit = Digit::from_index(graph.digit(node_of(first)));
    let start = cell_name(graph.cell(node_of(first)), n);
    let end = cell_name(graph.cell(node_of(last)), n);
    let what = if xy {
        "runs through cells with two candidates ('=' inside a cell: one of its two digits is true; '-' between cells: the same digit cannot be true in both)"
    } else {
        "links candidates of one digit ('=': one of the two is true, as they are the only two in a house; '-': not both, as they share a house)"
    };
    step.explanation = format!(
        "The chain {} {what}, so if {start} is not {digit} then {end} is: one of them is {digit}, and {}.",
        chain_text(graph, path, n),
        effects_sentence(&step, n)
    );
    step
}

// ---------------------------------------------------------------------------------------------
// Remote Pairs
// ---------------------------------------------------------------------------------------------

/// Remote Pairs: a chain of four or more (an even number of) cells holding the same two
/// digits, each seeing the next. Along it the digits alternate, so two cells an odd number of
/// steps apart (at least three) hold both digits between them, and any cell seeing both loses
/// them.
fn remote_pairs(search: &mut Search) {
    let grid = search.grid;
    let bivalue: Vec<usize> = grid
        .empty_cells()
        .filter(|&c| grid.bits(c).count_ones() == 2)
        .collect();
    let mut best: BTreeMap<Vec<(usize, usize)>, Vec<usize>> = BTreeMap::new();
    let max_cells = (MAX_SIMPLE_CHAIN as usize).div_ceil(2);
    for &start in &bivalue {
        let mask = grid.bits(start);
        let same: Vec<usize> = bivalue
            .iter()
            .copied()
            .filter(|&c| grid.bits(c) == mask)
            .collect();
        if same.len() < 4 {
            continue;
        }
        let mut chain = vec![start];
        let mut budget = REMOTE_PAIR_BUDGET;
        let mut stop = false;
        let mut visit = |chain: &[usize]| -> bool {
            if chain.len() < 4 || !chain.len().is_multiple_of(2) {
                return false;
            }
            let eliminations = remote_pair_eliminations(grid, chain, mask);
            if eliminations.is_empty() {
                return false;
            }
            if search.first_only {
                let step = remote_pair_step(grid, chain, mask, &eliminations);
                return search.push(step);
            }
            if best
                .get(&eliminations)
                .is_none_or(|old| old.len() > chain.len())
            {
                best.insert(eliminations, chain.to_vec());
            }
            search.done()
        };
        extend_pairs(
            grid,
            &same,
            &mut chain,
            max_cells,
            &mut budget,
            &mut stop,
            &mut visit,
        );
        if stop {
            return;
        }
    }
    for (eliminations, chain) in best {
        let mask = chain.first().map_or(0, |&c| grid.bits(c));
        if search.push(remote_pair_step(grid, &chain, mask, &eliminations)) {
            return;
        }
    }
}

fn extend_pairs(
    grid: &Candidates,
    same: &[usize],
    chain: &mut Vec<usize>,
    max_cells: usize,
    budget: &mut usize,
    stop: &mut bool,
    visit: &mut impl FnMut(&[usize]) -> bool,
) {
    if *stop || *budget == 0 {
        return;
    }
    *budget -= 1;
    if visit(chain) {
        *stop = true;
        return;
    }
    if chain.len() >= max_cells {
        return;
    }
    let Some(&last) = chain.last() else { return };
    for &next in same {
        if chain.contains(&next) || !grid.sees(last, next) {
            continue;
        }
        chain.push(next);
        extend_pairs(grid, same, chain, max_cells, budget, stop, visit);
        chain.pop();
        if *stop {
            return;
        }
    }
}

/// Both digits go from every cell that sees two chain cells an odd number (3 or more) of
/// steps apart.
fn remote_pair_eliminations(grid: &Candidates, chain: &[usize], mask: u32) -> Vec<(usize, usize)> {
    let mut gone = Vec::new();
    for (i, &a) in chain.iter().enumerate() {
        for &b in chain.iter().skip(i + 3).step_by(2) {
            let both = grid.peers(a).and(&grid.peers(b));
            for d in ones(mask) {
                gone.extend(grid.cells_with(d).and(&both).iter().map(|c| (c, d)));
            }
        }
    }
    gone.sort_unstable();
    gone.dedup();
    gone
}

fn remote_pair_step(
    grid: &Candidates,
    chain: &[usize],
    mask: u32,
    eliminations: &[(usize, usize)],
) -> Step {
    let n = grid.size();
    let graph = Graph::bare(grid);
    let mut pair = ones(mask);
    let (a, b) = (pair.next().unwrap_or(0), pair.next().unwrap_or(0));
    let mut path = Vec::new();
    for (i, &c) in chain.iter().enumerate() {
        let (from, to) = if i % 2 == 0 { (a, b) } else { (b, a) };
        path.push(lit(c * n + from, false));
        path.push(lit(c * n + to, true));
    }
    let mut step = chain_step(grid, &graph, Technique::RemotePair, &path, eliminations);
    let (da, db) = (Digit::from_index(a), Digit::from_index(b));
    step.explanation = format!(
        "{} hold only {da} and {db} and each sees the next, so the two digits alternate along them; a cell seeing two of them an odd number of steps apart sees both a {da} and a {db}: {}.",
        join(chain.iter().map(|&c| cell_name(c, n))),
        effects_sentence(&step, n)
    );
    step
}

// ---------------------------------------------------------------------------------------------
// Nice Loops and AICs
// ---------------------------------------------------------------------------------------------

/// What a chain that closes or ends usefully is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum LoopKind {
    /// A loop whose links all alternate: every weak link becomes strong.
    Continuous,
    /// A loop that breaks at its start cell: the start is set or loses candidates.
    Discontinuous,
    /// A chain between two different cells, strong at both ends.
    Aic,
}

fn loop_technique(kind: LoopKind, grouped: bool) -> Technique {
    use Technique::*;
    match (kind, grouped) {
        (LoopKind::Continuous, false) => ContinuousNiceLoop,
        (LoopKind::Discontinuous, false) => DiscontinuousNiceLoop,
        (LoopKind::Aic, false) => Aic,
        (LoopKind::Continuous, true) => GroupedContinuousNiceLoop,
        (LoopKind::Discontinuous, true) => GroupedDiscontinuousNiceLoop,
        (LoopKind::Aic, true) => GroupedAic,
    }
}

/// The steps of a search that finds several techniques at once, for the last grid it ran
/// on: a solver asks for those techniques one after another on the same grid.
struct Shared {
    tag: u8,
    key: Vec<u32>,
    steps: Vec<Vec<Step>>,
}

thread_local! {
    static SHARED: std::cell::RefCell<Vec<Shared>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The grid's placed digits and candidates, to recognise it again.
fn grid_key(grid: &Candidates) -> Vec<u32> {
    (0..grid.cell_count())
        .map(|c| match grid.value(c) {
            0 => grid.bits(c),
            v => (1 << 31) | u32::from(v),
        })
        .collect()
}

/// The steps `compute` finds in the search's grid, one list per technique it covers, kept
/// per thread under `tag` until the next grid: computed once for all the techniques of one
/// search. `None` if the search was cancelled.
pub(super) fn shared_search(
    search: &Search,
    tag: u8,
    compute: impl FnOnce(&Search) -> Option<Vec<Vec<Step>>>,
) -> Option<Vec<Vec<Step>>> {
    let key = grid_key(search.grid);
    let cached = SHARED.with(|shared| {
        shared
            .borrow()
            .iter()
            .find(|s| s.tag == tag && s.key == key)
            .map(|s| s.steps.clone())
    });
    if cached.is_some() {
        return cached;
    }
    let steps = compute(search)?;
    SHARED.with(|shared| {
        let mut shared = shared.borrow_mut();
        shared.retain(|s| s.tag != tag);
        shared.push(Shared {
            tag,
            key,
            steps: steps.clone(),
        });
    });
    Some(steps)
}

/// Nice loops and AICs of one kind: with `grouped`, only those using a group or ALS node.
fn nice_loops(search: &mut Search, want: LoopKind, grouped: bool) {
    let tag = u8::from(grouped);
    let Some(all) = shared_search(search, tag, |search| all_loops(search, grouped)) else {
        return;
    };
    for step in all.into_iter().nth(want as usize).unwrap_or_default() {
        if search.push(step) {
            return;
        }
    }
}

/// Every nice loop and AIC (grouped or not), the shortest per set of eliminations, by kind;
/// `None` if the search was cancelled.
fn all_loops(search: &Search, grouped: bool) -> Option<Vec<Vec<Step>>> {
    let grid = search.grid;
    let mut best: [Best; 3] = Default::default();
    // HoDoKu builds grouped chains from group nodes alone, and from group and ALS nodes
    // when asked to; the two give different shortest paths, so both searches run. The
    // second graph numbers candidates and groups as the first, so it names every path.
    let passes: &[bool] = if grouped { &[false, true] } else { &[false] };
    let mut last = None;
    for &als in passes {
        let graph = Graph::new(grid, grouped, als);
        if !loop_search(search, &graph, grouped, &mut best) {
            return None;
        }
        last = Some(graph);
    }
    let graph = last?;
    let kinds = [LoopKind::Continuous, LoopKind::Discontinuous, LoopKind::Aic];
    Some(
        kinds
            .into_iter()
            .zip(best)
            .map(|(kind, found)| {
                found
                    .iter()
                    .map(|(gone, (_, path))| loop_step(grid, &graph, kind, grouped, path, gone))
                    .collect()
            })
            .collect(),
    )
}

/// Searches `graph` from every premise for loops and AICs, keeping the shortest per kind and
/// set of eliminations in `best`; false if cancelled.
fn loop_search(search: &Search, graph: &Graph, grouped: bool, best: &mut [Best; 3]) -> bool {
    let grid = search.grid;
    let mut bfs = Bfs::new(graph);
    // Loops start either way; AICs with a strong link, so from a false premise.
    for on in [true, false] {
        for start in grid.empty_cells() {
            for d in ones(grid.bits(start)) {
                if search.done() {
                    return false;
                }
                let premise = lit(graph.node(start, d), on);
                bfs.run(graph, premise, u32::MAX, |_, _| true);
                for &l in bfs.order().iter().skip(1) {
                    let l = l as usize;
                    let node = node_of(l);
                    if graph.kind(node) != Kind::Cell || bfs.dist(l) <= 2 {
                        continue;
                    }
                    let found = if graph.cell(node) == start {
                        let path = bfs.path(l);
                        loop_eliminations(grid, graph, &path).map(|(kind, gone)| (kind, gone, path))
                    } else if !on && is_on(l) {
                        aic_eliminations(grid, graph, premise, l).and_then(|gone| {
                            let path = bfs.path(l);
                            lasso_free(graph, &path, true, false).then_some((
                                LoopKind::Aic,
                                gone,
                                path,
                            ))
                        })
                    } else {
                        None
                    };
                    let Some((kind, gone, path)) = found else {
                        continue;
                    };
                    let uses_groups = path.iter().any(|&p| graph.kind(node_of(p)) != Kind::Cell);
                    if uses_groups == grouped
                        && let Some(found) = best.get_mut(kind as usize)
                    {
                        keep_shortest(found, gone, bfs.dist(l), path);
                    }
                }
            }
        }
    }
    true
}

/// The eliminations of an AIC from `premise` (false) to `end` (true, another cell), if it
/// makes any: for one digit every candidate seeing both ends (two at least, fewer is a
/// nice loop), for two digits each end's digit from the other end when they see each other.
fn aic_eliminations(
    grid: &Candidates,
    graph: &Graph,
    premise: usize,
    end: usize,
) -> Option<Vec<(usize, usize)>> {
    let (s, e) = (graph.cell(node_of(premise)), graph.cell(node_of(end)));
    let (sd, ed) = (graph.digit(node_of(premise)), graph.digit(node_of(end)));
    if sd == ed {
        let gone = grid.cells_with(sd).and(&grid.peers(s)).and(&grid.peers(e));
        (gone.len() >= 2).then(|| gone.iter().map(|c| (c, sd)).collect())
    } else {
        (grid.sees(s, e) && grid.has(e, sd) && grid.has(s, ed)).then(|| {
            let mut gone = vec![(s, ed), (e, sd)];
            gone.sort_unstable();
            gone
        })
    }
}

/// Classifies a path that returns to its start cell and finds its eliminations (HoDoKu's
/// rules): a discontinuous loop settles the start cell, a continuous one turns every weak
/// link strong.
fn loop_eliminations(
    grid: &Candidates,
    graph: &Graph,
    path: &[usize],
) -> Option<(LoopKind, Vec<(usize, usize)>)> {
    let (&first, &second, &last) = (path.first()?, path.get(1)?, path.last()?);
    let start = graph.cell(node_of(first));
    // The first link must leave the start cell, and the loop must not cross itself.
    if graph.cell(node_of(second)) == start || !lasso_free(graph, path, false, false) {
        return None;
    }
    let (first_strong, last_strong) = (is_on(second), is_on(last));
    let (sd, ed) = (graph.digit(node_of(first)), graph.digit(node_of(last)));
    let mut gone = Vec::new();
    let kind = if !first_strong && !last_strong && sd == ed {
        gone.push((start, sd));
        LoopKind::Discontinuous
    } else if first_strong && last_strong && sd == ed {
        gone.extend(ones(grid.bits(start) & !(1 << sd)).map(|d| (start, d)));
        LoopKind::Discontinuous
    } else if first_strong != last_strong && sd != ed {
        gone.push((start, if first_strong { ed } else { sd }));
        LoopKind::Discontinuous
    } else if (first_strong || last_strong || grid.bits(start).count_ones() == 2)
        && lasso_free(graph, path, false, true)
    {
        continuous_eliminations(grid, graph, path, first_strong && last_strong, &mut gone);
        LoopKind::Continuous
    } else {
        return None;
    };
    gone.sort_unstable();
    gone.dedup();
    (!gone.is_empty()).then_some((kind, gone))
}

/// A continuous loop's eliminations: a cell entered and left by strong links keeps only
/// those two digits; a weak link between cells becomes strong, so its digit goes from every
/// cell seeing both ends; an ALS entered and left by one digit each locks its other digits.
fn continuous_eliminations(
    grid: &Candidates,
    graph: &Graph,
    path: &[usize],
    start_strong: bool,
    gone: &mut Vec<(usize, usize)>,
) {
    let cell_of = |i: usize| path.get(i).map_or(usize::MAX, |&l| graph.cell(node_of(l)));
    let on_at = |i: usize| path.get(i).is_some_and(|&l| is_on(l));
    let digit_at = |i: usize| path.get(i).map_or(0, |&l| graph.digit(node_of(l)));
    let Some(m) = path.len().checked_sub(1) else {
        return;
    };
    let start = cell_of(0);
    let in_chain = path
        .iter()
        .fold(CellSet::EMPTY, |s, &l| s.or(&graph.cells(node_of(l))));
    let keep_only = |cell: usize, a: usize, b: usize, gone: &mut Vec<(usize, usize)>| {
        gone.extend(ones(grid.bits(cell) & !(1 << a) & !(1 << b)).map(|d| (cell, d)));
    };
    for i in 0..=m {
        let here = path.get(i).map_or(0, |&l| node_of(l));
        if i == 0 && start_strong {
            keep_only(start, digit_at(0), digit_at(m), gone);
        } else if i > 0
            && i + 2 <= m
            && on_at(i)
            && graph.kind(here) == Kind::Cell
            && cell_of(i - 1) != cell_of(i)
            && !on_at(i + 1)
            && cell_of(i) == cell_of(i + 1)
            && on_at(i + 2)
            && cell_of(i + 1) != cell_of(i + 2)
        {
            keep_only(cell_of(i), digit_at(i), digit_at(i + 2), gone);
        }
        if i == 0 || on_at(i) || cell_of(i - 1) == cell_of(i) {
            continue;
        }
        let d = digit_at(i);
        let prev = path.get(i - 1).map_or(0, |&l| node_of(l));
        let mut seen = graph
            .buddies(grid, prev, d)
            .and(&graph.buddies(grid, here, d))
            .minus(&in_chain)
            .and(&grid.cells_with(d));
        seen.remove(start);
        gone.extend(seen.iter().map(|c| (c, d)));
        if let Some(als) = graph.als_of(here) {
            // Left by one digit (a weak link) or forcing a cell (a strong link): then every
            // other digit of that cell is a way out too.
            let forced = on_at(i + 1);
            let exits = match path.get(i + 1) {
                Some(&next) if forced => {
                    grid.bits(graph.cell(node_of(next))) & !(1 << graph.digit(node_of(next)))
                }
                Some(&next) => 1 << graph.digit(node_of(next)),
                None => 0,
            };
            for k in ones(als.digits & !(1 << d) & !exits) {
                let out = als.seeing.get(k).copied().unwrap_or_default();
                gone.extend(out.iter().map(|c| (c, k)));
            }
            if forced {
                let next_cell = cell_of(i + 1);
                for k in ones(exits) {
                    let out = als
                        .seeing
                        .get(k)
                        .copied()
                        .unwrap_or_default()
                        .and(&grid.peers(next_cell));
                    gone.extend(out.iter().map(|c| (c, k)));
                }
            }
        }
    }
}

fn loop_step(
    grid: &Candidates,
    graph: &Graph,
    kind: LoopKind,
    grouped: bool,
    path: &[usize],
    eliminations: &[(usize, usize)],
) -> Step {
    let n = grid.size();
    let mut step = chain_step(
        grid,
        graph,
        loop_technique(kind, grouped),
        path,
        eliminations,
    );
    let (Some(&first), Some(&last)) = (path.first(), path.last()) else {
        return step;
    };
    let text = chain_text(graph, path, n);
    let effects = effects_sentence(&step, n);
    let premise = literal_text(graph, first, n);
    let end = literal_text(graph, last, n);
    let (sd, ed) = (graph.digit(node_of(first)), graph.digit(node_of(last)));
    step.explanation = match kind {
        LoopKind::Aic if sd == ed => format!(
            "In {text} each '=' means at least one of its two ends is true and each '-' at most one, so if {premise} then {end}: one of the two ends holds, and {effects}."
        ),
        LoopKind::Aic => format!(
            "In {text} each '=' means at least one of its two ends is true and each '-' at most one, so the first or the last candidate is true, and as their cells see each other, {effects}."
        ),
        LoopKind::Continuous => format!(
            "The loop {text} closes with strong ('=') and weak ('-') links alternating all the way round, so along it exactly one of each linked pair is true, and {effects}."
        ),
        LoopKind::Discontinuous if is_on(first) != is_on(last) && sd == ed => {
            format!("If {premise}, the loop {text} ends with {end}, the opposite, so {effects}.")
        }
        LoopKind::Discontinuous if is_on(first) && is_on(last) => format!(
            "If {premise}, the loop {text} ends with {end}, a second digit in the same cell, so {effects}."
        ),
        LoopKind::Discontinuous => format!(
            "The loop {text} starts and ends in the same cell with links that cannot both hold ({premise} leads to {end}), so {effects}."
        ),
    };
    step
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{DigitSet, Grid, Shape};
    use crate::solver::{CancelToken, solve_one};
    use crate::techniques::steps_of;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    const CHAINS: [Technique; 9] = [
        Technique::XChain,
        Technique::XyChain,
        Technique::RemotePair,
        Technique::ContinuousNiceLoop,
        Technique::DiscontinuousNiceLoop,
        Technique::Aic,
        Technique::GroupedContinuousNiceLoop,
        Technique::GroupedDiscontinuousNiceLoop,
        Technique::GroupedAic,
    ];

    fn grid(text: &str) -> Grid {
        let values: Vec<u8> = text
            .chars()
            .map(|c| c.to_digit(10).map_or(0, |d| d as u8))
            .collect();
        Grid::from_values(Shape::NINE, &values).unwrap()
    }

    /// The first step of the simplest techniques (which the chains come after), if any.
    fn basic_step(cands: &Candidates, cancel: &CancelToken) -> Option<Step> {
        use Technique::*;
        let basics = [
            FullHouse,
            NakedSingle,
            HiddenSingle,
            LockedCandidatesPointing,
            LockedCandidatesClaiming,
            NakedPair,
            HiddenPair,
            NakedTriple,
            HiddenTriple,
        ];
        basics
            .into_iter()
            .find_map(|t| steps_of(cands, t, cancel).ok()?.into_iter().next())
    }

    #[test]
    fn every_chain_step_along_solves_agrees_with_the_solution() {
        // Puzzles rated 2.5 (with a Remote Pair on the way), 8.3 and 9.0 by Sudoku Explainer.
        let puzzles = [
            "000801000005064100060700080250000403090000070406000012010009020002570900000103000",
            "000000039000001005003050800008090006070002000100400000009080050020000600400700000",
            "000500700095070006000002850100000907007010200908000005063800000700050640001004000",
        ];
        let cancel = CancelToken::new();
        let mut found = [0usize; 9];
        for puzzle in puzzles {
            let puzzle = grid(puzzle);
            let solution = solve_one(&puzzle, &cancel).unwrap().unwrap();
            let mut cands = Candidates::from_grid(&puzzle);
            for _ in 0..60 {
                let mut first = None;
                for (count, &technique) in found.iter_mut().zip(&CHAINS) {
                    for step in steps_of(&cands, technique, &cancel).unwrap() {
                        *count += 1;
                        assert!(!step.links.is_empty() && !step.explanation.is_empty());
                        for &(cell, digit) in &step.eliminations {
                            assert_ne!(
                                solution.values()[cell],
                                digit.get(),
                                "{}: {}",
                                step.line(9),
                                step.explanation
                            );
                        }
                        first.get_or_insert(step);
                    }
                }
                match basic_step(&cands, &cancel).or(first) {
                    Some(step) => step.apply(&mut cands),
                    None => break,
                }
            }
        }
        assert!(found.iter().all(|&c| c > 0), "{found:?}");
    }

    #[test]
    fn chains_never_panic_on_any_size_or_on_broken_grids() {
        let mut rng = StdRng::seed_from_u64(11);
        let mut grids = Vec::new();
        for shape in Shape::COMMON {
            let solution = crate::generator::random_solution(shape, &mut rng);
            let puzzle = crate::generator::random_puzzle(&solution, 0.5, &mut rng);
            grids.push(Candidates::from_grid(&puzzle));
        }
        // Inconsistent: a cell without candidates, a digit with no place in a row, and
        // candidates that clash with placed digits' houses.
        let mut values = vec![0u8; 81];
        values[0] = 1;
        values[10] = 1;
        let broken = Grid::from_values(Shape::NINE, &values).unwrap();
        let mut marks = vec![DigitSet::full(9); 81];
        marks[40] = DigitSet::EMPTY;
        for mark in marks.iter_mut().skip(18).take(9) {
            mark.remove(crate::board::Digit::from_index(4));
        }
        grids.push(Candidates::with_marks(&broken, Some(&marks)));
        let cancel = CancelToken::new();
        for cands in &grids {
            for technique in CHAINS {
                for step in steps_of(cands, technique, &cancel).unwrap() {
                    assert!(!step.is_empty());
                }
            }
        }
    }
}
