//! A step: what one technique found, as data that can explain itself.

use super::{Candidates, Technique};
use crate::board::Digit;
use std::fmt::{self, Write};

/// What a marked candidate does in a pattern, for drawing it.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Role {
    /// Part of the pattern (a subset, a fish body, a wing, a rectangle).
    Pattern,
    /// A fin, an extra candidate, or the one candidate that breaks a deadly pattern.
    Fin,
    /// A chain node that is true, or the first colour.
    On,
    /// A chain node that is false, or the second colour.
    Off,
    /// A further group of the pattern (a second colour pair, an ALS), numbered from 0.
    Group(u8),
}

/// A candidate in a step's pattern: the cell, the digit, and its role.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct Mark {
    /// The cell index.
    pub cell: usize,
    /// The digit.
    pub digit: Digit,
    /// What it does.
    pub role: Role,
}

/// One end of a chain link: a digit in one cell or a group of cells.
#[derive(
    Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct Node {
    /// The cell indices (one, or several for a group node or an ALS).
    pub cells: Vec<usize>,
    /// The digit.
    pub digit: Digit,
}

/// A link of a chain, from the node that implies to the node implied.
#[derive(
    Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct Link {
    /// Where the link starts.
    pub from: Node,
    /// Where it ends.
    pub to: Node,
    /// Strong (if `from` is false, `to` is true) or weak (if `from` is true, `to` is false).
    pub strong: bool,
}

/// What a technique found: the pattern that proves it and what it changes.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Step {
    /// The technique.
    pub technique: Technique,
    /// The houses to look at (rows `0..N`, columns `N..2N`, boxes `2N..3N`).
    pub houses: Vec<usize>,
    /// The candidates of the pattern.
    pub marks: Vec<Mark>,
    /// The chain's links, in order (empty for patterns without links).
    pub links: Vec<Link>,
    /// Groups of cells to outline, each as one shape: a killer cage, or innies whose sum the
    /// step worked out (empty for most techniques).
    pub groups: Vec<Vec<usize>>,
    /// Digits placed: (cell, digit).
    pub placements: Vec<(usize, Digit)>,
    /// Candidates removed: (cell, digit).
    pub eliminations: Vec<(usize, Digit)>,
    /// One sentence saying why, made from the data above.
    pub explanation: String,
}

impl Step {
    /// A step of `technique` with nothing found yet.
    pub fn new(technique: Technique) -> Step {
        Step {
            technique,
            houses: Vec::new(),
            marks: Vec::new(),
            links: Vec::new(),
            groups: Vec::new(),
            placements: Vec::new(),
            eliminations: Vec::new(),
            explanation: String::new(),
        }
    }

    /// One digit's pattern and eliminations: `digit` in each cell of `pattern` marked as the
    /// pattern's, and removed from each cell of `gone`.
    pub fn one_digit(
        &mut self,
        digit: Digit,
        pattern: &crate::board::CellSet,
        gone: &crate::board::CellSet,
    ) {
        self.marks = pattern
            .iter()
            .map(|cell| Mark {
                cell,
                digit,
                role: Role::Pattern,
            })
            .collect();
        self.eliminations = gone.iter().map(|c| (c, digit)).collect();
    }

    /// Whether the step changes nothing.
    pub fn is_empty(&self) -> bool {
        self.placements.is_empty() && self.eliminations.is_empty()
    }

    /// Sorts and dedups the effects, so equal steps compare equal.
    pub fn normalise(&mut self) {
        self.placements.sort();
        self.placements.dedup();
        self.eliminations.sort();
        self.eliminations.dedup();
    }

    /// The effects as `r3c4=5, r1c2<>7` (placements first, then eliminations, each by cell).
    pub fn effects(&self, size: usize) -> String {
        let mut text = String::new();
        let effects = self
            .placements
            .iter()
            .map(|&(c, d)| (c, d, "="))
            .chain(self.eliminations.iter().map(|&(c, d)| (c, d, "<>")));
        for (i, (cell, digit, op)) in effects.enumerate() {
            if i > 0 {
                text.push_str(", ");
            }
            let _ = write!(text, "{}{op}{digit}", cell_name(cell, size));
        }
        text
    }

    /// `<Technique>: <effects>`, the line `shudu hint` prints.
    pub fn line(&self, size: usize) -> String {
        format!("{}: {}", self.technique, self.effects(size))
    }

    /// Applies the step's placements and eliminations to `grid`.
    pub fn apply(&self, grid: &mut Candidates) {
        for &(cell, digit) in &self.eliminations {
            grid.eliminate(cell, digit.index());
        }
        for &(cell, digit) in &self.placements {
            if grid.value(cell) == 0 {
                grid.place(cell, digit.index());
            }
        }
    }
}

/// `r3c7` for a cell index on a board of `size` digits.
pub fn cell_name(cell: usize, size: usize) -> String {
    let size = size.max(1);
    format!("r{}c{}", cell / size + 1, cell % size + 1)
}

/// `text` with every cell name in it (`r3c7`, as [`cell_name`] writes them) put in words:
/// `row 3, column 7` (in the current language). For the window's hints: a newcomer does not
/// read the notation that `shudu explain` and the forums use.
pub fn cells_in_words(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 2);
    let mut rest = text;
    while let Some(at) = rest.find('r') {
        let (before, from) = rest.split_at(at);
        out.push_str(before);
        // Not inside a word (Latin letters and figures: Chinese text runs into names).
        let word_start = !out
            .chars()
            .next_back()
            .is_some_and(|c| c.is_ascii_alphanumeric());
        match parse_cell_name(from).filter(|_| word_start) {
            Some((row, col, len)) => {
                out.push_str(&crate::t!("cell-in-words", row = &row, col = &col));
                rest = &from[len..];
            }
            None => {
                out.push('r');
                rest = &from[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// A cell name at the start of `text` (`r3c7`, not followed by a Latin letter or a figure): its row,
/// its column and its length in bytes.
fn parse_cell_name(text: &str) -> Option<(usize, usize, usize)> {
    let figures = |s: &str| s.bytes().take_while(u8::is_ascii_digit).count();
    let row_len = figures(text.get(1..)?);
    let after_row = text.get(1 + row_len..)?;
    let col_len = figures(after_row.strip_prefix('c')?);
    let len = 2 + row_len + col_len;
    let row = text.get(1..1 + row_len)?.parse().ok()?;
    let col = text.get(2 + row_len..len)?.parse().ok()?;
    let next = text.get(len..)?.chars().next();
    (!next.is_some_and(|c| c.is_ascii_alphanumeric())).then_some((row, col, len))
}

/// `row 3`, `column 7` or `box 2` for a house (`region 2`, `the main diagonal`, `window 1`
/// under variant rules), in the current language.
pub fn house_name(grid: &Candidates, house: usize) -> String {
    localise_house(&grid.houses().name(house))
}

/// A house's English name (as [`crate::board::Houses::name`] makes it: a word and a number,
/// or a diagonal) in the current language; a name of another form as it is.
fn localise_house(name: &str) -> String {
    match name {
        "the main diagonal" => return crate::t!("house-main-diagonal"),
        "the anti-diagonal" => return crate::t!("house-anti-diagonal"),
        _ => {}
    }
    let Some((word, n)) = name.rsplit_once(' ') else {
        return name.to_owned();
    };
    match word {
        "row" => crate::t!("house-row", n = n),
        "column" => crate::t!("house-column", n = n),
        "box" => crate::t!("house-box", n = n),
        "region" => crate::t!("house-region", n = n),
        "diagonal" => crate::t!("house-diagonal", n = n),
        "window" => crate::t!("house-window", n = n),
        "extra region" => crate::t!("house-extra", n = n),
        "cage" => crate::t!("house-cage", n = n),
        "house" => crate::t!("house-other", n = n),
        _ => name.to_owned(),
    }
}

/// Cell names joined with commas: `r1c2, r1c5`.
pub fn cell_list(cells: impl IntoIterator<Item = usize>, size: usize) -> String {
    join(cells.into_iter().map(|c| cell_name(c, size)))
}

/// A digit list: `3`, `3 and 7`, `1, 3 and 7`.
pub fn digit_list(digits: impl IntoIterator<Item = Digit>) -> String {
    let digits: Vec<String> = digits.into_iter().map(|d| d.to_string()).collect();
    and_list(digits)
}

/// Items as a list read out: `a`, `a and b`, `a, b and c` (in the current language).
pub fn and_list(items: Vec<String>) -> String {
    last_apart(items, |rest, last| {
        crate::t!("list-and", rest = rest, last = last)
    })
}

/// Items joined with "and" each time: `row 1 and box 2`.
pub fn and_join(items: impl IntoIterator<Item = String>) -> String {
    items
        .into_iter()
        .collect::<Vec<_>>()
        .join(&crate::t!("list-and-separator"))
}

/// A list of alternatives: `3`, `3 or 7`, `1, 3 or 7`.
pub fn or_list(items: Vec<String>) -> String {
    last_apart(items, |rest, last| {
        crate::t!("list-or", rest = rest, last = last)
    })
}

/// One item as it is; several as `with` puts the others (joined with commas) and the last.
fn last_apart(items: Vec<String>, with: impl Fn(String, &String) -> String) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => with(join(rest.iter().cloned()), last),
    }
}

/// Items joined with commas (the current language's list separator).
pub fn join(items: impl IntoIterator<Item = String>) -> String {
    items
        .into_iter()
        .collect::<Vec<_>>()
        .join(&crate::t!("list-separator"))
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.technique)
    }
}

/// The effects of a step as a sentence ending: `so r3c4 is 5` or `so 7 goes from r1c2, r1c3`.
pub fn effects_sentence(step: &Step, size: usize) -> String {
    let mut parts = Vec::new();
    for &(cell, digit) in &step.placements {
        parts.push(crate::t!(
            "effect-placed",
            cell = cell_name(cell, size),
            digit = digit.to_string()
        ));
    }
    let mut by_digit: Vec<(Digit, Vec<usize>)> = Vec::new();
    for &(cell, digit) in &step.eliminations {
        match by_digit.iter_mut().find(|(d, _)| *d == digit) {
            Some((_, cells)) => cells.push(cell),
            None => by_digit.push((digit, vec![cell])),
        }
    }
    for (digit, cells) in by_digit {
        parts.push(crate::t!(
            "effect-removed",
            digit = digit.to_string(),
            cells = cell_list(cells, size)
        ));
    }
    parts.join(&crate::t!("list-clause-separator"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, with_language};

    #[test]
    fn cell_names_read_in_words_and_nothing_else_changes() {
        with_language(Language::English, || {
            assert_eq!(
                cells_in_words("r5c1 and r12c16 hold 3; (3)r5c1=r5c7, not r5c1x, bar5c1 or rc1."),
                "row 5, column 1 and row 12, column 16 hold 3; (3)row 5, column 1=row 5, \
                 column 7, not r5c1x, bar5c1 or rc1."
            );
            assert_eq!(cells_in_words("rows r"), "rows r");
        });
        with_language(Language::SimplifiedChinese, || {
            assert_eq!(cells_in_words("在r5c1填3"), "在第 5 行第 1 列填3");
        });
    }
}
