//! The search for fish of one kind and size, for one digit: base sets, then cover sets.
//!
//! A hunt numbers the digit's candidates `0..m` in cell order and works on bit sets of that
//! numbering, [`Local`]: a single `u128` whenever the digit has at most 128 candidates (every
//! 9x9 grid), which makes each step of the cover search a few instructions. The fish it finds
//! are handed on in cell numbers of the whole board.

use crate::board::ones;
use crate::solver::CancelToken;
use crate::techniques::{Candidates, CellSet, Fish, FishKind, HouseKind};

/// Which houses may be base and which cover houses in one pass of a search.
#[derive(Clone, Copy)]
pub(super) enum Pass {
    /// Rows (and boxes, for Franken fish) against columns (and boxes).
    RowsFirst,
    /// Columns (and boxes) against rows (and boxes).
    ColumnsFirst,
    /// Every house on both sides.
    Any,
}

/// The passes a search of `kind` makes.
pub(super) fn passes(kind: FishKind) -> &'static [Pass] {
    match kind {
        FishKind::Mutant | FishKind::FinnedMutant => &[Pass::Any],
        _ => &[Pass::RowsFirst, Pass::ColumnsFirst],
    }
}

/// One fish: its kind, houses, candidates and what it removes, in board cell numbers.
#[derive(Clone)]
pub(super) struct Found {
    pub kind: FishKind,
    pub covers: Vec<usize>,
    /// The base candidates that are not fins.
    pub body: CellSet,
    pub fins: CellSet,
    /// Eliminated base candidates that lie in two covers.
    pub cannibals: CellSet,
    pub eliminations: CellSet,
}

/// What the report of one base set needs: the grid, the digit and the base houses.
pub(super) struct BaseSet<'a> {
    pub grid: &'a Candidates,
    pub digit: usize,
    pub base: &'a [usize],
}

/// A set of the digit's candidates, by their number in the hunt: `W` words of 128 bits.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) struct Local<const W: usize>([u128; W]);

impl<const W: usize> Local<W> {
    const EMPTY: Self = Local([0; W]);

    fn zip(self, other: Self, f: impl Fn(u128, u128) -> u128) -> Self {
        let mut out = self;
        for (a, b) in out.0.iter_mut().zip(other.0) {
            *a = f(*a, b);
        }
        out
    }

    fn and(self, other: Self) -> Self {
        self.zip(other, |a, b| a & b)
    }

    fn or(self, other: Self) -> Self {
        self.zip(other, |a, b| a | b)
    }

    fn minus(self, other: Self) -> Self {
        self.zip(other, |a, b| a & !b)
    }

    fn is_empty(self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    fn intersects(self, other: Self) -> bool {
        !self.and(other).is_empty()
    }

    fn len(self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    fn insert(&mut self, i: usize) {
        if let Some(w) = self.0.get_mut(i / 128) {
            *w |= 1 << (i % 128);
        }
    }

    fn first(self) -> Option<usize> {
        self.iter().next()
    }

    fn iter(self) -> impl Iterator<Item = usize> {
        (0..W)
            .flat_map(move |k| ones(self.0.get(k).copied().unwrap_or(0)).map(move |b| k * 128 + b))
    }
}

/// The search for fish of one kind and size, for one digit, in one pass.
pub(super) struct Hunt<'a, const W: usize> {
    grid: &'a Candidates,
    /// What is searched.
    fish: Fish,
    /// Finned and Sashimi basic fish are both wanted (a Siamese search pairs them).
    both_finned: bool,
    size: usize,
    finned: bool,
    digit: usize,
    /// The board cell of each candidate number.
    board_cell: Vec<usize>,
    /// The houses of each candidate, and the candidates that share a house with it.
    houses: Vec<[usize; 3]>,
    peers: Vec<Local<W>>,
    /// All the digit's candidates.
    cells: Local<W>,
    /// The candidates in each house.
    units: Vec<Local<W>>,
    /// The houses with the digit that may be base houses.
    bases: Vec<usize>,
    /// The houses that may be cover houses (a bit per house).
    cover_ok: u128,
    /// The base houses chosen so far, and as bits.
    base: Vec<usize>,
    base_bits: u128,
    /// All base candidates.
    base_cells: Local<W>,
    /// The cover houses chosen so far.
    covers: Vec<usize>,
    /// The fish found for the current base set.
    found: Vec<Found>,
    /// What stops the search, looked at once per base set and every
    /// [`COVER_CHECK_PERIOD`] cover choices.
    cancel: CancelToken,
    /// Cover choices made, and whether the cancel token stopped the search.
    cover_visits: u32,
    pub stopped: bool,
}

/// How many cover choices a hunt makes between looks at its cancel token (a power of two):
/// one base set of a big fish on a 25x25 board can take seconds.
const COVER_CHECK_PERIOD: u32 = 4096;

/// What a hunt is for: the fish, the digit, the pass, whether Finned and Sashimi fish are
/// both wanted, and what stops it.
pub(super) struct Quarry {
    pub fish: Fish,
    pub digit: usize,
    pub pass: Pass,
    pub both_finned: bool,
    pub cancel: CancelToken,
}

impl<'a, const W: usize> Hunt<'a, W> {
    /// A hunt, or `None` when the digit has more candidates than `W` words hold.
    pub(super) fn new(grid: &'a Candidates, quarry: Quarry) -> Option<Self> {
        let Quarry {
            fish,
            digit,
            pass,
            both_finned,
            cancel,
        } = quarry;
        let board_cell: Vec<usize> = grid.cells_with(digit).iter().collect();
        if board_cell.len() > 128 * W {
            return None;
        }
        let local = |set: CellSet| {
            let mut out = Local::EMPTY;
            for (i, &cell) in board_cell.iter().enumerate() {
                if set.contains(cell) {
                    out.insert(i);
                }
            }
            out
        };
        let units: Vec<Local<W>> = (0..grid.house_count())
            .map(|h| local(grid.house_set(h)))
            .collect();
        let houses: Vec<[usize; 3]> = board_cell.iter().map(|&c| grid.houses_of(c)).collect();
        // A candidate's peers are the candidates of its three houses but itself.
        let unit = |h: usize| units.get(h).copied().unwrap_or(Local::EMPTY);
        let peers = houses
            .iter()
            .enumerate()
            .map(|(i, three)| {
                let mut own = Local::EMPTY;
                own.insert(i);
                let all = three.iter().fold(Local::EMPTY, |all, &h| all.or(unit(h)));
                all.minus(own)
            })
            .collect();
        let kind = fish.kind;
        let franken = matches!(kind, FishKind::Franken | FishKind::FinnedFranken);
        let side = |h: usize, first: bool| match (grid.house_kind(h), pass) {
            (_, Pass::Any) => true,
            (HouseKind::Box, _) => franken,
            (HouseKind::Row, Pass::RowsFirst) | (HouseKind::Col, Pass::ColumnsFirst) => first,
            _ => !first,
        };
        let used = |h: &usize| units.get(*h).is_some_and(|u| !u.is_empty());
        let n = grid.size();
        let bases = (0..3 * n).filter(used).filter(|&h| side(h, true)).collect();
        let cover_ok = (0..3 * n)
            .filter(used)
            .filter(|&h| side(h, false))
            .fold(0u128, |bits, h| bits | 1 << h);
        let size = usize::from(fish.size);
        let mut cells = Local::EMPTY;
        (0..board_cell.len()).for_each(|i| cells.insert(i));
        Some(Hunt {
            grid,
            fish,
            both_finned: both_finned || fish.siamese,
            size,
            finned: kind.finned(),
            digit,
            board_cell,
            houses,
            peers,
            cells,
            units,
            bases,
            cover_ok,
            base: Vec::with_capacity(size),
            base_bits: 0,
            base_cells: Local::EMPTY,
            covers: Vec::with_capacity(size),
            found: Vec::new(),
            cancel,
            cover_visits: 0,
            stopped: false,
        })
    }

    /// Whether no house may be a base house.
    pub(super) fn has_no_bases(&self) -> bool {
        self.bases.is_empty()
    }

    fn unit(&self, house: usize) -> Local<W> {
        self.units.get(house).copied().unwrap_or(Local::EMPTY)
    }

    fn peers_of(&self, i: usize) -> Local<W> {
        self.peers.get(i).copied().unwrap_or(Local::EMPTY)
    }

    /// `set` in board cell numbers.
    fn on_board(&self, set: Local<W>) -> CellSet {
        let mut out = CellSet::EMPTY;
        for cell in set.iter().filter_map(|i| self.board_cell.get(i)) {
            out.insert(*cell);
        }
        out
    }

    /// Tries every set of base houses; `visit` gets the fish of each base set that has any and
    /// returns true to stop.
    pub(super) fn each_base_set(&mut self, visit: &mut impl FnMut(&BaseSet, &[Found]) -> bool) {
        self.choose_bases(0, Local::EMPTY, Local::EMPTY, self.cells, visit);
    }

    /// Adds base houses from `self.bases[start..]`; `endo` are the candidates in two base
    /// houses, `reach` the candidates that see all of them. True to stop.
    fn choose_bases(
        &mut self,
        start: usize,
        cells: Local<W>,
        endo: Local<W>,
        reach: Local<W>,
        visit: &mut impl FnMut(&BaseSet, &[Found]) -> bool,
    ) -> bool {
        if self.base.len() == self.size {
            return self.try_base_set(cells, endo, reach, visit);
        }
        let left = self.size - self.base.len();
        for i in start..self.bases.len() {
            if self.bases.len() - i < left {
                break;
            }
            let Some(&house) = self.bases.get(i) else {
                break;
            };
            let unit = self.unit(house);
            let overlap = cells.and(unit);
            let mut reach = reach;
            if !overlap.is_empty() {
                if !self.finned {
                    continue;
                }
                for cell in overlap.minus(endo).iter() {
                    reach = reach.and(self.peers_of(cell));
                }
                if reach.is_empty() {
                    continue;
                }
            }
            self.base.push(house);
            self.base_bits |= 1 << house;
            let stop = self.choose_bases(i + 1, cells.or(unit), endo.or(overlap), reach, visit);
            self.base.pop();
            self.base_bits &= !(1 << house);
            if stop {
                return true;
            }
        }
        false
    }

    /// Searches the covers of a complete base set and hands on its fish; true to stop.
    fn try_base_set(
        &mut self,
        cells: Local<W>,
        endo: Local<W>,
        reach: Local<W>,
        visit: &mut impl FnMut(&BaseSet, &[Found]) -> bool,
    ) -> bool {
        if self.cancel.is_cancelled() {
            self.stopped = true;
            return true;
        }
        self.base_cells = cells;
        self.found.clear();
        let zone = if endo.is_empty() {
            self.cells
        } else {
            self.fin_zone(reach)
        };
        self.choose_covers(Local::EMPTY, endo, reach, zone, 0);
        if self.stopped {
            return true;
        }
        if self.found.is_empty() {
            return false;
        }
        let base_set = BaseSet {
            grid: self.grid,
            digit: self.digit,
            base: &self.base,
        };
        visit(&base_set, &self.found)
    }

    /// Covers one base candidate not yet covered or a fin: by each house of it that may still
    /// be a cover, or (for finned fish) by making it a fin. A house passed over at a
    /// candidate is `forbidden` from then on, so each cover set is tried once. `reach` holds
    /// the candidates that see every fin so far, `zone` those that may still become fins.
    fn choose_covers(
        &mut self,
        covered: Local<W>,
        fins: Local<W>,
        reach: Local<W>,
        zone: Local<W>,
        forbidden: u128,
    ) {
        self.cover_visits = self.cover_visits.wrapping_add(1);
        if self.cover_visits.is_multiple_of(COVER_CHECK_PERIOD) && self.cancel.is_cancelled() {
            self.stopped = true;
        }
        if self.stopped {
            return;
        }
        let pending = self.base_cells.minus(covered).minus(fins);
        let Some(first) = pending.first() else {
            self.add_spare_covers(covered, fins, reach, forbidden, 0);
            return;
        };
        if self.covers.len() == self.size {
            if self.finned && pending.minus(zone).is_empty() {
                self.finish_with_fins(covered, fins, reach, pending);
            }
            return;
        }
        // A candidate that no fin can join must be covered: branching on it first keeps the
        // tree small.
        let cell = pending.minus(zone).first().unwrap_or(first);
        let mut forbidden = forbidden;
        for house in self.houses.get(cell).copied().unwrap_or_default() {
            let bit = 1u128 << house;
            if self.cover_ok & bit == 0 || (self.base_bits | forbidden) & bit != 0 {
                continue;
            }
            self.covers.push(house);
            self.choose_covers(covered.or(self.unit(house)), fins, reach, zone, forbidden);
            self.covers.pop();
            forbidden |= bit;
        }
        if self.finned {
            let reach = reach.and(self.peers_of(cell));
            if !reach.is_empty() {
                let mut fins = fins;
                fins.insert(cell);
                let zone = self.fin_zone(reach);
                self.choose_covers(covered, fins, reach, zone, forbidden);
            }
        }
    }

    /// All covers are chosen: the `pending` candidates become fins if some candidate sees
    /// them and every fin so far.
    fn finish_with_fins(
        &mut self,
        covered: Local<W>,
        fins: Local<W>,
        reach: Local<W>,
        pending: Local<W>,
    ) {
        let mut reach = reach;
        for p in pending.iter() {
            reach = reach.and(self.peers_of(p));
            if reach.is_empty() {
                return;
            }
        }
        self.judge(covered, fins.or(pending), reach);
    }

    /// The candidates that may still become fins once the fins so far leave `reach`: those
    /// seen by a candidate of it.
    fn fin_zone(&self, reach: Local<W>) -> Local<W> {
        reach
            .iter()
            .fold(Local::EMPTY, |zone, i| zone.or(self.peers_of(i)))
    }

    /// Every base candidate is covered or a fin but covers are missing (possible with endo
    /// fins or in a broken grid): adds houses that meet the base candidates, from house `from`.
    fn add_spare_covers(
        &mut self,
        covered: Local<W>,
        fins: Local<W>,
        reach: Local<W>,
        forbidden: u128,
        from: usize,
    ) {
        if self.covers.len() == self.size {
            self.judge(covered, fins, reach);
            return;
        }
        for house in from..self.units.len().min(128) {
            let bit = 1u128 << house;
            if self.cover_ok & bit == 0
                || (self.base_bits | forbidden) & bit != 0
                || self.covers.contains(&house)
                || !self.unit(house).intersects(self.base_cells)
            {
                continue;
            }
            self.covers.push(house);
            let covered = covered.or(self.unit(house));
            self.add_spare_covers(covered, fins, reach, forbidden, house + 1);
            self.covers.pop();
        }
    }

    /// A complete base and cover set: records the fish if it removes something and is of
    /// the kind searched. `reach` holds the candidates that see every fin.
    fn judge(&mut self, covered: Local<W>, fins: Local<W>, reach: Local<W>) {
        let mut once = Local::EMPTY;
        let mut twice = Local::EMPTY;
        for &house in &self.covers {
            let unit = self.unit(house);
            twice = twice.or(once.and(unit));
            once = once.or(unit);
        }
        let eliminations = covered.minus(self.base_cells).or(twice).and(reach);
        if eliminations.is_empty() {
            return;
        }
        let kind = self.kind_of(fins);
        if !self.accepts(kind) {
            return;
        }
        let mut covers = self.covers.clone();
        covers.sort_unstable();
        self.found.push(Found {
            kind,
            covers,
            body: self.on_board(self.base_cells.minus(fins)),
            fins: self.on_board(fins),
            cannibals: self.on_board(twice.and(self.base_cells).and(eliminations)),
            eliminations: self.on_board(eliminations),
        });
    }

    /// Whether fish of `kind` are wanted: the kind searched, or for a Siamese search (or one
    /// for both) any kind HoDoKu pairs with it (finned and sashimi basic fish pair).
    fn accepts(&self, kind: FishKind) -> bool {
        let basic_finned = |k| matches!(k, FishKind::Finned | FishKind::Sashimi);
        kind == self.fish.kind
            || (self.both_finned && basic_finned(kind) && basic_finned(self.fish.kind))
    }

    /// The kind of the current base and cover sets with `fins`, as HoDoKu names it.
    fn kind_of(&self, fins: Local<W>) -> FishKind {
        let base = shape_mask(self.grid, &self.base);
        let cover = shape_mask(self.grid, &self.covers);
        let finned = !fins.is_empty();
        let basic = (base == ROWS && cover == COLS) || (base == COLS && cover == ROWS);
        let franken =
            |a: u8, b: u8| (a == ROWS || a == ROWS | BOXES) && (b == COLS || b == COLS | BOXES);
        if basic {
            let sashimi = self
                .base
                .iter()
                .any(|&h| self.unit(h).minus(fins).len() <= 1);
            match (finned, sashimi) {
                (false, _) => FishKind::Basic,
                (true, false) => FishKind::Finned,
                (true, true) => FishKind::Sashimi,
            }
        } else if franken(base, cover) || franken(cover, base) {
            if finned {
                FishKind::FinnedFranken
            } else {
                FishKind::Franken
            }
        } else if finned {
            FishKind::FinnedMutant
        } else {
            FishKind::Mutant
        }
    }
}

const ROWS: u8 = 1;
const COLS: u8 = 2;
const BOXES: u8 = 4;

/// Which kinds of house `houses` holds, as bits.
fn shape_mask(grid: &Candidates, houses: &[usize]) -> u8 {
    houses.iter().fold(0, |mask, &h| {
        mask | match grid.house_kind(h) {
            HouseKind::Row => ROWS,
            HouseKind::Col => COLS,
            HouseKind::Box => BOXES,
            HouseKind::Extra => 0,
        }
    })
}
