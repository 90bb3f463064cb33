//! One step: compute one decoded op for the lanes of its exec mask and say what happens
//! next. Control flow (frames, the divergence stack, barriers) is the driver's
//! (`exec/mod.rs`); a step only reads and writes registers, memory and the wave's side state.
//!
//! A new op is a row of the operation table (`program::ops`) and its [`step!`] in the module
//! of its family; the dispatch is generated from the table.

use super::*;

/// The step of one row of the operation table (`program::ops::Exec`), written in the module
/// of the op's family: `step!(Name(p) |cx, regs, exec| …)` binds the payload to `p`,
/// `step!(Name { fields } |cx, regs, exec| …)` its fields (by reference); `cx`, `regs` and
/// `exec` (the op's lanes) are what the step sees. `=> body`: the body computes values and
/// the next op follows; `-> body`: the body returns the [`Flow`].
macro_rules! step {
    ($name:ident ($p:ident) |$cx:ident, $regs:ident, $exec:ident| => $body:expr) => {
        step!(@impl $name ($p) $cx $regs $exec { $body; Ok(crate::run::exec::step::Flow::Next) });
    };
    ($name:ident ($p:ident) |$cx:ident, $regs:ident, $exec:ident| -> $body:expr) => {
        step!(@impl $name ($p) $cx $regs $exec { $body });
    };
    ($name:ident $pat:tt |$cx:ident, $regs:ident, $exec:ident| => $body:expr) => {
        step!(@impl $name $pat $cx $regs $exec { $body; Ok(crate::run::exec::step::Flow::Next) });
    };
    ($name:ident $pat:tt |$cx:ident, $regs:ident, $exec:ident| -> $body:expr) => {
        step!(@impl $name $pat $cx $regs $exec { $body });
    };
    (@impl $name:ident ($p:ident) $cx:ident $regs:ident $exec:ident $body:block) => {
        step!(@impl $name { .. } $cx $regs $exec { let $p = self_; $body } self_);
    };
    (@impl $name:ident $pat:tt $cx:ident $regs:ident $exec:ident $body:block) => {
        step!(@impl $name $pat $cx $regs $exec $body self_);
    };
    (@impl $name:ident $pat:tt $cx:ident $regs:ident $exec:ident $body:block $this:ident) => {
        impl<'p, 'r, 'a, 'm> crate::front::program::ops::Exec<'p, (&'r mut crate::run::exec::step::Cx<'p, 'a, 'm>, &'r mut crate::run::exec::Regs)> for crate::front::program::ops::$name {
            type Out = crate::error::RResult<crate::run::exec::step::Flow<'p>>;
            #[inline(always)]
            #[allow(unused_variables)]
            fn exec(&'p self, ($cx, $regs): (&'r mut crate::run::exec::step::Cx<'p, 'a, 'm>, &'r mut crate::run::exec::Regs)) -> Self::Out {
                let $this = self;
                let crate::front::program::ops::$name $pat = $this;
                let $exec = $cx.exec;
                $body
            }
        }
    };
}

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
    /// The sanitizer checks' state of the block (`crate::run::check`).
    pub(super) checks: &'r mut crate::run::check::BlockState,
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
        let origin = value.and_then(|s| super::trace::origin(self, s, lane));
        self.report_undef_from(lane, msg, origin)
    }

    /// [`Cx::report_undef`] with the origin already found (bytes copied from memory).
    pub(super) fn report_undef_from(&mut self, lane: u32, msg: String, origin: Option<super::UndefOrigin>) -> RResult<()> {
        let at = self.here(lane);
        report_undef(self.info, self.warnings, at, msg, origin)
    }

    /// An undefined value decides something (a branch, a switch): the error `e` of lane
    /// `e.at.lane`, with where `value` came from added to its message.
    #[cold]
    pub(super) fn with_origin(&mut self, mut e: crate::error::RunError, value: Slot) -> crate::error::RunError {
        let lane = e.at.as_ref().and_then(|a| a.lane);
        if let (crate::error::ErrKind::UndefinedValue, Some(lane)) = (e.kind, lane) {
            if let Some(o) = super::trace::origin(self, value, lane) {
                e.message = format!("{} ({o})", e.message);
            }
        }
        e
    }

    /// Lane `lane` stores the undefined value of `value` into LDS or private memory (`where_`),
    /// which the host does not see: not reported (LangRef: storing undef is no fault; a load
    /// of the bytes gives undef), but where the value came from is kept with the bytes
    /// (`mem::origins`) for the report when it reaches something observable.
    #[cold]
    pub(super) fn kept_origin(&mut self, lane: u32, value: Option<Slot>, where_: &str) -> std::sync::Arc<super::UndefOrigin> {
        let line = self.inst.line;
        let mut o = match value.and_then(|s| super::trace::origin(self, s, lane)) {
            Some(o) => o,
            None => super::UndefOrigin {
                builtin: "store",
                function: self.func.name.clone(),
                line,
                inst: self.info.prog.lines.get(line as usize - 1).map(|l| l.trim().to_string()).unwrap_or_default(),
                lane,
                reason: "an undefined value xlane cannot trace further".into(),
                src: self.info.prog.src_chains.get(&line).cloned().unwrap_or_default(),
            },
        };
        o.reason = format!("{}; it went through {where_}: stored at line {line} by lane {lane}", o.reason);
        std::sync::Arc::new(o)
    }
}

/// State a wave keeps across steps, besides registers and control flow.
pub(super) struct Side {
    /// Copies issued by `cp.async` that their thread has not waited for yet.
    pub(super) cp_pending: Vec<cpasync::CpPending>,
    /// Per lane: the number of `cp.async` groups committed so far.
    pub(super) cp_groups: [u32; L],
    /// `wgmma`s the warp issued and has not waited for, and its committed groups so far.
    pub(super) wg_pending: Vec<super::wgmma::WgPending>,
    pub(super) wg_groups: u32,
    /// Registers holding accumulators of those `wgmma`s (`wgmma_live`), and the ops already
    /// reported for reading one.
    pub(super) wg_live: Vec<super::wgmma_live::Live>,
    pub(super) wg_reported: Vec<(u32, u32)>,
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
    /// Lines printed by device `printf`, in execution order (bounded: `run::printed`).
    pub(super) printed: crate::run::printed::Lines,
    /// HIP printf messages being assembled, by descriptor (`device_io::hip_printf`).
    pub(super) hip_printf: device_io::HipMessages,
    /// The block's scheduling turn (set by the launch before each run).
    pub(super) turn: u64,
    /// Approximate operations whose results reached memory, and the lane-stores.
    pub(super) approx_stored: crate::numerics::approx::ApproxSet,
    pub(super) approx_stores: u64,
    /// Registry calls that left lanes they wrote undefined, by (function, output slot).
    pub(super) undef_from: std::collections::HashMap<(u32, Slot), super::trace::UndefSite>,
    /// Ops that made poison from defined operands, by (function, result slot) (`poison` check).
    pub(super) poison_from: std::collections::HashMap<(u32, Slot), super::trace::PoisonSite>,
    /// Loads that read undefined LDS or private bytes whose origin is known, by (function,
    /// result slot): the origin per lane (`trace::MemSite`).
    pub(super) mem_from: std::collections::HashMap<(u32, Slot), super::trace::MemSite>,
    /// Each function's definitions of each slot, built when a warning first needs them (shared:
    /// a worker's waves move between threads with it, `run::schedule::Kept`).
    pub(super) def_maps: std::collections::HashMap<u32, std::sync::Arc<std::collections::HashMap<Slot, Vec<super::trace::Src>>>>,
    /// `--watch`: the variables' records, the lanes on the watched line (`run/watch.rs`).
    pub(super) watch: crate::run::watch::WaveWatch,
    /// The wave's MODE register bits xlane models (`exec::mode`: FP16_OVFL).
    pub(super) mode: u32,
}

impl Default for Side {
    fn default() -> Side {
        Side {
            cp_pending: vec![],
            cp_groups: [0; L],
            wg_pending: vec![],
            wg_groups: 0,
            wg_live: vec![],
            wg_reported: vec![],
            call_args: vec![],
            comp_vals: vec![],
            comp_und: vec![],
            bytes: vec![],
            call_outs: vec![],
            recalled: false,
            live_targets: vec![],
            rest_targets: vec![],
            loop_scratch: vec![],
            printed: Default::default(),
            hip_printf: Default::default(),
            turn: 0,
            approx_stored: crate::numerics::approx::ApproxSet::EMPTY,
            approx_stores: 0,
            undef_from: Default::default(),
            poison_from: Default::default(),
            mem_from: Default::default(),
            def_maps: Default::default(),
            watch: Default::default(),
            mode: 0,
        }
    }
}

/// Compute `op` (the op of `cx.inst`) by its row's step (`program::ops::Exec`, generated
/// dispatch). Inlined into the driver, its one caller: the driver then reads the flow without
/// a 48-byte result in memory (left to the compiler, the choice flipped with unrelated changes
/// elsewhere and cost 9 % of block_reduce's instructions).
#[inline(always)]
pub(super) fn step<'p>(cx: &mut Cx<'p, '_, '_>, regs: &mut Regs, op: &'p Op) -> RResult<Flow<'p>> {
    op.dispatch((cx, regs))
}
