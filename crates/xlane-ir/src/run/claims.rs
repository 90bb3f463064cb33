//! How a parallel pass hands its blocks to its workers: runs of consecutive blocks taken from
//! one counter, and, once the counter is spent, the unstarted part of another worker's run.
//!
//! A run keeps neighbouring blocks, which often write one cache line, on one thread: up to
//! [`MAX_CLAIM`] blocks while many remain, single blocks at the end, so that the workers
//! finish together. But a worker whose cpu stalls (a virtual cpu the host takes away for a few
//! milliseconds, `BENCHMARKS.md`, speed pass 9 on the device) would hold its run's unstarted
//! blocks, and the pass would wait for it while the other workers idle. So each worker's run
//! is published in a [`Slot`]: the worker takes its blocks from the front one at a time, and a
//! worker with nothing left takes the back half of the largest run that remains. A pass then
//! waits at most for the blocks that stalled workers have started.
//!
//! The order in which one worker runs its blocks changes nothing the pass computes: each
//! block's results are kept by block (`launch::Collected`), and the quick check compares every
//! span with every other, a worker's own included (`mem::quick`, whose merged lists come out
//! sorted when a worker's blocks were in increasing order, and are sorted at its end when not).

use std::ops::Range;
use std::sync::atomic::{AtomicU64, Ordering};

/// The most blocks one run from the counter takes.
const MAX_CLAIM: u64 = 16;

/// Where a worker's new run came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refill {
    Counter,
    /// The back half of another worker's run.
    Stolen,
}

/// The blocks of one parallel pass and who holds which.
pub struct Claims {
    /// The pass's first block: the slots hold offsets from it.
    start: u64,
    /// One past the pass's last block (at most `u32::MAX` blocks after `start`).
    end: u64,
    /// The first block the counter has not handed out.
    next: AtomicU64,
    /// Each worker's run: the blocks it took and has not started.
    slots: Box<[Slot]>,
}

impl Claims {
    /// The blocks `pass` for `workers` workers; a pass longer than `u32::MAX` blocks is cut
    /// there ([`Claims::end`] says where it ended).
    pub fn new(pass: Range<u64>, workers: usize) -> Claims {
        let end = pass.end.min(pass.start.saturating_add(u32::MAX as u64)).max(pass.start);
        let slots = (0..workers.max(1)).map(|_| Slot::default()).collect();
        Claims { start: pass.start, end, next: AtomicU64::new(pass.start), slots }
    }

    /// Worker `me`'s next block: the front of its run; `None` when its run is spent (then
    /// [`Claims::refill`]).
    #[inline]
    pub fn next(&self, me: usize) -> Option<u64> {
        self.slots[me].front().map(|k| self.start + k)
    }

    /// Give worker `me` (whose run is spent) a new run: from the counter if `fresh` (a pass
    /// that has logged all the spans it may takes no new blocks) and any remain there, else the
    /// back half of the largest run another worker has not started. `None`: no block is left
    /// to take (the blocks other workers have started or taken are theirs to finish).
    pub fn refill(&self, me: usize, fresh: bool) -> Option<Refill> {
        if fresh {
            if let Some(run) = self.take_from_counter() {
                self.slots[me].publish(run);
                return Some(Refill::Counter);
            }
        }
        loop {
            let victim = (0..self.slots.len()).filter(|&w| w != me).max_by_key(|&w| self.slots[w].left())?;
            if self.slots[victim].left() == 0 {
                return None;
            }
            // (another thief or the owner may have moved first: look again)
            if let Some(run) = self.slots[victim].steal_back_half() {
                self.slots[me].publish(run);
                return Some(Refill::Stolen);
            }
        }
    }

    /// One past the last block the pass handed out: where the next pass starts.
    pub fn end(&self) -> u64 {
        self.next.load(Ordering::Relaxed).min(self.end)
    }

    /// The next run from the counter, as offsets: long while many blocks remain (each of
    /// `workers` workers gets about an eighth of its share at a time), single blocks at the
    /// end.
    fn take_from_counter(&self) -> Option<Range<u32>> {
        let workers = self.slots.len() as u64;
        let mut size = 1;
        let first = self
            .next
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |i| {
                size = (self.end.saturating_sub(i) / (8 * workers)).clamp(1, MAX_CLAIM);
                (i < self.end).then_some(i + size)
            })
            .ok()?;
        let last = (first + size).min(self.end);
        Some((first - self.start) as u32..(last - self.start) as u32)
    }
}

/// One worker's run of unstarted blocks, `[front, back)` as offsets from the pass's first
/// block, in one word so that the owner (at the front) and a thief (at the back) each move
/// their end with one atomic operation. Alone on its cache line: the owner touches it once
/// per block.
#[derive(Default)]
#[repr(align(128))]
struct Slot(AtomicU64);

impl Slot {
    fn unpack(word: u64) -> (u32, u32) {
        ((word >> 32) as u32, word as u32)
    }

    fn pack(front: u32, back: u32) -> u64 {
        (front as u64) << 32 | back as u64
    }

    /// How many blocks the run has left.
    fn left(&self) -> u32 {
        let (front, back) = Self::unpack(self.0.load(Ordering::Relaxed));
        back.saturating_sub(front)
    }

    /// The owner's next block, taken off the front.
    #[inline]
    fn front(&self) -> Option<u64> {
        let word = self
            .0
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |w| {
                let (front, back) = Self::unpack(w);
                (front < back).then(|| Self::pack(front + 1, back))
            })
            .ok()?;
        Some(Self::unpack(word).0 as u64)
    }

    /// A thief's share: the back half of the run (rounded up, so a run of one block goes
    /// whole); `None` if the run is spent.
    fn steal_back_half(&self) -> Option<Range<u32>> {
        let word = self
            .0
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |w| {
                let (front, back) = Self::unpack(w);
                (front < back).then(|| Self::pack(front, back - (back - front).div_ceil(2)))
            })
            .ok()?;
        let (front, back) = Self::unpack(word);
        Some(back - (back - front).div_ceil(2)..back)
    }

    /// The owner's new run (its old one is spent: only the owner refills its slot, and
    /// thieves never take from a spent run).
    fn publish(&self, run: Range<u32>) {
        self.0.store(Self::pack(run.start, run.end), Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every block of the pass, by one worker alone: in increasing order, each once.
    #[test]
    fn one_worker_takes_every_block_in_order() {
        let c = Claims::new(10..1010, 1);
        let mut seen = vec![];
        loop {
            while let Some(b) = c.next(0) {
                seen.push(b);
            }
            if c.refill(0, true).is_none() {
                break;
            }
        }
        assert_eq!(seen, (10..1010).collect::<Vec<_>>());
        assert_eq!(c.end(), 1010);
    }

    /// A worker that took a run and stalls keeps only the front half of it: the other worker
    /// takes the back half, then half of what is left, and so on, down to the last block.
    #[test]
    fn an_idle_worker_takes_the_back_half_of_a_stalled_workers_run() {
        // 2 workers: a run is an eighth of a worker's share of what remains, at most 16
        // blocks, so the first is 16 blocks of the 300 (300 / 16 = 18)
        let c = Claims::new(0..300, 2);
        assert_eq!(c.refill(0, true), Some(Refill::Counter));
        assert_eq!(c.slots[0].left(), 16);
        assert_eq!(c.next(0), Some(0));
        // worker 0 stalls in block 0 with blocks 1..16 of its run unstarted; worker 1 spends
        // the counter
        while c.end() < 300 {
            assert_eq!(c.refill(1, true), Some(Refill::Counter));
            while c.next(1).is_some() {}
        }
        // now worker 1 steals: 15 left → the back 8 (8..16), then 4 of 7 (4..8), 2 of 3, 1 of 1
        let mut stolen = vec![];
        while c.refill(1, true) == Some(Refill::Stolen) {
            let mut run = vec![];
            while let Some(b) = c.next(1) {
                run.push(b);
            }
            stolen.push(run);
        }
        assert_eq!(stolen, vec![(8..16).collect::<Vec<_>>(), (4..8).collect(), vec![2, 3], vec![1]]);
        // worker 0 wakes: nothing of its run is left
        assert_eq!(c.next(0), None);
        assert_eq!(c.refill(0, true), None);
    }

    /// With the span bound struck (`fresh` false) a worker takes nothing new from the counter,
    /// but still helps with the runs already taken.
    #[test]
    fn a_worker_that_may_not_take_new_blocks_still_steals() {
        let c = Claims::new(0..1000, 4);
        assert_eq!(c.refill(0, true), Some(Refill::Counter));
        let run = c.slots[0].left();
        assert!(run > 1);
        assert_eq!(c.refill(1, false), Some(Refill::Stolen));
        assert_eq!(c.slots[1].left(), run.div_ceil(2));
        assert_eq!(c.end(), run as u64);
    }

    /// Workers on threads, with steals: every block runs exactly once and the pass ends at
    /// its end.
    #[test]
    fn threads_that_steal_run_every_block_once() {
        for workers in [2usize, 3, 8] {
            let c = Claims::new(5..5000, workers);
            let seen: Vec<std::sync::Mutex<Vec<u64>>> = (0..workers).map(|_| Default::default()).collect();
            std::thread::scope(|s| {
                for me in 0..workers {
                    let (c, seen) = (&c, &seen);
                    s.spawn(move || loop {
                        while let Some(b) = c.next(me) {
                            seen[me].lock().unwrap().push(b);
                            // worker 0 is slow: the others steal from it
                            if me == 0 {
                                std::thread::sleep(std::time::Duration::from_micros(50));
                            }
                        }
                        if c.refill(me, true).is_none() {
                            break;
                        }
                    });
                }
            });
            let mut all: Vec<u64> = seen.into_iter().flat_map(|m| m.into_inner().unwrap()).collect();
            all.sort_unstable();
            assert_eq!(all, (5..5000).collect::<Vec<_>>(), "{workers} workers");
            assert_eq!(c.end(), 5000);
        }
    }

    /// A pass longer than a slot can count is cut where it can, and the next pass goes on
    /// from there.
    #[test]
    fn a_pass_past_u32_blocks_is_cut() {
        let c = Claims::new(7..u64::MAX, 2);
        assert_eq!(c.end, 7 + u32::MAX as u64);
        assert_eq!(c.refill(0, true), Some(Refill::Counter));
        assert_eq!(c.next(0), Some(7));
    }
}
