//! Breadth-first search over the implication graph from one premise, and the check that a
//! chain does not come back on itself.

use super::*;

/// A breadth-first search from one premise: every literal it implies, in the order found,
/// with the literal it came from. Reused from premise to premise without clearing.
pub(super) struct Bfs {
    pub(super) order: Vec<u32>,
    pub(super) slots: Vec<Slot>,
    pub(super) generation: u32,
    pub(super) premise: usize,
}

/// What a search knows of one literal.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Slot {
    /// The search that reached it last.
    pub(super) stamp: u32,
    /// The length of the path to it.
    pub(super) dist: u32,
    /// The literal it came from.
    pub(super) parent: u32,
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
    pub(super) fn slot(&self, lit: usize) -> Option<&Slot> {
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
pub(super) fn lasso_free(graph: &Graph, path: &[usize], aic: bool, strict: bool) -> bool {
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
