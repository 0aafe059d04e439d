//! Patterns: fish (basic, finned, franken, mutant), single-digit patterns (Skyscraper,
//! Two-String Kite, Turbot Fish, Empty Rectangle), wings (XY, XYZ, W), colouring, Sue de Coq
//! and templates.

pub mod coloring;
pub mod fish;
pub mod single_digit;
pub mod sue_de_coq;
pub mod templates;
pub mod wings;
