//! What a setter asks of a puzzle while making it, each a [`Question`] answered on its own so
//! the window can show the quick answers at once and the slow ones as they come: how many
//! solutions (none, one, several, then counted up to [`COUNT_LIMIT`]), the true candidates,
//! whether Shudu's techniques solve it (with the hardest step, the grade and the break-in),
//! and which givens, rules, cages and clues could go with the solution staying unique.
//!
//! The break-in is the first step of the logical path that needs more than singles and one
//! rule read on its own: a step valued above 1.7 on SE's scale (see `rate::grade`). A killer's
//! 45 rule, a little killer's or a sandwich's sum worked over several cells, and every
//! classic technique past the singles count; a cage's combinations, a thermometer's order or
//! a placed digit's anti-knight eliminations do not.

use crate::board::{Grid, Variant};
use crate::rate::{self, RateOptions, Rating};
use crate::solver::{self, CancelToken, Cancelled};
use crate::techniques::{self, Candidates, Family, PathEnd, Step};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// How far the solutions of a puzzle with several are counted.
pub const COUNT_LIMIT: usize = 1000;

/// A step's value (tenths) up to which it reads one rule on its own: no break-in.
const DIRECT: u16 = 17;

/// One thing a setter asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Question {
    /// None, one or several solutions (counted to two).
    Verdict,
    /// How many solutions, up to [`COUNT_LIMIT`].
    Count,
    /// The digits each cell takes in some solution.
    Candidates,
    /// Whether Shudu's techniques solve it, how hard, and the break-in (one solution only).
    Logic,
    /// What could be taken away with the solution staying unique (one solution only).
    Removable,
}

/// How many solutions, as far as the verdict counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Solutions {
    /// No solution.
    None,
    /// Exactly one.
    Unique,
    /// Two or more.
    Several,
}

/// What the logical solver makes of a puzzle with one solution.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Logic {
    /// Whether Shudu's techniques fill every cell.
    pub solved: bool,
    /// The steps the techniques took.
    pub steps: usize,
    /// The grade: SE's rating for a classic 9x9, Shudu's valued path for the rest, the hardest
    /// step named in it. `None` where no grade is defined (a classic puzzle not 9x9).
    pub rating: Option<Rating>,
    /// The break-in and the candidates it was found in; `None` when singles and single rules
    /// alone solve it, or the techniques stop before one.
    pub break_in: Option<(Step, Candidates)>,
}

/// What could be taken away, each on its own, with the solution staying unique.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Removable {
    /// Givens, as row-major indices.
    pub givens: Vec<usize>,
    /// Rules switched on (X, anti-knight, ...).
    pub switches: Vec<Variant>,
    /// Killer cages, as indices into the rules' cages.
    pub cages: Vec<usize>,
    /// Clues (thermometers, dots, ...), as indices into the rules' clues.
    pub clues: Vec<usize>,
}

impl Removable {
    /// Whether nothing could go.
    pub fn is_empty(&self) -> bool {
        self.givens.is_empty()
            && self.switches.is_empty()
            && self.cages.is_empty()
            && self.clues.is_empty()
    }
}

/// An answer to a [`Question`].
#[derive(Debug, Clone, Serialize, Deserialize)]
pub enum Finding {
    /// For [`Question::Verdict`].
    Verdict(Solutions),
    /// For [`Question::Count`]: the solutions counted, at most [`COUNT_LIMIT`].
    Count(usize),
    /// For [`Question::Candidates`]: one digit set per cell, row-major (bit `d - 1` for `d`).
    Candidates(Vec<u32>),
    /// For [`Question::Logic`].
    Logic(Box<Logic>),
    /// For [`Question::Removable`].
    Removable(Removable),
}

/// How far a long question has got, readable from another thread: the parts done and the
/// parts in all (cells for the true candidates; givens, rules, cages and clues tried for what
/// could go). Both 0 until the question reports.
#[derive(Debug, Clone, Default)]
pub struct Progress(Arc<AtomicU64>);

impl Progress {
    /// The parts done and the parts in all.
    pub fn get(&self) -> (u32, u32) {
        let both = self.0.load(Ordering::Relaxed);
        ((both >> 32) as u32, both as u32)
    }

    fn set(&self, done: usize, all: usize) {
        let clip = |n: usize| u64::from(u32::try_from(n).unwrap_or(u32::MAX));
        self.0
            .store(clip(done) << 32 | clip(all), Ordering::Relaxed);
    }
}

/// Answers `question` about `grid` (every filled cell counts as a given).
pub fn answer(grid: &Grid, question: Question, cancel: &CancelToken) -> Result<Finding, Cancelled> {
    answer_with(grid, question, cancel, &Progress::default())
}

/// [`answer`], telling `progress` how far it has got.
pub fn answer_with(
    grid: &Grid,
    question: Question,
    cancel: &CancelToken,
    progress: &Progress,
) -> Result<Finding, Cancelled> {
    Ok(match question {
        Question::Verdict => Finding::Verdict(match solver::count_only(grid, 2, cancel)?.0 {
            0 => Solutions::None,
            1 => Solutions::Unique,
            _ => Solutions::Several,
        }),
        Question::Count => Finding::Count(solver::count_only(grid, COUNT_LIMIT, cancel)?.0),
        Question::Candidates => {
            let mut tell = |done, all| progress.set(done, all);
            Finding::Candidates(solver::true_candidates(grid, cancel, &mut tell)?)
        }
        Question::Logic => Finding::Logic(Box::new(logic(grid, cancel)?)),
        Question::Removable => Finding::Removable(removable(grid, cancel, progress)?),
    })
}

/// The logical path's verdict, the grade and the break-in of `grid` (one solution).
fn logic(grid: &Grid, cancel: &CancelToken) -> Result<Logic, Cancelled> {
    let start = Candidates::from_grid(grid);
    let mut before = Some(start.clone());
    let mut break_in = None;
    let path = techniques::solve_path_with(&start, cancel, |step, after| {
        // The grid each step was found in is the one the step before left.
        if let Some(found_in) = before.take() {
            if is_break_in(step) {
                break_in = Some((step.clone(), found_in));
            } else {
                before = Some(after.clone());
            }
        }
    })?;
    let options = RateOptions {
        assume_unique: true,
        ..RateOptions::default()
    };
    let rating = match rate::rate(grid, &options, cancel) {
        Ok(rating) => Some(rating),
        Err(rate::RateError::Cancelled) => return Err(Cancelled),
        Err(_) => None,
    };
    Ok(Logic {
        solved: path.end == PathEnd::Solved,
        steps: path.steps.len(),
        rating,
        break_in,
    })
}

/// Whether `step` needs more than singles and one rule read on its own.
fn is_break_in(step: &Step) -> bool {
    step.technique.finder_family() != Family::Singles && rate::grade::step_value(step) > DIRECT
}

/// What could go from `grid` (one solution), each on its own, with the solution unique.
fn removable(
    grid: &Grid,
    cancel: &CancelToken,
    progress: &Progress,
) -> Result<Removable, Cancelled> {
    let rules = grid.rules();
    let switches: Vec<Variant> = Variant::switches()
        .into_iter()
        .map(|(v, _)| v)
        .filter(|&v| rules.has(v))
        .collect();
    let filled = grid.values().iter().filter(|&&v| v != 0).count();
    let all = filled + switches.len() + rules.cages.len() + rules.clues.len();
    let tried = std::cell::Cell::new(0);
    let unique = |fewer: Result<Grid, crate::board::BoardError>| -> Result<bool, Cancelled> {
        tried.set(tried.get() + 1);
        progress.set(tried.get(), all);
        match fewer {
            Ok(fewer) => Ok(solver::count_only(&fewer, 2, cancel)?.0 == 1),
            Err(_) => Ok(false),
        }
    };
    let mut found = Removable::default();
    for (index, &value) in grid.values().iter().enumerate() {
        if value != 0 {
            let mut values = grid.values().to_vec();
            if let Some(v) = values.get_mut(index) {
                *v = 0;
            }
            if unique(grid.with_values(&values))? {
                found.givens.push(index);
            }
        }
    }
    let without = |change: &dyn Fn(&mut crate::board::Rules)| -> Result<bool, Cancelled> {
        let mut fewer = rules.clone();
        change(&mut fewer);
        unique(grid.clone().with_rules(fewer))
    };
    for variant in switches {
        if without(&|r| {
            r.switch(variant, false);
        })? {
            found.switches.push(variant);
        }
    }
    for index in 0..rules.cages.len() {
        if without(&|r| {
            r.cages.remove(index);
        })? {
            found.cages.push(index);
        }
    }
    for index in 0..rules.clues.len() {
        if without(&|r| {
            r.clues.remove(index);
        })? {
            found.clues.push(index);
        }
    }
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Clue, Shape};
    use crate::formats;

    /// HoDoKu's "Example 1" (singles solve it) and its solution.
    const EASY: &str =
        "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5";
    const SOLUTION: &str =
        "681953427793142568254867391547296813162385749938714652875421936316579284429638175";

    fn grid(line: &str) -> Grid {
        formats::read_text(line, "test")
            .unwrap_or_else(|e| panic!("{e}"))
            .grid
    }

    fn ask(grid: &Grid, question: Question) -> Finding {
        answer(grid, question, &CancelToken::new()).unwrap_or_else(|_| panic!("cancelled"))
    }

    #[test]
    fn the_verdict_and_the_count_stop_at_their_bounds() {
        let empty = Grid::empty(Shape::NINE);
        assert!(matches!(
            ask(&empty, Question::Verdict),
            Finding::Verdict(Solutions::Several)
        ));
        assert!(matches!(
            ask(&empty, Question::Count),
            Finding::Count(COUNT_LIMIT)
        ));
        let easy = grid(EASY);
        assert!(matches!(
            ask(&easy, Question::Verdict),
            Finding::Verdict(Solutions::Unique)
        ));
        // Two sixes in row 1: no solution, and no digit fits anywhere.
        let mut values = easy.values().to_vec();
        values[1] = 6;
        let clash = easy.with_values(&values).unwrap_or_else(|e| panic!("{e}"));
        assert!(matches!(
            ask(&clash, Question::Verdict),
            Finding::Verdict(Solutions::None)
        ));
        let Finding::Candidates(sets) = ask(&clash, Question::Candidates) else {
            panic!("candidates")
        };
        assert!(sets.iter().all(|&s| s == 0));
    }

    #[test]
    fn a_rule_or_a_clue_the_solution_does_not_need_could_go_and_a_needed_one_could_not() {
        let solution = grid(SOLUTION);
        // A thermometer the solution keeps (r1c3 = 1 below r1c4 = 9): the givens alone are
        // unique, so it could go.
        let mut rules = solution.rules().clone();
        rules.clues.push(Clue::Thermometer(vec![2, 3]));
        let easy = grid(EASY)
            .with_rules(rules)
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(matches!(
            ask(&easy, Question::Verdict),
            Finding::Verdict(Solutions::Unique)
        ));
        let Finding::Removable(removable) = ask(&easy, Question::Removable) else {
            panic!("removable")
        };
        assert_eq!(removable.clues, vec![0], "the givens alone are unique");
        assert!(removable.cages.is_empty() && removable.switches.is_empty());
        // Each given listed, taken out, leaves one solution.
        for &index in &removable.givens {
            let mut values = easy.values().to_vec();
            values[index] = 0;
            let fewer = easy.with_values(&values).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(
                solver::count_only(&fewer, 2, &CancelToken::new()).map(|c| c.0),
                Ok(1)
            );
        }
    }

    #[test]
    fn the_logic_of_a_singles_puzzle_has_no_break_in_and_its_grade() {
        let Finding::Logic(logic) = ask(&grid(EASY), Question::Logic) else {
            panic!("logic")
        };
        assert!(logic.solved && logic.steps > 0 && logic.break_in.is_none());
        let rating = logic.rating.unwrap_or_else(|| panic!("a grade"));
        assert_eq!(rating.er, 15);
    }
}
