//! `xlane avail`, `xlane targets` and the codec commands, run as a user would. Expected
//! values: availability per clang-22 feature gates (docs/errata.md A6, A8), codec values per
//! the LLVM assembler (llvm-mc-22 spellings quoted in the brief and the errata).

use std::process::Command;

fn xlane(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_xlane")).args(args).output().expect("run xlane");
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}

fn ok(args: &[&str]) -> String {
    let (code, out, err) = xlane(args);
    assert_eq!(code, 0, "{args:?}: {err}");
    out
}

/// The matrix mark of `builtin` on `target`: the column is the target's place among its
/// vendor's processors, in `xlane targets` order.
fn mark(matrix: &str, builtin: &str, target: &str) -> char {
    let t = xlane_core::target::lookup(target).unwrap();
    let col = xlane_core::target::all().filter(|x| x.vendor == t.vendor).position(|x| x.name == t.name).unwrap();
    // Names like `__shfl` exist in both sections: look in the target's vendor's section.
    let split = matrix.find("NVIDIA sm_…").expect("an NVIDIA section");
    let section = if t.is_amd() { &matrix[..split] } else { &matrix[split..] };
    let line = section.lines().find(|l| l.split_whitespace().next() == Some(builtin)).unwrap_or_else(|| panic!("no row {builtin}"));
    line.split_whitespace().nth(1 + col).unwrap().chars().next().unwrap()
}

#[test]
fn availability_matrix() {
    let m = ok(&["avail"]);
    // permlane64: GFX11+ only (errata A6).
    assert_eq!(mark(&m, "__builtin_amdgcn_permlane64", "gfx942"), '·');
    assert_eq!(mark(&m, "__builtin_amdgcn_permlane64", "gfx1100"), '●');
    // The w32 ballot needs wave32; inverse_ballot_w64 needs wave64 (errata A8).
    assert_eq!(mark(&m, "__builtin_amdgcn_ballot_w32", "gfx1100"), '3');
    assert_eq!(mark(&m, "__builtin_amdgcn_ballot_w32", "gfx942"), '·');
    assert_eq!(mark(&m, "__builtin_amdgcn_inverse_ballot_w64", "gfx1100"), '6');
    assert_eq!(mark(&m, "__builtin_amdgcn_inverse_ballot_w64", "gfx942"), '●');
    // redux.sync needs sm_80 (errata N5); legacy shuffles stop at sm_75 (errata N6).
    assert_eq!(mark(&m, "__reduce_add_sync", "sm_75"), '·');
    assert_eq!(mark(&m, "__reduce_add_sync", "sm_80"), '●');
    assert_eq!(mark(&m, "__shfl", "sm_90"), '·');
    assert!(m.contains("AMD gfx…") && m.contains("NVIDIA sm_…"));
    let amd_only = ok(&["avail", "--vendor", "amd"]);
    assert!(!amd_only.contains("NVIDIA"));
}

#[test]
fn one_builtin_in_full() {
    let out = ok(&["avail", "__builtin_amdgcn_update_dpp"]);
    assert!(out.contains("T __builtin_amdgcn_update_dpp(T old, T src, const i32 dpp_ctrl, const i32 row_mask, const i32 bank_mask, const bool bound_ctrl)"), "{out}");
    let line = |prefix: &str| out.lines().find(|l| l.trim_start().starts_with(prefix)).unwrap_or_else(|| panic!("no line {prefix}: {out}")).to_string();
    // GFX10+: no wave shifts, no row_bcast; row_share and row_xmask instead (errata A3).
    let rdna = line("gfx1010");
    assert!(rdna.contains("gfx1030") && rdna.contains("0x160-0x16f (row_xmask:0…row_xmask:15)") && !rdna.contains("0x142"), "{rdna}");
    // gfx90a/942/950 (and gfx9-4-generic) spell 0x150-0x15f row_newbcast; GFX8, Vega and
    // gfx908 lack it.
    let cdna = line("gfx90a gfx942 gfx950 gfx9-4-generic");
    assert!(cdna.contains("0x150-0x15f (row_newbcast:0…row_newbcast:15)") && cdna.contains("0x142-0x143 (row_bcast:15…row_bcast:31)"), "{cdna}");
    let gfx8 = line("gfx801");
    assert!(gfx8.contains("gfx908") && !gfx8.contains("0x150"), "{gfx8}");
    assert!(out.contains("lowers to: llvm.amdgcn.update.dpp"), "{out}");
    // A name both vendors use shows both rows.
    let both = ok(&["avail", "__shfl_sync"]);
    assert!(both.contains("(HIP, amd)") && both.contains("(CUDA, nvidia)"), "{both}");
    let j: serde_json::Value = serde_json::from_str(&ok(&["--json", "avail", "__builtin_amdgcn_permlane64"])).unwrap();
    assert!(j[0]["available"].as_array().unwrap().iter().any(|a| a["target"] == "gfx1100" && a["wave"] == 32));
}

/// The AMD matrix intrinsics are rows like any other (expected availability: llc-22's
/// selection, docs/errata.md A32/A33; the per-lane counts from the calculator's register
/// tables: `v_mfma_f32_16x16x4_f32` takes one f32 of A and B and 4 of C per lane; RDNA4's
/// `v_wmma_f32_16x16x16_f16` 8 f16 of A in wave32, 4 in wave64).
#[test]
fn matrix_intrinsics_are_listed() {
    let m = ok(&["avail"]);
    assert_eq!(mark(&m, "llvm.amdgcn.mfma.f32.16x16x4f32", "gfx908"), '●');
    assert_eq!(mark(&m, "llvm.amdgcn.mfma.f32.16x16x4f32", "gfx1100"), '·');
    assert_eq!(mark(&m, "llvm.amdgcn.mfma.f32.16x16x32.fp8.fp8", "gfx942"), '●');
    assert_eq!(mark(&m, "llvm.amdgcn.mfma.f32.16x16x32.fp8.fp8", "gfx9-4-generic"), '·');
    assert_eq!(mark(&m, "llvm.amdgcn.wmma.f32.16x16x16.fp8.fp8", "gfx1201"), '●');
    assert_eq!(mark(&m, "llvm.amdgcn.wmma.f32.16x16x16.fp8.fp8", "gfx1100"), '·');
    assert_eq!(mark(&m, "llvm.amdgcn.ds.read.tr16.b64", "gfx950"), '●');
    let t = ok(&["avail", "--target", "gfx1100"]);
    assert!(t.lines().any(|l| l.split_whitespace().next() == Some("llvm.amdgcn.wmma.i32.16x16x16.iu4")), "{t}");
    let d = ok(&["avail", "llvm.amdgcn.mfma.f32.16x16x4f32"]);
    assert!(d.contains("per lane, wave64: A 1 × f32, B 1 × f32, C and D 4 × f32") && d.contains("lowers to: v_mfma_f32_16x16x4_f32"), "{d}");
    let d = ok(&["avail", "llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16"]);
    assert!(d.contains("RDNA3 WMMA") && d.contains("RDNA4 WMMA") && d.contains("per lane, wave32: A 8 × f16"), "{d}");
    let d = ok(&["avail", "llvm.amdgcn.mfma.i32.16x16x32.i8"]);
    assert!(d.contains("exact: 32-bit integer sum"), "{d}");
    let j: serde_json::Value = serde_json::from_str(&ok(&["--json", "avail", "llvm.amdgcn.mfma.f32.16x16x32.fp8.bf8"])).unwrap();
    let forms = j[0]["forms"].as_array().unwrap();
    assert_eq!(forms.len(), 2);
    assert!(forms.iter().any(|f| f["a"] == "fp8 (FNUZ E4M3)" && f["available"] == "gfx942 (wave64)"), "{j}");
    assert!(forms.iter().any(|f| f["b"] == "bf8 (OCP E5M2)" && f["available"] == "gfx950 (wave64)"), "{j}");
    // a matrix intrinsic LLVM defines but xlane does not run: the reason, not "unknown"
    let (code, _, err) = xlane(&["avail", "llvm.amdgcn.swmmac.f32.16x16x64.f16"]);
    assert_ne!(code, 0);
    assert!(err.contains("error[unsupported]") && err.contains("sparse WMMA"), "{err}");
    let d = ok(&["avail", "llvm.amdgcn.swmmac.i32.16x16x64.iu4"]);
    assert!(d.contains("RDNA4 WMMA") && d.contains("per lane, wave32: A 16 × iu4 kept (4:2 sparse)") && d.contains("exact: 32-bit integer sum"), "{d}");
    let d = ok(&["avail", "llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4.v8i32.v8i32"]);
    assert!(d.contains("per lane, wave64: A 32 × fp8/bf8/fp6/bf6/fp4") && d.contains("available on: gfx950 (wave64)") && d.contains("approximate"), "{d}");
    let all: serde_json::Value = serde_json::from_str(&ok(&["--json", "avail", "--vendor", "amd"])).unwrap();
    assert!(all.as_array().unwrap().iter().any(|r| r["name"] == "llvm.amdgcn.mfma.f64.16x16x4f64" && r["level"] == "LLVM intrinsic"));
}

#[test]
fn unknown_builtin_suggests_names() {
    let (code, _, err) = xlane(&["avail", "__builtin_amdgcn_update_dp"]);
    assert_ne!(code, 0);
    assert!(err.contains("unknown builtin") && err.contains("__builtin_amdgcn_update_dpp"), "{err}");
}

#[test]
fn targets_list() {
    let out = ok(&["targets"]);
    let line = |name: &str| out.lines().find(|l| l.split_whitespace().next() == Some(name)).unwrap().to_string();
    assert!(line("gfx1100").contains("RDNA3") && line("gfx1100").contains("wave32 wave64"));
    assert!(line("gfx942").contains("CDNA3") && line("gfx942").contains("dpp-row-newbcast"));
    assert!(line("sm_90").contains("Hopper") && line("sm_90").contains("wave32"));
    let j: serde_json::Value = serde_json::from_str(&ok(&["--json", "targets", "--vendor", "nvidia"])).unwrap();
    assert!(j.as_array().unwrap().iter().all(|t| t["vendor"] == "nvidia"));
}

#[test]
fn codecs() {
    assert_eq!(ok(&["dpp", "encode", "row_shr:3"]).trim(), "0x113");
    assert_eq!(ok(&["dpp", "decode", "0xb1"]).trim(), "quad_perm:[1,0,3,2]");
    assert_eq!(ok(&["swizzle", "decode", "0x41f"]).trim(), "swizzle(SWAP,1)");
    assert_eq!(ok(&["swizzle", "encode", "swizzle(SWAP,1)"]).trim(), "0x41f");
    assert_eq!(ok(&["dpp8", "encode", "[7,6,5,4,3,2,1,0]"]).trim(), "0x053977");
    assert_eq!(ok(&["dpp8", "decode", "0x053977"]).trim(), "dpp8:[7,6,5,4,3,2,1,0]");
    assert_eq!(ok(&["permlane", "encode", "[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0]"]).trim(), "0x87654321 0x0fedcba9");
    assert_eq!(ok(&["permlane", "decode", "0x87654321", "0x0fedcba9"]).trim(), "[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0]");
    // 0x150 is row_newbcast:0 on gfx942 and row_share:0 on GFX10+.
    assert!(ok(&["dpp", "decode", "0x150", "--target", "gfx942"]).starts_with("row_newbcast:0"));
    assert!(ok(&["dpp", "decode", "0x150", "--target", "gfx1100"]).starts_with("row_share:0"));
    let j: serde_json::Value = serde_json::from_str(&ok(&["--json", "dpp", "encode", "row_mirror"])).unwrap();
    assert_eq!(j["value"], "0x140");
    assert_eq!(j["asm"], "row_mirror");
    let j: serde_json::Value = serde_json::from_str(&ok(&["--json", "dpp", "decode", "0x142", "--target", "gfx942"])).unwrap();
    assert_eq!((j["asm"].as_str(), j["value"].as_str()), (Some("row_bcast:15"), Some("0x142")));
    assert!(j["pattern"].as_str().unwrap().starts_with("lane 15 of each row"), "{j}");
}

#[test]
fn codec_errors() {
    for (args, want) in [
        (&["dpp", "decode", "0x142", "--target", "gfx1100"][..], "not supported on GFX10+"),
        (&["dpp", "encode", "row_shr:16"][..], "row_shr:16"),
        (&["dpp", "decode", "zz"][..], "not a 32-bit number"),
        (&["permlane", "decode", "0x1"][..], "takes 2 value(s)"),
        (&["dpp", "encode", "row_bcast:15", "--target", "gfx1100"][..], "not supported"),
    ] {
        let (code, _, err) = xlane(args);
        assert_ne!(code, 0, "{args:?}");
        assert!(err.contains(want), "{args:?}: {err}");
    }
}

#[test]
fn what_one_processor_has() {
    let out = ok(&["avail", "--target", "gfx1100"]);
    let line = |name: &str| out.lines().find(|l| l.split_whitespace().next() == Some(name)).map(str::to_string);
    // ballot_w32 needs wave32 (errata A8); permlane64 is GFX11+ (A6); row_bcast-only and
    // CDNA-only builtins are absent.
    assert!(line("__builtin_amdgcn_ballot_w32").unwrap().contains("(wave32 only)"), "{out}");
    assert!(line("__builtin_amdgcn_inverse_ballot_w64").unwrap().contains("(wave64 only)"), "{out}");
    assert!(line("__builtin_amdgcn_permlane64").is_some());
    assert!(line("__builtin_amdgcn_permlane32_swap").is_none());
    assert!(line("__shfl_sync").is_some() && line("__reduce_add_sync").is_none());
    let (code, _, err) = xlane(&["avail", "--target", "gfx9999"]);
    assert_ne!(code, 0);
    assert!(err.contains("unknown processor"), "{err}");
}

/// Issue 24: LLVM 22 names the wave compares `llvm.amdgcn.icmp` / `llvm.amdgcn.fcmp` with the
/// result width as an overload suffix (IntrinsicsAMDGPU.td int_amdgcn_icmp: llvm_anyint_ty
/// result); the base name resolves to both widths, as other overloaded intrinsics resolve by
/// their base name.
#[test]
fn overloaded_wave_compares_resolve_by_base_name() {
    for base in ["llvm.amdgcn.icmp", "llvm.amdgcn.fcmp"] {
        let out = ok(&["avail", base]);
        for width in ["i32", "i64"] {
            assert!(out.contains(&format!("{base}.{width} (LLVM intrinsic, amd)")), "{base}: {out}");
        }
    }
    assert!(ok(&["avail", "llvm.amdgcn.readlane"]).starts_with("llvm.amdgcn.readlane (LLVM intrinsic, amd)"));
}

/// Issue 24: DPP (and the other codecs) are AMD instruction fields; an NVIDIA target is refused.
#[test]
fn codecs_refuse_nvidia_targets() {
    let (code, out, err) = xlane(&["dpp", "encode", "row_shr:1", "--target", "sm_90"]);
    assert_ne!(code, 0, "{out}");
    assert!(err.contains("error[unavailable]") && err.contains("NVIDIA"), "{err}");
    assert_eq!(ok(&["dpp", "encode", "row_shr:1", "--target", "gfx942"]).trim(), "0x111");
}
