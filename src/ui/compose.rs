//! The setter's check in the side panel while a puzzle is entered (compose): how many
//! solutions and the true candidates on the board (in the panel's head), and for one solution
//! the logical verdict, the grade, the break-in and what could go (under the Rules area). The answers come from the worker as the puzzle
//! changes (`session/compose.rs`); a question that takes more than a second shows how long it
//! has run.

use super::board::reader::announce_changes;
use crate::rate::format_tenths;
use crate::session::{Command, ComposeView, Composition, Session};
use crate::setter::{COUNT_LIMIT, Question, Solutions};
use crate::t;
use egui::{RichText, Ui};
use std::time::Duration;
use web_time::Instant;

/// From how long on a question shows its time.
const SHOW_TIME_AFTER: Duration = Duration::from_secs(1);

/// The quick answers, in the side panel's head (always in view while the rest scrolls): none,
/// one or several solutions, and the switch for the true candidates on the board.
pub(super) fn ui_compose_head(ui: &mut Ui, session: &Session, out: &mut Vec<Command>) {
    let Some(found) = session.composition() else {
        return;
    };
    ui_verdict(ui, found);
    if let Some(logic) = &found.logic {
        // The grade at a glance; the rest is under the Rules area.
        let text = match (&logic.rating, logic.solved) {
            (Some(r), true) => t!(
                "compose-head-solved",
                rating = &format_tenths(r.er),
                level = &r.level().label()
            ),
            (Some(r), false) => t!(
                "compose-head-stuck",
                rating = &format_tenths(r.er),
                level = &r.level().label()
            ),
            (None, true) => t!("compose-head-solved-ungraded"),
            (None, false) => t!("compose-head-stuck-ungraded"),
        };
        ui.label(text);
    }
    toggle(
        ui,
        found,
        ComposeView::Candidates,
        t!("compose-show-candidates"),
        out,
    );
    if let Some(why) = found.failed.as_ref().map(|(_, why)| why) {
        ui.colored_label(ui.visuals().error_fg_color, t!("compose-failed", why = why));
    }
    if found.asking.is_some() {
        ui.ctx().request_repaint_after(Duration::from_millis(250));
    }
}

/// The answers for one solution, under the Rules area: the logical verdict, the grade, the
/// break-in and what could go.
pub(super) fn ui_compose(ui: &mut Ui, session: &Session, out: &mut Vec<Command>) {
    let Some(found) = session.composition() else {
        return;
    };
    if found.solutions != Some(Solutions::Unique) {
        return;
    }
    egui::CollapsingHeader::new(RichText::new(t!("compose-heading")).strong())
        .id_salt("compose")
        .default_open(true)
        .show(ui, |ui| {
            ui_logic(ui, found, out);
            ui_removable(ui, found, out);
        });
}

/// What the worker is doing, if it is on `question`: its words, with its time past a second
/// and how far it has got.
fn asking_text(found: &Composition, question: Question) -> Option<String> {
    let (asked, since) = found.asking?;
    if asked != question {
        return None;
    }
    let words = match question {
        Question::Verdict => t!("compose-counting"),
        Question::Count => t!("compose-counting-more"),
        Question::Candidates => t!("compose-finding-candidates"),
        Question::Logic => t!("compose-solving"),
        Question::Removable => t!("compose-finding-removable"),
    };
    let ran = Instant::now().saturating_duration_since(since);
    let seconds = format!("{:.0}", ran.as_secs_f32());
    Some(match found.progress.get() {
        _ if ran < SHOW_TIME_AFTER => words,
        (done, all) if all > 0 => t!(
            "compose-for-seconds-done",
            what = &words,
            seconds = &seconds,
            done = &done.to_string(),
            all = &all.to_string()
        ),
        _ => t!("compose-for-seconds", what = &words, seconds = &seconds),
    })
}

/// A line with a spinner saying the worker is on `question`; whether it is.
fn ui_asking(ui: &mut Ui, found: &Composition, question: Question) -> bool {
    let Some(words) = asking_text(found, question) else {
        return false;
    };
    ui.horizontal(|ui| {
        ui.spinner();
        ui.add(egui::Label::new(words).wrap());
    });
    true
}

/// None, one or several solutions (and how many), or what the worker is counting: one line
/// that screen readers announce as it changes.
fn ui_verdict(ui: &mut Ui, found: &Composition) {
    let asking =
        asking_text(found, Question::Verdict).or_else(|| asking_text(found, Question::Count));
    let text = match (&asking, found.solutions, found.count) {
        (Some(words), _, _) => RichText::new(words),
        (None, Some(Solutions::None), _) => {
            RichText::new(t!("compose-no-solution")).color(ui.visuals().error_fg_color)
        }
        (None, Some(Solutions::Unique), _) => RichText::new(t!("compose-unique")).strong(),
        (None, Some(Solutions::Several), Some(n)) if n >= COUNT_LIMIT => {
            RichText::new(t!("compose-at-least", count = n))
        }
        (None, Some(Solutions::Several), Some(n)) => {
            RichText::new(t!("compose-solutions", count = n))
        }
        (None, Some(Solutions::Several), None) => RichText::new(t!("compose-several")),
        (None, None, _) => RichText::new(t!("compose-counting")),
    };
    ui.horizontal(|ui| {
        if asking.is_some() {
            ui.spinner();
        }
        let line = ui.push_id("compose verdict", |ui| {
            ui.add(egui::Label::new(text).wrap())
        });
        announce_changes(ui, &line.inner);
    });
    ui_asking(ui, found, Question::Candidates);
}

/// A checkbox that shows or hides an answer on the board.
fn toggle(
    ui: &mut Ui,
    found: &Composition,
    view: ComposeView,
    label: String,
    out: &mut Vec<Command>,
) {
    let mut on = found.shows(view);
    if ui.checkbox(&mut on, label).changed() {
        out.push(Command::ComposeView(view));
    }
}

/// Whether the techniques solve it, its grade and hardest step, the break-in.
fn ui_logic(ui: &mut Ui, found: &Composition, out: &mut Vec<Command>) {
    if ui_asking(ui, found, Question::Logic) {
        return;
    }
    let Some(logic) = &found.logic else {
        return;
    };
    let verdict = if logic.solved {
        t!("compose-solved-by-techniques", count = logic.steps)
    } else {
        t!("compose-techniques-stuck", count = logic.steps)
    };
    ui.label(verdict);
    match &logic.rating {
        Some(rating) => {
            ui.label(t!(
                "compose-grade",
                rating = &format_tenths(rating.er),
                level = &rating.level().label(),
                hardest = &rating.hardest_name()
            ));
        }
        None => {
            ui.label(t!("compose-no-grade"));
        }
    }
    match &logic.break_in {
        Some((step, _)) => {
            ui.label(t!("compose-break-in", technique = &step.technique.name()));
            toggle(
                ui,
                found,
                ComposeView::BreakIn,
                t!("compose-show-break-in"),
                out,
            );
            if found.shows(ComposeView::BreakIn) {
                ui.add(egui::Label::new(RichText::new(&step.explanation).weak()).wrap());
            }
        }
        None if logic.solved => {
            ui.label(t!("compose-no-break-in"));
        }
        None => {
            ui.label(t!("compose-break-in-not-found"));
        }
    }
}

/// What could be taken away with the solution unique.
fn ui_removable(ui: &mut Ui, found: &Composition, out: &mut Vec<Command>) {
    if ui_asking(ui, found, Question::Removable) {
        return;
    }
    let Some(removable) = &found.removable else {
        return;
    };
    if removable.is_empty() {
        ui.label(t!("compose-nothing-removable"));
        return;
    }
    let mut parts = Vec::new();
    if !removable.givens.is_empty() {
        parts.push(t!("compose-givens", count = removable.givens.len()));
    }
    if !removable.cages.is_empty() {
        parts.push(t!("compose-cages", count = removable.cages.len()));
    }
    if !removable.clues.is_empty() {
        parts.push(t!("compose-clues", count = removable.clues.len()));
    }
    for variant in &removable.switches {
        parts.push(variant.label());
    }
    ui.add(egui::Label::new(t!("compose-removable", what = &parts.join(", "))).wrap());
    toggle(
        ui,
        found,
        ComposeView::Removable,
        t!("compose-outline-removable"),
        out,
    );
}
