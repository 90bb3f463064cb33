; LangRef "Structure Types": an identified struct may name a type defined later in the
; module; clang-22 emits `%struct.Particle = type { %struct.float4, ... }` before
; `%struct.float4` for CUDA's vector_types.h structs.
; Outer is 12 bytes (Inner = 8, then i32): thread t writes word 3t + 2.
; launch: "kernel": "k", "grid": [1], "block": [4], "args": [{"buffer": "u32", "len": 12, "fill": 0}]
; expect: {"0": {"data": [0, 0, 0, 0, 0, 1, 0, 0, 2, 0, 0, 3]}}
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "target-cpu"="gfx942" "target-features"="+wavefrontsize64" }
%struct.Outer = type { %struct.Inner, i32 }
%struct.Inner = type { float, i32 }
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr inbounds %struct.Outer, ptr addrspace(1) %out, i32 %id
  %q = getelementptr inbounds %struct.Outer, ptr addrspace(1) %p, i32 0, i32 1
  store i32 %id, ptr addrspace(1) %q, align 4
  ret void
}
