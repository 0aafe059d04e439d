//! Measuring difficulty on Sudoku Explainer's public scale (SE, Nicolas Juillerat; Sukaku
//! Explainer's additions), rebuilt from SE's definitions: the facts are collected in
//! `shared/techniques/SE-RATING.md`.
//!
//! SE solves in a loop: it tries its techniques in a fixed order, applies the first step the
//! first technique with any step finds (chaining techniques first sort their steps by rating
//! and chain length), and repeats until the grid is solved. The rating (ER) is the hardest step
//! applied, the pearl (EP) the hardest step up to the first that yields a digit, the diamond
//! (ED) the first step. Ratings are kept in tenths ([`Rating::er`] 72 means 7.2).
//!
//! [`rate`] is the entry point; [`RateOptions::stop_above`] lets a generator reject a puzzle
//! as soon as a step is harder than its level allows. [`Level`] names the bands of the scale,
//! and [`grade`] grades a puzzle against a level, for every size (SE's rating on 9x9, the
//! human solver of [`crate::techniques`] valued on SE's scale elsewhere).
//!
//! Files: `level.rs` (the levels), `rating.rs` (a rating, its errors, how SE prints it),
//! `grade.rs` (grading against a level), and SE's rater: `grid.rs` (SE's 9x9 grid and house
//! order), `basic.rs` (singles to XYZ-Wing), `extra.rs` (Sukaku Explainer's strong links and
//! wings, SE's aligned exclusion), `unique.rs` (unique loops, BUG), `chain.rs` (SE's chaining
//! engine: cycles, forcing chains, Nishio, cell and region chains, dynamic chains and
//! Dynamic (+), the first nesting level).
//!
//! Not done: SE's deeper nesting levels (9.5 and up: dynamic chains with forcing chains run
//! inside them); a puzzle that needs them rates 20.0 "Beyond solver", as in SE without them.

mod basic;
mod chain;
mod extra;
pub mod grade;
mod grid;
mod level;
mod rating;
mod unique;

use crate::board::Grid;
use crate::solver::{self, CancelToken};
use grid::Grid9;

pub use level::{Level, UnknownName};
pub use rating::{RateError, Rating, format_tenths, step_name};

/// One step found by a technique: its rating (tenths), name and effect.
#[derive(Debug, Clone)]
struct Hint {
    /// The rating in tenths.
    rating: u16,
    /// The technique's name.
    name: String,
    /// The digit the step places, as (cell, digit index): singles, and steps that leave
    /// one candidate in a cell (SE places it at once).
    place: Option<(usize, usize)>,
    /// Candidates removed, as (cell, digit index).
    elims: Vec<(usize, usize)>,
    /// For the rules nested chains use: the candidates (cells, digit mask) whose earlier
    /// removal the step relies on.
    scope: Vec<(u128, u16)>,
}

impl Hint {
    fn placement(rating: u16, name: &str, cell: usize, d: usize) -> Hint {
        Hint {
            rating,
            name: name.to_string(),
            place: Some((cell, d)),
            elims: Vec::new(),
            scope: Vec::new(),
        }
    }

    fn elimination(rating: u16, name: &str, elims: Vec<(usize, usize)>) -> Hint {
        Hint {
            rating,
            name: name.to_string(),
            place: None,
            elims,
            scope: Vec::new(),
        }
    }

    fn with_scope(mut self, scope: Vec<(u128, u16)>) -> Hint {
        self.scope = scope;
        self
    }

    fn with_place(mut self, place: Option<(usize, usize)>) -> Hint {
        self.place = place;
        self
    }

    /// Removes the candidates, then places the digit, as SE's IndirectHint.apply does.
    fn apply(&self, g: &mut Grid9) {
        for &(cell, d) in &self.elims {
            g.remove(cell, d);
        }
        if let Some((cell, d)) = self.place {
            g.place(cell, d);
        }
    }
}

/// Where a technique puts the steps it finds; returning `true` stops the search.
type Sink<'a> = &'a mut dyn FnMut(Hint) -> bool;

/// The techniques, in the order SE tries them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Technique {
    HiddenSingle,
    DirectLocking,
    DirectHidden(usize),
    NakedSingle,
    Locking,
    NakedSet(usize),
    Fish(usize),
    HiddenSet(usize),
    StrongLinks(usize),
    XyWing,
    XyzWing,
    UniqueLoops,
    Wing(usize),
    Bug,
    AlignedPair,
    AlignedTriplet,
    Chains(chain::Mode),
}

/// Sukaku Explainer's default technique order, as in the build that rated the Sudoku Exchange
/// bank: two- and three-link strong-link chains, WXYZ- and VWXYZ-Wings. (Later builds add
/// four-link chains and UVWXYZ-/TUVWXYZ-Wings; with them, dozens more puzzles of
/// `se_rated.txt` rate differently from the file.) SE 1.2.1's order is the same without
/// Sukaku's additions ([`Technique::is_sukaku_only`]).
const SUKAKU: &[Technique] = &[
    Technique::HiddenSingle,
    Technique::DirectLocking,
    Technique::DirectHidden(2),
    Technique::NakedSingle,
    Technique::DirectHidden(3),
    Technique::Locking,
    Technique::NakedSet(2),
    Technique::Fish(2),
    Technique::HiddenSet(2),
    Technique::NakedSet(3),
    Technique::Fish(3),
    Technique::HiddenSet(3),
    Technique::StrongLinks(2),
    Technique::XyWing,
    Technique::XyzWing,
    Technique::UniqueLoops,
    Technique::NakedSet(4),
    Technique::Fish(4),
    Technique::HiddenSet(4),
    Technique::StrongLinks(3),
    Technique::Wing(4),
    Technique::Bug,
    Technique::Wing(5),
    Technique::AlignedPair,
    Technique::Chains(chain::Mode::Static),
    Technique::AlignedTriplet,
    Technique::Chains(chain::Mode::Nishio),
    Technique::Chains(chain::Mode::Multiple),
    Technique::Chains(chain::Mode::Dynamic(0)),
    Technique::Chains(chain::Mode::Dynamic(1)),
];

impl TechniqueSet {
    /// The set's techniques, in the order SE tries them.
    fn techniques(self) -> Vec<Technique> {
        SUKAKU
            .iter()
            .copied()
            .filter(|t| self == TechniqueSet::Sukaku || !t.is_sukaku_only())
            .collect()
    }
}

impl Technique {
    /// Whether the technique is one of Sukaku Explainer's additions to SE 1.2.1.
    fn is_sukaku_only(self) -> bool {
        matches!(self, Technique::StrongLinks(_) | Technique::Wing(_))
    }

    /// The lowest rating (tenths) of the technique's steps.
    fn min_rating(self) -> u16 {
        match self {
            Technique::HiddenSingle => 10,
            Technique::DirectLocking => 17,
            Technique::DirectHidden(n) => [20, 25][usize::from(n > 2)],
            Technique::NakedSingle => 23,
            Technique::Locking => 26,
            Technique::NakedSet(n) => [30, 36, 50][n.clamp(2, 4) - 2],
            Technique::Fish(n) => [32, 38, 52][n.clamp(2, 4) - 2],
            Technique::HiddenSet(n) => [34, 40, 54][n.clamp(2, 4) - 2],
            Technique::StrongLinks(n) => [40, 54][usize::from(n > 2)],
            Technique::XyWing => 42,
            Technique::XyzWing => 44,
            Technique::UniqueLoops => 45,
            Technique::Wing(n) => [55, 62][usize::from(n > 4)],
            Technique::Bug => 56,
            Technique::AlignedPair => 62,
            Technique::AlignedTriplet => 75,
            Technique::Chains(mode) => mode.min_rating(),
        }
    }

    /// Runs the technique on `g`, handing each step to `sink` until it returns `true`; the
    /// chaining techniques use the rating's `scratch` space.
    fn run(
        self,
        g: &Grid9,
        sink: Sink,
        scratch: &mut chain::Scratch,
        cancel: &CancelToken,
    ) -> bool {
        match self {
            Technique::HiddenSingle => basic::hidden_single(g, sink),
            Technique::DirectLocking => basic::locking(g, true, sink),
            Technique::DirectHidden(n) => basic::hidden_set(g, n, true, sink),
            Technique::NakedSingle => basic::naked_single(g, sink),
            Technique::Locking => basic::locking(g, false, sink),
            Technique::NakedSet(n) => basic::naked_set(g, n, sink),
            Technique::Fish(n) => basic::fish(g, n, sink),
            Technique::HiddenSet(n) => basic::hidden_set(g, n, false, sink),
            Technique::StrongLinks(n) => extra::strong_links(g, n, sink),
            Technique::XyWing => basic::xy_wing(g, false, sink),
            Technique::XyzWing => basic::xy_wing(g, true, sink),
            Technique::UniqueLoops => unique::unique_loops(g, sink),
            Technique::Wing(n) => extra::wing(g, n, sink),
            Technique::Bug => unique::bug(g, sink),
            Technique::AlignedPair => extra::aligned_exclusion(g, 2, sink),
            Technique::AlignedTriplet => extra::aligned_exclusion(g, 3, sink),
            Technique::Chains(mode) => match chain::best(g, mode, scratch, cancel) {
                Some(hint) => sink(hint),
                None => false,
            },
        }
    }
}

/// Which of SE's technique sets rates.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TechniqueSet {
    /// Sukaku Explainer's default set (SE 1.2.1 plus strong links and wings): what rated the
    /// public Sudoku Exchange puzzle bank.
    #[default]
    Sukaku,
    /// SE 1.2.1's set, as forum lists are rated.
    Classic,
}

/// How to rate.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct RateOptions {
    /// The technique set.
    pub set: TechniqueSet,
    /// Stop as soon as a step is rated above this many tenths, or every technique left would
    /// be (a generator's "too hard"): the result then has [`Rating::stopped`] set and its ER
    /// is a lower bound of the full rating, above the limit.
    pub stop_above: Option<u16>,
    /// Skip the uniqueness check (the caller knows the puzzle has exactly one solution).
    pub assume_unique: bool,
}

/// Rates a 9x9 puzzle on SE's scale. A variant puzzle (of any size) is graded on the same
/// scale by Shudu's human solver, as [`grade::grade_variant`] says, since SE defines no
/// variant rule.
///
/// ```
/// use shudu::formats;
/// use shudu::solver::CancelToken;
/// use shudu::rate::{rate, RateOptions, Level};
/// let line = "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5";
/// let grid = formats::read_text(line, "doc").unwrap().grid;
/// let rating = rate(&grid, &RateOptions::default(), &CancelToken::new()).unwrap();
/// assert!(rating.er >= 10 && rating.level() >= Level::Easy);
/// ```
pub fn rate(grid: &Grid, options: &RateOptions, cancel: &CancelToken) -> Result<Rating, RateError> {
    let shape = grid.shape();
    if grid.is_classic() && (shape.size() != 9 || grid.values().len() != 81) {
        return Err(RateError::NotNine { size: shape.size() });
    }
    if !options.assume_unique {
        match solver::count_solutions(grid, 2, cancel)?.count {
            0 => return Err(RateError::Unsolvable),
            1 => {}
            _ => return Err(RateError::Multiple),
        }
    }
    if !grid.is_classic() {
        // SE defines no variant rule: Shudu's human solver grades them (see `grade`).
        return Ok(grade::grade_variant(grid, cancel)?);
    }
    let mut values = [0u8; 81];
    for (v, &g) in values.iter_mut().zip(grid.values()) {
        *v = if g <= 9 { g } else { 0 };
    }
    let list = options.set.techniques();
    rate_grid(
        Grid9::from_values(values),
        &list,
        options.stop_above,
        cancel,
    )
}

/// SE's loop on a grid of candidates.
fn rate_grid(
    mut g: Grid9,
    list: &[Technique],
    stop_above: Option<u16>,
    cancel: &CancelToken,
) -> Result<Rating, RateError> {
    let mut rating = Rating {
        er: 0,
        ep: 0,
        ed: 0,
        hardest: String::new(),
        stopped: false,
    };
    let mut pearl_done = false;
    let mut scratch = chain::Scratch::default();
    // The lowest rating any technique from each position of the list on can give.
    let mut floor = vec![u16::MAX; list.len()];
    let mut least = u16::MAX;
    for (slot, t) in floor.iter_mut().zip(list).rev() {
        least = least.min(t.min_rating());
        *slot = least;
    }
    while !g.is_solved() {
        if cancel.is_cancelled() {
            return Err(RateError::Cancelled);
        }
        let mut found = None;
        for (i, &t) in list.iter().enumerate() {
            // A generator's early exit: every technique left rates above the limit.
            if let (Some(max), Some(&least)) = (stop_above, floor.get(i))
                && least > max
            {
                rating.er = rating.er.max(least);
                rating.hardest = format!("above {}", format_tenths(max));
                rating.stopped = true;
                return Ok(rating);
            }
            let mut sink = |h: Hint| {
                found = Some(h);
                true
            };
            if t.run(&g, &mut sink, &mut scratch, cancel) {
                break;
            }
        }
        if cancel.is_cancelled() {
            return Err(RateError::Cancelled);
        }
        let Some(hint) = found else {
            rating.er = 200;
            rating.hardest = "Beyond solver".to_string();
            break;
        };
        let before = g.clone();
        hint.apply(&mut g);
        if g == before {
            // A step that changes nothing would repeat forever.
            rating.er = 200;
            rating.hardest = "Beyond solver".to_string();
            break;
        }
        if hint.rating > rating.er {
            rating.er = hint.rating;
            rating.hardest.clone_from(&hint.name);
        }
        if rating.ed == 0 {
            rating.ed = rating.er;
        }
        if !pearl_done && hint.place.is_some() {
            rating.ep = rating.er;
            pearl_done = true;
        }
        if stop_above.is_some_and(|max| rating.er > max) {
            rating.stopped = true;
            break;
        }
    }
    if !pearl_done {
        rating.ep = rating.er;
    }
    Ok(rating)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combinations_come_in_ses_order() {
        let mut seen = Vec::new();
        crate::board::combinations_by_mask(4, 2, |c| {
            seen.push(c.to_vec());
            false
        });
        let expected = [[0, 1], [0, 2], [1, 2], [0, 3], [1, 3], [2, 3]];
        assert_eq!(seen, expected.map(|c| c.to_vec()));
        let mut count = 0;
        assert!(crate::board::combinations_by_mask(9, 3, |_| {
            count += 1;
            count == 10
        }));
        assert!(!crate::board::combinations_by_mask(2, 3, |_| true));
    }

    #[test]
    fn classic_is_ses_order_without_sukakus_additions() {
        use Technique::*;
        let classic = TechniqueSet::Classic.techniques();
        assert_eq!(classic.len(), 26);
        assert_eq!(
            classic[11..19],
            [
                HiddenSet(3),
                XyWing,
                XyzWing,
                UniqueLoops,
                NakedSet(4),
                Fish(4),
                HiddenSet(4),
                Bug
            ]
        );
        assert_eq!(TechniqueSet::Sukaku.techniques(), SUKAKU);
    }

    #[test]
    fn steps_that_place_a_digit_remove_it_from_the_peers() {
        let mut g = Grid9::from_values([0; 81]);
        Hint::elimination(26, "Pointing", vec![(1, 0)])
            .with_place(Some((0, 4)))
            .apply(&mut g);
        assert_eq!(g.values[0], 5);
        assert!(!g.has(1, 0) && !g.has(1, 4) && g.has(80, 0));
        assert!(!g.has(72, 4) && g.has(80, 4));
    }
}
