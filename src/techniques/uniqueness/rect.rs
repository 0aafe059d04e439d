//! Rectangles and what the uniqueness techniques say about them: corners, digit words, the
//! digits placed per house.

use super::*;

/// Four cells in two rows, two columns and two boxes.
#[derive(Debug, Clone, Copy)]
pub(super) struct Rect {
    /// The two rows, smaller first.
    pub(super) rows: [usize; 2],
    /// The two columns, smaller first.
    pub(super) cols: [usize; 2],
    /// The corners: top left, top right, bottom left, bottom right. Corner `i` and corner
    /// `3 - i` are opposite.
    pub(super) cells: [usize; 4],
}

impl Rect {
    /// The rectangle on `rows` and `cols`, if its corners lie in exactly two boxes, two in each.
    pub(super) fn new(grid: &Candidates, rows: [usize; 2], cols: [usize; 2]) -> Option<Rect> {
        let n = grid.size();
        let rows = [rows[0].min(rows[1]), rows[0].max(rows[1])];
        let cols = [cols[0].min(cols[1]), cols[0].max(cols[1])];
        if rows[0] == rows[1] || cols[0] == cols[1] || rows[1] >= n || cols[1] >= n {
            return None;
        }
        let cells = [
            rows[0] * n + cols[0],
            rows[0] * n + cols[1],
            rows[1] * n + cols[0],
            rows[1] * n + cols[1],
        ];
        let [b0, b1, b2, b3] = cells.map(|c| grid.houses_of(c)[2]);
        let by_rows = b0 == b1 && b2 == b3 && b0 != b2;
        let by_cols = b0 == b2 && b1 == b3 && b0 != b1;
        (by_rows || by_cols).then_some(Rect { rows, cols, cells })
    }

    pub(super) fn set(&self) -> CellSet {
        self.cells.into_iter().collect()
    }

    /// The two rows and two columns as houses.
    pub(super) fn houses(&self, n: usize) -> Vec<usize> {
        vec![
            self.rows[0],
            self.rows[1],
            n + self.cols[0],
            n + self.cols[1],
        ]
    }

    /// The corners on the same diagonal as `cell`, `cell` included.
    pub(super) fn diagonal_of(&self, cell: usize) -> [usize; 2] {
        let [tl, tr, bl, br] = self.cells;
        if cell == tl || cell == br {
            [tl, br]
        } else {
            [tr, bl]
        }
    }

    /// The corner opposite `cell`.
    pub(super) fn opposite(&self, cell: usize) -> usize {
        let [first, second] = self.diagonal_of(cell);
        if first == cell { second } else { first }
    }
}

/// The digit of digit index `d`.
pub(super) fn digit(d: usize) -> Digit {
    Digit::from_index(d)
}

/// `3 and 7` for a mask.
pub(super) fn mask_list(mask: u32) -> String {
    digit_list(ones(mask).map(digit))
}

/// `3 or 7` for a mask.
pub(super) fn mask_alternatives(mask: u32) -> String {
    or_list(ones(mask).map(|d| digit(d).to_string()).collect())
}

/// For each house, the digits placed in it as a mask.
pub(super) fn placed_by_house(grid: &Candidates) -> Vec<u32> {
    (0..grid.house_count())
        .map(|h| {
            grid.house(h)
                .iter()
                .map(|&c| grid.value(c))
                .filter(|&v| v != 0)
                .fold(0u32, |m, v| {
                    m | 1u32.checked_shl(u32::from(v) - 1).unwrap_or(0)
                })
        })
        .collect()
}

/// Whether the cells of a set share a row or a column.
pub(super) fn in_one_line(grid: &Candidates, cells: &CellSet) -> bool {
    let n = grid.size().max(1);
    let mut it = cells.iter();
    let Some(first) = it.next() else { return false };
    let (mut same_row, mut same_col) = (true, true);
    for c in it {
        same_row &= c / n == first / n;
        same_col &= c % n == first % n;
    }
    same_row || same_col
}

/// Some corners of a rectangle, kept on the stack.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Corners {
    pub(super) cells: [usize; 4],
    pub(super) len: usize,
}

impl Corners {
    pub(super) fn push(&mut self, cell: usize) {
        if let Some(slot) = self.cells.get_mut(self.len) {
            *slot = cell;
            self.len += 1;
        }
    }

    pub(super) fn as_slice(&self) -> &[usize] {
        self.cells.get(..self.len).unwrap_or(&[])
    }

    pub(super) fn text(&self, n: usize) -> String {
        cell_list(self.as_slice().iter().copied(), n)
    }
}

/// The two corners of a Uniqueness Test 3 as one cell: the house they share, and their
/// candidates besides the rectangle's digits.
#[derive(Debug, Clone, Copy)]
pub(super) struct Pseudo {
    pub(super) house: usize,
    pub(super) others: u32,
}
