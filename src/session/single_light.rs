//! The second press of a hint for a single: not every candidate of the board, but the houses
//! that decide it and the digits that do the removing, as a teacher points at them.

use crate::techniques::{Candidates, Step, Technique};

/// What a single's pattern lights: the houses to outline and the cells whose digits remove
/// the other candidates (row-major indices). `None` for a step that is no single (or one
/// whose placement is not in the step).
pub(super) fn single_light(step: &Step, grid: &Candidates) -> Option<(Vec<usize>, Vec<usize>)> {
    let &(cell, digit) = step.placements.first()?;
    let d = usize::from(digit.get());
    let holding = |c: usize, value: usize| usize::from(grid.value(c)) == value;
    match step.technique {
        // Every other digit is in the cell's row, column or box: one cell holding each.
        Technique::NakedSingle => {
            let peers = grid.peers(cell);
            let removers = (1..=grid.size())
                .filter(|&e| e != d)
                .filter_map(|e| peers.iter().find(|&p| holding(p, e)))
                .collect();
            Some((grid.houses_of(cell).to_vec(), removers))
        }
        // In its house the digit can go nowhere else: for each other empty cell there, a
        // cell holding the digit that sees it.
        Technique::HiddenSingle => {
            let house = *step.houses.first()?;
            let mut removers: Vec<usize> = grid
                .house(house)
                .iter()
                .filter(|&&other| other != cell && grid.value(other) == 0)
                .filter_map(|&other| grid.peers(other).iter().find(|&p| holding(p, d)))
                .collect();
            removers.sort_unstable();
            removers.dedup();
            Some((vec![house], removers))
        }
        // The last empty cell of its house: the house says it all.
        Technique::FullHouse => Some((step.houses.clone(), Vec::new())),
        _ => None,
    }
}
