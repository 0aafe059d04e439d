//! The basic techniques: singles (Full House, Naked and Hidden Single), intersections (Locked
//! Candidates) and subsets (Naked and Hidden Pairs to Quadruples, Locked Pairs and Triples).

pub mod intersections;
pub mod singles;
pub mod subsets;
