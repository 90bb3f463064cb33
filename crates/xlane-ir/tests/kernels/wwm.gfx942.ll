; Generated: clang-22 -x hip --offload-arch=gfx942 --cuda-device-only -nogpulib -nogpuinc -O2 -emit-llvm -S wwm.hip
; then: opt-22 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -passes='amdgpu-atomic-optimizer<strategy=dpp>' -S
; ModuleID = 'wwm.pre.ll'
source_filename = "wwm.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_26f3ed9fefd1e09 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_26f3ed9fefd1e09 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @count(ptr addrspace(1) noundef captures(none) %0, ptr addrspace(1) noundef readonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !5
  %7 = and i32 %6, 1
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %35, label %9

9:                                                ; preds = %2
  %10 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %11 = trunc i64 %10 to i32
  %12 = lshr i64 %10, 32
  %13 = trunc i64 %12 to i32
  %14 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %11, i32 0)
  %15 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %13, i32 %14)
  %16 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %6, i32 0)
  %17 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %16, i32 273, i32 15, i32 15, i1 false)
  %18 = add i32 %16, %17
  %19 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %18, i32 274, i32 15, i32 15, i1 false)
  %20 = add i32 %18, %19
  %21 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %20, i32 276, i32 15, i32 15, i1 false)
  %22 = add i32 %20, %21
  %23 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %22, i32 280, i32 15, i32 15, i1 false)
  %24 = add i32 %22, %23
  %25 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %24, i32 322, i32 10, i32 15, i1 false)
  %26 = add i32 %24, %25
  %27 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %26, i32 323, i32 12, i32 15, i1 false)
  %28 = add i32 %26, %27
  %29 = call i32 @llvm.amdgcn.readlane.i32(i32 %28, i32 63)
  %30 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %29)
  %31 = icmp eq i32 %15, 0
  br i1 %31, label %32, label %34

32:                                               ; preds = %9
  %33 = atomicrmw add ptr addrspace(1) %0, i32 %30 syncscope("agent") monotonic, align 4, !noalias.addrspace !9, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %34

34:                                               ; preds = %9, %32
  br label %35

35:                                               ; preds = %34, %2
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @slot(ptr addrspace(1) noundef captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %5 = trunc i64 %4 to i32
  %6 = lshr i64 %4, 32
  %7 = trunc i64 %6 to i32
  %8 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %5, i32 0)
  %9 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %7, i32 %8)
  %10 = call i64 @llvm.ctpop.i64(i64 %4)
  %11 = trunc i64 %10 to i32
  %12 = icmp eq i32 %9, 0
  br i1 %12, label %13, label %15

13:                                               ; preds = %2
  %14 = atomicrmw add ptr addrspace(1) %0, i32 %11 syncscope("agent") monotonic, align 4, !noalias.addrspace !9, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %15

15:                                               ; preds = %2, %13
  %16 = phi i32 [ poison, %2 ], [ %14, %13 ]
  %17 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %16)
  %18 = add i32 %17, %9
  %19 = zext nneg i32 %3 to i64
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %19
  store i32 %18, ptr addrspace(1) %20, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #3

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #4

; Function Attrs: convergent nocallback nofree nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.strict.wwm.i32(i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #6

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="gfx942" }
attributes #2 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #4 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #5 = { convergent nocallback nofree nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i32 5, i32 6}
!10 = !{}
