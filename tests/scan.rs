//! `shudu scan`, driven as a user drives it: the real binary on shared newspaper photos
//! (Wicht and Hennebert's Sudoku dataset, CC-BY-4.0), on pictures drawn here (the project's
//! own PNG export, and boards turned, blurred, dark or JPEG-compressed), and on files that
//! are not pictures.

// Helpers may unwrap: a panic in a test is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use common::{shared_folder, shudu};
use image::codecs::jpeg::JpegEncoder;
use rand::SeedableRng;
use rand::rngs::StdRng;
use shudu::board::{Grid, Shape};
use shudu::export::picture::Board;
use shudu::export::png::board_png;
use shudu::generator::{random_puzzle, random_solution};
use shudu::scan::learn::read_dat;
use shudu::scan::render::{Style, render};
use std::path::{Path, PathBuf};
use std::process::Output;

/// Photos of the shared set that the shipped model reads exactly (it was trained on them,
/// so this checks the pipeline end to end, not how well it generalises: `scan_eval` does).
const PHOTOS: &[&str] = &["image1", "image10", "image1006", "image109"];

fn lines(output: &Output) -> Vec<String> {
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn line_of(values: &[u8]) -> String {
    values
        .iter()
        .map(|&v| if v == 0 { '.' } else { char::from(b'0' + v) })
        .collect()
}

fn path_str(path: &Path) -> &str {
    path.to_str().unwrap()
}

/// Runs `shudu scan` on `paths`, which must all read (exit status 0).
fn scan_all(paths: &[PathBuf]) -> Output {
    let args: Vec<&str> = ["scan"]
        .into_iter()
        .chain(paths.iter().map(|p| path_str(p)))
        .collect();
    let out = shudu(&args, "");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    out
}

/// A puzzle with at least one solution, made from a seed.
fn puzzle(seed: u64) -> Grid {
    let mut rng = StdRng::seed_from_u64(seed);
    let solution = random_solution(Shape::NINE, &mut rng);
    random_puzzle(&solution, 0.4, &mut rng)
}

fn jpeg(picture: &image::GrayImage, quality: u8) -> Vec<u8> {
    let mut bytes = Vec::new();
    JpegEncoder::new_with_quality(&mut bytes, quality)
        .encode_image(picture)
        .unwrap();
    bytes
}

#[test]
fn shared_photos_read_exactly_in_input_order() {
    let Some(folder) = shared_folder("pictures/newspaper-train") else {
        return;
    };
    let paths: Vec<PathBuf> = PHOTOS
        .iter()
        .map(|name| folder.join(format!("{name}.jpg")))
        .collect();
    let out = scan_all(&paths);
    let expected: Vec<String> = paths
        .iter()
        .map(|p| {
            let text = std::fs::read_to_string(p.with_extension("dat")).unwrap();
            line_of(&read_dat(&text).unwrap())
        })
        .collect();
    assert_eq!(lines(&out), expected);
}

#[test]
fn the_projects_own_png_export_reads_back() {
    let dir = tempfile::tempdir().unwrap();
    let grid = puzzle(1);
    let path = dir.path().join("board.png");
    std::fs::write(
        &path,
        board_png(&Board::from_grid(&grid, None, false)).unwrap(),
    )
    .unwrap();
    let out = shudu(&["scan", path_str(&path)], "");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(lines(&out), [line_of(grid.values())]);
}

#[test]
fn turned_blurred_dark_and_compressed_pictures_read_back() {
    let dir = tempfile::tempdir().unwrap();
    let font = epaint_default_fonts::UBUNTU_LIGHT;
    let looks = [
        Style {
            degrees: 2.5,
            ..Style::default()
        },
        Style {
            blur: 0.9,
            cell: 30.0,
            ..Style::default()
        },
        Style {
            degrees: -1.5,
            thick_width: 2.0,
            digit_size: 0.55,
            ..Style::default()
        },
    ];
    let mut paths = Vec::new();
    let mut expected = Vec::new();
    for (i, style) in looks.iter().enumerate() {
        let grid = puzzle(10 + i as u64);
        let mut picture = render(grid.values(), font, style).unwrap();
        if i == 1 {
            // A dark theme: light lines and digits on a dark ground.
            image::imageops::invert(&mut picture);
        }
        let path = dir.path().join(format!("board{i}.jpg"));
        std::fs::write(&path, jpeg(&picture, 70)).unwrap();
        paths.push(path);
        expected.push(line_of(grid.values()));
    }
    let out = scan_all(&paths);
    assert_eq!(lines(&out), expected);
}

#[test]
fn files_that_are_not_pictures_are_unreadable_with_a_reason_and_exit_one() {
    let dir = tempfile::tempdir().unwrap();
    let text = dir.path().join("puzzle.txt");
    std::fs::write(&text, "not a picture at all").unwrap();
    let grid = puzzle(2);
    let png = board_png(&Board::from_grid(&grid, None, false)).unwrap();
    let truncated = dir.path().join("truncated.png");
    std::fs::write(&truncated, &png[..png.len() / 3]).unwrap();
    let good = dir.path().join("good.png");
    std::fs::write(&good, &png).unwrap();
    let blank = dir.path().join("blank.png");
    std::fs::write(
        &blank,
        jpeg(
            &image::GrayImage::from_pixel(200, 200, image::Luma([255])),
            90,
        ),
    )
    .unwrap();
    let missing = dir.path().join("missing.png");
    let args = [
        "scan",
        path_str(&text),
        path_str(&good),
        path_str(&truncated),
        path_str(&blank),
        path_str(&missing),
    ];
    let out = shudu(&args, "");
    assert_eq!(out.status.code(), Some(1));
    let expected = [
        "unreadable".to_string(),
        line_of(grid.values()),
        "unreadable".to_string(),
        "unreadable".to_string(),
        "unreadable".to_string(),
    ];
    assert_eq!(lines(&out), expected);
    let err = stderr(&out);
    assert!(err.contains("puzzle.txt: not a picture"), "{err}");
    assert!(
        err.contains("truncated.png: the picture could not be decoded"),
        "{err}"
    );
    assert!(err.contains("blank.png: no grid found"), "{err}");
    assert!(err.contains("missing.png"), "{err}");
}

#[test]
fn a_picture_with_huge_dimensions_is_refused_before_decoding() {
    let dir = tempfile::tempdir().unwrap();
    // A PNG header that claims 100000 x 100000 pixels, with no pixel data.
    let mut chunk = b"IHDR".to_vec();
    chunk.extend_from_slice(&100_000u32.to_be_bytes());
    chunk.extend_from_slice(&100_000u32.to_be_bytes());
    chunk.extend_from_slice(&[8, 0, 0, 0, 0]);
    let mut png = b"\x89PNG\r\n\x1a\n\0\0\0\x0d".to_vec();
    png.extend_from_slice(&chunk);
    png.extend_from_slice(&crc32(&chunk).to_be_bytes());
    // An empty data chunk and the end: a decoder reads the header before any pixel.
    for name in [b"IDAT", b"IEND"] {
        png.extend_from_slice(&0u32.to_be_bytes());
        png.extend_from_slice(name);
        png.extend_from_slice(&crc32(name).to_be_bytes());
    }
    let path = dir.path().join("huge.png");
    std::fs::write(&path, &png).unwrap();
    let out = shudu(&["scan", path_str(&path)], "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(lines(&out), ["unreadable"]);
    let err = stderr(&out);
    assert!(
        err.contains("huge.png: the picture is too big: 100000x100000"),
        "{err}"
    );
}

/// The CRC-32 of PNG chunks.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

#[test]
fn scan_needs_at_least_one_picture() {
    let out = shudu(&["scan"], "");
    assert_eq!(out.status.code(), Some(2));
}

mod bytes {
    //! Bytes that are not a valid picture, thrown at the reader in the library: it answers,
    //! never panics (the fuzz target `scan` does the same for longer).

    use super::*;
    use proptest::prelude::*;
    use shudu::scan::{self, ScanError};
    use shudu::solver::CancelToken;
    use std::sync::OnceLock;

    /// A small picture of a board, as PNG bytes, to mutate.
    fn seed_png() -> &'static [u8] {
        static PNG: OnceLock<Vec<u8>> = OnceLock::new();
        PNG.get_or_init(|| board_png(&Board::from_grid(&puzzle(3), None, false)).unwrap())
    }

    fn answers(bytes: &[u8]) {
        match scan::read(shudu::worker::digit_model(), bytes, &CancelToken::new()) {
            Ok(reading) => assert_eq!(reading.to_line().chars().count(), 81),
            Err(ScanError::Cancelled) => panic!("nothing cancelled this reading"),
            Err(_) => {}
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        #[test]
        fn random_bytes_are_refused_without_panic(bytes in proptest::collection::vec(any::<u8>(), 0..2048)) {
            answers(&bytes);
        }

        #[test]
        fn a_png_with_bytes_changed_or_cut_answers(
            changes in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..12),
            keep in any::<prop::sample::Index>(),
        ) {
            let mut bytes = seed_png().to_vec();
            for (at, value) in changes {
                let at = at.index(bytes.len());
                bytes[at] = value;
            }
            bytes.truncate(keep.index(bytes.len()) + 1);
            answers(&bytes);
        }
    }
}
