//! NVIDIA rows of the registry table, at three levels: the CUDA API (`Level::Cuda`), clang's
//! `__nvvm_*` builtins (`Level::ClangBuiltin`) and the LLVM intrinsics they become
//! (`Level::Intrinsic`, spelled exactly as clang-22 `-emit-llvm` prints them).
//!
//! Gates: clang-22 `BuiltinsNVPTX.td` (front end) and NVPTX ISel predicates (back end), with
//! PTX ISA target notes for what ptxas accepts; checked against clang-22 by
//! `tests/all/nvidia_clang_gates.rs`. Every row that calls an intrinsic names its PTX instruction
//! ([`PtxInsn`], through `Lower::nvvm`), which carries the PTX ISA versions it needs
//! (`Lower::ptx`); `Avail::rule` checks that the target can be compiled at such a version.
//!
//! Header expansions (`Lower::expansion`) are described by [`Expansion::describe`].

use super::ptx::{PTX_ACTIVEMASK, PTX_ELECT, PTX_FNS, PTX_LDMATRIX, PTX_LEGACY_SHFL, PTX_LEGACY_VOTE, PTX_NANOSLEEP, PTX_REDUX_F32, PTX_SM80, PTX_STMATRIX, PTX_SYNC};
use super::*;
use crate::semantics::nvidia::effects;
use crate::semantics::nvidia::elect;
use crate::semantics::nvidia::fns;
use crate::semantics::nvidia::matching::{self, Match};
use crate::semantics::nvidia::matrix;
use crate::semantics::nvidia::mma::{self, In, Mma, Out};
use crate::semantics::nvidia::predconv;
use crate::semantics::nvidia::redux::{self, Op};
use crate::semantics::nvidia::shfl::{self, Form, Mode};
use crate::semantics::nvidia::sreg::{self, Sreg};
use crate::semantics::nvidia::vote::{self, Vote};
use crate::target::{feat, MAX_PTX};

// ---- parameters -------------------------------------------------------------------------

const fn p(name: &'static str, ty: Ty) -> Param {
    Param::val(name, ty)
}
const fn imm(name: &'static str, ty: Ty) -> Param {
    Param::imm(name, ty)
}
/// The member mask of a `*_sync` operation.
const MASK: Param = Param::member_mask();
const U32: Ty = Ty::Fixed(ElemTy::U32);
const I32: Ty = Ty::Fixed(ElemTy::I32);
const I64: Ty = Ty::Fixed(ElemTy::I64);
const U64: Ty = Ty::Fixed(ElemTy::U64);
const BOOL: Ty = Ty::Fixed(ElemTy::Bool);
const F32: Ty = Ty::Fixed(ElemTy::F32);
/// Pointers (cp.async) are carried as 64-bit addresses.
const PTR: Ty = Ty::Fixed(ElemTy::U64);

/// Every type CUDA's shuffles take (CUDA Programming Guide, Warp Shuffle Functions; cuda_fp16.h,
/// cuda_bf16.h). `long`/`long long` and their unsigned forms are i64/u64.
const SHFL_TYPES: &[ElemTy] = &[ElemTy::U32, ElemTy::I32, ElemTy::U64, ElemTy::I64, ElemTy::F32, ElemTy::F64, ElemTy::F16, ElemTy::F16x2, ElemTy::BF16, ElemTy::BF16x2];
/// CUDA `__match_*_sync` T (CUDA Programming Guide, Warp Match Functions).
const MATCH_TYPES: &[ElemTy] = &[ElemTy::U32, ElemTy::I32, ElemTy::U64, ElemTy::I64, ElemTy::F32, ElemTy::F64];
/// CUDA `__reduce_{add,min,max}_sync`: unsigned or signed; and/or/xor: unsigned only.
const REDUX_TYPES: &[ElemTy] = &[ElemTy::U32, ElemTy::I32];
const REDUX_BIT_TYPES: &[ElemTy] = &[ElemTy::U32];

const P0: Operand = Operand::Param(0);
const P1: Operand = Operand::Param(1);
const P2: Operand = Operand::Param(2);
const P3: Operand = Operand::Param(3);
const P0_0: &[Operand] = &[P0];
const P0_1: &[Operand] = &[P0, P1];
const P0_2: &[Operand] = &[P0, P1, P2];
const P0_3: &[Operand] = &[P0, P1, P2, P3];

/// Raw shuffles: `(mask, a, b, c)` and legacy `(a, b, c)`.
const RAW_SYNC_I32: &[Param] = &[MASK, p("a", I32), p("b", I32), p("c", I32)];
const RAW_SYNC_F32: &[Param] = &[MASK, p("a", F32), p("b", I32), p("c", I32)];
const RAW_I32: &[Param] = &[p("a", I32), p("b", I32), p("c", I32)];
const RAW_F32: &[Param] = &[p("a", F32), p("b", I32), p("c", I32)];

// ---- availability -----------------------------------------------------------------------

/// Refuse with a reason when the target lacks `feature`, or when no PTX version in
/// `ptx` (×10, inclusive) is one the target can be compiled with.
fn gate(t: &Target, feature: Features, needs: &str, ptx: (u32, u32)) -> Result<()> {
    if !t.has(feature) {
        return Err(Diag::new(DiagKind::Unavailable, format!("it needs {needs}")));
    }
    if ptx_choice(t, ptx).is_some() {
        return Ok(());
    }
    let (lo, hi) = t.ptx_range().unwrap_or((0, 0));
    Err(Diag::new(
        DiagKind::Unavailable,
        format!(
            "it needs PTX ISA {} to {}, and {} takes PTX {} to {}{}",
            v(ptx.0),
            v(ptx.1),
            t.name,
            v(lo),
            v(hi),
            if ptx.1 < MAX_PTX {
                " (non-sync shfl/vote were removed for sm_70+ in PTX 6.4, so they exist below sm_80 only, on sm_70, sm_72 and sm_75 at PTX <= 6.3; use the *_sync form)"
            } else {
                ""
            }
        ),
    ))
}

fn v(ptx: u32) -> String {
    format!("{}.{}", ptx / 10, ptx % 10)
}

/// The lowest PTX version (×10) in `ptx` that the target takes.
fn ptx_choice(t: &Target, ptx: (u32, u32)) -> Option<u32> {
    let (lo, hi) = t.ptx_range()?;
    let pick = lo.max(ptx.0);
    (pick <= hi.min(ptx.1)).then_some(pick)
}

impl Builtin {
    /// NVIDIA: the PTX ISA version (×10) xlane emits this call with on `t` — the lowest one
    /// both the instruction (`Lower::ptx`) and the target accept. `None` when there is none
    /// (the call is unavailable) or for AMD.
    pub fn ptx_for(&self, t: &Target) -> Option<u32> {
        if !t.is_nvidia() || self.vendor() != Vendor::Nvidia {
            return None;
        }
        ptx_choice(t, self.lower.ptx.unwrap_or((0, MAX_PTX)))
    }
}

fn sync_ops(t: &Target, _w: u32) -> Result<()> {
    gate(t, Features::NONE, "", (PTX_SYNC, MAX_PTX))
}
fn activemask(t: &Target, _w: u32) -> Result<()> {
    gate(t, Features::NONE, "", (PTX_ACTIVEMASK, MAX_PTX))
}
fn sm70_sync(t: &Target, _w: u32) -> Result<()> {
    gate(t, feat::SM70, "sm_70 or later (match.sync)", (PTX_SYNC, MAX_PTX))
}
fn sm70_nanosleep(t: &Target, _w: u32) -> Result<()> {
    gate(t, feat::SM70, "sm_70 or later (nanosleep)", (PTX_NANOSLEEP, MAX_PTX))
}
fn sm80(t: &Target, _w: u32) -> Result<()> {
    gate(t, feat::SM80, "sm_80 or later (redux.sync, cp.async)", (PTX_SM80, MAX_PTX))
}
/// `fns`: PTX 6.0 (NVPTXIntrinsics.td `hasPTX<60>`); every target xlane knows is sm_30+.
fn fns_gate(t: &Target, _w: u32) -> Result<()> {
    gate(t, Features::NONE, "", (PTX_FNS, MAX_PTX))
}
fn sm90_elect(t: &Target, _w: u32) -> Result<()> {
    gate(t, feat::SM90, "sm_90 or later (elect.sync)", (PTX_ELECT, MAX_PTX))
}
/// LLVM `hasReduxSyncF32()`: sm_100a/100f/103a/103f, PTX 8.6+.
fn redux_f32_backend(t: &Target, _w: u32) -> Result<()> {
    gate(t, feat::REDUX_F32, "the sm_100f family: sm_100a, sm_100f, sm_103a or sm_103f (redux.sync.f32)", (PTX_REDUX_F32, MAX_PTX))
}
/// clang-22 gates the float builtins on feature `sm_100a` alone ("needs target feature
/// (sm_100a),(ptx86|…)"), narrower than the back end (errata N7).
fn redux_f32_clang(t: &Target, w: u32) -> Result<()> {
    if t.name != "sm_100a" {
        return Err(Diag::new(DiagKind::Unavailable, "clang-22 accepts the float redux builtins on sm_100a only"));
    }
    redux_f32_backend(t, w)
}
/// Legacy `shfl`: PTX 3.0 on; "not supported on sm_70 and higher from PTX ISA version 6.4".
/// xlane emits it at PTX <= 6.3, which every target below sm_80 takes.
fn legacy_shfl(t: &Target, _w: u32) -> Result<()> {
    gate(t, Features::NONE, "", PTX_LEGACY_SHFL)
}
/// Legacy `vote`: as legacy shfl, but LLVM selects it only from PTX 6.0 (NVPTXIntrinsics.td
/// `hasPTX<60>`), so xlane emits PTX 6.0–6.3 (errata N9).
fn legacy_vote(t: &Target, _w: u32) -> Result<()> {
    gate(t, Features::NONE, "", PTX_LEGACY_VOTE)
}

/// `sm` or later, at a PTX version in `ptx`..: the matrix instructions' gates (PTX ISA target
/// notes of ldmatrix, stmatrix, mma; NVPTXIntrinsics.td `hasSM`/`hasPTX`).
fn sm_at_least(t: &Target, sm: u32, what: &str, ptx: u32) -> Result<()> {
    if t.sm < sm {
        return Err(Diag::new(DiagKind::Unavailable, format!("it needs sm_{sm} or later ({what})")));
    }
    gate(t, Features::NONE, "", (ptx, MAX_PTX))
}
fn ldmatrix_gate(t: &Target, _w: u32) -> Result<()> {
    sm_at_least(t, 75, "ldmatrix", PTX_LDMATRIX)
}
fn stmatrix_gate(t: &Target, _w: u32) -> Result<()> {
    sm_at_least(t, 90, "stmatrix", PTX_STMATRIX)
}
/// `mma.m16n8k8` with f16 operands: sm_75, PTX 6.5.
fn mma_sm75(t: &Target, _w: u32) -> Result<()> {
    sm_at_least(t, 75, "mma.m16n8k8 with f16 operands", PTX_LDMATRIX)
}
/// The other `mma.m16n8k*` forms: sm_80, PTX 7.0.
fn mma_sm80(t: &Target, _w: u32) -> Result<()> {
    sm_at_least(t, 80, "mma.m16n8k16/k32, bf16, tf32 and integer m16n8 forms", PTX_SM80)
}

const NV: Avail = Avail::nvidia(Features::NONE);
const SYNC: Avail = NV.rule(sync_ops);
const ACTIVEMASK: Avail = NV.rule(activemask);
const MATCH: Avail = NV.rule(sm70_sync);
const NANOSLEEP: Avail = NV.rule(sm70_nanosleep);
const SM80: Avail = NV.rule(sm80);
const FNS: Avail = NV.rule(fns_gate);
const ELECT: Avail = NV.rule(sm90_elect);
const REDUX_F32: Avail = NV.rule(redux_f32_backend);
const REDUX_F32_CLANG: Avail = NV.rule(redux_f32_clang);
const LEGACY_SHFL: Avail = NV.rule(legacy_shfl);
const LEGACY_VOTE: Avail = NV.rule(legacy_vote);
const LDMATRIX: Avail = NV.rule(ldmatrix_gate);
const STMATRIX: Avail = NV.rule(stmatrix_gate);
const MMA75: Avail = NV.rule(mma_sm75);
const MMA80: Avail = NV.rule(mma_sm80);

// ---- sources ----------------------------------------------------------------------------

const SRC_SHFL: &str = "PTX ISA 9.7.9.6 shfl.sync (pseudocode); CUDA 13 sm_30_intrinsics.hpp (c from width); H200 vectors";
const SRC_SHFL_LEGACY: &str = "PTX ISA shfl (deprecated 6.0; not on sm_70+ from PTX 6.4); CUDA 9 sm_30_intrinsics.hpp";
const SRC_VOTE: &str = "PTX ISA vote.sync; CUDA Programming Guide, Warp Vote Functions; H200 vectors";
const SRC_VOTE_LEGACY: &str = "PTX ISA vote (deprecated 6.0; not on sm_70+ from PTX 6.4)";
const SRC_MATCH: &str = "PTX ISA match.sync; CUDA 13 crt/sm_70_rt.hpp; H200 vectors";
const SRC_REDUX: &str = "PTX ISA redux.sync; CUDA 13 crt/sm_80_rt.hpp; H200 vectors";
const SRC_REDUX_F32: &str = "PTX ISA redux.sync (.f32, .abs, .NaN: PTX 8.6, sm_100a); clang-22 BuiltinsNVPTX.td";
const SRC_SREG: &str = "PTX ISA Special Registers (%laneid, %lanemask_*, WARP_SZ); H200 vectors";
const SRC_ACTIVEMASK: &str = "PTX ISA activemask; CUDA Programming Guide __activemask; H200 vectors";
const SRC_BAR: &str = "PTX ISA bar.warp.sync; CUDA Programming Guide __syncwarp";
const SRC_SLEEP: &str = "PTX ISA nanosleep; CUDA Programming Guide __nanosleep";
const SRC_CP: &str = "PTX ISA cp.async, cp.async.commit_group, cp.async.wait_group; IntrinsicsNVVM.td";
const SRC_PIPE: &str = "CUDA Programming Guide, Pipeline Primitives; CUDA 13 cuda_pipeline_primitives.h";
const SRC_FNS: &str = "PTX ISA fns (pseudocode and examples; PTX 6.0, sm_30); IntrinsicsNVVM.td int_nvvm_fns; clang-22 -S output";
const SRC_ARRIVE: &str = "PTX ISA cp.async.mbarrier.arrive (PTX 7.0, sm_80); clang-22 BuiltinsNVPTX.td; clang-22 -S output";
const ARRIVE_PARAMS: &[Param] = &[p("mbar", PTR)];
const FNS_PARAMS: &[Param] = &[p("mask", U32), p("base", U32), p("offset", I32)];

/// `cp.async.mbarrier.arrive{,.noinc}{,.shared}.b64 [mbar]`: the mbarrier tracks the thread's
/// pending cp.async copies (memory only).
const fn arrive(name: &'static str, level: Level, intrinsic: &'static str, noinc: bool, shared: bool) -> Builtin {
    Builtin::row(name, level, SM80, effects::cp_async_arrive, Lower::nvvm(intrinsic, P0_0, PtxInsn::CpAsyncArrive { noinc, shared }))
        .params(ARRIVE_PARAMS)
        .doc("cp.async.mbarrier.arrive: an mbarrier object tracks this thread's pending cp.async copies (memory effect)")
        .source(SRC_ARRIVE)
}
const SRC_P2R: &str = "seed 004 (cicc IDs 411-412); errata N2: SASS P2R/R2P, no PTX instruction";

const fn fop(max: bool, abs: bool, nan: bool) -> Op {
    Op::Float { max, abs, nan }
}

// ---- warp-level matrix instructions ------------------------------------------------------

const SRC_LDMATRIX: &str = "PTX ISA 9.7.14.5.15 ldmatrix (fragment figure for .m8n8 .b16); IntrinsicsNVVM.td; sm_90 vectors (vectors/nvidia-sm90-mma/layouts.txt)";
const SRC_STMATRIX: &str = "PTX ISA 9.7.14.5.16 stmatrix; IntrinsicsNVVM.td; sm_90 vectors (vectors/nvidia-sm90-mma/layouts.txt)";
const SRC_MMA: &str = "PTX ISA 9.7.14.5.14 mma, matrix fragments 9.7.14.5.8-10; sm_90 vectors (vectors/nvidia-sm90-mma): layouts, integer results, and the tensor-core float model of semantics/nvidia/tcdot.rs";
const SRC_MMA_DOC: &str = "PTX ISA 9.7.14.5.14 mma, matrix fragments for mma.m16n8k16 .u8/.s8 (integer: exact; layout from the document, not measured)";
const PTR3: Param = p("ptr", PTR);
const F16X2: Ty = Ty::Fixed(ElemTy::F16x2);
/// `Operand::Param(0..12)`: an intrinsic's operands are the row's parameters in order.
const PARAMS_IN_ORDER: &[Operand] = &[
    Operand::Param(0),
    Operand::Param(1),
    Operand::Param(2),
    Operand::Param(3),
    Operand::Param(4),
    Operand::Param(5),
    Operand::Param(6),
    Operand::Param(7),
    Operand::Param(8),
    Operand::Param(9),
    Operand::Param(10),
    Operand::Param(11),
];
const fn ops(n: usize) -> &'static [Operand] {
    PARAMS_IN_ORDER.split_at(n).0
}
const STMATRIX_X1: &[Param] = &[PTR3, p("r0", I32)];
const STMATRIX_X2: &[Param] = &[PTR3, p("r0", I32), p("r1", I32)];
const STMATRIX_X4: &[Param] = &[PTR3, p("r0", I32), p("r1", I32), p("r2", I32), p("r3", I32)];

/// `llvm.nvvm.ldmatrix.sync.aligned.m8n8.x{num}[.trans].b16` (overloaded on the pointer: the
/// `.p3` form reads shared memory).
const fn ldmatrix_row(name: &'static str, num: u8, trans: bool, text: &'static str) -> Builtin {
    Builtin::row(name, Level::Intrinsic, LDMATRIX, matrix::memory_only, Lower::nvvm(name, ops(1), PtxInsn::Ldmatrix { num, trans, text }))
        .params(&[PTR3])
        .ret(if num == 1 { Ret::One(I32) } else { Ret::Many(num, I32) })
        .doc(if trans {
            "ldmatrix .trans: each lane addresses one 16-byte row of an 8x8 b16 matrix in shared memory; each lane receives, per matrix, two elements of the transposed matrix"
        } else {
            "ldmatrix: each lane addresses one 16-byte row of an 8x8 b16 matrix in shared memory; lane l receives, per matrix, row l/4, columns 2(l%4) and 2(l%4)+1"
        })
        .source(SRC_LDMATRIX)
}

/// `llvm.nvvm.stmatrix.sync.aligned.m8n8.x{num}[.trans].b16`.
const fn stmatrix_row(name: &'static str, num: u8, trans: bool, text: &'static str) -> Builtin {
    let params = match num {
        1 => STMATRIX_X1,
        2 => STMATRIX_X2,
        _ => STMATRIX_X4,
    };
    Builtin::row(name, Level::Intrinsic, STMATRIX, matrix::memory_only, Lower::nvvm(name, ops(1 + num as usize), PtxInsn::Stmatrix { num, trans, text }))
        .params(params)
        .doc(if trans {
            "stmatrix .trans: the inverse of ldmatrix .trans; each lane's register pieces land in the rows the lanes 8i..8i+7 address"
        } else {
            "stmatrix: the inverse of ldmatrix; lane l's register for matrix i holds row l/4, columns 2(l%4) and 2(l%4)+1 of it"
        })
        .source(SRC_STMATRIX)
}

const MMA_F16_K16_F32: &[Param] =
    &[p("a0", F16X2), p("a1", F16X2), p("a2", F16X2), p("a3", F16X2), p("b0", F16X2), p("b1", F16X2), p("c0", F32), p("c1", F32), p("c2", F32), p("c3", F32)];
const MMA_F16_K16_F16: &[Param] = &[p("a0", F16X2), p("a1", F16X2), p("a2", F16X2), p("a3", F16X2), p("b0", F16X2), p("b1", F16X2), p("c0", F16X2), p("c1", F16X2)];
const MMA_F16_K8_F32: &[Param] = &[p("a0", F16X2), p("a1", F16X2), p("b0", F16X2), p("c0", F32), p("c1", F32), p("c2", F32), p("c3", F32)];
const MMA_F16_K8_F16: &[Param] = &[p("a0", F16X2), p("a1", F16X2), p("b0", F16X2), p("c0", F16X2), p("c1", F16X2)];
const MMA_I32_4_2_F32: &[Param] = &[p("a0", I32), p("a1", I32), p("a2", I32), p("a3", I32), p("b0", I32), p("b1", I32), p("c0", F32), p("c1", F32), p("c2", F32), p("c3", F32)];
const MMA_I32_2_1_F32: &[Param] = &[p("a0", I32), p("a1", I32), p("b0", I32), p("c0", F32), p("c1", F32), p("c2", F32), p("c3", F32)];
const MMA_I32_4_2_I32: &[Param] = &[p("a0", I32), p("a1", I32), p("a2", I32), p("a3", I32), p("b0", I32), p("b1", I32), p("c0", I32), p("c1", I32), p("c2", I32), p("c3", I32)];
const MMA_I32_2_1_I32: &[Param] = &[p("a0", I32), p("a1", I32), p("b0", I32), p("c0", I32), p("c1", I32), p("c2", I32), p("c3", I32)];

/// One `llvm.nvvm.mma.m16n8kK.row.col…` row: `form` computed by `mma::mma`.
macro_rules! mma_row {
    ($name:expr, $text:expr, $avail:expr, $k:literal, $a:expr, $b:expr, $d:expr, $params:expr, $ret:expr, $src:expr) => {
        Builtin::row(
            $name,
            Level::Intrinsic,
            $avail,
            |c, a| mma::mma(c, a, Mma::new($k, $a, $b, $d)),
            Lower::nvvm($name, ops($params.len()), PtxInsn::Mma { form: Mma::new($k, $a, $b, $d), text: $text }),
        )
        .params($params)
        .ret($ret)
        .doc("mma.sync.aligned: D = A·B + C over the warp's fragments (every lane must execute it); floats as the sm_90 tensor core rounds, integers exact")
        .source($src)
    };
}

/// An integer `mma.sync` row (s8/u8 operands, s32 accumulators): the intrinsic name and the PTX
/// instruction spelled from K, `.satfinite` and the operand types, as LLVM names the intrinsics
/// (IntrinsicsNVVM.td: B's type follows A's only when it differs) and the PTX ISA the
/// instruction (9.7.14.5.14, `mma.sync.aligned.m16n8k32.row.col{.satfinite}.s32.atype.btype.s32`).
macro_rules! mma_int_row {
    ($k:literal, $sat:literal, $a:ident, $b:ident, $params:expr, $src:expr) => {
        mma_row!(
            concat!("llvm.nvvm.mma.m16n8k", $k, ".row.col", $sat, ".", stringify!($a), mma_int_row!(@b $a $b)),
            concat!("mma.sync.aligned.m16n8k", $k, ".row.col", $sat, ".s32.", stringify!($a), ".", stringify!($b), ".s32"),
            MMA80,
            $k,
            mma_int_row!(@in $a),
            mma_int_row!(@in $b),
            Out::S32 { satfinite: !$sat.is_empty() },
            $params,
            Ret::Many(4, I32),
            $src
        )
    };
    (@b s8 s8) => { "" };
    (@b u8 u8) => { "" };
    (@b $a:ident $b:ident) => { concat!(".", stringify!($b)) };
    (@in s8) => { In::S8 };
    (@in u8) => { In::U8 };
}

pub(super) static TABLE: &[Builtin] = &[
    // ---- shuffles: CUDA -----------------------------------------------------------------
    Builtin::row(
        "__shfl_sync",
        Level::Cuda,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Idx, Form::CudaSync, c.ty, false),
        Lower::nvvm("llvm.nvvm.shfl.sync.idx.i32", P0_3, PtxInsn::ShflSync(Mode::Idx)).via(Expansion::CudaShflSync),
    )
    .params(&[MASK, p("var", Ty::T), p("srcLane", I32), p("width", I32)])
    .ret(Ret::One(Ty::T))
    .types(SHFL_TYPES)
    .doc("shfl.sync.idx of any CUDA type over a width-lane segment (width a power of two ≤ 32)")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "__shfl_up_sync",
        Level::Cuda,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Up, Form::CudaSync, c.ty, false),
        Lower::nvvm("llvm.nvvm.shfl.sync.up.i32", P0_3, PtxInsn::ShflSync(Mode::Up)).via(Expansion::CudaShflUpSync),
    )
    .params(&[MASK, p("var", Ty::T), p("delta", U32), p("width", I32)])
    .ret(Ret::One(Ty::T))
    .types(SHFL_TYPES)
    .doc("shfl.sync.up of any CUDA type over a width-lane segment (width a power of two ≤ 32)")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "__shfl_down_sync",
        Level::Cuda,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Down, Form::CudaSync, c.ty, false),
        Lower::nvvm("llvm.nvvm.shfl.sync.down.i32", P0_3, PtxInsn::ShflSync(Mode::Down)).via(Expansion::CudaShflSync),
    )
    .params(&[MASK, p("var", Ty::T), p("delta", U32), p("width", I32)])
    .ret(Ret::One(Ty::T))
    .types(SHFL_TYPES)
    .doc("shfl.sync.down of any CUDA type over a width-lane segment (width a power of two ≤ 32)")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "__shfl_xor_sync",
        Level::Cuda,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Bfly, Form::CudaSync, c.ty, false),
        Lower::nvvm("llvm.nvvm.shfl.sync.bfly.i32", P0_3, PtxInsn::ShflSync(Mode::Bfly)).via(Expansion::CudaShflSync),
    )
    .params(&[MASK, p("var", Ty::T), p("laneMask", I32), p("width", I32)])
    .ret(Ret::One(Ty::T))
    .types(SHFL_TYPES)
    .doc("shfl.sync.bfly of any CUDA type over a width-lane segment (width a power of two ≤ 32)")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "__shfl",
        Level::Cuda,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Idx, Form::CudaLegacy, c.ty, false),
        Lower::nvvm("llvm.nvvm.shfl.idx.i32", P0_2, PtxInsn::Shfl(Mode::Idx)).via(Expansion::CudaShfl),
    )
    .params(&[p("var", Ty::T), p("srcLane", I32), p("width", I32)])
    .ret(Ret::One(Ty::T))
    .types(SHFL_TYPES)
    .doc("deprecated non-sync shfl.idx over the executing lanes; removed on sm_70+ from PTX 6.4")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    Builtin::row(
        "__shfl_up",
        Level::Cuda,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Up, Form::CudaLegacy, c.ty, false),
        Lower::nvvm("llvm.nvvm.shfl.up.i32", P0_2, PtxInsn::Shfl(Mode::Up)).via(Expansion::CudaShflUp),
    )
    .params(&[p("var", Ty::T), p("delta", U32), p("width", I32)])
    .ret(Ret::One(Ty::T))
    .types(SHFL_TYPES)
    .doc("deprecated non-sync shfl.up over the executing lanes; removed on sm_70+ from PTX 6.4")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    Builtin::row(
        "__shfl_down",
        Level::Cuda,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Down, Form::CudaLegacy, c.ty, false),
        Lower::nvvm("llvm.nvvm.shfl.down.i32", P0_2, PtxInsn::Shfl(Mode::Down)).via(Expansion::CudaShfl),
    )
    .params(&[p("var", Ty::T), p("delta", U32), p("width", I32)])
    .ret(Ret::One(Ty::T))
    .types(SHFL_TYPES)
    .doc("deprecated non-sync shfl.down over the executing lanes; removed on sm_70+ from PTX 6.4")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    Builtin::row(
        "__shfl_xor",
        Level::Cuda,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Bfly, Form::CudaLegacy, c.ty, false),
        Lower::nvvm("llvm.nvvm.shfl.bfly.i32", P0_2, PtxInsn::Shfl(Mode::Bfly)).via(Expansion::CudaShfl),
    )
    .params(&[p("var", Ty::T), p("laneMask", I32), p("width", I32)])
    .ret(Ret::One(Ty::T))
    .types(SHFL_TYPES)
    .doc("deprecated non-sync shfl.bfly over the executing lanes; removed on sm_70+ from PTX 6.4")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    // ---- shuffles: clang builtins ---------------------------------------------------------
    Builtin::row(
        "__nvvm_shfl_sync_idx_i32",
        Level::ClangBuiltin,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Idx, Form::RawSync, ElemTy::I32, false),
        Lower::nvvm("llvm.nvvm.shfl.sync.idx.i32", P0_3, PtxInsn::ShflSync(Mode::Idx)),
    )
    .params(RAW_SYNC_I32)
    .ret(Ret::One(I32))
    .doc("shfl.sync.idx.b32 with the raw c operand (clamp c[4:0], segment mask c[12:8])")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "__nvvm_shfl_sync_up_i32",
        Level::ClangBuiltin,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Up, Form::RawSync, ElemTy::I32, false),
        Lower::nvvm("llvm.nvvm.shfl.sync.up.i32", P0_3, PtxInsn::ShflSync(Mode::Up)),
    )
    .params(RAW_SYNC_I32)
    .ret(Ret::One(I32))
    .doc("shfl.sync.up.b32 with the raw c operand (clamp c[4:0], segment mask c[12:8])")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "__nvvm_shfl_sync_down_i32",
        Level::ClangBuiltin,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Down, Form::RawSync, ElemTy::I32, false),
        Lower::nvvm("llvm.nvvm.shfl.sync.down.i32", P0_3, PtxInsn::ShflSync(Mode::Down)),
    )
    .params(RAW_SYNC_I32)
    .ret(Ret::One(I32))
    .doc("shfl.sync.down.b32 with the raw c operand (clamp c[4:0], segment mask c[12:8])")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "__nvvm_shfl_sync_bfly_i32",
        Level::ClangBuiltin,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Bfly, Form::RawSync, ElemTy::I32, false),
        Lower::nvvm("llvm.nvvm.shfl.sync.bfly.i32", P0_3, PtxInsn::ShflSync(Mode::Bfly)),
    )
    .params(RAW_SYNC_I32)
    .ret(Ret::One(I32))
    .doc("shfl.sync.bfly.b32 with the raw c operand (clamp c[4:0], segment mask c[12:8])")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "__nvvm_shfl_sync_idx_f32",
        Level::ClangBuiltin,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Idx, Form::RawSync, ElemTy::F32, false),
        Lower::nvvm("llvm.nvvm.shfl.sync.idx.f32", P0_3, PtxInsn::ShflSync(Mode::Idx)),
    )
    .params(RAW_SYNC_F32)
    .ret(Ret::One(F32))
    .doc("shfl.sync.idx.b32 with the raw c operand (clamp c[4:0], segment mask c[12:8])")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "__nvvm_shfl_sync_up_f32",
        Level::ClangBuiltin,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Up, Form::RawSync, ElemTy::F32, false),
        Lower::nvvm("llvm.nvvm.shfl.sync.up.f32", P0_3, PtxInsn::ShflSync(Mode::Up)),
    )
    .params(RAW_SYNC_F32)
    .ret(Ret::One(F32))
    .doc("shfl.sync.up.b32 with the raw c operand (clamp c[4:0], segment mask c[12:8])")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "__nvvm_shfl_sync_down_f32",
        Level::ClangBuiltin,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Down, Form::RawSync, ElemTy::F32, false),
        Lower::nvvm("llvm.nvvm.shfl.sync.down.f32", P0_3, PtxInsn::ShflSync(Mode::Down)),
    )
    .params(RAW_SYNC_F32)
    .ret(Ret::One(F32))
    .doc("shfl.sync.down.b32 with the raw c operand (clamp c[4:0], segment mask c[12:8])")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "__nvvm_shfl_sync_bfly_f32",
        Level::ClangBuiltin,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Bfly, Form::RawSync, ElemTy::F32, false),
        Lower::nvvm("llvm.nvvm.shfl.sync.bfly.f32", P0_3, PtxInsn::ShflSync(Mode::Bfly)),
    )
    .params(RAW_SYNC_F32)
    .ret(Ret::One(F32))
    .doc("shfl.sync.bfly.b32 with the raw c operand (clamp c[4:0], segment mask c[12:8])")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "__nvvm_shfl_idx_i32",
        Level::ClangBuiltin,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Idx, Form::RawLegacy, ElemTy::I32, false),
        Lower::nvvm("llvm.nvvm.shfl.idx.i32", P0_2, PtxInsn::Shfl(Mode::Idx)),
    )
    .params(RAW_I32)
    .ret(Ret::One(I32))
    .doc("deprecated non-sync shfl.idx.b32 with the raw c operand")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    Builtin::row(
        "__nvvm_shfl_up_i32",
        Level::ClangBuiltin,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Up, Form::RawLegacy, ElemTy::I32, false),
        Lower::nvvm("llvm.nvvm.shfl.up.i32", P0_2, PtxInsn::Shfl(Mode::Up)),
    )
    .params(RAW_I32)
    .ret(Ret::One(I32))
    .doc("deprecated non-sync shfl.up.b32 with the raw c operand")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    Builtin::row(
        "__nvvm_shfl_down_i32",
        Level::ClangBuiltin,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Down, Form::RawLegacy, ElemTy::I32, false),
        Lower::nvvm("llvm.nvvm.shfl.down.i32", P0_2, PtxInsn::Shfl(Mode::Down)),
    )
    .params(RAW_I32)
    .ret(Ret::One(I32))
    .doc("deprecated non-sync shfl.down.b32 with the raw c operand")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    Builtin::row(
        "__nvvm_shfl_bfly_i32",
        Level::ClangBuiltin,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Bfly, Form::RawLegacy, ElemTy::I32, false),
        Lower::nvvm("llvm.nvvm.shfl.bfly.i32", P0_2, PtxInsn::Shfl(Mode::Bfly)),
    )
    .params(RAW_I32)
    .ret(Ret::One(I32))
    .doc("deprecated non-sync shfl.bfly.b32 with the raw c operand")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    Builtin::row(
        "__nvvm_shfl_idx_f32",
        Level::ClangBuiltin,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Idx, Form::RawLegacy, ElemTy::F32, false),
        Lower::nvvm("llvm.nvvm.shfl.idx.f32", P0_2, PtxInsn::Shfl(Mode::Idx)),
    )
    .params(RAW_F32)
    .ret(Ret::One(F32))
    .doc("deprecated non-sync shfl.idx.b32 with the raw c operand")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    Builtin::row(
        "__nvvm_shfl_up_f32",
        Level::ClangBuiltin,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Up, Form::RawLegacy, ElemTy::F32, false),
        Lower::nvvm("llvm.nvvm.shfl.up.f32", P0_2, PtxInsn::Shfl(Mode::Up)),
    )
    .params(RAW_F32)
    .ret(Ret::One(F32))
    .doc("deprecated non-sync shfl.up.b32 with the raw c operand")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    Builtin::row(
        "__nvvm_shfl_down_f32",
        Level::ClangBuiltin,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Down, Form::RawLegacy, ElemTy::F32, false),
        Lower::nvvm("llvm.nvvm.shfl.down.f32", P0_2, PtxInsn::Shfl(Mode::Down)),
    )
    .params(RAW_F32)
    .ret(Ret::One(F32))
    .doc("deprecated non-sync shfl.down.b32 with the raw c operand")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    Builtin::row(
        "__nvvm_shfl_bfly_f32",
        Level::ClangBuiltin,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Bfly, Form::RawLegacy, ElemTy::F32, false),
        Lower::nvvm("llvm.nvvm.shfl.bfly.f32", P0_2, PtxInsn::Shfl(Mode::Bfly)),
    )
    .params(RAW_F32)
    .ret(Ret::One(F32))
    .doc("deprecated non-sync shfl.bfly.b32 with the raw c operand")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    // ---- shuffles: intrinsics -------------------------------------------------------------
    Builtin::row(
        "llvm.nvvm.shfl.sync.idx.i32",
        Level::Intrinsic,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Idx, Form::RawSync, ElemTy::I32, false),
        Lower::nvvm("llvm.nvvm.shfl.sync.idx.i32", P0_3, PtxInsn::ShflSync(Mode::Idx)),
    )
    .params(RAW_SYNC_I32)
    .ret(Ret::One(I32))
    .doc("shfl.sync.idx.b32 with the raw c operand (clamp c[4:0], segment mask c[12:8])")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "llvm.nvvm.shfl.sync.up.i32",
        Level::Intrinsic,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Up, Form::RawSync, ElemTy::I32, false),
        Lower::nvvm("llvm.nvvm.shfl.sync.up.i32", P0_3, PtxInsn::ShflSync(Mode::Up)),
    )
    .params(RAW_SYNC_I32)
    .ret(Ret::One(I32))
    .doc("shfl.sync.up.b32 with the raw c operand (clamp c[4:0], segment mask c[12:8])")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "llvm.nvvm.shfl.sync.down.i32",
        Level::Intrinsic,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Down, Form::RawSync, ElemTy::I32, false),
        Lower::nvvm("llvm.nvvm.shfl.sync.down.i32", P0_3, PtxInsn::ShflSync(Mode::Down)),
    )
    .params(RAW_SYNC_I32)
    .ret(Ret::One(I32))
    .doc("shfl.sync.down.b32 with the raw c operand (clamp c[4:0], segment mask c[12:8])")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "llvm.nvvm.shfl.sync.bfly.i32",
        Level::Intrinsic,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Bfly, Form::RawSync, ElemTy::I32, false),
        Lower::nvvm("llvm.nvvm.shfl.sync.bfly.i32", P0_3, PtxInsn::ShflSync(Mode::Bfly)),
    )
    .params(RAW_SYNC_I32)
    .ret(Ret::One(I32))
    .doc("shfl.sync.bfly.b32 with the raw c operand (clamp c[4:0], segment mask c[12:8])")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "llvm.nvvm.shfl.sync.idx.f32",
        Level::Intrinsic,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Idx, Form::RawSync, ElemTy::F32, false),
        Lower::nvvm("llvm.nvvm.shfl.sync.idx.f32", P0_3, PtxInsn::ShflSync(Mode::Idx)),
    )
    .params(RAW_SYNC_F32)
    .ret(Ret::One(F32))
    .doc("shfl.sync.idx.b32 with the raw c operand (clamp c[4:0], segment mask c[12:8])")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "llvm.nvvm.shfl.sync.up.f32",
        Level::Intrinsic,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Up, Form::RawSync, ElemTy::F32, false),
        Lower::nvvm("llvm.nvvm.shfl.sync.up.f32", P0_3, PtxInsn::ShflSync(Mode::Up)),
    )
    .params(RAW_SYNC_F32)
    .ret(Ret::One(F32))
    .doc("shfl.sync.up.b32 with the raw c operand (clamp c[4:0], segment mask c[12:8])")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "llvm.nvvm.shfl.sync.down.f32",
        Level::Intrinsic,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Down, Form::RawSync, ElemTy::F32, false),
        Lower::nvvm("llvm.nvvm.shfl.sync.down.f32", P0_3, PtxInsn::ShflSync(Mode::Down)),
    )
    .params(RAW_SYNC_F32)
    .ret(Ret::One(F32))
    .doc("shfl.sync.down.b32 with the raw c operand (clamp c[4:0], segment mask c[12:8])")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "llvm.nvvm.shfl.sync.bfly.f32",
        Level::Intrinsic,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Bfly, Form::RawSync, ElemTy::F32, false),
        Lower::nvvm("llvm.nvvm.shfl.sync.bfly.f32", P0_3, PtxInsn::ShflSync(Mode::Bfly)),
    )
    .params(RAW_SYNC_F32)
    .ret(Ret::One(F32))
    .doc("shfl.sync.bfly.b32 with the raw c operand (clamp c[4:0], segment mask c[12:8])")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "llvm.nvvm.shfl.sync.idx.i32p",
        Level::Intrinsic,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Idx, Form::RawSync, ElemTy::I32, true),
        Lower::nvvm("llvm.nvvm.shfl.sync.idx.i32p", P0_3, PtxInsn::ShflSync(Mode::Idx)),
    )
    .params(RAW_SYNC_I32)
    .ret(Ret::WithPred(I32))
    .doc("shfl.sync.idx.b32 with the raw c operand (clamp c[4:0], segment mask c[12:8])")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "llvm.nvvm.shfl.sync.up.i32p",
        Level::Intrinsic,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Up, Form::RawSync, ElemTy::I32, true),
        Lower::nvvm("llvm.nvvm.shfl.sync.up.i32p", P0_3, PtxInsn::ShflSync(Mode::Up)),
    )
    .params(RAW_SYNC_I32)
    .ret(Ret::WithPred(I32))
    .doc("shfl.sync.up.b32 with the raw c operand (clamp c[4:0], segment mask c[12:8])")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "llvm.nvvm.shfl.sync.down.i32p",
        Level::Intrinsic,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Down, Form::RawSync, ElemTy::I32, true),
        Lower::nvvm("llvm.nvvm.shfl.sync.down.i32p", P0_3, PtxInsn::ShflSync(Mode::Down)),
    )
    .params(RAW_SYNC_I32)
    .ret(Ret::WithPred(I32))
    .doc("shfl.sync.down.b32 with the raw c operand (clamp c[4:0], segment mask c[12:8])")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "llvm.nvvm.shfl.sync.bfly.i32p",
        Level::Intrinsic,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Bfly, Form::RawSync, ElemTy::I32, true),
        Lower::nvvm("llvm.nvvm.shfl.sync.bfly.i32p", P0_3, PtxInsn::ShflSync(Mode::Bfly)),
    )
    .params(RAW_SYNC_I32)
    .ret(Ret::WithPred(I32))
    .doc("shfl.sync.bfly.b32 with the raw c operand (clamp c[4:0], segment mask c[12:8])")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "llvm.nvvm.shfl.sync.idx.f32p",
        Level::Intrinsic,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Idx, Form::RawSync, ElemTy::F32, true),
        Lower::nvvm("llvm.nvvm.shfl.sync.idx.f32p", P0_3, PtxInsn::ShflSync(Mode::Idx)),
    )
    .params(RAW_SYNC_F32)
    .ret(Ret::WithPred(F32))
    .doc("shfl.sync.idx.b32 with the raw c operand (clamp c[4:0], segment mask c[12:8])")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "llvm.nvvm.shfl.sync.up.f32p",
        Level::Intrinsic,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Up, Form::RawSync, ElemTy::F32, true),
        Lower::nvvm("llvm.nvvm.shfl.sync.up.f32p", P0_3, PtxInsn::ShflSync(Mode::Up)),
    )
    .params(RAW_SYNC_F32)
    .ret(Ret::WithPred(F32))
    .doc("shfl.sync.up.b32 with the raw c operand (clamp c[4:0], segment mask c[12:8])")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "llvm.nvvm.shfl.sync.down.f32p",
        Level::Intrinsic,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Down, Form::RawSync, ElemTy::F32, true),
        Lower::nvvm("llvm.nvvm.shfl.sync.down.f32p", P0_3, PtxInsn::ShflSync(Mode::Down)),
    )
    .params(RAW_SYNC_F32)
    .ret(Ret::WithPred(F32))
    .doc("shfl.sync.down.b32 with the raw c operand (clamp c[4:0], segment mask c[12:8])")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "llvm.nvvm.shfl.sync.bfly.f32p",
        Level::Intrinsic,
        SYNC,
        |c, a| shfl::shuffle(c, a, Mode::Bfly, Form::RawSync, ElemTy::F32, true),
        Lower::nvvm("llvm.nvvm.shfl.sync.bfly.f32p", P0_3, PtxInsn::ShflSync(Mode::Bfly)),
    )
    .params(RAW_SYNC_F32)
    .ret(Ret::WithPred(F32))
    .doc("shfl.sync.bfly.b32 with the raw c operand (clamp c[4:0], segment mask c[12:8])")
    .source(SRC_SHFL)
    .steered(0b1101),
    Builtin::row(
        "llvm.nvvm.shfl.idx.i32",
        Level::Intrinsic,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Idx, Form::RawLegacy, ElemTy::I32, false),
        Lower::nvvm("llvm.nvvm.shfl.idx.i32", P0_2, PtxInsn::Shfl(Mode::Idx)),
    )
    .params(RAW_I32)
    .ret(Ret::One(I32))
    .doc("deprecated non-sync shfl.idx.b32 with the raw c operand")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    Builtin::row(
        "llvm.nvvm.shfl.up.i32",
        Level::Intrinsic,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Up, Form::RawLegacy, ElemTy::I32, false),
        Lower::nvvm("llvm.nvvm.shfl.up.i32", P0_2, PtxInsn::Shfl(Mode::Up)),
    )
    .params(RAW_I32)
    .ret(Ret::One(I32))
    .doc("deprecated non-sync shfl.up.b32 with the raw c operand")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    Builtin::row(
        "llvm.nvvm.shfl.down.i32",
        Level::Intrinsic,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Down, Form::RawLegacy, ElemTy::I32, false),
        Lower::nvvm("llvm.nvvm.shfl.down.i32", P0_2, PtxInsn::Shfl(Mode::Down)),
    )
    .params(RAW_I32)
    .ret(Ret::One(I32))
    .doc("deprecated non-sync shfl.down.b32 with the raw c operand")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    Builtin::row(
        "llvm.nvvm.shfl.bfly.i32",
        Level::Intrinsic,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Bfly, Form::RawLegacy, ElemTy::I32, false),
        Lower::nvvm("llvm.nvvm.shfl.bfly.i32", P0_2, PtxInsn::Shfl(Mode::Bfly)),
    )
    .params(RAW_I32)
    .ret(Ret::One(I32))
    .doc("deprecated non-sync shfl.bfly.b32 with the raw c operand")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    Builtin::row(
        "llvm.nvvm.shfl.idx.f32",
        Level::Intrinsic,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Idx, Form::RawLegacy, ElemTy::F32, false),
        Lower::nvvm("llvm.nvvm.shfl.idx.f32", P0_2, PtxInsn::Shfl(Mode::Idx)),
    )
    .params(RAW_F32)
    .ret(Ret::One(F32))
    .doc("deprecated non-sync shfl.idx.b32 with the raw c operand")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    Builtin::row(
        "llvm.nvvm.shfl.up.f32",
        Level::Intrinsic,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Up, Form::RawLegacy, ElemTy::F32, false),
        Lower::nvvm("llvm.nvvm.shfl.up.f32", P0_2, PtxInsn::Shfl(Mode::Up)),
    )
    .params(RAW_F32)
    .ret(Ret::One(F32))
    .doc("deprecated non-sync shfl.up.b32 with the raw c operand")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    Builtin::row(
        "llvm.nvvm.shfl.down.f32",
        Level::Intrinsic,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Down, Form::RawLegacy, ElemTy::F32, false),
        Lower::nvvm("llvm.nvvm.shfl.down.f32", P0_2, PtxInsn::Shfl(Mode::Down)),
    )
    .params(RAW_F32)
    .ret(Ret::One(F32))
    .doc("deprecated non-sync shfl.down.b32 with the raw c operand")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    Builtin::row(
        "llvm.nvvm.shfl.bfly.f32",
        Level::Intrinsic,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Bfly, Form::RawLegacy, ElemTy::F32, false),
        Lower::nvvm("llvm.nvvm.shfl.bfly.f32", P0_2, PtxInsn::Shfl(Mode::Bfly)),
    )
    .params(RAW_F32)
    .ret(Ret::One(F32))
    .doc("deprecated non-sync shfl.bfly.b32 with the raw c operand")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    Builtin::row(
        "llvm.nvvm.shfl.idx.i32p",
        Level::Intrinsic,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Idx, Form::RawLegacy, ElemTy::I32, true),
        Lower::nvvm("llvm.nvvm.shfl.idx.i32p", P0_2, PtxInsn::Shfl(Mode::Idx)),
    )
    .params(RAW_I32)
    .ret(Ret::WithPred(I32))
    .doc("deprecated non-sync shfl.idx.b32 with the raw c operand")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    Builtin::row(
        "llvm.nvvm.shfl.up.i32p",
        Level::Intrinsic,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Up, Form::RawLegacy, ElemTy::I32, true),
        Lower::nvvm("llvm.nvvm.shfl.up.i32p", P0_2, PtxInsn::Shfl(Mode::Up)),
    )
    .params(RAW_I32)
    .ret(Ret::WithPred(I32))
    .doc("deprecated non-sync shfl.up.b32 with the raw c operand")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    Builtin::row(
        "llvm.nvvm.shfl.down.i32p",
        Level::Intrinsic,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Down, Form::RawLegacy, ElemTy::I32, true),
        Lower::nvvm("llvm.nvvm.shfl.down.i32p", P0_2, PtxInsn::Shfl(Mode::Down)),
    )
    .params(RAW_I32)
    .ret(Ret::WithPred(I32))
    .doc("deprecated non-sync shfl.down.b32 with the raw c operand")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    Builtin::row(
        "llvm.nvvm.shfl.bfly.i32p",
        Level::Intrinsic,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Bfly, Form::RawLegacy, ElemTy::I32, true),
        Lower::nvvm("llvm.nvvm.shfl.bfly.i32p", P0_2, PtxInsn::Shfl(Mode::Bfly)),
    )
    .params(RAW_I32)
    .ret(Ret::WithPred(I32))
    .doc("deprecated non-sync shfl.bfly.b32 with the raw c operand")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    Builtin::row(
        "llvm.nvvm.shfl.idx.f32p",
        Level::Intrinsic,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Idx, Form::RawLegacy, ElemTy::F32, true),
        Lower::nvvm("llvm.nvvm.shfl.idx.f32p", P0_2, PtxInsn::Shfl(Mode::Idx)),
    )
    .params(RAW_F32)
    .ret(Ret::WithPred(F32))
    .doc("deprecated non-sync shfl.idx.b32 with the raw c operand")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    Builtin::row(
        "llvm.nvvm.shfl.up.f32p",
        Level::Intrinsic,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Up, Form::RawLegacy, ElemTy::F32, true),
        Lower::nvvm("llvm.nvvm.shfl.up.f32p", P0_2, PtxInsn::Shfl(Mode::Up)),
    )
    .params(RAW_F32)
    .ret(Ret::WithPred(F32))
    .doc("deprecated non-sync shfl.up.b32 with the raw c operand")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    Builtin::row(
        "llvm.nvvm.shfl.down.f32p",
        Level::Intrinsic,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Down, Form::RawLegacy, ElemTy::F32, true),
        Lower::nvvm("llvm.nvvm.shfl.down.f32p", P0_2, PtxInsn::Shfl(Mode::Down)),
    )
    .params(RAW_F32)
    .ret(Ret::WithPred(F32))
    .doc("deprecated non-sync shfl.down.b32 with the raw c operand")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    Builtin::row(
        "llvm.nvvm.shfl.bfly.f32p",
        Level::Intrinsic,
        LEGACY_SHFL,
        |c, a| shfl::shuffle(c, a, Mode::Bfly, Form::RawLegacy, ElemTy::F32, true),
        Lower::nvvm("llvm.nvvm.shfl.bfly.f32p", P0_2, PtxInsn::Shfl(Mode::Bfly)),
    )
    .params(RAW_F32)
    .ret(Ret::WithPred(F32))
    .doc("deprecated non-sync shfl.bfly.b32 with the raw c operand")
    .source(SRC_SHFL_LEGACY)
    .steered(0b110),
    // ---- vote -----------------------------------------------------------------------------
    Builtin::row(
        "__all_sync",
        Level::Cuda,
        SYNC,
        |c, a| vote::vote(c, a, Vote::All, true, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.vote.all.sync", P0_1, PtxInsn::VoteSync(Vote::All)).via(Expansion::CudaVote),
    )
    .params(&[MASK, p("pred", I32)])
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("vote.sync.all.pred over the executing lanes of the member mask")
    .source(SRC_VOTE),
    Builtin::row(
        "__any_sync",
        Level::Cuda,
        SYNC,
        |c, a| vote::vote(c, a, Vote::Any, true, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.vote.any.sync", P0_1, PtxInsn::VoteSync(Vote::Any)).via(Expansion::CudaVote),
    )
    .params(&[MASK, p("pred", I32)])
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("vote.sync.any.pred over the executing lanes of the member mask")
    .source(SRC_VOTE),
    Builtin::row(
        "__uni_sync",
        Level::Cuda,
        SYNC,
        |c, a| vote::vote(c, a, Vote::Uni, true, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.vote.uni.sync", P0_1, PtxInsn::VoteSync(Vote::Uni)).via(Expansion::CudaVote),
    )
    .params(&[MASK, p("pred", I32)])
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("vote.sync.uni.pred over the executing lanes of the member mask")
    .source(SRC_VOTE),
    Builtin::row(
        "__ballot_sync",
        Level::Cuda,
        SYNC,
        |c, a| vote::vote(c, a, Vote::Ballot, true, ElemTy::U32),
        Lower::nvvm("llvm.nvvm.vote.ballot.sync", P0_1, PtxInsn::VoteSync(Vote::Ballot)).via(Expansion::CudaVote),
    )
    .params(&[MASK, p("pred", I32)])
    .ret(Ret::One(Ty::Fixed(ElemTy::U32)))
    .lane_mask()
    .doc("vote.sync.ballot.b32 over the executing lanes of the member mask")
    .source(SRC_VOTE),
    Builtin::row(
        "__all",
        Level::Cuda,
        LEGACY_VOTE,
        |c, a| vote::vote(c, a, Vote::All, false, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.vote.all", &[P0], PtxInsn::Vote(Vote::All)).via(Expansion::CudaVote),
    )
    .params(&[p("pred", I32)])
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("deprecated vote.all.pred over the executing lanes; removed on sm_70+ from PTX 6.4")
    .source(SRC_VOTE_LEGACY),
    Builtin::row(
        "__any",
        Level::Cuda,
        LEGACY_VOTE,
        |c, a| vote::vote(c, a, Vote::Any, false, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.vote.any", &[P0], PtxInsn::Vote(Vote::Any)).via(Expansion::CudaVote),
    )
    .params(&[p("pred", I32)])
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("deprecated vote.any.pred over the executing lanes; removed on sm_70+ from PTX 6.4")
    .source(SRC_VOTE_LEGACY),
    Builtin::row(
        "__ballot",
        Level::Cuda,
        LEGACY_VOTE,
        |c, a| vote::vote(c, a, Vote::Ballot, false, ElemTy::U32),
        Lower::nvvm("llvm.nvvm.vote.ballot", &[P0], PtxInsn::Vote(Vote::Ballot)).via(Expansion::CudaVote),
    )
    .params(&[p("pred", I32)])
    .ret(Ret::One(Ty::Fixed(ElemTy::U32)))
    .lane_mask()
    .doc("deprecated vote.ballot.b32 over the executing lanes; removed on sm_70+ from PTX 6.4")
    .source(SRC_VOTE_LEGACY),
    Builtin::row(
        "__nvvm_vote_all_sync",
        Level::ClangBuiltin,
        SYNC,
        |c, a| vote::vote(c, a, Vote::All, true, ElemTy::Bool),
        Lower::nvvm("llvm.nvvm.vote.all.sync", P0_1, PtxInsn::VoteSync(Vote::All)),
    )
    .params(&[MASK, p("pred", BOOL)])
    .ret(Ret::One(Ty::Fixed(ElemTy::Bool)))
    .doc("vote.sync.all.pred over the executing lanes of the member mask")
    .source(SRC_VOTE),
    Builtin::row(
        "__nvvm_vote_any_sync",
        Level::ClangBuiltin,
        SYNC,
        |c, a| vote::vote(c, a, Vote::Any, true, ElemTy::Bool),
        Lower::nvvm("llvm.nvvm.vote.any.sync", P0_1, PtxInsn::VoteSync(Vote::Any)),
    )
    .params(&[MASK, p("pred", BOOL)])
    .ret(Ret::One(Ty::Fixed(ElemTy::Bool)))
    .doc("vote.sync.any.pred over the executing lanes of the member mask")
    .source(SRC_VOTE),
    Builtin::row(
        "__nvvm_vote_uni_sync",
        Level::ClangBuiltin,
        SYNC,
        |c, a| vote::vote(c, a, Vote::Uni, true, ElemTy::Bool),
        Lower::nvvm("llvm.nvvm.vote.uni.sync", P0_1, PtxInsn::VoteSync(Vote::Uni)),
    )
    .params(&[MASK, p("pred", BOOL)])
    .ret(Ret::One(Ty::Fixed(ElemTy::Bool)))
    .doc("vote.sync.uni.pred over the executing lanes of the member mask")
    .source(SRC_VOTE),
    Builtin::row(
        "__nvvm_vote_ballot_sync",
        Level::ClangBuiltin,
        SYNC,
        |c, a| vote::vote(c, a, Vote::Ballot, true, ElemTy::U32),
        Lower::nvvm("llvm.nvvm.vote.ballot.sync", P0_1, PtxInsn::VoteSync(Vote::Ballot)),
    )
    .params(&[MASK, p("pred", BOOL)])
    .ret(Ret::One(Ty::Fixed(ElemTy::U32)))
    .lane_mask()
    .doc("vote.sync.ballot.b32 over the executing lanes of the member mask")
    .source(SRC_VOTE),
    Builtin::row(
        "__nvvm_vote_all",
        Level::ClangBuiltin,
        LEGACY_VOTE,
        |c, a| vote::vote(c, a, Vote::All, false, ElemTy::Bool),
        Lower::nvvm("llvm.nvvm.vote.all", &[P0], PtxInsn::Vote(Vote::All)),
    )
    .params(&[p("pred", BOOL)])
    .ret(Ret::One(Ty::Fixed(ElemTy::Bool)))
    .doc("deprecated vote.all.pred over the executing lanes; removed on sm_70+ from PTX 6.4")
    .source(SRC_VOTE_LEGACY),
    Builtin::row(
        "__nvvm_vote_any",
        Level::ClangBuiltin,
        LEGACY_VOTE,
        |c, a| vote::vote(c, a, Vote::Any, false, ElemTy::Bool),
        Lower::nvvm("llvm.nvvm.vote.any", &[P0], PtxInsn::Vote(Vote::Any)),
    )
    .params(&[p("pred", BOOL)])
    .ret(Ret::One(Ty::Fixed(ElemTy::Bool)))
    .doc("deprecated vote.any.pred over the executing lanes; removed on sm_70+ from PTX 6.4")
    .source(SRC_VOTE_LEGACY),
    Builtin::row(
        "__nvvm_vote_uni",
        Level::ClangBuiltin,
        LEGACY_VOTE,
        |c, a| vote::vote(c, a, Vote::Uni, false, ElemTy::Bool),
        Lower::nvvm("llvm.nvvm.vote.uni", &[P0], PtxInsn::Vote(Vote::Uni)),
    )
    .params(&[p("pred", BOOL)])
    .ret(Ret::One(Ty::Fixed(ElemTy::Bool)))
    .doc("deprecated vote.uni.pred over the executing lanes; removed on sm_70+ from PTX 6.4")
    .source(SRC_VOTE_LEGACY),
    Builtin::row(
        "__nvvm_vote_ballot",
        Level::ClangBuiltin,
        LEGACY_VOTE,
        |c, a| vote::vote(c, a, Vote::Ballot, false, ElemTy::U32),
        Lower::nvvm("llvm.nvvm.vote.ballot", &[P0], PtxInsn::Vote(Vote::Ballot)),
    )
    .params(&[p("pred", BOOL)])
    .ret(Ret::One(Ty::Fixed(ElemTy::U32)))
    .lane_mask()
    .doc("deprecated vote.ballot.b32 over the executing lanes; removed on sm_70+ from PTX 6.4")
    .source(SRC_VOTE_LEGACY),
    Builtin::row(
        "llvm.nvvm.vote.all.sync",
        Level::Intrinsic,
        SYNC,
        |c, a| vote::vote(c, a, Vote::All, true, ElemTy::Bool),
        Lower::nvvm("llvm.nvvm.vote.all.sync", P0_1, PtxInsn::VoteSync(Vote::All)),
    )
    .params(&[MASK, p("pred", BOOL)])
    .ret(Ret::One(Ty::Fixed(ElemTy::Bool)))
    .doc("vote.sync.all.pred over the executing lanes of the member mask")
    .source(SRC_VOTE),
    Builtin::row(
        "llvm.nvvm.vote.any.sync",
        Level::Intrinsic,
        SYNC,
        |c, a| vote::vote(c, a, Vote::Any, true, ElemTy::Bool),
        Lower::nvvm("llvm.nvvm.vote.any.sync", P0_1, PtxInsn::VoteSync(Vote::Any)),
    )
    .params(&[MASK, p("pred", BOOL)])
    .ret(Ret::One(Ty::Fixed(ElemTy::Bool)))
    .doc("vote.sync.any.pred over the executing lanes of the member mask")
    .source(SRC_VOTE),
    Builtin::row(
        "llvm.nvvm.vote.uni.sync",
        Level::Intrinsic,
        SYNC,
        |c, a| vote::vote(c, a, Vote::Uni, true, ElemTy::Bool),
        Lower::nvvm("llvm.nvvm.vote.uni.sync", P0_1, PtxInsn::VoteSync(Vote::Uni)),
    )
    .params(&[MASK, p("pred", BOOL)])
    .ret(Ret::One(Ty::Fixed(ElemTy::Bool)))
    .doc("vote.sync.uni.pred over the executing lanes of the member mask")
    .source(SRC_VOTE),
    Builtin::row(
        "llvm.nvvm.vote.ballot.sync",
        Level::Intrinsic,
        SYNC,
        |c, a| vote::vote(c, a, Vote::Ballot, true, ElemTy::U32),
        Lower::nvvm("llvm.nvvm.vote.ballot.sync", P0_1, PtxInsn::VoteSync(Vote::Ballot)),
    )
    .params(&[MASK, p("pred", BOOL)])
    .ret(Ret::One(Ty::Fixed(ElemTy::U32)))
    .lane_mask()
    .doc("vote.sync.ballot.b32 over the executing lanes of the member mask")
    .source(SRC_VOTE),
    Builtin::row(
        "llvm.nvvm.vote.all",
        Level::Intrinsic,
        LEGACY_VOTE,
        |c, a| vote::vote(c, a, Vote::All, false, ElemTy::Bool),
        Lower::nvvm("llvm.nvvm.vote.all", &[P0], PtxInsn::Vote(Vote::All)),
    )
    .params(&[p("pred", BOOL)])
    .ret(Ret::One(Ty::Fixed(ElemTy::Bool)))
    .doc("deprecated vote.all.pred over the executing lanes; removed on sm_70+ from PTX 6.4")
    .source(SRC_VOTE_LEGACY),
    Builtin::row(
        "llvm.nvvm.vote.any",
        Level::Intrinsic,
        LEGACY_VOTE,
        |c, a| vote::vote(c, a, Vote::Any, false, ElemTy::Bool),
        Lower::nvvm("llvm.nvvm.vote.any", &[P0], PtxInsn::Vote(Vote::Any)),
    )
    .params(&[p("pred", BOOL)])
    .ret(Ret::One(Ty::Fixed(ElemTy::Bool)))
    .doc("deprecated vote.any.pred over the executing lanes; removed on sm_70+ from PTX 6.4")
    .source(SRC_VOTE_LEGACY),
    Builtin::row(
        "llvm.nvvm.vote.uni",
        Level::Intrinsic,
        LEGACY_VOTE,
        |c, a| vote::vote(c, a, Vote::Uni, false, ElemTy::Bool),
        Lower::nvvm("llvm.nvvm.vote.uni", &[P0], PtxInsn::Vote(Vote::Uni)),
    )
    .params(&[p("pred", BOOL)])
    .ret(Ret::One(Ty::Fixed(ElemTy::Bool)))
    .doc("deprecated vote.uni.pred over the executing lanes; removed on sm_70+ from PTX 6.4")
    .source(SRC_VOTE_LEGACY),
    Builtin::row(
        "llvm.nvvm.vote.ballot",
        Level::Intrinsic,
        LEGACY_VOTE,
        |c, a| vote::vote(c, a, Vote::Ballot, false, ElemTy::U32),
        Lower::nvvm("llvm.nvvm.vote.ballot", &[P0], PtxInsn::Vote(Vote::Ballot)),
    )
    .params(&[p("pred", BOOL)])
    .ret(Ret::One(Ty::Fixed(ElemTy::U32)))
    .lane_mask()
    .doc("deprecated vote.ballot.b32 over the executing lanes; removed on sm_70+ from PTX 6.4")
    .source(SRC_VOTE_LEGACY),
    // ---- match ----------------------------------------------------------------------------
    Builtin::row(
        "__match_any_sync",
        Level::Cuda,
        MATCH,
        |c, a| matching::matching(c, a, Match::Any),
        Lower::nvvm("llvm.nvvm.match.any.sync.i32", P0_1, PtxInsn::MatchSync { op: Match::Any, b64: false }).via(Expansion::CudaMatch),
    )
    .params(&[MASK, p("value", Ty::T)])
    .ret(Ret::One(U32))
    .types(MATCH_TYPES)
    .lane_mask()
    .doc("match.any.sync.b32: lanes of the member mask holding the same bits")
    .source(SRC_MATCH),
    Builtin::row(
        "__match_all_sync",
        Level::Cuda,
        MATCH,
        |c, a| matching::matching(c, a, Match::All),
        Lower::nvvm("llvm.nvvm.match.all.sync.i32p", P0_1, PtxInsn::MatchSync { op: Match::All, b64: false }).via(Expansion::CudaMatch),
    )
    .params(&[MASK, p("value", Ty::T)])
    .ret(Ret::WithPred(U32))
    .types(MATCH_TYPES)
    .lane_mask()
    .doc("match.all.sync.b32: lanes of the member mask holding the same bits")
    .source(SRC_MATCH),
    Builtin::row(
        "__nvvm_match_any_sync_i32",
        Level::ClangBuiltin,
        MATCH,
        |c, a| matching::matching(c, a, Match::Any),
        Lower::nvvm("llvm.nvvm.match.any.sync.i32", P0_1, PtxInsn::MatchSync { op: Match::Any, b64: false }),
    )
    .params(&[MASK, p("value", U32)])
    .ret(Ret::One(U32))
    .lane_mask()
    .doc("match.any.sync.b32: lanes of the member mask holding the same bits")
    .source(SRC_MATCH),
    Builtin::row(
        "__nvvm_match_any_sync_i64",
        Level::ClangBuiltin,
        MATCH,
        |c, a| matching::matching(c, a, Match::Any),
        Lower::nvvm("llvm.nvvm.match.any.sync.i64", P0_1, PtxInsn::MatchSync { op: Match::Any, b64: true }),
    )
    .params(&[MASK, p("value", I64)])
    .ret(Ret::One(U32))
    .lane_mask()
    .doc("match.any.sync.b64: lanes of the member mask holding the same bits")
    .source(SRC_MATCH),
    Builtin::row(
        "__nvvm_match_all_sync_i32p",
        Level::ClangBuiltin,
        MATCH,
        |c, a| matching::matching(c, a, Match::All),
        Lower::nvvm("llvm.nvvm.match.all.sync.i32p", P0_1, PtxInsn::MatchSync { op: Match::All, b64: false }),
    )
    .params(&[MASK, p("value", U32)])
    .ret(Ret::WithPred(U32))
    .lane_mask()
    .doc("match.all.sync.b32: lanes of the member mask holding the same bits")
    .source(SRC_MATCH),
    Builtin::row(
        "__nvvm_match_all_sync_i64p",
        Level::ClangBuiltin,
        MATCH,
        |c, a| matching::matching(c, a, Match::All),
        Lower::nvvm("llvm.nvvm.match.all.sync.i64p", P0_1, PtxInsn::MatchSync { op: Match::All, b64: true }),
    )
    .params(&[MASK, p("value", I64)])
    .ret(Ret::WithPred(U32))
    .lane_mask()
    .doc("match.all.sync.b64: lanes of the member mask holding the same bits")
    .source(SRC_MATCH),
    Builtin::row(
        "llvm.nvvm.match.any.sync.i32",
        Level::Intrinsic,
        MATCH,
        |c, a| matching::matching(c, a, Match::Any),
        Lower::nvvm("llvm.nvvm.match.any.sync.i32", P0_1, PtxInsn::MatchSync { op: Match::Any, b64: false }),
    )
    .params(&[MASK, p("value", I32)])
    .ret(Ret::One(U32))
    .lane_mask()
    .doc("match.any.sync.b32: lanes of the member mask holding the same bits")
    .source(SRC_MATCH),
    Builtin::row(
        "llvm.nvvm.match.any.sync.i64",
        Level::Intrinsic,
        MATCH,
        |c, a| matching::matching(c, a, Match::Any),
        Lower::nvvm("llvm.nvvm.match.any.sync.i64", P0_1, PtxInsn::MatchSync { op: Match::Any, b64: true }),
    )
    .params(&[MASK, p("value", I64)])
    .ret(Ret::One(U32))
    .lane_mask()
    .doc("match.any.sync.b64: lanes of the member mask holding the same bits")
    .source(SRC_MATCH),
    Builtin::row(
        "llvm.nvvm.match.all.sync.i32p",
        Level::Intrinsic,
        MATCH,
        |c, a| matching::matching(c, a, Match::All),
        Lower::nvvm("llvm.nvvm.match.all.sync.i32p", P0_1, PtxInsn::MatchSync { op: Match::All, b64: false }),
    )
    .params(&[MASK, p("value", I32)])
    .ret(Ret::WithPred(U32))
    .lane_mask()
    .doc("match.all.sync.b32: lanes of the member mask holding the same bits")
    .source(SRC_MATCH),
    Builtin::row(
        "llvm.nvvm.match.all.sync.i64p",
        Level::Intrinsic,
        MATCH,
        |c, a| matching::matching(c, a, Match::All),
        Lower::nvvm("llvm.nvvm.match.all.sync.i64p", P0_1, PtxInsn::MatchSync { op: Match::All, b64: true }),
    )
    .params(&[MASK, p("value", I64)])
    .ret(Ret::WithPred(U32))
    .lane_mask()
    .doc("match.all.sync.b64: lanes of the member mask holding the same bits")
    .source(SRC_MATCH),
    // ---- redux ----------------------------------------------------------------------------
    Builtin::row(
        "__reduce_add_sync",
        Level::Cuda,
        SM80,
        |c, a| redux::redux(c, a, Op::Add.for_type(c.ty), 0, c.ty),
        Lower::nvvm("llvm.nvvm.redux.sync.add", &[P1, P0], PtxInsn::ReduxSync(Op::Add)).via(Expansion::CudaReduce),
    )
    .params(&[MASK, p("value", Ty::T)])
    .ret(Ret::One(Ty::T))
    .types(REDUX_TYPES)
    .doc("redux.sync.add.s32 over the executing lanes of the member mask (sm_80+)")
    .source(SRC_REDUX),
    Builtin::row(
        "__reduce_min_sync",
        Level::Cuda,
        SM80,
        |c, a| redux::redux(c, a, Op::Min.for_type(c.ty), 0, c.ty),
        Lower::nvvm("llvm.nvvm.redux.sync.min", &[P1, P0], PtxInsn::ReduxSync(Op::Min)).via(Expansion::CudaReduceMinmax),
    )
    .params(&[MASK, p("value", Ty::T)])
    .ret(Ret::One(Ty::T))
    .types(REDUX_TYPES)
    .doc("redux.sync.min.s32 over the executing lanes of the member mask (sm_80+)")
    .source(SRC_REDUX),
    Builtin::row(
        "__reduce_max_sync",
        Level::Cuda,
        SM80,
        |c, a| redux::redux(c, a, Op::Max.for_type(c.ty), 0, c.ty),
        Lower::nvvm("llvm.nvvm.redux.sync.max", &[P1, P0], PtxInsn::ReduxSync(Op::Max)).via(Expansion::CudaReduceMinmax),
    )
    .params(&[MASK, p("value", Ty::T)])
    .ret(Ret::One(Ty::T))
    .types(REDUX_TYPES)
    .doc("redux.sync.max.s32 over the executing lanes of the member mask (sm_80+)")
    .source(SRC_REDUX),
    Builtin::row(
        "__reduce_and_sync",
        Level::Cuda,
        SM80,
        |c, a| redux::redux(c, a, Op::And.for_type(c.ty), 0, c.ty),
        Lower::nvvm("llvm.nvvm.redux.sync.and", &[P1, P0], PtxInsn::ReduxSync(Op::And)).via(Expansion::CudaReduce),
    )
    .params(&[MASK, p("value", Ty::T)])
    .ret(Ret::One(Ty::T))
    .types(REDUX_BIT_TYPES)
    .doc("redux.sync.and.b32 over the executing lanes of the member mask (sm_80+)")
    .source(SRC_REDUX),
    Builtin::row(
        "__reduce_or_sync",
        Level::Cuda,
        SM80,
        |c, a| redux::redux(c, a, Op::Or.for_type(c.ty), 0, c.ty),
        Lower::nvvm("llvm.nvvm.redux.sync.or", &[P1, P0], PtxInsn::ReduxSync(Op::Or)).via(Expansion::CudaReduce),
    )
    .params(&[MASK, p("value", Ty::T)])
    .ret(Ret::One(Ty::T))
    .types(REDUX_BIT_TYPES)
    .doc("redux.sync.or.b32 over the executing lanes of the member mask (sm_80+)")
    .source(SRC_REDUX),
    Builtin::row(
        "__reduce_xor_sync",
        Level::Cuda,
        SM80,
        |c, a| redux::redux(c, a, Op::Xor.for_type(c.ty), 0, c.ty),
        Lower::nvvm("llvm.nvvm.redux.sync.xor", &[P1, P0], PtxInsn::ReduxSync(Op::Xor)).via(Expansion::CudaReduce),
    )
    .params(&[MASK, p("value", Ty::T)])
    .ret(Ret::One(Ty::T))
    .types(REDUX_BIT_TYPES)
    .doc("redux.sync.xor.b32 over the executing lanes of the member mask (sm_80+)")
    .source(SRC_REDUX),
    Builtin::row(
        "__nvvm_redux_sync_add",
        Level::ClangBuiltin,
        SM80,
        |c, a| redux::redux(c, a, Op::Add, 1, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.redux.sync.add", P0_1, PtxInsn::ReduxSync(Op::Add)),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::I32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("redux.sync.add.s32 over the executing lanes of the member mask")
    .source(SRC_REDUX),
    Builtin::row(
        "__nvvm_redux_sync_min",
        Level::ClangBuiltin,
        SM80,
        |c, a| redux::redux(c, a, Op::Min, 1, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.redux.sync.min", P0_1, PtxInsn::ReduxSync(Op::Min)),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::I32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("redux.sync.min.s32 over the executing lanes of the member mask")
    .source(SRC_REDUX),
    Builtin::row(
        "__nvvm_redux_sync_max",
        Level::ClangBuiltin,
        SM80,
        |c, a| redux::redux(c, a, Op::Max, 1, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.redux.sync.max", P0_1, PtxInsn::ReduxSync(Op::Max)),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::I32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("redux.sync.max.s32 over the executing lanes of the member mask")
    .source(SRC_REDUX),
    Builtin::row(
        "__nvvm_redux_sync_umin",
        Level::ClangBuiltin,
        SM80,
        |c, a| redux::redux(c, a, Op::UMin, 1, ElemTy::U32),
        Lower::nvvm("llvm.nvvm.redux.sync.umin", P0_1, PtxInsn::ReduxSync(Op::UMin)),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::U32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::U32)))
    .doc("redux.sync.min.u32 over the executing lanes of the member mask")
    .source(SRC_REDUX),
    Builtin::row(
        "__nvvm_redux_sync_umax",
        Level::ClangBuiltin,
        SM80,
        |c, a| redux::redux(c, a, Op::UMax, 1, ElemTy::U32),
        Lower::nvvm("llvm.nvvm.redux.sync.umax", P0_1, PtxInsn::ReduxSync(Op::UMax)),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::U32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::U32)))
    .doc("redux.sync.max.u32 over the executing lanes of the member mask")
    .source(SRC_REDUX),
    Builtin::row(
        "__nvvm_redux_sync_and",
        Level::ClangBuiltin,
        SM80,
        |c, a| redux::redux(c, a, Op::And, 1, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.redux.sync.and", P0_1, PtxInsn::ReduxSync(Op::And)),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::I32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("redux.sync.and.b32 over the executing lanes of the member mask")
    .source(SRC_REDUX),
    Builtin::row(
        "__nvvm_redux_sync_or",
        Level::ClangBuiltin,
        SM80,
        |c, a| redux::redux(c, a, Op::Or, 1, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.redux.sync.or", P0_1, PtxInsn::ReduxSync(Op::Or)),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::I32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("redux.sync.or.b32 over the executing lanes of the member mask")
    .source(SRC_REDUX),
    Builtin::row(
        "__nvvm_redux_sync_xor",
        Level::ClangBuiltin,
        SM80,
        |c, a| redux::redux(c, a, Op::Xor, 1, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.redux.sync.xor", P0_1, PtxInsn::ReduxSync(Op::Xor)),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::I32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("redux.sync.xor.b32 over the executing lanes of the member mask")
    .source(SRC_REDUX),
    Builtin::row(
        "llvm.nvvm.redux.sync.add",
        Level::Intrinsic,
        SM80,
        |c, a| redux::redux(c, a, Op::Add, 1, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.redux.sync.add", P0_1, PtxInsn::ReduxSync(Op::Add)),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::I32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("redux.sync.add.s32 over the executing lanes of the member mask")
    .source(SRC_REDUX),
    Builtin::row(
        "llvm.nvvm.redux.sync.min",
        Level::Intrinsic,
        SM80,
        |c, a| redux::redux(c, a, Op::Min, 1, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.redux.sync.min", P0_1, PtxInsn::ReduxSync(Op::Min)),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::I32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("redux.sync.min.s32 over the executing lanes of the member mask")
    .source(SRC_REDUX),
    Builtin::row(
        "llvm.nvvm.redux.sync.max",
        Level::Intrinsic,
        SM80,
        |c, a| redux::redux(c, a, Op::Max, 1, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.redux.sync.max", P0_1, PtxInsn::ReduxSync(Op::Max)),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::I32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("redux.sync.max.s32 over the executing lanes of the member mask")
    .source(SRC_REDUX),
    Builtin::row(
        "llvm.nvvm.redux.sync.umin",
        Level::Intrinsic,
        SM80,
        |c, a| redux::redux(c, a, Op::UMin, 1, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.redux.sync.umin", P0_1, PtxInsn::ReduxSync(Op::UMin)),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::I32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("redux.sync.min.u32 over the executing lanes of the member mask")
    .source(SRC_REDUX),
    Builtin::row(
        "llvm.nvvm.redux.sync.umax",
        Level::Intrinsic,
        SM80,
        |c, a| redux::redux(c, a, Op::UMax, 1, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.redux.sync.umax", P0_1, PtxInsn::ReduxSync(Op::UMax)),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::I32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("redux.sync.max.u32 over the executing lanes of the member mask")
    .source(SRC_REDUX),
    Builtin::row(
        "llvm.nvvm.redux.sync.and",
        Level::Intrinsic,
        SM80,
        |c, a| redux::redux(c, a, Op::And, 1, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.redux.sync.and", P0_1, PtxInsn::ReduxSync(Op::And)),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::I32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("redux.sync.and.b32 over the executing lanes of the member mask")
    .source(SRC_REDUX),
    Builtin::row(
        "llvm.nvvm.redux.sync.or",
        Level::Intrinsic,
        SM80,
        |c, a| redux::redux(c, a, Op::Or, 1, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.redux.sync.or", P0_1, PtxInsn::ReduxSync(Op::Or)),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::I32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("redux.sync.or.b32 over the executing lanes of the member mask")
    .source(SRC_REDUX),
    Builtin::row(
        "llvm.nvvm.redux.sync.xor",
        Level::Intrinsic,
        SM80,
        |c, a| redux::redux(c, a, Op::Xor, 1, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.redux.sync.xor", P0_1, PtxInsn::ReduxSync(Op::Xor)),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::I32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("redux.sync.xor.b32 over the executing lanes of the member mask")
    .source(SRC_REDUX),
    Builtin::row(
        "__nvvm_redux_sync_fmin",
        Level::ClangBuiltin,
        REDUX_F32_CLANG,
        |c, a| redux::redux(c, a, fop(false, false, false), 1, ElemTy::F32),
        Lower::nvvm("llvm.nvvm.redux.sync.fmin", P0_1, PtxInsn::ReduxSync(fop(false, false, false))),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::F32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::F32)))
    .doc("redux.sync.min.f32 over the executing lanes of the member mask")
    .source(SRC_REDUX_F32),
    Builtin::row(
        "__nvvm_redux_sync_fmin_abs",
        Level::ClangBuiltin,
        REDUX_F32_CLANG,
        |c, a| redux::redux(c, a, fop(false, true, false), 1, ElemTy::F32),
        Lower::nvvm("llvm.nvvm.redux.sync.fmin.abs", P0_1, PtxInsn::ReduxSync(fop(false, true, false))),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::F32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::F32)))
    .doc("redux.sync.min.abs.f32 over the executing lanes of the member mask")
    .source(SRC_REDUX_F32),
    Builtin::row(
        "__nvvm_redux_sync_fmin_NaN",
        Level::ClangBuiltin,
        REDUX_F32_CLANG,
        |c, a| redux::redux(c, a, fop(false, false, true), 1, ElemTy::F32),
        Lower::nvvm("llvm.nvvm.redux.sync.fmin.NaN", P0_1, PtxInsn::ReduxSync(fop(false, false, true))),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::F32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::F32)))
    .doc("redux.sync.min.NaN.f32 over the executing lanes of the member mask")
    .source(SRC_REDUX_F32),
    Builtin::row(
        "__nvvm_redux_sync_fmin_abs_NaN",
        Level::ClangBuiltin,
        REDUX_F32_CLANG,
        |c, a| redux::redux(c, a, fop(false, true, true), 1, ElemTy::F32),
        Lower::nvvm("llvm.nvvm.redux.sync.fmin.abs.NaN", P0_1, PtxInsn::ReduxSync(fop(false, true, true))),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::F32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::F32)))
    .doc("redux.sync.min.abs.NaN.f32 over the executing lanes of the member mask")
    .source(SRC_REDUX_F32),
    Builtin::row(
        "__nvvm_redux_sync_fmax",
        Level::ClangBuiltin,
        REDUX_F32_CLANG,
        |c, a| redux::redux(c, a, fop(true, false, false), 1, ElemTy::F32),
        Lower::nvvm("llvm.nvvm.redux.sync.fmax", P0_1, PtxInsn::ReduxSync(fop(true, false, false))),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::F32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::F32)))
    .doc("redux.sync.max.f32 over the executing lanes of the member mask")
    .source(SRC_REDUX_F32),
    Builtin::row(
        "__nvvm_redux_sync_fmax_abs",
        Level::ClangBuiltin,
        REDUX_F32_CLANG,
        |c, a| redux::redux(c, a, fop(true, true, false), 1, ElemTy::F32),
        Lower::nvvm("llvm.nvvm.redux.sync.fmax.abs", P0_1, PtxInsn::ReduxSync(fop(true, true, false))),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::F32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::F32)))
    .doc("redux.sync.max.abs.f32 over the executing lanes of the member mask")
    .source(SRC_REDUX_F32),
    Builtin::row(
        "__nvvm_redux_sync_fmax_NaN",
        Level::ClangBuiltin,
        REDUX_F32_CLANG,
        |c, a| redux::redux(c, a, fop(true, false, true), 1, ElemTy::F32),
        Lower::nvvm("llvm.nvvm.redux.sync.fmax.NaN", P0_1, PtxInsn::ReduxSync(fop(true, false, true))),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::F32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::F32)))
    .doc("redux.sync.max.NaN.f32 over the executing lanes of the member mask")
    .source(SRC_REDUX_F32),
    Builtin::row(
        "__nvvm_redux_sync_fmax_abs_NaN",
        Level::ClangBuiltin,
        REDUX_F32_CLANG,
        |c, a| redux::redux(c, a, fop(true, true, true), 1, ElemTy::F32),
        Lower::nvvm("llvm.nvvm.redux.sync.fmax.abs.NaN", P0_1, PtxInsn::ReduxSync(fop(true, true, true))),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::F32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::F32)))
    .doc("redux.sync.max.abs.NaN.f32 over the executing lanes of the member mask")
    .source(SRC_REDUX_F32),
    Builtin::row(
        "llvm.nvvm.redux.sync.fmin",
        Level::Intrinsic,
        REDUX_F32,
        |c, a| redux::redux(c, a, fop(false, false, false), 1, ElemTy::F32),
        Lower::nvvm("llvm.nvvm.redux.sync.fmin", P0_1, PtxInsn::ReduxSync(fop(false, false, false))),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::F32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::F32)))
    .doc("redux.sync.min.f32 over the executing lanes of the member mask")
    .source(SRC_REDUX_F32),
    Builtin::row(
        "llvm.nvvm.redux.sync.fmin.abs",
        Level::Intrinsic,
        REDUX_F32,
        |c, a| redux::redux(c, a, fop(false, true, false), 1, ElemTy::F32),
        Lower::nvvm("llvm.nvvm.redux.sync.fmin.abs", P0_1, PtxInsn::ReduxSync(fop(false, true, false))),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::F32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::F32)))
    .doc("redux.sync.min.abs.f32 over the executing lanes of the member mask")
    .source(SRC_REDUX_F32),
    Builtin::row(
        "llvm.nvvm.redux.sync.fmin.NaN",
        Level::Intrinsic,
        REDUX_F32,
        |c, a| redux::redux(c, a, fop(false, false, true), 1, ElemTy::F32),
        Lower::nvvm("llvm.nvvm.redux.sync.fmin.NaN", P0_1, PtxInsn::ReduxSync(fop(false, false, true))),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::F32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::F32)))
    .doc("redux.sync.min.NaN.f32 over the executing lanes of the member mask")
    .source(SRC_REDUX_F32),
    Builtin::row(
        "llvm.nvvm.redux.sync.fmin.abs.NaN",
        Level::Intrinsic,
        REDUX_F32,
        |c, a| redux::redux(c, a, fop(false, true, true), 1, ElemTy::F32),
        Lower::nvvm("llvm.nvvm.redux.sync.fmin.abs.NaN", P0_1, PtxInsn::ReduxSync(fop(false, true, true))),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::F32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::F32)))
    .doc("redux.sync.min.abs.NaN.f32 over the executing lanes of the member mask")
    .source(SRC_REDUX_F32),
    Builtin::row(
        "llvm.nvvm.redux.sync.fmax",
        Level::Intrinsic,
        REDUX_F32,
        |c, a| redux::redux(c, a, fop(true, false, false), 1, ElemTy::F32),
        Lower::nvvm("llvm.nvvm.redux.sync.fmax", P0_1, PtxInsn::ReduxSync(fop(true, false, false))),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::F32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::F32)))
    .doc("redux.sync.max.f32 over the executing lanes of the member mask")
    .source(SRC_REDUX_F32),
    Builtin::row(
        "llvm.nvvm.redux.sync.fmax.abs",
        Level::Intrinsic,
        REDUX_F32,
        |c, a| redux::redux(c, a, fop(true, true, false), 1, ElemTy::F32),
        Lower::nvvm("llvm.nvvm.redux.sync.fmax.abs", P0_1, PtxInsn::ReduxSync(fop(true, true, false))),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::F32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::F32)))
    .doc("redux.sync.max.abs.f32 over the executing lanes of the member mask")
    .source(SRC_REDUX_F32),
    Builtin::row(
        "llvm.nvvm.redux.sync.fmax.NaN",
        Level::Intrinsic,
        REDUX_F32,
        |c, a| redux::redux(c, a, fop(true, false, true), 1, ElemTy::F32),
        Lower::nvvm("llvm.nvvm.redux.sync.fmax.NaN", P0_1, PtxInsn::ReduxSync(fop(true, false, true))),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::F32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::F32)))
    .doc("redux.sync.max.NaN.f32 over the executing lanes of the member mask")
    .source(SRC_REDUX_F32),
    Builtin::row(
        "llvm.nvvm.redux.sync.fmax.abs.NaN",
        Level::Intrinsic,
        REDUX_F32,
        |c, a| redux::redux(c, a, fop(true, true, true), 1, ElemTy::F32),
        Lower::nvvm("llvm.nvvm.redux.sync.fmax.abs.NaN", P0_1, PtxInsn::ReduxSync(fop(true, true, true))),
    )
    .params(&[p("value", Ty::Fixed(ElemTy::F32)), MASK])
    .ret(Ret::One(Ty::Fixed(ElemTy::F32)))
    .doc("redux.sync.max.abs.NaN.f32 over the executing lanes of the member mask")
    .source(SRC_REDUX_F32),
    // ---- active mask, lane masks, lane id -------------------------------------------------
    Builtin::row(
        "__activemask",
        Level::Cuda,
        ACTIVEMASK,
        |c, a| sreg::read(c, a, Sreg::ActiveMask, ElemTy::U32),
        Lower::nvvm("llvm.nvvm.activemask", &[], PtxInsn::Sreg(Sreg::ActiveMask)),
    )
    .ret(Ret::One(Ty::Fixed(ElemTy::U32)))
    .lane_mask()
    .doc("activemask.b32 in each executing lane")
    .source(SRC_ACTIVEMASK),
    Builtin::row(
        "__nvvm_activemask",
        Level::ClangBuiltin,
        ACTIVEMASK,
        |c, a| sreg::read(c, a, Sreg::ActiveMask, ElemTy::U32),
        Lower::nvvm("llvm.nvvm.activemask", &[], PtxInsn::Sreg(Sreg::ActiveMask)),
    )
    .ret(Ret::One(Ty::Fixed(ElemTy::U32)))
    .lane_mask()
    .doc("activemask.b32 in each executing lane")
    .source(SRC_ACTIVEMASK),
    Builtin::row(
        "llvm.nvvm.activemask",
        Level::Intrinsic,
        ACTIVEMASK,
        |c, a| sreg::read(c, a, Sreg::ActiveMask, ElemTy::U32),
        Lower::nvvm("llvm.nvvm.activemask", &[], PtxInsn::Sreg(Sreg::ActiveMask)),
    )
    .ret(Ret::One(Ty::Fixed(ElemTy::U32)))
    .lane_mask()
    .doc("activemask.b32 in each executing lane")
    .source(SRC_ACTIVEMASK),
    // errata N1: no public CUDA function has these names; seed 004 and the vectors use them.
    Builtin::row(
        "__lanemask_eq",
        Level::Cuda,
        NV,
        |c, a| sreg::read(c, a, Sreg::LaneMaskEq, ElemTy::U32),
        Lower::nvvm("llvm.nvvm.read.ptx.sreg.lanemask.eq", &[], PtxInsn::Sreg(Sreg::LaneMaskEq)),
    )
    .ret(Ret::One(Ty::Fixed(ElemTy::U32)))
    .doc("mov.u32 %lanemask_eq in each executing lane")
    .source(SRC_SREG),
    Builtin::row(
        "__lanemask_le",
        Level::Cuda,
        NV,
        |c, a| sreg::read(c, a, Sreg::LaneMaskLe, ElemTy::U32),
        Lower::nvvm("llvm.nvvm.read.ptx.sreg.lanemask.le", &[], PtxInsn::Sreg(Sreg::LaneMaskLe)),
    )
    .ret(Ret::One(Ty::Fixed(ElemTy::U32)))
    .doc("mov.u32 %lanemask_le in each executing lane")
    .source(SRC_SREG),
    Builtin::row(
        "__lanemask_lt",
        Level::Cuda,
        NV,
        |c, a| sreg::read(c, a, Sreg::LaneMaskLt, ElemTy::U32),
        Lower::nvvm("llvm.nvvm.read.ptx.sreg.lanemask.lt", &[], PtxInsn::Sreg(Sreg::LaneMaskLt)),
    )
    .ret(Ret::One(Ty::Fixed(ElemTy::U32)))
    .doc("mov.u32 %lanemask_lt in each executing lane")
    .source(SRC_SREG),
    Builtin::row(
        "__lanemask_ge",
        Level::Cuda,
        NV,
        |c, a| sreg::read(c, a, Sreg::LaneMaskGe, ElemTy::U32),
        Lower::nvvm("llvm.nvvm.read.ptx.sreg.lanemask.ge", &[], PtxInsn::Sreg(Sreg::LaneMaskGe)),
    )
    .ret(Ret::One(Ty::Fixed(ElemTy::U32)))
    .doc("mov.u32 %lanemask_ge in each executing lane")
    .source(SRC_SREG),
    Builtin::row(
        "__lanemask_gt",
        Level::Cuda,
        NV,
        |c, a| sreg::read(c, a, Sreg::LaneMaskGt, ElemTy::U32),
        Lower::nvvm("llvm.nvvm.read.ptx.sreg.lanemask.gt", &[], PtxInsn::Sreg(Sreg::LaneMaskGt)),
    )
    .ret(Ret::One(Ty::Fixed(ElemTy::U32)))
    .doc("mov.u32 %lanemask_gt in each executing lane")
    .source(SRC_SREG),
    Builtin::row(
        "__nvvm_read_ptx_sreg_laneid",
        Level::ClangBuiltin,
        NV,
        |c, a| sreg::read(c, a, Sreg::LaneId, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.read.ptx.sreg.laneid", &[], PtxInsn::Sreg(Sreg::LaneId)),
    )
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("mov.u32 %laneid in each executing lane")
    .source(SRC_SREG),
    Builtin::row(
        "__nvvm_read_ptx_sreg_warpsize",
        Level::ClangBuiltin,
        NV,
        |c, a| sreg::read(c, a, Sreg::WarpSize, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.read.ptx.sreg.warpsize", &[], PtxInsn::Sreg(Sreg::WarpSize)),
    )
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("mov.u32 WARP_SZ in each executing lane")
    .source(SRC_SREG),
    Builtin::row(
        "__nvvm_read_ptx_sreg_lanemask_eq",
        Level::ClangBuiltin,
        NV,
        |c, a| sreg::read(c, a, Sreg::LaneMaskEq, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.read.ptx.sreg.lanemask.eq", &[], PtxInsn::Sreg(Sreg::LaneMaskEq)),
    )
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("mov.u32 %lanemask_eq in each executing lane")
    .source(SRC_SREG),
    Builtin::row(
        "__nvvm_read_ptx_sreg_lanemask_le",
        Level::ClangBuiltin,
        NV,
        |c, a| sreg::read(c, a, Sreg::LaneMaskLe, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.read.ptx.sreg.lanemask.le", &[], PtxInsn::Sreg(Sreg::LaneMaskLe)),
    )
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("mov.u32 %lanemask_le in each executing lane")
    .source(SRC_SREG),
    Builtin::row(
        "__nvvm_read_ptx_sreg_lanemask_lt",
        Level::ClangBuiltin,
        NV,
        |c, a| sreg::read(c, a, Sreg::LaneMaskLt, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.read.ptx.sreg.lanemask.lt", &[], PtxInsn::Sreg(Sreg::LaneMaskLt)),
    )
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("mov.u32 %lanemask_lt in each executing lane")
    .source(SRC_SREG),
    Builtin::row(
        "__nvvm_read_ptx_sreg_lanemask_ge",
        Level::ClangBuiltin,
        NV,
        |c, a| sreg::read(c, a, Sreg::LaneMaskGe, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.read.ptx.sreg.lanemask.ge", &[], PtxInsn::Sreg(Sreg::LaneMaskGe)),
    )
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("mov.u32 %lanemask_ge in each executing lane")
    .source(SRC_SREG),
    Builtin::row(
        "__nvvm_read_ptx_sreg_lanemask_gt",
        Level::ClangBuiltin,
        NV,
        |c, a| sreg::read(c, a, Sreg::LaneMaskGt, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.read.ptx.sreg.lanemask.gt", &[], PtxInsn::Sreg(Sreg::LaneMaskGt)),
    )
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("mov.u32 %lanemask_gt in each executing lane")
    .source(SRC_SREG),
    Builtin::row(
        "llvm.nvvm.read.ptx.sreg.laneid",
        Level::Intrinsic,
        NV,
        |c, a| sreg::read(c, a, Sreg::LaneId, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.read.ptx.sreg.laneid", &[], PtxInsn::Sreg(Sreg::LaneId)),
    )
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("mov.u32 %laneid in each executing lane")
    .source(SRC_SREG),
    Builtin::row(
        "llvm.nvvm.read.ptx.sreg.warpsize",
        Level::Intrinsic,
        NV,
        |c, a| sreg::read(c, a, Sreg::WarpSize, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.read.ptx.sreg.warpsize", &[], PtxInsn::Sreg(Sreg::WarpSize)),
    )
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("mov.u32 WARP_SZ in each executing lane")
    .source(SRC_SREG),
    Builtin::row(
        "llvm.nvvm.read.ptx.sreg.lanemask.eq",
        Level::Intrinsic,
        NV,
        |c, a| sreg::read(c, a, Sreg::LaneMaskEq, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.read.ptx.sreg.lanemask.eq", &[], PtxInsn::Sreg(Sreg::LaneMaskEq)),
    )
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("mov.u32 %lanemask_eq in each executing lane")
    .source(SRC_SREG),
    Builtin::row(
        "llvm.nvvm.read.ptx.sreg.lanemask.le",
        Level::Intrinsic,
        NV,
        |c, a| sreg::read(c, a, Sreg::LaneMaskLe, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.read.ptx.sreg.lanemask.le", &[], PtxInsn::Sreg(Sreg::LaneMaskLe)),
    )
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("mov.u32 %lanemask_le in each executing lane")
    .source(SRC_SREG),
    Builtin::row(
        "llvm.nvvm.read.ptx.sreg.lanemask.lt",
        Level::Intrinsic,
        NV,
        |c, a| sreg::read(c, a, Sreg::LaneMaskLt, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.read.ptx.sreg.lanemask.lt", &[], PtxInsn::Sreg(Sreg::LaneMaskLt)),
    )
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("mov.u32 %lanemask_lt in each executing lane")
    .source(SRC_SREG),
    Builtin::row(
        "llvm.nvvm.read.ptx.sreg.lanemask.ge",
        Level::Intrinsic,
        NV,
        |c, a| sreg::read(c, a, Sreg::LaneMaskGe, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.read.ptx.sreg.lanemask.ge", &[], PtxInsn::Sreg(Sreg::LaneMaskGe)),
    )
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("mov.u32 %lanemask_ge in each executing lane")
    .source(SRC_SREG),
    Builtin::row(
        "llvm.nvvm.read.ptx.sreg.lanemask.gt",
        Level::Intrinsic,
        NV,
        |c, a| sreg::read(c, a, Sreg::LaneMaskGt, ElemTy::I32),
        Lower::nvvm("llvm.nvvm.read.ptx.sreg.lanemask.gt", &[], PtxInsn::Sreg(Sreg::LaneMaskGt)),
    )
    .ret(Ret::One(Ty::Fixed(ElemTy::I32)))
    .doc("mov.u32 %lanemask_gt in each executing lane")
    .source(SRC_SREG),
    // ---- elect.sync (no clang builtin or CUDA function in CUDA 13; CCCL cuda::ptx::elect_sync)
    Builtin::row("llvm.nvvm.elect.sync", Level::Intrinsic, ELECT, elect::elect, Lower::nvvm("llvm.nvvm.elect.sync", &[P0], PtxInsn::ElectSync))
        .params(&[MASK])
        .ret(Ret::WithPred(I32))
        .doc("elect one active lane of the member mask: its lane id in every lane, pred true in it")
        .source("PTX ISA elect.sync (PTX 8.0, sm_90); H200 probe (errata N10)"),
    // ---- p2r / r2p (errata N2) ------------------------------------------------------------
    Builtin::row("p2r", Level::Cuda, NV, predconv::convert, Lower::expansion(Expansion::BitcastV32i1).insn("P2R"))
        .params(&[p("preds", U32)])
        .ret(Ret::One(U32))
        .doc("pack a <32 x i1> predicate vector into a register (cicc-internal; no public spelling, errata N2)")
        .source(SRC_P2R),
    Builtin::row("r2p", Level::Cuda, NV, predconv::convert, Lower::expansion(Expansion::BitcastV32i1).insn("R2P"))
        .params(&[p("reg", U32)])
        .ret(Ret::One(U32))
        .doc("unpack a register into a <32 x i1> predicate vector (cicc-internal; no public spelling, errata N2)")
        .source(SRC_P2R),
    // ---- barrier, sleep -------------------------------------------------------------------
    Builtin::row("__syncwarp", Level::Cuda, SYNC, effects::syncwarp, Lower::nvvm("llvm.nvvm.bar.warp.sync", &[P0], PtxInsn::BarWarpSync))
        .params(&[MASK])
        .doc("wait for the lanes of the mask, with memory ordering among them")
        .source(SRC_BAR),
    Builtin::row("__nvvm_bar_warp_sync", Level::ClangBuiltin, SYNC, effects::syncwarp, Lower::nvvm("llvm.nvvm.bar.warp.sync", &[P0], PtxInsn::BarWarpSync))
        .params(&[MASK])
        .doc("wait for the lanes of the mask, with memory ordering among them")
        .source(SRC_BAR),
    Builtin::row("llvm.nvvm.bar.warp.sync", Level::Intrinsic, SYNC, effects::syncwarp, Lower::nvvm("llvm.nvvm.bar.warp.sync", &[P0], PtxInsn::BarWarpSync))
        .params(&[MASK])
        .doc("wait for the lanes of the mask, with memory ordering among them")
        .source(SRC_BAR),
    Builtin::row("__nanosleep", Level::Cuda, NANOSLEEP, effects::nanosleep, Lower::nvvm("llvm.nvvm.nanosleep", &[P0], PtxInsn::Nanosleep))
        .params(&[p("ns", U32)])
        .doc("sleep for about ns nanoseconds (in [0, 2ns], at most ~1 ms)")
        .source(SRC_SLEEP),
    Builtin::row("__nvvm_nanosleep", Level::ClangBuiltin, NANOSLEEP, effects::nanosleep, Lower::nvvm("llvm.nvvm.nanosleep", &[P0], PtxInsn::Nanosleep))
        .params(&[p("ns", U32)])
        .doc("sleep for about ns nanoseconds (in [0, 2ns], at most ~1 ms)")
        .source(SRC_SLEEP),
    Builtin::row("llvm.nvvm.nanosleep", Level::Intrinsic, NANOSLEEP, effects::nanosleep, Lower::nvvm("llvm.nvvm.nanosleep", &[P0], PtxInsn::Nanosleep))
        .params(&[p("ns", U32)])
        .doc("sleep for about ns nanoseconds (in [0, 2ns], at most ~1 ms)")
        .source(SRC_SLEEP),
    // ---- cp.async -------------------------------------------------------------------------
    Builtin::row(
        "__nvvm_cp_async_ca_shared_global_4",
        Level::ClangBuiltin,
        SM80,
        effects::memory_only,
        Lower::nvvm("llvm.nvvm.cp.async.ca.shared.global.4", P0_1, PtxInsn::CpAsync { cg: false, bytes: 4, src_size: false }),
    )
    .params(&[p("dst", PTR), p("src", PTR)])
    .doc("cp.async: asynchronous global → shared copy (memory effect; runs in `xlane run`)")
    .source(SRC_CP),
    Builtin::row(
        "__nvvm_cp_async_ca_shared_global_8",
        Level::ClangBuiltin,
        SM80,
        effects::memory_only,
        Lower::nvvm("llvm.nvvm.cp.async.ca.shared.global.8", P0_1, PtxInsn::CpAsync { cg: false, bytes: 8, src_size: false }),
    )
    .params(&[p("dst", PTR), p("src", PTR)])
    .doc("cp.async: asynchronous global → shared copy (memory effect; runs in `xlane run`)")
    .source(SRC_CP),
    Builtin::row(
        "__nvvm_cp_async_ca_shared_global_16",
        Level::ClangBuiltin,
        SM80,
        effects::memory_only,
        Lower::nvvm("llvm.nvvm.cp.async.ca.shared.global.16", P0_1, PtxInsn::CpAsync { cg: false, bytes: 16, src_size: false }),
    )
    .params(&[p("dst", PTR), p("src", PTR)])
    .doc("cp.async: asynchronous global → shared copy (memory effect; runs in `xlane run`)")
    .source(SRC_CP),
    Builtin::row(
        "__nvvm_cp_async_cg_shared_global_16",
        Level::ClangBuiltin,
        SM80,
        effects::memory_only,
        Lower::nvvm("llvm.nvvm.cp.async.cg.shared.global.16", P0_1, PtxInsn::CpAsync { cg: true, bytes: 16, src_size: false }),
    )
    .params(&[p("dst", PTR), p("src", PTR)])
    .doc("cp.async: asynchronous global → shared copy (memory effect; runs in `xlane run`)")
    .source(SRC_CP),
    Builtin::row(
        "llvm.nvvm.cp.async.ca.shared.global.4",
        Level::Intrinsic,
        SM80,
        effects::memory_only,
        Lower::nvvm("llvm.nvvm.cp.async.ca.shared.global.4", P0_1, PtxInsn::CpAsync { cg: false, bytes: 4, src_size: false }),
    )
    .params(&[p("dst", PTR), p("src", PTR)])
    .doc("cp.async: asynchronous global → shared copy (memory effect; runs in `xlane run`)")
    .source(SRC_CP),
    Builtin::row(
        "llvm.nvvm.cp.async.ca.shared.global.8",
        Level::Intrinsic,
        SM80,
        effects::memory_only,
        Lower::nvvm("llvm.nvvm.cp.async.ca.shared.global.8", P0_1, PtxInsn::CpAsync { cg: false, bytes: 8, src_size: false }),
    )
    .params(&[p("dst", PTR), p("src", PTR)])
    .doc("cp.async: asynchronous global → shared copy (memory effect; runs in `xlane run`)")
    .source(SRC_CP),
    Builtin::row(
        "llvm.nvvm.cp.async.ca.shared.global.16",
        Level::Intrinsic,
        SM80,
        effects::memory_only,
        Lower::nvvm("llvm.nvvm.cp.async.ca.shared.global.16", P0_1, PtxInsn::CpAsync { cg: false, bytes: 16, src_size: false }),
    )
    .params(&[p("dst", PTR), p("src", PTR)])
    .doc("cp.async: asynchronous global → shared copy (memory effect; runs in `xlane run`)")
    .source(SRC_CP),
    Builtin::row(
        "llvm.nvvm.cp.async.cg.shared.global.16",
        Level::Intrinsic,
        SM80,
        effects::memory_only,
        Lower::nvvm("llvm.nvvm.cp.async.cg.shared.global.16", P0_1, PtxInsn::CpAsync { cg: true, bytes: 16, src_size: false }),
    )
    .params(&[p("dst", PTR), p("src", PTR)])
    .doc("cp.async: asynchronous global → shared copy (memory effect; runs in `xlane run`)")
    .source(SRC_CP),
    Builtin::row(
        "llvm.nvvm.cp.async.ca.shared.global.4.s",
        Level::Intrinsic,
        SM80,
        effects::memory_only,
        Lower::nvvm("llvm.nvvm.cp.async.ca.shared.global.4.s", P0_2, PtxInsn::CpAsync { cg: false, bytes: 4, src_size: true }),
    )
    .params(&[p("dst", PTR), p("src", PTR), p("src_size", I32)])
    .doc("cp.async: asynchronous global → shared copy (memory effect; runs in `xlane run`)")
    .source(SRC_CP),
    Builtin::row(
        "llvm.nvvm.cp.async.ca.shared.global.8.s",
        Level::Intrinsic,
        SM80,
        effects::memory_only,
        Lower::nvvm("llvm.nvvm.cp.async.ca.shared.global.8.s", P0_2, PtxInsn::CpAsync { cg: false, bytes: 8, src_size: true }),
    )
    .params(&[p("dst", PTR), p("src", PTR), p("src_size", I32)])
    .doc("cp.async: asynchronous global → shared copy (memory effect; runs in `xlane run`)")
    .source(SRC_CP),
    Builtin::row(
        "llvm.nvvm.cp.async.ca.shared.global.16.s",
        Level::Intrinsic,
        SM80,
        effects::memory_only,
        Lower::nvvm("llvm.nvvm.cp.async.ca.shared.global.16.s", P0_2, PtxInsn::CpAsync { cg: false, bytes: 16, src_size: true }),
    )
    .params(&[p("dst", PTR), p("src", PTR), p("src_size", I32)])
    .doc("cp.async: asynchronous global → shared copy (memory effect; runs in `xlane run`)")
    .source(SRC_CP),
    Builtin::row(
        "llvm.nvvm.cp.async.cg.shared.global.16.s",
        Level::Intrinsic,
        SM80,
        effects::memory_only,
        Lower::nvvm("llvm.nvvm.cp.async.cg.shared.global.16.s", P0_2, PtxInsn::CpAsync { cg: true, bytes: 16, src_size: true }),
    )
    .params(&[p("dst", PTR), p("src", PTR), p("src_size", I32)])
    .doc("cp.async: asynchronous global → shared copy (memory effect; runs in `xlane run`)")
    .source(SRC_CP),
    Builtin::row("__nvvm_cp_async_commit_group", Level::ClangBuiltin, SM80, effects::memory_only, Lower::nvvm("llvm.nvvm.cp.async.commit.group", &[], PtxInsn::CpAsyncCommitGroup))
        .doc("close the thread's pending cp.async operations into a group")
        .source(SRC_CP),
    Builtin::row("llvm.nvvm.cp.async.commit.group", Level::Intrinsic, SM80, effects::memory_only, Lower::nvvm("llvm.nvvm.cp.async.commit.group", &[], PtxInsn::CpAsyncCommitGroup))
        .doc("close the thread's pending cp.async operations into a group")
        .source(SRC_CP),
    Builtin::row("__nvvm_cp_async_wait_group", Level::ClangBuiltin, SM80, effects::memory_only, Lower::nvvm("llvm.nvvm.cp.async.wait.group", &[P0], PtxInsn::CpAsyncWaitGroup))
        .params(&[imm("n", I32)])
        .doc("wait until at most n most recent cp.async groups are pending")
        .source(SRC_CP),
    Builtin::row("llvm.nvvm.cp.async.wait.group", Level::Intrinsic, SM80, effects::memory_only, Lower::nvvm("llvm.nvvm.cp.async.wait.group", &[P0], PtxInsn::CpAsyncWaitGroup))
        .params(&[imm("n", I32)])
        .doc("wait until at most n most recent cp.async groups are pending")
        .source(SRC_CP),
    Builtin::row("__nvvm_cp_async_wait_all", Level::ClangBuiltin, SM80, effects::memory_only, Lower::nvvm("llvm.nvvm.cp.async.wait.all", &[], PtxInsn::CpAsyncWaitAll))
        .doc("wait for every pending cp.async of the thread")
        .source(SRC_CP),
    Builtin::row("llvm.nvvm.cp.async.wait.all", Level::Intrinsic, SM80, effects::memory_only, Lower::nvvm("llvm.nvvm.cp.async.wait.all", &[], PtxInsn::CpAsyncWaitAll))
        .doc("wait for every pending cp.async of the thread")
        .source(SRC_CP),
    Builtin::row(
        "__pipeline_memcpy_async",
        Level::Cuda,
        SM80,
        effects::memory_only,
        Lower::expansion(Expansion::CudaPipelineMemcpyAsync).insn("cp.async.ca.shared.global").ptx(PTX_SM80, MAX_PTX),
    )
    .params(&[p("dst_shared", PTR), p("src_global", PTR), p("size_and_align", U64), p("zfill", U64)])
    .doc("copy size-zfill bytes global → shared asynchronously, zero-fill the rest")
    .source(SRC_PIPE),
    Builtin::row("__pipeline_commit", Level::Cuda, SM80, effects::memory_only, Lower::nvvm("llvm.nvvm.cp.async.commit.group", &[], PtxInsn::CpAsyncCommitGroup))
        .doc("commit the pending pipeline copies as one batch")
        .source(SRC_PIPE),
    Builtin::row("__pipeline_wait_prior", Level::Cuda, SM80, effects::memory_only, Lower::nvvm("llvm.nvvm.cp.async.wait.group", &[P0], PtxInsn::CpAsyncWaitGroup))
        .params(&[imm("n", U64)])
        .doc("wait until at most n most recent batches are pending")
        .source(SRC_PIPE),
    // ---- fns (a lane function: find the n-th set bit) -------------------------------------
    Builtin::row("__nvvm_fns", Level::ClangBuiltin, FNS, fns::fns_lanes, Lower::nvvm("llvm.nvvm.fns", P0_2, PtxInsn::Fns))
        .params(FNS_PARAMS)
        .ret(Ret::One(U32))
        .doc("the bit position of the offset-th set bit of mask counted from bit base (0xffffffff if none), per lane")
        .source(SRC_FNS),
    Builtin::row("llvm.nvvm.fns", Level::Intrinsic, FNS, fns::fns_lanes, Lower::nvvm("llvm.nvvm.fns", P0_2, PtxInsn::Fns))
        .params(FNS_PARAMS)
        .ret(Ret::One(U32))
        .doc("the bit position of the offset-th set bit of mask counted from bit base (0xffffffff if none), per lane")
        .source(SRC_FNS),
    // ---- cp.async.mbarrier.arrive ---------------------------------------------------------
    arrive("__nvvm_cp_async_mbarrier_arrive", Level::ClangBuiltin, "llvm.nvvm.cp.async.mbarrier.arrive", false, false),
    arrive("__nvvm_cp_async_mbarrier_arrive_noinc", Level::ClangBuiltin, "llvm.nvvm.cp.async.mbarrier.arrive.noinc", true, false),
    arrive("__nvvm_cp_async_mbarrier_arrive_shared", Level::ClangBuiltin, "llvm.nvvm.cp.async.mbarrier.arrive.shared", false, true),
    arrive("__nvvm_cp_async_mbarrier_arrive_noinc_shared", Level::ClangBuiltin, "llvm.nvvm.cp.async.mbarrier.arrive.noinc.shared", true, true),
    arrive("llvm.nvvm.cp.async.mbarrier.arrive", Level::Intrinsic, "llvm.nvvm.cp.async.mbarrier.arrive", false, false),
    arrive("llvm.nvvm.cp.async.mbarrier.arrive.noinc", Level::Intrinsic, "llvm.nvvm.cp.async.mbarrier.arrive.noinc", true, false),
    arrive("llvm.nvvm.cp.async.mbarrier.arrive.shared", Level::Intrinsic, "llvm.nvvm.cp.async.mbarrier.arrive.shared", false, true),
    arrive("llvm.nvvm.cp.async.mbarrier.arrive.noinc.shared", Level::Intrinsic, "llvm.nvvm.cp.async.mbarrier.arrive.noinc.shared", true, true),
    // ---- warp-level matrix instructions -----------------------------------------------------
    ldmatrix_row("llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16", 1, false, "ldmatrix.sync.aligned.m8n8.x1.shared.b16"),
    ldmatrix_row("llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16", 2, false, "ldmatrix.sync.aligned.m8n8.x2.shared.b16"),
    ldmatrix_row("llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16", 4, false, "ldmatrix.sync.aligned.m8n8.x4.shared.b16"),
    ldmatrix_row("llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.trans.b16", 1, true, "ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16"),
    ldmatrix_row("llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16", 2, true, "ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16"),
    ldmatrix_row("llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16", 4, true, "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"),
    stmatrix_row("llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16", 1, false, "stmatrix.sync.aligned.m8n8.x1.shared.b16"),
    stmatrix_row("llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16", 2, false, "stmatrix.sync.aligned.m8n8.x2.shared.b16"),
    stmatrix_row("llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16", 4, false, "stmatrix.sync.aligned.m8n8.x4.shared.b16"),
    stmatrix_row("llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.trans.b16", 1, true, "stmatrix.sync.aligned.m8n8.x1.trans.shared.b16"),
    stmatrix_row("llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.trans.b16", 2, true, "stmatrix.sync.aligned.m8n8.x2.trans.shared.b16"),
    stmatrix_row("llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16", 4, true, "stmatrix.sync.aligned.m8n8.x4.trans.shared.b16"),
    mma_row!(
        "llvm.nvvm.mma.m16n8k16.row.col.f32.f32",
        "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32",
        MMA80,
        16,
        In::F16,
        In::F16,
        Out::F32,
        MMA_F16_K16_F32,
        Ret::Many(4, F32),
        SRC_MMA
    ),
    mma_row!(
        "llvm.nvvm.mma.m16n8k16.row.col.f16.f16",
        "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16",
        MMA80,
        16,
        In::F16,
        In::F16,
        Out::F16,
        MMA_F16_K16_F16,
        Ret::Many(2, F16X2),
        SRC_MMA
    ),
    mma_row!(
        "llvm.nvvm.mma.m16n8k8.row.col.f32.f32",
        "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32",
        MMA75,
        8,
        In::F16,
        In::F16,
        Out::F32,
        MMA_F16_K8_F32,
        Ret::Many(4, F32),
        SRC_MMA
    ),
    mma_row!(
        "llvm.nvvm.mma.m16n8k8.row.col.f16.f16",
        "mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16",
        MMA75,
        8,
        In::F16,
        In::F16,
        Out::F16,
        MMA_F16_K8_F16,
        Ret::Many(2, F16X2),
        SRC_MMA
    ),
    mma_row!(
        "llvm.nvvm.mma.m16n8k16.row.col.bf16",
        "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32",
        MMA80,
        16,
        In::BF16,
        In::BF16,
        Out::F32,
        MMA_I32_4_2_F32,
        Ret::Many(4, F32),
        SRC_MMA
    ),
    mma_row!(
        "llvm.nvvm.mma.m16n8k8.row.col.bf16",
        "mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32",
        MMA80,
        8,
        In::BF16,
        In::BF16,
        Out::F32,
        MMA_I32_2_1_F32,
        Ret::Many(4, F32),
        SRC_MMA
    ),
    mma_row!(
        "llvm.nvvm.mma.m16n8k8.row.col.tf32",
        "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32",
        MMA80,
        8,
        In::TF32,
        In::TF32,
        Out::F32,
        MMA_I32_4_2_F32,
        Ret::Many(4, F32),
        SRC_MMA
    ),
    mma_int_row!(32, "", s8, s8, MMA_I32_4_2_I32, SRC_MMA),
    mma_int_row!(32, "", u8, u8, MMA_I32_4_2_I32, SRC_MMA),
    mma_int_row!(32, "", s8, u8, MMA_I32_4_2_I32, SRC_MMA),
    mma_int_row!(32, "", u8, s8, MMA_I32_4_2_I32, SRC_MMA),
    mma_int_row!(32, ".satfinite", s8, s8, MMA_I32_4_2_I32, SRC_MMA),
    mma_int_row!(32, ".satfinite", u8, u8, MMA_I32_4_2_I32, SRC_MMA),
    mma_int_row!(32, ".satfinite", s8, u8, MMA_I32_4_2_I32, SRC_MMA),
    mma_int_row!(32, ".satfinite", u8, s8, MMA_I32_4_2_I32, SRC_MMA),
    mma_int_row!(16, "", s8, s8, MMA_I32_2_1_I32, SRC_MMA_DOC),
    mma_int_row!(16, "", u8, u8, MMA_I32_2_1_I32, SRC_MMA_DOC),
    mma_int_row!(16, "", s8, u8, MMA_I32_2_1_I32, SRC_MMA_DOC),
    mma_int_row!(16, "", u8, s8, MMA_I32_2_1_I32, SRC_MMA_DOC),
    mma_int_row!(16, ".satfinite", s8, s8, MMA_I32_2_1_I32, SRC_MMA_DOC),
    mma_int_row!(16, ".satfinite", u8, u8, MMA_I32_2_1_I32, SRC_MMA_DOC),
    mma_int_row!(16, ".satfinite", s8, u8, MMA_I32_2_1_I32, SRC_MMA_DOC),
    mma_int_row!(16, ".satfinite", u8, s8, MMA_I32_2_1_I32, SRC_MMA_DOC),
];
