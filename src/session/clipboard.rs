//! The clipboard: copying the puzzle or the board with its candidates, and reading a pasted
//! puzzle or saved game.

use super::files::pasted_game;
use super::flow::Ctx;
use super::replace::Replacement;
use super::{CandidateText, Effect, PuzzleForm};
use crate::formats;
use crate::t;
use web_time::Instant;

/// The most text a paste may hold: far more than any puzzle or collection, little enough to read
/// in a frame.
pub const MAX_PASTE_BYTES: usize = 1024 * 1024;

/// Copies the puzzle as an 81-character line (or numbers for other sizes); a variant
/// puzzle, whose rules a line cannot hold, as f-puzzles JSON.
pub(super) fn copy_puzzle(ctx: &mut Ctx) {
    if !ctx.game.puzzle().is_classic() {
        return copy_as(ctx, PuzzleForm::FPuzzles);
    }
    let text = formats::to_line(ctx.game.puzzle());
    ctx.outbox.push(Effect::CopyText(text));
    ctx.say(t!("copied-puzzle-as-text"));
}

/// Copies the puzzle with its rules and the entries so far in another program's form.
pub(super) fn copy_as(ctx: &mut Ctx, form: PuzzleForm) {
    let grid = ctx.game.grid();
    // The title, author and rules in words travel with the puzzle.
    let text = formats::PuzzleText::from(ctx.game.info());
    let (copied, name) = match form {
        PuzzleForm::FPuzzles => (Ok(formats::to_fpuzzles(&grid, text)), t!("f-puzzles-json")),
        PuzzleForm::FPuzzlesLink => (
            Ok(formats::to_fpuzzles_link(&grid, text)),
            t!("f-puzzles-link"),
        ),
        PuzzleForm::Solo => (formats::to_solo_id(ctx.game.puzzle()), t!("solo-game-id")),
    };
    match copied {
        Ok(copied) => {
            ctx.outbox.push(Effect::CopyText(copied));
            ctx.say(t!("copied-puzzle-as", name = &name));
        }
        Err(e) => ctx.complain(t!("nothing-copied", why = &e)),
    }
}

/// Copies a link that opens the puzzle: `address`, `#` and the puzzle's givens as a line;
/// a variant puzzle, whose rules a line cannot hold, as SudokuPad's `fpuzzles` payload
/// (its f-puzzles JSON packed by lz-string). Both open from the address or a paste.
pub(super) fn copy_link(ctx: &mut Ctx, address: &str) {
    let puzzle = ctx.game.puzzle();
    let payload = if puzzle.is_classic() {
        formats::to_line(puzzle)
    } else {
        let text = formats::PuzzleText::from(ctx.game.info());
        let json = formats::to_fpuzzles(puzzle, text);
        format!("fpuzzles{}", formats::compress_to_base64(&json))
    };
    ctx.outbox
        .push(Effect::CopyText(format!("{address}#{payload}")));
    ctx.say(t!("copied-link"));
}

impl super::Session {
    /// Pasted text: a puzzle or saved game to play, or a short SudokuPad link to fetch.
    pub(super) fn paste(&mut self, text: &str, now: Instant) {
        match formats::short_sudokupad_id(text) {
            Some(id) => self.fetch_link(id),
            None => {
                if let Some(next) = paste(&mut ctx!(self), text, now) {
                    self.replace(next, now);
                }
            }
        }
    }
}

/// Reads a puzzle or a saved game from pasted text.
fn paste(ctx: &mut Ctx, text: &str, now: Instant) -> Option<Replacement> {
    if text.len() > MAX_PASTE_BYTES {
        let mib = MAX_PASTE_BYTES / (1024 * 1024);
        ctx.complain(t!("nothing-pasted-text-is-larger", mib = &mib));
        return None;
    }
    match formats::open_text(text, &t!("pasted-text")) {
        Ok(opened) => {
            let next = pasted_game(opened, now);
            let message = t!("pasted-new-puzzle");
            Some(Replacement::Opened { next, message })
        }
        Err(e) => {
            ctx.complain(t!("nothing-pasted", why = &e));
            None
        }
    }
}

/// Copies the board with its candidates: the player's notes, or every candidate the
/// givens and entries leave in a cell without notes.
pub(super) fn copy_with_candidates(ctx: &mut Ctx, form: CandidateText) {
    let game = &*ctx.game;
    let (grid, notes) = (game.grid(), game.all_notes());
    let (text, name) = match form {
        CandidateText::Library => (
            formats::to_library_line(&grid, Some(&notes)),
            t!("hodoku-library-line"),
        ),
        CandidateText::PencilGrid => (
            formats::to_pencil_grid(&grid, Some(&notes)),
            t!("pencil-mark-grid"),
        ),
    };
    match text {
        Some(text) => {
            ctx.outbox.push(Effect::CopyText(text));
            ctx.say(t!("copied-board-with-its-candidates", name = &name));
        }
        None => ctx.complain(t!("nothing-copied-holds-boards-up", name = &name)),
    }
}
