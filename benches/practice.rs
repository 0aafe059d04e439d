//! How long the search for a practice puzzle takes (`generator::practice::find`): for each
//! technique in hint order, a few seeds, each searched with the window's bounds (2,000 puzzles
//! or a minute); the median time and tries of the searches that found one, and how many did.
//! Techniques whose first search finds nothing are not tried again.
//!
//! `SHUDU_PRACTICE_SEEDS=k` sets the seeds per technique (default 5); `SHUDU_PRACTICE_ONLY=text`
//! runs only the techniques whose name contains `text`; `SHUDU_PRACTICE_SECONDS=s` cuts each
//! search shorter than the window's minute. Run with `cargo bench --bench practice`.

// A benchmark may unwrap: a panic is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use shudu::generator::practice::{self, PracticeRequest};
use shudu::solver::CancelToken;
use std::time::{Duration, Instant};

fn main() {
    let seeds: u64 = std::env::var("SHUDU_PRACTICE_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(5);
    let only = std::env::var("SHUDU_PRACTICE_ONLY").unwrap_or_default();
    let seconds: Option<u64> = std::env::var("SHUDU_PRACTICE_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok());
    println!(
        "{:<44} {:>6} {:>10} {:>12} {:>10}",
        "technique", "found", "median s", "median tries", "max s"
    );
    for technique in practice::techniques() {
        let name = technique.name();
        if !name.contains(&only) {
            continue;
        }
        let mut times: Vec<Duration> = Vec::new();
        let mut tries: Vec<u64> = Vec::new();
        let mut searched = 0;
        for seed in 0..seeds {
            searched += 1;
            let mut request = PracticeRequest::new(technique, seed);
            if let Some(seconds) = seconds {
                request.time_limit = request.time_limit.min(Duration::from_secs(seconds));
            }
            let start = Instant::now();
            let found = practice::find(&request, &CancelToken::new()).unwrap();
            if found.wanted.is_some() {
                times.push(start.elapsed());
                tries.push(found.tried);
            } else if times.is_empty() {
                break;
            }
        }
        times.sort();
        tries.sort_unstable();
        let median = |v: &[Duration]| v.get(v.len() / 2).map_or(f64::NAN, Duration::as_secs_f64);
        let max = times.last().map_or(f64::NAN, Duration::as_secs_f64);
        let median_tries = tries.get(tries.len() / 2).copied().unwrap_or(0);
        println!(
            "{name:<44} {:>3}/{searched:<2} {:>10.2} {median_tries:>12} {max:>10.2}",
            times.len(),
            median(&times)
        );
    }
}
