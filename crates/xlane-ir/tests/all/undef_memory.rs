//! Undefined values through memory the host does not see (docs/launch.md, "Strict runs"):
//! LangRef makes storing `undef` to memory no fault (a later load of the bytes gives undef),
//! so a store of an undefined value into LDS or private memory is neither a warning nor a
//! `--strict` error; the bytes stay undefined, with where the value came from, and the report
//! comes where a value loaded from them reaches something observable or decisive: a global
//! store (warning, `--strict` error), a branch (error). The modules are the hand-written
//! `tests/filetests/undef_lds_*.ll` (their headers give the launch and, without `--strict`,
//! the expected buffers); each line number below is found in the file's own text.

use std::path::{Path, PathBuf};

use crate::common::*;
use xlane_ir::spec::Overrides;
use xlane_ir::ErrKind;

fn file(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/filetests").join(name)
}

/// The 1-based line of the first line of `name` that contains `text`.
fn line_of(name: &str, text: &str) -> u32 {
    let src = std::fs::read_to_string(file(name)).unwrap();
    src.lines().position(|l| l.contains(text)).map(|i| i as u32 + 1).unwrap_or_else(|| panic!("{text} not in {name}"))
}

/// The outcome of `name` run with its header's launch, `--strict` or not, under both tiers.
fn run_file(name: &str, strict: bool) -> xlane_ir::spec::Outcome {
    let src = std::fs::read_to_string(file(name)).unwrap();
    let launch = src.lines().find_map(|l| l.strip_prefix("; launch:")).expect("launch header").trim().to_string();
    let module = serde_json::Value::from(file(name).to_str().unwrap());
    let spec = format!(r#"{{"module": {module}, {launch}}}"#);
    let dir = file(name).parent().unwrap().to_path_buf();
    run_tiers(&spec, &dir, &Overrides { strict, ..Overrides::default() })
}

#[test]
fn an_undefined_value_stored_to_lds_and_never_used_passes_strict() {
    let o = run_file("undef_lds_unused.ll", true);
    ok(&o);
    assert_eq!(u32s(&o, 0), [0, 0, 2, 2]);
    assert!(o.result.as_ref().unwrap().warnings.is_empty(), "{:?}", o.result.as_ref().unwrap().warnings);
}

#[test]
fn an_undefined_value_from_lds_stored_to_global_names_its_origin() {
    let name = "undef_lds_to_global.ll";
    let (select, lds_store, load, store) =
        (line_of(name, "select i1"), line_of(name, "store i32 %v, ptr addrspace(3)"), line_of(name, "load i32, ptr addrspace(3)"), line_of(name, "store i32 %w"));
    // without --strict: one warning per odd lane, at the global store only (not at the LDS store)
    let o = run_file(name, false);
    let r = o.result.as_ref().expect("runs");
    let at: Vec<(Option<u32>, u32)> = r.warnings.iter().map(|w| (w.at.lane, w.at.line)).collect();
    assert_eq!(at, [(Some(1), store), (Some(3), store)]);
    let origin = r.warnings[0].origin.as_ref().expect("an origin");
    assert_eq!((origin.builtin, origin.line, origin.lane), ("undef", select, 1));
    assert!(origin.reason.contains(&format!("shared memory (LDS): stored at line {lds_store} by lane 1, loaded at line {load} by lane 1")), "{}", origin.reason);
    assert_eq!(u32s(&o, 0)[0], 0);
    assert_eq!(u32s(&o, 0)[2], 2);
    // --strict: the first such store is the error, with the same origin in its message
    let o = run_file(name, true);
    let e = o.result.unwrap_err();
    assert_eq!(e.kind, ErrKind::UndefinedValue);
    let at = e.at.as_ref().unwrap();
    assert_eq!((at.lane, at.line), (Some(1), store));
    assert!(e.message.contains(&format!("from `undef` in `k` at line {select}, lane 1")), "{}", e.message);
    assert!(e.message.contains(&format!("stored at line {lds_store}")), "{}", e.message);
}

#[test]
fn a_branch_on_an_undefined_value_from_lds_stops_with_its_origin() {
    let name = "undef_lds_branch.ll";
    let select = line_of(name, "select i1");
    for strict in [false, true] {
        let o = run_file(name, strict);
        let e = o.result.unwrap_err();
        assert_eq!(e.kind, ErrKind::UndefinedValue);
        assert_eq!(e.at.as_ref().unwrap().lane, Some(1));
        assert!(e.message.starts_with("branch on an undefined condition"), "{}", e.message);
        assert!(e.message.contains(&format!("from `undef` in `k` at line {select}, lane 1")), "{}", e.message);
    }
}

/// Private memory (an alloca) follows the same rule: an undefined value stored into a
/// lane's stack slot is not reported; loaded back and stored to global memory it is, naming
/// the origin and the private memory it went through.
#[test]
fn an_undefined_value_through_private_memory() {
    let ir = r#"target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %slot = alloca i32, align 4, addrspace(5)
  %id = tail call i32 @llvm.amdgcn.workitem.id.x()
  %small = icmp ult i32 %id, 2
  %v = select i1 %small, i32 %id, i32 poison
  store i32 %v, ptr addrspace(5) %slot, align 4
  %w = load i32, ptr addrspace(5) %slot, align 4
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %w, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
"#;
    let o = run_ir("undef_private", ir, r#""kernel": "k", "target": "gfx942", "grid": [1], "block": [4], "args": [{"buffer": "u32", "len": 4, "fill": 7}]"#);
    let r = o.result.as_ref().expect("runs");
    // lanes 2 and 3 store poison to their slot (no warning), then to global memory (a warning each)
    let lanes: Vec<Option<u32>> = r.warnings.iter().map(|w| w.at.lane).collect();
    assert_eq!(lanes, [Some(2), Some(3)]);
    let origin = r.warnings[0].origin.as_ref().expect("an origin");
    assert_eq!((origin.builtin, origin.lane), ("poison", 2));
    assert!(origin.reason.contains("through private memory: stored at line 10 by lane 2, loaded at line 11 by lane 2"), "{}", origin.reason);
    assert_eq!(u32s(&o, 0)[..2], [0, 1]);
}

/// `cmpxchg` of lanes 2 and 3 compares with `poison` (the others with 7, the value every word
/// holds). Whether such a lane stores is undefined (LangRef: the comparison of an undefined
/// value), and so is the word after it, since its new value (100 + lane) differs from the old:
/// in global memory that is reported as a store of an undefined value (a warning, a `--strict`
/// error), naming the compare operand's origin; the lanes whose compare is defined store.
const CMPXCHG_IR: &str = r#"target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %id = tail call i32 @llvm.amdgcn.workitem.id.x()
  %small = icmp ult i32 %id, 2
  %c = select i1 %small, i32 7, i32 poison
  %new = add i32 %id, 100
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  %r = cmpxchg ptr addrspace(1) %o, i32 %c, i32 %new seq_cst seq_cst, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
"#;

fn run_cmpxchg(ir: &str, strict: bool) -> xlane_ir::spec::Outcome {
    let dir = crate::tmp::dir("undef-cmpxchg");
    let path = dir.join("cmpxchg.ll");
    std::fs::write(&path, ir).unwrap();
    let module = serde_json::Value::from(path.to_str().unwrap());
    let spec = format!(r#"{{"module": {module}, "kernel": "k", "target": "gfx942", "grid": [1], "block": [4], "args": [{{"buffer": "u32", "len": 4, "fill": 7}}]}}"#);
    run_tiers(&spec, &dir, &Overrides { strict, ..Overrides::default() })
}

#[test]
fn a_cmpxchg_comparing_with_an_undefined_value_is_reported() {
    let line = CMPXCHG_IR.lines().position(|l| l.contains("cmpxchg")).unwrap() as u32 + 1;
    let select = CMPXCHG_IR.lines().position(|l| l.contains("select i1")).unwrap() as u32 + 1;
    let o = run_cmpxchg(CMPXCHG_IR, false);
    let r = o.result.as_ref().expect("runs");
    let at: Vec<(Option<u32>, u32)> = r.warnings.iter().map(|w| (w.at.lane, w.at.line)).collect();
    assert_eq!(at, [(Some(2), line), (Some(3), line)]);
    assert!(r.warnings[0].message.contains("compares with an undefined value"), "{}", r.warnings[0].message);
    let origin = r.warnings[0].origin.as_ref().expect("an origin");
    assert_eq!((origin.builtin, origin.line, origin.lane), ("poison", select, 2));
    // lanes 0 and 1 compared 7 with 7 and stored
    assert_eq!(u32s(&o, 0)[..2], [100, 101]);
    let e = run_cmpxchg(CMPXCHG_IR, true).result.unwrap_err();
    assert_eq!(e.kind, ErrKind::UndefinedValue);
    assert_eq!((e.at.as_ref().unwrap().lane, e.at.as_ref().unwrap().line), (Some(2), line));
    assert!(e.message.contains(&format!("from `poison` in `k` at line {select}, lane 2")), "{}", e.message);
}

/// The same in LDS: no report at the cmpxchg (its word is undefined, with the compare
/// operand's origin), one at the global store of the word loaded back, naming it.
#[test]
fn a_cmpxchg_comparing_with_an_undefined_value_leaves_lds_undefined() {
    let ir = r#"target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1"
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [4 x i32] undef, align 4

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %id = tail call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr [4 x i32], ptr addrspace(3) @lds, i32 0, i32 %id
  store i32 7, ptr addrspace(3) %p, align 4
  %small = icmp ult i32 %id, 2
  %c = select i1 %small, i32 7, i32 poison
  %new = add i32 %id, 100
  %r = cmpxchg ptr addrspace(3) %p, i32 %c, i32 %new seq_cst seq_cst, align 4
  %v = load i32, ptr addrspace(3) %p, align 4
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %v, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
"#;
    let line = |text: &str| ir.lines().position(|l| l.contains(text)).unwrap() as u32 + 1;
    let (select, cx, load, store) = (line("select i1"), line("cmpxchg"), line("load i32"), line("store i32 %v"));
    let o = run_cmpxchg(ir, false);
    let r = o.result.as_ref().expect("runs");
    let at: Vec<(Option<u32>, u32)> = r.warnings.iter().map(|w| (w.at.lane, w.at.line)).collect();
    assert_eq!(at, [(Some(2), store), (Some(3), store)]);
    let origin = r.warnings[0].origin.as_ref().expect("an origin");
    assert_eq!((origin.builtin, origin.line, origin.lane), ("poison", select, 2));
    assert!(origin.reason.contains(&format!("shared memory (LDS): stored at line {cx} by lane 2, loaded at line {load} by lane 2")), "{}", origin.reason);
    assert_eq!(u32s(&o, 0)[..2], [100, 101]);
}

/// A wave object reused for the next block gets its lanes' stacks back undefined: block 0
/// writes its private word, block 1 (the same wave object, sequential schedule) reads it
/// without writing it and stores an undefined value (`Private::clear`, skipped only while no
/// access touched the stacks).
#[test]
fn private_memory_written_in_one_block_is_undefined_in_the_next() {
    let ir = format!(
        r#"{AMD_HEADER}
declare i32 @llvm.amdgcn.workgroup.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {{
entry:
  %s = alloca i32, align 4, addrspace(5)
  %b = call i32 @llvm.amdgcn.workgroup.id.x()
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %first = icmp eq i32 %b, 0
  br i1 %first, label %put, label %get
put:
  store i32 7, ptr addrspace(5) %s, align 4
  br label %get
get:
  %v = load i32, ptr addrspace(5) %s, align 4
  %g = mul i32 %b, 64
  %at = add i32 %g, %t
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %at
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}}
"#
    );
    let o = run_ir("private_reused", &ir, r#""kernel": "k", "grid": [2], "block": [64], "schedule": "sequential", "args": [{"buffer": "u32", "len": 128, "fill": 5}]"#);
    let r = o.result.as_ref().expect("the launch runs");
    assert_eq!(&u32s(&o, 0)[..64], &[7; 64][..]);
    assert!(!r.warnings.is_empty() && r.warnings.iter().all(|w| w.at.block == [1, 0, 0]), "{:?}", r.warnings);
}
