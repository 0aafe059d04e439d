//! The menu bar, the side panel (timer, digit pad, play buttons) and the status bar. Each
//! reads the state and pushes commands; none changes anything itself.

use super::board::{paint_count, symbol};
use super::command::Command;
use super::theme::ThemeChoice;
use crate::board::{Digit, Shape};
use crate::game::{Action, Game, Mode};
use crate::generator::Level;
use egui::{Button, RichText, Ui, Vec2};
use std::time::Duration;

/// What the panels show.
pub struct PanelView<'a> {
    /// The game.
    pub game: &'a Game,
    /// Time played.
    pub elapsed: Duration,
    /// What the worker is doing, if anything ("Solving", "Checking"...).
    pub busy: Option<&'static str>,
    /// Digits above 9 as letters.
    pub letters: bool,
    /// The theme chosen.
    pub theme: ThemeChoice,
}

/// The menu bar with the one-click new-game buttons.
pub fn ui_menu(ui: &mut Ui, view: &PanelView, out: &mut Vec<Command>) {
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button("Game", |ui| {
            for level in Level::ALL {
                if ui.button(format!("New {level} game")).clicked() {
                    out.push(Command::NewGame(level));
                }
            }
            ui.menu_button("Enter a puzzle", |ui| {
                for shape in Shape::COMMON {
                    if ui.button(format!("{0}x{0}", shape.size())).clicked() {
                        out.push(Command::EnterPuzzle(shape));
                    }
                }
            });
            ui.separator();
            let items = [
                ("Open... (Ctrl+O)", Command::Open),
                ("Save (Ctrl+S)", Command::Save),
                ("Save as... (Ctrl+Shift+S)", Command::SaveAs),
                ("Copy puzzle (Ctrl+C)", Command::CopyPuzzle),
            ];
            for (label, command) in items {
                if ui.button(label).clicked() {
                    out.push(command);
                }
            }
            if ui.button("Paste puzzle (Ctrl+V)").clicked() {
                ui.ctx()
                    .send_viewport_cmd(egui::ViewportCommand::RequestPaste);
            }
        });
        ui.menu_button("View", |ui| {
            for (choice, label) in [
                (ThemeChoice::System, "Theme: follow the system"),
                (ThemeChoice::Light, "Theme: light"),
                (ThemeChoice::Dark, "Theme: dark"),
            ] {
                if ui.radio(view.theme == choice, label).clicked() {
                    out.push(Command::SetTheme(choice));
                }
            }
            ui.separator();
            let mut letters = view.letters;
            if ui
                .checkbox(&mut letters, "Letters for digits above 9")
                .changed()
            {
                out.push(Command::SetLetters(letters));
            }
        });
        ui.separator();
        ui.label("New game:");
        for level in Level::ALL {
            if ui.button(level.to_string()).clicked() {
                out.push(Command::NewGame(level));
            }
        }
    });
}

/// The side panel: timer, digit pad, notes, undo and redo, check and solve.
pub fn ui_side(ui: &mut Ui, view: &PanelView, out: &mut Vec<Command>) {
    let game = view.game;
    let entering = game.mode() == Mode::Enter;
    ui.add_space(6.0);
    if entering {
        ui.label(RichText::new("Entering a puzzle").heading());
        ui.label("Type the givens, then press Start.");
        ui.horizontal(|ui| {
            let idle = view.busy.is_none();
            if ui.add_enabled(idle, Button::new("Start")).clicked() {
                out.push(Command::StartEntered);
            }
            if ui.button("Cancel").clicked() {
                out.push(Command::CancelEntering);
            }
        });
    } else {
        ui_timer(ui, view, out);
    }
    ui.separator();
    ui_pad(ui, view, out);
    ui.separator();
    ui.horizontal_wrapped(|ui| {
        if ui
            .selectable_label(game.notes_mode(), "Notes (N)")
            .clicked()
        {
            out.push(Command::Play(Action::ToggleNotesMode));
        }
        if ui.button("Fill candidates").clicked() {
            out.push(Command::Play(Action::FillCandidates));
        }
        if ui.button("Clear notes").clicked() {
            out.push(Command::Play(Action::ClearNotes));
        }
    });
    ui.horizontal(|ui| {
        if ui
            .add_enabled(game.can_undo(), Button::new("Undo"))
            .clicked()
        {
            out.push(Command::Play(Action::Undo));
        }
        if ui
            .add_enabled(game.can_redo(), Button::new("Redo"))
            .clicked()
        {
            out.push(Command::Play(Action::Redo));
        }
    });
    ui.separator();
    let can_ask = view.busy.is_none() && !entering && !game.is_paused();
    ui.horizontal(|ui| {
        if ui.add_enabled(can_ask, Button::new("Check")).clicked() {
            out.push(Command::Check);
        }
        if ui.add_enabled(can_ask, Button::new("Solve")).clicked() {
            out.push(Command::Solve);
        }
    });
    if let Some(what) = view.busy {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(format!("{what}..."));
            if ui.button("Cancel job").clicked() {
                out.push(Command::CancelJob);
            }
        });
    }
}

fn ui_timer(ui: &mut Ui, view: &PanelView, out: &mut Vec<Command>) {
    let seconds = view.elapsed.as_secs();
    let clock = if seconds >= 3600 {
        format!(
            "{}:{:02}:{:02}",
            seconds / 3600,
            seconds / 60 % 60,
            seconds % 60
        )
    } else {
        format!("{:02}:{:02}", seconds / 60, seconds % 60)
    };
    ui.horizontal(|ui| {
        ui.label(RichText::new(clock).monospace().size(26.0));
        if view.game.is_solved() {
            ui.label(RichText::new("Solved!").strong().size(20.0));
        } else {
            let label = if view.game.is_paused() {
                "Resume (P)"
            } else {
                "Pause (P)"
            };
            if ui.button(label).clicked() {
                out.push(Command::TogglePause);
            }
        }
    });
}

/// One button per digit, with how many of it the grid still needs painted in its corner.
fn ui_pad(ui: &mut Ui, view: &PanelView, out: &mut Vec<Command>) {
    let shape = view.game.shape();
    let n = shape.size();
    let columns = if n <= 9 { 3 } else { shape.box_cols().max(4) };
    let width = ui.available_width().min(260.0);
    let side = ((width - 4.0 * columns as f32) / columns as f32).clamp(22.0, 56.0);
    let count_colour = ui.visuals().weak_text_color();
    egui::Grid::new("digit pad")
        .spacing([4.0, 4.0])
        .show(ui, |ui| {
            for value in 1..=n as u8 {
                let text = RichText::new(symbol(value, n, view.letters)).size(side * 0.45);
                let response = ui.add_sized(Vec2::splat(side), Button::new(text));
                if let Some(digit) = Digit::new(value)
                    && view.game.mode() == Mode::Play
                {
                    let left = view.game.remaining(digit);
                    paint_count(ui, response.rect, left, count_colour);
                }
                if response.clicked() {
                    out.push(Command::Digit(value));
                }
                if usize::from(value).is_multiple_of(columns) {
                    ui.end_row();
                }
            }
        });
    if ui.button("Erase (Del)").clicked() {
        out.push(Command::Play(Action::Clear));
    }
}

/// The status line: the last message, and the file the game is saved in.
pub fn ui_status(ui: &mut Ui, message: Option<(&str, bool)>, file: Option<&str>) {
    ui.horizontal(|ui| {
        if let Some((text, error)) = message {
            let colour = if error {
                ui.visuals().error_fg_color
            } else {
                ui.visuals().text_color()
            };
            ui.label(RichText::new(text).color(colour));
        }
        if let Some(file) = file {
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                ui.label(RichText::new(file).weak());
            });
        }
    });
}
