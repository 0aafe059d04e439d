//! Typing a puzzle in, the keyboard shortcuts, and the big boards.

use super::*;

#[test]
fn entering_a_puzzle_then_start_checks_it_with_the_engine() {
    let mut harness = app_with(PUZZLE);
    harness.get_by_label("Game").click();
    harness.run();
    harness.get_by_label("Enter a puzzle").hover();
    harness.run();
    click(&mut harness, "9x9");
    assert_eq!(harness.state().game().mode(), Mode::Enter);
    // Type the first row of a puzzle with a clash: 5 twice.
    click(&mut harness, "row 1, column 1");
    press(&mut harness, Key::Num5);
    click(&mut harness, "row 1, column 9");
    press(&mut harness, Key::Num5);
    click(&mut harness, "Start");
    assert!(
        status(&harness).contains("r1c1 and r1c9 both hold 5"),
        "{}",
        status(&harness)
    );
    // Too few givens: several solutions, and the player is asked.
    press(&mut harness, Key::Delete);
    click_and_wait(&mut harness, "Start");
    assert!(!harness.state().session().differ().is_empty());
    click(&mut harness, "Play it anyway");
    assert_eq!(harness.state().game().mode(), Mode::Play);
    assert!(harness.state().game().is_given(cell(1, 1)));
}

#[test]
fn the_several_solutions_question_leaves_the_outlines_in_view_and_escape_keeps_editing() {
    let mut harness = app_with(PUZZLE);
    command(
        &mut harness,
        Command::EnterPuzzle(shudu::board::Shape::NINE),
    );
    click(&mut harness, "row 1, column 1");
    press(&mut harness, Key::Num5);
    click_and_wait(&mut harness, "Start");
    let outlined = harness.state().session().differ().to_vec();
    assert!(!outlined.is_empty());
    let question = harness.get_by_label("Play it anyway").rect();
    let board = harness
        .get_by_label("row 1, column 1")
        .rect()
        .union(harness.get_by_label("row 9, column 9").rect());
    assert!(
        !board.intersects(question),
        "the question sits beside the board"
    );
    press(&mut harness, Key::Escape);
    assert!(harness.query_by_label("Play it anyway").is_none());
    assert_eq!(harness.state().game().mode(), Mode::Enter, "still entering");
    assert_eq!(
        harness.state().session().differ(),
        outlined,
        "outlines stay"
    );
    // A new given changes the puzzle: the outlines no longer hold.
    click(&mut harness, "row 9, column 9");
    press(&mut harness, Key::Num3);
    assert!(harness.state().session().differ().is_empty());
}

#[test]
fn shortcuts_start_new_games_check_and_solve_and_f1_lists_every_key() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num9);
    press_with(&mut harness, Modifiers::COMMAND, Key::K);
    assert!(
        status(&harness).contains("1 entry disagrees"),
        "{}",
        status(&harness)
    );
    press_with(&mut harness, Modifiers::ALT, Key::Num4);
    click(&mut harness, "Discard");
    assert!(status(&harness).contains("Expert"), "{}", status(&harness));
    press_with(
        &mut harness,
        Modifiers::COMMAND | Modifiers::SHIFT,
        Key::Enter,
    );
    assert_eq!(harness.state().game().outcome(), Outcome::SolvedByEngine);
    // The Keyboard window opens with F1 and names the shortcuts the keys just used.
    assert!(harness.query_by_label("Keyboard").is_none());
    press(&mut harness, Key::F1);
    for row in [
        "Ctrl+K",
        "Alt+4",
        "Ctrl+Shift+Enter",
        "N or Space",
        "F1 or ?",
    ] {
        assert!(harness.query_by_label(row).is_some(), "{row} is listed");
    }
    press(&mut harness, Key::F1);
    assert!(
        harness.query_by_label("Ctrl+K").is_none(),
        "F1 closes it again"
    );
}

#[test]
fn sixteen_by_sixteen_takes_two_digit_entries_and_letters() {
    let mut cells = vec!["."; 256];
    cells[0] = "16";
    let mut harness = app_with(&cells.join(" "));
    assert_eq!(harness.state().game().shape().size(), 16);
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num1);
    press(&mut harness, Key::Num2);
    assert_eq!(value(&harness, 1, 2), Some(12));
    window_command(&mut harness, WindowCommand::SetLetters(true));
    click(&mut harness, "row 1, column 3");
    press(&mut harness, Key::C);
    assert_eq!(value(&harness, 1, 3), Some(12));
    assert!(harness.state().game().conflicts().contains(&cell(1, 3)));
}

#[test]
fn big_boards_show_the_selected_cells_notes_enlarged_and_a_click_toggles_one() {
    let mut cells = vec!["."; 256];
    cells[0] = "16";
    let mut harness = app_with(&cells.join(" "));
    click(&mut harness, "row 2, column 2");
    menu(&mut harness, "Marks", "Fill candidates");
    assert!(harness.query_by_label("Notes in r2c2").is_some());
    assert!(
        harness.query_by_label("note 16 off").is_some(),
        "16 is r1c1's"
    );
    click(&mut harness, "note 5 on");
    let five = Digit::new(5).unwrap();
    assert!(!harness.state().game().notes(cell(2, 2)).contains(five));
    click(&mut harness, "note 5 off");
    assert!(harness.state().game().notes(cell(2, 2)).contains(five));
    // 9x9 marks are readable in the cell: no enlarged copy.
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "row 1, column 2");
    menu(&mut harness, "Marks", "Fill candidates");
    assert!(harness.query_by_label("Notes in r1c2").is_none());
}

#[test]
fn sixteen_by_sixteen_takes_two_digit_marks_with_shift_and_ctrl() {
    let mut cells = vec!["."; 256];
    cells[0] = "16";
    let mut harness = app_with(&cells.join(" "));
    click(&mut harness, "row 1, column 2");
    // Shift+1, Shift+2: the corner mark 12 (not 1 and 2), as one undo step.
    press_with(&mut harness, Modifiers::SHIFT, Key::Num1);
    press_with(&mut harness, Modifiers::SHIFT, Key::Num2);
    let twelve = Digit::new(12).unwrap();
    let corner = harness.state().game().corner(cell(1, 2));
    assert_eq!(corner.iter().collect::<Vec<_>>(), [twelve]);
    // Ctrl+1, Ctrl+5: the centre mark 15 in the same cell; the corner mark stays.
    press_with(&mut harness, Modifiers::COMMAND, Key::Num1);
    press_with(&mut harness, Modifiers::COMMAND, Key::Num5);
    assert_eq!(notes(&harness, 1, 2), [15]);
    // Shift+1 then a plain 3: a corner 1 and the value 3, each on its own.
    click(&mut harness, "row 1, column 3");
    press_with(&mut harness, Modifiers::SHIFT, Key::Num1);
    press(&mut harness, Key::Num3);
    let corner = harness.state().game().corner(cell(1, 3));
    assert_eq!(corner.iter().map(Digit::get).collect::<Vec<_>>(), [1]);
    assert_eq!(value(&harness, 1, 3), Some(3));
}
