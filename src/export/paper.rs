//! How every export (PDF, PNG and SVG) paints the rules' marks ([`super::marks`]): windows
//! and extra regions shaded grey under the digits; over them, jigsaw borders and the edge
//! thick and black, the diagonals as grey lines, cages dashed dark grey with each sum on a
//! white patch. A jigsaw's tints and the diagonals' cells stay plain on paper.

use super::marks::{Frame, Mark, Role, dash_pieces, rule_marks};
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
    for mark in rule_marks(shape, rules, &frame) {
        match mark {
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
