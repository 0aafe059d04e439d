//! Ctrl+C and the progress line, as a user meets them: a real `shudu` process stopped with
//! SIGINT (sent by `kill`), and run under a pseudo-terminal made by `script` (util-linux).

// Helpers may unwrap: a panic in a test is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use common::shudu;
use std::io::{BufRead, BufReader, Read};
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// A generous guard: a stopped run ends long before this, a hung one fails the test.
const GUARD: Duration = Duration::from_secs(60);

/// A 25x25 puzzle with two givens: many solutions, and an endless count.
fn nearly_empty_25() -> String {
    let mut cells = vec!["."; 625];
    cells[0] = "25";
    cells[624] = "1";
    cells.join(" ")
}

/// A 16x16 puzzle row-major search never finishes: the last row holds 1 to 15, so r16c16
/// needs 16, which r1c16 holds; the search learns it only in the last cell.
fn endless_16() -> String {
    let mut cells = vec![".".to_string(); 256];
    for col in 0..15 {
        cells[15 * 16 + col] = (col + 1).to_string();
    }
    cells[15] = "16".to_string();
    cells.join(" ")
}

/// `shudu ARGS FILE` with stdout and stderr piped.
fn start(args: &[&str], file: &Path) -> Child {
    Command::new(env!("CARGO_BIN_EXE_shudu"))
        .args(args)
        .arg(file)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Sends SIGINT to `child`, as Ctrl+C in a terminal does.
fn ctrl_c(child: &Child) {
    let sent = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success(), "kill -INT failed");
}

/// Waits for `child` (see [`wait_guarded`]) and reads what it wrote to stderr.
fn finish(child: &mut Child) -> (ExitStatus, String) {
    let status = wait_guarded(child);
    let mut err = String::new();
    if let Some(mut pipe) = child.stderr.take() {
        pipe.read_to_string(&mut err).unwrap();
    }
    (status, err)
}

/// Waits for `child` to end, failing after [`GUARD`].
fn wait_guarded(child: &mut Child) -> ExitStatus {
    let started = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        if started.elapsed() > GUARD {
            let _ = child.kill();
            panic!("still running {GUARD:?} after Ctrl+C");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Reads a pipe to its end on another thread; the first chunk is also announced on `first`.
fn drain(mut pipe: impl Read + Send + 'static, first: mpsc::Sender<()>) -> mpsc::Receiver<Vec<u8>> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let mut all = Vec::new();
        let mut chunk = [0u8; 4096];
        while let Ok(n) = pipe.read(&mut chunk) {
            if n == 0 {
                break;
            }
            all.extend_from_slice(chunk.get(..n).unwrap());
            let _ = first.send(());
        }
        let _ = tx.send(all);
    });
    rx
}

/// Runs `shudu ARGS FILE` on `total` puzzles, presses Ctrl+C once the run has printed
/// something on `watch` (so it is answering), and checks the stop: exit status 130, a prefix
/// of complete answers on stdout, each `valid`, and stderr saying how many.
fn stop_midway(
    args: &[&str],
    file: &Path,
    total: usize,
    watch_stderr: bool,
    valid: impl Fn(&str) -> bool,
) {
    let mut child = start(args, file);
    let (first_tx, first_rx) = mpsc::channel();
    let (stdout, stderr) = (child.stdout.take().unwrap(), child.stderr.take().unwrap());
    let (out, err) = if watch_stderr {
        (drain(stdout, mpsc::channel().0), drain(stderr, first_tx))
    } else {
        (drain(stdout, first_tx), drain(stderr, mpsc::channel().0))
    };
    first_rx
        .recv_timeout(GUARD)
        .expect("the run printed nothing");
    ctrl_c(&child);
    let status = wait_guarded(&mut child);
    let (out, err) = (out.recv().unwrap(), err.recv().unwrap());
    let (out, err) = (
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    );
    assert_eq!(status.code(), Some(130), "stderr: {err}");
    assert!(out.is_empty() || out.ends_with('\n'), "a cut line: {out:?}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines.len() < total,
        "the run was not stopped: {} lines",
        lines.len()
    );
    for line in &lines {
        assert!(valid(line), "not an answer: {line:?}");
    }
    let said = format!(
        "shudu: interrupted after {} of {total} puzzles",
        lines.len()
    );
    assert!(err.contains(&said), "stderr {err:?} lacks {said:?}");
}

#[test]
fn ctrl_c_stops_solve_after_the_answered_puzzles_with_status_130() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("many.txt");
    let puzzle = nearly_empty_25();
    let total = 4000;
    std::fs::write(&file, format!("{puzzle}\n").repeat(total)).unwrap();
    let grid = shudu::formats::read_text(&puzzle, "puzzle").unwrap().grid;
    // Each solution is long, so stdout shows the first ones soon.
    stop_midway(&["solve", "--first"], &file, total, false, |line| {
        shudu::formats::read_text(line, "answer")
            .is_ok_and(|answer| answer.grid.is_solved() && grid.agrees_with(&answer.grid))
    });
}

#[test]
fn ctrl_c_stops_count_and_tells_timeouts_from_the_interrupted_puzzle() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("endless.txt");
    let total = 500;
    std::fs::write(&file, format!("{}\n", nearly_empty_25()).repeat(total)).unwrap();
    // Every count is endless: each puzzle gives up at its time limit, said on stderr.
    let args = ["count", "--limit", "1000000000", "--timeout", "0.1"];
    stop_midway(&args, &file, total, true, |line| line == "timeout");
}

#[test]
fn ctrl_c_stops_trace_with_the_counts_on_stderr() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("endless.txt");
    std::fs::write(&file, endless_16()).unwrap();
    // With `--steps` the events stream out, and never end.
    let mut child = start(&["trace", "--steps"], &file);
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut first = String::new();
    stdout.read_line(&mut first).unwrap();
    assert!(first.starts_with("place "), "{first:?}");
    ctrl_c(&child);
    let mut rest = String::new();
    stdout.read_to_string(&mut rest).unwrap();
    let (status, err) = finish(&mut child);
    assert_eq!(status.code(), Some(130), "stderr: {err}");
    assert!(
        rest.lines()
            .all(|l| l.starts_with("place ") || l.starts_with("undo "))
    );
    assert!(
        err.contains("shudu: interrupted after ") && err.contains(" placements, "),
        "{err}"
    );
}

/// Runs `command` (a shell command line) under a pseudo-terminal made by `script`, and gives
/// what the terminal showed.
fn on_terminal(command: &str) -> String {
    let out = Command::new("script")
        .args(["-qec", command, "/dev/null"])
        .stdin(Stdio::null())
        .output()
        .expect("`script` (util-linux) runs the terminal tests");
    assert!(out.status.success(), "{command}: {out:?}");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn the_bar_shows_on_a_terminal_and_stdout_is_the_same_as_through_a_pipe() {
    let dir = tempfile::tempdir().unwrap();
    let (file, answers) = (dir.path().join("set.txt"), dir.path().join("out.txt"));
    let puzzle =
        "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5";
    let input: String = (0..30)
        .map(|i| {
            if i % 3 == 0 {
                format!("{}\n", ".".repeat(81))
            } else {
                format!("{puzzle}\n")
            }
        })
        .collect();
    std::fs::write(&file, &input).unwrap();
    let bin = env!("CARGO_BIN_EXE_shudu");
    let shown = on_terminal(&format!(
        "'{bin}' count --limit 7 '{}' > '{}'",
        file.display(),
        answers.display()
    ));
    assert!(
        shown.contains("\r[#") && shown.contains("/30"),
        "no bar: {shown:?}"
    );
    assert!(
        shown.ends_with('\r'),
        "the bar is erased at the end: {shown:?}"
    );
    let piped = shudu(&["count", "--limit", "7", &file.display().to_string()], "");
    assert!(piped.status.success());
    assert_eq!(
        std::fs::read(&answers).unwrap(),
        piped.stdout,
        "stdout differs"
    );
    assert!(
        piped.stderr.is_empty(),
        "progress on a pipe: {:?}",
        piped.stderr
    );
}

#[test]
fn a_long_trace_shows_its_counts_on_a_terminal_only() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("endless.txt");
    std::fs::write(&file, endless_16()).unwrap();
    let bin = env!("CARGO_BIN_EXE_shudu");
    let trace = format!("'{bin}' trace --timeout 2 '{}'", file.display());
    let shown = on_terminal(&format!("{trace} > /dev/null"));
    assert!(
        shown.contains("\rtrace: ") && shown.contains(" placements, "),
        "{shown:?}"
    );
    let piped = Command::new(bin)
        .args(["trace", "--timeout", "2"])
        .arg(&file)
        .output()
        .unwrap();
    assert!(piped.status.success());
    assert!(
        piped.stderr.is_empty(),
        "progress on a pipe: {:?}",
        piped.stderr
    );
    assert!(String::from_utf8_lossy(&piped.stdout).starts_with("timeout\n"));
}

#[test]
fn ctrl_c_stops_print_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("many.txt");
    // Quick to read, and many: rating them all takes half a minute.
    let hard = "9..8.1..5...6.7...87.....6949.....57.8.....2....375....4.....7...8.6.9..1.9...6.3";
    let total = 20_000;
    std::fs::write(&file, format!("{hard}\n").repeat(total)).unwrap();
    let output = dir.path().join("out.pdf");
    let mut child = start(
        &["print", "--solutions", "-o", output.to_str().unwrap()],
        &file,
    );
    // Nothing is printed before the end: give it time to read its input and start rating
    // (Ctrl+C while it reads ends it at once, as in every command).
    std::thread::sleep(Duration::from_secs(3));
    ctrl_c(&child);
    let (status, err) = finish(&mut child);
    assert_eq!(status.code(), Some(130), "stderr: {err}");
    assert!(
        err.contains("shudu: interrupted after rating ")
            && err.contains(&format!(" of {total} puzzles; nothing was written")),
        "{err}"
    );
    assert!(!output.exists());
}
