//! Reading puzzles from text, telling the format from the content.

use super::{FormatError, Problem, is_library_line, pencil, read_library_line};
use crate::board::{DigitSet, Grid, Shape, Units};
use std::io::Read;
use std::path::Path;

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
}

/// Collected cells stop here: no grid has more, and a huge line must not fill memory.
const MAX_CELLS: usize = Shape::MAX_SIZE * Shape::MAX_SIZE;
/// Longest compact puzzle line and the sides it may have (16, 36, 64 or 81 characters).
const COMPACT_SIDES: [usize; 4] = [4, 6, 8, 9];

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
/// no puzzle gives one [`Problem::NoPuzzle`] error. `origin` names the text in errors.
pub fn puzzles<'a>(
    text: &'a str,
    origin: &'a str,
) -> Box<dyn Iterator<Item = Result<Puzzle, FormatError>> + 'a> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let content = move || content_lines(text);
    let Some((first_line, first)) = content().next() else {
        return Box::new(std::iter::once(Err(no_puzzle(origin))));
    };
    let line_file = is_library_line(first)
        || (pencil::row_size(first).is_none() && is_line_file(first, content));
    if line_file {
        let mut reader = LineReader {
            origin,
            units: None,
        };
        Box::new(content().map(move |(line, body)| reader.puzzle(line, body)))
    } else {
        let rows: Vec<(usize, &str)> = content().collect();
        Box::new(grid_puzzles(origin, first_line, &rows).into_iter())
    }
}

/// The lines that may hold cells, numbered from 1: inside a `[Puzzle]` section if there is
/// one; without blank lines, `#` comments, rules such as `---+---` and `.ss` records.
fn content_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
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

/// Whether the text holds one puzzle per line (rather than grids of N rows), judged from its
/// first content line.
fn is_line_file<'a, I>(first: &str, content: impl Fn() -> I) -> bool
where
    I: Iterator<Item = (usize, &'a str)>,
{
    let Ok(cells) = cells_of(strip_comment(first)) else {
        // A bad first line: a long one is a puzzle line, a short one a grid row.
        return first.trim().chars().filter(|c| !c.is_whitespace()).count() > 30;
    };
    match cells.count {
        0..16 | 17..=25 => false,
        16 if cells.compact => true,
        // Sixteen numbers: a 4x4 puzzle on a line, or a row of a 16x16 grid.
        16 => {
            let large = cells.values.iter().any(|&(v, _)| v > 4);
            !large && content().count() != 16
        }
        _ => true,
    }
}

/// Drops a trailing `# comment` from a puzzle line.
fn strip_comment(line: &str) -> &str {
    match line.find('#') {
        Some(at) if at > 0 => &line[..at],
        _ => line,
    }
}

/// The cells of one line: values (0 empty) with their 1-based columns.
struct Cells {
    /// At most [`MAX_CELLS`] cells, with their columns.
    values: Vec<(usize, usize)>,
    /// How many cells the line has (may exceed `values.len()`).
    count: usize,
    /// One character a cell, rather than words separated by spaces.
    compact: bool,
}

/// Splits a line into cells. Lines with spaces between cells are words (`.`, `0` or a
/// number); others are one character a cell (`.`, `0`-`9`). `|` separates boxes and is
/// skipped. An error carries the 1-based column and the problem.
fn cells_of(line: &str) -> Result<Cells, (usize, Problem)> {
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

struct LineReader<'a> {
    origin: &'a str,
    /// Unit tables for the clash check, built once for the shape of the lines.
    units: Option<Units>,
}

impl LineReader<'_> {
    fn error(&self, line: usize, column: Option<usize>, problem: Problem) -> FormatError {
        FormatError {
            origin: self.origin.to_string(),
            line: Some(line),
            column,
            problem,
        }
    }

    /// One puzzle from one line.
    fn puzzle(&mut self, line: usize, body: &str) -> Result<Puzzle, FormatError> {
        if is_library_line(body) {
            let entry = read_library_line(body).map_err(|(c, p)| self.error(line, Some(c), p))?;
            let marks = Some(entry.candidates());
            let grid = entry.grid;
            return Ok(Puzzle { grid, marks, line });
        }
        let body = strip_comment(body);
        let (cells, offset) = match cells_of(body) {
            Ok(cells) if Shape::from_cell_count(cells.count).is_some() => (cells, 0),
            whole => match embedded_puzzle(body) {
                Some((column, word)) => {
                    let cells = cells_of(word)
                        .map_err(|(c, p)| self.error(line, Some(c + column - 1), p))?;
                    (cells, column - 1)
                }
                None => {
                    let cells = whole.map_err(|(c, p)| self.error(line, Some(c), p))?;
                    let problem = Problem::LineCellCount { found: cells.count };
                    return Err(self.error(line, None, problem));
                }
            },
        };
        let shape = Shape::from_cell_count(cells.count)
            .ok_or_else(|| self.error(line, None, Problem::LineCellCount { found: cells.count }))?;
        let values = checked_values(shape, cells.values.iter().map(|&(v, c)| (v, c + offset)))
            .map_err(|(c, p)| self.error(line, Some(c), p))?;
        let units = match self.units.take() {
            Some(units) if units.shape() == shape => units,
            _ => Units::new(shape),
        };
        let grid = finish(&units, &values);
        self.units = Some(units);
        grid.map_err(|p| self.error(line, None, p))
            .map(|grid| Puzzle {
                grid,
                marks: None,
                line,
            })
    }
}

/// A word of a line that is a compact puzzle (as in `<id> <81 digits> <rating>`), if exactly
/// one is, with its 1-based column.
fn embedded_puzzle(body: &str) -> Option<(usize, &str)> {
    let mut found = words(body).filter(|(_, word)| {
        COMPACT_SIDES.iter().any(|n| n * n == word.len())
            && word.bytes().all(|b| b == b'.' || b.is_ascii_digit())
    });
    let first = found.next()?;
    found.next().is_none().then_some(first)
}

/// Checks each value against the side and returns them as `u8`.
fn checked_values(
    shape: Shape,
    cells: impl Iterator<Item = (usize, usize)>,
) -> Result<Vec<u8>, (usize, Problem)> {
    let size = shape.size();
    cells
        .map(|(value, column)| {
            if value > size {
                Err((column, Problem::DigitTooLarge { value, size }))
            } else {
                Ok(value as u8)
            }
        })
        .collect()
}

/// The grid from checked values, refused if givens clash.
fn finish(units: &Units, values: &[u8]) -> Result<Grid, Problem> {
    let grid = Grid::from_values(units.shape(), values).map_err(|_| Problem::NoPuzzle)?;
    match grid.clashes_with(units).first() {
        Some(&clash) => Err(Problem::Clash(clash)),
        None => Ok(grid),
    }
}

/// Puzzles from grids of N rows of N cells, one after another; N comes from the first row.
/// Each grid holds values or, for sides up to 9, candidates (see [`pencil`]).
fn grid_puzzles(
    origin: &str,
    first_line: usize,
    rows: &[(usize, &str)],
) -> Vec<Result<Puzzle, FormatError>> {
    let error = |line: usize, column: Option<usize>, problem: Problem| FormatError {
        origin: origin.to_string(),
        line: Some(line),
        column,
        problem,
    };
    let size = match rows
        .first()
        .map(|&(_, row)| (pencil::row_size(row), cells_of(row)))
    {
        Some((Some(size), _)) | Some((None, Ok(Cells { count: size, .. }))) => size,
        Some((None, Err((column, problem)))) => {
            return vec![Err(error(first_line, Some(column), problem))];
        }
        None => return vec![Err(error(first_line, None, Problem::NoPuzzle))],
    };
    let shape = match Shape::from_size(size) {
        Ok(shape) => shape,
        Err(_) => return vec![Err(error(first_line, None, Problem::NoShape { size }))],
    };
    let units = Units::new(shape);
    let mut puzzles = Vec::new();
    for chunk in rows.chunks(size) {
        let (Some(&(start, _)), Some(&(last, _))) = (chunk.first(), chunk.last()) else {
            continue;
        };
        if chunk.len() < size {
            let found = chunk.len();
            let problem = Problem::RowCount {
                expected: size,
                found,
            };
            puzzles.push(Err(error(last, None, problem)));
        } else if pencil::is_block(chunk, size) {
            match pencil::read_block(shape, chunk) {
                Ok(marks) => {
                    let puzzle = pencil::puzzle(shape, marks, start, &mut puzzles);
                    puzzles.push(Ok(puzzle));
                }
                Err((line, column, problem)) => puzzles.push(Err(error(line, column, problem))),
            }
        } else {
            let values = values_block(shape, chunk).map_err(|(l, c, p)| error(l, c, p));
            let puzzle = values.and_then(|values| {
                finish(&units, &values)
                    .map(|grid| Puzzle {
                        grid,
                        marks: None,
                        line: start,
                    })
                    .map_err(|p| error(start, None, p))
            });
            puzzles.push(puzzle);
        }
    }
    puzzles
}

/// The values of a block of N rows of N cells, row-major. An error names the line, the column
/// where it helps, and the problem.
fn values_block(
    shape: Shape,
    rows: &[(usize, &str)],
) -> Result<Vec<u8>, (usize, Option<usize>, Problem)> {
    let size = shape.size();
    let mut values = Vec::with_capacity(shape.cell_count());
    for &(line, row) in rows {
        let cells = cells_of(row).map_err(|(c, p)| (line, Some(c), p))?;
        if cells.count != size {
            let problem = Problem::RowCellCount {
                expected: size,
                found: cells.count,
            };
            return Err((line, None, problem));
        }
        let row_values =
            checked_values(shape, cells.values.into_iter()).map_err(|(c, p)| (line, Some(c), p))?;
        values.extend(row_values);
    }
    Ok(values)
}
