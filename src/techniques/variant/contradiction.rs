//! Rule Contradiction: the last resort of puzzles with Cracking the Cryptic clues (and the
//! rules that come with them: disjoint groups, the negative rules). The other techniques read
//! one clue at a time; here a candidate is placed and every rule's propagator (each clue,
//! house and cage, and the singles they leave) runs to a fixpoint, as the exact solver's do
//! between guesses. If that leaves some cell without a digit, the candidate goes. Graded 6.0,
//! and tried before the finned fish, colours, chains and forcing, which read houses alone and
//! are slow and mostly fruitless here; classic and other variant puzzles never use it.

use super::clues::solver_candidates;
use crate::board::{Constraints, Digit};
use crate::techniques::step::effects_sentence;
use crate::techniques::{Search, Step, Technique, cell_name};

/// At most this many candidates are tried to the end in one look.
const MOST: usize = 8;

/// Finds the steps of [`Technique::RuleContradiction`].
pub(super) fn find(search: &mut Search, constraints: &Constraints) {
    let grid = search.grid;
    let rules = grid.rules();
    if !(rules.has_clues() || rules.disjoint_groups || rules.negative_xv || rules.negative_ratio) {
        return;
    }
    let n = grid.size();
    let cands = solver_candidates(grid);
    let Some(found) = crate::solver::refutations(constraints, &cands, MOST) else {
        return;
    };
    for (cell, bit) in found {
        let digit = Digit::from_index(bit.trailing_zeros() as usize);
        let mut step = Step::new(Technique::RuleContradiction);
        step.eliminations = vec![(cell, digit)];
        step.groups = vec![vec![cell]];
        step.explanation = crate::t!(
            "explain-rule-contradiction",
            cell = cell_name(cell, n),
            digit = digit.to_string(),
            effects = effects_sentence(&step, n)
        );
        if search.push(step) {
            return;
        }
    }
}
