//! New variant games in the window (New game > Killer, Jigsaw, ...): made on the worker like
//! the daily puzzle (the file side shows it as busy, with Cancel), then they take the board's
//! place as any opened game does, after asking when that would lose unsaved moves.

use super::Session;
use super::errand::Errand;
use super::game_file::{GameFile, Origin};
use super::replace::Replacement;
use crate::board::{Shape, Variant};
use crate::game::Game;
use crate::generator::{GenerateError, Generated, VariantRequest};
use crate::rate::Level;
use crate::t;
use crate::worker::Job;
use rand::Rng;
use web_time::Instant;

impl Session {
    /// Starts making a 9x9 puzzle of `variant` at `level`, unless a file job is under way.
    pub(super) fn new_variant(&mut self, variant: Variant, level: Level) {
        if let Some(busy) = self.file_busy() {
            return self.complain(t!("new-game-waits-until-it", busy = &busy));
        }
        let request = VariantRequest {
            variant,
            shape: Shape::NINE,
            level,
            seed: self.rng.random(),
        };
        self.start_errand(Job::Variant(request), Errand::Variant(variant, level));
        self.say(t!(
            "making-new-puzzle-2",
            level = &level,
            variant = &variant
        ));
    }

    /// The variant puzzle is made (or could not be): it takes the board's place.
    pub(super) fn variant_made(
        &mut self,
        variant: Variant,
        made: Result<Generated, GenerateError>,
        now: Instant,
    ) {
        match made {
            Ok(made) => {
                let level = made.level;
                let game = Game::new_at(made.puzzle, now);
                let next = Box::new(GameFile::new(game, Origin::Level(level)));
                let message = t!("new-game-4", level = &level, variant = &variant);
                self.replace(Replacement::Opened { next, message }, now);
            }
            Err(e) => self.complain(t!("no-puzzle", variant = &variant, why = &e)),
        }
    }
}
