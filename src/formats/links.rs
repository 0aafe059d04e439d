//! f-puzzles and SudokuPad links, and their payloads pasted alone, decoded offline.
//!
//! - `https://www.f-puzzles.com/?load=<payload>`: the payload is f-puzzles JSON packed by
//!   lz-string ([`super::lzstring`]);
//! - `https://sudokupad.app/<payload>` (also `?puzzleid=<payload>`, and
//!   `https://app.crackingthecryptic.com/sudoku/<payload>`): the payload is `fpuzzles` (or
//!   `fpuz`) and packed f-puzzles JSON, or `scl` (or `ctc`) and packed SudokuPad JSON (see
//!   [`super::sudokupad`]); anything else there is a short id naming a puzzle kept on
//!   SudokuPad's server, which needs the network, and is refused saying so;
//! - the same payloads pasted alone, with their prefix, or a packed f-puzzles JSON alone.
//!
//! Payloads may be URL-encoded (`%2B` for `+`, ...); spaces stand for the `+` a paste lost.

use super::Problem;
use super::TextFormat;
use super::fpuzzles::{read_fpuzzles, read_fpuzzles_text};
use super::lzstring::decompress_from_base64;
use super::sudokupad::read_scl;
use super::text::Puzzle;
use super::variant::malformed;
use crate::t;

const FORMAT: TextFormat = TextFormat::Link;

/// Hosts whose links carry puzzles.
const HOSTS: [&str; 4] = [
    "f-puzzles.com",
    "sudokupad.app",
    "crackingthecryptic.com",
    "sudokupad.svencodes.com",
];

/// Payload prefixes, longest first: `fpuzzles` before `fpuz`.
const PREFIXES: [&str; 5] = ["fpuzzles", "fpuz", "scl", "ctc", "scf"];

/// Characters of a payload: base64 (both alphabets), padding and URL escapes.
fn is_payload_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || "+/=-$%_".contains(c)
}

/// Where SudokuPad's page asks for a puzzle by its id.
const API: &str = "https://sudokupad.app/api/puzzle/";

/// The address short links' ids are appended to: SudokuPad's puzzle API, or the one
/// `SHUDU_SUDOKUPAD_API` names.
pub fn sudokupad_api() -> String {
    std::env::var("SHUDU_SUDOKUPAD_API").unwrap_or_else(|_| API.to_string())
}

/// The longest short id a SudokuPad link may carry (SudokuPad's own limit is 60).
const MAX_ID_LENGTH: usize = 100;

/// The id of a short SudokuPad link (one naming a puzzle kept on SudokuPad's server instead of
/// carrying it), if `text` is one such link alone.
pub fn short_sudokupad_id(text: &str) -> Option<String> {
    let t = text.trim();
    if t.lines().count() != 1 || !is_link(t) {
        return None;
    }
    match read_link(t, 1) {
        Err(Problem::NeedsNetwork { id }) => Some(id),
        _ => None,
    }
}

/// Whether a line is a puzzle link or a payload.
pub(super) fn is_link(line: &str) -> bool {
    let t = line.trim();
    if t.contains(char::is_whitespace) && !t.contains("://") {
        return false;
    }
    let lower = t.to_ascii_lowercase();
    if HOSTS.iter().any(|h| lower.contains(h)) || lower.contains("?load=") {
        return true;
    }
    let prefixed = PREFIXES
        .iter()
        .any(|p| t.starts_with(p) && t.len() > p.len() + 16);
    // Packed f-puzzles JSON starts `{"size":`, which lz-string writes as `N4Ig`.
    let packed = t.starts_with("N4Ig") && t.len() > 40;
    (prefixed || packed) && t.chars().all(is_payload_char)
}

/// What a link carries.
enum Payload<'a> {
    /// Packed f-puzzles JSON.
    FPuzzles(&'a str),
    /// Packed SudokuPad JSON.
    Scl(&'a str),
    /// Text whose prefix is not known: packed JSON, or a short id.
    Unknown(&'a str),
}

/// Reads the puzzle of a link or payload on `line`.
pub(super) fn read_link(text: &str, line: usize) -> Result<Puzzle, Problem> {
    let t = text.trim();
    let (raw, from_url) = payload_of(t)?;
    let decoded = percent_decoded(raw);
    let payload = if t.contains("load=") && !t.contains("puzzleid=") {
        Payload::FPuzzles(&decoded)
    } else {
        classify(&decoded)?
    };
    match payload {
        Payload::FPuzzles(packed) => {
            let json = unpack(packed)?;
            read_fpuzzles_text(&json, line)
        }
        Payload::Scl(packed) => read_scl(&unpack(packed)?, line),
        Payload::Unknown(data) => match decompress_from_base64(data) {
            Some(json) if json.trim_start().starts_with('{') => {
                let value: serde_json::Value = serde_json::from_str(&json)
                    .map_err(|e| malformed(FORMAT, t!("error-its-json-does-not-read", why = &e)))?;
                if value.get("grid").is_some() {
                    read_fpuzzles(&value, line)
                } else {
                    read_scl(&json, line)
                }
            }
            _ if from_url && data.len() <= MAX_ID_LENGTH => Err(Problem::NeedsNetwork {
                id: data.to_string(),
            }),
            _ => Err(malformed(FORMAT, t!("error-its-data-does-not-unpack"))),
        },
    }
}

/// The payload of a link (and whether it came from a URL), or the text itself.
fn payload_of(t: &str) -> Result<(&str, bool), Problem> {
    let ends = ['&', '#', ' ', '\t'];
    for key in ["load=", "puzzleid="] {
        if let Some(at) = t.find(key) {
            let rest = t.get(at + key.len()..).unwrap_or("");
            let end = rest.find(ends).unwrap_or(rest.len());
            return Ok((rest.get(..end).unwrap_or(""), true));
        }
    }
    let lower = t.to_ascii_lowercase();
    if !t.contains("://")
        && !HOSTS
            .iter()
            .any(|h| lower.starts_with(h) || lower.starts_with(&format!("www.{h}")))
    {
        return Ok((t, false));
    }
    let after_scheme = t.split_once("://").map_or(t, |(_, rest)| rest);
    let path = after_scheme.split_once('/').map_or("", |(_, path)| path);
    let path = path.split(['?', '#', ' ', '\t']).next().unwrap_or("");
    let path = path.strip_prefix("sudoku/").unwrap_or(path);
    let path = path.trim_matches('/');
    if path.is_empty() {
        return Err(malformed(FORMAT, t!("error-link-names-no-puzzle")));
    }
    Ok((path, true))
}

/// The payload's kind by its prefix.
fn classify(data: &str) -> Result<Payload<'_>, Problem> {
    for prefix in PREFIXES {
        if let Some(rest) = data.strip_prefix(prefix) {
            return match prefix {
                "fpuzzles" | "fpuz" => Ok(Payload::FPuzzles(rest)),
                "scl" | "ctc" => Ok(Payload::Scl(rest)),
                _ => Err(malformed(
                    FORMAT,
                    t!("error-sudokupad-s-compressed-scf-format"),
                )),
            };
        }
    }
    Ok(Payload::Unknown(data))
}

/// The text lz-string packed into `data`.
fn unpack(data: &str) -> Result<String, Problem> {
    decompress_from_base64(data)
        .ok_or_else(|| malformed(FORMAT, t!("error-its-data-does-not-unpack-2")))
}

/// `%XX` escapes decoded; spaces (a `+` read as a space) back to `+`.
fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while let Some(&b) = bytes.get(at) {
        let hex = |i: usize| bytes.get(i).and_then(|&h| char::from(h).to_digit(16));
        match (b, hex(at + 1), hex(at + 2)) {
            (b'%', Some(high), Some(low)) => {
                out.push((high * 16 + low) as u8);
                at += 3;
            }
            (b' ', _, _) => {
                out.push(b'+');
                at += 1;
            }
            _ => {
                out.push(b);
                at += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::lzstring::compress_to_base64;

    const JSON: &str = r#"{"size":4,"grid":[[{"value":1,"given":true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"antiknight":true}"#;

    #[test]
    fn links_and_payloads_in_every_dress_read_alike() {
        let packed = compress_to_base64(JSON);
        let escaped = packed
            .replace('+', "%2B")
            .replace('/', "%2F")
            .replace('=', "%3D");
        let texts = [
            format!("https://www.f-puzzles.com/?load={packed}"),
            format!("https://www.f-puzzles.com/?load={escaped}"),
            format!("https://sudokupad.app/fpuzzles{packed}"),
            format!("https://sudokupad.app/?puzzleid=fpuzzles{escaped}"),
            format!("https://app.crackingthecryptic.com/sudoku/fpuzzles{packed}"),
            format!("fpuzzles{packed}"),
            packed.clone(),
        ];
        for text in texts {
            assert!(is_link(&text), "{text}");
            let puzzle = read_link(&text, 1).map_err(|e| e.to_string());
            let puzzle = puzzle.unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(puzzle.grid.given_count(), 1, "{text}");
            assert!(puzzle.grid.rules().anti_knight, "{text}");
        }
    }

    #[test]
    fn short_ids_need_the_network() {
        for link in [
            "https://sudokupad.app/abc123",
            "https://app.crackingthecryptic.com/sudoku/Xy9Qz",
        ] {
            assert!(is_link(link));
            let error = read_link(link, 1).err();
            assert!(
                matches!(error, Some(Problem::NeedsNetwork { .. })),
                "{link}: {error:?}"
            );
        }
        let error = read_link("https://sudokupad.app/", 1)
            .err()
            .map(|e| e.to_string());
        assert!(error.unwrap_or_default().contains("names no puzzle"));
        assert!(!is_link(
            "53..7....6..195...98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
        ));
    }
}
