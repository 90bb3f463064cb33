; Raw buffer accesses through GFX11 descriptors whose OOB_SELECT is not 3 (rocjitsu
; rdna_buffer_range_check_lane; a raw access's index is 0). Flags 16867328 = 0x01016000: mode 0,
; in range only when index 0 < num_records (16) and offset + 4 <= stride (0): never, so every lane
; reads 0 although its word is inside %in. Flags 553807872 = 0x21021000: mode 2, in range when
; num_records != 0 (16): every lane reads its word, 100 + i.
; launch: "kernel": "k", "target": "gfx1100", "wave": 32, "block": [8], "args": [
; launch:   {"buffer": "u32", "data": [100, 101, 102, 103, 104, 105, 106, 107]},
; launch:   {"buffer": "u32", "len": 8, "fill": 9}, {"buffer": "u32", "len": 8, "fill": 9}]
; expect: {"1": {"data": [0, 0, 0, 0, 0, 0, 0, 0]}, "2": {"data": [100, 101, 102, 103, 104, 105, 106, 107]}}
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu11.00-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) inreg %in, ptr addrspace(1) inreg %raw, ptr addrspace(1) inreg %open) {
  %i = tail call i32 @llvm.amdgcn.workitem.id.x()
  %off = shl i32 %i, 2
  %r3 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 0, i64 16, i32 16867328)
  %a = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %r3, i32 %off, i32 0, i32 0)
  %pa = getelementptr float, ptr addrspace(1) %raw, i32 %i
  store float %a, ptr addrspace(1) %pa, align 4
  %r2 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 0, i64 16, i32 553807872)
  %b = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %r2, i32 %off, i32 0, i32 0)
  %pb = getelementptr i32, ptr addrspace(1) %open, i32 %i
  store i32 %b, ptr addrspace(1) %pb, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8), i32, i32, i32 immarg)
declare i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8), i32, i32, i32 immarg)
