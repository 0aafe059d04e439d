//! What the board widget reads besides the game: the palette, the settings that change how
//! cells look, and what is drawn over the game (a hint, cells picked, doubtful readings).

use crate::board::Cell;
use crate::game::{Game, NotesLayout};
use crate::session::Overlay;
use crate::ui::theme::Palette;

/// What the board shows besides the game itself.
pub struct BoardView<'a> {
    /// The game to draw.
    pub game: &'a Game,
    /// Colours.
    pub palette: Palette,
    /// Show digits above 9 as letters (10 = A).
    pub letters: bool,
    /// The key that pauses and resumes, named on the paused board.
    pub pause_key: &'static str,
    /// Cells where two solutions differ, outlined.
    pub differ: &'a [Cell],
    /// Cells read with doubt from a picture, outlined with a dashed line.
    pub doubt: &'a [Cell],
    /// Hide the digits (the timer is paused).
    pub hidden: bool,
    /// A first digit waiting for a second one, shown in its cell.
    pub held: Option<(Cell, u8)>,
    /// A hint or a step of the solution path, drawn over the game.
    pub overlay: Option<&'a Overlay>,
    /// How notes are laid out in a cell.
    pub layout: NotesLayout,
    /// Cells picked for a cage or a region, highlighted like the selected cell.
    pub picked: &'a [Cell],
    /// Jigsaw regions made so far while a puzzle is entered (row-major cells), tinted and
    /// outlined until they cover the grid.
    pub pieces: &'a [Vec<u16>],
    /// Whether clicks and drags pick cells for a cage or a region (while a puzzle is entered)
    /// rather than select them.
    pub picking: bool,
    /// While a dot, a letter or a sum outside the grid is the clue being entered: its kind
    /// and value. A click close to a side of a cell then puts a dot or letter on that side,
    /// as in SudokuPad, and a click on a place outside the grid writes a sum there.
    pub click_clue: Option<(crate::board::ClueKind, String)>,
    /// How far the wave across a just-won board has gone (0 to 1), while it runs.
    pub celebration: Option<f32>,
    /// Whether entries that clash with another cell are marked (not when mistakes show only
    /// on a check).
    pub show_conflicts: bool,
}

impl BoardView<'_> {
    /// The cells to mark as clashing: those of the game, if conflicts show.
    pub fn conflicts(&self) -> Vec<Cell> {
        if self.show_conflicts {
            self.game.conflicts()
        } else {
            Vec::new()
        }
    }
}
