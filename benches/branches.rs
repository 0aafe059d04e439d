//! Search effort per puzzle, not time: nodes, options tried and binary branch points (the
//! figure tdoku reports as guesses a puzzle) for each file given, in both modes. Without
//! files it reads the five shared benchmark sets. Tree size is what the branching rule
//! decides, and unlike time it does not depend on the machine's load.
//!
//! `cargo bench --bench branches -- FILE...`

// Helpers may unwrap: a panic in a benchmark is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use shudu::formats;
use shudu::solver::{self, CancelToken, Stats};
use std::path::PathBuf;

const SETS: [&str; 5] = [
    "17_clue.txt",
    "magictour_top1465.txt",
    "forum_hardest_1905_11plus.txt",
    "forum_hardest_1106.txt",
    "serg_benchmark.txt",
];

fn main() {
    let mut files: Vec<PathBuf> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .map(PathBuf::from)
        .collect();
    if files.is_empty() {
        let shared = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/puzzles");
        files = SETS.iter().map(|name| shared.join(name)).collect();
    }
    let cancel = CancelToken::new();
    for path in files {
        let Ok(text) = std::fs::read_to_string(&path) else {
            eprintln!("skipped: {} is absent", path.display());
            continue;
        };
        let name = path.display().to_string();
        let grids: Vec<_> = formats::puzzles(&text, &name)
            .filter_map(Result::ok)
            .map(|p| p.grid)
            .collect();
        for (mode, limit) in [("one", 1), ("unique", 2)] {
            let mut total = Stats::default();
            for grid in &grids {
                let (_, stats) = solver::count_only(grid, limit, &cancel).unwrap();
                total.nodes += stats.nodes;
                total.guesses += stats.guesses;
                total.branches += stats.branches;
            }
            let per = |n: u64| n as f64 / grids.len().max(1) as f64;
            println!(
                "{:<32} {mode:<6} nodes {:8.2}  guesses {:8.2}  branch points {:8.2}",
                path.file_name()
                    .map_or(name.clone(), |n| n.to_string_lossy().into()),
                per(total.nodes),
                per(total.guesses),
                per(total.branches),
            );
        }
    }
}
