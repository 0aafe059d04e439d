//! Chains and loops: X-Chain, XY-Chain, Remote Pair, Nice Loops and AIC, and their grouped
//! forms, as HoDoKu defines and names them.
//!
//! Everything but Remote Pairs rests on one implication graph. A *node* is a candidate, a
//! group of candidates of one digit where a line crosses a box (grouped forms), or an almost
//! locked set entered by one of its digits (grouped forms too). A *literal* is a node being
//! true ("on") or false ("off"), and an edge is a direct inference: "on -> off" edges are the
//! weak links, "off -> on" edges the strong links (a conjugate pair, a bivalue cell), so every
//! path alternates. A breadth-first search from each premise finds the shortest path to every
//! consequence, the way HoDoKu's tables do; a path that comes back to its start cell is a nice
//! loop, one from "off" to "on" in another cell an AIC. Per set of eliminations the shortest
//! chain is kept.
//!
//! The kinds are told apart as HoDoKu does. X-Chains (one digit, conjugate pairs as strong
//! links) and XY-Chains (bivalue cells) are searched on their own, up to 20 links; a chain of
//! one digit found by the loop search is still an AIC, as in HoDoKu, whose tables report it
//! so. An AIC with both ends on one digit needs two eliminations or more (one is a
//! discontinuous loop from the eliminated cell). A loop with a group or ALS node is grouped;
//! grouped chains come from two searches, with group nodes alone (HoDoKu's default) and with
//! ALS nodes too (HoDoKu's option), which find different shortest chains.

mod bfs;
pub mod forcing;
mod graph;
mod loops;
mod simple;
#[cfg(test)]
mod tests;
mod text;

use bfs::*;
pub(super) use graph::Graph;
use loops::*;
use simple::*;
use text::*;

use crate::board::{Digit, ones};
use crate::techniques::step::{effects_sentence, join};
use crate::techniques::{
    Candidates, CellSet, Link, Mark, Node, Role, Search, Step, Technique, cell_name,
};
use std::collections::BTreeMap;

/// The longest X-Chain or XY-Chain searched, in links (HoDoKu's default limit).
const MAX_SIMPLE_CHAIN: u32 = 20;

/// How many partial chains a Remote Pair search may try from one cell.
const REMOTE_PAIR_BUDGET: usize = 100_000;

/// Finds the steps of `technique`.
pub fn find(search: &mut Search, technique: Technique) {
    use Technique::*;
    match technique {
        XChain => simple_chains(search, false),
        XyChain => simple_chains(search, true),
        RemotePair => remote_pairs(search),
        ContinuousNiceLoop => nice_loops(search, LoopKind::Continuous, false),
        DiscontinuousNiceLoop => nice_loops(search, LoopKind::Discontinuous, false),
        Aic => nice_loops(search, LoopKind::Aic, false),
        GroupedContinuousNiceLoop => nice_loops(search, LoopKind::Continuous, true),
        GroupedDiscontinuousNiceLoop => nice_loops(search, LoopKind::Discontinuous, true),
        GroupedAic => nice_loops(search, LoopKind::Aic, true),
        _ => {}
    }
}

/// The literal "`node` is true" (`on`) or "`node` is false".
pub(super) fn lit(node: usize, on: bool) -> usize {
    node * 2 + usize::from(on)
}

/// The node of a literal.
pub(super) fn node_of(lit: usize) -> usize {
    lit / 2
}

/// Whether a literal says its node is true.
pub(super) fn is_on(lit: usize) -> bool {
    lit % 2 == 1
}

/// What a chain node stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    /// One candidate.
    Cell,
    /// Two or more candidates of one digit where a line crosses a box.
    Group,
    /// An almost locked set that loses one digit (the node's digit).
    Als,
}
