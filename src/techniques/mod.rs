//! Human solving: techniques that find [`Step`]s in a grid of candidates, the way a player
//! would, from Full House to forcing chains, with HoDoKu's names, on every shape.
//!
//! A technique reads a [`Candidates`] grid and reports every instance it finds as a [`Step`]:
//! data (the houses, the pattern's candidates, the chain links, the placements and
//! eliminations) with a sentence made from it. [`easiest_step`] tries the techniques in
//! HoDoKu's order of difficulty and [`solve_path`] repeats that until the puzzle is solved or
//! no technique applies.
//!
//! The techniques live in folders by family:
//! - `basic/`: singles, intersections (Locked Candidates) and subsets;
//! - `patterns/`: fish, single-digit patterns, wings, colouring, Sue de Coq, templates;
//! - `uniqueness/`: Unique and Avoidable Rectangles, BUG + 1;
//! - `chains/`: the implication graph over literals, X- and XY-Chains, Remote Pairs, Nice
//!   Loops and AICs, and (in `chains/forcing/`) Forcing Chains and Nets;
//! - `als/`: the ALS enumerator and the techniques built on it (ALS-XZ, ALS-XY-Wing,
//!   ALS-XY-Chain, Death Blossom);
//! - `variant/`: the variant rules' own techniques: cage combinations, cage/house overlap,
//!   the 45 rule and cage splitting for killers, and the eliminations of anti-knight,
//!   anti-king and non-consecutive.
//!
//! Beside them: `grid.rs` (the [`Candidates`] grid), `step.rs` (a [`Step`] explains itself),
//! `technique.rs` (the [`Technique`] names and order, and the one routing point
//! [`Technique::finder_family`]), `finder.rs` (running the techniques), `context.rs` (the
//! per-grid [`Context`]: the ALS list, chain graphs and shared searches) and `hint.rs`.

mod als;
mod basic;
mod chains;
mod context;
mod finder;
mod grid;
mod hint;
mod patterns;
mod step;
mod technique;
#[cfg(test)]
mod testing;
mod uniqueness;
mod variant;

pub use crate::board::{CellSet, HouseKind};
pub use context::Context;
pub use finder::{
    Bounds, Cut, Path, PathEnd, Search, all_steps, contradiction, easiest_step, first_step,
    implemented, solve_path, solve_path_with, steps_of,
};
pub use grid::Candidates;
pub use hint::{Hint, hint};
pub use step::{
    Link, Mark, Node, Role, Step, and_join, and_list, cell_list, cell_name, cells_in_words,
    digit_list, house_name, or_list,
};
pub use technique::{
    Family, Fish, FishKind, Technique, family_name, read_counts, read_key, stable_key,
    technique_name,
};
