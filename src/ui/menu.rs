//! The menu bar: Game (files, printing, entering a puzzle), New game (levels, the daily
//! puzzle, variants, practice) and View (theme, language, letters, notes, keys, the lab).

use super::keys;
use super::window::{Asked, WindowCommand};
use crate::board::{Shape, Variant};
use crate::game::{Mode, NotesLayout};
use crate::i18n::Language;
use crate::rate::Level;
use crate::session::{CandidateText, Command, Mistakes, PuzzleForm, ThemeChoice};
use crate::t;
use egui::{Button, Ui};

use super::panels::PanelView;

/// The View menu's languages: the system's, or one named in its own language.
fn ui_language(ui: &mut Ui, language: Option<Language>, out: &mut Vec<WindowCommand>) {
    if ui
        .radio(language.is_none(), t!("language-system"))
        .clicked()
    {
        out.push(WindowCommand::SetLanguage(None));
    }
    for choice in Language::ALL {
        if ui
            .radio(language == Some(choice), choice.native_name())
            .clicked()
        {
            out.push(WindowCommand::SetLanguage(Some(choice)));
        }
    }
}

/// View > Options: the timer, when mistakes show, whether placed digits clear notes, and
/// whether short SudokuPad links are fetched.
fn ui_options(ui: &mut Ui, view: &PanelView, out: &mut Vec<WindowCommand>) {
    let options = view.session.options();
    let mut next = options;
    let mut shown = !options.hide_timer;
    ui.checkbox(&mut shown, t!("option-show-timer"));
    next.hide_timer = !shown;
    let mut clear = !options.keep_notes;
    ui.checkbox(&mut clear, t!("option-clear-notes"));
    next.keep_notes = !clear;
    // Unticked until the player first says yes (a pasted short link asks).
    let mut fetch = options.fetch_links == Some(true);
    if ui.checkbox(&mut fetch, t!("option-fetch-links")).changed() {
        next.fetch_links = Some(fetch);
    }
    ui.separator();
    ui.label(t!("option-mistakes"));
    for (mistakes, label) in [
        (Mistakes::AtOnce, t!("option-mistakes-at-once")),
        (Mistakes::Conflicts, t!("option-mistakes-conflicts")),
        (Mistakes::OnCheck, t!("option-mistakes-on-check")),
    ] {
        if ui.radio(options.mistakes == mistakes, label).clicked() {
            next.mistakes = mistakes;
        }
    }
    if next != options {
        out.push(WindowCommand::SetOptions(next));
    }
}

/// The menu bar: Game (files, entering a puzzle), New game (by level), View (theme, letters,
/// keys, the solver lab).
pub fn ui_menu(ui: &mut Ui, view: &PanelView, out: &mut Asked) {
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
                    out.window.push(WindowCommand::SetTheme(choice));
                }
            }
            ui.separator();
            ui_language(ui, view.language, &mut out.window);
            ui.separator();
            let mut letters = view.letters;
            if ui
                .checkbox(&mut letters, t!("letters-for-digits-above-9"))
                .changed()
            {
                out.window.push(WindowCommand::SetLetters(letters));
            }
            ui.separator();
            for (layout, label) in [
                (NotesLayout::Grid, t!("notes-in-fixed-places")),
                (NotesLayout::Centred, t!("notes-centred-centre-marks")),
            ] {
                if ui.radio(view.layout == layout, label).clicked() {
                    out.window.push(WindowCommand::SetNotesLayout(layout));
                }
            }
            ui.separator();
            ui.menu_button(t!("options"), |ui| ui_options(ui, view, &mut out.window));
            ui.separator();
            if menu_item(ui, t!("keyboard"), Some(keys::HELP), true) {
                out.window.push(WindowCommand::ToggleKeyboardHelp);
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
                out.game.push(Command::ToggleLab);
            }
        });
    });
}

/// The Game and New game menus.
fn ui_game_menus(ui: &mut Ui, view: &PanelView, asked: &mut Asked) {
    let playing = view.session.game().mode() == Mode::Play;
    let file_idle = view.session.file_busy().is_none();
    let Asked { game: out, window } = asked;
    ui.menu_button(t!("game"), |ui| {
        if menu_item(ui, t!("statistics"), None, true) {
            window.push(WindowCommand::ToggleStats);
        }
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
        let can_rewind = playing && view.session.game().can_undo();
        let rewind = view.session.engine_busy().is_none() && can_rewind;
        let label = t!("rewind-to-last-correct-move");
        if menu_item(ui, label, keys::shortcut(&Command::Rewind), rewind) {
            out.push(Command::Rewind);
        }
        ui.menu_button(t!("enter-puzzle"), |ui| {
            for shape in Shape::COMMON {
                if ui.button(format!("{0}x{0}", shape.size())).clicked() {
                    out.push(Command::EnterPuzzle(shape));
                }
            }
        });
        if menu_item(ui, t!("edit-this-puzzle"), None, playing) {
            out.push(Command::EditPuzzle);
        }
        ui.separator();
        if menu_item(ui, t!("copy-puzzle"), Some(keys::COPY), true) {
            out.push(Command::CopyPuzzle);
        }
        if menu_item(ui, t!("paste-puzzle"), Some(keys::PASTE), true) {
            ui.ctx()
                .send_viewport_cmd(egui::ViewportCommand::RequestPaste);
        }
        if menu_item(ui, t!("paste-picture"), None, file_idle) {
            out.push(Command::PastePicture);
        }
        ui.menu_button(t!("export"), |ui| {
            export_items(ui, view, file_idle && playing, out);
        });
        if menu_item(ui, t!("print-to-pdf"), None, file_idle && playing) {
            window.push(WindowCommand::ShowPrint);
        }
        if super::platform::CAN_QUIT {
            ui.separator();
            if menu_item(ui, t!("quit"), Some(keys::QUIT), true) {
                window.push(WindowCommand::Quit);
            }
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
            window.push(WindowCommand::TogglePractice);
        }
        ui.separator();
        size_menus(ui, file_idle, out);
        ui.separator();
        variant_menus(ui, file_idle, out);
    });
}

/// Game > Export: the puzzle in other programs' forms, the board with its candidates, the board
/// as a picture (`can` while the board is played and no file job runs).
fn export_items(ui: &mut Ui, view: &PanelView, can: bool, out: &mut Vec<Command>) {
    copy_as_items(ui, out);
    let playing = view.session.game().mode() == Mode::Play;
    let forms = [
        (t!("copy-with-candidates"), CandidateText::Library),
        (t!("copy-pencil-mark-grid"), CandidateText::PencilGrid),
    ];
    for (label, form) in forms {
        if menu_item(ui, label, None, playing) {
            out.push(Command::CopyWithCandidates(form));
        }
    }
    ui.separator();
    let exports = [
        (t!("export-board-as-svg"), true),
        (t!("export-board-as-svg-without"), false),
    ];
    for (label, notes) in exports {
        if menu_item(ui, label, None, can) {
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
        if menu_item(ui, label, None, can) {
            out.push(Command::ExportPng { notes, letters });
        }
    }
    if menu_item(ui, t!("copy-board-as-image"), None, can) {
        out.push(Command::CopyBoardImage { letters });
    }
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

/// The sizes besides 9x9 that New game offers: the ones children start on and the large ones.
const OTHER_SIZES: [usize; 4] = [4, 6, 12, 16];

/// A submenu per size besides 9x9, each with the levels its puzzles reach (made on the worker,
/// like a variant).
fn size_menus(ui: &mut Ui, file_idle: bool, out: &mut Vec<Command>) {
    let shapes = Shape::COMMON.into_iter();
    for shape in shapes.filter(|s| OTHER_SIZES.contains(&s.size())) {
        let hardest = crate::generator::hardest_reachable(shape);
        let levels = Level::ALL.into_iter().filter(|&l| l <= hardest);
        let kind = (Variant::Classic, shape);
        let title = format!("{0}x{0}", shape.size());
        made_menu(ui, &title, kind, levels, file_idle, out);
    }
}

/// Two submenus of variants, the older ones (killer, jigsaw, ...) and the line and clue rules
/// (fourteen in one list would run past the bottom of a small window), each with a submenu
/// per variant and its levels (made on the worker, like a file is opened): every level for
/// the line and clue rules (their generator reaches all six), Easy to Hard for the others.
fn variant_menus(ui: &mut Ui, file_idle: bool, out: &mut Vec<Command>) {
    for (clues, title) in [
        (false, t!("variant-group-classic")),
        (true, t!("variant-group-clues")),
    ] {
        let top = if clues { Level::Extreme } else { Level::Hard };
        ui.menu_button(title, |ui| {
            let variants = Variant::ALL.into_iter().skip(1);
            for variant in variants.filter(|v| v.is_clue() == clues) {
                let levels = Level::ALL.into_iter().filter(move |&l| l <= top);
                let kind = (variant, Shape::NINE);
                made_menu(ui, &variant.label(), kind, levels, file_idle, out);
            }
        });
    }
}

/// A submenu `title` of puzzles of one kind (a variant on a shape), an item per level.
fn made_menu(
    ui: &mut Ui,
    title: &str,
    (variant, shape): (Variant, Shape),
    levels: impl Iterator<Item = Level>,
    file_idle: bool,
    out: &mut Vec<Command>,
) {
    ui.menu_button(title, |ui| {
        for level in levels {
            let label = t!("text-2", level = &level, title = title);
            if menu_item(ui, &label, None, file_idle) {
                out.push(Command::NewVariant {
                    variant,
                    shape,
                    level,
                });
            }
        }
    });
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
