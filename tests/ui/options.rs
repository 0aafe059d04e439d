//! View > Options as a player sets them: the timer hidden, when mistakes show (at once by the
//! solution, conflicts only, only on Check), placed digits clearing notes or not; kept across
//! a restart.

use super::*;
use shudu::session::{Mistakes, PlayOptions};

/// Opens View > Options and clicks `item`.
fn option(harness: &mut Harness<ShuduApp>, item: &str) {
    click(harness, "View");
    harness.get_by_label("Options").click();
    harness.run();
    harness.get_by_label(item).click();
    settle(harness);
}

fn described(harness: &Harness<ShuduApp>, label: &str) -> String {
    let node = harness.get_by_label(label);
    let words = node.accesskit_node().description().unwrap_or_default();
    words.to_owned()
}

#[test]
fn the_timer_hides_and_the_choice_outlives_a_restart() {
    let mut harness = app_with(PUZZLE);
    assert!(harness.query_by_label("00:00").is_some(), "the clock shows");
    option(&mut harness, "Show the timer");
    assert!(harness.query_by_label("00:00").is_none(), "hidden");
    let mut storage = MemoryStorage::default();
    eframe::App::save(harness.state_mut(), &mut storage);
    let reopened = reopen(storage);
    assert!(reopened.state().settings().play.hide_timer);
    assert!(reopened.state().session().options().hide_timer);
}

#[test]
fn mistakes_show_at_once_by_the_solution_or_only_on_check() {
    let mut harness = app_with(PUZZLE);
    // r1c2 is 8 in the solution; 2 clashes with nothing but is wrong.
    option(&mut harness, "At once (checked against the solution)");
    assert_eq!(
        harness.state().session().options().mistakes,
        Mistakes::AtOnce
    );
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num2);
    assert_eq!(harness.state().game().wrong_cells(), [cell(1, 2)]);
    assert!(described(&harness, "row 1, column 2").contains("wrong"));
    press(&mut harness, Key::Num8);
    assert!(harness.state().game().wrong_cells().is_empty());
    // Only on Check: a digit that clashes with a given is not marked...
    option(&mut harness, "Only when I press Check");
    click(&mut harness, "row 1, column 3");
    press(&mut harness, Key::Num6);
    assert!(!described(&harness, "row 1, column 3").contains("conflict"));
    assert!(harness.state().game().wrong_cells().is_empty());
    // ...until the player checks.
    click_and_wait(&mut harness, "Check");
    assert_eq!(harness.state().game().wrong_cells(), [cell(1, 3)]);
}

#[test]
fn placed_digits_clear_notes_unless_the_player_says_not() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "row 1, column 3");
    press_with(&mut harness, Modifiers::COMMAND, Key::Num1);
    assert_eq!(notes(&harness, 1, 3), [1]);
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num1);
    assert!(notes(&harness, 1, 3).is_empty(), "cleared by default");
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    option(
        &mut harness,
        "A placed digit clears its notes from row, column and box",
    );
    assert_eq!(
        harness.state().session().options(),
        PlayOptions {
            keep_notes: true,
            ..PlayOptions::default()
        }
    );
    press(&mut harness, Key::Num1);
    assert_eq!(notes(&harness, 1, 3), [1], "kept");
}

#[test]
fn a_cancelled_quiet_look_for_the_solution_is_not_asked_again() {
    // The engine holds every analysis until it is cancelled, as a long one on a big grid does.
    let hooks = Hooks {
        engine: Arc::new(|job, cancel| {
            if matches!(job, Job::Analyse(_)) {
                while !cancel.is_cancelled() {
                    std::thread::sleep(Duration::from_millis(2));
                }
            }
            run_engine(job, cancel)
        }),
        ..quiet()
    };
    let mut harness = app_with_hooks(PUZZLE, hooks);
    click(&mut harness, "View");
    harness.get_by_label("Options").click();
    harness.run();
    harness
        .get_by_label("At once (checked against the solution)")
        .click();
    harness.run_steps(3);
    assert!(
        harness.state().session().is_busy(),
        "the solution is asked for"
    );
    click(&mut harness, "Cancel job");
    assert!(!harness.state().session().is_busy());
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num2);
    assert!(!harness.state().session().is_busy(), "not asked again");
    assert!(
        harness.state().game().wrong_cells().is_empty(),
        "no solution known"
    );
}
