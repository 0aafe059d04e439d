//! The player's marks beside the values: what typed digits do ([`Marking`]), the cell colours
//! ([`Colour`]), and how the candidate notes are laid out in a cell ([`NotesLayout`]).
//!
//! A cell holds three kinds of marks. The *notes* are the candidates (the centre marks of
//! Cracking the Cryptic's style, and the one kind of pencil mark Shudu always had): Fill
//! candidates writes them, hints read them, placing a digit takes it out of its peers' notes.
//! The *corner marks* say where a digit can go in a box (Snyder notation); they are the
//! player's own, never read or changed by the engine. A *colour* is one of nine, also only the
//! player's.

use serde::{Deserialize, Serialize};
use std::fmt;

/// What a typed digit (or a digit-pad click) does to the selected cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Marking {
    /// Places the digit as the cell's value.
    #[default]
    Value,
    /// Toggles the digit among the cell's notes (its candidates, the centre marks).
    Notes,
    /// Toggles the digit among the cell's corner marks.
    Corner,
    /// Gives the cell colour number `digit` (the same colour again takes it off).
    Colour,
}

/// How the notes (the candidates) are drawn in a cell. A cell that holds corner marks always
/// shows its notes centred, so the two kinds never overlap.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum NotesLayout {
    /// Each digit in a fixed place of a little grid (1 top left), as Shudu always drew them.
    #[default]
    Grid,
    /// In a line in the middle of the cell, in order, as Cracking the Cryptic writes centre
    /// marks.
    Centred,
}

/// One of the nine cell colours, numbered 1 to 9: the seven hues of Okabe and Ito's palette
/// for colour-blind readers (M. Okabe and K. Ito, "Color Universal Design (CUD): how to make
/// figures and presentations that are friendly to colorblind people", 2002/2008,
/// jfly.uni-koeln.de/color/), which stay apart for the common kinds of colour blindness, then
/// two neutral greys. Wherever one is drawn its number is drawn too, for anyone who cannot
/// tell two of them apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Colour(u8);

/// A number that names no colour, met when reading a save.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NoSuchColour(pub u8);

impl fmt::Display for NoSuchColour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} is not a cell colour (1 to {})",
            self.0,
            Colour::COUNT
        )
    }
}

impl TryFrom<u8> for Colour {
    type Error = NoSuchColour;

    fn try_from(number: u8) -> Result<Colour, NoSuchColour> {
        Colour::new(number).ok_or(NoSuchColour(number))
    }
}

impl From<Colour> for u8 {
    fn from(colour: Colour) -> u8 {
        colour.0
    }
}

impl Colour {
    /// How many colours there are.
    pub const COUNT: u8 = 9;

    /// Colour `number`, if it is from 1 to [`Colour::COUNT`].
    pub fn new(number: u8) -> Option<Colour> {
        (1..=Self::COUNT)
            .contains(&number)
            .then_some(Colour(number))
    }

    /// Every colour, in order.
    pub fn all() -> impl Iterator<Item = Colour> {
        (1..=Self::COUNT).map(Colour)
    }

    /// The colour's number, 1 to 9.
    pub fn get(self) -> u8 {
        self.0
    }

    /// The colour's name ("orange", "sky blue"...).
    pub fn name(self) -> &'static str {
        self.entry().0
    }

    /// The colour at full strength, as sRGB.
    pub fn rgb(self) -> [u8; 3] {
        self.entry().1
    }

    fn entry(self) -> (&'static str, [u8; 3]) {
        let index = usize::from(self.0).saturating_sub(1);
        SWATCHES
            .get(index)
            .copied()
            .unwrap_or(("grey", [128, 128, 128]))
    }
}

/// Each colour's name and sRGB value, in order: Okabe and Ito's seven hues, then two greys.
const SWATCHES: [(&str, [u8; 3]); Colour::COUNT as usize] = [
    ("orange", [230, 159, 0]),
    ("sky blue", [86, 180, 233]),
    ("bluish green", [0, 158, 115]),
    ("yellow", [240, 228, 66]),
    ("blue", [0, 114, 178]),
    ("vermillion", [213, 94, 0]),
    ("reddish purple", [204, 121, 167]),
    ("light grey", [187, 187, 187]),
    ("dark grey", [102, 102, 102]),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_are_one_to_nine_and_read_back_checked() {
        assert_eq!(Colour::all().count(), 9);
        assert!(Colour::new(0).is_none() && Colour::new(10).is_none());
        let three = Colour::new(3).unwrap_or_else(|| panic!("colour 3"));
        assert_eq!(
            ron::to_string(&Some(three)).ok().as_deref(),
            Some("Some(3)")
        );
        assert_eq!(ron::from_str::<Colour>("3").ok(), Some(three));
        assert!(ron::from_str::<Colour>("12").is_err());
    }
}
