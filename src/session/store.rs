//! What the window keeps between runs, and where: the store seam. The session decides what is
//! kept ([`Kept`]: the game, the game put aside, the level, the settings, the pool, the
//! practice stock; and the history of games), the [`Store`] where it goes. The window hands
//! it a key-value [`Storage`] (eframe's: a file on the desktop, the browser's storage in a
//! page) and, on the desktop, the files kept in the state folder: `kept.ron`, a copy of the
//! state that is replaced whole, and `history.ron` beside it.

use super::{HistoryFile, Kept, KeptFile, STORAGE_KEY, Session, Settings};
use crate::stats::{GameLog, HISTORY_FILE};
use crate::t;
use rand::rngs::StdRng;
use std::path::PathBuf;

/// The key under which the storage keeps the history of games where there is no state
/// folder to keep its file in (a web page).
pub const HISTORY_KEY: &str = "shudu-history";

/// Where a history under [`HISTORY_KEY`] that cannot be read is moved, so it is not written over.
pub const HISTORY_UNREAD_KEY: &str = "shudu-history-unread";

/// A key-value storage of texts: the platform's side of the store.
pub trait Storage {
    /// The text kept under `key`, if any.
    fn get(&self, key: &str) -> Option<String>;
    /// Keeps `text` under `key`.
    fn set(&mut self, key: &str, text: String);
}

/// Where the kept state and the history go, and what is not written yet.
#[derive(Debug, Default)]
pub struct Store {
    /// The kept state's own copy, when a state folder is kept at all.
    kept_file: Option<KeptFile>,
    /// The history of games in its file, when a state folder is kept at all.
    history_file: Option<HistoryFile>,
    /// A history in the storage that could not be read, to move aside at the next save.
    unread_history: Option<String>,
    /// How many games the history in the storage holds (kept there only where there is no
    /// history file): it is written again only when a game is added.
    stored_games: usize,
}

impl Store {
    /// Restores the session and the settings from `storage` (or else from the copy at `kept`:
    /// eframe's file may have been cut short), and the history from its file beside `kept`
    /// or, without one, from `storage`. What could not be read is said in the session, and
    /// never written over.
    pub fn open<S: Storage + ?Sized>(
        storage: Option<&S>,
        kept: Option<PathBuf>,
        rng: StdRng,
    ) -> (Store, Session, Settings) {
        let history = kept.as_ref().map(|k| k.with_file_name(HISTORY_FILE));
        let kept_file = kept.map(KeptFile::new);
        let stored = storage
            .and_then(|s| s.get(STORAGE_KEY))
            .or_else(|| kept_file.as_ref().and_then(KeptFile::read));
        let (mut session, settings, damage) = Kept::restore(stored.as_deref(), rng);
        let mut store = Store {
            kept_file,
            ..Store::default()
        };
        let history_damage = match history {
            Some(path) => {
                let (file, log, damage) = HistoryFile::open(&path);
                session.set_history(log);
                store.history_file = Some(file);
                damage
            }
            None => store.stored_history(storage, &mut session),
        };
        let said: Vec<String> = [damage, history_damage].into_iter().flatten().collect();
        if !said.is_empty() {
            session.report(said.join(" "));
        }
        (store, session, settings)
    }

    /// The history kept in the storage, where there is no state folder for its file, handed
    /// to `session`. One that cannot be read is kept to be moved aside at the next save; what
    /// to tell the player is returned.
    fn stored_history<S: Storage + ?Sized>(
        &mut self,
        storage: Option<&S>,
        session: &mut Session,
    ) -> Option<String> {
        let text = storage.and_then(|s| s.get(HISTORY_KEY))?;
        match GameLog::from_text(&text, HISTORY_KEY) {
            Ok(log) => {
                self.stored_games = log.records.len();
                session.set_history(log);
                None
            }
            Err(e) => {
                self.unread_history = Some(text);
                Some(t!(
                    "statistics-could-not-be-read",
                    why = &e,
                    aside = &HISTORY_UNREAD_KEY
                ))
            }
        }
    }

    /// Writes the history of games to its file, when asked ([`super::Effect::KeepHistory`]);
    /// a failed write is said (the history stays in memory and is written whole with the
    /// next game).
    pub fn keep_history(&mut self, session: &mut Session) {
        let failed = self
            .history_file
            .as_mut()
            .and_then(|file| file.write(session.history()));
        if let Some(why) = failed {
            session.report(t!("statistics-could-not-be-saved", why = &why));
        }
    }

    /// Keeps the session's state and settings in `storage` (and its copy in the state folder),
    /// and the history where it has no file of its own.
    pub fn save<S: Storage + ?Sized>(
        &mut self,
        storage: &mut S,
        session: &mut Session,
        settings: &Settings,
    ) {
        // The history is written as games end; a write that failed since is said here.
        if let Some(why) = self.history_file.as_mut().and_then(HistoryFile::finish) {
            session.report(t!("statistics-could-not-be-saved", why = &why));
        }
        if self.history_file.is_none() {
            // The unreadable history is moved aside, then written over with this run's.
            let moved = self.unread_history.take().map(|unread| {
                storage.set(HISTORY_UNREAD_KEY, unread);
            });
            let games = session.history().records.len();
            if games != self.stored_games || moved.is_some() {
                storage.set(HISTORY_KEY, session.history().to_text());
                self.stored_games = games;
            }
        }
        let text = Kept::of(session, settings).to_text();
        if let Some(kept_file) = &mut self.kept_file {
            kept_file.write(&text);
        }
        storage.set(STORAGE_KEY, text);
    }
}
