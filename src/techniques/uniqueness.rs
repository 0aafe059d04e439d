//! Uniqueness: Uniqueness Tests 1-6, Hidden Rectangle, Avoidable Rectangles, BUG + 1.
//!
//! All of them avoid a deadly pattern: cells whose digits could be exchanged without breaking a
//! rule or touching a given, so that a puzzle holding them would have two solutions. A
//! rectangle of four cells in exactly two rows, two columns and two boxes is one: if its
//! corners held `a` and `b` crosswise, swapping them gives a second grid. A grid whose
//! unsolved cells all hold two candidates, each candidate twice in every house (a BUG), is
//! another.
//!
//! As in HoDoKu, a unique rectangle starts from a cell holding exactly its two digits, and a
//! corner may miss one of them as a candidate (eliminated earlier) as long as no solved peer
//! rules it out; each deduction below stays sound with missing candidates.

use super::step::effects_sentence;
use super::{
    Candidates, CellSet, HouseKind, Mark, Role, Search, Step, Technique, cell_list, cell_name,
    digit_list, house_name,
};
use crate::board::Digit;

/// The most cells (besides the two rectangle corners) in a Uniqueness Test 3 subset.
const MAX_SUBSET_CELLS: usize = 7;

/// Whether this file has a finder for `technique`.
pub fn implemented(technique: Technique) -> bool {
    use Technique::*;
    matches!(
        technique,
        Uniqueness(1..=6) | HiddenRectangle | AvoidableRectangle(1 | 2) | BugPlusOne
    )
}

/// Finds the steps of `technique`.
pub fn find(search: &mut Search, technique: Technique) {
    match technique {
        Technique::Uniqueness(1..=6) | Technique::HiddenRectangle => {
            unique_rectangles(search, technique);
        }
        Technique::AvoidableRectangle(1 | 2) => avoidable_rectangles(search, technique),
        Technique::BugPlusOne => bug_plus_one(search),
        _ => {}
    }
}

/// Four cells in two rows, two columns and two boxes.
#[derive(Debug, Clone, Copy)]
struct Rect {
    /// The two rows, smaller first.
    rows: [usize; 2],
    /// The two columns, smaller first.
    cols: [usize; 2],
    /// The corners: top left, top right, bottom left, bottom right. Corner `i` and corner
    /// `3 - i` are opposite.
    cells: [usize; 4],
}

impl Rect {
    /// The rectangle on `rows` and `cols`, if its corners lie in exactly two boxes, two in each.
    fn new(grid: &Candidates, rows: [usize; 2], cols: [usize; 2]) -> Option<Rect> {
        let n = grid.size();
        let rows = [rows[0].min(rows[1]), rows[0].max(rows[1])];
        let cols = [cols[0].min(cols[1]), cols[0].max(cols[1])];
        if rows[0] == rows[1] || cols[0] == cols[1] || rows[1] >= n || cols[1] >= n {
            return None;
        }
        let cells = [
            rows[0] * n + cols[0],
            rows[0] * n + cols[1],
            rows[1] * n + cols[0],
            rows[1] * n + cols[1],
        ];
        let [b0, b1, b2, b3] = cells.map(|c| grid.houses_of(c)[2]);
        let by_rows = b0 == b1 && b2 == b3 && b0 != b2;
        let by_cols = b0 == b2 && b1 == b3 && b0 != b1;
        (by_rows || by_cols).then_some(Rect { rows, cols, cells })
    }

    fn set(&self) -> CellSet {
        self.cells.into_iter().collect()
    }

    /// The two rows and two columns as houses.
    fn houses(&self, n: usize) -> Vec<usize> {
        vec![
            self.rows[0],
            self.rows[1],
            n + self.cols[0],
            n + self.cols[1],
        ]
    }

    /// The corners on the same diagonal as `cell`, `cell` included.
    fn diagonal_of(&self, cell: usize) -> [usize; 2] {
        let [tl, tr, bl, br] = self.cells;
        if cell == tl || cell == br {
            [tl, br]
        } else {
            [tr, bl]
        }
    }

    /// The corner opposite `cell`.
    fn opposite(&self, cell: usize) -> usize {
        let [first, second] = self.diagonal_of(cell);
        if first == cell { second } else { first }
    }
}

fn digit(d: usize) -> Digit {
    Digit::from_index(d)
}

/// The digit indices of a mask, smallest first.
fn digits_of(mask: u32) -> impl Iterator<Item = usize> {
    (0..32).filter(move |d| mask & (1 << d) != 0)
}

/// `3 and 7` for a mask.
fn mask_list(mask: u32) -> String {
    digit_list(digits_of(mask).map(digit))
}

/// Whether no solved peer of the empty `cell` holds digit index `d`.
fn allowed(grid: &Candidates, cell: usize, d: usize) -> bool {
    grid.value(cell) == 0
        && grid
            .peers(cell)
            .iter()
            .all(|p| usize::from(grid.value(p)) != d + 1)
}

/// The cells of a set that share a row or a column.
fn in_one_line(grid: &Candidates, cells: &CellSet) -> bool {
    let n = grid.size().max(1);
    let mut it = cells.iter();
    let Some(first) = it.next() else { return false };
    let (mut same_row, mut same_col) = (true, true);
    for c in it {
        same_row &= c / n == first / n;
        same_col &= c % n == first % n;
    }
    same_row || same_col
}

/// The houses both cells lie in (row, column, box order).
fn shared_houses(grid: &Candidates, a: usize, b: usize) -> Vec<usize> {
    let theirs = grid.houses_of(b);
    grid.houses_of(a)
        .into_iter()
        .filter(|h| theirs.contains(h))
        .collect()
}

/// The two corners of a Uniqueness Test 3 as one cell: the house they share, and their
/// candidates besides the rectangle's digits.
#[derive(Debug, Clone, Copy)]
struct Pseudo {
    house: usize,
    others: u32,
}

/// A unique rectangle: its cells, its two digits, and which corners hold nothing else.
struct Ur<'a> {
    grid: &'a Candidates,
    rect: Rect,
    /// The two digit indices, smaller first.
    digits: [usize; 2],
    /// Both digits as a mask.
    mask: u32,
    /// Corners with no candidate besides the two digits.
    plain: Vec<usize>,
    /// Corners with other candidates too.
    extra: Vec<usize>,
}

fn unique_rectangles(search: &mut Search, technique: Technique) {
    let grid = search.grid;
    let n = grid.size();
    for start in grid.empty_cells() {
        let bits = grid.bits(start);
        if bits.count_ones() != 2 {
            continue;
        }
        let a = bits.trailing_zeros() as usize;
        let b = (bits & (bits - 1)).trailing_zeros() as usize;
        for r2 in 0..n {
            for c2 in 0..n {
                let Some(rect) = Rect::new(grid, [start / n, r2], [start % n, c2]) else {
                    continue;
                };
                // Each rectangle once: from its first corner holding exactly the two digits.
                if rect.cells.into_iter().find(|&c| grid.bits(c) == bits) != Some(start) {
                    continue;
                }
                let possible = |c: usize, d: usize| grid.has(c, d) || allowed(grid, c, d);
                if !rect
                    .cells
                    .into_iter()
                    .all(|c| grid.value(c) == 0 && possible(c, a) && possible(c, b))
                {
                    continue;
                }
                let (plain, extra) = rect
                    .cells
                    .into_iter()
                    .partition(|&c| grid.bits(c) & !bits == 0);
                let ur = Ur {
                    grid,
                    rect,
                    digits: [a, b],
                    mask: bits,
                    plain,
                    extra,
                };
                if ur.find(search, technique) {
                    return;
                }
            }
        }
    }
}

impl Ur<'_> {
    fn n(&self) -> usize {
        self.grid.size()
    }

    /// The rectangle's cells as text.
    fn cells_text(&self) -> String {
        cell_list(self.rect.cells, self.n())
    }

    /// The two digits as text.
    fn digits_text(&self) -> String {
        mask_list(self.mask)
    }

    /// A step with the rectangle's rows and columns, and every corner candidate marked: the
    /// two digits as the pattern, the others as fins.
    fn step(&self, technique: Technique) -> Step {
        let mut step = Step::new(technique);
        step.houses = self.rect.houses(self.n());
        for cell in self.rect.cells {
            for digit in self.grid.candidates(cell).iter() {
                let role = if self.mask & (1 << digit.index()) != 0 {
                    Role::Pattern
                } else {
                    Role::Fin
                };
                step.marks.push(Mark { cell, digit, role });
            }
        }
        step
    }

    /// Eliminations of digit index `d` from those of `cells` that hold it.
    fn eliminate(&self, step: &mut Step, cells: impl IntoIterator<Item = usize>, d: usize) {
        for c in cells {
            if self.grid.has(c, d) {
                step.eliminations.push((c, digit(d)));
            }
        }
    }

    /// Pushes the steps of `technique` in this rectangle; true when the search should stop.
    fn find(&self, search: &mut Search, technique: Technique) -> bool {
        match technique {
            Technique::Uniqueness(1) => self.type1(search),
            Technique::Uniqueness(n @ (2 | 5)) => self.type2(search, n),
            Technique::Uniqueness(3) => self.type3(search),
            Technique::Uniqueness(4) => self.type4(search),
            Technique::Uniqueness(6) => self.type6(search),
            Technique::HiddenRectangle => self.hidden(search),
            _ => false,
        }
    }

    /// Type 1: three corners hold nothing but the two digits; the fourth cannot hold either.
    fn type1(&self, search: &mut Search) -> bool {
        let (3, [corner]) = (self.plain.len(), self.extra.as_slice()) else {
            return false;
        };
        let mut step = self.step(Technique::Uniqueness(1));
        for d in self.digits {
            self.eliminate(&mut step, [*corner], d);
        }
        step.explanation = format!(
            "{} hold nothing but {}, so if {} were either digit too, {} would hold them crosswise \
             and swapping them would give a second solution: {}.",
            cell_list(self.plain.iter().copied(), self.n()),
            self.digits_text(),
            cell_name(*corner, self.n()),
            self.cells_text(),
            effects_sentence(&step, self.n())
        );
        !step.is_empty() && search.push(step)
    }

    /// Types 2 and 5: the corners with other candidates all have the same single one, `x`;
    /// one of them must be `x`, so `x` goes from every cell that sees them all. Type 2 when
    /// those are two corners in one row or column, type 5 otherwise.
    fn type2(&self, search: &mut Search, wanted: u8) -> bool {
        if !(1..=2).contains(&self.plain.len()) {
            return false;
        }
        let grid = self.grid;
        let others = self
            .extra
            .iter()
            .fold(0u32, |m, &c| m | (grid.bits(c) & !self.mask));
        if others.count_ones() != 1 {
            return false;
        }
        let x = others.trailing_zeros() as usize;
        let kind = match self.extra.as_slice() {
            [e0, e1] if !shared_houses(grid, *e0, *e1).is_empty() => 2,
            _ => 5,
        };
        if kind != wanted {
            return false;
        }
        let extra: CellSet = self.extra.iter().copied().collect();
        let targets = grid.seen_by_all(&extra).and(&grid.cells_with(x));
        let mut step = self.step(Technique::Uniqueness(kind));
        self.eliminate(&mut step, targets.iter(), x);
        step.explanation = format!(
            "{} hold nothing but {}, so {} cannot all take those digits (the rectangle {} would \
             be a deadly pattern with two solutions); one of them is {}, their only other \
             candidate, so {}.",
            cell_list(self.plain.iter().copied(), self.n()),
            self.digits_text(),
            cell_list(self.extra.iter().copied(), self.n()),
            self.cells_text(),
            digit(x),
            effects_sentence(&step, self.n())
        );
        !step.is_empty() && search.push(step)
    }

    /// Type 3: the two corners with other candidates act as one cell holding those others;
    /// with further cells of a house they share it forms a naked subset.
    fn type3(&self, search: &mut Search) -> bool {
        let ([_, _], [e0, e1]) = (self.plain.as_slice(), self.extra.as_slice()) else {
            return false;
        };
        let grid = self.grid;
        let others = (grid.bits(*e0) | grid.bits(*e1)) & !self.mask;
        for house in shared_houses(grid, *e0, *e1) {
            let pool: Vec<usize> = grid
                .house(house)
                .iter()
                .copied()
                .filter(|&c| {
                    let bits = grid.bits(c);
                    c != *e0 && c != *e1 && bits != 0 && bits & self.mask == 0
                })
                .collect();
            let mut chosen = Vec::with_capacity(MAX_SUBSET_CELLS);
            let pseudo = Pseudo { house, others };
            if self.subsets(search, pseudo, &pool, 0, others, &mut chosen) {
                return true;
            }
        }
        false
    }

    /// Grows `chosen` from `pool[from..]` and pushes every naked subset it makes with the
    /// pseudo cell (candidates `union`); true when the search should stop.
    fn subsets(
        &self,
        search: &mut Search,
        pseudo: Pseudo,
        pool: &[usize],
        from: usize,
        union: u32,
        chosen: &mut Vec<usize>,
    ) -> bool {
        if chosen.len() >= MAX_SUBSET_CELLS {
            return false;
        }
        for (i, &cell) in pool.iter().enumerate().skip(from) {
            let union = union | self.grid.bits(cell);
            if union.count_ones() as usize > MAX_SUBSET_CELLS + 1 {
                continue;
            }
            chosen.push(cell);
            if union.count_ones() as usize == chosen.len() + 1
                && self.type3_step(search, pseudo, chosen, union)
            {
                return true;
            }
            if self.subsets(search, pseudo, pool, i + 1, union, chosen) {
                return true;
            }
            chosen.pop();
        }
        false
    }

    /// Pushes the Type 3 step of the subset `chosen` + the pseudo cell.
    fn type3_step(
        &self,
        search: &mut Search,
        pseudo: Pseudo,
        chosen: &[usize],
        union: u32,
    ) -> bool {
        let Pseudo { house, others } = pseudo;
        let grid = self.grid;
        let n = self.n();
        let mut group: CellSet = chosen.iter().copied().collect();
        group = group.or(&self.extra.iter().copied().collect());
        let is_box = grid.house_kind(house) == HouseKind::Box;
        // A box subset within one line is the line's (which also clears the box).
        if is_box && in_one_line(grid, &group) {
            return false;
        }
        let mut houses = vec![house];
        if !is_box
            && let Some(first) = group.first()
            && let box_house = grid.houses_of(first)[2]
            && group.is_subset(&grid.house_set(box_house))
        {
            houses.push(box_house);
        }
        let mut step = self.step(Technique::Uniqueness(3));
        let mut cleared = CellSet::EMPTY;
        for &h in &houses {
            cleared = cleared.or(&grid.house_set(h));
        }
        for c in cleared.minus(&group).iter() {
            for d in digits_of(grid.bits(c) & union) {
                step.eliminations.push((c, digit(d)));
            }
        }
        for &cell in chosen {
            for digit in grid.candidates(cell).iter() {
                step.marks.push(Mark {
                    cell,
                    digit,
                    role: Role::Group(0),
                });
            }
        }
        step.houses.extend(houses.iter().copied());
        step.explanation = format!(
            "{} cannot both take {} (with {} holding nothing else the rectangle would be a \
             deadly pattern with two solutions), so between them they hold one of {}; with {} \
             that makes {} digits ({}) for {} cells in {}, a naked subset: {}.",
            cell_list(self.extra.iter().copied(), n),
            self.digits_text(),
            cell_list(self.plain.iter().copied(), n),
            mask_list(others),
            cell_list(chosen.iter().copied(), n),
            union.count_ones(),
            mask_list(union),
            union.count_ones(),
            houses
                .iter()
                .map(|&h| house_name(grid, h))
                .collect::<Vec<_>>()
                .join(" and "),
            effects_sentence(&step, n)
        );
        !step.is_empty() && search.push(step)
    }

    /// Type 4: the two corners with other candidates share a house where one digit fits only
    /// in them; one of them is that digit, so neither can be the other digit.
    fn type4(&self, search: &mut Search) -> bool {
        let ([_, _], [e0, e1]) = (self.plain.as_slice(), self.extra.as_slice()) else {
            return false;
        };
        let grid = self.grid;
        let pair: CellSet = [*e0, *e1].into_iter().collect();
        let houses = shared_houses(grid, *e0, *e1);
        for (d, other) in [
            (self.digits[0], self.digits[1]),
            (self.digits[1], self.digits[0]),
        ] {
            let Some(&house) = houses
                .iter()
                .find(|&&h| grid.cells_with(d).and(&grid.house_set(h)).is_subset(&pair))
            else {
                continue;
            };
            let mut step = self.step(Technique::Uniqueness(4));
            step.houses.push(house);
            self.eliminate(&mut step, [*e0, *e1], other);
            step.explanation = format!(
                "In {}, {} fits only in {} and {}, so one of them is {}; the other cannot be {}, \
                 or with {} holding nothing but {} the rectangle would be a deadly pattern with \
                 two solutions: {}.",
                house_name(grid, house),
                digit(d),
                cell_name(*e0, self.n()),
                cell_name(*e1, self.n()),
                digit(d),
                digit(other),
                cell_list(self.plain.iter().copied(), self.n()),
                self.digits_text(),
                effects_sentence(&step, self.n())
            );
            if !step.is_empty() && search.push(step) {
                return true;
            }
        }
        false
    }

    /// Type 6: the corners with other candidates are opposite, and one digit lies in the
    /// rectangle's two rows (or two columns) only in its corners (an X-Wing): it fills one
    /// diagonal, and on theirs it would force the deadly pattern, so it leaves them.
    fn type6(&self, search: &mut Search) -> bool {
        let ([_, _], [e0, e1]) = (self.plain.as_slice(), self.extra.as_slice()) else {
            return false;
        };
        if self.rect.opposite(*e0) != *e1 {
            return false;
        }
        let grid = self.grid;
        let n = self.n();
        let corners = self.rect.set();
        for (d, other) in [
            (self.digits[0], self.digits[1]),
            (self.digits[1], self.digits[0]),
        ] {
            let confined = |houses: [usize; 2]| {
                houses.into_iter().all(|h| {
                    grid.cells_with(d)
                        .and(&grid.house_set(h))
                        .is_subset(&corners)
                })
            };
            let lines = if confined(self.rect.rows) {
                self.rect.rows
            } else if confined(self.rect.cols.map(|c| n + c)) {
                self.rect.cols.map(|c| n + c)
            } else {
                continue;
            };
            let mut step = self.step(Technique::Uniqueness(6));
            self.eliminate(&mut step, [*e0, *e1], d);
            step.explanation = format!(
                "In {} and {}, {} lies only in the corners of {}, so it fills one of the \
                 diagonals; on {} and {} it would leave {} to be {} and the rectangle a deadly \
                 pattern with two solutions: {}.",
                house_name(grid, lines[0]),
                house_name(grid, lines[1]),
                digit(d),
                self.cells_text(),
                cell_name(*e0, n),
                cell_name(*e1, n),
                cell_list(self.plain.iter().copied(), n),
                digit(other),
                effects_sentence(&step, n)
            );
            if !step.is_empty() && search.push(step) {
                return true;
            }
        }
        false
    }

    /// Hidden Rectangle: from a corner holding nothing but the two digits, one digit lies in
    /// the row and the column of the opposite corner only in the rectangle, so the opposite
    /// corner cannot be the other digit.
    fn hidden(&self, search: &mut Search) -> bool {
        let grid = self.grid;
        let n = self.n();
        match self.plain.as_slice() {
            [_] => {}
            [p0, p1] if self.rect.opposite(*p0) == *p1 => {}
            _ => return false,
        }
        let corners = self.rect.set();
        for &corner in &self.plain {
            let target = self.rect.opposite(corner);
            let (row, col) = (target / n, n + target % n);
            // The other corners in the target's row and in its column.
            let in_row = (target / n) * n + corner % n;
            let in_col = (corner / n) * n + target % n;
            for (d, other) in [
                (self.digits[0], self.digits[1]),
                (self.digits[1], self.digits[0]),
            ] {
                let confined = [row, col].into_iter().all(|h| {
                    grid.cells_with(d)
                        .and(&grid.house_set(h))
                        .is_subset(&corners)
                });
                if !confined || !grid.has(target, other) {
                    continue;
                }
                let mut step = self.step(Technique::HiddenRectangle);
                step.houses.extend([row, col]);
                self.eliminate(&mut step, [target], other);
                step.explanation = format!(
                    "In {} {} fits only in {} and {}, and in {} only in {} and {}; so if {} were \
                     {}, {} and {} would both be {}, {} (holding nothing but {}) would be {}, and \
                     the rectangle would be a deadly pattern with two solutions: {}.",
                    house_name(grid, row),
                    digit(d),
                    cell_name(in_row, n),
                    cell_name(target, n),
                    house_name(grid, col),
                    cell_name(in_col, n),
                    cell_name(target, n),
                    cell_name(target, n),
                    digit(other),
                    cell_name(in_row, n),
                    cell_name(in_col, n),
                    digit(d),
                    cell_name(corner, n),
                    self.digits_text(),
                    digit(other),
                    effects_sentence(&step, n)
                );
                if search.push(step) {
                    return true;
                }
            }
        }
        false
    }
}

/// Avoidable Rectangles: rectangles whose solved corners were placed, not given, and hold
/// two digits crosswise; the empty corners must not complete the pattern. Found from a
/// placed pair in a row (or, when no row has one, in a column), so each rectangle once.
fn avoidable_rectangles(search: &mut Search, technique: Technique) {
    let grid = search.grid;
    let n = grid.size();
    let placed = |c: usize| grid.value(c) != 0 && !grid.is_given(c);
    for s in (0..grid.cell_count()).filter(|&c| placed(c)) {
        let (r, c) = (s / n, s % n);
        for c2 in (c + 1..n).filter(|&c2| placed(r * n + c2)) {
            for r2 in (0..n).filter(|&r2| r2 != r) {
                if avoidable(search, technique, [r, r2], [c, c2], false) {
                    return;
                }
            }
        }
        for r2 in (r + 1..n).filter(|&r2| placed(r2 * n + c)) {
            for c2 in (0..n).filter(|&c2| c2 != c) {
                if avoidable(search, technique, [r, r2], [c, c2], true) {
                    return;
                }
            }
        }
    }
}

/// Checks one rectangle for an Avoidable Rectangle of `technique`; true when the search should
/// stop. `by_column` skips rectangles with a placed pair in a row (found from that pair).
fn avoidable(
    search: &mut Search,
    technique: Technique,
    rows: [usize; 2],
    cols: [usize; 2],
    by_column: bool,
) -> bool {
    let grid = search.grid;
    let n = grid.size();
    let Some(rect) = Rect::new(grid, rows, cols) else {
        return false;
    };
    if rect.cells.into_iter().any(|c| grid.is_given(c)) {
        return false;
    }
    let [tl, tr, bl, br] = rect.cells.map(|c| grid.value(c) != 0);
    if by_column && ((tl && tr) || (bl && br)) {
        return false;
    }
    // The digit each diagonal would hold: taken from its solved corners, which must agree.
    let mut wanted = [0u8; 2];
    for (i, cell) in rect.cells.into_iter().enumerate() {
        let v = grid.value(cell);
        let diagonal = usize::from(i == 1 || i == 2);
        if v != 0 {
            match wanted.get_mut(diagonal) {
                Some(w) if *w == 0 || *w == v => *w = v,
                _ => return false,
            }
        }
    }
    let [x, y] = wanted;
    if x == 0 || y == 0 || x == y {
        return false;
    }
    let need = |cell: usize| -> usize {
        let v = if rect.diagonal_of(cell)[0] == rect.cells[0] {
            x
        } else {
            y
        };
        usize::from(v) - 1
    };
    let solved: Vec<usize> = rect
        .cells
        .into_iter()
        .filter(|&c| grid.value(c) != 0)
        .collect();
    let empty: Vec<usize> = rect
        .cells
        .into_iter()
        .filter(|&c| grid.value(c) == 0)
        .collect();
    let solved_text = format!(
        "{} were solved (not given) as {}",
        cell_list(solved.iter().copied(), n),
        digit_list(solved.iter().filter_map(|&c| Digit::new(grid.value(c))))
    );
    let mut step = Step::new(technique);
    step.houses = rect.houses(n);
    for &cell in &empty {
        for digit in grid.candidates(cell).iter() {
            let role = if digit.index() == need(cell) {
                Role::Pattern
            } else {
                Role::Fin
            };
            step.marks.push(Mark { cell, digit, role });
        }
    }
    match (technique, empty.as_slice()) {
        (Technique::AvoidableRectangle(1), [corner]) => {
            let z = need(*corner);
            if !grid.has(*corner, z) {
                return false;
            }
            step.eliminations.push((*corner, digit(z)));
            step.explanation = format!(
                "{solved_text}; if {} were {}, the four cells would hold {} and {} crosswise and \
                 swapping them would give a second solution without touching a given: {}.",
                cell_name(*corner, n),
                digit(z),
                digit(usize::from(x) - 1),
                digit(usize::from(y) - 1),
                effects_sentence(&step, n)
            );
        }
        (Technique::AvoidableRectangle(2), [e0, e1]) => {
            let (z0, z1) = (need(*e0), need(*e1));
            let (b0, b1) = (grid.bits(*e0), grid.bits(*e1));
            let (w0, w1) = (b0 & !(1 << z0), b1 & !(1 << z1));
            if b0.count_ones() != 2 || b1.count_ones() != 2 || w0 != w1 || b0 == w0 || b1 == w1 {
                return false;
            }
            let w = w0.trailing_zeros() as usize;
            let pair: CellSet = [*e0, *e1].into_iter().collect();
            for c in grid.seen_by_all(&pair).and(&grid.cells_with(w)).iter() {
                step.eliminations.push((c, digit(w)));
            }
            step.explanation = format!(
                "{solved_text}; if {} were {} and {} were {}, the four cells would hold {} and \
                 {} crosswise and swapping them would give a second solution without touching a \
                 given, so one of them is {}, their other candidate: {}.",
                cell_name(*e0, n),
                digit(z0),
                cell_name(*e1, n),
                digit(z1),
                digit(usize::from(x) - 1),
                digit(usize::from(y) - 1),
                digit(w),
                effects_sentence(&step, n)
            );
        }
        _ => return false,
    }
    !step.is_empty() && search.push(step)
}

/// BUG + 1: every unsolved cell holds two candidates but one, which holds three, and every
/// digit fits exactly twice in each house but one digit of that cell, which fits three times
/// in its row, column and box. Without that digit the grid would be a deadly pattern, so the
/// cell is that digit.
fn bug_plus_one(search: &mut Search) {
    let grid = search.grid;
    let n = grid.size();
    let mut triple = None;
    for c in grid.empty_cells() {
        match (grid.bits(c).count_ones(), triple) {
            (2, _) => {}
            (3, None) => triple = Some(c),
            _ => return,
        }
    }
    let Some(cell) = triple else { return };
    let own = grid.houses_of(cell);
    let mut extra = None;
    for h in 0..grid.house_count() {
        let house = grid.house_set(h);
        for d in 0..n {
            match grid.cells_with(d).and(&house).len() {
                0 | 2 => {}
                3 if own.contains(&h) && grid.has(cell, d) && extra.is_none_or(|x| x == d) => {
                    extra = Some(d);
                }
                _ => return,
            }
        }
    }
    let Some(x) = extra else { return };
    if own
        .iter()
        .any(|&h| grid.cells_with(x).and(&grid.house_set(h)).len() != 3)
    {
        return;
    }
    let mut step = Step::new(Technique::BugPlusOne);
    step.houses = own.to_vec();
    for digit in grid.candidates(cell).iter() {
        let role = if digit.index() == x {
            Role::Fin
        } else {
            step.eliminations.push((cell, digit));
            Role::Pattern
        };
        step.marks.push(Mark { cell, digit, role });
    }
    let [row, col, bx] = own;
    step.explanation = format!(
        "Every other unsolved cell holds two candidates and every digit fits exactly twice in \
         each house, except {} which fits three times in {}, {} and {}: without it {} would \
         leave a deadly pattern (a BUG, with two solutions or none), so {} is {}: {}.",
        digit(x),
        house_name(grid, row),
        house_name(grid, col),
        house_name(grid, bx),
        cell_name(cell, n),
        cell_name(cell, n),
        digit(x),
        effects_sentence(&step, n)
    );
    search.push(step);
}
