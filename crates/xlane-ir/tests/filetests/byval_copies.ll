; Each call changes its own copy; the caller's variable keeps 10.
; launch: "kernel": "k", "block": [2], "args": [{"buffer": "u32", "len": 3, "fill": 0}]
; expect: {"0": {"data": [15, 15, 10]}}
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "target-cpu"="gfx942" "target-features"="+wavefrontsize64" }
define internal i32 @bump(ptr addrspace(5) byval(i32) align 4 %p) {
  %v = load i32, ptr addrspace(5) %p, align 4
  %w = add i32 %v, 5
  store i32 %w, ptr addrspace(5) %p, align 4
  ret i32 %w
}
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {
  %x = alloca i32, align 4, addrspace(5)
  store i32 10, ptr addrspace(5) %x, align 4
  %a = call i32 @bump(ptr addrspace(5) byval(i32) align 4 %x)
  %b = call i32 @bump(ptr addrspace(5) byval(i32) align 4 %x)
  %c = load i32, ptr addrspace(5) %x, align 4
  store i32 %a, ptr addrspace(1) %out, align 4
  %o1 = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %b, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr i32, ptr addrspace(1) %out, i64 2
  store i32 %c, ptr addrspace(1) %o2, align 4
  ret void
}
