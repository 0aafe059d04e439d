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

mod analysis;
mod clash;
mod engine;
#[cfg(test)]
mod tests;

use analysis::*;
use clash::*;
use engine::*;

use super::{
    Bfs, Graph, Kind, add_chain, add_house, chain_text, is_on, lit, literal_text, node_of,
};
use crate::board::{Digit, ones};
use crate::techniques::context::Shared;
use crate::techniques::step::effects_sentence;
use crate::techniques::{
    Candidates, CellSet, Role, Search, Step, Technique, cell_name, house_name,
};
use std::collections::{BTreeMap, BTreeSet};

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

/// Forcing chain steps: contradictions, then verities.
fn chains(search: &mut Search) -> Option<Vec<Vec<Step>>> {
    search.shared(Shared::ForcingChains, |search| {
        let mut engine = ChainEngine::new(search);
        let found = analyse(search, &mut engine)?;
        Some(found.steps(search.grid, &mut engine, false))
    })
}

/// Forcing net steps: contradictions, then verities, less every result a chain reaches.
fn nets(search: &mut Search) -> Option<Vec<Vec<Step>>> {
    let by_chains: BTreeSet<Effect> = chains(search)?
        .iter()
        .flatten()
        .flat_map(effects_of)
        .collect();
    search.shared(Shared::ForcingNets, |search| {
        let graph = search.graph(false, false);
        let mut engine = NetEngine::new(search.grid, graph);
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
