//! What each cell of the straightened grid holds: nothing, or a digit's shape. The cell is
//! cut inside its lines, its ink told from its paper by a threshold of its own, and the digit
//! is the largest blob near the centre with the blobs that touch its box; what touches the
//! cell's edge away from the centre is what is left of the grid lines.

use super::features::{self, Features};
use image::{GrayImage, Luma};
use imageproc::region_labelling::{Connectivity, connected_components};

/// The least difference between paper and ink, in grey levels, for a cell to hold anything.
const LEAST_CONTRAST: f32 = 18.0;
/// A cell holds something only if its contrast is at least this part of the contrast of the
/// grid's clearest cells (a blurred photo has little contrast anywhere, a sharp one much).
const PART_OF_CLEAREST: f32 = 0.4;
/// The least height of a digit, as a part of the cell's height.
const LEAST_HEIGHT: f32 = 0.28;

/// A cell's digit shape, ready to classify.
pub struct Shape {
    /// The shape's features.
    pub features: Features,
}

/// The digit shape in each cell (`None` for an empty cell), row by row.
pub fn shapes(picture: &GrayImage, cells: &[[u32; 4]]) -> Vec<Option<Shape>> {
    let crops: Vec<Option<GrayImage>> = cells.iter().map(|&cell| inside(picture, cell)).collect();
    let mut contrasts: Vec<f32> = crops
        .iter()
        .flatten()
        .map(|crop| {
            let (paper, ink) = levels(crop);
            paper - ink
        })
        .collect();
    contrasts.sort_by(f32::total_cmp);
    // The clearest cells: the tenth from the top (every puzzle has more givens than that).
    let clearest = contrasts
        .len()
        .checked_sub(8)
        .and_then(|at| contrasts.get(at))
        .copied()
        .unwrap_or(0.0);
    let least = LEAST_CONTRAST.max(PART_OF_CLEAREST * clearest);
    crops
        .iter()
        .map(|crop| crop.as_ref().and_then(|crop| shape(crop, least)))
        .collect()
}

/// The inside of `cell` (left, top, right, bottom) of `picture`, without its lines.
fn inside(picture: &GrayImage, [left, top, right, bottom]: [u32; 4]) -> Option<GrayImage> {
    let (w, h) = (right.saturating_sub(left), bottom.saturating_sub(top));
    let inset_x = (w as f32 * 0.1).round().max(2.0) as u32;
    let inset_y = (h as f32 * 0.1).round().max(2.0) as u32;
    let (x0, y0) = (left + inset_x, top + inset_y);
    let (cw, ch) = (
        w.checked_sub(2 * inset_x)?.max(1),
        h.checked_sub(2 * inset_y)?.max(1),
    );
    if x0 + cw > picture.width() || y0 + ch > picture.height() {
        return None;
    }
    Some(image::imageops::crop_imm(picture, x0, y0, cw, ch).to_image())
}

/// The digit shape in `crop`, the inside of a cell, if its contrast is at least `least`.
fn shape(crop: &GrayImage, least: f32) -> Option<Shape> {
    let (cw, ch) = crop.dimensions();
    let (paper, ink) = levels(crop);
    if paper - ink < least {
        return None;
    }
    let threshold = (paper + ink) / 2.0;
    let mut mask = GrayImage::from_fn(cw, ch, |x, y| {
        let dark = f32::from(crop.get_pixel(x, y).0[0]) < threshold;
        Luma([if dark { 255 } else { 0 }])
    });
    clear_line_remnants(&mut mask);
    let labels = connected_components(&mask, Connectivity::Eight, Luma([0u8]));
    let blobs = blobs(&labels);
    let chosen = digit_blobs(&blobs, cw, ch)?;
    let [bx0, by0, bx1, by1] = chosen.bounds;
    if ((by1 - by0 + 1) as f32) < LEAST_HEIGHT * ch as f32 {
        return None;
    }
    let darkness = |x: u32, y: u32| {
        let label = labels.get_pixel(x, y).0[0];
        if label != 0 && !chosen.labels.contains(&label) {
            return 0.0;
        }
        let v = f32::from(crop.get_pixel(x, y).0[0]);
        ((paper - v) / (paper - ink)).clamp(0.0, 1.0)
    };
    let features = features::of_shape(bx1 - bx0 + 1, by1 - by0 + 1, |x, y| {
        darkness(bx0 + x, by0 + y)
    });
    Some(Shape { features })
}

/// The part of a cell's side, at each edge, where a row or column mostly of ink is what is
/// left of a grid line.
const EDGE: f32 = 0.2;
/// The part of a row or column near an edge that must be ink for it to be a line's remnant.
const LINE_PART: f32 = 0.6;
/// The part of a row or column anywhere in the cell that must be ink for it to be a line's
/// remnant (a box found a little too large takes in a line away from the edge; no digit is
/// that wide).
const FULL_LINE_PART: f32 = 0.85;

/// Clears the rows and columns of `mask` that are mostly ink: grid lines the cell's box
/// took in. Left there, a digit near them joins them into one blob as wide as the cell, or
/// the line is taken for the digit.
fn clear_line_remnants(mask: &mut GrayImage) {
    let (w, h) = mask.dimensions();
    // The ink a row at `at` of `side` rows must hold to be a line, if it is `across` long.
    let least = |at: u32, side: u32, across: u32| {
        let edge = (at as f32) < EDGE * side as f32 || (side - at) as f32 <= EDGE * side as f32;
        let part = if edge { LINE_PART } else { FULL_LINE_PART };
        part * across as f32
    };
    let ink = |x: u32, y: u32| mask.get_pixel_checked(x, y).is_some_and(|p| p.0[0] > 0);
    // A line crosses the whole cell, so its ink reaches a side of the cell; a digit's bar
    // (the foot of a 2, the flag of a 5) as wide as a line's remnant stops short of both.
    let reaches_side = |inked: &dyn Fn(u32) -> bool, across: u32| {
        let reach = (across / 10).max(1);
        (0..reach).any(inked) || (across.saturating_sub(reach)..across).any(inked)
    };
    let rows: Vec<u32> = (0..h)
        .filter(|&y| {
            let inked = |x: u32| ink(x, y);
            (0..w).filter(|&x| inked(x)).count() as f32 >= least(y, h, w) && reaches_side(&inked, w)
        })
        .collect();
    let columns: Vec<u32> = (0..w)
        .filter(|&x| {
            let inked = |y: u32| ink(x, y);
            (0..h).filter(|&y| inked(y)).count() as f32 >= least(x, w, h) && reaches_side(&inked, h)
        })
        .collect();
    for y in rows {
        for x in 0..w {
            mask.put_pixel(x, y, Luma([0]));
        }
    }
    for x in columns {
        for y in 0..h {
            mask.put_pixel(x, y, Luma([0]));
        }
    }
}

/// The paper's grey (a light percentile) and the ink's (a dark one) in `crop`.
fn levels(crop: &GrayImage) -> (f32, f32) {
    let mut counts = [0u32; 256];
    for p in crop.pixels() {
        counts[usize::from(p.0[0])] += 1;
    }
    let total: u32 = counts.iter().sum();
    let at = |part: f32| {
        let wanted = (total as f32 * part) as u32;
        let mut seen = 0;
        counts
            .iter()
            .position(|&c| {
                seen += c;
                seen > wanted
            })
            .unwrap_or(255) as f32
    };
    (at(0.7), at(0.02))
}

/// One blob of ink: its label, bounding box (min x, min y, max x, max y) and size.
struct Blob {
    label: u32,
    bounds: [u32; 4],
    pixels: u32,
}

fn blobs(labels: &image::ImageBuffer<Luma<u32>, Vec<u32>>) -> Vec<Blob> {
    let mut blobs: Vec<Blob> = Vec::new();
    for (x, y, label) in labels.enumerate_pixels() {
        let label = label.0[0];
        if label == 0 {
            continue;
        }
        let index = label as usize - 1;
        while blobs.len() <= index {
            let next = blobs.len() as u32 + 1;
            blobs.push(Blob {
                label: next,
                bounds: [u32::MAX, u32::MAX, 0, 0],
                pixels: 0,
            });
        }
        if let Some(blob) = blobs.get_mut(index) {
            let b = &mut blob.bounds;
            *b = [b[0].min(x), b[1].min(y), b[2].max(x), b[3].max(y)];
            blob.pixels += 1;
        }
    }
    blobs.retain(|b| b.pixels > 0);
    blobs
}

/// The part of the main blob's height that a piece of the digit may lie above or below it.
const GROW_UP_DOWN: f32 = 2.0;

/// The blobs that make the digit, and their joint box.
struct Chosen {
    labels: Vec<u32>,
    bounds: [u32; 4],
}

/// The largest blob whose centre is in the middle two thirds of the cell, with every other blob
/// whose centre lies inside its box grown by a fifth (a digit printed in broken strokes), and
/// every larger blob in the middle of the cell and clear of its sides whose centre lies a half
/// of the box's height above or below it (a serif digit's thin strokes break first, and they
/// break it across: the flag of a 5 or the foot of a 2 lies above or below the rest).
fn digit_blobs(blobs: &[Blob], w: u32, h: u32) -> Option<Chosen> {
    let centre = |b: &Blob| {
        (
            (b.bounds[0] + b.bounds[2]) as f32 / 2.0,
            (b.bounds[1] + b.bounds[3]) as f32 / 2.0,
        )
    };
    let central = |b: &Blob| {
        let (cx, cy) = centre(b);
        (cx - w as f32 / 2.0).abs() < w as f32 / 3.0 && (cy - h as f32 / 2.0).abs() < h as f32 / 3.0
    };
    let main = blobs
        .iter()
        .filter(|b| central(b))
        .max_by_key(|b| b.pixels)?;
    let [x0, y0, x1, y1] = main.bounds.map(|v| v as f32);
    let (gx, gy) = ((x1 - x0) / 5.0 + 1.0, (y1 - y0) / 5.0 + 1.0);
    let far_y = (y1 - y0) / GROW_UP_DOWN + 1.0;
    // What touches the cell's side is a line's remnant, never a piece of the digit.
    let free =
        |b: &Blob| b.bounds[0] > 0 && b.bounds[1] > 0 && b.bounds[2] + 1 < w && b.bounds[3] + 1 < h;
    let mut chosen = Chosen {
        labels: vec![main.label],
        bounds: main.bounds,
    };
    for blob in blobs {
        let (cx, cy) = centre(blob);
        let across = cx >= x0 - gx && cx <= x1 + gx;
        let near = across && cy >= y0 - gy && cy <= y1 + gy && blob.pixels * 20 >= main.pixels;
        let broken_off = across
            && cy >= y0 - far_y
            && cy <= y1 + far_y
            && blob.pixels * 10 >= main.pixels
            && free(blob)
            && central(blob);
        if blob.label != main.label && (near || broken_off) {
            chosen.labels.push(blob.label);
            let b = &mut chosen.bounds;
            *b = [
                b[0].min(blob.bounds[0]),
                b[1].min(blob.bounds[1]),
                b[2].max(blob.bounds[2]),
                b[3].max(blob.bounds[3]),
            ];
        }
    }
    Some(chosen)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blob(label: u32, bounds: [u32; 4]) -> Blob {
        let pixels = (bounds[2] - bounds[0] + 1) * (bounds[3] - bounds[1] + 1);
        Blob {
            label,
            bounds,
            pixels,
        }
    }

    #[test]
    fn a_flag_broken_off_a_serif_five_joins_it_and_a_line_remnant_does_not() {
        // A 30 by 36 cell: the 5's bowl, its flag broken off above, a line's remnant at the
        // top edge and a speck in a corner.
        let blobs = [
            blob(1, [9, 14, 21, 28]),
            blob(2, [10, 6, 20, 8]),
            blob(3, [0, 0, 29, 1]),
            blob(4, [26, 31, 27, 32]),
        ];
        let chosen = digit_blobs(&blobs, 30, 36);
        let chosen = chosen.unwrap_or(Chosen {
            labels: Vec::new(),
            bounds: [0; 4],
        });
        assert_eq!(chosen.labels, [1, 2]);
        assert_eq!(chosen.bounds, [9, 6, 21, 28]);
    }
}
