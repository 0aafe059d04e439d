//! Rules put together by hand, one piece at a time: switches turned on and off, cages made of
//! chosen cells, jigsaw regions made one by one until they cover the grid.
//!
//! Each step is checked as it is made, so the rules stay fit for their shape ([`Rules::check`])
//! at every moment, and a step that does not fit is refused with the reason.
//!
//! ```
//! use shudu::board::{RulesDraft, Rules, Shape, Variant};
//!
//! let mut draft = RulesDraft::new(Shape::NINE, &Rules::CLASSIC);
//! draft.switch(Variant::AntiKnight, true).unwrap();
//! draft.add_cage(&[0, 1], Some(17)).unwrap();
//! assert!(draft.add_cage(&[1, 2], None).is_err(), "r1c2 is taken");
//! assert!(draft.add_cage(&[3, 4], Some(18)).is_err(), "two digits make at most 17");
//! assert_eq!(draft.rules().describe(), "Killer + Anti-knight");
//! ```

use super::rules::connected;
use super::{Cage, Clue, Rules, RulesError, Shape, Variant};

/// Rules being made by hand for a grid of one shape, with the jigsaw regions made so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RulesDraft {
    shape: Shape,
    /// The rules as they stand; `regions` only once the pieces cover the grid.
    rules: Rules,
    /// The jigsaw regions made so far, in the order made, each N cells (row-major indices).
    pieces: Vec<Vec<u16>>,
}

impl RulesDraft {
    /// A draft for a grid of `shape` that starts from `rules` (its regions become the pieces).
    pub fn new(shape: Shape, rules: &Rules) -> RulesDraft {
        let pieces = match &rules.regions {
            Some(map) => {
                let count = map.iter().map(|&r| usize::from(r) + 1).max().unwrap_or(0);
                (0..count)
                    .map(|r| {
                        let of_r = map
                            .iter()
                            .enumerate()
                            .filter(|&(_, &x)| usize::from(x) == r);
                        of_r.filter_map(|(i, _)| u16::try_from(i).ok()).collect()
                    })
                    .collect()
            }
            None => Vec::new(),
        };
        RulesDraft {
            shape,
            rules: rules.clone(),
            pieces,
        }
    }

    /// The rules as they stand (without regions until the pieces cover the grid).
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The jigsaw regions made so far.
    pub fn pieces(&self) -> &[Vec<u16>] {
        &self.pieces
    }

    /// Turns a rule that is on or off (see [`Rules::switch`]) on or off; `Ok(false)` for a
    /// variant that is no switch. Refused when the rule does not fit the shape (windoku on
    /// boxes that are not square).
    pub fn switch(&mut self, variant: Variant, on: bool) -> Result<bool, RulesError> {
        let mut next = self.rules.clone();
        if !next.switch(variant, on) {
            return Ok(false);
        }
        next.check(self.shape)?;
        self.rules = next;
        Ok(true)
    }

    /// Adds a cage over `cells` with an optional sum. Refused when its cells do not hold
    /// together, when one of them is in another cage, and when [`Rules::check`] refuses it
    /// (too many cells, a sum its cells cannot make).
    pub fn add_cage(&mut self, cells: &[u16], sum: Option<u16>) -> Result<(), RulesError> {
        let cage = Cage::new(cells.iter().copied(), sum);
        let anchor = self.shape.cell_at(cage.anchor().unwrap_or(0));
        let what = format!("the cage at {anchor}");
        if !connected(self.shape, &cage.cells) {
            return Err(RulesError::Apart { what });
        }
        let taken = self.rules.cages.iter().flat_map(|c| &c.cells);
        if let Some(cell) = first_shared(&cage.cells, taken) {
            let cell = self.shape.cell_at(usize::from(cell));
            return Err(RulesError::Overlap { what, cell });
        }
        self.amend(|rules| rules.cages.push(cage))
    }

    /// Applies `change` to a copy of the rules and keeps it if [`Rules::check`] accepts it;
    /// else the rules stay as they were.
    fn amend(&mut self, change: impl FnOnce(&mut Rules)) -> Result<(), RulesError> {
        let mut next = self.rules.clone();
        change(&mut next);
        next.check(self.shape)?;
        self.rules = next;
        Ok(())
    }

    /// Adds a clue (a thermometer, a dot, ...). Refused when [`Rules::check`] refuses it,
    /// naming the clue and the cell.
    pub fn add_clue(&mut self, clue: Clue) -> Result<(), RulesError> {
        self.amend(|rules| rules.clues.push(clue))
    }

    /// Adds a sum outside the grid (a little killer or a sandwich) in place of the sum of its
    /// kind already written at the same place along the same line, if any.
    pub fn replace_outside(&mut self, clue: Clue) -> Result<(), RulesError> {
        let same_line = |c: &Clue| match (c, &clue) {
            (
                Clue::LittleKiller { from, step, .. },
                Clue::LittleKiller {
                    from: at, step: to, ..
                },
            ) => from == at && step == to,
            (Clue::Sandwich { from, .. }, Clue::Sandwich { from: at, .. }) => from == at,
            _ => false,
        };
        self.amend(|rules| {
            rules.clues.retain(|c| !same_line(c));
            rules.clues.push(clue.clone());
        })
    }

    /// Takes away the sums written outside the grid at `from` (row and column, 0 to N+1); how
    /// many there were.
    pub fn remove_outside_at(&mut self, from: [u8; 2]) -> usize {
        let before = self.rules.clues.len();
        self.rules.clues.retain(|c| match c {
            Clue::LittleKiller { from: at, .. } | Clue::Sandwich { from: at, .. } => *at != from,
            _ => true,
        });
        before - self.rules.clues.len()
    }

    /// Takes away every clue on `cell` (a row-major index); how many there were.
    pub fn remove_clues_at(&mut self, cell: u16) -> usize {
        let before = self.rules.clues.len();
        let shape = self.shape;
        self.rules.clues.retain(|c| !c.cells(shape).contains(&cell));
        before - self.rules.clues.len()
    }

    /// Takes away the cage that holds `cell` (a row-major index); whether there was one.
    pub fn remove_cage_at(&mut self, cell: u16) -> bool {
        let before = self.rules.cages.len();
        self.rules.cages.retain(|c| !c.cells.contains(&cell));
        self.rules.cages.len() != before
    }

    /// Adds a jigsaw region over `cells`: N cells that hold together, none in a region made
    /// before. When the regions cover the grid they replace the boxes.
    pub fn add_region(&mut self, cells: &[u16]) -> Result<(), RulesError> {
        let mut cells = cells.to_vec();
        cells.sort_unstable();
        cells.dedup();
        let n = self.shape.size();
        let region = self.pieces.len() + 1;
        let outside = cells
            .iter()
            .find(|&&c| usize::from(c) >= self.shape.cell_count());
        if let Some(&cell) = outside {
            let what = format!("region {region}");
            let (cell, size) = (usize::from(cell), n);
            return Err(RulesError::CellOutside { what, cell, size });
        }
        if cells.len() != n || region > n {
            let cells = cells.len();
            return Err(RulesError::RegionSize {
                region,
                cells,
                size: n,
            });
        }
        let anchor = self.shape.cell_at(usize::from(cells[0]));
        let what = format!("the region at {anchor}");
        if !connected(self.shape, &cells) {
            return Err(RulesError::Apart { what });
        }
        if let Some(cell) = first_shared(&cells, self.pieces.iter().flatten()) {
            let cell = self.shape.cell_at(usize::from(cell));
            return Err(RulesError::Overlap { what, cell });
        }
        let mut next = self.clone();
        next.pieces.push(cells);
        if next.pieces.len() == n {
            let mut map = vec![0u8; self.shape.cell_count()];
            for (r, piece) in next.pieces.iter().enumerate() {
                for &cell in piece {
                    if let Some(slot) = map.get_mut(usize::from(cell)) {
                        // At most 25 regions: the number fits a byte.
                        *slot = u8::try_from(r).unwrap_or(u8::MAX);
                    }
                }
            }
            next.rules.regions = Some(map);
            next.rules.check(self.shape)?;
        }
        *self = next;
        Ok(())
    }

    /// Takes every jigsaw region away (the boxes stand again); whether there were any.
    pub fn clear_regions(&mut self) -> bool {
        let had = !self.pieces.is_empty();
        self.pieces.clear();
        self.rules.regions = None;
        had
    }
}

/// The first of `cells` that `taken` holds too.
fn first_shared<'a>(cells: &[u16], taken: impl Iterator<Item = &'a u16>) -> Option<u16> {
    let taken: Vec<u16> = taken.copied().collect();
    cells.iter().copied().find(|c| taken.contains(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn four() -> Shape {
        Shape::from_size(4).unwrap_or_default()
    }

    #[test]
    fn a_cage_must_hold_together_stay_apart_from_others_and_have_a_possible_sum() {
        let mut draft = RulesDraft::new(four(), &Rules::CLASSIC);
        let apart = draft.add_cage(&[0, 2], None).map_err(|e| e.to_string());
        assert_eq!(
            apart,
            Err(
                "the cage at r1c1 is not in one piece: each cell must share a side with another"
                    .into()
            )
        );
        assert_eq!(draft.add_cage(&[0, 4], Some(3)), Ok(()));
        let overlap = draft.add_cage(&[4, 5], None).map_err(|e| e.to_string());
        assert_eq!(
            overlap,
            Err("the cage at r2c1 overlaps another at r2c1".into())
        );
        let sum = draft.add_cage(&[1, 2], Some(8)).map_err(|e| e.to_string());
        assert_eq!(
            sum,
            Err("the cage at r1c2 has 2 cells, which add up to 3 to 7, not 8".into())
        );
        assert_eq!(draft.rules().cages.len(), 1, "refused cages leave no trace");
        assert!(draft.remove_cage_at(4));
        assert!(!draft.remove_cage_at(4));
        assert!(draft.rules().cages.is_empty());
    }

    #[test]
    fn regions_replace_the_boxes_once_they_cover_the_grid() {
        let mut draft = RulesDraft::new(four(), &Rules::CLASSIC);
        // Four rows as regions.
        for row in 0..3u16 {
            let cells: Vec<u16> = (0..4).map(|c| row * 4 + c).collect();
            assert_eq!(draft.add_region(&cells), Ok(()));
            assert_eq!(draft.rules().regions, None, "not yet");
        }
        let short = draft.add_region(&[12, 13, 14]).map_err(|e| e.to_string());
        assert_eq!(
            short,
            Err("region 4 has 3 cells; each of the 4 regions needs 4".into())
        );
        let taken = draft
            .add_region(&[8, 12, 13, 14])
            .map_err(|e| e.to_string());
        assert_eq!(
            taken,
            Err("the region at r3c1 overlaps another at r3c1".into())
        );
        assert_eq!(draft.add_region(&[12, 13, 14, 15]), Ok(()));
        let map: Vec<u8> = (0..16).map(|i| i / 4).collect();
        assert_eq!(draft.rules().regions, Some(map));
        assert_eq!(RulesDraft::new(four(), draft.rules()), draft);
        assert!(draft.clear_regions());
        assert_eq!(draft.rules().regions, None);
        assert!(draft.pieces().is_empty());
    }

    #[test]
    fn switches_turn_rules_on_and_off_where_the_shape_allows() {
        let mut draft = RulesDraft::new(Shape::NINE, &Rules::CLASSIC);
        assert_eq!(draft.switch(Variant::X, true), Ok(true));
        assert!(draft.rules().diagonal_down && draft.rules().diagonal_up);
        assert_eq!(draft.switch(Variant::Killer, true), Ok(false));
        assert_eq!(draft.switch(Variant::X, false), Ok(true));
        assert!(draft.rules().is_classic());
        let mut six = RulesDraft::new(Shape::new(2, 3).unwrap_or_default(), &Rules::CLASSIC);
        assert!(six.switch(Variant::Windoku, true).is_err());
        assert!(six.rules().is_classic());
    }
}
