//! The Cracking the Cryptic rules in f-puzzles JSON, read and written.
//!
//! ```text
//! "thermometer": [{"lines": [["R5C1", "R5C2", ...]]}],     bulb first; one clue a line
//! "arrow": [{"cells": ["R8C5", "R8C6"], "lines": [["R8C5", "R9C5", ...]]}],
//! "difference" / "ratio": [{"cells": ["R1C1", "R1C2"], "value"?: "3"}],
//! "xv": [{"cells": [a, b], "value": "X" | "V"}],
//! "littlekillersum": [{"cell": "R0C5", "direction": "DL", "value": "19"}],
//! "sandwichsum": [{"cell": "R0C4" | "R6C0", "value": "12"}],
//! "odd" / "even" / "minimum" / "maximum": [{"cell": "R1C1"}],
//! "renban" / "whispers" / "palindrome" / "betweenline" / "regionsumline": [{"lines": [[...]]}],
//! "quadruple": [{"cells": [four cells], "values": [1, 5]}],
//! "clone": [{"cells": [...], "cloneCells": [...]}],
//! "disjointgroups": true, "negative": ["ratio", "xv"]
//! ```
//!
//! An arrow's line starts at the circle cell it leaves from; that point is not on the shaft.
//! A little killer or a sandwich with no number is a drawing, not a rule. Every clue names its
//! key and number in errors ("thermometer 2: \"R1C10\" is not a cell ...").

use super::Problem;
use super::TextFormat;
use super::json_cells::{is_set, number, parse_cell};
use super::variant::{malformed, unsupported};
use crate::board::{Clue, ClueKind, Rules, Shape};
use crate::t;
use serde_json::{Map, Value, json};

const FORMAT: TextFormat = TextFormat::FPuzzles;

/// The keys of [`read_clues`], besides each [`ClueKind::key`].
pub(super) const GLOBAL_KEYS: [&str; 2] = ["disjointgroups", "negative"];

/// Reads every clue key of `root` into `rules` (the clues, disjoint groups and the negative
/// rules). `negative` kinds other than `xv` and `ratio` are refused by name.
pub(super) fn read_clues(
    root: &Map<String, Value>,
    shape: Shape,
    rules: &mut Rules,
) -> Result<(), Problem> {
    for kind in ClueKind::ALL {
        let entries = match root.get(kind.key()) {
            None | Some(Value::Null) => continue,
            Some(Value::Array(items)) => items,
            Some(_) => return Err(malformed(FORMAT, t!("error-is-not-list", key = kind.key()))),
        };
        for (k, entry) in entries.iter().enumerate() {
            let what = format!("{} {}", kind.key(), k + 1);
            read_entry(kind, entry, shape, &what, &mut rules.clues)?;
        }
    }
    rules.disjoint_groups = root.get("disjointgroups").is_some_and(is_set);
    if let Some(negative) = root.get("negative").filter(|v| is_set(v)) {
        let kinds: Vec<&str> = negative
            .as_array()
            .map(|a| a.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        for kind in &kinds {
            match *kind {
                "xv" => rules.negative_xv = true,
                "ratio" => rules.negative_ratio = true,
                other => return Err(unsupported(t!("error-negative-constraint", kinds = other))),
            }
        }
        if kinds.is_empty() {
            return Err(malformed(FORMAT, t!("error-is-not-list", key = "negative")));
        }
    }
    Ok(())
}

/// The cells named in `names` (a JSON list of "R1C1" names).
fn cells_of(names: Option<&Value>, shape: Shape, what: &str) -> Result<Vec<u16>, Problem> {
    super::json_cells::cells_of(FORMAT, names, shape, what)
}

/// The lines of an entry (`"lines": [[...], ...]`).
fn lines_of(entry: &Value, shape: Shape, what: &str) -> Result<Vec<Vec<u16>>, Problem> {
    let lines = entry
        .get("lines")
        .and_then(Value::as_array)
        .ok_or_else(|| malformed(FORMAT, t!("error-has-no-lines-list", what = what)))?;
    lines
        .iter()
        .map(|line| cells_of(Some(line), shape, what))
        .collect()
}

/// A place on or around the grid: "R0C5" is above column 5. Rows and columns from 0 to N+1.
fn place_of(entry: &Value, shape: Shape, what: &str) -> Result<[u8; 2], Problem> {
    let name = entry.get("cell").and_then(Value::as_str).unwrap_or("");
    let upper = name.trim().to_ascii_uppercase();
    let parsed = upper
        .strip_prefix('R')
        .and_then(|rest| rest.split_once('C'))
        .and_then(|(r, c)| Some((r.parse::<u8>().ok()?, c.parse::<u8>().ok()?)))
        .filter(|&(r, c)| usize::from(r) <= shape.size() + 1 && usize::from(c) <= shape.size() + 1);
    parsed.map(|(r, c)| [r, c]).ok_or_else(|| {
        let n = shape.size();
        malformed(
            FORMAT,
            t!("error-is-not-cell-of-x", what = what, name = name, n = n),
        )
    })
}

/// The clue's number (`"value"`), if it has one; text that is no number is refused.
fn value_of(entry: &Value, what: &str) -> Result<Option<usize>, Problem> {
    match entry.get("value") {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) if s.trim().is_empty() => Ok(None),
        Some(v) => number(v)
            .map(Some)
            .ok_or_else(|| unsupported(t!("error-labelled-not-sum", what = what, value = v))),
    }
}

/// A number that fits `T`, or the clue refused naming it.
fn fits<T: TryFrom<usize>>(value: usize, what: &str) -> Result<T, Problem> {
    T::try_from(value).map_err(|_| {
        unsupported(t!(
            "error-labelled-not-sum",
            what = what,
            value = &value.to_string()
        ))
    })
}

/// A line clue's entry: one clue a line.
fn read_lines(
    kind: ClueKind,
    entry: &Value,
    shape: Shape,
    what: &str,
    clues: &mut Vec<Clue>,
) -> Result<(), Problem> {
    let gap = match value_of(entry, what)? {
        Some(v) => fits(v, what)?,
        None => 5,
    };
    for line in lines_of(entry, shape, what)? {
        clues.push(match kind {
            ClueKind::Thermometer => Clue::Thermometer(line),
            ClueKind::Renban => Clue::Renban(line),
            ClueKind::Whispers => Clue::Whispers { cells: line, gap },
            ClueKind::Palindrome => Clue::Palindrome(line),
            ClueKind::Between => Clue::Between(line),
            _ => Clue::RegionSum(line),
        });
    }
    Ok(())
}

/// The one cell an entry names (`"cell": "R1C1"`).
fn one_cell(entry: &Value, shape: Shape, what: &str) -> Result<u16, Problem> {
    let [r, c] = place_of(entry, shape, what)?;
    let name = format!("R{r}C{c}");
    parse_cell(&name, shape).ok_or_else(|| {
        let n = shape.size();
        malformed(
            FORMAT,
            t!("error-is-not-cell-of-x", what = what, name = &name, n = n),
        )
    })
}

/// The two cells of a dot or letter.
fn two_cells(entry: &Value, shape: Shape, what: &str) -> Result<[u16; 2], Problem> {
    let cells = cells_of(entry.get("cells"), shape, what)?;
    match cells[..] {
        [a, b] => Ok([a, b]),
        _ => Err(malformed(FORMAT, t!("error-needs-two-cells", what = what))),
    }
}

/// A little killer's direction: `UL`, `UR`, `DL` or `DR`, as row and column steps.
fn direction_of(entry: &Value, what: &str) -> Result<[i8; 2], Problem> {
    let direction = entry.get("direction").and_then(Value::as_str).unwrap_or("");
    match direction.trim().to_ascii_uppercase().as_str() {
        "UL" => Ok([-1, -1]),
        "UR" => Ok([-1, 1]),
        "DL" => Ok([1, -1]),
        "DR" => Ok([1, 1]),
        _ => Err(malformed(
            FORMAT,
            t!("error-bad-direction", what = what, direction = direction),
        )),
    }
}

/// A quadruple: four cells and the digits in its circle.
fn read_quadruple(entry: &Value, shape: Shape, what: &str) -> Result<Clue, Problem> {
    let mut cells = cells_of(entry.get("cells"), shape, what)?;
    cells.sort_unstable();
    let cells: [u16; 4] = cells
        .try_into()
        .map_err(|_| malformed(FORMAT, t!("error-needs-four-cells", what = what)))?;
    let mut digits = Vec::new();
    for v in entry
        .get("values")
        .and_then(Value::as_array)
        .map_or(&[][..], Vec::as_slice)
    {
        let d = number(v)
            .and_then(|d| u8::try_from(d).ok())
            .ok_or_else(|| unsupported(t!("error-labelled-not-sum", what = what, value = v)))?;
        digits.push(d);
    }
    digits.sort_unstable();
    Ok(Clue::Quadruple { cells, digits })
}

fn read_entry(
    kind: ClueKind,
    entry: &Value,
    shape: Shape,
    what: &str,
    clues: &mut Vec<Clue>,
) -> Result<(), Problem> {
    let one = |shape| one_cell(entry, shape, what);
    let pair = |shape| two_cells(entry, shape, what);
    match kind {
        ClueKind::Thermometer
        | ClueKind::Renban
        | ClueKind::Whispers
        | ClueKind::Palindrome
        | ClueKind::Between
        | ClueKind::RegionSum => read_lines(kind, entry, shape, what, clues)?,
        ClueKind::Arrow => {
            let mut circle = cells_of(entry.get("cells"), shape, what)?;
            circle.sort_unstable();
            circle.dedup();
            for line in lines_of(entry, shape, what)? {
                let from_circle = line.first().is_some_and(|c| circle.contains(c));
                let shaft: Vec<u16> = line.into_iter().skip(usize::from(from_circle)).collect();
                clues.push(Clue::Arrow {
                    circle: circle.clone(),
                    shaft,
                });
            }
        }
        ClueKind::Difference | ClueKind::Ratio => {
            let cells = pair(shape)?;
            let default = if kind == ClueKind::Difference { 1 } else { 2 };
            let value = fits(value_of(entry, what)?.unwrap_or(default), what)?;
            clues.push(if kind == ClueKind::Difference {
                Clue::Difference { cells, value }
            } else {
                Clue::Ratio { cells, value }
            });
        }
        ClueKind::Xv => {
            let cells = pair(shape)?;
            let letter = entry.get("value").and_then(Value::as_str).unwrap_or("");
            let sum = match letter.trim().to_ascii_uppercase().as_str() {
                "X" => 10,
                "V" => 5,
                _ => {
                    return Err(unsupported(t!(
                        "error-labelled-not-sum",
                        what = what,
                        value = letter
                    )));
                }
            };
            clues.push(Clue::Xv { cells, sum });
        }
        ClueKind::LittleKiller => {
            let from = place_of(entry, shape, what)?;
            let step = direction_of(entry, what)?;
            if let Some(sum) = value_of(entry, what)? {
                let sum = fits(sum, what)?;
                clues.push(Clue::LittleKiller { from, step, sum });
            }
        }
        ClueKind::Sandwich => {
            let from = place_of(entry, shape, what)?;
            if let Some(sum) = value_of(entry, what)? {
                let sum = fits(sum, what)?;
                clues.push(Clue::Sandwich { from, sum });
            }
        }
        ClueKind::Odd => clues.push(Clue::Odd(one(shape)?)),
        ClueKind::Even => clues.push(Clue::Even(one(shape)?)),
        ClueKind::Minimum => clues.push(Clue::Minimum(one(shape)?)),
        ClueKind::Maximum => clues.push(Clue::Maximum(one(shape)?)),
        ClueKind::Quadruple => clues.push(read_quadruple(entry, shape, what)?),
        ClueKind::Clone => {
            let cells = cells_of(entry.get("cells"), shape, what)?;
            let copies = cells_of(entry.get("cloneCells"), shape, what)?;
            clues.push(Clue::Clone { cells, copies });
        }
    }
    Ok(())
}

/// Writes the clues, disjoint groups and negative rules of `rules` into `root`, as
/// [`read_clues`] reads them and f-puzzles and SudokuPad open them.
pub(super) fn write_clues(rules: &Rules, shape: Shape, root: &mut Map<String, Value>) {
    let n = shape.size();
    let name = |i: u16| format!("R{}C{}", usize::from(i) / n + 1, usize::from(i) % n + 1);
    let names = |cells: &[u16]| -> Vec<String> { cells.iter().map(|&i| name(i)).collect() };
    let place = |[r, c]: [u8; 2]| format!("R{r}C{c}");
    let mut by_key: Vec<(&str, Vec<Value>)> = Vec::new();
    for clue in &rules.clues {
        let entry = match clue {
            Clue::Thermometer(line)
            | Clue::Renban(line)
            | Clue::Palindrome(line)
            | Clue::Between(line)
            | Clue::RegionSum(line) => json!({"lines": [names(line)]}),
            Clue::Whispers { cells, gap } => json!({"lines": [names(cells)], "value": gap}),
            Clue::Arrow { circle, shaft } => {
                let start = shaft
                    .first()
                    .and_then(|&s| circle.iter().copied().find(|&c| touches(n, c, s)))
                    .or_else(|| circle.first().copied());
                let line: Vec<u16> = start.into_iter().chain(shaft.iter().copied()).collect();
                json!({"cells": names(circle), "lines": [names(&line)]})
            }
            Clue::Difference { cells, value } if *value == 1 => json!({"cells": names(cells)}),
            Clue::Ratio { cells, value } if *value == 2 => json!({"cells": names(cells)}),
            Clue::Difference { cells, value } | Clue::Ratio { cells, value } => {
                json!({"cells": names(cells), "value": value.to_string()})
            }
            Clue::Xv { cells, sum } => {
                let letter = if *sum == 5 { "V" } else { "X" };
                json!({"cells": names(cells), "value": letter})
            }
            Clue::LittleKiller { from, step, sum } => {
                let direction = match step {
                    [-1, -1] => "UL",
                    [-1, _] => "UR",
                    [_, -1] => "DL",
                    _ => "DR",
                };
                json!({"cell": place(*from), "direction": direction, "value": sum.to_string()})
            }
            Clue::Sandwich { from, sum } => {
                json!({"cell": place(*from), "value": sum.to_string()})
            }
            Clue::Odd(c) | Clue::Even(c) | Clue::Minimum(c) | Clue::Maximum(c) => {
                json!({"cell": name(*c)})
            }
            Clue::Quadruple { cells, digits } => {
                json!({"cells": names(cells), "values": digits})
            }
            Clue::Clone { cells, copies } => {
                json!({"cells": names(cells), "cloneCells": names(copies)})
            }
        };
        let key = clue.kind().key();
        match by_key.iter_mut().find(|(k, _)| *k == key) {
            Some((_, list)) => list.push(entry),
            None => by_key.push((key, vec![entry])),
        }
    }
    for (key, list) in by_key {
        root.insert(key.into(), Value::Array(list));
    }
    if rules.disjoint_groups {
        root.insert("disjointgroups".into(), json!(true));
    }
    let negative: Vec<&str> = [(rules.negative_ratio, "ratio"), (rules.negative_xv, "xv")]
        .into_iter()
        .filter_map(|(on, kind)| on.then_some(kind))
        .collect();
    if !negative.is_empty() {
        root.insert("negative".into(), json!(negative));
    }
}

/// Whether two cells of an `n`-wide grid touch.
fn touches(n: usize, a: u16, b: u16) -> bool {
    let (a, b) = (usize::from(a), usize::from(b));
    a != b && (a / n).abs_diff(b / n) <= 1 && (a % n).abs_diff(b % n) <= 1
}
