//! The launch's third stage: run every block, and give the sequential schedule's result.
//!
//! - **In order** (`--schedule sequential`, or a grid of one block): blocks one after another
//!   in linear order on this thread, global memory untracked.
//! - **Parallel** (the default): a pass runs the blocks on every core (`--jobs N` threads),
//!   with no lock around global memory (`mem::global`), each block logging the global bytes it
//!   touches (`mem::track`). When no two blocks conflict (a byte one of them writes that the
//!   other reads or writes, order-independent atomics aside) the pass's result is the
//!   sequential one, bit for bit. Otherwise memory goes back to what it was before the pass,
//!   and the blocks run again in order, watching the conflicting bytes: that run is the result,
//!   each race between blocks is a `warning[race]` (an error under `--strict`) naming both
//!   accesses, and the report says why the blocks ran again (`RunReport::rerun`).
//!
//!   The logs grow with the blocks run, so a pass runs at most [`MAX_PASS_BLOCKS`] blocks (and
//!   stops taking blocks early once its workers have logged [`MAX_PASS_SPANS`] spans); the rest
//!   of the grid runs in further passes, each checked and kept on its own (all blocks of a pass
//!   run after every block of the passes before it, as in block order). A conflict in a later
//!   pass re-runs in order from that pass's first block. So a grid of billions of blocks runs in
//!   bounded memory, with the sequential result. A race whose two blocks fall in different
//!   passes cannot change the result and is not reported; the passes' bounds are fixed block
//!   counts, so what is reported does not depend on timing, unless the span bound struck.

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::error::{ErrKind, Location};
use crate::run::check::race::{Access, AccessKind, Race, Space};
use crate::run::claims::{Claims, Refill};
use crate::run::exec::LaunchInfo;
use crate::run::launch::{past_deadline, run_one_block, BlockShape, Collected, Grid, LaunchConfig, Phases, Plan, Ticker, Worker};
use crate::run::mem::quick::{self, Merged};
use crate::run::mem::track::{conflicts, Kind, Pair, Watch, Who};
use crate::run::mem::{Global, Pass, Region};
use crate::run::wave_steps::WaveSteps;
use crate::run::worker_times::{Stopwatch, WorkerTimes};

/// Conflicting bytes watched by a re-run (the first in address order).
const MAX_WATCHED: usize = 256;

/// The most blocks one parallel pass runs: a grid up to this size is one pass.
pub const MAX_PASS_BLOCKS: u64 = 1 << 16;

/// The most global-access spans one parallel pass logs (32 bytes each, about as much again in
/// the quick check's lists and the sweep's copy) before it stops taking blocks: the bound for
/// blocks that touch memory in many scattered places.
const MAX_PASS_SPANS: u64 = 1 << 22;

/// What the blocks produced, the threads they ran on, why they ran again in order (if they
/// did), and where the time went.
pub(super) struct Scheduled {
    pub done: Collected,
    /// Each wave's instruction count (the first 2^20 waves).
    pub steps: WaveSteps,
    pub threads: usize,
    pub rerun: Option<String>,
    pub phases: Phases,
}

/// Seconds since the last lap.
fn lap(t: &mut Instant) -> f64 {
    let now = Instant::now();
    let s = (now - *t).as_secs_f64();
    *t = now;
    s
}

/// The threads a launch's blocks run on: how many, and the pool of `--jobs` (one thread fewer:
/// the calling thread is a worker too; else rayon's global pool). Made before the launch's
/// clock starts, as the program is decoded before it: starting threads is the process's cost,
/// not the launch's. With [`LaunchConfig::repeat`] they also keep the workers' state from
/// launch to launch ([`Kept`]).
pub(super) struct Workers {
    threads: usize,
    pool: Option<rayon::ThreadPool>,
    kept: Kept,
}

impl Workers {
    pub fn new(cfg: &LaunchConfig, blocks: u64) -> Workers {
        let kept = Kept::default();
        if !cfg.parallel || blocks <= 1 {
            return Workers { threads: 1, pool: None, kept };
        }
        // (rayon's global pool starts here, the first time)
        let threads = cfg.jobs.unwrap_or_else(rayon::current_num_threads).min(blocks.min(usize::MAX as u64) as usize).max(1);
        // (this thread is one of the `--jobs` threads: `Workers::each_thread`)
        let pool = cfg.jobs.filter(|_| threads > 1).and_then(|_| rayon::ThreadPoolBuilder::new().num_threads(threads - 1).build().ok());
        Workers { threads, pool, kept }
    }

    /// Make one worker per thread, on the pool's threads, before the launch's clock starts
    /// (`Worker::prepared`): what a worker's first block would otherwise spend making its
    /// register files and mapping their pages (0.25–0.45 ms of a 2–3 ms launch on 16 cores,
    /// `BENCHMARKS.md`, speed pass 10 on the device), as the threads themselves start before it.
    pub fn prepare(&self, plan: &Plan) {
        if self.threads == 1 {
            self.kept.put(Worker::prepared(plan), false);
            return;
        }
        self.install(|| {
            rayon::scope(|sc| {
                for _ in 0..self.threads {
                    sc.spawn(|_| self.kept.put(Worker::prepared(plan), false));
                }
            })
        });
    }

    /// `work(me)` for every worker `me` at once, `0` on this thread and the others on
    /// the pool's threads; their results, in the order they ended. This thread waits for the
    /// last one awake, looking for up to [`MAX_SPIN`] before it sleeps: a pass's workers end
    /// within microseconds of each other. Before, the pass ran inside a hand-over to the pool,
    /// and two sleeping threads were woken at its end (the pool's thread that ran it, then
    /// this one): 0.03-0.12 ms in the device's virtual machines, of a 16-core pass of 2-3 ms
    /// (`BENCHMARKS.md`, speed pass 11).
    fn each_thread<R: Send>(&self, work: impl Fn(usize) -> R + Sync) -> Vec<R> {
        let threads = self.threads;
        if threads == 1 {
            return vec![work(0)];
        }
        let done = std::sync::Mutex::new(Vec::with_capacity(threads));
        let ended = AtomicUsize::new(0);
        let run = |me: usize| {
            let r = work(me);
            done.lock().unwrap_or_else(|p| p.into_inner()).push(r);
            ended.fetch_add(1, Ordering::Release);
        };
        let all_ended = || ended.load(Ordering::Acquire) == threads;
        match &self.pool {
            Some(p) => p.in_place_scope(|sc| run_all(sc, threads, &run, all_ended)),
            None => rayon::in_place_scope(|sc| run_all(sc, threads, &run, all_ended)),
        }
        done.into_inner().unwrap_or_else(|p| p.into_inner())
    }

    /// Run `f` on the pool (on this thread when there is one thread).
    fn install<R: Send>(&self, f: impl FnOnce() -> R + Send) -> R {
        match &self.pool {
            Some(p) => p.install(f),
            // (rayon's global pool: `scope` runs `f` on one of its threads)
            None if self.threads > 1 => rayon::scope(|_| f()),
            None => f(),
        }
    }
}

/// The longest a thread looks for the others' ends before it sleeps ([`Workers::each_thread`]).
const MAX_SPIN: Duration = Duration::from_micros(500);

/// Look at `cond` until it holds or `max` has passed, giving the processor to other threads
/// between looks (with more threads than cores, the ones it waits for may need it).
fn spin_until(max: Duration, cond: impl Fn() -> bool) {
    let start = Instant::now();
    while !cond() && start.elapsed() < max {
        std::thread::yield_now();
    }
}

/// `run(me)` for `me` in `1..threads` spawned on the scope's pool, then `run(0)` here; then
/// wait awake for `all_ended` ([`Workers::each_thread`]).
fn run_all<'s>(sc: &rayon::Scope<'s>, threads: usize, run: &'s (impl Fn(usize) + Sync), all_ended: impl Fn() -> bool) {
    for me in 1..threads {
        sc.spawn(move |_| run(me));
    }
    run(0);
    spin_until(MAX_SPIN, all_ended);
}

/// The workers made before a launch ([`Workers::prepare`]) and what the workers of a launch
/// leave for the next one (`LaunchConfig::repeat`): their waves' registers and private memory,
/// LDS buffers and call sites, so that later launches find them warm, as a GPU benchmark's
/// later launches find their threads' stacks and caches. Nothing a result depends on: a worker
/// carries the same from block to block, whichever blocks it takes; what belongs to one launch
/// goes (`Worker::for_next_launch`). They are freed with the [`Workers`], after the launch's
/// clock has stopped.
#[derive(Default)]
struct Kept(std::sync::Mutex<Vec<Worker>>);

impl Kept {
    fn take(&self) -> Worker {
        let kept = self.0.lock().unwrap_or_else(|p| p.into_inner()).pop();
        kept.map(Worker::for_next_launch).unwrap_or_default()
    }

    /// Keep `worker` for the next launch, unless its last block stopped with an error
    /// (`failed`): that block's waves, stacks and call sites were left mid-way, and within a
    /// launch no block runs after them either.
    fn put(&self, worker: Worker, failed: bool) {
        if !failed {
            self.0.lock().unwrap_or_else(|p| p.into_inner()).push(worker);
        }
    }
}

/// Run every block (the third stage), the launch started at `start`.
pub(super) fn schedule(plan: &mut Plan, workers: &Workers, cfg: &LaunchConfig, regions: &mut [Region], start: Instant) -> Scheduled {
    plan.info.deadline = cfg.time_limit.map(|t| start + t);
    let Plan { ref info, ref argv, ref shape, grid } = *plan;
    let steps = WaveSteps::new(grid.blocks, shape.nwaves);
    let blocks = Blocks { info, shape, grid, argv, steps: &steps, kept: &workers.kept };
    let threads = workers.threads;
    let mut phases = Phases::default();
    let mut t = Instant::now();
    if !cfg.parallel || grid.blocks <= 1 {
        let progress = Ticker::new(cfg.progress.clone(), grid.blocks, start);
        let done = blocks.in_order(&Global::new(regions, Pass::InOrder), 0, None, &progress).0;
        progress.finish();
        phases.blocks_s = lap(&mut t);
        return Scheduled { done, steps, threads: 1, rerun: None, phases };
    }
    let pass_blocks = cfg.pass_blocks.unwrap_or(MAX_PASS_BLOCKS).max(1);
    let progress = Ticker::new(cfg.progress.clone(), grid.blocks, start);
    // the passes' results so far, and the first block of the next pass
    let mut kept = Collected::default();
    let mut from = 0u64;
    let (found, global) = loop {
        let global = Global::new(regions, Pass::Parallel);
        phases.snapshot_s += lap(&mut t);
        let end = from.saturating_add(pass_blocks).min(grid.blocks);
        // the pass, then the quick check on the workers' merged spans (`mem::quick`), on the
        // pool's threads only when they are many; after an error, only pairs with a block at
        // or before the failing one count, which only the blocks' own spans tell
        let (parts, to) = blocks.parallel(&global, workers, &progress, from..end);
        phases.blocks_s += lap(&mut t);
        let mut pass = Collected::gather(parts);
        let overlap = || quick::overlap(&pass.merged, threads);
        let quiet = pass.error.is_none() && !if quick::wide(&pass.merged) { workers.install(overlap) } else { overlap() };
        let times = std::mem::take(&mut pass.times);
        if from == 0 {
            phases.workers = WorkerTimes::of(&times);
        }
        // blocks after a failing one never run in order; a launch past its time stops there
        let last = pass.error.as_ref().map_or(u64::MAX, |(b, _)| *b);
        let spans = std::mem::take(&mut pass.spans);
        let timed_out = pass.error.as_ref().is_some_and(|(_, e)| e.kind == ErrKind::TimeLimit);
        // (on the pool: the sweep sorts on its threads)
        let found = if timed_out || quiet { vec![] } else { workers.install(|| conflicts(spans.concat(), last, MAX_WATCHED)) };
        phases.sweep_s += lap(&mut t);
        if !found.is_empty() {
            break (found, global);
        }
        let ended = pass.error.is_some() || to >= grid.blocks;
        pass.merged.clear();
        kept.merge(pass);
        if ended {
            progress.finish();
            return Scheduled { done: kept, steps, threads, rerun: None, phases };
        }
        from = to;
    };
    global.restore();
    // the failed pass's blocks count again as they re-run
    let progress = Ticker::new(cfg.progress.clone(), grid.blocks, start);
    progress.tick(from);
    let (rest, watch) = blocks.in_order(&Global::new(regions, Pass::InOrder), from, Some(Watch::new(&found)), &progress);
    progress.finish();
    let mut done = kept;
    done.merge(rest);
    let pairs = watch.map(|w| w.pairs).unwrap_or_default();
    let rerun = report_pairs(info, regions, &pairs, &mut done, found[0].blocks);
    phases.rerun_s = lap(&mut t);
    Scheduled { done, steps, threads: 1, rerun: Some(rerun), phases }
}

/// The blocks of a launch and what runs them.
struct Blocks<'a, 'p> {
    info: &'a LaunchInfo<'p>,
    shape: &'a BlockShape,
    grid: Grid,
    argv: &'a [([u64; crate::run::exec::L], u64)],
    /// Where each block's waves' instruction counts go.
    steps: &'a WaveSteps,
    /// The workers' state from the last launch.
    kept: &'a Kept,
}

impl Blocks<'_, '_> {
    /// Every block in linear order on this thread; with `watch`, every global access is
    /// tracked and the watched bytes' conflicts are named (returned with the watch).
    fn in_order(&self, global: &Global, from: u64, watch: Option<Watch>, progress: &Ticker) -> (Collected, Option<Watch>) {
        let mut all = Collected::default();
        let mut worker = self.kept.take();
        let tracked = watch.is_some();
        worker.tracker.watch = watch;
        for i in from..self.grid.blocks {
            let r = past_deadline(self.info).and_then(|()| run_one_block(self.info, self.shape, &mut worker, i, self.grid.coords(i), self.argv, global, tracked));
            worker.tracker.log.clear();
            let stop = r.is_err();
            all.add(i, r, self.steps);
            progress.tick(1);
            if stop {
                break;
            }
        }
        let watch = worker.tracker.watch.take();
        self.kept.put(worker, all.error.is_some());
        (all, watch)
    }

    /// A parallel pass over `pass`: `threads` workers take runs of consecutive blocks, and
    /// the unstarted parts of each other's runs once none are left (`run::claims`), each
    /// block's global accesses logged (`Collected::spans`), until every block is taken or the
    /// workers have logged [`MAX_PASS_SPANS`] spans (the blocks already taken still run).
    /// Returns one worker's results per part, and the end of the blocks the pass ran. One
    /// worker runs on this thread, the others on the pool's threads (`Workers::each_thread`).
    fn parallel(&self, global: &Global, workers: &Workers, progress: &Ticker, pass: std::ops::Range<u64>) -> (Vec<Collected>, u64) {
        let threads = workers.threads;
        let claims = Claims::new(pass, threads);
        // blocks past a failing one need not run: their results are never reported
        let stop = AtomicU64::new(u64::MAX);
        let logged = AtomicU64::new(0);
        let started = Instant::now();
        let worker = |me: usize| {
            let mut clock = Stopwatch::start(started);
            let mut worker = self.kept.take();
            let mut mine = Collected::default();
            let (mut spans, mut merged) = (vec![], Merged::default());
            // blocks run that the progress bar has not heard of: it hears once per run (a
            // counter and a lock that every worker touches, once per block, cost 16 cores
            // cache-line transfers in every block)
            let (mut unticked, mut unlogged) = (0, 0);
            loop {
                let Some(i) = claims.next(me) else {
                    progress.tick(std::mem::take(&mut unticked));
                    logged.fetch_add((spans.len() - unlogged) as u64, Ordering::Relaxed);
                    unlogged = spans.len();
                    // (after a failing block, the counter's blocks all come after it)
                    let fresh = logged.load(Ordering::Relaxed) < MAX_PASS_SPANS && stop.load(Ordering::Relaxed) == u64::MAX;
                    match claims.refill(me, fresh) {
                        Some(Refill::Counter) => continue,
                        Some(Refill::Stolen) => {
                            clock.stole();
                            continue;
                        }
                        None => break,
                    }
                };
                if i > stop.load(Ordering::Relaxed) {
                    // (the rest of this worker's run is past the failing block too)
                    continue;
                }
                let r = past_deadline(self.info).and_then(|()| run_one_block(self.info, self.shape, &mut worker, i, self.grid.coords(i), self.argv, global, true));
                let from = spans.len();
                worker.tracker.log.drain_into(i, &mut spans);
                for &(s, _) in &spans[from..] {
                    merged.add(s, i);
                }
                if r.is_err() {
                    stop.fetch_min(i, Ordering::Relaxed);
                }
                mine.add(i, r, self.steps);
                clock.block_done();
                unticked += 1;
            }
            merged.finish();
            mine.times.push(clock.stop());
            mine.spans.push(spans);
            mine.merged.push(merged);
            self.kept.put(worker, mine.error.is_some());
            mine
        };
        (workers.each_thread(worker), claims.end())
    }
}

/// Turn the re-run's conflicting pairs into `race` reports (`run::check::race`: warnings, or
/// under `--strict` the run's `race` error, unless an earlier block failed first), and say why
/// the blocks ran again. `blocks`: the first conflict's blocks in the parallel pass, for when
/// the re-run saw none.
fn report_pairs(info: &LaunchInfo, regions: &[Region], pairs: &[Pair], done: &mut Collected, blocks: (u64, u64)) -> String {
    let races: Vec<&Pair> = pairs.iter().filter(|p| p.is_race()).collect();
    if info.checks.race {
        for p in &races {
            let race = as_race(regions, p);
            let warnings = done.warnings.entry(p.then.block).or_default();
            if let Err(e) = race.report(info, warnings) {
                if done.error.as_ref().is_none_or(|(b, _)| p.then.block <= *b) {
                    done.error = Some((p.then.block, e));
                }
                break;
            }
        }
    }
    if !races.is_empty() {
        let shown = if info.checks.race { " (warning[race])" } else { "" };
        return format!("{} race(s) between blocks{shown}", races.len());
    }
    match pairs.first() {
        Some(p) => {
            let (a, b) = (atomic_words(info, &p.first), atomic_words(info, &p.then));
            let (la, lb) = (short(&locate(info, &p.first)), short(&locate(info, &p.then)));
            let what = if (&a, &la) == (&b, &lb) {
                format!("{a} at {la} in blocks {} and {}", coords(&p.first), coords(&p.then))
            } else {
                format!("{a} at {la} in block {} and {b} at {lb} in block {}", coords(&p.first), coords(&p.then))
            };
            format!("{what} on {}: the result depends on the order of blocks", where_in(regions, p.addr))
        }
        None => format!("blocks {} and {} touched the same bytes in the parallel pass", blocks.0, blocks.1),
    }
}

/// A pair of plain accesses as the sanitizer's `race` (global memory, between blocks).
fn as_race(regions: &[Region], p: &Pair) -> Race {
    let access = |w: &Who| Access {
        func: w.func,
        pc: w.pc,
        block: w.block_idx,
        wave: w.wave,
        lane: w.lane,
        kind: match w.kind {
            Kind::READ => AccessKind::Read,
            Kind::WRITE => AccessKind::Write,
            _ => AccessKind::Atomic,
        },
    };
    Race { space: Space::Global, byte: where_in(regions, p.addr), first: access(&p.first), second: access(&p.then) }
}

fn coords(w: &Who) -> String {
    format!("({},{},{})", w.block_idx[0], w.block_idx[1], w.block_idx[2])
}

/// `byte 12 of `arg1`` (the byte's offset and the region's name).
fn where_in(regions: &[Region], addr: u64) -> String {
    let (k, off) = ((addr >> 32).wrapping_sub(1) as usize, addr & 0xffff_ffff);
    let name = regions.get(k).map_or("global memory", |r| r.name.as_str());
    format!("byte {off} of `{name}`")
}

/// An atomic access in words: what it is and why its order matters.
fn atomic_words(info: &LaunchInfo, w: &Who) -> String {
    let inst = info.prog.funcs.get(w.func as usize).and_then(|f| f.code.get(w.pc as usize));
    let text = inst.and_then(|i| info.prog.lines.get(i.line as usize - 1)).map(|t| t.trim().to_string()).unwrap_or_default();
    let op = text.split_whitespace().skip_while(|t| !matches!(*t, "atomicrmw" | "cmpxchg")).take(2).collect::<Vec<_>>().join(" ");
    if op.is_empty() {
        format!("an access that {}", w.kind.verb())
    } else {
        format!("`{op}`")
    }
}

fn locate(info: &LaunchInfo, w: &Who) -> Location {
    crate::run::exec::op_location(info, w.func, w.pc, w.block_idx, w.wave, w.lane)
}

/// `file.hip:14:5` (the source position's file name, when the module has debug lines), else
/// `.ll line 52`.
fn short(at: &Location) -> String {
    match at.src.get(crate::ll::debug::main_frame(&at.src)) {
        Some(p) => {
            let file = crate::ll::debug::shown(&p.file);
            let name = file.rsplit('/').next().unwrap_or(&file);
            format!("{name}:{}:{}", p.line, p.col)
        }
        None => format!(".ll line {}", at.line),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every worker index runs once, one of them on the calling thread, with a `--jobs` pool
    /// (one thread fewer than the workers) and with rayon's global pool.
    #[test]
    fn each_thread_runs_every_worker_once_one_on_this_thread() {
        let here = std::thread::current().id();
        for (threads, pool) in [(4, rayon::ThreadPoolBuilder::new().num_threads(3).build().ok()), (3, None), (1, None)] {
            let workers = Workers { threads, pool, kept: Kept::default() };
            let mut got = workers.each_thread(|me| (me, std::thread::current().id() == here));
            got.sort();
            let want: Vec<(usize, bool)> = (0..threads).map(|me| (me, me == 0)).collect();
            assert_eq!(got, want, "{threads} threads");
        }
    }
}
