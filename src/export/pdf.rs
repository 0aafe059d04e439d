//! The printed sheets as a PDF, written with `krilla`: one page per [`super::layout::PerPage`]
//! puzzles, each grid drawn as [`super::picture`] draws a board, its title and caption under
//! it, then the solution pages. Every digit and word is real text in the embedded font (the
//! subset it uses), so a reader can select, copy and search it.

use super::font::{FONT, Face, FontError};
use super::layout::{PrintOptions, Sheet, Slot, slots};
use super::paper::{Rgb, Seg};
use super::picture::{Align, Board, Canvas, Text, draw_board, start_x};
use crate::t;
use krilla::Document;
use krilla::color::rgb;
use krilla::geom::{PathBuilder, Point};
use krilla::metadata::Metadata;
use krilla::page::PageSettings;
use krilla::paint::{Fill, LineCap, LineJoin, Stroke};
use krilla::surface::Surface;
use krilla::text::{Font, GlyphId, KrillaGlyph};

/// Why a PDF could not be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
pub enum PdfError {
    /// The built-in font could not be read.
    #[error(transparent)]
    Font(#[from] FontError),
    /// There was nothing to print.
    #[error("{}", crate::t!("error-no-puzzle-to-print"))]
    Empty,
    /// The PDF writer failed.
    #[error("{}", crate::t!("error-pdf-could-not-be-made", reason = .reason))]
    Writer {
        /// What the writer said.
        reason: String,
    },
}

/// The PDF of `sheets`: the puzzles, then (with [`PrintOptions::solutions`]) their
/// solutions, `options.per_page` a page.
pub fn to_pdf(sheets: &[Sheet], options: &PrintOptions) -> Result<Vec<u8>, PdfError> {
    if sheets.is_empty() {
        return Err(PdfError::Empty);
    }
    let face = Face::new()?;
    let font = Font::new(FONT.into(), 0).ok_or_else(|| PdfError::Writer {
        reason: t!("error-built-in-font-was-refused"),
    })?;
    let (width, height) = options.paper.size();
    let settings = PageSettings::from_wh(width, height).ok_or_else(|| PdfError::Writer {
        reason: t!(
            "error-no-page-of-x-points",
            width = &width,
            height = &height
        ),
    })?;
    let slots = slots(options);
    let mut document = Document::new();
    document.set_metadata(
        Metadata::new()
            .title("Sudoku puzzles".into())
            .creator("Shudu".into()),
    );
    let per_page = options.per_page.get();
    let passes: &[bool] = if options.solutions {
        &[false, true]
    } else {
        &[false]
    };
    for &solutions in passes {
        for chunk in sheets.chunks(per_page) {
            let mut page = document.start_page_with(settings.clone());
            let mut surface = page.surface();
            let mut canvas = PdfCanvas {
                surface: &mut surface,
                font: font.clone(),
            };
            for (sheet, slot) in chunk.iter().zip(&slots) {
                draw_sheet(&mut canvas, &face, sheet, slot, solutions, options.letters);
            }
            surface.finish();
            page.finish();
        }
    }
    document.finish().map_err(|e| PdfError::Writer {
        reason: format!("{e:?}"),
    })
}

/// One puzzle (or its solution) in its slot, with the title and caption under it.
fn draw_sheet(
    canvas: &mut PdfCanvas,
    face: &Face,
    sheet: &Sheet,
    slot: &Slot,
    solution: bool,
    letters: bool,
) {
    let shown = if solution {
        sheet.solution.as_ref()
    } else {
        None
    };
    let board = Board::from_grid(&sheet.puzzle, shown, letters);
    draw_board(canvas, face, &board, slot.corner, slot.side);
    let size = slot.caption_size;
    // The longest caption that leaves room for the title (at least for "Puzzle 10").
    let title_room = face
        .width(&sheet.title, size)
        .min(face.width("Puzzle 10", size));
    let caption = match (solution, shown) {
        (false, _) => (sheet.captions.iter())
            .find(|c| face.width(c, size) + size + title_room <= slot.side)
            .or(sheet.captions.last())
            .cloned()
            .unwrap_or_default(),
        (true, Some(_)) => "Solution".to_string(),
        (true, None) => "No single solution".to_string(),
    };
    let right = slot.corner.0 + slot.side;
    let caption = fit(face, &caption, size, slot.side);
    let caption_width = face.width(&caption, size);
    // The title gives way to the caption: shortened with an ellipsis if both do not fit.
    let room = slot.side - caption_width - size;
    let title = fit(face, &sheet.title, size, room);
    for (text, x, align) in [
        (title.as_str(), slot.corner.0, Align::Left),
        (caption.as_str(), right, Align::Right),
    ] {
        let line = Text {
            text,
            at: (x, slot.caption_baseline),
            size,
            colour: super::paper::BLACK,
            heavy: false,
            align,
        };
        canvas.text(face, &line);
    }
}

/// `text`, shortened with `…` until it is at most `room` wide at `size`.
fn fit(face: &Face, text: &str, size: f32, room: f32) -> String {
    if face.width(text, size) <= room {
        return text.to_string();
    }
    let mut chars: Vec<char> = text.chars().collect();
    while !chars.is_empty() {
        chars.pop();
        let shorter: String = chars.iter().collect::<String>() + "…";
        if face.width(&shorter, size) <= room {
            return shorter;
        }
    }
    String::new()
}

fn colour(rgb: Rgb) -> rgb::Color {
    rgb::Color::new(rgb.0, rgb.1, rgb.2)
}

/// A canvas on a krilla page.
struct PdfCanvas<'a, 'b> {
    surface: &'a mut Surface<'b>,
    font: Font,
}

impl Canvas for PdfCanvas<'_, '_> {
    fn fill(&mut self, at: (f32, f32), size: (f32, f32), rgb: Rgb) {
        let mut builder = PathBuilder::new();
        builder.move_to(at.0, at.1);
        builder.line_to(at.0 + size.0, at.1);
        builder.line_to(at.0 + size.0, at.1 + size.1);
        builder.line_to(at.0, at.1 + size.1);
        builder.close();
        let Some(path) = builder.finish() else {
            return;
        };
        self.surface.set_stroke(None);
        self.surface.set_fill(Some(Fill {
            paint: colour(rgb).into(),
            ..Fill::default()
        }));
        self.surface.draw_path(&path);
    }

    fn line(&mut self, from: (f32, f32), to: (f32, f32), width: f32, rgb: Rgb) {
        let mut builder = PathBuilder::new();
        builder.move_to(from.0, from.1);
        builder.line_to(to.0, to.1);
        let Some(path) = builder.finish() else {
            return;
        };
        self.surface.set_fill(None);
        self.surface.set_stroke(Some(Stroke {
            paint: colour(rgb).into(),
            width,
            line_cap: LineCap::Square,
            ..Stroke::default()
        }));
        self.surface.draw_path(&path);
    }

    fn shape(&mut self, segs: &[Seg], fill: Option<Rgb>, stroke: Option<(f32, Rgb)>) {
        let mut builder = PathBuilder::new();
        for seg in segs {
            match *seg {
                Seg::Move(p) => builder.move_to(p.0, p.1),
                Seg::Line(p) => builder.line_to(p.0, p.1),
                Seg::Cubic(a, b, p) => builder.cubic_to(a.0, a.1, b.0, b.1, p.0, p.1),
                Seg::Close => builder.close(),
            }
        }
        let Some(path) = builder.finish() else {
            return;
        };
        self.surface.set_fill(fill.map(|rgb| Fill {
            paint: colour(rgb).into(),
            ..Fill::default()
        }));
        self.surface.set_stroke(stroke.map(|(width, rgb)| Stroke {
            paint: colour(rgb).into(),
            width,
            line_cap: LineCap::Round,
            line_join: LineJoin::Round,
            ..Stroke::default()
        }));
        self.surface.draw_path(&path);
    }

    fn text(&mut self, face: &Face, text: &Text) {
        let glyphs: Vec<KrillaGlyph> = face
            .glyphs(text.text)
            .into_iter()
            .map(|g| KrillaGlyph::new(GlyphId::new(g.id), g.advance, 0.0, 0.0, 0.0, g.range, None))
            .collect();
        let width = face.width(text.text, text.size);
        let x = start_x(text.at.0, width, text.align);
        self.surface.set_fill(Some(Fill {
            paint: colour(text.colour).into(),
            ..Fill::default()
        }));
        // Givens are heavier than the light font: outlined as well as filled, still text.
        let stroke = text.heavy.then(|| Stroke {
            paint: colour(text.colour).into(),
            width: text.size * 0.035,
            ..Stroke::default()
        });
        self.surface.set_stroke(stroke);
        self.surface.draw_glyphs(
            Point::from_xy(x, text.at.1),
            &glyphs,
            self.font.clone(),
            text.text,
            text.size,
            false,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Grid, Shape};
    use crate::export::layout::PerPage;

    fn sheet(size: usize) -> Sheet {
        let shape = Shape::from_size(size).unwrap_or_else(|e| panic!("{e}"));
        let mut values = vec![0u8; size * size];
        values[0] = u8::try_from(size).unwrap_or(9);
        let puzzle = Grid::from_values(shape, &values).unwrap_or_else(|e| panic!("{e}"));
        Sheet {
            title: "Puzzle 1".into(),
            captions: vec![format!("{size}x{size}")],
            puzzle,
            solution: None,
        }
    }

    #[test]
    fn every_size_from_4x4_to_25x25_makes_a_complete_pdf() {
        for size in [4, 6, 8, 9, 12, 16, 20, 25] {
            let options = PrintOptions {
                per_page: PerPage::new(2).unwrap_or_default(),
                solutions: true,
                letters: true,
                ..PrintOptions::default()
            };
            let sheets = vec![sheet(size); 3];
            let pdf = to_pdf(&sheets, &options).unwrap_or_else(|e| panic!("{size}: {e}"));
            assert!(pdf.starts_with(b"%PDF-"), "{size}");
            assert!(String::from_utf8_lossy(&pdf).trim_end().ends_with("%%EOF"));
        }
        assert_eq!(to_pdf(&[], &PrintOptions::default()), Err(PdfError::Empty));
    }

    #[test]
    fn a_long_title_gives_way_with_an_ellipsis() {
        let face = Face::new().unwrap_or_else(|e| panic!("{e}"));
        let title = "A very long title that cannot fit beside its caption";
        let short = fit(&face, title, 10.0, 60.0);
        assert!(
            short.ends_with('…') && face.width(&short, 10.0) <= 60.0,
            "{short}"
        );
        assert_eq!(fit(&face, "Puzzle 1", 10.0, 200.0), "Puzzle 1");
    }
}
