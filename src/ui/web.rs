//! The browser's page: the same app, started by eframe's web runner in the page's canvas.
//! The game and the settings are kept in the browser's storage (eframe's `persistence` keeps
//! [`crate::session::STORAGE_KEY`] in `localStorage`), a puzzle in the address opens, and
//! Chinese is drawn with the font the page carries.

/// Whether the program can close its own window (Game > Quit): a desktop window can; a
/// web page cannot close its tab.
pub const CAN_QUIT: bool = false;

use super::ShuduApp;
use crate::i18n::Language;
use crate::worker::instance::Instance;
use crate::worker::web::files;
use std::cell::RefCell;
use std::path::PathBuf;
use wasm_bindgen::JsCast;

thread_local! {
    /// Files dropped on the page whose bytes have been read, to open.
    static DROPPED: RefCell<Vec<PathBuf>> = const { RefCell::new(Vec::new()) };
}

/// The id of the canvas the game is drawn in (see `assets/web/index.html`).
const CANVAS_ID: &str = "shudu";

/// The id of the text the page shows until the game is drawn (or shows why it is not).
const LOADING_ID: &str = "loading";

/// How often eframe keeps the game: at every frame, since a tab closed or reloaded gives the
/// page no reliable last word (eframe's own close hook never fires). A frame runs only on
/// input or the clock's tick; each writes the kept state, whose cost `benches/autosave.rs`
/// bounds (under 5 ms natively even with 5,000 undo steps, far less for a usual game).
pub(super) const AUTOSAVE: std::time::Duration = std::time::Duration::ZERO;

/// Starts the game in the page's canvas. In a page without one (a Web Worker running the same
/// code) it does nothing.
pub fn start() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(canvas) = document
        .get_element_by_id(CANVAS_ID)
        .and_then(|e| e.dyn_into::<web_sys::HtmlCanvasElement>().ok())
    else {
        return;
    };
    wasm_bindgen_futures::spawn_local(async move {
        let started = eframe::WebRunner::new()
            .start(
                canvas,
                eframe::WebOptions::default(),
                Box::new(|cc| {
                    let instance = Instance::watch_address();
                    Ok(Box::new(ShuduApp::new(cc, None, Some(instance))))
                }),
            )
            .await;
        if let Some(loading) = document.get_element_by_id(LOADING_ID) {
            match started {
                Ok(()) => loading.remove(),
                Err(e) => loading.set_text_content(Some(&format!("{e:?}"))),
            }
        }
    });
}

/// The glyphs of WenQuanYi Micro Hei that Shudu's Chinese texts use (`.ci/web-font` makes it;
/// Apache-2.0): a page has no system fonts to ask for them.
const CJK_FONT: &[u8] = include_bytes!("../../assets/web/cjk-subset.ttf");

/// Chinese in a page: drawn with the font the page carries, after egui's own fonts.
pub(super) fn add_fonts(ctx: &egui::Context) {
    use egui::epaint::text::{FontInsert, FontPriority, InsertFontFamily};
    let families = [egui::FontFamily::Proportional, egui::FontFamily::Monospace]
        .into_iter()
        .map(|family| InsertFontFamily {
            family,
            priority: FontPriority::Lowest,
        })
        .collect();
    ctx.add_font(FontInsert {
        name: "wqy-microhei-subset".into(),
        data: egui::FontData::from_static(CJK_FONT),
        families,
    });
}

/// A file dropped on the page, once the browser has read it: its bytes are kept in [`files`]
/// under its name, and that name comes back (in a later frame) to open as File > Open would.
pub(super) fn dropped_file(
    ctx: &egui::Context,
    dropped: Option<egui::DroppedFileHandle>,
) -> Option<PathBuf> {
    if let Some(file) = dropped {
        let ctx = ctx.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let name = file.path().to_string_lossy().into_owned();
            // A file the browser cannot read opens as one the page was never given, which
            // says so by name.
            if let Ok(bytes) = file.bytes_async().await {
                files::keep(&name, bytes);
            }
            DROPPED.with(|ready| ready.borrow_mut().push(PathBuf::from(name)));
            ctx.request_repaint();
        });
    }
    DROPPED.with(|ready| ready.borrow_mut().pop())
}

/// The browser's language: the first of the player's languages Shudu speaks, else English.
pub(super) fn system_language() -> Language {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return Language::English;
    };
    navigator
        .languages()
        .iter()
        .filter_map(|tag| tag.as_string())
        .chain(navigator.language())
        .find_map(|tag| Language::from_locale(&tag))
        .unwrap_or(Language::English)
}

/// The page's address without its `#` part, which [`Instance`] reads puzzles from.
pub(super) fn page_address() -> Option<String> {
    let href = web_sys::window()?.location().href().ok()?;
    Some(href.split('#').next().unwrap_or(&href).to_string())
}
