//! The `shudu` binary: the game window, or the engine headless with a subcommand.

use clap::Parser;
use shudu::cli::{self, Args};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args = Args::parse();
    match args.command {
        Some(command) => cli::run(command),
        None => match shudu::ui::run(args.file) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("shudu: {e}");
                ExitCode::from(2)
            }
        },
    }
}
