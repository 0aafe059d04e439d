//! Contradictions and verities from the followed premises, one step kept per result.

use super::*;

/// Why a result holds.
#[derive(Debug, Clone)]
pub(super) enum Reason {
    /// The premise clashes.
    Clash(usize, Clash),
    /// Every one of these premises (one of which must hold) leads to the result.
    Verity(Vec<usize>, Alternatives),
}

/// What the premises of a verity cover.
#[derive(Debug, Clone, Copy)]
pub(super) enum Alternatives {
    /// A candidate true and the same candidate false.
    Candidate(usize, usize),
    /// Every candidate of a cell.
    Cell(usize),
    /// Every place of a digit in a house.
    House(usize, usize),
}

/// The best reason found for each result, with its total chain length.
pub(super) type Reasons = BTreeMap<Effect, (u32, Reason)>;

/// What a search found.
pub(super) struct Analysis {
    pub(super) contradictions: Reasons,
    pub(super) verities: Reasons,
}

pub(super) fn keep(reasons: &mut Reasons, effect: Effect, length: u32, reason: Reason) {
    if reasons.get(&effect).is_none_or(|(old, _)| *old > length) {
        reasons.insert(effect, (length, reason));
    }
}

/// Follows every premise, then looks for contradictions and verities. `None` if cancelled.
pub(super) fn analyse(search: &Search, engine: &mut impl Engine) -> Option<Analysis> {
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
pub(super) fn distance(lits: &[(u32, u32)], l: usize) -> u32 {
    lits.binary_search_by_key(&l, |&(x, _)| x as usize)
        .ok()
        .and_then(|i| lits.get(i))
        .map_or(0, |&(_, d)| d)
}

/// The literals every list holds, with the sum of their distances.
pub(super) fn common(lists: &[&Vec<(u32, u32)>]) -> Vec<(usize, u32)> {
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
    pub(super) fn steps(
        &self,
        grid: &Candidates,
        engine: &mut impl Engine,
        net: bool,
    ) -> Vec<Vec<Step>> {
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
pub(super) fn step(
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
            step.explanation = crate::t!(
                "explain-forcing-contradiction",
                premise = literal_text(engine.graph(), *premise, n),
                chains = texts.join(&crate::t!("list-clause-separator")),
                clash = clash.text(grid),
                effects = effects_sentence(&step, n)
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
                Alternatives::Candidate(c, x) => crate::t!(
                    "explain-forcing-case-candidate",
                    cell = cell_name(c, n),
                    digit = Digit::from_index(x).to_string()
                ),
                Alternatives::Cell(c) => crate::t!(
                    "explain-forcing-case-cell",
                    cell = cell_name(c, n),
                    digits =
                        crate::techniques::digit_list(ones(grid.bits(c)).map(Digit::from_index))
                ),
                Alternatives::House(h, x) => {
                    add_house(&mut step, h);
                    crate::t!(
                        "explain-forcing-case-house",
                        digit = Digit::from_index(x).to_string(),
                        house = house_name(grid, h)
                    )
                }
            };
            step.explanation = crate::t!(
                "explain-forcing-verity",
                cases = cases,
                target = literal_text(engine.graph(), target, n),
                chains = texts.join(&crate::t!("list-clause-separator")),
                effects = effects_sentence(&step, n)
            );
        }
    }
    step
}

/// Marks a premise's candidate as the pattern's starting point.
pub(super) fn mark_premise(step: &mut Step, graph: &Graph, premise: usize) {
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
        None => step.marks.push(crate::techniques::Mark {
            cell,
            digit,
            role: Role::Pattern,
        }),
    }
}
