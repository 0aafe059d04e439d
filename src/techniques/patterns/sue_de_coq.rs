//! Sue de Coq, with the extensions HoDoKu finds.
//!
//! Take two or more empty cells `C` where a line meets a box, holding digits `V` with
//! `|V| >= |C| + 2`. Add cells `L` from the rest of the line and `B` from the rest of the box
//! so that the three groups are a locked set spread over two houses: `L` shares no digit of `V`
//! with `B`, and counting each part's digits outside `V` ("extras", which need a cell each)
//! `(|L| - extras(L)) + (|B| - extras(B)) = |V| - |C|`. Then every digit of `V` is placed once
//! in `C ∪ L ∪ B` (in the line part if `L` has it or `B` has not, in the box part otherwise),
//! and every extra once in its part, an extra of both parts once in each. So the digits of
//! the line part come out of the rest of the line and those of the box part out of the rest
//! of the box.
//!
//! As in HoDoKu, `C` need not be the whole intersection (a cell of the intersection left out
//! may join `L` or `B`), and `L` and `B` may hold extras. On boards larger than 9x9 each of
//! `L` and `B` has at most [`MAX_BIG_PART`] cells, to keep the search short.

use crate::board::Digit;
use crate::techniques::step::effects_sentence;
use crate::techniques::{
    Candidates, CellSet, Family, HouseKind, Mark, Role, Search, Step, Technique, cell_list,
    digit_list, house_name,
};

/// The most cells of the line part or the box part on boards larger than 9x9.
pub const MAX_BIG_PART: usize = 3;

/// Finds the steps of `technique`.
pub fn find(search: &mut Search, technique: Technique) {
    if technique.finder_family() != Family::SueDeCoq {
        return;
    }
    let grid = search.grid;
    let n = grid.size();
    let max_part = if n <= 9 { n } else { MAX_BIG_PART };
    for line in 0..2 * n {
        for bx in 2 * n..3 * n {
            let inter: Vec<usize> = empty(grid, line)
                .filter(|&c| grid.house_set(bx).contains(c))
                .collect();
            if inter.len() < 2 {
                continue;
            }
            let mut sdc = Sdc {
                grid,
                line,
                bx,
                max_part,
                core: CellSet::EMPTY,
                core_digits: 0,
            };
            for size in 2..=inter.len() {
                let mut stop = false;
                crate::board::combinations(&inter, size, &mut |chosen| {
                    sdc.core = chosen.iter().copied().collect();
                    sdc.core_digits = chosen.iter().fold(0, |m, &c| m | grid.bits(c));
                    if sdc.core_digits.count_ones() as usize >= size + 2 {
                        stop = sdc.line_parts(search);
                    }
                    stop
                });
                if stop {
                    return;
                }
            }
        }
    }
}

/// The empty cells of house `h` that have candidates.
fn empty(grid: &Candidates, h: usize) -> impl Iterator<Item = usize> + '_ {
    grid.house(h)
        .iter()
        .copied()
        .filter(|&c| grid.value(c) == 0 && grid.bits(c) != 0)
}

/// A group of cells being built: the cells, their digits, the next index to try.
#[derive(Clone, Copy)]
struct Part {
    cells: CellSet,
    count: usize,
    digits: u32,
}

/// Calls `visit` with every non-empty subset of `cells` of at most `max` cells until it
/// returns true; true if it did.
fn parts(
    grid: &Candidates,
    cells: &[usize],
    max: usize,
    part: Part,
    visit: &mut impl FnMut(Part) -> bool,
) -> bool {
    if part.count == max {
        return false;
    }
    for (i, &cell) in cells.iter().enumerate() {
        let mut next = part;
        next.cells.insert(cell);
        next.count += 1;
        next.digits |= grid.bits(cell);
        let rest = cells.get(i + 1..).unwrap_or(&[]);
        if visit(next) || parts(grid, rest, max, next, visit) {
            return true;
        }
    }
    false
}

/// The search at one intersection with one choice of core cells.
struct Sdc<'a> {
    grid: &'a Candidates,
    line: usize,
    bx: usize,
    max_part: usize,
    /// The core cells `C` and their digits `V`.
    core: CellSet,
    core_digits: u32,
}

impl Sdc<'_> {
    /// How many more digits than cells the core has.
    fn surplus(&self) -> usize {
        (self.core_digits.count_ones() as usize).saturating_sub(self.core.len())
    }

    /// The cells a part has left after paying for its extras: `|P| - extras(P)`, if the part
    /// holds a core digit and pays for its extras.
    fn net(&self, part: &Part) -> Option<usize> {
        let extras = (part.digits & !self.core_digits).count_ones() as usize;
        (part.digits & self.core_digits != 0 && part.count > extras).then(|| part.count - extras)
    }

    /// Tries every line part; true when the search should stop.
    fn line_parts(&self, search: &mut Search) -> bool {
        let cells: Vec<usize> = empty(self.grid, self.line)
            .filter(|&c| !self.core.contains(c))
            .collect();
        let start = Part {
            cells: CellSet::EMPTY,
            count: 0,
            digits: 0,
        };
        parts(
            self.grid,
            &cells,
            self.max_part,
            start,
            &mut |l| match self.net(&l) {
                Some(net) if net < self.surplus() => self.box_parts(search, &l, net),
                _ => false,
            },
        )
    }

    /// Tries every box part that completes line part `l` (which covers `net` of the surplus).
    fn box_parts(&self, search: &mut Search, l: &Part, net: usize) -> bool {
        let grid = self.grid;
        // The box part may not hold a core digit the line part has.
        let barred = l.digits & self.core_digits;
        let cells: Vec<usize> = empty(grid, self.bx)
            .filter(|&c| {
                !self.core.contains(c) && !l.cells.contains(c) && grid.bits(c) & barred == 0
            })
            .collect();
        let need = self.surplus() - net;
        let start = Part {
            cells: CellSet::EMPTY,
            count: 0,
            digits: 0,
        };
        parts(
            grid,
            &cells,
            self.max_part.min(cells.len()),
            start,
            &mut |b| self.net(&b) == Some(need) && search.push(self.step(l, &b)),
        )
    }

    fn step(&self, l: &Part, b: &Part) -> Step {
        let grid = self.grid;
        let n = grid.size();
        let v = self.core_digits;
        let shared = l.digits & b.digits;
        let mut step = Step::new(Technique::SueDeCoq);
        step.houses = vec![self.line, self.bx];
        let rest_of =
            |house: usize, part: &Part| grid.house_set(house).minus(&part.cells).minus(&self.core);
        for (cells, digits) in [
            (rest_of(self.bx, b), ((v | b.digits) & !l.digits) | shared),
            (rest_of(self.line, l), ((v | l.digits) & !b.digits) | shared),
        ] {
            for cell in cells.iter() {
                let gone = grid.bits(cell) & digits;
                for d in (0..n).filter(|d| gone & (1 << d) != 0) {
                    step.eliminations.push((cell, Digit::from_index(d)));
                }
            }
        }
        for (cells, role) in [
            (self.core, Role::Pattern),
            (l.cells, Role::Group(0)),
            (b.cells, Role::Group(1)),
        ] {
            for cell in cells.iter() {
                for digit in grid.candidates(cell).iter() {
                    step.marks.push(Mark { cell, digit, role });
                }
            }
        }
        let digits = |bits: u32| {
            digit_list(
                (0..n)
                    .filter(|d| bits & (1 << d) != 0)
                    .map(Digit::from_index),
            )
        };
        let line_name = house_name(grid, self.line);
        let box_name = house_name(grid, self.bx);
        let kind = match grid.house_kind(self.line) {
            HouseKind::Row => "row",
            _ => "column",
        };
        let (cells, digit_count) = (self.core.len(), v.count_ones());
        let effects = effects_sentence(&step, n);
        step.explanation = crate::t!(
            "explain-sue-de-coq",
            core = cell_list(self.core.iter(), n),
            line = line_name,
            bx = box_name,
            digits = digits(v),
            cells = cells,
            count = digit_count,
            linecells = cell_list(l.cells.iter(), n),
            kind = kind,
            linedigits = digits(l.digits),
            boxcells = cell_list(b.cells.iter(), n),
            boxdigits = digits(b.digits),
            effects = effects
        );
        step
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{DigitSet, Grid, Shape};
    use crate::solver::CancelToken;
    use crate::techniques::steps_of;

    /// An empty 9x9 grid whose candidates are `marks` where given, else all nine digits.
    fn marked(marks: &[(usize, &[u8])]) -> Candidates {
        let mut sets = vec![DigitSet::full(9); 81];
        for &(cell, digits) in marks {
            if let Some(set) = sets.get_mut(cell) {
                *set = digits.iter().filter_map(|&d| Digit::new(d)).collect();
            }
        }
        Candidates::with_marks(&Grid::empty(Shape::NINE), Some(&sets))
    }

    #[test]
    fn the_classic_pattern_clears_the_rest_of_the_line_and_the_box() {
        // r1c1, r1c2 hold 1234; r1c5 holds 12 (line part), r2c3 holds 34 (box part).
        let grid = marked(&[
            (0, &[1, 2, 3, 4]),
            (1, &[1, 2, 3, 4]),
            (4, &[1, 2]),
            (11, &[3, 4]),
        ]);
        let steps = steps_of(&grid, Technique::SueDeCoq, &CancelToken::new()).unwrap_or_default();
        let step = steps
            .iter()
            .find(|s| {
                s.marks
                    .iter()
                    .filter(|m| m.role == Role::Pattern)
                    .map(|m| m.cell)
                    .eq([0, 0, 0, 0, 1, 1, 1, 1])
                    && s.marks.iter().any(|m| m.cell == 4)
                    && s.marks.iter().any(|m| m.cell == 11)
            })
            .cloned();
        let Some(step) = step else {
            panic!("no Sue de Coq on r1c12: {steps:?}");
        };
        let has = |cell: usize, d: u8| {
            step.eliminations
                .iter()
                .any(|&(c, digit)| c == cell && digit.get() == d)
        };
        // Row 1 outside the pattern loses 1 and 2 (and 3, 4 in the box's cells of the row).
        assert!(has(8, 1) && has(8, 2) && !has(8, 3) && !has(8, 4));
        assert!(has(2, 3) && has(2, 4) && has(2, 1));
        // Box 1 outside the pattern loses 3 and 4 but not 1 or 2.
        assert!(has(18, 3) && has(18, 4) && !has(18, 1) && !has(18, 2));
        assert!(step.explanation.contains("r1c1, r1c2"));
    }

    #[test]
    fn every_sue_de_coq_keeps_the_solution() {
        let found = crate::techniques::als::tests::steps_keep_the_solution(&[Technique::SueDeCoq]);
        assert!(found.iter().all(|&c| c > 0), "{found:?}");
    }
}
