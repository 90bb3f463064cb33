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
  %27 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 16
  %28 = fmul contract float %16, 3.200000e+01
  %29 = fdiv contract float %16, 3.000000e+00
  %30 = insertelement <2 x float> poison, float %29, i64 0
  %31 = insertelement <2 x float> %30, float %28, i64 1
  store <2 x float> %31, ptr addrspace(1) %27, align 4, !tbaa !16
  %32 = tail call { float, i32 } @llvm.frexp.f32.i32(float %16)
  %33 = extractvalue { float, i32 } %32, 1
  %34 = extractvalue { float, i32 } %32, 0
  %35 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 24
  store float %34, ptr addrspace(1) %35, align 4, !tbaa !16
  %36 = sitofp i32 %33 to float
  %37 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 28
  store float %36, ptr addrspace(1) %37, align 4, !tbaa !16
  %38 = shl i32 %13, 2
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %39
  %41 = tail call contract noundef float @llvm.exp.f32(float %16)
  store float %41, ptr addrspace(1) %40, align 4, !tbaa !16
  %42 = fadd contract float %16, 1.000000e+00
  %43 = tail call contract noundef float @llvm.log.f32(float %42)
  %44 = getelementptr inbounds nuw i8, ptr addrspace(1) %40, i64 4
  store float %43, ptr addrspace(1) %44, align 4, !tbaa !16
  %45 = tail call contract noundef float @llvm.exp2.f32(float %16)
  %46 = getelementptr inbounds nuw i8, ptr addrspace(1) %40, i64 8
  store float %45, ptr addrspace(1) %46, align 4, !tbaa !16
  %47 = tail call contract noundef float @llvm.log2.f32(float %42)
  %48 = getelementptr inbounds nuw i8, ptr addrspace(1) %40, i64 12
  store float %47, ptr addrspace(1) %48, align 4, !tbaa !16
  %49 = getelementptr inbounds nuw double, ptr addrspace(1) %3, i64 %14
  %50 = load double, ptr addrspace(1) %49, align 8, !tbaa !18
  %51 = tail call contract noundef double @llvm.sqrt.f64(double %50)
  %52 = mul i32 %13, 3
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds nuw double, ptr addrspace(1) %4, i64 %53
  store double %51, ptr addrspace(1) %54, align 8, !tbaa !18
  %55 = tail call contract noundef double @llvm.fma.f64(double %50, double %50, double 1.000000e+00)
  %56 = add i32 %52, 1
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds nuw double, ptr addrspace(1) %4, i64 %57
  store double %55, ptr addrspace(1) %58, align 8, !tbaa !18
  %59 = tail call contract noundef double @llvm.maxnum.f64(double %50, double 5.000000e-01)
  %60 = add i32 %52, 2
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds nuw double, ptr addrspace(1) %4, i64 %61
  store double %59, ptr addrspace(1) %62, align 8, !tbaa !18
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

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
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
