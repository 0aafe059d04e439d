//! The variant rules' own techniques, each step saying which rule makes it:
//! - `cages.rs`: Cage Combination (the digit sets that make a cage's sum and fit its
//!   candidates, and the digits every set needs) and Cage/House Overlap (a house's places
//!   for a digit all inside one cage);
//! - `sums.rs`: the 45 Rule (innies and outies of one or more houses, with the arithmetic)
//!   and Cage Splitting (a cage cut by a house into two parts whose sums are both known);
//! - `pairwise.rs`: Anti-Knight, Anti-King and Non-Consecutive, the eliminations of the
//!   pairwise rules;
//! - `clues.rs`: one technique a kind of Cracking the Cryptic clue, what one clue removes by
//!   itself;
//! - `negative.rs`: Negative X/V and Negative Black Dots, what the rules that every mark is
//!   given remove;
//! - `contradiction.rs`: Rule Contradiction, the last resort of the clue puzzles: a candidate
//!   whose placing the whole rule set, run forward, refutes; and Deep Rule Contradiction, a
//!   candidate whose placing leaves a cell that no digit can fill without the same.
//!
//! On a classic grid they find nothing.

mod cages;
mod clue_facts;
mod clues;
mod contradiction;
mod fit;
mod negative;
mod pairwise;
mod sums;

use super::{Candidates, Search, Technique, cell_list};
use crate::board::Constraints;

/// Finds the steps of `technique`, one of [`super::Family::Variant`]'s.
pub fn find(search: &mut Search, technique: Technique) {
    let grid = search.grid;
    let Some(constraints) = grid.constraints() else {
        return;
    };
    match technique {
        Technique::CageCombination => cages::combinations(search, constraints),
        Technique::CageOverlap => cages::overlap(search, constraints),
        Technique::Rule45 => sums::find(search, constraints, false),
        Technique::CageSplitting => sums::find(search, constraints, true),
        Technique::AntiKnight | Technique::AntiKing | Technique::NonConsecutive => {
            pairwise::find(search, constraints, technique);
        }
        Technique::Clue(kind) => clues::find(search, kind),
        Technique::NegativeXv | Technique::NegativeRatio => {
            negative::find(search, constraints, technique);
        }
        Technique::RuleContradiction => contradiction::find(search, constraints),
        Technique::DeepRuleContradiction => contradiction::deep(search, constraints),
        _ => {}
    }
}

/// A cage with a sum as the grid stands: its cells, what is placed and what is left.
#[derive(Debug, Clone)]
pub(super) struct CageNow {
    /// Every cell of the cage, in increasing order.
    pub cells: Vec<usize>,
    /// Its sum.
    pub sum: u32,
    /// Its empty cells.
    pub open: Vec<usize>,
    /// What its empty cells add up to: the sum less the digits placed.
    pub left: u32,
    /// The digits placed in it, as bits (bit `d` for digit index `d`).
    pub placed: u32,
}

impl CageNow {
    /// `the cage r1c1, r1c2, r2c1 (sum 10)`.
    pub fn name(&self, size: usize) -> String {
        crate::t!(
            "variant-cage",
            cells = cell_list(self.cells.iter().copied(), size),
            sum = self.sum
        )
    }

    /// The cage's sum as the hint says it, with what its placed digits leave: `adds up to 10`
    /// or `adds up to 10, and with 3 placed its other cells add up to 7`.
    pub fn sum_text(&self, grid: &Candidates) -> String {
        if self.open.len() == self.cells.len() {
            return crate::t!("variant-cage-sum", sum = self.sum);
        }
        let placed: Vec<String> = self
            .cells
            .iter()
            .filter(|&&c| grid.value(c) != 0)
            .map(|&c| grid.value(c).to_string())
            .collect();
        crate::t!(
            "variant-cage-sum-left",
            sum = self.sum,
            placed = crate::techniques::and_join(placed),
            left = self.left
        )
    }
}

/// The cages with sums, as the grid stands; a cage whose placed digits already pass its sum
/// is left out (the grid is broken, and no technique should reason from it).
pub(super) fn cages_now(grid: &Candidates, constraints: &Constraints) -> Vec<CageNow> {
    constraints
        .sums()
        .iter()
        .filter_map(|cage| {
            let cells: Vec<usize> = cage.cells.iter().map(|&c| usize::from(c)).collect();
            let placed_sum: u32 = cells.iter().map(|&c| u32::from(grid.value(c))).sum();
            let sum = u32::from(cage.sum);
            let left = sum.checked_sub(placed_sum)?;
            let open = cells
                .iter()
                .copied()
                .filter(|&c| grid.value(c) == 0)
                .collect();
            let placed = cells
                .iter()
                .map(|&c| grid.value(c))
                .filter(|&v| v != 0)
                .fold(0, |m, v| m | 1 << (v - 1));
            Some(CageNow {
                cells,
                sum,
                open,
                left,
                placed,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests;
