//! A play session: the puzzle, the player's entries and pencil marks, undo and redo, the timer,
//! and every rule of play.
//!
//! The window only reads a [`Game`] and hands it [`Action`]s; [`Game::apply`] is the one way
//! to change it, so every rule here is tested without a window. Time comes in as an `Instant`
//! argument, never from the clock, so tests control it.
//!
//! ```
//! use shudu::board::{Cell, Digit, Grid, Shape};
//! use shudu::game::{Action, Game, Source};
//! use std::time::Instant;
//!
//! let now = Instant::now();
//! let mut game = Game::new(Grid::empty(Shape::NINE));
//! let five = Digit::new(5).unwrap();
//! game.apply(Action::Select(Cell::new(0, 0)), now);
//! assert!(game.apply(Action::Enter(five), now));
//! assert_eq!(game.value(Cell::new(0, 0)), Some(five));
//! assert_eq!(game.source(Cell::new(0, 0)), Some(Source::Player));
//! assert!(game.apply(Action::Undo, now));
//! assert_eq!(game.value(Cell::new(0, 0)), None);
//! ```
//!
//! A game read from a file may be inconsistent; [`Game::validate`] says how, and the readers
//! in `formats::save` refuse such a game. Every accessor is total either way: it answers
//! "empty" rather than panicking.

mod action;
mod edit;
mod error;
// The main type's file is named after it, as in every other module.
#[allow(clippy::module_inception)]
mod game;
mod history;
mod info;
mod marking;
mod marks;
mod selection;
mod state;
mod tally;
mod timer;
mod validate;

pub use action::{Action, Direction};
pub use error::GameError;
pub use game::{Game, Mode, Outcome};
pub use info::PuzzleInfo;
pub use marks::{Colour, Marking, NoSuchColour, NotesLayout};
pub use state::Source;
pub use tally::Tally;
