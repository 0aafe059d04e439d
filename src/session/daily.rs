//! The daily puzzle in the window: made on the worker like a file is opened (the file side
//! shows it as busy, with Cancel), then it takes the board's place as any opened game does,
//! after asking when that would lose unsaved moves.

use super::Session;
use super::errand::Errand;
use super::game_file::{GameFile, Origin};
use super::replace::Replacement;
use crate::calendar::Date;
use crate::game::Game;
use crate::generator::daily;
use crate::generator::{GenerateError, Generated};
use crate::t;
use crate::worker::Job;
use web_time::Instant;

impl Session {
    /// Starts making today's daily puzzle, unless a file job is under way.
    pub(super) fn daily_puzzle(&mut self) {
        if let Some(busy) = self.file_busy() {
            return self.complain(t!("daily-puzzle-waits-until-it", busy = &busy));
        }
        let date = crate::worker::today();
        let request = daily::request(date);
        self.start_errand(Job::Daily(request), Errand::Daily(date));
        self.say(t!(
            "making-daily-puzzle-of",
            date = &date,
            weekday_name = &date.weekday_name(),
            level = &request.level
        ));
    }

    /// The daily puzzle of `date` is made (or could not be): it takes the board's place.
    pub(super) fn daily_made(
        &mut self,
        date: Date,
        made: Result<Generated, GenerateError>,
        now: Instant,
    ) {
        match made {
            Ok(made) => {
                let game = Game::new_at(made.puzzle, now);
                let next = Box::new(GameFile::new(game, Origin::Daily(date)));
                let message = t!(
                    "daily-puzzle-of-2",
                    date = &date,
                    weekday_name = &date.weekday_name(),
                    level = &made.level
                );
                self.replace(Replacement::Opened { next, message }, now);
            }
            Err(e) => self.complain(t!("no-daily-puzzle", why = &e)),
        }
    }
}
