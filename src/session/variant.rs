//! New variant games in the window (New game > Killer, Jigsaw, ...): made on the worker like
//! the daily puzzle (the file side shows it as busy, with Cancel), then they take the board's
//! place as any opened game does, after asking when that would lose unsaved moves.

use super::errand::{Errand, FileSide};
use super::flow::Ctx;
use super::game_file::Origin;
use super::replace::Replacement;
use crate::board::{Shape, Variant};
use crate::generator::{GenerateError, Generated, VariantRequest};
use crate::rate::Level;
use crate::t;
use crate::worker::Job;
use web_time::Instant;

impl FileSide {
    /// Starts making a 9x9 puzzle of `variant` at `level` from `seed`, unless a file job is
    /// under way.
    pub fn new_variant(&mut self, ctx: &mut Ctx, variant: Variant, level: Level, seed: u64) {
        if let Some(busy) = self.busy() {
            return ctx.complain(t!("new-game-waits-until-it", busy = &busy));
        }
        let request = VariantRequest {
            variant,
            shape: Shape::NINE,
            level,
            seed,
        };
        self.start(ctx, Job::Variant(request), Errand::Variant(variant, level));
        ctx.say(t!(
            "making-new-puzzle-2",
            level = &level,
            variant = &variant
        ));
    }
}

/// The variant puzzle is made (or could not be): it takes the board's place.
pub(super) fn made(
    ctx: &mut Ctx,
    variant: Variant,
    made: Result<Generated, GenerateError>,
    now: Instant,
) -> Option<Replacement> {
    match made {
        Ok(made) => {
            let level = made.level;
            let message = t!("new-game-4", level = &level, variant = &variant);
            Some(Replacement::made(
                made.puzzle,
                Origin::Level(level),
                message,
                now,
            ))
        }
        Err(e) => {
            ctx.complain(t!("no-puzzle", variant = &variant, why = &e));
            None
        }
    }
}
