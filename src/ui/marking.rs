//! The side panel's marking controls: the row that says what typed digits do (values, notes,
//! corner marks, colours), the colour pad that stands in for the digit pad in colour mode,
//! and the buttons that clear a kind of mark from the whole board.

use super::theme::{colour_name, ink_on, swatch};
use crate::game::{Action, Colour, Marking};
use crate::session::Command;
use crate::t;
use egui::{Button, RichText, Ui, Vec2};

/// The marking row: Value, Notes, Corner and Colour, the one in force selected. Each names its
/// key; `notes_key` is the notes key the labels name (Space on boards where N is a digit).
pub(super) fn ui_marking(ui: &mut Ui, marking: Marking, notes_key: &str, out: &mut Vec<Command>) {
    let notes = t!("notes", notes_key = &notes_key);
    let choices = [
        (Marking::Value, t!("value"), t!("digits-are-placed")),
        (
            Marking::Notes,
            notes,
            t!("digits-toggle-notes-candidates-centre"),
        ),
        (
            Marking::Corner,
            t!("corner-x"),
            t!("digits-toggle-corner-marks-where"),
        ),
        (Marking::Colour, t!("colour-v"), t!("digits-1-to-9-colour")),
    ];
    ui.horizontal_wrapped(|ui| {
        for (choice, label, tip) in choices {
            let on = marking == choice;
            let response = ui.selectable_label(on, label).on_hover_text(tip);
            if response.clicked() {
                // Clicking the mode in force leaves it, as its key does.
                let action = match choice {
                    Marking::Value => Action::SetMarking(Marking::Value),
                    other => Action::ToggleMarking(other),
                };
                out.push(Command::Play(action));
            }
        }
    });
}

/// The colour pad: one button per colour, in its colour, with its number; a click colours
/// the selected cell (or takes that colour off it).
pub(super) fn ui_colour_pad(ui: &mut Ui, out: &mut Vec<Command>) {
    let columns = 3;
    let width = ui.available_width().min(260.0);
    let side = ((width - 4.0 * columns as f32) / columns as f32).clamp(22.0, 56.0);
    egui::Grid::new("colour pad")
        .spacing([4.0, 4.0])
        .show(ui, |ui| {
            for colour in Colour::all() {
                let fill = swatch(colour);
                let number = colour.get().to_string();
                let text = RichText::new(&number).size(side * 0.45).color(ink_on(fill));
                let response = ui.add_sized(Vec2::splat(side), Button::new(text).fill(fill));
                let label = t!(
                    "colour",
                    number = number,
                    colour_name = &colour_name(colour)
                );
                let enabled = ui.is_enabled();
                response
                    .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, &label));
                let response = response.on_hover_text(colour_name(colour));
                if response.clicked() {
                    out.push(Command::Play(Action::ToggleColour(colour)));
                }
                if usize::from(colour.get()).is_multiple_of(columns) {
                    ui.end_row();
                }
            }
        });
    if ui.button(t!("erase-colour-del")).clicked() {
        out.push(Command::Play(Action::Clear));
    }
}

/// Buttons that clear one kind of mark from every cell, each one undo step.
pub(super) fn ui_clear_marks(ui: &mut Ui, out: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        if ui.button(t!("clear-notes")).clicked() {
            out.push(Command::Play(Action::ClearNotes));
        }
        if ui.button(t!("clear-corner-marks")).clicked() {
            out.push(Command::Play(Action::ClearCorners));
        }
        if ui.button(t!("clear-colours")).clicked() {
            out.push(Command::Play(Action::ClearColours));
        }
    });
}
