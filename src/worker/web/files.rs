//! Files in a browser. A page reads no disk: what the player picks or drops on it is kept here
//! in memory under its name, and the session opens that name as it would a path on the desktop.
//! What the desktop writes to a file (a saved game, an exported picture, a PDF) becomes a
//! download of the same bytes, under the file name the desktop would propose.

use std::cell::RefCell;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use wasm_bindgen::JsCast;

thread_local! {
    /// The files the player gave the page, by the name they are opened under.
    static GIVEN: RefCell<HashMap<PathBuf, Vec<u8>>> = RefCell::new(HashMap::new());
}

/// Keeps `bytes`, a file named `name` the player picked or dropped, and returns the path the
/// session opens it by.
pub fn keep(name: &str, bytes: Vec<u8>) -> PathBuf {
    let path = PathBuf::from(name);
    GIVEN.with(|given| given.borrow_mut().insert(path.clone(), bytes));
    path
}

/// The bytes of a file the player gave the page, if `path` names one.
pub fn given(path: &Path) -> Option<Vec<u8>> {
    GIVEN.with(|given| given.borrow().get(path).cloned())
}

/// Offers `bytes` as a download named after `path`'s file name. The error says why the page
/// could not.
pub fn download(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let name = path
        .file_name()
        .map_or_else(|| "shudu".to_string(), |n| n.to_string_lossy().into_owned());
    let failed = |e: wasm_bindgen::JsValue| format!("{name}: {e:?}");
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| format!("{name}: no document"))?;
    let array = js_sys::Uint8Array::from(bytes);
    let parts = js_sys::Array::of1(&array);
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime(&name));
    let blob =
        web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options).map_err(failed)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(failed)?;
    let anchor: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(failed)?
        .dyn_into()
        .map_err(|_| format!("{name}: no link element"))?;
    anchor.set_href(&url);
    anchor.set_download(&name);
    anchor.click();
    // The download has its own reference to the blob by now.
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// Fetches `url` (relative to the page) and returns its bytes, or why it could not.
pub async fn fetch(url: &str) -> Result<Vec<u8>, String> {
    let failed = |e: wasm_bindgen::JsValue| format!("{url}: {e:?}");
    let window = web_sys::window().ok_or_else(|| format!("{url}: no window"))?;
    let response = wasm_bindgen_futures::JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(failed)?;
    let response: web_sys::Response = response.dyn_into().map_err(failed)?;
    if !response.ok() {
        return Err(format!("{url}: HTTP {}", response.status()));
    }
    let buffer = wasm_bindgen_futures::JsFuture::from(response.array_buffer().map_err(failed)?)
        .await
        .map_err(failed)?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}

/// The media type of a file Shudu writes, by its extension.
fn mime(name: &str) -> &'static str {
    match Path::new(name).extension().and_then(|e| e.to_str()) {
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("pdf") => "application/pdf",
        _ => "text/plain;charset=utf-8",
    }
}
