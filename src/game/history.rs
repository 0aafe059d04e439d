//! Undo and redo: each step is the list of cell changes one action made.

use super::marks::{Colour, NoSuchColour};
use super::state::{CellState, Entry, Source};
use crate::board::{Cell, Digit, DigitSet};
use serde::de::{self, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Serialize};
use std::fmt;

/// One cell's state before and after a change.
///
/// A long game keeps thousands of changes, and the window keeps the game every few seconds,
/// so a change is saved as six numbers: `(row, column, entry before, notes before, entry
/// after, notes after)`, where an entry is `digit * 4 + source` (source 1 given, 2 player,
/// 3 solver; 0 for no entry) and notes are [`DigitSet`] bits. That is a fifth of the text of
/// the named form `(cell: .., before: .., after: ..)` that saves of version 1 hold, which is
/// still read. A change where either side holds corner marks or a colour (save version 3)
/// takes ten: `(row, column, entry, notes, corner marks, colour, entry, notes, corner marks,
/// colour)`, with colour 0 for none.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Change {
    pub cell: Cell,
    pub before: CellState,
    pub after: CellState,
}

impl Serialize for Change {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // Cells and digits are at most 25, so row, column and entry codes fit a byte.
        let byte = |n: usize| u8::try_from(n).unwrap_or(u8::MAX);
        let (row, col) = (byte(self.cell.row()), byte(self.cell.col()));
        let (before, after) = (self.before, self.after);
        if has_own_marks(before) || has_own_marks(after) {
            let colour = |state: CellState| state.colour.map_or(0, u8::from);
            (
                row,
                col,
                entry_code(before.entry),
                before.notes.bits(),
                before.corner.bits(),
                colour(before),
                entry_code(after.entry),
                after.notes.bits(),
                after.corner.bits(),
                colour(after),
            )
                .serialize(serializer)
        } else {
            (
                row,
                col,
                entry_code(before.entry),
                before.notes.bits(),
                entry_code(after.entry),
                after.notes.bits(),
            )
                .serialize(serializer)
        }
    }
}

/// Whether a state holds corner marks or a colour, which only the long form of a change has.
fn has_own_marks(state: CellState) -> bool {
    !state.corner.is_empty() || state.colour.is_some()
}

impl<'de> Deserialize<'de> for Change {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Change, D::Error> {
        deserializer.deserialize_any(ChangeVisitor)
    }
}

/// Reads either form of a change.
struct ChangeVisitor;

impl<'de> Visitor<'de> for ChangeVisitor {
    type Value = Change;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(
            "a change: (row, column, entry, notes, entry, notes), or with corner marks and \
             colour after each notes",
        )
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Change, A::Error> {
        let mut numbers = Vec::with_capacity(LONG);
        while let Some(number) = seq.next_element::<u32>()? {
            if numbers.len() == LONG {
                return Err(de::Error::invalid_length(LONG + 1, &self));
            }
            numbers.push(number);
        }
        let index = |n: u32| usize::try_from(n).unwrap_or(usize::MAX);
        let state = |numbers: &[u32]| -> Result<CellState, A::Error> {
            let &[code, notes, corner, colour] = numbers else {
                return Err(de::Error::invalid_length(numbers.len(), &self));
            };
            let colour = match u8::try_from(colour) {
                Ok(0) => None,
                Ok(n) => Some(Colour::try_from(n).map_err(de::Error::custom)?),
                Err(_) => return Err(de::Error::custom(NoSuchColour(u8::MAX))),
            };
            Ok(CellState {
                entry: entry_from_code(code).map_err(de::Error::custom)?,
                notes: DigitSet::from_bits(notes),
                corner: DigitSet::from_bits(corner),
                colour,
            })
        };
        let (row, col, before, after) = match numbers[..] {
            // The short form: no corner marks and no colour on either side.
            [row, col, entry, notes, entry_after, notes_after] => (
                row,
                col,
                state(&[entry, notes, 0, 0])?,
                state(&[entry_after, notes_after, 0, 0])?,
            ),
            [row, col, e, n, c, k, e_after, n_after, c_after, k_after] => (
                row,
                col,
                state(&[e, n, c, k])?,
                state(&[e_after, n_after, c_after, k_after])?,
            ),
            _ => return Err(de::Error::invalid_length(numbers.len(), &self)),
        };
        Ok(Change {
            cell: Cell::new(index(row), index(col)),
            before,
            after,
        })
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Change, A::Error> {
        let (mut cell, mut before, mut after) = (None, None, None);
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "cell" => cell = Some(map.next_value()?),
                "before" => before = Some(map.next_value()?),
                "after" => after = Some(map.next_value()?),
                other => {
                    return Err(de::Error::unknown_field(
                        other,
                        &["cell", "before", "after"],
                    ));
                }
            }
        }
        Ok(Change {
            cell: cell.ok_or_else(|| de::Error::missing_field("cell"))?,
            before: before.ok_or_else(|| de::Error::missing_field("before"))?,
            after: after.ok_or_else(|| de::Error::missing_field("after"))?,
        })
    }
}

/// The numbers in the long form of a change.
const LONG: usize = 10;

const SOURCES: [Source; 3] = [Source::Given, Source::Player, Source::Solver];

fn entry_code(entry: Option<Entry>) -> u8 {
    entry.map_or(0, |Entry { digit, source }| {
        let source = SOURCES.iter().position(|&s| s == source).unwrap_or(0);
        digit
            .get()
            .saturating_mul(4)
            .saturating_add(source as u8 + 1)
    })
}

fn entry_from_code(code: u32) -> Result<Option<Entry>, String> {
    if code == 0 {
        return Ok(None);
    }
    let source = SOURCES.get((code % 4).wrapping_sub(1) as usize);
    let digit = u8::try_from(code / 4).ok().and_then(Digit::new);
    match (digit, source) {
        (Some(digit), Some(&source)) => Ok(Some(Entry { digit, source })),
        _ => Err(format!(
            "{code} is not an entry code (digit * 4 + source 1 to 3)"
        )),
    }
}

/// The steps that can be undone (newest last) and redone (next redo last).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub(crate) struct History {
    undo: Vec<Vec<Change>>,
    redo: Vec<Vec<Change>>,
}

impl History {
    /// Records a new step; a new change makes the undone steps unreachable.
    pub fn record(&mut self, step: Vec<Change>) {
        if !step.is_empty() {
            self.undo.push(step);
            self.redo.clear();
        }
    }

    /// Whether there is a step to undo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether there is a step to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Moves the newest step to the redo stack; the cell states to write, in order.
    pub fn undo(&mut self) -> Option<Vec<(Cell, CellState)>> {
        let step = self.undo.pop()?;
        // A step may touch a cell twice: restoring in reverse ends at the oldest `before`.
        let writes = step.iter().rev().map(|c| (c.cell, c.before)).collect();
        self.redo.push(step);
        Some(writes)
    }

    /// Moves the next undone step back; the cell states to write, in order.
    pub fn redo(&mut self) -> Option<Vec<(Cell, CellState)>> {
        let step = self.redo.pop()?;
        let writes = step.iter().map(|c| (c.cell, c.after)).collect();
        self.undo.push(step);
        Some(writes)
    }

    /// Undoes the newest `count` steps as one: they become a single redo step (one Redo brings
    /// them all back). The cell states to write, in order; `None` if there are fewer steps.
    pub fn undo_many(&mut self, count: usize) -> Option<Vec<(Cell, CellState)>> {
        let first = self.undo.len().checked_sub(count).filter(|_| count > 0)?;
        let merged: Vec<Change> = self.undo.drain(first..).flatten().collect();
        let writes = merged.iter().rev().map(|c| (c.cell, c.before)).collect();
        self.redo.push(merged);
        Some(writes)
    }

    /// The undoable steps, oldest first.
    pub fn undoable(&self) -> &[Vec<Change>] {
        &self.undo
    }

    /// Every recorded change, undoable or redoable, for validation.
    pub fn changes(&self) -> impl Iterator<Item = &Change> {
        self.undo.iter().chain(&self.redo).flatten()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::DigitSet;

    fn change(cell: Cell, from: u32, to: u32) -> Change {
        let notes = |bits| CellState {
            notes: DigitSet::from_bits(bits),
            ..CellState::default()
        };
        Change {
            cell,
            before: notes(from),
            after: notes(to),
        }
    }

    #[test]
    fn undo_of_a_step_touching_a_cell_twice_ends_at_the_first_state() {
        let cell = Cell::new(0, 0);
        let mut history = History::default();
        history.record(vec![change(cell, 1, 2), change(cell, 2, 4)]);
        let writes = history.undo().unwrap();
        assert_eq!(writes.last().map(|w| w.1.notes.bits()), Some(1));
        let writes = history.redo().unwrap();
        assert_eq!(writes.last().map(|w| w.1.notes.bits()), Some(4));
    }

    /// `change` as a save writes it, checked to read back the same.
    fn saved(change: &Change) -> String {
        let text = ron::to_string(change).unwrap();
        assert_eq!(ron::from_str::<Change>(&text).unwrap(), *change);
        text
    }

    #[test]
    fn changes_are_saved_compactly_and_the_named_form_is_still_read() {
        let cell = Cell::new(4, 7);
        let placed = CellState {
            entry: Some(Entry {
                digit: Digit::new(25).unwrap(),
                source: Source::Solver,
            }),
            notes: DigitSet::from_bits(0b101),
            ..CellState::default()
        };
        let change = Change {
            cell,
            before: CellState::default(),
            after: placed,
        };
        assert_eq!(saved(&change), "(4,7,0,0,103,5)");
        let named = "(cell:(row:4,col:7),before:(entry:None,notes:(0)),\
                     after:(entry:Some((digit:(25),source:Solver)),notes:(5)))";
        assert_eq!(ron::from_str::<Change>(named).unwrap(), change);
        for bad in [
            "(4,7,0,0,104,5)",
            "(4,7,0,0,3,5)",
            "(4,7,0,0,4000000000,5)",
            "(4,7,0,0,103)",
            "(cell:(row:4,col:7),before:(entry:None,notes:(0)))",
            "(4,7,0,0,0,0,103,5,0)",
            "(4,7,0,0,0,0,103,5,0,10)",
            "(4,7,0,0,0,0,103,5,0,0,0)",
        ] {
            assert!(ron::from_str::<Change>(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_change_with_corner_marks_or_a_colour_takes_the_long_form() {
        let cell = Cell::new(2, 3);
        let coloured = CellState {
            corner: DigitSet::from_bits(0b110),
            colour: Colour::new(7),
            ..CellState::default()
        };
        let change = Change {
            cell,
            before: CellState::default(),
            after: coloured,
        };
        assert_eq!(saved(&change), "(2,3,0,0,0,0,0,0,6,7)");
        let back = Change {
            before: coloured,
            after: CellState::default(),
            cell,
        };
        assert_eq!(saved(&back), "(2,3,0,0,6,7,0,0,0,0)");
    }

    #[test]
    fn recording_clears_redo_but_an_empty_step_does_not() {
        let mut history = History::default();
        history.record(vec![change(Cell::new(0, 0), 0, 1)]);
        history.undo();
        history.record(Vec::new());
        assert!(history.can_redo());
        history.record(vec![change(Cell::new(0, 1), 0, 1)]);
        assert!(!history.can_redo());
    }
}
