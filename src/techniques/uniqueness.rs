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
//! rules it out; each deduction below stays sound with missing candidates. Where HoDoKu's
//! search is narrower than the logic, the logic is followed: Type 4 needs the digit confined
//! in one house the two roof cells share (HoDoKu: in every cell that sees both), Type 6 an
//! X-Wing in the rectangle's rows or in its columns (HoDoKu: both), and Avoidable Rectangles
//! take any corners placed rather than given (HoDoKu: a placed pair in one box, and for Type
//! 1 an empty corner with two candidates). BUG + 1 is strict: every other unsolved cell holds
//! exactly two candidates and every other count is 0 or 2.

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

/// The digit of digit index `d`.
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

/// `3 or 7` for a mask.
fn mask_alternatives(mask: u32) -> String {
    let digits: Vec<String> = digits_of(mask).map(|d| digit(d).to_string()).collect();
    match digits.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => digits.concat(),
    }
}

/// For each house, the digits placed in it as a mask.
fn placed_by_house(grid: &Candidates) -> Vec<u32> {
    (0..grid.house_count())
        .map(|h| {
            grid.house(h)
                .iter()
                .map(|&c| grid.value(c))
                .filter(|&v| v != 0)
                .fold(0u32, |m, v| {
                    m | 1u32.checked_shl(u32::from(v) - 1).unwrap_or(0)
                })
        })
        .collect()
}

/// Whether the cells of a set share a row or a column.
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

/// Some corners of a rectangle, kept on the stack.
#[derive(Debug, Clone, Copy, Default)]
struct Corners {
    cells: [usize; 4],
    len: usize,
}

impl Corners {
    fn push(&mut self, cell: usize) {
        if let Some(slot) = self.cells.get_mut(self.len) {
            *slot = cell;
            self.len += 1;
        }
    }

    fn as_slice(&self) -> &[usize] {
        self.cells.get(..self.len).unwrap_or(&[])
    }

    fn text(&self, n: usize) -> String {
        cell_list(self.as_slice().iter().copied(), n)
    }

    /// `r1c2 holds` or `r1c2, r3c2 hold`.
    fn hold(&self, n: usize) -> String {
        let verb = if self.len == 1 { "holds" } else { "hold" };
        format!("{} {verb}", self.text(n))
    }

    /// `both` for two cells, `all` for more.
    fn all(&self) -> &'static str {
        if self.len == 2 { "both" } else { "all" }
    }
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
    plain: Corners,
    /// Corners with other candidates too.
    extra: Corners,
}

/// Unique rectangles: every rectangle whose corners are empty and could all still hold the
/// two digits of a corner that holds exactly those, checked for `technique`.
fn unique_rectangles(search: &mut Search, technique: Technique) {
    let grid = search.grid;
    let n = grid.size();
    let placed = placed_by_house(grid);
    // For each empty cell, its candidates and the digits it misses that no solved peer holds.
    let open: Vec<u32> = (0..grid.cell_count())
        .map(|cell| {
            let blocked = grid
                .houses_of(cell)
                .into_iter()
                .fold(0, |m, h| m | placed.get(h).copied().unwrap_or(0));
            if grid.value(cell) == 0 {
                grid.bits(cell) | !blocked
            } else {
                0
            }
        })
        .collect();
    let possible = |cell: usize, mask: u32| open.get(cell).is_some_and(|&o| o & mask == mask);
    for start in grid.empty_cells() {
        let bits = grid.bits(start);
        if bits.count_ones() != 2 {
            continue;
        }
        let a = bits.trailing_zeros() as usize;
        let b = (bits & (bits - 1)).trailing_zeros() as usize;
        let (r, c) = (start / n, start % n);
        for c2 in (0..n).filter(|&c2| c2 != c && possible(r * n + c2, bits)) {
            for r2 in (0..n).filter(|&r2| r2 != r) {
                if !possible(r2 * n + c, bits) || !possible(r2 * n + c2, bits) {
                    continue;
                }
                let Some(rect) = Rect::new(grid, [r, r2], [c, c2]) else {
                    continue;
                };
                // Each rectangle once: from its first corner holding exactly the two digits.
                if rect.cells.into_iter().find(|&x| grid.bits(x) == bits) != Some(start) {
                    continue;
                }
                let mut ur = Ur {
                    grid,
                    rect,
                    digits: [a, b],
                    mask: bits,
                    plain: Corners::default(),
                    extra: Corners::default(),
                };
                for x in rect.cells {
                    if grid.bits(x) & !bits == 0 {
                        ur.plain.push(x);
                    } else {
                        ur.extra.push(x);
                    }
                }
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

    /// The two digits as text.
    fn digits_text(&self) -> String {
        mask_list(self.mask)
    }

    /// The two digits, each with the other.
    fn digit_pairs(&self) -> [(usize, usize); 2] {
        let [a, b] = self.digits;
        [(a, b), (b, a)]
    }

    /// The eliminations of digit index `d` from those of `cells` that hold it.
    fn holding(&self, cells: &[usize], d: usize) -> Vec<(usize, Digit)> {
        cells
            .iter()
            .filter(|&&c| self.grid.has(c, d))
            .map(|&c| (c, digit(d)))
            .collect()
    }

    /// A step of `technique` with `eliminations`, if there are any: the rectangle's rows and
    /// columns and `houses`, every corner candidate marked (the two digits as the pattern, the
    /// others as fins), and the candidates of `group` as a group. The caller explains it.
    fn step(
        &self,
        technique: Technique,
        eliminations: Vec<(usize, Digit)>,
        houses: &[usize],
        group: &[usize],
    ) -> Option<Step> {
        if eliminations.is_empty() {
            return None;
        }
        let mut step = Step::new(technique);
        step.houses = self.rect.houses(self.n());
        for &h in houses {
            if !step.houses.contains(&h) {
                step.houses.push(h);
            }
        }
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
        for &cell in group {
            for digit in self.grid.candidates(cell).iter() {
                let role = Role::Group(0);
                step.marks.push(Mark { cell, digit, role });
            }
        }
        step.eliminations = eliminations;
        Some(step)
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
        let (3, &[corner]) = (self.plain.len, self.extra.as_slice()) else {
            return false;
        };
        let n = self.n();
        let mut eliminations = self.holding(&[corner], self.digits[0]);
        eliminations.extend(self.holding(&[corner], self.digits[1]));
        let Some(mut step) = self.step(Technique::Uniqueness(1), eliminations, &[], &[]) else {
            return false;
        };
        step.explanation = format!(
            "{} nothing but {}, so if {} were either digit too, {} would hold them \
             crosswise and swapping them would give a second solution: {}.",
            self.plain.hold(n),
            self.digits_text(),
            cell_name(corner, n),
            cell_list(self.rect.cells, n),
            effects_sentence(&step, n)
        );
        search.push(step)
    }

    /// Types 2 and 5: the corners with other candidates all have the same single one, `x`;
    /// one of them must be `x`, so `x` goes from every cell that sees them all. Type 2 when
    /// those are two corners in one row or column, type 5 otherwise.
    fn type2(&self, search: &mut Search, wanted: u8) -> bool {
        if !(1..=2).contains(&self.plain.len) {
            return false;
        }
        let grid = self.grid;
        let n = self.n();
        let extra = self.extra.as_slice();
        let others = extra
            .iter()
            .fold(0u32, |m, &c| m | (grid.bits(c) & !self.mask));
        if others.count_ones() != 1 {
            return false;
        }
        let x = others.trailing_zeros() as usize;
        let kind = match extra {
            &[e0, e1] if grid.shared_houses(e0, e1).next().is_some() => 2,
            _ => 5,
        };
        if kind != wanted {
            return false;
        }
        let extra_set: CellSet = extra.iter().copied().collect();
        let targets = grid.seen_by_all(&extra_set).and(&grid.cells_with(x));
        let eliminations = targets.iter().map(|c| (c, digit(x))).collect();
        let Some(mut step) = self.step(Technique::Uniqueness(kind), eliminations, &[], &[]) else {
            return false;
        };
        step.explanation = format!(
            "{} nothing but {}, so {} cannot {} take those digits (the rectangle {} would be a \
             deadly pattern with two solutions); one of them is {}, their only other \
             candidate, so {}.",
            self.plain.hold(n),
            self.digits_text(),
            self.extra.text(n),
            self.extra.all(),
            cell_list(self.rect.cells, n),
            digit(x),
            effects_sentence(&step, n)
        );
        search.push(step)
    }

    /// Type 3: the two corners with other candidates act as one cell holding those others;
    /// with further cells of a house they share it forms a naked subset.
    fn type3(&self, search: &mut Search) -> bool {
        let (2, &[e0, e1]) = (self.plain.len, self.extra.as_slice()) else {
            return false;
        };
        let grid = self.grid;
        let others = (grid.bits(e0) | grid.bits(e1)) & !self.mask;
        for house in grid.shared_houses(e0, e1) {
            let pool: Vec<usize> = grid
                .house(house)
                .iter()
                .copied()
                .filter(|&c| {
                    let bits = grid.bits(c);
                    c != e0 && c != e1 && bits != 0 && bits & self.mask == 0
                })
                .collect();
            let mut chosen = Vec::with_capacity(MAX_SUBSET_CELLS);
            let pseudo = Pseudo { house, others };
            if self.subsets(search, pseudo, &pool, others, &mut chosen) {
                return true;
            }
        }
        false
    }

    /// Grows `chosen` from `pool` and pushes every naked subset it makes with the pseudo cell
    /// (`union` holds their candidates so far); true when the search should stop.
    fn subsets(
        &self,
        search: &mut Search,
        pseudo: Pseudo,
        pool: &[usize],
        union: u32,
        chosen: &mut Vec<usize>,
    ) -> bool {
        if chosen.len() >= MAX_SUBSET_CELLS {
            return false;
        }
        for (i, &cell) in pool.iter().enumerate() {
            let union = union | self.grid.bits(cell);
            if union.count_ones() as usize > MAX_SUBSET_CELLS + 1 {
                continue;
            }
            chosen.push(cell);
            let rest = pool.get(i + 1..).unwrap_or(&[]);
            let stop = (union.count_ones() as usize == chosen.len() + 1
                && self.type3_step(search, pseudo, chosen, union))
                || self.subsets(search, pseudo, rest, union, chosen);
            chosen.pop();
            if stop {
                return true;
            }
        }
        false
    }

    /// Pushes the Type 3 step of the subset `chosen` + the pseudo cell, whose candidates
    /// together are `union`.
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
        let group: CellSet = chosen
            .iter()
            .chain(self.extra.as_slice())
            .copied()
            .collect();
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
        let cleared = houses
            .iter()
            .fold(CellSet::EMPTY, |set, &h| set.or(&grid.house_set(h)));
        let eliminations = cleared
            .minus(&group)
            .iter()
            .flat_map(|c| digits_of(grid.bits(c) & union).map(move |d| (c, digit(d))))
            .collect();
        let technique = Technique::Uniqueness(3);
        let Some(mut step) = self.step(technique, eliminations, &houses, chosen) else {
            return false;
        };
        let names: Vec<String> = houses.iter().map(|&h| house_name(grid, h)).collect();
        step.explanation = format!(
            "{} cannot both take {} (with {} holding nothing else the rectangle would be a \
             deadly pattern with two solutions), so one of them is {}; with {} that makes {} \
             digits ({}) for {} cells in {}, a naked subset: {}.",
            self.extra.text(n),
            self.digits_text(),
            self.plain.text(n),
            mask_alternatives(others),
            cell_list(chosen.iter().copied(), n),
            union.count_ones(),
            mask_list(union),
            union.count_ones(),
            names.join(" and "),
            effects_sentence(&step, n)
        );
        search.push(step)
    }

    /// Type 4: the two corners with other candidates share a house where one digit fits only
    /// in them; one of them is that digit, so neither can be the other digit.
    fn type4(&self, search: &mut Search) -> bool {
        let (2, pair @ &[e0, e1]) = (self.plain.len, self.extra.as_slice()) else {
            return false;
        };
        let grid = self.grid;
        let n = self.n();
        let pair_set: CellSet = pair.iter().copied().collect();
        for (d, other) in self.digit_pairs() {
            let confined = |h: usize| {
                grid.cells_with(d)
                    .and(&grid.house_set(h))
                    .is_subset(&pair_set)
            };
            let Some(house) = grid.shared_houses(e0, e1).find(|&h| confined(h)) else {
                continue;
            };
            let eliminations = self.holding(pair, other);
            let technique = Technique::Uniqueness(4);
            let Some(mut step) = self.step(technique, eliminations, &[house], &[]) else {
                continue;
            };
            step.explanation = format!(
                "In {}, {} fits only in {} and {}, so one of them is {}; the other cannot be {}, \
                 or with {} holding nothing but {} the rectangle would be a deadly pattern with \
                 two solutions: {}.",
                house_name(grid, house),
                digit(d),
                cell_name(e0, n),
                cell_name(e1, n),
                digit(d),
                digit(other),
                self.plain.text(n),
                self.digits_text(),
                effects_sentence(&step, n)
            );
            if search.push(step) {
                return true;
            }
        }
        false
    }

    /// Type 6: the corners with other candidates are opposite, and one digit lies in the
    /// rectangle's two rows (or two columns) only in its corners (an X-Wing): it fills one
    /// diagonal, and on theirs it would force the deadly pattern, so it leaves them.
    fn type6(&self, search: &mut Search) -> bool {
        let (2, pair @ &[e0, e1]) = (self.plain.len, self.extra.as_slice()) else {
            return false;
        };
        if self.rect.opposite(e0) != e1 {
            return false;
        }
        let grid = self.grid;
        let n = self.n();
        let corners = self.rect.set();
        let cols = self.rect.cols.map(|c| n + c);
        for (d, other) in self.digit_pairs() {
            let confined = |lines: [usize; 2]| {
                lines.into_iter().all(|h| {
                    grid.cells_with(d)
                        .and(&grid.house_set(h))
                        .is_subset(&corners)
                })
            };
            let Some([first, second]) = [self.rect.rows, cols].into_iter().find(|&l| confined(l))
            else {
                continue;
            };
            let eliminations = self.holding(pair, d);
            let Some(mut step) = self.step(Technique::Uniqueness(6), eliminations, &[], &[]) else {
                continue;
            };
            step.explanation = format!(
                "In {} and {}, {} lies only in the corners of {}, so it fills one of the \
                 diagonals; on {} and {} it would leave {} to be {} and the rectangle a deadly \
                 pattern with two solutions: {}.",
                house_name(grid, first),
                house_name(grid, second),
                digit(d),
                cell_list(self.rect.cells, n),
                cell_name(e0, n),
                cell_name(e1, n),
                self.plain.text(n),
                digit(other),
                effects_sentence(&step, n)
            );
            if search.push(step) {
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
            &[p0, p1] if self.rect.opposite(p0) == p1 => {}
            _ => return false,
        }
        let corners = self.rect.set();
        for &corner in self.plain.as_slice() {
            let target = self.rect.opposite(corner);
            let (row, col) = (target / n, n + target % n);
            // The other corners in the target's row and in its column.
            let in_row = (target / n) * n + corner % n;
            let in_col = (corner / n) * n + target % n;
            for (d, other) in self.digit_pairs() {
                let confined = [row, col].into_iter().all(|h| {
                    grid.cells_with(d)
                        .and(&grid.house_set(h))
                        .is_subset(&corners)
                });
                if !confined {
                    continue;
                }
                let eliminations = self.holding(&[target], other);
                let technique = Technique::HiddenRectangle;
                let Some(mut step) = self.step(technique, eliminations, &[row, col], &[]) else {
                    continue;
                };
                step.explanation = format!(
                    "In {}, {} fits only in {} and {}, and in {} only in {} and {}; so if {} were \
                     {}, {} and {} would both be {}, {} (holding nothing but {}) would be {}, \
                     and the rectangle would be a deadly pattern with two solutions: {}.",
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

/// Where each digit is placed in each row and each column.
struct Placements {
    n: usize,
    /// `row[d * n + col]`: the row of the placed digit index `d` in `col`.
    row: Vec<Option<usize>>,
    /// `col[d * n + row]`: the column of the placed digit index `d` in `row`.
    col: Vec<Option<usize>>,
}

impl Placements {
    fn new(grid: &Candidates) -> Placements {
        let n = grid.size();
        let mut placements = Placements {
            n,
            row: vec![None; n * n],
            col: vec![None; n * n],
        };
        for cell in 0..grid.cell_count() {
            let Some(d) = usize::from(grid.value(cell)).checked_sub(1) else {
                continue;
            };
            let (r, c) = (cell / n, cell % n);
            if let Some(slot) = placements.row.get_mut(d * n + c) {
                *slot = Some(r);
            }
            if let Some(slot) = placements.col.get_mut(d * n + r) {
                *slot = Some(c);
            }
        }
        placements
    }

    /// The cell holding digit index `d` in column `col`.
    fn in_col(&self, d: usize, col: usize) -> Option<usize> {
        let row = self.row.get(d * self.n + col).copied().flatten()?;
        Some(row * self.n + col)
    }

    /// The cell holding digit index `d` in row `row`.
    fn in_row(&self, d: usize, row: usize) -> Option<usize> {
        let col = self.col.get(d * self.n + row).copied().flatten()?;
        Some(row * self.n + col)
    }
}

/// Avoidable Rectangles: rectangles whose solved corners were placed, not given, and hold
/// two digits crosswise; the empty corners must not complete the pattern. Type 1 is found
/// from its empty corner, type 2 from its two empty corners, so each rectangle once.
fn avoidable_rectangles(search: &mut Search, technique: Technique) {
    let grid = search.grid;
    let n = grid.size();
    let placements = Placements::new(grid);
    // The digit index a corner holds, if it was placed rather than given.
    let placed = |cell: usize| {
        let v = usize::from(grid.value(cell));
        (v != 0 && !grid.is_given(cell)).then(|| v - 1)
    };
    for e in grid.empty_cells() {
        let (r0, c0) = (e / n, e % n);
        if technique == Technique::AvoidableRectangle(1) {
            // The corner beside `e` in its row holds y, so does the one above or below it in
            // its column; the corner opposite `e` holds what `e` must not.
            for beside in (0..n).map(|c| r0 * n + c).filter(|&c| c != e) {
                let Some(y) = placed(beside) else { continue };
                let Some(above) = placements.in_col(y, c0) else {
                    continue;
                };
                let opposite = (above / n) * n + beside % n;
                if placed(above).is_none() {
                    continue;
                }
                let Some(x) = placed(opposite) else { continue };
                if grid.has(e, x)
                    && let Some(rect) = Rect::new(grid, [r0, above / n], [c0, beside % n])
                    && avoidable(search, technique, rect, &[(e, x)], vec![(e, digit(x))])
                {
                    return;
                }
            }
            continue;
        }
        if grid.bits(e).count_ones() != 2 {
            continue;
        }
        // A second empty corner after `e` in its row or column, both holding one digit of
        // the pattern and the same other candidate `w`.
        let rows_after = (c0 + 1..n).map(|c| (r0 * n + c, true));
        let cols_after = (r0 + 1..n).map(|r| (r * n + c0, false));
        for (f, same_row) in rows_after.chain(cols_after) {
            let fb = grid.bits(f);
            if grid.value(f) != 0 || fb.count_ones() != 2 {
                continue;
            }
            for y in digits_of(grid.bits(e)) {
                let w = grid.bits(e) & !(1 << y);
                let rest = fb & !w;
                if fb & w == 0 || rest.count_ones() != 1 || rest == 1 << y {
                    continue;
                }
                let x = rest.trailing_zeros() as usize;
                // `e` needs y from the corner opposite it, on `f`'s line across.
                let Some(across_f) = (if same_row {
                    placements.in_col(y, f % n)
                } else {
                    placements.in_row(y, f / n)
                }) else {
                    continue;
                };
                let across_e = if same_row {
                    (across_f / n) * n + c0
                } else {
                    r0 * n + across_f % n
                };
                if placed(across_f) != Some(y) || placed(across_e) != Some(x) {
                    continue;
                }
                let (rows, cols) = if same_row {
                    ([r0, across_f / n], [c0, f % n])
                } else {
                    ([r0, f / n], [c0, across_f % n])
                };
                let Some(rect) = Rect::new(grid, rows, cols) else {
                    continue;
                };
                let wd = w.trailing_zeros() as usize;
                let pair: CellSet = [e, f].into_iter().collect();
                let targets = grid.seen_by_all(&pair).and(&grid.cells_with(wd));
                let eliminations = targets.iter().map(|c| (c, digit(wd))).collect();
                if avoidable(search, technique, rect, &[(e, y), (f, x)], eliminations) {
                    return;
                }
            }
        }
    }
}

/// Pushes the Avoidable Rectangle `rect` whose empty corners must not take the digits of
/// `needs` (cell, digit index), with `eliminations` if any; true when the search should stop.
fn avoidable(
    search: &mut Search,
    technique: Technique,
    rect: Rect,
    needs: &[(usize, usize)],
    eliminations: Vec<(usize, Digit)>,
) -> bool {
    if eliminations.is_empty() {
        return false;
    }
    let grid = search.grid;
    let n = grid.size();
    let mut step = Step::new(technique);
    step.houses = rect.houses(n);
    for &(cell, need) in needs {
        for digit in grid.candidates(cell).iter() {
            let role = if digit.index() == need {
                Role::Pattern
            } else {
                Role::Fin
            };
            step.marks.push(Mark { cell, digit, role });
        }
    }
    step.eliminations = eliminations;
    let solved: Vec<usize> = rect
        .cells
        .into_iter()
        .filter(|&c| grid.value(c) != 0)
        .collect();
    let values: Vec<Digit> = solved
        .iter()
        .filter_map(|&c| Digit::new(grid.value(c)))
        .collect();
    let mut pair = values.clone();
    pair.sort();
    pair.dedup();
    let would: Vec<String> = needs
        .iter()
        .map(|&(c, d)| format!("{} were {}", cell_name(c, n), digit(d)))
        .collect();
    let rest = match (needs, step.eliminations.first()) {
        ([_, _, ..], Some((_, w))) => format!(", so one of them is {w}"),
        _ => String::new(),
    };
    step.explanation = format!(
        "{} were solved (not given) as {}; if {}, the four cells would hold {} crosswise and \
         swapping those would give a second solution without touching a given{rest}: {}.",
        cell_list(solved.iter().copied(), n),
        digit_list(values),
        would.join(" and "),
        digit_list(pair),
        effects_sentence(&step, n)
    );
    search.push(step)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Cell, DigitSet, Grid, Shape};
    use crate::solver::CancelToken;
    use crate::techniques::steps_of;

    fn four() -> Shape {
        Shape::new(2, 2).unwrap_or(Shape::NINE)
    }

    fn set(digits: &[u8]) -> DigitSet {
        digits.iter().filter_map(|&d| Digit::new(d)).collect()
    }

    /// An empty 4x4 grid whose cells hold every digit but where `marks` (row, col, digits)
    /// say otherwise.
    fn marked(marks: &[(usize, usize, &[u8])]) -> Candidates {
        let shape = four();
        let mut sets = vec![DigitSet::full(4); shape.cell_count()];
        for &(r, c, digits) in marks {
            if let Some(s) = sets.get_mut(r * 4 + c) {
                *s = set(digits);
            }
        }
        Candidates::with_marks(&Grid::empty(shape), Some(&sets))
    }

    /// The eliminations of each step of `technique`, as (row, col, digit) from 1.
    fn found(grid: &Candidates, technique: Technique) -> Vec<Vec<(usize, usize, u8)>> {
        let n = grid.size();
        steps_of(grid, technique, &CancelToken::new())
            .unwrap_or_default()
            .iter()
            .map(|s| {
                s.eliminations
                    .iter()
                    .map(|&(c, d)| (c / n + 1, c % n + 1, d.get()))
                    .collect()
            })
            .collect()
    }

    #[test]
    fn type1_clears_the_pair_from_the_corner_with_more() {
        let grid = marked(&[
            (0, 0, &[1, 2]),
            (0, 2, &[1, 2]),
            (1, 0, &[1, 2]),
            (1, 2, &[1, 2, 3]),
        ]);
        assert_eq!(
            found(&grid, Technique::Uniqueness(1)),
            vec![vec![(2, 3, 1), (2, 3, 2)]]
        );
    }

    #[test]
    fn a_rectangle_over_four_boxes_is_not_deadly() {
        let grid = marked(&[
            (0, 0, &[1, 2]),
            (0, 2, &[1, 2]),
            (2, 0, &[1, 2]),
            (2, 2, &[1, 2, 3]),
        ]);
        assert!(found(&grid, Technique::Uniqueness(1)).is_empty());
    }

    #[test]
    fn type4_keeps_the_digit_confined_to_the_roof() {
        let grid = marked(&[
            (0, 0, &[1, 2]),
            (1, 0, &[1, 2]),
            (0, 2, &[1, 2, 3]),
            (1, 2, &[1, 2, 4]),
            (2, 2, &[2, 3, 4]),
            (3, 2, &[2, 3, 4]),
        ]);
        assert!(found(&grid, Technique::Uniqueness(4)).contains(&vec![(1, 3, 2), (2, 3, 2)]));
    }

    /// A 4x4 grid with placed digits 1 in r1c1 and 2 in r1c3 and r2c1; r1c1 given if asked.
    fn three_corners(first_given: bool) -> Candidates {
        let mut grid = Grid::empty(four());
        for (r, c, v) in [(0, 0, 1), (0, 2, 2), (1, 0, 2)] {
            let (cell, digit) = (Cell::new(r, c), Digit::new(v));
            if first_given && (r, c) == (0, 0) {
                grid.set_given(cell, digit);
            } else {
                grid.set_value(cell, digit);
            }
        }
        Candidates::from_grid(&grid)
    }

    #[test]
    fn avoidable_rectangle_type1_needs_placed_corners_not_givens() {
        let technique = Technique::AvoidableRectangle(1);
        assert_eq!(
            found(&three_corners(false), technique),
            vec![vec![(2, 3, 1)]]
        );
        assert!(found(&three_corners(true), technique).is_empty());
    }

    /// Two 4x4 solutions that differ in every cell, as the candidates of an empty grid, plus
    /// `extra` (row, col, digit) candidates.
    fn bug(extra: &[(usize, usize, u8)]) -> Candidates {
        let solution = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
        let marks: Vec<(usize, usize, Vec<u8>)> = solution
            .iter()
            .enumerate()
            .map(|(i, &v)| {
                let mut digits = vec![v, v % 4 + 1];
                digits.extend(
                    extra
                        .iter()
                        .filter(|&&(r, c, _)| r * 4 + c == i)
                        .map(|&(_, _, d)| d),
                );
                (i / 4, i % 4, digits)
            })
            .collect();
        let marks: Vec<(usize, usize, &[u8])> = marks
            .iter()
            .map(|(r, c, d)| (*r, *c, d.as_slice()))
            .collect();
        marked(&marks)
    }

    #[test]
    fn bug_plus_one_keeps_the_digit_that_breaks_the_grave() {
        assert_eq!(
            found(&bug(&[(0, 0, 3)]), Technique::BugPlusOne),
            vec![vec![(1, 1, 1), (1, 1, 2)]]
        );
        assert!(found(&bug(&[]), Technique::BugPlusOne).is_empty());
        assert!(found(&bug(&[(0, 0, 3), (3, 3, 3)]), Technique::BugPlusOne).is_empty());
    }
}
