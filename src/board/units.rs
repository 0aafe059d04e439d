//! Unit and peer tables for one shape, as flat arrays of cell indices.

use super::Shape;

/// The rows, columns and boxes of a shape (its `3N` units) and each cell's peers, as row-major
/// cell indices. Built once per shape and shared by the solvers and the game.
#[derive(Debug, Clone)]
pub struct Units {
    shape: Shape,
    /// `3N` units of `N` cells each: rows, then columns, then boxes.
    units: Vec<u16>,
    /// For each cell, its peers (the other cells of its three units, each once).
    peers: Vec<u16>,
    peer_count: usize,
    /// For each cell, its three units as a bit set over the unit numbers.
    masks: Vec<u128>,
}

impl Units {
    /// The tables for `shape`.
    pub fn new(shape: Shape) -> Units {
        let n = shape.size();
        let (br, bc) = (shape.box_rows(), shape.box_cols());
        let index = |row: usize, col: usize| (row * n + col) as u16;
        let mut units = Vec::with_capacity(3 * n * n);
        for row in 0..n {
            units.extend((0..n).map(|col| index(row, col)));
        }
        for col in 0..n {
            units.extend((0..n).map(|row| index(row, col)));
        }
        for b in 0..n {
            let (top, left) = ((b / (n / bc)) * br, (b % (n / bc)) * bc);
            units.extend((0..n).map(|k| index(top + k / bc, left + k % bc)));
        }
        let cell_units: Vec<[usize; 3]> = shape
            .cells()
            .map(|cell| [cell.row(), n + cell.col(), 2 * n + shape.box_of(cell)])
            .collect();
        let masks = cell_units
            .iter()
            .map(|us| us.iter().fold(0u128, |m, &u| m | 1 << u))
            .collect();
        let peer_count = 2 * (n - 1) + (n - br - bc + 1);
        let mut peers = Vec::with_capacity(n * n * peer_count);
        // `mark[p] == cell + 1`: `p` is a peer of `cell` already (a scan of the peers so far
        // made this table cost milliseconds on 25x25, where a search builds it).
        let mut mark = vec![0usize; n * n];
        for (cell, its_units) in cell_units.into_iter().enumerate() {
            for u in its_units {
                let members = &units[u * n..(u + 1) * n];
                for &p in members {
                    let seen = &mut mark[usize::from(p)];
                    if usize::from(p) != cell && *seen != cell + 1 {
                        *seen = cell + 1;
                        peers.push(p);
                    }
                }
            }
        }
        Units {
            shape,
            units,
            peers,
            peer_count,
            masks,
        }
    }

    /// The shape these tables describe.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// How many units there are (`3N`).
    pub fn unit_count(&self) -> usize {
        3 * self.shape.size()
    }

    /// The cells of unit `unit` (rows are `0..N`, columns `N..2N`, boxes `2N..3N`).
    pub fn unit(&self, unit: usize) -> &[u16] {
        let n = self.shape.size();
        &self.units[unit * n..(unit + 1) * n]
    }

    /// The units of a cell (row-major index) as a bit set over the unit numbers (see
    /// [`Units::unit`]); 0 for a cell outside the grid.
    pub fn units_of(&self, cell: usize) -> u128 {
        self.masks.get(cell).copied().unwrap_or(0)
    }

    /// The peers of a cell: every other cell that shares a row, column or box with it.
    pub fn peers(&self, cell: usize) -> &[u16] {
        &self.peers[cell * self.peer_count..(cell + 1) * self.peer_count]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nine_by_nine_cells_have_twenty_peers() {
        let units = Units::new(Shape::NINE);
        assert_eq!(units.peers(0).len(), 20);
        assert_eq!(units.unit_count(), 27);
        // Box 4 (the centre) starts at r4c4, index 30.
        assert_eq!(units.unit(18 + 4)[0], 30);
    }

    #[test]
    fn peers_are_distinct_and_exclude_the_cell_for_every_shape() {
        for (r, c) in [(2, 2), (2, 3), (3, 4), (4, 4), (5, 5)] {
            let shape = Shape::new(r, c).unwrap();
            let units = Units::new(shape);
            for cell in 0..shape.cell_count() {
                let peers = units.peers(cell);
                assert!(!peers.contains(&(cell as u16)));
                let mut sorted = peers.to_vec();
                sorted.sort_unstable();
                sorted.dedup();
                assert_eq!(sorted.len(), peers.len(), "{shape} cell {cell}");
            }
        }
    }
}
