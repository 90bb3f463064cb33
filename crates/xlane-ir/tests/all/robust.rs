//! Constructs found by the robustness kernels (tests/kernels/{intops,aos,...}), each reduced
//! to a hand-written module with a host-computed expectation.
use crate::common::*;

#[test]
fn a_struct_type_that_contains_itself_is_an_error_not_a_hang() {
    let ir = format!("{AMD_HEADER}\n%T = type {{ %T }}\ndefine amdgpu_kernel void @k() #0 {{\n  ret void\n}}\n");
    let dir = crate::tmp::dir("ir-robust");
    let path = dir.join("self_struct.ll");
    std::fs::write(&path, ir).unwrap();
    let spec = format!(r#"{{"module": {}, "kernel": "k", "grid": [1], "block": [1], "args": []}}"#, serde_json::Value::from(path.to_str().unwrap()));
    let err = xlane_ir::spec::Spec::parse(&spec, &dir).and_then(|s| xlane_ir::spec::run_spec(s, &xlane_ir::spec::Overrides::default()).map(|_| ()));
    let msg = match err {
        Err(e) => e.to_string(),
        Ok(()) => panic!("a self-containing struct type must be rejected"),
    };
    assert!(msg.contains("%T"), "{msg}");
}

/// LangRef "llvm.uadd.with.overflow": returns `{iN, i1}` (sum mod 2^N, carry). The result
/// has two slots for one-slot operands; scalar and vector forms.
#[test]
fn add_with_overflow_returns_the_sum_and_the_carry() {
    let stores = store_words("%o0", &[("i32", "%s"), ("i32", "%cz"), ("i32", "%f1z")]);
    let ir = format!(
        r#"{AMD_HEADER}
declare {{ i32, i1 }} @llvm.uadd.with.overflow.i32(i32, i32)
declare {{ <2 x i32>, <2 x i1> }} @llvm.smul.with.overflow.v2i32(<2 x i32>, <2 x i32>)
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {{
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %id
  %a = load i32, ptr addrspace(1) %pa, align 4
  %r = call {{ i32, i1 }} @llvm.uadd.with.overflow.i32(i32 %a, i32 3000000000)
  %s = extractvalue {{ i32, i1 }} %r, 0
  %c = extractvalue {{ i32, i1 }} %r, 1
  %cz = zext i1 %c to i32
  %v0 = insertelement <2 x i32> poison, i32 %a, i32 0
  %v = insertelement <2 x i32> %v0, i32 65536, i32 1
  %m = call {{ <2 x i32>, <2 x i1> }} @llvm.smul.with.overflow.v2i32(<2 x i32> %v, <2 x i32> <i32 2, i32 65536>)
  %mf = extractvalue {{ <2 x i32>, <2 x i1> }} %m, 1
  %f1 = extractelement <2 x i1> %mf, i32 1
  %f1z = zext i1 %f1 to i32
  %q = mul i32 %id, 3
  %o0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %q
{stores}
  ret void
}}
"#
    );
    let o = run_ir("uadd_ovf", &ir, r#""kernel": "k", "grid": [1], "block": [4], "args": [{"buffer": "u32", "len": 4, "fill": "iota"}, {"buffer": "u32", "len": 12, "fill": 0}]"#);
    ok(&o);
    let got = u32s(&o, 1);
    for t in 0..4u64 {
        let sum = t + 3_000_000_000;
        // 65536 * 65536 = 2^32 overflows i32 in every lane.
        assert_eq!(&got[3 * t as usize..3 * t as usize + 3], &[sum as u32, 0, 1], "thread {t}");
    }
}

/// `llvm.amdgcn.wave.reduce.*` reduces over the active lanes only (IntrinsicsAMDGPU.td);
/// `sub` is `0 - Σ` (llc-22 for a uniform operand: `s_sub_i32 s, 0, x` then `s_mul_i32` by
/// the active-lane count). Here only the odd lanes of one wave64 are active.
#[test]
fn wave_reduce_covers_the_active_lanes_only() {
    let ir = format!(
        r#"{AMD_HEADER}
declare i32 @llvm.amdgcn.wave.reduce.sub.i32(i32, i32)
declare i64 @llvm.amdgcn.wave.reduce.umin.i64(i64, i32)
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {{
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = and i32 %id, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %then, label %done
then:
  %s = call i32 @llvm.amdgcn.wave.reduce.sub.i32(i32 %id, i32 0)
  %w = zext i32 %id to i64
  %w2 = add i64 %w, 4294967296
  %m = call i64 @llvm.amdgcn.wave.reduce.umin.i64(i64 %w2, i32 1)
  %mt = trunc i64 %m to i32
  %mh = lshr i64 %m, 32
  %mht = trunc i64 %mh to i32
  %x = add i32 %mt, %mht
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %id
  store i32 %s, ptr addrspace(1) %p, align 4
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i32 64
  store i32 %x, ptr addrspace(1) %q, align 4
  br label %done
done:
  ret void
}}
"#
    );
    let o = run_ir("wave_reduce", &ir, r#""kernel": "k", "grid": [1], "block": [64], "args": [{"buffer": "u32", "len": 128, "fill": 7}]"#);
    ok(&o);
    let got = u32s(&o, 0);
    let odd_sum: u32 = (1..64).step_by(2).sum(); // 1 + 3 + … + 63 = 1024
    for l in 0..64usize {
        let (sub, min) = if l % 2 == 1 { (odd_sum.wrapping_neg(), 1 + 1) } else { (7, 7) };
        assert_eq!((got[l], got[64 + l]), (sub, min), "lane {l}");
    }
}

/// Only what the launched kernel reaches is decoded: a sibling kernel's call to an external
/// function (device printf, ocml) does not stop it, and launching the sibling still names
/// the call.
#[test]
fn a_sibling_kernels_external_call_does_not_stop_the_launched_kernel() {
    let ir = format!(
        r#"{AMD_HEADER}
declare i64 @__ockl_dm_alloc(i64)
define internal i32 @helper(i32 %x) {{
  %y = xor i32 %x, 255
  ret i32 %y
}}
define amdgpu_kernel void @say(ptr addrspace(1) %out) #0 {{
  %b = call i64 @__ockl_dm_alloc(i64 16)
  ret void
}}
define amdgpu_kernel void @copy(ptr addrspace(1) %out) #0 {{
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %v = call i32 @helper(i32 %id)
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %id
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}}
"#
    );
    let o = run_ir("sibling", &ir, r#""kernel": "copy", "grid": [1], "block": [2], "args": [{"buffer": "u32", "len": 2, "fill": 0}]"#);
    ok(&o);
    assert_eq!(u32s(&o, 0), vec![255, 254]);
    let dir = crate::tmp::dir("ir-test");
    std::fs::write(dir.join("sibling.ll"), &ir).unwrap();
    let spec = format!(
        r#"{{"module": {}, "kernel": "say", "grid": [1], "block": [2], "args": [{{"buffer": "u32", "len": 2, "fill": 0}}]}}"#,
        serde_json::Value::from(dir.join("sibling.ll").to_str().unwrap())
    );
    let spec = xlane_ir::spec::Spec::parse(&spec, &dir).expect("spec parses");
    let msg = match xlane_ir::spec::run_spec(spec, &xlane_ir::spec::Overrides::default()) {
        Err(e) => e.to_string(),
        Ok(o) => o.result.err().map(|e| e.to_string()).expect("`say` must be refused"),
    };
    assert!(msg.contains("__ockl_dm_alloc"), "{msg}");
}

/// ockl linked into an optimised module (ggml's kernels on the real HIP headers): clang's
/// interprocedural passes turn `__ockl_fprintf_append_string_n` into a `void` function (its
/// descriptor unused) and fold a constant operand out of `__ockl_printf_append_string_n`.
/// The first still runs as the host's stream; the second is refused only where a lane
/// reaches it, never when the module loads.
#[test]
fn specialised_ockl_printf_streams_load_and_refuse_only_when_reached() {
    let ir = format!(
        r#"{AMD_HEADER}
@.msg = private unnamed_addr addrspace(4) constant [5 x i8] c"bad!\00", align 1
define internal fastcc i64 @__ockl_fprintf_stderr_begin() {{
  ret i64 0
}}
define internal fastcc void @__ockl_fprintf_append_string_n(i64 %d, ptr %s, i64 %n, i32 %last) {{
  ret void
}}
define internal fastcc i64 @__ockl_printf_append_string_n(i64 %d, ptr %s, i64 %n) {{
  ret i64 %d
}}
define internal fastcc void @__assert_fail() {{
  %d = call fastcc i64 @__ockl_fprintf_stderr_begin()
  call fastcc void @__ockl_fprintf_append_string_n(i64 %d, ptr addrspacecast (ptr addrspace(4) @.msg to ptr), i64 5, i32 1)
  call void @llvm.trap()
  unreachable
}}
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %mode) #0 {{
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %id
  store i32 %id, ptr addrspace(1) %p, align 4
  %fail = icmp eq i32 %mode, 1
  br i1 %fail, label %assert, label %next
assert:
  call fastcc void @__assert_fail()
  unreachable
next:
  %pr = icmp eq i32 %mode, 2
  br i1 %pr, label %print, label %done
print:
  %x = call fastcc i64 @__ockl_printf_append_string_n(i64 0, ptr addrspacecast (ptr addrspace(4) @.msg to ptr), i64 5)
  br label %done
done:
  ret void
}}
declare void @llvm.trap()
"#
    );
    let args = |mode: u32| format!(r#""kernel": "k", "block": [2], "args": [{{"buffer": "u32", "len": 2, "fill": 9}}, {{"scalar": "u32", "value": {mode}}}]"#);
    let o = run_ir("ockl_specialised", &ir, &args(0));
    ok(&o);
    assert_eq!(u32s(&o, 0), vec![0, 1]);
    let err = |mode| run_ir("ockl_specialised", &ir, &args(mode)).result.expect_err("the path must stop the run");
    let e = err(1);
    assert_eq!(e.kind, xlane_ir::ErrKind::Assert, "{e}");
    assert!(e.to_string().contains("bad!"), "{e}");
    let e = err(2);
    assert_eq!(e.kind, xlane_ir::ErrKind::Unsupported, "{e}");
    assert!(e.to_string().contains("__ockl_printf_append_string_n` with 3 operands"), "{e}");
}

/// CDNA3 ISA V_PERM_B32: pool bytes 0-3 = S1, 4-7 = S0; selector byte 0-7 picks a byte,
/// 8/9/10/11 the sign of pool byte 1/3/5/7 replicated, 12 gives 0x00, 13-255 give 0xFF.
#[test]
fn amdgcn_perm_selects_bytes_signs_and_constants() {
    let ir = format!(
        r#"{AMD_HEADER}
declare i32 @llvm.amdgcn.perm(i32, i32, i32)
define amdgpu_kernel void @k(ptr addrspace(1) %sel, ptr addrspace(1) %out) #0 {{
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %ps = getelementptr inbounds i32, ptr addrspace(1) %sel, i32 %id
  %s = load i32, ptr addrspace(1) %ps, align 4
  %r = call i32 @llvm.amdgcn.perm(i32 -2005416363, i32 1144226321, i32 %s)
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %id
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}}
"#
    );
    // S0 = 0x8877C655 (pool bytes 4..7 = 55 C6 77 88), S1 = 0x44338211 (bytes 0..3 = 11 82 33 44).
    let sels = [0x0706_0504u32, 0x0001_0203, 0x0809_0A0B, 0x0C0D_FF04];
    let want = [0x8877_C655u32, 0x1182_3344, 0xFF00_FFFF, 0x00FF_FF55];
    let spec = format!(r#""kernel": "k", "grid": [1], "block": [4], "args": [{{"buffer": "u32", "data": {sels:?}}}, {{"buffer": "u32", "len": 4, "fill": 0}}]"#);
    let o = run_ir("perm", &ir, &spec);
    ok(&o);
    assert_eq!(u32s(&o, 1), want.to_vec());
}

/// Valid IR the runner does not model is `unsupported`, not `malformed`: here `i128`
/// (clang emits it for `unsigned __int128` products).
#[test]
fn wide_integers_are_unsupported_not_malformed() {
    let t = xlane_core::target::lookup("gfx942").unwrap();
    let src = "define amdgpu_kernel void @k(i64 %a) {\n  %w = zext i64 %a to i128\n  ret void\n}\n";
    let e = xlane_ir::load(src, t).unwrap_err();
    assert_eq!(e.kind, xlane_ir::ErrKind::Unsupported, "{}", e.message);
    assert!(e.line == Some(2) && e.message.contains("i128"), "{e}");
}

/// `fmul contract` feeding `fadd`/`fsub contract` in the same block is one fused multiply-add,
/// as the AMDGPU/NVPTX DAG combiner emits it (llc-22: `v_fmac_f32`, `v_fma_f32`,
/// `v_pk_fma_f16`, `fma.rn.f32` at -O0 and -O2). With a = b = 1 + 2^-12, a·b = 1 + 2^-11 +
/// 2^-24 is a tie in binary32 and rounds to 1 + 2^-11, so a·b - 1 is 2^-11 unfused and
/// 2^-11 + 2^-24 fused. Without `contract` on both, or across blocks, nothing is fused.
#[test]
fn contractable_multiply_add_is_fused_like_the_backend() {
    let stores = store_words("%out", &[("float", "%s"), ("float", "%t"), ("float", "%u"), ("float", "%v")]);
    let ir = format!(
        r#"{AMD_HEADER}
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {{
entry:
  %a = load float, ptr addrspace(1) %in, align 4
  %m = fmul contract float %a, %a
  %s = fadd contract float %m, -1.000000e+00
  %t = fsub contract float %m, 1.000000e+00
  %u = fsub contract float 1.000000e+00, %m
  %v = fadd float %m, -1.000000e+00
{stores}
  br label %next
next:
  %w = fadd contract float %m, -1.000000e+00
  %o4 = getelementptr inbounds float, ptr addrspace(1) %out, i32 4
  store float %w, ptr addrspace(1) %o4, align 4
  ret void
}}
"#
    );
    let a = 1.0f32 + (2.0f32).powi(-12);
    let spec = format!(r#""kernel": "k", "grid": [1], "block": [1], "args": [{{"buffer": "f32", "data": [{a:e}]}}, {{"buffer": "f32", "len": 5, "fill": 0}}]"#);
    let o = run_ir("contract", &ir, &spec);
    ok(&o);
    let fused = (2.0f32).powi(-11) + (2.0f32).powi(-24);
    let unfused = (2.0f32).powi(-11);
    assert_eq!(f32s(&o, 1), vec![fused, fused, -fused, unfused, unfused]);
}

/// Integer dot products, SAD and byte lerp (CDNA3 ISA V_DOT4_U32_U8, V_DOT4_I32_I8,
/// V_DOT2_I32_I16, V_SAD_U8, V_SAD_HI_U8, V_LERP_U8), with expectations worked by hand:
/// a = 0x02FF0380 (bytes 80 03 FF 02), b = 0x0104FF02 (bytes 02 FF 04 01).
#[test]
fn amdgcn_integer_dot_sad_and_lerp() {
    let stores = store_words("%out", &[("i32", "%r0"), ("i32", "%r1"), ("i32", "%r2"), ("i32", "%r3"), ("i32", "%r4"), ("i32", "%r5"), ("i32", "%r6")]);
    let ir = format!(
        r#"{AMD_HEADER}
declare i32 @llvm.amdgcn.udot4(i32, i32, i32, i1)
declare i32 @llvm.amdgcn.sdot4(i32, i32, i32, i1)
declare i32 @llvm.amdgcn.sdot2(<2 x i16>, <2 x i16>, i32, i1)
declare i32 @llvm.amdgcn.sad.u8(i32, i32, i32)
declare i32 @llvm.amdgcn.sad.hi.u8(i32, i32, i32)
declare i32 @llvm.amdgcn.lerp(i32, i32, i32)
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {{
  %a = add i32 50267008, 0
  %b = add i32 17104642, 0
  %r0 = call i32 @llvm.amdgcn.udot4(i32 %a, i32 %b, i32 10, i1 false)
  %r1 = call i32 @llvm.amdgcn.sdot4(i32 %a, i32 %b, i32 -10, i1 false)
  %r2 = call i32 @llvm.amdgcn.udot4(i32 %a, i32 %b, i32 -1, i1 true)
  %va = bitcast i32 %a to <2 x i16>
  %vb = bitcast i32 %b to <2 x i16>
  %r3 = call i32 @llvm.amdgcn.sdot2(<2 x i16> %va, <2 x i16> %vb, i32 7, i1 false)
  %r4 = call i32 @llvm.amdgcn.sad.u8(i32 %a, i32 %b, i32 1)
  %r5 = call i32 @llvm.amdgcn.sad.hi.u8(i32 %a, i32 %b, i32 1)
  %r6 = call i32 @llvm.amdgcn.lerp(i32 %a, i32 %b, i32 16777217)
{stores}
  ret void
}}
"#
    );
    let o = run_ir("idot", &ir, r#""kernel": "k", "grid": [1], "block": [1], "args": [{"buffer": "u32", "len": 7, "fill": 0}]"#);
    ok(&o);
    // Unsigned bytes: 0x80*2 + 3*255 + 255*4 + 2*1 = 256 + 765 + 1020 + 2 = 2043.
    // Signed bytes: -128*2 + 3*-1 + -1*4 + 2*1 = -261.
    // Halves: a = (0x0380, 0x02FF), b = (0xFF02, 0x0104): 896*-254 + 767*260 = -227584 + 199420.
    // SAD: |0x80-2| + |3-255| + |255-4| + |2-1| = 126 + 252 + 251 + 1 = 630.
    // Lerp bytes (a + b + round) >> 1 with round bits 1,0,0,1: 65, 129, 129, 2.
    let want = [
        2043 + 10,
        (-261i32 - 10) as u32,
        u32::MAX, // 2043 + 0xFFFFFFFF saturates
        (-227584i32 + 199420 + 7) as u32,
        631,
        (630 << 16) + 1,
        0x0281_8141,
    ];
    assert_eq!(u32s(&o, 0), want.to_vec());
}
