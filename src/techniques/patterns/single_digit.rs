//! Single-digit patterns: Skyscraper, 2-String Kite, Turbot Fish, Empty Rectangle, and the dual
//! forms.
//!
//! All of them join two strong links of one digit (conjugate pairs: the only two cells of a
//! house that hold it) by a weak link, so that one of the two far ends must hold the digit and
//! every cell that sees both ends loses it. A Skyscraper's strong links are two parallel lines,
//! a 2-String Kite's a row and a column whose ends meet in a box, and a Turbot Fish (HoDoKu's
//! name for any such chain of three links, which includes the first two shapes) may use any
//! houses. An Empty Rectangle replaces one strong link by a box whose candidates all lie in
//! one row and one column. The dual forms are two kites sharing their box cells, or two Empty
//! Rectangles in the same box, reported as one step.

use crate::board::Digit;
use crate::techniques::step::effects_sentence;
use crate::techniques::{
    Candidates, CellSet, HouseKind, Link, Mark, Node, Role, Search, Step, Technique, cell_name,
    house_name,
};

/// Finds the steps of `technique`.
pub fn find(search: &mut Search, technique: Technique) {
    use Technique::*;
    for d in 0..search.grid.size() {
        let stop = match technique {
            Skyscraper => skyscrapers(search, d),
            TwoStringKite => push_chains(search, technique, &kites(search.grid, d)),
            DualTwoStringKite => dual_kites(search, d),
            TurbotFish => turbot_fish(search, d),
            EmptyRectangle => empty_rectangles(search, d),
            DualEmptyRectangle => dual_empty_rectangles(search, d),
            _ => true,
        };
        if stop {
            return;
        }
    }
}

/// A conjugate pair: the only two cells of `house` that hold a digit.
#[derive(Debug, Clone, Copy)]
pub(super) struct Pair {
    /// The house.
    pub(super) house: usize,
    /// Its two cells, in house order.
    pub(super) cells: [usize; 2],
}

impl Pair {
    /// The cell of the pair that is not `cell`.
    fn other(&self, cell: usize) -> usize {
        if self.cells[0] == cell {
            self.cells[1]
        } else {
            self.cells[0]
        }
    }
}

/// The conjugate pairs of digit index `d`, in house order.
pub(super) fn pairs(grid: &Candidates, d: usize) -> Vec<Pair> {
    let with = grid.cells_with(d);
    (0..grid.house_count())
        .filter_map(|house| {
            let cells = with.and(&grid.house_set(house));
            if cells.len() != 2 {
                return None;
            }
            let mut iter = cells.iter();
            Some(Pair {
                house,
                cells: [iter.next()?, iter.next()?],
            })
        })
        .collect()
}

/// The cell where two houses cross, if they do.
fn crossing(grid: &Candidates, a: usize, b: usize) -> Option<usize> {
    grid.house_set(a).and(&grid.house_set(b)).first()
}

fn mark(cell: usize, digit: Digit, role: Role) -> Mark {
    Mark { cell, digit, role }
}

fn node(cells: impl IntoIterator<Item = usize>, digit: Digit) -> Node {
    Node {
        cells: cells.into_iter().collect(),
        digit,
    }
}

/// Two strong links joined by a weak one: `cells[0]` or `cells[1]` holds the digit (the only
/// two of `houses[0]`), `cells[1]` and `cells[2]` are not both the digit (they share
/// `houses[1]`), and `cells[2]` or `cells[3]` holds it (the only two of `houses[2]`). So one of
/// the ends `cells[0]`, `cells[3]` does, and `eliminations` (every other cell with the digit
/// that sees both ends) do not.
#[derive(Debug, Clone)]
struct Chain {
    digit: usize,
    cells: [usize; 4],
    houses: [usize; 3],
    eliminations: CellSet,
}

impl Chain {
    /// The chain `a = b - c = e` on digit index `d`, with its eliminations.
    fn new(grid: &Candidates, d: usize, cells: [usize; 4], houses: [usize; 3]) -> Chain {
        let [a, _, _, e] = cells;
        let ends: CellSet = [a, e].into_iter().collect();
        Chain {
            digit: d,
            cells,
            houses,
            eliminations: grid.cells_with(d).and(&grid.seen_by_all(&ends)),
        }
    }

    /// Adds the chain's houses, marks and links to `step`, and its eliminations.
    fn add_to(&self, step: &mut Step) {
        let digit = Digit::from_index(self.digit);
        for house in self.houses {
            if !step.houses.contains(&house) {
                step.houses.push(house);
            }
        }
        for cell in self.cells {
            let m = mark(cell, digit, Role::Pattern);
            if !step.marks.contains(&m) {
                step.marks.push(m);
            }
        }
        let [a, b, c, e] = self.cells;
        for (from, to, strong) in [(a, b, true), (b, c, false), (c, e, true)] {
            step.links.push(Link {
                from: node([from], digit),
                to: node([to], digit),
                strong,
            });
        }
        step.eliminations
            .extend(self.eliminations.iter().map(|cell| (cell, digit)));
    }

    /// Why one of the ends holds the digit: "only r1c2 and r1c6 can be 7 in row 1, ...".
    fn reason(&self, grid: &Candidates) -> String {
        let n = grid.size();
        let digit = Digit::from_index(self.digit);
        let [a, b, c, e] = self.cells;
        let [first, weak, second] = self.houses;
        crate::t!(
            "explain-kite-reason",
            a = cell_name(a, n),
            b = cell_name(b, n),
            digit = digit.to_string(),
            first = house_name(grid, first),
            c = cell_name(c, n),
            e = cell_name(e, n),
            second = house_name(grid, second),
            weak = house_name(grid, weak)
        )
    }

    /// The chain as a step of `technique`.
    fn step(&self, grid: &Candidates, technique: Technique) -> Step {
        let mut step = Step::new(technique);
        self.add_to(&mut step);
        let reason = self.reason(grid);
        step.explanation = sentence(&reason, &step, grid.size());
        step
    }
}

/// `Reason: effects.` with the first letter of the reason capitalised.
fn sentence(reason: &str, step: &Step, n: usize) -> String {
    let mut chars = reason.chars();
    let first = chars.next().map(|c| c.to_uppercase().collect::<String>());
    crate::t!(
        "explain-reason-effects",
        reason = format!("{}{}", first.unwrap_or_default(), chars.as_str()),
        effects = effects_sentence(step, n)
    )
}

/// Two reasons of a dual pattern: `first; likewise second`.
fn likewise(first: String, second: String) -> String {
    crate::t!("explain-likewise", first = first, second = second)
}

/// Pushes every chain that eliminates something as a step of `technique`; true to stop.
fn push_chains(search: &mut Search, technique: Technique, chains: &[Chain]) -> bool {
    for chain in chains {
        if !chain.eliminations.is_empty() && search.push(chain.step(search.grid, technique)) {
            return true;
        }
    }
    false
}

/// Pushes the step `build` makes of each two `items` that `pair_up` accepts (two patterns
/// that form a dual); true to stop.
fn push_duals<T>(
    search: &mut Search,
    technique: Technique,
    items: &[T],
    pair_up: impl Fn(&T, &T) -> bool,
    build: impl Fn(&Candidates, Technique, &T, &T) -> Step,
) -> bool {
    for (i, first) in items.iter().enumerate() {
        for second in items.iter().skip(i + 1) {
            if pair_up(first, second) && search.push(build(search.grid, technique, first, second)) {
                return true;
            }
        }
    }
    false
}

/// Skyscrapers on digit index `d`: two parallel lines each with a conjugate pair, one end of
/// each in the same crossing line, the other ends not (that would be an X-Wing).
fn skyscrapers(search: &mut Search, d: usize) -> bool {
    let grid = search.grid;
    let all = pairs(grid, d);
    for kind in [HouseKind::Row, HouseKind::Col] {
        // The crossing line of a cell: its column for rows, its row for columns.
        let cross = |cell: usize| grid.houses_of(cell)[usize::from(kind == HouseKind::Row)];
        let lines: Vec<&Pair> = all
            .iter()
            .filter(|p| grid.house_kind(p.house) == kind)
            .collect();
        let mut chains = Vec::new();
        for (i, p) in lines.iter().enumerate() {
            for q in lines.iter().skip(i + 1) {
                let base = p
                    .cells
                    .iter()
                    .flat_map(|&b| q.cells.iter().map(move |&c| (b, c)))
                    .find(|&(b, c)| cross(b) == cross(c));
                let Some((b, c)) = base else { continue };
                let (a, e) = (p.other(b), q.other(c));
                if cross(a) == cross(e) {
                    continue;
                }
                chains.push(Chain::new(
                    grid,
                    d,
                    [a, b, c, e],
                    [p.house, cross(b), q.house],
                ));
            }
        }
        if push_chains(search, Technique::Skyscraper, &chains) {
            return true;
        }
    }
    false
}

/// The 2-String Kites on digit index `d`: a row's and a column's conjugate pairs (no cell in
/// common) with one end of each in the same box. Chains without eliminations are kept too, so
/// that duals can be built from the list.
fn kites(grid: &Candidates, d: usize) -> Vec<Chain> {
    let all = pairs(grid, d);
    let box_of = |cell: usize| grid.houses_of(cell)[2];
    let mut kites = Vec::new();
    for row in all
        .iter()
        .filter(|p| grid.house_kind(p.house) == HouseKind::Row)
    {
        for col in all
            .iter()
            .filter(|p| grid.house_kind(p.house) == HouseKind::Col)
        {
            if row.cells.iter().any(|c| col.cells.contains(c)) {
                continue;
            }
            for b in row.cells {
                for c in col.cells {
                    if box_of(b) == box_of(c) {
                        kites.push(Chain::new(
                            grid,
                            d,
                            [row.other(b), b, c, col.other(c)],
                            [row.house, box_of(b), col.house],
                        ));
                    }
                }
            }
        }
    }
    kites
}

/// Dual 2-String Kites on digit index `d`: two kites through the same two box cells with
/// different eliminations.
fn dual_kites(search: &mut Search, d: usize) -> bool {
    let kites = kites(search.grid, d);
    let box_cells = |k: &Chain| {
        let [_, b, c, _] = k.cells;
        (b.min(c), b.max(c))
    };
    push_duals(
        search,
        Technique::DualTwoStringKite,
        &kites,
        |k1, k2| box_cells(k1) == box_cells(k2) && k1.eliminations != k2.eliminations,
        |grid, technique, k1, k2| {
            let mut step = Step::new(technique);
            k1.add_to(&mut step);
            k2.add_to(&mut step);
            let reason = likewise(k1.reason(grid), k2.reason(grid));
            step.normalise();
            step.explanation = sentence(&reason, &step, grid.size());
            step
        },
    )
}

/// Turbot Fish on digit index `d`: every chain strong - weak - strong through four different
/// cells, with strong links in any houses (HoDoKu reports Skyscrapers and 2-String Kites as
/// Turbot Fish too). Each chain is reported once, from its smaller end, with the first house
/// of each pair (a pair in a line and a box is one link).
fn turbot_fish(search: &mut Search, d: usize) -> bool {
    let grid = search.grid;
    let mut links: Vec<Pair> = Vec::new();
    for pair in pairs(grid, d) {
        if !links.iter().any(|l| l.cells == pair.cells) {
            links.push(pair);
        }
    }
    for p in &links {
        for q in &links {
            for b in p.cells {
                for c in q.cells {
                    let (a, e) = (p.other(b), q.other(c));
                    if a >= e || b == c || [a, b].contains(&c) || [a, b].contains(&e) {
                        continue;
                    }
                    let Some(weak) = grid.shared_houses(b, c).next() else {
                        continue;
                    };
                    let chain = Chain::new(grid, d, [a, b, c, e], [p.house, weak, q.house]);
                    if push_chains(search, Technique::TurbotFish, &[chain]) {
                        return true;
                    }
                }
            }
        }
    }
    false
}

/// An Empty Rectangle: every candidate of `boxh` lies in `line` or `cross` (each has one
/// outside the other); `x` in `line` outside the box and `y` are the only two of `pair_house`,
/// and `target`, where the line through `y` parallel to `line` meets `cross`, cannot hold the
/// digit: it would make `y` false and `x` true, leaving the box without the digit.
#[derive(Debug, Clone, Copy)]
struct Rectangle {
    digit: usize,
    boxh: usize,
    line: usize,
    cross: usize,
    x: usize,
    y: usize,
    pair_house: usize,
    target: usize,
}

impl Rectangle {
    /// Adds the houses, marks, links and the elimination to `step`.
    fn add_to(&self, grid: &Candidates, step: &mut Step) {
        let digit = Digit::from_index(self.digit);
        for house in [self.boxh, self.pair_house] {
            if !step.houses.contains(&house) {
                step.houses.push(house);
            }
        }
        let in_box = grid.cells_with(self.digit).and(&grid.house_set(self.boxh));
        let on_cross = in_box.and(&grid.house_set(self.cross));
        let on_line = in_box.minus(&on_cross);
        let marks = in_box
            .iter()
            .map(|c| mark(c, digit, Role::Group(0)))
            .chain([self.x, self.y].map(|c| mark(c, digit, Role::Pattern)));
        for m in marks {
            if !step.marks.contains(&m) {
                step.marks.push(m);
            }
        }
        let links = [
            (
                node(on_cross.iter(), digit),
                node(on_line.iter(), digit),
                true,
            ),
            (node(on_line.iter(), digit), node([self.x], digit), false),
            (node([self.x], digit), node([self.y], digit), true),
        ];
        for (from, to, strong) in links {
            step.links.push(Link { from, to, strong });
        }
        step.eliminations.push((self.target, digit));
    }

    /// Why the target cannot hold the digit.
    fn reason(&self, grid: &Candidates) -> String {
        let n = grid.size();
        let digit = Digit::from_index(self.digit);
        crate::t!(
            "explain-empty-rectangle-reason",
            boxh = house_name(grid, self.boxh),
            digit = digit.to_string(),
            line = house_name(grid, self.line),
            cross = house_name(grid, self.cross),
            target = cell_name(self.target, n),
            y = cell_name(self.y, n),
            x = cell_name(self.x, n),
            pair = house_name(grid, self.pair_house)
        )
    }
}

/// Every Empty Rectangle on digit index `d`, also those with only two candidates in the box.
fn rectangles(grid: &Candidates, d: usize) -> Vec<Rectangle> {
    let with = grid.cells_with(d);
    let n = grid.size();
    let mut found = Vec::new();
    for boxh in 2 * n..3 * n {
        let box_set = grid.house_set(boxh);
        let in_box = with.and(&box_set);
        if in_box.len() < 2 {
            continue;
        }
        let mut rows = Vec::new();
        let mut cols = Vec::new();
        for &cell in grid.house(boxh) {
            let [row, col, _] = grid.houses_of(cell);
            if !rows.contains(&row) {
                rows.push(row);
            }
            if !cols.contains(&col) {
                cols.push(col);
            }
        }
        for &row in &rows {
            for &col in &cols {
                let (row_set, col_set) = (grid.house_set(row), grid.house_set(col));
                let valid = in_box.is_subset(&row_set.or(&col_set))
                    && !in_box.and(&row_set).minus(&col_set).is_empty()
                    && !in_box.and(&col_set).minus(&row_set).is_empty();
                if !valid {
                    continue;
                }
                for (line, cross) in [(row, col), (col, row)] {
                    rectangles_through(grid, d, boxh, line, cross, &mut found);
                }
            }
        }
    }
    found
}

/// The Empty Rectangles of box `boxh` whose conjugate pair hangs from `line`.
fn rectangles_through(
    grid: &Candidates,
    d: usize,
    boxh: usize,
    line: usize,
    cross: usize,
    found: &mut Vec<Rectangle>,
) {
    let with = grid.cells_with(d);
    let box_set = grid.house_set(boxh);
    // Index into `houses_of`: the pair lies across `line`, the target's line parallel to it.
    let (parallel, across) = match grid.house_kind(line) {
        HouseKind::Row => (0, 1),
        _ => (1, 0),
    };
    for x in with.and(&grid.house_set(line)).minus(&box_set).iter() {
        let pair_house = grid.houses_of(x)[across];
        let pair = with.and(&grid.house_set(pair_house));
        if pair.len() != 2 {
            continue;
        }
        let Some(y) = pair.iter().find(|&c| c != x) else {
            continue;
        };
        let Some(target) = crossing(grid, grid.houses_of(y)[parallel], cross) else {
            continue;
        };
        if box_set.contains(target) || !with.contains(target) {
            continue;
        }
        found.push(Rectangle {
            digit: d,
            boxh,
            line,
            cross,
            x,
            y,
            pair_house,
            target,
        });
    }
}

/// Empty Rectangles on digit index `d`.
fn empty_rectangles(search: &mut Search, d: usize) -> bool {
    for er in rectangles(search.grid, d) {
        let mut step = Step::new(Technique::EmptyRectangle);
        er.add_to(search.grid, &mut step);
        let reason = er.reason(search.grid);
        step.explanation = sentence(&reason, &step, search.grid.size());
        if search.push(step) {
            return true;
        }
    }
    false
}

/// Dual Empty Rectangles on digit index `d`: two Empty Rectangles of the same box with
/// different eliminations.
fn dual_empty_rectangles(search: &mut Search, d: usize) -> bool {
    let ers = rectangles(search.grid, d);
    push_duals(
        search,
        Technique::DualEmptyRectangle,
        &ers,
        |e1, e2| e1.boxh == e2.boxh && e1.target != e2.target,
        |grid, technique, e1, e2| {
            let mut step = Step::new(technique);
            e1.add_to(grid, &mut step);
            e2.add_to(grid, &mut step);
            let reason = likewise(e1.reason(grid), e2.reason(grid));
            step.normalise();
            step.explanation = sentence(&reason, &step, grid.size());
            step
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Grid, Shape};
    use crate::techniques::testing::lines;

    /// A grid where digit 1 (index 0) is a candidate exactly in `cells`.
    fn grid_with(cells: &[usize]) -> Candidates {
        let grid = Grid::empty(Shape::NINE);
        let mut cands = Candidates::from_grid(&grid);
        for cell in 0..81 {
            if !cells.contains(&cell) {
                cands.eliminate(cell, 0);
            }
        }
        cands
    }

    #[test]
    fn skyscraper_clears_the_cells_that_see_both_free_ends() {
        // Rows 1 and 4 hold 1 only in c2 and c5, c2 and c6: base column 2, free ends r1c5
        // and r4c6; r2c6 and r6c5 see both.
        let grid = grid_with(&[1, 4, 28, 32, 14, 49]);
        let found = lines(&grid, Technique::Skyscraper);
        assert!(
            found.iter().any(|l| l == "Skyscraper: r2c6<>1, r6c5<>1"),
            "{found:?}"
        );
    }

    #[test]
    fn finders_never_panic_on_small_and_empty_grids() {
        crate::techniques::testing::assert_empty_grids_give_nothing(
            crate::techniques::Family::SingleDigit,
        );
    }
}
