//! What can be wrong with a text, and where.

use crate::board::{Clash, RulesError};
use crate::t;
use std::fmt;
use thiserror::Error;

/// A problem in a text, with where it is: the origin (file name or `<stdin>`), and the line
/// and column (1-based) when they are known.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub struct FormatError {
    /// The file name, or `<stdin>`, or another name for where the text came from.
    pub origin: String,
    /// The 1-based line.
    pub line: Option<usize>,
    /// The 1-based column (in characters).
    pub column: Option<usize>,
    /// What is wrong.
    pub problem: Problem,
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.origin)?;
        if let Some(line) = self.line {
            write!(f, "{}", t!("error-line", line = &line))?;
        }
        if let Some(column) = self.column {
            write!(f, "{}", t!("error-column", column = &column))?;
        }
        write!(f, ": {}", self.problem)
    }
}

/// What is wrong with a text.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Problem {
    /// The file could not be read.
    #[error("{}", crate::t!("error-cannot-read-it", reason = .reason))]
    Unreadable {
        /// The system's words.
        reason: String,
    },
    /// More bytes than any puzzle file or saved game has.
    #[error("{}", crate::t!("error-larger-than-mib-no-puzzle", limit = limit / (1024 * 1024)))]
    TooLarge {
        /// The most bytes read.
        limit: u64,
    },
    /// A device, a pipe or a folder where a file was expected.
    #[error("{}", crate::t!("error-not-regular-file-folder-device"))]
    NotAFile,
    /// The bytes are not UTF-8 text.
    #[error("{}", crate::t!("error-not-text-file-invalid-utf", offset = .offset))]
    NotText {
        /// Where the first bad byte is.
        offset: usize,
    },
    /// Nothing that looks like a puzzle.
    #[error("{}", crate::t!("error-no-puzzle-found"))]
    NoPuzzle,
    /// A character that is neither a digit nor an empty-cell mark.
    #[error("{}", crate::t!("error-is-not-digit-or", found = .found))]
    NotADigit {
        /// The character or word found.
        found: String,
    },
    /// A digit larger than the grid's side.
    #[error("{}", crate::t!("error-is-larger-than-grid-size", value = .value, size = .size))]
    DigitTooLarge {
        /// The number found.
        value: usize,
        /// The side of the grid.
        size: usize,
    },
    /// A pencil-mark cell that lists no candidate.
    #[error("{}", crate::t!("error-lists-no-candidate-pencil-mark", found = .found))]
    NoCandidates {
        /// The cell's text.
        found: String,
    },
    /// A character in a pencil-mark cell that is neither a candidate digit nor a marker.
    #[error("{}", crate::t!("error-is-not-candidate-digit", found = .found))]
    NotACandidate {
        /// The character found.
        found: char,
    },
    /// A one-line puzzle whose cell count is not a grid's.
    #[error("{}", crate::t!("error-cells-is-not-puzzle-expected", found = .found))]
    LineCellCount {
        /// Cells on the line.
        found: usize,
    },
    /// A grid row with the wrong number of cells.
    #[error("{}", crate::t!("error-expected-cells-in-this-row", expected = .expected, found = .found))]
    RowCellCount {
        /// The side of the grid, set by its first row.
        expected: usize,
        /// Cells on this row.
        found: usize,
    },
    /// A grid with too few rows.
    #[error("{}", crate::t!("error-expected-rows-found", expected = .expected, found = .found))]
    RowCount {
        /// The side of the grid, set by its first row.
        expected: usize,
        /// Rows found.
        found: usize,
    },
    /// A side that no Sudoku has (prime, or above 25).
    #[error("{}", crate::t!("error-grid-of-side-cannot-be", size = .size))]
    NoShape {
        /// The side found.
        size: usize,
    },
    /// Two givens of one unit hold the same digit.
    #[error("{0}")]
    Clash(Clash),
    /// A rule of the puzzle that Shudu cannot check: refused, since solving without it would
    /// give wrong solutions.
    #[error("{}", crate::t!("error-this-puzzle-uses-rule-which", rule = .rule))]
    UnsupportedRule {
        /// The rule, as the file names it.
        rule: String,
    },
    /// Rules that do not fit the grid (regions of the wrong size, a cage sum its cells cannot
    /// make, a cage outside the grid).
    #[error("{0}")]
    Rules(RulesError),
    /// Structured puzzle data (f-puzzles or SudokuPad JSON, a link, a Solo game ID, a killer
    /// text) that does not read.
    #[error("{}: {reason}", .format.label())]
    Malformed {
        /// The format.
        format: TextFormat,
        /// What is wrong, naming the cell, cage or field where it can.
        reason: String,
    },
    /// A SudokuPad link that names its puzzle by a short id instead of carrying it.
    #[error("{}", crate::t!("error-is-short-sudokupad-id-puzzle", id = .id))]
    NeedsNetwork {
        /// The id.
        id: String,
    },
    /// Givens that break a rule of the puzzle (beyond two equal digits in one unit).
    #[error("{}", crate::t!("error-givens-break-rules", reason = .reason))]
    BrokenRule {
        /// Which cells break which rule.
        reason: String,
    },
    /// A puzzle that a format cannot express.
    #[error("{}", crate::t!("error-cannot-be-written-as", format = &.format.label(), reason = .reason))]
    Unwritable {
        /// The format.
        format: TextFormat,
        /// What it cannot express.
        reason: String,
    },
}

/// A structured puzzle format a [`Problem`] names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextFormat {
    /// f-puzzles JSON.
    FPuzzles,
    /// SudokuPad's own JSON.
    SudokuPad,
    /// A game ID of Simon Tatham's Solo.
    Solo,
    /// A jigsaw text: a region map and givens.
    Jigsaw,
    /// A killer text: sums and arrows.
    Killer,
    /// SudoCue's killer text.
    SudoCueKiller,
    /// A puzzle link (f-puzzles, SudokuPad).
    Link,
}

impl TextFormat {
    /// The format's name in the current language: "f-puzzles JSON", "锯齿数独文本".
    pub fn label(self) -> String {
        match self {
            TextFormat::FPuzzles => crate::t!("format-fpuzzles-json"),
            TextFormat::SudokuPad => crate::t!("format-sudokupad-puzzle"),
            TextFormat::Solo => crate::t!("format-solo-game-id"),
            TextFormat::Jigsaw => crate::t!("format-jigsaw-text"),
            TextFormat::Killer => crate::t!("format-killer-text"),
            TextFormat::SudoCueKiller => crate::t!("format-sudocue-killer-text"),
            TextFormat::Link => crate::t!("format-puzzle-link"),
        }
    }
}
