//! The play session, without a window: the game and the file it belongs to, the jobs it waits
//! for, the status message, the question on screen, and the workflows (entering a puzzle,
//! confirming that an unsaved game may go). Commands and worker results go in; jobs for the
//! worker and text for the clipboard come out as [`Effect`]s. Everything here is tested
//! without egui.

use super::command::{CandidateText, Command};
use super::entry::{Composer, Held};
use super::hints::{Overlay, PathView, ShownHint, Stage, notes_after};
use super::pool::Pool;
use super::rating::Rated;
use crate::board::{Cell, Digit, Grid, Shape};
use crate::formats::{self, Opened};
use crate::game::{Action, Game, Mode, Outcome};
use crate::rate::Level;
use crate::rate::Rating;
use crate::solver::Verdict;
use crate::techniques::{Candidates, Hint};
use crate::worker::{Dialog, Done, Job, JobId, Output, Picked};
use rand::Rng;
use rand::rngs::StdRng;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Said when no file dialog could be shown at all.
pub const NO_DIALOG: &str = "No file dialog could be shown: this desktop has neither a \
     file-chooser portal nor zenity. Open a file with `shudu FILE`, or paste a puzzle with Ctrl+V.";
/// The most text a paste may hold: far more than any puzzle or collection, little enough to read
/// in a frame.
pub const MAX_PASTE_BYTES: usize = 1024 * 1024;

/// Where the game on the board came from, as the window shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Origin {
    /// A new game of this level.
    Level(Level),
    /// Opened from this file (a puzzle file or a saved game).
    File(PathBuf),
    /// One puzzle of a file that holds several (a collection).
    Collection {
        /// The file.
        path: PathBuf,
        /// Which puzzle, from 1.
        number: usize,
        /// How many good puzzles the file holds.
        count: usize,
    },
    /// Pasted.
    Pasted,
    /// Typed in by the player.
    Entered,
}

/// A game together with the file it belongs to. The save path never outlives its game: a new
/// game starts with none.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct GameFile {
    /// The game.
    pub game: Game,
    /// The file Save writes to.
    pub path: Option<PathBuf>,
    /// The game's edit count when it was last saved or opened from a save.
    pub saved_edits: Option<u64>,
    /// Where the game came from.
    pub origin: Origin,
}

impl GameFile {
    /// A fresh game that belongs to no file.
    pub fn new(game: Game, origin: Origin) -> GameFile {
        GameFile {
            game,
            path: None,
            saved_edits: None,
            origin,
        }
    }

    /// Whether the game holds moves that no save has: losing it would lose the player's work.
    /// A solved game, or one with no move at all, has nothing to lose.
    pub fn has_unsaved_moves(&self) -> bool {
        let game = &self.game;
        let edited = game.edits() > 0 && Some(game.edits()) != self.saved_edits;
        edited && game.outcome() == Outcome::Open
    }
}

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

/// A question the window shows until the player answers it.
#[derive(Debug, Clone)]
pub enum Question {
    /// The typed puzzle has several solutions: play it anyway?
    Several,
    /// The game has unsaved moves: discard it for this?
    Discard(Box<Replacement>),
}

impl Question {
    /// What the question says, and its two answers (yes, no).
    pub fn words(&self) -> Words {
        match self {
            Question::Several => Words {
                title: "Several solutions",
                detail: "The outlined cells differ between two solutions of this puzzle. \
                         Play it anyway?"
                    .into(),
                yes: "Play it anyway",
                no: "Keep editing",
            },
            Question::Discard(replacement) => Words {
                title: "Discard this game?",
                detail: format!("Its moves are not saved. {}", replacement.describe()),
                yes: "Discard",
                no: "Keep playing",
            },
        }
    }
}

/// How a question reads on screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Words {
    /// The question itself, as a heading.
    pub title: &'static str,
    /// What it is about.
    pub detail: String,
    /// The button that agrees.
    pub yes: &'static str,
    /// The button that declines (as Escape does).
    pub no: &'static str,
}

/// What replaces the game on the board once the player agrees.
#[derive(Debug, Clone)]
pub enum Replacement {
    /// A new game of a level.
    NewGame(Level),
    /// A game opened from a file or pasted, with the message to show.
    Opened {
        /// The game and its file.
        next: Box<GameFile>,
        /// What the status bar says after.
        message: String,
    },
    /// The typed puzzle starts play; the game put aside before typing goes.
    Start {
        /// What the status bar says after.
        message: String,
    },
}

impl Replacement {
    fn describe(&self) -> String {
        match self {
            Replacement::NewGame(level) => format!("A new {level} game takes its place."),
            Replacement::Opened { next, .. } => match &next.origin {
                Origin::File(path) => format!("{} takes its place.", path.display()),
                Origin::Collection { path, number, .. } => {
                    format!("Puzzle {number} of {} takes its place.", path.display())
                }
                _ => "The pasted puzzle takes its place.".into(),
            },
            Replacement::Start { .. } => "The typed puzzle takes its place.".into(),
        }
    }
}

/// What the session asks of the world outside it.
#[derive(Debug, Clone)]
pub enum Effect {
    /// Run a job on the worker.
    Submit(JobId, Job),
    /// Cancel the running engine job.
    CancelEngine,
    /// Put text on the clipboard.
    CopyText(String),
}

/// Why the session waits for the engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum EngineTask {
    Solve,
    Check,
    Start,
    Hint,
}

/// Why the session waits for a file job.
#[derive(Debug, Clone, PartialEq, Eq)]
enum FileTask {
    PickOpen,
    PickSave,
    /// Open a file; with a collection, its puzzle of this number (from 1).
    Open(PathBuf, usize),
    Save {
        path: PathBuf,
        /// Which game, and at which edit count.
        game: u64,
        edits: u64,
    },
}

#[derive(Debug, Clone)]
struct Waiting<T> {
    id: JobId,
    task: T,
    /// The game the job was asked for, and the grid it was given.
    game: u64,
    asked: Option<Grid>,
}

/// The session: one game on the board, perhaps one put aside while a puzzle is typed.
pub struct Session {
    current: GameFile,
    /// The game put aside by "Enter a puzzle", restored by Cancel.
    put_aside: Option<GameFile>,
    /// Numbers the games of this run, so a late answer finds out whether its game is gone.
    serial: u64,
    level: Level,
    engine: Option<Waiting<EngineTask>>,
    file: Option<Waiting<FileTask>>,
    status: Option<Status>,
    question: Option<Question>,
    /// Cells where two solutions differ, outlined until the board changes.
    differ: (Vec<Cell>, u64),
    /// The outcome last announced, so each solve is announced once.
    announced: Outcome,
    composer: Composer,
    next_id: JobId,
    effects: Vec<Effect>,
    rng: StdRng,
    /// Where file dialogs start when the game has no file.
    dialog_folder: Option<PathBuf>,
    /// The hint on screen.
    hint: Option<ShownHint>,
    /// The solution path panel: open or not, its path once computed, the job computing it.
    path_open: bool,
    path: Option<PathView>,
    path_job: Option<Waiting<()>>,
    /// The rating of the game numbered `.0`.
    rating: Option<(u64, Rated)>,
    /// The rating job; its task is the status message to complete when the rating comes, and
    /// whether that message already says the puzzle has one solution.
    rating_job: Option<Waiting<Option<(String, bool)>>>,
    /// Puzzles made ahead for New game, once the app starts the pool.
    pool: Option<Pool>,
    /// The pool's generation job, if one runs.
    pool_job: Option<JobId>,
    /// Set when generation failed: the pool then stops asking (New game falls back to the
    /// bundled collections) rather than failing again and again.
    pool_failed: bool,
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
            engine: None,
            file: None,
            status: None,
            question: None,
            differ: (Vec::new(), 0),
            announced,
            hint: None,
            path_open: false,
            path: None,
            path_job: None,
            rating: None,
            rating_job: None,
            pool: None,
            pool_job: None,
            pool_failed: false,
            composer: Composer::default(),
            next_id: JobId::default(),
            effects: Vec::new(),
            rng,
            dialog_folder: None,
        };
        session.rate_current();
        session
    }

    /// A session on a new game of `level`.
    pub fn fresh(level: Level, mut rng: StdRng) -> Session {
        let game = Game::new(level.pick(&mut rng));
        Session::new(GameFile::new(game, Origin::Level(level)), None, level, rng)
    }

    /// Sets the folder file dialogs start in when the game has no file of its own.
    pub fn set_dialog_folder(&mut self, folder: Option<PathBuf>) {
        self.dialog_folder = folder;
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
        if self.differ.1 == self.game().edits() {
            &self.differ.0
        } else {
            &[]
        }
    }

    /// What the engine is doing, if anything ("Solving", "Checking"...).
    pub fn engine_busy(&self) -> Option<&'static str> {
        self.engine.as_ref().map(|w| match w.task {
            EngineTask::Solve => "Solving",
            EngineTask::Check => "Checking",
            EngineTask::Start => "Checking the puzzle",
            EngineTask::Hint => "Finding a hint",
        })
    }

    /// What the file side is doing, if anything.
    pub fn file_busy(&self) -> Option<&'static str> {
        self.file.as_ref().map(|w| match w.task {
            FileTask::PickOpen | FileTask::PickSave => "Waiting for the file dialog",
            FileTask::Open(..) => "Opening the file",
            FileTask::Save { .. } => "Saving",
        })
    }

    /// The hint on screen, if it still fits the board.
    pub fn hint(&self) -> Option<&ShownHint> {
        self.hint
            .as_ref()
            .filter(|h| h.board == (self.serial, self.game().edits()))
    }

    /// Whether the solution path panel is open.
    pub fn path_open(&self) -> bool {
        self.path_open
    }

    /// The solution path of the game on the board, once computed.
    pub fn path(&self) -> Option<&PathView> {
        self.path.as_ref().filter(|p| p.serial == self.serial)
    }

    /// Whether the solution path is being computed.
    pub fn path_busy(&self) -> bool {
        self.path_job.is_some()
    }

    /// What the board draws over the game: the path step shown, else the hint.
    pub fn overlay(&self) -> Option<Overlay> {
        if self.path_open
            && let Some(overlay) = self.path().and_then(PathView::overlay)
        {
            return Some(overlay);
        }
        self.hint().map(|h| h.overlay(self.game().shape()))
    }

    /// The rating of the puzzle on the board, once asked for (never while a puzzle is typed).
    pub fn rating(&self) -> Option<&Rated> {
        self.rating
            .as_ref()
            .filter(|(serial, _)| *serial == self.serial && self.game().mode() == Mode::Play)
            .map(|(_, rated)| rated)
    }

    /// Starts making puzzles ahead for New game, from `pool` (what an earlier run left).
    pub fn start_pool(&mut self, pool: Pool) {
        self.pool = Some(pool);
        self.refill();
    }

    /// The puzzles made ahead, once the pool is started.
    pub fn pool(&self) -> Option<&Pool> {
        self.pool.as_ref()
    }

    /// Whether any job is under way for the game on the board (the pool's work for later
    /// games is not counted).
    pub fn is_busy(&self) -> bool {
        self.engine.is_some()
            || self.file.is_some()
            || self.path_job.is_some()
            || self.rating_job.is_some()
    }

    /// The first digit held back for a second one.
    pub fn held_digit(&self) -> Option<Held> {
        self.composer.held()
    }

    /// What the session asks of the world since the last call.
    pub fn take_effects(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.effects)
    }

    /// Applies a command, as if the player had asked for it.
    pub fn command(&mut self, command: Command, now: Instant) {
        // A question on screen waits for its answer: nothing else may change the game first.
        let answers = matches!(
            command,
            Command::Confirm
                | Command::Decline
                | Command::CancelEngine
                | Command::CancelFile
                | Command::ToggleKeyboardHelp
        );
        if self.question.is_some() && !answers {
            return;
        }
        if !matches!(command, Command::Digit(_)) {
            self.flush_digit(now);
        }
        match command {
            Command::Play(action) => {
                self.current.game.apply(action, now);
            }
            Command::Digit(value) => self.key_digit(value, now),
            Command::PadDigit(value) => self.enter_number(value, now),
            Command::NewGame(level) => self.replace(Replacement::NewGame(level), now),
            Command::EnterPuzzle(shape) => self.enter_puzzle(shape),
            Command::StartEntered => self.start_entered(),
            Command::CancelEntering => self.cancel_entering(),
            Command::Confirm => self.answer(true, now),
            Command::Decline => self.answer(false, now),
            Command::Open => self.pick(Dialog::Open {
                folder: self.folder(),
            }),
            Command::OpenPath(path) => self.open(path, 1),
            Command::OpenPuzzle(number) => self.open_puzzle(number),
            Command::Save => match self.current.path.clone() {
                Some(path) if self.can_save() => self.save_to(path),
                _ => self.save_as(),
            },
            Command::SaveAs => self.save_as(),
            Command::Paste(text) => self.paste(&text, now),
            Command::CopyPuzzle => {
                let text = formats::to_line(self.game().puzzle());
                self.effects.push(Effect::CopyText(text));
                self.say("Copied the puzzle as text.");
            }
            Command::CopyWithCandidates(form) => self.copy_with_candidates(form),
            Command::Hint => self.hint_pressed(now),
            Command::DismissHint => self.hint = None,
            Command::Escape => {
                if self.hint().is_some() {
                    self.hint = None;
                } else if let Some(path) = self.path.as_mut().filter(|p| p.selected.is_some()) {
                    path.selected = None;
                } else {
                    self.command(Command::TogglePause, now);
                }
            }
            Command::TogglePath => self.toggle_path(),
            Command::ShowPathStep(index) => {
                if let Some(path) = self.path.as_mut() {
                    path.selected = index.filter(|&i| i < path.steps.len());
                }
            }
            Command::Check => self.ask_engine(EngineTask::Check),
            Command::Solve => self.ask_engine(EngineTask::Solve),
            Command::CancelEngine => {
                if self.engine.take().is_some() {
                    self.effects.push(Effect::CancelEngine);
                    self.say("Cancelled.");
                }
            }
            Command::CancelFile => {
                if self.file.take().is_some() {
                    self.say("Stopped waiting for the file.");
                }
            }
            Command::TogglePause => {
                let action = if self.game().is_paused() {
                    Action::Resume
                } else {
                    Action::Pause
                };
                self.current.game.apply(action, now);
            }
            // Settings belong to the window, which handles them itself.
            Command::SetTheme(_)
            | Command::SetLetters(_)
            | Command::ToggleKeyboardHelp
            | Command::ToggleLab => {}
        }
        self.announce(now);
    }

    /// Time passing: a held digit whose moment is over is entered.
    pub fn tick(&mut self, now: Instant) {
        if let Some(held) = self.composer.expired(now) {
            self.enter_held(held, now);
            self.announce(now);
        }
    }

    /// A job finished on the worker.
    pub fn finished(&mut self, done: Done, now: Instant) {
        if let Some(waiting) = self.engine.take_if(|w| w.id == done.id) {
            match waiting.task {
                EngineTask::Hint => self.hint_done(&waiting, done.output),
                _ => self.engine_done(waiting, done.output, now),
            }
        } else if let Some(waiting) = self.path_job.take_if(|w| w.id == done.id) {
            self.path_done(&waiting, done.output);
        } else if let Some(waiting) = self.file.take_if(|w| w.id == done.id) {
            self.file_done(waiting, done.output, now);
        } else if let Some(waiting) = self.rating_job.take_if(|w| w.id == done.id) {
            self.rating_done(waiting, done.output);
        } else if self.pool_job.take_if(|id| *id == done.id).is_some() {
            self.pool_done(done.output);
        }
        self.announce(now);
    }

    /// Shows a problem found outside the session (a kept state that could not be restored).
    pub fn report(&mut self, text: impl Into<String>) {
        self.complain(text);
    }

    fn say(&mut self, text: impl Into<String>) {
        self.status = Some(Status {
            text: text.into(),
            error: false,
            about: None,
        });
    }

    fn complain(&mut self, text: impl Into<String>) {
        self.status = Some(Status {
            text: text.into(),
            error: true,
            about: None,
        });
    }

    /// A message about the board as it stands: it goes when the board changes.
    fn say_about_board(&mut self, text: impl Into<String>, error: bool) {
        self.status = Some(Status {
            text: text.into(),
            error,
            about: Some(self.game().edits()),
        });
    }

    fn submit(&mut self, job: Job) -> JobId {
        self.next_id = self.next_id.next();
        self.effects.push(Effect::Submit(self.next_id, job));
        self.next_id
    }

    fn waiting<T>(&self, id: JobId, task: T, asked: Option<Grid>) -> Waiting<T> {
        Waiting {
            id,
            task,
            game: self.serial,
            asked,
        }
    }

    // Digits.

    fn key_digit(&mut self, value: u8, now: Instant) {
        let size = self.game().shape().size();
        let Some(cell) = self.game().selected() else {
            return;
        };
        for number in self.composer.key(cell, value, size, now) {
            self.enter_number(number, now);
        }
    }

    fn flush_digit(&mut self, now: Instant) {
        if let Some(held) = self.composer.flush() {
            self.enter_held(held, now);
        }
    }

    fn enter_held(&mut self, held: Held, now: Instant) {
        if self.game().selected() == Some(held.cell) {
            self.enter_number(held.first, now);
        }
    }

    fn enter_number(&mut self, number: u8, now: Instant) {
        let action = match Digit::new(number) {
            Some(digit) => Action::Enter(digit),
            None => Action::Clear,
        };
        self.current.game.apply(action, now);
    }

    /// Announces a solve once, and takes the announcement back when a change un-solves it.
    fn announce(&mut self, now: Instant) {
        let outcome = self.game().outcome();
        if outcome == self.announced {
            return;
        }
        self.announced = outcome;
        match outcome {
            Outcome::SolvedByPlayer => {
                let time = clock_text(self.game().elapsed(now).as_secs());
                self.say_about_board(format!("Solved in {time}. Well done!"), false);
            }
            Outcome::SolvedByEngine => self.say_about_board(
                "Solved by the engine (not counted as your win). Undo takes the solution back.",
                false,
            ),
            Outcome::Open => {}
        }
    }

    // Replacing the game.

    /// Whether replacing the game now would lose moves the player has not saved.
    fn at_risk(&self) -> bool {
        let typed = self.game().mode() == Mode::Enter && self.game().edits() > 0;
        typed
            || self.current.has_unsaved_moves()
            || self
                .put_aside
                .as_ref()
                .is_some_and(GameFile::has_unsaved_moves)
    }

    fn replace(&mut self, replacement: Replacement, now: Instant) {
        let starting = matches!(replacement, Replacement::Start { .. });
        let at_risk = if starting {
            self.put_aside
                .as_ref()
                .is_some_and(GameFile::has_unsaved_moves)
        } else {
            self.at_risk()
        };
        if at_risk {
            self.question = Some(Question::Discard(Box::new(replacement)));
        } else {
            self.perform(replacement, now);
        }
    }

    fn answer(&mut self, yes: bool, now: Instant) {
        match self.question.take() {
            Some(Question::Several) if yes => {
                self.replace(
                    Replacement::Start {
                        message: "Playing a puzzle with several solutions.".into(),
                    },
                    now,
                );
            }
            Some(Question::Discard(replacement)) if yes => self.perform(*replacement, now),
            Some(Question::Discard(_)) => self.say("Kept the game."),
            Some(Question::Several) | None => {}
        }
    }

    fn perform(&mut self, replacement: Replacement, now: Instant) {
        match replacement {
            Replacement::NewGame(level) => {
                self.level = level;
                let ready = self.pool.as_mut().and_then(|pool| pool.take(level));
                let (puzzle, rating) = match ready {
                    Some(ready) => (ready.puzzle, Some(ready.rating)),
                    None => (level.pick(&mut self.rng), None),
                };
                let game = Game::new_at(puzzle, now);
                self.install_rated(GameFile::new(game, Origin::Level(level)), rating);
                self.say(format!("New {level} game."));
                self.refill();
            }
            Replacement::Opened { next, message } => {
                self.install(*next);
                self.say(message);
                self.announce_rating(false);
            }
            Replacement::Start { message } => self.start_now(&message, now),
        }
    }

    /// Puts `next` on the board; the engine's work for the old game is dropped.
    fn install(&mut self, next: GameFile) {
        self.install_rated(next, None);
    }

    /// Puts `next` on the board, with its rating when it is known (else it is asked for).
    fn install_rated(&mut self, next: GameFile, rating: Option<Rating>) {
        self.cancel_engine();
        self.serial += 1;
        self.current = next;
        self.put_aside = None;
        self.question = None;
        self.differ = (Vec::new(), 0);
        self.announced = self.game().outcome();
        self.hint = None;
        self.path = None;
        self.path_job = None;
        if self.path_open {
            self.path_open = false;
            self.toggle_path();
        }
        match rating {
            Some(rating) => {
                self.rating_job = None;
                self.rating = Some((self.serial, Rated::Done(rating)));
            }
            None => self.rate_current(),
        }
    }

    fn cancel_engine(&mut self) {
        if self.engine.take().is_some() {
            self.effects.push(Effect::CancelEngine);
        }
    }

    // Entering a puzzle.

    fn enter_puzzle(&mut self, shape: Shape) {
        let typing = GameFile::new(Game::entering(shape), Origin::Entered);
        let before = std::mem::replace(&mut self.current, typing);
        self.cancel_engine();
        self.serial += 1;
        // Typing over a typed puzzle keeps the game put aside before the first one.
        if before.game.mode() == Mode::Play {
            self.put_aside = Some(before);
        }
        self.differ = (Vec::new(), 0);
        self.say("Type the puzzle's givens, then press Start.");
    }

    fn start_entered(&mut self) {
        if self.game().mode() != Mode::Enter {
            return;
        }
        let grid = self.game().grid();
        if let Some(clash) = grid.clashes().first() {
            self.complain(format!("Cannot start: {clash}."));
            return;
        }
        let id = self.submit(Job::Analyse(grid.clone()));
        self.engine = Some(self.waiting(id, EngineTask::Start, Some(grid)));
    }

    fn start_now(&mut self, message: &str, now: Instant) {
        match self.current.game.start_play(now) {
            Ok(()) => {
                self.put_aside = None;
                self.current.path = None;
                self.current.saved_edits = None;
                self.announced = self.game().outcome();
                self.say(message);
                self.rate_current();
                // A rating comes only for a puzzle with one solution, and then the message
                // ("Puzzle accepted: ...") has said so.
                self.announce_rating(true);
            }
            Err(e) => self.complain(format!("Cannot start: {e}.")),
        }
    }

    fn cancel_entering(&mut self) {
        if self.game().mode() != Mode::Enter {
            return;
        }
        let back = match self.put_aside.take() {
            Some(back) => back,
            None => {
                let game = Game::new(self.level.pick(&mut self.rng));
                GameFile::new(game, Origin::Level(self.level))
            }
        };
        self.install(back);
        self.status = None;
    }

    // The engine.

    fn ask_engine(&mut self, task: EngineTask) {
        if self.game().mode() != Mode::Play || self.game().is_paused() {
            return;
        }
        let puzzle = self.game().puzzle().clone();
        let id = self.submit(Job::Analyse(puzzle.clone()));
        self.engine = Some(self.waiting(id, task, Some(puzzle)));
    }

    fn engine_done(&mut self, waiting: Waiting<EngineTask>, output: Output, now: Instant) {
        let analysis = match output {
            Output::Analysis(analysis) => analysis,
            Output::Failed(why) => {
                return self.complain(format!(
                    "The engine failed ({why}); the game is unchanged. Please report this."
                ));
            }
            _ => return self.say("Cancelled."),
        };
        let board_now = match waiting.task {
            EngineTask::Start | EngineTask::Hint => self.game().grid(),
            EngineTask::Solve | EngineTask::Check => self.game().puzzle().clone(),
        };
        if waiting.game != self.serial || waiting.asked.as_ref() != Some(&board_now) {
            return self.say("The board changed while the engine worked; its answer was dropped.");
        }
        let task = waiting.task;
        match (task, analysis.verdict) {
            (EngineTask::Start, Verdict::Unsolvable) => {
                self.complain("The typed puzzle has no solution.")
            }
            (_, Verdict::Unsolvable) => self.complain("This puzzle has no solution."),
            (EngineTask::Solve, Verdict::Unique(solution)) => {
                self.current
                    .game
                    .apply(Action::ApplySolution(solution), now);
            }
            (EngineTask::Solve | EngineTask::Check, Verdict::Multiple(a, b)) => {
                let count = self.outline(&a, &b);
                let what = match task {
                    EngineTask::Check => "there is no one solution to check entries against",
                    _ => "there is no one solution to fill in",
                };
                self.say_about_board(
                    format!(
                        "This puzzle has several solutions, so {what}: the {count} outlined \
                         cells differ between two of them."
                    ),
                    true,
                );
            }
            (EngineTask::Check, Verdict::Unique(solution)) => {
                self.current.game.apply(Action::MarkWrong(solution), now);
                let text = match self.game().wrong_cells().len() {
                    0 => "No mistakes so far.".to_string(),
                    1 => "1 entry disagrees with the solution (marked).".to_string(),
                    n => format!("{n} entries disagree with the solution (marked)."),
                };
                let error = !self.game().wrong_cells().is_empty();
                self.say_about_board(text, error);
            }
            (EngineTask::Start, Verdict::Unique(_)) => self.replace(
                Replacement::Start {
                    message: "Puzzle accepted: it has exactly one solution.".into(),
                },
                now,
            ),
            (EngineTask::Start, Verdict::Multiple(a, b)) => {
                self.outline(&a, &b);
                self.question = Some(Question::Several);
            }
            // A hint's answer never comes here (see `finished`).
            (EngineTask::Hint, _) => {}
        }
    }

    /// Outlines the cells where two solutions differ; how many there are.
    fn outline(&mut self, a: &Grid, b: &Grid) -> usize {
        let cells: Vec<Cell> = a
            .shape()
            .cells()
            .filter(|&c| a.value(c) != b.value(c))
            .collect();
        let count = cells.len();
        self.differ = (cells, self.game().edits());
        count
    }

    /// Copies the board with its candidates: the player's notes, or every candidate the
    /// givens and entries leave in a cell without notes.
    fn copy_with_candidates(&mut self, form: CandidateText) {
        let game = self.game();
        let (grid, notes) = (game.grid(), game.all_notes());
        let (text, name) = match form {
            CandidateText::Library => (
                formats::to_library_line(&grid, Some(&notes)),
                "a HoDoKu library line",
            ),
            CandidateText::PencilGrid => (
                formats::to_pencil_grid(&grid, Some(&notes)),
                "a pencil-mark grid",
            ),
        };
        match text {
            Some(text) => {
                self.effects.push(Effect::CopyText(text));
                self.say(format!("Copied the board with its candidates as {name}."));
            }
            None => self.complain(format!(
                "Nothing copied: {name} holds boards up to 9x9 only; Copy puzzle copies this one."
            )),
        }
    }

    // Hints.

    fn hint_pressed(&mut self, now: Instant) {
        let game = self.game();
        if game.mode() != Mode::Play || game.is_paused() || self.engine.is_some() {
            return;
        }
        let shape = game.shape();
        let Some(shown) = self.hint().cloned() else {
            let board = game.grid();
            let id = self.submit(Job::Hint {
                board: board.clone(),
                notes: game.all_notes(),
            });
            self.engine = Some(self.waiting(id, EngineTask::Hint, Some(board)));
            return;
        };
        match (&shown.hint, shown.stage) {
            (Hint::Step { .. }, Stage::Where) => {
                if let Some(hint) = self.hint.as_mut() {
                    hint.stage = Stage::Pattern;
                }
            }
            (Hint::Step { step, grid, .. }, Stage::Pattern) => {
                let placements = step
                    .placements
                    .iter()
                    .map(|&(c, d)| (shape.cell_at(c), d))
                    .collect();
                let notes = notes_after(step, grid);
                self.hint = None;
                self.current
                    .game
                    .apply(Action::ApplyStep { placements, notes }, now);
                self.say(format!("Applied: {}.", step.line(shape.size())));
            }
            (Hint::Wrong { cell, .. }, _) => {
                self.hint = None;
                self.current
                    .game
                    .apply(Action::Select(shape.cell_at(*cell)), now);
                self.current.game.apply(Action::Clear, now);
                self.say(format!("Cleared {}.", shape.cell_at(*cell)));
            }
            _ => self.hint = None,
        }
    }

    fn hint_done(&mut self, waiting: &Waiting<EngineTask>, output: Output) {
        let hint = match output {
            Output::Hint(hint) => *hint,
            Output::Failed(why) => {
                return self.complain(format!("The hint failed ({why}). Please report this."));
            }
            _ => return self.say("Cancelled."),
        };
        if waiting.game != self.serial || waiting.asked.as_ref() != Some(&self.game().grid()) {
            return self.say("The board changed while the hint was found; press Hint again.");
        }
        self.status = None;
        self.hint = Some(ShownHint {
            hint,
            stage: Stage::Where,
            board: (self.serial, self.game().edits()),
        });
    }

    fn toggle_path(&mut self) {
        self.path_open = !self.path_open;
        if !self.path_open {
            if let Some(path) = self.path.as_mut() {
                path.selected = None;
            }
            return;
        }
        if self.path().is_some() || self.path_job.is_some() || self.game().mode() != Mode::Play {
            return;
        }
        let puzzle = self.game().puzzle().clone();
        let id = self.submit(Job::Path(puzzle.clone()));
        self.path_job = Some(self.waiting(id, (), Some(puzzle)));
    }

    fn path_done(&mut self, waiting: &Waiting<()>, output: Output) {
        let path = match output {
            Output::Path(path) => *path,
            Output::Failed(why) => {
                return self.complain(format!(
                    "The solution path failed ({why}). Please report this."
                ));
            }
            _ => return,
        };
        if waiting.game != self.serial {
            return;
        }
        let Some(puzzle) = waiting.asked.as_ref() else {
            return;
        };
        let start = Candidates::from_grid(puzzle);
        self.path = Some(PathView::new(path, &start, self.serial));
    }

    // The rating.

    /// Asks the worker to rate the puzzle on the board (SE rates 9x9 puzzles only).
    fn rate_current(&mut self) {
        self.rating_job = None;
        self.rating = None;
        if self.game().mode() != Mode::Play {
            return;
        }
        let puzzle = self.game().puzzle().clone();
        if puzzle.shape() != Shape::NINE {
            let why = "Sudoku Explainer's scale rates 9x9 puzzles only".into();
            self.rating = Some((self.serial, Rated::Unrated(why)));
            return;
        }
        let id = self.submit(Job::Rate(puzzle));
        self.rating_job = Some(self.waiting(id, None, None));
        self.rating = Some((self.serial, Rated::Pending));
    }

    /// Completes the status message on screen with the rating once it comes.
    fn announce_rating(&mut self, unique_said: bool) {
        let Some(text) = self.status.as_ref().map(|s| s.text.clone()) else {
            return;
        };
        if let Some(job) = self.rating_job.as_mut() {
            job.task = Some((text, unique_said));
        }
    }

    fn rating_done(&mut self, waiting: Waiting<Option<(String, bool)>>, output: Output) {
        let rated = match output {
            Output::Rating(answer) => Rated::of(answer),
            Output::Failed(why) => Rated::Unrated(format!("the rater failed ({why})")),
            _ => return,
        };
        if waiting.game != self.serial {
            return;
        }
        if let (Some((text, unique_said)), Some(status)) = (waiting.task, self.status.as_ref())
            && status.text == text
            && !status.error
        {
            let sentence = rated.sentence(unique_said);
            self.say(format!("{text} {sentence}"));
        }
        self.rating = Some((self.serial, rated));
    }

    // The pool.

    /// Asks the worker for the next puzzle the pool lacks, unless one is being made.
    fn refill(&mut self) {
        if self.pool_job.is_some() || self.pool_failed {
            return;
        }
        let seed = self.rng.random();
        let level = self.level;
        if let Some(request) = self.pool.as_ref().and_then(|pool| pool.wanted(level, seed)) {
            self.pool_job = Some(self.submit(Job::Generate(request)));
        }
    }

    fn pool_done(&mut self, output: Output) {
        match output {
            Output::Generated(Ok(made)) => {
                if let Some(pool) = self.pool.as_mut() {
                    pool.add(made);
                }
                self.refill();
            }
            Output::Generated(Err(e)) => {
                self.pool_failed = true;
                self.complain(format!(
                    "Making new puzzles stopped ({e}); New game uses the bundled puzzles."
                ));
            }
            Output::Failed(why) => {
                self.pool_failed = true;
                self.complain(format!("Making new puzzles failed ({why}); New game uses the bundled puzzles. Please report this."));
            }
            _ => {}
        }
    }

    // Files.

    fn folder(&self) -> Option<PathBuf> {
        let own = self.current.path.as_ref().and_then(|p| p.parent());
        own.filter(|p| !p.as_os_str().is_empty())
            .map(Path::to_path_buf)
            .or_else(|| self.dialog_folder.clone())
    }

    /// Whether the game may be saved: not while a puzzle is typed (it is no game yet).
    fn can_save(&self) -> bool {
        self.game().mode() == Mode::Play
    }

    fn pick(&mut self, dialog: Dialog) {
        let task = match dialog {
            Dialog::Open { .. } => FileTask::PickOpen,
            Dialog::Save { .. } => FileTask::PickSave,
        };
        let id = self.submit(Job::Pick(dialog));
        self.file = Some(self.waiting(id, task, None));
    }

    fn save_as(&mut self) {
        if !self.can_save() {
            return self.complain("Nothing to save while a puzzle is typed: press Start first.");
        }
        let name = self.current.path.as_ref().and_then(|p| p.file_name());
        let name = name.map_or("game.ron".into(), |n| n.to_string_lossy().into_owned());
        self.pick(Dialog::Save {
            folder: self.folder(),
            name,
        });
    }

    fn save_to(&mut self, path: PathBuf) {
        if !self.can_save() {
            return self.complain("Nothing to save while a puzzle is typed: press Start first.");
        }
        let game = Box::new(self.game().clone());
        let edits = self.game().edits();
        let id = self.submit(Job::Save {
            path: path.clone(),
            game,
        });
        let task = FileTask::Save {
            path,
            game: self.serial,
            edits,
        };
        self.file = Some(self.waiting(id, task, None));
    }

    fn open(&mut self, path: PathBuf, number: usize) {
        let id = self.submit(Job::Open(path.clone()));
        self.file = Some(self.waiting(id, FileTask::Open(path, number), None));
    }

    /// Another puzzle of the collection the game on the board came from.
    fn open_puzzle(&mut self, number: usize) {
        match &self.current.origin {
            Origin::Collection { path, .. } => self.open(path.clone(), number),
            _ => self.complain("The game on the board is not from a file of several puzzles."),
        }
    }

    fn file_done(&mut self, waiting: Waiting<FileTask>, output: Output, now: Instant) {
        match (waiting.task, output) {
            (FileTask::PickOpen, Output::Picked(Picked::File(path))) => self.open(path, 1),
            (FileTask::PickSave, Output::Picked(Picked::File(path))) => {
                self.save_to(with_save_extension(path))
            }
            (_, Output::Picked(Picked::Cancelled)) => self.status = None,
            (_, Output::Picked(Picked::NoDialog)) => self.complain(NO_DIALOG),
            (FileTask::Open(path, number), Output::Opened(Ok(opened))) => {
                let (next, message) = opened_game(opened, &path, number, now);
                self.replace(Replacement::Opened { next, message }, now);
            }
            (FileTask::Open(..), Output::Opened(Err(e))) => self.complain(e.to_string()),
            (FileTask::Save { path, game, edits }, Output::Saved(Ok(()))) => {
                if game == self.serial {
                    self.current.path = Some(path.clone());
                    self.current.saved_edits = Some(edits);
                }
                self.say(format!("Saved to {}.", path.display()));
            }
            (FileTask::Save { .. }, Output::Saved(Err(e))) => {
                self.complain(format!("Not saved: {e}"))
            }
            (_, Output::Failed(why)) => self.complain(format!(
                "The file job failed ({why}); nothing changed. Please report this."
            )),
            _ => {}
        }
    }

    fn paste(&mut self, text: &str, now: Instant) {
        if text.len() > MAX_PASTE_BYTES {
            let mib = MAX_PASTE_BYTES / (1024 * 1024);
            return self.complain(format!(
                "Nothing pasted: the text is larger than {mib} MiB; save it to a file and open it."
            ));
        }
        match formats::open_text(text, "the pasted text") {
            Ok(opened) => {
                let (mut next, _) = opened_game(opened, Path::new(""), 1, now);
                next.origin = Origin::Pasted;
                next.path = None;
                next.saved_edits = None;
                let message = "Pasted a new puzzle.".to_string();
                self.replace(Replacement::Opened { next, message }, now);
            }
            Err(e) => self.complain(format!("Nothing pasted: {e}")),
        }
    }
}

/// The game an opened file gives (with a collection, its puzzle `number`, from 1, or the last
/// if there are fewer), and the message that says so.
fn opened_game(
    opened: Opened,
    path: &Path,
    number: usize,
    now: Instant,
) -> (Box<GameFile>, String) {
    let name = path.display();
    match opened {
        Opened::Save(game) => {
            let edits = game.edits();
            let next = GameFile {
                game: *game,
                path: Some(path.to_path_buf()),
                saved_edits: Some(edits),
                origin: Origin::File(path.to_path_buf()),
            };
            (Box::new(next), format!("Opened the saved game {name}."))
        }
        Opened::Puzzles { grids, skipped } => {
            let count = grids.len();
            let number = number.clamp(1, count.max(1));
            let game = match grids.into_puzzles().into_iter().nth(number - 1) {
                Some(puzzle) => Game::resumed_at(&puzzle.grid, puzzle.marks.as_deref(), now),
                None => Game::new_at(Grid::empty(Shape::NINE), now),
            };
            let (origin, mut message) = match count {
                1 => (Origin::File(path.to_path_buf()), format!("Opened {name}.")),
                _ => (
                    Origin::Collection {
                        path: path.to_path_buf(),
                        number,
                        count,
                    },
                    format!("Opened puzzle {number} of {count} from {name}."),
                ),
            };
            if let Some((bad, first_error)) = skipped {
                message += &format!(" Skipped {bad} bad puzzle(s); the first: {first_error}.");
            }
            (Box::new(GameFile::new(game, origin)), message)
        }
    }
}

/// A save path with `.ron` added when the chosen name has no extension.
fn with_save_extension(path: PathBuf) -> PathBuf {
    if path.extension().is_some() {
        path
    } else {
        path.with_extension("ron")
    }
}

/// A time as the clock shows it: `MM:SS`, `H:MM:SS`, then days; absurd spans stay short.
pub fn clock_text(seconds: u64) -> String {
    const DAY: u64 = 86_400;
    let (h, m, s) = (seconds / 3600 % 24, seconds / 60 % 60, seconds % 60);
    match seconds / DAY {
        0 if seconds < 3600 => format!("{m:02}:{s:02}"),
        0 => format!("{h}:{m:02}:{s:02}"),
        days @ 1..=999 => format!("{days}d {h}:{m:02}:{s:02}"),
        _ => "999+ days".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_times_stay_short() {
        assert_eq!(clock_text(65), "01:05");
        assert_eq!(clock_text(3 * 3600 + 5), "3:00:05");
        assert_eq!(clock_text(2 * 86_400 + 61), "2d 0:01:01");
        assert_eq!(clock_text(1_000_000_000_000), "999+ days");
        assert_eq!(clock_text(u64::MAX), "999+ days");
    }

    #[test]
    fn a_chosen_save_name_gets_ron_only_without_an_extension() {
        assert_eq!(
            with_save_extension("a/game".into()),
            PathBuf::from("a/game.ron")
        );
        assert_eq!(
            with_save_extension("a/game.txt".into()),
            PathBuf::from("a/game.txt")
        );
    }
}
