//! What the player can ask of the window in one frame. Panels, the board and the keyboard
//! produce commands; the app applies them after drawing.

use crate::board::{Cell, ClueKind, Shape, Variant};
use crate::export::layout::PrintOptions;
use crate::game::{Action, Marking, NotesLayout};
use crate::rate::Level;
use crate::techniques::Technique;
use std::path::PathBuf;

/// One request from the player.
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// A rule of play (select, clear, undo, notes...).
    Play(Action),
    /// A digit key (0 to 9): placed, or toggled as a note or corner mark, or taken as a colour,
    /// as the game's marking says. On boards above 9x9 two keys in a row make one number
    /// (colours excepted: they are 1 to 9); 0 alone clears the cell.
    Digit(u8),
    /// A digit-pad button: that number at once, never joined with a key typed before.
    PadDigit(u8),
    /// A digit with a modifier key (Shift a corner mark, Ctrl a centre mark, both a colour):
    /// toggles that mark in the selected cells at once, whatever typed digits do.
    MarkDigit(Marking, u8),
    /// A new puzzle of this level.
    NewGame(Level),
    /// A new puzzle of a variant (killer, jigsaw, ...; classic on grids other than 9x9) at a
    /// level, made on the worker.
    NewVariant {
        /// The variant.
        variant: Variant,
        /// The grid's shape.
        shape: Shape,
        /// The level.
        level: Level,
    },
    /// Another puzzle of the kind last asked for (the finish card's "Next puzzle").
    NextPuzzle,
    /// Close the finish card (the solved board stays).
    CloseFinish,
    /// Today's daily puzzle (see [`crate::generator::daily`]).
    DailyPuzzle,
    /// Export the board as an SVG picture (asks where); with its marks or without.
    ExportBoard {
        /// With the marks (notes, corner marks, colours), the notes in this layout.
        notes: Option<NotesLayout>,
    },
    /// Export the board as a PNG picture (asks where); with its pencil marks or without.
    ExportPng {
        /// With the pencil marks.
        notes: bool,
        /// Digits above 9 as letters.
        letters: bool,
    },
    /// Put a picture of the board (with its pencil marks) on the clipboard.
    CopyBoardImage {
        /// Digits above 9 as letters.
        letters: bool,
    },
    /// Print (asks where): the puzzles and the layout the Print window chose.
    Print(PrintSetup),
    /// Start typing a puzzle of this shape (from a newspaper, say).
    EnterPuzzle(Shape),
    /// Take the puzzle on the board (givens and rules) into the entering mode, to change it
    /// and check it as it is set; the game is put aside.
    EditPuzzle,
    /// Check the typed puzzle and start playing it.
    StartEntered,
    /// Leave the entering mode and go back to the game before it.
    CancelEntering,
    /// Show or hide one of the setter's answers on the board (while a puzzle is entered).
    ComposeView(super::ComposeView),
    /// Change the rules of the puzzle being entered, or the cells picked for a cage or a
    /// region.
    Rules(RulesEdit),
    /// Yes to the question on screen ("Play it anyway", "Discard").
    Confirm,
    /// No to the question on screen ("Keep editing", "Keep playing").
    Decline,
    /// Show the Open dialog.
    Open,
    /// Open this file (what the command line named).
    OpenPath(PathBuf),
    /// Open the puzzle of this number (from 1) in the file of several puzzles the game on the
    /// board came from.
    OpenPuzzle(usize),
    /// Save to the game's file, or ask where if it has none.
    Save,
    /// Ask where to save.
    SaveAs,
    /// Read a puzzle or a saved game from pasted text.
    Paste(String),
    /// Read the puzzle in the clipboard's picture.
    PastePicture,
    /// Copy the puzzle as an 81-character line (or numbers for other sizes).
    CopyPuzzle,
    /// Copy the puzzle, its rules and the entries in another program's form.
    CopyAs(PuzzleForm),
    /// Copy a link that opens the puzzle in the page at this address (the web page's own,
    /// without its `#` part).
    CopyLink(String),
    /// Copy the board with its candidates (the notes, or all candidates where a cell has
    /// none), in the given text form.
    CopyWithCandidates(CandidateText),
    /// Mark the entries that disagree with the solution.
    Check,
    /// Undo back to the newest board whose digits all lie on a solution, as one step.
    Rewind,
    /// Fill in the solution.
    Solve,
    /// Show a hint, or take the hint on screen one stage further (where to look, the
    /// pattern, apply it).
    Hint,
    /// Take the hint off the screen.
    DismissHint,
    /// Escape: dismiss the hint or the path step shown, else pause or resume.
    Escape,
    /// Show or hide the solution path.
    TogglePath,
    /// Stop working out the solution path (the panel says so; closing and opening it starts
    /// again).
    StopPath,
    /// Show this step of the solution path on the board (`None`: the game again).
    ShowPathStep(Option<usize>),
    /// Stop the running solve, check or start check.
    CancelEngine,
    /// Stop waiting for the file dialog, the open or the save.
    CancelFile,
    /// Pause or resume the timer (the board hides while paused).
    TogglePause,
    /// Say the time played in the status line (which screen readers announce); the clock
    /// itself changes every second and is not announced.
    SayTime,
    /// Find a puzzle that needs `technique` and play it: from its givens, or (`learning`)
    /// right before the technique's first step, with its hint on screen.
    Practise {
        /// The technique.
        technique: Technique,
        /// Start right before its first step.
        learning: bool,
    },
    /// Open the solver lab on the puzzle, or leave it for the game.
    ToggleLab,
}

/// A change to the rules of the puzzle being entered (see `drafting.rs`), or to the cells
/// picked for one. Ignored in play.
#[derive(Debug, Clone, PartialEq)]
pub enum RulesEdit {
    /// Adds the cell to the picked cells, or takes it out (Ctrl- or Shift-click).
    Pick(Cell),
    /// Adds the cell to the picked cells (the pointer dragged over it).
    Extend(Cell),
    /// Turns a rule on or off: X, windoku, anti-knight, anti-king or non-consecutive.
    Switch(Variant, bool),
    /// Makes a cage of the picked cells; the text is its sum (blank for none).
    MakeCage(String),
    /// Takes away the cage of the selected cell.
    RemoveCage,
    /// Makes a jigsaw region of the picked cells.
    MakeRegion,
    /// Takes every jigsaw region away: the boxes stand again.
    ClearRegions,
    /// Makes a clue of this kind of the picked cells, in the order picked (a line from its
    /// start, an arrow from its circle); the text is its number (a dot's value, a whispers
    /// gap, X or V, a quadruple's digits), blank for the usual one.
    AddClue(ClueKind, String),
    /// Writes a little killer's or a sandwich's sum outside the grid, at `from` (row and
    /// column, 0 to N+1; a little killer pointing along `step`), in place of the same sum on
    /// the same line; the text is the sum, blank to take away the sums written there.
    AddOutside {
        /// A little killer or a sandwich.
        kind: ClueKind,
        /// Where it is written.
        from: [u8; 2],
        /// A little killer's diagonal step, rows then columns.
        step: [i8; 2],
        /// The sum typed.
        text: String,
    },
    /// Takes away every clue on the selected cell.
    RemoveClues,
}

/// The text forms other programs read a puzzle with its rules in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PuzzleForm {
    /// f-puzzles JSON, which f-puzzles, SudokuPad and Shudu read.
    FPuzzles,
    /// An f-puzzles link (the JSON compressed into the address).
    FPuzzlesLink,
    /// A Simon Tatham's Solo game ID.
    Solo,
}

/// The text forms that carry a board's candidates.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CandidateText {
    /// HoDoKu's library line: givens, placed digits with `+`, deleted candidates.
    Library,
    /// The forum's pencil-mark grid: each cell its candidates, in boxes.
    PencilGrid,
}

/// What to print.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PrintWhat {
    /// The puzzle on the board.
    #[default]
    ThisPuzzle,
    /// Every puzzle of the file of several puzzles the board's puzzle came from.
    Collection,
    /// Puzzles of a level, drawn at random from the bundled ones (rated already).
    Level {
        /// The level.
        level: Level,
        /// How many (at most [`MAX_NEW`]; fewer if the level has fewer).
        count: usize,
    },
}

/// The most puzzles of a level one print draws.
pub const MAX_NEW: usize = 60;

/// What the Print window asks: which puzzles, and how.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PrintSetup {
    /// Puzzles a page, paper, solutions, letters.
    pub options: PrintOptions,
    /// Which puzzles.
    pub what: PrintWhat,
}
