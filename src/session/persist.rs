//! What survives a restart: the game on the board with its file, the game put aside while a
//! puzzle is typed, the level of the last new game, and the settings. Kept through the window's
//! storage under one key, and checked when read back.

use super::options::PlayOptions;
use super::pool::Pool;
use super::practice::PracticeStock;
use super::{GameFile, Session};
use crate::formats::{self, save};
use crate::game::NotesLayout;
use crate::i18n::Language;
use crate::rate::Level;
use crate::t;
use rand::rngs::StdRng;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;
use std::thread::JoinHandle;

/// The folder of Shudu's kept state (the game in play, settings, the history of games, the
/// one-window lock) in the user's data folder. It keeps the name it had before the application
/// id, so that no kept game moves.
pub const STATE_FOLDER: &str = "shudu";

/// Shudu's state folder: `$XDG_DATA_HOME/shudu` (an absolute `XDG_DATA_HOME` only), else
/// `~/.local/share/shudu`; on macOS `~/Library/Application Support/shudu`, on Windows
/// `%APPDATA%\shudu\data`. The same folder eframe names for the app id [`STATE_FOLDER`], so
/// the window, its one-window lock and `shudu stats` agree; `None` where there is no home.
pub fn state_folder() -> Option<PathBuf> {
    let var = |name| std::env::var_os(name).map(PathBuf::from);
    if cfg!(target_os = "windows") {
        return var("APPDATA").map(|p| p.join(STATE_FOLDER).join("data"));
    }
    let home = std::env::home_dir();
    if cfg!(target_os = "macos") {
        let support = home.map(|h| h.join("Library").join("Application Support"));
        return support.map(|p| p.join(STATE_FOLDER));
    }
    let data = var("XDG_DATA_HOME").filter(|p| p.is_absolute());
    let data = data.or_else(|| home.map(|h| h.join(".local").join("share")));
    data.map(|p| p.join(STATE_FOLDER))
}

/// The key under which the window's storage keeps the app's state between runs.
pub const STORAGE_KEY: &str = "shudu";

/// Which theme the window uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum ThemeChoice {
    /// Follow the system's light or dark setting.
    #[default]
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

/// The player's settings.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Light, dark, or as the system says.
    pub theme: ThemeChoice,
    /// Digits above 9 as letters (10 = A).
    pub letters: bool,
    /// How notes are laid out in a cell.
    pub notes_layout: NotesLayout,
    /// The language of the window's texts; `None` follows the system's.
    pub language: Option<Language>,
    /// The options of play (the timer, mistakes, notes).
    pub play: PlayOptions,
}

/// The state kept between runs.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Kept {
    /// The game on the board.
    pub current: Option<GameFile>,
    /// The game put aside while a puzzle is typed.
    pub put_aside: Option<GameFile>,
    /// The level of the last new game.
    pub level: Level,
    /// The settings.
    pub settings: Settings,
    /// Puzzles made ahead for New game (a damaged entry is dropped alone: see [`Pool`]).
    pub pool: Pool,
    /// Puzzles found for practice and not used yet.
    pub practice: PracticeStock,
}

impl Kept {
    /// What to keep of a running session.
    pub fn of(session: &Session, settings: &Settings) -> Kept {
        Kept {
            current: Some(session.current().clone()),
            put_aside: session.put_aside().cloned(),
            level: session.level(),
            settings: settings.clone(),
            pool: session.pool().cloned().unwrap_or_default(),
            practice: session.practice_stock().clone(),
        }
    }

    /// The kept state as text.
    pub fn to_text(&self) -> String {
        // Serializing plain data to RON fails only on a bug; an empty text restores nothing.
        ron::to_string(self).unwrap_or_default()
    }

    /// Reads the kept state back: the session to resume and the settings, and a message when
    /// something could not be restored (then a new game stands in for it, and the settings
    /// are kept when they were readable).
    pub fn restore(text: Option<&str>, rng: StdRng) -> (Session, Settings, Option<String>) {
        let kept = match text.map(ron::from_str::<Kept>) {
            None => Kept::default(),
            Some(Ok(kept)) => kept,
            Some(Err(e)) => {
                let settings = text.and_then(settings_only).unwrap_or_default();
                let mut session = Session::fresh(Level::default(), rng);
                session.start_pool(Pool::default());
                let damage = t!("last-game-could-not-be", why = &e);
                return (session, settings, Some(damage));
            }
        };
        let checked = |file: Option<GameFile>| match file {
            Some(file) => file.game.validate().map(|()| Some(file)),
            None => Ok(None),
        };
        let (mut session, damage) = match (checked(kept.current), checked(kept.put_aside)) {
            (Ok(Some(current)), Ok(put_aside)) => {
                (Session::new(current, put_aside, kept.level, rng), None)
            }
            (Ok(None), _) => (Session::fresh(kept.level, rng), None),
            (Err(e), _) | (_, Err(e)) => {
                let damage = t!("last-game-could-not-be", why = &e);
                (Session::fresh(kept.level, rng), Some(damage))
            }
        };
        session.start_pool(kept.pool);
        session.set_practice_stock(kept.practice);
        (session, kept.settings, damage)
    }
}

/// A copy of the kept state in a file of its own, replaced whole on every change (write, then
/// rename). The window's storage rewrites its state file in place, so a crash or power cut in
/// the middle of that write would leave nothing to restore; this copy is then read instead.
#[derive(Debug)]
pub struct KeptFile {
    path: PathBuf,
    last: String,
    writer: Option<JoinHandle<std::io::Result<()>>>,
    /// Why the last write that finished failed, until [`KeptFile::take_error`] asks.
    error: Option<String>,
}

/// The kept state is small; anything larger is not one.
const MAX_KEPT_BYTES: u64 = 64 * 1024 * 1024;

impl KeptFile {
    /// The copy at `path` (`kept.ron` in the window's storage folder).
    pub fn new(path: PathBuf) -> KeptFile {
        KeptFile {
            path,
            last: String::new(),
            writer: None,
            error: None,
        }
    }

    /// The copy's text, if there is a readable one.
    pub fn read(&self) -> Option<String> {
        formats::read_regular_file(&self.path, MAX_KEPT_BYTES).ok()
    }

    /// Replaces the copy with `text` on a thread of its own, unless it already holds it. The
    /// write before is waited for first, so writes land in order.
    pub fn write(&mut self, text: &str) {
        if text == self.last {
            return;
        }
        self.finish();
        self.last = text.to_string();
        let (path, text) = (self.path.clone(), text.to_string());
        let writer = std::thread::Builder::new()
            .name("shudu-keep".into())
            .spawn(move || {
                if let Some(folder) = path.parent() {
                    std::fs::create_dir_all(folder)?;
                }
                save::replace_file(&path, &text)
            });
        self.writer = writer.ok();
    }

    /// Waits for the last write to land.
    pub fn finish(&mut self) {
        let Some(writer) = self.writer.take() else {
            return;
        };
        let failed = match writer.join() {
            Ok(Ok(())) => None,
            Ok(Err(e)) => Some(e.to_string()),
            Err(_) => Some(t!("writing-thread-stopped")),
        };
        if let Some(why) = failed {
            // The same text is written again next time: nothing in memory is lost.
            self.last.clear();
            self.error = Some(t!("text-7", path = &self.path.display(), why = &why));
        }
    }

    /// Why the last finished write failed (naming the file), once; the kept game's copy is
    /// a spare, but the history has no other.
    pub fn take_error(&mut self) -> Option<String> {
        self.error.take()
    }
}

impl Drop for KeptFile {
    fn drop(&mut self) {
        self.finish();
    }
}

/// The settings alone, from a kept state whose game is damaged.
fn settings_only(text: &str) -> Option<Settings> {
    #[derive(Deserialize)]
    struct OnlySettings {
        #[serde(default)]
        settings: Settings,
    }
    // Other fields are skipped unread, so damage there does not matter.
    let lenient = ron::Options::default();
    lenient
        .from_str::<OnlySettings>(text)
        .ok()
        .map(|only| only.settings)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generator::{Request, Symmetry, generate};
    use crate::rate::Level;
    use crate::solver::CancelToken;
    use rand::SeedableRng;

    fn restore(text: &str) -> (Session, Option<String>) {
        let (session, _, damage) = Kept::restore(Some(text), StdRng::seed_from_u64(1));
        (session, damage)
    }

    #[test]
    fn the_pool_survives_a_restart_and_a_damaged_one_goes_alone() {
        let request = Request {
            shape: crate::board::Shape::NINE,
            level: Level::Hard,
            symmetry: Symmetry::Rot180,
            seed: 3,
        };
        let made = generate(&request, &CancelToken::new()).unwrap_or_else(|e| panic!("{e}"));
        let mut pool = Pool::default();
        pool.add(made);
        let (session, _) = restore("()");
        let kept = Kept {
            pool: pool.clone(),
            ..Kept::of(&session, &Settings::default())
        };
        let text = kept.to_text();
        let (again, damage) = restore(&text);
        assert_eq!((again.pool(), damage), (Some(&pool), None));

        // A pool grid with a value above 9 is dropped; the game still reads.
        let at = text.find("pool:").unwrap_or_default();
        let damaged = format!(
            "{}{}",
            &text[..at],
            text[at..].replace("values:[", "values:[99,")
        );
        let (again, damage) = restore(&damaged);
        assert_eq!(damage, None, "{damaged}");
        assert_eq!(again.pool(), Some(&Pool::default()));
        assert_eq!(again.game().puzzle(), session.game().puzzle());
    }
}
