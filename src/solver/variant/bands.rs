//! Where houses cross: pointing and claiming. A digit that one house holds only where it
//! crosses another leaves the rest of the other.
//!
//! On a grid with boxes, each band (the rows of one row of boxes) and each stack (the
//! columns of one column of boxes) is one propagator over its segments, a line's cells in
//! one box: a digit a box holds in one segment leaves the line's other segments, and a digit
//! a line holds in one segment leaves the box's other segments. One look at a band's
//! segments finds every crossing in it, where a propagator a crossing woke at every change
//! of its fifteen cells. Other crossings (a diagonal, a window or a jigsaw region with a
//! line) stay propagators of their own.

use super::work::{Conflict, Work, set_of};
use crate::board::{Group, GroupKind, Shape};
use crate::solver::generic::PLACED;

/// The most segments a band has (a 25x25 grid's: 5 lines by 5 boxes).
const MOST_SEGMENTS: usize = 32;

/// A band or a stack: its cells segment by segment, segment `(line, box)` at
/// `(line * boxes + box) * width`.
pub(super) struct Band {
    /// The cells.
    pub cells: Vec<u16>,
    /// Its lines (rows of a band, columns of a stack).
    pub lines: usize,
    /// Its boxes.
    pub boxes: usize,
    /// The cells of a segment.
    pub width: usize,
}

/// The bands and stacks of `shape`, when the houses have its boxes (not jigsaw regions).
pub(super) fn bands(shape: Shape, houses: &[Group]) -> Vec<Band> {
    if !houses.iter().any(|h| h.kind == GroupKind::Box) {
        return Vec::new();
    }
    let (n, rows, cols) = (shape.size(), shape.box_rows(), shape.box_cols());
    if rows * rows > MOST_SEGMENTS || cols * cols > MOST_SEGMENTS {
        return Vec::new();
    }
    let mut found = Vec::new();
    // A band: `rows` rows, `n / cols` boxes, segments `cols` wide; a stack the same turned.
    for (transposed, lines, width) in [(false, rows, cols), (true, cols, rows)] {
        let boxes = n / width;
        for first in (0..n).step_by(lines) {
            let mut cells = Vec::with_capacity(lines * n);
            for line in first..first + lines {
                for along in 0..n {
                    let (row, col) = if transposed {
                        (along, line)
                    } else {
                        (line, along)
                    };
                    cells.push((row * n + col) as u16);
                }
            }
            found.push(Band {
                cells,
                lines,
                boxes,
                width,
            });
        }
    }
    found
}

/// Two houses that cross in two cells or more.
pub(super) struct Crossing {
    /// The cells both houses share, then the rest of the first house, then the rest of the
    /// second.
    pub cells: Vec<u16>,
    /// Where the rest of the first and of the second begin in `cells`.
    pub split: [usize; 2],
}

/// Where two of `houses` share two cells or more, but a box and a line when `skip_boxes`
/// (the bands have those): the crossings, each house's pairs found through the houses of
/// its cells.
pub(super) fn crossings(cells: usize, houses: &[Group], skip_boxes: bool) -> Vec<Crossing> {
    let mut houses_of: Vec<Vec<usize>> = vec![Vec::new(); cells];
    for (k, house) in houses.iter().enumerate() {
        for &c in &house.cells {
            if let Some(list) = houses_of.get_mut(usize::from(c)) {
                list.push(k);
            }
        }
    }
    let line = |g: &Group| matches!(g.kind, GroupKind::Row | GroupKind::Col);
    let mut found = Vec::new();
    let mut shared_with = vec![0usize; houses.len()];
    for (i, a) in houses.iter().enumerate() {
        shared_with.fill(0);
        for &c in &a.cells {
            for &k in houses_of.get(usize::from(c)).map_or(&[][..], Vec::as_slice) {
                if let Some(n) = shared_with.get_mut(k) {
                    *n += 1;
                }
            }
        }
        for (j, b) in houses.iter().enumerate().skip(i + 1) {
            if shared_with.get(j).is_none_or(|&n| n < 2) {
                continue;
            }
            let boxed = |g: &Group| g.kind == GroupKind::Box;
            if skip_boxes && ((boxed(a) && line(b)) || (line(a) && boxed(b))) {
                continue;
            }
            let shared = set_of(&a.cells).and(&set_of(&b.cells));
            let mut cells: Vec<u16> = shared.iter().map(|c| c as u16).collect();
            let outside = |c: &&u16| !shared.contains(usize::from(**c));
            let first = cells.len();
            cells.extend(a.cells.iter().filter(outside));
            let second = cells.len();
            cells.extend(b.cells.iter().filter(outside));
            found.push(Crossing {
                cells,
                split: [first, second],
            });
        }
    }
    found
}

/// Where two houses cross: a digit of the crossing that one house has nowhere else leaves the
/// rest of the other. Open cells only: a placed digit has left its peers already.
pub(super) fn crossing(
    rule: &Crossing,
    work: &mut Work,
    cands: &mut [u32],
) -> Result<(), Conflict> {
    let [a, b] = rule.split;
    let (shared, rest) = rule.cells.split_at(a.min(rule.cells.len()));
    let (first, second) = rest.split_at(b.saturating_sub(a).min(rest.len()));
    let inside = open_digits(cands, shared);
    let (in_first, in_second) = (open_digits(cands, first), open_digits(cands, second));
    for (only, others) in [(inside & !in_first, second), (inside & !in_second, first)] {
        if only != 0 {
            for &cell in others {
                work.take(cands, usize::from(cell), only)?;
            }
        }
    }
    Ok(())
}

/// The digits of the open cells of `cells`.
fn open_digits(cands: &[u32], cells: &[u16]) -> u32 {
    cells.iter().fold(0, |acc, &c| {
        let v = cands.get(usize::from(c)).copied().unwrap_or(0);
        if v & PLACED == 0 { acc | v } else { acc }
    })
}

/// Pointing and claiming over a band's segments, open cells only (a placed digit has left
/// its peers already). The segments' digits are read once: what goes meanwhile only makes a
/// digit's places fewer, so what they say stays true.
pub(super) fn band(rule: &Band, work: &mut Work, cands: &mut [u32]) -> Result<(), Conflict> {
    let Band {
        cells,
        lines,
        boxes,
        width,
    } = rule;
    let (lines, boxes, width) = (*lines, *boxes, *width);
    let count = lines * boxes;
    let mut seg = [0u32; MOST_SEGMENTS];
    for (s, digits_of) in seg.iter_mut().enumerate().take(count) {
        *digits_of = open_digits(cands, cells.get(s * width..(s + 1) * width).unwrap_or(&[]));
    }
    // The digits in two segments or more of each box, and of each line.
    let (mut box_once, mut box_many) = ([0u32; MOST_SEGMENTS], [0u32; MOST_SEGMENTS]);
    let (mut line_once, mut line_many) = ([0u32; MOST_SEGMENTS], [0u32; MOST_SEGMENTS]);
    for (s, &digits_of) in seg.iter().enumerate().take(count) {
        let (line, b) = (s / boxes, s % boxes);
        if let (Some(once), Some(many)) = (box_once.get_mut(b), box_many.get_mut(b)) {
            *many |= *once & digits_of;
            *once |= digits_of;
        }
        if let (Some(once), Some(many)) = (line_once.get_mut(line), line_many.get_mut(line)) {
            *many |= *once & digits_of;
            *once |= digits_of;
        }
    }
    for s in 0..count {
        let (line, b) = (s / boxes, s % boxes);
        let here = seg.get(s).copied().unwrap_or(0);
        // Pointing: the box has it in this segment only, so the line's other boxes lose it;
        // claiming: the line has it here only, so the box's other lines lose it.
        let pointing = here & !box_many.get(b).copied().unwrap_or(u32::MAX);
        let claiming = here & !line_many.get(line).copied().unwrap_or(u32::MAX);
        if pointing & line_many.get(line).copied().unwrap_or(0) != 0 {
            let others = (0..boxes).filter(|&o| o != b).map(|o| line * boxes + o);
            take_from(rule, others, pointing, work, cands)?;
        }
        if claiming & box_many.get(b).copied().unwrap_or(0) != 0 {
            let others = (0..lines).filter(|&l| l != line).map(|l| l * boxes + b);
            take_from(rule, others, claiming, work, cands)?;
        }
    }
    Ok(())
}

/// Takes `gone` from the cells of the band's `segments`.
fn take_from(
    rule: &Band,
    segments: impl Iterator<Item = usize>,
    gone: u32,
    work: &mut Work,
    cands: &mut [u32],
) -> Result<(), Conflict> {
    for s in segments {
        let start = s * rule.width;
        for &cell in rule.cells.get(start..start + rule.width).unwrap_or(&[]) {
            work.take(cands, usize::from(cell), gone)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::work::{Watch, Work};
    use crate::board::{Constraints, Rules, Shape};

    #[test]
    fn a_band_points_and_claims() {
        let constraints = Constraints::new(Shape::NINE, &Rules::CLASSIC);
        let props = super::bands(Shape::NINE, constraints.houses());
        // Three bands, then three stacks.
        assert_eq!(props.len(), 6);
        let top = &props[0];
        let mut cands = vec![0x1FFu32; 81];
        // 1 in box 1 only in row 1; 2 in row 2 only in box 2.
        for cell in [9, 10, 11, 18, 19, 20] {
            cands[cell] &= !1;
        }
        for cell in [9, 10, 11, 15, 16, 17] {
            cands[cell] &= !2;
        }
        let watch = Watch::new(81, vec![2], |_| top.cells.clone().into_iter());
        let mut work = Work::new(&watch);
        assert!(super::band(top, &mut work, &mut cands).is_ok());
        // Pointing: row 1 beyond box 1 loses 1.
        assert!((3..9).all(|c| cands[c] & 1 == 0));
        assert!((0..3).all(|c| cands[c] & 1 != 0));
        // Claiming: box 2's other rows lose 2.
        assert!([3, 4, 5, 21, 22, 23].iter().all(|&c| cands[c] & 2 == 0));
        assert!((12..15).all(|c| cands[c] & 2 != 0));
        // Nothing else moved.
        assert!(cands[27..].iter().all(|&c| c == 0x1FF));
    }
}
