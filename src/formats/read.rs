//! Reading puzzles from text, telling the format from the content.

use super::grids::grid_puzzles;
use super::lines::{LineReader, is_line_file};
use super::text::{Puzzle, content_lines};
use super::{FormatError, Problem, is_library_line, pencil};
use std::io::Read;
use std::path::Path;

/// Reads a file as text, at most `limit` bytes: a larger file (or an endless one such as
/// `/dev/zero`) is refused after `limit + 1` bytes, whatever size the file system reports.
/// Pipes are read like files. Errors name the file: unreadable, too large, or not UTF-8 text.
pub fn read_file(path: &Path, limit: u64) -> Result<String, FormatError> {
    let origin = path.display().to_string();
    let file = std::fs::File::open(path).map_err(|e| unreadable(&origin, &e))?;
    read_limited(file, limit, &origin)
}

/// Reads a regular file as text, at most `limit` bytes. Devices, pipes and folders are refused
/// before they are opened, since opening a pipe with no writer would wait forever.
pub fn read_regular_file(path: &Path, limit: u64) -> Result<String, FormatError> {
    let origin = path.display().to_string();
    let meta = std::fs::metadata(path).map_err(|e| unreadable(&origin, &e))?;
    if !meta.is_file() {
        return Err(FormatError {
            origin,
            line: None,
            column: None,
            problem: Problem::NotAFile,
        });
    }
    read_file(path, limit)
}

/// Reads all of `reader` as text, refusing more than `limit` bytes; `origin` names it.
pub fn read_limited(reader: impl Read, limit: u64, origin: &str) -> Result<String, FormatError> {
    let mut bytes = Vec::new();
    let read = reader
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| unreadable(origin, &e))?;
    if read as u64 > limit {
        return Err(FormatError {
            origin: origin.to_string(),
            line: None,
            column: None,
            problem: Problem::TooLarge { limit },
        });
    }
    text_from_bytes(bytes, origin)
}

fn unreadable(origin: &str, e: &std::io::Error) -> FormatError {
    FormatError {
        origin: origin.to_string(),
        line: None,
        column: None,
        problem: Problem::Unreadable {
            reason: e.to_string(),
        },
    }
}

/// Bytes as text; an error naming `origin` and the first byte that is not UTF-8.
pub fn text_from_bytes(bytes: Vec<u8>, origin: &str) -> Result<String, FormatError> {
    String::from_utf8(bytes).map_err(|e| FormatError {
        origin: origin.to_string(),
        line: None,
        column: None,
        problem: Problem::NotText {
            offset: e.utf8_error().valid_up_to(),
        },
    })
}

/// The first puzzle of a text: for opening or pasting one puzzle. An error if there is none
/// or if the first one is bad.
pub fn read_text(text: &str, origin: &str) -> Result<Puzzle, FormatError> {
    puzzles(text, origin)
        .next()
        .unwrap_or_else(|| Err(no_puzzle(origin)))
}

fn no_puzzle(origin: &str) -> FormatError {
    FormatError {
        origin: origin.to_string(),
        line: None,
        column: None,
        problem: Problem::NoPuzzle,
    }
}

/// Every puzzle of a text, in order, each one read or the error that stopped it. A text with
/// no puzzle gives one [`Problem::NoPuzzle`] error. `origin` names the text in errors. The
/// variant formats (f-puzzles and SudokuPad JSON and links, Solo game IDs, killer texts,
/// jigsaw lines) are told from the content first.
pub fn puzzles<'a>(
    text: &'a str,
    origin: &'a str,
) -> Box<dyn Iterator<Item = Result<Puzzle, FormatError>> + 'a> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if let Some(found) = super::detect::variant_puzzles(text, origin) {
        return Box::new(found.into_iter());
    }
    let content = move || content_lines(text);
    let Some((first_line, first)) = content().next() else {
        return Box::new(std::iter::once(Err(no_puzzle(origin))));
    };
    let line_file = is_library_line(first)
        || (pencil::row_size(first).is_none() && is_line_file(first, content));
    if line_file {
        let mut reader = LineReader::new(origin);
        Box::new(content().map(move |(line, body)| reader.puzzle(line, body)))
    } else {
        let rows: Vec<(usize, &str)> = content().collect();
        Box::new(grid_puzzles(origin, first_line, &rows).into_iter())
    }
}
