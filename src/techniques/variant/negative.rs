//! Negative X/V and negative black dots: every X and V (every black dot) is given, so two
//! side-by-side cells without one cannot add up to 5 or 10 (cannot be one twice the other).
//! The steps, as the non-consecutive rule's:
//! - a placed digit's unmarked neighbours lose the digits it would make 5 or 10 with (half
//!   and double it);
//! - a digit comes out of a cell when every candidate of an unmarked neighbour would make that
//!   relation with it (or is that digit: side-by-side cells are in one row or column).

use super::cages::digits;
use super::fit::bits_text;
use crate::board::{Clue, Constraints, dotted_pairs, lettered_pairs, side_neighbours};
use crate::techniques::step::effects_sentence;
use crate::techniques::{Role, Search, Step, Technique, cell_name};

/// Which negative rule.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Negative {
    Xv,
    Ratio,
}

impl Negative {
    /// The digits (as bits, digit `v` at bit `v - 1`) an unmarked neighbour of `value` cannot
    /// hold, on a board of side `n`.
    fn partners(self, value: u32, n: u32) -> u32 {
        let bit = |v: u32| {
            if (1..=n).contains(&v) {
                1 << (v - 1)
            } else {
                0
            }
        };
        match self {
            Negative::Xv => bit(10u32.wrapping_sub(value)) | bit(5u32.wrapping_sub(value)),
            Negative::Ratio => {
                bit(value * 2)
                    | if value.is_multiple_of(2) {
                        bit(value / 2)
                    } else {
                        0
                    }
            }
        }
    }

    /// The pairs a mark exempts.
    fn marked(self, clues: &[Clue]) -> Vec<[u16; 2]> {
        match self {
            Negative::Xv => lettered_pairs(clues),
            Negative::Ratio => dotted_pairs(clues),
        }
    }

    fn rule(self) -> String {
        match self {
            Negative::Xv => crate::t!("rules-negative-xv"),
            Negative::Ratio => crate::t!("rules-negative-ratio"),
        }
    }
}

/// Finds the steps of [`Technique::NegativeXv`] or [`Technique::NegativeRatio`].
pub(super) fn find(search: &mut Search, constraints: &Constraints, technique: Technique) {
    let (rule, on) = match technique {
        Technique::NegativeXv => (Negative::Xv, constraints.negatives()[0]),
        Technique::NegativeRatio => (Negative::Ratio, constraints.negatives()[1]),
        _ => return,
    };
    if !on {
        return;
    }
    let grid = search.grid;
    let shape = grid.shape();
    let marked = rule.marked(constraints.clues());
    let unmarked = |cell: usize| -> Vec<usize> {
        let Ok(cell16) = u16::try_from(cell) else {
            return Vec::new();
        };
        side_neighbours(shape, cell16)
            .filter(|&nb| !marked.contains(&[cell16.min(nb), cell16.max(nb)]))
            .map(usize::from)
            .collect()
    };
    let n = grid.size();
    let size = u32::try_from(n).unwrap_or(0);
    // A placed digit's neighbours.
    for cell in 0..grid.cell_count() {
        let value = u32::from(grid.value(cell));
        if value == 0 {
            continue;
        }
        let gone = rule.partners(value, size);
        let mut step = Step::new(technique);
        for nb in unmarked(cell) {
            step.eliminations
                .extend(digits(grid.bits(nb) & gone).map(|digit| (nb, digit)));
        }
        if step.eliminations.is_empty() {
            continue;
        }
        step.groups = vec![vec![cell]];
        step.explanation = crate::t!(
            "explain-negative-placed",
            cell = cell_name(cell, n),
            value = value,
            digits = bits_text(gone),
            rule = rule.rule(),
            effects = effects_sentence(&step, n)
        );
        if search.push(step) {
            return;
        }
    }
    // A neighbour with nothing left to pair with a digit.
    for cell in grid.empty_cells() {
        let bits = grid.bits(cell);
        if bits == 0 {
            continue;
        }
        let mut step = Step::new(technique);
        let mut removed = 0u32;
        for nb in unmarked(cell) {
            for digit in digits(grid.bits(nb)) {
                let d = digit.index();
                let value = u32::try_from(d + 1).unwrap_or(0);
                let blocked = rule.partners(value, size) | (1 << d);
                if bits & !blocked == 0 {
                    step.eliminations.push((nb, digit));
                    removed |= 1 << d;
                }
            }
        }
        if step.eliminations.is_empty() {
            continue;
        }
        step.marks = super::cages::marks(cell, bits, Role::Pattern).collect();
        step.explanation = crate::t!(
            "explain-negative-squeezed",
            cell = cell_name(cell, n),
            holds = bits_text(bits),
            removed = bits_text(removed),
            rule = rule.rule(),
            effects = effects_sentence(&step, n)
        );
        if search.push(step) {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Negative;

    #[test]
    fn partners_are_the_sums_and_doubles() {
        let bits = |ds: &[u32]| ds.iter().map(|d| 1u32 << (d - 1)).sum::<u32>();
        assert_eq!(Negative::Xv.partners(3, 9), bits(&[7, 2]));
        assert_eq!(Negative::Xv.partners(5, 9), bits(&[5]));
        assert_eq!(Negative::Xv.partners(9, 9), bits(&[1]));
        assert_eq!(Negative::Ratio.partners(4, 9), bits(&[8, 2]));
        assert_eq!(Negative::Ratio.partners(5, 9), 0);
        assert_eq!(Negative::Ratio.partners(6, 9), bits(&[3]));
    }
}
