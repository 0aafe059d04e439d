//! Grading a puzzle against a level: Sudoku Explainer's rating for 9x9, and for other shapes
//! the hardest technique the human solver needs, valued on SE's scale.
//!
//! SE is defined for 9x9 only. For other shapes the puzzle is solved step by step with Shudu's
//! techniques (`crate::techniques`), trying them in order of their SE value (easiest first,
//! HoDoKu's order among equals); the grade is the highest value used. The values are SE's for
//! the same pattern (`shared/techniques/SE-RATING.md` §7), without SE's chain-length bonus:
//!
//! | technique | tenths |
//! |---|---|
//! | Full House | 10 |
//! | Hidden Single | 15 (SE: 1.2 in a box, 1.5 in a line) |
//! | Naked Single | 23 |
//! | Locked Candidates pointing / claiming | 26 / 28 |
//! | Naked (or Locked) Pair / Triple, Naked Quad | 30 / 36 / 50 |
//! | Hidden Pair / Triple / Quad | 34 / 40 / 54 |
//! | X-Wing / Swordfish / Jellyfish (basic) | 32 / 38 / 52 |
//! | Skyscraper; 2-String Kite, Turbot Fish; Empty Rectangle | 40; 41; 43 (Sukaku's strong links) |
//! | XY-Wing / XYZ-Wing | 42 / 44 |
//! | Uniqueness Tests 1-4 | 45 (SE's unique loops) |
//! | BUG+1 | 56 |
//! | basic fish of 5 to 7 rows, finned and Sashimi fish, X-Chain, colouring | 66 (forcing X-chain) |
//! | XY-Chain, W-Wing, Remote Pair, nice loops, AIC, Uniqueness 5-6, Hidden and Avoidable Rectangles | 70 (forcing chain) |
//! | Franken and Mutant fish, grouped loops and AICs | 75 (Nishio) |
//! | ALS-XZ, ALS-XY-Wing, ALS-Chain, Death Blossom, Sue de Coq, Forcing Chains | 80 (cell and region chains) |
//! | Forcing Nets | 85 (dynamic chains) |
//! | Templates | 90 (no SE equivalent: SE never guesses) |
//!
//! Variant puzzles (any shape) are graded the same way. SE defines none of the variant rules'
//! techniques, so their values are Shudu's own, placed by what a player has to see:
//!
//! | technique | tenths |
//! |---|---|
//! | Anti-Knight, Anti-King, Non-Consecutive: a placed digit's eliminations | 10 (as Full House) |
//! | the same rules over a house's places or a cell's candidates | 17 (as SE's direct pointing) |
//! | Cage Combination: the sets that make a cage's sum, narrowing its cells | 12 |
//! | Cage Combination: a digit every set needs, out of the cells that see its places | 17 |
//! | 45 Rule over one house | 22 |
//! | Cage/House Overlap | 26 (as SE's pointing) |
//! | 45 Rule over several houses | 28 |
//! | Cage Splitting | 32 |
//! | Rule Contradiction: a candidate placed, every rule run forward, refuted at once | 60 |
//! | Rule Contradiction after the supposition forced digits (a dynamic chain) | 85 |
//! | Deep Rule Contradiction: one supposition inside another (nested chains) | 95 |
//!
//! The clues' own techniques are valued in `clue_value`. Rule Contradiction is valued by what
//! the player has to follow (`step_value`): a supposition the rules refute before any digit
//! is forced is one look at the clues and houses around the cell; one that forces digits on
//! the way is SE's Dynamic Forcing Chain (Contradiction), 8.5; a supposition inside another
//! is SE's nested chaining, which starts at 9.5 (`shared/techniques/SE-RATING.md` §7). Each
//! look takes the shortest refutation there is. It is tried at 6.0, before the master band's
//! chains, which read houses alone and are slow and mostly fruitless on clue puzzles: a step
//! one of them could make for less than 8.5 is graded 8.5, within the same band.
//!
//! A puzzle no technique finishes grades 200, as SE rates one its techniques cannot solve.

use super::{Level, RateError, RateOptions, Rating};
use crate::board::Grid;
use crate::solver::{CancelToken, Cancelled};
use crate::techniques::{self, Candidates, FishKind, Technique};

/// The SE rating of a 9x9 `puzzle` with exactly one solution, if it lies in `level`'s band.
/// Rating stops as soon as a step is too hard for the level.
pub fn rate_nine(
    puzzle: &Grid,
    level: Level,
    cancel: &CancelToken,
) -> Result<Option<Rating>, Cancelled> {
    let (low, high) = level.band();
    let options = RateOptions {
        stop_above: (high != u16::MAX).then_some(high),
        assume_unique: true,
        ..RateOptions::default()
    };
    match super::rate(puzzle, &options, cancel) {
        Ok(r) if !r.stopped && (low..=high).contains(&r.er) => Ok(Some(r)),
        Err(RateError::Cancelled) => Err(Cancelled),
        _ => Ok(None),
    }
}

/// Whether `puzzle` (of any shape but 9x9) has one solution and is no harder than `level`:
/// the human solver finishes it with techniques valued at most the top of the band. Below
/// expert no technique relies on uniqueness, so finishing proves it; from expert on the
/// caller's `is_unique` (a generator's bounded search) must prove it first, and extreme has
/// no top.
pub fn within(
    puzzle: &Grid,
    level: Level,
    is_unique: impl FnOnce(&Grid) -> Result<bool, Cancelled>,
    cancel: &CancelToken,
) -> Result<bool, Cancelled> {
    let (_, high) = level.band();
    if high >= UNIQUENESS && !is_unique(puzzle)? {
        return Ok(false);
    }
    if high == u16::MAX {
        return Ok(true);
    }
    Ok(human_grade(puzzle, Some(high), cancel)?.is_some())
}

/// Whether the human solver's grade of `puzzle` (any shape but 9x9, one solution) lies in
/// `level`'s band.
pub fn reaches(puzzle: &Grid, level: Level, cancel: &CancelToken) -> Result<bool, Cancelled> {
    Ok(graded_in(puzzle, level, cancel)?.is_some())
}

/// The human solver's grade of `puzzle` (one solution; any shape, any rules) if it lies in
/// `level`'s band. Grading stops as soon as a step is too hard for the level.
pub fn graded_in(
    puzzle: &Grid,
    level: Level,
    cancel: &CancelToken,
) -> Result<Option<Rating>, Cancelled> {
    let (low, high) = level.band();
    Ok(at_most(puzzle, high, cancel)?.filter(|g| (low..=high).contains(&g.er)))
}

/// The human solver's grade of `puzzle` (one solution) if techniques valued at most `top`
/// finish it (any grade when `top` is `u16::MAX`).
pub fn at_most(puzzle: &Grid, top: u16, cancel: &CancelToken) -> Result<Option<Rating>, Cancelled> {
    human_grade(puzzle, (top != u16::MAX).then_some(top), cancel)
}

/// The lowest value of a technique that assumes the puzzle has one solution (Uniqueness Test 1).
const UNIQUENESS: u16 = 45;

/// The human solver's path through `puzzle`, valued: the highest value of the techniques it
/// uses (easiest value first), as SE's three numbers; `None` as soon as it would need a
/// technique valued above `limit`.
fn human_grade(
    puzzle: &Grid,
    limit: Option<u16>,
    cancel: &CancelToken,
) -> Result<Option<Rating>, Cancelled> {
    // On the puzzles Rule Contradiction reads, it and its deeper form stand in for the costly
    // techniques HoDoKu's default solver leaves out (big Franken and Mutant fish, Death
    // Blossom, templates: seconds a look on 9x9 with little found).
    let supposing = puzzle.rules().has_clues();
    let mut order: Vec<Technique> = Technique::hint_order()
        .into_iter()
        .filter(|&t| techniques::implemented(t) && limit.is_none_or(|max| value(t) <= max))
        .filter(|&t| !supposing || t.in_default_solver())
        .collect();
    // A stable sort: HoDoKu's order among techniques of the same value.
    order.sort_by_key(|&t| value(t));
    let mut grid = Candidates::from_grid(puzzle);
    let mut graded = Rating {
        er: 0,
        ep: 0,
        ed: 0,
        hardest: String::new(),
        stopped: false,
    };
    let mut placed = false;
    let mut first = true;
    while !grid.is_solved() {
        let mut found = None;
        for &technique in &order {
            if let Some(step) = techniques::first_step(&grid, technique, cancel)? {
                found = Some(step);
                break;
            }
        }
        let Some(step) = found else {
            // Stuck: either a technique above the limit is needed, or none helps.
            if limit.is_some() {
                return Ok(None);
            }
            graded.er = 200;
            graded.ep = if placed { graded.ep } else { 200 };
            graded.ed = if first { 200 } else { graded.ed };
            graded.hardest = "Beyond solver".into();
            return Ok(Some(graded));
        };
        let worth = step_value(&step);
        if limit.is_some_and(|max| worth > max) {
            return Ok(None);
        }
        if first {
            graded.ed = worth;
            first = false;
        }
        if !placed {
            graded.ep = graded.ep.max(worth);
            placed = !step.placements.is_empty();
        }
        if worth > graded.er || graded.hardest.is_empty() {
            graded.er = worth.max(graded.er);
            graded.hardest = step.technique.english_name();
        }
        step.apply(&mut grid);
    }
    Ok(Some(graded))
}

/// The grade of a variant puzzle with one solution (any shape), as SE's three numbers: the
/// highest value of the techniques the human solver needs (200 when they cannot finish it),
/// the highest up to the first digit placed, and the first step's.
pub fn grade_variant(puzzle: &Grid, cancel: &CancelToken) -> Result<Rating, Cancelled> {
    let none = Rating {
        er: 200,
        ep: 200,
        ed: 200,
        hardest: "Beyond solver".into(),
        stopped: false,
    };
    Ok(human_grade(puzzle, None, cancel)?.unwrap_or(none))
}

/// A step's value (tenths): its technique's, but a variant rule's step that reasons over
/// candidates rather than from one placed digit (it has pattern marks) counts as its harder
/// form.
pub fn step_value(step: &techniques::Step) -> u16 {
    use Technique::*;
    match step.technique {
        AntiKnight | AntiKing | NonConsecutive | CageCombination if !step.marks.is_empty() => {
            if step.technique == CageCombination
                && step
                    .eliminations
                    .iter()
                    .all(|&(c, _)| step.groups.first().is_some_and(|g| g.contains(&c)))
            {
                value(CageCombination)
            } else {
                17
            }
        }
        Rule45 if step.houses.len() > 1 => 28,
        // A supposition that forced digits before the rules failed: a dynamic chain.
        RuleContradiction if step.groups.len() > 1 => 85,
        other => value(other),
    }
}

/// A technique's value on SE's scale, in tenths (see the module's table).
fn value(technique: Technique) -> u16 {
    use Technique::*;
    match technique {
        FullHouse => 10,
        HiddenSingle => 15,
        NakedSingle => 23,
        LockedCandidatesPointing => 26,
        LockedCandidatesClaiming => 28,
        NakedPair | LockedPair => 30,
        NakedTriple | LockedTriple => 36,
        NakedQuadruple => 50,
        HiddenPair => 34,
        HiddenTriple => 40,
        HiddenQuadruple => 54,
        Fish(fish) => match (fish.kind, fish.size) {
            (FishKind::Basic, 2) => 32,
            (FishKind::Basic, 3) => 38,
            (FishKind::Basic, 4) => 52,
            (FishKind::Basic | FishKind::Finned | FishKind::Sashimi, _) => 66,
            _ => 75,
        },
        Skyscraper => 40,
        TwoStringKite | DualTwoStringKite | TurbotFish => 41,
        EmptyRectangle | DualEmptyRectangle => 43,
        XyWing => 42,
        XyzWing => 44,
        Uniqueness(n) if n <= 4 => 45,
        BugPlusOne => 56,
        SimpleColorsTrap | SimpleColorsWrap | MultiColors1 | MultiColors2 | XChain => 66,
        Uniqueness(_)
        | HiddenRectangle
        | AvoidableRectangle(_)
        | RemotePair
        | WWing
        | XyChain
        | ContinuousNiceLoop
        | DiscontinuousNiceLoop
        | Aic => 70,
        GroupedContinuousNiceLoop | GroupedDiscontinuousNiceLoop | GroupedAic => 75,
        AlsXz
        | AlsXyWing
        | AlsXyChain
        | DeathBlossom
        | SueDeCoq
        | ForcingChainContradiction
        | ForcingChainVerity => 80,
        ForcingNetContradiction | ForcingNetVerity => 85,
        TemplateSet | TemplateDelete => 90,
        AntiKnight | AntiKing | NonConsecutive => 10,
        NegativeXv | NegativeRatio => 13,
        RuleContradiction => 60,
        DeepRuleContradiction => 95,
        CageCombination => 12,
        Rule45 => 22,
        CageOverlap => 26,
        CageSplitting => 32,
        Clue(kind) => clue_value(kind),
    }
}

/// A clue technique's value, in tenths: Shudu's own, from what one clue alone asks of a
/// solver (a parity or an order read off, a pair of digits, a run of digits, a sum over
/// several cells).
fn clue_value(kind: crate::board::ClueKind) -> u16 {
    use crate::board::ClueKind::*;
    match kind {
        Odd | Even => 10,
        Minimum | Maximum => 11,
        Thermometer | Palindrome | Clone => 12,
        Difference | Ratio | Xv => 13,
        Whispers | Quadruple => 14,
        Renban | Between => 15,
        Arrow => 16,
        RegionSum | LittleKiller => 18,
        Sandwich => 20,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_technique_has_a_value_in_ses_range() {
        for technique in Technique::all() {
            assert!((10..=95).contains(&value(technique)), "{technique:?}");
        }
        assert_eq!(Level::of(value(Technique::HiddenSingle)), Level::Easy);
        assert_eq!(Level::of(value(Technique::NakedSingle)), Level::Medium);
        assert_eq!(Level::of(value(Technique::XyWing)), Level::Hard);
        let uniqueness = Technique::all().into_iter().filter(|&t| {
            matches!(
                t,
                Technique::Uniqueness(_)
                    | Technique::HiddenRectangle
                    | Technique::AvoidableRectangle(_)
                    | Technique::BugPlusOne
            )
        });
        assert!(uniqueness.map(value).all(|v| v >= UNIQUENESS));
    }
}
