//! Unique Rectangles (Uniqueness Tests 1 to 6) and Hidden Rectangles.

use super::*;

/// A unique rectangle: its cells, its two digits, and which corners hold nothing else.
pub(super) struct Ur<'a> {
    pub(super) grid: &'a Candidates,
    pub(super) rect: Rect,
    /// The two digit indices, smaller first.
    pub(super) digits: [usize; 2],
    /// Both digits as a mask.
    pub(super) mask: u32,
    /// Corners with no candidate besides the two digits.
    pub(super) plain: Corners,
    /// Corners with other candidates too.
    pub(super) extra: Corners,
}

/// Unique rectangles: every rectangle whose corners are empty and could all still hold the
/// two digits of a corner that holds exactly those, checked for `technique`.
pub(super) fn unique_rectangles(search: &mut Search, technique: Technique) {
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
    pub(super) fn n(&self) -> usize {
        self.grid.size()
    }

    /// The two digits as text.
    pub(super) fn digits_text(&self) -> String {
        mask_list(self.mask)
    }

    /// The two digits, each with the other.
    pub(super) fn digit_pairs(&self) -> [(usize, usize); 2] {
        let [a, b] = self.digits;
        [(a, b), (b, a)]
    }

    /// The eliminations of digit index `d` from those of `cells` that hold it.
    pub(super) fn holding(&self, cells: &[usize], d: usize) -> Vec<(usize, Digit)> {
        cells
            .iter()
            .filter(|&&c| self.grid.has(c, d))
            .map(|&c| (c, digit(d)))
            .collect()
    }

    /// A step of `technique` with `eliminations`, if there are any: the rectangle's rows and
    /// columns and `houses`, every corner candidate marked (the two digits as the pattern, the
    /// others as fins), and the candidates of `group` as a group. The caller explains it.
    pub(super) fn step(
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
    pub(super) fn find(&self, search: &mut Search, technique: Technique) -> bool {
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
    pub(super) fn type1(&self, search: &mut Search) -> bool {
        let (3, &[corner]) = (self.plain.len, self.extra.as_slice()) else {
            return false;
        };
        let n = self.n();
        let mut eliminations = self.holding(&[corner], self.digits[0]);
        eliminations.extend(self.holding(&[corner], self.digits[1]));
        let Some(mut step) = self.step(Technique::Uniqueness(1), eliminations, &[], &[]) else {
            return false;
        };
        step.explanation = crate::t!(
            "explain-ur-1",
            plain = self.plain.text(n),
            count = self.plain.len,
            digits = self.digits_text(),
            corner = cell_name(corner, n),
            rect = cell_list(self.rect.cells, n),
            effects = effects_sentence(&step, n)
        );
        search.push(step)
    }

    /// Types 2 and 5: the corners with other candidates all have the same single one, `x`;
    /// one of them must be `x`, so `x` goes from every cell that sees them all. Type 2 when
    /// those are two corners in one row or column, type 5 otherwise.
    pub(super) fn type2(&self, search: &mut Search, wanted: u8) -> bool {
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
        step.explanation = crate::t!(
            "explain-ur-2",
            plain = self.plain.text(n),
            count = self.plain.len,
            digits = self.digits_text(),
            extra = self.extra.text(n),
            extras = self.extra.len,
            rect = cell_list(self.rect.cells, n),
            x = digit(x).to_string(),
            effects = effects_sentence(&step, n)
        );
        search.push(step)
    }

    /// Type 3: the two corners with other candidates act as one cell holding those others;
    /// with further cells of a house they share it forms a naked subset.
    pub(super) fn type3(&self, search: &mut Search) -> bool {
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
    pub(super) fn subsets(
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
    pub(super) fn type3_step(
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
            .flat_map(|c| ones(grid.bits(c) & union).map(move |d| (c, digit(d))))
            .collect();
        let technique = Technique::Uniqueness(3);
        let Some(mut step) = self.step(technique, eliminations, &houses, chosen) else {
            return false;
        };
        step.explanation = crate::t!(
            "explain-ur-3",
            extra = self.extra.text(n),
            digits = self.digits_text(),
            plain = self.plain.text(n),
            others = mask_alternatives(others),
            cells = cell_list(chosen.iter().copied(), n),
            count = union.count_ones(),
            union = mask_list(union),
            houses = and_join(houses.iter().map(|&h| house_name(grid, h))),
            effects = effects_sentence(&step, n)
        );
        search.push(step)
    }

    /// Type 4: the two corners with other candidates share a house where one digit fits only
    /// in them; one of them is that digit, so neither can be the other digit.
    pub(super) fn type4(&self, search: &mut Search) -> bool {
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
            step.explanation = crate::t!(
                "explain-ur-4",
                house = house_name(grid, house),
                digit = digit(d).to_string(),
                e0 = cell_name(e0, n),
                e1 = cell_name(e1, n),
                other = digit(other).to_string(),
                plain = self.plain.text(n),
                digits = self.digits_text(),
                effects = effects_sentence(&step, n)
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
    pub(super) fn type6(&self, search: &mut Search) -> bool {
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
            step.explanation = crate::t!(
                "explain-ur-6",
                first = house_name(grid, first),
                second = house_name(grid, second),
                digit = digit(d).to_string(),
                rect = cell_list(self.rect.cells, n),
                e0 = cell_name(e0, n),
                e1 = cell_name(e1, n),
                plain = self.plain.text(n),
                other = digit(other).to_string(),
                effects = effects_sentence(&step, n)
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
    pub(super) fn hidden(&self, search: &mut Search) -> bool {
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
                step.explanation = crate::t!(
                    "explain-hidden-rectangle",
                    row = house_name(grid, row),
                    digit = digit(d).to_string(),
                    inrow = cell_name(in_row, n),
                    target = cell_name(target, n),
                    col = house_name(grid, col),
                    incol = cell_name(in_col, n),
                    other = digit(other).to_string(),
                    corner = cell_name(corner, n),
                    digits = self.digits_text(),
                    effects = effects_sentence(&step, n)
                );
                if search.push(step) {
                    return true;
                }
            }
        }
        false
    }
}
