//! Hints and the solution path: the hint on screen and its stage, the path panel, the overlay
//! the board draws for either, and the flow that owns them and asks the worker for them
//! ([`Hints`]).

use super::engine::EngineTask;
use super::flow::Ctx;
use super::pending::{Answer, Fits, Pending};
use super::single_light::single_light;
use super::{Effect, Session};
use crate::board::{Cell, Digit, DigitSet, Shape};
use crate::game::{Action, Game, Mode};
use crate::t;
use crate::techniques::{
    Candidates, Hint, Path, PathEnd, Role, Step, Technique, and_list, cell_list, cell_name,
    cells_in_words, house_name,
};
use crate::worker::{Job, JobId, Lane, Output};
use web_time::Instant;

/// How far a hint has gone: each press of Hint moves it on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// The technique and where to look; nothing given away.
    Where,
    /// The pattern drawn on the board, with the explanation.
    Pattern,
}

/// A hint on screen, for the board as it was when it was asked.
#[derive(Debug, Clone)]
pub struct ShownHint {
    /// What the engine said.
    pub hint: Hint,
    /// How far it has gone.
    pub stage: Stage,
    /// The game (its serial in the session) and its edit count when asked.
    pub(super) board: (u64, u64),
}

/// One end of a chain link on the board: its cells and digit.
pub type LinkEnd = (Vec<Cell>, Digit);

/// What the board draws over the game for a hint or a step of the path.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Overlay {
    /// Houses to outline.
    pub houses: Vec<Vec<Cell>>,
    /// Cells to outline.
    pub cells: Vec<Cell>,
    /// Groups of cells to outline, each as one shape (a cage, innies).
    pub groups: Vec<Vec<Cell>>,
    /// Candidates drawn in place of the player's notes.
    pub candidates: Vec<(Cell, DigitSet)>,
    /// Digits placed by earlier steps of the path (not on the player's board).
    pub values: Vec<(Cell, Digit)>,
    /// The pattern's candidates and their roles.
    pub marks: Vec<(Cell, Digit, Role)>,
    /// Candidates the step removes, struck through.
    pub eliminations: Vec<(Cell, Digit)>,
    /// Digits the step places.
    pub placements: Vec<(Cell, Digit)>,
    /// Chain links: from (cells, digit) to (cells, digit), strong or weak.
    pub links: Vec<(LinkEnd, LinkEnd, bool)>,
    /// Show the overlay's digits and candidates instead of the player's entries and notes
    /// (a step of the path, found from the givens).
    pub replaces_board: bool,
}

impl ShownHint {
    /// The hint's heading: the technique, or what is wrong.
    pub fn title(&self) -> String {
        match &self.hint {
            Hint::Wrong { .. } => t!("wrong-digit"),
            Hint::Step { step, .. } => step.technique.name(),
            Hint::Solved => t!("solved"),
            Hint::NoSolution => t!("no-solution"),
            Hint::Several => t!("several-solutions"),
            Hint::Stuck => t!("no-technique-applies"),
        }
    }

    /// What the hint says at its stage, cells named in words ("row 5, column 1").
    pub fn text(&self, shape: Shape) -> String {
        cells_in_words(&self.text_in_notation(shape))
    }

    /// [`ShownHint::text`] with cells named as the solvers' notation has them (`r5c1`).
    fn text_in_notation(&self, shape: Shape) -> String {
        let size = shape.size();
        match &self.hint {
            Hint::Wrong { cell, digit } => t!(
                "holds-but-solution-has-another",
                cell = &cell_name(*cell, size),
                digit = &digit
            ),
            Hint::Step {
                step, grid, hidden, ..
            } => {
                let mut text = String::new();
                if !hidden.is_empty() {
                    let cells: Vec<String> = hidden
                        .iter()
                        .map(|&(c, d)| format!("{} ({d})", cell_name(c, size)))
                        .collect();
                    text.push_str(&t!(
                        "your-notes-leave-out-digits",
                        cells = &cells.join(", ")
                    ));
                }
                match self.stage {
                    Stage::Where => {
                        let name = step.technique.name();
                        text.push_str(&t!("look-for", article = &article(&name), name = &name));
                        if let (true, Some(group)) = (step.houses.is_empty(), step.groups.first()) {
                            let cells = group.iter().copied();
                            text.push_str(&t!("at", cells = &cell_list(cells, size)));
                        } else if step.houses.is_empty() {
                            let cells = pattern_cells(step);
                            text.push_str(&t!("at", cells = &cell_list(cells, size)));
                        } else {
                            let houses: Vec<String> =
                                step.houses.iter().map(|&h| house_name(grid, h)).collect();
                            text.push_str(&t!("in", list = &and_list(houses)));
                        }
                        text.push_str(&t!("press-hint-again-to-see"));
                    }
                    Stage::Pattern => {
                        text.push_str(&step.explanation);
                        text.push_str(&t!("press-hint-again-to-apply"));
                    }
                }
                text
            }
            Hint::Solved => t!("every-cell-is-filled-and"),
            Hint::NoSolution => t!("this-puzzle-has-no-solution-2"),
            Hint::Several => t!("this-puzzle-has-several-solutions-2"),
            Hint::Stuck => t!("none-of-shudu-s-techniques"),
        }
    }

    /// What the board draws for the hint at its stage.
    pub fn overlay(&self, shape: Shape) -> Overlay {
        match &self.hint {
            Hint::Wrong { cell, .. } => Overlay {
                cells: vec![shape.cell_at(*cell)],
                ..Overlay::default()
            },
            Hint::Step { step, grid, .. } => {
                let mut overlay = step_overlay(step, grid, self.stage);
                // Only the cells the step reads or changes show their candidates: a hint does
                // not fill the board with digits that play no part (the path, which stands in
                // for the board, shows them all).
                let involved = involved_cells(step, grid);
                overlay
                    .candidates
                    .retain(|(c, _)| shape.index_of(*c).is_some_and(|i| involved.contains(&i)));
                overlay
            }
            _ => Overlay::default(),
        }
    }
}

/// The cells a step reads or changes: its houses, groups, pattern, links and effects.
fn involved_cells(step: &Step, grid: &Candidates) -> Vec<usize> {
    let mut involved: Vec<usize> = step
        .houses
        .iter()
        .flat_map(|&h| grid.house(h))
        .copied()
        .collect();
    involved.extend(step.groups.iter().flatten());
    involved.extend(step.marks.iter().map(|m| m.cell));
    involved.extend(step.eliminations.iter().map(|&(c, _)| c));
    involved.extend(step.placements.iter().map(|&(c, _)| c));
    involved.extend(
        step.links
            .iter()
            .flat_map(|l| l.from.cells.iter().chain(&l.to.cells)),
    );
    involved
}

/// The cells of a step's pattern.
fn pattern_cells(step: &Step) -> Vec<usize> {
    let mut cells: Vec<usize> = step.marks.iter().map(|m| m.cell).collect();
    cells.sort_unstable();
    cells.dedup();
    cells
}

/// The overlay of `step` found in `grid`: at [`Stage::Where`] only the houses (or the pattern
/// cells) outlined; at [`Stage::Pattern`] the candidates, the pattern, links and effects.
pub fn step_overlay(step: &Step, grid: &Candidates, stage: Stage) -> Overlay {
    let shape = grid.shape();
    let at = |c: usize| shape.cell_at(c);
    let houses: Vec<Vec<Cell>> = step
        .houses
        .iter()
        .map(|&h| grid.house(h).iter().map(|&c| at(c)).collect())
        .collect();
    let groups: Vec<Vec<Cell>> = step
        .groups
        .iter()
        .map(|g| g.iter().map(|&c| at(c)).collect())
        .collect();
    let mut overlay = Overlay {
        cells: if houses.is_empty() && groups.is_empty() {
            pattern_cells(step).into_iter().map(at).collect()
        } else {
            Vec::new()
        },
        houses,
        groups,
        ..Overlay::default()
    };
    if stage == Stage::Where {
        return overlay;
    }
    if let Some((houses, removers)) = single_light(step, grid) {
        // A single is taught by its houses and the digits that remove the others, not by a
        // board full of candidates: only the cell's answer shows, on the placement colour.
        overlay.houses = houses
            .iter()
            .map(|&h| grid.house(h).iter().map(|&c| at(c)).collect())
            .collect();
        overlay.cells = removers.into_iter().map(at).collect();
        overlay.placements = step.placements.iter().map(|&(c, d)| (at(c), d)).collect();
        overlay.candidates = step
            .placements
            .iter()
            .map(|&(c, d)| {
                let mut answer = DigitSet::EMPTY;
                answer.insert(d);
                (at(c), answer)
            })
            .collect();
        return overlay;
    }
    overlay.candidates = grid
        .empty_cells()
        .map(|c| (at(c), grid.candidates(c)))
        .collect();
    overlay.marks = step
        .marks
        .iter()
        .map(|m| (at(m.cell), m.digit, m.role))
        .collect();
    overlay.eliminations = step.eliminations.iter().map(|&(c, d)| (at(c), d)).collect();
    overlay.placements = step.placements.iter().map(|&(c, d)| (at(c), d)).collect();
    overlay.links = step
        .links
        .iter()
        .map(|l| {
            let cells = |cs: &[usize]| cs.iter().map(|&c| at(c)).collect::<Vec<_>>();
            (
                (cells(&l.from.cells), l.from.digit),
                (cells(&l.to.cells), l.to.digit),
                l.strong,
            )
        })
        .collect();
    overlay
}

/// The notes the player's board gets when a step is applied: each cell the step eliminates
/// from keeps the candidates the step worked from (the player's notes where there are any),
/// less the eliminated digits.
pub fn notes_after(step: &Step, grid: &Candidates) -> Vec<(Cell, DigitSet)> {
    let shape = grid.shape();
    let mut notes: Vec<(usize, DigitSet)> = Vec::new();
    for &(cell, digit) in &step.eliminations {
        let index = match notes.iter().position(|(c, _)| *c == cell) {
            Some(index) => index,
            None => {
                notes.push((cell, grid.candidates(cell)));
                notes.len() - 1
            }
        };
        if let Some((_, set)) = notes.get_mut(index) {
            set.remove(digit);
        }
    }
    notes
        .into_iter()
        .map(|(c, set)| (shape.cell_at(c), set))
        .collect()
}

/// The solution path as the panel shows it: each step with the grid it was found in.
#[derive(Debug, Clone)]
pub struct PathView {
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// The grid before each step.
    pub grids: Vec<Candidates>,
    /// How the path ended.
    pub end: PathEnd,
    /// The step shown on the board, if any.
    pub selected: Option<usize>,
    /// The game (its serial in the session) the path belongs to.
    pub(super) serial: u64,
}

impl PathView {
    /// The view of `path`, which started from `start`.
    pub fn new(path: Path, start: &Candidates, serial: u64) -> PathView {
        let mut grid = start.clone();
        let mut grids = Vec::with_capacity(path.steps.len());
        for step in &path.steps {
            grids.push(grid.clone());
            step.apply(&mut grid);
        }
        PathView {
            steps: path.steps,
            grids,
            end: path.end,
            selected: None,
            serial,
        }
    }

    /// How often each technique is used, in order of difficulty.
    pub fn counts(&self) -> Vec<(Technique, usize)> {
        let mut counts: Vec<(Technique, usize)> = Vec::new();
        for step in &self.steps {
            match counts.iter_mut().find(|(t, _)| *t == step.technique) {
                Some((_, n)) => *n += 1,
                None => counts.push((step.technique, 1)),
            }
        }
        let all = Technique::all();
        counts.sort_by_key(|(t, _)| all.iter().position(|a| a == t));
        counts
    }

    /// The index of the hardest step (the first of the hardest technique), if any.
    pub fn hardest(&self) -> Option<usize> {
        let all = Technique::all();
        let rank = |t: &Technique| all.iter().position(|a| a == t).unwrap_or(0);
        let top = self.steps.iter().map(|s| rank(&s.technique)).max()?;
        self.steps.iter().position(|s| rank(&s.technique) == top)
    }

    /// The overlay of the selected step: the digits placed before it, its candidates, the
    /// pattern.
    pub fn overlay(&self) -> Option<Overlay> {
        let index = self.selected?;
        let (step, grid) = (self.steps.get(index)?, self.grids.get(index)?);
        let mut overlay = step_overlay(step, grid, Stage::Pattern);
        let first = self.grids.first()?;
        let shape = grid.shape();
        overlay.values = (0..grid.cell_count())
            .filter(|&c| first.value(c) == 0 && grid.value(c) != 0)
            .filter_map(|c| Some((shape.cell_at(c), Digit::new(grid.value(c))?)))
            .collect();
        overlay.replaces_board = true;
        Some(overlay)
    }
}

/// The solution path panel: open or not, its path once computed, the job computing it.
#[derive(Debug, Default)]
struct PathPanel {
    open: bool,
    view: Option<PathView>,
    job: Option<Pending<()>>,
    /// The player stopped the last computation of the path.
    stopped: bool,
}

/// The hints flow: the hint on screen and the solution path panel. (A hint's job waits in the
/// engine's slot, which solve and check share: the router lends it.)
#[derive(Debug, Default)]
pub(super) struct Hints {
    shown: Option<ShownHint>,
    path: PathPanel,
}

impl Hints {
    /// The hint on screen, if it still fits the board (game `serial` with `edits` edits).
    pub fn hint(&self, serial: u64, edits: u64) -> Option<&ShownHint> {
        self.shown.as_ref().filter(|h| h.board == (serial, edits))
    }

    /// Whether the solution path panel is open.
    pub fn path_open(&self) -> bool {
        self.path.open
    }

    /// The solution path of game `serial`, once computed.
    pub fn path(&self, serial: u64) -> Option<&PathView> {
        self.path.view.as_ref().filter(|p| p.serial == serial)
    }

    /// Whether the solution path is being computed.
    pub fn path_busy(&self) -> bool {
        self.path.job.is_some()
    }

    /// Whether the player stopped the computation of game `serial`'s path (and no new one
    /// started).
    pub fn path_stopped(&self, serial: u64) -> bool {
        self.path.stopped && self.path.job.is_none() && self.path(serial).is_none()
    }

    /// What the board of `game` (game `serial`) draws over it: the path step shown, else the
    /// hint.
    pub fn overlay(&self, game: &Game, serial: u64) -> Option<Overlay> {
        if self.path.open
            && let Some(overlay) = self.path(serial).and_then(PathView::overlay)
        {
            return Some(overlay);
        }
        let hint = self.hint(serial, game.edits());
        hint.map(|h| h.overlay(game.shape()))
    }

    /// Puts `hint` on screen at its first stage, for the board as it is now.
    pub fn show(&mut self, hint: Hint, ctx: &Ctx) {
        self.shown = Some(ShownHint {
            hint,
            stage: Stage::Where,
            board: (ctx.serial, ctx.game.edits()),
        });
    }

    /// Takes the hint off the screen.
    pub fn dismiss(&mut self) {
        self.shown = None;
    }

    /// The path's job, if `id` is its id.
    pub fn take_path_job(&mut self, id: JobId) -> Option<Pending<()>> {
        self.path.job.take_if(|p| p.id == id)
    }

    /// Hint: asks for a hint (in the engine's slot, `engine`, if it is free), or takes the one
    /// on screen a stage further (where to look, the pattern, applied as one undo step).
    pub fn pressed(
        &mut self,
        ctx: &mut Ctx,
        engine: &mut Option<Pending<EngineTask>>,
        now: Instant,
    ) {
        let game = &*ctx.game;
        if game.mode() != Mode::Play || game.is_paused() || engine.is_some() {
            return;
        }
        let shape = game.shape();
        let Some(shown) = self.hint(ctx.serial, game.edits()).cloned() else {
            let board = game.grid();
            let notes = game.all_notes();
            let job = Job::Hint {
                board: board.clone(),
                notes,
            };
            *engine = Some(ctx.submit(job, EngineTask::Hint, Some(board)));
            return;
        };
        match (&shown.hint, shown.stage) {
            (Hint::Step { .. }, Stage::Where) => {
                if let Some(hint) = self.shown.as_mut() {
                    hint.stage = Stage::Pattern;
                }
            }
            (Hint::Step { step, grid, .. }, Stage::Pattern) => {
                let placements = step
                    .placements
                    .iter()
                    .map(|&(c, d)| (shape.cell_at(c), d))
                    .collect();
                let notes = notes_after(step, grid);
                self.shown = None;
                ctx.game.apply(Action::ApplyStep { placements, notes }, now);
                ctx.say(t!("applied", size = &step.line(shape.size())));
            }
            (Hint::Wrong { cell, .. }, _) => {
                self.shown = None;
                ctx.game.apply(Action::Select(shape.cell_at(*cell)), now);
                ctx.game.apply(Action::Clear, now);
                ctx.say(t!("cleared", cell_at = &shape.cell_at(*cell)));
            }
            _ => self.shown = None,
        }
    }

    /// The engine's hint: shown at its first stage, if the board is as it was.
    pub fn hint_done(&mut self, ctx: &mut Ctx, pending: &Pending<EngineTask>, output: Output) {
        let board_now = ctx.game.grid();
        let hint = |output| match output {
            Output::Hint(hint) => Some(*hint),
            _ => None,
        };
        let hint = match pending.answer(output, hint, Fits::Board(ctx.serial, &board_now)) {
            Answer::Fresh(hint) => hint,
            Answer::Failed(why) => {
                return ctx.complain(t!("hint-failed-please-report-this", why = &why));
            }
            Answer::Cancelled => return ctx.say(t!("cancelled")),
            Answer::Stale => {
                return ctx.say(t!("board-changed-while-hint-was"));
            }
        };
        *ctx.status = None;
        let tally = ctx.game.tally_mut();
        match &hint {
            Hint::Step { step, .. } => tally.count_hint(step.technique),
            Hint::Wrong { .. } => tally.count_mistakes(1),
            _ => {}
        }
        self.show(hint, ctx);
    }

    /// Shows or hides the solution path, asking for it the first time.
    /// Closing the panel stops a computation under way: nobody would see its answer.
    pub fn toggle_path(&mut self, ctx: &mut Ctx) {
        self.path.open = !self.path.open;
        if !self.path.open {
            if let Some(path) = self.path.view.as_mut() {
                path.selected = None;
            }
            self.stop_path(ctx);
            return;
        }
        let playing = ctx.game.mode() == Mode::Play;
        if self.path(ctx.serial).is_some() || self.path.job.is_some() || !playing {
            return;
        }
        self.path.stopped = false;
        let puzzle = ctx.game.puzzle().clone();
        self.path.job = Some(ctx.submit(Job::Path(puzzle.clone()), (), Some(puzzle)));
    }

    /// Stops the computation of the path, if one is under way.
    pub fn stop_path(&mut self, ctx: &mut Ctx) {
        if self.path.job.take().is_some() {
            self.path.stopped = true;
            ctx.outbox.push(Effect::Cancel(Lane::Study));
        }
    }

    /// A new game: no hint on screen, and its path forgotten, asked for again when the panel
    /// is open.
    pub fn new_game(&mut self, ctx: &mut Ctx) {
        self.shown = None;
        self.path.view = None;
        self.path.job = None;
        if self.path.open {
            self.path.open = false;
            self.toggle_path(ctx);
        }
    }

    /// Shows this step of the path on the board (`None`: the game again).
    pub fn show_path_step(&mut self, index: Option<usize>) {
        if let Some(path) = self.path.view.as_mut() {
            path.selected = index.filter(|&i| i < path.steps.len());
        }
    }

    /// Escape: dismisses the hint or the path step shown; whether there was one.
    pub fn escape(&mut self, ctx: &Ctx) -> bool {
        if self.hint(ctx.serial, ctx.game.edits()).is_some() {
            self.shown = None;
        } else if let Some(path) = self.path.view.as_mut().filter(|p| p.selected.is_some()) {
            path.selected = None;
        } else {
            return false;
        }
        true
    }

    /// The solution path, for the game it was asked for.
    pub fn path_done(&mut self, ctx: &mut Ctx, pending: &Pending<()>, output: Output) {
        let path = |output| match output {
            Output::Path(path) => Some(*path),
            _ => None,
        };
        let path = match pending.answer(output, path, Fits::Game(ctx.serial)) {
            Answer::Fresh(path) => path,
            Answer::Failed(why) => {
                return ctx.complain(t!("solution-path-failed-please-report", why = &why));
            }
            Answer::Cancelled | Answer::Stale => return,
        };
        let Some(puzzle) = pending.asked.as_ref() else {
            return;
        };
        let start = Candidates::from_grid(puzzle);
        self.path.view = Some(PathView::new(path, &start, ctx.serial));
    }
}

impl Session {
    /// The hint on screen, if it still fits the board.
    pub fn hint(&self) -> Option<&ShownHint> {
        self.hints.hint(self.serial, self.game().edits())
    }

    /// Whether the solution path panel is open.
    pub fn path_open(&self) -> bool {
        self.hints.path_open()
    }

    /// The solution path of the game on the board, once computed.
    pub fn path(&self) -> Option<&PathView> {
        self.hints.path(self.serial)
    }

    /// Whether the solution path is being computed.
    pub fn path_busy(&self) -> bool {
        self.hints.path_busy()
    }

    /// Whether the player stopped the computation of the path (and no new one started).
    pub fn path_stopped(&self) -> bool {
        self.hints.path_stopped(self.serial)
    }

    /// What the board draws over the game: the path step shown, else the hint; while a
    /// puzzle is set, the setter's answers shown (see `compose.rs`).
    pub fn overlay(&self) -> Option<Overlay> {
        if self.game().mode() == crate::game::Mode::Enter {
            return self.compose_overlay();
        }
        self.hints.overlay(self.game(), self.serial)
    }
}

/// "a" or "an" before a technique's name, as it is read aloud: "an X-Wing", "an ALS-XZ", "a
/// Uniqueness Test 1".
fn article(name: &str) -> &'static str {
    match name.chars().next() {
        Some('A' | 'E' | 'I' | 'O' | 'X') => "an",
        _ => "a",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_take_the_article_they_are_read_with_and_lists_read_as_english() {
        assert_eq!(article("X-Wing"), "an");
        assert_eq!(article("ALS-XZ"), "an");
        assert_eq!(article("Uniqueness Test 1"), "a");
        assert_eq!(article("Skyscraper"), "a");
        let list = |items: &[&str]| and_list(items.iter().map(|s| s.to_string()).collect());
        assert_eq!(list(&[]), "");
        assert_eq!(list(&["row 1"]), "row 1");
        assert_eq!(list(&["row 1", "box 2"]), "row 1 and box 2");
        assert_eq!(
            list(&["row 1", "column 5", "box 2"]),
            "row 1, column 5 and box 2"
        );
    }
}
