; Formatted buffer accesses on GFX9 through V#s whose format moves 32-bit integers unchanged
; (front/decode/buffer/format.rs): word 3 = DST_SEL X, Y, Z, W in order (4, 5, 6, 7 in bits
; 2:0, 5:3, …), NUM_FORMAT UINT (4, bits 14:12), DATA_FORMAT the 32-bit format of as many
; components as the access (bits 18:15: 32 = 4, 32_32 = 11, 32_32_32_32 = 14). Formatted
; accesses are range-checked all or nothing (ISA "Range Checking" note 3). %in holds words
; 100..115; 8 lanes, i = lane.
; arg1 (32 words): load.format.v4f32 at 16i, DATA_FORMAT 14 (word 3 = 479148), num_records 48:
;       lanes 0..2 read words 4i..4i + 3; lanes 3..7 (16i >= 48) read 0.
; arg2: load.format.f32 at 4i, DATA_FORMAT 4 (word 3 = 147460), num_records 12: 100, 101, 102, 0….
; arg3 (16 words, fill 7): store.format.v2f32 of (200 + i, 300 + i) at 8i, DATA_FORMAT 11
;       (word 3 = 376876), num_records 16: lanes 0, 1 write words 0..3; the others are dropped.
; arg4: struct.ptr.buffer.load.format.f32, stride 8, num_records 2 (records), vindex i: lanes
;       0, 1 read words 0, 2 (100, 102), the others 0.
; launch: "kernel": "k", "target": "gfx942", "block": [8], "args": [
; launch:   {"buffer": "u32", "data": [100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115]},
; launch:   {"buffer": "u32", "len": 32, "fill": 9}, {"buffer": "u32", "len": 8, "fill": 9}, {"buffer": "u32", "len": 16, "fill": 7},
; launch:   {"buffer": "u32", "len": 8, "fill": 9}]
; expect: {"1": {"data": [100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]},
; expect:  "2": {"data": [100, 101, 102, 0, 0, 0, 0, 0]},
; expect:  "3": {"data": [200, 300, 201, 301, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7]},
; expect:  "4": {"data": [100, 102, 0, 0, 0, 0, 0, 0]}}
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) inreg %in, ptr addrspace(1) inreg %o1, ptr addrspace(1) inreg %o2, ptr addrspace(1) inreg %o3, ptr addrspace(1) inreg %o4) #0 {
  %i = tail call i32 @llvm.amdgcn.workitem.id.x()
  %off4 = shl i32 %i, 2
  %off8 = shl i32 %i, 3
  %off16 = shl i32 %i, 4
  %r4 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 0, i64 48, i32 479148)
  %a = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.format.v4f32(ptr addrspace(8) %r4, i32 %off16, i32 0, i32 0)
  %ai = bitcast <4 x float> %a to <4 x i32>
  %pa = getelementptr <4 x i32>, ptr addrspace(1) %o1, i32 %i
  store <4 x i32> %ai, ptr addrspace(1) %pa, align 16
  %r1 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 0, i64 12, i32 147460)
  %b = tail call float @llvm.amdgcn.raw.ptr.buffer.load.format.f32(ptr addrspace(8) %r1, i32 %off4, i32 0, i32 0)
  %bi = bitcast float %b to i32
  %pb = getelementptr i32, ptr addrspace(1) %o2, i32 %i
  store i32 %bi, ptr addrspace(1) %pb, align 4
  %r2 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %o3, i16 0, i64 16, i32 376876)
  %x = add i32 %i, 200
  %y = add i32 %i, 300
  %v0 = insertelement <2 x i32> poison, i32 %x, i32 0
  %v1 = insertelement <2 x i32> %v0, i32 %y, i32 1
  %vf = bitcast <2 x i32> %v1 to <2 x float>
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.format.v2f32(<2 x float> %vf, ptr addrspace(8) %r2, i32 %off8, i32 0, i32 0)
  %rs = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 8, i64 2, i32 147460)
  %c = tail call float @llvm.amdgcn.struct.ptr.buffer.load.format.f32(ptr addrspace(8) %rs, i32 %i, i32 0, i32 0, i32 0)
  %ci = bitcast float %c to i32
  %pc = getelementptr i32, ptr addrspace(1) %o4, i32 %i
  store i32 %ci, ptr addrspace(1) %pc, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.format.v4f32(ptr addrspace(8), i32, i32, i32 immarg)
declare float @llvm.amdgcn.raw.ptr.buffer.load.format.f32(ptr addrspace(8), i32, i32, i32 immarg)
declare void @llvm.amdgcn.raw.ptr.buffer.store.format.v2f32(<2 x float>, ptr addrspace(8), i32, i32, i32 immarg)
declare float @llvm.amdgcn.struct.ptr.buffer.load.format.f32(ptr addrspace(8), i32, i32, i32, i32 immarg)

attributes #0 = { "target-cpu"="gfx942" }
