//! File dialogs in a browser. Open is the browser's file picker: the chosen file's bytes are
//! kept in [`super::files`] and its name comes back as the path to open. Save, Export and
//! Print need no dialog: the file becomes a download under the proposed name, and the
//! browser saves it where its settings say (or asks).

use super::files;
use crate::worker::job::{Dialog, Done, JobId, Output, Picked};
use crate::worker::{Picker, Repaint};
use std::path::PathBuf;
use std::sync::mpsc::Sender;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

/// The file types the picker offers, as the desktop's Open dialog does.
const ACCEPT: &str = ".txt,.sdk,.ss,.sdm,.sdx,.ron,.sudoku,.json,.png,.jpg,.jpeg,.webp";

/// Shows the browser's dialogs.
pub(in crate::worker) struct Dialogs {
    picker: Picker,
}

impl Dialogs {
    /// Answers save dialogs with `picker`; Open shows the browser's file picker.
    pub fn new(picker: Picker) -> Dialogs {
        Dialogs { picker }
    }

    /// Shows `dialog`; its answer comes back as job `id`.
    pub fn spawn(&self, id: JobId, dialog: Dialog, results: &Sender<Done>, repaint: &Repaint) {
        if let Dialog::Open { .. } = dialog {
            let results = results.clone();
            let repaint = std::sync::Arc::clone(repaint);
            pick_file(move |picked| {
                let output = Output::Picked(picked);
                let _ = results.send(Done { id, output });
                repaint();
            });
            return;
        }
        let output = Output::Picked((self.picker)(dialog));
        let _ = results.send(Done { id, output });
        repaint();
    }

    /// The browser closes its own picker.
    pub fn close_all(&self) {}
}

/// The browser's answer to a dialog that needs no window: a file to write is a download under
/// the proposed name. (Open is answered by the file picker, in [`Dialogs::spawn`].)
pub(in crate::worker) fn native_dialog(dialog: Dialog) -> Picked {
    match dialog {
        Dialog::Open { .. } => Picked::NoDialog,
        Dialog::Save { name, .. }
        | Dialog::Export { name, .. }
        | Dialog::ExportPng { name, .. }
        | Dialog::Print { name, .. } => Picked::File(PathBuf::from(name)),
    }
}

/// Shows the browser's file picker; `answer` gets the chosen file (kept in [`files`]), the
/// player's cancel, or [`Picked::NoDialog`] when the page cannot show one.
fn pick_file(answer: impl FnOnce(Picked) + 'static) {
    let Some(input) = file_input() else {
        return answer(Picked::NoDialog);
    };
    let answer = std::rc::Rc::new(std::cell::RefCell::new(Some(answer)));
    let on_cancel = {
        let answer = answer.clone();
        Closure::once_into_js(move || {
            if let Some(answer) = answer.borrow_mut().take() {
                answer(Picked::Cancelled);
            }
        })
    };
    let chosen = input.clone();
    let on_change = Closure::once_into_js(move || {
        let file = chosen.files().and_then(|list| list.get(0));
        let Some(answer) = answer.borrow_mut().take() else {
            return;
        };
        let Some(file) = file else {
            return answer(Picked::Cancelled);
        };
        wasm_bindgen_futures::spawn_local(async move {
            let read = wasm_bindgen_futures::JsFuture::from(file.array_buffer()).await;
            let picked = match read {
                Ok(buffer) => {
                    let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
                    Picked::File(files::keep(&file.name(), bytes))
                }
                Err(_) => Picked::NoDialog,
            };
            answer(picked);
        });
    });
    input.set_onchange(Some(on_change.unchecked_ref()));
    input.set_oncancel(Some(on_cancel.unchecked_ref()));
    input.click();
}

/// A hidden `<input type="file">` for one pick.
fn file_input() -> Option<web_sys::HtmlInputElement> {
    let document = web_sys::window()?.document()?;
    let input: web_sys::HtmlInputElement =
        document.create_element("input").ok()?.dyn_into().ok()?;
    input.set_type("file");
    input.set_accept(ACCEPT);
    Some(input)
}
