//! IR as LLVM 24 writes it (Triton 3.9's LLVM): the new float literals (`f0x…` bits in the
//! constant's own format, `+nan(0x3F)`, `-inf`, C99 `0x1.8p3`, decimals of every float type)
//! and `llvm.nvvm.div.full`, which Triton emits for an f32 `/` on sm_90. Expected bits are the
//! IEEE encodings worked by hand (the hex literals' own bits, f32 1.5·2^3 = 0x41400000).
use crate::common::*;

const NV: &str = r#"target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.nvvm.div.full(float, float)
"#;

#[test]
fn llvm24_float_literals_and_div_full() {
    // no triple: LLVM 24 NVIDIA modules from Triton have none
    let ir = format!(
        r#"{NV}
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %h) {{
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %is0 = icmp eq i32 %t, 0
  %a = select i1 %is0, float f0x3FB8AA3B, float -inf
  %b = fmul float %a, 0x1.8p3
  %c = select i1 %is0, float %b, float 0.1
  %d = call float @llvm.nvvm.div.full(float 1.0, float 4.0)
  %p = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %c, ptr addrspace(1) %p, align 4
  %q = getelementptr float, ptr addrspace(1) %out, i32 2
  store float %d, ptr addrspace(1) %q, align 4
  %n = select i1 %is0, bfloat +nan(0x3F), bfloat -qnan
  %hp = getelementptr bfloat, ptr addrspace(1) %h, i32 %t
  store bfloat %n, ptr addrspace(1) %hp, align 2
  %e = select i1 %is0, half f0x3C00, half +snan(0x1)
  %t2 = add i32 %t, 2
  %ep = getelementptr half, ptr addrspace(1) %h, i32 %t2
  store half %e, ptr addrspace(1) %ep, align 2
  ret void
}}
"#
    );
    let o = run_ir("llvm24", &ir, r#""target": "sm_90", "kernel": "k", "block": [2], "args": [{"buffer": "u32", "len": 3, "fill": 0}, {"buffer": "u32", "len": 2, "fill": 0}]"#);
    ok(&o);
    let out = u32s(&o, 0);
    // lane 0: log2(e) (0x3FB8AA3B) times 12, rounded to nearest; lane 1: 0.1f
    assert_eq!(out[0], (f32::from_bits(0x3fb8_aa3b) * 12.0).to_bits());
    assert_eq!(out[1], 0.1f32.to_bits());
    // div.full: 1/4 is exact, so the model's value is 0.25 (and it is approximate)
    assert_eq!(out[2], 0.25f32.to_bits());
    let names = o.result.as_ref().unwrap().approx.names();
    assert!(names.contains("div.full.f32"), "{names}");
    let h: Vec<u16> = u32s(&o, 1).iter().flat_map(|w| [*w as u16, (*w >> 16) as u16]).collect();
    // bfloat +nan(0x3F) = 0x7fc0 | 0x3f, -qnan = 0xffc0; half f0x3C00 = 1.0, +snan(0x1) = 0x7c01
    assert_eq!(h, [0x7fff, 0xffc0, 0x3c00, 0x7c01]);
}

/// Triton's sm_90 modules keep libdevice's `__nvvm_reflect` calls (its NVPTX back end folds
/// them later): xlane answers as LLVM's NVVMReflect pass, from the module flags.
#[test]
fn nvvm_reflect_answers_from_the_module_flags() {
    let stores = store_words("%out", &[("i32", "%a"), ("i32", "%b"), ("i32", "%c"), ("i32", "%d")]);
    let ir = |flags: &str| {
        format!(
            r#"{NV}
@.ftz = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1
@.sqrt = private unnamed_addr constant [17 x i8] c"__CUDA_PREC_SQRT\00", align 1
@.arch = private unnamed_addr constant [12 x i8] c"__CUDA_ARCH\00", align 1
@.other = private unnamed_addr constant [6 x i8] c"__FOO\00", align 1
declare i32 @__nvvm_reflect(ptr)
define ptx_kernel void @k(ptr addrspace(1) %out) {{
  %a = call i32 @__nvvm_reflect(ptr @.ftz)
  %b = call i32 @__nvvm_reflect(ptr @.sqrt)
  %c = call i32 @__nvvm_reflect(ptr addrspacecast (ptr addrspace(0) @.arch to ptr))
  %d = call i32 @__nvvm_reflect(ptr @.other)
{stores}
  ret void
}}
{flags}"#
        )
    };
    let spec = r#""target": "sm_90", "kernel": "k", "block": [1], "args": [{"buffer": "u32", "len": 4, "fill": 7}]"#;
    let o = run_ir("reflect_ftz", &ir("!llvm.module.flags = !{!0}\n!0 = !{i32 4, !\"nvvm-reflect-ftz\", i32 1}\n"), spec);
    ok(&o);
    assert_eq!(u32s(&o, 0), vec![1, 0, 900, 0]);
    let o = run_ir("reflect_none", &ir(""), spec);
    ok(&o);
    assert_eq!(u32s(&o, 0), vec![0, 0, 900, 0]);
    let o = run_ir("reflect_sqrt", &ir("!llvm.module.flags = !{!0}\n!0 = !{i32 4, !\"nvvm-reflect-prec-sqrt\", i32 1}\n"), spec);
    ok(&o);
    assert_eq!(u32s(&o, 0), vec![0, 1, 900, 0]);
}

/// CUDA 12's `cuda_bf16.hpp` converts through inline PTX on sm_90: `cvt.f32.bf16` (exact
/// widening) and `cvt.rn.bf16.f32` (to nearest, ties to even; PTX ISA 9.7.9.21). bf16 1.5 is
/// 0x3FC0; the f32 0x3F808000 lies exactly between bf16 1.0 (0x3F80) and 0x3F81 (ties to the
/// even 0x3F80), 0x3F808001 just above it (0x3F81).
#[test]
fn inline_ptx_bf16_conversions() {
    let ir = format!(
        r#"{NV}
define ptx_kernel void @k(ptr addrspace(1) %out) {{
  %w = call float asm "cvt.f32.bf16 $0, $1;", "=f,h"(i16 16320)
  %wb = bitcast float %w to i32
  store i32 %wb, ptr addrspace(1) %out, align 4
  %n1 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float f0x3F808000)
  %n2 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float f0x3F808001)
  %z1 = zext i16 %n1 to i32
  %z2 = zext i16 %n2 to i32
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %z1, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr i32, ptr addrspace(1) %out, i32 2
  store i32 %z2, ptr addrspace(1) %p2, align 4
  ret void
}}
"#
    );
    let o = run_ir("bf16_cvt", &ir, r#""target": "sm_90", "kernel": "k", "block": [1], "args": [{"buffer": "u32", "len": 3, "fill": 7}]"#);
    ok(&o);
    assert_eq!(u32s(&o, 0), vec![0x3fc0_0000, 0x3f80, 0x3f81]);
}

/// `llvm.tanh` (Triton and MLIR's `math.tanh` lowering): llc-22 compiles it for NVPTX only
/// with `afn`, as `tanh.approx.f32` (a half through f32), so xlane runs that model and names
/// it; AMDGPU and f64 have no lowering ("no libcall available for ftanh"): refused where a
/// lane reaches the call. tanh(0) = 0 and tanh(±Inf) = ±1 are exact in any model.
#[test]
fn llvm_tanh_is_the_ptx_approximation_or_refused() {
    let body = |ty: &str, v: &str| {
        format!(
            r#"{NV}
declare {ty} @llvm.tanh.{s}({ty})
define ptx_kernel void @k(ptr addrspace(1) %out) {{
  %r = call afn {ty} @llvm.tanh.{s}({ty} {v})
  store {ty} %r, ptr addrspace(1) %out, align 4
  ret void
}}
"#,
            s = if ty == "float" {
                "f32"
            } else if ty == "half" {
                "f16"
            } else {
                "f64"
            }
        )
    };
    let o = run_ir("tanh_f32", &body("float", "-inf"), r#""target": "sm_90", "kernel": "k", "block": [1], "args": [{"buffer": "u32", "len": 1, "fill": 7}]"#);
    ok(&o);
    assert_eq!(u32s(&o, 0), vec![(-1f32).to_bits()]);
    assert!(o.result.as_ref().unwrap().approx.names().contains("tanh.approx.f32"));
    let o = run_ir("tanh_f16", &body("half", "0xH0000"), r#""target": "sm_90", "kernel": "k", "block": [1], "args": [{"buffer": "u16", "len": 1, "fill": 7}]"#);
    ok(&o);
    let o = run_ir("tanh_f64", &body("double", "0.0"), r#""target": "sm_90", "kernel": "k", "block": [1], "args": [{"buffer": "u64", "len": 1, "fill": 7}]"#);
    let e = o.result.as_ref().unwrap_err();
    assert_eq!(e.kind, xlane_ir::ErrKind::Unsupported, "{e}");
    assert!(e.message.contains("no libcall available for ftanh"), "{e}");
}
