//! Everything egui, and only that: the app glue, the board widget, the panels, the solver
//! lab's drawing, the keyboard, the theme. The session behind the window is
//! [`crate::session`], which knows nothing of egui.

mod app;
mod board;
mod compose;
mod entering;
mod finish;
mod help;
mod info;
mod keys;
mod lab;
mod marking;
mod menu;
mod panels;
mod path;
mod persist;
mod practice;
mod print;
mod question;
mod scan;
mod side;
mod stats;
mod status;
mod theme;
mod window;
#[cfg(target_os = "linux")]
mod x11;

// What differs between the desktop's window and the browser's page: how the app starts, its
// fonts for Chinese, and the signals that close it.
#[cfg(not(target_arch = "wasm32"))]
mod desktop;
#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(not(target_arch = "wasm32"))]
use desktop as platform;
#[cfg(target_arch = "wasm32")]
use web as platform;

pub use app::ShuduApp;
#[cfg(not(target_arch = "wasm32"))]
pub use desktop::{RunError, run};
#[cfg(target_arch = "wasm32")]
pub use web::start;
pub use window::WindowCommand;

/// The application id: the window's app id (X11 `WM_CLASS`, Wayland `app_id`), and the name
/// of the desktop entry, the icon and the AppStream metainfo in `assets/desktop/`.
pub const APP_ID: &str = "org.shudu.Shudu";

pub use crate::session::STATE_FOLDER;
