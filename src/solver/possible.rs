//! True candidates: the digits each cell takes in at least one solution, every rule counted.
//!
//! One search counts the solutions up to two. One solution is the answer: each cell's digit.
//! Otherwise each digit of each open cell that no solution found so far holds is placed and
//! searched for. A solution found marks every digit it holds (so most digits are settled
//! without a search of their own); none found rules the digit out. On an open grid, with many
//! solutions, that is a few dozen searches.

use super::{CancelToken, Cancelled, Searcher, Sink};
use crate::board::Grid;

/// The true candidates of `grid`, one digit set a cell in row-major order (bit `d - 1` for
/// digit `d`). A filled cell counts as fixed, so its set is its digit alone; with no solution
/// every set is empty. `progress` hears `(cells looked at, cells)` after each cell.
pub fn true_candidates(
    grid: &Grid,
    cancel: &CancelToken,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Vec<u32>, Cancelled> {
    let searcher = Searcher::new(super::Engine::Auto, grid);
    let cells = grid.shape().cell_count();
    let size = grid.shape().size() as u8;
    let mut possible = vec![0u32; cells];
    let mut values = grid.values().to_vec();
    let solve = |values: &[u8], limit: usize| -> Result<Vec<Vec<u8>>, Cancelled> {
        let mut sink = Sink::new(limit, limit, cancel);
        searcher.search(values, &mut sink);
        if sink.cancelled {
            return Err(Cancelled);
        }
        Ok(sink.solutions)
    };
    let first = solve(&values, 2)?;
    for solution in &first {
        mark(&mut possible, solution);
    }
    if first.len() < 2 {
        // No solution, or one: nothing else to look for.
        progress(cells, cells);
        return Ok(possible);
    }
    for cell in 0..cells {
        if values.get(cell).is_some_and(|&v| v == 0) {
            for digit in 1..=size {
                let bit = 1u32 << (digit - 1);
                if possible.get(cell).is_some_and(|&p| p & bit != 0) {
                    continue;
                }
                values[cell] = digit;
                let found = solve(&values, 1);
                values[cell] = 0;
                for solution in &found? {
                    mark(&mut possible, solution);
                }
            }
        }
        progress(cell + 1, cells);
    }
    Ok(possible)
}

/// The first of `boards` (newest first: a game's board now, then after undoing one step, two,
/// ...) whose digits all lie on one solution: on `solution` when the puzzle's is known (no
/// search then), else on any solution the exact search finds. `None` when none does. A board
/// with the same digits as the one before it (a step that changed only marks) is not searched
/// again.
pub fn first_on_a_solution(
    boards: &[Grid],
    solution: Option<&Grid>,
    cancel: &CancelToken,
) -> Result<Option<usize>, Cancelled> {
    for (index, board) in boards.iter().enumerate() {
        let before = index.checked_sub(1).and_then(|i| boards.get(i));
        if before.is_some_and(|b| b.values() == board.values()) {
            // Its answer was no: the one before had the same digits.
            continue;
        }
        let fits = match solution {
            Some(solution) => board
                .values()
                .iter()
                .zip(solution.values())
                .all(|(&digit, &right)| digit == 0 || digit == right),
            None => super::count_only(board, 1, cancel)?.0 > 0,
        };
        if fits {
            return Ok(Some(index));
        }
    }
    Ok(None)
}

/// Adds each digit of `solution` to its cell's set.
fn mark(possible: &mut [u32], solution: &[u8]) {
    for (set, &digit) in possible.iter_mut().zip(solution) {
        if digit > 0 {
            *set |= 1u32 << (digit - 1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Digit, Shape};
    use crate::solver::Engine;

    /// The true candidates by definition: each digit of each cell placed and looked for by
    /// a search of its own, with the all-shapes engine (not the 9x9 one).
    fn by_brute_force(grid: &Grid) -> Vec<u32> {
        let cancel = CancelToken::new();
        let shape = grid.shape();
        shape
            .cells()
            .map(|cell| {
                let mut set = 0;
                for digit in 1..=shape.size() as u8 {
                    let mut tried = grid.clone();
                    if grid.value(cell).is_some_and(|v| v.get() != digit) {
                        continue;
                    }
                    tried.set_given(cell, Digit::new(digit));
                    let found =
                        crate::solver::count_solutions_with(Engine::Generic, &tried, 1, &cancel);
                    if found.unwrap().count > 0 {
                        set |= 1 << (digit - 1);
                    }
                }
                set
            })
            .collect()
    }

    fn grid(line: &str) -> Grid {
        let values: Vec<u8> = line.bytes().map(|b| b.saturating_sub(b'0') % 10).collect();
        Grid::from_values(Shape::NINE, &values).unwrap()
    }

    #[test]
    fn puzzles_with_several_solutions_match_the_definition() {
        let unique =
            "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5";
        let cancel = CancelToken::new();
        for drop in [
            &[0usize, 5][..],
            &[0, 5, 8, 13, 16],
            &[19, 20, 21, 22, 23, 24],
        ] {
            let mut line: Vec<u8> = unique.bytes().collect();
            for &cell in drop {
                line[cell] = b'.';
            }
            let puzzle = grid(std::str::from_utf8(&line).unwrap());
            let found = true_candidates(&puzzle, &cancel, &mut |_, _| ()).unwrap();
            assert_eq!(found, by_brute_force(&puzzle), "dropped {drop:?}");
        }
    }

    #[test]
    fn a_unique_puzzle_gives_each_cell_its_solution_digit_and_no_solution_none() {
        let cancel = CancelToken::new();
        let puzzle = grid(
            "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5",
        );
        let solution = super::super::solve_one(&puzzle, &cancel).unwrap().unwrap();
        let found = true_candidates(&puzzle, &cancel, &mut |_, _| ()).unwrap();
        let expected: Vec<u32> = solution.values().iter().map(|&d| 1 << (d - 1)).collect();
        assert_eq!(found, expected);
        let clash = grid(
            "66...3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5",
        );
        let found = true_candidates(&clash, &cancel, &mut |_, _| ()).unwrap();
        assert!(found.iter().all(|&set| set == 0));
    }

    #[test]
    fn the_first_board_on_a_solution_is_found_with_or_without_the_solution() {
        let cancel = CancelToken::new();
        let line =
            "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5";
        let puzzle = grid(line);
        let solution = super::super::solve_one(&puzzle, &cancel).unwrap().unwrap();
        // Newest first: a wrong 9 at r1c2 (its digit is 8) with a right 1 at r1c3, the wrong
        // 9 alone, then the puzzle.
        let wrong = grid(&format!("691{}", &line[3..]));
        let alone = grid(&format!("69.{}", &line[3..]));
        let boards = [wrong, alone, puzzle];
        for known in [None, Some(&solution)] {
            assert_eq!(first_on_a_solution(&boards, known, &cancel), Ok(Some(2)));
            assert_eq!(first_on_a_solution(&boards[..2], known, &cancel), Ok(None));
        }
    }
}
