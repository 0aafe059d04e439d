//! Which digits can fill a group of cells so that they add up to a sum: every way the
//! candidates allow, with no digit twice in two cells that see each other.

use crate::techniques::{Candidates, digit_list};

/// The ways a group of cells can make its sum.
#[derive(Debug, Clone, Default)]
pub(super) struct Fit {
    /// For each cell of the group (in the group's order), the candidates some way uses.
    pub possible: Vec<u32>,
    /// The digit sets of the ways (each sorted, digits 1-based), each once, in increasing order.
    pub sets: Vec<Vec<u8>>,
}

/// The most cells visited while enumerating one group: beyond this the group is left alone.
const BUDGET: usize = 200_000;

/// The ways `cells` (empty cells of `grid`) can add up to `sum`, or `None` when there are too
/// many to look at. An empty [`Fit::sets`] means no way at all.
pub(super) fn fit(grid: &Candidates, cells: &[usize], sum: u32) -> Option<Fit> {
    let mut walk = Walk {
        grid,
        cells,
        chosen: Vec::with_capacity(cells.len()),
        possible: vec![0; cells.len()],
        sets: Vec::new(),
        visited: 0,
        // The least and most each remaining cell can add, for pruning.
        low: suffix(grid, cells, |bits| bits.trailing_zeros() + 1),
        high: suffix(grid, cells, |bits| 32 - bits.leading_zeros()),
    };
    if !walk.go(0, sum) {
        return None;
    }
    walk.sets.sort();
    walk.sets.dedup();
    Some(Fit {
        possible: walk.possible,
        sets: walk.sets,
    })
}

/// For each position, what the cells from there on add at least (or most), by `value` of
/// their candidate bits.
fn suffix(grid: &Candidates, cells: &[usize], value: impl Fn(u32) -> u32) -> Vec<u32> {
    let mut out = vec![0; cells.len() + 1];
    for i in (0..cells.len()).rev() {
        let bits = cells.get(i).map_or(0, |&c| grid.bits(c));
        let v = if bits == 0 { 0 } else { value(bits) };
        out[i] = out[i + 1] + v;
    }
    out
}

struct Walk<'a> {
    grid: &'a Candidates,
    cells: &'a [usize],
    chosen: Vec<u8>,
    possible: Vec<u32>,
    sets: Vec<Vec<u8>>,
    visited: usize,
    low: Vec<u32>,
    high: Vec<u32>,
}

impl Walk<'_> {
    /// Fills the cells from `at` on with digits adding up to `left`; false when the budget
    /// ran out.
    fn go(&mut self, at: usize, left: u32) -> bool {
        self.visited += 1;
        if self.visited > BUDGET {
            return false;
        }
        let Some(&cell) = self.cells.get(at) else {
            if left == 0 {
                for (slot, &d) in self.possible.iter_mut().zip(&self.chosen) {
                    *slot |= 1 << (d - 1);
                }
                let mut set = self.chosen.clone();
                set.sort_unstable();
                self.sets.push(set);
            }
            return true;
        };
        let rest_low = self.low.get(at + 1).copied().unwrap_or(0);
        let rest_high = self.high.get(at + 1).copied().unwrap_or(0);
        let mut bits = self.grid.bits(cell);
        while bits != 0 {
            let d = bits.trailing_zeros();
            bits &= bits - 1;
            let value = d + 1;
            if value + rest_low > left || value + rest_high < left {
                continue;
            }
            let clash = self.chosen.iter().enumerate().any(|(i, &other)| {
                u32::from(other) == value
                    && self
                        .cells
                        .get(i)
                        .is_some_and(|&earlier| self.grid.sees(earlier, cell))
            });
            if clash {
                continue;
            }
            self.chosen.push(value as u8);
            let done = self.go(at + 1, left - value);
            self.chosen.pop();
            if !done {
                return false;
            }
        }
        true
    }
}

/// The sets of a fit as the hint says them: `1+2+7, 1+3+6 or 2+3+5`, the first few of many.
pub(super) fn sets_text(sets: &[Vec<u8>]) -> String {
    const SHOWN: usize = 6;
    let each = |set: &Vec<u8>| set.iter().map(u8::to_string).collect::<Vec<_>>().join("+");
    let shown: Vec<String> = sets.iter().take(SHOWN).map(each).collect();
    if sets.len() > SHOWN {
        return crate::t!(
            "variant-sets-many",
            count = sets.len(),
            shown = crate::techniques::step::join(shown)
        );
    }
    crate::techniques::or_list(shown)
}

/// The digits of a bit set, as words: `3`, `3 and 7`.
pub(super) fn bits_text(bits: u32) -> String {
    digit_list(
        (0..32)
            .filter(|d| bits & (1 << d) != 0)
            .map(|d| crate::board::Digit::from_index(d as usize)),
    )
}
