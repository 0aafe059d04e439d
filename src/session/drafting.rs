//! The rules of a puzzle being entered: the rules switched on and off, the cages and jigsaw
//! regions made of cells picked on the board, and one undo list for rules and givens alike.
//!
//! The rules live in the entered game's puzzle (so the board draws them, conflicts follow
//! them and Start checks under them); the [`RulesDraft`] here adds the regions made so far,
//! which become the puzzle's regions once they cover the grid. The game's own history keeps
//! the givens; the list here interleaves it with the rule changes: a rule change is a step of
//! its own, and every edit of the game seen since the last step is one game step.

use super::Session;
use super::command::{Command, RulesEdit};
use super::flow::Ctx;
use crate::board::{Cell, ClueKind, RulesDraft, Variant};
use crate::game::{Action, Game, Mode};
use crate::t;
use web_time::Instant;

/// One step of the undo list while a puzzle is entered.
#[derive(Debug, Clone)]
enum Undoable {
    /// A step of the game's own history (givens typed or cleared).
    Cells,
    /// A change of the rules.
    Rules {
        before: Box<RulesDraft>,
        after: Box<RulesDraft>,
    },
}

/// The rules being made for the puzzle being entered, the cells picked, and the undo list.
#[derive(Debug, Clone, Default)]
pub(super) struct Drafting {
    /// The game it belongs to (the session's serial).
    game: u64,
    /// The rules made so far; `None` until first needed.
    draft: Option<RulesDraft>,
    /// Cells picked for a cage or a region besides the selected one (empty: the selected
    /// cell alone).
    picked: Vec<Cell>,
    undo: Vec<Undoable>,
    redo: Vec<Undoable>,
    /// The game's edit count as the list last saw it: a higher one means game steps since.
    seen: u64,
}

/// How many game steps one look at the edit count takes into the list at most (a bound, not
/// a limit met in practice: every command is looked at).
const MAX_CATCH_UP: u64 = 10_000;

impl Session {
    /// The cells picked for a cage or a region (the selected cell alone when none are), while
    /// a puzzle is entered.
    pub fn picked(&self) -> Vec<Cell> {
        self.drafting.picked(self.game(), self.serial)
    }

    /// The jigsaw regions made so far (row-major cells), while a puzzle is entered.
    pub fn region_pieces(&self) -> &[Vec<u16>] {
        self.drafting.region_pieces(self.game(), self.serial)
    }

    /// Whether Undo would change anything: while a puzzle is entered, rule changes count.
    pub fn can_undo(&self) -> bool {
        let game = self.game();
        match self.drafting.of(game, self.serial) {
            Some(d) => !d.undo.is_empty() || game.edits() != d.seen || game.can_undo(),
            None => game.can_undo(),
        }
    }

    /// Whether Redo would change anything.
    pub fn can_redo(&self) -> bool {
        match self.drafting.of(self.game(), self.serial) {
            Some(d) => !d.redo.is_empty(),
            None => self.game().can_redo(),
        }
    }
}

impl Drafting {
    /// The drafting state, if it belongs to `game`, the puzzle being entered now (of serial
    /// `serial`).
    fn of(&self, game: &Game, serial: u64) -> Option<&Drafting> {
        (game.mode() == Mode::Enter && self.game == serial).then_some(self)
    }

    /// The cells picked for a cage or a region (the selected cell alone when none are).
    fn picked(&self, game: &Game, serial: u64) -> Vec<Cell> {
        match self.of(game, serial) {
            Some(d) if !d.picked.is_empty() => d.picked.clone(),
            Some(_) => game.selected().into_iter().collect(),
            None => Vec::new(),
        }
    }

    /// The jigsaw regions made so far.
    fn region_pieces(&self, game: &Game, serial: u64) -> &[Vec<u16>] {
        self.of(game, serial)
            .and_then(|d| d.draft.as_ref())
            .map_or(&[], |d| d.pieces())
    }

    /// Started afresh for a new puzzle being entered, with the game steps made since it last
    /// looked taken into the undo list, and the rules made so far taken from the game's.
    fn catch_up(&mut self, ctx: &Ctx) {
        let (serial, edits) = (ctx.serial, ctx.game.edits());
        if self.game != serial {
            *self = Drafting {
                game: serial,
                seen: edits,
                ..Drafting::default()
            };
        }
        if self.draft.is_none() {
            let puzzle = ctx.game.puzzle();
            self.draft = Some(RulesDraft::new(puzzle.shape(), puzzle.rules()));
        }
        let new_steps = edits.saturating_sub(self.seen).min(MAX_CATCH_UP);
        if new_steps > 0 {
            self.redo.clear();
        }
        for _ in 0..new_steps {
            self.undo.push(Undoable::Cells);
        }
        self.seen = edits;
    }

    /// The commands that act differently while a puzzle is entered: undo and redo walk the
    /// one list of rule changes and givens, and a plain selection drops the picked cells.
    /// Whether `command` was handled here.
    pub fn command(&mut self, ctx: &mut Ctx, command: &Command, now: Instant) -> bool {
        if ctx.game.mode() != Mode::Enter {
            return false;
        }
        match command {
            Command::Play(Action::Undo) => self.walk(ctx, true, now),
            Command::Play(Action::Redo) => self.walk(ctx, false, now),
            Command::Play(action @ (Action::Select(_) | Action::Move(_))) => {
                ctx.game.apply(action.clone(), now);
                self.catch_up(ctx);
                self.picked.clear();
            }
            _ => return false,
        }
        true
    }

    /// Undoes (`back`) or redoes the newest step of the one list of rule changes and givens.
    fn walk(&mut self, ctx: &mut Ctx, back: bool, now: Instant) {
        self.catch_up(ctx);
        let step = if back {
            self.undo.pop()
        } else {
            self.redo.pop()
        };
        let done = match step {
            Some(Undoable::Rules { before, after }) => {
                self.put(ctx, if back { &before } else { &after });
                Some(Undoable::Rules { before, after })
            }
            // A game restored while entering has game steps from before the list began: undo
            // reaches them too.
            step @ (Some(Undoable::Cells) | None) => {
                let action = if back { Action::Undo } else { Action::Redo };
                let walks = step.is_some() || back;
                (walks && ctx.game.apply(action, now)).then_some(Undoable::Cells)
            }
        };
        if let Some(done) = done {
            if back {
                self.redo.push(done);
            } else {
                self.undo.push(done);
            }
        }
        self.seen = ctx.game.edits();
    }

    /// Puts `draft` in place: its rules go to the game.
    fn put(&mut self, ctx: &mut Ctx, draft: &RulesDraft) {
        self.draft = Some(draft.clone());
        let rules = draft.rules().clone();
        if let Err(e) = ctx.game.set_rules(rules) {
            // A draft only ever holds rules that fitted this grid.
            ctx.complain(t!("rules-could-not-be-put", why = &e));
        }
    }

    /// Changes the rules of the puzzle being entered, or the picked cells.
    pub fn edit(&mut self, ctx: &mut Ctx, edit: RulesEdit, now: Instant) {
        if ctx.game.mode() != Mode::Enter {
            return;
        }
        let selected = ctx.game.selected();
        self.catch_up(ctx);
        match edit {
            RulesEdit::Pick(cell) => {
                self.seed_picked(selected, cell);
                match self.picked.iter().position(|&c| c == cell) {
                    Some(at) => {
                        self.picked.remove(at);
                    }
                    None => self.picked.push(cell),
                }
                ctx.game.apply(Action::Select(cell), now);
            }
            RulesEdit::Extend(cell) => {
                self.seed_picked(selected, cell);
                if !self.picked.contains(&cell) {
                    self.picked.push(cell);
                }
                ctx.game.apply(Action::Select(cell), now);
            }
            RulesEdit::Switch(variant, on) => self.switch_rule(ctx, variant, on),
            RulesEdit::MakeCage(sum) => self.make_cage(ctx, &sum),
            RulesEdit::RemoveCage => self.remove_cage(ctx),
            RulesEdit::MakeRegion => self.make_region(ctx),
            RulesEdit::ClearRegions => {
                let what = t!("clear-regions-2");
                if self.change(ctx, &what, |draft| Ok(draft.clear_regions())) {
                    ctx.say(t!("regions-cleared-boxes-stand-again"));
                }
            }
            RulesEdit::AddClue(kind, text) => self.add_clue(ctx, kind, &text),
            RulesEdit::AddOutside {
                kind,
                from,
                step,
                text,
            } => self.add_outside(ctx, kind, from, step, &text),
            RulesEdit::RemoveClues => self.remove_clues(ctx),
        }
    }

    /// Makes clues of `kind` of the picked cells, in the order picked.
    fn add_clue(&mut self, ctx: &mut Ctx, kind: ClueKind, text: &str) {
        let label = kind.label();
        let Some(cells) = self.picked_indices(ctx, &label) else {
            return;
        };
        let shape = ctx.game.shape();
        let clues = match super::clue_entry::clues_of(kind, &cells, text, shape) {
            Ok(clues) => clues,
            Err(why) => return ctx.complain(why),
        };
        let count = clues.len();
        let what = t!("add-clue", clue = &label);
        if self.change(ctx, &what, |draft| {
            clues
                .into_iter()
                .try_for_each(|clue| draft.add_clue(clue))
                .map(|()| true)
        }) {
            self.picked.clear();
            ctx.say(t!("clue-added", clue = &label, count = count));
        }
    }

    /// Writes a sum outside the grid at `from` (see [`RulesEdit::AddOutside`]); a blank value
    /// takes away the sums written there.
    fn add_outside(
        &mut self,
        ctx: &mut Ctx,
        kind: ClueKind,
        from: [u8; 2],
        step: [i8; 2],
        text: &str,
    ) {
        let label = kind.label();
        if text.trim().is_empty() {
            let mut removed = 0;
            if self.change(ctx, &t!("remove-clues"), |draft| {
                removed = draft.remove_outside_at(from);
                Ok(removed > 0)
            }) {
                ctx.say(t!("outside-sums-removed", count = removed));
            } else {
                ctx.complain(t!("clue-needs-sum", clue = &label));
            }
            return;
        }
        let shape = ctx.game.shape();
        let clue = match super::clue_entry::outside_clue(kind, from, step, text, shape) {
            Ok(clue) => clue,
            Err(why) => return ctx.complain(why),
        };
        let what = t!("add-clue", clue = &label);
        if self.change(ctx, &what, |draft| {
            draft.replace_outside(clue).map(|()| true)
        }) {
            ctx.say(t!("clue-added", clue = &label, count = 1));
        }
    }

    /// Takes away every clue on the selected cell.
    fn remove_clues(&mut self, ctx: &mut Ctx) {
        let shape = ctx.game.shape();
        let Some(cell) = ctx.game.selected() else {
            return ctx.complain(t!("select-cell-of-clue"));
        };
        let Some(index) = shape.index_of(cell).and_then(|i| u16::try_from(i).ok()) else {
            return;
        };
        let mut removed = 0;
        if self.change(ctx, &t!("remove-clues"), |draft| {
            removed = draft.remove_clues_at(index);
            Ok(removed > 0)
        }) {
            ctx.say(t!("clues-removed", count = removed, cell = &cell));
        }
    }

    /// Applies `change` to the rules made so far; when it changes them, the game gets the
    /// new rules and the undo list a step. A refusal goes to the status bar. Whether the rules
    /// changed.
    fn change(
        &mut self,
        ctx: &mut Ctx,
        what: &str,
        change: impl FnOnce(&mut RulesDraft) -> Result<bool, crate::board::RulesError>,
    ) -> bool {
        self.catch_up(ctx);
        let Some(before) = self.draft.clone() else {
            return false;
        };
        let mut after = before.clone();
        match change(&mut after) {
            Ok(true) if after != before => {}
            Ok(_) => return false,
            Err(e) => {
                ctx.complain(t!("cannot", what = &what, why = &e));
                return false;
            }
        }
        self.put(ctx, &after);
        self.redo.clear();
        self.undo.push(Undoable::Rules {
            before: Box::new(before),
            after: Box::new(after),
        });
        self.seen = ctx.game.edits();
        true
    }

    fn switch_rule(&mut self, ctx: &mut Ctx, variant: Variant, on: bool) {
        if self.change(ctx, &t!("change-rules"), |draft| draft.switch(variant, on)) {
            let state = if on { "on" } else { "off" };
            ctx.say(t!(
                "rule-switched",
                title = &variant.label(),
                state = &state
            ));
        }
    }

    /// The picked cells as row-major indices, or a message saying none are.
    fn picked_indices(&self, ctx: &mut Ctx, what: &str) -> Option<Vec<u16>> {
        let shape = ctx.game.shape();
        let cells: Vec<u16> = self
            .picked(ctx.game, ctx.serial)
            .iter()
            .filter_map(|&c| shape.index_of(c))
            .filter_map(|i| u16::try_from(i).ok())
            .collect();
        if cells.is_empty() {
            ctx.complain(t!("pick-cells-of-first-drag", what = &what));
            return None;
        }
        Some(cells)
    }

    fn make_cage(&mut self, ctx: &mut Ctx, sum: &str) {
        let sum = match sum.trim() {
            "" => None,
            text => match text.parse::<u16>() {
                Ok(sum) => Some(sum),
                Err(_) => {
                    return ctx.complain(t!("cage-s-sum-is-whole", text = &text));
                }
            },
        };
        let Some(cells) = self.picked_indices(ctx, "cage") else {
            return;
        };
        let count = cells.len();
        if self.change(ctx, &t!("make-cage-2"), |draft| {
            draft.add_cage(&cells, sum).map(|()| true)
        }) {
            self.picked.clear();
            let sum = sum.map_or(t!("no-sum"), |s| t!("sum-2", s = &s));
            ctx.say(t!("cage-of-cells-made", count = count, sum = &sum));
        }
    }

    fn remove_cage(&mut self, ctx: &mut Ctx) {
        let shape = ctx.game.shape();
        let Some(cell) = ctx.game.selected() else {
            return ctx.complain(t!("select-cell-of-cage-to"));
        };
        let index = shape.index_of(cell).and_then(|i| u16::try_from(i).ok());
        let Some(index) = index else {
            return;
        };
        let what = t!("remove-cage-2");
        if self.change(ctx, &what, |draft| Ok(draft.remove_cage_at(index))) {
            ctx.say(t!("removed-cage-at", cell = &cell));
        } else {
            ctx.complain(t!("is-in-no-cage", cell = &cell));
        }
    }

    fn make_region(&mut self, ctx: &mut Ctx) {
        let Some(cells) = self.picked_indices(ctx, "region") else {
            return;
        };
        if !self.change(ctx, &t!("make-region-2"), |draft| {
            draft.add_region(&cells).map(|()| true)
        }) {
            return;
        }
        self.picked.clear();
        let n = ctx.game.shape().size();
        let made = self.region_pieces(ctx.game, ctx.serial).len();
        if made == n {
            ctx.say(t!("all-regions-made-they-replace", n = n));
        } else {
            ctx.say(t!("region-of-made", made = &made, n = n));
        }
    }

    /// Before the first Ctrl-click or drag onto `cell`, the selected cell is picked: the
    /// picked cells start from what the player sees selected.
    fn seed_picked(&mut self, selected: Option<Cell>, cell: Cell) {
        if self.picked.is_empty()
            && let Some(selected) = selected.filter(|&s| s != cell)
        {
            self.picked.push(selected);
        }
    }
}
