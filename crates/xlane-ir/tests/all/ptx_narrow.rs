//! PTX `cvt` from `.f32` with `.relu`/`.satfinite` (scalar and pair forms, `.tf32`) and their
//! NVVM intrinsics, exact; the f16/bf16 `tanh.approx`/`ex2.approx` forms, approximate. Expected
//! bits are worked by hand from the PTX ISA text (§9.7.9.21 cvt: `.relu` clamps a negative
//! result to +0, `.satfinite` turns a magnitude past MAX_NORM into sign-preserved MAX_NORM,
//! NaN gives NaN) and the binary16/bfloat16/tf32 layouts: f16 MAX_NORM 65504 = 0x7bff, bf16
//! MAX_NORM 0x7f7f, tf32 MAX_NORM 0x7f7fe000 (binary32 with 13 low bits clear).
use crate::common::*;
use xlane_ir::spec::Outcome;

const NV: &str = r#"target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
"#;

fn run_words(name: &str, body: &str, words: usize) -> Outcome {
    let ir = format!("{NV}{body}");
    let spec = format!(r#""target": "sm_90", "kernel": "k", "block": [1], "args": [{{"buffer": "u32", "len": {words}, "fill": 7}}]"#);
    run_ir(name, &ir, &spec)
}

#[test]
fn inline_cvt_relu_satfinite_and_tf32() {
    let body = format!(
        r#"define ptx_kernel void @k(ptr addrspace(1) %out) {{
  %a = call i16 asm "cvt.rn.relu.f16.f32 $0, $1;", "=h,f"(float -3.0)
  %b = call i16 asm "cvt.rn.relu.f16.f32 $0, $1;", "=h,f"(float 2.5)
  %c = call i16 asm "cvt.rn.satfinite.f16.f32 $0, $1;", "=h,f"(float 1.0e6)
  %d = call i16 asm "cvt.rn.satfinite.f16.f32 $0, $1;", "=h,f"(float 0xFFF0000000000000)
  %e = call i16 asm "cvt.rz.satfinite.relu.bf16.f32 $0, $1;", "=h,f"(float -1.0e6)
  %f = call i16 asm "cvt.rn.satfinite.relu.bf16.f32 $0, $1;", "=h,f"(float f0x7F7FFFFF)
  %g = call i16 asm "cvt.rn.satfinite.bf16.f32 $0, $1;", "=h,f"(float f0x7FC01234)
  %h = call i32 asm "cvt.rna.tf32.f32 $0, $1;", "=r,f"(float f0x3F801000)
  %i = call i32 asm "cvt.rna.satfinite.tf32.f32 $0, $1;", "=r,f"(float f0x7F7FFFFF)
  %j = call i32 asm "cvt.rn.relu.satfinite.f16x2.f32 $0, $1, $2;", "=r,f,f"(float -1.0, float 1.5)
  %k = call i32 asm "cvt.rz.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float 1.0, float f0x3F81FFFF)
  %l = call i32 asm "cvt.rn.tf32.f32 $0, $1;", "=r,f"(float f0x3F801000)
  %a32 = zext i16 %a to i32
  %b32 = zext i16 %b to i32
  %c32 = zext i16 %c to i32
  %d32 = zext i16 %d to i32
  %e32 = zext i16 %e to i32
  %f32 = zext i16 %f to i32
  %g32 = zext i16 %g to i32
{}
  ret void
}}
"#,
        store_words(
            "%out",
            &[
                ("i32", "%a32"),
                ("i32", "%b32"),
                ("i32", "%c32"),
                ("i32", "%d32"),
                ("i32", "%e32"),
                ("i32", "%f32"),
                ("i32", "%g32"),
                ("i32", "%h"),
                ("i32", "%i"),
                ("i32", "%j"),
                ("i32", "%k"),
                ("i32", "%l")
            ]
        )
    );
    let o = run_words("cvt_narrow", &body, 12);
    ok(&o);
    assert_eq!(
        u32s(&o, 0),
        vec![
            0x0000,      // relu(-3) = +0
            0x4100,      // 2.5
            0x7bff,      // 1e6 past 65504: MAX_NORM
            0xfbff,      // -Inf: -MAX_NORM
            0x0000,      // relu of a negative (the .rz result -MAX_NORM)
            0x7f7f,      // f32::MAX rounds up past bf16 MAX_NORM; satfinite keeps it
            0x7fff,      // NaN: the canonical NaN (errata N20)
            0x3f80_2000, // 1 + 2^-11 ties away from zero
            0x7f7f_e000, // f32::MAX rounds to Inf under .rna; satfinite: MAX_NORM
            0x0000_3e00, // {relu(-1) = 0 (high), 1.5 (low)}
            0x3f80_3f81, // {1.0, 0x3f81ffff truncated}
            0x3f80_0000, // 1 + 2^-11 ties to even under .rn
        ]
    );
}

#[test]
fn nvvm_narrowing_conversions() {
    let body = format!(
        r#"declare half @llvm.nvvm.f2f16.rn(float)
declare half @llvm.nvvm.f2f16.rn.satfinite(float)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rn.relu.satfinite(float, float)
declare i32 @llvm.nvvm.f2tf32.rna.satfinite(float)
declare i32 @llvm.nvvm.f2tf32.rn(float)
declare bfloat @llvm.nvvm.f2bf16.rz.relu(float)
define ptx_kernel void @k(ptr addrspace(1) %out) {{
  %a = call half @llvm.nvvm.f2f16.rn(float 65520.0)
  %b = call half @llvm.nvvm.f2f16.rn.satfinite(float 65520.0)
  %c = call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rn.relu.satfinite(float -2.0, float 3.0)
  %d = call i32 @llvm.nvvm.f2tf32.rna.satfinite(float f0x7F7FFFFF)
  %e = call i32 @llvm.nvvm.f2tf32.rn(float f0x3F801000)
  %f = call bfloat @llvm.nvvm.f2bf16.rz.relu(float -0.0)
  %a16 = bitcast half %a to i16
  %b16 = bitcast half %b to i16
  %f16 = bitcast bfloat %f to i16
  %a32 = zext i16 %a16 to i32
  %b32 = zext i16 %b16 to i32
  %c32 = bitcast <2 x bfloat> %c to i32
  %f32 = zext i16 %f16 to i32
{}
  ret void
}}
"#,
        store_words("%out", &[("i32", "%a32"), ("i32", "%b32"), ("i32", "%c32"), ("i32", "%d"), ("i32", "%e"), ("i32", "%f32")])
    );
    let o = run_words("nvvm_narrow", &body, 6);
    ok(&o);
    // ff2bf16x2(a, b) is `cvt … d, a, b`: a in the upper half (llc-22 passes them in order)
    assert_eq!(u32s(&o, 0), vec![0x7c00, 0x7bff, 0x0000_4040, 0x7f7f_e000, 0x3f80_0000, 0x0000]);
}

#[test]
fn stochastic_nvvm_conversion_is_refused_where_reached() {
    let body = r#"declare <2 x half> @llvm.nvvm.ff2f16x2.rs(float, float, i32)
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %c = call <2 x half> @llvm.nvvm.ff2f16x2.rs(float 1.0, float 2.0, i32 7)
  %w = bitcast <2 x half> %c to i32
  store i32 %w, ptr addrspace(1) %out, align 4
  ret void
}
"#;
    let o = run_words("nvvm_rs", body, 1);
    let e = o.result.as_ref().unwrap_err();
    assert_eq!(e.kind, xlane_ir::ErrKind::Unsupported, "{e}");
    assert!(e.message.contains("stochastic"), "{e}");
}

/// `tanh.approx` and `ex2.approx` on f16/bf16 and their pairs: the model's values at inputs
/// where the function is exact (tanh(0) = 0, tanh(±Inf) = ±1, 2^3 = 8, 2^-Inf = +0; a flushed
/// subnormal is a zero, 2^-0 = 1), and each run names the approximation it stored.
#[test]
fn half_precision_approximations_are_flagged() {
    let body = format!(
        r#"declare <2 x half> @llvm.nvvm.ex2.approx.v2f16(<2 x half>)
declare bfloat @llvm.nvvm.ex2.approx.ftz.bf16(bfloat)
define ptx_kernel void @k(ptr addrspace(1) %out) {{
  %a = call i16 asm "tanh.approx.f16 $0, $1;", "=h,h"(i16 0)
  %b = call i32 asm "tanh.approx.bf16x2 $0, $1;", "=r,r"(i32 2139160448)
  %c = call i32 asm "ex2.approx.f16x2 $0, $1;", "=r,r"(i32 1107360768)
  %d = call i16 asm "ex2.approx.ftz.bf16 $0, $1;", "=h,h"(i16 16384)
  %e = call <2 x half> @llvm.nvvm.ex2.approx.v2f16(<2 x half> <half 1.0, half -1.0>)
  %f = call bfloat @llvm.nvvm.ex2.approx.ftz.bf16(bfloat f0x8001)
  %a32 = zext i16 %a to i32
  %d32 = zext i16 %d to i32
  %e32 = bitcast <2 x half> %e to i32
  %f16 = bitcast bfloat %f to i16
  %f32 = zext i16 %f16 to i32
{}
  ret void
}}
"#,
        store_words("%out", &[("i32", "%a32"), ("i32", "%b"), ("i32", "%c"), ("i32", "%d32"), ("i32", "%e32"), ("i32", "%f32")])
    );
    let o = run_words("half_approx", &body, 6);
    ok(&o);
    assert_eq!(u32s(&o, 0), vec![0x0000, 0x3f80_bf80, 0x4800_0000, 0x4080, 0x3800_4000, 0x3f80]);
    let names = o.result.as_ref().unwrap().approx.names();
    for n in ["tanh.approx.f16", "tanh.approx.bf16", "ex2.approx.f16", "ex2.approx.bf16"] {
        assert!(names.contains(n), "{n} not in {names}");
    }
}

/// A NaN into a `.tf32` conversion gives what the H100 gave for every NaN input (errata N20,
/// tests/kernels/hw/tf32_nan_probe.cu), never the 0x7fffffff a reading of the text suggests:
/// `.rna` clears the 13 low bits (0x7f801300 becomes +Inf), `.rna.satfinite` also takes one
/// TF32 unit off, `.rn`/`.rz` give 0x7fffe000. sm_100's `.rn.satfinite` form was not measured:
/// its word is undefined (a warning; an error under `--strict`).
#[test]
fn tf32_of_nan_is_what_the_h100_gives() {
    let body = format!(
        r#"declare i32 @llvm.nvvm.f2tf32.rn(float)
define ptx_kernel void @k(ptr addrspace(1) %out) {{
  %a = call i32 asm "cvt.rna.tf32.f32 $0, $1;", "=r,f"(float f0x7F801300)
  %b = call i32 @llvm.nvvm.f2tf32.rn(float f0x7FC00000)
  %c = call i32 asm "cvt.rz.tf32.f32 $0, $1;", "=r,f"(float f0x3F803FFF)
  %d = call i32 asm "cvt.rna.satfinite.tf32.f32 $0, $1;", "=r,f"(float f0xFFFFFFFF)
  %e = call i32 asm "cvt.rz.relu.tf32.f32 $0, $1;", "=r,f"(float f0xFF800001)
  %f = call i32 asm "cvt.rn.satfinite.tf32.f32 $0, $1;", "=r,f"(float f0x7FC00000)
{}
  ret void
}}
"#,
        store_words("%out", &[("i32", "%a"), ("i32", "%b"), ("i32", "%c"), ("i32", "%d"), ("i32", "%e"), ("i32", "%f")])
    );
    let o = run_words("tf32_nan", &body, 6);
    ok(&o);
    let words = u32s(&o, 0);
    assert_eq!(&words[..5], &[0x7f80_0000, 0x7fff_e000, 0x3f80_2000, 0xffff_c000, 0x7fff_e000]);
    let undefined = o.result.as_ref().unwrap().warnings.iter().filter(|w| w.kind == xlane_ir::ErrKind::UndefinedValue).count();
    assert_eq!(undefined, 1, "only the unmeasured .rn.satfinite form stores an undefined word");
}
