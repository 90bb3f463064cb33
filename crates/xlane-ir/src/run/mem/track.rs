//! Which bytes of global memory each block touched, and how: what keeps the parallel
//! schedule's result the sequential one's, and the global half of racecheck.
//!
//! A parallel pass logs every global access of a block as a span of addresses with its
//! [`Kind`] ([`Log`]; spans of one kind that touch are merged as they come, and the log is
//! sorted and merged when it grows). After the pass, [`conflicts`] sweeps the spans of every
//! block: two blocks touching one byte conflict unless both read it, or both change it with the
//! same order-independent atomic whose result is unused (integer add/sub, and, or, xor, min,
//! max of one width: the final value is the same in any order). A conflict means the pass's
//! result may depend on the order of blocks. The blocks then run again in order, watching the
//! conflicting bytes ([`Watch`]), which names the two accesses of each conflict:
//! two plain accesses are a race (`warning[race]`), an atomic among them an order-dependent
//! atomic.
//!
//! Why the sequential re-run finds what the pass found: if the blocks in linear order have no
//! conflict, every block reads in any interleaving what it reads in order (the first block to
//! read something else would read a byte that another block wrote, in order too: a conflict),
//! so a pass's conflict is one of the sequential run's (at a byte where the first deviation
//! happened, or the same conflict).

use std::collections::HashMap;

use crate::front::ll::ast::RmwOp;

/// How an access touches its bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Kind(u16);

/// Atomic operations whose effects commute: the classes of [`Kind::atomic`] (0: the others).
fn commuting_class(op: RmwOp) -> u16 {
    match op {
        RmwOp::Add | RmwOp::Sub => 1,
        RmwOp::And => 2,
        RmwOp::Or => 3,
        RmwOp::Xor => 4,
        RmwOp::Max => 5,
        RmwOp::Min => 6,
        RmwOp::UMax => 7,
        RmwOp::UMin => 8,
        // exchange, nand, float arithmetic (rounding depends on the order), the wrapping
        // increments and conditional subtractions: the final value depends on the order
        _ => 0,
    }
}

impl Kind {
    pub const READ: Kind = Kind(0);
    pub const WRITE: Kind = Kind(1);

    /// An atomic read-modify-write `op` of `bytes` bytes; `used`: its result is read.
    pub fn atomic(op: RmwOp, bytes: u32, used: bool) -> Kind {
        Kind(2 + (commuting_class(op) << 5 | (bytes.trailing_zeros() as u16 & 3) << 1 | used as u16))
    }

    /// A compare-and-exchange (its order always matters).
    pub fn cmpxchg(bytes: u32) -> Kind {
        Kind(2 + ((bytes.trailing_zeros() as u16 & 3) << 1 | 1))
    }

    /// This atomic access as one whose order matters (as if its result were read): an atomic
    /// that met unwritten bytes (initcheck) reports them only if it is the first to touch
    /// them, which depends on the order of blocks.
    pub fn order_matters(self) -> Kind {
        if self.is_atomic() {
            Kind(self.0 | 1)
        } else {
            self
        }
    }

    pub fn is_atomic(self) -> bool {
        self.0 >= 2
    }

    pub fn writes(self) -> bool {
        self != Kind::READ
    }

    /// Accesses of these kinds by two blocks to one byte give the same result in either order.
    pub fn commutes_with(self, o: Kind) -> bool {
        (self == Kind::READ && o == Kind::READ) || (self == o && self.is_atomic() && (self.0 - 2) >> 5 != 0 && (self.0 - 2) & 1 == 0)
    }

    /// Words for a message: "reads", "writes", "atomically updates".
    pub fn verb(self) -> &'static str {
        match self {
            Kind::READ => "reads",
            Kind::WRITE => "writes",
            _ => "atomically updates",
        }
    }
}

/// Addresses `[lo, hi)` (global addresses: region index + 1 in the high 32 bits) accessed
/// with `kind`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Span {
    pub lo: u64,
    pub hi: u64,
    pub kind: Kind,
}

/// One block's global accesses.
#[derive(Debug, Default)]
pub struct Log {
    spans: Vec<Span>,
    compact_at: usize,
}

impl Log {
    /// Note an access. A span that touches one of the last two of its kind extends it (a
    /// wave's load and store interleave, and waves of a block go through memory in turn).
    #[inline(always)]
    pub fn note(&mut self, lo: u64, hi: u64, kind: Kind) {
        let n = self.spans.len();
        for s in self.spans[n.saturating_sub(2)..].iter_mut().rev() {
            if s.kind == kind && lo <= s.hi && s.lo <= hi {
                s.lo = s.lo.min(lo);
                s.hi = s.hi.max(hi);
                return;
            }
        }
        self.spans.push(Span { lo, hi, kind });
        if self.spans.len() >= self.compact_at.max(4096) {
            self.compact();
        }
    }

    /// Sort the spans by kind and address and merge those of one kind that touch.
    pub fn compact(&mut self) {
        self.spans.sort_unstable_by_key(|s| (s.kind, s.lo));
        let mut out: Vec<Span> = Vec::with_capacity(self.spans.len());
        for s in self.spans.drain(..) {
            match out.last_mut() {
                Some(l) if l.kind == s.kind && s.lo <= l.hi => l.hi = l.hi.max(s.hi),
                _ => out.push(s),
            }
        }
        self.spans = out;
        self.compact_at = self.spans.len() * 2;
    }

    /// The block's spans, merged, tagged with the block (the log is left empty).
    pub fn drain_into(&mut self, block: u64, all: &mut Vec<(Span, u64)>) {
        self.compact();
        all.extend(self.spans.drain(..).map(|s| (s, block)));
        self.compact_at = 0;
    }

    pub fn clear(&mut self) {
        self.spans.clear();
        self.compact_at = 0;
    }
}

/// A byte two blocks' accesses conflict at (the first byte of the later span in address
/// order), and the two blocks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Conflict {
    pub addr: u64,
    pub blocks: (u64, u64),
}

/// Spans from which [`conflicts`] sorts on several threads.
const PAR_SORT: usize = 1 << 14;

/// The bytes where the blocks' spans conflict (at most `max`, by address), counting only the
/// pairs of blocks of which one is at or before `last` (the failing block). A block after a
/// failing one never runs in order, so the pairs it is in alone do not matter; but it may
/// have run in the pass beside the blocks before it, and written what one of them read.
pub fn conflicts(mut spans: Vec<(Span, u64)>, last: u64, max: usize) -> Vec<Conflict> {
    spans.retain(|&(s, _)| s.lo < s.hi);
    // the launch's only serial step that grows with the grid: sorted on the current rayon
    // pool's threads when long
    if spans.len() >= PAR_SORT {
        use rayon::slice::ParallelSliceMut;
        spans.par_sort_unstable_by_key(|&(s, _)| s.lo);
    } else {
        spans.sort_unstable_by_key(|&(s, _)| s.lo);
    }
    // the usual case first: no span that writes overlaps an earlier span, and no span overlaps
    // an earlier one that writes
    let mut sweep = super::quick::Sweep::default();
    if !spans.iter().any(|&(s, _)| sweep.clash(s)) {
        return vec![];
    }
    // the spans still open at the sweep's address, by kind: how many per block, and their ends
    #[derive(Default)]
    struct Open {
        total: usize,
        per_block: HashMap<u64, usize>,
        ends: std::collections::BinaryHeap<std::cmp::Reverse<(u64, u64)>>,
    }
    let mut open: HashMap<Kind, Open> = HashMap::new();
    let mut found = vec![];
    for (s, b) in spans {
        for o in open.values_mut() {
            while let Some(&std::cmp::Reverse((hi, ob))) = o.ends.peek() {
                if hi > s.lo {
                    break;
                }
                o.ends.pop();
                o.total -= 1;
                let c = o.per_block.get_mut(&ob).expect("an open span's block is counted");
                *c -= 1;
                if *c == 0 {
                    o.per_block.remove(&ob);
                }
            }
        }
        // every open span covers `s.lo`: one of another block of a kind that does not commute
        // with this one conflicts there
        let other = open.iter().find_map(|(k, o)| {
            let mine = o.per_block.get(&b).copied().unwrap_or(0);
            if k.commutes_with(s.kind) || o.total <= mine {
                return None;
            }
            o.per_block.keys().copied().find(|&x| x != b && x.min(b) <= last)
        });
        if let Some(ob) = other {
            found.push(Conflict { addr: s.lo, blocks: (ob.min(b), ob.max(b)) });
            if found.len() >= max {
                break;
            }
        }
        let o = open.entry(s.kind).or_default();
        o.total += 1;
        *o.per_block.entry(b).or_default() += 1;
        o.ends.push(std::cmp::Reverse((s.hi, b)));
    }
    found
}

/// Who made an access: the block (linear index and coordinates), wave, lane and op.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Who {
    pub block: u64,
    pub block_idx: [u32; 3],
    pub wave: u32,
    pub lane: u32,
    pub func: u32,
    pub pc: u32,
    pub kind: Kind,
}

/// Two accesses of different blocks to one byte, in the order they ran.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pair {
    pub addr: u64,
    pub first: Who,
    pub then: Who,
}

impl Pair {
    /// Two plain accesses (a data race); otherwise an atomic whose outcome depends on the order.
    pub fn is_race(&self) -> bool {
        !self.first.kind.is_atomic() && !self.then.kind.is_atomic()
    }
}

/// The sequential re-run's watch on the bytes where the pass's blocks conflicted: each access
/// to them is remembered, and an access of another block that does not commute with one
/// remembered makes a [`Pair`] (one per pair of ops).
#[derive(Debug, Default)]
pub struct Watch {
    /// Watched addresses, sorted.
    addrs: Vec<u64>,
    seen: HashMap<u64, Vec<Who>>,
    pub pairs: Vec<Pair>,
}

/// Pairs kept per run (one per pair of ops).
const MAX_PAIRS: usize = 16;

impl Watch {
    pub fn new(conflicts: &[Conflict]) -> Watch {
        let mut addrs: Vec<u64> = conflicts.iter().map(|c| c.addr).collect();
        addrs.sort_unstable();
        addrs.dedup();
        Watch { addrs, ..Default::default() }
    }

    /// An access of `[lo, hi)` by `who`.
    pub fn access(&mut self, lo: u64, hi: u64, who: Who) {
        let from = self.addrs.partition_point(|&a| a < lo);
        for i in from..self.addrs.len() {
            let a = self.addrs[i];
            if a >= hi {
                break;
            }
            let seen = self.seen.entry(a).or_default();
            if let Some(first) = seen.iter().rev().find(|w| w.block != who.block && !w.kind.commutes_with(who.kind)) {
                let same = |p: &Pair| (p.first.func, p.first.pc, p.then.func, p.then.pc) == (first.func, first.pc, who.func, who.pc);
                if self.pairs.len() < MAX_PAIRS && !self.pairs.iter().any(same) {
                    self.pairs.push(Pair { addr: a, first: *first, then: who });
                }
            }
            // one access per block and kind is enough to name a later conflict
            match seen.iter_mut().find(|w| w.block == who.block && w.kind == who.kind) {
                Some(w) => *w = who,
                None => {
                    if seen.len() >= 8 {
                        seen.remove(0);
                    }
                    seen.push(who);
                }
            }
        }
    }
}

/// A block's tracking, lent to its memory view: the log of a parallel pass, and in a
/// sequential re-run the watch, with who is accessing (the block and wave are set as they
/// start, the op by each memory op).
#[derive(Debug, Default)]
pub struct Tracker {
    pub log: Log,
    pub watch: Option<Watch>,
    pub who: Who,
}

impl Default for Who {
    fn default() -> Who {
        Who { block: 0, block_idx: [0; 3], wave: 0, lane: 0, func: 0, pc: 0, kind: Kind::READ }
    }
}

impl Tracker {
    /// An access of `[lo, hi)` by lane `lane` of the current op.
    #[inline(always)]
    pub fn note(&mut self, lo: u64, hi: u64, kind: Kind, lane: u32) {
        self.log.note(lo, hi, kind);
        if let Some(w) = &mut self.watch {
            w.access(lo, hi, Who { lane, kind, ..self.who });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sp(lo: u64, hi: u64, kind: Kind) -> Span {
        Span { lo, hi, kind }
    }

    #[test]
    fn reads_and_commuting_atomics_of_different_blocks_do_not_conflict() {
        let add = Kind::atomic(RmwOp::Add, 4, false);
        let spans = vec![(sp(0, 8, Kind::READ), 0), (sp(4, 12, Kind::READ), 1), (sp(100, 104, add), 0), (sp(100, 104, add), 1), (sp(100, 104, add), 2)];
        assert_eq!(conflicts(spans, u64::MAX, 10), vec![]);
    }

    #[test]
    fn a_write_overlapping_another_blocks_access_conflicts_at_the_first_shared_byte() {
        // block 1 writes [6, 10), block 0 reads [0, 8): they share bytes 6 and 7
        let spans = vec![(sp(0, 8, Kind::READ), 0), (sp(6, 10, Kind::WRITE), 1)];
        assert_eq!(conflicts(spans, u64::MAX, 10), vec![Conflict { addr: 6, blocks: (0, 1) }]);
        // touching is not sharing
        let spans = vec![(sp(0, 8, Kind::WRITE), 0), (sp(8, 10, Kind::WRITE), 1)];
        assert_eq!(conflicts(spans, u64::MAX, 10), vec![]);
        // one block's own accesses never conflict
        let spans = vec![(sp(0, 8, Kind::WRITE), 3), (sp(0, 8, Kind::READ), 3)];
        assert_eq!(conflicts(spans, u64::MAX, 10), vec![]);
        // with block `last` failing, a pair of blocks after it does not count (neither runs in
        // order), but a pair with one at or before it does: the later block ran in the pass,
        // and what it wrote the failing block may have read
        let spans = vec![(sp(0, 8, Kind::READ), 1), (sp(6, 10, Kind::WRITE), 2)];
        assert_eq!(conflicts(spans, 0, 10), vec![]);
        let spans = vec![(sp(0, 8, Kind::READ), 0), (sp(6, 10, Kind::WRITE), 1)];
        assert_eq!(conflicts(spans, 0, 10), vec![Conflict { addr: 6, blocks: (0, 1) }]);
    }

    #[test]
    fn used_or_non_commuting_atomics_conflict() {
        for (a, b) in [
            (Kind::atomic(RmwOp::Add, 4, true), Kind::atomic(RmwOp::Add, 4, false)),
            (Kind::atomic(RmwOp::FAdd, 4, false), Kind::atomic(RmwOp::FAdd, 4, false)),
            (Kind::atomic(RmwOp::Xchg, 4, false), Kind::atomic(RmwOp::Xchg, 4, false)),
            (Kind::atomic(RmwOp::Add, 4, false), Kind::atomic(RmwOp::Max, 4, false)),
            (Kind::atomic(RmwOp::Add, 4, false), Kind::atomic(RmwOp::Add, 8, false)),
            (Kind::atomic(RmwOp::Add, 4, false), Kind::READ),
            (Kind::cmpxchg(4), Kind::cmpxchg(4)),
        ] {
            let spans = vec![(sp(0, 4, a), 0), (sp(0, 4, b), 1)];
            assert_eq!(conflicts(spans, u64::MAX, 10).len(), 1, "{a:?} {b:?}");
        }
        // add and sub are one class
        let spans = vec![(sp(0, 4, Kind::atomic(RmwOp::Add, 4, false)), 0), (sp(0, 4, Kind::atomic(RmwOp::Sub, 4, false)), 1)];
        assert_eq!(conflicts(spans, u64::MAX, 10), vec![]);
    }

    #[test]
    fn the_log_merges_touching_spans_of_one_kind() {
        let mut log = Log::default();
        for w in 0..4u64 {
            log.note(1000 + 256 * w, 1256 + 256 * w, Kind::READ);
            log.note(9000 + 256 * w, 9256 + 256 * w, Kind::WRITE);
        }
        for k in (0..64u64).rev() {
            log.note(50 + 4 * k, 54 + 4 * k, Kind::WRITE);
        }
        let mut all = vec![];
        log.drain_into(7, &mut all);
        assert_eq!(all, vec![(sp(1000, 2024, Kind::READ), 7), (sp(50, 306, Kind::WRITE), 7), (sp(9000, 10024, Kind::WRITE), 7)]);
    }

    #[test]
    fn the_watch_names_the_first_conflicting_pair_once() {
        let who = |block, pc, kind| Who { block, block_idx: [block as u32, 0, 0], wave: 0, lane: 1, func: 0, pc, kind };
        let mut w = Watch::new(&[Conflict { addr: 16, blocks: (0, 1) }]);
        w.access(12, 20, who(0, 5, Kind::WRITE));
        w.access(0, 8, who(1, 6, Kind::READ)); // not watched
        w.access(16, 20, who(1, 6, Kind::READ));
        w.access(16, 20, who(2, 6, Kind::READ));
        assert_eq!(w.pairs, vec![Pair { addr: 16, first: who(0, 5, Kind::WRITE), then: who(1, 6, Kind::READ) }]);
        assert!(w.pairs[0].is_race());
    }
}
