//! Wings: XY-Wing, XYZ-Wing, W-Wing.
//!
//! An XY-Wing is a bivalue pivot `xy` that sees two bivalue pincers `xz` and `yz`: whichever
//! digit the pivot takes, one pincer is `z`, so a cell that sees both pincers is not. An
//! XYZ-Wing has a trivalue pivot `xyz` and pincers `xz` and `yz`: one of the three is `z`, so
//! a cell that sees all three is not. A W-Wing is two bivalue cells with the same digits `xy`
//! and a strong link on `y` whose ends see one wing cell each: the wing cells cannot both be
//! `y`, so one of them is `x`, and a cell that sees both is not.

use super::single_digit::{self, Pair};
use crate::board::{Digit, DigitSet};
use crate::techniques::step::effects_sentence;
use crate::techniques::{
    Candidates, CellSet, Link, Mark, Node, Role, Search, Step, Technique, cell_name, house_name,
    or_list,
};

/// Finds the steps of `technique`.
pub fn find(search: &mut Search, technique: Technique) {
    match technique {
        Technique::XyWing => xy_wings(search, false),
        Technique::XyzWing => xy_wings(search, true),
        Technique::WWing => w_wings(search),
        _ => {}
    }
}

/// The empty cells with exactly `count` candidates.
fn cells_with_count(grid: &Candidates, count: u32) -> Vec<usize> {
    grid.empty_cells()
        .filter(|&c| grid.bits(c).count_ones() == count)
        .collect()
}

/// The single digit index of a one-bit mask.
fn only_digit(bits: u32) -> Option<usize> {
    (bits.count_ones() == 1).then_some(bits.trailing_zeros() as usize)
}

fn node(cell: usize, d: usize) -> Node {
    Node {
        cells: vec![cell],
        digit: Digit::from_index(d),
    }
}

fn link(from: (usize, usize), to: (usize, usize), strong: bool) -> Link {
    Link {
        from: node(from.0, from.1),
        to: node(to.0, to.1),
        strong,
    }
}

/// The links of a chain through `nodes` (cell, digit index): strong, weak, strong, ...
fn alternating(nodes: &[(usize, usize)]) -> Vec<Link> {
    nodes
        .iter()
        .zip(nodes.iter().skip(1))
        .enumerate()
        .map(|(i, (&from, &to))| link(from, to, i % 2 == 0))
        .collect()
}

/// Marks every candidate of `cells`: those of digit index `z` as group 0 (the digit the wing
/// removes), the others as the pattern.
fn wing_marks(grid: &Candidates, cells: &[usize], z: usize) -> Vec<Mark> {
    cells
        .iter()
        .flat_map(|&cell| {
            grid.candidates(cell).iter().map(move |digit| Mark {
                cell,
                digit,
                role: if digit.index() == z {
                    Role::Group(0)
                } else {
                    Role::Pattern
                },
            })
        })
        .collect()
}

/// "1 or 2": a cell's candidates.
fn digits_of(grid: &Candidates, cell: usize) -> String {
    or_list(
        grid.candidates(cell)
            .iter()
            .map(|d| d.to_string())
            .collect(),
    )
}

/// XY-Wings (bivalue pivot) or, with `xyz`, XYZ-Wings (trivalue pivot).
fn xy_wings(search: &mut Search, xyz: bool) {
    let grid = search.grid;
    let bivalue = cells_with_count(grid, 2);
    let pivots = if xyz {
        cells_with_count(grid, 3)
    } else {
        bivalue.clone()
    };
    for &pivot in &pivots {
        let p = grid.bits(pivot);
        let pincers: Vec<usize> = bivalue
            .iter()
            .copied()
            .filter(|&c| {
                grid.sees(pivot, c) && (grid.bits(c) & p).count_ones() == 1 + u32::from(xyz)
            })
            .collect();
        for (i, &q) in pincers.iter().enumerate() {
            for &r in &pincers[i + 1..] {
                let (qb, rb) = (grid.bits(q), grid.bits(r));
                if qb == rb || (p | qb | rb).count_ones() != 3 {
                    continue;
                }
                let Some(z) = only_digit(qb & rb) else {
                    continue;
                };
                let mut wing: CellSet = [q, r].into_iter().collect();
                if xyz {
                    wing.insert(pivot);
                }
                let gone = grid.cells_with(z).and(&grid.seen_by_all(&wing));
                if gone.is_empty() {
                    continue;
                }
                if search.push(xy_step(grid, xyz, [pivot, q, r], z, &gone)) {
                    return;
                }
            }
        }
    }
}

/// The step of an XY- or XYZ-Wing with `cells` pivot, pincer, pincer, removing digit index
/// `z` from `gone`.
fn xy_step(grid: &Candidates, xyz: bool, cells: [usize; 3], z: usize, gone: &CellSet) -> Step {
    let n = grid.size();
    let [pivot, q, r] = cells;
    let technique = if xyz {
        Technique::XyzWing
    } else {
        Technique::XyWing
    };
    let mut step = Step::new(technique);
    step.houses = [q, r]
        .iter()
        .filter_map(|&c| grid.shared_houses(pivot, c).next())
        .collect();
    step.marks = wing_marks(grid, &cells, z);
    let zd = Digit::from_index(z);
    step.eliminations = gone.iter().map(|c| (c, zd)).collect();
    let (x, y) = (
        (grid.bits(q) & !(1 << z)).trailing_zeros() as usize,
        (grid.bits(r) & !(1 << z)).trailing_zeros() as usize,
    );
    if !xyz {
        step.links = alternating(&[(q, z), (q, x), (pivot, x), (pivot, y), (r, y), (r, z)]);
    }
    let why = if xyz {
        crate::t!(
            "explain-xyz-wing",
            pivot = cell_name(pivot, n),
            holds = digits_of(grid, pivot),
            z = zd.to_string(),
            x = Digit::from_index(x).to_string(),
            q = cell_name(q, n),
            y = Digit::from_index(y).to_string(),
            r = cell_name(r, n)
        )
    } else {
        crate::t!(
            "explain-xy-wing",
            pivot = cell_name(pivot, n),
            holds = digits_of(grid, pivot),
            x = Digit::from_index(x).to_string(),
            q = cell_name(q, n),
            qholds = digits_of(grid, q),
            z = zd.to_string(),
            y = Digit::from_index(y).to_string(),
            r = cell_name(r, n),
            rholds = digits_of(grid, r)
        )
    };
    step.explanation = crate::t!(
        "explain-reason-effects",
        reason = why,
        effects = effects_sentence(&step, n)
    );
    step
}

/// W-Wings: two bivalue cells with the same two digits, joined by a strong link on one digit
/// whose ends see one wing cell each; the other digit leaves every cell that sees both.
fn w_wings(search: &mut Search) {
    let grid = search.grid;
    let n = grid.size();
    let bivalue = cells_with_count(grid, 2);
    // For each digit index, its conjugate pairs.
    let pairs: Vec<Vec<Pair>> = (0..n).map(|d| single_digit::pairs(grid, d)).collect();
    for (i, &w1) in bivalue.iter().enumerate() {
        let bits = grid.bits(w1);
        for &w2 in bivalue[i + 1..].iter().filter(|&&c| grid.bits(c) == bits) {
            let both: CellSet = [w1, w2].into_iter().collect();
            let seen = grid.seen_by_all(&both);
            for x in DigitSet::from_bits(bits).iter() {
                let gone = grid.cells_with(x.index()).and(&seen);
                let Some(y) = only_digit(bits & !(1 << x.index())) else {
                    continue;
                };
                if gone.is_empty() {
                    continue;
                }
                let mut used: Vec<(usize, usize)> = Vec::new();
                for &Pair {
                    house,
                    cells: [a, b],
                } in pairs.get(y).map_or(&[][..], Vec::as_slice)
                {
                    if both.contains(a) || both.contains(b) || used.contains(&(a, b)) {
                        continue;
                    }
                    let ends = if grid.sees(a, w1) && grid.sees(b, w2) {
                        (a, b)
                    } else if grid.sees(a, w2) && grid.sees(b, w1) {
                        (b, a)
                    } else {
                        continue;
                    };
                    used.push((a, b));
                    let wing = WWing {
                        cells: [w1, w2],
                        ends,
                        house,
                        x: x.index(),
                        y,
                    };
                    if search.push(wing.step(grid, &gone)) {
                        return;
                    }
                }
            }
        }
    }
}

/// A W-Wing: bivalue `cells` with digit indices `x` and `y`; the only two `y`s of `house`
/// are `ends`, the first seeing `cells[0]`, the second `cells[1]`.
struct WWing {
    cells: [usize; 2],
    ends: (usize, usize),
    house: usize,
    x: usize,
    y: usize,
}

impl WWing {
    /// The step that removes `x` from `gone`.
    fn step(&self, grid: &Candidates, gone: &CellSet) -> Step {
        let n = grid.size();
        let [w1, w2] = self.cells;
        let (e1, e2) = self.ends;
        let (x, y) = (self.x, self.y);
        let mut step = Step::new(Technique::WWing);
        step.houses = vec![self.house];
        step.houses.extend(
            [(e1, w1), (e2, w2)]
                .iter()
                .filter_map(|&(e, w)| grid.shared_houses(e, w).next()),
        );
        step.marks = wing_marks(grid, &self.cells, x);
        step.marks.extend([e1, e2].map(|cell| Mark {
            cell,
            digit: Digit::from_index(y),
            role: Role::Pattern,
        }));
        step.links = alternating(&[(w1, x), (w1, y), (e1, y), (e2, y), (w2, y), (w2, x)]);
        let (xd, yd) = (Digit::from_index(x), Digit::from_index(y));
        step.eliminations = gone.iter().map(|c| (c, xd)).collect();
        step.explanation = crate::t!(
            "explain-w-wing",
            w1 = cell_name(w1, n),
            w2 = cell_name(w2, n),
            x = xd.to_string(),
            y = yd.to_string(),
            house = house_name(grid, self.house),
            e1 = cell_name(e1, n),
            e2 = cell_name(e2, n),
            effects = effects_sentence(&step, n)
        );
        step
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Grid, Shape};
    use crate::techniques::testing::lines;

    /// An empty classic grid whose listed cells keep only the listed digits.
    fn grid_with(cells: &[(usize, &[u8])]) -> Candidates {
        let mut grid = Candidates::from_grid(&Grid::empty(Shape::NINE));
        for &(cell, keep) in cells {
            for d in 0..9 {
                if !keep.contains(&(d as u8 + 1)) {
                    grid.eliminate(cell, d);
                }
            }
        }
        grid
    }

    #[test]
    fn xy_wing_clears_the_cells_that_see_both_pincers() {
        // Pivot r1c1 {1,2}, pincers r1c5 {1,3} and r5c1 {2,3}: r5c5 loses 3.
        let grid = grid_with(&[(0, &[1, 2]), (4, &[1, 3]), (36, &[2, 3])]);
        assert_eq!(lines(&grid, Technique::XyWing), vec!["XY-Wing: r5c5<>3"]);
    }

    #[test]
    fn xyz_wing_clears_the_cells_that_see_all_three() {
        // Pivot r1c1 {1,2,3}, pincers r1c3 {1,3} and r2c1 {2,3}, all in box 1: the rest of
        // box 1 loses 3.
        let grid = grid_with(&[(0, &[1, 2, 3]), (2, &[1, 3]), (9, &[2, 3])]);
        assert_eq!(
            lines(&grid, Technique::XyzWing),
            vec!["XYZ-Wing: r1c2<>3, r2c2<>3, r2c3<>3, r3c1<>3, r3c2<>3, r3c3<>3"]
        );
    }

    #[test]
    fn finders_never_panic_on_empty_grids() {
        crate::techniques::testing::assert_empty_grids_give_nothing(
            crate::techniques::Family::Wings,
        );
    }
}
