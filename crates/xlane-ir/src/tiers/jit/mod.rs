//! The compiled tier: runs of plain ops ([`plain`]) compiled with Cranelift into native loops
//! over the wave's lanes ([`emit`]), once per launch. The interpreter stays the reference:
//! the driver executes a compiled run as one fused step where the run's lanes allow it, and
//! works out the undefined lanes with the interpreter's own rules afterwards
//! (`exec::compiled`); control flow, memory, cross-lane calls and barriers are never compiled.
//! Whatever Cranelift cannot compile on this machine runs in the interpreter.

mod emit;
mod live;
mod looped;
mod plain;
mod tail;
mod wavewide;

pub use plain::{runs, Found, Plain};
pub use tail::Looping;

use cranelift_codegen::ir::{types::I64, AbiParam, UserFuncName};
use cranelift_codegen::settings::{self, Configurable};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{default_libcall_names, Module};

use std::collections::HashSet;

use crate::front::program::{ops, DInst, Edge, IOp, Op, Slot};

/// Which engine runs a launch's plain ops.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Tier {
    /// The interpreter only (the reference).
    Interp,
    /// Runs of plain ops compiled to native code, the rest interpreted.
    #[default]
    Jit,
}

impl Tier {
    pub const NAMES: [&'static str; 2] = ["interp", "jit"];

    pub fn name(self) -> &'static str {
        match self {
            Tier::Interp => "interp",
            Tier::Jit => "jit",
        }
    }

    pub fn from_name(s: &str) -> Option<Tier> {
        match s {
            "interp" => Some(Tier::Interp),
            "jit" => Some(Tier::Jit),
            _ => None,
        }
    }
}

/// Compiled code: `fn(vals, bytes, max passes, scratch, routes) -> passes made` (see [`emit`]).
type RunFn = unsafe extern "C" fn(*mut u64, u64, u64, *mut u64, *const u8) -> u64;

/// A route's source lane for each lane as compiled code reads it: its byte offset in a slot
/// (the lane times 8).
pub type RouteTable = [u64; crate::tiers::lanewise::L];

/// A function's decoded code, as the compiler reads it.
#[derive(Clone, Copy)]
pub struct FuncCode<'a> {
    pub code: &'a [DInst],
    pub edges: &'a [Edge],
    /// First op of each block.
    pub block_start: &'a [u32],
}

/// One compiled run: the ops `start..start + len`, and its code.
pub struct Run {
    pub start: u32,
    /// The ops the run stands for (its steps): the compiled ones and the holes.
    pub len: u32,
    /// The compiled ops, in program order.
    pub ops: Vec<Plain>,
    /// The kept ops inside the run, which the code skips ([`plain::runs`]): the runner takes
    /// the run only where each holds its result, and skips them all.
    pub holes: Vec<u32>,
    /// The slots the holes write, which count as written when the run is taken.
    pub hole_dsts: Vec<Slot>,
    /// One more than the highest slot the run touches.
    pub nslots: u32,
    /// Per compiled op, what the runner needs for its undefined lanes, in program order.
    pub und: Vec<UndStep>,
    /// The run is a self-loop block whose loop the code can go round ([`tail`]).
    pub looping: Option<Looping>,
    /// The ops that are routes ([`Plain::Route`]), in order: the runner works out each one's
    /// table when the run starts.
    pub route_pcs: Vec<u32>,
    /// The code does four lanes at a time: it runs only for a multiple of four lanes.
    pub quad: bool,
    /// For a run with routes, the slots it reads from before it: all must be defined in the
    /// executing lanes (a route must never gather an undefined lane, see `compile`).
    pub route_inputs: Vec<Slot>,
    f: RunFn,
}

impl Run {
    /// Run the ops for lanes `0..lanes` of the register file at `vals`: one pass, or for a
    /// run with a loop up to `max` passes of it (at least one); the passes made. `scratch`
    /// has room for [`Run::scratch_words`].
    ///
    /// # Safety
    /// `vals` points at a register file of at least `self.nslots` slots of 64 lanes, that
    /// nothing else accesses during the call, and `lanes` is even, from 2 to 64.
    pub unsafe fn call(&self, vals: *mut u64, lanes: u32, max: u64, scratch: &mut [u64], routes: &[RouteTable]) -> u64 {
        debug_assert!((2..=64).contains(&lanes) && lanes.is_multiple_of(2));
        assert!(!self.quad || lanes.is_multiple_of(4), "four lanes at a time");
        assert!(scratch.len() >= self.scratch_words(), "scratch too small for the run");
        assert_eq!(routes.len(), self.route_pcs.len(), "one table per route of the run");
        // (the code masks each offset into the slot: a wrong table gives wrong lanes, never a
        // read outside the file)
        debug_assert!(routes.iter().flatten().all(|&o| o % 8 == 0 && o / 8 < lanes as u64), "a route reads a lane the run does not cover");
        // SAFETY: the caller's promise and the scratch and tables checked above are what the
        // compiled code needs (`emit`, `looped`, `wavewide`).
        unsafe { (self.f)(vals, lanes as u64 * 8, max.max(1), scratch.as_mut_ptr(), routes.as_ptr().cast()) }
    }

    /// The words of scratch space the run's loop saves its phis in (64 lanes per phi).
    pub fn scratch_words(&self) -> usize {
        self.looping.as_ref().map_or(0, |l| l.copy_dsts.len() * crate::tiers::lanewise::L)
    }
}

/// One op of a run as the runner's undefined-lane pass sees it.
#[derive(Debug, Clone, Copy)]
pub struct UndStep {
    pub dst: Slot,
    /// The operands (the first `nsrcs`).
    pub srcs: [Slot; 3],
    pub nsrcs: u8,
    /// Whether the op can make a lane undefined from defined operands (a poison flag, a shift
    /// by an amount that is not a constant below the width). An op that cannot, with every
    /// operand defined, has a defined result.
    pub may_poison: bool,
    /// The op's index in its function.
    pub pc: u32,
}

/// The native code of a launch, freed with it.
struct Code(Option<JITModule>);

// SAFETY: after `finalize_definitions` the module is never used again until it is dropped;
// its code memory is immutable and only executed, which any thread may do.
unsafe impl Send for Code {}
unsafe impl Sync for Code {}

impl Drop for Code {
    fn drop(&mut self) {
        if let Some(m) = self.0.take() {
            // SAFETY: the function pointers into this memory live in the `Compiled` that owns
            // this `Code`, and are dropped with it.
            unsafe { m.free_memory() };
        }
    }
}

/// The compiled runs of a program's functions, by function and first op.
#[derive(Default)]
pub struct Compiled {
    runs: Vec<Vec<Option<Run>>>,
    _code: Option<Code>,
}

/// The shortest run worth compiling. A compiled op moves two lanes per vector instruction
/// (Cranelift's x86-64 vectors are 128 bits) where the interpreter's AVX2 lane kernels move
/// four, so compiled code wins by the per-op dispatch it saves and the stores it drops; below
/// about six ops that no longer pays for compiling, and shorter runs take the fast lane
/// (BENCHMARKS.md, "Compiled tier").
pub const MIN_RUN: usize = 6;

impl Compiled {
    /// No compiled code: everything is interpreted.
    pub fn none() -> Compiled {
        Compiled::default()
    }

    /// Compile the runs of `min_len` ops or more of every function (given by its code).
    /// `konst(func, slot)` gives the value of a slot that holds one defined constant in every
    /// lane. `left_out(func, op)`: an op no run may take (one whose result the runner keeps
    /// from wave to wave, `exec::reuse`). On a machine or an op Cranelift cannot handle, the
    /// runs it could not compile are left to the interpreter.
    pub fn compile(funcs: &[FuncCode], min_len: usize, konst: &dyn Fn(usize, Slot) -> Option<u64>, left_out: &dyn Fn(usize, usize) -> bool) -> Compiled {
        let codes: Vec<&[DInst]> = funcs.iter().map(|f| f.code).collect();
        let found: Vec<Vec<Found>> = codes.iter().enumerate().map(|(fi, c)| runs(c, min_len, &|pc| left_out(fi, pc))).collect();
        if found.iter().all(Vec::is_empty) {
            return Compiled::none();
        }
        let Some(mut module) = module() else { return Compiled::none() };
        let mut ctx = module.make_context();
        let mut fbc = FunctionBuilderContext::new();
        let mut pending = vec![];
        for (fi, (&FuncCode { code, edges, block_start }, found)) in funcs.iter().zip(found).enumerate() {
            let names = live::Names::of(code, edges);
            for Found { start, len, ops, pcs, holes } in found {
                let span = start as usize..(start + len) as usize;
                let insts: Vec<&DInst> = pcs.iter().map(|&pc| &code[pc as usize]).collect();
                // a result is stored when something after the run may read it: an op outside
                // the run or a phi copy, a hole, or the runner's undefined-lane rules
                // (`exec::compiled` reads the operands of the ops whose rules look at values)
                let read_by_rules: HashSet<Slot> = insts.iter().flat_map(|i| read_by_undef_rules(&i.op)).collect();
                let named_by_holes: HashSet<Slot> = holes.iter().flat_map(|&h| live::named_by(&code[h as usize].op)).collect();
                let stored = |s: Slot| read_by_rules.contains(&s) || named_by_holes.contains(&s) || names.outside(s, span.clone());
                // A route copies its source's lanes as they are, where the interpreter's gather
                // gives 0 for a lane whose source is undefined: a run with routes is compiled
                // only where no route's source can be undefined, that is, no op before it in
                // the run can make poison (the runner checks the run's inputs, `route_inputs`,
                // and takes the run only where every hole holds a defined result)
                let mut poisoned: HashSet<Slot> = HashSet::new();
                let mut unsafe_route = false;
                for (i, p) in insts.iter().zip(&ops) {
                    if let Plain::Route { src, .. } = *p {
                        unsafe_route |= poisoned.contains(&src);
                    }
                    if may_poison(&i.op, &|s| konst(fi, s)) || p.srcs().any(|s| poisoned.contains(&s)) {
                        poisoned.insert(p.dst());
                    }
                }
                if unsafe_route {
                    continue;
                }
                // the slots the holes write; a hole's result is defined where the runner takes
                // the run
                let mut hole_dsts = vec![];
                for &h in &holes {
                    code[h as usize].op.writes(&mut |d| hole_dsts.push(d));
                }
                let mut written: HashSet<Slot> = hole_dsts.iter().copied().collect();
                let mut route_inputs = vec![];
                if ops.iter().any(|p| matches!(p, Plain::Route { .. })) {
                    for p in &ops {
                        route_inputs.extend(p.srcs().filter(|s| !written.contains(s) && konst(fi, *s).is_none()));
                        written.insert(p.dst());
                    }
                    route_inputs.sort_unstable();
                    route_inputs.dedup();
                }
                // a loop's passes would run its holes under other exec masks: none then
                let (tail, looping) = holes.is_empty().then(|| tail::of(code, edges, block_start, start as usize, ops.len(), &|s| konst(fi, s))).flatten().unzip();
                let loop_slots = tail.iter().flat_map(|t| t.copies.iter().flat_map(|&(d, s)| [d, s]).chain([t.cond]));
                let nslots = ops.iter().flat_map(|p| p.srcs().chain([p.dst()])).chain(loop_slots).max().map_or(0, |s| s + 1);
                if nslots as usize * crate::tiers::lanewise::L * 8 > i32::MAX as usize {
                    continue;
                }
                let mut sig = module.make_signature();
                sig.params.extend([AbiParam::new(I64); 5]);
                sig.returns.push(AbiParam::new(I64));
                let Ok(id) = module.declare_anonymous_function(&sig) else { continue };
                ctx.func.signature = sig;
                ctx.func.name = UserFuncName::user(0, id.as_u32());
                // a loop with routes goes round over the whole wave, four lanes at a time
                let quad = looping.is_some() && ops.iter().any(|p| matches!(p, Plain::Route { .. }));
                let built = quietly(|| {
                    let mut b = FunctionBuilder::new(&mut ctx.func, &mut fbc);
                    match (&tail, &looping) {
                        (Some(t), Some(_)) if quad => wavewide::wave_loop_fn(&mut b, &ops, &|s| konst(fi, s), &stored, t),
                        (Some(t), Some(l)) => looped::loop_fn(&mut b, &ops, &|s| konst(fi, s), &stored, t, &l.inputs),
                        _ => emit::run_fn(&mut b, &ops, &|s| konst(fi, s), &stored),
                    }
                    b.finalize();
                });
                let ok = built.is_some() && quietly(|| module.define_function(id, &mut ctx).is_ok()).unwrap_or(false);
                module.clear_context(&mut ctx);
                if ok {
                    let und = insts
                        .iter()
                        .zip(&ops)
                        .zip(&pcs)
                        .map(|((i, p), &pc)| {
                            let mut srcs = [0; 3];
                            let mut nsrcs = 0;
                            for (k, s) in p.srcs().enumerate() {
                                srcs[k] = s;
                                nsrcs += 1;
                            }
                            UndStep { dst: p.dst(), srcs, nsrcs, may_poison: may_poison(&i.op, &|s| konst(fi, s)), pc }
                        })
                        .collect();
                    let route_pcs = ops.iter().zip(&pcs).filter(|(p, _)| matches!(p, Plain::Route { .. })).map(|(_, &pc)| pc).collect();
                    pending.push((fi, Run { start, len, ops, nslots, und, looping, route_pcs, holes, hole_dsts, quad, route_inputs, f: noop }, id));
                }
            }
        }
        if module.finalize_definitions().is_err() {
            return Compiled::none();
        }
        let mut runs: Vec<Vec<Option<Run>>> = codes.iter().map(|c| (0..c.len()).map(|_| None).collect()).collect();
        for (fi, mut run, id) in pending {
            let ptr = module.get_finalized_function(id);
            // SAFETY: the function was declared with the signature `(i64, i64, i64, i64, i64)
            // -> i64`, which is `RunFn`'s C ABI on this host.
            run.f = unsafe { std::mem::transmute::<*const u8, RunFn>(ptr) };
            let start = run.start as usize;
            runs[fi][start] = Some(run);
        }
        Compiled { runs, _code: Some(Code(Some(module))) }
    }

    /// The run starting at op `pc` of function `func`, if one was compiled.
    #[inline(always)]
    pub fn at(&self, func: u32, pc: u32) -> Option<&Run> {
        self.runs.get(func as usize)?.get(pc as usize)?.as_ref()
    }

    /// The compiled runs of function `func`, by first op (empty when none).
    #[inline(always)]
    pub fn of(&self, func: u32) -> &[Option<Run>] {
        self.runs.get(func as usize).map_or(&[], |r| r.as_slice())
    }

    /// How many runs were compiled.
    pub fn len(&self) -> usize {
        self.runs.iter().flatten().flatten().count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

thread_local! {
    /// Set while this thread runs Cranelift under [`quietly`].
    static QUIET: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Run `f` (Cranelift building or compiling a run), `None` if it panicked. A panic in the code
/// generator costs only that run, which the interpreter then runs; it is not the user's
/// error, so it is not printed: the process's panic hook is wrapped once to stay silent for a
/// thread inside `quietly` and to pass every other panic on unchanged.
fn quietly<T>(f: impl FnOnce() -> T) -> Option<T> {
    static HOOK: std::sync::Once = std::sync::Once::new();
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !QUIET.with(|q| q.get()) {
                previous(info);
            }
        }));
    });
    let was = QUIET.with(|q| q.replace(true));
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
    QUIET.with(|q| q.set(was));
    r.ok()
}

/// A placeholder until the module is finalized.
unsafe extern "C" fn noop(_: *mut u64, _: u64, _: u64, _: *mut u64, _: *const u8) -> u64 {
    0
}

/// Whether `op` can make a lane undefined from defined operands ([`UndStep::may_poison`]).
/// The operation table's coarse [`ops::Policy::poison`], refined by the operands.
fn may_poison(op: &Op, konst: &dyn Fn(Slot) -> Option<u64>) -> bool {
    if !op.policy().poison {
        return false;
    }
    match *op {
        Op::IBin(ops::IBin { flags, .. }) | Op::Cast(ops::Cast { flags, .. }) if flags != 0 => true,
        Op::ICmp(ops::ICmp { samesign: true, .. }) => true,
        Op::IBin(ops::IBin { op: IOp::Shl | IOp::LShr | IOp::AShr, bits, b, .. }) => konst(b).is_none_or(|k| k >= bits as u64),
        _ => false,
    }
}

/// The operands whose values the undefined-lane rules of `op` read (poison flags and
/// `samesign`, shift amounts, absorbing `and`/`or`/`mul` operands, a select's condition).
fn read_by_undef_rules(op: &Op) -> Vec<Slot> {
    match *op {
        Op::IBin(ops::IBin { op, flags, a, b, .. }) if flags != 0 || matches!(op, IOp::And | IOp::Or | IOp::Mul | IOp::Shl | IOp::LShr | IOp::AShr) => vec![a, b],
        Op::Cast(ops::Cast { flags, a, .. }) if flags != 0 => vec![a],
        Op::ICmp(ops::ICmp { samesign: true, a, b, .. }) => vec![a, b],
        Op::Select(ops::Select { c, .. }) => vec![c],
        _ => vec![],
    }
}

/// A JIT module for the host, if Cranelift supports it.
fn module() -> Option<JITModule> {
    let mut flags = settings::builder();
    flags.set("opt_level", "speed").ok()?;
    // the code generator's own checks of its input cost a third of the compile time; the
    // differential tests check what the code computes
    flags.set("enable_verifier", "false").ok()?;
    flags.set("use_colocated_libcalls", "false").ok()?;
    flags.set("is_pic", "false").ok()?;
    let isa = cranelift_native::builder().ok()?.finish(settings::Flags::new(flags)).ok()?;
    Some(JITModule::new(JITBuilder::with_isa(isa, default_libcall_names())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_under_quietly_is_caught_and_the_thread_is_loud_again_after() {
        assert_eq!(quietly(|| 3), Some(3));
        assert_eq!(quietly(|| -> u32 { panic!("the code generator failed") }), None);
        assert!(!QUIET.with(|q| q.get()), "panics after `quietly` print again");
        // nested: the outer call stays quiet until it ends
        assert_eq!(quietly(|| (quietly(|| -> u32 { panic!("inner") }), QUIET.with(|q| q.get()))), Some((None, true)));
        assert!(!QUIET.with(|q| q.get()));
    }
}
