//! Puzzles made ahead of time, so New game is instant at every level: the worker generates
//! them one at a time at low priority, the session takes one for each new game and asks for
//! the next, and the app keeps them across restarts. A level whose pool is empty falls back
//! to the bundled collections.

use super::Session;
use super::flow::Ctx;
use super::pending::{Answer, Fits, Pending};
use crate::board::{Grid, Shape};
use crate::generator::{Generated, Request, Symmetry};
use crate::rate::{Level, Rating};
use crate::solver::{self, CancelToken};
use crate::t;
use crate::worker::{Job, JobId, Output};
use rand::Rng;
use rand::rngs::StdRng;
use serde::{Deserialize, Serialize};

/// How many puzzles of each level the pool keeps ready.
pub const PER_LEVEL: usize = 3;

/// One puzzle ready to play, with its rating.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Ready {
    /// Its level.
    pub level: Level,
    /// The puzzle (givens only).
    pub puzzle: Grid,
    /// Its Sudoku Explainer rating.
    pub rating: Rating,
}

/// The puzzles ready to play, oldest first. Read back from the kept state, an entry that does
/// not read as a puzzle is dropped alone: it never costs the rest of the kept state.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Pool {
    ready: Vec<Ready>,
}

impl<'de> Deserialize<'de> for Pool {
    fn deserialize<D: serde::Deserializer<'de>>(stored: D) -> Result<Pool, D::Error> {
        /// An entry as stored: a puzzle, or anything else, skipped.
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Entry {
            Sound(Ready),
            Damaged(serde::de::IgnoredAny),
        }
        #[derive(Deserialize, Default)]
        #[serde(default)]
        struct Stored {
            ready: Vec<Entry>,
        }
        let stored = Stored::deserialize(stored)?;
        let ready = stored.ready.into_iter().filter_map(|entry| match entry {
            Entry::Sound(ready) => Some(ready),
            Entry::Damaged(_) => None,
        });
        Ok(Pool {
            ready: ready.collect(),
        })
    }
}

impl Pool {
    /// How many puzzles of `level` are ready.
    pub fn count(&self, level: Level) -> usize {
        self.ready.iter().filter(|r| r.level == level).count()
    }

    /// Takes the oldest ready puzzle of `level`. A kept puzzle is checked first (the kept
    /// state is read from disk): one that is not a 9x9 puzzle with exactly one solution in its
    /// level's band is dropped.
    pub fn take(&mut self, level: Level) -> Option<Ready> {
        while let Some(index) = self.ready.iter().position(|r| r.level == level) {
            let ready = self.ready.remove(index);
            if sound(&ready) {
                return Some(ready);
            }
        }
        None
    }

    /// Adds a generated puzzle; one without a rating (not 9x9) is not for the pool.
    pub fn add(&mut self, made: Generated) {
        if let Some(rating) = made.rating {
            self.ready.push(Ready {
                level: made.level,
                puzzle: made.puzzle,
                rating,
            });
        }
    }

    /// What to generate next, if any level is short: `first` (the level the player plays) if
    /// it is, else the level with the fewest ready, the easiest first among equals. Symmetric
    /// puzzles are the custom; extreme ones are rare enough without that constraint.
    pub fn wanted(&self, first: Level, seed: u64) -> Option<Request> {
        let short = |level: &Level| self.count(*level) < PER_LEVEL;
        let level = Some(first).filter(short).or_else(|| {
            Level::ALL
                .into_iter()
                .filter(short)
                .min_by_key(|&level| self.count(level))
        })?;
        let symmetry = match level {
            Level::Extreme => Symmetry::None,
            _ => Symmetry::Rot180,
        };
        Some(Request {
            shape: Shape::NINE,
            level,
            symmetry,
            seed,
        })
    }
}

/// The pool flow: the puzzles (once the app starts it), the job making the next one, and
/// whether making them failed.
#[derive(Debug, Default)]
pub(super) struct PoolState {
    /// Puzzles made ahead for New game, once the app starts the pool.
    ready: Option<Pool>,
    /// The generation job, if one runs.
    job: Option<Pending<()>>,
    /// Set when generation failed: the pool then stops asking (New game falls back to the
    /// bundled collections) rather than failing again and again.
    failed: bool,
}

impl PoolState {
    /// The puzzles made ahead, once the pool is started.
    pub fn ready(&self) -> Option<&Pool> {
        self.ready.as_ref()
    }

    /// Starts making puzzles ahead from `pool`, the player's `level` first.
    pub fn start(&mut self, ctx: &mut Ctx, pool: Pool, level: Level, rng: &mut StdRng) {
        self.ready = Some(pool);
        self.refill(ctx, level, rng);
    }

    /// Asks the worker for the next puzzle the pool lacks (the player's `level` first, seeded
    /// from `rng`), unless one is being made.
    pub fn refill(&mut self, ctx: &mut Ctx, level: Level, rng: &mut StdRng) {
        if self.job.is_some() || self.failed {
            return;
        }
        let seed = rng.random();
        let wanted = self
            .ready
            .as_ref()
            .and_then(|pool| pool.wanted(level, seed));
        if let Some(request) = wanted {
            self.job = Some(ctx.submit(Job::Generate(request), (), None));
        }
    }

    /// The generation job, if `id` is its id.
    pub fn take_job(&mut self, id: JobId) -> Option<Pending<()>> {
        self.job.take_if(|p| p.id == id)
    }

    /// A puzzle made for the pool, or why none could be made; the next one is asked for.
    pub fn done(
        &mut self,
        ctx: &mut Ctx,
        (pending, output): (&Pending<()>, Output),
        level: Level,
        rng: &mut StdRng,
    ) {
        let made = |output| match output {
            Output::Generated(made) => Some(made),
            _ => None,
        };
        match pending.answer(output, made, Fits::Anything) {
            Answer::Fresh(Ok(made)) => {
                if let Some(pool) = self.ready.as_mut() {
                    pool.add(made);
                }
                self.refill(ctx, level, rng);
            }
            Answer::Fresh(Err(e)) => {
                self.failed = true;
                ctx.complain(t!("making-new-puzzles-stopped-new", why = &e));
            }
            Answer::Failed(why) => {
                self.failed = true;
                ctx.complain(t!("making-new-puzzles-failed-new", why = &why));
            }
            Answer::Cancelled | Answer::Stale => {}
        }
    }

    /// Takes the oldest ready puzzle of `level`, if the pool has one.
    pub fn take(&mut self, level: Level) -> Option<Ready> {
        self.ready.as_mut().and_then(|pool| pool.take(level))
    }
}

impl Session {
    /// Starts making puzzles ahead for New game, from `pool` (what an earlier run left).
    pub fn start_pool(&mut self, pool: Pool) {
        self.pool
            .start(&mut ctx!(self), pool, self.level, &mut self.rng);
    }

    /// The puzzles made ahead, once the pool is started.
    pub fn pool(&self) -> Option<&Pool> {
        self.pool.ready()
    }

    /// Asks the worker for the next puzzle the pool lacks, unless one is being made.
    pub(super) fn refill(&mut self) {
        self.pool.refill(&mut ctx!(self), self.level, &mut self.rng);
    }
}

/// Whether a kept puzzle can be played as what it claims to be.
fn sound(ready: &Ready) -> bool {
    let grid = &ready.puzzle;
    let (low, high) = ready.level.band();
    let unique = || {
        solver::count_solutions(grid, 2, &CancelToken::new()).is_ok_and(|found| found.count == 1)
    };
    grid.shape() == Shape::NINE
        && (low..=high).contains(&ready.rating.er)
        && grid.clashes().is_empty()
        && unique()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generator::generate;

    fn made(level: Level, seed: u64) -> Generated {
        let request = Request {
            shape: Shape::NINE,
            level,
            symmetry: Symmetry::Rot180,
            seed,
        };
        generate(&request, &CancelToken::new()).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn the_pool_fills_the_players_level_first_then_the_shortest_and_hands_out_the_oldest() {
        let mut pool = Pool::default();
        let wanted = |pool: &Pool, first| pool.wanted(first, 5).map(|r| r.level);
        assert_eq!(wanted(&pool, Level::Hard), Some(Level::Hard));
        let (first, second) = (made(Level::Easy, 1), made(Level::Easy, 2));
        pool.add(first.clone());
        pool.add(second);
        assert_eq!(pool.count(Level::Easy), 2);
        assert_eq!(wanted(&pool, Level::Easy), Some(Level::Easy));
        pool.add(made(Level::Easy, 3));
        assert_eq!(wanted(&pool, Level::Easy), Some(Level::Medium));
        let taken = pool.take(Level::Easy).map(|r| r.puzzle);
        assert_eq!(taken, Some(first.puzzle));
        assert_eq!(pool.count(Level::Easy), 2);
        assert_eq!(wanted(&pool, Level::Easy), Some(Level::Easy));
        assert_eq!(pool.take(Level::Hard), None);
    }

    #[test]
    fn a_kept_puzzle_that_is_not_what_it_claims_is_dropped() {
        let mut pool = Pool::default();
        let mut broken = made(Level::Medium, 3);
        // Six givens fewer: the puzzle no longer has one solution.
        let givens: Vec<_> = broken
            .puzzle
            .shape()
            .cells()
            .filter(|&c| broken.puzzle.is_given(c))
            .collect();
        for &cell in givens.iter().take(6) {
            broken.puzzle.set_given(cell, None);
        }
        let count = solver::count_solutions(&broken.puzzle, 2, &CancelToken::new());
        assert_eq!(count.map(|c| c.count).ok(), Some(2));
        pool.add(broken);
        pool.add(made(Level::Medium, 4));
        let kept = pool.take(Level::Medium).expect("the sound one");
        assert_eq!(kept.puzzle, made(Level::Medium, 4).puzzle);
        assert_eq!(pool.take(Level::Medium), None);
    }
}
