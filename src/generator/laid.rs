//! Laying the Cracking the Cryptic rules over a complete grid, so that the grid keeps them:
//! thermometers along increasing paths, arrows whose shafts add up to their circles, renban
//! lines over runs of consecutive digits, whispers whose neighbours differ by five or more,
//! little killer sums along diagonals, sandwich sums beside every row and column, and every
//! kropki dot and every X and V that holds (with the negative rules: all are given; at
//! master and extreme a random half of them, without the negative rules).
//!
//! Lines take random walks (a king's step at a time) through cells no other line of the
//! puzzle has taken, never crossing another line diagonally; a walk that cannot go on ends
//! there, and one shorter than the rule's least is dropped. The sizes are for 9x9 and scale
//! with the side on other grids.
//!
//! Extreme puzzles get more lines ([`lines_for`]): a puzzle that needs Deep Rule Contradiction
//! has to leave Rule Contradiction stuck, and minimal puzzles under many lines, with few
//! givens, do that far more often than under a few lines with more givens (measured, see
//! `lines_for`).

use crate::board::{Clue, Grid, KING, Rules, Shape, Variant, diagonal, outside_of};
use crate::rate::Level;
use rand::Rng;
use rand::seq::{IndexedRandom, SliceRandom};
use std::collections::HashSet;

/// How many tries a line or an arrow gets before the puzzle makes do with fewer.
const TRIES: usize = 60;

/// The rules of `variant` laid over the complete grid `solution` (classic rules besides), for
/// a puzzle of `level`.
pub(super) fn lay(variant: Variant, solution: &Grid, level: Level, rng: &mut impl Rng) -> Rules {
    let shape = solution.shape();
    let n = shape.size();
    let scaled = |count: usize| (count * n).div_ceil(9).max(1);
    let mut lines = Lines::new(solution);
    let mut rules = Rules::CLASSIC;
    match variant {
        Variant::Thermo => {
            let walks = lines.walks(
                scaled(lines_for(variant, level)),
                3..=6,
                rng,
                |path, d| path.last().is_none_or(|&last| d > last),
                |_| true,
            );
            rules.clues = walks.into_iter().map(Clue::Thermometer).collect();
        }
        Variant::Renban => {
            let walks = lines.walks(
                scaled(lines_for(variant, level)),
                3..=5,
                rng,
                |path, d| {
                    let (low, high) = span(path, d);
                    !path.contains(&d) && usize::from(high - low) < 5
                },
                |digits| {
                    // A run of consecutive digits, all different.
                    let (low, high) = digits.first().map_or((0, 0), |&d| span(digits, d));
                    usize::from(high - low) + 1 == digits.len()
                },
            );
            rules.clues = walks.into_iter().map(Clue::Renban).collect();
        }
        Variant::Whispers => {
            let walks = lines.walks(
                scaled(lines_for(variant, level)),
                3..=6,
                rng,
                |path, d| path.last().is_none_or(|&last| last.abs_diff(d) >= 5),
                |_| true,
            );
            rules.clues = walks
                .into_iter()
                .map(|cells| Clue::Whispers { cells, gap: 5 })
                .collect();
        }
        Variant::Arrow => rules.clues = lines.arrows(scaled(6), rng),
        Variant::LittleKiller => rules.clues = little_killers(solution, scaled(6), rng),
        Variant::Sandwich => rules.clues = sandwiches(solution),
        Variant::Kropki => {
            rules.clues = neighbour_clues(solution, |cells, a, b| {
                let white = a.abs_diff(b) == 1;
                let black = a == 2 * b || b == 2 * a;
                // 1 and 2 take either dot: a coin flip.
                if black && !(white && rng.random_bool(0.5)) {
                    Some(Clue::Ratio { cells, value: 2 })
                } else {
                    white.then_some(Clue::Difference { cells, value: 1 })
                }
            });
            rules.non_consecutive = true;
            rules.negative_ratio = true;
            if level >= Level::Master {
                partial(&mut rules, rng);
            }
        }
        Variant::Xv => {
            rules.clues = neighbour_clues(solution, |cells, a, b| {
                let sum = a + b;
                (sum == 5 || sum == 10).then_some(Clue::Xv { cells, sum })
            });
            rules.negative_xv = true;
            if level >= Level::Master {
                partial(&mut rules, rng);
            }
        }
        _ => {}
    }
    rules
}

/// How many lines of `variant` (thermometers, renban, whispers) a 9x9 puzzle of `level` gets:
/// 6 thermometers or 5 other lines, and 14 or 10 at extreme. Measured on 2026-12-01 (fastrel
/// build, `shudu generate --level extreme`, seeds 1 to 6 or 8 two at a time, median time per
/// puzzle): thermometers under 3 lines gave none within 60 s, under 6 39 s (seeds 1 to 3),
/// 10 3.2 s, 14 2.1 s, 18 3.6 s; whispers 5 lines 3.3 s, 10 1.2 s, 14 2.1 s; renban 5 lines
/// 2.0 s, 10 0.9 s.
fn lines_for(variant: Variant, level: Level) -> usize {
    match (variant, level == Level::Extreme) {
        (Variant::Thermo, true) => 14,
        (Variant::Thermo, false) => 6,
        (_, true) => 10,
        (_, false) => 5,
    }
}

/// Half the marks of `rules` (a random half, rounded up) and none of the negative rules:
/// with every dot, X and V given, the negative rules refute each wrong digit at once, so
/// those puzzles never need more than Rule Contradiction's short form.
fn partial(rules: &mut Rules, rng: &mut impl Rng) {
    rules.clues.shuffle(rng);
    rules.clues.truncate(rules.clues.len().div_ceil(2));
    rules.non_consecutive = false;
    rules.negative_ratio = false;
    rules.negative_xv = false;
}

/// The lowest and highest of `path`'s digits and `d`.
fn span(path: &[u8], d: u8) -> (u8, u8) {
    path.iter()
        .fold((d, d), |(low, high), &x| (low.min(x), high.max(x)))
}

/// The cells lines have taken on a grid being laid, and the diagonal steps they make.
struct Lines<'a> {
    shape: Shape,
    values: &'a [u8],
    taken: Vec<bool>,
    /// Each diagonal step of a line, as its two cells in increasing order.
    diagonals: HashSet<(u16, u16)>,
}

impl<'a> Lines<'a> {
    fn new(solution: &'a Grid) -> Lines<'a> {
        let shape = solution.shape();
        Lines {
            shape,
            values: solution.values(),
            taken: vec![false; shape.cell_count()],
            diagonals: HashSet::new(),
        }
    }

    fn digit(&self, cell: u16) -> u8 {
        self.values.get(usize::from(cell)).copied().unwrap_or(0)
    }

    fn digits(&self, cells: &[u16]) -> Vec<u8> {
        cells.iter().map(|&c| self.digit(c)).collect()
    }

    fn free(&self, cell: u16) -> bool {
        self.taken.get(usize::from(cell)) == Some(&false)
    }

    /// The free cells a king's step from `cell` (the end of `path`) that touch no earlier
    /// cell of `path` (so the line never doubles back or crosses itself), and that a step
    /// from it would not cross another line's diagonal step to.
    fn steps(&self, cell: u16, path: &[u16]) -> Vec<u16> {
        let n = self.shape.size() as i32;
        let (row, col) = (i32::from(cell) / n, i32::from(cell) % n);
        let mut next = Vec::new();
        for (dr, dc) in KING {
            let (r, c) = (row + dr, col + dc);
            if !(0..n).contains(&r) || !(0..n).contains(&c) {
                continue;
            }
            let to = (r * n + c) as u16;
            let earlier = path.len().saturating_sub(1);
            let touches = path.iter().take(earlier).any(|&p| {
                let (pr, pc) = (i32::from(p) / n, i32::from(p) % n);
                (pr - r).abs() <= 1 && (pc - c).abs() <= 1
            });
            if !self.free(to) || path.contains(&to) || touches {
                continue;
            }
            if dr != 0 && dc != 0 {
                let (a, b) = ((row * n + c) as u16, (r * n + col) as u16);
                if self.diagonals.contains(&(a.min(b), a.max(b))) {
                    continue;
                }
            }
            next.push(to);
        }
        next
    }

    /// Takes `cells` (a line) for good.
    fn take(&mut self, cells: &[u16]) {
        let n = self.shape.size() as u16;
        for &c in cells {
            if let Some(t) = self.taken.get_mut(usize::from(c)) {
                *t = true;
            }
        }
        for pair in cells.windows(2) {
            if let [a, b] = *pair
                && a / n != b / n
                && a % n != b % n
            {
                self.diagonals.insert((a.min(b), a.max(b)));
            }
        }
    }

    /// A random walk from `start` of up to `length` cells, each next digit allowed by `fits`
    /// (the digits so far, the next one).
    fn walk(
        &self,
        start: u16,
        length: usize,
        rng: &mut impl Rng,
        fits: &impl Fn(&[u8], u8) -> bool,
    ) -> Vec<u16> {
        let mut path = vec![start];
        let mut digits = vec![self.digit(start)];
        while path.len() < length {
            let Some(&last) = path.last() else {
                break;
            };
            let next: Vec<u16> = self
                .steps(last, &path)
                .into_iter()
                .filter(|&c| fits(&digits, self.digit(c)))
                .collect();
            let Some(&pick) = next.choose(rng) else {
                break;
            };
            path.push(pick);
            digits.push(self.digit(pick));
        }
        path
    }

    /// Up to `count` lines (their cells, each in order), each of a length drawn from
    /// `lengths` or as long as its walk could go (at least the range's start), each digit
    /// allowed by `fits`, cut back to the longest start whose digits `closes` accepts.
    fn walks(
        &mut self,
        count: usize,
        lengths: std::ops::RangeInclusive<usize>,
        rng: &mut impl Rng,
        fits: impl Fn(&[u8], u8) -> bool,
        closes: impl Fn(&[u8]) -> bool,
    ) -> Vec<Vec<u16>> {
        let mut found = Vec::new();
        for _ in 0..count * TRIES {
            if found.len() >= count {
                break;
            }
            let free: Vec<u16> = (0..self.taken.len() as u16)
                .filter(|&c| self.free(c))
                .collect();
            let Some(&start) = free.choose(rng) else {
                break;
            };
            let length = rng.random_range(lengths.clone());
            let mut path = self.walk(start, length, rng, &fits);
            while path.len() > 1 && !closes(&self.digits(&path)) {
                path.pop();
            }
            if path.len() >= *lengths.start() {
                self.take(&path);
                found.push(path);
            }
        }
        found
    }

    /// Up to `count` arrows: a circle on a digit of 3 or more, a shaft of two to four cells
    /// from it whose digits add up to the circle's.
    fn arrows(&mut self, count: usize, rng: &mut impl Rng) -> Vec<Clue> {
        let mut found = Vec::new();
        for _ in 0..count * TRIES {
            if found.len() >= count {
                break;
            }
            let circles: Vec<u16> = (0..self.taken.len() as u16)
                .filter(|&c| self.free(c) && self.digit(c) >= 3)
                .collect();
            let Some(&circle) = circles.choose(rng) else {
                break;
            };
            let total = self.digit(circle);
            let length = rng.random_range(2..=4usize);
            let fits = |path: &[u8], d: u8| {
                let sum: u16 = path.iter().skip(1).map(|&x| u16::from(x)).sum();
                sum + u16::from(d) <= u16::from(total)
            };
            let path = self.walk(circle, length + 1, rng, &fits);
            let shaft = path.get(1..).unwrap_or_default();
            let sum: u16 = shaft.iter().map(|&c| u16::from(self.digit(c))).sum();
            if shaft.len() >= 2 && sum == u16::from(total) {
                self.take(&path);
                found.push(Clue::Arrow {
                    circle: vec![circle],
                    shaft: shaft.to_vec(),
                });
            }
        }
        found
    }
}

/// Up to `count` little killer sums: random diagonals of three cells or more, each named from
/// the outside cell before its first, with the sum of its digits.
fn little_killers(solution: &Grid, count: usize, rng: &mut impl Rng) -> Vec<Clue> {
    let shape = solution.shape();
    let n = shape.size() as u8;
    let mut all = Vec::new();
    for k in 1..=n {
        // From above and below, going down-right, down-left, up-right, up-left; from the
        // sides likewise.
        for (from, step) in [
            ([0, k], [1, 1]),
            ([0, k], [1, -1]),
            ([n + 1, k], [-1, 1]),
            ([n + 1, k], [-1, -1]),
            ([k, 0], [1, 1]),
            ([k, 0], [-1, 1]),
            ([k, n + 1], [1, -1]),
            ([k, n + 1], [-1, -1]),
        ] {
            let cells = diagonal(shape, from, step);
            if cells.len() >= 3 && outside_of(shape, &cells) == Some((from, step)) {
                all.push((from, step, cells));
            }
        }
    }
    all.shuffle(rng);
    let mut seen: Vec<Vec<u16>> = Vec::new();
    let mut clues = Vec::new();
    for (from, step, cells) in all {
        let mut sorted = cells.clone();
        sorted.sort_unstable();
        if seen.contains(&sorted) {
            continue;
        }
        seen.push(sorted);
        let sum = cells
            .iter()
            .map(|&c| u16::from(solution.values().get(usize::from(c)).copied().unwrap_or(0)))
            .sum();
        clues.push(Clue::LittleKiller { from, step, sum });
        if clues.len() >= count {
            break;
        }
    }
    clues
}

/// A sandwich sum beside every row (on the left) and above every column: the digits between
/// its 1 and its N.
fn sandwiches(solution: &Grid) -> Vec<Clue> {
    let n = solution.shape().size();
    let values = solution.values();
    let digit = |r: usize, c: usize| values.get(r * n + c).copied().unwrap_or(0);
    let sum_of = |line: Vec<u8>| -> u16 {
        let at = |d: u8| line.iter().position(|&x| x == d).unwrap_or(0);
        let (a, b) = (at(1), at(n as u8));
        let (low, high) = (a.min(b), a.max(b));
        line.get(low + 1..high)
            .unwrap_or_default()
            .iter()
            .map(|&d| u16::from(d))
            .sum()
    };
    let mut clues = Vec::new();
    for k in 0..n {
        let row = (0..n).map(|c| digit(k, c)).collect();
        let column = (0..n).map(|r| digit(r, k)).collect();
        let k = k as u8 + 1;
        clues.push(Clue::Sandwich {
            from: [k, 0],
            sum: sum_of(row),
        });
        clues.push(Clue::Sandwich {
            from: [0, k],
            sum: sum_of(column),
        });
    }
    clues
}

/// The clue `clue` gives (their cells and digits) between each two orthogonal neighbours of
/// `solution`, where it gives one.
fn neighbour_clues(
    solution: &Grid,
    mut clue: impl FnMut([u16; 2], u8, u8) -> Option<Clue>,
) -> Vec<Clue> {
    let n = solution.shape().size();
    let values = solution.values();
    let digit = |c: usize| values.get(c).copied().unwrap_or(0);
    let mut clues = Vec::new();
    for a in 0..n * n {
        let right = (a % n + 1 < n).then_some(a + 1);
        let below = (a + n < n * n).then_some(a + n);
        for b in right.into_iter().chain(below) {
            clues.extend(clue([a as u16, b as u16], digit(a), digit(b)));
        }
    }
    clues
}
