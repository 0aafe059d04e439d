//! Compose speed: each of the setter's questions (`shudu::setter`) timed on puzzle files, on
//! each puzzle as published (one solution) and with givens taken out (several solutions, as
//! while a puzzle is being set). Prints the median, p90 and largest time of each question.
//!
//! `cargo bench --bench compose [-- [--every N] FILE...]`; the files default to
//! `assets/puzzles/se_rated.txt` and, when present, the practice rule puzzles in
//! `../shared/puzzles/constraints/*.json`. Target (issue 43): the verdict within a frame
//! (16 ms) on 9x9.

// A benchmark may unwrap: a panic here is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use shudu::board::Grid;
use shudu::formats;
use shudu::setter::{Question, answer};
use shudu::solver::CancelToken;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Givens taken out for the "being set" form: every `STRIDE`th given, at most `OUT`.
const STRIDE: usize = 5;
const OUT: usize = 3;

fn main() {
    let (every, args) = common::arguments();
    let args: Vec<PathBuf> = args.into_iter().map(PathBuf::from).collect();
    let files = if args.is_empty() {
        default_files()
    } else {
        args
    };
    let mut puzzles = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let name = path.display().to_string();
        let read = formats::puzzles(&text, &name).filter_map(Result::ok);
        puzzles.extend(read.step_by(every).map(|p| (name.clone(), p.grid)));
    }
    println!("{} puzzles from {} files", puzzles.len(), files.len());
    let published = [Question::Verdict, Question::Logic, Question::Removable];
    let being_set = [Question::Verdict, Question::Count, Question::Candidates];
    for question in published {
        report(
            &format!("{question:?}, as published"),
            &time(&puzzles, question),
        );
    }
    let reduced: Vec<(String, Grid)> = puzzles
        .iter()
        .map(|(name, grid)| (name.clone(), take_out(grid)))
        .collect();
    for question in being_set {
        report(
            &format!("{question:?}, givens taken out"),
            &time(&reduced, question),
        );
    }
}

/// The puzzle files used when none is named.
fn default_files() -> Vec<PathBuf> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("assets/puzzles/se_rated.txt")];
    if let Ok(dir) = std::fs::read_dir(root.join("../shared/puzzles/constraints")) {
        let mut rules: Vec<PathBuf> = dir
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "json"))
            .collect();
        rules.sort();
        files.extend(rules);
    }
    files
}

/// `grid` with a few of its givens taken out.
fn take_out(grid: &Grid) -> Grid {
    let mut values = grid.values().to_vec();
    let givens: Vec<usize> = (0..values.len()).filter(|&i| values[i] != 0).collect();
    for &i in givens.iter().step_by(STRIDE).take(OUT) {
        values[i] = 0;
    }
    grid.with_values(&values).unwrap()
}

/// Each puzzle's time for `question`, with the file it came from.
fn time(puzzles: &[(String, Grid)], question: Question) -> Vec<(Duration, String)> {
    let cancel = CancelToken::new();
    puzzles
        .iter()
        .map(|(name, grid)| {
            let start = Instant::now();
            answer(grid, question, &cancel).unwrap();
            (start.elapsed(), name.clone())
        })
        .collect()
}

/// The median, p90 and largest time, and where the largest was.
fn report(what: &str, times: &[(Duration, String)]) {
    let mut times = times.to_vec();
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize].0;
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let slowest = times.last().map_or("", |(_, name)| name.as_str());
    println!(
        "{what:32} median {:9.2} ms  p90 {:9.2} ms  max {:9.2} ms ({slowest})",
        ms(at(0.5)),
        ms(at(0.9)),
        ms(at(1.0))
    );
}
