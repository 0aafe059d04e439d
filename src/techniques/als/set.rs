//! Almost locked sets: the one enumerator, the cells that see each ALS's digits, and the
//! restricted commons that link two ALSs.

use super::*;

/// One digit of an ALS: the ALS cells holding it, and the cells outside the ALS that hold it
/// and see all of those.
#[derive(Debug, Clone)]
pub(super) struct DigitPart {
    pub(super) digit: usize,
    pub(super) cells: CellSet,
    pub(super) seen: CellSet,
}

/// An almost locked set.
#[derive(Debug, Clone)]
pub(in crate::techniques) struct Als {
    pub(super) cells: CellSet,
    /// Its digits as bits.
    pub(super) digits: u32,
    /// The house it was found in.
    pub(super) house: usize,
    /// One entry per digit, smallest first.
    pub(super) parts: Vec<DigitPart>,
    /// The digits whose copies some cell outside sees all of (`seen` not empty).
    pub(super) reaching: u32,
}

impl Als {
    pub(super) fn part(&self, d: usize) -> Option<&DigitPart> {
        let bit = 1u32.checked_shl(u32::try_from(d).ok()?)?;
        if self.digits & bit == 0 {
            return None;
        }
        // The parts are in digit order: the position is the count of smaller digits.
        self.parts
            .get((self.digits & (bit - 1)).count_ones() as usize)
    }

    /// The ALS cells holding digit `d`.
    pub(super) fn cells_of(&self, d: usize) -> CellSet {
        self.part(d).map(|p| p.cells).unwrap_or_default()
    }

    /// The cells outside the ALS that hold `d` and see every `d` of the ALS.
    pub(super) fn seen_of(&self, d: usize) -> CellSet {
        self.part(d).map(|p| p.seen).unwrap_or_default()
    }
}

/// Every ALS of `min..=max` cells (and at most `N - 1`), each set of cells once, as (cells,
/// digits, the first house that has it): house by house (rows, columns, boxes), and within a
/// house in the order the cells are chosen (each set grown from its first cell on). The one
/// enumerator: the ALS techniques and the chains' ALS nodes differ only in their caps.
pub(in crate::techniques) fn enumerate(
    grid: &Candidates,
    min: usize,
    max: usize,
) -> Vec<(CellSet, u32, usize)> {
    let max = max.min(grid.size().saturating_sub(1));
    let mut found: Vec<(CellSet, u32, usize)> = Vec::new();
    let mut seen: HashSet<CellSet> = HashSet::new();
    for h in 0..grid.house_count() {
        let cells: Vec<usize> = grid
            .house(h)
            .iter()
            .copied()
            .filter(|&c| grid.value(c) == 0 && grid.bits(c) != 0)
            .collect();
        subsets(
            grid,
            &cells,
            0,
            max,
            CellSet::EMPTY,
            0,
            0,
            &mut |set, size, bits| {
                if size >= min && seen.insert(set) {
                    found.push((set, bits, h));
                }
            },
        );
    }
    found
}

/// Every ALS of the grid for the ALS techniques (one cell or more, at most
/// [`MAX_ALS_CELLS`]), each set of cells once, in [`enumerate`]'s order.
pub(in crate::techniques) fn collect(grid: &Candidates) -> Vec<Als> {
    enumerate(grid, 1, MAX_ALS_CELLS)
        .into_iter()
        .map(|(cells, digits, house)| {
            let parts: Vec<DigitPart> = ones(digits)
                .map(|d| {
                    let with = grid.cells_with(d);
                    let mine = cells.and(&with);
                    let seen = grid.seen_by_all(&mine).and(&with).minus(&cells);
                    DigitPart {
                        digit: d,
                        cells: mine,
                        seen,
                    }
                })
                .collect();
            let reaching = parts
                .iter()
                .filter(|p| !p.seen.is_empty())
                .fold(0, |m, p| m | 1 << p.digit);
            Als {
                cells,
                digits,
                house,
                parts,
                reaching,
            }
        })
        .collect()
}

/// Calls `found` with every subset of `cells[start..]` added to `set` (of `count` cells and
/// digits `bits`) that is an ALS of at most `max` cells, with its size and digits.
#[allow(clippy::too_many_arguments)]
pub(super) fn subsets(
    grid: &Candidates,
    cells: &[usize],
    start: usize,
    max: usize,
    set: CellSet,
    count: usize,
    bits: u32,
    found: &mut impl FnMut(CellSet, usize, u32),
) {
    if count == max {
        return;
    }
    for (i, &cell) in cells.iter().enumerate().skip(start) {
        let union = bits | grid.bits(cell);
        // Digits never go away again: more than max + 1 can never become an ALS.
        if union.count_ones() as usize > max + 1 {
            continue;
        }
        let mut with = set;
        with.insert(cell);
        if union.count_ones() as usize == count + 2 {
            found(with, count + 1, union);
        }
        subsets(grid, cells, i + 1, max, with, count + 1, union, found);
    }
}

/// For each cell and digit, the ALSs whose copies of the digit the cell holds and sees all of.
pub(super) struct Seers {
    pub(super) size: usize,
    pub(super) lists: Vec<Vec<usize>>,
}

impl Seers {
    pub(super) fn new(grid: &Candidates, alses: &[Als]) -> Seers {
        let size = grid.size();
        let mut lists = vec![Vec::new(); grid.cell_count() * size];
        for (i, als) in alses.iter().enumerate() {
            for part in &als.parts {
                for cell in part.seen.iter() {
                    if let Some(list) = lists.get_mut(cell * size + part.digit) {
                        list.push(i);
                    }
                }
            }
        }
        Seers { size, lists }
    }

    /// The ALSs whose copies of digit `d` cell `cell` sees (and holds `d`).
    pub(super) fn of(&self, cell: usize, d: usize) -> &[usize] {
        self.lists
            .get(cell * self.size + d)
            .map_or(&[][..], Vec::as_slice)
    }
}

/// A restricted-common link from one ALS to another.
#[derive(Debug, Clone, Copy)]
pub(super) struct Edge {
    /// The other ALS.
    pub(super) to: usize,
    /// The restricted commons as digit bits (one or two).
    pub(super) rc: u32,
    /// Whether the two ALSs share cells.
    pub(super) overlap: bool,
}

/// For each ALS, its links to the others: every digit of both whose copies all see each
/// other, none of them in a shared cell. Pairs with more than two such digits (impossible in
/// a grid with a solution) are left out.
pub(super) fn restricted_commons(alses: &[Als], cell_count: usize) -> Vec<Vec<Edge>> {
    // The ALSs holding each cell: a partner of an ALS has a cell that sees all of its copies
    // of some digit.
    let mut holding: Vec<Vec<usize>> = vec![Vec::new(); cell_count];
    for (i, als) in alses.iter().enumerate() {
        for cell in als.cells.iter() {
            if let Some(list) = holding.get_mut(cell) {
                list.push(i);
            }
        }
    }
    let mut edges: Vec<Vec<Edge>> = vec![Vec::new(); alses.len()];
    let mut stamp = vec![usize::MAX; alses.len()];
    for (i, a) in alses.iter().enumerate() {
        let reach = a.parts.iter().fold(CellSet::EMPTY, |r, p| r.or(&p.seen));
        for cell in reach.iter() {
            for &j in holding.get(cell).map_or(&[][..], Vec::as_slice) {
                if j <= i || stamp.get(j) == Some(&i) {
                    continue;
                }
                if let Some(s) = stamp.get_mut(j) {
                    *s = i;
                }
                let Some(b) = alses.get(j) else { continue };
                let Some(rc) = restricted(a, b) else { continue };
                let overlap = a.cells.intersects(&b.cells);
                if let Some(list) = edges.get_mut(i) {
                    list.push(Edge { to: j, rc, overlap });
                }
                if let Some(list) = edges.get_mut(j) {
                    list.push(Edge { to: i, rc, overlap });
                }
            }
        }
    }
    edges
}

/// The restricted commons of two ALSs as digit bits, if there are one or two.
pub(super) fn restricted(a: &Als, b: &Als) -> Option<u32> {
    let common = a.digits & b.digits & a.reaching & b.reaching;
    if common == 0 {
        return None;
    }
    let shared = a.cells.and(&b.cells);
    let mut rc = 0u32;
    for d in ones(common) {
        let (ca, cb) = (a.cells_of(d), b.cells_of(d));
        if !ca.or(&cb).intersects(&shared) && cb.is_subset(&a.seen_of(d)) {
            rc |= 1 << d;
        }
    }
    (rc != 0 && rc.count_ones() <= 2).then_some(rc)
}

/// The eliminations of digits `zs` common to two ALSs, one of which holds each of them: from
/// every cell that sees all the copies in both.
pub(super) fn common_eliminations(a: &Als, b: &Als, zs: u32, out: &mut Vec<(usize, Digit)>) {
    for z in ones(a.digits & b.digits & zs) {
        let cells = a.seen_of(z).and(&b.seen_of(z));
        out.extend(cells.iter().map(|c| (c, Digit::from_index(z))));
    }
}
