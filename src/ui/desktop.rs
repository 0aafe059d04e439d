//! The desktop's window: started by eframe's native runner, closed by the system's signals,
//! with Chinese drawn from the fonts installed on the system.

/// Whether the program can close its own window (Game > Quit): a desktop window can; a
/// web page cannot close its tab.
pub const CAN_QUIT: bool = true;

use super::{APP_ID, ShuduApp};
use crate::t;
use crate::worker::instance::{self, Claim, Request};
use egui_system_font_provider::SystemFontProvider;
use std::path::PathBuf;

/// The window icon: the 256 px render of `assets/desktop/org.shudu.Shudu.svg`.
const ICON_PNG: &[u8] = include_bytes!("../../assets/desktop/icons/256x256/org.shudu.Shudu.png");

/// How often eframe keeps the game (it also does on closing the window).
pub(super) const AUTOSAVE: std::time::Duration = std::time::Duration::from_secs(5);

/// Why the window did not open.
#[derive(Debug)]
pub enum RunError {
    /// The window could not be made.
    Window(eframe::Error),
    /// Another Shudu holds the kept game's folder and did not answer.
    Refused(String),
}

impl std::fmt::Display for RunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RunError::Window(e) => write!(f, "{}", t!("cannot-open-window", why = &e)),
            RunError::Refused(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for RunError {}

/// Opens the game window (with `file`, if given) and runs until it is closed. A termination
/// signal (logout, `kill`, Ctrl+C) closes the window the normal way, so the game is kept; a
/// second one ends the process at once. When a Shudu window already runs for the same kept
/// state (see [`instance`]), it gets `file` (or just comes forward) and this returns at once.
pub fn run(file: Option<PathBuf>) -> Result<(), RunError> {
    let request = match &file {
        // The running window has a working folder of its own.
        Some(path) => Request::Open(std::path::absolute(path).unwrap_or_else(|_| path.clone())),
        None => Request::Show,
    };
    let state_folder = crate::session::state_folder();
    let instance = match state_folder
        .as_ref()
        .map(|folder| instance::claim(folder, &request))
    {
        Some(Ok(Claim::First(instance))) => Some(instance),
        Some(Ok(Claim::Handed)) => {
            eprintln!("{}", t!("shudu-shudu-window-already-open"));
            return Ok(());
        }
        Some(Ok(Claim::Refused(why))) => return Err(RunError::Refused(why)),
        Some(Err(e)) => {
            eprintln!("{}", t!("shudu-cannot-tell-whether-another", why = &e));
            None
        }
        None => None,
    };
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Shudu")
        .with_app_id(APP_ID)
        .with_inner_size([1000.0, 760.0])
        .with_min_inner_size([560.0, 460.0]);
    match eframe::icon_data::from_png_bytes(ICON_PNG) {
        Ok(icon) => viewport = viewport.with_icon(icon),
        Err(e) => eprintln!("{}", t!("shudu-window-icon-is-unreadable", why = &e)),
    }
    let options = eframe::NativeOptions {
        viewport,
        persistence_path: state_folder.map(|folder| folder.join("app.ron")),
        // The app adds its own, preferring Simplified Chinese forms (see `ShuduApp`).
        system_font_fallback: false,
        ..Default::default()
    };
    eframe::run_native(
        "Shudu",
        options,
        Box::new(move |cc| {
            close_on_signals(cc.egui_ctx.clone());
            Ok(Box::new(ShuduApp::new(cc, file, instance)))
        }),
    )
    .map_err(RunError::Window)
}

/// Turns SIGTERM, SIGINT and SIGHUP into a close request, which saves the game on the way
/// out. Where signals cannot be watched, the autosave every few seconds still runs.
fn close_on_signals(ctx: egui::Context) {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGTERM, SIGINT, SIGHUP]) else {
        return;
    };
    let watcher = std::thread::Builder::new()
        .name("shudu-signals".into())
        .spawn(move || {
            let mut received = 0;
            for signal in signals.forever() {
                received += 1;
                if received > 1 {
                    std::process::exit(128 + signal);
                }
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
                ctx.request_repaint();
            }
        });
    // Without the watcher the window still works; it only loses the save on a signal.
    drop(watcher);
}

/// Glyphs egui's fonts lack (Chinese) come from the system's fonts, Simplified forms first.
pub(super) fn add_fonts(ctx: &egui::Context) {
    let fonts = SystemFontProvider::new().with_locale(Some("zh-Hans"));
    ctx.add_font_provider(std::sync::Arc::new(fonts));
}

/// The path of a file dropped on the window, to open.
pub(super) fn dropped_file(
    _ctx: &egui::Context,
    dropped: Option<egui::DroppedFileHandle>,
) -> Option<PathBuf> {
    dropped.map(|file| file.path().to_path_buf())
}

/// The system's language, by the POSIX variables.
pub(super) fn system_language() -> crate::i18n::Language {
    crate::i18n::Language::from_system()
}

/// The address of the page the game runs in: none for a window.
pub(super) fn page_address() -> Option<String> {
    None
}
