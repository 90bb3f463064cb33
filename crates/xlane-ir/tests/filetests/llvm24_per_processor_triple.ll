; LLVM 24 writes a per-processor AMD triple (`amdgpu9.42-amd-amdhsa` is gfx942) and, as Triton's
; modules do, no `target-cpu` and no wave-size feature: the triple names the processor, the
; processor's default wave size (64 on gfx942) applies.
; launch: "kernel": "k", "grid": [1], "block": [64], "args": [{"buffer": "u32", "len": 64, "fill": 0}]
; out[i] = i * 3 + wavefrontsize (64): 64, 67, 70, …
; expect: {"0": {"data": [64, 67, 70, 73, 76, 79, 82, 85, 88, 91, 94, 97, 100, 103, 106, 109, 112, 115, 118, 121, 124, 127, 130, 133, 136, 139, 142, 145, 148, 151, 154, 157, 160, 163, 166, 169, 172, 175, 178, 181, 184, 187, 190, 193, 196, 199, 202, 205, 208, 211, 214, 217, 220, 223, 226, 229, 232, 235, 238, 241, 244, 247, 250, 253]}}
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1"
target triple = "amdgpu9.42-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) inreg %out) #0 {
  %id = tail call i32 @llvm.amdgcn.workitem.id.x()
  %w = tail call i32 @llvm.amdgcn.wavefrontsize()
  %t = mul i32 %id, 3
  %v = add i32 %t, %w
  %p = getelementptr [4 x i8], ptr addrspace(1) %out, i32 %id
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wavefrontsize()

attributes #0 = { "amdgpu-flat-work-group-size"="1,256" "uniform-work-group-size" }
