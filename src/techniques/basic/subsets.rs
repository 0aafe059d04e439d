//! Subsets: Naked and Hidden Pairs, Triples and Quadruples, and Locked Pairs and Triples
//! (naked subsets in a box-line intersection, clearing both houses).

use crate::board::{Digit, DigitSet, combinations};
use crate::techniques::step::effects_sentence;
use crate::techniques::{
    CellSet, HouseKind, Mark, Role, Search, Step, Technique, cell_list, digit_list,
};
use crate::techniques::{and_join, house_name};

/// Finds the subsets of `technique`.
pub fn find(search: &mut Search, technique: Technique) {
    use Technique::*;
    match technique {
        NakedPair => naked(search, 2, false),
        NakedTriple => naked(search, 3, false),
        NakedQuadruple => naked(search, 4, false),
        LockedPair => naked(search, 2, true),
        LockedTriple => naked(search, 3, true),
        HiddenPair => hidden(search, 2),
        HiddenTriple => hidden(search, 3),
        HiddenQuadruple => hidden(search, 4),
        _ => {}
    }
}

fn naked(search: &mut Search, k: usize, locked: bool) {
    let grid = search.grid;
    let n = grid.size();
    let technique = match (k, locked) {
        (2, true) => Technique::LockedPair,
        (3, true) => Technique::LockedTriple,
        (2, false) => Technique::NakedPair,
        (3, false) => Technique::NakedTriple,
        _ => Technique::NakedQuadruple,
    };
    for h in 0..grid.house_count() {
        // A locked subset is looked for in boxes and cleared from its line too.
        if locked && grid.house_kind(h) != HouseKind::Box {
            continue;
        }
        let cells: Vec<usize> = grid
            .house(h)
            .iter()
            .copied()
            .filter(|&c| (2..=k).contains(&(grid.bits(c).count_ones() as usize)))
            .collect();
        let mut stop = false;
        combinations(&cells, k, &mut |chosen| {
            let union = chosen.iter().fold(0u32, |u, &c| u | grid.bits(c));
            if union.count_ones() as usize != k {
                return false;
            }
            let set: CellSet = chosen.iter().copied().collect();
            let mut houses = vec![h];
            if locked {
                let Some(&first) = chosen.first() else {
                    return false;
                };
                let line = grid.houses_of(first)[..2]
                    .iter()
                    .copied()
                    .find(|&l| set.is_subset(&grid.house_set(l)));
                match line {
                    Some(line) => houses.push(line),
                    None => return false,
                }
            }
            let digits = DigitSet::from_bits(union);
            let mut step = Step::new(technique);
            for &house in &houses {
                for c in grid.house_set(house).minus(&set).iter() {
                    for digit in digits.iter() {
                        if grid.has(c, digit.index()) {
                            step.eliminations.push((c, digit));
                        }
                    }
                }
            }
            for &c in chosen {
                for digit in grid.candidates(c).iter() {
                    step.marks.push(Mark {
                        cell: c,
                        digit,
                        role: Role::Pattern,
                    });
                }
            }
            step.houses = houses;
            step.explanation = crate::t!(
                "explain-naked-subset",
                cells = cell_list(chosen.iter().copied(), n),
                digits = digit_list(digits.iter()),
                houses = and_join(step.houses.iter().map(|&h| house_name(grid, h))),
                effects = effects_sentence(&step, n)
            );
            stop = search.push(step);
            stop
        });
        if stop {
            return;
        }
    }
}

fn hidden(search: &mut Search, k: usize) {
    let grid = search.grid;
    let n = grid.size();
    let technique = match k {
        2 => Technique::HiddenPair,
        3 => Technique::HiddenTriple,
        _ => Technique::HiddenQuadruple,
    };
    for h in 0..grid.house_count() {
        let house = grid.house_set(h);
        let digits: Vec<usize> = (0..n)
            .filter(|&d| (1..=k).contains(&grid.cells_with(d).and(&house).len()))
            .collect();
        let mut stop = false;
        combinations(&digits, k, &mut |chosen| {
            let cells = chosen.iter().fold(CellSet::EMPTY, |u, &d| {
                u.or(&grid.cells_with(d).and(&house))
            });
            if cells.len() != k {
                return false;
            }
            let mask = chosen.iter().fold(0u32, |m, &d| m | 1 << d);
            let mut step = Step::new(technique);
            step.houses = vec![h];
            for c in cells.iter() {
                for digit in grid.candidates(c).iter() {
                    if mask & (1 << digit.index()) == 0 {
                        step.eliminations.push((c, digit));
                    } else {
                        step.marks.push(Mark {
                            cell: c,
                            digit,
                            role: Role::Pattern,
                        });
                    }
                }
            }
            let digits = chosen.iter().map(|&d| Digit::from_index(d));
            step.explanation = crate::t!(
                "explain-hidden-subset",
                house = house_name(grid, h),
                digits = digit_list(digits),
                cells = cell_list(cells.iter(), n),
                effects = effects_sentence(&step, n)
            );
            stop = search.push(step);
            stop
        });
        if stop {
            return;
        }
    }
}
