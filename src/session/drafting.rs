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
use crate::board::{Cell, RulesDraft, Variant};
use crate::game::{Action, Mode};
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
        match self.entering_drafting() {
            Some(d) if !d.picked.is_empty() => d.picked.clone(),
            Some(_) => self.game().selected().into_iter().collect(),
            None => Vec::new(),
        }
    }

    /// The jigsaw regions made so far (row-major cells), while a puzzle is entered.
    pub fn region_pieces(&self) -> &[Vec<u16>] {
        self.entering_drafting()
            .and_then(|d| d.draft.as_ref())
            .map_or(&[], |d| d.pieces())
    }

    /// Whether Undo would change anything: while a puzzle is entered, rule changes count.
    pub fn can_undo(&self) -> bool {
        let game = self.game();
        match self.entering_drafting() {
            Some(d) => !d.undo.is_empty() || game.edits() != d.seen || game.can_undo(),
            None => game.can_undo(),
        }
    }

    /// Whether Redo would change anything.
    pub fn can_redo(&self) -> bool {
        match self.entering_drafting() {
            Some(d) => !d.redo.is_empty(),
            None => self.game().can_redo(),
        }
    }

    /// The drafting state, if it belongs to the puzzle being entered now.
    fn entering_drafting(&self) -> Option<&Drafting> {
        let entering = self.game().mode() == Mode::Enter;
        (entering && self.drafting.game == self.serial).then_some(&self.drafting)
    }

    /// The drafting state of the puzzle being entered, started afresh for a new one, with the
    /// game steps made since it last looked taken into the undo list.
    fn drafting_now(&mut self) -> &mut Drafting {
        let (serial, edits) = (self.serial, self.game().edits());
        if self.drafting.game != serial {
            self.drafting = Drafting {
                game: serial,
                seen: edits,
                ..Drafting::default()
            };
        }
        if self.drafting.draft.is_none() {
            let puzzle = self.current.game.puzzle();
            self.drafting.draft = Some(RulesDraft::new(puzzle.shape(), puzzle.rules()));
        }
        let drafting = &mut self.drafting;
        let new_steps = edits.saturating_sub(drafting.seen).min(MAX_CATCH_UP);
        if new_steps > 0 {
            drafting.redo.clear();
        }
        for _ in 0..new_steps {
            drafting.undo.push(Undoable::Cells);
        }
        drafting.seen = edits;
        drafting
    }

    /// The commands that act differently while a puzzle is entered: undo and redo walk the
    /// one list of rule changes and givens, and a plain selection drops the picked cells.
    /// Whether `command` was handled here.
    pub(super) fn entering_command(&mut self, command: &Command, now: Instant) -> bool {
        if self.game().mode() != Mode::Enter {
            return false;
        }
        match command {
            Command::Play(Action::Undo) => self.walk_entering(true, now),
            Command::Play(Action::Redo) => self.walk_entering(false, now),
            Command::Play(action @ (Action::Select(_) | Action::Move(_))) => {
                self.current.game.apply(action.clone(), now);
                self.drafting_now().picked.clear();
            }
            _ => return false,
        }
        true
    }

    /// Undoes (`back`) or redoes the newest step of the one list of rule changes and givens.
    fn walk_entering(&mut self, back: bool, now: Instant) {
        let drafting = self.drafting_now();
        let step = if back {
            drafting.undo.pop()
        } else {
            drafting.redo.pop()
        };
        let done = match step {
            Some(Undoable::Rules { before, after }) => {
                self.put_draft(if back { &before } else { &after });
                Some(Undoable::Rules { before, after })
            }
            // A game restored while entering has game steps from before the list began: undo
            // reaches them too.
            step @ (Some(Undoable::Cells) | None) => {
                let action = if back { Action::Undo } else { Action::Redo };
                let walks = step.is_some() || back;
                (walks && self.current.game.apply(action, now)).then_some(Undoable::Cells)
            }
        };
        let drafting = &mut self.drafting;
        if let Some(done) = done {
            if back {
                drafting.redo.push(done);
            } else {
                drafting.undo.push(done);
            }
        }
        drafting.seen = self.current.game.edits();
    }

    /// Puts `draft` in place: its rules go to the game.
    fn put_draft(&mut self, draft: &RulesDraft) {
        self.drafting.draft = Some(draft.clone());
        let rules = draft.rules().clone();
        if let Err(e) = self.current.game.set_rules(rules) {
            // A draft only ever holds rules that fitted this grid.
            self.complain(t!("rules-could-not-be-put", why = &e));
        }
    }

    /// Changes the rules of the puzzle being entered, or the picked cells.
    pub(super) fn edit_rules(&mut self, edit: RulesEdit) {
        if self.game().mode() != Mode::Enter {
            return;
        }
        let selected = self.game().selected();
        let drafting = self.drafting_now();
        match edit {
            RulesEdit::Pick(cell) => {
                drafting.seed_picked(selected, cell);
                match drafting.picked.iter().position(|&c| c == cell) {
                    Some(at) => {
                        drafting.picked.remove(at);
                    }
                    None => drafting.picked.push(cell),
                }
                self.current.game.apply(Action::Select(cell), self.clock);
            }
            RulesEdit::Extend(cell) => {
                drafting.seed_picked(selected, cell);
                if !drafting.picked.contains(&cell) {
                    drafting.picked.push(cell);
                }
                self.current.game.apply(Action::Select(cell), self.clock);
            }
            RulesEdit::Switch(variant, on) => self.switch_rule(variant, on),
            RulesEdit::MakeCage(sum) => self.make_cage(&sum),
            RulesEdit::RemoveCage => self.remove_cage(),
            RulesEdit::MakeRegion => self.make_region(),
            RulesEdit::ClearRegions => {
                let changed =
                    self.change_draft(&t!("clear-regions-2"), |draft| Ok(draft.clear_regions()));
                if changed {
                    self.say(t!("regions-cleared-boxes-stand-again"));
                }
            }
        }
    }

    /// Applies `change` to the rules made so far; when it changes them, the game gets the
    /// new rules and the undo list a step. A refusal goes to the status bar. Whether the rules
    /// changed.
    fn change_draft(
        &mut self,
        what: &str,
        change: impl FnOnce(&mut RulesDraft) -> Result<bool, crate::board::RulesError>,
    ) -> bool {
        let drafting = self.drafting_now();
        let Some(before) = drafting.draft.clone() else {
            return false;
        };
        let mut after = before.clone();
        match change(&mut after) {
            Ok(true) if after != before => {}
            Ok(_) => return false,
            Err(e) => {
                self.complain(t!("cannot", what = &what, why = &e));
                return false;
            }
        }
        self.put_draft(&after);
        let drafting = &mut self.drafting;
        drafting.redo.clear();
        drafting.undo.push(Undoable::Rules {
            before: Box::new(before),
            after: Box::new(after),
        });
        drafting.seen = self.current.game.edits();
        true
    }

    fn switch_rule(&mut self, variant: Variant, on: bool) {
        if self.change_draft(&t!("change-rules"), |draft| draft.switch(variant, on)) {
            let state = if on { "on" } else { "off" };
            self.say(t!(
                "rule-switched",
                title = &variant.label(),
                state = &state
            ));
        }
    }

    /// The picked cells as row-major indices, or a message saying none are.
    fn picked_indices(&mut self, what: &str) -> Option<Vec<u16>> {
        let shape = self.game().shape();
        let cells: Vec<u16> = self
            .picked()
            .iter()
            .filter_map(|&c| shape.index_of(c))
            .filter_map(|i| u16::try_from(i).ok())
            .collect();
        if cells.is_empty() {
            self.complain(t!("pick-cells-of-first-drag", what = &what));
            return None;
        }
        Some(cells)
    }

    fn make_cage(&mut self, sum: &str) {
        let sum = match sum.trim() {
            "" => None,
            text => match text.parse::<u16>() {
                Ok(sum) => Some(sum),
                Err(_) => {
                    return self.complain(t!("cage-s-sum-is-whole", text = &text));
                }
            },
        };
        let Some(cells) = self.picked_indices("cage") else {
            return;
        };
        let count = cells.len();
        if self.change_draft(&t!("make-cage-2"), |draft| {
            draft.add_cage(&cells, sum).map(|()| true)
        }) {
            self.drafting.picked.clear();
            let sum = sum.map_or(t!("no-sum"), |s| t!("sum-2", s = &s));
            self.say(t!("cage-of-cells-made", count = count, sum = &sum));
        }
    }

    fn remove_cage(&mut self) {
        let shape = self.game().shape();
        let Some(cell) = self.game().selected() else {
            return self.complain(t!("select-cell-of-cage-to"));
        };
        let index = shape.index_of(cell).and_then(|i| u16::try_from(i).ok());
        let Some(index) = index else {
            return;
        };
        if self.change_draft(
            &t!("remove-cage-2"),
            |draft| Ok(draft.remove_cage_at(index)),
        ) {
            self.say(t!("removed-cage-at", cell = &cell));
        } else {
            self.complain(t!("is-in-no-cage", cell = &cell));
        }
    }

    fn make_region(&mut self) {
        let Some(cells) = self.picked_indices("region") else {
            return;
        };
        if !self.change_draft(&t!("make-region-2"), |draft| {
            draft.add_region(&cells).map(|()| true)
        }) {
            return;
        }
        self.drafting.picked.clear();
        let n = self.game().shape().size();
        let made = self.region_pieces().len();
        if made == n {
            self.say(t!("all-regions-made-they-replace", n = n));
        } else {
            self.say(t!("region-of-made", made = &made, n = n));
        }
    }
}

impl Drafting {
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
