; %S is { i16, i32, [2 x i8] }: size 12 (i32 at offset 4, bytes at 8). Element 2 starts
; at 24: i16 -1, bytes 0x7f 'z'. Offset 16 is element 1's i32 field = 4.
; launch: "kernel": "k", "block": [1], "args": [{"buffer": "u32", "len": 3, "fill": 0}]
; expect: {"0": {"data": [4294967295, 127, 4]}}
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "target-cpu"="gfx942" "target-features"="+wavefrontsize64" }
%S = type { i16, i32, [2 x i8] }
@tab = addrspace(4) constant [3 x %S] [%S { i16 1, i32 2, [2 x i8] c"ab" }, %S { i16 3, i32 4, [2 x i8] zeroinitializer }, %S { i16 -1, i32 6, [2 x i8] c"\7Fz" }], align 4
@ptr = addrspace(1) global ptr addrspace(4) getelementptr inbounds ([3 x %S], ptr addrspace(4) @tab, i64 0, i64 2), align 8
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {
  %p = load ptr addrspace(4), ptr addrspace(1) @ptr, align 8
  %a = load i16, ptr addrspace(4) %p, align 2
  %f = getelementptr inbounds %S, ptr addrspace(4) %p, i64 0, i32 2, i64 0
  %c = load i8, ptr addrspace(4) %f, align 1
  %g = load i32, ptr addrspace(4) getelementptr inbounds (i8, ptr addrspace(4) @tab, i64 16), align 4
  %a32 = sext i16 %a to i32
  %c32 = zext i8 %c to i32
  store i32 %a32, ptr addrspace(1) %out, align 4
  %o1 = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %c32, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr i32, ptr addrspace(1) %out, i64 2
  store i32 %g, ptr addrspace(1) %o2, align 4
  %h = fadd float 0x3FB99999A0000000, 1.000000e+00
  ret void
}
