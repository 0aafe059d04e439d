//! The two-cell rules of the clues as tables: for each digit of one cell, the digits the
//! other may hold. Kropki dots, X and V, the negative rules, whispers, palindromes, clones,
//! minimums and maximums, thermometers (each step up) and the ends of between lines all
//! become such tables, and the rules on one pair of cells become one table.

use super::{Clue, Shape};
use std::collections::HashMap;

/// A rule between two cells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Relation {
    /// The two cells, the lower index first.
    pub cells: [u16; 2],
    /// For each digit of the first cell (bit 0 for digit 1): the digits the second may hold.
    pub allowed: Vec<u32>,
}

impl Relation {
    /// Whether the first cell may hold `a` while the second holds `b` (digits from 1).
    pub fn allows(&self, a: u8, b: u8) -> bool {
        let Some(mask) = usize::from(a)
            .checked_sub(1)
            .and_then(|i| self.allowed.get(i))
        else {
            return false;
        };
        b >= 1 && u32::from(b) <= 32 && mask & (1u32 << (b - 1)) != 0
    }

    /// The table seen from the second cell: for each of its digits, the first cell's digits.
    pub fn reversed(&self) -> Vec<u32> {
        let n = self.allowed.len();
        (0..n)
            .map(|b| {
                (0..n)
                    .filter(|&a| self.allowed.get(a).is_some_and(|m| m & (1 << b) != 0))
                    .fold(0, |acc, a| acc | 1 << a)
            })
            .collect()
    }
}

/// The table of a rule on digits `a` of the first cell and `b` of the second (from 1).
fn table(n: usize, rule: impl Fn(i32, i32) -> bool) -> Vec<u32> {
    (1..=n as i32)
        .map(|a| {
            (1..=n as i32)
                .filter(|&b| rule(a, b))
                .fold(0, |acc, b| acc | 1 << (b - 1))
        })
        .collect()
}

/// Whether `a` and `b` (from 1) are in the kropki ratio `r` (one is `r` times the other).
pub fn in_ratio(a: i32, b: i32, r: i32) -> bool {
    a == r * b || b == r * a
}

/// Every two-cell rule of `clues` and the negative XV and ratio rules (`negatives`) on
/// `shape`, the rules on one pair joined into one table. `sees` says whether two cells hold
/// different digits (for the ends of between lines: the more inner cells see one another, the
/// further apart the ends must be).
pub fn relations(
    shape: Shape,
    clues: &[Clue],
    [negative_xv, negative_ratio]: [bool; 2],
    sees: impl Fn(u16, u16) -> bool,
) -> Vec<Relation> {
    let n = shape.size();
    let mut found: Vec<Relation> = Vec::new();
    let mut at: HashMap<[u16; 2], usize> = HashMap::new();
    let mut add = |a: u16, b: u16, rule: &dyn Fn(i32, i32) -> bool| {
        if a == b {
            return;
        }
        let (cells, t) = if a < b {
            ([a, b], table(n, rule))
        } else {
            ([b, a], table(n, |x, y| rule(y, x)))
        };
        match at.get(&cells).and_then(|&k| found.get_mut(k)) {
            Some(old) => old.allowed.iter_mut().zip(&t).for_each(|(o, t)| *o &= t),
            None => {
                at.insert(cells, found.len());
                found.push(Relation { cells, allowed: t });
            }
        }
    };
    for clue in clues {
        match clue {
            Clue::Thermometer(cells) => {
                for pair in cells.windows(2) {
                    if let [a, b] = *pair {
                        add(a, b, &|x, y| x < y);
                    }
                }
            }
            Clue::Difference {
                cells: [a, b],
                value,
            } => {
                let v = i32::from(*value);
                add(*a, *b, &|x, y| (x - y).abs() == v);
            }
            Clue::Ratio {
                cells: [a, b],
                value,
            } => {
                let v = i32::from(*value);
                add(*a, *b, &|x, y| in_ratio(x, y, v));
            }
            Clue::Xv { cells: [a, b], sum } => {
                let s = i32::from(*sum);
                add(*a, *b, &|x, y| x + y == s);
            }
            Clue::Whispers { cells, gap } => {
                let g = i32::from(*gap);
                for pair in cells.windows(2) {
                    if let [a, b] = *pair {
                        add(a, b, &|x, y| (x - y).abs() >= g);
                    }
                }
            }
            Clue::Palindrome(cells) => {
                for (&a, &b) in cells.iter().zip(cells.iter().rev()).take(cells.len() / 2) {
                    add(a, b, &|x, y| x == y);
                }
            }
            Clue::Clone { cells, copies } => {
                for (&a, &b) in cells.iter().zip(copies) {
                    add(a, b, &|x, y| x == y);
                }
            }
            Clue::Minimum(cell) | Clue::Maximum(cell) => {
                let less = matches!(clue, Clue::Minimum(_));
                for other in side_neighbours(shape, *cell) {
                    add(*cell, other, &|x, y| if less { x < y } else { x > y });
                }
            }
            Clue::Between(cells) => {
                if let (Some(&a), Some(&b)) = (cells.first(), cells.last()) {
                    let inner = cells.get(1..cells.len() - 1).unwrap_or(&[]);
                    let gap = clique(inner, &sees) as i32;
                    add(a, b, &|x, y| (x - y).abs() > gap);
                }
            }
            _ => {}
        }
    }
    if negative_xv || negative_ratio {
        let (lettered, dotted) = (lettered_pairs(clues), dotted_pairs(clues));
        for a in 0..shape.cell_count() as u16 {
            for b in side_neighbours(shape, a).filter(|&b| b > a) {
                if negative_xv && !lettered.contains(&[a, b]) {
                    add(a, b, &|x, y| x + y != 5 && x + y != 10);
                }
                if negative_ratio && !dotted.contains(&[a, b]) {
                    add(a, b, &|x, y| !in_ratio(x, y, 2));
                }
            }
        }
    }
    found
}

/// The pairs of cells with a kropki dot of either colour between them (lower index first):
/// the non-consecutive and negative-ratio rules leave them alone.
pub fn dotted_pairs(clues: &[Clue]) -> Vec<[u16; 2]> {
    clues
        .iter()
        .filter_map(|c| match c {
            Clue::Difference { cells: [a, b], .. } | Clue::Ratio { cells: [a, b], .. } => {
                Some(sorted(*a, *b))
            }
            _ => None,
        })
        .collect()
}

/// The pairs of cells with an X or a V between them (lower index first): the negative XV rule
/// leaves them alone.
pub fn lettered_pairs(clues: &[Clue]) -> Vec<[u16; 2]> {
    clues
        .iter()
        .filter_map(|c| match c {
            Clue::Xv { cells: [a, b], .. } => Some(sorted(*a, *b)),
            _ => None,
        })
        .collect()
}

fn sorted(a: u16, b: u16) -> [u16; 2] {
    [a.min(b), a.max(b)]
}

/// The cells that share a side with `cell`.
pub fn side_neighbours(shape: Shape, cell: u16) -> impl Iterator<Item = u16> {
    let n = shape.size() as i32;
    let (row, col) = (i32::from(cell) / n, i32::from(cell) % n);
    [(-1, 0), (0, -1), (0, 1), (1, 0)]
        .into_iter()
        .map(move |(dr, dc)| (row + dr, col + dc))
        .filter(move |&(r, c)| (0..n).contains(&r) && (0..n).contains(&c))
        .map(move |(r, c)| (r * n + c) as u16)
}

/// The size of a large set of `cells` that all see one another (grown greedily from each
/// cell): a lower bound on how many different digits they hold.
pub fn clique(cells: &[u16], sees: &impl Fn(u16, u16) -> bool) -> usize {
    cells
        .iter()
        .map(|&seed| {
            let mut members = vec![seed];
            for &c in cells {
                if members.iter().all(|&m| m != c && sees(m, c)) {
                    members.push(c);
                }
            }
            members.len()
        })
        .max()
        .unwrap_or(0)
}

/// The runs of a line's consecutive cells inside one region (`region_of` each cell's box or
/// jigsaw region): a region-sum line's segments, one for each pass through a region.
pub fn region_runs(cells: &[u16], region_of: impl Fn(u16) -> Option<usize>) -> Vec<Vec<u16>> {
    let mut runs: Vec<Vec<u16>> = Vec::new();
    let mut last = None;
    for &c in cells {
        let region = region_of(c);
        match runs.last_mut() {
            Some(run) if region == last => run.push(c),
            _ => runs.push(vec![c]),
        }
        last = region;
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Rules;

    #[test]
    fn rules_on_one_pair_make_one_table() {
        let nine = Shape::NINE;
        let rules = Rules {
            clues: vec![
                Clue::Xv {
                    cells: [1, 0],
                    sum: 10,
                },
                Clue::Difference {
                    cells: [0, 1],
                    value: 2,
                },
            ],
            negative_ratio: true,
            ..Rules::CLASSIC
        };
        let found = relations(nine, &rules.clues, [false, rules.negative_ratio], |_, _| {
            false
        });
        let pair = found.iter().find(|r| r.cells == [0, 1]);
        let allowed: Vec<(u8, u8)> = (1..=9)
            .flat_map(|a| (1..=9).map(move |b| (a, b)))
            .filter(|&(a, b)| pair.is_some_and(|r| r.allows(a, b)))
            .collect();
        assert_eq!(allowed, [(4, 6), (6, 4)]);
        // The negative ratio holds on every other pair of neighbours: 144 on 9x9.
        assert_eq!(found.len(), 144);
        let other = found.iter().find(|r| r.cells == [1, 2]);
        assert!(other.is_some_and(|r| !r.allows(3, 6) && r.allows(3, 5)));
        assert!(other.is_some_and(|r| r.reversed()[5] & 0b100 == 0));
    }

    #[test]
    fn region_sum_lines_split_at_each_pass() {
        let runs = region_runs(&[0, 1, 2, 3, 4, 12, 11], |c| Some(usize::from(c % 9 / 3)));
        assert_eq!(runs, vec![vec![0, 1, 2], vec![3, 4, 12], vec![11]]);
    }
}
