//! Nishio, multiple (cell and region) and dynamic forcing chains (SE's
//! getMultipleChainsHintList): every candidate's states propagated once per pass, then the
//! contradictions, and what every branch of a cell or a region implies.

use super::{Best, Chains, Found, Mode, NPOT, length_bonus, placed, pot, propagate, target_elims};
use crate::board::ones;
use crate::rate::grid::{CELL_HOUSES, Grid9, HOUSES};
use crate::solver::CancelToken;

/// The propagations of one pass, each computed once: SE recomputes a candidate's on state for
/// every region chain it takes part in, with the same result.
struct Cache<'a> {
    g: &'a Grid9,
    mode: Mode,
    sets: Vec<Option<Box<Chains>>>,
}

impl Cache<'_> {
    fn get(&mut self, p: u16) -> &Chains {
        let slot = &mut self.sets[usize::from(p)];
        slot.get_or_insert_with(|| {
            let mut set = Chains::new();
            let s = set.node(p, &[]);
            set.insert(s);
            propagate(self.g, &mut set, self.mode);
            Box::new(set)
        })
    }

    fn ensure(&mut self, p: u16) {
        self.get(p);
    }

    fn peek(&self, p: u16) -> Option<&Chains> {
        self.sets[usize::from(p)].as_deref()
    }
}

/// Nishio, multiple and dynamic chains (SE's getMultipleChainsHintList).
pub(super) fn multiple(g: &Grid9, mode: Mode, best: &mut Best, cancel: &CancelToken) {
    let mut cache = Cache {
        g,
        mode,
        sets: vec![None; NPOT],
    };
    let nishio = mode == Mode::Nishio;
    for cell in 0..81 {
        if cancel.is_cancelled() {
            return;
        }
        let card = g.count(cell);
        if !(card > 2 || (card > 1 && mode.dynamic())) {
            continue;
        }
        for d in ones(g.cands[cell]) {
            let (on, off) = (pot(cell, d, true), pot(cell, d, false));
            cache.ensure(on);
            if mode.dynamic() {
                cache.ensure(off);
                binary(g, &cache, on, off, card >= 3 && !nishio, mode, best);
            }
            if !nishio {
                regions(g, &mut cache, cell, d, mode, best);
            }
        }
        if !nishio && (card == 2 || (mode.multiple() && card > 2)) {
            cell_chains(g, &cache, cell, mode, best);
        }
    }
}

/// Contradictions from either state of a candidate, and (double chains) what both states
/// imply.
fn binary(g: &Grid9, cache: &Cache, on: u16, off: u16, double: bool, mode: Mode, best: &mut Best) {
    let (Some(from_on), Some(from_off)) = (cache.peek(on), cache.peek(off)) else {
        return;
    };
    let base = mode.base();
    let contradiction_name = if mode == Mode::Nishio {
        "Nishio Forcing Chains".to_string()
    } else {
        format!("Dynamic Contradiction Forcing Chains{}", mode.suffix())
    };
    for (set, target) in [(from_on, off), (from_off, on)] {
        if let Some((a, b)) = set.contradiction {
            let complexity = set.ancestors(a, best.queue) + set.ancestors(b, best.queue);
            best.offer(Found {
                rating: base + length_bonus(complexity),
                complexity,
                sort_key: 7,
                name: contradiction_name.clone(),
                elims: target_elims(g, target),
                place: placed(target),
            });
        }
    }
    if !double {
        return;
    }
    let name = format!("Dynamic Double Forcing Chains{}", mode.suffix());
    for list in [&from_on.on, &from_on.off] {
        for &n in list {
            let p = from_on.pot(n);
            let Some(m) = from_off.get(p) else { continue };
            let elims = target_elims(g, p);
            if elims.is_empty() {
                continue;
            }
            let limit = best.max_complexity();
            let mut complexity = from_on.ancestors(n, best.queue);
            if complexity > limit {
                continue;
            }
            complexity += from_off.ancestors(m, best.queue);
            if complexity > limit {
                continue;
            }
            best.offer(Found {
                rating: base + length_bonus(complexity),
                complexity,
                sort_key: 1,
                name: name.clone(),
                elims,
                place: placed(p),
            });
        }
    }
}

/// Region forcing chains for digit `d` in the houses of `cell`, when `cell` is the digit's
/// first place there.
fn regions(g: &Grid9, cache: &mut Cache, cell: usize, d: usize, mode: Mode, best: &mut Best) {
    for h in CELL_HOUSES[cell].map(usize::from) {
        let places: Vec<usize> = HOUSES[h]
            .iter()
            .map(|&c| usize::from(c))
            .filter(|&c| g.has(c, d))
            .collect();
        let count = places.len();
        if !(count == 2 || (mode.multiple() && count > 2)) || places.first() != Some(&cell) {
            continue;
        }
        for &c in &places {
            cache.ensure(pot(c, d, true));
        }
        let name = format!("{}Region Forcing Chains{}", mode.prefix(), mode.suffix());
        reduction(
            g,
            cache,
            &places.iter().map(|&c| pot(c, d, true)).collect::<Vec<_>>(),
            &name,
            6,
            mode,
            best,
        );
    }
}

/// Cell forcing chains: what every digit of `cell` implies.
fn cell_chains(g: &Grid9, cache: &Cache, cell: usize, mode: Mode, best: &mut Best) {
    let starts: Vec<u16> = ones(g.cands[cell]).map(|d| pot(cell, d, true)).collect();
    let name = format!("{}Cell Forcing Chains{}", mode.prefix(), mode.suffix());
    reduction(g, cache, &starts, &name, 5, mode, best);
}

/// Steps from the candidate states that every branch (one per start) reaches, in the order
/// the first branch reached them.
fn reduction(
    g: &Grid9,
    cache: &Cache,
    starts: &[u16],
    name: &str,
    sort_key: u8,
    mode: Mode,
    best: &mut Best,
) {
    let sets: Vec<&Chains> = starts.iter().filter_map(|&p| cache.peek(p)).collect();
    let Some((first, rest)) = sets.split_first() else {
        return;
    };
    if sets.len() != starts.len() {
        return;
    }
    for list in [&first.on, &first.off] {
        'target: for &n in list {
            let p = first.pot(n);
            let elims = target_elims(g, p);
            if elims.is_empty() {
                continue;
            }
            let limit = best.max_complexity();
            let mut complexity = first.ancestors(n, best.queue);
            for set in rest {
                if complexity > limit {
                    continue 'target;
                }
                match set.get(p) {
                    Some(m) => complexity += set.ancestors(m, best.queue),
                    None => continue 'target,
                }
            }
            if complexity > limit {
                continue;
            }
            best.offer(Found {
                rating: mode.base() + length_bonus(complexity),
                complexity,
                sort_key,
                name: name.to_string(),
                elims,
                place: placed(p),
            });
        }
    }
}
