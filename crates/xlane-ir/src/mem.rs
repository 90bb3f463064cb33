//! Device memory. Global memory is a list of regions (spec buffers, module variables, the
//! dispatch packet and implicit arguments); region k lives at `(k + 1) << 32`, so an address
//! names its region and an offset, and out-of-bounds access is detected exactly. LDS/shared
//! memory is per block and private memory per lane; flat (generic) pointers reach them
//! through two apertures. Each byte carries a "defined" shadow so that reads of memory never
//! written (uninitialized LDS, private memory) give undefined lanes.

use crate::error::{ErrKind, RResult, RunError};
use crate::lanewise::{where1, where2};
use crate::program::AddrSpace;

pub const LDS_APERTURE: u64 = 0x1_0000 << 32;
pub const PRIV_APERTURE: u64 = 0x1_0001 << 32;

#[derive(Debug, Clone)]
pub struct Region {
    pub name: String,
    pub data: Vec<u8>,
    /// Bytes whose value is undefined (1 = undefined); `None`: all defined.
    pub undef: Option<Vec<u8>>,
    /// For the dispatch packet and implicit arguments: the fields the runner provides
    /// (offset, size) and the names of all fields, to name a field a kernel reads.
    pub fields: Option<FieldMap>,
}

#[derive(Debug, Clone)]
pub struct FieldMap {
    pub provided: Vec<(u32, u32)>,
    pub names: Vec<(u32, u32, &'static str)>,
}

impl Region {
    pub fn new(name: impl Into<String>, data: Vec<u8>) -> Region {
        Region { name: name.into(), data, undef: None, fields: None }
    }
}

/// A resolved location.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Loc {
    Global(usize, u64),
    Lds(u64),
    Priv(u64),
}

/// Global memory as a block sees it: owned by the one running block, or shared by blocks
/// running on several threads (`"schedule": "parallel"`), one access at a time.
pub enum Global<'a> {
    Own(&'a mut Vec<Region>),
    Shared(&'a std::sync::Mutex<Vec<Region>>),
    /// Shared memory held for the duration of one instruction (see [`Mem::hold`]).
    Held(&'a std::sync::Mutex<Vec<Region>>, std::sync::MutexGuard<'a, Vec<Region>>),
}

/// Memory a block can see.
pub struct Mem<'a> {
    pub global: Global<'a>,
    pub lds: &'a mut Vec<u8>,
    pub lds_undef: &'a mut Vec<u8>,
    /// Private memory of the wave: `lanes * cap` bytes, lane-major.
    pub private: &'a mut Vec<u8>,
    pub priv_undef: &'a mut Vec<u8>,
    pub priv_cap: u64,
}

pub fn region_addr(k: usize) -> u64 {
    ((k as u64) + 1) << 32
}

/// Where pointer `addr` of address space `space` points.
pub fn resolve(space: AddrSpace, addr: u64) -> Loc {
    match space {
        AddrSpace::Shared => Loc::Lds(addr & 0xffff_ffff),
        AddrSpace::Private => Loc::Priv(addr & 0xffff_ffff),
        _ => {
            let hi = addr >> 32;
            if hi == LDS_APERTURE >> 32 {
                Loc::Lds(addr & 0xffff_ffff)
            } else if hi == PRIV_APERTURE >> 32 {
                Loc::Priv(addr & 0xffff_ffff)
            } else {
                Loc::Global(hi.wrapping_sub(1) as usize, addr & 0xffff_ffff)
            }
        }
    }
}

impl Mem<'_> {
    /// Run `f` on the bytes of `[loc, loc+len)` for `lane` (and their undefined-byte
    /// shadow), after the bounds check.
    fn with_span<T>(&mut self, loc: Loc, len: u64, lane: u32, f: impl FnOnce(&mut [u8], Option<&mut [u8]>) -> T) -> RResult<T> {
        let oob = |what: String| Err(RunError::new(ErrKind::OutOfBounds, what));
        match loc {
            Loc::Global(k, off) => {
                let mut guard;
                let regions: &mut Vec<Region> = match &mut self.global {
                    Global::Own(r) => r,
                    Global::Shared(m) => {
                        guard = m.lock().unwrap_or_else(|p| p.into_inner());
                        &mut guard
                    }
                    Global::Held(_, g) => g,
                };
                let Some(r) = regions.get_mut(k) else {
                    return oob(if k == usize::MAX {
                        format!("access through a null pointer (offset {off:#x})")
                    } else {
                        format!("address {:#x} is in no buffer", region_addr(k) + off)
                    });
                };
                if off + len > r.data.len() as u64 {
                    return oob(format!("{} bytes at offset {off} of `{}` ({} bytes)", len, r.name, r.data.len()));
                }
                let (a, b) = (off as usize, (off + len) as usize);
                Ok(f(&mut r.data[a..b], r.undef.as_mut().map(|u| &mut u[a..b])))
            }
            Loc::Lds(off) => {
                if off + len > self.lds.len() as u64 {
                    return oob(format!("{len} bytes at LDS/shared offset {off} (the block has {} bytes)", self.lds.len()));
                }
                let (a, b) = (off as usize, (off + len) as usize);
                Ok(f(&mut self.lds[a..b], Some(&mut self.lds_undef[a..b])))
            }
            Loc::Priv(off) => {
                if off + len > self.priv_cap {
                    return oob(format!("{len} bytes at private offset {off} (the lane's stack has {} bytes)", self.priv_cap));
                }
                let base = lane as u64 * self.priv_cap;
                let (a, b) = ((base + off) as usize, (base + off + len) as usize);
                Ok(f(&mut self.private[a..b], Some(&mut self.priv_undef[a..b])))
            }
        }
    }

    /// The region metadata check needs the regions; run `f` on them.
    fn regions<T>(&mut self, f: impl FnOnce(&Vec<Region>) -> T) -> T {
        match &mut self.global {
            Global::Own(r) => f(r),
            Global::Shared(m) => f(&m.lock().unwrap_or_else(|p| p.into_inner())),
            Global::Held(_, g) => f(g),
        }
    }

    /// Take the shared global memory's lock once for a whole instruction (all its lanes),
    /// instead of once per access. No effect on memory the block owns.
    pub fn hold(&mut self) {
        if let Global::Shared(m) = self.global {
            self.global = Global::Held(m, m.lock().unwrap_or_else(|p| p.into_inner()));
        }
    }

    /// Give the lock taken by [`Mem::hold`] back.
    pub fn release(&mut self) {
        if let Global::Held(m, _) = &self.global {
            let m = *m;
            self.global = Global::Shared(m);
        }
    }

    /// Read `len` (≤ 8) bytes; returns the value and whether any byte was undefined.
    pub fn read(&mut self, loc: Loc, len: u32, lane: u32) -> RResult<(u64, bool)> {
        self.check_fields(loc, len)?;
        self.with_span(loc, len as u64, lane, |d, u| {
            let mut b = [0u8; 8];
            b[..len as usize].copy_from_slice(d);
            let undef = u.is_some_and(|u| u.iter().any(|&x| x != 0));
            (u64::from_le_bytes(b), undef)
        })
    }

    pub fn write(&mut self, loc: Loc, len: u32, v: u64, undef: bool, lane: u32) -> RResult<()> {
        if let Loc::Global(k, _) = loc {
            if self.regions(|g| g.get(k).is_some_and(|r| r.fields.is_some())) {
                return Err(RunError::new(ErrKind::Unsupported, "a store to the dispatch packet or implicit kernel arguments"));
            }
        }
        self.with_span(loc, len as u64, lane, |d, u| {
            d.copy_from_slice(&v.to_le_bytes()[..len as usize]);
            if let Some(u) = u {
                u.fill(undef as u8);
            }
        })
    }

    /// The regions, when they can be borrowed without a lock (owned, or held for the
    /// instruction).
    fn regions_now(&mut self) -> Option<&mut Vec<Region>> {
        match &mut self.global {
            Global::Own(r) => Some(r),
            Global::Held(_, g) => Some(g),
            Global::Shared(_) => None,
        }
    }

    /// The bytes and undefined-byte shadow lanes `exec` reach with `len`-byte accesses at
    /// `addrs`, when every access lands in one buffer (one global region, or LDS) and in
    /// bounds: the wave's fast path. `None`: a lane needs the lane-by-lane path (which reports
    /// the first failing lane exactly).
    fn span_of_lanes(&mut self, space: AddrSpace, addrs: &[u64; 64], exec: u64, len: u32) -> Option<LaneSpan<'_>> {
        if exec == 0 {
            return None;
        }
        let first = addrs[exec.trailing_zeros() as usize];
        let hi = first >> 32;
        // flat and global pointers: one region (or aperture) for every lane
        if space != AddrSpace::Shared && where1(addrs, |a| a >> 32 != hi) & exec != 0 {
            return None;
        }
        let span = self.span_at(space, first)?;
        let size = span.data.len() as u64;
        if where1(addrs, |a| (a & 0xffff_ffff) + len as u64 > size) & exec != 0 {
            return None;
        }
        Some(span)
    }

    /// [`Mem::span_of_lanes`] for a [`Run`]: its first and last element checked, the ones
    /// between follow (one region, offsets in order: the high address bits agree).
    fn span_of_run(&mut self, space: AddrSpace, addrs: &[u64; 64], run: Run, len: u32) -> Option<LaneSpan<'_>> {
        let (first, last) = (addrs[run.lo], addrs[run.hi]);
        if first >> 32 != last >> 32 {
            return None;
        }
        let span = self.span_at(space, first)?;
        if (last & 0xffff_ffff) + len as u64 > span.data.len() as u64 {
            return None;
        }
        Some(span)
    }

    /// The buffer a pointer of `space` whose high bits are those of `addr` reaches: LDS or
    /// one global region (not private memory, which is per lane).
    fn span_at(&mut self, space: AddrSpace, addr: u64) -> Option<LaneSpan<'_>> {
        let hi = addr >> 32;
        if space == AddrSpace::Private || (space != AddrSpace::Shared && hi == PRIV_APERTURE >> 32) {
            return None;
        }
        if space == AddrSpace::Shared || hi == LDS_APERTURE >> 32 {
            return Some(LaneSpan { data: &mut self.lds[..], undef: Some(&mut self.lds_undef[..]), fields: None });
        }
        let regions = self.regions_now()?;
        let r = regions.get_mut(hi.wrapping_sub(1) as usize)?;
        Some(LaneSpan { data: &mut r.data[..], undef: r.undef.as_deref_mut(), fields: r.fields.as_ref() })
    }

    /// Loads of `len` (≤ 8) bytes by lanes `exec` at `addrs` in one go, when
    /// [`Mem::span_of_lanes`] allows it and no lane reads an unprovided field: values and the
    /// lanes that read an undefined byte. `None`: use [`Mem::read`] lane by lane.
    pub fn read_lanes(&mut self, space: AddrSpace, addrs: &[u64; 64], exec: u64, len: u32, out: &mut [u64; 64]) -> Option<u64> {
        if let Some(run) = Run::of(addrs, exec, len) {
            if let Some(span) = self.span_of_run(space, addrs, run, len) {
                // the run's bytes, between the first and the last lane, all provided
                let (a, b) = (run.off(run.lo), run.off(run.hi) + len as usize);
                if span.fields.is_some_and(|f| !f.provides(a as u32, (b - a) as u32)) {
                    return None;
                }
                let und = match len {
                    1 => read_run::<1>(&span, run, out),
                    2 => read_run::<2>(&span, run, out),
                    4 => read_run::<4>(&span, run, out),
                    8 => read_run::<8>(&span, run, out),
                    _ => return None,
                };
                return Some(und & exec);
            }
        }
        let span = self.span_of_lanes(space, addrs, exec, len)?;
        if let Some(f) = span.fields {
            let mut m = exec;
            let mut last = None;
            while m != 0 {
                let l = m.trailing_zeros();
                m &= m - 1;
                let off = (addrs[l as usize] & 0xffff_ffff) as u32;
                // lanes mostly read one field: check each offset once in a row
                if last != Some(off) && !f.provides(off, len) {
                    return None;
                }
                last = Some(off);
            }
        }
        // one loop per access size, so that each copy is a plain load
        let und = match len {
            1 => read_each::<1>(&span, addrs, exec, out),
            2 => read_each::<2>(&span, addrs, exec, out),
            4 => read_each::<4>(&span, addrs, exec, out),
            8 => read_each::<8>(&span, addrs, exec, out),
            _ => return None,
        };
        Some(und)
    }

    /// Stores of `len` (≤ 8) defined bytes by lanes `exec` (in increasing lane order) in one
    /// go, when [`Mem::span_of_lanes`] allows it and the buffer may be written. False: use
    /// [`Mem::write`] lane by lane.
    pub fn write_lanes(&mut self, space: AddrSpace, addrs: &[u64; 64], exec: u64, len: u32, vals: &[u64; 64]) -> bool {
        if let Some(run) = Run::of(addrs, exec, len).filter(|r| r.stride != 0 && r.dense(exec)) {
            if let Some(mut span) = self.span_of_run(space, addrs, run, len) {
                if span.fields.is_some() {
                    return false;
                }
                // distinct, adjacent elements: the order of the lanes does not matter
                match len {
                    1 => write_run::<1>(&mut span, run, vals),
                    2 => write_run::<2>(&mut span, run, vals),
                    4 => write_run::<4>(&mut span, run, vals),
                    8 => write_run::<8>(&mut span, run, vals),
                    _ => return false,
                }
                return true;
            }
        }
        let Some(mut span) = self.span_of_lanes(space, addrs, exec, len) else { return false };
        if span.fields.is_some() {
            return false;
        }
        let n = len as usize;
        let mut m = exec;
        while m != 0 {
            let l = m.trailing_zeros();
            m &= m - 1;
            let o = (addrs[l as usize] & 0xffff_ffff) as usize;
            span.data[o..o + n].copy_from_slice(&vals[l as usize].to_le_bytes()[..n]);
            if let Some(u) = span.undef.as_deref_mut() {
                u[o..o + n].fill(0);
            }
        }
        true
    }

    /// Reads of the dispatch packet / implicit arguments must stay within provided fields.
    fn check_fields(&mut self, loc: Loc, len: u32) -> RResult<()> {
        let Loc::Global(k, off) = loc else { return Ok(()) };
        self.regions(|g| check_fields(g, k, off, len))
    }
}

/// Lanes that access one element (every lane the same address), or adjacent elements in
/// lane order (lane `l` at `base + l * len`): the access pattern of uniform and of
/// thread-indexed loads and stores, served with one bounds check and one range of bytes.
#[derive(Clone, Copy)]
struct Run {
    /// The offset (in its buffer) of the first lane's element.
    first_off: usize,
    /// The first and last lane of the exec mask.
    lo: usize,
    hi: usize,
    /// 0 (one element) or the element size.
    stride: usize,
}

/// Lane numbers, to compare addresses with their position in a run.
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
    fn of(addrs: &[u64; 64], exec: u64, len: u32) -> Option<Run> {
        if exec == 0 {
            return None;
        }
        let (lo, hi) = (exec.trailing_zeros() as usize, 63 - exec.leading_zeros() as usize);
        let first = addrs[lo];
        let first_off = (first & 0xffff_ffff) as usize;
        if where1(addrs, |a| a != first) & exec == 0 {
            return Some(Run { first_off, lo, hi, stride: 0 });
        }
        // lane l at first + (l - lo) * len
        let base = first.wrapping_sub(lo as u64 * len as u64);
        if where2(addrs, &LANE_IDS, |a, l| a != base.wrapping_add(l * len as u64)) & exec == 0 {
            return Some(Run { first_off, lo, hi, stride: len as usize });
        }
        None
    }

    /// Every lane from the first to the last is in `exec`.
    fn dense(&self, exec: u64) -> bool {
        exec >> self.lo == u64::MAX >> (63 - (self.hi - self.lo))
    }

    /// The offset of lane `l`'s element.
    fn off(&self, l: usize) -> usize {
        self.first_off + (l - self.lo) * self.stride
    }
}

/// [`read_each`] for a [`Run`] (bounds already checked for its first and last lane, so for
/// every lane between): values into the lanes `lo..=hi` of `out`, and the lanes (among them)
/// that read an undefined byte.
fn read_run<const N: usize>(span: &LaneSpan, run: Run, out: &mut [u64; 64]) -> u64 {
    let mut und = 0u64;
    if run.stride == 0 {
        let o = run.first_off;
        let mut b = [0u8; 8];
        b[..N].copy_from_slice(&span.data[o..o + N]);
        out.fill(u64::from_le_bytes(b));
        if span.undef.as_ref().is_some_and(|u| u[o..o + N] != [0u8; N]) {
            und = u64::MAX;
        }
        return und;
    }
    let bytes = &span.data[run.off(run.lo)..run.off(run.hi) + N];
    for (o, c) in out[run.lo..=run.hi].iter_mut().zip(bytes.chunks_exact(N)) {
        let mut b = [0u8; 8];
        b[..N].copy_from_slice(c);
        *o = u64::from_le_bytes(b);
    }
    if let Some(u) = &span.undef {
        let u = &u[run.off(run.lo)..run.off(run.hi) + N];
        if u.iter().any(|&x| x != 0) {
            for (l, c) in (run.lo..=run.hi).zip(u.chunks_exact(N)) {
                if c != [0u8; N] {
                    und |= 1 << l;
                }
            }
        }
    }
    und
}

/// Stores of `N` bytes by the lanes `lo..=hi` of a dense run of adjacent elements (bounds
/// checked, see [`read_run`]).
fn write_run<const N: usize>(span: &mut LaneSpan, run: Run, vals: &[u64; 64]) {
    let (a, b) = (run.off(run.lo), run.off(run.hi) + N);
    for (c, v) in span.data[a..b].chunks_exact_mut(N).zip(&vals[run.lo..=run.hi]) {
        c.copy_from_slice(&v.to_le_bytes()[..N]);
    }
    if let Some(u) = span.undef.as_deref_mut() {
        u[a..b].fill(0);
    }
}

/// Loads of `N` bytes by lanes `exec` (bounds already checked): values into `out`, and the
/// lanes that read an undefined byte.
#[inline(always)]
fn read_each<const N: usize>(span: &LaneSpan, addrs: &[u64; 64], exec: u64, out: &mut [u64; 64]) -> u64 {
    let mut und = 0u64;
    let mut m = exec;
    while m != 0 {
        let l = m.trailing_zeros();
        m &= m - 1;
        let o = (addrs[l as usize] & 0xffff_ffff) as usize;
        let mut b = [0u8; 8];
        b[..N].copy_from_slice(&span.data[o..o + N]);
        out[l as usize] = u64::from_le_bytes(b);
        if let Some(u) = &span.undef {
            if u[o..o + N] != [0u8; N] {
                und |= 1 << l;
            }
        }
    }
    und
}

/// One buffer that every lane of an access reaches.
struct LaneSpan<'a> {
    data: &'a mut [u8],
    undef: Option<&'a mut [u8]>,
    fields: Option<&'a FieldMap>,
}

impl FieldMap {
    /// Are bytes `off..off + len` all provided?
    fn provides(&self, off: u32, len: u32) -> bool {
        (off..off + len).all(|x| self.provided.iter().any(|&(o, n)| x >= o && x < o + n))
    }
}

fn check_fields(global: &[Region], k: usize, off: u64, len: u32) -> RResult<()> {
    let Some(f) = global.get(k).and_then(|r| r.fields.as_ref()) else { return Ok(()) };
    let (a, b) = (off as u32, off as u32 + len);
    let covered = (a..b).all(|x| f.provided.iter().any(|&(o, n)| x >= o && x < o + n));
    if covered {
        return Ok(());
    }
    let name = f.names.iter().find(|&&(o, n, _)| a < o + n && o < b).map(|x| x.2).unwrap_or("a reserved field");
    Err(RunError::new(ErrKind::Unsupported, format!("the kernel reads `{name}` of `{}` (bytes {a}..{b}), which xlane does not provide", global[k].name))
        .with_help("the runner provides block counts, group sizes, remainders, global offsets, the dynamic LDS size and null printf/heap pointers"))
}
