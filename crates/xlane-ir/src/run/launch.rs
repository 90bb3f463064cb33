//! One kernel launch: place the module's variables (global memory regions, LDS offsets),
//! build the dispatch packet and implicit arguments, then run every block in linear order;
//! within a block, waves run in increasing order, each until a barrier or its end
//! (docs/launch.md "Scheduling").

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use xlane_core::semantics::UndefPolicy;
use xlane_core::target::Target;

use crate::error::{ErrKind, RResult, RunError};
use crate::front::ll::layout::STy;
use crate::front::program::*;
use crate::run::exec::stack::MAX_PRIVATE_PER_LANE;
use crate::run::exec::{BarrierVote, LaunchInfo, Regs, SiteCache, Stop, Warning, Wave, L};
use crate::run::mem::{region_addr, FieldMap, Global, Mem, Region, Tracker, LDS_APERTURE, UNDEF, UNWRITTEN};
use crate::run::wave_steps::WaveSteps;

/// A kernel argument as the launch passes it.
#[derive(Debug, Clone)]
pub enum KArg {
    /// A pointer into region `region` (an index into the launch's regions) at `offset`.
    Ptr {
        region: usize,
        offset: u64,
    },
    Null,
    /// A scalar's raw bits.
    Scalar(u64),
    /// A by-value aggregate's bytes.
    Bytes(Vec<u8>),
}

#[derive(Debug, Clone)]
pub struct LaunchConfig {
    pub target: &'static Target,
    pub wave: u32,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub shared_bytes: u32,
    pub max_steps: u64,
    pub strict: bool,
    pub policy: UndefPolicy,
    /// Run blocks on several threads, the result still the sequential schedule's
    /// (`"schedule": "parallel"`, the default; `run::schedule`).
    pub parallel: bool,
    /// Threads of the parallel schedule (`--jobs`; `None`: one per core).
    pub jobs: Option<usize>,
    /// Stop with `time-limit` once the launch has run this long (wall clock).
    pub time_limit: Option<Duration>,
    /// The device `printf` output kept, in bytes (`run::printed`; CUDA's default, 1 MiB).
    pub printf_bytes: u64,
    /// Told (blocks done, blocks in the grid) as the launch goes.
    pub progress: Option<Progress>,
    /// Approximate operations whose results may reach memory under `strict`.
    pub allow_approx: crate::numerics::approx::ApproxSet,
    /// Which engine runs plain ops: compiled code where it can (the default) or the
    /// interpreter alone. Both give the same results, bit for bit.
    pub tier: crate::tiers::jit::Tier,
    /// The shortest run of plain ops the `jit` tier compiles (`None`: [`crate::tiers::jit::MIN_RUN`],
    /// the measured break-even). The differential tests compile every run of two or more.
    pub jit_min_run: Option<usize>,
    /// The most blocks one parallel pass runs before the rest of the grid goes to a new pass
    /// (`None`: [`crate::run::schedule::MAX_PASS_BLOCKS`]); tests set it low.
    pub pass_blocks: Option<u64>,
    /// The sanitizer's checks (`xlane run --check`; all by default).
    pub checks: crate::run::check::Checks,
    /// Where a watched program's hits go (`xlane run --watch`; `run/watch.rs`).
    pub watch: Option<std::sync::Arc<crate::run::watch::Sink>>,
    /// Launches run, each from the initial memory, the program's plan and threads made once
    /// (`xlane run --repeat`; `run/repeat.rs`): every launch must give the first one's
    /// result, and the report's time is the median launch's.
    pub repeat: std::num::NonZeroU32,
}

impl LaunchConfig {
    /// One block of one thread on `target` in `wave`, sequential, strict undefined lanes, the
    /// default step cap; callers set what they need (library users and the fuzz harness do
    /// not break when a field is added).
    pub fn new(target: &'static Target, wave: u32) -> LaunchConfig {
        LaunchConfig {
            target,
            wave,
            grid: [1, 1, 1],
            block: [1, 1, 1],
            shared_bytes: 0,
            max_steps: 100_000_000,
            strict: false,
            policy: UndefPolicy::Strict,
            parallel: true,
            jobs: None,
            time_limit: None,
            printf_bytes: crate::run::printed::DEFAULT_LIMIT,
            progress: None,
            allow_approx: Default::default(),
            tier: Default::default(),
            jit_min_run: None,
            pass_blocks: None,
            checks: Default::default(),
            watch: None,
            repeat: std::num::NonZeroU32::MIN,
        }
    }
}

/// A progress hook: called with (blocks done, blocks in the grid) at most ten times a
/// second, and once at the end.
#[derive(Clone)]
pub struct Progress(pub Arc<dyn Fn(u64, u64) + Send + Sync>);

impl std::fmt::Debug for Progress {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Progress(..)")
    }
}

#[derive(Debug, Clone, Default)]
pub struct RunReport {
    /// Instructions executed by each wave: (block linear index, wave index, count), in block
    /// order (the first 2^20 waves).
    pub wave_steps: crate::run::wave_steps::WaveSteps,
    pub total_steps: u64,
    /// Wall-clock seconds of the launch (with [`LaunchConfig::repeat`], the median of the
    /// launches': the middle one, or the mean of the two middle ones).
    pub elapsed_s: f64,
    /// CPU time of the whole process during the launch (all threads), for machines shared
    /// with other work (the median of the launches'); `None` where the platform does not tell.
    pub cpu_s: Option<f64>,
    /// Each launch's timings, in order: one, or [`LaunchConfig::repeat`] of them.
    pub launches: Vec<Timing>,
    pub warnings: Vec<Warning>,
    /// Threads the blocks ran on (1: the sequential schedule).
    pub threads: usize,
    /// Why the parallel schedule's blocks ran again in order (a race, an atomic whose outcome
    /// depends on the order of blocks); `None` when they did not.
    pub rerun: Option<String>,
    /// Waves run (`wave_steps` lists at most the first 2^20).
    pub waves: u64,
    /// Regions of the module's non-LDS globals: name → region index.
    pub global_regions: Vec<(String, usize)>,
    /// Device `printf` output in schedule order: blocks in launch order, within a block the
    /// waves' turns between barriers in order, within one call the lanes in increasing order.
    pub printed: Vec<crate::run::exec::PrintLine>,
    /// The device `printf` output past `limits.printf_bytes`, dropped (`run::printed`).
    pub printf_overflow: Option<crate::run::printed::Overflow>,
    /// The approximate operations whose results reached memory, and how many lane-stores.
    pub approx: crate::numerics::approx::ApproxSet,
    pub approx_stores: u64,
    /// Where the (first) launch's wall time went (`XLANE_PHASES=1 xlane run` prints it).
    pub phases: Phases,
}

/// One launch's wall and CPU time, and where the wall time went.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Timing {
    pub elapsed_s: f64,
    pub cpu_s: Option<f64>,
    pub phases: Phases,
}

/// Wall-clock seconds of each stage of a launch. `plan_s` comes before `elapsed_s` starts; the
/// others add up to about `elapsed_s`.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Phases {
    /// Placing the variables, binding the arguments, planning and compiling the tiers,
    /// starting the worker threads.
    pub plan_s: f64,
    /// The copy of global memory a parallel pass may have to go back to.
    pub snapshot_s: f64,
    /// Running the blocks (the parallel pass, or the blocks in order).
    pub blocks_s: f64,
    /// Gathering the workers' results and looking for conflicts between blocks.
    pub sweep_s: f64,
    /// The in-order re-run after a conflict (with its memory restored).
    pub rerun_s: f64,
    /// Sorting and gathering the results into the report.
    pub report_s: f64,
    /// How the workers of the first parallel pass spent it.
    pub workers: crate::run::worker_times::WorkerTimes,
}

/// Where each global lives for this launch.
#[derive(Debug, Clone, Copy)]
enum Place {
    Region(usize),
    Lds(u64),
}

fn addr_of(places: &[Place], g: u32, off: i64, as_: u32) -> u64 {
    match places[g as usize] {
        Place::Region(k) => region_addr(k).wrapping_add(off as u64),
        Place::Lds(o) => {
            let v = o.wrapping_add(off as u64);
            if as_ == 3 {
                v
            } else {
                v | LDS_APERTURE
            }
        }
    }
}

fn cval(places: &[Place], c: &CVal) -> (u64, bool) {
    match c {
        CVal::Bits(b) => (*b, false),
        CVal::Undef => (0, true),
        CVal::Addr { g, off, as_ } => (addr_of(places, *g, *off, *as_), false),
    }
}

/// The launch's memory and run, in typed stages: [`place`] the module's variables, [`plan`]
/// what runs (arguments, register templates, the tiers' plans), [`schedule`] the blocks
/// (sequentially or on every core), and the [`RunReport`]. `regions` holds the spec's buffers
/// on entry; the module's variables, the dispatch packet and the implicit arguments are
/// appended. With [`LaunchConfig::repeat`] the placed memory is kept and the schedule and
/// report stages run again from it (`run::repeat`).
pub fn launch(prog: &Program, kernel: &str, cfg: &LaunchConfig, regions: &mut Vec<Region>, args: &[KArg], global_inits: &[(String, Vec<u8>)]) -> RResult<RunReport> {
    let (kid, kf) = prog.func(kernel).ok_or_else(|| {
        let ks: Vec<&str> = prog.funcs.iter().map(|f| f.name.as_str()).collect();
        RunError::malformed(format!("no function `{kernel}` in the module")).with_help(format!("functions defined: {}", ks.join(", ")))
    })?;
    if args.len() != kf.params.len() {
        return Err(RunError::malformed(format!("kernel `{kernel}` takes {} argument(s), the spec gives {}", kf.params.len(), args.len())));
    }
    if cfg.repeat.get() > 1 && cfg.watch.is_some() {
        return Err(RunError::new(ErrKind::Usage, "a watched launch runs once").with_help("drop `--repeat` or `--watch`"));
    }
    let planning = Instant::now();
    let placement = place(prog, kid, cfg, regions, global_inits)?;
    let mut plan = plan(prog, kid, cfg, &placement, regions, args)?;
    let workers = crate::run::schedule::Workers::new(cfg, plan.grid.blocks);
    workers.prepare(&plan);
    let plan_s = planning.elapsed().as_secs_f64();
    let mut once = |regions: &mut Vec<Region>| {
        let mut report = run_planned(&mut plan, &workers, cfg, regions)?;
        if let Some(over) = &report.printf_overflow {
            report.warnings.push(over.warning(prog, kernel));
        }
        report.global_regions = placement.global_regions.clone();
        Ok(report)
    };
    let mut report = if cfg.repeat.get() == 1 { once(regions) } else { crate::run::repeat::launches(cfg.repeat, regions, once) }?;
    report.phases.plan_s = plan_s;
    if let Some(first) = report.launches.first_mut() {
        first.phases.plan_s = plan_s;
    }
    Ok(report)
}

/// One launch of a planned kernel on `regions` (the third and last stages): the blocks run,
/// and their results gathered into the report.
fn run_planned(plan: &mut Plan, workers: &crate::run::schedule::Workers, cfg: &LaunchConfig, regions: &mut [Region]) -> RResult<RunReport> {
    let start = Instant::now();
    let cpu_start = process_cpu_s();
    let crate::run::schedule::Scheduled { done, steps, threads, rerun, mut phases } = crate::run::schedule::schedule(plan, workers, cfg, regions, start);
    let reporting = Instant::now();
    let mut report = report(done, steps, rerun.as_deref(), start, cpu_start)?;
    phases.report_s = reporting.elapsed().as_secs_f64();
    report.threads = threads;
    report.rerun = rerun;
    report.phases = phases;
    report.launches = vec![Timing { elapsed_s: report.elapsed_s, cpu_s: report.cpu_s, phases }];
    Ok(report)
}

/// Where the launch put the module's variables (the first stage).
struct Placement {
    places: Vec<Place>,
    /// LDS bytes per block, static and dynamic.
    lds_size: u64,
    implicit_ptr: u64,
    dispatch_ptr: u64,
    /// Regions of the module's non-LDS globals: name → region index.
    global_regions: Vec<(String, usize)>,
}

/// Place the module's variables: global ones in new regions (with their relocations and the
/// spec's initial contents), shared ones in LDS; then the dispatch packet and implicit
/// arguments (AMD).
fn place(prog: &Program, kid: usize, cfg: &LaunchConfig, regions: &mut Vec<Region>, global_inits: &[(String, Vec<u8>)]) -> RResult<Placement> {
    let reached = prog.globals_reached(kid);
    let mut places = vec![];
    let mut lds_off = 0u64;
    let mut global_regions = vec![];
    let mut dyn_lds_globals = vec![];
    for (i, g) in prog.globals.iter().enumerate() {
        if g.addrspace == 3 {
            if !reached[i] {
                // another kernel's shared variable: no room in this launch's LDS
                places.push(Place::Lds(0));
            } else if g.size == 0 {
                dyn_lds_globals.push(i);
                places.push(Place::Lds(0));
            } else {
                // Where the linker puts a shared variable is not specified; xlane aligns each
                // to at least 64 bytes, because optimized IR can promise more alignment on
                // an access than on the declaration (CUB's BlockScan TempStorage: an `align 16`
                // global read with `align 32`).
                lds_off = lds_off.next_multiple_of(g.align.max(64));
                places.push(Place::Lds(lds_off));
                lds_off += g.size;
            }
        } else {
            let k = regions.len();
            let mut r = Region::new(format!("@{}", g.name), g.init.clone().unwrap_or_else(|| vec![0; g.size as usize]));
            if g.init.is_none() {
                let fresh = if cfg.checks.init { UNDEF | UNWRITTEN } else { UNDEF };
                r.undef = Some(vec![fresh; g.size as usize]);
            }
            regions.push(r);
            global_regions.push((g.name.clone(), k));
            places.push(Place::Region(k));
        }
    }
    let dyn_base = lds_off.next_multiple_of(16);
    for i in dyn_lds_globals {
        places[i] = Place::Lds(dyn_base);
    }
    let lds_size = dyn_base + cfg.shared_bytes as u64;
    let (max, max_static) = (cfg.target.max_shared_per_block() as u64, cfg.target.max_static_shared() as u64);
    if lds_size > max || lds_off > max_static {
        let what = if lds_size <= max {
            format!("{lds_off} bytes of static shared variables; {} allows {max_static} (larger allocations must be dynamic)", cfg.target.name)
        } else {
            format!("{lds_size} bytes of LDS/shared memory ({lds_off} static + {} dynamic); {} allows at most {max} per block", cfg.shared_bytes, cfg.target.name)
        };
        return Err(RunError::new(ErrKind::Malformed, format!("the block needs {what}"))
            .with_help("lower the spec's shared_bytes or the kernel's shared arrays (docs/launch.md, `shared_bytes`: the per-target limits)"));
    }
    // Relocations and spec-given initial contents of globals.
    for (i, g) in prog.globals.iter().enumerate() {
        if let Place::Region(k) = places[i] {
            for (off, c, n) in &g.relocs {
                let (v, _) = cval(&places, c);
                regions[k].data[*off as usize..*off as usize + *n as usize].copy_from_slice(&v.to_le_bytes()[..*n as usize]);
            }
        }
    }
    for (name, bytes) in global_inits {
        let Some(gi) = find_global(prog, name) else {
            return Err(RunError::malformed(format!("`globals` names `{name}`, which the module does not define")));
        };
        let Place::Region(k) = places[gi] else {
            return Err(RunError::unsupported(format!("initial contents for LDS/shared variable `{name}`")));
        };
        let r = &mut regions[k];
        if bytes.len() > r.data.len() {
            return Err(RunError::malformed(format!("`globals.{name}` has {} bytes, the variable {}", bytes.len(), r.data.len())));
        }
        r.data[..bytes.len()].copy_from_slice(bytes);
        if let Some(u) = &mut r.undef {
            u[..bytes.len()].fill(0);
        }
    }
    // Dispatch packet and implicit arguments (AMD).
    let (implicit_ptr, dispatch_ptr) = if prog.is_amd { amd_dispatch(prog, cfg, regions) } else { (0, 0) };
    Ok(Placement { places, lds_size, implicit_ptr, dispatch_ptr, global_regions })
}

/// What runs (the second stage): the launch-wide facts the waves read, the kernel's arguments
/// and the grid's shape.
pub(super) struct Plan<'p> {
    pub info: LaunchInfo<'p>,
    pub argv: Vec<([u64; L], u64)>,
    pub shape: BlockShape,
    pub grid: Grid,
}

/// Bind the kernel's arguments, make the register templates, and plan the tiers (results kept
/// from wave to wave, compiled runs).
fn plan<'p>(prog: &'p Program, kid: usize, cfg: &LaunchConfig, placement: &Placement, regions: &mut Vec<Region>, args: &[KArg]) -> RResult<Plan<'p>> {
    let kf = &prog.funcs[kid];
    let kernel = kf.name.as_str();
    // Only the kernel and the functions it calls run: registers, stack frames, register
    // templates and compiled code are made for these, not for a whole module (ggml's mmvq.cu
    // holds 294 kernels; their templates alone were 180 MB and most of a launch's time).
    let reached = prog.funcs_reached(kid);
    let Placement { ref places, lds_size, implicit_ptr, dispatch_ptr, .. } = *placement;
    let places = places.as_slice();
    // Kernel arguments.
    let mut argv: Vec<([u64; L], u64)> = vec![];
    for (i, a) in args.iter().enumerate() {
        let n = kf.params[i].len();
        let pty = &kf.param_types[i];
        let scalar = prog.layout.scalar(pty);
        match a {
            KArg::Ptr { region, offset } => {
                if !matches!(scalar, Some(STy::Ptr { .. })) {
                    return Err(RunError::malformed(format!("argument {i}: the kernel takes `{pty}`, the spec passes a buffer")));
                }
                argv.push(([region_addr(*region) + offset; L], 0));
            }
            KArg::Null => argv.push(([0; L], 0)),
            KArg::Scalar(v) => {
                if n != 1 {
                    return Err(RunError::malformed(format!("argument {i}: the kernel takes `{pty}`, the spec passes a scalar (use `bytes`)")));
                }
                argv.push(([*v & scalar.map(|s| s.mask()).unwrap_or(u64::MAX); L], 0));
            }
            KArg::Bytes(b) => {
                if kf.param_byval[i].is_some() || matches!(scalar, Some(STy::Ptr { .. })) {
                    let k = regions.len();
                    regions.push(Region::new(format!("by-value argument {i}"), b.clone()));
                    argv.push(([region_addr(k); L], 0));
                } else {
                    let flat = prog.layout.flatten(pty).ok_or_else(|| RunError::unsupported(format!("argument type `{pty}`")))?;
                    if b.len() as u64 != prog.layout.size(pty) {
                        return Err(RunError::malformed(format!("argument {i}: `{pty}` is {} bytes, the spec gives {}", prog.layout.size(pty), b.len())));
                    }
                    for (off, s) in flat {
                        let mut w = [0u8; 8];
                        w[..s.bytes() as usize].copy_from_slice(&b[off as usize..(off + s.bytes() as u64) as usize]);
                        argv.push(([u64::from_le_bytes(w) & s.mask(); L], 0));
                    }
                    continue;
                }
            }
        }
        // multi-component params other than Bytes are malformed
        if n != 1 && !matches!(a, KArg::Bytes(_)) {
            return Err(RunError::malformed(format!("argument {i}: the kernel takes `{pty}`")));
        }
    }
    // Register templates with constants.
    let mut templates = vec![];
    for (f, &r) in prog.funcs.iter().zip(&reached) {
        if !r {
            templates.push(std::sync::Arc::new(Regs::new(0)));
            continue;
        }
        let mut regs = Regs::new(f.nslots as usize);
        if prog.has_approx {
            regs.track_approx();
        }
        for (s, c) in &f.consts {
            let (v, u) = cval(places, c);
            regs.set(*s, &[v; L], if u { u64::MAX } else { 0 });
        }
        templates.push(regs.into_template());
    }
    // results kept from wave to wave: the fast tier's, never the reference interpreter's
    let reuse = match cfg.tier {
        crate::tiers::jit::Tier::Interp => crate::run::exec::ReusePlan::default(),
        crate::tiers::jit::Tier::Jit => crate::run::exec::ReusePlan::of(kf, &[implicit_ptr, dispatch_ptr]),
    };
    let compiled = match cfg.tier {
        crate::tiers::jit::Tier::Interp => std::sync::Arc::new(crate::tiers::jit::Compiled::none()),
        crate::tiers::jit::Tier::Jit => {
            // the slots holding one defined constant in every lane: the templates' constants
            let consts: Vec<std::collections::HashSet<Slot>> = prog.funcs.iter().map(|f| f.consts.iter().map(|(s, _)| *s).collect()).collect();
            let funcs: Vec<crate::tiers::jit::FuncCode> =
                prog.funcs.iter().map(|f| crate::tiers::jit::FuncCode { code: &f.code, edges: &f.edges, block_start: &f.block_start }).collect();
            // and the kernel's arguments: the same defined value in every lane of every wave
            // (`Wave::reset`), and SSA values that no op writes
            let args: std::collections::HashMap<Slot, u64> = kf.params.iter().flatten().zip(&argv).filter(|(_, (_, u))| *u == 0).map(|(&s, (v, _))| (s, v[0])).collect();
            let konst = |f: usize, s: Slot| {
                let t = &templates[f];
                if f == kid {
                    if let Some(&v) = args.get(&s) {
                        return Some(v);
                    }
                }
                (consts[f].contains(&s) && t.und(s) == 0).then(|| t.lane(s, 0))
            };
            let min_run = cfg.jit_min_run.unwrap_or(crate::tiers::jit::MIN_RUN);
            // what the compiler reads besides the program: the kernel, the shortest run, the
            // constants' values, the kept ops
            let mut key = vec![kid as u64, min_run as u64];
            for (f, fc) in prog.funcs.iter().enumerate().filter(|&(f, _)| reached[f]) {
                key.push(fc.consts.len() as u64);
                for (s, _) in &fc.consts {
                    key.extend(konst(f, *s).map_or([*s as u64, 0, 0], |v| [*s as u64, 1, v]));
                }
            }
            let mut bound: Vec<(Slot, u64)> = args.iter().map(|(&s, &v)| (s, v)).collect();
            bound.sort_unstable();
            key.push(bound.len() as u64);
            key.extend(bound.iter().flat_map(|&(s, v)| [s as u64, v]));
            let kept: Vec<u64> = (0..prog.funcs[kid].code.len()).filter(|&pc| reuse.keeps(pc)).map(|pc| pc as u64).collect();
            key.push(kept.len() as u64);
            key.extend(kept);
            prog.launch_cache
                .get_or_build(key, || crate::tiers::jit::Compiled::compile(&funcs, min_run, &konst, &|f, pc| !reached[f] || (f == kid && reuse.keeps(pc))))
        }
    };
    let fast: Vec<_> = prog.funcs.iter().zip(&reached).map(|(f, &r)| if r { crate::run::exec::fast_plan(f) } else { vec![] }).collect();
    let tags = (prog.funcs.iter().zip(&reached).zip(&fast).enumerate())
        .map(|(k, ((f, &r), fast))| if r { crate::run::exec::speed_tags(f, fast, compiled.of(k as u32), (k == kid).then_some(&reuse)) } else { vec![] })
        .collect();
    let mut info = LaunchInfo {
        prog,
        target: cfg.target,
        wave: cfg.wave,
        grid: cfg.grid,
        block: cfg.block,
        kernel: kernel.to_string(),
        max_steps: cfg.max_steps,
        strict: cfg.strict,
        policy: cfg.policy,
        templates,
        allow_approx: cfg.allow_approx,
        checks: cfg.checks,
        implicit_ptr,
        dispatch_ptr,
        deadline: None,
        printf_bytes: cfg.printf_bytes,
        tids: vec![],
        fast,
        tags,
        compiled,
        reuse,
        slots_read: prog.funcs.iter().zip(&reached).map(|(f, &r)| if r { crate::run::exec::slots_read(f) } else { vec![] }).collect(),
        lds_vars: lds_vars(prog, kid, placement),
        watch: cfg.watch.clone(),
    };
    // registers and stack frames of the functions this kernel can run, not the whole module's
    let run_funcs = || prog.funcs.iter().zip(&reached).filter(|(_, &r)| r).map(|(f, _)| f);
    let priv_cap = (run_funcs().map(|f| f.frame_bytes as u64).sum::<u64>() * 2 + 16).next_multiple_of(16);
    if priv_cap > MAX_PRIVATE_PER_LANE {
        let (big, bytes) = run_funcs().map(|f| (f.name.as_str(), f.frame_bytes)).max_by_key(|&(_, b)| b).unwrap_or(("?", 0));
        return Err(RunError::new(
            ErrKind::Launch,
            format!("the stack frames of the kernel and the functions it calls need {priv_cap} bytes of private memory per lane (the largest, `{big}`, allocates {bytes}); xlane gives each lane at most {MAX_PRIVATE_PER_LANE}"),
        )
        .with_help("keep large arrays in global or shared memory (CUDA allows 512 KiB of local memory per thread; xlane reserves room for two of every frame)"));
    }
    let threads = cfg.block.iter().map(|&d| d as u64).product::<u64>();
    if threads == 0 || cfg.grid.contains(&0) {
        return Err(RunError::malformed("grid and block dimensions must be at least 1"));
    }
    if threads > 1024 {
        return Err(RunError::malformed(format!("{threads} threads per block; the limit is 1024")));
    }
    let nwaves = threads.div_ceil(cfg.wave as u64) as u32;
    let slots = run_funcs().map(|f| f.nslots as u64).sum::<u64>();
    let reg_bytes = slots * SLOT_BYTES * nwaves as u64;
    if reg_bytes > MAX_BLOCK_REGISTER_BYTES {
        return Err(RunError::new(
            ErrKind::Launch,
            format!("a block of {nwaves} wave(s) needs {reg_bytes} bytes of registers ({slots} per lane of each wave, {SLOT_BYTES} bytes each); xlane gives a block at most {MAX_BLOCK_REGISTER_BYTES}"),
        )
        .with_help("use fewer threads per block, or narrower values: each element of a vector is a register of every lane"));
    }
    let nblocks = cfg.grid.iter().map(|&d| d as u128).product::<u128>();
    if nblocks > 1 << 62 {
        return Err(RunError::malformed(format!("a grid of {nblocks} blocks is more than xlane counts (2^62)")));
    }
    let grid = Grid { dims: cfg.grid, blocks: nblocks as u64 };
    info.tids = (0..nwaves).map(|w| crate::run::exec::thread_ids(&info, w)).collect();
    let shape = BlockShape { kernel: kid as u32, nwaves, threads, priv_cap, lds_size };
    Ok(Plan { info, argv, shape, grid })
}

/// Register memory per block: every wave holds a register file of its functions' slots, each
/// 64 lanes × 8 bytes plus its undefined-lane mask and write stamp. 256 MiB keeps 16 blocks in
/// flight (one per core of a 16-core host) within 4 GiB; the corpus's largest kernel needs
/// 2 235 slots, about 37 MiB for a 1024-thread block of 32 waves.
const MAX_BLOCK_REGISTER_BYTES: u64 = 256 << 20;
const SLOT_BYTES: u64 = 64 * 8 + 8 + 4;

/// The run's report (the last stage), results in block order: the first failing block's
/// error, whatever the threads did. `rerun`: why the blocks ran again in order, if they did;
/// `done` is then the re-run's alone (the parallel pass's blocks were dropped with its memory),
/// so a time limit counts each finished block once.
fn report(mut done: Collected, steps: WaveSteps, rerun: Option<&str>, start: Instant, cpu_start: Option<f64>) -> RResult<RunReport> {
    let mut report = RunReport::default();
    if let Some((_, mut e)) = done.error.take() {
        if e.kind == crate::ErrKind::TimeLimit {
            e.message = format!("{}; {} block(s) had finished", e.message, done.finished);
            if let Some(why) = rerun {
                e.message = format!("{} in the in-order re-run (the parallel pass's results were dropped: {why})", e.message);
            }
        }
        return Err(e);
    }
    report.wave_steps = steps;
    report.total_steps = done.total_steps;
    report.waves = done.waves;
    (report.printed, report.printf_overflow) = done.printed.cut();
    report.approx = done.approx;
    report.approx_stores = done.approx_stores;
    // initcheck reports an op once, for its first block (`run::check::init`)
    report.warnings = crate::run::check::init::first_per_op(done.warnings.into_values().flatten()).into_iter().take(MAX_WARNINGS).collect();
    report.elapsed_s = start.elapsed().as_secs_f64();
    report.cpu_s = cpu_start.zip(process_cpu_s()).map(|(a, b)| b - a);
    Ok(report)
}

/// CPU seconds used by this process so far (all threads).
fn process_cpu_s() -> Option<f64> {
    crate::run::worker_times::cpu_s(crate::run::worker_times::Clock::Process)
}

/// Warnings kept for the report, in block order.
const MAX_WARNINGS: usize = 10_000;

/// The grid's blocks by linear index (x fastest), computed as needed: a grid of 2^31 blocks
/// is never held in memory.
#[derive(Clone, Copy)]
pub(super) struct Grid {
    dims: [u32; 3],
    pub blocks: u64,
}

impl Grid {
    pub fn coords(&self, i: u64) -> [u32; 3] {
        let (gx, gy) = (self.dims[0] as u64, self.dims[1] as u64);
        [(i % gx) as u32, (i / gx % gy) as u32, (i / (gx * gy)) as u32]
    }
}

/// What the blocks a thread ran produced.
#[derive(Default)]
pub(super) struct Collected {
    total_steps: u64,
    waves: u64,
    /// By block, for the blocks that warned: only what the report can list (`bound_warnings`).
    pub warnings: std::collections::BTreeMap<u64, Vec<Warning>>,
    /// The warnings in `warnings`.
    kept_warnings: usize,
    /// By block, the lines its `printf` calls printed (bounded: `run::printed`).
    printed: crate::run::printed::ByBlock,
    approx: crate::numerics::approx::ApproxSet,
    approx_stores: u64,
    /// The failing block with the lowest index.
    pub error: Option<(u64, RunError)>,
    /// The global accesses of a parallel pass's blocks (`mem::track`), tagged with the block:
    /// one list per worker (joined only when the quick check finds an overlap).
    pub spans: Vec<Vec<(crate::run::mem::track::Span, u64)>>,
    /// The same accesses merged across each worker's blocks, for the quick check
    /// (`mem::quick`): one per worker.
    pub merged: Vec<crate::run::mem::quick::Merged>,
    /// Blocks that ran to their end (a `time-limit` error says how many).
    pub finished: u64,
    /// How each worker of a parallel pass spent it.
    pub times: Vec<crate::run::worker_times::Sample>,
}

impl Collected {
    /// Block `linear` ran (its waves' counts go to `steps`, the launch's list).
    pub fn add(&mut self, linear: u64, r: RResult<BlockRun>, steps: &WaveSteps) {
        match r {
            Ok(run) => {
                self.finished += 1;
                steps.record(linear, &run.wave_steps);
                self.total_steps += run.wave_steps.iter().map(|&(_, n)| n).sum::<u64>();
                self.waves += run.wave_steps.len() as u64;
                if !run.warnings.is_empty() {
                    self.kept_warnings += run.warnings.len();
                    self.warnings.insert(linear, run.warnings);
                    self.bound_warnings();
                }
                self.printed.insert(linear, run.printed);
                self.approx = self.approx.union(run.approx.0);
                self.approx_stores += run.approx.1;
            }
            Err(e) => {
                if self.error.as_ref().is_none_or(|(k, _)| linear < *k) {
                    self.error = Some((linear, e));
                }
            }
        }
    }

    /// Keep the warnings bounded (every block of a grid of millions may warn): once twice as
    /// many as the report lists are kept, drop those it would never list. The report lists the
    /// first [`MAX_WARNINGS`] in block order after `first_per_op`'s filter, and whether a
    /// warning passes that filter depends only on those before it; so the repeats it removes,
    /// and every block after the one where the limit is reached, go. Only warnings the filter
    /// never removes count toward the limit: an `uninitialized` one kept here may still be a
    /// repeat of another worker's earlier block. So the lowest blocks' warnings of every worker
    /// stay, and the merged report is the one the blocks in order give.
    fn bound_warnings(&mut self) {
        if self.kept_warnings <= 2 * MAX_WARNINGS {
            return;
        }
        let mut seen = crate::run::check::init::Seen::default();
        let (mut kept, mut last) = (0, None);
        for (&block, ws) in self.warnings.iter_mut() {
            ws.retain(|w| seen.first(w));
            kept += ws.iter().filter(|w| w.kind != crate::ErrKind::Uninitialized).count();
            if kept >= MAX_WARNINGS {
                last = Some(block);
                break;
            }
        }
        if let Some(b) = last {
            self.warnings.split_off(&(b + 1));
        }
        self.warnings.retain(|_, ws| !ws.is_empty());
        self.kept_warnings = self.warnings.values().map(Vec::len).sum();
    }

    /// The results of the parallel pass's workers as one (their wave counts are in the
    /// launch's list already: `run::wave_steps`).
    pub fn gather(parts: Vec<Collected>) -> Collected {
        let mut all = Collected::default();
        for p in parts {
            all.merge(p);
        }
        all
    }

    pub fn merge(&mut self, other: Collected) {
        self.spans.extend(other.spans);
        self.merged.extend(other.merged);
        self.times.extend(other.times);
        self.total_steps += other.total_steps;
        self.waves += other.waves;
        self.kept_warnings += other.kept_warnings;
        self.warnings.extend(other.warnings);
        self.bound_warnings();
        self.printed.merge(other.printed);
        self.approx = self.approx.union(other.approx);
        self.approx_stores += other.approx_stores;
        self.finished += other.finished;
        if let Some((k, e)) = other.error {
            if self.error.as_ref().is_none_or(|(j, _)| k < *j) {
                self.error = Some((k, e));
            }
        }
    }
}

/// The wall-clock limit, checked between blocks (and every 2^16 instructions of a wave).
pub(super) fn past_deadline(info: &LaunchInfo) -> RResult<()> {
    match info.deadline {
        Some(d) if Instant::now() > d => Err(crate::run::exec::time_limit_error(info)),
        _ => Ok(()),
    }
}

/// Reports progress to the hook at most ten times a second.
pub(super) struct Ticker {
    hook: Option<Progress>,
    total: u64,
    done: AtomicU64,
    last: std::sync::Mutex<Instant>,
}

impl Ticker {
    pub fn new(hook: Option<Progress>, total: u64, start: Instant) -> Ticker {
        Ticker { hook, total, done: AtomicU64::new(0), last: std::sync::Mutex::new(start) }
    }

    pub fn tick(&self, blocks: u64) {
        let Some(hook) = &self.hook else { return };
        let done = self.done.fetch_add(blocks, Ordering::Relaxed) + blocks;
        if let Ok(mut last) = self.last.try_lock() {
            let now = Instant::now();
            if now.duration_since(*last).as_millis() >= 100 {
                *last = now;
                (hook.0)(done, self.total);
            }
        }
    }

    pub fn finish(&self) {
        if let Some(hook) = &self.hook {
            // the end of the launch, also one stopped by an error: let the hook close its display
            (hook.0)(self.total, self.total);
        }
    }
}

/// What every block of the launch shares.
pub(super) struct BlockShape {
    kernel: u32,
    pub nwaves: u32,
    threads: u64,
    priv_cap: u64,
    lds_size: u64,
}

impl BlockShape {
    /// The lanes of wave `w` that hold a thread of the block.
    fn live(&self, info: &LaunchInfo, w: u32) -> u64 {
        let first = w as u64 * info.wave as u64;
        xlane_core::value::wave_mask((self.threads - first).min(info.wave as u64) as u32)
    }
}

pub(super) struct BlockRun {
    wave_steps: Vec<(u32, u64)>,
    warnings: Vec<Warning>,
    printed: crate::run::printed::Lines,
    approx: (crate::numerics::approx::ApproxSet, u64),
}

/// What a thread keeps from block to block: the waves (their registers and private memory),
/// the LDS buffers, and its memory of call sites.
#[derive(Default)]
pub(super) struct Worker {
    waves: Vec<Wave>,
    lds: Vec<u8>,
    lds_undef: Vec<u8>,
    /// Where the block's undefined LDS and private bytes came from (`mem::origins`).
    origins: crate::run::mem::UndefBytes,
    sites: SiteCache,
    /// The sanitizer checks' state (`crate::run::check`).
    checks: crate::run::check::BlockState,
    /// The global accesses of the block running (`tracked` blocks only).
    pub tracker: Tracker,
}

impl Worker {
    /// A worker made before the launch's clock starts (`run::schedule::Workers::prepare`):
    /// its waves' register files made from the templates, with the kernel's arguments, and its
    /// LDS buffers, as its first block would make them (the pages mapped then, not in the
    /// launch). Its first block resets them as every later block does (`Wave::reset`), so it
    /// runs as a worker kept from an earlier launch would.
    pub fn prepared(plan: &Plan) -> Worker {
        let (info, s) = (&plan.info, &plan.shape);
        let waves = (0..s.nwaves).map(|w| Wave::new(info, s.kernel, w, [0; 3], s.live(info, w), &plan.argv, s.priv_cap)).collect();
        Worker { waves, lds: vec![0; s.lds_size as usize], lds_undef: vec![0; s.lds_size as usize], ..Worker::default() }
    }

    /// This worker for another launch of the plan (`run::schedule::Kept`): its memory and call
    /// sites stay, the launch's own records go (initcheck's reported ops, the tracker).
    pub fn for_next_launch(mut self) -> Worker {
        self.checks.init_reported = Default::default();
        self.tracker = Tracker::default();
        self
    }
}

/// Run block `linear` (coordinates `bidx`); `tracked`: its global accesses go to the
/// worker's tracker.
#[allow(clippy::too_many_arguments)]
pub(super) fn run_one_block(
    info: &LaunchInfo,
    s: &BlockShape,
    worker: &mut Worker,
    linear: u64,
    bidx: [u32; 3],
    argv: &[([u64; L], u64)],
    global: &Global,
    tracked: bool,
) -> RResult<BlockRun> {
    worker.lds.clear();
    worker.lds.resize(s.lds_size as usize, 0);
    worker.lds_undef.clear();
    // LDS starts undefined in every block, and unwritten for initcheck
    let fresh = if info.checks.init { UNDEF | UNWRITTEN } else { UNDEF };
    worker.lds_undef.resize(s.lds_size as usize, fresh);
    worker.origins.clear();
    worker.waves.truncate(s.nwaves as usize);
    for w in 0..s.nwaves {
        let live = s.live(info, w);
        match worker.waves.get_mut(w as usize) {
            Some(wave) => wave.reset(info, w, bidx, live, argv),
            None => worker.waves.push(Wave::new(info, s.kernel, w, bidx, live, argv, s.priv_cap)),
        }
    }
    let mut warnings = vec![];
    worker.checks.lds_race.start_block(s.lds_size as usize, info.checks.race && s.nwaves > 1);
    worker.tracker.who.block = linear;
    worker.tracker.who.block_idx = bidx;
    let track = tracked.then_some(&mut worker.tracker);
    let mem = BlockMem { lds: &mut worker.lds, lds_undef: &mut worker.lds_undef, origins: &mut worker.origins };
    run_block(info, &mut worker.waves, global, track, mem, &mut warnings, &mut worker.sites, &mut worker.checks)?;
    let waves = &mut worker.waves;
    let printed = crate::run::printed::Lines::of_block(waves.iter_mut().map(|w| w.take_printed()));
    let approx = waves.iter_mut().map(|w| w.take_approx_stored()).fold((crate::numerics::approx::ApproxSet::EMPTY, 0), |a, b| (a.0.union(b.0), a.1 + b.1));
    Ok(BlockRun { wave_steps: waves.iter().map(|w| (w.index, w.steps)).collect(), warnings, printed, approx })
}

/// The shared variables' places in LDS (offset, size, source name), for initcheck's reports.
fn lds_vars(prog: &Program, kid: usize, placement: &Placement) -> Vec<(u64, u64, String)> {
    let reached = prog.globals_reached(kid);
    let mut v: Vec<(u64, u64, String)> = prog
        .globals
        .iter()
        .zip(&placement.places)
        .zip(&reached)
        .filter_map(|((g, p), &r)| match p {
            // another kernel's shared variable has no room in this launch's LDS
            Place::Lds(_) if !r => None,
            Place::Lds(off) => Some((*off, if g.size == 0 { placement.lds_size - off } else { g.size }, crate::front::names::demangle(&g.name))),
            Place::Region(_) => None,
        })
        .collect();
    v.sort_by_key(|x| x.0);
    v
}

fn find_global(prog: &Program, name: &str) -> Option<usize> {
    if let Some(i) = prog.globals.iter().position(|g| g.name == name) {
        return Some(i);
    }
    // A mangled C++ name ends in `<len><name>` (`_ZL5table`).
    let suffix = format!("{}{}", name.len(), name);
    let hits: Vec<usize> = prog.globals.iter().enumerate().filter(|(_, g)| g.name.starts_with("_Z") && g.name.ends_with(&suffix)).map(|(i, _)| i).collect();
    (hits.len() == 1).then(|| hits[0])
}

/// The block's own memory: LDS, its shadow, and where its undefined bytes came from.
struct BlockMem<'a> {
    lds: &'a mut Vec<u8>,
    lds_undef: &'a mut Vec<u8>,
    origins: &'a mut crate::run::mem::UndefBytes,
}

#[allow(clippy::too_many_arguments)]
fn run_block(
    info: &LaunchInfo,
    waves: &mut [Wave],
    global: &Global,
    mut track: Option<&mut Tracker>,
    bm: BlockMem,
    warnings: &mut Vec<Warning>,
    sites: &mut SiteCache,
    checks: &mut crate::run::check::BlockState,
) -> RResult<()> {
    let mut at_barrier = vec![false; waves.len()];
    let mut turn = 0u64;
    let mut sync = crate::run::check::sync::BlockSync::default();
    loop {
        for (i, w) in waves.iter_mut().enumerate() {
            if w.done || at_barrier[i] {
                continue;
            }
            w.set_turn(turn);
            turn += 1;
            // private memory lives in the wave; lend it to the memory view for the run
            let mut private = std::mem::take(&mut w.private);
            if let Some(t) = track.as_deref_mut() {
                t.who.wave = w.index;
            }
            bm.origins.wave = w.index;
            let r = {
                let mut mem = Mem {
                    global,
                    track: track.as_deref_mut(),
                    lds: &mut *bm.lds,
                    lds_undef: &mut *bm.lds_undef,
                    private: &mut private,
                    unwritten: None,
                    origins: Some(&mut *bm.origins),
                };
                w.run(info, &mut mem, warnings, sites, checks)
            };
            w.private = private;
            match r? {
                Stop::Barrier => at_barrier[i] = true,
                Stop::Done => {}
            }
        }
        if waves.iter().all(|w| w.done) {
            return Ok(());
        }
        if info.checks.sync {
            sync.at_release(info, waves, &at_barrier, warnings)?;
        }
        // a barrier orders the waves' shared-memory accesses: a new racecheck epoch
        checks.lds_race.barrier();
        // Every wave still running is at the barrier: release them, with the block-wide
        // reduction of `__syncthreads_count/and/or` when there is one.
        let mut count = 0u64;
        let mut all = true;
        let mut any = false;
        let mut red = None;
        for w in waves.iter() {
            if let Some(BarrierVote { set, exec, red: r, .. }) = w.bar_pred {
                count += set.count_ones() as u64;
                all &= set == exec;
                any |= set != 0;
                red = Some(r);
            }
        }
        let value = match red {
            Some(BarrierRed::Popc) => count,
            Some(BarrierRed::And) => all as u64,
            Some(BarrierRed::Or) => any as u64,
            None => 0,
        };
        for (i, w) in waves.iter_mut().enumerate() {
            if at_barrier[i] {
                w.barrier_result(value);
                at_barrier[i] = false;
            }
        }
    }
}

/// The HSA dispatch packet (`hsa_kernel_dispatch_packet_t`, HSA runtime spec) and the hidden
/// kernel arguments laid out per code-object version (LLVM AMDGPUUsage, "Code Object V5
/// Metadata" hidden arguments, checked against the offsets llc-22 emits in the kernel
/// metadata; V4: global offsets first, then the printf/hostcall buffer).
fn amd_dispatch(prog: &Program, cfg: &LaunchConfig, regions: &mut Vec<Region>) -> (u64, u64) {
    let mut d = vec![0u8; 64];
    let put = |b: &mut Vec<u8>, off: usize, v: u64, n: usize| b[off..off + n].copy_from_slice(&v.to_le_bytes()[..n]);
    for k in 0..3 {
        put(&mut d, 4 + 2 * k, cfg.block[k] as u64, 2);
        put(&mut d, 12 + 4 * k, cfg.block[k] as u64 * cfg.grid[k] as u64, 4);
    }
    let mut dr = Region::new("the dispatch packet", d);
    dr.fields = Some(FieldMap {
        provided: vec![(4, 6), (12, 12)],
        names: vec![
            (0, 2, "header"),
            (2, 2, "setup"),
            (4, 2, "workgroup_size_x"),
            (6, 2, "workgroup_size_y"),
            (8, 2, "workgroup_size_z"),
            (10, 2, "reserved0"),
            (12, 4, "grid_size_x"),
            (16, 4, "grid_size_y"),
            (20, 4, "grid_size_z"),
            (24, 4, "private_segment_size"),
            (28, 4, "group_segment_size"),
            (32, 8, "kernel_object"),
            (40, 8, "kernarg_address"),
            (48, 8, "reserved2"),
            (56, 8, "completion_signal"),
        ],
    });
    let dk = regions.len();
    regions.push(dr);
    let cov = prog.code_object_version.unwrap_or(500);
    let mut ia = vec![0u8; 256];
    let fields = if cov >= 500 {
        for k in 0..3 {
            put(&mut ia, 4 * k, cfg.grid[k] as u64, 4);
            put(&mut ia, 12 + 2 * k, cfg.block[k] as u64, 2);
        }
        put(&mut ia, 120, cfg.shared_bytes as u64, 4);
        FieldMap {
            // block counts, group sizes, remainders (0), global offsets (0), printf (null),
            // heap (null), dynamic LDS size
            provided: vec![(0, 24), (40, 24), (72, 8), (96, 8), (120, 4)],
            names: vec![
                (0, 4, "hidden_block_count_x"),
                (4, 4, "hidden_block_count_y"),
                (8, 4, "hidden_block_count_z"),
                (12, 2, "hidden_group_size_x"),
                (14, 2, "hidden_group_size_y"),
                (16, 2, "hidden_group_size_z"),
                (18, 2, "hidden_remainder_x"),
                (20, 2, "hidden_remainder_y"),
                (22, 2, "hidden_remainder_z"),
                (40, 8, "hidden_global_offset_x"),
                (48, 8, "hidden_global_offset_y"),
                (56, 8, "hidden_global_offset_z"),
                (64, 2, "hidden_grid_dims"),
                (72, 8, "hidden_printf_buffer"),
                (80, 8, "hidden_hostcall_buffer"),
                (88, 8, "hidden_multigrid_sync_arg"),
                (96, 8, "hidden_heap_v1"),
                (104, 8, "hidden_default_queue"),
                (112, 8, "hidden_completion_action"),
                (120, 4, "hidden_dynamic_lds_size"),
                (192, 4, "hidden_private_base"),
                (196, 4, "hidden_shared_base"),
                (200, 8, "hidden_queue_ptr"),
            ],
        }
    } else {
        FieldMap {
            provided: vec![(0, 24), (24, 8)],
            names: vec![
                (0, 8, "hidden_global_offset_x"),
                (8, 8, "hidden_global_offset_y"),
                (16, 8, "hidden_global_offset_z"),
                (24, 8, "hidden_printf_buffer (hidden_hostcall_buffer with hostcall printf)"),
                (32, 8, "hidden_default_queue"),
                (40, 8, "hidden_completion_action"),
                (48, 8, "hidden_multigrid_sync_arg"),
            ],
        }
    };
    let mut ir = Region::new(format!("the implicit kernel arguments (code object {})", cov / 100), ia);
    ir.fields = Some(fields);
    let ik = regions.len();
    regions.push(ir);
    (region_addr(ik), region_addr(dk))
}
