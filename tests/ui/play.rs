//! Playing: entries, notes, undo and redo, solve, check, the solved moment, pause, the clipboard.

use super::*;

#[test]
fn clicking_a_cell_and_typing_a_digit_places_an_entry() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "row 1, column 2");
    assert_eq!(harness.state().game().selected(), Some(cell(1, 2)));
    press(&mut harness, Key::Num8);
    assert_eq!(value(&harness, 1, 2), Some(8));
    assert_eq!(
        harness.state().game().source(cell(1, 2)),
        Some(Source::Player)
    );
    press(&mut harness, Key::Delete);
    assert_eq!(value(&harness, 1, 2), None);
}

#[test]
fn givens_are_locked() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "row 1, column 1");
    press(&mut harness, Key::Num5);
    press(&mut harness, Key::Backspace);
    assert_eq!(value(&harness, 1, 1), Some(6));
    assert!(harness.state().game().is_given(cell(1, 1)));
}

#[test]
fn arrow_keys_move_the_selection_and_the_pad_enters_digits() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "row 1, column 1");
    press(&mut harness, Key::ArrowRight);
    press(&mut harness, Key::ArrowDown);
    press(&mut harness, Key::ArrowUp);
    assert_eq!(harness.state().game().selected(), Some(cell(1, 2)));
    pad(&mut harness, 4);
    assert_eq!(value(&harness, 1, 2), Some(4));
}

#[test]
fn conflicts_are_found_and_shown_on_both_cells() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num6);
    let conflicts = harness.state().game().conflicts();
    assert!(conflicts.contains(&cell(1, 1)) && conflicts.contains(&cell(1, 2)));
}

#[test]
fn notes_mode_by_key_and_button_writes_pencil_marks_and_undo_takes_them_back() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::N);
    assert!(harness.state().game().notes_mode());
    press(&mut harness, Key::Num2);
    press(&mut harness, Key::Num8);
    assert_eq!(notes(&harness, 1, 2), [2, 8]);
    assert_eq!(value(&harness, 1, 2), None);
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    assert_eq!(notes(&harness, 1, 2), [2]);
    click(&mut harness, "Centre (N)");
    assert!(!harness.state().game().notes_mode());
}

#[test]
fn placing_a_digit_clears_it_from_peer_notes_and_fill_candidates_fills_every_empty_cell() {
    let mut harness = app_with(PUZZLE);
    menu(&mut harness, "Marks", "Fill candidates");
    let game = harness.state().game();
    assert!(game.notes(cell(1, 2)).contains(Digit::new(8).unwrap()));
    assert!(game.notes(cell(1, 3)).contains(Digit::new(8).unwrap()));
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num8);
    assert!(
        !harness
            .state()
            .game()
            .notes(cell(1, 3))
            .contains(Digit::new(8).unwrap())
    );
    click(&mut harness, "Undo");
    assert!(
        harness
            .state()
            .game()
            .notes(cell(1, 3))
            .contains(Digit::new(8).unwrap())
    );
    menu(&mut harness, "Marks", "Clear notes");
    assert!(harness.state().game().notes(cell(1, 3)).is_empty());
}

#[test]
fn undo_and_redo_by_keys_and_buttons() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num8);
    press(&mut harness, Key::Num9);
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    assert_eq!(value(&harness, 1, 2), Some(8));
    click(&mut harness, "Undo");
    assert_eq!(value(&harness, 1, 2), None);
    press_with(&mut harness, Modifiers::COMMAND, Key::Y);
    assert_eq!(value(&harness, 1, 2), Some(8));
    press_with(&mut harness, Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    assert_eq!(value(&harness, 1, 2), Some(9));
    click(&mut harness, "Undo");
    click(&mut harness, "Redo");
    assert_eq!(value(&harness, 1, 2), Some(9));
}

#[test]
fn solve_runs_on_the_worker_fills_the_solution_and_undo_takes_it_back() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num9);
    click_and_wait(&mut harness, "Solve");
    let game = harness.state().game();
    assert_eq!(formats::to_line(&game.grid()), SOLUTION);
    assert_eq!(game.source(cell(1, 2)), Some(Source::Solver));
    assert!(game.is_solved());
    assert!(
        status(&harness).contains("Solved by the engine"),
        "{}",
        status(&harness)
    );
    click(&mut harness, "Undo");
    assert_eq!(value(&harness, 1, 2), Some(9));
}

#[test]
fn solve_on_a_puzzle_with_several_solutions_outlines_where_they_differ() {
    let several = PUZZLE
        .replacen('6', ".", 1)
        .replacen('3', ".", 1)
        .replacen('7', ".", 1);
    let mut harness = app_with(&several);
    click_and_wait(&mut harness, "Solve");
    assert!(!harness.state().session().differ().is_empty());
    assert!(
        status(&harness).contains("several solutions"),
        "{}",
        status(&harness)
    );
    assert_eq!(value(&harness, 1, 2), None, "nothing is filled");
}

#[test]
fn check_marks_wrong_entries_and_counts_them() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num8);
    click(&mut harness, "row 1, column 3");
    press(&mut harness, Key::Num2);
    click_and_wait(&mut harness, "Check");
    assert_eq!(harness.state().game().wrong_cells(), [cell(1, 3)]);
    assert!(
        status(&harness).starts_with("1 entry disagrees"),
        "{}",
        status(&harness)
    );
}

#[test]
fn the_last_digit_brings_the_solved_moment() {
    let almost = format!(".{}", &SOLUTION[1..]);
    let mut harness = app_with(&almost);
    click(&mut harness, "row 1, column 1");
    press(&mut harness, Key::Num6);
    assert!(harness.state().game().is_solved());
    assert!(
        status(&harness).starts_with("Solved in"),
        "{}",
        status(&harness)
    );
    // The board celebrates, then the card sums the game up and offers the next one.
    for _ in 0..300 {
        if harness.query_by_label("Next puzzle").is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
        harness.step();
    }
    assert!(harness.query_all_by_label("Solved!").next().is_some());
    for words in ["Time", "Personal best", "Hints used", "Wins in a row"] {
        assert!(
            harness.query_by_label(words).is_some(),
            "{words} on the card"
        );
    }
    assert!(
        harness.state().game().selection().is_empty(),
        "highlights off"
    );
    // The card stands in the middle of the board, not of the window (the side panel is to
    // the right): its row of buttons is centred on the board.
    let board = harness
        .get_by_label("row 1, column 1")
        .rect()
        .union(harness.get_by_label("row 9, column 9").rect());
    let card = harness
        .get_by_label("Next puzzle")
        .rect()
        .union(harness.get_by_label("Close").rect());
    assert!(
        (card.center().x - board.center().x).abs() < 30.0
            && (card.center().y - board.center().y).abs() < board.height() / 3.0,
        "card {card:?} on board {board:?}"
    );
    harness.get_by_label("Next puzzle").click();
    settle(&mut harness);
    assert_eq!(harness.state().game().outcome(), Outcome::Open);
    assert_ne!(formats::to_line(harness.state().game().puzzle()), almost);
    assert!(harness.query_by_label("Next puzzle").is_none());
    assert!(
        status(&harness).starts_with("New Easy game"),
        "{}",
        status(&harness)
    );
}

#[test]
fn pause_hides_the_board_and_stops_input() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "row 1, column 2");
    click(&mut harness, "Pause (P)");
    assert!(harness.state().game().is_paused());
    press(&mut harness, Key::Num8);
    click(&mut harness, "row 1, column 3");
    assert_eq!(
        value(&harness, 1, 2),
        None,
        "typing on the hidden board does nothing"
    );
    assert_eq!(harness.state().game().selected(), Some(cell(1, 2)));
    press(&mut harness, Key::P);
    assert!(!harness.state().game().is_paused());
}

#[test]
fn pasting_bad_text_says_why_and_keeps_the_game() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num8);
    harness.event(Event::Paste("this is no sudoku".into()));
    harness.run();
    assert_eq!(value(&harness, 1, 2), Some(8));
    let text = error_text(&harness);
    assert!(text.contains("the pasted text, line 1"), "{text}");
}

#[test]
fn copy_puts_the_puzzle_line_on_the_clipboard() {
    let mut harness = app_with(PUZZLE);
    harness.event(Event::Copy);
    harness.step();
    let copied = harness
        .output()
        .platform_output
        .commands
        .iter()
        .any(|c| matches!(c, egui::OutputCommand::CopyText(text) if text == PUZZLE));
    assert!(copied, "{:?}", harness.output().platform_output.commands);
}

#[test]
fn back_to_the_last_correct_move_undoes_to_before_the_wrong_digit_as_one_step() {
    let mut harness = app_with(PUZZLE);
    // One right digit, then a wrong one (r1c2 is 8), then three right ones.
    for (row, col, key) in [
        (2, 1, Key::Num7),
        (1, 2, Key::Num9),
        (1, 3, Key::Num1),
        (1, 5, Key::Num5),
        (1, 7, Key::Num4),
    ] {
        click(&mut harness, &format!("row {row}, column {col}"));
        press(&mut harness, key);
    }
    let before: Vec<Option<u8>> = [(1, 2), (1, 3), (1, 5), (1, 7)]
        .iter()
        .map(|&(r, c)| value(&harness, r, c))
        .collect();
    assert_eq!(before, [Some(9), Some(1), Some(5), Some(4)]);
    menu(
        &mut harness,
        "Game",
        "Back to the last correct move Ctrl+Backspace",
    );
    for (row, col) in [(1, 2), (1, 3), (1, 5), (1, 7)] {
        assert_eq!(value(&harness, row, col), None, "r{row}c{col}");
    }
    assert_eq!(
        value(&harness, 2, 1),
        Some(7),
        "the right move before stays"
    );
    assert!(
        status(&harness).contains("Took back 4 moves"),
        "{}",
        status(&harness)
    );
    // One Redo brings the four moves back.
    press_with(&mut harness, Modifiers::COMMAND, Key::Y);
    let after: Vec<Option<u8>> = [(1, 2), (1, 3), (1, 5), (1, 7)]
        .iter()
        .map(|&(r, c)| value(&harness, r, c))
        .collect();
    assert_eq!(after, before);
    // Ctrl+Backspace does the same (and clears no cell: Redo still brings all back).
    press_with(&mut harness, Modifiers::COMMAND, Key::Backspace);
    settle(&mut harness);
    assert_eq!(value(&harness, 1, 2), None);
    assert_eq!(value(&harness, 1, 7), None);
    press_with(&mut harness, Modifiers::COMMAND, Key::Y);
    assert_eq!(value(&harness, 1, 7), Some(4));
    press_with(&mut harness, Modifiers::COMMAND, Key::Backspace);
    settle(&mut harness);
    // Once back, nothing more is taken.
    press_with(&mut harness, Modifiers::COMMAND, Key::Backspace);
    settle(&mut harness);
    assert_eq!(value(&harness, 2, 1), Some(7));
    assert!(
        status(&harness).contains("No wrong digit"),
        "{}",
        status(&harness)
    );
}

#[test]
fn a_wide_window_keeps_its_gutters_within_their_bounds() {
    let mut harness = app_with(PUZZLE);
    // Wide enough that the gutters reach their most (127 points) beside the frames' own
    // margins, which once overflowed (a panic in debug, a negative margin in release).
    harness.set_size(egui::vec2(2200.0, 760.0));
    harness.run();
    let board = harness
        .get_by_label("row 1, column 1")
        .rect()
        .union(harness.get_by_label("row 9, column 9").rect());
    let hint = harness.get_by_label("Hint").rect();
    // The panel keeps a full gutter from the window's right edge, the board stands in the
    // middle of the rest.
    assert!((2050.0..2100.0).contains(&hint.right()), "hint {hint:?}");
    assert!(
        board.left() > 127.0 && board.right() < hint.left(),
        "board {board:?}"
    );
}
