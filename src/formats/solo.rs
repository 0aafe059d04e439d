//! Simon Tatham's Solo game IDs (his Portable Puzzle Collection's Sudoku), read and written.
//!
//! A game ID is `<params>:<description>`. The params are `CxR` (boxes of C rows by R
//! columns: `3x3` is classic, `2x3` a 6x6 grid) or `Nj` (a jigsaw of side N; `CxRj` is the same
//! with N = C*R), then modifiers: `x` (both diagonals hold every digit), `k` (killer), and the
//! generator's symmetry (`a`, `m2`, `md4`, `r4`, ...) and difficulty (`dt`, `db`, ...), which
//! do not change the puzzle and are skipped.
//!
//! The description is the givens, row-major and run-length coded: a letter is a run of empty
//! cells (`a` one, ..., `z` 26), a number is a given, and `_` separates two numbers that
//! follow each other. A jigsaw adds `,` and its regions; a killer adds `,` and its cages, then
//! `,` and a second grid holding each cage's sum in one of its cells. Regions and cages are
//! written as the grid's internal edges: first the N*(N-1) edges between horizontal
//! neighbours in reading order, then the N*(N-1) edges between vertical neighbours column by
//! column; each character is a run of edges that are not walls followed by one wall (`_` none,
//! `a` one, ..., `y` 25), except `z`, which is a run of 26 with no wall after it (as Solo
//! reads it), and a final wall past the end closes the list.
//!
//! A random seed (`3x3#12345`) holds no puzzle: only Solo's generator can make it one.

use super::Problem;
use super::TextFormat;
use super::text::Puzzle;
use super::variant::{malformed, ruled_grid};
use crate::board::{Cage, Grid, Rules, Shape, Unions};
use crate::t;
use std::fmt::Write;

const FORMAT: TextFormat = TextFormat::Solo;

/// Whether a line is a Solo game ID (or seed): digits, maybe `x` and digits, letters and
/// digits of modifiers, then `:` or `#`, with nothing else on the line.
pub(super) fn is_solo_id(line: &str) -> bool {
    let line = line.trim();
    let Some(at) = line.find([':', '#']) else {
        return false;
    };
    let (params, rest) = line.split_at(at);
    // Params are short; a long run of digits before `#` is a puzzle line with a comment.
    params.len() <= 16
        && params.starts_with(|c: char| c.is_ascii_digit())
        && params.bytes().all(|b| b.is_ascii_alphanumeric())
        && rest
            .bytes()
            .skip(1)
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b',')
        && !rest.is_empty()
}

/// What the params part says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Params {
    /// Rows of a box (`c` in Solo), or the side for a jigsaw.
    c: usize,
    /// Columns of a box (`r` in Solo); 1 for a jigsaw.
    r: usize,
    xtype: bool,
    killer: bool,
}

fn read_params(params: &str) -> Result<Params, Problem> {
    let bytes = params.as_bytes();
    let mut at = 0;
    let number = |at: &mut usize| -> Option<usize> {
        let start = *at;
        while bytes.get(*at).is_some_and(u8::is_ascii_digit) {
            *at += 1;
        }
        params.get(start..*at)?.parse().ok()
    };
    let c = number(&mut at).ok_or_else(|| malformed(FORMAT, t!("error-it-starts-with-no-size")))?;
    let mut p = Params {
        c,
        r: c,
        xtype: false,
        killer: false,
    };
    let mut seen_r = false;
    if bytes.get(at) == Some(&b'x') && bytes.get(at + 1).is_some_and(u8::is_ascii_digit) {
        at += 1;
        p.r = number(&mut at).ok_or_else(|| malformed(FORMAT, t!("error-bad-size")))?;
        seen_r = true;
    }
    while let Some(&b) = bytes.get(at) {
        at += 1;
        match b {
            b'j' => {
                if seen_r {
                    p.c = p.c.saturating_mul(p.r);
                }
                p.r = 1;
            }
            b'x' => p.xtype = true,
            b'k' => p.killer = true,
            // Difficulty: one letter follows.
            b'd' => at += 1,
            // Symmetry: `md` and digits may follow; other letters are skipped as Solo does.
            _ => {}
        }
    }
    Ok(p)
}

/// Reads a Solo game ID, found on `line`.
pub(super) fn read_solo(text: &str, line: usize) -> Result<Puzzle, Problem> {
    let text = text.trim();
    if let Some((params, _)) = text.split_once('#') {
        return Err(malformed(
            FORMAT,
            t!("error-is-random-seed-not-game", params = &params),
        ));
    }
    let (params, desc) = text
        .split_once(':')
        .ok_or_else(|| malformed(FORMAT, t!("error-no-after-params")))?;
    let p = read_params(params)?;
    let jigsaw = p.r == 1;
    let shape = if jigsaw {
        Shape::from_size(p.c)
    } else {
        Shape::new(p.c, p.r)
    }
    .map_err(|_| Problem::NoShape {
        size: p.c.saturating_mul(p.r),
    })?;
    let n = shape.size();
    let mut parts = desc.split(',');
    let givens = read_grid(parts.next().unwrap_or(""), n * n, n, &t!("error-givens"))?;
    let mut rules = Rules {
        diagonal_down: p.xtype,
        diagonal_up: p.xtype,
        ..Rules::CLASSIC
    };
    if jigsaw {
        let spec = parts
            .next()
            .ok_or_else(|| malformed(FORMAT, t!("error-jigsaw-needs-its-regions-after")))?;
        let regions = read_blocks(spec, n, &t!("error-regions"))?;
        let labels = regions.iter().max().map_or(0, |&m| usize::from(m) + 1);
        if labels != n {
            let reason = t!("error-regions-make-blocks-not", labels = &labels, n = n);
            return Err(malformed(FORMAT, reason));
        }
        // Fewer than 25 labels: each fits a byte.
        rules.regions = Some(regions.iter().map(|&r| r as u8).collect());
    }
    if p.killer {
        let spec = parts
            .next()
            .ok_or_else(|| malformed(FORMAT, t!("error-killer-needs-its-cages-after")))?;
        let cages = read_blocks(spec, n, &t!("error-cages"))?;
        let clues = parts
            .next()
            .ok_or_else(|| malformed(FORMAT, t!("error-killer-needs-its-sums-after")))?;
        let sums = read_grid(clues, n * n, n * n * n, &t!("error-sums"))?;
        rules.cages = cages_with_sums(shape, &cages, &sums)?;
    }
    if parts.next().is_some() {
        return Err(malformed(FORMAT, t!("error-more-parts-than-its-params")));
    }
    Ok(Puzzle::new(ruled_grid(shape, &givens, &[], rules)?, line))
}

/// A run-length grid of `cells` values, each 1 to `max`.
fn read_grid(spec: &str, cells: usize, max: usize, what: &str) -> Result<Vec<u8>, Problem> {
    let mut values: Vec<usize> = Vec::with_capacity(cells);
    let bytes = spec.as_bytes();
    let mut at = 0;
    while let Some(&b) = bytes.get(at) {
        at += 1;
        match b {
            b'a'..=b'z' => values.extend(std::iter::repeat_n(0, usize::from(b - b'a') + 1)),
            b'_' => {}
            b'1'..=b'9' => {
                let start = at - 1;
                while bytes.get(at).is_some_and(u8::is_ascii_digit) {
                    at += 1;
                }
                let value: usize = spec
                    .get(start..at)
                    .and_then(|s| s.parse().ok())
                    .unwrap_or(usize::MAX);
                if value > max {
                    let reason = t!("error-hold-above", what = &what, value = &value, max = &max);
                    return Err(malformed(FORMAT, reason));
                }
                values.push(value);
            }
            _ => {
                let reason = t!("error-has-no-place-in", from = &char::from(b), what = &what);
                return Err(malformed(FORMAT, reason));
            }
        }
        if values.len() > cells {
            break;
        }
    }
    if values.len() != cells {
        let reason = t!(
            "error-cover-cells-grid-has",
            what = &what,
            count = values.len(),
            cells = &cells
        );
        return Err(malformed(FORMAT, reason));
    }
    // Sums above 255 do not occur (Solo keeps them in a byte); values fit a u8 then.
    values
        .into_iter()
        .map(|v| {
            u8::try_from(v).map_err(|_| malformed(FORMAT, t!("error-hold", what = &what, v = &v)))
        })
        .collect()
}

/// The two cells on either side of internal edge `pos` of a grid of side `n`.
fn edge_cells(pos: usize, n: usize) -> (usize, usize) {
    let across = n * (n - 1);
    if pos < across {
        let (y, x) = (pos / (n - 1), pos % (n - 1));
        (y * n + x, y * n + x + 1)
    } else {
        let (x, y) = (pos / (n - 1) - n, pos % (n - 1));
        (y * n + x, (y + 1) * n + x)
    }
}

/// Each cell's block (numbered in reading order of first cells) from an edge spec.
fn read_blocks(spec: &str, n: usize, what: &str) -> Result<Vec<u16>, Problem> {
    let edges = 2 * n * (n - 1);
    let mut groups = Unions::new(n * n);
    let mut pos = 0;
    for b in spec.bytes() {
        let run = match b {
            b'_' => 0,
            b'a'..=b'z' => usize::from(b - b'a') + 1,
            _ => {
                let reason = t!("error-has-no-place-in", from = &char::from(b), what = &what);
                return Err(malformed(FORMAT, reason));
            }
        };
        for _ in 0..run {
            if pos >= edges {
                return Err(malformed(
                    FORMAT,
                    t!("error-name-too-many-edges", what = &what),
                ));
            }
            let (a, b) = edge_cells(pos, n);
            groups.join(a, b);
            pos += 1;
        }
        if run != 26 {
            pos += 1;
        }
    }
    if pos != edges + 1 {
        return Err(malformed(
            FORMAT,
            t!("error-do-not-cover-grid-s", what = &what),
        ));
    }
    let mut labels: Vec<Option<u16>> = vec![None; n * n];
    let mut next = 0u16;
    let mut blocks = Vec::with_capacity(n * n);
    for cell in 0..n * n {
        let r = groups.root(cell);
        let label = match labels.get(r).copied().flatten() {
            Some(label) => label,
            None => {
                let label = next;
                next = next.saturating_add(1);
                if let Some(slot) = labels.get_mut(r) {
                    *slot = Some(label);
                }
                label
            }
        };
        blocks.push(label);
    }
    Ok(blocks)
}

/// The cages of a block map, each with the one sum its cells hold in `sums`.
fn cages_with_sums(shape: Shape, blocks: &[u16], sums: &[u8]) -> Result<Vec<Cage>, Problem> {
    let count = blocks.iter().max().map_or(0, |&m| usize::from(m) + 1);
    let mut cages = Vec::with_capacity(count);
    for label in 0..count {
        let cells: Vec<u16> = (0..blocks.len())
            .filter(|&i| blocks.get(i).is_some_and(|&b| usize::from(b) == label))
            .filter_map(|i| u16::try_from(i).ok())
            .collect();
        let mut clues = cells
            .iter()
            .filter_map(|&i| sums.get(usize::from(i)).copied().filter(|&s| s != 0));
        let sum = clues.next().map(u16::from);
        if clues.next().is_some() {
            let anchor = shape.cell_at(cells.first().map_or(0, |&c| usize::from(c)));
            let reason = t!("error-cage-at-has-two-sums", anchor = &anchor);
            return Err(malformed(FORMAT, reason));
        }
        cages.push(Cage::new(cells, sum));
    }
    Ok(cages)
}

/// The grid's givens as a Solo game ID. Solo knows boxes, jigsaw regions, both diagonals and
/// killer cages that cover the grid, each with a sum and 2 to N cells; any other rule (or one
/// diagonal alone) is an error naming it.
pub fn to_solo_id(grid: &Grid) -> Result<String, Problem> {
    let shape = grid.shape();
    let n = shape.size();
    let rules = grid.rules();
    let refuse = |reason: String| Problem::Unwritable {
        format: FORMAT,
        reason,
    };
    // The message is made only for the rule refused.
    let refused: [(bool, fn() -> String); 7] = [
        (rules.windoku, || t!("error-solo-has-no-windoku")),
        (rules.anti_knight, || t!("error-solo-has-no-anti-knight")),
        (rules.anti_king, || t!("error-solo-has-no-anti-king")),
        (rules.non_consecutive, || {
            t!("error-solo-has-no-non-consecutive")
        }),
        (!rules.extra_regions.is_empty(), || {
            t!("error-solo-has-no-extra-regions")
        }),
        (rules.diagonal_down != rules.diagonal_up, || {
            t!("error-solo-has-both-diagonals-or")
        }),
        (rules.has_clues(), || t!("error-solo-has-no-clues")),
    ];
    if let Some((_, rule)) = refused.iter().find(|(on, _)| *on) {
        return Err(refuse(rule()));
    }
    let mut id = match &rules.regions {
        Some(_) => format!("{n}j"),
        None => format!("{}x{}", shape.box_rows(), shape.box_cols()),
    };
    if rules.diagonal_down {
        id.push('x');
    }
    if !rules.cages.is_empty() {
        id.push('k');
    }
    id.push(':');
    write_grid(&mut id, grid.givens_only().values());
    if let Some(regions) = &rules.regions {
        id.push(',');
        write_blocks(&mut id, regions, n);
    }
    if !rules.cages.is_empty() {
        let mut blocks = vec![u16::MAX; n * n];
        let mut sums = vec![0u8; n * n];
        for (k, cage) in rules.cages.iter().enumerate() {
            let sum = cage
                .sum
                .and_then(|s| u8::try_from(s).ok())
                .ok_or_else(|| refuse(t!("error-every-solo-cage-has-sum")))?;
            if cage.cells.len() < 2 {
                return Err(refuse(t!("error-solo-s-cages-have-2")));
            }
            for &cell in &cage.cells {
                match blocks.get_mut(usize::from(cell)) {
                    Some(slot) if *slot == u16::MAX => *slot = k as u16,
                    _ => return Err(refuse(t!("error-solo-s-cages-do-not"))),
                }
            }
            if let Some(slot) = cage.anchor().and_then(|a| sums.get_mut(a)) {
                *slot = sum;
            }
        }
        if blocks.contains(&u16::MAX) {
            return Err(refuse(t!("error-solo-s-cages-cover-every")));
        }
        id.push(',');
        write_blocks(&mut id, &blocks, n);
        id.push(',');
        write_grid(&mut id, &sums);
    }
    Ok(id)
}

/// Run-length givens: letters for empty runs, numbers, `_` between two numbers.
fn write_grid(out: &mut String, values: &[u8]) {
    let start = out.len();
    let mut run = 0usize;
    for &value in values {
        if value == 0 {
            run += 1;
            continue;
        }
        if run > 0 {
            push_runs(out, run);
            run = 0;
        } else if out.len() > start {
            out.push('_');
        }
        let _ = write!(out, "{value}");
    }
    push_runs(out, run);
}

fn push_runs(out: &mut String, mut run: usize) {
    while run > 0 {
        let step = run.min(26);
        out.push(char::from(b'a' + (step - 1) as u8));
        run -= step;
    }
}

/// A block map as Solo's edge runs.
fn write_blocks<T: PartialEq>(out: &mut String, blocks: &[T], n: usize) {
    let edges = 2 * n * (n - 1);
    let mut run = 0usize;
    for pos in 0..=edges {
        let (a, b) = if pos == edges {
            (0, 0)
        } else {
            edge_cells(pos, n)
        };
        let wall = pos == edges || blocks.get(a) != blocks.get(b);
        if !wall {
            run += 1;
            continue;
        }
        while run >= 26 {
            out.push('z');
            run -= 26;
        }
        out.push(if run == 0 {
            '_'
        } else {
            char::from(b'a' + (run - 1) as u8)
        });
        run = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn params_follow_solo() {
        let p = |s: &str| read_params(s).ok();
        let params = |c, r, xtype, killer| {
            Some(Params {
                c,
                r,
                xtype,
                killer,
            })
        };
        assert_eq!(p("3x3"), params(3, 3, false, false));
        assert_eq!(p("2x3xk"), params(2, 3, true, true));
        assert_eq!(p("3x3j"), params(9, 1, false, false));
        assert_eq!(p("9jxdb"), params(9, 1, true, false));
        assert_eq!(p("3x3kadu"), params(3, 3, false, true));
        assert_eq!(p("3x3md4"), params(3, 3, false, false));
    }

    #[test]
    fn run_length_grids_read_and_write_alike() {
        let mut values = vec![0u8; 81];
        values[0] = 1;
        values[1] = 2;
        values[40] = 9;
        values[80] = 5;
        let mut text = String::new();
        write_grid(&mut text, &values);
        assert_eq!(text, "1_2zl9zm5");
        assert_eq!(read_grid(&text, 81, 9, "the givens").ok(), Some(values));
        assert!(read_grid("1_2zl9zm", 81, 9, "the givens").is_err());
        assert!(read_grid("1_2zl9zm5a", 81, 9, "the givens").is_err());
    }

    #[test]
    fn edges_read_and_write_alike() {
        let boxes: Vec<u16> = Shape::NINE
            .cells()
            .map(|c| Shape::NINE.box_of(c) as u16)
            .collect();
        let mut text = String::new();
        write_blocks(&mut text, &boxes, 9);
        assert_eq!(read_blocks(&text, 9, "the regions").ok(), Some(boxes));
        // Long runs: a single block of every cell but one needs `z`.
        let mut one: Vec<u16> = vec![0; 16];
        one[15] = 1;
        let mut text = String::new();
        write_blocks(&mut text, &one, 4);
        assert_eq!(read_blocks(&text, 4, "the cages").ok(), Some(one));
        let mut all = String::new();
        write_blocks(&mut all, &[0; 36], 6);
        assert!(all.starts_with('z'), "{all}");
        assert_eq!(read_blocks(&all, 6, "the cages").ok(), Some(vec![0; 36]));
    }
}
