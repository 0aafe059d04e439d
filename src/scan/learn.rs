//! The training shapes of the shipped model, and the labelled photos they come from: each
//! photo `imageN.jpg` has `imageN.dat` (two header lines, then nine rows of digits, 0 for an
//! empty cell), as in the newspaper photos of Wicht and Hennebert's Sudoku dataset (CC-BY-4.0).
//! Fonts give more shapes: boards drawn by [`super::render`] in varied styles go through the
//! same pipeline as the photos.

use super::features::LEN;
use super::render::{Style, render};
use super::{ScanError, cells, grid};
use image::GrayImage;
use rand::Rng;
use std::path::{Path, PathBuf};

/// A digit and its shape's features as bytes.
pub type Sample = (u8, [u8; LEN]);

/// A labelled photo: the picture's path and its 81 givens (0 for empty).
#[derive(Debug, Clone)]
pub struct Labelled {
    /// The picture.
    pub path: PathBuf,
    /// Its givens, row by row.
    pub values: Vec<u8>,
}

/// The givens of a `.dat` file: the last 81 digits, row by row.
pub fn read_dat(text: &str) -> Option<Vec<u8>> {
    let rows: Vec<Vec<u8>> = text
        .lines()
        .skip(2)
        .map(|line| {
            line.split_whitespace()
                .filter_map(|t| t.parse::<u8>().ok())
                .collect::<Vec<u8>>()
        })
        .filter(|row| !row.is_empty())
        .collect();
    let values: Vec<u8> = rows.concat();
    (values.len() == 81 && values.iter().all(|&v| v <= 9)).then_some(values)
}

/// Every `*.jpg` of `folder` with a readable `.dat` beside it, ordered by name.
pub fn labelled_photos(folder: &Path) -> std::io::Result<Vec<Labelled>> {
    let mut photos = Vec::new();
    for entry in std::fs::read_dir(folder)? {
        let path = entry?.path();
        if path.extension().is_none_or(|e| e != "jpg") {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(path.with_extension("dat")) else {
            continue;
        };
        if let Some(values) = read_dat(&text) {
            photos.push(Labelled { path, values });
        }
    }
    photos.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(photos)
}

/// The shapes of the digit cells of a picture whose givens are `values`; a digit cell where
/// the pipeline sees nothing gives no shape.
pub fn samples(grey: &GrayImage, values: &[u8]) -> Result<Vec<Sample>, ScanError> {
    let straightened = grid::straighten(grey)?;
    let shapes = cells::shapes(&straightened.picture, &straightened.cells);
    Ok(shapes
        .into_iter()
        .zip(values)
        .filter_map(|(shape, &digit)| {
            let shape = shape.filter(|_| digit != 0)?;
            Some((digit, shape.features.to_bytes()))
        })
        .collect())
}

/// Shapes of the digits of `font`, drawn on `boards` boards of random digits in random
/// styles (light and heavy lines, sizes, a small turn, a little blur).
pub fn font_samples(font: &[u8], boards: usize, rng: &mut impl Rng) -> Vec<Sample> {
    let mut all = Vec::new();
    for _ in 0..boards {
        let values: Vec<u8> = (0..81)
            .map(|_| {
                if rng.random_bool(0.4) {
                    rng.random_range(1..=9)
                } else {
                    0
                }
            })
            .collect();
        let style = random_style(rng);
        let Ok(picture) = render(&values, font, &style) else {
            return all;
        };
        if let Ok(found) = samples(&picture, &values) {
            all.extend(found);
        }
    }
    all
}

/// A style for [`font_samples`] and test pictures: cells of 24 to 56 pixels, digits of half to
/// four fifths of a cell, a turn of up to 3 degrees, blur up to 1 pixel.
pub fn random_style(rng: &mut impl Rng) -> Style {
    let cell = rng.random_range(24.0..56.0);
    Style {
        cell,
        margin: rng.random_range(4.0..40.0),
        thin: rng.random_range(0..200),
        thin_width: rng.random_range(1.0..2.0),
        thick_width: rng.random_range(2.0..5.0),
        digit_size: rng.random_range(0.5..0.8),
        degrees: rng.random_range(-3.0..3.0),
        blur: if rng.random_bool(0.5) {
            rng.random_range(0.3..1.0)
        } else {
            0.0
        },
        ..Style::default()
    }
}

/// The fonts the shipped model learns from, besides the built-in Ubuntu Light and Hack, as
/// Debian installs them: DejaVu (Bitstream Vera licence; `fonts-dejavu-core`,
/// `fonts-dejavu-extra`), Noto (SIL OFL 1.1; `fonts-noto-mono`, `fonts-noto-core`),
/// Liberation (SIL OFL 1.1; `fonts-liberation2`), Roboto (Apache 2.0;
/// `fonts-roboto-unhinted`), Lato (SIL OFL 1.1; `fonts-lato`), Open Sans (Apache 2.0;
/// `fonts-open-sans`), Carlito and Caladea (SIL OFL 1.1; `fonts-crosextra-carlito`,
/// `fonts-crosextra-caladea`). Only shapes measured on them ship, never the fonts.
pub const TRAINING_FONTS: &[&str] = &[
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSans-ExtraLight.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSerifCondensed.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf",
    "/usr/share/fonts/truetype/noto/NotoMono-Regular.ttf",
    "/usr/share/fonts/truetype/noto/NotoSansMono-Bold.ttf",
    "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
    "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf",
    "/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf",
    "/usr/share/fonts/truetype/noto/NotoSerif-Bold.ttf",
    "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf",
    "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf",
    "/usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf",
    "/usr/share/fonts/truetype/liberation2/LiberationSerif-Bold.ttf",
    "/usr/share/fonts/truetype/liberation2/LiberationMono-Regular.ttf",
    "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf",
    "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Bold.ttf",
    "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Light.ttf",
    "/usr/share/fonts/truetype/lato/Lato-Regular.ttf",
    "/usr/share/fonts/truetype/lato/Lato-Bold.ttf",
    "/usr/share/fonts/truetype/open-sans/OpenSans-Regular.ttf",
    "/usr/share/fonts/truetype/open-sans/OpenSans-Bold.ttf",
    "/usr/share/fonts/truetype/open-sans/OpenSans-Light.ttf",
    "/usr/share/fonts/truetype/crosextra/Carlito-Regular.ttf",
    "/usr/share/fonts/truetype/crosextra/Caladea-Regular.ttf",
    "/usr/share/fonts/truetype/crosextra/Caladea-Bold.ttf",
];

/// The training fonts that are installed, by name, with the built-in ones first; a missing
/// font is named on stderr.
pub fn training_fonts() -> Vec<(String, Vec<u8>)> {
    let mut fonts = vec![
        (
            "Ubuntu Light".to_string(),
            epaint_default_fonts::UBUNTU_LIGHT.to_vec(),
        ),
        (
            "Hack".to_string(),
            epaint_default_fonts::HACK_REGULAR.to_vec(),
        ),
    ];
    for path in TRAINING_FONTS {
        match std::fs::read(path) {
            Ok(bytes) => fonts.push((path.to_string(), bytes)),
            Err(e) => eprintln!("{path}: {e} (skipped)"),
        }
    }
    fonts
}

/// The shapes of every training font, `boards` boards each.
pub fn all_font_samples(boards: usize, rng: &mut impl Rng) -> Vec<Sample> {
    training_fonts()
        .iter()
        .flat_map(|(_, bytes)| font_samples(bytes, boards, rng))
        .collect()
}

/// The shapes of every labelled photo, one list a photo (empty where the grid was not
/// found or the file could not be read).
pub fn photo_samples(photos: &[Labelled]) -> Vec<Vec<Sample>> {
    photos
        .iter()
        .map(|photo| {
            std::fs::read(&photo.path)
                .ok()
                .and_then(|bytes| super::decode::grey(&bytes).ok())
                .and_then(|grey| samples(&grey, &photo.values).ok())
                .unwrap_or_default()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dat_file_gives_its_81_givens_and_a_short_one_none() {
        let mut text = "camera\n640x480:24 JPG\n".to_string();
        for row in 0..9 {
            let digits: Vec<String> = (0..9).map(|col| ((row + col) % 10).to_string()).collect();
            text.push_str(&format!("{} \n", digits.join(" ")));
        }
        let values = read_dat(&text).unwrap_or_default();
        assert_eq!(values.len(), 81);
        assert_eq!(values.get(10), Some(&2));
        assert_eq!(read_dat("a\nb\n1 2 3\n"), None);
    }
}
