//! `shudu daily`, driven as a user drives it: the same puzzle for the same date in two runs,
//! another the next day, the week's levels checked with `shudu rate`, today's date from the
//! computer's clock, and bad dates refused by name.

// Helpers may unwrap: a panic in a test is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use common::shudu;
use shudu::formats;
use shudu::solver::{self, CancelToken};

/// Runs `shudu daily` with `args`; returns its puzzle lines and its stderr.
fn daily(args: &[&str]) -> (Vec<String>, String) {
    let mut all = vec!["daily"];
    all.extend(args);
    let out = shudu(&all, "");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{args:?}: {stderr}");
    let lines = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect();
    (lines, stderr)
}

#[test]
fn one_date_gives_one_puzzle_and_the_next_day_another() {
    let (first, said) = daily(&["--date", "2026-11-25"]);
    let (again, _) = daily(&["--date", "2026-11-25"]);
    let (next, _) = daily(&["--date", "2026-11-26"]);
    assert_eq!(first.len(), 1);
    assert_eq!(first, again);
    assert_ne!(first, next);
    assert!(
        said.contains("2026-11-25 (Wednesday): Hard"),
        "stderr: {said}"
    );
    let grid = formats::read_text(&first[0], "daily").unwrap().grid;
    let found = solver::count_solutions(&grid, 2, &CancelToken::new()).unwrap();
    assert_eq!(found.count, 1, "not unique: {}", first[0]);
}

#[test]
fn a_week_of_puzzles_rotates_through_the_levels() {
    let (lines, said) = daily(&["--date", "2026-11-23", "--days", "7"]);
    assert_eq!(lines.len(), 7);
    let levels = [
        "easy", "medium", "hard", "medium", "hard", "expert", "master",
    ];
    let weekdays = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split(' ');
    for (weekday, level) in weekdays.zip(levels) {
        let told = format!("({weekday}): {}", level[..1].to_uppercase() + &level[1..]);
        assert!(said.contains(&told), "no '{told}' in: {said}");
    }
    let out = shudu(&["rate"], &(lines.join("\n") + "\n"));
    assert!(out.status.success());
    let ratings = String::from_utf8(out.stdout).unwrap();
    let rated: Vec<&str> = ratings
        .lines()
        .filter_map(|l| l.split(' ').next())
        .collect();
    assert_eq!(rated, levels, "{ratings}");
}

#[test]
fn without_a_date_it_is_todays_in_the_local_time_zone() {
    // POSIX zones need no time-zone data: UTC, 14 hours ahead of it, and 12 behind.
    for zone in ["UTC0", "XXX-14", "XXX+12"] {
        let out = std::process::Command::new("date")
            .env("TZ", zone)
            .arg("+%F")
            .output()
            .unwrap();
        let today = String::from_utf8(out.stdout).unwrap().trim().to_string();
        let run = |args: &[&str]| {
            let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_shudu"));
            let out = command.env("TZ", zone).args(args).output().unwrap();
            assert!(out.status.success(), "{out:?}");
            (
                out.stdout,
                String::from_utf8_lossy(&out.stderr).into_owned(),
            )
        };
        let (puzzle, said) = run(&["daily"]);
        assert!(
            said.contains(&today),
            "TZ={zone}: {said} (date says {today})"
        );
        assert_eq!(puzzle, run(&["daily", "--date", &today]).0, "TZ={zone}");
    }
}

#[test]
fn a_day_that_does_not_exist_is_refused_by_name() {
    let cases = [
        ("2026-02-29", "no such day"),
        ("2026-13-01", "no such day"),
        ("25-11-2026", "YYYY-MM-DD"),
        ("+999-01-01", "YYYY-MM-DD"),
        ("tomorrow", "YYYY-MM-DD"),
    ];
    for (bad, why) in cases {
        let out = shudu(&["daily", "--date", bad], "");
        assert_eq!(out.status.code(), Some(2), "{bad}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(why), "{bad}: {err}");
        assert!(out.stdout.is_empty(), "{bad}");
    }
}
