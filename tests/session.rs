//! The session behind the window, without egui: commands in, jobs out, and the worker's
//! answers delivered by hand at exactly the moment a test needs them (late, stale, failed).

// Helpers may unwrap: a panic in a test or benchmark is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use rand::SeedableRng;
use rand::rngs::StdRng;
use shudu::board::{Cell, Shape};
use shudu::formats;
use shudu::game::{Action, Game, Mode};
use shudu::generator::Level;
use shudu::solver::{self, CancelToken};
use shudu::ui::{Command, Effect, GameFile, Origin, Session};
use shudu::worker::{Done, Job, JobId, Output};
use std::time::Instant;

const PUZZLE: &str =
    "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5";

fn session_on(puzzle: &str) -> Session {
    let grid = formats::read_text(puzzle, "p").unwrap().grid;
    let file = GameFile::new(Game::new(grid), Origin::Pasted);
    Session::new(file, None, Level::Easy, StdRng::seed_from_u64(1))
}

/// The one job the session asked for, answered by the real engine.
fn answer(session: &mut Session) -> (JobId, Output) {
    let jobs: Vec<(JobId, Job)> = session
        .take_effects()
        .into_iter()
        .filter_map(|e| match e {
            Effect::Submit(id, job) => Some((id, job)),
            _ => None,
        })
        .collect();
    let [(id, Job::Analyse(grid))] = &jobs[..] else {
        panic!("expected one analysis, got {jobs:?}");
    };
    let analysis = solver::analyse(grid, &CancelToken::new()).unwrap();
    (*id, Output::Analysis(analysis))
}

fn status(session: &Session) -> String {
    session.status().map(|s| s.text.clone()).unwrap_or_default()
}

#[test]
fn an_answer_about_an_older_typed_puzzle_neither_starts_play_nor_claims_uniqueness() {
    let mut session = session_on(PUZZLE);
    let now = Instant::now();
    session.command(Command::EnterPuzzle(Shape::NINE), now);
    let puzzle = formats::read_text(PUZZLE, "p").unwrap().grid;
    for cell in Shape::NINE.cells() {
        if let Some(digit) = puzzle.value(cell) {
            session.command(Command::Play(Action::Select(cell)), now);
            session.command(Command::PadDigit(digit.get()), now);
        }
    }
    session.command(Command::StartEntered, now);
    let (id, output) = answer(&mut session);
    // The player types one more given before the engine answers.
    session.command(Command::Play(Action::Select(Cell::new(0, 1))), now);
    session.command(Command::PadDigit(8), now);
    session.finished(Done { id, output }, now);
    assert_eq!(session.game().mode(), Mode::Enter, "play did not start");
    assert!(
        !status(&session).contains("exactly one"),
        "{}",
        status(&session)
    );
    assert!(status(&session).contains("changed"), "{}", status(&session));
}

#[test]
fn an_answer_for_a_game_that_is_gone_is_dropped() {
    let mut session = session_on(PUZZLE);
    let now = Instant::now();
    session.command(Command::Solve, now);
    let (id, output) = answer(&mut session);
    session.command(Command::NewGame(Level::Medium), now);
    let before = session.game().grid();
    session.finished(Done { id, output }, now);
    assert_eq!(
        session.game().grid(),
        before,
        "the new game was not filled in"
    );
}

#[test]
fn cancel_job_asks_the_worker_to_stop_and_a_late_answer_changes_nothing() {
    let mut session = session_on(PUZZLE);
    let now = Instant::now();
    session.command(Command::Solve, now);
    let (id, output) = answer(&mut session);
    session.command(Command::CancelEngine, now);
    let effects = session.take_effects();
    assert!(
        effects.iter().any(|e| matches!(e, Effect::CancelEngine)),
        "{effects:?}"
    );
    session.finished(Done { id, output }, now);
    assert!(!session.game().is_solved());
    assert_eq!(status(&session), "Cancelled.");
}

#[test]
fn an_engine_failure_is_reported_and_the_spinner_goes() {
    let mut session = session_on(PUZZLE);
    let now = Instant::now();
    session.command(Command::Check, now);
    let (id, _) = answer(&mut session);
    assert!(session.engine_busy().is_some());
    let output = Output::Failed("index out of bounds".into());
    session.finished(Done { id, output }, now);
    assert!(session.engine_busy().is_none());
    let message = session.status().cloned().unwrap();
    assert!(
        message.error && message.text.contains("index out of bounds"),
        "{}",
        message.text
    );
}
