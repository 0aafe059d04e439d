//! The exact solver against brute force on 4x4 grids with the Cracking the Cryptic rules:
//! random clues (most read off a random solution, so that some grids keep them), and the
//! number of solutions the solver counts must equal the number of the 288 4x4 grids that break
//! no rule, as [`Constraints::breaks`] checks each rule by its definition.

use shudu::board::{Clue, Constraints, Grid, Rules, Shape};
use shudu::solver::{CancelToken, count_solutions};

/// Every 4x4 Sudoku grid, row-major.
fn all_grids() -> Vec<Vec<u8>> {
    fn fill(cells: &mut Vec<u8>, at: usize, out: &mut Vec<Vec<u8>>) {
        if at == 16 {
            out.push(cells.clone());
            return;
        }
        let (r, c) = (at / 4, at % 4);
        for d in 1..=4u8 {
            let clash = (0..at).any(|k| {
                let (kr, kc) = (k / 4, k % 4);
                cells[k] == d && (kr == r || kc == c || (kr / 2 == r / 2 && kc / 2 == c / 2))
            });
            if !clash {
                cells[at] = d;
                fill(cells, at + 1, out);
                cells[at] = 0;
            }
        }
    }
    let mut out = Vec::new();
    fill(&mut vec![0; 16], 0, &mut out);
    out
}

/// A small random number source (xorshift).
struct Random(u64);

impl Random {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }

    /// A path of up to `len` cells, each touching the one before, none twice.
    fn walk(&mut self, len: usize) -> Vec<u16> {
        let mut path = vec![self.below(16) as u16];
        while path.len() < len {
            let last = *path.last().unwrap() as i32;
            let next: Vec<u16> = (0..16)
                .filter(|&c: &i32| {
                    (c / 4 - last / 4).abs() <= 1
                        && (c % 4 - last % 4).abs() <= 1
                        && !path.contains(&(c as u16))
                })
                .map(|c| c as u16)
                .collect();
            if next.is_empty() {
                break;
            }
            path.push(next[self.below(next.len())]);
        }
        path
    }

    /// A path of `least` cells and up to `extra - 1` more.
    fn line(&mut self, least: usize, extra: usize) -> Vec<u16> {
        let len = least + self.below(extra);
        self.walk(len)
    }

    /// Two side neighbours.
    fn pair(&mut self) -> [u16; 2] {
        let a = self.below(16) as u16;
        let right = a % 4 < 3 && self.below(2) == 0;
        if right || a / 4 == 3 {
            if a % 4 == 3 { [a - 1, a] } else { [a, a + 1] }
        } else {
            [a, a + 4]
        }
    }
}

/// A random clue, its numbers read off `sol` most of the time.
fn clue(rng: &mut Random, sol: &[u8]) -> Clue {
    let v = |c: u16| i32::from(sol[usize::from(c)]);
    let honest = rng.below(5) != 0;
    let shape = Shape::from_size(4).unwrap();
    match rng.below(18) {
        0 => Clue::Thermometer(rng.line(2, 3)),
        1 => {
            let path = rng.line(2, 3);
            Clue::Arrow {
                circle: vec![path[0]],
                shaft: path[1..].to_vec(),
            }
        }
        2 => {
            let cells = rng.pair();
            let d = (v(cells[0]) - v(cells[1])).unsigned_abs() as u8;
            let value = if honest { d } else { 1 + rng.below(2) as u8 };
            Clue::Difference { cells, value }
        }
        3 => {
            let cells = rng.pair();
            let (a, b) = (v(cells[0]).min(v(cells[1])), v(cells[0]).max(v(cells[1])));
            let value = if honest && b % a == 0 && b / a >= 2 {
                (b / a) as u8
            } else {
                2
            };
            Clue::Ratio { cells, value }
        }
        4 => Clue::Xv {
            cells: rng.pair(),
            sum: 5,
        },
        5 | 6 => {
            let steps = [[1, 1], [1, -1], [-1, 1], [-1, -1]];
            let step = steps[rng.below(4)];
            let from = [rng.below(6) as u8, rng.below(6) as u8];
            let probe = Clue::LittleKiller { from, step, sum: 0 };
            let cells = probe.cells(shape);
            let sum = cells.iter().map(|&c| v(c) as u16).sum::<u16>();
            let sum = if honest {
                sum
            } else {
                1 + rng.below(12) as u16
            };
            Clue::LittleKiller { from, step, sum }
        }
        7 => {
            let k = 1 + rng.below(4) as u8;
            let from = match rng.below(4) {
                0 => [0, k],
                1 => [k, 0],
                2 => [5, k],
                _ => [k, 5],
            };
            let line = shudu::board::sandwich_line(shape, from).unwrap();
            let at = |d: i32| line.iter().position(|&c| v(c) == d).unwrap();
            let (i, j) = (at(1).min(at(4)), at(1).max(at(4)));
            let sum = line[i + 1..j].iter().map(|&c| v(c) as u16).sum::<u16>();
            let sum = if honest { sum } else { rng.below(6) as u16 };
            Clue::Sandwich { from, sum }
        }
        8 => Clue::Odd(rng.below(16) as u16),
        9 => Clue::Even(rng.below(16) as u16),
        10 => Clue::Minimum(rng.below(16) as u16),
        11 => Clue::Maximum(rng.below(16) as u16),
        12 => Clue::Renban(rng.line(2, 3)),
        13 => Clue::Whispers {
            cells: rng.line(2, 3),
            gap: 1 + rng.below(3) as u8,
        },
        14 => Clue::Palindrome(rng.line(2, 4)),
        15 => Clue::Between(rng.line(3, 2)),
        16 => Clue::RegionSum(rng.line(2, 4)),
        _ => {
            let corner = (rng.below(3) * 4 + rng.below(3)) as u16;
            let cells = [corner, corner + 1, corner + 4, corner + 5];
            let mut digits: Vec<u8> = cells.iter().map(|&c| sol[usize::from(c)]).collect();
            digits.truncate(1 + rng.below(4));
            if !honest {
                digits[0] = 1 + rng.below(4) as u8;
            }
            digits.sort_unstable();
            Clue::Quadruple { cells, digits }
        }
    }
}

#[test]
fn the_solver_counts_what_brute_force_counts_under_every_clue() {
    let shape = Shape::from_size(4).unwrap();
    let grids = all_grids();
    assert_eq!(grids.len(), 288);
    let mut rng = Random(0x5eed_1234_abcd);
    let (mut cases, mut with_solutions) = (0, 0);
    while cases < 400 {
        let sol = grids[rng.below(grids.len())].clone();
        let mut clues: Vec<Clue> = (0..1 + rng.below(4))
            .map(|_| clue(&mut rng, &sol))
            .collect();
        if rng.below(8) == 0 {
            let a = rng.line(1, 3);
            let b = rng.walk(a.len());
            if b.len() == a.len() {
                clues.push(Clue::Clone {
                    cells: a,
                    copies: b,
                });
            }
        }
        let rules = Rules {
            clues,
            negative_xv: rng.below(6) == 0,
            negative_ratio: rng.below(6) == 0,
            non_consecutive: rng.below(8) == 0,
            disjoint_groups: rng.below(8) == 0,
            ..Rules::CLASSIC
        };
        if rules.check(shape).is_err() {
            continue;
        }
        cases += 1;
        let mut givens = vec![0u8; 16];
        for _ in 0..rng.below(3) {
            let c = rng.below(16);
            givens[c] = sol[c];
        }
        let constraints = Constraints::new(shape, &rules);
        let expected = grids
            .iter()
            .filter(|g| givens.iter().zip(g.iter()).all(|(&a, &b)| a == 0 || a == b))
            .filter(|g| constraints.breaks(g).is_empty())
            .count();
        let grid = Grid::from_values(shape, &givens)
            .unwrap()
            .with_rules(rules.clone())
            .unwrap();
        let counted = count_solutions(&grid, 1000, &CancelToken::new()).unwrap();
        assert_eq!(counted.count, expected, "{rules:?} givens {givens:?}");
        for found in &counted.found {
            assert!(found.breaks().is_empty(), "{rules:?}: {found:?}");
        }
        with_solutions += usize::from(expected > 0);
    }
    // Clues read off a solution keep it: a quarter of the cases have solutions (103 of 400).
    assert!(with_solutions > 80, "{with_solutions}");
}
