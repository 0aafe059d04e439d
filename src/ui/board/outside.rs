//! The places outside the grid where little killers and sandwich sums are written. While one
//! of them is the clue being entered, the board keeps a margin a cell wide and each place
//! there is a button: a click writes the sum typed in Value, as in f-puzzles. A little killer
//! points along the diagonal on the side of the place clicked (the left half of a place above
//! the grid points down and left), or along the only diagonal there is.

use super::view::BoardView;
use crate::board::{Clue, ClueKind};
use crate::session::{Command, RulesEdit};
use crate::t;
use egui::{Id, Pos2, Rect, Sense, Stroke, StrokeKind, Ui, Vec2};

/// The clue being entered, when it is written outside the grid: its kind and the sum typed.
pub(super) fn outside_clue(view: &BoardView) -> Option<(ClueKind, String)> {
    view.click_clue
        .clone()
        .filter(|(kind, _)| matches!(kind, ClueKind::LittleKiller | ClueKind::Sandwich))
}

/// Makes the places around `board` clickable (outlined, lit under the pointer) while an
/// outside sum is entered, and returns what a click asks for.
pub(super) fn outside_commands(
    ui: &mut Ui,
    id: Id,
    board: Rect,
    cell_size: f32,
    view: &BoardView,
) -> Vec<Command> {
    let Some((kind, text)) = outside_clue(view) else {
        return Vec::new();
    };
    let n = view.game.shape().size();
    let last = u8::try_from(n + 1).unwrap_or(u8::MAX);
    let palette = &view.palette;
    let mut commands = Vec::new();
    for row in 0..=last {
        for col in 0..=last {
            let side = [row, col].iter().any(|&v| v == 0 || v == last);
            let corner = [row, col].iter().all(|&v| v == 0 || v == last);
            if !side || (corner && kind == ClueKind::Sandwich) {
                continue;
            }
            let at = Vec2::new(f32::from(col) - 1.0, f32::from(row) - 1.0) * cell_size;
            let rect = Rect::from_min_size(board.min + at, Vec2::splat(cell_size));
            let response = ui.interact(rect, id.with(("outside", row, col)), Sense::click());
            let written = written_at(view, [row, col]);
            response.widget_info(|| egui::WidgetInfo {
                current_text_value: (!written.is_empty()).then(|| written.clone()),
                ..egui::WidgetInfo::labeled(egui::Role::Button, true, place_name([row, col], n))
            });
            let response = if kind == ClueKind::LittleKiller {
                response.on_hover_text(t!("outside-direction-tip"))
            } else {
                response
            };
            let inner = rect.shrink(cell_size * 0.08);
            if response.hovered() {
                ui.painter().rect_filled(inner, 3.0, palette.peer);
            }
            ui.painter().rect_stroke(
                inner,
                3.0,
                Stroke::new(1.0, palette.thin_line),
                StrokeKind::Inside,
            );
            if !response.clicked() {
                continue;
            }
            let pointer = response.interact_pointer_pos().unwrap_or(rect.center());
            let step = step_from([row, col], n, pointer, rect);
            commands.push(Command::Rules(RulesEdit::AddOutside {
                kind,
                from: [row, col],
                step,
                text: text.clone(),
            }));
        }
    }
    commands
}

/// The sums written at `from`, for a screen reader ("12, 7").
fn written_at(view: &BoardView, from: [u8; 2]) -> String {
    let sums: Vec<String> = (view.game.puzzle().rules().clues.iter())
        .filter_map(|clue| match clue {
            Clue::LittleKiller { from: at, sum, .. } | Clue::Sandwich { from: at, sum } => {
                (*at == from).then(|| sum.to_string())
            }
            _ => None,
        })
        .collect();
    sums.join(", ")
}

/// A place's name: above or below a column, left or right of a row, or a corner.
fn place_name(from: [u8; 2], n: usize) -> String {
    let [row, col] = from.map(usize::from);
    match (row, col) {
        (0, 0) => t!("outside-corner", corner = "top-left"),
        (0, c) if c == n + 1 => t!("outside-corner", corner = "top-right"),
        (r, 0) if r == n + 1 => t!("outside-corner", corner = "bottom-left"),
        (r, c) if r == n + 1 && c == n + 1 => t!("outside-corner", corner = "bottom-right"),
        (0, c) => t!("outside-place", side = "top", line = &c),
        (r, c) if r == n + 1 => t!("outside-place", side = "bottom", line = &c),
        (r, 0) => t!("outside-place", side = "left", line = &r),
        (r, _) => t!("outside-place", side = "right", line = &r),
    }
}

/// A little killer's step from `from`: into the grid, and across toward the half of the place
/// (`rect`) that `pointer` is in, unless that diagonal misses the grid. A sandwich ignores it.
fn step_from(from: [u8; 2], n: usize, pointer: Pos2, rect: Rect) -> [i8; 2] {
    let last = n + 1;
    let [row, col] = from.map(usize::from);
    let inward = |v: usize| if v == 0 { 1 } else { -1 };
    let toward = |before: bool| if before { -1 } else { 1 };
    let inside = |v: usize, d: i8| (1..=n).contains(&v.wrapping_add_signed(isize::from(d)));
    if (row == 0 || row == last) && (col == 0 || col == last) {
        return [inward(row), inward(col)];
    }
    if row == 0 || row == last {
        let mut across = toward(pointer.x < rect.center().x);
        if !inside(col, across) {
            across = -across;
        }
        [inward(row), across]
    } else {
        let mut across = toward(pointer.y < rect.center().y);
        if !inside(row, across) {
            across = -across;
        }
        [across, inward(col)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_little_killer_points_to_the_half_clicked_unless_that_misses_the_grid() {
        let rect = Rect::from_min_size(Pos2::ZERO, Vec2::splat(10.0));
        let left = Pos2::new(2.0, 5.0);
        let right = Pos2::new(8.0, 5.0);
        // Above column 5: down and left, or down and right.
        assert_eq!(step_from([0, 5], 9, left, rect), [1, -1]);
        assert_eq!(step_from([0, 5], 9, right, rect), [1, 1]);
        // Above column 1 there is no diagonal down and left.
        assert_eq!(step_from([0, 1], 9, left, rect), [1, 1]);
        // Right of row 9: up and left only; below column 9: up and left only.
        let low = Pos2::new(5.0, 8.0);
        assert_eq!(step_from([9, 10], 9, low, rect), [-1, -1]);
        assert_eq!(step_from([10, 9], 9, right, rect), [-1, -1]);
        // A corner points across the grid.
        assert_eq!(step_from([10, 0], 9, left, rect), [-1, 1]);
    }
}
