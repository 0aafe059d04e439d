//! The grid: a value per cell, and which cells are givens.

use super::{BoardError, Break, Cell, Constraints, Digit, Rules, Shape, Units};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Arc;

/// The rules of every classic grid.
static CLASSIC: Rules = Rules::CLASSIC;

/// A grid of one [`Shape`]: each cell empty or holding a digit, and a flag for the cells that
/// are givens (part of the puzzle, locked in play).
///
/// A grid carries the puzzle's [`Rules`] (classic unless set with [`Grid::with_rules`]), so
/// every layer that reads a grid reads its rules too.
///
/// A stored grid is read back only if it fits its shape: one value and one flag per cell, no
/// value above the side, no given on an empty cell, rules that fit the shape. Every method may
/// rely on that.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawGrid")]
pub struct Grid {
    shape: Shape,
    /// Row-major values, 0 for empty.
    values: Vec<u8>,
    /// Row-major flags: the cell is a given.
    givens: Vec<bool>,
    /// The rules beyond classic Sudoku, if any (shared: grids are cloned often).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rules: Option<Arc<Rules>>,
}

/// A grid as stored, before it is checked.
#[derive(Deserialize)]
struct RawGrid {
    shape: Shape,
    values: Vec<u8>,
    givens: Vec<bool>,
    #[serde(default)]
    rules: Option<Rules>,
}

impl TryFrom<RawGrid> for Grid {
    type Error = BoardError;

    fn try_from(raw: RawGrid) -> Result<Grid, BoardError> {
        let mut grid = Grid::from_values(raw.shape, &raw.values)?;
        let cells = raw.shape.cell_count();
        let fits = raw.givens.len() == cells
            && raw
                .givens
                .iter()
                .zip(&raw.values)
                .all(|(&given, &v)| !given || v != 0);
        if !fits {
            let flags = raw.givens.len();
            return Err(BoardError::BadGivens { flags, cells });
        }
        grid.givens = raw.givens;
        match raw.rules {
            Some(rules) => grid.with_rules(rules),
            None => Ok(grid),
        }
    }
}

/// Two cells of one unit that hold the same digit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Clash {
    /// The earlier cell in row-major order.
    pub first: Cell,
    /// The later cell.
    pub second: Cell,
    /// The digit both hold.
    pub digit: Digit,
}

impl fmt::Display for Clash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} and {} both hold {}",
            self.first, self.second, self.digit
        )
    }
}

impl Grid {
    /// An empty grid.
    pub fn empty(shape: Shape) -> Grid {
        Grid {
            shape,
            values: vec![0; shape.cell_count()],
            givens: vec![false; shape.cell_count()],
            rules: None,
        }
    }

    /// A puzzle from row-major values (0 for empty); every filled cell becomes a given.
    pub fn from_values(shape: Shape, values: &[u8]) -> Result<Grid, BoardError> {
        if values.len() != shape.cell_count() {
            return Err(BoardError::WrongCellCount {
                expected: shape.cell_count(),
                found: values.len(),
            });
        }
        if let Some(at) = values.iter().position(|&v| usize::from(v) > shape.size()) {
            return Err(BoardError::DigitOutOfRange {
                cell: shape.cell_at(at),
                value: usize::from(values[at]),
                size: shape.size(),
            });
        }
        Ok(Grid {
            shape,
            values: values.to_vec(),
            givens: values.iter().map(|&v| v != 0).collect(),
            rules: None,
        })
    }

    /// The same grid under `rules`, if they fit its shape (see [`Rules::check`]).
    pub fn with_rules(mut self, rules: Rules) -> Result<Grid, BoardError> {
        rules.check(self.shape)?;
        self.rules = (!rules.is_classic()).then(|| Arc::new(rules));
        Ok(self)
    }

    /// An empty grid of the same shape and rules.
    pub fn cleared(&self) -> Grid {
        Grid {
            rules: self.rules.clone(),
            ..Grid::empty(self.shape)
        }
    }

    /// The grid's shape.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The puzzle's rules ([`Rules::CLASSIC`] unless set).
    pub fn rules(&self) -> &Rules {
        self.rules.as_deref().unwrap_or(&CLASSIC)
    }

    /// Whether the grid is classic Sudoku (no rule beyond rows, columns and boxes).
    pub fn is_classic(&self) -> bool {
        self.rules.is_none()
    }

    /// The constraint tables of the grid's shape and rules.
    pub fn constraints(&self) -> Constraints {
        Constraints::new(self.shape, self.rules())
    }

    /// A grid of the same shape and rules with these row-major values, all givens.
    pub fn with_values(&self, values: &[u8]) -> Result<Grid, BoardError> {
        let mut grid = Grid::from_values(self.shape, values)?;
        grid.rules.clone_from(&self.rules);
        Ok(grid)
    }

    /// Row-major values, 0 for empty.
    pub fn values(&self) -> &[u8] {
        &self.values
    }

    /// The digit in a cell (`None` if empty or outside the grid).
    pub fn value(&self, cell: Cell) -> Option<Digit> {
        let index = self.shape.index_of(cell)?;
        Digit::new(self.values[index])
    }

    /// Whether a cell is a given.
    pub fn is_given(&self, cell: Cell) -> bool {
        self.shape.index_of(cell).is_some_and(|i| self.givens[i])
    }

    /// Sets a cell's value and marks it as a given (or clears it). Cells outside the grid and
    /// digits larger than the side are ignored.
    pub fn set_given(&mut self, cell: Cell, digit: Option<Digit>) {
        if let Some(index) = self.write(cell, digit) {
            self.givens[index] = digit.is_some();
        }
    }

    /// Sets a cell's value without making it a given (a player's or a solver's entry).
    /// Givens are left alone, as are cells outside the grid and digits larger than the side.
    pub fn set_value(&mut self, cell: Cell, digit: Option<Digit>) {
        if self.shape.index_of(cell).is_some_and(|i| !self.givens[i]) {
            self.write(cell, digit);
        }
    }

    fn write(&mut self, cell: Cell, digit: Option<Digit>) -> Option<usize> {
        let index = self.shape.index_of(cell)?;
        let value = digit.map_or(0, Digit::get);
        if usize::from(value) > self.shape.size() {
            return None;
        }
        self.values[index] = value;
        Some(index)
    }

    /// The same grid with only its givens: the puzzle behind a game or a solution.
    pub fn givens_only(&self) -> Grid {
        let values = self
            .values
            .iter()
            .zip(&self.givens)
            .map(|(&v, &g)| if g { v } else { 0 })
            .collect();
        Grid {
            shape: self.shape,
            values,
            givens: self.givens.clone(),
            rules: self.rules.clone(),
        }
    }

    /// How many cells are givens.
    pub fn given_count(&self) -> usize {
        self.givens.iter().filter(|&&g| g).count()
    }

    /// Whether every cell holds a digit.
    pub fn is_full(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// Whether the grid is full and breaks no rule.
    pub fn is_solved(&self) -> bool {
        self.is_full()
            && if self.is_classic() {
                self.clashes().is_empty()
            } else {
                self.breaks().is_empty()
            }
    }

    /// Everything the grid's values break under its rules (for classic grids, the clashes).
    pub fn breaks(&self) -> Vec<Break> {
        self.constraints().breaks(&self.values)
    }

    /// Whether `other` has the same shape and keeps every digit this grid holds.
    pub fn agrees_with(&self, other: &Grid) -> bool {
        self.shape == other.shape
            && self
                .values
                .iter()
                .zip(&other.values)
                .all(|(&mine, &theirs)| mine == 0 || mine == theirs)
    }

    /// Every pair of cells that hold the same digit where the rules forbid it (one unit, or,
    /// under variant rules, any two peers), each pair once, in row-major order of the first
    /// cell.
    pub fn clashes(&self) -> Vec<Clash> {
        if self.is_classic() {
            return self.clashes_with(&Units::new(self.shape));
        }
        self.breaks()
            .into_iter()
            .filter_map(|b| match b {
                Break::Repeat {
                    first,
                    second,
                    digit,
                } => Some(Clash {
                    first,
                    second,
                    digit,
                }),
                _ => None,
            })
            .collect()
    }

    /// [`Grid::clashes`] with unit tables the caller already has.
    pub fn clashes_with(&self, units: &Units) -> Vec<Clash> {
        let mut pairs = Vec::new();
        for unit in 0..units.unit_count() {
            let cells = units.unit(unit);
            for (k, &a) in cells.iter().enumerate() {
                let value = self.values[usize::from(a)];
                if value == 0 {
                    continue;
                }
                for &b in &cells[k + 1..] {
                    if self.values[usize::from(b)] == value {
                        pairs.push((a.min(b), a.max(b), value));
                    }
                }
            }
        }
        pairs.sort_unstable();
        pairs.dedup();
        pairs
            .into_iter()
            .filter_map(|(a, b, value)| {
                Some(Clash {
                    first: self.shape.cell_at(usize::from(a)),
                    second: self.shape.cell_at(usize::from(b)),
                    digit: Digit::new(value)?,
                })
            })
            .collect()
    }

    /// The grid reflected in its main diagonal (rows become columns); the boxes and the
    /// rules' regions and cages turn too.
    pub fn transposed(&self) -> Grid {
        let shape = self.shape.transposed();
        let n = shape.size();
        let mut out = Grid::empty(shape);
        let map: Vec<usize> = (0..self.values.len())
            .map(|i| (i % n) * n + i / n)
            .collect();
        for (i, &j) in map.iter().enumerate() {
            out.values[j] = self.values[i];
            out.givens[j] = self.givens[i];
        }
        // Both diagonals map onto themselves.
        out.rules = self
            .rules
            .as_ref()
            .and_then(|r| r.moved(self.shape, shape, &map))
            .map(Arc::new);
        out
    }

    /// The grid with every digit `d` replaced by `map[d - 1]`. `map` must be a permutation of
    /// `1..=N`, and the rules must not depend on the digits' values (no cage sums, not
    /// non-consecutive, no clue); otherwise the grid is returned unchanged.
    pub fn relabelled(&self, map: &[u8]) -> Grid {
        let n = self.shape.size();
        let mut seen = vec![false; n + 1];
        let is_permutation = map.len() == n
            && map.iter().all(|&d| {
                let d = usize::from(d);
                (1..=n).contains(&d) && !std::mem::replace(&mut seen[d], true)
            });
        let mut out = self.clone();
        let rules = self.rules();
        let by_value = rules.has_sums()
            || rules.non_consecutive
            || rules.negative_xv
            || rules.negative_ratio
            || !rules.clues.is_empty();
        if is_permutation && !by_value {
            for v in out.values.iter_mut().filter(|v| **v != 0) {
                *v = map[usize::from(*v) - 1];
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clash_in_row_and_box_is_reported_once() {
        let mut grid = Grid::empty(Shape::NINE);
        let five = Digit::new(5);
        grid.set_given(Cell::new(0, 0), five);
        grid.set_given(Cell::new(0, 1), five);
        let clashes = grid.clashes();
        assert_eq!(clashes.len(), 1);
        assert_eq!(clashes[0].to_string(), "r1c1 and r1c2 both hold 5");
    }

    #[test]
    fn from_values_checks_length_and_range() {
        assert_eq!(
            Grid::from_values(Shape::NINE, &[0; 80]),
            Err(BoardError::WrongCellCount {
                expected: 81,
                found: 80
            })
        );
        let mut values = [0u8; 16];
        values[5] = 5;
        let err = Grid::from_values(Shape::from_size(4).unwrap(), &values).unwrap_err();
        assert_eq!(err.to_string(), "r2c2 holds 5, larger than the grid size 4");
    }

    #[test]
    fn a_stored_grid_must_fit_its_shape() {
        let mut grid = Grid::empty(Shape::from_size(4).unwrap());
        grid.set_given(Cell::new(0, 0), Digit::new(3));
        grid.set_value(Cell::new(0, 1), Digit::new(4));
        let text = ron::to_string(&grid).unwrap();
        assert_eq!(ron::from_str::<Grid>(&text), Ok(grid));
        let bad = [
            text.replacen("3,4,", "3,", 1),   // a value short
            text.replacen("3,4,", "3,9,", 1), // a value above the side
            text.replacen("true,false,false,", "true,false,true,", 1), // a given on an empty cell
            text.replacen("true,false,", "true,", 1), // a flag short
        ];
        for bad in bad {
            assert!(ron::from_str::<Grid>(&bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn set_value_leaves_givens_alone() {
        let mut grid = Grid::empty(Shape::NINE);
        let cell = Cell::new(4, 4);
        grid.set_given(cell, Digit::new(3));
        grid.set_value(cell, Digit::new(7));
        assert_eq!(grid.value(cell), Digit::new(3));
        assert!(grid.is_given(cell));
    }

    #[test]
    fn transpose_twice_is_identity_and_turns_boxes() {
        let shape = Shape::new(2, 3).unwrap();
        let mut grid = Grid::empty(shape);
        grid.set_given(Cell::new(0, 5), Digit::new(4));
        let t = grid.transposed();
        assert_eq!(t.shape().box_rows(), 3);
        assert_eq!(t.value(Cell::new(5, 0)), Digit::new(4));
        assert_eq!(t.transposed(), grid);
    }
}
