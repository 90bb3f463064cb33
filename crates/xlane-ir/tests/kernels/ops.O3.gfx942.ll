; ModuleID = 'ops.hip'
source_filename = "ops.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@primes = protected addrspace(4) externally_initialized constant [8 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19], align 16
@__hip_cuid_b20510d2bdb43b29 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_b20510d2bdb43b29 to ptr), ptr addrspacecast (ptr addrspace(4) @primes to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc { i8, i16, i32, double } @_Z2mki(i32 noundef range(i32 0, 256) %0) unnamed_addr #0 {
  %2 = trunc nuw i32 %0 to i8
  %3 = trunc nuw nsw i32 %0 to i16
  %4 = mul nuw nsw i16 %3, 3
  %5 = mul nuw nsw i32 %0, 7
  %6 = uitofp nneg i32 %0 to double
  %7 = fmul contract double %6, 2.500000e-01
  %8 = insertvalue { i8, i16, i32, double } poison, i8 %2, 0
  %9 = insertvalue { i8, i16, i32, double } %8, i16 %4, 1
  %10 = insertvalue { i8, i16, i32, double } %9, i32 %5, 2
  %11 = insertvalue { i8, i16, i32, double } %10, double %7, 3
  ret { i8, i16, i32, double } %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @ops(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, ptr addrspace(1) noundef readonly captures(none) %2, ptr addrspace(1) noundef writeonly captures(none) %3, ptr addrspace(1) noundef readonly captures(none) %4, ptr addrspace(1) noundef writeonly captures(none) %5) local_unnamed_addr #1 {
  %7 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !5
  %11 = and i32 %10, 7
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr addrspace(4) @primes, i64 %12
  %14 = load i32, ptr addrspace(4) %13, align 4, !tbaa !5
  %15 = insertelement <16 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %10, i64 0
  %16 = lshr i32 %10, 1
  %17 = add nuw nsw i32 %16, 1
  %18 = insertelement <16 x i32> %15, i32 %17, i64 1
  %19 = lshr i32 %10, 2
  %20 = add nuw nsw i32 %19, 2
  %21 = insertelement <16 x i32> %18, i32 %20, i64 2
  %22 = lshr i32 %10, 3
  %23 = add nuw nsw i32 %22, 3
  %24 = insertelement <16 x i32> %21, i32 %23, i64 3
  %25 = lshr i32 %10, 4
  %26 = add nuw nsw i32 %25, 4
  %27 = insertelement <16 x i32> %24, i32 %26, i64 4
  %28 = lshr i32 %10, 5
  %29 = add nuw nsw i32 %28, 5
  %30 = insertelement <16 x i32> %27, i32 %29, i64 5
  %31 = lshr i32 %10, 6
  %32 = add nuw nsw i32 %31, 6
  %33 = insertelement <16 x i32> %30, i32 %32, i64 6
  %34 = lshr i32 %10, 7
  %35 = add nuw nsw i32 %34, 7
  %36 = insertelement <16 x i32> %33, i32 %35, i64 7
  %37 = lshr i32 %10, 8
  %38 = add nuw nsw i32 %37, 8
  %39 = insertelement <16 x i32> %36, i32 %38, i64 8
  %40 = lshr i32 %10, 9
  %41 = add nuw nsw i32 %40, 9
  %42 = insertelement <16 x i32> %39, i32 %41, i64 9
  %43 = lshr i32 %10, 10
  %44 = add nuw nsw i32 %43, 10
  %45 = insertelement <16 x i32> %42, i32 %44, i64 10
  %46 = lshr i32 %10, 11
  %47 = add nuw nsw i32 %46, 11
  %48 = insertelement <16 x i32> %45, i32 %47, i64 11
  %49 = lshr i32 %10, 12
  %50 = add nuw nsw i32 %49, 12
  %51 = insertelement <16 x i32> %48, i32 %50, i64 12
  %52 = lshr i32 %10, 13
  %53 = add nuw nsw i32 %52, 13
  %54 = insertelement <16 x i32> %51, i32 %53, i64 13
  %55 = lshr i32 %10, 14
  %56 = add nuw nsw i32 %55, 14
  %57 = insertelement <16 x i32> %54, i32 %56, i64 14
  %58 = lshr i32 %10, 15
  %59 = add nuw nsw i32 %58, 15
  %60 = insertelement <16 x i32> %57, i32 %59, i64 15
  %61 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %10)
  %62 = or i32 %10, 1
  %63 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %62, i1 true)
  %64 = shl nuw nsw i32 %63, 8
  %65 = or disjoint i32 %64, %61
  %66 = or i32 %10, -2147483648
  %67 = tail call range(i32 0, 32) i32 @llvm.cttz.i32(i32 %66, i1 true)
  %68 = shl nuw nsw i32 %67, 16
  %69 = or disjoint i32 %65, %68
  %70 = zext nneg i32 %69 to i64
  %71 = tail call i32 @llvm.fshl.i32(i32 %10, i32 %10, i32 5)
  %72 = zext i32 %71 to i64
  %73 = shl nuw nsw i64 %72, 24
  %74 = sdiv i32 %10, 7
  %75 = srem i32 %10, 13
  %76 = mul nsw i32 %75, 3
  %77 = add nsw i32 %76, %74
  %78 = sext i32 %77 to i64
  %79 = udiv i32 %10, 9
  %80 = urem i32 %10, 11
  %81 = xor i32 %79, %80
  %82 = zext nneg i32 %81 to i64
  %83 = zext i32 %10 to i64
  %84 = shl i64 %83, 56
  %85 = ashr exact i64 %84, 56
  %86 = mul nsw i64 %85, 1000
  %87 = shl i64 %83, 48
  %88 = ashr exact i64 %87, 48
  %89 = sext i32 %14 to i64
  %90 = and i32 %10, 15
  %91 = extractelement <16 x i32> %60, i32 %90
  %92 = mul nsw i32 %91, 5
  %93 = sext i32 %92 to i64
  %94 = and i32 %10, 255
  %95 = tail call fastcc { i8, i16, i32, double } @_Z2mki(i32 noundef %94) #5
  %96 = extractvalue { i8, i16, i32, double } %95, 0
  %97 = extractvalue { i8, i16, i32, double } %95, 1
  %98 = extractvalue { i8, i16, i32, double } %95, 2
  %99 = extractvalue { i8, i16, i32, double } %95, 3
  %100 = sext i8 %96 to i32
  %101 = zext nneg i16 %97 to i32
  %102 = add i32 %98, %101
  %103 = add i32 %102, %100
  %104 = sext i32 %103 to i64
  %105 = fmul contract double %99, 8.000000e+00
  %106 = fptoui double %105 to i64
  %107 = and i32 %10, 65535
  %108 = uitofp nneg i32 %107 to float
  %109 = fmul contract float %108, 5.000000e-01
  %110 = tail call contract float @llvm.sqrt.f32(float %109)
  %111 = fptosi float %110 to i64
  %112 = tail call contract float @llvm.fma.f32(float %109, float 3.000000e+00, float 1.000000e+00)
  %113 = fptoui float %112 to i64
  %114 = tail call contract float @llvm.minnum.f32(float %109, float 1.005000e+02)
  %115 = fmul contract float %114, 2.000000e+00
  %116 = fptoui float %115 to i64
  %117 = uitofp i32 %10 to double
  %118 = fmul contract double %117, 1.500000e+00
  %119 = fdiv contract double %118, 3.000000e+00
  %120 = fptoui double %119 to i64
  %121 = add nsw i64 %88, %89
  %122 = add nsw i64 %121, %73
  %123 = add nsw i64 %122, %82
  %124 = add nsw i64 %123, %86
  %125 = add nsw i64 %124, %78
  %126 = add i64 %125, %120
  %127 = add i64 %126, %113
  %128 = add i64 %127, %111
  %129 = add i64 %128, %116
  %130 = add i64 %129, %70
  %131 = add i64 %130, %93
  %132 = add i64 %131, %106
  %133 = add i64 %132, %104
  %134 = mul i64 %83, -7046029254386353131
  %135 = lshr i64 %134, 13
  %136 = xor i64 %133, %135
  switch i32 %11, label %143 [
    i32 0, label %137
    i32 3, label %139
    i32 5, label %141
  ]

137:                                              ; preds = %6
  %138 = add i64 %136, 11
  br label %145

139:                                              ; preds = %6
  %140 = mul i64 %136, 3
  br label %145

141:                                              ; preds = %6
  %142 = add i64 %136, -2
  br label %145

143:                                              ; preds = %6
  %144 = xor i64 %136, 2748
  br label %145

145:                                              ; preds = %143, %141, %139, %137
  %146 = phi i64 [ %144, %143 ], [ %138, %137 ], [ %140, %139 ], [ %142, %141 ]
  %147 = and i32 %37, 1
  %148 = add nsw i32 %147, -1
  %149 = sext i32 %148 to i64
  %150 = xor i64 %146, %149
  %151 = getelementptr inbounds nuw i64, ptr addrspace(1) %1, i64 %8
  store i64 %150, ptr addrspace(1) %151, align 8, !tbaa !9
  %152 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %2, i64 %8
  %153 = load <4 x float>, ptr addrspace(1) %152, align 16, !tbaa !11
  %154 = fmul contract <4 x float> %153, splat (float 2.000000e+00)
  %155 = fadd contract <4 x float> %154, <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>
  %156 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %3, i64 %8
  store <4 x float> %155, ptr addrspace(1) %156, align 16, !tbaa !11
  %157 = getelementptr inbounds nuw <2 x half>, ptr addrspace(1) %4, i64 %8
  %158 = load <2 x half>, ptr addrspace(1) %157, align 4, !tbaa !11
  %159 = fmul contract <2 x half> %158, %158
  %160 = fadd contract <2 x half> %159, <half 0xH3C00, half 0xHBC00>
  %161 = getelementptr inbounds nuw <2 x half>, ptr addrspace(1) %5, i64 %8
  store <2 x half> %160, ptr addrspace(1) %161, align 4, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
!11 = !{!7, !7, i64 0}
