//! `xlane run --repeat N` (docs/launch.md "Repeated launches"): N launches in one process, each
//! from the spec's initial memory, with every launch's result the first's. The expected
//! results are a single launch's (itself checked against the specs' `expect`), not the
//! repeats' own.

use std::process::Command;

use serde_json::Value;

use super::clang_oracle::{have_clang, repo};

/// `xlane run ARGS…` in the repository root: (exit status, stdout, stderr).
fn xlane(args: &[&str], env: &[(&str, &str)]) -> (i32, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_xlane")).args(["run"]).args(args).envs(env.iter().copied()).current_dir(repo()).output().unwrap();
    (o.status.code().unwrap_or(-1), String::from_utf8_lossy(&o.stdout).into_owned(), String::from_utf8_lossy(&o.stderr).into_owned())
}

/// A printf kernel with `expect` and `expect_printf` (two blocks: a parallel pass of two workers).
const PRINTF: &str = "tests/kernels/hip_printf/hip_printf.gfx942.spec.json";

/// The `--json` report without what differs with the schedule or from run to run: timings,
/// threads, the schedule, `launches`.
fn results(json: &str) -> Value {
    let mut v: Value = serde_json::from_str(json).unwrap_or_else(|e| panic!("{e}: {json}"));
    let m = v.as_object_mut().unwrap();
    for k in ["elapsed_s", "cpu_s", "threads", "schedule", "launches"] {
        m.remove(k);
    }
    v
}

#[test]
fn repeated_launches_give_a_single_launchs_result_in_both_schedules() {
    let (code, once, _) = xlane(&[PRINTF, "--json", "--schedule", "sequential"], &[]);
    assert_eq!(code, 0, "{once}");
    let single: Value = serde_json::from_str(&once).unwrap();
    // one launch: the report as it always was, with no `launches`
    assert!(single.get("launches").is_none(), "{once}");
    assert_eq!(single["passed"], true);
    for how in [&["--schedule", "sequential"][..], &["--jobs", "2"][..]] {
        let args = [&[PRINTF, "--json", "--repeat", "4"][..], how].concat();
        let (code, out, err) = xlane(&args, &[]);
        assert_eq!(code, 0, "{how:?}: {out}{err}");
        assert_eq!(results(&out), results(&once), "{how:?}");
        let v: Value = serde_json::from_str(&out).unwrap();
        let l = &v["launches"];
        assert_eq!(l["n"], 4, "{out}");
        let times: Vec<f64> = l["elapsed_s"].as_array().unwrap().iter().map(|t| t.as_f64().unwrap()).collect();
        assert_eq!(times.len(), 4);
        let mut sorted = times.clone();
        sorted.sort_by(f64::total_cmp);
        // the median of four: the mean of the middle two; the report's time is the median
        assert_eq!(l["median_s"].as_f64().unwrap(), (sorted[1] + sorted[2]) / 2.0, "{out}");
        assert_eq!(v["elapsed_s"], l["median_s"], "{out}");
        assert_eq!(l["min_s"].as_f64().unwrap(), sorted[0]);
        assert_eq!(l["first_s"].as_f64().unwrap(), times[0]);
    }
}

#[test]
fn the_text_report_keeps_its_time_line_and_adds_the_launches() {
    let (code, out, err) = xlane(&[PRINTF, "--repeat", "5", "--jobs", "2"], &[]);
    assert_eq!(code, 0, "{out}{err}");
    let lines: Vec<&str> = out.lines().collect();
    let ran = lines.iter().position(|l| l.starts_with("ran ")).unwrap_or_else(|| panic!("{out}"));
    // the line scripts read the time from (`^ran .* in ([0-9.]*) (ms|µs)$`), then the launches
    assert!(lines[ran].starts_with("ran 4 waves, ") && lines[ran].contains(" in "), "{out}");
    let l = lines[ran + 1];
    assert!(l.starts_with("5 launches: first ") && l.contains(", min ") && l.contains(", median ") && l.contains(", max "), "{out}");
    assert!(l.ends_with(" ms; every launch gave the same result"), "{out}");
    assert!(out.contains("expect: all 1 checked buffer(s), printf output match (pass)"), "{out}");
    // the printf output once, not once per launch
    assert_eq!(out.matches("block 1 thread 115: -377 ok").count(), 1, "{out}");
    // without --repeat, no such line
    let (_, out, _) = xlane(&[PRINTF], &[]);
    assert!(!out.contains("launches:"), "{out}");
}

#[test]
fn races_and_their_in_order_rerun_repeat_identically() {
    // thread 0 of block b copies buf[0] to buf[1 + b], then stores b + 1 to buf[0]: the
    // parallel pass conflicts, the blocks run again in order with two race warnings
    let args = ["crates/xlane-ir/tests/kernels/sched.gfx942.ll", "--kernel", "relay", "--grid", "4", "--block", "64", "--args", r#"[{"buffer":"u32","len":5,"fill":0}]"#];
    let (code, once, _) = xlane(&[&args[..], &["--json", "--jobs", "2"]].concat(), &[]);
    assert_eq!(code, 0, "{once}");
    let (code, out, err) = xlane(&[&args[..], &["--json", "--jobs", "2", "--repeat", "3"]].concat(), &[]);
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(results(&out), results(&once));
    let v = results(&out);
    // block order: buf[1 + b] = b, buf[0] = 4
    assert_eq!(v["buffers"][0]["data"], serde_json::json!([4, 0, 1, 2, 3]), "{out}");
    assert_eq!(v["warnings"].as_array().unwrap().iter().filter(|w| w["kind"] == "race").count(), 2, "{out}");
}

#[test]
fn checks_and_tiers_work_with_repeat() {
    for extra in [&["--check", "none"][..], &["--check", "init,race"][..], &["--tier", "interp"][..], &["--strict"][..]] {
        let (code, out, err) = xlane(&[&[PRINTF, "--repeat", "2", "--jobs", "2"][..], extra].concat(), &[]);
        assert_eq!(code, 0, "{extra:?}: {out}{err}");
        assert!(out.contains("2 launches: ") && out.contains("(pass)"), "{extra:?}: {out}");
    }
}

#[test]
fn an_error_repeats_as_the_same_error() {
    // an out-of-bounds store: every launch stops with it, and the run exits 2 with it
    let args = ["crates/xlane-ir/tests/kernels/sched.gfx942.ll", "--kernel", "relay", "--grid", "8", "--block", "64", "--args", r#"[{"buffer":"u32","len":4,"fill":0}]"#];
    let (code, once, _) = xlane(&args, &[]);
    assert_eq!(code, 2, "{once}");
    let (code, out, err) = xlane(&[&args[..], &["--repeat", "3"]].concat(), &[]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(once.contains("error[out-of-bounds]") && out.contains("error[out-of-bounds]"), "{once}\n{out}");
    assert!(!out.contains("error[internal]"), "{out}");
}

#[test]
fn phases_are_shown_for_every_launch() {
    let (code, _, err) = xlane(&[PRINTF, "--repeat", "2", "--jobs", "2"], &[("XLANE_PHASES", "1")]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("launch 1: phases: plan ") && err.contains("launch 2: phases: plan 0.00 ms"), "{err}");
    assert!(err.contains("launch 2: workers (first pass, least/median/most): 2 started"), "{err}");
}

#[test]
fn a_bad_repeat_count_is_a_usage_error() {
    for (n, what) in [("0", "0 is not in 1..=10000"), ("x", "invalid digit"), ("10001", "10001 is not in 1..=10000"), ("-1", "unexpected argument")] {
        let (code, out, err) = xlane(&[PRINTF, "--repeat", n], &[]);
        assert_eq!(code, 2, "--repeat {n}: {out}{err}");
        assert!(err.contains("error[usage]") && err.contains(what), "--repeat {n}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
    let (code, _, err) = xlane(&[PRINTF, "--repeat", "2", "--watch", "x.hip:3"], &[]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("'--repeat <N>' cannot be used with '--watch <FILE:LINE>'"), "{err}");
}

#[test]
fn initcheck_reports_once_per_launch_in_order() {
    if !have_clang() {
        return;
    }
    // four blocks read a buffer nothing wrote: initcheck reports the op once, for block 0, in
    // every launch (the workers kept from launch to launch forget what they reported)
    let args = [
        "docs/examples/initcheck.cu",
        "--target",
        "sm_90",
        "--kernel",
        "accumulate",
        "--grid",
        "4",
        "--block",
        "32",
        "--args",
        r#"[{"buffer":"f32","len":128,"fill":1},{"buffer":"f32","len":128}]"#,
        "--quiet",
    ];
    for sched in ["sequential", "parallel"] {
        let (code, out, err) = xlane(&[&args[..], &["--schedule", sched, "--repeat", "3"]].concat(), &[]);
        assert_eq!(code, 0, "{sched}: {out}{err}");
        assert!(out.contains("3 launches: ") && out.matches("warning[uninitialized]").count() == 1, "{sched}: {out}{err}");
    }
}
