; The undefined value the odd lanes store into LDS is loaded back by the same lanes and
; stored to global memory: out = [0, undef, 2, undef] (null: not checked). Without --strict
; each odd lane's global store is a warning; under --strict the first (lane 1) is an
; `undefined-value` error that names the `undef` of the select as the origin and the LDS
; store and load it went through (tests/all/undef_memory.rs).
; launch: "kernel": "k", "target": "gfx942", "grid": [1], "block": [4], "args": [{"buffer": "u32", "len": 4, "fill": 7}]
; expect: {"0": {"data": [0, null, 2, null]}}
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1"
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [4 x i32] undef, align 4

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %id = tail call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr [4 x i32], ptr addrspace(3) @lds, i32 0, i32 %id
  %odd = and i32 %id, 1
  %even = icmp eq i32 %odd, 0
  %v = select i1 %even, i32 %id, i32 undef
  store i32 %v, ptr addrspace(3) %p, align 4
  tail call void @llvm.amdgcn.s.barrier()
  %w = load i32, ptr addrspace(3) %p, align 4
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %w, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
