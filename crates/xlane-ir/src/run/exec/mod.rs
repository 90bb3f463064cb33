//! The SIMT wave interpreter. A wave executes each op for all its lanes at once over
//! struct-of-arrays registers ([`Regs`]), under an exec mask. Divergence follows the
//! structured model of AMD's compiler-managed EXEC (and NVIDIA's default reconvergence): at a
//! divergent branch the wave runs each side with its lanes and they meet again at the
//! branch's immediate post-dominator, kept on a per-frame stack of (pc, mask, reconvergence
//! block) entries. Phi moves happen on the edge, for the lanes that take it.
//!
//! The split follows Cranelift's interpreter: this module is the driver (frames, the
//! divergence stack, the step limit, whole-wave exec masks, calls, returns, barriers);
//! [`step::step`] computes one op and returns a [`step::Flow`] saying what happens next. The
//! op families live in their own modules.

// Lane loops index several per-lane arrays by the lane number.
#![allow(clippy::needless_range_loop)]

use xlane_core::semantics::UndefPolicy;
use xlane_core::target::Target;
use xlane_core::value::{wave_mask, LaneMask, Lanes};

use crate::error::{ErrKind, Location, RResult, RunError};
use crate::front::decode::sext;
use crate::front::ll::ast::{CastOp, Pred, RmwOp};
use crate::front::ll::layout::{mask, STy};
use crate::front::program::*;
use crate::numerics::float::*;
use crate::run::mem::{resolve, Mem, LDS_APERTURE, PRIV_APERTURE};

#[macro_use]
mod step;
mod approx;
mod bits;
mod calls;
mod compiled;
mod poison_why;
mod trace;
pub use trace::UndefOrigin;
mod amd_matrix;
mod control;
mod cpasync;
mod device_io;
mod fast;
mod flow;
mod fops;
mod frounds;
mod iops;
mod matrix;
mod memops;
mod mode;
mod regs;
mod reuse;
mod sites;
mod speed;
pub(crate) mod stack;
pub(crate) mod values;
mod watch_ops;
mod wgmma;
mod wgmma_live;

pub use device_io::PrintLine;
pub use fast::{plan as fast_plan, FastOp};
use flow::*;
use fops::*;
use iops::*;
pub use regs::{Reg, Regs, L};
pub use reuse::{ReusePlan, Reused};
pub use sites::SiteCache;
pub use speed::tags as speed_tags;
use speed::Speed;
use step::{Cx, Flow, Side, Targets, WaveFacts};

/// Launch-wide facts a wave reads.
pub struct LaunchInfo<'a> {
    pub prog: &'a Program,
    pub target: &'a Target,
    pub wave: u32,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub kernel: String,
    pub max_steps: u64,
    pub strict: bool,
    pub policy: UndefPolicy,
    /// Register templates (constants filled in) per function.
    pub templates: Vec<std::sync::Arc<Regs>>,
    /// Approximate operations whose results may be stored under `--strict`.
    pub allow_approx: crate::numerics::approx::ApproxSet,
    /// The sanitizer's checks on for this launch (`--check`).
    pub checks: crate::run::check::Checks,
    pub implicit_ptr: u64,
    pub dispatch_ptr: u64,
    /// When the launch must stop (`--time-limit`).
    pub deadline: Option<std::time::Instant>,
    /// The device printf output the launch keeps, in bytes (`run::printed`).
    pub printf_bytes: u64,
    /// The thread ids (x, y, z) of each wave of a block, worked out once ([`thread_ids`]).
    pub tids: Vec<[Reg; 3]>,
    /// Per function, per op: its fast-lane form, if it has one ([`fast::plan`]).
    pub fast: Vec<Vec<Option<FastOp>>>,
    /// Per function, per op: what the tiers can do there and its poison policy
    /// ([`speed::tags`]).
    pub tags: Vec<Vec<u8>>,
    /// Runs of plain ops compiled to native code (empty in the interpreter tier).
    pub compiled: std::sync::Arc<crate::tiers::jit::Compiled>,
    /// The kernel's ops whose results are kept from wave to wave (empty in the interpreter
    /// tier; `reuse`).
    pub reuse: ReusePlan,
    /// Per function, the slots some op or phi move reads (an atomic whose result is read
    /// depends on the order of the blocks that share its bytes).
    pub slots_read: Vec<Vec<bool>>,
    /// The shared variables' places in LDS: offset, size (0: the dynamic part, to the end)
    /// and source name, for reports.
    pub lds_vars: Vec<(u64, u64, String)>,
    /// Where a watched program's hits go (`xlane run --watch`; `run/watch.rs`).
    pub watch: Option<std::sync::Arc<crate::run::watch::Sink>>,
}

impl LaunchInfo<'_> {
    /// Does any op or phi move of function `func` read slot `s`?
    pub fn is_read(&self, func: u32, s: Slot) -> bool {
        self.slots_read.get(func as usize).and_then(|f| f.get(s as usize)).copied().unwrap_or(true)
    }
}

/// The slots of `f` that some op or phi move reads.
pub fn slots_read(f: &Func) -> Vec<bool> {
    let mut read = vec![false; f.nslots as usize];
    let mut mark = |s: Slot| {
        if let Some(r) = read.get_mut(s as usize) {
            *r = true;
        }
    };
    for i in &f.code {
        i.op.reads(&mut mark);
    }
    for e in &f.edges {
        for &(_, src) in &e.copies {
            mark(src);
        }
    }
    read
}

pub use values::thread_ids;

/// The step limit and the wall-clock deadline, checked when the step count passes the limit
/// and every 2¹⁶ steps.
fn check_limits(info: &LaunchInfo, steps: u64) -> RResult<()> {
    if steps > info.max_steps {
        return Err(RunError::new(ErrKind::StepLimit, format!("the wave executed more than {} instructions", info.max_steps))
            .with_help("raise `limits.steps` in the spec if the kernel is meant to run this long"));
    }
    if let Some(d) = info.deadline {
        if std::time::Instant::now() > d {
            return Err(time_limit_error(info));
        }
    }
    Ok(())
}

/// The error of a launch past its wall-clock limit.
pub fn time_limit_error(info: &LaunchInfo) -> RunError {
    let _ = info;
    RunError::new(ErrKind::TimeLimit, "the launch ran past its wall-clock limit").with_help("raise `--time-limit`, or run a smaller grid")
}

#[derive(Debug, Clone)]
pub struct Warning {
    pub kind: ErrKind,
    pub message: String,
    pub at: Location,
    /// For an undefined value: the cross-lane call it traces back to.
    pub origin: Option<UndefOrigin>,
    /// Another place the warning is about (the other access of a race).
    pub related: Option<Box<crate::error::Related>>,
}

/// One function activation of a wave.
struct Frame {
    func: u32,
    regs: Regs,
    stack: Stack,
    /// Where the caller wants the return values.
    ret_dsts: Vec<Slot>,
    /// The return values so far (lanes return at different times).
    ret: Regs,
    /// `ret` holds nothing from an earlier call of a reused frame.
    ret_fresh: bool,
    priv_base: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    Barrier,
    Done,
}

/// A wave's part in a block barrier with a vote (`__syncthreads_count/and/or`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BarrierVote {
    /// Lanes whose predicate is true.
    pub set: u64,
    /// Lanes that voted.
    pub exec: u64,
    pub red: BarrierRed,
    /// Where the block-wide result goes.
    pub dst: Option<Slot>,
}

pub struct Wave {
    pub index: u32,
    pub block_idx: [u32; 3],
    /// Lanes that exist (a partial last wave has fewer).
    pub live: u64,
    pub exited: u64,
    pub steps: u64,
    frames: Vec<Frame>,
    /// The lanes' stacks, lent to the block's memory view while the wave runs.
    pub private: crate::run::mem::Private,
    /// The vote of the barrier the wave waits at, if it has one.
    pub bar_pred: Option<BarrierVote>,
    pub done: bool,
    cur_pc: u32,
    side: Side,
    /// Frames of returned calls, kept to be reused (their registers reset, not reallocated).
    spare: Vec<Frame>,
    /// What the kernel frame's registers still hold from earlier waves (`reuse`).
    reused: Reused,
}

/// Frames kept for reuse per wave.
const SPARE_FRAMES: usize = 16;

impl Wave {
    /// The lines this wave printed so far (taken out).
    pub fn take_printed(&mut self) -> crate::run::printed::Lines {
        std::mem::take(&mut self.side.printed)
    }
    /// The approximate operations whose results this wave stored, and how many lane-stores
    /// (taken out: a reused wave starts with none).
    pub fn take_approx_stored(&mut self) -> (crate::numerics::approx::ApproxSet, u64) {
        let stored = (self.side.approx_stored, self.side.approx_stores);
        self.side.approx_stored = crate::numerics::approx::ApproxSet::EMPTY;
        self.side.approx_stores = 0;
        stored
    }
    /// The block's scheduling turn the wave runs in next (orders printf lines).
    pub fn set_turn(&mut self, turn: u64) {
        self.side.turn = turn;
    }
}

/// A per-lane error before the location is filled in.
fn lane_err(kind: ErrKind, lane: u32, msg: String) -> RunError {
    let mut e = RunError::new(kind, msg);
    e.at = Some(Box::new(Location { lane: Some(lane), ..Default::default() }));
    e
}

use xlane_core::wwm::widen;

impl Wave {
    pub fn new(info: &LaunchInfo, kernel: u32, index: u32, block_idx: [u32; 3], live: u64, args: &[(Reg, u64)], priv_cap: u64) -> Wave {
        let f = &info.prog.funcs[kernel as usize];
        let mut regs = Regs::from_template(&info.templates[kernel as usize]);
        for (slot, (v, u)) in f.params.iter().flatten().zip(args) {
            regs.set(*slot, v, *u);
        }
        let frame = Frame { func: kernel, regs, stack: vec![Entry::new(Some(0), live, None)], ret_dsts: vec![], ret: Regs::default(), ret_fresh: true, priv_base: 0 };
        Wave {
            index,
            block_idx,
            live,
            exited: 0,
            steps: 0,
            frames: vec![frame],
            private: crate::run::mem::Private::new(L, priv_cap),
            bar_pred: None,
            done: false,
            cur_pc: 0,
            side: Side::default(),
            spare: vec![],
            reused: Reused::new(&info.reuse),
        }
    }

    /// Make this wave (of any earlier block of the same launch and kernel) a fresh wave of
    /// block `block_idx`, reusing its memory: registers go back to the kernel's template by
    /// the slots written, private memory is cleared.
    pub fn reset(&mut self, info: &LaunchInfo, index: u32, block_idx: [u32; 3], live: u64, args: &[(Reg, u64)]) {
        while self.frames.len() > 1 {
            let f = self.frames.pop().unwrap();
            self.keep_spare(f);
        }
        let fr = &mut self.frames[0];
        let f = &info.prog.funcs[fr.func as usize];
        fr.regs.reset();
        if !info.reuse.args_kept() {
            for (slot, (v, u)) in f.params.iter().flatten().zip(args) {
                fr.regs.set(*slot, v, *u);
            }
        }
        fr.stack.clear();
        fr.stack.push(Entry::new(Some(0), live, None));
        fr.ret_dsts.clear();
        fr.priv_base = 0;
        self.index = index;
        self.block_idx = block_idx;
        self.live = live;
        self.exited = 0;
        self.steps = 0;
        self.private.clear();
        self.bar_pred = None;
        self.done = false;
        self.cur_pc = 0;
        self.side.cp_pending.clear();
        self.side.cp_groups = [0; L];
        self.side.wg_pending.clear();
        self.side.wg_groups = 0;
        self.side.wg_live.clear();
        self.side.wg_reported.clear();
        self.side.mem_from.clear();
        self.side.watch.reset();
        self.side.mode = 0;
    }

    fn keep_spare(&mut self, f: Frame) {
        if self.spare.len() < SPARE_FRAMES {
            self.spare.push(f);
        }
    }

    /// Fill in the location of an error raised while running op `pc` of the top frame.
    fn locate(&self, info: &LaunchInfo, mut e: RunError) -> RunError {
        let Some(fr) = self.frames.last() else { return e };
        let f = &info.prog.funcs[fr.func as usize];
        let inst = f.code.get(self.cur_pc as usize);
        let line = inst.map(|i| i.line).unwrap_or(f.line);
        let lane = e.at.as_ref().and_then(|a| a.lane);
        e.at = Some(Box::new(Location {
            kernel: info.kernel.clone(),
            function: f.name.clone(),
            block: self.block_idx,
            wave: self.index,
            lane,
            line,
            inst: info.prog.lines.get(line as usize - 1).cloned().unwrap_or_default(),
            src_line: inst.and_then(|i| i.src_line),
            src: info.prog.src_chains.get(&line).cloned().unwrap_or_default(),
        }));
        e
    }

    pub fn location(&self, info: &LaunchInfo) -> Location {
        *self.locate(info, RunError::new(ErrKind::Malformed, "")).at.unwrap()
    }

    /// The barrier the wave waits at: its function and op (`check::sync` compares them).
    pub fn barrier_site(&self) -> (u32, u32) {
        (self.frames.last().map_or(u32::MAX, |f| f.func), self.cur_pc)
    }

    /// Where the wave waits at its barrier, located at its first live lane.
    pub fn barrier_location(&self, info: &LaunchInfo) -> Location {
        let mut at = self.location(info);
        let alive = self.live & !self.exited;
        at.lane = (alive != 0).then(|| alive.trailing_zeros());
        at
    }

    /// Run until the wave reaches a block barrier or finishes.
    pub fn run(&mut self, info: &LaunchInfo, mem: &mut Mem, warnings: &mut Vec<Warning>, sites: &mut SiteCache, checks: &mut crate::run::check::BlockState) -> RResult<Stop> {
        match self.drive(info, mem, warnings, sites, checks) {
            Ok(s) => Ok(s),
            Err(e) => Err(self.locate(info, e)),
        }
    }

    /// The driver, in the shape of Cranelift's interpreter: take the top frame's divergence
    /// entry, run its block's ops (each by a speed tier where one takes it, else by the
    /// general step) until one changes control flow, and act on the flow it returns.
    fn drive(&mut self, info: &LaunchInfo, mem: &mut Mem, warnings: &mut Vec<Warning>, sites: &mut SiteCache, checks: &mut crate::run::check::BlockState) -> RResult<Stop> {
        let full = wave_mask(info.wave);
        loop {
            let Some(mut pc) = self.next_entry(info)? else { return Ok(Stop::Done) };
            let depth = self.frames.len();
            let fr = self.frames.last_mut().unwrap();
            let func = &info.prog.funcs[fr.func as usize];
            let top = fr.stack.last().unwrap();
            let normal = top.mask;
            let tracking = fr.regs.tracks_approx();
            // with wgmma accumulators in flight every op passes `wgmma_live::check`
            let general = tracking || !self.side.wg_live.is_empty();
            let mut speed = Speed::new(info, fr.func, depth == 1, general, top.loop_.map(|l| func.reconv.loops[l as usize].header));
            let wave = WaveFacts { index: self.index, block_idx: self.block_idx, steps: self.steps, alive: self.live & !self.exited };
            let first = &func.code[pc as usize];
            let mut cx =
                Cx { info, func_id: fr.func, func, inst: first, pc, exec: normal, normal, full, priv_base: fr.priv_base, wave, mem, checks, warnings, side: &mut self.side, sites };
            // The ops of a block up to one that changes control flow run straight through, with
            // the frame and entry looked up once.
            let flow = loop {
                self.steps += 1;
                if self.steps > info.max_steps || self.steps & 0xffff == 0 {
                    self.cur_pc = pc;
                    check_limits(info, self.steps)?;
                }
                match speed.before(&mut cx, &mut fr.regs, &mut self.reused, pc, normal, self.steps) {
                    Ok(Some(took)) => {
                        self.steps += took.extra_steps;
                        pc += took.ops;
                        continue;
                    }
                    Ok(None) => {}
                    Err(e) => {
                        self.cur_pc = pc;
                        return Err(e);
                    }
                }
                self.cur_pc = pc;
                let inst = &func.code[pc as usize];
                cx.inst = inst;
                cx.pc = pc;
                cx.exec = widen(inst.mode, normal, full);
                cx.wave.steps = self.steps;
                if tracking {
                    approx::check_store(&mut cx, &fr.regs, &inst.op)?;
                }
                if !cx.side.wg_live.is_empty() {
                    wgmma_live::check(&mut cx, &inst.op)?;
                }
                let flow = step::step(&mut cx, &mut fr.regs, &inst.op)?;
                if !cx.side.wg_live.is_empty() {
                    speed.general_only();
                }
                if cx.mem.unwritten.is_some() {
                    memops::report_unwritten(&mut cx)?;
                }
                // `--watch` ops are not the kernel's: they count as no instruction (clocks read
                // the count)
                if info.watch.is_some() && inst.op.is_watch() {
                    self.steps -= 1;
                }
                if tracking {
                    approx::propagate(&mut fr.regs, &inst.op, cx.exec);
                }
                if info.checks.poison && speed.may_poison(pc) {
                    trace::note_poison(&mut cx, &fr.regs, &inst.op);
                }
                match flow {
                    Flow::Next => {
                        speed.after(&mut cx, &fr.regs, &mut self.reused, normal);
                        pc += 1;
                    }
                    // every lane of the entry takes one edge within its loop nest: the entry goes
                    // on at the target, as `branch` would move it, without leaving this loop
                    Flow::Branch(t) => match straight_on(func, fr.stack.last().unwrap(), pc, &t, cx.exec) {
                        Some(next) => pc = next,
                        None => break Flow::Branch(t),
                    },
                    f => break f,
                }
            };
            let exec = cx.exec;
            fr.stack.last_mut().unwrap().pc = Some(pc + 1);
            if let Some(stop) = self.act(info, mem, pc, exec, flow, tracking)? {
                return Ok(stop);
            }
        }
    }

    /// The pc of the top frame's divergence entry to run next, after returns from finished
    /// calls, loops every lane has left and entries whose lanes all exited; `None` when the
    /// wave is done.
    fn next_entry(&mut self, info: &LaunchInfo) -> RResult<Option<u32>> {
        loop {
            let depth = self.frames.len();
            let fr = self.frames.last_mut().unwrap();
            let func = &info.prog.funcs[fr.func as usize];
            let Some(top) = fr.stack.last_mut() else {
                return Err(RunError::new(ErrKind::Internal, "empty divergence stack"));
            };
            let Some(pc) = top.pc else {
                // The function's exit: return the lanes of this (bottom) entry.
                let m = top.mask;
                if depth == 1 {
                    self.done = true;
                    return Ok(None);
                }
                let done = self.frames.pop().unwrap();
                if info.watch.is_some() {
                    self.side.watch.leave_frame();
                }
                let caller = self.frames.last_mut().unwrap();
                for (i, &d) in done.ret_dsts.iter().enumerate() {
                    caller.regs.put(d, done.ret.get(i as Slot), done.ret.und(i as Slot), m);
                    let (am, ops) = done.ret.apx(i as Slot);
                    caller.regs.set_apx(d, am, ops, m);
                }
                self.keep_spare(done);
                continue;
            };
            if top.mask != 0 {
                return Ok(Some(pc));
            }
            if top.loop_.is_some() {
                // every lane has left the loop: release them at their exit blocks
                let done = fr.stack.pop().unwrap();
                for (to, m) in done.exits.into_iter().rev() {
                    if Some(to) != done.reconv {
                        enter(&mut fr.stack, func, to, m, done.reconv);
                    }
                }
                continue;
            }
            // every lane of this entry exited early
            top.pc = None;
            if fr.stack.len() > 1 {
                fr.stack.pop();
            }
        }
    }

    /// Act on the flow the op at `pc` returned for the lanes `exec`: `Some` when the wave
    /// stops (a barrier).
    fn act(&mut self, info: &LaunchInfo, mem: &mut Mem, pc: u32, exec: u64, flow: Flow, tracking: bool) -> RResult<Option<Stop>> {
        let depth = self.frames.len();
        let fr = self.frames.last_mut().unwrap();
        let func = &info.prog.funcs[fr.func as usize];
        match flow {
            Flow::Next => unreachable!("straight-line ops continue in the driver"),
            Flow::Branch(targets) => self.branch(info, pc, targets),
            Flow::Ret { vals } => {
                if fr.ret.len() < vals.len() {
                    fr.ret = Regs::new(vals.len());
                    if tracking {
                        fr.ret.track_approx();
                    }
                } else if !fr.ret_fresh {
                    fr.ret.reset_undefined();
                }
                fr.ret_fresh = true;
                for (i, &s) in vals.iter().enumerate() {
                    fr.ret.put(i as Slot, fr.regs.get(s), fr.regs.und(s), exec);
                    let (am, ops) = fr.regs.apx(s);
                    fr.ret.set_apx(i as Slot, am, ops, exec);
                }
                if depth == 1 {
                    self.exited |= exec;
                }
                goto(&mut fr.stack, func, Dest::Block(func.exit()));
            }
            Flow::Call { callee, args, dsts } => {
                if depth >= 64 {
                    return Err(RunError::unsupported("call depth above 64 (recursion)"));
                }
                let frame = self.call_frame(info, mem, callee, args, dsts, exec)?;
                self.frames.push(frame);
                if info.watch.is_some() {
                    self.side.watch.enter();
                }
            }
            Flow::Barrier { vote, dst } => {
                let alive = self.live & !self.exited;
                if exec != alive {
                    return Err(RunError::new(
                        ErrKind::BarrierDivergence,
                        format!("block barrier reached by lanes {} of the wave while lanes {} are elsewhere", LaneMask(exec), LaneMask(alive & !exec)),
                    )
                    .with_help("every thread of the block must reach the same __syncthreads(); move it out of the divergent branch"));
                }
                self.bar_pred = vote.map(|(p, red)| {
                    let pv = fr.regs.get(p);
                    let mut set = 0u64;
                    for l in lanes(exec) {
                        if pv[l as usize] & 1 != 0 {
                            set |= 1 << l;
                        }
                    }
                    BarrierVote { set, exec, red, dst }
                });
                return Ok(Some(Stop::Barrier));
            }
            Flow::Trap(what) => return Err(lane_err(ErrKind::Trap, exec.trailing_zeros(), what.to_string())),
        }
        Ok(None)
    }

    /// The frame of a call from the top frame: the callee's registers with the arguments, and
    /// the copies of its `byval` arguments in its part of the private stack.
    fn call_frame(&mut self, info: &LaunchInfo, mem: &mut Mem, callee: u32, args: &[Slot], dsts: &[Slot], exec: u64) -> RResult<Frame> {
        let fr = self.frames.last().unwrap();
        let func = &info.prog.funcs[fr.func as usize];
        let cf = &info.prog.funcs[callee as usize];
        let template = &info.templates[callee as usize];
        let mut reused = self.spare.iter().rposition(|f| f.func == callee).map(|k| self.spare.swap_remove(k));
        let fr = self.frames.last().unwrap();
        let mut cregs = match reused.as_mut() {
            Some(f) => {
                let mut r = std::mem::take(&mut f.regs);
                r.reset();
                r
            }
            None => Regs::from_template(template),
        };
        for (d, s) in cf.params.iter().flatten().zip(args) {
            cregs.set(*d, fr.regs.get(*s), fr.regs.und(*s));
            let (am, ops) = fr.regs.apx(*s);
            cregs.set_apx(*d, am, ops, u64::MAX);
        }
        let priv_base = fr.priv_base + func.frame_bytes;
        if (priv_base + cf.frame_bytes) as u64 > mem.private.cap {
            // deeper than the launch's reserve (recursion): grow the lanes' stacks
            stack::grow(mem, L, (priv_base + cf.frame_bytes) as u64, &cf.name)?;
        }
        // `byval` arguments: copy the pointee into the callee's frame, pass the copy
        for (p, copy) in cf.byval_copies.iter().enumerate() {
            let Some(ByvalCopy { offset, size, space }) = *copy else { continue };
            let slot = cf.params[p][0];
            let dst_ptr = (priv_base + offset) as u64;
            let mut v = *cregs.get(slot);
            for lane in lanes(exec) {
                let src = v[lane as usize];
                for k in 0..size as u64 {
                    // a copy, not a use: a struct's padding may be unwritten (initcheck skips it)
                    let (b, u) = mem.peek(resolve(space, src + k), 1, lane).map_err(|e| with_lane(e, lane))?;
                    mem.write(crate::run::mem::Loc::Priv(dst_ptr + k), 1, b, u, lane).map_err(|e| with_lane(e, lane))?;
                }
                v[lane as usize] = if space == AddrSpace::Private { dst_ptr } else { dst_ptr | PRIV_APERTURE };
            }
            let u = cregs.und(slot);
            cregs.set(slot, &v, u);
        }
        Ok(match reused {
            Some(mut f) => {
                f.regs = cregs;
                f.stack.clear();
                f.stack.push(Entry::new(Some(0), exec, None));
                f.ret_dsts.clear();
                f.ret_dsts.extend_from_slice(dsts);
                f.ret_fresh = false;
                f.priv_base = priv_base;
                f
            }
            None => Frame { func: callee, regs: cregs, stack: vec![Entry::new(Some(0), exec, None)], ret_dsts: dsts.to_vec(), ret: Regs::default(), ret_fresh: true, priv_base },
        })
    }

    /// A branch from the block of `pc` with per-target lane masks (empty masks allowed).
    fn branch(&mut self, info: &LaunchInfo, pc: u32, targets: Targets) {
        // reused buffers: a loop's branch runs every iteration
        let mut live = std::mem::take(&mut self.side.live_targets);
        live.clear();
        live.extend(targets.as_slice().iter().copied().filter(|t| t.1 != 0));
        if live.len() > 1 && self.frames.len() == 1 {
            // Kernel lanes whose branch leads straight to `ret void` have finished: they leave
            // now instead of waiting at the reconvergence point, so a later barrier does not
            // wait for them (exited threads do not take part in a barrier on the hardware).
            let fr = self.frames.last_mut().unwrap();
            let func = &info.prog.funcs[fr.func as usize];
            let mut gone = 0;
            live.retain(|&(t, m)| {
                let pure_exit = t != func.exit() && matches!(&func.code[func.block_start[t as usize] as usize].op, Op::Ret(ops::Ret { vals }) if vals.is_empty());
                if pure_exit {
                    gone |= m;
                }
                !pure_exit
            });
            if gone != 0 {
                self.exited |= gone;
                for e in fr.stack.iter_mut() {
                    e.mask &= !gone;
                }
            }
        }
        let fr = self.frames.last_mut().unwrap();
        let func = &info.prog.funcs[fr.func as usize];
        let from = block_of(func, pc);
        // Lanes leaving a loop wait for the loop to finish; the others go on.
        let mut rest = std::mem::take(&mut self.side.rest_targets);
        rest.clear();
        for &(t, m) in &live {
            match classify(func, from, t) {
                Dest::Exit { l, to } => {
                    if !park(&mut fr.stack, l, to, m) {
                        rest.push((Dest::Block(to), m));
                    }
                }
                d => rest.push((d, m)),
            }
        }
        match rest.len() {
            0 => {}
            1 => {
                let (d, _) = rest.pop().unwrap();
                goto(&mut fr.stack, func, d);
            }
            _ => {
                let r = func.reconv.rpoint[from as usize];
                let top = fr.stack.last_mut().unwrap();
                if top.reconv == Some(r) {
                    fr.stack.pop();
                } else {
                    top.pc = start_pc(func, r);
                }
                for (d, m) in rest.drain(..).rev() {
                    let t = match d {
                        Dest::Block(b) => b,
                        Dest::NextIter(l) => func.reconv.next_iter(l),
                        Dest::Exit { .. } => continue,
                    };
                    if t != r {
                        enter(&mut fr.stack, func, t, m, Some(r));
                    }
                }
            }
        }
        self.side.live_targets = live;
        self.side.rest_targets = rest;
    }

    /// Finish a block barrier: write the block-wide reduction result.
    pub fn barrier_result(&mut self, value: u64) {
        if let Some(BarrierVote { exec, dst: Some(dst), .. }) = self.bar_pred.take() {
            let fr = self.frames.last_mut().unwrap();
            fr.regs.put(dst, &[value; L], 0, exec);
        }
    }
}

/// The location of op `pc` of function `func_id` for `lane` of wave `wave` of block `block`
/// (diagnostics that name an access made earlier: `run::check::race`).
pub fn op_location(info: &LaunchInfo, func_id: u32, pc: u32, block: [u32; 3], wave: u32, lane: u32) -> Location {
    let func = &info.prog.funcs[func_id as usize];
    here(info, func, &func.code[pc as usize], block, wave, lane)
}

/// The location of op `inst` in `func` for lane `lane`.
fn here(info: &LaunchInfo, func: &Func, inst: &DInst, block: [u32; 3], wave: u32, lane: u32) -> Location {
    Location {
        kernel: info.kernel.clone(),
        function: func.name.clone(),
        block,
        wave,
        lane: Some(lane),
        line: inst.line,
        inst: info.prog.lines.get(inst.line as usize - 1).cloned().unwrap_or_default(),
        src_line: inst.src_line,
        src: info.prog.src_chains.get(&inst.line).cloned().unwrap_or_default(),
    }
}

/// An undefined value reaches memory: a warning, or with `--strict` an `undefined-value` error.
fn report_undef(info: &LaunchInfo, warnings: &mut Vec<Warning>, at: Location, msg: String, origin: Option<UndefOrigin>) -> RResult<()> {
    if info.strict {
        let msg = match &origin {
            Some(o) => format!("{msg} ({o})"),
            None => msg,
        };
        let mut e = RunError::new(ErrKind::UndefinedValue, msg);
        e.at = Some(Box::new(at));
        return Err(e);
    }
    if warnings.len() < 1000 {
        warnings.push(Warning { kind: ErrKind::UndefinedValue, message: msg, at, origin, related: None });
    }
    Ok(())
}

fn lanes(m: u64) -> impl Iterator<Item = u32> {
    let mut m = m;
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let l = m.trailing_zeros();
            m &= m - 1;
            Some(l)
        }
    })
}

fn with_lane(mut e: RunError, lane: u32) -> RunError {
    if e.at.is_none() {
        e.at = Some(Box::new(Location { lane: Some(lane), ..Default::default() }));
    }
    e
}

fn check_align(addr: u64, align: u32, size: u32, lane: u32) -> RResult<()> {
    let _ = size;
    if align > 1 && !addr.is_multiple_of(align as u64) {
        return Err(lane_err(ErrKind::Misaligned, lane, format!("address {addr:#x} is not aligned to {align} bytes as the access promises")));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::front::ll::ast::flags::*;

    fn reg(v: &[u64]) -> Reg {
        let mut r = [0u64; L];
        r[..v.len()].copy_from_slice(v);
        r
    }

    #[test]
    fn poison_flags_on_i8() {
        // lanes: 127+1 (signed overflow), 100+27 (fine), 255+1 (unsigned wrap), 128+128 (both)
        let (a, b) = (reg(&[127, 100, 255, 128]), reg(&[1, 27, 1, 128]));
        assert_eq!(flag_poison(IOp::Add, 8, NSW, &a, &b) & 0xf, 0b1001);
        assert_eq!(flag_poison(IOp::Add, 8, NUW, &a, &b) & 0xf, 0b1100);
        // 0-1 borrows (nuw); -128-1 overflows (nsw): lanes 0 and 1
        let (a, b) = (reg(&[0, 128, 5]), reg(&[1, 1, 3]));
        assert_eq!(flag_poison(IOp::Sub, 8, NUW, &a, &b) & 0x7, 0b001);
        assert_eq!(flag_poison(IOp::Sub, 8, NSW, &a, &b) & 0x7, 0b010);
        // 64-bit: i64::MAX + 1
        let (a, b) = (reg(&[i64::MAX as u64, u64::MAX]), reg(&[1, 1]));
        assert_eq!(flag_poison(IOp::Add, 64, NSW, &a, &b) & 3, 0b01);
        assert_eq!(flag_poison(IOp::Add, 64, NUW, &a, &b) & 3, 0b10);
        // shl nsw: 0x40 << 1 flips the i8 sign; exact lshr: 3 >> 1 loses a bit
        assert_eq!(flag_poison(IOp::Shl, 8, NSW, &reg(&[0x40, 0x20]), &reg(&[1, 1])) & 3, 0b01);
        assert_eq!(flag_poison(IOp::LShr, 8, EXACT, &reg(&[3, 4]), &reg(&[1, 1])) & 3, 0b01);
    }
}
