//! Files: opening and saving through the dialogs, other formats, bad, endless and huge files, failed saves.

use super::*;

#[test]
fn a_library_line_opens_with_its_placed_digits_and_notes_and_copies_back_the_same() {
    // PUZZLE with r1c2=8 placed (`+8`), 9 struck from r1c3, 2 and 5 from r1c4.
    let line = ":0000:x:6+8...3..7....4..6..54867..........1.162.8.749.3..........42193..1\
                ..7....4..6....5:913 214 514::";
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("position.txt");
    std::fs::write(&file, format!("{line}\n")).unwrap();
    let (mut harness, dialogs) = app_with_dialogs(SOLUTION);
    dialogs.answer(Picked::File(file));
    menu(&mut harness, "Game", "Open... Ctrl+O");
    let game = harness.state().game();
    assert_eq!(
        formats::to_line(game.puzzle()),
        PUZZLE,
        "the + digit is no given"
    );
    assert_eq!(value(&harness, 1, 2), Some(8));
    assert_eq!(game.source(cell(1, 2)), Some(Source::Player));
    assert_eq!(notes(&harness, 1, 3), [1]);
    assert_eq!(notes(&harness, 1, 4), [1, 9]);
    assert!(notes(&harness, 9, 9).is_empty(), "a given has no notes");

    let copied = copy_from_menu(&mut harness, "Game", "Copy with candidates");
    assert_eq!(copied, line);

    let grid = copy_from_menu(&mut harness, "Game", "Copy pencil-mark grid");
    assert!(grid.lines().count() >= 9, "{grid}");
    let (mut other, _) = app_with_dialogs(SOLUTION);
    other.event(Event::Paste(grid.clone()));
    settle(&mut other);
    assert_eq!(notes(&other, 1, 4), [1, 9], "{grid}");
    // A lone candidate that a peer also lists is a candidate still, not a digit.
    assert_eq!(notes(&other, 1, 3), [1], "{grid}");
    assert_eq!(value(&other, 1, 3), None, "{grid}");
    assert_eq!(value(&other, 1, 2), Some(8), "{grid}");
}

#[test]
fn save_as_and_open_through_the_dialogs_round_trip_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let (mut harness, dialogs) = app_with_dialogs(PUZZLE);
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num8);
    // The player types a name without an extension; the game adds `.ron`.
    dialogs.answer(Picked::File(dir.path().join("game")));
    menu(&mut harness, "Game", "Save as... Ctrl+Shift+S");
    let path = dir.path().join("game.ron");
    assert_eq!(harness.state().session().save_path(), Some(path.as_path()));
    assert!(matches!(&dialogs.shown()[0], Dialog::Save { name, .. } if name == "game.ron"));
    click(&mut harness, "row 1, column 3");
    press(&mut harness, Key::Num1);
    press_with(&mut harness, Modifiers::COMMAND, Key::S);
    settle(&mut harness);
    assert_eq!(
        dialogs.shown().len(),
        1,
        "Save writes to the game's file without asking"
    );
    menu(&mut harness, "New game", "New Easy game Alt+1");
    assert_ne!(formats::to_line(harness.state().game().puzzle()), PUZZLE);
    dialogs.answer(Picked::File(path.clone()));
    press_with(&mut harness, Modifiers::COMMAND, Key::O);
    settle(&mut harness);
    assert_eq!(value(&harness, 1, 2), Some(8));
    assert_eq!(value(&harness, 1, 3), Some(1));
    assert!(harness.state().game().can_undo(), "history is saved too");
    assert!(
        status(&harness).contains("Opened the saved game"),
        "{}",
        status(&harness)
    );
}

#[test]
fn cancelling_a_dialog_is_no_error_and_changes_nothing() {
    let (mut harness, dialogs) = app_with_dialogs(PUZZLE);
    menu(&mut harness, "Game", "Open... Ctrl+O");
    assert_eq!(dialogs.shown().len(), 1);
    assert!(harness.state().status().is_none_or(|s| !s.error));
    assert_eq!(formats::to_line(harness.state().game().puzzle()), PUZZLE);
    dialogs.answer(Picked::NoDialog);
    menu(&mut harness, "Game", "Open... Ctrl+O");
    let text = error_text(&harness);
    assert!(text.contains("zenity"), "{text}");
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
        harness.state().session().save_path(),
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
    // A save whose givens clash, and one whose clock is absurd.
    let clash = dir.path().join("clash.ron");
    let mut values = formats::read_text(PUZZLE, "p")
        .unwrap()
        .grid
        .values()
        .to_vec();
    values[1] = 6;
    let clashing = shudu::board::Grid::from_values(shudu::board::Shape::NINE, &values).unwrap();
    let clashing = formats::save::to_ron(&shudu::game::Game::new(clashing)).unwrap();
    std::fs::write(&clash, clashing).unwrap();
    let game = formats::save::to_ron(&shudu::game::Game::new(
        formats::read_text(PUZZLE, "p").unwrap().grid,
    ))
    .unwrap();
    let timer = dir.path().join("timer.ron");
    let absurd = format!("played: (secs: {}, nanos: 0)", u64::MAX);
    let timed = regex_free_replace(&game, "played: (secs: ", ")", &absurd);
    std::fs::write(&timer, timed).unwrap();
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num8);
    let expect = [
        (bad, "line 3"),
        (newer, "newer Shudu"),
        (dir.path().join("missing.txt"), "cannot read"),
        (clash, "r1c1 and r1c2 both hold 6"),
        (timer, "timer"),
    ];
    for (path, words) in expect {
        command(&mut harness, Command::OpenPath(path.clone()));
        let text = error_text(&harness);
        assert!(text.contains(&path.display().to_string()), "{text}");
        assert!(text.contains(words), "{words}: {text}");
        assert_eq!(value(&harness, 1, 2), Some(8), "the game on screen stays");
        assert!(
            harness.query_by_label("Discard").is_none(),
            "nothing to confirm"
        );
    }
}

#[test]
fn endless_and_huge_files_are_refused_at_once_and_the_window_stays_responsive() {
    let dir = tempfile::tempdir().unwrap();
    let huge = dir.path().join("huge.txt");
    // A 2 GB file that takes no space: the reader must stop after its limit.
    std::fs::File::create(&huge)
        .unwrap()
        .set_len(2 << 30)
        .unwrap();
    let fifo = dir.path().join("pipe");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    let mut paths = vec![
        (PathBuf::from("/dev/zero"), "not a regular file"),
        (huge, "larger than"),
    ];
    if made.is_ok_and(|s| s.success()) {
        paths.push((fifo, "not a regular file"));
    }
    let mut harness = app_with(PUZZLE);
    for (path, words) in paths {
        let started = std::time::Instant::now();
        command(&mut harness, Command::OpenPath(path.clone()));
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "{}",
            path.display()
        );
        assert!(status(&harness).contains(words), "{}", status(&harness));
        assert_eq!(formats::to_line(harness.state().game().puzzle()), PUZZLE);
    }
}

#[test]
fn a_failed_save_says_so_and_leaves_the_old_file_alone() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.ron");
    let (mut harness, dialogs) = app_with_dialogs(PUZZLE);
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num8);
    dialogs.answer(Picked::File(path.clone()));
    press_with(&mut harness, Modifiers::COMMAND | Modifiers::SHIFT, Key::S);
    settle(&mut harness);
    let before = std::fs::read(&path).unwrap();
    // A folder where the temporary file goes makes the next write fail midway.
    let temp = dir
        .path()
        .join(format!(".game.ron.{}.tmp", std::process::id()));
    std::fs::create_dir(&temp).unwrap();
    click(&mut harness, "row 1, column 3");
    press(&mut harness, Key::Num1);
    press_with(&mut harness, Modifiers::COMMAND, Key::S);
    settle(&mut harness);
    let text = error_text(&harness);
    assert!(text.starts_with("Not saved"), "{text}");
    assert_eq!(
        std::fs::read(&path).unwrap(),
        before,
        "the old save is untouched"
    );
    assert_eq!(value(&harness, 1, 3), Some(1), "the game on screen stays");
}

#[test]
fn todays_daily_puzzle_takes_the_board_after_asking() {
    // The real generator for the daily puzzle only: the pool's requests wait as in `quiet`.
    let today = shudu::worker::today();
    let wanted = daily::request(today);
    let held = quiet().generator;
    let hooks = Hooks {
        generator: Arc::new(move |request, cancel| {
            if *request == wanted {
                generator::generate(request, cancel)
            } else {
                held(request, cancel)
            }
        }),
        ..Hooks::default()
    };
    let mut harness = app_with_hooks(PUZZLE, hooks);
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num8);
    menu(&mut harness, "New game", "Today's daily puzzle");
    assert!(
        harness.query_by_label("Discard").is_some(),
        "an unsaved move"
    );
    click(&mut harness, "Discard");
    let made = generator::generate(&daily::request(today), &CancelToken::new()).unwrap();
    assert_eq!(
        formats::to_line(harness.state().game().puzzle()),
        formats::to_line(&made.puzzle)
    );
    let origin = format!("Daily puzzle of {today}");
    assert!(harness.query_by_label(&origin).is_some(), "no '{origin}'");
    let told = format!("The daily puzzle of {today} ({}", today.weekday_name());
    assert!(status(&harness).contains(&told), "{}", status(&harness));
}

#[test]
fn stop_waiting_cancels_the_daily_puzzle_being_made() {
    let cancelled = Arc::new(Mutex::new(false));
    let seen = Arc::clone(&cancelled);
    let held = quiet().generator;
    let hooks = Hooks {
        generator: Arc::new(move |request, cancel| {
            let answer = held(request, cancel);
            *seen.lock().unwrap() = true;
            answer
        }),
        ..Hooks::default()
    };
    let mut harness = app_with_hooks(PUZZLE, hooks);
    click(&mut harness, "New game");
    harness.get_by_label("Today's daily puzzle").click();
    harness.run();
    assert!(status(&harness).contains("Making the daily puzzle"));
    click(&mut harness, "Stop waiting");
    assert!(status(&harness).contains("Stopped making the daily puzzle"));
    wait_until(&mut harness, |_| flag_raised(&cancelled));
    assert_eq!(formats::to_line(harness.state().game().puzzle()), PUZZLE);
}

#[test]
fn the_board_exports_as_svg_where_the_dialog_says() {
    let dir = tempfile::tempdir().unwrap();
    let (mut harness, dialogs) = app_with_dialogs(PUZZLE);
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num8);
    // A name without an extension gets `.svg`.
    dialogs.answer(Picked::File(dir.path().join("board")));
    menu(&mut harness, "Game", "Export board as SVG...");
    assert!(matches!(
        dialogs.shown().last(),
        Some(Dialog::Export { .. })
    ));
    let svg = std::fs::read_to_string(dir.path().join("board.svg")).unwrap();
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert_eq!(svg.matches("fill=\"#1f5fbf\"").count(), 1, "the one entry");
    assert!(status(&harness).contains("Exported the board to"));
    // A folder that is not there: said, and nothing written.
    let missing = dir.path().join("missing").join("board.svg");
    dialogs.answer(Picked::File(missing.clone()));
    menu(&mut harness, "Game", "Export board as SVG without notes...");
    assert!(!missing.exists());
    assert!(
        error_text(&harness).contains("Not exported"),
        "{}",
        error_text(&harness)
    );
}
