//! Fish: basic, finned and sashimi, Franken and Mutant, and Siamese fish.
//!
//! A fish for one digit takes `n` base houses, each of which must hold the digit, and `n`
//! cover houses, none of them a base house, that hold every base candidate except the fins.
//! Without fins the `n` base digits fill the `n` covers, one each, so the digit goes from the
//! rest of every cover; a base candidate in two covers (cannibalism) would fill two at once,
//! so it goes too. With fins either a fin holds the digit or the fish does, so only the cells
//! that see every fin are cleared. A fin is a base candidate outside the covers, or one in two
//! base houses (an endo fin, which would satisfy two bases at once).
//!
//! The shape follows HoDoKu: rows against columns is a basic fish (sashimi when a base row
//! holds at most one candidate besides its fins); lines of one direction and boxes against
//! lines of the other direction and boxes is a Franken fish; anything else is a Mutant.
//! Each finder reports only fish of exactly its own kind and size. Siamese fish are two
//! finned fish with the same digit and base houses but different covers and eliminations,
//! reported as one step that makes both sets of eliminations; as in HoDoKu, finned and sashimi
//! basic fish pair with each other, and the pair is named after the fish whose cover houses
//! come first.
//!
//! Limits: fish of size 2 up to `N - 2` on an `N`-sided board (X-Wing to Leviathan on 9x9);
//! on boards bigger than 9x9 Franken and Mutant fish stop at size 4, because their base sets
//! grow combinatorially with the `3N` houses. Fins are not counted: a fish only needs some
//! cell that sees all of its fins, which is what bounds them.

use crate::board::Digit;
use crate::solver::CancelToken;
use crate::techniques::context::Shared;
use crate::techniques::step::effects_sentence;
use crate::techniques::{Candidates, cell_list, house_name};
use crate::techniques::{CellSet, Fish, FishKind, HouseKind, Mark, Role, Search, Step, Technique};

/// Whether this file has a finder for `technique`.
pub fn implemented(technique: Technique) -> bool {
    match technique {
        Technique::Fish(fish) => {
            (2..=7).contains(&fish.size) && (!fish.siamese || fish.kind.finned())
        }
        _ => false,
    }
}

/// Finds the steps of `technique`.
pub fn find(search: &mut Search, technique: Technique) {
    let Technique::Fish(fish) = technique else {
        return;
    };
    if !implemented(technique) {
        return;
    }
    let n = search.grid.size();
    if usize::from(fish.size) > largest_size(n, fish.kind) || 3 * n > 128 {
        return;
    }
    if !fish.siamese && matches!(fish.kind, FishKind::Finned | FishKind::Sashimi) {
        finned_basic(search, fish);
    } else {
        hunt(search, fish, false);
    }
}

/// Finned and Sashimi fish of one size come from the same base and cover sets, so one search
/// finds both, and its steps are kept for the grid: a solver asks for the two in turn.
fn finned_basic(search: &mut Search, fish: Fish) {
    let lists = search.shared(Shared::FinnedFish { size: fish.size }, |search| {
        let mut both = search.collecting();
        hunt(&mut both, fish, true);
        if both.is_cancelled() {
            return None;
        }
        let (sashimi, finned) = both.steps.into_iter().partition(
            |step| matches!(step.technique, Technique::Fish(f) if f.kind == FishKind::Sashimi),
        );
        Some(vec![finned, sashimi])
    });
    let index = usize::from(fish.kind == FishKind::Sashimi);
    for step in lists.into_iter().flatten().nth(index).unwrap_or_default() {
        if search.push(step) {
            return;
        }
    }
}

/// Searches fish of `fish`'s kind and size for every digit; `both_finned`: Finned and
/// Sashimi fish alike, each step named after its own kind.
fn hunt(search: &mut Search, fish: Fish, both_finned: bool) {
    let grid = search.grid;
    let cancel = search.cancel().clone();
    for digit in 0..grid.size() {
        for &pass in passes(fish.kind) {
            let mut hunt = Hunt::new(grid, fish, digit, pass, both_finned);
            hunt.cancel = Some(cancel.clone());
            if hunt.bases.is_empty() {
                continue;
            }
            let mut stop = false;
            hunt.each_base_set(&mut |hunt, found| {
                stop = report(search, hunt, fish, found);
                stop
            });
            if stop {
                return;
            }
        }
    }
}

/// The largest fish searched on a board of `n` digits.
fn largest_size(n: usize, kind: FishKind) -> usize {
    let complex = !matches!(kind, FishKind::Basic | FishKind::Finned | FishKind::Sashimi);
    let limit = n.saturating_sub(2);
    if complex && n > 9 {
        limit.min(4)
    } else {
        limit
    }
}

/// Which houses may be base and which cover houses in one pass of a search.
#[derive(Clone, Copy)]
enum Pass {
    /// Rows (and boxes, for Franken fish) against columns (and boxes).
    RowsFirst,
    /// Columns (and boxes) against rows (and boxes).
    ColumnsFirst,
    /// Every house on both sides.
    Any,
}

fn passes(kind: FishKind) -> &'static [Pass] {
    match kind {
        FishKind::Mutant | FishKind::FinnedMutant => &[Pass::Any],
        _ => &[Pass::RowsFirst, Pass::ColumnsFirst],
    }
}

/// One fish: its kind, houses, candidates and what it removes.
#[derive(Clone)]
struct Found {
    kind: FishKind,
    covers: Vec<usize>,
    /// The base candidates that are not fins.
    body: CellSet,
    fins: CellSet,
    /// Eliminated base candidates that lie in two covers.
    cannibals: CellSet,
    eliminations: CellSet,
}

/// The search for fish of one kind and size, for one digit, in one pass.
struct Hunt<'a> {
    grid: &'a Candidates,
    /// What is searched.
    fish: Fish,
    /// Finned and Sashimi basic fish are both wanted (a Siamese search pairs them).
    both_finned: bool,
    size: usize,
    finned: bool,
    digit: usize,
    /// The cells with the digit.
    cells: CellSet,
    /// The cells with the digit in each house.
    units: Vec<CellSet>,
    /// The houses with the digit that may be base houses.
    bases: Vec<usize>,
    /// The houses that may be cover houses (a bit per house).
    cover_ok: u128,
    /// The base houses chosen so far, and as bits.
    base: Vec<usize>,
    base_bits: u128,
    /// All base candidates.
    base_cells: CellSet,
    /// The cover houses chosen so far.
    covers: Vec<usize>,
    /// The fish found for the current base set.
    found: Vec<Found>,
    /// What stops the search, looked at once per base set and every
    /// [`COVER_CHECK_PERIOD`] cover choices.
    cancel: Option<CancelToken>,
    /// Cover choices made, and whether the cancel token stopped the search.
    cover_visits: u32,
    stopped: bool,
}

/// How many cover choices a hunt makes between looks at its cancel token (a power of two):
/// one base set of a big fish on a 25x25 board can take seconds.
const COVER_CHECK_PERIOD: u32 = 4096;

impl<'a> Hunt<'a> {
    fn new(grid: &'a Candidates, fish: Fish, digit: usize, pass: Pass, both: bool) -> Self {
        let n = grid.size();
        let kind = fish.kind;
        let size = usize::from(fish.size);
        let cells = grid.cells_with(digit);
        let units: Vec<CellSet> = (0..grid.house_count())
            .map(|h| grid.house_set(h).and(&cells))
            .collect();
        let franken = matches!(kind, FishKind::Franken | FishKind::FinnedFranken);
        let side = |h: usize, first: bool| match (grid.house_kind(h), pass) {
            (_, Pass::Any) => true,
            (HouseKind::Box, _) => franken,
            (HouseKind::Row, Pass::RowsFirst) | (HouseKind::Col, Pass::ColumnsFirst) => first,
            _ => !first,
        };
        let used = |h: &usize| units.get(*h).is_some_and(|u| !u.is_empty());
        let bases = (0..3 * n).filter(used).filter(|&h| side(h, true)).collect();
        let cover_ok = (0..3 * n)
            .filter(used)
            .filter(|&h| side(h, false))
            .fold(0u128, |bits, h| bits | 1 << h);
        Hunt {
            grid,
            fish,
            both_finned: both || fish.siamese,
            size,
            finned: kind.finned(),
            digit,
            cells,
            units,
            bases,
            cover_ok,
            base: Vec::with_capacity(size),
            base_bits: 0,
            base_cells: CellSet::EMPTY,
            covers: Vec::with_capacity(size),
            found: Vec::new(),
            cancel: None,
            cover_visits: 0,
            stopped: false,
        }
    }

    fn unit(&self, house: usize) -> CellSet {
        self.units.get(house).copied().unwrap_or_default()
    }

    /// Tries every set of base houses; `visit` gets the fish of each base set that has any and
    /// returns true to stop.
    fn each_base_set(&mut self, visit: &mut impl FnMut(&Hunt, &[Found]) -> bool) {
        self.choose_bases(0, CellSet::EMPTY, CellSet::EMPTY, self.cells, visit);
    }

    /// Adds base houses from `self.bases[start..]`; `endo` are the candidates in two base
    /// houses, `reach` the cells with the digit that see all of them. True to stop.
    fn choose_bases(
        &mut self,
        start: usize,
        cells: CellSet,
        endo: CellSet,
        reach: CellSet,
        visit: &mut impl FnMut(&Hunt, &[Found]) -> bool,
    ) -> bool {
        if self.base.len() == self.size {
            if self.cancel.as_ref().is_some_and(CancelToken::is_cancelled) {
                return true;
            }
            self.base_cells = cells;
            self.found.clear();
            self.choose_covers(CellSet::EMPTY, endo, reach, 0);
            if self.stopped {
                return true;
            }
            if self.found.is_empty() {
                return false;
            }
            let found = std::mem::take(&mut self.found);
            let stop = visit(self, &found);
            self.found = found;
            return stop;
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
            let overlap = cells.and(&unit);
            let mut reach = reach;
            if !overlap.is_empty() {
                if !self.finned {
                    continue;
                }
                for cell in overlap.minus(&endo).iter() {
                    reach = reach.and(&self.grid.peers(cell));
                }
                if reach.is_empty() {
                    continue;
                }
            }
            self.base.push(house);
            self.base_bits |= 1 << house;
            let stop = self.choose_bases(i + 1, cells.or(&unit), endo.or(&overlap), reach, visit);
            self.base.pop();
            self.base_bits &= !(1 << house);
            if stop {
                return true;
            }
        }
        false
    }

    /// Covers the lowest base candidate not yet covered or a fin: by each house of it that
    /// may still be a cover, or (for finned fish) by making it a fin. A house passed over at
    /// a candidate is `forbidden` from then on, so each cover set is tried once.
    fn choose_covers(&mut self, covered: CellSet, fins: CellSet, reach: CellSet, forbidden: u128) {
        self.cover_visits = self.cover_visits.wrapping_add(1);
        if self.cover_visits.is_multiple_of(COVER_CHECK_PERIOD)
            && self.cancel.as_ref().is_some_and(CancelToken::is_cancelled)
        {
            self.stopped = true;
        }
        if self.stopped {
            return;
        }
        let pending = self.base_cells.minus(&covered).minus(&fins);
        let Some(cell) = pending.first() else {
            self.add_spare_covers(covered, fins, reach, forbidden, 0);
            return;
        };
        if self.covers.len() == self.size {
            if !self.finned {
                return;
            }
            let mut reach = reach;
            for p in pending.iter() {
                reach = reach.and(&self.grid.peers(p));
                if reach.is_empty() {
                    return;
                }
            }
            self.judge(covered, fins.or(&pending), reach);
            return;
        }
        let mut forbidden = forbidden;
        for house in self.grid.houses_of(cell) {
            let bit = 1u128 << house;
            if self.cover_ok & bit == 0 || (self.base_bits | forbidden) & bit != 0 {
                continue;
            }
            self.covers.push(house);
            self.choose_covers(covered.or(&self.unit(house)), fins, reach, forbidden);
            self.covers.pop();
            forbidden |= bit;
        }
        if self.finned {
            let reach = reach.and(&self.grid.peers(cell));
            if !reach.is_empty() {
                let mut fins = fins;
                fins.insert(cell);
                self.choose_covers(covered, fins, reach, forbidden);
            }
        }
    }

    /// Every base candidate is covered or a fin but covers are missing (possible with endo
    /// fins or in a broken grid): adds houses that meet the base candidates, from house `from`.
    fn add_spare_covers(
        &mut self,
        covered: CellSet,
        fins: CellSet,
        reach: CellSet,
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
                || !self.unit(house).intersects(&self.base_cells)
            {
                continue;
            }
            self.covers.push(house);
            self.add_spare_covers(
                covered.or(&self.unit(house)),
                fins,
                reach,
                forbidden,
                house + 1,
            );
            self.covers.pop();
        }
    }

    /// A complete base and cover set: records the fish if it removes something and is of
    /// the kind searched. `reach` holds the cells with the digit that see every fin.
    fn judge(&mut self, covered: CellSet, fins: CellSet, reach: CellSet) {
        let mut once = CellSet::EMPTY;
        let mut twice = CellSet::EMPTY;
        for &house in &self.covers {
            let unit = self.unit(house);
            twice = twice.or(&once.and(&unit));
            once = once.or(&unit);
        }
        let eliminations = covered.minus(&self.base_cells).or(&twice).and(&reach);
        if eliminations.is_empty() {
            return;
        }
        let kind = self.kind_of(&fins);
        if !self.accepts(kind) {
            return;
        }
        let mut covers = self.covers.clone();
        covers.sort_unstable();
        self.found.push(Found {
            kind,
            covers,
            body: self.base_cells.minus(&fins),
            fins,
            cannibals: twice.and(&self.base_cells).and(&eliminations),
            eliminations,
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
    fn kind_of(&self, fins: &CellSet) -> FishKind {
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
        }
    })
}

/// Pushes the fish of one base set or, for Siamese fish, the pairs of them with different
/// eliminations (named after the one whose covers come first, as HoDoKu does); true to stop.
fn report(search: &mut Search, hunt: &Hunt, fish: Fish, found: &[Found]) -> bool {
    let technique = Technique::Fish(fish);
    if !fish.siamese {
        for one in found {
            let technique = Technique::Fish(Fish {
                kind: one.kind,
                ..fish
            });
            if !search.would_keep(technique, &eliminations(hunt, one.eliminations)) {
                continue;
            }
            if search.push(fish_step(hunt, technique, one)) {
                return true;
            }
        }
        return false;
    }
    let mut found: Vec<&Found> = found.iter().collect();
    found.sort_by(|a, b| a.covers.cmp(&b.covers));
    for (i, a) in found.iter().enumerate() {
        if a.kind != fish.kind {
            continue;
        }
        for b in found.iter().skip(i + 1) {
            let gone = a.eliminations.or(&b.eliminations);
            if a.eliminations == b.eliminations
                || !search.would_keep(technique, &eliminations(hunt, gone))
            {
                continue;
            }
            if search.push(siamese_step(hunt, technique, a, b)) {
                return true;
            }
        }
    }
    false
}

/// The eliminations of the hunt's digit from `cells`, as a step lists them.
fn eliminations(hunt: &Hunt, cells: CellSet) -> Vec<(usize, Digit)> {
    let digit = Digit::from_index(hunt.digit);
    cells.iter().map(|cell| (cell, digit)).collect()
}

/// `row 1, row 5 and row 9`.
fn house_list(grid: &Candidates, houses: &[usize]) -> String {
    let names: Vec<String> = houses.iter().map(|&h| house_name(grid, h)).collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// The step's houses, marks and eliminations for one fish or a Siamese pair.
fn fill(
    step: &mut Step,
    hunt: &Hunt,
    covers: &[usize],
    body: CellSet,
    fins: CellSet,
    gone: CellSet,
) {
    let digit = Digit::from_index(hunt.digit);
    step.houses = hunt.base.iter().chain(covers).copied().collect();
    let role = |cell| {
        if fins.contains(cell) {
            Role::Fin
        } else {
            Role::Pattern
        }
    };
    step.marks = body
        .or(&fins)
        .iter()
        .map(|cell| Mark {
            cell,
            digit,
            role: role(cell),
        })
        .collect();
    step.eliminations = eliminations(hunt, gone);
}

fn fish_step(hunt: &Hunt, technique: Technique, found: &Found) -> Step {
    let grid = hunt.grid;
    let n = grid.size();
    let digit = Digit::from_index(hunt.digit);
    let mut step = Step::new(technique);
    fill(
        &mut step,
        hunt,
        &found.covers,
        found.body,
        found.fins,
        found.eliminations,
    );
    let bases = house_list(grid, &hunt.base);
    let covers = house_list(grid, &found.covers);
    let cannibal = if found.cannibals.is_empty() {
        String::new()
    } else {
        format!(
            ", and a {digit} in {} would fill two of them at once",
            cell_list(found.cannibals.iter(), n)
        )
    };
    let effects = effects_sentence(&step, n);
    step.explanation = if found.fins.is_empty() {
        format!(
            "Each of {bases} needs a {digit}, and all their {digit}s lie in {covers}, which can take one {digit} each, so those {digit}s fill {covers}{cannibal}: {effects}."
        )
    } else {
        format!(
            "Each of {bases} needs a {digit}, and apart from the fin{} {} all their {digit}s lie in {covers}, which can take one {digit} each; so either a fin is {digit} or those {digit}s fill {covers}{cannibal}, and the cells cleared see every fin: {effects}.",
            if found.fins.len() == 1 { "" } else { "s" },
            cell_list(found.fins.iter(), n)
        )
    };
    step
}

fn siamese_step(hunt: &Hunt, technique: Technique, a: &Found, b: &Found) -> Step {
    let grid = hunt.grid;
    let n = grid.size();
    let digit = Digit::from_index(hunt.digit);
    let mut covers = a.covers.clone();
    covers.extend(b.covers.iter().filter(|h| !a.covers.contains(h)));
    let fins = a.fins.or(&b.fins);
    let mut step = Step::new(technique);
    fill(
        &mut step,
        hunt,
        &covers,
        a.body.or(&b.body).minus(&fins),
        fins,
        a.eliminations.or(&b.eliminations),
    );
    let part = |f: &Found| {
        format!(
            "in {} apart from {}",
            house_list(grid, &f.covers),
            cell_list(f.fins.iter(), n)
        )
    };
    step.explanation = format!(
        "Each of {} needs a {digit}, and their {digit}s lie both {} and {}, so either a fin is {digit} or those {digit}s fill the cover houses, for each of the two fish; each clears the cells of its covers that see all its fins: {}.",
        house_list(grid, &hunt.base),
        part(a),
        part(b),
        effects_sentence(&step, n)
    );
    step
}
