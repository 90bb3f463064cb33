//! Errors stop the run with their launch.md kind and a location.

use crate::common::*;
use xlane_ir::ErrKind;

fn err_of(spec: &str) -> xlane_ir::RunError {
    let o = run(spec);
    match o.result {
        Err(e) => e,
        Ok(_) => panic!("the run should have failed"),
    }
}

#[test]
fn out_of_bounds_store_names_lane_and_line() {
    let e = err_of(r#"{"module": "err.gfx942.ll", "kernel": "oob", "block": [64], "args": [{"buffer": "u32", "len": 64, "fill": 0}, {"scalar": "i32", "value": 1}]}"#);
    assert_eq!(e.kind, ErrKind::OutOfBounds);
    let at = e.at.expect("location");
    assert_eq!(at.lane, Some(63));
    assert!(at.inst.contains("store"), "{}", at.inst);
    assert_eq!(at.kernel, "oob");
}

#[test]
fn misaligned_access() {
    let e = err_of(r#"{"module": "err.gfx942.ll", "kernel": "mis", "block": [4], "args": [{"buffer": "u8", "len": 64, "fill": 0}]}"#);
    assert_eq!(e.kind, ErrKind::Misaligned);
    assert_eq!(e.at.unwrap().lane, Some(0));
}

#[test]
fn step_limit_stops_a_spinning_wave() {
    let e = err_of(r#"{"module": "err.gfx942.ll", "kernel": "spin", "block": [1], "limits": {"steps": 1000}, "args": [{"buffer": "u32", "len": 1, "fill": 0}]}"#);
    assert_eq!(e.kind, ErrKind::StepLimit);
}

#[test]
fn division_by_zero_in_one_lane() {
    let e = err_of(r#"{"module": "err.gfx942.ll", "kernel": "div0", "block": [8], "args": [{"buffer": "u32", "len": 8, "fill": 0}, {"scalar": "u32", "value": 0}]}"#);
    assert_eq!(e.kind, ErrKind::DivisionByZero);
    assert_eq!(e.at.unwrap().lane, Some(3));
}

#[test]
fn barrier_in_divergent_code() {
    let e = err_of(r#"{"module": "err.gfx942.ll", "kernel": "bdiv", "block": [64], "args": [{"buffer": "u32", "len": 128, "fill": 0}]}"#);
    assert_eq!(e.kind, ErrKind::BarrierDivergence);
}

#[test]
fn unprovided_implicit_argument_is_named() {
    let e = err_of(r#"{"module": "err.gfx942.ll", "kernel": "gdims", "block": [1], "args": [{"buffer": "u32", "len": 1, "fill": 0}]}"#);
    assert_eq!(e.kind, ErrKind::Unsupported);
    assert!(e.message.contains("hidden_grid_dims"), "{}", e.message);
}

#[test]
fn member_lane_waiting_elsewhere_is_a_deadlock() {
    let o = run(r#"{"module": "nv.O2.sm_90.ll", "kernel": "dead", "block": [32], "args": [{"buffer": "u32", "len": 64, "fill": 0}], "expect_error": "deadlock"}"#);
    assert!(o.passed, "{:?}", o.result);
}

#[test]
fn storing_an_undefined_value_warns_and_strict_refuses() {
    let spec = r#"{"module": "undef.gfx942.ll", "kernel": "undef_store", "block": [4], "args": [{"buffer": "u32", "len": 4, "fill": 9}]}"#;
    let o = run(spec);
    let r = o.result.as_ref().expect("runs");
    assert_eq!(r.warnings.len(), 2, "lanes 2 and 3 store undef");
    assert_eq!(r.warnings[0].at.src_line, Some(42));
    assert_eq!(u32s(&o, 0)[..2], [5, 5]);
    let s = xlane_ir::spec::Spec::parse(spec, kernels_dir()).unwrap();
    let ov = xlane_ir::spec::Overrides { strict: true, ..Default::default() };
    let o = xlane_ir::spec::run_spec(s, &ov).unwrap();
    let e = o.result.unwrap_err();
    assert_eq!(e.kind, ErrKind::UndefinedValue);
    assert_eq!(e.at.unwrap().lane, Some(2));
}

#[test]
fn malformed_ll_reports_its_line() {
    let t = xlane_core::target::lookup("gfx942").unwrap();
    let src = "define amdgpu_kernel void @k() {\n  %1 = add i32 1, 2\n  %2 = frobnicate i32 %1\n  ret void\n}\n";
    let e = xlane_ir::load(src, t).unwrap_err();
    assert_eq!(e.kind, ErrKind::Malformed);
    assert!(e.line == Some(3) && e.message.contains("frobnicate"), "{e}");
    let e = xlane_ir::load("define void @f() {\n  ret void\n", t).unwrap_err();
    assert!(e.message.contains("closing"), "{}", e.message);
    // an AMDGPU instruction xlane does not model (s_nop and friends run: tests/inline_amdgpu.rs)
    let e = xlane_ir::load("define void @f() {\n  call void asm sideeffect \"s_trap 2\", \"\"()\n  ret void\n}\n", t).unwrap_err();
    assert_eq!(e.kind, ErrKind::Unsupported);
    assert!(e.line == Some(2) && e.message.contains("s_trap"), "{e}");
}

#[test]
fn ill_typed_ir_is_refused_not_run() {
    let t = xlane_core::target::lookup("gfx942").unwrap();
    for (body, what) in [
        ("  %x = fptrunc i32 1 to half\n", "FpTrunc"),
        ("  %x = call i32 @llvm.minnum.i32(i32 1, i32 2)\n", "minnum"),
        ("  %x = add <2 x i32> <i32 1>, <i32 1, i32 2>\n", "shapes"),
        ("  %x = call i32 @llvm.umin.i32(i32 1)\n", "at least 2"),
    ] {
        let src = format!("define amdgpu_kernel void @k() {{\n{body}  ret void\n}}\n");
        let e = xlane_ir::load(&src, t).unwrap_err();
        assert!(e.message.contains(what) && e.line == Some(2), "{e}");
        assert!(e.to_string().starts_with(&format!("error[{}]: line 2: ", e.kind.as_str())), "{e}");
    }
}
