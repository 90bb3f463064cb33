//! The operation table: every [`Op`] the runner executes is defined once, here.
//!
//! A row names the operation, its payload's fields, and for each field its role:
//!
//! | role | meaning |
//! |---|---|
//! | `read` | a value operand: the result's approximate mark follows it |
//! | `addr` | read as an address, index, count or control value: marks do not follow it |
//! | `stores` | a value that reaches memory: an approximate mark on it is reported there |
//! | `write` | a result slot |
//! | `data` | not a slot (opcode, type, flags, constants) |
//!
//! and the operation's [`Policy`]. From the rows come the payload structs (`ops::IBin`, …),
//! the [`Op`] enum, [`Op::operands`] (so every visitor of operands — what a step writes, what
//! a compiled run names, the whole-wave slice, the undefined-value trace, approximate marks —
//! reads the same facts) and [`Op::policy`]. The step of each operation is the
//! `exec::step::Step` impl of its payload, in the module of its family; the dispatch is
//! generated from the table ([`for_each_op!`]), so a row without a step does not compile.
//! The model is Cranelift's meta definitions and GPGPU-Sim's `opcodes.def`.

use xlane_core::registry::matrix::{MatrixRow, TransposeRow};
use xlane_core::registry::Builtin as Row;
use xlane_core::semantics::amd::mma::Mods as MmaMods;
use xlane_core::semantics::nvidia::wgmma::Form as WgmmaForm;
use xlane_core::ElemTy;

use super::{AddrSpace, BArg, BOut, BarrierRed, BitsOp, CallLanes, EdgeId, FOp, FRoundOp, FTy, FUn, GepTerm, HipPrintfPart, IOp, IUn, MemComp, OvfOp, RepackDst, Rnd, Slot};
use crate::front::ll::ast::{CastOp, Pred, RmwOp};
use crate::front::ll::layout::STy;
use crate::numerics::approx::ApproxOp;

/// How an operand slot is used ([`Op::operands`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// A value operand; the result's approximate mark follows it.
    Read,
    /// Read as an address, index, count or control value.
    Addr,
    /// A value written to memory.
    Stores,
    /// A result.
    Write,
}

impl Role {
    /// Whether the op reads the slot (every role but [`Role::Write`]).
    pub fn reads(self) -> bool {
        self != Role::Write
    }
}

/// What an operation's results' approximate marks are (`exec::approx`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Apx {
    /// Marked where any [`Role::Read`] operand lane is.
    Follows,
    /// Never approximate (addresses, loaded values, counts).
    Exact,
    /// Left as they are (results written later: a call's on return, a barrier's vote).
    Untouched,
    /// A select: each lane takes the mark of the operand it picks (and of the condition).
    Picked,
    /// An approximate operation: every result lane is marked with it.
    Source,
}

/// The facts about an operation the runner's services act on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Policy {
    /// Its results depend only on its operands (and facts the same in every block), and it
    /// does nothing but write them: a result may be kept from wave to wave (`exec::reuse`).
    pub pure: bool,
    /// It may make a lane undefined from defined operands (poison flags, undefined memory,
    /// registry rows). The compiled tier refines this per operand (`jit::may_poison`).
    pub poison: bool,
    /// It belongs to the backward slice of a whole-wave/quad marker: the slice passes through
    /// it to its operands (`xlane_core::wwm::region_modes`) and the undefined-value trace
    /// follows it back. Loads, calls, phis and address computations stop the slice.
    pub slice: bool,
    pub apx: Apx,
}

impl Policy {
    /// A value operation: pure, whole-wave slice, marks follow the operands.
    pub const VALUE: Policy = Policy { pure: true, poison: false, slice: true, apx: Apx::Follows };
    /// An operation with effects (memory, control, output): nothing of the above.
    pub const EFFECT: Policy = Policy { pure: false, poison: false, slice: false, apx: Apx::Untouched };

    pub const fn pure(self, pure: bool) -> Policy {
        Policy { pure, ..self }
    }
    pub const fn poison(self) -> Policy {
        Policy { poison: true, ..self }
    }
    pub const fn outside_slice(self) -> Policy {
        Policy { slice: false, ..self }
    }
    pub const fn apx(self, apx: Apx) -> Policy {
        Policy { apx, ..self }
    }
}

/// The slots a payload field holds.
pub trait Slots {
    fn each(&self, f: &mut impl FnMut(Slot));
}

impl Slots for Slot {
    fn each(&self, f: &mut impl FnMut(Slot)) {
        f(*self)
    }
}
impl Slots for Option<Slot> {
    fn each(&self, f: &mut impl FnMut(Slot)) {
        self.iter().for_each(|&s| f(s))
    }
}
impl Slots for Vec<Slot> {
    fn each(&self, f: &mut impl FnMut(Slot)) {
        self.iter().for_each(|&s| f(s))
    }
}
impl Slots for Option<(Slot, BarrierRed)> {
    fn each(&self, f: &mut impl FnMut(Slot)) {
        self.iter().for_each(|&(s, _)| f(s))
    }
}
/// Lists of parts that each name one slot in their field `slot`.
macro_rules! slot_lists {
    ($($t:ty),*) => {$(
        impl Slots for Vec<$t> {
            fn each(&self, f: &mut impl FnMut(Slot)) {
                self.iter().for_each(|x| f(x.slot))
            }
        }
    )*};
}
slot_lists!(RepackDst, GepTerm, MemComp, BOut);
impl Slots for Vec<BArg> {
    fn each(&self, f: &mut impl FnMut(Slot)) {
        for a in self {
            if let BArg::Slots { slots, .. } = a {
                slots.each(f);
            }
        }
    }
}

/// One field of a row in [`Op::operands`]: the slots of every role but `data`.
macro_rules! visit_field {
    (data $p:ident $fld:ident $f:ident) => {};
    (read $p:ident $fld:ident $f:ident) => {
        Slots::each(&$p.$fld, &mut |s| $f(Role::Read, s))
    };
    (addr $p:ident $fld:ident $f:ident) => {
        Slots::each(&$p.$fld, &mut |s| $f(Role::Addr, s))
    };
    (stores $p:ident $fld:ident $f:ident) => {
        Slots::each(&$p.$fld, &mut |s| $f(Role::Stores, s))
    };
    (write $p:ident $fld:ident $f:ident) => {
        Slots::each(&$p.$fld, &mut |s| $f(Role::Write, s))
    };
}

macro_rules! op_table {
    ($(
        $(#[$doc:meta])*
        $name:ident($p:ident) { $( $role:ident $field:ident : $ty:ty ),* $(,)? } => $policy:expr;
    )*) => {
        $(
            $(#[$doc])*
            #[derive(Debug, Clone)]
            pub struct $name { $( pub $field: $ty ),* }
        )*

        /// A decoded operation: one row of the table in `program::ops`.
        #[derive(Debug, Clone)]
        pub enum Op {
            $( $(#[$doc])* $name($name), )*
        }

        impl Op {
            /// Every slot the op names, with its role, in the table's field order.
            #[allow(unused_variables)]
            pub fn operands(&self, f: &mut impl FnMut(Role, Slot)) {
                match self {
                    $( Op::$name($p) => { $( visit_field!($role $p $field f); )* } )*
                }
            }

            /// The op's policy.
            #[allow(unused_variables)]
            pub fn policy(&self) -> Policy {
                match self {
                    $( Op::$name($p) => $policy, )*
                }
            }

            /// The op's name in the table.
            pub fn name(&self) -> &'static str {
                match self {
                    $( Op::$name(_) => stringify!($name), )*
                }
            }
        }

        impl Op {
            /// Run the op's [`Exec`] impl (the step of `exec`, in the module of its family).
            /// Every payload must have one: a row without a step does not compile.
            #[inline(always)]
            pub fn dispatch<'p, C, O>(&'p self, cx: C) -> O
            where
                $( $name: Exec<'p, C, Out = O>, )*
            {
                match self {
                    $( Op::$name(p) => p.exec(cx), )*
                }
            }
        }
    };
}

use Apx::*;

/// The step of one operation, implemented for every payload by `exec` (`C`: what the step
/// sees; `exec::step` has the impls' shape).
pub trait Exec<'p, C> {
    type Out;
    fn exec(&'p self, cx: C) -> Self::Out;
}

op_table! {
    /// No effect (fences, `s_nop`, waits the sequential model does not need).
    Nop(p) {} => Policy::EFFECT;
    // `--watch` (`front/watch.rs`, `run/watch.rs`): only in a watched program
    WatchBind(p) { data rec: u32, addr slots: Vec<Slot> } => Policy::EFFECT;
    WatchHit(p) { data bp: u32 } => Policy::EFFECT;
    WatchLeave(p) {} => Policy::EFFECT;
    // ---- integers
    /// `flags`: the poison-generating flags ([`crate::front::ll::ast::flags`]).
    IBin(p) { data op: IOp, data bits: u8, data flags: u8, write dst: Slot, read a: Slot, read b: Slot } => Policy::VALUE.poison();
    IUnary(p) { data op: IUn, data bits: u8, write dst: Slot, read a: Slot, data zero_poison: bool } => Policy::VALUE.poison();
    Funnel(p) { data left: bool, data bits: u8, write dst: Slot, read a: Slot, read b: Slot, read c: Slot } => Policy::VALUE;
    Overflow(p) { data op: OvfOp, data bits: u8, write dst: Slot, write flag: Slot, read a: Slot, read b: Slot } => Policy::VALUE.pure(false);
    /// `samesign`: lanes whose operands differ in sign are poison.
    ICmp(p) { data pred: Pred, data bits: u8, write dst: Slot, read a: Slot, read b: Slot, data samesign: bool } => Policy::VALUE.poison();
    Cast(p) { data op: CastOp, data from: STy, data to: STy, data flags: u8, write dst: Slot, read a: Slot } => Policy::VALUE.poison();
    /// AMDGPU `ubfe`, `sbfe`, `alignbit`, `mul.u24`, `mul.i24`, `mulhi.u24`, `mulhi.i24` (i32).
    /// and NVVM `mulhi`, `prmt`, `sad`, `f2i.rn`: integer helpers of width `bits`.
    /// At most [`super::BITS_MAX_ARGS`] operands.
    Bits(p) { data op: BitsOp, data bits: u8, write dst: Slot, read args: Vec<Slot> } => Policy::VALUE.pure(false).outside_slice();
    // ---- floats
    FBin(p) { data op: FOp, data ty: FTy, write dst: Slot, read a: Slot, read b: Slot } => Policy::VALUE;
    FUnary(p) { data op: FUn, data ty: FTy, write dst: Slot, read a: Slot } => Policy::VALUE.pure(false);
    Fma(p) { data ty: FTy, write dst: Slot, read a: Slot, read b: Slot, read c: Slot } => Policy::VALUE;
    FCmp(p) { data pred: Pred, data ty: FTy, write dst: Slot, read a: Slot, read b: Slot } => Policy::VALUE;
    /// `is.fpclass`/`amdgcn.class`: a mask of classes.
    FClass(p) { data ty: FTy, write dst: Slot, read a: Slot, read mask: Slot } => Policy::VALUE.pure(false).outside_slice();
    Ldexp(p) { data ty: FTy, write dst: Slot, read a: Slot, read e: Slot } => Policy::VALUE.pure(false).outside_slice();
    Frexp(p) { data ty: FTy, write mant: Slot, write exp: Slot, read a: Slot } => Policy::VALUE.pure(false).outside_slice();
    /// `fptosi.sat`/`fptoui.sat`.
    FpToIntSat(p) { data signed: bool, data from: FTy, data bits: u8, write dst: Slot, read a: Slot } => Policy::VALUE.pure(false).outside_slice();
    /// An IEEE operation with a rounding direction other than to-nearest, or with `.ftz`
    /// (PTX `add.rm.f32`, `fma.rz.f32`, `sqrt.rp.f64`, libdevice's `llvm.nvvm.fma.rm.f`…):
    /// exact, computed by `crate::numerics::rounding`.
    FRound(p) { data op: FRoundOp, data rnd: Rnd, data ftz: bool, data ty: FTy, write dst: Slot, read args: Vec<Slot> } => Policy::VALUE.pure(false).outside_slice();
    /// An approximate instruction (`crate::numerics::approx`): the model's value, and the lane is
    /// marked approximate.
    Approx(p) { data op: ApproxOp, data ftz: bool, write dst: Slot, read args: Vec<Slot> } => Policy::VALUE.pure(false).outside_slice().apx(Source);
    // ---- moving values
    Select(p) { write dst: Slot, read c: Slot, read a: Slot, read b: Slot } => Policy::VALUE.apx(Picked);
    Copy(p) { write dst: Slot, read src: Slot } => Policy::VALUE;
    SetUndef(p) { write dst: Slot } => Policy::VALUE.pure(false).poison().apx(Exact);
    /// Reinterpret a list of components as another list of components (bitcast between
    /// vector shapes): both are read as one little-endian bit string.
    /// `srcs`: every source slot (a destination is undefined where a source of its own pieces is).
    Repack(p) { write dsts: Vec<RepackDst>, read srcs: Vec<Slot> } => Policy::VALUE.pure(false);
    /// `dst = base + sum(idx_k * scale_k) + offset`, wrapping at `bits`.
    Gep(p) { write dst: Slot, addr base: Slot, addr terms: Vec<GepTerm>, data offset: i64, data bits: u8 } => Policy::VALUE.outside_slice().apx(Exact);
    ExtractDyn(p) { write dst: Slot, read srcs: Vec<Slot>, addr idx: Slot } => Policy::VALUE.pure(false).poison();
    InsertDyn(p) { write dsts: Vec<Slot>, read srcs: Vec<Slot>, read val: Slot, addr idx: Slot } => Policy::VALUE.pure(false).poison();
    /// Values of the launch; the thread index and the sizes are the same for the wave of one
    /// index in every block (a worker's wave object of index w always runs the blocks' wave w).
    Special(p) { write dst: Slot, data what: super::Special } => Policy::VALUE.pure(p.what.same_in_every_block()).apx(Exact);
    Alloca(p) { write dst: Slot, data offset: u32, data flat: bool } => Policy::VALUE.pure(false).outside_slice().apx(Exact);
    /// `llvm.amdgcn.is.shared` / `is.private`: does the flat pointer point there?
    IsSpace(p) { data shared: bool, write dst: Slot, read a: Slot } => Policy::VALUE.pure(false).outside_slice();
    // ---- memory
    /// Kept from wave to wave only once it is seen to read a read-only region (`exec::reuse`).
    Load(p) { write comps: Vec<MemComp>, addr ptr: Slot, data space: AddrSpace, data align: u32, data size: u32 }
        => Policy::EFFECT.pure(matches!(p.space, AddrSpace::Constant | AddrSpace::Global | AddrSpace::Flat)).poison().apx(Exact);
    Store(p) { stores comps: Vec<MemComp>, addr ptr: Slot, data space: AddrSpace, data align: u32, data size: u32 } => Policy::EFFECT;
    AtomicRmw(p) { data op: RmwOp, data ty: STy, write dst: Slot, addr ptr: Slot, stores val: Slot, data space: AddrSpace, data align: u32 } => Policy::EFFECT.apx(Exact);
    CmpXchg(p) {
        data ty: STy, write dst: Slot, write ok: Slot, addr ptr: Slot, read cmp: Slot, stores new: Slot, data space: AddrSpace, data align: u32
    } => Policy::EFFECT.apx(Exact);
    /// A load, store or atomic made only by the lanes whose `guard` is true (PTX `@p ld`,
    /// `@p st`, `@p atom`/`red`; an AMD buffer access inside its buffer's range): the other
    /// lanes touch no memory and keep their results, as if inactive.
    LoadIf(p) { addr guard: Slot, write comps: Vec<MemComp>, addr ptr: Slot, data space: AddrSpace, data align: u32, data size: u32 }
        => Policy::EFFECT.poison().apx(Exact);
    StoreIf(p) { addr guard: Slot, stores comps: Vec<MemComp>, addr ptr: Slot, data space: AddrSpace, data align: u32, data size: u32 } => Policy::EFFECT;
    AtomicRmwIf(p) {
        addr guard: Slot, data op: RmwOp, data ty: STy, write dst: Slot, addr ptr: Slot, stores val: Slot, data space: AddrSpace, data align: u32
    } => Policy::EFFECT.apx(Exact);
    /// A compare-and-swap made only by the lanes whose `guard` is true (an AMD buffer
    /// `atomic.cmpswap` inside its buffer's range), as [`CmpXchg`] for them.
    CmpXchgIf(p) {
        addr guard: Slot, data ty: STy, write dst: Slot, write ok: Slot, addr ptr: Slot, read cmp: Slot, stores new: Slot, data space: AddrSpace, data align: u32
    } => Policy::EFFECT.apx(Exact);
    Memcpy(p) { addr dst: Slot, addr src: Slot, addr len: Slot, data dst_space: AddrSpace, data src_space: AddrSpace } => Policy::EFFECT;
    Memset(p) { addr dst: Slot, read val: Slot, addr len: Slot, data space: AddrSpace } => Policy::EFFECT;
    /// `cp.async` global → shared copy of `size` bytes (`src_size` bytes read, the rest
    /// zero-filled), issued now and pending until the thread's matching wait.
    CpAsync(p) { data b: &'static Row, addr dst: Slot, addr src: Slot, data size: u32, addr src_size: Option<Slot> } => Policy::EFFECT;
    CpAsyncCommit(p) { data b: &'static Row } => Policy::EFFECT;
    /// `ldmatrix.sync.aligned.m8n8.x{num}[.trans].b16` (PTX ISA 9.7.14.5.15): lanes
    /// `0..8·num` each read the 16-byte row at their `ptr` (shared memory: `space` is `Shared` for the `.p3`
    /// overload, `Flat` for a generic pointer), and every lane of
    /// the warp receives its fragment registers `dsts` (`xlane_core::semantics::nvidia::matrix`).
    /// The whole warp must execute it.
    LdMatrix(p) { data b: &'static Row, data num: u8, data trans: bool, addr ptr: Slot, data space: AddrSpace, write dsts: Vec<Slot> } => Policy::EFFECT.poison().apx(Exact);
    /// `stmatrix.sync.aligned.m8n8.x{num}[.trans].b16`: the inverse of [`LdMatrix`], the
    /// registers `vals` written as the rows lanes `0..8·num` address.
    /// `movmatrix.sync.aligned.m8n8.trans.b16 dst, src` (PTX ISA 9.7.14.5.17): `dst` is the
    /// fragment of the transpose of the 8×8 b16 matrix `src` holds. The whole warp must
    /// execute it.
    MovMatrix(p) { write dst: Slot, read src: Slot } => Policy::VALUE.pure(false).outside_slice().poison();
    StMatrix(p) { data b: &'static Row, data num: u8, data trans: bool, addr ptr: Slot, data space: AddrSpace, stores vals: Vec<Slot> } => Policy::EFFECT;
    /// `wait_group n`; `None`: `wait_all`.
    CpAsyncWait(p) { data b: &'static Row, data n: Option<u32> } => Policy::EFFECT;
    // ---- cross-lane
    /// A registry call. `member`: the argument holding an NVIDIA member mask. A member mask
    /// is checked against the lanes alive in this wave, and `set.inactive` writes lanes
    /// outside the exec mask: such calls are not kept from wave to wave.
    Builtin(p) { data b: &'static Row, data ty: ElemTy, read args: Vec<BArg>, write outs: Vec<BOut>, data member: Option<u8>, data lanes: CallLanes }
        => Policy::VALUE.pure(p.member.is_none() && p.lanes == CallLanes::Exec).poison();
    WarpSync(p) { addr mask: Slot } => Policy::EFFECT;
    /// An MFMA/WMMA matrix multiply-accumulate (`xlane_core::registry::matrix`): D of every
    /// lane from the whole wave's A, B and C (`xlane_core::semantics::amd::mma`), each operand
    /// its vector components (`*_bits` wide). `wave`: the wave size the operand shapes are
    /// for. A float result is marked approximate with `approx` (the model is not the
    /// hardware's summation order). `idx`: a sparse MFMA's compression-index operand (one
    /// 32-bit slot), an f8f6f4 MFMA's two scale operands (A's, B's); empty for the dense forms.
    Matrix(p) {
        data row: &'static MatrixRow, data wave: u32, data mods: MmaMods, read a: Vec<Slot>, data a_bits: u8, read b: Vec<Slot>, data b_bits: u8,
        read c: Vec<Slot>, data c_bits: u8, read idx: Vec<Slot>, write d: Vec<Slot>, data approx: Option<ApproxOp>
    } => Policy::VALUE.pure(false).outside_slice().poison().apx(if p.approx.is_some() { Source } else { Follows });
    /// The lane exchange of a transposing LDS read (`ds.read.tr16/tr8.b64`), after each
    /// lane's own load into `src` (`xlane_core::semantics::amd::mma::transpose`).
    LaneTranspose(p) { data row: &'static TransposeRow, read src: Vec<Slot>, data bits: u8, write dst: Vec<Slot> }
        => Policy::VALUE.pure(false).outside_slice().poison();
    /// One warp's part of `wgmma.mma_async.sync.aligned.m64nNkK` (`run/exec/wgmma.rs`,
    /// `xlane_core::semantics::nvidia::wgmma`): its 16 rows of D from its rows of A (registers
    /// `a`, or shared memory through `desc_a`) and all of B (shared memory, `desc_b`).
    /// `trans`: imm-trans-a/b (MN-major); `neg`: imm-scale-a/b of −1; `scale_d`: the
    /// predicate (a slot) or its immediate, false meaning `D = A·B`; `c`: the accumulator in
    /// (empty when `scale_d` is the immediate 0). Exact: the float forms' tensor-core model
    /// agrees with sm_90 hardware (vectors/wgmma-sm90).
    Wgmma(p) {
        data form: WgmmaForm, data trans: (bool, bool), data neg: (bool, bool), read a: Vec<Slot>, addr desc_a: Option<Slot>, addr desc_b: Slot,
        addr scale_d: Option<Slot>, data scale_d_imm: bool, read c: Vec<Slot>, write d: Vec<Slot>
    } => Policy::EFFECT.poison().apx(Follows);
    /// `wgmma.commit_group.sync.aligned`: the warp's uncommitted `wgmma`s form a group.
    WgmmaCommit(p) {} => Policy::EFFECT;
    /// `wgmma.wait_group.sync.aligned n`: all but the `n` most recent groups are complete
    /// (their shared-memory operands are checked unchanged since issue).
    WgmmaWait(p) { data n: u32 } => Policy::EFFECT;
    Barrier(p) { addr pred: Option<(Slot, BarrierRed)>, write dst: Option<Slot> } => Policy::EFFECT;
    // ---- control
    Br(p) { data edge: EdgeId } => Policy::EFFECT;
    CondBr(p) { addr c: Slot, data t: EdgeId, data f: EdgeId } => Policy::EFFECT;
    Switch(p) { addr v: Slot, data cases: Vec<(u64, EdgeId)>, data default: EdgeId } => Policy::EFFECT;
    Ret(p) { read vals: Vec<Slot> } => Policy::EFFECT;
    Call(p) { data func: u32, read args: Vec<Slot>, write dsts: Vec<Slot> } => Policy::EFFECT;
    Trap(p) { data what: &'static str } => Policy::EFFECT;
    /// `llvm.amdgcn.s.setreg(hwreg, val)`: the wave's MODE register (`exec::mode`; only
    /// FP16_OVFL is modelled, other fields are refused where a lane reaches them).
    SetMode(p) { data hwreg: u16, addr val: Slot } => Policy::EFFECT;
    /// The wave's MODE bits `mask` (the fp8 conversions' overflow clamp reads FP16_OVFL).
    GetMode(p) { write dst: Slot, data mask: u32 } => Policy::VALUE.pure(false).outside_slice().apx(Exact);
    Unsupported(p) { data what: String } => Policy::EFFECT;
    /// Stops the run with `unsupported` where a lane's `c` is true: the lane reaches a case
    /// whose hardware behaviour no source read documents (a buffer access partly out of its
    /// range, a buffer layout xlane does not model).
    RefuseIf(p) { addr c: Slot, data what: String } => Policy::EFFECT;
    // ---- device printf and assert
    /// CUDA `vprintf(format, args)`: each lane formats its line (`crate::run::printf`, the
    /// arguments packed in the buffer at `args`, each at its natural alignment) and appends it
    /// to the run's output in lane order; `dst` receives the number of arguments.
    Printf(p) { addr fmt: Slot, addr args: Slot, write dst: Option<Slot> } => Policy::EFFECT.apx(Exact);
    /// HIP's printf stream (ockl's `__ockl_printf_begin`, `__ockl_printf_append_string_n`,
    /// `__ockl_printf_append_args`, as clang's AMDGPUEmitPrintf calls them): `args` are the
    /// call's operands; `dst` the descriptor it returns.
    HipPrintf(p) { data part: HipPrintfPart, read args: Vec<Slot>, write dst: Slot } => Policy::EFFECT.apx(Exact);
    /// `__assertfail(message, file, line, function, char_size)` (CUDA) /
    /// `__assert_fail(message, file, line, function)` (HIP): stop with an `assert` error.
    AssertFail(p) { addr msg: Slot, addr file: Slot, read line: Slot, addr func: Slot } => Policy::EFFECT;
}

impl Op {
    pub const NOP: Op = Op::Nop(Nop {});

    /// One of the ops `xlane run --watch` adds (`front/watch.rs`): not the kernel's own.
    pub fn is_watch(&self) -> bool {
        matches!(self, Op::WatchBind(_) | Op::WatchHit(_) | Op::WatchLeave(_))
    }

    /// Every register slot the op writes (not memory).
    pub fn writes(&self, f: &mut impl FnMut(Slot)) {
        self.operands(&mut |r, s| {
            if r == Role::Write {
                f(s)
            }
        })
    }

    /// Every register slot the op reads, in any role.
    pub fn reads(&self, f: &mut impl FnMut(Slot)) {
        self.operands(&mut |r, s| {
            if r.reads() {
                f(s)
            }
        })
    }

    /// The slots of one role.
    pub fn slots_of(&self, role: Role) -> Vec<Slot> {
        let mut v = vec![];
        self.operands(&mut |r, s| {
            if r == role {
                v.push(s)
            }
        });
        v
    }

    /// The slots the op reads, in any role.
    pub fn read_slots(&self) -> Vec<Slot> {
        let mut v = vec![];
        self.reads(&mut |s| v.push(s));
        v
    }

    /// The slots the op writes.
    pub fn written_slots(&self) -> Vec<Slot> {
        self.slots_of(Role::Write)
    }
}

/// MODE's FP16_OVFL bit (bit 23), the mask `GetMode` reads for the fp8 conversions' overflow
/// clamp; `run::exec::mode` keeps the register (the decoder names the bit, the runner uses it).
pub const MODE_FP16_OVFL: u32 = 1 << 23;
