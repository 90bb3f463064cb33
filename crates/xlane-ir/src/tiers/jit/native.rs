//! The compiled tier's code generation with Cranelift (feature `jit`): each run found by
//! [`super::runs`] built into a native function ([`super::emit`], [`super::looped`],
//! [`super::wavewide`]) and finalized into one module per launch.

use cranelift_codegen::ir::{types::I64, AbiParam, UserFuncName};
use cranelift_codegen::settings::{self, Configurable};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{default_libcall_names, Module};

use std::collections::HashSet;

use super::*;
use crate::front::program::{ops, IOp, Op};

/// The native code of a launch (its modules), freed with it.
pub(super) struct Code(Vec<JITModule>);

// SAFETY: after `finalize_definitions` the module is never used again until it is dropped;
// its code memory is immutable and only executed, which any thread may do.
unsafe impl Send for Code {}
unsafe impl Sync for Code {}

impl Drop for Code {
    fn drop(&mut self) {
        for m in self.0.drain(..) {
            // SAFETY: the function pointers into this memory live in the `Compiled` that owns
            // this `Code`, and are dropped with it.
            unsafe { m.free_memory() };
        }
    }
}

/// [`Compiled::compile`] with Cranelift.
pub(super) fn compile(funcs: &[FuncCode], min_len: usize, konst: &dyn Fn(usize, Slot) -> Option<u64>, left_out: &dyn Fn(usize, usize) -> bool) -> Compiled {
    let codes: Vec<&[DInst]> = funcs.iter().map(|f| f.code).collect();
    let found: Vec<Vec<Found>> = codes.iter().enumerate().map(|(fi, c)| runs(c, min_len, &|pc| left_out(fi, pc))).collect();
    if found.iter().all(Vec::is_empty) {
        return Compiled::none();
    }
    // Loops in lane groups (`looped`) are compiled without Cranelift's e-graph pass, the
    // other runs with it (`module`)
    let Some(mut module) = new_module(true) else { return Compiled::none() };
    let mut ordered: Option<JITModule> = None;
    let mut ctx = module.make_context();
    let mut fbc = FunctionBuilderContext::new();
    let mut pending = vec![];
    let disasm = std::env::var_os("XLANE_JIT_DISASM").is_some();
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
            // the run can make poison (the runner checks the run's `inputs`,
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
            // the holes' results count as inputs too: the runner takes a run only where they
            // hold defined results, and the check that they are costs a few words
            let mut written: HashSet<Slot> = HashSet::new();
            let mut inputs = vec![];
            for p in &ops {
                inputs.extend(p.srcs().filter(|s| !written.contains(s) && konst(fi, *s).is_none()));
                written.insert(p.dst());
            }
            inputs.sort_unstable();
            inputs.dedup();
            // a loop's passes would run its holes under other exec masks: none then
            let (tail, looping) = holes.is_empty().then(|| tail::of(code, edges, block_start, start as usize, ops.len(), &|s| konst(fi, s))).flatten().unzip();
            let loop_slots = tail.iter().flat_map(|t| t.copies.iter().flat_map(|&(d, s)| [d, s]).chain([t.cond]));
            let nslots = ops.iter().flat_map(|p| p.srcs().chain([p.dst()])).chain(loop_slots).max().map_or(0, |s| s + 1);
            if nslots as usize * crate::tiers::lanewise::L * 8 > i32::MAX as usize {
                continue;
            }
            // a loop with routes goes round over the whole wave, four lanes at a time
            let quad = looping.is_some() && ops.iter().any(|p| matches!(p, Plain::Route { .. }));
            let lean = looping.is_some() && !quad;
            let m = if lean {
                if ordered.is_none() {
                    ordered = new_module(false);
                }
                let Some(m) = ordered.as_mut() else { continue };
                m
            } else {
                &mut module
            };
            let mut sig = m.make_signature();
            sig.params.extend([AbiParam::new(I64); 5]);
            sig.returns.push(AbiParam::new(I64));
            let Ok(id) = m.declare_anonymous_function(&sig) else { continue };
            ctx.func.signature = sig;
            ctx.func.name = UserFuncName::user(0, id.as_u32());
            // A loop without routes is entered only with every input defined (`Run::lean`):
            // its passes before the last made no poison, so in the last one only an op that
            // may make poison, or one reading such a result, can see an undefined operand, and
            // only there do the undefined-lane rules read values. The other operands are not
            // stored: kept from the pass to its end, each would hold a register through the
            // whole body (and be spilled).
            let mut tainted: HashSet<Slot> = HashSet::new();
            let mut read_by_lean_rules: HashSet<Slot> = HashSet::new();
            for (i, p) in insts.iter().zip(&ops) {
                if may_poison(&i.op, &|s| konst(fi, s)) || p.srcs().any(|s| tainted.contains(&s)) {
                    read_by_lean_rules.extend(read_by_undef_rules(&i.op));
                    tainted.insert(p.dst());
                }
            }
            let stored_lean = |s: Slot| read_by_lean_rules.contains(&s) || names.outside(s, span.clone());
            let built = quietly(|| {
                let mut b = FunctionBuilder::new(&mut ctx.func, &mut fbc);
                match (&tail, &looping) {
                    (Some(t), Some(_)) if quad => wavewide::wave_loop_fn(&mut b, &ops, &|s| konst(fi, s), &stored, t),
                    (Some(t), Some(l)) => looped::loop_fn(&mut b, &ops, &|s| konst(fi, s), &stored_lean, t, &l.inputs),
                    _ => emit::run_fn(&mut b, &ops, &|s| konst(fi, s), &stored),
                }
                b.finalize();
            });
            // the machine code on stderr, for work on the code generator
            if disasm {
                ctx.set_disasm(true);
            }
            let ok = built.is_some() && quietly(|| m.define_function(id, &mut ctx).is_ok()).unwrap_or(false);
            if disasm {
                if let Some(c) = ctx.compiled_code() {
                    eprintln!("== run at {start} ({} ops)\n{}", ops.len(), c.vcode.as_deref().unwrap_or(""));
                }
            }
            m.clear_context(&mut ctx);
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
                let clean = looping.is_none() && !insts.iter().any(|i| may_poison(&i.op, &|s| konst(fi, s)));
                pending.push((fi, Run { start, len, ops, nslots, und, looping, route_pcs, holes, hole_dsts, quad, lean, inputs, clean, f: noop }, id));
            }
        }
    }
    if module.finalize_definitions().is_err() || ordered.as_mut().is_some_and(|m| m.finalize_definitions().is_err()) {
        return Compiled::none();
    }
    let mut runs: Vec<Vec<Option<Run>>> = codes.iter().map(|c| (0..c.len()).map(|_| None).collect()).collect();
    for (fi, mut run, id) in pending {
        let ptr = if run.lean { ordered.as_ref().expect("the loops' module").get_finalized_function(id) } else { module.get_finalized_function(id) };
        // SAFETY: the function was declared with the signature `(i64, i64, i64, i64, i64)
        // -> i64`, which is `RunFn`'s C ABI on this host.
        run.f = unsafe { std::mem::transmute::<*const u8, RunFn>(ptr) };
        let start = run.start as usize;
        runs[fi][start] = Some(run);
    }
    Compiled { runs, _code: Some(Code(std::iter::once(module).chain(ordered).collect())) }
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

/// A JIT module for the host, if Cranelift supports it; `egraph`: with Cranelift's e-graph
/// pass (`opt_level` speed).
fn new_module(egraph: bool) -> Option<JITModule> {
    let mut flags = settings::builder();
    // Without the e-graph pass the instructions stay in the order emitted. The pass places
    // each pure instruction at its first use, which puts a group's chains of operations
    // (`looped`) one after another instead of interleaved; elsewhere its hoisting of
    // constants out of the loop over the lane pairs pays
    flags.set("opt_level", if egraph { "speed" } else { "none" }).ok()?;
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
