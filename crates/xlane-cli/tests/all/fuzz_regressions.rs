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

/// The black-box fuzzer's kept mutants (`fuzz/blackbox.py`, `fuzz/regressions/blackbox/<case>/`
/// with `s.json` and `m.ll`): the real binary, run as the fuzzer runs it, must end in a result
/// or an `error[KIND]` diagnostic, never a panic, a signal or a hang.
#[test]
fn every_kept_blackbox_mutant_is_handled() {
    use std::process::Command;
    let root = harness::repo().join("fuzz/regressions/blackbox");
    let mut cases: Vec<_> = std::fs::read_dir(&root).unwrap().map(|e| e.unwrap().path()).filter(|p| p.join("s.json").is_file()).collect();
    cases.sort();
    assert!(!cases.is_empty(), "no cases under {}", root.display());
    for case in &cases {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_xlane"));
        cmd.args(["run", "--strict", "--time-limit", "5", "--quiet", "s.json"]).current_dir(case);
        // the binary stops itself after 5 s of running; a run that does not answer in 60 s hangs
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || tx.send(cmd.output()));
        let o = match rx.recv_timeout(std::time::Duration::from_secs(60)) {
            Ok(o) => o.unwrap(),
            Err(_) => panic!("{}: no answer after 60 s", case.display()),
        };
        let text = format!("{}{}", String::from_utf8_lossy(&o.stderr), String::from_utf8_lossy(&o.stdout));
        let code = o.status.code();
        assert!(matches!(code, Some(0..=2)) && !text.contains("panicked"), "{}: exit {:?}\n{text}", case.display(), o.status);
        assert!(code == Some(0) || text.contains("error["), "{}: exit {code:?} without a diagnostic\n{text}", case.display());
    }
    eprintln!("replayed {} black-box mutants", cases.len());
}
