//! The window's session fed any sequence of player commands, clock ticks and job answers,
//! delivered late, out of order or not at all, as the worker and the desktop may deliver them.
//! Jobs really run: the engine (with a deadline), file dialogs answered by the input, and
//! open and save on real files in a folder of this process. Nothing may panic, the game on
//! the board must always be valid, and the state kept for a restart must restore as it was.

#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;
use common::without_time;

use rand::SeedableRng;
use rand::rngs::StdRng;
use shudu::board::{Cell, Shape};
use shudu::formats::{self, save};
use shudu::game::{Action, Colour, Direction, Marking};
use shudu::generator::{self, GenerateError};
use shudu::rate::Level;
use shudu::solver::CancelToken;
use shudu::session::{CandidateText, Command, Effect, Kept, Pool, Session, Settings};
use shudu::export::png::PictureError;
use shudu::scan::ScanError;
use shudu::worker::{Dialog, Done, Job, Output, Picked, WriteError, run_engine};
use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// A folder of this process's, holding a puzzle file and a saved game to open.
fn folder() -> &'static PathBuf {
    static FOLDER: OnceLock<PathBuf> = OnceLock::new();
    FOLDER.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("shudu-fuzz-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let puzzle =
            "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5";
        let _ = std::fs::write(dir.join("puzzle.txt"), puzzle);
        dir
    })
}

/// The fuzz input, read a byte at a time (zeros once it runs out).
struct Input<'a>(&'a [u8]);

impl Input<'_> {
    fn byte(&mut self) -> u8 {
        let (first, rest) = self.0.split_first().map_or((0, &[][..]), |(f, r)| (*f, r));
        self.0 = rest;
        first
    }

    fn done(&self) -> bool {
        self.0.is_empty()
    }

    fn text(&mut self) -> String {
        let len = usize::from(self.byte()).min(self.0.len());
        let (text, rest) = self.0.split_at(len);
        self.0 = rest;
        String::from_utf8_lossy(text).into_owned()
    }
}

/// The session under test, its clock, and the answers not yet delivered.
struct Run {
    session: Session,
    now: Instant,
    pending: Vec<Done>,
}

impl Run {
    /// Carries out the session's effects: each job runs at once, and its answer waits in
    /// `pending` until the input delivers it.
    fn effects(&mut self, input: &mut Input) {
        for effect in self.session.take_effects() {
            let Effect::Submit(id, job) = effect else {
                continue;
            };
            let output = match job {
                Job::Analyse(_)
                | Job::Count { .. }
                | Job::Hint { .. }
                | Job::Path(_)
                | Job::LabSteps { .. }
                | Job::LabCompare(_)
                | Job::Practice(_)
                | Job::Rate(_) => {
                    let deadline = Instant::now() + Duration::from_millis(100);
                    run_engine(job, &CancelToken::new().with_deadline(deadline))
                }
                Job::Pick(dialog) => Output::Picked(match (input.byte() % 4, dialog) {
                    (0, _) => Picked::Cancelled,
                    (1, _) => Picked::NoDialog,
                    (_, Dialog::Open { .. }) if input.byte() % 2 == 0 => {
                        Picked::File(folder().join("puzzle.txt"))
                    }
                    _ => Picked::File(folder().join("game.ron")),
                }),
                Job::Open(path) => Output::Opened(formats::open(&path)),
                Job::Save { path, game } => Output::Saved(save::write(&path, &game)),
                Job::Generate(request) | Job::Daily(request) => {
                    let deadline = Instant::now() + Duration::from_millis(100);
                    match generator::generate(&request, &CancelToken::new().with_deadline(deadline)) {
                        Err(GenerateError::Cancelled) => Output::Cancelled,
                        made => Output::Generated(made),
                    }
                }
                Job::Variant(request) => {
                    let deadline = Instant::now() + Duration::from_millis(100);
                    let cancel = CancelToken::new().with_deadline(deadline);
                    match generator::generate_variant(&request, &cancel) {
                        Err(GenerateError::Cancelled) => Output::Cancelled,
                        made => Output::Generated(made),
                    }
                }
                // Pictures and printing write files the run does not look at.
                Job::Write { .. } | Job::WritePng { .. } | Job::Print(_) => {
                    Output::Written(Err(WriteError::File {
                        path: "fuzz".into(),
                        reason: "not written in the fuzz run".into(),
                    }))
                }
                Job::Rasterise(_) => Output::Raster(Err(PictureError::Encode {
                    reason: "not drawn in the fuzz run".into(),
                })),
                Job::Scan(_) => Output::Scanned(Err(ScanError::File {
                    reason: "no picture read in the fuzz run".into(),
                })),
            };
            self.pending.push(Done { id, output });
        }
    }

    fn deliver(&mut self, index: usize) {
        if index < self.pending.len() {
            let done = self.pending.remove(index);
            self.session.finished(done, self.now);
        }
    }

    /// The state a restart would find restores without damage, to the same state.
    fn check_kept(&self) {
        let settings = Settings::default();
        let kept = Kept::of(&self.session, &settings).to_text();
        let (again, _, damage) = Kept::restore(Some(&kept), StdRng::seed_from_u64(1));
        assert_eq!(damage, None, "{kept}");
        let again = Kept::of(&again, &settings).to_text();
        assert_eq!(without_time(&again), without_time(&kept));
    }
}

fn command(input: &mut Input, size: usize) -> Option<Command> {
    let levels = Level::ALL;
    let directions = [
        Direction::Up,
        Direction::Down,
        Direction::Left,
        Direction::Right,
    ];
    let pick = |byte: u8, len: usize| usize::from(byte) % len;
    Some(match input.byte() % 32 {
        0..=5 => {
            let (row, col) = (input.byte(), input.byte());
            let cell = Cell::new(usize::from(row) % size, usize::from(col) % size);
            Command::Play(Action::Select(cell))
        }
        6..=9 => Command::Digit(input.byte()),
        10 => match input.byte() % 3 {
            0 => Command::MarkDigit(Marking::Corner, input.byte()),
            1 => Colour::new(input.byte() % 10).map_or(Command::Play(Action::Clear), |colour| {
                Command::Play(Action::ToggleColour(colour))
            }),
            _ => Command::PadDigit(input.byte()),
        },
        11 => Command::NewGame(levels[pick(input.byte(), levels.len())]),
        12 => Command::EnterPuzzle(Shape::COMMON[pick(input.byte(), Shape::COMMON.len())]),
        13 => Command::StartEntered,
        14 => Command::CancelEntering,
        15 => Command::Confirm,
        16 => Command::Decline,
        17 => Command::Open,
        18 => Command::Save,
        19 => Command::SaveAs,
        20 => Command::Paste(input.text()),
        21 => Command::CopyPuzzle,
        22 => Command::Check,
        23 => Command::Solve,
        24 => Command::CancelEngine,
        25 => Command::CancelFile,
        26 => Command::TogglePause,
        27 => Command::Play(Action::Move(directions[pick(input.byte(), 4)])),
        28 => Command::Play(
            [
                Action::Clear,
                Action::ToggleNotesMode,
                Action::FillCandidates,
                Action::ClearNotes,
                Action::Undo,
                Action::Redo,
                Action::Pause,
                Action::Resume,
                Action::ToggleMarking(Marking::Corner),
                Action::ToggleMarking(Marking::Colour),
                Action::ClearCorners,
                Action::ClearColours,
            ][pick(input.byte(), 12)]
            .clone(),
        ),
        29 => Command::TogglePath,
        30 => Command::SayTime,
        31 => match input.byte() % 8 {
            0 | 1 => Command::Hint,
            2 => Command::DismissHint,
            3 => Command::Escape,
            4 => Command::TogglePath,
            5 => Command::ShowPathStep(Some(usize::from(input.byte()))),
            6 => Command::CopyWithCandidates(CandidateText::Library),
            _ => Command::CopyWithCandidates(CandidateText::PencilGrid),
        },
        _ => return None,
    })
}

fuzz_target!(|bytes: &[u8]| {
    let mut input = Input(bytes);
    let session = Session::fresh(Level::Easy, StdRng::seed_from_u64(u64::from(input.byte())));
    let mut run = Run {
        session,
        now: Instant::now(),
        pending: Vec::new(),
    };
    run.session.set_dialog_folder(Some(folder().clone()));
    if input.byte() % 2 == 1 {
        run.session.start_pool(Pool::default());
    }
    let mut steps = 0;
    while !input.done() && steps < 200 {
        steps += 1;
        let size = run.session.game().shape().size();
        match command(&mut input, size) {
            Some(command) => run.session.command(command, run.now),
            None => match input.byte() % 4 {
                0 => run.now += Duration::from_millis(u64::from(input.byte()) * 40),
                1 => run.deliver(0),
                2 => run.deliver(run.pending.len().saturating_sub(1)),
                _ => run.session.tick(run.now),
            },
        }
        run.effects(&mut input);
        assert!(run.session.game().validate().is_ok());
        if steps % 16 == 0 {
            run.check_kept();
        }
    }
    while !run.pending.is_empty() {
        run.deliver(0);
        run.effects(&mut input);
    }
    assert!(run.session.game().validate().is_ok());
    run.check_kept();
});
