//! Replays every input the fuzzers kept (`fuzz/regressions/<target>/*`) through the same
//! harness functions the libFuzzer targets call (`fuzz/src/lib.rs`, included here), on
//! stable Rust: each past crash must now end in a result or a diagnostic.
#[allow(dead_code)]
#[path = "../../../../fuzz/src/lib.rs"]
mod harness;

#[test]
fn every_kept_fuzz_input_is_handled() {
    let root = harness::repo().join("fuzz/regressions");
    let mut n = 0;
    for (name, run) in harness::HARNESSES {
        let dir = root.join(name);
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        let mut files: Vec<_> = entries.map(|e| e.unwrap().path()).filter(|p| p.is_file()).collect();
        files.sort();
        for f in files {
            let data = std::fs::read(&f).unwrap();
            run(&data);
            n += 1;
        }
    }
    eprintln!("replayed {n} kept fuzz inputs");
}

#[test]
fn every_harness_accepts_trivial_input() {
    for (_, run) in harness::HARNESSES {
        run(b"");
        run(b"\x00");
        run(b"\x01int v = lane;");
    }
}

/// The black-box fuzzer's kept cases (`fuzz/blackbox.py`, `fuzz/regressions/blackbox/<case>/`):
/// `s.json` and `m.ll` run as `xlane run --strict …`; a `cmd.json` case (`{"argv": [...],
/// "stdin": FILE or null}`, an argument that is not UTF-8 written `{"bytes": [...]}`) runs with
/// its own argv in its folder. The real binary must end in a result or an `error[KIND]`
/// diagnostic (a JSON `{"error": {"kind": …}}` under `--json`), never a panic, a signal or a hang.
#[test]
fn every_kept_blackbox_mutant_is_handled() {
    let root = harness::repo().join("fuzz/regressions/blackbox");
    let mut cases: Vec<_> = std::fs::read_dir(&root)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("s.json").is_file() || p.join("cmd.json").is_file())
        .collect();
    cases.sort();
    assert!(!cases.is_empty(), "no cases under {}", root.display());
    for case in &cases {
        let (code, text) = run_blackbox_case(case);
        assert!(matches!(code, Some(0..=2)) && !text.contains("panicked"), "{}: exit {code:?}\n{text}", case.display());
        // `error[KIND]` in text; in JSON a usage error's `{"error":{…}}` or a run result's `"error":{…}`
        let diagnosed = text.contains("error[") || (text.contains("\"error\":{") && text.contains("\"kind\":"));
        assert!(code == Some(0) || diagnosed, "{}: exit {code:?} without a diagnostic\n{text}", case.display());
    }
    eprintln!("replayed {} black-box cases", cases.len());
}

/// Runs one kept case as the fuzzer does: (exit code, stderr + stdout).
pub fn run_blackbox_case(case: &std::path::Path) -> (Option<i32>, String) {
    use std::os::unix::ffi::OsStringExt;
    use std::process::{Command, Stdio};
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_xlane"));
    let mut stdin = None;
    if case.join("cmd.json").is_file() {
        let spec: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(case.join("cmd.json")).unwrap()).unwrap();
        for a in spec["argv"].as_array().expect("cmd.json: argv") {
            match a {
                serde_json::Value::String(s) => cmd.arg(s),
                other => cmd.arg(std::ffi::OsString::from_vec(other["bytes"].as_array().unwrap().iter().map(|b| b.as_u64().unwrap() as u8).collect())),
            };
        }
        if let Some(f) = spec["stdin"].as_str() {
            stdin = Some(std::fs::read(case.join(f)).unwrap());
        }
    } else {
        cmd.args(["run", "--strict", "--time-limit", "5", "--quiet", "s.json"]);
    }
    // in a copy of the folder: a case may write files (`--svg`, `--out`)
    let dir = crate::tmp::dir(&format!("bb-{}", case.file_name().unwrap().to_string_lossy()));
    for e in std::fs::read_dir(case).unwrap() {
        let p = e.unwrap().path();
        if p.is_file() {
            std::fs::copy(&p, dir.join(p.file_name().unwrap())).unwrap();
        }
    }
    cmd.current_dir(&dir)
        .env("NO_COLOR", "1")
        .stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().unwrap();
    if let Some(data) = stdin {
        let mut pipe = child.stdin.take().unwrap();
        std::thread::spawn(move || {
            use std::io::Write;
            let _ = pipe.write_all(&data);
        });
    }
    // `run` stops itself after 5 s of running; a case that does not answer in 60 s hangs
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || tx.send(child.wait_with_output()));
    let o = match rx.recv_timeout(std::time::Duration::from_secs(60)) {
        Ok(o) => o.unwrap(),
        Err(_) => panic!("{}: no answer after 60 s", case.display()),
    };
    (o.status.code(), format!("{}{}", String::from_utf8_lossy(&o.stderr), String::from_utf8_lossy(&o.stdout)))
}
