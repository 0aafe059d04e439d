//! The board as a PNG picture (and as plain RGBA pixels, for the clipboard): the same drawing
//! as the SVG export and the printed sheets ([`super::picture`]), rasterised with `vello_cpu`,
//! the renderer egui itself already builds, with the digits' outlines taken from the built-in
//! font. No system font and no extra library is needed.

use super::font::{Face, FontError};
use super::paper::{Rgb, Seg};
use super::picture::{Board, Canvas, Text, draw_board, start_x};
use skrifa::outline::OutlinePen;
use vello_cpu::color::{AlphaColor, Srgb};
use vello_cpu::kurbo::{BezPath, Cap, Join, Rect, Stroke};
use vello_cpu::{Pixmap, RenderContext, Resources};

/// The side of one cell, in pixels (as the SVG export's user units).
pub const CELL: usize = 60;
/// The white margin around the grid, in pixels.
pub const MARGIN: usize = 12;

/// Why a picture could not be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PictureError {
    /// The built-in font could not be read.
    #[error(transparent)]
    Font(#[from] FontError),
    /// The PNG encoder failed.
    #[error("{}", crate::t!("error-png-could-not-be-encoded", reason = .reason))]
    Encode {
        /// What the encoder said.
        reason: String,
    },
}

/// An image as rows of RGBA pixels, 8 bits a channel, not premultiplied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Raster {
    /// Width in pixels.
    pub width: usize,
    /// Height in pixels.
    pub height: usize,
    /// `width * height * 4` bytes, row by row.
    pub rgba: Vec<u8>,
}

/// The side of a board's picture in pixels: the cells and a margin around them.
pub fn picture_side(board: &Board) -> usize {
    board.shape.size() * CELL + 2 * MARGIN
}

/// Draws `board` on a white square of [`picture_side`] pixels.
pub fn rasterise(board: &Board) -> Result<Raster, PictureError> {
    let face = Face::new()?;
    let side = picture_side(board);
    // At most 25 * 60 + 24 pixels: always fits.
    let pixels = u16::try_from(side).unwrap_or(u16::MAX);
    let mut painter = Painter {
        context: RenderContext::new(pixels, pixels),
    };
    painter.context.set_paint(colour(Rgb(255, 255, 255)));
    painter
        .context
        .fill_rect(&Rect::new(0.0, 0.0, f64::from(pixels), f64::from(pixels)));
    let margin = MARGIN as f32;
    let grid = (board.shape.size() * CELL) as f32;
    draw_board(&mut painter, &face, board, (margin, margin), grid);
    let mut target = Pixmap::new(pixels, pixels);
    painter.context.flush();
    painter.context.render(&mut target, &mut Resources::new());
    let rgba = target
        .take_unpremultiplied()
        .into_iter()
        .flat_map(|p| [p.r, p.g, p.b, p.a])
        .collect();
    let side = usize::from(pixels);
    Ok(Raster {
        width: side,
        height: side,
        rgba,
    })
}

/// The board as the bytes of a PNG file.
pub fn board_png(board: &Board) -> Result<Vec<u8>, PictureError> {
    encode_png(&rasterise(board)?)
}

/// A raster as the bytes of a PNG file.
pub fn encode_png(raster: &Raster) -> Result<Vec<u8>, PictureError> {
    let failed = |e: png::EncodingError| PictureError::Encode {
        reason: e.to_string(),
    };
    let mut bytes = Vec::new();
    let (width, height) = (
        u32::try_from(raster.width).unwrap_or(u32::MAX),
        u32::try_from(raster.height).unwrap_or(u32::MAX),
    );
    let mut encoder = png::Encoder::new(&mut bytes, width, height);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().map_err(failed)?;
    writer.write_image_data(&raster.rgba).map_err(failed)?;
    writer.finish().map_err(failed)?;
    Ok(bytes)
}

fn colour(rgb: Rgb) -> AlphaColor<Srgb> {
    AlphaColor::from_rgb8(rgb.0, rgb.1, rgb.2)
}

/// A canvas on vello_cpu's render context.
struct Painter {
    context: RenderContext,
}

impl Canvas for Painter {
    fn fill(&mut self, at: (f32, f32), size: (f32, f32), rgb: Rgb) {
        let mut path = BezPath::new();
        let (x, y) = (f64::from(at.0), f64::from(at.1));
        let (w, h) = (f64::from(size.0), f64::from(size.1));
        path.move_to((x, y));
        path.line_to((x + w, y));
        path.line_to((x + w, y + h));
        path.line_to((x, y + h));
        path.close_path();
        self.context.set_paint(colour(rgb));
        self.context.fill_path(&path);
    }

    fn line(&mut self, from: (f32, f32), to: (f32, f32), width: f32, rgb: Rgb) {
        let mut path = BezPath::new();
        path.move_to((f64::from(from.0), f64::from(from.1)));
        path.line_to((f64::from(to.0), f64::from(to.1)));
        self.context.set_paint(colour(rgb));
        self.context
            .set_stroke(Stroke::new(f64::from(width)).with_caps(Cap::Square));
        self.context.stroke_path(&path);
    }

    fn shape(&mut self, segs: &[Seg], fill: Option<Rgb>, stroke: Option<(f32, Rgb)>) {
        let point = |p: (f32, f32)| (f64::from(p.0), f64::from(p.1));
        let mut path = BezPath::new();
        for seg in segs {
            match *seg {
                Seg::Move(p) => path.move_to(point(p)),
                Seg::Line(p) => path.line_to(point(p)),
                Seg::Cubic(a, b, p) => path.curve_to(point(a), point(b), point(p)),
                Seg::Close => path.close_path(),
            }
        }
        if let Some(rgb) = fill {
            self.context.set_paint(colour(rgb));
            self.context.fill_path(&path);
        }
        if let Some((width, rgb)) = stroke {
            self.context.set_paint(colour(rgb));
            let stroke = Stroke::new(f64::from(width))
                .with_caps(Cap::Round)
                .with_join(Join::Round);
            self.context.set_stroke(stroke);
            self.context.stroke_path(&path);
        }
    }

    fn text(&mut self, face: &Face, text: &Text) {
        let glyphs = face.glyphs(text.text);
        let width = glyphs.iter().map(|g| g.advance).sum::<f32>() * text.size;
        let mut pen = PathPen {
            path: BezPath::new(),
            x: f64::from(start_x(text.at.0, width, text.align)),
            baseline: f64::from(text.at.1),
        };
        for glyph in &glyphs {
            face.outline(glyph.id, text.size, &mut pen);
            pen.x += f64::from(glyph.advance * text.size);
        }
        self.context.set_paint(colour(text.colour));
        self.context.fill_path(&pen.path);
        if text.heavy {
            let weight = f64::from(text.size) * 0.035;
            self.context.set_stroke(Stroke::new(weight));
            self.context.stroke_path(&pen.path);
        }
    }
}

/// Collects glyph outlines into one path, turning the font's y-up coordinates into the
/// picture's y-down ones at the pen's place.
pub(crate) struct PathPen {
    /// The outlines so far.
    pub path: BezPath,
    /// Where the next glyph starts.
    pub x: f64,
    /// The baseline's y.
    pub baseline: f64,
}

impl PathPen {
    fn at(&self, x: f32, y: f32) -> (f64, f64) {
        (self.x + f64::from(x), self.baseline - f64::from(y))
    }
}

impl OutlinePen for PathPen {
    fn move_to(&mut self, x: f32, y: f32) {
        self.path.move_to(self.at(x, y));
    }

    fn line_to(&mut self, x: f32, y: f32) {
        self.path.line_to(self.at(x, y));
    }

    fn quad_to(&mut self, cx0: f32, cy0: f32, x: f32, y: f32) {
        self.path.quad_to(self.at(cx0, cy0), self.at(x, y));
    }

    fn curve_to(&mut self, cx0: f32, cy0: f32, cx1: f32, cy1: f32, x: f32, y: f32) {
        self.path
            .curve_to(self.at(cx0, cy0), self.at(cx1, cy1), self.at(x, y));
    }

    fn close(&mut self) {
        self.path.close_path();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Grid, Shape};

    fn board(shape: Shape, first: u8) -> Board {
        let n = shape.size();
        let mut values = vec![0u8; n * n];
        values[0] = first;
        let grid = Grid::from_values(shape, &values).unwrap_or_else(|e| panic!("{e}"));
        Board::from_grid(&grid, None, true)
    }

    fn pixel(raster: &Raster, x: usize, y: usize) -> [u8; 4] {
        let at = (y * raster.width + x) * 4;
        let mut out = [0; 4];
        out.copy_from_slice(&raster.rgba[at..at + 4]);
        out
    }

    #[test]
    fn the_picture_has_a_white_margin_black_box_lines_and_ink_in_a_given() {
        let raster = rasterise(&board(Shape::NINE, 5)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(raster.width, 9 * CELL + 2 * MARGIN);
        assert_eq!(raster.rgba.len(), raster.width * raster.height * 4);
        assert_eq!(pixel(&raster, 2, 2), [255, 255, 255, 255], "margin");
        // The outer box line at x = MARGIN, halfway down the first cell.
        assert_eq!(pixel(&raster, MARGIN, MARGIN + CELL / 2), [0, 0, 0, 255]);
        // The given 5 leaves dark pixels inside its cell; an empty cell has none.
        let dark = |x0: usize, y0: usize| {
            (8..CELL - 8)
                .flat_map(|dy| (8..CELL - 8).map(move |dx| (dx, dy)))
                .filter(|&(dx, dy)| pixel(&raster, x0 + dx, y0 + dy)[0] < 128)
                .count()
        };
        assert!(dark(MARGIN, MARGIN) > 50, "{}", dark(MARGIN, MARGIN));
        assert_eq!(dark(MARGIN + CELL, MARGIN), 0);
    }

    #[test]
    fn a_png_starts_with_the_signature_and_holds_a_25x25_board() {
        let shape = Shape::from_size(25).unwrap_or_else(|e| panic!("{e}"));
        let bytes = board_png(&board(shape, 25)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
        // IHDR: width and height, big-endian, after the signature and the chunk header.
        let side = u32::from_be_bytes([bytes[16], bytes[17], bytes[18], bytes[19]]);
        assert_eq!(side as usize, 25 * CELL + 2 * MARGIN);
    }
}
