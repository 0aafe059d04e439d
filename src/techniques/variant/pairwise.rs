//! Anti-Knight, Anti-King and Non-Consecutive: what the pairwise rules remove, each step
//! naming its rule.
//!
//! The candidates a hint starts from leave out what a house or cage forbids, but not what
//! these rules forbid, so that the hint can say it:
//! - a placed digit comes out of the cells a knight's (or king's) move away; under
//!   non-consecutive, the digits one above and one below come out of its orthogonal
//!   neighbours;
//! - when every place left for a digit in a house sees a cell, one of them by the rule's move,
//!   the digit comes out of that cell;
//! - under non-consecutive, a digit comes out of a cell when a neighbour's candidates are all
//!   that digit or next to it: placing it would leave the neighbour nothing.

use super::cages::{digits, marks, or_list};
use super::fit::bits_text;
use crate::board::{CellSet, Constraints, Digit};
use crate::techniques::step::effects_sentence;
use crate::techniques::{Candidates, Role, Search, Step, Technique, cell_name, house_name};

/// A rule's move between two cells.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Move {
    Knight,
    King,
}

impl Move {
    fn of(technique: Technique) -> Option<Move> {
        match technique {
            Technique::AntiKnight => Some(Move::Knight),
            Technique::AntiKing => Some(Move::King),
            _ => None,
        }
    }

    /// Whether the rule is on.
    fn on(self, grid: &Candidates) -> bool {
        match self {
            Move::Knight => grid.rules().anti_knight,
            Move::King => grid.rules().anti_king,
        }
    }

    /// Whether `a` and `b` are this move apart.
    fn joins(self, a: usize, b: usize, size: usize) -> bool {
        let size = size.max(1);
        let dr = (a / size).abs_diff(b / size);
        let dc = (a % size).abs_diff(b % size);
        match self {
            Move::Knight => (dr, dc) == (1, 2) || (dr, dc) == (2, 1),
            Move::King => dr <= 1 && dc <= 1 && a != b,
        }
    }

    /// `a knight's move`.
    fn words(self) -> String {
        match self {
            Move::Knight => crate::t!("variant-knight-move"),
            Move::King => crate::t!("variant-king-move"),
        }
    }

    /// The rule's name in a sentence.
    fn rule(self) -> String {
        match self {
            Move::Knight => crate::t!("variant-anti-knight-rule"),
            Move::King => crate::t!("variant-anti-king-rule"),
        }
    }
}

/// Finds the steps of one pairwise rule's technique.
pub(super) fn find(search: &mut Search, constraints: &Constraints, technique: Technique) {
    let grid = search.grid;
    if let Some(step_move) = Move::of(technique) {
        if step_move.on(grid) && !placed_moves(search, step_move) {
            pointing(search, step_move);
        }
    } else if grid.rules().non_consecutive && !placed_neighbours(search, constraints) {
        squeezed(search, constraints);
    }
}

/// A placed digit out of the cells a move away. True when the search should stop.
fn placed_moves(search: &mut Search, step_move: Move) -> bool {
    let grid = search.grid;
    let n = grid.size();
    for cell in 0..grid.cell_count() {
        let value = grid.value(cell);
        if value == 0 {
            continue;
        }
        let d = usize::from(value - 1);
        let gone: Vec<usize> = grid
            .cells_with(d)
            .iter()
            .filter(|&c| step_move.joins(cell, c, n))
            .collect();
        if gone.is_empty() {
            continue;
        }
        let digit = Digit::from_index(d);
        let mut step = Step::new(technique_of(step_move));
        step.groups = vec![vec![cell]];
        step.eliminations = gone.iter().map(|&c| (c, digit)).collect();
        step.explanation = crate::t!(
            "explain-move-placed",
            cell = cell_name(cell, n),
            digit = digit.to_string(),
            rule = step_move.rule(),
            words = step_move.words(),
            effects = effects_sentence(&step, n)
        );
        if search.push(step) {
            return true;
        }
    }
    false
}

/// Every place for a digit in a house sees a cell outside it, one by the rule's move.
fn pointing(search: &mut Search, step_move: Move) {
    let grid = search.grid;
    let n = grid.size();
    for h in 0..grid.house_count() {
        let house = grid.house_set(h);
        for d in 0..n {
            let places = grid.cells_with(d).and(&house);
            if places.len() < 2 {
                continue;
            }
            let gone: CellSet = grid
                .seen_by_all(&places)
                .and(&grid.cells_with(d))
                .minus(&house)
                .iter()
                .filter(|&c| {
                    places
                        .iter()
                        .any(|p| step_move.joins(p, c, n) && !grid.group_peers(p).contains(c))
                })
                .collect();
            if gone.is_empty() {
                continue;
            }
            let digit = Digit::from_index(d);
            let mut step = Step::new(technique_of(step_move));
            step.houses = vec![h];
            step.one_digit(digit, &places, &gone);
            step.explanation = crate::t!(
                "explain-move-pointing",
                house = house_name(grid, h),
                digit = digit.to_string(),
                places = or_list(&places, n),
                words = step_move.words(),
                rule = step_move.rule(),
                effects = effects_sentence(&step, n)
            );
            if search.push(step) {
                return;
            }
        }
    }
}

/// A placed digit's neighbours lose the digits one above and one below. True when the
/// search should stop.
fn placed_neighbours(search: &mut Search, constraints: &Constraints) -> bool {
    let grid = search.grid;
    let n = grid.size();
    for cell in 0..grid.cell_count() {
        let value = u32::from(grid.value(cell));
        if value == 0 {
            continue;
        }
        // Bits of the digits one below and one above (digit v is bit v - 1).
        let next = (1u32 << value) | (value.checked_sub(2).map_or(0, |b| 1 << b));
        let mut step = Step::new(Technique::NonConsecutive);
        for &nb in constraints.neighbours(cell) {
            let nb = usize::from(nb);
            step.eliminations
                .extend(digits(grid.bits(nb) & next).map(|digit| (nb, digit)));
        }
        if step.eliminations.is_empty() {
            continue;
        }
        step.groups = vec![vec![cell]];
        step.explanation = crate::t!(
            "explain-non-consecutive-placed",
            cell = cell_name(cell, n),
            value = value,
            digits = bits_text(next & ((1 << n) - 1)),
            effects = effects_sentence(&step, n)
        );
        if search.push(step) {
            return true;
        }
    }
    false
}

/// A neighbour's candidates all equal to a digit or next to it: the digit comes out.
fn squeezed(search: &mut Search, constraints: &Constraints) {
    let grid = search.grid;
    let n = grid.size();
    for cell in grid.empty_cells() {
        let bits = grid.bits(cell);
        if bits == 0 {
            continue;
        }
        let mut step = Step::new(Technique::NonConsecutive);
        let mut removed = 0u32;
        for &nb in constraints.neighbours(cell) {
            let nb = usize::from(nb);
            for digit in digits(grid.bits(nb)) {
                let d = digit.index();
                // The digit itself and the two next to it, as bits.
                let near = (0b111u32 << d) >> 1;
                if bits & !near == 0 {
                    step.eliminations.push((nb, digit));
                    removed |= 1 << d;
                }
            }
        }
        if step.eliminations.is_empty() {
            continue;
        }
        step.marks = marks(cell, bits, Role::Pattern).collect();
        step.explanation = crate::t!(
            "explain-non-consecutive-squeezed",
            cell = cell_name(cell, n),
            holds = bits_text(bits),
            removed = bits_text(removed),
            effects = effects_sentence(&step, n)
        );
        if search.push(step) {
            return;
        }
    }
}

/// The technique of a move's rule.
fn technique_of(step_move: Move) -> Technique {
    match step_move {
        Move::Knight => Technique::AntiKnight,
        Move::King => Technique::AntiKing,
    }
}
