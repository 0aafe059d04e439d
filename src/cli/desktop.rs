//! `shudu completions SHELL` and `shudu manpage`: shell completions and man pages generated
//! from the clap definitions of [`Args`](super::Args), so they list exactly what `--help` does.

use super::Args;
use clap::CommandFactory;
use clap_complete::Shell;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// The arguments of `shudu manpage`.
#[derive(Debug, clap::Args)]
pub struct ManpageArgs {
    /// Write `shudu.1` and a page for each subcommand (`shudu-solve.1`, ...) into this folder
    /// instead of printing `shudu.1`.
    #[arg(long, value_name = "FOLDER")]
    pub dir: Option<PathBuf>,
}

/// Prints the completion script for `shell` to `out`. The script is made in memory first:
/// clap_complete panics when its writer fails (a closed pipe, a full disk).
pub(super) fn completions(shell: Shell, out: &mut dyn Write) -> io::Result<()> {
    let mut command = Args::command();
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut command, "shudu", &mut script);
    out.write_all(&script)?;
    out.flush()
}

/// Prints the man page `shudu.1` to `out`, or writes every page into `args.dir`.
pub(super) fn manpage(args: &ManpageArgs, out: &mut dyn Write) -> io::Result<()> {
    match &args.dir {
        Some(dir) => write_pages(dir),
        None => {
            clap_mangen::Man::new(Args::command()).render(out)?;
            out.flush()
        }
    }
}

/// Writes `shudu.1` and one page per subcommand into `dir`, naming the folder in an error.
fn write_pages(dir: &Path) -> io::Result<()> {
    let named = |e: io::Error| io::Error::new(e.kind(), format!("{}: {e}", dir.display()));
    if !dir.is_dir() {
        return Err(io::Error::new(
            io::ErrorKind::NotFound,
            format!("{}: no such folder", dir.display()),
        ));
    }
    clap_mangen::generate_to(Args::command(), dir).map_err(named)
}
