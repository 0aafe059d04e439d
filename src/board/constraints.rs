//! The tables every engine reads for a shape and its [`Rules`]: the houses (groups that hold
//! every digit once), the other groups with no repeated digit, each cell's peers (every cell
//! that may not hold its digit), the neighbours the non-consecutive rule joins, and the cages
//! with sums; and what breaks them in a grid of values.

use super::clue_breaks::clue_breaks;
use super::relations::{Relation, dotted_pairs, relations};
use super::{Cell, CellSet, Clue, ClueKind, Digit, Rules, Shape};
use std::fmt;
use std::sync::OnceLock;

/// What a group of cells is, for drawing and for explaining.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GroupKind {
    /// A row.
    Row,
    /// A column.
    Col,
    /// A box.
    Box,
    /// A jigsaw region.
    Region,
    /// One of the two main diagonals.
    Diagonal,
    /// A windoku window.
    Window,
    /// An extra region from a file.
    Extra,
    /// A killer cage.
    Cage,
    /// The cells in the same place of each box (disjoint groups).
    Disjoint,
    /// A thermometer or a renban line: no digit twice on it.
    Line,
}

impl GroupKind {
    /// The word players use: "row", "jigsaw region", "diagonal", ...
    pub fn noun(self) -> &'static str {
        match self {
            GroupKind::Row => "row",
            GroupKind::Col => "column",
            GroupKind::Box => "box",
            GroupKind::Region => "region",
            GroupKind::Diagonal => "diagonal",
            GroupKind::Window => "window",
            GroupKind::Extra => "extra region",
            GroupKind::Cage => "cage",
            GroupKind::Disjoint => "disjoint group",
            GroupKind::Line => "line",
        }
    }
}

/// A group of cells that holds no digit twice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Group {
    /// What it is.
    pub kind: GroupKind,
    /// Its cells, row-major indices in increasing order.
    pub cells: Vec<u16>,
}

/// A cage with a sum, as the engines read it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SumCage {
    /// Its cells, row-major indices in increasing order.
    pub cells: Vec<u16>,
    /// The sum of its digits.
    pub sum: u16,
}

/// The constraint tables of one shape and its rules. Built once per grid.
#[derive(Debug, Clone)]
pub struct Constraints {
    shape: Shape,
    /// Every group with no repeated digit: the houses first (they hold every digit once: rows,
    /// columns, boxes or regions, diagonals, windows, extra regions of N cells), then the rest.
    groups: Vec<Group>,
    /// How many of `groups` are houses.
    houses: usize,
    /// Each cell's peers: cells of a shared group and, under anti-knight or anti-king, the
    /// cells a move away.
    peers: Vec<Vec<u16>>,
    /// Each cell's orthogonal neighbours, if the non-consecutive rule holds (else empty).
    neighbours: Vec<Vec<u16>>,
    /// The cages with sums.
    sums: Vec<SumCage>,
    /// The clues drawn on the grid.
    clues: Vec<Clue>,
    /// The negative XV and ratio rules.
    negatives: [bool; 2],
    /// The two-cell rules of the clues, one table a pair: made when first asked for (the
    /// engines ask; the conflicts the window checks every frame do not).
    relations: OnceLock<Vec<Relation>>,
    /// Each cell's box or jigsaw region.
    region_of: Vec<u8>,
}

/// A way a grid of values breaks the rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Break {
    /// Two peers hold the same digit.
    Repeat {
        /// The earlier cell in reading order.
        first: Cell,
        /// The later cell.
        second: Cell,
        /// The digit both hold.
        digit: Digit,
    },
    /// Two orthogonal neighbours hold consecutive digits under the non-consecutive rule.
    Consecutive {
        /// The earlier cell.
        first: Cell,
        /// The later cell.
        second: Cell,
    },
    /// A clue the digits break.
    Clue {
        /// The clue's kind; `None` for two neighbours that a negative rule (no X or V, no
        /// black dot between them) forbids.
        kind: Option<ClueKind>,
        /// The clue's cells.
        cells: Vec<Cell>,
    },
    /// A cage's digits add up to more than its sum, or, when it is full, to another sum.
    CageSum {
        /// The cage's cells.
        cells: Vec<Cell>,
        /// Its sum.
        sum: usize,
        /// What its digits add up to.
        total: usize,
    },
}

impl Break {
    /// The cells involved.
    pub fn cells(&self) -> Vec<Cell> {
        match self {
            Break::Repeat { first, second, .. } | Break::Consecutive { first, second } => {
                vec![*first, *second]
            }
            Break::CageSum { cells, .. } | Break::Clue { cells, .. } => cells.clone(),
        }
    }
}

impl fmt::Display for Break {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Break::Repeat {
                first,
                second,
                digit,
            } => write!(f, "{first} and {second} both hold {digit}"),
            Break::Consecutive { first, second } => {
                write!(f, "{first} and {second} hold consecutive digits")
            }
            Break::CageSum { cells, sum, total } => {
                let at = cells.first().map(ToString::to_string).unwrap_or_default();
                write!(f, "the cage at {at} adds up to {total}, not {sum}")
            }
            Break::Clue { kind, cells } => {
                let at = cells.first().map(ToString::to_string).unwrap_or_default();
                match kind {
                    Some(kind) => write!(f, "the {} at {at} is broken", kind.noun()),
                    None => {
                        let other = cells.get(1).map(ToString::to_string).unwrap_or_default();
                        write!(f, "{at} and {other} break the negative rule")
                    }
                }
            }
        }
    }
}

/// The knight's moves, as row and column steps.
const KNIGHT: [(i32, i32); 8] = [
    (-2, -1),
    (-2, 1),
    (-1, -2),
    (-1, 2),
    (1, -2),
    (1, 2),
    (2, -1),
    (2, 1),
];
/// The king's moves: the eight steps to the cells around one.
pub const KING: [(i32, i32); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];
/// The orthogonal steps.
const ORTHOGONAL: [(i32, i32); 4] = [(-1, 0), (0, -1), (0, 1), (1, 0)];

impl Constraints {
    /// The tables of `shape` under `rules`. The rules should have passed [`Rules::check`];
    /// parts that do not fit (cells outside the grid) are left out.
    pub fn new(shape: Shape, rules: &Rules) -> Constraints {
        let cells = shape.cell_count();
        let inside = |group: &[u16]| -> Vec<u16> {
            let mut g: Vec<u16> = group
                .iter()
                .copied()
                .filter(|&c| usize::from(c) < cells)
                .collect();
            g.sort_unstable();
            g.dedup();
            g
        };
        let mut houses = full_houses(shape, rules);
        let mut others = Vec::new();
        for region in &rules.extra_regions {
            let group = Group {
                kind: GroupKind::Extra,
                cells: inside(region),
            };
            if group.cells.len() == shape.size() {
                houses.push(group);
            } else {
                others.push(group);
            }
        }
        for cage in &rules.cages {
            others.push(Group {
                kind: GroupKind::Cage,
                cells: inside(&cage.cells),
            });
        }
        for clue in &rules.clues {
            if let Clue::Thermometer(line) | Clue::Renban(line) = clue {
                others.push(Group {
                    kind: GroupKind::Line,
                    cells: inside(line),
                });
            }
        }
        let house_count = houses.len();
        let mut groups = houses;
        groups.extend(others);
        let sums = rules
            .cages
            .iter()
            .filter_map(|cage| {
                Some(SumCage {
                    cells: inside(&cage.cells),
                    sum: cage.sum?,
                })
            })
            .collect();
        let peers = peer_lists(shape, rules, &groups);
        let mut neighbours = moves(shape, &ORTHOGONAL, rules.non_consecutive);
        // A kropki dot of either colour lifts the non-consecutive rule from its pair.
        for [a, b] in dotted_pairs(&rules.clues) {
            for (x, y) in [(a, b), (b, a)] {
                if let Some(list) = neighbours.get_mut(usize::from(x)) {
                    list.retain(|&c| c != y);
                }
            }
        }
        let mut region_of = vec![0u8; cells];
        for (k, house) in groups.iter().take(house_count).enumerate() {
            if matches!(house.kind, GroupKind::Box | GroupKind::Region) {
                let region = (k - 2 * shape.size()) as u8;
                for &c in &house.cells {
                    if let Some(slot) = region_of.get_mut(usize::from(c)) {
                        *slot = region;
                    }
                }
            }
        }
        Constraints {
            shape,
            peers,
            groups,
            houses: house_count,
            neighbours,
            sums,
            clues: rules.clues.clone(),
            negatives: [rules.negative_xv, rules.negative_ratio],
            relations: OnceLock::new(),
            region_of,
        }
    }

    /// The shape these tables describe.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The houses: groups that hold every digit once (rows, columns, boxes or regions, then
    /// diagonals, windows and extra regions of N cells).
    pub fn houses(&self) -> &[Group] {
        self.groups.get(..self.houses).unwrap_or(&[])
    }

    /// Every group with no repeated digit: the houses, then cages and smaller extra regions.
    pub fn groups(&self) -> &[Group] {
        &self.groups
    }

    /// The peers of `cell` (row-major index): every cell that may not hold the same digit.
    pub fn peers(&self, cell: usize) -> &[u16] {
        self.peers.get(cell).map_or(&[], Vec::as_slice)
    }

    /// The orthogonal neighbours of `cell` whose digits may not be consecutive (none unless
    /// the non-consecutive rule holds).
    pub fn neighbours(&self, cell: usize) -> &[u16] {
        self.neighbours.get(cell).map_or(&[], Vec::as_slice)
    }

    /// The cages with sums.
    pub fn sums(&self) -> &[SumCage] {
        &self.sums
    }

    /// The clues drawn on the grid.
    pub fn clues(&self) -> &[Clue] {
        &self.clues
    }

    /// Whether the negative XV and the negative ratio rules hold.
    pub fn negatives(&self) -> [bool; 2] {
        self.negatives
    }

    /// The two-cell rules of the clues (dots, X and V, the negative rules, whispers,
    /// palindromes, clones, minimums and maximums, thermometer steps, between-line ends), one
    /// table for each pair of cells.
    pub fn relations(&self) -> &[Relation] {
        self.relations.get_or_init(|| {
            let sees = |a: u16, b: u16| self.sees(usize::from(a), usize::from(b));
            relations(self.shape, &self.clues, self.negatives, sees)
        })
    }

    /// The box (or jigsaw region) of `cell`, from 0.
    pub fn region_of(&self, cell: usize) -> Option<usize> {
        self.region_of.get(cell).map(|&r| usize::from(r))
    }

    /// Whether `a` and `b` (row-major indices) may not hold the same digit.
    pub fn sees(&self, a: usize, b: usize) -> bool {
        self.peers(a).contains(&(b as u16))
    }

    /// Everything `values` (row-major, 0 for empty) breaks: repeated digits among peers (each
    /// pair once), consecutive neighbours, cages over their sum or full at another sum.
    pub fn breaks(&self, values: &[u8]) -> Vec<Break> {
        let at = |c: usize| self.shape.cell_at(c);
        let value = |c: usize| values.get(c).copied().unwrap_or(0);
        let mut found = Vec::new();
        for a in 0..self.shape.cell_count() {
            let v = value(a);
            let Some(digit) = Digit::new(v) else {
                continue;
            };
            for b in self.peers(a).iter().map(|&b| usize::from(b)) {
                if b > a && value(b) == v {
                    found.push(Break::Repeat {
                        first: at(a),
                        second: at(b),
                        digit,
                    });
                }
            }
            for b in self.neighbours(a).iter().map(|&b| usize::from(b)) {
                if b > a && value(b) != 0 && value(b).abs_diff(v) == 1 {
                    found.push(Break::Consecutive {
                        first: at(a),
                        second: at(b),
                    });
                }
            }
        }
        for cage in &self.sums {
            let digits: Vec<usize> = cage.cells.iter().map(|&c| value(c.into()).into()).collect();
            let total: usize = digits.iter().sum();
            let full = digits.iter().all(|&d| d != 0);
            let sum = usize::from(cage.sum);
            if total > sum || (full && total != sum) {
                let cells = cage.cells.iter().map(|&c| at(c.into())).collect();
                found.push(Break::CageSum { cells, sum, total });
            }
        }
        clue_breaks(self, values, &mut found);
        found
    }
}

/// The houses that hold every digit once by the shape and the rules: rows, columns, boxes or
/// jigsaw regions, diagonals, windows (extra regions come from the file).
fn full_houses(shape: Shape, rules: &Rules) -> Vec<Group> {
    let n = shape.size();
    let cells = shape.cell_count();
    let index = |row: usize, col: usize| (row * n + col) as u16;
    let mut houses: Vec<Group> = Vec::new();
    let mut add = |kind, cells: Vec<u16>| houses.push(Group { kind, cells });
    for row in 0..n {
        add(GroupKind::Row, (0..n).map(|col| index(row, col)).collect());
    }
    for col in 0..n {
        add(GroupKind::Col, (0..n).map(|row| index(row, col)).collect());
    }
    match &rules.regions {
        Some(regions) if regions.len() == cells => {
            for r in 0..n {
                let members = (0..cells).filter(|&c| usize::from(regions[c]) == r);
                add(GroupKind::Region, members.map(|c| c as u16).collect());
            }
        }
        _ => {
            for b in 0..n {
                let members = shape.cells().filter(|&c| shape.box_of(c) == b);
                add(
                    GroupKind::Box,
                    members.map(|c| index(c.row(), c.col())).collect(),
                );
            }
        }
    }
    if rules.diagonal_down {
        add(GroupKind::Diagonal, (0..n).map(|k| index(k, k)).collect());
    }
    if rules.diagonal_up {
        let mut up: Vec<u16> = (0..n).map(|k| index(n - 1 - k, k)).collect();
        up.sort_unstable();
        add(GroupKind::Diagonal, up);
    }
    if rules.windoku {
        for window in windows(shape) {
            add(GroupKind::Window, window);
        }
    }
    if rules.disjoint_groups && rules.regions.is_none() {
        for place in 0..n {
            let members = shape.cells().filter(|&c| {
                let (br, bc) = (shape.box_rows(), shape.box_cols());
                (c.row() % br) * bc + c.col() % bc == place
            });
            let mut group: Vec<u16> = members.map(|c| index(c.row(), c.col())).collect();
            group.sort_unstable();
            add(GroupKind::Disjoint, group);
        }
    }
    houses
}

/// For each cell, the cells `steps` away (none unless `on`).
fn moves(shape: Shape, steps: &[(i32, i32)], on: bool) -> Vec<Vec<u16>> {
    let n = shape.size();
    let inside = |v: i32| (0..n as i32).contains(&v);
    (0..shape.cell_count())
        .map(|c| {
            if !on {
                return Vec::new();
            }
            let (row, col) = ((c / n) as i32, (c % n) as i32);
            steps
                .iter()
                .map(|&(dr, dc)| (row + dr, col + dc))
                .filter(|&(r, c)| inside(r) && inside(c))
                .map(|(r, c)| (r as usize * n + c as usize) as u16)
                .collect()
        })
        .collect()
}

/// Each cell's peers: the cells of every group it is in, and the cells a knight's or king's
/// move away under those rules.
fn peer_lists(shape: Shape, rules: &Rules, groups: &[Group]) -> Vec<Vec<u16>> {
    let cells = shape.cell_count();
    let knight = moves(shape, &KNIGHT, rules.anti_knight);
    let king = moves(shape, &KING, rules.anti_king);
    let mut peer_sets = vec![CellSet::EMPTY; cells];
    for group in groups {
        for &a in &group.cells {
            if let Some(set) = peer_sets.get_mut(usize::from(a)) {
                group.cells.iter().for_each(|&b| set.insert(usize::from(b)));
            }
        }
    }
    for (c, set) in peer_sets.iter_mut().enumerate() {
        for &p in knight[c].iter().chain(&king[c]) {
            set.insert(usize::from(p));
        }
        set.remove(c);
    }
    peer_sets
        .iter()
        .map(|s| s.iter().map(|p| p as u16).collect())
        .collect()
}

/// The windoku windows of a shape with square boxes of side `b`: `(b - 1)^2` extra boxes
/// whose corners sit one cell in from the boxes' corners (four on 9x9). None for other shapes.
pub fn windows(shape: Shape) -> Vec<Vec<u16>> {
    let b = shape.box_rows();
    if b != shape.box_cols() {
        return Vec::new();
    }
    let n = shape.size();
    let starts: Vec<usize> = (0..b.saturating_sub(1)).map(|k| 1 + k * (b + 1)).collect();
    let mut out = Vec::new();
    for &top in &starts {
        for &left in &starts {
            let mut cells = Vec::with_capacity(n);
            for r in top..top + b {
                cells.extend((left..left + b).map(|c| (r * n + c) as u16));
            }
            out.push(cells);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Cage;

    #[test]
    fn windoku_has_four_windows_on_nine_by_nine() {
        let w = windows(Shape::NINE);
        assert_eq!(w.len(), 4);
        assert_eq!(w[0][0], 10); // r2c2
        assert_eq!(w[3][8], 7 * 9 + 7); // r8c8
        assert!(w.iter().all(|w| w.len() == 9));
    }

    #[test]
    fn peers_follow_every_rule() {
        let classic = Constraints::new(Shape::NINE, &Rules::CLASSIC);
        assert!(classic.peers(0).len() == 20 && classic.houses().len() == 27);
        let rules = Rules {
            diagonal_down: true,
            diagonal_up: true,
            anti_knight: true,
            anti_king: true,
            cages: vec![Cage::new([0, 40], Some(10))],
            ..Rules::CLASSIC
        };
        let c = Constraints::new(Shape::NINE, &rules);
        assert_eq!(c.houses().len(), 29);
        assert!(c.sees(0, 80)); // the diagonal
        assert!(c.sees(0, 40)); // the diagonal and the cage
        assert!(c.sees(40, 40 - 9 - 2)); // a knight's move
        assert!(!c.sees(1, 40 + 9));
        assert!(!c.peers(0).contains(&0));
    }

    #[test]
    fn breaks_name_repeats_neighbours_and_sums() {
        let rules = Rules {
            non_consecutive: true,
            anti_knight: true,
            cages: vec![Cage::new([0, 1], Some(5))],
            ..Rules::CLASSIC
        };
        let c = Constraints::new(Shape::NINE, &rules);
        let mut values = [0u8; 81];
        values[0] = 2;
        values[1] = 3; // consecutive, and the cage is full at 5: fine
        values[11] = 2; // a knight's move from r1c1
        let breaks: Vec<String> = c.breaks(&values).iter().map(ToString::to_string).collect();
        assert_eq!(
            breaks,
            [
                "r1c1 and r2c3 both hold 2",
                "r1c1 and r1c2 hold consecutive digits"
            ]
        );
        values[1] = 4;
        assert!(
            c.breaks(&values)
                .iter()
                .any(|b| b.to_string() == "the cage at r1c1 adds up to 6, not 5")
        );
    }
}
