//! How every export (PDF, PNG and SVG) paints the rules' marks ([`super::marks`]): windows
//! and extra regions shaded grey under the digits; over them, jigsaw borders and the edge
//! thick and black, the diagonals as grey lines, cages dashed dark grey with each sum on a
//! white patch. A jigsaw's tints and the diagonals' cells stay plain on paper.

use super::clue_marks::{Ink, board_marks, line_ink, oval_inks};
use super::marks::{Frame, Mark, Role, dash_pieces};
use crate::board::{Rules, Shape};

/// A colour, 8 bits a channel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// Relative luminance (WCAG 2), 0 for black to 1 for white.
    pub fn luminance(self) -> f32 {
        let channel = |v: u8| {
            let v = f32::from(v) / 255.0;
            if v <= 0.04045 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * channel(self.0) + 0.7152 * channel(self.1) + 0.0722 * channel(self.2)
    }
}

/// Givens, grid lines and captions.
pub const BLACK: Rgb = Rgb(0, 0, 0);

/// The shading of windows and extra regions.
const SHADE: Rgb = Rgb(0xE4, 0xE4, 0xE4);
/// The cages' dashes and sums.
const CAGE: Rgb = Rgb(0x33, 0x33, 0x33);
/// The diagonals.
const DIAGONAL: Rgb = Rgb(0x88, 0x88, 0x88);
/// Behind a cage's sum.
const PAPER: Rgb = Rgb(0xFF, 0xFF, 0xFF);
/// Thermometers, odd circles and even squares.
const THERMO: Rgb = Rgb(0xC8, 0xC8, 0xC8);
/// Arrows, chevrons and the ends of between lines.
const INK: Rgb = Rgb(0x55, 0x55, 0x55);
/// Renban lines.
const RENBAN: Rgb = Rgb(0xE0, 0x9C, 0xF0);
/// German whispers lines.
const WHISPERS: Rgb = Rgb(0x6C, 0xC8, 0x6C);
/// Palindrome lines.
const PALINDROME: Rgb = Rgb(0xB4, 0xB4, 0xB4);
/// Region-sum lines.
const REGION_SUM: Rgb = Rgb(0x7E, 0xB0, 0xE6);
/// The tints of clones.
const CLONES: [Rgb; 4] = [
    Rgb(0xFF, 0xE8, 0xB0),
    Rgb(0xC8, 0xE8, 0xFF),
    Rgb(0xD8, 0xF5, 0xC8),
    Rgb(0xF5, 0xD0, 0xE0),
];

/// Paper's colour of an ink.
fn colour(ink: Ink) -> Rgb {
    match ink {
        Ink::Thermo => THERMO,
        Ink::Renban => RENBAN,
        Ink::Whispers => WHISPERS,
        Ink::Palindrome => PALINDROME,
        Ink::RegionSum => REGION_SUM,
        Ink::Ink => INK,
        Ink::Light | Ink::Cell => PAPER,
        Ink::Dark => BLACK,
    }
}

/// Paints a mark of the clues ([`super::clue_marks`]) on paper, into `under` or `over` the
/// digits as its role says. `line` is a thin line's width, `cap` a capital's height at a size.
fn paint_clue(
    mark: Mark,
    cell: f32,
    line: f32,
    cap: &dyn Fn(f32) -> f32,
    under: &mut Vec<Painted>,
    over: &mut Vec<Painted>,
) {
    let layer = if mark.role().is_over() { over } else { under };
    match mark {
        Mark::Path {
            points,
            width,
            role,
        } => {
            let mut segs: Vec<Seg> = Vec::with_capacity(points.len());
            for (k, p) in points.into_iter().enumerate() {
                segs.push(if k == 0 { Seg::Move(p) } else { Seg::Line(p) });
            }
            layer.push(Painted::Shape(
                segs,
                None,
                Some((width, colour(line_ink(role)))),
            ));
        }
        Mark::Oval {
            from,
            to,
            radius,
            role,
        } => {
            let (fill, outline) = oval_inks(role);
            // Black dots need no light rim on white paper.
            let outline = outline.filter(|_| role != Role::BlackDot);
            let stroke = outline.map(|(ink, width)| (line * 2.0 * width, colour(ink)));
            layer.push(Painted::Shape(
                oval(from, to, radius),
                Some(colour(fill)),
                stroke,
            ));
        }
        Mark::Square { centre, half, .. } => {
            let (x, y) = centre;
            let corners = [
                (x - half, y - half),
                (x + half, y - half),
                (x + half, y + half),
            ];
            let mut segs = vec![Seg::Move(corners[0]), Seg::Line(corners[1])];
            segs.extend([
                Seg::Line(corners[2]),
                Seg::Line((x - half, y + half)),
                Seg::Close,
            ]);
            layer.push(Painted::Shape(segs, Some(THERMO), None));
        }
        Mark::Text {
            centre,
            text,
            size,
            role,
        } => {
            if role == Role::Letter {
                layer.push(Painted::Shape(
                    oval(centre, centre, size * 0.5),
                    Some(PAPER),
                    None,
                ));
            }
            let colour = if role == Role::DotValue(false) {
                PAPER
            } else {
                BLACK
            };
            let baseline = (centre.0, centre.1 + cap(size) / 2.0);
            layer.push(Painted::Centred(baseline, size, text, colour));
        }
        Mark::Cell {
            at,
            role: Role::Clone(k),
            ..
        } => {
            let tint = CLONES.get(k).copied().unwrap_or(THERMO);
            layer.push(Painted::Fill(at, (cell, cell), tint));
        }
        _ => {}
    }
}

/// One shape as paper takes it, in the picture's units (y growing downwards).
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Painted {
    /// A filled rectangle: its top left corner, its width and height, and its colour.
    Fill((f32, f32), (f32, f32), Rgb),
    /// A straight line with square ends: its two ends, its width and its colour.
    Line([(f32, f32); 2], f32, Rgb),
    /// A cage's sum, left-aligned on its baseline: the baseline's left end, the font size and
    /// the number.
    Sum((f32, f32), f32, String),
    /// An outline (closed or open), filled and stroked (round ends and joins) as given.
    Shape(Vec<Seg>, Option<Rgb>, Option<(f32, Rgb)>),
    /// A text centred on its baseline's middle: that point, the font size, the text, the
    /// colour.
    Centred((f32, f32), f32, String, Rgb),
}

/// One step of an outline.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Seg {
    /// Starts a piece at a point.
    Move((f32, f32)),
    /// A straight line to a point.
    Line((f32, f32)),
    /// A cubic Bézier curve: two control points and the end.
    Cubic((f32, f32), (f32, f32), (f32, f32)),
    /// Back to the piece's start.
    Close,
}

/// The outline of an oval: a circle of `r` round `from` when `to` is the same point, else a
/// pill (a stadium) round the segment between them. Quarter circles as Bézier curves.
pub(crate) fn oval(from: (f32, f32), to: (f32, f32), r: f32) -> Vec<Seg> {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let length = dx.hypot(dy);
    let (ux, uy) = if length > f32::EPSILON {
        (dx / length, dy / length)
    } else {
        (1.0, 0.0)
    };
    // The unit along and the one across, `r` long.
    let (a, b) = ((ux * r, uy * r), (-uy * r, ux * r));
    // A quarter circle's control points lie 0.5523 r along the tangents.
    const K: f32 = 0.552_285;
    let at = |c: (f32, f32), along: f32, across: f32| {
        (
            c.0 + a.0 * along + b.0 * across,
            c.1 + a.1 * along + b.1 * across,
        )
    };
    let mut segs = vec![Seg::Move(at(from, 0.0, 1.0)), Seg::Line(at(to, 0.0, 1.0))];
    // Round `to` from its left side to its right, then round `from` back.
    for (c, sign) in [(to, 1.0f32), (from, -1.0)] {
        segs.push(Seg::Cubic(
            at(c, sign * K, sign),
            at(c, sign, sign * K),
            at(c, sign, 0.0),
        ));
        segs.push(Seg::Cubic(
            at(c, sign, -sign * K),
            at(c, sign * K, -sign),
            at(c, 0.0, -sign),
        ));
        if sign > 0.0 {
            segs.push(Seg::Line(at(from, 0.0, -1.0)));
        }
    }
    segs.push(Seg::Close);
    segs
}

/// The marks of `rules` on a board of `shape` whose top left corner is `corner`, each cell a
/// square of side `cell`, as paper draws them: those under the digits, and those over them.
/// `cap` gives the height of a capital (a digit) at a font size, to set the sums' baselines.
pub(crate) fn paper_marks(
    shape: Shape,
    rules: &Rules,
    corner: (f32, f32),
    cell: f32,
    cap: &dyn Fn(f32) -> f32,
) -> (Vec<Painted>, Vec<Painted>) {
    let frame = Frame {
        corner,
        cell,
        inset: cell * 0.08,
        dash: cell * 0.09,
    };
    let thin = (cell / 60.0).max(0.35);
    let thick = (cell / 20.0).max(1.2);
    let (mut under, mut over) = (Vec::new(), Vec::new());
    for mark in board_marks(shape, rules, &frame) {
        match mark {
            Mark::Cell {
                role: Role::Clone(_),
                ..
            } => paint_clue(mark, cell, thin, cap, &mut under, &mut over),
            Mark::Cell { at, role, .. } => {
                if role == Role::Shade {
                    under.push(Painted::Fill(at, (cell, cell), SHADE));
                }
            }
            Mark::Line { from, to, role } => {
                let (width, colour) = match role {
                    Role::Diagonal => (thin * 1.5, DIAGONAL),
                    _ => (thick, BLACK),
                };
                over.push(Painted::Line([from, to], width, colour));
            }
            Mark::Dashed { path, .. } => {
                for [a, b] in dash_pieces(&path, frame.dash) {
                    over.push(Painted::Line([a, b], thin * 1.4, CAGE));
                }
            }
            Mark::Label { at, text, .. } => {
                let size = cell * 0.24;
                let width = size * 0.6 * text.len() as f32;
                let patch = (width + size * 0.2, size * 1.05);
                over.push(Painted::Fill(at, patch, PAPER));
                let baseline = (at.0 + size * 0.1, at.1 + size * 0.15 + cap(size));
                over.push(Painted::Sum(baseline, size, text));
            }
            Mark::Path { .. } | Mark::Oval { .. } | Mark::Square { .. } | Mark::Text { .. } => {
                paint_clue(mark, cell, thin, cap, &mut under, &mut over);
            }
        }
    }
    (under, over)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_killer_x_gets_dashed_cages_a_sum_on_white_and_two_diagonals_over_the_digits() {
        let rules = super::super::marks::killer_x();
        let (under, over) = paper_marks(Shape::NINE, &rules, (0.0, 0.0), 10.0, &|s| s * 0.7);
        // The diagonals' cells stay plain on paper.
        assert!(under.is_empty());
        let sums: Vec<&Painted> = over
            .iter()
            .filter(|m| matches!(m, Painted::Sum(..)))
            .collect();
        assert!(matches!(sums.as_slice(), [Painted::Sum(_, _, text)] if text == "15"));
        assert!(
            over.iter()
                .any(|m| matches!(m, Painted::Fill(_, _, colour) if *colour == PAPER))
        );
        let dashes = over
            .iter()
            .filter(|m| matches!(m, Painted::Line(_, _, colour) if *colour == CAGE))
            .count();
        // An L of three cells has a border 8 cells' sides long: several dashes a side.
        assert!(dashes >= 16, "{dashes}");
        let diagonals = over
            .iter()
            .filter(|m| matches!(m, Painted::Line(_, _, colour) if *colour == DIAGONAL))
            .count();
        assert_eq!(diagonals, 2);
    }

    #[test]
    fn windows_are_shaded_and_regions_bordered_but_not_tinted() {
        let rules = super::super::marks::windoku_in_box_regions();
        let (under, over) = paper_marks(Shape::NINE, &rules, (0.0, 0.0), 10.0, &|s| s * 0.7);
        assert_eq!(under.len(), 36);
        // Box-shaped regions: two inner lines of 9 segments each way, and the edge.
        assert_eq!(over.len(), 2 * 2 * 9 + 4);
    }
}
