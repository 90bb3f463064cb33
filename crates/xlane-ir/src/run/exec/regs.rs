//! A frame's register file: one slot per scalar SSA component (`program::Slot`), each holding
//! a value per lane (struct of arrays) and a mask of the lanes whose value is undefined.
//! Values are canonical: zero-extended to 64 bits from their type's width.

use std::sync::Arc;

use xlane_core::value::Lanes;

use crate::front::program::Slot;

pub use crate::tiers::lanewise::{where1, where2, Reg, L};

/// A register file. A file made from a template (a function's constants, every other slot
/// undefined) is reused for the next wave or call of that function without copying it
/// back: [`Regs::reset`] only forgets which slots were written, and the first write of a slot
/// after a reset restores the slot from the template unless it writes every lane. No slot
/// is read before its first write (SSA: every lane that reads a value went through its
/// definition, whose first execution in this wave wrote the slot), so every read sees what
/// a fresh copy of the template would hold.
#[derive(Debug, Clone, Default)]
pub struct Regs {
    vals: Vec<Reg>,
    und: Vec<u64>,
    /// The slots written since the last reset, for [`Regs::reset_undefined`] of a file without
    /// a template (a file of a template does not keep the list: its resets need none).
    written: Vec<Slot>,
    /// Per slot, the `epoch` of its last write: written since the last reset when it is the
    /// current one, so a reset forgets every write at once.
    written_in: Vec<u32>,
    epoch: u32,
    template: Option<Arc<Regs>>,
    /// Of a template made by [`Regs::into_template`]: its constants, the only slots whose
    /// values a fresh copy must take from it (every other slot holds the zeros of
    /// [`Regs::new`]). `None`: a copy takes every slot.
    consts: Option<Vec<Slot>>,
    /// Approximate values (`crate::numerics::approx`), only when the program has approximate ops:
    /// per slot the lanes holding an approximate value and the operations it came from.
    apx: Vec<(u64, crate::numerics::approx::ApproxSet)>,
    /// A divergent op's result before it is blended into its slot (reused: no zeroing per op).
    scratch: Scratch,
    /// The lane selector of the last divergent blend (`Sel`).
    sel: Sel,
}

/// `n` slots of zero bits. A worker's first wave makes a file of every slot of its function,
/// on fresh pages: one call maps them all (`populate`) before they are written, instead of a
/// page fault for each (a file of 80 slots is 10 pages).
fn zeroed_slots(n: usize) -> Vec<Reg> {
    let mut vals: Vec<Reg> = Vec::with_capacity(n);
    populate(vals.as_mut_ptr().cast(), n * std::mem::size_of::<Reg>());
    // SAFETY: the vector has room for `n` slots, and all bits zero is a slot's value (an
    // array of integers): once written, its first `n` slots are initialised. (One `memset`
    // of the whole file: `resize` writes slot by slot.)
    unsafe {
        vals.as_mut_ptr().write_bytes(0, n);
        vals.set_len(n);
    }
    vals
}

/// Map the pages of `len` bytes at `at` (writable memory of this process) in one system call
/// (Linux's `MADV_POPULATE_WRITE`: as if each page were written, its contents unchanged), for
/// a range of several pages about to be written. Elsewhere, or where the kernel refuses
/// (before Linux 5.14), nothing: the first writes fault the pages in as usual.
fn populate(at: *mut u8, len: usize) {
    const PAGE: usize = 4096;
    if len < 2 * PAGE {
        return;
    }
    #[cfg(target_os = "linux")]
    {
        let start = at as usize & !(PAGE - 1);
        let end = (at as usize + len).next_multiple_of(PAGE);
        // SAFETY: the pages hold the range of a live allocation, so they are mapped writable;
        // populating them changes no byte.
        unsafe { libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_POPULATE_WRITE) };
    }
}

/// A boxed slot of values (arrays of 64 have no `Default` of their own).
#[derive(Debug, Clone)]
struct Scratch(Box<Reg>);

impl Default for Scratch {
    fn default() -> Scratch {
        Scratch(Box::new([0; L]))
    }
}

/// An exec mask spread out to one word per lane, all ones where the lane is in it: what a
/// vector blend selects with. The ops of a divergent block share their exec mask, so it is
/// spread once for all of them.
#[derive(Debug, Clone, Default)]
struct Sel {
    exec: u64,
    words: Scratch,
}

impl Sel {
    /// The words of `exec` (spread now unless they are the last ones).
    #[inline(always)]
    fn of(&mut self, exec: u64) -> &Reg {
        if self.exec != exec {
            spread(exec, &mut self.words.0);
            self.exec = exec;
        }
        &self.words.0
    }
}

impl Regs {
    /// `n` slots, every lane undefined.
    pub fn new(n: usize) -> Regs {
        Regs {
            vals: zeroed_slots(n),
            und: vec![u64::MAX; n],
            written: vec![],
            written_in: vec![0; n],
            epoch: 1,
            template: None,
            consts: None,
            apx: vec![],
            scratch: Scratch::default(),
            sel: Sel::default(),
        }
    }

    /// This file (made by [`Regs::new`], its constants written since) as its function's
    /// template: nothing counts as written, and it remembers which slots hold constants.
    pub fn into_template(mut self) -> Arc<Regs> {
        debug_assert!(self.template.is_none());
        let mut consts = std::mem::take(&mut self.written);
        consts.sort_unstable();
        consts.dedup();
        self.forget_writes();
        self.consts = Some(consts);
        Arc::new(self)
    }

    /// A fresh file of `template`'s function.
    pub fn from_template(template: &Arc<Regs>) -> Regs {
        let t = &**template;
        // a worker's first wave makes a file per wave: zeroed memory (which fresh pages
        // already are) and the constants is what copying the whole template gives, without
        // writing every slot's 512 bytes
        let vals = match &t.consts {
            Some(consts) => {
                let mut vals = zeroed_slots(t.vals.len());
                for &s in consts {
                    vals[s as usize] = t.vals[s as usize];
                }
                vals
            }
            None => t.vals.clone(),
        };
        Regs {
            vals,
            und: t.und.clone(),
            written: vec![],
            written_in: vec![0; t.vals.len()],
            epoch: 1,
            template: Some(template.clone()),
            consts: None,
            apx: t.apx.clone(),
            scratch: Scratch::default(),
            sel: Sel::default(),
        }
    }

    /// From now on this file is a template: nothing counts as written.
    pub fn forget_writes(&mut self) {
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            // after 2^32 resets: every slot back to "never written" (epoch 0)
            self.written_in.fill(0);
            self.epoch = 1;
        }
        self.written.clear();
    }

    /// Make a file of a template fresh again (see the type's comment).
    pub fn reset(&mut self) {
        debug_assert!(self.template.is_some());
        self.forget_writes();
        self.clear_apx();
    }

    /// Every slot written since the last reset becomes undefined (with bits 0) again, as
    /// [`Regs::new`] makes them (a file without a template).
    pub fn reset_undefined(&mut self) {
        let undefine = |r: &mut Regs, s: usize| {
            r.vals[s] = [0; L];
            r.und[s] = u64::MAX;
        };
        if self.template.is_none() {
            for k in 0..self.written.len() {
                undefine(self, self.written[k] as usize);
            }
        } else {
            for s in 0..self.vals.len() {
                if self.written_in[s] == self.epoch {
                    undefine(self, s);
                }
            }
        }
        self.forget_writes();
        self.clear_apx();
    }

    /// Before writing lanes `exec` of slot `s`: on its first write since the reset, a write
    /// of fewer than all lanes first restores the slot from the template.
    #[inline(always)]
    fn mark(&mut self, s: usize, exec: u64) {
        if self.written_in[s] != self.epoch {
            self.written_in[s] = self.epoch;
            if self.template.is_none() {
                self.written.push(s as Slot);
            }
            if exec != u64::MAX {
                if let Some(t) = &self.template {
                    self.vals[s] = t.vals[s];
                    self.und[s] = t.und[s];
                }
            }
        }
    }

    /// Whether `s` was written since the last reset.
    #[inline(always)]
    pub(super) fn written(&self, s: Slot) -> bool {
        self.written_in[s as usize] == self.epoch
    }

    /// `s` counts as written since the last reset, its lanes as they are (`reuse`: a slot that
    /// still holds what its op would write).
    #[inline(always)]
    pub(super) fn touch(&mut self, s: Slot) {
        if self.written_in[s as usize] != self.epoch {
            self.written_in[s as usize] = self.epoch;
            if self.template.is_none() {
                self.written.push(s);
            }
        }
    }

    /// [`Regs::touch`] of every slot of `slots` (a compiled run's holes), the file's kind
    /// looked at once.
    #[inline]
    pub(super) fn touch_all(&mut self, slots: &[Slot]) {
        if self.template.is_none() {
            slots.iter().for_each(|&s| self.touch(s));
            return;
        }
        for &s in slots {
            self.written_in[s as usize] = self.epoch;
        }
    }

    /// Track approximate values in these registers (none is approximate yet).
    pub fn track_approx(&mut self) {
        self.apx = vec![(0, crate::numerics::approx::ApproxSet::EMPTY); self.vals.len()];
    }

    /// No lane is approximate any more (a reused file starts exact, as a fresh one does).
    fn clear_apx(&mut self) {
        self.apx.iter_mut().for_each(|a| *a = (0, crate::numerics::approx::ApproxSet::EMPTY));
    }

    pub fn tracks_approx(&self) -> bool {
        !self.apx.is_empty()
    }

    /// The lanes of `s` holding an approximate value, and from which operations.
    #[inline]
    pub fn apx(&self, s: Slot) -> (u64, crate::numerics::approx::ApproxSet) {
        self.apx.get(s as usize).copied().unwrap_or_default()
    }

    /// Lanes `exec` of `dst` become approximate in lanes `m` (from `ops`), exact elsewhere.
    #[inline]
    pub fn set_apx(&mut self, dst: Slot, m: u64, ops: crate::numerics::approx::ApproxSet, exec: u64) {
        if let Some(a) = self.apx.get_mut(dst as usize) {
            let lanes = (a.0 & !exec) | (m & exec);
            a.1 = if lanes == 0 {
                crate::numerics::approx::ApproxSet::EMPTY
            } else if m & exec != 0 {
                a.1.union(ops)
            } else {
                a.1
            };
            a.0 = lanes;
        }
    }

    pub fn len(&self) -> usize {
        self.vals.len()
    }

    pub fn is_empty(&self) -> bool {
        self.vals.is_empty()
    }

    #[inline(always)]
    pub fn get(&self, s: Slot) -> &Reg {
        &self.vals[s as usize]
    }

    /// The value of one lane.
    #[inline(always)]
    pub fn lane(&self, s: Slot, lane: u32) -> u64 {
        self.vals[s as usize][lane as usize]
    }

    /// The lanes of `s` whose value is undefined.
    #[inline(always)]
    pub fn und(&self, s: Slot) -> u64 {
        self.und[s as usize]
    }

    /// `s` as a registry operand.
    pub fn lanes(&self, s: Slot) -> Lanes {
        Lanes { bits: self.vals[s as usize], undef: self.und[s as usize] }
    }

    /// Set every lane of `s` (constants, arguments).
    pub fn set(&mut self, s: Slot, v: &Reg, undef: u64) {
        self.mark(s as usize, u64::MAX);
        self.vals[s as usize] = *v;
        self.und[s as usize] = undef;
    }

    /// Write `v` (undefined in lanes `vu`) to the lanes `exec` of `dst`; the others keep
    /// their value.
    #[inline]
    pub fn put(&mut self, dst: Slot, v: &Reg, vu: u64, exec: u64) {
        self.mark(dst as usize, exec);
        blend(&mut self.vals[dst as usize], v, exec, &mut self.sel);
        let u = &mut self.und[dst as usize];
        *u = (*u & !exec) | (vu & exec);
    }

    /// Before a compiled run writes lanes `exec` of `dst` in place (see [`Regs::mark`]).
    #[inline(always)]
    pub(super) fn prepare_write(&mut self, dst: Slot, exec: u64) {
        self.mark(dst as usize, exec);
    }

    /// Slot 0, lane 0 of the values, for compiled code: slot `s`, lane `l` is `s * 64 + l`
    /// values on.
    #[inline(always)]
    pub(super) fn vals_ptr(&mut self) -> *mut u64 {
        self.vals.as_mut_ptr().cast()
    }

    /// The values of `dst`, for an op that writes lanes `exec` in place and no other lane
    /// (its undefined lanes follow with [`Regs::set_und`]): [`Regs::compute_und`] without a
    /// closure, for callers that must keep their work inlined in their own body.
    #[inline(always)]
    pub(super) fn lanes_mut(&mut self, dst: Slot, exec: u64) -> &mut Reg {
        self.mark(dst as usize, exec);
        &mut self.vals[dst as usize]
    }

    /// Lanes `exec` of `dst` are undefined where `u` says; the others keep theirs.
    #[inline(always)]
    pub(super) fn set_und(&mut self, dst: Slot, u: u64, exec: u64) {
        let d = &mut self.und[dst as usize];
        *d = (*d & !exec) | (u & exec);
    }

    /// Lanes `m` of `dst` become undefined.
    #[inline]
    pub fn undefine(&mut self, dst: Slot, m: u64) {
        self.mark(dst as usize, 0);
        self.und[dst as usize] |= m;
    }

    /// Lanes `m` of `dst` become defined (their value is already right).
    #[inline]
    pub fn define(&mut self, dst: Slot, m: u64) {
        self.mark(dst as usize, 0);
        self.und[dst as usize] &= !m;
    }

    /// `dst = f(a, b)` on every lane of `exec`, with undefinedness the union of the inputs'.
    /// With a full exec mask the result is written in place, without a temporary.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub fn map2(&mut self, dst: Slot, a: Slot, b: Slot, exec: u64, full: bool, f: impl Fn(u64, u64) -> u64 + Copy) {
        let (d, a, b) = (dst as usize, a as usize, b as usize);
        self.mark(d, exec);
        let regs = &mut self.vals;
        assert!(d < regs.len() && a < regs.len() && b < regs.len());
        let u = self.und[a] | self.und[b];
        if full && d != a && d != b {
            // SAFETY: all three indices are in bounds (checked above) and `d` differs from `a`
            // and `b`, so the one mutable reference aliases neither shared one (`a == b` is fine).
            unsafe {
                let p = regs.as_mut_ptr();
                let (x, y, o) = (&*p.add(a), &*p.add(b), &mut *p.add(d));
                lanes2(x, y, o, f);
            }
        } else {
            let mut r = [0u64; L];
            lanes2(&regs[a], &regs[b], &mut r, f);
            let o = &mut regs[d];
            for i in 0..L {
                if exec >> i & 1 != 0 {
                    o[i] = r[i];
                }
            }
        }
        self.und[d] = (self.und[d] & !exec) | (u & exec);
    }
}

impl Regs {
    /// Lanes `exec` of `dst` become what `f` computes from the source slots (`f` fills every
    /// lane of its output), undefined in the lanes of `und`. With a full exec mask and `dst`
    /// not among the sources, `f` writes the slot in place; otherwise it writes a temporary
    /// that is blended in, keeping the other lanes.
    #[inline(always)]
    pub fn compute<const N: usize>(&mut self, dst: Slot, srcs: [Slot; N], exec: u64, und: u64, f: impl FnOnce([&Reg; N], &mut Reg)) {
        self.compute_und(dst, srcs, exec, |s, r| {
            f(s, r);
            und
        })
    }

    /// [`Regs::compute`] where `f` also says which lanes of its result are undefined.
    #[inline(always)]
    pub fn compute_und<const N: usize>(&mut self, dst: Slot, srcs: [Slot; N], exec: u64, f: impl FnOnce([&Reg; N], &mut Reg) -> u64) {
        let d = dst as usize;
        let n = self.vals.len();
        assert!(d < n && srcs.iter().all(|&s| (s as usize) < n));
        // In place when `dst` is none of the sources and every lane `f` writes outside `exec`
        // is put right after: all lanes, or the first write of a slot of a template (the
        // lanes outside `exec` then become the template's, as `mark` would restore them; a
        // divergent block's ops usually write their slot for the first time in a wave).
        let first_of_template = self.written_in[d] != self.epoch && self.template.is_some();
        if (exec == u64::MAX || first_of_template) && srcs.iter().all(|&s| s != dst) {
            self.mark(d, u64::MAX);
            // SAFETY: every index is in bounds (checked above) and `d` is none of the sources,
            // so the one mutable reference aliases no shared one (sources may repeat).
            let und = unsafe {
                let p = self.vals.as_mut_ptr();
                f(srcs.map(|s| &*p.add(s as usize)), &mut *p.add(d))
            };
            let old_und = if exec == u64::MAX {
                0
            } else {
                let t = self.template.as_deref().expect("checked above");
                blend(&mut self.vals[d], &t.vals[d], !exec, &mut self.sel);
                t.und[d]
            };
            self.und[d] = (old_und & !exec) | (und & exec);
            return;
        }
        self.mark(d, exec);
        // the lanes of `exec` into the reused scratch slot, then blended in
        let und = f(srcs.map(|s| &self.vals[s as usize]), &mut self.scratch.0);
        blend(&mut self.vals[d], &self.scratch.0, exec, &mut self.sel);
        self.und[d] = (self.und[d] & !exec) | (und & exec);
    }
}

/// Lanes `exec` of `d` become those of `v`. `sel`: the spread-out exec mask of the last
/// divergent blend (kept for the next one).
#[inline(always)]
fn blend(d: &mut Reg, v: &Reg, exec: u64, sel: &mut Sel) {
    if exec == u64::MAX {
        *d = *v;
        return;
    }
    if exec & exec.wrapping_add(1) == 0 {
        // the lanes below a bound (every lane of a wave32 or a wave64): one copy
        let n = exec.trailing_ones() as usize;
        d[..n].copy_from_slice(&v[..n]);
        return;
    }
    let sel = sel.of(exec);
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU has AVX2 (checked just above).
        unsafe { blend_avx2(d, v, sel) };
        return;
    }
    // branch-free: a divergent exec mask is as good as random to the branch predictor
    for i in 0..L {
        d[i] = (v[i] & sel[i]) | (d[i] & !sel[i]);
    }
}

impl Regs {
    /// `dst = f(a)` on every lane of `exec`, undefined where `a` is (or `extra_und`).
    #[inline(always)]
    pub fn map1(&mut self, dst: Slot, a: Slot, exec: u64, extra_und: u64, f: impl Fn(u64) -> u64 + Copy) {
        if exec == u64::MAX && dst != a {
            // every lane: straight into the destination
            let (d, a) = (dst as usize, a as usize);
            self.mark(d, exec);
            assert!(d < self.vals.len() && a < self.vals.len());
            // SAFETY: both indices are in bounds (checked above) and differ.
            unsafe {
                let p = self.vals.as_mut_ptr();
                lanes1(&*p.add(a), &mut *p.add(d), f);
            }
            self.und[d] = self.und[a] | extra_und;
            return;
        }
        let mut r = [0u64; L];
        lanes1(&self.vals[a as usize], &mut r, f);
        let u = self.und[a as usize] | extra_und;
        self.put(dst, &r, u, exec);
    }

    /// `dst = f(a, b)` on every lane of `exec`, undefined where either operand is (or
    /// `extra_und`).
    #[inline(always)]
    pub fn zip2(&mut self, dst: Slot, a: Slot, b: Slot, exec: u64, extra_und: u64, f: impl Fn(u64, u64) -> u64 + Copy) {
        if exec == u64::MAX && dst != a && dst != b {
            // every lane: straight into the destination
            self.map2(dst, a, b, exec, true, f);
            self.und[dst as usize] |= extra_und;
            return;
        }
        let mut r = [0u64; L];
        lanes2(&self.vals[a as usize], &self.vals[b as usize], &mut r, f);
        let u = self.und[a as usize] | self.und[b as usize] | extra_und;
        self.put(dst, &r, u, exec);
    }
}

/// `w[i]`: all ones where lane `i` is in `exec`.
#[inline(always)]
fn spread(exec: u64, w: &mut Reg) {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU has AVX2 (checked just above).
        unsafe { spread_avx2(exec, w) };
        return;
    }
    spread_in(exec, w)
}

#[inline(always)]
fn spread_in(exec: u64, w: &mut Reg) {
    for i in 0..L {
        w[i] = (exec >> i & 1).wrapping_neg();
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn spread_avx2(exec: u64, w: &mut Reg) {
    // a shift by each lane's number, four per instruction
    spread_in(exec, w)
}

/// [`blend`] four lanes per instruction, selected by the spread-out mask `sel`.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn blend_avx2(d: &mut Reg, v: &Reg, sel: &Reg) {
    use std::arch::x86_64::*;
    for k in 0..L / 4 {
        // SAFETY: lanes 4k..4k+4 of each slot are 32 bytes in bounds; the accesses are
        // unaligned.
        unsafe {
            let s = _mm256_loadu_si256(sel.as_ptr().add(4 * k).cast());
            let old = _mm256_loadu_si256(d.as_ptr().add(4 * k).cast());
            let new = _mm256_loadu_si256(v.as_ptr().add(4 * k).cast());
            _mm256_storeu_si256(d.as_mut_ptr().add(4 * k).cast(), _mm256_blendv_epi8(old, new, s));
        }
    }
}

/// `o[i] = f(x[i])` for every lane (baseline and AVX2 builds, as [`lanes2`]).
#[inline(always)]
pub fn lanes1(x: &Reg, o: &mut Reg, f: impl Fn(u64) -> u64 + Copy) {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU has AVX2 (checked just above).
        unsafe { lanes1_avx2(x, o, f) };
        return;
    }
    for i in 0..L {
        o[i] = f(x[i]);
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn lanes1_avx2(x: &Reg, o: &mut Reg, f: impl Fn(u64) -> u64 + Copy) {
    for i in 0..L {
        o[i] = f(x[i]);
    }
}

/// `o[i] = f(x[i], y[i])` for every lane, compiled twice: for the baseline target and, picked
/// at run time, with AVX2 (four 64-bit lanes per operation).
#[inline(always)]
pub fn lanes2(x: &Reg, y: &Reg, o: &mut Reg, f: impl Fn(u64, u64) -> u64 + Copy) {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU has AVX2 (checked just above).
        unsafe { lanes2_avx2(x, y, o, f) };
        return;
    }
    for i in 0..L {
        o[i] = f(x[i], y[i]);
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn lanes2_avx2(x: &Reg, y: &Reg, o: &mut Reg, f: impl Fn(u64, u64) -> u64 + Copy) {
    for i in 0..L {
        o[i] = f(x[i], y[i]);
    }
}

/// `o[i] = f(x[i], y[i], z[i])` for every lane (baseline and AVX2 builds, as [`lanes2`]).
#[inline(always)]
pub fn lanes3(x: &Reg, y: &Reg, z: &Reg, o: &mut Reg, f: impl Fn(u64, u64, u64) -> u64 + Copy) {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU has AVX2 (checked just above).
        unsafe { lanes3_avx2(x, y, z, o, f) };
        return;
    }
    for i in 0..L {
        o[i] = f(x[i], y[i], z[i]);
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn lanes3_avx2(x: &Reg, y: &Reg, z: &Reg, o: &mut Reg, f: impl Fn(u64, u64, u64) -> u64 + Copy) {
    for i in 0..L {
        o[i] = f(x[i], y[i], z[i]);
    }
}

#[cfg(test)]
mod tests {
    //! The register file against a model that keeps what the type's comment promises: after
    //! a reset every slot reads as a fresh copy of the template, and a write changes the lanes
    //! of its exec mask only. The model copies whole slots; the file under test writes in
    //! place, restores lanes from the template, blends through its cached lane selector and
    //! forgets writes by epoch.
    use super::*;
    use proptest::prelude::*;

    const N: usize = 5;

    #[derive(Debug, Clone)]
    enum Step {
        /// `reset` (a file of a template) or `reset_undefined` (one without).
        Reset,
        /// `dst = rotl(src, 13) ^ key` in lanes `exec` (`compute_und`), undefined where `und`.
        Compute { dst: usize, src: usize, exec: u64, key: u64, und: u64 },
        /// `dst = lane * key` in lanes `exec` (`put`).
        Put { dst: usize, exec: u64, key: u64, und: u64 },
    }

    fn exec_mask() -> impl Strategy<Value = u64> {
        prop_oneof![Just(u64::MAX), Just(0xffff_ffffu64), Just(0u64), any::<u64>(), (0u32..64).prop_map(|k| 1u64 << k), (0u32..64).prop_map(|k| u64::MAX << k)]
    }

    fn step() -> impl Strategy<Value = Step> {
        prop_oneof![
            1 => Just(Step::Reset),
            4 => (0..N, 0..N, exec_mask(), any::<u64>(), prop_oneof![Just(0u64), any::<u64>()]).prop_map(|(dst, src, exec, key, und)| Step::Compute { dst, src, exec, key, und }),
            2 => (0..N, exec_mask(), any::<u64>(), prop_oneof![Just(0u64), any::<u64>()]).prop_map(|(dst, exec, key, und)| Step::Put { dst, exec, key, und }),
        ]
    }

    proptest! {
        #[test]
        fn writes_resets_and_template_restores_match_a_copying_model(
            templated in any::<bool>(),
            known_consts in any::<bool>(),
            consts in prop::collection::vec(prop_oneof![Just(None), (any::<u64>(), prop_oneof![Just(0u64), any::<u64>()]).prop_map(Some)], N),
            steps in prop::collection::vec(step(), 1..40),
        ) {
            // the template: some slots constants (a value per lane from a seed), the others
            // undefined zeros
            let mut t = Regs::new(N);
            for (s, c) in consts.iter().enumerate() {
                if let Some((seed, u)) = c {
                    let v: Reg = std::array::from_fn(|i| seed.wrapping_mul(i as u64 + 1));
                    t.set(s as Slot, &v, *u);
                }
            }
            // what a fresh copy of the template holds: the constants, every other slot as new
            let fresh: Vec<(Reg, u64)> = (0..N).map(|s| (*t.get(s as Slot), t.und(s as Slot))).collect();
            let (mut regs, mut model) = if templated {
                // (a template that knows its constants, or one copied whole)
                let t = if known_consts { t.into_template() } else { t.forget_writes(); Arc::new(t) };
                (Regs::from_template(&t), fresh.clone())
            } else {
                t.forget_writes();
                (t, fresh.clone())
            };
            // readable: written since the reset, or never written at all (SSA reads nothing
            // else; the other slots of a reused file hold an earlier wave's values)
            let mut since_reset = [false; N];
            let mut ever = [false; N];
            for st in steps {
                match st {
                    Step::Reset => {
                        if templated {
                            regs.reset();
                            model = fresh.clone();
                        } else {
                            regs.reset_undefined();
                            for s in 0..N {
                                if since_reset[s] {
                                    model[s] = ([0; L], u64::MAX);
                                }
                            }
                        }
                        since_reset = [false; N];
                    }
                    Step::Compute { dst, src, exec, key, und } => {
                        if templated && ever[src] && !since_reset[src] {
                            continue;
                        }
                        regs.compute_und(dst as Slot, [src as Slot], exec, |[x], r| {
                            for i in 0..L {
                                r[i] = x[i].rotate_left(13) ^ key;
                            }
                            und
                        });
                        let x = model[src].0;
                        let (d, du) = &mut model[dst];
                        for i in 0..L {
                            if exec >> i & 1 != 0 {
                                d[i] = x[i].rotate_left(13) ^ key;
                            }
                        }
                        *du = (*du & !exec) | (und & exec);
                        since_reset[dst] = true;
                        ever[dst] = true;
                    }
                    Step::Put { dst, exec, key, und } => {
                        let v: Reg = std::array::from_fn(|i| (i as u64).wrapping_mul(key));
                        regs.put(dst as Slot, &v, und, exec);
                        let (d, du) = &mut model[dst];
                        for i in 0..L {
                            if exec >> i & 1 != 0 {
                                d[i] = v[i];
                            }
                        }
                        *du = (*du & !exec) | (und & exec);
                        since_reset[dst] = true;
                        ever[dst] = true;
                    }
                }
                for s in 0..N {
                    if !templated || since_reset[s] || !ever[s] {
                        prop_assert_eq!(regs.get(s as Slot), &model[s].0, "slot {} values", s);
                        prop_assert_eq!(regs.und(s as Slot), model[s].1, "slot {} undefined lanes", s);
                        prop_assert_eq!(regs.written(s as Slot), since_reset[s], "slot {} written", s);
                    }
                }
            }
        }
    }

    #[test]
    fn populating_pages_keeps_every_byte() {
        // not zero anywhere, over several pages, the range unaligned at both ends: a call that
        // dropped or zeroed the pages would show here
        let mut bytes: Vec<u8> = (0..5 * 4096 + 123).map(|i: usize| (i * 7 + 1) as u8).collect();
        let want = bytes.clone();
        let n = bytes.len();
        populate(bytes.as_mut_ptr().wrapping_add(17), n - 17);
        assert_eq!(bytes, want);
    }

    #[test]
    fn a_fresh_file_is_every_slot_zero() {
        for n in [0, 1, 7, 8, 9, 100] {
            // memory the allocator may hand out again, dirty
            drop(vec![[u64::MAX; L]; n + 1]);
            let slots = zeroed_slots(n);
            assert_eq!(slots.len(), n);
            assert!(slots.iter().all(|s| s.iter().all(|&w| w == 0)), "{n} slots");
        }
    }
}
