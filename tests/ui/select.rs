//! Several cells at once, as SudokuPad has it: Ctrl/Shift+click, a drag, Shift+arrows and
//! Ctrl+A select; a digit with Shift, Ctrl or both goes into every selected cell as a corner
//! mark, a centre mark or a colour, as one undo step; Esc clears the selection, but not while a
//! menu or a window takes it.

use super::*;
use shudu::game::Colour;

fn corner(harness: &Harness<ShuduApp>, row: usize, col: usize) -> Vec<u8> {
    let marks = harness.state().game().corner(cell(row, col));
    marks.iter().map(Digit::get).collect()
}

fn ctrl_click(harness: &mut Harness<ShuduApp>, label: &str) {
    harness
        .get_by_label(label)
        .click_modifiers(Modifiers::COMMAND);
    settle(harness);
}

fn selected(harness: &Harness<ShuduApp>) -> usize {
    harness.state().game().selection().len()
}

#[test]
fn ctrl_click_three_cells_then_shift_5_gives_three_corner_marks_in_one_step() {
    let mut harness = app_with(PUZZLE);
    // r1c2, r1c3 and r2c1 are empty in the puzzle.
    for label in ["row 1, column 2", "row 1, column 3", "row 2, column 1"] {
        ctrl_click(&mut harness, label);
    }
    assert_eq!(selected(&harness), 3);
    // Screen readers hear the count with each selected cell.
    let node = harness.get_by_label("row 1, column 3");
    let description = node.accesskit_node().description().unwrap_or_default();
    assert!(description.contains("3 cells selected"), "{description}");
    press_with(&mut harness, Modifiers::SHIFT, Key::Num5);
    for (row, col) in [(1, 2), (1, 3), (2, 1)] {
        assert_eq!(corner(&harness, row, col), [5], "r{row}c{col}");
    }
    // Ctrl+Z takes all three back at once.
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    for (row, col) in [(1, 2), (1, 3), (2, 1)] {
        assert!(corner(&harness, row, col).is_empty(), "r{row}c{col}");
    }
}

#[test]
fn a_drag_then_ctrl_3_gives_centre_marks_and_ctrl_shift_a_colour_and_no_new_game() {
    let mut harness = app_with(PUZZLE);
    let puzzle = harness.state().game().puzzle().clone();
    // r3c1 holds a given: it takes no mark, but a colour.
    drag(
        &mut harness,
        &["row 1, column 2", "row 2, column 2", "row 3, column 2"],
    );
    assert_eq!(selected(&harness), 3);
    press_with(&mut harness, Modifiers::COMMAND, Key::Num3);
    for row in 1..=3 {
        let expected: &[u8] = if row == 3 { &[] } else { &[3] };
        assert_eq!(notes(&harness, row, 2), expected, "r{row}c2");
    }
    assert_eq!(
        harness.state().game().puzzle(),
        &puzzle,
        "still the same game"
    );
    press_with(
        &mut harness,
        Modifiers::COMMAND | Modifiers::SHIFT,
        Key::Num2,
    );
    for row in 1..=3 {
        assert_eq!(
            harness.state().game().colour(cell(row, 2)),
            Colour::new(2),
            "r{row}c2"
        );
    }
    // A plain digit fills the empty ones alike; Delete empties them again.
    press(&mut harness, Key::Num7);
    assert_eq!([value(&harness, 1, 2), value(&harness, 2, 2)], [Some(7); 2]);
    assert_eq!(value(&harness, 3, 2), Some(5), "the given stays");
    press(&mut harness, Key::Delete);
    assert_eq!([value(&harness, 1, 2), value(&harness, 2, 2)], [None; 2]);
}

#[test]
fn shift_arrows_and_ctrl_a_select_esc_clears_and_a_digit_without_a_cell_says_so() {
    let mut harness = app_with(PUZZLE);
    press(&mut harness, Key::Num4);
    assert!(
        status(&harness).contains("Select a cell first"),
        "{}",
        status(&harness)
    );
    click(&mut harness, "row 1, column 2");
    press_with(&mut harness, Modifiers::SHIFT, Key::ArrowRight);
    press_with(&mut harness, Modifiers::SHIFT, Key::ArrowDown);
    assert_eq!(selected(&harness), 3);
    press_with(&mut harness, Modifiers::COMMAND, Key::A);
    assert_eq!(selected(&harness), 81);
    press(&mut harness, Key::Escape);
    assert_eq!(selected(&harness), 0);
    assert!(
        !harness.state().game().is_paused(),
        "Esc cleared, not paused"
    );
    // With nothing left to clear, Esc pauses as before.
    press(&mut harness, Key::Escape);
    assert!(harness.state().game().is_paused());
}

#[test]
fn esc_closes_an_open_menu_or_the_keyboard_window_and_leaves_the_game_running() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "row 1, column 2");
    click(&mut harness, "Game");
    press(&mut harness, Key::Escape);
    assert!(!harness.state().game().is_paused(), "the menu took Esc");
    assert_eq!(selected(&harness), 1, "and the selection stays");
    assert!(
        harness.query_by_label("Statistics").is_none(),
        "the menu closed"
    );
    press(&mut harness, Key::F1);
    assert!(harness.query_by_label("Keyboard").is_some());
    press(&mut harness, Key::Escape);
    assert!(
        harness.query_by_label("Keyboard").is_none(),
        "Esc closed it"
    );
    assert!(!harness.state().game().is_paused());
    assert_eq!(selected(&harness), 1);
}
