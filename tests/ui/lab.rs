//! The solver lab.

use super::*;

#[test]
fn the_lab_plays_pauses_steps_restarts_and_leaves_the_game_as_it_was() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num9);
    let before = harness.state().game().grid();
    let edits = harness.state().game().edits();
    let started = std::time::Instant::now();
    let elapsed = harness.state().game().elapsed(started);
    menu(&mut harness, "View", "Solver lab Ctrl+L");
    let entered = std::time::Instant::now();
    // The lab works on the puzzle's givens, not on the wrong entry.
    assert_eq!(
        lab(&harness).player().board(),
        before.givens_only().values()
    );
    assert!(harness.state().game().is_paused(), "the game's clock waits");

    lab_click(&mut harness, "Step");
    lab_until(&mut harness, "one step", |lab| {
        lab.player().counters().placements == 1
    });
    let shown = lab(&harness).player().last_event().unwrap().to_string();
    assert_eq!(shown, "place r1c2=2");

    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .lab_action(shudu::session::LabAction::Speed(2000.0), &ctx);
    lab_click(&mut harness, "Play");
    lab_until(&mut harness, "playing", |lab| {
        lab.player().counters().backtracks > 10
    });
    lab_click(&mut harness, "Pause");
    let paused_at = lab_placements(&harness);
    for _ in 0..20 {
        harness.step();
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(
        lab_placements(&harness),
        paused_at,
        "pause holds the search"
    );
    // Backtracks show as undone digits: the board never holds more than the search wrote.
    let counters = lab(&harness).player().counters();
    assert!(counters.visited > 0 && counters.max_depth >= counters.depth);

    lab_click(&mut harness, "Restart");
    assert_eq!(lab_placements(&harness), 0);
    lab_click(&mut harness, "Shudu's engine");
    assert_eq!(
        lab(&harness).player().algorithm(),
        shudu::lab::Algorithm::Engine
    );
    lab_click(&mut harness, "Play");
    lab_until(&mut harness, "the engine solves it", |lab| {
        lab.player().outcome() == shudu::lab::Outcome::Solved
    });
    let board = lab(&harness).player().board().to_vec();
    let solution: Vec<u8> = SOLUTION.bytes().map(|b| b - b'0').collect();
    assert_eq!(board, solution);

    std::thread::sleep(Duration::from_millis(300));
    let in_lab = entered.elapsed();
    lab_click(&mut harness, "Back to the game");
    assert!(harness.state().lab().is_none());
    let game = harness.state().game();
    assert_eq!(game.grid(), before, "the board is as it was");
    assert_eq!(game.edits(), edits, "no move was made");
    assert!(!game.is_paused(), "the clock runs again");
    let now = std::time::Instant::now();
    let played = game.elapsed(now) - elapsed;
    // The clock ran only outside the lab (at least 300 ms were spent inside it).
    assert!(
        played + in_lab <= now - started,
        "time in the lab is not play time: {played:?} played, {in_lab:?} in the lab"
    );
    assert_eq!(value(&harness, 1, 2), Some(9));
}

#[test]
fn the_lab_compares_all_four_on_the_worker_and_keys_drive_it() {
    let mut harness = app_with(PUZZLE);
    lab_press(&mut harness, Modifiers::COMMAND, Key::L);
    assert!(harness.state().lab().is_some(), "Ctrl+L opens the lab");
    // Game keys do nothing to the game meanwhile.
    lab_press(&mut harness, Modifiers::NONE, Key::Num5);
    lab_press(&mut harness, Modifiers::NONE, Key::ArrowRight);
    lab_until(&mut harness, "a step by key", |lab| {
        lab.player().counters().placements == 1
    });
    lab_press(&mut harness, Modifiers::NONE, Key::Space);
    assert!(lab(&harness).player().is_playing(), "Space plays");
    lab_press(&mut harness, Modifiers::NONE, Key::Space);
    assert!(!lab(&harness).player().is_playing(), "Space pauses");

    lab_click(&mut harness, "Compare all four");
    // The button shows while the comparison runs (a quiet machine may finish it within the
    // frames `lab_click` runs).
    assert!(
        harness.query_by_label("Cancel comparison").is_some()
            || lab(&harness).comparison().is_some()
    );
    lab_until(&mut harness, "the comparison", |lab| {
        lab.comparison().is_some()
    });
    harness.run();
    let rows = lab(&harness).comparison().unwrap().to_vec();
    let names: Vec<&str> = rows.iter().map(|r| r.algorithm.name()).collect();
    assert_eq!(names, ["row-major", "fewest-blanks", "bitmask", "engine"]);
    for row in &rows {
        assert_eq!(
            row.outcome,
            shudu::lab::Outcome::Solved,
            "{}",
            row.algorithm
        );
        assert!(harness.query_by_label(row.algorithm.name()).is_some());
    }
    // The lesson of the table: the engine writes far fewer digits than the tutorial's DFS.
    assert!(rows[3].counters.placements * 10 < rows[0].counters.placements);

    lab_press(&mut harness, Modifiers::NONE, Key::Escape);
    assert!(harness.state().lab().is_none(), "Esc leaves the lab");
    assert_eq!(
        value(&harness, 1, 2),
        None,
        "the 5 typed in the lab went nowhere"
    );
    assert_eq!(harness.state().game().edits(), 0);
}

#[test]
fn a_comparison_can_be_cancelled_and_leaving_stops_the_lab_jobs() {
    // A comparison that runs until it is cancelled, as a long one on a hard puzzle would.
    let cancelled = Arc::new(Mutex::new(false));
    let seen = Arc::clone(&cancelled);
    let hooks = Hooks {
        engine: Arc::new(move |job, cancel| match job {
            shudu::worker::Job::LabCompare(_) => {
                while !cancel.is_cancelled() {
                    std::thread::sleep(Duration::from_millis(1));
                }
                *seen.lock().unwrap() = true;
                shudu::worker::Output::Cancelled
            }
            job => run_engine(job, cancel),
        }),
        ..quiet()
    };
    let mut harness = app_with_hooks(PUZZLE, hooks);
    lab_press(&mut harness, Modifiers::COMMAND, Key::L);
    lab_click(&mut harness, "Compare all four");
    assert!(lab(&harness).is_comparing());
    lab_click(&mut harness, "Cancel comparison");
    assert!(!lab(&harness).is_comparing());
    assert!(harness.query_by_label("Compare all four").is_some());
    assert!(flag_raised(&cancelled), "the worker stopped the comparison");
    // Leaving while a comparison runs stops it too.
    *cancelled.lock().unwrap() = false;
    lab_click(&mut harness, "Compare all four");
    lab_click(&mut harness, "Play");
    lab_press(&mut harness, Modifiers::COMMAND, Key::L);
    assert!(harness.state().lab().is_none(), "Ctrl+L leaves");
    assert!(flag_raised(&cancelled), "leaving cancelled the comparison");
    // A new lab starts from the beginning, untroubled by the old one's answers.
    lab_press(&mut harness, Modifiers::COMMAND, Key::L);
    for _ in 0..50 {
        harness.step();
    }
    assert_eq!(lab_placements(&harness), 0);
    assert!(!lab(&harness).is_busy());
}

#[test]
fn an_opened_or_entered_puzzle_shows_its_rating_beside_exactly_one_solution() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("example.txt");
    std::fs::write(&path, format!("{PUZZLE}\n")).unwrap();
    let grid = formats::read_text(PUZZLE, "p").unwrap().grid;
    let rating = rate::rate(&grid, &RateOptions::default(), &CancelToken::new()).unwrap();
    let er = rate::format_tenths(rating.er);
    let mut harness = app_with(SOLUTION);
    command(&mut harness, Command::OpenPath(path));
    wait_until(&mut harness, rated);
    let text = status(&harness);
    assert!(text.starts_with("Opened "), "{text}");
    let level = rating.level().name();
    let mut shown = level[..1].to_uppercase();
    shown.push_str(&level[1..]);
    assert!(
        text.contains(&format!(
            "exactly one solution and is rated {shown} ({er} on Sudoku Explainer's scale)."
        )),
        "{text}"
    );
    harness.get_by_label(&shown);

    // The same puzzle typed in: Start says it has one solution, then gives the rating.
    harness.get_by_label("Game").click();
    harness.run();
    harness.get_by_label("Enter a puzzle").hover();
    harness.run();
    click(&mut harness, "9x9");
    assert!(
        harness.state().session().rating().is_none(),
        "no rating while typing"
    );
    for (index, byte) in PUZZLE.bytes().enumerate() {
        if byte.is_ascii_digit() {
            click(
                &mut harness,
                &format!("row {}, column {}", index / 9 + 1, index % 9 + 1),
            );
            let key = Key::from_name(&char::from(byte).to_string()).unwrap();
            press(&mut harness, key);
        }
    }
    click_and_wait(&mut harness, "Start");
    wait_until(&mut harness, rated);
    let text = status(&harness);
    assert!(
        text.starts_with("Puzzle accepted: it has exactly one solution. It is rated"),
        "{text}"
    );
    harness.get_by_label(&shown);
}

#[test]
fn new_game_falls_back_to_the_bundled_puzzles_of_each_level_while_the_pool_is_empty() {
    let mut harness = app_with_hooks(PUZZLE, quiet());
    for (key, level) in (1..).zip(Level::ALL) {
        menu(
            &mut harness,
            "New game",
            &format!("New {level} game Alt+{key}"),
        );
        assert_eq!(status(&harness), format!("New {level} game."));
        let line = formats::to_line(harness.state().game().puzzle());
        let bundled: Vec<String> = level.puzzles().iter().map(formats::to_line).collect();
        assert!(bundled.contains(&line), "{level}: {line} is not bundled");
        wait_until(&mut harness, rated);
        let Some(Rated::Done(rating)) = harness.state().session().rating().cloned() else {
            panic!("{level}: {:?}", harness.state().session().rating());
        };
        assert_eq!(rating.level(), level, "{line} rates {}", rating.er);
        harness.get_by_label(&level.to_string());
    }
}

#[test]
fn new_game_at_every_level_takes_a_kept_pool_puzzle_at_once_with_its_rating() {
    let made: Vec<Generated> = Level::ALL.into_iter().map(generated).collect();
    let mut pool = Pool::default();
    for one in &made {
        pool.add(one.clone());
    }
    let kept = Kept {
        pool,
        ..Kept::default()
    };
    let mut storage = MemoryStorage::default();
    eframe::Storage::set_string(&mut storage, "shudu", kept.to_text());
    let mut harness = reopen(storage);
    for ((key, level), one) in (1..).zip(Level::ALL).zip(&made) {
        let digit = Key::from_name(&key.to_string()).unwrap();
        press_with(&mut harness, Modifiers::ALT, digit);
        assert_eq!(status(&harness), format!("New {level} game."));
        assert_eq!(harness.state().game().puzzle(), &one.puzzle, "{level}");
        let rating = one.rating.clone().unwrap();
        assert_eq!(
            harness.state().session().rating(),
            Some(&Rated::Done(rating.clone())),
            "known at once"
        );
        harness.get_by_label(&level.to_string());
        assert_eq!(harness.state().session().pool().unwrap().count(level), 0);
    }
}

#[test]
fn the_pool_makes_puzzles_in_the_background_refills_after_a_new_game_and_is_kept() {
    // The real generator, each job held until the test lets one go: puzzles then arrive only
    // while the test waits for them, never in the middle of another step.
    let (go, gate) = mpsc::channel::<()>();
    let gate = Mutex::new(gate);
    let gated = Hooks {
        generator: Arc::new(move |request, cancel| {
            loop {
                if cancel.is_cancelled() {
                    return Err(GenerateError::Cancelled);
                }
                let let_go = gate.lock().unwrap().recv_timeout(Duration::from_millis(5));
                if let_go.is_ok() {
                    return generator::generate(request, cancel);
                }
            }
        }),
        ..quiet()
    };
    let mut harness = app_with_hooks(PUZZLE, gated);
    let ready = |level: Level, n: usize| {
        move |app: &ShuduApp| app.session().pool().is_some_and(|p| p.count(level) == n)
    };
    // The level played (Easy, at first) is made first, then the others.
    for n in 1..=PER_LEVEL {
        go.send(()).unwrap();
        wait_until(&mut harness, ready(Level::Easy, n));
    }
    press_with(&mut harness, Modifiers::ALT, Key::Num1);
    let line = formats::to_line(harness.state().game().puzzle());
    let bundled: Vec<String> = Level::Easy.puzzles().iter().map(formats::to_line).collect();
    assert!(
        !bundled.contains(&line),
        "a fresh puzzle, not a bundled one"
    );
    assert!(
        matches!(harness.state().session().rating(), Some(Rated::Done(r)) if r.level() == Level::Easy)
    );
    assert!(ready(Level::Easy, PER_LEVEL - 1)(harness.state()));
    // The Medium puzzle under way when the Easy one was taken comes first, then the Easy one
    // taken is made again.
    go.send(()).unwrap();
    wait_until(&mut harness, ready(Level::Medium, 1));
    go.send(()).unwrap();
    wait_until(&mut harness, ready(Level::Easy, PER_LEVEL));

    // Closing keeps the pool; the next run starts with it.
    let mut storage = MemoryStorage::default();
    eframe::App::save(harness.state_mut(), &mut storage);
    let kept = harness.state().session().pool().cloned().unwrap();
    drop(harness);
    let reopened = reopen(storage);
    assert_eq!(reopened.state().session().pool(), Some(&kept));
}

#[test]
fn the_lab_buttons_stay_put_while_the_search_plays() {
    let mut harness = app_with(PUZZLE);
    lab_press(&mut harness, Modifiers::COMMAND, Key::L);
    let before = harness.get_by_label("Compare all four").rect();
    lab_click(&mut harness, "Play");
    lab_until(&mut harness, "a few placements", |lab| {
        lab.player().counters().placements > 3
    });
    let after = harness.get_by_label("Compare all four").rect();
    assert_eq!(before, after, "a click aimed at it still lands");
}
