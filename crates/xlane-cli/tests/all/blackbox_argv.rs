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
