target datalayout = "e-p:64:64-p1:64:64-p3:32:32-p5:32:32-i64:64-n32:64-S32-A5-G1"
target triple = "amdgcn-amd-amdhsa"
attributes #0 = { "target-cpu"="gfx942" "target-features"="+wavefrontsize64" }

; An intrinsic declared with an empty-struct operand (no intrinsic takes one); the decoder
; read the operand's first component (decode/intrin.rs, memcpy).
define amdgpu_kernel void @k(ptr addrspace(1) %o) #0 {
  call void @llvm.memcpy.p1.p1.i64({} zeroinitializer, ptr addrspace(1) %o, i64 4, i1 false)
  ret void
}
declare void @llvm.memcpy.p1.p1.i64({}, ptr addrspace(1), i64, i1)
