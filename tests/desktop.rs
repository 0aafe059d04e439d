//! What the desktop and the shells get from `shudu`: completion scripts and man pages, run as
//! a packager would (`shudu completions SHELL`, `shudu manpage`, `shudu manpage --dir`), checked
//! against the subcommands and flags that `shudu --help` shows.

// Helpers may unwrap: a panic in a test is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use common::shudu;

fn stdout(args: &[&str]) -> String {
    let out = shudu(args, "");
    assert!(out.status.success(), "shudu {args:?}: {out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// The subcommands `shudu --help` lists (without `help` itself), read as a user reads them.
fn subcommands() -> Vec<String> {
    let help = stdout(&["--help"]);
    let list: Vec<String> = help
        .lines()
        .skip_while(|line| !line.starts_with("Commands:"))
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        // A description that wraps goes on in lines indented further.
        .filter(|line| !line.starts_with("   "))
        .filter_map(|line| line.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_string)
        .collect();
    assert!(list.len() >= 9, "too few subcommands in --help: {list:?}");
    list
}

/// The long flags `shudu SUBCOMMAND --help` shows (without `--help`).
fn flags(subcommand: &str) -> Vec<String> {
    stdout(&[subcommand, "--help"])
        .split_whitespace()
        .filter(|word| word.starts_with("--") && word.len() > 2)
        .map(|word| word.trim_end_matches([',', '.']).to_string())
        .filter(|flag| flag != "--help")
        .collect()
}

/// The words of `text`: runs of letters, digits, `-` and `_`.
fn words(text: &str) -> Vec<&str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '-' || c == '_'))
        .filter(|word| !word.is_empty())
        .collect()
}

#[test]
fn every_shell_completes_every_subcommand_and_flag() {
    let subcommands = subcommands();
    assert!(
        flags("hint").iter().any(|f| f == "--all"),
        "{:?}",
        flags("hint")
    );
    for shell in ["bash", "zsh", "fish"] {
        let script = stdout(&["completions", shell]);
        let words = words(&script);
        for name in &subcommands {
            assert!(words.contains(&name.as_str()), "{shell}: no {name}");
            for flag in flags(name) {
                // fish names a long flag `-l all`; bash and zsh write `--all`.
                let bare = flag.trim_start_matches('-');
                let found = match shell {
                    "fish" => script.contains(&format!("-l {bare} ")),
                    _ => words.contains(&flag.as_str()),
                };
                assert!(found, "{shell}: no {flag} of {name}");
            }
        }
    }
}

#[test]
fn an_unknown_shell_is_refused_by_name() {
    let out = shudu(&["completions", "tcsh"], "");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("tcsh"), "{err}");
}

#[test]
fn the_man_page_lists_every_subcommand() {
    let page = stdout(&["manpage"]);
    assert!(
        page.starts_with(".ie") || page.contains(".TH shudu 1"),
        "{page}"
    );
    for name in subcommands() {
        // The SUBCOMMANDS section names each page: `shudu\-solve(1)`.
        let entry = format!("shudu\\-{name}(1)");
        assert!(page.contains(&entry), "the man page has no {entry}");
    }
}

#[test]
fn manpage_dir_writes_a_page_per_subcommand_with_its_flags() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().to_str().unwrap();
    stdout(&["manpage", "--dir", path]);
    assert!(dir.path().join("shudu.1").is_file());
    for name in subcommands() {
        let page = std::fs::read_to_string(dir.path().join(format!("shudu-{name}.1")))
            .unwrap_or_else(|e| panic!("shudu-{name}.1: {e}"));
        for flag in flags(&name) {
            // roff escapes each hyphen of a flag as `\-`.
            let roff = flag.replace('-', "\\-");
            assert!(page.contains(&roff), "shudu-{name}.1 has no {flag}");
        }
    }
}

#[test]
fn manpage_dir_names_a_missing_folder() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nowhere");
    let out = shudu(&["manpage", "--dir", missing.to_str().unwrap()], "");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("nowhere"), "{err}");
}

#[test]
fn the_packaged_man_pages_and_completions_are_what_the_binary_generates() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/desktop");
    let stale = |name: &str| format!("{name} differs from the binary's: run .ci/generate-docs");
    let dir = tempfile::tempdir().unwrap();
    stdout(&["manpage", "--dir", dir.path().to_str().unwrap()]);
    let mut pages: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|entry| entry.unwrap().file_name())
        .collect();
    pages.sort();
    let mut kept: Vec<_> = std::fs::read_dir(root.join("man"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name())
        .collect();
    kept.sort();
    assert_eq!(pages, kept, "{}", stale("the list of man pages"));
    for page in &pages {
        let made = std::fs::read(dir.path().join(page)).unwrap();
        let committed = std::fs::read(root.join("man").join(page)).unwrap();
        assert!(made == committed, "{}", stale(&page.to_string_lossy()));
    }
    for (shell, file) in [
        ("bash", "shudu.bash"),
        ("zsh", "_shudu"),
        ("fish", "shudu.fish"),
    ] {
        let committed = std::fs::read_to_string(root.join("completions").join(file)).unwrap();
        assert!(
            stdout(&["completions", shell]) == committed,
            "{}",
            stale(file)
        );
    }
}
