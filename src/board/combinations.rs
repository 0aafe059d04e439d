//! Combinations: every `k`-subset of a list, visited in one of the two orders the engines
//! depend on.
//!
//! [`combinations`] walks a slice in lexicographic order ((0,1,2), (0,1,3), ..., HoDoKu's
//! order, which the explaining techniques follow); [`combinations_by_mask`] walks `0..n` in the
//! order of increasing bit masks ((0,1), (0,2), (1,2), (0,3), ..., Sudoku Explainer's order,
//! which its ratings follow). Both stop as soon as the visitor returns `true`.

use super::ones;

/// Calls `visit` with every `k`-combination of `items` in lexicographic order of positions
/// (each combination keeps the items' order) until it returns `true`; returns whether it did.
///
/// ```
/// use shudu::board::combinations;
///
/// let mut seen = Vec::new();
/// combinations(&['a', 'b', 'c'], 2, &mut |pick| {
///     seen.push(pick.iter().collect::<String>());
///     false
/// });
/// assert_eq!(seen, ["ab", "ac", "bc"]);
/// ```
pub fn combinations<T: Copy>(items: &[T], k: usize, visit: &mut impl FnMut(&[T]) -> bool) -> bool {
    fn go<T: Copy>(
        items: &[T],
        k: usize,
        start: usize,
        chosen: &mut Vec<T>,
        visit: &mut impl FnMut(&[T]) -> bool,
    ) -> bool {
        if chosen.len() == k {
            return visit(chosen);
        }
        for i in start..items.len() {
            if items.len() - i < k - chosen.len() {
                break;
            }
            chosen.push(items[i]);
            if go(items, k, i + 1, chosen, visit) {
                return true;
            }
            chosen.pop();
        }
        false
    }
    go(items, k, 0, &mut Vec::with_capacity(k), visit)
}

/// Calls `f` with every combination of `k` distinct indices in `0..n` (`n` at most 128), in
/// the order of their bit masks (Gosper's hack, as Sudoku Explainer's Permutations class), so
/// (0,1), (0,2), (1,2), (0,3), ... Stops when `f` returns `true`, and returns whether it did.
///
/// ```
/// use shudu::board::combinations_by_mask;
///
/// let mut seen = Vec::new();
/// combinations_by_mask(3, 2, |pick| {
///     seen.push(pick.to_vec());
///     false
/// });
/// assert_eq!(seen, [[0, 1], [0, 2], [1, 2]]);
/// ```
pub fn combinations_by_mask(n: usize, k: usize, mut f: impl FnMut(&[usize]) -> bool) -> bool {
    if k > n || n > 128 {
        return false;
    }
    let mut picked = Vec::with_capacity(k);
    if k == 0 {
        return f(&picked);
    }
    let mut mask: u128 = (1u128 << k) - 1;
    loop {
        picked.clear();
        picked.extend(ones(mask));
        if f(&picked) {
            return true;
        }
        // The next mask with k bits set.
        let smallest = mask & mask.wrapping_neg();
        let Some(ripple) = mask.checked_add(smallest) else {
            return false;
        };
        let rest = ((mask ^ ripple) >> 2) / smallest;
        mask = ripple | rest;
        if n < 128 && mask >> n != 0 {
            return false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(n: usize, k: usize, by_mask: bool) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        let items: Vec<usize> = (0..n).collect();
        let mut push = |pick: &[usize]| {
            out.push(pick.to_vec());
            false
        };
        if by_mask {
            combinations_by_mask(n, k, push);
        } else {
            combinations(&items, k, &mut push);
        }
        out
    }

    #[test]
    fn both_orders_visit_every_subset_once() {
        for (n, k) in [(5, 0), (5, 2), (6, 3), (9, 4), (4, 5)] {
            let (mut lex, mut masks) = (all(n, k, false), all(n, k, true));
            assert_eq!(lex.len(), masks.len(), "{n} choose {k}");
            lex.sort();
            masks.sort();
            assert_eq!(lex, masks);
        }
    }

    #[test]
    fn lexicographic_and_mask_orders_differ_as_documented() {
        assert_eq!(all(4, 2, false)[..3], [vec![0, 1], vec![0, 2], vec![0, 3]]);
        assert_eq!(all(4, 2, true)[..3], [vec![0, 1], vec![0, 2], vec![1, 2]]);
    }

    #[test]
    fn stopping_early_reports_it() {
        let mut count = 0;
        assert!(combinations(&[1, 2, 3, 4], 2, &mut |_| {
            count += 1;
            count == 3
        }));
        assert_eq!(count, 3);
        assert!(!combinations_by_mask(4, 2, |_| false));
    }
}
