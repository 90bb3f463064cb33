target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx80,+sm_90" }

; A black-box fuzzer find (issue 24, 16-core run of 2026-12-06): an `extractvalue` whose
; aggregate operand names a value of another type (here a pointer) read past that value's
; slots in the decoder (front/decode.rs). LLVM's verifier refuses any use whose type is not
; its definition's.
define ptx_kernel void @k(ptr addrspace(1) %o) #0 {
  %e = getelementptr i8, ptr addrspace(1) %o, i64 4
  %x = extractvalue { float, float, float, float } %e, 2
  store float %x, ptr addrspace(1) %o
  ret void
}
