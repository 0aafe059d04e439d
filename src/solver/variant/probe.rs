//! Probing for the hints: a candidate placed and every rule's propagator run to a fixpoint,
//! as the search does between guesses. [`refutations`] finds the candidates whose placing
//! fails (Rule Contradiction); [`deep_refutations`] those whose placing leaves a cell each of
//! whose candidates, placed as well, fails (Deep Rule Contradiction).

use super::propagate::{self, Model};
use super::work::Work;
use super::{clues, rules};
use crate::board::{Constraints, Grid};
use crate::solver::generic::PLACED;

/// The model of `constraints` and `cands` (a technique's candidates, placed cells marked
/// [`PLACED`]), with the digits of `givens` (cell, digit bit) placed, run forward to a
/// fixpoint; `None` when they already fail, or on a size mismatch.
fn settled<'c>(
    constraints: &'c Constraints,
    cands: &[u32],
    givens: &[(usize, u32)],
) -> Option<(Model<'c>, Work, Vec<u32>)> {
    if cands.len() != constraints.shape().cell_count() {
        return None;
    }
    let model = Model::new(constraints, rules(constraints), clues::build(constraints));
    let mut work = Work::new(&model.watch);
    let mut base = cands.to_vec();
    for &(cell, bit) in givens {
        work.set(&mut base, cell, bit);
    }
    for &(cell, allowed) in &model.initial {
        work.take(&mut base, usize::from(cell), !allowed & model.full)
            .ok()?;
    }
    work.queue_all(&model.watch);
    propagate::propagate(&model, &mut work, &mut base).ok()?;
    Some((model, work, base))
}

/// [`settled`] from `puzzle`'s givens (of `constraints`, the puzzle's).
fn given<'c>(constraints: &'c Constraints, puzzle: &Grid) -> Option<(Model<'c>, Work, Vec<u32>)> {
    let full = u32::MAX.checked_shr(32 - u32::try_from(puzzle.shape().size()).ok()?)?;
    let givens: Vec<(usize, u32)> = (puzzle.values().iter().enumerate())
        .filter(|&(_, &v)| v != 0)
        .map(|(cell, &v)| (cell, 1u32.checked_shl(u32::from(v) - 1).unwrap_or(0) & full))
        .collect();
    settled(constraints, &vec![full; puzzle.values().len()], &givens)
}

/// `base` with `bit` placed in `cell` and the rules run forward, in `probe`; false if they
/// leave some cell without a digit.
fn holds(
    model: &Model,
    work: &mut Work,
    base: &[u32],
    probe: &mut [u32],
    cell: usize,
    bit: u32,
) -> bool {
    probe.copy_from_slice(base);
    work.clear();
    work.set(probe, cell, bit);
    let ok = propagate::propagate(model, work, probe).is_ok();
    work.clear();
    ok
}

/// A candidate the rules refute by propagation alone (see [`refutations`]).
pub(crate) struct Refutation {
    /// The cell.
    pub cell: usize,
    /// The digit, as a bit.
    pub bit: u32,
    /// The cells the supposition had forced to one digit when the rules ran out of room
    /// (cell, digit bit), in cell order; `None` when the rules refute the candidate without
    /// supposing it.
    pub forced: Option<Vec<(usize, u32)>>,
}

/// The candidates (cell, digit bit) of `cands` (a technique's candidates, placed cells marked
/// [`PLACED`]) that the whole rule set refutes by propagation alone: with the digit placed,
/// every rule's propagator run to a fixpoint leaves some cell no digit. The shortest come
/// first (fewest digits forced before the rules failed; cell order among equals): every
/// candidate is tried unless `limit` are refuted with nothing forced. `None` when the
/// candidates already fail, or on a size mismatch; at most `limit` refutations.
pub(crate) fn refutations(
    constraints: &Constraints,
    cands: &[u32],
    limit: usize,
) -> Option<Vec<Refutation>> {
    let (model, mut work, base) = settled(constraints, cands, &[])?;
    let mut found = Vec::new();
    let mut probe = base.clone();
    let mut at_once = 0;
    'cells: for (cell, &bits) in cands.iter().enumerate() {
        if bits & PLACED != 0 || bits.count_ones() < 2 {
            continue;
        }
        let kept = base.get(cell).copied().unwrap_or(0);
        for bit in bit_list(bits) {
            // Run forward from the candidates, the rules already rule it out; otherwise
            // place it and run them again.
            let refuted =
                kept & bit == 0 || !holds(&model, &mut work, &base, &mut probe, cell, bit);
            if refuted {
                // What the supposition had forced when it failed: cells left one digit that
                // had more before it.
                let single = |b: u32| b & PLACED == 0 && b.count_ones() == 1;
                let forced = (kept & bit != 0).then(|| {
                    (probe.iter().zip(&base).enumerate())
                        .filter(|&(c, (&now, &was))| c != cell && single(now) && !single(was))
                        .map(|(c, (&now, _))| (c, now))
                        .collect()
                });
                let refutation = Refutation { cell, bit, forced };
                at_once += usize::from(refutation.length() == 0);
                found.push(refutation);
                if at_once >= limit {
                    break 'cells;
                }
            }
        }
    }
    found.sort_by_key(Refutation::length);
    found.truncate(limit);
    Some(found)
}

impl Refutation {
    /// How many digits the supposition forced before the rules failed (0 when it forced
    /// none, or was not needed).
    pub fn length(&self) -> usize {
        self.forced.as_ref().map_or(0, Vec::len)
    }
}

/// A candidate whose placing leaves a cell none of whose digits can follow (see
/// [`deep_refutations`]).
pub(crate) struct DeepRefutation {
    /// The cell.
    pub cell: usize,
    /// The digit, as a bit.
    pub bit: u32,
    /// The cell left without a way to be filled.
    pub witness: usize,
    /// The witness's candidates with the digit placed and the rules run forward: each,
    /// placed as well, makes the rules fail.
    pub options: u32,
}

/// At most this many suppositions (each a run of every rule to a fixpoint) in one look for
/// deep refutations: a whole 9x9 look takes up to about 35,000; bigger grids are looked at in
/// part.
const DEEP_BUDGET: u32 = 60_000;

/// The candidates of `cands` (as [`refutations`]) that the rules refute one level deeper:
/// with the digit placed and every rule run forward, some open cell's candidates each fail
/// when placed as well. Candidates [`refutations`] finds are left to it. At most `limit`,
/// within [`DEEP_BUDGET`] suppositions, and no more once `stop` says so; `None` as
/// [`refutations`].
pub(crate) fn deep_refutations(
    constraints: &Constraints,
    cands: &[u32],
    limit: usize,
    stop: &dyn Fn() -> bool,
) -> Option<Vec<DeepRefutation>> {
    let (model, mut work, base) = settled(constraints, cands, &[])?;
    let mut found = Vec::new();
    let mut probe = base.clone();
    let mut inner = base.clone();
    let mut budget = DEEP_BUDGET;
    for (cell, &bits) in base.iter().enumerate() {
        if bits & PLACED != 0 || bits.count_ones() < 2 {
            continue;
        }
        for bit in bit_list(bits) {
            if budget == 0 || stop() {
                return Some(found);
            }
            if !holds(&model, &mut work, &base, &mut probe, cell, bit) {
                continue;
            }
            let mut supposed = |other: usize, b: u32| {
                budget = budget.saturating_sub(1);
                holds(&model, &mut work, &probe, &mut inner, other, b)
            };
            let dead = (0..probe.len()).find(|&other| {
                let options = probe.get(other).copied().unwrap_or(PLACED);
                options & PLACED == 0 && bit_list(options).all(|b| !supposed(other, b))
            });
            if let Some(witness) = dead {
                let options = probe.get(witness).copied().unwrap_or(0);
                found.push(DeepRefutation {
                    cell,
                    bit,
                    witness,
                    options,
                });
                if found.len() >= limit {
                    return Some(found);
                }
            }
        }
    }
    Some(found)
}

/// Whether Rule Contradiction alone, looked for again and again, leaves `puzzle` (a grid with
/// clue rules, one solution) unfinished: every candidate whose placing makes the rules fail
/// is removed and the rules run forward, until no candidate fails. Removing candidates only
/// makes more fail, so that end is the same whatever the order, and contains every state a
/// human solver reaches with the same rules: when it is finished, the puzzle never needs
/// Deep Rule Contradiction. `None` when the givens already fail, or `stop` says so.
pub(crate) fn probing_stalls(puzzle: &Grid, stop: &dyn Fn() -> bool) -> Option<bool> {
    let constraints = puzzle.constraints();
    let (model, mut work, mut base) = given(&constraints, puzzle)?;
    let mut probe = base.clone();
    let mut changed = true;
    while changed {
        changed = false;
        for cell in 0..base.len() {
            for bit in bit_list(base.get(cell).copied().unwrap_or(PLACED)) {
                let now = base.get(cell).copied().unwrap_or(PLACED);
                if now & PLACED != 0 || now.count_ones() < 2 {
                    break;
                }
                if now & bit == 0 {
                    continue;
                }
                if stop() {
                    return None;
                }
                if !holds(&model, &mut work, &base, &mut probe, cell, bit) {
                    work.take(&mut base, cell, bit).ok()?;
                    propagate::propagate(&model, &mut work, &mut base).ok()?;
                    changed = true;
                }
            }
        }
    }
    Some(base.iter().any(|&b| b & PLACED == 0 && b.count_ones() > 1))
}

/// How many candidates of `puzzle` (a grid with clue rules) the rules refute at the first
/// look of Rule Contradiction, with its givens placed and the rules run forward: the fewer,
/// the nearer the puzzle is to needing more than Rule Contradiction. `usize::MAX` when the
/// rules alone finish it; `None` when the givens fail.
pub(crate) fn failed_literals(puzzle: &Grid) -> Option<usize> {
    let constraints = puzzle.constraints();
    let (model, mut work, base) = given(&constraints, puzzle)?;
    if base.iter().all(|&b| b & PLACED != 0 || b.count_ones() == 1) {
        return Some(usize::MAX);
    }
    let mut probe = base.clone();
    let mut count = 0;
    for (cell, &bits) in base.iter().enumerate() {
        if bits & PLACED != 0 || bits.count_ones() < 2 {
            continue;
        }
        for bit in bit_list(bits) {
            if !holds(&model, &mut work, &base, &mut probe, cell, bit) {
                count += 1;
            }
        }
    }
    Some(count)
}

/// The bits of `set`, lowest first.
fn bit_list(set: u32) -> impl Iterator<Item = u32> {
    let mut rest = set;
    std::iter::from_fn(move || {
        let bit = rest & rest.wrapping_neg();
        rest &= !bit;
        (bit != 0).then_some(bit)
    })
}

#[cfg(test)]
mod tests {
    use crate::board::{Clue, Constraints, Rules, Shape};

    #[test]
    fn a_deep_look_stops_when_told() {
        let rules = Rules {
            clues: vec![Clue::Thermometer(vec![0, 1, 2, 3])],
            ..Rules::CLASSIC
        };
        let constraints = Constraints::new(Shape::NINE, &rules);
        let cands = vec![0x1FFu32; 81];
        let stopped = super::deep_refutations(&constraints, &cands, 8, &|| true);
        assert!(stopped.is_some_and(|found| found.is_empty()));
        // Too short a list is no grid.
        assert!(super::deep_refutations(&constraints, &cands[..80], 8, &|| false).is_none());
    }
}
