//! Issue 13, what a new user reads: ballots in hex in `run` output, one placeholder convention
//! (`v` = lane id, `old` = 100 + lane id) in `explain`, its `--svg` and the gallery.

use std::path::PathBuf;
use std::process::Command;

fn xlane(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_xlane")).args(args).output().expect("run xlane");
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}

fn temp_dir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("xlane-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
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
    let _ = std::fs::remove_dir_all(&dir);
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
    let _ = std::fs::remove_dir_all(&dir);
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
