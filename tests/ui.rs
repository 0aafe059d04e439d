//! The window driven as a player drives it: clicks on cells and buttons, key presses, pasted
//! text, real files in a temporary folder, and the worker's answers arriving frame by frame.

use egui::{Event, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use shudu::board::{Cell, Digit};
use shudu::formats;
use shudu::game::{Mode, Source};
use shudu::ui::{Command, ShuduApp};
use std::time::Duration;

/// HoDoKu's "Example 1", and its solution.
const PUZZLE: &str =
    "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5";
const SOLUTION: &str =
    "681953427793142568254867391547296813162385749938714652875421936316579284429638175";

fn app_with(puzzle: &str) -> Harness<'static, ShuduApp> {
    let mut harness = Harness::builder()
        .with_size([1000.0, 760.0])
        .build_eframe(|cc| ShuduApp::new(cc, None));
    harness.event(Event::Paste(puzzle.into()));
    harness.run();
    assert_eq!(
        formats::to_line(harness.state().game().puzzle()),
        puzzle.replace('0', ".")
    );
    harness
}

fn cell(row: usize, col: usize) -> Cell {
    Cell::new(row - 1, col - 1)
}

fn value(harness: &Harness<ShuduApp>, row: usize, col: usize) -> Option<u8> {
    harness.state().game().value(cell(row, col)).map(Digit::get)
}

fn click(harness: &mut Harness<ShuduApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

fn press(harness: &mut Harness<ShuduApp>, key: Key) {
    harness.key_press(key);
    harness.run();
}

fn press_with(harness: &mut Harness<ShuduApp>, modifiers: Modifiers, key: Key) {
    harness.key_press_modifiers(modifiers, key);
    harness.run();
}

fn command(harness: &mut Harness<ShuduApp>, command: Command) {
    let ctx = harness.ctx.clone();
    harness.state_mut().command(command, &ctx);
    harness.run();
}

/// Clicks a button that starts a worker job, then runs frames until the answer has arrived
/// and been applied (a spinner repaints all the while, so `run` alone would not settle).
fn click_and_wait(harness: &mut Harness<ShuduApp>, label: &str) {
    harness.get_by_label(label).click();
    for _ in 0..4000 {
        harness.step();
        if !harness.state().is_busy() {
            break;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(!harness.state().is_busy(), "the worker never answered");
    harness.run();
}

fn status(harness: &Harness<ShuduApp>) -> String {
    harness
        .state()
        .status()
        .map(|s| s.text.clone())
        .unwrap_or_default()
}

#[test]
fn clicking_a_cell_and_typing_a_digit_places_an_entry() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "r1c2");
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
    click(&mut harness, "r1c1");
    press(&mut harness, Key::Num5);
    press(&mut harness, Key::Backspace);
    assert_eq!(value(&harness, 1, 1), Some(6));
    assert!(harness.state().game().is_given(cell(1, 1)));
}

#[test]
fn arrow_keys_move_the_selection_and_the_pad_enters_digits() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "r1c1");
    press(&mut harness, Key::ArrowRight);
    press(&mut harness, Key::ArrowDown);
    press(&mut harness, Key::ArrowUp);
    assert_eq!(harness.state().game().selected(), Some(cell(1, 2)));
    click(&mut harness, "4");
    assert_eq!(value(&harness, 1, 2), Some(4));
}

#[test]
fn conflicts_are_found_and_shown_on_both_cells() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num6);
    let conflicts = harness.state().game().conflicts();
    assert!(conflicts.contains(&cell(1, 1)) && conflicts.contains(&cell(1, 2)));
}

#[test]
fn notes_mode_by_key_and_button_writes_pencil_marks_and_undo_takes_them_back() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "r1c2");
    press(&mut harness, Key::N);
    assert!(harness.state().game().notes_mode());
    press(&mut harness, Key::Num2);
    press(&mut harness, Key::Num8);
    let notes: Vec<u8> = harness
        .state()
        .game()
        .notes(cell(1, 2))
        .iter()
        .map(Digit::get)
        .collect();
    assert_eq!(notes, [2, 8]);
    assert_eq!(value(&harness, 1, 2), None);
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    let notes: Vec<u8> = harness
        .state()
        .game()
        .notes(cell(1, 2))
        .iter()
        .map(Digit::get)
        .collect();
    assert_eq!(notes, [2]);
    click(&mut harness, "Notes (N)");
    assert!(!harness.state().game().notes_mode());
}

#[test]
fn placing_a_digit_clears_it_from_peer_notes_and_fill_candidates_fills_every_empty_cell() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "Fill candidates");
    let game = harness.state().game();
    assert!(game.notes(cell(1, 2)).contains(Digit::new(8).unwrap()));
    assert!(game.notes(cell(1, 3)).contains(Digit::new(8).unwrap()));
    click(&mut harness, "r1c2");
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
    click(&mut harness, "Clear notes");
    assert!(harness.state().game().notes(cell(1, 3)).is_empty());
}

#[test]
fn undo_and_redo_by_keys_and_buttons() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "r1c2");
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
    click(&mut harness, "r1c2");
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
    assert!(!harness.state().differ().is_empty());
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
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num8);
    click(&mut harness, "r1c3");
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
    click(&mut harness, "r1c1");
    press(&mut harness, Key::Num6);
    assert!(harness.state().game().is_solved());
    assert!(
        status(&harness).starts_with("Solved in"),
        "{}",
        status(&harness)
    );
    assert!(harness.query_by_label("Solved!").is_some());
}

#[test]
fn pause_hides_the_board_and_stops_input() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "r1c2");
    click(&mut harness, "Pause (P)");
    assert!(harness.state().game().is_paused());
    press(&mut harness, Key::Num8);
    click(&mut harness, "r1c3");
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
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num8);
    harness.event(Event::Paste("this is no sudoku".into()));
    harness.run();
    assert_eq!(value(&harness, 1, 2), Some(8));
    let message = harness.state().status().cloned().unwrap();
    assert!(message.error);
    assert!(
        message.text.contains("the pasted text, line 1"),
        "{}",
        message.text
    );
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
fn save_then_open_real_files_round_trips_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.ron");
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num8);
    // The Save dialog's answer, as the worker would deliver it.
    command(&mut harness, Command::SaveTo(path.clone()));
    assert_eq!(harness.state().save_path(), Some(path.as_path()));
    click(&mut harness, "r1c3");
    press(&mut harness, Key::Num1);
    press_with(&mut harness, Modifiers::COMMAND, Key::S);
    harness.event(Event::Paste(formats::to_line(
        &formats::read_text(SOLUTION, "s").unwrap().grid,
    )));
    harness.run();
    command(&mut harness, Command::OpenPath(path.clone()));
    assert_eq!(value(&harness, 1, 2), Some(8));
    assert_eq!(value(&harness, 1, 3), Some(1));
    assert!(harness.state().game().can_undo(), "history is saved too");
    assert!(status(&harness).contains("Opened the saved game"));
}

#[test]
fn opening_puzzle_files_of_other_formats() {
    let dir = tempfile::tempdir().unwrap();
    let sdk = dir.path().join("puzzle.sdk");
    let rows: Vec<&str> = PUZZLE
        .as_bytes()
        .chunks(9)
        .map(|r| std::str::from_utf8(r).unwrap())
        .collect();
    std::fs::write(&sdk, format!("#AHoDoKu\n#LHard\n{}\n", rows.join("\n"))).unwrap();
    let mut harness = app_with(SOLUTION);
    command(&mut harness, Command::OpenPath(sdk));
    assert_eq!(formats::to_line(harness.state().game().puzzle()), PUZZLE);
    assert_eq!(
        harness.state().save_path(),
        None,
        "a puzzle file is not a save"
    );
}

#[test]
fn a_bad_file_shows_a_message_naming_it_and_keeps_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("broken.sdk");
    std::fs::write(&bad, "6....3..7\n....4..6.\n.54867x..\n").unwrap();
    let newer = dir.path().join("newer.ron");
    std::fs::write(&newer, "(version: 99, game: ())").unwrap();
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num8);
    for path in [bad, newer, dir.path().join("missing.txt")] {
        command(&mut harness, Command::OpenPath(path.clone()));
        let message = harness.state().status().cloned().unwrap();
        assert!(message.error, "{}", message.text);
        assert!(
            message.text.contains(&path.display().to_string()),
            "{}",
            message.text
        );
        assert_eq!(value(&harness, 1, 2), Some(8), "the game on screen stays");
    }
}

#[test]
fn a_failed_save_says_so_and_leaves_the_old_file_alone() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app_with(PUZZLE);
    // A folder where the file should go: the write must fail.
    command(&mut harness, Command::SaveTo(dir.path().to_path_buf()));
    let message = harness.state().status().cloned().unwrap();
    assert!(
        message.error && message.text.starts_with("Not saved"),
        "{}",
        message.text
    );
    assert!(dir.path().is_dir());
}

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
    click(&mut harness, "r1c1");
    press(&mut harness, Key::Num5);
    click(&mut harness, "r1c9");
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
    assert!(!harness.state().differ().is_empty());
    click(&mut harness, "Play it anyway");
    assert_eq!(harness.state().game().mode(), Mode::Play);
    assert!(harness.state().game().is_given(cell(1, 1)));
}

#[test]
fn sixteen_by_sixteen_takes_two_digit_entries_and_letters() {
    let mut cells = vec!["."; 256];
    cells[0] = "16";
    let mut harness = app_with(&cells.join(" "));
    assert_eq!(harness.state().game().shape().size(), 16);
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num1);
    press(&mut harness, Key::Num2);
    assert_eq!(value(&harness, 1, 2), Some(12));
    command(&mut harness, Command::SetLetters(true));
    click(&mut harness, "r1c3");
    press(&mut harness, Key::C);
    assert_eq!(value(&harness, 1, 3), Some(12));
    assert!(harness.state().game().conflicts().contains(&cell(1, 3)));
}

/// eframe's persistence, kept in memory: what `App::save` writes when the window closes.
#[derive(Default)]
struct MemoryStorage(std::collections::HashMap<String, String>);

impl eframe::Storage for MemoryStorage {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_string(), value);
    }
    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn flush(&mut self) {}
}

#[test]
fn closing_and_reopening_the_window_keeps_the_game_and_settings() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num8);
    press(&mut harness, Key::N);
    command(&mut harness, Command::SetLetters(true));
    let mut storage = MemoryStorage::default();
    eframe::App::save(harness.state_mut(), &mut storage);
    drop(harness);

    let storage: &'static MemoryStorage = Box::leak(Box::new(storage));
    let reopened = Harness::builder().build_eframe(|cc| {
        cc.storage = Some(storage);
        ShuduApp::new(cc, None)
    });
    let game = reopened.state().game();
    assert_eq!(formats::to_line(game.puzzle()), PUZZLE);
    assert_eq!(game.value(cell(1, 2)).map(Digit::get), Some(8));
    assert!(game.notes_mode());
    assert!(game.can_undo(), "the history survives too");
}

#[test]
fn a_damaged_kept_game_is_replaced_by_a_new_one_with_a_message() {
    let mut storage = MemoryStorage::default();
    eframe::Storage::set_string(&mut storage, "shudu", "(game: Some((nonsense: 1)))".into());
    let storage: &'static MemoryStorage = Box::leak(Box::new(storage));
    let harness = Harness::builder().build_eframe(|cc| {
        cc.storage = Some(storage);
        ShuduApp::new(cc, None)
    });
    assert_eq!(harness.state().game().mode(), Mode::Play);
    assert_eq!(harness.state().game().shape().size(), 9);
    let message = harness.state().status().cloned().unwrap();
    assert!(
        message.error
            && message
                .text
                .starts_with("The last game could not be restored")
    );
}
