//! Singles: Full House, Naked Single, Hidden Single.

use crate::board::Digit;
use crate::techniques::step::effects_sentence;
use crate::techniques::{Mark, Role, Search, Step, Technique, cell_name, house_name};

/// Finds the singles of `technique`.
pub fn find(search: &mut Search, technique: Technique) {
    match technique {
        Technique::FullHouse => full_house(search),
        Technique::NakedSingle => naked_single(search),
        Technique::HiddenSingle => hidden_single(search),
        _ => {}
    }
}

fn single(technique: Technique, house: Option<usize>, cell: usize, d: usize) -> Step {
    let digit = Digit::from_index(d);
    let mut step = Step::new(technique);
    step.houses.extend(house);
    step.marks.push(Mark {
        cell,
        digit,
        role: Role::Pattern,
    });
    step.placements.push((cell, digit));
    step
}

fn full_house(search: &mut Search) {
    let grid = search.grid;
    let size = grid.size();
    for h in 0..grid.house_count() {
        let mut empty = grid.house(h).iter().filter(|&&c| grid.value(c) == 0);
        let (Some(&cell), None) = (empty.next(), empty.next()) else {
            continue;
        };
        let Some(digit) = grid.candidates(cell).as_single() else {
            continue;
        };
        let mut step = single(Technique::FullHouse, Some(h), cell, digit.index());
        step.explanation = format!(
            "{} is the last empty cell of {}, so it takes the missing {digit}.",
            cell_name(cell, size),
            house_name(grid, h)
        );
        if search.push(step) {
            return;
        }
    }
}

fn naked_single(search: &mut Search) {
    let grid = search.grid;
    let size = grid.size();
    for cell in grid.empty_cells() {
        let Some(digit) = grid.candidates(cell).as_single() else {
            continue;
        };
        let mut step = single(Technique::NakedSingle, None, cell, digit.index());
        step.explanation = format!(
            "Every other digit is already in the row, column or box of {}: only {digit} is left there.",
            cell_name(cell, size)
        );
        if search.push(step) {
            return;
        }
    }
}

fn hidden_single(search: &mut Search) {
    let grid = search.grid;
    let size = grid.size();
    for h in 0..grid.house_count() {
        let house = grid.house_set(h);
        for d in 0..size {
            let cells = grid.cells_with(d).and(&house);
            if cells.len() != 1 {
                continue;
            }
            let Some(cell) = cells.first() else { continue };
            let mut step = single(Technique::HiddenSingle, Some(h), cell, d);
            step.explanation = format!(
                "In {}, {} fits nowhere but {}: {}.",
                house_name(grid, h),
                d + 1,
                cell_name(cell, size),
                effects_sentence(&step, size)
            );
            if search.push(step) {
                return;
            }
        }
    }
}
