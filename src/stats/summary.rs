//! What the history says: per size and level, games played and won, best and average winning
//! times, the current and best streak of wins, hints; the daily puzzles done and their streak
//! of days; the hints by technique; the recent winning times for a chart. The window's
//! Statistics view and `shudu stats` show this same summary.

use super::{GameLog, GameRecord, clock_text};
use crate::board::Variant;
use crate::calendar::Date;
use crate::rate::Level;
use crate::t;
use crate::techniques::{Technique, technique_name};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;
use unicode_width::UnicodeWidthStr;

/// Which games a row counts: one grid size, one variant and one level (`None`: no level
/// known). A killer's Medium is no classic Medium: each has its row, its times and its streak.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LevelKey {
    /// The grid's side.
    pub size: usize,
    /// The variant: the first the record names (classic when it names none, or one Shudu
    /// does not know).
    pub variant: Variant,
    /// The level.
    pub level: Option<Level>,
}

impl LevelKey {
    /// The key a record counts under.
    pub fn of(record: &GameRecord) -> LevelKey {
        let first = record.variant.split('+').next().unwrap_or_default();
        LevelKey {
            size: record.size,
            variant: Variant::from_name(first).unwrap_or(Variant::Classic),
            level: record.level,
        }
    }

    /// `Hard` for classic 9x9, `16x16 Hard` for other sizes, `Killer Hard` for a variant;
    /// `Unrated` without a level.
    pub fn label(self) -> String {
        let level = self.level.map_or(t!("stats-unrated"), |l| l.to_string());
        let sized = if self.size == 9 {
            level
        } else {
            t!("stats-x", size = &self.size, level = &level)
        };
        if self.variant == Variant::Classic {
            sized
        } else {
            t!("level-kind", level = &self.variant.label(), kind = &sized)
        }
    }
}

/// One line of the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LevelRow {
    /// The games counted.
    pub key: LevelKey,
    /// Games finished or abandoned.
    pub played: usize,
    /// Games the player won.
    pub won: usize,
    /// The fastest win, in seconds.
    pub best: Option<u64>,
    /// The mean winning time, in whole seconds.
    pub average: Option<u64>,
    /// Wins in a row up to the last game.
    pub streak: usize,
    /// The longest run of wins.
    pub best_streak: usize,
    /// Hints shown in these games.
    pub hints: u32,
    /// The last winning times, oldest first (at most [`Summary::RECENT`]).
    pub recent: Vec<u64>,
}

impl LevelRow {
    fn new(key: LevelKey) -> LevelRow {
        LevelRow {
            key,
            played: 0,
            won: 0,
            best: None,
            average: None,
            streak: 0,
            best_streak: 0,
            hints: 0,
            recent: Vec::new(),
        }
    }

    /// The share of games won, in whole percent.
    pub fn win_percent(&self) -> usize {
        (self.won * 100).checked_div(self.played).unwrap_or(0)
    }
}

/// The daily puzzles in the history.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DailySummary {
    /// Days whose daily puzzle the player won.
    pub done: usize,
    /// Days in a row up to today (or yesterday, while today's is still open).
    pub streak: usize,
    /// The longest run of days.
    pub best_streak: usize,
    /// Whether today's is won.
    pub today_done: bool,
}

/// The games played to practise one technique.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PracticeRow {
    /// The technique's name.
    pub technique: String,
    /// Games played to practise it.
    pub games: usize,
    /// Of those, the ones won.
    pub won: usize,
    /// Hints shown for this technique in those games.
    pub hints: u32,
    /// Hints for it per game over the last five games, oldest first: falling means learnt.
    pub recent_hints: Vec<u32>,
}

impl PracticeRow {
    /// The row in words, as the command line and the Statistics window show it: "X-Wing: 3
    /// played, 2 won, 4 hints for it (last games: 2 1 1)".
    pub fn line(&self) -> String {
        let recent: Vec<String> = self.recent_hints.iter().map(u32::to_string).collect();
        t!(
            "stats-played-won-hints-for-it",
            technique = &technique_name(&self.technique),
            games = &self.games,
            won = &self.won,
            hints = self.hints,
            recent = &recent.join(" ")
        )
    }
}

/// Everything the statistics show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary {
    /// One row per size and level played, 9x9 first, easiest first.
    pub rows: Vec<LevelRow>,
    /// The daily puzzles.
    pub daily: DailySummary,
    /// Hints by technique over all games, most used first.
    pub techniques: Vec<(String, u32)>,
    /// Practice, by technique, in the order first practised.
    pub practice: Vec<PracticeRow>,
}

impl Summary {
    /// How many of the last winning times a row keeps for the chart.
    pub const RECENT: usize = 30;

    /// The summary of `log` as of `today`.
    pub fn of(log: &GameLog, today: Date) -> Summary {
        let mut rows: BTreeMap<(bool, LevelKey), LevelRow> = BTreeMap::new();
        let mut totals: BTreeMap<LevelKey, u64> = BTreeMap::new();
        let mut techniques: BTreeMap<&str, u32> = BTreeMap::new();
        for record in &log.records {
            let key = LevelKey::of(record);
            let row = rows
                .entry((key.size != 9, key))
                .or_insert_with(|| LevelRow::new(key));
            row.played += 1;
            row.hints = row.hints.saturating_add(record.hint_count());
            if record.won() {
                row.won += 1;
                row.streak += 1;
                row.best = Some(row.best.map_or(record.seconds, |b| b.min(record.seconds)));
                let total = totals.entry(key).or_default();
                *total = total.saturating_add(record.seconds);
                row.recent.push(record.seconds);
                if row.recent.len() > Summary::RECENT {
                    row.recent.remove(0);
                }
            } else {
                row.streak = 0;
            }
            row.best_streak = row.best_streak.max(row.streak);
            for (name, count) in &record.hints {
                let sum = techniques.entry(name).or_default();
                *sum = sum.saturating_add(*count);
            }
        }
        let mut rows: Vec<LevelRow> = rows.into_values().collect();
        for row in &mut rows {
            let total = totals.get(&row.key).copied().unwrap_or(0);
            row.average = total.checked_div(row.won as u64);
        }
        // Ties in English alphabetical order, in every language, as ever.
        let mut techniques: Vec<(String, String, u32)> = techniques
            .into_iter()
            .map(|(key, count)| (english_name(key), key.to_string(), count))
            .collect();
        techniques.sort_by(|a, b| b.2.cmp(&a.2).then_with(|| a.0.cmp(&b.0)));
        let techniques = techniques
            .into_iter()
            .map(|(_, key, count)| (key, count))
            .collect();
        Summary {
            rows,
            daily: daily_summary(log, today),
            techniques,
            practice: practice_rows(log),
        }
    }

    /// Whether `record`, just won, beats every earlier win of its size and level in `log`
    /// (which does not hold it yet). The first win of a level sets a time but beats nothing.
    pub fn is_personal_best(log: &GameLog, record: &GameRecord) -> bool {
        let key = LevelKey::of(record);
        let earlier = log
            .records
            .iter()
            .filter(|r| r.won() && LevelKey::of(r) == key)
            .map(|r| r.seconds)
            .min();
        record.won() && earlier.is_some_and(|best| record.seconds < best)
    }

    /// The summary as `shudu stats` prints it: a table, then the daily puzzles and the hints.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        if self.rows.is_empty() {
            out.push_str(&t!("stats-no-games"));
            out.push('\n');
            return out;
        }
        let header = [
            t!("stats-level"),
            t!("stats-played"),
            t!("stats-won"),
            t!("stats-win"),
            t!("stats-best"),
            t!("stats-average"),
            t!("stats-streak"),
            t!("stats-best-streak"),
            t!("stats-hints"),
        ];
        let mut lines = vec![header.map(String::from).to_vec()];
        let time = |t: Option<u64>| t.map_or("-".to_string(), clock_text);
        for row in &self.rows {
            lines.push(vec![
                row.key.label(),
                row.played.to_string(),
                row.won.to_string(),
                format!("{}%", row.win_percent()),
                time(row.best),
                time(row.average),
                row.streak.to_string(),
                row.best_streak.to_string(),
                row.hints.to_string(),
            ]);
        }
        push_table(&mut out, &lines);
        let daily = &self.daily;
        let today = if daily.today_done {
            t!("stats-done")
        } else {
            t!("stats-not-done-yet")
        };
        let daily_line = t!(
            "stats-daily-line",
            done = daily.done,
            streak = &days(daily.streak),
            best = &days(daily.best_streak),
            today = &today
        );
        let _ = writeln!(out, "\n{daily_line}");
        if !self.practice.is_empty() {
            out.push_str(&t!("stats-practice"));
            out.push('\n');
            for row in &self.practice {
                let _ = writeln!(out, "  {}", row.line());
            }
        }
        if self.techniques.is_empty() {
            out.push_str(&t!("stats-no-hints"));
            out.push('\n');
        } else {
            out.push_str(&t!("stats-hints-by-technique"));
            out.push('\n');
            for (name, count) in &self.techniques {
                let _ = writeln!(
                    out,
                    "  {}",
                    t!("stats-text", name = &technique_name(name), count = count)
                );
            }
        }
        out
    }
}

/// How many recent practice games a row shows the hints of.
const RECENT_PRACTICE: usize = 5;

/// The English name of the technique a kept key names (the key itself if none has it).
fn english_name(key: &str) -> String {
    Technique::from_key(key).map_or_else(|| key.to_owned(), Technique::english_name)
}

/// The practice games, by technique.
fn practice_rows(log: &GameLog) -> Vec<PracticeRow> {
    let mut rows: Vec<PracticeRow> = Vec::new();
    for record in &log.records {
        let Some(technique) = &record.practice else {
            continue;
        };
        let at = match rows.iter().position(|r| &r.technique == technique) {
            Some(at) => at,
            None => {
                rows.push(PracticeRow {
                    technique: technique.clone(),
                    games: 0,
                    won: 0,
                    hints: 0,
                    recent_hints: Vec::new(),
                });
                rows.len() - 1
            }
        };
        let Some(row) = rows.get_mut(at) else {
            continue;
        };
        let hints = record.hints.get(technique).copied().unwrap_or(0);
        row.games += 1;
        row.won += usize::from(record.won());
        row.hints = row.hints.saturating_add(hints);
        row.recent_hints.push(hints);
        if row.recent_hints.len() > RECENT_PRACTICE {
            row.recent_hints.remove(0);
        }
    }
    rows
}

/// "1 day", "3 days".
fn days(n: usize) -> String {
    t!("stats-days", count = n)
}

/// Writes `lines` as columns: the first left-aligned, the others right-aligned.
fn push_table(out: &mut String, lines: &[Vec<String>]) {
    let columns = lines.first().map_or(0, Vec::len);
    // Columns are measured in terminal columns: a Chinese character takes two.
    let widths: Vec<usize> = (0..columns)
        .map(|c| {
            let width = |line: &Vec<String>| line.get(c).map_or(0, |s| s.width());
            lines.iter().map(width).max().unwrap_or(0)
        })
        .collect();
    for line in lines {
        let mut text = String::new();
        for (c, (cell, width)) in line.iter().zip(&widths).enumerate() {
            let pad = " ".repeat(width.saturating_sub(cell.width()));
            if c == 0 {
                text.push_str(cell);
                text.push_str(&pad);
            } else {
                text.push_str("  ");
                text.push_str(&pad);
                text.push_str(cell);
            }
        }
        let _ = writeln!(out, "{}", text.trim_end());
    }
}

/// The daily puzzles won, as of `today`.
fn daily_summary(log: &GameLog, today: Date) -> DailySummary {
    let won: BTreeSet<i64> = log
        .records
        .iter()
        .filter(|r| r.won())
        .filter_map(|r| r.daily)
        .map(Date::days)
        .collect();
    let mut best_streak = 0;
    let mut run = 0;
    let mut last = None;
    for &day in &won {
        run = if last == Some(day - 1) { run + 1 } else { 1 };
        best_streak = usize::max(best_streak, run);
        last = Some(day);
    }
    let today_done = won.contains(&today.days());
    // A streak stays alive through today until the day is over.
    let mut day = if today_done {
        today.days()
    } else {
        today.days() - 1
    };
    let mut streak = 0;
    while won.contains(&day) {
        streak += 1;
        day -= 1;
    }
    DailySummary {
        done: won.len(),
        streak,
        best_streak,
        today_done,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stats::Finish;

    fn date(day: u32) -> Date {
        Date::new(2026, 11, day).unwrap_or(Date::EPOCH)
    }

    fn game(level: Level, finish: Finish, seconds: u64) -> GameRecord {
        let mut record = GameRecord::new(date(1), 9, Some(level), finish);
        record.seconds = seconds;
        record
    }

    #[test]
    fn a_killers_medium_has_its_own_row_beside_the_classic_medium() {
        let mut log = GameLog::default();
        log.add(game(Level::Medium, Finish::Won, 300));
        let mut killer = game(Level::Medium, Finish::Won, 900);
        killer.variant = "killer".into();
        log.add(killer);
        let summary = Summary::of(&log, date(1));
        let labels: Vec<String> = summary.rows.iter().map(|r| r.key.label()).collect();
        assert_eq!(labels, ["Medium", "Killer Medium"]);
        assert!(summary.rows.iter().all(|r| r.won == 1 && r.streak == 1));
    }

    #[test]
    fn rows_count_wins_times_and_streaks_per_level() {
        let mut log = GameLog::default();
        for (finish, seconds) in [
            (Finish::Won, 300),
            (Finish::Won, 200),
            (Finish::Abandoned, 50),
            (Finish::Won, 400),
            (Finish::SolvedByEngine, 10),
            (Finish::Won, 100),
        ] {
            log.add(game(Level::Easy, finish, seconds));
        }
        let mut hard = game(Level::Hard, Finish::Won, 900);
        hard.hints.insert("X-Wing".into(), 3);
        hard.hints.insert("Naked Pair".into(), 1);
        log.add(hard);
        let mut big = game(Level::Easy, Finish::Won, 1000);
        big.size = 16;
        log.add(big);
        let summary = Summary::of(&log, date(1));
        let labels: Vec<String> = summary.rows.iter().map(|r| r.key.label()).collect();
        assert_eq!(labels, ["Easy", "Hard", "16x16 Easy"]);
        let easy = &summary.rows[0];
        assert_eq!((easy.played, easy.won, easy.win_percent()), (6, 4, 66));
        assert_eq!((easy.best, easy.average), (Some(100), Some(250)));
        assert_eq!((easy.streak, easy.best_streak), (1, 2));
        assert_eq!(easy.recent, [300, 200, 400, 100]);
        assert_eq!(summary.rows[1].hints, 4);
        assert_eq!(
            summary.techniques,
            [("X-Wing".to_string(), 3), ("Naked Pair".to_string(), 1)]
        );
        let text = summary.to_text();
        assert!(text.contains("Easy  "), "{text}");
        assert!(text.contains("01:40"), "{text}");
        assert!(text.contains("  X-Wing: 3"), "{text}");
    }

    #[test]
    fn a_personal_best_beats_an_earlier_win_of_the_same_level() {
        let mut log = GameLog::default();
        let first = game(Level::Easy, Finish::Won, 300);
        assert!(!Summary::is_personal_best(&log, &first));
        log.add(first);
        log.add(game(Level::Easy, Finish::Abandoned, 5));
        assert!(Summary::is_personal_best(
            &log,
            &game(Level::Easy, Finish::Won, 299)
        ));
        assert!(!Summary::is_personal_best(
            &log,
            &game(Level::Easy, Finish::Won, 300)
        ));
        assert!(!Summary::is_personal_best(
            &log,
            &game(Level::Hard, Finish::Won, 1)
        ));
        let engine = game(Level::Easy, Finish::SolvedByEngine, 1);
        assert!(!Summary::is_personal_best(&log, &engine));
    }

    #[test]
    fn daily_streaks_count_days_in_a_row() {
        let mut log = GameLog::default();
        for day in [1, 2, 3, 5, 6, 6] {
            let mut record = game(Level::Easy, Finish::Won, 60);
            record.daily = Some(date(day));
            log.add(record);
        }
        let mut lost = game(Level::Easy, Finish::Abandoned, 60);
        lost.daily = Some(date(7));
        log.add(lost);
        let daily = |today| Summary::of(&log, date(today)).daily;
        assert_eq!(
            daily(7),
            DailySummary {
                done: 5,
                streak: 2,
                best_streak: 3,
                today_done: false
            }
        );
        assert_eq!((daily(6).streak, daily(6).today_done), (2, true));
        assert_eq!(daily(8).streak, 0);
        assert!(
            Summary::of(&log, date(8))
                .to_text()
                .contains("streak 0 days (best 3 days)")
        );
    }

    #[test]
    fn practice_shows_the_hints_needed_for_its_technique_game_by_game() {
        let mut log = GameLog::default();
        for hints in [3, 1, 0] {
            let mut record = game(Level::Hard, Finish::Won, 100);
            record.practice = Some("X-Wing".into());
            record.hints.insert("X-Wing".into(), hints);
            record.hints.insert("Hidden Single".into(), 5);
            log.add(record);
        }
        log.add(game(Level::Hard, Finish::Won, 100));
        let practice = Summary::of(&log, date(1)).practice;
        assert_eq!(
            practice,
            [PracticeRow {
                technique: "X-Wing".into(),
                games: 3,
                won: 3,
                hints: 4,
                recent_hints: vec![3, 1, 0],
            }]
        );
        let text = Summary::of(&log, date(1)).to_text();
        assert!(
            text.contains("  X-Wing: 3 played, 3 won, 4 hints for it (last games: 3 1 0)"),
            "{text}"
        );
        let one = PracticeRow {
            hints: 1,
            recent_hints: vec![1],
            ..practice[0].clone()
        };
        assert!(one.line().ends_with(" won, 1 hint for it (last games: 1)"));
    }

    #[test]
    fn an_empty_history_says_so() {
        let text = Summary::of(&GameLog::default(), date(1)).to_text();
        assert!(text.starts_with("No games yet"), "{text}");
    }

    #[test]
    fn a_table_lines_up_chinese_text_by_terminal_columns() {
        let lines = vec![
            vec!["级别".to_string(), "已玩".to_string()],
            vec!["Easy".to_string(), "12".to_string()],
            vec!["专家级".to_string(), "3".to_string()],
        ];
        let mut out = String::new();
        push_table(&mut out, &lines);
        let widths: Vec<usize> = out.lines().map(UnicodeWidthStr::width).collect();
        assert_eq!(widths, [12, 12, 12], "{out}");
        assert!(out.starts_with("级别    已玩\nEasy      12\n"), "{out}");
    }
}
