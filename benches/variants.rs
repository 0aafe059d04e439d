//! Speed of variant puzzles, one at a time on one core: for each variant and level, the
//! median, p90 and slowest time to generate a puzzle (`generator::generate_variant`), and to
//! count the solutions of the puzzle made (up to 2, as `shudu count` does).
//!
//! `SHUDU_VARIANT_SAMPLES=k` sets the number of seeds per case (default 21);
//! `SHUDU_VARIANT_FILE=path` also counts every puzzle of a file (one a line: killer short
//! forms, SudoCue lines, f-puzzles JSON lines, ...), printing each one's time.
//! Run with `cargo bench --bench variants`.

// A benchmark may unwrap: a panic is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use shudu::board::{Shape, Variant};
use shudu::formats;
use shudu::generator::{VariantRequest, batch_seed, generate_variant};
use shudu::rate::Level;
use shudu::solver::{self, CancelToken};
use std::time::{Duration, Instant};

fn main() {
    let samples: u64 = std::env::var("SHUDU_VARIANT_SAMPLES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(21);
    println!(
        "{:<28} {:>5} {:>10} {:>10} {:>10} {:>11} {:>11}",
        "case", "runs", "gen med ms", "gen p90", "gen max", "count med ms", "count max"
    );
    let cancel = CancelToken::new();
    for variant in Variant::ALL.into_iter().skip(1) {
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            let (mut made, mut counted) = (Vec::new(), Vec::new());
            for i in 0..samples {
                let request = VariantRequest {
                    variant,
                    shape: Shape::NINE,
                    level,
                    seed: batch_seed(7, i),
                };
                let start = Instant::now();
                let puzzle = generate_variant(&request, &cancel).unwrap().puzzle;
                made.push(start.elapsed());
                let start = Instant::now();
                let found = solver::count_solutions(&puzzle, 2, &cancel).unwrap();
                counted.push(start.elapsed());
                assert_eq!(found.count, 1);
            }
            let (g, c) = (stats(&mut made), stats(&mut counted));
            println!(
                "{:<28} {samples:>5} {:>10.1} {:>10.1} {:>10.1} {:>11.2} {:>11.2}",
                format!("{} {}", variant.name(), level.name()),
                g[0],
                g[1],
                g[2],
                c[0],
                c[2]
            );
        }
    }
    if let Ok(path) = std::env::var("SHUDU_VARIANT_FILE") {
        count_file(&path, &cancel);
    }
}

/// Counts every puzzle of the file at `path`, printing each one's time and the median.
fn count_file(path: &str, cancel: &CancelToken) {
    let text = std::fs::read_to_string(path).unwrap();
    let mut times = Vec::new();
    for (k, puzzle) in formats::puzzles(&text, path).enumerate() {
        let grid = puzzle.unwrap().grid;
        let start = Instant::now();
        let found = solver::count_solutions(&grid, 2, cancel).unwrap();
        let took = start.elapsed();
        println!(
            "puzzle {:>3}: {} solution(s), {:.1} ms",
            k + 1,
            found.count,
            ms(took)
        );
        times.push(took);
    }
    let s = stats(&mut times);
    println!(
        "{path}: median {:.1} ms, p90 {:.1} ms, max {:.1} ms",
        s[0], s[1], s[2]
    );
}

/// Median, p90 and largest, in milliseconds.
fn stats(times: &mut [Duration]) -> [f64; 3] {
    times.sort_unstable();
    let at = |q: f64| {
        let index = ((times.len() as f64 - 1.0) * q).round() as usize;
        times.get(index).map_or(0.0, |&t| ms(t))
    };
    [at(0.5), at(0.9), at(1.0)]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}
