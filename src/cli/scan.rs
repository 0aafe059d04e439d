//! `shudu scan`: puzzles read from pictures, one line per picture in input order: 81
//! characters (`.` for an empty cell), or `unreadable` with the reason on stderr. Doubtful
//! cells and a reading the solver rejects are named on stderr too.

use super::parallel;
use crate::scan::{self, ScanError, check::Verdict};
use crate::t;
use crate::worker::MAX_PICTURE_BYTES;
use std::io;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};

/// `shudu scan`'s arguments.
#[derive(Debug, clap::Args)]
pub struct ScanArgs {
    /// Pictures of Sudoku grids (PNG, JPEG or WebP).
    #[arg(required = true, value_name = "IMAGE")]
    pub images: Vec<PathBuf>,
}

/// Reads every picture and prints its line; exit status 1 if any could not be read.
pub fn run(args: &ScanArgs) -> io::Result<ExitCode> {
    let failed = AtomicBool::new(false);
    let stopped = parallel::print_in_order(&args.images, |path, cancel| {
        let name = path.display();
        let reading = scan::read_file(path, MAX_PICTURE_BYTES)
            .and_then(|bytes| scan::read(crate::worker::digit_model(), &bytes, cancel));
        match reading {
            Ok(reading) => {
                let uncertain: Vec<String> = reading
                    .uncertain()
                    .iter()
                    .map(|i| format!("r{}c{}", i / 9 + 1, i % 9 + 1))
                    .collect();
                if !uncertain.is_empty() {
                    eprintln!(
                        "{}",
                        t!(
                            "cli-uncertain-cells",
                            name = &name,
                            uncertain = &uncertain.join(" ")
                        )
                    );
                }
                match reading.verdict {
                    Verdict::Unique => {}
                    Verdict::Multiple => {
                        eprintln!("{}", t!("cli-reading-has-several-solutions", name = &name))
                    }
                    Verdict::NoSolution => {
                        eprintln!("{}", t!("cli-reading-has-no-solution", name = &name))
                    }
                }
                Some(reading.to_line())
            }
            Err(ScanError::Cancelled) => None,
            Err(e) => {
                eprintln!("{name}: {e}");
                failed.store(true, Ordering::Relaxed);
                Some("unreadable".to_string())
            }
        }
    })?;
    Ok(stopped.unwrap_or(if failed.load(Ordering::Relaxed) {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }))
}
