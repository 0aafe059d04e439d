//! The 9x9 engine: bit-parallel candidates by digit and band.
//!
//! For each digit and each band (three rows), a `u32` holds the 27 cells of the band where the
//! digit may still go (bit `9 * row_in_band + col`). Within a band a digit fills one cell per
//! row and one per box, so rows map to boxes by a permutation: a 3x3 "row meets box" matrix is
//! reduced to the pairs that take part in some permutation (locked candidates inside the band,
//! one table lookup). A box where the digit is then left in one column takes that column from
//! the digit's other bands (pointing), and a row left with one cell places the digit (a hidden
//! single in the row, and after the reduction in the box), which takes the cell from the other
//! digits. These updates are written without asking whether they change anything: a sweep
//! over the 27 entries updates those that differ from what their last update left, again
//! until none does (the JCZSolve family's way; a dirty bit kept at every write cost more, and
//! so did a mask of the changed entries found for all 27 at once and walked bit by bit: fewer
//! mispredicted branches, but a third slower in wall-clock time on every set).
//! Then cells with one candidate left are placed (naked singles), computed for 27 cells at
//! once by bit-slicing over the digits, which also yields the cells with two.
//!
//! A node is cheap or strong. A cheap node stops there and guesses on a cell with two
//! candidates if there is one, else on the first with the fewest. A strong node also runs the
//! permutation reduction on each stack (columns meet bands: locked candidates from columns to
//! boxes, hidden singles in columns), then the minirow rule (each minirow and minicolumn
//! holds exactly three digits, counted bit-sliced for all 54 at once) and then branches on
//! a digit's row-to-box (or band-to-column) configurations in a band or stack, one option per
//! configuration (see [`tightest`] for which: tdoku's rule once a band or stack is settled,
//! before that, on puzzles whose root is loose, one that halves the trees of the hardest
//! puzzles). Those search trees are several times smaller on hard puzzles than branching on
//! cells, but their nodes cost more, so puzzles with many givens (small trees) start with
//! cheap nodes and go strong only if their search grows.
//!
//! A state is 58 words on the stack; guessing copies it. Nothing is allocated while searching.
//! The search is compiled twice, portable and for AVX2 (x86-64-v3), and picks at run time; the
//! AVX2 copy gathers bits with PEXT where the processor runs it in hardware.

mod tables;

use super::{Contradiction, Sink};
use tables::{
    BAND_PEERS, CONFIG_COUNT, CONFIG_WEIGHT, CONFIGS, KEEP_AND_FORCED, MASK27, MATCHING, MINIROWS,
    PERM_CELLS, PERMS, ROW, SOLE_COLUMNS, alone, band_columns, band_meets, columns, minirow_meets,
    stack_meets, three_and_four,
};

/// How often the search looks at the cancel token, in nodes (a power of two).
const CANCEL_PERIOD: u64 = 256;

/// What a strong node's inference ended with.
enum Strong {
    /// Candidates went: propagate again.
    Changed,
    /// Nothing went: branch on this (`None` if every digit is down to one configuration in
    /// every band and stack).
    Stable(Option<Tight>),
}

/// A digit's configurations in a band or a stack, to branch on.
#[derive(Clone, Copy)]
struct Tight {
    /// The digit and the band or stack.
    branch: Branch,
    /// The configurations, a set of [`PERMS`] indices.
    options: u32,
}

/// Which branching rule a search follows (see [`tightest`]), decided at its first stable
/// strong node and kept by every node below it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Rule {
    /// No strong node has been stable yet.
    Undecided,
    /// The open-digit rule until a line is settled, then tdoku's.
    OpenDigits,
    /// tdoku's rule throughout.
    FailFirst,
}

/// From this many configurations in all (every digit's, in every band and stack, at most 324)
/// at its first stable strong node, a search follows the open-digit rule; below it tdoku's.
/// A root that tight has small trees, where fail-first does better. Measured as nodes plus
/// half the branch points over each shared set, against the open-digit rule everywhere:
/// magictour_top1465 -7%, 17_clue -4%, the hardest sets +0.3% (thresholds from 142 to 153
/// give the same within 2%); unique mode, magictour_top1465 went from 20.2 to 19.4 nodes and
/// 11.5 to 9.6 branch points, 4-7% faster in wall-clock time (medians of 9).
const LOOSE_ROOT: u32 = 148;

/// The branching rule. A digit is open in a band or stack (a line) while it has two
/// configurations there or more. A search whose root is loose (see [`LOOSE_ROOT`], decided
/// into `rule` at its first call) follows the first rule below, else the second throughout:
///
/// - While every line has an open digit: the line with the fewest open digits (of those, the
///   one with the most configurations in all), and its digit with the most configurations.
/// - Once some line is settled: tdoku's rule, the line with the fewest configurations summed
///   over the digits, and its open digit with the fewest.
///
/// The first rule is not fail-first: it was found by measuring tree sizes. On the forum's
/// hardest puzzles it halves them (nodes a puzzle, unique mode, tdoku's rule alone -> this:
/// forum_hardest_1106 221 -> 112, forum_hardest_1905_11plus 128 -> 89, alike on shuffled
/// copies), at a small cost on puzzles with small trees (magictour_top1465 18.7 -> 20.2).
/// Tried and worse: the first rule for the whole search (1106: 116), only after the first nodes
/// (124-192), or only on the first nodes with a restart (121-175); the first rule's line with
/// tdoku's digit (147), or its digit with the fewest-first line (163); weighing lines by the
/// product of their digits' configurations (212-216); in tdoku's rule, the line whose open digit
/// has the fewest configurations, or the line with the fewest configurations over its open digits
/// only (the same trees within 1% on the hardest sets, magictour_top1465 and 17_clue, original and
/// shuffled). Ties go to the first line (bands, then stacks) and the first digit. Also tried
/// (2026-12-03): tdoku's binary branch on a digit with three configurations, the first against
/// the other two, then choosing again (magictour_top1465 the same 19.4 nodes, as such digits are
/// rare there; forum_hardest_1106 112.7 -> 114.8), and the two minimums below taken without
/// branches (within noise).
///
/// `bands[band][digit]` and `stacks[stack][digit]` are the digits' matrices, `weights[line]`
/// their [`CONFIG_WEIGHT`]s summed over each line's digits (bands, then stacks); `None` when no
/// digit is open anywhere (cells may still be open: then a cell is the branch).
#[inline(always)]
fn tightest(
    bands: &[[u32; 9]; 3],
    stacks: &[[u32; 9]; 3],
    weights: [u32; 6],
    rule: &mut Rule,
) -> Option<Tight> {
    // Each line's open digits and configurations in all.
    let lines = weights.map(|sum| (sum >> 8, sum & 0xff));
    if *rule == Rule::Undecided {
        let all: u32 = lines.iter().map(|&(_, total)| total).sum();
        *rule = if all >= LOOSE_ROOT {
            Rule::OpenDigits
        } else {
            Rule::FailFirst
        };
    }
    let settled = *rule == Rule::FailFirst || lines.iter().any(|&(open, _)| open == 0);
    let mut best = (u32::MAX, 0);
    for (line, &(open, total)) in lines.iter().enumerate() {
        if open == 0 {
            continue;
        }
        // At most 54 configurations in a line: the open count weighs more than any total.
        let key = if settled {
            total
        } else {
            open * 64 + 64 - total
        };
        if key < best.0 {
            best = (key, line);
        }
    }
    if best.0 == u32::MAX {
        return None;
    }
    let line = best.1;
    let per_digit = if line < 3 {
        &bands[line]
    } else {
        &stacks[line - 3]
    };
    let mut pick = (u32::MAX, 0, 0);
    for (digit, &meets) in per_digit.iter().enumerate() {
        let count = u32::from(CONFIG_COUNT[(meets & 0x1ff) as usize]);
        let key = if settled { count } else { 64 - count };
        if count >= 2 && key < pick.0 {
            pick = (key, digit, meets);
        }
    }
    let (_, digit, meets) = pick;
    let branch = if line < 3 {
        Branch::Band { digit, band: line }
    } else {
        Branch::Stack {
            digit,
            stack: line - 3,
        }
    };
    let options = u32::from(CONFIGS[(meets & 0x1ff) as usize]);
    Some(Tight { branch, options })
}

/// What the search branches on; each option excludes the others.
#[derive(Clone, Copy)]
enum Branch {
    /// A cell: one option per candidate digit.
    Cell(usize),
    /// A digit in a band: one option per configuration (rows to boxes) it can still take.
    Band { digit: usize, band: usize },
    /// A digit in a stack: one option per configuration (bands to columns) it can still take.
    Stack { digit: usize, stack: usize },
}

/// Calls `$s.update::<I, PEXT>()` (with the caller's `PEXT`) for each listed entry `I` that
/// changed since its last update; sets `$any` when one did, returns false from the caller on a
/// contradiction.
macro_rules! update_changed {
    ($s:ident, $any:ident; $($i:literal)*) => {
        $(
            if $s.cands[$i] != $s.seen[$i] {
                $any = true;
                if !$s.update::<$i, PEXT>() {
                    return false;
                }
            }
        )*
    };
}

/// The search state: candidates by digit and band, what each looked like when last updated,
/// what is placed.
#[derive(Clone, Copy)]
struct State {
    /// `cands[3 * digit + band]`: where the digit may go in the band (placed cells included).
    cands: [u32; 27],
    /// Each entry as [`State::update`] left it: an entry that differs changed since.
    seen: [u32; 27],
    /// Placed cells of each band.
    placed: [u32; 3],
    /// The branching rule of the search this state belongs to.
    rule: Rule,
}

impl State {
    /// The empty grid with `values` (row-major, 0 empty) placed, and the count of givens;
    /// `None` on a value above 9, or if two givens in a row or box clash (a clash in a column
    /// shows when propagating). Read eight cells at a time, so that empty cells cost next to
    /// nothing: for puzzles that need little search, this setup is a good part of the time.
    fn new(values: &[u8]) -> Option<(State, usize)> {
        let mut state = State {
            cands: [MASK27; 27],
            seen: [0; 27],
            placed: [0; 3],
            rule: Rule::Undecided,
        };
        let mut givens = 0;
        for (band, cells) in values.chunks_exact(27).take(3).enumerate() {
            // Cells 0-7, 8-15, 16-23, then 24-26 (read from 19 on, the first five dropped).
            for (base, start, shift) in [(0, 0, 0), (8, 8, 0), (16, 16, 0), (24, 19, 40)] {
                let word = cells
                    .get(start..start + 8)
                    .and_then(|bytes| bytes.try_into().ok())
                    .map_or(0, u64::from_le_bytes)
                    >> shift;
                // A byte's high bit: set if the byte is above 9 (then the grid is refused), and
                // in `given` if it is not 0. Neither sum carries into the next byte.
                const HIGH: u64 = 0x8080_8080_8080_8080;
                if (word | (word & !HIGH).wrapping_add(0x7676_7676_7676_7676)) & HIGH != 0 {
                    return None;
                }
                let mut given = (word + 0x7f7f_7f7f_7f7f_7f7f) & HIGH;
                while given != 0 {
                    let byte = given.trailing_zeros() as usize / 8;
                    given &= given - 1;
                    let digit = (word >> (8 * byte) & 0xff) as usize - 1;
                    if !state.assign_at(digit, band, base + byte) {
                        return None;
                    }
                    givens += 1;
                }
            }
        }
        Some((state, givens))
    }

    /// Clears `gone` from entry `i`; true if that changed it.
    #[inline(always)]
    fn clear(&mut self, i: usize, gone: u32) -> bool {
        let old = self.cands[i];
        self.cands[i] = old & !gone;
        old & gone != 0
    }

    /// Puts `digit` (0-based) in cell `index`: clears it from the cell's peers in the band for
    /// that digit. The rest follows in [`State::propagate`]. False if the digit cannot go there.
    #[inline(always)]
    fn assign(&mut self, digit: usize, index: usize) -> bool {
        self.assign_at(digit, index / 27, index % 27)
    }

    /// [`State::assign`] for the cell at `bit` of `band`.
    #[inline(always)]
    fn assign_at(&mut self, digit: usize, band: usize, bit: usize) -> bool {
        let i = 3 * digit + band;
        if self.cands[i] & (1 << bit) == 0 {
            return false;
        }
        self.cands[i] &= !BAND_PEERS[bit];
        true
    }

    /// Updates every entry that changed, again and again until none does. False on a
    /// contradiction.
    ///
    /// Tried and measured slower (instructions per puzzle, fat LTO): one test of all 27
    /// entries before each sweep (propagation takes about six sweeps, so the test costs more
    /// than the last sweep it saves); sweeping each digit's three bands until they settle;
    /// storing the entries band by band so that a placed cell leaves the other digits in two
    /// vector operations (the compiler kept them scalar); and skipping that clearing when
    /// nothing new is placed (fewer instructions on 17_clue, but more branch mispredictions,
    /// and more instructions on serg_benchmark).
    ///
    /// The test of each entry is the search's most mispredicted branch: about 70% of its
    /// mispredictions in callgrind's model on magictour_top1465, where one entry in eight has
    /// changed at a test. Tried against it on 2026-11-28 (the model's figures a puzzle, then
    /// fastrel builds pinned to one core): the changed entries as a mask, compared for all 27 at
    /// once, walked bit by bit with an update by index free of branches (598 -> 287 mispredictions,
    /// 73,000 -> 70,600 instructions, yet in wall-clock time at most 4% faster on magictour_top1465
    /// and 10-20% slower on serg_benchmark, likely as the compare's vector loads follow the
    /// updates' scalar stores too closely to be forwarded; the compare written as 27 scalar tests
    /// was vectorised all the same); and the changed entries kept in the state as a mask instead of
    /// `seen`, each update reporting what it cleared (no sweeps, but 97,000 to 119,000
    /// instructions: the clearings' tests cost more than the sweeps' tests).
    ///
    /// Counted on 2026-12-03 (unique mode, magictour_top1465, a puzzle): 35 calls, 112 sweeps
    /// (3.2 a call, the last one clean), 393 updates, 94 of which the matching narrowed; 12
    /// rounds of naked singles that placed something. Tried that day, fastrel pinned to one
    /// core, medians of 7: every second sweep run backwards (7% slower; the sweeps were not
    /// counted, the doubled code is a likely cause) and the state aligned to 64 bytes (2%
    /// slower).
    #[inline(always)]
    fn propagate<const PEXT: bool>(&mut self) -> bool {
        loop {
            let mut any = false;
            update_changed!(self, any;
                0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26);
            if !any {
                return true;
            }
        }
    }

    /// Reduces entry `I` (digit `I / 3`, band `I % 3`) to the pairs of its "row meets box"
    /// matrix that take part in some permutation, then passes on what follows: a box where
    /// the digit is left in one column takes that column from the digit's other bands
    /// (pointing, which includes the column of a placed cell), and a row left with one cell
    /// places the digit there, which takes the cell from the other digits. False if the digit
    /// no longer fits the band.
    #[inline(always)]
    fn update<const I: usize, const PEXT: bool>(&mut self) -> bool {
        let band = I % 3;
        let meets = band_meets::<PEXT>(self.cands[I]) as usize;
        let reduction = KEEP_AND_FORCED[meets];
        let cands = self.cands[I] & reduction as u32;
        if cands == 0 {
            return false;
        }
        self.cands[I] = cands;
        self.seen[I] = cands;
        let sole = SOLE_COLUMNS[band_columns(cands) as usize];
        for other in I - band..I - band + 3 {
            if other != I {
                self.cands[other] &= !sole;
            }
        }
        // A row confined to a box whose cells lie in one column has one cell left there.
        let placed = cands & sole & (reduction >> 32) as u32;
        self.placed[band] |= placed;
        for other in (band..27).step_by(3) {
            if other != I {
                self.cands[other] &= !placed;
            }
        }
        true
    }

    /// Places every cell of a band that has one candidate left (the digit's entry then keeps
    /// it alone in its row and box; [`State::propagate`] does the rest). Returns the cells
    /// with two candidates by band (when nothing was placed, the guess's best cells), whether
    /// anything was placed, or `Err` on a cell with none.
    #[inline(always)]
    fn naked_singles(&mut self) -> Result<([u32; 3], bool), Contradiction> {
        // Counted bit-sliced over the digits, the three bands side by side: band by band, the
        // counts ran out of registers.
        let (mut ones, mut twos, mut threes) = ([0u32; 3], [0u32; 3], [0u32; 3]);
        for digit in 0..9 {
            for band in 0..3 {
                let c = self.cands[3 * digit + band];
                threes[band] |= twos[band] & c;
                twos[band] |= ones[band] & c;
                ones[band] |= c;
            }
        }
        let mut any = false;
        let mut pairs = [0; 3];
        for (band, pair) in pairs.iter_mut().enumerate() {
            let open = !self.placed[band] & MASK27;
            if open & !ones[band] != 0 {
                return Err(Contradiction);
            }
            *pair = twos[band] & !threes[band] & open;
            let singles = open & !twos[band];
            if singles == 0 {
                continue;
            }
            any = true;
            for digit in 0..9 {
                let mut mine = singles & self.cands[3 * digit + band];
                while mine != 0 {
                    self.cands[3 * digit + band] &= !BAND_PEERS[mine.trailing_zeros() as usize];
                    mine &= mine - 1;
                }
            }
        }
        Ok((pairs, any))
    }

    /// The strong node's inference, on arrays computed once for all 27 entries (the stack
    /// pass, the minirow rule and the branching rule all read them):
    ///
    /// 1. Locked candidates between columns and boxes, stack by stack: within a stack a digit
    ///    fills one column of each band, so bands map to columns by a permutation, reduced
    ///    with the same table as the rows of a band. This also finds hidden singles in
    ///    columns (a column whose only cell is in one band confines that band to it).
    /// 2. If nothing went, the minirow rule (tdoku's triads): the three cells where a row
    ///    meets a box hold three different digits, and so do the three cells where a column
    ///    meets a box. A minirow (or minicolumn) where only three digits can go holds all
    ///    three: each is confined there within its band (row to that box) or stack (box to
    ///    that column). One that already surely holds three digits (each digit's row confined
    ///    to that box, or box to that column) holds no other. Counted for all 27 minirows and
    ///    27 minicolumns at once, bit-sliced over the digits.
    /// 3. If still nothing went, the node is stable: what [`tightest`] picks to branch on.
    ///
    /// `Err` when a digit cannot fit a stack, or on a minirow that cannot be filled or must
    /// hold four digits. Inlined only into each search copy's `strong`, which is not inlined,
    /// so that its arrays do not widen every frame of the recursion (most nodes never get
    /// here).
    #[inline(always)]
    fn strong_pass<const PEXT: bool>(&mut self) -> Result<Strong, Contradiction> {
        // Per digit, its minicolumns (bit `9 * band + column`), and `stacks[stack][digit]`: the
        // digit's "band meets column" matrix in the stack (bit `3 * band + column`).
        let mut minicols = [0u32; 9];
        let mut stacks = [[0u32; 9]; 3];
        // Each line's (bands, then stacks) open digits and configurations in all, summed by
        // [`CONFIG_WEIGHT`] as the matrices are made, for [`tightest`]. Kept in arrays and
        // summed there, they cost twice the instructions (stored back at every digit).
        let mut weights = [0u32; 6];
        let mut any = false;
        for (digit, word) in minicols.iter_mut().enumerate() {
            let [c0, c1, c2] = [0, 1, 2].map(|band| band_columns(self.cands[3 * digit + band]));
            *word = c0 | c1 << 9 | c2 << 18;
            for (stack, per_digit) in stacks.iter_mut().enumerate() {
                let meets = stack_meets::<PEXT>(*word, stack);
                per_digit[digit] = meets;
                weights[3 + stack] += u32::from(CONFIG_WEIGHT[meets as usize]);
                let keep = MATCHING[meets as usize];
                if keep == 0 {
                    return Err(Contradiction);
                }
                let gone = meets & !keep;
                if gone != 0 {
                    any = true;
                    for band in 0..3 {
                        let cols = (gone >> (3 * band) & 7) << (3 * stack);
                        self.cands[3 * digit + band] &= !columns(cols);
                    }
                }
            }
        }
        if any {
            return Ok(Strong::Changed);
        }
        // By entry, in a loop the compiler turns into vector code, then packed by digit.
        let mut rows = [0u32; 27];
        for (row, &c) in rows.iter_mut().zip(&self.cands) {
            *row = (c | c >> 1 | c >> 2) & MINIROWS;
        }
        // Per digit, four lanes: where it may go and where it surely is, by minirow (bit
        // `9 * row + 3 * box + band`) and by minicolumn (bit `9 * band + column`). One `alone`
        // a digit finds the sure minirows of its three bands once packed. On magictour_top1465
        // this pass took 8% more instructions with them found by entry and packed as well, 28%
        // more with the lanes made a digit at a time, the rows included.
        let mut lanes = [[0u32; 4]; 9];
        for (digit, lane) in lanes.iter_mut().enumerate() {
            let may_row = rows[3 * digit] | rows[3 * digit + 1] << 1 | rows[3 * digit + 2] << 2;
            *lane = [
                may_row,
                alone(may_row, 3),
                minicols[digit],
                alone(minicols[digit], 1),
            ];
        }
        let (three, four) = three_and_four(&lanes);
        let [may_row3, sure_row3, may_col3, sure_col3] = three;
        let [may_row4, sure_row4, may_col4, sure_col4] = four;
        if may_row3 & may_col3 != MASK27 || sure_row4 | sure_col4 != 0 {
            return Err(Contradiction);
        }
        let (only_row, only_col) = (!may_row4, !may_col4);
        for (digit, &[may_row, sure_row, may_col, sure_col]) in lanes.iter().enumerate() {
            let row_forced = may_row & only_row & !sure_row;
            let row_barred = may_row & sure_row3 & !sure_row;
            let col_forced = may_col & only_col & !sure_col;
            let col_barred = may_col & sure_col3 & !sure_col;
            if row_forced | row_barred | col_forced | col_barred == 0 {
                continue;
            }
            for band in 0..3 {
                // A minirow's first bit times 7 is its three cells (no carries: 3 apart).
                let mut gone =
                    ((row_barred >> band & MINIROWS) * 7) | columns(col_barred >> (9 * band) & ROW);
                let mut forced = row_forced >> band & MINIROWS;
                while forced != 0 {
                    let p = forced.trailing_zeros();
                    forced &= forced - 1;
                    gone |= ROW << (p / 9 * 9) & !(7 << p);
                }
                let mut forced = col_forced >> (9 * band) & ROW;
                while forced != 0 {
                    let col = forced.trailing_zeros();
                    forced &= forced - 1;
                    gone |= columns(7 << (col / 3 * 3) & !(1 << col));
                }
                any |= self.clear(3 * digit + band, gone);
            }
        }
        if any {
            return Ok(Strong::Changed);
        }
        // Stable. `bands[band][digit]`: the "row meets box" matrix, from the minirows (bit
        // `9 * row + 3 * box` gathered to bit `3 * row + box`).
        let mut bands = [[0u32; 9]; 3];
        for (band, per_digit) in bands.iter_mut().enumerate() {
            for (digit, meets) in per_digit.iter_mut().enumerate() {
                *meets = minirow_meets::<PEXT>(rows[3 * digit + band]);
                weights[band] += u32::from(CONFIG_WEIGHT[*meets as usize]);
            }
        }
        Ok(Strong::Stable(tightest(
            &bands,
            &stacks,
            weights,
            &mut self.rule,
        )))
    }

    #[inline(always)]
    fn is_solved(&self) -> bool {
        self.placed == [MASK27; 3]
    }

    /// What to branch on, and its options (a bit set): `tight` (from a strong node's
    /// [`tightest`]), even where a cell has fewer candidates than its digit has configurations
    /// (those trees were 1.5% larger); else the cell from [`State::guess_cell`]. `pairs` are
    /// the cells with two candidates.
    #[inline(always)]
    fn branch(&self, pairs: &[u32; 3], tight: Option<Tight>) -> (Branch, u32) {
        if let Some(tight) = tight {
            return (tight.branch, tight.options);
        }
        let (_, index) = self.guess_cell(pairs);
        (Branch::Cell(index), self.digits_at(index))
    }

    /// The candidate digits (bit set) of cell `index`.
    #[inline(always)]
    fn digits_at(&self, index: usize) -> u32 {
        let (band, bit) = (index / 27, index % 27);
        (0..9)
            .filter(|d| self.cands[3 * d + band] & (1 << bit) != 0)
            .fold(0u32, |set, d| set | 1 << d)
    }

    /// Takes option `option` of `branch`: a digit for a cell, a configuration otherwise.
    #[inline(always)]
    fn take(&mut self, branch: Branch, option: usize) {
        match branch {
            Branch::Cell(index) => {
                self.assign(option, index);
            }
            Branch::Band { digit, band } => self.cands[3 * digit + band] &= PERM_CELLS[option % 6],
            Branch::Stack { digit, stack } => {
                let stack_cols = 7 << (3 * stack);
                for (band, &col) in PERMS[option % 6].iter().enumerate() {
                    let gone = stack_cols & !(1 << (3 * stack + col));
                    self.cands[3 * digit + band] &= !columns(gone);
                }
            }
        }
    }

    /// The open cell to guess on and its candidate count: the first of `pairs` (the cells
    /// with two candidates, by band), else the first with the fewest.
    #[inline(always)]
    fn guess_cell(&self, pairs: &[u32; 3]) -> (u32, usize) {
        for (band, &pair) in pairs.iter().enumerate() {
            if pair != 0 {
                return (2, 27 * band + pair.trailing_zeros() as usize);
            }
        }
        // `at_least[k][band]`: the open cells with more than k candidates.
        let mut at_least = [[0u32; 3]; 10];
        for (band, &placed) in self.placed.iter().enumerate() {
            let open = !placed & MASK27;
            for digit in 0..9 {
                let c = self.cands[3 * digit + band] & open;
                for k in (1..10).rev() {
                    at_least[k][band] |= at_least[k - 1][band] & c;
                }
                at_least[0][band] |= c;
            }
        }
        for (count, pair) in at_least.windows(2).enumerate() {
            for (band, (&more, &fewer)) in pair[0].iter().zip(&pair[1]).enumerate() {
                let exactly = more & !fewer;
                if exactly != 0 {
                    return (
                        count as u32 + 1,
                        27 * band + exactly.trailing_zeros() as usize,
                    );
                }
            }
        }
        (u32::MAX, 0)
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
    if let Some((mut state, givens)) = State::new(values) {
        let cheap_nodes = if givens >= MANY_GIVENS {
            CHEAP_NODES
        } else {
            0
        };
        descend(&mut state, sink, cheap_nodes);
    }
}

/// From this many givens on, a puzzle starts with cheap nodes: its search tree is small (the
/// givens leave little to guess), so the strong nodes' inference and branching rule cost more
/// than they save. Measured on serg_benchmark (34-35 givens, about 7 branch points): strong
/// nodes from the start were a third slower; the hard sets have at most 28 givens.
const MANY_GIVENS: usize = 30;
/// How many nodes a puzzle with [`MANY_GIVENS`] searches cheaply before going strong, so that
/// one that turns out hard still gets the strong search below that.
const CHEAP_NODES: u64 = 64;

/// Defines a search function `$name`: searches below `state`. Nodes past the first
/// `cheap_nodes` of the search are strong: they also apply the minirow rule and branch on
/// configurations. Returns true when the search must stop. Written once, compiled twice (see
/// [`descend`]): the attributes given (target features) apply to the function and to the
/// strong pass it calls; the rest of the node's work is inlined into it. `PEXT` may be true
/// only in a copy compiled with BMI2 (see `band_meets`).
macro_rules! search_function {
    ($(#[$attr:meta])* $name:ident) => {
        $(#[$attr])*
        fn $name<const PEXT: bool>(state: &mut State, sink: &mut Sink, cheap_nodes: u64) -> bool {
            /// The strong pass, compiled with the search's target features and kept out of
            /// its frame (most nodes never get there).
            $(#[$attr])*
            #[inline(never)]
            fn strong<const PEXT: bool>(state: &mut State) -> Result<Strong, Contradiction> {
                state.strong_pass::<PEXT>()
            }

            if sink.node(CANCEL_PERIOD) {
                return true;
            }
            let strong_node = sink.stats.nodes > cheap_nodes;
            let (pairs, tight) = loop {
                if !state.propagate::<PEXT>() {
                    return false;
                }
                if state.is_solved() {
                    return sink.solution(|values| state.write(values));
                }
                let pairs = match state.naked_singles() {
                    Err(Contradiction) => return false,
                    Ok((_, true)) => continue,
                    Ok((pairs, false)) => pairs,
                };
                if !strong_node {
                    break (pairs, None);
                }
                match strong::<PEXT>(state) {
                    Err(Contradiction) => return false,
                    Ok(Strong::Changed) => continue,
                    Ok(Strong::Stable(tight)) => break (pairs, tight),
                }
            };
            let (branch, mut options) = state.branch(&pairs, tight);
            while options != 0 {
                let option = options.trailing_zeros() as usize;
                options &= options - 1;
                sink.stats.guesses += 1;
                if options == 0 {
                    // The last option needs no copy: reuse this state.
                    state.take(branch, option);
                    return $name::<PEXT>(state, sink, cheap_nodes);
                }
                sink.stats.branches += 1;
                let mut next = *state;
                next.take(branch, option);
                if $name::<PEXT>(&mut next, sink, cheap_nodes) {
                    return true;
                }
            }
            false
        }
    };
}

search_function!(descend_portable);

#[cfg(target_arch = "x86_64")]
search_function!(
    #[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
    descend_v3
);

/// Searches below `state` (see [`search_function`]), with the build compiled for this
/// processor's instructions: on x86-64 with AVX2 and BMI (x86-64-v3, most processors since
/// 2015) the copy compiled for them, else the portable one. The release build stays portable;
/// the choice costs one cached test a puzzle. On the hard sets the AVX2 copy was 11-16% faster
/// (wider bit-sliced counts, TZCNT and BLSR for the bit walks, POPCNT), and PEXT made it 6-9%
/// faster again on magictour_top1465 and serg_benchmark (Intel Xeon, 2026-12-03); where PEXT
/// is microcoded (see [`fast_pext`]) that copy gathers by table as the portable one does.
#[allow(unsafe_code)]
fn descend(state: &mut State, sink: &mut Sink, cheap_nodes: u64) -> bool {
    #[cfg(target_arch = "x86_64")]
    if has_v3() {
        // SAFETY: `descend_v3` only needs the target features it is compiled for, and the
        // processor has every one of them (tested just above).
        return unsafe {
            if fast_pext() {
                descend_v3::<true>(state, sink, cheap_nodes)
            } else {
                descend_v3::<false>(state, sink, cheap_nodes)
            }
        };
    }
    descend_portable::<false>(state, sink, cheap_nodes)
}

/// Whether this processor has every feature [`descend_v3`] is compiled for.
#[cfg(target_arch = "x86_64")]
fn has_v3() -> bool {
    std::is_x86_feature_detected!("avx2")
        && std::is_x86_feature_detected!("bmi1")
        && std::is_x86_feature_detected!("bmi2")
        && std::is_x86_feature_detected!("lzcnt")
        && std::is_x86_feature_detected!("popcnt")
}

/// Whether this processor runs PEXT in hardware, one instruction a cycle: every x86-64 with BMI2
/// but AMD's and Hygon's before Zen 3 (families below 0x19), which run it in microcode, at
/// tens to hundreds of cycles. Read once.
#[cfg(target_arch = "x86_64")]
fn fast_pext() -> bool {
    static FAST: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *FAST.get_or_init(|| {
        use std::arch::x86_64::__cpuid;
        let id = __cpuid(0);
        let vendor = [id.ebx, id.edx, id.ecx].map(u32::to_le_bytes).concat();
        let signature = __cpuid(1).eax;
        let base = signature >> 8 & 0xf;
        let family = if base == 0xf {
            base + (signature >> 20 & 0xff)
        } else {
            base
        };
        !(matches!(&vendor[..], b"AuthenticAMD" | b"HygonGenuine") && family < 0x19)
    })
}

#[cfg(test)]
mod tests;
