//! The board: one painter for the whole grid, one clickable region per cell, and what a
//! screen reader hears of it. [`widget`] draws and answers clicks; [`cells`] paints what a
//! cell holds (colours, pencil marks); [`marks`] paints the variant rules and the lines
//! between cells; [`outside`] makes the places outside the grid clickable while a sum is
//! written there; [`reader`] names cells and panels for AccessKit; [`view`] is what the widget
//! reads.

mod cells;
mod clue_paint;
mod marks;
mod outside;
pub mod reader;
mod view;
mod widget;

pub use marks::paint_lines;
pub use view::BoardView;
pub use widget::{paint_count, ui_board};
