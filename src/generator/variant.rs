//! Making variant puzzles: a random grid under the variant's rules, then givens carved out of
//! it (jigsaw, X, windoku, anti-knight, anti-king, non-consecutive), cages drawn over it
//! (killer), or the Cracking the Cryptic rules laid over it (thermo, arrow, kropki, XV,
//! little killer, sandwich, renban, whispers: see `laid.rs`) and then givens carved out.
//!
//! Levels are graded, as for classic puzzles of other sizes, by the hardest technique the
//! human solver needs (SE's values, and Shudu's for the variant techniques: see
//! [`crate::rate::grade`]); the puzzle's grade lies in the level's band:
//! - carved and laid variants: the minimal puzzle (no given can go) gets back as few of the solution's
//!   digits, in a random order, as make it no harder than the level's top; it is kept if it
//!   is then no easier than the level's bottom;
//! - killer: cages only, no givens, at every level; **easy** cages hold 1 to 3 cells (a cage
//!   of one cell is a given in disguise), **medium** 2 to 4, **hard** and above 2 to 5 (cells
//!   left with no neighbour to join make cages of one); a layout is kept if its grade lies
//!   in the band.
//!
//! A killer whose cages allow more than one solution, or any puzzle outside the band, is
//! drawn again. The tries run side by side on every core, each from a seed of its own, and the
//! request gives the lowest-numbered try that succeeds (see `tries.rs`): the same puzzle for the
//! same seed on any machine.

use super::{GenerateError, Generated, Symmetry, carve, extreme, laid, tries};
use crate::board::{Cage, Grid, Rules, Shape, Variant, connected};
use crate::rate::{Level, Rating, grade};
use crate::solver::{self, CancelToken};
use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};

/// What to generate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct VariantRequest {
    /// The variant.
    pub variant: Variant,
    /// The grid's shape (killer and windoku: 9x9 and other square-box shapes).
    pub shape: Shape,
    /// The level (see the module's documentation).
    pub level: Level,
    /// The random seed: the same request gives the same puzzle.
    pub seed: u64,
}

/// How many grids (and cage layouts) a request may draw before it gives up: a try takes a
/// few milliseconds, and an easy killer (one that hidden singles and the cages' own sums
/// finish, with no naked single) is about one layout in a hundred.
const MAX_TRIES: usize = 1000;
/// How many an extreme puzzle under a Cracking the Cryptic rule may draw: one try in 250 to
/// 300 gives an extreme sandwich (measured on seeds 1 to 8: the first at tries 18 to 1,147),
/// so a thousand would miss one request in thirty; ten thousand miss about e^-33.
const EXTREME_TRIES: usize = 10_000;
/// The most search nodes the search for a random solution may take (a grid under these
/// rules fills in a few hundred; a jigsaw layout with no solution can take far more).
const FILL_NODES: u64 = 20_000;
/// The most search nodes a killer's uniqueness check may take before the layout is dropped.
const KILLER_NODES: u64 = 200_000;

/// Generates a unique puzzle of `request`'s variant. Classic requests go to
/// [`super::generate`].
pub fn generate_variant(
    request: &VariantRequest,
    cancel: &CancelToken,
) -> Result<Generated, GenerateError> {
    let VariantRequest {
        variant,
        shape,
        level,
        seed,
    } = *request;
    if variant == Variant::Classic {
        let classic = super::Request {
            shape,
            level,
            symmetry: Symmetry::Rot180,
            seed,
        };
        return super::generate(&classic, cancel);
    }
    let hardest = super::hardest_reachable(shape);
    let out_of_reach = GenerateError::OutOfReach {
        shape,
        level,
        hardest,
    };
    if level > hardest {
        return Err(out_of_reach);
    }
    let most = if level == Level::Extreme && variant.is_clue() {
        EXTREME_TRIES
    } else {
        MAX_TRIES
    };
    let found = tries::first(most, cancel, |index, cancel| {
        attempt(request, tries::try_seed(seed, index), cancel)
    });
    if cancel.is_cancelled() {
        return Err(GenerateError::Cancelled);
    }
    let (index, made) = found.ok_or(out_of_reach)?;
    let (puzzle, solution, rating) = made?;
    Ok(Generated {
        puzzle,
        solution,
        rating: Some(rating),
        level,
        tries: index + 1,
    })
}

/// One try at `request` drawn from `seed`: the puzzle, its solution and its grade, or
/// nothing when the grid, its rules or its grade missed.
fn attempt(
    request: &VariantRequest,
    seed: u64,
    cancel: &CancelToken,
) -> Result<Option<(Grid, Grid, Rating)>, GenerateError> {
    let VariantRequest {
        variant,
        shape,
        level,
        ..
    } = *request;
    if cancel.is_cancelled() {
        return Err(GenerateError::Cancelled);
    }
    let out_of_reach = || GenerateError::OutOfReach {
        shape,
        level,
        hardest: super::hardest_reachable(shape),
    };
    let mut rng = StdRng::seed_from_u64(seed);
    // Some jigsaw layouts have no solution: each try draws the rules again.
    let rules = skeleton(variant, shape, &mut rng);
    let empty = Grid::empty(shape)
        .with_rules(rules)
        .map_err(|_| out_of_reach())?;
    let fill_seed = rng.random();
    let Some(mut solution) = solver::random_solution(&empty, fill_seed, FILL_NODES, cancel)? else {
        return Ok(None);
    };
    if variant.is_clue() {
        let rules = laid::lay(variant, &solution, level, &mut rng);
        if rules.clues.is_empty() {
            return Ok(None);
        }
        solution = solution.with_rules(rules).map_err(|_| out_of_reach())?;
    }
    // The puzzle, and its grade when the search for it graded it already.
    let (puzzle, graded) = if variant == Variant::Killer {
        match killer(&solution, level, &mut rng, cancel)? {
            Some(puzzle) => (puzzle, None),
            None => return Ok(None),
        }
    } else {
        let minimal = solver::Checker::with(&solution, |checker| {
            let unique = |p: &Grid| carve::unique_under(checker, p, cancel);
            carve::carve(&solution, Symmetry::None, &mut rng, unique)
        })?;
        let unique = |p: &Grid| carve::is_unique(p, &solution, cancel);
        if level == Level::Extreme && variant.is_clue() {
            match extreme::find(minimal, &solution, variant, &mut rng, cancel)? {
                Some((puzzle, rating)) => (puzzle, Some(rating)),
                None => return Ok(None),
            }
        } else {
            let puzzle = give_back(minimal.clone(), &solution, level, &mut rng, cancel)?;
            match grade::graded_in(&puzzle, level, cancel)? {
                Some(rating) => (puzzle, Some(rating)),
                // Measured on sandwiches (seed 1): of 60 minimal puzzles none needed the long
                // Rule Contradiction that master asks for (they grade 2.0 to 6.0), and with
                // their sums taken away while unique 3 did; without this, a master sandwich
                // took 50 to 330 tries (seeds 4 to 10).
                None if level == Level::Master && variant.is_clue() => {
                    let sparse = carve::carve_clues(minimal, &mut rng, unique)?;
                    let (low, top) = level.band();
                    match grade::at_most(&sparse, top, cancel)? {
                        Some(rating) if rating.er >= low => (sparse, Some(rating)),
                        Some(_) => return Ok(None),
                        // Too hard now: givens come back as for the minimal puzzle.
                        None => (give_back(sparse, &solution, level, &mut rng, cancel)?, None),
                    }
                }
                None => return Ok(None),
            }
        }
    };
    let rating = match graded {
        Some(rating) => Some(rating),
        None => grade::graded_in(&puzzle, level, cancel)?,
    };
    Ok(rating.map(|rating| (puzzle, solution, rating)))
}

/// The rules of `variant` before the solution is known: regions, diagonals, windows, the pair
/// rules. Killer cages come later, drawn over the solution.
fn skeleton(variant: Variant, shape: Shape, rng: &mut impl Rng) -> Rules {
    let mut rules = Rules::CLASSIC;
    if variant == Variant::Jigsaw {
        rules.regions = Some(random_regions(shape, rng));
    }
    rules.switch(variant, true);
    rules
}

/// Puts back as few of the solution's digits (in a random order) as make `puzzle` no harder
/// than `level`'s top, found by halving: more givens make a puzzle easier (as a rule, which
/// the caller's check of the band backs up).
fn give_back(
    puzzle: Grid,
    solution: &Grid,
    level: Level,
    rng: &mut impl Rng,
    cancel: &CancelToken,
) -> Result<Grid, solver::Cancelled> {
    let (_, top) = level.band();
    let shape = puzzle.shape();
    let mut open: Vec<_> = shape.cells().filter(|&c| !puzzle.is_given(c)).collect();
    open.shuffle(rng);
    let with = |k: usize| {
        let mut more = puzzle.clone();
        for &cell in open.iter().take(k) {
            more.set_given(cell, solution.value(cell));
        }
        more
    };
    // The fewest givens back (`low..=high`) that grade no higher than the top.
    let (mut low, mut high) = (0, open.len());
    while low < high {
        let mid = (low + high) / 2;
        if grade::at_most(&with(mid), top, cancel)?.is_some() {
            high = mid;
        } else {
            low = mid + 1;
        }
    }
    Ok(with(low))
}

/// A killer over `solution`: random cages (sizes by level) with their sums and no givens, if
/// they allow only that solution.
fn killer(
    solution: &Grid,
    level: Level,
    rng: &mut impl Rng,
    cancel: &CancelToken,
) -> Result<Option<Grid>, solver::Cancelled> {
    let sizes = match level {
        Level::Easy => 1..=3,
        Level::Medium => 2..=4,
        _ => 2..=5,
    };
    let cages = random_cages(solution, sizes, rng);
    let rules = Rules {
        cages,
        ..solution.rules().clone()
    };
    let Ok(puzzle) = solution.cleared().with_rules(rules) else {
        return Ok(None);
    };
    let found = solver::count_within(&puzzle, 2, KILLER_NODES, cancel)?;
    Ok(found.filter(|f| f.count == 1).map(|_| puzzle))
}

/// Cages over `solution`: from each cell not yet caged, in random order, a cage grows into
/// random neighbouring cells not yet caged whose digits it does not hold yet, up to a size
/// drawn from `sizes` (when that starts above one, a cell left alone joins a neighbouring
/// cage: see [`join_strays`]). Each cage's sum is its digits' sum.
fn random_cages(
    solution: &Grid,
    sizes: std::ops::RangeInclusive<usize>,
    rng: &mut impl Rng,
) -> Vec<Cage> {
    let shape = solution.shape();
    let n = shape.size();
    let values = solution.values();
    let mut caged = vec![false; shape.cell_count()];
    let mut order: Vec<usize> = (0..shape.cell_count()).collect();
    order.shuffle(rng);
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for start in order {
        if caged[start] {
            continue;
        }
        let target = rng.random_range(sizes.clone());
        let mut cells = vec![start];
        caged[start] = true;
        while cells.len() < target {
            let mut next: Vec<usize> = cells
                .iter()
                .flat_map(|&c| neighbours(c, n))
                .filter(|&c| !caged[c] && !cells.iter().any(|&x| values[x] == values[c]))
                .collect();
            next.sort_unstable();
            next.dedup();
            let Some(&pick) = next.choose(rng) else {
                break;
            };
            caged[pick] = true;
            cells.push(pick);
        }
        groups.push(cells);
    }
    if *sizes.start() > 1 {
        join_strays(&mut groups, values, n, rng);
    }
    let mut cages: Vec<Cage> = groups
        .iter()
        .filter(|cells| !cells.is_empty())
        .map(|cells| {
            let sum: u16 = cells.iter().map(|&c| u16::from(values[c])).sum();
            Cage::new(cells.iter().map(|&c| c as u16), Some(sum))
        })
        .collect();
    cages.sort_by_key(|c| c.cells.first().copied());
    cages
}

/// Joins each one-cell group (a cell left with no free neighbour when its cage grew: on a
/// level whose cages have two cells or more, a given in disguise) to a neighbouring group
/// that does not hold its digit yet, picked at random; a cell with no such neighbour stays
/// alone. Joined groups are left empty.
fn join_strays(groups: &mut [Vec<usize>], values: &[u8], n: usize, rng: &mut impl Rng) {
    let mut group_of = vec![0; n * n];
    for (g, cells) in groups.iter().enumerate() {
        for &c in cells {
            if let Some(slot) = group_of.get_mut(c) {
                *slot = g;
            }
        }
    }
    for g in 0..groups.len() {
        let [cell] = groups.get(g).map_or(&[][..], Vec::as_slice) else {
            continue;
        };
        let cell = *cell;
        let digit = values.get(cell).copied();
        let mut hosts: Vec<usize> = neighbours(cell, n)
            .filter_map(|c| group_of.get(c).copied())
            .filter(|&h| {
                h != g
                    && groups
                        .get(h)
                        .is_some_and(|cells| cells.iter().all(|&c| values.get(c).copied() != digit))
            })
            .collect();
        hosts.sort_unstable();
        hosts.dedup();
        let Some(&host) = hosts.choose(rng) else {
            continue;
        };
        if let Some(cells) = groups.get_mut(host) {
            cells.push(cell);
        }
        if let Some(cells) = groups.get_mut(g) {
            cells.clear();
        }
        if let Some(slot) = group_of.get_mut(cell) {
            *slot = host;
        }
    }
}

/// The orthogonal neighbours of cell `c` on a side of `n`.
fn neighbours(c: usize, n: usize) -> impl Iterator<Item = usize> {
    let (row, col) = (c / n, c % n);
    [
        (row > 0).then(|| c - n),
        (row + 1 < n).then(|| c + n),
        (col > 0).then(|| c - 1),
        (col + 1 < n).then(|| c + 1),
    ]
    .into_iter()
    .flatten()
}

/// Random jigsaw regions: the boxes, reshaped by swapping cells across region borders while
/// every region stays connected (each swap keeps N cells a region).
fn random_regions(shape: Shape, rng: &mut impl Rng) -> Vec<u8> {
    let n = shape.size();
    let mut regions: Vec<u8> = shape.cells().map(|c| shape.box_of(c) as u8).collect();
    let swaps = 8 * n * n;
    for _ in 0..swaps {
        let a = rng.random_range(0..n * n);
        let Some(&b) = neighbours(a, n)
            .filter(|&b| regions[b] != regions[a])
            .collect::<Vec<_>>()
            .choose(rng)
        else {
            continue;
        };
        // Swap a's region with that of a cell c of b's region that touches a's region.
        let (ra, rb) = (regions[a], regions[b]);
        let candidates: Vec<usize> = (0..n * n)
            .filter(|&c| regions[c] == rb && c != b)
            .filter(|&c| neighbours(c, n).any(|x| regions[x] == ra && x != a))
            .collect();
        let Some(&c) = candidates.choose(rng) else {
            continue;
        };
        // a joins rb and c joins ra.
        regions[a] = rb;
        regions[c] = ra;
        if !region_connected(shape, &regions, ra) || !region_connected(shape, &regions, rb) {
            regions[a] = ra;
            regions[c] = rb;
        }
    }
    regions
}

/// Whether the cells of region `r` form one piece (orthogonal steps).
fn region_connected(shape: Shape, regions: &[u8], r: u8) -> bool {
    let cells: Vec<u16> = (0..regions.len())
        .filter(|&c| regions.get(c) == Some(&r))
        .filter_map(|c| u16::try_from(c).ok())
        .collect();
    connected(shape, &cells)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_regions_are_connected_and_even() {
        let mut rng = StdRng::seed_from_u64(5);
        let regions = random_regions(Shape::NINE, &mut rng);
        let boxes: Vec<u8> = Shape::NINE
            .cells()
            .map(|c| Shape::NINE.box_of(c) as u8)
            .collect();
        assert_ne!(regions, boxes, "reshaped");
        for r in 0..9 {
            assert_eq!(regions.iter().filter(|&&x| x == r).count(), 9);
            assert!(region_connected(Shape::NINE, &regions, r));
        }
    }

    #[test]
    fn cages_of_two_or_more_leave_no_cell_alone() {
        for seed in 0..20 {
            let mut rng = StdRng::seed_from_u64(seed);
            let solution = super::super::fill::random_solution(Shape::NINE, &mut rng);
            let values = solution.values();
            let cages = random_cages(&solution, 2..=4, &mut rng);
            let mut covered: Vec<u16> = cages.iter().flat_map(|c| c.cells.clone()).collect();
            covered.sort_unstable();
            assert_eq!(
                covered,
                (0..81).collect::<Vec<u16>>(),
                "seed {seed}: every cell once"
            );
            for cage in &cages {
                assert!(cage.cells.len() >= 2, "seed {seed}: {cage:?} alone");
                assert!(
                    connected(Shape::NINE, &cage.cells),
                    "seed {seed}: {cage:?} apart"
                );
                let mut digits: Vec<u8> =
                    cage.cells.iter().map(|&c| values[usize::from(c)]).collect();
                let sum: u16 = digits.iter().map(|&d| u16::from(d)).sum();
                assert_eq!(cage.sum, Some(sum), "seed {seed}: {cage:?}");
                digits.sort_unstable();
                digits.dedup();
                assert_eq!(
                    digits.len(),
                    cage.cells.len(),
                    "seed {seed}: {cage:?} repeats"
                );
            }
        }
    }

    #[test]
    fn each_variant_generates_a_unique_puzzle_under_its_rules() {
        let cancel = CancelToken::new();
        for variant in Variant::ALL.into_iter().skip(1) {
            let request = VariantRequest {
                variant,
                shape: Shape::NINE,
                level: Level::Medium,
                seed: 7,
            };
            let made = generate_variant(&request, &cancel).unwrap();
            assert_eq!(made.puzzle.rules().variants(), [variant]);
            let found = solver::count_solutions(&made.puzzle, 2, &cancel).unwrap();
            assert_eq!(found.count, 1, "{variant}");
            assert_eq!(found.found[0].values(), made.solution.values());
            assert!(made.solution.is_solved(), "{variant}");
            assert!(made.solution.breaks().is_empty(), "{variant}");
            if variant == Variant::Killer {
                assert_eq!(made.puzzle.given_count(), 0);
            }
        }
    }
}
