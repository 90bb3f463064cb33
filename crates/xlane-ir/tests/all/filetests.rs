//! Hand-written `.ll` files in `tests/filetests/`, each run by its own header (like
//! Cranelift's `; run:` filetests): `; launch:` gives the launch spec's fields (without
//! `module`, which is the file itself), then `; expect:` the expected buffers (the spec's
//! `expect` object) or `; expect_error:` the error kind. Values in `; expect:` were worked out
//! by hand from the IR (the comments say how), never taken from xlane.

use std::path::{Path, PathBuf};

use xlane_ir::jit::Tier;
use xlane_ir::spec::{run_spec, Overrides, Spec};

fn filetests_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/filetests")
}

/// The text after `; key:` on every header line that has it, joined by spaces.
fn header(text: &str, key: &str) -> Option<String> {
    let tag = format!("; {key}:");
    let parts: Vec<&str> = text.lines().filter_map(|l| l.strip_prefix(tag.as_str())).map(str::trim).collect();
    (!parts.is_empty()).then(|| parts.join(" "))
}

/// Run one file; `Err` says why it failed.
fn run_file(path: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("unreadable: {e}"))?;
    let launch = header(&text, "launch").ok_or("no `; launch:` line")?;
    let module = serde_json::Value::from(path.to_str().ok_or("path is not UTF-8")?);
    let (spec, want_error) = match (header(&text, "expect"), header(&text, "expect_error")) {
        (Some(e), None) => (format!(r#"{{"module": {module}, {launch}, "expect": {e}}}"#), None),
        (None, Some(k)) => (format!(r#"{{"module": {module}, {launch}}}"#), Some(k)),
        _ => return Err("needs exactly one of `; expect:` and `; expect_error:`".into()),
    };
    let spec = Spec::parse(&spec, path.parent().unwrap()).map_err(|e| format!("bad header: {e}"))?;
    let outcome = run_spec(spec.clone(), &Overrides { tier: Tier::Interp, ..Overrides::default() });
    // the compiled tier must show the same run, bit for bit
    let jit = run_spec(spec, &Overrides { tier: Tier::Jit, jit_min_run: Some(2), ..Overrides::default() });
    let show = |o: &Result<xlane_ir::spec::Outcome, xlane_ir::RunError>| match o {
        Ok(o) => o.observable(),
        Err(e) => format!("setup error {e:?}"),
    };
    if show(&outcome) != show(&jit) {
        return Err(format!("the jit tier differs from the interpreter:\n{}\n{}", show(&outcome), show(&jit)));
    }
    let error = match &outcome {
        Err(e) => Some(e.clone()),
        Ok(o) => o.result.as_ref().err().cloned(),
    };
    match (want_error, error, outcome) {
        (Some(k), Some(e), _) if e.kind.as_str() == k => Ok(()),
        (Some(k), e, _) => Err(format!("expected error `{k}`, got {e:?}")),
        (None, Some(e), _) => Err(format!("the run failed: {e}")),
        (None, None, Ok(o)) if o.passed => Ok(()),
        (None, None, Ok(o)) => Err(format!("buffers differ from `; expect:`: {:?}", o.mismatches)),
        (None, None, Err(_)) => unreachable!("an Err outcome has an error"),
    }
}

#[test]
fn every_filetest_passes() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(filetests_dir()).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|x| x == "ll")).collect();
    files.sort();
    assert!(!files.is_empty(), "no filetests in {}", filetests_dir().display());
    let failures: Vec<String> = files.iter().filter_map(|f| run_file(f).err().map(|why| format!("{}: {why}", f.display()))).collect();
    assert!(failures.is_empty(), "{} of {} filetests failed:\n{}", failures.len(), files.len(), failures.join("\n"));
}

#[test]
fn a_wrong_expectation_fails() {
    let dir = crate::tmp::dir("filetests");
    let good = std::fs::read_to_string(filetests_dir().join("byval_copies.ll")).unwrap();
    let bad = dir.join("byval_wrong.ll");
    std::fs::write(&bad, good.replace("[15, 15, 10]", "[15, 15, 11]")).unwrap();
    let r = run_file(&bad);
    assert!(r.is_err_and(|why| why.contains("differ")));
}
