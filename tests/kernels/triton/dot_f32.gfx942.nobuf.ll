; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @matmul_ieee(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !11
  %8 = lshr i32 %7, 6, !dbg !11
  %9 = and i32 %8, 3, !dbg !11
  %10 = and i32 %6, 63, !dbg !12
  %11 = shl nuw nsw i32 %9, 6, !dbg !12
  %12 = or disjoint i32 %11, %10, !dbg !12
  %13 = and i32 %6, 31, !dbg !12
  %14 = shl nuw nsw i32 %12, 2, !dbg !12
  %15 = and i32 %14, 992, !dbg !12
  %16 = zext nneg i32 %15 to i64, !dbg !13
  %17 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %16, !dbg !13
  %18 = lshr i32 %6, 3, !dbg !14
  %19 = and i32 %18, 4, !dbg !14
  %20 = shl nuw nsw i32 %6, 2, !dbg !14
  %21 = and i32 %20, 28, !dbg !14
  %22 = zext nneg i32 %21 to i64, !dbg !13
  %23 = getelementptr [4 x i8], ptr addrspace(1) %17, i64 %22, !dbg !13
  %24 = load <4 x float>, ptr addrspace(1) %23, align 16, !dbg !15
  %25 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %16, !dbg !16
  %26 = getelementptr [4 x i8], ptr addrspace(1) %25, i64 %22, !dbg !16
  %27 = load <4 x float>, ptr addrspace(1) %26, align 16, !dbg !17
  %28 = shl nuw nsw i32 %12, 4, !dbg !15
  %29 = lshr i32 %12, 1, !dbg !15
  %30 = and i32 %29, 60, !dbg !15
  %31 = xor i32 %30, %28, !dbg !15
  %32 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %31, !dbg !15
  %33 = shufflevector <4 x float> %24, <4 x float> poison, <1 x i32> zeroinitializer, !dbg !15
  store <1 x float> %33, ptr addrspace(3) %32, align 4, !dbg !15
  %34 = xor i32 %31, 4, !dbg !15
  %35 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %34, !dbg !15
  %36 = shufflevector <4 x float> %24, <4 x float> poison, <1 x i32> <i32 1>, !dbg !15
  store <1 x float> %36, ptr addrspace(3) %35, align 4, !dbg !15
  %37 = xor i32 %31, 8, !dbg !15
  %38 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %37, !dbg !15
  %39 = shufflevector <4 x float> %24, <4 x float> poison, <1 x i32> <i32 2>, !dbg !15
  store <1 x float> %39, ptr addrspace(3) %38, align 4, !dbg !15
  %40 = xor i32 %31, 12, !dbg !15
  %41 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %40, !dbg !15
  %42 = shufflevector <4 x float> %24, <4 x float> poison, <1 x i32> <i32 3>, !dbg !15
  store <1 x float> %42, ptr addrspace(3) %41, align 4, !dbg !15
  fence syncscope("workgroup") release, !dbg !15, !mmra !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !15
  fence syncscope("workgroup") acquire, !dbg !15, !mmra !18
  %43 = shl nuw nsw i32 %13, 7, !dbg !15
  %44 = and i32 %20, 60, !dbg !15
  %45 = xor i32 %44, %19, !dbg !15
  %46 = or disjoint i32 %45, %43, !dbg !15
  %47 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %46, !dbg !15
  %48 = load <1 x float>, ptr addrspace(3) %47, align 4, !dbg !15
  %49 = extractelement <1 x float> %48, i64 0, !dbg !15
  %50 = getelementptr inbounds nuw i8, ptr addrspace(3) %47, i32 64, !dbg !15
  %51 = load <1 x float>, ptr addrspace(3) %50, align 4, !dbg !15
  %52 = extractelement <1 x float> %51, i64 0, !dbg !15
  %53 = xor i32 %46, 8, !dbg !15
  %54 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %53, !dbg !15
  %55 = load <1 x float>, ptr addrspace(3) %54, align 4, !dbg !15
  %56 = extractelement <1 x float> %55, i64 0, !dbg !15
  %57 = getelementptr inbounds nuw i8, ptr addrspace(3) %54, i32 64, !dbg !15
  %58 = load <1 x float>, ptr addrspace(3) %57, align 4, !dbg !15
  %59 = extractelement <1 x float> %58, i64 0, !dbg !15
  %60 = xor i32 %46, 16, !dbg !15
  %61 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %60, !dbg !15
  %62 = load <1 x float>, ptr addrspace(3) %61, align 4, !dbg !15
  %63 = extractelement <1 x float> %62, i64 0, !dbg !15
  %64 = getelementptr inbounds nuw i8, ptr addrspace(3) %61, i32 64, !dbg !15
  %65 = load <1 x float>, ptr addrspace(3) %64, align 4, !dbg !15
  %66 = extractelement <1 x float> %65, i64 0, !dbg !15
  %67 = xor i32 %46, 24, !dbg !15
  %68 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %67, !dbg !15
  %69 = load <1 x float>, ptr addrspace(3) %68, align 4, !dbg !15
  %70 = extractelement <1 x float> %69, i64 0, !dbg !15
  %71 = getelementptr inbounds nuw i8, ptr addrspace(3) %68, i32 64, !dbg !15
  %72 = load <1 x float>, ptr addrspace(3) %71, align 4, !dbg !15
  %73 = extractelement <1 x float> %72, i64 0, !dbg !15
  %74 = xor i32 %46, 32, !dbg !15
  %75 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %74, !dbg !15
  %76 = load <1 x float>, ptr addrspace(3) %75, align 4, !dbg !15
  %77 = extractelement <1 x float> %76, i64 0, !dbg !15
  %78 = getelementptr inbounds nuw i8, ptr addrspace(3) %75, i32 64, !dbg !15
  %79 = load <1 x float>, ptr addrspace(3) %78, align 4, !dbg !15
  %80 = extractelement <1 x float> %79, i64 0, !dbg !15
  %81 = xor i32 %46, 40, !dbg !15
  %82 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %81, !dbg !15
  %83 = load <1 x float>, ptr addrspace(3) %82, align 4, !dbg !15
  %84 = extractelement <1 x float> %83, i64 0, !dbg !15
  %85 = getelementptr inbounds nuw i8, ptr addrspace(3) %82, i32 64, !dbg !15
  %86 = load <1 x float>, ptr addrspace(3) %85, align 4, !dbg !15
  %87 = extractelement <1 x float> %86, i64 0, !dbg !15
  %88 = xor i32 %46, 48, !dbg !15
  %89 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %88, !dbg !15
  %90 = load <1 x float>, ptr addrspace(3) %89, align 4, !dbg !15
  %91 = extractelement <1 x float> %90, i64 0, !dbg !15
  %92 = getelementptr inbounds nuw i8, ptr addrspace(3) %89, i32 64, !dbg !15
  %93 = load <1 x float>, ptr addrspace(3) %92, align 4, !dbg !15
  %94 = extractelement <1 x float> %93, i64 0, !dbg !15
  %95 = xor i32 %46, 56, !dbg !15
  %96 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %95, !dbg !15
  %97 = load <1 x float>, ptr addrspace(3) %96, align 4, !dbg !15
  %98 = extractelement <1 x float> %97, i64 0, !dbg !15
  %99 = getelementptr inbounds nuw i8, ptr addrspace(3) %96, i32 64, !dbg !15
  %100 = load <1 x float>, ptr addrspace(3) %99, align 4, !dbg !15
  %101 = extractelement <1 x float> %100, i64 0, !dbg !15
  fence syncscope("workgroup") release, !dbg !17, !mmra !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17, !mmra !18
  %102 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %28, !dbg !17
  store <4 x float> %27, ptr addrspace(3) %102, align 16, !dbg !17
  fence syncscope("workgroup") release, !dbg !17, !mmra !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17, !mmra !18
  %103 = shl nuw nsw i32 %10, 2, !dbg !17
  %104 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %103, !dbg !17
  %105 = load <1 x float>, ptr addrspace(3) %104, align 4, !dbg !17
  %106 = extractelement <1 x float> %105, i64 0, !dbg !17
  %107 = getelementptr inbounds nuw i8, ptr addrspace(3) %104, i32 256, !dbg !17
  %108 = load <1 x float>, ptr addrspace(3) %107, align 4, !dbg !17
  %109 = extractelement <1 x float> %108, i64 0, !dbg !17
  %110 = getelementptr inbounds nuw i8, ptr addrspace(3) %104, i32 512, !dbg !17
  %111 = load <1 x float>, ptr addrspace(3) %110, align 4, !dbg !17
  %112 = extractelement <1 x float> %111, i64 0, !dbg !17
  %113 = getelementptr inbounds nuw i8, ptr addrspace(3) %104, i32 768, !dbg !17
  %114 = load <1 x float>, ptr addrspace(3) %113, align 4, !dbg !17
  %115 = extractelement <1 x float> %114, i64 0, !dbg !17
  %116 = getelementptr inbounds nuw i8, ptr addrspace(3) %104, i32 1024, !dbg !17
  %117 = load <1 x float>, ptr addrspace(3) %116, align 4, !dbg !17
  %118 = extractelement <1 x float> %117, i64 0, !dbg !17
  %119 = getelementptr inbounds nuw i8, ptr addrspace(3) %104, i32 1280, !dbg !17
  %120 = load <1 x float>, ptr addrspace(3) %119, align 4, !dbg !17
  %121 = extractelement <1 x float> %120, i64 0, !dbg !17
  %122 = getelementptr inbounds nuw i8, ptr addrspace(3) %104, i32 1536, !dbg !17
  %123 = load <1 x float>, ptr addrspace(3) %122, align 4, !dbg !17
  %124 = extractelement <1 x float> %123, i64 0, !dbg !17
  %125 = getelementptr inbounds nuw i8, ptr addrspace(3) %104, i32 1792, !dbg !17
  %126 = load <1 x float>, ptr addrspace(3) %125, align 4, !dbg !17
  %127 = extractelement <1 x float> %126, i64 0, !dbg !17
  %128 = getelementptr inbounds nuw i8, ptr addrspace(3) %104, i32 2048, !dbg !17
  %129 = load <1 x float>, ptr addrspace(3) %128, align 4, !dbg !17
  %130 = extractelement <1 x float> %129, i64 0, !dbg !17
  %131 = getelementptr inbounds nuw i8, ptr addrspace(3) %104, i32 2304, !dbg !17
  %132 = load <1 x float>, ptr addrspace(3) %131, align 4, !dbg !17
  %133 = extractelement <1 x float> %132, i64 0, !dbg !17
  %134 = getelementptr inbounds nuw i8, ptr addrspace(3) %104, i32 2560, !dbg !17
  %135 = load <1 x float>, ptr addrspace(3) %134, align 4, !dbg !17
  %136 = extractelement <1 x float> %135, i64 0, !dbg !17
  %137 = getelementptr inbounds nuw i8, ptr addrspace(3) %104, i32 2816, !dbg !17
  %138 = load <1 x float>, ptr addrspace(3) %137, align 4, !dbg !17
  %139 = extractelement <1 x float> %138, i64 0, !dbg !17
  %140 = getelementptr inbounds nuw i8, ptr addrspace(3) %104, i32 3072, !dbg !17
  %141 = load <1 x float>, ptr addrspace(3) %140, align 4, !dbg !17
  %142 = extractelement <1 x float> %141, i64 0, !dbg !17
  %143 = getelementptr inbounds nuw i8, ptr addrspace(3) %104, i32 3328, !dbg !17
  %144 = load <1 x float>, ptr addrspace(3) %143, align 4, !dbg !17
  %145 = extractelement <1 x float> %144, i64 0, !dbg !17
  %146 = getelementptr inbounds nuw i8, ptr addrspace(3) %104, i32 3584, !dbg !17
  %147 = load <1 x float>, ptr addrspace(3) %146, align 4, !dbg !17
  %148 = extractelement <1 x float> %147, i64 0, !dbg !17
  %149 = getelementptr inbounds nuw i8, ptr addrspace(3) %104, i32 3840, !dbg !17
  %150 = load <1 x float>, ptr addrspace(3) %149, align 4, !dbg !17
  %151 = extractelement <1 x float> %150, i64 0, !dbg !17
  %152 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %106, float %49, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !19
  %153 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %109, float %56, <16 x float> %152, i32 0, i32 0, i32 0), !dbg !19
  %154 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %112, float %63, <16 x float> %153, i32 0, i32 0, i32 0), !dbg !19
  %155 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %115, float %70, <16 x float> %154, i32 0, i32 0, i32 0), !dbg !19
  %156 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %118, float %77, <16 x float> %155, i32 0, i32 0, i32 0), !dbg !19
  %157 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %121, float %84, <16 x float> %156, i32 0, i32 0, i32 0), !dbg !19
  %158 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %124, float %91, <16 x float> %157, i32 0, i32 0, i32 0), !dbg !19
  %159 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %127, float %98, <16 x float> %158, i32 0, i32 0, i32 0), !dbg !19
  %160 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %130, float %52, <16 x float> %159, i32 0, i32 0, i32 0), !dbg !19
  %161 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %133, float %59, <16 x float> %160, i32 0, i32 0, i32 0), !dbg !19
  %162 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %136, float %66, <16 x float> %161, i32 0, i32 0, i32 0), !dbg !19
  %163 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %139, float %73, <16 x float> %162, i32 0, i32 0, i32 0), !dbg !19
  %164 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %142, float %80, <16 x float> %163, i32 0, i32 0, i32 0), !dbg !19
  %165 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %145, float %87, <16 x float> %164, i32 0, i32 0, i32 0), !dbg !19
  %166 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %148, float %94, <16 x float> %165, i32 0, i32 0, i32 0), !dbg !19
  %167 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %151, float %101, <16 x float> %166, i32 0, i32 0, i32 0), !dbg !19
  %168 = icmp eq i32 %9, 0, !dbg !11
  br i1 %168, label %.critedge, label %.critedge4, !dbg !11

.critedge:                                        ; preds = %5
  %169 = shufflevector <16 x float> %167, <16 x float> poison, <4 x i32> <i32 12, i32 13, i32 14, i32 15>
  %170 = shufflevector <16 x float> %167, <16 x float> poison, <4 x i32> <i32 8, i32 9, i32 10, i32 11>
  %171 = shufflevector <16 x float> %167, <16 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %172 = shl nuw nsw i32 %13, 5, !dbg !12
  %173 = zext nneg i32 %172 to i64, !dbg !20
  %174 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %173, !dbg !20
  %175 = zext nneg i32 %19 to i64, !dbg !20
  %176 = getelementptr [4 x i8], ptr addrspace(1) %174, i64 %175, !dbg !20
  %177 = getelementptr i8, ptr addrspace(1) %176, i64 32
  %178 = shufflevector <16 x float> %167, <16 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %179 = getelementptr i8, ptr addrspace(1) %176, i64 96, !dbg !20
  %180 = getelementptr i8, ptr addrspace(1) %176, i64 64, !dbg !20
  store <4 x float> %178, ptr addrspace(1) %176, align 16, !dbg !11
  store <4 x float> %171, ptr addrspace(1) %177, align 16, !dbg !11
  store <4 x float> %170, ptr addrspace(1) %180, align 16, !dbg !11
  store <4 x float> %169, ptr addrspace(1) %179, align 16, !dbg !11
  br label %.critedge4, !dbg !11

.critedge4:                                       ; preds = %5, %.critedge
  ret void, !dbg !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float, float, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #4

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "matmul_ieee", linkageName: "matmul_ieee", scope: !1, file: !1, line: 106, type: !5, scopeLine: 106, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 113, column: 5, scope: !4)
!12 = !DILocation(line: 111, column: 21, scope: !4)
!13 = !DILocation(line: 111, column: 17, scope: !4)
!14 = !DILocation(line: 111, column: 39, scope: !4)
!15 = !DILocation(line: 111, column: 9, scope: !4)
!16 = !DILocation(line: 112, column: 17, scope: !4)
!17 = !DILocation(line: 112, column: 9, scope: !4)
!18 = !{!"amdgpu-synchronize-as", !"local"}
!19 = !DILocation(line: 113, column: 49, scope: !4)
!20 = !DILocation(line: 113, column: 14, scope: !4)
!21 = !DILocation(line: 106, column: 1, scope: !4)
