//! Marks as a player makes them: corner mode by key and by its toggle, Shift and a digit,
//! colours from the colour pad and the keys, undo, and marks kept through a save and a restart.

use super::*;
use shudu::game::{Colour, Marking};

fn corner(harness: &Harness<ShuduApp>, row: usize, col: usize) -> Vec<u8> {
    let marks = harness.state().game().corner(cell(row, col));
    marks.iter().map(Digit::get).collect()
}

fn colour(harness: &Harness<ShuduApp>, row: usize, col: usize) -> Option<u8> {
    harness
        .state()
        .game()
        .colour(cell(row, col))
        .map(Colour::get)
}

/// What a cell's widget tells a screen reader it holds.
fn cell_value(harness: &Harness<ShuduApp>, name: &str) -> String {
    harness.get_by_label(name).value().unwrap_or_default()
}

#[test]
fn marks_corner_mode_by_key_and_by_toggle_writes_corner_marks_and_undo_takes_them_back() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::X);
    assert_eq!(harness.state().game().marking(), Marking::Corner);
    press(&mut harness, Key::Num2);
    press(&mut harness, Key::Num8);
    assert_eq!(corner(&harness, 1, 2), [2, 8]);
    assert!(
        notes(&harness, 1, 2).is_empty(),
        "corner marks are no notes"
    );
    assert_eq!(value(&harness, 1, 2), None);
    assert_eq!(cell_value(&harness, "row 1, column 2"), "empty, corner 2 8");
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    assert_eq!(corner(&harness, 1, 2), [2]);
    // The toggle leaves corner mode and enters it again; the pad types corner marks too.
    click(&mut harness, "Corner (X)");
    assert_eq!(harness.state().game().marking(), Marking::Value);
    click(&mut harness, "Corner (X)");
    assert_eq!(harness.state().game().marking(), Marking::Corner);
    pad(&mut harness, 5);
    assert_eq!(corner(&harness, 1, 2), [2, 5]);
    // Notes mode by its key, then a value: the marks wait under it.
    press(&mut harness, Key::N);
    assert!(harness.state().game().notes_mode());
    press(&mut harness, Key::Num9);
    assert_eq!(notes(&harness, 1, 2), [9]);
    click(&mut harness, "Value");
    press(&mut harness, Key::Num7);
    assert_eq!(value(&harness, 1, 2), Some(7));
    // Row 1 holds a 7 already (r1c9).
    assert_eq!(cell_value(&harness, "row 1, column 2"), "7, conflict");
    press(&mut harness, Key::Delete);
    assert_eq!(corner(&harness, 1, 2), [2, 5]);
    assert_eq!(
        cell_value(&harness, "row 1, column 2"),
        "empty, notes 9, corner 2 5"
    );
}

#[test]
fn marks_shift_and_a_digit_toggles_a_corner_mark_in_any_mode() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "row 1, column 3");
    press_with(&mut harness, Modifiers::SHIFT, Key::Num1);
    press_with(&mut harness, Modifiers::SHIFT, Key::Num9);
    assert_eq!(harness.state().game().marking(), Marking::Value);
    assert_eq!(corner(&harness, 1, 3), [1, 9]);
    assert_eq!(value(&harness, 1, 3), None);
    press_with(&mut harness, Modifiers::SHIFT, Key::Num1);
    assert_eq!(corner(&harness, 1, 3), [9]);
    // Ctrl+Shift+Z is still redo, not a mark.
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    assert_eq!(corner(&harness, 1, 3), [1, 9]);
    press_with(&mut harness, Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    assert_eq!(corner(&harness, 1, 3), [9]);
}

#[test]
fn marks_colour_pad_and_keys_colour_cells_and_undo_and_erase_take_it_off() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "row 1, column 1");
    click(&mut harness, "Colour (V)");
    assert_eq!(harness.state().game().marking(), Marking::Colour);
    click(&mut harness, "colour 3 bluish green");
    assert_eq!(colour(&harness, 1, 1), Some(3), "a given takes a colour");
    assert_eq!(value(&harness, 1, 1), Some(6));
    assert_eq!(
        cell_value(&harness, "row 1, column 1"),
        "given 6, colour 3 bluish green"
    );
    click(&mut harness, "row 5, column 4");
    press(&mut harness, Key::Num5);
    assert_eq!(colour(&harness, 5, 4), Some(5));
    assert_eq!(
        value(&harness, 5, 4),
        None,
        "in colour mode digits are colours"
    );
    press(&mut harness, Key::Num8);
    assert_eq!(colour(&harness, 5, 4), Some(8));
    click(&mut harness, "Undo");
    assert_eq!(colour(&harness, 5, 4), Some(5));
    press(&mut harness, Key::Delete);
    assert_eq!(colour(&harness, 5, 4), None);
    // V leaves colour mode: the digit pad is back and digits are values again.
    press(&mut harness, Key::V);
    assert!(harness.query_by_label("colour 3 bluish green").is_none());
    press(&mut harness, Key::Num4);
    assert_eq!(value(&harness, 5, 4), Some(4));
    menu(&mut harness, "Marks", "Clear colours");
    assert_eq!(colour(&harness, 1, 1), None);
    click(&mut harness, "Undo");
    assert_eq!(colour(&harness, 1, 1), Some(3));
}

#[test]
fn marks_survive_save_and_open_and_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let (mut harness, dialogs) = app_with_dialogs(PUZZLE);
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::X);
    press(&mut harness, Key::Num3);
    press(&mut harness, Key::V);
    press(&mut harness, Key::Num6);
    let path = dir.path().join("marks.ron");
    dialogs.answer(Picked::File(path.clone()));
    menu(&mut harness, "Game", "Save as... Ctrl+Shift+S");
    assert_eq!(harness.state().session().save_path(), Some(path.as_path()));
    menu(&mut harness, "New game", "New Easy game Alt+1");
    assert_eq!(colour(&harness, 1, 2), None);
    dialogs.answer(Picked::File(path));
    press_with(&mut harness, Modifiers::COMMAND, Key::O);
    assert_eq!(corner(&harness, 1, 2), [3]);
    assert_eq!(colour(&harness, 1, 2), Some(6));
    assert_eq!(harness.state().game().marking(), Marking::Colour);
    click(&mut harness, "Undo");
    assert_eq!(colour(&harness, 1, 2), None, "the history came along");
    click(&mut harness, "Redo");

    let mut storage = MemoryStorage::default();
    eframe::App::save(harness.state_mut(), &mut storage);
    drop(harness);
    let reopened = reopen(storage);
    assert_eq!(corner(&reopened, 1, 2), [3]);
    assert_eq!(colour(&reopened, 1, 2), Some(6));
    assert_eq!(reopened.state().game().marking(), Marking::Colour);
}

#[test]
fn marks_notes_layout_is_a_setting_kept_across_restarts() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "View");
    harness.get_by_label("Notes centred (centre marks)").click();
    settle(&mut harness);
    assert_eq!(
        harness.state().settings().notes_layout,
        shudu::game::NotesLayout::Centred
    );
    let mut storage = MemoryStorage::default();
    eframe::App::save(harness.state_mut(), &mut storage);
    drop(harness);
    let reopened = reopen(storage);
    assert_eq!(
        reopened.state().settings().notes_layout,
        shudu::game::NotesLayout::Centred
    );
}
