//! One step: compute one decoded op for the lanes of its exec mask and say what happens
//! next. Control flow (frames, the divergence stack, barriers) is the driver's
//! (`exec/mod.rs`); a step only reads and writes registers, memory and the wave's side state.
//!
//! A new op is a new [`Op`] variant, one arm in [`step`], and a function in the module of its
//! family.

use super::*;

/// What the driver does after a step.
pub(super) enum Flow<'p> {
    /// The next op of the block.
    Next,
    /// The lanes leave the block for these blocks (per-target masks, possibly empty); the
    /// phi moves of the edges are done.
    Branch(Targets),
    /// Call function `callee` with the lanes of the step's exec mask.
    Call { callee: u32, args: &'p [Slot], dsts: &'p [Slot] },
    /// Return these values from the function, for the lanes of the step's exec mask.
    Ret { vals: &'p [Slot] },
    /// A block barrier (`__syncthreads`, optionally with a block-wide vote).
    Barrier { vote: Option<(Slot, BarrierRed)>, dst: Option<Slot> },
    /// `unreachable` / `llvm.trap` executed.
    Trap(&'static str),
}

/// The targets of a branch with their lanes.
pub(super) enum Targets {
    One([(BlockId, u64); 1]),
    Two([(BlockId, u64); 2]),
    Many(Vec<(BlockId, u64)>),
}

impl Targets {
    pub(super) fn as_slice(&self) -> &[(BlockId, u64)] {
        match self {
            Targets::One(t) => t,
            Targets::Two(t) => t,
            Targets::Many(t) => t,
        }
    }
}

/// The facts of the wave a step may read.
#[derive(Clone, Copy)]
pub(super) struct WaveFacts {
    pub(super) index: u32,
    pub(super) block_idx: [u32; 3],
    pub(super) steps: u64,
    /// Lanes that exist and have not exited.
    pub(super) alive: u64,
}

/// Everything a step sees besides the registers.
/// `'p`: the program; `'r`: the driver's borrows for one step; `'m`: the memory view.
pub(super) struct Cx<'p, 'r, 'm> {
    pub(super) info: &'r LaunchInfo<'p>,
    pub(super) func_id: u32,
    pub(super) func: &'p Func,
    pub(super) inst: &'p DInst,
    pub(super) pc: u32,
    /// The op's lanes: the divergence stack's mask, widened in whole-wave/quad mode.
    pub(super) exec: u64,
    /// The divergence stack's mask (`set.inactive` reads it).
    pub(super) normal: u64,
    /// Every lane of the wave size.
    pub(super) full: u64,
    /// Where the frame's private memory starts.
    pub(super) priv_base: u32,
    pub(super) wave: WaveFacts,
    pub(super) mem: &'r mut Mem<'m>,
    pub(super) warnings: &'r mut Vec<Warning>,
    pub(super) side: &'r mut Side,
    /// The worker thread's memory of call sites.
    pub(super) sites: &'r mut SiteCache,
}

impl Cx<'_, '_, '_> {
    /// The location of this op for lane `lane`.
    pub(super) fn here(&self, lane: u32) -> Location {
        here(self.info, self.func, self.inst, self.wave.block_idx, self.wave.index, lane)
    }

    /// An undefined value reaches memory: a warning, or with `--strict` an error. `value`: the
    /// slot stored, traced back to the call that made it undefined.
    pub(super) fn report_undef(&mut self, lane: u32, msg: String, value: Option<Slot>) -> RResult<()> {
        let at = self.here(lane);
        let origin = value.and_then(|s| super::trace::origin(self, s, lane));
        report_undef(self.info, self.warnings, at, msg, origin)
    }
}

/// State a wave keeps across steps, besides registers and control flow.
pub(super) struct Side {
    /// Copies issued by `cp.async` that their thread has not waited for yet.
    pub(super) cp_pending: Vec<cpasync::CpPending>,
    /// Per lane: the number of `cp.async` groups committed so far.
    pub(super) cp_groups: [u32; L],
    /// Reused argument buffer of registry calls (no allocation per call).
    pub(super) call_args: Vec<xlane_core::call::Arg>,
    /// Reused per-component results of loads.
    pub(super) comp_vals: Vec<Reg>,
    pub(super) comp_und: Vec<u64>,
    /// Reused byte buffer of `memcpy`.
    pub(super) bytes: Vec<(u64, bool)>,
    /// Reused outputs of registry calls.
    pub(super) call_outs: Vec<Lanes>,
    /// The last registry call took its site's remembered outputs (`calls::recalled_call`).
    pub(super) recalled: bool,
    /// Reused target lists of the driver's branches.
    pub(super) live_targets: Vec<(BlockId, u64)>,
    pub(super) rest_targets: Vec<(flow::Dest, u64)>,
    /// Where a compiled loop saves its phis (`jit::Run::scratch_words`).
    pub(super) loop_scratch: Vec<u64>,
    /// Lines printed by device `printf`, in execution order.
    pub(super) printed: Vec<device_io::PrintLine>,
    /// HIP printf messages being assembled, by descriptor (`device_io::hip_printf`).
    pub(super) hip_printf: device_io::HipMessages,
    /// The block's scheduling turn (set by the launch before each run).
    pub(super) turn: u64,
    /// Approximate operations whose results reached memory, and the lane-stores.
    pub(super) approx_stored: crate::approx::ApproxSet,
    pub(super) approx_stores: u64,
    /// Registry calls that left lanes they wrote undefined, by (function, output slot).
    pub(super) undef_from: std::collections::HashMap<(u32, Slot), super::trace::UndefSite>,
    /// Each function's definition of each slot, built when a warning first needs it.
    pub(super) def_maps: std::collections::HashMap<u32, std::rc::Rc<std::collections::HashMap<Slot, u32>>>,
}

impl Default for Side {
    fn default() -> Side {
        Side {
            cp_pending: vec![],
            cp_groups: [0; L],
            call_args: vec![],
            comp_vals: vec![],
            comp_und: vec![],
            bytes: vec![],
            call_outs: vec![],
            recalled: false,
            live_targets: vec![],
            rest_targets: vec![],
            loop_scratch: vec![],
            printed: vec![],
            hip_printf: Default::default(),
            turn: 0,
            approx_stored: crate::approx::ApproxSet::EMPTY,
            approx_stores: 0,
            undef_from: Default::default(),
            def_maps: Default::default(),
        }
    }
}

/// Compute `op` (the op of `cx.inst`). Inlined into the driver, its one caller: the driver
/// then reads the flow without a 48-byte result in memory (left to the compiler, the choice
/// flipped with unrelated changes elsewhere and cost 9 % of block_reduce's instructions).
#[inline(always)]
pub(super) fn step<'p>(cx: &mut Cx<'p, '_, '_>, regs: &mut Regs, op: &'p Op) -> RResult<Flow<'p>> {
    let exec = cx.exec;
    match op {
        Op::Nop => {}
        // integers (iops)
        Op::IBin { op, bits, flags, dst, a, b } => iops::ibin(regs, *op, *bits as u32, *flags, *dst, *a, *b, exec, exec == cx.full)?,
        Op::IUnary { op, bits, dst, a, zero_poison } => iops::iunary(regs, *op, *bits as u32, *dst, *a, *zero_poison, exec),
        Op::Funnel { left, bits, dst, a, b, c } => iops::funnel(regs, *left, *bits as u32, *dst, *a, *b, *c, exec),
        Op::Overflow { op, bits, dst, flag, a, b } => iops::overflow(regs, *op, *bits as u32, *dst, *flag, *a, *b, exec),
        Op::ICmp { pred, bits, dst, a, b, samesign } => iops::icmp(regs, *pred, *bits as u32, *samesign, *dst, *a, *b, exec)?,
        Op::Cast { op, from, to, flags, dst, a } => iops::cast_op(regs, *op, *from, *to, *flags, *dst, *a, exec),
        Op::Bits { op, bits, dst, args } => bits::bits(regs, *op, *bits as u32, *dst, args, exec),
        // floats (fops)
        Op::FBin { op, ty, dst, a, b } => fops::fbin(regs, *op, *ty, *dst, *a, *b, exec),
        Op::FUnary { op, ty, dst, a } => fops::funary(regs, *op, *ty, *dst, *a, exec),
        Op::Fma { ty, dst, a, b, c } => fops::fma(regs, *ty, *dst, *a, *b, *c, exec),
        Op::FCmp { pred, ty, dst, a, b } => fops::fcmp(regs, *pred, *ty, *dst, *a, *b, exec),
        Op::FClass { ty, dst, a, mask } => fops::fclass(regs, *ty, *dst, *a, *mask, exec),
        Op::Ldexp { ty, dst, a, e } => fops::ldexp_op(regs, *ty, *dst, *a, *e, exec),
        Op::Frexp { ty, mant, exp, a } => fops::frexp_op(regs, *ty, *mant, *exp, *a, exec),
        Op::FpToIntSat { signed, from, bits, dst, a } => fops::fp_to_int_sat(regs, *signed, *from, *bits as u32, *dst, *a, exec),
        // moving values (values)
        Op::Select { dst, c, a, b } => values::select(regs, *dst, *c, *a, *b, exec),
        Op::Copy { dst, src } => values::copy(regs, *dst, *src, exec),
        Op::SetUndef { dst } => regs.undefine(*dst, exec),
        Op::Repack { dsts, srcs } => values::repack(regs, dsts, srcs, exec),
        Op::Gep { dst, base, terms, offset, bits } => values::gep(regs, *dst, *base, terms, *offset, *bits as u32, exec),
        Op::ExtractDyn { dst, srcs, idx } => values::extract_dyn(regs, *dst, srcs, *idx, exec),
        Op::InsertDyn { dsts, srcs, val, idx } => values::insert_dyn(regs, dsts, srcs, *val, *idx, exec),
        Op::Special { dst, what } => values::special(cx, regs, *dst, *what),
        Op::Alloca { dst, offset, flat } => values::alloca(regs, cx.priv_base, *dst, *offset, *flat, exec),
        Op::IsSpace { shared, dst, a } => values::is_space(regs, *shared, *dst, *a, exec),
        // memory (memops, cpasync)
        Op::Load { comps, ptr, space, align, size } => memops::load(cx, regs, comps, *ptr, *space, *align, *size)?,
        Op::Store { comps, ptr, space, align, size } => memops::store(cx, regs, comps, *ptr, *space, *align, *size)?,
        Op::AtomicRmw { op, ty, dst, ptr, val, space, align } => memops::atomic_rmw(cx, regs, *op, *ty, *dst, *ptr, *val, *space, *align)?,
        Op::CmpXchg { ty, dst, ok, ptr, cmp, new, space, align } => memops::cmpxchg(cx, regs, *ty, *dst, *ok, *ptr, *cmp, *new, *space, *align)?,
        Op::Memcpy { dst, src, len, dst_space, src_space } => memops::memcpy(cx, regs, *dst, *src, *len, *dst_space, *src_space)?,
        Op::Memset { dst, val, len, space } => memops::memset(cx, regs, *dst, *val, *len, *space)?,
        Op::CpAsync { b, dst, src, size, src_size } => cpasync::copy(cx, regs, b, *dst, *src, *size, *src_size)?,
        Op::CpAsyncCommit { b } => cpasync::commit(cx, b)?,
        Op::CpAsyncWait { b, n } => cpasync::wait(cx, b, *n)?,
        // cross-lane (calls)
        Op::Builtin { b, ty, args, outs, member, lanes } => calls::builtin(cx, regs, b, *ty, args, outs, *member, *lanes)?,
        Op::WarpSync { mask } => calls::warp_sync(cx, regs, *mask)?,
        // control (control; the driver acts on the flow)
        Op::Br { edge } => return Ok(Flow::Branch(control::br(regs, cx.func, *edge, exec))),
        Op::CondBr { c, t, f } => return control::cond_br(regs, cx.func, *c, *t, *f, exec).map(Flow::Branch),
        Op::Switch { v, cases, default } => return control::switch(regs, cx.func, *v, cases, *default, exec).map(Flow::Branch),
        Op::Ret { vals } => return Ok(Flow::Ret { vals }),
        Op::Call { func, args, dsts } => return Ok(Flow::Call { callee: *func, args, dsts }),
        Op::Barrier { pred, dst } => return Ok(Flow::Barrier { vote: *pred, dst: *dst }),
        Op::Trap { what } if *what == crate::decode::ASSERT_TRAP => return Err(device_io::assert_trap(cx)),
        Op::Trap { what } => return Ok(Flow::Trap(what)),
        Op::Unsupported { what } => return Err(RunError::unsupported(what.clone())),
        // directed rounding and approximations (frounds)
        Op::FRound { op, rnd, ftz, ty, dst, args } => frounds::fround(regs, *op, *rnd, *ftz, *ty, *dst, args, exec)?,
        Op::Approx { op, ftz, dst, args } => frounds::approx_op(regs, *op, *ftz, *dst, args, exec),
        // device printf and assert (device_io)
        Op::Printf { fmt, args, dst } => device_io::printf(cx, regs, *fmt, *args, *dst)?,
        Op::HipPrintf { part, args, dst } => device_io::hip_printf(cx, regs, *part, args, *dst)?,
        Op::AssertFail { msg, file, line, func } => return Err(device_io::assert_fail(cx, regs, *msg, *file, *line, *func)),
    }
    Ok(Flow::Next)
}
