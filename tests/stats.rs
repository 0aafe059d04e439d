//! The history of games and `shudu stats`: the session records a game as it is solved or
//! left, says a new personal best, and the command line prints the same summary from the
//! window's history file.

// Helpers may unwrap: a panic in a test is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use common::shudu;
use rand::SeedableRng;
use rand::rngs::StdRng;
use shudu::board::{Digit, Shape};
use shudu::calendar::Date;
use shudu::formats;
use shudu::game::{Action, Game};
use shudu::rate::Level;
use shudu::session::{Command, Effect, GameFile, Origin, Session};
use shudu::stats::{Finish, GameLog, GameRecord, HISTORY_FILE};
use std::process::Command as Process;
use std::time::{Duration, Instant};

const SOLUTION: &str =
    "681953427793142568254867391547296813162385749938714652875421936316579284429638175";

/// A session on the solution with its first `blanks` cells emptied, as a new Hard game.
fn session_missing(blanks: usize) -> Session {
    let puzzle = format!("{}{}", ".".repeat(blanks), &SOLUTION[blanks..]);
    let grid = formats::read_text(&puzzle, "p").unwrap().grid;
    let file = GameFile::new(Game::new(grid), Origin::Level(Level::Hard));
    Session::new(file, None, Level::Hard, StdRng::seed_from_u64(1))
}

/// Fills the first `blanks` cells from the solution at `now`.
fn fill(session: &mut Session, blanks: usize, now: Instant) {
    for (cell, ch) in Shape::NINE.cells().zip(SOLUTION.chars()).take(blanks) {
        let digit = Digit::new(ch.to_digit(10).unwrap() as u8).unwrap();
        session.command(Command::Play(Action::Select(cell)), now);
        session.command(Command::Play(Action::Enter(digit)), now);
    }
}

fn status(session: &Session) -> String {
    session.status().map(|s| s.text.clone()).unwrap_or_default()
}

#[test]
fn a_win_is_recorded_once_and_a_faster_one_is_a_personal_best() {
    let start = Instant::now();
    let mut session = session_missing(2);
    fill(&mut session, 2, start + Duration::from_secs(100));
    assert_eq!(session.history().records.len(), 1);
    let record = &session.history().records[0];
    assert_eq!(
        (record.finish, record.level),
        (Finish::Won, Some(Level::Hard))
    );
    assert!((99..=101).contains(&record.seconds), "{record:?}");
    assert!(
        session
            .take_effects()
            .iter()
            .any(|e| matches!(e, Effect::KeepHistory)),
        "the window is asked to write the history"
    );
    assert!(
        !status(&session).contains("personal best"),
        "{}",
        status(&session)
    );
    // Undone and solved again: still one game.
    session.command(Command::Play(Action::Undo), start);
    session.command(Command::Play(Action::Redo), start);
    assert_eq!(session.history().records.len(), 1);

    let earlier = session.history().clone();
    let mut faster = session_missing(2);
    faster.set_history(earlier.clone());
    fill(&mut faster, 2, Instant::now() + Duration::from_secs(10));
    assert_eq!(faster.history().records.len(), 2);
    let said = status(&faster);
    assert!(said.contains("New personal best for Hard!"), "{said}");

    let mut slower = session_missing(2);
    slower.set_history(earlier);
    fill(&mut slower, 2, Instant::now() + Duration::from_secs(500));
    assert!(
        !status(&slower).contains("personal best"),
        "{}",
        status(&slower)
    );
}

#[test]
fn the_engines_solution_is_recorded_but_is_no_win() {
    let mut session = session_missing(3);
    let now = Instant::now();
    fill(&mut session, 1, now);
    let solution = formats::read_text(SOLUTION, "s").unwrap().grid;
    session.command(Command::Play(Action::ApplySolution(solution)), now);
    let records = &session.history().records;
    assert_eq!(records.len(), 1);
    assert_eq!(records[0].finish, Finish::SolvedByEngine);
}

fn history_file(dir: &std::path::Path) -> std::path::PathBuf {
    let date = |d| Date::new(2026, 11, d).unwrap();
    let mut log = GameLog::default();
    for (day, finish, seconds) in [
        (23, Finish::Won, 400),
        (24, Finish::Won, 300),
        (25, Finish::Abandoned, 20),
    ] {
        let mut record = GameRecord::new(date(day), 9, Some(Level::Medium), finish);
        record.seconds = seconds;
        record.daily = Some(date(day));
        record.hints.insert("Hidden Single".into(), 2);
        log.add(record);
    }
    let path = dir.join(HISTORY_FILE);
    log.write(&path).unwrap();
    path
}

#[test]
fn shudu_stats_prints_the_table_of_the_history_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = history_file(dir.path());
    let path = path.to_str().unwrap();
    let out = shudu(&["stats", "--file", path, "--today", "2026-11-25"], "");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let row = text
        .lines()
        .find(|l| l.starts_with("Medium"))
        .unwrap_or_default();
    let words: Vec<&str> = row.split_whitespace().collect();
    assert_eq!(
        words,
        ["Medium", "3", "2", "66%", "05:00", "05:50", "0", "2", "6"],
        "{text}"
    );
    assert!(
        text.contains(
            "Daily puzzles: 2 done; streak 2 days (best 2 days); today's is not done yet."
        ),
        "{text}"
    );
    assert!(text.contains("  Hidden Single: 6"), "{text}");
    // The daily streak ends when a day is missed.
    let out = shudu(&["stats", "--file", path, "--today", "2026-11-27"], "");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("streak 0 days (best 2 days)"), "{text}");
}

#[test]
fn shudu_stats_reads_the_windows_history_and_names_a_bad_one() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("shudu");
    std::fs::create_dir_all(&folder).unwrap();
    history_file(&folder);
    let run = || {
        Process::new(env!("CARGO_BIN_EXE_shudu"))
            .arg("stats")
            .env("XDG_DATA_HOME", dir.path())
            .output()
            .unwrap()
    };
    let out = run();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("Medium"));

    let bad = folder.join(HISTORY_FILE);
    std::fs::write(&bad, "(version: 1,\n records: [(date: \"2026-13-01\")])").unwrap();
    let out = run();
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(
        said.contains(&format!("{}, line 2", bad.display())),
        "{said}"
    );
    assert!(out.stdout.is_empty());

    std::fs::remove_file(&bad).unwrap();
    let out = run();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("No games yet"), "{text}");
    let out = shudu(&["stats", "--file", "/nonexistent/history.ron"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("/nonexistent/history.ron"));
}

/// A history written before it kept techniques by code (today's build kept English names, and
/// a game added since keeps a code) reads with both under one technique: its hints add up and
/// its practice games make one row.
#[test]
fn a_history_kept_under_english_names_reads_and_adds_up_with_codes() {
    let path = "tests/saves/history-english-keys.ron";
    let kept = std::fs::read_to_string(path).unwrap();
    assert!(kept.contains("\"X-Wing\": 2") && kept.contains("\"0300\": 1"));
    let out = shudu(&["stats", "--file", path, "--today", "2026-11-21"], "");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success(), "{text}");
    assert!(text.contains("  X-Wing: 3"), "{text}");
    assert!(text.contains("  Hidden Single: 3"), "{text}");
    assert!(text.contains("  Naked Pair: 1"), "{text}");
    let practice: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("Finned X-Wing"))
        .collect();
    assert_eq!(practice.len(), 1, "{text}");
    assert!(practice[0].contains('2'), "{text}");
    let log = GameLog::read(std::path::Path::new(path)).unwrap();
    assert_eq!(log.records[0].practice.as_deref(), Some("0310"));
}
