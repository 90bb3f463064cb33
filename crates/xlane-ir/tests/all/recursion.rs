//! Recursion's private stack: its depth depends on the data, so a launch's reserve (two of
//! every frame reached) is not enough. The stack grows on demand up to CUDA's 512 KiB of local
//! memory per thread (CUDA C++ Programming Guide, "Technical Specifications per Compute
//! Capability"), past which the run stops with a clear error.

use crate::common::{ok, refusal, run_ir, u32s};
use xlane_ir::spec::{run_spec, Overrides, Spec};

/// The host reference of the corpus kernel's `fib`.
fn fib(n: u32) -> u32 {
    if n < 2 {
        n
    } else {
        fib(n - 1) + fib(n - 2)
    }
}

/// calls.cu's `recursion` at -O0 on sm_90 (`fib(in & 15)`, one 4-byte frame per level, depth up
/// to 15), through the path `xlane-hwcheck compare` takes (`run_spec`, one job): it ran on an
/// H100 but stopped with "private stack overflow" once the launch reserved frames only for the
/// functions reached (2 × (kernel + fib) bytes).
#[test]
fn corpus_fib_at_o0_through_the_library_path() {
    let root = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/kernels/calls"));
    let text = std::fs::read_to_string(root.join("calls.recursion.sm_90.O0.spec.json")).unwrap();
    for sequential in [false, true] {
        let ov = Overrides { jobs: Some(1), parallel: Some(!sequential), ..Overrides::default() };
        let o = run_spec(Spec::parse(&text, root).unwrap(), &ov).unwrap();
        ok(&o);
        let input = u32s(&o, 0);
        let want: Vec<u32> = input.iter().map(|&x| fib(x & 15)).collect();
        assert_eq!(u32s(&o, 1), want);
    }
}

const NV_HEADER: &str = r#"target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx80,+sm_90" }
"#;

/// `down(n)`: a frame of `words` 4-byte words per level holding `n`, read back after the
/// recursive call returns (so the stack's contents must survive its growth); returns
/// 1 + 2 + … + n. (xlane runs at most 64 nested calls, a separate limit: big frames reach
/// the stack's bounds within it.)
fn kernel(words: u32) -> String {
    format!(
        r#"{NV_HEADER}
define i32 @down(i32 %n) #0 {{
entry:
  %a = alloca [{words} x i32], align 4
  %k = and i32 %n, 15
  %p = getelementptr [{words} x i32], ptr %a, i32 0, i32 %k
  store i32 %n, ptr %p, align 4
  %z = icmp eq i32 %n, 0
  br i1 %z, label %base, label %rec
base:
  ret i32 0
rec:
  %m = sub i32 %n, 1
  %r = call i32 @down(i32 %m)
  %v = load i32, ptr %p, align 4
  %s = add i32 %r, %v
  ret i32 %s
}}
define ptx_kernel void @k(ptr %in, ptr %out) #0 {{
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr i32, ptr %in, i32 %t
  %n = load i32, ptr %pi, align 4
  %r = call i32 @down(i32 %n)
  %po = getelementptr i32, ptr %out, i32 %t
  store i32 %r, ptr %po, align 4
  ret void
}}
"#
    )
}

/// Depths 0 to 60 per thread (4 KiB a level: up to 245 760 bytes of stack, far past the
/// launch's reserve of about 16 KiB), different in each lane and each of the two warps.
#[test]
fn deep_data_dependent_recursion_grows_the_stack() {
    let depths: Vec<u32> = (0..64u32).map(|t| if t == 37 { 60 } else { (t * 7) % 53 }).collect();
    let spec = format!(r#""kernel": "k", "target": "sm_90", "block": [64], "args": [{{"buffer": "u32", "data": {depths:?}}}, {{"buffer": "u32", "len": 64, "fill": 0}}]"#);
    let o = run_ir("deep_recursion", &kernel(1024), &spec);
    ok(&o);
    let want: Vec<u32> = depths.iter().map(|&n| n * (n + 1) / 2).collect();
    assert_eq!(u32s(&o, 1), want);
}

/// 40 levels of 16 KiB (655 360 bytes) in each lane: more than CUDA's 512 KiB, an error
/// that says so, not an allocation without bound.
#[test]
fn recursion_past_512_kib_is_a_clear_error() {
    let spec = r#""kernel": "k", "target": "sm_90", "block": [32], "args": [{"buffer": "u32", "len": 32, "fill": 40}, {"buffer": "u32", "len": 32, "fill": 0}]"#;
    let e = refusal("too_deep_recursion", &kernel(4096), spec);
    assert_eq!(e.kind, xlane_ir::ErrKind::OutOfBounds, "{e}");
    assert!(e.message.contains("private stack overflow") && e.message.contains("524288") && e.message.contains("`down`"), "{}", e.message);
}
