//! Global memory shared by every block of a launch, with no lock around it.
//!
//! The launch owns its regions (`Vec<Region>`); for the run they are lent to a [`Global`],
//! which keeps a raw pointer to each region's bytes and undefined-byte shadow, so blocks on
//! different threads load and store through it at the same time. Nothing serialises plain
//! loads and stores: blocks that touch different bytes never interfere, and blocks that touch
//! the same byte (one of them writing) are a conflict that the access logs
//! (`mem::track`) find after the parallel pass, whose memory is then thrown away and the
//! blocks run again in order (`run::schedule`). Such a pass has racing plain accesses, which
//! the Rust memory model leaves undefined; xlane relies on the x86-64 and AArch64 rule that a
//! racing plain load returns some byte value and a racing store writes its own, and never uses
//! what such a pass computed.
//!
//! Atomics (`atomicrmw`, `cmpxchg`) must stay atomic between blocks that run at once: in a
//! parallel pass each one holds one of [`STRIPES`] locks, picked by its address, for its
//! read-modify-write. Sequential passes take no lock.

use std::marker::PhantomData;
use std::sync::{Mutex, MutexGuard};

use super::{FieldMap, Region};

/// Locks that serialise the atomics of a parallel pass (address → lock).
pub const STRIPES: usize = 64;

/// One region as the blocks see it.
struct Cell<'a> {
    data: *mut u8,
    len: usize,
    /// Undefined-byte shadow (1 = undefined), `len` bytes; null: every byte is defined.
    undef: *mut u8,
    fields: Option<&'a FieldMap>,
    name: &'a str,
}

/// The launch's global memory, lent to the blocks for the run.
pub struct Global<'a> {
    cells: Vec<Cell<'a>>,
    /// The atomics' locks (a parallel pass), or none (a sequential pass).
    stripes: Option<Box<[Mutex<()>]>>,
    _regions: PhantomData<&'a mut [Region]>,
}

// SAFETY: the cells point into regions borrowed mutably for 'a, so nothing else reaches them
// while the blocks run. Threads share them as the module documentation says: disjoint bytes
// freely; the same byte only in a pass whose memory is thrown away; atomics under a lock.
unsafe impl Send for Global<'_> {}
unsafe impl Sync for Global<'_> {}

/// The bytes `[a, b)` of one region and their undefined-byte shadow.
pub struct Bytes<'a> {
    pub data: &'a mut [u8],
    pub undef: Option<&'a mut [u8]>,
}

impl<'a> Global<'a> {
    /// Lend `regions` to a run; `shared`: blocks run on several threads (atomics lock).
    pub fn new(regions: &'a mut [Region], shared: bool) -> Global<'a> {
        let cells = regions
            .iter_mut()
            .map(|r| {
                let Region { name, data, undef, fields } = r;
                let undef = undef.as_mut().map_or(std::ptr::null_mut(), |u| u.as_mut_ptr());
                Cell { data: data.as_mut_ptr(), len: data.len(), undef, fields: fields.as_ref(), name: name.as_str() }
            })
            .collect();
        let stripes = shared.then(|| (0..STRIPES).map(|_| Mutex::new(())).collect());
        Global { cells, stripes, _regions: PhantomData }
    }

    /// Does region `k` exist?
    #[inline(always)]
    pub fn has(&self, k: usize) -> bool {
        k < self.cells.len()
    }

    /// Region `k`'s size in bytes (0 if there is none).
    #[inline(always)]
    pub fn len(&self, k: usize) -> usize {
        self.cells.get(k).map_or(0, |c| c.len)
    }

    pub fn name(&self, k: usize) -> &str {
        self.cells.get(k).map_or("", |c| c.name)
    }

    /// The provided fields of the dispatch packet or implicit arguments, for those regions.
    #[inline(always)]
    pub fn fields(&self, k: usize) -> Option<&'a FieldMap> {
        self.cells.get(k).and_then(|c| c.fields)
    }

    /// Bytes `[a, b)` of region `k`, which the caller has bounds-checked (`b <= len(k)`).
    ///
    /// # Safety
    /// The caller uses the slices for one access and lets them go; no other slice of the same
    /// bytes is alive on this thread meanwhile (other threads: see the module documentation).
    #[inline(always)]
    pub unsafe fn bytes(&self, k: usize, a: usize, b: usize) -> Bytes<'_> {
        let c = &self.cells[k];
        debug_assert!(a <= b && b <= c.len);
        // SAFETY: in bounds of the region (the caller's check); see the function's contract.
        unsafe {
            let data = std::slice::from_raw_parts_mut(c.data.add(a), b - a);
            let undef = (!c.undef.is_null()).then(|| std::slice::from_raw_parts_mut(c.undef.add(a), b - a));
            Bytes { data, undef }
        }
    }

    /// The lock an atomic access at global address `addr` holds in a parallel pass (`None`
    /// in a sequential one). Accesses to the same 8-byte word share a lock.
    #[inline(always)]
    pub fn lock_atomic(&self, addr: u64) -> Option<MutexGuard<'_, ()>> {
        let s = self.stripes.as_ref()?;
        let i = ((addr >> 3).wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 58) as usize % s.len();
        Some(s[i].lock().unwrap_or_else(|p| p.into_inner()))
    }
}
