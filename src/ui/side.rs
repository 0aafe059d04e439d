//! The side panel: the timer, the rating, the collection's puzzles, the hint on screen, the
//! digit pad, the marking tools and the play buttons; on big boards the selected cell's notes
//! enlarged.

use super::board::paint_count;
use super::board::reader::announce_changes;
use super::entering::{ui_entering_head, ui_entering_rules};
use super::info::{ui_clue_rules, ui_puzzle_info};
use super::keys;
use super::marking::{pad_button, ui_colour_pad, ui_marking, ui_marks_menu};
use crate::board::{Digit, Shape, symbol};
use crate::game::{Action, Marking, Mode};
use crate::rate::format_tenths;
use crate::session::{Command, Origin, Rated, ShownHint, Stage, clock_text};
use crate::t;
use crate::techniques::Hint;
use egui::{Button, RichText, Ui, Vec2};

use super::panels::PanelView;

/// The side panel's head, which stays in place while the rest scrolls: the timer, the rating
/// and the collection (or, while a puzzle is entered, its title and Start).
pub fn ui_side_head(ui: &mut Ui, view: &PanelView, out: &mut Vec<Command>) {
    let game = view.session.game();
    ui.add_space(6.0);
    if game.mode() == Mode::Enter {
        ui_entering_head(ui, view.session, out);
    } else {
        ui_puzzle_info(ui, game.info());
        ui_clue_rules(ui, game.puzzle().rules());
        ui_timer(ui, view, out);
        ui_rating(ui, view);
        ui_collection(ui, view, out);
    }
    ui.separator();
}

/// The side panel below its head: digit pad, marking, undo and redo, hint, check and solve,
/// the hint on screen, and on big boards the selected cell's notes enlarged.
pub fn ui_side(ui: &mut Ui, view: &PanelView, out: &mut Vec<Command>) {
    let game = view.session.game();
    let entering = game.mode() == Mode::Enter;
    let paused = game.is_paused();
    let colouring = !entering && game.marking() == Marking::Colour;
    ui.add_enabled_ui(!paused, |ui| {
        if colouring {
            ui_colour_pad(ui, out);
        } else {
            ui_pad(ui, view, out);
        }
        if !entering {
            ui.add_space(4.0);
            ui_marking(ui, game.marking(), view.keymap.notes_key(), out);
        }
    });
    ui.add_space(4.0);
    let can_undo = !paused && view.session.can_undo();
    let can_redo = !paused && view.session.can_redo();
    let mut row = vec![
        (t!("undo"), Command::Play(Action::Undo), can_undo),
        (t!("redo"), Command::Play(Action::Redo), can_redo),
    ];
    if entering {
        tools(ui, row, out);
        ui.separator();
        // Hints, checks and the path wait for play; the rules and the setter's check take
        // their place.
        ui_entering_rules(ui, view.session, out);
        super::compose::ui_compose(ui, view.session, out);
        return;
    }
    let can_ask = view.session.engine_busy().is_none() && !paused;
    row.push((t!("hint"), Command::Hint, can_ask));
    tools(ui, row, out);
    let checks = vec![
        (t!("check"), Command::Check, can_ask),
        (t!("solve"), Command::Solve, can_ask),
    ];
    tools(ui, checks, out);
    ui.horizontal(|ui| {
        let width = (ui.available_width() - ui.spacing().item_spacing.x) / 2.0;
        let path_open = view.session.path_open();
        let path = Button::new(RichText::new(t!("solution-path")).size(15.0)).selected(path_open);
        if ui.add_sized(Vec2::new(width, 32.0), path).clicked() {
            out.push(Command::TogglePath);
        }
        ui.add_enabled_ui(!paused, |ui| ui_marks_menu(ui, width, out));
    });
    if let Some(hint) = view.session.hint() {
        ui_hint(ui, hint, game.shape(), out);
    }
    if game.shape().size() >= ENLARGED_NOTES_FROM && !paused {
        ui_cell_notes(ui, view, out);
    }
}

/// The hint on screen: its title, what it says at its stage, and buttons for the next press
/// and for dismissing it.
fn ui_hint(ui: &mut Ui, hint: &ShownHint, shape: Shape, out: &mut Vec<Command>) {
    ui.separator();
    ui.label(RichText::new(t!("hint-2", title = &hint.title())).strong());
    // Announced at each press: the text changes with the hint's stage.
    // Hint text is read, not glanced at: body size, in the strong text colour.
    let text = hint.text(shape);
    let words = RichText::new(&text)
        .size(15.0)
        .color(ui.visuals().strong_text_color());
    let response = ui.push_id("hint text", |ui| ui.label(words)).inner;
    announce_changes(ui, &response);
    let buttons = ui.horizontal(|ui| {
        let next = match (&hint.hint, hint.stage) {
            (Hint::Step { .. }, Stage::Where) => Some(t!("show-pattern")),
            (Hint::Step { .. }, Stage::Pattern) => Some(t!("apply-it")),
            (Hint::Wrong { .. }, _) => Some(t!("clear-it")),
            _ => None,
        };
        if let Some(label) = next
            && ui.button(label).clicked()
        {
            out.push(Command::Hint);
        }
        if ui.button(t!("dismiss")).clicked() {
            out.push(Command::DismissHint);
        }
    });
    // A new hint or stage scrolls into view in a low window (once: the player may scroll).
    let id = egui::Id::unique("hint in view");
    if ui.data(|d| d.get_temp::<String>(id)).as_ref() != Some(&text) {
        buttons.response.scroll_to_me(None);
        ui.data_mut(|d| d.insert_temp(id, text));
    }
}

/// From this board side up, pencil marks inside a cell are too small to read at the usual
/// window size, so the side panel shows the selected cell's marks enlarged.
const ENLARGED_NOTES_FROM: usize = 16;

/// The selected empty cell's pencil marks, large, in the places they have in the cell; a
/// click toggles one.
fn ui_cell_notes(ui: &mut Ui, view: &PanelView, out: &mut Vec<Command>) {
    let game = view.session.game();
    let Some(cell) = game.selected().filter(|&c| game.value(c).is_none()) else {
        return;
    };
    let shape = game.shape();
    let notes = game.notes(cell);
    ui.separator();
    ui.label(t!("notes-in", cell = &cell));
    let cols = shape.box_cols();
    let side = ((ui.available_width() - 3.0 * cols as f32) / cols as f32).clamp(18.0, 40.0);
    egui::Grid::new("cell notes")
        .spacing([3.0, 3.0])
        .show(ui, |ui| {
            for digit in (1..=shape.size()).filter_map(|v| Digit::new(v as u8)) {
                let text = symbol(digit.get(), shape.size(), view.letters);
                let on = notes.contains(digit);
                // Marks that are off stay faintly visible, to be clicked on.
                let mut shown = RichText::new(&text).size(side * 0.5);
                shown = if on {
                    shown.strong()
                } else {
                    shown.color(ui.visuals().weak_text_color().gamma_multiply(0.5))
                };
                let button = Button::selectable(on, shown);
                let response = ui.add_sized(Vec2::new(side, side * 0.75), button);
                let label = t!("note", text = &text, value = &if on { "on" } else { "off" });
                response
                    .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
                if response.clicked() {
                    out.push(Command::Play(Action::ToggleNote(digit)));
                }
                if digit.index() % cols == cols - 1 {
                    ui.end_row();
                }
            }
        });
}

/// A row of side-panel buttons of one width and a comfortable height, each with its
/// shortcut in its tooltip.
fn tools(ui: &mut Ui, row: Vec<(String, Command, bool)>, out: &mut Vec<Command>) {
    let gap = ui.spacing().item_spacing.x;
    let width = (ui.available_width() - gap * (row.len() as f32 - 1.0)) / row.len() as f32;
    ui.horizontal(|ui| {
        for (label, command, enabled) in row {
            let button = Button::new(RichText::new(label).size(15.0));
            let mut response =
                ui.add_enabled_ui(enabled, |ui| ui.add_sized(Vec2::new(width, 32.0), button));
            if let Some(shortcut) = keys::shortcut(&command) {
                let text = ui.ctx().format_shortcut(&shortcut);
                response.inner = response.inner.on_hover_text(text);
            }
            if response.inner.clicked() {
                out.push(command);
            }
        }
    });
}

fn ui_timer(ui: &mut Ui, view: &PanelView, out: &mut Vec<Command>) {
    let game = view.session.game();
    if !view.session.options().hide_timer {
        let clock = clock_text(view.elapsed.as_secs());
        ui.label(RichText::new(clock).size(28.0).strong());
    }
    if !game.is_solved() {
        let key = view.keymap.pause_key();
        let label = if game.is_paused() {
            t!("resume", key = &key)
        } else {
            t!("pause-2", key = &key)
        };
        if ui.button(label).clicked() {
            out.push(Command::TogglePause);
        }
    }
}

/// The puzzle's difficulty: its level and SE rating, the hardest step on hover (it gives a
/// little away, so only to a player who asks).
fn ui_rating(ui: &mut Ui, view: &PanelView) {
    let Some(rated) = view.session.rating() else {
        return;
    };
    let text = match rated {
        Rated::Done(_) | Rated::Variant { .. } => RichText::new(rated.short()).strong(),
        _ => RichText::new(rated.short()).weak(),
    };
    // Long rules would widen the panel past the window: cut, the whole line on hover.
    let label = ui.add(egui::Label::new(text).truncate());
    match rated {
        Rated::Done(rating) => {
            label.on_hover_text(t!(
                "sudoku-explainer-rating-hardest-step",
                rating = &format_tenths(rating.er),
                hardest = &rating.hardest_name()
            ));
        }
        Rated::Variant { rating, .. } => {
            label.on_hover_text(t!(
                "graded-on-sudoku-explainer-s",
                rating = &format_tenths(rating.er),
                hardest = &rating.hardest_name()
            ));
        }
        _ => {}
    }
}

/// For a game from a file of several puzzles: which one it is, the previous and next ones,
/// and any other by its number.
fn ui_collection(ui: &mut Ui, view: &PanelView, out: &mut Vec<Command>) {
    let Origin::Collection { number, count, .. } = view.session.current().origin else {
        return;
    };
    ui.separator();
    let idle = view.session.file_busy().is_none();
    ui.add_enabled_ui(idle, |ui| {
        ui.label(RichText::new(t!("puzzle-of", number = number, count = count)).strong());
        ui.horizontal(|ui| {
            if ui
                .add_enabled(number > 1, Button::new(t!("previous")))
                .clicked()
            {
                out.push(Command::OpenPuzzle(number - 1));
            }
            if ui
                .add_enabled(number < count, Button::new(t!("next")))
                .clicked()
            {
                out.push(Command::OpenPuzzle(number + 1));
            }
        });
        ui.horizontal(|ui| {
            // The number being chosen, kept while the puzzle on the board stays the same.
            let id = ui.scope_id().with("chosen puzzle");
            let (shown_for, mut chosen) = ui.data(|d| d.get_temp(id)).unwrap_or((0, number));
            if shown_for != number {
                chosen = number;
            }
            let label = ui.label(t!("go-to"));
            ui.add(egui::DragValue::new(&mut chosen).range(1..=count))
                .labelled_by(label.id);
            if ui
                .add_enabled(chosen != number, Button::new(t!("go")))
                .clicked()
            {
                out.push(Command::OpenPuzzle(chosen));
            }
            ui.data_mut(|d| d.insert_temp(id, (number, chosen)));
        });
    });
}

/// One button per digit, with how many of it the grid still needs painted in its corner.
fn ui_pad(ui: &mut Ui, view: &PanelView, out: &mut Vec<Command>) {
    let game = view.session.game();
    let shape = game.shape();
    let n = shape.size();
    let columns = if n <= 9 { 3 } else { shape.box_cols().max(4) };
    // Big boards have many buttons: smaller ones leave room for the enlarged notes below.
    let most = if n <= 9 { f32::INFINITY } else { 52.0 };
    let size = pad_button(ui, columns, n.div_ceil(columns)).min(Vec2::splat(most));
    let count_colour = ui.visuals().weak_text_color();
    let ink = ui.visuals().strong_text_color();
    egui::Grid::new("digit pad")
        .spacing([6.0, 6.0])
        .show(ui, |ui| {
            for value in 1..=n as u8 {
                let digit = Digit::new(value).filter(|_| game.mode() == Mode::Play);
                let left = digit.map(|d| game.remaining(d));
                // A digit placed N times is done: it fades, but still answers a click.
                let colour = if left == Some(0) { count_colour } else { ink };
                // Two-figure numbers (10 to 25) a little smaller, clear of the count.
                let shown = symbol(value, n, view.letters);
                let scale = if shown.chars().count() > 1 { 0.4 } else { 0.5 };
                let text = RichText::new(shown).size(size.y * scale).color(colour);
                let response = ui.add_sized(size, Button::new(text));
                if let Some(left) = left {
                    paint_count(ui, response.rect, left, count_colour);
                    // Screen readers (and tests) hear the count with the digit.
                    let label = t!(
                        "left",
                        symbol = &symbol(value, n, view.letters),
                        left = left
                    );
                    let enabled = ui.is_enabled();
                    response.widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::Button, enabled, &label)
                    });
                }
                if response.clicked() {
                    out.push(Command::PadDigit(value));
                }
                if usize::from(value).is_multiple_of(columns) {
                    ui.end_row();
                }
            }
        });
    let erase = Button::new(RichText::new(t!("erase-del")).size(15.0));
    if ui
        .add_sized(Vec2::new(ui.available_width(), 30.0), erase)
        .clicked()
    {
        out.push(Command::Play(Action::Clear));
    }
}
