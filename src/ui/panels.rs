//! The menu bar, the side panel (timer, digit pad, play buttons) and the status bar. Each
//! reads the state and pushes commands; none changes anything itself.

use super::board::{paint_count, symbol};
use super::command::Command;
use super::keys::Keymap;
use super::session::{Origin, Question, Session, clock_text};
use super::theme::ThemeChoice;
use crate::board::{Digit, Shape};
use crate::game::{Action, Mode};
use crate::generator::Level;
use egui::{Button, RichText, Ui, Vec2};
use std::time::Duration;

/// What the panels show.
pub struct PanelView<'a> {
    /// The session: the game, its file, the jobs under way.
    pub session: &'a Session,
    /// Time played.
    pub elapsed: Duration,
    /// Digits above 9 as letters.
    pub letters: bool,
    /// The theme chosen.
    pub theme: ThemeChoice,
    /// Which keys do what.
    pub keymap: Keymap,
}

/// The menu bar: Game (files, entering a puzzle), New game (by level), View.
pub fn ui_menu(ui: &mut Ui, view: &PanelView, out: &mut Vec<Command>) {
    let playing = view.session.game().mode() == Mode::Play;
    let file_idle = view.session.file_busy().is_none();
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button("Game", |ui| {
            ui.menu_button("Enter a puzzle", |ui| {
                for shape in Shape::COMMON {
                    if ui.button(format!("{0}x{0}", shape.size())).clicked() {
                        out.push(Command::EnterPuzzle(shape));
                    }
                }
            });
            ui.separator();
            let items = [
                ("Open... (Ctrl+O)", Command::Open, file_idle),
                ("Save (Ctrl+S)", Command::Save, file_idle && playing),
                (
                    "Save as... (Ctrl+Shift+S)",
                    Command::SaveAs,
                    file_idle && playing,
                ),
                ("Copy puzzle (Ctrl+C)", Command::CopyPuzzle, true),
            ];
            for (label, command, enabled) in items {
                if ui.add_enabled(enabled, Button::new(label)).clicked() {
                    out.push(command);
                }
            }
            if ui.button("Paste puzzle (Ctrl+V)").clicked() {
                ui.ctx()
                    .send_viewport_cmd(egui::ViewportCommand::RequestPaste);
            }
        });
        ui.menu_button("New game", |ui| {
            for level in Level::ALL {
                if ui.button(format!("New {level} game")).clicked() {
                    out.push(Command::NewGame(level));
                }
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
    });
}

/// The side panel: timer, digit pad, notes, undo and redo, check and solve.
pub fn ui_side(ui: &mut Ui, view: &PanelView, out: &mut Vec<Command>) {
    let game = view.session.game();
    let entering = game.mode() == Mode::Enter;
    let paused = game.is_paused();
    ui.add_space(6.0);
    if entering {
        ui.label(RichText::new("Entering a puzzle").heading());
        ui.label("Type the givens, then press Start.");
        ui.horizontal(|ui| {
            let idle = view.session.engine_busy().is_none();
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
    ui.add_enabled_ui(!paused, |ui| ui_pad(ui, view, out));
    ui.separator();
    let notes_label = format!("Notes ({})", view.keymap.notes_key());
    ui.add_enabled_ui(!paused && !entering, |ui| {
        ui.horizontal_wrapped(|ui| {
            if ui
                .selectable_label(game.notes_mode(), notes_label)
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
    });
    ui.horizontal(|ui| {
        let undo = Button::new("Undo");
        if ui.add_enabled(!paused && game.can_undo(), undo).clicked() {
            out.push(Command::Play(Action::Undo));
        }
        let redo = Button::new("Redo");
        if ui.add_enabled(!paused && game.can_redo(), redo).clicked() {
            out.push(Command::Play(Action::Redo));
        }
    });
    ui.separator();
    let can_ask = view.session.engine_busy().is_none() && !entering && !paused;
    ui.horizontal(|ui| {
        if ui.add_enabled(can_ask, Button::new("Check")).clicked() {
            out.push(Command::Check);
        }
        if ui.add_enabled(can_ask, Button::new("Solve")).clicked() {
            out.push(Command::Solve);
        }
    });
}

fn ui_timer(ui: &mut Ui, view: &PanelView, out: &mut Vec<Command>) {
    let game = view.session.game();
    let clock = clock_text(view.elapsed.as_secs());
    ui.label(RichText::new(clock).monospace().size(26.0));
    if game.is_solved() {
        ui.label(RichText::new("Solved!").strong().size(20.0));
    } else {
        let key = view.keymap.pause_key();
        let label = if game.is_paused() {
            format!("Resume ({key})")
        } else {
            format!("Pause ({key})")
        };
        if ui.button(label).clicked() {
            out.push(Command::TogglePause);
        }
    }
}

/// One button per digit, with how many of it the grid still needs painted in its corner.
fn ui_pad(ui: &mut Ui, view: &PanelView, out: &mut Vec<Command>) {
    let game = view.session.game();
    let shape = game.shape();
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
                    && game.mode() == Mode::Play
                {
                    let left = game.remaining(digit);
                    paint_count(ui, response.rect, left, count_colour);
                    // Screen readers (and tests) hear the count with the digit.
                    let label = format!("{} ({left} left)", symbol(value, n, view.letters));
                    let enabled = ui.is_enabled();
                    response.widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::Button, enabled, &label)
                    });
                }
                if response.clicked() {
                    out.push(Command::PadDigit(value));
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

/// The status line: jobs under way (each with a way to stop it), the last message, and where
/// the game came from. Jobs sit here so that nothing else moves while they run.
pub fn ui_status(ui: &mut Ui, view: &PanelView, out: &mut Vec<Command>) {
    let session = view.session;
    ui.horizontal(|ui| {
        let busy = [
            (session.engine_busy(), "Cancel job", Command::CancelEngine),
            (session.file_busy(), "Stop waiting", Command::CancelFile),
        ];
        for (what, stop, command) in busy {
            if let Some(what) = what {
                ui.spinner();
                ui.label(format!("{what}..."));
                if ui.button(stop).clicked() {
                    out.push(command);
                }
                ui.separator();
            }
        }
        if let Some(status) = session.status() {
            let colour = if status.error {
                ui.visuals().error_fg_color
            } else {
                ui.visuals().text_color()
            };
            ui.add(egui::Label::new(RichText::new(&status.text).color(colour)).truncate());
        }
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            ui.label(RichText::new(origin_text(session)).weak());
        });
    });
}

/// Where the game on the board came from, in a few words.
fn origin_text(session: &Session) -> String {
    let current = session.current();
    let from = match &current.origin {
        Origin::Level(level) => format!("{level} game"),
        Origin::File(path) => format!("Opened from {}", file_name(path)),
        Origin::Pasted => "Pasted".to_string(),
        Origin::Entered if session.game().mode() == Mode::Enter => "Entering".to_string(),
        Origin::Entered => "Entered".to_string(),
    };
    match &current.path {
        Some(path) if current.origin != Origin::File(path.clone()) => {
            format!("{from}, saved as {}", file_name(path))
        }
        _ => from,
    }
}

fn file_name(path: &std::path::Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// The question on screen, as a modal beside nothing else: the player answers it first.
pub fn ui_question(ctx: &egui::Context, question: &Question, out: &mut Vec<Command>) {
    let (text, yes, no) = question.words();
    egui::Modal::new(egui::Id::unique("question")).show(ctx, |ui| {
        ui.set_max_width(360.0);
        ui.label(text);
        ui.horizontal(|ui| {
            if ui.button(yes).clicked() {
                out.push(Command::Confirm);
            }
            if ui.button(no).clicked() {
                out.push(Command::Decline);
            }
        });
    });
}
