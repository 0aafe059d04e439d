//! Hint and explain speed on SE-rated puzzles (`assets/puzzles/se_rated.txt`, or the file given
//! after `--`): each puzzle is explained step by step, and every step is timed on its own, since
//! each is exactly the hint a player asking at that position gets. Prints the explain times
//! (median, p90, max), the slowest hint, and the slowest hint per SE rating band.
//!
//! `cargo bench --bench hint [-- FILE]`. Targets (issue 7): a hint under 20 ms for any puzzle
//! up to SE 9.0, explain's median under 100 ms, no puzzle over 10 s.

// A benchmark may unwrap: a panic here is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use shudu::formats;
use shudu::solver::CancelToken;
use shudu::techniques::{Candidates, Technique, first_step};
use std::collections::HashMap;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// One puzzle's timings.
struct Timed {
    rating: f64,
    explain: Duration,
    slowest_hint: Duration,
    steps: usize,
    solved: bool,
}

fn main() {
    let (every, files) = common::arguments();
    let path = files.last().map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/puzzles/se_rated.txt"),
        PathBuf::from,
    );
    let text = std::fs::read_to_string(&path).unwrap();
    let mut timed = Vec::new();
    let mut spent = Spent::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()).step_by(every) {
        let rating = line
            .split_whitespace()
            .last()
            .and_then(|r| r.parse().ok())
            .unwrap_or(f64::NAN);
        let Some(Ok(puzzle)) = formats::puzzles(line, "se_rated").next() else {
            continue;
        };
        let one = explain(&Candidates::from_grid(&puzzle.grid), rating, &mut spent);
        // Each puzzle as it is done, so a run cut short still says something.
        eprintln!(
            "{rating:4.1}  explain {:9.1} ms  slowest hint {:8.1} ms  {} steps{}",
            ms(one.explain),
            ms(one.slowest_hint),
            one.steps,
            if one.solved { "" } else { "  stuck" }
        );
        timed.push(one);
    }
    report(&path, &mut timed);
    let mut spent: Vec<(Technique, Duration)> = spent.into_iter().collect();
    spent.sort_by_key(|&(_, d)| std::cmp::Reverse(d));
    println!("time per technique (all searches, most first):");
    for (technique, d) in spent.iter().take(15) {
        println!("  {:10.1} ms  {technique}", ms(*d));
    }
}

/// Time spent in each technique's search, over the whole run.
type Spent = HashMap<Technique, Duration>;

/// Explains one puzzle, timing each step, and each technique's search within it. The loop is
/// `techniques::easiest_step`'s, unrolled to time the techniques one by one.
fn explain(start: &Candidates, rating: f64, spent: &mut Spent) -> Timed {
    let cancel = CancelToken::new();
    let mut grid = start.clone();
    let (mut explain, mut slowest_hint, mut steps) = (Duration::ZERO, Duration::ZERO, 0);
    while !grid.is_solved() && grid.dead_cell().is_none() {
        let began = Instant::now();
        let mut step = None;
        for technique in Technique::hint_order() {
            let before = Instant::now();
            step = first_step(&grid, technique, &cancel).unwrap();
            *spent.entry(technique).or_default() += before.elapsed();
            if step.is_some() {
                break;
            }
        }
        let took = began.elapsed();
        explain += took;
        slowest_hint = slowest_hint.max(took);
        let Some(step) = step else { break };
        step.apply(&mut grid);
        steps += 1;
    }
    Timed {
        rating,
        explain,
        slowest_hint,
        steps,
        solved: grid.is_solved(),
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// The value at quantile `q` (0 to 1) of sorted durations.
fn quantile(sorted: &[Duration], q: f64) -> Duration {
    let index = ((sorted.len().saturating_sub(1)) as f64 * q).round() as usize;
    sorted.get(index).copied().unwrap_or_default()
}

fn report(path: &std::path::Path, timed: &mut [Timed]) {
    let mut explains: Vec<Duration> = timed.iter().map(|t| t.explain).collect();
    explains.sort();
    let solved = timed.iter().filter(|t| t.solved).count();
    let steps: usize = timed.iter().map(|t| t.steps).sum();
    println!(
        "{}: {} puzzles, {solved} solved by logic, {steps} steps",
        path.display(),
        timed.len()
    );
    println!(
        "explain per puzzle: median {:.1} ms, p90 {:.1} ms, max {:.1} ms, total {:.1} s",
        ms(quantile(&explains, 0.5)),
        ms(quantile(&explains, 0.9)),
        ms(quantile(&explains, 1.0)),
        explains.iter().sum::<Duration>().as_secs_f64()
    );
    println!("slowest hint (one step) per SE band:");
    println!("  band        puzzles  median  p90     max (ms)  over 20 ms");
    let bands = [(0.0, 4.4), (4.5, 6.4), (6.5, 7.9), (8.0, 9.0), (9.1, 20.0)];
    for (low, high) in bands {
        let mut hints: Vec<Duration> = timed
            .iter()
            .filter(|t| t.rating >= low - 0.01 && t.rating <= high + 0.01)
            .map(|t| t.slowest_hint)
            .collect();
        if hints.is_empty() {
            continue;
        }
        hints.sort();
        let over = hints.iter().filter(|h| ms(**h) > 20.0).count();
        println!(
            "  {low:.1}-{high:.1}   {:7}  {:6.2}  {:6.2}  {:8.2}  {over}",
            hints.len(),
            ms(quantile(&hints, 0.5)),
            ms(quantile(&hints, 0.9)),
            ms(quantile(&hints, 1.0)),
        );
    }
}
