//! What survives a restart: the game on the board with its file, the game put aside while a
//! puzzle is typed, the level of the last new game, and the settings. Kept through eframe's
//! storage under one key, and checked when read back.

use super::session::{GameFile, Session};
use super::theme::ThemeChoice;
use crate::generator::Level;
use rand::rngs::StdRng;
use serde::{Deserialize, Serialize};

/// The key under which eframe keeps the app's state between runs.
pub const STORAGE_KEY: &str = "shudu";

/// The player's settings.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Light, dark, or as the system says.
    pub theme: ThemeChoice,
    /// Digits above 9 as letters (10 = A).
    pub letters: bool,
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
}

impl Kept {
    /// What to keep of a running session.
    pub fn of(session: &Session, settings: &Settings) -> Kept {
        Kept {
            current: Some(session.current().clone()),
            put_aside: session.put_aside().cloned(),
            level: session.level(),
            settings: settings.clone(),
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
                let session = Session::fresh(Level::default(), rng);
                let damage =
                    format!("The last game could not be restored ({e}); here is a new one.");
                return (session, settings, Some(damage));
            }
        };
        let checked = |file: Option<GameFile>| match file {
            Some(file) => file.game.validate().map(|()| Some(file)),
            None => Ok(None),
        };
        match (checked(kept.current), checked(kept.put_aside)) {
            (Ok(Some(current)), Ok(put_aside)) => {
                let session = Session::new(current, put_aside, kept.level, rng);
                (session, kept.settings, None)
            }
            (Ok(None), _) => (Session::fresh(kept.level, rng), kept.settings, None),
            (Err(e), _) | (_, Err(e)) => {
                let damage =
                    format!("The last game could not be restored ({e}); here is a new one.");
                (Session::fresh(kept.level, rng), kept.settings, Some(damage))
            }
        }
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
