//! Forcing Chains and Forcing Nets, contradiction and verity.
//!
//! A premise (one candidate assumed true, or assumed false) is followed to everything it
//! implies. For a forcing *chain* every consequence follows along one chain of direct
//! inferences: the links of the chain techniques, over candidates and group nodes. For a
//! forcing *net* the premise is played out on a copy of the grid, placing
//! every naked and hidden single that appears, so a consequence may rest on several earlier
//! ones at once.
//!
//! - Contradiction: the premise makes a candidate both true and false, puts two digits in a
//!   cell or one digit twice in a house, or leaves a cell without candidates or a digit
//!   without a place in a house; so the premise is wrong.
//! - Verity: every candidate of a cell, every place of a digit in a house, or a candidate
//!   and its opposite all lead to the same result, which therefore holds.
//!
//! As in HoDoKu one step is kept per result (the one with the shortest chains), and a net is
//! reported only for results no forcing chain reaches.

use super::chains::{
    Bfs, Graph, Kind, add_chain, chain_text, is_on, lit, literal_text, node_of, shared_search,
};
use super::step::effects_sentence;
use super::{Candidates, CellSet, Role, Search, Step, Technique, cell_name, house_name};
use crate::board::{Digit, ones};
use std::collections::{BTreeMap, BTreeSet};

/// Whether this file has a finder for `technique`.
pub fn implemented(technique: Technique) -> bool {
    use Technique::*;
    matches!(
        technique,
        ForcingChainContradiction | ForcingChainVerity | ForcingNetContradiction | ForcingNetVerity
    )
}

/// Finds the steps of `technique`.
pub fn find(search: &mut Search, technique: Technique) {
    use Technique::*;
    let (net, verity) = match technique {
        ForcingChainContradiction => (false, false),
        ForcingChainVerity => (false, true),
        ForcingNetContradiction => (true, false),
        ForcingNetVerity => (true, true),
        _ => return,
    };
    let found = if net { nets(search) } else { chains(search) };
    let Some(found) = found else { return };
    for step in found
        .into_iter()
        .nth(usize::from(verity))
        .unwrap_or_default()
    {
        if search.push(step) {
            return;
        }
    }
}

/// Tags for [`shared_search`] (the chain techniques use 0 and 1).
const CHAIN_TAG: u8 = 2;
const NET_TAG: u8 = 3;

/// Forcing chain steps: contradictions, then verities.
fn chains(search: &Search) -> Option<Vec<Vec<Step>>> {
    shared_search(search, CHAIN_TAG, |search| {
        let mut engine = ChainEngine::new(search.grid);
        let found = analyse(search, &mut engine)?;
        Some(found.steps(search.grid, &mut engine, false))
    })
}

/// Forcing net steps: contradictions, then verities, less every result a chain reaches.
fn nets(search: &Search) -> Option<Vec<Vec<Step>>> {
    let by_chains: BTreeSet<Effect> = chains(search)?
        .iter()
        .flatten()
        .flat_map(effects_of)
        .collect();
    shared_search(search, NET_TAG, |search| {
        let mut engine = NetEngine::new(search.grid);
        let mut found = analyse(search, &mut engine)?;
        found.contradictions.retain(|e, _| !by_chains.contains(e));
        found.verities.retain(|e, _| !by_chains.contains(e));
        Some(found.steps(search.grid, &mut engine, true))
    })
}

/// A result: (cell, digit index, placed) — placed, or eliminated.
type Effect = (usize, usize, bool);

fn effects_of(step: &Step) -> Vec<Effect> {
    let placed = step.placements.iter().map(|&(c, d)| (c, d.index(), true));
    let gone = step
        .eliminations
        .iter()
        .map(|&(c, d)| (c, d.index(), false));
    placed.chain(gone).collect()
}

/// The result a literal states: a candidate placed (true) or eliminated (false).
fn effect_of(n: usize, l: usize) -> Effect {
    let node = node_of(l);
    (node / n.max(1), node % n.max(1), is_on(l))
}

// ---------------------------------------------------------------------------------------------
// Following premises
// ---------------------------------------------------------------------------------------------

/// Follows premises to their consequences.
trait Engine {
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
struct ChainEngine {
    graph: Graph,
    bfs: Bfs,
    candidates: usize,
}

impl ChainEngine {
    fn new(grid: &Candidates) -> ChainEngine {
        // Group nodes but no ALSs, as HoDoKu's solver does by default.
        let graph = Graph::new(grid, true, false);
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
struct NetEngine<'g> {
    grid: &'g Candidates,
    graph: Graph,
    n: usize,
    /// Per house and digit: how many cells still hold it, in the grid.
    base_counts: Vec<u32>,
    /// Per house: the digits placed, in the grid.
    base_done: Vec<u32>,
    /// The same while a premise is played out, with each cell's candidates.
    counts: Vec<u32>,
    done: Vec<u32>,
    cands: Vec<u32>,
    /// Each cell's placed digit as a mask (0 while empty).
    placed: Vec<u32>,
    /// Singles to look at: a cell, or a house and digit.
    queue: Vec<Single>,
    /// Whether a cell or a house lost its last candidate for something.
    broken: bool,
    /// Per literal: the literal that led to it, its depth, and when it was reached.
    parent: Vec<u32>,
    depth: Vec<u32>,
    when: Vec<u32>,
    stamp: Vec<u32>,
    generation: u32,
    order: Vec<u32>,
    premise: usize,
}

/// A place where a single may have appeared.
#[derive(Debug, Clone, Copy)]
enum Single {
    /// A cell that may be down to one candidate.
    Naked(usize),
    /// A house where a digit may have one place left.
    Hidden(usize, usize),
}

impl<'g> NetEngine<'g> {
    fn new(grid: &'g Candidates) -> NetEngine<'g> {
        let n = grid.size();
        let graph = Graph::new(grid, false, false);
        let lits = graph.literal_count();
        let houses = grid.house_count();
        let mut base_counts = vec![0; houses * n];
        let mut base_done = vec![0; houses];
        for h in 0..houses {
            for &c in grid.house(h) {
                for d in ones(grid.bits(c)) {
                    if let Some(count) = base_counts.get_mut(h * n + d) {
                        *count += 1;
                    }
                }
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

    fn reached(&self, l: usize) -> bool {
        self.stamp.get(l) == Some(&self.generation)
    }

    /// Records `l` as reached from `from` (itself for the premise).
    fn record(&mut self, l: usize, from: usize) {
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
    fn eliminate(&mut self, cell: usize, d: usize, from: usize) {
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
    fn lose(&mut self, cell: usize, d: usize) {
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

    fn place(&mut self, cell: usize, d: usize, from: usize) {
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
    fn latest(&self, lits: impl Iterator<Item = usize>) -> usize {
        lits.filter(|&l| self.reached(l))
            .max_by_key(|&l| self.when.get(l).copied().unwrap_or(0))
            .unwrap_or(self.premise)
    }

    /// Places the singles in the queue, and the ones they make, until none is left or the
    /// grid breaks (a cell without candidates, a digit without a place in a house).
    fn singles(&mut self) {
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

// ---------------------------------------------------------------------------------------------
// Contradictions and verities
// ---------------------------------------------------------------------------------------------

/// Why a premise fails.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Clash {
    /// A candidate both true and false.
    Both(usize, usize),
    /// Two digits true in one cell.
    TwoDigits(usize, usize, usize),
    /// One digit true in two cells of a house: house, digit, cells.
    Twice(usize, usize, usize, usize),
    /// Every candidate of a cell false.
    EmptyCell(usize),
    /// Every place of a digit in a house false: house, digit.
    EmptyHouse(usize, usize),
}

impl Clash {
    /// The literals that show the clash.
    fn literals(self, grid: &Candidates) -> Vec<usize> {
        let n = grid.size();
        match self {
            Clash::Both(c, d) => vec![lit(c * n + d, true), lit(c * n + d, false)],
            Clash::TwoDigits(c, a, b) => vec![lit(c * n + a, true), lit(c * n + b, true)],
            Clash::Twice(_, d, a, b) => vec![lit(a * n + d, true), lit(b * n + d, true)],
            Clash::EmptyCell(c) => ones(grid.bits(c)).map(|d| lit(c * n + d, false)).collect(),
            Clash::EmptyHouse(h, d) => grid
                .cells_with(d)
                .and(&grid.house_set(h))
                .iter()
                .map(|c| lit(c * n + d, false))
                .collect(),
        }
    }

    fn text(self, grid: &Candidates) -> String {
        let n = grid.size();
        let digit = |d: usize| Digit::from_index(d);
        match self {
            Clash::Both(c, d) => {
                format!(
                    "{} would be both {} and not {}",
                    cell_name(c, n),
                    digit(d),
                    digit(d)
                )
            }
            Clash::TwoDigits(c, a, b) => format!(
                "{} would hold both {} and {}",
                cell_name(c, n),
                digit(a),
                digit(b)
            ),
            Clash::Twice(h, d, _, _) => {
                format!("{} would appear twice in {}", digit(d), house_name(grid, h))
            }
            Clash::EmptyCell(c) => format!("{} would have no candidate left", cell_name(c, n)),
            Clash::EmptyHouse(h, d) => format!(
                "{} would have no place left in {}",
                digit(d),
                house_name(grid, h)
            ),
        }
    }
}

/// Finds clashes among the literals a premise reaches, by counting.
struct Clashes<'g> {
    grid: &'g Candidates,
    n: usize,
    /// Per house and digit: how many places the digit has.
    places: Vec<u32>,
    /// Per house and digit: the first cell (plus one) where the digit is true.
    first_on: Vec<u32>,
    /// Per house and digit: how many of its places are false.
    off_in_house: Vec<u32>,
    /// Per cell: the first digit (plus one) true in it.
    on_in_cell: Vec<u32>,
    /// Per cell: how many of its candidates are false.
    off_in_cell: Vec<u32>,
}

impl<'g> Clashes<'g> {
    fn new(grid: &'g Candidates) -> Clashes<'g> {
        let n = grid.size();
        let houses = grid.house_count();
        let mut places = vec![0; houses * n];
        for h in 0..houses {
            for &c in grid.house(h) {
                for d in ones(grid.bits(c)) {
                    if let Some(p) = places.get_mut(h * n + d) {
                        *p += 1;
                    }
                }
            }
        }
        Clashes {
            grid,
            n,
            first_on: vec![0; places.len()],
            off_in_house: vec![0; places.len()],
            places,
            on_in_cell: vec![0; grid.cell_count()],
            off_in_cell: vec![0; grid.cell_count()],
        }
    }

    /// The first clash among `lits` (sorted by literal), if any.
    fn find(&mut self, lits: &[(u32, u32)]) -> Option<Clash> {
        let (grid, n) = (self.grid, self.n.max(1));
        for v in [
            &mut self.first_on,
            &mut self.off_in_house,
            &mut self.on_in_cell,
            &mut self.off_in_cell,
        ] {
            v.iter_mut().for_each(|x| *x = 0);
        }
        let (mut both, mut two, mut twice) = (None, None, None);
        let mut previous = u32::MAX;
        for &(l, _) in lits {
            let (cell, d, on) = effect_of(n, l as usize);
            if on {
                if previous.wrapping_add(1) == l {
                    both = both.or(Some(Clash::Both(cell, d)));
                }
                match self.on_in_cell.get_mut(cell) {
                    Some(0) => self.on_in_cell[cell] = d as u32 + 1,
                    Some(&mut first) => {
                        two = two.or(Some(Clash::TwoDigits(cell, first as usize - 1, d)));
                    }
                    None => {}
                }
                for h in grid.houses_of(cell) {
                    match self.first_on.get_mut(h * n + d) {
                        Some(0) => self.first_on[h * n + d] = cell as u32 + 1,
                        Some(&mut first) => {
                            twice = twice.or(Some(Clash::Twice(h, d, first as usize - 1, cell)));
                        }
                        None => {}
                    }
                }
            } else {
                if let Some(count) = self.off_in_cell.get_mut(cell) {
                    *count += 1;
                }
                for h in grid.houses_of(cell) {
                    if let Some(count) = self.off_in_house.get_mut(h * n + d) {
                        *count += 1;
                    }
                }
            }
            previous = l;
        }
        if let Some(clash) = both.or(two).or(twice) {
            return Some(clash);
        }
        let offs = || {
            lits.iter()
                .map(|&(l, _)| effect_of(n, l as usize))
                .filter(|e| !e.2)
        };
        for (cell, _, _) in offs() {
            if self.off_in_cell.get(cell).copied() == Some(grid.bits(cell).count_ones())
                && self.on_in_cell.get(cell) == Some(&0)
            {
                return Some(Clash::EmptyCell(cell));
            }
        }
        for (cell, d, _) in offs() {
            for h in grid.houses_of(cell) {
                if self.off_in_house.get(h * n + d) == self.places.get(h * n + d) {
                    return Some(Clash::EmptyHouse(h, d));
                }
            }
        }
        None
    }
}

/// Why a result holds.
#[derive(Debug, Clone)]
enum Reason {
    /// The premise clashes.
    Clash(usize, Clash),
    /// Every one of these premises (one of which must hold) leads to the result.
    Verity(Vec<usize>, Alternatives),
}

/// What the premises of a verity cover.
#[derive(Debug, Clone, Copy)]
enum Alternatives {
    /// A candidate true and the same candidate false.
    Candidate(usize, usize),
    /// Every candidate of a cell.
    Cell(usize),
    /// Every place of a digit in a house.
    House(usize, usize),
}

/// The best reason found for each result, with its total chain length.
type Reasons = BTreeMap<Effect, (u32, Reason)>;

/// What a search found.
struct Analysis {
    contradictions: Reasons,
    verities: Reasons,
}

fn keep(reasons: &mut Reasons, effect: Effect, length: u32, reason: Reason) {
    if reasons.get(&effect).is_none_or(|(old, _)| *old > length) {
        reasons.insert(effect, (length, reason));
    }
}

/// Follows every premise, then looks for contradictions and verities. `None` if cancelled.
fn analyse(search: &Search, engine: &mut impl Engine) -> Option<Analysis> {
    let grid = search.grid;
    let n = grid.size();
    let mut found = Analysis {
        contradictions: Reasons::new(),
        verities: Reasons::new(),
    };
    // What each premise reaches (none if it clashes), for the verities.
    let mut reach_on: Vec<Option<Vec<(u32, u32)>>> = vec![None; grid.cell_count() * n];
    let mut reach_off = reach_on.clone();
    let mut clashes = Clashes::new(grid);
    for cell in grid.empty_cells() {
        for d in ones(grid.bits(cell)) {
            for on in [true, false] {
                if search.done() {
                    return None;
                }
                let premise = lit(cell * n + d, on);
                let lits = engine.follow(premise);
                match clashes.find(&lits) {
                    Some(clash) => {
                        let length: u32 = clash
                            .literals(grid)
                            .iter()
                            .map(|&l| distance(&lits, l))
                            .sum();
                        // The premise alone is no chain (a single states the same).
                        if length == 0 {
                            continue;
                        }
                        let effect = (cell, d, !on);
                        keep(
                            &mut found.contradictions,
                            effect,
                            length,
                            Reason::Clash(premise, clash),
                        );
                    }
                    None => {
                        let reach = if on { &mut reach_on } else { &mut reach_off };
                        if let Some(slot) = reach.get_mut(cell * n + d) {
                            *slot = Some(lits);
                        }
                    }
                }
            }
        }
    }
    let mut verity = |premises: Vec<usize>, alternatives: Alternatives, skip: CellSet| {
        let reaches: Option<Vec<&Vec<(u32, u32)>>> = premises
            .iter()
            .map(|&p| {
                let reach = if is_on(p) { &reach_on } else { &reach_off };
                reach.get(node_of(p)).and_then(Option::as_ref)
            })
            .collect();
        let Some(reaches) = reaches else { return };
        for (l, length) in common(&reaches) {
            let effect = effect_of(n, l);
            if skip.contains(effect.0) {
                continue;
            }
            let reason = Reason::Verity(premises.clone(), alternatives);
            keep(&mut found.verities, effect, length, reason);
        }
    };
    for cell in grid.empty_cells() {
        let own = CellSet::single(cell);
        for d in ones(grid.bits(cell)) {
            let premises = vec![lit(cell * n + d, true), lit(cell * n + d, false)];
            verity(premises, Alternatives::Candidate(cell, d), own);
        }
        let premises = ones(grid.bits(cell))
            .map(|d| lit(cell * n + d, true))
            .collect();
        verity(premises, Alternatives::Cell(cell), own);
    }
    for h in 0..grid.house_count() {
        for d in 0..n {
            let places = grid.cells_with(d).and(&grid.house_set(h));
            if places.len() < 2 {
                continue;
            }
            let premises = places.iter().map(|c| lit(c * n + d, true)).collect();
            verity(premises, Alternatives::House(h, d), places);
        }
    }
    Some(found)
}

/// The distance a premise's reach records for `l` (0 if absent).
fn distance(lits: &[(u32, u32)], l: usize) -> u32 {
    lits.binary_search_by_key(&l, |&(x, _)| x as usize)
        .ok()
        .and_then(|i| lits.get(i))
        .map_or(0, |&(_, d)| d)
}

/// The literals every list holds, with the sum of their distances.
fn common(lists: &[&Vec<(u32, u32)>]) -> Vec<(usize, u32)> {
    let Some((first, rest)) = lists.split_first() else {
        return Vec::new();
    };
    first
        .iter()
        .filter_map(|&(l, d)| {
            let mut total = d;
            for list in rest {
                let i = list.binary_search_by_key(&l, |&(x, _)| x).ok()?;
                total += list.get(i).map_or(0, |&(_, d)| d);
            }
            Some((l as usize, total))
        })
        .collect()
}

impl Analysis {
    /// The steps: contradictions, then verities.
    fn steps(&self, grid: &Candidates, engine: &mut impl Engine, net: bool) -> Vec<Vec<Step>> {
        let (contradiction, verity) = if net {
            (
                Technique::ForcingNetContradiction,
                Technique::ForcingNetVerity,
            )
        } else {
            (
                Technique::ForcingChainContradiction,
                Technique::ForcingChainVerity,
            )
        };
        [
            (contradiction, &self.contradictions),
            (verity, &self.verities),
        ]
        .into_iter()
        .map(|(technique, reasons)| {
            reasons
                .iter()
                .map(|(&effect, (_, reason))| step(grid, engine, technique, effect, reason))
                .collect()
        })
        .collect()
    }
}

/// The step for one result.
fn step(
    grid: &Candidates,
    engine: &mut impl Engine,
    technique: Technique,
    effect: Effect,
    reason: &Reason,
) -> Step {
    let n = grid.size();
    let (cell, d, placed) = effect;
    let mut step = Step::new(technique);
    if placed {
        step.placements.push((cell, Digit::from_index(d)));
    } else {
        step.eliminations.push((cell, Digit::from_index(d)));
    }
    let target = lit(cell * n + d, placed);
    let mut texts = Vec::new();
    match reason {
        Reason::Clash(premise, clash) => {
            engine.follow(*premise);
            for l in clash.literals(grid) {
                let path = engine.path(l);
                add_chain(grid, engine.graph(), &path, &mut step);
                texts.push(engine.text(&path, n));
            }
            mark_premise(&mut step, engine.graph(), *premise);
            if let Clash::Twice(h, ..) | Clash::EmptyHouse(h, _) = clash {
                add_house(&mut step, *h);
            }
            step.explanation = format!(
                "If {}: {}; then {}, so {}.",
                literal_text(engine.graph(), *premise, n),
                texts.join("; "),
                clash.text(grid),
                effects_sentence(&step, n)
            );
        }
        Reason::Verity(premises, alternatives) => {
            for &premise in premises {
                engine.follow(premise);
                let path = engine.path(target);
                add_chain(grid, engine.graph(), &path, &mut step);
                texts.push(engine.text(&path, n));
                mark_premise(&mut step, engine.graph(), premise);
            }
            let cases = match *alternatives {
                Alternatives::Candidate(c, x) => format!(
                    "{} is {} or it is not",
                    cell_name(c, n),
                    Digit::from_index(x)
                ),
                Alternatives::Cell(c) => format!(
                    "{} holds one of its candidates {}",
                    cell_name(c, n),
                    super::digit_list(ones(grid.bits(c)).map(Digit::from_index))
                ),
                Alternatives::House(h, x) => {
                    add_house(&mut step, h);
                    format!(
                        "{} goes in one of its places in {}",
                        Digit::from_index(x),
                        house_name(grid, h)
                    )
                }
            };
            step.explanation = format!(
                "Either way ({cases}) the chains lead to {}: {}; so {}.",
                literal_text(engine.graph(), target, n),
                texts.join("; "),
                effects_sentence(&step, n)
            );
        }
    }
    step
}

/// Marks a premise's candidate as the pattern's starting point.
fn mark_premise(step: &mut Step, graph: &Graph, premise: usize) {
    let node = node_of(premise);
    if graph.kind(node) != Kind::Cell {
        return;
    }
    let (cell, digit) = (graph.cell(node), Digit::from_index(graph.digit(node)));
    match step
        .marks
        .iter_mut()
        .find(|m| m.cell == cell && m.digit == digit)
    {
        Some(mark) => mark.role = Role::Pattern,
        None => step.marks.push(super::Mark {
            cell,
            digit,
            role: Role::Pattern,
        }),
    }
}

fn add_house(step: &mut Step, house: usize) {
    if !step.houses.contains(&house) {
        step.houses.push(house);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Grid, Shape};
    use crate::solver::{CancelToken, solve_one};
    use crate::techniques::steps_of;

    /// Hard puzzles: Easter Monster, AI Escargot, two rated 9.0 by Sudoku Explainer.
    const HARD: [&str; 4] = [
        "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
        "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
        "000500700095070006000002850100000907007010200908000005063800000700050640001004000",
        "900500007040060090003009500005000001060000080200000700006700100090020060800003004",
    ];

    fn grid(text: &str) -> Grid {
        let values: Vec<u8> = text
            .chars()
            .map(|c| c.to_digit(10).map_or(0, |d| d as u8))
            .collect();
        Grid::from_values(Shape::NINE, &values).unwrap()
    }

    /// Every step of `technique` in `puzzle`'s candidates, each checked against the solution.
    fn sound_steps(puzzle: &Grid, technique: Technique) -> usize {
        let solution = solve_one(puzzle, &CancelToken::new()).unwrap().unwrap();
        let grid = Candidates::from_grid(puzzle);
        let steps = steps_of(&grid, technique, &CancelToken::new()).unwrap();
        for step in &steps {
            assert!(
                !step.explanation.is_empty() && !step.links.is_empty(),
                "{step:?}"
            );
            for &(cell, digit) in &step.placements {
                let want = solution.values()[cell];
                assert_eq!(digit.get(), want, "{}: {}", step.line(9), step.explanation);
            }
            for &(cell, digit) in &step.eliminations {
                let want = solution.values()[cell];
                assert_ne!(digit.get(), want, "{}: {}", step.line(9), step.explanation);
            }
        }
        steps.len()
    }

    #[test]
    fn forcing_chains_and_nets_only_find_what_the_solution_agrees_with() {
        use Technique::*;
        let techniques = [
            ForcingChainContradiction,
            ForcingChainVerity,
            ForcingNetContradiction,
            ForcingNetVerity,
        ];
        let mut found = [0; 4];
        for puzzle in HARD {
            for (count, &technique) in found.iter_mut().zip(&techniques) {
                *count += sound_steps(&grid(puzzle), technique);
            }
        }
        assert!(found.iter().all(|&c| c > 0), "{found:?}");
    }

    #[test]
    fn forcing_never_panics_on_any_size_or_on_broken_grids() {
        use crate::board::DigitSet;
        use rand::SeedableRng;
        let mut rng = rand::rngs::StdRng::seed_from_u64(5);
        let mut grids = Vec::new();
        for shape in Shape::COMMON {
            let solution = crate::generator::random_solution(shape, &mut rng);
            let puzzle = crate::generator::random_puzzle(&solution, 0.5, &mut rng);
            grids.push(Candidates::from_grid(&puzzle));
        }
        let mut values = vec![0u8; 81];
        values[0] = 1;
        values[10] = 1;
        let broken = Grid::from_values(Shape::NINE, &values).unwrap();
        let mut marks = vec![DigitSet::full(9); 81];
        marks[40] = DigitSet::EMPTY;
        for mark in marks.iter_mut().skip(18).take(9) {
            mark.remove(Digit::from_index(4));
        }
        grids.push(Candidates::with_marks(&broken, Some(&marks)));
        let cancel = CancelToken::new();
        for cands in &grids {
            for technique in [
                Technique::ForcingChainContradiction,
                Technique::ForcingChainVerity,
                Technique::ForcingNetContradiction,
                Technique::ForcingNetVerity,
            ] {
                for step in steps_of(cands, technique, &cancel).unwrap() {
                    assert!(!step.is_empty() && !step.explanation.is_empty());
                }
            }
        }
    }
}
