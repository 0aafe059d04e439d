//! The backtracking that Sudoku tutorials teach: take the first empty cell in row-major order,
//! try each digit from 1 up that its row, column and box allow, recurse, undo.
//!
//! It is slow on hard puzzles and kept for two reasons: it shares no code with the fast
//! engines, so tests use it as an independent oracle, and its steps are easy to watch.

use super::{CancelToken, Cancelled};
use crate::board::{Digit, Grid, Units};

/// How often the search looks at the cancel token, in nodes.
const CANCEL_PERIOD: u64 = 4096;

/// What the textbook search found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// Solutions counted, up to the limit.
    pub count: usize,
    /// The first solution found.
    pub first: Option<Grid>,
    /// Placements tried (one node per digit written into a cell).
    pub nodes: u64,
}

/// Counts the solutions of `grid` up to `limit` by plain backtracking. A grid whose givens
/// already clash has none.
pub fn count(grid: &Grid, limit: usize, cancel: &CancelToken) -> Result<Outcome, Cancelled> {
    let units = Units::new(grid.shape());
    let mut search = Search {
        units: &units,
        size: grid.shape().size() as u8,
        values: grid.values().to_vec(),
        limit: limit.max(1),
        outcome: Outcome {
            count: 0,
            first: None,
            nodes: 0,
        },
        cancel,
        template: grid,
    };
    if !grid.clashes_with(&units).is_empty() {
        return Ok(search.outcome);
    }
    search.fill(0)?;
    Ok(search.outcome)
}

struct Search<'a> {
    units: &'a Units,
    size: u8,
    values: Vec<u8>,
    limit: usize,
    outcome: Outcome,
    cancel: &'a CancelToken,
    template: &'a Grid,
}

impl Search<'_> {
    /// Fills the empty cells from `from` on. `Ok(true)` when the limit is reached.
    fn fill(&mut self, from: usize) -> Result<bool, Cancelled> {
        let Some(cell) = (from..self.values.len()).find(|&i| self.values[i] == 0) else {
            self.outcome.count += 1;
            if self.outcome.first.is_none() {
                let mut solution = self.template.clone();
                let shape = solution.shape();
                for (index, &value) in self.values.iter().enumerate() {
                    solution.set_value(shape.cell_at(index), Digit::new(value));
                }
                self.outcome.first = Some(solution);
            }
            return Ok(self.outcome.count >= self.limit);
        };
        for digit in 1..=self.size {
            if self
                .units
                .peers(cell)
                .iter()
                .any(|&p| self.values[usize::from(p)] == digit)
            {
                continue;
            }
            self.outcome.nodes += 1;
            if self.outcome.nodes.is_multiple_of(CANCEL_PERIOD) && self.cancel.is_cancelled() {
                return Err(Cancelled);
            }
            self.values[cell] = digit;
            let done = self.fill(cell + 1)?;
            self.values[cell] = 0;
            if done {
                return Ok(true);
            }
        }
        Ok(false)
    }
}
