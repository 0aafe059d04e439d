//! The current puzzle's difficulty on Sudoku Explainer's scale, as the window shows it: asked
//! of the worker for every puzzle that comes to the board, known at once for a generated one.

use crate::rate::{RateError, Rating, format_tenths};

/// How far the rating of the puzzle on the board has got.
#[derive(Debug, Clone, PartialEq)]
pub enum Rated {
    /// The worker is rating it.
    Pending,
    /// Its rating.
    Done(Rating),
    /// It has none, and why: several solutions, none, or a size SE does not rate.
    Unrated(String),
}

impl Rated {
    /// The worker's answer as shown.
    pub fn of(answer: Result<Rating, RateError>) -> Rated {
        match answer {
            Ok(rating) => Rated::Done(rating),
            Err(RateError::Multiple) => Rated::Unrated("several solutions".into()),
            Err(RateError::Unsolvable) => Rated::Unrated("no solution".into()),
            Err(e) => Rated::Unrated(e.to_string()),
        }
    }

    /// The rating as the side panel shows it: `Hard · SE 4.2`.
    pub fn short(&self) -> String {
        match self {
            Rated::Pending => "Rating…".into(),
            Rated::Done(rating) => format!("{} · SE {}", rating.level(), format_tenths(rating.er)),
            Rated::Unrated(why) => format!("No rating: {why}"),
        }
    }

    /// What the status bar adds once the rating is known, after a message that already says
    /// (`unique_said`) or does not yet say that the puzzle has exactly one solution.
    pub fn sentence(&self, unique_said: bool) -> String {
        match self {
            Rated::Pending => String::new(),
            Rated::Done(rating) => {
                let rated = format!(
                    "rated {} ({}), hardest step {}.",
                    format_tenths(rating.er),
                    rating.level().name(),
                    rating.hardest
                );
                if unique_said {
                    format!("It is {rated}")
                } else {
                    format!("It has exactly one solution and is {rated}")
                }
            }
            Rated::Unrated(why) => format!("It has {why}, so it has no rating."),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn xy_wing() -> Rated {
        Rated::Done(Rating {
            er: 42,
            ep: 42,
            ed: 12,
            hardest: "XY-Wing".into(),
            stopped: false,
        })
    }

    #[test]
    fn the_words_give_the_rating_its_level_and_its_hardest_step() {
        assert_eq!(xy_wing().short(), "Hard · SE 4.2");
        assert_eq!(
            xy_wing().sentence(false),
            "It has exactly one solution and is rated 4.2 (hard), hardest step XY-Wing."
        );
        assert_eq!(
            xy_wing().sentence(true),
            "It is rated 4.2 (hard), hardest step XY-Wing."
        );
        let several = Rated::of(Err(RateError::Multiple));
        assert_eq!(
            several.sentence(false),
            "It has several solutions, so it has no rating."
        );
        assert_eq!(several.short(), "No rating: several solutions");
    }
}
