//! File dialogs off the UI thread: each on a thread of its own (rfd blocks until the player
//! answers), counted so that dropping the worker can close any still on screen.

use super::job::{Dialog, Done, JobId, Output, Picked};
use super::{Picker, Repaint, guarded, platform};
use crate::t;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::Sender;
use std::time::Duration;
use web_time::Instant;

/// The file dialogs on screen, and how to show another.
pub(super) struct Dialogs {
    picker: Picker,
    /// File dialogs on screen now.
    open: Arc<AtomicUsize>,
}

impl Dialogs {
    /// Shows dialogs with `picker`.
    pub fn new(picker: Picker) -> Dialogs {
        Dialogs {
            picker,
            open: Arc::new(AtomicUsize::new(0)),
        }
    }

    /// Shows `dialog` on a thread of its own; its answer comes back as job `id`. When no
    /// thread can start, the answer is that no dialog could be shown.
    pub fn spawn(&self, id: JobId, dialog: Dialog, results: &Sender<Done>, repaint: &Repaint) {
        let results_in = results.clone();
        let repaint_after = Arc::clone(repaint);
        let picker = Arc::clone(&self.picker);
        let open = Arc::clone(&self.open);
        open.fetch_add(1, Ordering::SeqCst);
        let spawned = std::thread::Builder::new()
            .name(super::Lane::Dialogs.thread_name().into())
            .spawn(move || {
                // A dialog library that panics must still answer, or the app would wait forever.
                let output = guarded(|| Output::Picked(picker(dialog)));
                open.fetch_sub(1, Ordering::SeqCst);
                let _ = results_in.send(Done { id, output });
                repaint_after();
            });
        if spawned.is_err() {
            self.open.fetch_sub(1, Ordering::SeqCst);
            // The receiver lives in the worker, so this send cannot fail.
            let output = Output::Picked(Picked::NoDialog);
            let _ = results.send(Done { id, output });
            repaint();
        }
    }

    /// Closes any dialog still on screen, and gives its thread a moment to see it end.
    pub fn close_all(&self) {
        if self.open.load(Ordering::SeqCst) > 0 {
            platform::close_dialogs();
            // Give the dialog threads a moment to see their dialog end and reap it, so no
            // dead process is left behind for the system to collect.
            let deadline = Instant::now() + Duration::from_millis(500);
            while self.open.load(Ordering::SeqCst) > 0 && Instant::now() < deadline {
                std::thread::sleep(Duration::from_millis(10));
            }
        }
    }
}

/// Shows the desktop's file dialog (the XDG portal, or zenity where there is none), blocking
/// this thread only. An answer within a blink means no dialog was shown at all: nobody closes
/// a real one that fast.
pub(super) fn native_dialog(dialog: Dialog) -> Picked {
    const PUZZLES: [&str; 7] = ["txt", "sdk", "ss", "sdm", "sdx", "ron", "sudoku"];
    let asked = Instant::now();
    let (title, kind, extension) = match &dialog {
        Dialog::Export { .. } => (t!("export-board"), t!("svg-picture"), "svg"),
        Dialog::ExportPng { .. } => (t!("export-board"), t!("png-picture"), "png"),
        Dialog::Print { .. } => (t!("dialog-print-to-pdf"), t!("pdf-document"), "pdf"),
        _ => (t!("save-game"), t!("shudu-saved-game"), "ron"),
    };
    let chosen = match dialog {
        Dialog::Open { folder } => {
            let mut rfd = rfd::FileDialog::new()
                .set_title(t!("open-puzzle"))
                .add_filter(t!("sudoku-puzzles-and-saved-games"), &PUZZLES)
                .add_filter(t!("pictures-of-puzzle"), crate::scan::PICTURE_EXTENSIONS)
                .add_filter(t!("all-files"), &["*"]);
            if let Some(folder) = folder {
                // rfd hands zenity only a file name, never the folder; a name ending in a
                // slash makes zenity start in that folder. The portal ignores the name here.
                let mut start = folder.clone().into_os_string();
                start.push("/");
                rfd = rfd
                    .set_directory(folder)
                    .set_file_name(start.to_string_lossy());
            }
            rfd.pick_file()
        }
        Dialog::Save { folder, name }
        | Dialog::Export { folder, name }
        | Dialog::ExportPng { folder, name }
        | Dialog::Print { folder, name } => {
            let mut rfd = rfd::FileDialog::new()
                .set_title(title)
                .add_filter(kind, &[extension])
                .set_file_name(name);
            if let Some(folder) = folder {
                rfd = rfd.set_directory(folder);
            }
            rfd.save_file()
        }
    };
    match chosen {
        Some(path) => Picked::File(path),
        None if asked.elapsed() < Duration::from_millis(300) => Picked::NoDialog,
        None => Picked::Cancelled,
    }
}
