//! initcheck (issue 23, docs/sanitize.md "initcheck"): reads of global or shared memory that
//! nothing wrote, on the kernels of docs/examples/initcheck.cu (compiled by clang-22; skipped
//! without it). The expected lanes, bytes, waves and blocks come from the sources and the
//! launch shapes (waves of 32 on sm_90, 4-byte elements), not from xlane.

use std::process::Command;

use serde_json::Value;

use super::clang_oracle::{have_clang, repo};

/// `xlane --json run docs/examples/initcheck.cu --kernel K --block B --grid G --args A EXTRA…`:
/// (exit status, the JSON report).
fn run(kernel: &str, grid: u32, block: u32, args: &str, extra: &[&str]) -> (i32, Value) {
    let (g, b) = (grid.to_string(), block.to_string());
    let mut a = vec!["--json", "run", "docs/examples/initcheck.cu", "--target", "sm_90", "--kernel", kernel, "--grid", &g, "--block", &b, "--args", args, "--quiet"];
    a.extend_from_slice(extra);
    let o = Command::new(env!("CARGO_BIN_EXE_xlane")).args(&a).current_dir(repo()).output().unwrap();
    let text = String::from_utf8_lossy(&o.stdout);
    let j = serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}\n{}", String::from_utf8_lossy(&o.stderr)));
    (o.status.code().unwrap_or(-1), j)
}

/// The `uninitialized` warnings of a report.
fn uninit(j: &Value) -> Vec<Value> {
    j["warnings"].as_array().map(|w| w.iter().filter(|w| w["kind"] == "uninitialized").cloned().collect()).unwrap_or_default()
}

/// The 1-based line of docs/examples/initcheck.cu that contains `text`.
fn line_of(text: &str) -> u64 {
    let src = std::fs::read_to_string(repo().join("docs/examples/initcheck.cu")).unwrap();
    src.lines().position(|l| l.contains(text)).unwrap_or_else(|| panic!("initcheck.cu has no line with `{text}`")) as u64 + 1
}

fn msg(w: &Value) -> &str {
    w["message"].as_str().unwrap_or_default()
}

const F32_IN: &str = r#"{"buffer": "f32", "len": 32, "fill": 1}"#;

#[test]
fn a_len_only_buffer_read_is_reported_at_the_load() {
    if !have_clang() {
        return;
    }
    // 32 threads each read out[t] (4 bytes) of a buffer given only `len`: bytes 0..128
    let (code, j) = run("accumulate", 1, 32, &format!(r#"[{F32_IN}, {{"buffer": "f32", "len": 32}}]"#), &[]);
    assert_eq!(code, 0, "{j}");
    let w = uninit(&j);
    assert_eq!(w.len(), 1, "{j}");
    assert!(msg(&w[0]).starts_with("lanes 0-31 read bytes 0..128 of `argument 1 (f32 buffer)`, which nothing wrote"), "{}", msg(&w[0]));
    assert_eq!(w[0]["at"]["file"], "docs/examples/initcheck.cu");
    assert_eq!(w[0]["at"]["line"], line_of("out[t] += in[t];"));
    assert_eq!((w[0]["at"]["wave"].as_u64(), w[0]["at"]["lane"].as_u64()), (Some(0), Some(0)));
    // the negative control: `fill` sets the bytes
    let (code, j) = run("accumulate", 1, 32, &format!(r#"[{F32_IN}, {{"buffer": "f32", "len": 32, "fill": 0}}]"#), &["--strict"]);
    assert_eq!(code, 0, "{j}");
    assert!(uninit(&j).is_empty() && j["error"].is_null(), "{j}");
}

#[test]
fn strict_makes_it_an_error_and_check_none_turns_it_off() {
    if !have_clang() {
        return;
    }
    let args = format!(r#"[{F32_IN}, {{"buffer": "f32", "len": 32}}]"#);
    let (code, j) = run("accumulate", 1, 32, &args, &["--strict"]);
    assert_eq!(code, 2, "{j}");
    assert_eq!(j["error"]["kind"], "uninitialized", "{j}");
    assert_eq!(j["error"]["at"]["line"], line_of("out[t] += in[t];"));
    for off in ["none", "race,sync,poison"] {
        let (code, j) = run("accumulate", 1, 32, &args, &["--strict", "--check", off]);
        assert_eq!(code, 0, "--check {off}: {j}");
        assert!(uninit(&j).is_empty() && j["error"].is_null(), "--check {off}: {j}");
    }
    let (_, j) = run("accumulate", 1, 32, &args, &["--check", "init"]);
    assert_eq!(uninit(&j).len(), 1, "{j}");
}

#[test]
fn bytes_past_a_shorter_data_are_unwritten() {
    if !have_clang() {
        return;
    }
    // four values in a buffer of eight i32: threads 4-7 read bytes 16..32
    let args = r#"[{"buffer": "i32", "data": [1, 2, 3, 4], "len": 8}, {"buffer": "i32", "len": 8, "fill": 0}]"#;
    let (code, j) = run("copy8", 1, 32, args, &[]);
    assert_eq!(code, 0, "{j}");
    let w = uninit(&j);
    assert_eq!(w.len(), 1, "{j}");
    assert!(msg(&w[0]).starts_with("lanes 4-7 read bytes 16..32 of `argument 0 (i32 buffer)`"), "{}", msg(&w[0]));
    assert_eq!(w[0]["at"]["lane"], 4);
    // `data` alone sets every byte of its buffer
    let (code, j) = run("copy8", 1, 32, r#"[{"buffer": "i32", "data": [1, 2, 3, 4, 5, 6, 7, 8]}, {"buffer": "i32", "len": 8, "fill": 0}]"#, &["--strict"]);
    assert_eq!(code, 0, "{j}");
    // a `len` shorter than the data is refused
    let o = Command::new(env!("CARGO_BIN_EXE_xlane"))
        .args(["run", "docs/examples/initcheck.cu", "--target", "sm_90", "--kernel", "copy8", "--block", "32", "--args"])
        .arg(r#"[{"buffer": "i32", "data": [1, 2, 3, 4], "len": 2}, {"buffer": "i32", "len": 8}]"#)
        .current_dir(repo())
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&o.stderr).into_owned() + &String::from_utf8_lossy(&o.stdout);
    assert!(!o.status.success() && text.contains("`len` 2 is shorter than the 4 element(s)"), "{text}");
}

#[test]
fn shared_memory_read_before_another_wave_writes_it() {
    if !have_clang() {
        return;
    }
    // 64 threads, two waves: wave 0 runs to its end first and reads s[32..63] (bytes
    // 128..256), which wave 1 writes later; wave 1 reads s[0..31], which wave 0 wrote
    let (code, j) = run("exchange", 1, 64, r#"[{"buffer": "i32", "len": 64, "fill": 0}]"#, &[]);
    assert_eq!(code, 0, "{j}");
    let w = uninit(&j);
    assert_eq!(w.len(), 1, "{j}");
    assert!(msg(&w[0]).starts_with("lanes 0-31 read bytes 128..256 of shared variable `exchange(int*)::s`"), "{}", msg(&w[0]));
    assert_eq!((w[0]["at"]["wave"].as_u64(), w[0]["at"]["line"].as_u64()), (Some(0), Some(line_of("out[t] = s[t ^ 32];"))));
    // with the barrier every wave writes before any reads: clean
    let (code, j) = run("exchange_synced", 1, 64, r#"[{"buffer": "i32", "len": 64, "fill": 0}]"#, &["--strict"]);
    assert_eq!(code, 0, "{j}");
    assert!(uninit(&j).is_empty() && j["warnings"].as_array().is_none_or(|w| w.is_empty()), "{j}");
    // a lane reading back its own store is clean too
    let (code, j) = run("own_slot", 1, 64, r#"[{"buffer": "i32", "len": 64, "fill": 0}]"#, &["--strict"]);
    assert_eq!(code, 0, "{j}");
    assert!(uninit(&j).is_empty(), "{j}");
}

#[test]
fn atomics_on_unwritten_memory() {
    if !have_clang() {
        return;
    }
    // keys 0..63: lanes 0-7 of block 0 are the first to update bins 0-7 (bytes 0..32); every
    // later update finds the bin written by an earlier atomic
    let args = r#"[{"buffer": "i32", "len": 64, "fill": "iota"}, {"buffer": "i32", "len": 8}]"#;
    let mut seen = vec![];
    for sched in ["sequential", "parallel"] {
        let (code, j) = run("histogram", 2, 32, args, &["--schedule", sched, "--jobs", "2"]);
        assert_eq!(code, 0, "{sched}: {j}");
        let w = uninit(&j);
        assert_eq!(w.len(), 1, "{sched}: {j}");
        assert!(msg(&w[0]).starts_with("lanes 0-7 update (atomic) bytes 0..32 of `argument 1 (i32 buffer)`"), "{sched}: {}", msg(&w[0]));
        assert_eq!(w[0]["at"]["block"], serde_json::json!([0, 0, 0]), "{sched}");
        assert_eq!(w[0]["at"]["line"], line_of("atomicAdd(&bins["));
        seen.push(w);
    }
    assert_eq!(seen[0], seen[1], "both schedules give the same report");
    // zeroed bins: clean
    let (code, j) = run("histogram", 2, 32, r#"[{"buffer": "i32", "len": 64, "fill": "iota"}, {"buffer": "i32", "len": 8, "fill": 0}]"#, &["--strict"]);
    assert_eq!(code, 0, "{j}");
    // an exchange whose old value is unused reads nothing the kernel uses
    let (code, j) = run("claim", 1, 32, r#"[{"buffer": "i32", "len": 8}]"#, &["--strict"]);
    assert_eq!(code, 0, "{j}");
    assert!(uninit(&j).is_empty(), "{j}");
}

#[test]
fn both_schedules_report_an_op_once_for_its_first_block() {
    if !have_clang() {
        return;
    }
    // four blocks each read their own 128 unwritten bytes of `in`: the report is block 0's
    let args = r#"[{"buffer": "f32", "len": 128}, {"buffer": "f32", "len": 128, "fill": 0}]"#;
    let mut seen = vec![];
    for extra in [&["--schedule", "sequential"][..], &["--schedule", "parallel", "--jobs", "4"][..]] {
        let (code, j) = run("scale", 4, 32, args, extra);
        assert_eq!(code, 0, "{j}");
        let w = uninit(&j);
        assert_eq!(w.len(), 1, "{extra:?}: {j}");
        assert!(msg(&w[0]).starts_with("lanes 0-31 read bytes 0..128 of `argument 0 (f32 buffer)`"), "{}", msg(&w[0]));
        assert_eq!(w[0]["at"]["block"], serde_json::json!([0, 0, 0]));
        seen.push(w);
    }
    assert_eq!(seen[0], seen[1]);
    // under --strict both stop at block 0's read
    for sched in ["sequential", "parallel"] {
        let (code, j) = run("scale", 4, 32, args, &["--strict", "--schedule", sched, "--jobs", "4"]);
        assert_eq!(code, 2, "{j}");
        assert_eq!(j["error"]["kind"], "uninitialized");
        assert_eq!(j["error"]["at"]["block"], serde_json::json!([0, 0, 0]), "{sched}: {j}");
    }
}

#[test]
fn buffer_loads_out_of_range_read_no_memory() {
    if !have_clang() {
        return;
    }
    // 16 values in a buffer of 64 i32; a wave of 64 lanes loads element t through a buffer
    // resource of n elements
    let xlane = |n: u32, extra: &[&str]| {
        let args = format!(
            r#"[{{"buffer": "i32", "data": [1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16], "len": 64}}, {{"buffer": "i32", "len": 64, "fill": 0}}, {{"scalar": "i32", "value": {n}}}]"#
        );
        let mut a = vec!["--json", "run", "docs/examples/initcheck_buffer.hip", "--target", "gfx942", "--kernel", "bufload", "--block", "64", "--args", &args, "--quiet"];
        a.extend_from_slice(extra);
        let o = Command::new(env!("CARGO_BIN_EXE_xlane")).args(&a).current_dir(repo()).output().unwrap();
        let j: Value = serde_json::from_slice(&o.stdout).unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&o.stderr)));
        (o.status.code().unwrap_or(-1), j)
    };
    // n = 16: lanes 16-63 are out of range (they read 0 without touching memory): clean
    let (code, j) = xlane(16, &["--strict"]);
    assert_eq!(code, 0, "{j}");
    assert!(uninit(&j).is_empty(), "{j}");
    // n = 32: lanes 16-31 are in range and read bytes 64..128, which the data did not set
    let (code, j) = xlane(32, &[]);
    assert_eq!(code, 0, "{j}");
    let w = uninit(&j);
    assert_eq!(w.len(), 1, "{j}");
    assert!(msg(&w[0]).starts_with("lanes 16-31 read bytes 64..128 of `argument 0 (i32 buffer)`"), "{}", msg(&w[0]));
}
