//! The side panel's marking controls: the row that says what typed digits do (values, notes,
//! corner marks, colours), the colour pad that stands in for the digit pad in colour mode,
//! and the menu that fills candidates or clears a kind of mark from the whole board.

use super::theme::{colour_name, ink_on, swatch};
use crate::game::{Action, Colour, Marking};
use crate::session::Command;
use crate::t;
use egui::{Button, RichText, Ui, Vec2};

/// The marking control: Value, Centre, Corner and Colour as one segmented control in two rows,
/// the one in force selected. Each names its key; `notes_key` is the centre marks' key the
/// labels name (Space on boards where N is a digit).
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
    let width = (ui.available_width() - ui.spacing().item_spacing.x) / 2.0;
    egui::Grid::new("marking")
        .spacing([ui.spacing().item_spacing.x, 4.0])
        .show(ui, |ui| {
            for (index, (choice, label, tip)) in choices.into_iter().enumerate() {
                let on = marking == choice;
                let button = Button::new(RichText::new(label).size(15.0)).selected(on);
                let response = ui
                    .add_sized(Vec2::new(width, 30.0), button)
                    .on_hover_text(tip);
                if response.clicked() {
                    // Clicking the mode in force leaves it, as its key does.
                    let action = match choice {
                        Marking::Value => Action::SetMarking(Marking::Value),
                        other => Action::ToggleMarking(other),
                    };
                    out.push(Command::Play(action));
                }
                if index % 2 == 1 {
                    ui.end_row();
                }
            }
        });
}

/// The size of a pad's button with `columns` to a row across the panel and `rows` rows:
/// square and as wide as the panel allows; in a low window lower (but still as wide), so that
/// the controls below the pad and a hint of a few lines fit on screen without scrolling.
pub(super) fn pad_button(ui: &Ui, columns: usize, rows: usize) -> Vec2 {
    /// The height the rows below the pad take (Erase, marking, three rows of tools) and a
    /// hint's title, three lines and buttons.
    const BELOW: f32 = 340.0;
    let gaps = 6.0 * (columns as f32 - 1.0);
    let across = ((ui.available_width() - gaps) / columns as f32).clamp(26.0, 84.0);
    // In the panel's scroll area the clip rectangle is the part on screen.
    let visible = ui.clip_rect().bottom() - ui.cursor().top();
    let down = (visible - BELOW) / rows.max(1) as f32 - 6.0;
    Vec2::new(across, across.min(down.max(40.0)))
}

/// The colour pad: one button per colour, in its colour, with its number; a click colours
/// the selected cell (or takes that colour off it).
pub(super) fn ui_colour_pad(ui: &mut Ui, out: &mut Vec<Command>) {
    let columns = 3;
    let size = pad_button(ui, columns, Colour::all().count().div_ceil(columns));
    egui::Grid::new("colour pad")
        .spacing([6.0, 6.0])
        .show(ui, |ui| {
            for colour in Colour::all() {
                let fill = swatch(colour);
                let number = colour.get().to_string();
                let text = RichText::new(&number)
                    .size(size.y * 0.45)
                    .color(ink_on(fill));
                let response = ui.add_sized(size, Button::new(text).fill(fill));
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
    let erase = Button::new(RichText::new(t!("erase-colour-del")).size(15.0));
    if ui
        .add_sized(Vec2::new(ui.available_width(), 30.0), erase)
        .clicked()
    {
        out.push(Command::Play(Action::Clear));
    }
}

/// The Marks button and its menu: candidates filled in, or one kind of mark cleared from every
/// cell, each one undo step. (They act on the whole board, so they stay one click further
/// away than the pad.) `width` is the button's.
pub(super) fn ui_marks_menu(ui: &mut Ui, width: f32, out: &mut Vec<Command>) {
    let button = Button::new(RichText::new(t!("marks-menu")).size(15.0));
    let response = ui.add_sized(Vec2::new(width, 32.0), button);
    egui::Popup::menu(&response).show(|ui| {
        let items = [
            (t!("fill-candidates"), Action::FillCandidates),
            (t!("clear-notes"), Action::ClearNotes),
            (t!("clear-corner-marks"), Action::ClearCorners),
            (t!("clear-colours"), Action::ClearColours),
        ];
        for (label, action) in items {
            if ui.button(label).clicked() {
                out.push(Command::Play(action));
            }
        }
    });
}
