//! AMD rows of the registry table: the clang builtins (`__builtin_amdgcn_*`), the HIP header
//! functions, and the LLVM intrinsics they lower to (plus the whole-wave-mode intrinsics the
//! kernel runner needs).
//!
//! Signatures, constant operands and features: clang `BuiltinsAMDGPU.def` (the `I` prefix
//! marks a constant; feature strings map to `target::feat`), checked against clang-22 by
//! `tests/all/amd_clang_availability.rs`. Intrinsic names, overloads and operand order: the IR
//! clang-22 emits (`clang-22 --target=amdgcn-amd-amdhsa -O1 -emit-llvm`) and
//! IntrinsicsAMDGPU.td. Overloaded intrinsics (`.i32`/`.i64` suffix) are generic rows;
//! `ds.swizzle`, `ds.permute`, `ds.bpermute`, `ds.bpermute.fi.b32`, `permlane16.var`,
//! `permlanex16.var`, the swaps, `mbcnt.*`, `wave.barrier` and `wave.id` are not overloaded.
//!
//! For lowering: an intrinsic row is overloaded exactly when its `types` is non-empty; the
//! suffix names the LLVM type in the `Ty::T` position (the result of `ballot`, the operand of
//! `inverse.ballot`, the data elsewhere). clang-22 bit-casts floating-point `mov_dpp`/
//! `update_dpp` data to integers first: `float` → `update.dpp.i32`, `double` →
//! `update.dpp.i64` (IR of `-O1 -emit-llvm`). HIP rows lower through the named expansions
//! `hip_shfl`, `hip_shfl_up`, …, `hip_any_sync` (formulas in `semantics::amd::hip`).

use super::*;
use crate::codec;
use crate::semantics::amd::hip::Shfl;
use crate::semantics::amd::wave_reduce::{self as wr, Op as Wr};
use crate::semantics::amd::wave_reduce_float::{self as wf, FOp};
use crate::semantics::amd::{ballot as bl, compare as cmp, dpp16, dpp8, hip, lane, permlane as pl, permute as pm, regs, swizzle as sw};
use crate::semantics::amd::{permlane_gfx1250 as pl1250, quad};
use crate::target::feat;
use Operand::{Param as P, Poison};

const I32: Ty = Ty::Fixed(ElemTy::I32);
const U32: Ty = Ty::Fixed(ElemTy::U32);
const U64: Ty = Ty::Fixed(ElemTy::U64);
const BOOL: Ty = Ty::Fixed(ElemTy::Bool);

/// 32- and 64-bit scalars: `update_dpp`'s custom type check and the HIP shuffle overloads.
const SCALARS: &[ElemTy] = &[ElemTy::I32, ElemTy::U32, ElemTy::F32, ElemTy::I64, ElemTy::U64, ElemTy::F64];
/// `update_dpp`/`mov_dpp` also take 8- and 16-bit scalars, which clang-22 widens to an i32 DPP
/// move (CGBuiltin; checked with clang-22 -O1 -emit-llvm: `short`, `char`, `_Float16`, `__bf16`
/// all give `update.dpp.i32`).
const DPP_TYPES: &[ElemTy] =
    &[ElemTy::I32, ElemTy::U32, ElemTy::F32, ElemTy::I64, ElemTy::U64, ElemTy::F64, ElemTy::I16, ElemTy::U16, ElemTy::F16, ElemTy::BF16, ElemTy::I8, ElemTy::U8];
/// Types the overloaded lane intrinsics take (wider values are split into dwords by LLVM).
const ANY_LANE: &[ElemTy] = &[ElemTy::I32, ElemTy::I64, ElemTy::F32, ElemTy::F64, ElemTy::I16, ElemTy::F16, ElemTy::BF16, ElemTy::F16x2, ElemTy::BF16x2];
const B32: &[ElemTy] = &[ElemTy::I32, ElemTy::F32];
const MASKS: &[ElemTy] = &[ElemTy::I64, ElemTy::I32];

const fn val(name: &'static str, ty: Ty) -> Param {
    Param::val(name, ty)
}
const fn cst(name: &'static str, ty: Ty) -> Param {
    Param::imm(name, ty)
}
const DPP_CTRL: Param = Param::imm("dpp_ctrl", I32).legal(dpp_ctrl_legal);

/// DPP16 control legality by generation (codec::dpp::check: 0x144 nowhere, row_bcast and
/// wave_* on GFX8/9 only, 0x150–0x15F row_newbcast on gfx90a/942/950 or row_share on GFX10+,
/// row_xmask on GFX10+), with the backend's wording and the nearest legal control.
fn dpp_ctrl_legal(t: &Target, _wave: u32, v: u64) -> Result<()> {
    codec::dpp::check(t, u32::try_from(v).unwrap_or(u32::MAX)).map(|_| ())
}

const AMD: Avail = Avail::amd(Features::NONE);
/// `ds_permute`/`ds_bpermute` and what builds on them (GFX8+; llc-22 cannot select them
/// for GFX6/GFX7, though clang's front end accepts the builtins there — errata A24).
const GFX8: Avail = Avail::amd(feat::GFX8_INSTS);

/// An LLVM intrinsic row: it lowers to itself, and llc selects `insn`.
const fn intrinsic(name: &'static str, avail: Avail, sem: SemFn, operands: &'static [Operand], insn: AmdInsn) -> Builtin {
    Builtin::row(name, Level::Intrinsic, avail, sem, Lower::intrinsic(name, operands).select(insn))
}

/// `llvm.amdgcn.wave.reduce.<op>.{i32,i64}(value, strategy)`: the integer forms
/// (clang-22 `__builtin_amdgcn_wave_reduce_<op>_{u32,i32,b32,u64,i64,b64}`). The float forms
/// (`fadd`, `fsub`, `fmin`, `fmax`) have no row: the order of a float sum is the backend's.
macro_rules! wave_reduce {
    ($op:literal, $sem:expr, $doc:literal) => {
        intrinsic(concat!("llvm.amdgcn.wave.reduce.", $op), GFX8, |c, a| wr::wave_reduce(c, a, $sem), P0_1, AmdInsn::Sequence)
            .params(WAVE_REDUCE_PARAMS)
            .ret(Ret::One(Ty::T))
            .types(MASKS)
            .doc($doc)
            .source(WAVE_REDUCE_SRC)
    };
}
const WAVE_REDUCE_PARAMS: &[Param] = &[val("value", Ty::T), cst("strategy", I32)];
const WAVE_REDUCE_FLOAT_SRC: &str = "IntrinsicsAMDGPU.td int_amdgcn_wave_reduce_f*; SIISelLowering.cpp lowerWaveReduce; llc-22 -O1 output for strategies 0/1/2 on gfx801/gfx942/gfx1100/gfx1200/gfx1250 (semantics::amd::wave_reduce_float)";
const GFX1250: Avail = Avail::amd(feat::GFX1250_INSTS);

/// llc-22 crashes (branch relaxation) on `wave.shuffle` for GFX10 in wave64, where neither a
/// full-wave ds_bpermute nor permlane64 exists.
fn wave_shuffle_selects(t: &Target, wave: u32) -> Result<()> {
    if wave == 64 && !t.has(feat::BPERMUTE_FULL_WAVE64) && !t.has(feat::GFX11_INSTS) {
        return Err(Diag::new(DiagKind::Unavailable, "llc-22 crashes selecting it for GFX10 in wave64 (no full-wave ds_bpermute, no permlane64)"));
    }
    Ok(())
}
const PERMLANE_SEL_PARAMS: &[Param] = &[val("src", U32), val("sel0", U32), val("sel1", U32)];
const PERMLANE_1250_DOC: &str = "GFX12.5 lane permute with uniform selectors (read with v_readfirstlane); lane function not in any source available: every lane undefined";
const PERMLANE_1250_SRC: &str =
    "LLVM 22 VOP3Instructions.td V_PERMLANE_*_B32 (gfx1250); AMDGPURegBankLegalizeRules.cpp (selectors SgprB32_ReadFirstLane); clang-22/llc-22 -mcpu=gfx1250 output";

/// `__builtin_amdgcn_wave_reduce_<op>_<ty>(value, strategy)`: lowers to `intrinsic`, typed by
/// its one element type (the `_u64` forms give `.i64`).
const fn wave_reduce_builtin(name: &'static str, intrinsic: &'static str, ty: &'static [ElemTy], sem: SemFn) -> Builtin {
    Builtin::row(name, Level::ClangBuiltin, GFX8, sem, Lower::intrinsic(intrinsic, P0_1))
        .params(WAVE_REDUCE_BUILTIN_PARAMS)
        .ret(Ret::One(Ty::T))
        .types(ty)
        .doc("the wave reduction of the same op over the active lanes (see the llvm.amdgcn.wave.reduce row)")
        .source(WAVE_REDUCE_SRC)
}
const WAVE_REDUCE_BUILTIN_PARAMS: &[Param] = &[val("value", Ty::T), val("strategy", I32)];
const WAVE_REDUCE_SRC: &str = "IntrinsicsAMDGPU.td int_amdgcn_wave_reduce_*; SIISelLowering.cpp lowerWaveReduce; llc-22 output";

const P0_5: &[Operand] = &[P(0), P(1), P(2), P(3), P(4), P(5)];
const P0_4: &[Operand] = &[P(0), P(1), P(2), P(3), P(4)];
const P0_3: &[Operand] = &[P(0), P(1), P(2), P(3)];
const P0_2: &[Operand] = &[P(0), P(1), P(2)];
const P0_1: &[Operand] = &[P(0), P(1)];
const P0: &[Operand] = &[P(0)];

const DPP16_PARAMS: &[Param] = &[val("old", Ty::T), val("src", Ty::T), DPP_CTRL, cst("row_mask", I32), cst("bank_mask", I32), cst("bound_ctrl", BOOL)];
const PERMLANE16_PARAMS: &[Param] = &[val("old", U32), val("src", U32), val("lanesel_lo", U32), val("lanesel_hi", U32), cst("fi", BOOL), cst("bc", BOOL)];
const PERMLANE16_T_PARAMS: &[Param] = &[val("old", Ty::T), val("src", Ty::T), val("lanesel_lo", I32), val("lanesel_hi", I32), cst("fi", BOOL), cst("bc", BOOL)];
const PERMLANE_VAR_PARAMS: &[Param] = &[val("old", U32), val("src", U32), val("lanesel", U32), cst("fi", BOOL), cst("bc", BOOL)];
const SWAP_PARAMS: &[Param] = &[val("vdst_old", U32), val("src0_old", U32), cst("fi", BOOL), cst("bc", BOOL)];
const PERMUTE_PARAMS: &[Param] = &[val("addr", I32), val("src", I32)];
const MBCNT_PARAMS: &[Param] = &[val("mask", U32), val("base", U32)];
const SHFL_PARAMS: &[Param] = &[val("var", Ty::T), val("src_lane", I32), val("width", I32)];
const SHFL_DELTA_PARAMS: &[Param] = &[val("var", Ty::T), val("lane_delta", U32), val("width", I32)];
const SHFL_XOR_PARAMS: &[Param] = &[val("var", Ty::T), val("lane_mask", I32), val("width", I32)];
const SHFL_SYNC_PARAMS: &[Param] = &[val("mask", U64), val("var", Ty::T), val("src_lane", I32), val("width", I32)];
const SHFL_DELTA_SYNC_PARAMS: &[Param] = &[val("mask", U64), val("var", Ty::T), val("lane_delta", U32), val("width", I32)];
const SHFL_XOR_SYNC_PARAMS: &[Param] = &[val("mask", U64), val("var", Ty::T), val("lane_mask", I32), val("width", I32)];

const DPP_SRC: &str = "RDNA3 ISA §7.7.1; CDNA4 ISA Tables 93/94; LLVM IntrinsicsAMDGPU.td update.dpp; SIDefines.h DppCtrl";
const PERMLANE_SRC: &str = "RDNA3.5 ISA §16.12 V_PERMLANE16_B32/V_PERMLANEX16_B32; AMDGPUModifierSyntax dpp_op_sel";
const PERMUTE_SRC: &str = "RDNA3/RDNA4 ISA DS_PERMUTE_B32/DS_BPERMUTE_B32; Mesa ACO (GFX10/11 wave64 half-wave)";
const SWAP_SRC: &str = "CDNA4 ISA VOP1 V_PERMLANE16_SWAP_B32/V_PERMLANE32_SWAP_B32";
const HIP_SRC: &str = "ROCm clr hipamd/include/hip/amd_detail/amd_warp_functions.h";
const HIP_SYNC_SRC: &str = "ROCm clr hipamd/include/hip/amd_detail/amd_warp_sync_functions.h";
const LANE_SRC: &str = "RDNA3.5 ISA VOP1/VOP3 V_READFIRSTLANE_B32/V_READLANE_B32/V_WRITELANE_B32; CDNA4 ISA";
const BALLOT_SRC: &str = "LLVM IntrinsicsAMDGPU.td ballot/inverse.ballot; AMDGPUInstCombineIntrinsic (wave32 zext)";
const MBCNT_SRC: &str = "RDNA3.5 ISA V_MBCNT_LO_U32_B32/V_MBCNT_HI_U32_B32; CDNA4 ISA";
const CMP_SRC: &str = "LLVM IntrinsicsAMDGPU.td int_amdgcn_icmp/fcmp; SIISelLowering.cpp lowerICMPIntrinsic/lowerFCMPIntrinsic; RDNA3.5/CDNA4 ISA VOPC";
const REG_SRC: &str = "LangRef llvm.read_register; SIISelLowering.cpp getRegisterByName; AMDGPUInstCombineIntrinsic.cpp (always-true icmp → read of exec)";
/// `llvm.amdgcn.icmp`/`fcmp` operands: the compared type is `T` (the second overload suffix).
const ICMP_PARAMS: &[Param] = &[val("src0", Ty::T), val("src1", Ty::T), cst("pred", I32)];
const ICMP_TYPES: &[ElemTy] = &[ElemTy::I32, ElemTy::I64, ElemTy::I16];
const FCMP_TYPES: &[ElemTy] = &[ElemTy::F32, ElemTy::F64, ElemTy::F16];
const REG_TYPES: &[ElemTy] = &[ElemTy::I64, ElemTy::I32];
const WWM_SRC: &str = "LLVM IntrinsicsAMDGPU.td set.inactive/wwm/strict.wwm/strict.wqm";

pub(super) static TABLE: &[Builtin] = &[
    // ---- DPP16 / DPP8 -------------------------------------------------------------------
    Builtin::row(
        "__builtin_amdgcn_mov_dpp",
        Level::ClangBuiltin,
        Avail::amd(feat::DPP),
        dpp16::mov_dpp,
        Lower::intrinsic("llvm.amdgcn.update.dpp", &[Poison, P(0), P(1), P(2), P(3), P(4)]).insn("v_mov_b32_dpp"),
    )
    .params(&[val("src", Ty::T), DPP_CTRL, cst("row_mask", I32), cst("bank_mask", I32), cst("bound_ctrl", BOOL)])
    .ret(Ret::One(Ty::T))
    .types(DPP_TYPES)
    .doc("DPP16 move: each lane reads the lane the control picks; lanes not written are undefined (old is poison)")
    .source(DPP_SRC),
    Builtin::row(
        "__builtin_amdgcn_update_dpp",
        Level::ClangBuiltin,
        Avail::amd(feat::DPP),
        dpp16::update_dpp,
        Lower::intrinsic("llvm.amdgcn.update.dpp", P0_5).insn("v_mov_b32_dpp"),
    )
    .params(DPP16_PARAMS)
    .ret(Ret::One(Ty::T))
    .types(DPP_TYPES)
    .doc("DPP16 move onto `old`: lanes not written (masked, or invalid source without bound_ctrl) keep `old`")
    .source(DPP_SRC),
    Builtin::row(
        "__builtin_amdgcn_mov_dpp8",
        Level::ClangBuiltin,
        Avail::amd(feat::GFX10_INSTS),
        dpp8::mov_dpp8,
        Lower::intrinsic("llvm.amdgcn.mov.dpp8", P0_1).insn("v_mov_b32_dpp (dpp8)"),
    )
    .params(&[val("src", U32), cst("sel", U32)])
    .ret(Ret::One(U32))
    .doc("DPP8: lane i of each group of 8 reads the lane selector i names; an inactive source reads 0")
    .source("RDNA3 ISA §7.7.2; AMDGPUModifierSyntax dpp8"),
    // ---- LDS-free swizzles and permutes -------------------------------------------------------
    Builtin::row("__builtin_amdgcn_ds_swizzle", Level::ClangBuiltin, AMD, sw::ds_swizzle, Lower::intrinsic("llvm.amdgcn.ds.swizzle", P0_1).insn("ds_swizzle_b32"))
        .params(&[val("src", I32), cst("pattern", I32)])
        .ret(Ret::One(I32))
        .doc("swizzle within groups of 32 lanes (bitmask, quad-perm, rotate, FFT); an inactive source reads 0")
        .source("RDNA3/RDNA3.5 ISA DS_SWIZZLE_B32; SIDefines.h Swizzle"),
    Builtin::row("__builtin_amdgcn_ds_permute", Level::ClangBuiltin, GFX8, pm::ds_permute, Lower::intrinsic("llvm.amdgcn.ds.permute", P0_1).insn("ds_permute_b32"))
        .params(PERMUTE_PARAMS)
        .ret(Ret::One(I32))
        .doc("push: each active lane writes its value to lane addr/4; unwritten lanes get 0")
        .source(PERMUTE_SRC),
    Builtin::row("__builtin_amdgcn_ds_bpermute", Level::ClangBuiltin, GFX8, pm::ds_bpermute, Lower::intrinsic("llvm.amdgcn.ds.bpermute", P0_1).insn("ds_bpermute_b32"))
        .params(PERMUTE_PARAMS)
        .ret(Ret::One(I32))
        .doc("pull: each lane reads lane addr/4 (mod wave); an inactive source reads 0")
        .source(PERMUTE_SRC),
    Builtin::row(
        "__builtin_amdgcn_ds_bpermute_fi_b32",
        Level::ClangBuiltin,
        Avail::amd(feat::BPERMUTE_FI),
        pm::ds_bpermute_fi,
        Lower::intrinsic("llvm.amdgcn.ds.bpermute.fi.b32", P0_1).insn("ds_bpermute_fi_b32"),
    )
    .params(PERMUTE_PARAMS)
    .ret(Ret::One(I32))
    .doc("pull that also reads inactive source lanes")
    .source("RDNA4 ISA DS_BPERMUTE_FI_B32"),
    // ---- permlanes -------------------------------------------------------------------------
    Builtin::row(
        "__builtin_amdgcn_permlane16",
        Level::ClangBuiltin,
        Avail::amd(feat::GFX10_INSTS),
        pl::permlane16,
        Lower::intrinsic("llvm.amdgcn.permlane16", P0_5).insn("v_permlane16_b32"),
    )
    .params(PERMLANE16_PARAMS)
    .ret(Ret::One(U32))
    .doc("lane i of every row of 16 reads the position nibble i of {lanesel_hi,lanesel_lo} names")
    .source(PERMLANE_SRC),
    Builtin::row(
        "__builtin_amdgcn_permlanex16",
        Level::ClangBuiltin,
        Avail::amd(feat::GFX10_INSTS),
        pl::permlanex16,
        Lower::intrinsic("llvm.amdgcn.permlanex16", P0_5).insn("v_permlanex16_b32"),
    )
    .params(PERMLANE16_PARAMS)
    .ret(Ret::One(U32))
    .doc("like permlane16, reading the other row of each 32-lane pair")
    .source(PERMLANE_SRC),
    Builtin::row(
        "__builtin_amdgcn_permlane64",
        Level::ClangBuiltin,
        Avail::amd(feat::GFX11_INSTS),
        pl::permlane64,
        Lower::intrinsic("llvm.amdgcn.permlane64", P0).insn("v_permlane64_b32"),
    )
    .params(&[val("src", U32)])
    .ret(Ret::One(U32))
    .doc("swap the 32-lane halves of a wave64 (reads inactive lanes); undefined in wave32 (a NOP)")
    .source("RDNA3.5 ISA V_PERMLANE64_B32; RDNA4 ISA §7.9"),
    Builtin::row(
        "__builtin_amdgcn_permlane16_var",
        Level::ClangBuiltin,
        Avail::amd(feat::GFX12_INSTS),
        pl::permlane16_var,
        Lower::intrinsic("llvm.amdgcn.permlane16.var", P0_4).insn("v_permlane16_var_b32"),
    )
    .params(PERMLANE_VAR_PARAMS)
    .ret(Ret::One(U32))
    .doc("permlane16 with a per-lane selector")
    .source("RDNA4 ISA §7.9 V_PERMLANE16_VAR_B32"),
    Builtin::row(
        "__builtin_amdgcn_permlanex16_var",
        Level::ClangBuiltin,
        Avail::amd(feat::GFX12_INSTS),
        pl::permlanex16_var,
        Lower::intrinsic("llvm.amdgcn.permlanex16.var", P0_4).insn("v_permlanex16_var_b32"),
    )
    .params(PERMLANE_VAR_PARAMS)
    .ret(Ret::One(U32))
    .doc("permlanex16 with a per-lane selector")
    .source("RDNA4 ISA §7.9 V_PERMLANEX16_VAR_B32"),
    Builtin::row(
        "__builtin_amdgcn_permlane16_swap",
        Level::ClangBuiltin,
        Avail::amd(feat::PERMLANE16_SWAP),
        pl::permlane16_swap,
        Lower::intrinsic("llvm.amdgcn.permlane16.swap", P0_3).insn("v_permlane16_swap_b32"),
    )
    .params(SWAP_PARAMS)
    .ret(Ret::Pair(U32))
    .doc("swap odd rows of arg 0 with even rows of arg 1; returns {new arg 0, new arg 1}")
    .source(SWAP_SRC),
    Builtin::row(
        "__builtin_amdgcn_permlane32_swap",
        Level::ClangBuiltin,
        Avail::amd(feat::PERMLANE32_SWAP),
        pl::permlane32_swap,
        Lower::intrinsic("llvm.amdgcn.permlane32.swap", P0_3).insn("v_permlane32_swap_b32"),
    )
    .params(SWAP_PARAMS)
    .ret(Ret::Pair(U32))
    .doc("swap the upper half of arg 0 with the lower half of arg 1; returns {new arg 0, new arg 1}")
    .source(SWAP_SRC),
    // ---- lane access ---------------------------------------------------------------------------
    Builtin::row("__builtin_amdgcn_readfirstlane", Level::ClangBuiltin, AMD, lane::readfirstlane, Lower::intrinsic("llvm.amdgcn.readfirstlane", P0).insn("v_readfirstlane_b32"))
        .params(&[val("src", I32)])
        .ret(Ret::One(I32))
        .doc("the value of the lowest active lane (lane 0 when none is active)")
        .source(LANE_SRC),
    Builtin::row("__builtin_amdgcn_readlane", Level::ClangBuiltin, AMD, lane::readlane, Lower::intrinsic("llvm.amdgcn.readlane", P0_1).insn("v_readlane_b32"))
        .params(&[val("src", I32), val("lane", I32)])
        .ret(Ret::One(I32))
        .doc("the value of lane `lane mod W`, active or not")
        .source(LANE_SRC),
    // ---- ballots and counts ----------------------------------------------------------------------
    Builtin::row("__builtin_amdgcn_ballot_w32", Level::ClangBuiltin, AMD.wave(32), bl::ballot_w32, Lower::intrinsic("llvm.amdgcn.ballot", P0).insn("v_cmp_ne_u32_e64"))
        .params(&[val("pred", BOOL)])
        .ret(Ret::One(U32))
        .lane_mask()
        .doc("32-bit mask of active lanes whose predicate is true (wave32 only)")
        .source(BALLOT_SRC),
    Builtin::row("__builtin_amdgcn_ballot_w64", Level::ClangBuiltin, AMD, bl::ballot_w64, Lower::intrinsic("llvm.amdgcn.ballot", P0).insn("v_cmp_ne_u32_e64"))
        .params(&[val("pred", BOOL)])
        .ret(Ret::One(U64))
        .lane_mask()
        .doc("64-bit mask of active lanes whose predicate is true (zero-extended in wave32)")
        .source(BALLOT_SRC),
    Builtin::row(
        "__builtin_amdgcn_inverse_ballot_w32",
        Level::ClangBuiltin,
        AMD.wave(32),
        bl::inverse_ballot,
        Lower::intrinsic("llvm.amdgcn.inverse.ballot", P0).insn("s_mov_b32 vcc_lo"),
    )
    .params(&[val("mask", U32)])
    .ret(Ret::One(BOOL))
    .doc("lane n gets bit n of the mask (wave32 only)")
    .source(BALLOT_SRC),
    Builtin::row(
        "__builtin_amdgcn_inverse_ballot_w64",
        Level::ClangBuiltin,
        AMD.wave(64),
        bl::inverse_ballot,
        Lower::intrinsic("llvm.amdgcn.inverse.ballot", P0).insn("s_mov_b64 vcc"),
    )
    .params(&[val("mask", U64)])
    .ret(Ret::One(BOOL))
    .doc("lane n gets bit n of the mask (wave64 only)")
    .source(BALLOT_SRC),
    Builtin::row("__builtin_amdgcn_mbcnt_lo", Level::ClangBuiltin, AMD, bl::mbcnt_lo, Lower::intrinsic("llvm.amdgcn.mbcnt.lo", P0_1).insn("v_mbcnt_lo_u32_b32"))
        .params(MBCNT_PARAMS)
        .ret(Ret::One(U32))
        .doc("base + number of mask bits below this lane among bits 0-31")
        .source(MBCNT_SRC),
    Builtin::row("__builtin_amdgcn_mbcnt_hi", Level::ClangBuiltin, AMD, bl::mbcnt_hi, Lower::intrinsic("llvm.amdgcn.mbcnt.hi", P0_1).insn("v_mbcnt_hi_u32_b32"))
        .params(MBCNT_PARAMS)
        .ret(Ret::One(U32))
        .doc("base + number of mask bits below this lane among bits 32-63")
        .source(MBCNT_SRC),
    Builtin::row("__builtin_amdgcn_wave_barrier", Level::ClangBuiltin, AMD, bl::wave_barrier, Lower::intrinsic("llvm.amdgcn.wave.barrier", &[]))
        .doc("compiler scheduling barrier; emits no instruction")
        .source("clang-22/llc-22 output (`; wave barrier`)"),
    // ---- HIP header functions ------------------------------------------------------------------
    Builtin::row("__shfl", Level::Hip, GFX8, |c, a| hip::shfl(c, a, Shfl::Idx), Lower::expansion(Expansion::HipShfl).insn("ds_bpermute_b32"))
        .params(SHFL_PARAMS)
        .ret(Ret::One(Ty::T))
        .types(SCALARS)
        .doc("read lane (src_lane mod width) of this lane's width-partition (ds_bpermute; inactive source reads 0)")
        .source(HIP_SRC),
    Builtin::row("__shfl_up", Level::Hip, GFX8, |c, a| hip::shfl(c, a, Shfl::Up), Lower::expansion(Expansion::HipShflUp).insn("ds_bpermute_b32"))
        .params(SHFL_DELTA_PARAMS)
        .ret(Ret::One(Ty::T))
        .types(SCALARS)
        .doc("read lane self-delta within the partition, else keep own value")
        .source(HIP_SRC),
    Builtin::row("__shfl_down", Level::Hip, GFX8, |c, a| hip::shfl(c, a, Shfl::Down), Lower::expansion(Expansion::HipShflDown).insn("ds_bpermute_b32"))
        .params(SHFL_DELTA_PARAMS)
        .ret(Ret::One(Ty::T))
        .types(SCALARS)
        .doc("read lane self+delta within the partition, else keep own value")
        .source(HIP_SRC),
    Builtin::row("__shfl_xor", Level::Hip, GFX8, |c, a| hip::shfl(c, a, Shfl::Xor), Lower::expansion(Expansion::HipShflXor).insn("ds_bpermute_b32"))
        .params(SHFL_XOR_PARAMS)
        .ret(Ret::One(Ty::T))
        .types(SCALARS)
        .doc("read lane self^lane_mask unless it is at or past the end of the partition")
        .source(HIP_SRC),
    Builtin::row("__shfl_sync", Level::Hip, GFX8, |c, a| hip::sync_shfl(c, a, Shfl::Idx), Lower::expansion(Expansion::HipShflSync).insn("ds_bpermute_b32"))
        .params(SHFL_SYNC_PARAMS)
        .ret(Ret::One(Ty::T))
        .types(SCALARS)
        .doc("__shfl after checking the 64-bit member mask equals the executing lanes")
        .source(HIP_SYNC_SRC),
    Builtin::row("__shfl_up_sync", Level::Hip, GFX8, |c, a| hip::sync_shfl(c, a, Shfl::Up), Lower::expansion(Expansion::HipShflUpSync).insn("ds_bpermute_b32"))
        .params(SHFL_DELTA_SYNC_PARAMS)
        .ret(Ret::One(Ty::T))
        .types(SCALARS)
        .doc("__shfl_up with a 64-bit member mask")
        .source(HIP_SYNC_SRC),
    Builtin::row("__shfl_down_sync", Level::Hip, GFX8, |c, a| hip::sync_shfl(c, a, Shfl::Down), Lower::expansion(Expansion::HipShflDownSync).insn("ds_bpermute_b32"))
        .params(SHFL_DELTA_SYNC_PARAMS)
        .ret(Ret::One(Ty::T))
        .types(SCALARS)
        .doc("__shfl_down with a 64-bit member mask")
        .source(HIP_SYNC_SRC),
    Builtin::row("__shfl_xor_sync", Level::Hip, GFX8, |c, a| hip::sync_shfl(c, a, Shfl::Xor), Lower::expansion(Expansion::HipShflXorSync).insn("ds_bpermute_b32"))
        .params(SHFL_XOR_SYNC_PARAMS)
        .ret(Ret::One(Ty::T))
        .types(SCALARS)
        .doc("__shfl_xor with a 64-bit member mask")
        .source(HIP_SYNC_SRC),
    Builtin::row("__ballot", Level::Hip, AMD, hip::ballot, Lower::expansion(Expansion::HipBallot).insn("v_cmp_ne_u32_e64"))
        .params(&[val("pred", I32)])
        .ret(Ret::One(U64))
        .lane_mask()
        .doc("64-bit mask of active lanes with a nonzero predicate")
        .source(HIP_SRC),
    Builtin::row("__any", Level::Hip, AMD, hip::any, Lower::expansion(Expansion::HipAny).insn("v_cmp_ne_u32_e64"))
        .params(&[val("pred", I32)])
        .ret(Ret::One(I32))
        .doc("1 if any active lane's predicate is nonzero")
        .source("ROCm-Device-Libs ockl/src/wfaas.cl __ockl_wfany_i32"),
    Builtin::row("__all", Level::Hip, AMD, hip::all, Lower::expansion(Expansion::HipAll).insn("v_cmp_ne_u32_e64"))
        .params(&[val("pred", I32)])
        .ret(Ret::One(I32))
        .doc("1 if every active lane's predicate is nonzero")
        .source("ROCm-Device-Libs ockl/src/wfaas.cl __ockl_wfall_i32"),
    Builtin::row("__activemask", Level::Hip, AMD, hip::activemask, Lower::expansion(Expansion::HipActivemask))
        .ret(Ret::One(U64))
        .lane_mask()
        .doc("the mask of active lanes (EXEC)")
        .source(HIP_SRC),
    Builtin::row("__lane_id", Level::Hip, AMD, hip::lane_id, Lower::expansion(Expansion::HipLaneId).insn("v_mbcnt_lo_u32_b32"))
        .ret(Ret::One(U32))
        .doc("this lane's index in the wave")
        .source(HIP_SRC),
    Builtin::row("__ballot_sync", Level::Hip, AMD, hip::ballot_sync, Lower::expansion(Expansion::HipBallotSync).insn("v_cmp_ne_u32_e64"))
        .params(&[val("mask", U64), val("pred", I32)])
        .ret(Ret::One(U64))
        .lane_mask()
        .doc("__ballot(pred) & mask (64-bit mask)")
        .source(HIP_SYNC_SRC),
    Builtin::row("__all_sync", Level::Hip, AMD, hip::all_sync, Lower::expansion(Expansion::HipAllSync).insn("v_cmp_ne_u32_e64"))
        .params(&[val("mask", U64), val("pred", I32)])
        .ret(Ret::One(I32))
        .doc("__ballot_sync(mask, pred) == mask")
        .source(HIP_SYNC_SRC),
    Builtin::row("__any_sync", Level::Hip, AMD, hip::any_sync, Lower::expansion(Expansion::HipAnySync).insn("v_cmp_ne_u32_e64"))
        .params(&[val("mask", U64), val("pred", I32)])
        .ret(Ret::One(I32))
        .doc("__ballot_sync(mask, pred) != 0")
        .source(HIP_SYNC_SRC),
    // ---- LLVM intrinsics ---------------------------------------------------------------------
    intrinsic("llvm.amdgcn.update.dpp", Avail::amd(feat::DPP), dpp16::update_dpp, P0_5, AmdInsn::Dpp16)
        .params(DPP16_PARAMS)
        .ret(Ret::One(Ty::T))
        .types(&[ElemTy::I32, ElemTy::I64, ElemTy::F32, ElemTy::F64])
        .doc("DPP16 move onto `old` (overloaded: .i32, .i64, …)")
        .source(DPP_SRC)
        .steered(0b111100),
    intrinsic("llvm.amdgcn.mov.dpp8", Avail::amd(feat::GFX10_INSTS), dpp8::mov_dpp8, P0_1, AmdInsn::Dpp8)
        .params(&[val("src", Ty::T), cst("sel", I32)])
        .ret(Ret::One(Ty::T))
        .types(B32)
        .doc("DPP8 move (overloaded: .i32)")
        .source("RDNA3 ISA §7.7.2")
        .steered(0b10),
    intrinsic("llvm.amdgcn.ds.swizzle", AMD, sw::ds_swizzle, P0_1, AmdInsn::DsSwizzle)
        .params(&[val("src", I32), cst("pattern", I32)])
        .ret(Ret::One(I32))
        .doc("ds_swizzle_b32 with a constant offset")
        .source("RDNA3/RDNA3.5 ISA DS_SWIZZLE_B32")
        .steered(0b10),
    intrinsic("llvm.amdgcn.ds.permute", GFX8, pm::ds_permute, P0_1, AmdInsn::DsPermute(Permute::Push))
        .params(PERMUTE_PARAMS)
        .ret(Ret::One(I32))
        .doc("push permute")
        .source(PERMUTE_SRC)
        .steered(0b01),
    intrinsic("llvm.amdgcn.ds.bpermute", GFX8, pm::ds_bpermute, P0_1, AmdInsn::DsPermute(Permute::Pull))
        .params(PERMUTE_PARAMS)
        .ret(Ret::One(I32))
        .doc("pull permute")
        .source(PERMUTE_SRC)
        .steered(0b01),
    intrinsic("llvm.amdgcn.ds.bpermute.fi.b32", Avail::amd(feat::BPERMUTE_FI), pm::ds_bpermute_fi, P0_1, AmdInsn::DsPermute(Permute::PullInactive))
        .params(PERMUTE_PARAMS)
        .ret(Ret::One(I32))
        .doc("pull permute reading inactive lanes")
        .source("RDNA4 ISA DS_BPERMUTE_FI_B32")
        .steered(0b01),
    intrinsic("llvm.amdgcn.permlane16", Avail::amd(feat::GFX10_INSTS), pl::permlane16, P0_5, AmdInsn::Permlane16("v_permlane16_b32"))
        .params(PERMLANE16_T_PARAMS)
        .ret(Ret::One(Ty::T))
        .types(B32)
        .doc("permlane16 (overloaded: .i32)")
        .source(PERMLANE_SRC)
        .steered(0b111100),
    intrinsic("llvm.amdgcn.permlanex16", Avail::amd(feat::GFX10_INSTS), pl::permlanex16, P0_5, AmdInsn::Permlane16("v_permlanex16_b32"))
        .params(PERMLANE16_T_PARAMS)
        .ret(Ret::One(Ty::T))
        .types(B32)
        .doc("permlanex16 (overloaded: .i32)")
        .source(PERMLANE_SRC)
        .steered(0b111100),
    intrinsic("llvm.amdgcn.permlane64", Avail::amd(feat::GFX11_INSTS), pl::permlane64, P0, AmdInsn::Permlane64)
        .params(&[val("src", Ty::T)])
        .ret(Ret::One(Ty::T))
        .types(B32)
        .doc("permlane64 (overloaded: .i32)")
        .source("RDNA3.5 ISA V_PERMLANE64_B32")
        .steered(0),
    intrinsic("llvm.amdgcn.permlane16.var", Avail::amd(feat::GFX12_INSTS), pl::permlane16_var, P0_4, AmdInsn::Permlane16Var("v_permlane16_var_b32"))
        .params(PERMLANE_VAR_PARAMS)
        .ret(Ret::One(U32))
        .doc("permlane16 with per-lane selectors")
        .source("RDNA4 ISA §7.9"),
    intrinsic("llvm.amdgcn.permlanex16.var", Avail::amd(feat::GFX12_INSTS), pl::permlanex16_var, P0_4, AmdInsn::Permlane16Var("v_permlanex16_var_b32"))
        .params(PERMLANE_VAR_PARAMS)
        .ret(Ret::One(U32))
        .doc("permlanex16 with per-lane selectors")
        .source("RDNA4 ISA §7.9"),
    intrinsic("llvm.amdgcn.permlane16.swap", Avail::amd(feat::PERMLANE16_SWAP), pl::permlane16_swap, P0_3, AmdInsn::PermlaneSwap("v_permlane16_swap_b32"))
        .params(SWAP_PARAMS)
        .ret(Ret::Pair(U32))
        .doc("returns {i32, i32}: new vdst, new src0")
        .source(SWAP_SRC),
    intrinsic("llvm.amdgcn.permlane32.swap", Avail::amd(feat::PERMLANE32_SWAP), pl::permlane32_swap, P0_3, AmdInsn::PermlaneSwap("v_permlane32_swap_b32"))
        .params(SWAP_PARAMS)
        .ret(Ret::Pair(U32))
        .doc("returns {i32, i32}: new vdst, new src0")
        .source(SWAP_SRC),
    intrinsic("llvm.amdgcn.readfirstlane", AMD, lane::readfirstlane, P0, AmdInsn::ReadFirstLane)
        .params(&[val("src", Ty::T)])
        .ret(Ret::One(Ty::T))
        .types(ANY_LANE)
        .doc("value of the first active lane (overloaded)")
        .source(LANE_SRC)
        .steered(0),
    intrinsic("llvm.amdgcn.readlane", AMD, lane::readlane, P0_1, AmdInsn::ReadLane)
        .params(&[val("src", Ty::T), val("lane", I32)])
        .ret(Ret::One(Ty::T))
        .types(ANY_LANE)
        .doc("value of lane `lane mod W` (overloaded)")
        .source(LANE_SRC)
        .steered(0b10),
    intrinsic("llvm.amdgcn.writelane", AMD, lane::writelane, P0_2, AmdInsn::WriteLane)
        .params(&[val("val", Ty::T), val("lane", I32), val("old", Ty::T)])
        .ret(Ret::One(Ty::T))
        .types(ANY_LANE)
        .doc("`val` in lane `lane mod W`, `old` elsewhere (no clang builtin, errata A9)")
        .source(LANE_SRC),
    intrinsic("llvm.amdgcn.ballot", AMD, bl::ballot_intrinsic, P0, AmdInsn::Ballot)
        .params(&[val("pred", BOOL)])
        .ret(Ret::One(Ty::T))
        .types(MASKS)
        .lane_mask()
        .doc("mask of active lanes with a true predicate (.i32 / .i64 result)")
        .source(BALLOT_SRC),
    intrinsic("llvm.amdgcn.inverse.ballot", AMD, bl::inverse_ballot, P0, AmdInsn::InverseBallot)
        .params(&[val("mask", Ty::T)])
        .ret(Ret::One(BOOL))
        .types(MASKS)
        .doc("lane n gets bit n of the mask (.i32 / .i64 operand)")
        .source(BALLOT_SRC),
    intrinsic("llvm.amdgcn.mbcnt.lo", AMD, bl::mbcnt_lo, P0_1, AmdInsn::Mbcnt { hi: false })
        .params(MBCNT_PARAMS)
        .ret(Ret::One(U32))
        .doc("masked bit count, low half")
        .source(MBCNT_SRC),
    intrinsic("llvm.amdgcn.mbcnt.hi", AMD, bl::mbcnt_hi, P0_1, AmdInsn::Mbcnt { hi: true })
        .params(MBCNT_PARAMS)
        .ret(Ret::One(U32))
        .doc("masked bit count, high half")
        .source(MBCNT_SRC),
    intrinsic("llvm.amdgcn.wave.barrier", AMD, bl::wave_barrier, &[], AmdInsn::WaveBarrier)
        .doc("scheduling barrier; no instruction")
        .source("clang-22/llc-22 output"),
    intrinsic("llvm.amdgcn.wave.id", Avail::amd(feat::WAVE_ID), bl::wave_id, &[], AmdInsn::WaveId)
        .ret(Ret::One(U32))
        .doc("wave index in the workgroup (GFX12+; no clang builtin, errata A9)")
        .source("llc-22 output for gfx1200"),
    intrinsic("llvm.amdgcn.set.inactive", AMD, lane::set_inactive, P0_1, AmdInsn::WholeWave("v_cndmask_b32 (whole wave)"))
        .params(&[val("active", Ty::T), val("inactive", Ty::T)])
        .ret(Ret::One(Ty::T))
        .types(ANY_LANE)
        .exec(Exec::DefinesInactive)
        .doc("active lanes get arg 0, inactive lanes arg 1")
        .source(WWM_SRC),
    intrinsic("llvm.amdgcn.strict.wwm", AMD, lane::identity, P0, AmdInsn::WholeWave(""))
        .params(&[val("src", Ty::T)])
        .ret(Ret::One(Ty::T))
        .types(ANY_LANE)
        .exec(Exec::EndsWholeWave)
        .doc("end of a strict whole-wave-mode computation (identity)")
        .source(WWM_SRC),
    intrinsic("llvm.amdgcn.wwm", AMD, lane::identity, P0, AmdInsn::WholeWave(""))
        .params(&[val("src", Ty::T)])
        .ret(Ret::One(Ty::T))
        .types(ANY_LANE)
        .exec(Exec::EndsWholeWave)
        .doc("end of a whole-wave-mode computation (identity)")
        .source(WWM_SRC),
    intrinsic("llvm.amdgcn.strict.wqm", AMD, lane::identity, P0, AmdInsn::WholeWave(""))
        .params(&[val("src", Ty::T)])
        .ret(Ret::One(Ty::T))
        .types(ANY_LANE)
        .exec(Exec::EndsWholeQuad)
        .doc("end of a strict whole-quad-mode computation (identity)")
        .source(WWM_SRC),
    // ---- wave compares and named registers ------------------------------------------------------
    // `llvm.amdgcn.icmp.<result>.<operand>` has two overload suffixes; the result width is part
    // of the row name (`llvm.amdgcn.icmp.i64`) and the operand type is `T`, so the intrinsic
    // clang-22 emits for `__builtin_amdgcn_uicmp` (`llvm.amdgcn.icmp.i64.i32`) finds its row.
    intrinsic("llvm.amdgcn.icmp.i64", AMD, cmp::icmp_i64, P0_2, AmdInsn::Sequence)
        .params(ICMP_PARAMS)
        .ret(Ret::One(U64))
        .types(ICMP_TYPES)
        .lane_mask()
        .doc("64-bit mask of active lanes where `src0 pred src1` (pred: LLVM ICmp 32..41; zero-extended in wave32)")
        .source(CMP_SRC),
    intrinsic("llvm.amdgcn.icmp.i32", AMD, cmp::icmp_i32, P0_2, AmdInsn::Sequence)
        .params(ICMP_PARAMS)
        .ret(Ret::One(U32))
        .types(ICMP_TYPES)
        .lane_mask()
        .doc("32-bit mask of active lanes where `src0 pred src1` (lanes 0-31 in wave64)")
        .source(CMP_SRC),
    intrinsic("llvm.amdgcn.fcmp.i64", AMD, cmp::fcmp_i64, P0_2, AmdInsn::Sequence)
        .params(ICMP_PARAMS)
        .ret(Ret::One(U64))
        .types(FCMP_TYPES)
        .lane_mask()
        .doc("64-bit mask of active lanes where `src0 pred src1` (pred: LLVM FCmp 0..15)")
        .source(CMP_SRC),
    intrinsic("llvm.amdgcn.fcmp.i32", AMD, cmp::fcmp_i32, P0_2, AmdInsn::Sequence)
        .params(ICMP_PARAMS)
        .ret(Ret::One(U32))
        .types(FCMP_TYPES)
        .lane_mask()
        .doc("32-bit mask of active lanes where `src0 pred src1` (lanes 0-31 in wave64)")
        .source(CMP_SRC),
    // `reg` is the code of the metadata string naming the register (`regs::code`); the call
    // is not lowered from a builtin (no clang builtin takes a register name).
    Builtin::row("llvm.read_register", Level::Intrinsic, AMD, regs::read_register, Lower::NONE.select(AmdInsn::Sequence))
        .params(&[cst("reg", I32)])
        .ret(Ret::One(Ty::T))
        .types(REG_TYPES)
        .doc("read a named register (`exec`, `exec_lo`, `exec_hi`; `m0`/`flat_scratch` are undefined)")
        .source(REG_SRC),
    Builtin::row("llvm.write_register", Level::Intrinsic, AMD, regs::write_register, Lower::NONE.select(AmdInsn::Sequence))
        .params(&[cst("reg", I32), val("value", Ty::T)])
        .ret(Ret::Void)
        .types(REG_TYPES)
        .doc("write a named register (`m0`/`flat_scratch`: no effect; `exec*`: refused)")
        .source(REG_SRC),
    wave_reduce!("umin", Wr::UMin, "s_min_u32 over the active lanes"),
    wave_reduce!("umax", Wr::UMax, "s_max_u32 over the active lanes"),
    wave_reduce!("min", Wr::Min, "s_min_i32 over the active lanes"),
    wave_reduce!("max", Wr::Max, "s_max_i32 over the active lanes"),
    wave_reduce!("add", Wr::Add, "sum over the active lanes, modulo 2^N"),
    wave_reduce!("sub", Wr::Sub, "0 minus the sum over the active lanes, modulo 2^N"),
    wave_reduce!("and", Wr::And, "bitwise and over the active lanes"),
    wave_reduce!("or", Wr::Or, "bitwise or over the active lanes"),
    wave_reduce!("xor", Wr::Xor, "bitwise xor over the active lanes"),
    // ---- wave reductions: the clang builtins -------------------------------------------------
    // clang-22 `__builtin_amdgcn_wave_reduce_<op>_<ty>(value, strategy)` → the intrinsic of
    // the same op (CGBuiltin: min_u32 → umin, max_u64 → umax, …). clang takes a runtime
    // strategy (no `I` in BuiltinsAMDGPU.def), though the intrinsic's operand is immarg.
    wave_reduce_builtin("__builtin_amdgcn_wave_reduce_add_u32", "llvm.amdgcn.wave.reduce.add", &[ElemTy::U32], |c, a| wr::wave_reduce(c, a, Wr::Add)),
    wave_reduce_builtin("__builtin_amdgcn_wave_reduce_add_u64", "llvm.amdgcn.wave.reduce.add", &[ElemTy::U64], |c, a| wr::wave_reduce(c, a, Wr::Add)),
    wave_reduce_builtin("__builtin_amdgcn_wave_reduce_sub_u32", "llvm.amdgcn.wave.reduce.sub", &[ElemTy::U32], |c, a| wr::wave_reduce(c, a, Wr::Sub)),
    wave_reduce_builtin("__builtin_amdgcn_wave_reduce_sub_u64", "llvm.amdgcn.wave.reduce.sub", &[ElemTy::U64], |c, a| wr::wave_reduce(c, a, Wr::Sub)),
    wave_reduce_builtin("__builtin_amdgcn_wave_reduce_min_i32", "llvm.amdgcn.wave.reduce.min", &[ElemTy::I32], |c, a| wr::wave_reduce(c, a, Wr::Min)),
    wave_reduce_builtin("__builtin_amdgcn_wave_reduce_min_i64", "llvm.amdgcn.wave.reduce.min", &[ElemTy::I64], |c, a| wr::wave_reduce(c, a, Wr::Min)),
    wave_reduce_builtin("__builtin_amdgcn_wave_reduce_min_u32", "llvm.amdgcn.wave.reduce.umin", &[ElemTy::U32], |c, a| wr::wave_reduce(c, a, Wr::UMin)),
    wave_reduce_builtin("__builtin_amdgcn_wave_reduce_min_u64", "llvm.amdgcn.wave.reduce.umin", &[ElemTy::U64], |c, a| wr::wave_reduce(c, a, Wr::UMin)),
    wave_reduce_builtin("__builtin_amdgcn_wave_reduce_max_i32", "llvm.amdgcn.wave.reduce.max", &[ElemTy::I32], |c, a| wr::wave_reduce(c, a, Wr::Max)),
    wave_reduce_builtin("__builtin_amdgcn_wave_reduce_max_i64", "llvm.amdgcn.wave.reduce.max", &[ElemTy::I64], |c, a| wr::wave_reduce(c, a, Wr::Max)),
    wave_reduce_builtin("__builtin_amdgcn_wave_reduce_max_u32", "llvm.amdgcn.wave.reduce.umax", &[ElemTy::U32], |c, a| wr::wave_reduce(c, a, Wr::UMax)),
    wave_reduce_builtin("__builtin_amdgcn_wave_reduce_max_u64", "llvm.amdgcn.wave.reduce.umax", &[ElemTy::U64], |c, a| wr::wave_reduce(c, a, Wr::UMax)),
    wave_reduce_builtin("__builtin_amdgcn_wave_reduce_and_b32", "llvm.amdgcn.wave.reduce.and", &[ElemTy::U32], |c, a| wr::wave_reduce(c, a, Wr::And)),
    wave_reduce_builtin("__builtin_amdgcn_wave_reduce_and_b64", "llvm.amdgcn.wave.reduce.and", &[ElemTy::U64], |c, a| wr::wave_reduce(c, a, Wr::And)),
    wave_reduce_builtin("__builtin_amdgcn_wave_reduce_or_b32", "llvm.amdgcn.wave.reduce.or", &[ElemTy::U32], |c, a| wr::wave_reduce(c, a, Wr::Or)),
    wave_reduce_builtin("__builtin_amdgcn_wave_reduce_or_b64", "llvm.amdgcn.wave.reduce.or", &[ElemTy::U64], |c, a| wr::wave_reduce(c, a, Wr::Or)),
    wave_reduce_builtin("__builtin_amdgcn_wave_reduce_xor_b32", "llvm.amdgcn.wave.reduce.xor", &[ElemTy::U32], |c, a| wr::wave_reduce(c, a, Wr::Xor)),
    wave_reduce_builtin("__builtin_amdgcn_wave_reduce_xor_b64", "llvm.amdgcn.wave.reduce.xor", &[ElemTy::U64], |c, a| wr::wave_reduce(c, a, Wr::Xor)),
    wave_reduce_builtin("__builtin_amdgcn_wave_reduce_fadd_f32", "llvm.amdgcn.wave.reduce.fadd", &[ElemTy::F32], |c, a| wf::wave_reduce_float(c, a, FOp::FAdd)),
    wave_reduce_builtin("__builtin_amdgcn_wave_reduce_fsub_f32", "llvm.amdgcn.wave.reduce.fsub", &[ElemTy::F32], |c, a| wf::wave_reduce_float(c, a, FOp::FSub)),
    wave_reduce_builtin("__builtin_amdgcn_wave_reduce_fmin_f32", "llvm.amdgcn.wave.reduce.fmin", &[ElemTy::F32], |c, a| wf::wave_reduce_float(c, a, FOp::FMin)),
    wave_reduce_builtin("__builtin_amdgcn_wave_reduce_fmax_f32", "llvm.amdgcn.wave.reduce.fmax", &[ElemTy::F32], |c, a| wf::wave_reduce_float(c, a, FOp::FMax)),
    // ---- wave reductions on f32: the intrinsics (.f32 only: llc-22 cannot select .f64) ------
    intrinsic("llvm.amdgcn.wave.reduce.fadd", GFX8, |c, a| wf::wave_reduce_float(c, a, FOp::FAdd), P0_1, AmdInsn::Sequence)
        .params(WAVE_REDUCE_PARAMS)
        .ret(Ret::One(Ty::T))
        .types(&[ElemTy::F32])
        .doc("f32 sum over the active lanes in ascending lane order from -0.0 (llc-22's loop for every strategy); v × popcount(exec) for a uniform v")
        .source(WAVE_REDUCE_FLOAT_SRC),
    intrinsic("llvm.amdgcn.wave.reduce.fsub", GFX8, |c, a| wf::wave_reduce_float(c, a, FOp::FSub), P0_1, AmdInsn::Sequence)
        .params(WAVE_REDUCE_PARAMS)
        .ret(Ret::One(Ty::T))
        .types(&[ElemTy::F32])
        .doc("+0.0 minus each active lane's value in ascending lane order (f32); (-v) × popcount(exec) for a uniform v")
        .source(WAVE_REDUCE_FLOAT_SRC),
    intrinsic("llvm.amdgcn.wave.reduce.fmin", GFX8, |c, a| wf::wave_reduce_float(c, a, FOp::FMin), P0_1, AmdInsn::Sequence)
        .params(WAVE_REDUCE_PARAMS)
        .ret(Ret::One(Ty::T))
        .types(&[ElemTy::F32])
        .doc("v_min_f32 folded over the active lanes from qNaN, ascending lane order")
        .source(WAVE_REDUCE_FLOAT_SRC),
    intrinsic("llvm.amdgcn.wave.reduce.fmax", GFX8, |c, a| wf::wave_reduce_float(c, a, FOp::FMax), P0_1, AmdInsn::Sequence)
        .params(WAVE_REDUCE_PARAMS)
        .ret(Ret::One(Ty::T))
        .types(&[ElemTy::F32])
        .doc("v_max_f32 folded over the active lanes from qNaN, ascending lane order")
        .source(WAVE_REDUCE_FLOAT_SRC),
    // ---- older and whole-quad intrinsics ------------------------------------------------------
    intrinsic("llvm.amdgcn.mov.dpp", Avail::amd(feat::DPP), dpp16::mov_dpp, P0_4, AmdInsn::Dpp16)
        .params(&[val("src", Ty::T), DPP_CTRL, cst("row_mask", I32), cst("bank_mask", I32), cst("bound_ctrl", BOOL)])
        .ret(Ret::One(Ty::T))
        .types(&[ElemTy::I32, ElemTy::I64])
        .doc("DPP16 move without `old` (the pre-update.dpp intrinsic); lanes not written are undefined")
        .source("LLVM IntrinsicsAMDGPU.td int_amdgcn_mov_dpp (deprecated for update.dpp); llc-22 output"),
    intrinsic("llvm.amdgcn.wqm", AMD, lane::identity, P0, AmdInsn::WholeWave(""))
        .params(&[val("src", Ty::T)])
        .ret(Ret::One(Ty::T))
        .types(ANY_LANE)
        .exec(Exec::EndsWholeQuad)
        .doc("end of a whole-quad-mode computation (identity)")
        .source(WWM_SRC),
    intrinsic("llvm.amdgcn.softwqm", AMD, lane::identity, P0, AmdInsn::WholeWave(""))
        .params(&[val("src", Ty::T)])
        .ret(Ret::One(Ty::T))
        .types(ANY_LANE)
        .exec(Exec::EndsWholeQuad)
        .doc("end of a computation that may run in whole-quad mode (identity)")
        .source(WWM_SRC),
    intrinsic("llvm.amdgcn.set.inactive.chain.arg", AMD, lane::set_inactive, P0_1, AmdInsn::WholeWave("v_cndmask_b32 (whole wave)"))
        .params(&[val("active", Ty::T), val("inactive", Ty::T)])
        .ret(Ret::One(Ty::T))
        .types(ANY_LANE)
        .exec(Exec::DefinesInactive)
        .doc("set.inactive for the arguments of an amdgpu_cs_chain function: active lanes get arg 0, inactive lanes arg 1")
        .source(WWM_SRC),
    intrinsic("llvm.amdgcn.wqm.vote", AMD, quad::wqm_vote, P0, AmdInsn::Sequence)
        .params(&[val("pred", BOOL)])
        .ret(Ret::One(BOOL))
        .doc("true in every lane of a quad where some active lane passed true (v_cmp + s_wqm)")
        .source("LLVM IntrinsicsAMDGPU.td int_amdgcn_wqm_vote; llc-22 output (s_wqm_b32/b64 of the ballot)"),
    intrinsic("llvm.amdgcn.wqm.demote", AMD, quad::demote, P0, AmdInsn::Sequence)
        .params(&[val("pred", BOOL)])
        .doc("pixel shaders: lanes with a false predicate become helper lanes; no value, and no lane xlane models changes")
        .source("LLVM IntrinsicsAMDGPU.td int_amdgcn_wqm_demote"),
    intrinsic("llvm.amdgcn.live.mask", AMD, quad::live_mask, &[], AmdInsn::Sequence)
        .ret(Ret::One(BOOL))
        .doc("true in each lane that is not a helper lane: every executing lane outside pixel shaders (reads exec)")
        .source("LLVM IntrinsicsAMDGPU.td int_amdgcn_live_mask; llc-22 output (s_mov exec, v_cndmask)"),
    intrinsic("llvm.amdgcn.ps.live", AMD, quad::live_mask, &[], AmdInsn::Sequence)
        .ret(Ret::One(BOOL))
        .doc("true in each lane that is not a helper lane: every executing lane outside pixel shaders (reads exec)")
        .source("LLVM IntrinsicsAMDGPU.td int_amdgcn_ps_live; llc-22 output (s_mov exec, v_cndmask)"),
    intrinsic("llvm.amdgcn.s.get.waveid.in.workgroup", Avail::amd(feat::GET_WAVEID_IN_WG), bl::wave_id, &[], AmdInsn::GetWaveIdInWorkgroup)
        .ret(Ret::One(U32))
        .doc("wave index in the workgroup (GFX10.1 only; no clang builtin)")
        .source("LLVM IntrinsicsAMDGPU.td int_amdgcn_s_get_waveid_in_workgroup; llc-22 output for gfx1010 (Cannot select on gfx1030+)"),
    intrinsic("llvm.amdgcn.wave.shuffle", GFX8.rule(wave_shuffle_selects), pl1250::wave_shuffle, P0_1, AmdInsn::WaveShuffle)
        .params(&[val("value", Ty::T), val("index", I32)])
        .ret(Ret::One(Ty::T))
        .types(B32)
        .doc("lane `index` of the wave (ds_bpermute of index × 4): 0 from an inactive source, half-waves on GFX10/11 wave64")
        .source("LLVM IntrinsicsAMDGPU.td int_amdgcn_wave_shuffle; llc-22 output (v_lshlrev_b32 2 + ds_bpermute_b32, GFX8–GFX12.5)"),
    // ---- GFX12.5 permutes (semantics open: every lane undefined, see permlane_gfx1250) ---------
    Builtin::row(
        "__builtin_amdgcn_permlane_bcast",
        Level::ClangBuiltin,
        GFX1250,
        pl1250::open_permlane,
        Lower::intrinsic("llvm.amdgcn.permlane.bcast", P0_2).insn("v_permlane_bcast_b32"),
    )
    .params(PERMLANE_SEL_PARAMS)
    .ret(Ret::One(U32))
    .doc(PERMLANE_1250_DOC)
    .source(PERMLANE_1250_SRC),
    Builtin::row("__builtin_amdgcn_permlane_up", Level::ClangBuiltin, GFX1250, pl1250::open_permlane, Lower::intrinsic("llvm.amdgcn.permlane.up", P0_2).insn("v_permlane_up_b32"))
        .params(PERMLANE_SEL_PARAMS)
        .ret(Ret::One(U32))
        .doc(PERMLANE_1250_DOC)
        .source(PERMLANE_1250_SRC),
    Builtin::row(
        "__builtin_amdgcn_permlane_down",
        Level::ClangBuiltin,
        GFX1250,
        pl1250::open_permlane,
        Lower::intrinsic("llvm.amdgcn.permlane.down", P0_2).insn("v_permlane_down_b32"),
    )
    .params(PERMLANE_SEL_PARAMS)
    .ret(Ret::One(U32))
    .doc(PERMLANE_1250_DOC)
    .source(PERMLANE_1250_SRC),
    Builtin::row(
        "__builtin_amdgcn_permlane_xor",
        Level::ClangBuiltin,
        GFX1250,
        pl1250::open_permlane,
        Lower::intrinsic("llvm.amdgcn.permlane.xor", P0_2).insn("v_permlane_xor_b32"),
    )
    .params(PERMLANE_SEL_PARAMS)
    .ret(Ret::One(U32))
    .doc(PERMLANE_1250_DOC)
    .source(PERMLANE_1250_SRC),
    Builtin::row(
        "__builtin_amdgcn_permlane_idx_gen",
        Level::ClangBuiltin,
        GFX1250,
        pl1250::open_permlane,
        Lower::intrinsic("llvm.amdgcn.permlane.idx.gen", P0_1).insn("v_permlane_idx_gen_b32"),
    )
    .params(&[val("src", U32), val("sel", U32)])
    .ret(Ret::One(U32))
    .doc(PERMLANE_1250_DOC)
    .source(PERMLANE_1250_SRC),
    intrinsic("llvm.amdgcn.permlane.bcast", GFX1250, pl1250::open_permlane, P0_2, AmdInsn::PermlaneSel("v_permlane_bcast_b32"))
        .params(PERMLANE_SEL_PARAMS)
        .ret(Ret::One(U32))
        .doc(PERMLANE_1250_DOC)
        .source(PERMLANE_1250_SRC),
    intrinsic("llvm.amdgcn.permlane.up", GFX1250, pl1250::open_permlane, P0_2, AmdInsn::PermlaneSel("v_permlane_up_b32"))
        .params(PERMLANE_SEL_PARAMS)
        .ret(Ret::One(U32))
        .doc(PERMLANE_1250_DOC)
        .source(PERMLANE_1250_SRC),
    intrinsic("llvm.amdgcn.permlane.down", GFX1250, pl1250::open_permlane, P0_2, AmdInsn::PermlaneSel("v_permlane_down_b32"))
        .params(PERMLANE_SEL_PARAMS)
        .ret(Ret::One(U32))
        .doc(PERMLANE_1250_DOC)
        .source(PERMLANE_1250_SRC),
    intrinsic("llvm.amdgcn.permlane.xor", GFX1250, pl1250::open_permlane, P0_2, AmdInsn::PermlaneSel("v_permlane_xor_b32"))
        .params(PERMLANE_SEL_PARAMS)
        .ret(Ret::One(U32))
        .doc(PERMLANE_1250_DOC)
        .source(PERMLANE_1250_SRC),
    intrinsic("llvm.amdgcn.permlane.idx.gen", GFX1250, pl1250::open_permlane, P0_1, AmdInsn::PermlaneSel("v_permlane_idx_gen_b32"))
        .params(&[val("src", U32), val("sel", U32)])
        .ret(Ret::One(U32))
        .doc(PERMLANE_1250_DOC)
        .source(PERMLANE_1250_SRC),
];
