//! How the workers of a parallel pass spent it (`XLANE_PHASES=1 xlane run` prints it): when
//! each started and finished its first block and its last, how much CPU time it used and how
//! many blocks it ran. A pass that scales badly shows why: workers that start late (waking
//! the pool's threads), a slow first block (each worker's set-up), CPU time well below the
//! wall time (a worker waiting: for the kernel's memory-map lock, or descheduled), or uneven
//! ends, and how many runs of blocks idle workers took from others (`run::claims`). Two clock reads per worker and one per block it finishes first; nothing shared. (The
//! CPU-time clocks, [`cpu_s`], serve the launch's `cpu_s` too.)

use std::time::Instant;

/// One worker's times, in seconds from the pass's start.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Sample {
    start: f64,
    first: f64,
    end: f64,
    cpu: f64,
    blocks: u64,
    /// Runs of blocks taken from other workers (`run::claims`).
    steals: u64,
}

/// Times one worker of a pass (on the worker's thread).
pub(crate) struct Stopwatch {
    pass: Instant,
    cpu0: f64,
    sample: Sample,
}

impl Stopwatch {
    /// The worker starts, in the pass that started at `pass`.
    pub fn start(pass: Instant) -> Stopwatch {
        let sample = Sample { start: pass.elapsed().as_secs_f64(), ..Sample::default() };
        Stopwatch { pass, cpu0: thread_cpu_s(), sample }
    }

    /// The worker finished a block.
    #[inline]
    pub fn block_done(&mut self) {
        if self.sample.blocks == 0 {
            self.sample.first = self.pass.elapsed().as_secs_f64();
        }
        self.sample.blocks += 1;
    }

    /// The worker took a run of blocks from another worker.
    pub fn stole(&mut self) {
        self.sample.steals += 1;
    }

    /// The worker ends.
    pub fn stop(mut self) -> Sample {
        self.sample.end = self.pass.elapsed().as_secs_f64();
        self.sample.cpu = thread_cpu_s() - self.cpu0;
        self.sample
    }
}

/// The least, the median and the most over a pass's workers of each time (seconds from the
/// pass's start; `cpu_s`: each worker's own CPU time).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct WorkerTimes {
    pub workers: usize,
    pub start_s: [f64; 3],
    /// When the worker's first block was done.
    pub first_s: [f64; 3],
    pub end_s: [f64; 3],
    pub cpu_s: [f64; 3],
    pub blocks: [u64; 3],
    /// Runs of blocks that workers took from other workers, all together.
    pub steals: u64,
}

impl WorkerTimes {
    pub(crate) fn of(samples: &[Sample]) -> WorkerTimes {
        fn spread<T: Copy + PartialOrd + Default>(mut v: Vec<T>) -> [T; 3] {
            v.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
            match (v.first(), v.get(v.len() / 2), v.last()) {
                (Some(&a), Some(&m), Some(&z)) => [a, m, z],
                _ => [T::default(); 3],
            }
        }
        let field = |f: fn(&Sample) -> f64| spread(samples.iter().map(f).collect());
        WorkerTimes {
            workers: samples.len(),
            start_s: field(|s| s.start),
            // (a worker that got no block has no first block)
            first_s: spread(samples.iter().filter(|s| s.blocks > 0).map(|s| s.first).collect()),
            end_s: field(|s| s.end),
            cpu_s: field(|s| s.cpu),
            blocks: spread(samples.iter().map(|s| s.blocks).collect()),
            steals: samples.iter().map(|s| s.steals).sum(),
        }
    }
}

/// This thread's CPU time so far (0 where the platform does not tell).
fn thread_cpu_s() -> f64 {
    cpu_s(Clock::Thread).unwrap_or(0.0)
}

/// Whose CPU time [`cpu_s`] reads.
pub(crate) enum Clock {
    Thread,
    Process,
}

/// CPU seconds used so far by this thread or by the whole process (all threads); `None`
/// where the platform does not tell.
pub(crate) fn cpu_s(clock: Clock) -> Option<f64> {
    #[cfg(unix)]
    {
        let id = match clock {
            Clock::Thread => libc::CLOCK_THREAD_CPUTIME_ID,
            Clock::Process => libc::CLOCK_PROCESS_CPUTIME_ID,
        };
        let mut t = libc::timespec { tv_sec: 0, tv_nsec: 0 };
        // SAFETY: `t` is a valid timespec for the call to fill in.
        let ok = unsafe { libc::clock_gettime(id, &mut t) } == 0;
        ok.then_some(t.tv_sec as f64 + t.tv_nsec as f64 * 1e-9)
    }
    #[cfg(not(unix))]
    {
        let _ = clock;
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_spread_is_least_median_most() {
        let s = |start: f64, blocks: u64| Sample { start, first: start + 1.0, end: 10.0 - start, cpu: 2.0 * start, blocks, steals: blocks % 2 };
        let t = WorkerTimes::of(&[s(3.0, 7), s(1.0, 9), s(2.0, 5)]);
        assert_eq!(t.workers, 3);
        assert_eq!(t.start_s, [1.0, 2.0, 3.0]);
        assert_eq!(t.first_s, [2.0, 3.0, 4.0]);
        assert_eq!(t.end_s, [7.0, 8.0, 9.0]);
        assert_eq!(t.cpu_s, [2.0, 4.0, 6.0]);
        assert_eq!(t.blocks, [5, 7, 9]);
        assert_eq!(t.steals, 3);
        assert_eq!(WorkerTimes::of(&[]), WorkerTimes::default());
    }

    #[test]
    fn a_stopwatch_counts_blocks_and_orders_its_times() {
        let mut w = Stopwatch::start(Instant::now());
        for _ in 0..3 {
            w.block_done();
        }
        let s = w.stop();
        assert_eq!(s.blocks, 3);
        assert!(s.start <= s.first && s.first <= s.end && s.cpu >= 0.0);
    }
}
