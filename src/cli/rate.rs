//! `shudu rate`: every puzzle's difficulty on Sudoku Explainer's scale.
//!
//! Output contract: one line per puzzle, in input order:
//! - `<level> <ER> <hardest technique>`, for example `hard 4.2 XY-Wing`; with `--full`,
//!   `<level> <ER>/<EP>/<ED> <hardest technique>` (SE's rating, pearl and diamond, SE's
//!   `%r/%p/%d` order), for example `master 7.1/7.1/2.6 Forcing Chain`. Ratings have one
//!   decimal; the level is `easy` (1.0-1.5), `medium` (1.6-2.5), `hard` (2.6-4.4), `expert`
//!   (4.5-6.4), `master` (6.5-8.9) or `extreme` (9.0 and up). A puzzle no technique finishes
//!   rates 20.0 `Beyond solver`, as in SE.
//! - a variant puzzle (killer, jigsaw, X, ..., of any size) gets the same line: SE defines
//!   none of their rules, so Shudu's human solver grades them on SE's scale with its own
//!   values for the variant techniques (`rate::grade`);
//! - `unsolvable` or `multiple` for a puzzle without exactly one solution;
//! - `invalid` for bad input or a puzzle that is not 9x9 (the reason goes to stderr with the
//!   file and line); the exit status is then 1.
//!
//! Puzzles are rated in parallel on every core (`parallel.rs`); a progress bar goes to stderr
//! when it is a terminal, and Ctrl+C stops the run after the lines answered (exit status 130,
//! see `progress.rs`).

use super::parallel::{Job, place, print_in_order};
use super::read_puzzles;
use crate::board::Grid;
use crate::rate::{self, RateError, RateOptions, TechniqueSet};
use crate::solver::CancelToken;
use std::io;
use std::path::PathBuf;
use std::process::ExitCode;

/// Rates every puzzle of `files` (standard input when empty) and prints one line each.
pub(super) fn run(classic: bool, full: bool, files: &[PathBuf]) -> io::Result<ExitCode> {
    let (mut jobs, mut outcome) = read_puzzles(files);
    let origins = &jobs.origins;
    for job in &mut jobs.jobs {
        if let Job::Puzzle { grid, origin, line } = job
            && grid.shape().size() != 9
            && grid.is_classic()
        {
            let e = RateError::NotNine {
                size: grid.shape().size(),
            };
            eprintln!("{}: {e}", place(origins, *origin, *line));
            outcome.invalid = true;
            *job = Job::Invalid;
        }
    }
    let options = RateOptions {
        set: if classic {
            TechniqueSet::Classic
        } else {
            TechniqueSet::Sukaku
        },
        ..RateOptions::default()
    };
    let stopped = print_in_order(&jobs.jobs, |job, cancel| match job {
        Job::Puzzle { grid, .. } => answer(grid, &options, full, cancel),
        Job::Invalid => Some("invalid".to_string()),
    })?;
    Ok(stopped.unwrap_or_else(|| outcome.exit_code()))
}

/// The output line for one puzzle; `None` when `cancel` stopped the rating.
fn answer(grid: &Grid, options: &RateOptions, full: bool, cancel: &CancelToken) -> Option<String> {
    Some(match rate::rate(grid, options, cancel) {
        Ok(r) => {
            let er = rate::format_tenths(r.er);
            let level = r.level().name();
            if full {
                let (ep, ed) = (rate::format_tenths(r.ep), rate::format_tenths(r.ed));
                format!("{level} {er}/{ep}/{ed} {}", r.hardest)
            } else {
                format!("{level} {er} {}", r.hardest)
            }
        }
        Err(RateError::Unsolvable) => "unsolvable".to_string(),
        Err(RateError::Multiple) => "multiple".to_string(),
        Err(RateError::Cancelled) => return None,
        Err(e) => {
            eprintln!("shudu: {e}");
            "invalid".to_string()
        }
    })
}
