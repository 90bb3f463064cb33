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
  %11 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %12 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %11)
  %13 = zext i32 %10 to i64
  %14 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !5
  %16 = and i32 %12, 63
  %17 = sub nuw nsw i32 64, %16
  br label %23

18:                                               ; preds = %23
  %19 = shl i32 %10, 3
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %20
  store i32 %31, ptr addrspace(1) %21, align 4, !tbaa !5
  %22 = and i32 %15, 65535
  br label %66

23:                                               ; preds = %2, %23
  %24 = phi i32 [ %15, %2 ], [ %31, %23 ]
  %25 = phi i32 [ 32, %2 ], [ %32, %23 ]
  %26 = icmp samesign ult i32 %25, %17
  %27 = select i1 %26, i32 %25, i32 0
  %28 = add i32 %27, %12
  %29 = shl i32 %28, 2
  %30 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %29, i32 %24)
  %31 = add i32 %30, %24
  %32 = lshr i32 %25, 1
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %18, label %23, !llvm.loop !11

34:                                               ; preds = %77
  %35 = getelementptr inbounds nuw i8, ptr addrspace(1) %21, i64 4
  store i32 %79, ptr addrspace(1) %35, align 4, !tbaa !5
  %36 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %15)
  %37 = xor i32 %36, %12
  %38 = getelementptr inbounds nuw i8, ptr addrspace(1) %21, i64 8
  store i32 %37, ptr addrspace(1) %38, align 4, !tbaa !5
  %39 = shl i32 %12, 2
  %40 = sub i32 252, %39
  %41 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %40, i32 %15)
  %42 = getelementptr inbounds nuw i8, ptr addrspace(1) %21, i64 12
  store i32 %41, ptr addrspace(1) %42, align 4, !tbaa !5
  %43 = and i32 %15, 1
  %44 = icmp ne i32 %43, 0
  %45 = tail call noundef i64 @llvm.amdgcn.ballot.i64(i1 %44)
  %46 = lshr i64 %45, 32
  %47 = xor i64 %46, %45
  %48 = trunc i64 %47 to i32
  %49 = getelementptr inbounds nuw i8, ptr addrspace(1) %21, i64 16
  store i32 %48, ptr addrspace(1) %49, align 4, !tbaa !5
  %50 = icmp eq i32 %15, 0
  %51 = tail call noundef i64 @llvm.amdgcn.ballot.i64(i1 %50)
  %52 = icmp ne i64 %51, 0
  %53 = zext i1 %52 to i32
  %54 = icmp ne i32 %15, 0
  %55 = tail call noundef i64 @llvm.amdgcn.ballot.i64(i1 %54)
  %56 = tail call noundef i64 @llvm.amdgcn.ballot.i64(i1 true)
  %57 = icmp eq i64 %55, %56
  %58 = select i1 %57, i32 2, i32 0
  %59 = or disjoint i32 %58, %53
  %60 = getelementptr inbounds nuw i8, ptr addrspace(1) %21, i64 20
  store i32 %59, ptr addrspace(1) %60, align 4, !tbaa !5
  %61 = tail call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %15, i32 0)
  %62 = tail call i32 @llvm.amdgcn.wave.reduce.add.i32(i32 %22, i32 0)
  %63 = xor i32 %62, %61
  %64 = getelementptr inbounds nuw i8, ptr addrspace(1) %21, i64 24
  store i32 %63, ptr addrspace(1) %64, align 4, !tbaa !5
  tail call void @llvm.amdgcn.s.barrier()
  %65 = getelementptr inbounds nuw i8, ptr addrspace(1) %21, i64 28
  store i32 64, ptr addrspace(1) %65, align 4, !tbaa !5
  ret void

66:                                               ; preds = %18, %77
  %67 = phi i32 [ %22, %18 ], [ %79, %77 ]
  %68 = phi i32 [ 1, %18 ], [ %80, %77 ]
  switch i32 %68, label %75 [
    i32 1, label %69
    i32 2, label %71
    i32 4, label %73
  ]

69:                                               ; preds = %66
  %70 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %67, i32 273, i32 15, i32 15, i1 false)
  br label %77

71:                                               ; preds = %66
  %72 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %67, i32 274, i32 15, i32 15, i1 false)
  br label %77

73:                                               ; preds = %66
  %74 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %67, i32 276, i32 15, i32 15, i1 false)
  br label %77

75:                                               ; preds = %66
  %76 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %67, i32 280, i32 15, i32 15, i1 false)
  br label %77

77:                                               ; preds = %71, %75, %73, %69
  %78 = phi i32 [ %70, %69 ], [ %72, %71 ], [ %74, %73 ], [ %76, %75 ]
  %79 = add i32 %78, %67
  %80 = shl i32 %68, 1
  %81 = icmp slt i32 %80, 16
  br i1 %81, label %66, label %34, !llvm.loop !14
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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #5

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

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
