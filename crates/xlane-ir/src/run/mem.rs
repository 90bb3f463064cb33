//! Device memory. Global memory is a list of regions (spec buffers, module variables, the
//! dispatch packet and implicit arguments); region k lives at `(k + 1) << 32`, so an address
//! names its region and an offset, and out-of-bounds access is detected exactly. LDS/shared
//! memory is per block and private memory per lane; flat (generic) pointers reach them
//! through two apertures. Each byte carries a "defined" shadow so that reads of memory never
//! written (uninitialized LDS, private memory) give undefined lanes.

use crate::error::{ErrKind, RResult, RunError};
use crate::front::program::AddrSpace;

mod wave;
pub use wave::{Access, Ptrs, Reach, Run};

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
/// running on several threads (`"schedule": "parallel"`), one instruction at a time.
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

    /// [`Mem::hold`] for an instruction whose pointers are of address spaces `spaces`: only
    /// when one may reach global memory (LDS is the block's, private memory the lane's; a
    /// flat pointer may point anywhere).
    pub fn hold_for(&mut self, spaces: &[AddrSpace]) {
        if spaces.iter().any(|&s| !matches!(s, AddrSpace::Shared | AddrSpace::Private)) {
            self.hold();
        }
    }

    /// Give the lock taken by [`Mem::hold`] back. The driver calls this after every op, so
    /// the unlock stays out of line: inlined, it made the driver too large for the compiler to
    /// inline the step into it (9 % more instructions on block_reduce).
    #[inline(always)]
    pub fn release(&mut self) {
        if matches!(self.global, Global::Held(..)) {
            self.unlock();
        }
    }

    #[cold]
    #[inline(never)]
    fn unlock(&mut self) {
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

    /// Reads of the dispatch packet / implicit arguments must stay within provided fields.
    fn check_fields(&mut self, loc: Loc, len: u32) -> RResult<()> {
        let Loc::Global(k, off) = loc else { return Ok(()) };
        self.regions(|g| check_fields(g, k, off, len))
    }
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
