//! The finish: a wave of light across the solved board, then a card over it with the time, the
//! personal best, the hints used and the streak, and "Next puzzle" (as Good Sudoku closes a
//! solve with its summary and a button to the next one).

use crate::rate::Level;
use crate::session::{Command, FinishCard, clock_text};
use crate::t;
use egui::{Align2, RichText, Vec2};
use std::time::Duration;
use web_time::Instant;

/// How long the board celebrates before the card shows.
pub const CELEBRATION: Duration = Duration::from_millis(900);

/// How far the celebration has gone at `now`: from 0 to 1, `None` once it is over.
pub fn celebration(card: &FinishCard, now: Instant) -> Option<f32> {
    let gone = now.saturating_duration_since(card.at);
    (gone < CELEBRATION).then(|| gone.as_secs_f32() / CELEBRATION.as_secs_f32())
}

/// The finish card, once the celebration is over, centred on `middle` (the board's space);
/// its buttons ask for the next game.
pub fn ui_finish(
    ctx: &egui::Context,
    card: &FinishCard,
    now: Instant,
    middle: egui::Pos2,
    out: &mut Vec<Command>,
) {
    if celebration(card, now).is_some() {
        return;
    }
    egui::Window::new(t!("solved-2"))
        .id(egui::Id::unique("finish card"))
        .title_bar(false)
        .pivot(Align2::CENTER_CENTER)
        .fixed_pos(middle)
        .collapsible(false)
        .resizable(false)
        .frame(egui::Frame::window(&ctx.global_style()).inner_margin(24.0))
        .show(ctx, |ui| {
            ui.set_min_width(300.0);
            ui.spacing_mut().item_spacing.y = 10.0;
            ui.vertical_centered(|ui| {
                ui.label(RichText::new(t!("solved-2")).size(32.0).strong());
                ui.label(RichText::new(&card.kind).size(18.0).weak());
            });
            ui.add_space(6.0);
            numbers(ui, card);
            ui.add_space(6.0);
            buttons(ui, out);
        });
}

/// The card's figures, two columns: what, and how much.
fn numbers(ui: &mut egui::Ui, card: &FinishCard) {
    let best = match card.best {
        _ if card.new_best => t!("finish-new-best"),
        Some(best) => clock_text(best),
        None => "-".to_owned(),
    };
    let rows = [
        (t!("finish-time"), clock_text(card.seconds)),
        (t!("finish-best"), best),
        (t!("finish-hints"), card.hints.to_string()),
        (t!("finish-streak"), card.streak.to_string()),
    ];
    egui::Grid::new("finish numbers")
        .num_columns(2)
        .spacing([32.0, 10.0])
        .show(ui, |ui| {
            for (what, value) in rows {
                ui.label(RichText::new(what).size(16.0));
                ui.label(RichText::new(value).size(22.0).strong());
                ui.end_row();
            }
        });
}

/// Next puzzle (the one to press), New game by level, Close.
fn buttons(ui: &mut egui::Ui, out: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        let accent = ui.visuals().selection.bg_fill;
        let strong = ui.visuals().strong_text_color();
        let text = RichText::new(t!("next-puzzle")).size(18.0).color(strong);
        let next = egui::Button::new(text)
            .fill(accent)
            .min_size(Vec2::new(150.0, 40.0));
        if ui.add(next).clicked() {
            out.push(Command::NextPuzzle);
        }
        ui.menu_button(RichText::new(t!("new-game")).size(16.0), |ui| {
            for level in Level::ALL {
                if ui.button(level.to_string()).clicked() {
                    out.push(Command::NewGame(level));
                }
            }
        });
        if ui.button(RichText::new(t!("close")).size(16.0)).clicked() {
            out.push(Command::CloseFinish);
        }
    });
}
