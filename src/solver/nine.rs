//! The 9x9 engine: bit-parallel candidates by digit and band.
//!
//! For each digit and each band (three rows), a `u32` holds the 27 cells of the band where the
//! digit may still go (bit `9 * row_in_band + col`). Within a band a digit fills one cell per
//! row and one per box, so rows map to boxes by a permutation: a 3x3 "row meets box" matrix is
//! reduced to the pairs that take part in some permutation (locked candidates inside the band,
//! one table lookup). A row left with one cell places the digit (a hidden single in the row, and
//! after the reduction in the box), which clears its column in the other bands and the cell for
//! the other digits. When no band changes, cells with one candidate left are placed (naked
//! singles), computed for 27 cells at once by bit-slicing over the digits. Then the same
//! permutation reduction runs on each stack (columns meet bands), which catches locked
//! candidates between columns and boxes and hidden singles in columns. Only then does the search
//! guess: on a cell with two candidates if there is one, else on one with the fewest.
//!
//! A state is 31 words on the stack; guessing copies it. Nothing is allocated while searching.

use super::Sink;

const MASK27: u32 = (1 << 27) - 1;
const ROW: u32 = 0x1ff;
/// How often the search looks at the cancel token, in nodes (a power of two).
const CANCEL_PERIOD: u64 = 256;

/// For a 9-bit row, bit `b` is set when box `b` of the band holds a bit of it.
const ROW_BOXES: [u32; 512] = {
    let mut table = [0; 512];
    let mut row = 0;
    while row < 512 {
        let mut b = 0;
        while b < 3 {
            if row & (7 << (3 * b)) != 0 {
                table[row] |= 1 << b;
            }
            b += 1;
        }
        row += 1;
    }
    table
};

/// For a "row meets box" matrix (bit `3 * row + box`), the pairs that belong to some
/// permutation inside the matrix; 0 when none exists (the digit cannot fit the band).
const MATCHING: [u32; 512] = {
    const PERMS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut table = [0; 512];
    let mut m = 0;
    while m < 512 {
        let mut p = 0;
        while p < 6 {
            let mut pairs: u32 = 0;
            let mut r = 0;
            while r < 3 {
                pairs |= 1 << (3 * r + PERMS[p][r]);
                r += 1;
            }
            if pairs & m as u32 == pairs {
                table[m] |= pairs;
            }
            p += 1;
        }
        m += 1;
    }
    table
};

/// For a "row meets box" matrix, the cells of the band that [`MATCHING`] keeps (0 when the
/// digit cannot fit): one lookup does the whole reduction.
const KEEP_CELLS: [u32; 512] = {
    let mut table = [0; 512];
    let mut m = 0;
    while m < 512 {
        let pairs = MATCHING[m];
        let mut bit = 0;
        while bit < 9 {
            if pairs & (1 << bit) != 0 {
                table[m] |= 7 << (9 * (bit / 3) + 3 * (bit % 3));
            }
            bit += 1;
        }
        m += 1;
    }
    table
};

/// The other cells of a band that share a row, a box or a column with a cell of the band.
const BAND_PEERS: [u32; 27] = {
    let mut table = [0; 27];
    let mut p = 0;
    while p < 27 {
        let (row, col) = (p / 9, p % 9);
        let mut q = 0;
        while q < 27 {
            let (r, c) = (q / 9, q % 9);
            if q != p && (r == row || c == col || c / 3 == col / 3) {
                table[p] |= 1 << q;
            }
            q += 1;
        }
        p += 1;
    }
    table
};

/// A 9-bit column set repeated over the three rows of a band.
#[inline]
fn columns(cols: u32) -> u32 {
    cols | cols << 9 | cols << 18
}

/// The search state: candidates by digit and band, which of them need reducing, what is placed.
#[derive(Clone, Copy)]
struct State {
    /// `cands[3 * digit + band]`: where the digit may go in the band (placed cells included).
    cands: [u32; 27],
    /// Bit `3 * digit + band` is set when that entry changed since it was last reduced.
    dirty: u32,
    /// Placed cells of each band.
    placed: [u32; 3],
}

impl State {
    /// The empty grid with `values` (row-major, 0 empty) placed; `None` if two givens clash.
    fn new(values: &[u8]) -> Option<State> {
        let mut state = State {
            cands: [MASK27; 27],
            dirty: MASK27,
            placed: [0; 3],
        };
        for (index, &value) in values.iter().enumerate().take(81) {
            if value != 0 && (value > 9 || !state.assign(usize::from(value) - 1, index)) {
                return None;
            }
        }
        Some(state)
    }

    /// Clears `mask`'s zero bits from entry `i`, marking it dirty if that changed it.
    #[inline(always)]
    fn keep(&mut self, i: usize, mask: u32) {
        let old = self.cands[i];
        let new = old & mask;
        self.cands[i] = new;
        self.dirty |= u32::from(new != old) << i;
    }

    /// Puts `digit` (0-based) in cell `index`: clears it from the cell's peers in the band for
    /// that digit. The rest follows in [`State::reduce`]. False if the digit cannot go there.
    #[inline]
    fn assign(&mut self, digit: usize, index: usize) -> bool {
        let (band, bit) = (index / 27, index % 27);
        if self.cands[3 * digit + band] & (1 << bit) == 0 {
            return false;
        }
        self.keep(3 * digit + band, !BAND_PEERS[bit]);
        true
    }

    /// Reduces every dirty digit-band until none is left. False on a contradiction.
    #[inline]
    fn reduce(&mut self) -> bool {
        while self.dirty != 0 {
            let i = self.dirty.trailing_zeros() as usize;
            self.dirty &= self.dirty - 1;
            if !self.reduce_one(i / 3, i % 3) {
                return false;
            }
        }
        true
    }

    #[inline]
    fn reduce_one(&mut self, digit: usize, band: usize) -> bool {
        let i = 3 * digit + band;
        let mut cands = self.cands[i];
        loop {
            let meets = ROW_BOXES[(cands & ROW) as usize]
                | ROW_BOXES[(cands >> 9 & ROW) as usize] << 3
                | ROW_BOXES[(cands >> 18) as usize] << 6;
            let keep = KEEP_CELLS[meets as usize];
            if keep == 0 {
                return false;
            }
            cands &= keep;
            let rows = [cands & ROW, cands >> 9 & ROW, cands >> 18];
            let single = |row: u32| if row & (row - 1) == 0 { row } else { 0 };
            let singles = [single(rows[0]), single(rows[1]), single(rows[2])];
            let fresh = (singles[0] | singles[1] << 9 | singles[2] << 18) & !self.placed[band];
            if fresh == 0 {
                self.cands[i] = cands;
                return true;
            }
            if singles[0] & singles[1] | singles[0] & singles[2] | singles[1] & singles[2] != 0 {
                return false;
            }
            let cols = (fresh | fresh >> 9 | fresh >> 18) & ROW;
            // The columns just cleared may allow more in this band: reduce it again.
            cands &= !columns(cols) | fresh;
            self.placed[band] |= fresh;
            for other in 0..9 {
                if other != digit {
                    self.keep(3 * other + band, !fresh);
                }
            }
            for other in 0..3 {
                if other != band {
                    self.keep(3 * digit + other, !columns(cols));
                }
            }
        }
    }

    /// Places every cell of a band that has one candidate left. `Err` on a cell with none;
    /// `Ok(true)` if anything was placed.
    #[inline]
    fn naked_singles(&mut self) -> Result<bool, ()> {
        let mut any = false;
        for band in 0..3 {
            let open = !self.placed[band] & MASK27;
            if open == 0 {
                continue;
            }
            let (mut ones, mut twos) = (0, 0);
            for digit in 0..9 {
                let c = self.cands[3 * digit + band];
                twos |= ones & c;
                ones |= c;
            }
            if open & !ones != 0 {
                return Err(());
            }
            let singles = open & !twos;
            if singles == 0 {
                continue;
            }
            any = true;
            for digit in 0..9 {
                let mut mine = singles & self.cands[3 * digit + band];
                while mine != 0 {
                    self.keep(
                        3 * digit + band,
                        !BAND_PEERS[mine.trailing_zeros() as usize],
                    );
                    mine &= mine - 1;
                }
            }
        }
        Ok(any)
    }

    /// Locked candidates between columns and boxes, stack by stack: within a stack a digit fills
    /// one column of each band, so bands map to columns by a permutation, reduced with the same
    /// table as the rows of a band. This also finds hidden singles in columns (a column whose
    /// only cell is in one band confines that band to the column). `Err` when a digit cannot
    /// fit a stack; `Ok(true)` if any candidate went.
    #[inline]
    fn reduce_stacks(&mut self) -> Result<bool, ()> {
        let before = self.dirty;
        for digit in 0..9 {
            let cols = [0, 1, 2].map(|band| {
                let c = self.cands[3 * digit + band];
                (c | c >> 9 | c >> 18) & ROW
            });
            for stack in 0..3 {
                let shift = 3 * stack;
                let meets = cols[0] >> shift & 7
                    | (cols[1] >> shift & 7) << 3
                    | (cols[2] >> shift & 7) << 6;
                let keep = MATCHING[meets as usize];
                if keep == 0 {
                    return Err(());
                }
                for (band, &band_cols) in cols.iter().enumerate() {
                    let gone = band_cols >> shift & 7 & !(keep >> (3 * band));
                    if gone != 0 {
                        self.keep(3 * digit + band, !columns(gone << shift));
                    }
                }
            }
        }
        Ok(self.dirty != before)
    }

    fn is_solved(&self) -> bool {
        self.placed == [MASK27; 3]
    }

    /// The open cell to guess on: the first with two candidates, else one with the fewest.
    fn guess_cell(&self) -> usize {
        for band in 0..3 {
            let open = !self.placed[band] & MASK27;
            let (mut ones, mut twos, mut threes) = (0, 0, 0);
            for digit in 0..9 {
                let c = self.cands[3 * digit + band] & open;
                threes |= twos & c;
                twos |= ones & c;
                ones |= c;
            }
            let pairs = twos & !threes;
            if pairs != 0 {
                return 27 * band + pairs.trailing_zeros() as usize;
            }
        }
        let mut best = (usize::MAX, 0);
        for index in 0..81 {
            let (band, bit) = (index / 27, index % 27);
            if self.placed[band] & (1 << bit) == 0 {
                let count = (0..9)
                    .filter(|d| self.cands[3 * d + band] & (1 << bit) != 0)
                    .count();
                best = best.min((count, index));
            }
        }
        best.1
    }

    fn write(&self, values: &mut Vec<u8>) {
        values.clear();
        values.resize(81, 0);
        for digit in 0..9 {
            for band in 0..3 {
                let mut cells = self.cands[3 * digit + band];
                while cells != 0 {
                    values[27 * band + cells.trailing_zeros() as usize] = digit as u8 + 1;
                    cells &= cells - 1;
                }
            }
        }
    }
}

/// Searches a 9x9 grid given as 81 row-major values (0 empty), reporting to `sink`.
pub(crate) fn search(values: &[u8], sink: &mut Sink) {
    if values.len() != 81 {
        return;
    }
    if let Some(mut state) = State::new(values) {
        descend(&mut state, sink);
    }
}

/// Returns true when the search must stop.
fn descend(state: &mut State, sink: &mut Sink) -> bool {
    if sink.node(CANCEL_PERIOD) {
        return true;
    }
    loop {
        if !state.reduce() {
            return false;
        }
        if state.is_solved() {
            return sink.solution(|values| state.write(values));
        }
        match state.naked_singles() {
            Err(()) => return false,
            Ok(true) => continue,
            Ok(false) => {}
        }
        match state.reduce_stacks() {
            Err(()) => return false,
            Ok(true) => continue,
            Ok(false) => break,
        }
    }
    let index = state.guess_cell();
    let (band, bit) = (index / 27, index % 27);
    let mut options = (0..9)
        .filter(|d| state.cands[3 * d + band] & (1 << bit) != 0)
        .fold(0u32, |set, d| set | 1 << d);
    while options != 0 {
        let digit = options.trailing_zeros() as usize;
        options &= options - 1;
        sink.stats.guesses += 1;
        if options == 0 {
            // The last option needs no copy: reuse this state.
            state.assign(digit, index);
            return descend(state, sink);
        }
        let mut next = *state;
        next.assign(digit, index);
        if descend(&mut next, sink) {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matching_keeps_only_permutation_pairs() {
        // Row 0 only in box 0 forces rows 1 and 2 out of box 0.
        let meets = 0b111_111_001;
        assert_eq!(MATCHING[meets], 0b110_110_001);
        // Two rows confined to the same single box: impossible.
        assert_eq!(MATCHING[0b111_001_001], 0);
    }

    #[test]
    fn band_peers_are_the_row_and_the_box() {
        // 8 in the row and 6 more in the box; the column's cells in the band lie in the box.
        assert!(BAND_PEERS.iter().all(|p| p.count_ones() == 14));
        assert_eq!(BAND_PEERS[0], 0b000000111_000000111_111111110);
    }
}
