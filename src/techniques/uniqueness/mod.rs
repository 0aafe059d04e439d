//! Uniqueness: Uniqueness Tests 1-6, Hidden Rectangle, Avoidable Rectangles, BUG + 1.
//!
//! All of them avoid a deadly pattern: cells whose digits could be exchanged without breaking a
//! rule or touching a given, so that a puzzle holding them would have two solutions. A
//! rectangle of four cells in exactly two rows, two columns and two boxes is one: if its
//! corners held `a` and `b` crosswise, swapping them gives a second grid. A grid whose
//! unsolved cells all hold two candidates, each candidate twice in every house (a BUG), is
//! another.
//!
//! As in HoDoKu, a unique rectangle starts from a cell holding exactly its two digits, and a
//! corner may miss one of them as a candidate (eliminated earlier) as long as no solved peer
//! rules it out; each deduction below stays sound with missing candidates. Where HoDoKu's
//! search is narrower than the logic, the logic is followed: Type 4 needs the digit confined
//! in one house the two roof cells share (HoDoKu: in every cell that sees both), Type 6 an
//! X-Wing in the rectangle's rows or in its columns (HoDoKu: both), and Avoidable Rectangles
//! take any corners placed rather than given (HoDoKu: a placed pair in one box, and for Type
//! 1 an empty corner with two candidates). BUG + 1 is strict: every other unsolved cell holds
//! exactly two candidates and every other count is 0 or 2.

mod avoidable;
mod bug;
mod rect;
#[cfg(test)]
mod tests;
mod ur;

use avoidable::*;
use bug::*;
use rect::*;
use ur::*;

use crate::board::{Digit, ones};
use crate::techniques::step::effects_sentence;
use crate::techniques::{
    Candidates, CellSet, HouseKind, Mark, Role, Search, Step, Technique, and_join, and_list,
    cell_list, cell_name, digit_list, house_name, or_list,
};

/// The most cells (besides the two rectangle corners) in a Uniqueness Test 3 subset.
const MAX_SUBSET_CELLS: usize = 7;

/// Whether this module has a finder for `technique`.
pub fn implemented(technique: Technique) -> bool {
    use Technique::*;
    matches!(
        technique,
        Uniqueness(1..=6) | HiddenRectangle | AvoidableRectangle(1 | 2) | BugPlusOne
    )
}

/// Finds the steps of `technique`.
pub fn find(search: &mut Search, technique: Technique) {
    match technique {
        Technique::Uniqueness(1..=6) | Technique::HiddenRectangle => {
            unique_rectangles(search, technique);
        }
        Technique::AvoidableRectangle(1 | 2) => avoidable_rectangles(search, technique),
        Technique::BugPlusOne => bug_plus_one(search),
        _ => {}
    }
}
