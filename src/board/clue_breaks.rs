//! What a grid of values breaks among the clues: only what is certain on a partly filled grid
//! (two filled cells out of order on a thermometer, a full arrow with another sum, ...).

use super::relations::{dotted_pairs, in_ratio, lettered_pairs, region_runs, side_neighbours};
use super::{Break, Clue, Constraints};

/// A grid's values as the checks read them.
struct Values<'a>(&'a [u8]);

impl Values<'_> {
    fn get(&self, cell: u16) -> i32 {
        i32::from(self.0.get(usize::from(cell)).copied().unwrap_or(0))
    }

    fn filled(&self, cell: u16) -> bool {
        self.get(cell) != 0
    }

    fn all(&self, cells: &[u16]) -> bool {
        cells.iter().all(|&c| self.filled(c))
    }

    fn total(&self, cells: &[u16]) -> i32 {
        cells.iter().map(|&c| self.get(c)).sum()
    }

    /// Whether both cells are filled and their digits break `rule`.
    fn both(&self, [a, b]: [u16; 2], rule: impl Fn(i32, i32) -> bool) -> bool {
        self.filled(a) && self.filled(b) && !rule(self.get(a), self.get(b))
    }
}

/// Adds to `found` every clue that `values` (row-major, 0 for empty) breaks, and every pair of
/// neighbours the negative rules forbid.
pub(super) fn clue_breaks(constraints: &Constraints, values: &[u8], found: &mut Vec<Break>) {
    let shape = constraints.shape();
    let v = Values(values);
    for clue in constraints.clues() {
        let cells = clue.cells(shape);
        if broken(constraints, clue, &cells, &v) || line_broken(constraints, clue, &v) {
            found.push(Break::Clue {
                kind: Some(clue.kind()),
                cells: cells
                    .iter()
                    .map(|&c| shape.cell_at(usize::from(c)))
                    .collect(),
            });
        }
    }
    negative_breaks(constraints, &|c| v.get(c), found);
}

/// Whether the digits break a clue that is not a line (`cells`: the clue's cells).
fn broken(constraints: &Constraints, clue: &Clue, cells: &[u16], v: &Values) -> bool {
    let n = constraints.shape().size() as i32;
    match clue {
        Clue::Arrow { circle, shaft } => {
            let number = circle.iter().fold(0, |acc, &c| acc * 10 + v.get(c));
            v.all(cells) && number != v.total(shaft)
        }
        Clue::Difference { cells, value } => {
            v.both(*cells, |a, b| (a - b).abs() == i32::from(*value))
        }
        Clue::Ratio { cells, value } => v.both(*cells, |a, b| in_ratio(a, b, i32::from(*value))),
        Clue::Xv { cells, sum } => v.both(*cells, |a, b| a + b == i32::from(*sum)),
        Clue::LittleKiller { sum, .. } => {
            let (sum, got) = (i32::from(*sum), v.total(cells));
            got > sum || (v.all(cells) && got != sum)
        }
        Clue::Sandwich { sum, .. } => {
            let at = |d: i32| cells.iter().position(|&c| v.get(c) == d);
            match (at(1), at(n)) {
                (Some(i), Some(j)) => {
                    let inside = cells.get(i.min(j) + 1..i.max(j)).unwrap_or(&[]);
                    let got = v.total(inside);
                    got > i32::from(*sum) || (v.all(inside) && got != i32::from(*sum))
                }
                _ => false,
            }
        }
        Clue::Odd(c) => v.filled(*c) && v.get(*c) % 2 == 0,
        Clue::Even(c) => v.filled(*c) && v.get(*c) % 2 == 1,
        Clue::Minimum(c) | Clue::Maximum(c) => {
            let less = matches!(clue, Clue::Minimum(_));
            side_neighbours(constraints.shape(), *c)
                .any(|o| v.both([*c, o], |a, b| if less { a < b } else { a > b }))
        }
        Clue::Quadruple { cells, digits } => {
            let mut left: Vec<i32> = cells.iter().map(|&c| v.get(c)).collect();
            v.all(cells)
                && !digits
                    .iter()
                    .all(|&d| match left.iter().position(|&x| x == i32::from(d)) {
                        Some(k) => {
                            left.swap_remove(k);
                            true
                        }
                        None => false,
                    })
        }
        Clue::Clone { cells, copies } => cells
            .iter()
            .zip(copies)
            .any(|(&a, &b)| v.both([a, b], |x, y| x == y)),
        _ => false,
    }
}

/// Whether the digits break a line clue.
fn line_broken(constraints: &Constraints, clue: &Clue, v: &Values) -> bool {
    match clue {
        Clue::Thermometer(line) => line.iter().enumerate().any(|(i, &a)| {
            line.iter()
                .skip(i + 1)
                .any(|&b| v.both([a, b], |x, y| x < y))
        }),
        Clue::Renban(line) => {
            let got: Vec<i32> = line.iter().map(|&c| v.get(c)).filter(|&x| x != 0).collect();
            let (lo, hi) = (got.iter().min(), got.iter().max());
            lo.zip(hi)
                .is_some_and(|(lo, hi)| hi - lo >= line.len() as i32)
        }
        Clue::Whispers { cells, gap } => cells.windows(2).any(|p| {
            p.first()
                .zip(p.get(1))
                .is_some_and(|(&a, &b)| v.both([a, b], |x, y| (x - y).abs() >= i32::from(*gap)))
        }),
        Clue::Palindrome(line) => line
            .iter()
            .zip(line.iter().rev())
            .any(|(&a, &b)| v.both([a, b], |x, y| x == y)),
        Clue::Between(line) => match (line.first(), line.last()) {
            (Some(&a), Some(&b)) if v.filled(a) && v.filled(b) => {
                let (lo, hi) = (v.get(a).min(v.get(b)), v.get(a).max(v.get(b)));
                let inner = line.get(1..line.len() - 1).unwrap_or(&[]);
                inner
                    .iter()
                    .any(|&c| v.filled(c) && !(lo < v.get(c) && v.get(c) < hi))
            }
            _ => false,
        },
        Clue::RegionSum(line) => {
            let runs = region_runs(line, |c| constraints.region_of(usize::from(c)));
            let full: Vec<i32> = runs
                .iter()
                .filter(|r| v.all(r))
                .map(|r| v.total(r))
                .collect();
            full.windows(2).any(|p| p.first() != p.get(1))
        }
        _ => false,
    }
}

/// Neighbours that the negative rules forbid: adding up to 5 or 10 with no X or V between
/// them, one twice the other with no dot between them.
fn negative_breaks(constraints: &Constraints, value: &impl Fn(u16) -> i32, found: &mut Vec<Break>) {
    let [xv, ratio] = constraints.negatives();
    if !xv && !ratio {
        return;
    }
    let shape = constraints.shape();
    // The pairs with a letter, and with a dot of either colour, found once.
    let lettered = lettered_pairs(constraints.clues());
    let dotted = dotted_pairs(constraints.clues());
    for a in 0..shape.cell_count() as u16 {
        for b in side_neighbours(shape, a).filter(|&b| b > a) {
            let (x, y) = (value(a), value(b));
            if x == 0 || y == 0 {
                continue;
            }
            let xv_broken = xv && (x + y == 5 || x + y == 10) && !lettered.contains(&[a, b]);
            let ratio_broken = ratio && in_ratio(x, y, 2) && !dotted.contains(&[a, b]);
            if xv_broken || ratio_broken {
                let (a, b) = (shape.cell_at(usize::from(a)), shape.cell_at(usize::from(b)));
                found.push(Break::Clue {
                    kind: None,
                    cells: vec![a, b],
                });
            }
        }
    }
}
