//! The engine for every shape (4x4 to 25x25): a digit set per cell.
//!
//! Each cell holds a `u32` of candidate digits, with a high bit marking placed cells. Placing a
//! digit clears it from the cell's peers; cells left with one candidate are queued and placed in
//! turn (naked singles); when the queue is empty, one sweep over the units where a cell changed
//! places the digits that fit in only one cell of a unit (hidden singles), bit-sliced over the
//! unit's cells. Then
//! the search guesses on the open cell with the fewest candidates.
//!
//! Candidate arrays for every depth live in one buffer allocated before the search starts, so
//! the search itself never allocates.

use super::Sink;
use crate::board::{Shape, Units};

/// Marks a placed cell; digits use the low 25 bits.
pub(crate) const PLACED: u32 = 1 << 31;
/// How often the search looks at the cancel token, in nodes. A node on a 25x25 grid costs tens
/// of microseconds at worst, so this stays far below the 100 ms a cancel may take.
const CANCEL_PERIOD: u64 = 16;

struct Engine<'u> {
    units: &'u Units,
    cells: usize,
    full: u32,
    /// Candidates for each depth, `cells` words a level.
    levels: Vec<u32>,
    /// Cells waiting to be placed.
    queue: Vec<u16>,
}

/// Searches a grid of `shape` given as row-major values (0 empty), reporting to `sink`.
pub(crate) fn search(shape: Shape, values: &[u8], sink: &mut Sink) {
    let units = Units::new(shape);
    let cells = shape.cell_count();
    if values.len() != cells {
        return;
    }
    let full = (1u32 << shape.size()) - 1;
    let mut engine = Engine {
        units: &units,
        cells,
        full,
        levels: vec![full; cells * (cells + 1)],
        queue: Vec::with_capacity(2 * cells),
    };
    if !start(full, values, &mut engine.levels[..cells], &mut engine.queue) {
        return;
    }
    // Givens that clash show up when their peers are cleared, in the first propagation.
    engine.descend(0, sink);
}

/// Sets up the first level (`level`, every cell open, all digits) for the filled `values` and
/// queues them for propagation. False when a value is larger than the side: no solution.
/// (Shared with the solver lab, which replays this engine step by step.)
pub(crate) fn start(full: u32, values: &[u8], level: &mut [u32], queue: &mut Vec<u16>) -> bool {
    for (index, &value) in values.iter().enumerate() {
        if value != 0 {
            let bit = 1u32.checked_shl(u32::from(value) - 1).unwrap_or(0) & full;
            let Some(slot) = level.get_mut(index).filter(|_| bit != 0) else {
                return false;
            };
            *slot = bit;
            queue.push(index as u16);
        }
    }
    true
}

impl Engine<'_> {
    /// Returns true when the search must stop.
    fn descend(&mut self, depth: usize, sink: &mut Sink) -> bool {
        if sink.node(CANCEL_PERIOD) {
            return true;
        }
        let cells = self.cells;
        let here = depth * cells..(depth + 1) * cells;
        if !propagate(
            self.units,
            self.full,
            &mut self.levels[here.clone()],
            &mut self.queue,
        ) {
            self.queue.clear();
            return false;
        }
        let Some(cell) = fewest(&self.levels[here.clone()]) else {
            let cands = &self.levels[here];
            return sink.solution(|values| {
                values.extend(
                    cands
                        .iter()
                        .map(|c| (c & !PLACED).trailing_zeros() as u8 + 1),
                );
            });
        };
        let mut options = self.levels[here.start + cell];
        while options != 0 {
            let digit = options & options.wrapping_neg();
            options &= options - 1;
            sink.stats.guesses += 1;
            sink.stats.branches += u64::from(options != 0);
            self.levels.copy_within(here.clone(), here.end);
            self.levels[here.end + cell] = digit;
            self.queue.push(cell as u16);
            if self.descend(depth + 1, sink) {
                return true;
            }
        }
        false
    }
}

/// The open cell with the fewest candidates, or `None` when every cell is placed.
pub(crate) fn fewest(cands: &[u32]) -> Option<usize> {
    let mut best: Option<(u32, usize)> = None;
    for (index, &c) in cands.iter().enumerate() {
        if c & PLACED == 0 {
            let count = c.count_ones();
            if best.is_none_or(|(n, _)| count < n) {
                best = Some((count, index));
                if count == 2 {
                    break;
                }
            }
        }
    }
    best.map(|(_, index)| index)
}

/// The units (row `r`, column `N + c`, box `2N + b`) of a cell, as a bit set over the units.
#[inline]
fn units_of(shape: Shape, cell: usize) -> u128 {
    let n = shape.size();
    let (row, col) = (cell / n, cell % n);
    let boxed = row / shape.box_rows() * (n / shape.box_cols()) + col / shape.box_cols();
    1 << row | 1 << (n + col) | 1 << (2 * n + boxed)
}

/// Places queued cells and hidden singles until nothing is left to place. False on a
/// contradiction (the queue may then hold leftovers; the caller clears it). The hidden-single
/// sweep looks only at units where a cell changed since the last sweep: only the queued cells
/// changed before the call (the caller's last sweep found nothing, or this is the start), and
/// a unit with no changed cell cannot have gained a hidden single or lost a digit.
pub(crate) fn propagate(units: &Units, full: u32, cands: &mut [u32], queue: &mut Vec<u16>) -> bool {
    let shape = units.shape();
    // Units where a cell changed since the last sweep (at most 75 units: 25x25).
    let mut dirty: u128 = 0;
    loop {
        while let Some(cell) = queue.pop() {
            let cell = usize::from(cell);
            let digit = cands[cell];
            if digit & PLACED != 0 {
                continue;
            }
            cands[cell] = digit | PLACED;
            dirty |= units_of(shape, cell);
            for &peer in units.peers(cell) {
                let peer = usize::from(peer);
                let c = cands[peer];
                if c & digit == 0 {
                    continue;
                }
                if c & PLACED != 0 {
                    return false;
                }
                let left = c & !digit;
                if left == 0 {
                    return false;
                }
                cands[peer] = left;
                dirty |= units_of(shape, peer);
                if left & (left - 1) == 0 {
                    queue.push(peer as u16);
                }
            }
        }
        let mut found = false;
        let mut sweep = dirty;
        dirty = 0;
        while sweep != 0 {
            let unit = sweep.trailing_zeros() as usize;
            sweep &= sweep - 1;
            let members = units.unit(unit);
            let (mut ones, mut twos, mut placed) = (0u32, 0u32, 0u32);
            for &cell in members {
                let c = cands[usize::from(cell)];
                if c & PLACED != 0 {
                    placed |= c;
                } else {
                    twos |= ones & c;
                    ones |= c;
                }
            }
            if (ones | placed) & full != full {
                return false;
            }
            let mut hidden = ones & !twos & !placed;
            while hidden != 0 {
                let digit = hidden & hidden.wrapping_neg();
                hidden &= hidden - 1;
                for &cell in members {
                    let cell = usize::from(cell);
                    if cands[cell] & PLACED == 0 && cands[cell] & digit != 0 {
                        if cands[cell] != digit {
                            // A cell that must hold two different digits is a contradiction,
                            // caught because its other hidden digit is gone from it.
                            cands[cell] = digit;
                            queue.push(cell as u16);
                        }
                        found = true;
                        break;
                    }
                }
            }
        }
        if !found {
            return true;
        }
    }
}
