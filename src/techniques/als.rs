//! Almost Locked Sets: ALS-XZ, ALS-XY-Wing, ALS-XY-Chain and Death Blossom, as HoDoKu defines
//! them.
//!
//! An almost locked set (ALS) is `n` cells of one house that hold `n + 1` digits between them
//! (a single bivalue cell is one). If one of its digits is taken away, the other `n` are locked
//! in it. A digit `x` is a restricted common of two ALSs when every `x` of one sees every `x`
//! of the other (and none is in both): then at most one of them holds `x`, and the other is
//! locked. The techniques chain that fact:
//!
//! - ALS-XZ: two ALSs with a restricted common; a digit `z` of both is in one of them, so it
//!   comes out of the cells that see all their `z`s. Doubly linked (two restricted commons):
//!   each ALS holds exactly one of them and all its other digits are locked.
//! - ALS-XY-Wing: ALSs A and B each linked to C by different restricted commons.
//! - ALS-XY-Chain: a longer chain of ALSs (three links or more); consecutive links use
//!   different digits. HoDoKu follows links only to ALSs later in its list; Shudu follows
//!   them both ways (so it finds every chain HoDoKu finds, and more). A chain never comes back
//!   to its start but may pass an ALS twice: every implication of the chain still holds.
//! - Death Blossom: a stem cell and, for each of its digits, an ALS whose copies of that digit
//!   all see the stem; a digit common to all these petals is in one of them.
//!
//! As in HoDoKu's search for all steps, ALS-XZ takes ALSs that do not overlap, and the other
//! three also take ALSs that overlap (never on a restricted common). ALSs have up to
//! [`MAX_ALS_CELLS`] cells, ALS chains up to [`MAX_CHAIN_LINKS`] links.

use super::step::effects_sentence;
use super::{
    Candidates, CellSet, Link, Mark, Node, Role, Search, Step, Technique, cell_list, digit_list,
};
use crate::board::{Digit, ones};
use std::collections::{HashMap, HashSet};

/// For each set of eliminations, the best pattern found for it: a number and a list (what
/// they are depends on the technique).
type Kept = HashMap<Vec<(usize, Digit)>, (usize, Vec<usize>)>;

/// The most cells an ALS may have (HoDoKu: 8, one less than a house of the classic board).
pub const MAX_ALS_CELLS: usize = 8;

/// The most links (restricted commons) of an ALS-XY-Chain (HoDoKu's limit when it lists all
/// steps).
pub const MAX_CHAIN_LINKS: usize = 6;

/// Whether this file has a finder for `technique`.
pub fn implemented(technique: Technique) -> bool {
    use Technique::*;
    matches!(technique, AlsXz | AlsXyWing | AlsXyChain | DeathBlossom)
}

/// Finds the steps of `technique`.
pub fn find(search: &mut Search, technique: Technique) {
    if !implemented(technique) {
        return;
    }
    let alses = collect(search.grid);
    if technique == Technique::DeathBlossom {
        death_blossom(search, &alses);
        return;
    }
    let links = restricted_commons(&alses, search.grid.cell_count());
    match technique {
        Technique::AlsXz => xz(search, &alses, &links),
        Technique::AlsXyWing => xy_wing(search, &alses, &links),
        _ => xy_chain(search, &alses, &links),
    }
}

/// One digit of an ALS: the ALS cells holding it, and the cells outside the ALS that hold it
/// and see all of those.
#[derive(Debug, Clone)]
struct DigitPart {
    digit: usize,
    cells: CellSet,
    seen: CellSet,
}

/// An almost locked set.
#[derive(Debug, Clone)]
struct Als {
    cells: CellSet,
    /// Its digits as bits.
    digits: u32,
    /// The house it was found in.
    house: usize,
    /// One entry per digit, smallest first.
    parts: Vec<DigitPart>,
    /// The digits whose copies some cell outside sees all of (`seen` not empty).
    reaching: u32,
}

impl Als {
    fn part(&self, d: usize) -> Option<&DigitPart> {
        let bit = 1u32.checked_shl(u32::try_from(d).ok()?)?;
        if self.digits & bit == 0 {
            return None;
        }
        // The parts are in digit order: the position is the count of smaller digits.
        self.parts
            .get((self.digits & (bit - 1)).count_ones() as usize)
    }

    /// The ALS cells holding digit `d`.
    fn cells_of(&self, d: usize) -> CellSet {
        self.part(d).map(|p| p.cells).unwrap_or_default()
    }

    /// The cells outside the ALS that hold `d` and see every `d` of the ALS.
    fn seen_of(&self, d: usize) -> CellSet {
        self.part(d).map(|p| p.seen).unwrap_or_default()
    }
}

/// Every ALS of the grid, each set of cells once (in the order of the first house that has
/// it: rows, columns, boxes).
fn collect(grid: &Candidates) -> Vec<Als> {
    let n = grid.size();
    let max = MAX_ALS_CELLS.min(n.saturating_sub(1));
    let mut found: Vec<(CellSet, u32, usize)> = Vec::new();
    let mut seen: HashSet<CellSet> = HashSet::new();
    for h in 0..grid.house_count() {
        let cells: Vec<usize> = grid
            .house(h)
            .iter()
            .copied()
            .filter(|&c| grid.value(c) == 0 && grid.bits(c) != 0)
            .collect();
        subsets(
            grid,
            &cells,
            0,
            max,
            CellSet::EMPTY,
            0,
            0,
            &mut |set, bits| {
                if seen.insert(set) {
                    found.push((set, bits, h));
                }
            },
        );
    }
    found
        .into_iter()
        .map(|(cells, digits, house)| {
            let parts: Vec<DigitPart> = ones(digits)
                .map(|d| {
                    let with = grid.cells_with(d);
                    let mine = cells.and(&with);
                    let seen = grid.seen_by_all(&mine).and(&with).minus(&cells);
                    DigitPart {
                        digit: d,
                        cells: mine,
                        seen,
                    }
                })
                .collect();
            let reaching = parts
                .iter()
                .filter(|p| !p.seen.is_empty())
                .fold(0, |m, p| m | 1 << p.digit);
            Als {
                cells,
                digits,
                house,
                parts,
                reaching,
            }
        })
        .collect()
}

/// Calls `found` with every subset of `cells[start..]` added to `set` (of `count` cells and
/// digits `bits`) that is an ALS of at most `max` cells.
#[allow(clippy::too_many_arguments)]
fn subsets(
    grid: &Candidates,
    cells: &[usize],
    start: usize,
    max: usize,
    set: CellSet,
    count: usize,
    bits: u32,
    found: &mut impl FnMut(CellSet, u32),
) {
    if count == max {
        return;
    }
    for (i, &cell) in cells.iter().enumerate().skip(start) {
        let union = bits | grid.bits(cell);
        // Digits never go away again: more than max + 1 can never become an ALS.
        if union.count_ones() as usize > max + 1 {
            continue;
        }
        let mut with = set;
        with.insert(cell);
        if union.count_ones() as usize == count + 2 {
            found(with, union);
        }
        subsets(grid, cells, i + 1, max, with, count + 1, union, found);
    }
}

/// For each cell and digit, the ALSs whose copies of the digit the cell holds and sees all of.
struct Seers {
    size: usize,
    lists: Vec<Vec<usize>>,
}

impl Seers {
    fn new(grid: &Candidates, alses: &[Als]) -> Seers {
        let size = grid.size();
        let mut lists = vec![Vec::new(); grid.cell_count() * size];
        for (i, als) in alses.iter().enumerate() {
            for part in &als.parts {
                for cell in part.seen.iter() {
                    if let Some(list) = lists.get_mut(cell * size + part.digit) {
                        list.push(i);
                    }
                }
            }
        }
        Seers { size, lists }
    }

    /// The ALSs whose copies of digit `d` cell `cell` sees (and holds `d`).
    fn of(&self, cell: usize, d: usize) -> &[usize] {
        self.lists
            .get(cell * self.size + d)
            .map_or(&[][..], Vec::as_slice)
    }
}

/// A restricted-common link from one ALS to another.
#[derive(Debug, Clone, Copy)]
struct Edge {
    /// The other ALS.
    to: usize,
    /// The restricted commons as digit bits (one or two).
    rc: u32,
    /// Whether the two ALSs share cells.
    overlap: bool,
}

/// For each ALS, its links to the others: every digit of both whose copies all see each
/// other, none of them in a shared cell. Pairs with more than two such digits (impossible in
/// a grid with a solution) are left out.
fn restricted_commons(alses: &[Als], cell_count: usize) -> Vec<Vec<Edge>> {
    // The ALSs holding each cell: a partner of an ALS has a cell that sees all of its copies
    // of some digit.
    let mut holding: Vec<Vec<usize>> = vec![Vec::new(); cell_count];
    for (i, als) in alses.iter().enumerate() {
        for cell in als.cells.iter() {
            if let Some(list) = holding.get_mut(cell) {
                list.push(i);
            }
        }
    }
    let mut edges: Vec<Vec<Edge>> = vec![Vec::new(); alses.len()];
    let mut stamp = vec![usize::MAX; alses.len()];
    for (i, a) in alses.iter().enumerate() {
        let reach = a.parts.iter().fold(CellSet::EMPTY, |r, p| r.or(&p.seen));
        for cell in reach.iter() {
            for &j in holding.get(cell).map_or(&[][..], Vec::as_slice) {
                if j <= i || stamp.get(j) == Some(&i) {
                    continue;
                }
                if let Some(s) = stamp.get_mut(j) {
                    *s = i;
                }
                let Some(b) = alses.get(j) else { continue };
                let Some(rc) = restricted(a, b) else { continue };
                let overlap = a.cells.intersects(&b.cells);
                if let Some(list) = edges.get_mut(i) {
                    list.push(Edge { to: j, rc, overlap });
                }
                if let Some(list) = edges.get_mut(j) {
                    list.push(Edge { to: i, rc, overlap });
                }
            }
        }
    }
    edges
}

/// The restricted commons of two ALSs as digit bits, if there are one or two.
fn restricted(a: &Als, b: &Als) -> Option<u32> {
    let common = a.digits & b.digits & a.reaching & b.reaching;
    if common == 0 {
        return None;
    }
    let shared = a.cells.and(&b.cells);
    let mut rc = 0u32;
    for d in ones(common) {
        let (ca, cb) = (a.cells_of(d), b.cells_of(d));
        if !ca.or(&cb).intersects(&shared) && cb.is_subset(&a.seen_of(d)) {
            rc |= 1 << d;
        }
    }
    (rc != 0 && rc.count_ones() <= 2).then_some(rc)
}

/// The eliminations of digits `zs` common to two ALSs, one of which holds each of them: from
/// every cell that sees all the copies in both.
fn common_eliminations(a: &Als, b: &Als, zs: u32, out: &mut Vec<(usize, Digit)>) {
    for z in ones(a.digits & b.digits & zs) {
        let cells = a.seen_of(z).and(&b.seen_of(z));
        out.extend(cells.iter().map(|c| (c, Digit::from_index(z))));
    }
}

/// `r1c2, r1c5 {147}`: an ALS for sentences.
fn als_text(als: &Als, size: usize) -> String {
    let digits: String = ones(als.digits)
        .map(|d| Digit::from_index(d).to_string())
        .collect::<Vec<_>>()
        .join(if size > 9 { "," } else { "" });
    format!("{} {{{digits}}}", cell_list(als.cells.iter(), size))
}

/// The digits a step eliminates, as bits.
fn eliminated(step: &Step) -> u32 {
    step.eliminations
        .iter()
        .fold(0, |m, &(_, d)| m | 1 << d.index())
}

/// Digits of a mask as `3`, `3 and 7`.
fn digit_words(bits: u32) -> String {
    digit_list(ones(bits).map(Digit::from_index))
}

/// Marks every candidate of `als` as group `group`, and its restricted commons `rc` as
/// pattern candidates.
fn mark_als(step: &mut Step, grid: &Candidates, als: &Als, group: usize, rc: u32) {
    let group = u8::try_from(group).unwrap_or(u8::MAX);
    for cell in als.cells.iter() {
        for d in ones(grid.bits(cell)) {
            let role = if rc & (1 << d) != 0 {
                Role::Pattern
            } else {
                Role::Group(group)
            };
            step.marks.push(Mark {
                cell,
                digit: Digit::from_index(d),
                role,
            });
        }
    }
}

/// Adds the weak links of restricted commons `rc` from ALS `a` to ALS `b`.
fn link_als(step: &mut Step, a: &Als, b: &Als, rc: u32) {
    for d in ones(rc) {
        step.links.push(Link {
            from: Node {
                cells: a.cells_of(d).to_vec(),
                digit: Digit::from_index(d),
            },
            to: Node {
                cells: b.cells_of(d).to_vec(),
                digit: Digit::from_index(d),
            },
            strong: false,
        });
    }
}

/// Adds the houses of `alses` to the step, each once.
fn add_houses(step: &mut Step, alses: &[&Als]) {
    for als in alses {
        if !step.houses.contains(&als.house) {
            step.houses.push(als.house);
        }
    }
}

fn xz(search: &mut Search, alses: &[Als], links: &[Vec<Edge>]) {
    let grid = search.grid;
    let n = grid.size();
    for (i, a) in alses.iter().enumerate() {
        for edge in links.get(i).map_or(&[][..], Vec::as_slice) {
            if edge.to <= i || edge.overlap {
                continue;
            }
            let Some(b) = alses.get(edge.to) else {
                continue;
            };
            let doubly = edge.rc.count_ones() == 2;
            let mut elims = Vec::new();
            // Doubly linked, each restricted common acts as the other's z.
            let zs = if doubly { u32::MAX } else { !edge.rc };
            common_eliminations(a, b, zs, &mut elims);
            if doubly {
                for (x, y) in [(a, b), (b, a)] {
                    for d in ones(x.digits & !edge.rc) {
                        let cells = x.seen_of(d).minus(&y.cells);
                        elims.extend(cells.iter().map(|c| (c, Digit::from_index(d))));
                    }
                }
            }
            if elims.is_empty() {
                continue;
            }
            let mut step = Step::new(Technique::AlsXz);
            step.eliminations = elims;
            add_houses(&mut step, &[a, b]);
            mark_als(&mut step, grid, a, 0, edge.rc);
            mark_als(&mut step, grid, b, 1, edge.rc);
            link_als(&mut step, a, b, edge.rc);
            let effects = effects_sentence(&step, n);
            step.explanation = if doubly {
                format!(
                    "The almost locked sets {} and {} share the restricted commons {} (each copy \
                     in one sees every copy in the other), so each set holds exactly one of them \
                     and all its other digits are locked in it: {effects}.",
                    als_text(a, n),
                    als_text(b, n),
                    digit_words(edge.rc)
                )
            } else {
                format!(
                    "The almost locked sets {} and {} share the restricted common {} (every {} \
                     of one sees every {} of the other), so at most one of them holds it and \
                     the other is locked: {} must be in one of the two sets, so {effects}.",
                    als_text(a, n),
                    als_text(b, n),
                    digit_words(edge.rc),
                    digit_words(edge.rc),
                    digit_words(edge.rc),
                    digit_words(eliminated(&step))
                )
            };
            if search.push(step) {
                return;
            }
        }
    }
}

fn xy_wing(search: &mut Search, alses: &[Als], links: &[Vec<Edge>]) {
    let grid = search.grid;
    let n = grid.size();
    for (ci, c) in alses.iter().enumerate() {
        let edges = links.get(ci).map_or(&[][..], Vec::as_slice);
        for (k, e1) in edges.iter().enumerate() {
            for e2 in edges.iter().skip(k + 1) {
                if e1.to == e2.to || (e1.rc == e2.rc && e1.rc.count_ones() == 1) {
                    continue;
                }
                let (Some(a), Some(b)) = (alses.get(e1.to), alses.get(e2.to)) else {
                    continue;
                };
                let zs = a.digits & b.digits & !(e1.rc | e2.rc) & a.reaching & b.reaching;
                if zs == 0 || a.cells.is_subset(&b.cells) || b.cells.is_subset(&a.cells) {
                    continue;
                }
                let mut elims = Vec::new();
                common_eliminations(a, b, zs, &mut elims);
                if elims.is_empty() {
                    continue;
                }
                let mut step = Step::new(Technique::AlsXyWing);
                step.eliminations = elims;
                add_houses(&mut step, &[a, b, c]);
                mark_als(&mut step, grid, a, 0, e1.rc);
                mark_als(&mut step, grid, b, 1, e2.rc);
                mark_als(&mut step, grid, c, 2, e1.rc | e2.rc);
                link_als(&mut step, a, c, e1.rc);
                link_als(&mut step, c, b, e2.rc);
                let effects = effects_sentence(&step, n);
                step.explanation = format!(
                    "The almost locked set {} cannot lack both {} (its restricted common with \
                     {}) and {} (its restricted common with {}), so one of those two sets is \
                     locked and {} is in one of them: {effects}.",
                    als_text(c, n),
                    digit_words(e1.rc),
                    als_text(a, n),
                    digit_words(e2.rc),
                    als_text(b, n),
                    digit_words(eliminated(&step)),
                );
                if search.push(step) {
                    return;
                }
            }
        }
    }
}

/// The digits a chain link may use after a link that used `previous`: its restricted commons
/// less the digit that link put in its ALS. After a link that used two digits HoDoKu takes
/// away only the first of them (that chain is already contradictory, so any continuation
/// proves its end); Shudu does the same.
fn next_digits(rc: u32, previous: u32) -> u32 {
    if previous.count_ones() >= 2 {
        rc & !(previous & previous.wrapping_neg())
    } else {
        rc & !previous
    }
}

/// The states of the ALS chain search: an ALS reached by a link that used some digits, and
/// the states the next link can reach from it.
struct ChainGraph {
    /// Each state's ALS and the digits of the link into it.
    states: Vec<(usize, u32)>,
    /// Each ALS's states: (digits, state).
    of_als: Vec<Vec<(u32, usize)>>,
    /// The states each state leads to.
    next: Vec<Vec<usize>>,
    /// The states that lead to each state.
    prev: Vec<Vec<usize>>,
}

impl ChainGraph {
    fn new(alses: &[Als], links: &[Vec<Edge>]) -> ChainGraph {
        let mut graph = ChainGraph {
            states: Vec::new(),
            of_als: vec![Vec::new(); alses.len()],
            next: Vec::new(),
            prev: Vec::new(),
        };
        // A link into an ALS can use any non-empty part of its restricted commons.
        for edges in links {
            for edge in edges {
                let rc = edge.rc;
                let low = rc & rc.wrapping_neg();
                for used in [low, rc & !low, rc] {
                    if used != 0 && graph.find(edge.to, used).is_none() {
                        let id = graph.states.len();
                        if let Some(list) = graph.of_als.get_mut(edge.to) {
                            list.push((used, id));
                            graph.states.push((edge.to, used));
                        }
                    }
                }
            }
        }
        graph.next = graph
            .states
            .iter()
            .map(|&(als, last)| {
                links
                    .get(als)
                    .map_or(&[][..], Vec::as_slice)
                    .iter()
                    .filter_map(|edge| {
                        let used = next_digits(edge.rc, last);
                        (used != 0).then(|| graph.find(edge.to, used)).flatten()
                    })
                    .collect()
            })
            .collect();
        graph.prev = vec![Vec::new(); graph.states.len()];
        for (s, next) in graph.next.iter().enumerate() {
            for &t in next {
                if let Some(list) = graph.prev.get_mut(t) {
                    list.push(s);
                }
            }
        }
        graph
    }

    /// The state of `als` entered by a link that used `digits`.
    fn find(&self, als: usize, digits: u32) -> Option<usize> {
        self.of_als
            .get(als)?
            .iter()
            .find(|&&(d, _)| d == digits)
            .map(|&(_, id)| id)
    }

    fn als_of(&self, state: usize) -> usize {
        self.states.get(state).map_or(usize::MAX, |s| s.0)
    }

    fn digits_of(&self, state: usize) -> u32 {
        self.states.get(state).map_or(0, |s| s.1)
    }
}

/// Words of a block of chain sources: 512 (start ALS, first digit) pairs are followed at once,
/// one bit each.
const BLOCK_WORDS: usize = 8;

/// A set of sources of one block.
type Sources = [u64; BLOCK_WORDS];

fn bit_set(bits: &mut Sources, k: usize) {
    if let Some(w) = bits.get_mut(k / 64) {
        *w |= 1 << (k % 64);
    }
}

/// The set bits of a source bit set, smallest first.
fn bits_of(bits: &Sources) -> impl Iterator<Item = usize> + '_ {
    bits.iter()
        .enumerate()
        .flat_map(|(i, &word)| ones(word).map(move |b| i * 64 + b))
}

/// The ALS-XY-Chain search: for every start ALS and first digit (a source), which states
/// chains of each length reach. Chains never come back to their start; they may pass an ALS
/// twice (every implication still holds), though the chain shown avoids that where it can.
struct ChainSearch<'a> {
    alses: &'a [Als],
    links: &'a [Vec<Edge>],
    graph: ChainGraph,
    /// For each start ALS, the end ALSs with the digits they could remove together:
    /// (end, digits), by end.
    targets: Vec<Vec<(usize, u32)>>,
    /// The shortest chain found for each set of eliminations: (start, states).
    best: Kept,
}

impl ChainSearch<'_> {
    fn target(&self, start: usize, end: usize) -> u32 {
        self.targets.get(start).map_or(0, |list| {
            list.binary_search_by_key(&end, |t| t.0)
                .ok()
                .and_then(|i| list.get(i))
                .map_or(0, |t| t.1)
        })
    }

    /// Follows the sources of one block; stops at the first chain if `first_only`.
    fn block(&mut self, sources: &[(usize, usize)], first_only: bool) {
        let count = self.graph.states.len();
        let mut barred = vec![[0u64; BLOCK_WORDS]; self.alses.len()];
        let mut wanted = vec![[0u64; BLOCK_WORDS]; self.alses.len()];
        let mut first = vec![[0u64; BLOCK_WORDS]; count];
        let mut frontier = Vec::new();
        for (k, &(start, f)) in sources.iter().enumerate() {
            if let Some(bits) = barred.get_mut(start) {
                bit_set(bits, k);
            }
            for &(end, zs) in self.targets.get(start).map_or(&[][..], Vec::as_slice) {
                if zs & !(1 << f) != 0
                    && let Some(bits) = wanted.get_mut(end)
                {
                    bit_set(bits, k);
                }
            }
            for edge in self.links.get(start).map_or(&[][..], Vec::as_slice) {
                if edge.rc & (1 << f) == 0 {
                    continue;
                }
                if let Some(s) = self.graph.find(edge.to, 1 << f)
                    && let Some(bits) = first.get_mut(s)
                {
                    if bits.iter().all(|&w| w == 0) {
                        frontier.push(s);
                    }
                    bit_set(bits, k);
                }
            }
        }
        let mut reported = vec![[0u64; BLOCK_WORDS]; count];
        let mut layers = vec![first];
        for length in 2..=MAX_CHAIN_LINKS {
            let Some(prev) = layers.last() else { break };
            let mut next = vec![[0u64; BLOCK_WORDS]; count];
            let mut reached = Vec::new();
            for &s in &frontier {
                let Some(from) = prev.get(s) else { continue };
                for &t in self.graph.next.get(s).map_or(&[][..], Vec::as_slice) {
                    if let Some(to) = next.get_mut(t) {
                        if to.iter().all(|&w| w == 0) {
                            reached.push(t);
                        }
                        for (a, b) in to.iter_mut().zip(from) {
                            *a |= b;
                        }
                    }
                }
            }
            // A chain never returns to its start.
            reached.retain(|&t| {
                let bar = barred
                    .get(self.graph.als_of(t))
                    .copied()
                    .unwrap_or_default();
                next.get_mut(t).is_some_and(|to| {
                    for (a, b) in to.iter_mut().zip(&bar) {
                        *a &= !b;
                    }
                    to.iter().any(|&w| w != 0)
                })
            });
            layers.push(next);
            if length >= 3 {
                for &t in &reached {
                    let end = self.graph.als_of(t);
                    let last = self.graph.digits_of(t);
                    let mut new = [0u64; BLOCK_WORDS];
                    if let (Some(l), Some(w), Some(r)) = (
                        layers.last().and_then(|l| l.get(t)),
                        wanted.get(end),
                        reported.get_mut(t),
                    ) {
                        for i in 0..BLOCK_WORDS {
                            if let (Some(n), Some(&a), Some(&b), Some(c)) =
                                (new.get_mut(i), l.get(i), w.get(i), r.get_mut(i))
                            {
                                *n = a & b & !*c;
                                *c |= *n;
                            }
                        }
                    }
                    for k in bits_of(&new) {
                        let Some(&(start, f)) = sources.get(k) else {
                            continue;
                        };
                        let zs = self.target(start, end) & !(1 << f) & !last;
                        if zs == 0 {
                            continue;
                        }
                        self.record(start, k, t, zs, &layers);
                        if first_only && !self.best.is_empty() {
                            return;
                        }
                    }
                }
            }
            frontier = reached;
        }
    }

    /// Keeps the chain of source `k` from `start` to state `end` (the last of `layers`) if its
    /// eliminations are new or it is shorter.
    fn record(&mut self, start: usize, k: usize, end: usize, zs: u32, layers: &[Vec<Sources>]) {
        let (Some(a), Some(b)) = (
            self.alses.get(start),
            self.alses.get(self.graph.als_of(end)),
        ) else {
            return;
        };
        let mut elims = Vec::new();
        common_eliminations(a, b, zs, &mut elims);
        if elims.is_empty() {
            return;
        }
        elims.sort();
        if self
            .best
            .get(&elims)
            .is_some_and(|(_, old)| old.len() <= layers.len())
        {
            return;
        }
        // Back from the end: a state of the layer before that leads here and carries k,
        // preferring one whose ALS is not in the chain yet.
        let has = |layer: usize, s: usize| {
            layers
                .get(layer)
                .and_then(|l| l.get(s))
                .and_then(|bits| bits.get(k / 64))
                .is_some_and(|w| w & (1 << (k % 64)) != 0)
        };
        let mut path = vec![end];
        let mut used = vec![start, self.graph.als_of(end)];
        let mut current = end;
        for layer in (0..layers.len().saturating_sub(1)).rev() {
            let before: Vec<usize> = self
                .graph
                .prev
                .get(current)
                .map_or(&[][..], Vec::as_slice)
                .iter()
                .copied()
                .filter(|&p| has(layer, p))
                .collect();
            let pick = before
                .iter()
                .copied()
                .find(|&p| !used.contains(&self.graph.als_of(p)))
                .or_else(|| before.first().copied());
            let Some(p) = pick else { return };
            used.push(self.graph.als_of(p));
            path.push(p);
            current = p;
        }
        path.reverse();
        self.best.insert(elims, (start, path));
    }
}

fn xy_chain(search: &mut Search, alses: &[Als], links: &[Vec<Edge>]) {
    let grid = search.grid;
    let seers = Seers::new(grid, alses);
    let mut chains = ChainSearch {
        alses,
        links,
        graph: ChainGraph::new(alses, links),
        targets: vec![Vec::new(); alses.len()],
        best: HashMap::new(),
    };
    // The sources: start ALSs that share with some other ALS a digit whose copies a cell sees
    // in both, with each digit a first link can use.
    let mut sources = Vec::new();
    let mut mask = vec![0u32; alses.len()];
    for (start, a) in alses.iter().enumerate() {
        let mut ends = Vec::new();
        for part in &a.parts {
            for cell in part.seen.iter() {
                for &e in seers.of(cell, part.digit) {
                    if e == start {
                        continue;
                    }
                    if let Some(m) = mask.get_mut(e) {
                        if *m == 0 {
                            ends.push(e);
                        }
                        *m |= 1 << part.digit;
                    }
                }
            }
        }
        if ends.is_empty() {
            continue;
        }
        ends.sort_unstable();
        let list: Vec<(usize, u32)> = ends
            .iter()
            .map(|&e| (e, mask.get(e).copied().unwrap_or(0)))
            .collect();
        for &e in &ends {
            if let Some(m) = mask.get_mut(e) {
                *m = 0;
            }
        }
        let all: u32 = list.iter().fold(0, |m, t| m | t.1);
        let firsts = links
            .get(start)
            .map_or(&[][..], Vec::as_slice)
            .iter()
            .fold(0, |m, e| m | e.rc);
        for f in ones(firsts) {
            // The first link's digit cannot be the one removed.
            if all & !(1 << f) != 0 {
                sources.push((start, f));
            }
        }
        if let Some(t) = chains.targets.get_mut(start) {
            *t = list;
        }
    }
    for block in sources.chunks(BLOCK_WORDS * 64) {
        if search.done() {
            return;
        }
        chains.block(block, search.first_only);
        if search.first_only && !chains.best.is_empty() {
            break;
        }
    }
    let mut found: Vec<_> = chains.best.into_iter().collect();
    found.sort_by(|x, y| (x.1.1.len(), &x.0).cmp(&(y.1.1.len(), &y.0)));
    for (elims, (start, path)) in found {
        let path: Vec<(usize, u32)> = path
            .iter()
            .filter_map(|&s| chains.graph.states.get(s).copied())
            .collect();
        if search.push(chain_step(grid, alses, start, &path, elims)) {
            return;
        }
    }
}

fn chain_step(
    grid: &Candidates,
    alses: &[Als],
    start: usize,
    path: &[(usize, u32)],
    elims: Vec<(usize, Digit)>,
) -> Step {
    let n = grid.size();
    let mut step = Step::new(Technique::AlsXyChain);
    step.eliminations = elims;
    let chain: Vec<&Als> = std::iter::once(start)
        .chain(path.iter().map(|&(i, _)| i))
        .filter_map(|i| alses.get(i))
        .collect();
    add_houses(&mut step, &chain);
    for (k, als) in chain.iter().enumerate() {
        let into = k
            .checked_sub(1)
            .and_then(|j| path.get(j))
            .map_or(0, |p| p.1);
        let out = path.get(k).map_or(0, |p| p.1);
        mark_als(&mut step, grid, als, k, into | out);
    }
    for (pair, &(_, rc)) in chain.windows(2).zip(path) {
        if let [a, b] = pair {
            link_als(&mut step, a, b, rc);
        }
    }
    let zs = eliminated(&step);
    let steps: Vec<String> = chain
        .iter()
        .zip(std::iter::once(0).chain(path.iter().map(|p| p.1)))
        .map(|(als, rc)| {
            if rc == 0 {
                als_text(als, n)
            } else {
                format!("-{}- {}", digit_words(rc), als_text(als, n))
            }
        })
        .collect();
    let effects = effects_sentence(&step, n);
    step.explanation = format!(
        "In the chain of almost locked sets {} each link is a restricted common, so if the \
         first set lacks {z} it is locked, takes the link's digit from the next set, which is \
         then locked in turn, down to the last set, which then holds {z}: {z} is in the first \
         set or the last, so {effects}.",
        steps.join(" "),
        z = digit_words(zs),
    );
    step
}

/// What the Death Blossom search keeps for one stem cell.
struct Blossom<'a> {
    alses: &'a [Als],
    /// The stem's digits, smallest first, with the ALSs each may use as petal.
    petals_for: Vec<(usize, Vec<usize>)>,
    /// The chosen petal for each digit in `petals_for`.
    chosen: Vec<usize>,
    /// The stem's digits as bits.
    stem_digits: u32,
    /// The shortest blossom (fewest petal cells) for each set of eliminations.
    best: Kept,
    first_only: bool,
}

impl Blossom<'_> {
    /// Chooses petals from level `k` on; `common` are the digits every chosen petal has (and
    /// the stem has not), `reach[z]` the cells that see every `z` of every chosen petal.
    fn grow(&mut self, k: usize, common: u32, reach: &[CellSet]) {
        if self.first_only && !self.best.is_empty() {
            return;
        }
        let Some((_, candidates)) = self.petals_for.get(k) else {
            self.finish(common, reach);
            return;
        };
        let candidates = candidates.clone();
        for petal in candidates {
            let Some(als) = self.alses.get(petal) else {
                continue;
            };
            let next = common & als.digits;
            let mut next_reach = reach.to_vec();
            let mut alive = 0u32;
            for z in ones(next) {
                if let Some(cells) = next_reach.get_mut(z) {
                    *cells = if k == 0 {
                        als.seen_of(z)
                    } else {
                        cells.and(&als.seen_of(z))
                    };
                    if !cells.is_empty() {
                        alive |= 1 << z;
                    }
                }
            }
            if alive == 0 {
                continue;
            }
            if let Some(slot) = self.chosen.get_mut(k) {
                *slot = petal;
            }
            self.grow(k + 1, alive, &next_reach);
        }
    }

    fn finish(&mut self, common: u32, reach: &[CellSet]) {
        let mut elims = Vec::new();
        for z in ones(common & !self.stem_digits) {
            if let Some(cells) = reach.get(z) {
                elims.extend(cells.iter().map(|c| (c, Digit::from_index(z))));
            }
        }
        if elims.is_empty() {
            return;
        }
        elims.sort();
        let size: usize = self
            .chosen
            .iter()
            .filter_map(|&p| self.alses.get(p))
            .map(|a| a.cells.len())
            .sum();
        let smaller = self.best.get(&elims).is_none_or(|(old, _)| *old > size);
        if smaller {
            self.best.insert(elims, (size, self.chosen.clone()));
        }
    }
}

fn death_blossom(search: &mut Search, alses: &[Als]) {
    let grid = search.grid;
    let n = grid.size();
    let seers = Seers::new(grid, alses);
    let cells: Vec<usize> = grid.empty_cells().collect();
    for stem in cells {
        if search.done() {
            return;
        }
        let bits = grid.bits(stem);
        let petals_for: Vec<(usize, Vec<usize>)> = ones(bits)
            .map(|d| (d, seers.of(stem, d).to_vec()))
            .collect();
        if bits.count_ones() < 2 || petals_for.iter().any(|(_, list)| list.is_empty()) {
            continue;
        }
        let mut blossom = Blossom {
            alses,
            chosen: vec![0; petals_for.len()],
            petals_for,
            stem_digits: bits,
            best: HashMap::new(),
            first_only: search.first_only,
        };
        blossom.grow(0, !bits, &vec![CellSet::EMPTY; n]);
        let mut found: Vec<_> = blossom.best.into_iter().collect();
        found.sort();
        for (elims, (_, chosen)) in found {
            let step = blossom_step(grid, alses, stem, &blossom.petals_for, &chosen, elims);
            if search.push(step) {
                return;
            }
        }
    }
}

fn blossom_step(
    grid: &Candidates,
    alses: &[Als],
    stem: usize,
    petals_for: &[(usize, Vec<usize>)],
    chosen: &[usize],
    elims: Vec<(usize, Digit)>,
) -> Step {
    let n = grid.size();
    let mut step = Step::new(Technique::DeathBlossom);
    step.eliminations = elims;
    let stem_node = |d: usize| Node {
        cells: vec![stem],
        digit: Digit::from_index(d),
    };
    for d in ones(grid.bits(stem)) {
        step.marks.push(Mark {
            cell: stem,
            digit: Digit::from_index(d),
            role: Role::Pattern,
        });
    }
    step.houses = grid.houses_of(stem).to_vec();
    let mut petal_texts = Vec::new();
    for (k, (&(d, _), &petal)) in petals_for.iter().zip(chosen).enumerate() {
        let Some(als) = alses.get(petal) else {
            continue;
        };
        add_houses(&mut step, &[als]);
        mark_als(&mut step, grid, als, k, 1 << d);
        step.links.push(Link {
            from: stem_node(d),
            to: Node {
                cells: als.cells_of(d).to_vec(),
                digit: Digit::from_index(d),
            },
            strong: false,
        });
        petal_texts.push(format!("{} for {}", als_text(als, n), Digit::from_index(d)));
    }
    let zs = eliminated(&step);
    let effects = effects_sentence(&step, n);
    step.explanation = format!(
        "Whichever digit the stem cell {} takes, it takes it from one of the almost locked sets \
         {}, whose copies of that digit all see the stem; that set is then locked and holds {}, \
         which every one of them has: {effects}.",
        super::cell_name(stem, n),
        petal_texts.join(", "),
        digit_words(zs)
    );
    step
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::board::{Grid, Shape};
    use crate::solver::{CancelToken, solve_one};
    use crate::techniques::steps_of;

    /// A grid from 81 digits (0 empty) with candidates from the givens, and its solution.
    pub(in crate::techniques) fn grid(text: &str) -> (Candidates, Grid) {
        let values: Vec<u8> = text
            .bytes()
            .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
            .collect();
        let puzzle =
            Grid::from_values(Shape::NINE, &values).unwrap_or_else(|_| Grid::empty(Shape::NINE));
        let solution = solve_one(&puzzle, &CancelToken::new())
            .ok()
            .flatten()
            .unwrap_or_else(|| Grid::empty(Shape::NINE));
        (Candidates::from_grid(&puzzle), solution)
    }

    /// Hard puzzles (Sudoku Explainer 6.6 and Arto Inkala's), each with one solution.
    const PUZZLES: [&str; 9] = [
        "000000000560000032230040079000060000070501090000708000053000920009806500700000004",
        "000080000002000500000702000500000003036000740900000002300801007008040900095030680",
        "040901050600000001150000027004708500071000230003000600000216000000803000010070060",
        "000000000007195200400000005069000830000080000700203001300709006004020100076030980",
        "005900000010804700900000001500300400203000805001005007100000004002708060000009200",
        "008090700040207080210000096000306000000050000300070008003148900701000605002000800",
        "100300760075000000380500009001003004040000070800900100500009012000000490094002003",
        "000604100017000020200070050500903001001000900300706002020060005040000230003208000",
        "800000000003600000070090200050007000000045700000100030001000068008500010090000400",
    ];

    /// Thins the candidates with the basic techniques, as a solver would first.
    fn thin(cands: &mut Candidates) {
        let cancel = CancelToken::new();
        for _ in 0..100 {
            let basic = [
                Technique::NakedSingle,
                Technique::HiddenSingle,
                Technique::LockedCandidatesPointing,
                Technique::LockedCandidatesClaiming,
                Technique::NakedPair,
                Technique::HiddenPair,
                Technique::NakedTriple,
                Technique::HiddenTriple,
            ];
            let step = basic.into_iter().find_map(|technique| {
                steps_of(cands, technique, &cancel)
                    .unwrap_or_default()
                    .into_iter()
                    .next()
            });
            match step {
                Some(step) => step.apply(cands),
                None => return,
            }
        }
    }

    /// Solves each hard puzzle as far as the basic techniques and `techniques` go, checking
    /// that every step found keeps the solution and explains itself; returns how many steps
    /// each technique found.
    pub(in crate::techniques) fn steps_keep_the_solution(techniques: &[Technique]) -> Vec<usize> {
        let cancel = CancelToken::new();
        let mut found = vec![0usize; techniques.len()];
        for puzzle in PUZZLES {
            let (mut cands, solution) = grid(puzzle);
            let right = |cell: usize| solution.value(Shape::NINE.cell_at(cell));
            for _ in 0..60 {
                thin(&mut cands);
                let mut next = None;
                for (count, &technique) in found.iter_mut().zip(techniques) {
                    for step in steps_of(&cands, technique, &cancel).unwrap_or_default() {
                        *count += 1;
                        let line = step.line(9);
                        assert!(
                            !step.explanation.is_empty() && !step.marks.is_empty(),
                            "{line}"
                        );
                        for &(cell, digit) in &step.eliminations {
                            assert_ne!(right(cell), Some(digit), "{line}");
                        }
                        for &(cell, digit) in &step.placements {
                            assert_eq!(right(cell), Some(digit), "{line}");
                        }
                        next.get_or_insert(step);
                    }
                }
                match next {
                    Some(step) => step.apply(&mut cands),
                    None => break,
                }
            }
        }
        found
    }

    #[test]
    fn alses_are_n_cells_with_n_plus_one_digits_in_one_house() {
        let (cands, _) = grid(PUZZLES[8]);
        let alses = collect(&cands);
        assert!(!alses.is_empty());
        for als in &alses {
            assert_eq!(als.digits.count_ones() as usize, als.cells.len() + 1);
            assert!(als.cells.is_subset(&cands.house_set(als.house)));
        }
        let unique: HashSet<CellSet> = alses.iter().map(|a| a.cells).collect();
        assert_eq!(unique.len(), alses.len());
    }

    #[test]
    fn every_als_step_keeps_the_solution() {
        let found = steps_keep_the_solution(&[
            Technique::AlsXz,
            Technique::AlsXyWing,
            Technique::AlsXyChain,
            Technique::DeathBlossom,
        ]);
        assert!(found.iter().all(|&c| c > 0), "{found:?}");
    }
}
