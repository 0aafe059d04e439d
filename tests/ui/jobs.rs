//! Jobs in flight: pending dialogs, Cancel job, the pad's counts, damaged state, files of several puzzles.

use super::*;

#[test]
fn a_pending_dialog_moves_nothing_and_blocks_no_check_and_stop_waiting_ends_it() {
    let (hooks, answer) = hung_dialog();
    let mut harness = app_with_hooks(PUZZLE, hooks);
    let before: Vec<egui::Rect> = ["Check", "Solve", "row 9, column 9", "Erase (Del)"]
        .iter()
        .map(|l| harness.get_by_label(l).rect())
        .collect();
    harness.key_press_modifiers(Modifiers::COMMAND, Key::O);
    for _ in 0..5 {
        harness.step();
    }
    assert!(harness.query_by_label("Stop waiting").is_some());
    let during: Vec<egui::Rect> = ["Check", "Solve", "row 9, column 9", "Erase (Del)"]
        .iter()
        .map(|l| harness.get_by_label(l).rect())
        .collect();
    assert_eq!(before, during, "the layout must not move");
    harness.get_by_label("Check").click();
    for _ in 0..2000 {
        harness.step();
        if harness.state().session().engine_busy().is_none() {
            break;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(
        status(&harness).contains("No mistakes"),
        "{}",
        status(&harness)
    );
    harness.get_by_label("Stop waiting").click();
    harness.step();
    assert!(!harness.state().session().is_busy());
    // The dialog answering late changes nothing.
    answer
        .send(Picked::File(PathBuf::from("/nonexistent/late.txt")))
        .unwrap();
    std::thread::sleep(Duration::from_millis(50));
    harness.run();
    assert_eq!(formats::to_line(harness.state().game().puzzle()), PUZZLE);
}

#[test]
fn a_pending_dialog_costs_no_frames() {
    let (hooks, answer) = hung_dialog();
    let mut harness = app_with_hooks(PUZZLE, hooks);
    press(&mut harness, Key::P);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::O);
    for _ in 0..5 {
        harness.step();
    }
    assert!(harness.query_by_label("Stop waiting").is_some());
    let delay = harness.output().viewport_output[&egui::ViewportId::ROOT].repaint_delay;
    assert_eq!(delay, Duration::MAX, "nothing on screen changes by itself");
    answer.send(Picked::Cancelled).unwrap();
    settle(&mut harness);
}

#[test]
fn cancel_job_stops_the_engine_and_a_panicking_engine_is_reported() {
    let (gate, wait) = mpsc::channel::<()>();
    let wait = Mutex::new(wait);
    let hooks = Hooks {
        engine: Arc::new(move |job, cancel| {
            // Hold Solve's and Check's job until it is cancelled or the test opens the gate
            // (the rating of the puzzle runs as it would).
            if !matches!(job, Job::Analyse(_)) {
                return run_engine(job, cancel);
            }
            while !cancel.is_cancelled() {
                if wait
                    .lock()
                    .unwrap()
                    .recv_timeout(Duration::from_millis(5))
                    .is_ok()
                {
                    panic!("the engine broke");
                }
            }
            run_engine(job, cancel)
        }),
        ..quiet()
    };
    let mut harness = app_with_hooks(PUZZLE, hooks);
    harness.get_by_label("Solve").click();
    harness.step();
    harness.step();
    assert!(harness.query_by_label("Cancel job").is_some());
    click(&mut harness, "Cancel job");
    settle(&mut harness);
    assert_eq!(status(&harness), "Cancelled.");
    assert_eq!(value(&harness, 1, 2), None);
    harness.get_by_label("Check").click();
    harness.step();
    gate.send(()).unwrap();
    settle(&mut harness);
    let text = error_text(&harness);
    assert!(text.contains("the engine broke"), "{text}");
}

#[test]
fn erase_the_pad_counts_and_the_paste_menu_item() {
    let mut harness = app_with(PUZZLE);
    let six = Digit::new(6).unwrap();
    let left = harness.state().game().remaining(six);
    assert!(
        harness
            .query_by_label(&format!("6 ({left} left)"))
            .is_some()
    );
    click(&mut harness, "row 1, column 2");
    pad(&mut harness, 6);
    assert_eq!(value(&harness, 1, 2), Some(6));
    assert!(
        harness
            .query_by_label(&format!("6 ({} left)", left - 1))
            .is_some()
    );
    click(&mut harness, "Erase (Del)");
    assert_eq!(value(&harness, 1, 2), None);
    click(&mut harness, "Game");
    harness.get_by_label("Paste puzzle Ctrl+V").click();
    harness.step();
    let asked = harness
        .output()
        .viewport_output
        .values()
        .flat_map(|v| &v.commands)
        .any(|c| matches!(c, egui::ViewportCommand::RequestPaste));
    assert!(asked, "the menu item asks the system for the clipboard");
    // The system answers with a paste event.
    harness.event(Event::Paste(SOLUTION.replacen('6', ".", 1)));
    harness.run();
    click(&mut harness, "Discard");
    assert_eq!(
        value(&harness, 1, 1),
        None,
        "the pasted puzzle is on the board"
    );
}

#[test]
fn a_stored_state_with_absurd_values_is_refused_with_a_message() {
    let mut harness = app_with(PUZZLE);
    let mut storage = MemoryStorage::default();
    eframe::App::save(harness.state_mut(), &mut storage);
    drop(harness);
    let kept = storage.0.get("shudu").unwrap().clone();
    let absurd = kept.replacen("box_rows:3", "box_rows:9", 1);
    assert_ne!(absurd, kept);
    let mut damaged = MemoryStorage::default();
    damaged.0.insert("shudu".into(), absurd);
    let reopened = reopen(damaged);
    let text = error_text(&reopened);
    assert!(text.contains("9x3"), "{text}");
    assert_eq!(reopened.state().game().shape().size(), 9);
}

#[test]
fn a_file_of_several_puzzles_opens_one_steps_through_the_rest_and_remembers_where() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("three.txt");
    let second = SOLUTION.replacen('6', ".", 2);
    let third = SOLUTION.replacen('6', ".", 3);
    std::fs::write(&path, format!("{PUZZLE}\n{second}\n{third}\n")).unwrap();
    let mut harness = app_with(PUZZLE);
    command(&mut harness, Command::OpenPath(path.clone()));
    assert!(
        status(&harness).contains("puzzle 1 of 3"),
        "{}",
        status(&harness)
    );
    assert!(harness.query_by_label("Puzzle 1 of 3").is_some());
    click(&mut harness, "Next");
    assert_eq!(formats::to_line(harness.state().game().puzzle()), second);
    // Moves in this one: moving on asks first.
    click(&mut harness, "row 1, column 1");
    press(&mut harness, Key::Num6);
    click(&mut harness, "Next");
    click(&mut harness, "Discard");
    assert_eq!(formats::to_line(harness.state().game().puzzle()), third);
    let next = harness.get_by_label("Next");
    assert!(next.accesskit_node().is_disabled(), "the last one");
    // The place in the collection survives a restart.
    let mut storage = MemoryStorage::default();
    eframe::App::save(harness.state_mut(), &mut storage);
    drop(harness);
    let mut reopened = reopen(storage);
    assert!(reopened.query_by_label("Puzzle 3 of 3").is_some());
    click(&mut reopened, "Previous");
    assert_eq!(formats::to_line(reopened.state().game().puzzle()), second);
    // Any puzzle by its number.
    reopened
        .get_by_role(egui::accesskit::Role::SpinButton)
        .set_value_accesskit(1.0);
    reopened.run();
    click(&mut reopened, "Go");
    assert_eq!(formats::to_line(reopened.state().game().puzzle()), PUZZLE);
}

#[test]
fn the_game_comes_back_from_its_own_copy_when_eframes_state_is_lost() {
    let dir = tempfile::tempdir().unwrap();
    let copy = dir.path().join("state").join("kept.ron");
    let open = |storage: Option<&'static MemoryStorage>, copy: PathBuf| {
        let mut harness = Harness::builder()
            .with_size([1000.0, 760.0])
            .build_eframe(move |cc| {
                cc.storage = storage.map(|s| s as &dyn eframe::Storage);
                ShuduApp::with_kept_file(cc, quiet(), copy)
            });
        harness.run();
        harness
    };
    let mut harness = open(None, copy.clone());
    harness.event(Event::Paste(PUZZLE.into()));
    harness.run();
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num8);
    let mut storage = MemoryStorage::default();
    eframe::App::save(harness.state_mut(), &mut storage);
    drop(harness);
    assert!(copy.is_file(), "the copy is written beside eframe's state");
    // eframe's file was cut short by a crash: its state is gone, the copy is not.
    let reopened = open(Some(Box::leak(Box::default())), copy.clone());
    assert_eq!(formats::to_line(reopened.state().game().puzzle()), PUZZLE);
    assert_eq!(value(&reopened, 1, 2), Some(8));
    drop(reopened);
    // A damaged copy is refused with a message, and a new game stands in.
    std::fs::write(&copy, "(current: Some((game: [oops").unwrap();
    let damaged = open(Some(Box::leak(Box::default())), copy);
    let text = error_text(&damaged);
    assert!(text.contains("could not be restored"), "{text}");
}
