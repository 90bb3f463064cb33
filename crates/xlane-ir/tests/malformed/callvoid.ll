target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx80,+sm_90" }

; A black-box fuzzer find (issue 24): a value-returning intrinsic called as `void` left the
; decoder without a destination (decode/intrin.rs).
define ptx_kernel void @k(ptr addrspace(1) %o) #0 {
  call void @llvm.nvvm.read.ptx.sreg.ctaid.x(i32 0)
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
