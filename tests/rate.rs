//! The SE-scale rater against Sukaku Explainer's ratings: a stratified sample of the bundled
//! `assets/puzzles/se_rated.txt` (every 18th puzzle, 60 over all bands from 2.5 to 9.2) must
//! agree as well as the full file does in `cargo bench --bench rate` (exact for most, within
//! 0.2 and 0.5 for nearly all), so a change that breaks a technique fails here.

// Helpers may unwrap: a panic in a test is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use shudu::formats;
use shudu::rate::{Level, RateError, RateOptions, TechniqueSet, format_tenths, rate};
use shudu::solver::CancelToken;
use std::io::Write;

const RATED: &str = include_str!("../assets/puzzles/se_rated.txt");

fn sample() -> Vec<(String, u16)> {
    RATED
        .lines()
        .step_by(18)
        .filter_map(|line| {
            let mut f = line.split_whitespace();
            let (_, puzzle, rating) = (f.next()?, f.next()?, f.next()?);
            let tenths = (rating.parse::<f64>().ok()? * 10.0).round() as u16;
            Some((puzzle.to_string(), tenths))
        })
        .collect()
}

#[test]
fn a_stratified_sample_agrees_with_sukaku_explainer() {
    let cases = sample();
    assert_eq!(cases.len(), 60);
    let (mut exact, mut near, mut close) = (0, 0, 0);
    let mut report = String::new();
    for (puzzle, expected) in &cases {
        let grid = formats::read_text(puzzle, "sample").unwrap().grid;
        let r = rate(&grid, &RateOptions::default(), &CancelToken::new()).unwrap();
        let diff = r.er.abs_diff(*expected);
        exact += usize::from(diff == 0);
        near += usize::from(diff <= 2);
        close += usize::from(diff <= 5);
        if diff != 0 {
            report += &format!(
                "{puzzle}: expected {}, got {} {}\n",
                format_tenths(*expected),
                format_tenths(r.er),
                r.hardest
            );
        }
    }
    let _ = writeln!(
        std::io::stderr(),
        "{exact} exact, {near} within 0.2, {close} within 0.5 of {}\n{report}",
        cases.len()
    );
    assert!(exact >= 57, "{exact} exact of 60\n{report}");
    assert!(near >= 58, "{near} within 0.2 of 60\n{report}");
    assert!(close >= 59, "{close} within 0.5 of 60\n{report}");
}

#[test]
fn the_sample_covers_every_band_from_hard_to_extreme() {
    let levels: std::collections::BTreeSet<Level> =
        sample().iter().map(|&(_, t)| Level::of(t)).collect();
    assert!(levels.contains(&Level::Hard) && levels.contains(&Level::Extreme));
    assert!(levels.contains(&Level::Expert) && levels.contains(&Level::Master));
}

fn grid(line: &str) -> shudu::board::Grid {
    formats::read_text(line, "test").unwrap().grid
}

#[test]
fn singles_only_puzzles_are_easy_and_pearl_and_diamond_follow_the_first_steps() {
    // A puzzle solved by hidden singles in boxes, rows and columns.
    let r = rate(
        &grid("6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5"),
        &RateOptions::default(),
        &CancelToken::new(),
    )
    .unwrap();
    assert_eq!(r.level(), Level::Easy);
    assert!(r.ed <= r.ep && r.ep <= r.er && r.er <= 15, "{r:?}");
}

#[test]
fn puzzles_without_exactly_one_solution_and_other_sizes_have_no_rating() {
    let options = RateOptions::default();
    let cancel = CancelToken::new();
    assert_eq!(
        rate(&grid(&".".repeat(81)), &options, &cancel),
        Err(RateError::Multiple)
    );
    let unsolvable = "12345678.........9".to_string() + &".".repeat(63);
    assert_eq!(
        rate(&grid(&unsolvable), &options, &cancel),
        Err(RateError::Unsolvable)
    );
    let four = grid("1.3..4....1.4..2");
    assert_eq!(
        rate(&four, &options, &cancel),
        Err(RateError::NotNine { size: 4 })
    );
}

#[test]
fn stop_above_ends_early_with_a_rating_over_the_limit() {
    // Rated 9.0 by Sukaku Explainer (the bundled file's line 1031).
    let hard = RATED
        .lines()
        .nth(1030)
        .unwrap()
        .split_whitespace()
        .nth(1)
        .unwrap();
    let options = RateOptions {
        stop_above: Some(44),
        ..RateOptions::default()
    };
    let r = rate(&grid(hard), &options, &CancelToken::new()).unwrap();
    assert!(r.stopped && r.er > 44, "{r:?}");
    let cancel = CancelToken::new();
    cancel.cancel();
    let unique = RateOptions {
        assume_unique: true,
        ..RateOptions::default()
    };
    assert_eq!(
        rate(&grid(hard), &unique, &cancel),
        Err(RateError::Cancelled)
    );
}

#[test]
fn the_classic_set_lacks_sukaku_explainers_strong_links() {
    // Rated 4.0 (a Skyscraper) by Sukaku Explainer; SE 1.2.1 needs a harder technique.
    let line = RATED.lines().find(|l| l.ends_with(" 4.0")).unwrap();
    let puzzle = grid(line.split_whitespace().nth(1).unwrap());
    let cancel = CancelToken::new();
    let sukaku = rate(&puzzle, &RateOptions::default(), &cancel).unwrap();
    let classic = RateOptions {
        set: TechniqueSet::Classic,
        ..RateOptions::default()
    };
    let classic = rate(&puzzle, &classic, &cancel).unwrap();
    assert_eq!(sukaku.er, 40, "{sukaku:?}");
    assert!(classic.er > sukaku.er, "{classic:?}");
}

#[test]
fn rating_a_grid_without_a_unique_solution_still_ends() {
    // Callers that skip the uniqueness check get an answer, never a panic or an endless loop.
    let options = RateOptions {
        assume_unique: true,
        ..RateOptions::default()
    };
    let r = rate(&grid(&".".repeat(81)), &options, &CancelToken::new()).unwrap();
    assert_eq!((r.er, r.hardest.as_str()), (200, "Beyond solver"));
    let two = "12.......34.......".to_string() + &".".repeat(63);
    assert!(rate(&grid(&two), &options, &CancelToken::new()).is_ok());
}
