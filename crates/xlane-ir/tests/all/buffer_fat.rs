//! Buffer fat pointers (`ptr addrspace(7)`) against LLVM 22's own meaning of them: each module
//! is run as written and after `opt-22 -passes=amdgpu-lower-buffer-fat-pointers`, which
//! rewrites every fat-pointer operation into `make.buffer.rsrc.p8` and raw buffer intrinsics;
//! both runs must leave the same buffers, bit for bit, with the same undefined elements.
//! Skips without opt-22 unless `XLANE_REQUIRE_ORACLES=1`.

use std::path::Path;
use std::process::Command;

use xlane_ir::spec::{run_spec, Outcome, Overrides, Spec};

fn opt() -> bool {
    let ok = Command::new("opt-22").arg("--version").output().is_ok_and(|o| o.status.success());
    assert!(ok || std::env::var("XLANE_REQUIRE_ORACLES").as_deref() != Ok("1"), "opt-22 not found, and XLANE_REQUIRE_ORACLES=1 requires it");
    if !ok {
        eprintln!("skipped: opt-22 not found");
    }
    ok
}

fn scratch(test: &str) -> crate::tmp::TmpDir {
    crate::tmp::dir(&format!("buffer-fat-{test}"))
}

fn lower(src: &Path, out: &Path, cpu: &str) {
    let o = Command::new("opt-22")
        .args(["-S", "-mtriple=amdgcn-amd-amdhsa", &format!("-mcpu={cpu}"), "-passes=amdgpu-lower-buffer-fat-pointers"])
        .arg(src)
        .arg("-o")
        .arg(out)
        .output()
        .unwrap();
    assert!(o.status.success(), "opt-22 failed: {}", String::from_utf8_lossy(&o.stderr));
    let text = std::fs::read_to_string(out).unwrap();
    assert!(!text.contains("addrspace(7)"), "opt-22 left fat pointers in {}", out.display());
}

fn run(module: &Path, launch: &str) -> Outcome {
    let spec = format!(r#"{{"module": {}, {launch}}}"#, serde_json::Value::from(module.to_str().unwrap()));
    let spec = Spec::parse(&spec, module.parent().unwrap()).unwrap();
    run_spec(spec, &Overrides::default()).unwrap()
}

fn same(a: &Outcome, b: &Outcome, what: &str) {
    assert!(a.result.is_ok(), "{what}: {:?}", a.result.as_ref().err());
    assert!(b.result.is_ok(), "{what} (lowered): {:?}", b.result.as_ref().err());
    assert_eq!(a.buffers, b.buffers, "{what}: the buffers differ from the lowered module's");
    assert_eq!(a.undefined, b.undefined, "{what}: the undefined elements differ from the lowered module's");
}

#[test]
fn the_fat_pointer_filetest_means_what_llvm_lowers_it_to() {
    if !opt() {
        return;
    }
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/filetests/buffer_fat_pointers_gfx942.ll");
    let text = std::fs::read_to_string(&src).unwrap();
    let launch: Vec<&str> = text.lines().filter_map(|l| l.strip_prefix("; launch:")).map(str::trim).collect();
    let launch = launch.join(" ");
    let dir = scratch("filetest");
    let low = dir.join("fat_lowered.ll");
    lower(&src, &low, "gfx942");
    same(&run(&src, &launch), &run(&low, &launch), "buffer_fat_pointers_gfx942.ll");
}

/// More operations than the filetest: sub-dword and vector types straddling num_records (the
/// lowering splits or keeps them; the range check is per dword either way), i64 and float
/// atomics, `ptrtoint` to i32, a GFX11 V# (OOB_SELECT 3). (`ptrtoint` to i64 lowers through
/// `i128` values, which xlane's runner does not keep.)
const MORE: &str = r#"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) inreg %in, ptr addrspace(1) inreg %o1, ptr addrspace(1) inreg %o2, ptr addrspace(1) inreg %acc, ptr addrspace(1) inreg %o4, i32 inreg %flags) #0 {
  %i = tail call i32 @llvm.amdgcn.workitem.id.x()
  %p = tail call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1) %in, i16 0, i64 22, i32 %flags)
  %q = getelementptr i16, ptr addrspace(7) %p, i32 %i
  %h = load i16, ptr addrspace(7) %q, align 2
  %hz = zext i16 %h to i32
  %p1 = getelementptr i32, ptr addrspace(1) %o1, i32 %i
  store i32 %hz, ptr addrspace(1) %p1, align 4
  %q4 = getelementptr <4 x i32>, ptr addrspace(7) %p, i32 %i
  %v4 = load <4 x i32>, ptr addrspace(7) %q4, align 16
  %p2 = getelementptr <4 x i32>, ptr addrspace(1) %o2, i32 %i
  store <4 x i32> %v4, ptr addrspace(1) %p2, align 16
  %pa = tail call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1) %acc, i16 0, i64 24, i32 %flags)
  %i3 = and i32 %i, 3
  %qa = getelementptr i64, ptr addrspace(7) %pa, i32 %i3
  %w = zext i32 %i to i64
  %old = atomicrmw umax ptr addrspace(7) %qa, i64 %w monotonic, align 8
  %qf = getelementptr float, ptr addrspace(7) %pa, i32 5
  %f = uitofp i32 %i to float
  %oldf = atomicrmw fadd ptr addrspace(7) %qf, float %f monotonic, align 4
  %lo = ptrtoint ptr addrspace(7) %q4 to i32
  %p4 = getelementptr i32, ptr addrspace(1) %o4, i32 %i
  store i32 %lo, ptr addrspace(1) %p4, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1), i16, i64, i32)
"#;

#[test]
fn more_fat_pointer_operations_mean_what_llvm_lowers_them_to() {
    if !opt() {
        return;
    }
    let dir = scratch("more");
    for (cpu, flags, wave) in [("gfx942", 0x27000u32, 64), ("gfx1100", 0x3102_7000, 32)] {
        let src = dir.join(format!("more_{cpu}.ll"));
        std::fs::write(&src, format!("{MORE}\nattributes #0 = {{ \"target-cpu\"=\"{cpu}\" }}\n")).unwrap();
        let low = dir.join(format!("more_{cpu}_lowered.ll"));
        lower(&src, &low, cpu);
        let launch = format!(
            r#""kernel": "k", "target": "{cpu}", "wave": {wave}, "block": [8], "args": [{{"buffer": "u32", "len": 32, "fill": {{"random": 5}}}}, {{"buffer": "u32", "len": 8, "fill": 9}}, {{"buffer": "u32", "len": 32, "fill": 9}}, {{"buffer": "u32", "len": 8, "fill": 1}}, {{"buffer": "u32", "len": 8, "fill": 9}}, {{"scalar": "u32", "value": {flags}}}]"#
        );
        let (a, b) = (run(&src, &launch), run(&low, &launch));
        same(&a, &b, cpu);
        // a hand check of the first buffer: 16-bit loads at 2i against 22 bytes: lanes 0..7
        // end at 2i + 2 <= 16 < 22, all in range (units smaller than a dword are whole)
        let (_, _, bytes) = &a.buffers[1];
        let src_words: Vec<u32> = a.buffers[0].2.chunks(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
        for i in 0..8 {
            let want = (src_words[i / 2] >> (16 * (i % 2))) & 0xFFFF;
            assert_eq!(u32::from_le_bytes(bytes[4 * i..4 * i + 4].try_into().unwrap()), want, "{cpu} lane {i}");
        }
    }
}
