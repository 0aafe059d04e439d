//! The rules of play: entries, notes, undo and redo, checking, the timer, entering a puzzle.

// Helpers may unwrap: a panic in a test or benchmark is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use shudu::board::{Cell, Digit, DigitSet, Grid, Shape};
use shudu::game::{Action, Colour, Direction, Game, GameError, Marking, Mode, Source};
use std::time::{Duration, Instant};

/// The classic puzzle from Wikipedia's Sudoku article, and its solution.
const PUZZLE: &str =
    "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn grid(line: &str) -> Grid {
    let values: Vec<u8> = line.bytes().map(|b| b - b'0').collect();
    Grid::from_values(Shape::NINE, &values).unwrap()
}

fn d(n: u8) -> Digit {
    Digit::new(n).unwrap()
}

/// A cell by 1-based row and column, as players name them.
fn rc(row: usize, col: usize) -> Cell {
    Cell::new(row - 1, col - 1)
}

fn notes(digits: &[u8]) -> DigitSet {
    digits.iter().map(|&n| d(n)).collect()
}

fn classic(now: Instant) -> Game {
    Game::new_at(grid(PUZZLE), now)
}

/// Selects `cell` and applies `action` there.
fn at(game: &mut Game, cell: Cell, action: Action, now: Instant) -> bool {
    game.apply(Action::Select(cell), now);
    game.apply(action, now)
}

#[test]
fn undo_and_redo_restore_values_and_notes() {
    let now = Instant::now();
    let mut game = classic(now);
    assert!(at(&mut game, rc(1, 3), Action::ToggleNote(d(4)), now));
    assert!(at(&mut game, rc(1, 4), Action::Enter(d(6)), now));
    assert!(game.apply(Action::Undo, now));
    assert_eq!(game.value(rc(1, 4)), None);
    assert_eq!(game.notes(rc(1, 3)), notes(&[4]));
    assert!(game.apply(Action::Undo, now));
    assert_eq!(game.notes(rc(1, 3)), DigitSet::EMPTY);
    assert!(!game.can_undo());
    assert!(game.apply(Action::Redo, now) && game.apply(Action::Redo, now));
    assert_eq!(game.value(rc(1, 4)), Some(d(6)));
    assert_eq!(game.notes(rc(1, 3)), notes(&[4]));
    assert!(!game.can_redo());
    assert!(!game.apply(Action::Redo, now));
}

#[test]
fn a_new_change_clears_the_redo_stack() {
    let now = Instant::now();
    let mut game = classic(now);
    at(&mut game, rc(1, 3), Action::Enter(d(4)), now);
    game.apply(Action::Undo, now);
    assert!(game.can_redo());
    at(&mut game, rc(1, 4), Action::Enter(d(6)), now);
    assert!(!game.can_redo());
}

#[test]
fn placing_a_digit_removes_it_from_peer_notes_and_undo_restores_them() {
    let now = Instant::now();
    let mut game = classic(now);
    let peers = [rc(1, 3), rc(3, 5), rc(9, 4)]; // same row, box, column as r1c4
    let others = [rc(3, 1), rc(5, 5)];
    for cell in peers.into_iter().chain(others) {
        assert!(at(&mut game, cell, Action::ToggleNote(d(4)), now), "{cell}");
    }
    assert!(at(&mut game, rc(1, 4), Action::Enter(d(4)), now));
    assert!(peers.iter().all(|&c| game.notes(c).is_empty()));
    assert!(others.iter().all(|&c| game.notes(c) == notes(&[4])));
    assert!(game.apply(Action::Undo, now));
    assert_eq!(game.value(rc(1, 4)), None);
    assert!(peers.iter().all(|&c| game.notes(c) == notes(&[4])));
}

#[test]
fn fill_candidates_gives_each_empty_cell_the_digits_its_peers_lack() {
    let now = Instant::now();
    let mut game = classic(now);
    at(&mut game, rc(1, 4), Action::Enter(d(6)), now);
    assert!(game.apply(Action::FillCandidates, now));
    // Row 1 holds 5 3 6 7, column 3 holds 8, the box 5 3 6 9 8.
    assert_eq!(game.notes(rc(1, 3)), notes(&[1, 2, 4]));
    assert_eq!(game.notes(rc(1, 1)), DigitSet::EMPTY);
    for cell in Shape::NINE.cells().filter(|&c| game.value(c).is_none()) {
        let held: DigitSet = Shape::NINE
            .cells()
            .filter(|&p| p != cell && shares_unit(p, cell))
            .filter_map(|p| game.value(p))
            .collect();
        assert_eq!(
            game.notes(cell).bits(),
            DigitSet::full(9).bits() & !held.bits(),
            "{cell}"
        );
    }
    assert!(game.apply(Action::Undo, now));
    assert_eq!(game.notes(rc(1, 3)), DigitSet::EMPTY);
    assert_eq!(game.value(rc(1, 4)), Some(d(6)));
}

fn shares_unit(a: Cell, b: Cell) -> bool {
    a.row() == b.row() || a.col() == b.col() || Shape::NINE.box_of(a) == Shape::NINE.box_of(b)
}

#[test]
fn clear_notes_removes_every_note_as_one_step() {
    let now = Instant::now();
    let mut game = classic(now);
    game.apply(Action::FillCandidates, now);
    assert!(game.apply(Action::ClearNotes, now));
    assert!(Shape::NINE.cells().all(|c| game.notes(c).is_empty()));
    assert!(!game.apply(Action::ClearNotes, now));
    game.apply(Action::Undo, now);
    assert_eq!(game.notes(rc(1, 3)), notes(&[1, 2, 4]));
}

#[test]
fn givens_cannot_be_changed() {
    let now = Instant::now();
    let mut game = classic(now);
    assert!(game.is_given(rc(1, 1)));
    assert!(!at(&mut game, rc(1, 1), Action::Enter(d(4)), now));
    assert!(!game.apply(Action::Clear, now));
    assert!(!game.apply(Action::ToggleNote(d(4)), now));
    assert!(!game.apply(
        Action::ApplySolution(grid(&PUZZLE.replacen('5', "4", 1))),
        now
    ));
    assert_eq!(game.value(rc(1, 1)), Some(d(5)));
    assert_eq!(game.source(rc(1, 1)), Some(Source::Given));
    assert!(!game.can_undo());
}

#[test]
fn clear_removes_the_value_then_the_notes() {
    let now = Instant::now();
    let mut game = classic(now);
    at(&mut game, rc(1, 3), Action::ToggleNote(d(1)), now);
    game.apply(Action::Enter(d(4)), now);
    assert!(game.apply(Action::Clear, now));
    assert_eq!(game.value(rc(1, 3)), None);
    assert_eq!(game.notes(rc(1, 3)), notes(&[1]));
    assert!(game.apply(Action::Clear, now));
    assert_eq!(game.notes(rc(1, 3)), DigitSet::EMPTY);
    assert!(!game.apply(Action::Clear, now));
}

#[test]
fn notes_mode_turns_typed_digits_into_notes() {
    let now = Instant::now();
    let mut game = classic(now);
    assert!(game.apply(Action::ToggleNotesMode, now));
    assert!(game.notes_mode());
    at(&mut game, rc(1, 3), Action::Enter(d(2)), now);
    game.apply(Action::Enter(d(4)), now);
    game.apply(Action::Enter(d(2)), now);
    assert_eq!(game.value(rc(1, 3)), None);
    assert_eq!(game.notes(rc(1, 3)), notes(&[4]));
}

#[test]
fn digits_above_the_grid_size_are_ignored() {
    let now = Instant::now();
    let mut game = Game::new_at(Grid::empty(Shape::new(2, 2).unwrap()), now);
    assert!(!at(&mut game, Cell::new(0, 0), Action::Enter(d(5)), now));
    assert!(!game.apply(Action::ToggleNote(d(9)), now));
    assert_eq!(game.value(Cell::new(0, 0)), None);
    assert_eq!(game.remaining(d(5)), 0);
}

#[test]
fn moving_wraps_at_the_edges_and_starts_at_r1c1() {
    let now = Instant::now();
    let mut game = classic(now);
    assert!(game.apply(Action::Move(Direction::Right), now));
    assert_eq!(game.selected(), Some(rc(1, 1)));
    game.apply(Action::Move(Direction::Up), now);
    assert_eq!(game.selected(), Some(rc(9, 1)));
    game.apply(Action::Move(Direction::Left), now);
    assert_eq!(game.selected(), Some(rc(9, 9)));
    game.apply(Action::Move(Direction::Down), now);
    game.apply(Action::Move(Direction::Right), now);
    assert_eq!(game.selected(), Some(rc(1, 1)));
    assert!(!game.apply(Action::Select(Cell::new(9, 0)), now));
    assert!(!game.can_undo(), "moving is not an undo step");
}

#[test]
fn conflicts_list_every_cell_sharing_a_digit_including_givens() {
    let now = Instant::now();
    let mut game = classic(now);
    assert!(game.conflicts().is_empty());
    at(&mut game, rc(1, 3), Action::Enter(d(5)), now);
    assert_eq!(game.conflicts(), [rc(1, 1), rc(1, 3)]);
    at(&mut game, rc(9, 3), Action::Enter(d(5)), now);
    // r9c3 repeats r1c3's 5 in column 3; nothing else holds 5 in its row or box.
    assert_eq!(game.conflicts(), [rc(1, 1), rc(1, 3), rc(9, 3)]);
}

#[test]
fn remaining_counts_what_each_digit_still_needs() {
    let now = Instant::now();
    let mut game = classic(now);
    let fives = PUZZLE.bytes().filter(|&b| b == b'5').count();
    assert_eq!(game.remaining(d(5)), 9 - fives);
    at(&mut game, rc(2, 2), Action::Enter(d(5)), now);
    assert_eq!(game.remaining(d(5)), 9 - fives - 1);
    game.apply(Action::ApplySolution(grid(SOLUTION)), now);
    assert!((1..=9).all(|n| game.remaining(d(n)) == 0));
}

#[test]
fn check_marks_wrong_entries_until_the_next_edit() {
    let now = Instant::now();
    let mut game = classic(now);
    at(&mut game, rc(1, 3), Action::Enter(d(4)), now); // right
    at(&mut game, rc(1, 4), Action::Enter(d(9)), now); // wrong: 6
    assert!(game.apply(Action::MarkWrong(grid(SOLUTION)), now));
    assert_eq!(game.wrong_cells(), [rc(1, 4)]);
    assert!(!game.apply(
        Action::MarkWrong(Grid::empty(Shape::new(2, 2).unwrap())),
        now
    ));
    at(&mut game, rc(5, 5), Action::ToggleNote(d(5)), now);
    assert!(game.wrong_cells().is_empty());
}

#[test]
fn apply_solution_fills_every_open_cell_as_one_undo_step() {
    let now = Instant::now();
    let mut game = classic(now);
    at(&mut game, rc(1, 3), Action::Enter(d(4)), now);
    assert!(game.apply(Action::ApplySolution(grid(SOLUTION)), now));
    assert_eq!(game.grid().values(), grid(SOLUTION).values());
    assert_eq!(game.source(rc(1, 4)), Some(Source::Solver));
    assert_eq!(game.source(rc(1, 1)), Some(Source::Given));
    assert!(game.is_solved());
    assert!(game.apply(Action::Undo, now));
    assert_eq!(game.value(rc(1, 3)), Some(d(4)));
    assert_eq!(game.source(rc(1, 3)), Some(Source::Player));
    assert_eq!(game.value(rc(1, 4)), None);
}

#[test]
fn apply_solution_refuses_a_grid_that_does_not_fit() {
    let now = Instant::now();
    let mut game = classic(now);
    let other_shape = Grid::empty(Shape::new(2, 2).unwrap());
    assert!(!game.apply(Action::ApplySolution(other_shape), now));
    // Swapping 5 and 3 keeps a valid grid that contradicts the givens.
    let swapped = SOLUTION
        .replace('5', "x")
        .replace('3', "5")
        .replace('x', "3");
    assert!(!game.apply(Action::ApplySolution(grid(&swapped)), now));
    assert!(
        !game.apply(Action::ApplySolution(grid(PUZZLE)), now),
        "not full"
    );
    assert!(!game.can_undo());
}

#[test]
fn any_valid_completion_counts_as_solved() {
    let now = Instant::now();
    let shape = Shape::new(2, 2).unwrap();
    let mut game = Game::new_at(Grid::empty(shape), now);
    let rows = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]];
    for (r, row) in rows.iter().enumerate() {
        for (c, &n) in row.iter().enumerate() {
            assert!(!game.is_solved());
            at(&mut game, Cell::new(r, c), Action::Enter(d(n)), now);
        }
    }
    assert!(game.is_solved());
}

#[test]
fn timer_counts_only_while_running() {
    let t0 = Instant::now();
    let s = Duration::from_secs;
    let mut game = classic(t0);
    assert_eq!(game.elapsed(t0 + s(10)), s(10));
    assert!(game.apply(Action::Pause, t0 + s(10)));
    assert!(game.is_paused());
    assert!(!game.apply(Action::Pause, t0 + s(11)));
    assert_eq!(game.elapsed(t0 + s(100)), s(10));
    assert!(game.apply(Action::Resume, t0 + s(100)));
    assert!(!game.is_paused());
    assert_eq!(game.elapsed(t0 + s(105)), s(15));
    assert!(!game.can_undo(), "pausing is not an undo step");
}

#[test]
fn a_paused_game_ignores_everything_but_resume() {
    let t0 = Instant::now();
    let mut game = classic(t0);
    let empty = game
        .shape()
        .cells()
        .find(|&c| game.value(c).is_none())
        .unwrap();
    assert!(game.apply(Action::Select(empty), t0));
    assert!(game.apply(Action::Pause, t0));
    for action in [
        Action::Enter(d(1)),
        Action::ToggleNote(d(2)),
        Action::FillCandidates,
        Action::Move(Direction::Down),
        Action::ToggleNotesMode,
    ] {
        assert!(
            !game.apply(action.clone(), t0),
            "{action:?} acted while paused"
        );
    }
    assert_eq!(game.value(empty), None);
    assert!(game.notes(empty).is_empty());
    assert_eq!(game.selected(), Some(empty));
    assert!(game.apply(Action::Resume, t0));
    assert!(game.apply(Action::Enter(d(1)), t0));
}

#[test]
fn timer_stops_while_solved_and_runs_again_when_a_change_un_solves_it() {
    let t0 = Instant::now();
    let s = Duration::from_secs;
    let mut game = classic(t0);
    game.apply(Action::ApplySolution(grid(SOLUTION)), t0 + s(30));
    assert!(game.is_solved());
    assert_eq!(game.elapsed(t0 + s(500)), s(30));
    assert!(!game.apply(Action::Pause, t0 + s(500)));
    assert!(!game.apply(Action::Resume, t0 + s(500)));
    game.apply(Action::Undo, t0 + s(600));
    assert_eq!(
        game.elapsed(t0 + s(700)),
        s(130),
        "the clock runs from the undo on"
    );
    assert!(game.apply(Action::Pause, t0 + s(700)), "and P pauses it");
    assert_eq!(game.outcome(), shudu::game::Outcome::Open);
    assert!(game.apply(Action::Resume, t0 + s(800)));
    game.apply(Action::Redo, t0 + s(810));
    assert_eq!(game.outcome(), shudu::game::Outcome::SolvedByEngine);
    assert_eq!(game.elapsed(t0 + s(900)), s(140));
}

#[test]
fn entering_a_puzzle_sets_givens_without_a_clock() {
    let t0 = Instant::now();
    let mut game = Game::entering(Shape::NINE);
    assert_eq!(game.mode(), Mode::Enter);
    assert!(at(&mut game, rc(1, 3), Action::Enter(d(5)), t0));
    assert!(game.is_given(rc(1, 3)));
    assert_eq!(game.puzzle().given_count(), 1);
    assert!(game.apply(Action::Undo, t0));
    assert_eq!(game.puzzle().given_count(), 0);
    assert_eq!(game.elapsed(t0 + Duration::from_secs(60)), Duration::ZERO);
}

#[test]
fn start_play_refuses_clashing_givens_then_starts_the_clock() {
    let t0 = Instant::now();
    let s = Duration::from_secs;
    let mut game = Game::entering(Shape::NINE);
    at(&mut game, rc(1, 3), Action::Enter(d(5)), t0);
    at(&mut game, rc(1, 7), Action::Enter(d(5)), t0);
    let err = game.start_play(t0).unwrap_err();
    assert!(matches!(err, GameError::Clash { .. }));
    assert_eq!(err.to_string(), "r1c3 and r1c7 both hold 5");
    assert!(!game.apply(Action::StartPlay, t0));
    assert_eq!(game.mode(), Mode::Enter);

    at(&mut game, rc(1, 7), Action::Enter(d(6)), t0);
    assert!(game.apply(Action::StartPlay, t0 + s(5)));
    assert_eq!(game.mode(), Mode::Play);
    assert_eq!(game.source(rc(1, 7)), Some(Source::Given));
    assert!(!game.can_undo());
    assert!(!at(&mut game, rc(1, 3), Action::Clear, t0 + s(6)));
    assert_eq!(game.elapsed(t0 + s(65)), s(60));
    assert_eq!(game.start_play(t0), Err(GameError::NotEntering));
}

fn colour(n: u8) -> Colour {
    Colour::new(n).unwrap()
}

#[test]
fn corner_marks_toggle_in_corner_mode_and_by_action_each_one_undo_step() {
    let now = Instant::now();
    let mut game = classic(now);
    assert!(game.apply(Action::ToggleMarking(Marking::Corner), now));
    assert_eq!(game.marking(), Marking::Corner);
    assert!(!game.notes_mode());
    at(&mut game, rc(1, 3), Action::Enter(d(2)), now);
    game.apply(Action::Enter(d(4)), now);
    assert!(game.apply(Action::ToggleCorner(d(9)), now));
    assert_eq!(game.corner(rc(1, 3)), notes(&[2, 4, 9]));
    assert_eq!(
        game.notes(rc(1, 3)),
        DigitSet::EMPTY,
        "notes are another kind"
    );
    assert_eq!(game.value(rc(1, 3)), None);
    assert!(game.apply(Action::Undo, now));
    assert_eq!(game.corner(rc(1, 3)), notes(&[2, 4]));
    assert!(game.apply(Action::Undo, now) && game.apply(Action::Undo, now));
    assert_eq!(game.corner(rc(1, 3)), DigitSet::EMPTY);
    assert!(game.apply(Action::Redo, now));
    assert_eq!(game.corner(rc(1, 3)), notes(&[2]));
    // Again the same key leaves corner mode.
    assert!(game.apply(Action::ToggleMarking(Marking::Corner), now));
    assert_eq!(game.marking(), Marking::Value);
    // Not on a given, nor on a filled cell, nor above the side.
    assert!(!at(&mut game, rc(1, 1), Action::ToggleCorner(d(3)), now));
    at(&mut game, rc(1, 4), Action::Enter(d(6)), now);
    assert!(!game.apply(Action::ToggleCorner(d(3)), now));
}

#[test]
fn corner_marks_are_neither_candidates_nor_touched_by_placing_or_filling() {
    let now = Instant::now();
    let mut game = classic(now);
    at(&mut game, rc(1, 3), Action::ToggleCorner(d(6)), now);
    at(&mut game, rc(1, 4), Action::Enter(d(6)), now);
    assert_eq!(
        game.corner(rc(1, 3)),
        notes(&[6]),
        "placing keeps corner marks"
    );
    game.apply(Action::FillCandidates, now);
    assert_eq!(game.corner(rc(1, 3)), notes(&[6]));
    assert_eq!(
        game.all_notes()[2],
        notes(&[1, 2, 4]),
        "the notes are the candidates"
    );
    assert!(game.apply(Action::ClearCorners, now));
    assert_eq!(game.corner(rc(1, 3)), DigitSet::EMPTY);
    assert_eq!(game.notes(rc(1, 3)), notes(&[1, 2, 4]));
    game.apply(Action::Undo, now);
    assert_eq!(game.corner(rc(1, 3)), notes(&[6]));
}

#[test]
fn colours_toggle_on_any_cell_and_undo_one_step_each() {
    let now = Instant::now();
    let mut game = classic(now);
    assert!(at(
        &mut game,
        rc(1, 1),
        Action::ToggleColour(colour(3)),
        now
    ));
    assert_eq!(
        game.colour(rc(1, 1)),
        Some(colour(3)),
        "a given can be coloured"
    );
    assert_eq!(game.value(rc(1, 1)), Some(d(5)));
    assert!(at(
        &mut game,
        rc(1, 3),
        Action::ToggleColour(colour(9)),
        now
    ));
    assert!(game.apply(Action::ToggleColour(colour(2)), now));
    assert_eq!(game.colour(rc(1, 3)), Some(colour(2)), "one colour a cell");
    assert!(game.apply(Action::ToggleColour(colour(2)), now));
    assert_eq!(
        game.colour(rc(1, 3)),
        None,
        "the same colour again takes it off"
    );
    game.apply(Action::Undo, now);
    game.apply(Action::Undo, now);
    assert_eq!(game.colour(rc(1, 3)), Some(colour(9)));
    game.apply(Action::Undo, now);
    assert_eq!(game.colour(rc(1, 3)), None);
    game.apply(Action::Undo, now);
    assert_eq!(game.colour(rc(1, 1)), None);
    assert_eq!(game.value(rc(1, 1)), Some(d(5)));
    assert!(game.is_given(rc(1, 1)));
    assert!(game.apply(Action::Redo, now));
    assert_eq!(game.colour(rc(1, 1)), Some(colour(3)));
    game.validate().unwrap();
}

#[test]
fn colour_mode_makes_digits_colours_on_every_board_and_clear_takes_only_the_colour() {
    let now = Instant::now();
    let mut game = Game::new_at(Grid::empty(Shape::new(2, 2).unwrap()), now);
    game.apply(Action::ToggleMarking(Marking::Colour), now);
    at(&mut game, Cell::new(0, 0), Action::ToggleNote(d(3)), now);
    assert!(
        game.apply(Action::Enter(d(7)), now),
        "colour 7 on a 4x4 board"
    );
    assert_eq!(game.colour(Cell::new(0, 0)), Some(colour(7)));
    assert_eq!(game.value(Cell::new(0, 0)), None);
    assert!(game.apply(Action::Clear, now));
    assert_eq!(game.colour(Cell::new(0, 0)), None);
    assert_eq!(game.notes(Cell::new(0, 0)), notes(&[3]), "the marks stay");
}

#[test]
fn clear_takes_the_value_then_the_marks_then_the_colour() {
    let now = Instant::now();
    let mut game = classic(now);
    at(&mut game, rc(1, 3), Action::ToggleNote(d(1)), now);
    game.apply(Action::ToggleCorner(d(2)), now);
    game.apply(Action::ToggleColour(colour(5)), now);
    game.apply(Action::Enter(d(4)), now);
    assert!(game.apply(Action::Clear, now));
    assert_eq!(game.value(rc(1, 3)), None);
    assert_eq!(
        game.corner(rc(1, 3)),
        notes(&[2]),
        "marks wait under a value"
    );
    assert!(game.apply(Action::Clear, now));
    assert_eq!(
        (game.notes(rc(1, 3)), game.corner(rc(1, 3))),
        (DigitSet::EMPTY, DigitSet::EMPTY)
    );
    assert_eq!(game.colour(rc(1, 3)), Some(colour(5)));
    assert!(game.apply(Action::Clear, now));
    assert_eq!(game.colour(rc(1, 3)), None);
    assert!(!game.apply(Action::Clear, now));
    // On a given, Clear takes only its colour.
    at(&mut game, rc(1, 1), Action::ToggleColour(colour(1)), now);
    assert!(game.apply(Action::Clear, now));
    assert_eq!(
        (game.value(rc(1, 1)), game.colour(rc(1, 1))),
        (Some(d(5)), None)
    );
}

#[test]
fn clear_colours_removes_every_colour_as_one_step() {
    let now = Instant::now();
    let mut game = classic(now);
    at(&mut game, rc(1, 1), Action::ToggleColour(colour(1)), now);
    at(&mut game, rc(9, 9), Action::ToggleColour(colour(8)), now);
    assert!(game.apply(Action::ClearColours, now));
    assert!(Shape::NINE.cells().all(|c| game.colour(c).is_none()));
    assert!(!game.apply(Action::ClearColours, now));
    assert!(game.apply(Action::Undo, now));
    assert_eq!(game.colour(rc(9, 9)), Some(colour(8)));
    assert_eq!(game.colour(rc(1, 1)), Some(colour(1)));
}
