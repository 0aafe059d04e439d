//! The daily puzzle: one 9x9 puzzle per calendar day, the same for everyone who runs the same
//! Shudu on that date, with its level rotating through the week.
//!
//! A date gives a [`Request`]: the level of its weekday ([`level_of`]), rotational symmetry
//! (the newspaper look), and a seed mixed from the date's day number and
//! [`DAILY_VERSION`]. The puzzle is then whatever [`super::generate`] makes of that request,
//! so it stays the same as long as the generator does; a release that changes generation (or
//! the `rand` version in `Cargo.lock`) bumps [`DAILY_VERSION`] and says so in the README.

use super::{Request, Symmetry};
use crate::board::Shape;
use crate::calendar::Date;
use crate::rate::Level;

/// The version of the daily puzzles: part of every daily seed. Bumped when the puzzles of past
/// and future dates change.
pub const DAILY_VERSION: u64 = 1;

/// The level of each weekday's puzzle, from Monday: easy at the start of the week, the hardest
/// at the weekend. Extreme is left out: one can take minutes to generate.
const WEEK: [Level; 7] = [
    Level::Easy,
    Level::Medium,
    Level::Hard,
    Level::Medium,
    Level::Hard,
    Level::Expert,
    Level::Master,
];

/// The level of the daily puzzle of `date`.
pub fn level_of(date: Date) -> Level {
    WEEK.get(date.weekday()).copied().unwrap_or(Level::Medium)
}

/// What to generate for the daily puzzle of `date`.
pub fn request(date: Date) -> Request {
    Request {
        shape: Shape::NINE,
        level: level_of(date),
        symmetry: Symmetry::Rot180,
        seed: mix((DAILY_VERSION << 40) ^ date.days().cast_unsigned()),
    }
}

/// SplitMix64's finaliser: neighbouring days get unrelated seeds.
fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calendar::Date;

    #[test]
    fn the_week_rotates_and_days_get_their_own_seeds() {
        let monday = Date::new(2026, 11, 23).unwrap_or_else(|| panic!("no date"));
        let mut date = monday;
        let mut seeds = Vec::new();
        for level in WEEK {
            assert_eq!(request(date).level, level, "{date}");
            seeds.push(request(date).seed);
            date = date.next().unwrap_or(date);
        }
        assert_eq!(request(monday), request(monday));
        seeds.sort_unstable();
        seeds.dedup();
        assert_eq!(seeds.len(), 7);
    }
}
