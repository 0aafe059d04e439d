//! Clues made from the cells a player picked while entering a puzzle: the kind chosen, the
//! cells in the order picked, and the number typed.

use crate::board::{Clue, ClueKind, Shape, outside_of, sandwich_line};
use crate::t;

/// The clues that `picked` (row-major, in the order picked) and `text` make for `kind`, or
/// what is missing, in words. Lines take the cells as a path from their start (a thermometer's
/// bulb first), an arrow its circle first, dots and letters two cells, odd, even, minimum and
/// maximum one clue a cell, a quadruple four cells and its digits, a clone the first half of
/// the cells copied to the second. A sum outside the grid takes the first two cells of its
/// line from the end beside it: a little killer's diagonal, a sandwich's row or column (the
/// clue goes one step before the first cell).
pub(super) fn clues_of(
    kind: ClueKind,
    picked: &[u16],
    text: &str,
    shape: Shape,
) -> Result<Vec<Clue>, String> {
    let text = text.trim();
    let number = |default: u8| -> Result<u8, String> {
        match text {
            "" => Ok(default),
            t => t
                .parse::<u8>()
                .map_err(|_| crate::t!("clue-value-not-number", text = t)),
        }
    };
    let pair = || -> Result<[u16; 2], String> {
        match picked {
            [a, b] => Ok([*a, *b]),
            _ => Err(t!("clue-needs-two-cells", clue = &kind.label())),
        }
    };
    let line = picked.to_vec();
    Ok(match kind {
        ClueKind::Thermometer => vec![Clue::Thermometer(line)],
        ClueKind::Renban => vec![Clue::Renban(line)],
        ClueKind::Palindrome => vec![Clue::Palindrome(line)],
        ClueKind::Between => vec![Clue::Between(line)],
        ClueKind::RegionSum => vec![Clue::RegionSum(line)],
        ClueKind::Whispers => vec![Clue::Whispers {
            cells: line,
            gap: number(5)?,
        }],
        ClueKind::Arrow => match picked.split_first() {
            Some((&circle, shaft)) => vec![Clue::Arrow {
                circle: vec![circle],
                shaft: shaft.to_vec(),
            }],
            None => Vec::new(),
        },
        ClueKind::Difference => vec![Clue::Difference {
            cells: pair()?,
            value: number(1)?,
        }],
        ClueKind::Ratio => vec![Clue::Ratio {
            cells: pair()?,
            value: number(2)?,
        }],
        ClueKind::Xv => {
            let sum = match text.to_ascii_uppercase().as_str() {
                "" | "X" | "10" => 10,
                "V" | "5" => 5,
                other => return Err(t!("clue-value-not-number", text = other)),
            };
            vec![Clue::Xv {
                cells: pair()?,
                sum,
            }]
        }
        ClueKind::Odd => picked.iter().map(|&c| Clue::Odd(c)).collect(),
        ClueKind::Even => picked.iter().map(|&c| Clue::Even(c)).collect(),
        ClueKind::Minimum => picked.iter().map(|&c| Clue::Minimum(c)).collect(),
        ClueKind::Maximum => picked.iter().map(|&c| Clue::Maximum(c)).collect(),
        ClueKind::Quadruple => {
            let mut cells: [u16; 4] = picked
                .try_into()
                .map_err(|_| t!("clue-needs-four-cells", clue = &kind.label()))?;
            cells.sort_unstable();
            let mut digits = Vec::new();
            for ch in text.chars().filter(|c| !c.is_whitespace() && *c != ',') {
                let d = ch
                    .to_digit(10)
                    .and_then(|d| u8::try_from(d).ok())
                    .ok_or_else(|| t!("clue-value-not-number", text = text))?;
                digits.push(d);
            }
            digits.sort_unstable();
            vec![Clue::Quadruple { cells, digits }]
        }
        ClueKind::Clone => {
            let (cells, copies) = picked.split_at(picked.len() / 2);
            vec![Clue::Clone {
                cells: cells.to_vec(),
                copies: copies.to_vec(),
            }]
        }
        ClueKind::LittleKiller | ClueKind::Sandwich => {
            let (from, step) = outside_of(shape, picked)
                .filter(|(_, step)| kind == ClueKind::LittleKiller || step.contains(&0))
                .ok_or_else(|| t!("clue-outside-needs-line", clue = &kind.label()))?;
            vec![outside_clue(kind, from, step, text, shape)?]
        }
    })
}

/// The sum of `kind` (a little killer or a sandwich) written at `from` (row and column, 0 to
/// N+1) with the number in `text`: a little killer reads the diagonal along `step`, a
/// sandwich the row or column beside it. Or what is wrong, in words.
pub(super) fn outside_clue(
    kind: ClueKind,
    from: [u8; 2],
    step: [i8; 2],
    text: &str,
    shape: Shape,
) -> Result<Clue, String> {
    let sum = match text.trim() {
        "" => return Err(t!("clue-needs-sum", clue = &kind.label())),
        t => t
            .parse::<u16>()
            .map_err(|_| t!("clue-value-not-number", text = t))?,
    };
    match kind {
        ClueKind::LittleKiller => Ok(Clue::LittleKiller { from, step, sum }),
        ClueKind::Sandwich if sandwich_line(shape, from).is_some() => {
            Ok(Clue::Sandwich { from, sum })
        }
        _ => Err(t!("clue-outside-needs-line", clue = &kind.label())),
    }
}

/// The kinds a player can make from picked cells: every kind.
pub fn enterable() -> Vec<ClueKind> {
    ClueKind::ALL.to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn picks_make_clues_in_the_order_picked() {
        assert_eq!(
            clues_of(ClueKind::Arrow, &[10, 11, 12], "", Shape::NINE),
            Ok(vec![Clue::Arrow {
                circle: vec![10],
                shaft: vec![11, 12]
            }])
        );
        assert_eq!(
            clues_of(ClueKind::Quadruple, &[10, 1, 0, 9], "7 1", Shape::NINE),
            Ok(vec![Clue::Quadruple {
                cells: [0, 1, 9, 10],
                digits: vec![1, 7]
            }])
        );
        assert_eq!(
            clues_of(ClueKind::Xv, &[0, 1], "v", Shape::NINE),
            Ok(vec![Clue::Xv {
                cells: [0, 1],
                sum: 5
            }])
        );
        assert!(clues_of(ClueKind::Difference, &[0, 1, 2], "", Shape::NINE).is_err());
        assert_eq!(
            clues_of(ClueKind::Odd, &[3, 4], "", Shape::NINE).map(|c| c.len()),
            Ok(2)
        );
    }

    #[test]
    fn outside_sums_go_one_step_before_the_first_cell() {
        // r1c6 then r2c7: the little killer above column 5, down and right.
        assert_eq!(
            clues_of(ClueKind::LittleKiller, &[5, 15], "24", Shape::NINE),
            Ok(vec![Clue::LittleKiller {
                from: [0, 5],
                step: [1, 1],
                sum: 24
            }])
        );
        // r9c1 then r9c2: a sandwich left of row 9.
        assert_eq!(
            clues_of(ClueKind::Sandwich, &[72, 73], "8", Shape::NINE),
            Ok(vec![Clue::Sandwich {
                from: [9, 0],
                sum: 8
            }])
        );
        // A sandwich runs along a row or column, and every sum needs its number.
        assert!(clues_of(ClueKind::Sandwich, &[72, 64], "8", Shape::NINE).is_err());
        assert!(clues_of(ClueKind::LittleKiller, &[5, 15], "", Shape::NINE).is_err());
    }
}
