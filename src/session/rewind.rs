//! Back to the last correct move: the newest board in the undo history whose digits all lie
//! on a solution (the puzzle's own, when the session knows it; else any the exact search
//! finds), found on the worker; the steps after it are undone as one step, so one Redo brings
//! them back.

use super::Session;
use super::engine::EngineTask;
use super::pending::{Answer, Fits, Pending};
use crate::game::Action;
use crate::t;
use crate::worker::{Job, Output};
use web_time::Instant;

impl Session {
    /// Asks the engine how far back the last correct move is (Game > Back to the last correct
    /// move, Ctrl+Backspace).
    pub(super) fn rewind(&mut self) {
        if !self.is_playing() || self.game().is_paused() || self.engine.is_busy() {
            return;
        }
        if !self.game().can_undo() {
            return ctx!(self).say(t!("rewind-nothing-to-take-back"));
        }
        let boards = self.game().past_boards();
        let solution = match &self.solution {
            Some((serial, Some(solution))) if *serial == self.serial => Some(solution.clone()),
            _ => None,
        };
        let board = self.game().grid();
        let job = Job::Rewind { boards, solution };
        let pending = ctx!(self).submit(job, EngineTask::Rewind, Some(board));
        *self.engine.slot() = Some(pending);
    }

    /// The engine found how many steps back the last correct move is: they are undone as one.
    pub(super) fn rewind_done(
        &mut self,
        pending: &Pending<EngineTask>,
        output: Output,
        now: Instant,
    ) {
        let mut ctx = ctx!(self);
        let board_now = ctx.game.grid();
        let steps = |output| match output {
            Output::Rewind(steps) => Some(steps),
            _ => None,
        };
        match pending.answer(output, steps, Fits::Board(ctx.serial, &board_now)) {
            Answer::Fresh(Some(0)) => ctx.say(t!("rewind-no-wrong-digit")),
            Answer::Fresh(Some(steps)) => {
                ctx.game.apply(Action::Rewind(steps), now);
                ctx.say_about_board(t!("rewind-took-back", count = steps), false);
            }
            Answer::Fresh(None) => ctx.complain(t!("this-puzzle-has-no-solution")),
            Answer::Failed(why) => {
                ctx.complain(t!("engine-failed-game-is-unchanged", why = &why));
            }
            Answer::Cancelled => ctx.say(t!("cancelled")),
            Answer::Stale => ctx.say(t!("board-changed-while-engine-worked")),
        }
    }
}
