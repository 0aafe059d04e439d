//! The one bit iterator: the positions of the set bits of a machine word, lowest first.
//!
//! Digit sets (`u16`, `u32`), cell sets (`u64` words, or a whole 9x9 grid in a `u128`) and
//! combinations all walk their bits with [`ones`]; it compiles to the same
//! `trailing_zeros` / clear-lowest-bit loop each of them used to write by hand.

/// A word whose set bits [`ones`] can walk: `u16`, `u32`, `u64` or `u128`.
pub trait Word: Copy {
    /// Whether no bit is set.
    fn is_zero(self) -> bool;
    /// The position of the lowest set bit (the word must not be zero).
    fn lowest(self) -> usize;
    /// The word without its lowest set bit (the word must not be zero).
    fn without_lowest(self) -> Self;
    /// How many bits are set.
    fn count(self) -> usize;
}

macro_rules! word {
    ($($t:ty),*) => {$(
        impl Word for $t {
            #[inline]
            fn is_zero(self) -> bool {
                self == 0
            }
            #[inline]
            fn lowest(self) -> usize {
                self.trailing_zeros() as usize
            }
            #[inline]
            fn without_lowest(self) -> Self {
                self & (self - 1)
            }
            #[inline]
            fn count(self) -> usize {
                self.count_ones() as usize
            }
        }
    )*};
}

word!(u16, u32, u64, u128);

/// The positions of the set bits of `word`, lowest first.
///
/// ```
/// use shudu::board::ones;
///
/// assert_eq!(ones(0b1010_0001u32).collect::<Vec<_>>(), vec![0, 5, 7]);
/// assert_eq!(ones(1u128 << 80).next(), Some(80));
/// ```
#[inline]
pub fn ones<W: Word>(word: W) -> Ones<W> {
    Ones(word)
}

/// The iterator of [`ones`].
#[derive(Debug, Clone, Copy)]
pub struct Ones<W>(W);

impl<W: Word> Iterator for Ones<W> {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0.is_zero() {
            return None;
        }
        let bit = self.0.lowest();
        self.0 = self.0.without_lowest();
        Some(bit)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count();
        (n, Some(n))
    }
}

impl<W: Word> ExactSizeIterator for Ones<W> {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ones_walks_every_word_size_lowest_first() {
        assert_eq!(ones(0u16).count(), 0);
        assert_eq!(ones(0x8001u16).collect::<Vec<_>>(), vec![0, 15]);
        assert_eq!(ones(u64::MAX).len(), 64);
        let big = (1u128 << 127) | (1 << 64) | 2;
        assert_eq!(ones(big).collect::<Vec<_>>(), vec![1, 64, 127]);
    }
}
