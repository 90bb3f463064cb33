//! Regressions for what the random parity driver (`tests/parity/fuzz.rs`) found, with the
//! expectations taken from clang-22/llc-22 output (the command in each comment) or from the
//! header formula itself, so these run without the compilers.

use xlane_core::callexpr::parse;
use xlane_core::target::lookup;
use xlane_core::value::ElemTy;
use xlane_lower::{lower, Emit};

fn emit(call: &str, t: &str, wave: Option<u32>, ty: Option<ElemTy>, e: Emit) -> String {
    lower(&parse(call).unwrap(), lookup(t).unwrap(), wave, ty).and_then(|l| l.emit(e)).unwrap_or_else(|d| d.to_string())
}

#[test]
fn hip_shuffles_follow_their_own_formula() {
    // amd_warp_functions.h: __shfl_up: index = self - delta, kept when below the segment start;
    // __shfl_down: (self & (w-1)) + delta >= w keeps self; __shfl: (src & (w-1)) + (self & ~(w-1)).
    let up = emit("__shfl_up(v, d, 16)", "gfx1030", None, None, Emit::Llvm);
    assert!(up.contains("sub i32 %0, %d") && up.contains("icmp slt") && !up.contains("xor"), "{up}");
    // clang-22 -O1 folds `end >= w ? self : self + d` into `self + (end < w ? d : 0)`.
    let down = emit("__shfl_down(v, d, 16)", "gfx1030", None, None, Emit::Llvm);
    assert!(down.contains("add i32 %1, %d") && down.contains("icmp slt i32 %2, 16") && down.contains("select i1 %3, i32 %d, i32 0") && !down.contains("xor"), "{down}");
    // clang-22 -O1 (`int f(int v, int l) { return shfl(v, l, 16); }` on the header): the two
    // masks share no bit (`or disjoint`), and `<< 2` demands only 30 bits of `self & -16`.
    let idx = emit("__shfl(v, l, 16)", "gfx1030", None, None, Emit::Llvm);
    assert!(idx.contains("and i32 %l, 15") && idx.contains("and i32 %0, 1073741808") && idx.contains("or disjoint") && !idx.contains("select"), "{idx}");
}

#[test]
fn constant_lanes_fold_like_instcombine() {
    // opt-22 -O1: readlane's constant lane wraps at the wave size.
    let ir = emit("llvm.amdgcn.readlane(v, -1)", "gfx90a", None, Some(ElemTy::F32), Emit::Llvm);
    assert!(ir.contains("@llvm.amdgcn.readlane.f32(float %v, i32 63)"), "{ir}");
    let ir = emit("llvm.amdgcn.writelane(v, 33, o)", "gfx1030", None, Some(ElemTy::I32), Emit::Llvm);
    assert!(ir.contains("i32 1, i32 %o"), "{ir}");
    // clang-22 -O1 on the header: width 0 reads lane `src` directly, as the value's own type.
    let ir = emit("__shfl(v, 5, 0)", "gfx1030", None, Some(ElemTy::F32), Emit::Llvm);
    assert!(ir.contains("@llvm.amdgcn.readlane.f32(float %v, i32 5)") && !ir.contains("mbcnt"), "{ir}");
    let ir = emit("__shfl(v, 1, 0)", "gfx1150", Some(64), Some(ElemTy::F64), Emit::Llvm);
    assert_eq!(ir.matches("@llvm.amdgcn.readlane.i64(i64 %").count(), 2, "{ir}");
}

#[test]
fn truth_constants_are_nonzero_tests() {
    // C: an int converted to bool is `!= 0`; 0x5e has a clear low bit.
    let ir = emit("__ballot(0x5e)", "gfx90a", None, None, Emit::Llvm);
    assert!(ir.contains("ballot.i64(i1 true)"), "{ir}");
    // clang-22 -O1: `__all_sync(-1, p)` in wave32 can never see its high lanes: 0.
    let ir = emit("__all_sync(-1, p)", "gfx1100", None, None, Emit::Llvm);
    assert!(!ir.contains("ballot"), "{ir}");
    let ir = emit("__ballot_sync(0, p)", "gfx1100", None, None, Emit::Llvm);
    assert!(!ir.contains("ballot"), "{ir}");
}

#[test]
fn vop3_constants_as_llc_places_them() {
    // clang-22 -mcpu=gfx90a -O1 -S: GFX9 VOP3 has no literal.
    let a = emit("__builtin_amdgcn_mbcnt_hi(m, 0x60)", "gfx90a", None, None, Emit::Asm);
    assert!(a.contains("s_movk_i32 s0, 0x60") && a.contains("v_mbcnt_hi_u32_b32 v0, v1, s0"), "{a}");
    let a = emit("__builtin_amdgcn_mbcnt_hi(-1, 0x12345)", "gfx90a", None, None, Emit::Asm);
    assert!(a.contains("v_mov_b32_e32") && a.contains("0x12345"), "{a}");
    // GFX10+: one literal in place.
    let a = emit("__builtin_amdgcn_permlane16(o, v, 0x535bd921, h, true, false)", "gfx1031", None, None, Emit::Asm);
    assert!(!a.contains("s_mov") && a.contains("0x535bd921"), "{a}");
}

#[test]
fn shfl_offsets_as_llc_folds_them() {
    // clang-22 -mcpu=gfx1100 -O1 -S on the header.
    let a = emit("__shfl(v, 0x21, 0x30)", "gfx1100", None, None, Emit::Asm);
    assert!(a.contains("offset:132"), "{a}");
    let a = emit("__shfl(v, 0x1f, 0x30)", "gfx1100", None, None, Emit::Asm);
    assert!(!a.contains("offset"), "{a}");
    let a = emit("__shfl(v, 0xf, 0x20)", "gfx1100", None, None, Emit::Asm);
    assert!(a.contains("offset:60") && !a.contains("mbcnt"), "{a}");
}

#[test]
fn float_redux_has_ptx() {
    // llc-22 -mcpu=sm_100f -mattr=+ptx88: redux.sync.max.abs.NaN.f32
    let p = emit("llvm.nvvm.redux.sync.fmax.abs.NaN(v, m)", "sm_100a", None, None, Emit::Ptx);
    assert!(p.contains("redux.sync.max.abs.NaN.f32"), "{p}");
}

#[test]
fn narrow_dpp_values() {
    // clang-22 -O1 -emit-llvm: `short`/`_Float16` DPP moves are `update.dpp.i32` on the bits.
    let ir = emit("__builtin_amdgcn_update_dpp(old, v, 0x111, 0xf, 0xf, false)", "gfx90a", None, Some(ElemTy::F16), Emit::Llvm);
    assert!(ir.contains("@llvm.amdgcn.update.dpp.i32(i32 %"), "{ir}");
    // clang-22 -mcpu=gfx1100 -O1 -S: the DPP combiner merges into the sign extension (L5).
    let a = emit("__builtin_amdgcn_mov_dpp(v, 0x111, 0xf, 0xf, true)", "gfx1100", None, Some(ElemTy::I16), Emit::Asm);
    assert!(a.trim().starts_with("v_bfe_i32_e64_dpp v0, v1, 0, 16 row_shr:1"), "{a}");
    let a = emit("__builtin_amdgcn_mov_dpp(v, 0x111, 0xf, 0xf, true)", "gfx1030", None, Some(ElemTy::I16), Emit::Asm);
    assert!(a.trim().starts_with("v_mov_b32_dpp"), "{a}");
    let a = emit("__builtin_amdgcn_mov_dpp(v, 0x111, 0xf, 0xf, false)", "gfx1100", None, Some(ElemTy::I16), Emit::Asm);
    assert!(a.trim().starts_with("v_mov_b32_dpp"), "{a}");
}
