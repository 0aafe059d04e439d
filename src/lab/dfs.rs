//! The tutorials' three depth-first searches, as one step machine with three cell orders.
//!
//! The recursion `fill(cell)`: for each digit from the lowest that fits, write it, recurse on
//! the next cell, and clear it if that failed; return "no solution" when the digits run out.
//! Here the recursion's frames are an explicit stack of (cell, digit) choices, and one step
//! does one thing: write a digit (and push it), or find the cell has no digit left (a
//! backtrack), pop the last choice and clear its cell. The digits a cell may hold are the bits
//! in none of its row, column and box masks: exactly the digits no peer holds, which is the
//! tutorials' test, so the masks change the speed and never the order of events.

use super::{Counters, Event, Outcome};
use crate::board::{Cell, Digit, Grid, Shape};

/// How the next cell is chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Order {
    /// The first empty cell in row-major order.
    RowMajor,
    /// The last empty cell whose box has one blank, else the fewest blanks in row and column.
    FewestBlanks,
    /// The fewest candidates.
    Bitmask,
}

#[derive(Debug, Clone)]
pub(super) struct Dfs {
    order: Order,
    shape: Shape,
    values: Vec<u8>,
    /// Digits held by each row, column and box, as bits (digit `d` is bit `d - 1`).
    rows: Vec<u32>,
    cols: Vec<u32>,
    boxes: Vec<u32>,
    /// Each cell's row, column and box.
    places: Vec<[u8; 3]>,
    /// Blanks in each row and column, filled cells in each box (for [`Order::FewestBlanks`]).
    row_blanks: Vec<u8>,
    col_blanks: Vec<u8>,
    box_filled: Vec<u8>,
    /// The sum of the digits on the board, and the sum of a full board.
    sum: u32,
    full_sum: u32,
    /// The choices made: (cell, digit).
    stack: Vec<(u16, u8)>,
    /// The cell being worked on and the lowest digit still to try there.
    pending: Option<(u16, u8)>,
    counters: Counters,
    outcome: Outcome,
}

impl Dfs {
    pub(super) fn new(order: Order, grid: &Grid) -> Dfs {
        let shape = grid.shape();
        let n = shape.size();
        let places = shape
            .cells()
            .map(|cell| [cell.row(), cell.col(), shape.box_of(cell)].map(|i| i as u8))
            .collect();
        let mut dfs = Dfs {
            order,
            shape,
            values: vec![0; shape.cell_count()],
            rows: vec![0; n],
            cols: vec![0; n],
            boxes: vec![0; n],
            places,
            row_blanks: vec![n as u8; n],
            col_blanks: vec![n as u8; n],
            box_filled: vec![0; n],
            sum: 0,
            full_sum: (n * n * (n + 1) / 2) as u32,
            stack: Vec::new(),
            pending: None,
            counters: Counters::default(),
            outcome: Outcome::Running,
        };
        for (index, &value) in grid.values().iter().enumerate() {
            if value == 0 {
                continue;
            }
            if dfs.candidates(index) & bit(value) == 0 {
                // Givens that clash (or a digit above the side): no solution, no search.
                dfs.outcome = Outcome::Unsolvable;
            }
            dfs.write(index, value);
        }
        dfs
    }

    pub(super) fn counters(&self) -> Counters {
        self.counters
    }

    pub(super) fn outcome(&self) -> Outcome {
        self.outcome
    }

    pub(super) fn values(&self) -> &[u8] {
        &self.values
    }

    pub(super) fn current(&self) -> Option<Cell> {
        let cell = match (self.pending, self.stack.last()) {
            (Some((cell, _)), _) | (None, Some(&(cell, _))) => cell,
            (None, None) => return None,
        };
        Some(self.shape.cell_at(usize::from(cell)))
    }

    /// The digits no peer of `cell` holds, as bits.
    fn candidates(&self, cell: usize) -> u32 {
        let [r, c, b] = self.places[cell].map(usize::from);
        let full = (1u32 << self.shape.size()) - 1;
        full & !(self.rows[r] | self.cols[c] | self.boxes[b])
    }

    fn write(&mut self, cell: usize, digit: u8) {
        let [r, c, b] = self.places[cell].map(usize::from);
        let bit = bit(digit);
        self.rows[r] |= bit;
        self.cols[c] |= bit;
        self.boxes[b] |= bit;
        self.row_blanks[r] -= 1;
        self.col_blanks[c] -= 1;
        self.box_filled[b] += 1;
        self.sum += u32::from(digit);
        self.values[cell] = digit;
    }

    fn clear(&mut self, cell: usize) {
        let [r, c, b] = self.places[cell].map(usize::from);
        let digit = self.values[cell];
        let bit = !bit(digit);
        self.rows[r] &= bit;
        self.cols[c] &= bit;
        self.boxes[b] &= bit;
        self.row_blanks[r] += 1;
        self.col_blanks[c] += 1;
        self.box_filled[b] -= 1;
        self.sum -= u32::from(digit);
        self.values[cell] = 0;
    }

    /// The next event, or `None` once the search has ended.
    pub(super) fn step(&mut self) -> Option<Event> {
        if self.outcome != Outcome::Running {
            return None;
        }
        let (cell, from) = match self.pending {
            Some(pending) => pending,
            None => {
                let Some(cell) = self.choose() else {
                    self.outcome = Outcome::Solved;
                    return None;
                };
                self.counters.visited += 1;
                (cell as u16, 1)
            }
        };
        let index = usize::from(cell);
        // Digits below `from` were tried already.
        let left = self.candidates(index) & !(bit(from) - 1);
        if left != 0 {
            let digit = left.trailing_zeros() as u8 + 1;
            self.write(index, digit);
            self.stack.push((cell, digit));
            self.pending = None;
            self.counters.placements += 1;
            self.counters.push();
            let digit = Digit::new(digit)?;
            return Some(Event::Place {
                cell: self.shape.cell_at(index),
                digit,
            });
        }
        // No digit left here: the choice before was wrong.
        self.counters.backtracks += 1;
        let Some((back, digit)) = self.stack.pop() else {
            self.pending = None;
            self.outcome = Outcome::Unsolvable;
            return None;
        };
        self.counters.pop();
        self.clear(usize::from(back));
        self.pending = Some((back, digit + 1));
        Some(Event::Undo {
            cell: self.shape.cell_at(usize::from(back)),
        })
    }

    /// The next cell to fill, or `None` when the board is solved.
    fn choose(&self) -> Option<usize> {
        match self.order {
            Order::RowMajor => {
                // Every cell before the last one filled is filled.
                let from = self.stack.last().map_or(0, |&(cell, _)| usize::from(cell));
                (from..self.values.len()).find(|&i| self.values[i] == 0)
            }
            Order::FewestBlanks => {
                if self.sum == self.full_sum {
                    return None;
                }
                // The last empty cell (row-major) whose box has one blank.
                let n = self.shape.size() as u8;
                let last_in_box = (0..self.values.len()).rev().find(|&i| {
                    self.values[i] == 0 && self.box_filled[usize::from(self.places[i][2])] == n - 1
                });
                if last_in_box.is_some() {
                    return last_in_box;
                }
                self.first_lowest(|dfs, cell| {
                    let [r, c, _] = dfs.places[cell].map(usize::from);
                    u32::from(dfs.row_blanks[r]) + u32::from(dfs.col_blanks[c])
                })
            }
            Order::Bitmask => self.first_lowest(|dfs, cell| dfs.candidates(cell).count_ones()),
        }
    }

    /// The first empty cell (row-major) with the lowest `score`.
    fn first_lowest(&self, score: impl Fn(&Dfs, usize) -> u32) -> Option<usize> {
        let mut best: Option<(u32, usize)> = None;
        for cell in (0..self.values.len()).filter(|&i| self.values[i] == 0) {
            let s = score(self, cell);
            if best.is_none_or(|(b, _)| s < b) {
                best = Some((s, cell));
                if s == 0 {
                    break;
                }
            }
        }
        best.map(|(_, cell)| cell)
    }
}

/// The bit of digit `digit` (1-based); 0 for 0 or a digit beyond 32.
fn bit(digit: u8) -> u32 {
    1u32.checked_shl(u32::from(digit).wrapping_sub(1))
        .unwrap_or(0)
}
