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
