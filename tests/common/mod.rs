//! Helpers shared by integration tests.

// Helpers may unwrap: a panic in a test is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]
// Each test crate that includes this module uses only part of it.
#![allow(dead_code)]

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// The text of a public puzzle set in `../shared/puzzles/`, or `None` (said on the terminal)
/// when the folder is absent; with `SHUDU_REQUIRE_CORPORA` set, a missing set fails the test.
pub fn shared(name: &str) -> Option<String> {
    shared_file(&format!("puzzles/{name}"))
}

/// The text of a file in `../shared/` (`techniques/reglib-half.txt`), or `None` as [`shared`].
pub fn shared_file(relative: &str) -> Option<String> {
    let path = shared_path(relative);
    match std::fs::read_to_string(&path) {
        Ok(text) => Some(text),
        Err(e) => skipped(format!("cannot read {} ({e})", path.display())),
    }
}

/// `relative` in `../shared/`.
fn shared_path(relative: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../shared")
        .join(relative)
}

/// Says on the terminal why a test skips its corpus, and gives `None`; with
/// `SHUDU_REQUIRE_CORPORA` set, fails the test instead.
fn skipped<T>(why: String) -> Option<T> {
    assert!(
        std::env::var_os("SHUDU_REQUIRE_CORPORA").is_none(),
        "{why}, and SHUDU_REQUIRE_CORPORA is set"
    );
    // Straight to the terminal: the test harness swallows `println!` of passing tests.
    let _ = writeln!(std::io::stderr(), "skipped: {why}");
    None
}

/// The path of a folder in `../shared/` (`pictures/newspaper-train`), or `None` (said on the
/// terminal) when it is absent; with `SHUDU_REQUIRE_CORPORA` set, a missing folder fails the
/// test.
pub fn shared_folder(relative: &str) -> Option<PathBuf> {
    let path = shared_path(relative);
    if path.is_dir() {
        return Some(path);
    }
    skipped(format!("cannot find {}", path.display()))
}

/// Runs the `shudu` binary with `args`, `stdin` as its input, and returns what it printed.
pub fn shudu(args: &[&str], stdin: &str) -> Output {
    shudu_with(args, stdin, &[("LANG", "C.UTF-8")])
}

/// [`shudu`] with environment variables set (`LANG` is `C.UTF-8` unless given; `LANGUAGE`,
/// `LC_ALL` and `LC_MESSAGES` are cleared, so the messages are English unless asked otherwise).
pub fn shudu_with(args: &[&str], stdin: &str, vars: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_shudu"));
    command.env("LANG", "C.UTF-8");
    for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES"] {
        command.env_remove(name);
    }
    command.envs(vars.iter().copied());
    let mut child = command
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let written = child.stdin.take().unwrap().write_all(stdin.as_bytes());
    // A run that stops before reading (a usage error) closes its input: not a failure here.
    if let Err(e) = written {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
    }
    child.wait_with_output().unwrap()
}

/// What a real PDF reader (poppler's `pdfinfo` and `pdftotext`, Debian's `poppler-utils`)
/// makes of a PDF file.
pub struct PdfReport {
    /// `pdfinfo`'s `Pages:`.
    pub pages: usize,
    /// `pdfinfo`'s `Page size:` in points (width, height).
    pub page_size: (f64, f64),
    /// The text `pdftotext` extracts, page breaks as form feeds.
    pub text: String,
}

/// Reads `pdf` with poppler's tools, or `None` when they are not installed (said on the
/// terminal); with `CI` set (as CI sets it), a missing tool fails the test instead.
pub fn read_pdf(pdf: &std::path::Path) -> Option<PdfReport> {
    let path = pdf.to_str().unwrap();
    let run = |tool: &str, args: &[&str]| match Command::new(tool).args(args).output() {
        Ok(out) => {
            assert!(
                out.status.success(),
                "{tool} failed: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            Some(String::from_utf8_lossy(&out.stdout).into_owned())
        }
        Err(e) => {
            let why = format!("cannot run {tool} ({e}): install poppler-utils");
            assert!(std::env::var_os("CI").is_none(), "{why}, and CI is set");
            let _ = writeln!(std::io::stderr(), "skipped: {why}");
            None
        }
    };
    let info = run("pdfinfo", &[path])?;
    let text = run("pdftotext", &["-layout", path, "-"])?;
    let field = |name: &str| {
        info.lines()
            .find_map(|line| line.strip_prefix(name))
            .map(str::trim)
            .unwrap_or_else(|| panic!("no {name} in pdfinfo's answer:\n{info}"))
            .to_string()
    };
    let pages = field("Pages:").parse().unwrap();
    let size = field("Page size:");
    let numbers: Vec<f64> = size
        .split_whitespace()
        .filter_map(|word| word.parse().ok())
        .collect();
    Some(PdfReport {
        pages,
        page_size: (numbers[0], numbers[1]),
        text,
    })
}

/// eframe's persistence, kept in memory: what `App::save` writes when the window closes.
#[derive(Default)]
pub struct MemoryStorage(pub std::collections::HashMap<String, String>);

impl eframe::Storage for MemoryStorage {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_string(), value);
    }
    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn flush(&mut self) {}
}

/// The texts the session put on the clipboard since its effects were last taken.
pub fn copied_texts(session: &mut shudu::session::Session) -> Vec<String> {
    session
        .take_effects()
        .into_iter()
        .filter_map(|effect| match effect {
            shudu::session::Effect::CopyText(text) => Some(text),
            _ => None,
        })
        .collect()
}
