//! The Print to PDF window: what to print (this puzzle, or every puzzle of its collection),
//! puzzles a page, the paper, and whether the solutions follow. "Print..." hands the choice to
//! the session, which asks where with the Save dialog.

use super::window::centred_window;
use crate::export::layout::{Paper, PerPage};
use crate::rate::Level;
use crate::session::{Command, MAX_NEW, PrintSetup, PrintWhat};
use crate::t;

/// Draws the window while `setup` is `Some`; closing it or choosing Print makes it `None`.
/// `collection`: how many puzzles the board's collection holds, if it came from one.
pub fn ui_print_window(
    ctx: &egui::Context,
    setup: &mut Option<PrintSetup>,
    collection: Option<usize>,
    out: &mut Vec<Command>,
) {
    let Some(chosen) = setup.as_mut() else {
        return;
    };
    let mut open = true;
    let mut done = false;
    centred_window(ctx, t!("window-print"), "print window", &mut open)
        .resizable(false)
        .show(ctx, |ui| {
            let before = chosen.what;
            ui.label(t!("print"));
            ui.radio_value(&mut chosen.what, PrintWhat::ThisPuzzle, t!("this-puzzle"));
            if let Some(count) = collection {
                let label = t!("every-puzzle-of-its-file", count = count);
                ui.radio_value(&mut chosen.what, PrintWhat::Collection, label);
            }
            ui_level_choice(ui, &mut chosen.what);
            if std::mem::discriminant(&before) != std::mem::discriminant(&chosen.what) {
                // One puzzle fills its page; several share them, four to a page.
                let n = if chosen.what == PrintWhat::ThisPuzzle {
                    1
                } else {
                    4
                };
                chosen.options.per_page = PerPage::new(n).unwrap_or(chosen.options.per_page);
            }
            ui.separator();
            ui.horizontal(|ui| {
                ui.label(t!("puzzles-page"));
                for n in PerPage::ALL {
                    if let Some(per_page) = PerPage::new(n) {
                        ui.radio_value(&mut chosen.options.per_page, per_page, n.to_string());
                    }
                }
            });
            ui.horizontal(|ui| {
                ui.label(t!("paper"));
                for paper in Paper::ALL {
                    ui.radio_value(&mut chosen.options.paper, paper, paper.name());
                }
            });
            ui.checkbox(
                &mut chosen.options.solutions,
                t!("solutions-on-pages-at-end"),
            );
            ui.separator();
            ui.horizontal(|ui| {
                if ui.button(t!("print-2")).clicked() {
                    out.push(Command::Print(*chosen));
                    done = true;
                }
                if ui.button(t!("cancel")).clicked() {
                    done = true;
                }
            });
        });
    if !open || done {
        *setup = None;
    }
}

/// "New puzzles of a level": the choice, then the level and how many while it is chosen.
fn ui_level_choice(ui: &mut egui::Ui, what: &mut PrintWhat) {
    let (mut level, mut count) = match *what {
        PrintWhat::Level { level, count } => (level, count),
        _ => (Level::Medium, 6),
    };
    let chosen = matches!(what, PrintWhat::Level { .. });
    if ui.radio(chosen, t!("new-puzzles-of-level")).clicked() {
        *what = PrintWhat::Level { level, count };
    }
    if !chosen {
        return;
    }
    ui.horizontal(|ui| {
        ui.add_space(24.0);
        // The label first, as every other choice in the window reads.
        let label = ui.label(t!("level"));
        egui::ComboBox::from_id_salt("print level")
            .selected_text(level.to_string())
            .show_ui(ui, |ui| {
                for each in Level::ALL {
                    ui.selectable_value(&mut level, each, each.to_string());
                }
            })
            .response
            .labelled_by(label.id);
        let label = ui.label(t!("how-many"));
        ui.add(egui::DragValue::new(&mut count).range(1..=MAX_NEW))
            .labelled_by(label.id);
    });
    *what = PrintWhat::Level { level, count };
}
