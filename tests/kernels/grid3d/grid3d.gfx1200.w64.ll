; ModuleID = 'grid3d.hip'
source_filename = "grid3d.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_4d805fcc1acec51d = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_4d805fcc1acec51d to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define protected amdgpu_kernel void @grid3d(ptr addrspace(1) noundef writeonly captures(none) %0) local_unnamed_addr #0 {
  %2 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %3 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %4 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 12
  %5 = load i16, ptr addrspace(4) %4, align 4, !range !9, !invariant.load !10, !noundef !10
  %6 = zext nneg i16 %5 to i32
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %8 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y()
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 14
  %10 = load i16, ptr addrspace(4) %9, align 2, !range !9, !invariant.load !10, !noundef !10
  %11 = zext nneg i16 %10 to i32
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %13 = tail call noundef i32 @llvm.amdgcn.workgroup.id.z()
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %3, i64 16
  %15 = load i16, ptr addrspace(4) %14, align 8, !range !9, !invariant.load !10, !noundef !10
  %16 = zext nneg i16 %15 to i32
  %17 = mul i32 %13, %16
  %18 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z()
  %19 = add i32 %17, %18
  %20 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %21 = getelementptr inbounds nuw i8, ptr addrspace(4) %20, i64 12
  %22 = load i32, ptr addrspace(4) %21, align 4, !range !11, !invariant.load !10
  %23 = udiv i32 %22, %6
  %24 = mul i32 %23, %6
  %25 = icmp ugt i32 %22, %24
  %26 = zext i1 %25 to i32
  %27 = add i32 %23, %26
  %28 = getelementptr inbounds nuw i8, ptr addrspace(4) %20, i64 16
  %29 = load i32, ptr addrspace(4) %28, align 4, !range !11, !invariant.load !10
  %30 = udiv i32 %29, %11
  %31 = mul i32 %30, %11
  %32 = icmp ugt i32 %29, %31
  %33 = zext i1 %32 to i32
  %34 = add i32 %30, %33
  %35 = mul i32 %34, %19
  %36 = add i32 %35, %8
  %37 = mul i32 %36, %11
  %38 = add i32 %37, %12
  %39 = mul i32 %38, %27
  %40 = add i32 %39, %2
  %41 = mul i32 %40, %6
  %42 = add i32 %41, %7
  %43 = shl i32 %42, 2
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %44
  %46 = shl nuw nsw i32 %12, 8
  %47 = shl nuw nsw i32 %18, 16
  %48 = or i32 %47, %46
  %49 = or i32 %48, %7
  store i32 %49, ptr addrspace(1) %45, align 4, !tbaa !5
  %50 = shl i32 %8, 8
  %51 = shl i32 %13, 16
  %52 = or i32 %51, %50
  %53 = or i32 %52, %2
  %54 = getelementptr inbounds nuw i8, ptr addrspace(1) %45, i64 4
  store i32 %53, ptr addrspace(1) %54, align 4, !tbaa !5
  %55 = shl nuw nsw i32 %11, 8
  %56 = shl nuw nsw i32 %16, 16
  %57 = or i32 %55, %56
  %58 = or i32 %57, %6
  %59 = getelementptr inbounds nuw i8, ptr addrspace(1) %45, i64 8
  store i32 %58, ptr addrspace(1) %59, align 4, !tbaa !5
  %60 = shl i32 %34, 8
  %61 = getelementptr inbounds nuw i8, ptr addrspace(4) %20, i64 20
  %62 = load i32, ptr addrspace(4) %61, align 4, !range !11, !invariant.load !10
  %63 = udiv i32 %62, %16
  %64 = mul i32 %63, %16
  %65 = icmp ugt i32 %62, %64
  %66 = zext i1 %65 to i32
  %67 = add i32 %63, %66
  %68 = shl i32 %67, 16
  %69 = or i32 %60, %68
  %70 = or i32 %69, %27
  %71 = getelementptr inbounds nuw i8, ptr addrspace(1) %45, i64 12
  store i32 %70, ptr addrspace(1) %71, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workitem-id-x" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1200" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
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
!11 = !{i32 1, i32 0}
