//! The cells of the shared-memory race check's shadow (`super::lds_race`), a field per array.
//! A cell stands for a word's or a byte's bytes and holds, within a barrier epoch, the last
//! write and the reads of them. A wave whose lanes touch cells side by side (`part[t]`) is
//! checked and noted in one pass over each array, not a cell at a time: the conflict test
//! reads runs of epochs and waves, and the update fills runs with one value, which the
//! compiler does a few cells per instruction. (A cell names the lane that touched it as its
//! index less a base, which is the same for every lane of such a wave.)

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

/// A cell's note of who touched it, in one word (a wave's note on its cells is one fill):
/// the op, the wave, whether atomic, and the lane as the cell's index less a base.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Mark(u128);

impl Mark {
    /// `who`'s mark on cell `at`.
    #[inline(always)]
    fn new(who: Who, at: usize) -> Mark {
        let base = (at as u32).wrapping_sub(who.lane as u32);
        Mark(who.func as u128 | (who.pc as u128) << 32 | (base as u128) << 64 | (who.wave as u128) << 96 | (who.atomic as u128) << 112)
    }

    fn wave(self) -> u16 {
        (self.0 >> 96) as u16
    }

    /// Who left the mark on cell `at`.
    #[inline(always)]
    fn who(self, at: usize) -> Who {
        let (func, pc, base) = (self.0 as u32, (self.0 >> 32) as u32, (self.0 >> 64) as u32);
        Who { func, pc, wave: self.wave(), lane: (at as u32).wrapping_sub(base) as u8, atomic: (self.0 >> 112) & 1 != 0 }
    }
}

/// A write's wave and atomicity in one word: what the conflict test reads of it.
#[inline(always)]
fn wave_of(wave: u16, atomic: bool) -> u32 {
    (wave as u32) << 1 | atomic as u32
}

/// An access of `kind` by wave `wave` in epoch `e` conflicts with the write of epoch
/// `w_epoch` by [`wave_of`] `w_wave`: a write or atomic of another wave in `e` (atomics do
/// not race with each other). (`&`, not `&&`: no branch, so that a loop of it takes a few
/// cells per instruction.)
#[inline(always)]
fn write_clash(w_epoch: u32, w_wave: u32, e: u32, wave: u16, kind: AccessKind) -> bool {
    (w_epoch == e) & (w_wave >> 1 != wave as u32) & !(kind == AccessKind::Atomic && w_wave & 1 != 0)
}

/// `r_sole` of a cell that several waves read.
const MANY: u32 = u32::MAX;

/// An access of `kind` by wave `wave` in epoch `e` conflicts with the reads of epoch
/// `r_epoch` by `r_sole` (the one wave that read, or [`MANY`]): a write or atomic, and a read
/// of another wave in `e`.
#[inline(always)]
fn read_clash(r_epoch: u32, r_sole: u32, e: u32, wave: u16, kind: AccessKind) -> bool {
    kind != AccessKind::Read && (r_epoch == e) & (r_sole != wave as u32)
}

/// Cells, a field per array; a cell's index is its word's or its byte's.
#[derive(Debug, Default, PartialEq)]
pub struct Cells {
    /// The last write's epoch, wave ([`wave_of`]) and writer.
    w_epoch: Vec<u32>,
    w_wave: Vec<u32>,
    w: Vec<Mark>,
    /// The epoch of `r_sole`, `r` and `r_other`.
    r_epoch: Vec<u32>,
    /// The wave that read the bytes in `r_epoch`, or [`MANY`] where several did.
    r_sole: Vec<u32>,
    /// The first reader in `r_epoch`, and the last reader of a wave other than its.
    r: Vec<Mark>,
    r_other: Vec<Mark>,
}

impl Cells {
    pub fn len(&self) -> usize {
        self.w_epoch.len()
    }

    /// `n` cells, the new ones untouched (epoch 0, never current).
    pub fn resize(&mut self, n: usize) {
        self.w_epoch.resize(n, 0);
        self.w_wave.resize(n, 0);
        self.w.resize(n, Mark::default());
        self.r_epoch.resize(n, 0);
        self.r_sole.resize(n, 0);
        self.r.resize(n, Mark::default());
        self.r_other.resize(n, Mark::default());
    }

    /// Every cell untouched.
    pub fn clear(&mut self) {
        let n = self.len();
        *self = Cells::default();
        self.resize(n);
    }

    /// Cell `to` becomes a copy of `from`'s cell `at` (the same accesses, lanes kept).
    pub fn copy_cell(&mut self, to: usize, from: &Cells, at: usize) {
        let m = |m: Mark| Mark::new(m.who(at), to);
        self.w_epoch[to] = from.w_epoch[at];
        self.w_wave[to] = from.w_wave[at];
        self.w[to] = m(from.w[at]);
        self.r_epoch[to] = from.r_epoch[at];
        self.r_sole[to] = from.r_sole[at];
        self.r[to] = m(from.r[at]);
        self.r_other[to] = m(from.r_other[at]);
    }

    /// An access of the bytes of cell `i` by `who` in epoch `e`: the conflict (if `found` has
    /// none yet), then the cell's new state.
    #[inline(always)]
    pub fn touch(&mut self, i: usize, e: u32, who: Who, kind: AccessKind, found: &mut Option<(Who, AccessKind)>) {
        if found.is_none() {
            *found = self.conflict(i, e, who, kind);
        }
        self.update(i, e, who, Mark::new(who, i), kind);
    }

    /// The access of cell `i` in epoch `e` that `who` conflicts with.
    #[inline(always)]
    fn conflict(&self, i: usize, e: u32, who: Who, kind: AccessKind) -> Option<(Who, AccessKind)> {
        if write_clash(self.w_epoch[i], self.w_wave[i], e, who.wave, kind) {
            let w = self.w[i].who(i);
            return Some((w, if w.atomic { AccessKind::Atomic } else { AccessKind::Write }));
        }
        if read_clash(self.r_epoch[i], self.r_sole[i], e, who.wave, kind) {
            let r = if self.r[i].wave() != who.wave { self.r[i] } else { self.r_other[i] };
            return Some((r.who(i), AccessKind::Read));
        }
        None
    }

    /// Cell `i`'s state after an access of `kind` in epoch `e` by `who`, noted as `mark`.
    #[inline(always)]
    fn update(&mut self, i: usize, e: u32, who: Who, mark: Mark, kind: AccessKind) {
        match kind {
            AccessKind::Read => {
                if self.r_epoch[i] != e {
                    self.r_epoch[i] = e;
                    self.r_sole[i] = who.wave as u32;
                    self.r[i] = mark;
                } else {
                    if self.r[i].wave() != who.wave {
                        self.r_other[i] = mark;
                    }
                    if self.r_sole[i] != who.wave as u32 {
                        self.r_sole[i] = MANY;
                    }
                }
            }
            AccessKind::Write | AccessKind::Atomic => {
                self.w_epoch[i] = e;
                self.w_wave[i] = wave_of(who.wave, who.atomic);
                self.w[i] = mark;
            }
        }
    }

    /// Lanes `lo..lo + n` of `who`'s wave (`who.lane` aside) each touching a cell, lane `l`
    /// cell `first + l - lo`, in epoch `e`, when none of them finds a conflict: one pass that
    /// looks and changes nothing, then one that leaves the wave's mark; `false`, having
    /// touched nothing, where a lane conflicts (the caller goes lane by lane, to name it and
    /// go on after it). Lane by lane is the same: no cell is two lanes', so no lane's access
    /// changes what another's finds.
    #[inline(never)]
    pub fn side_by_side(&mut self, first: usize, n: usize, lo: u32, who: Who, e: u32, kind: AccessKind) -> bool {
        // (a loop of each kind, with the kind a constant)
        match kind {
            AccessKind::Read => self.side_by_side_as(first, n, lo, who, e, AccessKind::Read),
            AccessKind::Write => self.side_by_side_as(first, n, lo, who, e, AccessKind::Write),
            AccessKind::Atomic => self.side_by_side_as(first, n, lo, who, e, AccessKind::Atomic),
        }
    }

    #[inline(always)]
    fn side_by_side_as(&mut self, first: usize, n: usize, lo: u32, who: Who, e: u32, kind: AccessKind) -> bool {
        let at = first..first + n;
        let (w_epoch, w_wave, r_epoch, r_sole) = (&self.w_epoch[at.clone()], &self.w_wave[at.clone()], &self.r_epoch[at.clone()], &self.r_sole[at.clone()]);
        let (mut clash, mut read) = (false, false);
        for i in 0..n {
            clash |= write_clash(w_epoch[i], w_wave[i], e, who.wave, kind) | read_clash(r_epoch[i], r_sole[i], e, who.wave, kind);
            read |= r_epoch[i] == e;
        }
        if clash {
            return false;
        }
        let mark = Mark::new(Who { lane: lo as u8, ..who }, first);
        match kind {
            AccessKind::Read => {
                if !read {
                    // (the usual case: no wave read the cells yet in this epoch)
                    self.r_epoch[at.clone()].fill(e);
                    self.r_sole[at.clone()].fill(who.wave as u32);
                    self.r[at].fill(mark);
                } else {
                    at.for_each(|i| self.update(i, e, who, mark, kind));
                }
            }
            AccessKind::Write | AccessKind::Atomic => {
                self.w_epoch[at.clone()].fill(e);
                self.w_wave[at.clone()].fill(wave_of(who.wave, who.atomic));
                self.w[at].fill(mark);
            }
        }
        true
    }
}
