target datalayout = "e-p:128:128-p1:256:256"
target triple = "amdgcn-amd-amdhsa"
attributes #0 = { "target-cpu"="gfx942" "target-features"="+wavefrontsize64" }
define amdgpu_kernel void @k(ptr addrspace(1) %o) #0 {
  store i32 1, ptr addrspace(1) %o
  ret void
}
