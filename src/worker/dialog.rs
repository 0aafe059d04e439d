//! File dialogs off the UI thread: each on a thread of its own (rfd blocks until the player
//! answers), counted so that dropping the worker can close any still on screen.

use super::job::{Dialog, Done, JobId, Output, Picked};
use super::{Picker, Repaint, guarded, platform};
use crate::t;
use std::path::PathBuf;
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
    let asked = Instant::now();
    let request = Request::of(&dialog);
    let chosen = match platform::zenity_instead() {
        true => zenity(&request).unwrap_or_else(|| portal(&request)),
        false => portal(&request),
    };
    match chosen {
        Some(path) => Picked::File(path),
        None if asked.elapsed() < Duration::from_millis(300) => Picked::NoDialog,
        None => Picked::Cancelled,
    }
}

/// What a file dialog asks for, in the player's language.
struct Request {
    title: String,
    /// Saving (a new file's name) rather than opening.
    save: bool,
    /// Each filter's name and its extensions (`*` for every file).
    filters: Vec<(String, Vec<&'static str>)>,
    folder: Option<PathBuf>,
    /// The name the save dialog proposes.
    name: Option<String>,
}

impl Request {
    fn of(dialog: &Dialog) -> Request {
        const PUZZLES: [&str; 7] = ["txt", "sdk", "ss", "sdm", "sdx", "ron", "sudoku"];
        match dialog {
            Dialog::Open { folder } => Request {
                title: t!("open-puzzle"),
                save: false,
                filters: vec![
                    (t!("sudoku-puzzles-and-saved-games"), PUZZLES.to_vec()),
                    (
                        t!("pictures-of-puzzle"),
                        crate::scan::PICTURE_EXTENSIONS.to_vec(),
                    ),
                    (t!("all-files"), vec!["*"]),
                ],
                folder: folder.clone(),
                name: None,
            },
            Dialog::Save { folder, name }
            | Dialog::Export { folder, name }
            | Dialog::ExportPng { folder, name }
            | Dialog::Print { folder, name } => {
                let (title, kind, extension) = match dialog {
                    Dialog::Export { .. } => (t!("export-board"), t!("svg-picture"), "svg"),
                    Dialog::ExportPng { .. } => (t!("export-board"), t!("png-picture"), "png"),
                    Dialog::Print { .. } => (t!("dialog-print-to-pdf"), t!("pdf-document"), "pdf"),
                    _ => (t!("save-game"), t!("shudu-saved-game"), "ron"),
                };
                Request {
                    title,
                    save: true,
                    filters: vec![(kind, vec![extension])],
                    folder: folder.clone(),
                    name: Some(name.clone()),
                }
            }
        }
    }
}

/// The dialog through rfd: the desktop portal's, or zenity's where rfd finds no portal.
fn portal(request: &Request) -> Option<PathBuf> {
    let mut rfd = rfd::FileDialog::new().set_title(&request.title);
    for (name, extensions) in &request.filters {
        rfd = rfd.add_filter(name, extensions);
    }
    if let Some(folder) = &request.folder {
        rfd = rfd.set_directory(folder);
    }
    if let Some(name) = &request.name {
        rfd = rfd.set_file_name(name);
    }
    if request.save {
        rfd.save_file()
    } else {
        rfd.pick_file()
    }
}

/// zenity's file chooser run here, with the dialog's title (rfd's own fallback to zenity
/// passes none, and the window is then called "zenity"). `None` when zenity cannot run.
fn zenity(request: &Request) -> Option<Option<PathBuf>> {
    let mut command = std::process::Command::new("zenity");
    command.args(["--file-selection", "--title", &request.title]);
    if request.save {
        command.args(["--save", "--confirm-overwrite"]);
    }
    for (name, extensions) in &request.filters {
        let patterns: Vec<String> = extensions
            .iter()
            .map(|e| match *e {
                "*" => "*".to_string(),
                e => format!("*.{e}"),
            })
            .collect();
        command.arg(format!("--file-filter={name} | {}", patterns.join(" ")));
    }
    // zenity starts in the folder of the name it is given; a name ending in a slash is the
    // folder itself.
    let start = match (&request.folder, &request.name) {
        (Some(folder), Some(name)) => Some(folder.join(name).into_os_string()),
        (Some(folder), None) => Some(folder.join("").into_os_string()),
        (None, Some(name)) => Some(name.into()),
        (None, None) => None,
    };
    if let Some(start) = start {
        command.arg("--filename").arg(start);
    }
    let output = command.output().ok()?;
    let chosen = String::from_utf8_lossy(&output.stdout);
    let chosen = chosen.trim_end_matches(['\n', '\r']);
    Some((output.status.success() && !chosen.is_empty()).then(|| PathBuf::from(chosen)))
}
