//! The player's history: one [`GameRecord`] for every game finished or abandoned, kept in
//! `history.ron` beside the kept game, and what can be read of it ([`Summary`]: games played
//! and won per level, best and average times, streaks, daily puzzles, hints by technique).
//!
//! The window and `shudu stats` read the same file through [`GameLog`]. Nothing here draws or
//! runs a thread: the session adds records, the window writes the text this module makes.
//!
//! ```
//! use shudu::calendar::Date;
//! use shudu::rate::Level;
//! use shudu::stats::{Finish, GameLog, GameRecord, Summary};
//!
//! let date = Date::new(2026, 11, 26).unwrap();
//! let mut log = GameLog::default();
//! let mut record = GameRecord::new(date, 9, Some(Level::Easy), Finish::Won);
//! record.seconds = 300;
//! log.add(record);
//! let summary = Summary::of(&log, date);
//! assert_eq!(summary.rows[0].won, 1);
//! assert_eq!(summary.rows[0].best, Some(300));
//! ```

mod log;
mod summary;

pub use log::{GameLog, HISTORY_FILE, HISTORY_VERSION, MAX_HISTORY_BYTES, put_aside};
pub use summary::{DailySummary, LevelKey, LevelRow, PracticeRow, Summary};

use crate::calendar::Date;
use crate::rate::Level;
use crate::t;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// How a game left the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Finish {
    /// Solved by the player, with no solution shown by the engine: a win.
    Won,
    /// Solved, but the engine showed the solution: no win.
    SolvedByEngine,
    /// Replaced by another game before it was solved, after at least one move.
    Abandoned,
}

impl Finish {
    /// The finish in words, as the statistics show it.
    pub fn name(self) -> String {
        match self {
            Finish::Won => t!("stats-finish-won"),
            Finish::SolvedByEngine => t!("stats-solved-by-engine"),
            Finish::Abandoned => t!("stats-finish-abandoned"),
        }
    }
}

/// One game in the history.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameRecord {
    /// The day it ended, in the player's time zone.
    pub date: Date,
    /// The rules: `classic` until variants come.
    pub variant: String,
    /// The grid's side (9 for 9x9).
    pub size: usize,
    /// Its level: the one asked for in New game, else its rating's.
    pub level: Option<Level>,
    /// Its rating on Sudoku Explainer's scale, in tenths, when known.
    pub rating: Option<u16>,
    /// Time played, in seconds.
    pub seconds: u64,
    /// Hints shown, by technique (its code; older histories' English names read as codes).
    #[serde(deserialize_with = "crate::techniques::read_counts")]
    pub hints: BTreeMap<String, u32>,
    /// Checks asked for.
    pub checks: u32,
    /// Wrong entries found by checks and hints.
    pub mistakes: u32,
    /// How it ended.
    pub finish: Finish,
    /// The date whose daily puzzle it was, if it was one.
    pub daily: Option<Date>,
    /// The technique it was picked to practise, if any (its code, as [`Self::hints`]).
    #[serde(deserialize_with = "crate::techniques::read_key")]
    pub practice: Option<String>,
    /// The givens, one character a cell (`.` empty), so a game can be found again.
    pub puzzle: String,
}

impl Default for GameRecord {
    fn default() -> GameRecord {
        GameRecord::new(Date::EPOCH, 9, None, Finish::Abandoned)
    }
}

impl GameRecord {
    /// A classic game of `size` and `level` that ended on `date` as `finish`; nothing else
    /// counted yet.
    pub fn new(date: Date, size: usize, level: Option<Level>, finish: Finish) -> GameRecord {
        GameRecord {
            date,
            variant: "classic".into(),
            size,
            level,
            rating: None,
            seconds: 0,
            hints: BTreeMap::new(),
            checks: 0,
            mistakes: 0,
            finish,
            daily: None,
            practice: None,
            puzzle: String::new(),
        }
    }

    /// All hints shown in the game.
    pub fn hint_count(&self) -> u32 {
        self.hints.values().fold(0, |sum, n| sum.saturating_add(*n))
    }

    /// Whether the player won it.
    pub fn won(&self) -> bool {
        self.finish == Finish::Won
    }
}

/// A time as the clock shows it: `MM:SS`, `H:MM:SS`, then days; absurd spans stay short.
pub fn clock_text(seconds: u64) -> String {
    const DAY: u64 = 86_400;
    let (h, m, s) = (seconds / 3600 % 24, seconds / 60 % 60, seconds % 60);
    match seconds / DAY {
        0 if seconds < 3600 => format!("{m:02}:{s:02}"),
        0 => format!("{h}:{m:02}:{s:02}"),
        days @ 1..=999 => format!("{days}d {h}:{m:02}:{s:02}"),
        _ => t!("stats-999-days"),
    }
}

/// A unit of [`spoken_time`].
#[derive(Clone, Copy)]
enum Unit {
    Day,
    Hour,
    Minute,
    Second,
}

/// A time in words, for the ear: "1 hour, 3 minutes and 5 seconds", "no time".
pub fn spoken_time(seconds: u64) -> String {
    let units = [
        (seconds / 86_400, Unit::Day),
        (seconds / 3600 % 24, Unit::Hour),
        (seconds / 60 % 60, Unit::Minute),
        (seconds % 60, Unit::Second),
    ];
    let words: Vec<String> = units
        .iter()
        .filter(|(count, _)| *count > 0)
        .map(|&(count, unit)| match unit {
            Unit::Day => t!("time-days", count = count),
            Unit::Hour => t!("time-hours", count = count),
            Unit::Minute => t!("time-minutes", count = count),
            Unit::Second => t!("time-seconds", count = count),
        })
        .collect();
    match words.as_slice() {
        [] => t!("time-none"),
        [one] => one.clone(),
        [rest @ .., last] => t!(
            "time-and",
            rest = &rest.join(&t!("time-separator")),
            last = last
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spoken_times_name_each_unit_once_in_words() {
        assert_eq!(spoken_time(0), "no time");
        assert_eq!(spoken_time(1), "1 second");
        assert_eq!(spoken_time(65), "1 minute and 5 seconds");
        assert_eq!(spoken_time(3 * 3600 + 120), "3 hours and 2 minutes");
        assert_eq!(
            spoken_time(86_400 + 3661),
            "1 day, 1 hour, 1 minute and 1 second"
        );
    }

    #[test]
    fn long_times_stay_short() {
        assert_eq!(clock_text(65), "01:05");
        assert_eq!(clock_text(3 * 3600 + 5), "3:00:05");
        assert_eq!(clock_text(2 * 86_400 + 61), "2d 0:01:01");
        assert_eq!(clock_text(1_000_000_000_000), "999+ days");
        assert_eq!(clock_text(u64::MAX), "999+ days");
    }
}
