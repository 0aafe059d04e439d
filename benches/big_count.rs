//! The tail of `count --limit 2` on 16x16 and 25x25 puzzles with random givens: for each size
//! and each band of givens (25%, 30%, ..., 60% of the cells, each puzzle within 2.5 points of
//! its band), the median, p99 and slowest time per puzzle, with the nodes of the slowest and
//! the mean nodes (searches stopped at the cap count 0).
//!
//! The sets are made in memory from a fixed seed: a random solved grid
//! ([`generator::random_solution`]: random, then its digits relabelled and its rows, bands,
//! columns and stacks shuffled), transposed half of the time, then each cell kept as a given
//! with the puzzle's fraction. Many puzzles have several solutions.
//!
//! Environment: `SHUDU_BIG_PER_BAND=k` puzzles per band and size (default 25: 200 per size);
//! `SHUDU_BIG_SEED=s` another set (default 21); `SHUDU_BIG_SIZES=16,25` the sides;
//! `SHUDU_BIG_CAP=seconds` stops a search after that long (default 30; it is then shown as
//! `>cap` and counted at the cap); `SHUDU_BIG_WRITE=DIR` also writes each set to
//! `DIR/NxN.txt`, one puzzle a line after a `# band%` comment, for
//! `shudu count --limit 2 DIR/NxN.txt`; `SHUDU_BIG_READ=DIR` times the sets written there
//! instead (the same puzzles before and after a change to the engine, which also completes the
//! random solved grids).
//! Run with `cargo bench --bench big_count`.

// A benchmark may unwrap: a panic is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use shudu::board::{Grid, Shape};
use shudu::formats;
use shudu::generator::{batch_seed, random_puzzle, random_solution};
use shudu::solver::{self, CancelToken};
use std::time::{Duration, Instant};

/// The bands of givens, in percent of the cells.
const BANDS: [u32; 8] = [25, 30, 35, 40, 45, 50, 55, 60];

fn env<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

fn main() {
    let per_band: u64 = env("SHUDU_BIG_PER_BAND", 25);
    let seed: u64 = env("SHUDU_BIG_SEED", 21);
    let cap = Duration::from_secs_f64(env("SHUDU_BIG_CAP", 30.0));
    let sizes: String = env("SHUDU_BIG_SIZES", "16,25".to_string());
    let write = std::env::var("SHUDU_BIG_WRITE").ok();
    let read = std::env::var("SHUDU_BIG_READ").ok();
    println!("count --limit 2, {per_band} puzzles per band, seed {seed}, cap {cap:?}");
    println!(
        "{:>7} {:>6} {:>4} {:>10} {:>10} {:>10} {:>10} {:>10} {:>6}",
        "size", "givens", "n", "p50", "p99", "max", "max nodes", "mean nodes", "multi"
    );
    for side in sizes
        .split(',')
        .filter_map(|s| s.trim().parse::<usize>().ok())
    {
        let shape = Shape::from_size(side).unwrap();
        let set = match &read {
            Some(dir) => read_set(&format!("{dir}/{side}x{side}.txt")),
            None => make_set(shape, seed, per_band),
        };
        if let Some(dir) = &write {
            let text: String = set
                .iter()
                .map(|(band, g)| format!("# {band}%\n{}\n", formats::to_line(g)))
                .collect();
            std::fs::write(format!("{dir}/{side}x{side}.txt"), text).unwrap();
        }
        let mut all = Vec::new();
        for band in BANDS {
            let times: Vec<Timed> = set
                .iter()
                .filter(|(b, _)| *b == band)
                .map(|(_, grid)| time_count(grid, cap))
                .collect();
            report(&format!("{side}x{side}"), &format!("{band}%"), &times, cap);
            all.extend(times);
        }
        report(&format!("{side}x{side}"), "all", &all, cap);
    }
}

/// `per_band` puzzles for each band, with their band.
fn make_set(shape: Shape, seed: u64, per_band: u64) -> Vec<(u32, Grid)> {
    let mut set = Vec::new();
    for (b, &band) in BANDS.iter().enumerate() {
        for k in 0..per_band {
            let index = (shape.size() as u64) << 32 | (b as u64) << 16 | k;
            let mut rng = StdRng::seed_from_u64(batch_seed(seed, index));
            let mut solution = random_solution(shape, &mut rng);
            if rng.random_bool(0.5) {
                solution = solution.transposed();
            }
            let keep = (f64::from(band) + rng.random_range(-2.5..2.5)).clamp(25.0, 60.0) / 100.0;
            set.push((band, random_puzzle(&solution, keep, &mut rng)));
        }
    }
    set
}

/// A set written by `SHUDU_BIG_WRITE`.
fn read_set(path: &str) -> Vec<(u32, Grid)> {
    let text = std::fs::read_to_string(path).unwrap();
    let mut band = 0;
    let mut set = Vec::new();
    for line in text.lines() {
        if let Some(percent) = line.strip_prefix("# ") {
            band = percent.trim_end_matches('%').parse().unwrap();
        } else {
            set.push((band, formats::read_text(line, path).unwrap().grid));
        }
    }
    set
}

/// One search: its time, its nodes, its count (`None` when stopped at the cap).
struct Timed {
    time: Duration,
    nodes: u64,
    count: Option<usize>,
}

fn time_count(grid: &Grid, cap: Duration) -> Timed {
    let start = Instant::now();
    let cancel = CancelToken::new().with_deadline(start + cap);
    let result = solver::count_only(grid, 2, &cancel);
    let time = start.elapsed();
    match result {
        Ok((count, stats)) => Timed {
            time,
            nodes: stats.nodes,
            count: Some(count),
        },
        Err(_) => Timed {
            time: cap,
            nodes: 0,
            count: None,
        },
    }
}

fn report(size: &str, band: &str, times: &[Timed], cap: Duration) {
    if times.is_empty() {
        return;
    }
    let mut sorted: Vec<&Timed> = times.iter().collect();
    sorted.sort_by_key(|t| t.time);
    let at = |q: f64| {
        let i = ((sorted.len() - 1) as f64 * q).round() as usize;
        sorted[i.min(sorted.len() - 1)]
    };
    let show = |t: &Timed| match t.count {
        Some(_) => format!("{:.1}ms", t.time.as_secs_f64() * 1e3),
        None => format!(">{:.0}s", cap.as_secs_f64()),
    };
    let slowest = sorted[sorted.len() - 1];
    let multi = times.iter().filter(|t| t.count == Some(2)).count();
    let mean = times.iter().map(|t| t.nodes as f64).sum::<f64>() / times.len() as f64;
    println!(
        "{size:>7} {band:>6} {:>4} {:>10} {:>10} {:>10} {:>10} {mean:>10.1} {multi:>6}",
        times.len(),
        show(at(0.5)),
        show(at(0.99)),
        show(slowest),
        slowest.nodes,
    );
}
