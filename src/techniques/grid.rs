//! The candidate grid the techniques work on: placed digits and, for each empty cell, the
//! digits still possible there.

use super::context::Kept;
use crate::board::{CellSet, Digit, DigitSet, Grid, HouseKind, Houses, Shape};
use std::sync::Arc;

/// A grid of placed digits and candidates. Digits are used as indices `0..N` inside the
/// techniques (digit `d + 1` on the board); cells are row-major indices.
#[derive(Debug, Clone)]
pub struct Candidates {
    houses: Arc<Houses>,
    /// 0 for an empty cell, else the digit (1-based).
    values: Vec<u8>,
    /// Whether a placed digit was given.
    givens: Vec<bool>,
    /// The candidates of each empty cell as bits (bit `d` for digit index `d`); 0 when placed.
    cands: Vec<u32>,
    /// For each digit index, the empty cells that still have it.
    digit_cells: Vec<CellSet>,
    /// What the techniques computed for this grid (see [`Context`](super::Context)).
    kept: Kept,
    /// An empty grid of the same shape and rules, for [`Candidates::to_grid`].
    blank: Grid,
}

impl Candidates {
    /// The grid's digits, with every digit that no peer holds as a candidate of each empty cell.
    pub fn from_grid(grid: &Grid) -> Candidates {
        Candidates::with_marks(grid, None)
    }

    /// The grid's digits, and as candidates `marks` where given (one set per cell), less the
    /// digits that a peer through a house or cage holds (what a knight's or king's move or the
    /// non-consecutive rule removes is left to those rules' techniques, which say why).
    /// Without marks every digit no such peer holds is a candidate.
    pub fn with_marks(grid: &Grid, marks: Option<&[DigitSet]>) -> Candidates {
        let shape = grid.shape();
        let houses = Arc::new(Houses::for_rules(shape, grid.rules()));
        let n = shape.size();
        let count = shape.cell_count();
        let values: Vec<u8> = grid.values().to_vec();
        let givens = shape.cells().map(|c| grid.is_given(c)).collect();
        let full = DigitSet::full(n).bits();
        let mut cands = vec![0u32; count];
        for (cell, cand) in cands.iter_mut().enumerate() {
            if values.get(cell).copied().unwrap_or(0) != 0 {
                continue;
            }
            let mut bits = marks
                .and_then(|m| m.get(cell))
                .map_or(full, |m| m.bits() & full);
            // A knight's or king's move is left to the rule's own technique, which says so.
            for p in houses.group_peers(cell).iter() {
                if let Some(&v) = values.get(p)
                    && v != 0
                {
                    bits &= !(1 << (v - 1));
                }
            }
            *cand = bits;
        }
        let mut grid = Candidates {
            houses,
            values,
            givens,
            cands,
            digit_cells: vec![CellSet::EMPTY; n],
            kept: Kept::default(),
            blank: grid.cleared(),
        };
        grid.rebuild_digit_cells();
        grid
    }

    fn rebuild_digit_cells(&mut self) {
        let n = self.size();
        let mut digit_cells = vec![CellSet::EMPTY; n];
        for (cell, &bits) in self.cands.iter().enumerate() {
            for (d, set) in digit_cells.iter_mut().enumerate() {
                if bits & (1 << d) != 0 {
                    set.insert(cell);
                }
            }
        }
        self.digit_cells = digit_cells;
    }

    /// The board's shape.
    pub fn shape(&self) -> Shape {
        self.houses.shape()
    }

    /// N, the number of digits (9 on a classic board).
    pub fn size(&self) -> usize {
        self.houses.shape().size()
    }

    /// How many cells the board has.
    pub fn cell_count(&self) -> usize {
        self.values.len()
    }

    /// The digit placed in `cell` (1-based), 0 if empty.
    pub fn value(&self, cell: usize) -> u8 {
        self.values.get(cell).copied().unwrap_or(0)
    }

    /// Whether the digit in `cell` was given.
    pub fn is_given(&self, cell: usize) -> bool {
        self.givens.get(cell).copied().unwrap_or(false)
    }

    /// The candidates of `cell` as bits (bit `d` for digit index `d`).
    pub fn bits(&self, cell: usize) -> u32 {
        self.cands.get(cell).copied().unwrap_or(0)
    }

    /// The candidates of `cell` as a digit set.
    pub fn candidates(&self, cell: usize) -> DigitSet {
        DigitSet::from_bits(self.bits(cell))
    }

    /// Whether digit index `d` is a candidate of `cell`.
    pub fn has(&self, cell: usize, d: usize) -> bool {
        self.bits(cell) & (1 << d) != 0
    }

    /// The empty cells where digit index `d` is a candidate.
    pub fn cells_with(&self, d: usize) -> CellSet {
        self.digit_cells.get(d).copied().unwrap_or_default()
    }

    /// How many houses there are (`3N`).
    pub fn house_count(&self) -> usize {
        self.houses.count()
    }

    /// The cells of house `h` (rows `0..N`, columns `N..2N`, boxes `2N..3N`).
    pub fn house(&self, h: usize) -> &[usize] {
        self.houses.cells(h)
    }

    /// The cells of house `h` as a set.
    pub fn house_set(&self, h: usize) -> CellSet {
        self.houses.set(h)
    }

    /// What house `h` is.
    pub fn house_kind(&self, h: usize) -> HouseKind {
        self.houses.kind(h)
    }

    /// The row, column and box houses of `cell`.
    pub fn houses_of(&self, cell: usize) -> [usize; 3] {
        self.houses.of(cell)
    }

    /// What the techniques computed for this grid.
    pub(in crate::techniques) fn kept(&self) -> &Kept {
        &self.kept
    }

    /// The house tables of the board's shape.
    pub fn houses(&self) -> &Houses {
        &self.houses
    }

    /// The houses two cells share (row, column, box order).
    pub fn shared_houses(&self, a: usize, b: usize) -> impl Iterator<Item = usize> + use<> {
        self.houses.shared(a, b)
    }

    /// A house holding every cell of `cells` (the first in row, column, box order), if any.
    pub fn common_house(&self, cells: &CellSet) -> Option<usize> {
        self.houses.common(cells)
    }

    /// The peers of `cell` (the cells that share a house with it).
    pub fn peers(&self, cell: usize) -> CellSet {
        self.houses.peers(cell)
    }

    /// Whether two different cells share a house.
    pub fn sees(&self, a: usize, b: usize) -> bool {
        self.peers(a).contains(b)
    }

    /// The cells that see every cell of `cells` (and are not among them).
    pub fn seen_by_all(&self, cells: &CellSet) -> CellSet {
        let mut seen: Option<CellSet> = None;
        for c in cells.iter() {
            let peers = self.peers(c);
            seen = Some(seen.map_or(peers, |s| s.and(&peers)));
        }
        seen.unwrap_or_default().minus(cells)
    }

    /// The empty cells.
    pub fn empty_cells(&self) -> impl Iterator<Item = usize> + '_ {
        self.values
            .iter()
            .enumerate()
            .filter(|(_, v)| **v == 0)
            .map(|(c, _)| c)
    }

    /// Whether every cell holds a digit.
    pub fn is_solved(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// The first empty cell without a candidate, if any: the grid has no solution then.
    pub fn dead_cell(&self) -> Option<usize> {
        self.empty_cells().find(|&c| self.bits(c) == 0)
    }

    /// Places digit index `d` in `cell` and removes it from the peers' candidates.
    pub fn place(&mut self, cell: usize, d: usize) {
        if cell >= self.values.len() || d >= self.size() {
            return;
        }
        self.kept.clear();
        self.values[cell] = d as u8 + 1;
        let old = std::mem::take(&mut self.cands[cell]);
        for (digit, set) in self.digit_cells.iter_mut().enumerate() {
            if old & (1 << digit) != 0 {
                set.remove(cell);
            }
        }
        let peers = self.houses.peers(cell);
        for p in peers.iter() {
            self.cands[p] &= !(1 << d);
        }
        self.digit_cells[d] = self.digit_cells[d].minus(&peers);
    }

    /// Removes digit index `d` from the candidates of `cell`.
    pub fn eliminate(&mut self, cell: usize, d: usize) {
        self.kept.clear();
        if let Some(bits) = self.cands.get_mut(cell) {
            *bits &= !(1 << d);
        }
        if let Some(set) = self.digit_cells.get_mut(d) {
            set.remove(cell);
        }
    }

    /// Whether the grid is classic Sudoku (no variant rules).
    pub fn is_classic(&self) -> bool {
        self.blank.is_classic()
    }

    /// The variant rules.
    pub fn rules(&self) -> &crate::board::Rules {
        self.blank.rules()
    }

    /// The constraint tables of the variant rules (cages, sums, neighbours); `None` for
    /// classic Sudoku.
    pub fn constraints(&self) -> Option<&crate::board::Constraints> {
        self.houses.constraints()
    }

    /// The peers of `cell` through a shared house or cage (not a knight's or king's move).
    pub fn group_peers(&self, cell: usize) -> CellSet {
        self.houses.group_peers(cell)
    }

    /// The grid of placed digits (givens stay givens), under the same rules.
    pub fn to_grid(&self) -> Grid {
        let mut grid = self.blank.clone();
        for (index, (&v, &given)) in self.values.iter().zip(&self.givens).enumerate() {
            let cell = self.shape().cell_at(index);
            let digit = Digit::new(v);
            if given {
                grid.set_given(cell, digit);
            } else {
                grid.set_value(cell, digit);
            }
        }
        grid
    }
}

/// [`Candidates`] as data (for a Web Worker's answer): the grid of placed digits and each
/// cell's candidates; what the techniques keep is worked out again when needed.
#[derive(serde::Serialize, serde::Deserialize)]
struct Stored {
    grid: Grid,
    candidates: Vec<u32>,
}

impl serde::Serialize for Candidates {
    fn serialize<S: serde::Serializer>(&self, to: S) -> Result<S::Ok, S::Error> {
        let stored = Stored {
            grid: self.to_grid(),
            candidates: self.cands.clone(),
        };
        stored.serialize(to)
    }
}

impl<'de> serde::Deserialize<'de> for Candidates {
    fn deserialize<D: serde::Deserializer<'de>>(from: D) -> Result<Candidates, D::Error> {
        let stored = Stored::deserialize(from)?;
        let marks: Vec<DigitSet> = stored
            .candidates
            .into_iter()
            .map(DigitSet::from_bits)
            .collect();
        Ok(Candidates::with_marks(&stored.grid, Some(&marks)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn candidates_leave_out_the_digits_of_peers_and_placing_updates_peers() {
        let mut values = vec![0u8; 81];
        values[0] = 5;
        let grid =
            Grid::from_values(Shape::NINE, &values).unwrap_or_else(|_| Grid::empty(Shape::NINE));
        let mut cands = Candidates::from_grid(&grid);
        assert!(!cands.has(1, 4) && cands.has(1, 3) && cands.has(80, 4));
        assert_eq!(cands.cells_with(4).len(), 80 - 20);
        cands.place(80, 3);
        assert!(!cands.has(8, 3) && !cands.has(72, 3) && !cands.cells_with(3).contains(80));
        assert_eq!(cands.value(80), 4);
    }
}
