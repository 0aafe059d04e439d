//! The 9x9 candidate grid the rater works on, with Sudoku Explainer's house numbering:
//! boxes `0..9`, rows `9..18`, columns `18..27`, each house's cells in SE's order (box cells
//! row by row, row cells left to right, column cells top to bottom).

use crate::board::ones;

/// Houses of one kind in SE's region order: box, row, column.
pub(super) const BOX: usize = 0;
/// The first row house.
pub(super) const ROW: usize = 9;
/// The first column house.
pub(super) const COL: usize = 18;

/// The cells of every house.
pub(super) static HOUSES: [[u8; 9]; 27] = houses();
/// Each cell's box, row and column house.
pub(super) static CELL_HOUSES: [[u8; 3]; 81] = cell_houses();
/// Each cell's 20 peers, in row-major order.
pub(super) static PEERS: [[u8; 20]; 81] = peers();
/// Each cell's peers as a bit set of cells.
pub(super) static PEER_SETS: [u128; 81] = peer_sets();
/// Each house's cells as a bit set.
pub(super) static HOUSE_SETS: [u128; 27] = house_sets();

const fn houses() -> [[u8; 9]; 27] {
    let mut h = [[0u8; 9]; 27];
    let mut i = 0;
    while i < 9 {
        let mut j = 0;
        while j < 9 {
            let (br, bc) = (i / 3 * 3, i % 3 * 3);
            h[BOX + i][j] = ((br + j / 3) * 9 + bc + j % 3) as u8;
            h[ROW + i][j] = (i * 9 + j) as u8;
            h[COL + i][j] = (j * 9 + i) as u8;
            j += 1;
        }
        i += 1;
    }
    h
}

const fn cell_houses() -> [[u8; 3]; 81] {
    let mut c = [[0u8; 3]; 81];
    let mut cell = 0;
    while cell < 81 {
        let (r, col) = (cell / 9, cell % 9);
        c[cell] = [
            (BOX + r / 3 * 3 + col / 3) as u8,
            (ROW + r) as u8,
            (COL + col) as u8,
        ];
        cell += 1;
    }
    c
}

const fn sees(a: usize, b: usize) -> bool {
    let (ha, hb) = (cell_houses()[a], cell_houses()[b]);
    a != b && (ha[0] == hb[0] || ha[1] == hb[1] || ha[2] == hb[2])
}

const fn peers() -> [[u8; 20]; 81] {
    let mut p = [[0u8; 20]; 81];
    let mut a = 0;
    while a < 81 {
        let (mut b, mut k) = (0, 0);
        while b < 81 {
            if sees(a, b) {
                p[a][k] = b as u8;
                k += 1;
            }
            b += 1;
        }
        a += 1;
    }
    p
}

const fn peer_sets() -> [u128; 81] {
    let mut s = [0u128; 81];
    let mut a = 0;
    while a < 81 {
        let mut b = 0;
        while b < 81 {
            if sees(a, b) {
                s[a] |= 1 << b;
            }
            b += 1;
        }
        a += 1;
    }
    s
}

const fn house_sets() -> [u128; 27] {
    let h = houses();
    let mut s = [0u128; 27];
    let mut i = 0;
    while i < 27 {
        let mut j = 0;
        while j < 9 {
            s[i] |= 1 << h[i][j];
            j += 1;
        }
        i += 1;
    }
    s
}

/// Placed digits and candidates of a 9x9 grid. Digits are indices `0..9`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Grid9 {
    /// Candidates of each cell (bit `d` for digit index `d`); 0 when placed.
    pub cands: [u16; 81],
    /// The placed digit (1-based) of each cell, 0 when empty.
    pub values: [u8; 81],
    /// For each digit index, the cells that have it as a candidate.
    dcells: [u128; 9],
}

impl Grid9 {
    /// The grid of `values` (1-based, 0 for empty) with every candidate no peer excludes.
    pub fn from_values(values: [u8; 81]) -> Grid9 {
        let mut grid = Grid9 {
            cands: [0; 81],
            values,
            dcells: [0; 9],
        };
        for cell in 0..81 {
            if values[cell] != 0 {
                continue;
            }
            let mut bits = 0x1ff;
            for &p in &PEERS[cell] {
                let v = values[usize::from(p)];
                if v != 0 {
                    bits &= !(1 << (v - 1));
                }
            }
            grid.cands[cell] = bits;
            for d in ones(bits) {
                grid.dcells[d] |= 1 << cell;
            }
        }
        grid
    }

    /// Whether every cell holds a digit.
    pub fn is_solved(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// Whether digit index `d` is a candidate of `cell`.
    pub fn has(&self, cell: usize, d: usize) -> bool {
        self.cands[cell] >> d & 1 != 0
    }

    /// How many candidates `cell` has.
    pub fn count(&self, cell: usize) -> u32 {
        self.cands[cell].count_ones()
    }

    /// The positions (indices in the house) of digit index `d` in house `h`.
    pub fn positions(&self, h: usize, d: usize) -> u16 {
        let mut mask = 0;
        for (i, &c) in HOUSES[h].iter().enumerate() {
            mask |= (self.cands[usize::from(c)] >> d & 1) << i;
        }
        mask
    }

    /// The cells of house `h` that have digit index `d`, as a cell set.
    pub fn cells_with(&self, h: usize, d: usize) -> u128 {
        self.digit_cells(d) & HOUSE_SETS[h]
    }

    /// All cells that have digit index `d`, as a cell set.
    pub fn digit_cells(&self, d: usize) -> u128 {
        self.dcells.get(d).copied().unwrap_or(0)
    }

    /// How many cells of house `h` are empty.
    pub fn empty_in(&self, h: usize) -> usize {
        HOUSES[h]
            .iter()
            .filter(|&&c| self.values[usize::from(c)] == 0)
            .count()
    }

    /// Places digit index `d` in `cell` and removes it from the peers.
    pub fn place(&mut self, cell: usize, d: usize) {
        self.values[cell] = d as u8 + 1;
        for other in ones(self.cands[cell]) {
            self.dcells[other] &= !(1u128 << cell);
        }
        self.cands[cell] = 0;
        for &p in &PEERS[cell] {
            self.cands[usize::from(p)] &= !(1 << d);
        }
        self.dcells[d] &= !PEER_SETS[cell];
    }

    /// Removes digit index `d` from `cell`.
    pub fn remove(&mut self, cell: usize, d: usize) {
        self.cands[cell] &= !(1 << d);
        if let Some(set) = self.dcells.get_mut(d) {
            *set &= !(1u128 << cell);
        }
    }
}
