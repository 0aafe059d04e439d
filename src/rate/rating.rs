//! What a rating is: SE's three numbers in tenths, why a puzzle has none, and how SE prints
//! them.

use super::Level;
use crate::solver::Cancelled;

/// A puzzle's difficulty on SE's scale, in tenths.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Rating {
    /// ER: the hardest step applied (200 when no technique applies: SE's "beyond solver").
    pub er: u16,
    /// EP: the hardest step up to the first step that yields a digit.
    pub ep: u16,
    /// ED: the first step's rating.
    pub ed: u16,
    /// The name of the hardest step's technique.
    pub hardest: String,
    /// Whether rating stopped early at [`super::RateOptions::stop_above`].
    pub stopped: bool,
}

impl Rating {
    /// The difficulty level of the ER.
    pub fn level(&self) -> Level {
        Level::of(self.er)
    }
}

/// Why a puzzle has no rating.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RateError {
    /// SE's scale is defined for 9x9 puzzles only.
    #[error("only 9x9 puzzles can be rated, not {size}x{size}")]
    NotNine {
        /// The puzzle's size.
        size: usize,
    },
    /// The puzzle has no solution.
    #[error("the puzzle has no solution")]
    Unsolvable,
    /// The puzzle has more than one solution.
    #[error("the puzzle has more than one solution")]
    Multiple,
    /// The caller cancelled.
    #[error("cancelled")]
    Cancelled,
}

impl From<Cancelled> for RateError {
    fn from(_: Cancelled) -> RateError {
        RateError::Cancelled
    }
}

/// A rating in tenths as SE prints it: `7.2`.
pub fn format_tenths(tenths: u16) -> String {
    format!("{}.{}", tenths / 10, tenths % 10)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tenths_print_with_one_decimal() {
        assert_eq!(format_tenths(72), "7.2");
        assert_eq!(format_tenths(200), "20.0");
    }
}
