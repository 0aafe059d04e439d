//! What a game counts besides the board, for the statistics: the hints the player asked for
//! (by technique), the checks and the mistakes they found, and whether the game has gone into
//! the history already. None of it is an undo step: taking a move back does not take back the
//! hint that showed it.

use crate::techniques::Technique;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The counts of one game, kept in its save and in the kept state.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Tally {
    /// Hints shown, by their technique's code ([`Technique::code`]: "0002" Hidden Single,
    /// "0300" X-Wing, ...; older saves' English names read as codes).
    #[serde(deserialize_with = "crate::techniques::read_counts")]
    pub hints: BTreeMap<String, u32>,
    /// How often the player asked for a check.
    pub checks: u32,
    /// Wrong entries found, by checks and by hints that pointed at one.
    pub mistakes: u32,
    /// The game is in the history: finishing it again (after an undo) adds nothing.
    pub recorded: bool,
}

impl Tally {
    /// All hints shown, whatever their technique.
    pub fn hint_count(&self) -> u32 {
        self.hints.values().fold(0, |sum, n| sum.saturating_add(*n))
    }

    /// Counts one hint of `technique`.
    pub fn count_hint(&mut self, technique: Technique) {
        let count = self.hints.entry(technique.code()).or_default();
        *count = count.saturating_add(1);
    }

    /// Counts one check that found `wrong` entries.
    pub fn count_check(&mut self, wrong: usize) {
        self.checks = self.checks.saturating_add(1);
        self.count_mistakes(wrong);
    }

    /// Counts `wrong` mistakes found.
    pub fn count_mistakes(&mut self, wrong: usize) {
        let wrong = u32::try_from(wrong).unwrap_or(u32::MAX);
        self.mistakes = self.mistakes.saturating_add(wrong);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_add_up_and_never_overflow() {
        let mut tally = Tally::default();
        let x_wing = Technique::from_english_name("X-Wing").unwrap();
        tally.count_hint(x_wing);
        tally.count_hint(x_wing);
        tally.count_hint(Technique::HiddenSingle);
        tally.count_check(2);
        tally.count_check(0);
        assert_eq!(tally.hint_count(), 3);
        assert_eq!(tally.hints.get("0300"), Some(&2));
        assert_eq!((tally.checks, tally.mistakes), (2, 2));
        tally.mistakes = u32::MAX;
        tally.count_mistakes(usize::MAX);
        assert_eq!(tally.mistakes, u32::MAX);
    }
}
