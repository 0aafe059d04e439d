//! What the player can ask of the window in one frame. Panels, the board and the keyboard
//! produce commands; the app applies them after drawing.

use crate::board::Shape;
use crate::game::Action;
use crate::generator::Level;
use std::path::PathBuf;

/// One request from the player.
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// A rule of play (select, clear, undo, notes...).
    Play(Action),
    /// A digit typed or clicked: placed, or toggled as a note in notes mode.
    Digit(u8),
    /// A new puzzle of this level from the bundled collections.
    NewGame(Level),
    /// Start typing a puzzle of this shape (from a newspaper, say).
    EnterPuzzle(Shape),
    /// Check the typed puzzle and start playing it.
    StartEntered,
    /// Start the typed puzzle although it has several solutions.
    StartAnyway,
    /// Stay in the entering mode after a warning.
    KeepEditing,
    /// Leave the entering mode and go back to the game before it.
    CancelEntering,
    /// Show the Open dialog.
    Open,
    /// Open this file (what the Open dialog or the command line chose).
    OpenPath(PathBuf),
    /// Save to the game's file, or ask where if it has none.
    Save,
    /// Ask where to save.
    SaveAs,
    /// Save to this file (what the Save dialog chose).
    SaveTo(PathBuf),
    /// Read a puzzle from pasted text.
    Paste(String),
    /// Copy the puzzle as an 81-character line (or numbers for other sizes).
    CopyPuzzle,
    /// Mark the entries that disagree with the solution.
    Check,
    /// Fill in the solution.
    Solve,
    /// Stop the running solve or check.
    CancelJob,
    /// Pause or resume the timer (the board hides while paused).
    TogglePause,
    /// Change the theme.
    SetTheme(super::theme::ThemeChoice),
    /// Show digits above 9 as letters.
    SetLetters(bool),
}
