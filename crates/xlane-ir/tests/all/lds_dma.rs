//! Loads straight to LDS (front/decode/buffer/to_lds.rs): the cases no source read describes
//! are refused where a lane reaches them, naming why; the modelled forms are checked with
//! hand-worked buffers in tests/filetests/buffer_load_lds_gfx950.ll and below.

use crate::common::*;
use xlane_ir::ErrKind;

const HEAD: &str = r#"target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [64 x i32] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8), ptr addrspace(3), i32 immarg, i32, i32, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.s.barrier()
"#;

/// A kernel whose lanes load to LDS with `call` (given `%i`, `%r`, `%in`) and then copy LDS
/// words 0..8 to `%out`.
fn kernel(call: &str) -> String {
    format!(
        r#"{HEAD}
define amdgpu_kernel void @k(ptr addrspace(1) inreg %in, ptr addrspace(1) inreg %out) {{
  %i = tail call i32 @llvm.amdgcn.workitem.id.x()
  %r = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 0, i64 32, i32 159744)
  %four_i = shl i32 %i, 2
{call}
  tail call void @llvm.amdgcn.s.barrier()
  %s = getelementptr [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %i
  %v = load i32, ptr addrspace(3) %s, align 4
  %d = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %v, ptr addrspace(1) %d, align 4
  ret void
}}
"#
    )
}

const SPEC: &str = r#""kernel": "k", "block": [8], "args": [{"buffer": "u32", "data": [10, 11, 12, 13, 14, 15, 16, 17, 18, 19]}, {"buffer": "u32", "len": 8, "fill": 0}]"#;

fn spec(target: &str) -> String {
    format!(r#""target": "{target}", {SPEC}"#)
}

#[test]
fn a_global_load_to_lds_places_each_lane_by_its_index() {
    // each lane reads its own pointer plus the immediate offset 8 (all lanes pass %in, so
    // each reads word 2: 12) and writes LDS word 2 + i (M0 = @lds + inst offset 8 + lane * 4);
    // LDS words 0 and 1 are never written
    let call = "  tail call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %in, ptr addrspace(3) @lds, i32 4, i32 8, i32 0)";
    let o = run_ir("global_load_lds", &kernel(call), &spec("gfx942"));
    ok(&o);
    assert_eq!(u32s(&o, 1)[2..], [12, 12, 12, 12, 12, 12]);
    let undef = o.result.as_ref().unwrap().warnings.iter().filter(|w| w.kind == ErrKind::UndefinedValue).count();
    assert_eq!(undef, 2, "LDS words 0 and 1 were never written");
}

#[test]
fn a_raw_buffer_load_to_lds_on_gfx942_is_range_checked() {
    // num_records 32: lane i reads byte 4i, in range for i < 8 (all 8 lanes): 10 + i
    let call = "  tail call void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) %r, ptr addrspace(3) @lds, i32 4, i32 %four_i, i32 0, i32 0, i32 0)";
    let o = run_ir("buffer_load_lds_942", &kernel(call), &spec("gfx942"));
    ok(&o);
    assert_eq!(u32s(&o, 1), [10, 11, 12, 13, 14, 15, 16, 17]);
    // voffset 4i + imm_offset 8: lanes 0..5 in range (4i + 12 <= 32), lanes 6, 7 read 0;
    // the LDS slot moves by the immediate offset too (word i + 2)
    let call = "  tail call void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) %r, ptr addrspace(3) @lds, i32 4, i32 %four_i, i32 0, i32 8, i32 0)";
    let o = run_ir("buffer_load_lds_942_imm", &kernel(call), &spec("gfx942"));
    assert_eq!(u32s(&o, 1)[2..], [12, 13, 14, 15, 16, 17]);
}

#[test]
fn loads_to_lds_that_no_source_describes_are_refused() {
    // an LDS base that differs between lanes (it goes to M0, which is scalar)
    let call = "  %b = getelementptr i32, ptr addrspace(3) @lds, i32 %i\n  tail call void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) %r, ptr addrspace(3) %b, i32 4, i32 %four_i, i32 0, i32 0, i32 0)";
    let e = refusal("lds_base_varies", &kernel(call), &spec("gfx942"));
    assert_eq!(e.kind, ErrKind::Unsupported);
    assert!(e.message.contains("wave-uniform"), "{}", e.message);
    // 16 bytes exist on gfx950 only
    let call = "  tail call void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) %r, ptr addrspace(3) @lds, i32 16, i32 %four_i, i32 0, i32 0, i32 0)";
    let e = refusal("lds_16_on_942", &kernel(call), &spec("gfx942"));
    assert_eq!(e.kind, ErrKind::Unavailable, "{e}");
    // the byte and short forms: their LDS write is not described in the texts read
    let call = "  tail call void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) %r, ptr addrspace(3) @lds, i32 2, i32 %four_i, i32 0, i32 0, i32 0)";
    let e = refusal("lds_2", &kernel(call), &spec("gfx950"));
    assert_eq!(e.kind, ErrKind::Unsupported);
    assert!(e.message.contains("2 byte(s)"), "{}", e.message);
    // RDNA: not modelled
    let call = "  tail call void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) %r, ptr addrspace(3) @lds, i32 4, i32 %four_i, i32 0, i32 0, i32 0)";
    let e = refusal("lds_gfx1100", &kernel(call), &format!(r#""target": "gfx1100", "wave": 32, {SPEC}"#));
    assert_eq!(e.kind, ErrKind::Unsupported);
}
