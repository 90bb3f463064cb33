//! `xlane eval` with builtin calls. Expected lane values are worked out by hand from the
//! CUDA/PTX and AMD ISA rules named in each test, not read back from the implementation.

use std::process::Command;
use xlane_cli::snippet::{self, Options, Run};
use xlane_core::semantics::UndefPolicy;

fn opts(target: &str, exec: u64) -> Options {
    let t = xlane_core::target::lookup(target).unwrap();
    Options { target: t, wave: t.default_wave(), exec, policy: UndefPolicy::Strict, placeholders: false }
}

fn run_on(target: &str, exec: u64, text: &str) -> Run {
    snippet::eval(text, &opts(target, exec)).unwrap_or_else(|d| panic!("{d}"))
}

fn var(r: &Run, name: &str) -> Vec<Option<u64>> {
    let v = r.vars.iter().rev().find(|v| v.name == name).unwrap_or_else(|| panic!("no variable {name}"));
    (0..64).map(|l| v.lanes.get(l)).collect()
}

fn xlane(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_xlane")).args(args).output().expect("run xlane");
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}

#[test]
fn ballot_of_odd_lanes() {
    // vote.sync.ballot: bit k set where lane k's predicate is true (PTX ISA vote.sync).
    let r = run_on("sm_90", u64::MAX, "unsigned m = __ballot_sync(0xffffffff, lane & 1);");
    assert!(var(&r, "m")[..32].iter().all(|&v| v == Some(0xaaaa_aaaa)));
}

#[test]
fn shuffles_follow_ptx() {
    let r = run_on(
        "sm_90",
        u64::MAX,
        "int v = lane * 10; int x = __shfl_xor_sync(0xffffffff, v, 1); int u = __shfl_up_sync(0xffffffff, v, 1, 8); int i = __shfl_sync(0xffffffff, v, lane + 33);",
    );
    for l in 0..32u64 {
        assert_eq!(var(&r, "x")[l as usize], Some((l ^ 1) * 10));
        // shfl.up within segments of 8: the first lane of each segment keeps its own value.
        let up = if l % 8 == 0 { l * 10 } else { (l - 1) * 10 };
        assert_eq!(var(&r, "u")[l as usize], Some(up), "lane {l}");
        // Only bits [4:0] of the source lane count (errata N4): lane+33 reads lane+1 mod 32.
        assert_eq!(var(&r, "i")[l as usize], Some((l + 1) % 32 * 10), "lane {l}");
    }
}

#[test]
fn element_type_comes_from_the_declared_type() {
    // A double travels whole: lane n reads lane n+2's 64-bit value; the last two lanes
    // are out of range and keep their own (PTX shfl.sync: down, c = 0x1f).
    let r = run_on("sm_90", u64::MAX, "double d = lane + 0.5; double e = __shfl_down_sync(0xffffffff, d, 2);");
    for l in 0..32u64 {
        let src = if l < 30 { l + 2 } else { l };
        assert_eq!(var(&r, "e")[l as usize], Some((src as f64 + 0.5).to_bits()), "lane {l}");
    }
}

#[test]
fn match_with_out_pointer() {
    let r = run_on(
        "sm_90",
        u64::MAX,
        "int pred; unsigned a = __match_all_sync(0xffffffff, lane < 16, &pred); int p2; unsigned b = __match_all_sync(0xffffffff, 7, &p2); unsigned g = __match_any_sync(0xffffffff, lane / 8);",
    );
    for l in 0..32usize {
        // Not all equal: match.all gives 0 and pred false; all equal: the mask and true.
        assert_eq!(var(&r, "a")[l], Some(0));
        assert_eq!(var(&r, "pred")[l], Some(0));
        assert_eq!(var(&r, "b")[l], Some(0xffff_ffff));
        assert_eq!(var(&r, "p2")[l], Some(1));
        assert_eq!(var(&r, "g")[l], Some(0xffu64 << (8 * (l / 8))));
    }
}

#[test]
fn if_narrows_exec_for_builtins() {
    // Lanes 0-7 reduce their lane ids (0+…+7 = 28); the others keep theirs.
    let r = run_on("sm_90", u64::MAX, "int v = lane; if (lane < 8) { v = __reduce_add_sync(0xff, v); } unsigned a = 0; if (lane >= 4) a = __activemask();");
    for l in 0..32u64 {
        assert_eq!(var(&r, "v")[l as usize], Some(if l < 8 { 28 } else { l }));
        assert_eq!(var(&r, "a")[l as usize], Some(if l >= 4 { 0xffff_fff0 } else { 0 }));
    }
}

#[test]
fn reading_an_inactive_lane_is_undefined() {
    // PTX shfl.sync: a source lane that does not execute the shuffle gives an undefined value.
    let r = run_on("sm_90", 0xffff, "int v = lane; int s = __shfl_sync(0xffffffff, v, lane + 8);");
    let s = var(&r, "s");
    assert_eq!(s[0], Some(8));
    assert_eq!(s[7], Some(15));
    assert_eq!(s[8], None);
}

#[test]
fn intrinsic_spelling() {
    let r = run_on("sm_90", u64::MAX, "int v = lane * 3; int r = llvm.nvvm.shfl.sync.idx.i32(0xffffffff, v, 5, 31);");
    assert!(var(&r, "r")[..32].iter().all(|&v| v == Some(15)));
}

#[test]
fn binary_prints_a_table_and_json() {
    let (code, out, err) = xlane(&["eval", "--target", "sm_90", "int v = lane * 10; unsigned m = __ballot_sync(0xffffffff, lane < 3);"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("unsigned m = 7 in every lane"), "{out}");
    assert!(out.contains("  0-15 │   0  10  20"), "{out}");
    let (code, out, _) = xlane(&["--json", "eval", "--target", "sm_90", "--exec", "0x3", "int v = lane + 1;"]);
    assert_eq!(code, 0);
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(j["vars"][0]["lanes"][1], 2);
    assert!(j["vars"][0]["lanes"][2].is_null());
    assert_eq!(j["vars"][0]["live"], "0x3");
    let (_, out, _) = xlane(&["--json", "eval", "--target", "sm_90", "int v = 0; if (lane < 4) v = __ballot_sync(0xf, 1);"]);
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(j["calls"][0]["exec"], "0xf", "the call ran in the lanes of the branch");
    assert_eq!(j["calls"][0]["builtin"], "__ballot_sync");
}

#[test]
fn errors_are_diagnostics_with_a_nonzero_exit() {
    let cases: &[(&[&str], &str)] = &[
        (&["eval", "-t", "sm_90", "int v = __shfl_sinc(0xffffffff, lane, 1);"], "unknown builtin `__shfl_sinc`"),
        (&["eval", "-t", "sm_90", "int v = __shfl_xor_sync(0xffffffff);"], "takes 4 argument(s), 1 given"),
        (&["eval", "-t", "sm_70", "int v = __reduce_add_sync(0xffffffff, lane);"], "available on: sm_80"),
        (&["eval", "-t", "sm_90", "__nvvm_cp_async_wait_group(lane);"], "must be a compile-time constant"),
        (&["eval", "-t", "sm_90", "int v = (lane + ;"], "^"),
        (&["eval", "-t", "sm_99", "int v = 1;"], "unknown processor"),
        (&["eval", "-t", "gfx942", "--wave", "32", "int v = 1;"], "cannot run wave32"),
    ];
    for (args, want) in cases {
        let (code, _, err) = xlane(args);
        assert_ne!(code, 0, "{args:?}");
        assert!(err.contains(want), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
}

#[test]
fn unavailable_legacy_shuffle_names_where_it_exists() {
    let (code, _, err) = xlane(&["eval", "-t", "sm_90", "int v = __shfl(lane, 1);"]);
    assert_ne!(code, 0);
    assert!(err.contains("not available on sm_90") && err.contains("sm_30"), "{err}");
}

#[test]
fn warp_reduction_loop() {
    // The CUDA Programming Guide's shuffle-down reduction. Host reference: per PTX shfl.sync
    // (down, width 32), lane k reads lane k+o when k+o < 32, else keeps its own value.
    let r = run_on("sm_90", u64::MAX, "int v = lane; for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffff, v, o);");
    let mut host: Vec<u64> = (0..32).collect();
    let mut o = 16;
    while o > 0 {
        host = (0..32).map(|k| host[k] + if k + o < 32 { host[k + o] } else { host[k] }).collect();
        o /= 2;
    }
    assert_eq!(host[0], 496, "0 + 1 + … + 31");
    for (k, &want) in host.iter().enumerate() {
        assert_eq!(var(&r, "v")[k], Some(want), "lane {k}");
    }
}

#[test]
fn divergent_loop_runs_each_lane_its_own_count() {
    // Lane k iterates k times; the loop ends when the last lane leaves it.
    let r = run_on(
        "gfx1100",
        u64::MAX,
        "int n = 0; int i = 0; while (i < lane) { i++; n += 2; } unsigned m = 0; for (int j = 0; j < 2; j++) { if (lane < 3) m = __builtin_amdgcn_readfirstlane(lane + j); }",
    );
    for k in 0..32u64 {
        assert_eq!(var(&r, "n")[k as usize], Some(2 * k));
        assert_eq!(var(&r, "m")[k as usize], Some(if k < 3 { 1 } else { 0 }));
    }
    let e = snippet::eval("int i = 0; while (1) i++;", &opts("gfx1100", u64::MAX)).unwrap_err();
    assert!(e.message.contains("without ending"), "{e}");
}

#[test]
fn snippet_from_a_file_with_line_numbers_in_errors() {
    let dir = crate::tmp::dir("cli-eval");
    let good = dir.join("good.cu");
    std::fs::write(&good, "int v = lane;\nif (lane < 2) {\n  v = __ballot_sync(0x3, 1);\n}\n").unwrap();
    let (code, out, err) = xlane(&["eval", "-t", "sm_90", &format!("@{}", good.display())]);
    assert_eq!(code, 0, "{err}");
    // Lanes 0 and 1 vote: mask 0b11 = 3; the others keep their lane id.
    assert!(out.contains("  0-15 │  3  3  2  3  4"), "{out}");
    let bad = dir.join("bad.cu");
    std::fs::write(&bad, "int v = lane;\n\nint w = v +;\n").unwrap();
    let (code, _, err) = xlane(&["eval", "-t", "sm_90", &format!("@{}", bad.display())]);
    assert_ne!(code, 0);
    assert!(err.contains("snippet 3:12"), "{err}");
}

#[test]
fn a_bare_final_expression_prints_its_value() {
    // Used to print only the header: the value of a trailing expression statement was
    // discarded. shfl.sync.bfly with c = 0x1f: lane l reads lane l ^ 1 (PTX ISA shfl.sync).
    let (code, out, err) = xlane(&["eval", "--target", "sm_90", "__shfl_xor_sync(0xffffffff, lane, 1)"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("int __shfl_xor_sync(0xffffffff, lane, 1):"), "{out}");
    assert!(out.contains("   0-15 │  1  0  3  2  5  4  7  6  9  8 11 10 13 12 15 14"), "{out}");
    assert!(out.contains("  16-31 │ 17 16 19 18 21 20 23 22 25 24 27 26 29 28 31 30"), "{out}");
    // a bare expression before the last statement is discarded, as in C
    let r = run_on("gfx942", u64::MAX, "lane * 3; int a = 2; a * lane");
    assert_eq!(r.vars.len(), 2);
    assert_eq!(var(&r, "a * lane")[5], Some(10));
    // no --target: a usage error that names the fix, not an empty run
    let (code, out, err) = xlane(&["eval", "__shfl_xor_sync(0xffffffff, lane, 1)"]);
    assert_eq!(code, 2);
    assert!(out.is_empty(), "{out}");
    assert!(err.contains("error[usage]") && err.contains("--target"), "{err}");
}
