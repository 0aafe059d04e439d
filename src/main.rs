//! The `shudu` binary: the game window, or the engine headless with a subcommand.

use clap::Parser;
use shudu::cli::{self, Args};
use std::process::ExitCode;

fn main() -> ExitCode {
    // `--lang` counts before the arguments are read, so that their errors speak it too.
    if let Some(language) = cli::language_asked(std::env::args_os()) {
        shudu::i18n::set(language);
    }
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
