//! The digit classifier: nearest neighbours among labelled shapes, those of the cells of the
//! training photos and of digits rendered from free fonts, compared by their ink and by the
//! directions of their edges (see [`Features::gradients`]). The shapes ship as one small file,
//! `assets/scan/digits.bin`, made by `cargo run --release --example scan_learn` (see the
//! README), never edited by hand.

use super::features::{Features, GRADIENT_LEN, LEN};
use std::sync::OnceLock;

/// The shipped model, once provided: the desktop reads it from its binary, a web page fetches
/// it when it first reads a picture (see the platform seams, `worker::digit_model`).
static SHIPPED_MODEL: OnceLock<Model> = OnceLock::new();
/// The first bytes of a model file.
const MAGIC: &[u8; 8] = b"SHUDUKNN";
/// How many nearest shapes of a digit its score averages.
const NEAREST: usize = 3;

/// How much the edges' directions (see [`Features::gradients`]) weigh in the distance
/// between two shapes against their ink.
const EDGE_WEIGHT: f32 = 1.0;

/// A labelled shape: its digit, ink and edges (worked out when first needed: most shapes
/// are too far by their ink alone, and working out all of them would slow every reading).
#[derive(Debug, Clone)]
struct Labelled {
    digit: u8,
    ink: Features,
    edges: OnceLock<[f32; GRADIENT_LEN]>,
}

/// Labelled digit shapes.
#[derive(Debug, Clone, Default)]
pub struct Model {
    samples: Vec<Labelled>,
}

/// The digits ranked for one shape, best first, each with its score (the mean squared
/// distance to its nearest shapes: lower is better).
#[derive(Debug, Clone, PartialEq)]
pub struct Ranking(pub Vec<(u8, f32)>);

impl Ranking {
    /// The best digit, if the model knows any.
    pub fn best(&self) -> Option<u8> {
        self.0.first().map(|&(digit, _)| digit)
    }

    /// How much better the best digit is than the next one: 0 when they tie.
    pub fn margin(&self) -> f32 {
        match self.0.as_slice() {
            [(_, a), (_, b), ..] => b - a,
            [_] => f32::MAX,
            [] => 0.0,
        }
    }
}

impl Model {
    /// The model shipped with Shudu, once provided ([`Model::provide`]); an empty one, which
    /// reads no digit, before.
    pub fn shipped() -> &'static Model {
        static NONE: Model = Model {
            samples: Vec::new(),
        };
        SHIPPED_MODEL.get().unwrap_or(&NONE)
    }

    /// Whether the shipped model is ready to read pictures with.
    pub fn is_ready() -> bool {
        SHIPPED_MODEL
            .get()
            .is_some_and(|model| !model.samples.is_empty())
    }

    /// Makes `bytes` (`digits.bin`) the shipped model. False if they are not a model, or a
    /// model was already in place.
    pub fn provide(bytes: &[u8]) -> bool {
        Model::from_bytes(bytes).is_some_and(|model| SHIPPED_MODEL.set(model).is_ok())
    }

    /// A model of `samples`, each a digit and its shape's features as bytes.
    pub fn from_samples(samples: &[(u8, [u8; LEN])]) -> Model {
        let samples = samples
            .iter()
            .map(|(digit, bytes)| Labelled {
                digit: *digit,
                ink: Features::from_bytes(bytes),
                edges: OnceLock::new(),
            })
            .collect();
        Model { samples }
    }

    /// Reads a model file; `None` if it is not one.
    pub fn from_bytes(bytes: &[u8]) -> Option<Model> {
        let rest = bytes.strip_prefix(MAGIC)?;
        let (side, rest) = rest.split_first_chunk::<2>()?;
        if usize::from(u16::from_le_bytes(*side)) != LEN {
            return None;
        }
        let records = rest.chunks_exact(LEN + 1);
        if !records.remainder().is_empty() {
            return None;
        }
        let samples: Vec<(u8, [u8; LEN])> = records
            .filter_map(|r| {
                let (digit, shape) = r.split_first()?;
                Some((*digit, <[u8; LEN]>::try_from(shape).ok()?))
            })
            .collect();
        Some(Model::from_samples(&samples))
    }

    /// `samples` as a model file.
    pub fn to_bytes(samples: &[(u8, [u8; LEN])]) -> Vec<u8> {
        let mut bytes = MAGIC.to_vec();
        bytes.extend_from_slice(&(LEN as u16).to_le_bytes());
        for (digit, shape) in samples {
            bytes.push(*digit);
            bytes.extend_from_slice(shape);
        }
        bytes
    }

    /// How many shapes the model holds.
    pub fn len(&self) -> usize {
        self.samples.len()
    }

    /// Whether the model holds no shape.
    pub fn is_empty(&self) -> bool {
        self.samples.is_empty()
    }

    /// The digits 1 to 9 ranked for `shape`.
    pub fn rank(&self, shape: &Features) -> Ranking {
        let mut nearest = [[f32::MAX; NEAREST]; 9];
        let edges = shape.gradients();
        let weight = EDGE_WEIGHT;
        for sample in &self.samples {
            let Some(best) = nearest.get_mut(usize::from(sample.digit).wrapping_sub(1)) else {
                continue;
            };
            // The edges only add: a shape whose ink alone is too far is not among the nearest.
            let Some(ink) =
                shape.distance_within(&sample.ink.0, best[NEAREST - 1] * (1.0 + weight))
            else {
                continue;
            };
            let ink = ink / (1.0 + weight);
            let edge_distance: f32 = edges
                .iter()
                .zip(sample.edges.get_or_init(|| sample.ink.gradients()))
                .map(|(a, b)| (a - b) * (a - b))
                .sum();
            let d = ink + weight * edge_distance / (1.0 + weight);
            // Keep the NEAREST smallest, sorted: insert d where it belongs.
            if let Some(at) = best.iter().position(|&b| d < b) {
                best.copy_within(at..NEAREST - 1, at + 1);
                best[at] = d;
            }
        }
        let mut ranked: Vec<(u8, f32)> = (1..=9u8)
            .zip(nearest)
            .filter(|(_, best)| best[NEAREST - 1] < f32::MAX)
            .map(|(digit, best)| (digit, best.iter().sum::<f32>() / NEAREST as f32))
            .collect();
        ranked.sort_by(|a, b| a.1.total_cmp(&b.1));
        Ranking(ranked)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scan::features::of_shape;

    /// A bar (a "1") or a ring (a "0"-like shape standing in for 8), `w` by `h`.
    fn shape(ring: bool, w: u32, h: u32) -> [u8; LEN] {
        of_shape(w, h, |x, y| {
            let edge = x == 0 || y == 0 || x + 1 == w || y + 1 == h;
            if ring { f32::from(u8::from(edge)) } else { 1.0 }
        })
        .to_bytes()
    }

    #[test]
    fn a_model_file_reads_back_and_ranks_the_nearest_digit_first() {
        let samples: Vec<(u8, [u8; LEN])> = (0..3)
            .flat_map(|i| [(1, shape(false, 3 + i, 20)), (8, shape(true, 12 + i, 20))])
            .collect();
        let model = Model::from_bytes(&Model::to_bytes(&samples)).unwrap_or_default();
        assert_eq!(model.len(), 6);
        let bar = Features::from_bytes(&shape(false, 4, 22));
        let ranking = model.rank(&bar);
        assert_eq!(ranking.best(), Some(1));
        assert!(ranking.margin() > 0.0);
        assert_eq!(
            model
                .rank(&Features::from_bytes(&shape(true, 13, 21)))
                .best(),
            Some(8)
        );
    }

    #[test]
    fn bytes_that_are_not_a_model_are_refused() {
        assert!(Model::from_bytes(b"").is_none());
        assert!(
            Model::from_bytes(b"SHUDUKNN\x00\x01\x05").is_none(),
            "a cut record"
        );
        assert!(
            Model::from_bytes(b"SHUDUKNN\x10\x00").is_none(),
            "another feature count"
        );
        let shipped = Model::from_bytes(include_bytes!("../../assets/scan/digits.bin"));
        assert!(
            shipped.is_some_and(|m| m.len() > 1000),
            "the shipped model reads"
        );
    }
}
