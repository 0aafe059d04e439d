//! Short SudokuPad links (`https://sudokupad.app/<id>`), fetched only when allowed: the
//! command line with `--fetch`, against a local server on 127.0.0.1 that answers as
//! SudokuPad's puzzle API does (the puzzle's payload as text); no test reaches the internet.

use crate::common;
use shudu::formats;
use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;
use std::path::PathBuf;

/// The thermometer practice puzzle drawn as SudokuPad JSON, and its solution.
fn thermo() -> (String, String) {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/constraints");
    let text = std::fs::read_to_string(dir.join("made-thermo-1.json")).unwrap();
    let grid = formats::puzzles(&text, "p.json")
        .next()
        .unwrap()
        .unwrap()
        .grid;
    let json = crate::sudokupad_drawing::scl(&grid, "Normal sudoku rules apply.").to_string();
    let solution = std::fs::read_to_string(dir.join("made-thermo-1.sol")).unwrap();
    (json, solution.trim().to_string())
}

/// A server on 127.0.0.1 that answers `GET /api/puzzle/<id>` as SudokuPad does: `thermo` and
/// `setter/thermo two` with the puzzle packed (`scl...`), `old` with the old `{"result"}`
/// form, anything else 404. Gives the address ids are appended to.
pub(crate) fn sudokupad_server() -> String {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap();
    let (json, _) = thermo();
    let payload = format!("scl{}", formats::compress_to_base64(&json));
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let mut request = String::new();
            let mut reader = BufReader::new(&stream);
            if reader.read_line(&mut request).is_err() {
                continue;
            }
            // The headers, up to the empty line.
            let mut line = String::new();
            while reader.read_line(&mut line).is_ok_and(|n| n > 2) {
                line.clear();
            }
            let path = request.split_whitespace().nth(1).unwrap_or("");
            let (status, body) = match path {
                "/api/puzzle/thermo" | "/api/puzzle/setter/thermo%20two" => {
                    ("200 OK", format!("{payload}\n"))
                }
                "/api/puzzle/old" => ("200 OK", format!(r#"{{"result":"{payload}"}}"#)),
                _ => ("404 Not Found", "not found".to_string()),
            };
            let _ = write!(
                stream,
                "HTTP/1.1 {status}\r\nContent-Type: text/plain\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                body.len()
            );
        }
    });
    format!("http://{address}/api/puzzle/")
}

/// `shudu solve [--fetch] FILE` on a file holding `link`, asking `api`.
fn solve(link: &str, api: &str, fetch: bool) -> (String, String) {
    let temp = tempfile::tempdir().unwrap();
    let file = temp.path().join("link.txt");
    std::fs::write(&file, format!("{link}\n")).unwrap();
    let mut args = vec!["solve", file.to_str().unwrap()];
    if fetch {
        args.push("--fetch");
    }
    let out = common::shudu_with(&args, "", &[("SHUDU_SUDOKUPAD_API", api)]);
    (
        String::from_utf8_lossy(&out.stdout).trim().to_string(),
        String::from_utf8_lossy(&out.stderr).trim().to_string(),
    )
}

fn digits(text: &str) -> String {
    text.chars().filter(char::is_ascii_digit).collect()
}

#[test]
fn a_short_link_is_fetched_only_with_fetch() {
    let api = sudokupad_server();
    let (_, solution) = thermo();
    // Without --fetch the link is refused, saying how to allow it; nothing is asked.
    let (out, err) = solve("https://sudokupad.app/thermo", &api, false);
    assert_eq!(out, "invalid");
    assert!(
        err.contains("short SudokuPad link") && err.contains("--fetch"),
        "{err}"
    );
    // With it, the puzzle comes from the server and solves; ids with a slash and the old
    // answer form too.
    for link in [
        "https://sudokupad.app/thermo",
        "https://sudokupad.app/setter/thermo%20two",
        "sudokupad.app/old",
    ] {
        let (out, err) = solve(link, &api, true);
        assert_eq!(digits(&out), solution, "{link}: {err}");
    }
}

#[test]
fn fetching_fails_with_a_clear_error() {
    let api = sudokupad_server();
    // Like a file that cannot be read: said on stderr, nothing on stdout (exit status 2).
    let (out, err) = solve("https://sudokupad.app/nothing-here", &api, true);
    assert_eq!(out, "");
    assert!(
        err.contains("https://sudokupad.app/nothing-here")
            && err.contains("SudokuPad has no puzzle under this id"),
        "{err}"
    );
    // Offline: nothing listens on the port.
    let closed = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = closed.local_addr().unwrap().port();
    drop(closed);
    let api = format!("http://127.0.0.1:{port}/api/puzzle/");
    let (out, err) = solve("https://sudokupad.app/thermo", &api, true);
    assert_eq!(out, "");
    assert!(
        err.contains(&format!("could not reach 127.0.0.1:{port}")),
        "{err}"
    );
}
