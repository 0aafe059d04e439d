//! The selection: one cell with the cursor, and (in play, as SudokuPad has it) more cells
//! beside it, picked by dragging, Ctrl- or Shift-clicking, Shift and the arrows, or Ctrl+A.
//! Digits, marks, colours and Delete act on every selected cell as one undo step.

use super::action::Direction;
use super::game::Game;
use crate::board::Cell;

impl Game {
    /// Every selected cell, in row-major order: the cursor's cell and the others picked with it.
    pub fn selection(&self) -> Vec<Cell> {
        let shape = self.shape();
        let mut cells: Vec<Cell> = self
            .selected()
            .into_iter()
            .chain(self.also.iter().copied())
            .filter(|&c| shape.index_of(c).is_some())
            .collect();
        cells.sort_unstable_by_key(|&c| shape.index_of(c));
        cells.dedup();
        cells
    }

    /// Whether `cell` is one of the selected cells.
    pub fn is_selected(&self, cell: Cell) -> bool {
        self.selected() == Some(cell) || self.also.contains(&cell)
    }

    /// Selects `cell` alone (ignored outside the grid).
    pub(super) fn select(&mut self, cell: Cell) -> bool {
        if self.shape().index_of(cell).is_none() {
            return false;
        }
        let changed = self.selected() != Some(cell) || !self.also.is_empty();
        self.selected = Some(cell);
        self.also.clear();
        changed
    }

    /// Adds `cell` to the selection and puts the cursor on it (a drag over it, Shift and an
    /// arrow). A cell selected already only takes the cursor.
    pub(super) fn select_more(&mut self, cell: Cell) -> bool {
        if self.shape().index_of(cell).is_none() || self.selected() == Some(cell) {
            return false;
        }
        self.also.retain(|&c| c != cell);
        if let Some(cursor) = self.selected() {
            self.also.push(cursor);
        }
        self.selected = Some(cell);
        true
    }

    /// Ctrl- or Shift-click: adds `cell` to the selection, or takes it out if it is in it
    /// with others (the cursor then goes to the cell picked last before it).
    pub(super) fn toggle_selected(&mut self, cell: Cell) -> bool {
        if !self.is_selected(cell) {
            return self.select_more(cell);
        }
        if self.also.is_empty() {
            return false;
        }
        if self.selected() == Some(cell) {
            self.selected = self.also.pop();
        } else {
            self.also.retain(|&c| c != cell);
        }
        true
    }

    /// Selects every cell; the cursor stays (on r1c1 if there was none).
    pub(super) fn select_all(&mut self) -> bool {
        let cursor = self.selected().unwrap_or(Cell::new(0, 0));
        let before = self.selection().len();
        self.selected = Some(cursor);
        self.also = self.shape().cells().filter(|&c| c != cursor).collect();
        before != self.shape().cell_count()
    }

    /// Selects nothing.
    pub(super) fn deselect(&mut self) -> bool {
        let changed = self.selected().is_some() || !self.also.is_empty();
        self.selected = None;
        self.also.clear();
        changed
    }

    /// The cell one step from the cursor, wrapping at the edges (r1c1 if nothing is selected).
    fn next_cell(&self, direction: Direction) -> Cell {
        let n = self.shape().size();
        let Some(cell) = self.selected() else {
            return Cell::new(0, 0);
        };
        let (row, col) = (cell.row(), cell.col());
        match direction {
            Direction::Up => Cell::new((row + n - 1) % n, col),
            Direction::Down => Cell::new((row + 1) % n, col),
            Direction::Left => Cell::new(row, (col + n - 1) % n),
            Direction::Right => Cell::new(row, (col + 1) % n),
        }
    }

    /// Moves the cursor one cell and selects that cell alone.
    pub(super) fn move_selection(&mut self, direction: Direction) -> bool {
        self.select(self.next_cell(direction))
    }

    /// Moves the cursor one cell, keeping what was selected (Shift or Ctrl and an arrow).
    pub(super) fn extend_selection(&mut self, direction: Direction) -> bool {
        if self.selected().is_none() {
            return self.select(Cell::new(0, 0));
        }
        self.select_more(self.next_cell(direction))
    }
}

#[cfg(test)]
mod tests {
    use crate::board::{Cell, Digit, Grid, Shape};
    use crate::game::{Action, Direction, Game, Marking};
    use web_time::Instant;

    fn digit(d: u8) -> Digit {
        Digit::new(d).unwrap()
    }

    fn picked(game: &mut Game, cells: &[(usize, usize)], now: Instant) {
        for &(r, c) in cells {
            game.apply(Action::ToggleSelected(Cell::new(r, c)), now);
        }
    }

    #[test]
    fn clicks_drags_and_arrows_build_the_selection() {
        let now = Instant::now();
        let mut game = Game::new_at(Grid::empty(Shape::NINE), now);
        assert!(game.selection().is_empty());
        picked(&mut game, &[(0, 0), (4, 4), (8, 8)], now);
        assert_eq!(game.selection().len(), 3);
        assert_eq!(game.selected(), Some(Cell::new(8, 8)));
        // Ctrl-click on a selected cell takes it out; the cursor goes back.
        assert!(game.apply(Action::ToggleSelected(Cell::new(8, 8)), now));
        assert_eq!(game.selected(), Some(Cell::new(4, 4)));
        assert_eq!(game.selection(), [Cell::new(0, 0), Cell::new(4, 4)]);
        // A plain click selects one cell again.
        assert!(game.apply(Action::Select(Cell::new(4, 4)), now));
        assert_eq!(game.selection(), [Cell::new(4, 4)]);
        // The last cell is never toggled away.
        assert!(!game.apply(Action::ToggleSelected(Cell::new(4, 4)), now));
        // Dragging over cells adds them, once each.
        for c in [5, 6, 6, 5] {
            game.apply(Action::SelectMore(Cell::new(4, c)), now);
        }
        assert_eq!(game.selection().len(), 3);
        // Shift and an arrow extends; a plain arrow moves a single selection.
        assert!(game.apply(Action::ExtendSelection(Direction::Down), now));
        assert_eq!(game.selection().len(), 4);
        assert!(game.apply(Action::Move(Direction::Down), now));
        assert_eq!(game.selection(), [Cell::new(6, 5)]);
        assert!(game.apply(Action::SelectAll, now));
        assert_eq!(game.selection().len(), 81);
        assert_eq!(game.selected(), Some(Cell::new(6, 5)));
        assert!(game.apply(Action::Deselect, now));
        assert!(game.selection().is_empty());
        assert!(!game.apply(Action::Deselect, now));
    }

    #[test]
    fn digits_marks_colours_and_delete_act_on_every_selected_cell_in_one_step() {
        let now = Instant::now();
        let mut puzzle = Grid::empty(Shape::NINE);
        puzzle.set_given(Cell::new(0, 1), Some(digit(9)));
        let mut game = Game::new_at(puzzle, now);
        let cells = [(0, 0), (0, 1), (0, 2)];
        picked(&mut game, &cells, now);
        // Corner marks go into the empty cells, never onto the given.
        assert!(game.apply(Action::ToggleCorner(digit(5)), now));
        assert!(game.corner(Cell::new(0, 0)).contains(digit(5)));
        assert!(game.corner(Cell::new(0, 2)).contains(digit(5)));
        assert!(game.corner(Cell::new(0, 1)).is_empty());
        // A mark that every cell has goes from all; one that some lack goes to all.
        game.apply(Action::Select(Cell::new(0, 0)), now);
        game.apply(Action::ToggleNote(digit(3)), now);
        picked(&mut game, &[(0, 2)], now);
        assert_eq!(game.selection().len(), 2);
        assert!(game.apply(Action::ToggleNote(digit(3)), now));
        assert!(game.notes(Cell::new(0, 2)).contains(digit(3)));
        assert!(game.apply(Action::ToggleNote(digit(3)), now));
        assert!(game.notes(Cell::new(0, 0)).is_empty());
        assert!(game.notes(Cell::new(0, 2)).is_empty());
        // A digit fills every cell but the given, and one undo takes all of it back.
        assert!(game.apply(Action::Enter(digit(4)), now));
        assert_eq!(game.value(Cell::new(0, 0)), Some(digit(4)));
        assert_eq!(game.value(Cell::new(0, 2)), Some(digit(4)));
        assert_eq!(game.value(Cell::new(0, 1)), Some(digit(9)));
        assert!(game.apply(Action::Undo, now));
        assert_eq!(game.value(Cell::new(0, 0)), None);
        assert_eq!(game.value(Cell::new(0, 2)), None);
        picked(&mut game, &[(0, 1)], now);
        assert_eq!(game.selection().len(), 3);
        // Colours reach the given too; Delete takes the top layer off every cell.
        game.apply(Action::SetMarking(Marking::Colour), now);
        assert!(game.apply(Action::Enter(digit(2)), now));
        assert!(game.colour(Cell::new(0, 1)).is_some());
        game.apply(Action::SetMarking(Marking::Value), now);
        assert!(game.apply(Action::Clear, now));
        assert!(game.corner(Cell::new(0, 0)).is_empty());
        assert!(game.colour(Cell::new(0, 0)).is_some());
        assert!(game.apply(Action::Clear, now));
        assert!(game.colour(Cell::new(0, 1)).is_none());
        assert!(!game.apply(Action::Clear, now));
    }
}
