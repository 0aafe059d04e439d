//! A hint for a game in progress: first any wrong entry, then the easiest step, worked from
//! the player's notes when they are sound and from the full candidates when they hide a digit.

use super::{Candidates, Step, easiest_step};
use crate::board::{Digit, DigitSet, Grid};
use crate::solver::{self, CancelToken, Cancelled};

/// What a hint says.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub enum Hint {
    /// An entry of the player disagrees with the only solution.
    Wrong {
        /// The cell index.
        cell: usize,
        /// The digit entered there.
        digit: Digit,
    },
    /// The easiest next step.
    Step {
        /// The step.
        step: Box<Step>,
        /// The candidates it was found in (the player's notes where they are sound).
        grid: Box<Candidates>,
        /// Digits still possible in their cell that the player's notes leave out (the step
        /// was then found in the full candidates).
        hidden: Vec<(usize, Digit)>,
    },
    /// Every cell is filled, correctly.
    Solved,
    /// The givens have no solution.
    NoSolution,
    /// The givens have several solutions, so no step can be trusted to lead to one.
    Several,
    /// No technique applies.
    Stuck,
}

/// The hint for `board` (givens and entries) with the player's `notes` (one set per cell,
/// empty where the player noted nothing).
pub fn hint(board: &Grid, notes: &[DigitSet], cancel: &CancelToken) -> Result<Hint, Cancelled> {
    let shape = board.shape();
    let found = solver::count_solutions(&board.givens_only(), 2, cancel)?;
    let solution = match (found.count, found.found.first()) {
        (0, _) => return Ok(Hint::NoSolution),
        (1, Some(solution)) => solution.clone(),
        _ => return Ok(Hint::Several),
    };
    for (index, cell) in shape.cells().enumerate() {
        if let Some(digit) = board.value(cell)
            && !board.is_given(cell)
            && solution.value(cell) != Some(digit)
        {
            return Ok(Hint::Wrong { cell: index, digit });
        }
    }
    if board.is_full() {
        return Ok(Hint::Solved);
    }
    let full = Candidates::from_grid(board);
    let mut hidden = Vec::new();
    for (index, cell) in shape.cells().enumerate() {
        let noted = notes.get(index).copied().unwrap_or_default();
        if board.value(cell).is_some() || noted.is_empty() {
            continue;
        }
        if let Some(digit) = solution.value(cell)
            && !noted.contains(digit)
        {
            hidden.push((index, digit));
        }
    }
    let grid = if hidden.is_empty() {
        let marks: Vec<DigitSet> = (0..shape.cell_count())
            .map(|i| match notes.get(i) {
                Some(n) if !n.is_empty() => *n,
                _ => DigitSet::full(shape.size()),
            })
            .collect();
        Candidates::with_marks(board, Some(&marks))
    } else {
        full
    };
    Ok(match easiest_step(&grid, cancel)? {
        Some(step) => Hint::Step {
            step: Box::new(step),
            grid: Box::new(grid),
            hidden,
        },
        None => Hint::Stuck,
    })
}
