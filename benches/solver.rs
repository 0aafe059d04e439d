//! Solver throughput on the shared benchmark sets (`../shared/puzzles/`), in both modes:
//! `one` finds a solution, `unique` counts up to two. Each set is cut to its first 1,000
//! puzzles so a run stays short; `shudu bench` times whole files. Sets that are absent are
//! skipped with a message. Also: how long a cancelled endless search takes to return.

// Helpers may unwrap: a panic in a test or benchmark is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use shudu::board::{Grid, Shape};
use shudu::formats;
use shudu::solver::{self, CancelToken};
use std::path::PathBuf;
use std::time::Duration;

const SETS: [&str; 5] = [
    "17_clue.txt",
    "magictour_top1465.txt",
    "forum_hardest_1905_11plus.txt",
    "forum_hardest_1106.txt",
    "serg_benchmark.txt",
];

fn main() {
    divan::main();
}

fn load(name: &str) -> Vec<Grid> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/puzzles")
        .join(name);
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!("skipped: {} is absent", path.display());
        return Vec::new();
    };
    formats::puzzles(&text, name)
        .filter_map(Result::ok)
        .map(|p| p.grid)
        .take(1000)
        .collect()
}

fn run_set(bencher: divan::Bencher, name: &str, limit: usize) {
    count_each(bencher, load(name), limit);
}

/// Counts the solutions of every grid, up to `limit` each.
fn count_each(bencher: divan::Bencher, grids: Vec<Grid>, limit: usize) {
    let cancel = CancelToken::new();
    bencher
        .counter(divan::counter::ItemsCount::new(grids.len()))
        .bench(|| {
            grids
                .iter()
                .map(|g| solver::count_only(g, limit, &cancel).map_or(0, |(n, _)| n))
                .sum::<usize>()
        });
}

/// Seven of the hardest killers known (`killers_hardest_half.txt`, from the Interactive
/// Sudoku Solver's `MATHEMAGIC_KILLERS`), each proved unique: one pass, as each takes seconds.
#[divan::bench(sample_count = 1, sample_size = 1)]
fn killers_hardest(bencher: divan::Bencher) {
    run_set(bencher, "killers_hardest_half.txt", 2);
}

#[divan::bench(args = SETS, sample_count = 10)]
fn one(bencher: divan::Bencher, name: &str) {
    run_set(bencher, name, 1);
}

#[divan::bench(args = SETS, sample_count = 10)]
fn unique(bencher: divan::Bencher, name: &str) {
    run_set(bencher, name, 2);
}

/// Sleeps 10 ms while an endless count of an empty grid runs, cancels, and waits for the
/// search to return: the time shown minus 10 ms is the cancel latency.
#[divan::bench(args = [4, 5, 3], sample_count = 10, sample_size = 1)]
fn cancel_after_10ms(box_side: usize) {
    let grid = Grid::empty(Shape::new(box_side, box_side).unwrap_or(Shape::NINE));
    let cancel = CancelToken::new();
    let search = {
        let cancel = cancel.clone();
        std::thread::spawn(move || solver::count_only(&grid, usize::MAX, &cancel).is_err())
    };
    std::thread::sleep(Duration::from_millis(10));
    cancel.cancel();
    assert!(search.join().unwrap_or(false));
}

/// Puzzles of `box_side`² x `box_side`² with 40% of the cells given, from a relabelled pattern
/// solution (fixed seed), so each has at least one solution; the engine counts up to two.
fn forty_percent(box_side: usize, count: usize) -> Vec<Grid> {
    use rand::seq::SliceRandom;
    use rand::{Rng, SeedableRng};
    let shape = Shape::new(box_side, box_side).unwrap();
    let n = shape.size();
    let mut rng = rand::rngs::StdRng::seed_from_u64(40);
    (0..count)
        .map(|_| {
            let mut labels: Vec<u8> = (1..=n as u8).collect();
            labels.shuffle(&mut rng);
            let values: Vec<u8> = (0..n * n)
                .map(|i| {
                    let (r, c) = (i / n, i % n);
                    let v = (box_side * (r % box_side) + r / box_side + c) % n;
                    if rng.random_bool(0.4) { labels[v] } else { 0 }
                })
                .collect();
            Grid::from_values(shape, &values).unwrap()
        })
        .collect()
}

/// The all-shapes engine counting up to two solutions of ten 16x16 puzzles with 40% givens
/// (the same every run).
#[divan::bench(sample_count = 10)]
fn count_two_16x16_40_percent(bencher: divan::Bencher) {
    count_each(bencher, forty_percent(4, 10), 2);
}

/// The same for three 25x25 puzzles, timed once: about half a minute each.
#[divan::bench(sample_count = 1, sample_size = 1)]
fn count_two_25x25_40_percent(bencher: divan::Bencher) {
    count_each(bencher, forty_percent(5, 3), 2);
}
