//! The shape of a grid: the dimensions of one box, from which everything else follows.

use super::{BoardError, Cell};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The dimensions of a box (`box_rows` x `box_cols`); the grid has side `N = box_rows * box_cols`
/// and `N * N` cells. Sides from 4 (2x2 boxes) to 25 (5x5 boxes) are supported.
/// It deserializes only through [`Shape::new`], so a stored shape is always a Sudoku.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawShape")]
pub struct Shape {
    box_rows: u8,
    box_cols: u8,
}

/// A shape as stored, before it is checked.
#[derive(Deserialize)]
struct RawShape {
    box_rows: usize,
    box_cols: usize,
}

impl TryFrom<RawShape> for Shape {
    type Error = BoardError;

    fn try_from(raw: RawShape) -> Result<Shape, BoardError> {
        Shape::new(raw.box_rows, raw.box_cols)
    }
}

impl Shape {
    /// The smallest side supported.
    pub const MIN_SIZE: usize = 4;
    /// The largest side supported.
    pub const MAX_SIZE: usize = 25;
    /// The classic 9x9 grid with 3x3 boxes.
    pub const NINE: Shape = Shape::boxes(3, 3);

    /// The shapes players meet, smallest first: 4x4, 6x6, 8x8, 9x9, 12x12, 16x16, 20x20, 25x25.
    pub const COMMON: [Shape; 8] = [
        Shape::boxes(2, 2),
        Shape::boxes(2, 3),
        Shape::boxes(2, 4),
        Shape::boxes(3, 3),
        Shape::boxes(3, 4),
        Shape::boxes(4, 4),
        Shape::boxes(4, 5),
        Shape::boxes(5, 5),
    ];

    /// For constants whose sizes are known to be valid.
    const fn boxes(box_rows: u8, box_cols: u8) -> Shape {
        Shape { box_rows, box_cols }
    }

    /// A shape with boxes of `box_rows` x `box_cols` cells.
    pub fn new(box_rows: usize, box_cols: usize) -> Result<Shape, BoardError> {
        let size = box_rows.saturating_mul(box_cols);
        if box_rows < 2 || box_cols < 2 || !(Self::MIN_SIZE..=Self::MAX_SIZE).contains(&size) {
            return Err(BoardError::BadShape { box_rows, box_cols });
        }
        // Both fit in a u8 because their product is at most 25.
        Ok(Shape {
            box_rows: box_rows as u8,
            box_cols: box_cols as u8,
        })
    }

    /// The usual shape for a side: boxes as close to square as the side allows, wider than tall
    /// (6 gives 2x3, 12 gives 3x4). Prime sides have no boxes and are refused.
    pub fn from_size(size: usize) -> Result<Shape, BoardError> {
        (2..=5)
            .rev()
            .filter(|rows| rows * rows <= size && size.is_multiple_of(*rows))
            .find_map(|rows| Shape::new(rows, size / rows).ok())
            .ok_or(BoardError::NoShapeForSize { size })
    }

    /// The shape whose side squared is `cells`, if there is one (81 gives 9x9).
    pub fn from_cell_count(cells: usize) -> Option<Shape> {
        let side = (Self::MIN_SIZE..=Self::MAX_SIZE).find(|side| side * side == cells)?;
        Shape::from_size(side).ok()
    }

    /// Rows in one box.
    pub fn box_rows(self) -> usize {
        usize::from(self.box_rows)
    }

    /// Columns in one box.
    pub fn box_cols(self) -> usize {
        usize::from(self.box_cols)
    }

    /// The side length N: cells in a row, column or box, and the largest digit.
    pub fn size(self) -> usize {
        self.box_rows() * self.box_cols()
    }

    /// Cells in the grid (N * N).
    pub fn cell_count(self) -> usize {
        self.size() * self.size()
    }

    /// The same grid turned on its diagonal: boxes become `box_cols` x `box_rows`.
    pub fn transposed(self) -> Shape {
        Shape {
            box_rows: self.box_cols,
            box_cols: self.box_rows,
        }
    }

    /// The row-major index of a cell, if the cell lies in the grid.
    pub fn index_of(self, cell: Cell) -> Option<usize> {
        let n = self.size();
        (cell.row() < n && cell.col() < n).then(|| cell.row() * n + cell.col())
    }

    /// The cell at a row-major index. The index must be below [`Shape::cell_count`].
    pub fn cell_at(self, index: usize) -> Cell {
        Cell::new(index / self.size(), index % self.size())
    }

    /// The box (0-based, row-major over boxes) that holds a cell.
    pub fn box_of(self, cell: Cell) -> usize {
        let boxes_across = self.size() / self.box_cols();
        (cell.row() / self.box_rows()) * boxes_across + cell.col() / self.box_cols()
    }

    /// Every cell of the grid in row-major order.
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        (0..self.cell_count()).map(move |i| self.cell_at(i))
    }

    /// Whether two cells share a row, a column or a box (a cell sees itself).
    pub fn sees(self, a: Cell, b: Cell) -> bool {
        a.row() == b.row() || a.col() == b.col() || self.box_of(a) == self.box_of(b)
    }

    /// The cells sharing a row, column or box with `cell`, each once, without `cell` itself,
    /// computed in `3N` steps: cheaper than building [`super::Units`] for one question.
    pub fn peers(self, cell: Cell) -> impl Iterator<Item = Cell> {
        let (n, rows, cols) = (self.size(), self.box_rows(), self.box_cols());
        let (row, col) = (cell.row(), cell.col());
        let (top, left) = (row / rows * rows, col / cols * cols);
        let in_row = (0..n).map(move |c| Cell::new(row, c));
        let in_col = (0..n).map(move |r| Cell::new(r, col));
        // Box cells on the cell's own row or column were listed already.
        let in_box = (0..n)
            .map(move |k| Cell::new(top + k / cols, left + k % cols))
            .filter(move |p| p.row() != row && p.col() != col);
        in_row
            .chain(in_col)
            .chain(in_box)
            .filter(move |&p| p != cell)
    }
}

impl Default for Shape {
    fn default() -> Self {
        Shape::NINE
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.size();
        write!(f, "{n}x{n} ({}x{} boxes)", self.box_rows, self.box_cols)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn from_size_picks_wide_boxes() {
        let dims = |n| Shape::from_size(n).map(|s| (s.box_rows(), s.box_cols()));
        assert_eq!(dims(4), Ok((2, 2)));
        assert_eq!(dims(6), Ok((2, 3)));
        assert_eq!(dims(9), Ok((3, 3)));
        assert_eq!(dims(12), Ok((3, 4)));
        assert_eq!(dims(16), Ok((4, 4)));
        assert_eq!(dims(25), Ok((5, 5)));
        assert!(Shape::from_size(7).is_err());
        assert!(Shape::from_size(3).is_err());
        assert!(Shape::from_size(26).is_err());
    }

    #[test]
    fn common_shapes_are_valid_and_ordered() {
        for shape in Shape::COMMON {
            assert_eq!(Shape::new(shape.box_rows(), shape.box_cols()), Ok(shape));
        }
        assert!(Shape::COMMON.windows(2).all(|w| w[0].size() < w[1].size()));
    }

    #[test]
    fn new_refuses_thin_or_large_boxes() {
        assert!(Shape::new(1, 9).is_err());
        assert!(Shape::new(6, 5).is_err());
        assert!(Shape::new(2, 4).is_ok());
    }

    #[test]
    fn peers_match_the_unit_tables_and_sees_for_every_shape() {
        for shape in Shape::COMMON {
            let units = super::super::Units::new(shape);
            for (index, cell) in shape.cells().enumerate() {
                let mut mine: Vec<usize> = shape
                    .peers(cell)
                    .filter_map(|p| shape.index_of(p))
                    .collect();
                let mut theirs: Vec<usize> = units.peers(index).iter().map(|&p| p.into()).collect();
                mine.sort_unstable();
                theirs.sort_unstable();
                assert_eq!(mine, theirs, "{shape} {cell}");
                let seen = shape
                    .cells()
                    .filter(|&p| p != cell && shape.sees(cell, p))
                    .count();
                assert_eq!(seen, theirs.len(), "{shape} {cell}");
            }
        }
    }

    #[test]
    fn a_stored_shape_that_is_no_sudoku_is_refused() {
        assert_eq!(
            ron::from_str::<Shape>("(box_rows: 3, box_cols: 3)"),
            Ok(Shape::NINE)
        );
        for bad in [
            "(box_rows: 1, box_cols: 9)",
            "(box_rows: 6, box_cols: 5)",
            "(box_rows: 255, box_cols: 255)",
        ] {
            assert!(ron::from_str::<Shape>(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn box_of_numbers_boxes_row_major() {
        let shape = Shape::new(2, 3).unwrap();
        assert_eq!(shape.box_of(Cell::new(0, 0)), 0);
        assert_eq!(shape.box_of(Cell::new(1, 5)), 1);
        assert_eq!(shape.box_of(Cell::new(2, 0)), 2);
        assert_eq!(shape.box_of(Cell::new(5, 5)), 5);
    }
}
