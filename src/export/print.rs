//! Printing puzzles to PDF: what a print job asks for ([`PrintJob`]: the puzzles, the
//! layout, the file), the caption under each grid, made from a rating the caller passes in
//! (`Hard · SE 2.6`), and writing the PDF. Rating and solving the puzzles is the worker's
//! (`worker::print`): nothing here runs the engine.

use super::layout::{PrintOptions, Sheet};
use super::pdf::{PdfError, to_pdf};
use crate::board::Grid;
use crate::formats::save::replace_file;
use crate::formats::{self, Opened};
use crate::i18n::{self, Language};
use crate::rate::{RateError, Rating, format_tenths};
use crate::solver::Cancelled;
use std::path::PathBuf;

/// Why printing failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
pub enum PrintError {
    /// The PDF could not be made.
    #[error(transparent)]
    Pdf(#[from] PdfError),
    /// The puzzles to print could not be read.
    #[error("{reason}")]
    Read {
        /// The reader's message, naming the file.
        reason: String,
    },
    /// The file could not be written (any earlier file there is as it was).
    #[error("{path}: {reason}")]
    Write {
        /// The file.
        path: String,
        /// The system's reason.
        reason: String,
    },
    /// The caller cancelled.
    #[error("{}", crate::t!("error-cancelled"))]
    Cancelled,
}

impl From<Cancelled> for PrintError {
    fn from(_: Cancelled) -> PrintError {
        PrintError::Cancelled
    }
}

/// The caption of `puzzle` from its rating (`None` where [`needs_rating`] says it has none):
/// its level and SE rating on 9x9 (`Hard · SE 2.6`), a variant's level, grade and rules
/// (`Medium · 2.2 · Killer`), `No solution` or `Several solutions`; classic puzzles of other
/// sizes, which SE does not rate, by their size (`16x16`). The caption is in English: the
/// PDF's embedded font has no Chinese glyphs. Several forms, longest first: a variant's
/// rules are also counted after the first few ("Thermometer + Arrow + 16 more"), or left
/// out, for the smaller grids of a page with more puzzles.
pub fn captions(puzzle: &Grid, rating: Option<&Result<Rating, RateError>>) -> Vec<String> {
    let mut forms: Vec<String> = [usize::MAX, 36, 24, 1, 0]
        .into_iter()
        .map(|width| {
            i18n::with_language(Language::English, || english_caption(puzzle, rating, width))
        })
        .collect();
    forms.dedup();
    forms
}

/// Whether the caption of `puzzle` shows a rating: every puzzle but a classic one of a size
/// other than 9x9.
pub fn needs_rating(puzzle: &Grid) -> bool {
    puzzle.shape().size() == 9 || !puzzle.is_classic()
}

/// The caption, with the rules in at most `width` columns where they can be (none at 0).
fn english_caption(
    puzzle: &Grid,
    rating: Option<&Result<Rating, RateError>>,
    width: usize,
) -> String {
    let n = puzzle.shape().size();
    match rating {
        Some(Ok(r)) if !puzzle.is_classic() && width > 0 => format!(
            "{} · {} · {}",
            r.level(),
            format_tenths(r.er),
            puzzle.rules().describe_short(width)
        ),
        Some(Ok(r)) if !puzzle.is_classic() => format!("{} · {}", r.level(), format_tenths(r.er)),
        Some(Ok(r)) => format!("{} · SE {}", r.level(), format_tenths(r.er)),
        Some(Err(RateError::Unsolvable)) => "No solution".into(),
        Some(Err(RateError::Multiple)) => "Several solutions".into(),
        None | Some(Err(RateError::NotNine { .. } | RateError::Cancelled)) => format!("{n}x{n}"),
    }
}

/// Writes the PDF of `sheets` to `path`: beside it first, then renamed over it, so a failure
/// leaves any earlier file as it was.
pub fn write_pdf(
    path: &std::path::Path,
    sheets: &[Sheet],
    options: &PrintOptions,
) -> Result<(), PrintError> {
    let bytes = to_pdf(sheets, options)?;
    replace_file(path, &bytes).map_err(|e| PrintError::Write {
        path: path.display().to_string(),
        reason: e.to_string(),
    })
}

/// What to print, as the window asks it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum PrintSource {
    /// These puzzles, with their titles.
    Puzzles(Vec<(Grid, String)>),
    /// Every puzzle of this file (a collection), titled by their number.
    File(PathBuf),
}

/// A whole print: what, how, and where to.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PrintJob {
    /// The PDF file to write.
    pub path: PathBuf,
    /// The puzzles.
    pub source: PrintSource,
    /// How.
    pub options: PrintOptions,
}

/// Every puzzle of a file, titled `Puzzle N`.
pub fn read_collection(path: &std::path::Path) -> Result<Vec<(Grid, String)>, PrintError> {
    let opened = formats::open(path).map_err(|e| PrintError::Read {
        reason: e.to_string(),
    })?;
    Ok(collection(opened))
}

/// Every puzzle of an opened file (a saved game's puzzle), titled `Puzzle N`.
pub fn collection(opened: Opened) -> Vec<(Grid, String)> {
    let grids: Vec<Grid> = match opened {
        Opened::Save(game) => vec![game.puzzle().clone()],
        Opened::Puzzles { grids, .. } => grids.into_iter().collect(),
    };
    grids
        .into_iter()
        .enumerate()
        .map(|(i, grid)| (grid, format!("Puzzle {}", i + 1)))
        .collect()
}
