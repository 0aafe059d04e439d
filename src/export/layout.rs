//! Pages of puzzles: the paper, how many puzzles a page holds and where each goes
//! ([`PrintOptions`], `slots`), and what one printed puzzle is ([`Sheet`]). `pdf.rs` draws
//! the pages; `print.rs` makes the sheets of a print job.

use crate::board::Grid;
use crate::t;
use std::str::FromStr;

/// The page margin, in points.
const MARGIN: f32 = 40.0;
/// The space between two puzzles on a page, in points.
const GAP: f32 = 28.0;

/// A paper size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum Paper {
    /// ISO A4, 210 x 297 mm.
    #[default]
    A4,
    /// US Letter, 8.5 x 11 in.
    Letter,
}

impl Paper {
    /// Both sizes, for choosers.
    pub const ALL: [Paper; 2] = [Paper::A4, Paper::Letter];

    /// Width and height in points (1/72 in), portrait.
    pub fn size(self) -> (f32, f32) {
        match self {
            Paper::A4 => (595.276, 841.89),
            Paper::Letter => (612.0, 792.0),
        }
    }

    /// The name shown to the player: `A4`, `Letter`.
    pub fn name(self) -> &'static str {
        match self {
            Paper::A4 => "A4",
            Paper::Letter => "Letter",
        }
    }
}

impl FromStr for Paper {
    type Err = String;

    fn from_str(text: &str) -> Result<Paper, String> {
        match text.to_ascii_lowercase().as_str() {
            "a4" => Ok(Paper::A4),
            "letter" => Ok(Paper::Letter),
            _ => Err(t!("error-is-no-paper-size-give", text = &text)),
        }
    }
}

/// How many puzzles go on a page: 1, 2, 4 or 6.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "usize", into = "usize")]
pub struct PerPage(usize);

impl TryFrom<usize> for PerPage {
    type Error = String;

    fn try_from(n: usize) -> Result<PerPage, String> {
        PerPage::new(n).ok_or_else(|| format!("{n} puzzles a page is not a layout"))
    }
}

impl From<PerPage> for usize {
    fn from(per_page: PerPage) -> usize {
        per_page.0
    }
}

impl PerPage {
    /// The layouts there are.
    pub const ALL: [usize; 4] = [1, 2, 4, 6];

    /// `n` puzzles a page, if that is one of [`PerPage::ALL`].
    pub fn new(n: usize) -> Option<PerPage> {
        PerPage::ALL.contains(&n).then_some(PerPage(n))
    }

    /// How many.
    pub fn get(self) -> usize {
        self.0
    }

    /// Columns and rows of the layout (portrait pages).
    fn columns_rows(self) -> (usize, usize) {
        match self.0 {
            1 => (1, 1),
            2 => (1, 2),
            4 => (2, 2),
            _ => (2, 3),
        }
    }
}

impl Default for PerPage {
    fn default() -> PerPage {
        PerPage(4)
    }
}

/// How to print.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct PrintOptions {
    /// Puzzles a page.
    pub per_page: PerPage,
    /// The paper.
    pub paper: Paper,
    /// Add the solutions on pages of their own at the end.
    pub solutions: bool,
    /// Digits above 9 as letters (10 = A).
    pub letters: bool,
}

/// One puzzle as printed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sheet {
    /// Under the grid, on the left: `Puzzle 3`.
    pub title: String,
    /// Under the grid, on the right: `Hard · SE 2.6`, in forms from the longest to the
    /// shortest: the first that leaves room for the title is printed.
    pub captions: Vec<String>,
    /// The puzzle.
    pub puzzle: Grid,
    /// Its solution (asked for, and the puzzle has exactly one).
    pub solution: Option<Grid>,
}

/// Where a puzzle goes on its page (points, y downwards).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Slot {
    /// The grid's top left corner.
    pub corner: (f32, f32),
    /// The grid's side.
    pub side: f32,
    /// The font size of the caption line.
    pub caption_size: f32,
    /// The caption line's baseline.
    pub caption_baseline: f32,
}

/// The slots of one page, row by row.
pub(crate) fn slots(options: &PrintOptions) -> Vec<Slot> {
    let (width, height) = options.paper.size();
    let (cols, rows) = options.per_page.columns_rows();
    let caption_size = if options.per_page.get() == 1 {
        13.0
    } else {
        10.0
    };
    let caption_room = caption_size * 2.5;
    let slot_w = (width - 2.0 * MARGIN - (cols - 1) as f32 * GAP) / cols as f32;
    let slot_h = (height - 2.0 * MARGIN - (rows - 1) as f32 * GAP) / rows as f32;
    let side = slot_w.min(slot_h - caption_room);
    // The block of grids and captions is centred on the page.
    let block_w = cols as f32 * side + (cols - 1) as f32 * GAP;
    let block_h = rows as f32 * (side + caption_room) + (rows - 1) as f32 * GAP;
    let left = (width - block_w) / 2.0;
    let top = (height - block_h) / 2.0;
    (0..rows)
        .flat_map(|row| (0..cols).map(move |col| (row, col)))
        .map(|(row, col)| {
            let x = left + col as f32 * (side + GAP);
            let y = top + row as f32 * (side + caption_room + GAP);
            Slot {
                corner: (x, y),
                side,
                caption_size,
                caption_baseline: y + side + caption_size * 1.4,
            }
        })
        .collect()
}

/// How many pages `count` puzzles take, solutions included.
pub fn page_count(count: usize, options: &PrintOptions) -> usize {
    let pages = count.div_ceil(options.per_page.get());
    if options.solutions { 2 * pages } else { pages }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_layout_fits_its_page_without_overlaps() {
        for paper in Paper::ALL {
            for n in PerPage::ALL {
                let per_page = PerPage::new(n).unwrap_or_default();
                let options = PrintOptions {
                    per_page,
                    paper,
                    ..PrintOptions::default()
                };
                let slots = slots(&options);
                let (width, height) = paper.size();
                assert_eq!(slots.len(), n);
                for (i, a) in slots.iter().enumerate() {
                    assert!(a.corner.0 >= MARGIN - 0.01 && a.corner.1 >= MARGIN - 0.01);
                    assert!(a.corner.0 + a.side <= width - MARGIN + 0.01);
                    assert!(a.caption_baseline + a.caption_size <= height - MARGIN + 0.01);
                    for b in &slots[i + 1..] {
                        let apart_x = b.corner.0 >= a.corner.0 + a.side + GAP - 0.01;
                        let below = b.corner.1 >= a.caption_baseline + a.caption_size;
                        assert!(apart_x || below, "{paper:?} {n}: {a:?} and {b:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn per_page_and_paper_accept_only_what_is_offered() {
        assert!(PerPage::new(3).is_none());
        assert_eq!(PerPage::new(6).map(PerPage::get), Some(6));
        assert_eq!("Letter".parse::<Paper>(), Ok(Paper::Letter));
        assert!("a5".parse::<Paper>().is_err());
        let options = PrintOptions {
            solutions: true,
            ..PrintOptions::default()
        };
        assert_eq!(page_count(5, &options), 4);
    }
}
