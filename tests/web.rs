//! What the web page relies on that the desktop's tests can reach: the engine's answers that
//! cross to the page from a Web Worker as RON text read back the same, a practice search
//! reports each puzzle it tries (the worker posts the count to the page), and Copy link makes a
//! link whose `#` part opens the puzzle (the page opens it as File > Open opens text).
//! The page itself is played in headless Chromium by `.ci/web-smoke`.

// Helpers may unwrap: a panic in a test is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use rand::SeedableRng;
use rand::rngs::StdRng;
use shudu::board::{Grid, Shape, Variant};
use shudu::formats;
use shudu::game::Game;
use shudu::generator::practice::{self, PracticeRequest};
use shudu::rate::Level;
use shudu::session::{Command, GameFile, Origin, Session};
use shudu::solver::CancelToken;
use shudu::techniques::{self, Candidates, Hint, Technique};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// A puzzle whose path needs more than singles (SE 2.6: a pointing pair).
const PUZZLE: &str =
    "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5";

fn grid(line: &str) -> Grid {
    formats::read_text(line, "p").unwrap().grid
}

fn round_trip<T: serde::Serialize + serde::de::DeserializeOwned>(value: &T) -> T {
    ron::from_str(&ron::to_string(value).unwrap()).unwrap()
}

#[test]
fn a_solution_path_reads_back_step_for_step_with_its_candidates() {
    let cancel = CancelToken::new();
    let path = techniques::solve_path(&Candidates::from_grid(&grid(PUZZLE)), &cancel).unwrap();
    assert!(path.steps.len() > 20);
    let back = round_trip(&path);
    assert_eq!(back.steps, path.steps);
    assert_eq!(back.end, path.end);
    assert_eq!(back.grid.to_grid(), path.grid.to_grid());
    // Part-way through a path the candidates hold eliminations no digit on the board explains.
    let mut partway = Candidates::from_grid(&grid(PUZZLE));
    let first = techniques::solve_path(&partway, &cancel).unwrap();
    for step in first.steps.iter().take(12) {
        step.apply(&mut partway);
    }
    let back = round_trip(&partway);
    assert_eq!(back.to_grid(), partway.to_grid());
    for cell in 0..81 {
        assert_eq!(
            back.candidates(cell),
            partway.candidates(cell),
            "cell {cell}"
        );
    }
}

#[test]
fn a_hint_and_a_practice_search_read_back_the_same() {
    let cancel = CancelToken::new();
    let board = grid(PUZZLE);
    let hint = techniques::hint(&board, &vec![Default::default(); 81], &cancel).unwrap();
    let Hint::Step { step, .. } = &hint else {
        panic!("expected a step, got {hint:?}");
    };
    let Hint::Step { step: back, .. } = round_trip(&hint) else {
        panic!("the hint read back as another kind");
    };
    assert_eq!(back, *step);
    let mut request = PracticeRequest::new(Technique::NakedPair, 7);
    request.time_limit = Duration::from_secs(20);
    let mut request = round_trip(&request);
    // A Web Worker's search tells the page each count through the request's report.
    let reported = Arc::new(AtomicU64::new(0));
    let counter = Arc::clone(&reported);
    request.report = Some(practice::Report(Arc::new(move |tried| {
        counter.store(tried, Ordering::Relaxed);
    })));
    let found = practice::find(&request, &cancel).unwrap();
    assert!(found.tried > 0);
    assert_eq!(reported.load(Ordering::Relaxed), found.tried);
    let back = round_trip(&found);
    assert_eq!(back.wanted, found.wanted);
    assert_eq!(back.others, found.others);
    assert_eq!(
        back.start.map(|(_, step)| step),
        found.start.map(|(_, step)| step)
    );
}

fn copied_link(session: &mut Session) -> String {
    session.take_effects();
    let address = "https://example.org/shudu/index.html";
    session.command(Command::CopyLink(address.into()), Instant::now());
    let copied = common::copied_texts(session);
    let [link] = &copied[..] else {
        panic!("expected one copied link, got {copied:?}");
    };
    let puzzle = link.strip_prefix(&format!("{address}#")).unwrap();
    assert!(!puzzle.contains(['#', ' ', '\n']), "{link}");
    puzzle.to_string()
}

#[test]
fn copy_link_puts_the_givens_after_the_hash_and_the_hash_opens_them() {
    let mut game = Game::new(grid(PUZZLE));
    game.apply(
        shudu::game::Action::Select(shudu::board::Cell::new(0, 1)),
        Instant::now(),
    );
    game.apply(
        shudu::game::Action::Enter(shudu::board::Digit::new(2).unwrap()),
        Instant::now(),
    );
    let file = GameFile::new(game, Origin::Pasted);
    let mut session = Session::new(file, None, Level::Easy, StdRng::seed_from_u64(1));
    let hash = copied_link(&mut session);
    // The givens only: the entry made is not part of the puzzle.
    assert_eq!(hash, PUZZLE);
    let opened = formats::open_text(&hash, "link").unwrap();
    let formats::Opened::Puzzles { grids, .. } = opened else {
        panic!("the link opened as a saved game");
    };
    assert_eq!(formats::to_line(grids.iter().next().unwrap()), PUZZLE);
}

#[test]
fn copy_link_of_a_variant_carries_its_rules_as_a_sudokupad_payload() {
    let mut puzzle = grid(PUZZLE);
    let mut rules = puzzle.rules().clone();
    assert!(rules.switch(Variant::X, true));
    puzzle = puzzle.with_rules(rules).unwrap();
    let file = GameFile::new(Game::new(puzzle.clone()), Origin::Pasted);
    let mut session = Session::new(file, None, Level::Easy, StdRng::seed_from_u64(1));
    let hash = copied_link(&mut session);
    assert!(hash.starts_with("fpuzzles"), "{hash}");
    let opened = formats::open_text(&hash, "link").unwrap();
    let formats::Opened::Puzzles { grids, .. } = opened else {
        panic!("the link opened as a saved game");
    };
    let read = grids.iter().next().unwrap();
    assert_eq!(read.rules(), puzzle.rules());
    assert_eq!(formats::to_line(read), formats::to_line(&puzzle));
    assert_eq!(read.shape(), Shape::NINE);
}

#[test]
fn a_print_job_reads_back_the_same_and_a_layout_that_is_none_is_refused() {
    use shudu::export::layout::{PerPage, PrintOptions};
    use shudu::export::print::{PrintJob, PrintSource};
    let job = PrintJob {
        path: "puzzles.pdf".into(),
        source: PrintSource::Puzzles(vec![(grid(PUZZLE), "Puzzle 1".into())]),
        options: PrintOptions {
            per_page: PerPage::new(2).unwrap(),
            solutions: true,
            ..PrintOptions::default()
        },
    };
    assert_eq!(round_trip(&job), job);
    let text = ron::to_string(&job)
        .unwrap()
        .replace("per_page:2", "per_page:3");
    assert!(text != ron::to_string(&job).unwrap(), "{text}");
    assert!(ron::from_str::<PrintJob>(&text).is_err());
}
