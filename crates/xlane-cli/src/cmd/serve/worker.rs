//! Commands run on threads of their own, never on the server's: a request waits for its
//! answer until its deadline and then answers with an error, while the work (which always
//! ends: a synth search has its budget, the rest is bounded by the input) finishes unseen.
//! Two pools of permits bound how many threads run at once, one for searches and one for the
//! quick commands, so that slow searches cannot crowd out an `eval`.

use std::sync::Arc;
use tokio::sync::{oneshot, Semaphore};
use tokio::time::Instant;

/// Why a job gave no answer.
pub enum Failed {
    /// The deadline passed (waiting for a permit or for the work).
    Late,
    /// The work panicked: a fault in xlane, reported as such.
    Panicked(String),
    /// No thread could be started.
    NoThread(std::io::Error),
}

/// The permits: at most this many jobs of each kind run at once.
pub struct Workers {
    quick: Arc<Semaphore>,
    slow: Arc<Semaphore>,
}

/// Quick commands take milliseconds: plenty may run while clients wait.
const QUICK_AT_ONCE: usize = 64;
/// A search runs until its budget (seconds of wall time) on one core, in tens of MB: more at
/// once than this would starve each of them.
const SLOW_AT_ONCE: usize = 8;

impl Workers {
    pub fn new() -> Workers {
        Workers { quick: Arc::new(Semaphore::new(QUICK_AT_ONCE)), slow: Arc::new(Semaphore::new(SLOW_AT_ONCE)) }
    }

    /// Run `job` on a thread of its own and wait for it until `deadline`.
    pub async fn run<T: Send + 'static>(&self, slow: bool, deadline: Instant, job: impl FnOnce() -> T + Send + 'static) -> Result<T, Failed> {
        let pool = if slow { &self.slow } else { &self.quick };
        let permit = tokio::time::timeout_at(deadline, pool.clone().acquire_owned()).await.map_err(|_| Failed::Late)?.map_err(|_| Failed::Late)?;
        let (tx, rx) = oneshot::channel();
        std::thread::Builder::new()
            .name("xlane-serve-job".into())
            .stack_size(crate::WORK_STACK_BYTES)
            .spawn(move || {
                let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job));
                drop(permit);
                let _ = tx.send(out);
            })
            .map_err(Failed::NoThread)?;
        match tokio::time::timeout_at(deadline, rx).await {
            Err(_) => Err(Failed::Late),
            Ok(Err(_)) => Err(Failed::Panicked("the job ended without an answer".into())),
            Ok(Ok(Err(p))) => Err(Failed::Panicked(panic_text(&*p))),
            Ok(Ok(Ok(v))) => Ok(v),
        }
    }
}

fn panic_text(p: &(dyn std::any::Any + Send)) -> String {
    p.downcast_ref::<&str>().map(|s| s.to_string()).or_else(|| p.downcast_ref::<String>().cloned()).unwrap_or_else(|| "a panic".into())
}
