//! Contradictions: how a premise fails (a candidate both true and false, two digits in a
//! cell, a digit twice in a house, an empty cell or house).

use super::*;

/// Why a premise fails.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Clash {
    /// A candidate both true and false.
    Both(usize, usize),
    /// Two digits true in one cell.
    TwoDigits(usize, usize, usize),
    /// One digit true in two cells of a house: house, digit, cells.
    Twice(usize, usize, usize, usize),
    /// Every candidate of a cell false.
    EmptyCell(usize),
    /// Every place of a digit in a house false: house, digit.
    EmptyHouse(usize, usize),
}

impl Clash {
    /// The literals that show the clash.
    pub(super) fn literals(self, grid: &Candidates) -> Vec<usize> {
        let n = grid.size();
        match self {
            Clash::Both(c, d) => vec![lit(c * n + d, true), lit(c * n + d, false)],
            Clash::TwoDigits(c, a, b) => vec![lit(c * n + a, true), lit(c * n + b, true)],
            Clash::Twice(_, d, a, b) => vec![lit(a * n + d, true), lit(b * n + d, true)],
            Clash::EmptyCell(c) => ones(grid.bits(c)).map(|d| lit(c * n + d, false)).collect(),
            Clash::EmptyHouse(h, d) => grid
                .cells_with(d)
                .and(&grid.house_set(h))
                .iter()
                .map(|c| lit(c * n + d, false))
                .collect(),
        }
    }

    pub(super) fn text(self, grid: &Candidates) -> String {
        let n = grid.size();
        let digit = |d: usize| Digit::from_index(d);
        match self {
            Clash::Both(c, d) => crate::t!(
                "clash-both",
                cell = cell_name(c, n),
                digit = digit(d).to_string()
            ),
            Clash::TwoDigits(c, a, b) => crate::t!(
                "clash-two-digits",
                cell = cell_name(c, n),
                a = digit(a).to_string(),
                b = digit(b).to_string()
            ),
            Clash::Twice(h, d, _, _) => crate::t!(
                "clash-twice",
                digit = digit(d).to_string(),
                house = house_name(grid, h)
            ),
            Clash::EmptyCell(c) => crate::t!("clash-empty-cell", cell = cell_name(c, n)),
            Clash::EmptyHouse(h, d) => crate::t!(
                "clash-empty-house",
                digit = digit(d).to_string(),
                house = house_name(grid, h)
            ),
        }
    }
}

/// Per house and digit index (`house * n + d`): how many cells of the house hold the digit.
pub(super) fn place_counts(grid: &Candidates) -> Vec<u32> {
    let n = grid.size();
    let houses = grid.house_count();
    let mut places = vec![0; houses * n];
    for h in 0..houses {
        for &c in grid.house(h) {
            for d in ones(grid.bits(c)) {
                if let Some(p) = places.get_mut(h * n + d) {
                    *p += 1;
                }
            }
        }
    }
    places
}

/// Finds clashes among the literals a premise reaches, by counting.
pub(super) struct Clashes<'g> {
    pub(super) grid: &'g Candidates,
    pub(super) n: usize,
    /// Per house and digit: how many places the digit has.
    pub(super) places: Vec<u32>,
    /// Per house and digit: the first cell (plus one) where the digit is true.
    pub(super) first_on: Vec<u32>,
    /// Per house and digit: how many of its places are false.
    pub(super) off_in_house: Vec<u32>,
    /// Per cell: the first digit (plus one) true in it.
    pub(super) on_in_cell: Vec<u32>,
    /// Per cell: how many of its candidates are false.
    pub(super) off_in_cell: Vec<u32>,
}

impl<'g> Clashes<'g> {
    pub(super) fn new(grid: &'g Candidates) -> Clashes<'g> {
        let n = grid.size();
        let places = place_counts(grid);
        Clashes {
            grid,
            n,
            first_on: vec![0; places.len()],
            off_in_house: vec![0; places.len()],
            places,
            on_in_cell: vec![0; grid.cell_count()],
            off_in_cell: vec![0; grid.cell_count()],
        }
    }

    /// The first clash among `lits` (sorted by literal), if any.
    pub(super) fn find(&mut self, lits: &[(u32, u32)]) -> Option<Clash> {
        let (grid, n) = (self.grid, self.n.max(1));
        for v in [
            &mut self.first_on,
            &mut self.off_in_house,
            &mut self.on_in_cell,
            &mut self.off_in_cell,
        ] {
            v.iter_mut().for_each(|x| *x = 0);
        }
        let (mut both, mut two, mut twice) = (None, None, None);
        let mut previous = u32::MAX;
        for &(l, _) in lits {
            let (cell, d, on) = effect_of(n, l as usize);
            if on {
                if previous.wrapping_add(1) == l {
                    both = both.or(Some(Clash::Both(cell, d)));
                }
                match self.on_in_cell.get_mut(cell) {
                    Some(0) => self.on_in_cell[cell] = d as u32 + 1,
                    Some(&mut first) => {
                        two = two.or(Some(Clash::TwoDigits(cell, first as usize - 1, d)));
                    }
                    None => {}
                }
                for h in grid.houses_of(cell) {
                    match self.first_on.get_mut(h * n + d) {
                        Some(0) => self.first_on[h * n + d] = cell as u32 + 1,
                        Some(&mut first) => {
                            twice = twice.or(Some(Clash::Twice(h, d, first as usize - 1, cell)));
                        }
                        None => {}
                    }
                }
            } else {
                if let Some(count) = self.off_in_cell.get_mut(cell) {
                    *count += 1;
                }
                for h in grid.houses_of(cell) {
                    if let Some(count) = self.off_in_house.get_mut(h * n + d) {
                        *count += 1;
                    }
                }
            }
            previous = l;
        }
        if let Some(clash) = both.or(two).or(twice) {
            return Some(clash);
        }
        let offs = || {
            lits.iter()
                .map(|&(l, _)| effect_of(n, l as usize))
                .filter(|e| !e.2)
        };
        for (cell, _, _) in offs() {
            if self.off_in_cell.get(cell).copied() == Some(grid.bits(cell).count_ones())
                && self.on_in_cell.get(cell) == Some(&0)
            {
                return Some(Clash::EmptyCell(cell));
            }
        }
        for (cell, d, _) in offs() {
            for h in grid.houses_of(cell) {
                if self.off_in_house.get(h * n + d) == self.places.get(h * n + d) {
                    return Some(Clash::EmptyHouse(h, d));
                }
            }
        }
        None
    }
}
