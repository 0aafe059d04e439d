//! What the worker needs from the operating system: a thread that yields to every other, and
//! the end of file dialogs that outlive the window. Linux only; elsewhere both do nothing.

/// Makes the calling thread yield to every other (Linux's nice 19; elsewhere it keeps its
/// priority). Failure only means the work runs at normal priority.
#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
pub fn lower_priority() {
    // SAFETY: `gettid` and `setpriority` take plain integers and touch no memory of ours; on
    // Linux, PRIO_PROCESS with a thread id sets that thread's nice value only.
    unsafe {
        let thread = libc::gettid();
        libc::setpriority(libc::PRIO_PROCESS, thread as libc::id_t, 19);
    }
}

/// Makes the calling thread yield to every other (not done on this system).
#[cfg(not(target_os = "linux"))]
pub fn lower_priority() {}

/// Closes file dialogs this process started and that outlive its window: zenity runs as a
/// child process, which would stay on screen with no game behind it.
pub fn close_dialogs() {
    let me = std::process::id().to_string();
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return;
    };
    for entry in entries.flatten() {
        let pid = entry.file_name().to_string_lossy().into_owned();
        if !pid.bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        let Ok(stat) = std::fs::read_to_string(entry.path().join("stat")) else {
            continue;
        };
        // `pid (comm) state ppid ...`: the name may hold spaces, so read after the last ')'.
        let mut after = stat
            .rsplit_once(')')
            .map(|(_, rest)| rest.split_whitespace());
        let parent = after.as_mut().and_then(|fields| fields.nth(1));
        let is_dialog = stat.contains("(zenity)");
        if parent == Some(me.as_str()) && is_dialog {
            let _ = std::process::Command::new("kill").arg(&pid).status();
        }
    }
}
