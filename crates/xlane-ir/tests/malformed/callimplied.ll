target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx80,+sm_90" }

; A black-box fuzzer find (issue 24): an intrinsic called without a declaration is declared
; by the call itself (LLVM's parser does the same, then checks it against the intrinsic:
; "invalid intrinsic signature"); a `void` call of one that returns a value reached the
; decoder without a destination.
define ptx_kernel void @k(ptr addrspace(1) %o) #0 {
  tail call void @llvm.amdgcn.workgroup.id.x(i32 134217727)
  ret void
}
