//! The session behind the window, without egui: commands in, jobs out, and the worker's
//! answers delivered by hand at exactly the moment a test needs them (late, stale, failed).

// Helpers may unwrap: a panic in a test or benchmark is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use rand::SeedableRng;
use rand::rngs::StdRng;
use shudu::board::{Cage, Cell, Grid, Shape, Variant};
use shudu::formats;
use shudu::game::{Action, Game, Mode};
use shudu::rate::Level;
use shudu::rate::{self, RateOptions};
use shudu::session::{
    Command, Effect, GameFile, LabAction, Origin, PuzzleForm, Rated, RulesEdit, Session,
};
use shudu::solver::{self, CancelToken};
use shudu::worker::{Done, Job, JobId, Lane, Output};
use std::time::Instant;

const PUZZLE: &str =
    "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5";

fn session_on(puzzle: &str) -> Session {
    let grid = formats::read_text(puzzle, "p").unwrap().grid;
    let file = GameFile::new(Game::new(grid), Origin::Pasted);
    Session::new(file, None, Level::Easy, StdRng::seed_from_u64(1))
}

#[test]
fn copy_as_each_form_copies_text_that_opens_the_same_puzzle() {
    let forms = [
        (PuzzleForm::FPuzzles, "{"),
        (PuzzleForm::FPuzzlesLink, "https://www.f-puzzles.com/?load="),
        (PuzzleForm::Solo, "3x3:"),
    ];
    for (form, start) in forms {
        let mut session = session_on(PUZZLE);
        session.take_effects();
        session.command(Command::CopyAs(form), Instant::now());
        let copied = common::copied_texts(&mut session);
        let [text] = &copied[..] else {
            panic!("expected one copied text, got {copied:?}");
        };
        assert!(text.starts_with(start), "{form:?}: {text}");
        let read = formats::read_text(text, "copied").unwrap();
        assert_eq!(formats::to_line(&read.grid), PUZZLE, "{form:?}");
    }
}

/// The one engine job the session asked for, answered by the real engine (rating jobs, which
/// every new puzzle asks for, and the setter's questions while a puzzle is typed are left
/// unanswered).
fn answer(session: &mut Session) -> (JobId, Output) {
    let jobs: Vec<(JobId, Job)> = session
        .take_effects()
        .into_iter()
        .filter_map(|e| match e {
            Effect::Submit(_, Job::Rate(_) | Job::Compose { .. }) => None,
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

/// The rating job the session asked for last, if any.
fn rating_job(session: &mut Session) -> Option<(JobId, Grid)> {
    session
        .take_effects()
        .into_iter()
        .filter_map(|e| match e {
            Effect::Submit(id, Job::Rate(grid)) => Some((id, grid)),
            _ => None,
        })
        .next_back()
}

/// The real rater's answer to a rating job.
fn rated(grid: &Grid) -> Output {
    Output::Rating(rate::rate(
        grid,
        &RateOptions::default(),
        &CancelToken::new(),
    ))
}

/// Asserts that the session asked the worker to cancel the job in `lane`.
fn assert_cancels(session: &mut Session, lane: Lane) {
    let effects = session.take_effects();
    let cancels = |e: &Effect| matches!(e, Effect::Cancel(l) if *l == lane);
    assert!(effects.iter().any(cancels), "{effects:?}");
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
    assert_cancels(&mut session, Lane::Engine);
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

#[test]
fn a_pasted_puzzle_is_rated_on_the_worker_and_the_status_gives_the_rating() {
    let mut session = session_on(PUZZLE);
    let now = Instant::now();
    session.take_effects();
    // Another puzzle with exactly one solution.
    let pasted =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    session.command(Command::Paste(pasted.into()), now);
    assert_eq!(session.rating(), Some(&Rated::Pending));
    let (id, grid) = rating_job(&mut session).expect("a rating job");
    assert_eq!(grid, session.game().puzzle().clone());
    let output = rated(&grid);
    let Output::Rating(Ok(rating)) = &output else {
        panic!("{output:?}");
    };
    let expected = format!("{}.{}", rating.er / 10, rating.er % 10);
    session.finished(
        Done {
            id,
            output: output.clone(),
        },
        now,
    );
    let text = status(&session);
    assert!(
        text.starts_with("Pasted a new puzzle. It has exactly one solution"),
        "{text}"
    );
    let level = rating.level().label();
    assert!(
        text.contains(&format!(
            "rated {level} ({expected} on Sudoku Explainer's scale)"
        )),
        "{text}"
    );
    assert!(matches!(session.rating(), Some(Rated::Done(r)) if r.er == rating.er));
}

#[test]
fn a_puzzle_with_several_solutions_says_it_has_no_rating() {
    let mut session = session_on(PUZZLE);
    let now = Instant::now();
    session.take_effects();
    let several = format!("{}{}", &PUZZLE[..80], ".");
    session.command(Command::Paste(several), now);
    let (id, grid) = rating_job(&mut session).expect("a rating job");
    session.finished(
        Done {
            id,
            output: rated(&grid),
        },
        now,
    );
    assert_eq!(
        session.rating(),
        Some(&Rated::Unrated("several solutions".into()))
    );
    assert!(status(&session).ends_with("It has several solutions, so it has no rating."));
}

#[test]
fn a_rating_for_a_game_that_is_gone_is_dropped() {
    let mut session = session_on(PUZZLE);
    let now = Instant::now();
    let (old, grid) = rating_job(&mut session).expect("the first puzzle is rated too");
    session.command(Command::NewGame(Level::Hard), now);
    let (_, newer) = rating_job(&mut session).expect("the new game is rated");
    assert_ne!(grid, newer);
    session.finished(
        Done {
            id: old,
            output: rated(&grid),
        },
        now,
    );
    assert_eq!(
        session.rating(),
        Some(&Rated::Pending),
        "the old rating was not shown"
    );
}

#[test]
fn the_lab_numbers_its_jobs_with_the_game_and_leaving_cancels_them_and_resumes_the_clock() {
    let now = Instant::now();
    let mut session = session_on(PUZZLE);
    let rating = rating_job(&mut session).map(|(id, _)| id);
    session.command(Command::ToggleLab, now);
    assert!(session.lab().is_some());
    assert!(session.game().is_paused(), "the game's clock waits");
    // The game is out of reach meanwhile.
    session.command(Command::Play(Action::Select(Cell::new(0, 1))), now);
    session.command(Command::PadDigit(2), now);
    assert_eq!(session.game().edits(), 0);

    session.lab_action(LabAction::Step, now);
    session.lab_action(LabAction::Compare, now);
    let ids: Vec<JobId> = session
        .take_effects()
        .into_iter()
        .filter_map(|e| match e {
            Effect::Submit(id, Job::LabSteps { .. } | Job::LabCompare(_)) => Some(id),
            _ => None,
        })
        .collect();
    assert_eq!(ids.len(), 2, "a batch of steps and the comparison");
    assert!(
        ids.iter().all(|&id| Some(id) > rating),
        "one counter: {ids:?}"
    );
    assert!(session.lab().is_some_and(|lab| lab.is_busy()));
    // The lab's answer goes to the lab, not to the game.
    session.finished(
        Done {
            id: ids[1],
            output: Output::Failed("boom".into()),
        },
        now,
    );
    assert_eq!(
        session.lab().and_then(|lab| lab.comparison_failure()),
        Some("boom")
    );
    assert!(session.status().is_none());

    session.command(Command::Escape, now);
    assert!(session.lab().is_none(), "Escape leaves the lab");
    let effects = session.take_effects();
    for lane in [Lane::Lab, Lane::Compare] {
        let cancelled = effects
            .iter()
            .any(|e| matches!(e, Effect::Cancel(l) if *l == lane));
        assert!(cancelled, "{lane:?} is cancelled: {effects:?}");
    }
    assert!(!session.game().is_paused(), "the clock runs again");
}

/// The jobs the session asked for since the last look, rating jobs left out.
fn submitted(session: &mut Session) -> Vec<(JobId, Job)> {
    session
        .take_effects()
        .into_iter()
        .filter_map(|e| match e {
            Effect::Submit(_, Job::Rate(_)) => None,
            Effect::Submit(id, job) => Some((id, job)),
            _ => None,
        })
        .collect()
}

#[test]
fn printing_asks_where_prints_the_board_s_puzzle_and_stop_waiting_cancels_it() {
    use shudu::export::layout::Paper;
    use shudu::export::print::PrintSource;
    use shudu::session::PrintSetup;
    use shudu::worker::{Dialog, Picked};
    let now = Instant::now();
    let mut session = session_on(PUZZLE);
    let mut setup = PrintSetup::default();
    setup.options.paper = Paper::Letter;
    session.command(Command::Print(setup), now);
    let [(id, Job::Pick(Dialog::Print { name, .. }))] = &submitted(&mut session)[..] else {
        panic!("expected the Print dialog");
    };
    assert_eq!(name, "sudoku.pdf");
    let output = Output::Picked(Picked::File("out/puzzle".into()));
    session.finished(Done { id: *id, output }, now);
    let jobs = submitted(&mut session);
    let [(_, Job::Print(job))] = &jobs[..] else {
        panic!("expected a print job, got {jobs:?}");
    };
    assert_eq!(job.path, std::path::PathBuf::from("out/puzzle.pdf"));
    assert_eq!(job.options.paper, Paper::Letter);
    let PrintSource::Puzzles(puzzles) = &job.source else {
        panic!("expected the board's puzzle");
    };
    assert_eq!(puzzles.len(), 1);
    assert_eq!(formats::to_line(&puzzles[0].0), PUZZLE);
    assert_eq!(session.file_busy().as_deref(), Some("Printing"));
    session.command(Command::CancelFile, now);
    assert_cancels(&mut session, Lane::Files);
    assert_eq!(session.file_busy(), None);
    assert!(session.status().unwrap().text.contains("Stopped printing"));
}

/// A session entering a 9x9 puzzle, with the givens of `puzzle` typed in.
fn entering(puzzle: &str) -> Session {
    let mut session = session_on(PUZZLE);
    let now = Instant::now();
    session.command(Command::EnterPuzzle(Shape::NINE), now);
    let puzzle = formats::read_text(puzzle, "p").unwrap().grid;
    for cell in Shape::NINE.cells() {
        if let Some(digit) = puzzle.value(cell) {
            session.command(Command::Play(Action::Select(cell)), now);
            session.command(Command::PadDigit(digit.get()), now);
        }
    }
    session
}

fn rules_edit(session: &mut Session, edit: RulesEdit) {
    session.command(Command::Rules(edit), Instant::now());
}

#[test]
fn rule_changes_and_givens_undo_and_redo_in_the_order_they_were_made() {
    let mut session = entering(&".".repeat(81));
    let now = Instant::now();
    let (a, b) = (Cell::new(0, 0), Cell::new(0, 1));
    session.command(Command::Play(Action::Select(a)), now);
    session.command(Command::PadDigit(6), now);
    rules_edit(&mut session, RulesEdit::Switch(Variant::X, true));
    rules_edit(&mut session, RulesEdit::Pick(b));
    assert_eq!(session.picked(), [a, b], "the selected cell is picked too");
    rules_edit(&mut session, RulesEdit::MakeCage("14".into()));
    assert!(session.picked().len() <= 1, "a cage made drops the picks");
    session.command(Command::Play(Action::Select(b)), now);
    session.command(Command::PadDigit(8), now);
    let rules = |s: &Session| s.game().puzzle().rules().clone();
    assert_eq!(rules(&session).cages, [Cage::new([0, 1], Some(14))]);
    assert!(rules(&session).has(Variant::X));
    let undo = Command::Play(Action::Undo);
    session.command(undo.clone(), now);
    assert_eq!(session.game().value(b), None, "the last given goes first");
    assert_eq!(rules(&session).cages.len(), 1);
    session.command(undo.clone(), now);
    assert!(rules(&session).cages.is_empty(), "then the cage");
    assert!(rules(&session).has(Variant::X));
    session.command(undo.clone(), now);
    assert!(rules(&session).is_classic(), "then the switch");
    assert!(session.game().value(a).is_some(), "the first given stays");
    session.command(undo, now);
    assert_eq!(session.game().value(a), None);
    assert!(!session.can_undo());
    for _ in 0..4 {
        session.command(Command::Play(Action::Redo), now);
    }
    assert_eq!(rules(&session).cages.len(), 1);
    assert!(rules(&session).has(Variant::X));
    assert!(session.game().value(b).is_some());
    assert!(!session.can_redo());
}

#[test]
fn cages_and_regions_that_do_not_fit_are_refused_with_the_reason() {
    let mut session = entering(&".".repeat(81));
    let now = Instant::now();
    session.command(Command::Play(Action::Select(Cell::new(0, 0))), now);
    rules_edit(&mut session, RulesEdit::Pick(Cell::new(1, 1)));
    rules_edit(&mut session, RulesEdit::MakeCage("5".into()));
    assert!(
        status(&session).contains("not in one piece"),
        "{}",
        status(&session)
    );
    rules_edit(&mut session, RulesEdit::Pick(Cell::new(1, 1)));
    rules_edit(&mut session, RulesEdit::MakeCage("x".into()));
    assert!(
        status(&session).contains("whole number"),
        "{}",
        status(&session)
    );
    rules_edit(&mut session, RulesEdit::MakeCage("18".into()));
    assert!(
        status(&session).contains("add up to 1 to 9"),
        "{}",
        status(&session)
    );
    rules_edit(&mut session, RulesEdit::MakeCage("".into()));
    assert_eq!(
        session.game().puzzle().rules().cages,
        [Cage::new([0], None)]
    );
    session.command(Command::Play(Action::Select(Cell::new(0, 0))), now);
    rules_edit(&mut session, RulesEdit::Extend(Cell::new(0, 1)));
    rules_edit(&mut session, RulesEdit::MakeCage("3".into()));
    assert!(
        status(&session).contains("overlaps"),
        "{}",
        status(&session)
    );
    rules_edit(&mut session, RulesEdit::MakeRegion);
    assert!(status(&session).contains("needs 9"), "{}", status(&session));
    assert!(session.region_pieces().is_empty());
}

#[test]
fn regions_made_one_by_one_replace_the_boxes_and_start_checks_under_the_rules() {
    let mut session = entering(PUZZLE);
    let now = Instant::now();
    // The boxes, made as regions: the puzzle stays the same, now as a jigsaw.
    for b in 0..9 {
        let (top, left) = (b / 3 * 3, b % 3 * 3);
        session.command(Command::Play(Action::Select(Cell::new(top, left))), now);
        for k in 1..9 {
            let cell = Cell::new(top + k / 3, left + k % 3);
            rules_edit(&mut session, RulesEdit::Extend(cell));
        }
        rules_edit(&mut session, RulesEdit::MakeRegion);
        assert_eq!(session.region_pieces().len(), b + 1, "{}", status(&session));
    }
    assert!(
        status(&session).contains("replace the boxes"),
        "{}",
        status(&session)
    );
    let regions = session.game().puzzle().rules().regions.clone();
    assert!(regions.is_some());
    // A cage whose sum the givens already break: Start names it.
    session.command(Command::Play(Action::Select(Cell::new(0, 0))), now);
    rules_edit(&mut session, RulesEdit::Extend(Cell::new(0, 1)));
    rules_edit(&mut session, RulesEdit::MakeCage("5".into()));
    session.command(Command::StartEntered, now);
    assert!(
        status(&session).contains("Cannot start"),
        "{}",
        status(&session)
    );
    session.command(Command::Play(Action::Select(Cell::new(0, 0))), now);
    rules_edit(&mut session, RulesEdit::RemoveCage);
    assert!(session.game().puzzle().rules().cages.is_empty());
    rules_edit(&mut session, RulesEdit::Extend(Cell::new(0, 1)));
    rules_edit(&mut session, RulesEdit::MakeCage("14".into()));
    session.take_effects();
    session.command(Command::StartEntered, now);
    let (id, output) = answer(&mut session);
    session.finished(Done { id, output }, now);
    assert_eq!(session.game().mode(), Mode::Play, "{}", status(&session));
    let rules = session.game().puzzle().rules();
    assert_eq!(rules.regions, regions, "play goes on under the rules");
    assert_eq!(rules.cages, [Cage::new([0, 1], Some(14))]);
}

/// Answers the setter's questions the session asks, one after another, with the real engine;
/// how many it asked.
fn answer_compose(session: &mut Session) -> usize {
    let mut asked = 0;
    loop {
        let jobs: Vec<(JobId, Job)> = submitted(session)
            .into_iter()
            .filter(|(_, job)| matches!(job, Job::Compose { .. }))
            .collect();
        if jobs.is_empty() {
            return asked;
        }
        for (id, job) in jobs {
            asked += 1;
            let output = shudu::worker::run_engine(job, &CancelToken::new());
            session.finished(Done { id, output }, Instant::now());
        }
    }
}

#[test]
fn compose_keeps_the_answers_of_earlier_boards_so_undo_shows_them_at_once() {
    let mut session = entering(PUZZLE);
    // The verdict, the logic and what could go.
    assert_eq!(answer_compose(&mut session), 3);
    let before = session.composition().unwrap().clone();
    assert!(before.logic.is_some() && before.removable.is_some());
    // A given more (r1c2 is 8 in the solution): a new board, asked about afresh.
    session.command(
        Command::Play(Action::Select(Cell::new(0, 1))),
        Instant::now(),
    );
    session.command(Command::PadDigit(8), Instant::now());
    assert_eq!(answer_compose(&mut session), 3);
    let more = session.composition().unwrap().removable.clone().unwrap();
    assert!(more.givens.contains(&1), "the added given could go");
    // Undo: the board before, whose answers come back with no question asked.
    session.command(Command::Play(Action::Undo), Instant::now());
    assert_eq!(answer_compose(&mut session), 0);
    let back = session.composition().unwrap();
    assert_eq!(back.removable, before.removable);
    assert_eq!(back.solutions, before.solutions);
    // Redo: the board with the given more, also kept.
    session.command(Command::Play(Action::Redo), Instant::now());
    assert_eq!(answer_compose(&mut session), 0);
    assert_eq!(
        session.composition().unwrap().removable.as_ref(),
        Some(&more)
    );
}
