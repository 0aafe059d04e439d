//! Reading a Sudoku from a picture (a photo of a newspaper, a screenshot, a scan): the
//! pipeline behind `shudu scan` and the window's picture import.
//!
//! 1. [`decode`]: the bytes to grey levels (PNG, JPEG, WebP), the size checked first, a dark
//!    theme's light-on-dark turned around;
//! 2. [`grid`]: the grid found (the largest blob of joined lines and its corners), its
//!    perspective undone, each cell's box fitted to the lines found near it; when that
//!    reading is not a proper puzzle, other corners are tried: the lines' own, and those of
//!    the cluster of cells ([`paper`]);
//! 3. [`cells`]: in each cell, nothing or a digit's shape, as [`features`];
//! 4. [`model`]: the digit by its nearest neighbours among labelled shapes;
//! 5. [`check`]: the solver as a check: a reading whose givens clash or that has no solution
//!    is wrong somewhere, so the next-best readings of the least certain cells are tried.
//!
//! [`learn`] makes the shipped model from the training photos and from fonts.
//!
//! ```no_run
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let bytes = std::fs::read("puzzle.jpg")?;
//! let model = shudu::worker::digit_model();
//! let reading = shudu::scan::read(model, &bytes, &shudu::solver::CancelToken::new())?;
//! println!("{}", reading.to_line());
//! # Ok(()) }
//! ```

pub mod cells;
pub mod check;
pub mod decode;
pub mod features;
pub mod grid;
pub mod lattice;
pub mod learn;
pub mod model;
pub mod paper;
pub mod render;

use crate::solver::CancelToken;
use image::GrayImage;
use model::{Model, Ranking};

/// The file extensions read as pictures.
pub const PICTURE_EXTENSIONS: &[&str] = &["png", "jpg", "jpeg", "webp"];

/// Whether `path` names a picture (by its extension, any case).
pub fn is_picture(path: &std::path::Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| PICTURE_EXTENSIONS.contains(&e.to_ascii_lowercase().as_str()))
}

/// Why a picture could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScanError {
    /// The bytes are not a picture in a format Shudu reads.
    #[error("{}", crate::t!("error-scan-not-picture"))]
    NotPicture,
    /// The picture could not be decoded.
    #[error("{}", crate::t!("error-scan-decode", reason = .reason))]
    Decode {
        /// What the decoder said.
        reason: String,
    },
    /// The picture has more pixels than [`decode::MAX_PIXELS`].
    #[error("{}", crate::t!("error-scan-too-big", width = .width, height = .height))]
    TooBig {
        /// Its width in pixels.
        width: u32,
        /// Its height in pixels.
        height: u32,
    },
    /// The picture is too small to hold a readable grid.
    #[error("{}", crate::t!("error-scan-too-small", width = .width, height = .height))]
    TooSmall {
        /// Its width in pixels.
        width: u32,
        /// Its height in pixels.
        height: u32,
    },
    /// No grid was found.
    #[error("{}", crate::t!("error-scan-no-grid"))]
    NoGrid,
    /// The file could not be read, or is larger than a picture may be.
    #[error("{reason}")]
    File {
        /// What went wrong.
        reason: String,
    },
    /// The clipboard holds no picture.
    #[error("{}", crate::t!("error-scan-no-clipboard-picture", reason = .reason))]
    NoClipboardPicture {
        /// What the clipboard said.
        reason: String,
    },
    /// The reading was cancelled.
    #[error("{}", crate::t!("error-cancelled"))]
    Cancelled,
}

/// What was read in one cell.
#[derive(Debug, Clone, PartialEq)]
pub struct CellReading {
    /// The digit read, `None` for an empty cell.
    pub digit: Option<u8>,
    /// The digits ranked for the cell's shape (empty for an empty cell).
    pub ranking: Ranking,
    /// Whether the reading is doubtful: the best digit was close to the next, or the solver
    /// check changed it.
    pub uncertain: bool,
}

/// A picture read: 81 cells, row by row, and what the solver check said.
#[derive(Debug, Clone)]
pub struct Reading {
    /// The cells, row by row.
    pub cells: Vec<CellReading>,
    /// What the solver says of the digits read.
    pub verdict: check::Verdict,
    /// The grid straightened, as it was read ([`grid::SIDE`] pixels square).
    pub straightened: GrayImage,
}

impl Reading {
    /// The digits read, row by row (0 for an empty cell).
    pub fn values(&self) -> Vec<u8> {
        self.cells.iter().map(|c| c.digit.unwrap_or(0)).collect()
    }

    /// The puzzle as 81 characters, `.` for an empty cell.
    pub fn to_line(&self) -> String {
        self.cells
            .iter()
            .map(|c| c.digit.map_or('.', |d| char::from(b'0' + d)))
            .collect()
    }

    /// The indices (row by row) of the cells read with doubt.
    pub fn uncertain(&self) -> Vec<usize> {
        (0..self.cells.len())
            .filter(|&i| self.cells.get(i).is_some_and(|c| c.uncertain))
            .collect()
    }
}

/// The bytes of the picture file `path`, at most `limit` of them.
pub fn read_file(path: &std::path::Path, limit: u64) -> Result<Vec<u8>, ScanError> {
    let failed = |e: std::io::Error| ScanError::File {
        reason: e.to_string(),
    };
    let size = std::fs::metadata(path).map_err(failed)?.len();
    if size > limit {
        return Err(ScanError::File {
            reason: crate::t!("error-scan-file-too-big", size = &size, limit = &limit),
        });
    }
    std::fs::read(path).map_err(failed)
}

/// The squared distance to the nearest digits (see [`model::Ranking`]) beyond which a shape
/// is not a digit. Measured on the training photos, cross-validated: 99.9% of the digits read
/// right are nearer than 0.14, half of the shapes in empty cells farther than 0.1.
const NOT_A_DIGIT: f32 = 0.25;

/// Reads the Sudoku in the picture `bytes` with `model`: the shipped one
/// (`shudu::worker::digit_model()`), or one of cross-validation's, trained without the photos
/// it reads.
pub fn read(model: &Model, bytes: &[u8], cancel: &CancelToken) -> Result<Reading, ScanError> {
    let grey = decode::grey(bytes)?;
    read_grey(model, &grey, cancel)
}

/// How many times the grid's corners may be corrected by its lines (see
/// [`grid::refined`]) when the reading at the blob's corners is not a proper puzzle.
const REFINEMENTS: usize = 2;

/// How much better (see [`grid::alignment`]) the lines of a later reading must fit than
/// those of the best so far for it to win, when neither is a proper puzzle: a picture whose
/// puzzle truly has several solutions reads alike at every corners tried, and the blob's
/// first reading is kept.
const CLEARLY_BETTER: f32 = 0.05;

/// A reading at some corners, and how well the grid's lines lie where the corners put them.
struct Candidate {
    reading: Reading,
    alignment: f32,
}

/// The share of the grid's 20 lines found where the corners put them (see
/// [`grid::alignment`]) above which the grid is taken as placed right: a grid read one cell
/// off, or cut short, misses at least one of the 10 lines each way (at most 0.95).
const PLACED_RIGHT: f32 = 0.96;

impl Candidate {
    /// Whether a reading with several solutions was read at the right corners, so that other
    /// corners would read the same digits: its lines are all where they should be. (Most
    /// screenshots of made-up grids are such: trying other corners only costs time.)
    fn placed_right(&self) -> bool {
        self.reading.verdict == check::Verdict::Multiple && self.alignment >= PLACED_RIGHT
    }

    /// Whether this reading beats `other`, read before it: a proper puzzle beats any other
    /// (a grid cut wrong may well read as a puzzle with several solutions, so "several" is no
    /// sign of a better fit), else lines clearly nearer where the corners put them.
    fn beats(&self, other: &Candidate) -> bool {
        let proper = |c: &Candidate| c.reading.verdict == check::Verdict::Unique;
        match (proper(self), proper(other)) {
            (true, false) => true,
            (false, true) => false,
            _ => self.alignment > other.alignment + CLEARLY_BETTER,
        }
    }
}

/// [`read`] on a decoded picture. The grid's blob gives its corners; when the digits
/// read there are not a proper puzzle (the blob took in other ink, or the picture cuts the
/// grid), other corners are tried: the blob's corrected by the grid's lines, and those of
/// the cluster of cells (see [`paper`]) and their correction; the best reading is kept.
pub fn read_grey(
    model: &Model,
    grey: &GrayImage,
    cancel: &CancelToken,
) -> Result<Reading, ScanError> {
    let blob = grid::find_corners(grey);
    let mut tried: Vec<Candidate> = Vec::new();
    let read = |corners: [grid::Point; 4], tried: &mut Vec<Candidate>| match read_at(
        model, grey, corners, cancel,
    ) {
        Ok(candidate) => {
            let unique = candidate.reading.verdict == check::Verdict::Unique;
            tried.push(candidate);
            Ok(unique)
        }
        Err(ScanError::Cancelled) => Err(ScanError::Cancelled),
        Err(_) => Ok(false),
    };
    if let Ok(corners) = blob {
        let unique = read(corners, &mut tried)?;
        if unique || tried.first().is_some_and(Candidate::placed_right) {
            return best(tried, blob);
        }
        let mut corners = corners;
        for _ in 0..REFINEMENTS {
            let Some(better) = grid::refined(grey, corners) else {
                break;
            };
            corners = better;
            read(corners, &mut tried)?;
        }
    }
    for corners in paper::find_corners(grey) {
        read(corners, &mut tried)?;
        if let Some(better) = grid::refined(grey, corners) {
            read(better, &mut tried)?;
        }
    }
    best(tried, blob)
}

/// The best of the readings `tried`; with none, why the blob gave none.
fn best(
    tried: Vec<Candidate>,
    blob: Result<[grid::Point; 4], ScanError>,
) -> Result<Reading, ScanError> {
    let mut best: Option<Candidate> = None;
    for candidate in tried {
        if best.as_ref().is_none_or(|b| candidate.beats(b)) {
            best = Some(candidate);
        }
    }
    match best {
        Some(candidate) => Ok(candidate.reading),
        None => Err(blob.err().unwrap_or(ScanError::NoGrid)),
    }
}

/// Reads the grid whose corners in `grey` are `corners`.
fn read_at(
    model: &Model,
    grey: &GrayImage,
    corners: [grid::Point; 4],
    cancel: &CancelToken,
) -> Result<Candidate, ScanError> {
    let straightened = grid::straighten_at(grey, corners)?;
    let alignment = grid::alignment(&straightened.picture);
    if cancel.is_cancelled() {
        return Err(ScanError::Cancelled);
    }
    let cells = cells::shapes(&straightened.picture, &straightened.cells)
        .into_iter()
        .map(|shape| {
            let ranking = shape.map(|shape| model.rank(&shape.features));
            // A shape far from every digit is a smudge or a shadow, not a digit.
            ranking.filter(|r| r.0.first().is_some_and(|&(_, d)| d <= NOT_A_DIGIT))
        })
        .map(|ranking| match ranking {
            Some(ranking) => CellReading {
                digit: ranking.best(),
                uncertain: ranking.margin() < check::DOUBT,
                ranking,
            },
            None => CellReading {
                digit: None,
                ranking: Ranking(Vec::new()),
                uncertain: false,
            },
        })
        .collect();
    let (cells, verdict) = check::checked(cells, cancel)?;
    Ok(Candidate {
        reading: Reading {
            cells,
            verdict,
            straightened: straightened.picture,
        },
        alignment,
    })
}
