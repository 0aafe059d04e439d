//! Templates: Template Set and Template Delete, as HoDoKu defines them.
//!
//! A template of a digit is one way to place all its copies: one cell in each row, column and
//! box. The templates that fit the grid take every cell where the digit is placed and
//! otherwise only cells where it is a candidate. HoDoKu then refines them: the cells every
//! template of a digit shares are that digit's for sure, so a template of another digit that
//! uses one of them cannot be right; this repeats until nothing changes. Template Set places
//! the digit in the cells all its templates share; Template Delete removes it from the cells
//! no template uses. (HoDoKu's notes mention also combining the templates of two digits, but
//! its code does not do that; neither does Shudu.)
//!
//! Templates are enumerated row by row with masks of the columns and boxes used, on boards of
//! up to 128 cells (11x11), with at most [`MAX_TEMPLATES`] per digit (a 9x9 digit has at most
//! 46,656); beyond that the techniques find nothing.

use crate::board::{Digit, ones};
use crate::techniques::step::effects_sentence;
use crate::techniques::{Candidates, Family, Mark, Role, Search, Step, Technique, cell_list};

/// The most templates enumerated for one digit.
pub const MAX_TEMPLATES: usize = 100_000;

/// Finds the steps of `technique`.
pub fn find(search: &mut Search, technique: Technique) {
    if technique.finder_family() != Family::Templates {
        return;
    }
    let grid = search.grid;
    let n = grid.size();
    let Some(all) = templates(grid) else { return };
    for (d, list) in all.iter().enumerate() {
        let digit = Digit::from_index(d);
        let placed = cells_where(grid, |c| usize::from(grid.value(c)) == d + 1);
        let candidates = cells_where(grid, |c| grid.has(c, d));
        let shared = list.iter().fold(u128::MAX, |m, &t| m & t);
        let used = list.iter().fold(0, |m, &t| m | t);
        let mut step = Step::new(technique);
        if technique == Technique::TemplateSet {
            step.placements = ones(shared & !placed).map(|c| (c, digit)).collect();
        } else {
            step.eliminations = ones(candidates & !used).map(|c| (c, digit)).collect();
        }
        if step.is_empty() {
            continue;
        }
        step.marks = ones(candidates)
            .map(|cell| Mark {
                cell,
                digit,
                role: Role::Pattern,
            })
            .collect();
        let what = if technique == Technique::TemplateSet {
            crate::t!(
                "explain-template-set",
                digit = digit.to_string(),
                cells = cell_list(step.placements.iter().map(|p| p.0), n)
            )
        } else {
            crate::t!(
                "explain-template-delete",
                digit = digit.to_string(),
                cells = cell_list(step.eliminations.iter().map(|e| e.0), n)
            )
        };
        step.explanation = crate::t!(
            "explain-template",
            digit = digit.to_string(),
            count = list.len(),
            what = what,
            effects = effects_sentence(&step, n)
        );
        if search.push(step) {
            return;
        }
    }
}

/// The cells meeting `test` as bits.
fn cells_where(grid: &Candidates, test: impl Fn(usize) -> bool) -> u128 {
    (0..grid.cell_count().min(128))
        .filter(|&c| test(c))
        .fold(0, |m, c| m | 1 << c)
}

/// The refined templates of every digit (cells as bits), or `None` when the board is too
/// big, a digit has too many templates, or some digit has none (the grid has no solution).
fn templates(grid: &Candidates) -> Option<Vec<Vec<u128>>> {
    let n = grid.size();
    if grid.cell_count() > 128 || n > 32 {
        return None;
    }
    let box_of: Vec<usize> = (0..grid.cell_count())
        .map(|c| grid.houses_of(c)[2].saturating_sub(2 * n))
        .collect();
    let mut all = Vec::with_capacity(n);
    for d in 0..n {
        // The cells each row offers: its placed copy of the digit, else its candidates.
        let rows: Vec<Vec<usize>> = (0..n)
            .map(|r| {
                let row = grid.house(r);
                match row.iter().find(|&&c| usize::from(grid.value(c)) == d + 1) {
                    Some(&placed) => vec![placed],
                    None => row.iter().copied().filter(|&c| grid.has(c, d)).collect(),
                }
            })
            .collect();
        let mut found = Vec::new();
        let mut place = Placement {
            size: n,
            rows: &rows,
            box_of: &box_of,
            found: &mut found,
        };
        if !place.row(0, 0, 0, 0) || found.is_empty() {
            return None;
        }
        all.push(found);
    }
    refine(&mut all);
    all.iter().all(|list| !list.is_empty()).then_some(all)
}

/// The row-by-row enumeration of one digit's templates.
struct Placement<'a> {
    size: usize,
    /// The cells each row may use.
    rows: &'a [Vec<usize>],
    box_of: &'a [usize],
    found: &'a mut Vec<u128>,
}

impl Placement<'_> {
    /// Places the digit in row `r` on, given the columns and boxes used so far; false when
    /// there are too many templates.
    fn row(&mut self, r: usize, cols: u32, boxes: u32, cells: u128) -> bool {
        let Some(options) = self.rows.get(r) else {
            if self.found.len() >= MAX_TEMPLATES {
                return false;
            }
            self.found.push(cells);
            return true;
        };
        for &cell in options {
            let col = 1u32 << (cell % self.size);
            let bx = 1u32 << self.box_of.get(cell).copied().unwrap_or(0);
            if cols & col != 0 || boxes & bx != 0 {
                continue;
            }
            if !self.row(r + 1, cols | col, boxes | bx, cells | 1 << cell) {
                return false;
            }
        }
        true
    }
}

/// HoDoKu's refinement: a template that uses a cell every template of another digit uses is
/// dropped, until no template is.
fn refine(all: &mut [Vec<u128>]) {
    loop {
        let sure: Vec<u128> = all
            .iter()
            .map(|list| list.iter().fold(u128::MAX, |m, &t| m & t))
            .collect();
        let mut removed = false;
        for (d, list) in all.iter_mut().enumerate() {
            let others = sure
                .iter()
                .enumerate()
                .filter(|&(k, _)| k != d)
                .fold(0, |m, (_, &s)| m | s);
            let before = list.len();
            list.retain(|&t| t & others == 0);
            removed |= list.len() != before;
        }
        if !removed || all.iter().any(Vec::is_empty) {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Grid, Shape};

    #[test]
    fn an_empty_board_has_every_template_and_no_step() {
        let grid = Candidates::from_grid(&Grid::empty(Shape::NINE));
        let all = templates(&grid).unwrap_or_default();
        // 6^6 = 46,656 templates per digit on an empty board.
        assert_eq!(all.len(), 9);
        assert!(all.iter().all(|list| list.len() == 46_656));
    }

    #[test]
    fn templates_place_and_delete_only_what_the_solution_allows() {
        let found = crate::techniques::als::tests::steps_keep_the_solution(&[
            Technique::TemplateSet,
            Technique::TemplateDelete,
        ]);
        assert!(found.iter().sum::<usize>() > 0, "{found:?}");
    }

    #[test]
    fn a_digit_with_one_template_left_is_placed_everywhere() {
        // A solved grid with its 1s taken out: the 1s' only template fills those cells.
        let solved =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        let values: Vec<u8> = solved
            .bytes()
            .map(|b| if b == b'1' { 0 } else { b - b'0' })
            .collect();
        let puzzle =
            Grid::from_values(Shape::NINE, &values).unwrap_or_else(|_| Grid::empty(Shape::NINE));
        let grid = Candidates::from_grid(&puzzle);
        let steps = crate::techniques::steps_of(
            &grid,
            Technique::TemplateSet,
            &crate::solver::CancelToken::new(),
        )
        .unwrap_or_default();
        let places: Vec<usize> = steps
            .iter()
            .flat_map(|s| s.placements.iter().map(|p| p.0))
            .collect();
        let ones: Vec<usize> = (0..81)
            .filter(|&c| solved.as_bytes().get(c) == Some(&b'1'))
            .collect();
        assert_eq!(places, ones);
        assert!(steps.iter().all(|s| s.explanation.contains("only 1 way")));
    }
}
