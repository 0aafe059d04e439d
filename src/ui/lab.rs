//! The solver lab drawn: the search's board, its counters, what the algorithm does, and the
//! comparison of all four. Clicks and keys become [`LabAction`]s; the lab's state and its jobs
//! are [`crate::session::LabSession`].

use super::board::paint_lines;
use super::theme::Palette;
use super::window::table;
use crate::board::symbol;
use crate::lab::player::{MAX_SPEED, MIN_SPEED};
use crate::lab::{Algorithm, Comparison, Event, Outcome, duration_text};
use crate::session::{LabAction, LabSession};
use crate::t;
use crate::worker::LAB_COMPARE_CAP;
use egui::{Align2, FontId, Key, Rect, RichText, Sense, Stroke, StrokeKind, Ui, Vec2};
use web_time::Instant;

/// The width of the lab's side panel.
pub const LAB_SIDE_WIDTH: f32 = 380.0;

/// The lab's keys: Space plays or pauses, the right arrow steps. (Escape, like Ctrl+L, leaves;
/// the window handles those.)
pub fn lab_keys(ui: &Ui, view: &LabSession, out: &mut Vec<LabAction>) {
    // Counted, not just noticed: two quick presses in one frame are two steps.
    let (space, right) = ui.input(|i| (i.num_presses(Key::Space), i.num_presses(Key::ArrowRight)));
    // Space toggles, so only whether it was pressed an odd number of times matters.
    if space % 2 == 1 {
        out.push(if view.player().is_playing() {
            LabAction::Pause
        } else {
            LabAction::Play
        });
    }
    out.extend(std::iter::repeat_n(LabAction::Step, right));
}

/// The side panel: algorithm, controls, counters, explanation, comparison.
pub fn ui_lab_side(ui: &mut Ui, view: &LabSession, out: &mut Vec<LabAction>) {
    let player = view.player();
    ui.horizontal(|ui| {
        ui.heading(t!("solver-lab"));
        if ui.button(t!("back-to-game")).clicked() {
            out.push(LabAction::Leave);
        }
    });
    ui.label(t!("watch-computer-search-this-puzzle"));
    ui.add_space(6.0);
    egui::Grid::new("lab algorithms")
        .num_columns(2)
        .show(ui, |ui| {
            for (i, algorithm) in Algorithm::ALL.into_iter().enumerate() {
                if ui
                    .radio(player.algorithm() == algorithm, algorithm.title())
                    .clicked()
                {
                    out.push(LabAction::Choose(algorithm));
                }
                if i % 2 == 1 {
                    ui.end_row();
                }
            }
        });
    ui.add_space(6.0);
    let running = player.outcome() == Outcome::Running;
    ui.horizontal(|ui| {
        let (label, action) = if player.is_playing() {
            (t!("pause"), LabAction::Pause)
        } else {
            (t!("play"), LabAction::Play)
        };
        if ui.add_enabled(running, egui::Button::new(label)).clicked() {
            out.push(action);
        }
        if ui
            .add_enabled(running, egui::Button::new(t!("step")))
            .clicked()
        {
            out.push(LabAction::Step);
        }
        if ui.button(t!("restart")).clicked() {
            out.push(LabAction::Restart);
        }
    });
    let mut speed = player.speed();
    let slider = egui::Slider::new(&mut speed, MIN_SPEED..=MAX_SPEED)
        .logarithmic(true)
        .integer()
        .suffix(t!("steps-s"))
        .text(t!("speed"));
    if ui.add(slider).changed() {
        out.push(LabAction::Speed(speed));
    }
    ui.label(RichText::new(t!("keys-space-plays-or-pauses")).weak());
    ui.separator();
    ui_counters(ui, view);
    ui.separator();
    // What the search does now runs to one line or several: its room is kept the same, so
    // the buttons below never move while it plays.
    let room = 4.0 * ui.text_style_height(&egui::TextStyle::Body);
    ui.scope(|ui| {
        ui.set_min_height(room);
        ui.label(RichText::new(now_text(view)).italics());
    });
    ui.separator();
    // The comparison before the explanation, so its table shows where the button was.
    ui_compare(ui, view, out);
    ui.separator();
    let title = t!("how-works", title = &player.algorithm().title());
    egui::CollapsingHeader::new(RichText::new(title).strong())
        .id_salt("lab explanation")
        .default_open(true)
        .show(ui, |ui| ui.label(player.algorithm().explanation()));
}

fn ui_counters(ui: &mut Ui, view: &LabSession) {
    let player = view.player();
    let counters = player.counters();
    let state = match player.outcome() {
        Outcome::Solved => t!("solved"),
        Outcome::Unsolvable => t!("no-solution-every-choice-failed"),
        Outcome::Running if player.is_playing() => t!("searching"),
        Outcome::Running if player.last_event().is_none() => t!("ready-press-play-or-step"),
        Outcome::Running => t!("paused"),
    };
    ui.label(RichText::new(state).strong());
    egui::Grid::new("lab counters")
        .num_columns(2)
        .spacing([24.0, 2.0])
        .show(ui, |ui| {
            let rows = [
                (t!("placements"), counters.placements.to_string()),
                (t!("backtracks"), counters.backtracks.to_string()),
                (t!("cells-visited"), counters.visited.to_string()),
                (
                    t!("depth"),
                    t!(
                        "deepest",
                        depth = &counters.depth,
                        max_depth = &counters.max_depth
                    ),
                ),
                (t!("search-time"), duration_text(player.search_time())),
            ];
            for (name, value) in rows {
                ui.label(name);
                ui.label(RichText::new(value).monospace());
                ui.end_row();
            }
        });
}

/// What the search just did and what it does next, in words.
fn now_text(view: &LabSession) -> String {
    let player = view.player();
    let algorithm = player.algorithm();
    match (player.outcome(), player.last_event()) {
        (Outcome::Solved, _) => t!("every-cell-is-filled-without"),
        (Outcome::Unsolvable, _) => t!("first-choice-ran-out-of"),
        (_, None) => match algorithm {
            Algorithm::Engine => t!("first-it-fills-everything-givens"),
            _ => t!("it-starts-at-first-cell"),
        },
        (_, Some(Event::Place { cell, digit })) => match algorithm {
            Algorithm::Engine => t!("wrote-in-guess-or-single", digit = &digit, cell = &cell),
            Algorithm::RowMajor => t!("wrote-in-lowest-digit-no", digit = &digit, cell = &cell),
            Algorithm::FewestBlanks => {
                t!("wrote-in-and-pushed-choice", digit = &digit, cell = &cell)
            }
            Algorithm::Bitmask => t!(
                "wrote-in-its-lowest-candidate",
                digit = &digit,
                cell = &cell
            ),
        },
        (_, Some(Event::Undo { cell })) => match algorithm {
            Algorithm::Engine => t!("took-back-guess-led-to", cell = &cell),
            _ => t!("took-back-next-cell-had", cell = &cell),
        },
    }
}

fn ui_compare(ui: &mut Ui, view: &LabSession, out: &mut Vec<LabAction>) {
    ui.label(RichText::new(t!("comparison")).strong());
    if view.is_comparing() {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(t!("running-all-four-on-worker"));
            if ui.button(t!("cancel-comparison")).clicked() {
                out.push(LabAction::CancelCompare);
            }
        });
        return;
    }
    if ui.button(t!("compare-all-four")).clicked() {
        out.push(LabAction::Compare);
    }
    if let Some(rows) = view.comparison() {
        ui_table(ui, rows);
    } else if let Some(why) = view.comparison_failure() {
        ui.colored_label(ui.visuals().error_fg_color, why);
    } else {
        ui.label(
            RichText::new(t!(
                "each-runs-to-its-end",
                as_secs = &LAB_COMPARE_CAP.as_secs()
            ))
            .weak(),
        );
    }
}

fn ui_table(ui: &mut Ui, rows: &[Comparison]) {
    let headings = [
        t!("algorithm"),
        t!("placements"),
        t!("backtracks"),
        t!("time"),
    ];
    let grid = egui::Grid::new("lab comparison").spacing([12.0, 2.0]);
    table(ui, grid, &headings, |ui| {
        for row in rows {
            ui.label(row.algorithm.name());
            let capped = if row.outcome == Outcome::Running {
                "+"
            } else {
                ""
            };
            let number = |n: u64| RichText::new(t!("text", n = n, capped = &capped)).monospace();
            ui.label(number(row.counters.placements));
            ui.label(number(row.counters.backtracks));
            ui.label(RichText::new(duration_text(row.elapsed)).monospace());
            ui.end_row();
        }
    });
    if rows.iter().any(|r| r.outcome == Outcome::Running) {
        ui.label(
            RichText::new(t!(
                "stopped-after-s-still-searching",
                as_secs = &LAB_COMPARE_CAP.as_secs()
            ))
            .weak(),
        );
    }
    ui_bars(ui, rows);
}

/// Placements as bars on a log scale (the counts differ by powers of ten), with a line and a
/// label at each power of ten.
fn ui_bars(ui: &mut Ui, rows: &[Comparison]) {
    let width = ui.available_width();
    let line = 18.0;
    let label_width = 96.0;
    let axis = 16.0;
    let (rect, _) = ui.allocate_exact_size(
        Vec2::new(width, line * rows.len() as f32 + axis),
        Sense::hover(),
    );
    if !ui.is_rect_visible(rect) {
        return;
    }
    let painter = ui.painter_at(rect);
    let visuals = ui.visuals();
    let (text, weak) = (visuals.text_color(), visuals.weak_text_color());
    let counts = rows.iter().map(|r| r.counters.placements.max(1));
    let (low, high) = decades(counts.clone().min().unwrap_or(1), counts.max().unwrap_or(1));
    let font = FontId::proportional(12.0);
    let left = rect.left() + label_width;
    let room = (width - label_width - 70.0).max(20.0);
    let x_of = |count: u64| {
        let decades = (count.max(1) as f64).log10() - f64::from(low);
        left + (decades / f64::from(high - low)) as f32 * room
    };
    let bars_bottom = rect.top() + line * rows.len() as f32;
    for decade in low..=high {
        let x = x_of(10u64.saturating_pow(decade));
        let stroke = Stroke::new(1.0, visuals.widgets.noninteractive.bg_stroke.color);
        painter.line_segment(
            [egui::pos2(x, rect.top()), egui::pos2(x, bars_bottom)],
            stroke,
        );
        let label = power_of_ten(decade);
        let at = egui::pos2(x, rect.bottom() - 1.0);
        painter.text(
            at,
            Align2::CENTER_BOTTOM,
            label,
            FontId::proportional(11.0),
            weak,
        );
    }
    for (i, row) in rows.iter().enumerate() {
        let top = rect.top() + i as f32 * line;
        let end = x_of(row.counters.placements).max(left + 2.0);
        let bar = Rect::from_min_max(
            egui::pos2(left, top + 3.0),
            egui::pos2(end, top + line - 3.0),
        );
        let name_at = egui::pos2(rect.left(), top + line / 2.0);
        painter.text(
            name_at,
            Align2::LEFT_CENTER,
            row.algorithm.name(),
            font.clone(),
            text,
        );
        painter.rect_filled(bar, 2.0, visuals.selection.bg_fill);
        let count = row.counters.placements.to_string();
        let count_at = egui::pos2(bar.right() + 4.0, top + line / 2.0);
        painter.text(count_at, Align2::LEFT_CENTER, count, font.clone(), text);
    }
}

/// The powers of ten around `least` and `most` (at least one decade apart).
fn decades(least: u64, most: u64) -> (u32, u32) {
    let low = least.max(1).ilog10();
    let high = most.max(1).ilog10() + 1;
    (low, high.max(low + 1))
}

/// `1`, `10`, `100`, `1k` ... `1M` ...: an axis label.
fn power_of_ten(decade: u32) -> String {
    match decade {
        0..=2 => 10u64.pow(decade).to_string(),
        3..=5 => format!("{}k", 10u64.pow(decade - 3)),
        6..=8 => format!("{}M", 10u64.pow(decade - 6)),
        _ => format!("1e{decade}"),
    }
}

/// The lab's board: givens, the search's digits, the current cell outlined, undone cells
/// flashing.
pub fn ui_lab_board(
    ui: &mut Ui,
    view: &LabSession,
    palette: &Palette,
    letters: bool,
    now: Instant,
) {
    let available = ui.available_size();
    let side = available.x.min(available.y).max(120.0);
    let (response, painter) = ui.allocate_painter(Vec2::splat(side), Sense::hover());
    let board = response.rect;
    if !ui.is_rect_visible(board) {
        return;
    }
    let player = view.player();
    let grid = player.grid();
    let shape = grid.shape();
    let n = shape.size();
    let cell_size = board.width() / n as f32;
    painter.rect_filled(board, 0.0, palette.cell);
    let current = player.current().and_then(|c| shape.index_of(c));
    let last_was_undo = matches!(player.last_event(), Some(Event::Undo { .. }));
    let font = FontId::proportional(cell_size * 0.58);
    for (index, &value) in player.board().iter().enumerate() {
        let cell = shape.cell_at(index);
        let min = board.min + Vec2::new(cell.col() as f32, cell.row() as f32) * cell_size;
        let rect = Rect::from_min_size(min, Vec2::splat(cell_size));
        let flash = player.flash(index, now);
        if Some(index) == current && !last_was_undo {
            painter.rect_filled(rect, 0.0, palette.placed);
        } else if flash > 0.0 {
            painter.rect_filled(rect, 0.0, palette.eliminated.gamma_multiply(flash));
        }
        if value != 0 {
            let colour = if grid.values()[index] != 0 {
                palette.given
            } else {
                palette.player
            };
            let text = symbol(value, n, letters);
            painter.text(
                rect.center(),
                Align2::CENTER_CENTER,
                text,
                font.clone(),
                colour,
            );
        }
    }
    paint_lines(&painter, board, cell_size, shape, palette, false);
    if let Some(index) = current {
        let cell = shape.cell_at(index);
        let min = board.min + Vec2::new(cell.col() as f32, cell.row() as f32) * cell_size;
        let rect = Rect::from_min_size(min, Vec2::splat(cell_size));
        let stroke = Stroke::new((cell_size * 0.07).clamp(2.5, 4.0), palette.hint_outline);
        painter.rect_stroke(rect.shrink(2.0), 3.0, stroke, StrokeKind::Inside);
    }
    if player.outcome() == Outcome::Solved {
        painter.rect_filled(board, 0.0, palette.solved);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_log_axis_spans_whole_decades_around_the_counts() {
        assert_eq!(decades(8091, 1_686_405), (3, 7));
        assert_eq!(decades(57, 57), (1, 2));
        assert_eq!(decades(0, 0), (0, 1));
        let labels: Vec<String> = (0..8).map(power_of_ten).collect();
        assert_eq!(labels, ["1", "10", "100", "1k", "10k", "100k", "1M", "10M"]);
    }
}
