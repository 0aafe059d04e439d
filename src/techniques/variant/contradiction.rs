//! Rule Contradiction: the last resort of puzzles with Cracking the Cryptic clues (and the
//! rules that come with them: disjoint groups, the negative rules). The other techniques read
//! one clue at a time; here a candidate is placed and every rule's propagator (each clue,
//! house and cage, and the singles they leave) runs to a fixpoint, as the exact solver's do
//! between guesses. If that leaves some cell without a digit, the candidate goes. The step
//! names the digits the supposition had forced when it failed, and outlines their cells; the
//! shortest refutations (fewest digits forced) come first. Graded 6.0 when it forced none,
//! 8.5 (a dynamic chain) when it did (`rate::grade`), and tried before the finned fish,
//! colours, chains and forcing, which read houses alone and are slow and mostly fruitless
//! here; classic and other variant puzzles never use it.

use super::clues::solver_candidates;
use crate::board::{Constraints, Digit};
use crate::solver::{DeepRefutation, Refutation};
use crate::t;
use crate::techniques::step::{and_list, effects_sentence, or_list};
use crate::techniques::{Search, Step, Technique, cell_name};

/// At most this many candidates are tried to the end in one look (one when the search wants
/// only the first step: the first of eight is the first found either way, as the shortest
/// refutation found first stays first).
const MOST: usize = 8;

/// How many refutations a look collects for `search`.
fn most(search: &Search) -> usize {
    if search.first_only { 1 } else { MOST }
}

/// At most this many forced digits are named in an explanation; the rest are counted.
const NAMED: usize = 6;

/// Finds the steps of [`Technique::RuleContradiction`].
pub(super) fn find(search: &mut Search, constraints: &Constraints) {
    let Some(cands) = clue_candidates(search) else {
        return;
    };
    let n = search.grid.size();
    let Some(found) = crate::solver::refutations(constraints, &cands, most(search)) else {
        return;
    };
    for refutation in found {
        let Refutation { cell, bit, forced } = refutation;
        let digit = digit_of(bit);
        let mut step = Step::new(Technique::RuleContradiction);
        step.eliminations = vec![(cell, digit)];
        step.groups = vec![vec![cell]];
        if let Some(forced) = forced.as_ref().filter(|f| !f.is_empty()) {
            step.groups.push(forced.iter().map(|&(c, _)| c).collect());
        }
        let effects = effects_sentence(&step, n);
        let (cell, digit) = (cell_name(cell, n), digit.to_string());
        step.explanation = match forced {
            None => t!(
                "explain-rule-contradiction-direct",
                cell = cell,
                digit = digit,
                effects = effects
            ),
            Some(forced) if forced.is_empty() => t!(
                "explain-rule-contradiction-at-once",
                cell = cell,
                digit = digit,
                effects = effects
            ),
            Some(forced) => t!(
                "explain-rule-contradiction",
                cell = cell,
                digit = digit,
                forced = forced_words(&forced, n),
                effects = effects
            ),
        };
        if search.push(step) {
            return;
        }
    }
}

/// Finds the steps of [`Technique::DeepRuleContradiction`]: a candidate whose placing, with
/// every rule followed, leaves a cell each of whose candidates, supposed as well, fails.
pub(super) fn deep(search: &mut Search, constraints: &Constraints) {
    let Some(cands) = clue_candidates(search) else {
        return;
    };
    let n = search.grid.size();
    let Some(found) = crate::solver::deep_refutations(constraints, &cands, most(search), &|| {
        search.cancel().is_cancelled()
    }) else {
        return;
    };
    for DeepRefutation {
        cell,
        bit,
        witness,
        options,
    } in found
    {
        let digit = digit_of(bit);
        let mut step = Step::new(Technique::DeepRuleContradiction);
        step.eliminations = vec![(cell, digit)];
        step.groups = vec![vec![cell], vec![witness]];
        let options = super::cages::digits(options).map(|d| d.to_string());
        step.explanation = t!(
            "explain-deep-rule-contradiction",
            cell = cell_name(cell, n),
            digit = digit.to_string(),
            witness = cell_name(witness, n),
            options = or_list(options.collect()),
            effects = effects_sentence(&step, n)
        );
        if search.push(step) {
            return;
        }
    }
}

/// The search's candidates as the solver reads them, when its rules have what the rule
/// contradictions are for: a clue, disjoint groups or a negative rule.
fn clue_candidates(search: &Search) -> Option<Vec<u32>> {
    search
        .grid
        .rules()
        .has_clues()
        .then(|| solver_candidates(search.grid))
}

/// The digit of a candidate bit.
fn digit_of(bit: u32) -> Digit {
    Digit::from_index(bit.trailing_zeros() as usize)
}

/// "r1c3 = 7, r2c5 = 3 and 2 more would follow".
fn forced_words(forced: &[(usize, u32)], n: usize) -> String {
    let named: Vec<String> = (forced.iter().take(NAMED))
        .map(|&(c, bit)| {
            t!(
                "rule-contradiction-cell",
                cell = cell_name(c, n),
                digit = digit_of(bit).to_string()
            )
        })
        .collect();
    let more = forced.len().saturating_sub(NAMED);
    if more == 0 {
        t!("rule-contradiction-forced", list = and_list(named))
    } else {
        t!(
            "rule-contradiction-more",
            list = crate::techniques::step::join(named),
            more = &more
        )
    }
}
