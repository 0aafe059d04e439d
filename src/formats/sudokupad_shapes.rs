//! The shapes of a SudokuPad drawing that are read as clues beyond thermometers: arrows and
//! their circles, between lines, coloured lines, marks on edges and corners, minimum and
//! maximum chevrons, odd and even cells, and the numbers outside the grid (see
//! [`super::sudokupad_drawing`] for the conventions). What is left unread is refused.

use super::Problem;
use super::sudokupad_drawing::{Blob, Drawing, LineRule, Point, line_rule, near};
use super::variant::unsupported;
use crate::board::Clue;
use crate::t;

impl Drawing {
    /// Grey arrows from a circle or pill.
    pub(super) fn arrows(&mut self, clues: &mut Vec<Clue>) -> Result<(), Problem> {
        let pills = self.bent_pills()?;
        for a in 0..self.arrows.len() {
            let Some(arrow) = self.arrows.get(a).filter(|a| a.colour.grey()) else {
                continue;
            };
            let points = arrow.points.clone();
            let Some(start) = points.first().and_then(|&p| self.cell_at(p)) else {
                continue;
            };
            let shaft = self
                .centres(points.get(1..).unwrap_or(&[]))
                .filter(|s| !s.is_empty())
                .ok_or_else(|| {
                    unsupported(t!(
                        "error-drawn-arrow",
                        at = self.place(start_point(&points))
                    ))
                })?;
            let circle = match pills.iter().find(|p| p.contains(&start)) {
                Some(pill) => pill.clone(),
                None => {
                    let found = (0..self.overlays.len()).find_map(|o| {
                        let blob = self.overlays.get(o)?;
                        let cells = self.circle_cells(blob)?;
                        cells.contains(&start).then_some((o, cells))
                    });
                    let Some((o, cells)) = found else {
                        return Err(unsupported(t!(
                            "error-drawn-arrow",
                            at = self.place(start_point(&points))
                        )));
                    };
                    if let Some(blob) = self.overlays.get_mut(o) {
                        blob.used = true;
                    }
                    cells
                }
            };
            clues.push(Clue::Arrow { circle, shaft });
            if let Some(arrow) = self.arrows.get_mut(a) {
                arrow.used = true;
            }
        }
        Ok(())
    }

    /// The cells of a pill bent round a corner: a thick grey line under a white one through
    /// the same cells.
    fn bent_pills(&mut self) -> Result<Vec<Vec<u16>>, Problem> {
        let mut pills = Vec::new();
        for l in 0..self.lines.len() {
            let Some(line) = self.lines.get(l) else {
                continue;
            };
            if line.used || !line.colour.grey() || line.thick < 0.5 || line.opacity >= 0.95 {
                continue;
            }
            let points = line.points.clone();
            let mut cells = self.centres(&points).ok_or_else(|| self.refusal(&points))?;
            cells.sort_unstable();
            let white = self.lines.iter().position(|w| {
                !w.used
                    && w.colour.white()
                    && w.points.len() == points.len()
                    && w.points
                        .iter()
                        .zip(&points)
                        .all(|(a, b)| near(a.0, b.0) && near(a.1, b.1))
            });
            for used in [Some(l), white].into_iter().flatten() {
                if let Some(line) = self.lines.get_mut(used) {
                    line.used = true;
                }
            }
            pills.push(cells);
        }
        Ok(pills)
    }

    /// The cells a round arrow circle (or a straight pill) covers.
    fn circle_cells(&self, blob: &Blob) -> Option<Vec<u16>> {
        if blob.used || !blob.rounded || !blob.border.grey() || blob.width < 0.6 {
            return None;
        }
        let span = |size: f64| (size - 0.75).round().max(0.0);
        let (rows, cols) = (span(blob.height), span(blob.width));
        if rows > 0.0 && cols > 0.0 {
            return None;
        }
        let first = (blob.centre.0 - rows / 2.0, blob.centre.1 - cols / 2.0);
        let mut cells = Vec::new();
        for r in 0..=rows as usize {
            for c in 0..=cols as usize {
                cells.push(self.centre_cell((first.0 + r as f64, first.1 + c as f64))?);
            }
        }
        Some(cells)
    }

    /// Thin grey lines that stop short of a circle at each end.
    pub(super) fn between_lines(&mut self, clues: &mut Vec<Clue>) -> Result<(), Problem> {
        for l in 0..self.lines.len() {
            let Some(line) = self.lines.get(l) else {
                continue;
            };
            if line.used || !line.colour.grey() || line.thick >= 0.1 || line.points.len() < 2 {
                continue;
            }
            let points = line.points.clone();
            let ends = [points.first(), points.last()].map(|p| p.and_then(|&p| self.cell_at(p)));
            let [Some(first), Some(last)] = ends else {
                continue;
            };
            let circles = [first, last].map(|cell| {
                self.overlays.iter().position(|b| {
                    !b.used
                        && b.rounded
                        && b.border.grey()
                        && (0.6..0.95).contains(&b.width)
                        && self.centre_cell(b.centre) == Some(cell)
                })
            });
            let [Some(a), Some(b)] = circles else {
                continue;
            };
            let inner = points.get(1..points.len() - 1).unwrap_or(&[]);
            let mut cells = vec![first];
            cells.extend(self.centres(inner).ok_or_else(|| self.refusal(&points))?);
            cells.push(last);
            clues.push(Clue::Between(cells));
            for o in [a, b] {
                if let Some(blob) = self.overlays.get_mut(o) {
                    blob.used = true;
                }
            }
            if let Some(line) = self.lines.get_mut(l) {
                line.used = true;
            }
        }
        Ok(())
    }

    /// Renban, whispers and region-sum lines by their colour; thick grey lines left over are
    /// palindromes.
    pub(super) fn coloured_lines(&mut self, clues: &mut Vec<Clue>) -> Result<(), Problem> {
        for l in 0..self.lines.len() {
            let Some(line) = self.lines.get(l).filter(|l| !l.used && l.points.len() >= 2) else {
                continue;
            };
            let rule = line_rule(line.colour);
            let palindrome = line.colour.grey() && line.thick >= 0.2;
            if rule.is_none() && !palindrome {
                continue;
            }
            let points = line.points.clone();
            let cells = self.centres(&points).ok_or_else(|| self.refusal(&points))?;
            clues.push(match rule {
                Some(LineRule::Renban) => Clue::Renban(cells),
                Some(LineRule::Whispers(gap)) => Clue::Whispers { cells, gap },
                Some(LineRule::RegionSum) => Clue::RegionSum(cells),
                None => Clue::Palindrome(cells),
            });
            if let Some(line) = self.lines.get_mut(l) {
                line.used = true;
            }
        }
        Ok(())
    }

    /// The two cells either side of the edge whose middle `p` is.
    fn edge_pair(&self, p: Point) -> Option<[u16; 2]> {
        let (r, c) = p;
        let on_line = |v: f64| near(v, v.round()) && v.round() >= 1.0 && v.round() < self.n as f64;
        if on_line(r) {
            let a = self.centre_cell((r.round() - 0.5, c))?;
            let b = self.centre_cell((r.round() + 0.5, c))?;
            Some([a, b])
        } else if on_line(c) {
            let a = self.centre_cell((r, c.round() - 0.5))?;
            let b = self.centre_cell((r, c.round() + 0.5))?;
            Some([a, b])
        } else {
            None
        }
    }

    /// Kropki dots and X and V on edges, quadruple circles on corners.
    pub(super) fn edge_marks(&mut self, clues: &mut Vec<Clue>) -> Result<(), Problem> {
        let n = self.n;
        for o in 0..self.overlays.len() {
            let Some(blob) = self.overlays.get(o).filter(|b| !b.used) else {
                continue;
            };
            let letter = blob.text.trim().to_ascii_uppercase();
            let clue = match (self.edge_pair(blob.centre), letter.as_str()) {
                (Some(cells), "X") => Some(Clue::Xv { cells, sum: 10 }),
                (Some(cells), "V") => Some(Clue::Xv { cells, sum: 5 }),
                (Some(cells), _) if blob.rounded && blob.width <= 0.45 => {
                    let value = blob.number().and_then(|v| u8::try_from(v).ok());
                    if blob.fill.black() {
                        Some(Clue::Ratio {
                            cells,
                            value: value.unwrap_or(2),
                        })
                    } else if blob.fill.white() || blob.border.black() {
                        Some(Clue::Difference {
                            cells,
                            value: value.unwrap_or(1),
                        })
                    } else {
                        None
                    }
                }
                _ => quadruple(blob, n),
            };
            if let Some(clue) = clue {
                clues.push(clue);
                if let Some(blob) = self.overlays.get_mut(o) {
                    blob.used = true;
                }
            }
        }
        Ok(())
    }

    /// Grey cells with small black chevrons: pointing in is a minimum, out a maximum.
    pub(super) fn minimum_maximum(&mut self, clues: &mut Vec<Clue>) {
        // Each cell's chevrons: (line index, points in).
        let mut cells: Vec<(u16, Vec<usize>, bool)> = Vec::new();
        for (l, line) in self.lines.iter().enumerate() {
            let [a, apex, b] = line.points.as_slice() else {
                continue;
            };
            if line.used || !line.colour.black() || line.thick > 0.06 {
                continue;
            }
            let Some(cell) = self.cell_at(*apex) else {
                continue;
            };
            let centre = (
                f64::from(cell / self.n as u16) + 0.5,
                f64::from(cell % self.n as u16) + 0.5,
            );
            let dist = |p: &Point| ((p.0 - centre.0).powi(2) + (p.1 - centre.1).powi(2)).sqrt();
            let inward = dist(apex) < (dist(a) + dist(b)) / 2.0;
            match cells.iter_mut().find(|(c, _, _)| *c == cell) {
                Some((_, lines, kind)) if *kind == inward => lines.push(l),
                // Chevrons both ways on one cell read as neither.
                Some(_) => {}
                None => cells.push((cell, vec![l], inward)),
            }
        }
        for (cell, lines, minimum) in cells {
            clues.push(if minimum {
                Clue::Minimum(cell)
            } else {
                Clue::Maximum(cell)
            });
            for l in lines {
                if let Some(line) = self.lines.get_mut(l) {
                    line.used = true;
                }
            }
            let shade = self.underlays.iter().position(|u| {
                !u.used
                    && !u.rounded
                    && u.width > 0.9
                    && u.fill.grey()
                    && self.centre_cell(u.centre) == Some(cell)
            });
            if let Some(u) = shade.and_then(|u| self.underlays.get_mut(u)) {
                u.used = true;
            }
        }
    }

    /// Small grey circles (odd) and squares (even) under cells.
    pub(super) fn odd_even(&mut self, clues: &mut Vec<Clue>) {
        for u in 0..self.underlays.len() {
            let Some(blob) = self.underlays.get(u) else {
                continue;
            };
            let small = (0.4..0.85).contains(&blob.width) && near(blob.width, blob.height);
            if blob.used || !small || !(blob.fill.grey() || blob.border.grey()) {
                continue;
            }
            let Some(cell) = self.centre_cell(blob.centre) else {
                continue;
            };
            clues.push(if blob.rounded {
                Clue::Odd(cell)
            } else {
                Clue::Even(cell)
            });
            if let Some(blob) = self.underlays.get_mut(u) {
                blob.used = true;
            }
        }
    }

    /// Numbers outside the grid: a little killer's with its small black arrow, the others
    /// sandwich sums where the rules say so.
    pub(super) fn outside_sums(
        &mut self,
        clues: &mut Vec<Clue>,
        sandwiches: bool,
    ) -> Result<(), Problem> {
        let n = self.n as f64;
        let place = |p: Point| -> Option<[u8; 2]> {
            let (r, c) = (p.0.floor() + 1.0, p.1.floor() + 1.0);
            let fits = |v: f64| (0.0..=n + 1.0).contains(&v);
            let outside = r < 1.0 || c < 1.0 || r > n || c > n;
            (fits(r) && fits(c) && outside).then_some([r as u8, c as u8])
        };
        for a in 0..self.arrows.len() {
            let Some(arrow) = self.arrows.get(a).filter(|a| !a.used && a.colour.black()) else {
                continue;
            };
            let [p, q] = arrow.points.as_slice() else {
                continue;
            };
            let step = [(q.0 - p.0).signum() as i8, (q.1 - p.1).signum() as i8];
            let Some(from) = place(*p).filter(|_| step[0] != 0 && step[1] != 0) else {
                continue;
            };
            let text = self.overlays.iter().position(|b| {
                !b.used && place(b.centre) == Some(from) && !b.text.trim().is_empty()
            });
            let Some(t) = text else {
                continue;
            };
            if let Some(sum) = self.overlays.get(t).and_then(Blob::number) {
                clues.push(Clue::LittleKiller { from, step, sum });
            }
            if let Some(blob) = self.overlays.get_mut(t) {
                blob.used = true;
            }
            if let Some(arrow) = self.arrows.get_mut(a) {
                arrow.used = true;
            }
        }
        for o in 0..self.overlays.len() {
            let Some(blob) = self.overlays.get(o).filter(|b| !b.used) else {
                continue;
            };
            let (Some(from), Some(sum)) = (place(blob.centre), blob.number()) else {
                continue;
            };
            if !sandwiches {
                return Err(unsupported(t!(
                    "error-drawn-outside-numbers",
                    text = blob.text.trim()
                )));
            }
            clues.push(Clue::Sandwich { from, sum });
            if let Some(blob) = self.overlays.get_mut(o) {
                blob.used = true;
            }
        }
        Ok(())
    }

    /// Refuses the first shape no rule took, naming it and where it is.
    pub(super) fn leftover(&self) -> Result<(), Problem> {
        let line = self.lines.iter().find(|l| !l.used).map(|l| {
            let at = self.place(start_point(&l.points));
            t!("error-drawn-line", at = at) + &format!(" ({})", l.colour.name())
        });
        let arrow = self
            .arrows
            .iter()
            .find(|a| !a.used)
            .map(|a| t!("error-drawn-arrow", at = self.place(start_point(&a.points))));
        let blob = self
            .overlays
            .iter()
            .chain(&self.underlays)
            .find(|b| !b.used)
            .map(|b| {
                let at = self.place(b.centre);
                if b.text.trim().is_empty() {
                    let colour = if b.fill.clear() { b.border } else { b.fill };
                    t!("error-drawn-shape", colour = colour.name(), at = at)
                } else {
                    t!("error-drawn-text", text = b.text.trim(), at = at)
                }
            });
        match line.or(arrow).or(blob) {
            Some(what) => Err(unsupported(what)),
            None => Ok(()),
        }
    }
}

/// A quadruple: a round mark on a corner inside the grid with digits.
fn quadruple(blob: &Blob, n: usize) -> Option<Clue> {
    let (r, c) = blob.centre;
    let corner = |v: f64| near(v, v.round()) && v.round() >= 1.0 && v.round() < n as f64;
    if !blob.rounded || !corner(r) || !corner(c) {
        return None;
    }
    let mut digits: Vec<u8> = blob
        .text
        .split(|ch: char| !ch.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().ok())
        .collect::<Option<_>>()?;
    if digits.is_empty() {
        return None;
    }
    digits.sort_unstable();
    let (r, c) = (r.round() as usize, c.round() as usize);
    let at = |r: usize, c: usize| u16::try_from(r * n + c).ok();
    Some(Clue::Quadruple {
        cells: [at(r - 1, c - 1)?, at(r - 1, c)?, at(r, c - 1)?, at(r, c)?],
        digits,
    })
}

/// The first point of a path, or the grid's corner for an empty one.
fn start_point(points: &[Point]) -> Point {
    points.first().copied().unwrap_or((0.0, 0.0))
}
