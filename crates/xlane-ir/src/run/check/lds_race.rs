//! racecheck for shared memory (LDS): a shadow of the block's LDS, one cell per byte, that
//! remembers within the current barrier epoch the last writer and the readers of the byte
//! (as waves, with one reader of each of two waves kept to name). An access by another wave
//! that conflicts (`race::Access::conflicts`) with what the cell holds in the same epoch is a
//! race: nothing orders two waves' accesses between two barriers. A block barrier starts a
//! new epoch, which makes every cell stale at once (no clearing); so does a new block.
//!
//! A write of the value the byte already holds (every byte of the lane's access) changes
//! nothing another wave can observe: it is not reported (Triton's layout conversions store
//! replicated values from several waves to the same shared bytes).
//!
//! Cost: nothing when the check is off or the block has one wave; otherwise a few loads and
//! stores per cell a shared-memory access touches (the model of compute-sanitizer's racecheck
//! and of ThreadSanitizer's shadow cells, kept per byte and per epoch). A 4-byte word that
//! every access so far in the epoch covered whole has one cell for its four bytes (they have
//! the same history, so one cell holds it exactly); an access to part of a word gives its
//! bytes a cell each, copied from the word's, until the next epoch (when every cell is stale
//! and the words are whole again). Most kernels access shared memory in words or wider, so
//! the check costs a quarter of a cell per byte. A wave whose lanes (no gaps) access a word
//! each, side by side (`part[t]`, under a full or a partial exec mask), is checked and noted
//! in one pass over the cells' fields, a few cells per instruction (`lds_cells`).

use std::collections::HashSet;

use super::lds_cells::Cells;
pub use super::lds_cells::Who;
use super::race::AccessKind;

/// The shadow of one block's LDS (kept by a worker thread from block to block).
#[derive(Debug, Default)]
pub struct LdsShadow {
    /// On for this block: the check is on and the block has more than one wave.
    pub on: bool,
    /// The block's LDS bytes (the cells beyond are left from a larger block).
    size: usize,
    epoch: u32,
    /// One cell per 4-byte word, for its bytes while it is whole.
    words: Cells,
    /// Per word: its bytes have cells of their own in `bytes` (an access covered part of it
    /// in this epoch).
    split: Vec<bool>,
    /// Four cells per word, those of split words in use.
    bytes: Cells,
    any_split: bool,
    /// The race the last access found ([`LdsShadow::touch`]).
    found: Option<(Who, AccessKind)>,
    /// The (earlier op, later op) pairs already reported in this block.
    reported: HashSet<(u32, u32, u32, u32)>,
}

impl LdsShadow {
    /// A new block with `lds` bytes of LDS: every cell stale.
    pub fn start_block(&mut self, lds: usize, on: bool) {
        self.on = on && lds > 0;
        self.size = lds;
        if !self.on {
            return;
        }
        self.reported.clear();
        self.barrier();
    }

    /// A block barrier: a new epoch.
    pub fn barrier(&mut self) {
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            // the counter wrapped: clear, so that no cell looks current
            self.words.clear();
            self.bytes.clear();
            self.epoch = 1;
        }
        // every cell is stale now: the words are whole again
        if self.any_split {
            self.split.fill(false);
            self.any_split = false;
        }
    }

    /// `who` accesses bytes `off..off + len` (in bounds). The earlier access it races with,
    /// if any (the first byte's).
    pub fn access(&mut self, off: u64, len: u32, who: Who, kind: AccessKind) -> Option<(Who, AccessKind)> {
        if self.touch(off, len, who, kind) {
            self.found
        } else {
            None
        }
    }

    /// [`LdsShadow::access`] that says only whether there is a race ([`LdsShadow::race`] names
    /// it): a small result, for the per-lane loop.
    #[inline]
    pub fn touch(&mut self, off: u64, len: u32, who: Who, kind: AccessKind) -> bool {
        if off.saturating_add(len as u64) > self.size as u64 {
            // out of bounds: the access itself reports it
            return false;
        }
        // cells are made as the block touches bytes (most kernels use a little of their LDS)
        let end = (off + len as u64) as usize;
        let nwords = end.div_ceil(4);
        if self.words.len() < nwords {
            let n = nwords.next_power_of_two().min(self.size.div_ceil(4)).max(nwords);
            self.words.resize(n);
            self.split.resize(n, false);
        }
        let e = self.epoch;
        // (the first byte's conflict, in address order)
        let mut found = None;
        let mut x = off as usize;
        while x < end {
            let w = x / 4;
            if !self.split[w] && x.is_multiple_of(4) && x + 4 <= end {
                self.words.touch(w, e, who, kind, &mut found);
                x += 4;
            } else {
                if !self.split[w] {
                    self.split_word(w);
                }
                self.bytes.touch(x, e, who, kind, &mut found);
                x += 1;
            }
        }
        match found {
            Some(f) => {
                self.found = Some(f);
                true
            }
            None => false,
        }
    }

    /// [`LdsShadow::touch`] of a whole wave's access in one loop: lane `l` of `lanes` accesses
    /// `len` bytes at `first + (l - lo) * stride`, where `lo` is the lowest lane, lanes in
    /// increasing order, `who` with each lane's number. Only where every lane's bytes are
    /// whole words with cells of their own (`first`, `stride`, `len` multiples of 4, no word
    /// split in this epoch) and in bounds; else `None`, having touched nothing (the caller
    /// goes lane by lane). `Some(Some(l))`: lane `l` found a race ([`LdsShadow::race`] names
    /// it), after its own access and before the next lane's; `Some(None)`: no lane did.
    #[inline]
    pub fn touch_lanes(&mut self, first: u64, stride: u64, len: u32, lanes: u64, who: Who, kind: AccessKind) -> Option<Option<u32>> {
        let (len, lo, hi) = (len as u64, lanes.trailing_zeros() as u64, 63 - lanes.leading_zeros() as u64);
        if lanes == 0 || self.any_split || !(first | stride | len).is_multiple_of(4) || len == 0 || stride > 1 << 20 {
            return None;
        }
        let end = first + (hi - lo) * stride + len;
        if end > self.size as u64 {
            return None;
        }
        let nwords = (end / 4) as usize;
        if self.words.len() < nwords {
            let n = nwords.next_power_of_two().min(self.size.div_ceil(4)).max(nwords);
            self.words.resize(n);
            self.split.resize(n, false);
        }
        let at = Lanes { first: (first / 4) as usize, lo: lo as usize, step: (stride / 4) as usize, n: (len / 4) as usize, lanes, e: self.epoch, who };
        // lanes without gaps, each a word of its own next to the last lane's (`part[t]`)
        let run = lanes >> lo;
        if at.step == 1 && at.n == 1 && run & run.wrapping_add(1) == 0 && self.words.side_by_side(at.first, run.count_ones() as usize, lo as u32, who, at.e, kind) {
            return Some(None);
        }
        // (the usual kinds and sizes as constants: a loop each)
        let found = match (kind, at.n) {
            (AccessKind::Read, 1) => at.each(&mut self.words, AccessKind::Read, 1),
            (AccessKind::Write, 1) => at.each(&mut self.words, AccessKind::Write, 1),
            _ => at.each(&mut self.words, kind, at.n),
        };
        Some(found.map(|(l, race)| {
            self.found = Some(race);
            l
        }))
    }

    /// The race the last [`LdsShadow::touch`] found: the earlier access and its kind.
    pub fn race(&self) -> Option<(Who, AccessKind)> {
        self.found
    }

    /// Give word `w`'s bytes cells of their own, each a copy of the word's.
    fn split_word(&mut self, w: usize) {
        if self.bytes.len() < 4 * self.words.len() {
            self.bytes.resize(4 * self.words.len());
        }
        for x in 4 * w..4 * w + 4 {
            self.bytes.copy_cell(x, &self.words, w);
        }
        self.split[w] = true;
        self.any_split = true;
    }

    /// Whether the race of op `first` with op `second` is new in this block (reported once).
    pub fn first_report(&mut self, first: &Who, second: &Who) -> bool {
        self.reported.insert((first.func, first.pc, second.func, second.pc))
    }
}

/// A wave's access of whole words ([`LdsShadow::touch_lanes`]): lane `l` of `lanes` touches
/// the `n` word cells from `first + (l - lo) * step`, in epoch `e`, as `who` with its lane.
struct Lanes {
    first: usize,
    lo: usize,
    step: usize,
    n: usize,
    lanes: u64,
    e: u32,
    who: Who,
}

impl Lanes {
    /// Touch the lanes' cells in lane order, up to the first lane that finds a race: that
    /// lane and the race. (`kind` and `n`, which are the access's, are arguments so that an
    /// inlined call with constants compiles to a loop of its own.)
    #[inline(always)]
    fn each(&self, words: &mut Cells, kind: AccessKind, n: usize) -> Option<(u32, (Who, AccessKind))> {
        let mut m = self.lanes;
        while m != 0 {
            let l = m.trailing_zeros();
            m &= m - 1;
            let who = Who { lane: l as u8, ..self.who };
            let w = self.first + (l as usize - self.lo) * self.step;
            let mut found = None;
            for at in w..w + n {
                words.touch(at, self.e, who, kind, &mut found);
            }
            if let Some(f) = found {
                return Some((l, f));
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn who(wave: u16, pc: u32) -> Who {
        Who { func: 0, pc, wave, lane: 0, atomic: false }
    }

    #[test]
    fn hazards_between_waves_within_an_epoch() {
        let mut s = LdsShadow::default();
        s.start_block(64, true);
        // write by wave 0, read by wave 1 of the same bytes: write→read
        assert_eq!(s.access(0, 4, who(0, 1), AccessKind::Write), None);
        assert_eq!(s.access(2, 4, who(1, 2), AccessKind::Read), Some((who(0, 1), AccessKind::Write)));
        // the same pair again is reported once
        assert!(s.first_report(&who(0, 1), &who(1, 2)));
        assert!(!s.first_report(&who(0, 1), &who(1, 2)));
        // read by wave 1 then write by wave 0 (byte 8): read→write; wave 1's own write: none
        assert_eq!(s.access(8, 1, who(1, 3), AccessKind::Read), None);
        assert_eq!(s.access(8, 1, who(1, 4), AccessKind::Write), None);
        assert_eq!(s.access(8, 1, who(0, 5), AccessKind::Write), Some((who(1, 4), AccessKind::Write)));
        // a barrier: nothing conflicts with the epoch before
        s.barrier();
        assert_eq!(s.access(0, 8, who(2, 6), AccessKind::Read), None);
        assert_eq!(s.access(16, 4, who(0, 7), AccessKind::Read), None);
        assert_eq!(s.access(16, 4, who(1, 8), AccessKind::Write), Some((who(0, 7), AccessKind::Read)));
        // atomics of different waves do not race with each other
        let a = |w, pc| Who { atomic: true, ..who(w, pc) };
        assert_eq!(s.access(32, 4, a(0, 9), AccessKind::Atomic), None);
        assert_eq!(s.access(32, 4, a(1, 9), AccessKind::Atomic), None);
        // but a plain read of the atomics' byte does
        assert_eq!(s.access(32, 4, who(2, 10), AccessKind::Read), Some((a(1, 9), AccessKind::Atomic)));
    }

    #[test]
    fn a_reader_of_another_wave_is_named_when_the_first_is_the_writers() {
        let mut s = LdsShadow::default();
        s.start_block(8, true);
        assert_eq!(s.access(0, 1, who(3, 1), AccessKind::Read), None);
        assert_eq!(s.access(0, 1, who(5, 2), AccessKind::Read), None);
        // wave 3 writes: its own read is no hazard, wave 5's is
        assert_eq!(s.access(0, 1, who(3, 3), AccessKind::Write), Some((who(5, 2), AccessKind::Read)));
    }

    /// The lanes of a wave's access that found a race, with it.
    type Found = Vec<(u32, Option<(Who, AccessKind)>)>;

    /// A wave's access as `memops::lds_race` makes it: `touch_lanes` up to each lane that
    /// finds a race and on after it, lane by lane where it declines; lane `l` at `off(l)`.
    /// What it found, and whether `touch_lanes` took the last of its lanes.
    fn wave_access(s: &mut LdsShadow, lanes: u64, stride: u64, len: u32, who: Who, kind: AccessKind, off: impl Fn(u32) -> u64) -> (Found, bool) {
        let (mut got, mut todo) = (vec![], lanes);
        while todo != 0 {
            match s.touch_lanes(off(todo.trailing_zeros()), stride, len, todo, who, kind) {
                None => break,
                Some(None) => return (got, true),
                Some(Some(l)) => {
                    got.push((l, s.race()));
                    todo &= !(u64::MAX >> (63 - l));
                }
            }
        }
        for l in (0..64).filter(|l| todo >> l & 1 != 0) {
            if s.touch(off(l), len, Who { lane: l as u8, ..who }, kind) {
                got.push((l, s.race()));
            }
        }
        (got, false)
    }

    /// A wave's access through `touch_lanes` (falling back lane by lane where it declines, and
    /// going on after each lane that finds a race, as `memops::lds_race` does) against the
    /// same access lane by lane through `touch`: the same races at the same lanes, and the
    /// same cells after. Random strides (0, whole words, odd), sizes, lanes, waves, kinds,
    /// barriers, and byte accesses that split words.
    #[test]
    fn a_wave_at_once_agrees_with_lane_by_lane() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut rnd = |n: u64| crate::numerics::rng::xorshift(&mut seed) % n;
        let (mut fast_paths, mut races) = (0, 0);
        for _ in 0..200 {
            let size = 1024;
            let (mut a, mut b) = (LdsShadow::default(), LdsShadow::default());
            a.start_block(size, true);
            b.start_block(size, true);
            for step in 0..100u32 {
                if rnd(20) == 0 {
                    a.barrier();
                    b.barrier();
                    continue;
                }
                let len = [4u32, 4, 8, 16, 1, 2][rnd(6) as usize];
                let stride = [0u64, 4, 4, 8, 16, 2, 1, 12][rnd(8) as usize];
                let lanes = match rnd(4) {
                    0 => u64::MAX,
                    1 => u64::MAX >> rnd(64),
                    2 => rnd(u64::MAX) & rnd(u64::MAX),
                    _ => 1 << rnd(64),
                };
                let base = rnd(64) * if rnd(4) == 0 { 1 } else { 4 };
                let kind = [AccessKind::Read, AccessKind::Write, AccessKind::Atomic][rnd(3) as usize];
                let who = Who { func: 1, pc: step, wave: rnd(4) as u16, lane: 0, atomic: kind == AccessKind::Atomic };
                let off = |l: u32| base + l as u64 * stride;
                // lane by lane
                let mut want = vec![];
                for l in (0..64).filter(|l| lanes >> l & 1 != 0) {
                    if b.touch(off(l), len, Who { lane: l as u8, ..who }, kind) {
                        want.push((l, b.race()));
                    }
                }
                // a wave at once
                let (got, at_once) = wave_access(&mut a, lanes, stride, len, who, kind, off);
                fast_paths += at_once as usize;
                races += want.len();
                assert_eq!(got, want, "step {step}: {len} bytes at {base} + lane * {stride}, lanes {lanes:#x}, {kind:?}");
                assert!(a.words == b.words && a.split == b.split && a.bytes == b.bytes, "step {step}: the cells differ");
            }
        }
        assert!(fast_paths > 300 && races > 1000, "{fast_paths} wave-at-once accesses, {races} races");
    }

    /// Against one cell per byte (the model the word cells stand for): random accesses of
    /// 1, 2, 4, 8 and odd sizes at any offset, by several waves, with barriers between.
    #[test]
    fn word_cells_agree_with_a_cell_per_byte() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut rnd = |n: u64| crate::numerics::rng::xorshift(&mut seed) % n;
        for _ in 0..300 {
            let size = 64;
            let mut s = LdsShadow::default();
            s.start_block(size, true);
            let mut model = Cells::default();
            model.resize(size);
            let mut epoch = s.epoch;
            for step in 0..200u32 {
                if rnd(25) == 0 {
                    s.barrier();
                    epoch = s.epoch;
                    continue;
                }
                let len = [1u32, 2, 4, 4, 4, 8, 3][rnd(7) as usize];
                let off = if rnd(3) == 0 { rnd(size as u64 - len as u64 + 1) } else { rnd(size as u64 / 4 - 1) * 4 };
                let kind = [AccessKind::Read, AccessKind::Write, AccessKind::Atomic][rnd(3) as usize];
                let w = Who { func: 0, pc: step, wave: rnd(4) as u16, lane: rnd(64) as u8, atomic: kind == AccessKind::Atomic };
                let got = s.access(off, len, w, kind);
                let mut want = None;
                for at in off as usize..(off + len as u64) as usize {
                    model.touch(at, epoch, w, kind, &mut want);
                }
                assert_eq!(got, want, "step {step}: {len} bytes at {off}, {kind:?} by wave {}", w.wave);
            }
        }
    }

    /// Against the rules as the module's doc states them, kept naively: each byte's list of
    /// the epoch's accesses. A later access of another wave conflicts with the last write
    /// (atomics not with atomics), and a write or atomic with the reads, named by the first
    /// read if another wave's, else by the last read of a wave other than the first's.
    /// Random waves (up to 6) access words side by side (`touch_lanes`, as `memops::lds_race`
    /// calls it, its whole-wave path included) or any bytes (`access`), with barriers.
    #[test]
    fn cells_follow_the_rules_kept_as_lists_of_accesses() {
        fn rule(list: &[(Who, AccessKind)], who: Who, kind: AccessKind) -> Option<(Who, AccessKind)> {
            if let Some(&(w, k)) = list.iter().rev().find(|a| a.1 != AccessKind::Read) {
                if w.wave != who.wave && !(kind == AccessKind::Atomic && k == AccessKind::Atomic) {
                    return Some((w, k));
                }
            }
            let reads: Vec<Who> = list.iter().filter(|a| a.1 == AccessKind::Read).map(|a| a.0).collect();
            if kind == AccessKind::Read || !reads.iter().any(|r| r.wave != who.wave) {
                return None;
            }
            let first = reads[0];
            Some((if first.wave != who.wave { first } else { *reads.iter().rev().find(|r| r.wave != first.wave).unwrap() }, AccessKind::Read))
        }
        let mut seed = 0x1234_5678_9abc_def1u64;
        let mut rnd = |n: u64| crate::numerics::rng::xorshift(&mut seed) % n;
        let (mut waves_at_once, mut races) = (0, 0);
        for _ in 0..200 {
            let size = 512usize;
            let mut s = LdsShadow::default();
            s.start_block(size, true);
            let mut model: Vec<Vec<(Who, AccessKind)>> = vec![vec![]; size];
            // a lane's access in the model: the first byte's conflict, then every byte noted
            let lane = |model: &mut Vec<Vec<(Who, AccessKind)>>, off: usize, len: usize, who: Who, kind| {
                let found = (off..off + len).find_map(|x| rule(&model[x], who, kind));
                (off..off + len).for_each(|x| model[x].push((who, kind)));
                found
            };
            for step in 0..150u32 {
                if rnd(12) == 0 {
                    s.barrier();
                    model.iter_mut().for_each(Vec::clear);
                    continue;
                }
                let kind = [AccessKind::Read, AccessKind::Read, AccessKind::Write, AccessKind::Atomic][rnd(4) as usize];
                let who = Who { func: 2, pc: step, wave: rnd(6) as u16, lane: 0, atomic: kind == AccessKind::Atomic };
                let (mut got, mut want) = (vec![], vec![]);
                if rnd(4) != 0 {
                    // lanes lo..=hi, lane l the word at first + 4 * (l - lo)
                    let (lo, n) = (rnd(64), 1 + rnd(64));
                    let (hi, first) = ((lo + n - 1).min(63), 4 * rnd(64));
                    let lanes = (u64::MAX >> (63 - hi)) & (u64::MAX << lo);
                    let at_once;
                    (got, at_once) = wave_access(&mut s, lanes, 4, 4, who, kind, |l| first + 4 * (l as u64 - lo));
                    waves_at_once += at_once as usize;
                    for l in (0..64).filter(|l| lanes >> l & 1 != 0) {
                        if let Some(r) = lane(&mut model, (first + 4 * (l as u64 - lo)) as usize, 4, Who { lane: l as u8, ..who }, kind) {
                            want.push((l, Some(r)));
                        }
                    }
                } else {
                    let len = [1u32, 2, 3, 4, 8][rnd(5) as usize];
                    let (off, l) = (rnd((size - 8) as u64), rnd(64) as u8);
                    got.extend(s.access(off, len, Who { lane: l, ..who }, kind).map(|r| (l as u32, Some(r))));
                    want.extend(lane(&mut model, off as usize, len as usize, Who { lane: l, ..who }, kind).map(|r| (l as u32, Some(r))));
                }
                races += want.len();
                assert_eq!(got, want, "step {step}: {kind:?} by wave {}", who.wave);
            }
        }
        assert!(waves_at_once > 2000 && races > 1000, "{waves_at_once} waves at once, {races} races");
    }
}
