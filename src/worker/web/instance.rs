//! A page's counterpart of the desktop's one-window hand-over: the puzzle in the page's address.
//! A link ending in `#` and a puzzle (the 81-character line, or any text File > Open reads)
//! opens that puzzle when the page loads, and again whenever the address's `#` part changes,
//! as File > Open would (asking first about unsaved moves).

use super::files;
use std::cell::RefCell;
use std::path::PathBuf;
use std::rc::Rc;
use wasm_bindgen::prelude::Closure;

/// What the address asks of the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Request {
    /// Come forward (the desktop's start without a file; never made in a page).
    Show,
    /// Open this file, kept in [`files`] under the name `link`.
    Open(PathBuf),
}

/// The name a puzzle from the address is opened under (errors name it so).
const LINK_NAME: &str = "link";

/// The page's address, watched for puzzles.
pub struct Instance {
    requests: Rc<RefCell<Vec<Request>>>,
    wake: Rc<RefCell<Option<Box<dyn Fn()>>>>,
}

impl Instance {
    /// Reads the puzzle in the address now, and watches for a new one.
    pub fn watch_address() -> Instance {
        let instance = Instance {
            requests: Rc::new(RefCell::new(Vec::new())),
            wake: Rc::new(RefCell::new(None)),
        };
        take_hash(&instance.requests);
        let (requests, wake) = (instance.requests.clone(), instance.wake.clone());
        let changed = Closure::<dyn Fn()>::new(move || {
            take_hash(&requests);
            if let Some(wake) = wake.borrow().as_ref() {
                wake();
            }
        });
        if let Some(window) = web_sys::window() {
            window.set_onhashchange(Some(wasm_bindgen::JsCast::unchecked_ref(
                changed.as_ref(),
            )));
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
    let path = files::keep(LINK_NAME, text.into_bytes());
    requests.borrow_mut().push(Request::Open(path));
    // The link has done its work: a reload continues the game rather than opening it again.
    if let Some(window) = web_sys::window()
        && let (Ok(history), Ok(href)) = (window.history(), window.location().href())
    {
        let plain = href.split('#').next().unwrap_or(&href);
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(plain));
    }
}
