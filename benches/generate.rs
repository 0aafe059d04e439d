//! Speed of `generator::generate`, one puzzle at a time on one core: for each case (shape,
//! level, symmetry), the median, p90 and slowest time per puzzle over a run of seeds, and how
//! many puzzles were carved and graded per puzzle kept (the "1 in N" of the level).
//!
//! `SHUDU_GEN_SAMPLES=k` sets the number of seeds per case (default 21; extreme and 25x25 use
//! a third as many); `SHUDU_GEN_ONLY=text` runs only the cases whose name contains `text`.
//! Run with `cargo bench --bench generate`.

// A benchmark may unwrap: a panic is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use shudu::board::Shape;
use shudu::generator::{Request, Symmetry, batch_seed, generate};
use shudu::rate::Level;
use shudu::solver::CancelToken;
use std::time::{Duration, Instant};

fn main() {
    let samples: u64 = std::env::var("SHUDU_GEN_SAMPLES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(21);
    let only = std::env::var("SHUDU_GEN_ONLY").unwrap_or_default();
    let nine = Shape::NINE;
    let mut cases: Vec<(Shape, Level, Symmetry)> = Level::ALL
        .iter()
        .map(|&level| (nine, level, Symmetry::None))
        .collect();
    cases.extend([
        (nine, Level::Hard, Symmetry::Rot180),
        (nine, Level::Master, Symmetry::Rot90),
        (Shape::from_size(6).unwrap(), Level::Hard, Symmetry::None),
        (Shape::from_size(16).unwrap(), Level::Easy, Symmetry::None),
        (Shape::from_size(16).unwrap(), Level::Hard, Symmetry::Rot180),
        (Shape::from_size(10).unwrap(), Level::Master, Symmetry::None),
        (Shape::from_size(16).unwrap(), Level::Expert, Symmetry::None),
        (Shape::from_size(25).unwrap(), Level::Easy, Symmetry::None),
        (Shape::from_size(25).unwrap(), Level::Hard, Symmetry::None),
    ]);
    println!(
        "{:<32} {:>5} {:>10} {:>10} {:>10} {:>9} {:>7}",
        "case", "runs", "median ms", "p90 ms", "max ms", "1 in N", "max N"
    );
    for (shape, level, symmetry) in cases {
        let n = shape.size();
        let name = format!("{n}x{n} {} {symmetry}", level.name());
        if !name.contains(&only) {
            continue;
        }
        let runs = if level == Level::Extreme || n > 16 || level > Level::Hard && n > 9 {
            samples.div_ceil(3)
        } else {
            samples
        };
        let mut times = Vec::new();
        let mut tries = Vec::new();
        for i in 0..runs {
            let request = Request {
                shape,
                level,
                symmetry,
                seed: batch_seed(2026, i),
            };
            let start = Instant::now();
            let made = generate(&request, &CancelToken::new()).unwrap();
            times.push(start.elapsed());
            tries.push(made.tries);
        }
        times.sort();
        let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        println!(
            "{name:<32} {runs:>5} {:>10.1} {:>10.1} {:>10.1} {:>9.1} {:>7}",
            ms(at(0.5)),
            ms(at(0.9)),
            ms(at(1.0)),
            tries.iter().sum::<usize>() as f64 / tries.len() as f64,
            tries.iter().max().unwrap()
        );
    }
}
