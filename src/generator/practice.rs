//! Puzzles to practise one technique, as HoDoKu's learning and practising modes make them:
//! random minimal 9x9 puzzles are made until one's logical solution path (the easiest step each
//! time, as hints find them) solves it with the technique and nothing harder outside the
//! technique's own family. The search is bounded by tries and by time,
//! counts its tries for a progress line, and stops when cancelled. Each other puzzle tried is
//! handed back for the other techniques it is practice for, so the caller can keep a small stock per
//! technique.

use super::{Symmetry, carve, fill};
use crate::board::{Grid, Shape};
use crate::solver::{CancelToken, Cancelled};
use crate::techniques::{self, Candidates, Path, PathEnd, Step, Technique};
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;
use web_time::Instant;

/// What to look for, and for how long.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct PracticeRequest {
    /// The technique the path must use.
    pub technique: Technique,
    /// Where the random puzzles start: the same seed tries the same puzzles.
    pub seed: u64,
    /// The most puzzles to try.
    pub max_tries: u64,
    /// The longest to look.
    pub time_limit: Duration,
    /// Puzzles tried so far, for a progress line (read from another thread; a Web Worker's
    /// search has its own, which the page cannot read).
    #[serde(skip)]
    pub tried: Arc<AtomicU64>,
    /// Also told the count after each puzzle tried, where no other thread can read `tried` (a
    /// Web Worker posts it to the page).
    #[serde(skip)]
    pub report: Option<Report>,
    /// A puzzle kept from an earlier search: used at once if its path does use the technique.
    pub stocked: Option<Grid>,
}

impl PracticeRequest {
    /// A request for `technique` with the window's bounds: 2,000 puzzles or one minute.
    pub fn new(technique: Technique, seed: u64) -> PracticeRequest {
        PracticeRequest {
            technique,
            seed,
            max_tries: 2_000,
            time_limit: Duration::from_secs(60),
            tried: Arc::default(),
            report: None,
            stocked: None,
        }
    }
}

/// Where a search reports each puzzle tried (see [`PracticeRequest::report`]).
#[derive(Clone)]
pub struct Report(pub Arc<dyn Fn(u64) + Send + Sync>);

impl std::fmt::Debug for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Report")
    }
}

/// A puzzle whose path uses a technique.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PracticePuzzle {
    /// The givens.
    pub puzzle: Grid,
    /// The technique it was found for.
    pub technique: Technique,
}

/// What a search for practice puzzles found.
#[derive(Debug, Clone, Default, serde::Serialize, serde::Deserialize)]
pub struct PracticeFound {
    /// The puzzle for the technique asked for, if one was found within the bounds.
    pub wanted: Option<PracticePuzzle>,
    /// The candidates right before the wanted puzzle's first step of the technique, and
    /// that step.
    pub start: Option<(Candidates, Step)>,
    /// Puzzles tried.
    pub tried: u64,
    /// One puzzle for each other technique a tried puzzle is practice for (for a stock).
    pub others: Vec<PracticePuzzle>,
}

/// The techniques a player can practise: every technique the hints know on classic puzzles,
/// in hint order (practice puzzles are classic 9x9 ones, so the variant rules' and the clues'
/// techniques, which never apply there, are left out).
pub fn techniques() -> Vec<Technique> {
    Technique::hint_order()
        .into_iter()
        .filter(|t| t.finder_family() != crate::techniques::Family::Variant)
        .collect()
}

/// Makes random minimal 9x9 puzzles until one's path uses `request.technique`, within the
/// request's bounds (a stocked puzzle that uses it is taken at once), and finds where the
/// technique is first needed in it.
pub fn find(request: &PracticeRequest, cancel: &CancelToken) -> Result<PracticeFound, Cancelled> {
    let technique = request.technique;
    let mut found = match &request.stocked {
        Some(puzzle) => PracticeFound {
            wanted: Some(PracticePuzzle {
                puzzle: puzzle.clone(),
                technique,
            }),
            ..PracticeFound::default()
        },
        None => search(request, cancel)?,
    };
    if let Some(wanted) = &found.wanted {
        found.start = before_first_use(&wanted.puzzle, technique, cancel);
        if cancel.is_cancelled() {
            return Err(Cancelled);
        }
        if found.start.is_none() {
            // A stocked puzzle that does not use it after all (a newer hint order): search.
            found = search(request, cancel)?;
            let wanted = found.wanted.as_ref().map(|w| &w.puzzle);
            let start = wanted.and_then(|p| before_first_use(p, technique, cancel));
            found.start = start;
        }
    }
    Ok(found)
}

/// Random minimal puzzles until one's path uses the technique, within the bounds.
fn search(request: &PracticeRequest, cancel: &CancelToken) -> Result<PracticeFound, Cancelled> {
    let deadline = Instant::now() + request.time_limit;
    let mut rng = StdRng::seed_from_u64(request.seed);
    let mut found = PracticeFound::default();
    while found.tried < request.max_tries && Instant::now() < deadline {
        let solution = fill::fill(Shape::NINE, &mut rng, cancel)?;
        let unique = |p: &Grid| carve::is_unique(p, &solution, cancel);
        let puzzle = carve::carve(&solution, Symmetry::None, &mut rng, unique)?;
        found.tried += 1;
        request.tried.store(found.tried, Ordering::Relaxed);
        if let Some(Report(report)) = &request.report {
            report(found.tried);
        }
        // A path that cannot finish by the deadline is given up, not waited for.
        let bounded = cancel.with_deadline(deadline);
        let path = match techniques::solve_path(&Candidates::from_grid(&puzzle), &bounded) {
            Ok(path) => path,
            Err(Cancelled) if cancel.is_cancelled() => return Err(Cancelled),
            Err(Cancelled) => break,
        };
        // A learner wants the technique to be the hardest thing in the puzzle: an extreme
        // puzzle that happens to need a Naked Pair early is no practice for a Naked Pair.
        let order = Technique::hint_order();
        if fits(&path, request.technique, &order) {
            found.wanted = Some(PracticePuzzle {
                puzzle,
                technique: request.technique,
            });
            return Ok(found);
        }
        for step in &path.steps {
            let technique = step.technique;
            let new = !found.others.iter().any(|o| o.technique == technique);
            if new && fits(&path, technique, &order) {
                found.others.push(PracticePuzzle {
                    puzzle: puzzle.clone(),
                    technique,
                });
            }
        }
    }
    Ok(found)
}

/// Whether a path is practice for `technique`: it solves its puzzle, uses the technique, and
/// needs nothing harder (later in hint `order`) outside the technique's own family, so that a
/// Full House can be practised on an easy puzzle whose hardest step is a Hidden Single, and a
/// Naked Quadruple on one that also needs a Hidden Quadruple.
fn fits(path: &Path, technique: Technique, order: &[Technique]) -> bool {
    let rank = |t: Technique| order.iter().position(|&o| o == t);
    let family = technique.family();
    path.end == PathEnd::Solved
        && path.steps.iter().any(|s| s.technique == technique)
        && path
            .steps
            .iter()
            .all(|s| rank(s.technique) <= rank(technique) || s.technique.family() == family)
}

/// The position right before the first step of `puzzle`'s path that uses `technique`: the
/// candidates then, and that step. `None` when the path never uses it (or was cancelled).
pub fn before_first_use(
    puzzle: &Grid,
    technique: Technique,
    cancel: &CancelToken,
) -> Option<(Candidates, Step)> {
    let mut grid = Candidates::from_grid(puzzle);
    loop {
        if grid.is_solved() || grid.dead_cell().is_some() {
            return None;
        }
        let step = techniques::easiest_step(&grid, cancel).ok()??;
        if step.technique == technique {
            return Some((grid, step));
        }
        step.apply(&mut grid);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_found_puzzle_uses_the_technique_and_starts_right_before_it() {
        let mut request = PracticeRequest::new(Technique::NakedPair, 7);
        request.max_tries = 500;
        let found = find(&request, &CancelToken::new()).unwrap_or_default();
        let wanted = found
            .wanted
            .unwrap_or_else(|| panic!("none in {}", found.tried));
        assert_eq!(request.tried.load(Ordering::Relaxed), found.tried);
        assert!(found.start.is_some());
        let path =
            techniques::solve_path(&Candidates::from_grid(&wanted.puzzle), &CancelToken::new());
        let path = path.unwrap_or_else(|_| panic!("cancelled"));
        assert!(fits(&path, Technique::NakedPair, &Technique::hint_order()));
        let harder = path.steps.iter().map(|s| s.technique).filter(|&t| {
            let order = Technique::hint_order();
            let rank = |t| order.iter().position(|&o| o == t);
            rank(t) > rank(Technique::NakedPair)
        });
        assert!(harder.into_iter().all(|t| t.family() == "Subsets"));
        // The same puzzle from the stock comes back at once, with the same start.
        request.stocked = Some(wanted.puzzle.clone());
        let again = find(&request, &CancelToken::new()).unwrap_or_default();
        assert_eq!((again.tried, again.start.is_some()), (0, true));
        let start = before_first_use(&wanted.puzzle, Technique::NakedPair, &CancelToken::new());
        let (grid, step) = start.unwrap_or_else(|| panic!("no Naked Pair in its path"));
        assert_eq!(step.technique, Technique::NakedPair);
        // Nothing easier applies there: the hint shows this very technique.
        let easiest = techniques::easiest_step(&grid, &CancelToken::new());
        assert_eq!(
            easiest.ok().flatten().map(|s| s.technique),
            Some(step.technique)
        );
        for other in &found.others {
            let uses = before_first_use(&other.puzzle, other.technique, &CancelToken::new());
            assert!(uses.is_some(), "{:?}", other.technique);
        }
    }

    #[test]
    fn a_search_stops_at_its_bounds_and_when_cancelled() {
        let mut request = PracticeRequest::new(Technique::TemplateDelete, 1);
        request.max_tries = 3;
        let found = find(&request, &CancelToken::new()).unwrap_or_default();
        assert_eq!((found.wanted.is_none(), found.tried), (true, 3));
        let cancel = CancelToken::new();
        cancel.cancel();
        assert!(find(&request, &cancel).is_err());
    }
}
