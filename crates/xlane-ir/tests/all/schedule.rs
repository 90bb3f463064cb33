//! The parallel schedule (the default) gives the sequential schedule's result bit for bit:
//! blocks whose global accesses conflict run again in order, with a `race` report naming both
//! accesses; order-independent atomics stay parallel (`tests/kernels/sched.hip`). Expected
//! values are worked out from the kernels' source in block order.

use crate::common::*;
use xlane_ir::spec::{Outcome, Overrides, Spec};

fn run_with(spec_json: &str, ov: &Overrides) -> Outcome {
    run_tiers(spec_json, kernels_dir(), ov)
}

fn parallel(jobs: Option<usize>) -> Overrides {
    Overrides { parallel: Some(true), jobs, ..Overrides::default() }
}

fn sequential() -> Overrides {
    Overrides { parallel: Some(false), ..Overrides::default() }
}

const RELAY: &str = r#"{"module": "sched.gfx942.ll", "kernel": "relay", "grid": [64], "block": [64],
    "args": [{"buffer": "u32", "len": 65, "fill": 0}]}"#;

#[test]
fn a_race_between_blocks_is_reported_and_the_result_is_the_sequential_one() {
    // thread 0 of block b reads buf[0] (written by block b - 1) and writes buf[0] = b + 1
    let mut want = vec![64u32];
    want.extend(0..64);
    for jobs in [Some(1), Some(4), None] {
        let o = run_with(RELAY, &parallel(jobs));
        ok(&o);
        assert_eq!(u32s(&o, 0), want, "jobs {jobs:?}");
        let r = o.result.as_ref().unwrap();
        assert!(r.rerun.as_deref().is_some_and(|w| w.contains("race")), "rerun: {:?}", r.rerun);
        assert_eq!(r.threads, 1, "the result is the in-order run's");
        let races: Vec<_> = r.warnings.iter().filter(|w| w.kind.as_str() == "race").collect();
        assert!(!races.is_empty(), "no race warning: {:?}", r.warnings);
        // the first race in block order: block 1 reads buf[0], which block 0 wrote (sched.hip:13-14)
        let w = races[0];
        assert_eq!(w.at.block, [1, 0, 0]);
        assert_eq!((w.at.wave, w.at.lane), (0, Some(0)));
        assert!(w.message.starts_with("write→read race on byte 0 of"), "{}", w.message);
        assert!(w.message.contains("block (1, 0, 0) wave 0 lane 0 reads it after block (0, 0, 0) wave 0 lane 0 wrote it"), "{}", w.message);
        assert_eq!(w.at.src.first().map(|p| p.line), Some(13), "{:?}", w.at.src);
        // the earlier access, with its source line (sched.hip:14, `buf[0] = b + 1`)
        let first = &w.related.as_ref().expect("the other access").at;
        assert_eq!((first.block, first.wave, first.lane), ([0, 0, 0], 0, Some(0)));
        assert_eq!(first.src.first().map(|p| p.line), Some(14), "{:?}", first.src);
    }
    // the sequential schedule gives the same buffers (and does not track)
    let s = run_with(RELAY, &sequential());
    ok(&s);
    assert_eq!(u32s(&s, 0), want);
    assert!(s.result.as_ref().unwrap().rerun.is_none());
    // and the same instruction count for every wave, listed in block order: the re-run wrote
    // over the counts of the blocks the parallel pass had run (`run::wave_steps`)
    let steps = |o: &Outcome| format!("{:?}", o.result.as_ref().unwrap().wave_steps);
    for jobs in [Some(1), Some(4), None] {
        assert_eq!(steps(&run_with(RELAY, &parallel(jobs))), steps(&s), "jobs {jobs:?}");
    }
    assert_eq!(s.result.as_ref().unwrap().wave_steps.iter().map(|(b, w, _)| (b, w)).collect::<Vec<_>>(), (0..64).map(|b| (b, 0)).collect::<Vec<_>>());
}

/// `early_error` (sched.hip): block 0 reads flag[0] up to 200 000 times for block 1's write,
/// and stores out of bounds if it saw it.
const EARLY_ERROR: &str = r#"{"module": "sched.gfx942.ll", "kernel": "early_error", "grid": [2], "block": [64],
    "args": [{"buffer": "u32", "len": 1, "fill": 0}, {"buffer": "u32", "len": 1, "fill": 7}, {"scalar": "u32", "value": 200000}]}"#;

#[test]
fn an_error_that_only_a_later_block_could_cause_is_not_the_result() {
    // in block order block 0 never sees the flag (block 1 sets it after block 0 ended): no
    // error, flag[0] = 1 and buf[0] as filled; a parallel pass in which block 0 saw block 1's
    // write and failed runs again in order, with a race on flag[0]
    let s = run_with(EARLY_ERROR, &sequential());
    ok(&s);
    assert_eq!((u32s(&s, 0), u32s(&s, 1)), (vec![1], vec![7]));
    for jobs in [Some(2), Some(4)] {
        for _ in 0..3 {
            let o = run_with(EARLY_ERROR, &parallel(jobs));
            ok(&o);
            assert_eq!((u32s(&o, 0), u32s(&o, 1)), (vec![1], vec![7]), "jobs {jobs:?}");
            let r = o.result.as_ref().unwrap();
            assert!(r.rerun.is_some(), "block 0's read of flag[0] and block 1's write conflict");
        }
    }
}

#[test]
fn a_race_is_an_error_under_strict() {
    let o = run_with(RELAY, &Overrides { strict: true, ..parallel(Some(2)) });
    let e = o.result.expect_err("a race under --strict stops the run");
    assert_eq!(e.kind.as_str(), "race");
    assert_eq!(e.at.as_ref().map(|a| a.block), Some([1, 0, 0]));
}

/// The parallel schedule with passes of `blocks` blocks (`run::schedule`: the rest of the grid
/// runs in further passes).
fn small_passes(blocks: u64, jobs: Option<usize>) -> Overrides {
    Overrides { pass_blocks: Some(blocks), ..parallel(jobs) }
}

#[test]
fn a_grid_run_as_many_small_passes_gives_the_sequential_result() {
    let spec = r#"{"module": "basic.gfx942.ll", "kernel": "saxpy", "grid": [40], "block": [256],
        "args": [{"scalar": "f32", "value": 1.5}, {"buffer": "f32", "len": 10240, "fill": {"random": 3}}, {"buffer": "f32", "len": 10240, "fill": {"random": 4}}, {"scalar": "i32", "value": 10000}]}"#;
    let want = run_with(spec, &sequential());
    ok(&want);
    for jobs in [Some(2), Some(3)] {
        let o = run_with(spec, &small_passes(1, jobs));
        ok(&o);
        assert_eq!(o.observable(), want.observable(), "jobs {jobs:?}");
        let r = o.result.as_ref().unwrap();
        assert_eq!(r.rerun, None, "blocks that never conflict need no re-run");
        assert_eq!(r.threads, jobs.unwrap());
    }
}

/// `late_relay` (sched.hip): blocks from 48 on race through buf[0]. With passes of a few blocks
/// each, the race is met in a later pass, which runs again in order from its first block; the
/// passes before it are kept. The first race reported is the first within a pass: blocks in
/// different passes are ordered, as in block order, so their pair is no race (passes of 5:
/// 45..50 holds 48 and 49; passes of 8: 48..56; passes of 7: 42..49 holds 48 alone, so the
/// first is 50 after 49).
#[test]
fn a_race_in_a_later_pass_runs_again_in_order_from_that_pass() {
    let spec = r#"{"module": "sched.gfx942.ll", "kernel": "late_relay", "grid": [64], "block": [64],
        "args": [{"buffer": "u32", "len": 65, "fill": 7}, {"scalar": "i32", "value": 48}]}"#;
    // block order: buf[1 + b] = b, but block 48 copies buf[0]'s initial 7; buf[0] = 63 + 1
    let mut want: Vec<u32> = std::iter::once(64).chain(0..64).collect();
    want[1 + 48] = 7;
    for (ov, first) in [(small_passes(5, Some(2)), 49), (small_passes(8, Some(4)), 49), (small_passes(7, Some(3)), 50), (parallel(Some(2)), 49)] {
        let o = run_with(spec, &ov);
        ok(&o);
        assert_eq!(u32s(&o, 0), want, "{ov:?}");
        let r = o.result.as_ref().unwrap();
        assert!(r.rerun.as_deref().is_some_and(|w| w.contains("race")), "rerun: {:?}", r.rerun);
        let races: Vec<_> = r.warnings.iter().filter(|w| w.kind.as_str() == "race").collect();
        // the first race: block b + 1 reads buf[0], which block b >= 48 wrote
        assert_eq!(races.first().map(|w| w.at.block), Some([first, 0, 0]), "{ov:?}: {races:?}");
    }
}

#[test]
fn an_atomic_whose_result_is_used_across_blocks_gives_the_block_order_result() {
    let spec = r#"{"module": "sched.gfx942.ll", "kernel": "ticket", "grid": [200], "block": [64],
        "args": [{"buffer": "u32", "len": 1, "fill": 0}, {"buffer": "u32", "len": 200, "fill": 0}]}"#;
    for jobs in [Some(1), Some(3), None] {
        let o = run_with(spec, &parallel(jobs));
        ok(&o);
        assert_eq!(u32s(&o, 0), vec![200]);
        assert_eq!(u32s(&o, 1), (0..200).collect::<Vec<u32>>(), "block b takes slot b");
        let r = o.result.as_ref().unwrap();
        let why = r.rerun.as_deref().unwrap_or_default();
        assert!(why.contains("`atomicrmw add`") && why.contains("depends on the order of blocks"), "{why}");
        assert!(r.warnings.is_empty(), "an atomic is no race: {:?}", r.warnings);
    }
}

#[test]
fn float_atomics_across_blocks_add_in_block_order() {
    // 8 blocks of 64 values whose sum rounds differently in different orders
    let n = 512;
    let vals: Vec<f32> = (0..n).map(|i| if i % 3 == 0 { 1.0e8 } else { 1.0 + i as f32 / 7.0 }).collect();
    let data: Vec<String> = vals.iter().map(|v| format!("{v:e}")).collect();
    let spec = format!(
        r#"{{"module": "sched.gfx942.ll", "kernel": "fsum", "grid": [8], "block": [64],
        "args": [{{"buffer": "f32", "data": [{}]}}, {{"buffer": "f32", "len": 1, "fill": 0}}]}}"#,
        data.join(",")
    );
    // block order, and lanes in increasing order within a wave
    let want = vals.iter().fold(0f32, |a, &v| a + v);
    let o = run_with(&spec, &parallel(Some(4)));
    ok(&o);
    assert_eq!(f32s(&o, 1), vec![want]);
    assert!(o.result.as_ref().unwrap().rerun.as_deref().is_some_and(|w| w.contains("`atomicrmw fadd`")));
}

#[test]
fn a_histogram_of_order_independent_atomics_stays_parallel() {
    let spec = r#"{"module": "sched.gfx942.ll", "kernel": "hist", "grid": [64], "block": [256],
        "args": [{"buffer": "u32", "len": 16384, "fill": {"random": 5}}, {"buffer": "u32", "len": 16, "fill": 0}]}"#;
    let mut s = xlane_ir::spec::SplitMix64(5);
    let mut want = vec![0u32; 16];
    for _ in 0..16384 {
        want[(s.next_u64() as u32 & 15) as usize] += 1;
    }
    for jobs in [Some(1), Some(4)] {
        let o = run_with(spec, &parallel(jobs));
        ok(&o);
        assert_eq!(u32s(&o, 1), want);
        let r = o.result.as_ref().unwrap();
        assert_eq!(r.rerun, None, "commuting atomics with unused results run in parallel");
        assert_eq!(r.threads, jobs.unwrap());
    }
}

#[test]
fn jobs_one_and_the_sequential_schedule_agree_with_the_default() {
    let spec = r#"{"module": "basic.gfx942.ll", "kernel": "saxpy", "grid": [40], "block": [256],
        "args": [{"scalar": "f32", "value": 1.5}, {"buffer": "f32", "len": 10240, "fill": {"random": 3}}, {"buffer": "f32", "len": 10240, "fill": {"random": 4}}, {"scalar": "i32", "value": 10000}]}"#;
    let a = run_with(spec, &Overrides::default());
    let b = run_with(spec, &parallel(Some(1)));
    let c = run_with(spec, &sequential());
    ok(&a);
    assert_eq!(a.observable(), b.observable());
    assert_eq!(a.observable(), c.observable());
    assert_eq!(b.result.as_ref().unwrap().threads, 1);
    assert_eq!(a.result.as_ref().unwrap().rerun, None);
}

#[test]
fn a_spec_without_schedule_runs_parallel_and_sequential_stays_available() {
    let parsed = |extra: &str| Spec::parse(&format!(r#"{{"module": "basic.gfx942.ll", "kernel": "saxpy"{extra}}}"#), kernels_dir()).unwrap();
    assert!(parsed("").parallel);
    assert!(!parsed(r#", "schedule": "sequential""#).parallel);
    let mut s = parsed(r#", "schedule": "sequential""#);
    s.apply(&parallel(None));
    assert!(s.parallel, "--schedule parallel overrides the spec");
}

/// A time limit that strikes in the in-order re-run counts each finished block once: the
/// parallel pass's blocks were dropped with its memory (`run::launch::report`). In block order
/// block 0 finishes and block 1 waits forever (`late_flag`, sched.hip), so exactly 1 block had
/// finished, whichever way the parallel pass went: block 1 read 0 there (both finished, they
/// conflict, the re-run stops at the limit: the message says so), or it read 1 (it waited in
/// the pass itself). Counting the pass's blocks too would say 3.
#[test]
fn a_time_limit_in_the_rerun_counts_each_finished_block_once() {
    let spec = r#"{"module": "sched.gfx942.ll", "kernel": "late_flag", "grid": [2], "block": [64],
        "args": [{"buffer": "u32", "len": 2, "fill": 0}, {"scalar": "u32", "value": 200000}]}"#;
    let mut reran = 0;
    for _ in 0..3 {
        let ov = Overrides { time_limit: Some(std::time::Duration::from_secs(4)), ..parallel(Some(2)) };
        let o = xlane_ir::spec::run_spec(Spec::parse(spec, kernels_dir()).unwrap(), &ov).expect("launch is set up");
        let e = o.result.expect_err("block 1 waits until the time limit");
        assert_eq!(e.kind.as_str(), "time-limit", "{e}");
        assert!(e.message.contains("; 1 block(s) had finished"), "{}", e.message);
        if e.message.contains("in the in-order re-run (the parallel pass's results were dropped: 1 race(s) between blocks") {
            reran += 1;
            break;
        }
    }
    // block 1 starts with block 0 on the second thread, long before block 0's 200 000 rounds end
    assert!(reran > 0, "the parallel pass never let block 1 finish: the re-run was not exercised");
}
