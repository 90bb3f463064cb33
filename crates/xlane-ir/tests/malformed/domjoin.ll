target datalayout = "e-p:64:64-p1:64:64-p3:32:32-p5:32:32-i64:64-n32:64-S32-A5-G1"
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "target-cpu"="gfx942" "target-features"="+wavefrontsize64" }

define amdgpu_kernel void @k(ptr addrspace(1) %o) #0 {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp ult i32 %id, 2
  br i1 %c, label %then, label %join
then:
  %v = add i32 %id, 7
  br label %join
join:
  store i32 %v, ptr addrspace(1) %o
  ret void
}
