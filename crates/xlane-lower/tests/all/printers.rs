//! Exhaustive checks of the AMDGPU modifier spellings against the LLVM printers:
//! * every 16-bit ds_swizzle offset, assembled by llvm-mc-22 from `offset:N` (the printer
//!   shows its macro form), for a GFX9 and a GFX11 target;
//! * every legal DPP16 control, compiled by llc-22 from `llvm.amdgcn.update.dpp` on one
//!   target of each DPP generation (GFX9, gfx90a, gfx942, GFX10.3, GFX11, GFX12);
//! * dpp8 selectors, compiled by llc-22 from `llvm.amdgcn.mov.dpp8`.
//!
//! Skips with a message when the tools are absent.

use std::process::Command;
use xlane_core::codec;
use xlane_core::target;
use xlane_lower::amdgpu::modifiers;

fn have(tool: &str) -> bool {
    oracle_present(tool, Command::new(tool).arg("--version").output().map(|o| o.status.success()).unwrap_or(false))
}

/// A missing LLVM tool skips the tests that compare with it, unless `XLANE_REQUIRE_ORACLES=1`
/// (CI), where it fails them instead of letting them pass unchecked.
fn oracle_present(tool: &str, ok: bool) -> bool {
    assert!(ok || std::env::var("XLANE_REQUIRE_ORACLES").as_deref() != Ok("1"), "{tool} not found, and XLANE_REQUIRE_ORACLES=1 requires it");
    ok
}

fn tool_output(tool: &str, args: &[&str], input: &str) -> String {
    let dir = crate::tmp::dir("printers");
    let file = dir.join("in.txt");
    std::fs::write(&file, input).unwrap();
    let out = Command::new(tool).args(args).arg(&file).output().expect("tool runs");
    assert!(out.status.success(), "{tool} failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The text after the operands of each printed instruction line starting with `mnemonic`.
fn modifier_tails(text: &str, mnemonic: &str, operands: usize) -> Vec<String> {
    text.lines()
        .map(str::trim)
        .filter(|l| l.starts_with(mnemonic))
        .map(|l| {
            let rest = l[mnemonic.len()..].trim();
            // Operands are comma-separated; the modifiers follow the last operand after a space.
            let mut parts = rest.splitn(operands, ", ");
            let last = parts.nth(operands - 1).unwrap_or("");
            last.split_once(' ').map(|(_, m)| m.trim().to_string()).unwrap_or_default()
        })
        .collect()
}

#[test]
fn every_swizzle_offset_spelled_like_llvm_mc() {
    if !have("llvm-mc-22") {
        println!("SKIP printers: llvm-mc-22 not found");
        return;
    }
    let src: String = (0..=0xffffu32).map(|o| format!("ds_swizzle_b32 v0, v1 offset:{o}\n")).collect();
    for cpu in ["gfx600", "gfx801", "gfx908", "gfx1100"] {
        let t = xlane_core::target::lookup(cpu).unwrap();
        let out = tool_output("llvm-mc-22", &["-arch=amdgcn", &format!("-mcpu={cpu}")], &src);
        let got = modifier_tails(&out, "ds_swizzle_b32", 2);
        assert_eq!(got.len(), 0x10000, "{cpu}: one line per offset");
        let mut bad = vec![];
        for (o, theirs) in got.iter().enumerate() {
            let mine = modifiers::swizzle_offset(o as u32, t).unwrap();
            if &mine != theirs {
                bad.push(format!("{o:#06x}: xlane `{mine}`, llvm-mc `{theirs}`"));
            }
        }
        assert!(bad.is_empty(), "{cpu}: {} offsets differ, e.g.\n{}", bad.len(), bad[..bad.len().min(20)].join("\n"));
    }
}

#[test]
fn every_legal_dpp_control_spelled_like_llc() {
    if !have("llc-22") {
        println!("SKIP printers: llc-22 not found");
        return;
    }
    for cpu in ["gfx908", "gfx90a", "gfx942", "gfx1030", "gfx1100", "gfx1201"] {
        let t = target::lookup(cpu).unwrap();
        let ctrls: Vec<u32> = (0..0x170).filter(|&c| codec::dpp::check(t, c).is_ok()).collect();
        let mut ll = String::new();
        for (i, c) in ctrls.iter().enumerate() {
            ll.push_str(&format!(
                "define i32 @f{i}(i32 %o, i32 %v) {{\n  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 %o, i32 %v, i32 {c}, i32 10, i32 5, i1 {})\n  ret i32 %r\n}}\n",
                i % 2 == 1
            ));
        }
        ll.push_str("declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg)\n");
        let out = tool_output("llc-22", &["-mtriple=amdgcn-amd-amdhsa", &format!("-mcpu={cpu}"), "-O1", "-o", "-"], &ll);
        let got = modifier_tails(&out, "v_mov_b32_dpp", 2);
        assert_eq!(got.len(), ctrls.len(), "{cpu}: one v_mov_b32_dpp per control");
        for (i, (c, theirs)) in ctrls.iter().zip(&got).enumerate() {
            let mine = modifiers::dpp16(*c, 10, 5, i % 2 == 1, t).unwrap();
            assert_eq!(&mine, theirs, "{cpu} dpp_ctrl {c:#x}");
        }
    }
}

#[test]
fn dpp8_selectors_spelled_like_llc() {
    if !have("llc-22") {
        println!("SKIP printers: llc-22 not found");
        return;
    }
    // A spread of selectors: identity, reverse, and a multiplicative walk through 24 bits.
    let sels: Vec<u32> = [0xfac688u32, 0x053977, 0, 0xffffff].into_iter().chain((1..200u32).map(|k| k.wrapping_mul(0x9e3779b1) & 0xffffff)).collect();
    let mut ll = String::new();
    for (i, s) in sels.iter().enumerate() {
        ll.push_str(&format!("define i32 @f{i}(i32 %v) {{\n  %r = call i32 @llvm.amdgcn.mov.dpp8.i32(i32 %v, i32 {s})\n  ret i32 %r\n}}\n"));
    }
    ll.push_str("declare i32 @llvm.amdgcn.mov.dpp8.i32(i32, i32 immarg)\n");
    let out = tool_output("llc-22", &["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-O1", "-o", "-"], &ll);
    let got = modifier_tails(&out, "v_mov_b32_dpp", 2);
    assert_eq!(got.len(), sels.len());
    for (s, theirs) in sels.iter().zip(&got) {
        assert_eq!(&modifiers::dpp8(*s).unwrap(), theirs, "sel {s:#x}");
    }
}
