//! What a board shows of a puzzle's variant rules, described once as plain shapes, each with
//! the role it plays: the window (`ui::board::marks`) and every export (`picture`, `svg`)
//! paint the same list, each giving a role its own colour, width and layer, or leaving it out.
//!
//! A jigsaw's regions are tinted and bordered, the cells of windows and extra regions shaded,
//! the cells of diagonals marked and the diagonals drawn, and each cage is a dashed outline a
//! little inside its cells with its sum in the top left corner of its first cell.

use crate::board::{Rules, Shape, border_sides, member_of, windows};

/// Where the board stands and the sizes that place its marks, in the painter's units (y
/// growing downwards).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Frame {
    /// The board's top left corner.
    pub corner: (f32, f32),
    /// A cell's side.
    pub cell: f32,
    /// How far a cage's outline sits inside its cells.
    pub inset: f32,
    /// The length of a cage outline's dashes (the gaps are 0.7 of it).
    pub dash: f32,
}

/// What a mark stands for: each painter decides by it how, where and whether to draw it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// A cell of a jigsaw region, with its region's tint (0 to 3, so that regions that touch
    /// differ).
    Tint(usize),
    /// A cell of a window or an extra region.
    Shade,
    /// A cell on a diagonal that is in no window or extra region.
    DiagonalCell,
    /// A border between two jigsaw regions.
    RegionBorder,
    /// The board's outer edge, when jigsaw regions take the boxes' place.
    BoardEdge,
    /// A diagonal.
    Diagonal,
    /// A cage's outline.
    Cage,
    /// A cage's sum.
    CageSum,
    /// A thermometer: its bulb and its line.
    Thermo,
    /// An arrow's circle or pill.
    ArrowCircle,
    /// An arrow's shaft and head.
    ArrowLine,
    /// A white kropki dot.
    WhiteDot,
    /// A black kropki dot.
    BlackDot,
    /// The number on a kropki dot (white dot or not).
    DotValue(bool),
    /// An X or a V.
    Letter,
    /// A little killer's or a sandwich's sum outside the grid.
    OutsideSum,
    /// A little killer's arrow.
    OutsideArrow,
    /// An odd cell's circle.
    Odd,
    /// An even cell's square.
    Even,
    /// A minimum's or maximum's chevron.
    Chevron,
    /// A renban line.
    Renban,
    /// A German whispers line.
    Whispers,
    /// A palindrome line.
    Palindrome,
    /// A between line.
    BetweenLine,
    /// A between line's end circle.
    BetweenEnd,
    /// A region-sum line.
    RegionSum,
    /// A quadruple's circle.
    Quad,
    /// A quadruple's digits.
    QuadDigits,
    /// A cell of a clone and its copy, with the pair's tint (0 to 3).
    Clone(usize),
}

impl Role {
    /// Whether a painter draws the mark over the digits (dots, letters, quadruples, outside
    /// sums) rather than under them.
    pub fn is_over(self) -> bool {
        matches!(
            self,
            Role::WhiteDot
                | Role::BlackDot
                | Role::DotValue(_)
                | Role::Letter
                | Role::OutsideSum
                | Role::OutsideArrow
                | Role::Quad
                | Role::QuadDigits
        )
    }
}

/// One shape of the rules, in the frame's units.
#[derive(Debug, Clone, PartialEq)]
pub enum Mark {
    /// A whole cell.
    Cell {
        /// The cell's index, row-major.
        index: usize,
        /// Its top left corner.
        at: (f32, f32),
        /// What it stands for.
        role: Role,
    },
    /// A straight line.
    Line {
        /// One end.
        from: (f32, f32),
        /// The other end.
        to: (f32, f32),
        /// What it stands for.
        role: Role,
    },
    /// A dashed line through points, dashes of the frame's `dash`: the dashes run on round
    /// its corners (a closed outline ends where it starts).
    Dashed {
        /// The points, in order.
        path: Vec<(f32, f32)>,
        /// What it stands for.
        role: Role,
    },
    /// A line through points with round ends and joins, `width` wide.
    Path {
        /// The points, in order.
        points: Vec<(f32, f32)>,
        /// Its width.
        width: f32,
        /// What it stands for.
        role: Role,
    },
    /// A circle, or a pill: every point within `radius` of the segment from `from` to `to`.
    Oval {
        /// One end's centre.
        from: (f32, f32),
        /// The other end's centre (`from` for a circle).
        to: (f32, f32),
        /// The radius.
        radius: f32,
        /// What it stands for.
        role: Role,
    },
    /// A square standing on its side.
    Square {
        /// Its centre.
        centre: (f32, f32),
        /// Half its side.
        half: f32,
        /// What it stands for.
        role: Role,
    },
    /// A short text centred on a point.
    Text {
        /// Where its middle stands.
        centre: (f32, f32),
        /// The text.
        text: String,
        /// Its height (the font size).
        size: f32,
        /// What it stands for.
        role: Role,
    },
    /// A short text whose top left corner is `at`.
    Label {
        /// The text's top left corner.
        at: (f32, f32),
        /// The text.
        text: String,
        /// What it stands for.
        role: Role,
    },
}

impl Mark {
    /// What the mark stands for.
    pub fn role(&self) -> Role {
        match self {
            Mark::Cell { role, .. }
            | Mark::Line { role, .. }
            | Mark::Dashed { role, .. }
            | Mark::Label { role, .. }
            | Mark::Path { role, .. }
            | Mark::Oval { role, .. }
            | Mark::Square { role, .. }
            | Mark::Text { role, .. } => *role,
        }
    }
}

/// The marks of `rules` on a board of `shape` placed by `frame`, in the order they are
/// painted: cells (tints, then shading), region borders and the edge, diagonals, then each
/// cage's outline followed by its sum. [`super::clue_marks::board_marks`] adds the clues.
pub fn rule_marks(shape: Shape, rules: &Rules, frame: &Frame) -> Vec<Mark> {
    let n = shape.size();
    let top_left = |index: usize| {
        (
            frame.corner.0 + (index % n) as f32 * frame.cell,
            frame.corner.1 + (index / n) as f32 * frame.cell,
        )
    };
    let mut marks = Vec::new();
    if let Some(regions) = &rules.regions {
        for (index, colour) in region_colours(shape, regions).into_iter().enumerate() {
            let at = top_left(index);
            marks.push(Mark::Cell {
                index,
                at,
                role: Role::Tint(colour),
            });
        }
    }
    for (index, role) in shaded_cells(shape, rules) {
        let at = top_left(index);
        marks.push(Mark::Cell { index, at, role });
    }
    if let Some(regions) = &rules.regions {
        region_borders(&mut marks, regions, n, frame);
    }
    let side = n as f32 * frame.cell;
    let (x0, y0) = frame.corner;
    if rules.diagonal_down {
        let (from, to) = ((x0, y0), (x0 + side, y0 + side));
        let role = Role::Diagonal;
        marks.push(Mark::Line { from, to, role });
    }
    if rules.diagonal_up {
        let (from, to) = ((x0, y0 + side), (x0 + side, y0));
        let role = Role::Diagonal;
        marks.push(Mark::Line { from, to, role });
    }
    for cage in &rules.cages {
        let inside = member_of(&cage.cells, n);
        let mut sides = Vec::new();
        for &c in &cage.cells {
            let (row, col) = (usize::from(c) / n, usize::from(c) % n);
            for border in border_sides(&inside, row as isize, col as isize) {
                sides.push(border.segment(top_left(usize::from(c)), frame.cell, frame.inset));
            }
        }
        for path in chain(sides) {
            let role = Role::Cage;
            marks.push(Mark::Dashed { path, role });
        }
        if let (Some(sum), Some(anchor)) = (cage.sum, cage.anchor()) {
            let (x, y) = top_left(anchor);
            marks.push(Mark::Label {
                at: (x + frame.inset * 0.4, y + frame.inset * 0.4),
                text: sum.to_string(),
                role: Role::CageSum,
            });
        }
    }
    marks
}

/// The shaded cells in order: those of windows and extra regions, and those on a diagonal.
fn shaded_cells(shape: Shape, rules: &Rules) -> Vec<(usize, Role)> {
    let n = shape.size();
    let mut roles: Vec<Option<Role>> = vec![None; shape.cell_count()];
    for k in 0..n {
        for (on, index) in [
            (rules.diagonal_down, k * n + k),
            (rules.diagonal_up, (n - 1 - k) * n + k),
        ] {
            if let Some(role) = roles.get_mut(index).filter(|_| on) {
                *role = Some(Role::DiagonalCell);
            }
        }
    }
    let windowed = if rules.windoku {
        windows(shape)
    } else {
        Vec::new()
    };
    for &c in windowed.iter().chain(&rules.extra_regions).flatten() {
        if let Some(role) = roles.get_mut(usize::from(c)) {
            *role = Some(Role::Shade);
        }
    }
    roles
        .into_iter()
        .enumerate()
        .filter_map(|(index, role)| Some((index, role?)))
        .collect()
}

/// The edges between cells of a board with `regions`, each once: the edge to the right of
/// each cell and then the one below it, row by row, with whether the two cells share a
/// region. Each edge is its two ends, as (row, column) corners.
pub fn region_edges(
    regions: &[u8],
    n: usize,
) -> impl Iterator<Item = ([(usize, usize); 2], bool)> + '_ {
    let region = move |r: usize, c: usize| regions.get(r * n + c).copied();
    (0..n * n).flat_map(move |i| {
        let (r, c) = (i / n, i % n);
        let right = (c + 1 < n).then(|| {
            (
                [(r, c + 1), (r + 1, c + 1)],
                region(r, c) == region(r, c + 1),
            )
        });
        let below = (r + 1 < n).then(|| {
            (
                [(r + 1, c), (r + 1, c + 1)],
                region(r, c) == region(r + 1, c),
            )
        });
        right.into_iter().chain(below)
    })
}

/// The lines between cells of different regions, and the board's edge.
fn region_borders(out: &mut Vec<Mark>, regions: &[u8], n: usize, frame: &Frame) {
    let at = |(r, c): (usize, usize)| {
        (
            frame.corner.0 + c as f32 * frame.cell,
            frame.corner.1 + r as f32 * frame.cell,
        )
    };
    for ([a, b], same) in region_edges(regions, n) {
        if !same {
            let (from, to, role) = (at(a), at(b), Role::RegionBorder);
            out.push(Mark::Line { from, to, role });
        }
    }
    let (x0, y0) = frame.corner;
    let side = n as f32 * frame.cell;
    let (x1, y1) = (x0 + side, y0 + side);
    for (from, to) in [
        ((x0, y0), (x1, y0)),
        ((x1, y0), (x1, y1)),
        ((x0, y1), (x1, y1)),
        ((x0, y0), (x0, y1)),
    ] {
        let role = Role::BoardEdge;
        out.push(Mark::Line { from, to, role });
    }
}

/// A colour (0 to 3) for each cell's region such that regions that touch differ where four
/// colours allow (greedy, lowest region number first: enough for a readable board).
pub fn region_colours(shape: Shape, regions: &[u8]) -> Vec<usize> {
    let n = shape.size();
    let count = usize::from(regions.iter().copied().max().unwrap_or(0)) + 1;
    let mut touching = vec![vec![false; count]; count];
    for (index, &r) in regions.iter().enumerate() {
        let (row, col) = (index / n, index % n);
        let mut meet = |other: Option<&u8>| {
            if let Some(&o) = other.filter(|&&o| o != r) {
                touching[usize::from(r)][usize::from(o)] = true;
                touching[usize::from(o)][usize::from(r)] = true;
            }
        };
        if col + 1 < n {
            meet(regions.get(index + 1));
        }
        if row + 1 < n {
            meet(regions.get(index + n));
        }
    }
    let mut colour = vec![0usize; count];
    for r in 0..count {
        let used: Vec<usize> = (0..r)
            .filter(|&o| touching[r][o])
            .map(|o| colour[o])
            .collect();
        colour[r] = (0..4).find(|c| !used.contains(c)).unwrap_or(r % 4);
    }
    regions.iter().map(|&r| colour[usize::from(r)]).collect()
}

/// Joins segments that meet end to end into paths: each path runs from a segment on through
/// the one that starts (or ends) where it ended, until none does; an outline that closes ends
/// on its first point. An outline's sides meet exactly (they are computed from the same cell
/// corners), so the ends are compared within a hundredth of a point.
fn chain(mut segments: Vec<[(f32, f32); 2]>) -> Vec<Vec<(f32, f32)>> {
    let meets = |a: (f32, f32), b: (f32, f32)| (a.0 - b.0).abs() < 0.01 && (a.1 - b.1).abs() < 0.01;
    let mut paths = Vec::new();
    while let Some([first, second]) = segments.pop() {
        let mut path = vec![first, second];
        while let Some(end) = path.last().copied() {
            let Some(k) = segments
                .iter()
                .position(|[a, b]| meets(*a, end) || meets(*b, end))
            else {
                break;
            };
            let [a, b] = segments.swap_remove(k);
            path.push(if meets(a, end) { b } else { a });
        }
        paths.push(path);
    }
    paths
}

/// A dashed line through `path` as its dashes: each `dash` long, gaps of 0.7 of that, the
/// pattern running on round the corners (a dash may bend round one: then it is two pieces).
pub fn dash_pieces(path: &[(f32, f32)], dash: f32) -> Vec<[(f32, f32); 2]> {
    let mut pieces = Vec::new();
    if dash <= 0.0 {
        return pieces;
    }
    let gap = dash * 0.7;
    // Where the pattern stands at the start of each segment: drawing, and how much of the
    // dash or gap is left.
    let (mut drawing, mut left) = (true, dash);
    for pair in path.windows(2) {
        let [a, b] = [pair[0], pair[1]];
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let length = (dx * dx + dy * dy).sqrt();
        if length <= 0.0 {
            continue;
        }
        let (ux, uy) = (dx / length, dy / length);
        let at = |t: f32| (a.0 + ux * t, a.1 + uy * t);
        let mut start = 0.0;
        loop {
            let end = start + left;
            if end >= length {
                // The dash or gap goes on into the next segment.
                if drawing && length > start {
                    pieces.push([at(start), at(length)]);
                }
                left = end - length;
                break;
            }
            if drawing && end > start {
                pieces.push([at(start), at(end)]);
            }
            start = end;
            drawing = !drawing;
            left = if drawing { dash } else { gap };
        }
    }
    pieces
}

/// A killer X for the tests: one L-shaped cage of sum 15 in the top left corner, and both
/// diagonals.
#[cfg(test)]
pub(crate) fn killer_x() -> Rules {
    Rules {
        cages: vec![crate::board::Cage::new([0, 1, 9], Some(15))],
        diagonal_down: true,
        diagonal_up: true,
        ..Rules::CLASSIC
    }
}

/// A windoku whose regions are given as jigsaw regions of the boxes' shape, for the tests.
#[cfg(test)]
pub(crate) fn windoku_in_box_regions() -> Rules {
    let shape = Shape::NINE;
    Rules {
        windoku: true,
        regions: Some(shape.cells().map(|c| shape.box_of(c) as u8).collect()),
        ..Rules::CLASSIC
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FRAME: Frame = Frame {
        corner: (0.0, 0.0),
        cell: 10.0,
        inset: 0.8,
        dash: 0.9,
    };

    fn count(marks: &[Mark], role: Role) -> usize {
        marks.iter().filter(|m| m.role() == role).count()
    }

    #[test]
    fn a_killer_x_gets_a_cage_outline_a_sum_two_diagonals_and_their_cells() {
        let marks = rule_marks(Shape::NINE, &killer_x(), &FRAME);
        // An L of three cells has eight sides of cells on its border: one path of eight
        // segments that ends where it starts.
        let paths: Vec<&Vec<(f32, f32)>> = marks
            .iter()
            .filter_map(|m| match m {
                Mark::Dashed { path, .. } => Some(path),
                _ => None,
            })
            .collect();
        assert_eq!(paths.len(), 1, "{paths:?}");
        assert_eq!(paths[0].len(), 9, "{paths:?}");
        assert_eq!(paths[0].first(), paths[0].last());
        assert!(marks.iter().any(
            |m| matches!(m, Mark::Label { text, at, role: Role::CageSum } if text == "15" && (at.0 - 0.32).abs() < 1e-6 && at.0 == at.1)
        ));
        assert_eq!(count(&marks, Role::Diagonal), 2);
        // The two diagonals of a 9x9 board cross in the middle cell.
        assert_eq!(count(&marks, Role::DiagonalCell), 17);
        assert_eq!(count(&marks, Role::Shade), 0);
    }

    #[test]
    fn windows_are_shaded_over_the_diagonal_and_regions_bordered_and_tinted() {
        let rules = Rules {
            diagonal_down: true,
            ..windoku_in_box_regions()
        };
        let marks = rule_marks(Shape::NINE, &rules, &FRAME);
        assert_eq!(count(&marks, Role::Shade), 36);
        // The down diagonal crosses two windows' three cells each.
        assert_eq!(count(&marks, Role::DiagonalCell), 3);
        // Box-shaped regions: two inner lines of 9 segments each way, and the edge.
        assert_eq!(count(&marks, Role::RegionBorder), 2 * 2 * 9);
        assert_eq!(count(&marks, Role::BoardEdge), 4);
        let tints: Vec<usize> = marks
            .iter()
            .filter_map(|m| match m.role() {
                Role::Tint(t) => Some(t),
                _ => None,
            })
            .collect();
        assert_eq!(tints.len(), 81);
        for index in 0..80 {
            if index % 9 < 8 && index % 3 == 2 {
                assert_ne!(tints[index], tints[index + 1], "cell {index}");
            }
        }
    }

    #[test]
    fn a_dashed_side_is_dashes_and_gaps_up_to_its_end() {
        let pieces = dash_pieces(&[(0.0, 0.0), (10.0, 0.0)], 2.0);
        let starts: Vec<f32> = pieces.iter().map(|[a, _]| a.0).collect();
        assert_eq!(starts.len(), 3);
        assert!((starts[1] - 3.4).abs() < 1e-5 && (starts[2] - 6.8).abs() < 1e-5);
        assert!(pieces.last().is_some_and(|[_, b]| (b.0 - 8.8).abs() < 1e-5));
        assert!(dash_pieces(&[(1.0, 1.0), (1.0, 1.0)], 2.0).is_empty());
    }

    #[test]
    fn the_dashes_run_on_round_a_corner() {
        // 3 along, then 5 down: the first dash ends at 2, the gap bends round the corner at 3,
        // the next dash starts 0.4 down the second leg and the last one at 3.8.
        let pieces = dash_pieces(&[(0.0, 0.0), (3.0, 0.0), (3.0, 5.0)], 2.0);
        assert_eq!(pieces.len(), 3, "{pieces:?}");
        let [a, b] = pieces[1];
        assert!(
            (a.0 - 3.0).abs() < 1e-5 && (a.1 - 0.4).abs() < 1e-5,
            "{pieces:?}"
        );
        assert!((b.1 - 2.4).abs() < 1e-5, "{pieces:?}");
    }
}
