//! The current puzzle's difficulty on Sudoku Explainer's scale, as the window shows it: asked
//! of the worker for every puzzle that comes to the board, known at once for a generated one.

use super::Session;
use super::pending::{Answer, Fits, Pending};
use crate::board::Shape;
use crate::rate::{RateError, Rating, format_tenths};
use crate::t;
use crate::worker::{Job, Output};

/// The status message to complete when the rating comes, and whether that message already
/// says the puzzle has one solution.
pub(super) type Announcement = Option<(String, bool)>;

/// The rating of the puzzle on the board and the job asking for it.
#[derive(Debug, Default)]
pub(super) struct RatingState {
    /// The rating of the game numbered `.0`.
    pub rated: Option<(u64, Rated)>,
    /// The rating job; its task is the message to complete.
    pub job: Option<Pending<Announcement>>,
}

/// How far the rating of the puzzle on the board has got.
#[derive(Debug, Clone, PartialEq)]
pub enum Rated {
    /// The worker is rating it.
    Pending,
    /// Its rating.
    Done(Rating),
    /// It has none, and why: several solutions, none, or a size SE does not rate.
    Unrated(String),
    /// A variant puzzle's grade on SE's scale by Shudu's human solver (SE defines no variant
    /// rule), with its rules.
    Variant {
        /// The rules in words ("Killer", "Jigsaw + Sudoku X").
        rules: String,
        /// The grade.
        rating: Rating,
    },
}

impl Rated {
    /// The worker's answer as shown.
    pub fn of(answer: Result<Rating, RateError>) -> Rated {
        match answer {
            Ok(rating) => Rated::Done(rating),
            Err(RateError::Multiple) => Rated::Unrated(t!("several-solutions-2")),
            Err(RateError::Unsolvable) => Rated::Unrated(t!("no-solution-2")),
            Err(e) => Rated::Unrated(e.to_string()),
        }
    }

    /// The rating as the side panel shows it: `Hard · SE 4.2`.
    pub fn short(&self) -> String {
        match self {
            Rated::Pending => t!("rating"),
            Rated::Done(rating) => t!(
                "se",
                level = &rating.level(),
                rating = &format_tenths(rating.er)
            ),
            Rated::Unrated(why) => t!("no-rating", why = &why),
            Rated::Variant { rules, rating } => {
                t!(
                    "text-9",
                    level = &rating.level(),
                    rating = &format_tenths(rating.er),
                    rules = &rules
                )
            }
        }
    }

    /// What the status bar adds once the rating is known, after a message that already says
    /// (`unique_said`) or does not yet say that the puzzle has exactly one solution.
    pub fn sentence(&self, unique_said: bool) -> String {
        match self {
            Rated::Pending => String::new(),
            Rated::Done(rating) => {
                let rated = t!(
                    "rated-hardest-step",
                    rating = &format_tenths(rating.er),
                    name = &rating.level().label(),
                    hardest = &rating.hardest_name()
                );
                if unique_said {
                    t!("it-is", rated = &rated)
                } else {
                    t!("it-has-exactly-one-solution", rated = &rated)
                }
            }
            Rated::Unrated(why) => t!("it-has-so-it-has", why = &why),
            Rated::Variant { rules, rating } => t!(
                "it-is-puzzle-graded-by",
                rules = &rules,
                rating = &format_tenths(rating.er),
                name = &rating.level().label(),
                hardest = &rating.hardest_name()
            ),
        }
    }
}

impl Session {
    /// The rating of the puzzle on the board, once asked for (never while a puzzle is typed).
    pub fn rating(&self) -> Option<&Rated> {
        self.rating
            .rated
            .as_ref()
            .filter(|(serial, _)| *serial == self.serial && self.is_playing())
            .map(|(_, rated)| rated)
    }

    /// Asks the worker to rate the puzzle on the board (SE rates 9x9 puzzles only).
    pub(super) fn rate_current(&mut self) {
        self.rating.job = None;
        self.rating.rated = None;
        if !self.is_playing() {
            return;
        }
        let puzzle = self.game().puzzle().clone();
        if puzzle.shape() != Shape::NINE && puzzle.is_classic() {
            let why = t!("sudoku-explainer-s-scale-rates");
            self.rating.rated = Some((self.serial, Rated::Unrated(why)));
            return;
        }
        self.rating.job = Some(self.submit(Job::Rate(puzzle), None, None));
        self.rating.rated = Some((self.serial, Rated::Pending));
    }

    /// Completes the status message on screen with the rating once it comes.
    pub(super) fn announce_rating(&mut self, unique_said: bool) {
        let Some(text) = self.status.as_ref().map(|s| s.text.clone()) else {
            return;
        };
        if let Some(job) = self.rating.job.as_mut() {
            job.task = Some((text, unique_said));
        }
    }

    /// The rating, shown in the side panel and added to the status message it completes.
    pub(super) fn rating_done(&mut self, pending: Pending<Announcement>, output: Output) {
        let rated = |output| match output {
            Output::Rating(answer) => Some(Rated::of(answer)),
            _ => None,
        };
        let rated = match pending.answer(output, rated, Fits::Game(self.serial)) {
            Answer::Fresh(rated) => rated,
            // A failure is shown as the rating, of the game it was for.
            Answer::Failed(why) if pending.is_for(self.serial) => {
                Rated::Unrated(t!("rater-failed", why = &why))
            }
            Answer::Failed(_) | Answer::Cancelled | Answer::Stale => return,
        };
        let puzzle = self.game().puzzle();
        let rated = match rated {
            Rated::Done(rating) if !puzzle.is_classic() => Rated::Variant {
                rules: puzzle.rules().describe(),
                rating,
            },
            other => other,
        };
        if let (Some((text, unique_said)), Some(status)) = (pending.task, self.status.as_ref())
            && status.text == text
            && !status.error
        {
            let sentence = rated.sentence(unique_said);
            self.say(t!("text-10", text = &text, sentence = &sentence));
        }
        self.rating.rated = Some((self.serial, rated));
    }

    /// A new game's rating: known already (a puzzle from the pool), or asked for.
    pub(super) fn rate_new_game(&mut self, rating: Option<Rating>) {
        match rating {
            Some(rating) => {
                self.rating.job = None;
                let puzzle = self.game().puzzle();
                let rated = if puzzle.is_classic() {
                    Rated::Done(rating)
                } else {
                    Rated::Variant {
                        rules: puzzle.rules().describe(),
                        rating,
                    }
                };
                self.rating.rated = Some((self.serial, rated));
            }
            None => self.rate_current(),
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
            "It has exactly one solution and is rated 4.2 (Hard), hardest step XY-Wing."
        );
        assert_eq!(
            xy_wing().sentence(true),
            "It is rated 4.2 (Hard), hardest step XY-Wing."
        );
        let several = Rated::of(Err(RateError::Multiple));
        assert_eq!(
            several.sentence(false),
            "It has several solutions, so it has no rating."
        );
        assert_eq!(several.short(), "No rating: several solutions");
    }
}
