; Hand-written: lanes 0 and 1 get a value, the others keep the phi's undef.
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @undef_store(ptr addrspace(1) %p) #0 {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp ult i32 %t, 2
  br i1 %c, label %set, label %join

set:
  br label %join

join:
  %x = phi i32 [ 5, %set ], [ undef, %entry ]
  %i = zext i32 %t to i64
  %a = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %i
  store i32 %x, ptr addrspace(1) %a, align 4, !dbg !9
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

attributes #0 = { "target-cpu"="gfx942" "target-features"="+wavefrontsize64" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!9 = !DILocation(line: 42, column: 7, scope: !10)
!10 = distinct !DISubprogram(name: "undef_store", scope: null)
