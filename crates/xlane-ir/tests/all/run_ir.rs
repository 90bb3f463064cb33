//! Hand-written IR for constructs clang rarely emits from small sources: vector reductions,
//! AMDGPU bit-field intrinsics, poison flags, switch edges with phis, constant expressions.

use crate::common::*;

#[test]
fn vector_reductions_and_bitfield_intrinsics() {
    let ir = format!(
        r#"{AMD_HEADER}
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {{
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %t to i64
  %p = getelementptr <4 x i32>, ptr addrspace(1) %in, i64 %i
  %v = load <4 x i32>, ptr addrspace(1) %p, align 16
  %s = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)
  %m = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %v)
  %x0 = extractelement <4 x i32> %v, i64 0
  %u = call i32 @llvm.amdgcn.ubfe.i32(i32 %x0, i32 4, i32 8)
  %b = call i32 @llvm.amdgcn.sbfe.i32(i32 %x0, i32 4, i32 8)
  %q = call i32 @llvm.amdgcn.mul.i24(i32 %x0, i32 -3)
  %o = getelementptr [4 x i32], ptr addrspace(1) %out, i64 %i
  %v2 = insertelement <4 x i32> poison, i32 %s, i32 0
  %v3 = insertelement <4 x i32> %v2, i32 %m, i32 1
  %v4 = insertelement <4 x i32> %v3, i32 %u, i32 2
  %v5 = insertelement <4 x i32> %v4, i32 %b, i32 3
  %w = add <4 x i32> %v5, splat (i32 0)
  store <4 x i32> %w, ptr addrspace(1) %o, align 16
  %o2 = getelementptr i32, ptr addrspace(1) %out, i64 256
  %o3 = getelementptr i32, ptr addrspace(1) %o2, i64 %i
  store i32 %q, ptr addrspace(1) %o3, align 4
  ret void
}}
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>)
declare i32 @llvm.amdgcn.ubfe.i32(i32, i32, i32)
declare i32 @llvm.amdgcn.sbfe.i32(i32, i32, i32)
declare i32 @llvm.amdgcn.mul.i24(i32, i32)
"#
    );
    let o = run_ir("reduce", &ir, r#""kernel": "k", "block": [64], "args": [{"buffer": "u32", "len": 256, "fill": {"random": 1}}, {"buffer": "u32", "len": 320, "fill": 0}]"#);
    ok(&o);
    let mut s = xlane_ir::spec::SplitMix64(1);
    let v: Vec<u32> = (0..256).map(|_| s.next_u64() as u32).collect();
    let out = u32s(&o, 1);
    for t in 0..64 {
        let e = &v[4 * t..4 * t + 4];
        let sum = e.iter().fold(0u32, |a, &x| a.wrapping_add(x));
        let field = (e[0] >> 4) & 0xff;
        let sfield = ((field << 24) as i32 >> 24) as u32;
        let i24 = ((e[0] << 8) as i32 >> 8) as i64;
        assert_eq!(out[4 * t..4 * t + 4], [sum, *e.iter().max().unwrap(), field, sfield], "thread {t}");
        assert_eq!(out[256 + t], (i24 * -3) as u32, "mul.i24, thread {t}");
    }
}

/// LangRef "Vector Reduction Intrinsics": `llvm.vector.reduce.fadd`/`fmul` without
/// `reassoc` are sequential from the start value (Triton's NVIDIA back end emits them for a
/// thread's own elements of `tl.sum`). Start 1 and <2^24, 1, -2^24, 1> give 1 in that order
/// ((1 + 2^24) rounds to 2^24, + 1 again, - 2^24, + 1); pairwise sums would give 2. With
/// `reassoc` the order is the backend's, and the run is refused.
#[test]
fn ordered_float_vector_reductions() {
    let body = |flag: &str| {
        format!(
            r#"{AMD_HEADER}
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {{
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %one = uitofp i32 %t to float
  %v0 = insertelement <4 x float> <float 0.0, float 1.0, float 0xC170000000000000, float 1.0>, float 0x4170000000000000, i32 0
  %s = call {flag} float @llvm.vector.reduce.fadd.v4f32(float 1.0, <4 x float> %v0)
  %m = call {flag} float @llvm.vector.reduce.fmul.v2f32(float 3.0, <2 x float> <float 2.0, float 4.0>)
  %z = fmul float %one, 0.0
  %s2 = fadd float %s, %z
  %p = getelementptr [2 x float], ptr addrspace(1) %out, i32 %t
  store float %s2, ptr addrspace(1) %p, align 4
  %p1 = getelementptr float, ptr addrspace(1) %p, i32 1
  store float %m, ptr addrspace(1) %p1, align 4
  ret void
}}
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
declare float @llvm.vector.reduce.fmul.v2f32(float, <2 x float>)
"#
        )
    };
    let spec = r#""kernel": "k", "block": [64], "args": [{"buffer": "f32", "len": 128, "fill": 0}]"#;
    let o = run_ir("reduce_fadd", &body(""), spec);
    ok(&o);
    assert_eq!(f32s(&o, 0), [1.0f32, 24.0].repeat(64));
    let e = refusal("reduce_fadd_reassoc", &body("reassoc"), spec);
    assert_eq!(e.kind, xlane_ir::ErrKind::Unsupported, "{}", e.message);
    assert!(e.message.contains("with `reassoc`"), "{}", e.message);
}

#[test]
fn nsw_shift_overflow_is_undefined_and_switch_phis_follow_their_edge() {
    let ir = format!(
        r#"{AMD_HEADER}
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {{
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %sel = and i32 %t, 3
  switch i32 %sel, label %d [
    i32 0, label %a
    i32 1, label %a
    i32 2, label %b
  ]
a:
  br label %j
b:
  br label %j
d:
  br label %j
j:
  %x = phi i32 [ 10, %a ], [ 20, %b ], [ 30, %d ]
  %sh = shl nsw i32 1073741824, %sel
  %r = add i32 %x, %sel
  %i = zext i32 %t to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %p, align 4
  %p2 = getelementptr i32, ptr addrspace(1) %p, i64 64
  store i32 %sh, ptr addrspace(1) %p2, align 4
  ret void
}}
"#
    );
    let o = run_ir("switch", &ir, r#""kernel": "k", "block": [8], "args": [{"buffer": "u32", "len": 128, "fill": 0}]"#);
    let r = o.result.as_ref().expect("runs");
    let out = u32s(&o, 0);
    let want: Vec<u32> = (0..8).map(|t| [10, 10, 20, 30][t % 4] + (t % 4) as u32).collect();
    assert_eq!(out[..8], want[..]);
    // 2^30 << 1 flips the sign under nsw: poison for sel >= 1; sel 0 is fine
    assert_eq!(r.warnings.len(), 6, "{:?}", r.warnings.iter().map(|w| &w.message).collect::<Vec<_>>());
    assert_eq!(out[64], 1 << 30);
}

#[test]
fn expect_on_module_globals_uses_their_llvm_type() {
    let ir = format!(
        r#"{AMD_HEADER}
@counter = addrspace(1) global i32 0, align 4
@hist = addrspace(1) global [4 x i16] zeroinitializer, align 2
define amdgpu_kernel void @k() #0 {{
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %o = atomicrmw add ptr addrspace(1) @counter, i32 1 monotonic, align 4
  %b = and i32 %t, 3
  %i = zext i32 %b to i64
  %p = getelementptr [4 x i16], ptr addrspace(1) @hist, i64 0, i64 %i
  %h = atomicrmw add ptr addrspace(1) %p, i16 1 monotonic, align 2
  ret void
}}
"#
    );
    let o = run_ir(
        "globals",
        &ir,
        r#""kernel": "k", "block": [70], "args": [],
        "globals": {"counter": {"type": "u32", "data": [5]}},
        "expect": {"global:counter": {"data": [75]}, "global:hist": {"data": [18, 18, 17, 17]}}"#,
    );
    ok(&o);
    assert!(o.passed, "{:?}", o.mismatches);
}

#[test]
fn float_class_ldexp_frexp_saturating_conversion() {
    let stores = store_words("%o", &[("i32", "%cls"), ("float", "%l"), ("float", "%m"), ("i32", "%e"), ("i32", "%s8")]);
    let ir = format!(
        r#"{AMD_HEADER}
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {{
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %t to i64
  %p = getelementptr float, ptr addrspace(1) %in, i64 %i
  %x = load float, ptr addrspace(1) %p, align 4
  %nan = call i1 @llvm.is.fpclass.f32(float %x, i32 3)
  %sub = call i1 @llvm.is.fpclass.f32(float %x, i32 144)
  %l = call float @llvm.ldexp.f32.i32(float %x, i32 3)
  %fr = call {{ float, i32 }} @llvm.frexp.f32.i32(float %x)
  %m = extractvalue {{ float, i32 }} %fr, 0
  %e = extractvalue {{ float, i32 }} %fr, 1
  %s = call i8 @llvm.fptosi.sat.i8.f32(float %x)
  %n32 = zext i1 %nan to i32
  %s32 = zext i1 %sub to i32
  %c = shl i32 %s32, 1
  %cls = or i32 %n32, %c
  %s8 = sext i8 %s to i32
  %o = getelementptr [5 x i32], ptr addrspace(1) %out, i64 %i
{stores}
  ret void
}}
declare i1 @llvm.is.fpclass.f32(float, i32)
declare float @llvm.ldexp.f32.i32(float, i32)
declare {{ float, i32 }} @llvm.frexp.f32.i32(float)
declare i8 @llvm.fptosi.sat.i8.f32(float)
"#
    );
    // inputs: 6.0, NaN, a subnormal (8 * 2^-149 = 2^-146), -1000.5, +inf
    let o = run_ir(
        "fhelp",
        &ir,
        r#""kernel": "k", "block": [5], "args": [{"buffer": "f32", "data": [6.0, "0x7fc00001", "0x00000008", -1000.5, "0x7f800000"]}, {"buffer": "u32", "len": 25, "fill": 0}]"#,
    );
    ok(&o);
    let out = u32s(&o, 1);
    let f = |x: f32| x.to_bits();
    // class bits 0|1 (NaN) and 4|7 (subnormal); ldexp by 3; frexp; saturating i8
    assert_eq!(out[0..5], [0, f(48.0), f(0.75), 3, 6]);
    assert_eq!(out[5] & 1, 1);
    assert_eq!(out[9], 0, "NaN saturates to 0");
    assert_eq!(out[10..15], [2, 64, f(0.5), (-145i32) as u32, 0]); // 2^-143 is 64 * 2^-149
    assert_eq!(out[15..20], [0, f(-8004.0), f(-1000.5 / 1024.0), 10, (-128i32) as u32]);
    assert_eq!(out[20..25], [0, f(f32::INFINITY), f(f32::INFINITY), 0, 127]);
}

#[test]
fn amdgcn_fract_is_the_opencl_fract() {
    // ocml's powf calls llvm.amdgcn.fract (V_FRACT_F32); f64 and f16 forms too
    let stores = store_words("%o", &[("float", "%f"), ("float", "%fdf"), ("float", "%fhf")]);
    let ir = format!(
        r#"{AMD_HEADER}
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {{
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %t to i64
  %p = getelementptr float, ptr addrspace(1) %in, i64 %i
  %x = load float, ptr addrspace(1) %p, align 4
  %f = call float @llvm.amdgcn.fract.f32(float %x)
  %xd = fpext float %x to double
  %fd = call double @llvm.amdgcn.fract.f64(double %xd)
  %fdf = fptrunc double %fd to float
  %xh = fptrunc float %x to half
  %fh = call half @llvm.amdgcn.fract.f16(half %xh)
  %fhf = fpext half %fh to float
  %o = getelementptr [3 x float], ptr addrspace(1) %out, i64 %i
{stores}
  ret void
}}
declare float @llvm.amdgcn.fract.f32(float)
declare double @llvm.amdgcn.fract.f64(double)
declare half @llvm.amdgcn.fract.f16(half)
"#
    );
    // inputs: 2.75, -2.75, -2^-30 (x - floor(x) rounds to 1.0: the minimum gives the largest
    // value below 1), +inf (inf - inf: NaN), 1e30 (an integer: +0)
    let o = run_ir(
        "fract",
        &ir,
        r#""kernel": "k", "block": [5], "args": [{"buffer": "f32", "data": [2.75, -2.75, "0xb0800000", "0x7f800000", 1e30]}, {"buffer": "u32", "len": 15, "fill": 0}]"#,
    );
    ok(&o);
    let out = u32s(&o, 1);
    let f = |x: f32| x.to_bits();
    assert_eq!(out[0..3], [f(0.75), f(0.75), f(0.75)]);
    assert_eq!(out[3..6], [f(0.25), f(0.25), f(0.25)]);
    // f32: 1 - 2^-30 rounds to 1.0 -> 0x3f7fffff; f64: 1 - 2^-30 is exact (then rounded to
    // f32 by the fptrunc: 1.0); f16: -2^-30 is -0.0 in f16, so floor is -0 and the fract is +0
    assert_eq!(out[6..9], [0x3f7f_ffff, f(1.0), 0]);
    assert!(out[9..12].iter().all(|&b| f32::from_bits(b).is_nan()), "fract(inf) is NaN");
    // 1e30 is an integer in f32 and f64 (+0); in f16 it is +inf (NaN)
    assert_eq!(out[12..14], [0, 0]);
    assert!(f32::from_bits(out[14]).is_nan());
}

/// A module of many kernels (ggml's mmvq.cu: 294 instances, each with its own `__shared__`
/// arrays): a launch's LDS holds only the variables its kernel and the kernel's callees use
/// (AMDGPULowerModuleLDS gives each kernel its own LDS frame).
#[test]
fn a_kernel_gets_only_the_shared_variables_it_reaches() {
    let ir = format!(
        r#"{AMD_HEADER}
@a = internal addrspace(3) global [10000 x i32] undef, align 4
@b = internal addrspace(3) global [10000 x i32] undef, align 4
define internal void @touch_b(i32 %t, ptr addrspace(1) %out) {{
  %p = getelementptr [10000 x i32], ptr addrspace(3) @b, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %p, align 4
  %v = load i32, ptr addrspace(3) %p, align 4
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}}
define amdgpu_kernel void @uses_a(ptr addrspace(1) %out) #0 {{
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr [10000 x i32], ptr addrspace(3) @a, i32 0, i32 %t
  store i32 7, ptr addrspace(3) %p, align 4
  %v = load i32, ptr addrspace(3) %p, align 4
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}}
define amdgpu_kernel void @uses_b(ptr addrspace(1) %out) #0 {{
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  call void @touch_b(i32 %t, ptr addrspace(1) %out)
  ret void
}}
define amdgpu_kernel void @uses_both(ptr addrspace(1) %out) #0 {{
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr [10000 x i32], ptr addrspace(3) @a, i32 0, i32 %t
  store i32 1, ptr addrspace(3) %p, align 4
  call void @touch_b(i32 %t, ptr addrspace(1) %out)
  ret void
}}
"#
    );
    let spec = |k: &str| format!(r#""kernel": "{k}", "block": [4], "args": [{{"buffer": "u32", "len": 4, "fill": 0}}]"#);
    let o = run_ir("lds_per_kernel", &ir, &spec("uses_a"));
    ok(&o);
    assert_eq!(u32s(&o, 0), vec![7; 4]);
    let o = run_ir("lds_per_kernel", &ir, &spec("uses_b"));
    ok(&o);
    assert_eq!(u32s(&o, 0), vec![0, 1, 2, 3]);
    // 2 x 40000 bytes do not fit gfx942's 64 KiB
    let e = run_ir("lds_per_kernel", &ir, &spec("uses_both")).result.expect_err("80000 bytes of LDS");
    assert!(e.to_string().contains("80000 bytes of LDS"), "{e}");
}

#[test]
fn an_absorbing_operand_defines_the_result() {
    let stores = store_words("%q", &[("i32", "%z"), ("i32", "%o"), ("i32", "%m"), ("i32", "%w")]);
    let ir = format!(
        r#"{AMD_HEADER}
@lds = internal addrspace(3) global [64 x i32] undef, align 4
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {{
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %t
  %u = load i32, ptr addrspace(3) %p, align 4
  %z = and i32 %u, 0
  %o = or i32 %u, -1
  %m = mul i32 %u, 0
  %w = and i32 %u, 1
  %i = zext i32 %t to i64
  %q = getelementptr [4 x i32], ptr addrspace(1) %out, i64 %i
{stores}
  ret void
}}
"#
    );
    let o = run_ir("absorb", &ir, r#""kernel": "k", "block": [2], "args": [{"buffer": "u32", "len": 8, "fill": 9}]"#);
    let r = o.result.as_ref().expect("runs");
    // uninitialized LDS is undefined; only `and %u, 1` keeps that (one warning per lane);
    // initcheck reports the load itself once (issue 23)
    let messages = || r.warnings.iter().map(|w| &w.message).collect::<Vec<_>>();
    let (read, undef): (Vec<_>, Vec<_>) = r.warnings.iter().partition(|w| w.kind == xlane_ir::ErrKind::Uninitialized);
    assert_eq!(read.len(), 1, "{:?}", messages());
    assert!(read[0].at.inst.contains("%u = load"), "{:?}", read[0].at.inst);
    assert_eq!(undef.len(), 2, "{:?}", messages());
    assert!(undef.iter().all(|w| w.at.inst.contains("%w")));
    assert_eq!(u32s(&o, 0)[..3], [0, u32::MAX, 0]);
}

/// Results kept from wave to wave (`exec::reuse`, compiled tier only): `ballot(true)` depends
/// on nothing but the exec mask, so it is kept; here it runs under a per-wave divergent mask
/// (`t % 3 == 0` gives each wave of the block another pattern, the last wave is partial) and in
/// a loop whose mask shrinks every iteration (a second write in one wave must not be kept).
/// Three blocks run one after another on one worker, so the second and third reuse what the
/// first computed; a `ds.bpermute` steered by a kept lane index replays its route on new data
/// every wave; the block size is a kept load of the implicit arguments, while a load of a
/// counter that each wave bumps is read anew. `run_ir` compares both tiers bit for bit; the values are checked against
/// a host reference written from the kernel's meaning.
#[test]
fn kept_results_follow_the_exec_mask_across_waves_and_loop_iterations() {
    let ir = format!(
        r#"{AMD_HEADER}
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i64 @llvm.ctpop.i64(i64)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
define amdgpu_kernel void @k(ptr addrspace(1) %rank, ptr addrspace(1) %accs, i32 %bsize, ptr addrspace(1) %swap, ptr addrspace(1) %count) #0 {{
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %b = call i32 @llvm.amdgcn.workgroup.id.x()
  %ia = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %gx = getelementptr i8, ptr addrspace(4) %ia, i64 12
  %bd = load i16, ptr addrspace(4) %gx, align 4
  %bd32 = zext i16 %bd to i32
  %base = mul i32 %b, %bd32
  %before = load i32, ptr addrspace(1) %count, align 4
  %gid = add i32 %base, %t
  %g64 = zext i32 %gid to i64
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %lane64 = zext i32 %lane to i64
  %below = shl i64 1, %lane64
  %belowm = sub i64 %below, 1
  %pair = xor i32 %lane, 1
  %addr = shl i32 %pair, 2
  %sw = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %gid)
  %ps = getelementptr i32, ptr addrspace(1) %swap, i64 %g64
  %before16 = shl i32 %before, 16
  %swb = or i32 %sw, %before16
  store i32 %swb, ptr addrspace(1) %ps, align 4
  %first = icmp eq i32 %lane, 0
  br i1 %first, label %bump, label %bumped
bump:
  %after = add i32 %before, 1
  store i32 %after, ptr addrspace(1) %count, align 4
  br label %bumped
bumped:
  %r3 = urem i32 %t, 3
  %c = icmp eq i32 %r3, 0
  br i1 %c, label %then, label %join
then:
  %e = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %eb = and i64 %e, %belowm
  %pc = call i64 @llvm.ctpop.i64(i64 %eb)
  %p32 = trunc i64 %pc to i32
  br label %join
join:
  %v = phi i32 [ %p32, %then ], [ 7, %bumped ]
  %l3 = and i32 %lane, 3
  br label %loop
loop:
  %i = phi i32 [ 0, %join ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %join ], [ %acc1, %loop ]
  %bb = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %cnt = call i64 @llvm.ctpop.i64(i64 %bb)
  %c32 = trunc i64 %cnt to i32
  %acc1 = add i32 %acc, %c32
  %i1 = add i32 %i, 1
  %more = icmp ule i32 %i1, %l3
  br i1 %more, label %loop, label %done
done:
  %pr = getelementptr i32, ptr addrspace(1) %rank, i64 %g64
  store i32 %v, ptr addrspace(1) %pr, align 4
  %pa = getelementptr i32, ptr addrspace(1) %accs, i64 %g64
  store i32 %acc1, ptr addrspace(1) %pa, align 4
  ret void
}}
"#
    );
    let (blocks, bsize) = (3usize, 160usize);
    let spec = format!(
        r#""kernel": "k", "grid": [{blocks}], "block": [{bsize}], "schedule": "sequential", "args": [{{"buffer": "u32", "len": {n}, "fill": 0}}, {{"buffer": "u32", "len": {n}, "fill": 0}}, {{"scalar": "u32", "value": {bsize}}}, {{"buffer": "u32", "len": {n}, "fill": 0}}, {{"buffer": "u32", "len": 1, "fill": 0}}]"#,
        n = blocks * bsize
    );
    let o = run_ir("kept_results", &ir, &spec);
    ok(&o);
    let (rank, accs, swap) = (u32s(&o, 0), u32s(&o, 1), u32s(&o, 3));
    for b in 0..blocks {
        for t in 0..bsize {
            let (wave0, lane) = (t / 64 * 64, t % 64);
            let live: Vec<usize> = (wave0..(wave0 + 64).min(bsize)).collect();
            let want_rank = if t % 3 == 0 { live.iter().filter(|&&u| u % 3 == 0 && u < t).count() as u32 } else { 7 };
            let want_acc: usize = (0..=lane % 4).map(|j| live.iter().filter(|&&u| (u % 64) % 4 >= j).count()).sum();
            assert_eq!(rank[b * bsize + t], want_rank, "rank, block {b} thread {t}");
            assert_eq!(accs[b * bsize + t], want_acc as u32, "loop ballots, block {b} thread {t}");
            // a shuffle steered by a kept lane index, of data that changes every wave
            // the high half: the count of waves that ran before this one (a load through a
            // fixed pointer that a store changes between waves must not be kept); the block
            // size in `base` was read from the implicit arguments (kept)
            let waves_before = (b * bsize.div_ceil(64) + t / 64) as u32;
            assert_eq!(swap[b * bsize + t], (b * bsize + (t ^ 1)) as u32 | waves_before << 16, "bpermute, block {b} thread {t}");
        }
    }
}

/// A black-box find (local run, seed 9202): a mutated `alloca` of 2^30 words made every wave
/// allocate 256 GiB of private memory and abort. The plan refuses a frame beyond the per-lane
/// limit before anything is allocated; a frame within it runs.
#[test]
fn a_stack_frame_beyond_the_private_limit_is_refused_before_allocating() {
    let kernel = |words: u64| {
        format!(
            r#"{AMD_HEADER}
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {{
  %a = alloca [{words} x i32], align 4, addrspace(5)
  store i32 7, ptr addrspace(5) %a, align 4
  %v = load i32, ptr addrspace(5) %a, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}}
"#
        )
    };
    let spec = r#""kernel": "k", "block": [64], "args": [{"buffer": "u32", "len": 1}]"#;
    // 512 MiB: within the 1 GiB the runner allows one object, but 64 lanes × twice that per wave
    let e = refusal("bigframe", &kernel(1 << 27), spec);
    assert_eq!(e.kind, xlane_ir::ErrKind::Launch, "{e}");
    assert!(e.message.contains("`k`, allocates 536870912"), "{}", e.message);
    assert!(e.help.as_deref().is_some_and(|h| h.contains("global or shared memory")));
    // 4 KiB per lane: twice the frame plus 16 bytes is well inside 512 KiB
    let o = run_ir("smallframe", &kernel(1024), spec);
    assert_eq!(u32s(&o, 0), [7]);
}

/// Frame sizes come from the module: an `alloca i32, i32 -1` (2^32 - 1 elements, LangRef's
/// count is unsigned: 16 GiB) and three `align 2147483648` slots wrapped the 32-bit frame
/// offset to a few bytes and ran (and would panic on overflow in a debug build). The frame
/// now saturates and the launch refuses it as beyond the per-lane limit.
#[test]
fn frame_sizes_that_overflow_32_bits_are_refused_not_wrapped() {
    for (name, allocas) in [
        ("count", "  %a = alloca i32, i32 -1, align 4, addrspace(5)\n"),
        ("aligns", "  %x = alloca i32, align 2147483648, addrspace(5)\n  %y = alloca i32, align 2147483648, addrspace(5)\n  %a = alloca i32, align 2147483648, addrspace(5)\n"),
    ] {
        let ir = format!(
            r#"{AMD_HEADER}
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {{
{allocas}  store i32 7, ptr addrspace(5) %a, align 4
  ret void
}}
"#
        );
        let e = refusal(name, &ir, r#""kernel": "k", "block": [64], "args": [{"buffer": "u32", "len": 1}]"#);
        assert_eq!(e.kind, xlane_ir::ErrKind::Launch, "{name}: {e}");
        assert!(e.message.contains("allocates 4294967295"), "{name}: {}", e.message);
    }
}

/// LangRef `insertelement`: "If idx exceeds the length of val for a fixed-length vector, the
/// result is a poison value". A constant index past the end left the vector unchanged, and a
/// run-time one did the same per lane; both are poison now (here stored: a warning per lane).
#[test]
fn insertelement_past_the_end_is_poison() {
    let ir = format!(
        r#"{AMD_HEADER}
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {{
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %c = insertelement <4 x i32> zeroinitializer, i32 5, i32 4000000000
  %e0 = extractelement <4 x i32> %c, i32 0
  %d = insertelement <4 x i32> zeroinitializer, i32 5, i32 %t
  %e1 = extractelement <4 x i32> %d, i32 1
  %s = add i32 %e0, 0
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %s, ptr addrspace(1) %p, align 4
  %t8 = add i32 %t, 8
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %t8
  store i32 %e1, ptr addrspace(1) %q, align 4
  ret void
}}
"#
    );
    let o = run_ir("insert_past", &ir, r#""kernel": "k", "block": [8], "args": [{"buffer": "u32", "len": 16, "fill": 9}]"#);
    let r = o.result.as_ref().expect("runs (poison stored is a warning)");
    let poison = |store: &str| r.warnings.iter().filter(|w| w.kind == xlane_ir::ErrKind::UndefinedValue && w.at.inst.contains(store)).count();
    // the constant index: every lane's first store is poison
    assert_eq!(poison("store i32 %s"), 8, "{:?}", r.warnings.iter().map(|w| &w.message).collect::<Vec<_>>());
    // the run-time index: lanes 4..8 are past the end (poison); lane 1 wrote 5 into element 1
    assert_eq!(poison("store i32 %e1"), 4, "{:?}", r.warnings.iter().map(|w| &w.message).collect::<Vec<_>>());
    assert_eq!(u32s(&o, 0)[8..12], [0, 5, 0, 0]);
}

/// Registers are one per scalar component per lane: a probe of three `<65536 x i32>` values
/// in a 1024-thread block made every wave allocate ~100 MiB and the launch abort under a 6 GiB
/// limit; 300 such adds made the decoder allocate 5 GiB of ops. A function beyond 2^18
/// registers is refused while decoding, and a block whose waves' registers pass 256 MiB before
/// it runs; the same kernel in one wave runs.
#[test]
fn register_files_beyond_the_limits_are_refused_before_allocating() {
    let kernel = |width: u32| {
        format!(
            r#"{AMD_HEADER}
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {{
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %s = insertelement <{width} x i32> zeroinitializer, i32 %t, i32 0
  %v = add <{width} x i32> %s, splat (i32 1)
  %e = extractelement <{width} x i32> %v, i32 0
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %e, ptr addrspace(1) %p, align 4
  ret void
}}
"#
        )
    };
    let spec = |threads: u32| format!(r#""kernel": "k", "block": [{threads}], "args": [{{"buffer": "u32", "len": {threads}}}]"#);
    let refused = |name: &str, width: u32, threads: u32| {
        let e = refusal(name, &kernel(width), &spec(threads));
        (e.kind, e.message)
    };
    // 4 values of 65536 components (two constants among them): over 2^18 registers
    let (kind, msg) = refused("regs_decode", 65536, 64);
    assert_eq!(kind, xlane_ir::ErrKind::Unsupported, "{msg}");
    assert!(msg.contains("`@k` needs more than 262144 registers"), "{msg}");
    // 16384 wide: ~65K registers, 34 MiB per wave; 16 waves are beyond 256 MiB
    let (kind, msg) = refused("regs_block", 16384, 1024);
    assert_eq!(kind, xlane_ir::ErrKind::Launch, "{msg}");
    assert!(msg.contains("a block of 16 wave(s) needs") && msg.contains("at most 268435456"), "{msg}");
    // one wave of the same kernel runs: lane t stores element 0 + 1 = t + 1
    let o = run_ir("regs_one_wave", &kernel(16384), &spec(64));
    ok(&o);
    assert_eq!(u32s(&o, 0), (1..=64).collect::<Vec<u32>>());
}

/// Branches every lane of the entry takes together: into a loop through its header, between
/// blocks of the loop's body, and after a divergent branch has joined again (the driver goes
/// straight on at such a branch inside one loop nest, `flow::straight_on`, and leaves the others
/// to the divergence stack), in a loop the lanes leave after 3 to 6 passes. Values against a
/// host model of the kernel; steps per wave counted by hand.
#[test]
fn uniform_branches_in_and_out_of_a_loop_give_the_host_models_values_and_steps() {
    let ir = format!(
        r#"{AMD_HEADER}
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {{
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %all = icmp ult i32 %t, 1000
  br i1 %all, label %pre, label %never
pre:
  %a = mul i32 %t, 3
  %r4 = and i32 %t, 3
  %n = add i32 %r4, 3
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i1, %latch ]
  %acc = phi i32 [ %a, %pre ], [ %acc2, %latch ]
  %bit = and i32 %i, 1
  %odd = icmp ne i32 %bit, 0
  br i1 %odd, label %odd_b, label %even_b
odd_b:
  %acc_o = add i32 %acc, %i
  br label %latch
even_b:
  %acc_e = xor i32 %acc, %i
  br label %latch
latch:
  %acc2 = phi i32 [ %acc_o, %odd_b ], [ %acc_e, %even_b ]
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %loop, label %after
after:
  %low = icmp ult i32 %t, 20
  br i1 %low, label %small, label %join
small:
  %acc3 = mul i32 %acc2, 7
  br label %join
join:
  %r = phi i32 [ %acc3, %small ], [ %acc2, %after ]
  br label %tail
tail:
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
never:
  ret void
}}
"#
    );
    let o = run_ir("uniform_branches", &ir, r#""kernel": "k", "block": [128], "args": [{"buffer": "u32", "len": 128, "fill": 0}]"#);
    ok(&o);
    let out = u32s(&o, 0);
    for t in 0..128u32 {
        let mut acc = t * 3;
        for i in 0..3 + t % 4 {
            acc = if i % 2 == 1 { acc.wrapping_add(i) } else { acc ^ i };
        }
        if t < 20 {
            acc = acc.wrapping_mul(7);
        }
        assert_eq!(out[t as usize], acc, "lane {t}");
    }
    // entry 3, pre 4, 6 passes × (loop 3 + one side 2 + latch 3), after 2, small 2 (wave 0
    // only: its lanes below 20), join 1, tail 3
    let steps: Vec<u64> = o.result.as_ref().unwrap().wave_steps.iter().map(|w| w.2).collect();
    assert_eq!(steps, [3 + 4 + 6 * 8 + 2 + 2 + 1 + 3, 3 + 4 + 6 * 8 + 2 + 1 + 3]);
}
