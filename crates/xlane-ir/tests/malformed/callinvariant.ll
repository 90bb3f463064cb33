target datalayout = "e-p:64:64-p1:64:64-p3:32:32-p5:32:32-i64:64-n32:64-S32-A5-G1"
target triple = "amdgcn-amd-amdhsa"
attributes #0 = { "target-cpu"="gfx942" "target-features"="+wavefrontsize64" }
declare ptr @llvm.invariant.start.p1(ptr addrspace(1))

define amdgpu_kernel void @k(ptr addrspace(1) %o) #0 {
  %r = call ptr @llvm.invariant.start.p1(ptr addrspace(1) %o)
  ret void
}
