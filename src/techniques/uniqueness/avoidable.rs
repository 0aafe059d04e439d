//! Avoidable Rectangles, types 1 and 2: corners placed (not given) that must not complete a
//! deadly pattern.

use super::*;

/// Where each digit is placed in each row and each column.
pub(super) struct Placements {
    pub(super) n: usize,
    /// `row[d * n + col]`: the row of the placed digit index `d` in `col`.
    pub(super) row: Vec<Option<usize>>,
    /// `col[d * n + row]`: the column of the placed digit index `d` in `row`.
    pub(super) col: Vec<Option<usize>>,
}

impl Placements {
    pub(super) fn new(grid: &Candidates) -> Placements {
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
    pub(super) fn in_col(&self, d: usize, col: usize) -> Option<usize> {
        let row = self.row.get(d * self.n + col).copied().flatten()?;
        Some(row * self.n + col)
    }

    /// The cell holding digit index `d` in row `row`.
    pub(super) fn in_row(&self, d: usize, row: usize) -> Option<usize> {
        let col = self.col.get(d * self.n + row).copied().flatten()?;
        Some(row * self.n + col)
    }
}

/// Avoidable Rectangles: rectangles whose solved corners were placed, not given, and hold
/// two digits crosswise; the empty corners must not complete the pattern. Type 1 is found
/// from its empty corner, type 2 from its two empty corners, so each rectangle once.
pub(super) fn avoidable_rectangles(search: &mut Search, technique: Technique) {
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
            for y in ones(grid.bits(e)) {
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
pub(super) fn avoidable(
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
        .map(|&(c, d)| {
            crate::t!(
                "explain-avoidable-were",
                cell = cell_name(c, n),
                digit = digit(d).to_string()
            )
        })
        .collect();
    let rest = match (needs, step.eliminations.first()) {
        ([_, _, ..], Some((_, w))) => crate::t!("explain-avoidable-one-of", digit = w.to_string()),
        _ => String::new(),
    };
    step.explanation = crate::t!(
        "explain-avoidable",
        solved = cell_list(solved.iter().copied(), n),
        values = digit_list(values),
        would = would.join(&crate::t!("list-conditions-separator")),
        pair = digit_list(pair),
        rest = rest,
        effects = effects_sentence(&step, n)
    );
    search.push(step)
}
