//! ALS-XY-Chains: a breadth-first search over (ALS, digits used) states, 512 sources at a
//! time.

use super::*;

/// The digits a chain link may use after a link that used `previous`: its restricted commons
/// less the digit that link put in its ALS. After a link that used two digits HoDoKu takes
/// away only the first of them (that chain is already contradictory, so any continuation
/// proves its end); Shudu does the same.
pub(super) fn next_digits(rc: u32, previous: u32) -> u32 {
    if previous.count_ones() >= 2 {
        rc & !(previous & previous.wrapping_neg())
    } else {
        rc & !previous
    }
}

/// The states of the ALS chain search: an ALS reached by a link that used some digits, and
/// the states the next link can reach from it.
pub(super) struct ChainGraph {
    /// Each state's ALS and the digits of the link into it.
    pub(super) states: Vec<(usize, u32)>,
    /// Each ALS's states: (digits, state).
    pub(super) of_als: Vec<Vec<(u32, usize)>>,
    /// The states each state leads to.
    pub(super) next: Vec<Vec<usize>>,
    /// The states that lead to each state.
    pub(super) prev: Vec<Vec<usize>>,
}

impl ChainGraph {
    pub(super) fn new(alses: &[Als], links: &[Vec<Edge>]) -> ChainGraph {
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
    pub(super) fn find(&self, als: usize, digits: u32) -> Option<usize> {
        self.of_als
            .get(als)?
            .iter()
            .find(|&&(d, _)| d == digits)
            .map(|&(_, id)| id)
    }

    pub(super) fn als_of(&self, state: usize) -> usize {
        self.states.get(state).map_or(usize::MAX, |s| s.0)
    }

    pub(super) fn digits_of(&self, state: usize) -> u32 {
        self.states.get(state).map_or(0, |s| s.1)
    }
}

/// Words of a block of chain sources: 512 (start ALS, first digit) pairs are followed at once,
/// one bit each.
pub(super) const BLOCK_WORDS: usize = 8;

/// A set of sources of one block.
pub(super) type Sources = [u64; BLOCK_WORDS];

pub(super) fn bit_set(bits: &mut Sources, k: usize) {
    if let Some(w) = bits.get_mut(k / 64) {
        *w |= 1 << (k % 64);
    }
}

/// The set bits of a source bit set, smallest first.
pub(super) fn bits_of(bits: &Sources) -> impl Iterator<Item = usize> + '_ {
    bits.iter()
        .enumerate()
        .flat_map(|(i, &word)| ones(word).map(move |b| i * 64 + b))
}

/// The ALS-XY-Chain search: for every start ALS and first digit (a source), which states
/// chains of each length reach. Chains never come back to their start; they may pass an ALS
/// twice (every implication still holds), though the chain shown avoids that where it can.
pub(super) struct ChainSearch<'a> {
    pub(super) alses: &'a [Als],
    pub(super) links: &'a [Vec<Edge>],
    pub(super) graph: ChainGraph,
    /// For each start ALS, the end ALSs with the digits they could remove together:
    /// (end, digits), by end.
    pub(super) targets: Vec<Vec<(usize, u32)>>,
    /// The shortest chain found for each set of eliminations: (start, states).
    pub(super) best: Kept,
}

impl ChainSearch<'_> {
    pub(super) fn target(&self, start: usize, end: usize) -> u32 {
        self.targets.get(start).map_or(0, |list| {
            list.binary_search_by_key(&end, |t| t.0)
                .ok()
                .and_then(|i| list.get(i))
                .map_or(0, |t| t.1)
        })
    }

    /// Follows the sources of one block; stops at the first chain if `first_only`.
    pub(super) fn block(&mut self, sources: &[(usize, usize)], first_only: bool) {
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
    pub(super) fn record(
        &mut self,
        start: usize,
        k: usize,
        end: usize,
        zs: u32,
        layers: &[Vec<Sources>],
    ) {
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

pub(super) fn xy_chain(search: &mut Search, alses: &[Als], links: &[Vec<Edge>]) {
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

pub(super) fn chain_step(
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
    step.explanation = crate::t!(
        "explain-als-chain",
        chain = steps.join(" "),
        z = digit_words(zs),
        effects = effects
    );
    step
}
