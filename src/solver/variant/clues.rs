//! The clues of a puzzle made into propagators: two-cell rules as tables, arrows and little
//! killers as weighted sums, sandwiches, renban and between lines, region-sum lines and
//! quadruples; odd and even cells narrow the first level before the search.

use super::linear::Linear;
use super::propagate::{Built, Prop};
use super::sandwich::Sandwich;
use crate::board::{Clue, Constraints, region_runs};

/// The propagators of every clue of `constraints`.
pub(super) fn build(constraints: &Constraints) -> Built {
    let shape = constraints.shape();
    let full = (1u32 << shape.size()) - 1;
    let mut built = Built::default();
    for relation in constraints.relations() {
        built.props.push(Prop::Pair {
            cells: relation.cells,
            table: built.tables.len(),
        });
        built
            .tables
            .push((relation.allowed.clone(), relation.reversed()));
    }
    let sees = |a: u16, b: u16| constraints.sees(usize::from(a), usize::from(b));
    for clue in constraints.clues() {
        match clue {
            Clue::Arrow { circle, shaft } => {
                let places = circle.len() as u32;
                let mut terms: Vec<(u16, i32)> = shaft.iter().map(|&c| (c, 1)).collect();
                for (k, &c) in circle.iter().enumerate() {
                    terms.push((c, -(10i32.pow(places - 1 - k as u32))));
                }
                built.props.push(Prop::Linear(linear(&terms, 0, &sees)));
            }
            Clue::LittleKiller { sum, .. } => {
                let terms: Vec<(u16, i32)> =
                    clue.cells(shape).into_iter().map(|c| (c, 1)).collect();
                built
                    .props
                    .push(Prop::Linear(linear(&terms, i32::from(*sum), &sees)));
            }
            Clue::Sandwich { sum, .. } => {
                built
                    .props
                    .push(Prop::Sandwich(Sandwich::new(clue.cells(shape), *sum)));
            }
            Clue::Odd(cell) => built.initial.push((*cell, full & 0x5555_5555)),
            Clue::Even(cell) => built.initial.push((*cell, full & 0xAAAA_AAAA)),
            Clue::Renban(cells) => built.props.push(Prop::Renban(cells.clone())),
            Clue::Between(cells) => built.props.push(Prop::Between(cells.clone())),
            Clue::RegionSum(cells) => {
                let runs = region_runs(cells, |c| constraints.region_of(usize::from(c)));
                let mut ends = Vec::new();
                let mut flat = Vec::new();
                for run in runs {
                    flat.extend(run);
                    ends.push(flat.len());
                }
                built.props.push(Prop::RegionSum { cells: flat, ends });
            }
            Clue::Quadruple { cells, digits } => {
                let mut counts: Vec<(u32, u8)> = Vec::new();
                for &d in digits {
                    let bit = 1u32.checked_shl(u32::from(d) - 1).unwrap_or(0);
                    match counts.iter_mut().find(|(b, _)| *b == bit) {
                        Some((_, times)) => *times += 1,
                        None => counts.push((bit, 1)),
                    }
                }
                built.props.push(Prop::Quadruple {
                    cells: *cells,
                    counts,
                });
            }
            // Thermometers, dots, letters, whispers, palindromes, clones, minimums and
            // maximums are two-cell rules (above); thermometers and renban lines are also
            // groups with no repeated digit, in the constraints' peers.
            _ => {}
        }
    }
    built
}

/// A weighted sum over `terms` making `total`, its cells grouped: each cell joins the first
/// group of its weight whose cells it all sees.
fn linear(terms: &[(u16, i32)], total: i32, sees: &impl Fn(u16, u16) -> bool) -> Linear {
    let mut groups: Vec<(i32, Vec<u16>)> = Vec::new();
    let mut group = Vec::with_capacity(terms.len());
    for &(cell, weight) in terms {
        let found = groups
            .iter()
            .position(|(w, members)| *w == weight && members.iter().all(|&m| sees(m, cell)));
        let k = match found {
            Some(k) => k,
            None => {
                groups.push((weight, Vec::new()));
                groups.len() - 1
            }
        };
        if let Some((_, members)) = groups.get_mut(k) {
            members.push(cell);
        }
        group.push(k.min(usize::from(u8::MAX)) as u8);
    }
    Linear {
        cells: terms.iter().map(|&(c, _)| c).collect(),
        weight: terms.iter().map(|&(_, w)| w).collect(),
        group,
        total,
    }
}
