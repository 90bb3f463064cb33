//! Executor tests on AMD kernels, with expectations from host references written here.

use crate::common::*;

#[test]
fn saxpy_guarded_partial_waves() {
    // 2 blocks of 100 threads (wave64: 2 waves per block, the second partial); n = 150.
    let o = run(r#"{"module": "basic.gfx942.ll", "kernel": "saxpy", "grid": [2], "block": [100],
        "args": [{"scalar": "f32", "value": 2.5}, {"buffer": "f32", "len": 200, "fill": "iota"},
                 {"buffer": "f32", "len": 200, "fill": 1.0}, {"scalar": "i32", "value": 150}]}"#);
    ok(&o);
    let y = f32s(&o, 2);
    for (i, v) in y.iter().enumerate() {
        let want = if i < 150 { 2.5f32 * i as f32 + 1.0 } else { 1.0 };
        assert_eq!(*v, want, "y[{i}]");
    }
}

#[test]
fn lds_tree_reduction_with_barriers_and_atomic() {
    let o = run(r#"{"module": "basic.gfx942.ll", "kernel": "red", "grid": [3], "block": [256],
        "args": [{"buffer": "u32", "len": 768, "fill": {"random": 7}}, {"buffer": "u32", "len": 1, "fill": 5}]}"#);
    ok(&o);
    // host reference: the same splitmix64 stream launch.md specifies
    let mut s = xlane_ir::spec::SplitMix64(7);
    let sum = (0..768).fold(5u32, |a, _| a.wrapping_add(s.next_u64() as u32));
    assert_eq!(u32s(&o, 1), vec![sum]);
}

/// Host reference for `diverge` (div.hip).
fn diverge_ref(v: u32) -> u32 {
    fn collatz(mut x: u32) -> u32 {
        let mut n = 0;
        while x != 1 {
            x = if x & 1 != 0 { 3 * x + 1 } else { x / 2 };
            n += 1;
        }
        n
    }
    if v.is_multiple_of(3) {
        collatz(v + 1) + if v & 1 != 0 { 1000 } else { 2000 }
    } else {
        match v % 5 {
            0 => v * 7,
            1 => v ^ 0x55,
            4 => v << 3,
            _ => v - 1,
        }
    }
}

#[test]
fn divergent_loops_calls_switch_at_o0_and_o2() {
    for opt in ["O0", "O2"] {
        let o = run(&format!(
            r#"{{"module": "div.{opt}.gfx942.ll", "kernel": "diverge", "grid": [2], "block": [96],
            "args": [{{"buffer": "u32", "len": 192, "fill": "iota"}}, {{"buffer": "u32", "len": 192, "fill": 7}}, {{"scalar": "i32", "value": 180}}]}}"#
        ));
        ok(&o);
        let out = u32s(&o, 1);
        for (i, &r) in out.iter().enumerate() {
            let want = if i < 180 { diverge_ref(i as u32) } else { 7 };
            assert_eq!(r, want, "{opt}: out[{i}]");
        }
    }
}

#[test]
fn barrier_after_lds_fill_and_dispatch_sizes() {
    let o = run(r#"{"module": "div.O2.gfx942.ll", "kernel": "rev", "grid": [3], "block": [200],
        "args": [{"buffer": "u32", "len": 600, "fill": "iota"}, {"buffer": "u32", "len": 600, "fill": 0}, {"buffer": "u32", "len": 2, "fill": 0}]}"#);
    ok(&o);
    let out = u32s(&o, 1);
    for b in 0..3u32 {
        for t in 0..200u32 {
            assert_eq!(out[(b * 200 + t) as usize], b * 200 + 199 - t);
        }
    }
    // blockDim.x from the implicit arguments, grid size in work-items from the dispatch packet
    assert_eq!(u32s(&o, 2), vec![200, 600]);
}

#[test]
fn cross_lane_builtins_go_through_the_registry() {
    let o = run(r#"{"module": "div.O2.gfx942.ll", "kernel": "xl", "grid": [1], "block": [64],
        "args": [{"buffer": "u32", "len": 64, "fill": {"random": 3}}, {"buffer": "u64", "len": 1, "fill": 0}, {"buffer": "u32", "len": 256, "fill": 0}]}"#);
    ok(&o);
    let mut s = xlane_ir::spec::SplitMix64(3);
    let v: Vec<u32> = (0..64).map(|_| s.next_u64() as u32).collect();
    let ballot = (0..64).fold(0u64, |b, l| b | ((v[l] & 1) as u64) << l);
    let (_, _, bb) = o.buffers.iter().find(|b| b.0 == 1).unwrap();
    assert_eq!(u64::from_le_bytes(bb[..8].try_into().unwrap()), ballot);
    let out = u32s(&o, 2);
    for l in 0..64 {
        assert_eq!(out[4 * l], v[0], "readfirstlane, lane {l}");
        assert_eq!(out[4 * l + 1], v[5], "readlane 5, lane {l}");
        assert_eq!(out[4 * l + 2], l as u32, "mbcnt, lane {l}");
        // DPP row_shr:1 (0x111), bound_ctrl off: the first lane of each row keeps `old` = 0
        let shr = if l % 16 == 0 { 0 } else { v[l - 1] };
        assert_eq!(out[4 * l + 3], shr, "row_shr:1, lane {l}");
    }
}

#[test]
fn atomics_are_exact_and_ordered() {
    let o = run(r#"{"module": "div.O2.gfx942.ll", "kernel": "atom", "grid": [1], "block": [100],
        "args": [{"buffer": "f32", "len": 1, "fill": 0}, {"buffer": "u32", "len": 1, "fill": 0}, {"buffer": "i32", "len": 1, "fill": 0}, {"buffer": "u32", "len": 1, "fill": 0}]}"#);
    ok(&o);
    // float adds in lane order: 0.5 * t for t = 0..99, each exactly representable
    let f = (0..100).fold(0f32, |a, t| a + t as f32 * 0.5);
    assert_eq!(f32s(&o, 0), vec![f]);
    assert_eq!(u32s(&o, 1), vec![297]);
    assert_eq!(u32s(&o, 2), vec![(-99i32) as u32]);
    // exchanges happen in thread order (wave 0 lanes 0..63, then wave 1): the last is 99
    assert_eq!(u32s(&o, 3), vec![99]);
}

#[test]
fn parallel_schedule_matches_sequential_for_order_independent_kernels() {
    let spec = |sched: &str| {
        format!(
            r#"{{"module": "basic.gfx942.ll", "kernel": "red", "grid": [16], "block": [256], "schedule": "{sched}",
            "args": [{{"buffer": "u32", "len": 4096, "fill": {{"random": 2}}}}, {{"buffer": "u32", "len": 1, "fill": 0}}]}}"#
        )
    };
    let (a, b) = (run(&spec("sequential")), run(&spec("parallel")));
    ok(&a);
    ok(&b);
    assert_eq!(u32s(&a, 1), u32s(&b, 1));
    let mut s = xlane_ir::spec::SplitMix64(2);
    assert_eq!(u32s(&a, 1), vec![(0..4096).fold(0u32, |x, _| x.wrapping_add(s.next_u64() as u32))]);
    assert_eq!(a.result.unwrap().total_steps, b.result.unwrap().total_steps);
}

#[test]
fn lanes_that_break_out_of_a_loop_wait_at_its_end() {
    // brk.hip: a ballot in a loop whose body breaks from inside a nested if. The lanes still
    // in the loop meet before the ballot (structured control flow), so at iteration i the
    // ballot holds exactly the lanes that have not broken out yet.
    for opt in ["O0", "O2"] {
        let o = run(&format!(
            r#"{{"module": "brk.{opt}.gfx942.ll", "kernel": "brk", "block": [64],
            "args": [{{"buffer": "u32", "len": 64, "fill": {{"random": 8}}}}, {{"buffer": "u64", "len": 512, "fill": 0}}]}}"#
        ));
        ok(&o);
        let mut s = xlane_ir::spec::SplitMix64(8);
        let x: Vec<u32> = (0..64).map(|_| s.next_u64() as u32).collect();
        let mut alive = [true; 64];
        let mut want = vec![0u64; 512];
        for i in 0..8 {
            for t in 0..64 {
                if alive[t] && x[t] >> i & 1 != 0 && (x[t] >> 8) & 7 == i {
                    alive[t] = false;
                }
            }
            let m = (0..64).filter(|&t| alive[t]).fold(0u64, |m, t| m | 1 << t);
            for t in 0..64 {
                if alive[t] {
                    want[t * 8 + i as usize] = m;
                }
            }
        }
        let (_, _, b) = o.buffers.iter().find(|b| b.0 == 1).unwrap();
        let got: Vec<u64> = b.chunks(8).map(|c| u64::from_le_bytes(c.try_into().unwrap())).collect();
        assert_eq!(got, want, "{opt}");
    }
}

/// AMDGPU's null pointer is 0 in the flat/global/constant spaces but all ones in LDS and
/// private memory (AMDGPUUsage "Address Spaces"; `getNullPointerValue`). A constant
/// `addrspacecast (ptr null to ptr addrspace(5))` (in ockl's printf code) is therefore
/// 0xffffffff, and so is the run-time cast of a flat null; the way back maps it to flat 0.
/// llc-22 -mcpu=gfx942 emits exactly this: `v_mov_b32 v2, -1` for the constant and
/// `s_cmp_lg_u64 f, 0; s_cselect_b32 s, f_lo, -1` for the run-time cast. A real private
/// address (an alloca) still round-trips and is not null. On sm_90 every null is 0.
#[test]
fn segment_null_pointers_follow_the_target() {
    let ir = |triple: &str, cc: &str| {
        format!(
            r#"target triple = "{triple}"
declare i32 @llvm.amdgcn.workitem.id.x()
define {cc} void @k(ptr addrspace(1) %out, ptr %f) {{
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = alloca i32, align 4, addrspace(5)
  store i32 7, ptr addrspace(5) %slot, align 4
  %c = ptrtoint ptr addrspace(5) addrspacecast (ptr null to ptr addrspace(5)) to i32
  store i32 %c, ptr addrspace(1) %out, align 4
  %isnull = icmp eq i32 %t, 0
  %real = addrspacecast ptr addrspace(5) %slot to ptr
  %g = select i1 %isnull, ptr null, ptr %real
  %p = addrspacecast ptr %g to ptr addrspace(5)
  %q = ptrtoint ptr addrspace(5) %p to i32
  %isseg = icmp eq ptr addrspace(5) %p, addrspacecast (ptr null to ptr addrspace(5))
  %seg = zext i1 %isseg to i32
  %back = addrspacecast ptr addrspace(5) %p to ptr
  %isflat = icmp eq ptr %back, null
  %flat = zext i1 %isflat to i32
  %base = mul i32 %t, 3
  %i0 = add i32 %base, 1
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %i0
  store i32 %seg, ptr addrspace(1) %o0, align 4
  %i1 = add i32 %base, 2
  %o1 = getelementptr i32, ptr addrspace(1) %out, i32 %i1
  store i32 %flat, ptr addrspace(1) %o1, align 4
  %i2 = add i32 %base, 3
  %o2 = getelementptr i32, ptr addrspace(1) %out, i32 %i2
  %v = select i1 %isnull, i32 -2, i32 0
  %w = icmp eq i32 %q, -1
  %wz = zext i1 %w to i32
  %r = add i32 %v, %wz
  store i32 %r, ptr addrspace(1) %o2, align 4
  ret void
}}
"#
        )
    };
    let o = run_ir(
        "segnull_amd",
        &ir("amdgcn-amd-amdhsa", "amdgpu_kernel"),
        r#""target": "gfx942", "kernel": "k", "block": [2], "args": [{"buffer": "u32", "len": 7, "fill": 9}, {"null": true}]"#,
    );
    ok(&o);
    // [constant null] then per lane: cast is the segment null, back to flat null, (q == -1) - 2 for lane 0
    assert_eq!(u32s(&o, 0), vec![0xffff_ffff, 1, 1, (-1i32) as u32, 0, 0, 0]);
    // NVPTX: null is 0 in every space, and the constant cast is 0
    let nv = r#"target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %c = ptrtoint ptr addrspace(5) addrspacecast (ptr null to ptr addrspace(5)) to i32
  store i32 %c, ptr addrspace(1) %out, align 4
  ret void
}
"#;
    let o = run_ir("segnull_nv", nv, r#""target": "sm_90", "kernel": "k", "block": [1], "args": [{"buffer": "u32", "len": 1, "fill": 9}]"#);
    ok(&o);
    assert_eq!(u32s(&o, 0), vec![0]);
}
