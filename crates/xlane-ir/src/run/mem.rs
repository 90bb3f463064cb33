//! Device memory. Global memory is a list of regions (spec buffers, module variables, the
//! dispatch packet and implicit arguments); region k lives at `(k + 1) << 32`, so an address
//! names its region and an offset, and out-of-bounds access is detected exactly. During a run
//! the regions are shared by the blocks of every worker thread with no lock (`mem/global.rs`), and
//! a block's global accesses can be logged ([`track`]) so that the parallel schedule keeps the
//! sequential result. LDS/shared memory is per block and private memory per lane; flat
//! (generic) pointers reach them through two apertures. Each byte carries a shadow byte:
//! [`UNDEF`], so that reads of memory never written (uninitialized LDS, private memory) or
//! written with an undefined value give undefined lanes, and [`UNWRITTEN`], set where nothing
//! wrote the byte yet (initcheck, `crate::run::check::init`): every store clears both bits (or
//! sets `UNDEF` for an undefined value), every read of global memory or LDS notes the unwritten
//! bytes it met in [`Mem::unwritten`].

use crate::error::{ErrKind, RResult, RunError};
use crate::front::program::AddrSpace;
use crate::run::check::init::{unwritten_span, Space, Unwritten};

mod global;
pub mod origins;
pub mod quick;
pub mod track;
mod wave;
pub use global::{Global, Pass};
pub use origins::UndefBytes;
pub use track::{Kind, Tracker};
pub use wave::{Access, Ptrs, Reach, Run};

/// Shadow bit: the byte's value is undefined.
pub const UNDEF: u8 = 1;
/// Shadow bit: nothing wrote the byte (the launch's arguments did not set it, no store of the
/// launch wrote it; LDS: no store of this block). Only with the `init` check on.
pub const UNWRITTEN: u8 = 2;

pub const LDS_APERTURE: u64 = 0x1_0000 << 32;
pub const PRIV_APERTURE: u64 = 0x1_0001 << 32;

#[derive(Debug, Clone)]
pub struct Region {
    pub name: String,
    pub data: Vec<u8>,
    /// Per byte, the shadow bits [`UNDEF`] and [`UNWRITTEN`]; `None`: all defined and written.
    pub undef: Option<Vec<u8>>,
    /// `undef` is known to be all zero without looking at it: a launch then neither reads nor
    /// clears it until a store makes a byte undefined (`mem::Global`), so the pages of a large
    /// zeroed shadow are never touched. The launch keeps it true only while it stays so;
    /// `false` is always safe.
    pub(crate) undef_zero: bool,
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
        Region { name: name.into(), data, undef: None, undef_zero: false, fields: None }
    }

    /// A region whose every byte is defined and written, with a shadow (all zero) that keeps
    /// the undefined values the launch stores.
    pub fn with_shadow(name: impl Into<String>, data: Vec<u8>) -> Region {
        let undef = Some(vec![0; data.len()]);
        Region { name: name.into(), data, undef, undef_zero: true, fields: None }
    }

    /// Does any byte's shadow have a bit of `bits` set? (Without looking when it is known to
    /// be all zero.)
    pub fn shadow_has(&self, bits: u8) -> bool {
        !self.undef_zero && self.undef.as_ref().is_some_and(|u| u.iter().any(|&b| b & bits != 0))
    }
}

/// A resolved location.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Loc {
    Global(usize, u64),
    Lds(u64),
    Priv(u64),
}

/// Memory a block can see.
pub struct Mem<'a> {
    /// Global memory, shared by the blocks of the launch (`global.rs`).
    pub global: &'a Global<'a>,
    /// The block's access tracking in a parallel pass or its re-run (`track.rs`); `None`: the
    /// sequential schedule, untracked.
    pub track: Option<&'a mut Tracker>,
    pub lds: &'a mut Vec<u8>,
    pub lds_undef: &'a mut Vec<u8>,
    /// Private memory of the wave, lent by the wave for the run.
    pub private: &'a mut Private,
    /// The unwritten global or LDS bytes the op running has read (initcheck), for the driver
    /// to report after the op.
    pub unwritten: Option<Unwritten>,
    /// Where the undefined LDS and private bytes of the block came from (`origins.rs`);
    /// `None`: not kept (tests of the memory paths).
    pub origins: Option<&'a mut UndefBytes>,
}

/// A wave's private (stack) memory: each lane's `cap` bytes, lane-major, and their shadow
/// (every byte undefined until written). `exec::stack` grows it.
#[derive(Debug, Default, Clone)]
pub struct Private {
    pub bytes: Vec<u8>,
    pub undef: Vec<u8>,
    /// Bytes per lane.
    pub cap: u64,
    /// Some access may have changed a byte since the memory was made or last cleared (every
    /// access goes through `Mem::with_span`, which sets it).
    pub touched: bool,
}

/// The memories' contents (whether they were touched is not part of them).
impl PartialEq for Private {
    fn eq(&self, o: &Private) -> bool {
        (&self.bytes, &self.undef, self.cap) == (&o.bytes, &o.undef, o.cap)
    }
}

impl Private {
    pub fn new(lanes: usize, cap: u64) -> Private {
        let n = cap as usize * lanes;
        Private { bytes: vec![0; n], undef: vec![1; n], cap, touched: false }
    }

    /// Every byte zero and undefined again (a wave reused for another block); nothing to do
    /// when no access touched them since they last were.
    pub fn clear(&mut self) {
        if self.touched {
            self.bytes.fill(0);
            self.undef.fill(1);
            self.touched = false;
        }
    }
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

/// The memory initcheck checks a location in (global memory and LDS, not private memory),
/// and the offset in it.
fn checked_space(loc: Loc) -> Option<(Space, u64)> {
    match loc {
        Loc::Global(k, off) => Some((Space::Global(k), off)),
        Loc::Lds(off) => Some((Space::Shared, off)),
        Loc::Priv(_) => None,
    }
}

fn oob<T>(what: String) -> RResult<T> {
    Err(RunError::new(ErrKind::OutOfBounds, what))
}

impl Mem<'_> {
    /// Are `len` bytes at `loc` inside their memory? (The error names where they are not.)
    fn bounds(&self, loc: Loc, len: u64) -> RResult<()> {
        match loc {
            Loc::Global(k, off) => {
                if !self.global.has(k) {
                    return oob(if k == usize::MAX {
                        format!("access through a null pointer (offset {off:#x})")
                    } else {
                        format!("address {:#x} is in no buffer", region_addr(k) + off)
                    });
                }
                let size = self.global.len(k);
                if off + len > size as u64 {
                    return oob(format!("{} bytes at offset {off} of `{}` ({} bytes)", len, self.global.name(k), size));
                }
            }
            Loc::Lds(off) => {
                if off + len > self.lds.len() as u64 {
                    return oob(format!("{len} bytes at LDS/shared offset {off} (the block has {} bytes)", self.lds.len()));
                }
            }
            Loc::Priv(off) => {
                if off + len > self.private.cap {
                    return oob(format!("{len} bytes at private offset {off} (the lane's stack has {} bytes)", self.private.cap));
                }
            }
        }
        Ok(())
    }

    /// Run `f` on the bytes of `[loc, loc+len)` for `lane` (and their undefined-byte
    /// shadow), after the bounds check; a global access is noted as `kind`. `undef`: the
    /// access may make a byte undefined (the shadow is then given even where it is all zero,
    /// `Global::bytes_undef`; else not).
    fn with_span<T>(&mut self, loc: Loc, len: u64, lane: u32, kind: Kind, undef: bool, f: impl FnOnce(&mut [u8], Option<&mut [u8]>) -> T) -> RResult<T> {
        self.bounds(loc, len)?;
        match loc {
            Loc::Global(k, off) => {
                // the read-only dispatch packet and implicit arguments conflict with nothing
                if let (Some(t), None) = (self.track.as_deref_mut(), self.global.fields(k)) {
                    t.note(region_addr(k) + off, region_addr(k) + off + len, kind, lane);
                }
                let (a, b) = (off as usize, (off + len) as usize);
                if kind.writes() {
                    self.global.save(k, a, b);
                }
                // SAFETY: in bounds (checked above); the slices live for this access only.
                let bytes = unsafe {
                    if undef {
                        self.global.bytes_undef(k, a, b)
                    } else {
                        self.global.bytes(k, a, b)
                    }
                };
                Ok(f(bytes.data, bytes.undef))
            }
            Loc::Lds(off) => {
                let (a, b) = (off as usize, (off + len) as usize);
                Ok(f(&mut self.lds[a..b], Some(&mut self.lds_undef[a..b])))
            }
            Loc::Priv(off) => {
                let base = lane as u64 * self.private.cap;
                let (a, b) = ((base + off) as usize, (base + off + len) as usize);
                let p = &mut *self.private;
                p.touched = true;
                Ok(f(&mut p.bytes[a..b], Some(&mut p.undef[a..b])))
            }
        }
    }

    /// Read `len` (≤ 8) bytes; returns the value and whether any byte was undefined. Unwritten
    /// bytes are noted in [`Mem::unwritten`].
    pub fn read(&mut self, loc: Loc, len: u32, lane: u32) -> RResult<(u64, bool)> {
        let (v, bits) = self.read_bits(loc, len, lane)?;
        if bits & UNWRITTEN != 0 {
            self.note_unwritten(loc, len, lane);
        }
        Ok((v, bits & UNDEF != 0))
    }

    /// [`Mem::read`] without noting unwritten bytes (a check's own look at memory).
    pub fn peek(&mut self, loc: Loc, len: u32, lane: u32) -> RResult<(u64, bool)> {
        let (v, bits) = self.read_bits(loc, len, lane)?;
        Ok((v, bits & UNDEF != 0))
    }

    /// The value of `len` (≤ 8) bytes and the OR of their shadow bytes.
    fn read_bits(&mut self, loc: Loc, len: u32, lane: u32) -> RResult<(u64, u8)> {
        self.check_fields(loc, len)?;
        self.with_span(loc, len as u64, lane, Kind::READ, false, |d, u| {
            let mut b = [0u8; 8];
            b[..len as usize].copy_from_slice(d);
            (u64::from_le_bytes(b), u.map_or(0, |u| u.iter().fold(0, |a, &x| a | x)))
        })
    }

    /// Note the unwritten bytes of lane `lane`'s `len` bytes at `loc` (in bounds: just read).
    #[cold]
    fn note_unwritten(&mut self, loc: Loc, len: u32, lane: u32) {
        let Some((space, off)) = checked_space(loc) else { return };
        let (a, b) = (off as usize, off as usize + len as usize);
        let span = match loc {
            // SAFETY: in bounds (just read), for this look only.
            Loc::Global(k, _) => unsafe { self.global.bytes(k, a, b) }.undef.and_then(|u| unwritten_span(u)),
            _ => unwritten_span(&self.lds_undef[a..b]),
        };
        if let Some((lo, hi)) = span {
            Unwritten::note(&mut self.unwritten, space, off + lo, off + hi, 1 << lane);
        }
    }

    pub fn write(&mut self, loc: Loc, len: u32, v: u64, undef: bool, lane: u32) -> RResult<()> {
        self.check_writable(loc)?;
        self.with_span(loc, len as u64, lane, Kind::WRITE, undef, |d, u| {
            d.copy_from_slice(&v.to_le_bytes()[..len as usize]);
            if let Some(u) = u {
                u.fill(undef as u8);
            }
        })?;
        if undef {
            // undefined with no origin known here: the writer names it (`note_origin`) if it can
            self.note_origin(loc, len, lane, None);
        }
        Ok(())
    }

    /// Bytes `[loc, loc + len)` of `lane`, just made undefined, hold a value from `origin`
    /// (LDS and private memory only: `origins.rs`).
    pub fn note_origin(&mut self, loc: Loc, len: u32, lane: u32, origin: Option<&std::sync::Arc<crate::run::exec::UndefOrigin>>) {
        if let Some(o) = self.origins.as_deref_mut() {
            if origin.is_some() || !o.is_empty() {
                o.set(loc, len, lane, origin);
            }
        }
    }

    /// Where the undefined bytes among `[loc, loc + len)` of `lane` came from, if known.
    pub fn origin_of(&self, loc: Loc, len: u32, lane: u32) -> Option<std::sync::Arc<crate::run::exec::UndefOrigin>> {
        self.origins.as_deref().and_then(|o| o.get(loc, len, lane))
    }

    /// Whether any undefined LDS or private byte has a known origin (nothing to look up
    /// otherwise).
    pub fn has_origins(&self) -> bool {
        self.origins.as_deref().is_some_and(|o| !o.is_empty())
    }

    /// The checks of a read of `len` bytes at `loc` (provided fields, bounds), touching
    /// nothing: an atomic's read half, before its operand is looked at.
    pub fn check_read(&self, loc: Loc, len: u32) -> RResult<()> {
        self.check_fields(loc, len)?;
        self.bounds(loc, len as u64)
    }

    /// An atomic read-modify-write of `len` (≤ 8) bytes at `loc` by `lane`: `f` gets the old
    /// value and whether a byte of it was undefined, and returns what to store (with its
    /// undefinedness), or `None` to store nothing (a failed compare-exchange). Between blocks
    /// on several threads it is atomic (`Global::lock_atomic`). Returns the old value.
    pub fn atomic(&mut self, loc: Loc, len: u32, lane: u32, kind: Kind, f: impl FnOnce(u64, bool) -> Option<(u64, bool)>) -> RResult<(u64, bool)> {
        self.check_read(loc, len)?;
        self.check_writable(loc)?;
        let global = self.global;
        let _held = match loc {
            Loc::Global(k, off) => global.lock_atomic(region_addr(k) + off),
            _ => None,
        };
        let (old, bits, span, undef_clean, new_undef) = self.with_span(loc, len as u64, lane, kind, false, |d, u| {
            let mut b = [0u8; 8];
            b[..len as usize].copy_from_slice(d);
            let old = u64::from_le_bytes(b);
            let bits = u.as_ref().map_or(0, |u| u.iter().fold(0, |a, &x| a | x));
            // the unwritten bytes it reads, before its store clears them
            let span = if bits & UNWRITTEN != 0 { u.as_deref().and_then(unwritten_span) } else { None };
            // an undefined result where no shadow was given (a clean region's): set below
            let mut undef_clean = false;
            let mut new_undef = false;
            if let Some((new, nu)) = f(old, bits & UNDEF != 0) {
                d.copy_from_slice(&new.to_le_bytes()[..len as usize]);
                new_undef = nu;
                match u {
                    Some(u) => u.fill(nu as u8),
                    None => undef_clean = nu,
                }
            }
            (old, bits, span, undef_clean, new_undef)
        })?;
        if new_undef {
            self.note_origin(loc, len, lane, None);
        }
        if let (true, Loc::Global(k, off)) = (undef_clean, loc) {
            // SAFETY: in bounds (just accessed), under the atomic's lock, for this store only.
            if let Some(u) = unsafe { global.bytes_undef(k, off as usize, (off + len as u64) as usize) }.undef {
                u.fill(UNDEF);
            }
        }
        if let (Some((lo, hi)), Some((space, off))) = (span, checked_space(loc)) {
            Unwritten::note(&mut self.unwritten, space, off + lo, off + hi, 1 << lane);
            // which block's atomic meets them first is the report: the order of blocks matters
            if let (Loc::Global(k, _), Some(t)) = (loc, self.track.as_deref_mut()) {
                t.note(region_addr(k) + off, region_addr(k) + off + len as u64, kind.order_matters(), lane);
            }
        }
        Ok((old, bits & UNDEF != 0))
    }

    /// The op whose accesses follow (named by the sequential re-run's race reports).
    #[inline(always)]
    pub fn at(&mut self, func: u32, pc: u32) {
        if let Some(t) = self.track.as_deref_mut() {
            t.who.func = func;
            t.who.pc = pc;
        }
    }

    /// The dispatch packet and implicit arguments are read-only.
    fn check_writable(&self, loc: Loc) -> RResult<()> {
        match loc {
            Loc::Global(k, _) if self.global.fields(k).is_some() => Err(RunError::new(ErrKind::Unsupported, "a store to the dispatch packet or implicit kernel arguments")),
            _ => Ok(()),
        }
    }

    /// Reads of the dispatch packet / implicit arguments must stay within provided fields.
    fn check_fields(&self, loc: Loc, len: u32) -> RResult<()> {
        let Loc::Global(k, off) = loc else { return Ok(()) };
        let Some(f) = self.global.fields(k) else { return Ok(()) };
        let (a, b) = (off as u32, off as u32 + len);
        if f.provides(a, len) {
            return Ok(());
        }
        let name = f.names.iter().find(|&&(o, n, _)| a < o + n && o < b).map(|x| x.2).unwrap_or("a reserved field");
        Err(RunError::new(ErrKind::Unsupported, format!("the kernel reads `{name}` of `{}` (bytes {a}..{b}), which xlane does not provide", self.global.name(k)))
            .with_help("the runner provides block counts, group sizes, remainders, global offsets, the dynamic LDS size and null printf/heap pointers"))
    }
}

impl FieldMap {
    /// Are bytes `off..off + len` all provided?
    fn provides(&self, off: u32, len: u32) -> bool {
        (off..off + len).all(|x| self.provided.iter().any(|&(o, n)| x >= o && x < o + n))
    }
}
