//! Finding the grid by its cells rather than by its lines: the paper inside each cell is a
//! blob of its own, about square, as large as its neighbours', and the 81 of them lie side
//! by side. Where the grid's lines touch other ink (a frame, a page's rule, the grid beside
//! it), the blob of lines takes that ink in and its corners are wrong; the cells' blobs are
//! still the cells. The grid's sides are lines fitted to the outer edges of the cluster of
//! cells, so a cell missing at a corner (a digit touching its line) does not move them.

use super::grid::{self, Line, Point};
use crate::board::Unions;
use image::{GrayImage, Luma};
use imageproc::distance_transform::Norm;
use imageproc::morphology::erode_mut;
use imageproc::region_labelling::{Connectivity, connected_components};

/// How much darker than its surroundings, in grey levels, a pixel must be to be ink, tried
/// in turn: a sharp picture's lines are clear at the first, and its paper's grain not taken
/// for ink; a blurred picture's thin lines break up at it, and stay whole at the second.
const THRESHOLDS: [i32; 2] = [6, 0];
/// How many pixels the ink is grown by before the cells are told apart.
const CLOSE_GAPS: u8 = 2;
/// The least number of cells a cluster must have to be taken for a grid.
const LEAST_CELLS: usize = 30;
/// How much larger than another a cell of the same grid may be (by area).
const SIZE_RATIO: f32 = 1.8;
/// The least part of its box a cell's paper fills (a digit takes a little of it).
const LEAST_FILL: f32 = 0.5;
/// The least ratio of a cell's shorter side to its longer one.
const LEAST_SQUARENESS: f32 = 0.6;
/// How far apart two neighbouring cells' centres may be, in cell sides.
const NEIGHBOURS: f32 = 1.6;

/// One blob of paper that could be a cell.
struct Cell {
    label: u32,
    centre: Point,
    area: f32,
    side: f32,
}

/// The corners of the grid found by its cells in `grey` (top left, top right, bottom right,
/// bottom left), one set for each of [`THRESHOLDS`] at which a cluster of enough cells is
/// found.
pub fn find_corners(grey: &GrayImage) -> Vec<[Point; 4]> {
    THRESHOLDS
        .iter()
        .filter_map(|&delta| corners_at(grey, delta))
        .collect()
}

/// The corners of the grid found by its cells in `grey` thresholded `delta` grey levels
/// darker than its surroundings (see [`grid::paper_at_search_size`]).
fn corners_at(grey: &GrayImage, delta: i32) -> Option<[Point; 4]> {
    let (mut paper, scale) = grid::paper_at_search_size(grey, delta);
    // The lines made a little thicker, so that a gap in a faint or blurred line does not
    // join two cells.
    erode_mut(&mut paper, Norm::LInf, CLOSE_GAPS);
    let labels = connected_components(&paper, Connectivity::Four, Luma([0u8]));
    let cells = cells(&labels);
    let cluster = largest_cluster(&cells)?;
    let chosen: std::collections::HashSet<u32> = cluster
        .iter()
        .filter_map(|&i| cells.get(i).map(|c| c.label))
        .collect();
    // The cluster's extent on each row and column: its outer edges.
    let (width, height) = labels.dimensions();
    let mut rows: Vec<Option<(u32, u32)>> = vec![None; height as usize];
    let mut columns: Vec<Option<(u32, u32)>> = vec![None; width as usize];
    for (x, y, label) in labels.enumerate_pixels() {
        if label.0[0] == 0 || !chosen.contains(&label.0[0]) {
            continue;
        }
        for (slot, at) in [
            (rows.get_mut(y as usize), x),
            (columns.get_mut(x as usize), y),
        ] {
            if let Some(slot) = slot {
                *slot = Some(slot.map_or((at, at), |(lo, hi)| (lo.min(at), hi.max(at))));
            }
        }
    }
    let side = |extents: &[Option<(u32, u32)>], far: bool| {
        let points: Vec<(f32, f32)> = extents
            .iter()
            .enumerate()
            .filter_map(|(along, e)| {
                let (lo, hi) = (*e)?;
                // The cells' edges as they were before the ink was grown.
                let grown = f32::from(CLOSE_GAPS);
                let across = if far {
                    hi as f32 + 1.0 + grown
                } else {
                    lo as f32 - grown
                };
                Some((along as f32 + 0.5, across))
            })
            .collect();
        robust_line(&points)
    };
    let (left, right) = (side(&rows, false)?, side(&rows, true)?);
    let (top, bottom) = (side(&columns, false)?, side(&columns, true)?);
    let corners = [(left, top), (right, top), (right, bottom), (left, bottom)]
        .map(|(v, h)| grid::crossing(v, h))
        .map(|(x, y)| (x / scale, y / scale));
    let finite = corners.iter().all(|&(x, y)| x.is_finite() && y.is_finite());
    (finite && grid::large_enough(corners)).then_some(corners)
}

/// The blobs of `labels` that could be cells: about square, mostly filled, not tiny and not
/// a large part of the picture.
fn cells(labels: &image::ImageBuffer<Luma<u32>, Vec<u32>>) -> Vec<Cell> {
    let Some(count) = labels.pixels().map(|p| p.0[0]).max() else {
        return Vec::new();
    };
    // min x, min y, max x, max y, pixels, sum of x, sum of y
    let mut boxes = vec![[u32::MAX, u32::MAX, 0, 0, 0]; count as usize + 1];
    let mut sums = vec![(0.0f64, 0.0f64); count as usize + 1];
    for (x, y, label) in labels.enumerate_pixels() {
        let index = label.0[0] as usize;
        if let (Some(b), Some(s)) = (boxes.get_mut(index), sums.get_mut(index)) {
            *b = [b[0].min(x), b[1].min(y), b[2].max(x), b[3].max(y), b[4] + 1];
            *s = (s.0 + f64::from(x), s.1 + f64::from(y));
        }
    }
    let (width, height) = labels.dimensions();
    let least = (width.min(height) / 60).max(6);
    let most = width.min(height) / 6;
    boxes
        .iter()
        .zip(&sums)
        .enumerate()
        .skip(1)
        .filter_map(|(label, (b, s))| {
            let (w, h) = (b[2].checked_sub(b[0])? + 1, b[3].checked_sub(b[1])? + 1);
            let fill = b[4] as f32 / (w * h) as f32;
            let square = w.min(h) as f32 / w.max(h) as f32;
            let fits = w.min(h) >= least && w.max(h) <= most;
            let n = f64::from(b[4]);
            (fits && fill >= LEAST_FILL && square >= LEAST_SQUARENESS).then(|| Cell {
                label: u32::try_from(label).unwrap_or(0),
                centre: ((s.0 / n) as f32, (s.1 / n) as f32),
                area: b[4] as f32,
                side: (w.max(h)) as f32,
            })
        })
        .collect()
}

/// The indices in `cells` of the largest cluster of cells of about the same size that lie
/// side by side, if it has at least [`LEAST_CELLS`]; of two as large, the one of larger cells.
fn largest_cluster(cells: &[Cell]) -> Option<Vec<usize>> {
    let mut groups = Unions::new(cells.len());
    for (i, a) in cells.iter().enumerate() {
        for (j, b) in cells.iter().enumerate().skip(i + 1) {
            let alike = a.area.max(b.area) <= SIZE_RATIO * a.area.min(b.area);
            let reach = NEIGHBOURS * a.side.max(b.side);
            let near = (a.centre.0 - b.centre.0).hypot(a.centre.1 - b.centre.1) <= reach;
            if alike && near {
                groups.join(i, j);
            }
        }
    }
    let mut clusters: std::collections::HashMap<usize, Vec<usize>> =
        std::collections::HashMap::new();
    for i in 0..cells.len() {
        let r = groups.root(i);
        clusters.entry(r).or_default().push(i);
    }
    let area = |members: &[usize]| -> f32 {
        members
            .iter()
            .filter_map(|&i| cells.get(i).map(|c| c.area))
            .sum()
    };
    clusters
        .into_values()
        .filter(|members| members.len() >= LEAST_CELLS)
        .max_by(|a, b| {
            let size = |m: &[usize]| m.len().min(81);
            size(a).cmp(&size(b)).then(area(a).total_cmp(&area(b)))
        })
}

/// The steepest tilt, across per along, a side of the grid is looked for at.
const MOST_TILT: f32 = 0.3;
/// The step of the tilts tried.
const TILT_STEP: f32 = 0.005;
/// How far from a line, in pixels, a point still lies on it.
const ON_LINE: f32 = 2.0;

/// The line `across = a + b * along` through the most of `points` (along, across): the tilt
/// and place with the most points within [`ON_LINE`] of it, fitted by least squares to them.
/// A cell missing at the grid's side leaves a few points a cell inside, which do not count.
fn robust_line(points: &[(f32, f32)]) -> Option<Line> {
    let width = 2.0 * ON_LINE;
    let mut best: Option<(usize, f32, f32)> = None;
    let steps = (MOST_TILT / TILT_STEP).round() as i32;
    for step in -steps..=steps {
        let tilt = step as f32 * TILT_STEP;
        let mut bins: std::collections::HashMap<i64, usize> = std::collections::HashMap::new();
        for &(t, v) in points {
            let bin = ((v - tilt * t) / width).floor() as i64;
            *bins.entry(bin).or_default() += 1;
        }
        for (&bin, &count) in &bins {
            // A line on a bin's edge: count its neighbour's points too.
            let pair = count + bins.get(&(bin + 1)).copied().unwrap_or(0);
            if best.is_none_or(|(most, _, _)| pair > most) {
                best = Some((pair, tilt, (bin + 1) as f32 * width));
            }
        }
    }
    let (_, tilt, at) = best?;
    let near: Vec<(f32, f32)> = points
        .iter()
        .copied()
        .filter(|&(t, v)| (v - tilt * t - at).abs() <= width)
        .collect();
    least_squares(&near).or(Some((at, tilt)))
}

/// The least-squares line through `points`, `None` for fewer than two distinct ones.
fn least_squares(points: &[(f32, f32)]) -> Option<Line> {
    let n = points.len() as f64;
    if n < 2.0 {
        return None;
    }
    let (st, sv) = points.iter().fold((0.0f64, 0.0f64), |(a, b), &(t, v)| {
        (a + f64::from(t), b + f64::from(v))
    });
    let (mt, mv) = (st / n, sv / n);
    let (mut stt, mut stv) = (0.0f64, 0.0f64);
    for &(t, v) in points {
        let (dt, dv) = (f64::from(t) - mt, f64::from(v) - mv);
        stt += dt * dt;
        stv += dt * dv;
    }
    if stt <= f64::EPSILON {
        return None;
    }
    let b = stv / stt;
    Some(((mv - b * mt) as f32, b as f32))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cells_give_the_corners_where_a_rule_touching_the_grid_misleads_its_blob() {
        // A grid of 30-pixel cells from (50, 60) to (320, 330), a page's rule touching its
        // left side from top to bottom of the picture, and a cell missing at its top left.
        let picture = GrayImage::from_fn(400, 400, |x, y| {
            let inside = (50..=321).contains(&x) && (60..=331).contains(&y);
            let line = |v: u32, from: u32| v >= from && (v - from) % 30 < 2;
            let grid = inside && (line(x, 50) || line(y, 60));
            let rule = (46..50).contains(&x);
            let blot = (52..80).contains(&x) && (62..90).contains(&y) && (x + y) % 3 == 0;
            Luma([if grid || rule || blot { 0 } else { 255 }])
        });
        let corners = find_corners(&picture).first().copied().unwrap_or_default();
        let expected = [(51.0, 61.0), (321.0, 61.0), (321.0, 331.0), (51.0, 331.0)];
        for (found, wanted) in corners.iter().zip(expected) {
            let off = (found.0 - wanted.0).hypot(found.1 - wanted.1);
            assert!(off < 4.0, "{corners:?}");
        }
    }
}
