//! BUG + 1: the one cell that keeps the grid from a bivalue universal grave.

use super::*;

/// BUG + 1: every unsolved cell holds two candidates but one, which holds three, and every
/// digit fits exactly twice in each house but one digit of that cell, which fits three times
/// in its row, column and box. Without that digit the grid would be a deadly pattern, so the
/// cell is that digit.
pub(super) fn bug_plus_one(search: &mut Search) {
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
    step.explanation = crate::t!(
        "explain-bug",
        digit = digit(x).to_string(),
        houses = and_list(vec![
            house_name(grid, row),
            house_name(grid, col),
            house_name(grid, bx)
        ]),
        cell = cell_name(cell, n),
        effects = effects_sentence(&step, n)
    );
    search.push(step);
}
