//! The history of games and the Statistics window: a game finished in the window is written to
//! `history.ron` beside the kept game, shows in the window's table and chart, and comes back
//! after a restart; a damaged history is put aside, never written over.

use super::*;
use shudu::session::{HISTORY_KEY, HISTORY_UNREAD_KEY};
use shudu::stats::{Finish, GameLog, HISTORY_FILE};

/// A window keeping its state (and so its history) in `folder`, with `puzzle` pasted.
fn app_keeping(folder: &std::path::Path, puzzle: &str) -> Harness<'static, ShuduApp> {
    let mut harness = app_starting(folder);
    harness.event(Event::Paste(puzzle.into()));
    settle(&mut harness);
    harness
}

/// A window keeping its state in `folder`, as it starts.
fn app_starting(folder: &std::path::Path) -> Harness<'static, ShuduApp> {
    let kept = folder.join("kept.ron");
    let mut harness = Harness::builder()
        .with_size([1000.0, 760.0])
        .build_eframe(move |cc| ShuduApp::with_kept_file(cc, quiet(), kept));
    harness.run();
    harness
}

/// The history file as written, once the writer has finished.
fn history_on_disk(harness: &mut Harness<ShuduApp>, folder: &std::path::Path) -> GameLog {
    // eframe's periodic save waits for the history's writer.
    eframe::App::save(harness.state_mut(), &mut MemoryStorage::default());
    GameLog::read(&folder.join(HISTORY_FILE)).unwrap()
}

#[test]
fn a_finished_game_appears_in_the_statistics_and_survives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let almost = format!("..{}", &SOLUTION[2..]);
    let mut harness = app_keeping(dir.path(), &almost);
    // A wrong entry found by Check counts as a mistake.
    click(&mut harness, "row 1, column 1");
    press(&mut harness, Key::Num9);
    click_and_wait(&mut harness, "Check");
    press(&mut harness, Key::Num6);
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num8);
    assert!(
        status(&harness).starts_with("Solved in"),
        "{}",
        status(&harness)
    );
    // Undo and redo solve it again: it is counted once.
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    press_with(&mut harness, Modifiers::COMMAND, Key::Y);
    assert!(harness.state().game().is_solved());

    let log = history_on_disk(&mut harness, dir.path());
    assert_eq!(log.records.len(), 1, "{log:?}");
    let record = &log.records[0];
    assert_eq!(record.finish, Finish::Won);
    assert_eq!((record.checks, record.mistakes), (1, 1));
    assert_eq!(record.puzzle, almost);

    menu(&mut harness, "Game", "Statistics");
    harness.get_by_label("Statistics");
    // The table's row: the pasted puzzle was rated on the worker, so it has its level.
    let level = record
        .level
        .map_or("Unrated".to_string(), |l| l.to_string());
    // Its row in the table, its line in the chart's legend, and the side panel's rating.
    let named = harness.query_all_by_label(&level).count();
    assert_eq!(
        named, 3,
        "{level}: the table, the legend and the side panel"
    );
    assert!(harness.query_by_label("1 (100%)").is_some(), "won 1 of 1");
    assert!(
        harness
            .query_by_label(
                "Daily puzzles: 0 done, a streak of 0 days (best 0 days); today's is still to do."
            )
            .is_some()
    );
    drop(harness);

    // The next run reads the history back.
    let mut again = app_keeping(dir.path(), PUZZLE);
    assert_eq!(again.state().session().history(), &log);
    menu(&mut again, "Game", "Statistics");
    assert!(again.query_by_label("1 (100%)").is_some());
}

#[test]
fn a_game_left_after_a_move_is_recorded_as_abandoned_and_hints_are_counted() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app_keeping(dir.path(), PUZZLE);
    click_and_wait(&mut harness, "Hint");
    let technique = hint_text(&harness);
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num8);
    harness.event(Event::Paste(SOLUTION.replacen('6', ".", 1)));
    settle(&mut harness);
    click(&mut harness, "Discard");
    let log = history_on_disk(&mut harness, dir.path());
    assert_eq!(log.records.len(), 1, "{log:?}");
    let record = &log.records[0];
    assert_eq!(record.finish, Finish::Abandoned);
    let hinted: Vec<&String> = record.hints.keys().collect();
    assert_eq!(hinted.len(), 1, "{record:?}");
    // Kept under the technique's code, shown by its name.
    let name = shudu::techniques::technique_name(hinted[0]);
    assert_ne!(&name, hinted[0], "a code that names a technique");
    assert!(technique.contains(&name), "{technique} / {hinted:?}");
    // A game left without a move is no game played.
    harness.event(Event::Paste(PUZZLE.into()));
    settle(&mut harness);
    assert_eq!(history_on_disk(&mut harness, dir.path()).records.len(), 1);
}

#[test]
fn a_damaged_history_is_put_aside_and_said() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(HISTORY_FILE);
    std::fs::write(&path, "(version: 1, records: [oops").unwrap();
    let harness = app_starting(dir.path());
    let text = error_text(&harness);
    assert!(text.contains("history.damaged-1.ron"), "{text}");
    drop(harness);
    let aside = dir.path().join("history.damaged-1.ron");
    assert_eq!(
        std::fs::read_to_string(&aside).unwrap(),
        "(version: 1, records: [oops"
    );
    // A history from a newer Shudu is left alone.
    std::fs::write(&path, "(version: 99, records: [])").unwrap();
    let mut harness = app_starting(dir.path());
    let text = error_text(&harness);
    assert!(text.contains("newer Shudu"), "{text}");
    harness.event(Event::Paste(format!(".{}", &SOLUTION[1..])));
    settle(&mut harness);
    click(&mut harness, "row 1, column 1");
    press(&mut harness, Key::Num6);
    eframe::App::save(harness.state_mut(), &mut MemoryStorage::default());
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "(version: 99, records: [])"
    );
}

#[test]
fn the_menu_marks_todays_daily_puzzle_done_once_it_is_won() {
    let dir = tempfile::tempdir().unwrap();
    let today = shudu::worker::today();
    let mut log = GameLog::default();
    let mut record = shudu::stats::GameRecord::new(today, 9, Some(Level::Hard), Finish::Abandoned);
    record.daily = Some(today);
    log.add(record.clone());
    log.write(&dir.path().join(HISTORY_FILE)).unwrap();
    let mut harness = app_keeping(dir.path(), PUZZLE);
    click(&mut harness, "New game");
    assert!(harness.query_by_label("Today's daily puzzle").is_some());
    assert!(
        harness
            .query_by_label("Today's daily puzzle (done)")
            .is_none()
    );
    drop(harness);

    record.finish = Finish::Won;
    log.add(record);
    log.write(&dir.path().join(HISTORY_FILE)).unwrap();
    let mut harness = app_keeping(dir.path(), PUZZLE);
    click(&mut harness, "New game");
    assert!(
        harness
            .query_by_label("Today's daily puzzle (done)")
            .is_some()
    );
}

#[test]
fn without_a_state_folder_the_history_is_kept_in_the_storage_and_a_damaged_one_moved_aside() {
    // A web page has no state folder: eframe's storage (the browser's) keeps the history.
    let damaged = "(version: 1, records: [oops";
    let mut storage = MemoryStorage::default();
    eframe::Storage::set_string(&mut storage, HISTORY_KEY, damaged.into());
    let mut harness = reopen(storage);
    let text = error_text(&harness);
    assert!(text.contains(HISTORY_UNREAD_KEY), "{text}");
    command(
        &mut harness,
        Command::Paste(format!("..{}", &SOLUTION[2..])),
    );
    click(&mut harness, "row 1, column 1");
    press(&mut harness, Key::Num6);
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num8);
    assert!(harness.state().game().is_solved());

    let mut kept = MemoryStorage::default();
    eframe::App::save(harness.state_mut(), &mut kept);
    drop(harness);
    assert_eq!(
        kept.0.get(HISTORY_UNREAD_KEY).map(String::as_str),
        Some(damaged)
    );
    let log = GameLog::from_text(&kept.0[HISTORY_KEY], "kept").unwrap();
    assert_eq!(log.records.len(), 1, "{log:?}");
    assert_eq!(log.records[0].finish, Finish::Won);
    let again = reopen(kept);
    assert_eq!(again.state().session().history(), &log);
}
