//! New variant games and games of other sizes in the window (New game > Killer, 16x16, ...): made on the worker like
//! the daily puzzle (the file side shows it as busy, with Cancel), then they take the board's
//! place as any opened game does, after asking when that would lose unsaved moves.

use super::errand::{Errand, FileSide};
use super::flow::Ctx;
use super::game_file::{GameFile, Origin};
use super::replace::Replacement;
use crate::board::{Shape, Variant};
use crate::game::Game;
use crate::generator::{GenerateError, Generated, VariantRequest};
use crate::t;
use crate::worker::Job;
use web_time::Instant;

/// A kind of puzzle in words: the variant's name on 9x9 ("Jigsaw"), the size on other grids
/// ("16x16", "Killer 6x6").
pub fn kind_name(variant: Variant, shape: Shape) -> String {
    let size = format!("{0}x{0}", shape.size());
    match (variant, shape == Shape::NINE) {
        (_, true) => variant.to_string(),
        (Variant::Classic, false) => size,
        (_, false) => format!("{variant} {size}"),
    }
}

impl FileSide {
    /// Starts making a puzzle of `variant` on a grid of `shape` at `level` from `seed`, unless
    /// a file job is under way.
    pub fn new_variant(&mut self, ctx: &mut Ctx, request: VariantRequest) {
        if let Some(busy) = self.busy() {
            return ctx.complain(t!("new-game-waits-until-it", busy = &busy));
        }
        let (kind, level) = (kind_name(request.variant, request.shape), request.level);
        ctx.say(t!("making-new-puzzle-2", level = &level, variant = &kind));
        self.start(ctx, Job::Variant(request), Errand::Variant(kind, level));
    }
}

/// The puzzle of `kind` is made (or could not be): it takes the board's place.
pub(super) fn made(
    ctx: &mut Ctx,
    kind: String,
    made: Result<Generated, GenerateError>,
    now: Instant,
) -> Option<Replacement> {
    match made {
        Ok(made) => {
            let level = made.level;
            let message = t!("new-game-4", level = &level, variant = &kind);
            let game = Game::new_at(made.puzzle, now);
            let next = Box::new(GameFile::new(game, Origin::Level(level)));
            let what = t!("level-kind", level = &level, kind = &kind);
            Some(Replacement::Made {
                next,
                message,
                what,
            })
        }
        Err(e) => {
            ctx.complain(t!("no-puzzle", variant = &kind, why = &e));
            None
        }
    }
}
