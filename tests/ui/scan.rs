//! A puzzle from a picture: opened through the dialog or dropped on the window, read on the
//! worker, reviewed beside the picture, corrected and started.

use super::*;
use shudu::board::{Grid, Shape};
use shudu::export::picture::Board;
use shudu::export::png::board_png;
use shudu::game::Mode;
use std::path::Path;

/// HoDoKu's "Example 1" drawn as Shudu's PNG export draws it, in `dir`, with its given 6 at
/// r1c1 left out (as if misread as empty) so that the player has a cell to correct.
fn picture_of_puzzle(dir: &Path) -> PathBuf {
    let mut values: Vec<u8> = PUZZLE
        .bytes()
        .map(|b| b.saturating_sub(b'0') % 10)
        .collect();
    values[0] = 0;
    let grid = Grid::from_values(Shape::NINE, &values).unwrap();
    let path = dir.join("newspaper.png");
    std::fs::write(
        &path,
        board_png(&Board::from_grid(&grid, None, false)).unwrap(),
    )
    .unwrap();
    path
}

/// A dropped file, as the window's integration hands it over.
#[derive(Debug)]
struct Dropped(PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

#[test]
fn a_picture_opened_is_reviewed_corrected_and_started_with_its_givens_locked() {
    let dir = tempfile::tempdir().unwrap();
    let picture = picture_of_puzzle(dir.path());
    let (mut harness, dialogs) = app_with_dialogs(SOLUTION);
    dialogs.answer(Picked::File(picture));
    menu(&mut harness, "Game", "Open... Ctrl+O");
    assert_eq!(
        harness.state().game().mode(),
        Mode::Enter,
        "{}",
        status(&harness)
    );
    let review = harness.state().session().review().cloned().unwrap();
    assert!(review.name.ends_with("newspaper.png"), "{}", review.name);
    let givens = PUZZLE.bytes().filter(|&b| b != b'.').count() - 1;
    let read = format!("Read {givens} givens from");
    assert!(status(&harness).contains(&read), "{}", status(&harness));
    harness.get_by_label("Puzzle from a picture");
    harness.get_by_label("The grid as read from the picture");
    assert_eq!(value(&harness, 1, 1), None);
    assert_eq!(value(&harness, 1, 6), Some(3));
    // The player corrects the board from the picture: r1c1 holds 6.
    click(&mut harness, "row 1, column 1");
    press(&mut harness, Key::Num6);
    click_and_wait(&mut harness, "Start");
    let game = harness.state().game();
    assert_eq!(game.mode(), Mode::Play, "{}", status(&harness));
    assert_eq!(formats::to_line(game.puzzle()), PUZZLE);
    assert!(game.is_given(cell(1, 1)), "the correction is a given");
    assert!(
        harness.state().session().review().is_none(),
        "the review ends"
    );
    assert!(harness.query_by_label("Puzzle from a picture").is_none());
}

#[test]
fn a_picture_dropped_on_the_window_is_read_and_cancel_goes_back_to_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let picture = picture_of_puzzle(dir.path());
    let mut harness = app_with(SOLUTION);
    let before = formats::to_line(harness.state().game().puzzle());
    harness
        .input_mut()
        .dropped_files
        .push(Arc::new(Dropped(picture)));
    harness.step();
    settle(&mut harness);
    assert_eq!(
        harness.state().game().mode(),
        Mode::Enter,
        "{}",
        status(&harness)
    );
    assert!(harness.state().session().review().is_some());
    click(&mut harness, "Cancel");
    assert_eq!(harness.state().game().mode(), Mode::Play);
    assert_eq!(formats::to_line(harness.state().game().puzzle()), before);
    assert!(harness.state().session().review().is_none());
}

#[test]
fn a_file_named_like_a_picture_that_is_not_one_leaves_the_game_and_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let fake = dir.path().join("scan.jpg");
    std::fs::write(&fake, "6....3..7 is text, not a picture").unwrap();
    let (mut harness, dialogs) = app_with_dialogs(SOLUTION);
    let before = formats::to_line(harness.state().game().puzzle());
    dialogs.answer(Picked::File(fake));
    menu(&mut harness, "Game", "Open... Ctrl+O");
    assert_eq!(harness.state().game().mode(), Mode::Play);
    assert_eq!(formats::to_line(harness.state().game().puzzle()), before);
    let error = error_text(&harness);
    assert!(error.contains("scan.jpg: not a picture"), "{error}");
}

#[test]
fn stopping_a_reading_keeps_the_game_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let picture = picture_of_puzzle(dir.path());
    let mut harness = app_with(SOLUTION);
    let before = formats::to_line(harness.state().game().puzzle());
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .command(Command::OpenPath(picture), &ctx);
    assert_eq!(
        harness.state().session().file_busy().as_deref(),
        Some("Reading the picture")
    );
    harness.state_mut().command(Command::CancelFile, &ctx);
    settle(&mut harness);
    // Whenever the reading ended, its answer is no longer waited for.
    for _ in 0..50 {
        harness.step();
        std::thread::sleep(Duration::from_millis(10));
    }
    assert_eq!(status(&harness), "Stopped reading the picture.");
    assert_eq!(harness.state().game().mode(), Mode::Play);
    assert_eq!(formats::to_line(harness.state().game().puzzle()), before);
}
