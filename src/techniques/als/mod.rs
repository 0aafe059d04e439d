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

mod blossom;
mod chain;
mod set;
#[cfg(test)]
pub(super) mod tests;
mod text;
mod wing;

use blossom::*;
use chain::*;
use set::*;
pub(super) use set::{Als, collect, enumerate};
use text::*;
use wing::*;

use crate::board::{Digit, ones};
use crate::techniques::step::effects_sentence;
use crate::techniques::{
    Candidates, CellSet, Family, Link, Mark, Node, Role, Search, Step, Technique, cell_list,
    digit_list,
};
use std::collections::{HashMap, HashSet};

/// For each set of eliminations, the best pattern found for it: a number and a list (what
/// they are depends on the technique).
type Kept = HashMap<Vec<(usize, Digit)>, (usize, Vec<usize>)>;

/// The most cells an ALS may have (HoDoKu: 8, one less than a house of the classic board).
pub const MAX_ALS_CELLS: usize = 8;

/// The most links (restricted commons) of an ALS-XY-Chain (HoDoKu's limit when it lists all
/// steps).
pub const MAX_CHAIN_LINKS: usize = 6;

/// Finds the steps of `technique`.
pub fn find(search: &mut Search, technique: Technique) {
    if technique.finder_family() != Family::Als {
        return;
    }
    let alses = search.alses();
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
