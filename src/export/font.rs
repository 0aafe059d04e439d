//! The one typeface of printed sheets and board pictures: Ubuntu Light, the bytes egui ships
//! (crate `epaint_default_fonts`, under the Ubuntu Font Licence 1.0, which allows embedding
//! the font in documents). Glyphs, advances and outlines are read from those bytes with
//! `skrifa`, so a PDF or PNG looks the same on every machine, whatever fonts it has.

use skrifa::instance::{LocationRef, Size};
use skrifa::outline::{DrawSettings, OutlinePen};
use skrifa::{FontRef, GlyphId, MetadataProvider};
use std::ops::Range;

/// The font's bytes, embedded in every PDF.
pub(crate) const FONT: &[u8] = epaint_default_fonts::UBUNTU_LIGHT;

/// The font could not be read: a broken build, never the user's input.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
#[error("{}", crate::t!("error-built-in-font-could-not", reason = .reason))]
pub struct FontError {
    /// What the font reader said.
    pub reason: String,
}

/// One glyph of a run of text.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Glyph {
    /// The font's glyph id.
    pub id: u32,
    /// How far the pen moves after it, in ems.
    pub advance: f32,
    /// The bytes of the text it stands for (so a PDF reader can copy the text).
    pub range: Range<usize>,
}

/// A font, read: the built-in one, or (for the picture reader's training) another.
pub(crate) struct Face<'a> {
    font: FontRef<'a>,
    /// Font units per em.
    units: f32,
    /// The height of capitals and digits, in ems (for centring digits in cells).
    cap: f32,
}

impl Face<'static> {
    /// Reads the built-in font.
    pub fn new() -> Result<Face<'static>, FontError> {
        Face::from_data(FONT)
    }
}

impl<'a> Face<'a> {
    /// Reads the font in `data` (TrueType or OpenType).
    pub fn from_data(data: &'a [u8]) -> Result<Face<'a>, FontError> {
        let font = FontRef::new(data).map_err(|e| FontError {
            reason: e.to_string(),
        })?;
        let metrics = font.metrics(Size::unscaled(), LocationRef::default());
        let units = f32::from(metrics.units_per_em.max(1));
        let cap = metrics.cap_height.map_or(0.7, |c| c / units);
        Ok(Face { font, units, cap })
    }

    /// The glyphs of `text`, one a character (digits and Latin text need no shaping).
    pub fn glyphs(&self, text: &str) -> Vec<Glyph> {
        let charmap = self.font.charmap();
        let metrics = self
            .font
            .glyph_metrics(Size::unscaled(), LocationRef::default());
        text.char_indices()
            .map(|(at, c)| {
                let id = charmap.map(c).unwrap_or(GlyphId::NOTDEF);
                Glyph {
                    id: id.to_u32(),
                    advance: metrics.advance_width(id).unwrap_or(0.0) / self.units,
                    range: at..at + c.len_utf8(),
                }
            })
            .collect()
    }

    /// The width of `text` at `size`.
    pub fn width(&self, text: &str, size: f32) -> f32 {
        self.glyphs(text).iter().map(|g| g.advance).sum::<f32>() * size
    }

    /// The height of digits at `size`.
    pub fn cap_height(&self, size: f32) -> f32 {
        self.cap * size
    }

    /// Draws glyph `id` at `size` into `pen`, in font coordinates (y up, origin on the
    /// baseline). A glyph without an outline (a space) draws nothing.
    pub fn outline(&self, id: u32, size: f32, pen: &mut impl OutlinePen) {
        if let Some(glyph) = self.font.outline_glyphs().get(GlyphId::new(id)) {
            let settings = DrawSettings::unhinted(Size::new(size), LocationRef::default());
            // A glyph that fails to draw is left out; the rest of the picture stands.
            let _ = glyph.draw(settings, pen);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_letters_and_the_middle_dot_have_glyphs_and_widths() {
        let face = Face::new().unwrap_or_else(|e| panic!("{e}"));
        for text in ["0123456789", "ABCDEFGHIJKLMNOP", "Hard · SE 2.6"] {
            let glyphs = face.glyphs(text);
            assert_eq!(glyphs.len(), text.chars().count());
            assert!(glyphs.iter().all(|g| g.id != 0), "{text}: a missing glyph");
        }
        assert!(face.width("25", 10.0) > face.width("2", 10.0));
        let cap = face.cap_height(1.0);
        assert!((0.5..0.9).contains(&cap), "{cap}");
        let dot = face.glyphs("a·b");
        assert_eq!(dot[1].range, 1..3, "byte ranges follow UTF-8");
    }
}
