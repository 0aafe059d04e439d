//! Measures the picture reader honestly.
//!
//! 1. The photos, cross-validated: the labelled photos split in 5 folds by image; each fold
//!    is read with a model made without its photos (the font shapes and the other folds').
//! 2. Screenshots: boards drawn in fonts the model never learnt (URW's, from Debian's
//!    `fonts-urw-base35`), light and dark, turned, blurred, JPEG-compressed, read with a
//!    model of every training shape.
//!
//! It prints exact pictures (all 81 cells right) and cells right for each, and the median
//! time of a reading in this process (decoding included).
//!
//! `cargo run --profile fastrel --example scan_eval -- ../shared/pictures/newspaper-train
//! [DUMP_FOLDER]`: with a dump folder, the straightened grid of each photo read wrong is
//! saved there as `NAME.png`, and each screenshot read wrong as `FONT-N.jpg` (the picture
//! read), to look at.

use image::codecs::jpeg::JpegEncoder;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use shudu::board::Shape;
use shudu::generator::{random_puzzle, random_solution};
use shudu::scan::Reading;
use shudu::scan::learn::{self, Sample};
use shudu::scan::model::Model;
use shudu::scan::render::render;
use shudu::solver::CancelToken;
use std::path::PathBuf;
use std::time::Instant;

/// Folds of the cross-validation.
const FOLDS: usize = 5;
/// Boards drawn per training font (as `scan_learn`).
const BOARDS_PER_FONT: usize = 8;
/// Fonts the model never sees, for the screenshots.
const HELD_OUT_FONTS: &[&str] = &[
    "/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf",
    "/usr/share/fonts/opentype/urw-base35/NimbusSans-Bold.otf",
    "/usr/share/fonts/opentype/urw-base35/NimbusRoman-Regular.otf",
    "/usr/share/fonts/opentype/urw-base35/NimbusRoman-Bold.otf",
    "/usr/share/fonts/opentype/urw-base35/C059-Roman.otf",
    "/usr/share/fonts/opentype/urw-base35/P052-Roman.otf",
    "/usr/share/fonts/opentype/urw-base35/URWGothic-Book.otf",
    "/usr/share/fonts/opentype/urw-base35/URWBookman-Light.otf",
    "/usr/share/fonts/opentype/urw-base35/NimbusMonoPS-Regular.otf",
    "/usr/share/fonts/opentype/urw-base35/NimbusSansNarrow-Regular.otf",
];
/// Screenshots drawn per held-out font.
const SCREENSHOTS_PER_FONT: usize = 10;

/// Pictures read, exact pictures, cells right, and each reading's time.
#[derive(Default)]
struct Tally {
    pictures: usize,
    exact: usize,
    cells: usize,
    right: usize,
    seconds: Vec<f64>,
    wrong: Vec<String>,
}

impl Tally {
    /// Adds a picture read as `reading` (`None`: no grid found) whose givens are `truth`.
    /// A wrong cell is listed as `rRcC:TRUTH>READ`, then `?` if the reader was unsure of it
    /// and `.` if it saw no digit shape there at all (too faint, or too far from every digit).
    fn add(&mut self, name: &str, reading: Option<&Reading>, truth: &[u8], seconds: f64) {
        let read = reading.map(Reading::values);
        self.pictures += 1;
        self.cells += 81;
        self.seconds.push(seconds);
        let right = read.as_ref().map_or(0, |read| {
            read.iter().zip(truth).filter(|(a, b)| a == b).count()
        });
        self.right += right;
        if right == 81 {
            self.exact += 1;
            return;
        }
        // Digits missed (read as empty), digits seen in empty cells, and digits misread.
        let (mut missed, mut extra, mut misread) = (0, 0, 0);
        let mut cells = String::new();
        for (i, (&a, &b)) in read
            .as_deref()
            .unwrap_or(&[0; 81])
            .iter()
            .zip(truth)
            .enumerate()
        {
            match (a, b) {
                (0, b) if b != 0 => missed += 1,
                (a, 0) if a != 0 => extra += 1,
                (a, b) if a != b => misread += 1,
                _ => continue,
            }
            let cell = reading.and_then(|r| r.cells.get(i));
            if let Some(cell) = cell.filter(|_| missed + extra + misread <= 12) {
                let unsure = if cell.uncertain { "?" } else { "" };
                let unseen = if cell.ranking.0.is_empty() { "." } else { "" };
                cells.push_str(&format!(
                    " r{}c{}:{b}>{a}{unsure}{unseen}",
                    i / 9 + 1,
                    i % 9 + 1
                ));
            }
        }
        let found = if read.is_some() { "" } else { " no grid" };
        self.wrong.push(format!(
            "{name} ({right}/81: -{missed} +{extra} ~{misread}{found}){cells}"
        ));
    }

    fn print(&mut self, what: &str) {
        self.seconds.sort_by(f64::total_cmp);
        let median = self
            .seconds
            .get(self.seconds.len() / 2)
            .copied()
            .unwrap_or(0.0);
        println!(
            "{what}: {}/{} pictures exact ({:.1}%), {}/{} cells right ({:.2}%), median {:.0} ms",
            self.exact,
            self.pictures,
            100.0 * self.exact as f64 / self.pictures.max(1) as f64,
            self.right,
            self.cells,
            100.0 * self.right as f64 / self.cells.max(1) as f64,
            median * 1000.0
        );
        println!("  wrong (-missed +extra ~misread):");
        for wrong in &self.wrong {
            println!("    {wrong}");
        }
    }
}

fn main() {
    let Some(folder) = std::env::args_os().nth(1).map(PathBuf::from) else {
        eprintln!("usage: scan_eval PHOTO_FOLDER [DUMP_FOLDER]");
        std::process::exit(2);
    };
    let dump = std::env::args_os().nth(2).map(PathBuf::from);
    let photos = learn::labelled_photos(&folder).unwrap_or_default();
    let mut rng = StdRng::seed_from_u64(25);
    let fonts = learn::all_font_samples(BOARDS_PER_FONT, &mut rng);
    let from_photos = learn::photo_samples(&photos);
    let cancel = CancelToken::new();
    let mut tally = Tally::default();
    let (mut right, mut extra) = (Vec::new(), Vec::new());
    for fold in 0..FOLDS {
        let mut training: Vec<Sample> = fonts.clone();
        for (i, samples) in from_photos.iter().enumerate() {
            if i % FOLDS != fold {
                training.extend_from_slice(samples);
            }
        }
        let model = Model::from_samples(&training);
        for photo in photos.iter().skip(fold).step_by(FOLDS) {
            let start = Instant::now();
            let reading = std::fs::read(&photo.path)
                .ok()
                .and_then(|bytes| shudu::scan::read(&model, &bytes, &cancel).ok());
            if let Some(reading) = &reading {
                for (cell, &truth) in reading.cells.iter().zip(&photo.values) {
                    let best = cell.ranking.0.first().map(|&(_, d)| d);
                    if let (Some(d), Some(digit)) = (best, cell.digit) {
                        if truth == 0 {
                            extra.push(d)
                        } else if truth == digit {
                            right.push(d)
                        }
                    }
                }
            }
            let name = photo
                .path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned());
            let name = name.unwrap_or_default();
            if let (Some(dump), Some(reading)) = (&dump, &reading)
                && reading.values() != photo.values
            {
                let path = dump.join(&name).with_extension("png");
                if let Err(e) = reading.straightened.save(&path) {
                    eprintln!("{}: {e}", path.display());
                }
            }
            let seconds = start.elapsed().as_secs_f64();
            tally.add(&name, reading.as_ref(), &photo.values, seconds);
        }
    }
    tally.print("photos, 5-fold cross-validated");
    for (what, mut scores) in [
        ("digits read right", right),
        ("digits read in empty cells", extra),
    ] {
        scores.sort_by(f32::total_cmp);
        let at = |part: f64| {
            scores
                .get((part * (scores.len().max(1) - 1) as f64) as usize)
                .copied()
                .unwrap_or(0.0)
        };
        println!(
            "  best distance of {what}: median {:.3}, 99% {:.3}, 99.9% {:.3}, max {:.3}; min {:.3}",
            at(0.5),
            at(0.99),
            at(0.999),
            at(1.0),
            at(0.0)
        );
    }
    let mut all = fonts;
    all.extend(from_photos.concat());
    screenshots(&Model::from_samples(&all), &mut rng, dump.as_deref());
}

/// Reads boards drawn in the held-out fonts.
fn screenshots(model: &Model, rng: &mut StdRng, dump: Option<&std::path::Path>) {
    let cancel = CancelToken::new();
    let mut tally = Tally::default();
    for path in HELD_OUT_FONTS {
        let Ok(font) = std::fs::read(path) else {
            eprintln!("{path}: missing (skipped)");
            continue;
        };
        for n in 0..SCREENSHOTS_PER_FONT {
            let solution = random_solution(Shape::NINE, rng);
            let values = random_puzzle(&solution, 0.35, rng).values().to_vec();
            let style = learn::random_style(rng);
            let Ok(mut picture) = render(&values, &font, &style) else {
                continue;
            };
            if n % 2 == 1 {
                image::imageops::invert(&mut picture);
            }
            let mut bytes = Vec::new();
            let quality = rng.random_range(50..95);
            if JpegEncoder::new_with_quality(&mut bytes, quality)
                .encode_image(&picture)
                .is_err()
            {
                continue;
            }
            let start = Instant::now();
            let reading = shudu::scan::read(model, &bytes, &cancel).ok();
            let seconds = start.elapsed().as_secs_f64();
            let name = format!("{path} #{n}");
            if let Some(dump) = dump
                && reading.as_ref().is_none_or(|r| r.values() != values)
            {
                let stem = std::path::Path::new(path).file_stem().unwrap_or_default();
                let file = dump.join(format!("{}-{n}.jpg", stem.to_string_lossy()));
                if let Err(e) = std::fs::write(&file, &bytes) {
                    eprintln!("{}: {e}", file.display());
                }
            }
            tally.add(&name, reading.as_ref(), &values, seconds);
        }
    }
    tally.print("screenshots in held-out fonts");
}
