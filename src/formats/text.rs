//! The text every format is made of: [`Puzzle`], what a format reads into, and the tokens:
//! content lines, words and cells with their columns, comments, separator rules.

use super::Problem;
use crate::board::{DigitSet, Grid, Shape, Units};

/// A puzzle read from a text, with its state when the text gives one, and the line it starts
/// on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Puzzle {
    /// The givens, and the digits placed since when the text tells them apart (HoDoKu's
    /// library format, Simple Sudoku's grids before a pencil-mark grid).
    pub grid: Grid,
    /// Each cell's candidates, row-major, when the text gives them (a pencil-mark grid, a
    /// library line); `None` for a plain puzzle. A cell holding a digit has just that digit.
    pub marks: Option<Vec<DigitSet>>,
    /// The 1-based line where the puzzle starts.
    pub line: usize,
    /// The puzzle's title, when the file gives one (f-puzzles, SudokuPad).
    pub title: Option<String>,
    /// The puzzle's author, when the file gives one.
    pub author: Option<String>,
    /// The rules as the file words them for players, when it does.
    pub ruleset: Option<String>,
}

impl Puzzle {
    /// A puzzle with no marks, title, author or ruleset, starting on `line`.
    pub fn new(grid: Grid, line: usize) -> Puzzle {
        Puzzle {
            grid,
            marks: None,
            line,
            title: None,
            author: None,
            ruleset: None,
        }
    }

    /// The same puzzle with these candidates.
    pub fn with_marks(self, marks: Option<Vec<DigitSet>>) -> Puzzle {
        Puzzle { marks, ..self }
    }
}

/// Collected cells stop here: no grid has more, and a huge line must not fill memory.
pub(super) const MAX_CELLS: usize = Shape::MAX_SIZE * Shape::MAX_SIZE;

/// The lines that may hold cells, numbered from 1: inside a `[Puzzle]` section if there is
/// one; without blank lines, `#` comments, rules such as `---+---` and `.ss` records.
pub(super) fn content_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let section = text
        .lines()
        .position(|l| l.trim().eq_ignore_ascii_case("[puzzle]"));
    let mut in_section = section.is_none();
    text.lines()
        .enumerate()
        .filter(move |&(index, line)| {
            let t = line.trim();
            if Some(index) == section {
                in_section = true;
                return false;
            }
            if section.is_some_and(|s| index > s) && t.starts_with('[') {
                in_section = false;
            }
            in_section && !t.is_empty() && !t.starts_with('#') && !is_rule(t) && !is_record(t)
        })
        .map(|(index, line)| (index + 1, line))
}

/// A separator line such as `------+-------+------`, `*-----------*` or `|---+---+---|`.
fn is_rule(t: &str) -> bool {
    t.contains(['-', '=']) && t.chars().all(|c| "-+=|*:.' ".contains(c))
}

/// A Simple Sudoku record after the grid: `I388` (placed value), `E78007` (elimination).
fn is_record(t: &str) -> bool {
    t.len() >= 3
        && t.starts_with(['I', 'E'])
        && t.get(1..)
            .is_some_and(|rest| rest.bytes().all(|b| b.is_ascii_digit()))
}

/// Drops a trailing `# comment` from a puzzle line.
pub(super) fn strip_comment(line: &str) -> &str {
    match line.find('#') {
        Some(at) if at > 0 => &line[..at],
        _ => line,
    }
}

/// The cells of one line: values (0 empty) with their 1-based columns.
pub(super) struct Cells {
    /// At most [`MAX_CELLS`] cells, with their columns.
    pub(super) values: Vec<(usize, usize)>,
    /// How many cells the line has (may exceed `values.len()`).
    pub(super) count: usize,
    /// One character a cell, rather than words separated by spaces.
    pub(super) compact: bool,
}

/// Splits a line into cells. Lines with spaces between cells are words (`.`, `0` or a
/// number); others are one character a cell (`.`, `0`-`9`). `|` separates boxes and is
/// skipped. An error carries the 1-based column and the problem.
pub(super) fn cells_of(line: &str) -> Result<Cells, (usize, Problem)> {
    let compact = !line
        .chars()
        .filter(|&c| c != '|')
        .collect::<String>()
        .trim()
        .contains(char::is_whitespace);
    let mut cells = Cells {
        values: Vec::new(),
        count: 0,
        compact,
    };
    let mut push = |value: usize, column: usize| {
        if cells.values.len() < MAX_CELLS {
            cells.values.push((value, column));
        }
        cells.count += 1;
    };
    if compact {
        for (column, c) in line.chars().enumerate() {
            match c {
                '|' => {}
                c if c.is_whitespace() => {}
                '.' => push(0, column + 1),
                c if c.is_ascii_digit() => push(c as usize - '0' as usize, column + 1),
                c => {
                    let found = c.to_string();
                    return Err((column + 1, Problem::NotADigit { found }));
                }
            }
        }
    } else {
        for (column, word) in words(line) {
            let value = if word == "." {
                0
            } else if word.bytes().all(|b| b.is_ascii_digit()) {
                // Any number too long for usize is far above every size anyway.
                word.parse().unwrap_or(usize::MAX)
            } else {
                let found = word.chars().take(20).collect();
                return Err((column, Problem::NotADigit { found }));
            };
            push(value, column);
        }
    }
    Ok(cells)
}

/// Where a row of a grid went wrong: its line, the column where it helps, and the problem.
pub(super) type RowError = (usize, Option<usize>, Problem);

/// The cells of a block of N rows of N cells (N the side of `shape`), row-major. `split` cuts
/// a row into its words and counts its cells; a row of another length is refused by its line;
/// then `read` reads each word. Their errors carry the 1-based column.
pub(super) fn read_block<'a, W, T>(
    shape: Shape,
    rows: &[(usize, &'a str)],
    split: impl Fn(&'a str) -> Result<(Vec<W>, usize), (usize, Problem)>,
    read: impl Fn(W) -> Result<T, (usize, Problem)>,
) -> Result<Vec<T>, RowError> {
    let size = shape.size();
    let mut cells = Vec::with_capacity(shape.cell_count());
    for &(line, row) in rows {
        let (words, found) = split(row).map_err(|(c, p)| (line, Some(c), p))?;
        if found != size {
            let problem = Problem::RowCellCount {
                expected: size,
                found,
            };
            return Err((line, None, problem));
        }
        for word in words {
            cells.push(read(word).map_err(|(c, p)| (line, Some(c), p))?);
        }
    }
    Ok(cells)
}

/// The words of a line, split at spaces and `|`, with their 1-based columns.
pub(super) fn words(line: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut column = 0;
    line.split(|c: char| c.is_whitespace() || c == '|')
        .map(move |word| {
            let at = column + 1;
            column += word.chars().count() + 1;
            (at, word)
        })
        .filter(|(_, word)| !word.is_empty())
}

/// Checks each value against the side and returns them as `u8`.
pub(super) fn checked_values(
    shape: Shape,
    cells: impl Iterator<Item = (usize, usize)>,
) -> Result<Vec<u8>, (usize, Problem)> {
    cells
        .map(|(value, column)| checked_value(shape, value, column))
        .collect()
}

/// One value checked against the side; an error names its column.
pub(super) fn checked_value(
    shape: Shape,
    value: usize,
    column: usize,
) -> Result<u8, (usize, Problem)> {
    let size = shape.size();
    if value > size {
        Err((column, Problem::DigitTooLarge { value, size }))
    } else {
        Ok(value as u8)
    }
}

/// The grid from checked values, refused if givens clash.
pub(super) fn finish(units: &Units, values: &[u8]) -> Result<Grid, Problem> {
    let grid = Grid::from_values(units.shape(), values).map_err(|_| Problem::NoPuzzle)?;
    match grid.clashes_with(units).first() {
        Some(&clash) => Err(Problem::Clash(clash)),
        None => Ok(grid),
    }
}
