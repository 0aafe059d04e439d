//! The Statistics window: the history's summary as a table (per level: played, won, best and
//! average time, streaks, hints), the daily puzzles, and two charts: the last winning times per
//! level and the hints the player needed by technique.

use super::window::{centred_window, table};
use crate::stats::{Summary, clock_text};
use crate::t;
use crate::techniques::technique_name;
use egui::{Color32, RichText, Ui};
use egui_plot::{HoverPosition, Legend, Line, Plot, PlotPoints, Points};

/// How many techniques the hint chart shows (the most asked for).
const CHART_TECHNIQUES: usize = 10;

/// Line colours for the levels, from the Okabe–Ito palette (told apart with colour-blindness).
const LEVEL_COLOURS: [Color32; 7] = [
    Color32::from_rgb(0, 114, 178),
    Color32::from_rgb(230, 159, 0),
    Color32::from_rgb(0, 158, 115),
    Color32::from_rgb(213, 94, 0),
    Color32::from_rgb(204, 121, 167),
    Color32::from_rgb(86, 180, 233),
    Color32::from_rgb(240, 228, 66),
];

/// The Statistics window, while `open`.
pub fn ui_stats(ctx: &egui::Context, open: &mut bool, summary: &Summary) {
    centred_window(ctx, t!("statistics"), "statistics window", open)
        .default_size([660.0, 640.0])
        .show(ctx, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| ui_summary(ui, summary));
        });
}

fn ui_summary(ui: &mut Ui, summary: &Summary) {
    if summary.rows.is_empty() {
        ui.label(t!("no-games-yet-every-game"));
    } else {
        ui_table(ui, summary);
    }
    let daily = &summary.daily;
    let today = if daily.today_done {
        t!("today-s-is-done")
    } else {
        t!("today-s-is-still-to")
    };
    ui.add_space(6.0);
    ui.label(t!(
        "stats-daily",
        done = daily.done,
        streak = daily.streak,
        best = daily.best_streak,
        today = &today
    ));
    if summary.rows.iter().any(|row| !row.recent.is_empty()) {
        ui.add_space(6.0);
        ui.label(RichText::new(t!("winning-times-last-games-per")).strong());
        ui_times_chart(ui, summary);
    }
    if !summary.practice.is_empty() {
        ui.add_space(6.0);
        ui.label(RichText::new(t!("practice")).strong());
        for row in &summary.practice {
            ui.label(row.line());
        }
    }
    ui.add_space(6.0);
    if summary.techniques.is_empty() {
        ui.label(t!("no-hints-used-yet"));
    } else {
        ui.label(RichText::new(t!("hints-by-technique")).strong());
        ui_hints_chart(ui, summary);
    }
}

fn ui_table(ui: &mut Ui, summary: &Summary) {
    let time = |t: Option<u64>| t.map_or("–".to_string(), clock_text);
    let headings = [
        t!("level"),
        t!("played"),
        t!("won"),
        t!("best"),
        t!("average"),
        t!("streak"),
        t!("best-run"),
        t!("hints"),
    ];
    table(ui, egui::Grid::new("stats-table"), &headings, |ui| {
        for row in &summary.rows {
            ui.label(row.key.label());
            ui.label(row.played.to_string());
            ui.label(format!("{} ({}%)", row.won, row.win_percent()));
            ui.label(time(row.best));
            ui.label(time(row.average));
            ui.label(row.streak.to_string());
            ui.label(row.best_streak.to_string());
            ui.label(row.hints.to_string());
            ui.end_row();
        }
    });
}

/// The last winning times per level: a line with a marker on each game (so one win shows
/// too), games counted in whole numbers, times as the clock shows them.
fn ui_times_chart(ui: &mut Ui, summary: &Summary) {
    let rows: Vec<_> = summary
        .rows
        .iter()
        .filter(|row| !row.recent.is_empty())
        .collect();
    let games = rows.iter().map(|row| row.recent.len()).max().unwrap_or(1);
    Plot::new("stats-times")
        .height(180.0)
        .legend(Legend::default().follow_insertion_order(true))
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .include_y(0.0)
        .include_x(0.5)
        .include_x(games as f64 + 0.5)
        .x_axis_label(t!("chart-game"))
        .y_axis_label(t!("chart-time"))
        .x_axis_formatter(|mark, _| whole(mark.value).map(|n| n.to_string()).unwrap_or_default())
        .y_axis_formatter(|mark, _| clock_text((mark.value.max(0.0) * 60.0).round() as u64))
        .label_formatter(|hover| match hover {
            HoverPosition::NearDataPoint {
                plot_name,
                position,
                ..
            } => {
                let time = clock_text((position.y.max(0.0) * 60.0).round() as u64);
                let game = t!("chart-game-number", n = &position.x.round());
                Some(format!("{plot_name}\n{game}: {time}"))
            }
            HoverPosition::Elsewhere { .. } => None,
        })
        .show(ui, |plot| {
            for (row, colour) in rows.iter().zip(LEVEL_COLOURS.iter().cycle()) {
                let series = || -> PlotPoints {
                    (1..)
                        .zip(&row.recent)
                        .map(|(n, &seconds)| [f64::from(n), seconds as f64 / 60.0])
                        .collect()
                };
                let name = row.key.label();
                plot.line(Line::new(&name, series()).color(*colour));
                plot.points(Points::new(&name, series()).radius(4.0).color(*colour));
            }
        });
}

/// `value` as a whole number, if it is one (the game axis has no half games).
fn whole(value: f64) -> Option<i64> {
    (value.fract().abs() < 1e-9 && value >= 1.0).then_some(value as i64)
}

/// The techniques the player needed hints for, most first: one bar each, its name beside it
/// (names are too long for a plot's axis).
fn ui_hints_chart(ui: &mut Ui, summary: &Summary) {
    let shown = &summary.techniques[..summary.techniques.len().min(CHART_TECHNIQUES)];
    let most = shown.iter().map(|(_, n)| *n).max().unwrap_or(1).max(1);
    let colour = LEVEL_COLOURS[0];
    egui::Grid::new("stats-hints")
        .num_columns(3)
        .show(ui, |ui| {
            for (name, count) in shown {
                ui.label(technique_name(name));
                let width = 240.0 * *count as f32 / most as f32;
                let (rect, _) =
                    ui.allocate_exact_size(egui::vec2(240.0, 14.0), egui::Sense::hover());
                let bar = egui::Rect::from_min_size(rect.min, egui::vec2(width.max(2.0), 14.0));
                ui.painter().rect_filled(bar, 2.0, colour);
                ui.label(count.to_string());
                ui.end_row();
            }
        });
}
