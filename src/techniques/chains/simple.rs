//! X-Chains, XY-Chains and Remote Pairs, searched on their own as HoDoKu does.

use super::*;

/// X-Chains (one digit, strong links from conjugate pairs) or XY-Chains (bivalue cells,
/// strong links inside the cells): both ends strong for the same digit, which goes from every
/// cell seeing both ends.
pub(super) fn simple_chains(search: &mut Search, xy: bool) {
    let grid = search.grid;
    let n = grid.size();
    let graph = search.graph(false, false);
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

pub(super) fn simple_chain_step(
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
    let (chain, effects) = (chain_text(graph, path, n), effects_sentence(&step, n));
    let digit = digit.to_string();
    step.explanation = if xy {
        crate::t!(
            "explain-xy-chain",
            chain = chain,
            start = start,
            end = end,
            digit = digit,
            effects = effects
        )
    } else {
        crate::t!(
            "explain-x-chain",
            chain = chain,
            start = start,
            end = end,
            digit = digit,
            effects = effects
        )
    };
    step
}

/// Remote Pairs: a chain of four or more (an even number of) cells holding the same two
/// digits, each seeing the next. Along it the digits alternate, so two cells an odd number of
/// steps apart (at least three) hold both digits between them, and any cell seeing both loses
/// them.
pub(super) fn remote_pairs(search: &mut Search) {
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

pub(super) fn extend_pairs(
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
pub(super) fn remote_pair_eliminations(
    grid: &Candidates,
    chain: &[usize],
    mask: u32,
) -> Vec<(usize, usize)> {
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

pub(super) fn remote_pair_step(
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
    step.explanation = crate::t!(
        "explain-remote-pair",
        cells = join(chain.iter().map(|&c| cell_name(c, n))),
        a = da.to_string(),
        b = db.to_string(),
        effects = effects_sentence(&step, n)
    );
    step
}
