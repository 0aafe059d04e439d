//! Writing grids as text.

use crate::board::Grid;
use std::fmt::Write;

/// The grid on one line: 81 characters for 9x9 (`.` for empty); for other sizes, N*N numbers
/// separated by single spaces (`.` for empty). [`super::puzzles`] reads both back.
pub fn to_line(grid: &Grid) -> String {
    let values = grid.values();
    if grid.shape().size() == 9 {
        values.iter().map(|&v| cell_char(v)).collect()
    } else {
        let words: Vec<String> = values.iter().map(|&v| cell_word(v)).collect();
        words.join(" ")
    }
}

/// The grid as N lines with box separators, as players print it:
///
/// ```text
/// 5 3 . | . 7 . | . . .
/// ------+-------+------
/// ```
///
/// Cells are padded to the width of the largest digit so columns line up.
pub fn to_grid_text(grid: &Grid) -> String {
    let shape = grid.shape();
    let n = shape.size();
    let width = if n > 9 { 2 } else { 1 };
    let mut out = String::new();
    let mut rule = String::new();
    let stacks = n / shape.box_cols();
    let segment = shape.box_cols() * (width + 1) - 1;
    for stack in 0..stacks {
        if stack > 0 {
            rule.push('+');
        }
        let dashes = segment + usize::from(stack > 0) + usize::from(stack + 1 < stacks);
        rule.push_str(&"-".repeat(dashes));
    }
    for (r, row) in grid.values().chunks(n).enumerate() {
        if r > 0 && r % shape.box_rows() == 0 {
            out.push_str(&rule);
            out.push('\n');
        }
        let mut line = String::new();
        for (c, &v) in row.iter().enumerate() {
            if c > 0 {
                line.push(' ');
                if c % shape.box_cols() == 0 {
                    line.push_str("| ");
                }
            }
            let _ = write!(line, "{:>width$}", cell_word(v));
        }
        out.push_str(&line);
        out.push('\n');
    }
    out
}

fn cell_char(value: u8) -> char {
    if (1..=9).contains(&value) {
        char::from(b'0' + value)
    } else {
        '.'
    }
}

fn cell_word(value: u8) -> String {
    if value == 0 {
        ".".to_string()
    } else {
        value.to_string()
    }
}
