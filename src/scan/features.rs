//! A digit's shape as numbers to compare: its box scaled (keeping its proportions) into a
//! small square of ink levels, blurred a little so that a stroke one pixel off still matches,
//! and scaled to length one so that heavy and light print compare alike.

/// The side of the features' square.
pub const SIDE: usize = 16;
/// The number of features.
pub const LEN: usize = SIDE * SIDE;
/// The side the digit's box is scaled into (a free pixel on each side for the blur).
const INNER: f32 = (SIDE - 2) as f32;
/// Samples a side in each square.
const SAMPLES: u32 = 4;

/// A shape's features, of length one (or all zero).
#[derive(Debug, Clone, PartialEq)]
pub struct Features(pub [f32; LEN]);

impl Features {
    /// The squared distance to `other` (0 for equal shapes, at most 4).
    pub fn distance(&self, other: &[f32; LEN]) -> f32 {
        self.0
            .iter()
            .zip(other)
            .map(|(a, b)| (a - b) * (a - b))
            .sum()
    }

    /// The features as bytes (each at most 1, times 255), as the model stores them.
    pub fn to_bytes(&self) -> [u8; LEN] {
        let most = self.0.iter().fold(0.0f32, |m, &v| m.max(v)).max(1e-6);
        self.0
            .map(|v| (v / most * 255.0).round().clamp(0.0, 255.0) as u8)
    }

    /// Features from stored bytes, scaled back to length one.
    pub fn from_bytes(bytes: &[u8; LEN]) -> Features {
        normalised(bytes.map(f32::from))
    }
}

/// The features of a `w` by `h` box whose ink at (x, y) is `darkness(x, y)`, 0 to 1.
pub fn of_shape(w: u32, h: u32, darkness: impl Fn(u32, u32) -> f32) -> Features {
    let (w, h) = (w.max(1), h.max(1));
    let scale = (INNER / w as f32).min(INNER / h as f32);
    let (offset_x, offset_y) = (
        (SIDE as f32 - w as f32 * scale) / 2.0,
        (SIDE as f32 - h as f32 * scale) / 2.0,
    );
    let mut square = [0.0f32; LEN];
    for (i, value) in square.iter_mut().enumerate() {
        let (tx, ty) = ((i % SIDE) as f32, (i / SIDE) as f32);
        let mut sum = 0.0;
        for sy in 0..SAMPLES {
            for sx in 0..SAMPLES {
                let fx = tx + (sx as f32 + 0.5) / SAMPLES as f32;
                let fy = ty + (sy as f32 + 0.5) / SAMPLES as f32;
                let (x, y) = ((fx - offset_x) / scale, (fy - offset_y) / scale);
                if x >= 0.0 && y >= 0.0 && x < w as f32 && y < h as f32 {
                    sum += darkness(x as u32, y as u32);
                }
            }
        }
        *value = sum / (SAMPLES * SAMPLES) as f32;
    }
    normalised(blurred(&square))
}

/// A 3-by-3 blur (1 2 1 weights) of the square.
fn blurred(square: &[f32; LEN]) -> [f32; LEN] {
    let at = |x: isize, y: isize| {
        if (0..SIDE as isize).contains(&x) && (0..SIDE as isize).contains(&y) {
            square[y as usize * SIDE + x as usize]
        } else {
            0.0
        }
    };
    let mut out = [0.0f32; LEN];
    for (i, value) in out.iter_mut().enumerate() {
        let (x, y) = ((i % SIDE) as isize, (i / SIDE) as isize);
        let mut sum = 0.0;
        for dy in -1..=1isize {
            for dx in -1..=1isize {
                let weight = ((2 - dx.abs()) * (2 - dy.abs())) as f32;
                sum += weight * at(x + dx, y + dy);
            }
        }
        *value = sum / 16.0;
    }
    out
}

/// `values` scaled to length one (all zero stays zero).
fn normalised(values: [f32; LEN]) -> Features {
    let length = values.iter().map(|v| v * v).sum::<f32>().sqrt();
    if length <= f32::EPSILON {
        return Features(values);
    }
    Features(values.map(|v| v / length))
}
