//! Smoke tests of the `xlane run` binary on a few launch specs of the kernel corpus
//! (`tests/kernels/**/*.spec.json`), each reported as one case named by its path
//! (`dpp_scan/dpp_scan.gfx942`). The whole corpus runs in-process in xlane-ir
//! (`crates/xlane-ir/tests/corpus.rs`); these check the binary's exit status and `error[KIND]`.
//!
//! A spec with `expect` passes when `xlane run` exits 0 (xlane compares the buffers itself);
//! it runs with `--strict` unless its `expect` has unchecked (`null`) elements.
//! A spec with `expect_error` passes when the run reports that error kind (`error[KIND]`).
//! The expected values were computed by an independent host reference
//! (`tests/kernels/gen.py`), never from xlane.
//!
//! `tests/kernels/known-failures.txt` lists cases that fail for a known runner gap, one per
//! line with the reason; they are reported but do not fail the suite. Set
//! `XLANE_CORPUS_STRICT=1` to count them as failures. Arguments after `--` filter the
//! cases by substring, as in libtest.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// One AMD spec, one NVIDIA spec, and one of each way a run can stop with an error.
const SMOKE: &[&str] = &["dpp_scan/dpp_scan.gfx942", "warp_reduce/warp_reduce.shfl_down.sm_90", "errors/deadlock.sm_90", "errors/unavailable.sm_75", "errors/oob.gfx942"];

struct Case {
    name: String,
    spec: PathBuf,
}

enum Verdict {
    Pass,
    Fail(String),
}

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/kernels")
}

fn find_specs(dir: &Path, out: &mut Vec<Case>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            find_specs(&path, out);
        } else if let Some(file) = path.file_name().and_then(|f| f.to_str()) {
            if let Some(stem) = file.strip_suffix(".spec.json") {
                let folder = path.parent().unwrap().file_name().unwrap().to_string_lossy();
                out.push(Case { name: format!("{folder}/{stem}"), spec: path.clone() });
            }
        }
    }
}

/// `name  # reason` lines; blank lines and lines starting with `#` are ignored.
fn known_failures() -> BTreeMap<String, String> {
    let text = std::fs::read_to_string(corpus_dir().join("known-failures.txt")).unwrap_or_default();
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| match l.split_once('#') {
            Some((name, why)) => (name.trim().to_string(), why.trim().to_string()),
            None => (l.to_string(), String::new()),
        })
        .collect()
}

/// Checks that do not need the runner: the spec is valid JSON with the launch fields, and
/// its module exists.
fn check_spec_shape(case: &Case) -> Result<serde_json::Value, String> {
    let text = std::fs::read_to_string(&case.spec).map_err(|e| format!("unreadable spec: {e}"))?;
    let spec: serde_json::Value = serde_json::from_str(&text).map_err(|e| format!("spec is not JSON: {e}"))?;
    for field in ["module", "kernel", "target", "grid", "block", "args"] {
        if spec.get(field).is_none() {
            return Err(format!("spec lacks `{field}`"));
        }
    }
    let checks_output = spec.get("expect").is_some() || spec.get("expect_printf").is_some();
    if checks_output == spec.get("expect_error").is_some() {
        return Err("spec needs `expect` (and/or `expect_printf`) or `expect_error`".into());
    }
    let module = case.spec.parent().unwrap().join(spec["module"].as_str().unwrap_or_default());
    if !module.is_file() {
        return Err(format!("module {} does not exist", module.display()));
    }
    Ok(spec)
}

/// The harness must be able to fail: a copy of a passing spec with one expected element
/// changed (its module made absolute) has to be reported as a mismatch.
fn check_mismatch_detected() -> Verdict {
    let case = Case { name: "dpp_scan/dpp_scan.gfx942".into(), spec: corpus_dir().join("dpp_scan/dpp_scan.gfx942.spec.json") };
    let mut spec = match check_spec_shape(&case) {
        Ok(s) => s,
        Err(e) => return Verdict::Fail(format!("corpus bug: {e}")),
    };
    let module = corpus_dir().join("dpp_scan").join(spec["module"].as_str().unwrap_or_default());
    spec["module"] = serde_json::Value::String(module.to_string_lossy().into_owned());
    let wrong = spec["expect"]["1"]["data"][5].as_u64().unwrap_or(0) ^ 1;
    spec["expect"]["1"]["data"][5] = wrong.into();
    let path = std::env::temp_dir().join(format!("xlane-corpus-mismatch-{}.spec.json", std::process::id()));
    if let Err(e) = std::fs::write(&path, spec.to_string()) {
        return Verdict::Fail(format!("cannot write {}: {e}", path.display()));
    }
    let out = xlane().arg("run").arg(&path).output();
    let _ = std::fs::remove_file(&path);
    match out {
        Ok(o) => {
            let text = String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr);
            if !o.status.success() && text.contains("1[5]") {
                Verdict::Pass
            } else {
                Verdict::Fail(format!("a wrong expected value (argument 1, element 5) was not reported ({})\n{}", o.status, tail_lines(&text, 12)))
            }
        }
        Err(e) => Verdict::Fail(format!("could not start xlane: {e}")),
    }
}

fn xlane() -> Command {
    Command::new(env!("CARGO_BIN_EXE_xlane"))
}

/// The runner is there once `xlane run --help` succeeds.
fn runner_available() -> bool {
    xlane().args(["run", "--help"]).output().map(|o| o.status.success()).unwrap_or(false)
}

fn run_case(case: &Case) -> Verdict {
    let spec = match check_spec_shape(case) {
        Ok(s) => s,
        Err(e) => return Verdict::Fail(format!("corpus bug: {e}")),
    };
    let mut cmd = xlane();
    cmd.arg("run").arg(&case.spec);
    if expects_only_defined_values(&spec) {
        cmd.arg("--strict");
    }
    let out = match cmd.output() {
        Ok(o) => o,
        Err(e) => return Verdict::Fail(format!("could not start xlane: {e}")),
    };
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    let tail = tail_lines(&text, 12);
    match spec.get("expect_error").and_then(|k| k.as_str()) {
        // xlane checks `expect_error` itself; either way the error must be named.
        Some(kind) if !text.contains(&format!("error[{kind}]")) => Verdict::Fail(format!("expected error `{kind}`, got {}\n{tail}", out.status)),
        Some(_) => Verdict::Pass,
        None if out.status.success() => Verdict::Pass,
        None => Verdict::Fail(format!("xlane run failed ({})\n{tail}", out.status)),
    }
}

/// A spec whose `expect` leaves no element unchecked (`null`) runs with `--strict`, so a
/// stored undefined value fails it even when its placeholder bits happen to match (also a
/// spec that only checks printf output), unless it names a `strict_exempt` reason.
fn expects_only_defined_values(spec: &serde_json::Value) -> bool {
    // a documented reason to run without `--strict` (tests/kernels/README.md lists them)
    if spec.get("strict_exempt").is_some() {
        return false;
    }
    let Some(expect) = spec.get("expect").and_then(|e| e.as_object()) else { return spec.get("expect_printf").is_some() };
    expect.values().all(|e| match e.get("data").and_then(|d| d.as_array()) {
        Some(data) => data.iter().all(|v| !v.is_null()),
        None => true,
    })
}

fn tail_lines(text: &str, n: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let start = lines.len().saturating_sub(n);
    lines[start..].iter().map(|l| format!("    | {l}")).collect::<Vec<_>>().join("\n")
}

/// Runs the cases on a few threads; results come back in case order.
fn run_all(cases: &[Case], runner: bool) -> Vec<Verdict> {
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get()).min(4);
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Verdict>>> = Mutex::new((0..cases.len()).map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(case) = cases.get(i) else { break };
                let verdict = if runner {
                    run_case(case)
                } else {
                    match check_spec_shape(case) {
                        Ok(_) => Verdict::Pass,
                        Err(e) => Verdict::Fail(format!("corpus bug: {e}")),
                    }
                };
                results.lock().unwrap()[i] = Some(verdict);
            });
        }
    });
    results.into_inner().unwrap().into_iter().map(|v| v.expect("every case ran")).collect()
}

/// Positional arguments are name filters; libtest options (and the values of the ones that
/// take a value) are accepted and ignored.
fn name_filters(args: impl Iterator<Item = String>) -> Vec<String> {
    let mut filters = Vec::new();
    let mut skip_value = false;
    for arg in args {
        if std::mem::take(&mut skip_value) {
            continue;
        }
        if arg.starts_with('-') {
            skip_value = matches!(arg.as_str(), "--test-threads" | "--skip" | "--format" | "--color" | "-Z");
        } else {
            filters.push(arg);
        }
    }
    filters
}

/// Counts and failure texts of one run, printed in libtest's format.
#[derive(Default)]
struct Tally {
    passed: usize,
    failed: usize,
    known: usize,
    failures: Vec<String>,
}

impl Tally {
    fn record(&mut self, name: &str, verdict: Verdict) {
        match verdict {
            Verdict::Pass => {
                println!("test {name} ... ok");
                self.passed += 1;
            }
            Verdict::Fail(why) => {
                println!("test {name} ... FAILED");
                self.failures.push(format!("---- {name} ----\n{why}"));
                self.failed += 1;
            }
        }
    }
}

fn main() {
    let started = std::time::Instant::now();
    let filters = name_filters(std::env::args().skip(1));
    let selected = |name: &str| filters.is_empty() || filters.iter().any(|f| name.contains(f.as_str()));
    let mut cases = Vec::new();
    find_specs(&corpus_dir(), &mut cases);
    assert!(!cases.is_empty(), "no specs found under {}", corpus_dir().display());
    cases.retain(|c| SMOKE.contains(&c.name.as_str()));
    assert_eq!(cases.len(), SMOKE.len(), "a smoke spec is missing from {}", corpus_dir().display());
    let found = cases.len();
    cases.retain(|c| selected(&c.name));
    let filtered = found - cases.len();

    let runner = runner_available();
    if !runner {
        println!("note: `xlane run` is not available; only checking that the specs are well formed");
    }
    let strict = std::env::var_os("XLANE_CORPUS_STRICT").is_some();
    let known = known_failures();
    println!("\nrunning {} tests", cases.len());
    let verdicts = run_all(&cases, runner);

    let mut tally = Tally::default();
    const MISMATCH_CASE: &str = "corpus/mismatch-detected";
    if runner && selected(MISMATCH_CASE) {
        tally.record(MISMATCH_CASE, check_mismatch_detected());
    }
    for (case, verdict) in cases.iter().zip(verdicts) {
        match (verdict, known.get(&case.name)) {
            (Verdict::Pass, Some(_)) if runner => {
                println!("test {} ... ok (listed in known-failures.txt: remove it)", case.name);
                tally.passed += 1;
            }
            (Verdict::Fail(_), Some(reason)) if !strict => {
                println!("test {} ... known failure: {reason}", case.name);
                tally.known += 1;
            }
            (verdict, _) => tally.record(&case.name, verdict),
        }
    }
    if !tally.failures.is_empty() {
        println!("\nfailures:\n\n{}", tally.failures.join("\n\n"));
    }
    let status = if tally.failed == 0 { "ok" } else { "FAILED" };
    println!(
        "\ntest result: {status}. {} passed; {} failed; {} ignored; 0 measured; {filtered} filtered out; finished in {:.2}s\n",
        tally.passed,
        tally.failed,
        tally.known,
        started.elapsed().as_secs_f64()
    );
    if tally.failed > 0 {
        std::process::exit(101);
    }
}
