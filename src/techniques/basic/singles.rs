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
        step.explanation = crate::t!(
            "explain-full-house",
            cell = cell_name(cell, size),
            house = house_name(grid, h),
            digit = digit.to_string()
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
        step.explanation = crate::t!(
            "explain-naked-single",
            cell = cell_name(cell, size),
            digit = digit.to_string()
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
            step.explanation = crate::t!(
                "explain-hidden-single",
                house = house_name(grid, h),
                digit = d + 1,
                cell = cell_name(cell, size),
                effects = effects_sentence(&step, size)
            );
            if search.push(step) {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::{Language, with_language};
    use crate::solver::CancelToken;
    use crate::techniques::testing::puzzle;
    use crate::techniques::{Candidates, Technique, steps_of};

    /// The explanation of the Full House in a grid whose first row lacks only its 9.
    fn full_house_explanation(language: Language) -> String {
        let mut text = String::from("12345678.");
        text.push_str(&".".repeat(72));
        let grid = Candidates::from_grid(&puzzle(&text));
        let steps = with_language(language, || {
            steps_of(&grid, Technique::FullHouse, &CancelToken::new()).unwrap_or_default()
        });
        steps
            .first()
            .map(|s| s.explanation.clone())
            .unwrap_or_default()
    }

    #[test]
    fn explanations_read_in_the_language_asked_for() {
        assert_eq!(
            full_house_explanation(Language::English),
            "r1c9 is the last empty cell of row 1, so it takes the missing 9."
        );
        assert_eq!(
            full_house_explanation(Language::SimplifiedChinese),
            "r1c9是第1行中最后一个空格，所以填入所缺的9。"
        );
    }
}
