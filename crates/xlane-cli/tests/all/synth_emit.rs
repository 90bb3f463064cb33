//! Every `xlane synth` emit is accepted by the tool that reads it (issue 24), over every synth
//! case the repository uses: the (spec × target) matrix of `synth_matrix.rs` and every
//! `xlane synth` command line of README.md and docs/*.md.
//!
//! * `--emit llvm`: `opt-22 -passes=verify` accepts the module, and llc-22 compiles it for the
//!   target;
//! * `--emit hip` / `--emit cuda`: clang-22 compiles the function to IR for the target
//!   (`-nogpulib -nogpuinc` / `-nocudainc -nocudalib`, no headers);
//! * `--emit asm` / `--emit ptx`: the text says where it came from (llc-22's output with the
//!   cross-lane lines marked, or the model, labelled); `--json` puts those notes in
//!   `source_asm.notes`.
//!
//! The matrix's answers are the ones `synth_matrix.rs` runs (its step budgets), searched once
//! per test process for both tests (`synth_matrix::synthesized`): the search is the cost (on
//! the 2-core machine ~190–450 s per target at 500 steps, against ~2.5 s for opt/llc/clang on
//! one joined module per target), and it used to run twice. The oracles see one module per
//! target; a failing module is retried one function at a time to name the case.
//!
//! Skips with a message without the tools; fails then under XLANE_REQUIRE_ORACLES=1.

use crate::synth_matrix::{over_targets, synthesized};
use std::path::Path;
use std::process::{Command, Stdio};

use crate::clang_oracle::repo;

fn have(tool: &str) -> bool {
    Command::new(tool).arg("--version").output().is_ok_and(|o| o.status.success())
}

fn require(tools: &[&str]) -> bool {
    let missing: Vec<&&str> = tools.iter().filter(|t| !have(t)).collect();
    if missing.is_empty() {
        return true;
    }
    assert!(std::env::var("XLANE_REQUIRE_ORACLES").as_deref() != Ok("1"), "{missing:?} not found, and XLANE_REQUIRE_ORACLES=1 requires them");
    println!("SKIPPED: {missing:?} not found; the synthesised code was not checked by the tools");
    false
}

/// `opt-22 -passes=verify` on a module: None when it accepts it.
fn verify(ir: &str) -> Option<String> {
    let mut child = Command::new("opt-22").args(["-passes=verify", "-disable-output"]).stdin(Stdio::piped()).stderr(Stdio::piped()).spawn().ok()?;
    use std::io::Write;
    child.stdin.take()?.write_all(ir.as_bytes()).ok()?;
    let out = child.wait_with_output().ok()?;
    (!out.status.success()).then(|| String::from_utf8_lossy(&out.stderr).into_owned())
}

fn llc(ir: &str, target: &str, wave: u32) -> Option<String> {
    let t = xlane_core::target::lookup(target).unwrap();
    let mut child = Command::new("llc-22")
        .args(xlane_lower::llc::flags(t, wave, t.min_ptx.max(80)))
        .args(["-o", "/dev/null"])
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .ok()?;
    use std::io::Write;
    child.stdin.take()?.write_all(ir.as_bytes()).ok()?;
    let out = child.wait_with_output().ok()?;
    (!out.status.success()).then(|| String::from_utf8_lossy(&out.stderr).into_owned())
}

/// clang-22 compiles `src` (HIP or CUDA) for the target to IR: None when it accepts it.
fn clang(src: &str, target: &str, wave: u32, dir: &Path) -> Option<String> {
    let file = dir.join(if target.starts_with("gfx") { "m.hip" } else { "m.cu" });
    std::fs::write(&file, src).unwrap();
    crate::synth_clang::compile(&file, target, wave, 1, Path::new("/dev/null")).err().map(|e| format!("{e}\n{src}"))
}

/// One module of many `--emit llvm` functions: each function's globals renamed `cN_…`, the
/// `declare` lines once.
fn join_modules(parts: &[String]) -> String {
    let mut decls = std::collections::BTreeSet::new();
    let mut body = String::new();
    for (i, ir) in parts.iter().enumerate() {
        for line in ir.lines() {
            if line.starts_with("declare ") {
                decls.insert(line.to_string());
            } else if !line.starts_with(';') {
                body.push_str(&line.replace("@xlane_", &format!("@c{i}_xlane_")));
                body.push('\n');
            }
        }
    }
    body.push_str(&decls.into_iter().collect::<Vec<_>>().join("\n"));
    body.push('\n');
    body
}

/// Synthesise, emit and check one target's matrix cases; returns (cases, failures).
fn check_target(target: &'static str, wave: u32) -> (usize, Vec<String>) {
    let amd = target.starts_with("gfx");
    let mut bad = vec![];
    let (mut src, mut irs, mut labels) = (String::new(), vec![], vec![]);
    // the matrix's answers (`synth_matrix::synthesized`: searched once for both tests); its
    // own test reports the cases without one
    for (i, (case, s)) in synthesized(target, wave).iter().enumerate() {
        let s = match s {
            Ok(s) => s,
            Err(e) => {
                bad.push(format!("{}: {e}", case.label()));
                continue;
            }
        };
        irs.push(xlane_cli::cmd::synth::source(s, "llvm").unwrap());
        labels.push(case.label());
        let f = xlane_cli::cmd::synth::source(s, if amd { "hip" } else { "cuda" }).unwrap();
        src.push_str(&format!("namespace c{i} {{\n{f}}}\n"));
    }
    let module = join_modules(&irs);
    if let Some(e) = verify(&module).or_else(|| llc(&module, target, wave)) {
        // Find the culprits one by one.
        for (ir, label) in irs.iter().zip(&labels) {
            if let Some(e) = verify(ir).or_else(|| llc(ir, target, wave)) {
                bad.push(format!("{label}: opt-22/llc-22 reject --emit llvm:\n{e}\n{ir}"));
            }
        }
        if bad.is_empty() {
            bad.push(format!("{target} wave{wave}: the joined module fails: {e}"));
        }
    }
    let dir = crate::tmp::dir(&format!("synth-emit-{target}-{wave}"));
    if let Some(e) = clang(&src, target, wave, &dir) {
        bad.push(format!("{target} wave{wave}: clang-22 rejects --emit {}:\n{e}", if amd { "hip" } else { "cuda" }));
    }
    (irs.len(), bad)
}

#[test]
fn every_matrix_case_emits_ir_opt_verifies_and_source_clang_compiles() {
    if !require(&["opt-22", "llc-22", "clang-22"]) {
        return;
    }
    let all: Vec<(usize, Vec<String>)> = over_targets(check_target);
    let n: usize = all.iter().map(|x| x.0).sum();
    let bad: Vec<String> = all.into_iter().flat_map(|x| x.1).collect();
    assert!(n > 200, "only {n} cases");
    assert!(bad.is_empty(), "{} failures over {n} cases:\n{}", bad.len(), bad.join("\n\n"));
}

/// The `xlane synth` command lines of README.md and docs/*.md, without `--emit`/`--svg`/`--json`.
fn documented_synth_commands() -> Vec<Vec<String>> {
    let mut pages = vec![repo().join("README.md")];
    pages.extend(std::fs::read_dir(repo().join("docs")).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|e| e == "md")));
    let mut out = vec![];
    for page in pages {
        for line in std::fs::read_to_string(&page).unwrap().lines() {
            let Some(cmd) = line.strip_prefix("$ xlane synth ").or_else(|| line.strip_prefix("$ cargo run --release -- synth ")) else { continue };
            let cmd = cmd.split(" # ").next().unwrap_or(cmd).split("  #").next().unwrap_or(cmd);
            let mut words: Vec<String> = vec![];
            let mut skip = false;
            for w in cmd.split_whitespace() {
                if skip {
                    skip = false;
                    continue;
                }
                match w {
                    "--emit" | "--svg" => skip = true,
                    "--json" => {}
                    w => words.push(w.trim_matches('\'').to_string()),
                }
            }
            out.push(words);
        }
    }
    out
}

#[test]
fn every_documented_synth_command_emits_what_the_tools_accept() {
    if !require(&["opt-22", "clang-22", "llc-22"]) {
        return;
    }
    let exe = env!("CARGO_BIN_EXE_xlane");
    let cmds = documented_synth_commands();
    assert!(cmds.len() >= 3, "found {} documented synth commands", cmds.len());
    let mut bad = vec![];
    for args in &cmds {
        let target = args.windows(2).find(|w| w[0] == "--target" || w[0] == "-t").map(|w| w[1].clone()).expect("a --target");
        let t = xlane_core::target::lookup(&target).unwrap();
        let wave = args.windows(2).find(|w| w[0] == "--wave").map_or(t.default_wave(), |w| w[1].parse().unwrap());
        let run = |emit: &str| {
            let o = Command::new(exe).arg("synth").args(args).args(["--emit", emit]).output().unwrap();
            assert!(o.status.success(), "xlane synth {args:?} --emit {emit}: {}", String::from_utf8_lossy(&o.stderr));
            String::from_utf8_lossy(&o.stdout).into_owned()
        };
        let ir = run("llvm");
        if let Some(e) = verify(&ir).or_else(|| llc(&ir, &target, wave)) {
            bad.push(format!("synth {args:?} --emit llvm:\n{e}\n{ir}"));
        }
        let form = if t.is_amd() { "hip" } else { "cuda" };
        let dir = crate::tmp::dir("synth-doc-emit");
        if let Some(e) = clang(&run(form), &target, wave, &dir) {
            bad.push(format!("synth {args:?} --emit {form}:\n{e}"));
        }
        // asm/ptx: llc-22's output, the function's body, with the cross-lane lines marked.
        let asm = run(if t.is_amd() { "asm" } else { "ptx" });
        if !asm.contains("llc-22 -O3") || !asm.contains(xlane_lower::llc::MARK) {
            bad.push(format!("synth {args:?} --emit asm/ptx is not llc-22's marked output:\n{asm}"));
        }
    }
    assert!(bad.is_empty(), "{} failures:\n{}", bad.len(), bad.join("\n\n"));
}

/// Without llc-22 (`XLANE_LLC=off`), asm is the model and says so, with which lines are exact;
/// `--json` keeps the notes in `source_asm.notes`.
#[test]
fn asm_without_llc_is_labelled_a_model() {
    let exe = env!("CARGO_BIN_EXE_xlane");
    let o = Command::new(exe)
        .env("XLANE_LLC", "off")
        .args(["synth", "--target", "gfx942", "--budget-states", "300", "--emit", "asm", "reduce", "add"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(text.contains("; model, not llc output") && text.contains("exact"), "{text}");
    assert!(text.contains("; precondition: all 64 lanes of the wave are active"), "{text}");
    let o = Command::new(exe)
        .env("XLANE_LLC", "off")
        .args(["--json", "synth", "--target", "gfx942", "--budget-states", "300", "reduce", "add"])
        .output()
        .unwrap();
    let j: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(j["source_asm"]["from"], "model");
    assert!(j["source_asm"]["notes"][0].as_str().unwrap().starts_with("model, not llc output"), "{j}");
    assert!(j["preconditions"].as_str().unwrap().contains("wave64"), "{j}");
}
