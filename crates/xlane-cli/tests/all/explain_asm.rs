//! `xlane explain` of real llc-22 output: DPP fused into ALU instructions (VOP2, VOP3-DPP,
//! dpp8), the lane instructions with llc's operand syntax, and whole `.s` listings
//! (tests/asm/, see its README). Expected routes come from the ISA rules stated at each check,
//! computed here, never from xlane.

use std::process::Command;
use xlane_cli::cmd::listing::{explain_listing, Listing};
use xlane_cli::explain::{explain, Explanation};
use xlane_core::semantics::{Origin, UndefPolicy};

fn asm(name: &str) -> String {
    let path = format!("{}/../../tests/asm/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn listing(t: &str, file: &str) -> Listing {
    explain_listing(t, None, None, UndefPolicy::Strict, &asm(file)).unwrap_or_else(|d| panic!("{t} {file}: {d}"))
}

/// The explained line of a listing with this text.
fn line<'a>(l: &'a Listing, text: &str) -> &'a Explanation {
    &l.lines.iter().find(|x| x.explanation.asm.as_deref() == Some(text)).unwrap_or_else(|| panic!("`{text}` not explained")).explanation
}

fn origins(e: &Explanation) -> Vec<Origin> {
    e.outputs[0].why.iter().map(|w| w.origin).collect()
}

/// Independent count of the lines the listing must explain: an instruction whose mnemonic has
/// a DPP suffix or is one of the cross-lane families.
fn cross_lane_lines(text: &str) -> usize {
    const FAMILIES: &[&str] = &["ds_swizzle_b32", "ds_bpermute_b32", "ds_permute_b32", "v_permlane", "v_readlane_b32", "v_writelane_b32", "v_readfirstlane_b32", "v_mbcnt_"];
    text.lines()
        .filter_map(|l| l.split_whitespace().next())
        .filter(|m| m.ends_with("_dpp") || FAMILIES.iter().any(|f| m.starts_with(f)))
        .count()
}

#[test]
fn whole_llc_listings_are_accepted() {
    for t in ["gfx90a", "gfx942", "gfx1030", "gfx1100", "gfx1201"] {
        let file = format!("dpp_kernels.{t}.s");
        let l = listing(t, &file);
        assert_eq!(l.lines.len(), cross_lane_lines(&asm(&file)), "{t}");
        assert!(l.lines.len() >= 20 && l.skipped >= 80, "{t}: {} explained, {} skipped", l.lines.len(), l.skipped);
        // Each explained line carries its own line number in the file.
        let text = asm(&file);
        for x in &l.lines {
            let src = text.lines().nth(x.line - 1).unwrap();
            assert!(src.contains(x.explanation.asm.as_deref().unwrap()), "{t} line {}: {src}", x.line);
        }
    }
    for (t, f) in [("gfx1100", "dpp_alu.gfx1100.s"), ("gfx90a", "dpp_alu.gfx90a.s"), ("gfx942", "dpp_alu.gfx90a.s")] {
        let l = listing(t, f);
        assert_eq!(l.lines.len(), cross_lane_lines(&asm(f)), "{t} {f}");
        assert_eq!(l.skipped, 1, "{t} {f}: s_endpgm");
    }
}

#[test]
fn vop2_dpp_row_shr_with_bound_ctrl() {
    // gfx942 `v_add_u32_dpp v1, v1, v1 row_shr:1 … bound_ctrl:1`: row_shr:1 makes lane n read
    // lane n-1 of its row of 16; the first lane of each row has no source and, with
    // bound_ctrl, its src0 is 0 (CDNA3 ISA §DPP; the add still runs).
    let l = listing("gfx942", "dpp_kernels.gfx942.s");
    let e = line(&l, "v_add_u32_dpp v1, v1, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1");
    let f = e.fused.as_ref().unwrap();
    assert_eq!((f.op.as_str(), f.dst.as_deref(), f.src0.as_str()), ("v_add_u32", Some("v1"), "v1"));
    for (n, o) in origins(e).iter().enumerate().take(64) {
        if n % 16 == 0 {
            assert!(matches!(o, Origin::Zero(_)), "lane {n}: {o:?}");
        } else {
            assert_eq!(*o, Origin::Lane { arg: 1, lane: n as u8 - 1 }, "lane {n}");
        }
    }
}

#[test]
fn vop2_dpp_bank_mask_leaves_lanes_unwritten() {
    // gfx1100 `row_shr:4 row_mask:0xf bank_mask:0xe`: bank 0 (lanes 0-3 of each row) is masked
    // off, so those lanes write nothing (the destination keeps its value); the others read
    // lane n-4, which is in the row since n%16 >= 4.
    let l = listing("gfx1100", "dpp_kernels.gfx1100.s");
    let e = line(&l, "v_add_nc_u32_dpp v1, v1, v1 row_shr:4 row_mask:0xf bank_mask:0xe");
    assert_eq!(e.wave, 32);
    for (n, o) in origins(e).iter().enumerate().take(32) {
        if n % 16 < 4 {
            assert!(matches!(o, Origin::Keep { arg: 0, .. }), "lane {n}: {o:?}");
        } else {
            assert_eq!(*o, Origin::Lane { arg: 1, lane: n as u8 - 4 }, "lane {n}");
        }
    }
}

#[test]
fn wave_shift_and_row_broadcast_on_gfx9() {
    // gfx90a `wave_shr:1` (GFX9 only): lane n reads lane n-1 across the whole wave; lane 0 has
    // no source and, without bound_ctrl, is not written.
    let l = listing("gfx90a", "dpp_kernels.gfx90a.s");
    let e = line(&l, "v_mov_b32_dpp v2, v1 wave_shr:1 row_mask:0xf bank_mask:0xf");
    let o = origins(e);
    assert!(matches!(o[0], Origin::Keep { .. }), "{:?}", o[0]);
    for (n, on) in o.iter().enumerate().take(64).skip(1) {
        assert_eq!(*on, Origin::Lane { arg: 1, lane: n as u8 - 1 }, "lane {n}");
    }
    // `row_bcast:31 row_mask:0xc`: rows 2 and 3 read lane 31; rows 0 and 1 are masked off.
    let e = line(&l, "v_add_u32_dpp v2, v2, v2 row_bcast:31 row_mask:0xc bank_mask:0xf");
    for (n, o) in origins(e).iter().enumerate().take(64) {
        if n < 32 {
            assert!(matches!(o, Origin::Keep { .. }), "lane {n}: {o:?}");
        } else {
            assert_eq!(*o, Origin::Lane { arg: 1, lane: 31 }, "lane {n}");
        }
    }
}

#[test]
fn dpp8_and_lane_instructions() {
    let l = listing("gfx1201", "dpp_kernels.gfx1201.s");
    // dpp8:[7,6,5,4,3,2,1,0]: lane n reads lane (n & ~7) | sel[n & 7] = (n & ~7) | (7 - n & 7).
    let e = line(&l, "v_mov_b32_dpp v1, v1 dpp8:[7,6,5,4,3,2,1,0]");
    for (n, o) in origins(e).iter().enumerate().take(32) {
        assert_eq!(*o, Origin::Lane { arg: 0, lane: ((n & !7) | (7 - (n & 7))) as u8 }, "lane {n}");
    }
    // swizzle(SWAP,1): lane n reads lane n ^ 1.
    let e = line(&l, "ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,1)");
    for (n, o) in origins(e).iter().enumerate().take(32) {
        assert_eq!(*o, Origin::Lane { arg: 0, lane: (n ^ 1) as u8 }, "lane {n}");
    }
    // v_readlane_b32 with a literal lane: every lane reads that lane.
    let e = line(&l, "v_readlane_b32 s2, v1, 31");
    assert_eq!(e.args[1].constant, Some(31), "{}", e.call);
    assert!(origins(e).iter().all(|o| *o == Origin::Lane { arg: 0, lane: 31 }));
    // ds_bpermute with offset:16: lane n reads lane ((addr[n] + 16) >> 2) mod 32. The address
    // is an undeclared name other than `v`/`src`/`old`, so by the placeholder convention
    // (docs/cli.md) it holds 200 + lane id: lane n reads lane ((200 + n + 16) / 4) mod 32.
    let e = line(&l, "ds_bpermute_b32 v2, v2, v3 offset:16");
    for (n, o) in origins(e).iter().enumerate().take(32) {
        assert_eq!(*o, Origin::Lane { arg: 1, lane: (((200 + n + 16) / 4) % 32) as u8 }, "lane {n}");
    }
}

#[test]
fn vop3_dpp_and_fetch_inactive() {
    // VOP3-DPP (GFX11+): src0 is the first source after the destination.
    let e = explain("gfx1100", None, None, "v_add3_u32_e64_dpp v0, v1, v2, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1").unwrap();
    assert_eq!(e.fused.as_ref().map(|f| f.src0.as_str()), Some("v1"));
    // VOPC with an SGPR destination: the compare reads src0 through DPP.
    let e = explain("gfx1100", None, None, "v_cmp_eq_u32_e64_dpp s0, v1, v2 row_shl:1 row_mask:0xf bank_mask:0xf").unwrap();
    let f = e.fused.unwrap();
    assert_eq!((f.dst.as_deref(), f.src0.as_str()), (Some("s0"), "v1"));
    // A carry-in/out form: src0 is the first VGPR after vdst and vcc.
    let e = explain("gfx1100", None, None, "v_add_co_ci_u32_dpp v0, vcc_lo, v1, v2, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf").unwrap();
    assert_eq!(e.fused.unwrap().src0, "v1");
    let o = origins(&explain("gfx1100", None, None, "v_add_co_ci_u32_dpp v0, vcc_lo, v1, v2, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf").unwrap());
    // quad_perm:[1,0,3,2]: lane n reads lane (n & ~3) | perm[n & 3].
    for (n, o) in o.iter().enumerate().take(32) {
        assert_eq!(*o, Origin::Lane { arg: 1, lane: ((n & !3) | [1, 0, 3, 2][n & 3]) as u8 }, "lane {n}");
    }
    // fi:1 (RDNA3 ISA §7.7: FI=1 reads an inactive source lane instead of treating it as
    // invalid). Lanes 4-31 run; row_ror:3 makes lane n read lane (n & ~15) | ((n - 3) & 15).
    // Lane 4 reads lane 1, which is inactive: with FI=0 (no bound_ctrl) it is not written,
    // with FI=1 it reads lane 1.
    let with = |fi: &str| {
        let text = format!("v_fmac_f32_e64_dpp v0, -v1, v2 row_ror:3 row_mask:0xf bank_mask:0xf{fi}");
        origins(&explain("gfx1100", None, Some(0xffff_fff0), &text).unwrap())
    };
    assert!(matches!(with("")[4], Origin::Keep { .. }), "{:?}", with("")[4]);
    assert_eq!(with(" fi:1")[4], Origin::Lane { arg: 1, lane: 1 });
    assert_eq!(with(" fi:1")[7], Origin::Lane { arg: 1, lane: 4 });
    assert_eq!(with(" fi:1")[16], Origin::Lane { arg: 1, lane: 29 });
    // dpp8 with fi:1: an inactive source is read too (lane 4 reads lane 3).
    let o = origins(&explain("gfx1100", None, Some(0xffff_fff0), "v_add_nc_u32_dpp v0, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1").unwrap());
    assert_eq!(o[4], Origin::Lane { arg: 0, lane: 3 });
}

#[test]
fn refusals_name_the_line() {
    // FI does not exist on GFX9 (llvm-mc-22 rejects `fi:1` for gfx90a).
    let d = explain("gfx90a", None, None, "v_add_u32_dpp v0, v1, v2 row_shr:1 row_mask:0xf bank_mask:0xf fi:1").unwrap_err();
    assert_eq!(d.kind, xlane_core::DiagKind::IllegalValue, "{d}");
    // A GFX9 listing read as gfx1100: wave_shr does not exist there; the line is named.
    let d = explain_listing("gfx1100", None, None, UndefPolicy::Strict, &asm("dpp_kernels.gfx90a.s")).unwrap_err();
    assert!(d.message.starts_with("line "), "{d}");
    // A plain ALU line alone is still not something to explain.
    assert!(explain("gfx942", None, None, "v_add_u32 v0, v1, v2").is_err());
}

#[test]
fn cli_text_and_json() {
    let bin = env!("CARGO_BIN_EXE_xlane");
    let file = format!("@{}/../../tests/asm/dpp_kernels.gfx942.s", env!("CARGO_MANIFEST_DIR"));
    let o = Command::new(bin).args(["explain", "--target", "gfx942", &file]).output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("\nline ") || text.starts_with("line "), "{text}");
    assert!(text.contains("fused: v_add_u32 reads `src0` (v1) through DPP"), "{text}");
    assert!(text.trim_end().ends_with("other instruction(s) skipped"), "{text}");
    let o = Command::new(bin).args(["--json", "explain", "--target", "gfx942", &file]).output().unwrap();
    let j: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let lines = j["lines"].as_array().unwrap();
    assert_eq!(lines.len(), cross_lane_lines(&asm("dpp_kernels.gfx942.s")));
    let first_fused = lines.iter().find(|l| !l["fused"].is_null()).unwrap();
    assert_eq!(first_fused["fused"]["op"], "v_add_u32");
    assert!(first_fused["line"].as_u64().unwrap() > 0);
    // Standard input works the same.
    use std::io::Write;
    let mut c = Command::new(bin)
        .args(["explain", "--target", "gfx942", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    c.stdin.take().unwrap().write_all(asm("dpp_kernels.gfx942.s").as_bytes()).unwrap();
    let o = c.wait_with_output().unwrap();
    assert!(o.status.success());
    assert_eq!(String::from_utf8_lossy(&o.stdout), text);
}
