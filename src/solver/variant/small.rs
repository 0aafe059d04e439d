//! The clues' propagators on a few cells: two-cell rules by their tables (dots, X and V,
//! whispers, palindromes, clones, thermometer steps, ...), quadruples, renban lines and
//! between lines.

use super::sum::{Context, confine};
use super::work::{Conflict, Work};
use crate::solver::generic::PLACED;

/// A cell's candidates without the placed mark (0 outside the grid).
#[inline]
pub(super) fn digits_of(cands: &[u32], cell: u16) -> u32 {
    cands.get(usize::from(cell)).copied().unwrap_or(0) & !PLACED
}

/// Whether `cell` is placed with `digit`.
#[inline]
fn placed_as(cands: &[u32], cell: u16, digit: u32) -> bool {
    cands.get(usize::from(cell)).copied() == Some(digit | PLACED)
}

/// The digits `table` allows beside any digit of `mine`.
#[inline]
fn allowed_by(table: &[u32], mine: u32) -> u32 {
    let mut allowed = 0;
    let mut rest = mine;
    while rest != 0 {
        let k = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        allowed |= table.get(k).copied().unwrap_or(0);
    }
    allowed
}

/// A two-cell rule: each cell keeps the digits with a partner in the other (both ways, which
/// is all a pair needs).
pub(super) fn pair(
    forward: &[u32],
    backward: &[u32],
    [a, b]: [u16; 2],
    work: &mut Work,
    cands: &mut [u32],
) -> Result<(), Conflict> {
    let ca = digits_of(cands, a);
    let cb = digits_of(cands, b);
    work.take(cands, usize::from(b), cb & !allowed_by(forward, ca))?;
    let cb = digits_of(cands, b);
    work.take(cands, usize::from(a), ca & !allowed_by(backward, cb))?;
    Ok(())
}

/// A quadruple: each listed digit (`counts`: digit bit, times) needs that many of the four
/// cells; exactly that many places fixes them; when the digits fill all four cells, no other
/// digit goes there.
pub(super) fn quadruple(
    model: &Context,
    cells: &[u16],
    counts: &[(u32, u8)],
    work: &mut Work,
    cands: &mut [u32],
) -> Result<(), Conflict> {
    let mut listed = 0u32;
    let mut total = 0usize;
    for &(digit, times) in counts {
        listed |= digit;
        total += usize::from(times);
        let holders = cells
            .iter()
            .filter(|&&c| digits_of(cands, c) & digit != 0)
            .count();
        if holders < usize::from(times) {
            return Err(Conflict);
        }
        if holders == usize::from(times) {
            for &c in cells {
                if digits_of(cands, c) & digit != 0 {
                    work.set(cands, usize::from(c), digit);
                }
            }
        } else if times == 1 && !cells.iter().any(|&c| placed_as(cands, c, digit)) {
            confine(model, cells, digit, work, cands)?;
        }
    }
    if total >= cells.len() {
        for &c in cells {
            work.take(cands, usize::from(c), digits_of(cands, c) & !listed)?;
        }
    }
    Ok(())
}

/// A renban line (its cells hold different digits): the digits lie in a window of as many
/// consecutive digits as cells, where every cell has a candidate and every digit a cell. A
/// digit of every such window with one cell left for it goes there.
pub(super) fn renban(
    model: &Context,
    cells: &[u16],
    work: &mut Work,
    cands: &mut [u32],
) -> Result<(), Conflict> {
    let full = model.full;
    let k = cells.len() as u32;
    let n = 32 - full.leading_zeros();
    if k == 0 || k > n {
        return Err(Conflict);
    }
    let union = cells.iter().fold(0, |acc, &c| acc | digits_of(cands, c));
    let (mut allowed, mut required) = (0u32, full);
    for m in 0..=n - k {
        let window = ((1u32 << k) - 1) << m;
        if window & !union == 0 && cells.iter().all(|&c| digits_of(cands, c) & window != 0) {
            allowed |= window;
            required &= window;
        }
    }
    if allowed == 0 {
        return Err(Conflict);
    }
    for &c in cells {
        work.take(cands, usize::from(c), !allowed & full)?;
    }
    let mut must = required;
    while must != 0 {
        let digit = must & must.wrapping_neg();
        must &= must - 1;
        if !cells.iter().any(|&c| placed_as(cands, c, digit)) {
            confine(model, cells, digit, work, cands)?;
        }
    }
    Ok(())
}

/// The digits strictly between `low` and `high` (from 1) as bits.
fn strictly_between(low: u32, high: u32) -> u32 {
    if high <= low + 1 {
        return 0;
    }
    let below = |d: u32| {
        if d >= 33 {
            u32::MAX
        } else {
            (1u32 << (d - 1)) - 1
        }
    };
    below(high) & !below(low + 1)
}

/// A between line: the inner digits lie strictly between the two ends' digits. The inner
/// cells keep what some pair of ends leaves room for; each end keeps the digits that, with a
/// digit of the other end, enclose a candidate of every inner cell.
pub(super) fn between(cells: &[u16], work: &mut Work, cands: &mut [u32]) -> Result<(), Conflict> {
    let (Some(&a), Some(&b)) = (cells.first(), cells.last()) else {
        return Ok(());
    };
    let inner = cells.get(1..cells.len().saturating_sub(1)).unwrap_or(&[]);
    let lowest = |m: u32| m.trailing_zeros() + 1;
    let highest = |m: u32| 32 - m.leading_zeros();
    let (ca, cb) = (digits_of(cands, a), digits_of(cands, b));
    if ca == 0 || cb == 0 {
        return Err(Conflict);
    }
    let room =
        strictly_between(lowest(ca), highest(cb)) | strictly_between(lowest(cb), highest(ca));
    for &c in inner {
        work.take(cands, usize::from(c), digits_of(cands, c) & !room)?;
    }
    // Every inner cell needs a digit above the low end and below the high end.
    let (mut top_of_lows, mut bottom_of_highs) = (u32::MAX, 0u32);
    for &c in inner {
        let m = digits_of(cands, c);
        top_of_lows = top_of_lows.min(highest(m));
        bottom_of_highs = bottom_of_highs.max(lowest(m));
    }
    let ends = |mine: u32, theirs: u32| -> u32 {
        let mut keep = 0;
        let mut rest = mine;
        while rest != 0 {
            let bit = rest & rest.wrapping_neg();
            rest &= rest - 1;
            let x = bit.trailing_zeros() + 1;
            let low_end = x < top_of_lows && highest(theirs) > bottom_of_highs.max(x);
            let high_end = x > bottom_of_highs && lowest(theirs) < top_of_lows.min(x);
            if low_end || high_end {
                keep |= bit;
            }
        }
        keep
    };
    work.take(cands, usize::from(a), ca & !ends(ca, cb))?;
    let ca = digits_of(cands, a);
    work.take(cands, usize::from(b), cb & !ends(cb, ca))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn between_keeps_room_on_both_sides() {
        assert_eq!(strictly_between(2, 5), 0b1100);
        assert_eq!(strictly_between(4, 5), 0);
    }
}
