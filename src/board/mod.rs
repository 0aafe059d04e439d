//! What a Sudoku is: shapes, digits, cells, digit sets, unit and peer tables, and the [`Grid`]
//! with its givens and clash detection.
//!
//! It also holds the kernel both technique engines share: one cell set ([`CellSet`]), one bit
//! iterator ([`ones`]), [`combinations`] in the two orders the engines need, and the house
//! tables ([`Houses`], [`shared_houses`]).
//!
//! Nothing here does I/O, drawing or threading; every other module builds on these types.
//!
//! ```
//! use shudu::board::{Cell, Digit, Grid, Shape};
//!
//! let mut grid = Grid::empty(Shape::NINE);
//! let five = Digit::new(5).unwrap();
//! grid.set_given(Cell::new(0, 2), Some(five));
//! grid.set_given(Cell::new(0, 6), Some(five));
//! let clashes = grid.clashes();
//! assert_eq!(clashes[0].to_string(), "r1c3 and r1c7 both hold 5");
//! ```

mod bits;
mod cell;
mod cellset;
mod clue_breaks;
mod clues;
mod combinations;
mod constraints;
mod digit;
mod draft;
mod error;
mod grid;
mod houses;
mod outline;
mod relations;
mod rules;
mod shape;
mod unions;
mod units;

pub use bits::{Ones, Word, ones};
pub use cell::Cell;
pub use cellset::CellSet;
pub use clues::{Clue, ClueKind, diagonal, orthogonal, outside_of, sandwich_line};
pub use combinations::{combinations, combinations_by_mask};
pub use constraints::{Break, Constraints, Group, GroupKind, KING, SumCage, windows};
pub use digit::{Digit, DigitSet, symbol};
pub use draft::RulesDraft;
pub use error::BoardError;
pub use grid::{Clash, Grid};
pub use houses::{HouseKind, Houses, shared_houses};
pub use outline::{BorderSide, border_sides, member_of};
pub use relations::{
    Relation, clique, dotted_pairs, in_ratio, lettered_pairs, region_runs, side_neighbours,
};
pub use rules::{Cage, Rules, RulesError, Variant, connected};
pub use shape::Shape;
pub use unions::Unions;
pub use units::Units;
