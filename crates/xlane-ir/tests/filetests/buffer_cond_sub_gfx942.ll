; `raw.ptr.buffer.atomic.cond.sub.u32` exists on GFX12 only (llc-22 selects
; buffer_atomic_cond_sub_u32 for gfx1200/gfx1201/gfx12-generic/gfx1250 and "Cannot select"
; for gfx942): on gfx942 the call is `unavailable`, never run as another atomic.
; launch: "kernel": "k", "target": "gfx942", "block": [4], "args": [{"buffer": "u32", "data": [10, 2, 5, 0]}]
; expect_error: unavailable
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) inreg %b) {
  %i = tail call i32 @llvm.amdgcn.workitem.id.x()
  %off = shl i32 %i, 2
  %r = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %b, i16 0, i64 16, i32 159744)
  %o = tail call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.cond.sub.u32.i32(i32 2, ptr addrspace(8) %r, i32 %off, i32 0, i32 0)
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare i32 @llvm.amdgcn.raw.ptr.buffer.atomic.cond.sub.u32.i32(i32, ptr addrspace(8), i32, i32, i32 immarg)
