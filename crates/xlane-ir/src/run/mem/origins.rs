//! Where the undefined bytes of memory the host cannot see came from: LDS (shared memory) and
//! private memory. LLVM's LangRef makes storing `undef`/`poison` to memory no fault of its own
//! (a later load of those bytes gives undef), so a store of an undefined value there is not
//! reported (docs/launch.md, "Strict runs"); the shadow byte's [`super::UNDEF`] bit keeps the
//! bytes undefined, and this table remembers, per byte, what made the stored value undefined,
//! for the report when a value loaded from them reaches something observable (a global store,
//! a branch, an address).
//!
//! Only bytes stored undefined have an entry: nothing is kept or looked up while no undefined
//! value is stored (the table is empty). A write that makes bytes undefined without an origin
//! (`Mem::write` of an undefined value) removes their entries, so an entry is never stale for
//! a byte whose `UNDEF` bit is set.

use std::collections::HashMap;
use std::sync::Arc;

use super::Loc;
use crate::run::exec::UndefOrigin;

/// The key of one byte: LDS (`wave` and `lane` unused) or a lane's private memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    lds: bool,
    wave: u32,
    lane: u32,
    off: u64,
}

/// Per block: the origin of each LDS or private byte that a store left undefined.
#[derive(Debug, Default)]
pub struct UndefBytes {
    map: HashMap<Key, Arc<UndefOrigin>>,
    /// The wave running (private memory is per wave and lane).
    pub wave: u32,
}

/// At most this many bytes keep an origin (a kernel that stores undefined values over and
/// over still runs in bounded memory; later bytes are undefined with no origin to name).
const MAX_BYTES: usize = 1 << 20;

impl UndefBytes {
    /// A new block: LDS and private memory start over.
    pub fn clear(&mut self) {
        if !self.map.is_empty() {
            self.map.clear();
        }
    }

    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    fn key(&self, loc: Loc, lane: u32) -> Option<Key> {
        match loc {
            Loc::Lds(off) => Some(Key { lds: true, wave: 0, lane: 0, off }),
            Loc::Priv(off) => Some(Key { lds: false, wave: self.wave, lane, off }),
            Loc::Global(..) => None,
        }
    }

    /// Bytes `[loc, loc + len)` of `lane` were made undefined by a value from `origin`
    /// (`None`: unknown, the entries are removed).
    pub fn set(&mut self, loc: Loc, len: u32, lane: u32, origin: Option<&Arc<UndefOrigin>>) {
        let Some(k) = self.key(loc, lane) else { return };
        for i in 0..len as u64 {
            let k = Key { off: k.off + i, ..k };
            match origin {
                Some(o) if self.map.len() < MAX_BYTES || self.map.contains_key(&k) => {
                    self.map.insert(k, o.clone());
                }
                _ => {
                    self.map.remove(&k);
                }
            }
        }
    }

    /// The origin of the first of bytes `[loc, loc + len)` of `lane` that has one.
    pub fn get(&self, loc: Loc, len: u32, lane: u32) -> Option<Arc<UndefOrigin>> {
        let k = self.key(loc, lane)?;
        (0..len as u64).find_map(|i| self.map.get(&Key { off: k.off + i, ..k }).cloned())
    }
}
