//! What the player asks of the window itself: its settings and its own windows (Keyboard,
//! Statistics, Practise, Print to PDF). The session never sees these; a frame collects them
//! beside the session's commands ([`Asked`]).

use crate::game::NotesLayout;
use crate::i18n::Language;
use crate::session::{Command, PlayOptions, ThemeChoice};

/// A command for the window.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WindowCommand {
    /// Use this theme.
    SetTheme(ThemeChoice),
    /// Write digits above 9 as letters, or not.
    SetLetters(bool),
    /// Speak this language (`None`: the system's).
    SetLanguage(Option<Language>),
    /// Lay notes out this way.
    SetNotesLayout(NotesLayout),
    /// Play by these options.
    SetOptions(PlayOptions),
    /// Open the Print to PDF window.
    ShowPrint,
    /// Open or close the Keyboard window.
    ToggleKeyboardHelp,
    /// Open or close the Statistics window.
    ToggleStats,
    /// Open or close the Practise window.
    TogglePractice,
    /// Close the window (the game is kept for the next start, as on any close).
    Quit,
}

/// What one frame asked for: commands for the session and for the window.
#[derive(Debug, Default)]
pub struct Asked {
    /// For the session, in the order asked.
    pub game: Vec<Command>,
    /// For the window, in the order asked.
    pub window: Vec<WindowCommand>,
}

/// One of the app's own windows (Statistics, Practise, Print, Keyboard) titled `title`, with
/// the id `id`: centred over the content when it opens, never collapsed, closed by its cross
/// (which clears `open`).
pub fn centred_window<'a>(
    ctx: &egui::Context,
    title: String,
    id: &str,
    open: &'a mut bool,
) -> egui::Window<'a> {
    egui::Window::new(title)
        .id(egui::Id::unique(id))
        .open(open)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .collapsible(false)
}

/// A striped table (`grid`) with a row of bold `headings`; `rows` adds the rest, ending each
/// row with `end_row`.
pub fn table(
    ui: &mut egui::Ui,
    grid: egui::Grid,
    headings: &[String],
    rows: impl FnOnce(&mut egui::Ui),
) {
    grid.num_columns(headings.len())
        .striped(true)
        .show(ui, |ui| {
            for heading in headings {
                ui.label(egui::RichText::new(heading).strong());
            }
            ui.end_row();
            rows(ui);
        });
}
