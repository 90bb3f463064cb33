; ModuleID = 'fdot.hip'
source_filename = "fdot.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_f2b39bec2b279eda = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_f2b39bec2b279eda to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @fdot(ptr addrspace(1) noalias noundef readonly captures(none) %0, ptr addrspace(1) noalias noundef readonly captures(none) %1, ptr addrspace(1) noalias noundef readonly captures(none) %2, ptr addrspace(1) noalias noundef writeonly captures(none) %3, ptr addrspace(1) noalias noundef writeonly captures(none) %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %9 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %10 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 12
  %11 = load i16, ptr addrspace(4) %10, align 4, !range !9, !invariant.load !10, !noundef !10
  %12 = zext nneg i16 %11 to i32
  %13 = mul i32 %8, %12
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %15 = add i32 %13, %14
  %16 = icmp slt i32 %15, %5
  br i1 %16, label %17, label %51

17:                                               ; preds = %7
  %18 = icmp sgt i32 %6, 0
  br i1 %18, label %19, label %21

19:                                               ; preds = %17
  %20 = mul nsw i32 %15, %6
  br label %37

21:                                               ; preds = %37, %17
  %22 = phi float [ 0.000000e+00, %17 ], [ %48, %37 ]
  %23 = sext i32 %15 to i64
  %24 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %23
  store float %22, ptr addrspace(1) %24, align 4, !tbaa !11
  %25 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %23
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !11
  %27 = getelementptr i8, ptr addrspace(1) %25, i64 4
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !11
  %29 = getelementptr i8, ptr addrspace(1) %25, i64 8
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !11
  %31 = fmul contract float %26, 0x3FD3333340000000
  %32 = fmul contract float %28, 0x3FD99999A0000000
  %33 = fadd contract float %31, %32
  %34 = fmul contract float %30, 0x3FD3333340000000
  %35 = fadd contract float %33, %34
  %36 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %23
  store float %35, ptr addrspace(1) %36, align 4, !tbaa !11
  br label %51

37:                                               ; preds = %19, %37
  %38 = phi float [ 0.000000e+00, %19 ], [ %48, %37 ]
  %39 = phi i32 [ 0, %19 ], [ %49, %37 ]
  %40 = add nsw i32 %39, %20
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !11
  %44 = zext nneg i32 %39 to i64
  %45 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !11
  %47 = fmul contract float %43, %46
  %48 = fadd contract float %38, %47
  %49 = add nuw nsw i32 %39, 1
  %50 = icmp eq i32 %49, %6
  br i1 %50, label %21, label %37, !llvm.loop !13

51:                                               ; preds = %7, %21
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
