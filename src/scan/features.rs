//! A digit's shape as numbers to compare: its box scaled (keeping its proportions) into a
//! small square of ink levels, blurred a little so that a stroke one pixel off still matches,
//! and scaled to length one so that heavy and light print compare alike.

/// The side of the features' square.
pub const SIDE: usize = 16;
/// The number of features.
pub const LEN: usize = SIDE * SIDE;
/// How many features [`Features::distance_within`] adds up between two looks at its limit.
const CHUNK: usize = 32;
/// The directions a stroke's edge is sorted into (see [`Features::gradients`]).
const BINS: usize = 8;
/// The squares a side the edges are counted in.
const POOL: usize = 4;
/// The number of edge features.
pub const GRADIENT_LEN: usize = POOL * POOL * BINS;
/// The side the digit's box is scaled into (a free pixel on each side for the blur).
const INNER: f32 = (SIDE - 2) as f32;
/// Samples a side in each square.
const SAMPLES: u32 = 4;

/// A shape's features, of length one (or all zero).
#[derive(Debug, Clone, PartialEq)]
pub struct Features(pub [f32; LEN]);

impl Features {
    /// The squared distance to `other` (0 for equal shapes, at most 4) if it is less than
    /// `limit`, else `None`: the sum stops as soon as it reaches the limit (most shapes
    /// compared are far, and tell it early).
    pub fn distance_within(&self, other: &[f32; LEN], limit: f32) -> Option<f32> {
        let mut sum = 0.0f32;
        for (a, b) in self.0.chunks_exact(CHUNK).zip(other.chunks_exact(CHUNK)) {
            sum += a.iter().zip(b).map(|(x, y)| (x - y) * (x - y)).sum::<f32>();
            if sum >= limit {
                return None;
            }
        }
        Some(sum)
    }

    /// The features as bytes (each at most 1, times 255), as the model stores them.
    pub fn to_bytes(&self) -> [u8; LEN] {
        let most = self.0.iter().fold(0.0f32, |m, &v| m.max(v)).max(1e-6);
        self.0
            .map(|v| (v / most * 255.0).round().clamp(0.0, 255.0) as u8)
    }

    /// Which way the shape's edges face, where: each pixel's gradient of ink, by its
    /// direction (one of 8, shared with the nearest) in a 4 by 4 grid of squares (shared
    /// with the nearest), of length one. Ink levels alone tell a serif 5 from a 3 by a few
    /// pixels; the direction of the edges on the left, where the 5 has a stroke's side and
    /// the 3 its ends, tells them apart more.
    pub fn gradients(&self) -> [f32; GRADIENT_LEN] {
        let at = |x: isize, y: isize| {
            if (0..SIDE as isize).contains(&x) && (0..SIDE as isize).contains(&y) {
                self.0[y as usize * SIDE + x as usize]
            } else {
                0.0
            }
        };
        let mut out = [0.0f32; GRADIENT_LEN];
        let width = (SIDE / POOL) as f32;
        for y in 0..SIDE as isize {
            for x in 0..SIDE as isize {
                let gx = at(x + 1, y) - at(x - 1, y);
                let gy = at(x, y + 1) - at(x, y - 1);
                let magnitude = gx.hypot(gy);
                if magnitude <= f32::EPSILON {
                    continue;
                }
                let bin = direction(gx, gy);
                let (b0, bt) = (bin.floor(), bin - bin.floor());
                let b0 = b0 as usize % BINS;
                let b1 = (b0 + 1) % BINS;
                // The pixel's share of the two nearest squares each way.
                let shares = |v: isize| {
                    let f = (v as f32 + 0.5) / width - 0.5;
                    let c0 = f.floor();
                    let t = f - c0;
                    [(c0 as isize, 1.0 - t), (c0 as isize + 1, t)]
                };
                for (cy, wy) in shares(y) {
                    for (cx, wx) in shares(x) {
                        if !(0..POOL as isize).contains(&cx) || !(0..POOL as isize).contains(&cy) {
                            continue;
                        }
                        let square = (cy as usize * POOL + cx as usize) * BINS;
                        let w = magnitude * wx * wy;
                        if let Some(v) = out.get_mut(square + b0) {
                            *v += w * (1.0 - bt);
                        }
                        if let Some(v) = out.get_mut(square + b1) {
                            *v += w * bt;
                        }
                    }
                }
            }
        }
        unit(out)
    }

    /// Features from stored bytes, scaled back to length one.
    pub fn from_bytes(bytes: &[u8; LEN]) -> Features {
        normalised(bytes.map(f32::from))
    }
}

/// The direction of the gradient (`gx`, `gy`), not both zero, in eighths of a turn from
/// 0 (along +x) towards +y, 0 to 8: the octant by the signs and sizes of `gx` and `gy`, the
/// angle within it by a polynomial close to the arctangent (within a quarter of a degree;
/// `atan2` was most of the time of classifying a cell).
fn direction(gx: f32, gy: f32) -> f32 {
    let (ax, ay) = (gx.abs(), gy.abs());
    let (small, large) = if ax < ay { (ax, ay) } else { (ay, ax) };
    let r = small / large.max(f32::MIN_POSITIVE);
    // atan(r) / (pi / 4) for r in 0..=1.
    let within = r + 0.3477 * r * (1.0 - r);
    let quadrant = if ax >= ay { within } else { 2.0 - within };
    match (gx < 0.0, gy < 0.0) {
        (false, false) => quadrant,
        (true, false) => 4.0 - quadrant,
        (true, true) => 4.0 + quadrant,
        (false, true) => 8.0 - quadrant,
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
    Features(unit(values))
}

/// `values` scaled to length one (all zero stays zero).
fn unit<const N: usize>(values: [f32; N]) -> [f32; N] {
    let length = values.iter().map(|v| v * v).sum::<f32>().sqrt();
    if length <= f32::EPSILON {
        return values;
    }
    values.map(|v| v / length)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_direction_is_the_arctangent_in_eighths_of_a_turn() {
        for step in 0..720 {
            let turn = step as f32 / 720.0 * std::f32::consts::TAU;
            let (gx, gy) = (turn.cos() * 0.3, turn.sin() * 0.3);
            let exact = gy.atan2(gx).rem_euclid(std::f32::consts::TAU) / std::f32::consts::TAU;
            let found = direction(gx, gy) / BINS as f32;
            let off = (found - exact).abs();
            assert!(
                off.min(1.0 - off) < 0.001,
                "{turn}: {found} against {exact}"
            );
        }
    }

    #[test]
    fn edges_facing_other_ways_differ_and_are_of_length_one() {
        let left = of_shape(20, 20, |x, _| f32::from(u8::from(x < 10)));
        let top = of_shape(20, 20, |_, y| f32::from(u8::from(y < 10)));
        let distance = |a: &[f32; GRADIENT_LEN], b: &[f32; GRADIENT_LEN]| -> f32 {
            a.iter().zip(b).map(|(x, y)| (x - y) * (x - y)).sum()
        };
        let edges = left.gradients();
        let length: f32 = edges.iter().map(|v| v * v).sum();
        assert!((length - 1.0).abs() < 1e-4, "{length}");
        assert!(distance(&edges, &left.gradients()) < 1e-6);
        let turned = distance(&edges, &top.gradients());
        assert!(
            turned > 0.5,
            "a vertical edge against a horizontal one: {turned}"
        );
        // Ink and paper swapped: every edge faces the other way, in another direction bin.
        let flipped = distance(&edges, &Features(left.0.map(|v| -v)).gradients());
        assert!(flipped > 1.5, "{flipped}");
    }
}
