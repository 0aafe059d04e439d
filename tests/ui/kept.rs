//! What survives a restart, the questions before a game is discarded, the clock after a solve, and the digits of the big boards.

use super::*;

#[test]
fn closing_and_reopening_the_window_keeps_the_game_and_settings() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num8);
    press(&mut harness, Key::N);
    window_command(&mut harness, WindowCommand::SetLetters(true));
    window_command(&mut harness, WindowCommand::SetTheme(ThemeChoice::Light));
    let mut storage = MemoryStorage::default();
    eframe::App::save(harness.state_mut(), &mut storage);
    drop(harness);

    let reopened = reopen(storage);
    assert!(reopened.state().settings().letters, "the setting survives");
    assert_eq!(reopened.state().settings().theme, ThemeChoice::Light);
    let game = reopened.state().game();
    assert_eq!(formats::to_line(game.puzzle()), PUZZLE);
    assert_eq!(game.value(cell(1, 2)).map(Digit::get), Some(8));
    assert!(game.notes_mode());
    assert!(game.can_undo(), "the history survives too");
}

#[test]
fn a_damaged_kept_game_is_replaced_by_a_new_one_with_a_message() {
    let mut storage = MemoryStorage::default();
    eframe::Storage::set_string(
        &mut storage,
        "shudu",
        "(current: Some((nonsense: 1)))".into(),
    );
    let storage: &'static MemoryStorage = Box::leak(Box::new(storage));
    let harness = Harness::builder().build_eframe(|cc| {
        cc.storage = Some(storage);
        ShuduApp::with_hooks(cc, None, quiet())
    });
    assert_eq!(harness.state().game().mode(), Mode::Play);
    assert_eq!(harness.state().game().shape().size(), 9);
    let text = error_text(&harness);
    assert!(
        text.starts_with("The last game could not be restored"),
        "{text}"
    );
}

#[test]
fn new_game_open_paste_and_start_ask_before_discarding_unsaved_moves() {
    let dir = tempfile::tempdir().unwrap();
    let other = dir.path().join("other.txt");
    std::fs::write(&other, SOLUTION.replacen('6', ".", 1)).unwrap();
    let (mut harness, dialogs) = app_with_dialogs(PUZZLE);
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num8);
    // New game: asked; "Keep playing" keeps the game.
    menu(&mut harness, "New game", "New Hard game Alt+3");
    assert!(harness.query_by_label("Discard").is_some());
    click(&mut harness, "Keep playing");
    assert_eq!(value(&harness, 1, 2), Some(8));
    // Open: asked once the file proved good.
    dialogs.answer(Picked::File(other.clone()));
    press_with(&mut harness, Modifiers::COMMAND, Key::O);
    settle(&mut harness);
    assert!(harness.query_by_label("Discard").is_some());
    click(&mut harness, "Keep playing");
    assert_eq!(value(&harness, 1, 2), Some(8));
    // Paste: asked too.
    harness.event(Event::Paste(SOLUTION.replacen('6', ".", 1)));
    harness.run();
    click(&mut harness, "Keep playing");
    assert_eq!(value(&harness, 1, 2), Some(8));
    // Start after entering a puzzle: the game put aside is at stake.
    menu(&mut harness, "Game", "Enter a puzzle");
    click(&mut harness, "9x9");
    click(&mut harness, "row 1, column 1");
    press(&mut harness, Key::Num5);
    click_and_wait(&mut harness, "Start");
    click(&mut harness, "Play it anyway");
    assert!(harness.query_by_label("Discard").is_some());
    click(&mut harness, "Discard");
    assert_eq!(harness.state().game().mode(), Mode::Play);
    assert!(harness.state().game().is_given(cell(1, 1)));
    // A game without moves goes without a question.
    menu(&mut harness, "New game", "New Medium game Alt+2");
    assert!(harness.query_by_label("Discard").is_none());
    assert!(
        status(&harness).contains("New Medium game"),
        "{}",
        status(&harness)
    );
}

#[test]
fn discard_replaces_the_game_and_a_saved_game_goes_without_a_question() {
    let dir = tempfile::tempdir().unwrap();
    let (mut harness, dialogs) = app_with_dialogs(PUZZLE);
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num8);
    menu(&mut harness, "New game", "New Easy game Alt+1");
    click(&mut harness, "Discard");
    assert_ne!(formats::to_line(harness.state().game().puzzle()), PUZZLE);
    assert_eq!(harness.state().session().save_path(), None);
    click(&mut harness, "row 1, column 1");
    harness.event(Event::Paste(PUZZLE.into()));
    harness.run();
    assert_eq!(
        formats::to_line(harness.state().game().puzzle()),
        PUZZLE,
        "no moves, no question"
    );
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num8);
    dialogs.answer(Picked::File(dir.path().join("kept.ron")));
    press_with(&mut harness, Modifiers::COMMAND, Key::S);
    settle(&mut harness);
    menu(&mut harness, "New game", "New Easy game Alt+1");
    assert!(
        harness.query_by_label("Discard").is_none(),
        "the moves are saved"
    );
}

#[test]
fn save_is_disabled_while_entering_and_never_writes_the_typed_grid_over_the_last_save() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.ron");
    let (mut harness, dialogs) = app_with_dialogs(PUZZLE);
    dialogs.answer(Picked::File(path.clone()));
    press_with(&mut harness, Modifiers::COMMAND | Modifiers::SHIFT, Key::S);
    settle(&mut harness);
    let before = std::fs::read(&path).unwrap();
    menu(&mut harness, "Game", "Enter a puzzle");
    click(&mut harness, "4x4");
    click(&mut harness, "row 1, column 1");
    press(&mut harness, Key::Num1);
    press_with(&mut harness, Modifiers::COMMAND, Key::S);
    settle(&mut harness);
    assert_eq!(std::fs::read(&path).unwrap(), before);
    assert_eq!(dialogs.shown().len(), 1, "no dialog either");
    // Cancel brings back the game with its file.
    press(&mut harness, Key::Escape);
    click(&mut harness, "Cancel");
    assert_eq!(formats::to_line(harness.state().game().puzzle()), PUZZLE);
    assert_eq!(harness.state().session().save_path(), Some(path.as_path()));
}

#[test]
fn cancel_entering_after_a_restart_brings_back_the_game_put_aside() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num8);
    menu(&mut harness, "Game", "Enter a puzzle");
    click(&mut harness, "9x9");
    let mut storage = MemoryStorage::default();
    eframe::App::save(harness.state_mut(), &mut storage);
    drop(harness);
    let mut reopened = reopen(storage);
    assert_eq!(reopened.state().game().mode(), Mode::Enter);
    click(&mut reopened, "Cancel");
    assert_eq!(formats::to_line(reopened.state().game().puzzle()), PUZZLE);
    assert_eq!(value(&reopened, 1, 2), Some(8));
}

#[test]
fn an_engine_solve_is_no_win_and_undo_runs_the_clock_again() {
    let mut harness = app_with(PUZZLE);
    click_and_wait(&mut harness, "Solve");
    assert_eq!(harness.state().game().outcome(), Outcome::SolvedByEngine);
    assert!(
        status(&harness).contains("Solved by the engine"),
        "{}",
        status(&harness)
    );
    click(&mut harness, "Undo");
    assert_eq!(harness.state().game().outcome(), Outcome::Open);
    assert!(
        status(&harness).is_empty(),
        "the solved message went with the solve"
    );
    // The clock runs again: P pauses it.
    press(&mut harness, Key::P);
    assert!(harness.state().game().is_paused());
    press(&mut harness, Key::P);
    // Finishing by hand now is still no win: the engine showed the solution.
    let solution = formats::read_text(SOLUTION, "s").unwrap().grid;
    for c in harness.state().game().shape().cells().collect::<Vec<_>>() {
        if harness.state().game().value(c).is_none() {
            command(&mut harness, Command::Play(shudu::game::Action::Select(c)));
            let digit = solution.value(c).unwrap().get();
            command(&mut harness, Command::PadDigit(digit));
        }
    }
    assert_eq!(harness.state().game().outcome(), Outcome::SolvedByEngine);
}

#[test]
fn un_solving_a_hand_solved_puzzle_runs_the_clock_and_clears_the_message() {
    let almost = format!(".{}", &SOLUTION[1..]);
    let mut harness = app_with(&almost);
    click(&mut harness, "row 1, column 1");
    press(&mut harness, Key::Num6);
    assert_eq!(harness.state().game().outcome(), Outcome::SolvedByPlayer);
    assert!(
        status(&harness).starts_with("Solved in"),
        "{}",
        status(&harness)
    );
    // The finish clears the selection: the player picks the cell again to take it back.
    assert!(harness.state().game().selection().is_empty());
    click(&mut harness, "row 1, column 1");
    press(&mut harness, Key::Delete);
    assert!(status(&harness).is_empty(), "{}", status(&harness));
    assert!(harness.query_by_label("Pause (P)").is_some());
    press(&mut harness, Key::P);
    assert!(harness.state().game().is_paused());
}

#[test]
fn check_on_a_puzzle_with_several_solutions_says_so_and_marks_nothing() {
    let several = PUZZLE
        .replacen('6', ".", 1)
        .replacen('3', ".", 1)
        .replacen('7', ".", 1);
    let mut harness = app_with(&several);
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num9);
    click_and_wait(&mut harness, "Check");
    assert!(harness.state().game().wrong_cells().is_empty());
    assert!(
        status(&harness).contains("several solutions"),
        "{}",
        status(&harness)
    );
}

#[test]
fn two_keys_make_one_number_in_one_undo_step_with_no_side_effect() {
    let mut cells = vec!["."; 256];
    cells[0] = "16";
    let mut harness = app_with(&cells.join(" "));
    menu(&mut harness, "Marks", "Fill candidates");
    assert!(notes(&harness, 1, 3).contains(&1));
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num1);
    assert_eq!(value(&harness, 1, 2), None, "the first key waits");
    press(&mut harness, Key::Num2);
    assert_eq!(value(&harness, 1, 2), Some(12));
    assert!(notes(&harness, 1, 3).contains(&1), "1 was never placed");
    assert!(!notes(&harness, 1, 3).contains(&12));
    click(&mut harness, "Undo");
    assert_eq!(value(&harness, 1, 2), None);
    assert!(
        notes(&harness, 1, 3).contains(&12),
        "one step undoes it all"
    );
    // A lone first key is placed once its moment passes.
    press(&mut harness, Key::Num1);
    std::thread::sleep(shudu::session::COMPOSE_WINDOW + Duration::from_millis(50));
    harness.run();
    assert_eq!(value(&harness, 1, 2), Some(1));
    // A pad click never joins a key typed before it.
    click(&mut harness, "row 1, column 4");
    press(&mut harness, Key::Num1);
    pad(&mut harness, 2);
    assert_eq!(value(&harness, 1, 4), Some(2));
}

#[test]
fn on_25x25_with_letters_n_and_p_type_digits_and_the_labels_name_the_other_keys() {
    let cells = vec!["."; 625];
    let mut harness = app_with(&cells.join(" "));
    window_command(&mut harness, WindowCommand::SetLetters(true));
    click(&mut harness, "row 1, column 1");
    press(&mut harness, Key::N);
    assert_eq!(value(&harness, 1, 1), Some(23));
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::P);
    assert_eq!(value(&harness, 1, 2), Some(25));
    assert!(!harness.state().game().is_paused());
    assert!(harness.query_by_label("Centre (Space)").is_some());
    press(&mut harness, Key::Space);
    assert!(harness.state().game().notes_mode());
    click(&mut harness, "Pause (Esc)");
    assert!(harness.state().game().is_paused());
    press(&mut harness, Key::Escape);
    assert!(!harness.state().game().is_paused());
}
