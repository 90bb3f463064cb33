; The older structured buffer intrinsics that take the V# as a `<4 x i32>`
; (`llvm.amdgcn.struct.buffer.*`, IntrinsicsAMDGPU.td: deprecated in favour of the `.ptr.`
; forms, same meaning) on GFX12, with the V# built by hand: word 0 the base's low 32 bits,
; word 1 its bits 47:32 and the stride in bits 29:16, word 2 num_records, word 3 the flags
; (0x31027000: OOB_SELECT 3, the byte check). `aux` 8 is a scope bit on GFX12 (bits 3-4;
; the swizzle bit is bit 6 there), not swizzling: llc-22 prints `scope:SCOPE_SE` for it.
; %in holds words 100..107; 8 lanes, i = lane.
; arg1: load at vindex i, stride 4, voffset 0, num_records 32: the byte check of the offset
;       (0 + 4 <= 32) passes for every lane; address 4i: 100 + i.
; arg2 (fill 0): atomic add 1 at vindex i & 1, stride 4, voffset 0: words 0 and 1 get 4 each.
; launch: "kernel": "k", "target": "gfx1201", "wave": 32, "block": [8], "args": [
; launch:   {"buffer": "u32", "data": [100, 101, 102, 103, 104, 105, 106, 107]},
; launch:   {"buffer": "u32", "len": 8, "fill": 9}, {"buffer": "u32", "len": 2, "fill": 0}]
; expect: {"1": {"data": [100, 101, 102, 103, 104, 105, 106, 107]}, "2": {"data": [4, 4]}}
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define <4 x i32> @rsrc(ptr addrspace(1) %p, i32 %stride, i32 %records) {
  %a = ptrtoint ptr addrspace(1) %p to i64
  %lo = trunc i64 %a to i32
  %sh = lshr i64 %a, 32
  %hi = trunc i64 %sh to i32
  %hi16 = and i32 %hi, 65535
  %st = shl i32 %stride, 16
  %w1 = or i32 %hi16, %st
  %v0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 %w1, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 %records, i32 2
  %v3 = insertelement <4 x i32> %v2, i32 822243328, i32 3
  ret <4 x i32> %v3
}

define amdgpu_kernel void @k(ptr addrspace(1) inreg %in, ptr addrspace(1) inreg %o1, ptr addrspace(1) inreg %cnt) #0 {
  %i = tail call i32 @llvm.amdgcn.workitem.id.x()
  %i1 = and i32 %i, 1
  %r = call <4 x i32> @rsrc(ptr addrspace(1) %in, i32 4, i32 32)
  %a = tail call i32 @llvm.amdgcn.struct.buffer.load.i32(<4 x i32> %r, i32 %i, i32 0, i32 0, i32 8)
  %pa = getelementptr i32, ptr addrspace(1) %o1, i32 %i
  store i32 %a, ptr addrspace(1) %pa, align 4
  %rc = call <4 x i32> @rsrc(ptr addrspace(1) %cnt, i32 4, i32 8)
  %old = tail call i32 @llvm.amdgcn.struct.buffer.atomic.add.i32(i32 1, <4 x i32> %rc, i32 %i1, i32 0, i32 0, i32 0)
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.struct.buffer.load.i32(<4 x i32>, i32, i32, i32, i32 immarg)
declare i32 @llvm.amdgcn.struct.buffer.atomic.add.i32(i32, <4 x i32>, i32, i32, i32, i32 immarg)

attributes #0 = { "target-cpu"="gfx1201" "target-features"="+wavefrontsize32" }
