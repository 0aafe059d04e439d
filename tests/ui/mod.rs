//! The window driven as a player drives it: clicks on cells and buttons, key presses, pasted
//! text, real files in a temporary folder, file dialogs answered where the desktop's would be
//! shown, and the worker's answers arriving frame by frame.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use egui::{Event, Key, Modifiers, PointerButton};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use shudu::board::{Cell, Digit};
use shudu::formats;
use shudu::game::{Mode, Outcome, Source};
use shudu::generator::daily;
use shudu::generator::{self, GenerateError, Generated, Request, Symmetry};
use shudu::rate::Level;
use shudu::rate::{self, RateOptions};
use shudu::session::{Command, Kept, PER_LEVEL, Pool, Rated, ThemeChoice};
use shudu::solver::{self, CancelToken, Verdict};
use shudu::ui::{ShuduApp, WindowCommand};
use shudu::worker::{Dialog, Hooks, Job, Picked, run_engine};
use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};

use crate::common::MemoryStorage;
mod compose;
mod constraints;
mod entering;
mod entering_rules;
mod fetch;
mod files;
mod hints;
mod jobs;
mod kept;
mod lab;
mod marks;
mod menus;
mod options;
mod play;
mod practice;
mod print;
mod reader;
mod scan;
mod select;
mod stats;
mod variants;

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

/// A cell's accessible name, by which screen readers name it and these tests find it.
fn cell_label(cell: Cell) -> String {
    format!("row {}, column {}", cell.row() + 1, cell.col() + 1)
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

fn window_command(harness: &mut Harness<ShuduApp>, command: WindowCommand) {
    let ctx = harness.ctx.clone();
    harness.state_mut().window_command(command, &ctx);
    settle(harness);
}

/// Runs frames until every job has answered and been applied (the busy row repaints all the
/// while, so `run` alone would not settle).
fn settle(harness: &mut Harness<ShuduApp>) {
    // A minute at most: on a loaded two-core machine a debug build's rating of the puzzle
    // (which runs beside every job) took longer than the eight seconds this allowed before.
    let deadline = Instant::now() + Duration::from_secs(60);
    while Instant::now() < deadline {
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

/// Presses the mouse on the first cell, drags it over the others in turn, and lets go.
fn drag(harness: &mut Harness<ShuduApp>, cells: &[&str]) {
    let centre =
        |harness: &Harness<ShuduApp>, label: &str| harness.get_by_label(label).rect().center();
    let start = centre(harness, cells[0]);
    harness.event(Event::PointerMoved(start));
    harness.event(primary(start, true));
    harness.step();
    let mut last = start;
    for label in &cells[1..] {
        last = centre(harness, label);
        harness.event(Event::PointerMoved(last));
        harness.step();
    }
    harness.event(primary(last, false));
    settle(harness);
}

/// The primary mouse button pressed (or let go) at `pos`.
fn primary(pos: egui::Pos2, pressed: bool) -> Event {
    Event::PointerButton {
        pos,
        button: PointerButton::Primary,
        pressed,
        modifiers: Modifiers::NONE,
    }
}

/// A click of the mouse at `pos`.
fn click_at(harness: &mut Harness<ShuduApp>, pos: egui::Pos2) {
    for pressed in [true, false] {
        harness.event(Event::PointerMoved(pos));
        harness.event(primary(pos, pressed));
        harness.step();
    }
    settle(harness);
}

/// Picks the cell named `first`, then adds `second` with Ctrl+click.
fn pick_two(harness: &mut Harness<ShuduApp>, first: &str, second: &str) {
    click(harness, first);
    harness
        .get_by_label(second)
        .click_modifiers(Modifiers::COMMAND);
    settle(harness);
}

/// Opens a menu of the menu bar and clicks one of its items (in Game > Export, for the
/// exports).
fn menu(harness: &mut Harness<ShuduApp>, menu: &str, item: &str) {
    open_menu(harness, menu, item);
    harness.get_by_label(item).click();
    settle(harness);
}

/// Opens a menu of the menu bar, and its Export submenu when `item` is there.
fn open_menu(harness: &mut Harness<ShuduApp>, menu: &str, item: &str) {
    click(harness, menu);
    if harness.query_by_label(item).is_none() && harness.query_by_label("Export").is_some() {
        harness.get_by_label("Export").click();
        harness.run();
    }
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

/// Clicks a menu item that copies, and returns the text put on the clipboard.
fn copy_from_menu(harness: &mut Harness<ShuduApp>, menu: &str, item: &str) -> String {
    open_menu(harness, menu, item);
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

/// `text` with the part from `start` up to the next `end` replaced by `with`.
fn regex_free_replace(text: &str, start: &str, end: &str, with: &str) -> String {
    let from = text.find(start).unwrap();
    let to = from + text[from..].find(end).unwrap() + end.len();
    format!("{}{with}{}", &text[..from], &text[to..])
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

fn reopen(storage: MemoryStorage) -> Harness<'static, ShuduApp> {
    let storage: &'static MemoryStorage = Box::leak(Box::new(storage));
    let mut harness = Harness::builder()
        .with_size([1000.0, 760.0])
        .build_eframe(|cc| {
            cc.storage = Some(storage);
            ShuduApp::with_hooks(cc, None, quiet())
        });
    // A game restored while a puzzle was being entered asks its setter's questions at once
    // (their spinner repaints until they are answered): wait for them as for any job.
    settle(&mut harness);
    harness
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
