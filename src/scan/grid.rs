//! Finding the grid in a picture and undoing its perspective: the largest blob of ink that
//! looks like a grid (its lines are joined), its four corners, a projective warp to a square,
//! then each inner line found again band by band, so that curved paper still gives each cell
//! its own box.

use super::{ScanError, lattice};
use image::imageops::{self, FilterType};
use image::{GrayImage, Luma};
use imageproc::contrast::adaptive_threshold;
use imageproc::geometric_transformations::{Border, Interpolation, Projection, warp_into};
use imageproc::region_labelling::{Connectivity, connected_components};

/// The side of one cell in the straightened grid, in pixels.
pub const CELL: u32 = 36;
/// The margin kept around the straightened grid, so that its border lines are inside.
pub const PAD: u32 = CELL / 2;
/// The side of the straightened picture.
pub const SIDE: u32 = 9 * CELL + 2 * PAD;
/// The longest side the grid is looked for at.
const SEARCH_SIDE: u32 = 800;

/// A point in picture coordinates.
pub type Point = (f32, f32);

/// The straightened grid: the picture warped so that the grid's corners are at
/// (`PAD`, `PAD`) and (`PAD + 9 * CELL`, ...), and the boxes of its 81 cells.
pub struct Straightened {
    /// The warped grey picture, [`SIDE`] pixels square.
    pub picture: GrayImage,
    /// The grid's corners in the original picture: top left, top right, bottom right, bottom
    /// left.
    pub corners: [Point; 4],
    /// Each cell's box in `picture`, row by row: left, top, right, bottom.
    pub cells: Vec<[u32; 4]>,
}

/// Finds the grid in `grey` and straightens it.
pub fn straighten(grey: &GrayImage) -> Result<Straightened, ScanError> {
    straighten_at(grey, find_corners(grey)?)
}

/// Straightens the grid whose corners in `grey` are `corners`.
pub fn straighten_at(grey: &GrayImage, corners: [Point; 4]) -> Result<Straightened, ScanError> {
    let picture = warp(grey, corners, PAD)?;
    let cells = cell_boxes(&picture);
    Ok(Straightened {
        picture,
        corners,
        cells,
    })
}

/// The corners of the largest grid-like blob of ink, in `grey`'s coordinates.
pub fn find_corners(grey: &GrayImage) -> Result<[Point; 4], ScanError> {
    let (mut ink, scale) = paper_at_search_size(grey, 6);
    imageops::invert(&mut ink);
    let labels = connected_components(&ink, Connectivity::Eight, Luma([0u8]));
    let blob = largest_grid_blob(&labels).ok_or(ScanError::NoGrid)?;
    let mut best = [(f32::MAX, (0.0, 0.0)); 4];
    for (x, y, label) in labels.enumerate_pixels() {
        if label.0[0] != blob {
            continue;
        }
        let (x, y) = (x as f32, y as f32);
        // Top left has the least x + y, top right the most x - y, and so on.
        let keys = [x + y, y - x, -(x + y), x - y];
        for (slot, key) in best.iter_mut().zip(keys) {
            if key < slot.0 {
                *slot = (key, (x, y));
            }
        }
    }
    let corners = best.map(|(_, (x, y))| ((x + 0.5) / scale, (y + 0.5) / scale));
    if !large_enough(corners) {
        return Err(ScanError::NoGrid);
    }
    Ok(corners)
}

/// `grey` scaled down to at most [`SEARCH_SIDE`] pixels a side and thresholded by its
/// surroundings (paper 255, ink 0), and the scale it was shrunk by.
pub fn paper_at_search_size(grey: &GrayImage, delta: i32) -> (GrayImage, f32) {
    let (width, height) = grey.dimensions();
    let scale = (SEARCH_SIDE as f32 / width.max(height) as f32).min(1.0);
    let small = if scale < 1.0 {
        let w = ((width as f32 * scale).round() as u32).max(1);
        let h = ((height as f32 * scale).round() as u32).max(1);
        imageops::resize(grey, w, h, FilterType::Triangle)
    } else {
        grey.clone()
    };
    let radius = (small.width().max(small.height()) / 50).max(4);
    (adaptive_threshold(&small, radius, delta), scale)
}

/// Whether the four `corners` are far enough apart to hold a readable grid.
pub(crate) fn large_enough(corners: [Point; 4]) -> bool {
    let [tl, tr, br, bl] = corners;
    let shortest = [
        distance(tl, tr),
        distance(tr, br),
        distance(br, bl),
        distance(bl, tl),
    ]
    .into_iter()
    .fold(f32::MAX, f32::min);
    shortest >= 9.0 * 8.0
}

fn distance(a: Point, b: Point) -> f32 {
    (a.0 - b.0).hypot(a.1 - b.1)
}

/// The label of the blob with the largest bounding box among those that could be a grid:
/// at least a fifth of the picture across, about square, and mostly empty inside (lines,
/// not a filled shape).
fn largest_grid_blob(labels: &image::ImageBuffer<Luma<u32>, Vec<u32>>) -> Option<u32> {
    let count = labels.pixels().map(|p| p.0[0]).max()? as usize + 1;
    // min x, min y, max x, max y, pixels
    let mut boxes = vec![[u32::MAX, u32::MAX, 0, 0, 0]; count];
    for (x, y, label) in labels.enumerate_pixels() {
        let Some(b) = boxes.get_mut(label.0[0] as usize) else {
            continue;
        };
        b[0] = b[0].min(x);
        b[1] = b[1].min(y);
        b[2] = b[2].max(x);
        b[3] = b[3].max(y);
        b[4] += 1;
    }
    let least = labels.width().min(labels.height()) / 5;
    boxes
        .iter()
        .enumerate()
        .skip(1)
        .filter_map(|(label, b)| {
            let (w, h) = (b[2].checked_sub(b[0])? + 1, b[3].checked_sub(b[1])? + 1);
            let area = u64::from(w) * u64::from(h);
            let fill = b[4] as f32 / area as f32;
            let square = w.min(h) as f32 / w.max(h) as f32;
            (w >= least && h >= least && square > 0.5 && fill < 0.6).then_some((area, label))
        })
        .max()
        .and_then(|(_, label)| u32::try_from(label).ok())
}

/// The corners of `square` with a margin of `pad`: top left, top right, bottom right,
/// bottom left.
fn square(pad: u32) -> [Point; 4] {
    let (near, far) = (pad as f32, (pad + 9 * CELL) as f32);
    [(near, near), (far, near), (far, far), (near, far)]
}

/// Warps the grid with `corners` in `grey` onto a square of 9 cells and a margin of `pad`.
fn warp(grey: &GrayImage, corners: [Point; 4], pad: u32) -> Result<GrayImage, ScanError> {
    let projection =
        Projection::from_control_points(corners, square(pad)).ok_or(ScanError::NoGrid)?;
    let side = 9 * CELL + 2 * pad;
    let mut out = GrayImage::new(side, side);
    let paper = Luma([255u8]);
    warp_into(
        grey,
        projection,
        Interpolation::Bilinear,
        Border::Constant(paper),
        &mut out,
    );
    Ok(out)
}

/// How far from where the corners put it, in pixels across, a grid line's ink still counts
/// for [`alignment`].
const ALIGNED: i64 = 3;

/// How well the grid lines of the straightened `picture` lie where its corners put them:
/// the part of the 20 lines' length, cell by cell, with ink within [`ALIGNED`] pixels of
/// its place (near 1 for corners that fit the grid, less for a grid misplaced or cut).
pub fn alignment(picture: &GrayImage) -> f32 {
    let mut ink = adaptive_threshold(picture, CELL / 3, 8);
    imageops::invert(&mut ink);
    let inked = |x: i64, y: i64| {
        u32::try_from(x)
            .ok()
            .zip(u32::try_from(y).ok())
            .and_then(|(x, y)| ink.get_pixel_checked(x, y))
            .is_some_and(|p| p.0[0] > 0)
    };
    let (start, end) = (i64::from(PAD), i64::from(PAD + 9 * CELL));
    let mut found = 0u32;
    for line in 0..=9 {
        let at = i64::from(PAD + line * CELL);
        for along in start..end {
            let near = |vertical: bool| {
                (-ALIGNED..=ALIGNED).any(|d| {
                    if vertical {
                        inked(at + d, along)
                    } else {
                        inked(along, at + d)
                    }
                })
            };
            found += u32::from(near(true)) + u32::from(near(false));
        }
    }
    found as f32 / (20 * 9 * CELL) as f32
}

/// The margin of the picture the lines are looked for in: the grid may reach past its
/// corners as found.
const SEARCH_PAD: u32 = CELL;

/// The corners of the grid whose lines (see [`lattice`]) best fit `grey` straightened by
/// `corners`; `None` where no lines are found. Twice corrected is better than once: the first
/// pass straightens the picture enough for the second to see the lines' tilt.
pub fn refined(grey: &GrayImage, corners: [Point; 4]) -> Option<[Point; 4]> {
    let picture = warp(grey, corners, SEARCH_PAD).ok()?;
    let mut ink = adaptive_threshold(&picture, CELL / 3, 8);
    imageops::invert(&mut ink);
    let side = picture.width();
    let cell = CELL as f32;
    let first = (
        SEARCH_PAD as f32 - 2.0 * cell,
        SEARCH_PAD as f32 + 3.0 * cell,
    );
    let whole = |vertical: bool| {
        let profile = lattice::profile(&ink, vertical, 0, side, CELL);
        lattice::fit(&profile, 0.55 * cell, 1.3 * cell, first)
    };
    let (columns, rows) = (whole(true)?, whole(false)?);
    let left_right = borders(&ink, true, columns, rows);
    let top_bottom = borders(&ink, false, rows, columns);
    let [left, right] = left_right;
    let [top, bottom] = top_bottom;
    let meet =
        [(left, top), (right, top), (right, bottom), (left, bottom)].map(|(v, h)| crossing(v, h));
    if meet.iter().any(|&(x, y)| !x.is_finite() || !y.is_finite()) {
        return None;
    }
    let back = Projection::from_control_points(square(SEARCH_PAD), corners)?;
    Some(meet.map(|p| back * p))
}

/// A line `position = a + b * along` (x along y for a vertical line).
pub(crate) type Line = (f32, f32);

/// The first and last of the lines `lines` (vertical ones if `vertical`), each fitted in the
/// top and bottom thirds of the grid (left and right for horizontal lines) to follow its
/// tilt; `across` are the lines the other way.
fn borders(
    ink: &GrayImage,
    vertical: bool,
    lines: lattice::Lattice,
    across: lattice::Lattice,
) -> [Line; 2] {
    let cell = CELL as f32;
    let band = |third: f32| {
        let (from, to) = (across.at(3.0 * third), across.at(3.0 * third + 3.0));
        let profile = lattice::profile(
            ink,
            vertical,
            from.max(0.0) as u32,
            to.max(0.0) as u32,
            CELL,
        );
        let first = (lines.start - cell / 2.0, lines.start + cell / 2.0);
        lattice::fit(&profile, 0.9 * lines.spacing, 1.1 * lines.spacing, first).unwrap_or(lines)
    };
    let (near, far) = (band(0.0), band(2.0));
    let (a, b) = (across.at(1.5), across.at(7.5));
    [0.0, 9.0].map(|i| {
        let slope = (far.at(i) - near.at(i)) / (b - a).max(1.0);
        (near.at(i) - slope * a, slope)
    })
}

/// Where the vertical line `v` (x = a + b y) meets the horizontal line `h` (y = c + d x).
pub(crate) fn crossing((a, b): Line, (c, d): Line) -> Point {
    let x = (a + b * c) / (1.0 - b * d);
    (x, c + d * x)
}

/// Each cell's box in the straightened picture, from the grid lines found near where they
/// should be, band by band (a row of cells for the vertical lines, a column for the
/// horizontal ones).
fn cell_boxes(picture: &GrayImage) -> Vec<[u32; 4]> {
    let mut ink = adaptive_threshold(picture, CELL / 3, 8);
    imageops::invert(&mut ink);
    let vertical = lines(&ink, true);
    let horizontal = lines(&ink, false);
    let mut cells = Vec::with_capacity(81);
    for row in 0..9 {
        for col in 0..9 {
            let (left, right) = (vertical[row][col], vertical[row][col + 1]);
            let (top, bottom) = (horizontal[col][row], horizontal[col][row + 1]);
            cells.push([left, top, right.max(left + 4), bottom.max(top + 4)]);
        }
    }
    cells
}

/// The position of each of the 10 lines across each of the 9 bands: `vertical` lines are
/// columns (x) found in each row of cells, horizontal ones rows (y) in each column.
fn lines(ink: &GrayImage, vertical: bool) -> [[u32; 10]; 9] {
    let at = |along: u32, across: u32| {
        let (x, y) = if vertical {
            (across, along)
        } else {
            (along, across)
        };
        ink.get_pixel_checked(x, y).is_some_and(|p| p.0[0] > 0)
    };
    // First each line across the whole grid, within half a cell of where the corners put
    // it; then band by band, within a quarter cell of that.
    let score = |across: u32, start: u32, end: u32| {
        (start..end).filter(|&along| at(along, across)).count() as u32
    };
    let (top, bottom) = (PAD, PAD + 9 * CELL);
    let whole: Vec<u32> = (0..=9u32)
        .map(|line| {
            let expected = PAD + line * CELL;
            let reach = CELL / 2;
            let scores: Vec<u32> = (expected - reach..=expected + reach)
                .map(|across| score(across, top, bottom))
                .collect();
            expected - reach + peak(&scores, 9 * CELL / 3).unwrap_or(reach)
        })
        .collect();
    let reach = CELL / 4;
    let mut found = [[0u32; 10]; 9];
    for (band, positions) in found.iter_mut().enumerate() {
        let band = band as u32;
        let (start, end) = (PAD + band * CELL, PAD + (band + 1) * CELL);
        for (position, &centre) in positions.iter_mut().zip(&whole) {
            let scores: Vec<u32> = (centre - reach..=centre + reach)
                .map(|across| score(across, start, end))
                .collect();
            *position = centre - reach + peak(&scores, CELL / 3).unwrap_or(reach);
        }
    }
    smooth(&mut found);
    found
}

/// The centre of the strongest run of `scores` (a line a few pixels thick), if it reaches
/// `least` (enough to be a line).
fn peak(scores: &[u32], least: u32) -> Option<u32> {
    let best = *scores.iter().max()?;
    if best < least {
        return None;
    }
    let (mut weight, mut sum) = (0u32, 0u32);
    for (i, &score) in scores.iter().enumerate() {
        if score * 2 >= best {
            weight += score;
            sum += score * i as u32;
        }
    }
    Some((sum + weight / 2) / weight.max(1))
}

/// Each line's position in a band becomes the median of it and its neighbours' (a digit's
/// stroke mistaken for a line in one band does not move the cells).
fn smooth(found: &mut [[u32; 10]; 9]) {
    let raw = *found;
    for (band, positions) in found.iter_mut().enumerate() {
        for (line, position) in positions.iter_mut().enumerate() {
            let mut three = [
                raw[band.saturating_sub(1)][line],
                raw[band][line],
                raw[(band + 1).min(8)][line],
            ];
            three.sort_unstable();
            *position = three[1];
        }
    }
}
