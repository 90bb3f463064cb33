//! The Python package's own tests: `pip install .` at the repository root into a fresh venv
//! (maturin builds this crate, reusing the workspace's target folder), then pytest on
//! python/tests, python/examples and docs/python.md's examples.
//!
//! Skipped with a message when Python's venv or the package index is missing; under
//! `XLANE_REQUIRE_ORACLES=1` (CI) that fails instead. `XLANE_PY_TRITON=0` leaves Triton out
//! of the venv (its tests then skip).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Instant;

fn require() -> bool {
    std::env::var("XLANE_REQUIRE_ORACLES").as_deref() == Ok("1")
}

/// Skip with the reason, or fail under `XLANE_REQUIRE_ORACLES=1`.
fn skip(why: &str) {
    assert!(!require(), "{why}, and XLANE_REQUIRE_ORACLES=1 requires the Python package tests");
    eprintln!("SKIPPED the Python package tests: {why}");
}

fn run(c: &mut Command) -> Option<Output> {
    c.output().ok()
}

fn text(o: &Output) -> String {
    format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr))
}

#[test]
fn pytest_suite_in_a_fresh_venv() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().unwrap();
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    // maturin builds into the workspace's target folder: the library crates are already built
    let target_dir = tmp.parent().unwrap().to_path_buf();
    let venv = tmp.join(format!("xlane-py-venv-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&venv);
    match run(Command::new("python3").args(["-m", "venv"]).arg(&venv)) {
        Some(o) if o.status.success() => {}
        Some(o) => return skip(&format!("`python3 -m venv` failed (install python3-venv):\n{}", text(&o))),
        None => return skip("python3 is not installed"),
    }
    let py = venv.join("bin/python");
    let pip = |args: &[&str]| run(Command::new(&py).args(["-m", "pip", "install", "-q"]).args(args));
    let t = Instant::now();
    match pip(&["numpy", "pytest"]) {
        Some(o) if o.status.success() => {}
        Some(o) => return skip(&format!("pip cannot install numpy and pytest (no package index?):\n{}", text(&o))),
        None => return skip("the venv has no pip"),
    }
    if std::env::var("XLANE_PY_TRITON").as_deref() != Ok("0") {
        match pip(&["triton"]) {
            Some(o) if o.status.success() => {}
            Some(o) => {
                assert!(!require(), "pip cannot install triton, and XLANE_REQUIRE_ORACLES=1 requires the Triton tests:\n{}", text(&o));
                eprintln!("triton not installed, its tests skip:\n{}", text(&o));
            }
            None => unreachable!("pip ran above"),
        }
    }
    eprintln!("venv with numpy, pytest{}: {:.1} s", if std::env::var("XLANE_PY_TRITON").as_deref() != Ok("0") { ", triton" } else { "" }, t.elapsed().as_secs_f64());
    let t = Instant::now();
    let o = run(Command::new(&py).args(["-m", "pip", "install", "-q"]).arg(&repo).env("CARGO_TARGET_DIR", &target_dir)).expect("pip ran above");
    assert!(o.status.success(), "`pip install .` failed:\n{}", text(&o));
    eprintln!("pip install . (maturin): {:.1} s", t.elapsed().as_secs_f64());
    // the CLI binary of this build, for the tests comparing with `xlane explain`
    let profile = std::env::current_exe().unwrap().parent().unwrap().parent().unwrap().to_path_buf();
    let mut pytest = Command::new(&py);
    pytest.args(["-m", "pytest", "-q", "-rsx", "-p", "no:cacheprovider", "python/tests", "python/examples"]).current_dir(&repo);
    if profile.join("xlane").exists() {
        pytest.env("XLANE_BIN", profile.join("xlane"));
    }
    let t = Instant::now();
    let o = run(&mut pytest).expect("the venv's python runs");
    eprintln!("{}\npytest: {:.1} s", text(&o), t.elapsed().as_secs_f64());
    assert!(o.status.success(), "the Python package's tests failed:\n{}", text(&o));
    let _ = std::fs::remove_dir_all(&venv);
}
