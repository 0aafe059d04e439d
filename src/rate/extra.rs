//! Sukaku Explainer's additions to SE's techniques (strong-link chains of one digit, the
//! WXYZ- and VWXYZ-Wings) and SE's aligned pair and triplet exclusion.

use super::basic::one_house;
use super::grid::{BOX, COL, Grid9, HOUSE_SETS, PEER_SETS, ROW};
use super::{Hint, Sink};
use crate::board::{combinations_by_mask, ones};

/// A strong link of one digit: the digit is in `a` or in `b` (groups of cells of `house`).
#[derive(Debug, Clone, Copy)]
struct Link {
    house: usize,
    a: u128,
    b: u128,
    grouped: bool,
}

/// Every strong link of digit `d`: houses with two places, boxes whose places fit in one row
/// and one column of the box (empty rectangles), and lines whose places lie in two boxes.
fn links(g: &Grid9, d: usize) -> Vec<Link> {
    let mut out = Vec::new();
    for (h, &house_set) in HOUSE_SETS.iter().enumerate() {
        let places = g.cells_with(h, d);
        let count = places.count_ones();
        if count < 2 {
            continue;
        }
        if count == 2 {
            let a = 1u128 << places.trailing_zeros();
            out.push(Link {
                house: h,
                a,
                b: places & !a,
                grouped: false,
            });
            continue;
        }
        if h < ROW {
            // Empty rectangle: places in row r and column c of the box, both arms used.
            for r in (ROW..ROW + 9).filter(|&r| HOUSE_SETS[r] & house_set != 0) {
                for c in (COL..COL + 9).filter(|&c| HOUSE_SETS[c] & house_set != 0) {
                    let (row, col) = (places & HOUSE_SETS[r], places & HOUSE_SETS[c]);
                    if row | col != places {
                        continue;
                    }
                    let (row_arm, col_arm) = (row & !col, col & !row);
                    if row_arm != 0 && col_arm != 0 {
                        out.push(Link {
                            house: h,
                            a: row,
                            b: col_arm,
                            grouped: true,
                        });
                        if row & col != 0 {
                            out.push(Link {
                                house: h,
                                a: row_arm,
                                b: col,
                                grouped: true,
                            });
                        }
                    }
                }
            }
        } else {
            let boxes: Vec<u128> = (BOX..BOX + 9)
                .map(|b| places & HOUSE_SETS[b])
                .filter(|&p| p != 0)
                .collect();
            if let [a, b] = boxes[..] {
                out.push(Link {
                    house: h,
                    a,
                    b,
                    grouped: true,
                });
            }
        }
    }
    out
}

/// Chains of `n` (2 or 3) strong links of one digit, consecutive links joined by a weak link
/// (the end of one and the start of the next share a house): the digit leaves every cell that
/// sees both ends of the chain. Two links: 4.0 in parallel lines (Skyscraper), 4.1 in a row
/// and a column (Kite), 4.2 with a box (Turbot Fish), 4.3 grouped. Three links: 5.4 in
/// parallel lines, 5.6 with rows and columns, else 5.5; 5.7 grouped.
/// Sukaku Explainer keeps the lowest rated, then the one with most eliminations.
pub(super) fn strong_links(g: &Grid9, n: usize, sink: Sink) -> bool {
    let base = if n == 2 { 40 } else { 54 };
    let mut best: Option<(u16, usize, Hint)> = None;
    for d in 0..9 {
        let links = links(g, d);
        // Oriented links: (link, start, end).
        let oriented: Vec<(usize, u128, u128)> = links
            .iter()
            .enumerate()
            .flat_map(|(i, l)| [(i, l.a, l.b), (i, l.b, l.a)])
            .collect();
        // Which oriented link may follow which: the end of one and the start of the next
        // share a house, in another house than either link, with no cell in common.
        let next: Vec<Vec<usize>> = oriented
            .iter()
            .map(|&(i, _, end)| {
                (0..oriented.len())
                    .filter(|&j| {
                        let (l, start, stop) = oriented[j];
                        l != i
                            && links[l].house != links[i].house
                            && (start | stop) & end == 0
                            && one_house(end | start)
                    })
                    .collect()
            })
            .collect();
        let search = Search {
            g,
            d,
            n,
            base,
            links: &links,
            oriented: &oriented,
            next: &next,
        };
        let mut path = Vec::with_capacity(n);
        for first in 0..oriented.len() {
            path.push(first);
            search.run(&mut path, &mut best);
            path.pop();
        }
    }
    match best {
        Some((_, _, hint)) => sink(hint),
        None => false,
    }
}

/// The strong-link chain search of one digit.
struct Search<'a> {
    g: &'a Grid9,
    d: usize,
    n: usize,
    base: u16,
    links: &'a [Link],
    oriented: &'a [(usize, u128, u128)],
    next: &'a [Vec<usize>],
}

impl Search<'_> {
    fn run(&self, path: &mut Vec<usize>, best: &mut Option<(u16, usize, Hint)>) {
        let Search {
            g,
            d,
            n,
            base,
            links,
            oriented,
            ..
        } = *self;
        let used: u128 = path
            .iter()
            .fold(0, |a, &i| a | oriented[i].1 | oriented[i].2);
        if path.len() == n {
            let (Some(&first), Some(&last)) = (path.first(), path.last()) else {
                return;
            };
            let (start, end) = (oriented[first].1, oriented[last].2);
            // Both orientations of a chain are the same chain: keep one.
            if oriented[first].0 > oriented[last].0 {
                return;
            }
            let seen = ones(start | end).fold(!0u128, |a, c| a & PEER_SETS[c]) & !used;
            let elims: Vec<(usize, usize)> =
                ones(seen & g.digit_cells(d)).map(|c| (c, d)).collect();
            if elims.is_empty() {
                return;
            }
            let kinds: Vec<usize> = path
                .iter()
                .map(|&i| links[oriented[i].0].house / 9)
                .collect();
            let grouped = path.iter().any(|&i| links[oriented[i].0].grouped);
            let parallel = kinds.iter().all(|&k| k == 1) || kinds.iter().all(|&k| k == 2);
            let crossing = kinds.contains(&1) && kinds.contains(&2);
            // Sukaku Explainer's tables: TurbotFishHint for two links, ThreeStrongLinksHint
            // for three.
            let bonus = match n {
                2 if grouped => 3,
                2 if kinds.contains(&0) => 2,
                2 if parallel => 0,
                2 => 1,
                _ if grouped => 3,
                _ if parallel => 0,
                _ if crossing => 2,
                _ => 1,
            };
            let rating = base + bonus;
            let count = elims.len();
            if best
                .as_ref()
                .is_none_or(|(r, c, _)| rating < *r || (rating == *r && count > *c))
            {
                let name = match (n, bonus) {
                    (2, 0) => "Skyscraper",
                    (2, 1) => "2-String Kite",
                    (2, 2) => "Turbot Fish",
                    (2, _) => "Grouped Turbot Fish",
                    (_, 0) => "3 Skyscrapers",
                    (_, 1) => "3-Turbot Fish",
                    (_, 2) => "3-String Kite",
                    _ => "Grouped 3 Strong Links",
                };
                *best = Some((rating, count, Hint::elimination(rating, name, elims)));
            }
            return;
        }
        let Some(&last) = path.last() else { return };
        for &next in &self.next[last] {
            let (link, start, stop) = oriented[next];
            if (start | stop) & used != 0
                || path
                    .iter()
                    .any(|&i| links[oriented[i].0].house == links[link].house)
            {
                continue;
            }
            path.push(next);
            self.run(path, best);
            path.pop();
        }
    }
}

/// Sets of `k` cells that all see each other, with 2 to `k + 1` candidates each and `k + 1`
/// digits in all (almost locked sets), in increasing cell order.
fn cliques(g: &Grid9, k: usize, f: &mut dyn FnMut(&[usize], u16)) {
    fn rec(
        g: &Grid9,
        k: usize,
        from: usize,
        cells: &mut Vec<usize>,
        union: u16,
        f: &mut dyn FnMut(&[usize], u16),
    ) {
        if cells.len() == k {
            if union.count_ones() as usize == k + 1 {
                f(cells, union);
            }
            return;
        }
        for c in from..81 {
            let count = g.count(c) as usize;
            if !(2..=k + 1).contains(&count)
                || cells.iter().any(|&o| PEER_SETS[o] >> c & 1 == 0)
                || (union | g.cands[c]).count_ones() as usize > k + 1
            {
                continue;
            }
            cells.push(c);
            rec(g, k, c + 1, cells, union | g.cands[c], f);
            cells.pop();
        }
    }
    rec(g, k, 0, &mut Vec::with_capacity(k), 0, f);
}

/// WXYZ- (n = 4, 5.5-5.6) and VWXYZ-Wings (n = 5, 6.2-6.4, by the largest candidate count c
/// of the other cells): a bivalue cell xz and n - 1 cells that see each other holding n digits, where every one of them holding x sees
/// the bivalue cell: z leaves every cell that sees all z's of the pattern (and when z links
/// the same way, both digits do, and the other digits leave cells that see all their places).
pub(super) fn wing(g: &Grid9, n: usize, sink: Sink) -> bool {
    let mut best: Option<(u16, usize, Hint)> = None;
    cliques(g, n - 1, &mut |als, union| {
        let biggest = als.iter().map(|&c| g.count(c)).max().unwrap_or(0) as i32;
        let rating = if n == 4 {
            55 + (1 - (3 - biggest).abs())
        } else {
            62 + (2 - (3 - biggest).abs())
        } as u16;
        let als_set: u128 = als.iter().fold(0, |a, &c| a | 1 << c);
        for (yz, &yz_peers) in PEER_SETS.iter().enumerate() {
            if g.count(yz) != 2 || als_set >> yz & 1 == 1 || g.cands[yz] & !union != 0 {
                continue;
            }
            let restricted = |d: usize| {
                als.iter()
                    .filter(|&&c| g.has(c, d))
                    .all(|&c| yz_peers >> c & 1 == 1)
            };
            let mut ds = ones(g.cands[yz]);
            let (Some(a), Some(b)) = (ds.next(), ds.next()) else {
                continue;
            };
            let pattern = als_set | 1 << yz;
            let seeing_all = |d: usize, with_yz: bool| {
                let mut seen = if with_yz { yz_peers } else { !0u128 };
                for &c in als.iter().filter(|&&c| g.has(c, d)) {
                    seen &= PEER_SETS[c];
                }
                ones(seen & !pattern & g.digit_cells(d)).map(move |c| (c, d))
            };
            let (ra, rb) = (restricted(a), restricted(b));
            let mut elims: Vec<(usize, usize)> = match (ra, rb) {
                (true, true) => {
                    let mut e: Vec<_> = seeing_all(a, true).chain(seeing_all(b, true)).collect();
                    for w in ones(union & !g.cands[yz]) {
                        e.extend(seeing_all(w, false));
                    }
                    e
                }
                (true, false) => seeing_all(b, true).collect(),
                (false, true) => seeing_all(a, true).collect(),
                (false, false) => continue,
            };
            elims.sort_unstable();
            elims.dedup();
            if elims.is_empty() {
                continue;
            }
            let count = elims.len();
            if best
                .as_ref()
                .is_none_or(|(r, c, _)| rating < *r || (rating == *r && count > *c))
            {
                let name = if n == 4 { "WXYZ-Wing" } else { "VWXYZ-Wing" };
                best = Some((rating, count, Hint::elimination(rating, name, elims)));
            }
        }
    });
    match best {
        Some((_, _, hint)) => sink(hint),
        None => false,
    }
}

/// Aligned pair (n = 2, 6.2) and triplet (n = 3, 7.5) exclusion: for `n` cells with common
/// "excluding" cells (peers with 2 to n candidates), a combination of their digits is
/// impossible if two cells that see each other get the same digit or an excluding cell would
/// lose all its candidates; a digit no possible combination uses leaves its cell.
pub(super) fn aligned_exclusion(g: &Grid9, n: usize, sink: Sink) -> bool {
    let mut bases = Vec::new();
    for (c, &peers) in PEER_SETS.iter().enumerate() {
        if g.count(c) < 2 {
            continue;
        }
        if ones(peers).any(|p| g.values[p] == 0 && g.count(p) == 1) {
            continue;
        }
        let excluders: u128 = ones(peers)
            .filter(|&p| (2..=n as u32).contains(&g.count(p)))
            .fold(0, |a, p| a | 1 << p);
        if excluders != 0 {
            bases.push((c, excluders));
        }
    }
    combinations_by_mask(bases.len(), n, |pick| {
        let cells: Vec<usize> = pick.iter().map(|&i| bases[i].0).collect();
        let common = pick.iter().fold(!0u128, |a, &i| a & bases[i].1);
        if common.count_ones() < 2 {
            return false;
        }
        let excl: Vec<u16> = ones(common).map(|c| g.cands[c]).collect();
        let mut allowed = vec![0u16; n];
        let mut values = vec![0usize; n];
        let full: Vec<u16> = cells.iter().map(|&c| g.cands[c]).collect();
        enumerate(g, &cells, &excl, 0, &mut values, &mut allowed, &full);
        let elims: Vec<(usize, usize)> = cells
            .iter()
            .zip(&allowed)
            .flat_map(|(&c, &ok)| ones(g.cands[c] & !ok).map(move |d| (c, d)))
            .collect();
        if elims.is_empty() {
            return false;
        }
        let (rating, name) = if n == 2 {
            (62, "Aligned Pair Exclusion")
        } else {
            (75, "Aligned Triplet Exclusion")
        };
        sink(Hint::elimination(rating, name, elims))
    })
}

/// Marks in `allowed` the digits each cell takes in some possible combination; returns
/// `true` (and stops) once every candidate is allowed, as then nothing can be excluded.
fn enumerate(
    g: &Grid9,
    cells: &[usize],
    excl: &[u16],
    i: usize,
    values: &mut Vec<usize>,
    allowed: &mut [u16],
    full: &[u16],
) -> bool {
    if i == cells.len() {
        let set = values.iter().fold(0u16, |a, &d| a | 1 << d);
        if excl.iter().any(|&e| e & !set == 0) {
            return false;
        }
        for (a, &d) in allowed.iter_mut().zip(values.iter()) {
            *a |= 1 << d;
        }
        return allowed == full;
    }
    for d in ones(g.cands[cells[i]]) {
        if (0..i).any(|j| values[j] == d && PEER_SETS[cells[j]] >> cells[i] & 1 == 1) {
            continue;
        }
        values[i] = d;
        if enumerate(g, cells, excl, i + 1, values, allowed, full) {
            return true;
        }
    }
    false
}
