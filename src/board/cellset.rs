//! Sets of cells as fixed bit sets, big enough for the largest board (25x25 = 625 cells).

use super::ones;

/// Words in a [`CellSet`]: 10 x 64 = 640 bits.
const WORDS: usize = 10;

/// A set of cell indices (row-major, `0..N*N`) as a bit set.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct CellSet([u64; WORDS]);

impl std::fmt::Debug for CellSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl CellSet {
    /// The empty set.
    pub const EMPTY: CellSet = CellSet([0; WORDS]);

    /// The set of one cell.
    pub fn single(cell: usize) -> CellSet {
        let mut set = CellSet::EMPTY;
        set.insert(cell);
        set
    }

    /// Whether `cell` is in the set.
    pub fn contains(&self, cell: usize) -> bool {
        self.0
            .get(cell / 64)
            .is_some_and(|w| w & (1 << (cell % 64)) != 0)
    }

    /// Adds a cell (cells beyond the largest board are ignored).
    pub fn insert(&mut self, cell: usize) {
        if let Some(w) = self.0.get_mut(cell / 64) {
            *w |= 1 << (cell % 64);
        }
    }

    /// Removes a cell.
    pub fn remove(&mut self, cell: usize) {
        if let Some(w) = self.0.get_mut(cell / 64) {
            *w &= !(1 << (cell % 64));
        }
    }

    /// How many cells the set holds.
    pub fn len(&self) -> usize {
        // Most words are empty on small grids, and counting bits costs a dozen instructions
        // without a POPCNT instruction in the portable build.
        let mut count = 0;
        for &w in &self.0 {
            if w != 0 {
                count += w.count_ones() as usize;
            }
        }
        count
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// The cells in both sets.
    pub fn and(&self, other: &CellSet) -> CellSet {
        self.zip(other, |a, b| a & b)
    }

    /// The cells in either set.
    pub fn or(&self, other: &CellSet) -> CellSet {
        self.zip(other, |a, b| a | b)
    }

    /// The cells of this set that are not in `other`.
    pub fn minus(&self, other: &CellSet) -> CellSet {
        self.zip(other, |a, b| a & !b)
    }

    /// `op` word by word, in a plain loop (vector code, whatever the build inlines).
    #[inline(always)]
    fn zip(&self, other: &CellSet, op: impl Fn(u64, u64) -> u64) -> CellSet {
        let mut out = [0; WORDS];
        for ((o, &a), &b) in out.iter_mut().zip(&self.0).zip(&other.0) {
            *o = op(a, b);
        }
        CellSet(out)
    }

    /// Whether the sets share a cell.
    pub fn intersects(&self, other: &CellSet) -> bool {
        self.0.iter().zip(&other.0).any(|(a, b)| a & b != 0)
    }

    /// Whether every cell of this set is in `other`.
    pub fn is_subset(&self, other: &CellSet) -> bool {
        self.0.iter().zip(&other.0).all(|(a, b)| a & !b == 0)
    }

    /// The smallest cell, if any.
    pub fn first(&self) -> Option<usize> {
        self.iter().next()
    }

    /// The cells, smallest first.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0
            .iter()
            .enumerate()
            .flat_map(|(i, &word)| ones(word).map(move |bit| i * 64 + bit))
    }

    /// The cells as a vector, smallest first.
    pub fn to_vec(&self) -> Vec<usize> {
        self.iter().collect()
    }
}

impl FromIterator<usize> for CellSet {
    fn from_iter<T: IntoIterator<Item = usize>>(iter: T) -> Self {
        let mut set = CellSet::EMPTY;
        for cell in iter {
            set.insert(cell);
        }
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations_agree_with_their_definitions() {
        let a: CellSet = [0, 5, 64, 624].into_iter().collect();
        let b: CellSet = [5, 64, 100].into_iter().collect();
        assert_eq!(a.and(&b).to_vec(), vec![5, 64]);
        assert_eq!(a.or(&b).len(), 5);
        assert_eq!(a.minus(&b).to_vec(), vec![0, 624]);
        assert!(a.intersects(&b));
        assert!(a.and(&b).is_subset(&a));
        assert!(!a.is_subset(&b));
        assert!(a.contains(624) && !a.contains(623) && !a.contains(10_000));
    }
}
