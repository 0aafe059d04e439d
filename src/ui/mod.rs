//! Everything egui, and only that: the app glue, the board widget, the panels, the solver
//! lab's drawing, the keyboard, the theme. The session behind the window is
//! [`crate::session`], which knows nothing of egui.

mod app;
mod board;
mod keys;
mod lab;
mod panels;
mod theme;

pub use app::ShuduApp;

use std::path::PathBuf;

/// The app's id: the desktop's name for its windows, and eframe's folder for its state.
pub const APP_ID: &str = "shudu";

/// Opens the game window (with `file`, if given) and runs until it is closed. A termination
/// signal (logout, `kill`, Ctrl+C) closes the window the normal way, so the game is kept; a
/// second one ends the process at once.
pub fn run(file: Option<PathBuf>) -> eframe::Result {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Shudu")
            .with_app_id(APP_ID)
            .with_inner_size([1000.0, 760.0])
            .with_min_inner_size([560.0, 460.0]),
        ..Default::default()
    };
    eframe::run_native(
        "Shudu",
        options,
        Box::new(move |cc| {
            close_on_signals(cc.egui_ctx.clone());
            Ok(Box::new(ShuduApp::new(cc, file)))
        }),
    )
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
