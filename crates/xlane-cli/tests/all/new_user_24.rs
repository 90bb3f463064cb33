//! Issue 24, "smaller things a new user hit": each as the user met it, through the binary.
//! Expected values come from the documents (CUDA's shuffle width rule), from the launch's
//! shape (which thread owns an element), or from the command-line conventions (exit 2, 130).

use std::process::{Command, Stdio};

use super::clang_oracle::repo;

fn xlane(args: &[&str]) -> (i32, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_xlane")).args(args).current_dir(repo()).output().unwrap();
    (o.status.code().unwrap_or(-1), String::from_utf8_lossy(&o.stdout).into_owned(), String::from_utf8_lossy(&o.stderr).into_owned())
}

fn tmp(name: &str) -> crate::tmp::TmpDir {
    crate::tmp::dir(&format!("new-user-24-{name}"))
}

/// CUDA Programming Guide, Warp Shuffle Functions: `width` must be a power of two in 1..=32
/// (warpSize). 64 is a power of two: the refusal must name the warp width, not the power.
#[test]
fn a_width_above_the_warp_names_the_warp_width() {
    let (_, out, err) = xlane(&["eval", "--target", "sm_90", "int r = __shfl_xor_sync(0xffffffff, lane, 1, 64);"]);
    let all = format!("{out}{err}");
    assert!(all.contains("no larger than the warp width 32"), "{all}");
    assert!(!all.contains("is not a power of two"), "{all}");
}

/// The mismatch report: the total, every checked buffer, and which thread owns each listed
/// element (dpp_scan: grid 3 × block 256, wave64; element i is thread i's).
#[test]
fn the_mismatch_report_counts_every_buffer_and_names_the_thread() {
    let dir = tmp("mismatch");
    let src = repo().join("tests/kernels/dpp_scan/dpp_scan.gfx942.spec.json");
    let mut spec: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&src).unwrap()).unwrap();
    spec["module"] = repo().join("tests/kernels/dpp_scan/dpp_scan.gfx942.ll").display().to_string().into();
    // 25 wrong expectations in argument 1, from element 290 (block 1, thread 34: wave 0, lane 34).
    let data = spec["expect"]["1"]["data"].as_array_mut().unwrap();
    for v in data.iter_mut().skip(290).take(25) {
        *v = (v.as_u64().unwrap() ^ 1).into();
    }
    let path = dir.join("spec.json");
    std::fs::write(&path, spec.to_string()).unwrap();
    let (rc, out, _) = xlane(&["run", path.to_str().unwrap()]);
    assert_eq!(rc, 1, "{out}");
    assert!(out.contains("expect: MISMATCH: 25 element(s) differ in 1 of 2 checked buffer(s)"), "{out}");
    assert!(out.contains("  argument 1: 25 of 768 checked elements differ"), "{out}");
    assert!(out.contains("  argument 2: all 12 checked elements match"), "{out}");
    assert!(out.contains("argument 1[290]: expected") && out.contains("(thread 290: block 1, wave 0, lane 34, if each thread writes its own element)"), "{out}");
    // element 299: block 1, thread 43 of the block: wave 0, lane 43
    assert!(out.contains("(thread 299: block 1, wave 0, lane 43"), "{out}");
    assert!(out.contains("… 15 more in argument 1 (the first 10 are shown)"), "{out}");
    let (_, out, _) = xlane(&["--json", "run", path.to_str().unwrap()]);
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(j["checked"][0]["mismatched"], 25);
    assert_eq!(j["checked"][1]["elements"], 12);
}

/// `--time-limit` says how many blocks finished (a limit of a nanosecond: none).
#[test]
fn the_time_limit_says_how_many_blocks_finished() {
    let (rc, out, err) = xlane(&["run", "tests/kernels/dpp_scan/dpp_scan.gfx942.spec.json", "--time-limit", "0.000000001"]);
    assert_eq!(rc, 2, "{out}{err}");
    assert!(format!("{out}{err}").contains("0 block(s) had finished"), "{out}{err}");
}

/// `--args @FILE`: the JSON array in a file, or the values one per line.
#[test]
fn args_from_a_file() {
    let dir = tmp("args");
    let array = dir.join("array.json");
    std::fs::write(&array, "[{\"buffer\":\"f32\",\"fill\":1.5,\"len\":32},\n {\"buffer\":\"f32\",\"fill\":0,\"len\":32},\n {\"scalar\":\"u32\",\"value\":32}]\n").unwrap();
    let lines = dir.join("lines.txt");
    std::fs::write(&lines, "{\"buffer\":\"f32\",\"fill\":1.5,\"len\":32}\n{\"buffer\":\"f32\",\"fill\":0,\"len\":32}\n{\"scalar\":\"u32\",\"value\":32}\n").unwrap();
    let inline = r#"[{"buffer":"f32","fill":1.5,"len":32},{"buffer":"f32","fill":0,"len":32},{"scalar":"u32","value":32}]"#;
    let run = |args: &str| xlane(&["run", "tests/kernels/cuda_math/cuda_math.sm_90.ll", "--kernel", "softplus", "--block", "32", "--args", args]);
    let (rc, want, err) = run(inline);
    assert_eq!(rc, 0, "{err}");
    let body = |s: &str| s.lines().filter(|l| !l.starts_with("ran ")).collect::<Vec<_>>().join("\n");
    for f in [&array, &lines] {
        let (rc, out, err) = run(&format!("@{}", f.display()));
        assert_eq!(rc, 0, "{err}");
        assert_eq!(body(&out), body(&want));
    }
    let (rc, _, err) = run(&format!("@{}", dir.join("missing").display()));
    assert_eq!(rc, 2);
    assert!(err.contains("--args @") && err.contains("cannot read"), "{err}");
}

/// The completion scripts complete `--target` with the targets table.
#[test]
fn completions_complete_target_names() {
    for shell in ["bash", "zsh", "fish"] {
        let (rc, out, _) = xlane(&["completions", shell]);
        assert_eq!(rc, 0);
        assert!(out.contains("gfx942") && out.contains("sm_90") && out.contains("gfx1100"), "{shell}: no target names");
    }
    // Completion values do not make --target strict: an unknown name gets xlane's diagnostic.
    let (rc, _, err) = xlane(&["eval", "--target", "gfx943", "int v = lane;"]);
    assert_eq!(rc, 2);
    assert!(err.contains("error[unknown-target]"), "{err}");
}

/// Every page the man page refers to (`xlane-NAME(1)`) can be produced: `xlane man NAME`.
#[test]
fn the_man_page_refers_only_to_pages_that_exist() {
    let (rc, main, _) = xlane(&["man"]);
    assert_eq!(rc, 0);
    let mut refs: Vec<String> = vec![];
    for w in main.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '\\')) {
        let w = w.replace("\\-", "-");
        if let Some(name) = w.strip_prefix("xlane-") {
            if !name.is_empty() && !refs.contains(&name.to_string()) {
                refs.push(name.to_string());
            }
        }
    }
    assert!(refs.len() >= 10, "the main page names {refs:?}");
    for r in &refs {
        let (rc, page, err) = xlane(&["man", r]);
        assert_eq!(rc, 0, "xlane man {r}: {err}");
        assert!(page.contains(".TH") && page.to_lowercase().contains(&format!("xlane\\-{r}")), "xlane man {r}:\n{page}");
    }
    let (rc, _, err) = xlane(&["man", "nosuch"]);
    assert_eq!(rc, 2);
    assert!(err.contains("error[malformed]") && err.contains("one of:"), "{err}");
}

/// A refused command line is `error[usage]: …` with a help line, exit status 2.
#[test]
fn usage_errors_are_diagnostics() {
    let (rc, out, err) = xlane(&["eval", "--targt", "gfx942", "int v = lane;"]);
    assert_eq!(rc, 2);
    assert!(out.is_empty());
    assert!(err.starts_with("error[usage]: unexpected argument '--targt' found\n  help: similar: --target"), "{err}");
    let (rc, _, err) = xlane(&["synth", "--target", "gfx942", "--objective", "speed", "reduce", "add"]);
    assert_eq!(rc, 2);
    assert!(err.starts_with("error[usage]: ") && err.contains("possible values: instructions, cycles"), "{err}");
}

/// Ctrl-C during `xlane run k.hip` removes the temporary folder of the compile and exits 130.
#[test]
fn ctrl_c_removes_the_temporary_folder() {
    if !Command::new("clang-22").arg("--version").output().is_ok_and(|o| o.status.success()) {
        assert!(std::env::var("XLANE_REQUIRE_ORACLES").as_deref() != Ok("1"), "clang-22 not found, and XLANE_REQUIRE_ORACLES=1 requires it");
        println!("SKIPPED: clang-22 not found; no kernel to compile");
        return;
    }
    let dir = tmp("ctrl-c");
    let tmpdir = dir.join("tmp");
    std::fs::create_dir_all(&tmpdir).unwrap();
    let src = dir.join("spin.hip");
    // A loop the compiler cannot fold (a lane read each turn): the run lasts long.
    std::fs::write(
        &src,
        "#include <hip/hip_runtime.h>\nextern \"C\" __global__ void spin(int *out) { int x = 0; for (int i = 0; i < 100000000; i++) x = x * 3 + __builtin_amdgcn_readfirstlane(i ^ x); out[threadIdx.x] = x; }\n",
    )
    .unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_xlane"))
        .args(["run", src.to_str().unwrap(), "--target", "gfx942", "--kernel", "spin", "--block", "64", "--args", "[{\"buffer\": \"i32\", \"len\": 64}]", "--quiet"])
        .env("TMPDIR", &tmpdir)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // `compiled …` on stderr: the compile is done and the run has started.
    use std::io::BufRead;
    let mut line = String::new();
    let mut err = std::io::BufReader::new(child.stderr.take().unwrap());
    let _ = err.read_line(&mut line);
    assert!(line.starts_with("compiled "), "{line}");
    assert_eq!(std::fs::read_dir(&tmpdir).unwrap().count(), 1, "the run's temporary folder exists while it runs");
    std::thread::sleep(std::time::Duration::from_millis(300));
    let killed = Command::new("kill").args(["-INT", &child.id().to_string()]).status().unwrap();
    assert!(killed.success());
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(130), "{status:?}");
    assert_eq!(std::fs::read_dir(&tmpdir).unwrap().count(), 0, "the temporary folder is removed");
}
