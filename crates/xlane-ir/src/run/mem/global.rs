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
//!
//! A parallel pass may have to be undone (a conflict between blocks): it keeps each page of
//! [`PAGE`] bytes as it was before its first write ([`Global::save`], called with the bytes of
//! every global write before it happens; the first writer copies the page, data and shadow,
//! and any other thread that writes to it meanwhile waits for the copy). [`Global::restore`]
//! puts the kept pages back. Nothing is copied for memory the pass only reads, and the copies
//! are made by the threads that write, at the time they write, into one uninitialised buffer
//! per region (each page at its own offset: the system maps memory only for the pages kept;
//! no allocation or free per page). A page that holds one 8-byte word over and over (an
//! output the spec filled with zeros or a sentinel, the usual case) is kept as that word
//! alone: no copy, and no page of the buffer to map (a page fault and a zeroed page each).
//!
//! A region whose shadow is known to be all zero (`Region::undef_zero`: every byte defined and
//! written, the usual spec buffer) stays *clean* until a store makes a byte undefined: while
//! clean, [`Global::bytes`] gives no shadow, so loads do not read it and stores of defined
//! values do not clear it (a zeroed shadow's pages are never touched: each first touch of a
//! page is a page fault, and a store's also a zeroed page). A store of an undefined value
//! takes [`Global::bytes_undef`], which marks the region not clean before it writes the shadow.
//! Another thread may still see the region clean for a while; that is harmless: a byte's
//! shadow is only set by a store of an undefined value, and a block that touches a byte
//! another block stored to conflicts with it (the pass is thrown away), unless both are
//! atomics of one address, which hold one lock (ordering the flag too).

use std::marker::PhantomData;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard, OnceLock};

use super::{FieldMap, Region};

/// Locks that serialise the atomics of a parallel pass (address → lock).
pub const STRIPES: usize = 64;

/// Bytes per page kept for [`Global::restore`].
pub const PAGE: usize = 4096;

/// One region as the blocks see it.
struct Cell<'a> {
    data: *mut u8,
    len: usize,
    /// Undefined-byte shadow (1 = undefined), `len` bytes; null: every byte is defined.
    undef: *mut u8,
    /// The shadow is all zero and no store of the pass has made a byte undefined (module
    /// documentation).
    clean: AtomicBool,
    /// `clean` when the pass started: every kept page's shadow was all zero.
    clean_at_start: bool,
    /// The region's `undef_zero`, given back at the end of the pass.
    zero_flag: *mut bool,
    fields: Option<&'a FieldMap>,
    name: &'a str,
    /// Per page, once the pass first wrote to it: how its bytes and undefined-byte shadow
    /// were (a pass that keeps pages; else empty).
    kept: Box<[OnceLock<Kept>]>,
    /// The kept pages' bytes as they were, each at its own offset: made at the first page kept.
    saved: OnceLock<Saved>,
}

/// Where a region's kept pages go: one buffer of the region's size for the bytes and, for a
/// region with an undefined-byte shadow, one for the shadow (of pages with an undefined byte).
/// Their memory is not initialised, so the system maps only the pages written to: no
/// allocation per page, one free per region. The bytes' buffer is made at the first page
/// whose bytes are copied: a region whose kept pages each repeat one word (an output filled
/// with zeros or a sentinel) maps and frees none (the free was 20-35 µs of the calling
/// thread's time after a pass on the 2-core machine: `BENCHMARKS.md`, speed pass 8).
struct Saved {
    data: OnceLock<Buffer>,
    undef: Option<Buffer>,
}

/// `len` bytes of uninitialised memory, written and read through its pointer only.
struct Buffer {
    ptr: *mut u8,
    _mem: Vec<u8>,
}

impl Buffer {
    fn new(len: usize) -> Buffer {
        let mut mem = Vec::with_capacity(len);
        Buffer { ptr: mem.as_mut_ptr(), _mem: mem }
    }
}

/// How a kept page was before the pass first wrote to it.
#[derive(Clone, Copy)]
struct Kept {
    /// Its bytes: `Some(w)`, the 8-byte word `w` (native order) over and over, nothing copied;
    /// `None`, copied to the region's saved bytes.
    fill: Option<u64>,
    shadow: Shadow,
}

/// How a kept page's undefined-byte shadow was.
#[derive(Clone, Copy)]
enum Shadow {
    /// The region has none.
    None,
    /// Every byte was defined (the usual case: not copied).
    Defined,
    /// Copied to the region's saved shadow.
    Bytes,
}

/// The launch's global memory, lent to the blocks for the run.
pub struct Global<'a> {
    cells: Vec<Cell<'a>>,
    /// The atomics' locks (a parallel pass), or none (a sequential pass).
    stripes: Option<Box<[Mutex<()>]>>,
    _regions: PhantomData<&'a mut [Region]>,
}

/// How a pass uses global memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pass {
    /// Blocks in order on one thread: no locks, nothing kept.
    InOrder,
    /// Blocks on several threads: atomics lock, and each page is kept before its first
    /// write, so that [`Global::restore`] can undo the pass.
    Parallel,
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
    /// Lend `regions` to a pass.
    pub fn new(regions: &'a mut [Region], pass: Pass) -> Global<'a> {
        let parallel = pass == Pass::Parallel;
        let cells = regions
            .iter_mut()
            .map(|r| {
                let Region { name, data, undef, undef_zero, fields } = r;
                let clean = *undef_zero && undef.is_some();
                let undef = undef.as_mut().map_or(std::ptr::null_mut(), |u| u.as_mut_ptr());
                // the dispatch packet and implicit arguments are never written
                let pages = if parallel && fields.is_none() { data.len().div_ceil(PAGE) } else { 0 };
                let kept = (0..pages).map(|_| OnceLock::new()).collect();
                Cell {
                    data: data.as_mut_ptr(),
                    len: data.len(),
                    undef,
                    clean: AtomicBool::new(clean),
                    clean_at_start: clean,
                    zero_flag: undef_zero,
                    fields: fields.as_ref(),
                    name: name.as_str(),
                    kept,
                    saved: OnceLock::new(),
                }
            })
            .collect();
        let stripes = parallel.then(|| (0..STRIPES).map(|_| Mutex::new(())).collect());
        Global { cells, stripes, _regions: PhantomData }
    }

    /// Bytes `[a, b)` of region `k` are about to be written (bounds-checked by the caller): in
    /// a pass that keeps pages, keep each of their pages first, unless it is kept already.
    #[inline(always)]
    pub fn save(&self, k: usize, a: usize, b: usize) {
        let c = &self.cells[k];
        if c.kept.is_empty() || a >= b {
            return;
        }
        for p in a / PAGE..=(b - 1) / PAGE {
            if c.kept[p].get().is_none() {
                keep_page(c, p);
            }
        }
    }

    /// Region `k`'s bytes and shadow now (for tests).
    ///
    /// # Safety
    /// No other thread writes to the region meanwhile.
    #[cfg(test)]
    pub unsafe fn copy_of(&self, k: usize) -> Region {
        let c = &self.cells[k];
        // SAFETY: in bounds; see the function's contract.
        unsafe {
            let data = std::slice::from_raw_parts(c.data, c.len).to_vec();
            let undef = (!c.undef.is_null()).then(|| std::slice::from_raw_parts(c.undef, c.len).to_vec());
            Region { name: c.name.to_string(), data, undef, undef_zero: false, fields: c.fields.cloned() }
        }
    }

    /// Undo the pass: put back every page as it was before its first write. (Pages never
    /// written were never changed.)
    pub fn restore(self) {
        for c in &self.cells {
            let Some(saved) = c.saved.get() else { continue };
            // a shadow still clean was never written
            let shadow_kept = !c.clean.load(Ordering::Relaxed);
            for (p, kept) in c.kept.iter().enumerate() {
                if let Some(Kept { fill, shadow }) = kept.get() {
                    let (a, n) = (p * PAGE, PAGE.min(c.len - p * PAGE));
                    // SAFETY: the pass is over, so no other thread uses the region; the page is
                    // in bounds of the region and of its saved copies (written when it was kept).
                    unsafe {
                        match fill {
                            Some(w) => fill_words(std::slice::from_raw_parts_mut(c.data.add(a), n), *w),
                            None => {
                                let data = saved.data.get().expect("a copied page's buffer");
                                std::ptr::copy_nonoverlapping(data.ptr.add(a), c.data.add(a), n)
                            }
                        }
                        match (shadow, &saved.undef) {
                            (Shadow::Defined, _) if shadow_kept => std::ptr::write_bytes(c.undef.add(a), 0, n),
                            (Shadow::Bytes, Some(u)) => std::ptr::copy_nonoverlapping(u.ptr.add(a), c.undef.add(a), n),
                            _ => {}
                        }
                    }
                }
            }
        }
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
            let shadow = !c.undef.is_null() && !c.clean.load(Ordering::Relaxed);
            let undef = shadow.then(|| std::slice::from_raw_parts_mut(c.undef.add(a), b - a));
            Bytes { data, undef }
        }
    }

    /// [`Global::bytes`] for a store that may make a byte undefined: the shadow, if the
    /// region has one, even while it is clean (which it then no longer is).
    ///
    /// # Safety
    /// As [`Global::bytes`].
    #[inline(always)]
    pub unsafe fn bytes_undef(&self, k: usize, a: usize, b: usize) -> Bytes<'_> {
        let c = &self.cells[k];
        if c.clean.load(Ordering::Relaxed) {
            c.clean.store(false, Ordering::Relaxed);
        }
        // SAFETY: the caller's
        unsafe { self.bytes(k, a, b) }
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

impl Drop for Global<'_> {
    /// Give each region's `undef_zero` back: whether its shadow is still clean.
    fn drop(&mut self) {
        for c in &self.cells {
            // SAFETY: the flag is the lent region's (alive for 'a), which nothing else reaches
            // while it is lent; the pass is over.
            unsafe { *c.zero_flag = c.clean.load(Ordering::Relaxed) };
        }
    }
}

/// Copy page `p` of `c` into its saved place, unless another thread did (then wait until it
/// has).
#[cold]
#[inline(never)]
fn keep_page(c: &Cell, p: usize) {
    c.kept[p].get_or_init(|| {
        let shadow = !c.undef.is_null() && !c.clean_at_start;
        let saved = c.saved.get_or_init(|| Saved { data: OnceLock::new(), undef: shadow.then(|| Buffer::new(c.len)) });
        let (a, n) = (p * PAGE, PAGE.min(c.len - p * PAGE));
        // SAFETY: in bounds of the region and of its saved copies (both `len` bytes); no thread
        // writes to the page before it is kept (every write keeps its pages first, and waits
        // here while another thread keeps this one), and only this thread writes the page's
        // saved copy (once).
        unsafe {
            let fill = one_word(std::slice::from_raw_parts(c.data.add(a), n));
            if fill.is_none() {
                let data = saved.data.get_or_init(|| Buffer::new(c.len));
                std::ptr::copy_nonoverlapping(c.data.add(a), data.ptr.add(a), n);
            }
            let shadow = match &saved.undef {
                // nothing wrote to the page before it was kept, and its shadow was all zero
                None if c.clean_at_start => Shadow::Defined,
                None => Shadow::None,
                Some(u) => {
                    let shadow = std::slice::from_raw_parts(c.undef.add(a), n);
                    if shadow.iter().fold(0u8, |x, &y| x | y) == 0 {
                        Shadow::Defined
                    } else {
                        std::ptr::copy_nonoverlapping(c.undef.add(a), u.ptr.add(a), n);
                        Shadow::Bytes
                    }
                }
            };
            Kept { fill, shadow }
        }
    });
}

/// The 8-byte word (native order) that `page` holds over and over, if it does; its length is
/// a multiple of 8 then (a region's last page may be shorter, or not). Most pages that differ
/// do so within their first words, so the look costs little when it fails.
#[inline]
fn one_word(page: &[u8]) -> Option<u64> {
    if page.is_empty() || !page.len().is_multiple_of(8) {
        return None;
    }
    let w = u64::from_ne_bytes(page[..8].try_into().unwrap());
    // blocks of 256 bytes, each compared without an early exit (vectorised), then a check
    page.chunks(256).all(|b| b.chunks_exact(8).fold(0u64, |d, x| d | (u64::from_ne_bytes(x.try_into().unwrap()) ^ w)) == 0).then_some(w)
}

/// Write the 8-byte word `w` (native order) over and over into `page` (a multiple of 8 bytes
/// long).
fn fill_words(page: &mut [u8], w: u64) {
    for x in page.chunks_exact_mut(8) {
        x.copy_from_slice(&w.to_ne_bytes());
    }
}

#[cfg(test)]
mod tests {
    use super::super::UNDEF;
    use super::*;

    /// Pages are kept at their first write only, with their shadow (copied when some byte is
    /// undefined, else remembered as all defined), and put back by `restore`; the read-only
    /// dispatch packet keeps none.
    #[test]
    fn a_parallel_pass_keeps_written_pages_and_restore_puts_them_back() {
        let n = 3 * PAGE + 100;
        let mut a = Region::new("a", (0..n).map(|i| i as u8).collect());
        let mut undef = vec![0u8; n];
        undef[2 * PAGE + 7] = 1;
        a.undef = Some(undef);
        let b = Region::new("b", vec![9; 40]);
        let mut packet = Region::new("packet", vec![0; 64]);
        packet.fields = Some(FieldMap { provided: vec![(0, 64)], names: vec![] });
        let mut regions = vec![a, b, packet];
        let before: Vec<(Vec<u8>, Option<Vec<u8>>)> = regions.iter().map(|r| (r.data.clone(), r.undef.clone())).collect();
        let g = Global::new(&mut regions, Pass::Parallel);
        assert_eq!(g.cells.iter().map(|c| c.kept.len()).collect::<Vec<_>>(), vec![4, 1, 0]);
        let write = |k: usize, lo: usize, hi: usize, v: u8| {
            g.save(k, lo, hi);
            // SAFETY: in bounds, one thread
            let bytes = unsafe { g.bytes(k, lo, hi) };
            bytes.data.fill(v);
            if let Some(u) = bytes.undef {
                u.fill(v & 1);
            }
        };
        write(0, PAGE - 2, 2 * PAGE + 10, 0xAB); // pages 0, 1, 2
        write(0, 3 * PAGE + 99, 3 * PAGE + 100, 0x11); // the last, partial page
        write(0, 5, 6, 0x22); // page 0 again: kept already
        write(1, 0, 40, 0x33);
        let kept: Vec<bool> = g.cells[0].kept.iter().map(|k| k.get().is_some()).collect();
        assert_eq!(kept, vec![true, true, true, true]);
        assert!(matches!(g.cells[0].kept[0].get(), Some(Kept { fill: None, shadow: Shadow::Defined })));
        assert!(matches!(g.cells[0].kept[2].get(), Some(Kept { fill: None, shadow: Shadow::Bytes })));
        // region b held one byte over and over: kept as its word, nothing copied
        assert!(matches!(g.cells[1].kept[0].get(), Some(Kept { fill: Some(w), shadow: Shadow::None }) if *w == u64::from_ne_bytes([9; 8])));
        // the second write to page 0 kept the bytes from before the pass, not the first write's
        // SAFETY: page 0 was kept, so its saved copy is written
        assert_eq!(g.cells[0].saved.get().and_then(|s| s.data.get()).map(|d| unsafe { *d.ptr.add(5) }), Some(5));
        // region b's bytes were copied nowhere
        assert!(g.cells[1].saved.get().is_some_and(|s| s.data.get().is_none()));
        g.restore();
        let after: Vec<(Vec<u8>, Option<Vec<u8>>)> = regions.iter().map(|r| (r.data.clone(), r.undef.clone())).collect();
        assert!(after == before);
    }

    /// A region known to have an all-zero shadow gives none to loads and defined stores, and
    /// gives it to a store that may make a byte undefined, after which the region is no longer
    /// clean (also for the next pass: the flag goes back to the region); a kept page of a
    /// clean region is all defined, and `restore` leaves a shadow nothing wrote untouched.
    #[test]
    fn a_clean_shadow_is_not_touched_until_a_byte_becomes_undefined() {
        for pass in [Pass::InOrder, Pass::Parallel] {
            let mut regions = vec![Region::with_shadow("a", vec![5; 2 * PAGE]), Region::with_shadow("b", vec![6; 64]), Region::new("c", vec![7; 8])];
            {
                let g = Global::new(&mut regions, pass);
                // SAFETY (every `bytes*` below): in bounds, one thread, one access at a time
                assert!(unsafe { g.bytes(0, 0, 8) }.undef.is_none());
                g.save(0, PAGE, PAGE + 4);
                if pass == Pass::Parallel {
                    assert!(matches!(g.cells[0].kept[1].get(), Some(Kept { shadow: Shadow::Defined, .. })));
                }
                let b = unsafe { g.bytes_undef(0, PAGE, PAGE + 4) };
                b.undef.expect("the shadow, for an undefined store").fill(UNDEF);
                assert!(unsafe { g.bytes(0, 0, 8) }.undef.is_some());
                assert!(unsafe { g.bytes(1, 0, 8) }.undef.is_none());
                assert!(unsafe { g.bytes_undef(2, 0, 8) }.undef.is_none());
                if pass == Pass::Parallel {
                    g.restore();
                }
            }
            assert!(!regions[0].undef_zero && regions[1].undef_zero && !regions[2].undef_zero);
            let undefined = pass == Pass::InOrder;
            assert_eq!(regions[0].shadow_has(UNDEF), undefined, "{pass:?}");
            assert!(!regions[1].shadow_has(UNDEF));
            let g = Global::new(&mut regions, pass);
            assert_eq!(unsafe { g.bytes(0, PAGE, PAGE + 1) }.undef.map(|u| u[0]), Some(undefined as u8));
        }
    }

    /// A page that repeats one 8-byte word is kept as that word (nothing copied to the saved
    /// buffer), any other page is copied, and `restore` puts back the bytes exactly either way:
    /// a 4-byte sentinel fill, a zero page, a page that differs only in its last byte, a
    /// partial last page, and a page with an undefined byte in its shadow.
    #[test]
    fn a_page_of_one_repeated_word_is_kept_as_the_word() {
        let sentinel = 0xDEAD_BEEFu32.to_le_bytes();
        let mut bytes: Vec<u8> = (0..4 * PAGE + 24).map(|i| sentinel[i % 4]).collect();
        bytes[2 * PAGE..3 * PAGE].fill(0);
        bytes[PAGE - 1] = 7; // page 0: one byte differs, at the end
        let mut a = Region::new("a", bytes);
        let mut undef = vec![0u8; a.data.len()];
        undef[3 * PAGE + 5] = UNDEF;
        a.undef = Some(undef);
        let mut regions = vec![a, Region::new("b", vec![1, 2, 3])];
        let before: Vec<(Vec<u8>, Option<Vec<u8>>)> = regions.iter().map(|r| (r.data.clone(), r.undef.clone())).collect();
        let g = Global::new(&mut regions, Pass::Parallel);
        for (k, len) in [(0, 4 * PAGE + 24), (1, 3)] {
            g.save(k, 0, len);
            // SAFETY: in bounds, one thread
            let b = unsafe { g.bytes_undef(k, 0, len) };
            b.data.fill(0x5A);
            if let Some(u) = b.undef {
                u.fill(0);
            }
        }
        let fills: Vec<Option<u64>> = g.cells[0].kept.iter().map(|k| k.get().unwrap().fill).collect();
        let word = u64::from_le_bytes([0xEF, 0xBE, 0xAD, 0xDE, 0xEF, 0xBE, 0xAD, 0xDE]);
        assert_eq!(fills, vec![None, Some(word), Some(0), Some(word), Some(word)]);
        assert!(matches!(g.cells[0].kept[3].get(), Some(Kept { shadow: Shadow::Bytes, .. })));
        assert!(g.cells[1].kept[0].get().unwrap().fill.is_none(), "3 bytes: not whole words");
        g.restore();
        let after: Vec<(Vec<u8>, Option<Vec<u8>>)> = regions.iter().map(|r| (r.data.clone(), r.undef.clone())).collect();
        assert!(after == before);
    }

    /// `one_word` against a plain byte-by-byte reading of its rule.
    #[test]
    fn one_word_finds_exactly_the_pages_of_one_repeated_word() {
        let mut seed = 0x5EEDu64;
        let mut x = || crate::numerics::rng::xorshift(&mut seed);
        for _ in 0..500 {
            let len = [0, 3, 8, 16, 24, 256, 264, 1000, PAGE][(x() % 9) as usize];
            let w = x().to_ne_bytes();
            let mut page: Vec<u8> = (0..len).map(|i| w[i % 8]).collect();
            if len > 0 && x() % 2 == 0 {
                let i = (x() as usize) % len;
                page[i] ^= 1 << (x() % 8);
            }
            let expect = (len > 0 && len.is_multiple_of(8) && page.iter().enumerate().all(|(i, &b)| b == page[i % 8])).then(|| u64::from_ne_bytes(page[..8].try_into().unwrap()));
            assert_eq!(one_word(&page), expect, "{len} bytes");
        }
    }

    /// An in-order pass keeps nothing and takes no lock.
    #[test]
    fn an_in_order_pass_keeps_nothing() {
        let mut regions = vec![Region::new("a", vec![1; 3 * PAGE])];
        let g = Global::new(&mut regions, Pass::InOrder);
        g.save(0, 0, 3 * PAGE);
        assert!(g.cells[0].kept.is_empty());
        assert!(g.lock_atomic(region_addr_of(0)).is_none());
    }

    fn region_addr_of(k: usize) -> u64 {
        super::super::region_addr(k)
    }
}
