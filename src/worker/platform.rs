//! What the worker needs from the desktop's operating system: a thread for each lane, a
//! thread that yields to every other, and the end of file dialogs that outlive the window.
//! (The browser's counterparts are in [`super::web`].)

use super::guarded;
use super::job::{Done, Job, JobId};
use super::lane::{Lane, Policy, Runners, run};
use crate::scan::model::Model;
use crate::solver::CancelToken;
use std::sync::mpsc::{self, Sender};
use std::thread::JoinHandle;

type Inbox = Sender<(JobId, Job, CancelToken)>;

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

/// Whether file dialogs go to zenity directly: on Linux when no desktop portal can answer
/// (its name is neither on the session bus nor startable by it). rfd would fall back to zenity
/// itself, but without the dialog's title.
#[cfg(target_os = "linux")]
pub fn zenity_instead() -> bool {
    const PORTAL: &str = "org.freedesktop.portal.Desktop";
    let portal = zbus::block_on(async {
        let connection = zbus::Connection::session().await.ok()?;
        let bus = zbus::fdo::DBusProxy::new(&connection).await.ok()?;
        let name = zbus::names::BusName::try_from(PORTAL).ok()?;
        if bus.name_has_owner(name).await.ok()? {
            return Some(true);
        }
        let startable = bus.list_activatable_names().await.ok()?;
        Some(startable.iter().any(|n| n.as_str() == PORTAL))
    });
    portal != Some(true)
}

/// Whether file dialogs go to zenity directly (never on this system).
#[cfg(not(target_os = "linux"))]
pub fn zenity_instead() -> bool {
    false
}

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

/// A lane's thread, its inbox and the job it runs (for lanes that cancel the one before).
pub(super) struct LaneThread {
    inbox: Option<Inbox>,
    thread: Option<JoinHandle<()>>,
    running: Option<(JobId, CancelToken)>,
}

impl LaneThread {
    /// Starts the thread of `lane` (none for [`Policy::ThreadEach`], whose jobs start their
    /// own). A lane whose thread could not start answers its jobs with a failure.
    pub fn start(lane: Lane, runners: &Runners) -> LaneThread {
        let mut started = LaneThread {
            inbox: None,
            thread: None,
            running: None,
        };
        if lane.policy() == Policy::ThreadEach {
            return started;
        }
        let (inbox, jobs) = mpsc::channel::<(JobId, Job, CancelToken)>();
        let runners = runners.clone();
        let humble = lane.is_humble();
        let thread = std::thread::Builder::new()
            .name(lane.thread_name().into())
            .spawn(move || {
                if humble {
                    lower_priority();
                }
                for (id, job, cancel) in jobs {
                    let output = guarded(|| run(job, &cancel, &runners));
                    if runners.results.send(Done { id, output }).is_err() {
                        break;
                    }
                    (runners.repaint)();
                }
            });
        if let Ok(thread) = thread {
            started.inbox = Some(inbox);
            started.thread = Some(thread);
        }
        started
    }

    /// Hands `job` to the thread, cancelling the job before it if the lane's policy says so.
    /// Whether the thread took it.
    pub fn send(&mut self, policy: Policy, id: JobId, job: Job, cancel: CancelToken) -> bool {
        if policy == Policy::CancelPrevious
            && let Some((_, old)) = self.running.replace((id, cancel.clone()))
        {
            old.cancel();
        }
        self.inbox
            .as_ref()
            .is_some_and(|inbox| inbox.send((id, job, cancel)).is_ok())
    }

    /// Cancels the running job, if any (its result comes back as `Cancelled`).
    pub fn cancel(&mut self) {
        if let Some((_, cancel)) = self.running.take() {
            cancel.cancel();
        }
    }

    /// Forgets the running job once its result is among `done`.
    pub fn forget_done(&mut self, done: &[Done]) {
        if let Some((id, _)) = &self.running
            && done.iter().any(|d| d.id == *id)
        {
            self.running = None;
        }
    }

    /// Closes the inbox: the thread ends after the job in hand.
    pub fn close(&mut self) {
        self.inbox = None;
    }

    /// Waits for the thread to end (after [`LaneThread::close`]).
    pub fn join(&mut self) {
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// How far the local time zone is ahead of UTC at `now` (seconds since the epoch).
#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
pub fn local_offset_seconds(now: i64) -> i64 {
    let Some(time) = libc::time_t::try_from(now).ok() else {
        return 0;
    };
    // SAFETY: `tm` is plain old data (integers and a pointer that may be null), so zeroes are
    // a valid value; `localtime_r` reads `time` and writes only into `tm`, which lives on this
    // stack frame, and returns null (handled) when the time cannot be converted.
    let (converted, tm) = unsafe {
        let mut tm: libc::tm = std::mem::zeroed();
        let converted = libc::localtime_r(&time, &mut tm);
        (!converted.is_null(), tm)
    };
    // `tm_gmtoff` is a C long: 32 bits on some systems.
    #[allow(clippy::useless_conversion)]
    let offset = i64::from(tm.tm_gmtoff);
    if converted { offset } else { 0 }
}

/// UTC: no portable way to read the zone without another dependency.
#[cfg(not(target_os = "linux"))]
pub fn local_offset_seconds(_now: i64) -> i64 {
    0
}

/// The picture reader's digit model, shipped in the binary (read once).
pub fn digit_model() -> &'static Model {
    static SHIPPED: &[u8] = include_bytes!("../../assets/scan/digits.bin");
    if !Model::is_ready() {
        // A broken shipped file would be a broken build: it reads no digit, and the tests fail.
        Model::provide(SHIPPED);
    }
    Model::shipped()
}
