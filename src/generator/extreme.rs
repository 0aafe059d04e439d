//! Extreme puzzles with the Cracking the Cryptic rules: ones that need Deep Rule Contradiction
//! (a supposition inside another) or more.
//!
//! Carved to minimal, such puzzles are rare under rules that propagate strongly: of a thousand
//! minimal thermometer puzzles none needed more than Rule Contradiction, and about one in
//! four hundred renban ones did. A cheap look comes first: Rule Contradiction run again and
//! again until it removes nothing ([`solver::probing_stalls`]). When that finishes the puzzle,
//! so does the human solver without the deep form, and the costly grading is skipped. What
//! is left unfinished is graded.
//!
//! From each carved puzzle, three tries: the puzzle itself; the puzzle with its clues taken
//! away while it stays unique (sandwich sums and XV letters need that); and a climb, where a
//! given moves to another cell (or goes, when the puzzle stays unique without it), kept when
//! the rules refute no more candidates at the first look than before ([`solver::failed_literals`])
//! and the puzzle stays unique (thermometers, whispers and renban lines only).

use super::carve;
use crate::board::{Grid, Variant};
use crate::rate::{Level, Rating, grade};
use crate::solver::{self, CancelToken, Cancelled};
use rand::Rng;
use rand::seq::IndexedRandom;

/// The most moves one climb takes. Measured on thermometer puzzles (seeds 1 to 5): 300 moves
/// a climb gave 2 extreme puzzles within 20 s, 1,000 gave 2, 3,000 gave 4.
const CLIMB_STEPS: usize = 3_000;

/// How often a move only takes a given away (kept if the puzzle stays unique), rather than
/// moving it to another cell.
const TAKE_ONLY: f64 = 0.3;

/// An extreme puzzle found from `minimal` (carved from `solution`, every given needed), with
/// its grade; `None` when none of the three tries gives one.
pub(super) fn find(
    minimal: Grid,
    solution: &Grid,
    variant: Variant,
    rng: &mut impl Rng,
    cancel: &CancelToken,
) -> Result<Option<(Grid, Rating)>, Cancelled> {
    if let Some(rating) = judge(&minimal, cancel)? {
        return Ok(Some((minimal, rating)));
    }
    let unique = |p: &Grid| carve::is_unique(p, solution, cancel);
    let sparse = carve::carve_clues(minimal.clone(), rng, unique)?;
    if let Some(rating) = judge(&sparse, cancel)? {
        return Ok(Some((sparse, rating)));
    }
    // Measured (seeds 1 to 3): climbs made thermometers, whispers and renban reachable or
    // faster, but XV and sandwich puzzles slower than new tries (their uniqueness checks
    // cost more, and the sparse try finds theirs).
    if matches!(
        variant,
        Variant::Thermo | Variant::Whispers | Variant::Renban
    ) {
        climb(minimal, solution, rng, cancel)
    } else {
        Ok(None)
    }
}

/// `puzzle`'s grade if it is extreme: graded only when Rule Contradiction alone leaves it
/// unfinished.
fn judge(puzzle: &Grid, cancel: &CancelToken) -> Result<Option<Rating>, Cancelled> {
    let stop = || cancel.is_cancelled();
    match solver::probing_stalls(puzzle, &stop) {
        Some(true) => grade::graded_in(puzzle, Level::Extreme, cancel),
        _ if cancel.is_cancelled() => Err(Cancelled),
        _ => Ok(None),
    }
}

/// Moves the givens of `start` (one solution, `solution`) about, towards fewer candidates
/// refuted at the first look, until some state is extreme (see the module).
fn climb(
    start: Grid,
    solution: &Grid,
    rng: &mut impl Rng,
    cancel: &CancelToken,
) -> Result<Option<(Grid, Rating)>, Cancelled> {
    solver::Checker::with(solution, |checker| {
        let cells: Vec<_> = start.shape().cells().collect();
        let score = |p: &Grid| solver::failed_literals(p).unwrap_or(usize::MAX);
        let mut best_score = score(&start);
        let mut best = start;
        for _ in 0..CLIMB_STEPS {
            if cancel.is_cancelled() {
                return Err(Cancelled);
            }
            let (givens, empty): (Vec<_>, Vec<_>) = cells.iter().partition(|&&c| best.is_given(c));
            let (Some(&&from), Some(&&to)) = (givens.choose(rng), empty.choose(rng)) else {
                return Ok(None);
            };
            let mut next = best.clone();
            next.set_given(from, None);
            if !(rng.random_bool(TAKE_ONLY) && carve::unique_under(checker, &next, cancel)?) {
                next.set_given(to, solution.value(to));
                if !carve::unique_under(checker, &next, cancel)? {
                    continue;
                }
            }
            let next_score = score(&next);
            if next_score > best_score {
                continue;
            }
            best = next;
            best_score = next_score;
            if let Some(rating) = judge(&best, cancel)? {
                return Ok(Some((best, rating)));
            }
        }
        Ok(None)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Shape;
    use crate::generator::{VariantRequest, generate_variant};
    use rand::SeedableRng;

    fn made(variant: Variant, level: Level, seed: u64) -> (Grid, Grid) {
        let request = VariantRequest {
            variant,
            shape: Shape::NINE,
            level,
            seed,
        };
        let made = generate_variant(&request, &CancelToken::new()).unwrap();
        (made.puzzle, made.solution)
    }

    #[test]
    fn the_cheap_look_tells_master_from_extreme() {
        let never = || false;
        let (master, _) = made(Variant::Thermo, Level::Master, 1);
        assert_eq!(solver::probing_stalls(&master, &never), Some(false));
        assert!(judge(&master, &CancelToken::new()).unwrap().is_none());
        let (extreme, _) = made(Variant::Xv, Level::Extreme, 1);
        assert_eq!(solver::probing_stalls(&extreme, &never), Some(true));
        let rating = grade::grade_variant(&extreme, &CancelToken::new()).unwrap();
        assert!(rating.er >= 90, "{rating:?}");
        assert!(solver::failed_literals(&extreme).is_some_and(|n| n < usize::MAX));
        // A full grid: the rules refute nothing, they finish it.
        let (_, solution) = made(Variant::Xv, Level::Extreme, 1);
        assert_eq!(solver::failed_literals(&solution), Some(usize::MAX));
    }

    #[test]
    fn clues_go_while_unique_but_one_stays() {
        let (_, solution) = made(Variant::Arrow, Level::Easy, 1);
        assert!(solution.rules().clues.len() > 1);
        let cancel = CancelToken::new();
        let mut rng = rand::rngs::StdRng::seed_from_u64(1);
        let unique = |p: &Grid| carve::is_unique(p, &solution, &cancel);
        // Every cell given: every clue could go, but the last stays.
        let sparse = carve::carve_clues(solution.clone(), &mut rng, unique).unwrap();
        assert_eq!(sparse.rules().clues.len(), 1);
    }

    #[test]
    fn a_cancelled_climb_stops() {
        let (puzzle, solution) = made(Variant::Thermo, Level::Master, 1);
        let cancel = CancelToken::new();
        cancel.cancel();
        let mut rng = rand::rngs::StdRng::seed_from_u64(1);
        assert!(climb(puzzle, &solution, &mut rng, &cancel).is_err());
    }
}
