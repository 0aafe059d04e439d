//! House tables: the rows, columns and boxes of a shape as cell lists and [`CellSet`]s, the
//! houses of each cell, each cell's peers, and the houses two cells share.
//!
//! Houses are numbered rows `0..N`, columns `N..2N`, boxes `2N..3N`, and a cell's houses
//! always come in that order (row, column, box), so "the first house two cells share" means
//! the same thing everywhere. Under variant rules ([`Houses::for_rules`]) jigsaw regions take
//! the boxes' place, the other houses that hold every digit (diagonals, windows, extra regions
//! of N cells) come after the boxes as [`HouseKind::Extra`], and the peers are the rules'
//! (cages, a knight's or king's move).

use super::{CellSet, Constraints, GroupKind, Rules, Shape, Units};
use std::sync::Arc;

/// What a house is: row, column or box.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum HouseKind {
    /// A row.
    Row,
    /// A column.
    Col,
    /// A box (or, in a jigsaw, a region).
    Box,
    /// A further house of a variant: a diagonal, a windoku window, an extra region.
    Extra,
}

/// The houses and peers of one shape, as cell lists and cell sets. Built once per grid.
#[derive(Debug, Clone)]
pub struct Houses {
    shape: Shape,
    /// The cells of each house: rows `0..N`, columns `N..2N`, boxes `2N..3N`.
    cells: Vec<Vec<usize>>,
    sets: Vec<CellSet>,
    /// Each cell's peers.
    peers: Vec<CellSet>,
    /// Each cell's row, column and box house.
    of_cell: Vec<[usize; 3]>,
    /// What each house is, and its name ("row 3", "region 2", "the main diagonal").
    kinds: Vec<(HouseKind, String)>,
    /// Under variant rules: the rules' tables, and each cell's peers through a shared house
    /// or cage only (without a knight's or king's move).
    variant: Option<Arc<VariantTables>>,
}

/// What [`Houses`] keeps of variant rules.
#[derive(Debug)]
struct VariantTables {
    constraints: Constraints,
    group_peers: Vec<CellSet>,
}

impl Houses {
    /// The tables of `shape`.
    pub fn new(shape: Shape) -> Houses {
        let units = Units::new(shape);
        let cells: Vec<Vec<usize>> = (0..units.unit_count())
            .map(|u| units.unit(u).iter().map(|&c| usize::from(c)).collect())
            .collect();
        let peers = (0..shape.cell_count())
            .map(|c| units.peers(c).iter().map(|&p| usize::from(p)).collect())
            .collect();
        let n = shape.size();
        let of_cell = shape
            .cells()
            .map(|cell| [cell.row(), n + cell.col(), 2 * n + shape.box_of(cell)])
            .collect();
        let kinds = (0..3 * n)
            .map(|h| {
                let (kind, word) = [(HouseKind::Row, "row"), (HouseKind::Col, "column")]
                    .get(h / n)
                    .copied()
                    .unwrap_or((HouseKind::Box, "box"));
                (kind, format!("{word} {}", h % n + 1))
            })
            .collect();
        Houses::from_parts(shape, cells, peers, of_cell, kinds)
    }

    /// The tables of `shape` under `rules`: rows, columns, boxes or jigsaw regions, then the
    /// other houses that hold every digit; peers as the rules make them.
    pub fn for_rules(shape: Shape, rules: &Rules) -> Houses {
        if rules.is_classic() {
            return Houses::new(shape);
        }
        let constraints = Constraints::new(shape, rules);
        let houses = constraints.houses();
        let cells: Vec<Vec<usize>> = houses
            .iter()
            .map(|h| h.cells.iter().map(|&c| usize::from(c)).collect())
            .collect();
        let peers = (0..shape.cell_count())
            .map(|c| {
                constraints
                    .peers(c)
                    .iter()
                    .map(|&p| usize::from(p))
                    .collect()
            })
            .collect();
        let mut group_peers = vec![CellSet::EMPTY; shape.cell_count()];
        for group in constraints.groups() {
            for &a in &group.cells {
                if let Some(set) = group_peers.get_mut(usize::from(a)) {
                    group.cells.iter().for_each(|&b| set.insert(usize::from(b)));
                }
            }
        }
        for (c, set) in group_peers.iter_mut().enumerate() {
            set.remove(c);
        }
        let n = shape.size();
        let mut of_cell = vec![[0; 3]; shape.cell_count()];
        for (h, house) in cells.iter().enumerate().take(3 * n) {
            for &c in house {
                if let Some(slot) = of_cell.get_mut(c) {
                    slot[h / n] = h;
                }
            }
        }
        let mut count = std::collections::HashMap::new();
        let kinds = houses
            .iter()
            .map(|h| {
                let k = count.entry(h.kind).or_insert(0usize);
                *k += 1;
                let kind = match h.kind {
                    GroupKind::Row => HouseKind::Row,
                    GroupKind::Col => HouseKind::Col,
                    GroupKind::Box | GroupKind::Region => HouseKind::Box,
                    _ => HouseKind::Extra,
                };
                let name = match h.kind {
                    GroupKind::Diagonal if h.cells.first() == Some(&0) => {
                        "the main diagonal".into()
                    }
                    GroupKind::Diagonal => "the anti-diagonal".into(),
                    other => format!("{} {k}", other.noun()),
                };
                (kind, name)
            })
            .collect();
        let mut houses = Houses::from_parts(shape, cells, peers, of_cell, kinds);
        houses.variant = Some(Arc::new(VariantTables {
            constraints,
            group_peers,
        }));
        houses
    }

    /// The tables from each house's cells, each cell's peers and houses, and each house's kind
    /// and name (the cell sets follow from the cells).
    fn from_parts(
        shape: Shape,
        cells: Vec<Vec<usize>>,
        peers: Vec<CellSet>,
        of_cell: Vec<[usize; 3]>,
        kinds: Vec<(HouseKind, String)>,
    ) -> Houses {
        let sets = cells.iter().map(|h| h.iter().copied().collect()).collect();
        Houses {
            shape,
            cells,
            sets,
            peers,
            of_cell,
            kinds,
            variant: None,
        }
    }

    /// The constraint tables of the variant rules (cages and their sums, the non-consecutive
    /// neighbours), `None` for classic Sudoku.
    pub fn constraints(&self) -> Option<&Constraints> {
        self.variant.as_deref().map(|v| &v.constraints)
    }

    /// The peers of `cell` through a shared house or cage: [`Houses::peers`] without the cells
    /// a knight's or king's move away.
    pub fn group_peers(&self, cell: usize) -> CellSet {
        match &self.variant {
            Some(v) => v.group_peers.get(cell).copied().unwrap_or_default(),
            None => self.peers(cell),
        }
    }

    /// The shape these tables describe.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// How many houses there are (`3N`, and the variant's further houses).
    pub fn count(&self) -> usize {
        self.cells.len()
    }

    /// The cells of house `h`, in order (empty for a house that does not exist).
    pub fn cells(&self, h: usize) -> &[usize] {
        self.cells.get(h).map_or(&[], Vec::as_slice)
    }

    /// The cells of house `h` as a set.
    pub fn set(&self, h: usize) -> CellSet {
        self.sets.get(h).copied().unwrap_or_default()
    }

    /// What house `h` is.
    pub fn kind(&self, h: usize) -> HouseKind {
        self.kinds.get(h).map_or(HouseKind::Extra, |k| k.0)
    }

    /// The name of house `h`: "row 3", "column 7", "box 2", "region 4", "the main diagonal",
    /// "window 1".
    pub fn name(&self, h: usize) -> String {
        self.kinds
            .get(h)
            .map_or_else(|| format!("house {}", h + 1), |k| k.1.clone())
    }

    /// The row, column and box houses of `cell`.
    pub fn of(&self, cell: usize) -> [usize; 3] {
        self.of_cell.get(cell).copied().unwrap_or([0; 3])
    }

    /// The peers of `cell` (the other cells that share a house with it).
    pub fn peers(&self, cell: usize) -> CellSet {
        self.peers.get(cell).copied().unwrap_or_default()
    }

    /// The houses two cells share, in row, column, box order.
    pub fn shared(&self, a: usize, b: usize) -> impl Iterator<Item = usize> + use<> {
        shared_houses(self.of(a), self.of(b))
    }

    /// The first house (row, column, box) that holds every cell of `cells`, if any.
    pub fn common(&self, cells: &CellSet) -> Option<usize> {
        let first = cells.first()?;
        self.of(first)
            .into_iter()
            .find(|&h| cells.is_subset(&self.set(h)))
    }
}

/// The houses two cells share, given each cell's houses in row, column, box order (as
/// [`Houses::of`] or a fixed 9x9 table gives them): the houses of `a` that are also `b`'s.
///
/// ```
/// use shudu::board::shared_houses;
///
/// // r1c1 and r1c3 share row 0 and box 18 (the first box of a 9x9 grid).
/// let shared: Vec<u8> = shared_houses([0u8, 9, 18], [0, 11, 18]).collect();
/// assert_eq!(shared, [0, 18]);
/// ```
#[inline]
pub fn shared_houses<H: Copy + PartialEq>(a: [H; 3], b: [H; 3]) -> impl Iterator<Item = H> {
    (0..3).filter(move |&k| a[k] == b[k]).map(move |k| a[k])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn houses_of_a_cell_hold_it_and_two_cells_share_the_right_houses() {
        let houses = Houses::new(Shape::NINE);
        assert_eq!(houses.count(), 27);
        for cell in 0..81 {
            for h in houses.of(cell) {
                assert!(houses.set(h).contains(cell));
            }
        }
        assert_eq!(houses.shared(0, 2).collect::<Vec<_>>(), [0, 18]);
        assert_eq!(houses.shared(0, 80).count(), 0);
        assert_eq!(houses.kind(9), HouseKind::Col);
        let pair: CellSet = [0, 10].into_iter().collect();
        assert_eq!(houses.common(&pair), Some(18));
        assert_eq!(houses.common(&CellSet::EMPTY), None);
    }
}
