//! The worker's side in a browser (the `wasm32` build): what the desktop gets from its
//! operating system, the page gets here. Engine searches run in Web Workers ([`remote`]), other jobs
//! on the page's thread ([`LaneThread`]), file dialogs are the browser's file picker and downloads ([`dialog`],
//! [`files`]), and a puzzle in the page's address opens as a file would ([`instance`]). Everything above the worker
//! (the session, the window) is the same code as on the desktop.

pub mod clipboard;
pub mod dialog;
pub mod files;
pub mod instance;
mod lanes;
pub mod remote;

pub(super) use lanes::LaneThread;

/// How far the local time zone is ahead of UTC: the page takes UTC days, as it always has.
pub fn local_offset_seconds(_now: i64) -> i64 {
    0
}

/// The picture reader's digit model: the one the page fetched before its first reading (see
/// `lanes.rs`); an empty one, which reads no digit, before.
pub fn digit_model() -> &'static crate::scan::model::Model {
    crate::scan::model::Model::shipped()
}
