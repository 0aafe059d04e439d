//! Bytes to a grey picture: the format guessed from the bytes (PNG, JPEG, WebP), the size
//! checked before a pixel is decoded, light ink on a dark ground turned around.

use super::ScanError;
use image::{DynamicImage, GrayImage, ImageDecoder, ImageReader, Limits};
use std::io::Cursor;

/// The most pixels a picture may have (a 40-megapixel camera's photo).
pub const MAX_PIXELS: u64 = 40_000_000;
/// The most bytes the decoders may allocate.
const MAX_ALLOC: u64 = 512 * 1024 * 1024;

/// Decodes `bytes` to grey levels, dark ink on a light ground.
pub fn grey(bytes: &[u8]) -> Result<GrayImage, ScanError> {
    let not_picture = |reason: String| ScanError::Decode { reason };
    let mut reader = ImageReader::new(Cursor::new(bytes))
        .with_guessed_format()
        .map_err(|e| not_picture(e.to_string()))?;
    if reader.format().is_none() {
        return Err(ScanError::NotPicture);
    }
    let mut limits = Limits::default();
    limits.max_alloc = Some(MAX_ALLOC);
    reader.limits(limits);
    let decoder = reader
        .into_decoder()
        .map_err(|e| not_picture(e.to_string()))?;
    let (width, height) = decoder.dimensions();
    check_size(width, height)?;
    let picture = DynamicImage::from_decoder(decoder).map_err(|e| not_picture(e.to_string()))?;
    Ok(to_grey(&picture))
}

/// Refuses a picture too big to decode or too small to hold a grid.
pub fn check_size(width: u32, height: u32) -> Result<(), ScanError> {
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(ScanError::TooBig { width, height });
    }
    if width < 32 || height < 32 {
        return Err(ScanError::TooSmall { width, height });
    }
    Ok(())
}

/// The picture in grey levels, dark ink on a light ground. A pixel's grey is its darkest
/// channel, so that ink of any colour (red digits, blue entries) stands out from white paper
/// as black ink does.
pub fn to_grey(picture: &DynamicImage) -> GrayImage {
    let rgb = picture.to_rgb8();
    let mut grey = GrayImage::from_fn(rgb.width(), rgb.height(), |x, y| {
        let [r, g, b] = rgb.get_pixel(x, y).0;
        image::Luma([r.min(g).min(b)])
    });
    if is_dark(&grey) {
        image::imageops::invert(&mut grey);
    }
    grey
}

/// Whether the picture is light ink on a dark ground (a dark theme's screenshot): more of its
/// pixels stand out brighter than the median grey than darker. A dim photo of paper still
/// has dark ink on a ground that is the median, so it stays as it is.
fn is_dark(grey: &GrayImage) -> bool {
    let mut counts = [0u64; 256];
    for pixel in grey.pixels() {
        counts[usize::from(pixel.0[0])] += 1;
    }
    let half = u64::from(grey.width()) * u64::from(grey.height()) / 2;
    let mut seen = 0;
    let median = counts
        .iter()
        .position(|count| {
            seen += count;
            seen > half
        })
        .unwrap_or(128);
    let darker: u64 = counts[..median.saturating_sub(STANDS_OUT)].iter().sum();
    let brighter: u64 = counts[(median + STANDS_OUT).min(256)..].iter().sum();
    brighter > darker * 2
}

/// How far from the median grey a pixel must be to count as ink in [`is_dark`].
const STANDS_OUT: usize = 40;
