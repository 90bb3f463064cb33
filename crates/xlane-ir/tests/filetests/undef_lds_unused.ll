; Storing an undefined value to LDS is not itself an error (LangRef, "store": storing undef
; is allowed; a later load of the bytes gives undef): the odd lanes store `undef` into
; lds[id], every lane then reads the even entry lds[id & ~1], which the even lanes wrote, and
; stores it to out[id]. Nothing undefined reaches global memory, so the run passes, also
; under --strict (tests/all/undef_memory.rs): out = [0, 0, 2, 2].
; launch: "kernel": "k", "target": "gfx942", "grid": [1], "block": [4], "args": [{"buffer": "u32", "len": 4, "fill": 7}]
; expect: {"0": {"data": [0, 0, 2, 2]}}
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
  %e = and i32 %id, -2
  %q = getelementptr [4 x i32], ptr addrspace(3) @lds, i32 0, i32 %e
  %w = load i32, ptr addrspace(3) %q, align 4
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %w, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
