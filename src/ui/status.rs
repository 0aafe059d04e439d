//! The status bar: jobs under way with a way to stop each, the last message, and where the
//! game came from.

use super::board::reader::announce_changes;
use crate::game::Mode;
use crate::session::{Command, Origin, Session};
use crate::t;
use crate::techniques::Technique;
use egui::{RichText, Ui};
use std::time::Duration;

use super::panels::PanelView;

/// The status line: jobs under way (each with a way to stop it), the last message, and where
/// the game came from. Jobs sit here so that nothing else moves while they run.
pub fn ui_status(ui: &mut Ui, view: &PanelView, out: &mut Vec<Command>) {
    let session = view.session;
    // The origin first, at the right end, so that a long message is cut before it instead
    // of running under it.
    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
        ui.label(RichText::new(origin_text(session)).weak());
        ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
            ui_status_row(ui, session, out);
        });
    });
}

/// The jobs under way (with their Cancel buttons) and the message, left to right.
fn ui_status_row(ui: &mut Ui, session: &Session, out: &mut Vec<Command>) {
    // The engine's row counts dots a few times a second; the file row stays still, since
    // a pending dialog may wait for minutes and must not cost a frame.
    let busy = [
        (
            session.engine_busy(),
            t!("cancel-job"),
            Command::CancelEngine,
            true,
        ),
        (
            session.file_busy(),
            t!("stop-waiting"),
            Command::CancelFile,
            session.file_progressing(),
        ),
    ];
    for (what, stop, command, animated) in busy {
        if let Some(what) = what {
            let dots = if animated {
                let step = Duration::from_millis(400);
                ui.ctx().request_repaint_after(step);
                let beat = (ui.input(|i| i.time) / step.as_secs_f64()) as usize;
                format!("{:<3}", ".".repeat(1 + beat % 3))
            } else {
                "...".to_string()
            };
            ui.label(what);
            ui.label(RichText::new(dots).monospace());
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
        // Its own id, so that a row appearing before it does not make it a new widget
        // (which screen readers would announce again).
        ui.push_id("status message", |ui| {
            let text = RichText::new(&status.text).color(colour);
            let response = ui.add(egui::Label::new(text).truncate());
            announce_changes(ui, &response);
        });
    }
}

/// Where the game on the board came from, in a few words.
fn origin_text(session: &Session) -> String {
    let current = session.current();
    let from = match &current.origin {
        Origin::Level(level) => t!("game-2", level = &level),
        Origin::File(path) => t!("opened-from", file_name = &file_name(path)),
        Origin::Collection {
            path,
            number,
            count,
        } => t!(
            "puzzle-of-from",
            number = number,
            count = count,
            file_name = &file_name(path)
        ),
        Origin::Pasted => t!("pasted"),
        Origin::Daily(date) => t!("daily-puzzle-of", date = &date),
        Origin::Practice {
            technique,
            learning,
        } => {
            let name = Technique::from_code(technique).map_or(technique.clone(), Technique::name);
            let mode = if *learning {
                t!("learning")
            } else {
                t!("practising")
            };
            t!("text-4", mode = &mode, name = &name)
        }
        Origin::Entered if session.game().mode() == Mode::Enter => t!("entering"),
        Origin::Entered => t!("entered"),
    };
    match &current.path {
        Some(path) if current.origin != Origin::File(path.clone()) => {
            t!("saved-as", from = &from, file_name = &file_name(path))
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
