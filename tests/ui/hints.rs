//! Hints in three presses and the solution path.

use super::*;

#[test]
fn a_hint_is_a_lesson_in_three_presses_and_esc_dismisses_it() {
    let mut harness = app_with(PUZZLE);
    let before = harness.state().game().grid();
    press(&mut harness, Key::H);
    // First press: the technique and where to look, nothing given away.
    let title = harness.state().session().hint().unwrap().title();
    harness.get_by_label(&format!("Hint: {title}"));
    assert!(
        hint_text(&harness).starts_with("Look for a"),
        "{}",
        hint_text(&harness)
    );
    let overlay = harness.state().session().overlay().unwrap();
    assert!(!overlay.houses.is_empty() || !overlay.cells.is_empty());
    assert!(overlay.placements.is_empty() && overlay.eliminations.is_empty());
    // Second press (the button): the pattern and the sentence.
    click(&mut harness, "Show the pattern");
    let overlay = harness.state().session().overlay().unwrap();
    assert!(!overlay.placements.is_empty() || !overlay.eliminations.is_empty());
    assert!(!overlay.candidates.is_empty());
    // The first hint of this puzzle is a single: its houses and the digits that remove the
    // others light up; the board is not filled with candidates.
    assert!(
        title.contains("Single") || title.contains("Full House"),
        "{title}"
    );
    assert_eq!(overlay.candidates.len(), 1, "only the answer's cell");
    assert!(!overlay.houses.is_empty());
    if !title.contains("Full House") {
        assert!(
            !overlay.cells.is_empty(),
            "the removing digits are outlined"
        );
        let grid = harness.state().game().grid();
        assert!(overlay.cells.iter().all(|&c| grid.value(c).is_some()));
    }
    assert!(hint_text(&harness).ends_with("Press Hint again to apply it."));
    // Cells are named in words, never in the solvers' notation.
    let notation = |text: &str| {
        let b = text.as_bytes();
        (0..b.len().saturating_sub(3)).any(|i| {
            b[i] == b'r' && b[i + 1].is_ascii_digit() && text[i + 1..].contains('c') && {
                let figures = b[i + 1..].iter().take_while(|c| c.is_ascii_digit()).count();
                b.get(i + 1 + figures) == Some(&b'c')
            }
        })
    };
    let text = hint_text(&harness);
    assert!(text.contains("row ") && !notation(&text), "{text}");
    assert_eq!(harness.state().game().grid(), before, "nothing applied yet");
    // Third press: applied, as one undo step.
    press(&mut harness, Key::H);
    assert!(harness.state().session().hint().is_none());
    assert_ne!(harness.state().game().grid(), before);
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    assert_eq!(harness.state().game().grid(), before);
    // Esc takes a hint away without pausing the game.
    press(&mut harness, Key::H);
    assert!(harness.state().session().hint().is_some());
    press(&mut harness, Key::Escape);
    assert!(harness.state().session().hint().is_none());
    assert!(!harness.state().game().is_paused());
    // The Dismiss button does the same.
    press(&mut harness, Key::H);
    click(&mut harness, "Dismiss");
    assert!(harness.state().session().hint().is_none());
}

#[test]
fn the_first_hint_names_a_wrong_entry_and_clears_it() {
    let mut harness = app_with(PUZZLE);
    // r1c2 is 8 in the solution; 9 fits the row, column and box but is wrong.
    assert_eq!(&SOLUTION[1..2], "8");
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num9);
    assert_eq!(value(&harness, 1, 2), Some(9));
    press(&mut harness, Key::H);
    assert_eq!(
        harness.state().session().hint().unwrap().title(),
        "A wrong digit"
    );
    assert!(
        hint_text(&harness).starts_with("The 9 at row 1, column 2 is wrong"),
        "{}",
        hint_text(&harness)
    );
    assert_eq!(
        harness.state().session().overlay().unwrap().cells,
        vec![cell(1, 2)]
    );
    click(&mut harness, "Clear it");
    assert_eq!(value(&harness, 1, 2), None);
}

#[test]
fn a_hint_says_when_the_players_notes_hide_a_digit() {
    let mut harness = app_with(PUZZLE);
    menu(&mut harness, "Marks", "Fill candidates");
    // Take the true digit (8) out of r1c2's notes.
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::N);
    press(&mut harness, Key::Num8);
    press(&mut harness, Key::N);
    assert!(
        !harness
            .state()
            .game()
            .notes(cell(1, 2))
            .contains(Digit::new(8).unwrap())
    );
    press(&mut harness, Key::H);
    let text = hint_text(&harness);
    assert!(text.starts_with("Your notes leave out"), "{text}");
    assert!(text.contains("row 1, column 2 (8)"), "{text}");
}

#[test]
fn the_solution_path_lists_every_step_and_shows_one_on_the_board() {
    let mut harness = app_with(PUZZLE);
    toggle_path(&mut harness);
    let steps = harness
        .state()
        .session()
        .path()
        .expect("the path")
        .steps
        .len();
    assert!(steps > 0);
    harness.get_by_label_contains(&format!("{steps} steps:"));
    harness.get_by_label_contains("Hardest:");
    let first = harness.state().session().path().unwrap().steps[0].line(9);
    // The hardest step carries a " *" after its text.
    harness
        .get_by_label_contains(&format!("1. {first}"))
        .click();
    settle(&mut harness);
    let overlay = harness.state().session().overlay().unwrap();
    assert!(overlay.replaces_board);
    assert!(!overlay.placements.is_empty() || !overlay.eliminations.is_empty());
    // Esc returns to the game; the player's board never changed.
    press(&mut harness, Key::Escape);
    assert!(harness.state().session().overlay().is_none());
    assert!(!harness.state().game().is_paused());
    toggle_path(&mut harness);
    assert!(!harness.state().session().path_open());
}

#[test]
fn a_long_solution_path_can_be_stopped_and_started_again() {
    // Hold the path's job until it is cancelled: a path that takes long.
    let hold = Arc::new(std::sync::atomic::AtomicBool::new(true));
    let held = Arc::clone(&hold);
    let hooks = Hooks {
        engine: Arc::new(move |job, cancel| {
            if matches!(job, Job::Path(_)) && held.load(std::sync::atomic::Ordering::SeqCst) {
                while !cancel.is_cancelled() {
                    std::thread::sleep(Duration::from_millis(2));
                }
            }
            run_engine(job, cancel)
        }),
        ..quiet()
    };
    let mut harness = app_with_hooks(PUZZLE, hooks);
    harness
        .get_by_role_and_label(egui::accesskit::Role::Button, "Solution path")
        .click();
    harness.step();
    harness.step();
    harness.get_by_label_contains("Working out the path");
    click(&mut harness, "Stop");
    assert!(!harness.state().session().path_busy());
    harness.get_by_label_contains("Stopped.");
    hold.store(false, std::sync::atomic::Ordering::SeqCst);
    toggle_path(&mut harness);
    toggle_path(&mut harness);
    assert!(
        harness.state().session().path().is_some(),
        "the path is worked out again"
    );
    harness.get_by_label_contains("steps:");
}

#[test]
fn past_the_singles_the_second_press_shows_candidates_only_where_the_step_works() {
    // A lesson opens right before a naked pair, its hint on screen.
    let mut harness = app_with(PUZZLE);
    menu(&mut harness, "New game", "Practise a technique...");
    click(&mut harness, "Learn Naked Pair");
    let title = harness.state().session().hint().expect("a hint").title();
    assert_eq!(title, "Naked Pair");
    click(&mut harness, "Show the pattern");
    let overlay = harness.state().session().overlay().unwrap();
    assert!(
        !overlay.eliminations.is_empty(),
        "{title} removes candidates"
    );
    // Every cell the step removes from shows its candidates; cells outside the outlined
    // houses and the pattern show none.
    let shown: Vec<Cell> = overlay.candidates.iter().map(|&(c, _)| c).collect();
    assert!(overlay.eliminations.iter().all(|(c, _)| shown.contains(c)));
    let in_play = |c: &Cell| {
        overlay
            .houses
            .iter()
            .chain(&overlay.groups)
            .any(|h| h.contains(c))
            || overlay.marks.iter().any(|(m, _, _)| m == c)
            || overlay.eliminations.iter().any(|(e, _)| e == c)
    };
    assert!(shown.iter().all(in_play), "{title}: {shown:?}");
    let grid = harness.state().game().grid();
    let open = grid.values().iter().filter(|&&v| v == 0).count();
    assert!(shown.len() < open, "{title}: {} of {open}", shown.len());
}

#[test]
fn in_a_small_window_the_pad_and_a_hint_fit_without_scrolling() {
    let mut harness = app_with(PUZZLE);
    harness.set_size(egui::vec2(800.0, 600.0));
    harness.run();
    press(&mut harness, Key::H);
    harness.run();
    let dismiss = harness.get_by_label("Dismiss").rect();
    assert!(dismiss.bottom() <= 600.0, "the hint's buttons: {dismiss:?}");
    // Nothing scrolled away to show it: the pad's first button is where the panel starts.
    let one = harness.get_by_label_contains("1 (").rect();
    assert!(one.top() > 60.0 && one.top() < 200.0, "the pad: {one:?}");
}
