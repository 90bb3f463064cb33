//! Runs every launch spec of the kernel corpus (`tests/kernels/**/*.spec.json`) in this
//! process, through the runner's library (`spec::run_spec`, what `xlane run` calls), and
//! reports each spec as one case, named by its path (`dpp_scan/dpp_scan.gfx942`).
//! The CLI crate keeps a few smoke tests of the binary on the same specs.
//!
//! A spec with `expect` passes when the run ends without error and its buffers match (as
//! `xlane run` exiting 0); it runs strict unless its `expect` has unchecked (`null`)
//! elements. A spec with `expect_error` passes when the run stops with that error kind.
//! The expected values were computed by an independent host reference
//! (`tests/kernels/gen.py`), never from xlane. Every spec runs under both tiers (the
//! interpreter, which is checked against `expect`, and the compiled tier), and the two must
//! show the same run bit for bit: buffers, undefined-value warnings, errors, steps, printf.
//! Every spec also runs under both schedules (`parallel`, the default, and `sequential`),
//! which must show the same run too.
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

use xlane_ir::jit::Tier;
use xlane_ir::spec::{run_spec, Outcome, Overrides, Spec};

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

/// The committed specs must be exactly what the host references in `gen.py` make (no hand
/// edits of expected values). Skipped, with a message, where Python 3 is absent.
fn check_references() -> Option<Verdict> {
    let out = match Command::new("python3").arg(corpus_dir().join("gen.py")).arg("check").output() {
        Ok(o) => o,
        Err(_) => return None,
    };
    let text = String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    Some(if out.status.success() {
        Verdict::Pass
    } else {
        Verdict::Fail(format!("the specs differ from gen.py's references (regenerate with scripts/regen-kernels.sh specs)\n{}", tail_lines(&text, 20)))
    })
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
    let outcome = Spec::parse(&spec.to_string(), &corpus_dir().join("dpp_scan")).and_then(|s| run_spec(s, &Overrides { strict: true, ..Overrides::default() }));
    match outcome {
        Ok(o) if !o.passed && o.mismatches.iter().any(|m| m.buffer.as_deref() == Some("1") && m.index == Some(5)) => Verdict::Pass,
        Ok(o) => Verdict::Fail(format!("a wrong expected value (argument 1, element 5) was not reported: {:?}", o.mismatches)),
        Err(e) => Verdict::Fail(format!("the run failed: {e}")),
    }
}

fn run_case(case: &Case) -> Verdict {
    let spec = match check_spec_shape(case) {
        Ok(s) => s,
        Err(e) => return Verdict::Fail(format!("corpus bug: {e}")),
    };
    let text = match std::fs::read_to_string(&case.spec) {
        Ok(t) => t,
        Err(e) => return Verdict::Fail(format!("unreadable spec: {e}")),
    };
    let ov = Overrides { strict: expects_only_defined_values(&spec), tier: Tier::Interp, parallel: Some(true), ..Overrides::default() };
    let dir = case.spec.parent().unwrap_or(Path::new("."));
    let mut outcome = Spec::parse(&text, dir).and_then(|s| run_spec(s, &ov));
    // the parallel schedule (the default) must give the sequential schedule's run bit for bit
    // (its race reports aside: the sequential schedule does not track)
    let seq = Spec::parse(&text, dir).and_then(|s| run_spec(s, &Overrides { parallel: Some(false), ..ov.clone() }));
    let (par_seen, seq_seen) = (without_races(&mut outcome), observable(&seq));
    if par_seen != seq_seen {
        return Verdict::Fail(format!("the parallel schedule differs from the sequential one\n  sequential: {seq_seen}\n  parallel:   {par_seen}"));
    }
    // the compiled tier must be indistinguishable from the interpreter (the reference)
    let jit = Spec::parse(&text, dir).and_then(|s| run_spec(s, &Overrides { tier: Tier::Jit, jit_min_run: Some(2), ..ov.clone() }));
    let (want, got) = (observable(&outcome), observable(&jit));
    if want != got {
        return Verdict::Fail(format!("the jit tier differs from the interpreter\n  interp: {want}\n  jit:    {got}"));
    }
    // The error the run stopped with: before launching (load, decode) or while running.
    let (error, outcome) = match outcome {
        Err(e) => (Some(e), None),
        Ok(o) => (o.result.as_ref().err().cloned(), Some(o)),
    };
    match (spec.get("expect_error").and_then(|k| k.as_str()), error, outcome) {
        (Some(kind), Some(e), _) if e.kind.as_str() == kind => Verdict::Pass,
        (Some(kind), Some(e), _) => Verdict::Fail(format!("expected error `{kind}`, got\n{e}")),
        (Some(kind), None, _) => Verdict::Fail(format!("expected error `{kind}`, the run ended without one")),
        (None, Some(e), _) => Verdict::Fail(format!("the run failed\n{e}")),
        (None, None, Some(o)) if o.passed || (o.spec.expect.is_empty() && o.spec.expect_error.is_none()) => Verdict::Pass,
        (None, None, o) => Verdict::Fail(format!("the buffers differ from `expect`: {:?}", o.map(|o| o.mismatches).unwrap_or_default())),
    }
}

/// What a run shows, its `race` warnings left out (for comparing schedules).
fn without_races(o: &mut Result<Outcome, xlane_ir::RunError>) -> String {
    let mut all = vec![];
    if let Ok(Outcome { result: Ok(r), .. }) = o {
        all = std::mem::take(&mut r.warnings);
        r.warnings = all.iter().filter(|w| w.kind.as_str() != "race").cloned().collect();
    }
    let seen = observable(o);
    if let Ok(Outcome { result: Ok(r), .. }) = o {
        r.warnings = all;
    }
    seen
}

/// What a run shows, for comparing tiers.
fn observable(o: &Result<Outcome, xlane_ir::RunError>) -> String {
    match o {
        Ok(o) => o.observable(),
        Err(e) => format!("setup error {e:?}"),
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
    let found = cases.len();
    cases.retain(|c| selected(&c.name));
    let filtered = found - cases.len();

    let runner = true;
    let strict = std::env::var_os("XLANE_CORPUS_STRICT").is_some();
    let known = known_failures();
    println!("\nrunning {} tests", cases.len());
    let verdicts = run_all(&cases, runner);

    let mut tally = Tally::default();
    const MISMATCH_CASE: &str = "corpus/mismatch-detected";
    if runner && selected(MISMATCH_CASE) {
        tally.record(MISMATCH_CASE, check_mismatch_detected());
    }
    const REFERENCE_CASE: &str = "corpus/specs-match-gen.py";
    if selected(REFERENCE_CASE) {
        match check_references() {
            None => println!("test {REFERENCE_CASE} ... skipped: python3 not found"),
            Some(verdict) => tally.record(REFERENCE_CASE, verdict),
        }
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
