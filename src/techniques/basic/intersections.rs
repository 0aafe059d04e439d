//! Locked Candidates: Pointing (a box's digit confined to one line) and Claiming (a line's
//! digit confined to one box).

use crate::board::Digit;
use crate::techniques::step::effects_sentence;
use crate::techniques::{HouseKind, Search, Step, Technique, house_name};

/// Finds Locked Candidates of `technique` (Pointing or Claiming).
pub fn find(search: &mut Search, technique: Technique) {
    let grid = search.grid;
    let n = grid.size();
    let pointing = technique == Technique::LockedCandidatesPointing;
    for d in 0..n {
        let digit = Digit::from_index(d);
        let with = grid.cells_with(d);
        for base in 0..grid.house_count() {
            let is_box = grid.house_kind(base) == HouseKind::Box;
            if is_box != pointing {
                continue;
            }
            let cells = with.and(&grid.house_set(base));
            if cells.len() < 2 {
                continue;
            }
            let Some(first) = cells.first() else { continue };
            for cover in grid.houses_of(first) {
                if cover == base || (grid.house_kind(cover) == HouseKind::Box) == is_box {
                    continue;
                }
                let cover_set = grid.house_set(cover);
                if !cells.is_subset(&cover_set) {
                    continue;
                }
                let gone = with.and(&cover_set).minus(&cells);
                if gone.is_empty() {
                    continue;
                }
                let mut step = Step::new(technique);
                step.houses = vec![base, cover];
                step.one_digit(digit, &cells, &gone);
                step.explanation = crate::t!(
                    "explain-locked-candidates",
                    base = house_name(grid, base),
                    digit = digit.to_string(),
                    cover = house_name(grid, cover),
                    effects = effects_sentence(&step, n)
                );
                if search.push(step) {
                    return;
                }
            }
        }
    }
}
