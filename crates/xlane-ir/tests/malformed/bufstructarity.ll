target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"
attributes #0 = { "target-cpu"="gfx942" }

; A structured buffer load called with the raw form's operands (no vindex); opt-22 refuses it
; ("Intrinsic has incorrect argument type!").
define amdgpu_kernel void @k(ptr addrspace(1) %o) #0 {
  %r = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %o, i16 4, i64 4, i32 159744)
  %v = call i32 @llvm.amdgcn.struct.ptr.buffer.load.i32(ptr addrspace(8) %r, i32 0, i32 0, i32 0)
  store i32 %v, ptr addrspace(1) %o
  ret void
}
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare i32 @llvm.amdgcn.struct.ptr.buffer.load.i32(ptr addrspace(8), i32, i32, i32)
