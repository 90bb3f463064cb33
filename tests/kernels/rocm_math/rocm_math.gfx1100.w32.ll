; ModuleID = 'rocm_math.hip'
source_filename = "rocm_math.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_e6dca7564c0eed4 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_e6dca7564c0eed4 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @rocm_math(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, ptr addrspace(1) noundef writeonly captures(none) %2, ptr addrspace(1) noundef readonly captures(none) %3, ptr addrspace(1) noundef writeonly captures(none) %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !14
  %10 = zext i16 %9 to i32
  %11 = mul i32 %6, %10
  %12 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %13 = add i32 %11, %12
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !16
  %17 = shl i32 %13, 3
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %18
  %20 = tail call contract noundef float @llvm.sqrt.f32(float %16)
  store float %20, ptr addrspace(1) %19, align 4, !tbaa !16
  %21 = tail call contract noundef float @llvm.maxnum.f32(float %16, float 5.000000e-01)
  %22 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 4
  store float %21, ptr addrspace(1) %22, align 4, !tbaa !16
  %23 = tail call contract noundef float @llvm.minnum.f32(float %16, float 2.500000e-01)
  %24 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 8
  store float %23, ptr addrspace(1) %24, align 4, !tbaa !16
  %25 = tail call contract noundef float @llvm.fma.f32(float %16, float 3.000000e+00, float 1.250000e-01)
  %26 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 12
  store float %25, ptr addrspace(1) %26, align 4, !tbaa !16
  %27 = fdiv contract float %16, 3.000000e+00
  %28 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 16
  store float %27, ptr addrspace(1) %28, align 4, !tbaa !16
  %29 = fmul contract float %16, 3.200000e+01
  %30 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 20
  store float %29, ptr addrspace(1) %30, align 4, !tbaa !16
  %31 = tail call { float, i32 } @llvm.frexp.f32.i32(float %16)
  %32 = extractvalue { float, i32 } %31, 1
  %33 = extractvalue { float, i32 } %31, 0
  %34 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 24
  store float %33, ptr addrspace(1) %34, align 4, !tbaa !16
  %35 = sitofp i32 %32 to float
  %36 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 28
  store float %35, ptr addrspace(1) %36, align 4, !tbaa !16
  %37 = shl i32 %13, 2
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %38
  %40 = tail call contract noundef float @llvm.exp.f32(float %16)
  store float %40, ptr addrspace(1) %39, align 4, !tbaa !16
  %41 = fadd contract float %16, 1.000000e+00
  %42 = tail call contract noundef float @llvm.log.f32(float %41)
  %43 = getelementptr inbounds nuw i8, ptr addrspace(1) %39, i64 4
  store float %42, ptr addrspace(1) %43, align 4, !tbaa !16
  %44 = tail call contract noundef float @llvm.exp2.f32(float %16)
  %45 = getelementptr inbounds nuw i8, ptr addrspace(1) %39, i64 8
  store float %44, ptr addrspace(1) %45, align 4, !tbaa !16
  %46 = tail call contract noundef float @llvm.log2.f32(float %41)
  %47 = getelementptr inbounds nuw i8, ptr addrspace(1) %39, i64 12
  store float %46, ptr addrspace(1) %47, align 4, !tbaa !16
  %48 = getelementptr inbounds nuw double, ptr addrspace(1) %3, i64 %14
  %49 = load double, ptr addrspace(1) %48, align 8, !tbaa !18
  %50 = tail call contract noundef double @llvm.sqrt.f64(double %49)
  %51 = mul i32 %13, 3
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds nuw double, ptr addrspace(1) %4, i64 %52
  store double %50, ptr addrspace(1) %53, align 8, !tbaa !18
  %54 = tail call contract noundef double @llvm.fma.f64(double %49, double %49, double 1.000000e+00)
  %55 = add i32 %51, 1
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds nuw double, ptr addrspace(1) %4, i64 %56
  store double %54, ptr addrspace(1) %57, align 8, !tbaa !18
  %58 = tail call contract noundef double @llvm.maxnum.f64(double %49, double 5.000000e-01)
  %59 = add i32 %51, 2
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds nuw double, ptr addrspace(1) %4, i64 %60
  store double %58, ptr addrspace(1) %61, align 8, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { float, i32 } @llvm.frexp.f32.i32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp2.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log2.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5, !9}
!opencl.ocl.version = !{!13}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{i32 2, i32 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !11, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !7, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"double", !7, i64 0}
