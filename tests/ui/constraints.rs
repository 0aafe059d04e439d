//! A Cracking the Cryptic puzzle in the window: pasted as f-puzzles JSON, its rules listed in
//! words, graded, digits that break a thermometer shown as conflicts, Solve filling in the only
//! solution, and a thermometer's hint in three presses.

use super::*;
use shudu::board::Clue;

/// The thermometer, odd and even puzzle of the practice set.
fn thermo_json() -> String {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/constraints/made-thermo-odd-even.json"
    );
    std::fs::read_to_string(path).expect("the practice set is in tests/data")
}

#[test]
fn a_pasted_thermometer_puzzle_lists_its_rules_shows_breaks_and_solves() {
    let mut harness = app_with(PUZZLE);
    harness.event(Event::Paste(thermo_json()));
    settle(&mut harness);
    let rules = harness.state().game().puzzle().rules().clone();
    assert!(rules.has_clues(), "{}", status(&harness));
    // The side panel names the rules and, unfolded, says each in a sentence.
    click(&mut harness, "Rules: Thermometer + Odd + Even");
    harness
        .get_by_label_contains("Digits strictly increase from the bulb")
        .rect();
    // Graded by the techniques, the clues' among them, with its rules.
    wait_until(&mut harness, rated);
    let rated = harness.state().session().rating().cloned().expect("rated");
    assert!(
        matches!(&rated, Rated::Variant { rules, .. } if rules == "Thermometer + Odd + Even"),
        "{rated:?}"
    );
    // The second thermometer runs r5c7 (its bulb), r6c8, r6c9, r5c9: 8 then 3 goes down.
    click(&mut harness, &cell_label(cell(6, 8)));
    press(&mut harness, Key::Num8);
    assert!(harness.state().game().conflicts().is_empty());
    click(&mut harness, &cell_label(cell(6, 9)));
    press(&mut harness, Key::Num3);
    let conflicts = harness.state().game().conflicts();
    assert!(
        conflicts.contains(&cell(6, 8)) && conflicts.contains(&cell(6, 9)),
        "{conflicts:?}"
    );
    press(&mut harness, Key::Delete);
    click(&mut harness, &cell_label(cell(6, 8)));
    press(&mut harness, Key::Delete);
    assert!(harness.state().game().conflicts().is_empty());
    click_and_wait(&mut harness, "Solve");
    let solved = harness.state().game().grid();
    assert!(solved.is_full() && solved.breaks().is_empty());
}

#[test]
fn a_thermometer_hint_comes_in_three_presses() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/constraints/made-thermo-1.json"
    );
    let mut harness = app_with(PUZZLE);
    harness.event(Event::Paste(
        std::fs::read_to_string(path).expect("the set"),
    ));
    settle(&mut harness);
    assert!(harness.state().game().puzzle().rules().has_clues());
    // Take hints (each applied on its third press) until one is the thermometer's.
    let mut found = false;
    for _ in 0..120 {
        press(&mut harness, Key::H);
        if hint_text(&harness).starts_with("Look for a Thermometer at row ") {
            found = true;
            break;
        }
    }
    assert!(found, "{}", hint_text(&harness));
    let hint = harness.state().session().hint().expect("a hint").clone();
    assert_eq!(hint.title(), "Thermometer");
    let overlay = harness.state().session().overlay().unwrap();
    assert_eq!(overlay.groups.len(), 1, "the thermometer is outlined");
    let before = harness.state().game().grid();
    // Second press: the rule in words and what it removes.
    click(&mut harness, "Show the pattern");
    let text = hint_text(&harness);
    assert!(text.starts_with("The Thermometer clue at row "), "{text}");
    assert!(text.contains("Digits strictly increase"), "{text}");
    // And the bound each narrowed cell gets from its place on the thermometer.
    assert!(text.contains("from the bulb)"), "{text}");
    let gone = harness
        .state()
        .session()
        .overlay()
        .unwrap()
        .eliminations
        .clone();
    assert!(!gone.is_empty());
    assert_eq!(harness.state().game().grid(), before, "nothing applied yet");
    // Third press: applied, the digits gone from the notes.
    press(&mut harness, Key::H);
    let game = harness.state().game();
    for (cell, digit) in gone {
        assert!(!game.notes(cell).contains(digit), "{cell}");
    }
}

/// A window entering a 9x9 puzzle, tall enough for the whole Rules area (clues come last).
fn entering() -> Harness<'static, ShuduApp> {
    let mut harness = app_with(PUZZLE);
    harness.set_size(egui::Vec2::new(1000.0, 1400.0));
    command(
        &mut harness,
        Command::EnterPuzzle(shudu::board::Shape::NINE),
    );
    harness
}

/// Chooses the clue `label` in the Clue list.
fn choose_clue(harness: &mut Harness<ShuduApp>, label: &str) {
    harness.get_by_role(egui::accesskit::Role::ComboBox).click();
    harness.run();
    click(harness, label);
}

/// Types `text` into the Value field in place of what it held.
fn type_value(harness: &mut Harness<ShuduApp>, text: &str) {
    use egui::accesskit::Role;
    harness
        .get_by_role_and_label(Role::TextInput, "Value")
        .click();
    harness.run();
    press_with(harness, Modifiers::COMMAND, Key::A);
    press(harness, Key::Backspace);
    harness
        .get_by_role_and_label(Role::TextInput, "Value")
        .type_text(text);
    harness.run();
}

/// A little killer written at `from` pointing along `step`.
fn little_killer(from: [u8; 2], step: [i8; 2], sum: u16) -> Clue {
    Clue::LittleKiller { from, step, sum }
}

#[test]
fn clues_are_entered_from_picked_cells_checked_and_taken_away() {
    let mut harness = entering();
    let clues = |h: &Harness<ShuduApp>| h.state().game().puzzle().rules().clues.clone();
    // A drag from the bulb makes a thermometer (the first kind offered).
    drag(
        &mut harness,
        &["row 1, column 1", "row 1, column 2", "row 2, column 3"],
    );
    click(&mut harness, "Add clue");
    assert_eq!(
        clues(&harness),
        [Clue::Thermometer(vec![0, 1, 11])],
        "{}",
        status(&harness)
    );
    // A white dot on two cells that are not side by side is refused, naming the clue.
    choose_clue(&mut harness, "White dots");
    pick_two(&mut harness, "row 5, column 5", "row 6, column 6");
    click(&mut harness, "Add clue");
    let error = error_text(&harness);
    assert!(
        error.contains("difference 1") && error.contains("side by side"),
        "{error}"
    );
    assert_eq!(clues(&harness).len(), 1);
    // Side by side, it stands; Undo takes it back.
    pick_two(&mut harness, "row 5, column 5", "row 5, column 6");
    click(&mut harness, "Add clue");
    assert_eq!(
        clues(&harness).last(),
        Some(&Clue::Difference {
            cells: [40, 41],
            value: 1
        })
    );
    click(&mut harness, "Undo");
    assert_eq!(clues(&harness).len(), 1);
    // Remove clues takes away the selected cell's.
    click(&mut harness, "row 1, column 2");
    click(&mut harness, "Remove clues");
    assert!(clues(&harness).is_empty());
}

#[test]
fn a_little_killer_is_entered_from_the_cells_beside_it() {
    let mut harness = entering();
    choose_clue(&mut harness, "Little killer");
    // The diagonal's first two cells from the clue's end, and the sum.
    pick_two(&mut harness, "row 1, column 6", "row 2, column 7");
    type_value(&mut harness, "24");
    click(&mut harness, "Add clue");
    let rules = harness.state().game().puzzle().rules().clone();
    assert_eq!(
        rules.clues,
        [little_killer([0, 5], [1, 1], 24)],
        "{}",
        status(&harness)
    );
    // A sandwich needs a row or column.
    choose_clue(&mut harness, "Sandwich");
    pick_two(&mut harness, "row 9, column 1", "row 8, column 2");
    click(&mut harness, "Add clue");
    assert!(error_text(&harness).contains("row or column"));
    assert_eq!(harness.state().game().puzzle().rules().clues.len(), 1);
}

#[test]
fn a_click_on_a_side_puts_the_dot_there() {
    let mut harness = entering();
    choose_clue(&mut harness, "Black dots");
    // Close to the right side of r5c5, halfway down it.
    let rect = harness.get_by_label("row 5, column 5").rect();
    click_at(
        &mut harness,
        egui::pos2(rect.max.x - rect.width() * 0.08, rect.center().y),
    );
    assert_eq!(
        harness.state().game().puzzle().rules().clues,
        [Clue::Ratio {
            cells: [40, 41],
            value: 2
        }],
        "{}",
        status(&harness)
    );
    // A click in the middle of a cell only selects it.
    click(&mut harness, "row 1, column 1");
    assert_eq!(harness.state().game().puzzle().rules().clues.len(), 1);
}

#[test]
fn sums_outside_are_written_by_a_click_beside_the_grid() {
    let mut harness = entering();
    let clues = |h: &Harness<ShuduApp>| h.state().game().puzzle().rules().clues.clone();
    // No margin and no places outside until an outside sum is the clue.
    assert!(harness.query_by_label("Above column 6").is_none());
    choose_clue(&mut harness, "Little killer");
    type_value(&mut harness, "24");
    // The left half of the place above column 6 points down and left, the right half down
    // and right.
    let place = harness.get_by_label("Above column 6").rect();
    click_at(
        &mut harness,
        place.center() - egui::vec2(place.width() * 0.3, 0.0),
    );
    type_value(&mut harness, "17");
    click_at(
        &mut harness,
        place.center() + egui::vec2(place.width() * 0.3, 0.0),
    );
    assert_eq!(
        clues(&harness),
        [
            little_killer([0, 6], [1, -1], 24),
            little_killer([0, 6], [1, 1], 17)
        ],
        "{}",
        status(&harness)
    );
    // A sandwich has no place on a corner; a second sum on its line replaces the first.
    choose_clue(&mut harness, "Sandwich");
    assert!(
        harness
            .query_by_label("Outside the top left corner")
            .is_none()
    );
    type_value(&mut harness, "8");
    click(&mut harness, "Left of row 9");
    type_value(&mut harness, "30");
    click(&mut harness, "Left of row 9");
    assert_eq!(
        clues(&harness).last(),
        Some(&Clue::Sandwich {
            from: [9, 0],
            sum: 30
        })
    );
    assert_eq!(clues(&harness).len(), 3);
    // A value that is no number is refused by name; a blank one takes the sums there away.
    type_value(&mut harness, "x");
    click(&mut harness, "Left of row 9");
    assert!(
        error_text(&harness).contains("'x'"),
        "{}",
        error_text(&harness)
    );
    type_value(&mut harness, "");
    click(&mut harness, "Left of row 9");
    assert_eq!(clues(&harness).len(), 2, "{}", status(&harness));
    choose_clue(&mut harness, "Little killer");
    click(&mut harness, "Above column 6");
    assert!(clues(&harness).is_empty(), "{}", status(&harness));
}
