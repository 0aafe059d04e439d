//! The history file: every [`GameRecord`] in order, in RON with a version number. It is
//! replaced whole on every change (written beside, then renamed), so a crash leaves the old
//! history or the new one. A file that cannot be read is put aside, never written over.

use super::GameRecord;
use crate::formats::save::{self, SaveError};
use crate::formats::{self};
use crate::t;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The history's file name in Shudu's state folder, beside the kept game.
pub const HISTORY_FILE: &str = "history.ron";

/// The history format this version writes, and the newest it reads.
pub const HISTORY_VERSION: u32 = 1;

/// A history larger than this is no history of Shudu's (a record takes some 200 bytes).
pub const MAX_HISTORY_BYTES: u64 = 256 * 1024 * 1024;

/// The player's games, oldest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameLog {
    /// The format version, [`HISTORY_VERSION`] when written by this Shudu.
    pub version: u32,
    /// The games, in the order they ended.
    #[serde(default)]
    pub records: Vec<GameRecord>,
}

impl Default for GameLog {
    fn default() -> GameLog {
        GameLog {
            version: HISTORY_VERSION,
            records: Vec::new(),
        }
    }
}

impl GameLog {
    /// Adds a game that just ended.
    pub fn add(&mut self, record: GameRecord) {
        self.records.push(record);
    }

    /// The history as the file holds it: one record a line.
    pub fn to_text(&self) -> String {
        let config = ron::ser::PrettyConfig::new().depth_limit(2);
        let log = GameLog {
            version: HISTORY_VERSION,
            records: self.records.clone(),
        };
        // Plain data always turns into RON; an empty text would be refused when read back.
        ron::ser::to_string_pretty(&log, config).unwrap_or_default()
    }

    /// Reads a history from `text`; `origin` names it in errors.
    pub fn from_text(text: &str, origin: &str) -> Result<GameLog, SaveError> {
        save::versioned_from_ron(text, origin, HISTORY_VERSION)
    }

    /// Reads the history at `path`: an empty one when there is no file yet.
    pub fn read(path: &Path) -> Result<GameLog, SaveError> {
        if !path.exists() {
            return Ok(GameLog::default());
        }
        let text = formats::read_regular_file(path, MAX_HISTORY_BYTES)?;
        GameLog::from_text(&text, &path.display().to_string())
    }

    /// Replaces the file at `path` with this history (beside, then renamed).
    pub fn write(&self, path: &Path) -> std::io::Result<()> {
        if let Some(folder) = path.parent() {
            std::fs::create_dir_all(folder)?;
        }
        save::replace_file(path, self.to_text())
    }
}

/// Moves an unreadable history out of the way, to a free name beside it
/// (`history.damaged-1.ron`, ...), so that a fresh one never replaces the player's games;
/// where it went.
pub fn put_aside(path: &Path) -> std::io::Result<PathBuf> {
    let stem = path.file_stem().unwrap_or_default().to_string_lossy();
    for number in 1..1000 {
        let aside = path.with_file_name(format!("{stem}.damaged-{number}.ron"));
        if !aside.exists() {
            std::fs::rename(path, &aside)?;
            return Ok(aside);
        }
    }
    Err(std::io::Error::other(t!("stats-no-free-name-to-put")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calendar::Date;
    use crate::rate::Level;
    use crate::stats::Finish;

    fn sample() -> GameLog {
        let date = Date::new(2026, 11, 26).unwrap_or(Date::EPOCH);
        let mut won = GameRecord::new(date, 9, Some(Level::Hard), Finish::Won);
        won.seconds = 754;
        // X-Wing, kept by its code.
        won.hints.insert("0300".into(), 2);
        won.daily = Some(date);
        won.rating = Some(36);
        won.puzzle = ".".repeat(81);
        let mut log = GameLog::default();
        log.add(won);
        log.add(GameRecord::new(date, 16, None, Finish::Abandoned));
        log
    }

    #[test]
    fn a_history_reads_back_as_written() {
        let log = sample();
        let text = log.to_text();
        assert_eq!(GameLog::from_text(&text, "h.ron"), Ok(log));
        assert!(text.contains("\"2026-11-26\""), "{text}");
    }

    #[test]
    fn a_newer_or_damaged_history_is_refused_by_name() {
        let newer = sample().to_text().replace("version: 1", "version: 9");
        let e = GameLog::from_text(&newer, "h.ron").map(|_| ()).unwrap_err();
        assert!(
            e.to_string().contains("h.ron") && e.to_string().contains('9'),
            "{e}"
        );
        let bad_date = sample().to_text().replace("2026-11-26", "2026-02-30");
        let e = GameLog::from_text(&bad_date, "h.ron")
            .map(|_| ())
            .unwrap_err();
        assert!(e.to_string().contains("h.ron, line"), "{e}");
    }

    #[test]
    fn an_unreadable_history_is_put_aside_not_replaced() -> std::io::Result<()> {
        let folder = tempfile::tempdir()?;
        let path = folder.path().join(HISTORY_FILE);
        std::fs::write(&path, "not a history")?;
        assert!(GameLog::read(&path).is_err());
        let aside = put_aside(&path)?;
        assert_eq!(std::fs::read_to_string(&aside)?, "not a history");
        std::fs::write(&path, "again")?;
        let second = put_aside(&path)?;
        assert_ne!(aside, second);
        assert_eq!(GameLog::read(&path), Ok(GameLog::default()));
        sample().write(&path)?;
        assert_eq!(GameLog::read(&path), Ok(sample()));
        Ok(())
    }
}
