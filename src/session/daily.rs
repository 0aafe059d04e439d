//! The daily puzzle in the window: made on the worker like a file is opened (the file side
//! shows it as busy, with Cancel), then it takes the board's place as any opened game does,
//! after asking when that would lose unsaved moves.

use super::errand::{Errand, FileSide};
use super::flow::Ctx;
use super::game_file::Origin;
use super::replace::Replacement;
use crate::calendar::Date;
use crate::generator::daily;
use crate::generator::{GenerateError, Generated};
use crate::t;
use crate::worker::Job;
use web_time::Instant;

impl FileSide {
    /// Starts making today's daily puzzle, unless a file job is under way.
    pub fn daily_puzzle(&mut self, ctx: &mut Ctx) {
        if let Some(busy) = self.busy() {
            return ctx.complain(t!("daily-puzzle-waits-until-it", busy = &busy));
        }
        let date = crate::worker::today();
        let request = daily::request(date);
        self.start(ctx, Job::Daily(request), Errand::Daily(date));
        ctx.say(t!(
            "making-daily-puzzle-of",
            date = &date,
            weekday_name = &date.weekday_name(),
            level = &request.level
        ));
    }
}

/// The daily puzzle of `date` is made (or could not be): it takes the board's place.
pub(super) fn made(
    ctx: &mut Ctx,
    date: Date,
    made: Result<Generated, GenerateError>,
    now: Instant,
) -> Option<Replacement> {
    match made {
        Ok(made) => {
            let message = t!(
                "daily-puzzle-of-2",
                date = &date,
                weekday_name = &date.weekday_name(),
                level = &made.level
            );
            let origin = Origin::Daily(date);
            Some(Replacement::made(made.puzzle, origin, message, now))
        }
        Err(e) => {
            ctx.complain(t!("no-daily-puzzle", why = &e));
            None
        }
    }
}
