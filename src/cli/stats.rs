//! `shudu stats`: the table of the Statistics window (games played and won per level, best and
//! average times, streaks, daily puzzles, hints by technique), read from the same history file.

use crate::calendar::Date;
use crate::session::state_folder;
use crate::stats::{GameLog, HISTORY_FILE, Summary};
use crate::t;
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

/// `shudu stats`'s arguments.
#[derive(Debug, clap::Args)]
pub struct StatsArgs {
    /// The history to read; by default the window's, `history.ron` in Shudu's data folder
    /// (`$XDG_DATA_HOME/shudu`, else `~/.local/share/shudu`).
    #[arg(long, value_name = "FILE")]
    pub file: Option<PathBuf>,
    /// Count the daily streak as of this date (YYYY-MM-DD) instead of today.
    #[arg(long, value_name = "YYYY-MM-DD")]
    pub today: Option<Date>,
}

/// Prints the summary; an unreadable history is named on stderr, with exit status 1.
pub fn run(args: &StatsArgs, out: &mut dyn Write) -> io::Result<ExitCode> {
    let path = match &args.file {
        Some(path) => path.clone(),
        None => match state_folder() {
            Some(folder) => folder.join(HISTORY_FILE),
            None => {
                eprintln!("{}", t!("cli-shudu-no-data-folder-here"));
                return Ok(ExitCode::from(2));
            }
        },
    };
    if args.file.is_some() && !path.is_file() {
        eprintln!(
            "{}",
            t!("cli-shudu-no-such-history-file", path = &path.display())
        );
        return Ok(ExitCode::from(1));
    }
    let log = match GameLog::read(&path) {
        Ok(log) => log,
        Err(e) => {
            eprintln!("shudu: {e}");
            return Ok(ExitCode::from(1));
        }
    };
    let today = args.today.unwrap_or_else(crate::worker::today);
    out.write_all(Summary::of(&log, today).to_text().as_bytes())?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
