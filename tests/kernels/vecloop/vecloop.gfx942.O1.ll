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
  br i1 %14, label %15, label %68

15:                                               ; preds = %5
  %16 = sext i32 %13 to i64
  %17 = sext i32 %4 to i64
  %18 = mul nsw i64 %16, %17
  %19 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %18
  %20 = icmp sgt i32 %4, 0
  br i1 %20, label %28, label %21

21:                                               ; preds = %28, %15
  %22 = phi i32 [ -1, %15 ], [ %39, %28 ]
  %23 = phi i32 [ 0, %15 ], [ %40, %28 ]
  %24 = phi i32 [ 0, %15 ], [ %38, %28 ]
  %25 = phi i32 [ 0, %15 ], [ %37, %28 ]
  %26 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %18
  %27 = icmp sgt i32 %4, 0
  br i1 %27, label %54, label %43

28:                                               ; preds = %15, %28
  %29 = phi i32 [ %37, %28 ], [ 0, %15 ]
  %30 = phi i32 [ %38, %28 ], [ 0, %15 ]
  %31 = phi i32 [ %41, %28 ], [ 0, %15 ]
  %32 = phi i32 [ %40, %28 ], [ 0, %15 ]
  %33 = phi i32 [ %39, %28 ], [ -1, %15 ]
  %34 = zext nneg i32 %31 to i64
  %35 = getelementptr inbounds nuw i32, ptr addrspace(1) %19, i64 %34
  %36 = load i32, ptr addrspace(1) %35, align 4, !tbaa !5
  %37 = add i32 %36, %29
  %38 = tail call i32 @llvm.umax.i32(i32 %36, i32 %30)
  %39 = tail call i32 @llvm.umin.i32(i32 %36, i32 %33)
  %40 = xor i32 %36, %32
  %41 = add nuw nsw i32 %31, 1
  %42 = icmp eq i32 %41, %4
  br i1 %42, label %21, label %28, !llvm.loop !11

43:                                               ; preds = %54, %21
  %44 = phi i32 [ 0, %21 ], [ %62, %54 ]
  %45 = phi i32 [ 0, %21 ], [ %63, %54 ]
  %46 = mul nsw i32 %13, 6
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %47
  store i32 %25, ptr addrspace(1) %48, align 4, !tbaa !5
  %49 = getelementptr i8, ptr addrspace(1) %48, i64 4
  store i32 %24, ptr addrspace(1) %49, align 4, !tbaa !5
  %50 = getelementptr i8, ptr addrspace(1) %48, i64 8
  store i32 %22, ptr addrspace(1) %50, align 4, !tbaa !5
  %51 = getelementptr i8, ptr addrspace(1) %48, i64 12
  store i32 %23, ptr addrspace(1) %51, align 4, !tbaa !5
  %52 = getelementptr i8, ptr addrspace(1) %48, i64 16
  store i32 %44, ptr addrspace(1) %52, align 4, !tbaa !5
  %53 = getelementptr i8, ptr addrspace(1) %48, i64 20
  store i32 %45, ptr addrspace(1) %53, align 4, !tbaa !5
  br label %68

54:                                               ; preds = %21, %54
  %55 = phi i32 [ %66, %54 ], [ 0, %21 ]
  %56 = phi i32 [ %63, %54 ], [ 0, %21 ]
  %57 = phi i32 [ %62, %54 ], [ 0, %21 ]
  %58 = zext nneg i32 %55 to i64
  %59 = getelementptr inbounds nuw i8, ptr addrspace(1) %26, i64 %58
  %60 = load i8, ptr addrspace(1) %59, align 1, !tbaa !14
  %61 = zext i8 %60 to i32
  %62 = add i32 %57, %61
  %63 = tail call i32 @llvm.umax.i32(i32 %56, i32 %61)
  %64 = mul i8 %60, 3
  %65 = add i8 %64, 1
  store i8 %65, ptr addrspace(1) %59, align 1, !tbaa !14
  %66 = add nuw nsw i32 %55, 1
  %67 = icmp eq i32 %66, %4
  br i1 %67, label %43, label %54, !llvm.loop !15

68:                                               ; preds = %5, %43
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

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{!7, !7, i64 0}
!15 = distinct !{!15, !12, !13}
