//! The jobs the session waits for: numbered from one counter (the game's flows and the lab's
//! alike), sent out as [`Effect`]s, and their answers sorted in one place into failed,
//! cancelled, stale or fresh.

use super::Effect;
use crate::board::Grid;
use crate::worker::{Job, JobId, Output};

/// What the session asks of the world, in order, and the id of the last job it asked for.
#[derive(Debug, Default)]
pub(super) struct Outbox {
    last_id: JobId,
    effects: Vec<Effect>,
}

impl Outbox {
    /// Asks for `job` under a new id, and returns the id.
    pub fn submit(&mut self, job: Job) -> JobId {
        self.last_id = self.last_id.next();
        self.effects.push(Effect::Submit(self.last_id, job));
        self.last_id
    }

    /// Asks for something other than a job.
    pub fn push(&mut self, effect: Effect) {
        self.effects.push(effect);
    }

    /// How many effects wait to be taken.
    pub fn len(&self) -> usize {
        self.effects.len()
    }

    /// Everything asked for since the last call.
    pub fn take(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.effects)
    }
}

/// A job the session waits for: its id, what it is for, and the game and grid it was asked
/// about.
#[derive(Debug, Clone)]
pub(super) struct Pending<T> {
    /// The job's id.
    pub id: JobId,
    /// What the answer is for.
    pub task: T,
    /// The game (its serial in the session) the job was asked for.
    pub game: u64,
    /// The grid the job was given, when its answer fits that grid only.
    pub asked: Option<Grid>,
}

/// What the answer of a job must still fit to be used.
#[derive(Debug, Clone, Copy)]
pub(super) enum Fits<'a> {
    /// Anything: the job is not about the game on the board (files, the pool).
    Anything,
    /// The same game (its serial).
    Game(u64),
    /// The same game, and this grid as it was asked about.
    Board(u64, &'a Grid),
}

/// What became of a job the session waited for.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Answer<O> {
    /// It failed: the worker caught a panic (a bug), with its message.
    Failed(String),
    /// It was cancelled (or answered something it was not asked).
    Cancelled,
    /// It answered, but the game or the board it was asked about has gone.
    Stale,
    /// Its answer, for the board still on screen.
    Fresh(O),
}

impl<T> Pending<T> {
    /// Whether the job was asked for the game numbered `serial`.
    pub fn is_for(&self, serial: u64) -> bool {
        self.game == serial
    }

    /// Sorts `output`: a failure first, then anything `expected` does not take (a
    /// cancellation), then an answer that no longer `fits`, else the answer.
    pub fn answer<O>(
        &self,
        output: Output,
        expected: impl FnOnce(Output) -> Option<O>,
        fits: Fits<'_>,
    ) -> Answer<O> {
        let answer = match output {
            Output::Failed(why) => return Answer::Failed(why),
            output => match expected(output) {
                Some(answer) => answer,
                None => return Answer::Cancelled,
            },
        };
        let fresh = match fits {
            Fits::Anything => true,
            Fits::Game(serial) => self.is_for(serial),
            Fits::Board(serial, grid) => self.is_for(serial) && self.asked.as_ref() == Some(grid),
        };
        if fresh {
            Answer::Fresh(answer)
        } else {
            Answer::Stale
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Shape;

    fn count(output: Output) -> Option<usize> {
        match output {
            Output::Count(n) => Some(n),
            _ => None,
        }
    }

    #[test]
    fn an_answer_is_failed_cancelled_stale_or_fresh_in_that_order() {
        let grid = Grid::empty(Shape::NINE);
        let pending = Pending {
            id: JobId(1),
            task: (),
            game: 3,
            asked: Some(grid.clone()),
        };
        let other = Grid::empty(Shape::COMMON[0]);
        let failed = Output::Failed("boom".into());
        let answer = pending.answer(failed, count, Fits::Board(4, &other));
        assert_eq!(answer, Answer::Failed("boom".into()));
        let answer = pending.answer(Output::Cancelled, count, Fits::Board(4, &other));
        assert_eq!(answer, Answer::Cancelled);
        let answer = pending.answer(Output::Count(2), count, Fits::Game(4));
        assert_eq!(answer, Answer::Stale);
        let answer = pending.answer(Output::Count(2), count, Fits::Board(3, &other));
        assert_eq!(answer, Answer::Stale);
        let answer = pending.answer(Output::Count(2), count, Fits::Board(3, &grid));
        assert_eq!(answer, Answer::Fresh(2));
        let answer = pending.answer(Output::Count(2), count, Fits::Anything);
        assert_eq!(answer, Answer::Fresh(2));
    }
}
