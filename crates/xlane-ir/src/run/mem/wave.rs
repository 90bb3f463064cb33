//! Whole-wave loads and stores: the runner's fast path. One pass over a wave's pointers
//! decides whether every lane's access would succeed (one buffer, in bounds, aligned, provided
//! fields, a writable buffer); then the wave is served at once. Otherwise the caller goes lane
//! by lane ([`Mem::read`], [`Mem::write`]), which reports the first failing lane exactly. A
//! check that passes means the lane-by-lane path would succeed for every lane, and the fast
//! path reads and writes the same bytes in the same lane order, so both leave the same memory
//! and registers.
//!
//! Everything here is inlined into the caller's op, which compiles it twice (baseline and
//! AVX2, picked at run time) so that the lane loops use the wider vectors.

use super::{FieldMap, Kind, Mem, Tracker, LDS_APERTURE, PRIV_APERTURE, UNDEF, UNWRITTEN};
use crate::front::program::AddrSpace;
use crate::run::check::init::{unwritten_span, Space, Unwritten};
use crate::tiers::lanewise::{where2, Reg};

/// A wave's access, besides its pointers: lane `l` of `exec` reaches `len` bytes at its
/// pointer plus `off`, where the pointer was promised aligned to `align` bytes.
#[derive(Clone, Copy)]
pub struct Access {
    pub off: u64,
    pub exec: u64,
    pub len: u32,
    pub align: u32,
}

/// The pointers of a wave's access: a [`Run`], or one per lane.
#[derive(Clone, Copy)]
pub enum Ptrs<'a> {
    Run(Run),
    Each(&'a Reg),
}

/// Pointers in a row: lane `l` of `lo..=hi` at `first + (l - lo) * stride` (wrapping; stride
/// 0: every lane at one address). Uniform and thread-indexed accesses form one, and need one
/// bounds check and one range of bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    first: u64,
    lo: usize,
    hi: usize,
    stride: u64,
}

/// Lane numbers, to compare pointers with their position in a run.
const LANE_IDS: [u64; 64] = {
    let mut a = [0u64; 64];
    let mut i = 0;
    while i < 64 {
        a[i] = i as u64;
        i += 1;
    }
    a
};

impl Run {
    /// The first lane's pointer and the stride (0 for one lane).
    #[inline(always)]
    pub fn first_and_stride(&self) -> (u64, u64) {
        (self.first, self.stride)
    }

    /// The pointers of lanes `exec` as a run, if they form one. Lanes between the first and the
    /// last that are not in `exec` may break the pattern (a divergent wave); then only the
    /// lanes of `exec` are compared.
    #[inline(always)]
    pub fn of(base: &Reg, exec: u64) -> Option<Run> {
        if exec == 0 {
            return None;
        }
        let (lo, hi) = (exec.trailing_zeros() as usize, 63 - exec.leading_zeros() as usize);
        let first = base[lo];
        if lo == hi {
            return Some(Run { first, lo, hi, stride: 0 });
        }
        // every lane of the range, the stride of its first two (one vectorised pass)
        let stride = base[lo + 1].wrapping_sub(first);
        if follows(&base[lo..=hi], first, stride) {
            return Some(Run { first, lo, hi, stride });
        }
        // a dense range that does not follow, or a few lanes (served as cheaply one by one)
        if exec >> lo == u64::MAX >> (63 - (hi - lo)) || exec.count_ones() <= 16 {
            return None;
        }
        // the lanes of `exec` only, at the stride of the first two of them
        let l1 = (exec & (exec - 1)).trailing_zeros() as usize;
        let (d, k) = (base[l1].wrapping_sub(first), (l1 - lo) as u64);
        if !d.is_multiple_of(k) {
            return None;
        }
        let stride = d / k;
        let off = first.wrapping_sub((lo as u64).wrapping_mul(stride));
        // the third lane first: most patterns that break (a compacting store) break there,
        // without the pass over the wave
        let rest = exec & (exec - 1) & (exec & (exec - 1)).wrapping_sub(1);
        if rest != 0 {
            let l2 = rest.trailing_zeros() as u64;
            if base[l2 as usize] != off.wrapping_add(l2.wrapping_mul(stride)) {
                return None;
            }
        }
        let bad = where2(base, &LANE_IDS, |a, l| a != off.wrapping_add(l.wrapping_mul(stride)));
        (bad & exec == 0).then_some(Run { first, lo, hi, stride })
    }
}

/// `s[k] == first + k * stride` for every `k` (wrapping).
#[inline(always)]
fn follows(s: &[u64], first: u64, stride: u64) -> bool {
    // an OR of differences, without an early exit, vectorises (the expected pointer as an
    // induction: AVX2 has no 64-bit multiply); a whole wave's pointers, the usual case, in a
    // loop of fixed length
    #[inline(always)]
    fn diffs(s: &[u64], first: u64, stride: u64) -> u64 {
        let (mut acc, mut e) = (0u64, first);
        for &a in s {
            acc |= a ^ e;
            e = e.wrapping_add(stride);
        }
        acc
    }
    let acc = match <&[u64; 64]>::try_from(s) {
        Ok(all) => diffs(all, first, stride),
        Err(_) => diffs(s, first, stride),
    };
    acc == 0
}

/// Where the lanes of an access land in their one buffer.
#[derive(Clone, Copy)]
enum At<'a> {
    /// Lane `l` of `lo..=hi` at byte `first + (l - lo) * stride` (every one in bounds).
    Run { lo: usize, hi: usize, first: usize, stride: usize },
    /// Each lane `l` of the access at byte `(base[l] + off) & 0xffff_ffff`.
    Each { base: &'a Reg, off: u64 },
}

/// The bytes (and undefined-byte shadow) an access reaches, every lane checked: reading or
/// writing them cannot fail.
pub struct Reach<'a> {
    data: &'a mut [u8],
    undef: Option<&'a mut [u8]>,
    len: usize,
    exec: u64,
    at: At<'a>,
    space: Space,
}

impl Mem<'_> {
    /// The buffer an access reaches, when every lane of it would succeed: pointers aligned,
    /// every element in bounds of one buffer (LDS or one global region; not private memory,
    /// which is per lane), and for a load (`read`) within provided fields, for a store a
    /// buffer that may be written. `ptrs`: the access's pointers, as a [`Run`] when they form
    /// one. `None`: some lane needs the lane-by-lane path.
    #[inline(always)]
    pub fn reach<'a>(&'a mut self, space: AddrSpace, ptrs: Ptrs<'a>, acc: &Access, read: bool) -> Option<Reach<'a>> {
        let (len, exec) = (acc.len as u64, acc.exec);
        if exec == 0 || !matches!(len, 1 | 2 | 4 | 8) || !acc.align.max(1).is_power_of_two() {
            return None;
        }
        let amask = acc.align.max(1) as u64 - 1;
        let global = self.global;
        match ptrs {
            Ptrs::Run(run) => {
                // every lane's pointer is aligned when the first is and the stride keeps it so
                if run.first & amask != 0 || (run.hi > run.lo && run.stride & amask != 0) || run.stride > 1 << 32 {
                    return None;
                }
                let addr = run.first.wrapping_add(acc.off);
                let span = self.span_at(space, addr)?;
                let first = addr & 0xffff_ffff;
                let last = first + (run.hi - run.lo) as u64 * run.stride;
                // below 2^32, no lane's offset carries into the high bits: all in this buffer
                if last + len > (span.data.len() as u64).min(1 << 32) || (!read && span.fields.is_some()) {
                    return None;
                }
                if let (true, Some(f)) = (read, span.fields) {
                    let ok = if run.stride == 0 {
                        f.provides(first as u32, len as u32)
                    } else {
                        lanes_all(exec, |l| f.provides((first + (l - run.lo) as u64 * run.stride) as u32, len as u32))
                    };
                    if !ok {
                        return None;
                    }
                }
                let at = At::Run { lo: run.lo, hi: run.hi, first: first as usize, stride: run.stride as usize };
                if let Some(t) = span.track {
                    note_reach(t, addr >> 32, &at, exec, len, read);
                }
                if let (false, Space::Global(k)) = (read, span.space) {
                    global.save(k, first as usize, (last + len) as usize);
                }
                Some(Reach { data: span.data, undef: span.undef, len: len as usize, exec, at, space: span.space })
            }
            Ptrs::Each(base) => {
                let off = acc.off;
                let hi = base[exec.trailing_zeros() as usize].wrapping_add(off) >> 32;
                let span = self.span_at(space, hi << 32)?;
                if !read && span.fields.is_some() {
                    return None;
                }
                let (size, shared) = (span.data.len() as u64, space == AddrSpace::Shared);
                // `&`, not `&&`: no branch per lane
                let fine = |p: u64| {
                    let a = p.wrapping_add(off);
                    (p & amask == 0) & (shared | (a >> 32 == hi)) & ((a & 0xffff_ffff) + len <= size)
                };
                let at = At::Each { base, off };
                if !read {
                    // a store: its lanes checked, measured and classed in one pass
                    let ext = scan_store(base, off, exec, len, fine)?;
                    if let Some(t) = span.track {
                        note_each(t, hi, base, off, exec, len, read, ext.dense.then_some((ext.lo, ext.hi)));
                    }
                    if let Space::Global(k) = span.space {
                        // the pages between the lowest and the highest lane when they are near
                        // (keeping a page that is not written costs a copy, nothing else)
                        if ext.hi - ext.lo <= 2 * super::global::PAGE as u64 {
                            global.save(k, ext.lo as usize, (ext.hi + len) as usize);
                        } else {
                            lanes_all(exec, |l| {
                                let o = (base[l].wrapping_add(off) & 0xffff_ffff) as usize;
                                global.save(k, o, o + len as usize);
                                true
                            });
                        }
                    }
                    return Some(Reach { data: span.data, undef: span.undef, len: len as usize, exec, at, space: span.space });
                }
                let ok = match span.fields {
                    None => lanes_all(exec, |l| fine(base[l])),
                    Some(f) => {
                        let mut last = None;
                        lanes_all(exec, |l| {
                            let o = base[l].wrapping_add(off) & 0xffff_ffff;
                            // lanes mostly read one field: check each offset once in a row
                            let ok = fine(base[l]) && (last == Some(o) || f.provides(o as u32, len as u32));
                            last = Some(o);
                            ok
                        })
                    }
                };
                if !ok {
                    return None;
                }
                if let Some(t) = span.track {
                    note_each(t, hi, base, off, exec, len, read, None);
                }
                Some(Reach { data: span.data, undef: span.undef, len: len as usize, exec, at, space: span.space })
            }
        }
    }

    /// The buffer a pointer of `space` whose high bits are those of `addr` reaches: LDS or
    /// one global region (not private memory, which is per lane).
    #[inline(always)]
    fn span_at(&mut self, space: AddrSpace, addr: u64) -> Option<LaneSpan<'_>> {
        let hi = addr >> 32;
        if space == AddrSpace::Private || (space != AddrSpace::Shared && hi == PRIV_APERTURE >> 32) {
            return None;
        }
        if space == AddrSpace::Shared || hi == LDS_APERTURE >> 32 {
            return Some(LaneSpan { data: &mut self.lds[..], undef: Some(&mut self.lds_undef[..]), fields: None, track: None, space: Space::Shared });
        }
        let k = hi.wrapping_sub(1) as usize;
        if !self.global.has(k) {
            return None;
        }
        // the sequential re-run watches accesses lane by lane, with their lanes
        if self.track.as_ref().is_some_and(|t| t.watch.is_some()) {
            return None;
        }
        // SAFETY: the whole region, for one access (`Global::bytes`).
        let bytes = unsafe { self.global.bytes(k, 0, self.global.len(k)) };
        let fields = self.global.fields(k);
        // the read-only dispatch packet and implicit arguments conflict with nothing
        let track = if fields.is_some() { None } else { self.track.as_deref_mut() };
        Some(LaneSpan { data: bytes.data, undef: bytes.undef, fields, track, space: Space::Global(k) })
    }
}

/// Note a whole-wave access of global memory (region `hi - 1`) that [`Mem::reach`] serves, in
/// the block's log: one span for a dense run of adjacent or overlapping elements, else one
/// per lane.
#[inline(always)]
fn note_reach(t: &mut Tracker, hi: u64, at: &At, exec: u64, len: u64, read: bool) {
    {
        let kind = if read { Kind::READ } else { Kind::WRITE };
        let base = hi << 32;
        match *at {
            At::Run { lo, hi: last, first, stride } if stride as u64 <= len && exec >> lo == u64::MAX >> (63 - (last - lo)) => {
                let a = base + first as u64;
                t.log.note(a, a + ((last - lo) * stride) as u64 + len, kind);
            }
            At::Run { lo, first, stride, .. } => {
                lanes_all(exec, |l| {
                    let a = base + (first + (l - lo) * stride) as u64;
                    t.log.note(a, a + len, kind);
                    true
                });
            }
            At::Each { base: ptrs, off } => note_each(t, hi, ptrs, off, exec, len, read, None),
        }
    }
}

/// [`note_reach`] of lanes with pointers of their own; `dense`: the lowest and highest
/// offset, when the lanes cover the elements between exactly (a compaction: one span).
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn note_each(t: &mut Tracker, hi: u64, ptrs: &Reg, off: u64, exec: u64, len: u64, read: bool, dense: Option<(u64, u64)>) {
    let kind = if read { Kind::READ } else { Kind::WRITE };
    let base = hi << 32;
    if let Some((lo, hi)) = dense {
        t.log.note(base + lo, base + hi + len, kind);
        return;
    }
    lanes_all(exec, |l| {
        let a = base + (ptrs[l].wrapping_add(off) & 0xffff_ffff);
        t.log.note(a, a + len, kind);
        true
    });
}

/// A store's lanes, seen in one pass ([`scan_store`]).
struct Extent {
    /// The lowest and highest offset (`(p + off) & 0xffff_ffff`).
    lo: u64,
    hi: u64,
    /// The lanes store to distinct, adjacent elements, in some order (a compaction): they
    /// cover `lo..hi + len` exactly.
    dense: bool,
}

/// The lanes of `exec` (not empty) of a store of `len` bytes (1, 2, 4 or 8) at `ptrs` plus
/// `off`: `None` unless every lane's pointer is `fine` (aligned, its element in bounds), else
/// their [`Extent`]. One pass without a branch per lane (a scattered store's lanes are as good
/// as random to the branch predictor), and a second only for lanes spread over as many
/// elements as there are lanes but not in lane order.
#[inline(always)]
fn scan_store(ptrs: &Reg, off: u64, exec: u64, len: u64, fine: impl Fn(u64) -> bool) -> Option<Extent> {
    let first = ptrs[exec.trailing_zeros() as usize].wrapping_add(off) & 0xffff_ffff;
    let (mut lo, mut top, mut all_fine, mut next, mut out_of_order) = (u64::MAX, 0, true, first, false);
    lanes_all(exec, |l| {
        let p = ptrs[l];
        let o = p.wrapping_add(off) & 0xffff_ffff;
        all_fine &= fine(p);
        lo = lo.min(o);
        top = top.max(o);
        // a compaction stores its lanes in order, each at the element after the last one's
        out_of_order |= o != next;
        next = o + len;
        true
    });
    if !all_fine {
        return None;
    }
    let n = u64::from(exec.count_ones());
    let dense = top - lo == (n - 1) * len && (!out_of_order || covers(ptrs, off, exec, lo, len));
    Some(Extent { lo, hi: top, dense })
}

/// Do the lanes of `exec` start at distinct multiples of `len` from `lo`, below
/// `lo + 64 * len`? (With as many lanes as elements between the lowest and the highest, they
/// then cover those elements exactly.)
#[inline(always)]
fn covers(ptrs: &Reg, off: u64, exec: u64, lo: u64, len: u64) -> bool {
    // `len` is 1, 2, 4 or 8
    let shift = len.trailing_zeros();
    let mut seen = 0u64;
    let fine = lanes_all(exec, |l| {
        let d = (ptrs[l].wrapping_add(off) & 0xffff_ffff) - lo;
        let k = d >> shift;
        seen |= 1u64 << (k & 63);
        (d & (len - 1) == 0) & (k < 64)
    });
    fine && seen.count_ones() == exec.count_ones()
}

/// `f(l)` holds for every lane `l` of `m` (all of them are visited, in increasing order).
#[inline(always)]
fn lanes_all(m: u64, mut f: impl FnMut(usize) -> bool) -> bool {
    let (mut m, mut ok) = (m, true);
    while m != 0 {
        let l = m.trailing_zeros() as usize;
        m &= m - 1;
        ok &= f(l);
    }
    ok
}

/// One buffer that every lane of an access reaches.
struct LaneSpan<'a> {
    data: &'a mut [u8],
    undef: Option<&'a mut [u8]>,
    fields: Option<&'a FieldMap>,
    /// A global region's: the block's tracking, if any (LDS is not tracked).
    track: Option<&'a mut Tracker>,
    space: Space,
}

impl Reach<'_> {
    /// Every lane's value (zero-extended from its bytes, then masked with `mask`) into the
    /// lanes of `out` (lanes outside the access may be written too, see
    /// [`Reach::writes_only_its_lanes`]); returns the lanes of the access that read an
    /// undefined byte, and the lanes that read an unwritten one (initcheck: see
    /// [`Reach::note_unwritten`]).
    #[inline(always)]
    pub fn read(&self, mask: u64, out: &mut Reg) -> (u64, u64) {
        let (und, unw) = match self.len {
            1 => self.read_n::<1>(out),
            2 => self.read_n::<2>(out),
            4 => self.read_n::<4>(out),
            _ => self.read_n::<8>(out),
        };
        // the read is zero-extended from its bytes: only narrower types need the mask
        if mask != crate::front::ll::layout::mask(8 * self.len as u32) {
            match self.at {
                At::Run { lo, hi, .. } => out[lo..=hi].iter_mut().for_each(|v| *v &= mask),
                At::Each { .. } => {
                    lanes_all(self.exec, |l| {
                        out[l] &= mask;
                        true
                    });
                }
            }
        }
        (und & self.exec, unw & self.exec)
    }

    /// Add the unwritten bytes lanes `lanes` of the access read to `slot` (the op's
    /// [`Mem::unwritten`]).
    #[cold]
    pub fn note_unwritten(&self, lanes: u64, slot: &mut Option<Unwritten>) {
        let Some(u) = self.undef.as_deref() else { return };
        lanes_all(lanes, |l| {
            let o = self.offset(l);
            if let Some((lo, hi)) = unwritten_span(&u[o..o + self.len]) {
                Unwritten::note(slot, self.space, (o as u64) + lo, (o as u64) + hi, 1 << l);
            }
            true
        });
    }

    /// The byte offset of lane `l`'s element (a lane of the access).
    fn offset(&self, l: usize) -> usize {
        match self.at {
            At::Run { lo, first, stride, .. } => first + (l - lo) * stride,
            At::Each { base, off } => (base[l].wrapping_add(off) & 0xffff_ffff) as usize,
        }
    }

    /// [`Reach::read`] writes the lanes of the access and no other (it may write the lanes
    /// between a run's first and last that are not in the access, and a uniform value to
    /// every lane of the run).
    #[inline(always)]
    pub fn writes_only_its_lanes(&self) -> bool {
        match self.at {
            At::Run { lo, hi, .. } => self.exec >> lo == u64::MAX >> (63 - (hi - lo)),
            At::Each { .. } => true,
        }
    }

    /// The values of [`Reach::read`], and its undefined and unwritten lanes.
    #[inline(always)]
    fn read_n<const N: usize>(&self, out: &mut Reg) -> (u64, u64) {
        let word = |o: usize| {
            let mut b = [0u8; 8];
            b[..N].copy_from_slice(&self.data[o..o + N]);
            u64::from_le_bytes(b)
        };
        // the OR of the element's shadow bytes
        let bits = |o: usize| self.undef.as_ref().map_or(0, |u| u[o..o + N].iter().fold(0u8, |a, &x| a | x));
        let (mut und, mut unw) = (0u64, 0u64);
        match self.at {
            At::Run { lo, hi, first, stride } => {
                if stride == 0 {
                    out[lo..=hi].fill(word(first));
                    let b = bits(first);
                    let all = |bit: u8| if b & bit != 0 { u64::MAX } else { 0 };
                    return (all(UNDEF), all(UNWRITTEN));
                }
                if stride == N {
                    let bytes = &self.data[first..first + (hi - lo + 1) * N];
                    for (o, c) in out[lo..=hi].iter_mut().zip(bytes.chunks_exact(N)) {
                        let mut b = [0u8; 8];
                        b[..N].copy_from_slice(c);
                        *o = u64::from_le_bytes(b);
                    }
                } else {
                    for (k, o) in out[lo..=hi].iter_mut().enumerate() {
                        *o = word(first + k * stride);
                    }
                }
                let end = first + (hi - lo) * stride + N;
                if self.undef.as_ref().is_some_and(|u| any_set(&u[first..end])) {
                    for l in lo..=hi {
                        let b = bits(first + (l - lo) * stride);
                        und |= ((b & UNDEF != 0) as u64) << l;
                        unw |= ((b & UNWRITTEN != 0) as u64) << l;
                    }
                }
            }
            At::Each { base, off } => {
                let mut m = self.exec;
                while m != 0 {
                    let l = m.trailing_zeros() as usize;
                    m &= m - 1;
                    let o = (base[l].wrapping_add(off) & 0xffff_ffff) as usize;
                    out[l] = word(o);
                    let b = bits(o);
                    und |= ((b & UNDEF != 0) as u64) << l;
                    unw |= ((b & UNWRITTEN != 0) as u64) << l;
                }
            }
        }
        (und, unw)
    }

    /// Lane `l` of the access stores the low bytes of `vals[l]`, a defined value, in
    /// increasing lane order (a later lane's bytes win where two overlap, as lane by lane).
    #[inline(always)]
    pub fn write(&mut self, vals: &Reg) {
        match self.len {
            1 => self.write_n::<1>(vals),
            2 => self.write_n::<2>(vals),
            4 => self.write_n::<4>(vals),
            _ => self.write_n::<8>(vals),
        }
    }

    #[inline(always)]
    fn write_n<const N: usize>(&mut self, vals: &Reg) {
        let exec = self.exec;
        match self.at {
            At::Run { lo, hi, first, stride } if stride == N && exec >> lo == u64::MAX >> (63 - (hi - lo)) => {
                // distinct, adjacent elements, every lane between: one range of bytes
                let end = first + (hi - lo + 1) * N;
                for (c, v) in self.data[first..end].chunks_exact_mut(N).zip(&vals[lo..=hi]) {
                    c.copy_from_slice(&v.to_le_bytes()[..N]);
                }
                if let Some(u) = self.undef.as_deref_mut() {
                    u[first..end].fill(0);
                }
            }
            At::Run { lo, first, stride, .. } => {
                let mut m = exec;
                while m != 0 {
                    let l = m.trailing_zeros() as usize;
                    m &= m - 1;
                    put_n::<N>(self.data, self.undef.as_deref_mut(), first + (l - lo) * stride, vals[l]);
                }
            }
            At::Each { base, off } => {
                let at = |l: usize| (base[l].wrapping_add(off) & 0xffff_ffff) as usize;
                // the shadow looked at once, not per lane
                match self.undef.as_deref_mut() {
                    Some(u) => lanes_all(exec, |l| {
                        put_n::<N>(self.data, Some(&mut *u), at(l), vals[l]);
                        true
                    }),
                    None => lanes_all(exec, |l| {
                        put_n::<N>(self.data, None, at(l), vals[l]);
                        true
                    }),
                };
            }
        }
    }
}

/// The low `N` bytes of `v` at `o`, defined.
#[inline(always)]
fn put_n<const N: usize>(data: &mut [u8], undef: Option<&mut [u8]>, o: usize, v: u64) {
    data[o..o + N].copy_from_slice(&v.to_le_bytes()[..N]);
    if let Some(u) = undef {
        u[o..o + N].fill(0);
    }
}

/// Is any byte nonzero? (Eight at a time, without an early exit: it vectorises.)
#[inline(always)]
fn any_set(b: &[u8]) -> bool {
    let n = b.len() / 8;
    let mut acc = 0u64;
    for k in 0..n {
        acc |= u64::from_ne_bytes(b[8 * k..8 * k + 8].try_into().unwrap());
    }
    acc != 0 || b[8 * n..].iter().any(|&x| x != 0)
}
