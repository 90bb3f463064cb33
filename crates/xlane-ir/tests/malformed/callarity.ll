target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx80,+sm_90" }

; A black-box fuzzer find (issue 24): a laneid read replaced by a shuffle with no operands
; reached the runner, which indexed the missing member mask (exec/calls.rs).
define ptx_kernel void @k(ptr addrspace(1) %o) #0 {
  %l = call i32 @llvm.nvvm.shfl.sync.bfly.i32()
  store i32 %l, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
