//! Reading a puzzle from a picture, decoding included, with the shipped model: three shared
//! newspaper photos (640x480, 1600x1200 and 960x1280: skipped when `../shared/pictures` is
//! absent) and a screenshot-like PNG drawn here. Target: under 0.5 s a picture (release).
//!
//! The accuracy on the photos, cross-validated, and on screenshots in fonts the model never
//! saw: `cargo run --profile fastrel --example scan_eval -- ../shared/pictures/newspaper-train`.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use rand::SeedableRng;
use rand::rngs::StdRng;
use shudu::board::Shape;
use shudu::export::picture::Board;
use shudu::export::png::board_png;
use shudu::generator::{random_puzzle, random_solution};
use shudu::solver::CancelToken;
use std::path::PathBuf;

fn main() {
    divan::main();
}

/// Photos of three sizes from the shared training set.
const PHOTOS: &[&str] = &["image1", "image109", "image1006"];

#[divan::bench(args = PHOTOS)]
fn photo(bencher: divan::Bencher, name: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/pictures/newspaper-train")
        .join(format!("{name}.jpg"));
    let Ok(bytes) = std::fs::read(&path) else {
        eprintln!("skipped: cannot read {}", path.display());
        return;
    };
    let cancel = CancelToken::new();
    bencher.bench(|| {
        shudu::scan::read(shudu::worker::digit_model(), &bytes, &cancel).map(|r| r.to_line())
    });
}

#[divan::bench]
fn screenshot(bencher: divan::Bencher) {
    let mut rng = StdRng::seed_from_u64(25);
    let puzzle = random_puzzle(&random_solution(Shape::NINE, &mut rng), 0.4, &mut rng);
    let bytes = board_png(&Board::from_grid(&puzzle, None, false)).unwrap();
    let cancel = CancelToken::new();
    bencher.bench(|| {
        shudu::scan::read(shudu::worker::digit_model(), &bytes, &cancel)
            .unwrap()
            .to_line()
    });
}
