//! `xlane run --watch FILE:LINE` (docs/watch.md) on docs/examples/watch.hip and watch.cu,
//! compiled by clang-22 (skipped without it). The expected values come from the source: `in`
//! is 0, 1, 2, … (`fill: iota`), `n` is 3, and each line's variables follow from the C code
//! before that line runs (a debugger's breakpoint), not from xlane.

use std::process::Command;

use serde_json::Value;

use super::clang_oracle::{have_clang, repo};

/// `xlane ARGS…` in the repository root: (exit status, stdout, stderr).
fn xlane(args: &[&str]) -> (i32, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_xlane")).args(args).current_dir(repo()).output().unwrap();
    (o.status.code().unwrap_or(-1), String::from_utf8_lossy(&o.stdout).into(), String::from_utf8_lossy(&o.stderr).into())
}

/// `xlane --json run ARGS…`: the JSON object.
fn json(args: &[&str]) -> Value {
    let mut all = vec!["--json", "run"];
    all.extend_from_slice(args);
    let (_, out, err) = xlane(&all);
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("not JSON ({e}):\n{out}\n{err}"))
}

/// The 1-based line of docs/examples/`file` that contains `text`.
fn line_of(file: &str, text: &str) -> usize {
    let src = std::fs::read_to_string(repo().join("docs/examples").join(file)).unwrap();
    src.lines().position(|l| l.contains(text)).unwrap_or_else(|| panic!("{file} has no line with `{text}`")) + 1
}

/// Variable `name`'s per-lane values at hit `h` (JSON numbers; null where none).
fn var<'a>(h: &'a Value, name: &str) -> &'a Vec<Value> {
    h["vars"].as_array().unwrap().iter().find(|v| v["name"] == name).unwrap_or_else(|| panic!("no variable `{name}` in {h}"))["lanes"]
        .as_array()
        .unwrap()
}

/// `acc` as the loop's line starts its iteration `k` (`in[j] = j`, lane `t`): `4t` for lanes
/// with `t % 4 == 0` (`v + in[t]` = `3t + t`), else 0, plus `in[(t + i) % 64]` for `i < k`.
fn acc(t: i64, k: i64) -> i64 {
    let base = if t % 4 == 0 { 4 * t } else { 0 };
    base + (0..k).map(|i| (t + i) % 64).sum::<i64>()
}

#[test]
fn hip_o2_shows_each_lanes_variables_at_every_pass_of_a_loop_line() {
    if !have_clang() {
        return;
    }
    let line = line_of("watch.hip", "acc += in[");
    let at = format!("docs/examples/watch.hip:{line}");
    for (target, block) in [("gfx942", 64), ("gfx1100", 32)] {
        let j = json(&["docs/examples/watch.spec.json", "-t", target, "--block", &block.to_string(), "--watch", &at]);
        let w = &j["watch"];
        assert_eq!(w["file"], "docs/examples/watch.hip", "{w}");
        // the loop runs n = 3 times: the line starts 3 times in the one wave
        assert_eq!(w["total"], 3, "{target}: {w}");
        let hits = w["hits"].as_array().unwrap();
        assert_eq!(hits.len(), 3);
        for (k, h) in hits.iter().enumerate() {
            assert_eq!(h["active"], format!("{:#x}", if block == 64 { u64::MAX } else { 0xffff_ffff }), "{target}");
            assert_eq!(h["hit"], k);
            for t in 0..block as i64 {
                let l = t as usize;
                assert_eq!(var(h, "t")[l], t, "{target} t");
                assert_eq!(var(h, "v")[l], 3 * t, "{target} v = t * 3");
                assert_eq!(var(h, "n")[l], 3, "{target} n");
                assert_eq!(var(h, "i")[l], k as i64, "{target} i at pass {k}");
                assert_eq!(var(h, "acc")[l], acc(t, k as i64), "{target} acc, lane {t}, pass {k}");
            }
        }
    }
}

#[test]
fn a_divergent_line_shows_only_the_lanes_that_reach_it() {
    if !have_clang() {
        return;
    }
    let line = line_of("watch.hip", "acc = v + in[t]");
    let at = format!("docs/examples/watch.hip:{line}");
    let j = json(&["docs/examples/watch.spec.json", "--watch", &at]);
    let hits = j["watch"]["hits"].as_array().unwrap();
    assert_eq!(hits.len(), 1, "{}", j["watch"]);
    // lanes with t % 4 == 0 take the branch: 0, 4, …, 28
    assert_eq!(hits[0]["active"], "0x11111111");
    let v = var(&hits[0], "v");
    for t in 0..32 {
        let want = if t % 4 == 0 { Value::from(3 * t) } else { Value::Null };
        assert_eq!(v[t as usize], want, "lane {t}");
    }
    // the text marks the other lanes inactive (`·`)
    let (code, out, _) = xlane(&["run", "docs/examples/watch.spec.json", "--watch", &at]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("lanes 0, 4, 8, 12, 16, 20, 24, 28 reach line"), "{out}");
    assert!(out.contains("int v:\n   0-15 │  0  ·  ·  · 12  ·  ·  · 24  ·  ·  · 36  ·  ·  ·\n  16-31 │ 48  ·  ·  · 60  ·  ·  · 72  ·  ·  · 84  ·  ·  ·"), "{out}");
}

#[test]
fn optimised_cuda_keeps_no_variables_and_o0_shows_them() {
    if !have_clang() {
        return;
    }
    let line = line_of("watch.cu", "acc += in[");
    let at = format!("docs/examples/watch.cu:{line}");
    let (code, out, _) = xlane(&["run", "docs/examples/watch_cu.spec.json", "--watch", &at]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("note: the module keeps no variables: clang keeps only line tables in optimised CUDA device code"), "{out}");
    assert!(out.contains("-O0"), "{out}");
    let j = json(&["docs/examples/watch_cu.spec.json", "--watch", &at, "--", "-O0"]);
    let hits = j["watch"]["hits"].as_array().unwrap();
    assert_eq!(hits.len(), 3, "{}", j["watch"]);
    for (k, h) in hits.iter().enumerate() {
        for t in 0..32i64 {
            assert_eq!(var(h, "acc")[t as usize], acc(t, k as i64), "lane {t}, pass {k}");
            assert_eq!(var(h, "v")[t as usize], 3 * t);
        }
    }
}

#[test]
fn a_line_no_wave_reaches_and_a_file_not_in_the_module_are_said() {
    if !have_clang() {
        return;
    }
    let line = line_of("watch.hip", "acc = -1;");
    // at -O0 the line has code, which no lane runs (t < 64)
    let (code, out, _) = xlane(&["run", "docs/examples/watch.spec.json", "--watch", &format!("docs/examples/watch.hip:{line}"), "--", "-O0"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains(&format!("note: no wave reached docs/examples/watch.hip:{line} in this launch")), "{out}");
    // a line without code: the nearest line that has some
    let (_, out, _) = xlane(&["run", "docs/examples/watch.spec.json", "--watch", "docs/examples/watch.hip:1"]);
    assert!(out.contains("note: no instruction of the module is at docs/examples/watch.hip:1") && out.contains("the nearest line with code is"), "{out}");
    // a file the debug information does not name: a usage error with the files it names
    let (code, _, err) = xlane(&["run", "docs/examples/watch.spec.json", "--watch", "wach.hip:3"]);
    assert_eq!(code, 2);
    assert!(err.contains("error[usage]: --watch `wach.hip`: no such file in the module's debug information"), "{err}");
    assert!(err.contains("did you mean `docs/examples/watch.hip`?"), "{err}");
}

#[test]
fn watch_block_and_limit_choose_and_bound_the_hits() {
    if !have_clang() {
        return;
    }
    let line = line_of("watch.hip", "acc += in[");
    let at = format!("docs/examples/watch.hip:{line}");
    // two blocks; only block 1's waves are shown
    let j = json(&["docs/examples/watch.spec.json", "--grid", "2", "--watch", &at, "--watch-block", "1"]);
    let hits = j["watch"]["hits"].as_array().unwrap();
    assert_eq!(hits.len(), 3);
    assert!(hits.iter().all(|h| h["block"] == serde_json::json!([1, 0, 0])), "{}", j["watch"]);
    // the first hit in block order, and a note of the rest
    let j = json(&["docs/examples/watch.spec.json", "--grid", "2", "--watch", &at, "--watch-limit", "1"]);
    let w = &j["watch"];
    assert_eq!((w["total"].as_u64(), w["hits"].as_array().map(Vec::len)), (Some(6), Some(1)), "{w}");
    assert_eq!(w["hits"][0]["block"], serde_json::json!([0, 0, 0]));
    assert!(w["notes"][0].as_str().unwrap().contains("1 of 6 hits shown"), "{w}");
    // --watch-block needs --watch; a block is X[,Y,Z]
    let (code, _, err) = xlane(&["run", "docs/examples/watch.spec.json", "--watch-block", "1"]);
    assert_eq!(code, 2, "{err}");
    let (code, _, err) = xlane(&["run", "docs/examples/watch.spec.json", "--watch", &at, "--watch-block", "a"]);
    assert!(code == 2 && err.contains("error[usage]: --watch-block `a`"), "{err}");
}

#[test]
fn watching_changes_nothing_the_kernel_computes_or_counts() {
    if !have_clang() {
        return;
    }
    let line = line_of("watch.hip", "acc += in[");
    let plain = json(&["docs/examples/watch.spec.json", "-t", "gfx942", "--block", "64"]);
    let watched = json(&["docs/examples/watch.spec.json", "-t", "gfx942", "--block", "64", "--watch", &format!("docs/examples/watch.hip:{line}")]);
    assert_eq!(plain["buffers"], watched["buffers"]);
    assert_eq!(plain["instructions"], watched["instructions"], "the watch's own ops count as no instruction");
    // out[t] = acc after the loop: the last pass plus in[(t + 2) % 64]
    let out = plain["buffers"][1]["data"].as_array().unwrap();
    for t in 0..64i64 {
        assert_eq!(out[t as usize], acc(t, 3), "out[{t}]");
    }
}

/// tests/watch/records.gfx942.ll (hand-written, no clang needed): each record form, with the
/// value its header works out from the record's meaning; a block of 32 lanes in a wave of 64
/// shows the 32 lanes that exist.
#[test]
fn record_forms_give_their_values_or_say_why_not() {
    let args = ["run", "tests/watch/records.gfx942.ll", "--kernel", "k", "--block", "32", "--args", r#"[{"buffer":"i32","len":32}]"#, "--watch", "w.hip:5"];
    let (code, out, err) = xlane(&args);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("int d = <unsupported expression `DW_OP_LLVM_tag_offset` in DIExpression(DW_OP_LLVM_tag_offset, 1)> in every lane"), "{out}");
    assert!(out.contains("int e = <optimised out> in every lane"), "{out}");
    assert!(out.contains("  lanes 1-31 ?: <unsupported expression: DW_OP_shr of a 32-bit value with its top bit set and no signedness>"), "{out}");
    assert!(!out.contains("32-47"), "only the 32 lanes that exist: {out}");
    let mut all = vec!["--json"];
    all.extend_from_slice(&args);
    let (_, out, _) = xlane(&all);
    let j: Value = serde_json::from_str(&out).unwrap();
    let h = &j["watch"]["hits"][0];
    assert_eq!(h["active"], "0xffffffff");
    for t in 0..32i64 {
        let l = t as usize;
        assert_eq!(var(h, "a")[l], t);
        assert_eq!(var(h, "b")[l], 7 * t);
        assert_eq!(var(h, "c")[l], t - 16, "sign-extended through DW_OP_LLVM_convert");
        assert_eq!(var(h, "f[bits 0..32]")[l], t);
        assert_eq!(var(h, "g")[l], if t == 0 { Value::from(0) } else { Value::Null });
        assert_eq!(var(h, "h")[l], format!("{:#x}", (t as f32).to_bits()), "floats as hex bits");
        assert_eq!(var(h, "p")[l], 8 * t, "the AMDGPU address-space suffix is no step of a value");
        assert_eq!(var(h, "e")[l], Value::Null);
    }
    let g = h["vars"].as_array().unwrap().iter().find(|v| v["name"] == "g").unwrap();
    assert_eq!(g["unavailable"][0]["mask"], "0xfffffffe");
}
