//! The brief's examples, with expectations copied from clang-22/llc-22 output (recorded with
//! the commands in each comment), so these run without the compilers.

use xlane_core::callexpr::parse;
use xlane_core::target::lookup;
use xlane_core::value::ElemTy;
use xlane_core::DiagKind;
use xlane_lower::{lower, Emit};

fn emit(call: &str, t: &str, wave: Option<u32>, ty: Option<ElemTy>, e: Emit) -> String {
    lower(&parse(call).unwrap(), lookup(t).unwrap(), wave, ty).and_then(|l| l.emit(e)).unwrap_or_else(|d| d.to_string())
}

#[test]
fn update_dpp_ir_and_asm() {
    // clang-22 --target=amdgcn-amd-amdhsa -mcpu=gfx942 -O1 -S -emit-llvm
    let ir = emit("__builtin_amdgcn_update_dpp(old, v, 0x111, 0xf, 0xf, false)", "gfx942", None, None, Emit::Llvm);
    assert!(ir.contains("call i32 @llvm.amdgcn.update.dpp.i32(i32 %old, i32 %v, i32 273, i32 15, i32 15, i1 false)"), "{ir}");
    assert!(ir.contains("declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg)"), "{ir}");
    // bound_ctrl with full masks: InstCombine drops `old`.
    let ir = emit("__builtin_amdgcn_update_dpp(old, v, 0x111, 0xf, 0xf, true)", "gfx942", None, None, Emit::Llvm);
    assert!(ir.contains("(i32 poison, i32 %v, i32 273, i32 15, i32 15, i1 true)"), "{ir}");
    let asm = emit("__builtin_amdgcn_update_dpp(old, v, 0x111, 0xf, 0xf, true)", "gfx942", None, None, Emit::Asm);
    assert_eq!(asm.trim(), "v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1");
}

#[test]
fn dpp_64_bit_selection_by_generation() {
    // gfx942: v_mov_b64_dpp for row_newbcast; gfx90a: two halves; row_shl on gfx942: halves.
    let a = emit("__builtin_amdgcn_update_dpp(old, v, 0x152, 0xf, 0xf, true)", "gfx942", None, Some(ElemTy::F64), Emit::Asm);
    assert_eq!(a.trim(), "v_mov_b64_dpp v[0:1], v[2:3] row_newbcast:2 row_mask:0xf bank_mask:0xf bound_ctrl:1");
    let b = emit("__builtin_amdgcn_update_dpp(old, v, 0x152, 0xf, 0xf, true)", "gfx90a", None, Some(ElemTy::F64), Emit::Asm);
    assert_eq!(b.lines().filter(|l| l.contains("v_mov_b32_dpp") && l.contains("row_newbcast:2")).count(), 2, "{b}");
    let c = emit("__builtin_amdgcn_update_dpp(old, v, 0x101, 0xf, 0xf, false)", "gfx942", None, Some(ElemTy::I64), Emit::Asm);
    assert_eq!(c.lines().filter(|l| l.contains("v_mov_b32_dpp") && l.contains("row_shl:1")).count(), 2, "{c}");
    // double through the integer intrinsic, as CGBuiltin does.
    let ir = emit("__builtin_amdgcn_update_dpp(old, v, 0x1b, 0xf, 0xf, false)", "gfx1100", None, Some(ElemTy::F64), Emit::Llvm);
    assert!(ir.contains("bitcast double %old to i64") && ir.contains("@llvm.amdgcn.update.dpp.i64(i64 %0, i64 %1, i32 27"), "{ir}");
}

#[test]
fn swizzle_and_permlane_modifiers() {
    assert_eq!(emit("__builtin_amdgcn_ds_swizzle(v, 0x41f)", "gfx908", None, None, Emit::Asm).trim(), "ds_swizzle_b32 v0, v1 offset:swizzle(SWAP,1)");
    assert_eq!(emit("__builtin_amdgcn_ds_swizzle(v, 0xc060)", "gfx1100", None, None, Emit::Asm).trim(), "ds_swizzle_b32 v0, v1 offset:swizzle(ROTATE,0,3)");
    assert_eq!(emit("__builtin_amdgcn_permlanex16(old, v, lo, hi, true, false)", "gfx1100", None, None, Emit::Asm).trim(), "v_permlanex16_b32 v0, v1, s0, s1 op_sel:[1,0]");
    // Two constant selectors: GFX11 VOP3 takes one literal, the other goes through an SGPR.
    let a = emit("__builtin_amdgcn_permlane16(old, v, 0x76543210, 0xfedcba98, true, true)", "gfx1100", None, None, Emit::Asm);
    assert_eq!(a.trim(), "s_mov_b32 s0, 0x76543210\n  v_permlane16_b32 v0, v1, s0, 0xfedcba98 op_sel:[1,1]");
}

#[test]
fn ptx_shuffles_with_c_operand_and_version() {
    // clang-22 with __clang_cuda_intrinsics.h: width 8 xor → c = ((32-8)<<8)|0x1f = 6175.
    let ir = emit("__shfl_xor_sync(-1, v, 16, 8)", "sm_90", None, Some(ElemTy::I32), Emit::Llvm);
    assert!(ir.contains("call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 16, i32 6175)"), "{ir}");
    let p = emit("__shfl_xor_sync(0xffffffff, v, 1, 32)", "sm_90", None, None, Emit::Ptx);
    assert!(p.starts_with(".version 7.8\n.target sm_90"), "{p}");
    assert!(p.contains("shfl.sync.bfly.b32 %r1, %r2, 1, 31, -1;"), "{p}");
    // 64-bit: two shuffles, low word first; up has no | 0x1f.
    let ir = emit("__shfl_up_sync(m, v, 1, 16)", "sm_80", None, Some(ElemTy::F64), Emit::Llvm);
    assert_eq!(ir.matches("@llvm.nvvm.shfl.sync.up.i32(i32 %m, i32 %").count(), 2, "{ir}");
    assert!(ir.contains("i32 1, i32 4096)"), "{ir}");
    // redux.sync needs PTX 7.0; activemask 6.2 (sm_70's minimum is 6.0).
    assert!(emit("__reduce_add_sync(m, v)", "sm_80", None, None, Emit::Ptx).contains(".version 7.0"));
    assert!(emit("__activemask()", "sm_70", None, None, Emit::Ptx).contains(".version 6.2"));
}

#[test]
fn hip_shuffle_goes_through_bpermute() {
    let ir = emit("__shfl(v, 3, 32)", "gfx1100", Some(64), None, Emit::Llvm);
    let calls: Vec<&str> = ir.lines().filter(|l| l.contains("call ")).collect();
    assert_eq!(calls.len(), 3, "{ir}");
    assert!(calls[0].contains("@llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)") && calls[1].contains("@llvm.amdgcn.mbcnt.hi(i32 -1, i32 %0)"), "{ir}");
    assert!(calls[2].contains("@llvm.amdgcn.ds.bpermute(i32 %"), "{ir}");
    // wave32: __lane_id is mbcnt_lo alone.
    let ir = emit("__shfl(v, 3, 32)", "gfx1100", Some(32), None, Emit::Llvm);
    assert!(!ir.contains("mbcnt.hi"), "{ir}");
}

#[test]
fn same_diagnostics_as_everywhere() {
    let d = lower(&parse("__builtin_amdgcn_update_dpp(old, v, 0x142, 0xf, 0xf, false)").unwrap(), lookup("gfx1100").unwrap(), None, None).unwrap_err();
    assert_eq!(d.kind, DiagKind::IllegalValue, "{d}");
    let d = lower(&parse("__builtin_amdgcn_permlane64(v)").unwrap(), lookup("gfx942").unwrap(), None, None).unwrap_err();
    assert_eq!(d.kind, DiagKind::Unavailable, "{d}");
    let d = lower(&parse("__builtin_amdgcn_update_dpp(old, v, ctrl, 0xf, 0xf, false)").unwrap(), lookup("gfx942").unwrap(), None, None).unwrap_err();
    assert_eq!(d.kind, DiagKind::NotConstant, "{d}");
    let d = lower(&parse("__builtin_amdgcn_readlane(v)").unwrap(), lookup("gfx942").unwrap(), None, None).unwrap_err();
    assert_eq!(d.kind, DiagKind::Arity, "{d}");
    // asm for an NVIDIA target, PTX for an AMD one.
    let l = lower(&parse("__nvvm_activemask()").unwrap(), lookup("sm_90").unwrap(), None, None).unwrap();
    assert_eq!(l.asm().unwrap_err().kind, DiagKind::Unsupported);
}
