; ModuleID = 'vecloop.hip'
source_filename = "vecloop.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_58181e900e34193b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_58181e900e34193b to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @vecloop(ptr addrspace(1) noalias noundef readonly captures(none) %0, ptr addrspace(1) noalias noundef captures(none) %1, ptr addrspace(1) noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i32
  %11 = mul i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %67

15:                                               ; preds = %5
  %16 = sext i32 %13 to i64
  %17 = sext i32 %4 to i64
  %18 = mul nsw i64 %16, %17
  %19 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %18
  %20 = icmp sgt i32 %4, 0
  br i1 %20, label %27, label %21

21:                                               ; preds = %27, %15
  %22 = phi i32 [ -1, %15 ], [ %38, %27 ]
  %23 = phi i32 [ 0, %15 ], [ %39, %27 ]
  %24 = phi i32 [ 0, %15 ], [ %37, %27 ]
  %25 = phi i32 [ 0, %15 ], [ %36, %27 ]
  %26 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %18
  br i1 %20, label %53, label %42

27:                                               ; preds = %15, %27
  %28 = phi i32 [ %36, %27 ], [ 0, %15 ]
  %29 = phi i32 [ %37, %27 ], [ 0, %15 ]
  %30 = phi i32 [ %40, %27 ], [ 0, %15 ]
  %31 = phi i32 [ %39, %27 ], [ 0, %15 ]
  %32 = phi i32 [ %38, %27 ], [ -1, %15 ]
  %33 = zext nneg i32 %30 to i64
  %34 = getelementptr inbounds nuw i32, ptr addrspace(1) %19, i64 %33
  %35 = load i32, ptr addrspace(1) %34, align 4, !tbaa !5
  %36 = add i32 %35, %28
  %37 = tail call i32 @llvm.umax.i32(i32 %35, i32 %29)
  %38 = tail call i32 @llvm.umin.i32(i32 %35, i32 %32)
  %39 = xor i32 %35, %31
  %40 = add nuw nsw i32 %30, 1
  %41 = icmp eq i32 %40, %4
  br i1 %41, label %21, label %27, !llvm.loop !11

42:                                               ; preds = %53, %21
  %43 = phi i32 [ 0, %21 ], [ %61, %53 ]
  %44 = phi i32 [ 0, %21 ], [ %62, %53 ]
  %45 = mul nsw i32 %13, 6
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %46
  store i32 %25, ptr addrspace(1) %47, align 4, !tbaa !5
  %48 = getelementptr i8, ptr addrspace(1) %47, i64 4
  store i32 %24, ptr addrspace(1) %48, align 4, !tbaa !5
  %49 = getelementptr i8, ptr addrspace(1) %47, i64 8
  store i32 %22, ptr addrspace(1) %49, align 4, !tbaa !5
  %50 = getelementptr i8, ptr addrspace(1) %47, i64 12
  store i32 %23, ptr addrspace(1) %50, align 4, !tbaa !5
  %51 = getelementptr i8, ptr addrspace(1) %47, i64 16
  store i32 %43, ptr addrspace(1) %51, align 4, !tbaa !5
  %52 = getelementptr i8, ptr addrspace(1) %47, i64 20
  store i32 %44, ptr addrspace(1) %52, align 4, !tbaa !5
  br label %67

53:                                               ; preds = %21, %53
  %54 = phi i32 [ %65, %53 ], [ 0, %21 ]
  %55 = phi i32 [ %62, %53 ], [ 0, %21 ]
  %56 = phi i32 [ %61, %53 ], [ 0, %21 ]
  %57 = zext nneg i32 %54 to i64
  %58 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 %57
  %59 = load i8, ptr addrspace(1) %58, align 1, !tbaa !13
  %60 = zext i8 %59 to i32
  %61 = add i32 %56, %60
  %62 = tail call i32 @llvm.umax.i32(i32 %55, i32 %60)
  %63 = mul i8 %59, 3
  %64 = add i8 %63, 1
  store i8 %64, ptr addrspace(1) %58, align 1, !tbaa !13
  %65 = add nuw nsw i32 %54, 1
  %66 = icmp eq i32 %65, %4
  br i1 %66, label %42, label %53, !llvm.loop !14

67:                                               ; preds = %5, %42
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !12}
