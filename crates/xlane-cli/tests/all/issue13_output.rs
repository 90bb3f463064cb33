//! Issue 13, what a new user reads: ballots in hex in `run` output, one placeholder convention
//! (`v` = lane id, `old` = 100 + lane id) in `explain`, its `--svg` and the gallery.

use std::process::Command;

fn xlane(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_xlane")).args(args).output().expect("run xlane");
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}

fn temp_dir(tag: &str) -> crate::tmp::TmpDir {
    crate::tmp::dir(tag)
}

/// `out[warp] = __ballot_sync(~0, lane & 1)`, `ids[t] = t` as clang-22 writes it for sm_90.
const BALLOT_IR: &str = r#"target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @vote(ptr addrspace(1) %out, ptr addrspace(1) %ids) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %t, 1
  %p = icmp ne i32 %odd, 0
  %m = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %p)
  %w = lshr i32 %t, 5
  %wi = zext i32 %w to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %wi
  store i32 %m, ptr addrspace(1) %q, align 4
  %ti = zext i32 %t to i64
  %r = getelementptr inbounds i32, ptr addrspace(1) %ids, i64 %ti
  store i32 %t, ptr addrspace(1) %r, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
"#;

#[test]
fn run_prints_ballots_in_hex_and_other_buffers_in_decimal() {
    let dir = temp_dir("ballot");
    std::fs::write(dir.join("vote.ll"), BALLOT_IR).unwrap();
    let ll = dir.join("vote.ll");
    let args = r#"[{"buffer": "u32", "len": 2}, {"buffer": "u32", "len": 64}]"#;
    let (code, out, err) = xlane(&["run", ll.to_str().unwrap(), "--target", "sm_90", "--kernel", "vote", "--block", "64", "--args", args]);
    assert_eq!(code, 0, "{out}{err}");
    // odd lanes vote: bits 1, 3, …, 31
    assert!(out.contains("arg0 (2 × u32, lane masks): [0xaaaaaaaa, 0xaaaaaaaa]"), "{out}");
    assert!(out.contains("arg1 (64 × u32): [0, 1, 2, 3,"), "{out}");
}

fn val_texts(svg: &str) -> Vec<String> {
    svg.split("class=\"val\">").skip(1).map(|s| s.split('<').next().unwrap_or("").to_string()).collect()
}

#[test]
fn explain_svg_and_gallery_share_the_placeholder_convention() {
    let call = "__builtin_amdgcn_update_dpp(old, v, 0x111, 0xf, 0xf, false)";
    let (code, out, err) = xlane(&["explain", "--target", "gfx942", call]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("`v` and `src` hold the lane id, `old` 100 + lane id"), "{out}");
    // the diagram explain draws shows the gallery's numbers: lanes 0, 16, … keep `old` (100, 116, …), `v` is 0..63
    let dir = temp_dir("placeholders");
    let svg = dir.join("e.svg");
    let (code, _, err) = xlane(&["explain", "--target", "gfx942", call, "--svg", svg.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let ours = val_texts(&std::fs::read_to_string(&svg).unwrap());
    let gallery = val_texts(&std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/gallery/dpp-row_shr-1.svg")).unwrap());
    assert_eq!(ours, gallery);
    assert!(ours.contains(&"100".to_string()) && ours.contains(&"116".to_string()), "{ours:?}");
}

#[test]
fn eval_says_why_a_lane_is_undefined() {
    // CUDA shfl.sync: lanes 4-7 read lanes 8-11, outside the member mask 0xff; lanes 8-15 are
    // not in their own mask (PTX ISA shfl.sync: undefined). `s` inherits `r`'s reasons.
    let snippet = "int v = lane; int r = __shfl_sync(0xff, v, lane + 4); int s = r * 2; int u; int q = 100 / (v - 2);";
    let (code, out, err) = xlane(&["eval", "--target", "sm_90", "--exec", "0xffff", snippet]);
    assert_eq!(code, 0, "{err}");
    let shfl = "`__shfl_sync(0xff, v, lane + 4)`";
    assert_eq!(out.matches(&format!("lanes 4-7 undef: {shfl}: source lane not in the member mask")).count(), 2, "{out}");
    assert_eq!(out.matches(&format!("lanes 8-15 undef: {shfl}: executing lane not in its own member mask")).count(), 2, "{out}");
    assert!(out.contains("lanes 0-15 undef: `u` is declared without a value"), "{out}");
    assert!(out.contains("lane 2 undef: `100 / (v - 2)`: division by zero"), "{out}");
    let (_, out, _) = xlane(&["--json", "eval", "--target", "sm_90", "--exec", "0xffff", snippet]);
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    let r = &j["vars"].as_array().unwrap().iter().find(|v| v["name"] == "r").unwrap()["undef_reasons"];
    assert_eq!(r[0]["mask"], "0xf0", "{r}");
    assert_eq!(r[0]["reason"], format!("{shfl}: source lane not in the member mask"));
    assert_eq!(r[1]["mask"], "0xff00", "{r}");
}

/// Lanes 16-31 run `shfl.sync.idx` with member mask 0xffff, which does not name them (PTX ISA
/// shfl.sync: undefined); the value, plus one, is stored.
const UNDEF_IR: &str = r#"target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 65535, i32 %t, i32 0, i32 31)
  %s = add i32 %r, 1
  %ti = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %ti
  store i32 %s, ptr addrspace(1) %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
"#;

#[test]
fn run_traces_an_undefined_store_back_to_its_cross_lane_call() {
    let dir = temp_dir("undef-trace");
    let ll = dir.join("u.ll");
    std::fs::write(&ll, UNDEF_IR).unwrap();
    let base = ["run", ll.to_str().unwrap(), "--target", "sm_90", "--kernel", "k", "--block", "32", "--args", r#"[{"buffer": "u32", "len": 32}]"#];
    let (code, out, err) = xlane(&base);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("  from `llvm.nvvm.shfl.sync.idx.i32` in `k` at line 4, lane 16: executing lane not in its own member mask"), "{out}");
    let json: Vec<&str> = ["--json"].into_iter().chain(base).collect();
    let (_, out, _) = xlane(&json);
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    let w = &j["warnings"][0];
    assert_eq!((w["at"]["lane"].as_u64(), w["at"]["ir_line"].as_u64(), w["at"]["function"].as_str()), (Some(16), Some(8), Some("k")), "{w}");
    assert_eq!(w["origin"]["builtin"], "llvm.nvvm.shfl.sync.idx.i32", "{w}");
    assert_eq!((w["origin"]["line"].as_u64(), w["origin"]["lane"].as_u64()), (Some(4), Some(16)), "{w}");
    assert_eq!(w["origin"]["reason"], "executing lane not in its own member mask");
    // --strict: the error says it too, and carries its location as fields
    let strict: Vec<&str> = ["--json"].into_iter().chain(base).chain(["--strict"]).collect();
    let (code, out, _) = xlane(&strict);
    assert_eq!(code, 2);
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    let e = &j["error"];
    assert_eq!(e["kind"], "undefined-value");
    assert!(e["message"].as_str().unwrap().contains("from `llvm.nvvm.shfl.sync.idx.i32` in `k` at line 4"), "{e}");
    assert_eq!((e["at"]["block"][0].as_u64(), e["at"]["wave"].as_u64(), e["at"]["lane"].as_u64(), e["at"]["ir_line"].as_u64()), (Some(0), Some(0), Some(16), Some(8)), "{e}");
}

#[test]
fn run_mismatches_are_structured() {
    let dir = temp_dir("mismatch");
    std::fs::write(dir.join("vote.ll"), BALLOT_IR).unwrap();
    let spec = r#"{"module": "vote.ll", "kernel": "vote", "target": "sm_90", "block": [64], "args": [{"buffer": "u32", "len": 2}, {"buffer": "u32", "len": 64}], "expect": {"0": {"data": ["0xaaaaaaaa", "0xaaaaaaab"]}}}"#;
    std::fs::write(dir.join("s.spec.json"), spec).unwrap();
    let (code, out, _) = xlane(&["--json", "run", dir.join("s.spec.json").to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    let m = &j["mismatches"][0];
    assert_eq!(m["kind"], "element");
    assert_eq!(m["buffer"], "0");
    assert_eq!(m["index"], 1);
    assert_eq!((m["expected"].as_u64(), m["got"].as_u64()), (Some(0xaaaa_aaab), Some(0xaaaa_aaaa)), "{m}");
}

#[test]
fn argument_errors_are_json_with_fields() {
    let (code, out, _) = xlane(&["--json", "eval"]);
    assert_eq!(code, 2);
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(j["error"]["kind"], "usage");
    assert_eq!(j["error"]["missing"], serde_json::json!(["--target <TARGET>", "<SNIPPET>"]));
    let (_, out, _) = xlane(&["--json", "eval", "--target", "sm_90", "--policy", "nope", "int v = 1;"]);
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!((j["error"]["value"].as_str(), j["error"]["valid"][0].as_str()), (Some("nope"), Some("strict")), "{j}");
    let (_, out, _) = xlane(&["--json", "evl"]);
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(j["error"]["argument"], "evl");
    assert!(j["error"]["suggestions"].as_array().unwrap().iter().any(|s| s == "eval"), "{j}");
}

/// The compile recipe of docs/launch.md, exactly as written (the two `clang-22` lines), on
/// the example kernels; the `.ll` files it makes run under `xlane run`.
#[test]
fn the_compile_recipe_in_launch_md_works_as_written() {
    if !Command::new("clang-22").arg("--version").output().is_ok_and(|o| o.status.success()) {
        eprintln!("skipped: clang-22 is not installed");
        return;
    }
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    let doc = std::fs::read_to_string(format!("{root}/docs/launch.md")).unwrap();
    let recipes: Vec<&str> = doc.lines().filter(|l| l.starts_with("clang-22 ")).collect();
    assert_eq!(recipes.len(), 2, "docs/launch.md should show the HIP and the CUDA line");
    let dir = temp_dir("recipe");
    let cases = [
        ("k.hip", "docs/examples/wave_sum.hip", "-DSPAN=64", "gfx942", "wave_sum", 64, "i32", "arg1 (64 × i32): [2016, 2016,"),
        ("k.cu", "docs/examples/shfl_down.cu", "", "sm_90", "shfl_down", 32, "f32", "arg1 (32 × f32): [2.0, 4.0, 6.0,"),
    ];
    for (name, src, extra, target, kernel, block, ty, want) in cases {
        let line = recipes.iter().find(|l| l.contains(&format!(" {name} "))).unwrap_or_else(|| panic!("no recipe for {name}"));
        let input = dir.join(name);
        std::fs::copy(format!("{root}/{src}"), &input).unwrap();
        let ll = dir.join(format!("{name}.ll"));
        let mut args: Vec<String> = line
            .split_whitespace()
            .skip(1)
            .map(|w| match w {
                w if w == name => input.to_str().unwrap().to_string(),
                "k.ll" => ll.to_str().unwrap().to_string(),
                w => w.to_string(),
            })
            .collect();
        if !extra.is_empty() {
            args.push(extra.into());
        }
        let out = Command::new("clang-22").args(&args).current_dir(root).output().unwrap();
        assert!(out.status.success(), "{line}:\n{}", String::from_utf8_lossy(&out.stderr));
        let a = format!(r#"[{{"buffer": "{ty}", "len": {block}, "fill": "iota"}}, {{"buffer": "{ty}", "len": {block}}}]"#);
        let (code, text, err) = xlane(&["run", ll.to_str().unwrap(), "--target", target, "--kernel", kernel, "--block", &block.to_string(), "--args", &a]);
        assert_eq!(code, 0, "{text}{err}");
        assert!(text.contains(want), "{text}");
    }
}
