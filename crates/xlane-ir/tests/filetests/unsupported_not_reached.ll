; An instruction xlane cannot run (here an image load) refuses the run only when a lane
; executes it, as a GPU traps there: lanes 0-31 take the branch that stores 2*i; the image
; load is on the branch for i >= 1000, which no lane takes, so the run passes.
; (unsupported_reached.ll is the same kernel launched so that lanes reach it.)
; launch: "kernel": "k", "target": "gfx942", "grid": [1], "block": [32], "args": [{"buffer": "u32", "len": 32, "fill": 0}, {"scalar": "u32", "value": 1000}]
; expect: {"0": {"data": [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62]}}
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %limit) {
entry:
  %id = tail call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %id
  %far = icmp uge i32 %id, %limit
  br i1 %far, label %image, label %plain

image:
  %v = tail call <4 x float> @llvm.amdgcn.image.load.1d.v4f32.i32(i32 15, i32 %id, <8 x i32> zeroinitializer, i32 0, i32 0)
  %x = extractelement <4 x float> %v, i64 0
  %b = bitcast float %x to i32
  store i32 %b, ptr addrspace(1) %p, align 4
  ret void

plain:
  %d = shl i32 %id, 1
  store i32 %d, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare <4 x float> @llvm.amdgcn.image.load.1d.v4f32.i32(i32, i32, <8 x i32>, i32, i32)
