; ldmatrix is .sync.aligned: every lane of the warp must execute it (PTX ISA 9.7.14.5.15).
; Here only lanes 0..15 do; lanes 16..31 are alive on the other path: a deadlock.
; launch: "kernel": "k", "target": "sm_90", "block": [32], "args": [{"buffer": "u32", "len": 32, "fill": 0}]
; expect_error: deadlock
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tab = internal addrspace(3) global [256 x i16] zeroinitializer, align 16

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3))

define ptx_kernel void @k(ptr %out) #0 {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %low = icmp ult i32 %t, 16
  br i1 %low, label %load, label %done

load:
  %base = shl i32 %t, 3
  %row = getelementptr i16, ptr addrspace(3) @tab, i32 %base
  %r = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %row)
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %r, ptr %p, align 4
  br label %done

done:
  ret void
}

attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
