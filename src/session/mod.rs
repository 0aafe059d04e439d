//! The play session, without a window: the game and the file it belongs to, the jobs it waits
//! for, the status message, the question on screen, and the flows (files and dialogs, entering
//! a puzzle, the engine's solve and check, hints and the solution path, the rating, the pool,
//! the solver lab, a puzzle read from a picture). Commands and worker results go in; jobs for the worker and text for the
//! clipboard come out as [`Effect`]s. Everything here is tested without a window.
//!
//! This file is the router: [`Session::command`] and [`Session::finished`] hand each command
//! and each answer to its flow, one file each. `pending.rs` numbers every job (the game's and
//! the lab's from one counter) and sorts every answer into failed, cancelled, stale or fresh.

use crate::t;

/// A flow's context ([`flow::Ctx`]) made of the session's fields, borrowed beside the flow's
/// own: `self.hints.toggle_path(&mut ctx!(self))`. Defined before the flows' modules, so each
/// of them may use it.
macro_rules! ctx {
    ($session:ident) => {
        $crate::session::flow::Ctx {
            game: &mut $session.current.game,
            path: $session.current.path.as_deref(),
            origin: &$session.current.origin,
            serial: $session.serial,
            status: &mut $session.status,
            outbox: &mut $session.outbox,
        }
    };
}

mod clipboard;
mod clue_entry;
mod command;
mod compose;
mod composer;
mod daily;
mod drafting;
mod engine;
mod entering;
mod errand;
mod export;
mod files;
mod finish;
mod flow;
mod game_file;
mod hints;
mod history;
mod lab;
mod options;
mod pending;
mod persist;
mod pool;
mod practice;
mod print;
mod rating;
mod replace;
mod rewind;
mod scan;
mod single_light;
mod store;
mod variant;

pub use crate::stats::{clock_text, spoken_time};
pub use clipboard::MAX_PASTE_BYTES;
pub use clue_entry::enterable;
pub use command::{CandidateText, Command, MAX_NEW, PrintSetup, PrintWhat, PuzzleForm, RulesEdit};
pub use compose::{ComposeView, Composition};
pub use composer::{COMPOSE_WINDOW, Held};
pub use errand::no_dialog;
pub use finish::{FinishCard, NextPuzzle};
pub use game_file::{GameFile, Origin};
pub use hints::{LinkEnd, Overlay, PathView, ShownHint, Stage};
pub use history::HistoryFile;
pub use lab::{LabAction, LabSession};
pub use options::{Mistakes, PlayOptions};
pub use persist::{Kept, KeptFile, STATE_FOLDER, STORAGE_KEY, Settings, ThemeChoice, state_folder};
pub use pool::{PER_LEVEL, Pool, Ready};
pub use practice::{PracticeStock, STOCK_PER_TECHNIQUE};
pub use rating::{RULES_WIDTH, Rated};
pub use replace::{Question, Replacement, Words};
pub use scan::Review;
pub use store::{HISTORY_KEY, HISTORY_UNREAD_KEY, Storage, Store};

use crate::board::Cell;
use crate::game::{Action, Game, Mode, Outcome};
use crate::generator::VariantRequest;
use crate::rate::Level;
use crate::stats::GameLog;
use crate::worker::{Done, Job, JobId, Lane, Output, Picked};
use composer::Composer;
use drafting::Drafting;
use engine::{EngineFlow, EngineTask};
use errand::{Errand, FileSide};
use finish::FinishState;
use hints::Hints;
use lab::LabState;
use pending::{Answer, Fits, Outbox, Pending};
use pool::PoolState;
use rand::Rng;
use rand::rngs::StdRng;
use rating::RatingState;
use std::path::{Path, PathBuf};
use web_time::Instant;

/// A message in the status bar.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Status {
    /// The words.
    pub text: String,
    /// Whether it reports a problem.
    pub error: bool,
    /// The board state it speaks of (the game's edit count), if it speaks of one: it goes away
    /// when the board changes.
    about: Option<u64>,
}

/// What the session asks of the world outside it.
#[derive(Debug, Clone)]
pub enum Effect {
    /// Run a job on the worker.
    Submit(JobId, Job),
    /// Cancel the job running in a lane of the worker.
    Cancel(Lane),
    /// Put text on the clipboard.
    CopyText(String),
    /// Put a picture on the clipboard.
    CopyImage(Box<crate::export::png::Raster>),
    /// Draw another frame soon (the lab changed by itself).
    Repaint,
    /// The history changed: write it ([`HistoryFile`]).
    KeepHistory,
}

/// The session: one game on the board, perhaps one put aside while a puzzle is typed.
pub struct Session {
    current: GameFile,
    /// The game put aside by "Enter a puzzle", restored by Cancel.
    put_aside: Option<GameFile>,
    /// Numbers the games of this run, so a late answer finds out whether its game is gone.
    serial: u64,
    level: Level,
    /// The engine's lane and what its answers outlined.
    engine: EngineFlow,
    /// The file side's errand (a dialog, a file, an export, a print, a new puzzle...) and
    /// where its dialogs start.
    file: FileSide,
    status: Option<Status>,
    question: Option<Question>,
    /// The outcome last announced, so each solve is announced once.
    announced: Outcome,
    composer: Composer,
    /// The jobs asked for and the other effects, with the one job-id counter.
    outbox: Outbox,
    rng: StdRng,
    /// The hint on screen and the solution path.
    hints: Hints,
    /// The rating of the puzzle on the board.
    rating: RatingState,
    /// Puzzles made ahead for New game.
    pool: PoolState,
    /// The solver lab, while it is open.
    lab: LabState,
    /// The games played, oldest first.
    history: GameLog,
    /// Puzzles found for practice, not used yet.
    practice_stock: PracticeStock,
    /// The latest time a command, tick or answer brought (for a game that is abandoned).
    clock: Instant,
    /// The picture whose puzzle is being checked.
    review: Option<Review>,
    /// The rules of the puzzle being entered, the cells picked for them, and the undo list
    /// of both rules and givens.
    drafting: Drafting,
    /// The setter's questions about the puzzle being entered, answered on the worker.
    compose: compose::ComposeState,
    /// The finish card of a won game, and what "Next puzzle" makes.
    finish: FinishState,
    /// The options of play.
    options: PlayOptions,
    /// The solution of the game of this serial number, once the engine found it (`None`
    /// inside: the puzzle has none, or several), for mistakes shown at once.
    solution: Option<(u64, Option<crate::board::Grid>)>,
}

impl Session {
    /// A session on `current`, with the game put aside before typing, if any.
    pub fn new(
        current: GameFile,
        put_aside: Option<GameFile>,
        level: Level,
        rng: StdRng,
    ) -> Session {
        let announced = current.game.outcome();
        let mut session = Session {
            current,
            put_aside,
            serial: 0,
            level,
            engine: EngineFlow::default(),
            file: FileSide::new(),
            status: None,
            question: None,
            announced,
            hints: Hints::default(),
            rating: RatingState::default(),
            pool: PoolState::default(),
            lab: LabState::default(),
            composer: Composer::default(),
            outbox: Outbox::default(),
            rng,
            history: GameLog::default(),
            practice_stock: PracticeStock::default(),
            clock: Instant::now(),
            review: None,
            drafting: Drafting::default(),
            compose: compose::ComposeState::default(),
            finish: FinishState::default(),
            options: PlayOptions::default(),
            solution: None,
        };
        session.rating.rate_current(&mut ctx!(session));
        session
    }

    /// A session on a new game of `level`.
    pub fn fresh(level: Level, mut rng: StdRng) -> Session {
        let game = Game::new(level.pick(&mut rng));
        Session::new(GameFile::new(game, Origin::Level(level)), None, level, rng)
    }

    /// Sets the folder file dialogs start in when the game has no file of its own.
    pub fn set_dialog_folder(&mut self, folder: Option<PathBuf>) {
        self.file.set_dialog_folder(folder);
    }

    /// The game on the board.
    pub fn game(&self) -> &Game {
        &self.current.game
    }

    /// The game on the board with its file.
    pub fn current(&self) -> &GameFile {
        &self.current
    }

    /// The game put aside while a puzzle is typed.
    pub fn put_aside(&self) -> Option<&GameFile> {
        self.put_aside.as_ref()
    }

    /// The level of the last new game.
    pub fn level(&self) -> Level {
        self.level
    }

    /// The file the game saves to.
    pub fn save_path(&self) -> Option<&Path> {
        self.current.path.as_deref()
    }

    /// The status bar's message, if any.
    pub fn status(&self) -> Option<&Status> {
        self.status
            .as_ref()
            .filter(|s| s.about.is_none_or(|edits| edits == self.game().edits()))
    }

    /// The question on screen, if any.
    pub fn question(&self) -> Option<&Question> {
        self.question.as_ref()
    }

    /// Cells outlined because two solutions differ there (until the board changes).
    pub fn differ(&self) -> &[Cell] {
        self.engine.differ(self.game().edits())
    }

    /// Whether any job is under way for the game on the board (the setter's questions while a
    /// puzzle is entered count; the pool's work for later games does not).
    pub fn is_busy(&self) -> bool {
        self.engine.is_busy()
            || self.file.is_busy()
            || self.hints.path_busy()
            || self.rating.busy()
            || self.compose.is_busy()
    }

    /// What the session asks of the world since the last call.
    pub fn take_effects(&mut self) -> Vec<Effect> {
        self.compose_refresh();
        self.outbox.take()
    }

    /// Applies a command, as if the player had asked for it. While the lab is open, the game
    /// is out of reach: only the lab's own commands act.
    pub fn command(&mut self, command: Command, now: Instant) {
        self.clock = now;
        match command {
            Command::ToggleLab => self.toggle_lab(now),
            Command::Escape if self.lab_open() => self.toggle_lab(now),
            _ if self.lab_open() => {}
            command => self.game_command(command, now),
        }
    }

    /// Applies a command to the game and its flows.
    fn game_command(&mut self, command: Command, now: Instant) {
        // A question on screen waits for its answer: nothing else may change the game first.
        let answers = matches!(
            command,
            Command::Confirm | Command::Decline | Command::CancelEngine | Command::CancelFile
        );
        if self.question.is_some() && !answers {
            return;
        }
        if !matches!(command, Command::Digit(_) | Command::MarkDigit(..)) {
            self.composer.flush_digit(&mut self.current.game, now);
        }
        if self.drafting.command(&mut ctx!(self), &command, now) {
            self.announce(now);
            return;
        }
        self.note_command(&command);
        match command {
            Command::Play(action) => {
                self.current.game.apply(action, now);
            }
            Command::Digit(value) => self.composer.key_digit(&mut self.current.game, value, now),
            Command::PadDigit(value) => composer::enter_number(&mut self.current.game, value, now),
            Command::MarkDigit(marking, value) => {
                self.composer
                    .key_mark(&mut self.current.game, marking, value, now)
            }
            Command::NewGame(level) => self.replace(Replacement::NewGame(level), now),
            Command::DailyPuzzle => self.file.daily_puzzle(&mut ctx!(self)),
            Command::NewVariant {
                variant,
                shape,
                level,
            } => {
                let seed = self.rng.random();
                let request = VariantRequest {
                    variant,
                    shape,
                    level,
                    seed,
                };
                self.file.new_variant(&mut ctx!(self), request)
            }
            Command::Practise {
                technique,
                learning,
            } => {
                let seed = self.rng.random();
                let (stock, file) = (&mut self.practice_stock, &mut self.file);
                stock.practise(file, &mut ctx!(self), (technique, learning), seed);
            }
            Command::ExportBoard { notes } => self.file.export_board(&mut ctx!(self), notes),
            Command::ExportPng { notes, letters } => {
                self.file.export_png(&mut ctx!(self), notes, letters)
            }
            Command::CopyBoardImage { letters } => {
                self.file.copy_board_image(&mut ctx!(self), letters)
            }
            Command::Print(setup) => self.file.print(&mut ctx!(self), setup),
            Command::EnterPuzzle(shape) => self.enter_puzzle(shape),
            Command::EditPuzzle => self.edit_puzzle(),
            Command::StartEntered => self.start_entered(),
            Command::CancelEntering => self.cancel_entering(),
            Command::ComposeView(view) => self.toggle_compose_view(view),
            Command::Rules(edit) => self.drafting.edit(&mut ctx!(self), edit, self.clock),
            Command::Confirm => self.answer(true, now),
            Command::Decline => self.answer(false, now),
            Command::Open => self.file.open_dialog(&mut ctx!(self)),
            Command::OpenPath(path) => self.file.open(&mut ctx!(self), path, 1),
            Command::OpenPuzzle(number) => self.file.open_puzzle(&mut ctx!(self), number),
            Command::Save => self.file.save(&mut ctx!(self)),
            Command::SaveAs => self.file.save_as(&mut ctx!(self)),
            Command::Paste(text) => self.paste(&text, now),
            Command::PastePicture => self.file.scan_clipboard(&mut ctx!(self)),
            Command::CopyPuzzle => clipboard::copy_puzzle(&mut ctx!(self)),
            Command::CopyWithCandidates(form) => {
                clipboard::copy_with_candidates(&mut ctx!(self), form)
            }
            Command::CopyAs(form) => clipboard::copy_as(&mut ctx!(self), form),
            Command::CopyLink(address) => clipboard::copy_link(&mut ctx!(self), &address),
            Command::Hint => self.hints.pressed(&mut ctx!(self), self.engine.slot(), now),
            Command::DismissHint => self.hints.dismiss(),
            Command::Escape => self.escape(now),
            Command::NextPuzzle => self.game_command(self.next_puzzle().command(), now),
            Command::CloseFinish => self.finish.card = None,
            Command::TogglePath => self.hints.toggle_path(&mut ctx!(self)),
            Command::StopPath => self.hints.stop_path(&mut ctx!(self)),
            Command::ShowPathStep(index) => self.hints.show_path_step(index),
            Command::Check => self.ask_engine(EngineTask::Check),
            Command::Rewind => self.rewind(),
            Command::Solve => self.ask_engine(EngineTask::Solve),
            Command::CancelEngine => self.cancel_engine(),
            Command::CancelFile => self.stop_file(),
            Command::TogglePause => self.toggle_pause(now),
            Command::SayTime => {
                let seconds = self.game().elapsed(now).as_secs();
                ctx!(self).say(t!("time-played", time = &spoken_time(seconds)));
            }
            // The lab is routed before (see `command`).
            Command::ToggleLab => {}
        }
        self.announce(now);
    }

    /// Time passing: a held digit whose moment is over is entered; the lab shows the events
    /// due and asks for its next batch.
    pub fn tick(&mut self, now: Instant) {
        self.clock = now;
        if let Some(held) = self.composer.expired(now) {
            composer::enter_held(&mut self.current.game, held, now);
            self.announce(now);
        }
        self.lab_tick(now);
    }

    /// A job finished on the worker: its answer goes to the flow that waits for it.
    pub fn finished(&mut self, done: Done, now: Instant) {
        self.clock = now;
        let Some(done) = self.lab_finished(done, now) else {
            return;
        };
        if let Some(pending) = self.engine.take_job(done.id) {
            match pending.task {
                EngineTask::Hint => self.hints.hint_done(&mut ctx!(self), &pending, done.output),
                EngineTask::Rewind => self.rewind_done(&pending, done.output, now),
                _ => self.engine_done(pending, done.output, now),
            }
        } else if self.compose.owns(done.id) {
            self.compose_done(done.output);
        } else if let Some(pending) = self.hints.take_path_job(done.id) {
            self.hints.path_done(&mut ctx!(self), &pending, done.output);
        } else if let Some(pending) = self.file.take_job(done.id) {
            self.errand_done(pending, done.output, now);
        } else if let Some(pending) = self.rating.take_job(done.id) {
            self.rating.done(&mut ctx!(self), pending, done.output);
        } else if let Some(pending) = self.pool.take_job(done.id) {
            let answer = (&pending, done.output);
            self.pool
                .done(&mut ctx!(self), answer, self.level, &mut self.rng);
        }
        self.announce(now);
    }

    /// Says something in the status bar that the window found out (not a problem).
    pub fn inform(&mut self, text: impl Into<String>) {
        ctx!(self).say(text);
    }

    /// Shows a problem found outside the session (a kept state that could not be restored).
    pub fn report(&mut self, text: impl Into<String>) {
        ctx!(self).complain(text);
    }

    /// Notes what a command says of the player's wishes: a new game's kind is the one "Next
    /// puzzle" makes; a digit typed with no cell selected does nothing, and the status line
    /// says why.
    fn note_command(&mut self, command: &Command) {
        if let Some(next) = NextPuzzle::of(command) {
            self.finish.next = Some(next);
        }
        let typed = matches!(
            command,
            Command::Digit(_) | Command::PadDigit(_) | Command::MarkDigit(..)
        );
        if typed && self.game().selection().is_empty() && !self.game().is_paused() {
            ctx!(self).say(t!("select-cells-first"));
        }
    }

    /// Escape: a hint or path step goes first, then the selection, then the clock pauses.
    fn escape(&mut self, now: Instant) {
        if !self.hints.escape(&ctx!(self)) && !self.current.game.apply(Action::Deselect, now) {
            self.toggle_pause(now);
        }
    }

    fn toggle_pause(&mut self, now: Instant) {
        let action = if self.game().is_paused() {
            Action::Resume
        } else {
            Action::Pause
        };
        self.current.game.apply(action, now);
    }

    /// Announces a solve once, and takes the announcement back when a change un-solves it.
    fn announce(&mut self, now: Instant) {
        self.apply_options(now);
        let outcome = self.game().outcome();
        if outcome == self.announced {
            return;
        }
        self.announced = outcome;
        let best = self.record_solved(outcome, now);
        match outcome {
            Outcome::SolvedByPlayer => {
                // The finish is no time for highlights.
                self.current.game.apply(Action::Deselect, now);
                let seconds = self.game().elapsed(now).as_secs();
                ctx!(self).say_about_board(history::solved_words(seconds, best), false);
            }
            Outcome::SolvedByEngine => {
                ctx!(self).say_about_board(t!("solved-by-engine-not-counted"), false)
            }
            Outcome::Open => self.finish.card = None,
        }
    }

    /// Whether the game is being played (not typed in).
    fn is_playing(&self) -> bool {
        self.game().mode() == Mode::Play
    }
}

impl Session {
    /// The answer of the file side's errand, handed to its flow.
    fn errand_done(&mut self, pending: Pending<Errand>, output: Output, now: Instant) {
        let output = match pending.answer(output, Some, Fits::Anything) {
            Answer::Fresh(output) => output,
            Answer::Failed(why) => {
                return ctx!(self).complain(t!("file-job-failed-nothing-changed", why = &why));
            }
            Answer::Cancelled | Answer::Stale => return,
        };
        let next = match (pending.task, output) {
            (_, Output::Picked(Picked::Cancelled)) => {
                self.status = None;
                None
            }
            (_, Output::Picked(Picked::NoDialog)) => {
                ctx!(self).complain(no_dialog());
                None
            }
            (Errand::File(task), output) => {
                self.file_done(task, output, now);
                None
            }
            (Errand::Export(task), output) => {
                self.file.export_done(&mut ctx!(self), task, output);
                None
            }
            (Errand::Print(task), output) => {
                let rng = &mut self.rng;
                self.file.print_done(&mut ctx!(self), task, output, rng);
                None
            }
            (Errand::Daily(date), Output::Generated(made)) => {
                daily::made(&mut ctx!(self), date, made, now)
            }
            (Errand::Variant(kind, _), Output::Generated(made)) => {
                variant::made(&mut ctx!(self), kind, made, now)
            }
            (Errand::Practice(search), Output::Practice(found)) => {
                let stock = &mut self.practice_stock;
                stock.found(&mut ctx!(self), &search, *found, now)
            }
            (Errand::Scan(name), Output::Scanned(read)) => {
                self.scanned(name, read);
                None
            }
            _ => None,
        };
        if let Some(next) = next {
            self.replace(next, now);
        }
    }
}
