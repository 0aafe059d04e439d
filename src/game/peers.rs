//! The peers of a cell, computed from the shape without tables.

use crate::board::{Cell, Shape};

/// The cells sharing a row, column or box with `cell`, each once, without `cell` itself.
/// Computing them costs `3N` steps, cheaper than building [`crate::board::Units`] for a
/// single question.
pub(crate) fn peers(shape: Shape, cell: Cell) -> impl Iterator<Item = Cell> {
    let (n, rows, cols) = (shape.size(), shape.box_rows(), shape.box_cols());
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Units;

    #[test]
    fn peers_match_the_board_tables_for_every_shape() {
        for (r, c) in [(2, 2), (2, 3), (3, 3), (3, 4), (5, 5)] {
            let shape = Shape::new(r, c).unwrap();
            let units = Units::new(shape);
            for (index, cell) in shape.cells().enumerate() {
                let mut mine: Vec<usize> = peers(shape, cell)
                    .filter_map(|p| shape.index_of(p))
                    .collect();
                let mut theirs: Vec<usize> = units.peers(index).iter().map(|&p| p.into()).collect();
                mine.sort_unstable();
                theirs.sort_unstable();
                assert_eq!(mine, theirs, "{shape} {cell}");
            }
        }
    }
}
