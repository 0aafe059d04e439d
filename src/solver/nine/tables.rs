//! The 9x9 engine's constant tables and bit helpers: which box a row's bits fall in, the six
//! row-to-box permutations of a band and what each matrix of them keeps, the band's peers,
//! and the bit-sliced counts the minirow rule uses. All computed at compile time.

pub(super) const MASK27: u32 = (1 << 27) - 1;
pub(super) const ROW: u32 = 0x1ff;

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

/// The six ways rows (or bands) can map to boxes (or columns): `PERMS[p][row]` is the box.
pub(super) const PERMS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// The pairs (bit `3 * row + box`) of permutation `p`.
const fn perm_pairs(p: usize) -> u32 {
    1 << PERMS[p][0] | 1 << (3 + PERMS[p][1]) | 1 << (6 + PERMS[p][2])
}

/// For a "row meets box" matrix (bit `3 * row + box`), the permutations (bit `p` of 6) that fit
/// inside it: a digit's possible configurations in a band (or a stack).
pub(super) const CONFIGS: [u8; 512] = {
    let mut table = [0; 512];
    let mut m = 0;
    while m < 512 {
        let mut p = 0;
        while p < 6 {
            if perm_pairs(p) & m as u32 == perm_pairs(p) {
                table[m] |= 1 << p;
            }
            p += 1;
        }
        m += 1;
    }
    table
};

/// How many configurations [`CONFIGS`] lists for each matrix.
pub(super) const CONFIG_COUNT: [u8; 512] = {
    let mut table = [0; 512];
    let mut m = 0;
    while m < 512 {
        table[m] = CONFIGS[m].count_ones() as u8;
        m += 1;
    }
    table
};

/// [`CONFIG_COUNT`] in the low byte, and 1 in the high byte where that count is at least two
/// (the digit is open there): summed over a line's digits, its configurations in all and its
/// open digits (at most 54 and 9, so the bytes do not carry).
pub(super) const CONFIG_WEIGHT: [u16; 512] = {
    let mut table = [0; 512];
    let mut m = 0;
    while m < 512 {
        let count = CONFIG_COUNT[m] as u16;
        table[m] = count | if count >= 2 { 1 << 8 } else { 0 };
        m += 1;
    }
    table
};

/// For a "row meets box" matrix (bit `3 * row + box`), the pairs that belong to some
/// permutation inside the matrix; 0 when none exists (the digit cannot fit the band).
pub(super) const MATCHING: [u32; 512] = {
    let mut table = [0; 512];
    let mut m = 0;
    while m < 512 {
        let mut p = 0;
        while p < 6 {
            if CONFIGS[m] & 1 << p != 0 {
                table[m] |= perm_pairs(p);
            }
            p += 1;
        }
        m += 1;
    }
    table
};

/// The cells of a band that permutation `p` keeps for a digit: in each row, that row's box.
pub(super) const PERM_CELLS: [u32; 6] = {
    let mut table = [0; 6];
    let mut p = 0;
    while p < 6 {
        let mut r = 0;
        while r < 3 {
            table[p] |= 7 << (9 * r + 3 * PERMS[p][r]);
            r += 1;
        }
        p += 1;
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

/// For a "row meets box" matrix, the cells of the band in the pairs that [`MATCHING`] keeps
/// alone in their row: where a row is confined to one box (its minirow there).
const FORCED_CELLS: [u32; 512] = {
    let mut table = [0; 512];
    let mut m = 0;
    while m < 512 {
        let pairs = MATCHING[m];
        let mut row = 0;
        while row < 3 {
            let boxes = pairs >> (3 * row) & 7;
            if boxes != 0 && boxes & (boxes - 1) == 0 {
                table[m] |= 7 << (9 * row + 3 * boxes.trailing_zeros());
            }
            row += 1;
        }
        m += 1;
    }
    table
};

/// [`KEEP_CELLS`] (low half) and [`FORCED_CELLS`] (high half) of each matrix in one word: the
/// update reads both, and one load serves them.
pub(super) const KEEP_AND_FORCED: [u64; 512] = {
    let mut table = [0; 512];
    let mut m = 0;
    while m < 512 {
        table[m] = KEEP_CELLS[m] as u64 | (FORCED_CELLS[m] as u64) << 32;
        m += 1;
    }
    table
};

/// For the columns (9 bits) where a digit lies in a band, the cells of the band in the columns
/// that are the only one of their box: the digit's column there, which the other bands lose
/// (pointing), and where a row confined to that box has its one cell.
pub(super) const SOLE_COLUMNS: [u32; 512] = {
    let mut table = [0; 512];
    let mut cols = 0;
    while cols < 512 {
        table[cols] = columns(alone(cols as u32, 1));
        cols += 1;
    }
    table
};

/// The other cells of a band that share a row, a box or a column with a cell of the band.
pub(super) const BAND_PEERS: [u32; 27] = {
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
pub(super) const fn columns(cols: u32) -> u32 {
    cols | cols << 9 | cols << 18
}

/// With `PEXT` (the search copy compiled for BMI2): the bits of `x` under `mask`, packed down
/// (one PEXT instruction); else `None`, and the caller gathers them with shifts or tables.
#[inline(always)]
#[allow(unsafe_code)]
fn gathered<const PEXT: bool>(x: u32, mask: u32) -> Option<u32> {
    #[cfg(target_arch = "x86_64")]
    if PEXT {
        // SAFETY: `PEXT` is true only in the search copy compiled with BMI2 (`descend_v3`),
        // which `descend` calls only on a processor that has it.
        return Some(unsafe { core::arch::x86_64::_pext_u32(x, mask) });
    }
    let _ = (x, mask);
    None
}

/// The "row meets box" matrix (bit `3 * row + box`) of a digit's cells in a band. With `PEXT`,
/// each minirow's bits are or'ed into its first and one PEXT gathers those nine: on the
/// fastrel build 6% faster on magictour_top1465 and serg_benchmark than the three lookups by
/// row otherwise used (their loads wait on the store of `cands` that just changed).
#[inline(always)]
pub(super) fn band_meets<const PEXT: bool>(cands: u32) -> u32 {
    gathered::<PEXT>(cands | cands >> 1 | cands >> 2, MINIROWS).unwrap_or_else(|| {
        ROW_BOXES[(cands & ROW) as usize]
            | ROW_BOXES[(cands >> 9 & ROW) as usize] << 3
            | ROW_BOXES[(cands >> 18 & ROW) as usize] << 6
    }) & 0x1ff
}

/// The "row meets box" matrix of a band from its minirows (bit `9 * row + 3 * box` set where
/// the digit may go in that minirow) to bit `3 * row + box`.
#[inline(always)]
pub(super) fn minirow_meets<const PEXT: bool>(rows: u32) -> u32 {
    gathered::<PEXT>(rows, MINIROWS).unwrap_or_else(|| {
        let y = rows & 0o001_001_001 | rows >> 2 & 0o002_002_002 | rows >> 4 & 0o004_004_004;
        gather_rows(y)
    }) & 0x1ff
}

/// The "band meets column" matrix (bit `3 * band + column`) of a stack, from a digit's
/// minicolumns (bit `9 * band + column`).
#[inline(always)]
pub(super) fn stack_meets<const PEXT: bool>(minicols: u32, stack: usize) -> u32 {
    let mask = 0o007_007_007 << (3 * stack);
    gathered::<PEXT>(minicols, mask)
        .unwrap_or_else(|| gather_rows((minicols & mask) >> (3 * stack)))
        & 0x1ff
}

/// Bits `9 * r + k` (`k` below 3) gathered to bits `3 * r + k`: three 3-bit groups, one per
/// row of a band, packed into a 3x3 matrix.
#[inline(always)]
fn gather_rows(x: u32) -> u32 {
    (x | x >> 6 | x >> 12) & 0x1ff
}

/// The columns (9 bits) where a digit's cells in a band lie.
#[inline(always)]
pub(super) fn band_columns(cands: u32) -> u32 {
    (cands | cands >> 9 | cands >> 18) & ROW
}

/// In each 9-bit row of a band, bit `3 * box`: the first cell of each minirow (the three cells
/// where a row meets a box).
pub(super) const MINIROWS: u32 = 0o111_111_111;

/// Bits of `s` that are the only one of their group: a group is three bits `step` apart, in
/// each span of `3 * step` bits. Step 1: the columns of a stack. Step 3: the minirows of a row
/// as the strong pass packs them, one bit a band (bit `9 * row + 3 * box + band`), each band
/// its own groups.
#[inline(always)]
pub(super) const fn alone(s: u32, step: u32) -> u32 {
    // Masks of the first, first two, last two and last position of every group.
    let (first, low, high, last) = if step == 3 {
        (0o007_007_007, 0o077_077_077, 0o770_770_770, 0o700_700_700)
    } else {
        (0o111_111_111, 0o333_333_333, 0o666_666_666, 0o444_444_444)
    };
    let others = (s & low) << step
        | (s & first) << (2 * step)
        | (s & high) >> step
        | (s & last) >> (2 * step);
    s & !others
}

/// Counts over nine words, bit by bit and lane by lane, saturating: the bits set in at least
/// three of them and those set in at least four.
#[inline(always)]
pub(super) fn three_and_four(words: &[[u32; 4]; 9]) -> ([u32; 4], [u32; 4]) {
    let (mut one, mut two, mut three, mut four) = ([0; 4], [0; 4], [0; 4], [0; 4]);
    for w in words {
        for lane in 0..4 {
            four[lane] |= three[lane] & w[lane];
            three[lane] |= two[lane] & w[lane];
            two[lane] |= one[lane] & w[lane];
            one[lane] |= w[lane];
        }
    }
    (three, four)
}
