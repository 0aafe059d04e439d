//! What the panels around the board read: the session and the window's settings. Each panel
//! (`menu.rs`, `side.rs`, `path.rs`, `status.rs`, `help.rs`, `question.rs`) reads this view
//! and pushes commands; none changes anything itself.

use super::keys::Keymap;
use crate::game::NotesLayout;
use crate::i18n::Language;
use crate::session::{Session, ThemeChoice};
use std::time::Duration;

/// The narrowest the side panel (timer, digit pad, tools) gets.
pub const SIDE_WIDTH: f32 = 240.0;

/// The room kept around the board in its panel (above, below and at the sides).
pub const BOARD_MARGIN: f32 = 8.0;

/// The room between the board and the side panel when both stand in the middle.
pub const BOARD_GAP: f32 = 24.0;

/// The side panel's width in a window `width` wide: a quarter of a large window, so the pad
/// grows with the board, within bounds.
pub fn side_width(width: f32) -> f32 {
    (width * 0.24).clamp(SIDE_WIDTH, 340.0)
}

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
