//! `xlane eval` on AMD targets. Expected values follow the AMD ISA rules cited per test
//! (docs/notes/amd-semantics.md is the map), worked out by hand.

use xlane_cli::snippet::{self, Options, Run};
use xlane_core::semantics::UndefPolicy;

fn run_on(target: &str, wave: Option<u32>, exec: u64, text: &str) -> Run {
    let t = xlane_core::target::lookup(target).unwrap();
    let wave = t.wave_or_default(wave).unwrap();
    let o = Options { target: t, wave, exec, policy: UndefPolicy::Strict, placeholders: false };
    snippet::eval(text, &o).unwrap_or_else(|d| panic!("{d}"))
}

fn var(r: &Run, name: &str) -> Vec<Option<u64>> {
    let v = r.vars.iter().rev().find(|v| v.name == name).unwrap_or_else(|| panic!("no variable {name}"));
    (0..64).map(|l| v.lanes.get(l)).collect()
}

fn int(v: i64) -> Option<u64> {
    Some(v as i32 as u32 as u64)
}

#[test]
fn row_shr_1_on_lane_times_ten() {
    // row_shr:1: lane n reads n-1 within its row of 16; the first lane of each row has no
    // source, so update_dpp keeps `old` there and mov_dpp (old = poison) is undefined
    // (LLVM IntrinsicsAMDGPU.td update.dpp; errata A2).
    let r = run_on(
        "gfx942",
        None,
        u64::MAX,
        "int v = lane * 10; int r = __builtin_amdgcn_update_dpp(-5, v, 0x111, 0xf, 0xf, false); int m = __builtin_amdgcn_mov_dpp(v, 0x111, 0xf, 0xf, false); int z = __builtin_amdgcn_mov_dpp(v, 0x111, 0xf, 0xf, true);",
    );
    for n in 0..64i64 {
        let first = n % 16 == 0;
        assert_eq!(var(&r, "r")[n as usize], if first { int(-5) } else { int((n - 1) * 10) }, "lane {n}");
        assert_eq!(var(&r, "m")[n as usize], if first { None } else { int((n - 1) * 10) }, "lane {n}");
        // bound_ctrl: an invalid source reads 0.
        assert_eq!(var(&r, "z")[n as usize], if first { Some(0) } else { int((n - 1) * 10) }, "lane {n}");
    }
}

#[test]
fn row_mask_keeps_old_in_disabled_rows() {
    // row_mask 0xa enables rows 1 and 3 only; rows 0 and 2 are not written (keep old).
    let r = run_on("gfx942", None, u64::MAX, "int old = 7; int v = lane; int r = __builtin_amdgcn_update_dpp(old, v, 0x111, 0xa, 0xf, true);");
    for n in 0..64i64 {
        let row = n / 16;
        let want = if row % 2 == 0 {
            7
        } else if n % 16 == 0 {
            0
        } else {
            n - 1
        };
        assert_eq!(var(&r, "r")[n as usize], int(want), "lane {n}");
    }
}

#[test]
fn a_branch_narrows_exec_so_dpp_sources_go_inactive() {
    // Inside `if (lane & 1)` only odd lanes execute. row_shr:1 reads the even lane below,
    // which is inactive: an invalid source (RDNA3 ISA §7.7.1 BC; errata A2), so bound_ctrl
    // writes 0 and without it the lane keeps `old`. Even lanes keep their earlier value.
    let r = run_on(
        "gfx1100",
        None,
        u64::MAX,
        "int v = lane + 100; int a = 1; int b = 1; if (lane & 1) { a = __builtin_amdgcn_update_dpp(-1, v, 0x111, 0xf, 0xf, true); b = __builtin_amdgcn_update_dpp(-1, v, 0x111, 0xf, 0xf, false); }",
    );
    for n in 0..32usize {
        let odd = n % 2 == 1;
        assert_eq!(var(&r, "a")[n], if odd { Some(0) } else { Some(1) }, "lane {n}");
        assert_eq!(var(&r, "b")[n], if odd { int(-1) } else { Some(1) }, "lane {n}");
    }
}

#[test]
fn double_dpp_moves_whole_values() {
    // row_shl:1 (0x101): lane n reads n+1; the last lane of each row reads 0 with bound_ctrl.
    let r = run_on("gfx942", None, u64::MAX, "double d = lane * 0.25; double e = __builtin_amdgcn_update_dpp(-1.0, d, 0x101, 0xf, 0xf, true);");
    for n in 0..64u64 {
        let want = if n % 16 == 15 { 0.0f64 } else { (n + 1) as f64 * 0.25 };
        assert_eq!(var(&r, "e")[n as usize], Some(want.to_bits()), "lane {n}");
    }
}

#[test]
fn swizzle_swap_and_dpp8_reverse() {
    // 0x41f = bitmask mode and=0x1f or=0 xor=1: lane n reads n^1 (errata A1).
    // dpp8 0x053977 = [7,6,5,4,3,2,1,0]: lane n reads (n & ~7) + 7 - (n & 7).
    let r = run_on(
        "gfx1100",
        None,
        u64::MAX,
        "int v = lane * 3; int s = __builtin_amdgcn_ds_swizzle(v, 0x41f); unsigned u = lane; unsigned d = __builtin_amdgcn_mov_dpp8(u, 0x053977);",
    );
    for n in 0..32u64 {
        assert_eq!(var(&r, "s")[n as usize], Some((n ^ 1) * 3));
        assert_eq!(var(&r, "d")[n as usize], Some((n & !7) + 7 - (n & 7)));
    }
}

#[test]
fn permlane16_rotates_each_row() {
    // The RDNA3.5 ISA example selectors 0x87654321/0x0fedcba9: lane i of each row reads
    // lane (i + 1) mod 16 of the same row.
    let r = run_on("gfx1100", None, u64::MAX, "unsigned v = lane; unsigned p = __builtin_amdgcn_permlane16(0u, v, 0x87654321, 0x0fedcba9, false, false);");
    for n in 0..32u64 {
        assert_eq!(var(&r, "p")[n as usize], Some((n & !15) + ((n + 1) & 15)));
    }
}

#[test]
fn lane_access_ballot_and_mbcnt() {
    // readfirstlane reads the lowest active lane; mbcnt_hi(~0, mbcnt_lo(~0, 0)) is the lane id.
    let r = run_on(
        "gfx942",
        None,
        0xffff_fff0,
        "int v = lane * 10; int f = __builtin_amdgcn_readfirstlane(v); int g = __builtin_amdgcn_readlane(v, 5); unsigned long long b = __builtin_amdgcn_ballot_w64(lane < 6); unsigned id = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));",
    );
    for n in 4..32usize {
        assert_eq!(var(&r, "f")[n], Some(40));
        // readlane ignores EXEC: lane 5 is active here anyway (errata A12).
        assert_eq!(var(&r, "g")[n], Some(50));
        // Only active lanes 4 and 5 vote.
        assert_eq!(var(&r, "b")[n], Some(0x30));
        assert_eq!(var(&r, "id")[n], Some(n as u64));
    }
    assert_eq!(var(&r, "f")[0], None, "lane 0 never ran");
}

#[test]
fn hip_shfl_wraps_within_the_width() {
    // HIP __shfl masks src_lane with width-1 (amd_warp_functions.h; errata A11): with the
    // default width 64, lane 63 asking for lane 64 reads lane 0.
    let r = run_on("gfx942", None, u64::MAX, "int v = lane + 1000; int s = __shfl(v, lane + 1);");
    for n in 0..64u64 {
        assert_eq!(var(&r, "s")[n as usize], Some((n + 1) % 64 + 1000));
    }
}

#[test]
fn wave64_on_rdna() {
    let r = run_on("gfx1100", Some(64), u64::MAX, "unsigned long long b = __builtin_amdgcn_ballot_w64(lane >= 62);");
    assert_eq!(var(&r, "b")[0], Some(0xc000_0000_0000_0000));
}

#[test]
fn illegal_control_and_unavailable_builtin() {
    let t = xlane_core::target::lookup("gfx1100").unwrap();
    let o = Options { target: t, wave: 32, exec: u64::MAX, policy: UndefPolicy::Strict, placeholders: false };
    // row_bcast:15 does not exist on GFX10+ (errata A3).
    let e = snippet::eval("int r = __builtin_amdgcn_update_dpp(0, lane, 0x142, 0xf, 0xf, false);", &o).unwrap_err();
    assert_eq!(e.kind, xlane_core::DiagKind::IllegalValue, "{e}");
    // The caret sits under the control argument (column 46).
    let at = e.loc.as_ref().expect("a location");
    assert_eq!((at.line, at.col), (1, 46), "{e}");
    assert!(e.to_string().contains("1:46") && !e.message.contains("1:46"), "{e}");
    let t = xlane_core::target::lookup("gfx942").unwrap();
    let o = Options { target: t, wave: 64, exec: u64::MAX, policy: UndefPolicy::Strict, placeholders: false };
    let e = snippet::eval("int r = __builtin_amdgcn_permlane64(lane);", &o).unwrap_err();
    assert_eq!(e.kind, xlane_core::DiagKind::Unavailable);
    assert!(e.help.as_deref().unwrap_or("").contains("gfx1100"), "{e}");
}

#[test]
fn permlane16_swap_pairs_through_auto() {
    // V_PERMLANE16_SWAP_B32 (CDNA4 ISA): the odd rows of the first operand trade places with
    // the even rows of the second. Element 0 is the first operand afterwards, element 1 the
    // second (errata A7).
    let r = run_on("gfx950", None, u64::MAX, "unsigned a = lane; unsigned b = lane + 100; auto r = __builtin_amdgcn_permlane16_swap(a, b, false, false); unsigned s = r[0] + r.y;");
    for n in 0..64u64 {
        let odd_row = (n / 16) % 2 == 1;
        let x = if odd_row { n - 16 + 100 } else { n };
        let y = if odd_row { n + 100 } else { n + 16 };
        assert_eq!(var(&r, "r[0]")[n as usize], Some(x), "lane {n}");
        assert_eq!(var(&r, "r[1]")[n as usize], Some(y), "lane {n}");
        assert_eq!(var(&r, "s")[n as usize], Some(x + y));
    }
}
