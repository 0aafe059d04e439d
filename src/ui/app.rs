//! The eframe app: glue between the window and the session. Each frame it drains the worker
//! into the session, draws the panels and the board (or the solver lab) from the session,
//! collects the player's commands, hands them to the session and carries out the session's
//! effects (jobs and cancellations on the worker, the clipboard, a repaint). The settings and
//! the Keyboard window are the window's own.

use super::board::reader::{name_panel, name_window};
use super::board::{BoardView, ui_board};
use super::finish::{celebration, ui_finish};
use super::help::ui_keyboard_help;
use super::keys::Keymap;
use super::lab::{LAB_SIDE_WIDTH, lab_keys, ui_lab_board, ui_lab_side};
use super::menu::ui_menu;
use super::panels::{BOARD_GAP, BOARD_MARGIN, PanelView, side_width};
use super::path::{PATH_WIDTH, ui_path};
use super::practice::ui_practice;
use super::print::ui_print_window;
use super::question::ui_question;
use super::scan::{REVIEW_WIDTH, ReviewTexture, ui_review};
use super::side::{ui_side, ui_side_head};
use super::stats::ui_stats;
use super::status::ui_status;
use super::theme::{Palette, preference};
use super::window::{Asked, WindowCommand};
use crate::calendar::Date;
use crate::export::layout::PerPage;
use crate::game::{Game, Mode};
use crate::i18n;
use crate::rate::Level;
use crate::session::{
    COMPOSE_WINDOW, Command, Effect, GameFile, LabAction, LabSession, Origin, PrintSetup,
    PrintWhat, Session, Settings, Status, Store,
};
use crate::stats::Summary;
use crate::t;
use crate::worker::instance::{Instance, Request};
use crate::worker::{Hooks, Worker};
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::path::PathBuf;
use std::time::Duration;
use web_time::Instant;

/// The Shudu window.
pub struct ShuduApp {
    session: Session,
    settings: Settings,
    worker: Worker,
    /// Whether the Keyboard window is open.
    keyboard_help: bool,
    /// Whether the Statistics window is open.
    stats_open: bool,
    /// Whether the Practise window is open.
    practice_open: bool,
    /// The history's summary for those two windows: for how many games, as of which day.
    summary: Option<(usize, Date, Summary)>,
    /// The Print to PDF window's choices while it is open.
    print_window: Option<PrintSetup>,
    /// The last choices printed with, offered again.
    last_print: PrintSetup,
    /// Where the state and the history are kept.
    store: Store,
    /// This window's claim on the kept state, through which later starts hand it their files.
    instance: Option<Instance>,
    /// How many more frames may try to give the window its X11 class names (0 once done).
    naming_tries: u8,
    /// The texture of the picture under review.
    review_texture: ReviewTexture,
}

impl ShuduApp {
    /// The app as eframe starts it: the last game restored, or a new one; `file` opened if
    /// given. Later starts' requests arrive through `instance` (see [`crate::worker::instance`]).
    pub fn new(
        cc: &eframe::CreationContext<'_>,
        file: Option<PathBuf>,
        instance: Option<Instance>,
    ) -> ShuduApp {
        let ctx = cc.egui_ctx.clone();
        let worker = Worker::new(move || ctx.request_repaint());
        let kept_file = cc
            .storage
            .and(crate::session::state_folder())
            .map(|folder| folder.join("kept.ron"));
        let mut app = ShuduApp::with_worker(cc, file, worker, kept_file);
        if let Some(instance) = &instance {
            let ctx = cc.egui_ctx.clone();
            instance.set_wake(move || ctx.request_repaint());
        }
        app.instance = instance;
        app
    }

    /// [`ShuduApp::new`] with `hooks` in place of the desktop's file dialogs and the engine:
    /// for tests, which answer a dialog exactly where the real one would be shown.
    pub fn with_hooks(
        cc: &eframe::CreationContext<'_>,
        file: Option<PathBuf>,
        hooks: Hooks,
    ) -> ShuduApp {
        ShuduApp::with_worker(cc, file, hooked_worker(cc, hooks), None)
    }

    /// [`ShuduApp::with_hooks`] keeping its state's own copy at `kept` too, and the history of
    /// games beside it (the real app keeps both in eframe's folder): for tests of a lost or
    /// damaged eframe state and of the statistics.
    pub fn with_kept_file(
        cc: &eframe::CreationContext<'_>,
        hooks: Hooks,
        kept: PathBuf,
    ) -> ShuduApp {
        ShuduApp::with_worker(cc, None, hooked_worker(cc, hooks), Some(kept))
    }

    fn with_worker(
        cc: &eframe::CreationContext<'_>,
        file: Option<PathBuf>,
        worker: Worker,
        kept: Option<PathBuf>,
    ) -> ShuduApp {
        let (store, mut session, settings) = Store::open(cc.storage, kept, StdRng::from_os_rng());
        session.set_dialog_folder(default_folder());
        let mut app = ShuduApp::assemble(session, settings, worker, store);
        app.naming_tries = 10;
        cc.egui_ctx.set_theme(preference(app.settings.theme));
        super::platform::add_fonts(&cc.egui_ctx);
        i18n::set(
            app.settings
                .language
                .unwrap_or_else(super::platform::system_language),
        );
        // The zoom follows the window's size (`fit_zoom`); Ctrl+Plus would be undone at once.
        cc.egui_ctx.options_mut(|o| o.zoom_with_keyboard = false);
        if let Some(path) = file {
            app.command(Command::OpenPath(path), &cc.egui_ctx);
        }
        app
    }

    /// The app without eframe, around `game`: for benchmarks and tools that draw frames with
    /// an `egui::Context` of their own.
    pub fn headless(game: Game) -> ShuduApp {
        let file = GameFile::new(game, Origin::Level(Level::Easy));
        let session = Session::new(file, None, Level::Easy, StdRng::seed_from_u64(0));
        let worker = Worker::new(|| {});
        ShuduApp::assemble(session, Settings::default(), worker, Store::default())
    }

    /// The app around its parts, every window closed.
    fn assemble(
        mut session: Session,
        settings: Settings,
        worker: Worker,
        store: Store,
    ) -> ShuduApp {
        session.set_options(settings.play, Instant::now());
        ShuduApp {
            session,
            settings,
            worker,
            keyboard_help: false,
            stats_open: false,
            practice_open: false,
            summary: None,
            print_window: None,
            last_print: PrintSetup::default(),
            store,
            instance: None,
            naming_tries: 0,
            review_texture: ReviewTexture::default(),
        }
    }

    /// The session: the game, its file, the status, the jobs under way.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The session, to change what the window cannot (where short links are fetched from).
    pub fn session_mut(&mut self) -> &mut Session {
        &mut self.session
    }

    /// The game on the board.
    pub fn game(&self) -> &Game {
        self.session.game()
    }

    /// The status bar's message, if any.
    pub fn status(&self) -> Option<&Status> {
        self.session.status()
    }

    /// The settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The solver lab, while it is open.
    pub fn lab(&self) -> Option<&LabSession> {
        self.session.lab()
    }

    /// Applies a command of the window's own (a setting, one of its windows), as if the
    /// player had asked for it.
    pub fn window_command(&mut self, command: WindowCommand, ctx: &egui::Context) {
        match command {
            WindowCommand::SetTheme(choice) => {
                self.settings.theme = choice;
                ctx.set_theme(preference(choice));
            }
            WindowCommand::SetLetters(letters) => self.settings.letters = letters,
            WindowCommand::SetLanguage(language) => {
                self.settings.language = language;
                i18n::set(language.unwrap_or_else(super::platform::system_language));
                // The status line's last words were in the old language: new ones replace them.
                self.session.inform(t!("language-now"));
            }
            WindowCommand::SetNotesLayout(layout) => self.settings.notes_layout = layout,
            WindowCommand::SetOptions(options) => {
                self.settings.play = options;
                self.session.set_options(options, Instant::now());
                self.carry_out(ctx);
            }
            WindowCommand::ToggleKeyboardHelp => self.keyboard_help = !self.keyboard_help,
            WindowCommand::Quit => ctx.send_viewport_cmd(egui::ViewportCommand::Close),
            WindowCommand::ToggleStats => self.stats_open = !self.stats_open,
            WindowCommand::TogglePractice => self.practice_open = !self.practice_open,
            WindowCommand::ShowPrint => {
                let mut setup = self.last_print;
                setup.options.letters = self.settings.letters;
                if self.session.collection_size().is_none() {
                    setup.what = PrintWhat::ThisPuzzle;
                }
                // One puzzle fills its page until the player chooses otherwise.
                let fresh = self.last_print == PrintSetup::default();
                if fresh && setup.what == PrintWhat::ThisPuzzle {
                    setup.options.per_page = PerPage::new(1).unwrap_or(setup.options.per_page);
                }
                self.print_window = Some(setup);
            }
        }
    }

    /// Applies a command, as if the player had asked for it.
    pub fn command(&mut self, command: Command, ctx: &egui::Context) {
        match command {
            Command::Practise { .. } => {
                // The board is what the player looks at next.
                self.practice_open = false;
                self.session.command(command, Instant::now());
            }
            Command::Print(setup) => {
                self.last_print = setup;
                self.session.command(Command::Print(setup), Instant::now());
            }
            command => self.session.command(command, Instant::now()),
        }
        self.carry_out(ctx);
    }

    /// Applies a solver-lab action, as if the player had asked for it (nothing when the lab
    /// is closed).
    pub fn lab_action(&mut self, action: LabAction, ctx: &egui::Context) {
        self.session.lab_action(action, Instant::now());
        self.carry_out(ctx);
    }

    /// Does what the session asked for.
    fn carry_out(&mut self, ctx: &egui::Context) {
        for effect in self.session.take_effects() {
            match effect {
                Effect::Submit(id, job) => self.worker.submit(id, job),
                Effect::Cancel(lane) => self.worker.cancel_lane(lane),
                Effect::CopyText(text) => ctx.copy_text(text),
                Effect::CopyImage(raster) => {
                    ctx.copy_image(egui::ColorImage::from_rgba_unmultiplied(
                        [raster.width, raster.height],
                        &raster.rgba,
                    ))
                }
                Effect::Repaint => ctx.request_repaint(),
                Effect::KeepHistory => self.store.keep_history(&mut self.session),
            }
        }
    }

    /// Carries out what later starts of Shudu asked for: their files are opened as File > Open
    /// opens one (asking first about unsaved moves), and the window comes forward.
    fn take_requests(&mut self, ctx: &egui::Context) {
        let requests = self
            .instance
            .as_ref()
            .map(Instance::requests)
            .unwrap_or_default();
        for request in requests {
            ctx.send_viewport_cmd(egui::ViewportCommand::Minimized(false));
            ctx.send_viewport_cmd(egui::ViewportCommand::Focus);
            if let Request::Open(path) = request {
                self.command(Command::OpenPath(path), ctx);
            }
        }
    }

    /// Hands finished jobs to the lab or the session.
    fn take_results(&mut self, ctx: &egui::Context) {
        for done in self.worker.poll() {
            self.session.finished(done, Instant::now());
        }
        self.carry_out(ctx);
    }

    /// Draws the whole window and applies what the player asked for.
    pub fn draw(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        fit_zoom(&ctx);
        name_window(&ctx);
        let now = Instant::now();
        self.session.tick(now);
        let size = self.session.game().shape().size();
        let keymap = Keymap::new(size, self.settings.letters);
        let mut asked = input_commands(ui, keymap);
        if asked.game.contains(&Command::Escape) && self.escape_taken(&ctx) {
            asked.game.retain(|c| c != &Command::Escape);
        }
        let game = self.session.game();
        let view = PanelView {
            session: &self.session,
            elapsed: game.elapsed(now),
            letters: self.settings.letters,
            layout: self.settings.notes_layout,
            theme: self.settings.theme,
            language: self.settings.language,
            keymap,
            lab_open: self.session.lab().is_some(),
        };
        // The panels leave their backgrounds to the frame's clear colour (`clear_color`): under
        // software OpenGL every full-window fill costs time in every frame.
        let bare = egui::Frame::side_top_panel(ui.style()).fill(egui::Color32::TRANSPARENT);
        let centre = egui::Frame::central_panel(ui.style()).fill(egui::Color32::TRANSPARENT);
        named_panel(ui, egui::Panel::top("menu"), bare, &t!("menu-bar"), |ui| {
            ui_menu(ui, &view, &mut asked);
        });
        let Asked {
            game: mut commands,
            window: window_commands,
        } = asked;
        named_panel(
            ui,
            egui::Panel::bottom("status"),
            bare,
            &t!("status"),
            |ui| {
                ui_status(ui, &view, &mut commands);
            },
        );
        if self.session.lab().is_some() {
            self.draw_lab(ui, now, keymap, [bare, centre]);
            self.apply(window_commands, commands, &ctx);
            return;
        }
        if self.session.path_open() {
            let panel = fixed(egui::Panel::right("path"), PATH_WIDTH);
            named_panel(ui, panel, bare, &t!("solution-path"), |ui| {
                ui_path(ui, &self.session, &mut commands);
            });
        }
        if let Some(review) = self.session.review() {
            let panel = fixed(egui::Panel::left("picture"), REVIEW_WIDTH);
            named_panel(ui, panel, bare, &t!("picture"), |ui| {
                ui_review(ui, review, &mut self.review_texture);
            });
        }
        let (side, gutter) = self.stand_in_the_middle(ui);
        let panel = fixed(egui::Panel::right("side"), side + gutter);
        // The gutter is at most 127 and the frames have margins of their own: a wide window
        // fills the i8 up rather than overflowing it.
        let mut side_frame = bare;
        side_frame.inner_margin.right = side_frame.inner_margin.right.saturating_add(gutter as i8);
        let mut centre = centre;
        centre.inner_margin.left = centre.inner_margin.left.saturating_add(gutter as i8);
        named_panel(ui, panel, side_frame, &t!("controls"), |ui| {
            // A 25x25 pad and its enlarged notes may not fit a small window: the rest scrolls
            // under the head, which stays.
            ui_side_head(ui, &view, &mut commands);
            egui::ScrollArea::vertical().show(ui, |ui| ui_side(ui, &view, &mut commands));
        });
        let (board_commands, board_space) = self.draw_board(ui, centre, keymap, now);
        commands.extend(board_commands);
        if let Some(question) = self.session.question() {
            ui_question(&ctx, question, &mut commands);
        }
        if let Some(card) = self.session.finish_card() {
            ui_finish(&ctx, card, now, board_space.center(), &mut commands);
        }
        ui_keyboard_help(&ctx, &mut self.keyboard_help, keymap);
        if self.stats_open || self.practice_open {
            // The history only grows: its summary is made again when a game is added (or the
            // day changes), not in every frame.
            let (today, count) = (crate::worker::today(), self.session.history().records.len());
            if !matches!(&self.summary, Some((n, d, _)) if (*n, *d) == (count, today)) {
                let summary = Summary::of(self.session.history(), today);
                self.summary = Some((count, today, summary));
            }
            if let Some((_, _, summary)) = &self.summary {
                ui_stats(&ctx, &mut self.stats_open, summary);
                let stock = self.session.practice_stock();
                let busy = self.session.file_busy().is_some();
                let open = &mut self.practice_open;
                ui_practice(&ctx, open, stock, summary, busy, &mut commands);
            }
        }
        let collection = self.session.collection_size();
        ui_print_window(&ctx, &mut self.print_window, collection, &mut commands);
        self.apply(window_commands, commands, &ctx);
        self.schedule_repaint(&ctx, now);
    }

    /// What the square board and the side panel leave of the window's width, given to both
    /// sides alike so the two stand together in the middle (unless a panel stands beside them):
    /// the side panel's width and that gutter (a margin outside the side panel and the board's
    /// panel, never a panel of its own that a screen reader would meet).
    fn stand_in_the_middle(&self, ui: &egui::Ui) -> (f32, f32) {
        let width = ui.available_width();
        let side = side_width(width);
        if self.session.path_open() || self.session.review().is_some() {
            return (side, 0.0);
        }
        let board = ui.available_height() - 2.0 * BOARD_MARGIN;
        // Margins are whole points (i8): at most 127 a side.
        let gutter = ((width - side - board - BOARD_GAP) / 2.0).clamp(0.0, 127.0);
        (side, gutter.floor())
    }

    /// Escape pressed: an open menu takes it (egui closes the menu), else it closes the window
    /// on top (Keyboard, Print, Practise, Statistics). Whether it did either, so the game
    /// leaves it alone.
    fn escape_taken(&mut self, ctx: &egui::Context) -> bool {
        if egui::Popup::is_any_open(ctx) {
            return true;
        }
        if self.keyboard_help {
            self.keyboard_help = false;
        } else if self.print_window.is_some() {
            self.print_window = None;
        } else if self.practice_open {
            self.practice_open = false;
        } else if self.stats_open {
            self.stats_open = false;
        } else {
            return false;
        }
        true
    }

    /// Applies what a frame asked for: the window's commands, then the session's.
    fn apply(&mut self, window: Vec<WindowCommand>, game: Vec<Command>, ctx: &egui::Context) {
        for command in window {
            self.window_command(command, ctx);
        }
        for command in game {
            self.command(command, ctx);
        }
    }

    /// The board in the central panel; returns the commands its clicks ask for, and the
    /// board's column (as wide as the space between the panels, as high as the board).
    fn draw_board(
        &self,
        ui: &mut egui::Ui,
        centre: egui::Frame,
        keymap: Keymap,
        now: Instant,
    ) -> (Vec<Command>, egui::Rect) {
        let game = self.session.game();
        let overlay = self.session.overlay();
        let picked = self.session.picked();
        egui::CentralPanel::default()
            .frame(centre)
            .show(ui, |ui| {
                name_panel(ui, &t!("board"));
                let board = BoardView {
                    game,
                    palette: Palette::for_visuals(ui.visuals()),
                    letters: self.settings.letters,
                    pause_key: keymap.pause_key(),
                    differ: self.session.differ(),
                    doubt: self
                        .session
                        .review()
                        .map_or(&[], |r| r.uncertain.as_slice()),
                    hidden: game.is_paused(),
                    held: self.session.held_digit().map(|h| (h.cell, h.first)),
                    overlay: overlay.as_ref(),
                    layout: self.settings.notes_layout,
                    picked: &picked,
                    pieces: self.session.region_pieces(),
                    picking: game.mode() == Mode::Enter,
                    click_clue: (game.mode() == Mode::Enter)
                        .then(|| super::entering::click_clue(ui.ctx()))
                        .flatten(),
                    show_conflicts: self.settings.play.shows_conflicts(),
                    celebration: (self.session.finish_card())
                        .and_then(|card| celebration(card, now)),
                };
                // The board stands in the middle of its space, down as well as across.
                let room = ui.available_size();
                ui.add_space(((room.y - room.x) / 2.0).max(0.0));
                let column = ui.vertical_centered(|ui| ui_board(ui, &board));
                (column.inner, column.response.rect)
            })
            .inner
    }

    /// The lab in place of the board and the side panel.
    fn draw_lab(
        &mut self,
        ui: &mut egui::Ui,
        now: Instant,
        keymap: Keymap,
        frames: [egui::Frame; 2],
    ) {
        let [bare, centre] = frames;
        let ctx = ui.ctx().clone();
        let Some(lab) = self.session.lab() else {
            return;
        };
        let mut actions = Vec::new();
        lab_keys(ui, lab, &mut actions);
        let panel = fixed(egui::Panel::right("lab side"), LAB_SIDE_WIDTH);
        named_panel(ui, panel, bare, &t!("lab-controls"), |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| ui_lab_side(ui, lab, &mut actions));
        });
        egui::CentralPanel::default().frame(centre).show(ui, |ui| {
            name_panel(ui, &t!("lab-board"));
            let palette = Palette::for_visuals(ui.visuals());
            let letters = self.settings.letters;
            ui.vertical_centered(|ui| ui_lab_board(ui, lab, &palette, letters, now));
        });
        if lab.is_animating(now) {
            ctx.request_repaint();
        }
        ui_keyboard_help(&ctx, &mut self.keyboard_help, keymap);
        self.carry_out(&ctx);
        for action in actions {
            self.lab_action(action, &ctx);
        }
    }

    /// Asks for the next frame only when something on screen will change by itself: the clock
    /// at its next whole second, a held digit when its moment ends.
    fn schedule_repaint(&self, ctx: &egui::Context, now: Instant) {
        let game = self.session.game();
        let running = game.mode() == Mode::Play && !game.is_paused() && !game.is_solved();
        if running {
            let into_second = game.elapsed(now).subsec_nanos();
            let wait = Duration::from_nanos(u64::from(1_000_000_000 - into_second));
            ctx.request_repaint_after(wait);
        }
        if let Some(held) = self.session.held_digit() {
            let end = held.since + COMPOSE_WINDOW + Duration::from_millis(10);
            ctx.request_repaint_after(end.saturating_duration_since(now));
        }
        // The finish's wave runs frame by frame; the card follows it.
        let celebrating = self.session.finish_card();
        if celebrating.is_some_and(|card| celebration(card, now).is_some()) {
            ctx.request_repaint_after(Duration::from_millis(16));
        }
    }
}

/// The commands of this frame's keys and dropped files. Keys typed into a text field (a
/// cage's sum) are the field's, not the board's.
/// Shows `panel` in `frame`, named `name` for screen readers, with `contents`.
fn named_panel(
    ui: &mut egui::Ui,
    panel: egui::Panel,
    frame: egui::Frame,
    name: &str,
    contents: impl FnOnce(&mut egui::Ui),
) {
    panel.frame(frame).show(ui, |ui| {
        name_panel(ui, name);
        contents(ui);
    });
}

/// A side panel the player cannot resize, `width` points wide.
fn fixed(panel: egui::Panel, width: f32) -> egui::Panel {
    panel.resizable(false).exact_size(width)
}

fn input_commands(ui: &egui::Ui, keymap: Keymap) -> Asked {
    let typing = ui.ctx().text_edit_focused();
    let mut asked = Asked::default();
    if !typing {
        ui.input(|i| {
            asked.game = keymap.commands(&i.events);
            asked.window = keymap.window_commands(&i.events);
        });
    }
    let commands = &mut asked.game;
    // A file dropped on the window opens as File > Open would (a picture is read).
    let dropped = ui.input(|i| i.raw.dropped_files.first().cloned());
    let ready = super::platform::dropped_file(ui.ctx(), dropped);
    commands.extend(ready.map(Command::OpenPath));
    asked
}

/// A worker that repaints the window when a job ends, with `hooks` for dialogs and engine.
fn hooked_worker(cc: &eframe::CreationContext<'_>, hooks: Hooks) -> Worker {
    let ctx = cc.egui_ctx.clone();
    Worker::with_hooks(move || ctx.request_repaint(), hooks)
}

/// The window's size at which everything is drawn at its natural size; larger windows scale
/// the whole window up (board, pad, side panel and text alike), smaller ones shrink the board
/// only, so the pad keeps its big buttons.
const NATURAL_SIZE: egui::Vec2 = egui::vec2(1000.0, 760.0);

/// Scales the window's contents with its size (see [`NATURAL_SIZE`]), up to twice as large.
fn fit_zoom(ctx: &egui::Context) {
    let zoom = ctx.zoom_factor();
    // The size at zoom 1, so the answer does not depend on the zoom it sets.
    let size = ctx.content_rect().size() * zoom;
    let fit = (size.x / NATURAL_SIZE.x).min(size.y / NATURAL_SIZE.y);
    // In steps of a twentieth, so a small resize does not change every size on screen.
    let want = ((fit.clamp(1.0, 2.0) * 20.0).floor() / 20.0).max(1.0);
    if (want - zoom).abs() > 0.001 {
        ctx.set_zoom_factor(want);
    }
}

/// Where file dialogs start when the game has no file: `saves/` under the working folder when
/// it exists (a checkout), else the user's documents, else home.
fn default_folder() -> Option<PathBuf> {
    let saves = std::env::current_dir().ok().map(|d| d.join("saves"));
    let home = std::env::var_os("HOME").map(PathBuf::from);
    let documents = home.as_ref().map(|h| h.join("Documents"));
    [saves, documents, home]
        .into_iter()
        .flatten()
        .find(|folder| folder.is_dir())
}

impl eframe::App for ShuduApp {
    fn logic(&mut self, ctx: &egui::Context, frame: &mut eframe::Frame) {
        if self.naming_tries > 0 {
            self.naming_tries -= 1;
            #[cfg(target_os = "linux")]
            if super::x11::name_window(frame, super::APP_ID) {
                self.naming_tries = 0;
            }
        }
        #[cfg(not(target_os = "linux"))]
        let _ = frame;
        self.take_requests(ctx);
        self.take_results(ctx);
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.draw(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        // The session changes an option itself when the player answers a question about it
        // (whether short SudokuPad links may be fetched).
        self.settings.play = self.session.options();
        self.store.save(storage, &mut self.session, &self.settings);
    }

    fn clear_color(&self, visuals: &egui::Visuals) -> [f32; 4] {
        visuals.panel_fill.to_normalized_gamma_f32()
    }

    fn auto_save_interval(&self) -> Duration {
        super::platform::AUTOSAVE
    }
}
