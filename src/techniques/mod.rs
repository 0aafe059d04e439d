//! Human solving: techniques that find [`Step`]s in a grid of candidates, the way a player
//! would, from Full House to forcing chains.
//!
//! Each file holds one technique or a close family. A technique reads a [`Candidates`] grid
//! and reports every instance it finds as a [`Step`]: data (the houses, the pattern's
//! candidates, the chain links, the placements and eliminations) with a sentence made from
//! it. [`easiest_step`] tries the techniques in HoDoKu's order of difficulty and
//! [`solve_path`] repeats that until the puzzle is solved or no technique applies.

mod als;
mod chains;
mod coloring;
mod finder;
mod fish;
mod forcing;
mod grid;
mod hint;
mod intersections;
pub mod se;
mod single_digit;
mod singles;
mod step;
mod subsets;
mod sue_de_coq;
mod technique;
mod templates;
mod uniqueness;
mod wings;

pub use crate::board::{CellSet, HouseKind};
pub use finder::{
    Path, PathEnd, Search, all_steps, contradiction, easiest_step, first_step, implemented,
    solve_path, steps_of,
};
pub use grid::Candidates;
pub use hint::{Hint, hint};
pub use step::{Link, Mark, Node, Role, Step, cell_list, cell_name, digit_list, house_name};
pub use technique::{Fish, FishKind, Technique};
