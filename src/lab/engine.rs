//! Shudu's all-shapes engine, one node at a time.
//!
//! [`crate::solver::generic`] searches by recursion: propagate, pick a guess (the open cell
//! with the fewest candidates, or a digit a unit holds in two cells), try each option one level
//! deeper. This replays it with the engine's own [`start`], [`propagate`] and [`choose`] and an
//! explicit stack of guesses, so it visits the same nodes in the same order and makes the same
//! guesses. The cells a node places are found by comparing its level with its parent's and
//! handed out one event at a time (the guessed cell first); a node that fails takes them all
//! back.

use super::{Counters, Event, Outcome};
use crate::board::{Cell, Digit, Grid, Shape, Units};
use crate::solver::generic::{Guess, PLACED, Rules, choose, propagate, start};
use std::collections::VecDeque;

/// A guess: the level it was chosen at is the frame's index on the stack.
#[derive(Debug, Clone, Copy)]
struct Frame {
    guess: Guess,
    /// Options not tried yet.
    options: u32,
    /// The cell of the option being tried (before the first, of the first).
    cell: usize,
}

#[derive(Debug, Clone)]
pub(super) struct EngineRun {
    shape: Shape,
    units: Units,
    full: u32,
    /// Candidates for each level, `cells` words a level, as in the engine.
    levels: Vec<u32>,
    queue: Vec<u16>,
    givens: Vec<bool>,
    frames: Vec<Frame>,
    /// Events worked out but not handed out yet (at most two per cell of one node).
    pending: VecDeque<Event>,
    values: Vec<u8>,
    started: bool,
    /// The engine's own statistics, to compare with [`crate::solver::Stats`].
    nodes: u64,
    guesses: u64,
    counters: Counters,
    outcome: Outcome,
}

impl EngineRun {
    pub(super) fn new(grid: &Grid) -> EngineRun {
        let shape = grid.shape();
        let cells = shape.cell_count();
        let full = (1u32 << shape.size()) - 1;
        EngineRun {
            shape,
            units: Units::new(shape),
            full,
            levels: vec![full; cells * (cells + 1)],
            queue: Vec::with_capacity(2 * cells),
            givens: grid.values().iter().map(|&v| v != 0).collect(),
            frames: Vec::new(),
            pending: VecDeque::new(),
            values: grid.values().to_vec(),
            started: false,
            nodes: 0,
            guesses: 0,
            counters: Counters::default(),
            outcome: Outcome::Running,
        }
    }

    pub(super) fn counters(&self) -> Counters {
        self.counters
    }

    pub(super) fn outcome(&self) -> Outcome {
        if self.pending.is_empty() {
            self.outcome
        } else {
            Outcome::Running
        }
    }

    pub(super) fn values(&self) -> &[u8] {
        &self.values
    }

    pub(super) fn current(&self) -> Option<Cell> {
        self.frames.last().map(|f| self.shape.cell_at(f.cell))
    }

    /// Search nodes (propagations) and guesses so far, counted as the engine counts them.
    #[cfg(test)]
    pub(super) fn stats(&self) -> (u64, u64) {
        (self.nodes, self.guesses)
    }

    pub(super) fn step(&mut self) -> Option<Event> {
        while self.pending.is_empty() && self.outcome == Outcome::Running {
            self.advance();
        }
        let event = self.pending.pop_front()?;
        let index = self.shape.index_of(event.cell())?;
        // Placements are counted as they are handed out, so the count follows the board.
        self.values[index] = match event {
            Event::Place { digit, .. } => {
                self.counters.placements += 1;
                digit.get()
            }
            Event::Undo { .. } => 0,
        };
        Some(event)
    }

    fn level(&self, depth: usize) -> &[u32] {
        let cells = self.givens.len();
        &self.levels[depth * cells..(depth + 1) * cells]
    }

    /// One node of the search, or one step back.
    fn advance(&mut self) {
        let cells = self.givens.len();
        if !self.started {
            self.started = true;
            let (level, queue) = (&mut self.levels[..cells], &mut self.queue);
            if !start(self.full, &self.values, level, queue) {
                self.outcome = Outcome::Unsolvable;
                return;
            }
            self.node(0, None);
            return;
        }
        let Some(&Frame { guess, options, .. }) = self.frames.last() else {
            return;
        };
        let depth = self.frames.len() - 1;
        if options == 0 {
            // Every option of this guess failed: the node fails, and its placements go.
            self.counters.backtracks += 1;
            self.frames.pop();
            self.counters.pop();
            self.take_back(depth);
            if self.frames.is_empty() {
                self.outcome = Outcome::Unsolvable;
            }
            return;
        }
        let (cell, digit) = guess.option(&self.units, options.trailing_zeros() as usize);
        if let Some(frame) = self.frames.last_mut() {
            frame.options &= options - 1;
            frame.cell = cell;
        }
        self.guesses += 1;
        let here = depth * cells..(depth + 1) * cells;
        self.levels.copy_within(here.clone(), here.end);
        self.levels[here.end + cell] = digit;
        self.queue.push(cell as u16);
        self.node(depth + 1, Some(cell));
    }

    /// Propagates level `depth`, hands out what it placed, and picks the next guess cell.
    fn node(&mut self, depth: usize, guessed: Option<usize>) {
        self.nodes += 1;
        let cells = self.givens.len();
        let here = depth * cells..(depth + 1) * cells;
        let rules = Rules::at(self.shape, self.nodes);
        let consistent = propagate(
            &self.units,
            self.full,
            &mut self.levels[here],
            &mut self.queue,
            rules.locked,
        )
        .is_ok();
        let placed = self.placed_at(depth, guessed);
        for &cell in &placed {
            let digit = (self.level(depth)[cell] & !PLACED).trailing_zeros() as u8 + 1;
            if let Some(digit) = Digit::new(digit) {
                let cell = self.shape.cell_at(cell);
                self.pending.push_back(Event::Place { cell, digit });
            }
        }
        if !consistent {
            self.queue.clear();
            self.counters.backtracks += 1;
            self.undo(&placed);
            if depth == 0 {
                self.outcome = Outcome::Unsolvable;
            }
            return;
        }
        match choose(&self.units, self.level(depth), rules.pairs, 0, None) {
            None => self.outcome = Outcome::Solved,
            Some((guess, options)) => {
                self.counters.visited += 1;
                self.counters.push();
                let (cell, _) = guess.option(&self.units, options.trailing_zeros() as usize);
                self.frames.push(Frame {
                    guess,
                    options,
                    cell,
                });
            }
        }
    }

    /// The cells level `depth` placed that its parent had not (not givens), `guessed` first.
    fn placed_at(&self, depth: usize, guessed: Option<usize>) -> Vec<usize> {
        let level = self.level(depth);
        let is_new = |cell: usize| {
            level[cell] & PLACED != 0
                && !self.givens[cell]
                && (depth == 0 || self.level(depth - 1)[cell] & PLACED == 0)
        };
        let mut placed: Vec<usize> = guessed.filter(|&c| is_new(c)).into_iter().collect();
        placed.extend((0..level.len()).filter(|&c| is_new(c) && Some(c) != guessed));
        placed
    }

    /// Takes back what level `depth` placed.
    fn take_back(&mut self, depth: usize) {
        let placed = self.placed_at(depth, None);
        self.undo(&placed);
    }

    fn undo(&mut self, cells: &[usize]) {
        for &cell in cells.iter().rev() {
            let cell = self.shape.cell_at(cell);
            self.pending.push_back(Event::Undo { cell });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::generic::PLAIN_NODES;
    use crate::solver::{self, CancelToken, Engine};

    /// The lab's replay visits the same nodes and makes the same guesses as the engine.
    #[test]
    fn the_replay_counts_what_the_engine_counts() {
        let lines = [
            // Hard for singles: the engine guesses.
            "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2",
            "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
            // Several solutions: the first is enough.
            ".................................................................................",
        ];
        let mut grids: Vec<Grid> = lines
            .iter()
            .map(|l| crate::formats::read_text(l, "test").unwrap().grid)
            .collect();
        grids.push(Grid::empty(Shape::new(2, 3).unwrap()));
        grids.push(Grid::empty(Shape::new(4, 4).unwrap()));
        let (mut guessed, mut on_digit, mut past_plain) = (false, false, false);
        for grid in &grids {
            let mut run = EngineRun::new(grid);
            while run.step().is_some() {
                on_digit |= run
                    .frames
                    .iter()
                    .any(|f| matches!(f.guess, Guess::Place { .. }));
            }
            let engine =
                solver::count_solutions_with(Engine::Generic, grid, 1, &CancelToken::new())
                    .unwrap();
            assert_eq!(run.stats(), (engine.stats.nodes, engine.stats.guesses));
            assert_eq!(run.outcome(), Outcome::Solved);
            assert_eq!(run.values(), engine.found[0].values());
            guessed |= engine.stats.guesses > 0;
            past_plain |= engine.stats.nodes > PLAIN_NODES;
        }
        assert!(guessed, "no grid made the engine guess");
        assert!(on_digit, "no guess on a digit in a unit");
        assert!(past_plain, "no search reached locked candidates");
    }
}
