//! The puzzle's title, author and rules in words, as its file gave them, at the top of the
//! side panel. Long text wraps; the rules fold away.

use crate::game::PuzzleInfo;
use crate::t;
use egui::{Label, RichText, Ui};

/// The title (large), "by" the author, and the rules under a header that folds; nothing for
/// a puzzle whose file said none of them.
pub(super) fn ui_puzzle_info(ui: &mut Ui, info: &PuzzleInfo) {
    if info.is_empty() {
        return;
    }
    if let Some(title) = &info.title {
        ui.add(Label::new(RichText::new(title).strong().size(17.0)).wrap());
    }
    if let Some(author) = &info.author {
        ui.add(Label::new(RichText::new(t!("by", author = &author)).italics()).wrap());
    }
    if let Some(ruleset) = &info.ruleset {
        egui::CollapsingHeader::new(t!("rules"))
            .id_salt("puzzle ruleset")
            .default_open(false)
            .show(ui, |ui| {
                // A long text scrolls rather than pushing the pad out of the window.
                egui::ScrollArea::vertical()
                    .id_salt("puzzle ruleset text")
                    .max_height(200.0)
                    .show(ui, |ui| ui.add(Label::new(ruleset).wrap()));
            });
    }
    ui.separator();
}
