//! The menu bar, the side panel (timer, digit pad, play buttons) and the status bar. Each
//! reads the state and pushes commands; none changes anything itself.

use super::board::{paint_count, symbol};
use super::entering::{ui_entering_head, ui_entering_rules};
use super::info::ui_puzzle_info;
use super::keys::{self, Keymap};
use super::marking::{ui_clear_marks, ui_colour_pad, ui_marking};
use super::reader::announce_changes;
use crate::board::{Digit, Shape, Variant};
use crate::game::{Action, Marking, Mode, NotesLayout};
use crate::i18n::Language;
use crate::rate::Level;
use crate::rate::format_tenths;
use crate::session::{
    CandidateText, Command, Origin, PuzzleForm, Question, Rated, Session, ShownHint, Stage,
    ThemeChoice, clock_text,
};
use crate::t;
use crate::techniques::{Hint, PathEnd, Technique};
use egui::{Button, RichText, Ui, Vec2};
use std::time::Duration;

/// The width of the side panel (timer, digit pad, tools).
pub const SIDE_WIDTH: f32 = 230.0;

/// What the panels show.
pub struct PanelView<'a> {
    /// The session: the game, its file, the jobs under way.
    pub session: &'a Session,
    /// Time played.
    pub elapsed: Duration,
    /// Digits above 9 as letters.
    pub letters: bool,
    /// How notes are laid out in a cell.
    pub layout: NotesLayout,
    /// The theme chosen.
    pub theme: ThemeChoice,
    /// The language chosen (`None`: the system's).
    pub language: Option<Language>,
    /// Which keys do what.
    pub keymap: Keymap,
    /// Whether the solver lab is open (the game's menus wait meanwhile).
    pub lab_open: bool,
}

/// The View menu's languages: the system's, or one named in its own language.
fn ui_language(ui: &mut Ui, language: Option<Language>, out: &mut Vec<Command>) {
    if ui
        .radio(language.is_none(), t!("language-system"))
        .clicked()
    {
        out.push(Command::SetLanguage(None));
    }
    for choice in Language::ALL {
        if ui
            .radio(language == Some(choice), choice.native_name())
            .clicked()
        {
            out.push(Command::SetLanguage(Some(choice)));
        }
    }
}

/// The menu bar: Game (files, entering a puzzle), New game (by level), View (theme, letters,
/// keys, the solver lab).
pub fn ui_menu(ui: &mut Ui, view: &PanelView, out: &mut Vec<Command>) {
    egui::MenuBar::new().ui(ui, |ui| {
        // While the solver lab is open the game waits: its menus too.
        ui.add_enabled_ui(!view.lab_open, |ui| ui_game_menus(ui, view, out));
        ui.menu_button(t!("menu-view"), |ui| {
            for (choice, label) in [
                (ThemeChoice::System, t!("theme-system")),
                (ThemeChoice::Light, t!("theme-light")),
                (ThemeChoice::Dark, t!("theme-dark")),
            ] {
                if ui.radio(view.theme == choice, label).clicked() {
                    out.push(Command::SetTheme(choice));
                }
            }
            ui.separator();
            ui_language(ui, view.language, out);
            ui.separator();
            let mut letters = view.letters;
            if ui
                .checkbox(&mut letters, t!("letters-for-digits-above-9"))
                .changed()
            {
                out.push(Command::SetLetters(letters));
            }
            ui.separator();
            for (layout, label) in [
                (NotesLayout::Grid, t!("notes-in-fixed-places")),
                (NotesLayout::Centred, t!("notes-centred-centre-marks")),
            ] {
                if ui.radio(view.layout == layout, label).clicked() {
                    out.push(Command::SetNotesLayout(layout));
                }
            }
            ui.separator();
            if menu_item(ui, t!("keyboard"), Some(keys::HELP), true) {
                out.push(Command::ToggleKeyboardHelp);
            }
            ui.separator();
            let lab = if view.lab_open {
                t!("leave-solver-lab")
            } else {
                t!("solver-lab")
            };
            let playing = view.session.game().mode() == Mode::Play;
            let shortcut = keys::shortcut(&Command::ToggleLab);
            if menu_item(ui, lab, shortcut, playing) {
                out.push(Command::ToggleLab);
            }
        });
    });
}

/// The Game and New game menus.
fn ui_game_menus(ui: &mut Ui, view: &PanelView, out: &mut Vec<Command>) {
    let playing = view.session.game().mode() == Mode::Play;
    let file_idle = view.session.file_busy().is_none();
    ui.menu_button(t!("game"), |ui| {
        ui.menu_button(t!("enter-puzzle"), |ui| {
            for shape in Shape::COMMON {
                if ui.button(format!("{0}x{0}", shape.size())).clicked() {
                    out.push(Command::EnterPuzzle(shape));
                }
            }
        });
        ui.separator();
        let items = [
            (t!("open"), Command::Open, file_idle),
            (t!("save"), Command::Save, file_idle && playing),
            (t!("save-as"), Command::SaveAs, file_idle && playing),
        ];
        for (label, command, enabled) in items {
            if menu_item(ui, label, keys::shortcut(&command), enabled) {
                out.push(command);
            }
        }
        if menu_item(ui, t!("copy-puzzle"), Some(keys::COPY), true) {
            out.push(Command::CopyPuzzle);
        }
        copy_as_items(ui, out);
        let forms = [
            (t!("copy-with-candidates"), CandidateText::Library),
            (t!("copy-pencil-mark-grid"), CandidateText::PencilGrid),
        ];
        for (label, form) in forms {
            if menu_item(ui, label, None, playing) {
                out.push(Command::CopyWithCandidates(form));
            }
        }
        let exports = [
            (t!("export-board-as-svg"), true),
            (t!("export-board-as-svg-without"), false),
        ];
        for (label, notes) in exports {
            if menu_item(ui, label, None, file_idle && playing) {
                let notes = notes.then_some(view.layout);
                out.push(Command::ExportBoard { notes });
            }
        }
        let letters = view.letters;
        let pngs = [
            (t!("export-board-as-png"), true),
            (t!("export-board-as-png-without"), false),
        ];
        for (label, notes) in pngs {
            if menu_item(ui, label, None, file_idle && playing) {
                out.push(Command::ExportPng { notes, letters });
            }
        }
        if menu_item(ui, t!("copy-board-as-image"), None, file_idle && playing) {
            out.push(Command::CopyBoardImage { letters });
        }
        if menu_item(ui, t!("print-to-pdf"), None, file_idle && playing) {
            out.push(Command::ShowPrint);
        }
        if menu_item(ui, t!("paste-puzzle"), Some(keys::PASTE), true) {
            ui.ctx()
                .send_viewport_cmd(egui::ViewportCommand::RequestPaste);
        }
        if menu_item(ui, t!("paste-picture"), None, file_idle) {
            out.push(Command::PastePicture);
        }
        ui.separator();
        if menu_item(ui, t!("statistics"), None, true) {
            out.push(Command::ToggleStats);
        }
    });
    ui.menu_button(t!("new-game"), |ui| {
        for level in Level::ALL {
            let command = Command::NewGame(level);
            let label = t!("new-game-2", level = &level);
            if menu_item(ui, &label, keys::shortcut(&command), true) {
                out.push(command);
            }
        }
        ui.separator();
        let daily = if view.session.daily_done(crate::worker::today()) {
            t!("today-s-daily-puzzle-done")
        } else {
            t!("today-s-daily-puzzle")
        };
        if menu_item(ui, daily, None, file_idle) {
            out.push(Command::DailyPuzzle);
        }
        if menu_item(ui, t!("practise-technique"), None, true) {
            out.push(Command::TogglePractice);
        }
        ui.separator();
        variant_menus(ui, file_idle, out);
    });
}

/// Copy as f-puzzles, link or Solo game ID: the puzzle with its rules, for other programs.
fn copy_as_items(ui: &mut Ui, out: &mut Vec<Command>) {
    let forms = [
        (t!("copy-as-f-puzzles"), PuzzleForm::FPuzzles),
        (t!("copy-as-f-puzzles-link"), PuzzleForm::FPuzzlesLink),
        (t!("copy-as-solo-game-id"), PuzzleForm::Solo),
    ];
    for (label, form) in forms {
        if menu_item(ui, label, None, true) {
            out.push(Command::CopyAs(form));
        }
    }
    // In a web page: a link to the page that opens the puzzle.
    if let Some(address) = super::platform::page_address()
        && menu_item(ui, t!("copy-link"), None, true)
    {
        out.push(Command::CopyLink(address));
    }
}

/// A submenu per variant, each with its levels (made on the worker, like a file is opened).
fn variant_menus(ui: &mut Ui, file_idle: bool, out: &mut Vec<Command>) {
    for variant in Variant::ALL.into_iter().skip(1) {
        ui.menu_button(variant.label(), |ui| {
            for level in [Level::Easy, Level::Medium, Level::Hard] {
                let label = t!("text-2", level = &level, title = &variant.label());
                if menu_item(ui, &label, None, file_idle) {
                    out.push(Command::NewVariant { variant, level });
                }
            }
        });
    }
}

/// A menu item with its shortcut on the right; whether it was clicked.
fn menu_item(
    ui: &mut Ui,
    label: impl Into<egui::WidgetText>,
    shortcut: Option<egui::KeyboardShortcut>,
    on: bool,
) -> bool {
    let mut button = Button::new(label);
    if let Some(shortcut) = shortcut {
        button = button.shortcut_text(ui.ctx().format_shortcut(&shortcut));
    }
    ui.add_enabled(on, button).clicked()
}

/// The Keyboard window (F1 or ?): every key and what it does, read from the keymap and the
/// shortcut table, so it cannot drift from what the keys do.
pub fn ui_keyboard_help(ctx: &egui::Context, open: &mut bool, keymap: Keymap) {
    let name = |shortcut: &egui::KeyboardShortcut| ctx.format_shortcut(shortcut);
    let notes = match keymap.notes_key() {
        "N" => t!("n-or-space"),
        other => other.to_owned(),
    };
    let pause = match keymap.pause_key() {
        "P" => t!("p-or-esc"),
        other => other.to_owned(),
    };
    let mut rows: Vec<(String, String)> = vec![
        (keymap.digit_keys(), t!("place-digit-note-corner-mark")),
        (t!("keys-clear"), t!("clear-cell-value-then-marks")),
        (t!("arrow-keys"), t!("move-selection")),
        (notes, t!("notes-mode-on-or-off")),
        ("X".into(), t!("corner-mode-on-or-off")),
        ("V".into(), t!("colour-mode-on-or-off")),
        (t!("shift-digit"), t!("toggle-that-corner-mark-in")),
        (pause, t!("pause-or-resume-board-hides")),
        ("T".into(), t!("say-time-played-in-status")),
        ("H".into(), t!("hint-where-to-look-then")),
        ("Esc".into(), t!("dismiss-hint-or-path-step")),
        (
            t!("ctrl-shift-click-drag"),
            t!("while-entering-puzzle-pick-cells"),
        ),
    ];
    for (shortcut, _, what) in &keys::SHORTCUTS {
        rows.push((name(shortcut), what()));
    }
    rows.push((name(&keys::COPY), t!("copy-puzzle-as-text")));
    rows.push((name(&keys::PASTE), t!("paste-puzzle-or-saved-game")));
    rows.push((
        t!("or", name = &name(&keys::HELP)),
        t!("show-or-hide-this-window"),
    ));
    // A short window scrolls the list rather than cut off its last rows.
    let room = (ctx.content_rect().height() - 140.0).max(120.0);
    egui::Window::new(t!("keyboard"))
        .id(egui::Id::unique("keyboard window"))
        .open(open)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(room)
                .min_scrolled_height(room)
                .show(ui, |ui| {
                    egui::Grid::new("keys").striped(true).show(ui, |ui| {
                        for (keys, what) in rows {
                            ui.label(RichText::new(keys).strong());
                            ui.label(what);
                            ui.end_row();
                        }
                    });
                });
        });
}

/// The side panel: timer, digit pad, notes, undo and redo, check and solve.
pub fn ui_side(ui: &mut Ui, view: &PanelView, out: &mut Vec<Command>) {
    let game = view.session.game();
    let entering = game.mode() == Mode::Enter;
    let paused = game.is_paused();
    ui.add_space(6.0);
    if entering {
        ui_entering_head(ui, view.session, out);
    } else {
        ui_puzzle_info(ui, game.info());
        ui_timer(ui, view, out);
        ui_rating(ui, view);
        ui_collection(ui, view, out);
    }
    ui.separator();
    let colouring = !entering && game.marking() == Marking::Colour;
    ui.add_enabled_ui(!paused, |ui| {
        if colouring {
            ui_colour_pad(ui, out);
        } else {
            ui_pad(ui, view, out);
        }
    });
    ui.separator();
    if !entering {
        ui.add_enabled_ui(!paused, |ui| {
            ui_marking(ui, game.marking(), view.keymap.notes_key(), out);
            if ui.button(t!("fill-candidates")).clicked() {
                out.push(Command::Play(Action::FillCandidates));
            }
            ui_clear_marks(ui, out);
        });
    }
    ui.horizontal(|ui| {
        let can_undo = !paused && view.session.can_undo();
        let can_redo = !paused && view.session.can_redo();
        tool(ui, &t!("undo"), Command::Play(Action::Undo), can_undo, out);
        tool(ui, &t!("redo"), Command::Play(Action::Redo), can_redo, out);
    });
    ui.separator();
    if entering {
        // Hints, checks and the path wait for play; the rules take their place.
        ui_entering_rules(ui, view.session, out);
        return;
    }
    let can_ask = view.session.engine_busy().is_none() && !paused;
    ui.horizontal(|ui| {
        tool(ui, &t!("hint"), Command::Hint, can_ask, out);
        tool(ui, &t!("check"), Command::Check, can_ask, out);
        tool(ui, &t!("solve"), Command::Solve, can_ask, out);
    });
    let path_open = view.session.path_open();
    if ui
        .add(egui::Button::selectable(path_open, t!("solution-path")))
        .clicked()
    {
        out.push(Command::TogglePath);
    }
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
    let response = ui
        .push_id("hint text", |ui| ui.label(hint.text(shape)))
        .inner;
    announce_changes(ui, &response);
    ui.horizontal(|ui| {
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
}

/// Width of the solution path panel, which opens at the right beside the side panel so that
/// the board stays in view while the player clicks through the steps.
pub const PATH_WIDTH: f32 = 320.0;

/// The solution path panel: the technique counts, then every step, each a button that shows
/// it on the board; the hardest is marked.
pub fn ui_path(ui: &mut Ui, session: &Session, out: &mut Vec<Command>) {
    let size = session.game().shape().size();
    ui.horizontal(|ui| {
        ui.label(RichText::new(t!("solution-path")).strong().size(17.0));
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.button(t!("close")).clicked() {
                out.push(Command::TogglePath);
            }
        });
    });
    let Some(path) = session.path() else {
        if session.path_busy() {
            ui.horizontal(|ui| {
                ui.label(t!("working-out-path"));
                if ui.button(t!("stop")).clicked() {
                    out.push(Command::StopPath);
                }
            });
            ui.spinner();
        } else if session.path_stopped() {
            ui.label(t!("stopped-close-panel-and-open"));
        } else {
            ui.label(t!("no-path-yet"));
        }
        return;
    };
    let counts: Vec<String> = path
        .counts()
        .iter()
        .map(|(t, n)| format!("{t} x{n}"))
        .collect();
    ui.label(t!(
        "steps",
        count = path.steps.len(),
        counts = &counts.join(", ")
    ));
    let hardest = path.hardest();
    if let Some(step) = hardest.and_then(|i| path.steps.get(i)) {
        ui.label(RichText::new(t!("hardest-marked", technique = &step.technique)).strong());
    }
    ui.label(match path.end {
        PathEnd::Solved => t!("techniques-solve-it-click-step"),
        PathEnd::Stuck => t!("techniques-get-stuck-at-end"),
    });
    ui.separator();
    // The chosen step's explanation sits under the list; the list takes what room is left.
    let explanation = path.selected.and_then(|i| path.steps.get(i));
    let list_height = ui.available_height() - if explanation.is_some() { 180.0 } else { 0.0 };
    egui::ScrollArea::vertical()
        .max_height(list_height.max(120.0))
        .auto_shrink([false, true])
        .show(ui, |ui| {
            for (i, step) in path.steps.iter().enumerate() {
                let mark = if Some(i) == hardest { " *" } else { "" };
                let text = t!(
                    "text-3",
                    value = &i + 1,
                    line = &step.line(size),
                    mark = &mark
                );
                let selected = path.selected == Some(i);
                if ui.selectable_label(selected, text).clicked() {
                    out.push(Command::ShowPathStep((!selected).then_some(i)));
                }
            }
        });
    if let Some(step) = explanation {
        ui.separator();
        egui::ScrollArea::vertical()
            .id_salt("path step")
            .show(ui, |ui| ui.label(&step.explanation));
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

/// A side-panel button whose tooltip names its shortcut.
fn tool(ui: &mut Ui, label: &str, command: Command, enabled: bool, out: &mut Vec<Command>) {
    let mut response = ui.add_enabled(enabled, Button::new(label));
    if let Some(shortcut) = keys::shortcut(&command) {
        let text = ui.ctx().format_shortcut(&shortcut);
        response = response.on_hover_text(text);
    }
    if response.clicked() {
        out.push(command);
    }
}

fn ui_timer(ui: &mut Ui, view: &PanelView, out: &mut Vec<Command>) {
    let game = view.session.game();
    let clock = clock_text(view.elapsed.as_secs());
    ui.label(RichText::new(clock).monospace().size(26.0));
    if game.is_solved() {
        ui.label(RichText::new(t!("solved-2")).strong().size(20.0));
    } else {
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
    let label = ui.label(text);
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
    let width = ui.available_width().min(260.0);
    let side = ((width - 4.0 * columns as f32) / columns as f32).clamp(22.0, 56.0);
    let count_colour = ui.visuals().weak_text_color();
    egui::Grid::new("digit pad")
        .spacing([4.0, 4.0])
        .show(ui, |ui| {
            for value in 1..=n as u8 {
                let text = RichText::new(symbol(value, n, view.letters)).size(side * 0.45);
                let response = ui.add_sized(Vec2::splat(side), Button::new(text));
                if let Some(digit) = Digit::new(value)
                    && game.mode() == Mode::Play
                {
                    let left = game.remaining(digit);
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
    if ui.button(t!("erase-del")).clicked() {
        out.push(Command::Play(Action::Clear));
    }
}

/// The status line: jobs under way (each with a way to stop it), the last message, and where
/// the game came from. Jobs sit here so that nothing else moves while they run.
pub fn ui_status(ui: &mut Ui, view: &PanelView, out: &mut Vec<Command>) {
    let session = view.session;
    ui.horizontal(|ui| {
        // The engine's row counts dots a few times a second; the file row stays still, since
        // a pending dialog may wait for minutes and must not cost a frame.
        let busy = [
            (
                session.engine_busy(),
                t!("cancel-job"),
                Command::CancelEngine,
                true,
            ),
            (
                session.file_busy(),
                t!("stop-waiting"),
                Command::CancelFile,
                session.file_progressing(),
            ),
        ];
        for (what, stop, command, animated) in busy {
            if let Some(what) = what {
                let dots = if animated {
                    let step = Duration::from_millis(400);
                    ui.ctx().request_repaint_after(step);
                    let beat = (ui.input(|i| i.time) / step.as_secs_f64()) as usize;
                    format!("{:<3}", ".".repeat(1 + beat % 3))
                } else {
                    "...".to_string()
                };
                ui.label(what);
                ui.label(RichText::new(dots).monospace());
                if ui.button(stop).clicked() {
                    out.push(command);
                }
                ui.separator();
            }
        }
        if let Some(status) = session.status() {
            let colour = if status.error {
                ui.visuals().error_fg_color
            } else {
                ui.visuals().text_color()
            };
            // Its own id, so that a row appearing before it does not make it a new widget
            // (which screen readers would announce again).
            ui.push_id("status message", |ui| {
                let text = RichText::new(&status.text).color(colour);
                let response = ui.add(egui::Label::new(text).truncate());
                announce_changes(ui, &response);
            });
        }
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            ui.label(RichText::new(origin_text(session)).weak());
        });
    });
}

/// Where the game on the board came from, in a few words.
fn origin_text(session: &Session) -> String {
    let current = session.current();
    let from = match &current.origin {
        Origin::Level(level) => t!("game-2", level = &level),
        Origin::File(path) => t!("opened-from", file_name = &file_name(path)),
        Origin::Collection {
            path,
            number,
            count,
        } => t!(
            "puzzle-of-from",
            number = number,
            count = count,
            file_name = &file_name(path)
        ),
        Origin::Pasted => t!("pasted"),
        Origin::Daily(date) => t!("daily-puzzle-of", date = &date),
        Origin::Practice {
            technique,
            learning,
        } => {
            let name = Technique::from_code(technique).map_or(technique.clone(), Technique::name);
            let mode = if *learning {
                t!("learning")
            } else {
                t!("practising")
            };
            t!("text-4", mode = &mode, name = &name)
        }
        Origin::Entered if session.game().mode() == Mode::Enter => t!("entering"),
        Origin::Entered => t!("entered"),
    };
    match &current.path {
        Some(path) if current.origin != Origin::File(path.clone()) => {
            t!("saved-as", from = &from, file_name = &file_name(path))
        }
        _ => from,
    }
}

fn file_name(path: &std::path::Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

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
