//! One window per home folder, as GNOME Sudoku does it. The kept game lives in one folder, so two
//! windows on it would each save over the other's game when they close. The first start takes
//! a lock on `instance.lock` in that folder and listens on a socket beside it; a later start
//! finds the lock taken, hands its request (open this file, or just come forward) to the
//! running window through the socket and ends. A lock held by a process that does not answer
//! (hung, or stopped in a debugger) refuses the new start with a message rather than open a
//! second window on the same kept game.
//!
//! The lock is the operating system's advisory file lock, dropped by the system when the
//! process ends however it ends, so a crash leaves no stale claim. On systems without Unix
//! sockets the first start still takes the lock, and a later one is refused.

use crate::t;
use std::fs::{File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, OnceLock};
use std::time::Duration;
use web_time::Instant;

/// What a start asks of the running window.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Request {
    /// Come forward (a start without a file).
    Show,
    /// Open this file (after asking about unsaved moves, as File > Open does) and come forward.
    Open(PathBuf),
}

/// The outcome of [`claim`].
#[derive(Debug)]
pub enum Claim {
    /// This process runs the window: later starts' requests arrive through the instance.
    First(Instance),
    /// The running window took the request; this process has nothing more to do.
    Handed,
    /// Another process holds the folder and did not take the request: the message says so.
    Refused(String),
}

/// How long a later start waits for the running window to take its request: the first one
/// may be still starting (its lock taken, its socket not yet bound).
const ANSWER_WAIT: Duration = Duration::from_secs(5);
/// How long the running window waits for a request to arrive whole.
const READ_WAIT: Duration = Duration::from_secs(2);
/// The longest request read (a path).
const MAX_REQUEST: u64 = 64 * 1024;
/// What the running window answers when it took a request.
const TAKEN: &[u8] = b"ok\n";

/// Called when a request arrives.
type Wake = Arc<OnceLock<Box<dyn Fn() + Send + Sync>>>;

/// The running window's claim on its folder: the lock, held until the process ends, and the
/// requests of later starts.
pub struct Instance {
    _lock: File,
    requests: Receiver<Request>,
    wake: Wake,
    socket: Option<PathBuf>,
}

impl std::fmt::Debug for Instance {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Instance")
            .field("socket", &self.socket)
            .finish_non_exhaustive()
    }
}

impl Instance {
    /// Calls `wake` whenever a request arrives from now on (the window's repaint request).
    pub fn set_wake(&self, wake: impl Fn() + Send + Sync + 'static) {
        let _ = self.wake.set(Box::new(wake));
    }

    /// The requests that arrived since the last call, oldest first.
    pub fn requests(&self) -> Vec<Request> {
        self.requests.try_iter().collect()
    }
}

impl Drop for Instance {
    fn drop(&mut self) {
        if let Some(socket) = &self.socket {
            let _ = std::fs::remove_file(socket);
        }
    }
}

/// Claims `folder` (created if missing) for this process's window, or hands `request` to the
/// window that holds it.
pub fn claim(folder: &Path, request: &Request) -> io::Result<Claim> {
    std::fs::create_dir_all(folder)?;
    let lock_path = folder.join("instance.lock");
    let lock = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&lock_path)?;
    let socket = socket_path(folder);
    match lock.try_lock() {
        Ok(()) => Ok(Claim::First(listen(lock, socket))),
        Err(std::fs::TryLockError::WouldBlock) => {
            let deadline = Instant::now() + ANSWER_WAIT;
            Ok(match hand_over(&socket, request, deadline) {
                Ok(()) => Claim::Handed,
                Err(e) => Claim::Refused(t!(
                    "shudu-is-already-running-for",
                    lock_path = &lock_path.display(),
                    why = &e
                )),
            })
        }
        Err(std::fs::TryLockError::Error(e)) => Err(e),
    }
}

/// Where the running window listens: beside the lock, or where a socket's short path limit
/// allows when the folder's path is too long for one.
fn socket_path(folder: &Path) -> PathBuf {
    let beside = folder.join("instance.sock");
    // sockaddr_un holds at most 107 bytes of path on Linux.
    if beside.as_os_str().len() < 100 {
        return beside;
    }
    let runtime = std::env::var_os("XDG_RUNTIME_DIR")
        .map(PathBuf::from)
        .filter(|dir| dir.is_absolute())
        .unwrap_or_else(std::env::temp_dir);
    runtime.join(format!("shudu-{:016x}.sock", fnv1a(folder.as_os_str())))
}

/// FNV-1a of a path's bytes: the same name for the same folder in every build.
fn fnv1a(text: &std::ffi::OsStr) -> u64 {
    text.as_encoded_bytes()
        .iter()
        .fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
        })
}

/// A request as sent: `show`, or `open ` and the path's bytes.
fn encode(request: &Request) -> Vec<u8> {
    match request {
        Request::Show => b"show".to_vec(),
        Request::Open(path) => {
            let mut bytes = b"open ".to_vec();
            bytes.extend_from_slice(path.as_os_str().as_encoded_bytes());
            bytes
        }
    }
}

/// A request as received, if it is one.
fn decode(bytes: &[u8]) -> Option<Request> {
    if bytes == b"show" {
        return Some(Request::Show);
    }
    let path = bytes.strip_prefix(b"open ")?;
    let text = std::str::from_utf8(path).ok()?;
    (!text.is_empty()).then(|| Request::Open(PathBuf::from(text)))
}

#[cfg(unix)]
fn listen(lock: File, socket: PathBuf) -> Instance {
    use std::os::unix::net::UnixListener;
    let (sender, requests) = mpsc::channel();
    let wake: Wake = Arc::new(OnceLock::new());
    // The lock is ours, so a socket file left there is a dead window's.
    let _ = std::fs::remove_file(&socket);
    let Ok(listener) = UnixListener::bind(&socket) else {
        // Later starts will be refused with a message; this window works as before.
        return Instance {
            _lock: lock,
            requests,
            wake,
            socket: None,
        };
    };
    let woken = Arc::clone(&wake);
    let thread = std::thread::Builder::new()
        .name("shudu-instance".into())
        .spawn(move || {
            for mut stream in listener.incoming().flatten() {
                let _ = stream.set_read_timeout(Some(READ_WAIT));
                let mut bytes = Vec::new();
                let read = (&mut stream).take(MAX_REQUEST).read_to_end(&mut bytes);
                let Some(request) = read.ok().and_then(|_| decode(&bytes)) else {
                    continue;
                };
                if sender.send(request).is_err() {
                    return;
                }
                let _ = stream.write_all(TAKEN);
                if let Some(wake) = woken.get() {
                    wake();
                }
            }
        });
    Instance {
        _lock: lock,
        requests,
        wake,
        socket: thread.is_ok().then_some(socket),
    }
}

#[cfg(not(unix))]
fn listen(lock: File, _socket: PathBuf) -> Instance {
    let (_sender, requests) = mpsc::channel();
    Instance {
        _lock: lock,
        requests,
        wake: Arc::new(OnceLock::new()),
        socket: None,
    }
}

/// Sends `request` to the window listening on `socket`, trying again until `deadline` while
/// it is still starting; `Ok` once it said it took the request.
#[cfg(unix)]
fn hand_over(socket: &Path, request: &Request, deadline: Instant) -> io::Result<()> {
    use std::os::unix::net::UnixStream;
    let mut stream = loop {
        match UnixStream::connect(socket) {
            Ok(stream) => break stream,
            Err(e) if Instant::now() >= deadline => return Err(e),
            Err(_) => std::thread::sleep(Duration::from_millis(100)),
        }
    };
    let left = deadline.saturating_duration_since(Instant::now());
    stream.set_read_timeout(Some(left.max(Duration::from_millis(500))))?;
    stream.write_all(&encode(request))?;
    stream.shutdown(std::net::Shutdown::Write)?;
    let mut answer = Vec::new();
    stream.take(16).read_to_end(&mut answer)?;
    if answer == TAKEN {
        Ok(())
    } else {
        Err(io::Error::other(t!("running-window-did-not-take")))
    }
}

#[cfg(not(unix))]
fn hand_over(_socket: &Path, _request: &Request, _deadline: Instant) -> io::Result<()> {
    Err(io::Error::other(t!("handing-over-is-not-supported")))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("shudu-instance-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn a_second_claim_hands_its_request_to_the_first() {
        let dir = folder("hand");
        let Ok(Claim::First(first)) = claim(&dir, &Request::Show) else {
            panic!("the first claim should own the folder");
        };
        let woken = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let count = Arc::clone(&woken);
        first.set_wake(move || {
            count.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        });
        let file = PathBuf::from("/some/where/puzzle.sdk");
        let second = claim(&dir, &Request::Open(file.clone()));
        assert!(matches!(second, Ok(Claim::Handed)), "{second:?}");
        assert!(matches!(claim(&dir, &Request::Show), Ok(Claim::Handed)));
        assert_eq!(first.requests(), [Request::Open(file), Request::Show]);
        assert_eq!(woken.load(std::sync::atomic::Ordering::SeqCst), 2);
        drop(first);
        // Once the first is gone, the next start owns the folder again.
        assert!(matches!(claim(&dir, &Request::Show), Ok(Claim::First(_))));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_holder_that_does_not_answer_refuses_the_start_by_name() {
        let dir = folder("mute");
        std::fs::create_dir_all(&dir).unwrap();
        let lock = File::create(dir.join("instance.lock")).unwrap();
        lock.try_lock().unwrap();
        let started = Instant::now();
        let Ok(Claim::Refused(message)) = claim(&dir, &Request::Show) else {
            panic!("a silent holder must refuse the start");
        };
        assert!(
            started.elapsed() >= ANSWER_WAIT,
            "it waits for a starting window"
        );
        assert!(message.contains("already running"), "{message}");
        assert!(message.contains("instance.lock"), "{message}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn requests_survive_the_wire() {
        for request in [Request::Show, Request::Open(PathBuf::from("/a b/c.sdk"))] {
            assert_eq!(decode(&encode(&request)), Some(request));
        }
        assert_eq!(decode(b"open "), None);
        assert_eq!(decode(b"nonsense"), None);
    }

    #[test]
    fn a_long_folder_gets_a_short_socket_name() {
        let long = PathBuf::from("/").join("x".repeat(200));
        let socket = socket_path(&long);
        assert!(socket.as_os_str().len() < 108, "{}", socket.display());
        assert_eq!(
            socket,
            socket_path(&long),
            "the same folder, the same socket"
        );
    }
}
