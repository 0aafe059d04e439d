//! Everything egui: the app, the board widget, the panels, the keyboard, the theme. The only
//! module that imports egui or eframe.

mod app;
mod board;
mod command;
mod keys;
mod panels;
mod theme;

pub use app::{Settings, ShuduApp, Status};
pub use command::Command;
pub use theme::ThemeChoice;

use std::path::PathBuf;

/// Opens the game window (with `file`, if given) and runs until it is closed.
pub fn run(file: Option<PathBuf>) -> eframe::Result {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Shudu")
            .with_app_id("shudu")
            .with_inner_size([1000.0, 760.0])
            .with_min_inner_size([560.0, 460.0]),
        ..Default::default()
    };
    eframe::run_native(
        "Shudu",
        options,
        Box::new(move |cc| Ok(Box::new(ShuduApp::new(cc, file)))),
    )
}
