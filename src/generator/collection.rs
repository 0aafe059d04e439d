//! The puzzle collections bundled with the game (`assets/puzzles/`), by level.

use crate::board::{Grid, Shape};
use rand::Rng;
use serde::{Deserialize, Serialize};
use std::fmt;

const EASY: &str = include_str!("../../assets/puzzles/easy.txt");
const MEDIUM: &str = include_str!("../../assets/puzzles/medium.txt");
/// Lines of `<id> <81 digits> <Sudoku Explainer rating>`.
const RATED: &str = include_str!("../../assets/puzzles/se_rated.txt");

/// How hard a new game is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Level {
    /// Singles only.
    #[default]
    Easy,
    /// Locked candidates and subsets.
    Medium,
    /// Sudoku Explainer rating below 5.0: subsets, fish, wings.
    Hard,
    /// Rating 5.0 to 6.9: harder fish, uniqueness, short chains.
    Expert,
    /// Rating 7.0 and up: chains and forcing chains.
    Extreme,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Extreme,
    ];

    /// The puzzles of this level, in file order.
    pub fn puzzles(self) -> Vec<Grid> {
        match self {
            Level::Easy => lines(EASY).collect(),
            Level::Medium => lines(MEDIUM).collect(),
            Level::Hard => rated(0.0, 5.0),
            Level::Expert => rated(5.0, 7.0),
            Level::Extreme => rated(7.0, f64::INFINITY),
        }
    }

    /// A random puzzle of this level.
    pub fn pick(self, rng: &mut impl Rng) -> Grid {
        let mut all = self.puzzles();
        if all.is_empty() {
            return Grid::empty(Shape::NINE);
        }
        let index = rng.random_range(0..all.len());
        all.swap_remove(index)
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Level::Easy => "Easy",
            Level::Medium => "Medium",
            Level::Hard => "Hard",
            Level::Expert => "Expert",
            Level::Extreme => "Extreme",
        })
    }
}

/// Puzzles of 81 characters, one a line (`.` or `0` empty).
fn lines(text: &str) -> impl Iterator<Item = Grid> + '_ {
    text.lines().filter_map(|line| {
        let values: Vec<u8> = line
            .trim()
            .bytes()
            .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
            .collect();
        Grid::from_values(Shape::NINE, &values).ok()
    })
}

fn rated(low: f64, high: f64) -> Vec<Grid> {
    RATED
        .lines()
        .filter_map(|line| {
            let mut words = line.split_whitespace();
            let (_, digits, rating) = (words.next()?, words.next()?, words.next()?);
            let rating: f64 = rating.parse().ok()?;
            (low..high).contains(&rating).then_some(digits)
        })
        .flat_map(lines)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_level_has_puzzles_without_clashes() {
        let sizes: Vec<usize> = Level::ALL.iter().map(|l| l.puzzles().len()).collect();
        assert_eq!(sizes[0], 300);
        assert_eq!(sizes[1], 300);
        assert_eq!(sizes[2..].iter().sum::<usize>(), 1077);
        assert!(sizes.iter().all(|&n| n >= 100), "{sizes:?}");
        for level in Level::ALL {
            assert!(level.puzzles().iter().all(|g| g.clashes().is_empty()));
        }
    }
}
