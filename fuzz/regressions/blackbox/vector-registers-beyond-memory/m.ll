target datalayout = "e-p:64:64-p1:64:64-p3:32:32-p5:32:32-i64:64-n32:64-S32-A5-G1"
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %o) #0 {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %s = insertelement <65536 x i32> zeroinitializer, i32 %t, i32 0
  %v = add <65536 x i32> %s, splat (i32 1)
  %w = mul <65536 x i32> %v, %v
  %e = extractelement <65536 x i32> %w, i32 0
  store i32 %e, ptr addrspace(1) %o
  ret void
}
attributes #0 = { "target-cpu"="gfx942" "target-features"="+wavefrontsize64" }
