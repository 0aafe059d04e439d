//! The per-grid context: what several techniques need and one search computes, kept with the
//! grid so that it is computed once (HoDoKu's step finder does the same with its caches).
//!
//! A [`Context`] owns the grid's ALS list, its chain graphs, and the steps of the searches that
//! find several techniques at once (nice loops and AICs, forcing chains, forcing nets, finned
//! and sashimi fish): a solver asks for those techniques one after another on the same grid.
//! Each [`Candidates`] grid keeps one; a copy of the grid starts with an empty one, and the
//! grid empties it whenever a digit is placed or a candidate eliminated. The finder lends it
//! to every [`Search`](super::Search) as `&mut`.

use super::Candidates;
use super::FishKind;
use super::Step;
use super::als::{Als, collect};
use super::chains::Graph;
use std::sync::{Arc, Mutex, TryLockError};

/// A search whose steps cover several techniques, and is kept for its grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::techniques) enum Shared {
    /// Continuous and discontinuous nice loops and AICs, grouped or not.
    Loops {
        /// With group and ALS nodes.
        grouped: bool,
    },
    /// Forcing chain contradictions and verities.
    ForcingChains,
    /// Forcing net contradictions and verities.
    ForcingNets,
    /// Finned and Sashimi basic fish of one size.
    FinnedFish {
        /// The fish's size.
        size: u8,
    },
    /// A complete search for fish of one kind and size that found none (kept with no steps):
    /// a Siamese search of that kind and size then has nothing to pair.
    NoFish {
        /// The fish's kind.
        kind: FishKind,
        /// The fish's size.
        size: u8,
    },
}

/// The memos of one grid; see the module docs.
#[derive(Default)]
pub struct Context {
    steps: Vec<(Shared, Vec<Vec<Step>>)>,
    alses: Option<Arc<Vec<Als>>>,
    /// Graphs by (grouped, with ALS nodes).
    graphs: Vec<((bool, bool), Arc<Graph>)>,
}

impl std::fmt::Debug for Context {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Context")
            .field("searches", &self.steps.len())
            .field("alses", &self.alses.as_ref().map(|a| a.len()))
            .field("graphs", &self.graphs.len())
            .finish()
    }
}

impl Context {
    /// An empty context.
    pub fn new() -> Context {
        Context::default()
    }

    /// Forgets everything: the grid changed.
    pub fn clear(&mut self) {
        if !self.is_empty() {
            *self = Context::default();
        }
    }

    /// Whether nothing is kept.
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty() && self.alses.is_none() && self.graphs.is_empty()
    }

    /// The steps kept for the search `what`, if it ran on this grid.
    pub(in crate::techniques) fn kept_steps(&self, what: Shared) -> Option<&Vec<Vec<Step>>> {
        self.steps.iter().find(|(w, _)| *w == what).map(|(_, s)| s)
    }

    /// Keeps the steps of the search `what`.
    pub(in crate::techniques) fn keep_steps(&mut self, what: Shared, steps: Vec<Vec<Step>>) {
        self.steps.retain(|(w, _)| *w != what);
        self.steps.push((what, steps));
    }

    /// Every ALS of `grid` (see `als::collect`), computed once.
    pub(in crate::techniques) fn alses(&mut self, grid: &Candidates) -> Arc<Vec<Als>> {
        Arc::clone(self.alses.get_or_insert_with(|| Arc::new(collect(grid))))
    }

    /// The chain graph of `grid` with group nodes (`grouped`) and ALS nodes (`als`), built
    /// once.
    pub(in crate::techniques) fn graph(
        &mut self,
        grid: &Candidates,
        grouped: bool,
        als: bool,
    ) -> Arc<Graph> {
        if let Some((_, graph)) = self.graphs.iter().find(|(k, _)| *k == (grouped, als)) {
            return Arc::clone(graph);
        }
        let graph = Arc::new(Graph::new(grid, grouped, als));
        self.graphs.push(((grouped, als), Arc::clone(&graph)));
        graph
    }
}

/// The context a grid keeps: empty in a copy, emptied when the grid changes. Searches of one
/// grid on several threads at once take turns; a search that finds it busy (or broken by a
/// panic) works with a fresh context of its own.
#[derive(Default)]
pub(in crate::techniques) struct Kept(Mutex<Context>);

impl Clone for Kept {
    fn clone(&self) -> Kept {
        Kept::default()
    }
}

impl std::fmt::Debug for Kept {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Kept")
    }
}

impl Kept {
    /// Runs `f` with the kept context, or with a fresh one if it is in use.
    pub(in crate::techniques) fn with<R>(&self, f: impl FnOnce(&mut Context) -> R) -> R {
        match self.0.try_lock() {
            Ok(mut context) => f(&mut context),
            Err(TryLockError::WouldBlock | TryLockError::Poisoned(_)) => f(&mut Context::new()),
        }
    }

    /// Forgets everything: the grid changed.
    pub(in crate::techniques) fn clear(&mut self) {
        match self.0.get_mut() {
            Ok(context) => context.clear(),
            Err(poisoned) => poisoned.into_inner().clear(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Grid, Shape};
    use crate::solver::CancelToken;
    use crate::techniques::{Technique, steps_of};

    #[test]
    fn a_grid_keeps_its_context_until_it_changes_and_a_copy_starts_empty() {
        let mut grid = Candidates::from_grid(&Grid::empty(Shape::new(2, 2).unwrap_or(Shape::NINE)));
        assert!(grid.kept().with(|c| c.is_empty()));
        let first = steps_of(&grid, Technique::Aic, &CancelToken::new()).unwrap_or_default();
        assert!(!grid.kept().with(|c| c.is_empty()));
        let again = steps_of(&grid, Technique::Aic, &CancelToken::new()).unwrap_or_default();
        assert_eq!(first, again);
        assert!(grid.clone().kept().with(|c| c.is_empty()));
        grid.eliminate(0, 0);
        assert!(grid.kept().with(|c| c.is_empty()));
    }
}
