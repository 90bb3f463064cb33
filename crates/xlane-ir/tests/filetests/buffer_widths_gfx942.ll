; Raw buffer accesses of several widths on GFX9 (flags 0x27000; no OOB_SELECT: a unit of n
; bytes at offset o is in range when o + n <= num_records, out of range when o >=
; num_records), 8 lanes, lane i:
; - %in holds bytes 1..16 (byte k is k + 1), seen through num_records 12.
;   i8 load at 2i: lanes 0..5 read bytes 2i + 1 = 1, 3, 5, 7, 9, 11; lanes 6, 7 (12, 14): 0.
;   i16 load at 2i: little-endian (2i + 1) | (2i + 2) << 8 = 513, 1027, 1541, 2055, 2569,
;   3083 for lanes 0..5; lanes 6, 7 out of range: 0.
;   <3 x i32> load at 4i: each dword checked on its own (RDNA/CDNA ISA "Range Checking":
;   Dword-x{2,3,4} per component): the words at bytes 0, 4, 8 are 0x04030201 = 67305985,
;   0x08070605 = 134678021, 0x0C0B0A09 = 202050057; lane 0 gets all three, lane 1 the last
;   two then 0, lane 2 one then 0, 0; lanes 3..7 only zeros. Stored at out3[3i..3i+3].
; - i8 store of 100 + i at i through num_records 5: lanes 0..4 write, 5..7 are dropped.
; - i16 store of 1000 + i at 2i through num_records 8: lanes 0..3 write.
; - atomic fadd.f32 of 1.5 at (i & 1) * 4 through num_records 4: the 4 even lanes add to
;   word 0 (6.0, exact in any order); the odd lanes' word 1 is out of range and stays 0.
; - atomic umax.i32 of i at 0 through num_records 4 over [3]: max(3, 0..7) = 7.
; launch: "kernel": "k", "target": "gfx942", "block": [8], "args": [
; launch:   {"buffer": "u8", "data": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]},
; launch:   {"buffer": "u8", "len": 8, "fill": 77}, {"buffer": "u16", "len": 8, "fill": 77}, {"buffer": "u32", "len": 24, "fill": 77},
; launch:   {"buffer": "u8", "len": 8, "fill": 0}, {"buffer": "u16", "len": 8, "fill": 0},
; launch:   {"buffer": "f32", "data": [0.0, 0.0]}, {"buffer": "u32", "data": [3]}]
; expect: {"1": {"data": [1, 3, 5, 7, 9, 11, 0, 0]}, "2": {"data": [513, 1027, 1541, 2055, 2569, 3083, 0, 0]},
; expect:  "3": {"data": [67305985, 134678021, 202050057, 134678021, 202050057, 0, 202050057, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]},
; expect:  "4": {"data": [100, 101, 102, 103, 104, 0, 0, 0]}, "5": {"data": [1000, 1001, 1002, 1003, 0, 0, 0, 0]},
; expect:  "6": {"data": [6.0, 0.0]}, "7": {"data": [7]}}
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) inreg %in, ptr addrspace(1) inreg %out8, ptr addrspace(1) inreg %out16, ptr addrspace(1) inreg %out3, ptr addrspace(1) inreg %s8, ptr addrspace(1) inreg %s16, ptr addrspace(1) inreg %fsum, ptr addrspace(1) inreg %umax) {
  %i = tail call i32 @llvm.amdgcn.workitem.id.x()
  %two_i = shl i32 %i, 1
  %four_i = shl i32 %i, 2
  %r_in = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 0, i64 12, i32 159744)
  %b = tail call i8 @llvm.amdgcn.raw.ptr.buffer.load.i8(ptr addrspace(8) %r_in, i32 %two_i, i32 0, i32 0)
  %pb = getelementptr i8, ptr addrspace(1) %out8, i32 %i
  store i8 %b, ptr addrspace(1) %pb, align 1
  %h = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %r_in, i32 %two_i, i32 0, i32 0)
  %ph = getelementptr i16, ptr addrspace(1) %out16, i32 %i
  store i16 %h, ptr addrspace(1) %ph, align 2
  %v = tail call <3 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v3i32(ptr addrspace(8) %r_in, i32 %four_i, i32 0, i32 0)
  %three_i = mul i32 %i, 3
  %pv = getelementptr i32, ptr addrspace(1) %out3, i32 %three_i
  store <3 x i32> %v, ptr addrspace(1) %pv, align 4
  %r8 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %s8, i16 0, i64 5, i32 159744)
  %i8v = trunc i32 %i to i8
  %w8 = add i8 %i8v, 100
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i8(i8 %w8, ptr addrspace(8) %r8, i32 %i, i32 0, i32 0)
  %r16 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %s16, i16 0, i64 8, i32 159744)
  %i16v = trunc i32 %i to i16
  %w16 = add i16 %i16v, 1000
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %w16, ptr addrspace(8) %r16, i32 %two_i, i32 0, i32 0)
  %rf = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %fsum, i16 0, i64 4, i32 159744)
  %odd = and i32 %i, 1
  %aoff = shl i32 %odd, 2
  %f = tail call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float 1.5, ptr addrspace(8) %rf, i32 %aoff, i32 0, i32 0)
  %ru = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %umax, i16 0, i64 4, i32 159744)
  %u = tail call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.umax.i32(i32 %i, ptr addrspace(8) %ru, i32 0, i32 0, i32 0)
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare i8 @llvm.amdgcn.raw.ptr.buffer.load.i8(ptr addrspace(8), i32, i32, i32 immarg)
declare i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8), i32, i32, i32 immarg)
declare <3 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v3i32(ptr addrspace(8), i32, i32, i32 immarg)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i8(i8, ptr addrspace(8), i32, i32, i32 immarg)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16, ptr addrspace(8), i32, i32, i32 immarg)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32 immarg)
declare i32 @llvm.amdgcn.raw.ptr.buffer.atomic.umax.i32(i32, ptr addrspace(8), i32, i32, i32 immarg)
