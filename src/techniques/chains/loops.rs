//! Nice Loops and AICs (grouped or not), found together by one search per graph.

use super::*;
use crate::techniques::context::Shared;

/// What a chain that closes or ends usefully is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum LoopKind {
    /// A loop whose links all alternate: every weak link becomes strong.
    Continuous,
    /// A loop that breaks at its start cell: the start is set or loses candidates.
    Discontinuous,
    /// A chain between two different cells, strong at both ends.
    Aic,
}

pub(super) fn loop_technique(kind: LoopKind, grouped: bool) -> Technique {
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

/// Nice loops and AICs of one kind: with `grouped`, only those using a group or ALS node.
pub(super) fn nice_loops(search: &mut Search, want: LoopKind, grouped: bool) {
    let what = Shared::Loops { grouped };
    let Some(all) = search.shared(what, |search| all_loops(search, grouped)) else {
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
pub(super) fn all_loops(search: &mut Search, grouped: bool) -> Option<Vec<Vec<Step>>> {
    let grid = search.grid;
    let mut best: [Best; 3] = Default::default();
    // HoDoKu builds grouped chains from group nodes alone, and from group and ALS nodes
    // when asked to; the two give different shortest paths, so both searches run. The
    // second graph numbers candidates and groups as the first, so it names every path.
    let passes: &[bool] = if grouped { &[false, true] } else { &[false] };
    let mut last = None;
    for &als in passes {
        let graph = search.graph(grouped, als);
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
pub(super) fn loop_search(
    search: &Search,
    graph: &Graph,
    grouped: bool,
    best: &mut [Best; 3],
) -> bool {
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
pub(super) fn aic_eliminations(
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
pub(super) fn loop_eliminations(
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
pub(super) fn continuous_eliminations(
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

pub(super) fn loop_step(
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
        LoopKind::Aic if sd == ed => crate::t!(
            "explain-aic-same-digit",
            text = text,
            premise = premise,
            end = end,
            effects = effects
        ),
        LoopKind::Aic => crate::t!("explain-aic", text = text, effects = effects),
        LoopKind::Continuous => {
            crate::t!("explain-continuous-loop", text = text, effects = effects)
        }
        LoopKind::Discontinuous if is_on(first) != is_on(last) && sd == ed => crate::t!(
            "explain-discontinuous-opposite",
            premise = premise,
            text = text,
            end = end,
            effects = effects
        ),
        LoopKind::Discontinuous if is_on(first) && is_on(last) => crate::t!(
            "explain-discontinuous-second-digit",
            premise = premise,
            text = text,
            end = end,
            effects = effects
        ),
        LoopKind::Discontinuous => crate::t!(
            "explain-discontinuous-same-cell",
            text = text,
            premise = premise,
            end = end,
            effects = effects
        ),
    };
    step
}
