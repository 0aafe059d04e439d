//! Compose: the setter's check beside the board while a puzzle is entered, answered on the
//! worker at each edit, checked against the all-shapes engine.

use super::*;
use shudu::board::{DigitSet, Grid};
use shudu::session::{ComposeView, Composition};
use shudu::setter::Solutions;
use shudu::solver::Engine;

/// The answers about the puzzle being set.
fn found(harness: &Harness<ShuduApp>) -> Composition {
    harness
        .state()
        .session()
        .composition()
        .cloned()
        .expect("a puzzle is being set")
}

/// Runs frames until the worker has answered every question open for the board.
fn answered(harness: &mut Harness<ShuduApp>) {
    wait_until(harness, |app| {
        app.session()
            .composition()
            .is_some_and(|c| c.asking.is_none() && c.solutions.is_some())
    });
}

/// Solutions of `grid` counted by the all-shapes engine (not the one compose asks).
fn brute_count(grid: &Grid, limit: usize) -> usize {
    solver::count_solutions_with(Engine::Generic, grid, limit, &CancelToken::new())
        .unwrap()
        .count
}

/// Whether some solution of `grid` holds `digit` in cell `index`, by the all-shapes engine.
fn fits(grid: &Grid, index: usize, digit: u8) -> bool {
    let mut values = grid.values().to_vec();
    values[index] = digit;
    let placed = grid.with_values(&values).unwrap();
    brute_count(&placed, 1) > 0
}

/// The text of the label that starts with `start` (egui gives a label's text as its value).
/// Scrolls the side panel to the check box labelled `label` (under the Rules area) and
/// clicks it, as a player scrolls down to it.
fn tick(harness: &mut Harness<ShuduApp>, label: &str) {
    harness.get_by_label(label).scroll_to_me();
    harness.run();
    harness.get_by_label(label).click();
    harness.run();
}

fn label_starting(harness: &Harness<ShuduApp>, start: &str) -> String {
    let mut nodes = harness.query_all(egui_kittest::kittest::by().predicate(|node| {
        let text = node.label().or_else(|| node.value());
        text.is_some_and(|l| l.starts_with(start))
    }));
    let node = nodes
        .next()
        .unwrap_or_else(|| panic!("no label starts with {start}"));
    let node = node.accesskit_node();
    node.label().or_else(|| node.value()).unwrap_or_default()
}

#[test]
fn compose_answers_each_edit_with_the_verdict_true_candidates_logic_and_what_could_go() {
    let mut harness = app_with(PUZZLE);
    menu(&mut harness, "Game", "Edit this puzzle");
    assert_eq!(harness.state().game().mode(), Mode::Enter);
    // A given more than the puzzle needs: r1c2 holds 8 in the solution.
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num8);
    answered(&mut harness);
    let unique = found(&harness);
    assert_eq!(unique.solutions, Some(Solutions::Unique));
    harness.get_by_label("Exactly one solution");
    let logic = unique.logic.as_ref().expect("the logical verdict");
    assert!(logic.solved, "HoDoKu's example 1 is solved by techniques");
    assert!(label_starting(&harness, "Shudu's techniques solve it in").ends_with("steps."));
    let rating = logic.rating.as_ref().expect("a 9x9 grade");
    assert!(label_starting(&harness, "Grade ").contains(&rating.hardest_name()));
    // Singles solve it: no break-in.
    assert!(logic.break_in.is_none());
    assert!(label_starting(&harness, "No break-in").contains("singles"));
    // What could go: exactly the givens whose removal leaves one solution (the added 8 among
    // them), each checked by the all-shapes engine.
    let board = harness.state().game().grid();
    let removable = unique.removable.as_ref().expect("what could go");
    assert!(removable.givens.contains(&1), "{removable:?}");
    for (index, &value) in board.values().iter().enumerate() {
        if value != 0 {
            let mut values = board.values().to_vec();
            values[index] = 0;
            let one = brute_count(&board.with_values(&values).unwrap(), 2) == 1;
            assert_eq!(removable.givens.contains(&index), one, "given {index}");
        }
    }
    assert!(label_starting(&harness, "Could go, one at a time").contains("givens"));
    tick(&mut harness, "Outline what could go");
    let overlay = harness.state().session().overlay().expect("outlined");
    assert_eq!(overlay.cells.len(), removable.givens.len());

    tick(&mut harness, "Outline what could go");

    // Two givens out: several solutions, counted as the all-shapes engine counts them.
    click(&mut harness, "row 1, column 1");
    press(&mut harness, Key::Delete);
    click(&mut harness, "row 1, column 6");
    press(&mut harness, Key::Delete);
    answered(&mut harness);
    let board = harness.state().game().grid();
    let several = found(&harness);
    assert_eq!(several.solutions, Some(Solutions::Several));
    let count = brute_count(&board, 1000);
    assert_eq!(several.count, Some(count));
    harness.get_by_label(&format!("{count} solutions"));
    assert!(several.logic.is_none(), "no logic for several solutions");

    // True candidates on the board: each digit shown has a solution, each missing one none.
    harness.get_by_label("Show true candidates").click();
    answered(&mut harness);
    let overlay = harness
        .state()
        .session()
        .overlay()
        .expect("candidates shown");
    let empty = board.values().iter().filter(|&&v| v == 0).count();
    assert_eq!(overlay.candidates.len(), empty);
    for (cell, set) in &overlay.candidates {
        let index = cell.row() * 9 + cell.col();
        for digit in 1..=9u8 {
            let shown = set.contains(Digit::new(digit).unwrap());
            assert_eq!(shown, fits(&board, index, digit), "{cell:?} {digit}");
        }
    }

    // A digit that clashes: no solution, and no digit fits anywhere.
    click(&mut harness, "row 9, column 2");
    press(&mut harness, Key::Num5);
    answered(&mut harness);
    assert_eq!(found(&harness).solutions, Some(Solutions::None));
    // The verdict is a live region: a screen reader says "No solution" as it comes.
    let live = harness.query_all_by(|node| {
        node.live() != egui::accesskit::Live::Off
            && node.label().or_else(|| node.value()).as_deref() == Some("No solution")
    });
    assert!(live.count() > 0, "the verdict is announced");
    let overlay = harness
        .state()
        .session()
        .overlay()
        .expect("candidates shown");
    assert!(
        overlay
            .candidates
            .iter()
            .all(|(_, set)| *set == DigitSet::EMPTY)
    );

    // Undo brings the answers back for the board as it was.
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    answered(&mut harness);
    assert_eq!(found(&harness).count, Some(count));
    // Cancel leaves the check with the entering mode.
    click(&mut harness, "Cancel");
    assert!(harness.state().session().composition().is_none());
    assert!(harness.query_by_label("Check as you set").is_none());
}

#[test]
fn the_break_in_is_the_first_step_past_singles_and_shows_on_the_board() {
    // The solver lab's hard example (Sudoku Exchange bank, public domain).
    let hard = "9..8.1..5...6.7...87.....6949.....57.8.....2....375....4.....7...8.6.9..1.9...6.3";
    let mut harness = app_with(hard);
    menu(&mut harness, "Game", "Edit this puzzle");
    answered(&mut harness);
    let logic = found(&harness).logic.expect("the logical verdict");
    let (step, _) = logic.break_in.as_ref().expect("a break-in past singles");
    // The path the techniques take: singles up to the break-in, which is the first other step.
    let puzzle = harness.state().game().grid();
    let start = shudu::techniques::Candidates::from_grid(&puzzle);
    let path = shudu::techniques::solve_path(&start, &CancelToken::new()).unwrap();
    let first = path
        .steps
        .iter()
        .position(|s| s.technique.finder_family() != shudu::techniques::Family::Singles)
        .expect("a step past singles");
    assert_eq!(path.steps[first].explanation, step.explanation);
    harness.get_by_label(&format!("Break-in: {}", step.technique.name()));
    // On the board: the digits the singles placed before it, and its pattern.
    tick(&mut harness, "Show the break-in");
    let overlay = harness.state().session().overlay().expect("the break-in");
    assert!(overlay.replaces_board);
    assert!(!overlay.eliminations.is_empty() || !overlay.placements.is_empty());
    let placed: usize = path.steps[..first].iter().map(|s| s.placements.len()).sum();
    assert_eq!(overlay.values.len(), placed);
    assert!(found(&harness).shows(ComposeView::BreakIn));
    harness.get_by_label(&step.explanation);
    tick(&mut harness, "Show the break-in");
    assert!(harness.state().session().overlay().is_none());
}
