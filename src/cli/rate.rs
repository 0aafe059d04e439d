//! `shudu rate`: every puzzle's difficulty on Sudoku Explainer's scale.
//!
//! Output contract: one line per puzzle, in input order:
//! - `<level> <ER> <hardest technique>`, for example `hard 4.2 XY-Wing`; with `--full`,
//!   `<level> <ER>/<EP>/<ED> <hardest technique>` (SE's rating, pearl and diamond, SE's
//!   `%r/%p/%d` order), for example `master 7.1/7.1/2.6 Forcing Chain`. Ratings have one
//!   decimal; the level is `easy` (1.0-1.5), `medium` (1.6-2.5), `hard` (2.6-4.4), `expert`
//!   (4.5-6.4), `master` (6.5-8.9) or `extreme` (9.0 and up). A puzzle no technique finishes
//!   rates 20.0 `Beyond solver`, as in SE.
//! - `unsolvable` or `multiple` for a puzzle without exactly one solution;
//! - `invalid` for bad input or a puzzle that is not 9x9 (the reason goes to stderr with the
//!   file and line); the exit status is then 1.
//!
//! Puzzles are rated in parallel on every core (`parallel.rs`); a progress bar goes to stderr
//! when it is a terminal.

use super::parallel::print_in_order;
use super::read_puzzles;
use crate::board::Grid;
use crate::rate::{self, RateError, RateOptions, TechniqueSet};
use crate::solver::CancelToken;
use std::io;
use std::path::PathBuf;
use std::process::ExitCode;

/// One input puzzle: a grid to rate, or the line to print for bad input.
enum Job {
    Rate(Grid),
    Done(String),
}

/// Rates every puzzle of `files` (standard input when empty) and prints one line each.
pub(super) fn run(classic: bool, full: bool, files: &[PathBuf]) -> io::Result<ExitCode> {
    let (mut jobs, mut not_nine) = (Vec::new(), false);
    let mut outcome = read_puzzles(files, |item| {
        jobs.push(match item {
            Some((_, p)) if p.grid.shape().size() == 9 => Job::Rate(p.grid),
            Some((origin, p)) => {
                let e = RateError::NotNine {
                    size: p.grid.shape().size(),
                };
                eprintln!("{origin}, line {}: {e}", p.line);
                not_nine = true;
                Job::Done("invalid".to_string())
            }
            None => Job::Done("invalid".to_string()),
        });
        Ok(())
    })?;
    outcome.invalid |= not_nine;
    let options = RateOptions {
        set: if classic {
            TechniqueSet::Classic
        } else {
            TechniqueSet::Sukaku
        },
        ..RateOptions::default()
    };
    print_in_order(&jobs, |job| match job {
        Job::Rate(grid) => answer(grid, &options, full),
        Job::Done(line) => line.clone(),
    })?;
    Ok(outcome.exit_code())
}

/// The output line for one puzzle.
fn answer(grid: &Grid, options: &RateOptions, full: bool) -> String {
    match rate::rate(grid, options, &CancelToken::new()) {
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
        Err(e) => {
            eprintln!("shudu: {e}");
            "invalid".to_string()
        }
    }
}
