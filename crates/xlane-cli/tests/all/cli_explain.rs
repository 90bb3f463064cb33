//! `xlane explain` (library and binary). Routes are checked against hand-worked DPP, swizzle
//! and shuffle rules; the header against the assembler spelling of the controls.

use std::process::Command;
use xlane_cli::explain::{explain, Explanation};
use xlane_core::semantics::{Origin, Reason};

fn origins(e: &Explanation) -> Vec<Origin> {
    e.outputs[0].why.iter().map(|w| w.origin).collect()
}

#[test]
fn dpp_header_and_routes() {
    let e = explain("gfx942", None, None, "__builtin_amdgcn_update_dpp(old, v, 0x111, 0xa, 0xf, true)").unwrap();
    assert_eq!(e.control.as_deref(), Some("row_shr:1 · row_mask 0xa · bank_mask 0xf · bound_ctrl"));
    assert_eq!(e.wave, 64);
    let o = origins(&e);
    // Rows 0 and 2 are masked off: not written, keep `old` (argument 0).
    assert!(matches!(o[0], Origin::Keep { arg: 0, reason: Reason::RowMasked }), "{:?}", o[0]);
    assert!(matches!(o[40], Origin::Keep { arg: 0, .. }));
    // Row 1: lane 16 has no source (out of the row): bound_ctrl writes 0.
    assert!(matches!(o[16], Origin::Zero(Reason::OutOfRange)), "{:?}", o[16]);
    // Lane 17 reads lane 16 of `v` (argument 1).
    assert_eq!(o[17], Origin::Lane { arg: 1, lane: 16 });
    assert_eq!(e.outputs[0].why[17].source, "v[16]");
    assert_eq!(e.outputs[0].why[0].source, "old");
}

#[test]
fn mov_dpp_lanes_without_source_are_undefined() {
    let e = explain("gfx1100", Some(32), None, "__builtin_amdgcn_mov_dpp(v, 0x101, 0xf, 0xf, false)").unwrap();
    let o = origins(&e);
    // row_shl:1: lane 15 and 31 have no source; mov_dpp's old is poison (errata A2).
    assert!(matches!(o[15], Origin::Undef(_)), "{:?}", o[15]);
    assert_eq!(o[3], Origin::Lane { arg: 0, lane: 4 });
    assert_eq!(e.control.as_deref(), Some("row_shl:1 · row_mask 0xf · bank_mask 0xf · no bound_ctrl"));
}

#[test]
fn exec_mask_marks_inactive_lanes() {
    let e = explain("gfx1100", Some(32), Some(0xffff_fffe), "__builtin_amdgcn_update_dpp(old, v, 0x111, 0xf, 0xf, true)").unwrap();
    let o = origins(&e);
    assert_eq!(o[0], Origin::Inactive);
    // Lane 1 reads lane 0, which is inactive: invalid, bound_ctrl gives 0.
    assert!(matches!(o[1], Origin::Zero(Reason::InactiveSource)), "{:?}", o[1]);
    assert_eq!(o[2], Origin::Lane { arg: 1, lane: 1 });
}

#[test]
fn swizzle_header() {
    let e = explain("gfx1100", None, None, "__builtin_amdgcn_ds_swizzle(v, 0x41f)").unwrap();
    assert_eq!(e.control.as_deref(), Some("swizzle(SWAP,1)"));
    assert_eq!(origins(&e)[6], Origin::Lane { arg: 0, lane: 7 });
}

#[test]
fn arguments_may_be_defined_by_statements() {
    // A per-lane source lane: lane n reads lane n ^ 5.
    let e = explain("sm_90", None, None, "int s = lane ^ 5; __shfl_sync(0xffffffff, v, s)").unwrap();
    for n in 0..32u8 {
        assert_eq!(origins(&e)[n as usize], Origin::Lane { arg: 1, lane: n ^ 5 });
    }
    assert_eq!(e.args[2].label, "s");
    assert_eq!(e.args[0].constant, Some(0xffff_ffff));
}

#[test]
fn computed_results_say_so() {
    let e = explain("sm_90", None, None, "__ballot_sync(0xffffffff, lane < 2)").unwrap();
    assert_eq!(e.outputs[0].why[9].origin, Origin::Computed);
    assert_eq!(e.outputs[0].why[9].source, "3");
}

#[test]
fn errors() {
    assert!(explain("gfx942", None, None, "int x = 1;").unwrap_err().message.contains("no builtin call"));
    assert_eq!(explain("gfx942", None, None, "__builtin_amdgcn_upd_dpp(old, v, 0x111, 0xf, 0xf, false)").unwrap_err().kind, xlane_core::DiagKind::UnknownBuiltin);
    assert_eq!(explain("gfx942", None, None, "__builtin_amdgcn_update_dpp(old, v, 0x111, 0xf, 0xf)").unwrap_err().kind, xlane_core::DiagKind::Arity);
    assert_eq!(explain("gfx1100", None, None, "__builtin_amdgcn_update_dpp(old, v, 0x143, 0xf, 0xf, false)").unwrap_err().kind, xlane_core::DiagKind::IllegalValue);
    assert_eq!(explain("gfx942", Some(32), None, "__builtin_amdgcn_readlane(v, 1)").unwrap_err().kind, xlane_core::DiagKind::BadWave);
}

#[test]
fn binary_text_and_json() {
    let out = Command::new(env!("CARGO_BIN_EXE_xlane"))
        .args(["explain", "--target", "gfx942", "__builtin_amdgcn_update_dpp(old, v, 0x111, 0xa, 0xf, true)"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success());
    assert!(text.contains("control: row_shr:1 · row_mask 0xa · bank_mask 0xf · bound_ctrl"), "{text}");
    assert!(text.contains("lanes 16, 48: 0: source lane out of range"), "{text}");
    let out = Command::new(env!("CARGO_BIN_EXE_xlane")).args(["--json", "explain", "-t", "sm_90", "__shfl_xor_sync(0xffffffff, v, 1)"]).output().unwrap();
    let j: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(j["outputs"][0]["routes"][4]["from"], 5);
    assert_eq!(j["outputs"][0]["routes"][4]["kind"], "lane");
    // `lanes` are values, as in eval: lane 4 holds v of lane 5 (5)
    assert_eq!(j["outputs"][0]["lanes"][4], 5);
}

#[test]
fn asm_lines_name_their_call() {
    // llc prints update_dpp(old, src, row_shr:1, 0xf, 0xf, true) as this line (LLVM
    // AMDGPUModifierSyntax); the routes are those of row_shr:1 with bound_ctrl.
    let e = explain("gfx942", None, None, "v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1").unwrap();
    assert_eq!(e.builtin.name, "__builtin_amdgcn_update_dpp");
    assert_eq!(e.control.as_deref(), Some("row_shr:1 · row_mask 0xf · bank_mask 0xf · bound_ctrl"));
    assert!(e.asm.is_some());
    let o = origins(&e);
    assert!(matches!(o[32], Origin::Zero(Reason::OutOfRange)), "{:?}", o[32]);
    assert_eq!(o[33], Origin::Lane { arg: 1, lane: 32 });
    let e = explain("gfx1100", None, None, "offset:swizzle(SWAP,1)").unwrap();
    assert_eq!(origins(&e)[2], Origin::Lane { arg: 0, lane: 3 });
    // A control the target lacks is refused like the builtin call would be.
    let d = explain("gfx908", None, None, "v_mov_b32_dpp v0, v1 row_share:3 row_mask:0xf bank_mask:0xf").unwrap_err();
    assert_eq!(d.kind, xlane_core::DiagKind::IllegalValue);
}
