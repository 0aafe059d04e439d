//! The shapes of the Cracking the Cryptic clues, as every painter draws them (the window and
//! each export): thermometers with round bulbs, arrows from circles and pills, white and
//! black dots and X/V letters on the edges, sums outside the grid with little arrows, odd
//! circles and even squares, chevrons of minimums and maximums, coloured lines, quadruple
//! circles on the corners, shaded clones. Sizes follow what players know from SudokuPad.

use super::marks::{Frame, Mark, Role, rule_marks};
use crate::board::{Clue, Rules, Shape, side_neighbours};

/// The colours a clue is painted in, named by use; each painter gives them its own values
/// (light and dark themes, paper).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ink {
    /// Thermometers, odd circles and even squares: a light grey.
    Thermo,
    /// Renban purple.
    Renban,
    /// Whispers green.
    Whispers,
    /// Palindrome grey (and between lines).
    Palindrome,
    /// Region-sum blue.
    RegionSum,
    /// Arrows and chevrons: a dark grey.
    Ink,
    /// White: a white dot's inside.
    Light,
    /// Black: a black dot's inside, a white dot's outline, a quadruple's.
    Dark,
    /// The cell's own colour, inside circles.
    Cell,
}

/// A path's ink by its role.
pub fn line_ink(role: Role) -> Ink {
    match role {
        Role::Thermo => Ink::Thermo,
        Role::Renban => Ink::Renban,
        Role::Whispers => Ink::Whispers,
        Role::Palindrome | Role::BetweenLine => Ink::Palindrome,
        Role::RegionSum => Ink::RegionSum,
        _ => Ink::Ink,
    }
}

/// An oval's fill, and its outline's ink and width (in thin lines), by its role.
pub fn oval_inks(role: Role) -> (Ink, Option<(Ink, f32)>) {
    match role {
        Role::Thermo | Role::Odd => (Ink::Thermo, None),
        Role::BlackDot => (Ink::Dark, Some((Ink::Light, 0.6))),
        Role::WhiteDot => (Ink::Light, Some((Ink::Dark, 0.8))),
        Role::Quad => (Ink::Cell, Some((Ink::Dark, 0.8))),
        Role::BetweenEnd => (Ink::Cell, Some((Ink::Palindrome, 1.4))),
        _ => (Ink::Cell, Some((Ink::Ink, 1.0))),
    }
}

/// The centre of the cell at `row` and `col` (from 0; -1 and N are outside the grid).
fn centre(frame: &Frame, row: f32, col: f32) -> (f32, f32) {
    (
        frame.corner.0 + (col + 0.5) * frame.cell,
        frame.corner.1 + (row + 0.5) * frame.cell,
    )
}

/// Every mark of `rules` on a board: the variant rules' ([`rule_marks`]), then the clues'.
pub fn board_marks(shape: Shape, rules: &Rules, frame: &Frame) -> Vec<Mark> {
    let mut marks = rule_marks(shape, rules, frame);
    marks.extend(clue_marks(shape, rules, frame));
    marks
}

/// The marks of every clue of `rules`: those under the digits first (lines, circles, shapes),
/// then those over them (dots, letters, quadruples, outside sums), each flagged by its role.
pub fn clue_marks(shape: Shape, rules: &Rules, frame: &Frame) -> Vec<Mark> {
    let mut marks = under_marks(shape, rules, frame);
    over_marks(shape, rules, frame, &mut marks);
    marks
}

/// The centre of cell `c` (row-major) of a board of `shape`.
fn cell_centre(shape: Shape, frame: &Frame, c: u16) -> (f32, f32) {
    let n = shape.size();
    let c = usize::from(c);
    centre(frame, (c / n) as f32, (c % n) as f32)
}

/// The marks under the digits: lines, circles, shapes and clones' cells.
fn under_marks(shape: Shape, rules: &Rules, frame: &Frame) -> Vec<Mark> {
    let at = |c: u16| cell_centre(shape, frame, c);
    let cell = frame.cell;
    let mut marks = Vec::new();
    let path = |cells: &[u16], width: f32, role: Role| Mark::Path {
        points: cells.iter().map(|&c| at(c)).collect(),
        width: width * cell,
        role,
    };
    let disc = |c: (f32, f32), radius: f32, role: Role| Mark::Oval {
        from: c,
        to: c,
        radius: radius * cell,
        role,
    };
    for (k, clue) in rules.clues.iter().enumerate() {
        match clue {
            Clue::Thermometer(line) => {
                if let Some(&bulb) = line.first() {
                    marks.push(disc(at(bulb), 0.4, Role::Thermo));
                }
                marks.push(path(line, 0.3, Role::Thermo));
            }
            Clue::Renban(line) => marks.push(path(line, 0.25, Role::Renban)),
            Clue::Whispers { cells, .. } => marks.push(path(cells, 0.25, Role::Whispers)),
            Clue::Palindrome(line) => marks.push(path(line, 0.2, Role::Palindrome)),
            Clue::RegionSum(line) => marks.push(path(line, 0.15, Role::RegionSum)),
            Clue::Between(line) => {
                marks.push(path(line, 0.12, Role::BetweenLine));
                for end in [line.first(), line.last()].into_iter().flatten() {
                    marks.push(disc(at(*end), 0.38, Role::BetweenEnd));
                }
            }
            Clue::Arrow { circle, shaft } => arrow(&mut marks, frame, &at, circle, shaft),
            Clue::Odd(c) => marks.push(disc(at(*c), 0.33, Role::Odd)),
            Clue::Even(c) => marks.push(Mark::Square {
                centre: at(*c),
                half: 0.3 * cell,
                role: Role::Even,
            }),
            Clue::Minimum(c) | Clue::Maximum(c) => {
                let inward = matches!(clue, Clue::Minimum(_));
                for other in side_neighbours(shape, *c) {
                    marks.push(chevron(at(*c), at(other), cell, inward));
                }
            }
            Clue::Clone { cells, copies } => {
                for &c in cells.iter().chain(copies) {
                    let (x, y) = at(c);
                    marks.push(Mark::Cell {
                        index: usize::from(c),
                        at: (x - cell / 2.0, y - cell / 2.0),
                        role: Role::Clone(k % 4),
                    });
                }
            }
            _ => {}
        }
    }
    marks
}

/// The marks over the digits: dots, letters, quadruples and the sums outside the grid.
fn over_marks(shape: Shape, rules: &Rules, frame: &Frame, marks: &mut Vec<Mark>) {
    let at = |c: u16| cell_centre(shape, frame, c);
    let cell = frame.cell;
    let disc = |c: (f32, f32), radius: f32, role: Role| Mark::Oval {
        from: c,
        to: c,
        radius: radius * cell,
        role,
    };
    let shared_place = |from: [u8; 2]| {
        let beside = |c: &&Clue| matches!(c, Clue::LittleKiller { from: f, .. } if *f == from);
        rules.clues.iter().filter(beside).count() > 1
    };
    for clue in &rules.clues {
        match clue {
            Clue::Difference { cells, value } | Clue::Ratio { cells, value } => {
                let white = matches!(clue, Clue::Difference { .. });
                let mid = midpoint(at(cells[0]), at(cells[1]));
                let role = if white {
                    Role::WhiteDot
                } else {
                    Role::BlackDot
                };
                marks.push(disc(mid, 0.12, role));
                if *value != if white { 1 } else { 2 } {
                    marks.push(text(
                        mid,
                        value.to_string(),
                        0.15 * cell,
                        Role::DotValue(white),
                    ));
                }
            }
            Clue::Xv { cells, sum } => {
                let mid = midpoint(at(cells[0]), at(cells[1]));
                let letter = if *sum == 5 { "V" } else { "X" };
                marks.push(text(mid, letter.into(), 0.4 * cell, Role::Letter));
            }
            Clue::Quadruple { cells, digits } => {
                let corner = midpoint(at(cells[0]), at(cells[3]));
                marks.push(disc(corner, 0.34, Role::Quad));
                // Up to two digits a row: one row, or two.
                let words: Vec<String> = digits.iter().map(u8::to_string).collect();
                let size = if digits.len() <= 2 { 0.3 } else { 0.24 } * cell;
                let rows: Vec<String> = words.chunks(2).map(|w| w.join(" ")).collect();
                let step = if rows.len() > 1 { size * 0.5 } else { 0.0 };
                for (k, row) in rows.into_iter().enumerate() {
                    let y = corner.1 - step + 2.0 * step * k as f32;
                    marks.push(text((corner.0, y), row, size, Role::QuadDigits));
                }
            }
            Clue::LittleKiller { from, step, sum } => {
                let place = centre(frame, f32::from(from[0]) - 1.0, f32::from(from[1]) - 1.0);
                let (dx, dy) = (f32::from(step[1]), f32::from(step[0]));
                // The sum in the middle (away from its arrow when two share the place), a
                // small arrow in the corner it points through.
                let (off, size) = if shared_place(*from) {
                    (0.2, 0.3)
                } else {
                    (0.0, 0.36)
                };
                let label = (place.0 - dx * off * cell, place.1 - dy * off * cell);
                marks.push(text(label, sum.to_string(), size * cell, Role::OutsideSum));
                let tail = (place.0 + dx * 0.3 * cell, place.1 + dy * 0.3 * cell);
                let tip = (place.0 + dx * 0.46 * cell, place.1 + dy * 0.46 * cell);
                marks.push(Mark::Path {
                    points: vec![tail, tip],
                    width: 0.04 * cell,
                    role: Role::OutsideArrow,
                });
                marks.push(head(
                    tail,
                    tip,
                    0.12 * cell,
                    0.04 * cell,
                    Role::OutsideArrow,
                ));
            }
            Clue::Sandwich { from, sum } => {
                let place = centre(frame, f32::from(from[0]) - 1.0, f32::from(from[1]) - 1.0);
                marks.push(text(place, sum.to_string(), 0.42 * cell, Role::OutsideSum));
            }
            _ => {}
        }
    }
}

fn midpoint(a: (f32, f32), b: (f32, f32)) -> (f32, f32) {
    ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0)
}

fn text(centre: (f32, f32), text: String, size: f32, role: Role) -> Mark {
    Mark::Text {
        centre,
        text,
        size,
        role,
    }
}

/// An arrow: the circle (a pill over two or three cells), then the shaft from the circle's
/// edge through each cell's centre, with a head at its end.
fn arrow(
    marks: &mut Vec<Mark>,
    frame: &Frame,
    at: &impl Fn(u16) -> (f32, f32),
    circle: &[u16],
    shaft: &[u16],
) {
    let cell = frame.cell;
    let radius = 0.38 * cell;
    if let (Some(&first), Some(&last)) = (circle.first(), circle.last()) {
        marks.push(Mark::Oval {
            from: at(first),
            to: at(last),
            radius,
            role: Role::ArrowCircle,
        });
    }
    let Some(&start) = shaft.first() else {
        return;
    };
    // The circle cell the shaft leaves from: the nearest to its first cell.
    let distance = |a: (f32, f32), b: (f32, f32)| (a.0 - b.0).hypot(a.1 - b.1);
    let from = circle
        .iter()
        .map(|&c| at(c))
        .min_by(|a, b| distance(*a, at(start)).total_cmp(&distance(*b, at(start))));
    let mut points: Vec<(f32, f32)> = Vec::new();
    if let Some(from) = from {
        let to = at(start);
        let d = distance(from, to).max(f32::EPSILON);
        points.push((
            from.0 + (to.0 - from.0) * radius / d,
            from.1 + (to.1 - from.1) * radius / d,
        ));
    }
    points.extend(shaft.iter().map(|&c| at(c)));
    let width = 0.05 * cell;
    if let [.., before, tip] = points.as_slice() {
        marks.push(head(*before, *tip, 0.25 * cell, width, Role::ArrowLine));
    }
    marks.push(Mark::Path {
        points,
        width,
        role: Role::ArrowLine,
    });
}

/// An arrowhead at `tip`, pointing away from `from`: two strokes `size` long.
fn head(from: (f32, f32), tip: (f32, f32), size: f32, width: f32, role: Role) -> Mark {
    let (dx, dy) = (tip.0 - from.0, tip.1 - from.1);
    let length = dx.hypot(dy).max(f32::EPSILON);
    let (ux, uy) = (dx / length, dy / length);
    // 40 degrees either side of the way back.
    let (c, s) = (0.766f32, 0.643f32);
    let wing = |sign: f32| {
        let (bx, by) = (-ux, -uy);
        (
            tip.0 + size * (bx * c - sign * by * s),
            tip.1 + size * (by * c + sign * bx * s),
        )
    };
    Mark::Path {
        points: vec![wing(1.0), tip, wing(-1.0)],
        width,
        role,
    }
}

/// A chevron near the edge between a cell (centre `a`) and its neighbour (`b`): pointing
/// into the cell for a minimum, out of it for a maximum.
fn chevron(a: (f32, f32), b: (f32, f32), cell: f32, inward: bool) -> Mark {
    let (ux, uy) = ((b.0 - a.0) / cell, (b.1 - a.1) / cell);
    let (px, py) = (-uy, ux);
    let base = 0.36;
    let (depth, half) = (0.1, 0.16);
    let (tip_at, wings_at) = if inward {
        (base - depth, base)
    } else {
        (base, base - depth)
    };
    let point = |along: f32, across: f32| {
        (
            a.0 + cell * (ux * along + px * across),
            a.1 + cell * (uy * along + py * across),
        )
    };
    Mark::Path {
        points: vec![
            point(wings_at, -half),
            point(tip_at, 0.0),
            point(wings_at, half),
        ],
        width: 0.06 * cell,
        role: Role::Chevron,
    }
}
