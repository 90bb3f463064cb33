; ModuleID = 'grid3d.hip'
source_filename = "grid3d.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_4d805fcc1acec51d = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_4d805fcc1acec51d to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define protected amdgpu_kernel void @grid3d(ptr addrspace(1) noundef writeonly captures(none) %0) local_unnamed_addr #0 {
  %2 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %3 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %4 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 4
  %5 = load i16, ptr addrspace(4) %4, align 4, !range !9, !invariant.load !10, !noundef !10
  %6 = zext nneg i16 %5 to i32
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %8 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y()
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 6
  %10 = load i16, ptr addrspace(4) %9, align 2, !range !9, !invariant.load !10, !noundef !10
  %11 = zext nneg i16 %10 to i32
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %13 = tail call noundef i32 @llvm.amdgcn.workgroup.id.z()
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 8
  %15 = load i16, ptr addrspace(4) %14, align 4, !range !9, !invariant.load !10, !noundef !10
  %16 = zext nneg i16 %15 to i32
  %17 = mul i32 %13, %16
  %18 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z()
  %19 = add i32 %17, %18
  %20 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 12
  %21 = load i32, ptr addrspace(4) %20, align 4, !range !11, !invariant.load !10
  %22 = udiv i32 %21, %6
  %23 = mul i32 %22, %6
  %24 = icmp ugt i32 %21, %23
  %25 = zext i1 %24 to i32
  %26 = add i32 %22, %25
  %27 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 16
  %28 = load i32, ptr addrspace(4) %27, align 4, !range !11, !invariant.load !10
  %29 = udiv i32 %28, %11
  %30 = mul i32 %29, %11
  %31 = icmp ugt i32 %28, %30
  %32 = zext i1 %31 to i32
  %33 = add i32 %29, %32
  %34 = mul i32 %33, %19
  %35 = add i32 %34, %8
  %36 = mul i32 %35, %11
  %37 = add i32 %36, %12
  %38 = mul i32 %37, %26
  %39 = add i32 %38, %2
  %40 = mul i32 %39, %6
  %41 = add i32 %40, %7
  %42 = shl i32 %41, 2
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %43
  %45 = shl nuw nsw i32 %12, 8
  %46 = shl nuw nsw i32 %18, 16
  %47 = or i32 %46, %45
  %48 = or i32 %47, %7
  store i32 %48, ptr addrspace(1) %44, align 4, !tbaa !5
  %49 = shl i32 %8, 8
  %50 = shl i32 %13, 16
  %51 = or i32 %50, %49
  %52 = or i32 %51, %2
  %53 = getelementptr inbounds nuw i8, ptr addrspace(1) %44, i64 4
  store i32 %52, ptr addrspace(1) %53, align 4, !tbaa !5
  %54 = shl nuw nsw i32 %11, 8
  %55 = shl nuw nsw i32 %16, 16
  %56 = or i32 %54, %55
  %57 = or i32 %56, %6
  %58 = getelementptr inbounds nuw i8, ptr addrspace(1) %44, i64 8
  store i32 %57, ptr addrspace(1) %58, align 4, !tbaa !5
  %59 = shl i32 %33, 8
  %60 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 20
  %61 = load i32, ptr addrspace(4) %60, align 4, !range !11, !invariant.load !10
  %62 = udiv i32 %61, %16
  %63 = mul i32 %62, %16
  %64 = icmp ugt i32 %61, %63
  %65 = zext i1 %64 to i32
  %66 = add i32 %62, %65
  %67 = shl i32 %66, 16
  %68 = or i32 %59, %67
  %69 = or i32 %68, %26
  %70 = getelementptr inbounds nuw i8, ptr addrspace(1) %44, i64 12
  store i32 %69, ptr addrspace(1) %70, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workitem-id-x" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1200" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 400}
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
!11 = !{i32 1, i32 0}
