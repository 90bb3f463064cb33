//! Self-loop blocks that the compiled tier goes round natively (`jit::tail`): every case runs
//! under both tiers (`run_ir` fails on any difference: buffers, warnings, steps per wave,
//! errors and their locations), and the values are checked against a host model of the loop.

use crate::common::*;

/// A counted loop `for (i = 0; i != n; i++) { x = x * 1664525 + 1013904223; y ^= x >> 7;
/// y += x; }` per lane, with `n` defined per lane by the lines `trips` (from `%t`), the result
/// `y` stored at `out[t]`. `back_on_true` says which side of the branch goes round.
fn lcg_kernel(trips: &str, back_on_true: bool) -> String {
    let br = if back_on_true { "br i1 %go, label %loop, label %done" } else { "br i1 %stop, label %done, label %loop" };
    format!(
        r#"{AMD_HEADER}
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {{
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  {trips}
  %y0 = mul nuw nsw i32 %t, 3
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %x = phi i32 [ %t, %entry ], [ %x1, %loop ]
  %y = phi i32 [ %y0, %entry ], [ %y2, %loop ]
  %m = mul i32 %x, 1664525
  %x1 = add i32 %m, 1013904223
  %s = lshr i32 %x1, 7
  %y1 = xor i32 %s, %y
  %y2 = add i32 %y1, %x1
  %i1 = add nuw nsw i32 %i, 1
  %stop = icmp eq i32 %i1, %n
  %go = xor i1 %stop, true
  {br}
done:
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %y2, ptr addrspace(1) %p, align 4
  ret void
}}
"#
    )
}

fn lcg_host(t: u32, n: u32) -> u32 {
    let (mut x, mut y) = (t, t * 3);
    for _ in 0..n {
        x = x.wrapping_mul(1664525).wrapping_add(1013904223);
        y ^= x >> 7;
        y = y.wrapping_add(x);
    }
    y
}

fn spec(block: u32) -> String {
    format!(r#""kernel": "k", "block": [{block}], "args": [{{"buffer": "u32", "len": 64, "fill": 0}}]"#)
}

#[test]
fn a_uniform_counted_loop_runs_natively_on_either_branch_side() {
    for back_on_true in [true, false] {
        // 64 lanes, and 40 (a shorter contiguous exec mask) and 7 (odd: never compiled)
        for block in [64, 40, 7] {
            let o = run_ir("loop_uniform", &lcg_kernel("%n = add i32 0, 1000", back_on_true), &spec(block));
            ok(&o);
            let out = u32s(&o, 0);
            for t in 0..block {
                assert_eq!(out[t as usize], lcg_host(t, 1000), "lane {t}, block {block}");
            }
            // per wave: 4 entry ops (the branch too) + 1000 × (8 body ops + the branch) + 3
            assert_eq!(o.result.as_ref().unwrap().wave_steps.iter().next().unwrap().2, 4 + 1000 * 9 + 3);
        }
    }
}

#[test]
fn lanes_leaving_at_different_trips_end_the_native_loop() {
    // lane t goes round 3 + t % 5 times, or 200 + t for the upper half
    let trips = "%up = icmp uge i32 %t, 32\n  %long = add i32 %t, 200\n  %r = urem i32 %t, 5\n  %short = add i32 %r, 3\n  %n = select i1 %up, i32 %long, i32 %short";
    let ir = lcg_kernel(trips, true);
    let o = run_ir("loop_divergent", &ir, &spec(64));
    ok(&o);
    let out = u32s(&o, 0);
    for t in 0..64u32 {
        let n = if t >= 32 { t + 200 } else { 3 + t % 5 };
        assert_eq!(out[t as usize], lcg_host(t, n), "lane {t}");
    }
}

#[test]
fn groups_of_lane_pairs_and_single_pairs_go_round_alike() {
    // the native loop goes round four lane pairs at a time while a wave has that many left,
    // then pair by pair: 38 lanes are two groups and three single pairs, 22 one group and
    // three. Trips the same for every lane, then different within a group (lane t goes round
    // 5 + t % 7 times) and between the groups and the single pairs (40 for lanes >= 16)
    let divergent = "%up = icmp uge i32 %t, 16\n  %r = urem i32 %t, 7\n  %short = add i32 %r, 5\n  %n = select i1 %up, i32 40, i32 %short";
    for (trips, n) in [("%n = add i32 0, 300", None), (divergent, Some(()))] {
        for block in [38, 22, 64] {
            let o = run_ir("loop_groups", &lcg_kernel(trips, true), &spec(block));
            ok(&o);
            let out = u32s(&o, 0);
            for t in 0..block {
                let trips = match n {
                    None => 300,
                    Some(()) if t >= 16 => 40,
                    Some(()) => 5 + t % 7,
                };
                assert_eq!(out[t as usize], lcg_host(t, trips), "lane {t}, block {block}");
            }
        }
    }
}

#[test]
fn a_step_limit_inside_a_native_loop_stops_where_the_interpreter_does() {
    // `run_ir` compares the errors (kind, message, location) of both tiers
    for steps in [5_000u64, 5_001, 9_999, 70_000] {
        let ir = lcg_kernel("%n = add i32 0, 100000", true);
        let o = run_ir("loop_limit", &ir, &format!(r#"{}, "limits": {{"steps": {steps}}}"#, spec(64)));
        let e = o.result.as_ref().expect_err("the loop passes the limit");
        assert!(format!("{e:?}").contains("StepLimit"), "{e:?}");
    }
}

/// A kernel whose block `loop` goes round `passes` times (`%i` from 0): the `entry` lines
/// after `%t`, the loop's `phis` besides `%i`, its `body`, and `result` stored at `out[t]`.
fn counted_loop(entry: &str, phis: &str, body: &str, passes: u32, result: &str) -> String {
    format!(
        r#"{AMD_HEADER}
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {{
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
{entry}  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
{phis}{body}  %i1 = add nuw nsw i32 %i, 1
  %stop = icmp eq i32 %i1, {passes}
  br i1 %stop, label %done, label %loop
done:
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 {result}, ptr addrspace(1) %p, align 4
  ret void
}}
"#
    )
}

#[test]
fn a_loop_of_narrow_values_in_32_bit_lanes_is_the_interpreters() {
    // all values 32 bits or narrower: the compiled loop runs four 32-bit lanes per vector
    // (`jit::narrow`), with 16- and 8-bit values (masked in 32-bit lanes), an arithmetic
    // shift, a signed compare, a select, sign and zero extension and truncation. 64 lanes are
    // two groups of eight lane quads, 44 one group and six single pairs, 22 only single pairs
    let ir = counted_loop(
        "  %t16 = trunc i32 %t to i16
",
        "  %x = phi i16 [ %t16, %entry ], [ %x2, %loop ]
  %acc = phi i32 [ 7, %entry ], [ %acc2, %loop ]
",
        "  %m = mul i16 %x, 25173
  %x1 = add i16 %m, 13849
  %s = ashr i16 %x1, 3
  %neg = icmp slt i16 %x1, 0
  %x2 = select i1 %neg, i16 %s, i16 %x1
  %w = sext i16 %x2 to i32
  %b = trunc i16 %x2 to i8
  %bw = zext i8 %b to i32
  %d = sub i32 %w, %bw
  %acc1 = xor i32 %acc, %d
  %acc2 = mul i32 %acc1, 31
",
        300,
        "%acc2",
    );
    let host = |t: u32| {
        let (mut x, mut acc) = (t as u16, 7u32);
        for _ in 0..300 {
            let x1 = x.wrapping_mul(25173).wrapping_add(13849);
            x = if (x1 as i16) < 0 { ((x1 as i16) >> 3) as u16 } else { x1 };
            let d = (x as i16 as i32 as u32).wrapping_sub(x as u8 as u32);
            acc = (acc ^ d).wrapping_mul(31);
        }
        acc
    };
    for block in [64, 44, 22] {
        let o = run_ir("loop_narrow", &ir, &spec(block));
        ok(&o);
        let out = u32s(&o, 0);
        for t in 0..block {
            assert_eq!(out[t as usize], host(t), "lane {t}, block {block}");
        }
    }
}

#[test]
fn a_kernel_launched_again_with_other_arguments_runs_with_them() {
    // the compiled code takes the kernel's scalar arguments as constants: a launch of the
    // same decoded kernel with other arguments must not reuse the first one's code
    let ir = format!(
        r#"{AMD_HEADER}
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %a, i32 %b) #0 {{
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %x = phi i32 [ %t, %entry ], [ %x2, %loop ]
  %x1 = mul i32 %x, %a
  %x2 = add i32 %x1, %b
  %i1 = add nuw nsw i32 %i, 1
  %stop = icmp eq i32 %i1, 64
  br i1 %stop, label %done, label %loop
done:
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %x2, ptr addrspace(1) %p, align 4
  ret void
}}
"#
    );
    let dir = crate::tmp::dir("ir-test");
    let path = dir.join("loop_args.ll");
    std::fs::write(&path, ir).unwrap();
    let kernel = xlane_ir::host::load_kernel(&path, "k", None, None).expect("loads");
    let how = xlane_ir::host::HostLaunch { block: [64, 1, 1], ..Default::default() };
    for (a, b) in [(1664525u32, 1013904223u32), (22695477, 1), (1664525, 12345)] {
        let args = vec![xlane_ir::host::HostArg::Buffer(vec![0; 256]), xlane_ir::host::HostArg::Scalar(a as u64), xlane_ir::host::HostArg::Scalar(b as u64)];
        let run = kernel.launch(&how, args).expect("runs");
        let out: Vec<u32> = run.buffers[0].as_ref().expect("a buffer").data.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect();
        for t in 0..64u32 {
            let want = (0..64).fold(t, |x, _| x.wrapping_mul(a).wrapping_add(b));
            assert_eq!(out[t as usize], want, "lane {t}, a = {a}, b = {b}");
        }
    }
}

#[test]
fn poison_made_in_a_later_pass_is_the_interpreters() {
    // x += 2^28 with nsw from x = t·2^24: lane t overflows i32 at the pass where
    // t·2^24 + k·2^28 reaches 2^31 (k = 8 for t = 0, earlier for larger t), before the 12th;
    // the poison reaches `out` (a warning per lane)
    let ir = counted_loop(
        "  %x0 = shl i32 %t, 24\n",
        "  %x = phi i32 [ %x0, %entry ], [ %x1, %loop ]\n  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]\n",
        "  %x1 = add nsw i32 %x, 268435456\n  %b = shl i32 1, %i\n  %s1 = or i32 %s, %b\n",
        12,
        "%x1",
    );
    let o = run_ir("loop_poison", &ir, &spec(64));
    let r = o.result.as_ref().expect("runs");
    assert_eq!(r.warnings.len(), 64, "{:?}", r.warnings.iter().map(|w| &w.message).collect::<Vec<_>>());
}

#[test]
fn a_shift_by_the_width_in_an_early_pass_is_poison_from_there_on() {
    // s ^= 1 << (top - i) for i = 0..10: with top = 35 the first four passes shift by 32 or
    // more (poison, which the `xor` carries to the end while the last passes are fine); with
    // top = 31 nothing is poison and s = t ^ bits 22..=31
    for (top, poisoned) in [(31, false), (35, true)] {
        let ir =
            counted_loop("", "  %s = phi i32 [ %t, %entry ], [ %s1, %loop ]\n", &format!("  %a = sub i32 {top}, %i\n  %b = shl i32 1, %a\n  %s1 = xor i32 %s, %b\n"), 10, "%s1");
        let o = run_ir("loop_shift", &ir, &spec(64));
        let r = o.result.as_ref().expect("runs");
        assert_eq!(r.warnings.len(), if poisoned { 64 } else { 0 }, "top = {top}");
        if !poisoned {
            let out = u32s(&o, 0);
            for t in 0..64u32 {
                assert_eq!(out[t as usize], t ^ 0xffc0_0000, "lane {t}");
            }
        }
    }
}

#[test]
fn an_undefined_phi_input_keeps_the_loop_in_the_driver() {
    // `y` starts undefined in the odd lanes (a `freeze`-less select of poison): the native
    // loop is not entered, and the interpreter's undefined lanes reach `out`
    let ir = lcg_kernel("%n = add i32 0, 50", true)
        .replace("  %y0 = mul nuw nsw i32 %t, 3\n", "  %odd = trunc i32 %t to i1\n  %y3 = mul nuw nsw i32 %t, 3\n  %y0 = select i1 %odd, i32 poison, i32 %y3\n");
    let o = run_ir("loop_undef", &ir, &spec(64));
    let r = o.result.as_ref().expect("runs");
    assert_eq!(r.warnings.len(), 32, "{:?}", r.warnings.iter().map(|w| &w.message).collect::<Vec<_>>());
    let out = u32s(&o, 0);
    for t in (0..64u32).step_by(2) {
        assert_eq!(out[t as usize], lcg_host(t, 50), "lane {t}");
    }
}

const NV_HEADER: &str = r#"target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
attributes #0 = { convergent "target-cpu"="sm_90" "target-features"="+ptx80,+sm_90" }
"#;

/// `v = t; for (i = 0; i != n; i++) { v += bfly(v, 1); v ^= bfly(v, 2); v += down(v, 4);
/// v ^= bfly(v, 8); }` under member mask `mask`, `out[t] = v`: shuffles with constant
/// operands, which the compiled tier gathers along routes (`jit::Plain::Route`).
fn shuffle_kernel(n: u32, mask: &str) -> String {
    format!(
        r#"{NV_HEADER}
define ptx_kernel void @k(ptr %out) #0 {{
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %v = phi i32 [ %t, %entry ], [ %v4, %loop ]
  %s1 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 {mask}, i32 %v, i32 1, i32 31)
  %v1 = add i32 %v, %s1
  %s2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 {mask}, i32 %v1, i32 2, i32 31)
  %v2 = xor i32 %v1, %s2
  %s3 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 {mask}, i32 %v2, i32 4, i32 31)
  %v3 = add i32 %v2, %s3
  %s4 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 {mask}, i32 %v3, i32 8, i32 31)
  %v4 = xor i32 %v3, %s4
  %i1 = add nuw nsw i32 %i, 1
  %stop = icmp eq i32 %i1, {n}
  br i1 %stop, label %done, label %loop
done:
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %v4, ptr %p, align 4
  ret void
}}
"#
    )
}

/// The host model of `shuffle_kernel` on a full warp of 32 lanes (`down` past the warp's end
/// keeps the lane's own value, PTX ISA `shfl.sync`).
fn shuffle_host(n: u32) -> Vec<u32> {
    let mut v: Vec<u32> = (0..32).collect();
    for _ in 0..n {
        let s: Vec<u32> = (0..32).map(|l| v[l ^ 1]).collect();
        v = (0..32).map(|l| v[l].wrapping_add(s[l])).collect();
        let s: Vec<u32> = (0..32).map(|l| v[l ^ 2]).collect();
        v = (0..32).map(|l| v[l] ^ s[l]).collect();
        let s: Vec<u32> = (0..32).map(|l| if l + 4 < 32 { v[l + 4] } else { v[l] }).collect();
        v = (0..32).map(|l| v[l].wrapping_add(s[l])).collect();
        let s: Vec<u32> = (0..32).map(|l| v[l ^ 8]).collect();
        v = (0..32).map(|l| v[l] ^ s[l]).collect();
    }
    v
}

fn nv_spec(block: u32) -> String {
    format!(r#""kernel": "k", "target": "sm_90", "block": [{block}], "args": [{{"buffer": "u32", "len": 32, "fill": 0}}]"#)
}

#[test]
fn shuffles_with_constant_operands_go_round_in_compiled_code() {
    for n in [1, 2, 300] {
        let o = run_ir("loop_shuffle", &shuffle_kernel(n, "-1"), &nv_spec(32));
        ok(&o);
        assert_eq!(u32s(&o, 0), shuffle_host(n), "n = {n}");
        assert!(o.result.as_ref().unwrap().warnings.is_empty());
    }
}

#[test]
fn a_route_leaving_the_executing_lanes_is_the_interpreters() {
    // 20 threads: `bfly 8` from lanes 16..20 reads lanes 24..28, which do not exist; the
    // general path decides (undefined lanes under the strict policy), and both tiers agree
    let o = run_ir("loop_shuffle_part", &shuffle_kernel(5, "-1"), &nv_spec(20));
    let r = o.result.as_ref().expect("runs");
    assert!(!r.warnings.is_empty(), "lanes 16..20 read lanes past the block");
}

#[test]
fn member_masks_are_checked_before_compiled_shuffles() {
    // mask 0xffff names lanes 0..16 while all 32 run the shuffles: both tiers report the
    // same (`run_ir` compares them)
    let ir = shuffle_kernel(3, "65535");
    let _ = run_ir("loop_shuffle_mask", &ir, &nv_spec(32));
    // lanes 30 and 31 skip the loop and wait where the others leave it: they are alive but
    // elsewhere when the shuffles that name them run (butterflies of 1, whose routes stay
    // inside lanes 0..30), a deadlock in both tiers
    let side = ir
        .replace(
            "entry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  br label %loop",
            "entry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %gone = icmp uge i32 %t, 30\n  br i1 %gone, label %done, label %loop",
        )
        .replace("shfl.sync.down.i32(i32 65535, i32 %v2, i32 4", "shfl.sync.bfly.i32(i32 65535, i32 %v2, i32 1")
        .replace("i32 %v1, i32 2, i32 31", "i32 %v1, i32 1, i32 31")
        .replace("i32 %v3, i32 8, i32 31", "i32 %v3, i32 1, i32 31")
        .replace("done:\n  %p", "done:\n  %r = phi i32 [ 0, %entry ], [ %v4, %loop ]\n  %p")
        .replace("store i32 %v4, ptr %p", "store i32 %r, ptr %p")
        .replace("i32 65535", "i32 -1");
    let o = run_ir("loop_shuffle_deadlock", &side, &nv_spec(32));
    let e = o.result.as_ref().expect_err("lanes 30 and 31 are elsewhere when the shuffles that name them run");
    assert!(format!("{e:?}").contains("Deadlock"), "{e:?}");
}

#[test]
fn a_counter_that_wraps_its_width_is_poison_from_that_pass() {
    // c += 1 under `flags` for ten passes from `start`: poison where the sum leaves the width
    // (nsw: past 2^31 - 1; nuw: past 2^32 - 1), else start + 10
    for (flags, start, poisoned) in
        [("nsw", 2147483640i64, true), ("nsw", 2147483630, false), ("nuw", -8, true), ("nuw nsw", -8, true), ("nuw", 2147483640, false), ("nuw nsw", -20, false)]
    {
        let ir = counted_loop("", &format!("  %c = phi i32 [ {start}, %entry ], [ %c1, %loop ]\n"), &format!("  %c1 = add {flags} i32 %c, 1\n"), 10, "%c1");
        let o = run_ir("loop_counter", &ir, &spec(64));
        let r = o.result.as_ref().expect("runs");
        assert_eq!(r.warnings.len(), if poisoned { 64 } else { 0 }, "{flags} from {start}");
        if !poisoned {
            assert!(u32s(&o, 0).iter().all(|&v| v == (start + 10) as u32), "{flags} from {start}");
        }
    }
}

#[test]
fn a_wave_of_lanes_not_a_multiple_of_four_keeps_its_loop_in_the_driver() {
    // butterflies of 1 stay inside 30 lanes, but the compiled passes do four lanes at a time:
    // the driver runs this loop (both tiers agree, `run_ir`); 28 lanes take the compiled code
    let ir = shuffle_kernel(7, "-1")
        .replace("shfl.sync.down.i32(i32 -1, i32 %v2, i32 4", "shfl.sync.bfly.i32(i32 -1, i32 %v2, i32 1")
        .replace("i32 %v1, i32 2, i32 31", "i32 %v1, i32 1, i32 31")
        .replace("i32 %v3, i32 8, i32 31", "i32 %v3, i32 1, i32 31");
    for block in [30, 28] {
        let o = run_ir("loop_shuffle_30", &ir, &nv_spec(block));
        ok(&o);
        // each butterfly of 1 mixes a lane with its neighbour only: lanes 2k and 2k + 1 end
        // equal to the model run on that pair alone
        let out = u32s(&o, 0);
        for pair in 0..block / 2 {
            let (mut a, mut b) = (2 * pair, 2 * pair + 1);
            for _ in 0..7 {
                let s = a.wrapping_add(b);
                (a, b) = (s, s);
                (a, b) = (a ^ b, b ^ a);
                let s = a.wrapping_add(b);
                (a, b) = (s, s);
                (a, b) = (a ^ b, b ^ a);
            }
            assert_eq!((out[2 * pair as usize], out[2 * pair as usize + 1]), (a, b), "pair {pair}, block {block}");
        }
    }
}
