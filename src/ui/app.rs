//! The eframe app: the game and settings that persist, the worker and the messages that do not,
//! and the loop that draws, collects commands and applies them.

use super::board::{BoardView, ui_board};
use super::command::Command;
use super::keys;
use super::panels::{PanelView, ui_menu, ui_side, ui_status};
use super::theme::{Palette, ThemeChoice};
use crate::board::{Cell, Digit, Grid, Shape};
use crate::formats::{self, save};
use crate::game::{Action, Game, Mode, Source};
use crate::generator::Level;
use crate::solver::Verdict;
use crate::worker::{Done, Job, JobId, Output, Worker};
use rand::SeedableRng;
use rand::rngs::StdRng;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The key under which eframe keeps the app's state between runs.
const STORAGE_KEY: &str = "shudu";
/// Said when a file dialog comes back empty: the player cancelled, or the desktop has no
/// file-chooser portal and no dialog appeared at all.
const NO_DIALOG: &str = "(If no dialog appeared, this desktop has no file-chooser portal: \
                         open a file with `shudu FILE`, or paste a puzzle with Ctrl+V.)";
/// Files larger than this are no puzzle and no saved game; reading them would stall the window.
const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// The player's settings.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Light, dark, or as the system says.
    pub theme: ThemeChoice,
    /// Digits above 9 as letters (10 = A).
    pub letters: bool,
    /// The level of the last new game.
    pub level: Level,
}

/// What survives a restart.
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(default)]
struct Kept {
    game: Option<Game>,
    settings: Settings,
    save_path: Option<PathBuf>,
}

/// Why the app waits for the worker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Purpose {
    Solve,
    Check,
    Start,
    Open,
    SaveAs,
}

/// A message in the status bar.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Status {
    /// The words.
    pub text: String,
    /// Whether it reports a problem.
    pub error: bool,
}

/// The Shudu window.
pub struct ShuduApp {
    game: Game,
    settings: Settings,
    save_path: Option<PathBuf>,
    /// The game that "Enter a puzzle" put aside, restored by Cancel.
    previous: Option<Game>,
    worker: Worker,
    pending: Option<(JobId, Purpose)>,
    status: Option<Status>,
    /// Cells where two solutions differ (shown after a solve or start finds several).
    differ: Vec<Cell>,
    /// The typed puzzle has several solutions: ask whether to play it anyway.
    asking_several: bool,
    /// The first digit typed into a cell of a board larger than 9, waiting for a second.
    tens: Option<(Cell, u8)>,
    /// Whether the solved moment was announced for this game.
    announced: bool,
    rng: StdRng,
}

impl ShuduApp {
    /// The app as eframe starts it: the last game restored, or a new one; `file` opened if given.
    pub fn new(cc: &eframe::CreationContext<'_>, file: Option<PathBuf>) -> ShuduApp {
        let stored = cc
            .storage
            .and_then(|storage| storage.get_string(STORAGE_KEY));
        let (kept, damage) = match stored.map(|text| ron::from_str::<Kept>(&text)) {
            None => (Kept::default(), None),
            Some(Ok(kept)) => (kept, None),
            Some(Err(e)) => (Kept::default(), Some(e.to_string())),
        };
        let ctx = cc.egui_ctx.clone();
        let worker = Worker::new(move || ctx.request_repaint());
        let mut app = ShuduApp::with_parts(kept, worker, StdRng::from_os_rng());
        if let Some(damage) = damage {
            app.complain(format!(
                "The last game could not be restored ({damage}); here is a new one."
            ));
        }
        cc.egui_ctx.set_theme(app.settings.theme.preference());
        if let Some(path) = file {
            app.open_path(&path);
        }
        app
    }

    /// The app without eframe, around `game`: for benchmarks and tools that draw frames with
    /// an `egui::Context` of their own.
    pub fn headless(game: Game) -> ShuduApp {
        let kept = Kept {
            game: Some(game),
            ..Kept::default()
        };
        ShuduApp::with_parts(kept, Worker::new(|| {}), StdRng::seed_from_u64(0))
    }

    fn with_parts(kept: Kept, worker: Worker, mut rng: StdRng) -> ShuduApp {
        let (game, status) = match kept.game.map(|g| g.validate().map(|()| g)) {
            Some(Ok(game)) => (game, None),
            Some(Err(e)) => {
                let text = format!("The last game could not be restored ({e}); here is a new one.");
                (
                    Game::new(kept.settings.level.pick(&mut rng)),
                    Some(Status { text, error: true }),
                )
            }
            None => (Game::new(kept.settings.level.pick(&mut rng)), None),
        };
        let announced = game.is_solved();
        ShuduApp {
            game,
            settings: kept.settings,
            save_path: kept.save_path,
            previous: None,
            worker,
            pending: None,
            status,
            differ: Vec::new(),
            asking_several: false,
            tens: None,
            announced,
            rng,
        }
    }

    /// The game on the board.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The status bar's message, if any.
    pub fn status(&self) -> Option<&Status> {
        self.status.as_ref()
    }

    /// Cells outlined because two solutions differ there.
    pub fn differ(&self) -> &[Cell] {
        &self.differ
    }

    /// Whether a solve, check or dialog is under way.
    pub fn is_busy(&self) -> bool {
        self.pending.is_some()
    }

    /// The file the game saves to.
    pub fn save_path(&self) -> Option<&Path> {
        self.save_path.as_deref()
    }

    /// Applies a command, as if the player had asked for it.
    pub fn command(&mut self, command: Command, ctx: &egui::Context) {
        let now = Instant::now();
        if !matches!(command, Command::Digit(_)) {
            self.tens = None;
        }
        match command {
            Command::Play(action) => {
                if matches!(
                    action,
                    Action::Undo | Action::Redo | Action::ApplySolution(_)
                ) {
                    self.differ.clear();
                }
                self.game.apply(action, now);
            }
            Command::Digit(value) => self.digit(value, now),
            Command::NewGame(level) => {
                self.settings.level = level;
                let puzzle = level.pick(&mut self.rng);
                self.replace_game(Game::new(puzzle), None);
                self.say(format!("New {level} game."));
            }
            Command::EnterPuzzle(shape) => self.enter_puzzle(shape),
            Command::StartEntered => self.start_entered(),
            Command::StartAnyway => {
                self.asking_several = false;
                self.start_now("Playing a puzzle with several solutions.");
            }
            Command::KeepEditing => self.asking_several = false,
            Command::CancelEntering => {
                let back = self.previous.take();
                let game = back.unwrap_or_else(|| Game::new(Level::Easy.pick(&mut self.rng)));
                self.replace_game(game, self.save_path.clone());
                self.status = None;
            }
            Command::Open => {
                let folder = self.dialog_folder();
                self.submit(Job::PickOpen { folder }, Purpose::Open);
            }
            Command::OpenPath(path) => self.open_path(&path),
            Command::Save => match self.save_path.clone() {
                Some(path) => self.save_to(&path),
                None => self.command(Command::SaveAs, ctx),
            },
            Command::SaveAs => {
                let folder = self.dialog_folder();
                let name = self.save_path.as_ref().and_then(|p| p.file_name());
                let name = name.map_or("game.ron".into(), |n| n.to_string_lossy().into_owned());
                self.submit(Job::PickSave { folder, name }, Purpose::SaveAs);
            }
            Command::SaveTo(path) => self.save_to(&path),
            Command::Paste(text) => self.paste(&text),
            Command::CopyPuzzle => {
                ctx.copy_text(formats::to_line(self.game.puzzle()));
                self.say("Copied the puzzle as text.");
            }
            Command::Check => self.ask_engine(Purpose::Check),
            Command::Solve => self.ask_engine(Purpose::Solve),
            Command::CancelJob => self.worker.cancel(),
            Command::TogglePause => {
                let action = if self.game.is_paused() {
                    Action::Resume
                } else {
                    Action::Pause
                };
                self.game.apply(action, now);
            }
            Command::SetTheme(choice) => {
                self.settings.theme = choice;
                ctx.set_theme(choice.preference());
            }
            Command::SetLetters(letters) => self.settings.letters = letters,
        }
        self.announce_solved(now);
    }

    /// A digit from the keyboard or the pad. On boards above 9, a second digit typed into
    /// the same cell joins the first (1 then 2 makes 12).
    fn digit(&mut self, value: u8, now: Instant) {
        let size = self.game.shape().size();
        let selected = self.game.selected();
        let mut value = value;
        if let Some((cell, tens)) = self.tens.take()
            && Some(cell) == selected
            && usize::from(tens * 10 + value) <= size
        {
            if self.game.notes_mode() {
                // Take back the note the first digit toggled.
                if let Some(first) = Digit::new(tens) {
                    self.game.apply(Action::ToggleNote(first), now);
                }
            }
            value += tens * 10;
        } else if size > 9 && value < 10 && usize::from(value) * 10 <= size {
            self.tens = selected.map(|cell| (cell, value));
        }
        if let Some(digit) = Digit::new(value).filter(|d| usize::from(d.get()) <= size) {
            self.game.apply(Action::Enter(digit), now);
        }
    }

    fn announce_solved(&mut self, now: Instant) {
        if self.game.mode() != Mode::Play || !self.game.is_solved() || self.announced {
            return;
        }
        self.announced = true;
        let by_engine = self
            .game
            .shape()
            .cells()
            .any(|c| self.game.source(c) == Some(Source::Solver));
        if by_engine {
            self.say("Solved by the engine. Undo takes the solution back.");
        } else {
            let seconds = self.game.elapsed(now).as_secs();
            self.say(format!(
                "Solved in {}:{:02}. Well done!",
                seconds / 60,
                seconds % 60
            ));
        }
    }

    fn say(&mut self, text: impl Into<String>) {
        self.status = Some(Status {
            text: text.into(),
            error: false,
        });
    }

    fn complain(&mut self, text: impl Into<String>) {
        self.status = Some(Status {
            text: text.into(),
            error: true,
        });
    }

    fn replace_game(&mut self, game: Game, save_path: Option<PathBuf>) {
        self.worker.cancel();
        self.pending = None;
        self.announced = game.is_solved();
        self.game = game;
        self.save_path = save_path;
        self.differ.clear();
        self.asking_several = false;
        self.previous = None;
    }

    fn submit(&mut self, job: Job, purpose: Purpose) {
        let id = self.worker.submit(job);
        self.pending = Some((id, purpose));
    }

    fn ask_engine(&mut self, purpose: Purpose) {
        if self.game.mode() == Mode::Play {
            self.differ.clear();
            self.submit(Job::Analyse(self.game.puzzle().clone()), purpose);
        }
    }

    fn enter_puzzle(&mut self, shape: Shape) {
        let before = std::mem::replace(&mut self.game, Game::entering(shape));
        if before.mode() == Mode::Play {
            self.previous = Some(before);
        }
        self.differ.clear();
        self.say("Type the puzzle's givens, then press Start.");
    }

    fn start_entered(&mut self) {
        let grid = self.game.grid();
        if let Some(clash) = grid.clashes().first() {
            self.complain(format!("Cannot start: {clash}."));
            return;
        }
        self.submit(Job::Analyse(grid), Purpose::Start);
    }

    fn start_now(&mut self, message: &str) {
        match self.game.start_play(Instant::now()) {
            Ok(()) => {
                self.previous = None;
                self.save_path = None;
                self.announced = self.game.is_solved();
                self.say(message);
            }
            Err(e) => self.complain(format!("Cannot start: {e}.")),
        }
    }

    fn dialog_folder(&self) -> Option<PathBuf> {
        let from_save = self
            .save_path
            .as_ref()
            .and_then(|p| p.parent())
            .map(Path::to_path_buf);
        from_save.or_else(|| {
            let saves = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("saves");
            saves.is_dir().then_some(saves)
        })
    }

    /// Drains the worker, keeping only the result the app waits for.
    fn take_results(&mut self) {
        for Done { id, output } in self.worker.poll() {
            match self.pending {
                Some((waiting, purpose)) if waiting == id => {
                    self.pending = None;
                    self.finish(purpose, output);
                }
                _ => {}
            }
        }
    }

    fn finish(&mut self, purpose: Purpose, output: Output) {
        let now = Instant::now();
        match (purpose, output) {
            (_, Output::Cancelled) => self.say("Cancelled."),
            (Purpose::Open, Output::Picked(Some(path))) => self.open_path(&path),
            (Purpose::SaveAs, Output::Picked(Some(path))) => self.save_to(&path),
            (Purpose::Open, _) => self.say(format!("No file opened. {NO_DIALOG}")),
            (Purpose::SaveAs, _) => self.say(format!("Not saved: no file chosen. {NO_DIALOG}")),
            (purpose, Output::Analysis(analysis)) => match (purpose, analysis.verdict) {
                (_, Verdict::Unsolvable) => {
                    let what = if purpose == Purpose::Start {
                        "The typed puzzle"
                    } else {
                        "This puzzle"
                    };
                    self.complain(format!("{what} has no solution."));
                }
                (Purpose::Solve, Verdict::Unique(solution)) => {
                    self.game.apply(Action::ApplySolution(solution), now);
                    self.announce_solved(now);
                }
                (Purpose::Solve, Verdict::Multiple(a, b)) => {
                    self.differ = differences(&a, &b);
                    self.complain(format!(
                        "This puzzle has several solutions: the {} outlined cells differ between two of them.",
                        self.differ.len()
                    ));
                }
                (Purpose::Check, Verdict::Unique(solution) | Verdict::Multiple(solution, _)) => {
                    self.game.apply(Action::MarkWrong(solution), now);
                    match self.game.wrong_cells().len() {
                        0 => self.say("No mistakes so far."),
                        1 => self.complain("1 entry disagrees with the solution (marked)."),
                        n => self
                            .complain(format!("{n} entries disagree with the solution (marked).")),
                    }
                }
                (Purpose::Start, Verdict::Unique(_)) => {
                    self.start_now("Puzzle accepted: it has exactly one solution.");
                }
                (Purpose::Start, Verdict::Multiple(a, b)) => {
                    self.differ = differences(&a, &b);
                    self.asking_several = true;
                }
                (Purpose::Open | Purpose::SaveAs, _) => {}
            },
            (_, Output::Picked(_) | Output::Count(_)) => {}
        }
    }

    /// Opens a puzzle file (any text format) or a saved game. On any problem the game on the
    /// board stays as it was and the status bar says what is wrong.
    pub fn open_path(&mut self, path: &Path) {
        match load(path) {
            Ok((game, note)) => {
                let is_save = note.is_none();
                let keep_path = is_save.then(|| path.to_path_buf());
                self.replace_game(game, keep_path);
                let name = path.display();
                match note {
                    None => self.say(format!("Opened the saved game {name}.")),
                    Some(note) => self.say(format!("Opened {name}{note}.")),
                }
            }
            Err(message) => self.complain(message),
        }
    }

    fn save_to(&mut self, path: &Path) {
        match save::write(path, &self.game) {
            Ok(()) => {
                self.save_path = Some(path.to_path_buf());
                self.say(format!("Saved to {}.", path.display()));
            }
            Err(e) => self.complain(format!("Not saved: {e}")),
        }
    }

    fn paste(&mut self, text: &str) {
        let origin = "the pasted text";
        let game = if save::looks_like_save(text) {
            save::from_ron(text, origin).map_err(|e| e.to_string())
        } else {
            formats::read_text(text, origin)
                .map(|p| Game::new(p.grid))
                .map_err(|e| e.to_string())
        };
        match game {
            Ok(game) => {
                self.replace_game(game, None);
                self.say("Pasted a new puzzle.");
            }
            Err(e) => self.complain(format!("Nothing pasted: {e}")),
        }
    }

    /// Draws the whole window and applies what the player asked for.
    pub fn draw(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        let now = Instant::now();
        let size = self.game.shape().size();
        let mut commands = ui.input(|i| keys::commands(&i.events, size, self.settings.letters));
        let busy = self.pending.map(|(_, purpose)| match purpose {
            Purpose::Solve => "Solving",
            Purpose::Check => "Checking",
            Purpose::Start => "Checking the puzzle",
            Purpose::Open | Purpose::SaveAs => "Waiting for the file dialog",
        });
        let view = PanelView {
            game: &self.game,
            elapsed: self.game.elapsed(now),
            busy,
            letters: self.settings.letters,
            theme: self.settings.theme,
        };
        egui::Panel::top("menu").show(ui, |ui| ui_menu(ui, &view, &mut commands));
        let message = self.status.as_ref().map(|s| (s.text.as_str(), s.error));
        let file = self.save_path.as_ref().map(|p| p.display().to_string());
        egui::Panel::bottom("status").show(ui, |ui| ui_status(ui, message, file.as_deref()));
        egui::Panel::right("side")
            .resizable(false)
            .exact_size(230.0)
            .show(ui, |ui| ui_side(ui, &view, &mut commands));
        egui::CentralPanel::default().show(ui, |ui| {
            let board = BoardView {
                game: &self.game,
                palette: Palette::for_visuals(ui.visuals()),
                letters: self.settings.letters,
                differ: &self.differ,
                hidden: self.game.is_paused(),
            };
            ui.vertical_centered(|ui| {
                commands.extend(ui_board(ui, &board).into_iter().map(Command::Play));
            });
        });
        if self.asking_several {
            egui::Modal::new(egui::Id::unique("several solutions")).show(&ctx, |ui| {
                ui.label("This puzzle has several solutions (the outlined cells differ between two of them).");
                ui.horizontal(|ui| {
                    if ui.button("Play it anyway").clicked() {
                        commands.push(Command::StartAnyway);
                    }
                    if ui.button("Keep editing").clicked() {
                        commands.push(Command::KeepEditing);
                    }
                });
            });
        }
        for command in commands {
            self.command(command, &ctx);
        }
        if self.game.mode() == Mode::Play && !self.game.is_paused() && !self.game.is_solved() {
            ctx.request_repaint_after(Duration::from_millis(250));
        }
    }
}

/// The cells where two grids differ.
fn differences(a: &Grid, b: &Grid) -> Vec<Cell> {
    a.shape()
        .cells()
        .filter(|&c| a.value(c) != b.value(c))
        .collect()
}

/// Reads a puzzle file or a saved game. A puzzle comes with a note for the status bar (which
/// puzzle of how many); a saved game with none. Errors are whole sentences naming the file.
fn load(path: &Path) -> Result<(Game, Option<String>), String> {
    let size = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
    if size > MAX_FILE_BYTES {
        return Err(format!(
            "{}: too large for a puzzle or a saved game ({} MB).",
            path.display(),
            size / (1024 * 1024)
        ));
    }
    let text = formats::read_file(path).map_err(|e| e.to_string())?;
    if save::looks_like_save(&text) {
        return save::read(path)
            .map(|game| (game, None))
            .map_err(|e| e.to_string());
    }
    let origin = path.display().to_string();
    let mut puzzles = formats::puzzles(&text, &origin);
    let first = puzzles
        .next()
        .unwrap_or_else(|| formats::read_text(&text, &origin))
        .map_err(|e| e.to_string())?;
    let more = puzzles.count();
    let note = if more > 0 {
        format!(" (the first of {} puzzles)", more + 1)
    } else {
        String::new()
    };
    Ok((Game::new(first.grid), Some(note)))
}

impl eframe::App for ShuduApp {
    fn logic(&mut self, _ctx: &egui::Context, _frame: &mut eframe::Frame) {
        self.take_results();
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.draw(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        let kept = Kept {
            game: Some(self.game.clone()),
            settings: self.settings.clone(),
            save_path: self.save_path.clone(),
        };
        eframe::set_value(storage, STORAGE_KEY, &kept);
    }

    fn auto_save_interval(&self) -> Duration {
        Duration::from_secs(5)
    }
}
