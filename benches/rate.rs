//! Agreement and speed of `rate::rate` against Sudoku Explainer ratings.
//!
//! Reads `../shared/puzzles/se_rated.txt` (or the file named by `SHUDU_SE_RATED`, or the
//! bundled copy in `assets/puzzles/`), lines `<id> <81 digits> <rating>`, rates every puzzle
//! on all cores, and prints per level band how many ratings are exact, within 0.2 and within
//! 0.5 with the median and slowest time per puzzle, then per-puzzle times over all (median,
//! p90, max) and the total wall time.
//! `SHUDU_RATE_SAMPLE=k` rates every k-th puzzle only; `SHUDU_RATE_VERBOSE=1` lists the
//! puzzles that differ. Run with `cargo bench --bench rate`.

// A benchmark may unwrap: a panic is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use shudu::formats;
use shudu::rate::{Level, RateOptions, format_tenths, rate};
use shudu::solver::CancelToken;
use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

struct Case {
    id: String,
    puzzle: String,
    expected: u16,
}

fn load() -> (String, Vec<Case>) {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let candidates = [
        std::env::var_os("SHUDU_SE_RATED").map(PathBuf::from),
        Some(root.join("../shared/puzzles/se_rated.txt")),
        Some(root.join("assets/puzzles/se_rated.txt")),
    ];
    for path in candidates.into_iter().flatten() {
        if let Ok(text) = std::fs::read_to_string(&path) {
            let cases = text
                .lines()
                .filter_map(|line| {
                    let mut f = line.split_whitespace();
                    let (id, puzzle, rating) = (f.next()?, f.next()?, f.next()?);
                    let tenths = (rating.parse::<f64>().ok()? * 10.0).round() as u16;
                    Some(Case {
                        id: id.to_string(),
                        puzzle: puzzle.to_string(),
                        expected: tenths,
                    })
                })
                .collect();
            return (path.display().to_string(), cases);
        }
    }
    panic!("no se_rated.txt found");
}

/// Each case's rating, hardest step and time, rated on every core.
type Results = Vec<(u16, String, Duration)>;

fn main() {
    let (origin, mut cases) = load();
    if let Some(k) = std::env::var("SHUDU_RATE_SAMPLE")
        .ok()
        .and_then(|s| s.parse::<usize>().ok())
    {
        cases = cases.into_iter().step_by(k.max(1)).collect();
    }
    let verbose = std::env::var_os("SHUDU_RATE_VERBOSE").is_some();
    let threads = std::thread::available_parallelism().map_or(1, usize::from);
    let start = Instant::now();
    let results = rate_all(&cases, threads);
    let wall = start.elapsed();
    println!("{origin}: {} puzzles", cases.len());
    print_bands(&cases, &results);
    let mut times: Vec<Duration> = results.iter().map(|r| r.2).collect();
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    println!(
        "per puzzle: median {:.1} ms, p90 {:.1} ms, max {:.1} ms; total {:.1} s wall on {threads} threads",
        at(0.5).as_secs_f64() * 1e3,
        at(0.9).as_secs_f64() * 1e3,
        at(1.0).as_secs_f64() * 1e3,
        wall.as_secs_f64()
    );
    if verbose {
        for (case, (er, name, took)) in cases.iter().zip(&results) {
            if *er != case.expected {
                println!(
                    "{} {} expected {} got {} {name} ({:.0} ms)",
                    case.id,
                    case.puzzle,
                    format_tenths(case.expected),
                    format_tenths(*er),
                    took.as_secs_f64() * 1e3
                );
            }
        }
    }
}

/// Rates every case on `threads` threads, each taking the next case left.
fn rate_all(cases: &[Case], threads: usize) -> Results {
    let results: Mutex<Vec<Option<(u16, String, Duration)>>> =
        Mutex::new((0..cases.len()).map(|_| None).collect());
    let next = AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(case) = cases.get(i) else { break };
                    let grid = formats::read_text(&case.puzzle, &case.id).unwrap().grid;
                    let t = Instant::now();
                    let r = rate(&grid, &RateOptions::default(), &CancelToken::new()).unwrap();
                    let took = t.elapsed();
                    results.lock().unwrap()[i] = Some((r.er, r.hardest, took));
                }
            });
        }
    });
    results
        .into_inner()
        .unwrap()
        .into_iter()
        .map(Option::unwrap)
        .collect()
}

/// One row per level band, and one for all: how many ratings agree, and the times.
fn print_bands(cases: &[Case], results: &Results) {
    println!(
        "{:<12} {:>6} {:>14} {:>14} {:>14} {:>10} {:>10}",
        "band", "count", "exact", "within 0.2", "within 0.5", "median ms", "max ms"
    );
    let mut rows: Vec<(String, Vec<usize>)> = Level::ALL
        .iter()
        .map(|level| {
            let (lo, hi) = level.band();
            let hi = if hi == u16::MAX {
                ""
            } else {
                &format_tenths(hi)
            };
            let name = format!("{}-{}", format_tenths(lo), hi);
            let members = (0..cases.len())
                .filter(|&i| Level::of(cases[i].expected) == *level)
                .collect();
            (name, members)
        })
        .collect();
    rows.push(("overall".to_string(), (0..cases.len()).collect()));
    for (name, members) in &rows {
        if members.is_empty() {
            continue;
        }
        let within = |tol: u16| {
            members
                .iter()
                .filter(|&&i| results[i].0.abs_diff(cases[i].expected) <= tol)
                .count()
        };
        let pct = |n: usize| format!("{n} ({:.1}%)", 100.0 * n as f64 / members.len() as f64);
        let mut band_times: Vec<Duration> = members.iter().map(|&i| results[i].2).collect();
        band_times.sort();
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        println!(
            "{name:<12} {:>6} {:>14} {:>14} {:>14} {:>10.1} {:>10.1}",
            members.len(),
            pct(within(0)),
            pct(within(2)),
            pct(within(5)),
            ms(band_times[band_times.len() / 2]),
            ms(band_times[band_times.len() - 1])
        );
    }
}
