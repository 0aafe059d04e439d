//! The rules of a puzzle as data: which groups of cells hold no digit twice, which cages add up
//! to what, and which pairs of cells may not hold certain digits together.
//!
//! Classic Sudoku is the special case with no extra rule ([`Rules::CLASSIC`]). The variants:
//! - **jigsaw**: irregular regions replace the boxes ([`Rules::regions`]);
//! - **X**: both main diagonals hold every digit once ([`Rules::diagonal_down`],
//!   [`Rules::diagonal_up`]);
//! - **windoku**: extra boxes, one cell in from each box corner ([`Rules::windoku`]);
//! - **extra regions**: any further groups a file gives, holding no digit twice
//!   ([`Rules::extra_regions`]);
//! - **killer**: cages of cells with no repeated digit and, optionally, a sum ([`Rules::cages`]);
//! - the global pair rules: **anti-knight** and **anti-king** (two cells a knight's or a king's
//!   move apart hold different digits) and **non-consecutive** (orthogonal neighbours hold digits
//!   that do not differ by one).
//!
//! [`Constraints`](super::Constraints) turns a shape and its rules into the tables the engines
//! read.

use super::clues::{self, Clue, ClueKind};
use super::{Cell, Shape};
use crate::t;
use serde::{Deserialize, Serialize};
use std::fmt;
use thiserror::Error;

/// A cage: cells that hold no digit twice and, if `sum` is set, add up to it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cage {
    /// The cells, as row-major indices, in increasing order.
    pub cells: Vec<u16>,
    /// The sum of its digits, if the puzzle gives one.
    #[serde(default)]
    pub sum: Option<u16>,
}

impl Cage {
    /// A cage over `cells` (any order, duplicates dropped) with an optional sum.
    pub fn new(cells: impl IntoIterator<Item = u16>, sum: Option<u16>) -> Cage {
        let mut cells: Vec<u16> = cells.into_iter().collect();
        cells.sort_unstable();
        cells.dedup();
        Cage { cells, sum }
    }

    /// The cage's first cell in reading order: where its sum is written.
    pub fn anchor(&self) -> Option<usize> {
        self.cells.first().map(|&c| usize::from(c))
    }
}

/// The rules of a puzzle beyond its shape. The default is classic Sudoku.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Rules {
    /// Jigsaw: the region (0 to N-1) of each cell, row-major, replacing the boxes.
    pub regions: Option<Vec<u8>>,
    /// The diagonal from the top-left to the bottom-right corner holds every digit once.
    pub diagonal_down: bool,
    /// The diagonal from the bottom-left to the top-right corner holds every digit once.
    pub diagonal_up: bool,
    /// Windoku: the extra boxes one cell in from the boxes' corners hold every digit once
    /// (square boxes only).
    pub windoku: bool,
    /// Further regions that hold no digit twice (every digit once if a region has N cells),
    /// as row-major indices.
    pub extra_regions: Vec<Vec<u16>>,
    /// Killer cages.
    pub cages: Vec<Cage>,
    /// Two cells a knight's move apart hold different digits.
    pub anti_knight: bool,
    /// Two cells a king's move apart (diagonal neighbours included) hold different digits.
    pub anti_king: bool,
    /// Orthogonal neighbours hold digits that do not differ by one (except where a kropki dot
    /// sits between them).
    pub non_consecutive: bool,
    /// The cells in the same place of each box hold every digit once (disjoint groups).
    pub disjoint_groups: bool,
    /// Every X and V is given: two neighbours with neither do not add up to 5 or 10.
    pub negative_xv: bool,
    /// Every black dot is given: two neighbours with no dot are not one twice the other.
    pub negative_ratio: bool,
    /// The Cracking the Cryptic rules drawn on the grid: thermometers, arrows, dots, ...
    pub clues: Vec<Clue>,
}

/// The variants Shudu generates and names, one rule each (ordered as declared, classic first).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum Variant {
    /// Classic Sudoku.
    Classic,
    /// Cages with sums.
    Killer,
    /// Irregular regions.
    Jigsaw,
    /// Both diagonals.
    X,
    /// Four extra boxes.
    Windoku,
    /// No digit a knight's move from itself.
    AntiKnight,
    /// No digit a king's move from itself.
    AntiKing,
    /// No consecutive digits side by side.
    NonConsecutive,
    /// Thermometers.
    Thermo,
    /// Arrows.
    Arrow,
    /// Kropki dots, all of them given.
    Kropki,
    /// X and V, all of them given.
    Xv,
    /// Little killer sums.
    LittleKiller,
    /// Sandwich sums.
    Sandwich,
    /// Renban lines.
    Renban,
    /// German whispers lines.
    Whispers,
}

/// Switches a rule of [`Rules`] on or off.
type SetRule = fn(&mut Rules, bool);

/// One row of the variant table ([`Variant::row`]).
struct VariantRow {
    /// The name on the command line and in files.
    name: &'static str,
    /// The name in the window, in the current language.
    label: fn() -> String,
    /// For a rule switched on and off: its name in the window, and how it is set.
    switch: Option<(fn() -> String, SetRule)>,
}

impl VariantRow {
    const fn new(name: &'static str, label: fn() -> String) -> VariantRow {
        VariantRow {
            name,
            label,
            switch: None,
        }
    }

    const fn switched(self, label: fn() -> String, set: SetRule) -> VariantRow {
        VariantRow {
            switch: Some((label, set)),
            ..self
        }
    }
}

impl Variant {
    /// Every variant, classic first.
    pub const ALL: [Variant; 16] = [
        Variant::Classic,
        Variant::Killer,
        Variant::Jigsaw,
        Variant::X,
        Variant::Windoku,
        Variant::AntiKnight,
        Variant::AntiKing,
        Variant::NonConsecutive,
        Variant::Thermo,
        Variant::Arrow,
        Variant::Kropki,
        Variant::Xv,
        Variant::LittleKiller,
        Variant::Sandwich,
        Variant::Renban,
        Variant::Whispers,
    ];

    /// The table: one row a variant, with every fact about it that is not a rule's data.
    fn row(self) -> VariantRow {
        match self {
            Variant::Classic => VariantRow::new("classic", || t!("variant-classic")),
            Variant::Killer => VariantRow::new("killer", || t!("variant-killer")),
            Variant::Jigsaw => VariantRow::new("jigsaw", || t!("variant-jigsaw")),
            Variant::X => VariantRow::new("x", || t!("variant-x")).switched(
                || t!("x-diagonals"),
                |r, on| {
                    r.diagonal_down = on;
                    r.diagonal_up = on;
                },
            ),
            Variant::Windoku => VariantRow::new("windoku", || t!("variant-windoku"))
                .switched(|| t!("windoku"), |r, on| r.windoku = on),
            Variant::AntiKnight => VariantRow::new("anti-knight", || t!("variant-anti-knight"))
                .switched(|| t!("anti-knight"), |r, on| r.anti_knight = on),
            Variant::AntiKing => VariantRow::new("anti-king", || t!("variant-anti-king"))
                .switched(|| t!("anti-king"), |r, on| r.anti_king = on),
            Variant::NonConsecutive => {
                VariantRow::new("non-consecutive", || t!("variant-non-consecutive"))
                    .switched(|| t!("non-consecutive"), |r, on| r.non_consecutive = on)
            }
            Variant::Thermo => VariantRow::new("thermo", || t!("variant-thermo")),
            Variant::Arrow => VariantRow::new("arrow", || t!("variant-arrow")),
            Variant::Kropki => VariantRow::new("kropki", || t!("variant-kropki")),
            Variant::Xv => VariantRow::new("xv", || t!("variant-xv")),
            Variant::LittleKiller => {
                VariantRow::new("little-killer", || t!("variant-little-killer"))
            }
            Variant::Sandwich => VariantRow::new("sandwich", || t!("variant-sandwich")),
            Variant::Renban => VariantRow::new("renban", || t!("variant-renban")),
            Variant::Whispers => VariantRow::new("whispers", || t!("variant-whispers")),
        }
    }

    /// Whether it is one of the Cracking the Cryptic rules drawn as clues (thermo, arrow,
    /// kropki, XV, little killer, sandwich, renban, whispers).
    pub fn is_clue(self) -> bool {
        self >= Variant::Thermo
    }

    /// The name on the command line and in files: `killer`, `anti-knight`, ...
    pub fn name(self) -> &'static str {
        self.row().name
    }

    /// The variant's name in the current language, for the window: "Killer", "杀手数独".
    pub fn label(self) -> String {
        (self.row().label)()
    }

    /// The variants whose rule is switched on or off (X, windoku, anti-knight, anti-king,
    /// non-consecutive), with the rule's name in the current language, as the window lists
    /// them while a puzzle is entered. Killer and jigsaw are made of cages and regions, and
    /// classic of no rule, so they are no switch.
    pub fn switches() -> Vec<(Variant, String)> {
        Variant::ALL
            .into_iter()
            .filter_map(|v| v.row().switch.map(|(label, _)| (v, label())))
            .collect()
    }

    /// The variant called `name` (as [`Variant::name`] gives it, any case).
    pub fn from_name(name: &str) -> Option<Variant> {
        Variant::ALL
            .into_iter()
            .find(|v| v.name().eq_ignore_ascii_case(name))
    }
}

/// The name in the current language, as [`Variant::label`].
impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label())
    }
}

/// Rules that do not fit a shape.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RulesError {
    /// The region map has the wrong length.
    #[error("{}", crate::t!("error-regions-name-cells-grid-has", found = .found, expected = .expected))]
    RegionCount {
        /// Cells in the grid.
        expected: usize,
        /// Entries in the map.
        found: usize,
    },
    /// A region has other than N cells (or a number at or above N).
    #[error("{}", crate::t!("error-region-has-cells-each-of", region = .region, cells = .cells, size = .size))]
    RegionSize {
        /// The region (1-based).
        region: usize,
        /// Cells it has.
        cells: usize,
        /// The side of the grid.
        size: usize,
    },
    /// Windoku needs square boxes.
    #[error("{}", crate::t!("error-windoku-needs-square-boxes-has", shape = .shape))]
    WindokuShape {
        /// The shape.
        shape: Shape,
    },
    /// A cage or an extra region names a cell outside the grid.
    #[error("{}", crate::t!("error-names-cell-outside-x-grid", what = .what, cell = .cell, size = .size))]
    CellOutside {
        /// "cage 3" or "extra region 2".
        what: String,
        /// The index found.
        cell: usize,
        /// The side.
        size: usize,
    },
    /// A cage or an extra region is empty or has more cells than digits.
    #[error("{}", crate::t!("error-has-cells-group-with-no", what = .what, cells = .cells, size = .size))]
    GroupSize {
        /// "cage 3" or "extra region 2".
        what: String,
        /// Cells it has.
        cells: usize,
        /// The side.
        size: usize,
    },
    /// A cage or a region whose cells do not hold together side by side.
    #[error("{}", crate::t!("error-is-not-in-one-piece", what = .what))]
    Apart {
        /// "the cage at r1c1" or "the region at r4c4".
        what: String,
    },
    /// A cage or a region that takes a cell another one has.
    #[error("{}", crate::t!("error-overlaps-another-at", what = .what, cell = .cell))]
    Overlap {
        /// "the cage at r1c1" or "the region at r4c4".
        what: String,
        /// The first cell both hold.
        cell: Cell,
    },
    /// A cage sum that its cells cannot make.
    #[error("{}", crate::t!("error-cage-at-has-cells-which", anchor = .anchor, cells = .cells, min = .min, max = .max, sum = .sum))]
    CageSum {
        /// The cage's first cell.
        anchor: Cell,
        /// Cells in the cage.
        cells: usize,
        /// The sum given.
        sum: usize,
        /// The smallest possible sum.
        min: usize,
        /// The largest possible sum.
        max: usize,
    },
    /// A clue that does not fit the grid.
    #[error("{}", crate::t!("error-clue", what = .what, at = .cell.map(|c| format!(" ({c})")).unwrap_or_default(), why = .why))]
    Clue {
        /// "thermometer 2" (the f-puzzles key and the clue's number among its kind).
        what: String,
        /// The cell where it goes wrong, if one does.
        cell: Option<Cell>,
        /// What is wrong, in words.
        why: String,
    },
}

impl Rules {
    /// Classic Sudoku: no rule beyond rows, columns and boxes.
    pub const CLASSIC: Rules = Rules {
        regions: None,
        diagonal_down: false,
        diagonal_up: false,
        windoku: false,
        extra_regions: Vec::new(),
        cages: Vec::new(),
        anti_knight: false,
        anti_king: false,
        non_consecutive: false,
        disjoint_groups: false,
        negative_xv: false,
        negative_ratio: false,
        clues: Vec::new(),
    };

    /// Whether these are the classic rules.
    pub fn is_classic(&self) -> bool {
        *self == Rules::CLASSIC
    }

    /// Whether any cage has a sum (a killer).
    pub fn has_sums(&self) -> bool {
        self.cages.iter().any(|c| c.sum.is_some())
    }

    /// Whether any Cracking the Cryptic rule holds: a clue, disjoint groups or a negative rule.
    pub fn has_clues(&self) -> bool {
        !self.clues.is_empty() || self.disjoint_groups || self.negative_xv || self.negative_ratio
    }

    /// Whether a clue is written outside the grid, so the board needs a margin.
    pub fn has_outside_clues(&self) -> bool {
        self.clues.iter().any(Clue::is_outside)
    }

    /// The kinds of clue present, each once, in [`ClueKind::ALL`] order.
    pub fn clue_kinds(&self) -> Vec<ClueKind> {
        let mut kinds: Vec<ClueKind> = self.clues.iter().map(Clue::kind).collect();
        kinds.sort_unstable();
        kinds.dedup();
        kinds
    }

    /// The variants these rules combine, in [`Variant::ALL`] order; `[Classic]` for none.
    pub fn variants(&self) -> Vec<Variant> {
        let has = |kind: ClueKind| self.clues.iter().any(|c| c.kind() == kind);
        let white = has(ClueKind::Difference);
        let found: Vec<Variant> = [
            (!self.cages.is_empty(), Variant::Killer),
            (self.regions.is_some(), Variant::Jigsaw),
            (self.diagonal_down && self.diagonal_up, Variant::X),
            (self.windoku, Variant::Windoku),
            (self.anti_knight, Variant::AntiKnight),
            (self.anti_king, Variant::AntiKing),
            // With white dots, non-consecutive is kropki's "every white dot is given".
            (self.non_consecutive && !white, Variant::NonConsecutive),
            (has(ClueKind::Thermometer), Variant::Thermo),
            (has(ClueKind::Arrow), Variant::Arrow),
            (white || has(ClueKind::Ratio), Variant::Kropki),
            (has(ClueKind::Xv) || self.negative_xv, Variant::Xv),
            (has(ClueKind::LittleKiller), Variant::LittleKiller),
            (has(ClueKind::Sandwich), Variant::Sandwich),
            (has(ClueKind::Renban), Variant::Renban),
            (has(ClueKind::Whispers), Variant::Whispers),
        ]
        .into_iter()
        .filter_map(|(on, v)| on.then_some(v))
        .collect();
        if found.is_empty() && self.is_classic() {
            vec![Variant::Classic]
        } else {
            found
        }
    }

    /// A short description for a status line, in the current language: "Killer",
    /// "Jigsaw + Sudoku X", "Classic + extra regions".
    pub fn describe(&self) -> String {
        self.words().join(" + ")
    }

    /// [`Rules::describe`] in at most `width` columns (a Chinese character takes two) where it
    /// can: the first rules named and the rest counted ("Thermometer + 17 more"), for a line
    /// that must stay short. The first rule is always named.
    pub fn describe_short(&self, width: usize) -> String {
        let words = self.words();
        let all = words.join(" + ");
        if unicode_width::UnicodeWidthStr::width(all.as_str()) <= width {
            return all;
        }
        let mut named = words.len().saturating_sub(1);
        loop {
            let more = t!("rules-and-more", count = words.len() - named);
            let mut line: Vec<String> = words.iter().take(named).cloned().collect();
            line.push(more);
            let line = line.join(" + ");
            if named <= 1 || unicode_width::UnicodeWidthStr::width(line.as_str()) <= width {
                return line;
            }
            named -= 1;
        }
    }

    /// The rules' names, one a rule.
    fn words(&self) -> Vec<String> {
        // The clue rules are named by their kinds below; non-consecutive also beside white dots.
        let variants = self.variants();
        let mut words: Vec<String> = variants
            .iter()
            .filter(|v| !v.is_clue())
            .map(|v| v.label())
            .collect();
        // Kropki with every dot given (non-consecutive beside white dots, no black dot unless
        // shown) is one rule to a player.
        let all_dots =
            self.non_consecutive && self.negative_ratio && variants.contains(&Variant::Kropki);
        if all_dots {
            words.push(t!("rules-kropki-all-dots"));
        } else if self.non_consecutive && !variants.contains(&Variant::NonConsecutive) {
            words.push(Variant::NonConsecutive.label());
        }
        if self.diagonal_down != self.diagonal_up {
            words.push(t!("rules-one-diagonal"));
        }
        if !self.extra_regions.is_empty() {
            words.push(t!("rules-extra-regions"));
        }
        if self.disjoint_groups {
            words.push(t!("rules-disjoint-groups"));
        }
        let dots = [ClueKind::Difference, ClueKind::Ratio];
        let kinds = self.clue_kinds().into_iter();
        words.extend(
            kinds
                .filter(|k| !(all_dots && dots.contains(k)))
                .map(ClueKind::label),
        );
        if self.negative_xv {
            words.push(t!("rules-negative-xv"));
        }
        if self.negative_ratio && !all_dots {
            words.push(t!("rules-negative-ratio"));
        }
        if words.is_empty() {
            words.push(Variant::Classic.label());
        }
        words
    }

    /// Whether the rule that `variant` names holds (killer: any cage; jigsaw: regions;
    /// classic: no rule at all).
    pub fn has(&self, variant: Variant) -> bool {
        self.variants().contains(&variant)
    }

    /// Switches a rule that is on or off (X, windoku, anti-knight, anti-king,
    /// non-consecutive); whether `variant` is such a rule. Killer and jigsaw are made of cages
    /// and regions, and classic of no rule, so they are no switch.
    pub fn switch(&mut self, variant: Variant, on: bool) -> bool {
        let Some((_, set)) = variant.row().switch else {
            return false;
        };
        set(self, on);
        true
    }

    /// Checks that the rules fit `shape`: a region map of N regions of N cells, cages and
    /// extra regions inside the grid with 1 to N cells, sums their cells can make, windoku
    /// only with square boxes.
    pub fn check(&self, shape: Shape) -> Result<(), RulesError> {
        let n = shape.size();
        if let Some(regions) = &self.regions {
            if regions.len() != shape.cell_count() {
                return Err(RulesError::RegionCount {
                    expected: shape.cell_count(),
                    found: regions.len(),
                });
            }
            let mut sizes = vec![0usize; n];
            for &r in regions {
                match sizes.get_mut(usize::from(r)) {
                    Some(count) => *count += 1,
                    None => {
                        let cells = regions.iter().filter(|&&x| x == r).count();
                        let region = usize::from(r) + 1;
                        return Err(RulesError::RegionSize {
                            region,
                            cells,
                            size: n,
                        });
                    }
                }
            }
            if let Some((region, &cells)) = sizes.iter().enumerate().find(|(_, c)| **c != n) {
                let region = region + 1;
                return Err(RulesError::RegionSize {
                    region,
                    cells,
                    size: n,
                });
            }
        }
        if self.disjoint_groups && self.regions.is_some() {
            return Err(RulesError::Clue {
                what: "disjointgroups".into(),
                cell: None,
                why: t!("clue-disjoint-jigsaw"),
            });
        }
        if self.windoku && shape.box_rows() != shape.box_cols() {
            return Err(RulesError::WindokuShape { shape });
        }
        for (k, region) in self.extra_regions.iter().enumerate() {
            check_group(shape, &format!("extra region {}", k + 1), region)?;
        }
        for (k, cage) in self.cages.iter().enumerate() {
            check_group(shape, &format!("cage {}", k + 1), &cage.cells)?;
            if let Some(sum) = cage.sum {
                let cells = cage.cells.len();
                let min = cells * (cells + 1) / 2;
                let max = cells * (2 * n + 1 - cells) / 2;
                let sum = usize::from(sum);
                if !(min..=max).contains(&sum) {
                    let anchor = shape.cell_at(cage.anchor().unwrap_or(0));
                    return Err(RulesError::CageSum {
                        anchor,
                        cells,
                        sum,
                        min,
                        max,
                    });
                }
            }
        }
        clues::check(shape, &self.clues)
    }

    /// The rules with every cell moved by `map` (old row-major index to new), for grids that
    /// are turned or mirrored. `None` if the regions or a cage would not survive (`map` is not
    /// a permutation of the cells).
    pub fn moved(&self, shape: Shape, moved_shape: Shape, map: &[usize]) -> Option<Rules> {
        let cell = |c: u16| map.get(usize::from(c)).and_then(|&m| u16::try_from(m).ok());
        let group = |cells: &[u16]| -> Option<Vec<u16>> {
            let mut moved: Vec<u16> = cells.iter().map(|&c| cell(c)).collect::<Option<_>>()?;
            moved.sort_unstable();
            Some(moved)
        };
        let regions = match &self.regions {
            None => None,
            Some(regions) => {
                let mut out = vec![0u8; regions.len()];
                for (from, &r) in regions.iter().enumerate() {
                    *out.get_mut(*map.get(from)?)? = r;
                }
                Some(out)
            }
        };
        Some(Rules {
            regions,
            extra_regions: self
                .extra_regions
                .iter()
                .map(|r| group(r))
                .collect::<Option<_>>()?,
            cages: self
                .cages
                .iter()
                .map(|c| Some(Cage::new(group(&c.cells)?, c.sum)))
                .collect::<Option<_>>()?,
            clues: self
                .clues
                .iter()
                .map(|c| c.moved(shape, moved_shape, map))
                .collect::<Option<_>>()?,
            ..self.clone()
        })
    }
}

/// Whether `cells` (row-major indices of a grid of `shape`) hold together through shared
/// sides. No cells hold together trivially.
pub fn connected(shape: Shape, cells: &[u16]) -> bool {
    let n = shape.size();
    let Some(&first) = cells.first() else {
        return true;
    };
    let mut reached = vec![first];
    let mut at = 0;
    while let Some(&cell) = reached.get(at) {
        at += 1;
        let (row, col) = (usize::from(cell) / n, usize::from(cell) % n);
        for &other in cells {
            let b = usize::from(other);
            let steps = row.abs_diff(b / n) + col.abs_diff(b % n);
            if steps == 1 && !reached.contains(&other) {
                reached.push(other);
            }
        }
    }
    reached.len() == cells.len()
}

/// Checks that a group lies inside the grid and holds 1 to N cells.
fn check_group(shape: Shape, what: &str, cells: &[u16]) -> Result<(), RulesError> {
    let n = shape.size();
    if let Some(&cell) = cells
        .iter()
        .find(|&&c| usize::from(c) >= shape.cell_count())
    {
        return Err(RulesError::CellOutside {
            what: what.to_owned(),
            cell: usize::from(cell),
            size: n,
        });
    }
    if cells.is_empty() || cells.len() > n {
        return Err(RulesError::GroupSize {
            what: what.to_owned(),
            cells: cells.len(),
            size: n,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classic_is_the_default_and_names_itself() {
        assert!(Rules::default().is_classic());
        assert_eq!(Rules::CLASSIC.variants(), [Variant::Classic]);
        assert_eq!(Rules::CLASSIC.describe(), "Classic");
        let x = Rules {
            diagonal_down: true,
            diagonal_up: true,
            anti_knight: true,
            ..Rules::CLASSIC
        };
        assert_eq!(x.describe(), "Sudoku X + Anti-knight");
        for v in Variant::ALL {
            assert_eq!(Variant::from_name(v.name()), Some(v));
        }
    }

    #[test]
    fn check_refuses_regions_cages_and_sums_that_do_not_fit() {
        let shape = Shape::from_size(4).unwrap_or_default();
        let mut regions: Vec<u8> = (0..16).map(|i| (i / 4) as u8).collect();
        let rows = Rules {
            regions: Some(regions.clone()),
            ..Rules::CLASSIC
        };
        assert_eq!(rows.check(shape), Ok(()));
        regions[0] = 1;
        let uneven = Rules {
            regions: Some(regions),
            ..Rules::CLASSIC
        };
        assert_eq!(
            uneven.check(shape).map_err(|e| e.to_string()),
            Err("region 1 has 3 cells; each of the 4 regions needs 4".into())
        );
        let cage = |cells: &[u16], sum| Rules {
            cages: vec![Cage::new(cells.iter().copied(), sum)],
            ..Rules::CLASSIC
        };
        assert_eq!(cage(&[0, 1], Some(7)).check(shape), Ok(()));
        assert!(cage(&[0, 1], Some(8)).check(shape).is_err());
        assert!(cage(&[0, 16], None).check(shape).is_err());
        assert!(cage(&[], None).check(shape).is_err());
        let windoku = Rules {
            windoku: true,
            ..Rules::CLASSIC
        };
        assert!(windoku.check(Shape::new(2, 3).unwrap_or_default()).is_err());
    }
}
