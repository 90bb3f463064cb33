//! AMD matrix intrinsics through the runner: hand-written kernels whose expected buffers come
//! from a host matrix product, with the operands placed by the register layouts AMD's Matrix
//! Instruction Calculator prints (written out here as its formulas, not taken from xlane).

use crate::common::*;
use xlane_ir::error::ErrKind;
use xlane_ir::jit::Tier;
use xlane_ir::spec::{run_spec, Overrides, Spec};

const HEADER: &str = r#"target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
"#;

/// `v_mfma_i32_32x32x16_i8` on gfx942: lane l loads its A and B words (8 bytes each) and
/// stores its 16 results at `out[16 l + r]`.
const MFMA_I8: &str = r#"
declare <16 x i32> @llvm.amdgcn.mfma.i32.32x32x16.i8(i64, i64, <16 x i32>, i32 immarg, i32 immarg, i32 immarg)
define amdgpu_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) #0 {
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i64, ptr addrspace(1) %a, i32 %l
  %pb = getelementptr i64, ptr addrspace(1) %b, i32 %l
  %va = load i64, ptr addrspace(1) %pa, align 8
  %vb = load i64, ptr addrspace(1) %pb, align 8
  %d = call <16 x i32> @llvm.amdgcn.mfma.i32.32x32x16.i8(i64 %va, i64 %vb, <16 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 -100>, i32 0, i32 0, i32 0)
  %o = mul i32 %l, 16
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %o
  store <16 x i32> %d, ptr addrspace(1) %po, align 4
  ret void
}
attributes #0 = { "target-cpu"="gfx942" "target-features"="+wavefrontsize64" }
"#;

fn bytes(seed: u64, n: usize) -> Vec<u8> {
    let mut s = xlane_ir::spec::SplitMix64(seed);
    (0..n).map(|_| s.next_u64() as u8).collect()
}

#[test]
fn mfma_i8_is_the_host_product() {
    let (a, b) = (bytes(3, 512), bytes(4, 512));
    let buf = |v: &[u8]| format!("{{\"buffer\": \"u8\", \"data\": {:?}}}", v);
    let rest = format!(r#""kernel": "k", "grid": [1], "block": [64], "args": [{}, {}, {{"buffer": "i32", "len": 1024, "fill": 0}}]"#, buf(&a), buf(&b));
    let o = run_ir("mfma_i8", &format!("{HEADER}{MFMA_I8}"), &rest);
    ok(&o);
    let out = u32s(&o, 2);
    // calculator, v_mfma_i32_32x32x16_i8: A[i][k] in lane i + 32⌊k/8⌋, byte k mod 8 of the
    // lane's 64 bits; B[k][j] in lane j + 32⌊k/8⌋, byte k mod 8; D[i][j] in register
    // 4⌊i/8⌋ + i mod 4, lane j + 32(⌊i/4⌋ mod 2)
    let am = |i: usize, k: usize| a[8 * (i + 32 * (k / 8)) + k % 8] as i8 as i32;
    let bm = |k: usize, j: usize| b[8 * (j + 32 * (k / 8)) + k % 8] as i8 as i32;
    for i in 0..32 {
        for j in 0..32 {
            let (reg, lane) = (4 * (i / 8) + i % 4, j + 32 * ((i / 4) % 2));
            let c = if reg == 15 { -100 } else { 1 };
            let want = (0..16).fold(c, |s, k| s + am(i, k) * bm(k, j));
            assert_eq!(out[16 * lane + reg] as i32, want, "D[{i}][{j}]");
        }
    }
}

/// `v_mfma_f32_16x16x16_f16` on gfx942 with whole numbers: the result is the exact product,
/// and it is approximate (`v_mfma_f32`): `--strict` refuses it unless the spec lists it.
const MFMA_F16: &str = r#"
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32 immarg, i32 immarg, i32 immarg)
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %f = uitofp i32 %l to half
  %v = insertelement <4 x half> <half 0xH3C00, half 0xH3C00, half 0xH3C00, half 0xH3C00>, half %f, i32 0
  %d = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %v, <4 x half> <half 0xH3C00, half 0xH3C00, half 0xH3C00, half 0xH3C00>, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %o = mul i32 %l, 4
  %po = getelementptr float, ptr addrspace(1) %out, i32 %o
  store <4 x float> %d, ptr addrspace(1) %po, align 4
  ret void
}
attributes #0 = { "target-cpu"="gfx942" "target-features"="+wavefrontsize64" }
"#;

fn run_strict(name: &str, ir: &str, rest: &str) -> Result<xlane_ir::spec::Outcome, xlane_ir::RunError> {
    let dir = crate::tmp::dir("ir-matrix");
    let path = dir.join(format!("{name}.ll"));
    std::fs::write(&path, ir).unwrap();
    let spec = format!(r#"{{"module": {}, {rest}}}"#, serde_json::Value::from(path.to_str().unwrap()));
    run_spec(Spec::parse(&spec, &dir)?, &Overrides { strict: true, tier: Tier::Interp, ..Overrides::default() })
}

#[test]
fn float_mfma_is_exact_here_and_flagged_approximate() {
    let rest = r#""kernel": "k", "grid": [1], "block": [64], "args": [{"buffer": "f32", "len": 256, "fill": 0}]"#;
    let o = run_strict("mfma_f16", &format!("{HEADER}{MFMA_F16}"), rest).unwrap();
    let e = o.result.as_ref().unwrap_err();
    assert_eq!(e.kind, ErrKind::ApproximateValue, "{e}");
    assert!(e.message.contains("v_mfma_f32"), "{e}");
    let o = run_strict("mfma_f16", &format!("{HEADER}{MFMA_F16}"), &format!(r#"{rest}, "approximate": ["v_mfma_f32"]"#)).unwrap();
    ok(&o);
    let out = f32s(&o, 0);
    // A[i][k] in lane i + 16⌊k/4⌋, element k mod 4: element 0 is the lane number, the others
    // 1; B is all ones. D[i][j] in register i mod 4, lane j + 16⌊i/4⌋.
    let am = |i: usize, k: usize| if k.is_multiple_of(4) { (i + 16 * (k / 4)) as f32 } else { 1.0 };
    for i in 0..16 {
        for j in 0..16 {
            let want: f32 = (0..16).map(|k| am(i, k)).sum();
            assert_eq!(out[4 * (j + 16 * (i / 4)) + i % 4], want, "D[{i}][{j}]");
        }
    }
}

/// A form the processor lacks is `unavailable` when the module loads, naming where it is.
#[test]
fn a_missing_form_is_unavailable() {
    let ir = format!(
        "{HEADER}{}",
        MFMA_F16
            .replace("16x16x16f16", "16x16x32.f16")
            .replace("<4 x half>", "<8 x half>")
            .replace("<8 x half> <half 0xH3C00, half 0xH3C00, half 0xH3C00, half 0xH3C00>", "<8 x half> zeroinitializer")
    );
    let e = run_strict("unavail", &ir, r#""kernel": "k", "grid": [1], "block": [64], "args": [{"buffer": "f32", "len": 256, "fill": 0}]"#).unwrap_err();
    assert_eq!(e.kind, ErrKind::Unavailable, "{e}");
    assert!(e.to_string().contains("gfx950"), "{e}");
}

/// A non-zero BLGP on a single-block gfx942 form is refused where the call runs.
#[test]
fn unmodelled_modifiers_are_refused_when_run() {
    let ir = format!("{HEADER}{}", MFMA_F16.replace("zeroinitializer, i32 0, i32 0, i32 0)", "zeroinitializer, i32 0, i32 0, i32 1)"));
    let o = run_strict("blgp", &ir, r#""kernel": "k", "grid": [1], "block": [64], "args": [{"buffer": "f32", "len": 256, "fill": 0}], "approximate": ["v_mfma_f32"]"#).unwrap();
    let e = o.result.as_ref().unwrap_err();
    assert_eq!(e.kind, ErrKind::Unsupported, "{e}");
    assert!(e.message.contains("blgp 1"), "{e}");
}

/// `v_mfma_f32_16x16x32_fp8_bf8`: lane l loads its A and B words (8 one-byte elements each)
/// and stores its 4 results at `out[4 l + r]`.
const MFMA_FP8: &str = r#"
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.fp8.bf8(i64, i64, <4 x float>, i32 immarg, i32 immarg, i32 immarg)
define amdgpu_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) #0 {
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i64, ptr addrspace(1) %a, i32 %l
  %pb = getelementptr i64, ptr addrspace(1) %b, i32 %l
  %va = load i64, ptr addrspace(1) %pa, align 8
  %vb = load i64, ptr addrspace(1) %pb, align 8
  %d = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.fp8.bf8(i64 %va, i64 %vb, <4 x float> <float 0.25, float 0.25, float 0.25, float 0.25>, i32 0, i32 0, i32 0)
  %o = mul i32 %l, 4
  %po = getelementptr float, ptr addrspace(1) %out, i32 %o
  store <4 x float> %d, ptr addrspace(1) %po, align 4
  ret void
}
attributes #0 = { "target-cpu"="CPU" "target-features"="+wavefrontsize64" }
"#;

/// The fp8 (A) and bf8 (B) codes of 0.5, 1, 1.5, 2 and 3, worked out by hand from the
/// formats: OCP E4M3/E5M2 (bias 7/15, OFP8 rev. 1.0) on gfx950, FNUZ E4M3/E5M2 (bias 8/16)
/// on gfx942; a set sign bit negates. 0.5 = 2^-1, 1.5 = 1.1b·2^0, 3 = 1.1b·2^1.
const FP8_VALUES: [f32; 5] = [0.5, 1.0, 1.5, 2.0, 3.0];
fn fp8_codes(cpu: &str) -> ([u8; 5], [u8; 5]) {
    match cpu {
        "gfx950" => ([0x30, 0x38, 0x3c, 0x40, 0x44], [0x38, 0x3c, 0x3e, 0x40, 0x42]),
        _ => ([0x38, 0x40, 0x44, 0x48, 0x4c], [0x3c, 0x40, 0x42, 0x44, 0x46]),
    }
}

#[test]
fn fp8_mfma_reads_fnuz_on_gfx942_and_ocp_on_gfx950() {
    // element choices: index into FP8_VALUES and a sign
    let pick = |seed: u64| -> Vec<(usize, bool)> {
        let mut s = xlane_ir::spec::SplitMix64(seed);
        (0..512).map(|_| s.next_u64()).map(|x| ((x % 5) as usize, x & 8 != 0)).collect()
    };
    let (ea, eb) = (pick(11), pick(12));
    let val = |e: (usize, bool)| if e.1 { -FP8_VALUES[e.0] } else { FP8_VALUES[e.0] };
    for cpu in ["gfx942", "gfx950"] {
        let (ca, cb) = fp8_codes(cpu);
        let code = |c: &[u8; 5], e: (usize, bool)| c[e.0] | if e.1 { 0x80 } else { 0 };
        let a: Vec<u8> = ea.iter().map(|&e| code(&ca, e)).collect();
        let b: Vec<u8> = eb.iter().map(|&e| code(&cb, e)).collect();
        let buf = |v: &[u8]| format!("{{\"buffer\": \"u8\", \"data\": {:?}}}", v);
        let rest =
            format!(r#""kernel": "k", "grid": [1], "block": [64], "args": [{}, {}, {{"buffer": "f32", "len": 256, "fill": 0}}], "approximate": ["v_mfma_f32"]"#, buf(&a), buf(&b));
        let o = run_strict(&format!("mfma_fp8_{cpu}"), &format!("{HEADER}{}", MFMA_FP8.replace("CPU", cpu)), &rest).unwrap();
        ok(&o);
        let out = f32s(&o, 2);
        // calculator, v_mfma_f32_16x16x32_fp8_fp8: A[i][k] in lane 16⌊k/8⌋ + i, byte k mod 8;
        // B[k][j] in lane 16⌊k/8⌋ + j, byte k mod 8; D[i][j] in register i mod 4, lane
        // 16⌊i/4⌋ + j. Every product and sum is a multiple of 1/4 below 2^10: exact.
        let am = |i: usize, k: usize| val(ea[8 * (16 * (k / 8) + i) + k % 8]);
        let bm = |k: usize, j: usize| val(eb[8 * (16 * (k / 8) + j) + k % 8]);
        for i in 0..16 {
            for j in 0..16 {
                let want = (0..32).fold(0.25f32, |s, k| s + am(i, k) * bm(k, j));
                assert_eq!(out[4 * (16 * (i / 4) + j) + i % 4], want, "{cpu} D[{i}][{j}]");
            }
        }
    }
}

/// A matrix form without a row (gfx1250's `v_wmma_f32_16x16x4_f32`: no layout source) loads,
/// runs where no lane reaches it, and stops with `unsupported`, naming it, where one does.
#[test]
fn unmodelled_matrix_forms_are_refused_only_where_reached() {
    let ir = |cond: &str| {
        format!(
            r#"{HEADER}
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 immarg, <2 x float>, i1 immarg, <2 x float>, i16 immarg, <8 x float>, i1 immarg, i1 immarg)
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {{
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  br i1 {cond}, label %m, label %e
m:
  %d = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 0, <2 x float> zeroinitializer, i1 0, <2 x float> zeroinitializer, i16 0, <8 x float> zeroinitializer, i1 0, i1 0)
  store <8 x float> %d, ptr addrspace(1) %out, align 4
  br label %e
e:
  ret void
}}
attributes #0 = {{ "target-cpu"="gfx1250" "target-features"="+wavefrontsize32" }}
"#
        )
    };
    let rest = r#""kernel": "k", "grid": [1], "block": [32], "args": [{"buffer": "f32", "len": 8, "fill": 0}], "approximate": ["v_wmma_f32"]"#;
    ok(&run_strict("wmma1250_skip", &ir("false"), rest).unwrap());
    let o = run_strict("wmma1250", &ir("true"), rest).unwrap();
    let e = o.result.as_ref().unwrap_err();
    assert_eq!(e.kind, ErrKind::Unsupported, "{e}");
    assert!(e.message.contains("llvm.amdgcn.wmma.f32.16x16x4.f32") && e.message.contains("gfx1250"), "{e}");
}

/// `v_smfmac_i32_16x16x64_i8` on gfx942 through the runner: every kept A byte 1, every
/// group's index 0b0100 (kept values at positions 0 and 1 of each group of 4, calculator
/// README), B all ones, C = 1: each D element is 1 + (64 / 4 groups · 2 kept) = 33. With
/// ABID 1 (CBSZ 0) the indices are read from bits 31:16 (the README's 8-bit-input rule); bits
/// 15:0 hold 0, whose groups (positions 0 and 0) would make every row undefined.
#[test]
fn sparse_mfma_through_the_runner() {
    let ir = format!(
        r#"{HEADER}
declare <4 x i32> @llvm.amdgcn.smfmac.i32.16x16x64.i8(<2 x i32>, <4 x i32>, <4 x i32>, i32, i32 immarg, i32 immarg)
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {{
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %d = call <4 x i32> @llvm.amdgcn.smfmac.i32.16x16x64.i8(<2 x i32> <i32 16843009, i32 16843009>, <4 x i32> <i32 16843009, i32 16843009, i32 16843009, i32 16843009>, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, i32 1145307136, i32 0, i32 1)
  %o = mul i32 %l, 4
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %o
  store <4 x i32> %d, ptr addrspace(1) %po, align 4
  ret void
}}
attributes #0 = {{ "target-cpu"="gfx942" "target-features"="+wavefrontsize64" }}
"#
    );
    let o = run_strict("smfmac_i8", &ir, r#""kernel": "k", "grid": [1], "block": [64], "args": [{"buffer": "i32", "len": 256, "fill": 0}]"#).unwrap();
    ok(&o);
    assert!(u32s(&o, 0).iter().all(|&v| v == 33), "{:?}", &u32s(&o, 0)[..8]);
}

/// clang-22's IR of `tests/kernels/amd_matrix/mfma_scale.hip` (gfx950): the f8f6f4 MFMA
/// builtins with per-lane E8M0 scales and the unscaled form. Expected values from a host
/// product; the codes are written out by hand (OFP8 E4M3 bias 7: 0x38 = 1, 0x40 = 2, 0x44 = 3,
/// 0x30 = 0.5, sign 0x80; MX FP4 E2M1: 0x2 = 1, 0x4 = 2, 0x5 = 3, 0x1 = 0.5, sign 0x8; MX FP6
/// E3M2 bias 3: 0x0c = 1, 0x10 = 2, 0x12 = 3, 0x08 = 0.5, sign 0x20); the placement is the
/// sources' (A[i][k] in lane 16⌊k/32⌋ + i, element k mod 32 packed from bit 0; B[k][j] in lane
/// 16⌊k/32⌋ + j; D[i][j] register i mod 4, lane 16⌊i/4⌋ + j; semantics/amd/mma/scaled.rs).
#[test]
fn scaled_mfma_from_clang_through_the_runner() {
    let ir = include_str!("../../../../tests/kernels/amd_matrix/mfma_scale.gfx950.ll");
    let vals = [1.0, 2.0, 3.0, 0.5];
    let (fp8, fp4, bf6) = ([0x38u64, 0x40, 0x44, 0x30], [0x2u64, 0x4, 0x5, 0x1], [0x0cu64, 0x10, 0x12, 0x08]);
    let mut rng = xlane_ir::spec::SplitMix64(11);
    // (value, code) of a random element: one of vals, negative half the time
    let mut pick = |codes: &[u64; 4], sign: u64| {
        let r = rng.next_u64();
        let (i, neg) = ((r % 4) as usize, r >> 8 & 1 == 1);
        (if neg { -vals[i] } else { vals[i] }, codes[i] | if neg { sign } else { 0 })
    };
    // each lane's 32 bytes, elements of `w` bits packed from bit 0
    let mut pack = |w: u32, codes: &[u64; 4], sign: u64| -> (Vec<f64>, Vec<u8>) {
        let mut v = vec![0.0; 64 * 32];
        let mut bytes = vec![0u8; 64 * 32];
        for lane in 0..64 {
            for e in 0..32 {
                let (x, code) = pick(codes, sign);
                v[lane * 32 + e] = x;
                for b in 0..w {
                    let at = (e as u32 * w + b) as usize;
                    bytes[lane * 32 + at / 8] |= ((code >> b & 1) as u8) << (at % 8);
                }
            }
        }
        (v, bytes)
    };
    let (av, ab) = pack(8, &fp8, 0x80);
    let (bv, bb) = pack(4, &fp4, 0x8);
    let (av6, ab6) = pack(6, &bf6, 0x20);
    // scale words: A's exponent in byte 1, B's in byte 2, other bytes noise
    let sa: Vec<u32> = (0..64u32).map(|l| 0xa5_00_5a | (125 + l % 4) << 8).collect();
    let sb: Vec<u32> = (0..64u32).map(|l| 0x7f_00_11_22 & !0xff_0000 | (126 + l % 3) << 16).collect();
    let buf = |t: &str, v: String| format!("{{\"buffer\": \"{t}\", \"data\": {v}}}");
    let (a_at, b_at) = (|i: usize, k: usize| (16 * (k / 32) + i) * 32 + k % 32, |k: usize, j: usize| (16 * (k / 32) + j) * 32 + k % 32);
    let check = |o: &xlane_ir::spec::Outcome, out: usize, a: &[f64], scaled: bool| {
        ok(o);
        let got = f32s(o, out);
        for i in 0..16 {
            for j in 0..16 {
                let want: f64 = (0..128)
                    .map(|k| {
                        let (la, lb) = (16 * (k / 32) + i, 16 * (k / 32) + j);
                        let s = if scaled { 2f64.powi((sa[la] >> 8 & 0xff) as i32 - 127 + (sb[lb] >> 16 & 0xff) as i32 - 127) } else { 1.0 };
                        a[a_at(i, k)] * (if scaled { bv[b_at(k, j)] } else { av[b_at(k, j)] }) * s
                    })
                    .sum();
                let (lane, reg) = (16 * (i / 4) + j, i % 4);
                assert_eq!(got[4 * lane + reg], want as f32, "D[{i}][{j}] scaled {scaled}");
            }
        }
    };
    let rest = format!(
        r#""kernel": "scale16", "grid": [1], "block": [64], "args": [{}, {}, {}, {}, {{"buffer": "f32", "len": 256, "fill": 0}}]"#,
        buf("u8", format!("{ab:?}")),
        buf("u8", format!("{bb:?}")),
        buf("u32", format!("{sa:?}")),
        buf("u32", format!("{sb:?}"))
    );
    check(&run_ir("mfma_scale16", ir, &rest), 4, &av, true);
    // unscaled: bf6 A (cbsz 3) × fp8 B (the fp8 bytes above as B)
    let rest = format!(
        r#""kernel": "unscaled16", "grid": [1], "block": [64], "args": [{}, {}, {{"buffer": "f32", "len": 256, "fill": 0}}]"#,
        buf("u8", format!("{ab6:?}")),
        buf("u8", format!("{ab:?}"))
    );
    check(&run_ir("mfma_unscaled16", ir, &rest), 2, &av6, false);
}

/// clang-22's IR of `tests/kernels/amd_matrix/smfmac_gfx950.hip`: gfx950's double-rate sparse
/// MFMA. The placements, written out here from LLVM PR 193541 (the CDNA4 ISA's layout tables:
/// each lane holds 8 kept 16-bit values, or 16 kept 8-bit values, per 16 or 32 K; 16-bit
/// forms take one of two 16-bit index halves by ABID, 8-bit forms the whole 32 bits) and the
/// CDNA3 rule the calculator gives: kept value s of group g (K 4g..4g+3) of row i in lane
/// 16⌊g/G⌋ + i, element 2(g mod G) + s, its 4-bit index (bits 1:0 value 0's position, 3:2
/// value 1's) at bit 4(g mod G) of the index segment, G = 4 (f16) or 8 (i8) groups per lane;
/// B[k][j] in lane 16⌊k/4G⌋ + j, element k mod 4G; D register i mod 4, lane 16⌊i/4⌋ + j.
#[test]
fn gfx950_sparse_mfma_from_clang_through_the_runner() {
    let ir = include_str!("../../../../tests/kernels/amd_matrix/smfmac_gfx950.gfx950.ll");
    let mut rng = xlane_ir::spec::SplitMix64(5);
    // (G groups per lane, element bytes, kernel, ABID)
    for (g_per, eb, kernel, abid) in [(8usize, 1usize, "sp_i8", 0u32), (4, 2, "sp_f16", 1)] {
        let k = 16 * g_per; // K: 4 lane groups × 4G
        let (mut a, mut b, mut idx) = (vec![0u8; 64 * 2 * g_per * eb], vec![0u8; 64 * 4 * g_per * eb], vec![0u32; 64]);
        let mut dense = vec![0i64; 16 * k];
        let mut bm = vec![0i64; k * 16];
        let put = |buf: &mut Vec<u8>, lane: usize, per_lane: usize, e: usize, v: i64| {
            let bits: u16 = if eb == 1 { v as i8 as u8 as u16 } else { f16_of(v) };
            for byte in 0..eb {
                buf[(lane * per_lane + e) * eb + byte] = (bits >> (8 * byte)) as u8;
            }
        };
        for i in 0..16 {
            for g in 0..k / 4 {
                let p0 = (rng.next_u64() % 3) as usize;
                let p1 = p0 + 1 + (rng.next_u64() % (3 - p0 as u64)) as usize;
                let lane = 16 * (g / g_per) + i;
                for (s, p) in [(0, p0), (1, p1)] {
                    let v = (rng.next_u64() % 15) as i64 - 7;
                    dense[i * k + 4 * g + p] = v;
                    put(&mut a, lane, 2 * g_per, 2 * (g % g_per) + s, v);
                }
                idx[lane] |= ((p0 | p1 << 2) as u32) << (16 * abid + 4 * (g % g_per) as u32);
            }
        }
        for kk in 0..k {
            for j in 0..16 {
                let v = (rng.next_u64() % 15) as i64 - 7;
                bm[kk * 16 + j] = v;
                put(&mut b, 16 * (kk / (4 * g_per)) + j, 4 * g_per, kk % (4 * g_per), v);
            }
        }
        let out_ty = if eb == 1 { "i32" } else { "f32" };
        let rest = format!(
            r#""kernel": "{kernel}", "grid": [1], "block": [64], "args": [{{"buffer": "u8", "data": {a:?}}}, {{"buffer": "u8", "data": {b:?}}}, {{"buffer": "u32", "data": {idx:?}}}, {{"buffer": "{out_ty}", "len": 256, "fill": 0}}]"#
        );
        let o = run_ir(kernel, ir, &rest);
        ok(&o);
        let out = u32s(&o, 3);
        for i in 0..16 {
            for j in 0..16 {
                let sum: i64 = (0..k).map(|kk| dense[i * k + kk] * bm[kk * 16 + j]).sum();
                let got = out[4 * (16 * (i / 4) + j) + i % 4];
                if eb == 1 {
                    assert_eq!(got as i32 as i64, sum + 1, "{kernel} D[{i}][{j}]");
                } else {
                    assert_eq!(f32::from_bits(got), sum as f32, "{kernel} D[{i}][{j}]");
                }
            }
        }
    }
}

/// The binary16 bits of a whole number below 2^11 in magnitude: exponent ⌊log2 |v|⌋ + 15, the
/// bits below the leading one as the mantissa.
fn f16_of(v: i64) -> u16 {
    if v == 0 {
        return 0;
    }
    let m = v.unsigned_abs() as u16;
    let e = 15 - m.leading_zeros() as u16;
    (if v < 0 { 0x8000 } else { 0 }) | (e + 15) << 10 | ((m << (10 - e)) & 0x3ff)
}

/// clang-22's IR of `tests/kernels/amd_matrix/swmmac.hip` (gfx1201, wave32 and wave64): RDNA4
/// sparse WMMA through the runner. Placements copied from AMD's Matrix Instruction
/// Calculator (`-a rdna4 -i v_swmmac_* -d`), written as (register, low bit, lane) of A's
/// group field (kept value s at +s·w), of the group's 4-bit index, of B[k][j]; D register
/// i mod 8, lane 16⌊i/8⌋ + j (wave32) or i mod 4, lane 32(⌊i/4⌋ mod 2) + 16⌊i/8⌋ + j (wave64).
#[test]
fn sparse_wmma_from_clang_through_the_runner() {
    type P = fn(usize, usize) -> (usize, usize, usize);
    // (module, kernel, wave, element bits, K, A bytes, B bytes, A, index bit, B, signed A, signed B, C, D regs)
    struct Case(&'static str, &'static str, usize, usize, usize, usize, usize, P, fn(usize) -> usize, P, bool, bool, i64, usize);
    let w32 = include_str!("../../../../tests/kernels/amd_matrix/swmmac.gfx1201.w32.ll");
    let w64 = include_str!("../../../../tests/kernels/amd_matrix/swmmac.gfx1201.w64.ll");
    let cases = [
        Case(
            w32,
            "sw_f16",
            32,
            16,
            32,
            16,
            32,
            |i, k| (2 * (k / 16) + (k / 4) % 2, 0, 16 * ((k / 8) % 2) + i),
            |k| 8 * (k / 16) + 4 * ((k / 4) % 2),
            |k, j| (4 * (k / 16) + (k / 2) % 4, 16 * (k % 2), 16 * ((k / 8) % 2) + j),
            true,
            true,
            0,
            8,
        ),
        Case(
            w32,
            "sw_iu8",
            32,
            8,
            32,
            8,
            16,
            |i, k| ((k / 8) % 2, 16 * ((k / 4) % 2), 16 * (k / 16) + i),
            |k| 4 * ((k / 4) % 4),
            |k, j| ((k / 4) % 4, 8 * (k % 4), 16 * (k / 16) + j),
            true,
            false,
            1,
            8,
        ),
        Case(
            w64,
            "sw_iu4",
            64,
            4,
            64,
            4,
            8,
            |i, k| (0, 8 * ((k / 4) % 4), 32 * ((k / 16) % 2) + 16 * (k / 32) + i),
            |k| 4 * ((k / 4) % 4),
            |k, j| ((k / 8) % 2, 4 * (k % 8), 32 * ((k / 16) % 2) + 16 * (k / 32) + j),
            true,
            true,
            0,
            4,
        ),
    ];
    let mut rng = xlane_ir::spec::SplitMix64(23);
    for Case(ir, kernel, wave, w, k, abytes, bbytes, ap, ib, bp, sa, sb, c, nd) in cases {
        let (mut a, mut b, mut idx) = (vec![0u8; wave * abytes], vec![0u8; wave * bbytes], vec![0u32; wave]);
        let put = |buf: &mut Vec<u8>, per: usize, lane: usize, bit: usize, code: u64| {
            for x in 0..w {
                let at = bit + x;
                buf[lane * per + at / 8] |= ((code >> x & 1) as u8) << (at % 8);
            }
        };
        // a random element and its code: f16 whole numbers -3..3 by hand (f16_of), integers
        let mut elem = |signed: bool| -> (i64, u64) {
            let r = rng.next_u64();
            if w == 16 {
                let v = (r % 7) as i64 - 3;
                (v, f16_of(v) as u64)
            } else {
                let code = r & ((1 << w) - 1);
                let v = if signed { ((code << (64 - w)) as i64) >> (64 - w) } else { code as i64 };
                (v, code)
            }
        };
        let mut dense = vec![0i64; 16 * k];
        let mut bm = vec![0i64; k * 16];
        for i in 0..16 {
            for g in 0..k / 4 {
                let r = elem(false).1 as usize;
                let p0 = r % 3;
                let p1 = p0 + 1 + (r / 3) % (3 - p0);
                let (reg, lo, lane) = ap(i, 4 * g);
                for (s, p) in [(0, p0), (1, p1)] {
                    let (v, code) = elem(sa);
                    dense[i * k + 4 * g + p] = v;
                    put(&mut a, abytes, lane, 32 * reg + lo + s * w, code);
                }
                idx[lane] |= ((p0 | p1 << 2) as u32) << ib(4 * g);
            }
        }
        for kk in 0..k {
            for j in 0..16 {
                let (v, code) = elem(sb);
                bm[kk * 16 + j] = v;
                let (reg, lo, lane) = bp(kk, j);
                put(&mut b, bbytes, lane, 32 * reg + lo, code);
            }
        }
        let out_ty = if w == 16 { "f32" } else { "i32" };
        let rest = format!(
            r#""kernel": "{kernel}", "target": "gfx1201", "wave": {wave}, "grid": [1], "block": [{wave}], "args": [{{"buffer": "u8", "data": {a:?}}}, {{"buffer": "u8", "data": {b:?}}}, {{"buffer": "u32", "data": {idx:?}}}, {{"buffer": "{out_ty}", "len": {}, "fill": 0}}]"#,
            wave * nd
        );
        let o = run_ir(kernel, ir, &rest);
        ok(&o);
        let out = u32s(&o, 3);
        for i in 0..16 {
            for j in 0..16 {
                let want = c + (0..k).map(|kk| dense[i * k + kk] * bm[kk * 16 + j]).sum::<i64>();
                let (lane, reg) = if wave == 32 { (16 * (i / 8) + j, i % 8) } else { (32 * ((i / 4) % 2) + 16 * (i / 8) + j, i % 4) };
                let got = out[nd * lane + reg];
                let got = if w == 16 { f32::from_bits(got) as i64 } else { got as i32 as i64 };
                assert_eq!(got, want, "{kernel} D[{i}][{j}]");
            }
        }
    }
}
