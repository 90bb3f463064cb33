//! Instructions run by each wave, listed in block order (the report's per-wave counts).
//!
//! The list has one slot per wave, for the first [`MAX_LISTED_WAVES`] waves of the grid in
//! block order, made before the blocks run: block `b`'s wave `w` is slot `b · waves + w`, and
//! whichever thread runs the block writes its waves' counts there. So a parallel pass's counts
//! need no gathering, merging or sorting afterwards (on the main thread, while every core
//! waits: copying 16 384 entries of the workers' lists took 0.2–0.5 ms of a 4 ms launch, mostly
//! page faults of the new list), and a block run again in order writes over its earlier counts.
//! The slots' memory is zeroed by the system as the blocks first write to it.

use std::sync::atomic::{AtomicU64, Ordering};

/// Per-wave instruction counts are listed for this many waves (the totals count them all).
pub const MAX_LISTED_WAVES: usize = 1 << 20;

/// The instruction count of every listed wave: `(block linear index, wave index, count)` in
/// block order by [`WaveSteps::iter`].
#[derive(Default)]
pub struct WaveSteps {
    /// Waves per block.
    per_block: u32,
    counts: Box<[AtomicU64]>,
}

impl WaveSteps {
    /// Room for the first waves (up to [`MAX_LISTED_WAVES`]) of `blocks` blocks of `per_block`
    /// waves.
    pub(crate) fn new(blocks: u64, per_block: u32) -> WaveSteps {
        let n = blocks.saturating_mul(per_block as u64).min(MAX_LISTED_WAVES as u64) as usize;
        WaveSteps { per_block, counts: zeroed(n) }
    }

    /// Block `block` ran: `steps` holds each of its waves' (index, count).
    pub(crate) fn record(&self, block: u64, steps: &[(u32, u64)]) {
        let first = block.saturating_mul(self.per_block as u64);
        for &(w, n) in steps {
            if let Some(slot) = usize::try_from(first.saturating_add(w as u64)).ok().and_then(|i| self.counts.get(i)) {
                slot.store(n, Ordering::Relaxed);
            }
        }
    }

    /// `(block, wave, instructions)` of every listed wave, in block order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (u64, u32, u64)> + '_ {
        let per = self.per_block.max(1) as u64;
        self.counts.iter().enumerate().map(move |(i, c)| (i as u64 / per, (i as u64 % per) as u32, c.load(Ordering::Relaxed)))
    }

    /// The listed waves.
    pub fn len(&self) -> usize {
        self.counts.len()
    }

    pub fn is_empty(&self) -> bool {
        self.counts.is_empty()
    }
}

impl Clone for WaveSteps {
    fn clone(&self) -> WaveSteps {
        WaveSteps { per_block: self.per_block, counts: self.counts.iter().map(|c| AtomicU64::new(c.load(Ordering::Relaxed))).collect() }
    }
}

/// As the list of `(block, wave, instructions)` it is.
impl std::fmt::Debug for WaveSteps {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// `n` counters at zero, in memory the system zeroes as it is first touched (a calloc), so
/// that each page is mapped by the worker that first writes to it, not all at once here.
fn zeroed(n: usize) -> Box<[AtomicU64]> {
    let Ok(layout) = std::alloc::Layout::array::<AtomicU64>(n) else { return Box::default() };
    if layout.size() == 0 {
        return Box::default();
    }
    // SAFETY: the layout is non-empty; all-zero bytes are a valid `AtomicU64` (0); the Box
    // frees the allocation with the same layout (an array of `n` `AtomicU64`).
    unsafe {
        let p = std::alloc::alloc_zeroed(layout).cast::<AtomicU64>();
        if p.is_null() {
            std::alloc::handle_alloc_error(layout);
        }
        Box::from_raw(std::ptr::slice_from_raw_parts_mut(p, n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_listed_in_block_order_whatever_order_they_came_in() {
        let s = WaveSteps::new(5, 3);
        for b in [3u64, 0, 4, 1, 2] {
            s.record(b, &[(2, 100 * b + 2), (0, 100 * b), (1, 100 * b + 1)]);
        }
        // block 1 run again (the in-order re-run after a conflict)
        s.record(1, &[(0, 7), (1, 8), (2, 9)]);
        let want: Vec<(u64, u32, u64)> = (0..5u64).flat_map(|b| (0..3u32).map(move |w| (b, w, if b == 1 { 7 + w as u64 } else { 100 * b + w as u64 }))).collect();
        assert_eq!(s.iter().collect::<Vec<_>>(), want);
        assert_eq!(format!("{s:?}"), format!("{want:?}"));
        assert_eq!(format!("{:?}", s.clone()), format!("{want:?}"));
    }

    #[test]
    fn only_the_first_waves_are_listed() {
        let s = WaveSteps::new(1 << 40, 4);
        assert_eq!(s.len(), MAX_LISTED_WAVES);
        s.record((MAX_LISTED_WAVES / 4) as u64 - 1, &[(3, 5)]);
        // past the listed waves: not kept, no panic
        s.record(1 << 39, &[(0, 1)]);
        s.record(u64::MAX, &[(3, 1)]);
        assert_eq!(s.iter().last(), Some(((MAX_LISTED_WAVES / 4) as u64 - 1, 3, 5)));
        assert!(WaveSteps::new(0, 4).is_empty());
        assert!(WaveSteps::default().iter().next().is_none());
    }
}
