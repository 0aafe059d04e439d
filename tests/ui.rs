//! The window driven as a player drives it: clicks on cells and buttons, key presses, pasted
//! text, real files in a temporary folder, file dialogs answered where the desktop's would be
//! shown, and the worker's answers arriving frame by frame.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use egui::{Event, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use shudu::board::{Cell, Digit};
use shudu::formats;
use shudu::game::{Mode, Outcome, Source};
use shudu::generator::{self, GenerateError, Generated, Request, Symmetry};
use shudu::rate::Level;
use shudu::rate::{self, RateOptions};
use shudu::session::{Command, Kept, PER_LEVEL, Pool, Rated, ThemeChoice};
use shudu::solver::{self, CancelToken, Verdict};
use shudu::ui::ShuduApp;
use shudu::worker::{Dialog, Hooks, Job, Picked, run_engine};
use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, mpsc};
use std::time::Duration;

/// HoDoKu's "Example 1", and its solution.
const PUZZLE: &str =
    "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5";
const SOLUTION: &str =
    "681953427793142568254867391547296813162385749938714652875421936316579284429638175";

/// File dialogs answered as a player would: each dialog takes the next queued answer (or is
/// cancelled when none is queued), and every dialog shown is recorded.
#[derive(Default)]
struct Dialogs {
    answers: Mutex<VecDeque<Picked>>,
    shown: Mutex<Vec<Dialog>>,
}

impl Dialogs {
    fn answer(&self, picked: Picked) {
        self.answers.lock().unwrap().push_back(picked);
    }

    fn shown(&self) -> Vec<Dialog> {
        self.shown.lock().unwrap().clone()
    }

    fn hooks(self: &Arc<Self>) -> Hooks {
        let dialogs = Arc::clone(self);
        Hooks {
            picker: Arc::new(move |dialog| {
                dialogs.shown.lock().unwrap().push(dialog);
                let next = dialogs.answers.lock().unwrap().pop_front();
                next.unwrap_or(Picked::Cancelled)
            }),
            ..quiet()
        }
    }
}

/// The real dialogs and engine, and a generator that holds every job until it is cancelled:
/// the pool stays as it is (empty, unless a test kept one), so its puzzles arriving cannot
/// change a test that is about something else. The pool's own tests use the real generator.
fn quiet() -> Hooks {
    Hooks {
        generator: Arc::new(|_, cancel| {
            while !cancel.is_cancelled() {
                std::thread::sleep(Duration::from_millis(5));
            }
            Err(GenerateError::Cancelled)
        }),
        ..Hooks::default()
    }
}

fn app_with_hooks(puzzle: &str, hooks: Hooks) -> Harness<'static, ShuduApp> {
    let mut harness = Harness::builder()
        .with_size([1000.0, 760.0])
        .build_eframe(move |cc| ShuduApp::with_hooks(cc, None, hooks));
    harness.event(Event::Paste(puzzle.into()));
    settle(&mut harness);
    assert_eq!(
        formats::to_line(harness.state().game().puzzle()),
        puzzle.replace('0', ".")
    );
    harness
}

fn app_with(puzzle: &str) -> Harness<'static, ShuduApp> {
    app_with_hooks(puzzle, quiet())
}

fn app_with_dialogs(puzzle: &str) -> (Harness<'static, ShuduApp>, Arc<Dialogs>) {
    let dialogs = Arc::new(Dialogs::default());
    (app_with_hooks(puzzle, dialogs.hooks()), dialogs)
}

fn cell(row: usize, col: usize) -> Cell {
    Cell::new(row - 1, col - 1)
}

fn value(harness: &Harness<ShuduApp>, row: usize, col: usize) -> Option<u8> {
    harness.state().game().value(cell(row, col)).map(Digit::get)
}

// Every helper that acts settles afterwards: a click or key may start a job (Ctrl+S saves on
// the worker), and the busy row repaints until the job answers, so a bare `run` would race it.
fn click(harness: &mut Harness<ShuduApp>, label: &str) {
    harness.get_by_label(label).click();
    settle(harness);
}

fn press(harness: &mut Harness<ShuduApp>, key: Key) {
    harness.key_press(key);
    settle(harness);
}

fn press_with(harness: &mut Harness<ShuduApp>, modifiers: Modifiers, key: Key) {
    harness.key_press_modifiers(modifiers, key);
    settle(harness);
}

fn command(harness: &mut Harness<ShuduApp>, command: Command) {
    let ctx = harness.ctx.clone();
    harness.state_mut().command(command, &ctx);
    settle(harness);
}

/// Runs frames until every job has answered and been applied (the busy row repaints all the
/// while, so `run` alone would not settle).
fn settle(harness: &mut Harness<ShuduApp>) {
    for _ in 0..4000 {
        harness.step();
        if !harness.state().session().is_busy() {
            break;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(
        !harness.state().session().is_busy(),
        "the worker never answered"
    );
    harness.run();
}

/// Clicks a button that starts a job, then waits for the answer.
fn click_and_wait(harness: &mut Harness<ShuduApp>, label: &str) {
    harness.get_by_label(label).click();
    settle(harness);
}

/// Opens a menu of the menu bar and clicks one of its items.
fn menu(harness: &mut Harness<ShuduApp>, menu: &str, item: &str) {
    click(harness, menu);
    harness.get_by_label(item).click();
    settle(harness);
}

/// Clicks the digit pad's button for `digit` (labelled with its count, "4 (3 left)").
fn pad(harness: &mut Harness<ShuduApp>, digit: u8) {
    let start = format!("{digit} (");
    harness
        .get_by(|node| node.label().is_some_and(|l| l.starts_with(&start)))
        .click();
    harness.run();
}

/// The status bar's message, which must be an error.
fn error_text(harness: &Harness<ShuduApp>) -> String {
    let message = harness
        .state()
        .status()
        .cloned()
        .expect("a message in the status bar");
    assert!(message.error, "not an error: {:?}", message.text);
    message.text
}

fn status(harness: &Harness<ShuduApp>) -> String {
    harness
        .state()
        .status()
        .map(|s| s.text.clone())
        .unwrap_or_default()
}

fn notes(harness: &Harness<ShuduApp>, row: usize, col: usize) -> Vec<u8> {
    let notes = harness.state().game().notes(cell(row, col));
    notes.iter().map(Digit::get).collect()
}

#[test]
fn clicking_a_cell_and_typing_a_digit_places_an_entry() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "r1c2");
    assert_eq!(harness.state().game().selected(), Some(cell(1, 2)));
    press(&mut harness, Key::Num8);
    assert_eq!(value(&harness, 1, 2), Some(8));
    assert_eq!(
        harness.state().game().source(cell(1, 2)),
        Some(Source::Player)
    );
    press(&mut harness, Key::Delete);
    assert_eq!(value(&harness, 1, 2), None);
}

#[test]
fn givens_are_locked() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "r1c1");
    press(&mut harness, Key::Num5);
    press(&mut harness, Key::Backspace);
    assert_eq!(value(&harness, 1, 1), Some(6));
    assert!(harness.state().game().is_given(cell(1, 1)));
}

#[test]
fn arrow_keys_move_the_selection_and_the_pad_enters_digits() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "r1c1");
    press(&mut harness, Key::ArrowRight);
    press(&mut harness, Key::ArrowDown);
    press(&mut harness, Key::ArrowUp);
    assert_eq!(harness.state().game().selected(), Some(cell(1, 2)));
    pad(&mut harness, 4);
    assert_eq!(value(&harness, 1, 2), Some(4));
}

#[test]
fn conflicts_are_found_and_shown_on_both_cells() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num6);
    let conflicts = harness.state().game().conflicts();
    assert!(conflicts.contains(&cell(1, 1)) && conflicts.contains(&cell(1, 2)));
}

#[test]
fn notes_mode_by_key_and_button_writes_pencil_marks_and_undo_takes_them_back() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "r1c2");
    press(&mut harness, Key::N);
    assert!(harness.state().game().notes_mode());
    press(&mut harness, Key::Num2);
    press(&mut harness, Key::Num8);
    assert_eq!(notes(&harness, 1, 2), [2, 8]);
    assert_eq!(value(&harness, 1, 2), None);
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    assert_eq!(notes(&harness, 1, 2), [2]);
    click(&mut harness, "Notes (N)");
    assert!(!harness.state().game().notes_mode());
}

#[test]
fn placing_a_digit_clears_it_from_peer_notes_and_fill_candidates_fills_every_empty_cell() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "Fill candidates");
    let game = harness.state().game();
    assert!(game.notes(cell(1, 2)).contains(Digit::new(8).unwrap()));
    assert!(game.notes(cell(1, 3)).contains(Digit::new(8).unwrap()));
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num8);
    assert!(
        !harness
            .state()
            .game()
            .notes(cell(1, 3))
            .contains(Digit::new(8).unwrap())
    );
    click(&mut harness, "Undo");
    assert!(
        harness
            .state()
            .game()
            .notes(cell(1, 3))
            .contains(Digit::new(8).unwrap())
    );
    click(&mut harness, "Clear notes");
    assert!(harness.state().game().notes(cell(1, 3)).is_empty());
}

#[test]
fn undo_and_redo_by_keys_and_buttons() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num8);
    press(&mut harness, Key::Num9);
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    assert_eq!(value(&harness, 1, 2), Some(8));
    click(&mut harness, "Undo");
    assert_eq!(value(&harness, 1, 2), None);
    press_with(&mut harness, Modifiers::COMMAND, Key::Y);
    assert_eq!(value(&harness, 1, 2), Some(8));
    press_with(&mut harness, Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    assert_eq!(value(&harness, 1, 2), Some(9));
    click(&mut harness, "Undo");
    click(&mut harness, "Redo");
    assert_eq!(value(&harness, 1, 2), Some(9));
}

#[test]
fn solve_runs_on_the_worker_fills_the_solution_and_undo_takes_it_back() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num9);
    click_and_wait(&mut harness, "Solve");
    let game = harness.state().game();
    assert_eq!(formats::to_line(&game.grid()), SOLUTION);
    assert_eq!(game.source(cell(1, 2)), Some(Source::Solver));
    assert!(game.is_solved());
    assert!(
        status(&harness).contains("Solved by the engine"),
        "{}",
        status(&harness)
    );
    click(&mut harness, "Undo");
    assert_eq!(value(&harness, 1, 2), Some(9));
}

#[test]
fn solve_on_a_puzzle_with_several_solutions_outlines_where_they_differ() {
    let several = PUZZLE
        .replacen('6', ".", 1)
        .replacen('3', ".", 1)
        .replacen('7', ".", 1);
    let mut harness = app_with(&several);
    click_and_wait(&mut harness, "Solve");
    assert!(!harness.state().session().differ().is_empty());
    assert!(
        status(&harness).contains("several solutions"),
        "{}",
        status(&harness)
    );
    assert_eq!(value(&harness, 1, 2), None, "nothing is filled");
}

#[test]
fn check_marks_wrong_entries_and_counts_them() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num8);
    click(&mut harness, "r1c3");
    press(&mut harness, Key::Num2);
    click_and_wait(&mut harness, "Check");
    assert_eq!(harness.state().game().wrong_cells(), [cell(1, 3)]);
    assert!(
        status(&harness).starts_with("1 entry disagrees"),
        "{}",
        status(&harness)
    );
}

#[test]
fn the_last_digit_brings_the_solved_moment() {
    let almost = format!(".{}", &SOLUTION[1..]);
    let mut harness = app_with(&almost);
    click(&mut harness, "r1c1");
    press(&mut harness, Key::Num6);
    assert!(harness.state().game().is_solved());
    assert!(
        status(&harness).starts_with("Solved in"),
        "{}",
        status(&harness)
    );
    assert!(harness.query_by_label("Solved!").is_some());
}

#[test]
fn pause_hides_the_board_and_stops_input() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "r1c2");
    click(&mut harness, "Pause (P)");
    assert!(harness.state().game().is_paused());
    press(&mut harness, Key::Num8);
    click(&mut harness, "r1c3");
    assert_eq!(
        value(&harness, 1, 2),
        None,
        "typing on the hidden board does nothing"
    );
    assert_eq!(harness.state().game().selected(), Some(cell(1, 2)));
    press(&mut harness, Key::P);
    assert!(!harness.state().game().is_paused());
}

#[test]
fn pasting_bad_text_says_why_and_keeps_the_game() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num8);
    harness.event(Event::Paste("this is no sudoku".into()));
    harness.run();
    assert_eq!(value(&harness, 1, 2), Some(8));
    let text = error_text(&harness);
    assert!(text.contains("the pasted text, line 1"), "{text}");
}

#[test]
fn copy_puts_the_puzzle_line_on_the_clipboard() {
    let mut harness = app_with(PUZZLE);
    harness.event(Event::Copy);
    harness.step();
    let copied = harness
        .output()
        .platform_output
        .commands
        .iter()
        .any(|c| matches!(c, egui::OutputCommand::CopyText(text) if text == PUZZLE));
    assert!(copied, "{:?}", harness.output().platform_output.commands);
}

/// Clicks a menu item that copies, and returns the text put on the clipboard.
fn copy_from_menu(harness: &mut Harness<ShuduApp>, menu: &str, item: &str) -> String {
    click(harness, menu);
    harness.get_by_label(item).click();
    for _ in 0..4 {
        harness.step();
        let commands = &harness.output().platform_output.commands;
        let text = commands.iter().find_map(|c| match c {
            egui::OutputCommand::CopyText(text) => Some(text.clone()),
            _ => None,
        });
        if let Some(text) = text {
            return text;
        }
    }
    panic!("{item} copied nothing")
}

#[test]
fn a_library_line_opens_with_its_placed_digits_and_notes_and_copies_back_the_same() {
    // PUZZLE with r1c2=8 placed (`+8`), 9 struck from r1c3, 2 and 5 from r1c4.
    let line = ":0000:x:6+8...3..7....4..6..54867..........1.162.8.749.3..........42193..1\
                ..7....4..6....5:913 214 514::";
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("position.txt");
    std::fs::write(&file, format!("{line}\n")).unwrap();
    let (mut harness, dialogs) = app_with_dialogs(SOLUTION);
    dialogs.answer(Picked::File(file));
    menu(&mut harness, "Game", "Open... Ctrl+O");
    let game = harness.state().game();
    assert_eq!(
        formats::to_line(game.puzzle()),
        PUZZLE,
        "the + digit is no given"
    );
    assert_eq!(value(&harness, 1, 2), Some(8));
    assert_eq!(game.source(cell(1, 2)), Some(Source::Player));
    assert_eq!(notes(&harness, 1, 3), [1]);
    assert_eq!(notes(&harness, 1, 4), [1, 9]);
    assert!(notes(&harness, 9, 9).is_empty(), "a given has no notes");

    let copied = copy_from_menu(&mut harness, "Game", "Copy with candidates");
    assert_eq!(copied, line);

    let grid = copy_from_menu(&mut harness, "Game", "Copy pencil-mark grid");
    assert!(grid.lines().count() >= 9, "{grid}");
    let (mut other, _) = app_with_dialogs(SOLUTION);
    other.event(Event::Paste(grid.clone()));
    settle(&mut other);
    assert_eq!(notes(&other, 1, 4), [1, 9], "{grid}");
    // A lone candidate that a peer also lists is a candidate still, not a digit.
    assert_eq!(notes(&other, 1, 3), [1], "{grid}");
    assert_eq!(value(&other, 1, 3), None, "{grid}");
    assert_eq!(value(&other, 1, 2), Some(8), "{grid}");
}

#[test]
fn save_as_and_open_through_the_dialogs_round_trip_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let (mut harness, dialogs) = app_with_dialogs(PUZZLE);
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num8);
    // The player types a name without an extension; the game adds `.ron`.
    dialogs.answer(Picked::File(dir.path().join("game")));
    menu(&mut harness, "Game", "Save as... Ctrl+Shift+S");
    let path = dir.path().join("game.ron");
    assert_eq!(harness.state().session().save_path(), Some(path.as_path()));
    assert!(matches!(&dialogs.shown()[0], Dialog::Save { name, .. } if name == "game.ron"));
    click(&mut harness, "r1c3");
    press(&mut harness, Key::Num1);
    press_with(&mut harness, Modifiers::COMMAND, Key::S);
    settle(&mut harness);
    assert_eq!(
        dialogs.shown().len(),
        1,
        "Save writes to the game's file without asking"
    );
    menu(&mut harness, "New game", "New Easy game Ctrl+1");
    assert_ne!(formats::to_line(harness.state().game().puzzle()), PUZZLE);
    dialogs.answer(Picked::File(path.clone()));
    press_with(&mut harness, Modifiers::COMMAND, Key::O);
    settle(&mut harness);
    assert_eq!(value(&harness, 1, 2), Some(8));
    assert_eq!(value(&harness, 1, 3), Some(1));
    assert!(harness.state().game().can_undo(), "history is saved too");
    assert!(
        status(&harness).contains("Opened the saved game"),
        "{}",
        status(&harness)
    );
}

#[test]
fn cancelling_a_dialog_is_no_error_and_changes_nothing() {
    let (mut harness, dialogs) = app_with_dialogs(PUZZLE);
    menu(&mut harness, "Game", "Open... Ctrl+O");
    assert_eq!(dialogs.shown().len(), 1);
    assert!(harness.state().status().is_none_or(|s| !s.error));
    assert_eq!(formats::to_line(harness.state().game().puzzle()), PUZZLE);
    dialogs.answer(Picked::NoDialog);
    menu(&mut harness, "Game", "Open... Ctrl+O");
    let text = error_text(&harness);
    assert!(text.contains("zenity"), "{text}");
}

#[test]
fn opening_puzzle_files_of_other_formats() {
    let dir = tempfile::tempdir().unwrap();
    let sdk = dir.path().join("puzzle.sdk");
    let rows: Vec<&str> = PUZZLE
        .as_bytes()
        .chunks(9)
        .map(|r| std::str::from_utf8(r).unwrap())
        .collect();
    std::fs::write(&sdk, format!("#AHoDoKu\n#LHard\n{}\n", rows.join("\n"))).unwrap();
    let mut harness = app_with(SOLUTION);
    command(&mut harness, Command::OpenPath(sdk));
    assert_eq!(formats::to_line(harness.state().game().puzzle()), PUZZLE);
    assert_eq!(
        harness.state().session().save_path(),
        None,
        "a puzzle file is not a save"
    );
}

#[test]
fn a_bad_file_shows_a_message_naming_it_and_keeps_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("broken.sdk");
    std::fs::write(&bad, "6....3..7\n....4..6.\n.54867x..\n").unwrap();
    let newer = dir.path().join("newer.ron");
    std::fs::write(&newer, "(version: 99, game: ())").unwrap();
    // A save whose givens clash, and one whose clock is absurd.
    let clash = dir.path().join("clash.ron");
    let mut values = formats::read_text(PUZZLE, "p")
        .unwrap()
        .grid
        .values()
        .to_vec();
    values[1] = 6;
    let clashing = shudu::board::Grid::from_values(shudu::board::Shape::NINE, &values).unwrap();
    let clashing = formats::save::to_ron(&shudu::game::Game::new(clashing)).unwrap();
    std::fs::write(&clash, clashing).unwrap();
    let game = formats::save::to_ron(&shudu::game::Game::new(
        formats::read_text(PUZZLE, "p").unwrap().grid,
    ))
    .unwrap();
    let timer = dir.path().join("timer.ron");
    let absurd = format!("played: (secs: {}, nanos: 0)", u64::MAX);
    let timed = regex_free_replace(&game, "played: (secs: ", ")", &absurd);
    std::fs::write(&timer, timed).unwrap();
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num8);
    let expect = [
        (bad, "line 3"),
        (newer, "newer Shudu"),
        (dir.path().join("missing.txt"), "cannot read"),
        (clash, "r1c1 and r1c2 both hold 6"),
        (timer, "timer"),
    ];
    for (path, words) in expect {
        command(&mut harness, Command::OpenPath(path.clone()));
        let text = error_text(&harness);
        assert!(text.contains(&path.display().to_string()), "{text}");
        assert!(text.contains(words), "{words}: {text}");
        assert_eq!(value(&harness, 1, 2), Some(8), "the game on screen stays");
        assert!(
            harness.query_by_label("Discard").is_none(),
            "nothing to confirm"
        );
    }
}

/// `text` with the part from `start` up to the next `end` replaced by `with`.
fn regex_free_replace(text: &str, start: &str, end: &str, with: &str) -> String {
    let from = text.find(start).unwrap();
    let to = from + text[from..].find(end).unwrap() + end.len();
    format!("{}{with}{}", &text[..from], &text[to..])
}

#[test]
fn endless_and_huge_files_are_refused_at_once_and_the_window_stays_responsive() {
    let dir = tempfile::tempdir().unwrap();
    let huge = dir.path().join("huge.txt");
    // A 2 GB file that takes no space: the reader must stop after its limit.
    std::fs::File::create(&huge)
        .unwrap()
        .set_len(2 << 30)
        .unwrap();
    let fifo = dir.path().join("pipe");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    let mut paths = vec![
        (PathBuf::from("/dev/zero"), "not a regular file"),
        (huge, "larger than"),
    ];
    if made.is_ok_and(|s| s.success()) {
        paths.push((fifo, "not a regular file"));
    }
    let mut harness = app_with(PUZZLE);
    for (path, words) in paths {
        let started = std::time::Instant::now();
        command(&mut harness, Command::OpenPath(path.clone()));
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "{}",
            path.display()
        );
        assert!(status(&harness).contains(words), "{}", status(&harness));
        assert_eq!(formats::to_line(harness.state().game().puzzle()), PUZZLE);
    }
}

#[test]
fn a_failed_save_says_so_and_leaves_the_old_file_alone() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.ron");
    let (mut harness, dialogs) = app_with_dialogs(PUZZLE);
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num8);
    dialogs.answer(Picked::File(path.clone()));
    press_with(&mut harness, Modifiers::COMMAND | Modifiers::SHIFT, Key::S);
    settle(&mut harness);
    let before = std::fs::read(&path).unwrap();
    // A folder where the temporary file goes makes the next write fail midway.
    let temp = dir
        .path()
        .join(format!(".game.ron.{}.tmp", std::process::id()));
    std::fs::create_dir(&temp).unwrap();
    click(&mut harness, "r1c3");
    press(&mut harness, Key::Num1);
    press_with(&mut harness, Modifiers::COMMAND, Key::S);
    settle(&mut harness);
    let text = error_text(&harness);
    assert!(text.starts_with("Not saved"), "{text}");
    assert_eq!(
        std::fs::read(&path).unwrap(),
        before,
        "the old save is untouched"
    );
    assert_eq!(value(&harness, 1, 3), Some(1), "the game on screen stays");
}

#[test]
fn entering_a_puzzle_then_start_checks_it_with_the_engine() {
    let mut harness = app_with(PUZZLE);
    harness.get_by_label("Game").click();
    harness.run();
    harness.get_by_label("Enter a puzzle").hover();
    harness.run();
    click(&mut harness, "9x9");
    assert_eq!(harness.state().game().mode(), Mode::Enter);
    // Type the first row of a puzzle with a clash: 5 twice.
    click(&mut harness, "r1c1");
    press(&mut harness, Key::Num5);
    click(&mut harness, "r1c9");
    press(&mut harness, Key::Num5);
    click(&mut harness, "Start");
    assert!(
        status(&harness).contains("r1c1 and r1c9 both hold 5"),
        "{}",
        status(&harness)
    );
    // Too few givens: several solutions, and the player is asked.
    press(&mut harness, Key::Delete);
    click_and_wait(&mut harness, "Start");
    assert!(!harness.state().session().differ().is_empty());
    click(&mut harness, "Play it anyway");
    assert_eq!(harness.state().game().mode(), Mode::Play);
    assert!(harness.state().game().is_given(cell(1, 1)));
}

#[test]
fn the_several_solutions_question_leaves_the_outlines_in_view_and_escape_keeps_editing() {
    let mut harness = app_with(PUZZLE);
    command(
        &mut harness,
        Command::EnterPuzzle(shudu::board::Shape::NINE),
    );
    click(&mut harness, "r1c1");
    press(&mut harness, Key::Num5);
    click_and_wait(&mut harness, "Start");
    let outlined = harness.state().session().differ().to_vec();
    assert!(!outlined.is_empty());
    let question = harness.get_by_label("Play it anyway").rect();
    let board = harness
        .get_by_label("r1c1")
        .rect()
        .union(harness.get_by_label("r9c9").rect());
    assert!(
        !board.intersects(question),
        "the question sits beside the board"
    );
    press(&mut harness, Key::Escape);
    assert!(harness.query_by_label("Play it anyway").is_none());
    assert_eq!(harness.state().game().mode(), Mode::Enter, "still entering");
    assert_eq!(
        harness.state().session().differ(),
        outlined,
        "outlines stay"
    );
    // A new given changes the puzzle: the outlines no longer hold.
    click(&mut harness, "r9c9");
    press(&mut harness, Key::Num3);
    assert!(harness.state().session().differ().is_empty());
}

#[test]
fn shortcuts_start_new_games_check_and_solve_and_f1_lists_every_key() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num9);
    press_with(&mut harness, Modifiers::COMMAND, Key::K);
    assert!(
        status(&harness).contains("1 entry disagrees"),
        "{}",
        status(&harness)
    );
    press_with(&mut harness, Modifiers::COMMAND, Key::Num4);
    click(&mut harness, "Discard");
    assert!(status(&harness).contains("Expert"), "{}", status(&harness));
    press_with(
        &mut harness,
        Modifiers::COMMAND | Modifiers::SHIFT,
        Key::Enter,
    );
    assert_eq!(harness.state().game().outcome(), Outcome::SolvedByEngine);
    // The Keyboard window opens with F1 and names the shortcuts the keys just used.
    assert!(harness.query_by_label("Keyboard").is_none());
    press(&mut harness, Key::F1);
    for row in [
        "Ctrl+K",
        "Ctrl+4",
        "Ctrl+Shift+Enter",
        "N or Space",
        "F1 or ?",
    ] {
        assert!(harness.query_by_label(row).is_some(), "{row} is listed");
    }
    press(&mut harness, Key::F1);
    assert!(
        harness.query_by_label("Ctrl+K").is_none(),
        "F1 closes it again"
    );
}

#[test]
fn sixteen_by_sixteen_takes_two_digit_entries_and_letters() {
    let mut cells = vec!["."; 256];
    cells[0] = "16";
    let mut harness = app_with(&cells.join(" "));
    assert_eq!(harness.state().game().shape().size(), 16);
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num1);
    press(&mut harness, Key::Num2);
    assert_eq!(value(&harness, 1, 2), Some(12));
    command(&mut harness, Command::SetLetters(true));
    click(&mut harness, "r1c3");
    press(&mut harness, Key::C);
    assert_eq!(value(&harness, 1, 3), Some(12));
    assert!(harness.state().game().conflicts().contains(&cell(1, 3)));
}

#[test]
fn big_boards_show_the_selected_cells_notes_enlarged_and_a_click_toggles_one() {
    let mut cells = vec!["."; 256];
    cells[0] = "16";
    let mut harness = app_with(&cells.join(" "));
    click(&mut harness, "r2c2");
    click(&mut harness, "Fill candidates");
    assert!(harness.query_by_label("Notes in r2c2").is_some());
    assert!(
        harness.query_by_label("note 16 off").is_some(),
        "16 is r1c1's"
    );
    click(&mut harness, "note 5 on");
    let five = Digit::new(5).unwrap();
    assert!(!harness.state().game().notes(cell(2, 2)).contains(five));
    click(&mut harness, "note 5 off");
    assert!(harness.state().game().notes(cell(2, 2)).contains(five));
    // 9x9 marks are readable in the cell: no enlarged copy.
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "r1c2");
    click(&mut harness, "Fill candidates");
    assert!(harness.query_by_label("Notes in r1c2").is_none());
}

/// eframe's persistence, kept in memory: what `App::save` writes when the window closes.
#[derive(Default)]
struct MemoryStorage(std::collections::HashMap<String, String>);

impl eframe::Storage for MemoryStorage {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_string(), value);
    }
    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn flush(&mut self) {}
}

#[test]
fn closing_and_reopening_the_window_keeps_the_game_and_settings() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num8);
    press(&mut harness, Key::N);
    command(&mut harness, Command::SetLetters(true));
    command(&mut harness, Command::SetTheme(ThemeChoice::Light));
    let mut storage = MemoryStorage::default();
    eframe::App::save(harness.state_mut(), &mut storage);
    drop(harness);

    let reopened = reopen(storage);
    assert!(reopened.state().settings().letters, "the setting survives");
    assert_eq!(reopened.state().settings().theme, ThemeChoice::Light);
    let game = reopened.state().game();
    assert_eq!(formats::to_line(game.puzzle()), PUZZLE);
    assert_eq!(game.value(cell(1, 2)).map(Digit::get), Some(8));
    assert!(game.notes_mode());
    assert!(game.can_undo(), "the history survives too");
}

#[test]
fn a_damaged_kept_game_is_replaced_by_a_new_one_with_a_message() {
    let mut storage = MemoryStorage::default();
    eframe::Storage::set_string(
        &mut storage,
        "shudu",
        "(current: Some((nonsense: 1)))".into(),
    );
    let storage: &'static MemoryStorage = Box::leak(Box::new(storage));
    let harness = Harness::builder().build_eframe(|cc| {
        cc.storage = Some(storage);
        ShuduApp::with_hooks(cc, None, quiet())
    });
    assert_eq!(harness.state().game().mode(), Mode::Play);
    assert_eq!(harness.state().game().shape().size(), 9);
    let text = error_text(&harness);
    assert!(
        text.starts_with("The last game could not be restored"),
        "{text}"
    );
}

#[test]
fn new_game_open_paste_and_start_ask_before_discarding_unsaved_moves() {
    let dir = tempfile::tempdir().unwrap();
    let other = dir.path().join("other.txt");
    std::fs::write(&other, SOLUTION.replacen('6', ".", 1)).unwrap();
    let (mut harness, dialogs) = app_with_dialogs(PUZZLE);
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num8);
    // New game: asked; "Keep playing" keeps the game.
    menu(&mut harness, "New game", "New Hard game Ctrl+3");
    assert!(harness.query_by_label("Discard").is_some());
    click(&mut harness, "Keep playing");
    assert_eq!(value(&harness, 1, 2), Some(8));
    // Open: asked once the file proved good.
    dialogs.answer(Picked::File(other.clone()));
    press_with(&mut harness, Modifiers::COMMAND, Key::O);
    settle(&mut harness);
    assert!(harness.query_by_label("Discard").is_some());
    click(&mut harness, "Keep playing");
    assert_eq!(value(&harness, 1, 2), Some(8));
    // Paste: asked too.
    harness.event(Event::Paste(SOLUTION.replacen('6', ".", 1)));
    harness.run();
    click(&mut harness, "Keep playing");
    assert_eq!(value(&harness, 1, 2), Some(8));
    // Start after entering a puzzle: the game put aside is at stake.
    menu(&mut harness, "Game", "Enter a puzzle");
    click(&mut harness, "9x9");
    click(&mut harness, "r1c1");
    press(&mut harness, Key::Num5);
    click_and_wait(&mut harness, "Start");
    click(&mut harness, "Play it anyway");
    assert!(harness.query_by_label("Discard").is_some());
    click(&mut harness, "Discard");
    assert_eq!(harness.state().game().mode(), Mode::Play);
    assert!(harness.state().game().is_given(cell(1, 1)));
    // A game without moves goes without a question.
    menu(&mut harness, "New game", "New Medium game Ctrl+2");
    assert!(harness.query_by_label("Discard").is_none());
    assert!(
        status(&harness).contains("New Medium game"),
        "{}",
        status(&harness)
    );
}

#[test]
fn discard_replaces_the_game_and_a_saved_game_goes_without_a_question() {
    let dir = tempfile::tempdir().unwrap();
    let (mut harness, dialogs) = app_with_dialogs(PUZZLE);
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num8);
    menu(&mut harness, "New game", "New Easy game Ctrl+1");
    click(&mut harness, "Discard");
    assert_ne!(formats::to_line(harness.state().game().puzzle()), PUZZLE);
    assert_eq!(harness.state().session().save_path(), None);
    click(&mut harness, "r1c1");
    harness.event(Event::Paste(PUZZLE.into()));
    harness.run();
    assert_eq!(
        formats::to_line(harness.state().game().puzzle()),
        PUZZLE,
        "no moves, no question"
    );
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num8);
    dialogs.answer(Picked::File(dir.path().join("kept.ron")));
    press_with(&mut harness, Modifiers::COMMAND, Key::S);
    settle(&mut harness);
    menu(&mut harness, "New game", "New Easy game Ctrl+1");
    assert!(
        harness.query_by_label("Discard").is_none(),
        "the moves are saved"
    );
}

#[test]
fn save_is_disabled_while_entering_and_never_writes_the_typed_grid_over_the_last_save() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.ron");
    let (mut harness, dialogs) = app_with_dialogs(PUZZLE);
    dialogs.answer(Picked::File(path.clone()));
    press_with(&mut harness, Modifiers::COMMAND | Modifiers::SHIFT, Key::S);
    settle(&mut harness);
    let before = std::fs::read(&path).unwrap();
    menu(&mut harness, "Game", "Enter a puzzle");
    click(&mut harness, "4x4");
    click(&mut harness, "r1c1");
    press(&mut harness, Key::Num1);
    press_with(&mut harness, Modifiers::COMMAND, Key::S);
    settle(&mut harness);
    assert_eq!(std::fs::read(&path).unwrap(), before);
    assert_eq!(dialogs.shown().len(), 1, "no dialog either");
    // Cancel brings back the game with its file.
    press(&mut harness, Key::Escape);
    click(&mut harness, "Cancel");
    assert_eq!(formats::to_line(harness.state().game().puzzle()), PUZZLE);
    assert_eq!(harness.state().session().save_path(), Some(path.as_path()));
}

#[test]
fn cancel_entering_after_a_restart_brings_back_the_game_put_aside() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num8);
    menu(&mut harness, "Game", "Enter a puzzle");
    click(&mut harness, "9x9");
    let mut storage = MemoryStorage::default();
    eframe::App::save(harness.state_mut(), &mut storage);
    drop(harness);
    let mut reopened = reopen(storage);
    assert_eq!(reopened.state().game().mode(), Mode::Enter);
    click(&mut reopened, "Cancel");
    assert_eq!(formats::to_line(reopened.state().game().puzzle()), PUZZLE);
    assert_eq!(value(&reopened, 1, 2), Some(8));
}

#[test]
fn an_engine_solve_is_no_win_and_undo_runs_the_clock_again() {
    let mut harness = app_with(PUZZLE);
    click_and_wait(&mut harness, "Solve");
    assert_eq!(harness.state().game().outcome(), Outcome::SolvedByEngine);
    assert!(
        status(&harness).contains("Solved by the engine"),
        "{}",
        status(&harness)
    );
    click(&mut harness, "Undo");
    assert_eq!(harness.state().game().outcome(), Outcome::Open);
    assert!(
        status(&harness).is_empty(),
        "the solved message went with the solve"
    );
    // The clock runs again: P pauses it.
    press(&mut harness, Key::P);
    assert!(harness.state().game().is_paused());
    press(&mut harness, Key::P);
    // Finishing by hand now is still no win: the engine showed the solution.
    let solution = formats::read_text(SOLUTION, "s").unwrap().grid;
    for c in harness.state().game().shape().cells().collect::<Vec<_>>() {
        if harness.state().game().value(c).is_none() {
            command(&mut harness, Command::Play(shudu::game::Action::Select(c)));
            let digit = solution.value(c).unwrap().get();
            command(&mut harness, Command::PadDigit(digit));
        }
    }
    assert_eq!(harness.state().game().outcome(), Outcome::SolvedByEngine);
}

#[test]
fn un_solving_a_hand_solved_puzzle_runs_the_clock_and_clears_the_message() {
    let almost = format!(".{}", &SOLUTION[1..]);
    let mut harness = app_with(&almost);
    click(&mut harness, "r1c1");
    press(&mut harness, Key::Num6);
    assert_eq!(harness.state().game().outcome(), Outcome::SolvedByPlayer);
    assert!(
        status(&harness).starts_with("Solved in"),
        "{}",
        status(&harness)
    );
    press(&mut harness, Key::Delete);
    assert!(status(&harness).is_empty(), "{}", status(&harness));
    assert!(harness.query_by_label("Pause (P)").is_some());
    press(&mut harness, Key::P);
    assert!(harness.state().game().is_paused());
}

#[test]
fn check_on_a_puzzle_with_several_solutions_says_so_and_marks_nothing() {
    let several = PUZZLE
        .replacen('6', ".", 1)
        .replacen('3', ".", 1)
        .replacen('7', ".", 1);
    let mut harness = app_with(&several);
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num9);
    click_and_wait(&mut harness, "Check");
    assert!(harness.state().game().wrong_cells().is_empty());
    assert!(
        status(&harness).contains("several solutions"),
        "{}",
        status(&harness)
    );
}

#[test]
fn two_keys_make_one_number_in_one_undo_step_with_no_side_effect() {
    let mut cells = vec!["."; 256];
    cells[0] = "16";
    let mut harness = app_with(&cells.join(" "));
    click(&mut harness, "Fill candidates");
    assert!(notes(&harness, 1, 3).contains(&1));
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num1);
    assert_eq!(value(&harness, 1, 2), None, "the first key waits");
    press(&mut harness, Key::Num2);
    assert_eq!(value(&harness, 1, 2), Some(12));
    assert!(notes(&harness, 1, 3).contains(&1), "1 was never placed");
    assert!(!notes(&harness, 1, 3).contains(&12));
    click(&mut harness, "Undo");
    assert_eq!(value(&harness, 1, 2), None);
    assert!(
        notes(&harness, 1, 3).contains(&12),
        "one step undoes it all"
    );
    // A lone first key is placed once its moment passes.
    press(&mut harness, Key::Num1);
    std::thread::sleep(shudu::session::COMPOSE_WINDOW + Duration::from_millis(50));
    harness.run();
    assert_eq!(value(&harness, 1, 2), Some(1));
    // A pad click never joins a key typed before it.
    click(&mut harness, "r1c4");
    press(&mut harness, Key::Num1);
    pad(&mut harness, 2);
    assert_eq!(value(&harness, 1, 4), Some(2));
}

#[test]
fn on_25x25_with_letters_n_and_p_type_digits_and_the_labels_name_the_other_keys() {
    let cells = vec!["."; 625];
    let mut harness = app_with(&cells.join(" "));
    command(&mut harness, Command::SetLetters(true));
    click(&mut harness, "r1c1");
    press(&mut harness, Key::N);
    assert_eq!(value(&harness, 1, 1), Some(23));
    click(&mut harness, "r1c2");
    press(&mut harness, Key::P);
    assert_eq!(value(&harness, 1, 2), Some(25));
    assert!(!harness.state().game().is_paused());
    assert!(harness.query_by_label("Notes (Space)").is_some());
    press(&mut harness, Key::Space);
    assert!(harness.state().game().notes_mode());
    click(&mut harness, "Pause (Esc)");
    assert!(harness.state().game().is_paused());
    press(&mut harness, Key::Escape);
    assert!(!harness.state().game().is_paused());
}

/// A dialog that stays open until the test lets it answer.
fn hung_dialog() -> (Hooks, mpsc::Sender<Picked>) {
    let (answer, answers) = mpsc::channel::<Picked>();
    let answers = Mutex::new(answers);
    let hooks = Hooks {
        picker: Arc::new(move |_| {
            let answers = answers.lock().unwrap();
            answers.recv().unwrap_or(Picked::Cancelled)
        }),
        ..quiet()
    };
    (hooks, answer)
}

#[test]
fn a_pending_dialog_moves_nothing_and_blocks_no_check_and_stop_waiting_ends_it() {
    let (hooks, answer) = hung_dialog();
    let mut harness = app_with_hooks(PUZZLE, hooks);
    let before: Vec<egui::Rect> = ["Check", "Solve", "r9c9", "Erase (Del)"]
        .iter()
        .map(|l| harness.get_by_label(l).rect())
        .collect();
    harness.key_press_modifiers(Modifiers::COMMAND, Key::O);
    for _ in 0..5 {
        harness.step();
    }
    assert!(harness.query_by_label("Stop waiting").is_some());
    let during: Vec<egui::Rect> = ["Check", "Solve", "r9c9", "Erase (Del)"]
        .iter()
        .map(|l| harness.get_by_label(l).rect())
        .collect();
    assert_eq!(before, during, "the layout must not move");
    harness.get_by_label("Check").click();
    for _ in 0..2000 {
        harness.step();
        if harness.state().session().engine_busy().is_none() {
            break;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(
        status(&harness).contains("No mistakes"),
        "{}",
        status(&harness)
    );
    harness.get_by_label("Stop waiting").click();
    harness.step();
    assert!(!harness.state().session().is_busy());
    // The dialog answering late changes nothing.
    answer
        .send(Picked::File(PathBuf::from("/nonexistent/late.txt")))
        .unwrap();
    std::thread::sleep(Duration::from_millis(50));
    harness.run();
    assert_eq!(formats::to_line(harness.state().game().puzzle()), PUZZLE);
}

#[test]
fn a_pending_dialog_costs_no_frames() {
    let (hooks, answer) = hung_dialog();
    let mut harness = app_with_hooks(PUZZLE, hooks);
    press(&mut harness, Key::P);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::O);
    for _ in 0..5 {
        harness.step();
    }
    assert!(harness.query_by_label("Stop waiting").is_some());
    let delay = harness.output().viewport_output[&egui::ViewportId::ROOT].repaint_delay;
    assert_eq!(delay, Duration::MAX, "nothing on screen changes by itself");
    answer.send(Picked::Cancelled).unwrap();
    settle(&mut harness);
}

#[test]
fn cancel_job_stops_the_engine_and_a_panicking_engine_is_reported() {
    let (gate, wait) = mpsc::channel::<()>();
    let wait = Mutex::new(wait);
    let hooks = Hooks {
        engine: Arc::new(move |job, cancel| {
            // Hold Solve's and Check's job until it is cancelled or the test opens the gate
            // (the rating of the puzzle runs as it would).
            if !matches!(job, Job::Analyse(_)) {
                return run_engine(job, cancel);
            }
            while !cancel.is_cancelled() {
                if wait
                    .lock()
                    .unwrap()
                    .recv_timeout(Duration::from_millis(5))
                    .is_ok()
                {
                    panic!("the engine broke");
                }
            }
            run_engine(job, cancel)
        }),
        ..quiet()
    };
    let mut harness = app_with_hooks(PUZZLE, hooks);
    harness.get_by_label("Solve").click();
    harness.step();
    harness.step();
    assert!(harness.query_by_label("Cancel job").is_some());
    click(&mut harness, "Cancel job");
    settle(&mut harness);
    assert_eq!(status(&harness), "Cancelled.");
    assert_eq!(value(&harness, 1, 2), None);
    harness.get_by_label("Check").click();
    harness.step();
    gate.send(()).unwrap();
    settle(&mut harness);
    let text = error_text(&harness);
    assert!(text.contains("the engine broke"), "{text}");
}

#[test]
fn erase_the_pad_counts_and_the_paste_menu_item() {
    let mut harness = app_with(PUZZLE);
    let six = Digit::new(6).unwrap();
    let left = harness.state().game().remaining(six);
    assert!(
        harness
            .query_by_label(&format!("6 ({left} left)"))
            .is_some()
    );
    click(&mut harness, "r1c2");
    pad(&mut harness, 6);
    assert_eq!(value(&harness, 1, 2), Some(6));
    assert!(
        harness
            .query_by_label(&format!("6 ({} left)", left - 1))
            .is_some()
    );
    click(&mut harness, "Erase (Del)");
    assert_eq!(value(&harness, 1, 2), None);
    click(&mut harness, "Game");
    harness.get_by_label("Paste puzzle Ctrl+V").click();
    harness.step();
    let asked = harness
        .output()
        .viewport_output
        .values()
        .flat_map(|v| &v.commands)
        .any(|c| matches!(c, egui::ViewportCommand::RequestPaste));
    assert!(asked, "the menu item asks the system for the clipboard");
    // The system answers with a paste event.
    harness.event(Event::Paste(SOLUTION.replacen('6', ".", 1)));
    harness.run();
    click(&mut harness, "Discard");
    assert_eq!(
        value(&harness, 1, 1),
        None,
        "the pasted puzzle is on the board"
    );
}

#[test]
fn a_stored_state_with_absurd_values_is_refused_with_a_message() {
    let mut harness = app_with(PUZZLE);
    let mut storage = MemoryStorage::default();
    eframe::App::save(harness.state_mut(), &mut storage);
    drop(harness);
    let kept = storage.0.get("shudu").unwrap().clone();
    let absurd = kept.replacen("box_rows:3", "box_rows:9", 1);
    assert_ne!(absurd, kept);
    let mut damaged = MemoryStorage::default();
    damaged.0.insert("shudu".into(), absurd);
    let reopened = reopen(damaged);
    let text = error_text(&reopened);
    assert!(text.contains("9x3"), "{text}");
    assert_eq!(reopened.state().game().shape().size(), 9);
}

fn reopen(storage: MemoryStorage) -> Harness<'static, ShuduApp> {
    let storage: &'static MemoryStorage = Box::leak(Box::new(storage));
    let mut harness = Harness::builder()
        .with_size([1000.0, 760.0])
        .build_eframe(|cc| {
            cc.storage = Some(storage);
            ShuduApp::with_hooks(cc, None, quiet())
        });
    harness.run();
    harness
}

#[test]
fn a_file_of_several_puzzles_opens_one_steps_through_the_rest_and_remembers_where() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("three.txt");
    let second = SOLUTION.replacen('6', ".", 2);
    let third = SOLUTION.replacen('6', ".", 3);
    std::fs::write(&path, format!("{PUZZLE}\n{second}\n{third}\n")).unwrap();
    let mut harness = app_with(PUZZLE);
    command(&mut harness, Command::OpenPath(path.clone()));
    assert!(
        status(&harness).contains("puzzle 1 of 3"),
        "{}",
        status(&harness)
    );
    assert!(harness.query_by_label("Puzzle 1 of 3").is_some());
    click(&mut harness, "Next");
    assert_eq!(formats::to_line(harness.state().game().puzzle()), second);
    // Moves in this one: moving on asks first.
    click(&mut harness, "r1c1");
    press(&mut harness, Key::Num6);
    click(&mut harness, "Next");
    click(&mut harness, "Discard");
    assert_eq!(formats::to_line(harness.state().game().puzzle()), third);
    let next = harness.get_by_label("Next");
    assert!(next.accesskit_node().is_disabled(), "the last one");
    // The place in the collection survives a restart.
    let mut storage = MemoryStorage::default();
    eframe::App::save(harness.state_mut(), &mut storage);
    drop(harness);
    let mut reopened = reopen(storage);
    assert!(reopened.query_by_label("Puzzle 3 of 3").is_some());
    click(&mut reopened, "Previous");
    assert_eq!(formats::to_line(reopened.state().game().puzzle()), second);
    // Any puzzle by its number.
    reopened
        .get_by_role(egui::accesskit::Role::SpinButton)
        .set_value_accesskit(1.0);
    reopened.run();
    click(&mut reopened, "Go");
    assert_eq!(formats::to_line(reopened.state().game().puzzle()), PUZZLE);
}

#[test]
fn the_game_comes_back_from_its_own_copy_when_eframes_state_is_lost() {
    let dir = tempfile::tempdir().unwrap();
    let copy = dir.path().join("state").join("kept.ron");
    let open = |storage: Option<&'static MemoryStorage>, copy: PathBuf| {
        let mut harness = Harness::builder()
            .with_size([1000.0, 760.0])
            .build_eframe(move |cc| {
                cc.storage = storage.map(|s| s as &dyn eframe::Storage);
                ShuduApp::with_kept_file(cc, quiet(), copy)
            });
        harness.run();
        harness
    };
    let mut harness = open(None, copy.clone());
    harness.event(Event::Paste(PUZZLE.into()));
    harness.run();
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num8);
    let mut storage = MemoryStorage::default();
    eframe::App::save(harness.state_mut(), &mut storage);
    drop(harness);
    assert!(copy.is_file(), "the copy is written beside eframe's state");
    // eframe's file was cut short by a crash: its state is gone, the copy is not.
    let reopened = open(Some(Box::leak(Box::default())), copy.clone());
    assert_eq!(formats::to_line(reopened.state().game().puzzle()), PUZZLE);
    assert_eq!(value(&reopened, 1, 2), Some(8));
    drop(reopened);
    // A damaged copy is refused with a message, and a new game stands in.
    std::fs::write(&copy, "(current: Some((game: [oops").unwrap();
    let damaged = open(Some(Box::leak(Box::default())), copy);
    let text = error_text(&damaged);
    assert!(text.contains("could not be restored"), "{text}");
}

/// Clicks the Solution path button (the window has the same title).
fn toggle_path(harness: &mut Harness<ShuduApp>) {
    harness
        .get_by_role_and_label(egui::accesskit::Role::Button, "Solution path")
        .click();
    settle(harness);
}

/// The text of the hint on screen, or a failure naming what is shown instead.
fn hint_text(harness: &Harness<ShuduApp>) -> String {
    let session = harness.state().session();
    let hint = session.hint().expect("a hint is on screen");
    hint.text(session.game().shape())
}

#[test]
fn a_hint_is_a_lesson_in_three_presses_and_esc_dismisses_it() {
    let mut harness = app_with(PUZZLE);
    let before = harness.state().game().grid();
    press(&mut harness, Key::H);
    // First press: the technique and where to look, nothing given away.
    let title = harness.state().session().hint().unwrap().title();
    harness.get_by_label(&format!("Hint: {title}"));
    assert!(
        hint_text(&harness).starts_with("Look for a"),
        "{}",
        hint_text(&harness)
    );
    let overlay = harness.state().session().overlay().unwrap();
    assert!(!overlay.houses.is_empty() || !overlay.cells.is_empty());
    assert!(overlay.placements.is_empty() && overlay.eliminations.is_empty());
    // Second press (the button): the pattern and the sentence.
    click(&mut harness, "Show the pattern");
    let overlay = harness.state().session().overlay().unwrap();
    assert!(!overlay.placements.is_empty() || !overlay.eliminations.is_empty());
    assert!(!overlay.candidates.is_empty());
    assert!(hint_text(&harness).ends_with("Press Hint again to apply it."));
    assert_eq!(harness.state().game().grid(), before, "nothing applied yet");
    // Third press: applied, as one undo step.
    press(&mut harness, Key::H);
    assert!(harness.state().session().hint().is_none());
    assert_ne!(harness.state().game().grid(), before);
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    assert_eq!(harness.state().game().grid(), before);
    // Esc takes a hint away without pausing the game.
    press(&mut harness, Key::H);
    assert!(harness.state().session().hint().is_some());
    press(&mut harness, Key::Escape);
    assert!(harness.state().session().hint().is_none());
    assert!(!harness.state().game().is_paused());
    // The Dismiss button does the same.
    press(&mut harness, Key::H);
    click(&mut harness, "Dismiss");
    assert!(harness.state().session().hint().is_none());
}

#[test]
fn the_first_hint_names_a_wrong_entry_and_clears_it() {
    let mut harness = app_with(PUZZLE);
    // r1c2 is 8 in the solution; 9 fits the row, column and box but is wrong.
    assert_eq!(&SOLUTION[1..2], "8");
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num9);
    assert_eq!(value(&harness, 1, 2), Some(9));
    press(&mut harness, Key::H);
    assert_eq!(
        harness.state().session().hint().unwrap().title(),
        "A wrong digit"
    );
    assert!(
        hint_text(&harness).starts_with("r1c2 holds 9"),
        "{}",
        hint_text(&harness)
    );
    assert_eq!(
        harness.state().session().overlay().unwrap().cells,
        vec![cell(1, 2)]
    );
    click(&mut harness, "Clear it");
    assert_eq!(value(&harness, 1, 2), None);
}

#[test]
fn a_hint_says_when_the_players_notes_hide_a_digit() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "Fill candidates");
    // Take the true digit (8) out of r1c2's notes.
    click(&mut harness, "r1c2");
    press(&mut harness, Key::N);
    press(&mut harness, Key::Num8);
    press(&mut harness, Key::N);
    assert!(
        !harness
            .state()
            .game()
            .notes(cell(1, 2))
            .contains(Digit::new(8).unwrap())
    );
    press(&mut harness, Key::H);
    let text = hint_text(&harness);
    assert!(text.starts_with("Your notes leave out"), "{text}");
    assert!(text.contains("r1c2 (8)"), "{text}");
}

#[test]
fn the_solution_path_lists_every_step_and_shows_one_on_the_board() {
    let mut harness = app_with(PUZZLE);
    toggle_path(&mut harness);
    let steps = harness
        .state()
        .session()
        .path()
        .expect("the path")
        .steps
        .len();
    assert!(steps > 0);
    harness.get_by_label_contains(&format!("{steps} steps:"));
    harness.get_by_label_contains("Hardest:");
    let first = harness.state().session().path().unwrap().steps[0].line(9);
    // The hardest step carries a " *" after its text.
    harness
        .get_by_label_contains(&format!("1. {first}"))
        .click();
    settle(&mut harness);
    let overlay = harness.state().session().overlay().unwrap();
    assert!(overlay.replaces_board);
    assert!(!overlay.placements.is_empty() || !overlay.eliminations.is_empty());
    // Esc returns to the game; the player's board never changed.
    press(&mut harness, Key::Escape);
    assert!(harness.state().session().overlay().is_none());
    assert!(!harness.state().game().is_paused());
    toggle_path(&mut harness);
    assert!(!harness.state().session().path_open());
}

#[test]
fn a_long_solution_path_can_be_stopped_and_started_again() {
    // Hold the path's job until it is cancelled: a path that takes long.
    let hold = Arc::new(std::sync::atomic::AtomicBool::new(true));
    let held = Arc::clone(&hold);
    let hooks = Hooks {
        engine: Arc::new(move |job, cancel| {
            if matches!(job, Job::Path(_)) && held.load(std::sync::atomic::Ordering::SeqCst) {
                while !cancel.is_cancelled() {
                    std::thread::sleep(Duration::from_millis(2));
                }
            }
            run_engine(job, cancel)
        }),
        ..quiet()
    };
    let mut harness = app_with_hooks(PUZZLE, hooks);
    harness
        .get_by_role_and_label(egui::accesskit::Role::Button, "Solution path")
        .click();
    harness.step();
    harness.step();
    harness.get_by_label_contains("Working out the path");
    click(&mut harness, "Stop");
    assert!(!harness.state().session().path_busy());
    harness.get_by_label_contains("Stopped.");
    hold.store(false, std::sync::atomic::Ordering::SeqCst);
    toggle_path(&mut harness);
    toggle_path(&mut harness);
    assert!(
        harness.state().session().path().is_some(),
        "the path is worked out again"
    );
    harness.get_by_label_contains("steps:");
}

// The solver lab.

fn lab<'a>(harness: &'a Harness<'_, ShuduApp>) -> &'a shudu::session::LabSession {
    harness.state().lab().expect("the lab is open")
}

/// Runs frames until `done` holds (the lab's batches come from the worker), or fails.
fn lab_until(
    harness: &mut Harness<ShuduApp>,
    what: &str,
    done: impl Fn(&shudu::session::LabSession) -> bool,
) {
    for _ in 0..3000 {
        harness.step();
        if done(lab(harness)) {
            return;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    panic!("the lab never got there: {what}");
}

/// Clicks in the lab, then runs a few frames (the lab animates while it plays, so waiting for
/// the window to settle would never end).
fn lab_click(harness: &mut Harness<ShuduApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run_steps(3);
}

fn lab_press(harness: &mut Harness<ShuduApp>, modifiers: Modifiers, key: Key) {
    harness.key_press_modifiers(modifiers, key);
    harness.run_steps(3);
}

fn lab_placements(harness: &Harness<ShuduApp>) -> u64 {
    lab(harness).player().counters().placements
}

#[test]
fn the_lab_plays_pauses_steps_restarts_and_leaves_the_game_as_it_was() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "r1c2");
    press(&mut harness, Key::Num9);
    let before = harness.state().game().grid();
    let edits = harness.state().game().edits();
    let started = std::time::Instant::now();
    let elapsed = harness.state().game().elapsed(started);
    menu(&mut harness, "View", "Solver lab Ctrl+L");
    let entered = std::time::Instant::now();
    // The lab works on the puzzle's givens, not on the wrong entry.
    assert_eq!(
        lab(&harness).player().board(),
        before.givens_only().values()
    );
    assert!(harness.state().game().is_paused(), "the game's clock waits");

    lab_click(&mut harness, "Step");
    lab_until(&mut harness, "one step", |lab| {
        lab.player().counters().placements == 1
    });
    let shown = lab(&harness).player().last_event().unwrap().to_string();
    assert_eq!(shown, "place r1c2=2");

    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .lab_action(shudu::session::LabAction::Speed(2000.0), &ctx);
    lab_click(&mut harness, "Play");
    lab_until(&mut harness, "playing", |lab| {
        lab.player().counters().backtracks > 10
    });
    lab_click(&mut harness, "Pause");
    let paused_at = lab_placements(&harness);
    for _ in 0..20 {
        harness.step();
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(
        lab_placements(&harness),
        paused_at,
        "pause holds the search"
    );
    // Backtracks show as undone digits: the board never holds more than the search wrote.
    let counters = lab(&harness).player().counters();
    assert!(counters.visited > 0 && counters.max_depth >= counters.depth);

    lab_click(&mut harness, "Restart");
    assert_eq!(lab_placements(&harness), 0);
    lab_click(&mut harness, "Shudu's engine");
    assert_eq!(
        lab(&harness).player().algorithm(),
        shudu::lab::Algorithm::Engine
    );
    lab_click(&mut harness, "Play");
    lab_until(&mut harness, "the engine solves it", |lab| {
        lab.player().outcome() == shudu::lab::Outcome::Solved
    });
    let board = lab(&harness).player().board().to_vec();
    let solution: Vec<u8> = SOLUTION.bytes().map(|b| b - b'0').collect();
    assert_eq!(board, solution);

    std::thread::sleep(Duration::from_millis(300));
    let in_lab = entered.elapsed();
    lab_click(&mut harness, "Back to the game");
    assert!(harness.state().lab().is_none());
    let game = harness.state().game();
    assert_eq!(game.grid(), before, "the board is as it was");
    assert_eq!(game.edits(), edits, "no move was made");
    assert!(!game.is_paused(), "the clock runs again");
    let now = std::time::Instant::now();
    let played = game.elapsed(now) - elapsed;
    // The clock ran only outside the lab (at least 300 ms were spent inside it).
    assert!(
        played + in_lab <= now - started,
        "time in the lab is not play time: {played:?} played, {in_lab:?} in the lab"
    );
    assert_eq!(value(&harness, 1, 2), Some(9));
}

#[test]
fn the_lab_compares_all_four_on_the_worker_and_keys_drive_it() {
    let mut harness = app_with(PUZZLE);
    lab_press(&mut harness, Modifiers::COMMAND, Key::L);
    assert!(harness.state().lab().is_some(), "Ctrl+L opens the lab");
    // Game keys do nothing to the game meanwhile.
    lab_press(&mut harness, Modifiers::NONE, Key::Num5);
    lab_press(&mut harness, Modifiers::NONE, Key::ArrowRight);
    lab_until(&mut harness, "a step by key", |lab| {
        lab.player().counters().placements == 1
    });
    lab_press(&mut harness, Modifiers::NONE, Key::Space);
    assert!(lab(&harness).player().is_playing(), "Space plays");
    lab_press(&mut harness, Modifiers::NONE, Key::Space);
    assert!(!lab(&harness).player().is_playing(), "Space pauses");

    lab_click(&mut harness, "Compare all four");
    assert!(harness.query_by_label("Cancel comparison").is_some());
    lab_until(&mut harness, "the comparison", |lab| {
        lab.comparison().is_some()
    });
    harness.run();
    let rows = lab(&harness).comparison().unwrap().to_vec();
    let names: Vec<&str> = rows.iter().map(|r| r.algorithm.name()).collect();
    assert_eq!(names, ["row-major", "fewest-blanks", "bitmask", "engine"]);
    for row in &rows {
        assert_eq!(
            row.outcome,
            shudu::lab::Outcome::Solved,
            "{}",
            row.algorithm
        );
        assert!(harness.query_by_label(row.algorithm.name()).is_some());
    }
    // The lesson of the table: the engine writes far fewer digits than the tutorial's DFS.
    assert!(rows[3].counters.placements * 10 < rows[0].counters.placements);

    lab_press(&mut harness, Modifiers::NONE, Key::Escape);
    assert!(harness.state().lab().is_none(), "Esc leaves the lab");
    assert_eq!(
        value(&harness, 1, 2),
        None,
        "the 5 typed in the lab went nowhere"
    );
    assert_eq!(harness.state().game().edits(), 0);
}

/// Whether `flag` is raised within a second.
fn flag_raised(flag: &Mutex<bool>) -> bool {
    for _ in 0..500 {
        if *flag.lock().unwrap() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    false
}

#[test]
fn a_comparison_can_be_cancelled_and_leaving_stops_the_lab_jobs() {
    // A comparison that runs until it is cancelled, as a long one on a hard puzzle would.
    let cancelled = Arc::new(Mutex::new(false));
    let seen = Arc::clone(&cancelled);
    let hooks = Hooks {
        engine: Arc::new(move |job, cancel| match job {
            shudu::worker::Job::LabCompare(_) => {
                while !cancel.is_cancelled() {
                    std::thread::sleep(Duration::from_millis(1));
                }
                *seen.lock().unwrap() = true;
                shudu::worker::Output::Cancelled
            }
            job => run_engine(job, cancel),
        }),
        ..quiet()
    };
    let mut harness = app_with_hooks(PUZZLE, hooks);
    lab_press(&mut harness, Modifiers::COMMAND, Key::L);
    lab_click(&mut harness, "Compare all four");
    assert!(lab(&harness).is_comparing());
    lab_click(&mut harness, "Cancel comparison");
    assert!(!lab(&harness).is_comparing());
    assert!(harness.query_by_label("Compare all four").is_some());
    assert!(flag_raised(&cancelled), "the worker stopped the comparison");
    // Leaving while a comparison runs stops it too.
    *cancelled.lock().unwrap() = false;
    lab_click(&mut harness, "Compare all four");
    lab_click(&mut harness, "Play");
    lab_press(&mut harness, Modifiers::COMMAND, Key::L);
    assert!(harness.state().lab().is_none(), "Ctrl+L leaves");
    assert!(flag_raised(&cancelled), "leaving cancelled the comparison");
    // A new lab starts from the beginning, untroubled by the old one's answers.
    lab_press(&mut harness, Modifiers::COMMAND, Key::L);
    for _ in 0..50 {
        harness.step();
    }
    assert_eq!(lab_placements(&harness), 0);
    assert!(!lab(&harness).is_busy());
}

/// Runs frames until `done` holds (a rating comes on a thread of its own, apart from the jobs
/// `settle` waits for).
fn wait_until(harness: &mut Harness<ShuduApp>, done: impl Fn(&ShuduApp) -> bool) {
    for _ in 0..10_000 {
        harness.step();
        if done(harness.state()) {
            break;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(done(harness.state()), "the worker never answered");
    harness.run();
}

fn rated(app: &ShuduApp) -> bool {
    !matches!(app.session().rating(), Some(Rated::Pending))
}

#[test]
fn an_opened_or_entered_puzzle_shows_its_rating_beside_exactly_one_solution() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("example.txt");
    std::fs::write(&path, format!("{PUZZLE}\n")).unwrap();
    let grid = formats::read_text(PUZZLE, "p").unwrap().grid;
    let rating = rate::rate(&grid, &RateOptions::default(), &CancelToken::new()).unwrap();
    let er = rate::format_tenths(rating.er);
    let mut harness = app_with(SOLUTION);
    command(&mut harness, Command::OpenPath(path));
    wait_until(&mut harness, rated);
    let text = status(&harness);
    assert!(text.starts_with("Opened "), "{text}");
    assert!(
        text.contains(&format!("exactly one solution and is rated {er} (")),
        "{text}"
    );
    let level = rating.level().name();
    let mut shown = level[..1].to_uppercase();
    shown.push_str(&level[1..]);
    harness.get_by_label(&format!("{shown} · SE {er}"));

    // The same puzzle typed in: Start says it has one solution, then gives the rating.
    harness.get_by_label("Game").click();
    harness.run();
    harness.get_by_label("Enter a puzzle").hover();
    harness.run();
    click(&mut harness, "9x9");
    assert!(
        harness.state().session().rating().is_none(),
        "no rating while typing"
    );
    for (index, byte) in PUZZLE.bytes().enumerate() {
        if byte.is_ascii_digit() {
            click(
                &mut harness,
                &format!("r{}c{}", index / 9 + 1, index % 9 + 1),
            );
            let key = Key::from_name(&char::from(byte).to_string()).unwrap();
            press(&mut harness, key);
        }
    }
    click_and_wait(&mut harness, "Start");
    wait_until(&mut harness, rated);
    let text = status(&harness);
    assert!(
        text.starts_with("Puzzle accepted: it has exactly one solution. It is rated"),
        "{text}"
    );
    harness.get_by_label(&format!("{shown} · SE {er}"));
}

#[test]
fn new_game_falls_back_to_the_bundled_puzzles_of_each_level_while_the_pool_is_empty() {
    let mut harness = app_with_hooks(PUZZLE, quiet());
    for (key, level) in (1..).zip(Level::ALL) {
        menu(
            &mut harness,
            "New game",
            &format!("New {level} game Ctrl+{key}"),
        );
        assert_eq!(status(&harness), format!("New {level} game."));
        let line = formats::to_line(harness.state().game().puzzle());
        let bundled: Vec<String> = level.puzzles().iter().map(formats::to_line).collect();
        assert!(bundled.contains(&line), "{level}: {line} is not bundled");
        wait_until(&mut harness, rated);
        let Some(Rated::Done(rating)) = harness.state().session().rating().cloned() else {
            panic!("{level}: {:?}", harness.state().session().rating());
        };
        assert_eq!(rating.level(), level, "{line} rates {}", rating.er);
        let shown = format!("{level} · SE {}", rate::format_tenths(rating.er));
        harness.get_by_label(&shown);
    }
}

/// A real puzzle of `level` as the pool would make it; for Extreme, whose search takes long in
/// a debug build, a bundled one with its rating and solution, as the pool would hold it.
fn generated(level: Level) -> Generated {
    if level == Level::Extreme {
        let puzzle = level.puzzles().swap_remove(0);
        let cancel = CancelToken::new();
        let rating = rate::rate(&puzzle, &RateOptions::default(), &cancel).unwrap();
        let Verdict::Unique(solution) = solver::analyse(&puzzle, &cancel).unwrap().verdict else {
            panic!("a bundled puzzle with one solution");
        };
        return Generated {
            puzzle,
            solution,
            rating: Some(rating),
            level,
            tries: 1,
        };
    }
    let request = Request {
        shape: shudu::board::Shape::NINE,
        level,
        symmetry: Symmetry::Rot180,
        seed: 1,
    };
    generator::generate(&request, &CancelToken::new()).unwrap()
}

#[test]
fn new_game_at_every_level_takes_a_kept_pool_puzzle_at_once_with_its_rating() {
    let made: Vec<Generated> = Level::ALL.into_iter().map(generated).collect();
    let mut pool = Pool::default();
    for one in &made {
        pool.add(one.clone());
    }
    let kept = Kept {
        pool,
        ..Kept::default()
    };
    let mut storage = MemoryStorage::default();
    eframe::Storage::set_string(&mut storage, "shudu", kept.to_text());
    let mut harness = reopen(storage);
    for ((key, level), one) in (1..).zip(Level::ALL).zip(&made) {
        let digit = Key::from_name(&key.to_string()).unwrap();
        press_with(&mut harness, Modifiers::COMMAND, digit);
        assert_eq!(status(&harness), format!("New {level} game."));
        assert_eq!(harness.state().game().puzzle(), &one.puzzle, "{level}");
        let rating = one.rating.clone().unwrap();
        assert_eq!(
            harness.state().session().rating(),
            Some(&Rated::Done(rating.clone())),
            "known at once"
        );
        harness.get_by_label(&format!("{level} · SE {}", rate::format_tenths(rating.er)));
        assert_eq!(harness.state().session().pool().unwrap().count(level), 0);
    }
}

#[test]
fn the_pool_makes_puzzles_in_the_background_refills_after_a_new_game_and_is_kept() {
    // The real generator, each job held until the test lets one go: puzzles then arrive only
    // while the test waits for them, never in the middle of another step.
    let (go, gate) = mpsc::channel::<()>();
    let gate = Mutex::new(gate);
    let gated = Hooks {
        generator: Arc::new(move |request, cancel| {
            loop {
                if cancel.is_cancelled() {
                    return Err(GenerateError::Cancelled);
                }
                let let_go = gate.lock().unwrap().recv_timeout(Duration::from_millis(5));
                if let_go.is_ok() {
                    return generator::generate(request, cancel);
                }
            }
        }),
        ..quiet()
    };
    let mut harness = app_with_hooks(PUZZLE, gated);
    let ready = |level: Level, n: usize| {
        move |app: &ShuduApp| app.session().pool().is_some_and(|p| p.count(level) == n)
    };
    // The level played (Easy, at first) is made first, then the others.
    for n in 1..=PER_LEVEL {
        go.send(()).unwrap();
        wait_until(&mut harness, ready(Level::Easy, n));
    }
    press_with(&mut harness, Modifiers::COMMAND, Key::Num1);
    let line = formats::to_line(harness.state().game().puzzle());
    let bundled: Vec<String> = Level::Easy.puzzles().iter().map(formats::to_line).collect();
    assert!(
        !bundled.contains(&line),
        "a fresh puzzle, not a bundled one"
    );
    assert!(
        matches!(harness.state().session().rating(), Some(Rated::Done(r)) if r.level() == Level::Easy)
    );
    assert!(ready(Level::Easy, PER_LEVEL - 1)(harness.state()));
    // The Medium puzzle under way when the Easy one was taken comes first, then the Easy one
    // taken is made again.
    go.send(()).unwrap();
    wait_until(&mut harness, ready(Level::Medium, 1));
    go.send(()).unwrap();
    wait_until(&mut harness, ready(Level::Easy, PER_LEVEL));

    // Closing keeps the pool; the next run starts with it.
    let mut storage = MemoryStorage::default();
    eframe::App::save(harness.state_mut(), &mut storage);
    let kept = harness.state().session().pool().cloned().unwrap();
    drop(harness);
    let reopened = reopen(storage);
    assert_eq!(reopened.state().session().pool(), Some(&kept));
}
