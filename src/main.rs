//! The `shudu` binary: the game window, or the engine headless with a subcommand.

use clap::{CommandFactory, Parser};
use shudu::cli::{self, Args};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args = Args::parse();
    match args.command {
        Some(command) => cli::run(command),
        None => {
            // The game window comes with the next milestone; until then, show what runs.
            let _ = Args::command().print_help();
            ExitCode::SUCCESS
        }
    }
}
