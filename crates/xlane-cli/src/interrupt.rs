//! Ctrl-C (SIGINT) and SIGTERM remove xlane's temporary folders before the process ends
//! (issue 24: an interrupted `xlane run k.hip` left `xlane-run-*` behind).
//!
//! [`install`] blocks both signals in the calling thread, so every thread it starts after
//! inherits the mask, and one thread waits for them with `sigwait` (POSIX: the signal is then
//! taken synchronously, so the folders can be removed with ordinary code, not in a handler).
//! Child processes (clang) start with an empty mask (std::process resets it), so they stop
//! on Ctrl-C as usual. The exit status is 128 + the signal, as shells report it.

use std::path::{Path, PathBuf};
use std::sync::Mutex;

static DIRS: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Remove `dir` if the process is interrupted while it exists.
pub fn register(dir: &Path) {
    DIRS.lock().unwrap_or_else(|p| p.into_inner()).push(dir.to_path_buf());
}

/// `dir` is gone (or kept): forget it.
pub fn unregister(dir: &Path) {
    DIRS.lock().unwrap_or_else(|p| p.into_inner()).retain(|d| d != dir);
}

/// Start the waiting thread; call before any other thread starts.
pub fn install() {
    #[cfg(unix)]
    // SAFETY: sigset_t is plain data initialised by sigemptyset/sigaddset before use; the mask
    // change affects only this thread (and the threads it starts later).
    unsafe {
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        libc::sigaddset(&mut set, libc::SIGINT);
        libc::sigaddset(&mut set, libc::SIGTERM);
        if libc::pthread_sigmask(libc::SIG_BLOCK, &set, std::ptr::null_mut()) != 0 {
            return;
        }
        let waiter = std::thread::Builder::new().name("xlane-signals".into()).spawn(move || {
            let mut sig: libc::c_int = 0;
            // SAFETY: `set` is a valid, initialised signal set; `sig` a valid out-pointer.
            if libc::sigwait(&set, &mut sig) == 0 {
                for d in DIRS.lock().unwrap_or_else(|p| p.into_inner()).drain(..) {
                    let _ = std::fs::remove_dir_all(d);
                }
                std::process::exit(128 + sig);
            }
        });
        if waiter.is_err() {
            // no waiter: take the signals back
            libc::pthread_sigmask(libc::SIG_UNBLOCK, &set, std::ptr::null_mut());
        }
    }
}
