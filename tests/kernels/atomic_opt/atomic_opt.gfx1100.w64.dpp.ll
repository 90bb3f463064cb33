; ModuleID = 'atomic_opt.gfx1100.w64.O2.ll.tmp'
source_filename = "atomic_opt.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_e82eabf1091d124e = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_e82eabf1091d124e to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @atomic_add(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef captures(none) %1, ptr addrspace(1) noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp ult i32 %12, %3
  br i1 %13, label %14, label %63

14:                                               ; preds = %4
  %15 = zext i32 %12 to i64
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !5
  %18 = and i32 %17, 3
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %60, label %20

20:                                               ; preds = %14
  %21 = lshr i32 %17, 8
  %22 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %23 = trunc i64 %22 to i32
  %24 = lshr i64 %22, 32
  %25 = trunc i64 %24 to i32
  %26 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %23, i32 0)
  %27 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %25, i32 %26)
  %28 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %21, i32 0)
  %29 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %28, i32 273, i32 15, i32 15, i1 false)
  %30 = add i32 %28, %29
  %31 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %30, i32 274, i32 15, i32 15, i1 false)
  %32 = add i32 %30, %31
  %33 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %32, i32 276, i32 15, i32 15, i1 false)
  %34 = add i32 %32, %33
  %35 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %34, i32 280, i32 15, i32 15, i1 false)
  %36 = add i32 %34, %35
  %37 = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %36, i32 -1, i32 -1, i1 false, i1 false)
  %38 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %37, i32 228, i32 10, i32 15, i1 false)
  %39 = add i32 %36, %38
  %40 = call i32 @llvm.amdgcn.readlane.i32(i32 %39, i32 31)
  %41 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %40, i32 228, i32 12, i32 15, i1 false)
  %42 = add i32 %39, %41
  %43 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %42, i32 273, i32 15, i32 15, i1 false)
  %44 = call i32 @llvm.amdgcn.readlane.i32(i32 %42, i32 15)
  %45 = call i32 @llvm.amdgcn.writelane.i32(i32 %44, i32 16, i32 %43)
  %46 = call i32 @llvm.amdgcn.readlane.i32(i32 %42, i32 31)
  %47 = call i32 @llvm.amdgcn.writelane.i32(i32 %46, i32 32, i32 %45)
  %48 = call i32 @llvm.amdgcn.readlane.i32(i32 %42, i32 47)
  %49 = call i32 @llvm.amdgcn.writelane.i32(i32 %48, i32 48, i32 %47)
  %50 = call i32 @llvm.amdgcn.readlane.i32(i32 %42, i32 63)
  %51 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %50)
  %52 = icmp eq i32 %27, 0
  br i1 %52, label %53, label %55

53:                                               ; preds = %20
  %54 = atomicrmw add ptr addrspace(1) %1, i32 %51 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %55

55:                                               ; preds = %20, %53
  %56 = phi i32 [ poison, %20 ], [ %54, %53 ]
  %57 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %56)
  %58 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %49)
  %59 = add i32 %57, %58
  br label %60

60:                                               ; preds = %55, %14
  %61 = phi i32 [ %59, %55 ], [ -1, %14 ]
  %62 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %15
  store i32 %61, ptr addrspace(1) %62, align 4, !tbaa !5
  br label %63

63:                                               ; preds = %60, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @atomic_max(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = icmp ult i32 %11, %2
  br i1 %12, label %13, label %53

13:                                               ; preds = %3
  %14 = zext i32 %11 to i64
  %15 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !5
  %17 = urem i32 %16, 3
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %53, label %19

19:                                               ; preds = %13
  %20 = lshr i32 %16, 4
  %21 = zext i32 %4 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %21
  %23 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %24 = trunc i64 %23 to i32
  %25 = lshr i64 %23, 32
  %26 = trunc i64 %25 to i32
  %27 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %24, i32 0)
  %28 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %26, i32 %27)
  %29 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %20, i32 0)
  %30 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %29, i32 353, i32 15, i32 15, i1 false)
  %31 = icmp ugt i32 %29, %30
  %32 = select i1 %31, i32 %29, i32 %30
  %33 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %32, i32 354, i32 15, i32 15, i1 false)
  %34 = icmp ugt i32 %32, %33
  %35 = select i1 %34, i32 %32, i32 %33
  %36 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %35, i32 356, i32 15, i32 15, i1 false)
  %37 = icmp ugt i32 %35, %36
  %38 = select i1 %37, i32 %35, i32 %36
  %39 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %38, i32 360, i32 15, i32 15, i1 false)
  %40 = icmp ugt i32 %38, %39
  %41 = select i1 %40, i32 %38, i32 %39
  %42 = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %41, i32 0, i32 0, i1 false, i1 false)
  %43 = icmp ugt i32 %41, %42
  %44 = select i1 %43, i32 %41, i32 %42
  %45 = call i32 @llvm.amdgcn.permlane64.i32(i32 %44)
  %46 = icmp ugt i32 %44, %45
  %47 = select i1 %46, i32 %44, i32 %45
  %48 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %47)
  %49 = icmp eq i32 %28, 0
  br i1 %49, label %50, label %52

50:                                               ; preds = %19
  %51 = atomicrmw umax ptr addrspace(1) %22, i32 %48 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %52

52:                                               ; preds = %19, %50
  br label %53

53:                                               ; preds = %52, %13, %3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

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
declare i32 @llvm.amdgcn.permlanex16.i32(i32, i32, i32, i32, i1 immarg, i1 immarg) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.writelane.i32(i32, i32, i32) #4

; Function Attrs: convergent nocallback nofree nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.strict.wwm.i32(i32) #5

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.permlane64.i32(i32) #4

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize64,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="gfx1100" "target-features"="+wavefrontsize64" }
attributes #2 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #4 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #5 = { convergent nocallback nofree nounwind speculatable willreturn memory(none) }

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
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = !{i32 5, i32 6}
