//! SudokuPad's own puzzle JSON (the `scl` payload of its links), read.
//!
//! Links carry it "zipped": keys shortened (`ce` for `cells`, `v` for `value`, `re` for
//! `regions`, `ca` for `cages`, `l` for `lines`, ...) and left unquoted, `'` for `"`, `t` and
//! `f` for `true` and `false`, colours without their quotes and `#`, and empty objects left
//! out of lists (`[,` is `[{},`). Both that and plain JSON are read.
//!
//! Read: `cells[r][c].value` (givens), `regions` (lists of `[row, column]`, 0-based; a jigsaw
//! when they are not the boxes), `cages` with a number `value` (killer cages, cells as
//! `[row, column]` or `"r1c1"`), cages of style `extraregion`, the `key: value` notes of
//! cages without cells (`title`, `author`, `rules`), `global` flags (`antiknight`,
//! `antiking`, `nonconsecutive`, `disjoint`, `antixv`, `antiratio`), and the drawing
//! (`lines`, `arrows`, `overlays`, `underlays`) as the rules SudokuPad draws that way (see
//! [`super::sudokupad_drawing`]). Anything else drawn, or a cage label that is no sum, is a
//! rule Shudu cannot read, and the puzzle is refused naming it.

use super::Problem;
use super::TextFormat;
use super::json_cells::{cell_digit, is_set, number};
use super::sudokupad_drawing::read_drawing;
use super::text::Puzzle;
use super::variant::{
    jigsaw_regions, malformed, ruled_grid, shape_of_size, unsupported, windoku_from_extras,
};
use crate::board::{Cage, Rules, Shape};
use crate::t;
use serde_json::{Map, Value};

const FORMAT: TextFormat = TextFormat::SudokuPad;

/// The zipper's short keys and the keys they stand for.
const KEYS: [(&str, &str); 25] = [
    ("c", "color"),
    ("ca", "cages"),
    ("ct", "center"),
    ("c1", "borderColor"),
    ("c2", "backgroundColor"),
    ("ce", "cells"),
    ("cs", "cellSize"),
    ("a", "arrows"),
    ("o", "overlays"),
    ("u", "underlays"),
    ("w", "width"),
    ("h", "height"),
    ("v", "value"),
    ("vd", "videos"),
    ("l", "lines"),
    ("r", "rounded"),
    ("re", "regions"),
    ("fs", "fontSize"),
    ("th", "thickness"),
    ("hl", "headLength"),
    ("wp", "wayPoints"),
    ("t", "title"),
    ("te", "text"),
    ("d", "duration"),
    ("d2", "d"),
];

/// Top-level keys that hold no rule.
const HARMLESS: [&str; 9] = [
    "cellSize", "id", "settings", "metadata", "title", "author", "rules", "videos", "solution",
];

/// Reads SudokuPad JSON, zipped or plain, found on `line`.
pub(super) fn read_scl(text: &str, line: usize) -> Result<Puzzle, Problem> {
    let value = match serde_json::from_str::<Value>(text) {
        Ok(value) => value,
        Err(_) => serde_json::from_str(&unzip(text))
            .map_err(|e| malformed(FORMAT, t!("error-its-json-does-not-read", why = &e)))?,
    };
    let root = long_keys(value);
    let root = root
        .as_object()
        .ok_or_else(|| malformed(FORMAT, t!("error-not-json-object")))?;
    convert(root, line)
}

/// Plain JSON from the zipped form.
fn unzip(zipped: &str) -> String {
    let text = if zipped.contains('"') {
        zipped.to_string()
    } else {
        // `'` quotes strings; `\'` is a quote inside one.
        zipped
            .replace("\\'", "\u{1}")
            .replace('\'', "\"")
            .replace('\u{1}', "'")
    };
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len() + text.len() / 4);
    let mut at = 0;
    while let Some(&c) = chars.get(at) {
        at += 1;
        if c == '"' {
            out.push(c);
            at = copy_string(&chars, at, &mut out);
            continue;
        }
        out.push(c);
        match c {
            ',' | '{' | '[' => {
                let end = word_end(&chars, at);
                let next = chars.get(at).copied();
                if end > at && chars.get(end) == Some(&':') {
                    out.push('"');
                    out.extend(chars.get(at..end).unwrap_or(&[]));
                    out.push('"');
                    at = end;
                } else if matches!(next, Some(',' | '}' | ']')) && !(c == '{' && next == Some('}'))
                {
                    out.push_str("{}");
                }
            }
            ':' => {
                let end = (at..chars.len())
                    .find(|&i| chars.get(i).is_some_and(|c| matches!(c, ',' | '}' | ']')))
                    .unwrap_or(chars.len());
                let token: String = chars.get(at..end).unwrap_or(&[]).iter().collect();
                let long = match token.as_str() {
                    "t" => Some("true".to_string()),
                    "f" => Some("false".to_string()),
                    "#0" => Some("\"#000000\"".to_string()),
                    "#F" => Some("\"#FFFFFF\"".to_string()),
                    hex if hex.len() == 6 && hex.chars().all(|c| c.is_ascii_hexdigit()) => {
                        Some(format!("\"#{hex}\""))
                    }
                    _ => None,
                };
                if let Some(long) = long {
                    out.push_str(&long);
                    at = end;
                }
            }
            _ => {}
        }
    }
    out
}

/// Copies a string's body and closing quote; returns the index after it.
fn copy_string(chars: &[char], mut at: usize, out: &mut String) -> usize {
    while let Some(&c) = chars.get(at) {
        out.push(c);
        at += 1;
        match c {
            '\\' => {
                if let Some(&next) = chars.get(at) {
                    out.push(next);
                    at += 1;
                }
            }
            '"' => break,
            _ => {}
        }
    }
    at
}

/// Where a run of letters and digits starting at `at` ends.
fn word_end(chars: &[char], at: usize) -> usize {
    (at..chars.len())
        .find(|&i| !chars.get(i).is_some_and(char::is_ascii_alphanumeric))
        .unwrap_or(chars.len())
}

/// The value with the zipper's short keys made long again, at every depth.
fn long_keys(value: Value) -> Value {
    match value {
        Value::Array(items) => Value::Array(items.into_iter().map(long_keys).collect()),
        Value::Object(map) => {
            let mut out = Map::new();
            for (key, value) in map {
                let key = KEYS
                    .iter()
                    .find(|(short, _)| *short == key)
                    .map_or(key, |(_, long)| (*long).to_string());
                out.insert(key, long_keys(value));
            }
            Value::Object(out)
        }
        other => other,
    }
}

fn convert(root: &Map<String, Value>, line: usize) -> Result<Puzzle, Problem> {
    for (key, value) in root {
        let known = HARMLESS.contains(&key.as_str())
            || [
                "cells",
                "regions",
                "cages",
                "global",
                "lines",
                "arrows",
                "overlays",
                "underlays",
            ]
            .contains(&key.as_str());
        if !known && is_set(value) {
            return Err(unsupported(key.as_str()));
        }
    }
    let rows = root
        .get("cells")
        .and_then(Value::as_array)
        .ok_or_else(|| malformed(FORMAT, t!("error-no-cells")))?;
    let shape = shape_of_size(rows.len())?;
    let n = shape.size();
    let mut givens = vec![0u8; n * n];
    for (r, row) in rows.iter().enumerate() {
        let row = row.as_array().filter(|row| row.len() == n).ok_or_else(|| {
            malformed(FORMAT, t!("error-row-is-not-cells", value = &r + 1, n = n))
        })?;
        for (c, cell) in row.iter().enumerate() {
            if let Some(value) = cell.get("value").filter(|v| !v.is_null()) {
                let digit = cell_digit(FORMAT, value, n, &shape.cell_at(r * n + c))?;
                if let Some(slot) = givens.get_mut(r * n + c) {
                    *slot = digit as u8;
                }
            }
        }
    }
    let mut puzzle_text = Notes::default();
    let mut rules = Rules {
        regions: read_regions(root, shape)?,
        ..Rules::CLASSIC
    };
    read_cages(root, shape, &mut rules, &mut puzzle_text)?;
    read_globals(root, &mut rules)?;
    read_metadata(root, &mut rules, &mut puzzle_text);
    let rules_text = puzzle_text
        .rules
        .clone()
        .or_else(|| {
            root.get("rules")
                .and_then(Value::as_str)
                .map(str::to_string)
        })
        .unwrap_or_default();
    read_drawing(root, shape, &mut rules, &rules_text)?;
    windoku_from_extras(shape, &mut rules);
    let grid = ruled_grid(shape, &givens, &[], rules)?;
    let text = |note: Option<String>, key: &str| {
        note.or_else(|| root.get(key).and_then(Value::as_str).map(str::to_string))
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
    };
    Ok(Puzzle {
        title: text(puzzle_text.title, "title"),
        author: text(puzzle_text.author, "author"),
        ruleset: text(puzzle_text.rules, "rules"),
        ..Puzzle::new(grid, line)
    })
}

/// The notes kept in cages without cells.
#[derive(Default)]
struct Notes {
    title: Option<String>,
    author: Option<String>,
    rules: Option<String>,
}

/// A cell as `[row, column]` (0-based) or `"r1c1"`.
fn cell_index(value: &Value, shape: Shape) -> Option<u16> {
    let n = shape.size();
    let (r, c) = match value {
        Value::Array(pair) => (number(pair.first()?)?, number(pair.get(1)?)?),
        Value::String(s) => {
            let lower = s.trim().to_ascii_lowercase();
            let (r, c) = lower.strip_prefix('r')?.split_once('c')?;
            (
                r.parse::<usize>().ok()?.checked_sub(1)?,
                c.parse::<usize>().ok()?.checked_sub(1)?,
            )
        }
        _ => return None,
    };
    (r < n && c < n)
        .then(|| u16::try_from(r * n + c).ok())
        .flatten()
}

/// The cells of a list, or a text of cells separated by commas.
fn cells_of(value: Option<&Value>, shape: Shape, what: &str) -> Result<Vec<u16>, Problem> {
    let items: Vec<Value> = match value {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(items)) => items.clone(),
        Some(Value::String(s)) => s.split(',').map(|p| Value::String(p.to_string())).collect(),
        Some(other) => {
            return Err(malformed(
                FORMAT,
                t!("error-is-no-list-of-cells", what = &what, other = &other),
            ));
        }
    };
    items
        .iter()
        .map(|cell| {
            cell_index(cell, shape).ok_or_else(|| {
                malformed(
                    FORMAT,
                    t!("error-is-not-cell-of-grid", what = &what, cell = &cell),
                )
            })
        })
        .collect()
}

fn read_regions(root: &Map<String, Value>, shape: Shape) -> Result<Option<Vec<u8>>, Problem> {
    let Some(regions) = root.get("regions").and_then(Value::as_array) else {
        return Err(unsupported(t!("error-grid-without-regions")));
    };
    let n = shape.size();
    let mut map: Vec<Option<u8>> = vec![None; n * n];
    for (k, region) in regions.iter().enumerate() {
        for cell in cells_of(Some(region), shape, &t!("error-region", value = &k + 1))? {
            if let Some(slot) = map.get_mut(usize::from(cell)) {
                *slot = Some(u8::try_from(k).unwrap_or(u8::MAX));
            }
        }
    }
    let map: Option<Vec<u8>> = map.into_iter().collect();
    let map = map.ok_or_else(|| unsupported(t!("error-cells-outside-every-region")))?;
    Ok(jigsaw_regions(shape, map))
}

fn read_cages(
    root: &Map<String, Value>,
    shape: Shape,
    rules: &mut Rules,
    notes: &mut Notes,
) -> Result<(), Problem> {
    let Some(cages) = root.get("cages").and_then(Value::as_array) else {
        return Ok(());
    };
    for (k, cage) in cages.iter().enumerate() {
        let what = t!("error-cage", value = &k + 1);
        let cells = cells_of(cage.get("cells"), shape, &what)?;
        let label = match cage.get("value") {
            Some(Value::String(s)) => s.trim().to_string(),
            Some(Value::Number(n)) => n.to_string(),
            _ => String::new(),
        };
        if cells.is_empty() {
            if let Some((key, text)) = label.split_once(':') {
                let text = Some(text.trim().to_string());
                match key.trim() {
                    "title" => notes.title = text,
                    "author" => notes.author = text,
                    "rules" => notes.rules = text,
                    _ => {}
                }
            }
            continue;
        }
        let style = cage.get("style").and_then(Value::as_str).unwrap_or("");
        // Disjoint groups come as one cage a box position beside the global flag.
        if cage.get("type").and_then(Value::as_str) == Some("disjoint") {
            rules.disjoint_groups = true;
            continue;
        }
        if style == "extraregion" {
            rules.extra_regions.push(Cage::new(cells, None).cells);
            continue;
        }
        let unique = cage.get("unique").is_none_or(is_set);
        let sum = cage
            .get("sum")
            .and_then(number)
            .or_else(|| label.parse().ok());
        match (sum, label.is_empty()) {
            (Some(sum), _) => {
                let sum = u16::try_from(sum).ok();
                rules.cages.push(Cage::new(cells, sum));
            }
            (None, true) if unique => rules.cages.push(Cage::new(cells, None)),
            (None, true) => {}
            (None, false) => {
                return Err(unsupported(t!(
                    "error-labelled",
                    what = &what,
                    label = &label
                )));
            }
        }
    }
    Ok(())
}

fn read_globals(root: &Map<String, Value>, rules: &mut Rules) -> Result<(), Problem> {
    let Some(globals) = root.get("global").and_then(Value::as_array) else {
        return Ok(());
    };
    for global in globals {
        match global.as_str().unwrap_or("") {
            "antiknight" => rules.anti_knight = true,
            "antiking" => rules.anti_king = true,
            "nonconsecutive" => rules.non_consecutive = true,
            "disjoint" => rules.disjoint_groups = true,
            "antixv" => rules.negative_xv = true,
            "antiratio" => rules.negative_ratio = true,
            other => return Err(unsupported(format!("global {other}"))),
        }
    }
    Ok(())
}

/// The `metadata` object: the global rules as flags (as SudokuPad's f-puzzles import keeps
/// them), and the title, author and rules when no note gave them.
fn read_metadata(root: &Map<String, Value>, rules: &mut Rules, notes: &mut Notes) {
    let Some(meta) = root.get("metadata").and_then(Value::as_object) else {
        return;
    };
    let on = |key: &str| meta.get(key).is_some_and(is_set);
    rules.anti_knight |= on("antiknight");
    rules.anti_king |= on("antiking");
    rules.non_consecutive |= on("nonconsecutive");
    let text = |key: &str| meta.get(key).and_then(Value::as_str).map(str::to_string);
    notes.title = notes.title.take().or_else(|| text("title"));
    notes.author = notes.author.take().or_else(|| text("author"));
    notes.rules = notes.rules.take().or_else(|| text("rules"));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zipped_json_unzips() {
        let zipped = "{ce:[[{v:5},,{v:'3'}]],t:'A \\'quoted\\' title',ca:[{v:'title: X'}],r:t,c:#0,c2:FFA0A0}";
        let plain = unzip(zipped);
        let value: Value = serde_json::from_str(&plain).unwrap_or(Value::Null);
        let value = long_keys(value);
        assert_eq!(value["cells"][0][1], serde_json::json!({}), "{plain}");
        assert_eq!(value["cells"][0][2]["value"], "3");
        assert_eq!(value["title"], "A 'quoted' title");
        assert_eq!(value["rounded"], true);
        assert_eq!(value["color"], "#000000");
        assert_eq!(value["backgroundColor"], "#FFA0A0");
    }

    fn boxes() -> String {
        let shape = Shape::from_size(4).unwrap_or_default();
        let mut regions = vec![Vec::new(); 4];
        for cell in shape.cells() {
            regions[shape.box_of(cell)].push(format!("[{},{}]", cell.row(), cell.col()));
        }
        let regions: Vec<String> = regions
            .iter()
            .map(|r| format!("[{}]", r.join(",")))
            .collect();
        format!("[{}]", regions.join(","))
    }

    #[test]
    fn killer_cages_globals_and_diagonals_are_read() {
        let json = format!(
            r##"{{"cells":[[{{"value":1}},{{}},{{}},{{}}],[{{}},{{}},{{}},{{}}],[{{}},{{}},{{}},{{}}],[{{}},{{}},{{}},{{}}]],
            "regions":{},"cages":[{{"cells":["r4c3","r4c4"],"value":"3"}},{{"value":"author: Me"}}],
            "global":["antiking"],"lines":[{{"wayPoints":[[0,0],[4,4]],"color":"#34BBE6"}}]}}"##,
            boxes()
        );
        let puzzle = read_scl(&json, 1).map_err(|e| e.to_string());
        let puzzle = puzzle.unwrap_or_else(|e| panic!("{e}"));
        let rules = puzzle.grid.rules();
        assert_eq!(rules.cages, vec![Cage::new([14, 15], Some(3))]);
        assert!(rules.anti_king && rules.diagonal_down && !rules.diagonal_up);
        assert_eq!(puzzle.author.as_deref(), Some("Me"));
        let thermo = json.replace("[[0,0],[4,4]]", "[[0.5,0.5],[1.5,1.5],[2.5,0.5]]");
        let error = read_scl(&thermo, 1).err().map(|e| e.to_string());
        assert!(
            error
                .as_deref()
                .unwrap_or_default()
                .contains("a line from r1c1 (#34bbe6)"),
            "{error:?}"
        );
        let meta = json.replace(
            r#""global":["antiking"]"#,
            r#""metadata":{"antiking":true,"title":"T"}"#,
        );
        let puzzle = read_scl(&meta, 1).map_err(|e| e.to_string());
        let puzzle = puzzle.unwrap_or_else(|e| panic!("{e}"));
        assert!(puzzle.grid.rules().anti_king);
        assert_eq!(puzzle.title.as_deref(), Some("T"));
        let arrows = json.replace(r#""global""#, r#""arrows":[{"wayPoints":[]}],"global""#);
        let error = read_scl(&arrows, 1).err().map(|e| e.to_string());
        assert!(
            error
                .as_deref()
                .unwrap_or_default()
                .contains("an arrow from r1c1"),
            "{error:?}"
        );
    }
}
