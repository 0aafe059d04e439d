//! The Statistics window: the history's summary as a table (per level: played, won, best and
//! average time, streaks, hints), the daily puzzles, and two charts: the last winning times per
//! level and the hints the player needed by technique.

use crate::stats::{Summary, clock_text};
use egui::{Color32, RichText, Ui};
use egui_plot::{Bar, BarChart, Legend, Line, Plot, PlotPoints};

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
    egui::Window::new("Statistics")
        .open(open)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .default_size([660.0, 640.0])
        .collapsible(false)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| ui_summary(ui, summary));
        });
}

fn ui_summary(ui: &mut Ui, summary: &Summary) {
    if summary.rows.is_empty() {
        ui.label("No games yet: every game you finish or leave after a move is counted here.");
    } else {
        ui_table(ui, summary);
    }
    let daily = &summary.daily;
    let today = if daily.today_done {
        "today's is done"
    } else {
        "today's is still to do"
    };
    ui.add_space(6.0);
    ui.label(format!(
        "Daily puzzles: {} done, a streak of {} (best {}); {today}.",
        daily.done,
        plural(daily.streak, "day"),
        plural(daily.best_streak, "day")
    ));
    if summary.rows.iter().any(|row| !row.recent.is_empty()) {
        ui.add_space(6.0);
        ui.label(RichText::new("Winning times, last games per level (minutes)").strong());
        ui_times_chart(ui, summary);
    }
    if !summary.practice.is_empty() {
        ui.add_space(6.0);
        ui.label(RichText::new("Practice (hints needed for the technique, last games)").strong());
        for row in &summary.practice {
            let recent: Vec<String> = row.recent_hints.iter().map(u32::to_string).collect();
            ui.label(format!(
                "{}: {} played, {} won, {} hints ({})",
                row.technique,
                row.games,
                row.won,
                row.hints,
                recent.join(", ")
            ));
        }
    }
    ui.add_space(6.0);
    if summary.techniques.is_empty() {
        ui.label("No hints used yet.");
    } else {
        ui.label(RichText::new("Hints by technique").strong());
        ui_hints_chart(ui, summary);
        let list: Vec<String> = summary
            .techniques
            .iter()
            .map(|(name, count)| format!("{name} {count}"))
            .collect();
        ui.label(list.join(", "));
    }
}

fn ui_table(ui: &mut Ui, summary: &Summary) {
    let time = |t: Option<u64>| t.map_or("–".to_string(), clock_text);
    egui::Grid::new("stats-table")
        .striped(true)
        .num_columns(8)
        .show(ui, |ui| {
            for title in [
                "Level", "Played", "Won", "Best", "Average", "Streak", "Best run", "Hints",
            ] {
                ui.label(RichText::new(title).strong());
            }
            ui.end_row();
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

fn ui_times_chart(ui: &mut Ui, summary: &Summary) {
    Plot::new("stats-times")
        .height(180.0)
        .legend(Legend::default().follow_insertion_order(true))
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .include_y(0.0)
        .x_axis_label("game")
        .show(ui, |plot| {
            let rows = summary.rows.iter().filter(|row| !row.recent.is_empty());
            for (row, colour) in rows.zip(LEVEL_COLOURS.iter().cycle()) {
                let points: PlotPoints = (1..)
                    .zip(&row.recent)
                    .map(|(n, &seconds)| [f64::from(n), seconds as f64 / 60.0])
                    .collect();
                plot.line(Line::new(row.key.label(), points).color(*colour));
            }
        });
}

fn ui_hints_chart(ui: &mut Ui, summary: &Summary) {
    let shown = summary.techniques.iter().take(CHART_TECHNIQUES);
    let bars: Vec<Bar> = (0..)
        .zip(shown)
        .map(|(i, (name, count))| {
            Bar::new(f64::from(i), f64::from(*count))
                .name(name)
                .fill(LEVEL_COLOURS[0])
        })
        .collect();
    let names: Vec<String> = summary
        .techniques
        .iter()
        .take(CHART_TECHNIQUES)
        .map(|(name, _)| name.clone())
        .collect();
    Plot::new("stats-hints")
        .height(160.0)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .include_y(0.0)
        .x_axis_formatter(move |mark, _| {
            let whole = mark.value.round();
            let at = (whole >= 0.0 && (mark.value - whole).abs() < 1e-6).then_some(whole as usize);
            at.and_then(|i| names.get(i)).cloned().unwrap_or_default()
        })
        .show(ui, |plot| {
            plot.bar_chart(BarChart::new("hints", bars).width(0.6))
        });
}

/// "1 day", "3 days".
fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}
