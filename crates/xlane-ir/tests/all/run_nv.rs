//! Executor tests on NVIDIA kernels (nv.cu), expectations from host references.

use crate::common::*;

#[test]
fn warp_shuffle_reduction_and_shared_memory() {
    // The kernel adds with `add nsw i32` (C int): inputs small enough not to overflow.
    let o = run(r#"{"module": "wsum.sm_90.ll", "kernel": "wsum", "grid": [1], "block": [128],
        "args": [{"buffer": "i32", "len": 128, "fill": "iota"}, {"buffer": "i32", "len": 1, "fill": 0}]}"#);
    ok(&o);
    assert_eq!(u32s(&o, 1), vec![(0..128).sum::<u32>()]);
    assert!(o.result.as_ref().unwrap().warnings.is_empty());
}

#[test]
fn signed_overflow_under_nsw_is_poison() {
    // Random 32-bit inputs overflow the `add nsw` chain: LLVM makes the sum poison, so the
    // lanes are undefined and the atomic stores an undefined value (strict: an error).
    let spec = r#"{"module": "wsum.sm_90.ll", "kernel": "wsum", "grid": [1], "block": [128],
        "args": [{"buffer": "i32", "len": 128, "fill": {"random": 5}}, {"buffer": "i32", "len": 1, "fill": 0}]}"#;
    let s = xlane_ir::spec::Spec::parse(spec, kernels_dir()).unwrap();
    let ov = xlane_ir::spec::Overrides { strict: true, ..Default::default() };
    let e = xlane_ir::spec::run_spec(s, &ov).unwrap().result.unwrap_err();
    assert_eq!(e.kind, xlane_ir::ErrKind::UndefinedValue, "{e}");
}

#[test]
fn ballot_half_warp_shuffle_constant_table_byval_struct() {
    for opt in ["O0", "O2"] {
        // Params { scale: 3, bias: 10.0f, pad: -1 } little-endian, 12 bytes
        let o = run(&format!(
            r#"{{"module": "nv.{opt}.sm_90.ll", "kernel": "vote", "grid": [1], "block": [64],
            "args": [{{"buffer": "u32", "len": 64, "fill": {{"random": 9}}}}, {{"buffer": "u32", "len": 192, "fill": 0}}, {{"bytes": "0300000000002041ffff0000"}}],
            "globals": {{"table": {{"type": "u32", "data": [1, 2, 3, 4, 5, 6, 7, 8]}}}}}}"#
        ));
        ok(&o);
        let mut s = xlane_ir::spec::SplitMix64(9);
        let v: Vec<u32> = (0..64).map(|_| s.next_u64() as u32).collect();
        let out = u32s(&o, 1);
        for t in 0..64usize {
            let w = t / 32 * 32;
            let ballot = (0..32).fold(0u32, |b, l| b | (v[w + l] & 1) << l);
            let lane = t % 32;
            let x = if lane < 16 { v[w + 15 - lane] } else { 0 };
            let table = [1u32, 2, 3, 4, 5, 6, 7, 8][t % 8];
            assert_eq!(out[3 * t..3 * t + 3], [ballot, x, table * 3 + 10], "{opt}: thread {t}");
        }
    }
}

#[test]
fn syncthreads_count_and_dynamic_shared() {
    let o = run(r#"{"module": "nv.O2.sm_90.ll", "kernel": "cnt", "grid": [1], "block": [100], "shared_bytes": 400,
        "args": [{"buffer": "u32", "len": 100, "fill": "iota"}, {"buffer": "u32", "len": 100, "fill": 0}]}"#);
    ok(&o);
    let count = (0..100).filter(|&x| x > 50).count() as u32;
    let want: Vec<u32> = (0..100).map(|t| count + (t + 1) % 100).collect();
    assert_eq!(u32s(&o, 1), want);
}

#[test]
fn half_precision_arithmetic_rounds_once() {
    let o = run(r#"{"module": "nv.O2.sm_90.ll", "kernel": "hf", "grid": [1], "block": [4],
        "args": [{"buffer": "f16", "data": [1, 2, 0.5, -3]}, {"buffer": "f16", "len": 4, "fill": 0}]}"#);
    ok(&o);
    let (_, _, b) = o.buffers.iter().find(|b| b.0 == 1).unwrap();
    let got: Vec<u16> = b.chunks(2).map(|c| u16::from_le_bytes([c[0], c[1]])).collect();
    // a * 3 + 0.1 with half operations (clang keeps `fmul half`, `fadd half`): 0.1 is
    // 0x2e66 in half; products are exact; the sums round to nearest even:
    // 3 + 0.0999755859 = 3.0999755859 -> 0x4233 (3.099609375); 6.0999755859 -> 0x461a (6.1015625);
    // 1.5999755859 -> 0x3e66 (1.599609375); -8.9000244141 -> 0xc873 (-8.8984375)
    assert_eq!(got, vec![0x4233, 0x461a, 0x3e66, 0xc873]);
}

#[test]
fn cp_async_zero_fills_and_flags_reads_before_the_wait() {
    let spec = |early: u32| {
        format!(
            r#"{{"module": "cp.sm_90.ll", "kernel": "stage", "grid": [1], "block": [64],
            "args": [{{"buffer": "u32", "len": 256, "fill": "iota"}}, {{"buffer": "u32", "len": 64, "fill": 0}}, {{"scalar": "i32", "value": {early}}}]}}"#
        )
    };
    let o = run(&spec(0));
    ok(&o);
    // s holds in[0..252) and then in[252], in[253], 0, 0 (thread 63 copies 8 of 16 bytes)
    let s: Vec<u32> = (0..256).map(|i| if i < 254 { i } else { 0 }).collect();
    let want: Vec<u32> = (0..64).map(|t| s[4 * ((t + 1) % 64) + 3] + s[4 * t + 1]).collect();
    assert_eq!(u32s(&o, 1), want);
    assert!(o.result.as_ref().unwrap().warnings.is_empty());
    // without the wait, the reads of the staged words are flagged
    let o = run(&spec(1));
    let w = &o.result.as_ref().unwrap().warnings;
    assert!(!w.is_empty() && w[0].message.contains("cp.async"), "{w:?}");
}

#[test]
fn nvvm_arithmetic_builtins() {
    let o = run(r#"{"module": "nvm.sm_90.ll", "kernel": "m", "block": [1],
        "args": [{"buffer": "f32", "data": [0, 1.5, "0x7fc00000", 0, -2, 3, 0, -4.25, 0, 0.1, 0.2, 0, 1e-3, 3, 7, 0, 2, 0, 1.7, 0, 1, 3, 0, 1.1, 1.1, 0, 3, 2.5]},
          {"buffer": "i32", "data": [0, -7, 1073741824, 0, 0, 0, 0, 0, 5, 9, 4]},
          {"buffer": "u32", "data": [0, 4294967295, 4294967295, 0, "0x44332211", "0x88776655", "0x3210", 0, 0, 0]},
          {"buffer": "f64", "data": [0, 0.1, 0.2, 0.3]}]}"#);
    ok(&o);
    let f = f32s(&o, 0);
    assert_eq!(f[0], 1.5, "fmin with a NaN gives the number");
    assert_eq!([f[3], f[6], f[8]], [3.0, 4.25, 0.1f32 + 0.2f32]);
    assert_eq!([f[11], f[15], f[17], f[19], f[22], f[25]], [1e-3f32.mul_add(3.0, 7.0), 2f32.sqrt(), 1.0, 1.0 / 3.0, 1.1f32 * 1.1f32, 1.0 / 3.0]);
    let i = u32s(&o, 1);
    assert_eq!(i[0] as i32, ((-7i64 << 30) >> 32) as i32, "mulhi.i");
    assert_eq!(i[7], 8, "sad: |5 - 9| + 4");
    let u = u32s(&o, 2);
    assert_eq!(u[0], 0xffff_fffe, "mulhi.ui");
    assert_eq!(u[3], 0x4433_2211, "prmt 0x3210 keeps a");
    assert_eq!(u[9], 2, "f2i.rn rounds 2.5 to even");
    let (_, _, d) = o.buffers.iter().find(|b| b.0 == 3).unwrap();
    assert_eq!(f64::from_le_bytes(d[..8].try_into().unwrap()), 0.1f64.mul_add(0.2, 0.3));
}

#[test]
fn fns_with_base_above_31_is_undefined() {
    // PTX ISA "fns": base > 31 is undefined; the intrinsic and the inline form both store it.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/filetests");
    let spec = r#"{"module": "nvvm_fns.ll", "kernel": "k_undef", "target": "sm_90", "block": [1], "args": [{"buffer": "u32", "len": 2, "fill": 0}]}"#;
    let s = xlane_ir::spec::Spec::parse(spec, &dir).unwrap();
    let ov = xlane_ir::spec::Overrides { strict: true, ..Default::default() };
    let e = xlane_ir::spec::run_spec(s, &ov).unwrap().result.unwrap_err();
    assert_eq!(e.kind, xlane_ir::ErrKind::UndefinedValue, "{e}");
    let o = xlane_ir::spec::run_spec(xlane_ir::spec::Spec::parse(spec, &dir).unwrap(), &Default::default()).unwrap();
    let undefined = o.result.as_ref().unwrap().warnings.iter().filter(|w| w.kind == xlane_ir::ErrKind::UndefinedValue).count();
    assert_eq!(undefined, 2, "both stores are undefined");
}
