target datalayout = "e-p:64:64-p1:64:64-p3:32:32-p5:32:32-i64:64-n32:64-S32-A5-G1"
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
@g1 = addrspace(1) global [268435455 x i32] zeroinitializer, align 4
@g2 = addrspace(1) global [268435455 x i32] zeroinitializer, align 4
@g3 = addrspace(1) global [268435455 x i32] zeroinitializer, align 4
@g4 = addrspace(1) global [268435455 x i32] zeroinitializer, align 4
@g5 = addrspace(1) global [268435455 x i32] zeroinitializer, align 4
@g6 = addrspace(1) global [268435455 x i32] zeroinitializer, align 4
@g7 = addrspace(1) global [268435455 x i32] zeroinitializer, align 4
@g8 = addrspace(1) global [268435455 x i32] zeroinitializer, align 4

define amdgpu_kernel void @k(ptr addrspace(1) %o) #0 {
  store i32 1, ptr addrspace(1) @g8
  ret void
}
attributes #0 = { "target-cpu"="gfx942" "target-features"="+wavefrontsize64" }
