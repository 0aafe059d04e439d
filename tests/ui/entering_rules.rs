//! Entering a variant puzzle by hand: rules switched on, cells picked with the mouse for cages
//! (with a typed sum) and jigsaw regions, undo, and Start under the rules; and the title,
//! author and rules of an opened f-puzzles file on screen.

use super::*;
use shudu::board::{Cage, Shape, Variant};

/// Puts a blank 9x9 board up for typing and types `puzzle`'s givens into it, cell by cell.
fn enter_givens(harness: &mut Harness<ShuduApp>, puzzle: &str) {
    command(harness, Command::EnterPuzzle(Shape::NINE));
    assert_eq!(harness.state().game().mode(), Mode::Enter);
    for (index, ch) in puzzle.chars().enumerate() {
        if let Some(digit) = ch.to_digit(10).filter(|&d| d > 0) {
            click(
                harness,
                &format!("row {}, column {}", index / 9 + 1, index % 9 + 1),
            );
            press(harness, Key::from_name(&digit.to_string()).unwrap());
        }
    }
}

/// Presses Start and checks that play began under the entered rules.
fn start_play(harness: &mut Harness<ShuduApp>) {
    click_and_wait(harness, "Start");
    assert_eq!(
        harness.state().game().mode(),
        Mode::Play,
        "{}",
        status(harness)
    );
}

/// Types `sum` into the cage's sum field and presses Enter there.
fn type_sum(harness: &mut Harness<ShuduApp>, sum: &str) {
    harness
        .get_by_role_and_label(egui::accesskit::Role::TextInput, "Sum")
        .click();
    harness.run();
    harness
        .get_by_role_and_label(egui::accesskit::Role::TextInput, "Sum")
        .type_text(sum);
    harness.run();
    press(harness, Key::Enter);
}

fn cages(harness: &Harness<ShuduApp>) -> Vec<Cage> {
    harness.state().game().puzzle().rules().cages.clone()
}

#[test]
fn a_cage_made_with_the_mouse_and_a_typed_sum_is_checked_kept_and_played() {
    let mut harness = app_with(PUZZLE);
    enter_givens(&mut harness, PUZZLE);
    // r1c1 holds 6; r1c2 is 8 in the solution.
    drag(&mut harness, &["row 1, column 1", "row 1, column 2"]);
    assert_eq!(harness.state().session().picked(), [cell(1, 1), cell(1, 2)]);
    type_sum(&mut harness, "14");
    assert_eq!(
        cages(&harness),
        [Cage::new([0, 1], Some(14))],
        "{}",
        status(&harness)
    );
    assert_eq!(
        value(&harness, 1, 1),
        Some(6),
        "typing the sum typed no given"
    );
    assert_eq!(value(&harness, 1, 2), None);
    // A cage whose sum the givens break: r5c5 holds 8, more than 7.
    pick_two(&mut harness, "row 5, column 5", "row 5, column 4");
    type_sum(&mut harness, "7");
    assert_eq!(cages(&harness).len(), 2, "{}", status(&harness));
    let conflicts = harness.state().game().conflicts();
    assert!(conflicts.contains(&cell(5, 5)) && conflicts.contains(&cell(5, 4)));
    click(&mut harness, "Start");
    assert!(error_text(&harness).contains("Cannot start"));
    // Cells apart make no cage, and say why.
    pick_two(&mut harness, "row 9, column 1", "row 9, column 3");
    click(&mut harness, "Make cage");
    assert!(error_text(&harness).contains("not in one piece"));
    // Remove cage takes the selected cell's cage; Undo puts it back, Redo takes it again.
    click(&mut harness, "row 5, column 4");
    click(&mut harness, "Remove cage");
    assert_eq!(cages(&harness).len(), 1);
    click(&mut harness, "Undo");
    assert_eq!(cages(&harness).len(), 2);
    click(&mut harness, "Redo");
    assert_eq!(cages(&harness).len(), 1);
    start_play(&mut harness);
    assert_eq!(cages(&harness), [Cage::new([0, 1], Some(14))]);
    // In play the cage holds: 9 beside the 6 breaks its sum of 14.
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num9);
    assert!(harness.state().game().conflicts().contains(&cell(1, 2)));
}

#[test]
fn jigsaw_regions_made_box_by_box_replace_the_boxes_and_switches_set_rules() {
    let mut harness = app_with(PUZZLE);
    enter_givens(&mut harness, PUZZLE);
    let rules = |h: &Harness<ShuduApp>| h.state().game().puzzle().rules().clone();
    click(&mut harness, "X diagonals");
    assert!(rules(&harness).has(Variant::X));
    click(&mut harness, "X diagonals");
    assert!(rules(&harness).is_classic());
    // A region of too few cells is refused.
    drag(&mut harness, &["row 1, column 1", "row 1, column 2"]);
    click(&mut harness, "Make region");
    assert!(error_text(&harness).contains("needs 9"));
    for b in 0..9 {
        let (top, left) = (b / 3 * 3 + 1, b % 3 * 3 + 1);
        // A snake through the box: along its first row, back along the second, on along the
        // third.
        let path: Vec<String> = [0, 1, 2, 5, 4, 3, 6, 7, 8]
            .iter()
            .map(|k| format!("row {}, column {}", top + k / 3, left + k % 3))
            .collect();
        let path: Vec<&str> = path.iter().map(String::as_str).collect();
        drag(&mut harness, &path);
        assert_eq!(harness.state().session().picked().len(), 9);
        click(&mut harness, "Make region");
        let made = harness.state().session().region_pieces().len();
        assert_eq!(made, b + 1, "{}", status(&harness));
        assert_eq!(rules(&harness).regions.is_some(), b == 8);
    }
    click(&mut harness, "Clear regions");
    assert!(rules(&harness).regions.is_none());
    assert!(harness.state().session().region_pieces().is_empty());
    click(&mut harness, "Undo");
    assert!(rules(&harness).regions.is_some());
    assert_eq!(
        value(&harness, 1, 1),
        Some(6),
        "the givens stay through it all"
    );
    start_play(&mut harness);
    assert_eq!(rules(&harness).variants(), [Variant::Jigsaw]);
}

#[test]
fn an_opened_f_puzzles_file_shows_its_title_author_and_rules() {
    let mut harness = app_with(PUZZLE);
    let grid = formats::read_text(PUZZLE, "p").unwrap().grid;
    let ruleset = "Normal sudoku rules apply. This sentence is long enough to need wrapping \
                   in the side panel, which is narrow.";
    let text = formats::PuzzleText {
        title: Some("Knightmare"),
        author: Some("A. Setter"),
        ruleset: Some(ruleset),
    };
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("knightmare.json");
    std::fs::write(&path, formats::to_fpuzzles(&grid, text)).unwrap();
    command(&mut harness, Command::OpenPath(path));
    assert!(
        harness.query_by_label("Knightmare").is_some(),
        "{}",
        status(&harness)
    );
    assert!(harness.query_by_label("by A. Setter").is_some());
    assert!(harness.query_by_label(ruleset).is_none(), "folded at first");
    click(&mut harness, "Rules");
    assert!(harness.query_by_label(ruleset).is_some());
    // Copy as f-puzzles carries them on.
    let copied = copy_from_menu(&mut harness, "Game", "Copy as f-puzzles");
    assert!(
        copied.contains("Knightmare") && copied.contains("A. Setter"),
        "{copied}"
    );
}
