//! The Cracking the Cryptic rules as data: thermometers, arrows, kropki dots, X and V, little
//! killers, sandwiches, odd and even cells, minimums and maximums, renban, German whispers,
//! palindromes, between lines, region-sum lines, quadruples and clones.
//!
//! Each rule is a [`Clue`] on row-major cell indices. Clues outside the grid (little killers
//! and sandwich sums) keep where the setter wrote them, as a row and a column from 0 to N+1
//! (row 0 is above the grid, column N+1 right of it), and [`Clue::cells`] gives the cells they
//! speak of. [`check`] says what does not fit a shape, naming the clue and the cell.

use super::{RulesError, Shape};
use crate::t;
use serde::{Deserialize, Serialize};

/// One rule drawn on the grid.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Clue {
    /// The digits strictly increase from the bulb (the first cell) along the line.
    Thermometer(Vec<u16>),
    /// The digits on the shaft add up to the circle; a circle of two or three cells (a pill)
    /// reads as a number, its cells in reading order.
    Arrow {
        /// The circle's cells, in reading order.
        circle: Vec<u16>,
        /// The shaft's cells, from the circle on.
        shaft: Vec<u16>,
    },
    /// A white dot: the two digits differ by `value` (1 unless the setter writes another).
    Difference {
        /// The two neighbours.
        cells: [u16; 2],
        /// The difference.
        value: u8,
    },
    /// A black dot: one digit is `value` times the other (2 unless written).
    Ratio {
        /// The two neighbours.
        cells: [u16; 2],
        /// The ratio.
        value: u8,
    },
    /// An X (sum 10) or a V (sum 5) between two neighbours.
    Xv {
        /// The two neighbours.
        cells: [u16; 2],
        /// 10 or 5.
        sum: u8,
    },
    /// A sum outside the grid: the digits on the diagonal it points along add up to it (they
    /// may repeat).
    LittleKiller {
        /// Where it is written: row and column, 0 to N+1.
        from: [u8; 2],
        /// The diagonal's step, rows then columns (each -1 or 1).
        step: [i8; 2],
        /// The sum.
        sum: u16,
    },
    /// A sum outside the grid: the digits between the 1 and the N of its row or column add up
    /// to it.
    Sandwich {
        /// Where it is written: row and column, 0 to N+1, beside the row or above the column.
        from: [u8; 2],
        /// The sum.
        sum: u16,
    },
    /// The cell holds an odd digit.
    Odd(u16),
    /// The cell holds an even digit.
    Even(u16),
    /// The cell's digit is less than each orthogonal neighbour's.
    Minimum(u16),
    /// The cell's digit is greater than each orthogonal neighbour's.
    Maximum(u16),
    /// A renban line: its digits are a set of consecutive digits in any order.
    Renban(Vec<u16>),
    /// German whispers: neighbours on the line differ by at least `gap` (5 unless written).
    Whispers {
        /// The line's cells in order.
        cells: Vec<u16>,
        /// The least difference.
        gap: u8,
    },
    /// The line reads the same from both ends.
    Palindrome(Vec<u16>),
    /// The digits inside the line lie strictly between the digits at its two ends.
    Between(Vec<u16>),
    /// Every box the line passes through (each pass on its own) has the same sum on it.
    RegionSum(Vec<u16>),
    /// The digits appear in the four cells around a corner, a repeated one as often as listed.
    Quadruple {
        /// The four cells, in reading order.
        cells: [u16; 4],
        /// The digits, in increasing order.
        digits: Vec<u8>,
    },
    /// The copies hold the same digits as the cells, cell by cell.
    Clone {
        /// The first shape.
        cells: Vec<u16>,
        /// Its copy, in the same order.
        copies: Vec<u16>,
    },
}

/// What kind of rule a clue is: its f-puzzles key and its name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum ClueKind {
    /// Thermometers.
    Thermometer,
    /// Arrows (and pills).
    Arrow,
    /// White kropki dots.
    Difference,
    /// Black kropki dots.
    Ratio,
    /// X and V.
    Xv,
    /// Little killer sums.
    LittleKiller,
    /// Sandwich sums.
    Sandwich,
    /// Odd cells.
    Odd,
    /// Even cells.
    Even,
    /// Minimum cells.
    Minimum,
    /// Maximum cells.
    Maximum,
    /// Renban lines.
    Renban,
    /// German whispers lines.
    Whispers,
    /// Palindrome lines.
    Palindrome,
    /// Between lines.
    Between,
    /// Region-sum lines.
    RegionSum,
    /// Quadruples.
    Quadruple,
    /// Clones.
    Clone,
}

impl ClueKind {
    /// Every kind, in the order the panel lists them.
    pub const ALL: [ClueKind; 18] = [
        ClueKind::Thermometer,
        ClueKind::Arrow,
        ClueKind::Difference,
        ClueKind::Ratio,
        ClueKind::Xv,
        ClueKind::LittleKiller,
        ClueKind::Sandwich,
        ClueKind::Odd,
        ClueKind::Even,
        ClueKind::Minimum,
        ClueKind::Maximum,
        ClueKind::Renban,
        ClueKind::Whispers,
        ClueKind::Palindrome,
        ClueKind::Between,
        ClueKind::RegionSum,
        ClueKind::Quadruple,
        ClueKind::Clone,
    ];

    /// The f-puzzles key: `thermometer`, `littlekillersum`, ...
    pub fn key(self) -> &'static str {
        match self {
            ClueKind::Thermometer => "thermometer",
            ClueKind::Arrow => "arrow",
            ClueKind::Difference => "difference",
            ClueKind::Ratio => "ratio",
            ClueKind::Xv => "xv",
            ClueKind::LittleKiller => "littlekillersum",
            ClueKind::Sandwich => "sandwichsum",
            ClueKind::Odd => "odd",
            ClueKind::Even => "even",
            ClueKind::Minimum => "minimum",
            ClueKind::Maximum => "maximum",
            ClueKind::Renban => "renban",
            ClueKind::Whispers => "whispers",
            ClueKind::Palindrome => "palindrome",
            ClueKind::Between => "betweenline",
            ClueKind::RegionSum => "regionsumline",
            ClueKind::Quadruple => "quadruple",
            ClueKind::Clone => "clone",
        }
    }

    /// The word for one such clue, as messages about the board use it: "thermometer", "white
    /// dot", ...
    pub fn noun(self) -> &'static str {
        match self {
            ClueKind::Thermometer => "thermometer",
            ClueKind::Arrow => "arrow",
            ClueKind::Difference => "white dot",
            ClueKind::Ratio => "black dot",
            ClueKind::Xv => "X or V",
            ClueKind::LittleKiller => "little killer",
            ClueKind::Sandwich => "sandwich sum",
            ClueKind::Odd => "odd cell",
            ClueKind::Even => "even cell",
            ClueKind::Minimum => "minimum",
            ClueKind::Maximum => "maximum",
            ClueKind::Renban => "renban line",
            ClueKind::Whispers => "whispers line",
            ClueKind::Palindrome => "palindrome",
            ClueKind::Between => "between line",
            ClueKind::RegionSum => "region-sum line",
            ClueKind::Quadruple => "quadruple",
            ClueKind::Clone => "clone",
        }
    }

    /// The kind whose f-puzzles key is `key`.
    pub fn from_key(key: &str) -> Option<ClueKind> {
        ClueKind::ALL.into_iter().find(|k| k.key() == key)
    }

    /// The rule's name in the current language: "Thermometer", "温度计".
    pub fn label(self) -> String {
        match self {
            ClueKind::Thermometer => t!("clue-thermometer"),
            ClueKind::Arrow => t!("clue-arrow"),
            ClueKind::Difference => t!("clue-difference"),
            ClueKind::Ratio => t!("clue-ratio"),
            ClueKind::Xv => t!("clue-xv"),
            ClueKind::LittleKiller => t!("clue-little-killer"),
            ClueKind::Sandwich => t!("clue-sandwich"),
            ClueKind::Odd => t!("clue-odd"),
            ClueKind::Even => t!("clue-even"),
            ClueKind::Minimum => t!("clue-minimum"),
            ClueKind::Maximum => t!("clue-maximum"),
            ClueKind::Renban => t!("clue-renban"),
            ClueKind::Whispers => t!("clue-whispers"),
            ClueKind::Palindrome => t!("clue-palindrome"),
            ClueKind::Between => t!("clue-between"),
            ClueKind::RegionSum => t!("clue-region-sum"),
            ClueKind::Quadruple => t!("clue-quadruple"),
            ClueKind::Clone => t!("clue-clone"),
        }
    }

    /// The rule in one sentence, in the current language, for the rules panel.
    pub fn rule_text(self) -> String {
        match self {
            ClueKind::Thermometer => t!("clue-rule-thermometer"),
            ClueKind::Arrow => t!("clue-rule-arrow"),
            ClueKind::Difference => t!("clue-rule-difference"),
            ClueKind::Ratio => t!("clue-rule-ratio"),
            ClueKind::Xv => t!("clue-rule-xv"),
            ClueKind::LittleKiller => t!("clue-rule-little-killer"),
            ClueKind::Sandwich => t!("clue-rule-sandwich"),
            ClueKind::Odd => t!("clue-rule-odd"),
            ClueKind::Even => t!("clue-rule-even"),
            ClueKind::Minimum => t!("clue-rule-minimum"),
            ClueKind::Maximum => t!("clue-rule-maximum"),
            ClueKind::Renban => t!("clue-rule-renban"),
            ClueKind::Whispers => t!("clue-rule-whispers"),
            ClueKind::Palindrome => t!("clue-rule-palindrome"),
            ClueKind::Between => t!("clue-rule-between"),
            ClueKind::RegionSum => t!("clue-rule-region-sum"),
            ClueKind::Quadruple => t!("clue-rule-quadruple"),
            ClueKind::Clone => t!("clue-rule-clone"),
        }
    }
}

impl Clue {
    /// Its kind.
    pub fn kind(&self) -> ClueKind {
        match self {
            Clue::Thermometer(_) => ClueKind::Thermometer,
            Clue::Arrow { .. } => ClueKind::Arrow,
            Clue::Difference { .. } => ClueKind::Difference,
            Clue::Ratio { .. } => ClueKind::Ratio,
            Clue::Xv { .. } => ClueKind::Xv,
            Clue::LittleKiller { .. } => ClueKind::LittleKiller,
            Clue::Sandwich { .. } => ClueKind::Sandwich,
            Clue::Odd(_) => ClueKind::Odd,
            Clue::Even(_) => ClueKind::Even,
            Clue::Minimum(_) => ClueKind::Minimum,
            Clue::Maximum(_) => ClueKind::Maximum,
            Clue::Renban(_) => ClueKind::Renban,
            Clue::Whispers { .. } => ClueKind::Whispers,
            Clue::Palindrome(_) => ClueKind::Palindrome,
            Clue::Between(_) => ClueKind::Between,
            Clue::RegionSum(_) => ClueKind::RegionSum,
            Clue::Quadruple { .. } => ClueKind::Quadruple,
            Clue::Clone { .. } => ClueKind::Clone,
        }
    }

    /// Whether it is written outside the grid (little killers and sandwiches).
    pub fn is_outside(&self) -> bool {
        matches!(self, Clue::LittleKiller { .. } | Clue::Sandwich { .. })
    }

    /// Every cell it speaks of, in its own order (a line from its start, an arrow's circle
    /// then its shaft, an outside sum's cells from the clue on).
    pub fn cells(&self, shape: Shape) -> Vec<u16> {
        match self {
            Clue::Thermometer(cells)
            | Clue::Renban(cells)
            | Clue::Whispers { cells, .. }
            | Clue::Palindrome(cells)
            | Clue::Between(cells)
            | Clue::RegionSum(cells) => cells.clone(),
            Clue::Arrow { circle, shaft } => circle.iter().chain(shaft).copied().collect(),
            Clue::Difference { cells, .. } | Clue::Ratio { cells, .. } | Clue::Xv { cells, .. } => {
                cells.to_vec()
            }
            Clue::LittleKiller { from, step, .. } => diagonal(shape, *from, *step),
            Clue::Sandwich { from, .. } => sandwich_line(shape, *from).unwrap_or_default(),
            Clue::Odd(c) | Clue::Even(c) | Clue::Minimum(c) | Clue::Maximum(c) => vec![*c],
            Clue::Quadruple { cells, .. } => cells.to_vec(),
            Clue::Clone { cells, copies } => cells.iter().chain(copies).copied().collect(),
        }
    }

    /// The clue with every cell moved by `map` (old row-major index to new); `None` where
    /// a cell would not survive or an outside clue's place cannot follow its cells.
    pub fn moved(&self, shape: Shape, moved_shape: Shape, map: &[usize]) -> Option<Clue> {
        let cell = |c: u16| map.get(usize::from(c)).and_then(|&m| u16::try_from(m).ok());
        let line = |cells: &[u16]| -> Option<Vec<u16>> { cells.iter().map(|&c| cell(c)).collect() };
        let pair = |[a, b]: [u16; 2]| Some([cell(a)?, cell(b)?]);
        Some(match self {
            Clue::Thermometer(c) => Clue::Thermometer(line(c)?),
            Clue::Renban(c) => Clue::Renban(line(c)?),
            Clue::Palindrome(c) => Clue::Palindrome(line(c)?),
            Clue::Between(c) => Clue::Between(line(c)?),
            Clue::RegionSum(c) => Clue::RegionSum(line(c)?),
            Clue::Whispers { cells, gap } => Clue::Whispers {
                cells: line(cells)?,
                gap: *gap,
            },
            Clue::Arrow { circle, shaft } => {
                let mut circle = line(circle)?;
                circle.sort_unstable();
                Clue::Arrow {
                    circle,
                    shaft: line(shaft)?,
                }
            }
            Clue::Difference { cells, value } => Clue::Difference {
                cells: pair(*cells)?,
                value: *value,
            },
            Clue::Ratio { cells, value } => Clue::Ratio {
                cells: pair(*cells)?,
                value: *value,
            },
            Clue::Xv { cells, sum } => Clue::Xv {
                cells: pair(*cells)?,
                sum: *sum,
            },
            Clue::Odd(c) => Clue::Odd(cell(*c)?),
            Clue::Even(c) => Clue::Even(cell(*c)?),
            Clue::Minimum(c) => Clue::Minimum(cell(*c)?),
            Clue::Maximum(c) => Clue::Maximum(cell(*c)?),
            Clue::Quadruple { cells, digits } => {
                let mut moved = [0u16; 4];
                for (slot, &c) in moved.iter_mut().zip(cells) {
                    *slot = cell(c)?;
                }
                moved.sort_unstable();
                Clue::Quadruple {
                    cells: moved,
                    digits: digits.clone(),
                }
            }
            Clue::Clone { cells, copies } => Clue::Clone {
                cells: line(cells)?,
                copies: line(copies)?,
            },
            Clue::LittleKiller { sum, .. } => {
                let cells = line(&self.cells(shape))?;
                let (from, step) = outside_of(moved_shape, &cells)?;
                Clue::LittleKiller {
                    from,
                    step,
                    sum: *sum,
                }
            }
            Clue::Sandwich { sum, .. } => {
                let cells = line(&self.cells(shape))?;
                let (from, _) = outside_of(moved_shape, &cells)?;
                Clue::Sandwich { from, sum: *sum }
            }
        })
    }
}

/// The cells of the diagonal that starts at `from` (row and column, 0 to N+1) and goes by
/// `step`: `from` itself if it is a cell, then each cell on until the edge.
pub fn diagonal(shape: Shape, from: [u8; 2], step: [i8; 2]) -> Vec<u16> {
    let n = shape.size() as i32;
    let (mut row, mut col) = (i32::from(from[0]) - 1, i32::from(from[1]) - 1);
    let (dr, dc) = (i32::from(step[0]), i32::from(step[1]));
    let mut cells = Vec::new();
    if dr == 0 && dc == 0 {
        return cells;
    }
    let inside = |v: i32| (0..n).contains(&v);
    if !(inside(row) && inside(col)) {
        row += dr;
        col += dc;
    }
    while inside(row) && inside(col) {
        cells.push((row * n + col) as u16);
        row += dr;
        col += dc;
    }
    cells
}

/// The row or column a sandwich sum written at `from` speaks of, from the clue's side; `None`
/// if `from` is not beside a row or column.
pub fn sandwich_line(shape: Shape, from: [u8; 2]) -> Option<Vec<u16>> {
    let n = shape.size();
    let (row, col) = (usize::from(from[0]), usize::from(from[1]));
    let inner = |v: usize| (1..=n).contains(&v);
    let index = |r: usize, c: usize| (r * n + c) as u16;
    let cells: Vec<u16> = if inner(row) && (col == 0 || col == n + 1) {
        (0..n).map(|c| index(row - 1, c)).collect()
    } else if inner(col) && (row == 0 || row == n + 1) {
        (0..n).map(|r| index(r, col - 1)).collect()
    } else {
        return None;
    };
    Some(if row == n + 1 || col == n + 1 {
        cells.into_iter().rev().collect()
    } else {
        cells
    })
}

/// Where an outside clue over `cells` (at least two, in a straight line) is written, and the
/// step along them: one step back from the first cell.
pub fn outside_of(shape: Shape, cells: &[u16]) -> Option<([u8; 2], [i8; 2])> {
    let n = shape.size() as i32;
    let at = |c: u16| (i32::from(c) / n, i32::from(c) % n);
    let (r0, c0) = at(*cells.first()?);
    let (r1, c1) = at(*cells.get(1)?);
    let (dr, dc) = (r1 - r0, c1 - c0);
    let from = [
        u8::try_from(r0 - dr + 1).ok()?,
        u8::try_from(c0 - dc + 1).ok()?,
    ];
    Some((from, [i8::try_from(dr).ok()?, i8::try_from(dc).ok()?]))
}

/// Whether two cells are orthogonal neighbours.
pub fn orthogonal(shape: Shape, a: u16, b: u16) -> bool {
    let n = shape.size();
    let (a, b) = (usize::from(a), usize::from(b));
    (a / n).abs_diff(b / n) + (a % n).abs_diff(b % n) == 1
}

/// Whether two cells touch (a king's move apart).
fn touching(shape: Shape, a: u16, b: u16) -> bool {
    let n = shape.size();
    let (a, b) = (usize::from(a), usize::from(b));
    a != b && (a / n).abs_diff(b / n) <= 1 && (a % n).abs_diff(b % n) <= 1
}

/// Checks that every clue fits `shape`: cells inside the grid, lines whose cells touch and do
/// not repeat, dots and letters between neighbours, pills in one straight run, quadruples on
/// the four cells around a corner, clones of equal size, outside sums beside the grid.
pub fn check(shape: Shape, clues: &[Clue]) -> Result<(), RulesError> {
    let mut counts = std::collections::HashMap::new();
    for clue in clues {
        let kind = clue.kind();
        let count = counts.entry(kind).or_insert(0usize);
        *count += 1;
        let what = match clue {
            Clue::LittleKiller { from, .. } | Clue::Sandwich { from, .. } => {
                format!("{} {} (R{}C{})", kind.key(), count, from[0], from[1])
            }
            _ => format!("{} {}", kind.key(), count),
        };
        check_one(shape, clue, &what)?;
    }
    Ok(())
}

/// A clue error: `what` ("thermometer 2"), where it goes wrong and why.
fn clue_error(shape: Shape, what: &str, cell: Option<u16>, why: String) -> RulesError {
    RulesError::Clue {
        what: what.to_owned(),
        cell: cell.map(|c| shape.cell_at(usize::from(c))),
        why,
    }
}

/// Checks a line: at least `least` cells, each touching the one before, none twice.
fn check_line(shape: Shape, what: &str, cells: &[u16], least: usize) -> Result<(), RulesError> {
    let fail = |cell: Option<u16>, why: String| clue_error(shape, what, cell, why);
    if cells.len() < least {
        return Err(fail(
            cells.first().copied(),
            t!("clue-too-short", least = least),
        ));
    }
    for (k, pair) in cells.windows(2).enumerate() {
        if let [a, b] = pair
            && !touching(shape, *a, *b)
        {
            return Err(fail(Some(*b), t!("clue-line-breaks", step = k + 2)));
        }
    }
    for (k, c) in cells.iter().enumerate() {
        if cells.get(..k).is_some_and(|before| before.contains(c)) {
            return Err(fail(Some(*c), t!("clue-cell-twice")));
        }
    }
    Ok(())
}

fn check_one(shape: Shape, clue: &Clue, what: &str) -> Result<(), RulesError> {
    let n = shape.size();
    let fail = |cell: Option<u16>, why: String| clue_error(shape, what, cell, why);
    let cells = clue.cells(shape);
    if let Some(&c) = cells
        .iter()
        .find(|&&c| usize::from(c) >= shape.cell_count())
    {
        return Err(RulesError::CellOutside {
            what: what.to_owned(),
            cell: usize::from(c),
            size: n,
        });
    }
    let line = |cells: &[u16], least: usize| check_line(shape, what, cells, least);
    match clue {
        Clue::Thermometer(cells) | Clue::Renban(cells) | Clue::Palindrome(cells) => {
            line(cells, 2)?;
        }
        Clue::RegionSum(cells) => line(cells, 2)?,
        Clue::Whispers { cells, gap } => {
            line(cells, 2)?;
            if usize::from(*gap) == 0 || usize::from(*gap) >= n {
                return Err(fail(
                    cells.first().copied(),
                    t!("clue-bad-value", value = gap),
                ));
            }
        }
        Clue::Between(cells) => line(cells, 3)?,
        Clue::Arrow { circle, shaft } => {
            if circle.is_empty() || circle.len() > 3 || (circle.len() > 1 && n > 9) {
                return Err(fail(circle.first().copied(), t!("clue-bad-circle")));
            }
            let straight = |step: usize| circle.windows(2).all(|p| p[1] == p[0] + step as u16);
            if circle.len() > 1 && !straight(1) && !straight(n) {
                return Err(fail(circle.first().copied(), t!("clue-bad-circle")));
            }
            if let Some(&c) = shaft.iter().find(|c| circle.contains(c)) {
                return Err(fail(Some(c), t!("clue-cell-twice")));
            }
            line(shaft, 1)?;
            if let Some(&first) = shaft.first()
                && !circle.iter().any(|&c| touching(shape, c, first))
            {
                return Err(fail(Some(first), t!("clue-line-breaks", step = 2)));
            }
        }
        Clue::Difference { cells, value } | Clue::Ratio { cells, value } => {
            if !orthogonal(shape, cells[0], cells[1]) {
                return Err(fail(Some(cells[1]), t!("clue-not-neighbours")));
            }
            if *value == 0 || usize::from(*value) >= n.max(2) * 2 {
                return Err(fail(Some(cells[0]), t!("clue-bad-value", value = value)));
            }
        }
        Clue::Xv { cells, .. } => {
            if !orthogonal(shape, cells[0], cells[1]) {
                return Err(fail(Some(cells[1]), t!("clue-not-neighbours")));
            }
        }
        Clue::LittleKiller { .. } | Clue::Sandwich { .. } => check_outside(shape, clue, what)?,
        Clue::Odd(_) | Clue::Even(_) | Clue::Minimum(_) | Clue::Maximum(_) => {}
        Clue::Quadruple { cells, digits } => {
            let [a, b, c, d] = cells.map(usize::from);
            if b != a + 1 || c != a + n || d != c + 1 || a % n + 1 >= n {
                return Err(fail(Some(cells[0]), t!("clue-not-a-corner")));
            }
            if digits.is_empty() || digits.len() > 4 {
                return Err(fail(Some(cells[0]), t!("clue-quadruple-digits")));
            }
            if let Some(d) = digits.iter().find(|&&d| d == 0 || usize::from(d) > n) {
                return Err(fail(Some(cells[0]), t!("clue-bad-value", value = d)));
            }
        }
        Clue::Clone { cells, copies } => {
            if cells.is_empty() || cells.len() != copies.len() {
                return Err(fail(cells.first().copied(), t!("clue-clone-sizes")));
            }
        }
    }
    Ok(())
}

/// Checks a clue outside the grid: beside it, pointing into it, with a sum it can make.
fn check_outside(shape: Shape, clue: &Clue, what: &str) -> Result<(), RulesError> {
    let n = shape.size();
    let fail = |why: String| clue_error(shape, what, None, why);
    match clue {
        Clue::LittleKiller { from, step, .. } => {
            let beside = |v: u8| usize::from(v) <= n + 1;
            if !beside(from[0]) || !beside(from[1]) || clue.cells(shape).is_empty() {
                return Err(fail(t!("clue-points-nowhere")));
            }
            if step[0].abs() != 1 || step[1].abs() != 1 {
                return Err(fail(t!("clue-points-nowhere")));
            }
        }
        Clue::Sandwich { from, sum } => {
            if sandwich_line(shape, *from).is_none() {
                return Err(fail(t!("clue-points-nowhere")));
            }
            if n > 16 {
                return Err(fail(t!("clue-sandwich-size", size = n)));
            }
            let most: usize = (2..n).sum();
            if usize::from(*sum) > most {
                return Err(fail(t!("clue-bad-value", value = sum)));
            }
        }
        _ => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outside_clues_find_their_cells() {
        let nine = Shape::NINE;
        // R0C5 pointing down-left: r1c4, r2c3, r3c2, r4c1.
        assert_eq!(diagonal(nine, [0, 5], [1, -1]), vec![3, 11, 19, 27]);
        // R10C10 up-left: the whole main diagonal from the bottom.
        assert_eq!(diagonal(nine, [10, 10], [-1, -1]).len(), 9);
        assert_eq!(
            sandwich_line(nine, [0, 2]).unwrap_or_default()[..2],
            [1, 10]
        );
        assert_eq!(sandwich_line(nine, [3, 10]).unwrap_or_default()[0], 26);
        assert_eq!(sandwich_line(nine, [0, 0]), None);
        let killer = Clue::LittleKiller {
            from: [0, 5],
            step: [1, -1],
            sum: 20,
        };
        // Transposed: the clue moves beside row 5, pointing up-right.
        let map: Vec<usize> = (0..81).map(|c| (c % 9) * 9 + c / 9).collect();
        let moved = killer.moved(nine, nine, &map);
        assert_eq!(
            moved,
            Some(Clue::LittleKiller {
                from: [5, 0],
                step: [-1, 1],
                sum: 20
            })
        );
    }

    #[test]
    fn check_names_the_clue_and_the_cell() {
        let nine = Shape::NINE;
        let error = |clues: &[Clue]| check(nine, clues).map_err(|e| e.to_string());
        assert_eq!(error(&[Clue::Thermometer(vec![0, 1, 2])]), Ok(()));
        let broken = error(&[Clue::Thermometer(vec![0, 1]), Clue::Thermometer(vec![0, 2])]);
        assert!(
            broken.as_ref().is_err_and(|e| e.contains("thermometer 2")),
            "{broken:?}"
        );
        assert!(broken.is_err_and(|e| e.contains("r1c3")));
        let far = error(&[Clue::Difference {
            cells: [0, 10],
            value: 1,
        }]);
        assert!(far.is_err_and(|e| e.contains("difference 1")));
        let pill = error(&[Clue::Arrow {
            circle: vec![0, 10],
            shaft: vec![20],
        }]);
        assert!(pill.is_err_and(|e| e.contains("arrow 1")));
        let quad = error(&[Clue::Quadruple {
            cells: [8, 9, 17, 18],
            digits: vec![1],
        }]);
        assert!(quad.is_err());
        assert_eq!(
            error(&[Clue::Quadruple {
                cells: [0, 1, 9, 10],
                digits: vec![1, 1, 2],
            }]),
            Ok(())
        );
    }
}
