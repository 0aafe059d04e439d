//! The Cracking the Cryptic clues' techniques: one a kind of clue (Thermometer, Arrow, ...),
//! each step what one clue removes by itself from the candidates, as the exact solver's
//! propagator for that clue finds it (`solver::clue_alone`), with the clue outlined and its
//! rule said in words.

use crate::board::{ClueKind, Digit};
use crate::solver::clue_alone;
use crate::solver::generic::PLACED;
use crate::techniques::step::effects_sentence;
use crate::techniques::{Candidates, Search, Step, Technique, cell_name};

/// The grid's candidates as the exact solver's propagators read them: an empty cell's bits, a
/// placed cell's digit marked [`PLACED`].
pub(super) fn solver_candidates(grid: &Candidates) -> Vec<u32> {
    (0..grid.cell_count())
        .map(|c| match grid.value(c) {
            0 => grid.bits(c),
            v => (1u32 << (v - 1)) | PLACED,
        })
        .collect()
}

/// Finds the steps of the technique of `kind`: for each clue of that kind in turn, the
/// candidates it alone rules out.
pub(super) fn find(search: &mut Search, kind: ClueKind) {
    let grid = search.grid;
    let shape = grid.shape();
    let n = grid.size();
    let cands = solver_candidates(grid);
    let rules = grid.rules();
    for (index, clue) in rules.clues.iter().enumerate() {
        if clue.kind() != kind {
            continue;
        }
        let Some(after) = clue_alone(shape, rules, index, &cands) else {
            continue;
        };
        let mut eliminations = Vec::new();
        for (cell, (&was, &now)) in cands.iter().zip(&after).enumerate() {
            let gone = was & !now & !PLACED;
            eliminations.extend(
                (0..n)
                    .filter(|d| gone & (1 << d) != 0)
                    .map(|d| (cell, Digit::from_index(d))),
            );
        }
        if eliminations.is_empty() {
            continue;
        }
        let cells: Vec<usize> = clue.cells(shape).iter().map(|&c| usize::from(c)).collect();
        let region_of = |c: u16| grid.constraints()?.region_of(usize::from(c));
        let why = match super::clue_facts::fact(clue, shape, &region_of, &cands, &after) {
            fact if fact.is_empty() => fact,
            fact => crate::t!("clue-fact-joined", fact = fact),
        };
        let mut step = Step::new(Technique::Clue(kind));
        step.eliminations = eliminations;
        step.explanation = crate::t!(
            "explain-clue",
            clue = kind.label(),
            cell = cells.first().map(|&c| cell_name(c, n)).unwrap_or_default(),
            rule = kind.rule_text(),
            why = why,
            effects = effects_sentence(&step, n)
        );
        step.groups = vec![cells];
        if search.push(step) {
            return;
        }
    }
}
