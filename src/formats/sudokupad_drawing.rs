//! SudokuPad's drawing (the `lines`, `arrows`, `overlays` and `underlays` of its JSON) read
//! back as rules, where the shapes are the ones SudokuPad's own f-puzzles converter draws for
//! them (and the older Cracking the Cryptic app's, which differ in sizes):
//!
//! - the two diagonals (lines from corner to corner);
//! - a thermometer: a grey line through cell centres starting at a grey round bulb underlay;
//! - a palindrome: a thick grey line with no bulb; a between line: a thin grey line whose ends
//!   stop short of two circles;
//! - renban (pink, `#F067F0`), German whispers (green, `#67F067`), Dutch whispers (orange,
//!   gap 4) and region-sum lines (blue, `#2ECBFF`), by their colour;
//! - an arrow: a grey arrow from a grey-bordered circle or pill (a straight pill is one wide
//!   overlay; a bent one is a thick grey line under a white one);
//! - kropki dots: small round overlays on an edge, white or black, a number their value; X and
//!   V: the letter on an edge; a quadruple: a circle on a corner with digits;
//! - odd and even: a small grey circle or square under a cell; minimum and maximum: a grey cell
//!   with small black chevrons (pointing in for a minimum, out for a maximum);
//! - a little killer: a number outside the grid with a small black arrow along the diagonal;
//!   a sandwich sum: a number outside the grid with no arrow, read as one only when the rules
//!   say "sandwich" (X-sums and skyscrapers are drawn the same way).
//!
//! Anything else drawn (a shaded cell, a line of another colour, a free text) is a rule Shudu
//! cannot read, and the puzzle is refused naming it and where it is. Positions are
//! `[row, column]` in cells from the grid's top left corner; sizes and thicknesses are scaled
//! by `cellSize`.

use super::Problem;
use super::variant::unsupported;
use crate::board::{Clue, Rules, Shape};
use crate::t;
use serde_json::{Map, Value};

/// A point in cells, `(row, column)`.
pub(super) type Point = (f64, f64);

/// How far from a cell centre, edge or corner a drawn point may lie, in cells.
pub(super) const NEAR: f64 = 0.2;

/// A colour, `(red, green, blue, alpha)`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Rgba(pub(super) u8, pub(super) u8, pub(super) u8, pub(super) u8);

impl Rgba {
    fn parse(value: Option<&Value>) -> Option<Rgba> {
        let text = value?.as_str()?.trim().to_ascii_lowercase();
        if let Some(hex) = text.strip_prefix('#') {
            let digit = |i: usize| u8::from_str_radix(hex.get(i..=i)?, 16).ok();
            let pair = |i: usize| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok();
            return match hex.len() {
                3 | 4 => Some(Rgba(
                    digit(0)? * 17,
                    digit(1)? * 17,
                    digit(2)? * 17,
                    if hex.len() == 4 { digit(3)? * 17 } else { 255 },
                )),
                6 | 8 => Some(Rgba(
                    pair(0)?,
                    pair(2)?,
                    pair(4)?,
                    if hex.len() == 8 { pair(6)? } else { 255 },
                )),
                _ => None,
            };
        }
        let inner = text
            .strip_prefix("rgba(")
            .or_else(|| text.strip_prefix("rgb("))?
            .strip_suffix(')')?;
        let parts: Vec<f64> = inner
            .split(',')
            .map(|p| p.trim().parse::<f64>().ok())
            .collect::<Option<_>>()?;
        let byte = |v: f64| v.clamp(0.0, 255.0) as u8;
        Some(Rgba(
            byte(*parts.first()?),
            byte(*parts.get(1)?),
            byte(*parts.get(2)?),
            parts.get(3).map_or(255, |a| byte(a * 255.0)),
        ))
    }

    pub(super) fn clear(self) -> bool {
        self.3 < 16
    }
    pub(super) fn white(self) -> bool {
        !self.clear() && self.0 >= 0xF0 && self.1 >= 0xF0 && self.2 >= 0xF0
    }
    pub(super) fn black(self) -> bool {
        !self.clear() && self.0 <= 0x40 && self.1 <= 0x40 && self.2 <= 0x40
    }
    pub(super) fn grey(self) -> bool {
        let (r, g, b) = (i32::from(self.0), i32::from(self.1), i32::from(self.2));
        !self.clear() && (r - g).abs() < 16 && (g - b).abs() < 16 && (0x70..0xF0).contains(&r)
    }
    /// The colour as `#rrggbb`, for messages.
    pub(super) fn name(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

/// The colour family a coloured line's rule is known by.
pub(super) fn line_rule(colour: Rgba) -> Option<LineRule> {
    let Rgba(r, g, b, _) = colour;
    if r >= 0xC0 && g <= 0xA0 && b >= 0xC0 {
        Some(LineRule::Renban)
    } else if g >= 0xC0 && r <= 0xA0 && b <= 0xA0 {
        Some(LineRule::Whispers(5))
    } else if r >= 0xE0 && (0x80..0xC8).contains(&g) && b <= 0x40 {
        Some(LineRule::Whispers(4))
    } else if r <= 0x60 && (0xB0..0xE0).contains(&g) && b >= 0xF0 {
        Some(LineRule::RegionSum)
    } else {
        None
    }
}

#[derive(Clone, Copy)]
pub(super) enum LineRule {
    /// Renban.
    Renban,
    /// Whispers with this gap.
    Whispers(u8),
    /// Region-sum line.
    RegionSum,
}

/// A line or an arrow.
pub(super) struct Path {
    pub(super) points: Vec<Point>,
    pub(super) colour: Rgba,
    /// Its thickness in cells.
    pub(super) thick: f64,
    pub(super) opacity: f64,
    pub(super) used: bool,
}

/// An overlay or underlay.
pub(super) struct Blob {
    pub(super) centre: Point,
    pub(super) width: f64,
    pub(super) height: f64,
    pub(super) rounded: bool,
    pub(super) fill: Rgba,
    pub(super) border: Rgba,
    pub(super) text: String,
    pub(super) used: bool,
}

impl Blob {
    pub(super) fn number(&self) -> Option<u16> {
        self.text.trim().parse().ok()
    }
}

/// What a drawing holds, parsed.
pub(super) struct Drawing {
    pub(super) n: usize,
    pub(super) lines: Vec<Path>,
    pub(super) arrows: Vec<Path>,
    pub(super) overlays: Vec<Blob>,
    pub(super) underlays: Vec<Blob>,
}

/// Reads the drawing of `root` into `rules` (diagonals and clues); `rules_text` is the
/// puzzle's rules in words, which tell a sandwich sum from other numbers outside the grid.
pub(super) fn read_drawing(
    root: &Map<String, Value>,
    shape: Shape,
    rules: &mut Rules,
    rules_text: &str,
) -> Result<(), Problem> {
    let n = shape.size();
    let cell_size = root
        .get("cellSize")
        .and_then(Value::as_f64)
        .filter(|s| *s > 0.0)
        .unwrap_or(64.0);
    let list = |key: &str| root.get(key).and_then(Value::as_array).cloned();
    let paths = |key: &str| -> Vec<Path> {
        list(key)
            .unwrap_or_default()
            .iter()
            .filter_map(|v| path(v, cell_size))
            .collect()
    };
    let blobs = |key: &str| -> Vec<Blob> {
        list(key)
            .unwrap_or_default()
            .iter()
            .filter_map(blob)
            .collect()
    };
    let mut drawing = Drawing {
        n,
        lines: paths("lines"),
        arrows: paths("arrows"),
        overlays: blobs("overlays"),
        underlays: blobs("underlays"),
    };
    let clues = &mut rules.clues;
    drawing.diagonals(&mut rules.diagonal_down, &mut rules.diagonal_up);
    drawing.thermometers(clues)?;
    drawing.arrows(clues)?;
    drawing.between_lines(clues)?;
    drawing.coloured_lines(clues)?;
    drawing.edge_marks(clues)?;
    drawing.minimum_maximum(clues);
    drawing.odd_even(clues);
    drawing.outside_sums(clues, rules_text.to_lowercase().contains("sandwich"))?;
    drawing.leftover()
}

fn path(value: &Value, cell_size: f64) -> Option<Path> {
    let points = value
        .get("wayPoints")?
        .as_array()?
        .iter()
        .map(|p| Some((p.get(0)?.as_f64()?, p.get(1)?.as_f64()?)))
        .collect::<Option<Vec<Point>>>()?;
    Some(Path {
        points,
        colour: Rgba::parse(value.get("color")).unwrap_or(Rgba(0, 0, 0, 255)),
        thick: value
            .get("thickness")
            .and_then(Value::as_f64)
            .unwrap_or(2.0)
            / cell_size,
        opacity: value.get("opacity").and_then(Value::as_f64).unwrap_or(1.0),
        used: false,
    })
}

fn blob(value: &Value) -> Option<Blob> {
    let centre = value.get("center")?;
    let centre = (centre.get(0)?.as_f64()?, centre.get(1)?.as_f64()?);
    let size = |key| value.get(key).and_then(Value::as_f64).unwrap_or(1.0);
    let clear = Rgba(0, 0, 0, 0);
    let text = match value.get("text") {
        Some(Value::String(s)) => s.clone(),
        Some(other @ Value::Number(_)) => other.to_string(),
        _ => String::new(),
    };
    let blob = Blob {
        centre,
        width: size("width"),
        height: size("height"),
        rounded: value
            .get("rounded")
            .is_some_and(|r| r.as_bool() == Some(true)),
        fill: Rgba::parse(value.get("backgroundColor")).unwrap_or(clear),
        border: Rgba::parse(value.get("borderColor")).unwrap_or(clear),
        text,
        used: false,
    };
    // A clear shape with no text draws nothing (SudokuPad's board-position marker).
    let invisible = blob.fill.clear() && blob.border.clear() && blob.text.trim().is_empty();
    (!invisible).then_some(blob)
}

pub(super) fn near(a: f64, b: f64) -> bool {
    (a - b).abs() < NEAR
}

impl Drawing {
    /// The cell whose centre `p` is.
    pub(super) fn centre_cell(&self, p: Point) -> Option<u16> {
        let (r, c) = (p.0 - 0.5, p.1 - 0.5);
        let (rr, cc) = (r.round(), c.round());
        let inside = |v: f64| v >= 0.0 && v < self.n as f64;
        (near(r, rr) && near(c, cc) && inside(rr) && inside(cc))
            .then(|| u16::try_from(rr as usize * self.n + cc as usize).ok())
            .flatten()
    }

    /// The cell `p` lies in.
    pub(super) fn cell_at(&self, p: Point) -> Option<u16> {
        let (r, c) = (p.0.floor(), p.1.floor());
        let inside = |v: f64| v >= 0.0 && v < self.n as f64;
        (inside(r) && inside(c))
            .then(|| u16::try_from(r as usize * self.n + c as usize).ok())
            .flatten()
    }

    /// The cells of a path through cell centres.
    pub(super) fn centres(&self, points: &[Point]) -> Option<Vec<u16>> {
        points.iter().map(|&p| self.centre_cell(p)).collect()
    }

    /// A name for where `p` is, for messages ("r3c4", or the nearest cell).
    pub(super) fn place(&self, p: Point) -> String {
        let clamp = |v: f64| (v.floor().max(0.0) as usize).min(self.n.saturating_sub(1)) + 1;
        format!("r{}c{}", clamp(p.0), clamp(p.1))
    }

    fn diagonals(&mut self, down: &mut bool, up: &mut bool) {
        let n = self.n as f64;
        for line in &mut self.lines {
            let [a, b] = line.points.as_slice() else {
                continue;
            };
            let is = |p: &Point, q: Point| near(p.0, q.0) && near(p.1, q.1);
            let joins = |x: Point, y: Point| (is(a, x) && is(b, y)) || (is(a, y) && is(b, x));
            if joins((0.0, 0.0), (n, n)) {
                *down = true;
                line.used = true;
            } else if joins((0.0, n), (n, 0.0)) {
                *up = true;
                line.used = true;
            }
        }
    }

    /// Grey lines from a grey round bulb.
    fn thermometers(&mut self, clues: &mut Vec<Clue>) -> Result<(), Problem> {
        for b in 0..self.underlays.len() {
            let Some(bulb) = self.underlays.get(b) else {
                continue;
            };
            let is_bulb = bulb.rounded && bulb.border.grey() && bulb.width >= 0.6;
            let Some(cell) = is_bulb.then(|| self.centre_cell(bulb.centre)).flatten() else {
                continue;
            };
            let mut found = false;
            for l in 0..self.lines.len() {
                let Some(line) = self.lines.get(l).filter(|l| !l.used && l.colour.grey()) else {
                    continue;
                };
                let mut points = line.points.clone();
                if self.centre_cell(*points.last().unwrap_or(&(-1.0, -1.0))) == Some(cell) {
                    points.reverse();
                }
                if points.first().and_then(|&p| self.centre_cell(p)) != Some(cell) {
                    continue;
                }
                let cells = self.centres(&points).ok_or_else(|| self.refusal(&points))?;
                clues.push(Clue::Thermometer(cells));
                found = true;
                if let Some(line) = self.lines.get_mut(l) {
                    line.used = true;
                }
            }
            if let Some(bulb) = self.underlays.get_mut(b) {
                bulb.used |= found;
            }
        }
        Ok(())
    }

    pub(super) fn refusal(&self, points: &[Point]) -> Problem {
        let at = points.first().map(|&p| self.place(p)).unwrap_or_default();
        unsupported(t!("error-drawn-line", at = at))
    }
}
