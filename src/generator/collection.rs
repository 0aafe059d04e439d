//! The puzzle collections bundled with the game (`assets/puzzles/`): the fallback when no
//! generated puzzle is ready, chosen by their Sudoku Explainer rating.

use crate::board::{Grid, Shape};
use crate::rate::Level;
use rand::Rng;

/// Lines of `<81 characters> # <rating>`, the rating given by `shudu rate`.
const EASY: &str = include_str!("../../assets/puzzles/easy.txt");
/// Lines of `<81 characters> # <rating>`, the rating given by `shudu rate`.
const MEDIUM: &str = include_str!("../../assets/puzzles/medium.txt");
/// Lines of `<id> <81 digits> <Sudoku Explainer rating>`.
const RATED: &str = include_str!("../../assets/puzzles/se_rated.txt");

/// Lines of `se_rated.txt` that `shudu rate` puts in another level than the file's rating:
/// a game of one level must not open as another. Measured over all 1,077 lines (2026-11-27):
/// only `009bda07cfd9`, 5.4 (Expert) in the file, 7.1 (Master, a Forcing Chain) by Shudu's
/// rater.
const RATED_ELSEWHERE: [&str; 1] = ["009bda07cfd9"];

impl Level {
    /// The bundled puzzles whose rating lies in this level's band, in file order (`easy.txt`,
    /// `medium.txt`, then `se_rated.txt`).
    pub fn puzzles(self) -> Vec<Grid> {
        let (low, high) = self.band();
        [EASY, MEDIUM, RATED]
            .into_iter()
            .flat_map(str::lines)
            .filter(|line| !RATED_ELSEWHERE.iter().any(|id| line.starts_with(id)))
            .filter_map(rated_line)
            .filter(|&(_, tenths)| (low..=high).contains(&tenths))
            .map(|(grid, _)| grid)
            .collect()
    }

    /// A random bundled puzzle of this level (an empty grid if the level had none).
    pub fn pick(self, rng: &mut impl Rng) -> Grid {
        let mut all = self.puzzles();
        if all.is_empty() {
            return Grid::empty(Shape::NINE);
        }
        let index = rng.random_range(0..all.len());
        all.swap_remove(index)
    }
}

/// A bundled line's puzzle (the word of 81 characters, `.` or `0` empty) and its rating in
/// tenths (the last word).
fn rated_line(line: &str) -> Option<(Grid, u16)> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let digits = words.iter().find(|w| w.len() == 81)?;
    let rating: f64 = words.last()?.parse().ok()?;
    let values: Vec<u8> = digits
        .bytes()
        .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
        .collect();
    let grid = Grid::from_values(Shape::NINE, &values).ok()?;
    // Ratings have one decimal: 1.5 is 15 tenths.
    Some((grid, (rating * 10.0).round() as u16))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_level_has_puzzles_without_clashes() {
        let sizes: Vec<usize> = Level::ALL.iter().map(|l| l.puzzles().len()).collect();
        // Every line but the one Shudu's rater puts in another level.
        assert_eq!(sizes.iter().sum::<usize>(), 300 + 300 + 1076, "{sizes:?}");
        assert!(sizes.iter().all(|&n| n >= 20), "{sizes:?}");
        for level in Level::ALL {
            assert!(level.puzzles().iter().all(|g| g.clashes().is_empty()));
        }
    }

    #[test]
    fn the_line_rated_in_another_level_is_left_out() {
        let line = RATED.lines().find(|l| l.starts_with(RATED_ELSEWHERE[0]));
        let (grid, tenths) = line.and_then(rated_line).expect("the line is in the file");
        assert_eq!(Level::of(tenths), Level::Expert);
        assert!(!Level::Expert.puzzles().contains(&grid));
    }
}
