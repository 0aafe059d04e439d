//! Drawing boards and printing them: what a picture of a board shows ([`picture`]), the
//! variant rules as shapes with roles ([`marks`], which the window paints too) and how paper
//! paints them ([`paper`]), and the files they are drawn into: SVG ([`svg`]), PNG
//! ([`png`]) and PDF ([`pdf`]) in the built-in font ([`font`]), pages of puzzles laid out
//! ([`layout`]) and print jobs ([`mod@print`]).
//!
//! Formats of puzzle files are [`crate::formats`]'s; this module only draws. It runs no
//! engine: a print's captions are made from ratings the caller passes in.

pub mod clue_marks;
pub mod font;
pub mod layout;
pub mod marks;
pub mod paper;
pub mod pdf;
pub mod picture;
pub mod png;
pub mod print;
pub mod svg;

pub use font::FontError;
