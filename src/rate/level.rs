//! The difficulty levels, as bands of Sudoku Explainer's scale: one type for the game, the
//! rater and the generator.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// How hard a puzzle is: a band of Sudoku Explainer ratings (in tenths, as
/// [`crate::rate::Rating::er`]).
///
/// Saved games store the variant names (`Easy` ... `Extreme`); [`Level::name`] is the lower-case
/// name the command line reads and prints, `Display` the capitalised one the game shows.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
pub enum Level {
    /// 1.0 to 1.5: hidden singles.
    #[default]
    Easy,
    /// 1.6 to 2.5: direct locked candidates and hidden sets, naked singles.
    Medium,
    /// 2.6 to 4.4: locked candidates, subsets, X-Wing, Swordfish, short strong-link chains,
    /// XY- and XYZ-Wings.
    Hard,
    /// 4.5 to 6.4: uniqueness, quads, Jellyfish, longer wings, BUG, aligned pairs.
    Expert,
    /// 6.5 to 8.9: chains, forcing chains, Nishio, cell and region chains, dynamic chains.
    Master,
    /// 9.0 and up: dynamic chains with nested rules.
    Extreme,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 6] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Master,
        Level::Extreme,
    ];

    /// The level of a rating in tenths.
    pub fn of(tenths: u16) -> Level {
        match tenths {
            0..=15 => Level::Easy,
            16..=25 => Level::Medium,
            26..=44 => Level::Hard,
            45..=64 => Level::Expert,
            65..=89 => Level::Master,
            _ => Level::Extreme,
        }
    }

    /// The level's ratings in tenths, lowest and highest (`u16::MAX` for no bound).
    pub fn band(self) -> (u16, u16) {
        match self {
            Level::Easy => (10, 15),
            Level::Medium => (16, 25),
            Level::Hard => (26, 44),
            Level::Expert => (45, 64),
            Level::Master => (65, 89),
            Level::Extreme => (90, u16::MAX),
        }
    }

    /// The level's name in lower case, as `shudu rate` prints it and `shudu generate` reads it.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Master => "master",
            Level::Extreme => "extreme",
        }
    }
}

/// The capitalised name the game shows: `Easy`.
impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Level::Easy => "Easy",
            Level::Medium => "Medium",
            Level::Hard => "Hard",
            Level::Expert => "Expert",
            Level::Master => "Master",
            Level::Extreme => "Extreme",
        })
    }
}

/// Reads a level's name, in any case.
impl FromStr for Level {
    type Err = String;

    fn from_str(text: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|level| level.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| {
                let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
                format!("unknown level '{text}': use one of {}", names.join(", "))
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_cover_the_scale_in_bands() {
        assert_eq!(Level::of(10), Level::Easy);
        assert_eq!(Level::of(15), Level::Easy);
        assert_eq!(Level::of(16), Level::Medium);
        assert_eq!(Level::of(25), Level::Medium);
        assert_eq!(Level::of(26), Level::Hard);
        assert_eq!(Level::of(44), Level::Hard);
        assert_eq!(Level::of(45), Level::Expert);
        assert_eq!(Level::of(64), Level::Expert);
        assert_eq!(Level::of(65), Level::Master);
        assert_eq!(Level::of(89), Level::Master);
        assert_eq!(Level::of(90), Level::Extreme);
        assert_eq!(Level::of(200), Level::Extreme);
        for level in Level::ALL {
            let (lo, hi) = level.band();
            assert_eq!((Level::of(lo), Level::of(hi)), (level, level));
        }
    }

    #[test]
    fn names_read_back_and_display_is_capitalised() {
        for level in Level::ALL {
            assert_eq!(level.name().parse(), Ok(level));
            assert_eq!(level.to_string().parse(), Ok(level));
            assert_eq!(level.to_string().to_lowercase(), level.name());
        }
        assert_eq!(Level::Master.to_string(), "Master");
        assert!("legendary".parse::<Level>().is_err());
    }

    #[test]
    fn saved_names_still_load() {
        for (text, level) in [("Easy", Level::Easy), ("Extreme", Level::Extreme)] {
            assert_eq!(ron::from_str::<Level>(text).ok(), Some(level));
        }
        assert_eq!(
            ron::to_string(&Level::Master).ok().as_deref(),
            Some("Master")
        );
    }
}
