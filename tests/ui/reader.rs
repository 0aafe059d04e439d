//! What a screen reader hears: the accessibility tree AccessKit serves (AT-SPI on Linux), read
//! as a screen reader reads it. `.ci/reader-smoke` checks the same with a real AT-SPI client.

use super::*;
use egui::accesskit::{Live, Role};
use egui_kittest::kittest::AccessKitNode;
use std::collections::HashMap;

/// A node's name as AT-SPI gives it (a label's text is its value).
fn name_of(node: &AccessKitNode) -> Option<String> {
    if node.label_comes_from_value() {
        node.value()
    } else {
        node.label()
    }
}

/// A cell as a screen reader reads it when it takes the focus: its name, then its description.
fn heard(harness: &Harness<ShuduApp>, name: &str) -> String {
    let node = harness.get_by_label(name);
    let description = node.accesskit_node().description().unwrap_or_default();
    format!("{name}, {description}")
}

/// The name of the widget with the keyboard focus, if one has it.
fn focused(harness: &Harness<ShuduApp>) -> Option<String> {
    let node = harness.query_by(|node| node.is_focused())?;
    name_of(&node.accesskit_node())
}

/// A screen reader's ear for live regions: it remembers what each said, and hears a live
/// region whenever its text changes or it appears, as AccessKit announces them over AT-SPI.
#[derive(Default)]
struct Ear(HashMap<String, String>);

impl Ear {
    /// What the live regions announced since the last call.
    fn listen(&mut self, harness: &Harness<ShuduApp>) -> Vec<String> {
        let mut heard = Vec::new();
        // A label's runs of text share its liveness, but AT-SPI reads the label as a whole.
        let live =
            harness.query_all_by(|node| node.live() != Live::Off && node.role() != Role::TextRun);
        for node in live {
            let node = node.accesskit_node();
            let text = name_of(&node).unwrap_or_default();
            let id = format!("{:?}", node.id());
            if self.0.get(&id) != Some(&text) {
                heard.push(text.clone());
                self.0.insert(id, text);
            }
        }
        heard
    }
}

#[test]
fn cells_are_named_by_row_and_column_and_read_what_they_hold() {
    let mut harness = app_with(PUZZLE);
    assert_eq!(
        heard(&harness, "row 1, column 1"),
        "row 1, column 1, given 6"
    );
    assert_eq!(heard(&harness, "row 1, column 2"), "row 1, column 2, empty");
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num8);
    assert_eq!(heard(&harness, "row 1, column 2"), "row 1, column 2, 8");
    click(&mut harness, "row 1, column 3");
    press(&mut harness, Key::N);
    for digit in [Key::Num1, Key::Num4, Key::Num7] {
        press(&mut harness, digit);
    }
    assert_eq!(
        heard(&harness, "row 1, column 3"),
        "row 1, column 3, empty, notes 1 4 7"
    );
    press(&mut harness, Key::N);
    press(&mut harness, Key::Num6);
    assert_eq!(
        heard(&harness, "row 1, column 3"),
        "row 1, column 3, 6, conflict"
    );
    assert_eq!(
        heard(&harness, "row 1, column 1"),
        "row 1, column 1, given 6, conflict"
    );
    // The value says the same, for clients that read values.
    let value = harness.get_by_label("row 1, column 3").value();
    assert_eq!(value.as_deref(), Some("6, conflict"));
}

#[test]
fn the_window_and_its_panels_are_named() {
    let harness = app_with(PUZZLE);
    let root = harness.root();
    assert_eq!(root.accesskit_node().label().as_deref(), Some("Shudu"));
    for name in ["Menu bar", "Status", "Controls", "Board"] {
        let pane = harness.get_by_role_and_label(Role::Pane, name);
        assert!(pane.children().count() > 0, "{name} is empty");
    }
    let cell = harness.get_by_label("row 5, column 5");
    let mut board = cell.accesskit_node().parent();
    while let Some(node) = board.filter(|n| n.role() != Role::Pane) {
        board = node.parent();
    }
    let board = board.and_then(|n| n.label());
    assert_eq!(
        board.as_deref(),
        Some("Board"),
        "the cells are on the board"
    );
}

#[test]
fn the_focus_follows_the_selection_and_the_digit_pad_reads_its_counts() {
    let mut harness = app_with(PUZZLE);
    assert_eq!(focused(&harness), None);
    // The first arrow selects r1c1, and the focus goes with it.
    press(&mut harness, Key::ArrowDown);
    assert_eq!(focused(&harness).as_deref(), Some("row 1, column 1"));
    click(&mut harness, "row 1, column 2");
    assert_eq!(focused(&harness).as_deref(), Some("row 1, column 2"));
    press(&mut harness, Key::ArrowRight);
    press(&mut harness, Key::ArrowDown);
    assert_eq!(harness.state().game().selected(), Some(cell(2, 3)));
    assert_eq!(focused(&harness).as_deref(), Some("row 2, column 3"));
    // The arrows stay the board's: egui's own focus moves do not pull the focus away.
    press(&mut harness, Key::ArrowLeft);
    press(&mut harness, Key::ArrowLeft);
    assert_eq!(focused(&harness).as_deref(), Some("row 2, column 1"));
    press(&mut harness, Key::Num2);
    assert_eq!(heard(&harness, "row 2, column 1"), "row 2, column 1, 2");
    // Space is notes mode, not a click on the focused cell.
    press(&mut harness, Key::Space);
    assert!(harness.state().game().notes_mode());
    assert_eq!(focused(&harness).as_deref(), Some("row 2, column 1"));
    // The pad's buttons say how many of each digit are left to place.
    let left = harness.state().game().remaining(Digit::new(2).unwrap());
    let two = harness.get_by(|node| node.label().is_some_and(|l| l.starts_with("2 (")));
    let expected = format!("2 ({left} left)");
    assert_eq!(
        two.accesskit_node().label().as_deref(),
        Some(expected.as_str())
    );
}

#[test]
fn tab_enters_the_board_at_the_selected_cell_and_the_next_tab_leaves_it() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "row 4, column 5");
    press(&mut harness, Key::Tab);
    assert_ne!(focused(&harness).as_deref(), Some("row 4, column 5"));
    assert!(
        !focused(&harness).unwrap_or_default().starts_with("row "),
        "one Tab leaves the board"
    );
    let mut tabs = 0;
    while focused(&harness).as_deref() != Some("row 4, column 5") {
        press(&mut harness, Key::Tab);
        tabs += 1;
        assert!(tabs < 80, "Tab never came back to the board");
    }
    assert_eq!(harness.state().game().selected(), Some(cell(4, 5)));
}

#[test]
fn status_messages_and_each_hint_press_are_announced() {
    let mut harness = app_with(PUZZLE);
    let mut ear = Ear::default();
    ear.listen(&harness);
    command(&mut harness, Command::Hint);
    let first = hint_text(&harness);
    assert_eq!(ear.listen(&harness), std::slice::from_ref(&first));
    command(&mut harness, Command::Hint);
    let second = hint_text(&harness);
    assert_ne!(first, second);
    assert_eq!(ear.listen(&harness), [second]);
    command(&mut harness, Command::Hint);
    let applied = ear.listen(&harness);
    assert_eq!(applied.len(), 1, "{applied:?}");
    assert!(applied[0].starts_with("Applied: "), "{applied:?}");
    assert_eq!(applied[0], status(&harness));
    // Nothing changed, nothing said.
    harness.run();
    assert!(ear.listen(&harness).is_empty());
}

#[test]
fn the_timer_is_announced_only_when_asked_for() {
    let mut harness = app_with(PUZZLE);
    let clock = harness.get_by(|node| {
        let name = name_of(node).unwrap_or_default();
        name.len() == 5 && name.as_bytes().get(2) == Some(&b':')
    });
    assert_eq!(
        clock.accesskit_node().live(),
        Live::Off,
        "the clock ticks quietly"
    );
    let mut ear = Ear::default();
    ear.listen(&harness);
    press(&mut harness, Key::T);
    let said = ear.listen(&harness);
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(said[0].starts_with("Time played: "), "{said:?}");
    assert!(
        said[0].ends_with("second.")
            || said[0].ends_with("seconds.")
            || said[0].ends_with("no time."),
        "{said:?}"
    );
}
