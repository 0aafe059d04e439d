//! Sudoku pictures drawn in any font and style, as a screenshot or a scan would show them:
//! the reader's training shapes for fonts, and test pictures. Lines and digits are drawn
//! with `vello_cpu` (as the PNG export draws), turned by a small angle and blurred if asked.

use crate::export::FontError;
use crate::export::font::Face;
use crate::export::png::PathPen;
use image::{GrayImage, Luma};
use vello_cpu::color::{AlphaColor, Srgb};
use vello_cpu::kurbo::{Affine, BezPath, Cap, Point, Rect, Stroke};
use vello_cpu::{Pixmap, RenderContext, Resources};

/// How a picture looks.
#[derive(Debug, Clone, PartialEq)]
pub struct Style {
    /// The side of a cell, in pixels.
    pub cell: f32,
    /// The space around the grid, in pixels.
    pub margin: f32,
    /// The ground's grey level.
    pub paper: u8,
    /// The digits' and thick lines' grey level.
    pub ink: u8,
    /// The thin lines' grey level.
    pub thin: u8,
    /// The thin lines' width, in pixels.
    pub thin_width: f32,
    /// The box lines' width, in pixels.
    pub thick_width: f32,
    /// The digits' font size, as a part of the cell.
    pub digit_size: f32,
    /// The turn of the whole picture, in degrees.
    pub degrees: f32,
    /// A Gaussian blur's sigma, in pixels (0 for none).
    pub blur: f32,
}

impl Default for Style {
    fn default() -> Style {
        Style {
            cell: 40.0,
            margin: 24.0,
            paper: 255,
            ink: 0,
            thin: 136,
            thin_width: 1.0,
            thick_width: 3.0,
            digit_size: 0.65,
            degrees: 0.0,
            blur: 0.0,
        }
    }
}

/// Draws the 81 `values` (row by row, 0 for empty) in the font `font` (TrueType or
/// OpenType bytes).
pub fn render(values: &[u8], font: &[u8], style: &Style) -> Result<GrayImage, FontError> {
    let face = Face::from_data(font)?;
    let side = (9.0 * style.cell + 2.0 * style.margin)
        .ceil()
        .clamp(32.0, 4000.0) as u16;
    let mut context = RenderContext::new(side, side);
    let grey = |level: u8| AlphaColor::<Srgb>::from_rgb8(level, level, level);
    context.set_paint(grey(style.paper));
    context.fill_rect(&Rect::new(0.0, 0.0, f64::from(side), f64::from(side)));
    let centre = f64::from(side) / 2.0;
    context.set_transform(Affine::rotate_about(
        f64::from(style.degrees).to_radians(),
        Point::new(centre, centre),
    ));
    let (m, c) = (f64::from(style.margin), f64::from(style.cell));
    for i in 0..=9 {
        let (width, level) = if i % 3 == 0 {
            (style.thick_width, style.ink)
        } else {
            (style.thin_width, style.thin)
        };
        let at = m + f64::from(i) * c;
        context.set_paint(grey(level));
        context.set_stroke(Stroke::new(f64::from(width)).with_caps(Cap::Square));
        let mut path = BezPath::new();
        path.move_to((at, m));
        path.line_to((at, m + 9.0 * c));
        path.move_to((m, at));
        path.line_to((m + 9.0 * c, at));
        context.stroke_path(&path);
    }
    let size = style.digit_size * style.cell;
    for (i, &value) in values.iter().enumerate().take(81) {
        if !(1..=9).contains(&value) {
            continue;
        }
        let text = char::from(b'0' + value).to_string();
        let Some(glyph) = face.glyphs(&text).into_iter().next() else {
            continue;
        };
        let (row, col) = ((i / 9) as f32, (i % 9) as f32);
        let mut pen = PathPen {
            path: BezPath::new(),
            x: f64::from(style.margin + (col + 0.5) * style.cell - glyph.advance * size / 2.0),
            baseline: f64::from(
                style.margin + (row + 0.5) * style.cell + face.cap_height(size) / 2.0,
            ),
        };
        face.outline(glyph.id, size, &mut pen);
        context.set_paint(grey(style.ink));
        context.fill_path(&pen.path);
    }
    let mut target = Pixmap::new(side, side);
    context.flush();
    context.render(&mut target, &mut Resources::new());
    let pixels = target.take_unpremultiplied();
    let picture = GrayImage::from_fn(u32::from(side), u32::from(side), |x, y| {
        let at = y as usize * usize::from(side) + x as usize;
        Luma([pixels.get(at).map_or(style.paper, |p| p.g)])
    });
    Ok(if style.blur > 0.0 {
        image::imageops::blur(&picture, style.blur)
    } else {
        picture
    })
}
