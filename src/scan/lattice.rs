//! Fitting the grid's ten lines a side to a roughly straightened picture, to correct the
//! corners that the grid's blob gave. The blob's corners are wrong when the grid's lines
//! touch other ink (a frame, a title, the text beside it) or when the picture cuts the grid:
//! the lines themselves are then still there, evenly spaced, and the box lines thicker, so
//! the ten evenly spaced positions with the most line ink are the grid's, wherever its
//! corners seemed to be, even past the picture's edge.

use image::GrayImage;

/// The weight of a box line (every third line) against a thin one: box lines are printed
/// thicker, so a lattice one cell off scores less.
const BOX_WEIGHT: f32 = 1.5;
/// The step, in pixels, of the spacings tried.
const SPACING_STEP: f32 = 0.25;

/// Evenly spaced lines: the first at `start`, then every `spacing`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Lattice {
    /// The first line's position.
    pub start: f32,
    /// The distance between two lines.
    pub spacing: f32,
}

impl Lattice {
    /// The position of line `i` (0 to 9).
    pub fn at(&self, i: f32) -> f32 {
        self.start + self.spacing * i
    }
}

/// How much ink runs along each column (`vertical`) or row of `ink` (ink is non-zero),
/// counted from `from` to `to` across the other way, with the ink of its surroundings (a
/// cell's width either side) taken off, so that only lines stand out.
pub fn profile(ink: &GrayImage, vertical: bool, from: u32, to: u32, cell: u32) -> Vec<f32> {
    let (width, height) = ink.dimensions();
    let (length, other) = if vertical {
        (width, height)
    } else {
        (height, width)
    };
    let counts: Vec<f32> = (0..length)
        .map(|at| {
            (from.min(other)..to.min(other))
                .filter(|&along| {
                    let (x, y) = if vertical { (at, along) } else { (along, at) };
                    ink.get_pixel_checked(x, y).is_some_and(|p| p.0[0] > 0)
                })
                .count() as f32
        })
        .collect();
    let mut sums = vec![0.0f32; counts.len() + 1];
    for (i, &c) in counts.iter().enumerate() {
        sums[i + 1] = sums[i] + c;
    }
    let reach = (cell / 2).max(1) as usize;
    (0..counts.len())
        .map(|i| {
            let (lo, hi) = (i.saturating_sub(reach), (i + reach + 1).min(counts.len()));
            let mean = (sums[hi] - sums[lo]) / (hi - lo).max(1) as f32;
            (counts[i] - mean).max(0.0)
        })
        .collect()
}

/// The lattice of ten lines with the most weighted line ink in `profile`, its spacing
/// between `least` and `most`, and its first line between `first.0` and `first.1` (which
/// may lie outside the profile: a grid cut by the picture's edge).
pub fn fit(profile: &[f32], least: f32, most: f32, first: (f32, f32)) -> Option<Lattice> {
    let value = |at: f32| {
        let i = at.round();
        if i < 1.0 {
            return 0.0;
        }
        let i = i as usize;
        // A line a pixel or two thick: the window of three around its centre.
        (i - 1..=i + 1)
            .map(|j| profile.get(j).copied().unwrap_or(0.0))
            .sum::<f32>()
    };
    let mut best: Option<(f32, Lattice)> = None;
    let mut spacing = least;
    while spacing <= most {
        let mut start = first.0;
        while start <= first.1 {
            let lattice = Lattice { start, spacing };
            let score: f32 = (0..10)
                .map(|i| {
                    let weight = if i % 3 == 0 { BOX_WEIGHT } else { 1.0 };
                    weight * value(lattice.at(i as f32))
                })
                .sum();
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, lattice));
            }
            start += 1.0;
        }
        spacing += SPACING_STEP;
    }
    best.filter(|(score, _)| *score > 0.0).map(|(_, l)| l)
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Luma;

    /// A picture of a grid whose vertical lines are at 30 + 25 i, box lines 3 pixels wide.
    fn grid_lines(cut: u32) -> GrayImage {
        GrayImage::from_fn(300, 300, |x, y| {
            let on = (0..10).any(|i| {
                let at = 30 + 25 * i;
                let half = if i % 3 == 0 { 1 } else { 0 };
                x + half >= at && x <= at + half
            });
            // Some text-like ink that is not a line.
            let text = y > 280 && x % 4 == 0;
            Luma([u8::from((on && x >= cut) || text) * 255])
        })
    }

    #[test]
    fn the_lattice_of_a_grid_is_found_even_when_the_picture_cuts_its_first_line() {
        for cut in [0, 40] {
            let ink = grid_lines(cut);
            let profile = profile(&ink, true, 0, 300, 25);
            let lattice = fit(&profile, 15.0, 35.0, (-60.0, 100.0));
            let lattice = lattice.unwrap_or(Lattice {
                start: 0.0,
                spacing: 0.0,
            });
            assert!((lattice.start - 30.0).abs() <= 1.0, "{cut}: {lattice:?}");
            assert!((lattice.spacing - 25.0).abs() <= 0.3, "{cut}: {lattice:?}");
        }
    }
}
