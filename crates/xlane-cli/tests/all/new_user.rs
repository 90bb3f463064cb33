//! Issue 23, as a new user meets `xlane run`: kernels named as in the source, undefined
//! output shown as such, clang's warnings and flags, launch limits, `-g` modules, and run
//! errors located in the user's own file.

use std::path::Path;
use std::process::Command;

use super::clang_oracle::have_clang;

/// A folder with `files` written into it.
fn folder(name: &str, files: &[(&str, &str)]) -> crate::tmp::TmpDir {
    let dir = crate::tmp::dir(&format!("new-user-{name}"));
    for (f, text) in files {
        std::fs::write(dir.join(f), text).unwrap();
    }
    dir
}

/// (exit status, stdout, stderr)
fn xlane(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_xlane")).args(args).current_dir(dir).output().unwrap();
    (o.status.code().unwrap_or(-1), String::from_utf8_lossy(&o.stdout).into_owned(), String::from_utf8_lossy(&o.stderr).into_owned())
}

const OVERLOADS: &str = r#"
__global__ void k(int *o) { o[threadIdx.x] = 1; }
__global__ void k(float *o) { o[threadIdx.x] = 2.0f; }
template <int N> __global__ void t(int *o) { o[threadIdx.x] = N; }
template __global__ void t<5>(int *);
template __global__ void t<7>(int *);
__global__ void scale(int *o) { o[threadIdx.x] = 3; }
"#;

#[test]
fn kernels_are_named_as_in_the_source() {
    if !have_clang() {
        return;
    }
    let dir = folder("names", &[("k.cu", OVERLOADS)]);
    let run = |kernel: &str| xlane(&dir, &["run", "k.cu", "-t", "sm_90", "--block", "2", "--kernel", kernel, "--args", r#"[{"buffer":"i32","len":2}]"#]);
    let (code, out, err) = run("k(int*)");
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.starts_with("kernel k(int*) on sm_90"), "{out}");
    assert!(out.contains("arg0 (2 × i32): [1, 1]"), "{out}");
    let (code, out, _) = run("t<7>");
    assert_eq!(code, 0);
    assert!(out.starts_with("kernel t<7>(int*)") && out.contains("[7, 7]"), "{out}");
    let (code, out, _) = run("scale");
    assert!(code == 0 && out.contains("[3, 3]"), "{out}");
    // ambiguous: both overloads named, and how to choose
    let (code, _, err) = run("k");
    assert_eq!(code, 2);
    assert!(err.contains("`k` names 2 kernels: k(int*), k(float*)") && err.contains("--kernel 'k(int*)'"), "{err}");
    // a typo: did you mean
    let (code, _, err) = run("scael");
    assert_eq!(code, 2);
    assert!(err.contains("no kernel `scael`") && err.contains("did you mean `scale(int*)`?"), "{err}");
}

#[test]
fn undefined_elements_print_as_undefined_and_out_writes_a_mask() {
    if !have_clang() {
        return;
    }
    // lanes 16-31 are outside the shuffle's mask: their results are undefined
    let src = "__global__ void k(int *o) { o[threadIdx.x] = __shfl_sync(0x0000ffffu, (int)threadIdx.x + 5, 0); }\n";
    let dir = folder("undef", &[("k.cu", src)]);
    let args = ["run", "k.cu", "-t", "sm_90", "--block", "32", "--kernel", "k", "--args", r#"[{"buffer":"i32","len":32}]"#];
    let (code, out, _) = xlane(&dir, &[&args[..], &["--out", "outdir"]].concat());
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("arg0 (32 × i32): [5, 5, 5, 5, 5, 5, 5, 5, …]"), "{out}");
    let mask = std::fs::read(dir.join("outdir/arg0.mask")).unwrap();
    assert_eq!(mask, (0..32).map(|l| (l >= 16) as u8).collect::<Vec<u8>>());
    let j: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(dir.join("outdir/arg0.json")).unwrap()).unwrap();
    assert_eq!(j["data"][15], 5);
    assert!(j["data"][16].is_null(), "{j}");
    let (_, out, _) = xlane(&dir, &[&args[..], &["--json"]].concat());
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert!(j["buffers"][0]["data"][31].is_null() && j["buffers"][0]["data"][0] == 5, "{out}");
    // text: a buffer whose first elements are undefined
    let src = "__global__ void k(int *o) { o[threadIdx.x] = __shfl_sync(0xffff0000u, (int)threadIdx.x, 16); }\n";
    let dir = folder("undef2", &[("k.cu", src)]);
    let (_, out, _) = xlane(&dir, &args);
    assert!(out.contains("arg0 (32 × i32): [undef, undef, undef, undef, undef, undef, undef, undef, …]"), "{out}");
}

#[test]
fn the_compile_shows_warnings_passes_the_wave_size_and_keeps_temps() {
    if !have_clang() {
        return;
    }
    let src = "#include <hip/hip_runtime.h>\n__global__ void k(int *o) { int unused; o[threadIdx.x] = warpSize; }\n";
    let dir = folder("flow", &[("k.hip", src)]);
    let args = ["run", "k.hip", "-t", "gfx1100", "--wave", "64", "--block", "64", "--kernel", "k", "--args", r#"[{"buffer":"i32","len":64}]"#, "--keep-temps", "kept"];
    let (code, out, err) = xlane(&dir, &[&args[..], &["--", "-Wall"]].concat());
    assert_eq!(code, 0, "{out}{err}");
    assert!(err.contains("warning: unused variable 'unused'"), "{err}");
    // -mwavefrontsize64: warpSize is 64 and the run is wave64
    assert!(out.contains("on gfx1100 (wave64)") && out.contains("[64, 64, 64"), "{out}");
    assert!(dir.join("kept/k.gfx1100.ll").exists() && dir.join("kept/hip_lite.h").exists());
    // a spec may name the source, with clang_args
    let spec = r#"{"module": "k.hip", "kernel": "k", "target": "gfx1100", "block": [32], "clang_args": ["-DUNUSED=1"], "args": [{"buffer": "i32", "len": 32}], "expect": {"0": {"data": [32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32]}}}"#;
    std::fs::write(dir.join("k.spec.json"), spec).unwrap();
    let (code, out, err) = xlane(&dir, &["run", "k.spec.json"]);
    assert_eq!(code, 0, "{out}{err}");
    // a toolkit header: the help names --cuda-path / --rocm-path
    let dir = folder("cub", &[("c.cu", "#include <cub/cub.cuh>\n__global__ void k(int *o) {}\n"), ("c.hip", "#include <hipcub/hipcub.hpp>\n__global__ void k(int *o) {}\n")]);
    let (code, _, err) = xlane(&dir, &["run", "c.cu", "-t", "sm_90", "--kernel", "k"]);
    assert!(code == 2 && err.contains("--cuda-path"), "{err}");
    let (code, _, err) = xlane(&dir, &["run", "c.hip", "-t", "gfx942", "--kernel", "k"]);
    assert!(code == 2 && err.contains("--rocm-path"), "{err}");
}

#[test]
fn nvidia_launch_limits_are_launch_errors() {
    if !have_clang() {
        return;
    }
    let dir = folder("limits", &[("k.cu", "__global__ void k(int *o) { o[0] = 1; }\n")]);
    let run = |grid: &str, block: &str| xlane(&dir, &["run", "k.cu", "-t", "sm_90", "--grid", grid, "--block", block, "--kernel", "k", "--args", r#"[{"buffer":"i32","len":1}]"#]);
    for (grid, block, what) in
        [("1,65536", "1", "dimension y is 65536"), ("1,1,65536", "1", "dimension z is 65536"), ("1", "1,1,65", "dimension z is 65"), ("1", "1025", "1025 threads")]
    {
        let (code, _, err) = run(grid, block);
        assert!(code == 2 && err.contains("error[launch]") && err.contains(what), "{grid} {block}: {err}");
    }
    // the largest legal grid starts (and a one-block kernel ends quickly)
    let (code, out, err) = run("1,65535", "1,1,64");
    assert_eq!(code, 0, "{out}{err}");
}

/// A kernel compiled with `-g` (debug records, `declare !dbg`) runs, and a run error names the
/// user's file, line and column with the source line and a caret; a header function's line
/// is a note, and `--json` has the positions as fields.
#[test]
fn run_errors_point_at_the_users_line() {
    if !have_clang() {
        return;
    }
    let src = "#include <hip/hip_runtime.h>\n\n__global__ void k(int *o) {\n  int x = threadIdx.x;\n  if (x < 32)\n    x = __shfl_xor_sync(0xffffffffffffffffull, x, 1);\n  o[threadIdx.x + 64 * (x == 5)] = x;\n}\n";
    let dir = folder("where", &[("k.hip", src)]);
    for g in ["-O0", "-O2"] {
        let args = ["run", "k.hip", "-t", "gfx942", "--block", "64", "--kernel", "k", "--args", r#"[{"buffer":"i32","len":64}]"#, "--", "-g", g];
        let (code, out, err) = xlane(&dir, &args);
        assert_eq!(code, 2, "{g}: {out}{err}");
        let text = format!("{out}{err}");
        assert!(text.contains("error[out-of-bounds]"), "{g}: {text}");
        assert!(text.contains("  --> k.hip:7:"), "{g}: {text}");
        assert!(text.contains("   7 |   o[threadIdx.x + 64 * (x == 5)] = x;") || text.contains("  7 |   o[threadIdx.x + 64 * (x == 5)] = x;"), "{g}: {text}");
        assert!(text.contains("| ") && text.contains("^"), "{g}: {text}");
        let (_, out, _) = xlane(&dir, &[&args[..2], &["--json"], &args[2..]].concat());
        let j: serde_json::Value = serde_json::from_str(&out).unwrap();
        let at = &j["error"]["at"];
        assert_eq!((at["file"].as_str(), at["line"].as_u64()), (Some("k.hip"), Some(7)), "{g}: {at}");
        assert!(at["col"].as_u64().is_some() && at["ir_line"].as_u64().is_some(), "{g}: {at}");
    }
}
