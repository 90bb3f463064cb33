//! The quick check after a parallel pass: do any two blocks' accesses overlap at all?
//!
//! Most passes have no conflict, and most of their blocks touch memory next to their
//! neighbours' (block `b` reads and writes the `b`-th slice of each buffer). Each worker keeps,
//! besides every block's own spans (`track::Log`, needed to name a conflict), one list per
//! region and [`Kind`] ([`Merged`]): a span that starts where the last one ended is joined to
//! it (reads also where they overlap: reads never conflict with reads; writes of one block or
//! of the next also across a gap of up to [`GAP`] bytes: a compaction's stores, which leave
//! each wave's unused tail, or a strided store), so a worker's run of consecutive blocks
//! through a buffer is one span. (Not across a gap between blocks that are not consecutive:
//! the blocks between them ran on other workers, often writing into that gap.) The worker does this as its blocks finish,
//! on its own thread; the lists come out sorted by address (a list that came out of order is
//! sorted, on the worker's thread too), and the worker notes whether a list's spans are
//! *disjoint* (each starts at or after the end of the one before). After the pass, [`overlap`]
//! looks for a span that writes over another, or reads what another writes. None (the usual
//! case): no two blocks conflict, and nothing else is looked at. Otherwise the blocks' own
//! spans are swept (`track::conflicts`), which tells a real conflict from an overlap of one
//! block's own accesses or of commuting atomics.
//!
//! Why "no overlap" is exact: every merged span covers the spans of its kind that it joined,
//! so two blocks' spans that share a byte lie in merged spans that share it, unless both lie
//! in one merged span. A merged span of a kind that writes joins spans that do not overlap
//! (they touch, or a gap lies between them), so two of its spans never share a byte; one that
//! reads joins reads, which conflict with nothing. A joined gap only makes a merged span claim
//! bytes that nothing in it wrote: the check may then see an overlap where no two blocks
//! conflict, and the sweep of the blocks' own spans clears it (slower, never wrong). (Empty
//! spans hold no byte and are not kept.)
//!
//! **On the threads of the pool** ([`overlap`]). A list whose own spans are not disjoint is an
//! overlap at once (a list of a kind that writes: two of its spans share a byte; a list of reads
//! is disjoint by the joining rule). So every list is disjoint, and sorted by start and by end
//! alike. The address space is cut into ranges, one per thread, at starts of spans sampled from
//! the lists (about as many spans in each range); a thread finds in each list, by two binary
//! searches, the spans that meet its range, cuts them to the range, and merges and checks
//! those (`runs::for_each_chunk`, [`Sweep`]). This is the check of the whole address space:
//! two spans share a byte exactly when their pieces in the range that holds the byte share
//! it, since a byte lies in one range and cutting a span to a range keeps every byte of it
//! there. A span that crosses a range's end is checked in each range it meets, as a piece
//! (`overlap_in`; the tests check the answer against every pair of spans, with spans crossing
//! the ranges' ends).
use super::track::{Kind, Span};
use rayon::iter::{IntoParallelIterator, ParallelIterator};

/// The widest gap between two write spans of a worker that [`Merged`] joins (a wave of 64
/// lanes' 4-byte elements: a compaction's unused tail).
const GAP: u64 = 256;

/// One region's spans of one kind, in the order the worker's blocks made them.
#[derive(Debug)]
struct List {
    /// The region's address bits (global addresses: region index + 1 in the high 32 bits).
    region: u64,
    kind: Kind,
    spans: Vec<Span>,
    /// Every span starts at or after the one before it.
    sorted: bool,
    /// Every span starts at or after the end of the one before it (known once finished).
    disjoint: bool,
    /// The block of the last span added.
    block: u64,
}

/// A worker's spans, merged across its blocks, per region and kind.
#[derive(Debug, Default)]
pub struct Merged {
    lists: Vec<List>,
    /// The list the last span went to.
    last: usize,
}

impl Merged {
    /// A span of block `block`, which just finished (a worker's blocks mostly come in
    /// increasing order; a run taken from another worker may lie before them: `run::claims`).
    #[inline]
    pub fn add(&mut self, s: Span, block: u64) {
        if s.lo >= s.hi {
            return;
        }
        let region = s.lo >> 32;
        let i = match self.lists.get(self.last) {
            Some(l) if l.region == region && l.kind == s.kind => self.last,
            _ => match self.lists.iter().position(|l| l.region == region && l.kind == s.kind) {
                Some(i) => i,
                None => {
                    self.lists.push(List { region, kind: s.kind, spans: vec![], sorted: true, disjoint: false, block });
                    self.lists.len() - 1
                }
            },
        };
        self.last = i;
        let l = &mut self.lists[i];
        // a gap is joined after a span of this block or the one before
        let gap = block == l.block || block == l.block.wrapping_add(1);
        l.block = block;
        l.sorted &= join(&mut l.spans, s, gap);
    }

    /// Sort the lists that came out of order, and note which are disjoint (on the worker's
    /// thread, as its last blocks finish).
    pub fn finish(&mut self) {
        for l in &mut self.lists {
            if !l.sorted {
                let mut spans = std::mem::take(&mut l.spans);
                spans.sort_unstable_by_key(|s| s.lo);
                for s in spans {
                    join(&mut l.spans, s, false);
                }
                l.sorted = true;
            }
            l.disjoint = l.spans.windows(2).all(|w| w[0].hi <= w[1].lo);
        }
    }

    /// The lists (each sorted by address once [`Merged::finish`]ed).
    fn lists(&self) -> impl Iterator<Item = &[Span]> {
        self.lists.iter().map(|l| l.spans.as_slice())
    }

    /// Whether every list is disjoint (known once [`Merged::finish`]ed).
    fn disjoint(&self) -> bool {
        self.lists.iter().all(|l| l.disjoint)
    }
}

/// Add `s` to `spans`, joined to the last span where it touches it (or, both reading, overlaps
/// it; or, both writing and `gap`, follows it closely: [`join_last`]); returns whether `s`
/// starts at or after the last span.
fn join(spans: &mut Vec<Span>, s: Span, gap: bool) -> bool {
    match spans.last() {
        Some(p) if s.lo < p.lo => {
            spans.push(s);
            false
        }
        Some(_) => {
            join_last(spans, s, gap);
            true
        }
        None => {
            spans.push(s);
            true
        }
    }
}

/// Add `s`, which starts at or after the last of `spans` (there is one), joined to it where
/// it touches it, (both reading) overlaps it, or (both writing, and `gap`) follows it at most
/// [`GAP`] bytes after it.
fn join_last(spans: &mut Vec<Span>, s: Span, gap: bool) {
    let p = spans.last_mut().expect("a span to join");
    if s.lo == p.hi || (s.kind == Kind::READ && s.lo <= p.hi) || (gap && s.kind.writes() && s.lo >= p.hi && s.lo - p.hi <= GAP) {
        p.hi = p.hi.max(s.hi);
    } else {
        spans.push(s);
    }
}

/// Spans in address order, looked at one by one: does one write bytes that an earlier one
/// touched, or touch bytes an earlier one wrote? Spans that only read may overlap (every block
/// reads the kernel's arguments).
#[derive(Default)]
pub struct Sweep {
    hi_any: u64,
    hi_writes: u64,
}

impl Sweep {
    /// The next span (none before it starts after it); `true`: it overlaps an earlier one.
    #[inline]
    pub fn clash(&mut self, s: Span) -> bool {
        if s.lo >= s.hi {
            return false;
        }
        let clash = if s.kind.writes() { s.lo < self.hi_any } else { s.lo < self.hi_writes };
        self.hi_any = self.hi_any.max(s.hi);
        if s.kind.writes() {
            self.hi_writes = self.hi_writes.max(s.hi);
        }
        clash
    }
}

/// Whether the workers' merged spans (each [`Merged::finish`]ed) overlap where two blocks might
/// conflict, checked on up to `threads` threads of the current rayon pool, a range of addresses
/// each (the module's header). `false`: no two blocks' accesses conflict.
pub fn overlap(workers: &[Merged], threads: usize) -> bool {
    if !workers.iter().all(Merged::disjoint) {
        return true;
    }
    let lists: Vec<&[Span]> = workers.iter().flat_map(Merged::lists).collect();
    let spans: usize = lists.iter().map(|l| l.len()).sum();
    if threads <= 1 || spans < MIN_SPANS_PARALLEL {
        return overlap_in(&lists, 0, u64::MAX);
    }
    let cuts = cuts(&lists, threads.min(spans / MIN_SPANS_PER_THREAD), spans);
    // (as a parallel iterator: threads that are busy or asleep leave their ranges to the others)
    (0..=cuts.len()).into_par_iter().any(|k| range(&cuts, k).is_some_and(|(lo, hi)| overlap_in(&lists, lo, hi)))
}

/// Whether [`overlap`] checks `workers`' spans on several threads (enough of them to pay for
/// waking the threads): the caller then runs it on the pool that has them.
pub fn wide(workers: &[Merged]) -> bool {
    workers.iter().flat_map(Merged::lists).map(|l| l.len()).sum::<usize>() >= MIN_SPANS_PARALLEL
}

/// The `k`-th range of addresses `[lo, hi)` that `cuts` make (none past the last).
fn range(cuts: &[u64], k: usize) -> Option<(u64, u64)> {
    let lo = if k == 0 { 0 } else { *cuts.get(k - 1)? };
    Some((lo, cuts.get(k).copied().unwrap_or(u64::MAX)))
}

/// Below this many spans per thread, waking the pool's threads costs more than it saves.
const MIN_SPANS_PER_THREAD: usize = 64;

/// Below this many spans the check stays on the calling thread: about 100 µs of work (25 ns
/// a span on the 2-core machine), what handing it to the pool's threads and back cost there
/// (70-140 µs, in a virtual machine). The five benchmark kernels leave 500-900 spans (about
/// one per region and kind for each run of blocks a worker claims): `BENCHMARKS.md`, speed
/// pass 11.
const MIN_SPANS_PARALLEL: usize = 4096;

/// Where to cut the address space into `ranges` ranges holding about as many spans each: the
/// `ranges - 1` cuts, in increasing order, each the start of a span (sampled: about
/// [`SAMPLES_PER_RANGE`] per range, spread evenly over each list in proportion to its length).
fn cuts(lists: &[&[Span]], ranges: usize, spans: usize) -> Vec<u64> {
    let mut starts: Vec<u64> = lists
        .iter()
        .flat_map(|l| {
            let k = (l.len() * SAMPLES_PER_RANGE * ranges).div_ceil(spans.max(1)).min(l.len());
            // the middles of `k` equal parts of the list
            (0..k).map(move |j| l[(2 * j + 1) * l.len() / (2 * k)].lo)
        })
        .collect();
    starts.sort_unstable();
    let mut cuts: Vec<u64> = (1..ranges).filter_map(|k| starts.get(k * starts.len() / ranges).copied()).collect();
    cuts.dedup();
    cuts
}

/// Spans sampled per range to place the cuts.
const SAMPLES_PER_RANGE: usize = 16;

/// Whether the disjoint sorted `lists`, cut to the addresses `[lo, hi)`, overlap where two
/// blocks might conflict (the module's header: each list's spans that meet the range, found by
/// binary search, then merged in address order as they are: `runs::for_each_chunk`).
fn overlap_in(lists: &[&[Span]], lo: u64, hi: u64) -> bool {
    // (disjoint and sorted by start: sorted by end too)
    let meet: Vec<&[Span]> = lists
        .iter()
        .map(|l| {
            let (a, b) = (l.partition_point(|s| s.hi <= lo), l.partition_point(|s| s.lo < hi));
            &l[a..b.max(a)]
        })
        .collect();
    let mut sweep = Sweep::default();
    let mut found = false;
    // (only a list's first span in the range can start before it)
    crate::run::runs::for_each_chunk(
        &meet,
        |s| s.lo.max(lo),
        |chunk| {
            if !found {
                found = chunk.iter().any(|s| sweep.clash(Span { lo: s.lo.max(lo), hi: s.hi.min(hi), kind: s.kind }));
            }
        },
    );
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run::mem::track::{conflicts, Kind};

    /// The kinds of access the tests mix: a read, a write and an order-independent atomic.
    fn kinds() -> [Kind; 3] {
        [Kind::READ, Kind::WRITE, Kind::atomic(crate::front::ll::ast::RmwOp::Add, 4, false)]
    }

    fn sp(lo: u64, hi: u64, kind: Kind) -> Span {
        Span { lo, hi, kind }
    }

    fn spans(m: &Merged) -> Vec<Span> {
        m.lists().flatten().copied().collect()
    }

    const R1: u64 = 1 << 32;
    const R2: u64 = 2 << 32;

    #[test]
    fn consecutive_blocks_become_one_span_per_region_and_kind() {
        let mut m = Merged::default();
        for b in 0..16u64 {
            m.add(sp(R1 + 1024 * b, R1 + 1024 * (b + 1), Kind::READ), b);
            m.add(sp(R2 + 4 * b, R2 + 4 * (b + 1), Kind::WRITE), b);
            // reads of one argument by every block
            m.add(sp(R1 + 8, R1 + 16, Kind::READ), b);
        }
        m.finish();
        // the argument read overlaps the first block's read: all one read span
        assert_eq!(spans(&m), vec![sp(R1, R1 + 16 * 1024, Kind::READ), sp(R2, R2 + 64, Kind::WRITE)]);
        assert!(!overlap(&[m], 1));
    }

    #[test]
    fn writes_that_overlap_are_never_joined() {
        let mut m = Merged::default();
        m.add(sp(R1, R1 + 8, Kind::WRITE), 0);
        m.add(sp(R1 + 4, R1 + 12, Kind::WRITE), 0);
        m.finish();
        assert_eq!(spans(&m).len(), 2);
        assert!(overlap(&[m], 1));
    }

    /// A compaction's stores (each wave writes the first few elements of its slice) of
    /// consecutive blocks are one span; another worker's read in one of the gaps then counts
    /// as an overlap, which the sweep of the blocks' own spans finds is no conflict. A gap
    /// after a block that is not the one before is not joined: the blocks between ran on
    /// other workers (here: block 4's store, between blocks 3 and 5 of this worker).
    #[test]
    fn writes_a_gap_apart_are_joined_and_the_sweep_clears_a_read_between_them() {
        let (mut m, mut fine) = (Merged::default(), vec![]);
        for w in 0..8u64 {
            let s = sp(R1 + 256 * w, R1 + 256 * w + 4 * (1 + w % 5), Kind::WRITE);
            m.add(s, w / 2);
            fine.push((s, w / 2));
        }
        // beyond the widest gap: a span of its own
        m.add(sp(R1 + 8 * 256 + GAP + 1, R1 + 8 * 256 + GAP + 9, Kind::WRITE), 4);
        // blocks 3 and 5 one gap apart, block 4 between them on another worker
        let mut other = Merged::default();
        m.add(sp(R2, R2 + 4, Kind::WRITE), 3);
        other.add(sp(R2 + 4, R2 + 8, Kind::WRITE), 4);
        m.add(sp(R2 + 8, R2 + 12, Kind::WRITE), 5);
        m.finish();
        other.finish();
        assert_eq!(
            spans(&m),
            vec![
                sp(R1, R1 + 7 * 256 + 12, Kind::WRITE),
                sp(R1 + 8 * 256 + GAP + 1, R1 + 8 * 256 + GAP + 9, Kind::WRITE),
                sp(R2, R2 + 4, Kind::WRITE),
                sp(R2 + 8, R2 + 12, Kind::WRITE)
            ]
        );
        assert!(!overlap(&[m, other], 1));
        let mut m = Merged::default();
        for (s, b) in &fine {
            m.add(*s, *b);
        }
        m.finish();
        let mut other = Merged::default();
        let read = sp(R1 + 100, R1 + 104, Kind::READ);
        other.add(read, 9);
        other.finish();
        assert!(overlap(&[m, other], 1));
        fine.push((read, 9));
        assert!(conflicts(fine, u64::MAX, 8).is_empty());
    }

    /// A worker that runs blocks 10 and 11, then block 3 taken from another worker's run
    /// (`run::claims`): block 3's store is not joined to block 11's across the gap (block 5,
    /// which ran elsewhere, reads in it: joined, that would be an overlap where nothing
    /// conflicts), and a store of block 3 over block 10's is found though both ran on one
    /// worker.
    #[test]
    fn a_block_taken_from_another_worker_is_no_neighbour_and_its_overlaps_count() {
        let mine = |third: Span| {
            let mut m = Merged::default();
            m.add(sp(R1, R1 + 4, Kind::WRITE), 10);
            m.add(sp(R1 + 4, R1 + 8, Kind::WRITE), 11);
            m.add(third, 3);
            m.finish();
            m
        };
        let mut other = Merged::default();
        other.add(sp(R1 + 100, R1 + 104, Kind::READ), 5);
        other.finish();
        let m = mine(sp(R1 + 8 + GAP, R1 + 12 + GAP, Kind::WRITE));
        assert_eq!(spans(&m), vec![sp(R1, R1 + 8, Kind::WRITE), sp(R1 + 8 + GAP, R1 + 12 + GAP, Kind::WRITE)]);
        assert!(!overlap(&[m, other], 1));
        assert!(overlap(&[mine(sp(R1 + 2, R1 + 6, Kind::WRITE))], 1));
    }

    #[test]
    fn lists_out_of_order_are_sorted() {
        let mut m = Merged::default();
        m.add(sp(R1 + 1000, R1 + 1100, Kind::WRITE), 0);
        m.add(sp(R1, R1 + 50, Kind::WRITE), 1);
        m.add(sp(R1 + 50, R1 + 60, Kind::WRITE), 2);
        m.finish();
        assert_eq!(spans(&m), vec![sp(R1, R1 + 60, Kind::WRITE), sp(R1 + 1000, R1 + 1100, Kind::WRITE)]);
    }

    /// Against the blocks' own spans: wherever two blocks conflict, the workers' merged spans
    /// overlap (random blocks, spans and kinds, blocks dealt to workers in runs).
    #[test]
    fn no_overlap_means_no_conflict() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut rnd = |n: u64| crate::numerics::rng::xorshift(&mut seed) % n;
        let kinds = kinds();
        let (mut clean, mut flagged) = (0, 0);
        for _ in 0..3000 {
            let blocks = 1 + rnd(12);
            let workers = 1 + rnd(3) as usize;
            let mut fine = vec![];
            let mut merged: Vec<Merged> = (0..workers).map(|_| Merged::default()).collect();
            for b in 0..blocks {
                let w = (b as usize / 2) % workers;
                for _ in 0..1 + rnd(3) {
                    let region = (1 + rnd(2)) << 32;
                    // (offsets far enough apart that write spans a gap apart are joined or not)
                    let lo = region + rnd(8) * 4 * [1, 40, 80][rnd(3) as usize] + b * rnd(2) * 8;
                    let s = sp(lo, lo + 1 + rnd(12), kinds[rnd(3) as usize]);
                    fine.push((s, b));
                    merged[w].add(s, b);
                }
            }
            merged.iter_mut().for_each(Merged::finish);
            let quick = overlap(&merged, 3);
            let found = !conflicts(fine, u64::MAX, 8).is_empty();
            assert!(quick || !found, "a conflict the quick check missed");
            if quick {
                flagged += 1;
            } else {
                clean += 1;
            }
        }
        // both outcomes were exercised
        assert!(clean > 100 && flagged > 100, "{clean} {flagged}");
    }

    /// The model the check must agree with: some two spans (of any lists) share a byte, and one
    /// of them writes.
    fn any_pair_overlaps(spans: &[Span]) -> bool {
        spans
            .iter()
            .enumerate()
            .any(|(i, a)| spans[i + 1..].iter().any(|b| a.lo.max(b.lo) < a.hi.min(b.hi) && (a.kind.writes() || b.kind.writes())))
    }

    /// Disjoint sorted lists, as finished workers have them (random kinds, spans touching or
    /// apart, in two regions).
    fn disjoint_lists(rnd: &mut impl FnMut(u64) -> u64) -> Vec<Vec<Span>> {
        let kinds = kinds();
        (0..1 + rnd(5))
            .map(|_| {
                let (kind, mut at) = (kinds[rnd(3) as usize], (1 + rnd(2)) << 32);
                (0..rnd(40))
                    .map(|_| {
                        let lo = at + rnd(3) * rnd(20);
                        at = lo + 1 + rnd(30);
                        sp(lo, at, kind)
                    })
                    .collect()
            })
            .collect()
    }

    /// Each range's answer on the spans cut to it, together, is every pair's, wherever the cuts
    /// fall: at a span's start or end, inside a span (which is then checked in both ranges), in
    /// no span, or in another region.
    #[test]
    fn ranges_together_are_every_pair() {
        // the one overlap lies past a cut that the write crosses
        let (write, read) = ([sp(R1 + 100, R1 + 200, Kind::WRITE)], [sp(R1 + 150, R1 + 160, Kind::READ)]);
        let cut = R1 + 120;
        assert!(!overlap_in(&[&write, &read], 0, cut));
        assert!(overlap_in(&[&write, &read], cut, u64::MAX));
        let mut seed = 0x51_7cc1_b727_220au64;
        let mut rnd = |n: u64| crate::numerics::rng::xorshift(&mut seed) % n;
        let (mut clean, mut flagged, mut crossing) = (0, 0, 0);
        for _ in 0..4000 {
            let lists = disjoint_lists(&mut rnd);
            let all: Vec<Span> = lists.concat();
            let slices: Vec<&[Span]> = lists.iter().map(Vec::as_slice).collect();
            let mut cuts: Vec<u64> = (0..rnd(6))
                .map(|_| match (all.len(), rnd(3)) {
                    (0, _) | (_, 0) => ((1 + rnd(2)) << 32) + rnd(600),
                    (n, 1) => all[rnd(n as u64) as usize].lo,
                    (n, _) => all[rnd(n as u64) as usize].hi - rnd(2),
                })
                .collect();
            cuts.sort_unstable();
            cuts.dedup();
            crossing += all.iter().filter(|s| cuts.iter().any(|&c| s.lo < c && c < s.hi)).count();
            let ranges = (0..).map_while(|k| range(&cuts, k));
            let by_ranges = ranges.map(|(lo, hi)| overlap_in(&slices, lo, hi)).fold(false, |a, b| a | b);
            let want = any_pair_overlaps(&all);
            assert_eq!(by_ranges, want, "{lists:?} cut at {cuts:?}");
            assert_eq!(overlap_in(&slices, 0, u64::MAX), want);
            if want {
                flagged += 1;
            } else {
                clean += 1;
            }
        }
        assert!(clean > 300 && flagged > 300 && crossing > 1000, "{clean} {flagged} {crossing}");
    }

    /// The check as a pass runs it, on a pool of four threads (workers' lists from random
    /// blocks, enough spans to cut the addresses into ranges): every pair's answer.
    #[test]
    fn on_every_thread_the_answer_is_every_pair() {
        let mut seed = 0x2f1e_9d0c_8b7a_6958u64;
        let mut rnd = |n: u64| crate::numerics::rng::xorshift(&mut seed) % n;
        let kinds = kinds();
        let pool = rayon::ThreadPoolBuilder::new().num_threads(4).build().expect("a pool");
        let (mut clean, mut flagged) = (0, 0);
        // 1.5-2 spans a block (neighbours' reads join); about two stray accesses a round
        let blocks = MIN_SPANS_PARALLEL as u64;
        for round in 0..150 {
            let workers = 1 + rnd(4) as usize;
            let mut merged: Vec<Merged> = (0..workers).map(|_| Merged::default()).collect();
            // blocks in claims of a few, dealt to the workers at random; each block writes its
            // slice of one buffer, reads its own of another (now and then its neighbour's too),
            // spans apart so that they are not joined; rarely a stray write
            let mut b = 0;
            while b < blocks {
                let (w, claim) = (rnd(workers as u64) as usize, b..b + 1 + rnd(4));
                b = claim.end;
                for i in claim {
                    let out = (2 << 32) + 512 * i;
                    merged[w].add(sp((1 << 32) + 64 * i, (1 << 32) + 64 * i + 32 + 64 * rnd(2), Kind::READ), i);
                    merged[w].add(sp(out, out + 16 - 4 * rnd(2), Kind::WRITE), i);
                    if rnd(blocks / 2) == 0 {
                        let (region, far) = ((1 + rnd(2)) << 32, 1 + rnd(4));
                        let at = region + rnd(blocks * 64 * far);
                        merged[w].add(sp(at, at + 1 + rnd(8), kinds[1 + rnd(2) as usize]), i);
                    }
                }
            }
            merged.iter_mut().for_each(Merged::finish);
            let all: Vec<Span> = merged.iter().flat_map(|m| m.lists().flatten().copied()).collect();
            assert!(all.len() >= MIN_SPANS_PARALLEL.max(4 * MIN_SPANS_PER_THREAD), "{}", all.len());
            let want = any_pair_overlaps(&all);
            assert_eq!(pool.install(|| overlap(&merged, 4)), want, "round {round}");
            if want {
                flagged += 1;
            } else {
                clean += 1;
            }
        }
        assert!(clean > 50 && flagged > 50, "{clean} {flagged}");
    }
}
