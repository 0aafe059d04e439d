//! Shudu's integration tests, in one test binary: each file of `tests/` is a module here, so
//! the crate with egui, krilla and the rest is linked once, not once a file. Only
//! `tests/language.rs` is a binary of its own: it changes the process's language, which every
//! other window test reads.

// Helpers may unwrap: a panic in a test is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod candidates;
mod cli;
mod clue_counts;
mod common;
mod constraints;
mod corpus;
mod daily;
mod desktop;
mod fetch;
mod formats;
mod game;
mod generate;
mod i18n;
mod interrupt;
mod lab;
mod print;
mod properties;
mod rate;
mod reglib;
mod save;
mod scan;
mod session;
mod stats;
mod sudokupad_drawing;
mod ui;
mod variant_formats;
mod variants;
mod web;
mod web_font;
mod worker;
