//! A pasted short SudokuPad link in the window: Shudu asks once whether it may use the network,
//! keeps the answer (and across a restart), refuses while the player says no, and fetches on
//! the worker once allowed (from the test's server on 127.0.0.1, as from SudokuPad's API).

use super::*;
use crate::fetch::sudokupad_server;

const LINK: &str = "https://sudokupad.app/thermo";

fn with_server() -> Harness<'static, ShuduApp> {
    let mut harness = app_with(PUZZLE);
    harness
        .state_mut()
        .session_mut()
        .fetch_links_from(sudokupad_server());
    harness
}

/// Pastes the short link and answers "Allow and fetch".
fn paste_and_allow(harness: &mut Harness<ShuduApp>) {
    harness.event(Event::Paste(LINK.into()));
    harness.run();
    click(harness, "Allow and fetch");
    settle(harness);
}

fn fetch_option(harness: &Harness<ShuduApp>) -> Option<bool> {
    harness.state().session().options().fetch_links
}

#[test]
fn declining_keeps_the_board_and_the_answer_until_options_allow_it() {
    let mut harness = with_server();
    harness.event(Event::Paste(LINK.into()));
    harness.run();
    harness.get_by_label("Fetch this puzzle from SudokuPad?");
    click(&mut harness, "Don't use the network");
    assert_eq!(fetch_option(&harness), Some(false));
    assert!(status(&harness).contains("will not use the network"));
    assert!(!harness.state().game().puzzle().rules().has_clues());
    // Asked once: the next paste is refused at once, saying why.
    harness.event(Event::Paste(LINK.into()));
    settle(&mut harness);
    assert!(harness.query_by_label("Allow and fetch").is_none());
    assert!(error_text(&harness).contains("short SudokuPad link"));
    // View > Options turns it on; the paste then fetches.
    click(&mut harness, "View");
    harness.get_by_label("Options").click();
    harness.run();
    click(
        &mut harness,
        "Fetch short SudokuPad links from sudokupad.app",
    );
    assert_eq!(fetch_option(&harness), Some(true));
    harness.key_press(Key::Escape);
    harness.event(Event::Paste(LINK.into()));
    settle(&mut harness);
    assert!(
        harness.state().game().puzzle().rules().has_clues(),
        "{}",
        status(&harness)
    );
}

#[test]
fn allowing_fetches_the_puzzle_and_is_kept_across_a_restart() {
    let mut harness = with_server();
    paste_and_allow(&mut harness);
    let said = status(&harness);
    assert!(
        said.starts_with("Fetched the puzzle of sudokupad.app/thermo."),
        "{said}"
    );
    let rules = harness.state().game().puzzle().rules().clone();
    assert_eq!(rules.clues.len(), 6, "{rules:?}");
    let mut storage = MemoryStorage::default();
    eframe::App::save(harness.state_mut(), &mut storage);
    let reopened = reopen(storage);
    assert_eq!(fetch_option(&reopened), Some(true));
}

#[test]
fn a_failed_fetch_leaves_the_board_and_says_why() {
    let mut harness = app_with(PUZZLE);
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = closed.local_addr().unwrap().port();
    drop(closed);
    let api = format!("http://127.0.0.1:{port}/api/puzzle/");
    harness.state_mut().session_mut().fetch_links_from(api);
    paste_and_allow(&mut harness);
    let error = error_text(&harness);
    assert!(
        error.contains(&format!("could not reach 127.0.0.1:{port}")),
        "{error}"
    );
    assert_eq!(
        formats::to_line(harness.state().game().puzzle()),
        PUZZLE.replace('0', ".")
    );
}

#[test]
fn an_opened_file_holding_a_short_link_asks_too() {
    let mut harness = with_server();
    let temp = tempfile::tempdir().unwrap();
    let path = temp.path().join("link.txt");
    std::fs::write(&path, format!("{LINK}\n")).unwrap();
    command(&mut harness, Command::OpenPath(path));
    settle(&mut harness);
    click(&mut harness, "Allow and fetch");
    settle(&mut harness);
    assert!(
        harness.state().game().puzzle().rules().has_clues(),
        "{}",
        status(&harness)
    );
}
