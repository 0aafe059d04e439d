//! Jigsaw puzzles as two lines: the regions, one character a cell (any N symbols, each
//! used by N cells), then the givens (`.` or `0` empty), for 4x4, 6x6, 8x8 and 9x9 grids.
//!
//! ```text
//! 111222333111222333111222333444555666444555666444555666777888999777888999777888999
//! 5.....1..........................................................................
//! ```
//!
//! Told from two puzzles on two lines by its first line: exactly N symbols, each in N cells
//! that hold together (side by side, as every jigsaw region does). A puzzle line has digits
//! and dots; a solution line has N symbols N times each, but no digit of a solution ever
//! touches itself, so neither passes.

use super::TextFormat;
use super::text::Puzzle;
use super::variant::{jigsaw_regions, located, malformed, ruled_grid};
use super::{FormatError, Problem};
use crate::board::{Rules, Shape, connected};
use crate::t;

const FORMAT: TextFormat = TextFormat::Jigsaw;

/// The sides a jigsaw line may have.
const SIDES: [usize; 4] = [4, 6, 8, 9];

/// The regions of a line (numbered by first cell), if it is a region map: N*N characters,
/// N symbols, each in N cells that hold together.
pub(super) fn region_map(line: &str) -> Option<Vec<u8>> {
    let symbols: Vec<char> = line.trim().chars().collect();
    let n = SIDES.into_iter().find(|n| n * n == symbols.len())?;
    let mut seen: Vec<char> = Vec::new();
    let mut regions = Vec::with_capacity(symbols.len());
    for &s in &symbols {
        if s.is_whitespace() {
            return None;
        }
        let label = match seen.iter().position(|&x| x == s) {
            Some(label) => label,
            None => {
                seen.push(s);
                seen.len() - 1
            }
        };
        if label >= n {
            return None;
        }
        regions.push(label as u8);
    }
    let shape = Shape::from_size(n).ok()?;
    let fits = (0..n as u8).all(|r| {
        let cells: Vec<u16> = (0..regions.len())
            .filter(|&i| regions.get(i) == Some(&r))
            .filter_map(|i| u16::try_from(i).ok())
            .collect();
        cells.len() == n && connected(shape, &cells)
    });
    fits.then_some(regions)
}

/// Whether the content lines start with a jigsaw: a region map, then a givens line of the
/// same length.
pub(super) fn is_jigsaw_text(first: &str, second: Option<&str>) -> bool {
    let Some(second) = second.map(str::trim) else {
        return false;
    };
    region_map(first).is_some_and(|regions| {
        second.chars().count() == regions.len()
            && second.chars().all(|c| c == '.' || c.is_ascii_digit())
    })
}

/// The puzzles of pairs of lines: regions, then givens.
pub(super) fn read_jigsaws(
    lines: &[(usize, &str)],
    origin: &str,
) -> Vec<Result<Puzzle, FormatError>> {
    lines
        .chunks(2)
        .map(|pair| match pair {
            [(line, regions), (_, givens)] => {
                read_pair(regions, givens, *line).map_err(|(at, column, p)| FormatError {
                    column,
                    ..located(origin, at, p)
                })
            }
            [(line, _)] => Err(located(
                origin,
                *line,
                malformed(FORMAT, t!("error-region-line-with-no-givens")),
            )),
            _ => Err(located(origin, 1, Problem::NoPuzzle)),
        })
        .collect()
}

/// One jigsaw; an error names its line and, for a bad character, its column.
fn read_pair(
    regions: &str,
    givens: &str,
    line: usize,
) -> Result<Puzzle, (usize, Option<usize>, Problem)> {
    let map = region_map(regions).ok_or_else(|| {
        let reason = t!("error-not-region-map-n-n");
        (line, None, malformed(FORMAT, reason))
    })?;
    let n = SIDES.into_iter().find(|n| n * n == map.len()).unwrap_or(9);
    let shape = Shape::from_size(n).map_err(|_| (line, None, Problem::NoShape { size: n }))?;
    let indent = givens.len() - givens.trim_start().len();
    let mut values = Vec::with_capacity(map.len());
    for (column, c) in givens.trim().chars().enumerate() {
        let value = match c {
            '.' => 0,
            c => c.to_digit(10).map_or(u32::MAX, |d| d),
        };
        if value as usize > n {
            let column = Some(indent + column + 1);
            let problem = if c.is_ascii_digit() {
                Problem::DigitTooLarge {
                    value: value as usize,
                    size: n,
                }
            } else {
                Problem::NotADigit {
                    found: c.to_string(),
                }
            };
            return Err((line + 1, column, problem));
        }
        values.push(value as u8);
    }
    if values.len() != map.len() {
        let problem = Problem::LineCellCount {
            found: values.len(),
        };
        return Err((line + 1, None, problem));
    }
    let rules = Rules {
        regions: jigsaw_regions(shape, map),
        ..Rules::CLASSIC
    };
    let grid = ruled_grid(shape, &values, &[], rules).map_err(|p| (line, None, p))?;
    Ok(Puzzle::new(grid, line))
}

#[cfg(test)]
mod tests {
    use super::*;

    const STRIPES: &str =
        "111222333111222333111222333444555666444555666444555666777888999777888999777888999";

    #[test]
    fn region_maps_need_n_symbols_in_n_cells_that_touch() {
        assert!(region_map(STRIPES).is_some());
        let solution =
            "123456789456789123789123456234567891567891234891234567345678912678912345912345678";
        assert_eq!(region_map(solution), None);
        let puzzle =
            "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5";
        assert_eq!(region_map(puzzle), None);
        // Rows are regions too (a strange jigsaw, but one).
        let rows: String = (0..81).map(|i| char::from(b'a' + (i / 9) as u8)).collect();
        assert!(region_map(&rows).is_some());
    }

    #[test]
    fn bad_givens_name_their_line_and_column() {
        let givens = format!("{}x", ".".repeat(80));
        let error = read_jigsaws(&[(3, STRIPES), (4, &givens)], "j.txt");
        let error = error.into_iter().next().and_then(Result::err);
        assert_eq!(
            error.as_ref().map(|e| (e.line, e.column)),
            Some((Some(4), Some(81)))
        );
    }
}
