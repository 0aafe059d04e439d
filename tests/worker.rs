//! The worker on its own: results come back with their ids, cancelling works, the repaint
//! callback fires, and dropping the worker does not hang.

// Helpers may unwrap: a panic in a test or benchmark is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use shudu::board::{Grid, Shape};
use shudu::formats;
use shudu::generator::{Request, Symmetry};
use shudu::rate::Level;
use shudu::solver::Verdict;
use shudu::worker::{Dialog, Done, Hooks, Job, JobId, Output, Worker};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

const PUZZLE: &str =
    "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5";

fn wait_for(worker: &mut Worker, count: usize) -> Vec<Done> {
    let deadline = Instant::now() + Duration::from_secs(20);
    let mut done = Vec::new();
    while done.len() < count && Instant::now() < deadline {
        done.extend(worker.poll());
        std::thread::sleep(Duration::from_millis(2));
    }
    done
}

#[test]
fn analyse_comes_back_with_its_id_and_calls_repaint() {
    let repaints = Arc::new(AtomicUsize::new(0));
    let mut worker = {
        let repaints = Arc::clone(&repaints);
        Worker::new(move || {
            repaints.fetch_add(1, Ordering::SeqCst);
        })
    };
    let grid = formats::read_text(PUZZLE, "p").unwrap().grid;
    let id = JobId(1);
    worker.submit(id, Job::Analyse(grid.clone()));
    let done = wait_for(&mut worker, 1);
    assert_eq!(done.len(), 1);
    assert_eq!(done[0].id, id);
    match &done[0].output {
        Output::Analysis(a) => match &a.verdict {
            Verdict::Unique(solution) => {
                assert!(grid.agrees_with(solution) && solution.is_solved())
            }
            other => panic!("expected a unique solution, got {other:?}"),
        },
        other => panic!("expected an analysis, got {other:?}"),
    }
    assert!(repaints.load(Ordering::SeqCst) >= 1);
}

#[test]
fn a_new_engine_job_cancels_the_running_one() {
    let mut worker = Worker::new(|| {});
    let endless = JobId(1);
    worker.submit(
        endless,
        Job::Count {
            grid: Grid::empty(Shape::new(5, 5).unwrap()),
            limit: usize::MAX,
        },
    );
    std::thread::sleep(Duration::from_millis(30));
    let quick = JobId(2);
    worker.submit(
        quick,
        Job::Count {
            grid: Grid::empty(Shape::NINE),
            limit: 3,
        },
    );
    let done = wait_for(&mut worker, 2);
    assert_eq!(done.len(), 2, "{done:?}");
    assert!(matches!(done[0], Done { id, output: Output::Cancelled } if id == endless));
    assert!(matches!(done[1], Done { id, output: Output::Count(3) } if id == quick));
}

#[test]
fn cancel_and_drop_return_promptly_from_an_endless_job() {
    let mut worker = Worker::new(|| {});
    let id = JobId(1);
    worker.submit(
        id,
        Job::Count {
            grid: Grid::empty(Shape::new(4, 4).unwrap()),
            limit: usize::MAX,
        },
    );
    std::thread::sleep(Duration::from_millis(20));
    worker.cancel();
    let done = wait_for(&mut worker, 1);
    assert!(matches!(done[..], [Done { id: got, output: Output::Cancelled }] if got == id));
    worker.submit(
        JobId(2),
        Job::Count {
            grid: Grid::empty(Shape::new(5, 5).unwrap()),
            limit: usize::MAX,
        },
    );
    // Dropping cancels and joins; a hang here would time the test out.
    drop(worker);
}

#[test]
fn a_panicking_dialog_or_engine_answers_with_the_panic_instead_of_silence() {
    let hooks = Hooks {
        picker: Arc::new(|_| panic!("the portal broke")),
        engine: Arc::new(|_, _| panic!("the engine broke")),
        ..Hooks::default()
    };
    let mut worker = Worker::with_hooks(|| {}, hooks);
    worker.submit(JobId(1), Job::Pick(Dialog::Open { folder: None }));
    worker.submit(JobId(2), Job::Analyse(Grid::empty(Shape::NINE)));
    let mut done = wait_for(&mut worker, 2);
    done.sort_by_key(|d| d.id);
    assert!(
        matches!(&done[0].output, Output::Failed(m) if m.contains("portal")),
        "{done:?}"
    );
    assert!(
        matches!(&done[1].output, Output::Failed(m) if m.contains("engine")),
        "{done:?}"
    );
    // The engine thread lives on after a panic.
    worker.submit(
        JobId(3),
        Job::Count {
            grid: Grid::empty(Shape::NINE),
            limit: 1,
        },
    );
    let done = wait_for(&mut worker, 1);
    assert!(
        matches!(&done[0].output, Output::Failed(_)),
        "the hook still answers: {done:?}"
    );
}

#[test]
fn open_and_save_run_on_the_file_thread() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("g.ron");
    let game = shudu::game::Game::new(formats::read_text(PUZZLE, "p").unwrap().grid);
    let mut worker = Worker::new(|| {});
    worker.submit(
        JobId(1),
        Job::Save {
            path: path.clone(),
            game: Box::new(game),
        },
    );
    let done = wait_for(&mut worker, 1);
    assert!(matches!(done[0].output, Output::Saved(Ok(()))), "{done:?}");
    worker.submit(JobId(2), Job::Open(path));
    let done = wait_for(&mut worker, 1);
    assert!(
        matches!(
            &done[0].output,
            Output::Opened(Ok(formats::Opened::Save(_)))
        ),
        "{done:?}"
    );
}

/// 16x16 where row-major search needs every filling of 15 rows to find r16c16 has no digit:
/// a search that does not end.
fn endless_for_row_major() -> Grid {
    let mut values = vec![0u8; 256];
    for col in 0..15 {
        values[15 * 16 + col] = col as u8 + 1;
    }
    values[15] = 16;
    Grid::from_values(Shape::new(4, 4).unwrap(), &values).unwrap()
}

#[test]
fn lab_batches_go_on_where_the_last_stopped_beside_engine_jobs_and_cancel_alone() {
    use shudu::lab::{Algorithm, Run};
    let mut worker = Worker::new(|| {});
    let grid = formats::read_text(PUZZLE, "p").unwrap().grid;
    let run = Box::new(Run::new(Algorithm::RowMajor, &grid));
    worker.submit(JobId(1), Job::LabSteps { run, steps: 5 });
    let done = wait_for(&mut worker, 1);
    let Output::LabSteps(batch) = &done[0].output else {
        panic!("{done:?}")
    };
    assert_eq!(batch.events.len(), 5);
    assert_eq!(batch.events[4].1.placements, 5);
    let run = Box::new(batch.run.clone());
    // An endless lab batch, then an engine job: neither cancels the other.
    let endless = Box::new(Run::new(Algorithm::RowMajor, &endless_for_row_major()));
    worker.submit(
        JobId(2),
        Job::LabSteps {
            run: endless,
            steps: usize::MAX,
        },
    );
    worker.submit(JobId(3), Job::Analyse(grid.clone()));
    let done = wait_for(&mut worker, 1);
    assert!(
        matches!(
            done[..],
            [Done {
                id: JobId(3),
                output: Output::Analysis(_)
            }]
        ),
        "{done:?}"
    );
    worker.cancel_lab();
    let done = wait_for(&mut worker, 1);
    assert!(
        matches!(
            done[..],
            [Done {
                id: JobId(2),
                output: Output::Cancelled
            }]
        ),
        "{done:?}"
    );
    // The first run goes on from its fifth step.
    worker.submit(JobId(4), Job::LabSteps { run, steps: 1 });
    let done = wait_for(&mut worker, 1);
    let Output::LabSteps(batch) = &done[0].output else {
        panic!("{done:?}")
    };
    assert_eq!(batch.events[0].1.placements, 6);
    // A comparison: one row per algorithm, in order.
    worker.submit(JobId(5), Job::LabCompare(grid));
    let done = wait_for(&mut worker, 1);
    let Output::LabCompare(rows) = &done[0].output else {
        panic!("{done:?}")
    };
    let order: Vec<Algorithm> = rows.iter().map(|r| r.algorithm).collect();
    assert_eq!(order, Algorithm::ALL);
}

fn request(level: Level, symmetry: Symmetry, seed: u64) -> Request {
    Request {
        shape: Shape::NINE,
        level,
        symmetry,
        seed,
    }
}

#[test]
fn a_generated_puzzle_comes_back_rated_and_a_rating_comes_from_its_own_thread() {
    let mut worker = Worker::new(|| {});
    worker.submit(
        JobId(1),
        Job::Generate(request(Level::Hard, Symmetry::Rot180, 7)),
    );
    let puzzle = formats::read_text(PUZZLE, "p").unwrap().grid;
    worker.submit(JobId(2), Job::Rate(puzzle));
    let mut done = wait_for(&mut worker, 2);
    done.sort_by_key(|d| d.id);
    let [
        Done {
            output: Output::Generated(Ok(made)),
            ..
        },
        Done {
            output: Output::Rating(Ok(rating)),
            ..
        },
    ] = &done[..]
    else {
        panic!("{done:?}");
    };
    assert_eq!(made.rating.as_ref().map(|r| r.level()), Some(Level::Hard));
    assert!(rating.er >= 10, "{rating:?}");
}

#[test]
fn dropping_the_worker_stops_a_long_generation_promptly() {
    let mut worker = Worker::new(|| {});
    // Extreme puzzles take many tries: this one is still being looked for when the window
    // closes, and closing must not wait for it.
    worker.submit(
        JobId(1),
        Job::Generate(request(Level::Extreme, Symmetry::None, 3)),
    );
    std::thread::sleep(Duration::from_millis(300));
    let closing = Instant::now();
    drop(worker);
    let waited = closing.elapsed();
    assert!(waited < Duration::from_secs(2), "closing waited {waited:?}");
}
