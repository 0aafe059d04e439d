//! Practising one technique: the Practise window lists the techniques by family; Learn finds a
//! puzzle on the worker and opens it right before the technique's first step with its hint on
//! screen; Practise opens a whole puzzle that needs it; Stop waiting cancels a long search; a
//! practice game goes into the history under its technique.

use super::*;
use shudu::session::Stage;
use shudu::techniques::{Candidates, Hint, Technique};

#[test]
fn learning_mode_opens_right_before_the_step_with_its_hint() {
    let mut harness = app_with(PUZZLE);
    menu(&mut harness, "New game", "Practise a technique...");
    click(&mut harness, "Learn Naked Pair");
    let session = harness.state().session();
    let shown = session.hint().expect("the lesson's hint is on screen");
    let Hint::Step { step, .. } = &shown.hint else {
        panic!("not a step: {shown:?}");
    };
    assert_eq!(
        (step.technique, shown.stage),
        (Technique::NakedPair, Stage::Where)
    );
    let game = session.game();
    let origin = shudu::session::Origin::Practice {
        technique: Technique::NakedPair.code(),
        learning: true,
    };
    assert_eq!(session.current().origin, origin);
    // The notes are the candidates there: a fresh hint on this board finds the pair too.
    let fresh = shudu::techniques::hint(&game.grid(), &game.all_notes(), &CancelToken::new());
    match fresh {
        Ok(Hint::Step { step, .. }) => assert_eq!(step.technique, Technique::NakedPair),
        other => panic!("{other:?}"),
    }
    assert!(
        status(&harness).starts_with("Learning Naked Pair"),
        "{}",
        status(&harness)
    );
    // The next presses show the pattern, then apply it.
    press(&mut harness, Key::H);
    assert_eq!(
        harness.state().session().hint().map(|h| h.stage),
        Some(Stage::Pattern)
    );
    let edits = harness.state().game().edits();
    press(&mut harness, Key::H);
    assert!(harness.state().game().edits() > edits);
    assert!(
        status(&harness).starts_with("Applied: Naked Pair"),
        "{}",
        status(&harness)
    );
    // Whatever else the search met on the way is in stock now, as puzzles that read back (the
    // first puzzle tried may have been the lesson itself, so the stock may be empty: the search
    // draws its puzzles at random).
    let stock = harness.state().session().practice_stock();
    for line in stock.0.values().flatten() {
        assert!(formats::read_text(line, "stock").is_ok(), "{line}");
    }
    // Left for another game, it goes into the history under its technique; the lesson's own
    // hint was not asked for, so it is not counted.
    harness.event(Event::Paste(PUZZLE.into()));
    settle(&mut harness);
    click(&mut harness, "Discard");
    let history = harness.state().session().history();
    let record = history.records.last().expect("the lesson is recorded");
    // Kept under Naked Pair's code (HoDoKu's 0200), the stable key.
    assert_eq!(record.practice.as_deref(), Some("0200"));
    assert_eq!(shudu::techniques::technique_name("0200"), "Naked Pair");
    assert_eq!(record.hints.get("0200"), None, "{record:?}");
}

#[test]
fn practising_opens_a_whole_puzzle_that_needs_the_technique() {
    let mut harness = app_with(PUZZLE);
    menu(&mut harness, "New game", "Practise a technique...");
    click(&mut harness, "Practise Naked Pair");
    let game = harness.state().game();
    assert!(harness.state().session().hint().is_none());
    // From its givens: no entry, no note.
    assert!(
        game.shape()
            .cells()
            .all(|c| game.value(c).is_none() || game.is_given(c))
    );
    let path =
        shudu::techniques::solve_path(&Candidates::from_grid(game.puzzle()), &CancelToken::new())
            .unwrap();
    // Solved with the pair, and nothing harder but other subsets.
    assert_eq!(path.end, shudu::techniques::PathEnd::Solved);
    assert!(
        path.steps
            .iter()
            .any(|s| s.technique == Technique::NakedPair)
    );
    let order = Technique::hint_order();
    let rank = |t: Technique| order.iter().position(|&o| o == t);
    let harder = path.steps.iter().map(|s| s.technique);
    let mut harder = harder.filter(|&t| rank(t) > rank(Technique::NakedPair));
    assert!(harder.all(|t| t.family() == "Subsets"));
    assert!(status(&harness).starts_with("Practising Naked Pair"));
}

#[test]
fn a_long_search_shows_its_progress_and_stops_on_stop_waiting() {
    let mut harness = app_with(PUZZLE);
    let ctx = harness.ctx.clone();
    let rare = Command::Practise {
        technique: Technique::TemplateDelete,
        learning: false,
    };
    harness.state_mut().command(rare, &ctx);
    harness.run_steps(3);
    let busy = harness.state().session().file_busy().unwrap_or_default();
    assert!(
        busy.starts_with("Finding a puzzle that needs Template Delete (tried"),
        "{busy}"
    );
    assert!(
        harness
            .query_by_label_contains("Finding a puzzle")
            .is_some()
    );
    harness.get_by_label("Stop waiting").click();
    harness.run_steps(3);
    assert!(harness.state().session().file_busy().is_none());
    assert!(
        status(&harness).starts_with("Stopped looking for a puzzle that needs Template Delete"),
        "{}",
        status(&harness)
    );
    assert_eq!(formats::to_line(harness.state().game().puzzle()), PUZZLE);
}
