//! A Cracking the Cryptic puzzle in the window: pasted as f-puzzles JSON, its rules listed in
//! words, digits that break a thermometer shown as conflicts, no grade the techniques cannot
//! give, and Solve filling in the only solution.

use super::*;

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
    // No grade: the techniques do not read thermometers yet, and the panel says so.
    wait_until(&mut harness, rated);
    let rated = harness.state().session().rating().cloned().expect("rated");
    assert!(
        matches!(&rated, Rated::Ungraded(why) if why.contains("Thermometer")),
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
