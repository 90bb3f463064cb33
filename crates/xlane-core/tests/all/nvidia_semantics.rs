//! NVIDIA warp semantics, end to end through `call::evaluate`. Expected values come from the
//! PTX ISA pseudocode worked by hand, the CUDA Programming Guide's closed forms, and the H200
//! observations recorded in docs/notes/nvidia-semantics.md (§3.4, §4.3, §5.4, §6, §12).

use proptest::prelude::*;
use xlane_core::call::{evaluate, Arg, CallResult, Site};
use xlane_core::semantics::{Origin, Reason, UndefPolicy};
use xlane_core::target;
use xlane_core::value::{ElemTy, Lanes};
use xlane_core::DiagKind;

const FULL: u64 = 0xFFFF_FFFF;

fn run_on(tgt: &str, policy: UndefPolicy, name: &str, ty: Option<ElemTy>, exec: u64, args: &[Arg]) -> xlane_core::diag::Result<CallResult> {
    let t = target::lookup(tgt).unwrap();
    evaluate(name, ty, &Site { target: t, wave: 32, exec, policy }, args)
}

fn run(name: &str, ty: Option<ElemTy>, exec: u64, args: &[Arg]) -> CallResult {
    run_on("sm_90", UndefPolicy::Strict, name, ty, exec, args).unwrap()
}

fn hw(name: &str, ty: Option<ElemTy>, exec: u64, args: &[Arg]) -> CallResult {
    run_on("sm_90", UndefPolicy::Hardware, name, ty, exec, args).unwrap()
}

fn lanes(f: impl Fn(u32) -> u64) -> Arg {
    Arg::Lanes(Lanes::from_fn(32, f))
}

fn ret(r: &CallResult, lane: u32) -> Option<u64> {
    r.output("ret").unwrap().lanes.get(lane)
}

// ---- shuffles --------------------------------------------------------------------------

#[test]
fn shfl_sync_closed_forms_for_power_of_two_widths() {
    // CUDA guide: __shfl_sync reads srcLane mod width within the caller's segment.
    for w in [1u64, 2, 4, 8, 16, 32] {
        let r = run("__shfl_sync", Some(ElemTy::U32), FULL, &[Arg::Imm(FULL), lanes(|l| 100 + l as u64), Arg::Imm(5), Arg::Imm(w)]);
        for l in 0..32u64 {
            let src = (l & !(w - 1)) | (5 % w);
            assert_eq!(ret(&r, l as u32), Some(100 + src), "width {w} lane {l}");
        }
    }
}

#[test]
fn shfl_up_and_down_keep_own_value_past_the_segment() {
    let r = run("__shfl_up_sync", Some(ElemTy::U32), FULL, &[Arg::Imm(FULL), lanes(|l| l as u64), Arg::Imm(3), Arg::Imm(8)]);
    for l in 0..32u64 {
        let want = if l % 8 >= 3 { l - 3 } else { l };
        assert_eq!(ret(&r, l as u32), Some(want));
    }
    // delta 33 is delta 1 (only b[4:0] is read; errata N4).
    let r = run("__shfl_down_sync", Some(ElemTy::U32), FULL, &[Arg::Imm(FULL), lanes(|l| l as u64), Arg::Imm(33), Arg::Imm(32)]);
    assert_eq!(ret(&r, 4), Some(5));
    assert_eq!(ret(&r, 31), Some(31));
}

#[test]
fn shfl_xor_reads_earlier_segments_only() {
    // CUDA guide: with laneMask >= width a lane may read an earlier group, never a later one.
    let r = run("__shfl_xor_sync", Some(ElemTy::U32), FULL, &[Arg::Imm(FULL), lanes(|l| l as u64), Arg::Imm(8), Arg::Imm(8)]);
    assert_eq!(ret(&r, 9), Some(1));
    assert_eq!(ret(&r, 1), Some(1));
}

#[test]
fn shfl_intrinsic_p_output_follows_pval() {
    // up, c = 0 (width 32): lanes below delta get p = 0 and their own value.
    let r = run("llvm.nvvm.shfl.sync.up.i32p", None, FULL, &[Arg::Imm(FULL), lanes(|l| l as u64), Arg::Imm(2), Arg::Imm(0)]);
    let pred = &r.output("pred").unwrap().lanes;
    assert_eq!((pred.get(0), pred.get(1), pred.get(2)), (Some(0), Some(0), Some(1)));
    assert_eq!((ret(&r, 1), ret(&r, 5)), (Some(1), Some(3)));
    // Bits of c outside [4:0] and [12:8] are ignored.
    let a = run("llvm.nvvm.shfl.sync.idx.i32", None, FULL, &[Arg::Imm(FULL), lanes(|l| l as u64), Arg::Imm(3), Arg::Imm(0x181f)]);
    let b = run("llvm.nvvm.shfl.sync.idx.i32", None, FULL, &[Arg::Imm(FULL), lanes(|l| l as u64), Arg::Imm(3), Arg::Imm(0xFFFF_E0E0 | 0x181f)]);
    assert_eq!(a.output("ret").unwrap().lanes, b.output("ret").unwrap().lanes);
}

#[test]
fn shfl_64_bit_and_half_types_move_whole_values() {
    let v = |l: u32| 0x1122_3344_0000_0000u64 | l as u64;
    let r = run("__shfl_xor_sync", Some(ElemTy::U64), FULL, &[Arg::Imm(FULL), lanes(v), Arg::Imm(1), Arg::Imm(32)]);
    assert_eq!(ret(&r, 6), Some(v(7)));
    let r = run("__shfl_sync", Some(ElemTy::F16), FULL, &[Arg::Imm(FULL), lanes(|l| 0x3C00 + l as u64), Arg::Imm(0), Arg::Imm(32)]);
    assert_eq!(ret(&r, 31), Some(0x3C00));
}

#[test]
fn strict_shuffle_reports_each_undefined_case() {
    // Lanes 0..15 execute; lane 3 reads lane 20, which did not.
    let exec = 0xFFFF;
    let r = run("__shfl_sync", Some(ElemTy::U32), exec, &[Arg::Imm(exec), lanes(|l| l as u64), lanes(|l| if l == 3 { 20 } else { l as u64 }), Arg::Imm(32)]);
    let route = r.output("ret").unwrap().route.clone().unwrap();
    assert_eq!(route.lanes[3], Origin::Undef(Reason::InactiveSource));
    assert_eq!(route.lanes[4], Origin::Lane { arg: 1, lane: 4 });
    assert_eq!(route.lanes[20], Origin::Inactive);
    assert_eq!(ret(&r, 3), None);
    // A width that is not a power of two.
    let r = run("__shfl_sync", Some(ElemTy::U32), FULL, &[Arg::Imm(FULL), lanes(|l| l as u64), Arg::Imm(0), Arg::Imm(12)]);
    assert_eq!(r.output("ret").unwrap().route.as_ref().unwrap().lanes[0], Origin::Undef(Reason::BadWidth));
    // The executing lane is missing from its own mask (U5 setting).
    let r = run("__shfl_sync", Some(ElemTy::U32), FULL, &[Arg::Imm(0xFFFF_FFFE), lanes(|l| 100 + l as u64), Arg::Imm(0), Arg::Imm(32)]);
    assert_eq!(r.output("ret").unwrap().route.as_ref().unwrap().lanes[0], Origin::Undef(Reason::SelfNotInMask));
    // ... and for lanes 1..31 the members disagree? No: every lane passes the same mask, but
    // their source (lane 0) is outside it.
    assert_eq!(r.output("ret").unwrap().route.as_ref().unwrap().lanes[1], Origin::Undef(Reason::NotInMask));
}

#[test]
fn hardware_policy_reproduces_h200_shuffle_observations() {
    // U1: a source lane that did not execute reads 0, p keeps the formula value.
    let exec = 0xFFFF;
    let r = hw("llvm.nvvm.shfl.sync.idx.i32p", None, exec, &[Arg::Imm(exec), lanes(|l| 7 + l as u64), Arg::Imm(20), Arg::Imm(0x1f)]);
    assert_eq!(ret(&r, 0), Some(0));
    assert_eq!(r.output("pred").unwrap().lanes.get(0), Some(1));
    // U4: all 32 converged, half masks, read lane ^ 16: the other half's real value.
    let mask = lanes(|l| if l < 16 { 0xFFFF } else { 0xFFFF_0000 });
    let r = hw("__shfl_xor_sync", Some(ElemTy::U32), FULL, &[mask, lanes(|l| 50 + l as u64), Arg::Imm(16), Arg::Imm(32)]);
    assert_eq!((ret(&r, 0), ret(&r, 31)), (Some(66), Some(65)));
    // U5: mask 0xFFFFFFFE by all 32 lanes, read lane 0: every lane gets 0x64.
    let r = hw("__shfl_sync", Some(ElemTy::U32), FULL, &[Arg::Imm(0xFFFF_FFFE), lanes(|l| 100 + l as u64), Arg::Imm(0), Arg::Imm(32)]);
    assert!((0..32).all(|l| ret(&r, l) == Some(0x64)));
}

// ---- vote, match, redux ----------------------------------------------------------------

#[test]
fn vote_examples_from_h200() {
    // Lanes 0-15 active (notes §3.4).
    let exec = 0xFFFF;
    let m = Arg::Imm(0xFFFF);
    assert_eq!(ret(&run("__ballot_sync", None, exec, &[m.clone(), Arg::Imm(1)]), 0), Some(0xFFFF));
    assert_eq!(ret(&run("__all_sync", None, exec, &[m.clone(), lanes(|l| (l < 8) as u64)]), 0), Some(0));
    assert_eq!(ret(&run("__any_sync", None, exec, &[m.clone(), lanes(|l| (l == 3) as u64)]), 0), Some(1));
    assert_eq!(ret(&run("__uni_sync", None, exec, &[m.clone(), Arg::Imm(1)]), 0), Some(1));
    assert_eq!(ret(&run("__uni_sync", None, exec, &[m, lanes(|l| (l & 1) as u64)]), 0), Some(0));
    // Lanes 16-31 exited, mask ~0: exited lanes do not count.
    assert_eq!(ret(&run("__ballot_sync", None, exec, &[Arg::Imm(FULL), Arg::Imm(1)]), 3), Some(0xFFFF));
    assert_eq!(ret(&run("__all_sync", None, exec, &[Arg::Imm(FULL), Arg::Imm(1)]), 3), Some(1));
    // Half masks, all converged: per-half results (a legal call).
    let mask = lanes(|l| if l < 16 { 0xFFFF } else { 0xFFFF_0000 });
    let r = run("__ballot_sync", None, FULL, &[mask, Arg::Imm(1)]);
    assert_eq!((ret(&r, 0), ret(&r, 16)), (Some(0xFFFF), Some(0xFFFF_0000)));
}

#[test]
fn ballot_with_executing_lanes_outside_the_mask() {
    // U7: __ballot_sync(0xFFFF0000, 1) by all 32. Strict: lanes 0-15 are undefined (not in
    // their mask); Hardware: every lane saw 0xFFFFFFFF.
    let args = [Arg::Imm(0xFFFF_0000), Arg::Imm(1)];
    let s = run("__ballot_sync", None, FULL, &args);
    assert_eq!((ret(&s, 0), ret(&s, 16)), (None, Some(0xFFFF_0000)));
    let h = hw("__ballot_sync", None, FULL, &args);
    assert!((0..32).all(|l| ret(&h, l) == Some(0xFFFF_FFFF)));
}

#[test]
fn match_examples_from_h200() {
    let r = run("__match_any_sync", Some(ElemTy::U32), FULL, &[Arg::Imm(FULL), lanes(|l| (l / 4) as u64)]);
    assert_eq!((ret(&r, 0), ret(&r, 31)), (Some(0xF), Some(0xF000_0000)));
    let r = run("__match_all_sync", Some(ElemTy::U32), FULL, &[Arg::Imm(FULL), Arg::Imm(5)]);
    assert_eq!((ret(&r, 9), r.output("pred").unwrap().lanes.get(9)), (Some(FULL), Some(1)));
    // U13: after lanes 16-31 exited, match.all returns the non-exited members, 0x0000FFFF.
    let r = run("__match_all_sync", Some(ElemTy::U32), 0xFFFF, &[Arg::Imm(FULL), Arg::Imm(7)]);
    assert_eq!(ret(&r, 0), Some(0xFFFF));
    // Raw bits: +0.0 and -0.0 differ.
    let r = run("__match_any_sync", Some(ElemTy::F32), 0b11, &[Arg::Imm(0b11), lanes(|l| if l == 0 { 0 } else { 0x8000_0000 })]);
    assert_eq!(ret(&r, 0), Some(0b01));
}

#[test]
fn redux_examples_from_h200() {
    let r = run("__reduce_add_sync", Some(ElemTy::U32), FULL, &[Arg::Imm(FULL), Arg::Imm(0x7FFF_FFFF)]);
    assert_eq!(ret(&r, 0), Some(0xFFFF_FFE0));
    let v = lanes(|l| (l as i64 - 16) as u32 as u64);
    assert_eq!(ret(&run("__reduce_min_sync", Some(ElemTy::I32), FULL, &[Arg::Imm(FULL), v.clone()]), 0), Some(0xFFFF_FFF0));
    assert_eq!(ret(&run("__reduce_min_sync", Some(ElemTy::U32), FULL, &[Arg::Imm(FULL), v.clone()]), 0), Some(0));
    assert_eq!(ret(&run("__reduce_max_sync", Some(ElemTy::U32), FULL, &[Arg::Imm(FULL), v]), 0), Some(0xFFFF_FFFF));
    let r = run("__reduce_add_sync", Some(ElemTy::U32), 0xF, &[Arg::Imm(0xF), lanes(|l| l as u64 + 1)]);
    assert_eq!(ret(&r, 2), Some(10));
    // clang/LLVM order is (value, mask).
    let r = run("llvm.nvvm.redux.sync.umax", None, 0xF, &[lanes(|l| l as u64 + 1), Arg::Imm(0xF)]);
    assert_eq!(ret(&r, 0), Some(4));
}

#[test]
fn float_redux_on_sm100a() {
    let vals = lanes(|l| match l {
        0 => 0x8000_0000, // -0.0
        1 => 0x7FC0_0001, // NaN
        2 => 0xC000_0000, // -2.0
        _ => 0x0000_0000, // +0.0
    });
    let r = run_on("sm_100a", UndefPolicy::Strict, "__nvvm_redux_sync_fmin", None, FULL, &[vals.clone(), Arg::Imm(FULL)]).unwrap();
    assert_eq!(ret(&r, 0), Some(0xC000_0000));
    let r = run_on("sm_100a", UndefPolicy::Strict, "__nvvm_redux_sync_fmin_abs", None, FULL, &[vals.clone(), Arg::Imm(FULL)]).unwrap();
    assert_eq!(ret(&r, 0), Some(0)); // |-0.0| = +0.0 is the least
    let r = run_on("sm_100a", UndefPolicy::Strict, "__nvvm_redux_sync_fmax_NaN", None, FULL, &[vals.clone(), Arg::Imm(FULL)]).unwrap();
    assert_eq!(ret(&r, 0), Some(0x7FFF_FFFF));
    let r = run_on("sm_100a", UndefPolicy::Strict, "llvm.nvvm.redux.sync.fmax", None, FULL, &[vals, Arg::Imm(FULL)]).unwrap();
    assert_eq!(ret(&r, 0), Some(0)); // +0.0 > -0.0
}

// ---- special registers -------------------------------------------------------------------

#[test]
fn lane_masks_of_lane_5_and_activemask() {
    let want = [("__lanemask_eq", 0x20), ("__lanemask_lt", 0x1F), ("__lanemask_le", 0x3F), ("__lanemask_gt", 0xFFFF_FFC0), ("__lanemask_ge", 0xFFFF_FFE0)];
    for (name, v) in want {
        assert_eq!(ret(&run(name, None, FULL, &[]), 5), Some(v), "{name}");
    }
    assert_eq!(ret(&run("__lanemask_le", None, FULL, &[]), 31), Some(0xFFFF_FFFF));
    assert_eq!(ret(&run("__lanemask_gt", None, FULL, &[]), 31), Some(0));
    let exec = 0x4924_9249; // lanes l % 3 == 0
    let r = run("__activemask", None, exec, &[]);
    assert_eq!((ret(&r, 3), ret(&r, 1)), (Some(exec), None));
    assert_eq!(ret(&run("llvm.nvvm.read.ptx.sreg.laneid", None, FULL, &[]), 17), Some(17));
    assert_eq!(ret(&run("__nvvm_read_ptx_sreg_warpsize", None, FULL, &[]), 0), Some(32));
}

#[test]
fn p2r_and_r2p_keep_every_bit() {
    let r = run("p2r", None, FULL, &[lanes(|l| 0xA5A5_0000 | l as u64)]);
    assert_eq!(ret(&r, 9), Some(0xA5A5_0009));
}

// ---- refusals ----------------------------------------------------------------------------

fn refusal(tgt: &str, name: &str, ty: Option<ElemTy>, args: &[Arg]) -> xlane_core::Diag {
    run_on(tgt, UndefPolicy::Strict, name, ty, FULL, args).expect_err("must be refused")
}

#[test]
fn legacy_shuffle_is_unavailable_from_sm80_and_names_targets_that_have_it() {
    let d = refusal("sm_80", "__shfl", Some(ElemTy::I32), &[lanes(|l| l as u64), Arg::Imm(0), Arg::Imm(32)]);
    assert_eq!(d.kind, DiagKind::Unavailable);
    assert!(d.message.contains("PTX ISA 3.0 to 6.3") && d.message.contains("sm_75"), "{}", d.message);
    let help = d.help.unwrap();
    assert!(help.contains("sm_30") && !help.contains("sm_80"), "{help}");
    // sm_75 can still be compiled at PTX 6.3.
    assert!(run_on("sm_75", UndefPolicy::Strict, "__shfl_xor", Some(ElemTy::I32), FULL, &[lanes(|l| l as u64), Arg::Imm(1), Arg::Imm(32)]).is_ok());
    assert_eq!(refusal("sm_90", "__ballot", None, &[Arg::Imm(1)]).kind, DiagKind::Unavailable);
}

#[test]
fn gated_calls_are_refused_where_missing() {
    assert_eq!(refusal("sm_75", "__reduce_add_sync", Some(ElemTy::U32), &[Arg::Imm(FULL), Arg::Imm(1)]).kind, DiagKind::Unavailable);
    assert_eq!(refusal("sm_62", "__match_any_sync", Some(ElemTy::U32), &[Arg::Imm(FULL), Arg::Imm(1)]).kind, DiagKind::Unavailable);
    assert_eq!(refusal("sm_62", "__nanosleep", None, &[Arg::Imm(1)]).kind, DiagKind::Unavailable);
    // Float redux: clang builtin on sm_100a only; the intrinsic also on sm_103a.
    let f = [Arg::Imm(0), Arg::Imm(FULL)];
    assert_eq!(refusal("sm_100", "__nvvm_redux_sync_fmin", None, &f).kind, DiagKind::Unavailable);
    assert_eq!(refusal("sm_103a", "__nvvm_redux_sync_fmin", None, &f).kind, DiagKind::Unavailable);
    assert!(run_on("sm_103a", UndefPolicy::Strict, "llvm.nvvm.redux.sync.fmin", None, FULL, &f).is_ok());
    assert_eq!(refusal("sm_120a", "llvm.nvvm.redux.sync.fmin", None, &f).kind, DiagKind::Unavailable);
    // HIP's __shfl_sync is a different row: the CUDA one is not on AMD targets.
    assert_eq!(refusal("sm_90", "__reduce_and_sync", Some(ElemTy::F32), &[Arg::Imm(FULL), Arg::Imm(1)]).kind, DiagKind::Type);
}

#[test]
fn constants_arity_and_memory_calls() {
    let d = refusal("sm_90", "__nvvm_cp_async_wait_group", None, &[lanes(|_| 1)]);
    assert_eq!(d.kind, DiagKind::NotConstant);
    let d = refusal("sm_90", "__shfl_sync", Some(ElemTy::U32), &[Arg::Imm(FULL), Arg::Imm(1)]);
    assert_eq!(d.kind, DiagKind::Arity);
    let d = refusal("sm_90", "llvm.nvvm.cp.async.wait.group", None, &[Arg::Imm(0)]);
    assert_eq!(d.kind, DiagKind::Unsupported);
    assert!(d.help.unwrap().contains("xlane run"));
    // __syncwarp with a lane outside its own mask is undefined: refused when strict (U6:
    // the H200 ran on).
    let args = [Arg::Imm(0xFFFF_FFFE)];
    assert_eq!(refusal("sm_90", "__syncwarp", None, &args).kind, DiagKind::IllegalValue);
    assert!(run_on("sm_90", UndefPolicy::Hardware, "__syncwarp", None, FULL, &args).is_ok());
}

// ---- properties ----------------------------------------------------------------------------

fn wave() -> impl Strategy<Value = Vec<u32>> {
    prop::collection::vec(any::<u32>(), 32)
}

proptest! {
    #[test]
    fn xor_twice_is_identity_for_full_masks(vals in wave(), m in 0u64..32, wexp in 0u32..6) {
        let w = 1u64 << wexp;
        let m = m % w; // laneMask inside the segment, so every partner exists
        let once = run("__shfl_xor_sync", Some(ElemTy::U32), FULL, &[Arg::Imm(FULL), lanes(|l| vals[l as usize] as u64), Arg::Imm(m), Arg::Imm(w)]);
        let mid = Arg::Lanes(once.output("ret").unwrap().lanes.clone());
        let twice = run("__shfl_xor_sync", Some(ElemTy::U32), FULL, &[Arg::Imm(FULL), mid, Arg::Imm(m), Arg::Imm(w)]);
        for l in 0..32u32 {
            prop_assert_eq!(ret(&twice, l), Some(vals[l as usize] as u64));
        }
    }

    #[test]
    fn ballot_popcount_counts_true_predicates(preds in prop::collection::vec(any::<bool>(), 32), exec in 1u64..=FULL) {
        let r = run("__ballot_sync", None, exec, &[Arg::Imm(exec), lanes(|l| preds[l as usize] as u64)]);
        let want = (0..32).filter(|&l| exec >> l & 1 == 1 && preds[l]).count() as u32;
        let first = exec.trailing_zeros();
        prop_assert_eq!(ret(&r, first).map(|b| b.count_ones()), Some(want));
    }

    #[test]
    fn match_any_partitions_the_mask(vals in prop::collection::vec(0u64..4, 32), exec in 1u64..=FULL) {
        let r = run("__match_any_sync", Some(ElemTy::U32), exec, &[Arg::Imm(exec), lanes(|l| vals[l as usize])]);
        let mut union = 0u64;
        for l in (0..32u32).filter(|l| exec >> l & 1 == 1) {
            let m = ret(&r, l).unwrap();
            prop_assert!(m >> l & 1 == 1);
            // Every lane of my class reports the same class.
            for k in (0..32u32).filter(|k| m >> k & 1 == 1) {
                prop_assert_eq!(ret(&r, k), Some(m));
            }
            union |= m;
        }
        prop_assert_eq!(union, exec);
    }

    #[test]
    fn reduce_add_is_the_wrapping_sum(vals in wave(), exec in 1u64..=FULL) {
        let r = run("__reduce_add_sync", Some(ElemTy::U32), exec, &[Arg::Imm(exec), lanes(|l| vals[l as usize] as u64)]);
        let want = (0..32).filter(|&l| exec >> l & 1 == 1).fold(0u32, |a, l| a.wrapping_add(vals[l]));
        prop_assert_eq!(ret(&r, exec.trailing_zeros()), Some(want as u64));
    }

    #[test]
    fn width_shuffles_never_leave_their_segment_upward(b in any::<u32>(), wexp in 0u32..6, mode in 0usize..3) {
        let w = 1u64 << wexp;
        let name = ["__shfl_sync", "__shfl_down_sync", "__shfl_up_sync"][mode];
        let r = run(name, Some(ElemTy::U32), FULL, &[Arg::Imm(FULL), lanes(|l| l as u64), Arg::Imm(b as u64), Arg::Imm(w)]);
        for l in 0..32u64 {
            let src = ret(&r, l as u32).unwrap();
            prop_assert_eq!(src / w, l / w, "lane {} read {}", l, src);
        }
    }
}

#[test]
fn elect_sync_is_open_when_strict_and_lowest_lane_on_h200() {
    let s = run("llvm.nvvm.elect.sync", None, 0xF0F0, &[Arg::Imm(0xF0F0)]);
    assert_eq!(ret(&s, 4), None);
    // H200 probe: exec = mask = 0xf0f0 gave d = 4 everywhere, pred only in lane 4.
    let h = hw("llvm.nvvm.elect.sync", None, 0xF0F0, &[Arg::Imm(0xF0F0)]);
    assert!([4u32, 5, 12, 15].iter().all(|&l| ret(&h, l) == Some(4)));
    let pred = &h.output("pred").unwrap().lanes;
    assert_eq!((pred.get(4), pred.get(5)), (Some(1), Some(0)));
    assert_eq!(refusal("sm_89", "llvm.nvvm.elect.sync", None, &[Arg::Imm(FULL)]).kind, DiagKind::Unavailable);
}

proptest! {
    /// Where the strict policy defines a lane, the hardware policy must agree with it: the
    /// two differ only in what they do with undefined cases.
    #[test]
    fn hardware_policy_agrees_where_strict_is_defined(
        vals in wave(),
        exec in 1u64..=FULL,
        split in any::<u32>(),
        b in prop::collection::vec(any::<u32>(), 32),
        width_exp in 0u32..6,
        which in 0usize..8,
    ) {
        // Masks: two groups split by `split`, each lane passing its group's executing lanes,
        // sometimes widened by a stray bit so that some calls are undefined.
        let g1 = split as u64 & exec;
        let mask = lanes(|l| {
            let mine = if g1 >> l & 1 == 1 { g1 } else { exec & !g1 };
            if l % 7 == 3 { mine | 1 << ((l + 5) % 32) } else { mine }
        });
        let v = lanes(|l| vals[l as usize] as u64);
        let bl = lanes(|l| b[l as usize] as u64);
        let w = Arg::Imm(1 << width_exp);
        let (name, ty, args): (&str, Option<ElemTy>, Vec<Arg>) = match which {
            0 => ("__shfl_sync", Some(ElemTy::U32), vec![mask, v, bl, w]),
            1 => ("__shfl_up_sync", Some(ElemTy::U32), vec![mask, v, bl, w]),
            2 => ("__shfl_xor_sync", Some(ElemTy::U32), vec![mask, v, bl, w]),
            3 => ("llvm.nvvm.shfl.sync.down.i32p", None, vec![mask, v, bl.clone(), bl]),
            4 => ("__ballot_sync", None, vec![mask, v]),
            5 => ("__match_all_sync", Some(ElemTy::U32), vec![mask, lanes(|l| (vals[l as usize] % 2) as u64)]),
            6 => ("__reduce_max_sync", Some(ElemTy::I32), vec![mask, v]),
            _ => ("__uni_sync", None, vec![mask, v]),
        };
        let s = run(name, ty, exec, &args);
        let h = hw(name, ty, exec, &args);
        for out in &s.outputs {
            let ho = h.output(out.name).unwrap();
            for l in 0..32u32 {
                if let Some(sv) = out.lanes.get(l) {
                    prop_assert_eq!(ho.lanes.get(l), Some(sv), "{} {} lane {}", name, out.name, l);
                }
            }
        }
    }
}
