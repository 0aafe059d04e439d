//! What the targets share.

/// A kept state or a save with the times played left out: a running clock is read from the
/// real clock when kept, so two keepings differ there and only there.
#[allow(dead_code)]
pub fn without_time(kept: &str) -> String {
    let mut out = String::new();
    let mut rest = kept;
    while let Some(at) = rest.find("played:") {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let end = rest.find(')').map_or(rest.len(), |e| e + 1);
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// Gives every grid of an accepted puzzle to the engine with a short deadline: it must answer
/// or time out, never panic.
#[allow(dead_code)]
pub fn solve_briefly(grids: &[shudu::board::Grid]) {
    use std::time::{Duration, Instant};
    for grid in grids.iter().take(4) {
        let deadline = Instant::now() + Duration::from_millis(200);
        let cancel = shudu::solver::CancelToken::new().with_deadline(deadline);
        let _ = shudu::solver::analyse(grid, &cancel);
    }
}

/// The puzzles a text reads as (at most 8), the bad ones left out.
#[allow(dead_code)]
pub fn read(text: &str) -> Vec<shudu::formats::Puzzle> {
    shudu::formats::puzzles(text, "fuzz")
        .take(8)
        .flatten()
        .collect()
}
