target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx80,+sm_90" }

; A black-box find (local run, seed 9101): ldmatrix called with no operands and no
; declaration (LLVM's parser would declare it from this call; its verifier then refuses the
; signature, IntrinsicsNVVM.td: ldmatrix takes the shared row address).
define ptx_kernel void @k(ptr addrspace(1) %o) #0 {
  %l = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3()
  store i32 %l, ptr addrspace(1) %o
  ret void
}
