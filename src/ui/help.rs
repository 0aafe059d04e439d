//! The Keyboard window (F1): every key the game answers, from the keymap.

use super::keys::{self, Keymap};
use super::window::centred_window;
use crate::t;
use egui::RichText;

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
        (t!("click-drag"), t!("select-several-cells")),
        (t!("ctrl-shift-click"), t!("add-or-remove-a-cell")),
        (t!("shift-arrow-keys"), t!("add-the-next-cell")),
        (name(&keys::SELECT_ALL), t!("select-every-cell")),
        (notes, t!("notes-mode-on-or-off")),
        ("X".into(), t!("corner-mode-on-or-off")),
        ("V".into(), t!("colour-mode-on-or-off")),
        (t!("shift-digit"), t!("toggle-that-corner-mark-in")),
        (t!("ctrl-digit"), t!("toggle-that-centre-mark-in")),
        (t!("ctrl-shift-digit"), t!("toggle-that-colour-in")),
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
    if super::platform::CAN_QUIT {
        rows.push((name(&keys::QUIT), t!("quit")));
    }
    rows.push((name(&keys::PASTE), t!("paste-puzzle-or-saved-game")));
    rows.push((
        t!("or", name = &name(&keys::HELP)),
        t!("show-or-hide-this-window"),
    ));
    // A short window scrolls the list rather than cut off its last rows.
    let room = (ctx.content_rect().height() - 140.0).max(120.0);
    centred_window(ctx, t!("keyboard"), "keyboard window", open)
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
