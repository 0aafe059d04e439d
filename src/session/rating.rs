//! The current puzzle's difficulty on Sudoku Explainer's scale, as the window shows it: asked
//! of the worker for every puzzle that comes to the board, known at once for a generated one.

use super::Session;
use super::flow::Ctx;
use super::pending::{Answer, Fits, Pending};
use crate::board::{Grid, Shape};
use crate::game::Mode;
use crate::rate::{RateError, Rating, format_tenths};

/// How many columns the rules' names may take in the side panel's lines (the panel is as wide
/// as the digit pad): more rules are counted, not named.
pub const RULES_WIDTH: usize = 24;
use crate::t;
use crate::worker::{Job, JobId, Output};

/// The status message to complete when the rating comes, and whether that message already
/// says the puzzle has one solution.
pub(super) type Announcement = Option<(String, bool)>;

/// The rating flow: the rating of the puzzle on the board and the job asking for it.
#[derive(Debug, Default)]
pub(super) struct RatingState {
    /// The rating of the game numbered `.0`.
    rated: Option<(u64, Rated)>,
    /// The rating job; its task is the message to complete.
    job: Option<Pending<Announcement>>,
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

    /// The rating of `puzzle`: a variant's with its rules.
    fn known(puzzle: &Grid, rating: Rating) -> Rated {
        if puzzle.is_classic() {
            Rated::Done(rating)
        } else {
            Rated::Variant {
                rules: puzzle.rules().describe_short(RULES_WIDTH),
                rating,
            }
        }
    }

    /// The rating as the side panel shows it, in words: `Hard` (the figure is on hover).
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
                // The hardest step is no news to announce: it would give the solve away (the
                // side panel names it on hover, for those who ask).
                let rated = t!(
                    "rated-level",
                    rating = &format_tenths(rating.er),
                    name = &rating.level().label()
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
                name = &rating.level().label()
            ),
        }
    }
}

impl RatingState {
    /// The rating of game `serial`, once asked for.
    pub fn rated(&self, serial: u64) -> Option<&Rated> {
        self.rated
            .as_ref()
            .filter(|(of, _)| *of == serial)
            .map(|(_, rated)| rated)
    }

    /// Whether a rating is being worked out.
    pub fn busy(&self) -> bool {
        self.job.is_some()
    }

    /// The rating job, if `id` is its id.
    pub fn take_job(&mut self, id: JobId) -> Option<Pending<Announcement>> {
        self.job.take_if(|p| p.id == id)
    }

    /// Asks the worker to rate the puzzle on the board (SE rates 9x9 puzzles only; nothing is
    /// rated while a puzzle is typed).
    pub fn rate_current(&mut self, ctx: &mut Ctx) {
        self.job = None;
        self.rated = None;
        if ctx.game.mode() != Mode::Play {
            return;
        }
        let puzzle = ctx.game.puzzle().clone();
        if puzzle.shape() != Shape::NINE && puzzle.is_classic() {
            let why = t!("sudoku-explainer-s-scale-rates");
            self.rated = Some((ctx.serial, Rated::Unrated(why)));
            return;
        }
        self.job = Some(ctx.submit(Job::Rate(puzzle), None, None));
        self.rated = Some((ctx.serial, Rated::Pending));
    }

    /// Completes the status message on screen with the rating once it comes.
    pub fn announce(&mut self, ctx: &Ctx, unique_said: bool) {
        let Some(text) = ctx.status.as_ref().map(|s| s.text.clone()) else {
            return;
        };
        if let Some(job) = self.job.as_mut() {
            job.task = Some((text, unique_said));
        }
    }

    /// The rating, shown in the side panel and added to the status message it completes.
    pub fn done(&mut self, ctx: &mut Ctx, pending: Pending<Announcement>, output: Output) {
        let rated = |output| match output {
            Output::Rating(answer) => Some(Rated::of(answer)),
            _ => None,
        };
        let rated = match pending.answer(output, rated, Fits::Game(ctx.serial)) {
            Answer::Fresh(rated) => rated,
            // A failure is shown as the rating, of the game it was for.
            Answer::Failed(why) if pending.is_for(ctx.serial) => {
                Rated::Unrated(t!("rater-failed", why = &why))
            }
            Answer::Failed(_) | Answer::Cancelled | Answer::Stale => return,
        };
        let rated = match rated {
            Rated::Done(rating) => Rated::known(ctx.game.puzzle(), rating),
            other => other,
        };
        if let (Some((text, unique_said)), Some(status)) = (pending.task, ctx.status.as_ref())
            && status.text == text
            && !status.error
        {
            let sentence = rated.sentence(unique_said);
            ctx.say(t!("text-10", text = &text, sentence = &sentence));
        }
        self.rated = Some((ctx.serial, rated));
    }

    /// A new game's rating: known already (a puzzle from the pool), or asked for.
    pub fn new_game(&mut self, ctx: &mut Ctx, rating: Option<Rating>) {
        match rating {
            Some(rating) => {
                self.job = None;
                self.rated = Some((ctx.serial, Rated::known(ctx.game.puzzle(), rating)));
            }
            None => self.rate_current(ctx),
        }
    }
}

impl Session {
    /// The rating of the puzzle on the board, once asked for (never while a puzzle is typed).
    pub fn rating(&self) -> Option<&Rated> {
        self.rating.rated(self.serial).filter(|_| self.is_playing())
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
    fn the_words_give_the_rating_and_its_level_but_never_the_hardest_step() {
        // The level in words; the figure for those who want it, with its scale named.
        assert_eq!(xy_wing().short(), "Hard");
        assert_eq!(
            xy_wing().sentence(false),
            "It has exactly one solution and is rated Hard (4.2 on Sudoku Explainer's scale)."
        );
        assert_eq!(
            xy_wing().sentence(true),
            "It is rated Hard (4.2 on Sudoku Explainer's scale)."
        );
        let several = Rated::of(Err(RateError::Multiple));
        assert_eq!(
            several.sentence(false),
            "It has several solutions, so it has no rating."
        );
        assert_eq!(several.short(), "No rating: several solutions");
    }
}
