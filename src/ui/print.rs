//! The Print to PDF window: what to print (this puzzle, or every puzzle of its collection),
//! puzzles a page, the paper, and whether the solutions follow. "Print..." hands the choice to
//! the session, which asks where with the Save dialog.

use crate::formats::print::{Paper, PerPage};
use crate::session::{Command, PrintSetup, PrintWhat};

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
    egui::Window::new("Print to PDF")
        .open(&mut open)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.label("Print");
            ui.radio_value(&mut chosen.what, PrintWhat::ThisPuzzle, "This puzzle");
            if let Some(count) = collection {
                let label = format!("Every puzzle of its file ({count})");
                ui.radio_value(&mut chosen.what, PrintWhat::Collection, label);
            }
            ui.separator();
            ui.horizontal(|ui| {
                ui.label("Puzzles a page:");
                for n in PerPage::ALL {
                    if let Some(per_page) = PerPage::new(n) {
                        ui.radio_value(&mut chosen.options.per_page, per_page, n.to_string());
                    }
                }
            });
            ui.horizontal(|ui| {
                ui.label("Paper:");
                for paper in Paper::ALL {
                    ui.radio_value(&mut chosen.options.paper, paper, paper.name());
                }
            });
            ui.checkbox(
                &mut chosen.options.solutions,
                "Solutions on pages at the end",
            );
            ui.separator();
            ui.horizontal(|ui| {
                if ui.button("Print...").clicked() {
                    out.push(Command::Print(*chosen));
                    done = true;
                }
                if ui.button("Cancel").clicked() {
                    done = true;
                }
            });
        });
    if !open || done {
        *setup = None;
    }
}
