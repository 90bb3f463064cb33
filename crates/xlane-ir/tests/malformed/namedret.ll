target datalayout = "e-p:64:64-p1:64:64-p3:32:32-p5:32:32-i64:64-n32:64-S32-A5-G1"
target triple = "amdgcn-amd-amdhsa"
attributes #0 = { "target-cpu"="gfx942" "target-features"="+wavefrontsize64" }

; A fuzzer find (ll_run, 2026-12-01): the junk after `align 4` makes the next instruction
; `%y = ret i32 %y`; LLVM refuses a name on an instruction that returns nothing.
define i32 @f() {
  %x = alloca i32, align 4, addrspace(5) %y = ;junk
  ret i32 %y
}
define amdgpu_kernel void @k(ptr addrspace(1) %o) #0 {
  %v = call i32 @f()
  store i32 %v, ptr addrspace(1) %o
  ret void
}
