//! AMD fp8/bf8 conversions and the MODE register's FP16_OVFL clamp (`numerics::amd_fp8`,
//! `run::exec::mode`). Expected codes are worked by hand from the formats: gfx942 converts
//! FNUZ (E4M3 bias 8: 1.0 = 0x40, largest 240 = 0x7f; E5M2 bias 16: 1.0 = 0x40; the one NaN
//! 0x80, no −0), gfx950 OCP (E4M3 1.0 = 0x38).
use crate::common::*;

fn header(cpu: &str) -> String {
    AMD_HEADER.replace("gfx942", cpu)
}

const DECLS: &str = r#"declare i32 @llvm.amdgcn.cvt.pk.fp8.f32(float, float, i32, i1)
declare i32 @llvm.amdgcn.cvt.pk.bf8.f32(float, float, i32, i1)
declare i32 @llvm.amdgcn.cvt.sr.fp8.f32(float, i32, i32, i32)
declare float @llvm.amdgcn.cvt.f32.fp8(i32, i32)
declare <2 x float> @llvm.amdgcn.cvt.pk.f32.bf8(i32, i1)
declare void @llvm.amdgcn.s.setreg(i32 immarg, i32)
"#;

#[test]
fn gfx942_fnuz_conversions_and_the_clamp() {
    let ir = format!(
        r#"{}{DECLS}
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {{
  %w0 = call i32 @llvm.amdgcn.cvt.pk.fp8.f32(float 1.0, float -1.0, i32 0, i1 false)
  %w1 = call i32 @llvm.amdgcn.cvt.pk.bf8.f32(float 1.0, float 250.0, i32 305419896, i1 true)
  %w2 = call i32 @llvm.amdgcn.cvt.pk.fp8.f32(float 300.0, float -0.0, i32 0, i1 false)
  call void @llvm.amdgcn.s.setreg(i32 1473, i32 1)
  %w3 = call i32 @llvm.amdgcn.cvt.pk.fp8.f32(float 300.0, float -300.0, i32 0, i1 false)
  %w4 = call i32 @llvm.amdgcn.cvt.sr.fp8.f32(float 1.0625, i32 524288, i32 0, i32 2)
  %f5 = call float @llvm.amdgcn.cvt.f32.fp8(i32 16384, i32 1)
  %p = call <2 x float> @llvm.amdgcn.cvt.pk.f32.bf8(i32 -1069547520, i1 true)
  %f6 = extractelement <2 x float> %p, i32 0
  %f7 = extractelement <2 x float> %p, i32 1
  %f8 = call float @llvm.amdgcn.cvt.f32.fp8(i32 128, i32 0)
{}
  ret void
}}
"#,
        header("gfx942"),
        store_words(
            "%out",
            &[("i32", "%w0"), ("i32", "%w1"), ("i32", "%w2"), ("i32", "%w3"), ("i32", "%w4"), ("float", "%f5"), ("float", "%f6"), ("float", "%f7"), ("float", "%f8")]
        )
    );
    let o = run_ir("amd_fp8_942", &ir, r#""target": "gfx942", "kernel": "k", "block": [1], "args": [{"buffer": "u32", "len": 9, "fill": 7}]"#);
    ok(&o);
    assert_eq!(
        u32s(&o, 0),
        vec![
            0x0000_c040, // {enc(-1.0), enc(1.0)} in word 0
            0x6040_5678, // word 1 replaced: bf8 250 rounds to 256 = 2^8 (exponent field 24), 1.0
            0x0000_0080, // 300 > 240 without the clamp: NaN 0x80; -0.0 is +0 (no negative zero)
            0x0000_ff7f, // MODE.FP16_OVFL set: ±240
            0x0041_0000, // 1 + 2^-4 with random bits 2^19 (half of the 20 dropped): 1.125, byte 2
            0x3f80_0000, // byte 1 of 0x4000: 1.0
            0x3f80_0000, // bytes 2, 3 of 0xc0400000 as bf8: 1.0, -1.0
            0xbf80_0000,
            0x7fc0_0000, // 0x80: the NaN
        ]
    );
}

#[test]
fn gfx950_scaled_forms_with_scale_one() {
    let ir = format!(
        r#"{}declare <2 x i16> @llvm.amdgcn.cvt.scalef32.pk.fp8.f32(<2 x i16>, float, float, float, i1)
define amdgpu_kernel void @k(ptr addrspace(1) %out, float %x) #0 {{
  %v = call <2 x i16> @llvm.amdgcn.cvt.scalef32.pk.fp8.f32(<2 x i16> undef, float %x, float undef, float 1.0, i1 false)
  %w = bitcast <2 x i16> %v to i32
  store i32 %w, ptr addrspace(1) %out, align 4
  ret void
}}
"#,
        header("gfx950")
    );
    let o = run_ir("amd_fp8_950", &ir, r#""target": "gfx950", "kernel": "k", "block": [1], "args": [{"buffer": "u32", "len": 1, "fill": 7}, {"scalar": "f32", "value": 1.0}]"#);
    ok(&o);
    // OCP E4M3 1.0 = 0x38 in byte 0; the literal undef half and the old word are taken as 0
    assert_eq!(u32s(&o, 0), vec![0x0000_0038]);
    let e = refusal(
        "amd_fp8_950_scale",
        &ir.replace("float 1.0, i1 false", "float 2.0, i1 false"),
        r#""target": "gfx950", "kernel": "k", "block": [1], "args": [{"buffer": "u32", "len": 1, "fill": 7}, {"scalar": "f32", "value": 1.0}]"#,
    );
    assert_eq!(e.kind, xlane_ir::ErrKind::Unsupported, "{e}");
    assert!(e.message.contains("scale"), "{e}");
}

#[test]
fn setreg_of_other_mode_fields_is_refused() {
    let body = |setreg: &str, extra: &str| {
        format!(
            r#"{}declare void @llvm.amdgcn.s.setreg(i32 immarg, i32)
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {{
  call void @llvm.amdgcn.s.setreg({setreg})
{extra}
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}}
"#,
            header("gfx942")
        )
    };
    let spec = r#""target": "gfx942", "kernel": "k", "block": [1], "args": [{"buffer": "u32", "len": 1, "fill": 7}]"#;
    // hwreg(HW_REG_MODE, 0, 4): FP_ROUND
    let e = refusal("setreg_round", &body("i32 6145, i32 3", ""), spec);
    assert_eq!(e.kind, xlane_ir::ErrKind::Unsupported, "{e}");
    assert!(e.message.contains("MODE bits 0..3"), "{e}");
    // FP16_OVFL in a program with f16 arithmetic, which xlane does not clamp
    let e = refusal(
        "setreg_f16",
        &body("i32 1473, i32 1", "  %h = fadd half 0xH7BFF, 0xH7BFF\n  %hb = bitcast half %h to i16\n  %hz = zext i16 %hb to i32\n  store i32 %hz, ptr addrspace(1) %out, align 4"),
        spec,
    );
    assert_eq!(e.kind, xlane_ir::ErrKind::Unsupported, "{e}");
    assert!(e.message.contains("FP16_OVFL"), "{e}");
    // clearing it is fine
    let o = run_ir("setreg_clear", &body("i32 1473, i32 0", ""), spec);
    ok(&o);
}
