; ModuleID = 'fops.hip'
source_filename = "fops.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_86c58fe2dce69e33 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_86c58fe2dce69e33 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @fops(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef readonly captures(none) %1, ptr addrspace(1) noundef readonly captures(none) %2, ptr addrspace(1) noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i32
  %11 = mul i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %4
  br i1 %14, label %15, label %112

15:                                               ; preds = %5
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %16
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !11
  %19 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %16
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !11
  %21 = insertelement <2 x float> poison, float %18, i64 0
  %22 = insertelement <2 x float> %21, float %20, i64 1
  %23 = fmul contract <2 x float> %22, <float 8.000000e+00, float 2.000000e+00>
  %24 = fadd contract <2 x float> %23, <float -4.000000e+00, float -1.000000e+00>
  %25 = extractelement <2 x float> %24, i64 1
  %26 = extractelement <2 x float> %24, i64 0
  %27 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %16
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !11
  %29 = mul nsw i32 %13, 20
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %30
  %32 = tail call contract float @llvm.fma.f32(float %26, float %25, float %28)
  store float %32, ptr addrspace(1) %31, align 4, !tbaa !5
  %33 = tail call contract float @llvm.fabs.f32(float %26)
  %34 = tail call contract float @llvm.sqrt.f32(float %33)
  %35 = getelementptr inbounds nuw i8, ptr addrspace(1) %31, i64 4
  store float %34, ptr addrspace(1) %35, align 4, !tbaa !5
  %36 = tail call contract float @llvm.minnum.f32(float %26, float %25)
  %37 = getelementptr inbounds nuw i8, ptr addrspace(1) %31, i64 8
  store float %36, ptr addrspace(1) %37, align 4, !tbaa !5
  %38 = tail call contract float @llvm.maxnum.f32(float %26, float %28)
  %39 = getelementptr inbounds nuw i8, ptr addrspace(1) %31, i64 12
  store float %38, ptr addrspace(1) %39, align 4, !tbaa !5
  %40 = tail call contract float @llvm.copysign.f32(float %28, float %25)
  %41 = getelementptr inbounds nuw i8, ptr addrspace(1) %31, i64 16
  store float %40, ptr addrspace(1) %41, align 4, !tbaa !5
  %42 = fmul contract float %26, 3.500000e+00
  %43 = tail call contract float @llvm.floor.f32(float %42)
  %44 = getelementptr inbounds nuw i8, ptr addrspace(1) %31, i64 20
  store float %43, ptr addrspace(1) %44, align 4, !tbaa !5
  %45 = tail call contract float @llvm.trunc.f32(float %42)
  %46 = getelementptr inbounds nuw i8, ptr addrspace(1) %31, i64 24
  store float %45, ptr addrspace(1) %46, align 4, !tbaa !5
  %47 = fmul contract float %26, 4.000000e+00
  %48 = tail call contract float @llvm.rint.f32(float %47)
  %49 = getelementptr inbounds nuw i8, ptr addrspace(1) %31, i64 28
  store float %48, ptr addrspace(1) %49, align 4, !tbaa !5
  %50 = fmul contract float %25, 1.000000e+01
  %51 = tail call contract float @llvm.ceil.f32(float %50)
  %52 = getelementptr inbounds nuw i8, ptr addrspace(1) %31, i64 32
  store float %51, ptr addrspace(1) %52, align 4, !tbaa !5
  %53 = fmul contract float %26, 2.000000e+00
  %54 = tail call contract float @llvm.round.f32(float %53)
  %55 = getelementptr inbounds nuw i8, ptr addrspace(1) %31, i64 36
  store float %54, ptr addrspace(1) %55, align 4, !tbaa !5
  %56 = fmul contract float %26, 1.000000e+03
  %57 = fptosi float %56 to i32
  %58 = getelementptr inbounds nuw i8, ptr addrspace(1) %31, i64 40
  store i32 %57, ptr addrspace(1) %58, align 4, !tbaa !5
  %59 = fmul contract float %28, 4.000000e+09
  %60 = fptoui float %59 to i32
  %61 = getelementptr inbounds nuw i8, ptr addrspace(1) %31, i64 44
  store i32 %60, ptr addrspace(1) %61, align 4, !tbaa !5
  %62 = bitcast float %28 to i32
  %63 = mul i32 %62, -1640531535
  %64 = sitofp i32 %63 to float
  %65 = getelementptr inbounds nuw i8, ptr addrspace(1) %31, i64 48
  store float %64, ptr addrspace(1) %65, align 4, !tbaa !5
  %66 = fptrunc contract float %26 to half
  %67 = fptrunc contract float %25 to half
  %68 = fadd contract half %66, %67
  %69 = fmul contract half %68, 0xH3800
  %70 = bitcast half %69 to i16
  %71 = zext i16 %70 to i32
  %72 = getelementptr inbounds nuw i8, ptr addrspace(1) %31, i64 52
  store i32 %71, ptr addrspace(1) %72, align 4, !tbaa !5
  %73 = fptrunc contract float %26 to bfloat
  %74 = fpext contract bfloat %73 to float
  %75 = fmul contract float %25, %74
  %76 = getelementptr inbounds nuw i8, ptr addrspace(1) %31, i64 56
  store float %75, ptr addrspace(1) %76, align 4, !tbaa !5
  %77 = fpext contract float %26 to double
  %78 = fpext contract float %25 to double
  %79 = fmul contract double %77, %78
  %80 = fpext contract float %28 to double
  %81 = fdiv contract double %80, 3.000000e+00
  %82 = fadd contract double %81, %79
  %83 = fptrunc contract double %82 to float
  %84 = getelementptr inbounds nuw i8, ptr addrspace(1) %31, i64 60
  store float %83, ptr addrspace(1) %84, align 4, !tbaa !5
  %85 = fdiv contract float %26, %25
  %86 = getelementptr inbounds nuw i8, ptr addrspace(1) %31, i64 64
  store float %85, ptr addrspace(1) %86, align 4, !tbaa !5
  %87 = fcmp contract olt float %26, %25
  %88 = fcmp contract ogt float %28, 5.000000e-01
  %89 = select i1 %88, i32 1, i32 2
  %90 = fcmp contract oeq float %26, %25
  %91 = select i1 %90, i32 3, i32 4
  %92 = select i1 %87, i32 %89, i32 %91
  %93 = getelementptr inbounds nuw i8, ptr addrspace(1) %31, i64 68
  store i32 %92, ptr addrspace(1) %93, align 4, !tbaa !5
  %94 = fptosi float %47 to i32
  %95 = tail call contract float @llvm.ldexp.f32.i32(float %28, i32 %94)
  %96 = getelementptr inbounds nuw i8, ptr addrspace(1) %31, i64 72
  store float %95, ptr addrspace(1) %96, align 4, !tbaa !5
  %97 = fmul contract float %26, 5.000000e-01
  %98 = fadd contract float %26, %97
  %99 = fmul contract float %98, 5.000000e-01
  %100 = fadd contract float %26, %99
  %101 = fmul contract float %100, 5.000000e-01
  %102 = fadd contract float %26, %101
  %103 = fmul contract float %102, 5.000000e-01
  %104 = fadd contract float %26, %103
  %105 = fmul contract float %104, 5.000000e-01
  %106 = fadd contract float %26, %105
  %107 = fmul contract float %106, 5.000000e-01
  %108 = fadd contract float %26, %107
  %109 = fmul contract float %108, 5.000000e-01
  %110 = fadd contract float %26, %109
  %111 = getelementptr inbounds nuw i8, ptr addrspace(1) %31, i64 76
  store float %110, ptr addrspace(1) %111, align 4, !tbaa !5
  br label %112

112:                                              ; preds = %5, %15
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ldexp.f32.i32(float, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
