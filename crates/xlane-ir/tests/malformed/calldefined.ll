target datalayout = "e-p:64:64-p1:64:64-p3:32:32-p5:32:32-i64:64-n32:64-S32-A5-G1"
target triple = "amdgcn-amd-amdhsa"
attributes #0 = { "target-cpu"="gfx942" "target-features"="+wavefrontsize64" }

; A call with fewer arguments than the defined function has parameters (undefined
; behaviour in LLVM: LangRef `call`).
define i32 @f(i32 %a, i32 %b) {
  %s = add i32 %a, %b
  ret i32 %s
}
define amdgpu_kernel void @k(ptr addrspace(1) %o) #0 {
  %v = call i32 @f(i32 1)
  store i32 %v, ptr addrspace(1) %o
  ret void
}
