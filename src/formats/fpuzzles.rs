//! f-puzzles JSON (the puzzle object that f-puzzles.com saves and puts in its links), read
//! and written.
//!
//! ```text
//! {"size": 9, "title": "...", "author": "...", "ruleset": "...",
//!  "grid": [[{"value": 5, "given": true, "region": 0}, {}, ...], ...],
//!  "killercage": [{"cells": ["R1C1", "R1C2"], "value": "15"}],
//!  "diagonal+": true, "diagonal-": true, "extraregion": [{"cells": [...]}],
//!  "antiknight": true, "antiking": true, "nonconsecutive": true}
//! ```
//!
//! `grid` has N rows of N cells. A cell's `value` with `given: true` is a given; a value
//! without it is a player's entry, kept as a placed digit (not a given). `region` (0-based)
//! replaces the cell's box; the puzzle is a jigsaw when the regions are not the boxes.
//! `diagonal+` runs from the bottom-left to the top-right corner, `diagonal-` from the
//! top-left to the bottom-right. Four extra regions that are the windoku windows read as
//! windoku. Players' marks and colours (`centerPencilMarks`, `cornerPencilMarks`,
//! `highlight`, `c`) are ignored, and so are the drawings with no rule in f-puzzles (`line`,
//! `rectangle`, `circle`, `text`, cosmetic `cage`s with no number or with a `key: value`
//! note), the `solution` and the solver's settings. Every other key that holds something is
//! a rule Shudu does not check, and the puzzle is refused naming it.

use super::Problem;
use super::TextFormat;
use super::fpuzzles_clues::{GLOBAL_KEYS, read_clues, write_clues};
use super::json_cells::{cell_digit, cells_of, is_set, number};
use super::text::Puzzle;
use super::variant::{
    extras_with_windows, jigsaw_regions, malformed, ruled_grid, shape_of_size, unsupported,
    windoku_from_extras,
};
use crate::board::{Cage, ClueKind, Grid, Rules, Shape};
use crate::game::PuzzleInfo;
use crate::t;
use serde_json::{Map, Value, json};

const FORMAT: TextFormat = TextFormat::FPuzzles;

/// Keys Shudu reads.
const RULES: [&str; 12] = [
    "size",
    "grid",
    "title",
    "author",
    "ruleset",
    "killercage",
    "extraregion",
    "diagonal+",
    "diagonal-",
    "antiknight",
    "antiking",
    "nonconsecutive",
];

/// Keys with no rule in them: drawings, the solution, the solver's settings, the editor's
/// state (`activeConstraints` names the tools in use; their data has its own keys).
const HARMLESS: [&str; 9] = [
    "activeConstraints",
    "line",
    "rectangle",
    "circle",
    "text",
    "solution",
    "disabledlogic",
    "truecandidatesoptions",
    "metadata",
];

/// Reads an f-puzzles JSON text: one puzzle, starting on `line`.
pub(super) fn read_fpuzzles_text(text: &str, line: usize) -> Result<Puzzle, Problem> {
    let value: Value = serde_json::from_str(text.trim())
        .map_err(|e| malformed(FORMAT, t!("error-not-valid-json", why = &e)))?;
    read_fpuzzles(&value, line)
}

/// Reads an f-puzzles puzzle object.
pub(super) fn read_fpuzzles(value: &Value, line: usize) -> Result<Puzzle, Problem> {
    let root = value
        .as_object()
        .ok_or_else(|| malformed(FORMAT, t!("error-not-json-object")))?;
    check_keys(root)?;
    let size = root
        .get("size")
        .and_then(number)
        .filter(|n| (Shape::MIN_SIZE..=Shape::MAX_SIZE).contains(n))
        .ok_or_else(|| malformed(FORMAT, t!("error-size-must-be-number-from")))?;
    let shape = shape_of_size(size)?;
    let cells = read_grid(root, shape)?;
    let mut rules = Rules {
        regions: cells.regions.and_then(|r| jigsaw_regions(shape, r)),
        diagonal_up: flag(root, "diagonal+"),
        diagonal_down: flag(root, "diagonal-"),
        anti_knight: flag(root, "antiknight"),
        anti_king: flag(root, "antiking"),
        non_consecutive: flag(root, "nonconsecutive"),
        cages: read_cages(root, shape)?,
        extra_regions: read_extra_regions(root, shape)?,
        ..Rules::CLASSIC
    };
    windoku_from_extras(shape, &mut rules);
    read_clues(root, shape, &mut rules)?;
    let grid = ruled_grid(shape, &cells.givens, &cells.entries, rules)?;
    let text = |key: &str| {
        root.get(key)
            .and_then(Value::as_str)
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_string)
    };
    Ok(Puzzle {
        title: text("title"),
        author: text("author"),
        ruleset: text("ruleset"),
        ..Puzzle::new(grid, line)
    })
}

fn flag(root: &Map<String, Value>, key: &str) -> bool {
    root.get(key).is_some_and(is_set)
}

/// Refuses the keys that hold a rule Shudu does not check.
fn check_keys(root: &Map<String, Value>) -> Result<(), Problem> {
    for (key, value) in root {
        if RULES.contains(&key.as_str())
            || HARMLESS.contains(&key.as_str())
            || GLOBAL_KEYS.contains(&key.as_str())
            || ClueKind::from_key(key).is_some()
        {
            continue;
        }
        match key.as_str() {
            "cage" => check_cosmetic_cages(value)?,
            _ if is_set(value) => return Err(unsupported(key.as_str())),
            _ => {}
        }
    }
    Ok(())
}

/// Cosmetic cages are drawings, unless one carries a number or a word that is not a
/// `key: value` note (SudokuPad keeps titles and rules in such notes): a setter who writes
/// a number in a cage means a rule f-puzzles does not check, so the puzzle is refused.
fn check_cosmetic_cages(value: &Value) -> Result<(), Problem> {
    let Some(cages) = value.as_array() else {
        return Ok(());
    };
    for cage in cages {
        let label = match cage.get("value") {
            Some(Value::String(s)) => s.trim().to_string(),
            Some(Value::Number(n)) => n.to_string(),
            _ => String::new(),
        };
        let note = label
            .split_once(':')
            .is_some_and(|(key, _)| !key.is_empty() && !key.contains(' '));
        if !label.is_empty() && !note {
            return Err(unsupported(t!(
                "error-cage-cosmetic-cage-labelled",
                label = &label
            )));
        }
    }
    Ok(())
}

/// The cells of `grid`: givens, entries and regions.
struct Cells {
    givens: Vec<u8>,
    entries: Vec<u8>,
    /// Each cell's region, when any cell names one (the others keep their box).
    regions: Option<Vec<u8>>,
}

fn read_grid(root: &Map<String, Value>, shape: Shape) -> Result<Cells, Problem> {
    let n = shape.size();
    let rows = root
        .get("grid")
        .and_then(Value::as_array)
        .ok_or_else(|| malformed(FORMAT, t!("error-no-grid-list")))?;
    if rows.len() != n {
        let reason = t!("error-grid-has-rows-size-says", count = rows.len(), n = n);
        return Err(malformed(FORMAT, reason));
    }
    let mut cells = Cells {
        givens: vec![0; n * n],
        entries: vec![0; n * n],
        regions: None,
    };
    let mut regions: Vec<u8> = shape.cells().map(|c| shape.box_of(c) as u8).collect();
    for (r, row) in rows.iter().enumerate() {
        let row = row.as_array().filter(|row| row.len() == n).ok_or_else(|| {
            malformed(
                FORMAT,
                t!("error-row-of-grid-is-not", value = &r + 1, n = n),
            )
        })?;
        for (c, cell) in row.iter().enumerate() {
            let index = r * n + c;
            let name = shape.cell_at(index);
            let Some(cell) = cell.as_object() else {
                return Err(malformed(FORMAT, t!("error-is-not-object", name = &name)));
            };
            if cell.get("givenPencilMarks").is_some_and(is_set) {
                return Err(unsupported(format!("givenPencilMarks (at {name})")));
            }
            // An empty value (null, 0, "") is an empty cell.
            let empty = |v: &&Value| v.is_null() || number(v) == Some(0) || v.as_str() == Some("");
            if let Some(value) = cell.get("value").filter(|v| !empty(v)) {
                let digit = cell_digit(FORMAT, value, n, &name)?;
                let given = cell.get("given").is_some_and(is_set);
                let target = if given {
                    &mut cells.givens
                } else {
                    &mut cells.entries
                };
                if let Some(slot) = target.get_mut(index) {
                    *slot = digit as u8;
                }
            }
            match cell.get("region") {
                None => {}
                Some(Value::Null) => {
                    return Err(unsupported(t!(
                        "error-cells-outside-every-region-at",
                        name = &name
                    )));
                }
                Some(region) => {
                    let region = number(region).filter(|&r| r < n).ok_or_else(|| {
                        malformed(
                            FORMAT,
                            t!(
                                "error-is-in-region-regions-are",
                                name = &name,
                                region = &region,
                                value = &n - 1
                            ),
                        )
                    })?;
                    if let Some(slot) = regions.get_mut(index) {
                        *slot = region as u8;
                    }
                    cells.regions = Some(Vec::new());
                }
            }
        }
    }
    if cells.regions.is_some() {
        cells.regions = Some(regions);
    }
    Ok(cells)
}

/// The cells of a group (`{"cells": ["R1C1", ...]}`), named `what` in errors.
fn group_cells(group: &Value, shape: Shape, what: &str) -> Result<Vec<u16>, Problem> {
    let cells = cells_of(FORMAT, group.get("cells"), shape, what)?;
    if cells.is_empty() {
        return Err(unsupported(t!("error-with-no-cells", what = &what)));
    }
    Ok(cells)
}

fn groups<'a>(root: &'a Map<String, Value>, key: &str) -> Result<&'a [Value], Problem> {
    match root.get(key) {
        None | Some(Value::Null) => Ok(&[]),
        Some(Value::Array(items)) => Ok(items),
        Some(_) => Err(malformed(FORMAT, t!("error-is-not-list", key = &key))),
    }
}

fn read_cages(root: &Map<String, Value>, shape: Shape) -> Result<Vec<Cage>, Problem> {
    let mut cages = Vec::new();
    for (k, cage) in groups(root, "killercage")?.iter().enumerate() {
        let what = format!("killercage {}", k + 1);
        let cells = group_cells(cage, shape, &what)?;
        let sum = match cage.get("value") {
            None | Some(Value::Null) => None,
            Some(Value::String(s)) if s.trim().is_empty() => None,
            Some(value) => Some(
                number(value)
                    .and_then(|s| u16::try_from(s).ok())
                    .ok_or_else(|| {
                        unsupported(t!("error-labelled-not-sum", what = &what, value = &value))
                    })?,
            ),
        };
        cages.push(Cage::new(cells, sum));
    }
    Ok(cages)
}

fn read_extra_regions(root: &Map<String, Value>, shape: Shape) -> Result<Vec<Vec<u16>>, Problem> {
    let mut regions = Vec::new();
    for (k, region) in groups(root, "extraregion")?.iter().enumerate() {
        let mut cells = group_cells(region, shape, &format!("extraregion {}", k + 1))?;
        cells.sort_unstable();
        cells.dedup();
        regions.push(cells);
    }
    Ok(regions)
}

/// The title, author and rules text written with a puzzle.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PuzzleText<'a> {
    /// The title.
    pub title: Option<&'a str>,
    /// The author.
    pub author: Option<&'a str>,
    /// The rules in words.
    pub ruleset: Option<&'a str>,
}

impl<'a> PuzzleText<'a> {
    /// The title, author and rules of a read puzzle.
    pub fn of(puzzle: &'a Puzzle) -> PuzzleText<'a> {
        PuzzleText {
            title: puzzle.title.as_deref(),
            author: puzzle.author.as_deref(),
            ruleset: puzzle.ruleset.as_deref(),
        }
    }
}

impl<'a> From<&'a PuzzleInfo> for PuzzleText<'a> {
    /// The title, author and rules a game kept from its file.
    fn from(info: &'a PuzzleInfo) -> PuzzleText<'a> {
        PuzzleText {
            title: info.title.as_deref(),
            author: info.author.as_deref(),
            ruleset: info.ruleset.as_deref(),
        }
    }
}

/// The grid as f-puzzles JSON: givens (`given: true`), placed digits (no `given`), regions for
/// a jigsaw, and every rule (windoku as four extra regions). [`super::puzzles`] reads it back.
pub fn to_fpuzzles(grid: &Grid, text: PuzzleText<'_>) -> String {
    let shape = grid.shape();
    let n = shape.size();
    let rules = grid.rules();
    let name = |i: u16| {
        let cell = shape.cell_at(usize::from(i));
        format!("R{}C{}", cell.row() + 1, cell.col() + 1)
    };
    let cells = |cells: &[u16]| -> Vec<String> { cells.iter().map(|&i| name(i)).collect() };
    let rows: Vec<Value> = (0..n)
        .map(|r| {
            let row: Vec<Value> = (0..n)
                .map(|c| {
                    let index = r * n + c;
                    let mut cell = Map::new();
                    let value = grid.values().get(index).copied().unwrap_or(0);
                    if value != 0 {
                        cell.insert("value".into(), json!(value));
                        if grid.is_given(shape.cell_at(index)) {
                            cell.insert("given".into(), json!(true));
                        }
                    }
                    if let Some(region) = rules.regions.as_ref().and_then(|r| r.get(index)) {
                        cell.insert("region".into(), json!(region));
                    }
                    Value::Object(cell)
                })
                .collect();
            Value::Array(row)
        })
        .collect();
    let mut root = Map::new();
    root.insert("size".into(), json!(n));
    for (key, value) in [
        ("title", text.title),
        ("author", text.author),
        ("ruleset", text.ruleset),
    ] {
        if let Some(value) = value {
            root.insert(key.into(), json!(value));
        }
    }
    root.insert("grid".into(), Value::Array(rows));
    for (key, on) in [
        ("diagonal+", rules.diagonal_up),
        ("diagonal-", rules.diagonal_down),
        ("antiknight", rules.anti_knight),
        ("antiking", rules.anti_king),
        ("nonconsecutive", rules.non_consecutive),
    ] {
        if on {
            root.insert(key.into(), json!(true));
        }
    }
    if !rules.cages.is_empty() {
        let cages: Vec<Value> = rules
            .cages
            .iter()
            .map(|cage| match cage.sum {
                Some(sum) => json!({"cells": cells(&cage.cells), "value": sum.to_string()}),
                None => json!({"cells": cells(&cage.cells)}),
            })
            .collect();
        root.insert("killercage".into(), Value::Array(cages));
    }
    let extras = extras_with_windows(shape, rules);
    if !extras.is_empty() {
        let extras: Vec<Value> = extras.iter().map(|r| json!({"cells": cells(r)})).collect();
        root.insert("extraregion".into(), Value::Array(extras));
    }
    write_clues(rules, shape, &mut root);
    Value::Object(root).to_string()
}

/// The grid as an f-puzzles link: `https://www.f-puzzles.com/?load=` and the JSON of
/// [`to_fpuzzles`] packed by lz-string. SudokuPad opens the same data after `fpuzzles`.
pub fn to_fpuzzles_link(grid: &Grid, text: PuzzleText<'_>) -> String {
    let json = to_fpuzzles(grid, text);
    format!(
        "https://www.f-puzzles.com/?load={}",
        super::lzstring::compress_to_base64(&json)
    )
}

#[cfg(test)]
mod tests {
    use super::super::json_cells::parse_cell;
    use super::*;

    fn read(json: &str) -> Result<Puzzle, String> {
        read_fpuzzles_text(json, 1).map_err(|e| e.to_string())
    }

    fn empty_grid(n: usize) -> String {
        let row = format!("[{}]", vec!["{}"; n].join(","));
        format!("[{}]", vec![row; n].join(","))
    }

    #[test]
    fn cells_are_named_row_then_column_up_to_big_grids() {
        let sixteen = Shape::from_size(16).unwrap_or_default();
        assert_eq!(parse_cell("R1C1", Shape::NINE), Some(0));
        assert_eq!(parse_cell("r9c8", Shape::NINE), Some(79));
        assert_eq!(parse_cell("R10C12", sixteen), Some(9 * 16 + 11));
        assert_eq!(parse_cell("R10C1", Shape::NINE), None);
        assert_eq!(parse_cell("R0C1", Shape::NINE), None);
        assert_eq!(parse_cell("C1R1", Shape::NINE), None);
    }

    #[test]
    fn unsupported_rules_are_refused_by_name() {
        let grid = empty_grid(9);
        for key in ["skyscraper", "xsum", "entropicline", "rowindexer"] {
            let json = format!(r#"{{"size":9,"grid":{grid},"{key}":[{{"cells":["R1C1"]}}]}}"#);
            let error = read(&json).err().unwrap_or_default();
            assert!(error.contains(&format!("'{key}'")), "{error}");
            assert!(error.contains("does not support"), "{error}");
        }
        // Empty lists and false flags hold no rule.
        let json = format!(r#"{{"size":9,"grid":{grid},"thermometer":[],"disjointgroups":false}}"#);
        assert!(read(&json).is_ok());
        for (rule, refusal) in [
            (r#""negative":["xv","sum"]"#, "negative constraint (sum)"),
            (
                r#""cage":[{"cells":["R1C1"],"value":"7"}]"#,
                "cosmetic cage labelled '7'",
            ),
        ] {
            let json = format!(r#"{{"size":9,"grid":{grid},{rule}}}"#);
            let error = read(&json).err().unwrap_or_default();
            assert!(error.contains(refusal), "{error}");
        }
        let json =
            format!(r#"{{"size":9,"grid":{grid},"cage":[{{"cells":[],"value":"title: X"}}]}}"#);
        assert!(read(&json).is_ok());
    }

    #[test]
    fn givens_entries_cages_and_text_are_read() {
        let json = r##"{"size":4,"title":"Tiny","author":"Me","ruleset":"Normal rules.",
            "grid":[[{"value":1,"given":true},{"value":2},{},{}],[{},{},{},{}],[{},{},{},{}],
                    [{},{},{},{"centerPencilMarks":[1,2],"highlight":"#fff"}]],
            "killercage":[{"cells":["R4C3","R4C4"],"value":"3"},{"cells":["R3C1","R3C2"],"value":7}],
            "diagonal-":true}"##;
        let puzzle = read(json).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(puzzle.title.as_deref(), Some("Tiny"));
        assert_eq!(puzzle.author.as_deref(), Some("Me"));
        assert_eq!(puzzle.ruleset.as_deref(), Some("Normal rules."));
        assert_eq!(puzzle.grid.given_count(), 1);
        assert_eq!(&puzzle.grid.values()[..3], &[1, 2, 0]);
        let rules = puzzle.grid.rules();
        assert!(rules.diagonal_down && !rules.diagonal_up);
        assert_eq!(
            rules.cages,
            vec![Cage::new([14, 15], Some(3)), Cage::new([8, 9], Some(7))]
        );
    }

    #[test]
    fn bad_data_names_the_cell_or_cage() {
        let grid = empty_grid(9);
        let cases = [
            (r#"{"size":9}"#.to_string(), "no 'grid'"),
            (r#"{"size":7,"grid":[]}"#.to_string(), "side 7"),
            (
                format!(
                    r#"{{"size":9,"grid":{grid},"killercage":[{{"cells":["R1C1","R1C10"],"value":"5"}}]}}"#
                ),
                "killercage 1: \"R1C10\"",
            ),
            (
                format!(
                    r#"{{"size":9,"grid":{grid},"killercage":[{{"cells":["R1C1","R1C2"],"value":"30"}}]}}"#
                ),
                "not 30",
            ),
            (
                format!(r#"{{"size":9,"grid":{grid},"killercage":[{{"cells":[]}}]}}"#),
                "killercage 1 with no cells",
            ),
            (r#"[1,2]"#.to_string(), "not a JSON object"),
            (r#"{"size":9,"grid":[[]]}"#.to_string(), "has 1 row,"),
        ];
        for (json, expected) in cases {
            let error = read(&json).err().unwrap_or_default();
            assert!(error.contains(expected), "{json}: {error}");
        }
    }
}
