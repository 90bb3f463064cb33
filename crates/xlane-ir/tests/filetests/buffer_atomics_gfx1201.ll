; The raw buffer atomics beyond the arithmetic ones, on GFX12 (OOB_SELECT 3, the raw check;
; num_records 16): lane i works on word i (offset 4i) with v = i + 2, so lanes 0..3 are in
; range and lanes 4..7 touch nothing (their words keep 1; their returned value is undefined,
; null). Each op's meaning is the atomicrmw LLVM selects the same instruction for (LangRef):
; - inc = uinc_wrap, old >= v ? 0 : old + 1: [0, 2, 4, 9] -> [1, 3, 0, 0];
; - dec = udec_wrap, (old == 0 || old > v) ? v : old - 1: [0, 2, 7, 3] -> [2, 1, 4, 2];
; - sub.clamp.u32 = usub_sat, old >= v ? old - v : 0: [10, 2, 5, 0] -> [8, 0, 1, 0];
; - cond.sub.u32 = usub_cond, old >= v ? old - v : old: [10, 2, 5, 0] -> [8, 2, 1, 0];
; - cmpswap(src = 100 + i, cmp = 7 + (i & 1)) on [7, 7, 7, 7]: the even lanes match ->
;   [100, 7, 102, 7].
; Every in-range lane returns its word's old value (ret[8 op + i]).
; launch: "kernel": "k", "target": "gfx1201", "wave": 32, "block": [8], "args": [
; launch:   {"buffer": "u32", "data": [0, 2, 4, 9, 1, 1, 1, 1]}, {"buffer": "u32", "data": [0, 2, 7, 3, 1, 1, 1, 1]},
; launch:   {"buffer": "u32", "data": [10, 2, 5, 0, 1, 1, 1, 1]}, {"buffer": "u32", "data": [10, 2, 5, 0, 1, 1, 1, 1]},
; launch:   {"buffer": "u32", "data": [7, 7, 7, 7, 1, 1, 1, 1]}, {"buffer": "u32", "len": 40, "fill": 0}]
; expect: {"0": {"data": [1, 3, 0, 0, 1, 1, 1, 1]}, "1": {"data": [2, 1, 4, 2, 1, 1, 1, 1]},
; expect:  "2": {"data": [8, 0, 1, 0, 1, 1, 1, 1]}, "3": {"data": [8, 2, 1, 0, 1, 1, 1, 1]}, "4": {"data": [100, 7, 102, 7, 1, 1, 1, 1]},
; expect:  "5": {"data": [0, 2, 4, 9, null, null, null, null, 0, 2, 7, 3, null, null, null, null, 10, 2, 5, 0, null, null, null, null, 10, 2, 5, 0, null, null, null, null, 7, 7, 7, 7, null, null, null, null]}}
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu12.01-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) inreg %b0, ptr addrspace(1) inreg %b1, ptr addrspace(1) inreg %b2, ptr addrspace(1) inreg %b3, ptr addrspace(1) inreg %b4, ptr addrspace(1) inreg %ret) {
  %i = tail call i32 @llvm.amdgcn.workitem.id.x()
  %off = shl i32 %i, 2
  %v = add i32 %i, 2
  %r0 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %b0, i16 0, i64 16, i32 822243328)
  %o0 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.inc.i32(i32 %v, ptr addrspace(8) %r0, i32 %off, i32 0, i32 0)
  %q0 = add i32 %i, 0
  %p0 = getelementptr i32, ptr addrspace(1) %ret, i32 %q0
  store i32 %o0, ptr addrspace(1) %p0, align 4
  %r1 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %b1, i16 0, i64 16, i32 822243328)
  %o1 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.dec.i32(i32 %v, ptr addrspace(8) %r1, i32 %off, i32 0, i32 0)
  %q1 = add i32 %i, 8
  %p1 = getelementptr i32, ptr addrspace(1) %ret, i32 %q1
  store i32 %o1, ptr addrspace(1) %p1, align 4
  %r2 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %b2, i16 0, i64 16, i32 822243328)
  %o2 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.sub.clamp.u32.i32(i32 %v, ptr addrspace(8) %r2, i32 %off, i32 0, i32 0)
  %q2 = add i32 %i, 16
  %p2 = getelementptr i32, ptr addrspace(1) %ret, i32 %q2
  store i32 %o2, ptr addrspace(1) %p2, align 4
  %r3 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %b3, i16 0, i64 16, i32 822243328)
  %o3 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.cond.sub.u32.i32(i32 %v, ptr addrspace(8) %r3, i32 %off, i32 0, i32 0)
  %q3 = add i32 %i, 24
  %p3 = getelementptr i32, ptr addrspace(1) %ret, i32 %q3
  store i32 %o3, ptr addrspace(1) %p3, align 4
  %r4 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %b4, i16 0, i64 16, i32 822243328)
  %odd = and i32 %i, 1
  %cmp = add i32 %odd, 7
  %src = add i32 %i, 100
  %o4 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.cmpswap.i32(i32 %src, i32 %cmp, ptr addrspace(8) %r4, i32 %off, i32 0, i32 0)
  %q4 = add i32 %i, 32
  %p4 = getelementptr i32, ptr addrspace(1) %ret, i32 %q4
  store i32 %o4, ptr addrspace(1) %p4, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare i32 @llvm.amdgcn.raw.ptr.buffer.atomic.cmpswap.i32(i32, i32, ptr addrspace(8), i32, i32, i32 immarg)
declare i32 @llvm.amdgcn.raw.ptr.buffer.atomic.cond.sub.u32.i32(i32, ptr addrspace(8), i32, i32, i32 immarg)
declare i32 @llvm.amdgcn.raw.ptr.buffer.atomic.dec.i32(i32, ptr addrspace(8), i32, i32, i32 immarg)
declare i32 @llvm.amdgcn.raw.ptr.buffer.atomic.inc.i32(i32, ptr addrspace(8), i32, i32, i32 immarg)
declare i32 @llvm.amdgcn.raw.ptr.buffer.atomic.sub.clamp.u32.i32(i32, ptr addrspace(8), i32, i32, i32 immarg)
