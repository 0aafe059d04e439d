//! A page's counterpart of the desktop's one-window hand-over: the puzzle in the page's address.
//! A link ending in `#` and a puzzle (the 81-character line, or any text File > Open reads)
//! opens that puzzle when the page loads, and again whenever the address's `#` part changes,
//! as File > Open would (asking first about unsaved moves).

use super::files;
use crate::t;
use std::cell::RefCell;
use std::path::PathBuf;
use std::rc::Rc;
use wasm_bindgen::prelude::Closure;

/// What the address asks of the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Request {
    /// Come forward (the desktop's start without a file; never made in a page).
    Show,
    /// Open this file, kept in [`files`] (a puzzle from the address, under the name "link").
    Open(PathBuf),
}

/// What a request's arrival calls (the window's repaint).
type Wake = Box<dyn Fn()>;

/// The page's address, watched for puzzles.
pub struct Instance {
    /// Whether the address has been read since the page loaded.
    read: std::cell::Cell<bool>,
    requests: Rc<RefCell<Vec<Request>>>,
    wake: Rc<RefCell<Option<Wake>>>,
}

impl Instance {
    /// Watches the address for puzzles: the one it holds is read at the first
    /// [`Instance::requests`] (once the window's language is set, which names it).
    pub fn watch_address() -> Instance {
        let instance = Instance {
            read: std::cell::Cell::new(false),
            requests: Rc::new(RefCell::new(Vec::new())),
            wake: Rc::new(RefCell::new(None)),
        };
        let (requests, wake) = (instance.requests.clone(), instance.wake.clone());
        let changed = Closure::<dyn Fn()>::new(move || {
            take_hash(&requests);
            if let Some(wake) = wake.borrow().as_ref() {
                wake();
            }
        });
        if let Some(window) = web_sys::window() {
            window.set_onhashchange(Some(wasm_bindgen::JsCast::unchecked_ref(changed.as_ref())));
        }
        // The page keeps the handler for its whole life.
        changed.forget();
        instance
    }

    /// Calls `wake` when a request arrives (the window repaints to take it).
    pub fn set_wake(&self, wake: impl Fn() + Send + Sync + 'static) {
        *self.wake.borrow_mut() = Some(Box::new(wake));
    }

    /// The requests that arrived since the last call, oldest first.
    pub fn requests(&self) -> Vec<Request> {
        if !self.read.replace(true) {
            take_hash(&self.requests);
        }
        std::mem::take(&mut *self.requests.borrow_mut())
    }
}

/// Queues the puzzle in the address's `#` part, if any.
fn take_hash(requests: &RefCell<Vec<Request>>) {
    let Some(hash) = web_sys::window().and_then(|w| w.location().hash().ok()) else {
        return;
    };
    let text = hash.strip_prefix('#').unwrap_or(&hash);
    if text.trim().is_empty() {
        return;
    }
    let text = js_sys::decode_uri_component(text)
        .map(String::from)
        .unwrap_or_else(|_| text.to_string());
    // The name the puzzle is opened under, as a file's would be (errors name it so).
    let path = files::keep(&t!("web-link"), text.into_bytes());
    requests.borrow_mut().push(Request::Open(path));
    // The link has done its work: a reload continues the game rather than opening it again.
    if let Some(window) = web_sys::window()
        && let (Ok(history), Ok(href)) = (window.history(), window.location().href())
    {
        let plain = href.split('#').next().unwrap_or(&href);
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(plain));
    }
}
