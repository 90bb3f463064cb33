//! Every way an AMD call can be wrong gets a `Diag` of the right kind, saying where and how
//! to fix it, never a panic.

use crate::amd_common::*;
use xlane_core::call::Arg;
use xlane_core::{target, DiagKind, ElemTy};

fn v() -> Arg {
    lanes(&(0..64).collect::<Vec<u64>>())
}

fn mov_dpp(tgt: &str, wave: u32, ctrl: u64) -> xlane_core::Diag {
    eval("__builtin_amdgcn_mov_dpp", None, tgt, wave, u64::MAX, &[v(), Arg::Imm(ctrl), Arg::Imm(0xF), Arg::Imm(0xF), Arg::Imm(0)]).unwrap_err()
}

#[test]
fn unknown_builtin_suggests_a_name() {
    let e = eval("__builtin_amdgcn_mov_dppp", None, "gfx942", 64, u64::MAX, &[]).unwrap_err();
    assert_eq!(e.kind, DiagKind::UnknownBuiltin);
    assert!(e.help.unwrap().contains("__builtin_amdgcn_mov_dpp"));
    let e = eval("llvm.amdgcn.update.dpp.v4i8", None, "gfx942", 64, u64::MAX, &[]).unwrap_err();
    assert_eq!(e.kind, DiagKind::Type, "{e}");
}

#[test]
fn wrong_arity() {
    let e = eval("__builtin_amdgcn_mov_dpp", None, "gfx942", 64, u64::MAX, &[v(), Arg::Imm(0x111)]).unwrap_err();
    assert_eq!(e.kind, DiagKind::Arity);
    assert!(e.help.unwrap().contains("bound_ctrl"), "the help shows the signature");
}

#[test]
fn wrong_type() {
    let args = [v(), v(), Arg::Imm(0x111), Arg::Imm(0xF), Arg::Imm(0xF), Arg::Imm(0)];
    // clang-22 takes any integer or floating scalar (f16 too: `update.dpp.i32` on its bits) but
    // rejects vectors: "used type 'h2' (vector of 2 '_Float16' values) where integer or
    // floating point type is required".
    let e = eval("__builtin_amdgcn_update_dpp", Some(ElemTy::F16x2), "gfx942", 64, u64::MAX, &args).unwrap_err();
    assert_eq!(e.kind, DiagKind::Type);
    assert!(e.help.unwrap().contains("f64"));
}

#[test]
fn non_constant_control() {
    let e = eval("__builtin_amdgcn_mov_dpp", None, "gfx942", 64, u64::MAX, &[v(), v(), Arg::Imm(0xF), Arg::Imm(0xF), Arg::Imm(0)]).unwrap_err();
    assert_eq!(e.kind, DiagKind::NotConstant);
    assert!(e.message.contains("dpp_ctrl"));
    let e = eval("__builtin_amdgcn_permlane16", None, "gfx1100", 32, u64::MAX, &[v(), v(), Arg::Imm(0), Arg::Imm(0), v(), Arg::Imm(0)]).unwrap_err();
    assert_eq!(e.kind, DiagKind::NotConstant);
    assert!(e.message.contains("`fi`"));
}

#[test]
fn illegal_controls_name_the_rule_and_a_fix() {
    let e = mov_dpp("gfx1100", 32, 0x142);
    assert_eq!(e.kind, DiagKind::IllegalValue);
    assert!(e.message.contains("broadcasts are not supported on GFX10+"), "{e}");
    assert!(e.help.as_deref().unwrap().contains("row_share:15"), "{e}");

    let e = mov_dpp("gfx942", 64, 0x144);
    assert_eq!(e.kind, DiagKind::IllegalValue);
    assert!(e.help.as_deref().unwrap().contains("row_bcast:31 (0x143)"), "{e}");
    for t in target::all().filter(|t| t.is_amd()) {
        // GFX6/GFX7 have no DPP at all: the builtin is unavailable there, whatever the control.
        let want = if t.has(xlane_core::target::feat::DPP) { DiagKind::IllegalValue } else { DiagKind::Unavailable };
        assert_eq!(mov_dpp(t.name, t.default_wave(), 0x144).kind, want, "{}", t.name);
    }

    let e = mov_dpp("gfx942", 64, 0x161);
    assert!(e.message.contains("row_share and row_xmask are not supported before GFX10"), "{e}");
    assert!(e.help.as_deref().unwrap().contains("ds_swizzle"), "{e}");

    let e = mov_dpp("gfx1200", 32, 0x138);
    assert!(e.message.contains("wavefront shifts are not supported on GFX10+"), "{e}");
    assert!(e.help.as_deref().unwrap().contains("row_shr:1"), "{e}");
}

#[test]
fn unavailable_builtins_name_where_they_exist() {
    let e = eval("__builtin_amdgcn_permlane64", None, "gfx942", 64, u64::MAX, &[v()]).unwrap_err();
    assert_eq!(e.kind, DiagKind::Unavailable);
    assert!(e.help.as_deref().unwrap().contains("gfx1100"), "{e}");

    let e = eval("__builtin_amdgcn_ballot_w32", None, "gfx942", 64, u64::MAX, &[v()]).unwrap_err();
    assert_eq!(e.kind, DiagKind::Unavailable);
    assert!(e.message.contains("wave32"), "{e}");

    let e = eval("__builtin_amdgcn_inverse_ballot_w64", None, "gfx1100", 32, u64::MAX, &[Arg::Imm(1)]).unwrap_err();
    assert_eq!(e.kind, DiagKind::Unavailable);
    // Targets that share wave sizes are listed together: "…, gfx1100, …, gfx1201 (wave64)".
    let help = e.help.as_deref().unwrap();
    assert!(help.contains("gfx1100") && help.ends_with("(wave64)") && !help.contains("wave32"), "{e}");

    let e = eval("__builtin_amdgcn_permlane32_swap", None, "gfx1250", 32, u64::MAX, &[v(), v(), Arg::Imm(0), Arg::Imm(0)]).unwrap_err();
    assert_eq!(e.kind, DiagKind::Unavailable);
    assert!(e.help.as_deref().unwrap().contains("gfx950"), "{e}");
}

#[test]
fn bad_wave_size() {
    let t = target::lookup("gfx942").unwrap();
    assert_eq!(t.wave_or_default(Some(32)).unwrap_err().kind, DiagKind::BadWave);
    let t = target::lookup("gfx1250").unwrap();
    assert_eq!(t.wave_or_default(Some(64)).unwrap_err().kind, DiagKind::BadWave);
}

#[test]
fn codec_errors_are_diagnostics() {
    use xlane_core::codec::{dpp, dpp8, permlane, swizzle};
    assert_eq!(dpp::encode("row_shr:16").unwrap_err().kind, DiagKind::IllegalValue);
    assert_eq!(dpp::encode("row_sideways:1").unwrap_err().kind, DiagKind::Malformed);
    assert_eq!(dpp::decode(0x144).unwrap_err().kind, DiagKind::IllegalValue);
    assert_eq!(dpp8::encode("dpp8:[8,0,0,0,0,0,0,0]").unwrap_err().kind, DiagKind::IllegalValue);
    assert_eq!(swizzle::encode("swizzle(SWAP,3)").unwrap_err().kind, DiagKind::IllegalValue);
    assert_eq!(permlane::encode("[1,2]").unwrap_err().kind, DiagKind::Malformed);
}
