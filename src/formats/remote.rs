//! Fetching the puzzle a short SudokuPad link names (`https://sudokupad.app/<id>`): the same
//! request SudokuPad's page makes, `GET https://sudokupad.app/api/puzzle/<id>`, whose answer
//! is the puzzle's payload as text (`scl...`, `fpuzzles...`, or SudokuPad JSON). Only ever
//! called when the player has allowed it; bounded (10 s to connect, 20 s in all, 4 MiB) and
//! cancellable: the request runs on a thread of its own while the caller watches its cancel
//! flag, so Cancel and Ctrl+C answer at once.
//!
//! `SHUDU_SUDOKUPAD_API` replaces the address the ids are appended to (see [`super::sudokupad_api`];
//! the tests serve recorded answers on 127.0.0.1 that way; no test reaches the internet).

use super::{FormatError, Problem};
use crate::t;
use std::io::Read;
use std::sync::mpsc;
use std::time::Duration;

/// The most an answer may hold.
const MAX_ANSWER_BYTES: u64 = 4 * 1024 * 1024;

/// How long the whole request may take.
const TIME_LIMIT: Duration = Duration::from_secs(20);

/// Fetches the puzzle SudokuPad keeps under `id` from `api` (see [`super::sudokupad_api`]): the text
/// to read it from (a link that carries it, or SudokuPad JSON) and its origin for messages
/// (the short link). `cancelled` is asked every 50 ms; `None` when it said yes.
pub fn fetch_sudokupad(
    api: &str,
    id: &str,
    cancelled: &dyn Fn() -> bool,
) -> Option<Result<(String, String), FormatError>> {
    let origin = format!("https://sudokupad.app/{id}");
    let url = format!("{api}{}", path_of(id));
    let (send, receive) = mpsc::channel();
    std::thread::Builder::new()
        .name("shudu-fetch".into())
        .spawn(move || {
            // The caller may have stopped waiting: then nobody hears the answer.
            let _ = send.send(get(&url));
        })
        .ok()?;
    let answer = loop {
        match receive.recv_timeout(Duration::from_millis(50)) {
            Ok(answer) => break answer,
            Err(mpsc::RecvTimeoutError::Timeout) if cancelled() => return None,
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => break Err(t!("fetch-stopped")),
        }
    };
    let failed = |reason: String| FormatError {
        origin: origin.clone(),
        line: None,
        column: None,
        problem: Problem::Unreadable { reason },
    };
    Some(match answer {
        Ok(body) => match payload_text(&body) {
            Some(text) => Ok((text, origin.clone())),
            None => Err(failed(t!("fetch-no-puzzle"))),
        },
        Err(reason) => Err(failed(reason)),
    })
}

/// The id as a URL path: each `/`-separated part percent-encoded.
fn path_of(id: &str) -> String {
    id.split('/')
        .map(|part| {
            part.bytes()
                .map(|b| match b {
                    b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                        char::from(b).to_string()
                    }
                    _ => format!("%{b:02X}"),
                })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// One GET, its body as text, or why not in words.
fn get(url: &str) -> Result<String, String> {
    let agent = ureq::Agent::config_builder()
        .timeout_global(Some(TIME_LIMIT))
        .timeout_connect(Some(Duration::from_secs(10)))
        .http_status_as_error(false)
        .user_agent(concat!("Shudu/", env!("CARGO_PKG_VERSION")))
        .build()
        .new_agent();
    let host = host_of(url);
    let response = agent.get(url).call().map_err(|e| match e {
        ureq::Error::Timeout(_) => t!(
            "fetch-timed-out",
            host = &host,
            seconds = TIME_LIMIT.as_secs()
        ),
        other => t!("fetch-unreachable", host = &host, why = other.to_string()),
    })?;
    let status = response.status();
    if status == 404 {
        return Err(t!("fetch-not-found"));
    }
    if !status.is_success() {
        return Err(t!("fetch-status", host = &host, status = status.as_u16()));
    }
    let mut body = Vec::new();
    response
        .into_body()
        .into_reader()
        .take(MAX_ANSWER_BYTES + 1)
        .read_to_end(&mut body)
        .map_err(|e| t!("fetch-unreachable", host = &host, why = e.to_string()))?;
    if body.len() as u64 > MAX_ANSWER_BYTES {
        return Err(t!(
            "fetch-too-large",
            mib = MAX_ANSWER_BYTES / (1024 * 1024)
        ));
    }
    String::from_utf8(body).map_err(|_| t!("fetch-not-text"))
}

/// The host of `url`, for messages.
fn host_of(url: &str) -> String {
    let rest = url.split_once("://").map_or(url, |(_, rest)| rest);
    rest.split('/').next().unwrap_or(rest).to_string()
}

/// The text to read from an answer: a payload with its prefix becomes a SudokuPad link (which
/// the link reader unpacks), SudokuPad JSON stays as it is, and an old `{"result": ...}`
/// answer gives its payload.
fn payload_text(body: &str) -> Option<String> {
    let body = body.trim();
    if body.starts_with('{') {
        let wrapped = serde_json::from_str::<serde_json::Value>(body)
            .ok()
            .and_then(|v| v.get("result").and_then(|r| r.as_str()).map(str::to_string));
        return Some(match wrapped {
            Some(payload) => format!("https://sudokupad.app/{}", payload.trim()),
            None => body.to_string(),
        });
    }
    let known = ["scl", "ctc", "fpuz", "scf"];
    known
        .iter()
        .any(|prefix| body.starts_with(prefix))
        .then(|| format!("https://sudokupad.app/{body}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_become_paths_and_answers_become_links() {
        assert_eq!(path_of("clover/dec 7"), "clover/dec%207");
        assert_eq!(
            payload_text(" sclABC\n").as_deref(),
            Some("https://sudokupad.app/sclABC")
        );
        assert_eq!(
            payload_text(r#"{"result":"fpuzzlesXYZ"}"#).as_deref(),
            Some("https://sudokupad.app/fpuzzlesXYZ")
        );
        assert_eq!(payload_text("<html>"), None);
        assert_eq!(
            host_of("http://127.0.0.1:8080/api/puzzle/x"),
            "127.0.0.1:8080"
        );
    }
}
