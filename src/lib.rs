//! Shudu (数独): a Sudoku game and puzzle engine.
//!
//! The library holds the engine and the game: [`board`] says what a Sudoku is, [`solver`]
//! answers whether a grid has no solution, one or several, [`formats`] reads and writes the
//! text formats players exchange, and [`lab`] runs the search algorithms that tutorials teach
//! (and Shudu's own engine) one step at a time, for the solver lab. [`rate`] measures difficulty
//! on Sudoku Explainer's scale (the rater, the levels, the grading of other sizes). The `shudu`
//! binary puts a window or a command line on top.

pub mod board;
pub mod cli;
pub mod formats;
pub mod game;
pub mod generator;
pub mod lab;
pub mod rate;
pub mod session;
pub mod solver;
pub mod techniques;
pub mod ui;
pub mod worker;
