; ModuleID = 'wave_amd.hip'
source_filename = "wave_amd.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_d65bd554bf500ec1 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_d65bd554bf500ec1 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @wave_amd(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !range !9, !invariant.load !10, !noundef !10
  %7 = zext nneg i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %10 = add i32 %8, %9
  %11 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %12 = zext i32 %10 to i64
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !5
  %15 = and i32 %11, 31
  %16 = sub nuw nsw i32 32, %15
  br label %22

17:                                               ; preds = %22
  %18 = shl i32 %10, 3
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %19
  store i32 %30, ptr addrspace(1) %20, align 4, !tbaa !5
  %21 = and i32 %14, 65535
  br label %62

22:                                               ; preds = %2, %22
  %23 = phi i32 [ %14, %2 ], [ %30, %22 ]
  %24 = phi i32 [ 16, %2 ], [ %31, %22 ]
  %25 = icmp samesign ult i32 %24, %16
  %26 = select i1 %25, i32 %24, i32 0
  %27 = add i32 %26, %11
  %28 = shl i32 %27, 2
  %29 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %28, i32 %23)
  %30 = add i32 %29, %23
  %31 = lshr i32 %24, 1
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %17, label %22, !llvm.loop !11

33:                                               ; preds = %73
  %34 = getelementptr inbounds nuw i8, ptr addrspace(1) %20, i64 4
  store i32 %75, ptr addrspace(1) %34, align 4, !tbaa !5
  %35 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %14)
  %36 = xor i32 %35, %11
  %37 = getelementptr inbounds nuw i8, ptr addrspace(1) %20, i64 8
  store i32 %36, ptr addrspace(1) %37, align 4, !tbaa !5
  %38 = shl i32 %11, 2
  %39 = sub i32 124, %38
  %40 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %39, i32 %14)
  %41 = getelementptr inbounds nuw i8, ptr addrspace(1) %20, i64 12
  store i32 %40, ptr addrspace(1) %41, align 4, !tbaa !5
  %42 = and i32 %14, 1
  %43 = icmp ne i32 %42, 0
  %44 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %43)
  %45 = getelementptr inbounds nuw i8, ptr addrspace(1) %20, i64 16
  store i32 %44, ptr addrspace(1) %45, align 4, !tbaa !5
  %46 = icmp eq i32 %14, 0
  %47 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %46)
  %48 = icmp ne i32 %47, 0
  %49 = zext i1 %48 to i32
  %50 = icmp ne i32 %14, 0
  %51 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %50)
  %52 = tail call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %53 = icmp eq i32 %51, %52
  %54 = select i1 %53, i32 2, i32 0
  %55 = or disjoint i32 %54, %49
  %56 = getelementptr inbounds nuw i8, ptr addrspace(1) %20, i64 20
  store i32 %55, ptr addrspace(1) %56, align 4, !tbaa !5
  %57 = tail call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %14, i32 0)
  %58 = tail call i32 @llvm.amdgcn.wave.reduce.add.i32(i32 %21, i32 0)
  %59 = xor i32 %58, %57
  %60 = getelementptr inbounds nuw i8, ptr addrspace(1) %20, i64 24
  store i32 %59, ptr addrspace(1) %60, align 4, !tbaa !5
  tail call void @llvm.amdgcn.s.barrier()
  %61 = getelementptr inbounds nuw i8, ptr addrspace(1) %20, i64 28
  store i32 32, ptr addrspace(1) %61, align 4, !tbaa !5
  ret void

62:                                               ; preds = %17, %73
  %63 = phi i32 [ %21, %17 ], [ %75, %73 ]
  %64 = phi i32 [ 1, %17 ], [ %76, %73 ]
  switch i32 %64, label %71 [
    i32 1, label %65
    i32 2, label %67
    i32 4, label %69
  ]

65:                                               ; preds = %62
  %66 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %63, i32 273, i32 15, i32 15, i1 false)
  br label %73

67:                                               ; preds = %62
  %68 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %63, i32 274, i32 15, i32 15, i1 false)
  br label %73

69:                                               ; preds = %62
  %70 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %63, i32 276, i32 15, i32 15, i1 false)
  br label %73

71:                                               ; preds = %62
  %72 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %63, i32 280, i32 15, i32 15, i1 false)
  br label %73

73:                                               ; preds = %67, %71, %69, %65
  %74 = phi i32 [ %66, %65 ], [ %68, %67 ], [ %70, %69 ], [ %72, %71 ]
  %75 = add i32 %74, %63
  %76 = shl i32 %64, 1
  %77 = icmp slt i32 %76, 16
  br i1 %77, label %62, label %33, !llvm.loop !14
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.wave.reduce.add.i32(i32, i32 immarg) #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ballot.i32(i1) #6

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #6 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }

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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
