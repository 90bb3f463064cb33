; A formatted buffer load (llc-22 selects buffer_load_format_x) through a V# whose word 3 is
; 0x27000 (what Triton and MLIR write on GFX9): DATA_FORMAT 4 (32 bits) but NUM_FORMAT 7 (FLOAT)
; and DST_SEL 0 (SEL_0): a conversion and a selection xlane does not model, refused
; (unsupported, naming NUM_FORMAT) when a lane runs it.
; launch: "kernel": "k", "target": "gfx942", "block": [4], "args": [{"buffer": "u32", "len": 4, "fill": 1}]
; expect_error: unsupported
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"
attributes #0 = { "target-cpu"="gfx942" }

define amdgpu_kernel void @k(ptr addrspace(1) %o) #0 {
  %r = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %o, i16 0, i64 16, i32 159744)
  %v = call float @llvm.amdgcn.raw.ptr.buffer.load.format.f32(ptr addrspace(8) %r, i32 0, i32 0, i32 0)
  store float %v, ptr addrspace(1) %o
  ret void
}
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.load.format.f32(ptr addrspace(8), i32, i32, i32 immarg)
