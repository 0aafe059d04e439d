//! What a flow may reach of the session while it handles a command or an answer: the game on
//! the board, its file's path and origin, its serial, the status bar and the outbox ([`Ctx`]).
//! A flow that owns its state is a type of its own whose methods take a `Ctx`: the hint on
//! screen and the solution path (`Hints`), the engine's lane (`EngineFlow`), the rating, the
//! pool, the lab, the rules being entered (`Drafting`), the practice stock, and the file side
//! (`FileSide`: files, export, print, the daily puzzle, variants, pictures). The router lends
//! a `Ctx` with the `ctx!` macro (in `mod.rs`), which borrows those fields of the session
//! beside the flow's own; a flow whose answer replaces the game returns a `Replacement` for
//! the router to perform.

use super::Status;
use super::game_file::Origin;
use super::pending::{Outbox, Pending};
use crate::board::Grid;
use crate::game::Game;
use crate::worker::Job;
use std::path::Path;

/// The session's common ground, lent to a flow.
pub(super) struct Ctx<'a> {
    /// The game on the board.
    pub game: &'a mut Game,
    /// The file it was last saved to or read from, if any.
    pub path: Option<&'a Path>,
    /// Where it came from.
    pub origin: &'a Origin,
    /// The serial of that game in the session (a late answer compares it).
    pub serial: u64,
    /// The status bar's message.
    pub status: &'a mut Option<Status>,
    /// The jobs and effects asked for.
    pub outbox: &'a mut Outbox,
}

impl Ctx<'_> {
    /// Puts `text` on the status bar.
    pub fn say(&mut self, text: impl Into<String>) {
        self.tell(text.into(), false);
    }

    /// Puts `text` on the status bar as a problem.
    pub fn complain(&mut self, text: impl Into<String>) {
        self.tell(text.into(), true);
    }

    /// Puts `text` on the status bar (as a problem if `error`) about the board as it stands:
    /// it goes when the board changes.
    pub fn say_about_board(&mut self, text: impl Into<String>, error: bool) {
        *self.status = Some(Status {
            text: text.into(),
            error,
            about: Some(self.game.edits()),
        });
    }

    /// A name for a file made from the game: its file's or its source's stem with
    /// `extension`, else `fallback` with it.
    pub fn proposed_name(&self, fallback: &str, extension: &str) -> String {
        let stem = self.path.and_then(Path::file_stem);
        let stem = stem.or_else(|| match self.origin {
            Origin::File(path) | Origin::Collection { path, .. } => path.file_stem(),
            _ => None,
        });
        match stem {
            Some(stem) => format!("{}.{extension}", stem.to_string_lossy()),
            None => format!("{fallback}.{extension}"),
        }
    }

    fn tell(&mut self, text: String, error: bool) {
        *self.status = Some(Status {
            text,
            error,
            about: None,
        });
    }

    /// Asks the worker for `job` about the game on the board (and `asked`, the grid its
    /// answer must still fit), for `task`.
    pub fn submit<T>(&mut self, job: Job, task: T, asked: Option<Grid>) -> Pending<T> {
        Pending {
            id: self.outbox.submit(job),
            task,
            game: self.serial,
            asked,
        }
    }
}
