//! The picture on the system clipboard, read on the scan lane's thread (a clipboard owner
//! that is slow to answer never holds up the window).

use crate::scan::{ScanError, decode};
use crate::t;
use image::{GrayImage, RgbaImage};

/// The clipboard's picture in grey levels, dark ink on a light ground.
pub(super) fn picture() -> Result<GrayImage, ScanError> {
    let missing = |e: arboard::Error| ScanError::NoClipboardPicture {
        reason: e.to_string(),
    };
    let data = arboard::Clipboard::new()
        .and_then(|mut clipboard| clipboard.get_image())
        .map_err(missing)?;
    let (width, height) = (
        u32::try_from(data.width).unwrap_or(u32::MAX),
        u32::try_from(data.height).unwrap_or(u32::MAX),
    );
    decode::check_size(width, height)?;
    let rgba = RgbaImage::from_raw(width, height, data.bytes.into_owned()).ok_or_else(|| {
        ScanError::NoClipboardPicture {
            reason: t!("its-pixels-do-not-fill"),
        }
    })?;
    Ok(decode::to_grey(&image::DynamicImage::ImageRgba8(rgba)))
}
