//! The player's history in the session: a game that is solved, or replaced after a move, goes
//! into it once ([`crate::stats`]); a win that beats the best time of its level says so. The
//! window writes the history to `history.ron` when asked ([`Effect::KeepHistory`]) through a
//! [`HistoryFile`], which also reads it back at start and never writes over one it could not
//! read.

use super::game_file::{GameFile, Origin};
use super::rating::Rated;
use super::{Effect, KeptFile, Session};
use crate::calendar::Date;
use crate::formats::{self, save::SaveError};
use crate::game::{Mode, Outcome};
use crate::generator::daily;
use crate::stats::{self, Finish, GameLog, GameRecord, LevelKey, Summary, clock_text};
use crate::t;
use crate::techniques::Technique;
use std::path::{Path, PathBuf};
use web_time::Instant;

impl Session {
    /// The history of games, oldest first.
    pub fn history(&self) -> &GameLog {
        &self.history
    }

    /// Takes the history read at start (the games before this run).
    pub fn set_history(&mut self, log: GameLog) {
        self.history = log;
    }

    /// Whether today's daily puzzle is won.
    pub fn daily_done(&self, today: Date) -> bool {
        let today_won = |r: &GameRecord| r.won() && r.daily == Some(today);
        self.history.records.iter().any(today_won)
    }

    /// Records the game on the board as it is solved (once, however often undo un-solves it);
    /// the words to add to the announcement (a new personal best), if any.
    pub(super) fn record_solved(&mut self, outcome: Outcome, now: Instant) -> Option<String> {
        let finish = match outcome {
            Outcome::SolvedByPlayer => Finish::Won,
            Outcome::SolvedByEngine => Finish::SolvedByEngine,
            Outcome::Open => return None,
        };
        if self.current.game.tally().recorded {
            return None;
        }
        let record = self.record_of(&self.current, finish, now);
        let best = Summary::is_personal_best(&self.history, &record).then(|| {
            let key = LevelKey::of(&record);
            t!("new-personal-best-for", label = &key.label())
        });
        self.current.game.tally_mut().recorded = true;
        let won = (finish == Finish::Won).then(|| record.clone());
        self.keep_record(record);
        if let Some(record) = won {
            self.show_finish(&record, best.is_some(), now);
        }
        best
    }

    /// Records a game leaving the board unsolved, if the player made a move in it.
    pub(super) fn record_abandoned(&mut self, file: &GameFile) {
        let game = &file.game;
        let played = game.mode() == Mode::Play && game.edits() > 0;
        if played && game.outcome() == Outcome::Open && !game.tally().recorded {
            let record = self.record_of(file, Finish::Abandoned, self.clock);
            self.keep_record(record);
        }
    }

    fn keep_record(&mut self, record: GameRecord) {
        self.history.add(record);
        self.outbox.push(Effect::KeepHistory);
    }

    /// The history's line for `file`'s game, ended now as `finish`.
    fn record_of(&self, file: &GameFile, finish: Finish, now: Instant) -> GameRecord {
        let game = &file.game;
        let rating = match self.rating.rated(self.serial) {
            Some(Rated::Done(rating) | Rated::Variant { rating, .. }) => Some(rating),
            _ => None,
        };
        let level = match &file.origin {
            Origin::Level(level) => Some(*level),
            Origin::Daily(date) => Some(daily::level_of(*date)),
            _ => rating.map(|r| r.level()),
        };
        let size = game.shape().size();
        let mut record = GameRecord::new(crate::worker::today(), size, level, finish);
        record.rating = rating.map(|r| r.er);
        record.seconds = game.elapsed(now).as_secs();
        let tally = game.tally();
        record.hints = tally.hints.clone();
        record.checks = tally.checks;
        record.mistakes = tally.mistakes;
        match &file.origin {
            Origin::Daily(date) => record.daily = Some(*date),
            Origin::Practice { technique, .. } => {
                record.practice = Technique::from_code(technique).map(Technique::code);
            }
            _ => {}
        }
        let variants = game.puzzle().rules().variants();
        let names: Vec<&str> = variants.iter().map(|v| v.name()).collect();
        record.variant = names.join("+");
        record.puzzle = formats::to_line(game.puzzle());
        record
    }
}

/// The history's file in the state folder: read at start, then replaced whole on every change.
#[derive(Debug)]
pub struct HistoryFile {
    /// `None` when the file belongs to a newer Shudu: it is then never written.
    writer: Option<KeptFile>,
}

impl HistoryFile {
    /// Reads the history at `path` (none yet is an empty one). A file that cannot be read is
    /// moved aside, not written over; one from a newer Shudu is left alone and this run's games
    /// are not written. Returns the file, the history, and what to tell the player.
    pub fn open(path: &Path) -> (HistoryFile, GameLog, Option<String>) {
        let writable = |log| (HistoryFile::at(path.to_path_buf()), log);
        let (file, log, message) = match GameLog::read(path) {
            Ok(log) => {
                let (file, log) = writable(log);
                (file, log, None)
            }
            Err(e @ SaveError::Newer { .. }) => {
                let message = t!("statistics-are-not-kept-this", why = &e);
                (
                    HistoryFile { writer: None },
                    GameLog::default(),
                    Some(message),
                )
            }
            Err(e) => {
                let message = match stats::put_aside(path) {
                    Ok(aside) => t!(
                        "statistics-could-not-be-read",
                        why = &e,
                        aside = &aside.display()
                    ),
                    Err(why) => {
                        let message = format!(
                            "The statistics could not be read ({e}) nor moved aside ({why}); \
                             they are not kept this run."
                        );
                        return (
                            HistoryFile { writer: None },
                            GameLog::default(),
                            Some(message),
                        );
                    }
                };
                let (file, log) = writable(GameLog::default());
                (file, log, Some(message))
            }
        };
        (file, log, message)
    }

    fn at(path: PathBuf) -> HistoryFile {
        HistoryFile {
            writer: Some(KeptFile::new(path)),
        }
    }

    /// Replaces the file with `log` (on a thread of its own); why the previous write failed,
    /// if it did.
    pub fn write(&mut self, log: &GameLog) -> Option<String> {
        let writer = self.writer.as_mut()?;
        writer.write(&log.to_text());
        writer.take_error()
    }

    /// Waits for the last write; why it failed, if it did.
    pub fn finish(&mut self) -> Option<String> {
        let writer = self.writer.as_mut()?;
        writer.finish();
        writer.take_error()
    }
}

/// "Solved in 05:12. Well done!" and what the history adds.
pub(super) fn solved_words(seconds: u64, best: Option<String>) -> String {
    let time = clock_text(seconds);
    t!(
        "solved-in-well-done",
        time = &time,
        best = &best.unwrap_or_default()
    )
}
