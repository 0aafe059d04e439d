//! Digits and sets of digits.

use super::BoardError;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::num::NonZeroU8;

/// A digit from 1 to 25 (the largest side). Whether it fits a given grid is the grid's check.
/// It is stored as a plain number and read back only through [`Digit::new`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "RawDigit", into = "RawDigit")]
pub struct Digit(NonZeroU8);

/// A digit as stored (a one-field tuple, as saves have always written it), before it is checked.
#[derive(Serialize, Deserialize)]
struct RawDigit(u8);

impl TryFrom<RawDigit> for Digit {
    type Error = BoardError;

    fn try_from(RawDigit(value): RawDigit) -> Result<Digit, BoardError> {
        Digit::new(value).ok_or(BoardError::BadDigit { value })
    }
}

impl From<Digit> for RawDigit {
    fn from(digit: Digit) -> RawDigit {
        RawDigit(digit.get())
    }
}

impl Digit {
    /// The digit `value`, if it is between 1 and 25.
    pub fn new(value: u8) -> Option<Digit> {
        if usize::from(value) > crate::board::Shape::MAX_SIZE {
            return None;
        }
        NonZeroU8::new(value).map(Digit)
    }

    /// The digit as a number from 1 to 25.
    pub fn get(self) -> u8 {
        self.0.get()
    }

    /// The 0-based position of this digit in a [`DigitSet`].
    pub fn index(self) -> usize {
        usize::from(self.0.get() - 1)
    }

    /// The digit at a 0-based position (0 gives 1). `index` must be below 25.
    pub fn from_index(index: usize) -> Digit {
        let value = u8::try_from(index + 1).unwrap_or(u8::MAX).min(25);
        Digit(NonZeroU8::new(value).unwrap_or(NonZeroU8::MIN))
    }
}

impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A set of digits as a bit set: bit `d - 1` stands for digit `d`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct DigitSet(u32);

impl DigitSet {
    /// The set with no digits.
    pub const EMPTY: DigitSet = DigitSet(0);

    /// All digits from 1 to `size`.
    pub fn full(size: usize) -> DigitSet {
        DigitSet(if size >= 32 {
            u32::MAX
        } else {
            (1u32 << size) - 1
        })
    }

    /// The set with the given bits (bit `d - 1` for digit `d`).
    pub fn from_bits(bits: u32) -> DigitSet {
        DigitSet(bits)
    }

    /// The set as bits.
    pub fn bits(self) -> u32 {
        self.0
    }

    /// Whether `digit` is in the set.
    pub fn contains(self, digit: Digit) -> bool {
        self.0 & (1 << digit.index()) != 0
    }

    /// Adds a digit.
    pub fn insert(&mut self, digit: Digit) {
        self.0 |= 1 << digit.index();
    }

    /// Removes a digit.
    pub fn remove(&mut self, digit: Digit) {
        self.0 &= !(1 << digit.index());
    }

    /// Adds the digit if absent, removes it if present.
    pub fn toggle(&mut self, digit: Digit) {
        self.0 ^= 1 << digit.index();
    }

    /// How many digits are in the set.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The only digit of a one-digit set.
    pub fn as_single(self) -> Option<Digit> {
        (self.0.count_ones() == 1).then(|| Digit::from_index(self.0.trailing_zeros() as usize))
    }

    /// The digits, smallest first.
    pub fn iter(self) -> impl Iterator<Item = Digit> {
        super::ones(self.0).map(Digit::from_index)
    }
}

impl FromIterator<Digit> for DigitSet {
    fn from_iter<I: IntoIterator<Item = Digit>>(iter: I) -> Self {
        let mut set = DigitSet::EMPTY;
        for digit in iter {
            set.insert(digit);
        }
        set
    }
}

/// How a digit is written on a board of side `size`: as a number, or above 9 as a letter
/// (10 = A) when `letters` (the window's View setting).
pub fn symbol(digit: u8, size: usize, letters: bool) -> String {
    if letters && size > 9 && (10..36).contains(&digit) {
        char::from(b'A' + (digit - 10)).to_string()
    } else {
        digit.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digit_range_is_one_to_twenty_five() {
        assert!(Digit::new(0).is_none());
        assert_eq!(Digit::new(25).map(Digit::get), Some(25));
        assert!(Digit::new(26).is_none());
    }

    #[test]
    fn digit_set_iterates_in_order_and_counts() {
        let set: DigitSet = [9, 1, 4].into_iter().filter_map(Digit::new).collect();
        assert_eq!(set.len(), 3);
        let listed: Vec<u8> = set.iter().map(Digit::get).collect();
        assert_eq!(listed, [1, 4, 9]);
        assert!(set.as_single().is_none());
        assert_eq!(DigitSet::full(25).len(), 25);
    }
}
