//! What a printed or exported board draws of a puzzle's variant rules, as plain shapes that
//! every picture (PDF, PNG and SVG) draws the same way: windows and extra regions shaded,
//! jigsaw regions' borders thick, both diagonals as lines, and each cage as a dashed outline a
//! little inside its cells with its sum in the top left corner of its first cell.

use crate::board::{Rules, Shape, border_sides, member_of, windows};

/// A colour, 8 bits a channel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

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

/// One shape, in the picture's units (y growing downwards).
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum RuleMark {
    /// A filled rectangle: its top left corner and its size.
    Fill {
        /// The top left corner.
        at: (f32, f32),
        /// Width and height.
        size: (f32, f32),
        /// The colour.
        colour: Rgb,
    },
    /// A straight line with square ends.
    Line {
        /// One end.
        from: (f32, f32),
        /// The other end.
        to: (f32, f32),
        /// Its width.
        width: f32,
        /// The colour.
        colour: Rgb,
    },
    /// A cage's sum: the number, left-aligned on its baseline.
    Sum {
        /// The left end of the baseline.
        at: (f32, f32),
        /// The font size.
        size: f32,
        /// The number.
        text: String,
    },
}

/// The marks of `rules` on a board of `shape` whose top left corner is `corner`, each cell a
/// square of side `cell`: those drawn under the digits (shading), and those drawn over them
/// (region borders, diagonals, cages and their sums). `cap` gives the height of a capital
/// (a digit) at a font size, to set the sums' baselines.
pub(crate) fn rule_marks(
    shape: Shape,
    rules: &Rules,
    corner: (f32, f32),
    cell: f32,
    cap: &dyn Fn(f32) -> f32,
) -> (Vec<RuleMark>, Vec<RuleMark>) {
    let n = shape.size();
    let top_left = |index: usize| {
        (
            corner.0 + (index % n) as f32 * cell,
            corner.1 + (index / n) as f32 * cell,
        )
    };
    let mut under = Vec::new();
    let mut shaded: Vec<u16> = Vec::new();
    if rules.windoku {
        shaded.extend(windows(shape).into_iter().flatten());
    }
    shaded.extend(rules.extra_regions.iter().flatten());
    shaded.sort_unstable();
    shaded.dedup();
    for &c in shaded
        .iter()
        .filter(|&&c| usize::from(c) < shape.cell_count())
    {
        under.push(RuleMark::Fill {
            at: top_left(usize::from(c)),
            size: (cell, cell),
            colour: SHADE,
        });
    }
    let mut over = Vec::new();
    if let Some(regions) = &rules.regions {
        region_borders(&mut over, regions, n, corner, cell);
    }
    let side = n as f32 * cell;
    let thin = (cell / 60.0).max(0.35);
    if rules.diagonal_down {
        let to = (corner.0 + side, corner.1 + side);
        over.push(line(corner, to, thin * 1.5, DIAGONAL));
    }
    if rules.diagonal_up {
        let (from, to) = ((corner.0, corner.1 + side), (corner.0 + side, corner.1));
        over.push(line(from, to, thin * 1.5, DIAGONAL));
    }
    let inset = cell * 0.08;
    let dash = cell * 0.09;
    for cage in &rules.cages {
        let inside = member_of(&cage.cells, n);
        for &c in &cage.cells {
            let (row, col) = (usize::from(c) / n, usize::from(c) % n);
            for border in border_sides(&inside, row as isize, col as isize) {
                let [a, b] = border.segment(top_left(usize::from(c)), cell, inset);
                dashes(&mut over, a, b, dash, thin * 1.4);
            }
        }
        if let (Some(sum), Some(anchor)) = (cage.sum, cage.anchor()) {
            let size = cell * 0.24;
            let text = sum.to_string();
            let (x, y) = top_left(anchor);
            let at = (x + inset * 0.4, y + inset * 0.4);
            let width = size * 0.6 * text.len() as f32;
            over.push(RuleMark::Fill {
                at,
                size: (width + size * 0.2, size * 1.05),
                colour: PAPER,
            });
            over.push(RuleMark::Sum {
                at: (at.0 + size * 0.1, at.1 + size * 0.15 + cap(size)),
                size,
                text,
            });
        }
    }
    (under, over)
}

fn line(from: (f32, f32), to: (f32, f32), width: f32, colour: Rgb) -> RuleMark {
    RuleMark::Line {
        from,
        to,
        width,
        colour,
    }
}

/// The thick lines between cells of different regions, and the board's edge.
fn region_borders(
    out: &mut Vec<RuleMark>,
    regions: &[u8],
    n: usize,
    corner: (f32, f32),
    cell: f32,
) {
    let thick = (cell / 20.0).max(1.2);
    let region = |r: usize, c: usize| regions.get(r * n + c).copied();
    let at = |r: usize, c: usize| (corner.0 + c as f32 * cell, corner.1 + r as f32 * cell);
    for r in 0..n {
        for c in 0..n {
            if c + 1 < n && region(r, c) != region(r, c + 1) {
                out.push(line(at(r, c + 1), at(r + 1, c + 1), thick, BLACK));
            }
            if r + 1 < n && region(r, c) != region(r + 1, c) {
                out.push(line(at(r + 1, c), at(r + 1, c + 1), thick, BLACK));
            }
        }
    }
    let side = n as f32 * cell;
    let (x1, y1) = (corner.0 + side, corner.1 + side);
    for (from, to) in [
        (corner, (x1, corner.1)),
        ((x1, corner.1), (x1, y1)),
        ((corner.0, y1), (x1, y1)),
        (corner, (corner.0, y1)),
    ] {
        out.push(line(from, to, thick, BLACK));
    }
}

/// A dashed line from `a` to `b`: dashes of `dash`, gaps of 0.7 of that.
fn dashes(out: &mut Vec<RuleMark>, a: (f32, f32), b: (f32, f32), dash: f32, width: f32) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let length = (dx * dx + dy * dy).sqrt();
    if length <= 0.0 || dash <= 0.0 {
        return;
    }
    let (ux, uy) = (dx / length, dy / length);
    let mut start = 0.0;
    while start < length {
        let end = (start + dash).min(length);
        let from = (a.0 + ux * start, a.1 + uy * start);
        let to = (a.0 + ux * end, a.1 + uy * end);
        out.push(line(from, to, width, CAGE));
        start = end + dash * 0.7;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Cage;

    #[test]
    fn a_killer_x_gets_dashed_cages_a_sum_and_two_diagonals() {
        let rules = Rules {
            cages: vec![Cage::new([0, 1, 9], Some(15))],
            diagonal_down: true,
            diagonal_up: true,
            ..Rules::CLASSIC
        };
        let (under, over) = rule_marks(Shape::NINE, &rules, (0.0, 0.0), 10.0, &|s| s * 0.7);
        assert!(under.is_empty());
        let sums: Vec<&RuleMark> = over
            .iter()
            .filter(|m| matches!(m, RuleMark::Sum { .. }))
            .collect();
        assert!(matches!(sums.as_slice(), [RuleMark::Sum { text, .. }] if text == "15"));
        let dashes = over
            .iter()
            .filter(|m| matches!(m, RuleMark::Line { colour, .. } if *colour == CAGE))
            .count();
        // An L of three cells has a border 8 cells' sides long: several dashes a side.
        assert!(dashes >= 16, "{dashes}");
        let diagonals = over
            .iter()
            .filter(|m| matches!(m, RuleMark::Line { colour, .. } if *colour == DIAGONAL))
            .count();
        assert_eq!(diagonals, 2);
    }

    #[test]
    fn windows_are_shaded_and_regions_bordered() {
        let shape = Shape::NINE;
        let regions: Vec<u8> = shape.cells().map(|c| shape.box_of(c) as u8).collect();
        let rules = Rules {
            windoku: true,
            regions: Some(regions),
            ..Rules::CLASSIC
        };
        let (under, over) = rule_marks(shape, &rules, (0.0, 0.0), 10.0, &|s| s * 0.7);
        assert_eq!(under.len(), 36);
        // Box-shaped regions: two inner lines of 9 segments each way, and the edge.
        assert_eq!(over.len(), 2 * 2 * 9 + 4);
    }
}
