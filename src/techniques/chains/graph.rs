//! The implication graph: candidate, group and ALS nodes, and every direct inference between
//! their literals, in the order HoDoKu lists them.

use super::*;

/// A node other than a single candidate.
#[derive(Debug, Clone)]
pub(super) struct Extra {
    pub(super) kind: Kind,
    pub(super) digit: usize,
    /// The group's cells, or all cells of the ALS.
    pub(super) cells: CellSet,
    /// The first cell (for an ALS, the first one holding the node's digit).
    pub(super) first: usize,
    /// The ALS (index into `Graph::als`), for ALS nodes.
    pub(super) als: usize,
}

/// An almost locked set: `cells` hold one digit more than there are cells.
#[derive(Debug, Clone)]
pub(super) struct AlsSet {
    /// Its cells.
    pub(super) cells: CellSet,
    /// Its digits as a mask.
    pub(super) digits: u32,
    /// Per digit index: the ALS cells holding it.
    pub(super) holding: Vec<CellSet>,
    /// Per digit index: the cells outside the ALS with that digit that see every ALS cell
    /// holding it.
    pub(super) seeing: Vec<CellSet>,
}

/// An ALS's cells as lists, while the graph is built.
pub(super) struct AlsLists {
    pub(super) cells: Vec<usize>,
    pub(super) holding: Vec<Vec<usize>>,
}

/// A group node while the graph is built.
pub(super) struct Group {
    pub(super) node: usize,
    pub(super) digit: usize,
    pub(super) cells: CellSet,
    pub(super) line: usize,
    pub(super) boxh: usize,
    /// The cells that see every cell of the group.
    pub(super) seen: CellSet,
}

/// Every direct inference between the literals of a grid. Candidate nodes are numbered
/// `cell * N + digit`; group and ALS nodes follow.
pub(in crate::techniques) struct Graph {
    pub(super) n: usize,
    pub(super) base: usize,
    pub(super) extra: Vec<Extra>,
    pub(super) als: Vec<AlsSet>,
    /// Per literal, where its edges start in `targets` (one more entry at the end).
    pub(super) offsets: Vec<u32>,
    pub(super) edges: Vec<Edge>,
}

/// A direct inference: the literal implied, and the length the link adds (1, more for an
/// ALS, as HoDoKu counts them).
#[derive(Debug, Clone, Copy)]
pub(super) struct Edge {
    /// The literal implied.
    pub(super) to: u32,
    /// The length the link adds.
    pub(super) weight: u32,
}

/// Edges while the graph is built: (from, to, weight), in the order HoDoKu lists them.
pub(super) type EdgeList = Vec<(u32, u32, u8)>;

pub(super) fn push_edge(edges: &mut EdgeList, from: usize, to: usize, weight: u8) {
    if let (Ok(from), Ok(to)) = (u32::try_from(from), u32::try_from(to)) {
        edges.push((from, to, weight));
    }
}

impl Graph {
    /// The graph of `grid`: candidates with their links, with `groups` also group nodes, and
    /// with `als` also almost locked sets.
    pub(in crate::techniques) fn new(grid: &Candidates, groups: bool, als: bool) -> Graph {
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
    pub(super) fn bare(grid: &Candidates) -> Graph {
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

    pub(super) fn extra(&self, node: usize) -> Option<&Extra> {
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
    pub(super) fn cells(&self, node: usize) -> CellSet {
        self.extra(node)
            .map_or_else(|| CellSet::single(self.cell(node)), |e| e.cells)
    }

    /// The almost locked set of an ALS node.
    pub(super) fn als_of(&self, node: usize) -> Option<&AlsSet> {
        self.extra(node)
            .filter(|e| e.kind == Kind::Als)
            .and_then(|e| self.als.get(e.als))
    }

    /// The cells outside the node that see all of it, for digit index `d` (for an ALS: all
    /// its cells holding `d`).
    pub(super) fn buddies(&self, grid: &Candidates, node: usize, d: usize) -> CellSet {
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
    pub(super) fn edges(&self, lit: usize) -> &[Edge] {
        let start = self.offsets.get(lit).copied().unwrap_or(0) as usize;
        let end = self.offsets.get(lit + 1).copied().unwrap_or(0) as usize;
        self.edges.get(start..end).unwrap_or(&[])
    }

    /// Candidate links: a true candidate rules out the others of its cell and its digit in its
    /// houses; a false one makes the other of a bivalue cell, or of a conjugate pair, true.
    pub(super) fn cell_edges(&self, grid: &Candidates, edges: &mut EdgeList) {
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
    pub(super) fn group_edges(&mut self, grid: &Candidates, edges: &mut EdgeList) -> Vec<Group> {
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
    pub(super) fn als_edges(&mut self, grid: &Candidates, groups: &[Group], edges: &mut EdgeList) {
        self.add_als_sets(grid);
        let ids = self.add_als_nodes();
        let index = AlsIndex::new(&self.als, grid, groups, ids);
        for (a, set) in self.als.iter().enumerate() {
            index.set_edges(grid, a, set, edges);
        }
    }

    /// Every almost locked set of `grid`, with its digits and the cells seeing them.
    fn add_als_sets(&mut self, grid: &Candidates) {
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
    }

    /// One node per ALS and entry digit that rules something out; the nodes per ALS and
    /// digit index (`usize::MAX` for none).
    fn add_als_nodes(&mut self) -> Vec<usize> {
        let n = self.n;
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
        ids
    }

    /// Stores the edges grouped by their first literal, keeping their order within.
    pub(super) fn finish(&mut self, edges: EdgeList) {
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

/// What a locked set rules out for one digit `k`: the candidate and group literals made
/// false, and the ALS nodes triggered.
type Outs = (usize, Vec<usize>, Vec<usize>);

/// The lookups the ALS edges need while the graph is built.
struct AlsIndex<'a> {
    n: usize,
    /// Per ALS and digit index: its node, or `usize::MAX`.
    ids: Vec<usize>,
    /// Per cell and digit index: the ALSs whose first cell holding the digit it is.
    starts: Vec<Vec<usize>>,
    groups: &'a [Group],
    /// Per cell and digit index: the groups holding it.
    groups_at: Vec<Vec<usize>>,
    /// Each ALS's cells, and its cells holding each digit, as lists (for quick tests).
    lists: Vec<AlsLists>,
}

impl<'a> AlsIndex<'a> {
    fn new(als: &[AlsSet], grid: &Candidates, groups: &'a [Group], ids: Vec<usize>) -> Self {
        let n = grid.size();
        // The ALSs by the first cell holding each digit, to find the ones a set triggers.
        let mut starts: Vec<Vec<usize>> = vec![Vec::new(); grid.cell_count() * n];
        for (a, set) in als.iter().enumerate() {
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
        let lists = als
            .iter()
            .map(|set| AlsLists {
                cells: set.cells.to_vec(),
                holding: set.holding.iter().map(CellSet::to_vec).collect(),
            })
            .collect();
        AlsIndex {
            n,
            ids,
            starts,
            groups,
            groups_at,
            lists,
        }
    }

    /// The groups holding digit index `d` in cell `c`.
    fn groups_with(&self, c: usize, d: usize) -> impl Iterator<Item = &'a Group> + '_ {
        self.groups_at
            .get(c * self.n + d)
            .map_or(&[][..], Vec::as_slice)
            .iter()
            .filter_map(|&i| self.groups.get(i))
    }

    /// The node of ALS `a` entered by digit index `d`, if it has one.
    fn node(&self, a: usize, d: usize) -> Option<usize> {
        self.ids
            .get(a * self.n + d)
            .copied()
            .filter(|&id| id != usize::MAX)
    }

    /// What the locked set `a` rules out for each digit, whichever digit it lost: the
    /// candidates and groups seeing all its places, and the ALSs that then lose it.
    fn outs(&self, a: usize, set: &AlsSet) -> Vec<Outs> {
        let n = self.n;
        let empty = CellSet::EMPTY;
        let mut outs = Vec::new();
        for k in ones(set.digits) {
            let gone = set.seeing.get(k).unwrap_or(&empty);
            if gone.is_empty() {
                continue;
            }
            let gone_list = gone.to_vec();
            let mut out: Vec<usize> = gone_list.iter().map(|&c| lit(c * n + k, false)).collect();
            for &c in &gone_list {
                for g in self.groups_with(c, k) {
                    if g.cells.first() == Some(c) && g.cells.is_subset(gone) {
                        out.push(lit(g.node, false));
                    }
                }
            }
            let mut triggered = Vec::new();
            for &c in &gone_list {
                for &b in self.starts.get(c * n + k).map_or(&[][..], Vec::as_slice) {
                    let Some(id) = self.node(b, k) else {
                        continue;
                    };
                    let Some(other) = self.lists.get(b) else {
                        continue;
                    };
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
        outs
    }

    /// The edges into and out of the nodes of ALS `a`, digit by digit.
    fn set_edges(&self, grid: &Candidates, a: usize, set: &AlsSet, edges: &mut EdgeList) {
        let n = self.n;
        let empty = CellSet::EMPTY;
        let weight = 1 + als_penalty(set.digits);
        let outs = self.outs(a, set);
        let around = outs.iter().fold(CellSet::EMPTY, |s, &(k, ..)| {
            s.or(set.seeing.get(k).unwrap_or(&empty))
        });
        for j in ones(set.digits) {
            let Some(node) = self.node(a, j) else {
                continue;
            };
            let al = lit(node, false);
            self.entry_edges(set, j, al, edges);
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

    /// The edges into the ALS literal `al` (entered by digit index `j`): from every
    /// candidate, and every group outside the set, seeing all its places of `j`.
    fn entry_edges(&self, set: &AlsSet, j: usize, al: usize, edges: &mut EdgeList) {
        let empty = CellSet::EMPTY;
        let holding_j = set.holding.get(j).unwrap_or(&empty);
        let mut entry_groups = Vec::new();
        for c in set.seeing.get(j).unwrap_or(&empty).iter() {
            push_edge(edges, lit(c * self.n + j, true), al, 1);
            for g in self.groups_with(c, j) {
                if !g.cells.intersects(&set.cells)
                    && holding_j.is_subset(&g.seen)
                    && !entry_groups.contains(&g.node)
                {
                    entry_groups.push(g.node);
                    push_edge(edges, lit(g.node, true), al, 1);
                }
            }
        }
    }
}

/// How much longer HoDoKu counts a chain for passing through an ALS with these digits.
pub(super) fn als_penalty(digits: u32) -> u8 {
    match digits.count_ones() {
        0 | 1 => 0,
        2 => 1,
        c => u8::try_from((c - 1) * 2).unwrap_or(u8::MAX / 2),
    }
}

/// Every almost locked set of two or more cells in one house (each set once), house by house.
pub(super) fn find_als(grid: &Candidates) -> Vec<CellSet> {
    let n = grid.size();
    // All sizes on a classic board, as HoDoKu; small sets only on big boards.
    let cap = if n <= 9 { n.saturating_sub(1) } else { 4 };
    crate::techniques::als::enumerate(grid, 2, cap)
        .into_iter()
        .map(|(cells, _, _)| cells)
        .collect()
}
