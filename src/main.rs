//! The `shudu` binary: the game window, or the engine headless with a subcommand. Built for
//! `wasm32` (`.ci/build-web`), it is the game in a web page.

#[cfg(not(target_arch = "wasm32"))]
use clap::FromArgMatches;
#[cfg(not(target_arch = "wasm32"))]
use shudu::cli::{self, Args};
#[cfg(not(target_arch = "wasm32"))]
use std::process::ExitCode;

/// The page: the game in its canvas.
#[cfg(target_arch = "wasm32")]
fn main() {
    shudu::ui::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> ExitCode {
    // `--lang` counts before the arguments are read, so that their errors speak it too.
    if let Some(language) = cli::language_asked(std::env::args_os()) {
        shudu::i18n::set(language);
    }
    let matches = cli::command().get_matches();
    let args = match Args::from_arg_matches(&matches) {
        Ok(args) => args,
        Err(e) => e.exit(),
    };
    cli::allow_fetching(args.fetch);
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
