//! The Practise window: every technique the hints know, grouped by family, each with Learn
//! (start right before the technique's first step, with its hint) and Practise (a whole puzzle
//! that needs it), and how many puzzles for it are ready.

use super::window::centred_window;
use crate::generator::practice;
use crate::session::{Command, PracticeStock};
use crate::stats::Summary;
use crate::t;
use crate::techniques::{Technique, family_name};
use egui::{RichText, Ui};

/// The Practise window, while `open`; `busy`: a search runs (the buttons wait for it).
pub fn ui_practice(
    ctx: &egui::Context,
    open: &mut bool,
    stock: &PracticeStock,
    summary: &Summary,
    busy: bool,
    out: &mut Vec<Command>,
) {
    centred_window(ctx, t!("window-practise"), "practice window", open)
        .default_size([460.0, 520.0])
        .show(ctx, |ui| {
            ui.label(t!("learn-starts-puzzle-right-before"));
            ui.separator();
            egui::ScrollArea::vertical().show(ui, |ui| {
                for (family, techniques) in families() {
                    // `family` is the English key; the header shows its name in the language.
                    let open_first = family == "Subsets";
                    egui::CollapsingHeader::new(family_name(family))
                        .default_open(open_first)
                        .show(ui, |ui| {
                            ui_family(ui, &techniques, stock, summary, busy, out);
                        });
                }
            });
        });
}

fn ui_family(
    ui: &mut Ui,
    techniques: &[Technique],
    stock: &PracticeStock,
    summary: &Summary,
    busy: bool,
    out: &mut Vec<Command>,
) {
    egui::Grid::new(ui.make_persistent_id("techniques"))
        .striped(true)
        .show(ui, |ui| {
            for &technique in techniques {
                let name = technique.name();
                ui.label(RichText::new(&name).strong());
                let ready = stock.count(technique);
                let played = summary
                    .practice
                    .iter()
                    .find(|p| p.technique == technique.code());
                let record = played.map_or(String::new(), |p| {
                    t!("played-hints", games = &p.games, hints = &p.hints)
                });
                ui.label(RichText::new(t!("ready", ready = &ready, record = &record)).weak());
                for (label, learning) in [(t!("learn"), true), (t!("practise"), false)] {
                    let full = t!("text-5", label = &label, name = &name);
                    let response = ui.add_enabled(!busy, egui::Button::new(label));
                    // Screen readers (and tests) hear which technique the button is for.
                    response.widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::Button, !busy, &full)
                    });
                    if response.clicked() {
                        out.push(Command::Practise {
                            technique,
                            learning,
                        });
                    }
                }
                ui.end_row();
            }
        });
}

/// The techniques in hint order, grouped by family (families in order of their first).
fn families() -> Vec<(&'static str, Vec<Technique>)> {
    let mut families: Vec<(&'static str, Vec<Technique>)> = Vec::new();
    for technique in practice::techniques() {
        let family = technique.family();
        match families.iter_mut().find(|(f, _)| *f == family) {
            Some((_, list)) => list.push(technique),
            None => families.push((family, vec![technique])),
        }
    }
    families
}
