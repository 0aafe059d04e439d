//! What f-puzzles JSON and the formats built on it share: whether a key holds something,
//! numbers written as numbers or text, cells named `R1C1` and lists of them.

use super::Problem;
use super::TextFormat;
use super::variant::malformed;
use crate::board::Shape;
use crate::t;
use serde_json::Value;

/// Whether a key holds something: `true`, a number, a non-empty text, list or object.
pub(super) fn is_set(value: &Value) -> bool {
    match value {
        Value::Null => false,
        Value::Bool(on) => *on,
        Value::Number(_) => true,
        Value::String(s) => !s.is_empty(),
        Value::Array(items) => !items.is_empty(),
        Value::Object(map) => !map.is_empty(),
    }
}

/// The digit a cell's JSON `value` holds, from 1 to `n`; else the format's error naming the
/// cell and what it holds.
pub(super) fn cell_digit(
    format: TextFormat,
    value: &Value,
    n: usize,
    name: &dyn std::fmt::Display,
) -> Result<usize, Problem> {
    number(value)
        .filter(|d| (1..=n).contains(d))
        .ok_or_else(|| {
            malformed(
                format,
                t!(
                    "error-holds-not-digit-from-1",
                    name = name.to_string(),
                    value = &value,
                    n = n
                ),
            )
        })
}

/// A whole number, written as a JSON number or as text.
pub(super) fn number(value: &Value) -> Option<usize> {
    match value {
        Value::Number(n) => n.as_u64().and_then(|n| usize::try_from(n).ok()),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

/// A cell named `R3C7` (any case), as a row-major index of `shape`.
pub(super) fn parse_cell(name: &str, shape: Shape) -> Option<u16> {
    let upper = name.trim().to_ascii_uppercase();
    let (row, col) = upper.strip_prefix('R')?.split_once('C')?;
    let (row, col): (usize, usize) = (row.parse().ok()?, col.parse().ok()?);
    let n = shape.size();
    if !(1..=n).contains(&row) || !(1..=n).contains(&col) {
        return None;
    }
    u16::try_from((row - 1) * n + col - 1).ok()
}

/// The cells a JSON list of names (`["R1C1", ...]`) gives, in `format`'s errors named `what`.
pub(super) fn cells_of(
    format: TextFormat,
    names: Option<&Value>,
    shape: Shape,
    what: &str,
) -> Result<Vec<u16>, Problem> {
    let names = names
        .and_then(Value::as_array)
        .ok_or_else(|| malformed(format, t!("error-has-no-cells-list", what = what)))?;
    names
        .iter()
        .map(|name| {
            name.as_str()
                .and_then(|s| parse_cell(s, shape))
                .ok_or_else(|| {
                    let n = shape.size();
                    malformed(
                        format,
                        t!("error-is-not-cell-of-x", what = what, name = &name, n = n),
                    )
                })
        })
        .collect()
}
