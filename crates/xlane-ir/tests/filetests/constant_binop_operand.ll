; LLVM 22 still has `add`/`sub` constant expressions (LangRef "Constant Expressions"); HIP
; printf computes a string length with them as a call operand: `i64 add (i64 ptrtoint …)`.
; A binary-operator word in operand position starts a constant, never an attribute.
; Lane 1 stores the byte distance 12 between the two constant addresses.
; launch: "kernel": "k", "grid": [1], "block": [2], "args": [{"buffer": "u32", "len": 2, "fill": 9}]
; expect: {"0": {"data": [0, 12]}}
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "target-cpu"="gfx942" "target-features"="+wavefrontsize64" }
@tab = addrspace(1) global [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 4
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %id, 0
  %n = select i1 %c, i64 0, i64 sub (i64 ptrtoint (ptr addrspace(1) getelementptr inbounds (i8, ptr addrspace(1) @tab, i64 12) to i64), i64 ptrtoint (ptr addrspace(1) @tab to i64))
  %t = trunc i64 %n to i32
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %id
  store i32 %t, ptr addrspace(1) %p, align 4
  ret void
}
