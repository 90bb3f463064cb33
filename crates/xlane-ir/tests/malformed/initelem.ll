target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-n32:64-S32-A5-G1"
target triple = "amdgcn-amd-amdhsa"

; A 16-core black-box find: an array of 4-byte LDS pointers initialized with an 8-byte generic
; pointer (LLVM's parser refuses the element's type; the launch wrote 8 bytes into a 4-byte slot).
@a = addrspace(1) global i8 0
@g = addrspace(1) global [1 x ptr addrspace(3)] [ptr addrspacecast (ptr addrspace(1) @a to ptr)]

define amdgpu_kernel void @k(ptr addrspace(1) %o) #0 {
  store i32 1, ptr addrspace(1) %o
  ret void
}
attributes #0 = { "target-cpu"="gfx942" }
