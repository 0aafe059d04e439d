//! Makes the picture reader's shipped model, `assets/scan/digits.bin`: the digit shapes of
//! the labelled training photos (Wicht and Hennebert's Sudoku dataset, CC-BY-4.0) and of
//! boards drawn in free fonts (see `shudu::scan::learn`).
//!
//! `cargo run --profile fastrel --example scan_learn -- ../shared/pictures/newspaper-train
//! assets/scan/digits.bin`

use rand::SeedableRng;
use rand::rngs::StdRng;
use shudu::scan::learn;
use shudu::scan::model::Model;
use std::path::PathBuf;
use std::process::ExitCode;

/// Boards drawn per training font.
const BOARDS_PER_FONT: usize = 8;

fn main() -> ExitCode {
    let args: Vec<PathBuf> = std::env::args_os().skip(1).map(PathBuf::from).collect();
    let [photos, out] = args.as_slice() else {
        eprintln!("usage: scan_learn PHOTO_FOLDER OUTPUT_FILE");
        return ExitCode::from(2);
    };
    let labelled = match learn::labelled_photos(photos) {
        Ok(labelled) => labelled,
        Err(e) => {
            eprintln!("{}: {e}", photos.display());
            return ExitCode::from(2);
        }
    };
    let mut samples: Vec<learn::Sample> = learn::photo_samples(&labelled).concat();
    let from_photos = samples.len();
    let mut rng = StdRng::seed_from_u64(25);
    samples.extend(learn::all_font_samples(BOARDS_PER_FONT, &mut rng));
    if let Err(e) = std::fs::write(out, Model::to_bytes(&samples)) {
        eprintln!("{}: {e}", out.display());
        return ExitCode::from(2);
    }
    println!(
        "{} shapes ({from_photos} from {} photos, {} from fonts) written to {}",
        samples.len(),
        labelled.len(),
        samples.len() - from_photos,
        out.display()
    );
    ExitCode::SUCCESS
}
