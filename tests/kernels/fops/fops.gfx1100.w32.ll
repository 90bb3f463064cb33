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
  br i1 %14, label %15, label %110

15:                                               ; preds = %5
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %16
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !11
  %19 = fmul contract float %18, 8.000000e+00
  %20 = fadd contract float %19, -4.000000e+00
  %21 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %16
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !11
  %23 = fmul contract float %22, 2.000000e+00
  %24 = fadd contract float %23, -1.000000e+00
  %25 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %16
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !11
  %27 = mul nsw i32 %13, 20
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %28
  %30 = tail call contract float @llvm.fma.f32(float %20, float %24, float %26)
  store float %30, ptr addrspace(1) %29, align 4, !tbaa !5
  %31 = tail call contract float @llvm.fabs.f32(float %20)
  %32 = tail call contract float @llvm.sqrt.f32(float %31)
  %33 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 4
  store float %32, ptr addrspace(1) %33, align 4, !tbaa !5
  %34 = tail call contract float @llvm.minnum.f32(float %20, float %24)
  %35 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 8
  store float %34, ptr addrspace(1) %35, align 4, !tbaa !5
  %36 = tail call contract float @llvm.maxnum.f32(float %20, float %26)
  %37 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 12
  store float %36, ptr addrspace(1) %37, align 4, !tbaa !5
  %38 = tail call contract float @llvm.copysign.f32(float %26, float %24)
  %39 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 16
  store float %38, ptr addrspace(1) %39, align 4, !tbaa !5
  %40 = fmul contract float %20, 3.500000e+00
  %41 = tail call contract float @llvm.floor.f32(float %40)
  %42 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 20
  store float %41, ptr addrspace(1) %42, align 4, !tbaa !5
  %43 = tail call contract float @llvm.trunc.f32(float %40)
  %44 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 24
  store float %43, ptr addrspace(1) %44, align 4, !tbaa !5
  %45 = fmul contract float %20, 4.000000e+00
  %46 = tail call contract float @llvm.rint.f32(float %45)
  %47 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 28
  store float %46, ptr addrspace(1) %47, align 4, !tbaa !5
  %48 = fmul contract float %24, 1.000000e+01
  %49 = tail call contract float @llvm.ceil.f32(float %48)
  %50 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 32
  store float %49, ptr addrspace(1) %50, align 4, !tbaa !5
  %51 = fmul contract float %20, 2.000000e+00
  %52 = tail call contract float @llvm.round.f32(float %51)
  %53 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 36
  store float %52, ptr addrspace(1) %53, align 4, !tbaa !5
  %54 = fmul contract float %20, 1.000000e+03
  %55 = fptosi float %54 to i32
  %56 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 40
  store i32 %55, ptr addrspace(1) %56, align 4, !tbaa !5
  %57 = fmul contract float %26, 4.000000e+09
  %58 = fptoui float %57 to i32
  %59 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 44
  store i32 %58, ptr addrspace(1) %59, align 4, !tbaa !5
  %60 = bitcast float %26 to i32
  %61 = mul i32 %60, -1640531535
  %62 = sitofp i32 %61 to float
  %63 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 48
  store float %62, ptr addrspace(1) %63, align 4, !tbaa !5
  %64 = fptrunc contract float %20 to half
  %65 = fptrunc contract float %24 to half
  %66 = fadd contract half %64, %65
  %67 = fmul contract half %66, 0xH3800
  %68 = bitcast half %67 to i16
  %69 = zext i16 %68 to i32
  %70 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 52
  store i32 %69, ptr addrspace(1) %70, align 4, !tbaa !5
  %71 = fptrunc contract float %20 to bfloat
  %72 = fpext contract bfloat %71 to float
  %73 = fmul contract float %24, %72
  %74 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 56
  store float %73, ptr addrspace(1) %74, align 4, !tbaa !5
  %75 = fpext contract float %20 to double
  %76 = fpext contract float %24 to double
  %77 = fmul contract double %75, %76
  %78 = fpext contract float %26 to double
  %79 = fdiv contract double %78, 3.000000e+00
  %80 = fadd contract double %79, %77
  %81 = fptrunc contract double %80 to float
  %82 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 60
  store float %81, ptr addrspace(1) %82, align 4, !tbaa !5
  %83 = fdiv contract float %20, %24
  %84 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 64
  store float %83, ptr addrspace(1) %84, align 4, !tbaa !5
  %85 = fcmp contract olt float %20, %24
  %86 = fcmp contract ogt float %26, 5.000000e-01
  %87 = select i1 %86, i32 1, i32 2
  %88 = fcmp contract oeq float %20, %24
  %89 = select i1 %88, i32 3, i32 4
  %90 = select i1 %85, i32 %87, i32 %89
  %91 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 68
  store i32 %90, ptr addrspace(1) %91, align 4, !tbaa !5
  %92 = fptosi float %45 to i32
  %93 = tail call contract float @llvm.ldexp.f32.i32(float %26, i32 %92)
  %94 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 72
  store float %93, ptr addrspace(1) %94, align 4, !tbaa !5
  %95 = fmul contract float %20, 5.000000e-01
  %96 = fadd contract float %20, %95
  %97 = fmul contract float %96, 5.000000e-01
  %98 = fadd contract float %20, %97
  %99 = fmul contract float %98, 5.000000e-01
  %100 = fadd contract float %20, %99
  %101 = fmul contract float %100, 5.000000e-01
  %102 = fadd contract float %20, %101
  %103 = fmul contract float %102, 5.000000e-01
  %104 = fadd contract float %20, %103
  %105 = fmul contract float %104, 5.000000e-01
  %106 = fadd contract float %20, %105
  %107 = fmul contract float %106, 5.000000e-01
  %108 = fadd contract float %20, %107
  %109 = getelementptr inbounds nuw i8, ptr addrspace(1) %29, i64 76
  store float %108, ptr addrspace(1) %109, align 4, !tbaa !5
  br label %110

110:                                              ; preds = %5, %15
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

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
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
