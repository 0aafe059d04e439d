//! Telling the variant formats from the content, before the classic ones:
//!
//! - a text that starts with `{` is one puzzle in JSON: f-puzzles (it has a `grid`) or
//!   SudokuPad (it has `cells`); when each of its lines is a whole object (`{...}`), as
//!   `shudu generate --variant` prints them, each line is one puzzle;
//! - a region line followed by a givens line of the same length is a jigsaw (see
//!   [`super::jigsaw`]), and so is each later pair of lines;
//! - a first line that is a link or payload, a SudoCue killer, a Solo game ID or a killer in
//!   the short form makes a file of one puzzle a line, each line read as what it is (a
//!   classic puzzle line among them too).
//!
//! Anything else is left to the classic formats.

use super::fpuzzles::read_fpuzzles;
use super::killer::{is_killer_short, is_sudocue, read_killer_short, read_sudocue};
use super::lines::LineReader;
use super::links::{is_link, read_link};
use super::solo::{is_solo_id, read_solo};
use super::sudokupad::read_scl;
use super::text::{Puzzle, content_lines};
use super::variant::{located, malformed};
use super::{FormatError, jigsaw};

/// The kinds of one-line variant puzzles, in the order they are tried.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum LineKind {
    Link,
    SudoCue,
    Solo,
    KillerShort,
}

fn kind(line: &str) -> Option<LineKind> {
    if is_link(line) {
        Some(LineKind::Link)
    } else if is_sudocue(line) {
        Some(LineKind::SudoCue)
    } else if is_solo_id(line) {
        Some(LineKind::Solo)
    } else if is_killer_short(line) {
        Some(LineKind::KillerShort)
    } else {
        None
    }
}

/// The puzzles of `text` if it is in a variant format, else `None`.
pub(super) fn variant_puzzles(
    text: &str,
    origin: &str,
) -> Option<Vec<Result<Puzzle, FormatError>>> {
    let body = text.trim_start();
    let objects = || content_lines(text).map(|(n, l)| (n, l.trim()));
    let json_lines = objects().nth(1).is_some()
        && objects().all(|(_, l)| l.starts_with('{') && l.ends_with('}'));
    if body.starts_with('{') && json_lines {
        let read = |(line, body): (usize, &str)| {
            read_json(body, line).map_err(|p| located(origin, line, p))
        };
        return Some(objects().map(read).collect());
    }
    if body.starts_with('{') {
        let line = text
            .get(..text.len() - body.len())
            .unwrap_or("")
            .matches('\n')
            .count()
            + 1;
        return Some(vec![
            read_json(body, line).map_err(|p| located(origin, line, p)),
        ]);
    }
    let mut content = content_lines(text);
    let (_, first) = content.next()?;
    let second = content.next().map(|(_, l)| l);
    if jigsaw::is_jigsaw_text(first, second) {
        let lines: Vec<(usize, &str)> = content_lines(text).collect();
        return Some(jigsaw::read_jigsaws(&lines, origin));
    }
    kind(first)?;
    let mut classic = LineReader::new(origin);
    let puzzles = content_lines(text)
        .map(|(line, body)| {
            let at = |p| located(origin, line, p);
            match kind(body) {
                Some(LineKind::Link) => read_link(body, line).map_err(at),
                Some(LineKind::SudoCue) => read_sudocue(body, line).map_err(at),
                Some(LineKind::Solo) => read_solo(body, line).map_err(at),
                Some(LineKind::KillerShort) => read_killer_short(body, line)
                    .map_err(|(column, p)| FormatError { column, ..at(p) }),
                None => classic.puzzle(line, body),
            }
        })
        .collect();
    Some(puzzles)
}

/// One puzzle in JSON: f-puzzles, or SudokuPad's own.
fn read_json(text: &str, line: usize) -> Result<Puzzle, super::Problem> {
    let value: serde_json::Value = serde_json::from_str(text.trim()).map_err(|e| {
        malformed(
            super::TextFormat::FPuzzles,
            crate::t!("error-not-valid-json", why = &e),
        )
    })?;
    if value.get("cells").is_some() && value.get("grid").is_none() {
        read_scl(text.trim(), line)
    } else {
        read_fpuzzles(&value, line)
    }
}
