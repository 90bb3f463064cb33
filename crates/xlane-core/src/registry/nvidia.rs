//! NVIDIA rows of the registry table, at three levels: the CUDA API (`Level::Cuda`), clang's
//! `__nvvm_*` builtins (`Level::ClangBuiltin`) and the LLVM intrinsics they become
//! (`Level::Intrinsic`, spelled exactly as clang-22 `-emit-llvm` prints them).
//!
//! Gates: clang-22 `BuiltinsNVPTX.td` (front end) and NVPTX ISel predicates (back end), with
//! PTX ISA target notes for what ptxas accepts; checked against clang-22 by
//! `tests/nvidia_clang_gates.rs`. `Lower::ptx` records the PTX ISA versions each instruction
//! needs; `Avail::rule` checks that the target can be compiled at such a version.
//!
//! Header expansions named in `Lower::expansion` are described in [`EXPANSIONS`].

use super::*;
use crate::semantics::nvidia::effects;
use crate::semantics::nvidia::elect;
use crate::semantics::nvidia::matching::{self, Match};
use crate::semantics::nvidia::predconv;
use crate::semantics::nvidia::redux::{self, Op};
use crate::semantics::nvidia::shfl::{self, Form, Mode};
use crate::semantics::nvidia::sreg::{self, Sreg};
use crate::semantics::nvidia::vote::{self, Vote};
use crate::target::{feat, MAX_PTX};

/// What each named expansion does; the lowering layer implements these.
pub const EXPANSIONS: &[(&str, &str)] = &[
    ("cuda_shfl_sync", "CUDA __shfl/_down/_xor_sync(mask, var, b, width): operand 3 becomes c = ((32 - width) << 8) | 0x1f. 32-bit T: one call (float: the .f32 intrinsic in clang, __float_as_int + .i32 in CUDA 13). 64-bit T: split into lo/hi i32 and shuffle both with the same mask/b/c (CUDA 13 headers shuffle hi first, clang's header lo first). __half/__nv_bfloat16: shuffle (h << 16) | h, keep the low half. __half2/__nv_bfloat162: one i32 shuffle"),
    ("cuda_shfl_up_sync", "as cuda_shfl_sync, but c = (32 - width) << 8 (clamp 0: up reads lanes >= maxLane)"),
    ("cuda_shfl", "legacy __shfl/_down/_xor(var, b, width): as cuda_shfl_sync without the mask operand (llvm.nvvm.shfl.*); needs PTX <= 6.3 on sm_70/72/75"),
    ("cuda_shfl_up", "legacy __shfl_up: c = (32 - width) << 8"),
    ("cuda_vote", "CUDA vote: predicate = (pred != 0) as i1; all/any/uni zero-extend the i1 result to int 0/1"),
    ("cuda_match", "CUDA __match_*_sync: 32-bit T uses .i32/.i32p, 64-bit T .i64/.i64p; floats pass their raw bits; __match_all_sync stores the i1 as int 0/1 through its pointer"),
    ("cuda_reduce", "CUDA __reduce_*_sync(mask, value) calls llvm.nvvm.redux.sync.*(value, mask): operands swap"),
    ("cuda_reduce_minmax", "CUDA __reduce_min/max_sync: signed T → redux.sync.min/max (.s32), unsigned T → umin/umax (.u32); operands swap"),
    ("bitcast_v32i1", "p2r/r2p: a <32 x i1> ↔ i32 bitcast (cicc expands it element by element; ptxas picks P2R/R2P)"),
    ("cuda_pipeline_memcpy_async", "__pipeline_memcpy_async(dst, src, size, zfill): size 16 → cp.async.cg.shared.global.16.s, 4/8 → cp.async.ca.shared.global.N.s, with src_size = size - zfill (nvcc 13)"),
];

// ---- parameters -------------------------------------------------------------------------

const fn p(name: &'static str, ty: Ty) -> Param {
    Param { name, ty, imm: false, legal: Legal::Any }
}
const fn imm(name: &'static str, ty: Ty) -> Param {
    Param { name, ty, imm: true, legal: Legal::Any }
}
const U32: Ty = Ty::Fixed(ElemTy::U32);
const I32: Ty = Ty::Fixed(ElemTy::I32);
const I64: Ty = Ty::Fixed(ElemTy::I64);
const U64: Ty = Ty::Fixed(ElemTy::U64);
const BOOL: Ty = Ty::Fixed(ElemTy::Bool);
/// Pointers (cp.async) are carried as 64-bit addresses.
const PTR: Ty = Ty::Fixed(ElemTy::U64);

/// Every type CUDA's shuffles take (CUDA Programming Guide, Warp Shuffle Functions; cuda_fp16.h,
/// cuda_bf16.h). `long`/`long long` and their unsigned forms are i64/u64.
const SHFL_TYPES: &[ElemTy] = &[
    ElemTy::U32, ElemTy::I32, ElemTy::U64, ElemTy::I64, ElemTy::F32, ElemTy::F64,
    ElemTy::F16, ElemTy::F16x2, ElemTy::BF16, ElemTy::BF16x2,
];
/// CUDA `__match_*_sync` T (CUDA Programming Guide, Warp Match Functions).
const MATCH_TYPES: &[ElemTy] = &[ElemTy::U32, ElemTy::I32, ElemTy::U64, ElemTy::I64, ElemTy::F32, ElemTy::F64];
/// CUDA `__reduce_{add,min,max}_sync`: unsigned or signed; and/or/xor: unsigned only.
const REDUX_TYPES: &[ElemTy] = &[ElemTy::U32, ElemTy::I32];
const REDUX_BIT_TYPES: &[ElemTy] = &[ElemTy::U32];

const P0: Operand = Operand::Param(0);
const P1: Operand = Operand::Param(1);
const P2: Operand = Operand::Param(2);
const P3: Operand = Operand::Param(3);

// ---- availability -----------------------------------------------------------------------

/// PTX ISA versions (×10) each instruction appeared in (PTX ISA, per-instruction "PTX ISA
/// Notes"); all are still present in the newest PTX, except legacy shfl/vote on sm_70+.
const PTX_SYNC: u32 = 60; // shfl.sync, vote.sync, match.sync, bar.warp.sync
const PTX_ACTIVEMASK: u32 = 62;
const PTX_NANOSLEEP: u32 = 63;
const PTX_SM80: u32 = 70; // redux.sync (integer), cp.async
const PTX_REDUX_F32: u32 = 86;
const PTX_ELECT: u32 = 80;
const PTX_LEGACY_SHFL: (u32, u32) = (30, crate::target::LEGACY_WARP_MAX_PTX);
const PTX_LEGACY_VOTE: (u32, u32) = (PTX_SYNC, crate::target::LEGACY_WARP_MAX_PTX);

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

const NV: Avail = Avail::nvidia(Features::NONE);
const SYNC: Avail = NV.rule(sync_ops);
const ACTIVEMASK: Avail = NV.rule(activemask);
const MATCH: Avail = NV.rule(sm70_sync);
const NANOSLEEP: Avail = NV.rule(sm70_nanosleep);
const SM80: Avail = NV.rule(sm80);
const ELECT: Avail = NV.rule(sm90_elect);
const REDUX_F32: Avail = NV.rule(redux_f32_backend);
const REDUX_F32_CLANG: Avail = NV.rule(redux_f32_clang);
const LEGACY_SHFL: Avail = NV.rule(legacy_shfl);
const LEGACY_VOTE: Avail = NV.rule(legacy_vote);

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
const SRC_P2R: &str = "seed 004 (cicc IDs 411-412); errata N2: SASS P2R/R2P, no PTX instruction";

// ---- row builders -----------------------------------------------------------------------

macro_rules! ptx {
    ($lower:expr, $min:expr) => {
        $lower.ptx($min, MAX_PTX)
    };
}

/// CUDA `__shfl*_sync<T>(mask, var, b, width)`.
macro_rules! cuda_shfl_sync {
    ($name:literal, $mode:ident, $m:literal, $b:literal, $bty:expr, $exp:literal) => {
        Builtin {
            name: $name,
            level: Level::Cuda,
            params: &[p("mask", U32), p("var", Ty::T), p($b, $bty), p("width", I32)],
            ret: Ret::One(Ty::T),
            types: SHFL_TYPES,
            avail: SYNC,
            sem: |c, a| shfl::shuffle(c, a, Mode::$mode, Form::CudaSync, c.ty, false),
            lower: ptx!(Lower::intrinsic(concat!("llvm.nvvm.shfl.sync.", $m, ".i32"), &[P0, P1, P2, P3]).via($exp).insn(concat!("shfl.sync.", $m, ".b32")), PTX_SYNC),
            doc: concat!("shfl.sync.", $m, " of any CUDA type over a width-lane segment (width a power of two ≤ 32)"),
            source: SRC_SHFL,
            steer: Some(0b1101),
        }
    };
}

/// CUDA legacy `__shfl*<T>(var, b, width)`.
macro_rules! cuda_shfl {
    ($name:literal, $mode:ident, $m:literal, $b:literal, $bty:expr, $exp:literal) => {
        Builtin {
            name: $name,
            level: Level::Cuda,
            params: &[p("var", Ty::T), p($b, $bty), p("width", I32)],
            ret: Ret::One(Ty::T),
            types: SHFL_TYPES,
            avail: LEGACY_SHFL,
            sem: |c, a| shfl::shuffle(c, a, Mode::$mode, Form::CudaLegacy, c.ty, false),
            lower: Lower::intrinsic(concat!("llvm.nvvm.shfl.", $m, ".i32"), &[P0, P1, P2]).via($exp).insn(concat!("shfl.", $m, ".b32")).ptx(PTX_LEGACY_SHFL.0, PTX_LEGACY_SHFL.1),
            doc: concat!("deprecated non-sync shfl.", $m, " over the executing lanes; removed on sm_70+ from PTX 6.4"),
            source: SRC_SHFL_LEGACY,
            steer: Some(0b110),
        }
    };
}

/// `shfl.sync` with raw `c`: clang builtins and intrinsics, `(mask, a, b, c)`.
macro_rules! raw_shfl_sync {
    ($name:literal, $level:ident, $mode:ident, $m:literal, $ty:ident, $pred:literal, $intr:literal) => {
        Builtin {
            name: $name,
            level: Level::$level,
            params: &[p("mask", U32), p("a", Ty::Fixed(ElemTy::$ty)), p("b", I32), p("c", I32)],
            ret: if $pred { Ret::WithPred(Ty::Fixed(ElemTy::$ty)) } else { Ret::One(Ty::Fixed(ElemTy::$ty)) },
            types: &[],
            avail: SYNC,
            sem: |c, a| shfl::shuffle(c, a, Mode::$mode, Form::RawSync, ElemTy::$ty, $pred),
            lower: ptx!(Lower::intrinsic($intr, &[P0, P1, P2, P3]).insn(concat!("shfl.sync.", $m, ".b32")), PTX_SYNC),
            doc: concat!("shfl.sync.", $m, ".b32 with the raw c operand (clamp c[4:0], segment mask c[12:8])"),
            source: SRC_SHFL,
            steer: Some(0b1101),
        }
    };
}

/// Legacy `shfl` with raw `c`: `(a, b, c)`.
macro_rules! raw_shfl {
    ($name:literal, $level:ident, $mode:ident, $m:literal, $ty:ident, $pred:literal, $intr:literal) => {
        Builtin {
            name: $name,
            level: Level::$level,
            params: &[p("a", Ty::Fixed(ElemTy::$ty)), p("b", I32), p("c", I32)],
            ret: if $pred { Ret::WithPred(Ty::Fixed(ElemTy::$ty)) } else { Ret::One(Ty::Fixed(ElemTy::$ty)) },
            types: &[],
            avail: LEGACY_SHFL,
            sem: |c, a| shfl::shuffle(c, a, Mode::$mode, Form::RawLegacy, ElemTy::$ty, $pred),
            lower: Lower::intrinsic($intr, &[P0, P1, P2]).insn(concat!("shfl.", $m, ".b32")).ptx(PTX_LEGACY_SHFL.0, PTX_LEGACY_SHFL.1),
            doc: concat!("deprecated non-sync shfl.", $m, ".b32 with the raw c operand"),
            source: SRC_SHFL_LEGACY,
            steer: Some(0b110),
        }
    };
}

/// `vote.sync` at any level: `(mask, pred)`.
macro_rules! vote_sync {
    ($name:literal, $level:ident, $op:ident, $pty:expr, $ret:ident, $intr:literal, $insn:literal, $exp:expr) => {
        Builtin {
            name: $name,
            level: Level::$level,
            params: &[p("mask", U32), p("pred", $pty)],
            ret: Ret::One(Ty::Fixed(ElemTy::$ret)),
            types: &[],
            avail: SYNC,
            sem: |c, a| vote::vote(c, a, Vote::$op, true, ElemTy::$ret),
            lower: Lower { expansion: $exp, ..ptx!(Lower::intrinsic($intr, &[P0, P1]).insn($insn), PTX_SYNC) },
            doc: concat!($insn, " over the executing lanes of the member mask"),
            source: SRC_VOTE,
            steer: None,
        }
    };
}

/// Legacy `vote`: `(pred)` over the executing lanes.
macro_rules! vote_legacy {
    ($name:literal, $level:ident, $op:ident, $pty:expr, $ret:ident, $intr:literal, $insn:literal, $exp:expr) => {
        Builtin {
            name: $name,
            level: Level::$level,
            params: &[p("pred", $pty)],
            ret: Ret::One(Ty::Fixed(ElemTy::$ret)),
            types: &[],
            avail: LEGACY_VOTE,
            sem: |c, a| vote::vote(c, a, Vote::$op, false, ElemTy::$ret),
            lower: Lower { expansion: $exp, ..Lower::intrinsic($intr, &[P0]).insn($insn).ptx(PTX_LEGACY_VOTE.0, PTX_LEGACY_VOTE.1) },
            doc: concat!("deprecated ", $insn, " over the executing lanes; removed on sm_70+ from PTX 6.4"),
            source: SRC_VOTE_LEGACY,
            steer: None,
        }
    };
}

/// `match.sync`: `(mask, value)`.
macro_rules! match_sync {
    ($name:literal, $level:ident, $op:ident, $vty:expr, $types:expr, $intr:literal, $insn:literal, $exp:expr) => {
        Builtin {
            name: $name,
            level: Level::$level,
            params: &[p("mask", U32), p("value", $vty)],
            ret: if matches!(Match::$op, Match::All) { Ret::WithPred(U32) } else { Ret::One(U32) },
            types: $types,
            avail: MATCH,
            sem: |c, a| matching::matching(c, a, Match::$op),
            lower: Lower { expansion: $exp, ..ptx!(Lower::intrinsic($intr, &[P0, P1]).insn($insn), PTX_SYNC) },
            doc: concat!($insn, ": lanes of the member mask holding the same bits"),
            source: SRC_MATCH,
            steer: None,
        }
    };
}

/// clang/LLVM `redux.sync`: `(value, mask)`.
macro_rules! redux_raw {
    ($name:literal, $level:ident, $op:expr, $ty:ident, $avail:expr, $ptx:expr, $intr:literal, $insn:literal, $src:expr) => {
        Builtin {
            name: $name,
            level: Level::$level,
            params: &[p("value", Ty::Fixed(ElemTy::$ty)), p("mask", U32)],
            ret: Ret::One(Ty::Fixed(ElemTy::$ty)),
            types: &[],
            avail: $avail,
            sem: |c, a| redux::redux(c, a, $op, 1, ElemTy::$ty),
            lower: ptx!(Lower::intrinsic($intr, &[P0, P1]).insn($insn), $ptx),
            doc: concat!($insn, " over the executing lanes of the member mask"),
            source: $src,
            steer: None,
        }
    };
}

/// CUDA `__reduce_*_sync<T>(mask, value)`.
macro_rules! cuda_reduce {
    ($name:literal, $op:expr, $types:expr, $intr:literal, $insn:literal, $exp:literal) => {
        Builtin {
            name: $name,
            level: Level::Cuda,
            params: &[p("mask", U32), p("value", Ty::T)],
            ret: Ret::One(Ty::T),
            types: $types,
            avail: SM80,
            sem: |c, a| redux::redux(c, a, $op.for_type(c.ty), 0, c.ty),
            lower: ptx!(Lower::intrinsic($intr, &[P1, P0]).via($exp).insn($insn), PTX_SM80),
            doc: concat!($insn, " over the executing lanes of the member mask (sm_80+)"),
            source: SRC_REDUX,
            steer: None,
        }
    };
}

/// A special-register read (no operands).
macro_rules! sreg {
    ($name:literal, $level:ident, $reg:ident, $ret:ident, $avail:expr, $intr:literal, $insn:literal, $src:expr) => {
        sreg!($name, $level, $reg, $ret, $avail, $intr, $insn, $src, 0)
    };
    ($name:literal, $level:ident, $reg:ident, $ret:ident, $avail:expr, $intr:literal, $insn:literal, $src:expr, $ptx:expr) => {
        Builtin {
            name: $name,
            level: Level::$level,
            params: &[],
            ret: Ret::One(Ty::Fixed(ElemTy::$ret)),
            types: &[],
            avail: $avail,
            sem: |c, a| sreg::read(c, a, Sreg::$reg, ElemTy::$ret),
            lower: ptx!(Lower::intrinsic($intr, &[]).insn($insn), $ptx),
            doc: concat!($insn, " in each executing lane"),
            source: $src,
            steer: None,
        }
    };
}

/// A row that acts on time or memory only.
macro_rules! effect {
    ($name:literal, $level:ident, [$($param:expr),*], $avail:expr, $sem:expr, $lower:expr, $doc:literal, $src:expr) => {
        Builtin {
            name: $name,
            level: Level::$level,
            params: &[$($param),*],
            ret: Ret::Void,
            types: &[],
            avail: $avail,
            sem: $sem,
            lower: $lower,
            doc: $doc,
            source: $src,
            steer: None,
        }
    };
}

const fn fop(max: bool, abs: bool, nan: bool) -> Op {
    Op::Float { max, abs, nan }
}

/// cp.async copy rows (clang builtin and intrinsic).
macro_rules! cp_async {
    ($name:literal, $level:ident, [$($param:expr),*], $intr:literal, $insn:literal) => {
        effect!($name, $level, [$($param),*], SM80, effects::memory_only,
            ptx!(Lower::intrinsic($intr, if [$($param),*].len() == 2 { &[P0, P1] } else { &[P0, P1, P2] }).insn($insn), PTX_SM80),
            "cp.async: asynchronous global → shared copy (memory effect; runs in `xlane run`)", SRC_CP)
    };
}

pub(super) static TABLE: &[Builtin] = &[
    // ---- shuffles: CUDA -----------------------------------------------------------------
    cuda_shfl_sync!("__shfl_sync", Idx, "idx", "srcLane", I32, "cuda_shfl_sync"),
    cuda_shfl_sync!("__shfl_up_sync", Up, "up", "delta", U32, "cuda_shfl_up_sync"),
    cuda_shfl_sync!("__shfl_down_sync", Down, "down", "delta", U32, "cuda_shfl_sync"),
    cuda_shfl_sync!("__shfl_xor_sync", Bfly, "bfly", "laneMask", I32, "cuda_shfl_sync"),
    cuda_shfl!("__shfl", Idx, "idx", "srcLane", I32, "cuda_shfl"),
    cuda_shfl!("__shfl_up", Up, "up", "delta", U32, "cuda_shfl_up"),
    cuda_shfl!("__shfl_down", Down, "down", "delta", U32, "cuda_shfl"),
    cuda_shfl!("__shfl_xor", Bfly, "bfly", "laneMask", I32, "cuda_shfl"),
    // ---- shuffles: clang builtins ---------------------------------------------------------
    raw_shfl_sync!("__nvvm_shfl_sync_idx_i32", ClangBuiltin, Idx, "idx", I32, false, "llvm.nvvm.shfl.sync.idx.i32"),
    raw_shfl_sync!("__nvvm_shfl_sync_up_i32", ClangBuiltin, Up, "up", I32, false, "llvm.nvvm.shfl.sync.up.i32"),
    raw_shfl_sync!("__nvvm_shfl_sync_down_i32", ClangBuiltin, Down, "down", I32, false, "llvm.nvvm.shfl.sync.down.i32"),
    raw_shfl_sync!("__nvvm_shfl_sync_bfly_i32", ClangBuiltin, Bfly, "bfly", I32, false, "llvm.nvvm.shfl.sync.bfly.i32"),
    raw_shfl_sync!("__nvvm_shfl_sync_idx_f32", ClangBuiltin, Idx, "idx", F32, false, "llvm.nvvm.shfl.sync.idx.f32"),
    raw_shfl_sync!("__nvvm_shfl_sync_up_f32", ClangBuiltin, Up, "up", F32, false, "llvm.nvvm.shfl.sync.up.f32"),
    raw_shfl_sync!("__nvvm_shfl_sync_down_f32", ClangBuiltin, Down, "down", F32, false, "llvm.nvvm.shfl.sync.down.f32"),
    raw_shfl_sync!("__nvvm_shfl_sync_bfly_f32", ClangBuiltin, Bfly, "bfly", F32, false, "llvm.nvvm.shfl.sync.bfly.f32"),
    raw_shfl!("__nvvm_shfl_idx_i32", ClangBuiltin, Idx, "idx", I32, false, "llvm.nvvm.shfl.idx.i32"),
    raw_shfl!("__nvvm_shfl_up_i32", ClangBuiltin, Up, "up", I32, false, "llvm.nvvm.shfl.up.i32"),
    raw_shfl!("__nvvm_shfl_down_i32", ClangBuiltin, Down, "down", I32, false, "llvm.nvvm.shfl.down.i32"),
    raw_shfl!("__nvvm_shfl_bfly_i32", ClangBuiltin, Bfly, "bfly", I32, false, "llvm.nvvm.shfl.bfly.i32"),
    raw_shfl!("__nvvm_shfl_idx_f32", ClangBuiltin, Idx, "idx", F32, false, "llvm.nvvm.shfl.idx.f32"),
    raw_shfl!("__nvvm_shfl_up_f32", ClangBuiltin, Up, "up", F32, false, "llvm.nvvm.shfl.up.f32"),
    raw_shfl!("__nvvm_shfl_down_f32", ClangBuiltin, Down, "down", F32, false, "llvm.nvvm.shfl.down.f32"),
    raw_shfl!("__nvvm_shfl_bfly_f32", ClangBuiltin, Bfly, "bfly", F32, false, "llvm.nvvm.shfl.bfly.f32"),
    // ---- shuffles: intrinsics -------------------------------------------------------------
    raw_shfl_sync!("llvm.nvvm.shfl.sync.idx.i32", Intrinsic, Idx, "idx", I32, false, "llvm.nvvm.shfl.sync.idx.i32"),
    raw_shfl_sync!("llvm.nvvm.shfl.sync.up.i32", Intrinsic, Up, "up", I32, false, "llvm.nvvm.shfl.sync.up.i32"),
    raw_shfl_sync!("llvm.nvvm.shfl.sync.down.i32", Intrinsic, Down, "down", I32, false, "llvm.nvvm.shfl.sync.down.i32"),
    raw_shfl_sync!("llvm.nvvm.shfl.sync.bfly.i32", Intrinsic, Bfly, "bfly", I32, false, "llvm.nvvm.shfl.sync.bfly.i32"),
    raw_shfl_sync!("llvm.nvvm.shfl.sync.idx.f32", Intrinsic, Idx, "idx", F32, false, "llvm.nvvm.shfl.sync.idx.f32"),
    raw_shfl_sync!("llvm.nvvm.shfl.sync.up.f32", Intrinsic, Up, "up", F32, false, "llvm.nvvm.shfl.sync.up.f32"),
    raw_shfl_sync!("llvm.nvvm.shfl.sync.down.f32", Intrinsic, Down, "down", F32, false, "llvm.nvvm.shfl.sync.down.f32"),
    raw_shfl_sync!("llvm.nvvm.shfl.sync.bfly.f32", Intrinsic, Bfly, "bfly", F32, false, "llvm.nvvm.shfl.sync.bfly.f32"),
    raw_shfl_sync!("llvm.nvvm.shfl.sync.idx.i32p", Intrinsic, Idx, "idx", I32, true, "llvm.nvvm.shfl.sync.idx.i32p"),
    raw_shfl_sync!("llvm.nvvm.shfl.sync.up.i32p", Intrinsic, Up, "up", I32, true, "llvm.nvvm.shfl.sync.up.i32p"),
    raw_shfl_sync!("llvm.nvvm.shfl.sync.down.i32p", Intrinsic, Down, "down", I32, true, "llvm.nvvm.shfl.sync.down.i32p"),
    raw_shfl_sync!("llvm.nvvm.shfl.sync.bfly.i32p", Intrinsic, Bfly, "bfly", I32, true, "llvm.nvvm.shfl.sync.bfly.i32p"),
    raw_shfl_sync!("llvm.nvvm.shfl.sync.idx.f32p", Intrinsic, Idx, "idx", F32, true, "llvm.nvvm.shfl.sync.idx.f32p"),
    raw_shfl_sync!("llvm.nvvm.shfl.sync.up.f32p", Intrinsic, Up, "up", F32, true, "llvm.nvvm.shfl.sync.up.f32p"),
    raw_shfl_sync!("llvm.nvvm.shfl.sync.down.f32p", Intrinsic, Down, "down", F32, true, "llvm.nvvm.shfl.sync.down.f32p"),
    raw_shfl_sync!("llvm.nvvm.shfl.sync.bfly.f32p", Intrinsic, Bfly, "bfly", F32, true, "llvm.nvvm.shfl.sync.bfly.f32p"),
    raw_shfl!("llvm.nvvm.shfl.idx.i32", Intrinsic, Idx, "idx", I32, false, "llvm.nvvm.shfl.idx.i32"),
    raw_shfl!("llvm.nvvm.shfl.up.i32", Intrinsic, Up, "up", I32, false, "llvm.nvvm.shfl.up.i32"),
    raw_shfl!("llvm.nvvm.shfl.down.i32", Intrinsic, Down, "down", I32, false, "llvm.nvvm.shfl.down.i32"),
    raw_shfl!("llvm.nvvm.shfl.bfly.i32", Intrinsic, Bfly, "bfly", I32, false, "llvm.nvvm.shfl.bfly.i32"),
    raw_shfl!("llvm.nvvm.shfl.idx.f32", Intrinsic, Idx, "idx", F32, false, "llvm.nvvm.shfl.idx.f32"),
    raw_shfl!("llvm.nvvm.shfl.up.f32", Intrinsic, Up, "up", F32, false, "llvm.nvvm.shfl.up.f32"),
    raw_shfl!("llvm.nvvm.shfl.down.f32", Intrinsic, Down, "down", F32, false, "llvm.nvvm.shfl.down.f32"),
    raw_shfl!("llvm.nvvm.shfl.bfly.f32", Intrinsic, Bfly, "bfly", F32, false, "llvm.nvvm.shfl.bfly.f32"),
    raw_shfl!("llvm.nvvm.shfl.idx.i32p", Intrinsic, Idx, "idx", I32, true, "llvm.nvvm.shfl.idx.i32p"),
    raw_shfl!("llvm.nvvm.shfl.up.i32p", Intrinsic, Up, "up", I32, true, "llvm.nvvm.shfl.up.i32p"),
    raw_shfl!("llvm.nvvm.shfl.down.i32p", Intrinsic, Down, "down", I32, true, "llvm.nvvm.shfl.down.i32p"),
    raw_shfl!("llvm.nvvm.shfl.bfly.i32p", Intrinsic, Bfly, "bfly", I32, true, "llvm.nvvm.shfl.bfly.i32p"),
    raw_shfl!("llvm.nvvm.shfl.idx.f32p", Intrinsic, Idx, "idx", F32, true, "llvm.nvvm.shfl.idx.f32p"),
    raw_shfl!("llvm.nvvm.shfl.up.f32p", Intrinsic, Up, "up", F32, true, "llvm.nvvm.shfl.up.f32p"),
    raw_shfl!("llvm.nvvm.shfl.down.f32p", Intrinsic, Down, "down", F32, true, "llvm.nvvm.shfl.down.f32p"),
    raw_shfl!("llvm.nvvm.shfl.bfly.f32p", Intrinsic, Bfly, "bfly", F32, true, "llvm.nvvm.shfl.bfly.f32p"),
    // ---- vote -----------------------------------------------------------------------------
    vote_sync!("__all_sync", Cuda, All, I32, I32, "llvm.nvvm.vote.all.sync", "vote.sync.all.pred", Some("cuda_vote")),
    vote_sync!("__any_sync", Cuda, Any, I32, I32, "llvm.nvvm.vote.any.sync", "vote.sync.any.pred", Some("cuda_vote")),
    vote_sync!("__uni_sync", Cuda, Uni, I32, I32, "llvm.nvvm.vote.uni.sync", "vote.sync.uni.pred", Some("cuda_vote")),
    vote_sync!("__ballot_sync", Cuda, Ballot, I32, U32, "llvm.nvvm.vote.ballot.sync", "vote.sync.ballot.b32", Some("cuda_vote")),
    vote_legacy!("__all", Cuda, All, I32, I32, "llvm.nvvm.vote.all", "vote.all.pred", Some("cuda_vote")),
    vote_legacy!("__any", Cuda, Any, I32, I32, "llvm.nvvm.vote.any", "vote.any.pred", Some("cuda_vote")),
    vote_legacy!("__ballot", Cuda, Ballot, I32, U32, "llvm.nvvm.vote.ballot", "vote.ballot.b32", Some("cuda_vote")),
    vote_sync!("__nvvm_vote_all_sync", ClangBuiltin, All, BOOL, Bool, "llvm.nvvm.vote.all.sync", "vote.sync.all.pred", None),
    vote_sync!("__nvvm_vote_any_sync", ClangBuiltin, Any, BOOL, Bool, "llvm.nvvm.vote.any.sync", "vote.sync.any.pred", None),
    vote_sync!("__nvvm_vote_uni_sync", ClangBuiltin, Uni, BOOL, Bool, "llvm.nvvm.vote.uni.sync", "vote.sync.uni.pred", None),
    vote_sync!("__nvvm_vote_ballot_sync", ClangBuiltin, Ballot, BOOL, U32, "llvm.nvvm.vote.ballot.sync", "vote.sync.ballot.b32", None),
    vote_legacy!("__nvvm_vote_all", ClangBuiltin, All, BOOL, Bool, "llvm.nvvm.vote.all", "vote.all.pred", None),
    vote_legacy!("__nvvm_vote_any", ClangBuiltin, Any, BOOL, Bool, "llvm.nvvm.vote.any", "vote.any.pred", None),
    vote_legacy!("__nvvm_vote_uni", ClangBuiltin, Uni, BOOL, Bool, "llvm.nvvm.vote.uni", "vote.uni.pred", None),
    vote_legacy!("__nvvm_vote_ballot", ClangBuiltin, Ballot, BOOL, U32, "llvm.nvvm.vote.ballot", "vote.ballot.b32", None),
    vote_sync!("llvm.nvvm.vote.all.sync", Intrinsic, All, BOOL, Bool, "llvm.nvvm.vote.all.sync", "vote.sync.all.pred", None),
    vote_sync!("llvm.nvvm.vote.any.sync", Intrinsic, Any, BOOL, Bool, "llvm.nvvm.vote.any.sync", "vote.sync.any.pred", None),
    vote_sync!("llvm.nvvm.vote.uni.sync", Intrinsic, Uni, BOOL, Bool, "llvm.nvvm.vote.uni.sync", "vote.sync.uni.pred", None),
    vote_sync!("llvm.nvvm.vote.ballot.sync", Intrinsic, Ballot, BOOL, U32, "llvm.nvvm.vote.ballot.sync", "vote.sync.ballot.b32", None),
    vote_legacy!("llvm.nvvm.vote.all", Intrinsic, All, BOOL, Bool, "llvm.nvvm.vote.all", "vote.all.pred", None),
    vote_legacy!("llvm.nvvm.vote.any", Intrinsic, Any, BOOL, Bool, "llvm.nvvm.vote.any", "vote.any.pred", None),
    vote_legacy!("llvm.nvvm.vote.uni", Intrinsic, Uni, BOOL, Bool, "llvm.nvvm.vote.uni", "vote.uni.pred", None),
    vote_legacy!("llvm.nvvm.vote.ballot", Intrinsic, Ballot, BOOL, U32, "llvm.nvvm.vote.ballot", "vote.ballot.b32", None),
    // ---- match ----------------------------------------------------------------------------
    match_sync!("__match_any_sync", Cuda, Any, Ty::T, MATCH_TYPES, "llvm.nvvm.match.any.sync.i32", "match.any.sync.b32", Some("cuda_match")),
    match_sync!("__match_all_sync", Cuda, All, Ty::T, MATCH_TYPES, "llvm.nvvm.match.all.sync.i32p", "match.all.sync.b32", Some("cuda_match")),
    match_sync!("__nvvm_match_any_sync_i32", ClangBuiltin, Any, U32, &[], "llvm.nvvm.match.any.sync.i32", "match.any.sync.b32", None),
    match_sync!("__nvvm_match_any_sync_i64", ClangBuiltin, Any, I64, &[], "llvm.nvvm.match.any.sync.i64", "match.any.sync.b64", None),
    match_sync!("__nvvm_match_all_sync_i32p", ClangBuiltin, All, U32, &[], "llvm.nvvm.match.all.sync.i32p", "match.all.sync.b32", None),
    match_sync!("__nvvm_match_all_sync_i64p", ClangBuiltin, All, I64, &[], "llvm.nvvm.match.all.sync.i64p", "match.all.sync.b64", None),
    match_sync!("llvm.nvvm.match.any.sync.i32", Intrinsic, Any, I32, &[], "llvm.nvvm.match.any.sync.i32", "match.any.sync.b32", None),
    match_sync!("llvm.nvvm.match.any.sync.i64", Intrinsic, Any, I64, &[], "llvm.nvvm.match.any.sync.i64", "match.any.sync.b64", None),
    match_sync!("llvm.nvvm.match.all.sync.i32p", Intrinsic, All, I32, &[], "llvm.nvvm.match.all.sync.i32p", "match.all.sync.b32", None),
    match_sync!("llvm.nvvm.match.all.sync.i64p", Intrinsic, All, I64, &[], "llvm.nvvm.match.all.sync.i64p", "match.all.sync.b64", None),
    // ---- redux ----------------------------------------------------------------------------
    cuda_reduce!("__reduce_add_sync", Op::Add, REDUX_TYPES, "llvm.nvvm.redux.sync.add", "redux.sync.add.s32", "cuda_reduce"),
    cuda_reduce!("__reduce_min_sync", Op::Min, REDUX_TYPES, "llvm.nvvm.redux.sync.min", "redux.sync.min.s32", "cuda_reduce_minmax"),
    cuda_reduce!("__reduce_max_sync", Op::Max, REDUX_TYPES, "llvm.nvvm.redux.sync.max", "redux.sync.max.s32", "cuda_reduce_minmax"),
    cuda_reduce!("__reduce_and_sync", Op::And, REDUX_BIT_TYPES, "llvm.nvvm.redux.sync.and", "redux.sync.and.b32", "cuda_reduce"),
    cuda_reduce!("__reduce_or_sync", Op::Or, REDUX_BIT_TYPES, "llvm.nvvm.redux.sync.or", "redux.sync.or.b32", "cuda_reduce"),
    cuda_reduce!("__reduce_xor_sync", Op::Xor, REDUX_BIT_TYPES, "llvm.nvvm.redux.sync.xor", "redux.sync.xor.b32", "cuda_reduce"),
    redux_raw!("__nvvm_redux_sync_add", ClangBuiltin, Op::Add, I32, SM80, PTX_SM80, "llvm.nvvm.redux.sync.add", "redux.sync.add.s32", SRC_REDUX),
    redux_raw!("__nvvm_redux_sync_min", ClangBuiltin, Op::Min, I32, SM80, PTX_SM80, "llvm.nvvm.redux.sync.min", "redux.sync.min.s32", SRC_REDUX),
    redux_raw!("__nvvm_redux_sync_max", ClangBuiltin, Op::Max, I32, SM80, PTX_SM80, "llvm.nvvm.redux.sync.max", "redux.sync.max.s32", SRC_REDUX),
    redux_raw!("__nvvm_redux_sync_umin", ClangBuiltin, Op::UMin, U32, SM80, PTX_SM80, "llvm.nvvm.redux.sync.umin", "redux.sync.min.u32", SRC_REDUX),
    redux_raw!("__nvvm_redux_sync_umax", ClangBuiltin, Op::UMax, U32, SM80, PTX_SM80, "llvm.nvvm.redux.sync.umax", "redux.sync.max.u32", SRC_REDUX),
    redux_raw!("__nvvm_redux_sync_and", ClangBuiltin, Op::And, I32, SM80, PTX_SM80, "llvm.nvvm.redux.sync.and", "redux.sync.and.b32", SRC_REDUX),
    redux_raw!("__nvvm_redux_sync_or", ClangBuiltin, Op::Or, I32, SM80, PTX_SM80, "llvm.nvvm.redux.sync.or", "redux.sync.or.b32", SRC_REDUX),
    redux_raw!("__nvvm_redux_sync_xor", ClangBuiltin, Op::Xor, I32, SM80, PTX_SM80, "llvm.nvvm.redux.sync.xor", "redux.sync.xor.b32", SRC_REDUX),
    redux_raw!("llvm.nvvm.redux.sync.add", Intrinsic, Op::Add, I32, SM80, PTX_SM80, "llvm.nvvm.redux.sync.add", "redux.sync.add.s32", SRC_REDUX),
    redux_raw!("llvm.nvvm.redux.sync.min", Intrinsic, Op::Min, I32, SM80, PTX_SM80, "llvm.nvvm.redux.sync.min", "redux.sync.min.s32", SRC_REDUX),
    redux_raw!("llvm.nvvm.redux.sync.max", Intrinsic, Op::Max, I32, SM80, PTX_SM80, "llvm.nvvm.redux.sync.max", "redux.sync.max.s32", SRC_REDUX),
    redux_raw!("llvm.nvvm.redux.sync.umin", Intrinsic, Op::UMin, I32, SM80, PTX_SM80, "llvm.nvvm.redux.sync.umin", "redux.sync.min.u32", SRC_REDUX),
    redux_raw!("llvm.nvvm.redux.sync.umax", Intrinsic, Op::UMax, I32, SM80, PTX_SM80, "llvm.nvvm.redux.sync.umax", "redux.sync.max.u32", SRC_REDUX),
    redux_raw!("llvm.nvvm.redux.sync.and", Intrinsic, Op::And, I32, SM80, PTX_SM80, "llvm.nvvm.redux.sync.and", "redux.sync.and.b32", SRC_REDUX),
    redux_raw!("llvm.nvvm.redux.sync.or", Intrinsic, Op::Or, I32, SM80, PTX_SM80, "llvm.nvvm.redux.sync.or", "redux.sync.or.b32", SRC_REDUX),
    redux_raw!("llvm.nvvm.redux.sync.xor", Intrinsic, Op::Xor, I32, SM80, PTX_SM80, "llvm.nvvm.redux.sync.xor", "redux.sync.xor.b32", SRC_REDUX),
    redux_raw!("__nvvm_redux_sync_fmin", ClangBuiltin, fop(false, false, false), F32, REDUX_F32_CLANG, PTX_REDUX_F32, "llvm.nvvm.redux.sync.fmin", "redux.sync.min.f32", SRC_REDUX_F32),
    redux_raw!("__nvvm_redux_sync_fmin_abs", ClangBuiltin, fop(false, true, false), F32, REDUX_F32_CLANG, PTX_REDUX_F32, "llvm.nvvm.redux.sync.fmin.abs", "redux.sync.min.abs.f32", SRC_REDUX_F32),
    redux_raw!("__nvvm_redux_sync_fmin_NaN", ClangBuiltin, fop(false, false, true), F32, REDUX_F32_CLANG, PTX_REDUX_F32, "llvm.nvvm.redux.sync.fmin.NaN", "redux.sync.min.NaN.f32", SRC_REDUX_F32),
    redux_raw!("__nvvm_redux_sync_fmin_abs_NaN", ClangBuiltin, fop(false, true, true), F32, REDUX_F32_CLANG, PTX_REDUX_F32, "llvm.nvvm.redux.sync.fmin.abs.NaN", "redux.sync.min.abs.NaN.f32", SRC_REDUX_F32),
    redux_raw!("__nvvm_redux_sync_fmax", ClangBuiltin, fop(true, false, false), F32, REDUX_F32_CLANG, PTX_REDUX_F32, "llvm.nvvm.redux.sync.fmax", "redux.sync.max.f32", SRC_REDUX_F32),
    redux_raw!("__nvvm_redux_sync_fmax_abs", ClangBuiltin, fop(true, true, false), F32, REDUX_F32_CLANG, PTX_REDUX_F32, "llvm.nvvm.redux.sync.fmax.abs", "redux.sync.max.abs.f32", SRC_REDUX_F32),
    redux_raw!("__nvvm_redux_sync_fmax_NaN", ClangBuiltin, fop(true, false, true), F32, REDUX_F32_CLANG, PTX_REDUX_F32, "llvm.nvvm.redux.sync.fmax.NaN", "redux.sync.max.NaN.f32", SRC_REDUX_F32),
    redux_raw!("__nvvm_redux_sync_fmax_abs_NaN", ClangBuiltin, fop(true, true, true), F32, REDUX_F32_CLANG, PTX_REDUX_F32, "llvm.nvvm.redux.sync.fmax.abs.NaN", "redux.sync.max.abs.NaN.f32", SRC_REDUX_F32),
    redux_raw!("llvm.nvvm.redux.sync.fmin", Intrinsic, fop(false, false, false), F32, REDUX_F32, PTX_REDUX_F32, "llvm.nvvm.redux.sync.fmin", "redux.sync.min.f32", SRC_REDUX_F32),
    redux_raw!("llvm.nvvm.redux.sync.fmin.abs", Intrinsic, fop(false, true, false), F32, REDUX_F32, PTX_REDUX_F32, "llvm.nvvm.redux.sync.fmin.abs", "redux.sync.min.abs.f32", SRC_REDUX_F32),
    redux_raw!("llvm.nvvm.redux.sync.fmin.NaN", Intrinsic, fop(false, false, true), F32, REDUX_F32, PTX_REDUX_F32, "llvm.nvvm.redux.sync.fmin.NaN", "redux.sync.min.NaN.f32", SRC_REDUX_F32),
    redux_raw!("llvm.nvvm.redux.sync.fmin.abs.NaN", Intrinsic, fop(false, true, true), F32, REDUX_F32, PTX_REDUX_F32, "llvm.nvvm.redux.sync.fmin.abs.NaN", "redux.sync.min.abs.NaN.f32", SRC_REDUX_F32),
    redux_raw!("llvm.nvvm.redux.sync.fmax", Intrinsic, fop(true, false, false), F32, REDUX_F32, PTX_REDUX_F32, "llvm.nvvm.redux.sync.fmax", "redux.sync.max.f32", SRC_REDUX_F32),
    redux_raw!("llvm.nvvm.redux.sync.fmax.abs", Intrinsic, fop(true, true, false), F32, REDUX_F32, PTX_REDUX_F32, "llvm.nvvm.redux.sync.fmax.abs", "redux.sync.max.abs.f32", SRC_REDUX_F32),
    redux_raw!("llvm.nvvm.redux.sync.fmax.NaN", Intrinsic, fop(true, false, true), F32, REDUX_F32, PTX_REDUX_F32, "llvm.nvvm.redux.sync.fmax.NaN", "redux.sync.max.NaN.f32", SRC_REDUX_F32),
    redux_raw!("llvm.nvvm.redux.sync.fmax.abs.NaN", Intrinsic, fop(true, true, true), F32, REDUX_F32, PTX_REDUX_F32, "llvm.nvvm.redux.sync.fmax.abs.NaN", "redux.sync.max.abs.NaN.f32", SRC_REDUX_F32),
    // ---- active mask, lane masks, lane id -------------------------------------------------
    sreg!("__activemask", Cuda, ActiveMask, U32, ACTIVEMASK, "llvm.nvvm.activemask", "activemask.b32", SRC_ACTIVEMASK, PTX_ACTIVEMASK),
    sreg!("__nvvm_activemask", ClangBuiltin, ActiveMask, U32, ACTIVEMASK, "llvm.nvvm.activemask", "activemask.b32", SRC_ACTIVEMASK, PTX_ACTIVEMASK),
    sreg!("llvm.nvvm.activemask", Intrinsic, ActiveMask, U32, ACTIVEMASK, "llvm.nvvm.activemask", "activemask.b32", SRC_ACTIVEMASK, PTX_ACTIVEMASK),
    // errata N1: no public CUDA function has these names; seed 004 and the vectors use them.
    sreg!("__lanemask_eq", Cuda, LaneMaskEq, U32, NV, "llvm.nvvm.read.ptx.sreg.lanemask.eq", "mov.u32 %lanemask_eq", SRC_SREG),
    sreg!("__lanemask_le", Cuda, LaneMaskLe, U32, NV, "llvm.nvvm.read.ptx.sreg.lanemask.le", "mov.u32 %lanemask_le", SRC_SREG),
    sreg!("__lanemask_lt", Cuda, LaneMaskLt, U32, NV, "llvm.nvvm.read.ptx.sreg.lanemask.lt", "mov.u32 %lanemask_lt", SRC_SREG),
    sreg!("__lanemask_ge", Cuda, LaneMaskGe, U32, NV, "llvm.nvvm.read.ptx.sreg.lanemask.ge", "mov.u32 %lanemask_ge", SRC_SREG),
    sreg!("__lanemask_gt", Cuda, LaneMaskGt, U32, NV, "llvm.nvvm.read.ptx.sreg.lanemask.gt", "mov.u32 %lanemask_gt", SRC_SREG),
    sreg!("__nvvm_read_ptx_sreg_laneid", ClangBuiltin, LaneId, I32, NV, "llvm.nvvm.read.ptx.sreg.laneid", "mov.u32 %laneid", SRC_SREG),
    sreg!("__nvvm_read_ptx_sreg_warpsize", ClangBuiltin, WarpSize, I32, NV, "llvm.nvvm.read.ptx.sreg.warpsize", "mov.u32 WARP_SZ", SRC_SREG),
    sreg!("__nvvm_read_ptx_sreg_lanemask_eq", ClangBuiltin, LaneMaskEq, I32, NV, "llvm.nvvm.read.ptx.sreg.lanemask.eq", "mov.u32 %lanemask_eq", SRC_SREG),
    sreg!("__nvvm_read_ptx_sreg_lanemask_le", ClangBuiltin, LaneMaskLe, I32, NV, "llvm.nvvm.read.ptx.sreg.lanemask.le", "mov.u32 %lanemask_le", SRC_SREG),
    sreg!("__nvvm_read_ptx_sreg_lanemask_lt", ClangBuiltin, LaneMaskLt, I32, NV, "llvm.nvvm.read.ptx.sreg.lanemask.lt", "mov.u32 %lanemask_lt", SRC_SREG),
    sreg!("__nvvm_read_ptx_sreg_lanemask_ge", ClangBuiltin, LaneMaskGe, I32, NV, "llvm.nvvm.read.ptx.sreg.lanemask.ge", "mov.u32 %lanemask_ge", SRC_SREG),
    sreg!("__nvvm_read_ptx_sreg_lanemask_gt", ClangBuiltin, LaneMaskGt, I32, NV, "llvm.nvvm.read.ptx.sreg.lanemask.gt", "mov.u32 %lanemask_gt", SRC_SREG),
    sreg!("llvm.nvvm.read.ptx.sreg.laneid", Intrinsic, LaneId, I32, NV, "llvm.nvvm.read.ptx.sreg.laneid", "mov.u32 %laneid", SRC_SREG),
    sreg!("llvm.nvvm.read.ptx.sreg.warpsize", Intrinsic, WarpSize, I32, NV, "llvm.nvvm.read.ptx.sreg.warpsize", "mov.u32 WARP_SZ", SRC_SREG),
    sreg!("llvm.nvvm.read.ptx.sreg.lanemask.eq", Intrinsic, LaneMaskEq, I32, NV, "llvm.nvvm.read.ptx.sreg.lanemask.eq", "mov.u32 %lanemask_eq", SRC_SREG),
    sreg!("llvm.nvvm.read.ptx.sreg.lanemask.le", Intrinsic, LaneMaskLe, I32, NV, "llvm.nvvm.read.ptx.sreg.lanemask.le", "mov.u32 %lanemask_le", SRC_SREG),
    sreg!("llvm.nvvm.read.ptx.sreg.lanemask.lt", Intrinsic, LaneMaskLt, I32, NV, "llvm.nvvm.read.ptx.sreg.lanemask.lt", "mov.u32 %lanemask_lt", SRC_SREG),
    sreg!("llvm.nvvm.read.ptx.sreg.lanemask.ge", Intrinsic, LaneMaskGe, I32, NV, "llvm.nvvm.read.ptx.sreg.lanemask.ge", "mov.u32 %lanemask_ge", SRC_SREG),
    sreg!("llvm.nvvm.read.ptx.sreg.lanemask.gt", Intrinsic, LaneMaskGt, I32, NV, "llvm.nvvm.read.ptx.sreg.lanemask.gt", "mov.u32 %lanemask_gt", SRC_SREG),
    // ---- elect.sync (no clang builtin or CUDA function in CUDA 13; CCCL cuda::ptx::elect_sync)
    Builtin {
        name: "llvm.nvvm.elect.sync",
        level: Level::Intrinsic,
        params: &[p("mask", U32)],
        ret: Ret::WithPred(I32),
        types: &[],
        avail: ELECT,
        sem: elect::elect,
        lower: ptx!(Lower::intrinsic("llvm.nvvm.elect.sync", &[P0]).insn("elect.sync"), PTX_ELECT),
        doc: "elect one active lane of the member mask: its lane id in every lane, pred true in it",
        source: "PTX ISA elect.sync (PTX 8.0, sm_90); H200 probe (errata N10)",
        steer: None,
    },
    // ---- p2r / r2p (errata N2) ------------------------------------------------------------
    Builtin {
        name: "p2r",
        level: Level::Cuda,
        params: &[p("preds", U32)],
        ret: Ret::One(U32),
        types: &[],
        avail: NV,
        sem: predconv::convert,
        lower: Lower::expansion("bitcast_v32i1").insn("P2R"),
        doc: "pack a <32 x i1> predicate vector into a register (cicc-internal; no public spelling, errata N2)",
        source: SRC_P2R,
        steer: None,
    },
    Builtin {
        name: "r2p",
        level: Level::Cuda,
        params: &[p("reg", U32)],
        ret: Ret::One(U32),
        types: &[],
        avail: NV,
        sem: predconv::convert,
        lower: Lower::expansion("bitcast_v32i1").insn("R2P"),
        doc: "unpack a register into a <32 x i1> predicate vector (cicc-internal; no public spelling, errata N2)",
        source: SRC_P2R,
        steer: None,
    },
    // ---- barrier, sleep -------------------------------------------------------------------
    effect!("__syncwarp", Cuda, [p("mask", U32)], SYNC, effects::syncwarp, ptx!(Lower::intrinsic("llvm.nvvm.bar.warp.sync", &[P0]).insn("bar.warp.sync"), PTX_SYNC), "wait for the lanes of the mask, with memory ordering among them", SRC_BAR),
    effect!("__nvvm_bar_warp_sync", ClangBuiltin, [p("mask", U32)], SYNC, effects::syncwarp, ptx!(Lower::intrinsic("llvm.nvvm.bar.warp.sync", &[P0]).insn("bar.warp.sync"), PTX_SYNC), "wait for the lanes of the mask, with memory ordering among them", SRC_BAR),
    effect!("llvm.nvvm.bar.warp.sync", Intrinsic, [p("mask", U32)], SYNC, effects::syncwarp, ptx!(Lower::intrinsic("llvm.nvvm.bar.warp.sync", &[P0]).insn("bar.warp.sync"), PTX_SYNC), "wait for the lanes of the mask, with memory ordering among them", SRC_BAR),
    effect!("__nanosleep", Cuda, [p("ns", U32)], NANOSLEEP, effects::nanosleep, ptx!(Lower::intrinsic("llvm.nvvm.nanosleep", &[P0]).insn("nanosleep.u32"), PTX_NANOSLEEP), "sleep for about ns nanoseconds (in [0, 2ns], at most ~1 ms)", SRC_SLEEP),
    effect!("__nvvm_nanosleep", ClangBuiltin, [p("ns", U32)], NANOSLEEP, effects::nanosleep, ptx!(Lower::intrinsic("llvm.nvvm.nanosleep", &[P0]).insn("nanosleep.u32"), PTX_NANOSLEEP), "sleep for about ns nanoseconds (in [0, 2ns], at most ~1 ms)", SRC_SLEEP),
    effect!("llvm.nvvm.nanosleep", Intrinsic, [p("ns", U32)], NANOSLEEP, effects::nanosleep, ptx!(Lower::intrinsic("llvm.nvvm.nanosleep", &[P0]).insn("nanosleep.u32"), PTX_NANOSLEEP), "sleep for about ns nanoseconds (in [0, 2ns], at most ~1 ms)", SRC_SLEEP),
    // ---- cp.async -------------------------------------------------------------------------
    cp_async!("__nvvm_cp_async_ca_shared_global_4", ClangBuiltin, [p("dst", PTR), p("src", PTR)], "llvm.nvvm.cp.async.ca.shared.global.4", "cp.async.ca.shared.global"),
    cp_async!("__nvvm_cp_async_ca_shared_global_8", ClangBuiltin, [p("dst", PTR), p("src", PTR)], "llvm.nvvm.cp.async.ca.shared.global.8", "cp.async.ca.shared.global"),
    cp_async!("__nvvm_cp_async_ca_shared_global_16", ClangBuiltin, [p("dst", PTR), p("src", PTR)], "llvm.nvvm.cp.async.ca.shared.global.16", "cp.async.ca.shared.global"),
    cp_async!("__nvvm_cp_async_cg_shared_global_16", ClangBuiltin, [p("dst", PTR), p("src", PTR)], "llvm.nvvm.cp.async.cg.shared.global.16", "cp.async.cg.shared.global"),
    cp_async!("llvm.nvvm.cp.async.ca.shared.global.4", Intrinsic, [p("dst", PTR), p("src", PTR)], "llvm.nvvm.cp.async.ca.shared.global.4", "cp.async.ca.shared.global"),
    cp_async!("llvm.nvvm.cp.async.ca.shared.global.8", Intrinsic, [p("dst", PTR), p("src", PTR)], "llvm.nvvm.cp.async.ca.shared.global.8", "cp.async.ca.shared.global"),
    cp_async!("llvm.nvvm.cp.async.ca.shared.global.16", Intrinsic, [p("dst", PTR), p("src", PTR)], "llvm.nvvm.cp.async.ca.shared.global.16", "cp.async.ca.shared.global"),
    cp_async!("llvm.nvvm.cp.async.cg.shared.global.16", Intrinsic, [p("dst", PTR), p("src", PTR)], "llvm.nvvm.cp.async.cg.shared.global.16", "cp.async.cg.shared.global"),
    cp_async!("llvm.nvvm.cp.async.ca.shared.global.4.s", Intrinsic, [p("dst", PTR), p("src", PTR), p("src_size", I32)], "llvm.nvvm.cp.async.ca.shared.global.4.s", "cp.async.ca.shared.global"),
    cp_async!("llvm.nvvm.cp.async.ca.shared.global.8.s", Intrinsic, [p("dst", PTR), p("src", PTR), p("src_size", I32)], "llvm.nvvm.cp.async.ca.shared.global.8.s", "cp.async.ca.shared.global"),
    cp_async!("llvm.nvvm.cp.async.ca.shared.global.16.s", Intrinsic, [p("dst", PTR), p("src", PTR), p("src_size", I32)], "llvm.nvvm.cp.async.ca.shared.global.16.s", "cp.async.ca.shared.global"),
    cp_async!("llvm.nvvm.cp.async.cg.shared.global.16.s", Intrinsic, [p("dst", PTR), p("src", PTR), p("src_size", I32)], "llvm.nvvm.cp.async.cg.shared.global.16.s", "cp.async.cg.shared.global"),
    effect!("__nvvm_cp_async_commit_group", ClangBuiltin, [], SM80, effects::memory_only, ptx!(Lower::intrinsic("llvm.nvvm.cp.async.commit.group", &[]).insn("cp.async.commit_group"), PTX_SM80), "close the thread's pending cp.async operations into a group", SRC_CP),
    effect!("llvm.nvvm.cp.async.commit.group", Intrinsic, [], SM80, effects::memory_only, ptx!(Lower::intrinsic("llvm.nvvm.cp.async.commit.group", &[]).insn("cp.async.commit_group"), PTX_SM80), "close the thread's pending cp.async operations into a group", SRC_CP),
    effect!("__nvvm_cp_async_wait_group", ClangBuiltin, [imm("n", I32)], SM80, effects::memory_only, ptx!(Lower::intrinsic("llvm.nvvm.cp.async.wait.group", &[P0]).insn("cp.async.wait_group"), PTX_SM80), "wait until at most n most recent cp.async groups are pending", SRC_CP),
    effect!("llvm.nvvm.cp.async.wait.group", Intrinsic, [imm("n", I32)], SM80, effects::memory_only, ptx!(Lower::intrinsic("llvm.nvvm.cp.async.wait.group", &[P0]).insn("cp.async.wait_group"), PTX_SM80), "wait until at most n most recent cp.async groups are pending", SRC_CP),
    effect!("__nvvm_cp_async_wait_all", ClangBuiltin, [], SM80, effects::memory_only, ptx!(Lower::intrinsic("llvm.nvvm.cp.async.wait.all", &[]).insn("cp.async.wait_all"), PTX_SM80), "wait for every pending cp.async of the thread", SRC_CP),
    effect!("llvm.nvvm.cp.async.wait.all", Intrinsic, [], SM80, effects::memory_only, ptx!(Lower::intrinsic("llvm.nvvm.cp.async.wait.all", &[]).insn("cp.async.wait_all"), PTX_SM80), "wait for every pending cp.async of the thread", SRC_CP),
    effect!("__pipeline_memcpy_async", Cuda, [p("dst_shared", PTR), p("src_global", PTR), p("size_and_align", U64), p("zfill", U64)], SM80, effects::memory_only, ptx!(Lower::expansion("cuda_pipeline_memcpy_async").insn("cp.async.ca.shared.global"), PTX_SM80), "copy size-zfill bytes global → shared asynchronously, zero-fill the rest", SRC_PIPE),
    effect!("__pipeline_commit", Cuda, [], SM80, effects::memory_only, ptx!(Lower::intrinsic("llvm.nvvm.cp.async.commit.group", &[]).insn("cp.async.commit_group"), PTX_SM80), "commit the pending pipeline copies as one batch", SRC_PIPE),
    effect!("__pipeline_wait_prior", Cuda, [imm("n", U64)], SM80, effects::memory_only, ptx!(Lower::intrinsic("llvm.nvvm.cp.async.wait.group", &[P0]).insn("cp.async.wait_group"), PTX_SM80), "wait until at most n most recent batches are pending", SRC_PIPE),
];
