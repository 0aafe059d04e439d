//! Making puzzles: random complete grids of any shape, unique puzzles carved out of them with
//! a symmetry, graded to a difficulty level.
//!
//! [`generate`] is the entry point: a [`Request`] (shape, level, symmetry, seed) gives the
//! same puzzle on every machine (the seed drives one `StdRng` of the `rand` version in
//! `Cargo.lock`; nothing depends on threads or hash order). It draws a random grid, carves a
//! unique puzzle out of it and grades it, until the grade lies in the level's band.
//!
//! Grading is [`crate::rate`]'s ([`crate::rate::grade`]: SE's rating for 9x9, the human
//! solver's hardest technique for other shapes), and so are the levels ([`Level`]).
//!
//! Files: `collection.rs` (the bundled puzzles by level, the game's fallback), `fill.rs`
//! (random complete grids), `symmetry.rs` (the symmetries and their orbits of cells),
//! `carve.rs` (removing givens while the puzzle stays unique), `daily.rs` (the puzzle of each
//! calendar day), `laid.rs` and `variant.rs` (variant puzzles), `extreme.rs` (extreme puzzles
//! with the Cracking the Cryptic rules).

mod carve;
mod collection;
pub mod daily;
mod extreme;
mod fill;
mod laid;
pub mod practice;
mod symmetry;
mod tries;
mod variant;

pub use fill::random_solution;
pub use symmetry::Symmetry;
pub use variant::{VariantRequest, generate_variant};

use crate::board::{Grid, Shape};
use crate::rate::{Level, Rating, grade};
use crate::solver::{CancelToken, Cancelled};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// What to generate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Request {
    /// The grid's shape.
    pub shape: Shape,
    /// The difficulty.
    pub level: Level,
    /// The symmetry of the givens' positions.
    pub symmetry: Symmetry,
    /// The random seed: the same request gives the same puzzle.
    pub seed: u64,
}

/// A generated puzzle.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Generated {
    /// The puzzle: its givens, every other cell empty.
    pub puzzle: Grid,
    /// Its only solution.
    pub solution: Grid,
    /// Its Sudoku Explainer rating (9x9 only; `None` for other shapes).
    pub rating: Option<Rating>,
    /// The level asked for, which the puzzle's grade lies in.
    pub level: Level,
    /// How many puzzles were carved and graded to find this one (1 when the first fitted).
    pub tries: usize,
}

/// Why no puzzle was generated.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize,
)]
pub enum GenerateError {
    /// The caller cancelled.
    #[error("{}", crate::t!("error-cancelled"))]
    Cancelled,
    /// No puzzle of that level was found for that shape: the level is out of the shape's
    /// reach (the human solver's techniques on small grids never get that hard).
    #[error("{}", crate::t!("error-puzzles-of-are-out-of", value = level.name(), shape = .shape, hardest_reachable = hardest.name()))]
    OutOfReach {
        /// The shape asked for.
        shape: Shape,
        /// The level asked for.
        level: Level,
        /// The hardest level generated for that shape (and variant).
        hardest: Level,
    },
}

impl From<Cancelled> for GenerateError {
    fn from(_: Cancelled) -> GenerateError {
        GenerateError::Cancelled
    }
}

/// How many grids [`generate`] tries before it calls a level out of reach. On 9x9 the rarest
/// level, extreme, takes about 540 tries on average: 100,000 fail with odds about e^-185.
const MAX_TRIES: usize = 100_000;

/// Generates a unique puzzle for `request`.
///
/// ```
/// use shudu::board::Shape;
/// use shudu::generator::{generate, Request, Symmetry};
/// use shudu::rate::Level;
/// use shudu::solver::CancelToken;
///
/// let request = Request { shape: Shape::NINE, level: Level::Easy, symmetry: Symmetry::Rot180, seed: 1 };
/// let made = generate(&request, &CancelToken::new()).unwrap();
/// assert_eq!(made.rating.map(|r| r.level()), Some(Level::Easy));
/// ```
pub fn generate(request: &Request, cancel: &CancelToken) -> Result<Generated, GenerateError> {
    let Request {
        shape,
        level,
        symmetry,
        seed,
    } = *request;
    let hardest = hardest_reachable(shape);
    let out_of_reach = GenerateError::OutOfReach {
        shape,
        level,
        hardest,
    };
    if level > hardest {
        return Err(out_of_reach);
    }
    let mut rng = StdRng::seed_from_u64(seed);
    for tries in 1..=MAX_TRIES {
        let solution = fill::fill(shape, &mut rng, cancel)?;
        let (puzzle, rating) = if shape.size() == 9 {
            let unique = |p: &Grid| carve::is_unique(p, &solution, cancel);
            let puzzle = carve::carve(&solution, symmetry, &mut rng, unique)?;
            match grade::rate_nine(&puzzle, level, cancel)? {
                Some(rating) => (puzzle, Some(rating)),
                None => continue,
            }
        } else {
            let unique = |p: &Grid| carve::is_unique(p, &solution, cancel);
            let within = |p: &Grid| grade::within(p, level, unique, cancel);
            let puzzle = carve::carve(&solution, symmetry, &mut rng, within)?;
            if !grade::reaches(&puzzle, level, cancel)? {
                continue;
            }
            (puzzle, None)
        };
        return Ok(Generated {
            puzzle,
            solution,
            rating,
            level,
            tries,
        });
    }
    Err(out_of_reach)
}

/// The hardest level [`generate`] reaches for `shape`; harder ones are
/// [`GenerateError::OutOfReach`].
///
/// Measured (release build, one core): 4x4 puzzles never need more than singles (100,000
/// tries gave no medium one); on other shapes the human solver's grading costs more with each
/// level and each size: a master puzzle takes well under a second up to 10x10 but 20 s (median;
/// up to 96 s) on 12x12, an expert one 0.4 s on 16x16, a hard one 4 s on 25x25. No shape but
/// 9x9 gave an extreme puzzle (100,000 tries on 6x6).
pub fn hardest_reachable(shape: Shape) -> Level {
    match shape.size() {
        0..=4 => Level::Easy,
        9 => Level::Extreme,
        5..=10 => Level::Master,
        11..=18 => Level::Expert,
        _ => Level::Hard,
    }
}

/// The seed of the `index`th puzzle of a batch started from `seed`: distinct indices give
/// unrelated seeds (SplitMix64's finaliser over both).
pub fn batch_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed ^ index.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A puzzle made from `solution` by keeping each cell as a given with probability `keep`
/// (0.0 to 1.0). It has at least one solution (`solution` itself) but may have several.
pub fn random_puzzle(solution: &Grid, keep: f64, rng: &mut impl Rng) -> Grid {
    let mut puzzle = Grid::empty(solution.shape());
    for cell in solution.shape().cells() {
        if rng.random_bool(keep.clamp(0.0, 1.0)) {
            puzzle.set_given(cell, solution.value(cell));
        }
    }
    puzzle
}
