//! Compiled runs with holes (`jit::plain::runs`): kept results (lane ids, shuffle lane
//! arithmetic) inside a run of plain ops, and shuffles steered by those kept results. Every
//! case runs under both tiers (`run_ir` fails on any difference), over several blocks so that
//! kept results, remembered routes and their tables are reused from wave to wave, and the
//! values are checked against host models.

use crate::common::*;
use xlane_ir::spec::Outcome;

const AMD_DECLS: &str = r#"declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
"#;

/// The butterfly sum of each wave of 64 (`ds.bpermute` by `lane ^ k` for k = 32 … 1, the
/// lane id from `mbcnt`), lane 0 storing it at `out[block * waves + wave]`; a block has
/// `block` threads. The lane arithmetic between the shuffles is kept from wave to wave.
fn wave_sum_kernel(block: u32) -> String {
    let (steps, x) = xor_steps(&[32, 16, 8, 4, 2, 1]);
    let waves = block.div_ceil(64);
    lane_id_kernel(
        block,
        &format!(
            r#"{steps}  %wv = lshr i32 %t, 6
  %wb = mul i32 %b, {waves}
  %w = add i32 %wb, %wv
  %first = icmp eq i32 %id, 0
  br i1 %first, label %st, label %done
st:
  %wi = zext i32 %w to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %wi
  store i32 {x}, ptr addrspace(1) %q, align 4
  br label %done
done:
  ret void
"#
        ),
    )
}

/// A kernel over blocks of `block` threads whose entry block computes the global thread index
/// `%g` (`%gi` as i64), loads `%x = in[g]` and the lane id `%id` (`mbcnt`), then goes on with
/// `rest` (IR lines ending the function's code).
fn lane_id_kernel(block: u32, rest: &str) -> String {
    format!(
        r#"{AMD_HEADER}{AMD_DECLS}
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {{
entry:
  %b = call i32 @llvm.amdgcn.workgroup.id.x()
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %base = mul i32 %b, {block}
  %g = add i32 %base, %t
  %gi = zext i32 %g to i64
  %p = getelementptr i32, ptr addrspace(1) %in, i64 %gi
  %x = load i32, ptr addrspace(1) %p, align 4
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %id = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
{rest}}}
"#
    )
}

/// IR lines `x += x[id ^ k]` (`ds.bpermute` by the kept lane id `%id`), for each `k` in turn
/// from `%x`, and the name of the last sum.
fn xor_steps(ks: &[u32]) -> (String, String) {
    let mut steps = String::new();
    let mut x = "%x".to_string();
    for (i, k) in ks.iter().enumerate() {
        steps +=
            &format!("  %j{i} = xor i32 %id, {k}\n  %a{i} = shl i32 %j{i}, 2\n  %s{i} = call i32 @llvm.amdgcn.ds.bpermute(i32 %a{i}, i32 {x})\n  %x{i} = add i32 {x}, %s{i}\n");
        x = format!("%x{i}");
    }
    (steps, x)
}

/// Every lane `g` of blocks of `block` threads stores `out[g]` = its input after
/// [`xor_steps`] of `ks`.
fn xor_steps_kernel(block: u32, ks: &[u32]) -> String {
    let (steps, x) = xor_steps(ks);
    lane_id_kernel(block, &format!("{steps}  %q = getelementptr i32, ptr addrspace(1) %out, i64 %gi\n  store i32 {x}, ptr addrspace(1) %q, align 4\n  ret void\n"))
}

#[test]
fn butterflies_of_odd_even_and_zero_distance_give_each_lanes_sum() {
    // compiled code gathers a butterfly `n ^ k` without its table (`jit::RouteTable::xor`):
    // an even k reads each lane pair in order, an odd k swapped, k = 0 the lane itself
    let ks = [3, 5, 0, 63, 2, 1, 48, 17];
    let (block, grid) = (128usize, 6usize);
    let n = block * grid;
    let spec = format!(
        r#""kernel": "k", "block": [{block}], "grid": [{grid}], "args": [{{"buffer": "u32", "len": {n}, "fill": {{"random": 21}}}}, {{"buffer": "u32", "len": {n}, "fill": 0}}]"#
    );
    let o = run_ir("holes_xor_steps", &xor_steps_kernel(block as u32, &ks), &spec);
    ok(&o);
    let mut want = vec![];
    for wave in u32s(&o, 0).chunks(64) {
        let mut x = wave.to_vec();
        for &k in &ks {
            x = (0..64).map(|l| x[l].wrapping_add(x[l ^ k as usize])).collect();
        }
        want.extend(x);
    }
    assert_eq!(u32s(&o, 1), want);
}

#[test]
fn butterflies_leaving_a_half_wave_take_the_general_path() {
    // 96 threads: the second wave of a block has 32 lanes, where `^ 63` and `^ 48` read lanes
    // that do not run (no butterfly within the lanes: the general path decides); both tiers
    // agree (`run_ir`) and the full waves' sums are the host model's
    let ks = [1, 63, 2, 48, 0];
    let (block, grid) = (96usize, 4usize);
    let n = block * grid;
    let spec = format!(
        r#""kernel": "k", "block": [{block}], "grid": [{grid}], "args": [{{"buffer": "u32", "len": {n}, "fill": {{"random": 22}}}}, {{"buffer": "u32", "len": {n}, "fill": 0}}]"#
    );
    let o = run_ir("holes_xor_steps_96", &xor_steps_kernel(block as u32, &ks), &spec);
    let (input, out) = (u32s(&o, 0), u32s(&o, 1));
    for b in 0..grid {
        let mut x = input[b * block..b * block + 64].to_vec();
        for &k in &ks {
            x = (0..64).map(|l| x[l].wrapping_add(x[l ^ k as usize])).collect();
        }
        assert_eq!(&out[b * block..b * block + 64], &x[..], "block {b}");
    }
}

#[test]
fn a_route_of_swapped_in_order_and_apart_pairs_is_the_host_models() {
    // lane l reads l ^ 1 below 16 (swapped pairs), else (l + 3) mod 64 (pairs in order from an
    // odd lane; lanes 60, 61 read 63, 0: apart): not a butterfly, so compiled code reads each
    // pair's class from its table (`jit::RouteTable::pairs`)
    let rest = r#"  %lt = icmp ult i32 %id, 16
  %x1 = xor i32 %id, 1
  %p3 = add i32 %id, 3
  %m3 = and i32 %p3, 63
  %src = select i1 %lt, i32 %x1, i32 %m3
  %a = shl i32 %src, 2
  %s = call i32 @llvm.amdgcn.ds.bpermute(i32 %a, i32 %x)
  %y = mul i32 %s, 3
  %z = add i32 %y, %x
  %s2 = call i32 @llvm.amdgcn.ds.bpermute(i32 %a, i32 %z)
  %r = xor i32 %s2, %z
  %r2 = add i32 %r, 7
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %gi
  store i32 %r2, ptr addrspace(1) %q, align 4
  ret void
"#;
    let (block, grid) = (128usize, 5usize);
    let n = block * grid;
    let spec = format!(
        r#""kernel": "k", "block": [{block}], "grid": [{grid}], "args": [{{"buffer": "u32", "len": {n}, "fill": {{"random": 23}}}}, {{"buffer": "u32", "len": {n}, "fill": 0}}]"#
    );
    let o = run_ir("holes_pair_classes", &lane_id_kernel(block as u32, rest), &spec);
    ok(&o);
    let src = |l: usize| if l < 16 { l ^ 1 } else { (l + 3) % 64 };
    let mut want = vec![];
    for x in u32s(&o, 0).chunks(64) {
        let z: Vec<u32> = (0..64).map(|l| x[src(l)].wrapping_mul(3).wrapping_add(x[l])).collect();
        want.extend((0..64).map(|l| (z[src(l)] ^ z[l]).wrapping_add(7)));
    }
    assert_eq!(u32s(&o, 1), want);
}

/// `wave_sum_kernel` over `grid` blocks of `block` threads, the input random from `seed`.
fn run_wave_sum(name: &str, block: u32, grid: u32, seed: u32) -> Outcome {
    let (n, sums) = (block * grid, grid * block.div_ceil(64));
    let spec = format!(
        r#""kernel": "k", "block": [{block}], "grid": [{grid}], "args": [{{"buffer": "u32", "len": {n}, "fill": {{"random": {seed}}}}}, {{"buffer": "u32", "len": {sums}, "fill": 0}}]"#
    );
    run_ir(name, &wave_sum_kernel(block), &spec)
}

#[test]
fn a_butterfly_steered_by_kept_lane_ids_sums_every_wave() {
    let o = run_wave_sum("holes_wave_sum", 128, 6, 7);
    ok(&o);
    let input = u32s(&o, 0);
    let want: Vec<u32> = input.chunks(64).map(|c| c.iter().fold(0u32, |s, &v| s.wrapping_add(v))).collect();
    assert_eq!(u32s(&o, 1), want);
}

#[test]
fn waves_of_different_widths_share_the_routes_sites() {
    // 96 threads: each block's second wave has 32 lanes, so the call sites' remembered
    // routes (and the tables kept for the compiled run) alternate between a full wave and a
    // half one. Its `lane ^ 32` reads lanes that do not run, which the general path decides;
    // the full waves' sums are checked, the rest by the comparison of the tiers
    let grid = 5;
    let o = run_wave_sum("holes_wave_sum_96", 96, grid, 11);
    let input = u32s(&o, 0);
    let out = u32s(&o, 1);
    for b in 0..grid as usize {
        let first = &input[b * 96..b * 96 + 64];
        assert_eq!(out[b * 2], first.iter().fold(0u32, |s, &v| s.wrapping_add(v)), "block {b}");
    }
}

const NV_HEADER: &str = r#"target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
attributes #0 = { convergent "target-cpu"="sm_90" "target-features"="+ptx80,+sm_90" }
"#;

/// Per warp `w` of the block, lane `l` reads lane `(l + w) mod 32` (a rotation that differs
/// from warp to warp, from kept thread-index arithmetic): `y = x[src] * 3 + x`,
/// `z = y ^ y[l ^ 1]`, `out = z + z[src]`.
fn rotate_kernel(mask: &str) -> String {
    format!(
        r#"{NV_HEADER}
define ptx_kernel void @k(ptr %in, ptr %out) #0 {{
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %b, %nt
  %g = add i32 %base, %t
  %p = getelementptr i32, ptr %in, i32 %g
  %x = load i32, ptr %p, align 4
  %w = lshr i32 %t, 5
  %src0 = add i32 %t, %w
  %src = and i32 %src0, 31
  %s1 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 {mask}, i32 %x, i32 %src, i32 31)
  %y1 = mul i32 %s1, 3
  %y2 = add i32 %y1, %x
  %s2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 {mask}, i32 %y2, i32 1, i32 31)
  %y3 = xor i32 %y2, %s2
  %s3 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 {mask}, i32 %y3, i32 %src, i32 31)
  %y4 = add i32 %y3, %s3
  %q = getelementptr i32, ptr %out, i32 %g
  store i32 %y4, ptr %q, align 4
  ret void
}}
"#
    )
}

fn rotate_host(input: &[u32], block: usize) -> Vec<u32> {
    let mut out = vec![];
    for (i, warp) in input.chunks(32).enumerate() {
        let w = (i % (block / 32)) as u32;
        let src = |l: usize| ((l as u32 + w) % 32) as usize;
        let y: Vec<u32> = (0..32).map(|l| warp[src(l)].wrapping_mul(3).wrapping_add(warp[l])).collect();
        let z: Vec<u32> = (0..32).map(|l| y[l] ^ y[l ^ 1]).collect();
        out.extend((0..32).map(|l| z[l].wrapping_add(z[src(l)])));
    }
    out
}

#[test]
fn shuffles_steered_by_kept_lane_arithmetic_follow_each_warps_route() {
    let (block, grid) = (128usize, 4usize);
    let n = block * grid;
    let spec = format!(
        r#""kernel": "k", "target": "sm_90", "block": [{block}], "grid": [{grid}], "args": [{{"buffer": "u32", "len": {n}, "fill": {{"random": 5}}}}, {{"buffer": "u32", "len": {n}, "fill": 0}}]"#
    );
    let o = run_ir("holes_rotate", &rotate_kernel("-1"), &spec);
    ok(&o);
    assert_eq!(u32s(&o, 1), rotate_host(&u32s(&o, 0), block));
}

#[test]
fn a_member_missing_in_a_later_block_is_a_deadlock_in_both_tiers() {
    // blocks 0 and 1 run the shuffles with every lane (their routes and tables are kept);
    // in block 2, lanes 30 and 31 wait at the end while the others shuffle with mask -1
    let ir = rotate_kernel("-1")
        .replace(
            "  %w = lshr i32 %t, 5\n",
            "  %isb2 = icmp eq i32 %b, 2\n  %hi = icmp uge i32 %t, 30\n  %lo = icmp ult i32 %t, 32\n  %band = and i1 %hi, %lo\n  %side = and i1 %isb2, %band\n  br i1 %side, label %done, label %main\nmain:\n  %w = lshr i32 %t, 5\n",
        )
        .replace(
            "  %q = getelementptr i32, ptr %out, i32 %g\n  store i32 %y4, ptr %q, align 4\n",
            "  br label %done\ndone:\n  %r = phi i32 [ 0, %entry ], [ %y4, %main ]\n  %q = getelementptr i32, ptr %out, i32 %g\n  store i32 %r, ptr %q, align 4\n",
        );
    let spec = r#""kernel": "k", "target": "sm_90", "block": [64], "grid": [4], "args": [{"buffer": "u32", "len": 256, "fill": 1}, {"buffer": "u32", "len": 256, "fill": 0}]"#;
    let o = run_ir("holes_rotate_deadlock", &ir, spec);
    let e = o.result.as_ref().expect_err("lanes 30 and 31 of block 2 are alive but elsewhere");
    assert!(format!("{e:?}").contains("Deadlock"), "{e:?}");
    assert_eq!(e.at.as_ref().map(|a| a.block), Some([2, 0, 0]), "{e:?}");
}

/// Kept results in a row (the thread index and five ops of it) are skipped together from the
/// second block on; a step limit falling inside the row stops at the op the interpreter stops
/// at (`run_ir` compares the errors and their locations). Block `b` first goes round a loop
/// `max(1, 3b)` times, so only the last block reaches the row with the limit inside it.
#[test]
fn kept_results_in_a_row_are_skipped_together_up_to_the_step_limit() {
    let ir = format!(
        r#"{AMD_HEADER}
declare i32 @llvm.amdgcn.workgroup.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {{
entry:
  %b = call i32 @llvm.amdgcn.workgroup.id.x()
  %n = mul i32 %b, 3
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %go = icmp ult i32 %i1, %n
  br i1 %go, label %loop, label %after
after:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %a = mul i32 %t, 3
  %c = add i32 %a, 7
  %d = xor i32 %c, 5
  %e = shl i32 %d, 1
  %f = or i32 %e, 1
  %g = mul i32 %b, 64
  %at = add i32 %g, %t
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %at
  %v = add i32 %f, %b
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}}
"#
    );
    let spec = |limit: &str| format!(r#""kernel": "k", "grid": [4], "block": [64], "schedule": "sequential", "args": [{{"buffer": "u32", "len": 256, "fill": 0}}]{limit}"#);
    let o = run_ir("kept_row", &ir, &spec(""));
    ok(&o);
    let out = u32s(&o, 0);
    for (at, &v) in out.iter().enumerate() {
        let (b, t) = (at as u32 / 64, at as u32 % 64);
        assert_eq!(v, ((((t * 3 + 7) ^ 5) << 1) | 1) + b, "block {b}, lane {t}");
    }
    // steps per wave: 3 + 3 × passes + 12, so 18, 24 and 33 for blocks 0 to 2; block 3 reaches
    // the row at step 31 (`%t`) and leaves it at step 37 (`%g`)
    for limit in 33..=37 {
        let o = run_ir("kept_row", &ir, &spec(&format!(r#", "limits": {{"steps": {limit}}}"#)));
        let e = o.result.as_ref().expect_err("the last block passes the limit");
        assert!(format!("{e:?}").contains("StepLimit"), "{e:?}");
        assert_eq!(e.at.as_ref().map(|a| a.block), Some([3, 0, 0]), "limit {limit}: {e:?}");
    }
}
