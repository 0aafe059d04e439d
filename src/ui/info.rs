//! The puzzle's title, author and rules in words, as its file gave them, at the top of the
//! side panel. Long text wraps; the rules fold away.

use crate::board::Rules;
use crate::game::PuzzleInfo;
use crate::session::RULES_WIDTH;
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

/// The Cracking the Cryptic rules of the puzzle, one sentence each, under a header that names
/// them and folds (closed at first, so the pad keeps its place); nothing for a puzzle without.
pub(super) fn ui_clue_rules(ui: &mut Ui, rules: &Rules) {
    if !rules.has_clues() {
        return;
    }
    let mut sentences: Vec<String> = rules
        .clue_kinds()
        .into_iter()
        .map(|kind| format!("{}: {}", kind.label(), kind.rule_text()))
        .collect();
    if rules.disjoint_groups {
        sentences.push(t!("clue-rule-disjoint"));
    }
    if rules.negative_xv {
        sentences.push(t!("clue-rule-negative-xv"));
    }
    if rules.negative_ratio {
        sentences.push(t!("clue-rule-negative-ratio"));
    }
    egui::CollapsingHeader::new(t!(
        "clue-rules-header",
        rules = &rules.describe_short(RULES_WIDTH)
    ))
    .id_salt("clue rules")
    .default_open(false)
    .show(ui, |ui| {
        egui::ScrollArea::vertical()
            .id_salt("clue rules text")
            .max_height(200.0)
            .show(ui, |ui| {
                for sentence in sentences {
                    ui.add(Label::new(sentence).wrap());
                }
            });
    });
    ui.separator();
}
