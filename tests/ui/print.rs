//! Print to PDF, Export board as PNG and Copy board as image, through the menus, the Print
//! window and the (answered) Save dialog; the PDF read back with poppler.

use super::*;
use crate::common::read_pdf;
use egui::OutputCommand;

/// Width and height of a PNG file, from its IHDR chunk, once its signature is checked.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "not a PNG");
    assert_eq!(&bytes[12..16], b"IHDR");
    let number = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
    (number(16), number(20))
}

#[test]
fn print_to_pdf_asks_how_then_where_and_writes_the_puzzle_with_its_solution() {
    let dir = tempfile::tempdir().unwrap();
    let (mut harness, dialogs) = app_with_dialogs(PUZZLE);
    menu(&mut harness, "Game", "Print to PDF...");
    click(&mut harness, "Letter");
    click(&mut harness, "Solutions on pages at the end");
    // A name without an extension gets `.pdf`.
    dialogs.answer(Picked::File(dir.path().join("sudoku")));
    click(&mut harness, "Print...");
    assert!(matches!(
        dialogs.shown().last(),
        Some(Dialog::Print { name, .. }) if name == "sudoku.pdf"
    ));
    let path = dir.path().join("sudoku.pdf");
    assert!(
        status(&harness).contains("Printed to"),
        "{}",
        status(&harness)
    );
    assert!(
        harness.query_by_label("Print...").is_none(),
        "the window closed"
    );
    let bytes = std::fs::read(&path).unwrap();
    assert!(bytes.starts_with(b"%PDF-"));
    let Some(pdf) = read_pdf(&path) else {
        return;
    };
    assert_eq!(pdf.pages, 2, "the puzzle, then its solution");
    assert!((pdf.page_size.0 - 612.0).abs() < 0.5, "{:?}", pdf.page_size);
    let grid = formats::read_text(PUZZLE, "p").unwrap().grid;
    let rating = rate::rate(&grid, &RateOptions::default(), &CancelToken::new()).unwrap();
    let caption = format!("{} · SE {}", rating.level(), rate::format_tenths(rating.er));
    assert!(pdf.text.contains(&caption), "{caption} in {}", pdf.text);
    assert!(pdf.text.contains("Solution"), "{}", pdf.text);
}

#[test]
fn every_puzzle_of_an_open_collection_prints_on_its_pages() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("three.txt");
    std::fs::write(&file, format!("{PUZZLE}\n{PUZZLE}\n{PUZZLE}\n")).unwrap();
    let (mut harness, dialogs) = app_with_dialogs(PUZZLE);
    command(&mut harness, Command::OpenPath(file));
    assert_eq!(harness.state().session().collection_size(), Some(3));
    menu(&mut harness, "Game", "Print to PDF...");
    click(&mut harness, "Every puzzle of its file (3)");
    click(&mut harness, "2");
    dialogs.answer(Picked::File(dir.path().join("three.pdf")));
    click(&mut harness, "Print...");
    assert!(matches!(
        dialogs.shown().last(),
        Some(Dialog::Print { name, .. }) if name == "three.pdf"
    ));
    let Some(pdf) = read_pdf(&dir.path().join("three.pdf")) else {
        return;
    };
    assert_eq!(pdf.pages, 2, "three puzzles, two a page");
    for title in ["Puzzle 1", "Puzzle 2", "Puzzle 3"] {
        assert!(pdf.text.contains(title), "{title} in {}", pdf.text);
    }
}

#[test]
fn new_puzzles_of_a_level_print_with_their_level_and_rating() {
    let dir = tempfile::tempdir().unwrap();
    let (mut harness, dialogs) = app_with_dialogs(PUZZLE);
    menu(&mut harness, "Game", "Print to PDF...");
    click(&mut harness, "New puzzles of a level");
    dialogs.answer(Picked::File(dir.path().join("medium.pdf")));
    click(&mut harness, "Print...");
    assert!(
        status(&harness).contains("Printed to"),
        "{}",
        status(&harness)
    );
    let Some(pdf) = read_pdf(&dir.path().join("medium.pdf")) else {
        return;
    };
    // Six Medium puzzles, four a page.
    assert_eq!(pdf.pages, 2);
    assert_eq!(pdf.text.matches("Medium · SE").count(), 6, "{}", pdf.text);
    assert!(pdf.text.contains("Medium 6"), "{}", pdf.text);
}

#[test]
fn a_failed_print_says_so_and_keeps_the_game_and_the_old_file() {
    let dir = tempfile::tempdir().unwrap();
    let (mut harness, dialogs) = app_with_dialogs(PUZZLE);
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num8);
    let missing = dir.path().join("missing").join("out.pdf");
    dialogs.answer(Picked::File(missing.clone()));
    menu(&mut harness, "Game", "Print to PDF...");
    click(&mut harness, "Print...");
    let text = error_text(&harness);
    assert!(text.starts_with("Not printed: "), "{text}");
    assert!(text.contains("missing"), "{text}");
    assert!(!missing.exists());
    assert_eq!(value(&harness, 1, 2), Some(8), "the game is as it was");
    // Closing the window prints nothing.
    menu(&mut harness, "Game", "Print to PDF...");
    click(&mut harness, "Cancel");
    assert!(harness.query_by_label("Print...").is_none());
    assert_eq!(dialogs.shown().len(), 1, "no second dialog");
}

#[test]
fn the_board_exports_as_png_where_the_dialog_says() {
    let dir = tempfile::tempdir().unwrap();
    let (mut harness, dialogs) = app_with_dialogs(PUZZLE);
    click(&mut harness, "row 1, column 2");
    press(&mut harness, Key::Num8);
    dialogs.answer(Picked::File(dir.path().join("board")));
    menu(&mut harness, "Game", "Export board as PNG...");
    assert!(matches!(
        dialogs.shown().last(),
        Some(Dialog::ExportPng { .. })
    ));
    let bytes = std::fs::read(dir.path().join("board.png")).unwrap();
    assert_eq!(png_size(&bytes), (9 * 60 + 24, 9 * 60 + 24));
    assert!(status(&harness).contains("Exported the board to"));
    // A folder that is not there: said, and nothing written.
    let missing = dir.path().join("missing").join("board.png");
    dialogs.answer(Picked::File(missing.clone()));
    menu(&mut harness, "Game", "Export board as PNG without notes...");
    assert!(!missing.exists());
    let text = error_text(&harness);
    assert!(
        text.contains("Not exported") && text.contains("missing"),
        "{text}"
    );
}

#[test]
fn copy_board_as_image_puts_the_picture_on_the_clipboard() {
    let mut harness = app_with(PUZZLE);
    open_menu(&mut harness, "Game", "Copy board as image");
    harness.get_by_label("Copy board as image").click();
    let mut copied = None;
    for _ in 0..4000 {
        harness.step();
        let commands = &harness.output().platform_output.commands;
        copied = commands.iter().find_map(|c| match c {
            OutputCommand::CopyImage(image) => Some(image.size),
            _ => None,
        });
        if copied.is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    assert_eq!(copied, Some([9 * 60 + 24, 9 * 60 + 24]));
    settle(&mut harness);
    assert!(status(&harness).contains("Copied the board as an image"));
}

#[test]
fn printing_this_puzzle_starts_at_one_a_page_and_the_level_is_named_before_its_choice() {
    use egui::accesskit::{Role, Toggled};
    let mut harness = app_with(PUZZLE);
    menu(&mut harness, "Game", "Print to PDF...");
    let one = harness.get_by_role_and_label(Role::RadioButton, "1");
    assert_eq!(one.accesskit_node().toggled(), Some(Toggled::True));
    click(&mut harness, "New puzzles of a level");
    let label = harness.get_by_role_and_label(Role::Label, "Level").rect();
    let choice = harness.get_by_role(Role::ComboBox).rect();
    assert!(label.right() <= choice.left(), "{label:?} then {choice:?}");
}

#[test]
fn paused_the_path_hides_with_the_board() {
    let mut harness = app_with(PUZZLE);
    toggle_path(&mut harness);
    wait_until(&mut harness, |app| app.session().path().is_some());
    // The path's first step, "1. Naked Single: ...", is a button of its own.
    let steps_shown = |h: &Harness<ShuduApp>| {
        h.query_by(|node| node.label().is_some_and(|l| l.starts_with("1. ")))
            .is_some()
    };
    assert!(steps_shown(&harness), "the path shows");
    click(&mut harness, "Pause (P)");
    assert!(!steps_shown(&harness), "the path hides");
}
