; AMD buffer resources on GFX9 (no OOB_SELECT; flags 0x27000 as Triton and MLIR write them for
; CDNA): `make.buffer.rsrc` then raw buffer loads, stores and atomics, range-checked against
; num_records (bytes); out-of-range loads read 0, out-of-range stores and atomics do nothing.
; 16 lanes. Loads from %in (16 words 100..115) through a resource of num_records 32 (words
; 0..7): lane i < 8 reads word i (100 + i); lanes 8..11 read offsets 32..44, out of range
; though inside the buffer's memory: 0; lane 12 reads 4 bytes at 30, partly in range:
; chipset-dependent, undefined (null); lanes 13..15 read at 0x80000000 (Triton's masked-off
; offset; a real access there would be out of bounds): 0.
; Stores of 200 + i at 4i through a resource over %out2 of num_records 16: lanes 0..3 write,
; the others (inside the buffer's memory) are dropped, so words 4..15 keep the fill 7.
; Atomic add of 1 at (i & 1) * 4 through a resource over %cnt of num_records 4: the 8 even
; lanes add to word 0; the odd lanes' word 1 is out of range and stays 0.
; launch: "kernel": "k", "target": "gfx942", "block": [16], "args": [
; launch:   {"buffer": "u32", "data": [100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115]},
; launch:   {"buffer": "u32", "len": 16, "fill": 9}, {"buffer": "u32", "len": 16, "fill": 7}, {"buffer": "u32", "len": 2, "fill": 0}]
; expect: {"1": {"data": [100, 101, 102, 103, 104, 105, 106, 107, 0, 0, 0, 0, null, 0, 0, 0]}, "2": {"data": [200, 201, 202, 203, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7]}, "3": {"data": [8, 0]}}
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) inreg %in, ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %out2, ptr addrspace(1) inreg %cnt) {
  %i = tail call i32 @llvm.amdgcn.workitem.id.x()
  %r_in = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 0, i64 32, i32 159744)
  %four_i = shl i32 %i, 2
  %lo = icmp ult i32 %i, 12
  %is12 = icmp eq i32 %i, 12
  %far = select i1 %is12, i32 30, i32 -2147483648
  %off = select i1 %lo, i32 %four_i, i32 %far
  %v = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %r_in, i32 %off, i32 0, i32 0)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %v, ptr addrspace(1) %p, align 4
  %r_out = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %out2, i16 0, i64 16, i32 159744)
  %w = add i32 %i, 200
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %w, ptr addrspace(8) %r_out, i32 %four_i, i32 0, i32 0)
  %r_cnt = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %cnt, i16 0, i64 4, i32 159744)
  %odd = and i32 %i, 1
  %aoff = shl i32 %odd, 2
  %old = tail call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.add.i32(i32 1, ptr addrspace(8) %r_cnt, i32 %aoff, i32 0, i32 0)
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8), i32, i32, i32 immarg)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32, ptr addrspace(8), i32, i32, i32 immarg)
declare i32 @llvm.amdgcn.raw.ptr.buffer.atomic.add.i32(i32, ptr addrspace(8), i32, i32, i32 immarg)
