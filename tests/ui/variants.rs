//! Variant games in the window: made from the New game menu on the worker, drawn with their
//! rules, and played with conflicts that follow the rules.

use super::*;
use shudu::board::{Constraints, GroupKind, Variant};

/// Starts a new game of `variant` at `level` from the menus, as a player would.
/// The New game submenu that holds `variant`.
fn group(variant: Variant) -> &'static str {
    if variant.is_clue() {
        "Lines and clues"
    } else {
        "Variants"
    }
}

fn new_variant(harness: &mut Harness<ShuduApp>, variant: Variant, level: &str) {
    click(harness, "New game");
    harness.get_by_label(group(variant)).click();
    harness.run();
    harness.get_by_label(&variant.label()).click();
    harness.run();
    harness
        .get_by_label(&format!("{level} {}", variant.label()))
        .click();
    settle(harness);
    assert_eq!(
        harness.state().game().puzzle().rules().variants(),
        [variant],
        "{}",
        status(harness)
    );
}

/// Types `digit` into the cell at 0-based `index`.
fn enter(harness: &mut Harness<ShuduApp>, index: usize, digit: u8) {
    let cell = harness.state().game().shape().cell_at(index);
    click(harness, &cell_label(cell));
    let key = Key::from_name(&digit.to_string()).expect("a digit key");
    press(harness, key);
    assert_eq!(
        harness.state().game().value(cell).map(Digit::get),
        Some(digit)
    );
}

#[test]
fn a_digit_that_breaks_a_killer_cage_shows_a_conflict() {
    let mut harness = app_with(PUZZLE);
    new_variant(&mut harness, Variant::Killer, "Easy");
    let game = harness.state().game();
    assert_eq!(game.puzzle().given_count(), 0, "a killer gives cages only");
    assert!(
        status(&harness).contains("New Easy Killer game"),
        "{}",
        status(&harness)
    );
    // Graded by the techniques it needs: easy (1.x on SE's scale).
    let rated = harness.state().session().rating().cloned().expect("rated");
    let Rated::Variant { rating, .. } = &rated else {
        panic!("{rated:?}");
    };
    assert_eq!(rated.short(), "Easy · Killer");
    assert!((10..20).contains(&rating.er), "{}", rating.er);
    // A cage of two cells: two digits that add up to anything but its sum break it.
    let cage = game
        .puzzle()
        .rules()
        .cages
        .iter()
        .find(|c| c.cells.len() == 2)
        .cloned()
        .expect("an easy killer has cages of two cells");
    let sum = cage.sum.unwrap_or(0);
    let (a, b) = (usize::from(cage.cells[0]), usize::from(cage.cells[1]));
    let second = if sum == 3 { 3 } else { 2 };
    enter(&mut harness, a, 1);
    assert!(harness.state().game().conflicts().is_empty());
    enter(&mut harness, b, second);
    let shape = harness.state().game().shape();
    assert_eq!(
        harness.state().game().conflicts(),
        [shape.cell_at(a), shape.cell_at(b)]
    );
    // Solve fills the board with the rules' only solution.
    click_and_wait(&mut harness, "Solve");
    let solved = harness.state().game().grid();
    assert!(solved.is_full() && solved.breaks().is_empty());
}

#[test]
fn a_jigsaw_region_is_a_house_for_conflicts_and_highlights() {
    let mut harness = app_with(PUZZLE);
    new_variant(&mut harness, Variant::Jigsaw, "Medium");
    let puzzle = harness.state().game().puzzle().clone();
    let shape = puzzle.shape();
    let constraints = Constraints::new(shape, puzzle.rules());
    // Two empty cells of one region in different rows, columns and boxes.
    let (a, b) = constraints
        .houses()
        .iter()
        .filter(|h| h.kind == GroupKind::Region)
        .find_map(|h| {
            let open = h.cells.iter().map(|&c| usize::from(c));
            let open: Vec<usize> = open.filter(|&c| puzzle.values()[c] == 0).collect();
            open.iter().find_map(|&a| {
                let ca = shape.cell_at(a);
                open.iter()
                    .find(|&&b| !shape.sees(ca, shape.cell_at(b)))
                    .map(|&b| (a, b))
            })
        })
        .expect("a jigsaw region that is not a box");
    // The digit a cell may hold: the first one the solver leaves in it.
    let digit = (1..=9)
        .find(|&d| {
            let mut values = puzzle.values().to_vec();
            values[a] = d;
            puzzle
                .with_values(&values)
                .is_ok_and(|g| g.breaks().is_empty())
        })
        .unwrap();
    enter(&mut harness, a, digit);
    // The region's cell lights up as a peer of the selected cell.
    assert!(
        harness
            .state()
            .game()
            .peers(shape.cell_at(a))
            .contains(&shape.cell_at(b))
    );
    enter(&mut harness, b, digit);
    let conflicts = harness.state().game().conflicts();
    assert!(
        conflicts.contains(&shape.cell_at(a)) && conflicts.contains(&shape.cell_at(b)),
        "{conflicts:?}"
    );
}

/// The cages of HoDoKu's "Example 1" solution in the killer short form: no givens, one
/// solution.
const KILLER_SHORT: &str =
    "FLI<<<O9<^^<<6<^<L^O<<HA<^^A<^>^L<5^^9FH<<^^^P^^E^A<GH^<^^<<B^^I^B<GH^^^^<<>^^8<^";

#[test]
fn a_killer_hint_teaches_a_cage_combination_in_three_presses() {
    let mut harness = app_with(PUZZLE);
    harness.event(Event::Paste(KILLER_SHORT.into()));
    settle(&mut harness);
    let puzzle = harness.state().game().puzzle().clone();
    assert_eq!(
        puzzle.rules().variants(),
        [Variant::Killer],
        "{}",
        status(&harness)
    );
    let before = harness.state().game().grid();
    // First press: the technique and the cage to look at, outlined as one shape.
    press(&mut harness, Key::H);
    let hint = harness.state().session().hint().expect("a hint").clone();
    assert_eq!(hint.title(), "Cage Combination");
    let text = hint_text(&harness);
    assert!(
        text.starts_with("Look for a Cage Combination at row "),
        "{text}"
    );
    let overlay = harness.state().session().overlay().unwrap();
    let [outlined] = overlay.groups.as_slice() else {
        panic!("one cage outlined: {:?}", overlay.groups);
    };
    let shape = puzzle.shape();
    let cage = puzzle
        .rules()
        .cages
        .iter()
        .find(|c| {
            let cells: Vec<_> = c
                .cells
                .iter()
                .map(|&i| shape.cell_at(usize::from(i)))
                .collect();
            cells == *outlined
        })
        .expect("the outline is one of the puzzle's cages")
        .clone();
    assert!(overlay.eliminations.is_empty() && overlay.placements.is_empty());
    // Second press: the sum, the digit sets that make it, and what they rule out.
    click(&mut harness, "Show the pattern");
    let text = hint_text(&harness);
    let sum = cage.sum.expect("a cage with a sum");
    assert!(text.contains(&format!("adds up to {sum}")), "{text}");
    assert!(text.contains("The different digits that make it"), "{text}");
    let overlay = harness.state().session().overlay().unwrap();
    let gone = overlay.eliminations.clone();
    assert!(!gone.is_empty() && gone.iter().all(|(c, _)| outlined.contains(c)));
    assert_eq!(harness.state().game().grid(), before, "nothing applied yet");
    // Third press: applied; the cage's cells keep as notes the digits some set uses.
    press(&mut harness, Key::H);
    assert!(harness.state().session().hint().is_none());
    let game = harness.state().game();
    for (cell, digit) in gone {
        let notes = game.notes(cell);
        assert!(
            !notes.is_empty() && !notes.contains(digit),
            "{cell}: {notes:?}"
        );
    }
}

#[test]
fn new_game_offers_other_sizes_and_a_made_puzzle_names_itself_in_the_discard_question() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "New game");
    for size in ["4x4", "6x6", "12x12", "16x16"] {
        assert!(harness.query_by_label(size).is_some(), "{size} offered");
    }
    harness.get_by_label("4x4").click();
    harness.run();
    // 4x4 puzzles never need more than singles: Easy is all it offers.
    assert!(harness.query_by_label("Medium 4x4").is_none());
    harness.get_by_label("Easy 4x4").click();
    settle(&mut harness);
    assert_eq!(
        harness.state().game().shape().size(),
        4,
        "{}",
        status(&harness)
    );
    assert_eq!(status(&harness), "New Easy 4x4 game.");
    // With a move made, a new jigsaw asks first, and says what takes the game's place.
    let empty = harness.state().game().shape().cells();
    let first = empty
        .into_iter()
        .find(|&c| harness.state().game().value(c).is_none())
        .unwrap();
    click(&mut harness, &cell_label(first));
    press(&mut harness, Key::Num1);
    click(&mut harness, "New game");
    harness.get_by_label("Variants").click();
    harness.run();
    harness.get_by_label("Jigsaw").click();
    harness.run();
    harness.get_by_label("Hard Jigsaw").click();
    settle(&mut harness);
    let question = harness.state().session().question().expect("asks first");
    let detail = question.words().detail;
    assert!(detail.contains("A new Hard Jigsaw game"), "{detail}");
    click(&mut harness, "Keep playing");
    assert_eq!(harness.state().game().shape().size(), 4);
}

#[test]
fn the_new_rules_are_offered_at_every_level_and_a_master_thermometer_is_made() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "New game");
    // The variants stand in two submenus, so that a small window shows the whole menu.
    assert!(harness.query_by_label(&Variant::Whispers.label()).is_none());
    harness.get_by_label("Lines and clues").click();
    harness.run();
    assert!(harness.query_by_label(&Variant::Killer.label()).is_none());
    harness.get_by_label(&Variant::Whispers.label()).click();
    harness.run();
    for level in ["Easy", "Medium", "Hard", "Expert", "Master", "Extreme"] {
        let label = format!("{level} {}", Variant::Whispers.label());
        assert!(harness.query_by_label(&label).is_some(), "{label} offered");
    }
    // The other variants stop at Hard, as before.
    harness.get_by_label("Variants").click();
    harness.run();
    assert!(harness.query_by_label(&Variant::Whispers.label()).is_none());
    harness.get_by_label(&Variant::Killer.label()).click();
    harness.run();
    assert!(harness.query_by_label("Hard Killer").is_some());
    assert!(harness.query_by_label("Expert Killer").is_none());
    let mut harness = app_with(PUZZLE);
    new_variant(&mut harness, Variant::Thermo, "Master");
    let rated = harness.state().session().rating().cloned().expect("rated");
    let Rated::Variant { rating, .. } = &rated else {
        panic!("{rated:?}");
    };
    assert!((65..90).contains(&rating.er), "{}", rating.er);
    assert!(rated.short().starts_with("Master · "), "{}", rated.short());
}
