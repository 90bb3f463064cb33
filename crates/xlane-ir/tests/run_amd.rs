//! Executor tests on AMD kernels, with expectations from host references written here.

mod common;
use common::*;

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
    let sum = (0..768).fold(5u32, |a, _| a.wrapping_add(s.next() as u32));
    assert_eq!(u32s(&o, 1), vec![sum]);
}
