//! AMD rows of the registry table: the clang builtins (`__builtin_amdgcn_*`), the HIP header
//! functions, and the LLVM intrinsics they lower to (plus the whole-wave-mode intrinsics the
//! kernel runner needs).
//!
//! Signatures, constant operands and features: clang `BuiltinsAMDGPU.def` (the `I` prefix
//! marks a constant; feature strings map to `target::feat`), checked against clang-22 by
//! `tests/amd_clang_availability.rs`. Intrinsic names, overloads and operand order: the IR
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
use crate::semantics::amd::wave_reduce::{self as wr, Op as Wr};
use crate::semantics::amd::{ballot as bl, compare as cmp, dpp16, regs, dpp8, hip, lane, permlane as pl, permute as pm, swizzle as sw};
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
const DPP_TYPES: &[ElemTy] = &[
    ElemTy::I32, ElemTy::U32, ElemTy::F32, ElemTy::I64, ElemTy::U64, ElemTy::F64, ElemTy::I16, ElemTy::U16, ElemTy::F16, ElemTy::BF16, ElemTy::I8,
    ElemTy::U8,
];
/// Types the overloaded lane intrinsics take (wider values are split into dwords by LLVM).
const ANY_LANE: &[ElemTy] = &[
    ElemTy::I32, ElemTy::I64, ElemTy::F32, ElemTy::F64, ElemTy::I16, ElemTy::F16, ElemTy::BF16, ElemTy::F16x2, ElemTy::BF16x2,
];
const B32: &[ElemTy] = &[ElemTy::I32, ElemTy::F32];
const MASKS: &[ElemTy] = &[ElemTy::I64, ElemTy::I32];

const fn val(name: &'static str, ty: Ty) -> Param {
    Param { name, ty, imm: false, legal: Legal::Any }
}
const fn cst(name: &'static str, ty: Ty) -> Param {
    Param { name, ty, imm: true, legal: Legal::Any }
}
const DPP_CTRL: Param = Param { name: "dpp_ctrl", ty: I32, imm: true, legal: Legal::Rule(dpp_ctrl_legal) };

/// DPP16 control legality by generation (codec::dpp::check: 0x144 nowhere, row_bcast and
/// wave_* on GFX8/9 only, 0x150–0x15F row_newbcast on gfx90a/942/950 or row_share on GFX10+,
/// row_xmask on GFX10+), with the backend's wording and the nearest legal control.
fn dpp_ctrl_legal(t: &Target, _wave: u32, v: u64) -> Result<()> {
    codec::dpp::check(t, u32::try_from(v).unwrap_or(u32::MAX)).map(|_| ())
}

const AMD: Avail = Avail::amd(Features::NONE);

/// A clang builtin row.
#[allow(clippy::too_many_arguments)]
const fn builtin(name: &'static str, params: &'static [Param], ret: Ret, types: &'static [ElemTy], avail: Avail, sem: SemFn, lower: Lower, doc: &'static str, source: &'static str) -> Builtin {
    Builtin { name, level: Level::ClangBuiltin, params, ret, types, avail, sem, lower, doc, source }
}
/// An LLVM intrinsic row; it lowers to itself.
#[allow(clippy::too_many_arguments)]
const fn intrinsic(name: &'static str, params: &'static [Param], ret: Ret, types: &'static [ElemTy], avail: Avail, sem: SemFn, operands: &'static [Operand], insn: &'static str, doc: &'static str, source: &'static str) -> Builtin {
    Builtin { name, level: Level::Intrinsic, params, ret, types, avail, sem, lower: Lower::intrinsic(name, operands).insn(insn), doc, source }
}
/// A HIP header function row, lowered by a named expansion.
#[allow(clippy::too_many_arguments)]
const fn hip_fn(name: &'static str, params: &'static [Param], ret: Ret, types: &'static [ElemTy], sem: SemFn, expansion: &'static str, doc: &'static str, source: &'static str) -> Builtin {
    Builtin { name, level: Level::Hip, params, ret, types, avail: AMD, sem, lower: Lower::expansion(expansion).insn("ds_bpermute_b32"), doc, source }
}

/// `llvm.amdgcn.wave.reduce.<op>.{i32,i64}(value, strategy)`: the integer forms
/// (clang-22 `__builtin_amdgcn_wave_reduce_<op>_{u32,i32,b32,u64,i64,b64}`). The float forms
/// (`fadd`, `fsub`, `fmin`, `fmax`) have no row: the order of a float sum is the backend's.
macro_rules! wave_reduce {
    ($op:literal, $sem:expr, $doc:literal) => {
        intrinsic(concat!("llvm.amdgcn.wave.reduce.", $op), WAVE_REDUCE_PARAMS, Ret::One(Ty::T), MASKS, AMD,
            |c, a| wr::wave_reduce(c, a, $sem), P0_1, "", $doc, WAVE_REDUCE_SRC)
    };
}
const WAVE_REDUCE_PARAMS: &[Param] = &[val("value", Ty::T), cst("strategy", I32)];
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
    builtin("__builtin_amdgcn_mov_dpp", &[val("src", Ty::T), DPP_CTRL, cst("row_mask", I32), cst("bank_mask", I32), cst("bound_ctrl", BOOL)],
        Ret::One(Ty::T), DPP_TYPES, Avail::amd(feat::DPP), dpp16::mov_dpp,
        Lower::intrinsic("llvm.amdgcn.update.dpp", &[Poison, P(0), P(1), P(2), P(3), P(4)]).insn("v_mov_b32_dpp"),
        "DPP16 move: each lane reads the lane the control picks; lanes not written are undefined (old is poison)", DPP_SRC),
    builtin("__builtin_amdgcn_update_dpp", DPP16_PARAMS, Ret::One(Ty::T), DPP_TYPES, Avail::amd(feat::DPP), dpp16::update_dpp,
        Lower::intrinsic("llvm.amdgcn.update.dpp", P0_5).insn("v_mov_b32_dpp"),
        "DPP16 move onto `old`: lanes not written (masked, or invalid source without bound_ctrl) keep `old`", DPP_SRC),
    builtin("__builtin_amdgcn_mov_dpp8", &[val("src", U32), cst("sel", U32)], Ret::One(U32), &[], Avail::amd(feat::GFX10_INSTS), dpp8::mov_dpp8,
        Lower::intrinsic("llvm.amdgcn.mov.dpp8", P0_1).insn("v_mov_b32_dpp (dpp8)"),
        "DPP8: lane i of each group of 8 reads the lane selector i names; an inactive source reads 0", "RDNA3 ISA §7.7.2; AMDGPUModifierSyntax dpp8"),
    // ---- LDS-free swizzles and permutes -------------------------------------------------------
    builtin("__builtin_amdgcn_ds_swizzle", &[val("src", I32), cst("pattern", I32)], Ret::One(I32), &[], AMD, sw::ds_swizzle,
        Lower::intrinsic("llvm.amdgcn.ds.swizzle", P0_1).insn("ds_swizzle_b32"),
        "swizzle within groups of 32 lanes (bitmask, quad-perm, rotate, FFT); an inactive source reads 0", "RDNA3/RDNA3.5 ISA DS_SWIZZLE_B32; SIDefines.h Swizzle"),
    builtin("__builtin_amdgcn_ds_permute", PERMUTE_PARAMS, Ret::One(I32), &[], AMD, pm::ds_permute,
        Lower::intrinsic("llvm.amdgcn.ds.permute", P0_1).insn("ds_permute_b32"),
        "push: each active lane writes its value to lane addr/4; unwritten lanes get 0", PERMUTE_SRC),
    builtin("__builtin_amdgcn_ds_bpermute", PERMUTE_PARAMS, Ret::One(I32), &[], AMD, pm::ds_bpermute,
        Lower::intrinsic("llvm.amdgcn.ds.bpermute", P0_1).insn("ds_bpermute_b32"),
        "pull: each lane reads lane addr/4 (mod wave); an inactive source reads 0", PERMUTE_SRC),
    builtin("__builtin_amdgcn_ds_bpermute_fi_b32", PERMUTE_PARAMS, Ret::One(I32), &[], Avail::amd(feat::BPERMUTE_FI), pm::ds_bpermute_fi,
        Lower::intrinsic("llvm.amdgcn.ds.bpermute.fi.b32", P0_1).insn("ds_bpermute_fi_b32"),
        "pull that also reads inactive source lanes", "RDNA4 ISA DS_BPERMUTE_FI_B32"),
    // ---- permlanes -------------------------------------------------------------------------
    builtin("__builtin_amdgcn_permlane16", PERMLANE16_PARAMS, Ret::One(U32), &[], Avail::amd(feat::GFX10_INSTS), pl::permlane16,
        Lower::intrinsic("llvm.amdgcn.permlane16", P0_5).insn("v_permlane16_b32"),
        "lane i of every row of 16 reads the position nibble i of {lanesel_hi,lanesel_lo} names", PERMLANE_SRC),
    builtin("__builtin_amdgcn_permlanex16", PERMLANE16_PARAMS, Ret::One(U32), &[], Avail::amd(feat::GFX10_INSTS), pl::permlanex16,
        Lower::intrinsic("llvm.amdgcn.permlanex16", P0_5).insn("v_permlanex16_b32"),
        "like permlane16, reading the other row of each 32-lane pair", PERMLANE_SRC),
    builtin("__builtin_amdgcn_permlane64", &[val("src", U32)], Ret::One(U32), &[], Avail::amd(feat::GFX11_INSTS), pl::permlane64,
        Lower::intrinsic("llvm.amdgcn.permlane64", P0).insn("v_permlane64_b32"),
        "swap the 32-lane halves of a wave64 (reads inactive lanes); undefined in wave32 (a NOP)", "RDNA3.5 ISA V_PERMLANE64_B32; RDNA4 ISA §7.9"),
    builtin("__builtin_amdgcn_permlane16_var", PERMLANE_VAR_PARAMS, Ret::One(U32), &[], Avail::amd(feat::GFX12_INSTS), pl::permlane16_var,
        Lower::intrinsic("llvm.amdgcn.permlane16.var", P0_4).insn("v_permlane16_var_b32"),
        "permlane16 with a per-lane selector", "RDNA4 ISA §7.9 V_PERMLANE16_VAR_B32"),
    builtin("__builtin_amdgcn_permlanex16_var", PERMLANE_VAR_PARAMS, Ret::One(U32), &[], Avail::amd(feat::GFX12_INSTS), pl::permlanex16_var,
        Lower::intrinsic("llvm.amdgcn.permlanex16.var", P0_4).insn("v_permlanex16_var_b32"),
        "permlanex16 with a per-lane selector", "RDNA4 ISA §7.9 V_PERMLANEX16_VAR_B32"),
    builtin("__builtin_amdgcn_permlane16_swap", SWAP_PARAMS, Ret::Pair(U32), &[], Avail::amd(feat::PERMLANE16_SWAP), pl::permlane16_swap,
        Lower::intrinsic("llvm.amdgcn.permlane16.swap", P0_3).insn("v_permlane16_swap_b32"),
        "swap odd rows of arg 0 with even rows of arg 1; returns {new arg 0, new arg 1}", SWAP_SRC),
    builtin("__builtin_amdgcn_permlane32_swap", SWAP_PARAMS, Ret::Pair(U32), &[], Avail::amd(feat::PERMLANE32_SWAP), pl::permlane32_swap,
        Lower::intrinsic("llvm.amdgcn.permlane32.swap", P0_3).insn("v_permlane32_swap_b32"),
        "swap the upper half of arg 0 with the lower half of arg 1; returns {new arg 0, new arg 1}", SWAP_SRC),
    // ---- lane access ---------------------------------------------------------------------------
    builtin("__builtin_amdgcn_readfirstlane", &[val("src", I32)], Ret::One(I32), &[], AMD, lane::readfirstlane,
        Lower::intrinsic("llvm.amdgcn.readfirstlane", P0).insn("v_readfirstlane_b32"),
        "the value of the lowest active lane (lane 0 when none is active)", LANE_SRC),
    builtin("__builtin_amdgcn_readlane", &[val("src", I32), val("lane", I32)], Ret::One(I32), &[], AMD, lane::readlane,
        Lower::intrinsic("llvm.amdgcn.readlane", P0_1).insn("v_readlane_b32"),
        "the value of lane `lane mod W`, active or not", LANE_SRC),
    // ---- ballots and counts ----------------------------------------------------------------------
    builtin("__builtin_amdgcn_ballot_w32", &[val("pred", BOOL)], Ret::One(U32), &[], AMD.wave(32), bl::ballot_w32,
        Lower::intrinsic("llvm.amdgcn.ballot", P0).insn("v_cmp_ne_u32_e64"),
        "32-bit mask of active lanes whose predicate is true (wave32 only)", BALLOT_SRC),
    builtin("__builtin_amdgcn_ballot_w64", &[val("pred", BOOL)], Ret::One(U64), &[], AMD, bl::ballot_w64,
        Lower::intrinsic("llvm.amdgcn.ballot", P0).insn("v_cmp_ne_u32_e64"),
        "64-bit mask of active lanes whose predicate is true (zero-extended in wave32)", BALLOT_SRC),
    builtin("__builtin_amdgcn_inverse_ballot_w32", &[val("mask", U32)], Ret::One(BOOL), &[], AMD.wave(32), bl::inverse_ballot,
        Lower::intrinsic("llvm.amdgcn.inverse.ballot", P0).insn("s_mov_b32 vcc_lo"),
        "lane n gets bit n of the mask (wave32 only)", BALLOT_SRC),
    builtin("__builtin_amdgcn_inverse_ballot_w64", &[val("mask", U64)], Ret::One(BOOL), &[], AMD.wave(64), bl::inverse_ballot,
        Lower::intrinsic("llvm.amdgcn.inverse.ballot", P0).insn("s_mov_b64 vcc"),
        "lane n gets bit n of the mask (wave64 only)", BALLOT_SRC),
    builtin("__builtin_amdgcn_mbcnt_lo", MBCNT_PARAMS, Ret::One(U32), &[], AMD, bl::mbcnt_lo,
        Lower::intrinsic("llvm.amdgcn.mbcnt.lo", P0_1).insn("v_mbcnt_lo_u32_b32"),
        "base + number of mask bits below this lane among bits 0-31", MBCNT_SRC),
    builtin("__builtin_amdgcn_mbcnt_hi", MBCNT_PARAMS, Ret::One(U32), &[], AMD, bl::mbcnt_hi,
        Lower::intrinsic("llvm.amdgcn.mbcnt.hi", P0_1).insn("v_mbcnt_hi_u32_b32"),
        "base + number of mask bits below this lane among bits 32-63", MBCNT_SRC),
    builtin("__builtin_amdgcn_wave_barrier", &[], Ret::Void, &[], AMD, bl::wave_barrier,
        Lower::intrinsic("llvm.amdgcn.wave.barrier", &[]),
        "compiler scheduling barrier; emits no instruction", "clang-22/llc-22 output (`; wave barrier`)"),
    // ---- HIP header functions ------------------------------------------------------------------
    hip_fn("__shfl", SHFL_PARAMS, Ret::One(Ty::T), SCALARS, hip::shfl_idx, "hip_shfl",
        "read lane (src_lane mod width) of this lane's width-partition (ds_bpermute; inactive source reads 0)", HIP_SRC),
    hip_fn("__shfl_up", SHFL_DELTA_PARAMS, Ret::One(Ty::T), SCALARS, hip::shfl_up, "hip_shfl_up",
        "read lane self-delta within the partition, else keep own value", HIP_SRC),
    hip_fn("__shfl_down", SHFL_DELTA_PARAMS, Ret::One(Ty::T), SCALARS, hip::shfl_down, "hip_shfl_down",
        "read lane self+delta within the partition, else keep own value", HIP_SRC),
    hip_fn("__shfl_xor", SHFL_XOR_PARAMS, Ret::One(Ty::T), SCALARS, hip::shfl_xor, "hip_shfl_xor",
        "read lane self^lane_mask unless it is at or past the end of the partition", HIP_SRC),
    hip_fn("__shfl_sync", SHFL_SYNC_PARAMS, Ret::One(Ty::T), SCALARS, hip::shfl_sync, "hip_shfl_sync",
        "__shfl after checking the 64-bit member mask equals the executing lanes", HIP_SYNC_SRC),
    hip_fn("__shfl_up_sync", SHFL_DELTA_SYNC_PARAMS, Ret::One(Ty::T), SCALARS, hip::shfl_up_sync, "hip_shfl_up_sync",
        "__shfl_up with a 64-bit member mask", HIP_SYNC_SRC),
    hip_fn("__shfl_down_sync", SHFL_DELTA_SYNC_PARAMS, Ret::One(Ty::T), SCALARS, hip::shfl_down_sync, "hip_shfl_down_sync",
        "__shfl_down with a 64-bit member mask", HIP_SYNC_SRC),
    hip_fn("__shfl_xor_sync", SHFL_XOR_SYNC_PARAMS, Ret::One(Ty::T), SCALARS, hip::shfl_xor_sync, "hip_shfl_xor_sync",
        "__shfl_xor with a 64-bit member mask", HIP_SYNC_SRC),
    Builtin { lower: Lower::expansion("hip_ballot").insn("v_cmp_ne_u32_e64"), ..hip_fn("__ballot", &[val("pred", I32)], Ret::One(U64), &[], hip::ballot, "",
        "64-bit mask of active lanes with a nonzero predicate", HIP_SRC) },
    Builtin { lower: Lower::expansion("hip_any").insn("v_cmp_ne_u32_e64"), ..hip_fn("__any", &[val("pred", I32)], Ret::One(I32), &[], hip::any, "",
        "1 if any active lane's predicate is nonzero", "ROCm-Device-Libs ockl/src/wfaas.cl __ockl_wfany_i32") },
    Builtin { lower: Lower::expansion("hip_all").insn("v_cmp_ne_u32_e64"), ..hip_fn("__all", &[val("pred", I32)], Ret::One(I32), &[], hip::all, "",
        "1 if every active lane's predicate is nonzero", "ROCm-Device-Libs ockl/src/wfaas.cl __ockl_wfall_i32") },
    Builtin { lower: Lower::expansion("hip_activemask").insn(""), ..hip_fn("__activemask", &[], Ret::One(U64), &[], hip::activemask, "",
        "the mask of active lanes (EXEC)", HIP_SRC) },
    Builtin { lower: Lower::expansion("hip_lane_id").insn("v_mbcnt_lo_u32_b32"), ..hip_fn("__lane_id", &[], Ret::One(U32), &[], hip::lane_id, "",
        "this lane's index in the wave", HIP_SRC) },
    Builtin { lower: Lower::expansion("hip_ballot_sync").insn("v_cmp_ne_u32_e64"), ..hip_fn("__ballot_sync", &[val("mask", U64), val("pred", I32)], Ret::One(U64), &[], hip::ballot_sync, "",
        "__ballot(pred) & mask (64-bit mask)", HIP_SYNC_SRC) },
    Builtin { lower: Lower::expansion("hip_all_sync").insn("v_cmp_ne_u32_e64"), ..hip_fn("__all_sync", &[val("mask", U64), val("pred", I32)], Ret::One(I32), &[], hip::all_sync, "",
        "__ballot_sync(mask, pred) == mask", HIP_SYNC_SRC) },
    Builtin { lower: Lower::expansion("hip_any_sync").insn("v_cmp_ne_u32_e64"), ..hip_fn("__any_sync", &[val("mask", U64), val("pred", I32)], Ret::One(I32), &[], hip::any_sync, "",
        "__ballot_sync(mask, pred) != 0", HIP_SYNC_SRC) },
    // ---- LLVM intrinsics ---------------------------------------------------------------------
    intrinsic("llvm.amdgcn.update.dpp", DPP16_PARAMS, Ret::One(Ty::T), &[ElemTy::I32, ElemTy::I64, ElemTy::F32, ElemTy::F64], Avail::amd(feat::DPP), dpp16::update_dpp, P0_5, "v_mov_b32_dpp",
        "DPP16 move onto `old` (overloaded: .i32, .i64, …)", DPP_SRC),
    intrinsic("llvm.amdgcn.mov.dpp8", &[val("src", Ty::T), cst("sel", I32)], Ret::One(Ty::T), B32, Avail::amd(feat::GFX10_INSTS), dpp8::mov_dpp8, P0_1, "v_mov_b32_dpp (dpp8)",
        "DPP8 move (overloaded: .i32)", "RDNA3 ISA §7.7.2"),
    intrinsic("llvm.amdgcn.ds.swizzle", &[val("src", I32), cst("pattern", I32)], Ret::One(I32), &[], AMD, sw::ds_swizzle, P0_1, "ds_swizzle_b32",
        "ds_swizzle_b32 with a constant offset", "RDNA3/RDNA3.5 ISA DS_SWIZZLE_B32"),
    intrinsic("llvm.amdgcn.ds.permute", PERMUTE_PARAMS, Ret::One(I32), &[], AMD, pm::ds_permute, P0_1, "ds_permute_b32", "push permute", PERMUTE_SRC),
    intrinsic("llvm.amdgcn.ds.bpermute", PERMUTE_PARAMS, Ret::One(I32), &[], AMD, pm::ds_bpermute, P0_1, "ds_bpermute_b32", "pull permute", PERMUTE_SRC),
    intrinsic("llvm.amdgcn.ds.bpermute.fi.b32", PERMUTE_PARAMS, Ret::One(I32), &[], Avail::amd(feat::BPERMUTE_FI), pm::ds_bpermute_fi, P0_1, "ds_bpermute_fi_b32",
        "pull permute reading inactive lanes", "RDNA4 ISA DS_BPERMUTE_FI_B32"),
    intrinsic("llvm.amdgcn.permlane16", PERMLANE16_T_PARAMS, Ret::One(Ty::T), B32, Avail::amd(feat::GFX10_INSTS), pl::permlane16, P0_5, "v_permlane16_b32",
        "permlane16 (overloaded: .i32)", PERMLANE_SRC),
    intrinsic("llvm.amdgcn.permlanex16", PERMLANE16_T_PARAMS, Ret::One(Ty::T), B32, Avail::amd(feat::GFX10_INSTS), pl::permlanex16, P0_5, "v_permlanex16_b32",
        "permlanex16 (overloaded: .i32)", PERMLANE_SRC),
    intrinsic("llvm.amdgcn.permlane64", &[val("src", Ty::T)], Ret::One(Ty::T), B32, Avail::amd(feat::GFX11_INSTS), pl::permlane64, P0, "v_permlane64_b32",
        "permlane64 (overloaded: .i32)", "RDNA3.5 ISA V_PERMLANE64_B32"),
    intrinsic("llvm.amdgcn.permlane16.var", PERMLANE_VAR_PARAMS, Ret::One(U32), &[], Avail::amd(feat::GFX12_INSTS), pl::permlane16_var, P0_4, "v_permlane16_var_b32",
        "permlane16 with per-lane selectors", "RDNA4 ISA §7.9"),
    intrinsic("llvm.amdgcn.permlanex16.var", PERMLANE_VAR_PARAMS, Ret::One(U32), &[], Avail::amd(feat::GFX12_INSTS), pl::permlanex16_var, P0_4, "v_permlanex16_var_b32",
        "permlanex16 with per-lane selectors", "RDNA4 ISA §7.9"),
    intrinsic("llvm.amdgcn.permlane16.swap", SWAP_PARAMS, Ret::Pair(U32), &[], Avail::amd(feat::PERMLANE16_SWAP), pl::permlane16_swap, P0_3, "v_permlane16_swap_b32",
        "returns {i32, i32}: new vdst, new src0", SWAP_SRC),
    intrinsic("llvm.amdgcn.permlane32.swap", SWAP_PARAMS, Ret::Pair(U32), &[], Avail::amd(feat::PERMLANE32_SWAP), pl::permlane32_swap, P0_3, "v_permlane32_swap_b32",
        "returns {i32, i32}: new vdst, new src0", SWAP_SRC),
    intrinsic("llvm.amdgcn.readfirstlane", &[val("src", Ty::T)], Ret::One(Ty::T), ANY_LANE, AMD, lane::readfirstlane, P0, "v_readfirstlane_b32",
        "value of the first active lane (overloaded)", LANE_SRC),
    intrinsic("llvm.amdgcn.readlane", &[val("src", Ty::T), val("lane", I32)], Ret::One(Ty::T), ANY_LANE, AMD, lane::readlane, P0_1, "v_readlane_b32",
        "value of lane `lane mod W` (overloaded)", LANE_SRC),
    intrinsic("llvm.amdgcn.writelane", &[val("val", Ty::T), val("lane", I32), val("old", Ty::T)], Ret::One(Ty::T), ANY_LANE, AMD, lane::writelane, P0_2, "v_writelane_b32",
        "`val` in lane `lane mod W`, `old` elsewhere (no clang builtin, errata A9)", LANE_SRC),
    intrinsic("llvm.amdgcn.ballot", &[val("pred", BOOL)], Ret::One(Ty::T), MASKS, AMD, bl::ballot_intrinsic, P0, "v_cmp_ne_u32_e64",
        "mask of active lanes with a true predicate (.i32 / .i64 result)", BALLOT_SRC),
    intrinsic("llvm.amdgcn.inverse.ballot", &[val("mask", Ty::T)], Ret::One(BOOL), MASKS, AMD, bl::inverse_ballot, P0, "s_mov vcc",
        "lane n gets bit n of the mask (.i32 / .i64 operand)", BALLOT_SRC),
    intrinsic("llvm.amdgcn.mbcnt.lo", MBCNT_PARAMS, Ret::One(U32), &[], AMD, bl::mbcnt_lo, P0_1, "v_mbcnt_lo_u32_b32", "masked bit count, low half", MBCNT_SRC),
    intrinsic("llvm.amdgcn.mbcnt.hi", MBCNT_PARAMS, Ret::One(U32), &[], AMD, bl::mbcnt_hi, P0_1, "v_mbcnt_hi_u32_b32", "masked bit count, high half", MBCNT_SRC),
    intrinsic("llvm.amdgcn.wave.barrier", &[], Ret::Void, &[], AMD, bl::wave_barrier, &[], "", "scheduling barrier; no instruction", "clang-22/llc-22 output"),
    intrinsic("llvm.amdgcn.wave.id", &[], Ret::One(U32), &[], Avail::amd(feat::WAVE_ID), bl::wave_id, &[], "s_bfe_u32 (ttmp8[29:25])",
        "wave index in the workgroup (GFX12+; no clang builtin, errata A9)", "llc-22 output for gfx1200"),
    intrinsic("llvm.amdgcn.set.inactive", &[val("active", Ty::T), val("inactive", Ty::T)], Ret::One(Ty::T), ANY_LANE, AMD, lane::set_inactive, P0_1, "v_cndmask_b32 (whole wave)",
        "active lanes get arg 0, inactive lanes arg 1", WWM_SRC),
    intrinsic("llvm.amdgcn.strict.wwm", &[val("src", Ty::T)], Ret::One(Ty::T), ANY_LANE, AMD, lane::identity, P0, "", "end of a strict whole-wave-mode computation (identity)", WWM_SRC),
    intrinsic("llvm.amdgcn.wwm", &[val("src", Ty::T)], Ret::One(Ty::T), ANY_LANE, AMD, lane::identity, P0, "", "end of a whole-wave-mode computation (identity)", WWM_SRC),
    intrinsic("llvm.amdgcn.strict.wqm", &[val("src", Ty::T)], Ret::One(Ty::T), ANY_LANE, AMD, lane::identity, P0, "", "end of a strict whole-quad-mode computation (identity)", WWM_SRC),
    // ---- wave compares and named registers ------------------------------------------------------
    // `llvm.amdgcn.icmp.<result>.<operand>` has two overload suffixes; the result width is part
    // of the row name (`llvm.amdgcn.icmp.i64`) and the operand type is `T`, so the intrinsic
    // clang-22 emits for `__builtin_amdgcn_uicmp` (`llvm.amdgcn.icmp.i64.i32`) finds its row.
    intrinsic("llvm.amdgcn.icmp.i64", ICMP_PARAMS, Ret::One(U64), ICMP_TYPES, AMD, cmp::icmp_i64, P0_2, "v_cmp_*_e64",
        "64-bit mask of active lanes where `src0 pred src1` (pred: LLVM ICmp 32..41; zero-extended in wave32)", CMP_SRC),
    intrinsic("llvm.amdgcn.icmp.i32", ICMP_PARAMS, Ret::One(U32), ICMP_TYPES, AMD, cmp::icmp_i32, P0_2, "v_cmp_*_e64",
        "32-bit mask of active lanes where `src0 pred src1` (lanes 0-31 in wave64)", CMP_SRC),
    intrinsic("llvm.amdgcn.fcmp.i64", ICMP_PARAMS, Ret::One(U64), FCMP_TYPES, AMD, cmp::fcmp_i64, P0_2, "v_cmp_*_e64",
        "64-bit mask of active lanes where `src0 pred src1` (pred: LLVM FCmp 0..15)", CMP_SRC),
    intrinsic("llvm.amdgcn.fcmp.i32", ICMP_PARAMS, Ret::One(U32), FCMP_TYPES, AMD, cmp::fcmp_i32, P0_2, "v_cmp_*_e64",
        "32-bit mask of active lanes where `src0 pred src1` (lanes 0-31 in wave64)", CMP_SRC),
    Builtin { lower: Lower::NONE, ..intrinsic("llvm.read_register", &[cst("reg", I32)], Ret::One(Ty::T), REG_TYPES, AMD, regs::read_register, P0, "",
        "read a named register (`exec`, `exec_lo`, `exec_hi`; `m0`/`flat_scratch` are undefined); `reg` is the metadata name's code", REG_SRC) },
    Builtin { lower: Lower::NONE, ..intrinsic("llvm.write_register", &[cst("reg", I32), val("value", Ty::T)], Ret::Void, REG_TYPES, AMD, regs::write_register, P0_1, "",
        "write a named register (`m0`/`flat_scratch`: no effect; `exec*`: refused)", REG_SRC) },
    wave_reduce!("umin", Wr::UMin, "s_min_u32 over the active lanes"),
    wave_reduce!("umax", Wr::UMax, "s_max_u32 over the active lanes"),
    wave_reduce!("min", Wr::Min, "s_min_i32 over the active lanes"),
    wave_reduce!("max", Wr::Max, "s_max_i32 over the active lanes"),
    wave_reduce!("add", Wr::Add, "sum over the active lanes, modulo 2^N"),
    wave_reduce!("sub", Wr::Sub, "0 minus the sum over the active lanes, modulo 2^N"),
    wave_reduce!("and", Wr::And, "bitwise and over the active lanes"),
    wave_reduce!("or", Wr::Or, "bitwise or over the active lanes"),
    wave_reduce!("xor", Wr::Xor, "bitwise xor over the active lanes"),
];
