//! Issue 23's checks (docs/sanitize.md), each with a positive example and its negative
//! control, on the kernels of docs/examples/ (compiled by clang-22; skipped without it). The
//! expected lines and waves come from the sources and the launch shapes (8 waves of 32 in a
//! block of 256 on sm_90), not from xlane.

use std::process::Command;

use super::clang_oracle::{have_clang, repo};

/// `xlane run ARGS…` in the repository root: (exit status, stdout + stderr).
fn xlane(args: &[&str]) -> (i32, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_xlane")).args(args).current_dir(repo()).output().unwrap();
    (o.status.code().unwrap_or(-1), format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr)))
}

/// The 1-based line of `docs/examples/FILE` that contains `text` (the source says where).
fn line_of(file: &str, text: &str) -> usize {
    let src = std::fs::read_to_string(repo().join("docs/examples").join(file)).unwrap();
    src.lines().position(|l| l.contains(text)).unwrap_or_else(|| panic!("{file} has no line with `{text}`")) + 1
}

/// The `k`-th (0-based) line of `file` that contains `text`.
fn nth_line_of(file: &str, text: &str, k: usize) -> usize {
    let src = std::fs::read_to_string(repo().join("docs/examples").join(file)).unwrap();
    src.lines().enumerate().filter(|(_, l)| l.contains(text)).nth(k).unwrap_or_else(|| panic!("{file}: no {k}th `{text}`")).0 + 1
}

#[test]
fn waves_at_different_barriers_are_an_error() {
    if !have_clang() {
        return;
    }
    let (code, out) = xlane(&["run", "docs/examples/barrier_skip.spec.json"]);
    assert_eq!(code, 0, "the spec expects the error:\n{out}");
    // threads 128-255 (waves 4-7) skip the conditional barrier and wait at the second one
    let second = nth_line_of("barriers.cu", "__syncthreads()", 1);
    let first = nth_line_of("barriers.cu", "__syncthreads()", 0);
    assert!(out.contains("error[barrier-divergence]: waves 4-7 of the block wait at this barrier while waves 0-3 wait at another one"), "{out}");
    assert!(out.contains(&format!("--> docs/examples/barriers.cu:{second}:")), "{out}");
    assert!(out.contains(&format!("note: the barrier wave 0 waits at\n  --> docs/examples/barriers.cu:{first}:")), "{out}");
}

#[test]
fn waves_that_exit_before_a_barrier_are_a_warning_and_strict_makes_it_an_error() {
    if !have_clang() {
        return;
    }
    let (code, out) = xlane(&["run", "docs/examples/early_exit.spec.json"]);
    // n = 64: threads 64-255 return, waves 2-7 of 32; the output is still right
    assert_eq!(code, 0, "{out}");
    let bar = nth_line_of("barriers.cu", "__syncthreads()", 2);
    assert!(out.contains("warning[barrier-divergence]: waves 2-7 of the block exited while waves 0-1 wait at this barrier"), "{out}");
    assert!(out.contains(&format!("--> docs/examples/barriers.cu:{bar}:")), "{out}");
    assert!(out.contains("expect: all 1 checked buffer(s) match (pass)"), "{out}");
    let (code, out) = xlane(&["run", "docs/examples/early_exit.spec.json", "--strict"]);
    assert_eq!(code, 2, "{out}");
    assert!(out.contains("error[barrier-divergence]: waves 2-7 of the block exited"), "{out}");
    // the negative control: the work guarded, every thread at every barrier
    let (code, out) = xlane(&["run", "docs/examples/guarded.spec.json", "--strict"]);
    assert_eq!(code, 0, "{out}");
    assert!(!out.contains("barrier-divergence") && !out.contains("warning"), "{out}");
}

#[test]
fn poison_is_blamed_on_the_add_that_overflowed_not_on_the_shuffle() {
    if !have_clang() {
        return;
    }
    let (code, out) = xlane(&["run", "docs/examples/overflow_scan.spec.json"]);
    assert_eq!(code, 0, "{out}");
    let add = line_of("overflow_scan.cu", "x += (int)threadIdx.x >= d ? y : 0;");
    // in = [2^30, 2^30, 0, …]: lane 1's first step adds 2^30 + 2^30 = 2^31 > INT_MAX. Lane 3
    // overflows nowhere itself (0 + 0, then 0 + lane 1's sum): its undefined value is lane
    // 1's, moved by the second shuffle, and the warning follows it back to lane 1's add.
    let lane3 = out.split("warning[undefined-value]: lane 3 stores").nth(1).expect("lane 3's warning");
    let lane3 = lane3.split("warning[").next().unwrap();
    assert!(lane3.contains("from `add nsw` in `overflow_scan(int const*, int*)`"), "{lane3}");
    assert!(lane3.contains("lane 1: signed overflow (`nsw`): 1073741824 + 1073741824 does not fit i32"), "{lane3}");
    assert!(lane3.contains(&format!("origin --> docs/examples/overflow_scan.cu:{add}:")), "{lane3}");
    assert!(!out.contains("shfl"), "no warning names the shuffle:\n{out}");
    let (code, out) = xlane(&["run", "docs/examples/overflow_scan.spec.json", "--strict"]);
    assert_eq!(code, 2, "{out}");
    assert!(out.contains("error[undefined-value]: lane 1 stores an undefined value (from `add nsw`"), "{out}");
    // the negative control: unsigned arithmetic wraps (defined); the spec checks the sums
    let (code, out) = xlane(&["run", "docs/examples/wrapping_scan.spec.json", "--strict"]);
    assert_eq!(code, 0, "{out}");
    assert!(!out.contains("warning"), "{out}");
}

#[test]
fn shared_memory_races_between_waves_name_both_accesses() {
    if !have_clang() {
        return;
    }
    let (code, out) = xlane(&["run", "docs/examples/missing_sync.spec.json"]);
    assert_eq!(code, 0, "{out}");
    let store = line_of("races.cu", "s[t] = t * 10;");
    let load = line_of("races.cu", "out[t] = s[(t + 1) % 64];");
    // wave 0 runs first: its lane 31 reads s[32] (bytes 0x80..0x84), which wave 1's lane 0
    // then writes; wave 1's lane 31 reads s[0], which wave 0's lane 0 wrote
    assert!(
        out.contains(
            "warning[race]: read→write race on shared memory bytes 0x80..0x84: block (0, 0, 0) wave 1 lane 0 writes it after wave 0 lane 31 read it, with no barrier between"
        ),
        "{out}"
    );
    assert!(out.contains(&format!("--> docs/examples/races.cu:{store}:")), "{out}");
    assert!(out.contains(&format!("note: the earlier read (shared memory bytes 0x80..0x84)\n  --> docs/examples/races.cu:{load}:")), "{out}");
    assert!(out.contains("warning[race]: write→read race on shared memory bytes 0x0..0x4: block (0, 0, 0) wave 1 lane 31 reads it after wave 0 lane 0 wrote it"), "{out}");
    let (code, out) = xlane(&["run", "docs/examples/missing_sync.spec.json", "--strict"]);
    assert_eq!(code, 2, "{out}");
    // the first problem in xlane's schedule is wave 0 lane 31's load of s[32], which nothing
    // wrote yet (initcheck), before the race is seen at wave 1's store
    assert!(out.contains("error[uninitialized]: lane 31 reads bytes 128..132 of shared variable `missing_sync(int*)::s`"), "{out}");
    // negative controls: a barrier between, and atomics of several waves
    for spec in ["with_sync", "shared_count"] {
        let (code, out) = xlane(&["run", &format!("docs/examples/{spec}.spec.json"), "--strict"]);
        assert_eq!(code, 0, "{spec}: {out}");
        assert!(!out.contains("warning") && !out.contains("error["), "{spec}: {out}");
    }
}

#[test]
fn check_none_turns_the_checks_off_and_a_list_picks_some() {
    if !have_clang() {
        return;
    }
    let (code, out) = xlane(&["run", "docs/examples/missing_sync.spec.json", "--check", "none"]);
    assert_eq!(code, 0, "{out}");
    assert!(!out.contains("warning[race]"), "{out}");
    let (code, out) = xlane(&["run", "docs/examples/missing_sync.spec.json", "--check", "race,sync"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("warning[race]"), "{out}");
    let (code, out) = xlane(&["run", "docs/examples/early_exit.spec.json", "--check", "race", "--strict"]);
    assert_eq!(code, 0, "sync is off: {out}");
    let (code, out) = xlane(&["run", "docs/examples/early_exit.spec.json", "--check", "bogus"]);
    assert_eq!(code, 2, "{out}");
    assert!(out.contains("error[malformed]: --check: unknown check `bogus`"), "{out}");
}
