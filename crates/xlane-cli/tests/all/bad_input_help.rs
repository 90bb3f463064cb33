//! Bad input to every command is an `error[KIND]` with a `help:` line (never a panic, exit
//! 101): the cases a new user tried that gave a bare message or crashed.

use std::process::Command;

fn xlane(args: &[&str]) -> (i32, String) {
    let dir = std::env::temp_dir().join(format!("xlane-bad-input-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("adir")).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_xlane")).args(args).current_dir(&dir).output().unwrap();
    (o.status.code().unwrap_or(-1), String::from_utf8_lossy(&o.stderr).into_owned())
}

fn refused(args: &[&str], kind: &str) {
    let (rc, err) = xlane(args);
    assert_eq!(rc, 2, "{args:?}: {err}");
    assert!(err.starts_with(&format!("error[{kind}]")), "{args:?}: {err}");
    assert!(err.contains("help: "), "{args:?} has no help line: {err}");
}

#[test]
fn codec_errors_name_the_legal_spellings() {
    refused(&["dpp", "encode", "row_shr:99999999999999999999"], "malformed");
    refused(&["dpp", "encode", "row_shr:-1"], "illegal-value");
    refused(&["dpp", "encode", "quad_perm:[1,2]"], "malformed");
    refused(&["dpp8", "encode", "[9,9,9,9,9,9,9,9]"], "illegal-value");
    refused(&["dpp8", "encode", ""], "malformed");
    refused(&["swizzle", "decode", "0x10000"], "illegal-value");
    refused(&["swizzle", "encode", "swizzle(QUAD_PERM,9,9,9,9)"], "illegal-value");
    refused(&["explain", "-t", "gfx942", "v_mov_b32_dpp v0, v1 row_shr:999"], "illegal-value");
    refused(&["explain", "-t", "gfx942", "ds_swizzle_b32 v0, v1 offset:99999999"], "illegal-value");
}

#[test]
fn missing_and_wrong_files_say_what_to_give() {
    refused(&["conform", "missing.jsonl"], "io");
    refused(&["conform", "adir"], "io");
    refused(&["run", "missing.json"], "malformed");
    refused(&["run", "adir"], "malformed");
    refused(&["run", "/dev/zero"], "malformed");
    std::fs::write(std::env::temp_dir().join(format!("xlane-bad-input-{}", std::process::id())).join("empty.ll"), "").unwrap();
    refused(&["run", "empty.ll"], "malformed");
}

#[test]
fn bitwise_not_of_a_float_constant_is_a_type_error_in_lower() {
    // It panicked (exit 101): the constant folder was reached before the type check.
    refused(&["lower", "--target", "gfx942", "~1.5"], "type");
}

#[test]
fn every_command_with_a_target_takes_t() {
    for args in [&["lower", "-t", "sm_90", "__activemask()"][..], &["synth", "-t", "gfx942", "--help"][..], &["run", "-t", "gfx942", "--help"][..]] {
        let (rc, err) = xlane(args);
        assert_eq!(rc, 0, "{args:?}: {err}");
    }
}
