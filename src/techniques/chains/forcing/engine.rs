//! Following premises: the two engines, forcing chains over the implication graph and forcing
//! nets played out on a copy of the grid.

use super::*;
use std::sync::Arc;

/// Follows premises to their consequences.
pub(super) trait Engine {
    /// Follows `premise`: the candidate literals reached with their distances, sorted by
    /// literal (the premise among them).
    fn follow(&mut self, premise: usize) -> Vec<(u32, u32)>;
    /// The chain from the last premise followed to `lit`, premise first.
    fn path(&self, lit: usize) -> Vec<usize>;
    /// The graph naming the nodes of the paths.
    fn graph(&self) -> &Graph;
    /// A path as text.
    fn text(&self, path: &[usize], size: usize) -> String;
}

/// Forcing chains: breadth-first search over the chain techniques' implication graph.
pub(super) struct ChainEngine {
    pub(super) graph: Arc<Graph>,
    pub(super) bfs: Bfs,
    pub(super) candidates: usize,
}

impl ChainEngine {
    pub(super) fn new(search: &mut Search) -> ChainEngine {
        let grid = search.grid;
        // Group nodes but no ALSs, as HoDoKu's solver does by default.
        let graph = search.graph(true, false);
        let bfs = Bfs::new(&graph);
        ChainEngine {
            candidates: 2 * grid.cell_count() * grid.size(),
            graph,
            bfs,
        }
    }
}

impl Engine for ChainEngine {
    fn follow(&mut self, premise: usize) -> Vec<(u32, u32)> {
        self.bfs.run(&self.graph, premise, u32::MAX, |_, _| true);
        let mut lits: Vec<(u32, u32)> = self
            .bfs
            .order()
            .iter()
            .filter(|&&l| (l as usize) < self.candidates)
            .map(|&l| (l, self.bfs.dist(l as usize)))
            .collect();
        lits.sort_unstable();
        lits
    }

    fn path(&self, lit: usize) -> Vec<usize> {
        self.bfs.path(lit)
    }

    fn graph(&self) -> &Graph {
        &self.graph
    }

    /// Eureka notation: `(5)r1c2=(5)r1c7-(3)r1c7`.
    fn text(&self, path: &[usize], size: usize) -> String {
        chain_text(&self.graph, path, size)
    }
}

/// Forcing nets: the premise played out on a copy of the grid with naked and hidden singles.
pub(super) struct NetEngine<'g> {
    pub(super) grid: &'g Candidates,
    pub(super) graph: Arc<Graph>,
    pub(super) n: usize,
    /// Per house and digit: how many cells still hold it, in the grid.
    pub(super) base_counts: Vec<u32>,
    /// Per house: the digits placed, in the grid.
    pub(super) base_done: Vec<u32>,
    /// The same while a premise is played out, with each cell's candidates.
    pub(super) counts: Vec<u32>,
    pub(super) done: Vec<u32>,
    pub(super) cands: Vec<u32>,
    /// Each cell's placed digit as a mask (0 while empty).
    pub(super) placed: Vec<u32>,
    /// Singles to look at: a cell, or a house and digit.
    pub(super) queue: Vec<Single>,
    /// Whether a cell or a house lost its last candidate for something.
    pub(super) broken: bool,
    /// Per literal: the literal that led to it, its depth, and when it was reached.
    pub(super) parent: Vec<u32>,
    pub(super) depth: Vec<u32>,
    pub(super) when: Vec<u32>,
    pub(super) stamp: Vec<u32>,
    pub(super) generation: u32,
    pub(super) order: Vec<u32>,
    pub(super) premise: usize,
}

/// A place where a single may have appeared.
#[derive(Debug, Clone, Copy)]
pub(super) enum Single {
    /// A cell that may be down to one candidate.
    Naked(usize),
    /// A house where a digit may have one place left.
    Hidden(usize, usize),
}

impl<'g> NetEngine<'g> {
    pub(super) fn new(grid: &'g Candidates, graph: Arc<Graph>) -> NetEngine<'g> {
        let n = grid.size();
        let lits = graph.literal_count();
        let houses = grid.house_count();
        let base_counts = place_counts(grid);
        let mut base_done = vec![0; houses];
        for h in 0..houses {
            for &c in grid.house(h) {
                if let (Some(done), v @ 1..) = (base_done.get_mut(h), grid.value(c)) {
                    *done |= 1 << (v - 1);
                }
            }
        }
        NetEngine {
            grid,
            n,
            base_counts,
            base_done,
            counts: Vec::new(),
            done: Vec::new(),
            cands: Vec::new(),
            placed: Vec::new(),
            queue: Vec::new(),
            broken: false,
            parent: vec![0; lits],
            depth: vec![0; lits],
            when: vec![0; lits],
            stamp: vec![0; lits],
            generation: 0,
            order: Vec::new(),
            premise: 0,
            graph,
        }
    }

    pub(super) fn reached(&self, l: usize) -> bool {
        self.stamp.get(l) == Some(&self.generation)
    }

    /// Records `l` as reached from `from` (itself for the premise).
    pub(super) fn record(&mut self, l: usize, from: usize) {
        if l >= self.stamp.len() || self.reached(l) {
            return;
        }
        let depth = if from == l {
            0
        } else {
            self.depth.get(from).copied().unwrap_or(0) + 1
        };
        self.stamp[l] = self.generation;
        self.parent[l] = from as u32;
        self.depth[l] = depth;
        self.when[l] = self.order.len() as u32;
        self.order.push(l as u32);
    }

    /// Takes `d` out of `cell`, noting the singles that may follow.
    pub(super) fn eliminate(&mut self, cell: usize, d: usize, from: usize) {
        let Some(bits) = self.cands.get_mut(cell) else {
            return;
        };
        if *bits & (1 << d) == 0 {
            return;
        }
        *bits &= !(1 << d);
        let left = bits.count_ones();
        self.record(lit(cell * self.n + d, false), from);
        if self.placed.get(cell) == Some(&0) {
            match left {
                0 => self.broken = true,
                1 => self.queue.push(Single::Naked(cell)),
                _ => {}
            }
        }
        self.lose(cell, d);
    }

    /// One place fewer for `d` in the houses of `cell`.
    pub(super) fn lose(&mut self, cell: usize, d: usize) {
        for h in self.grid.houses_of(cell) {
            let placed = self.done.get(h).is_some_and(|&m| m & (1 << d) != 0);
            let Some(count) = self.counts.get_mut(h * self.n + d) else {
                continue;
            };
            *count = count.saturating_sub(1);
            match (*count, placed) {
                (0, false) => self.broken = true,
                (1, false) => self.queue.push(Single::Hidden(h, d)),
                _ => {}
            }
        }
    }

    pub(super) fn place(&mut self, cell: usize, d: usize, from: usize) {
        if self.placed.get(cell) != Some(&0) {
            return;
        }
        let on = lit(cell * self.n + d, true);
        self.record(on, from);
        if let Some(p) = self.placed.get_mut(cell) {
            *p = 1 << d;
        }
        for h in self.grid.houses_of(cell) {
            if let Some(done) = self.done.get_mut(h) {
                *done |= 1 << d;
            }
        }
        let bits = self.cands.get(cell).copied().unwrap_or(0);
        for other in ones(bits & !(1 << d)) {
            self.eliminate(cell, other, on);
        }
        if let Some(b) = self.cands.get_mut(cell) {
            *b = 0;
        }
        for peer in self.grid.peers(cell).iter() {
            self.eliminate(peer, d, on);
        }
    }

    /// The latest of these literals reached, or the premise.
    pub(super) fn latest(&self, lits: impl Iterator<Item = usize>) -> usize {
        lits.filter(|&l| self.reached(l))
            .max_by_key(|&l| self.when.get(l).copied().unwrap_or(0))
            .unwrap_or(self.premise)
    }

    /// Places the singles in the queue, and the ones they make, until none is left or the
    /// grid breaks (a cell without candidates, a digit without a place in a house).
    pub(super) fn singles(&mut self) {
        let grid = self.grid;
        let n = self.n;
        let mut head = 0;
        while let Some(&single) = self.queue.get(head) {
            head += 1;
            if self.broken {
                return;
            }
            match single {
                Single::Naked(cell) => {
                    let bits = self.cands.get(cell).copied().unwrap_or(0);
                    if self.placed.get(cell) != Some(&0) || bits.count_ones() != 1 {
                        continue;
                    }
                    let gone = ones(grid.bits(cell)).map(|x| lit(cell * n + x, false));
                    let from = self.latest(gone);
                    self.place(cell, bits.trailing_zeros() as usize, from);
                }
                Single::Hidden(h, d) => {
                    if self.done.get(h).is_some_and(|&m| m & (1 << d) != 0) {
                        continue;
                    }
                    let holds = |c: &&usize| self.cands.get(**c).is_some_and(|b| b & (1 << d) != 0);
                    let Some(&cell) = grid.house(h).iter().find(holds) else {
                        continue;
                    };
                    let gone = grid
                        .house(h)
                        .iter()
                        .filter(|&&c| c != cell && grid.has(c, d))
                        .map(|&c| lit(c * n + d, false));
                    let from = self.latest(gone);
                    self.place(cell, d, from);
                }
            }
        }
    }
}

impl Engine for NetEngine<'_> {
    fn follow(&mut self, premise: usize) -> Vec<(u32, u32)> {
        let grid = self.grid;
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.stamp.iter_mut().for_each(|s| *s = 0);
            self.generation = 1;
        }
        self.order.clear();
        self.queue.clear();
        self.broken = false;
        self.premise = premise;
        self.cands.clear();
        self.cands
            .extend((0..grid.cell_count()).map(|c| grid.bits(c)));
        self.placed.clear();
        self.placed
            .extend((0..grid.cell_count()).map(|c| match grid.value(c) {
                0 => 0,
                v => 1 << (v - 1),
            }));
        self.counts.clone_from(&self.base_counts);
        self.done.clone_from(&self.base_done);
        let node = node_of(premise);
        let (cell, d) = (node / self.n.max(1), node % self.n.max(1));
        if is_on(premise) {
            self.place(cell, d, premise);
        } else {
            self.eliminate(cell, d, premise);
        }
        self.singles();
        let mut lits: Vec<(u32, u32)> = self
            .order
            .iter()
            .map(|&l| (l, self.depth.get(l as usize).copied().unwrap_or(0)))
            .collect();
        lits.sort_unstable();
        lits
    }

    fn path(&self, lit: usize) -> Vec<usize> {
        let mut path = Vec::new();
        if !self.reached(lit) {
            return path;
        }
        let mut at = lit;
        path.push(at);
        while at != self.premise && path.len() <= self.order.len() {
            at = self.parent.get(at).copied().unwrap_or(0) as usize;
            path.push(at);
        }
        path.reverse();
        path
    }

    fn graph(&self) -> &Graph {
        &self.graph
    }

    /// The thread of consequences, each from the one before and perhaps others:
    /// `r1c2=5 -> r1c7<>5 -> r3c8=5`.
    fn text(&self, path: &[usize], size: usize) -> String {
        let n = self.n.max(1);
        let names: Vec<String> = path
            .iter()
            .map(|&l| {
                let (cell, d, placed) = effect_of(n, l);
                let op = if placed { "=" } else { "<>" };
                format!("{}{op}{}", cell_name(cell, size), Digit::from_index(d))
            })
            .collect();
        names.join(" -> ")
    }
}
