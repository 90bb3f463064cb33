target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx80,+sm_90" }

; The declaration agrees with the call but not with LLVM's intrinsic (IntrinsicsNVVM.td:
; shfl.sync.bfly.i32 takes i32 mask, i32 value, i32 lane, i32 clamp): the registry row is
; the signature.
define ptx_kernel void @k(ptr addrspace(1) %o) #0 {
  %l = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i64 7, i32 1, i32 31)
  store i32 %l, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i64, i32, i32)
