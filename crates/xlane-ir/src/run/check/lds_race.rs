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
//! stores per byte a shared-memory access touches (the model of compute-sanitizer's racecheck
//! and of ThreadSanitizer's shadow cells, kept per byte and per epoch).

use std::collections::HashSet;

use super::race::AccessKind;

/// Who touched a byte: the op (function, pc), the wave and the lane.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Who {
    pub func: u32,
    pub pc: u32,
    pub wave: u16,
    pub lane: u8,
    pub atomic: bool,
}

#[derive(Debug, Clone, Copy, Default)]
struct Cell {
    w_epoch: u32,
    r_epoch: u32,
    /// The last writer in `w_epoch`.
    w: Who,
    /// The first reader in `r_epoch`, and the last reader of a wave other than its.
    r: Who,
    r_other: Who,
    /// The waves that read the byte in `r_epoch` (a block has at most 32 waves).
    readers: u64,
}

/// The shadow of one block's LDS (kept by a worker thread from block to block).
#[derive(Debug, Default)]
pub struct LdsShadow {
    /// On for this block: the check is on and the block has more than one wave.
    pub on: bool,
    /// The block's LDS bytes (the cells beyond are left from a larger block).
    size: usize,
    epoch: u32,
    cells: Vec<Cell>,
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
            self.cells.iter_mut().for_each(|c| *c = Cell::default());
            self.epoch = 1;
        }
    }

    /// `who` accesses bytes `off..off + len` (in bounds). The earlier access it races with,
    /// if any (the first byte's).
    pub fn access(&mut self, off: u64, len: u32, who: Who, kind: AccessKind) -> Option<(Who, AccessKind)> {
        if off.saturating_add(len as u64) > self.size as u64 {
            // out of bounds: the access itself reports it
            return None;
        }
        // cells are made as the block touches bytes (most kernels use a little of their LDS)
        let end = (off + len as u64) as usize;
        if self.cells.len() < end {
            self.cells.resize(end.next_power_of_two().min(self.size).max(end), Cell::default());
        }
        let e = self.epoch;
        let bit = 1u64 << (who.wave & 63);
        let mut found = None;
        for c in &mut self.cells[off as usize..off as usize + len as usize] {
            if found.is_none() {
                found = conflict(c, e, who, bit, kind);
            }
            match kind {
                AccessKind::Read => {
                    if c.r_epoch != e {
                        c.r_epoch = e;
                        c.readers = 0;
                        c.r = who;
                    } else if c.r.wave != who.wave {
                        c.r_other = who;
                    }
                    c.readers |= bit;
                }
                AccessKind::Write | AccessKind::Atomic => {
                    c.w_epoch = e;
                    c.w = who;
                }
            }
        }
        found
    }

    /// Whether the race of op `first` with op `second` is new in this block (reported once).
    pub fn first_report(&mut self, first: &Who, second: &Who) -> bool {
        self.reported.insert((first.func, first.pc, second.func, second.pc))
    }
}

/// The access of cell `c` in epoch `e` that `who` (wave bit `bit`) conflicts with.
fn conflict(c: &Cell, e: u32, who: Who, bit: u64, kind: AccessKind) -> Option<(Who, AccessKind)> {
    let atomic = kind == AccessKind::Atomic;
    if c.w_epoch == e && c.w.wave != who.wave && !(atomic && c.w.atomic) {
        return Some((c.w, if c.w.atomic { AccessKind::Atomic } else { AccessKind::Write }));
    }
    if kind != AccessKind::Read && c.r_epoch == e && c.readers & !bit != 0 {
        let r = if c.r.wave != who.wave { c.r } else { c.r_other };
        return Some((r, AccessKind::Read));
    }
    None
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
}
