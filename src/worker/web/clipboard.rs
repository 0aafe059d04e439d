//! The picture on the clipboard: a page cannot read it without a permission prompt that
//! egui's key handling never reaches, so Paste picture says so (a picture file can be opened
//! or dropped on the page instead).

use crate::scan::ScanError;
use crate::t;
use image::GrayImage;

/// Always the reason the browser gives no picture.
pub(crate) fn picture() -> Result<GrayImage, ScanError> {
    Err(ScanError::NoClipboardPicture {
        reason: t!("web-no-clipboard-picture"),
    })
}
