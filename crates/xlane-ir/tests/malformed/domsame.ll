target datalayout = "e-p:64:64-p1:64:64-p3:32:32-p5:32:32-i64:64-n32:64-S32-A5-G1"
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "target-cpu"="gfx942" "target-features"="+wavefrontsize64" }

define amdgpu_kernel void @k(ptr addrspace(1) %o) #0 {
  %p = getelementptr i32, ptr addrspace(1) %o, i64 %i
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %id to i64
  store i32 %id, ptr addrspace(1) %p
  ret void
}
