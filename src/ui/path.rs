//! The solution path panel: the technique counts, then every step, each a button that shows
//! it on the board.

use crate::session::{Command, Session};
use crate::t;
use crate::techniques::PathEnd;
use egui::{RichText, Ui};

/// Width of the solution path panel, which opens at the right beside the side panel so that
/// the board stays in view while the player clicks through the steps.
pub const PATH_WIDTH: f32 = 320.0;

/// The solution path panel: the technique counts, then every step, each a button that shows
/// it on the board; the hardest is marked.
pub fn ui_path(ui: &mut Ui, session: &Session, out: &mut Vec<Command>) {
    let size = session.game().shape().size();
    ui.horizontal(|ui| {
        ui.label(RichText::new(t!("solution-path")).strong().size(17.0));
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.button(t!("close")).clicked() {
                out.push(Command::TogglePath);
            }
        });
    });
    if session.game().is_paused() {
        // The path is the whole solution: it hides with the board.
        ui.label(t!("path-hidden-while-paused"));
        return;
    }
    let Some(path) = session.path() else {
        if session.path_busy() {
            ui.horizontal(|ui| {
                ui.label(t!("working-out-path"));
                if ui.button(t!("stop")).clicked() {
                    out.push(Command::StopPath);
                }
            });
            ui.spinner();
        } else if session.path_stopped() {
            ui.label(t!("stopped-close-panel-and-open"));
        } else {
            ui.label(t!("no-path-yet"));
        }
        return;
    };
    let counts: Vec<String> = path
        .counts()
        .iter()
        .map(|(t, n)| format!("{t} x{n}"))
        .collect();
    ui.label(t!(
        "steps",
        count = path.steps.len(),
        counts = &counts.join(", ")
    ));
    let hardest = path.hardest();
    if let Some(step) = hardest.and_then(|i| path.steps.get(i)) {
        ui.label(RichText::new(t!("hardest-marked", technique = &step.technique)).strong());
    }
    ui.label(match path.end {
        PathEnd::Solved => t!("techniques-solve-it-click-step"),
        PathEnd::Stuck => t!("techniques-get-stuck-at-end"),
    });
    ui.separator();
    // The chosen step's explanation sits under the list; the list takes what room is left.
    let explanation = path.selected.and_then(|i| path.steps.get(i));
    let list_height = ui.available_height() - if explanation.is_some() { 180.0 } else { 0.0 };
    egui::ScrollArea::vertical()
        .max_height(list_height.max(120.0))
        .auto_shrink([false, true])
        .show(ui, |ui| {
            for (i, step) in path.steps.iter().enumerate() {
                let mark = if Some(i) == hardest { " *" } else { "" };
                let text = t!(
                    "text-3",
                    value = &i + 1,
                    line = &step.line(size),
                    mark = &mark
                );
                let selected = path.selected == Some(i);
                if ui.selectable_label(selected, text).clicked() {
                    out.push(Command::ShowPathStep((!selected).then_some(i)));
                }
            }
        });
    if let Some(step) = explanation {
        ui.separator();
        egui::ScrollArea::vertical()
            .id_salt("path step")
            .show(ui, |ui| ui.label(&step.explanation));
    }
}
