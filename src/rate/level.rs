//! The difficulty levels, as bands of Sudoku Explainer's scale: one type for the game, the
//! rater and the generator.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// How hard a puzzle is: a band of Sudoku Explainer ratings (in tenths, as
/// [`crate::rate::Rating::er`]).
///
/// Saved games store the variant names (`Easy` ... `Extreme`); [`Level::name`] is the lower-case
/// English name the command line reads and prints, `Display` ([`Level::label`]) the one the
/// game shows, in the current language (in English capitalised: `Easy`).
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
        Level::ALL
            .into_iter()
            .find(|level| tenths <= level.band().1)
            .unwrap_or(Level::Extreme)
    }

    /// The level's ratings in tenths, lowest and highest (`u16::MAX` for no bound).
    pub fn band(self) -> (u16, u16) {
        self.row().band
    }

    /// The level's name in lower case, as `shudu rate` prints it and `shudu generate` reads it.
    pub fn name(self) -> &'static str {
        self.row().name
    }

    /// The name the game shows, in the current language: `Easy`, `简单`.
    pub fn label(self) -> String {
        (self.row().label)()
    }

    /// The table: a level's name, band and label.
    fn row(self) -> Row {
        let row = |name, band, label| Row { name, band, label };
        match self {
            Level::Easy => row("easy", (10, 15), || crate::t!("level-easy")),
            Level::Medium => row("medium", (16, 25), || crate::t!("level-medium")),
            Level::Hard => row("hard", (26, 44), || crate::t!("level-hard")),
            Level::Expert => row("expert", (45, 64), || crate::t!("level-expert")),
            Level::Master => row("master", (65, 89), || crate::t!("level-master")),
            Level::Extreme => row("extreme", (90, u16::MAX), || crate::t!("level-extreme")),
        }
    }
}

/// A row of [`Level`]'s table.
struct Row {
    name: &'static str,
    band: (u16, u16),
    label: fn() -> String,
}

/// The name the game shows ([`Level::label`]): `Easy`.
impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label())
    }
}

/// Reads a level's English name, in any case, or its name in the current language.
impl FromStr for Level {
    type Err = UnknownName;

    fn from_str(text: &str) -> Result<Level, UnknownName> {
        UnknownName::find(&Level::ALL, Level::name, "level", text).or_else(|error| {
            Level::ALL
                .into_iter()
                .find(|level| level.label() == text.trim())
                .ok_or(error)
        })
    }
}

/// A word that names none of a list of choices (a level, a symmetry): what the `FromStr` of
/// such a list gives, with a message that lists the choices.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", unknown_name_message(.what, .text, .choices))]
pub struct UnknownName {
    /// What was named: `level`.
    pub what: &'static str,
    /// The word read.
    pub text: String,
    /// The names it could have been.
    pub choices: Vec<&'static str>,
}

/// `unknown level 'legendary': use one of easy, medium, ...` in the current language.
fn unknown_name_message(what: &str, text: &str, choices: &[&'static str]) -> String {
    let choices = choices.join(", ");
    match what {
        "level" => crate::t!("level-unknown", text = text, choices = choices),
        "symmetry" => crate::t!("symmetry-unknown", text = text, choices = choices),
        _ => crate::t!("name-unknown", what = what, text = text, choices = choices),
    }
}

impl UnknownName {
    /// The item of `all` whose `name` is `text`, in any case and without surrounding blanks.
    pub fn find<T: Copy>(
        all: &[T],
        name: impl Fn(T) -> &'static str,
        what: &'static str,
        text: &str,
    ) -> Result<T, UnknownName> {
        all.iter()
            .copied()
            .find(|&item| name(item).eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| UnknownName {
                what,
                text: text.to_string(),
                choices: all.iter().map(|&item| name(item)).collect(),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_cover_the_scale_in_bands() {
        let edges = [
            (10, 15, Level::Easy),
            (16, 25, Level::Medium),
            (26, 44, Level::Hard),
            (45, 64, Level::Expert),
            (65, 89, Level::Master),
            (90, 200, Level::Extreme),
        ];
        for (low, high, level) in edges {
            assert_eq!((Level::of(low), Level::of(high)), (level, level), "{level}");
        }
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
        let unknown = "legendary".parse::<Level>().err().map(|e| e.to_string());
        let names = "easy, medium, hard, expert, master, extreme";
        assert_eq!(
            unknown,
            Some(format!("unknown level 'legendary': use one of {names}"))
        );
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
