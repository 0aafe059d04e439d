//! Shudu (数独): a Sudoku game and puzzle engine.
//!
//! The library holds the engine and the game, in layers that depend only downward:
//!
//! - [`calendar`]: dates (the daily puzzle's, the history's);
//! - [`board`]: what a Sudoku is (shapes, digits, grids) and the kernel the technique engines
//!   share (cell sets, bit iteration, combinations, house tables);
//! - [`solver`]: whether a grid has no solution, one or several, as fast as it can;
//! - [`techniques`]: human solving with HoDoKu's names, steps that explain themselves;
//! - [`rate`]: difficulty on Sudoku Explainer's scale (the rater, the levels, the grading of
//!   other sizes);
//! - [`setter`]: what a setter asks of a puzzle being made (its solutions counted, true
//!   candidates, the logical verdict and break-in, what could be taken away);
//! - [`generator`]: new puzzles by size, level and symmetry;
//! - [`lab`]: the search algorithms that tutorials teach (and Shudu's own engine) one step at
//!   a time, for the solver lab;
//! - [`formats`]: the text formats players exchange, and the RON save;
//! - [`export`]: boards drawn as SVG, PNG and PDF, and puzzles printed;
//! - [`scan`]: reading a puzzle from a picture (a photo, a screenshot);
//! - [`game`]: a play session's rules;
//! - [`stats`]: the player's history of games and what it says (times, streaks, hints);
//! - [`worker`]: background jobs in lanes;
//! - [`session`]: the play session's flows without a window, commands in and effects out;
//! - [`i18n`]: every text shown, in English or Simplified Chinese, from Fluent files;
//! - [`ui`]: the egui window; [`cli`]: the headless subcommands.
//!
//! The `shudu` binary puts a window or a command line on top.

pub mod board;
pub mod calendar;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod export;
pub mod formats;
pub mod game;
pub mod generator;
pub mod i18n;
pub mod lab;
pub mod rate;
pub mod scan;
pub mod session;
pub mod setter;
pub mod solver;
pub mod stats;
pub mod techniques;
pub mod ui;
pub mod worker;
