//! Command lines the extended black-box fuzzer (`fuzz/blackbox.py` with `fuzz/surfaces.py`)
//! found mishandled, each checked for the diagnostic it now gets. The kept cases themselves
//! are replayed by `fuzz_regressions::every_kept_blackbox_mutant_is_handled`.

use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;
use std::process::{Command, Stdio};

fn xlane<I: IntoIterator<Item = OsString>>(args: I) -> (Option<i32>, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_xlane")).args(args).stdin(Stdio::null()).env("NO_COLOR", "1").output().unwrap();
    (o.status.code(), String::from_utf8_lossy(&o.stdout).into_owned(), String::from_utf8_lossy(&o.stderr).into_owned())
}

fn os(args: &[&str]) -> Vec<OsString> {
    args.iter().map(OsString::from).collect()
}

/// An argument that is not UTF-8 (bytes ff fe 80) is a usage error, in text and in JSON; the
/// usage-error path read `std::env::args()`, which panics on it.
#[test]
fn an_argument_that_is_not_utf8_is_a_usage_error() {
    for json in [false, true] {
        let mut args = if json { os(&["--json"]) } else { vec![] };
        args.extend(os(&["eval", "--target", "gfx942"]));
        args.push(OsString::from_vec(vec![0xff, 0xfe, 0x80]));
        let (code, out, err) = xlane(args);
        assert_eq!(code, Some(2), "{out}{err}");
        assert!(!err.contains("panicked"), "{err}");
        let text = if json { out } else { err };
        assert!(text.contains("invalid UTF-8"), "{text}");
        assert!(if json { text.contains("\"kind\":\"usage\"") } else { text.starts_with("error[usage]: ") }, "{text}");
    }
}

/// `xlane` alone, and a tool without its subcommand (`xlane dpp`), print the help and then a
/// usage diagnostic (clap printed the help alone, exit 2, with no `error[KIND]` line).
#[test]
fn a_missing_subcommand_is_a_usage_error_after_the_help() {
    for args in [&[][..], &["dpp"][..]] {
        let (code, out, err) = xlane(os(args));
        assert_eq!(code, Some(2), "{args:?}: {out}{err}");
        assert!(err.contains("Usage: xlane"), "{args:?}: the help first\n{err}");
        assert!(err.trim_end().ends_with("help: name one of the commands the help lists; see `--help`"), "{err}");
        assert!(err.contains("error[usage]: no subcommand given"), "{err}");
    }
    let (code, out, _) = xlane(os(&["--json", "dpp"]));
    assert_eq!(code, Some(2));
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(j["error"]["kind"], "usage");
    assert_eq!(j["error"]["message"], "no subcommand given");
}

fn repo() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn scratch(name: &str) -> crate::tmp::TmpDir {
    crate::tmp::dir(&format!("bb-{name}"))
}

/// Runs xlane in `dir`, killed after `secs`: (exit code or None when it had to be killed, output).
fn xlane_within(dir: &std::path::Path, args: &[&str], secs: u64) -> (Option<i32>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_xlane"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let t0 = std::time::Instant::now();
    while t0.elapsed() < std::time::Duration::from_secs(secs) {
        if child.try_wait().unwrap().is_some() {
            let o = child.wait_with_output().unwrap();
            return (o.status.code(), format!("{}{}", String::from_utf8_lossy(&o.stderr), String::from_utf8_lossy(&o.stdout)));
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let _ = child.kill();
    let _ = child.wait();
    (None, String::new())
}

/// `--args @FILE` reads at most the text bound (64 MiB) and refuses devices: it read the whole
/// file, so `@/dev/zero` filled memory.
#[test]
fn args_file_is_read_with_a_bound() {
    let dir = scratch("argsfile");
    let ll = repo().join("tests/kernels/cuda_math/cuda_math.sm_90.ll");
    let big = dir.join("big.txt");
    std::fs::File::create(&big).unwrap().set_len((64 << 20) + 1).unwrap(); // sparse: no disk used
    let big_arg = format!("@{}", big.display());
    for (arg, want) in [(big_arg.as_str(), "is 67108865 bytes, more than the limit of 67108864"), ("@/dev/zero", "is a device, not a file")] {
        let (code, out) = xlane_within(&dir, &["run", ll.to_str().unwrap(), "--kernel", "softplus", "--block", "32", "--args", arg], 60);
        assert_eq!(code, Some(2), "{arg}: {out}");
        assert!(out.contains("error[malformed]: --args @") && out.contains(want), "{arg}: {out}");
    }
}

/// A module's debug info names the source file whose line a runtime error shows; when that is
/// a FIFO (or `/dev/zero`) it is not read: the error came only when a writer appeared (a hang),
/// or after reading without end.
#[test]
fn a_debug_source_that_is_not_a_regular_file_is_not_read() {
    let dir = scratch("dbgfifo");
    if !Command::new("mkfifo").arg(dir.join("fifo")).status().is_ok_and(|s| s.success()) {
        eprintln!("skipped: no mkfifo");
        return;
    }
    let src = repo().join("tests/kernels/triton");
    let ll = std::fs::read_to_string(src.join("colsum.gfx942.ll")).unwrap();
    let from = "!DIFile(filename: \"kernels.py\", directory: \".\")";
    assert!(ll.contains(from));
    let dirs = dir.display().to_string();
    for (file, d) in [("fifo", dirs.as_str()), ("zero", "/dev")] {
        std::fs::write(dir.join("m.ll"), ll.replace(from, &format!("!DIFile(filename: \"{file}\", directory: \"{d}\")"))).unwrap();
        // every buffer one element long: the first load is out of bounds, at a line of kernels.py
        let mut spec: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(src.join("colsum.gfx942.spec.json")).unwrap()).unwrap();
        spec["module"] = "m.ll".into();
        spec.as_object_mut().unwrap().remove("expect");
        for a in spec["args"].as_array_mut().unwrap() {
            if a.get("buffer").is_some() {
                a.as_object_mut().unwrap().remove("data");
                a["len"] = 1.into();
            }
        }
        std::fs::write(dir.join("s.json"), spec.to_string()).unwrap();
        let (code, out) = xlane_within(&dir, &["run", "--quiet", "s.json"], 60);
        assert!(code.is_some(), "{file}: no answer in 60 s");
        // the place is named, the line (75) is not shown: the file was not read
        assert!(out.contains("error[out-of-bounds]") && out.contains(&format!("{file}:75:")), "{file}: {out}");
        assert!(!out.contains(" 75 | "), "{file}: {out}");
    }
}
