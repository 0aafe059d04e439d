//! The question on screen (unsaved moves, several solutions...), in a modal.

use crate::session::{Command, Question};

use super::panels::SIDE_WIDTH;

/// The question on screen, in a modal: a heading, what it is about, and the two answers;
/// Escape or a click outside it declines. The several-solutions question sits over the side
/// panel on a light backdrop, so the outlined cells where the solutions differ stay in view.
pub fn ui_question(ctx: &egui::Context, question: &Question, out: &mut Vec<Command>) {
    let words = question.words();
    let id = egui::Id::unique("question");
    let beside = matches!(question, Question::Several);
    let mut modal = egui::Modal::new(id);
    if beside {
        let corner = egui::vec2(-8.0, -40.0);
        modal = modal
            .area(egui::Modal::default_area(id).anchor(egui::Align2::RIGHT_BOTTOM, corner))
            .backdrop_color(egui::Color32::from_black_alpha(30));
    }
    let mut answered = false;
    let shown = modal.show(ctx, |ui| {
        ui.set_max_width(if beside { SIDE_WIDTH - 40.0 } else { 380.0 });
        ui.label(egui::RichText::new(words.title).strong().size(17.0));
        ui.add_space(4.0);
        ui.label(words.detail);
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            for (label, answer) in [(words.yes, Command::Confirm), (words.no, Command::Decline)] {
                if ui.button(label).clicked() {
                    out.push(answer);
                    answered = true;
                }
            }
        });
    });
    if shown.should_close() && !answered {
        out.push(Command::Decline);
    }
}
